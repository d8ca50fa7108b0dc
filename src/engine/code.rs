//! Deal codes: a short text like `C4-30JX4-FM` that names a game, its rules and one deal of one match (the
//! shuffle and the dealer), so a player can play that deal again (*Replay a deal*, `--deal CODE`) or give it to
//! someone else. The code carries no seed digits: the match seed, the deal's number and the dealer are packed
//! into Crockford base-32 letters, with two check letters that catch a mistyped code.
//!
//! Layout after the prefix (the game's letter and the table size, `W4-`): a head letter (the dealer, and whether
//! the rules differ from the game's standard ones), the deal's number, the seed, then (only for other rules)
//! which options differ and their values, then the two check letters. Numbers are written four bits to a
//! letter, low bits first; a letter's fifth bit says another letter of the same number follows. Reading is
//! forgiving as Crockford intends: any case, `O` for `0`, `I` and `L` for `1`, dashes and spaces ignored.

use std::fmt;
use std::str::FromStr;

use super::any::{AnyEvent, AnyMatch, AnyRules};
use super::game::{GameKind, Ruleset};
use super::{Seat, hearts, schafkopf, wendellhead, whist};

/// The 32 letters of Crockford's base 32 (no I, L, O, U: they read as other letters).
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Letters of the code per group when it is shown (the groups are only for reading; any grouping is read).
const GROUP: usize = 5;

/// One deal of one match: enough to deal the same cards to the same seats again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealCode {
    /// The game and its rules.
    pub rules: AnyRules,
    /// The match seed.
    pub seed: u64,
    /// The deal's number in the match, from 0.
    pub deal: u32,
    /// Who dealt it.
    pub dealer: Seat,
}

/// Why a text is not a deal code; the message says what to fix (the game puts it into the player's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing was typed.
    Empty,
    /// The first letter names no game.
    GameLetter(char),
    /// No number of players after the game's letter.
    NoPlayers,
    /// The game is not played at a table of this size.
    Players {
        /// The game.
        game: GameKind,
        /// The players the code names.
        players: u8,
    },
    /// A character that is not in the codes' alphabet.
    Letter(char),
    /// Fewer than 5 letters after the dash.
    TooShort,
    /// The check letters do not match.
    Check,
    /// The first letter after the dash names no dealer.
    NoDealer,
    /// The code ends before its numbers do.
    EndsTooSoon,
    /// A number in the code is too big.
    NumberTooBig,
    /// The code names rule options the game has not.
    Options,
    /// Letters are left over after the last number.
    LeftOver,
    /// A yes-or-no option holds another number.
    YesNo,
    /// The code's rules cannot be played (the rules' own reason).
    Unplayable(String),
    /// The dealer is not at the table.
    Dealer {
        /// The players at the table.
        players: u8,
    },
    /// A Schafkopf deal beyond the match's deals (both counted from 1).
    Deal {
        /// The deal named.
        deal: u64,
        /// The match's deals.
        deals: u32,
    },
    /// The deal cannot be dealt (the engine's reason).
    NoDeal(String),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "type a deal code, like C4-30JX4-FM"),
            CodeError::GameLetter(other) => write!(
                f,
                "a deal code starts with its game's letter (W Wendellhead, C Classic Whist, H Hearts, S Wendish \
                 Schafkopf), not {other}"
            ),
            CodeError::NoPlayers => write!(
                f,
                "the game's letter is followed by the number of players, like W4"
            ),
            CodeError::Players { game, players } => {
                let range = match game {
                    GameKind::Wendellhead => "2 to 5",
                    GameKind::Whist => "4",
                    GameKind::Hearts => "3 to 5",
                    GameKind::Schafkopf => "2, 3 or 4",
                };
                write!(
                    f,
                    "{} is played by {range} players, not {players}",
                    game.title()
                )
            }
            CodeError::Letter(c) => write!(
                f,
                "{c:?} is not a letter of deal codes (digits and letters, no U)"
            ),
            CodeError::TooShort => write!(
                f,
                "the code is too short: a deal code has at least 5 letters after the dash"
            ),
            CodeError::Check => write!(
                f,
                "the code is mistyped: its last two letters do not match the rest (check each letter)"
            ),
            CodeError::NoDealer => write!(
                f,
                "the code is mistyped: its first letter after the dash names no dealer"
            ),
            CodeError::EndsTooSoon => write!(f, "the code is mistyped: it ends too soon"),
            CodeError::NumberTooBig => {
                write!(f, "the code is mistyped: a number in it is too big")
            }
            CodeError::Options => write!(
                f,
                "the code is mistyped: it names rule options the game has not"
            ),
            CodeError::LeftOver => write!(f, "the code is mistyped: it has letters left over"),
            CodeError::YesNo => write!(
                f,
                "the code is mistyped: a yes-or-no option holds another number"
            ),
            CodeError::Unplayable(why) => write!(f, "the code's rules cannot be played: {why}"),
            CodeError::Dealer { players } => write!(
                f,
                "the code names a dealer who is not at a table of {players}"
            ),
            CodeError::Deal { deal, deals } => {
                write!(f, "the code names deal {deal} of a match of {deals} deals")
            }
            CodeError::NoDeal(why) => write!(f, "the code names no deal: {why}"),
        }
    }
}

impl std::error::Error for CodeError {}

fn bad<T>(error: CodeError) -> Result<T, CodeError> {
    Err(error)
}

/// The letter a game's codes start with.
pub const fn game_letter(game: GameKind) -> char {
    match game {
        GameKind::Wendellhead => 'W',
        GameKind::Whist => 'C',
        GameKind::Hearts => 'H',
        GameKind::Schafkopf => 'S',
    }
}

impl DealCode {
    /// The code of the deal `game` is playing now (the last one dealt).
    pub fn of(game: &AnyMatch) -> DealCode {
        DealCode {
            rules: game.rules(),
            seed: game.seed(),
            deal: game.deals().saturating_sub(1),
            dealer: game.dealer(),
        }
    }

    /// Deals this deal again: the same cards to the same seats, the same dealer, without the scores the match
    /// had before it (and, in Schafkopf, without solos owed). Reports the deal's events.
    pub fn start(&self, events: &mut Vec<AnyEvent>) -> Result<AnyMatch, CodeError> {
        let wrap = |e: super::StateError| CodeError::NoDeal(e.0);
        let game = match self.rules {
            AnyRules::Wendellhead(r) => {
                let mut out = Vec::new();
                let g = wendellhead::Match::at_deal(r, self.seed, self.deal, self.dealer, &mut out)
                    .map_err(wrap)?;
                events.extend(out.into_iter().map(AnyEvent::Wendellhead));
                AnyMatch::Wendellhead(g)
            }
            AnyRules::Whist(r) => {
                let mut out = Vec::new();
                let g = whist::WhistMatch::at_deal(r, self.seed, self.deal, self.dealer, &mut out)
                    .map_err(wrap)?;
                events.extend(out.into_iter().map(AnyEvent::Whist));
                AnyMatch::Whist(g)
            }
            AnyRules::Hearts(r) => {
                let mut out = Vec::new();
                let g =
                    hearts::HeartsMatch::at_deal(r, self.seed, self.deal, self.dealer, &mut out)
                        .map_err(wrap)?;
                events.extend(out.into_iter().map(AnyEvent::Hearts));
                AnyMatch::Hearts(g)
            }
            AnyRules::Schafkopf(r) => {
                let mut out = Vec::new();
                let g = schafkopf::SchafkopfMatch::at_deal(
                    r,
                    self.seed,
                    self.deal,
                    self.dealer,
                    &mut out,
                )
                .map_err(wrap)?;
                events.extend(out.into_iter().map(AnyEvent::Schafkopf));
                AnyMatch::Schafkopf(g)
            }
        };
        game.audit().map_err(wrap)?;
        Ok(game)
    }

    /// The code as letters only, without the prefix's dash or the groups.
    fn payload(&self) -> String {
        let (standard, fields) = fields(&self.rules);
        let mask = standard
            .iter()
            .zip(&fields)
            .enumerate()
            .filter(|(_, (s, f))| s != f)
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let mut out = String::new();
        let head = (u64::from(mask != 0) << 3) | self.dealer.0 as u64;
        write_number(&mut out, head);
        write_number(&mut out, self.deal as u64);
        write_number(&mut out, self.seed);
        if mask != 0 {
            write_number(&mut out, mask);
            for (i, value) in fields.iter().enumerate() {
                if mask & 1 << i != 0 {
                    write_number(&mut out, *value);
                }
            }
        }
        out
    }
}

impl fmt::Display for DealCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = prefix(&self.rules);
        let mut body = self.payload();
        let check = check(&prefix, &body);
        body.push(ALPHABET[(check >> 5) as usize] as char);
        body.push(ALPHABET[(check & 31) as usize] as char);
        let groups: Vec<&str> = body
            .as_bytes()
            .chunks(GROUP)
            .map(|c| std::str::from_utf8(c).unwrap_or_default())
            .collect();
        write!(f, "{prefix}-{}", groups.join("-"))
    }
}

impl FromStr for DealCode {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<DealCode, CodeError> {
        let letters: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect::<String>()
            .to_ascii_uppercase();
        if letters.is_empty() {
            return bad(CodeError::Empty);
        }
        let mut chars = letters.chars();
        let game = match chars.next() {
            Some('W') => GameKind::Wendellhead,
            Some('C') => GameKind::Whist,
            Some('H') => GameKind::Hearts,
            Some('S') => GameKind::Schafkopf,
            Some(other) => return bad(CodeError::GameLetter(other)),
            None => unreachable!("not empty"),
        };
        let players = match chars.next().and_then(|c| c.to_digit(10)) {
            Some(n) => n as u8,
            None => return bad(CodeError::NoPlayers),
        };
        let prefix = format!("{}{players}", game_letter(game));
        let standard = standard_rules(game, players)?;
        let mut values = Vec::new();
        for c in chars {
            let c = match c {
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            match ALPHABET.iter().position(|&a| a as char == c) {
                Some(v) => values.push(v as u64),
                None => return bad(CodeError::Letter(c)),
            }
        }
        if values.len() < 5 {
            return bad(CodeError::TooShort);
        }
        let (body, given) = values.split_at(values.len() - 2);
        let body_text: String = body.iter().map(|&v| ALPHABET[v as usize] as char).collect();
        if check(&prefix, &body_text) != (given[0] << 5 | given[1]) {
            return bad(CodeError::Check);
        }
        let mut reader = Reader {
            values: body,
            at: 0,
        };
        let head = reader.number()?;
        if head >= 16 {
            return bad(CodeError::NoDealer);
        }
        let custom = head & 8 != 0;
        let dealer = Seat((head & 7) as u8);
        let deal = u32::try_from(reader.number()?).map_err(|_| CodeError::NumberTooBig)?;
        let seed = reader.number()?;
        let (_, mut fields) = fields(&standard);
        if custom {
            let mask = reader.number()?;
            if mask == 0 || mask >> fields.len() != 0 {
                return bad(CodeError::Options);
            }
            for (i, field) in fields.iter_mut().enumerate() {
                if mask & 1 << i != 0 {
                    *field = reader.number()?;
                }
            }
        }
        if reader.at != body.len() {
            return bad(CodeError::LeftOver);
        }
        let rules = with_fields(standard, &fields)?;
        rules
            .playable()
            .map_err(|e| CodeError::Unplayable(e.to_string()))?;
        if dealer.0 >= players {
            return bad(CodeError::Dealer { players });
        }
        if let AnyRules::Schafkopf(r) = rules
            && deal >= r.deals
        {
            return bad(CodeError::Deal {
                deal: deal as u64 + 1,
                deals: r.deals,
            });
        }
        Ok(DealCode {
            rules,
            seed,
            deal,
            dealer,
        })
    }
}

/// The code's prefix: the game's letter and the table size.
fn prefix(rules: &AnyRules) -> String {
    format!("{}{}", game_letter(rules.kind()), rules.players())
}

/// The check number of the prefix and the letters: each letter's value times its place, summed modulo the
/// prime 1021, so a single changed letter or two neighbours swapped always change it (it fits two letters).
fn check(prefix: &str, body: &str) -> u64 {
    let values = prefix.bytes().map(|b| b as u64).chain(
        body.bytes()
            .map(|b| ALPHABET.iter().position(|&a| a == b).unwrap_or_default() as u64),
    );
    values
        .enumerate()
        .fold(0, |sum, (i, v)| (sum + (i as u64 + 1) * (v + 1)) % 1021)
}

/// Writes `value` four bits to a letter, low bits first; a letter with 16 added says more follow.
fn write_number(out: &mut String, mut value: u64) {
    loop {
        let low = value & 15;
        value >>= 4;
        let more = u64::from(value != 0) << 4;
        out.push(ALPHABET[(low | more) as usize] as char);
        if value == 0 {
            break;
        }
    }
}

/// Reads the numbers [`write_number`] wrote.
struct Reader<'a> {
    values: &'a [u64],
    at: usize,
}

impl Reader<'_> {
    fn number(&mut self) -> Result<u64, CodeError> {
        let mut value = 0u64;
        let mut shift = 0;
        loop {
            let Some(&v) = self.values.get(self.at) else {
                return bad(CodeError::EndsTooSoon);
            };
            self.at += 1;
            if shift >= 64 || ((v & 15) << shift) >> shift != (v & 15) {
                return bad(CodeError::NumberTooBig);
            }
            value |= (v & 15) << shift;
            shift += 4;
            if v & 16 == 0 {
                return Ok(value);
            }
        }
    }
}

/// The standard rules of `game` at a table of `players`, or why no such table exists.
fn standard_rules(game: GameKind, players: u8) -> Result<AnyRules, CodeError> {
    let wrong = |_: &str| bad(CodeError::Players { game, players });
    match game {
        GameKind::Wendellhead if (2..=5).contains(&players) => {
            Ok(AnyRules::Wendellhead(wendellhead::Rules::standard(players)))
        }
        GameKind::Wendellhead => wrong("2 to 5"),
        GameKind::Whist if players == 4 => Ok(AnyRules::Whist(whist::Rules::standard())),
        GameKind::Whist => wrong("4"),
        GameKind::Hearts if (3..=5).contains(&players) => {
            Ok(AnyRules::Hearts(hearts::Rules::standard(players)))
        }
        GameKind::Hearts => wrong("3 to 5"),
        GameKind::Schafkopf => match schafkopf::Variant::ALL
            .into_iter()
            .find(|v| v.players() == players)
        {
            Some(variant) => Ok(AnyRules::Schafkopf(schafkopf::Rules::of_variant(variant))),
            None => wrong("2, 3 or 4"),
        },
    }
}

/// The game's standard rules for the table size, and `rules`' options as numbers, in one order per game.
fn fields(rules: &AnyRules) -> (Vec<u64>, Vec<u64>) {
    let standard = standard_rules(rules.kind(), rules.players())
        .map(|s| option_values(&s))
        .unwrap_or_default();
    (standard, option_values(rules))
}

fn option_values(rules: &AnyRules) -> Vec<u64> {
    let b = |x: bool| x as u64;
    match rules {
        AnyRules::Wendellhead(r) => vec![
            r.hand_size as u64,
            r.pins_per_flint as u64,
            r.flints_to_win as u64,
            (r.trump == wendellhead::TrumpRule::PerPin) as u64,
        ],
        AnyRules::Whist(r) => vec![r.target as u64, b(r.honours), r.games_to_win as u64],
        AnyRules::Hearts(r) => vec![
            r.target as u64,
            b(r.passing),
            b(r.safe_first_trick),
            b(r.must_break_hearts),
            b(r.queen_breaks_hearts),
            b(r.jack_of_diamonds),
            (r.moon == hearts::Moon::SubtractFromShooter) as u64,
            b(r.kitty),
        ],
        AnyRules::Schafkopf(r) => vec![
            r.deals as u64,
            r.mandatory_solos as u64,
            r.values.base as u64,
            r.values.schneider as u64,
            r.values.schwarz as u64,
            r.values.solo_factor as u64,
            b(r.sharp_cards),
            (r.skat_to == schafkopf::SkatTo::Forehand) as u64,
            // Added after the others, so the codes written before them still read.
            b(r.doubling),
            r.laufende as u64,
        ],
    }
}

/// `standard` with its options set to `values` (in [`option_values`]' order), refusing values out of range.
fn with_fields(standard: AnyRules, values: &[u64]) -> Result<AnyRules, CodeError> {
    let small = |v: u64| u32::try_from(v).map_err(|_| CodeError::NumberTooBig);
    let flag = |v: u64| match v {
        0 => Ok(false),
        1 => Ok(true),
        _ => bad(CodeError::YesNo),
    };
    Ok(match standard {
        AnyRules::Wendellhead(mut r) => {
            r.hand_size = u8::try_from(values[0]).map_err(|_| CodeError::NumberTooBig)?;
            r.pins_per_flint = small(values[1])?;
            r.flints_to_win = small(values[2])?;
            r.trump = if flag(values[3])? {
                wendellhead::TrumpRule::PerPin
            } else {
                wendellhead::TrumpRule::PerDeck
            };
            AnyRules::Wendellhead(r)
        }
        AnyRules::Whist(mut r) => {
            r.target = small(values[0])?;
            r.honours = flag(values[1])?;
            r.games_to_win = small(values[2])?;
            AnyRules::Whist(r)
        }
        AnyRules::Hearts(mut r) => {
            r.target = small(values[0])?;
            r.passing = flag(values[1])?;
            r.safe_first_trick = flag(values[2])?;
            r.must_break_hearts = flag(values[3])?;
            r.queen_breaks_hearts = flag(values[4])?;
            r.jack_of_diamonds = flag(values[5])?;
            r.moon = if flag(values[6])? {
                hearts::Moon::SubtractFromShooter
            } else {
                hearts::Moon::AddToOthers
            };
            r.kitty = flag(values[7])?;
            AnyRules::Hearts(r)
        }
        AnyRules::Schafkopf(mut r) => {
            r.deals = small(values[0])?;
            r.mandatory_solos = small(values[1])?;
            r.values.base = small(values[2])?;
            r.values.schneider = small(values[3])?;
            r.values.schwarz = small(values[4])?;
            r.values.solo_factor = small(values[5])?;
            r.sharp_cards = flag(values[6])?;
            r.skat_to = if flag(values[7])? {
                schafkopf::SkatTo::Forehand
            } else {
                schafkopf::SkatTo::ClubQueen
            };
            r.doubling = flag(values[8])?;
            r.laufende = u8::try_from(values[9]).map_err(|_| CodeError::NumberTooBig)?;
            AnyRules::Schafkopf(r)
        }
    })
}

impl AnyRules {
    /// Whether the options make a playable match; the error says why not.
    pub fn playable(&self) -> Result<(), String> {
        match self {
            AnyRules::Wendellhead(r) => r.playable(),
            AnyRules::Whist(r) => r.playable(),
            AnyRules::Hearts(r) => r.playable(),
            AnyRules::Schafkopf(r) => r.playable(),
        }
    }
}
