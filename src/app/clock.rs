//! Where today's date comes from: the system's clock in UTC (the browser's on the web), or a day a test fixes. The
//! deal of the day and the statistics' hand log both read it.

use bevy::prelude::*;

use crate::engine::daily::Day;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Clock>();
}

/// Where today's date comes from: the system's clock in UTC, or a day fixed by a test.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Clock {
    /// The day to take as today instead of the clock's.
    pub fixed: Option<Day>,
}

impl Clock {
    /// Today in UTC.
    pub fn today(&self) -> Day {
        self.fixed.unwrap_or_else(system_today)
    }
}

/// Seconds since 1970 by the system clock (the browser's on the web, where the standard library has none).
fn unix_seconds() -> i64 {
    #[cfg(target_arch = "wasm32")]
    let seconds = (web_sys::js_sys::Date::now() / 1000.0).floor() as i64;
    #[cfg(not(target_arch = "wasm32"))]
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    seconds
}

/// The system clock's day in UTC.
pub fn system_today() -> Day {
    Day::from_unix_seconds(unix_seconds())
}

/// The system clock's time in UTC as "YYYY-MM-DD HH:MM UTC", for a file's date of writing.
pub fn now_text() -> String {
    let seconds = unix_seconds();
    let day = Day::from_unix_seconds(seconds);
    let in_day = seconds.rem_euclid(86_400);
    format!("{day} {:02}:{:02} UTC", in_day / 3600, in_day % 3600 / 60)
}
