//! Card sets: the quick lookups the computer players lean on give what the plain definitions give.

use wendellhead::engine::{CardSet, deck};

/// `nth` is the `n`-th card in index order (clubs first, Two to Ace), `None` past the last, for sets of every size
/// (it finds the card's byte from running totals of every byte's cards, so every byte boundary is crossed here).
#[test]
fn nth_is_the_nth_card_in_index_order() {
    let mut rng = deck::rng(7, 0);
    let mut sets = vec![CardSet::EMPTY, CardSet::FULL];
    for _ in 0..4000 {
        sets.push(CardSet::from_bits(rand::Rng::next_u64(&mut rng)));
        // Sparse sets too: a few cards far apart.
        sets.push(CardSet::from_bits(
            rand::Rng::next_u64(&mut rng)
                & rand::Rng::next_u64(&mut rng)
                & rand::Rng::next_u64(&mut rng),
        ));
    }
    for set in sets {
        let cards: Vec<_> = set.iter().collect();
        for n in 0..=cards.len() + 1 {
            assert_eq!(set.nth(n), cards.get(n).copied(), "card {n} of {set:?}");
        }
    }
}
