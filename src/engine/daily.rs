//! The deal of the day: for each game one deal a day, the same for every player everywhere, worked out offline
//! from the date in UTC and the game alone (`docs/daily.md`). The match seed is the start of the SHA-256 of a
//! line naming both ("Wendellhead deal of the day: hearts 2026-12-05"); the deal is that match's first, with the
//! game's standard rules at its usual table (four players). Also the streak of days played.

use std::fmt;
use std::str::FromStr;

use sha2::{Digest, Sha256};

use super::code::DealCode;
use super::game::GameKind;
use super::{AnyRules, hearts, schafkopf, wendellhead, whist};

/// Seconds in a day: UTC has no leap seconds in Unix time.
const DAY_SECONDS: i64 = 86_400;

/// A day of the calendar in UTC: days since 1970-01-01.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    /// The UTC day a Unix time (seconds since 1970-01-01 00:00 UTC) falls on.
    pub fn from_unix_seconds(seconds: i64) -> Day {
        Day(seconds.div_euclid(DAY_SECONDS))
    }

    /// The day of a date of the Gregorian calendar, if it is one.
    pub fn from_ymd(year: i32, month: u32, day: u32) -> Option<Day> {
        let days_in_month = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
            2 => 28,
            _ => return None,
        };
        if day == 0 || day > days_in_month {
            return None;
        }
        // Howard Hinnant's days_from_civil: years from March, so the leap day ends a year.
        let y = i64::from(year) - i64::from(month <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = i64::from(month);
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The day's year, month and day of the month.
    pub fn ymd(self) -> (i32, u32, u32) {
        // Howard Hinnant's civil_from_days.
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i64::from(m <= 2);
        (y as i32, m, d)
    }

    /// The day after.
    pub fn next(self) -> Day {
        Day(self.0 + 1)
    }

    /// The day before.
    pub fn previous(self) -> Day {
        Day(self.0 - 1)
    }
}

impl fmt::Display for Day {
    /// ISO 8601: `2026-12-05`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl FromStr for Day {
    type Err = String;

    /// Reads `2026-12-05`.
    fn from_str(text: &str) -> Result<Day, String> {
        let bad = || format!("{text:?} is not a date like 2026-12-05");
        let mut parts = text.trim().splitn(3, '-');
        let mut next = || parts.next().ok_or_else(bad);
        let (y, m, d) = (next()?, next()?, next()?);
        let year = y.parse().map_err(|_| bad())?;
        let month = m.parse().map_err(|_| bad())?;
        let day = d.parse().map_err(|_| bad())?;
        Day::from_ymd(year, month, day).ok_or_else(bad)
    }
}

/// The games with a deal of the day, in the order the title lists them.
pub const DAILY_GAMES: [GameKind; 4] = [
    GameKind::Wendellhead,
    GameKind::Whist,
    GameKind::Hearts,
    GameKind::Schafkopf,
];

/// The rules a deal of the day is played by: the game's standard rules at a table of four.
pub fn daily_rules(game: GameKind) -> AnyRules {
    match game {
        GameKind::Wendellhead => AnyRules::Wendellhead(wendellhead::Rules::standard(4)),
        GameKind::Whist => AnyRules::Whist(whist::Rules::standard()),
        GameKind::Hearts => AnyRules::Hearts(hearts::Rules::standard(4)),
        GameKind::Schafkopf => AnyRules::Schafkopf(schafkopf::Rules::standard()),
    }
}

/// The match seed of `game`'s deal of the day on `day`: the first 8 bytes (little-endian) of the SHA-256 of
/// "Wendellhead deal of the day: GAME YYYY-MM-DD", GAME the game's name as the command line writes it.
pub fn daily_seed(game: GameKind, day: Day) -> u64 {
    let line = format!("Wendellhead deal of the day: {} {day}", game.name());
    let digest = Sha256::digest(line.as_bytes());
    let mut bytes = [0; 8];
    bytes.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(bytes)
}

/// The deal of the day of `game` on `day`: the first deal of the match [`daily_seed`] starts.
pub fn daily_code(game: GameKind, day: Day) -> DealCode {
    let rules = daily_rules(game);
    let seed = daily_seed(game, day);
    match rules.start(seed, &mut Vec::new()) {
        Ok(game) => DealCode::of(&game),
        // Standard rules always start; the code still names the day's deal if they ever did not.
        Err(_) => DealCode {
            rules,
            seed,
            deal: 0,
            dealer: super::Seat(0),
        },
    }
}

/// A streak of days: the days in a row up to `today` on which something was played (today may still come: a
/// streak that reached yesterday goes on), and the longest such run ever. `days` in any order, repeats allowed.
pub fn streaks(days: impl IntoIterator<Item = Day>, today: Day) -> (u32, u32) {
    let mut days: Vec<Day> = days.into_iter().collect();
    days.sort();
    days.dedup();
    let mut best = 0;
    let mut run = 0;
    let mut last: Option<Day> = None;
    for &day in &days {
        run = if last.is_some_and(|l| l.next() == day) {
            run + 1
        } else {
            1
        };
        best = best.max(run);
        last = Some(day);
    }
    let current = match last {
        Some(l) if l == today || l.next() == today => run,
        _ => 0,
    };
    (current, best)
}
