//! The screen reader's view on Linux: the real game in a window (Xvfb), its accessibility tree read over AT-SPI
//! as Orca reads it (`scripts/check-a11y`, `scripts/atspi-check.py`): the title's live region and focused button,
//! the setup screen, a Hearts table and the hand read aloud on A. Needs Xvfb, D-Bus, AT-SPI and pyatspi
//! (`scripts/test` installs them on Debian).
#![cfg(all(feature = "app", target_os = "linux"))]

use std::process::Command;

#[test]
fn a_linux_screen_reader_reads_the_game_over_atspi() {
    let out = Command::new("scripts/check-a11y")
        .arg(env!("CARGO_BIN_EXE_wendellhead"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("scripts/check-a11y runs");
    let said = String::from_utf8_lossy(&out.stdout);
    let errors = String::from_utf8_lossy(&out.stderr);
    println!("{said}{errors}");
    assert!(
        out.status.success(),
        "scripts/check-a11y failed:\n{said}{errors}"
    );
    for line in [
        "the live region on the title: status bar \"Wendellhead, the title screen.",
        "heard the title announced: \"Wendellhead, the title screen.",
        "the focused New game button: push button \"New game",
        "the live region on the setup screen: status bar \"New match",
        "heard the setup announced: \"New match",
        "the hand read on A: status bar \"Your hand, 13 cards",
        "heard the hand announced: \"Your hand, 13 cards",
        "PASSED",
    ] {
        assert!(said.contains(line), "not said: {line}\n{said}");
    }
}
