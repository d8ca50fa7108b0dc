//! What the computer players know of Hearts: possible worlds keep the cards this seat passed with their receiver
//! (until played) and respect shown voids, the kitty lies face down until the first trick; the search stops at the
//! end of the hand and each seat earns the fewer points the better (the moon included); rollouts duck; and the
//! Easy and Normal players pass and play as a club player does: pass the Q♠ and high hearts, void a short suit,
//! duck under the winning card, dump the Q♠ and high hearts when void, and stop a player running the moon.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::sample::{allowed_by_voids, deal_unseen};
use super::{AiGame, Level, Player};
use crate::engine::hearts::{HeartsMatch, HiddenCards, QUEEN_OF_SPADES, Stage, View, point_cards};
use crate::engine::trick::{SuitOrder, TrickOrder};
use crate::engine::{Card, CardSet, Game, MAX_SEATS, Rank, Seat, Suit, deck};

impl AiGame for HeartsMatch {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<HeartsMatch> {
        if view.stage == Stage::Passing {
            return None;
        }
        let mut unseen = view.unseen();
        // What this seat passed stays with the receiver until it is played.
        let known = view.known_with_receiver();
        if let Some((_, cards)) = known {
            unseen -= cards;
        }
        let mut needs = [0usize; MAX_SEATS];
        let mut allowed = [CardSet::EMPTY; MAX_SEATS];
        let mut order = Vec::with_capacity(4);
        for seat in Seat::all(view.players()) {
            if seat == view.seat {
                continue;
            }
            let s = seat.index();
            let held = known
                .filter(|(r, _)| *r == seat)
                .map_or(0, |(_, c)| c.len());
            needs[s] = (view.hand_sizes[s] as usize).saturating_sub(held);
            allowed[s] = allowed_by_voids(unseen, view.voids[s]);
            order.push(s);
        }
        let mut hands = deal_unseen(unseen, &needs, &allowed, &mut order, rng);
        let mut kitty = unseen;
        for hand in hands.iter() {
            kitty -= *hand;
        }
        if let Some((receiver, cards)) = known {
            hands[receiver.index()] |= cards;
        }
        let hidden = HiddenCards {
            hands,
            kitty: if view.tricks == 0 {
                kitty
            } else {
                CardSet::EMPTY
            },
        };
        HeartsMatch::from_view(view, &hidden, rng.random()).ok()
    }

    fn horizon(&self) -> u64 {
        u64::from(self.deals())
    }

    /// The fewer points a seat scores from `start` to `end` (the hand's points, the moon included), the more it
    /// earns: 1 for the best a hand can give (−36), 0 for the worst (+62).
    fn rewards(start: &HeartsMatch, end: &HeartsMatch) -> [f32; MAX_SEATS] {
        let mut out = [0.0; MAX_SEATS];
        let n = start.rules().players as usize;
        let (a, b) = (start.scores(), end.scores());
        let finished = end.deals() != start.deals() || end.stage() == Stage::Over;
        for s in 0..n {
            let points = if finished {
                b[s] - a[s]
            } else {
                // Still in the hand: what the seat has taken beyond what it had.
                crate::engine::hearts::points_of(end.taken(Seat(s as u8)), start.rules())
                    - crate::engine::hearts::points_of(start.taken(Seat(s as u8)), start.rules())
            };
            out[s] = (1.0 - (points as f32 + 36.0) / 98.0).clamp(0.0, 1.0);
        }
        out
    }

    fn exact_endgame(view: &View, cards: usize) -> bool {
        view.stage == Stage::Playing && view.hand.len() <= cards
    }

    fn heuristic(level: Level, seed: u64) -> Box<dyn Player<View> + Send + Sync> {
        match level {
            Level::Easy => Box::new(HeartsPlayer::easy(seed)),
            _ => Box::new(HeartsPlayer::normal(seed)),
        }
    }

    /// Rollouts duck: follow with the highest card that does not win (else the lowest), dump the Q♠ or the highest
    /// heart when void, lead the lowest card; one card in eight at random keeps them varied.
    fn rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        let legal = self.legal_moves();
        let fallback = || super::search::card_fallback();
        if let Some(card) = super::search::random_sometimes(legal, rng) {
            return card;
        }
        let trick = Game::trick(self);
        match trick.lead() {
            None => legal.lowest().unwrap_or_else(fallback),
            Some(lead) => {
                let following = legal.has_suit(lead.suit());
                if !following {
                    return dump(legal).unwrap_or_else(fallback);
                }
                let best = highest_of(trick.to_set(), lead.suit());
                legal
                    .iter()
                    .filter(|c| best.is_some_and(|b| c.rank() < b.rank()))
                    .max_by_key(|c| c.rank())
                    .or_else(|| legal.lowest())
                    .unwrap_or_else(fallback)
            }
        }
    }
}

/// The highest card of `suit` in `cards`.
fn highest_of(cards: CardSet, suit: Suit) -> Option<Card> {
    cards.of_suit(suit).highest()
}

/// The card to throw when void in the suit led: the Q♠, else the highest heart, else the highest card.
fn dump(cards: CardSet) -> Option<Card> {
    if cards.contains(QUEEN_OF_SPADES) {
        return Some(QUEEN_OF_SPADES);
    }
    cards
        .of_suit(Suit::Hearts)
        .highest()
        .or_else(|| cards.iter().max_by_key(|c| c.rank()))
}

/// The Hearts heuristic player: Normal passes and plays the standard tactics and counts cards; Easy plays a random
/// card a quarter of the time and does not watch for the moon.
#[derive(Clone, Debug)]
pub struct HeartsPlayer {
    rng: ChaCha8Rng,
    /// Chance of playing a random legal card instead.
    blunder: f32,
    /// Whether it remembers the cards played and watches for a moon.
    careful: bool,
}

impl HeartsPlayer {
    /// The Normal level.
    pub fn normal(seed: u64) -> HeartsPlayer {
        HeartsPlayer {
            rng: deck::rng(seed, 0x4EA7),
            blunder: 0.0,
            careful: true,
        }
    }

    /// The Easy level.
    pub fn easy(seed: u64) -> HeartsPlayer {
        HeartsPlayer {
            rng: deck::rng(seed, 0xEA7),
            blunder: 0.25,
            careful: false,
        }
    }

    /// How much a card hurts to keep, for the pass: the Q♠ (unless well guarded by low spades), the A♠ and K♠
    /// (they catch the Q♠), high hearts, and the high cards of a short suit (passing them makes a void).
    fn danger(card: Card, hand: CardSet) -> i32 {
        let spades = hand.of_suit(Suit::Spades);
        let low_spades = spades.iter().filter(|c| c.rank() < Rank::Queen).count();
        let rank = card.rank() as i32;
        match card.suit() {
            Suit::Spades if card == QUEEN_OF_SPADES => {
                if low_spades >= 4 {
                    20
                } else {
                    100
                }
            }
            Suit::Spades if card.rank() > Rank::Queen => {
                if hand.contains(QUEEN_OF_SPADES) || low_spades >= 4 {
                    30
                } else {
                    80
                }
            }
            Suit::Hearts => 30 + 3 * rank,
            suit => {
                let length = hand.of_suit(suit).len() as i32;
                2 * rank + if length <= 3 { 25 - 5 * length } else { 0 }
            }
        }
    }

    /// The seat running for the moon, as the public record shows: it alone has taken points, and plenty.
    fn moon_runner(view: &View) -> Option<Seat> {
        let n = view.players() as usize;
        let scorers: Vec<usize> = (0..n).filter(|&s| view.points[s] > 0).collect();
        match scorers.as_slice() {
            [s] if *s != view.seat.index() && view.points[*s] >= 10 => Some(Seat(*s as u8)),
            _ => None,
        }
    }

    fn lead(&self, view: &View, legal: CardSet) -> Option<Card> {
        // Lead low, from the suit where the lowest card is lowest; keep spades while the Q♠ is out and we hold the
        // A or K of them.
        let risky_spades = !view.played().contains(QUEEN_OF_SPADES)
            && (view.hand.contains(Card::new(Rank::Ace, Suit::Spades))
                || view.hand.contains(Card::new(Rank::King, Suit::Spades)));
        legal
            .iter()
            .filter(|c| !(risky_spades && c.suit() == Suit::Spades) && *c != QUEEN_OF_SPADES)
            .min_by_key(|c| (c.suit() == Suit::Hearts, c.rank()))
            .or_else(|| legal.lowest())
    }

    fn follow(&self, view: &View, legal: CardSet, lead: Card) -> Option<Card> {
        let n = view.players() as usize;
        let trick = view.trick;
        let order = SuitOrder { trump: None };
        let led = order.class_of(lead);
        let winning = trick.to_set().iter().max_by_key(|&c| order.power(c, led))?;
        let last = trick.len() == n - 1;
        let points_in_trick = !(trick.to_set() & point_cards()).is_empty();
        let runner = if self.careful {
            Self::moon_runner(view)
        } else {
            None
        };
        if !legal.has_suit(lead.suit()) {
            // Void: stop a moon runner by keeping a heart back for a trick of ours; otherwise dump.
            if runner.is_some() {
                return legal
                    .iter()
                    .filter(|c| c.suit() != Suit::Hearts)
                    .max_by_key(|c| c.rank())
                    .or_else(|| dump(legal));
            }
            return dump(legal);
        }
        let under: Vec<Card> = legal
            .iter()
            .filter(|c| order.power(*c, led) < order.power(winning, led))
            .collect();
        // A moon runner is winning a trick with points: take it from them if we can.
        if let Some(r) = runner
            && points_in_trick
            && trick.plays(n as u8).any(|(s, c)| s == r && c == winning)
            && let Some(card) = legal
                .iter()
                .filter(|c| order.power(*c, led) > order.power(winning, led))
                .min_by_key(|c| c.rank())
        {
            return Some(card);
        }
        // The Q♠ goes under a higher spade.
        if legal.contains(QUEEN_OF_SPADES) && under.contains(&QUEEN_OF_SPADES) {
            return Some(QUEEN_OF_SPADES);
        }
        if let Some(card) = under.iter().copied().max_by_key(|c| c.rank()) {
            return Some(card);
        }
        // Must win: last to play and nothing to lose, take it with the highest; else the lowest and hope.
        if last && !points_in_trick {
            return legal
                .iter()
                .filter(|&c| c != QUEEN_OF_SPADES)
                .max_by_key(|c| c.rank())
                .or(legal.highest());
        }
        legal.lowest()
    }
}

impl Player<View> for HeartsPlayer {
    fn choose(&mut self, view: &View) -> Option<Card> {
        let legal = view.legal_moves();
        let blunder = self.blunder;
        let mut rng = self.rng.clone();
        let card = super::choose_with(legal, blunder, &mut rng, || match view.trick.lead() {
            None => self.lead(view, legal),
            Some(lead) => self.follow(view, legal, lead),
        });
        self.rng = rng;
        card
    }

    fn choose_pass(&mut self, view: &View, count: usize) -> Option<CardSet> {
        let hand = view.hand;
        let mut cards: Vec<Card> = hand.iter().collect();
        if self.blunder > 0.0 && self.rng.random::<f32>() < self.blunder {
            // A careless pass: three at random.
            let mut pass = CardSet::EMPTY;
            let mut left = hand;
            for _ in 0..count {
                let card = left.nth(self.rng.random_range(0..left.len().max(1) as u32) as usize)?;
                left.remove(card);
                pass.insert(card);
            }
            return Some(pass);
        }
        cards.sort_by_key(|&c| (-Self::danger(c, hand), c));
        Some(cards.into_iter().take(count).collect())
    }
}
