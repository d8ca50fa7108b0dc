//! Build script: names the build (`WENDELLHEAD_VERSION`, the crate's version plus the commit, e.g. `0.1.0+abc1234`)
//! and, for Windows, links the game's icon and version details into `wendellhead.exe`.

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=WENDELLHEAD_COMMIT");
    let version = env("CARGO_PKG_VERSION");
    // A build from an archive of the source has no git: `WENDELLHEAD_COMMIT` can name the commit instead.
    let commit = std::env::var("WENDELLHEAD_COMMIT")
        .ok()
        .filter(|c| !c.is_empty())
        .or_else(git_commit);
    let full = match &commit {
        Some(commit) => format!("{version}+{commit}"),
        None => version.clone(),
    };
    println!("cargo:rustc-env=WENDELLHEAD_VERSION={full}");
    if env("CARGO_CFG_TARGET_OS") == "windows" && env("CARGO_CFG_TARGET_ENV") == "gnu" {
        windows_resources(&version, &full);
    }
}

fn env(name: &str) -> String {
    std::env::var(name).unwrap_or_default()
}

/// The checked-out commit, short, when the source is a git clone; the build runs again when it changes.
fn git_commit() -> Option<String> {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
    };
    let commit = git(&["rev-parse", "--short=7", "HEAD"])?;
    // HEAD, the branch it names and the packed refs: a commit or a checkout changes one of them. Asked of git, so a
    // worktree (whose `.git` is a file) works too.
    let mut watched = vec!["HEAD".to_string(), "packed-refs".to_string()];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(branch);
    }
    for name in watched {
        if let Some(path) = git(&["rev-parse", "--git-path", &name])
            && Path::new(&path).exists()
        {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    Some(commit)
}

/// The icon Explorer, the taskbar and the Start menu show, and the version in the file's Properties, compiled
/// with mingw-w64's `windres` and linked into the game only (the simulator is a console tool).
fn windows_resources(version: &str, full: &str) {
    let icon = Path::new("scripts/package/wendellhead.ico");
    println!("cargo:rerun-if-changed={}", icon.display());
    let out = Path::new(&env("OUT_DIR")).join("wendellhead-resources.o");
    let rc = Path::new(&env("OUT_DIR")).join("wendellhead.rc");
    let mut numbers: Vec<u16> = version
        .split(['.', '-'])
        .filter_map(|p| p.parse().ok())
        .collect();
    numbers.resize(4, 0);
    let numbers = numbers
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let icon_path = std::fs::canonicalize(icon)
        .unwrap_or_else(|e| panic!("{}: {e}", icon.display()))
        .display()
        .to_string()
        .replace('\\', "/");
    let script = format!(
        r#"1 ICON "{icon_path}"
1 VERSIONINFO
FILEVERSION {numbers}
PRODUCTVERSION {numbers}
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The Wendellhead developers"
      VALUE "FileDescription", "Wendellhead"
      VALUE "FileVersion", "{full}"
      VALUE "InternalName", "wendellhead"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "OriginalFilename", "wendellhead.exe"
      VALUE "ProductName", "Wendellhead"
      VALUE "ProductVersion", "{full}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#
    );
    std::fs::write(&rc, script).unwrap_or_else(|e| panic!("{}: {e}", rc.display()));
    // Debian's mingw-w64 names it by the target; a native MSYS2 toolchain has plain `windres`.
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| {
        let prefixed = format!("{}-w64-mingw32-windres", env("CARGO_CFG_TARGET_ARCH"));
        if Command::new(&prefixed).arg("--version").output().is_ok() {
            prefixed
        } else {
            "windres".into()
        }
    });
    let status = Command::new(&windres)
        .arg("--input-format=rc")
        .arg("--output-format=coff")
        .arg("-i")
        .arg(&rc)
        .arg("-o")
        .arg(&out)
        .status();
    match status {
        Ok(status) => assert!(status.success(), "{windres} failed on {}", rc.display()),
        // A check of the code alone (CI's `cargo check` for Windows) needs no icon; `scripts/release` installs
        // mingw-w64 and `scripts/check-release` refuses an .exe without its resources.
        Err(e) => {
            println!(
                "cargo:warning=no icon or version details in wendellhead.exe: {windres} (mingw-w64) cannot run: {e}"
            );
            return;
        }
    }
    // The object itself, not a library: a linker drops a library member nothing refers to, and nothing refers to
    // resources.
    println!("cargo:rustc-link-arg-bin=wendellhead={}", out.display());
}
