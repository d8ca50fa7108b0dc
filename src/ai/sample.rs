//! Possible worlds: deals of the hidden cards that agree with everything a seat's view makes public. The dealing
//! helpers are shared by every game; `sample_hidden` is Wendellhead's (Whist's is in `whist.rs`).

use rand::{Rng, RngExt};

use crate::engine::wendellhead::{HiddenCards, View};
use crate::engine::{Card, CardList, CardSet, MAX_SEATS, Suit};

/// Picks `k` cards uniformly from `from`.
fn pick(from: CardSet, k: usize, rng: &mut impl Rng) -> CardSet {
    let mut left = from;
    let mut chosen = CardSet::EMPTY;
    for _ in 0..k.min(from.len()) {
        let card = left
            .nth(rng.random_range(0..left.len() as u32) as usize)
            .unwrap_or_else(|| Card::new(crate::engine::Rank::Two, Suit::Clubs));
        left.remove(card);
        chosen.insert(card);
    }
    chosen
}

/// Deals the cards of `unseen` to the seats of `order` at random: seat `s` gets `needs[s]` cards, drawn from
/// `allowed[s]` (what it may hold as far as the public record shows) as long as the constraints can be met; if
/// they cannot (only in contrived positions) they are relaxed rather than failing, keeping the sizes right.
/// The most constrained seats choose first.
pub fn deal_unseen(
    unseen: CardSet,
    needs: &[usize; MAX_SEATS],
    allowed: &[CardSet; MAX_SEATS],
    order: &mut [usize],
    rng: &mut impl Rng,
) -> [CardSet; MAX_SEATS] {
    order.sort_by_key(|&s| allowed[s].len().saturating_sub(needs[s]));
    let mut hands = [CardSet::EMPTY; MAX_SEATS];
    for attempt in 0..8 {
        let mut left = unseen;
        let mut ok = true;
        for &s in order.iter() {
            let pool = if attempt < 7 { allowed[s] & left } else { left };
            if pool.len() < needs[s] {
                ok = false;
                break;
            }
            hands[s] = pick(pool, needs[s], rng);
            left = left - hands[s];
        }
        if ok {
            return hands;
        }
    }
    // Unreachable for positions from real play; keep the sizes right whatever happens.
    let mut left = unseen;
    for &s in order.iter() {
        hands[s] = pick(left, needs[s], rng);
        left = left - hands[s];
    }
    hands
}

/// The cards of `unseen` that `seat` may hold given the suits it has shown void in (`voids`, one bit per suit).
pub fn allowed_by_voids(unseen: CardSet, voids: u8) -> CardSet {
    Suit::ALL
        .into_iter()
        .filter(|suit| voids & suit.bit() != 0)
        .fold(unseen, |ok, suit| ok - CardSet::suit(suit))
}

/// A random placement of the cards a Wendellhead seat cannot see: each other seat keeps its publicly known cards
/// and gets no unknown card of a suit it has shown void in; the rest forms the stock (in random order) and the
/// set-aside cards.
pub fn sample_hidden(view: &View, rng: &mut impl Rng) -> HiddenCards {
    let n = view.rules.players as usize;
    let unseen = view.unseen();
    let mut needs = [0usize; MAX_SEATS];
    let mut allowed = [CardSet::EMPTY; MAX_SEATS];
    let mut order: Vec<usize> = Vec::with_capacity(n);
    for s in 0..n {
        if s == view.seat.index() {
            continue;
        }
        needs[s] = (view.hand_sizes[s] as usize).saturating_sub(view.known[s].len());
        allowed[s] = allowed_by_voids(unseen, view.voids[s]);
        order.push(s);
    }
    let mut hands = deal_unseen(unseen, &needs, &allowed, &mut order, rng);
    let mut left = unseen;
    for (hand, known) in hands.iter_mut().zip(view.known).take(n) {
        left = left - *hand;
        *hand |= known;
    }
    let set_aside = pick(left, view.set_aside as usize, rng);
    left = left - set_aside;
    let mut stock = CardList::new();
    while !left.is_empty() {
        let card = left.nth(rng.random_range(0..left.len() as u32) as usize);
        if let Some(card) = card {
            left.remove(card);
            stock.push(card);
        }
    }
    HiddenCards {
        hands,
        stock,
        set_aside,
    }
}
