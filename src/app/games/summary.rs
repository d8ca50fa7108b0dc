//! What the match-over panel shows of a finished match, as each game fills it in.

/// A finished match in words: a headline, a line of detail and a results grid (winners' rows marked).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchSummary {
    /// Who won.
    pub headline: String,
    /// The match's length.
    pub detail: String,
    /// The grid's column headings.
    pub headings: Vec<String>,
    /// The grid's rows: whether the row won, and its cells.
    pub rows: Vec<(bool, Vec<String>)>,
}

/// The words [`plural`] counts: each has a message `count-<word>` in the language files.
pub const COUNTED: [&str; 8] = [
    "point", "trick", "game", "hand", "card", "deal", "Flint", "Pin",
];

/// "1 Flint", "3 Flints" (`count-Flint` in the language files; `word` is one of [`COUNTED`]).
pub fn plural(n: u32, word: &str) -> String {
    let mut args = crate::app::i18n::FluentArgs::new();
    args.set("count", n);
    crate::app::i18n::tr(&format!("count-{word}"), Some(&args))
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
    t!("ordinal", place = n)
}
