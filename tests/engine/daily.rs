//! The deal of the day (`docs/daily.md`): the same deal for everyone on the same UTC date, whatever the machine (it
//! depends on the date and the game only); dates counted right across month, year, leap-day and midnight
//! boundaries; and streaks of days played, across midnight UTC and broken by a skipped day.

use sha2::{Digest, Sha256};
use wendellhead::engine::daily::{DAILY_GAMES, Day, daily_code, daily_rules, daily_seed, streaks};
use wendellhead::engine::{DealCode, GameKind};

#[test]
fn dates_are_counted_in_utc_days_across_every_boundary() {
    // Rule: a day is a UTC calendar day. The Unix times below come from `date -u -d DATE +%s`.
    assert_eq!(Day::from_ymd(1970, 1, 1), Some(Day(0)));
    assert_eq!(
        Day::from_unix_seconds(1_796_428_800).to_string(),
        "2026-12-05"
    );
    assert_eq!(
        Day::from_unix_seconds(951_782_400).to_string(),
        "2000-02-29"
    );
    // One second before midnight UTC is the day before; midnight is the next day.
    let midnight = 1_796_428_800;
    assert_eq!(
        Day::from_unix_seconds(midnight - 1).to_string(),
        "2026-12-04"
    );
    assert_eq!(Day::from_unix_seconds(midnight).to_string(), "2026-12-05");
    assert_eq!(
        Day::from_unix_seconds(midnight + 86_399).to_string(),
        "2026-12-05"
    );
    assert_eq!(Day::from_unix_seconds(-1).to_string(), "1969-12-31");
    // Every day from 1900 to 2400 reads back, and the next day is the next date.
    let mut day = Day::from_ymd(1900, 1, 1).unwrap();
    let end = Day::from_ymd(2400, 12, 31).unwrap();
    let mut count = 0;
    while day <= end {
        let text = day.to_string();
        assert_eq!(text.parse::<Day>(), Ok(day), "{text}");
        let (y, m, d) = day.ymd();
        let (ny, nm, nd) = day.next().ymd();
        assert!(
            (ny, nm, nd) == (y, m, d + 1) || (nd == 1 && (nm == m + 1 || (nm == 1 && ny == y + 1))),
            "{day} then {}",
            day.next()
        );
        day = day.next();
        count += 1;
    }
    // 501 years of 365 days and 122 leap days (126 years divisible by 4, less 1900, 2100, 2200 and 2300).
    assert_eq!(count, 501 * 365 + 122, "days from 1900 to 2400 inclusive");
    // Dates that do not exist are refused.
    for bad in [
        "2026-02-29",
        "2100-02-29",
        "2026-13-01",
        "2026-00-10",
        "2026-04-31",
        "yesterday",
    ] {
        assert!(bad.parse::<Day>().is_err(), "{bad}");
    }
    assert!("2000-02-29".parse::<Day>().is_ok(), "2000 is a leap year");
}

#[test]
fn the_deal_of_the_day_depends_on_the_date_and_game_only() {
    // Rule: the seed is the first 8 bytes (little-endian) of SHA-256("Wendellhead deal of the day: GAME DATE"),
    // the deal that match's first, with the game's standard rules at four: worked out again here from the recipe.
    let day: Day = "2026-12-05".parse().unwrap();
    for game in DAILY_GAMES {
        let line = format!("Wendellhead deal of the day: {} 2026-12-05", game.name());
        let digest = Sha256::digest(line.as_bytes());
        let seed = u64::from_le_bytes(digest[..8].try_into().unwrap());
        assert_eq!(daily_seed(game, day), seed);
        let code = daily_code(game, day);
        let first = DealCode::of(&daily_rules(game).start(seed, &mut Vec::new()).unwrap());
        assert_eq!(code, first);
        assert_eq!(code.deal, 0);
        assert_eq!(code.rules.players(), 4);
        assert_eq!(code.rules.kind(), game);
        // The same again, and the same from its written code.
        assert_eq!(daily_code(game, day), code);
        assert_eq!(code.to_string().parse::<DealCode>(), Ok(code));
    }
    // A year of days and four games: every deal its own.
    let mut seen = std::collections::HashSet::new();
    let start = Day::from_ymd(2026, 1, 1).unwrap();
    for i in 0..366 {
        for game in DAILY_GAMES {
            assert!(
                seen.insert(daily_code(game, Day(start.0 + i)).to_string()),
                "{game:?} {i}"
            );
        }
    }
    assert_ne!(
        daily_code(GameKind::Hearts, day),
        daily_code(GameKind::Hearts, day.next())
    );
}

#[test]
fn a_streak_runs_across_midnight_and_breaks_on_a_skipped_day() {
    let day = |s: &str| s.parse::<Day>().unwrap();
    let today = day("2026-12-05");
    // Played yesterday and the two days before: the streak holds until today is over.
    let three = [day("2026-12-02"), day("2026-12-03"), day("2026-12-04")];
    assert_eq!(streaks(three, today), (3, 3));
    // Played today too (twice: a day counts once).
    let four = [three[0], three[1], three[2], today, today];
    assert_eq!(streaks(four, today), (4, 4));
    // The next day, just after midnight UTC, before playing: still 4; a day later with nothing played: 0.
    assert_eq!(streaks(four, today.next()), (4, 4));
    assert_eq!(streaks(four, today.next().next()), (0, 4));
    // A skipped day breaks the run: 2 now, 3 the best.
    let gap = [
        day("2026-11-28"),
        day("2026-11-29"),
        day("2026-11-30"),
        day("2026-12-02"),
        day("2026-12-03"),
    ];
    assert_eq!(streaks(gap, day("2026-12-03")), (2, 3));
    // Across a month's and a year's end.
    let new_year = [day("2026-12-30"), day("2026-12-31"), day("2027-01-01")];
    assert_eq!(streaks(new_year, day("2027-01-01")), (3, 3));
    assert_eq!(streaks([], today), (0, 0));
}
