//! Helpers shared by the bot interface's tests: an answer read as JSON, the error it carries, and a request
//! that must be refused for a stated reason.

use serde_json::Value;
use wendellhead::ai::Level;
use wendellhead::bot;

/// The answer's JSON.
pub fn parse(answer: &str) -> Value {
    serde_json::from_str(answer).unwrap_or_else(|e| panic!("an answer is JSON ({e}): {answer}"))
}

/// The error an answer carries.
pub fn error_of(answer: &str) -> String {
    parse(answer)["error"]
        .as_str()
        .unwrap_or_else(|| panic!("an error answer: {answer}"))
        .to_string()
}

/// Asserts that `line` is refused with a message containing `why`.
pub fn refused(line: &str, why: &str) {
    let message = error_of(&bot::answer(line, Level::Normal));
    let shown: String = line.chars().take(600).collect();
    assert!(
        message.contains(why),
        "{shown} → {message} (expected to mention {why})"
    );
}

/// The lines `sim ARGS` (a `--bot` run) writes for the request lines of `input`; it must end by itself at the end
/// of the input, successfully.
pub fn sim_bot(args: &[&str], input: &str) -> Vec<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sim runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("requests written");
    let out = child
        .wait_with_output()
        .expect("sim ends at the end of input");
    assert!(out.status.success(), "sim {args:?} failed");
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(String::from)
        .collect()
}

/// Runs the simulator with `args` and no input: (success, stdout, stderr).
pub fn sim(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sim"))
        .args(args)
        .output()
        .expect("the sim binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
