//! The orders a player may choose for their own hand: suits in alternating colours or as the pack goes, ranks
//! up or down, trumps at the left or the right. Only the order shown changes: the rules never look at it.

use serde::{Deserialize, Serialize};

use super::any::AnyMatch;
use super::cards::{Card, CardSet, Suit};

/// How a player likes their hand sorted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct HandSort {
    /// Red and black suits take turns where the suits held allow, so two suits of a colour never sit side by side
    /// unless they must (♣ ♦ ♠ ♥ rather than ♣ ♦ ♥ ♠).
    pub alternate_colours: bool,
    /// Each suit from its highest card down (A K Q … 2), instead of from its lowest up.
    pub descending: bool,
    /// The trumps at the left end of the hand instead of the right.
    pub trumps_left: bool,
}

/// A group's colour for alternating: red, black, or none (Schafkopf's trumps mix both).
fn colour(game: &AnyMatch, group: u8) -> Option<bool> {
    match game {
        AnyMatch::Schafkopf(_) if group >= 4 => None,
        _ => Suit::from_index(group as usize).map(Suit::is_red),
    }
}

impl AnyMatch {
    /// The group ([`AnyMatch::hand_group`]) that holds the trumps with `trump` as trump, if the game has one.
    pub fn trump_group(&self, trump: Option<Suit>) -> Option<u8> {
        match self {
            AnyMatch::Schafkopf(_) => Some(super::schafkopf::TRUMP_CLASS),
            _ => trump.map(|t| t.index() as u8),
        }
    }

    /// `cards` in the order `sort` asks for with `trump` as trump: [`AnyMatch::hand_order`] with its groups
    /// moved and each group's cards turned round as chosen. Each group's cards still lie side by side.
    pub fn hand_order_by(&self, cards: CardSet, trump: Option<Suit>, sort: HandSort) -> Vec<Card> {
        let usual = self.hand_order(cards, trump);
        if sort == HandSort::default() {
            return usual;
        }
        let groups: Vec<u8> = self
            .group_runs(&usual, trump)
            .into_iter()
            .map(|(g, _)| g)
            .collect();
        let order = self.group_sequence(&groups, trump, sort);
        let mut cards = usual;
        // A stable sort by group keeps each group's usual order, which `descending` then turns round.
        cards.sort_by_key(|&c| {
            let group = self.hand_group(c, trump);
            order.iter().position(|&g| g == group).unwrap_or(usize::MAX)
        });
        if sort.descending {
            let mut start = 0;
            for (_, count) in self.group_runs(&cards.clone(), trump) {
                cards[start..start + count].reverse();
                start += count;
            }
        }
        cards
    }

    /// The groups present (`groups`, in the usual order) in the order `sort` lays them: trumps at the end chosen,
    /// and, for alternating colours, the order of the others with the fewest neighbours of one colour (the usual
    /// order among equals).
    pub fn group_sequence(&self, groups: &[u8], trump: Option<Suit>, sort: HandSort) -> Vec<u8> {
        let trumps = self.trump_group(trump).filter(|t| groups.contains(t));
        let plain: Vec<u8> = groups
            .iter()
            .copied()
            .filter(|&g| Some(g) != trumps)
            .collect();
        let place = |middle: &[u8]| -> Vec<u8> {
            let mut all = Vec::with_capacity(groups.len());
            if sort.trumps_left {
                all.extend(trumps);
            }
            all.extend_from_slice(middle);
            if !sort.trumps_left {
                all.extend(trumps);
            }
            all
        };
        if !sort.alternate_colours {
            return place(&plain);
        }
        let clashes = |all: &[u8]| {
            all.windows(2)
                .filter(|w| {
                    matches!((colour(self, w[0]), colour(self, w[1])), (Some(a), Some(b)) if a == b)
                })
                .count()
        };
        // At most four groups: every order can be tried. Orders come in the usual order's lexicographic order, so
        // the first of the fewest clashes is the nearest to the usual.
        let mut best: Option<(usize, Vec<u8>)> = None;
        for order in orders(&plain) {
            let all = place(&order);
            let c = clashes(&all);
            if best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, all));
            }
        }
        best.map_or_else(|| place(&plain), |(_, all)| all)
    }
}

/// Every order of `items`, the given order first, in lexicographic order of their places.
fn orders(items: &[u8]) -> Vec<Vec<u8>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in orders(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}
