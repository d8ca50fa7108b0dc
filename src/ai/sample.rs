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

/// Deals the cards of `unseen` to the seats of `order` at random: seat `s` gets `needs[s]` cards, each from
/// `allowed[s]` (what it may hold as far as the public record shows: whole suits of `unseen`, as shown voids
/// leave them); the cards nobody needs are left over (the stock).
///
/// A quick random deal is tried first; in tight positions (a seat that must hold the last cards of a suit) it
/// can break a constraint, and then the cards are placed one at a time, each only where the rest can still be
/// placed (Hall's condition over the four suits), so the result always respects what is public when any deal
/// can. Only contradictory constraints (never from real play) are relaxed, keeping the sizes right.
pub fn deal_unseen(
    unseen: CardSet,
    needs: &[usize; MAX_SEATS],
    allowed: &[CardSet; MAX_SEATS],
    order: &mut [usize],
    rng: &mut impl Rng,
) -> [CardSet; MAX_SEATS] {
    order.sort_by_key(|&s| allowed[s].len().saturating_sub(needs[s]));
    for _ in 0..3 {
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        let mut left = unseen;
        let mut ok = true;
        for &s in order.iter() {
            let pool = allowed[s] & left;
            if pool.len() < needs[s] {
                ok = false;
                break;
            }
            hands[s] = pick(pool, needs[s], rng);
            left -= hands[s];
        }
        if ok {
            return hands;
        }
    }
    careful_deal(unseen, needs, allowed, order, rng).unwrap_or_else(|| {
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        let mut left = unseen;
        for &s in order.iter() {
            hands[s] = pick(left, needs[s], rng);
            left -= hands[s];
        }
        hands
    })
}

/// The remaining cards per suit can still all be placed: for every set of suits, the room of the seats that
/// may take one of them (plus the leftover pile) is at least their number of cards.
fn placeable(
    count: &[usize; 4],
    room: &[usize; MAX_SEATS],
    takes: &[u8; MAX_SEATS],
    spare: usize,
) -> bool {
    (1u8..16).all(|suits| {
        let cards: usize = (0..4)
            .filter(|i| suits & (1 << i) != 0)
            .map(|i| count[i])
            .sum();
        let places: usize = (0..MAX_SEATS)
            .filter(|&s| takes[s] & suits != 0)
            .map(|s| room[s])
            .sum();
        cards <= places + spare
    })
}

/// Places the cards one at a time, each where the rest stays placeable; `None` if the constraints contradict.
fn careful_deal(
    unseen: CardSet,
    needs: &[usize; MAX_SEATS],
    allowed: &[CardSet; MAX_SEATS],
    order: &[usize],
    rng: &mut impl Rng,
) -> Option<[CardSet; MAX_SEATS]> {
    let wanted: usize = order.iter().map(|&s| needs[s]).sum();
    let mut spare = unseen.len().checked_sub(wanted)?;
    let mut room = [0usize; MAX_SEATS];
    let mut takes = [0u8; MAX_SEATS];
    for &s in order {
        room[s] = needs[s];
        for suit in Suit::ALL {
            if !(allowed[s] & unseen).of_suit(suit).is_empty() {
                takes[s] |= 1 << suit.index();
            }
        }
    }
    let mut count = [0usize; 4];
    for suit in Suit::ALL {
        count[suit.index()] = unseen.of_suit(suit).len();
    }
    if !placeable(&count, &room, &takes, spare) {
        return None;
    }
    let mut cards: Vec<(u32, Card)> = unseen.iter().map(|c| (rng.random::<u32>(), c)).collect();
    cards.sort_unstable();
    let mut hands = [CardSet::EMPTY; MAX_SEATS];
    for &(_, card) in &cards {
        let suit = card.suit().index();
        count[suit] -= 1;
        // Each possible place (a seat, or the leftover pile as `MAX_SEATS`) weighted by its room, if the rest
        // stays placeable after it.
        let mut options: Vec<(usize, usize)> = Vec::with_capacity(MAX_SEATS + 1);
        for &s in order {
            if room[s] > 0 && allowed[s].contains(card) {
                room[s] -= 1;
                if placeable(&count, &room, &takes, spare) {
                    options.push((s, room[s] + 1));
                }
                room[s] += 1;
            }
        }
        if spare > 0 && placeable(&count, &room, &takes, spare - 1) {
            options.push((MAX_SEATS, spare));
        }
        let total: usize = options.iter().map(|o| o.1).sum();
        if total == 0 {
            return None;
        }
        let mut at = rng.random_range(0..total as u32) as usize;
        let chosen = options.iter().find(|o| {
            let hit = at < o.1;
            at = at.saturating_sub(o.1);
            hit
        })?;
        if chosen.0 == MAX_SEATS {
            spare -= 1;
        } else {
            hands[chosen.0].insert(card);
            room[chosen.0] -= 1;
        }
    }
    Some(hands)
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
        left -= *hand;
        *hand |= known;
    }
    let set_aside = pick(left, view.set_aside as usize, rng);
    left -= set_aside;
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
