//! What the match-over panel shows of a finished match, as each game fills it in.

/// A finished match in words: a headline, a line of detail and a results grid (winners' rows marked).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchSummary {
    /// Who won.
    pub headline: String,
    /// The match's length.
    pub detail: String,
    /// The grid's column headings.
    pub headings: Vec<&'static str>,
    /// The grid's rows: whether the row won, and its cells.
    pub rows: Vec<(bool, Vec<String>)>,
}

/// "1 Flint", "3 Flints".
pub fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// "+3", "−1", "0": a score or a payment with its sign.
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".into(),
    }
}

/// "1st", "2nd", "3rd", "4th", "5th": a place in a ranking.
pub fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
