//! Wendellhead's heuristic players (Easy and Normal): the tactics a club player uses, from the seat's view only.

use rand_chacha::ChaCha8Rng;

use super::Player;
use crate::engine::trick::{SuitOrder, TrickOrder};
use crate::engine::wendellhead::View;
use crate::engine::{Card, CardSet, Rank, Seat, Suit, deck};

/// How much a card is worth to hold: trumps most, then high cards. Used to pick what to spend or throw away.
pub fn holding_value(card: Card, trump: Option<Suit>) -> u32 {
    let rank = card.rank() as u32;
    if Some(card.suit()) == trump {
        20 + rank
    } else {
        rank
    }
}

/// How much the prize on offer is worth to win, from 0 (none, or a low card) to 1 (a high trump).
pub fn prize_value(view: &View) -> f32 {
    match view.prize {
        None => 0.0,
        Some(card) => {
            let rank = card.rank() as u32 as f32 / 12.0;
            if Some(card.suit()) == view.trump {
                0.6 + 0.4 * rank
            } else {
                rank * rank
            }
        }
    }
}

/// Cards that might still be played against this seat: in other hands (known or not), the stock or set aside.
fn outside(view: &View) -> CardSet {
    !(view.hand | view.played | view.trick.to_set())
        - view.prize.map_or(CardSet::EMPTY, CardSet::single)
}

/// The card of `cards` that is strongest in a trick led with `led`, under `order`.
fn strongest(cards: CardSet, led: u8, order: &SuitOrder) -> Option<Card> {
    cards.iter().max_by_key(|&c| order.power(c, led))
}

/// The cheapest card of `cards` to give up.
fn cheapest(cards: CardSet, trump: Option<Suit>) -> Option<Card> {
    cards.iter().min_by_key(|&c| holding_value(c, trump))
}

/// A heuristic player: Normal plays the tactics faithfully; Easy forgets what was played and sometimes plays
/// a random card, so a beginner can beat it.
#[derive(Clone, Debug)]
pub struct HeuristicPlayer {
    rng: ChaCha8Rng,
    /// Chance of playing a random legal card instead.
    blunder: f32,
    /// Whether it remembers the cards played (to know which cards are masters).
    counts_cards: bool,
}

impl HeuristicPlayer {
    /// The Normal level: no blunders, counts cards.
    pub fn normal(seed: u64) -> HeuristicPlayer {
        HeuristicPlayer {
            rng: deck::rng(seed, 0x4E),
            blunder: 0.0,
            counts_cards: true,
        }
    }

    /// The Easy level: a random card a quarter of the time, and no card counting.
    pub fn easy(seed: u64) -> HeuristicPlayer {
        HeuristicPlayer {
            rng: deck::rng(seed, 0xE),
            blunder: 0.25,
            counts_cards: false,
        }
    }

    /// Whether `card` cannot be beaten by any card still out (for a non-counter: only an ace is a master).
    fn is_master(&self, card: Card, view: &View, others: CardSet) -> bool {
        if !self.counts_cards {
            return card.rank() == Rank::Ace && view.trump.is_none_or(|t| t == card.suit());
        }
        let higher = others
            .of_suit(card.suit())
            .iter()
            .any(|c| c.rank() > card.rank());
        if higher {
            return false;
        }
        // A master of a plain suit can still be trumped.
        match view.trump {
            Some(t) if t != card.suit() => others.of_suit(t).is_empty(),
            _ => true,
        }
    }

    fn lead(&mut self, view: &View, legal: CardSet) -> Option<Card> {
        let others = outside(view);
        let trump = view.trump;
        let plain = |c: &Card| Some(c.suit()) != trump;
        // A master wins the Pin outright: cash it, the highest first.
        if let Some(card) = legal
            .iter()
            .filter(|&c| self.is_master(c, view, others))
            .max_by_key(|&c| (plain(&c), c.rank()))
        {
            return Some(card);
        }
        // Otherwise lead low from the longest plain suit, keeping trumps and high cards for prizes.
        let longest = Suit::ALL
            .into_iter()
            .filter(|&s| Some(s) != trump && legal.has_suit(s))
            .max_by_key(|&s| legal.of_suit(s).len());
        match longest {
            Some(suit) => legal.of_suit(suit).lowest(),
            None => cheapest(legal, trump),
        }
    }

    fn follow(&mut self, view: &View, legal: CardSet) -> Option<Card> {
        let n = view.players() as usize;
        let order = SuitOrder { trump: view.trump };
        let lead = view.trick.lead()?;
        let led = order.class_of(lead);
        let best = strongest(view.trick.to_set(), led, &order)?;
        let best_power = order.power(best, led);
        let winners: CardSet = legal
            .iter()
            .filter(|&c| order.power(c, led) > best_power)
            .collect();
        if winners.is_empty() {
            // Cannot win: throw the least useful card.
            return cheapest(legal, view.trump);
        }
        let cheapest_winner = winners.iter().min_by_key(|&c| order.power(c, led));
        let last = view.trick.len() == n - 1;
        if last {
            // Every Pin counts: take it as cheaply as possible.
            return cheapest_winner;
        }
        let others = outside(view);
        // A card nobody after us can beat wins for sure; spend the cheapest such.
        let later: Vec<Seat> = (view.trick.len() + 1..n)
            .map(|i| view.trick.leader().plus(i, view.players()))
            .collect();
        let safe = winners.iter().filter(|&c| {
            let beaten_in_suit = others.of_suit(c.suit()).iter().any(|o| o.rank() > c.rank());
            let ruff_risk = Some(c.suit()) != view.trump
                && view.trump.is_some_and(|t| {
                    !others.of_suit(t).is_empty()
                        && later.iter().any(|&s| view.is_void(s, lead.suit()))
                });
            !(ruff_risk || beaten_in_suit && self.counts_cards)
        });
        if let Some(card) = safe.min_by_key(|&c| order.power(c, led)) {
            return Some(card);
        }
        // No sure winner: fight for a worthwhile prize, otherwise try cheaply or duck.
        let cheap = cheapest_winner?;
        if prize_value(view) >= 0.5 {
            return winners.iter().max_by_key(|&c| order.power(c, led));
        }
        if holding_value(cheap, view.trump) <= Rank::Ten as u32 {
            return Some(cheap);
        }
        cheapest(legal, view.trump)
    }
}

impl Player<View> for HeuristicPlayer {
    fn choose(&mut self, view: &View) -> Option<Card> {
        let legal = view.legal_moves();
        let blunder = self.blunder;
        let mut rng = self.rng.clone();
        let card = super::choose_with(legal, blunder, &mut rng, || {
            if view.trick.is_empty() {
                self.lead(view, legal)
            } else {
                self.follow(view, legal)
            }
        });
        self.rng = rng;
        card
    }
}
