//! Card sequences and the seeded shuffle that makes every deal reproducible on every platform.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::cards::{Card, CardSet};

/// An ordered run of at most 52 cards, stored inline so that game states stay `Copy` (cheap to clone for search).
#[derive(Clone, Copy)]
pub struct CardList {
    cards: [Card; 52],
    len: u8,
}

impl Default for CardList {
    fn default() -> Self {
        CardList::new()
    }
}

impl CardList {
    /// An empty list.
    pub const fn new() -> CardList {
        CardList {
            cards: [Card::new(super::cards::Rank::Two, super::cards::Suit::Clubs); 52],
            len: 0,
        }
    }

    /// A list of these cards, or `None` if there are more than 52.
    pub fn from_slice(cards: &[Card]) -> Option<CardList> {
        if cards.len() > 52 {
            return None;
        }
        let mut list = CardList::new();
        list.cards[..cards.len()].copy_from_slice(cards);
        list.len = cards.len() as u8;
        Some(list)
    }

    /// How many cards it holds.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether it is empty.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards, first to last.
    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// The last card, if any.
    pub fn last(&self) -> Option<Card> {
        self.as_slice().last().copied()
    }

    /// Appends a card; returns `false` (and changes nothing) when the list is full.
    pub fn push(&mut self, card: Card) -> bool {
        if self.len as usize >= 52 {
            return false;
        }
        self.cards[self.len as usize] = card;
        self.len += 1;
        true
    }

    /// Removes and returns the last card.
    pub fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.cards[self.len as usize])
    }

    /// Removes every card.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The cards as a set.
    pub fn to_set(&self) -> CardSet {
        self.as_slice().iter().copied().collect()
    }
}

impl PartialEq for CardList {
    /// Lists are equal when they hold the same cards in the same order (unused slots do not count).
    fn eq(&self, other: &CardList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for CardList {}

impl std::fmt::Debug for CardList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for CardList {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

impl<'de> Deserialize<'de> for CardList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        CardList::from_slice(&cards)
            .ok_or_else(|| serde::de::Error::custom("a card list holds more than 52 cards"))
    }
}

/// A deck given in dealing order (a test's hand-built deal, a replay) as a [`CardList`], if it holds each card of
/// `pack` once and `dealer` sits at a table of `players`; the error says which is wrong.
pub fn checked_deck(
    cards: &[Card],
    pack: CardSet,
    dealer: crate::engine::Seat,
    players: u8,
) -> Result<CardList, crate::engine::StateError> {
    let list = CardList::from_slice(cards)
        .filter(|list| list.len() == pack.len() && list.to_set() == pack)
        .ok_or_else(|| {
            crate::engine::StateError(format!(
                "the deck must hold each of the {} cards in play once",
                pack.len()
            ))
        })?;
    if dealer.0 >= players {
        return Err(crate::engine::StateError(format!(
            "{dealer} is not at the table"
        )));
    }
    Ok(list)
}

/// The random generator behind every shuffle: ChaCha8 gives the same stream on every platform, wasm included.
pub fn rng(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

/// The generator stream the first dealer is drawn from; deals use streams 0, 1, 2, ...
const DEALER_STREAM: u64 = u64::MAX;

/// The first dealer of a match with `seed` at a table of `players`, drawn from its own stream of the seed.
pub fn first_dealer(seed: u64, players: u8) -> crate::engine::Seat {
    crate::engine::Seat(rng(seed, DEALER_STREAM).random_range(0..players as u32) as u8)
}

/// The cards of `cards`, shuffled by a Fisher-Yates shuffle driven by `rng(seed, stream)`.
///
/// Each deal of a match uses its own stream, so a deal depends only on the match seed and the deal's number,
/// and a saved match needs no generator state to continue identically.
pub fn shuffled(cards: CardSet, seed: u64, stream: u64) -> CardList {
    let mut list = CardList::new();
    for card in cards {
        list.push(card);
    }
    let mut rng = rng(seed, stream);
    let slice = &mut list.cards[..list.len as usize];
    // u32 bounds keep the draws identical on 32-bit (wasm) and 64-bit targets.
    for i in (1..slice.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        slice.swap(i, j);
    }
    list
}
