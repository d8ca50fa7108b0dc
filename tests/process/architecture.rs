//! The app's files only look down (`docs/architecture.md`): reading the `crate::` and `super::` paths of every
//! file of `src/app/` (and a parent's uses of its children, `flow::plugin`), no file depends on itself through
//! others. A cycle fails with the files in it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under `src/` (`src/app/table/mod.rs` is `app::table`).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The paths written in `text` that start with `crate::` or `super::`, as segments, and the bare `a::b` paths.
fn paths(text: &str) -> Vec<Vec<String>> {
    let code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < bytes.len() {
        if ident(bytes[i]) && (i == 0 || !ident(bytes[i - 1]) && bytes[i - 1] != b':') {
            // Read `a::b::c` from here.
            let mut segments = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while j < bytes.len() && ident(bytes[j]) {
                    j += 1;
                }
                segments.push(code[start..j].to_string());
                if code[j..].starts_with("::") && j + 2 < bytes.len() && ident(bytes[j + 2]) {
                    j += 2;
                } else {
                    break;
                }
            }
            if segments.len() > 1 {
                out.push(segments);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

#[test]
fn the_app_files_depend_on_each_other_without_a_cycle() {
    // The sources where cargo runs the test from (it says so at run time): a build of this test from another
    // clone, reused from a shared target folder (it depends on none of the app's files), names that clone's.
    let root = std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    let src = root.join("src");
    let mut all = Vec::new();
    files(&src.join("app"), &mut all);
    let modules: BTreeMap<Vec<String>, PathBuf> = all
        .iter()
        .map(|f| (module_of(&src, f), f.clone()))
        .collect();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (me, file) in &modules {
        let text = std::fs::read_to_string(file).unwrap();
        let deps = edges.entry(me.clone()).or_default();
        for path in paths(&text) {
            let full: Vec<String> = match path[0].as_str() {
                "crate" => path[1..].to_vec(),
                "super" => {
                    let ups = path.iter().take_while(|s| *s == "super").count();
                    let mut base = me.clone();
                    base.truncate(base.len().saturating_sub(ups));
                    base.extend(path[ups..].iter().cloned());
                    base
                }
                // A module's use of its own child: `flow::plugin` in `table/mod.rs`.
                _ => {
                    let mut child = me.clone();
                    child.extend(path.iter().cloned());
                    child
                }
            };
            // The file a path leads into: its longest prefix that is a module of the app.
            if let Some(target) = (1..=full.len())
                .rev()
                .map(|n| full[..n].to_vec())
                .find(|m| modules.contains_key(m))
                && &target != me
            {
                deps.insert(target);
            }
        }
    }
    assert!(edges.len() > 30, "the app's files were read");
    // Depth-first search for a cycle.
    fn visit(
        at: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        state: &mut BTreeMap<Vec<String>, u8>,
        stack: &mut Vec<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        match state.get(at) {
            Some(2) => return None,
            Some(1) => {
                let from = stack.iter().position(|m| m == at).unwrap_or(0);
                return Some(stack[from..].to_vec());
            }
            _ => {}
        }
        state.insert(at.clone(), 1);
        stack.push(at.clone());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(cycle) = visit(next, edges, state, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        state.insert(at.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for module in edges.keys() {
        if let Some(cycle) = visit(module, &edges, &mut state, &mut Vec::new()) {
            let names: Vec<String> = cycle.iter().map(|m| m.join("/")).collect();
            panic!(
                "the app's files depend on each other in a circle: {}",
                names.join(" → ")
            );
        }
    }
    // The words are the bottom of the app: they use none of its files.
    let words = vec!["app".to_string(), "i18n".to_string()];
    assert!(edges.contains_key(&words), "app/i18n was read");
    assert!(
        edges[&words].is_empty(),
        "app/i18n reaches into {:?}",
        edges[&words]
    );
    // The shared state is just above them: it uses no feature of the app.
    for (module, deps) in &edges {
        if module.get(1).is_some_and(|m| m == "state") {
            let up: Vec<String> = deps
                .iter()
                .filter(|d| d.get(1).is_none_or(|m| m != "state" && m != "i18n"))
                .map(|d| d.join("/"))
                .collect();
            assert!(up.is_empty(), "{} reaches up into {up:?}", module.join("/"));
        }
    }
}
