//! Wendish Schafkopf: 32 cards, queens and jacks always trump with the diamonds (or a solo's suit), card points
//! instead of tricks. For four: secret partners (the holders of the black queens), weddings, silent and lust
//! solos. Dreiwendsch for three: a skat for a solo, or everyone for themselves. For two: piles, a face-up card on
//! a face-down one. See `docs/rules-schafkopf.md` for the rules as implemented, with the options the source text
//! leaves open.

mod event;
mod game;
mod rules;
mod view;

pub use crate::engine::game::{Call, PlayError, StateError};
pub use event::{Called, Doubles, Event, Laufende, LogCall, Winner};
pub use game::{
    Contract, ContractKind, HiddenCards, MAX_TRICKS, PILES, Pile, SchafkopfMatch, Stage,
    TrickRecord,
};
pub use rules::{LogRules, Rules, RulesError, SkatTo, Values, Variant};
pub use view::{PublicContract, View};

use crate::engine::cards::{Card, CardSet, Rank, Suit};
use crate::engine::trick::TrickOrder;

/// The queen of clubs: one of the "old ones".
pub const QUEEN_OF_CLUBS: Card = Card::new(Rank::Queen, Suit::Clubs);
/// The queen of spades: the other "old one".
pub const QUEEN_OF_SPADES: Card = Card::new(Rank::Queen, Suit::Spades);

/// The cards of `rank` in every suit, as card-set bits (a card's index is `suit * 13 + rank`).
const fn rank_bits(rank: Rank) -> u64 {
    let mut bits = 0;
    let mut suit = 0;
    while suit < 4 {
        bits |= 1 << (suit * 13 + rank as u64);
        suit += 1;
    }
    bits
}

/// The ranks of `mask` (13 bits, Two lowest) in every suit, as card-set bits.
const fn in_every_suit(mask: u64) -> u64 {
    let mut bits = 0;
    let mut suit = 0;
    while suit < 4 {
        bits |= mask << (suit * 13);
        suit += 1;
    }
    bits
}

/// The 7 to Ace of every suit, as card-set bits: each suit's 13 bits with the Two to Six cleared.
const DECK_BITS: u64 = in_every_suit(0x1FE0);

/// The 10 to Ace of every suit: Dreiwendsch with sharp cards.
const SHARP_BITS: u64 = in_every_suit(0x1F00);

/// The queens and jacks, trumps in every game.
const QUEENS_AND_JACKS: CardSet =
    CardSet::from_bits(rank_bits(Rank::Queen) | rank_bits(Rank::Jack));

/// The 32 cards: 7 8 9 10 J Q K A in each suit.
pub const fn deck() -> CardSet {
    CardSet::from_bits(DECK_BITS)
}

/// The 20 cards of Dreiwendsch with sharp cards: 10 J Q K A in each suit.
pub const fn sharp_deck() -> CardSet {
    CardSet::from_bits(SHARP_BITS)
}

/// Rule 3: a card's points. A 11, 10 10, K 4, Q 3, J 2, 9 8 7 none; 120 in the pack.
pub const fn card_points(card: Card) -> u32 {
    match card.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// The points of a set of cards.
pub fn points(cards: CardSet) -> u32 {
    cards.iter().map(card_points).sum()
}

/// The suits from strongest to weakest among the queens and among the jacks: ♣ ♠ ♥ ♦.
const SUIT_ORDER: [Suit; 4] = [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs];

/// Rule 2: Schafkopf's card order with `trump` as the suit that joins the queens and jacks (♦ unless a lust solo
/// names another). Trumps are one class for following; the plain suits rank A 10 K 9 8 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SchafkopfOrder {
    /// The suit whose A 10 K 9 8 7 are trumps.
    pub trump: Suit,
}

/// The class number of the trumps for following.
pub const TRUMP_CLASS: u8 = 4;

impl SchafkopfOrder {
    /// Whether `card` is a trump: a queen, a jack, or of the trump suit.
    pub fn is_trump(&self, card: Card) -> bool {
        matches!(card.rank(), Rank::Queen | Rank::Jack) || card.suit() == self.trump
    }

    /// Every trump of the 32-card pack, 14 of them.
    pub fn trumps(&self) -> CardSet {
        CardSet::from_bits(QUEENS_AND_JACKS.bits() | (CardSet::suit(self.trump).bits() & DECK_BITS))
    }

    /// Where `card` goes in a hand shown to a player: the plain suits first (by suit, A 10 K 9 8 7 from the left
    /// as they rank, lowest first), then every trump, lowest first, so the Q♣ ends the hand.
    pub fn sort_key(&self, card: Card) -> (u8, u32) {
        let class = self.class_of(card);
        (class, self.power(card, class))
    }

    /// The trumps from the highest: Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦, then the trump suit's A 10 K 9 8 7.
    pub fn trumps_high_to_low(&self) -> [Card; 14] {
        // Written out, not sorted by power: every deal's scoring asks for it (the Laufende), and so does the end of
        // every play-out the computer players search. The engine's test
        // `rule_2_queens_jacks_and_diamonds_are_trump_and_follow_as_one_suit` checks it against `power`.
        let mut cards = [Card::new(Rank::Seven, self.trump); 14];
        let tops = [Rank::Queen, Rank::Jack].into_iter().flat_map(|rank| {
            SUIT_ORDER
                .iter()
                .rev()
                .map(move |&suit| Card::new(rank, suit))
        });
        let plain = [
            Rank::Ace,
            Rank::Ten,
            Rank::King,
            Rank::Nine,
            Rank::Eight,
            Rank::Seven,
        ]
        .into_iter()
        .map(|rank| Card::new(rank, self.trump));
        for (slot, card) in cards.iter_mut().zip(tops.chain(plain)) {
            *slot = card;
        }
        cards
    }
}

/// A plain card's strength in its suit: A 10 K 9 8 7 (6 down to 1).
const fn plain_rank(rank: Rank) -> u32 {
    match rank {
        Rank::Ace => 6,
        Rank::Ten => 5,
        Rank::King => 4,
        Rank::Nine => 3,
        Rank::Eight => 2,
        Rank::Seven => 1,
        _ => 0,
    }
}

/// Where a suit stands among the queens (and the jacks): ♣ 4, ♠ 3, ♥ 2, ♦ 1.
const fn suit_strength(suit: Suit) -> u32 {
    match suit {
        Suit::Diamonds => 1,
        Suit::Hearts => 2,
        Suit::Spades => 3,
        Suit::Clubs => 4,
    }
}

impl TrickOrder for SchafkopfOrder {
    fn class_of(&self, card: Card) -> u8 {
        if self.is_trump(card) {
            TRUMP_CLASS
        } else {
            card.suit() as u8
        }
    }

    fn class_cards(&self, class: u8) -> CardSet {
        if class == TRUMP_CLASS {
            return self.trumps();
        }
        match Suit::from_index(class as usize) {
            Some(suit) => deck().of_suit(suit) - self.trumps(),
            None => CardSet::EMPTY,
        }
    }

    fn power(&self, card: Card, led: u8) -> u32 {
        match card.rank() {
            Rank::Queen => 200 + suit_strength(card.suit()),
            Rank::Jack => 100 + suit_strength(card.suit()),
            rank if card.suit() == self.trump => 50 + plain_rank(rank),
            rank if card.suit() as u8 == led => plain_rank(rank),
            _ => 0,
        }
    }
}
