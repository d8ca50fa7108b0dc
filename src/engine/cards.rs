//! Cards, suits, ranks and card sets: the vocabulary every game on this engine shares.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One of the four French suits, in the order used for card indices and notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Suit {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's index, 0..4.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index, if it is below 4.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Suit> {
        match index {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The notation letter: `C`, `D`, `H` or `S`.
    pub const fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The suit with this notation letter (either case).
    pub fn from_letter(letter: char) -> Option<Suit> {
        match letter.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit symbol, for players: ♣ ♦ ♥ ♠.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// The plural English name, as in "must follow hearts".
    pub const fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self as usize]
    }

    /// Whether the suit is printed in red in the classic two-colour deck.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    /// A one-bit mask of this suit, for sets of suits such as shown voids.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 4];
        serializer.serialize_str(self.letter().encode_utf8(&mut buf))
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Suit::from_letter), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(serde::de::Error::custom(format!(
                "`{text}` is not a suit (expected C, D, H or S)"
            ))),
        }
    }
}

/// A card rank, from Two (lowest index) to Ace (highest index).
///
/// The index order is the natural order of Whist-family games; games with other rank orders (Schafkopf) map
/// ranks to strengths in their own trick order rather than changing this enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rank {
    /// 2
    Two = 0,
    /// 3
    Three,
    /// 4
    Four,
    /// 5
    Five,
    /// 6
    Six,
    /// 7
    Seven,
    /// 8
    Eight,
    /// 9
    Nine,
    /// 10
    Ten,
    /// Jack
    Jack,
    /// Queen
    Queen,
    /// King
    King,
    /// Ace
    Ace,
}

impl Rank {
    /// All ranks from Two to Ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's index, 0 (Two) to 12 (Ace).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank with this index, if it is below 13.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Rank> {
        if index < 13 {
            Some(Rank::ALL[index])
        } else {
            None
        }
    }

    /// The notation letter: `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn letter(self) -> char {
        [
            '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
        ][self as usize]
    }

    /// The rank with this notation letter (either case).
    pub fn from_letter(letter: char) -> Option<Rank> {
        let upper = letter.to_ascii_uppercase();
        Rank::ALL.into_iter().find(|rank| rank.letter() == upper)
    }

    /// The rank as printed on a card's corner: `2`-`10`, `J`, `Q`, `K`, `A`.
    pub const fn label(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self as usize]
    }
}

/// A playing card of the 52-card French deck, stored as `suit * 13 + rank`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    /// The card with this index (0..52), if valid.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < 52 {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The card's index, 0..52: clubs first, Two to Ace within a suit.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card's suit.
    #[inline]
    pub const fn suit(self) -> Suit {
        match Suit::from_index(self.0 as usize / 13) {
            Some(suit) => suit,
            None => Suit::Spades,
        }
    }

    /// The card's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[self.0 as usize % 13]
    }

    /// The card for players: rank label and suit symbol, e.g. `10♥`.
    pub fn pretty(self) -> String {
        format!("{}{}", self.rank().label(), self.suit().symbol())
    }

    /// A one-bit mask of this card, as used by [`CardSet`].
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Card {
    /// Notation form: rank letter then suit letter, e.g. `TH`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().letter(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a card in notation form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError(pub String);

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a card: expected a rank (23456789TJQKA) then a suit (CDHS), e.g. `QD`",
            self.0
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(r), Some(s), None) => match (Rank::from_letter(r), Suit::from_letter(s)) {
                (Some(rank), Some(suit)) => Ok(Card::new(rank, suit)),
                _ => Err(ParseCardError(text.to_owned())),
            },
            _ => Err(ParseCardError(text.to_owned())),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text = [self.rank().letter() as u8, self.suit().letter() as u8];
        // Both letters are ASCII, so this never fails.
        serializer.serialize_str(std::str::from_utf8(&text).unwrap_or("??"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a 64-bit mask: hands, stacks, "cards seen" and legal moves are all card sets.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The full 52-card deck.
    pub const FULL: CardSet = CardSet((1 << 52) - 1);

    /// The set with exactly these bits (bits 52..64 are dropped).
    #[inline]
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::FULL.0)
    }

    /// The raw mask.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Every card of one suit.
    #[inline]
    pub const fn suit(suit: Suit) -> CardSet {
        CardSet(0x1FFF << (13 * suit as u64))
    }

    /// The set holding one card.
    #[inline]
    pub const fn single(card: Card) -> CardSet {
        CardSet(card.bit())
    }

    /// Whether the set holds `card`.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds a card.
    #[inline]
    pub fn insert(&mut self, card: Card) {
        self.0 |= card.bit();
    }

    /// Removes a card.
    #[inline]
    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    /// How many cards the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit in this set.
    #[inline]
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & CardSet::suit(suit).0)
    }

    /// Whether the set holds any card of `suit`.
    #[inline]
    pub const fn has_suit(self, suit: Suit) -> bool {
        self.of_suit(suit).0 != 0
    }

    /// The card with the highest index (within a suit: the highest rank).
    #[inline]
    pub const fn highest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(63 - self.0.leading_zeros() as u8))
        }
    }

    /// The card with the lowest index (within a suit: the lowest rank).
    #[inline]
    pub const fn lowest(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }

    /// The `n`-th card in index order, if the set holds more than `n` cards.
    #[inline]
    pub fn nth(self, n: usize) -> Option<Card> {
        // Broadword selection, without a loop over the bytes: dealing a possible world picks dozens of cards this
        // way, thousands of times a decision. Each byte's count of cards, then the running totals (byte i holds
        // the cards in bytes 0 to i: at most 64, so no byte overflows); the card lies in the first byte whose
        // running total exceeds `n`, found by comparing all eight totals with `n` at once.
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGHS: u64 = 0x8080_8080_8080_8080;
        let x = self.0;
        if n >= x.count_ones() as usize {
            return None;
        }
        let mut counts = x - ((x >> 1) & 0x5555_5555_5555_5555);
        counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
        counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        let totals = counts.wrapping_mul(ONES);
        // A byte's high bit stays set where its running total is at most `n` (n < 64, totals at most 64: no
        // borrow crosses a byte); those bytes are a prefix, and their number is the card's byte.
        let at_most = ((n as u64 * ONES) | HIGHS).wrapping_sub(totals) & HIGHS;
        let byte = ((at_most >> 7).wrapping_mul(ONES) >> 56) as u32;
        let before = if byte == 0 {
            0
        } else {
            (totals >> (8 * (byte - 1))) & 0xFF
        };
        let mut within = (x >> (8 * byte)) & 0xFF;
        for _ in 0..(n as u64 - before) {
            within &= within - 1;
        }
        Some(Card((8 * byte + within.trailing_zeros()) as u8))
    }

    /// The cards in index order (clubs first, Two to Ace within a suit).
    #[inline]
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// The cards as a vector, in index order.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
}

/// Iterates a [`CardSet`] in index order.
#[derive(Clone, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let card = Card(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(card)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;

    #[inline]
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for CardSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitand(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for CardSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    #[inline]
    fn sub(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & !rhs.0)
    }
}

impl SubAssign for CardSet {
    #[inline]
    fn sub_assign(&mut self, rhs: CardSet) {
        self.0 &= !rhs.0;
    }
}

impl Not for CardSet {
    type Output = CardSet;
    /// The complement within the 52-card deck.
    #[inline]
    fn not(self) -> CardSet {
        CardSet(!self.0 & CardSet::FULL.0)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        let set: CardSet = cards.iter().copied().collect();
        if set.len() != cards.len() {
            return Err(serde::de::Error::custom("a card set lists a card twice"));
        }
        Ok(set)
    }
}
