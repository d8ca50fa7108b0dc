//! Starts the Wendellhead game: builds the Bevy app and adds the game's top plugin.

// Without a console window on Windows release builds, as players expect from a game.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> bevy::app::AppExit {
    #[cfg(windows)]
    attach_to_console();
    wendellhead::app::run()
}

/// A Windows game without a console window of its own still answers `--version`, `--help` and a headless run in
/// the console it was started from: it writes to that console's output when it was given no other.
#[cfg(windows)]
fn attach_to_console() {
    use std::ffi::c_void;
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn GetStdHandle(which: u32) -> *mut c_void;
        fn AttachConsole(process: u32) -> i32;
    }
    const STD_OUTPUT_HANDLE: u32 = -11i32 as u32;
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    // SAFETY: both calls take plain integers and only read or set the process's own console state; a failure (no
    // parent console, started from Explorer) leaves the game as it was.
    unsafe {
        let output = GetStdHandle(STD_OUTPUT_HANDLE);
        // Redirected output (`> file`, a pipe) is kept; only a game with none borrows its parent's console.
        if output.is_null() || output as isize == -1 {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
