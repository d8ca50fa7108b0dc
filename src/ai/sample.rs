//! Possible worlds: deals of the hidden cards that agree with everything a seat's view makes public.

use rand::{Rng, RngExt};

use crate::engine::wendellhead::{HiddenCards, View};
use crate::engine::{Card, CardList, CardSet, MAX_SEATS, Seat, Suit};

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

/// A random placement of the cards `view.seat` cannot see: each other seat keeps its publicly known cards and
/// gets no unknown card of a suit it has shown void in; the rest forms the stock (in random order) and the
/// set-aside cards. Voids can only conflict in contrived positions; then they are relaxed rather than failing.
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
        let mut ok = unseen;
        for suit in Suit::ALL {
            if view.is_void(Seat(s as u8), suit) {
                ok = ok - CardSet::suit(suit);
            }
        }
        allowed[s] = ok;
        order.push(s);
    }
    // The most constrained seats choose first.
    order.sort_by_key(|&s| allowed[s].len().saturating_sub(needs[s]));
    let mut hands = [CardSet::EMPTY; MAX_SEATS];
    let mut placed = false;
    for attempt in 0..8 {
        let mut left = unseen;
        let mut ok = true;
        for &s in &order {
            let pool = if attempt < 7 { allowed[s] & left } else { left };
            if pool.len() < needs[s] {
                ok = false;
                break;
            }
            hands[s] = pick(pool, needs[s], rng);
            left = left - hands[s];
        }
        if ok {
            placed = true;
            break;
        }
    }
    if !placed {
        // Unreachable for positions from real play; keep the sizes right whatever happens.
        let mut left = unseen;
        for &s in &order {
            hands[s] = pick(left, needs[s], rng);
            left = left - hands[s];
        }
    }
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
