//! Starts the Wendellhead game: builds the Bevy app and adds the game's top plugin.

// Without a console window on Windows release builds, as players expect from a game.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> bevy::app::AppExit {
    wendellhead::app::run()
}
