//! Deal fingerprints: a short text shown when a hand starts that commits to its deal before the first card. It is
//! the start of the SHA-256 of the deal's code as the game shows it (`C4-30JX4-FM`); the code itself, and so the
//! cards, are shown when the hand ends, and anyone can hash the code again (`printf %s CODE | sha256sum`, the
//! first 12 hex digits) to see it is the deal that was fixed at the start. `docs/fairness.md` says why this
//! shows the deal was not changed during play.

use std::fmt;
use std::str::FromStr;

use sha2::{Digest, Sha256};

use super::code::DealCode;
use super::{AnyEvent, CardSet, Seat};

/// Bytes of the hash kept: 12 hex digits, 48 bits, too many to find another code with the same fingerprint.
const BYTES: usize = 6;

/// The first [`BYTES`] bytes of the SHA-256 of a deal code's text; shown as `3f9a-c2e1-07bd`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fingerprint([u8; BYTES]);

impl Fingerprint {
    /// The fingerprint of `code`: the hash of the code exactly as [`DealCode`]'s `Display` writes it.
    pub fn of(code: &DealCode) -> Fingerprint {
        let digest = Sha256::digest(code.to_string().as_bytes());
        let mut bytes = [0; BYTES];
        bytes.copy_from_slice(&digest[..BYTES]);
        Fingerprint(bytes)
    }
}

impl fmt::Display for Fingerprint {
    /// Lower-case hex as `sha256sum` prints it, in groups of four for reading aloud.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hex: String = self.0.iter().map(|b| format!("{b:02x}")).collect();
        let groups: Vec<&str> = hex
            .as_bytes()
            .chunks(4)
            .map(|c| std::str::from_utf8(c).unwrap_or_default())
            .collect();
        write!(f, "{}", groups.join("-"))
    }
}

/// Why a text is not a fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FingerprintError {
    /// A character that is not a hex digit (dashes and spaces are allowed between them).
    Letter(char),
    /// Not 12 hex digits.
    Length(usize),
}

impl fmt::Display for FingerprintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FingerprintError::Letter(c) => write!(
                f,
                "“{c}” is not in a fingerprint (digits 0-9 and letters a-f)"
            ),
            FingerprintError::Length(n) => write!(
                f,
                "a fingerprint has {} hex digits, this has {n}",
                BYTES * 2
            ),
        }
    }
}

impl FromStr for Fingerprint {
    type Err = FingerprintError;

    /// Reads a fingerprint in any case, with or without its dashes or spaces.
    fn from_str(text: &str) -> Result<Fingerprint, FingerprintError> {
        let mut digits = Vec::new();
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '-') {
            digits.push(c.to_digit(16).ok_or(FingerprintError::Letter(c))? as u8);
        }
        if digits.len() != BYTES * 2 {
            return Err(FingerprintError::Length(digits.len()));
        }
        let mut bytes = [0; BYTES];
        for (i, pair) in digits.chunks(2).enumerate() {
            bytes[i] = pair[0] << 4 | pair[1];
        }
        Ok(Fingerprint(bytes))
    }
}

/// A deal as it was dealt: every seat's cards before the first decision, and the cards in no hand (the stock,
/// the skat or the prize), as the hand's review and `sim --verify` show them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// Each seat's hand, by seat.
    pub hands: Vec<(Seat, CardSet)>,
    /// The deck's cards in no hand.
    pub rest: CardSet,
}

impl Dealt {
    /// Deals `code` again and reads its hands; the code's own reason when it cannot be dealt.
    pub fn of(code: &DealCode) -> Result<Dealt, super::CodeError> {
        let mut events: Vec<AnyEvent> = Vec::new();
        let game = code.start(&mut events)?;
        let hands: Vec<(Seat, CardSet)> = Seat::all(game.players())
            .map(|seat| (seat, game.hand(seat)))
            .collect();
        let held = hands.iter().fold(CardSet::EMPTY, |all, (_, h)| all | *h);
        Ok(Dealt {
            hands,
            rest: game.deck() - held,
        })
    }
}
