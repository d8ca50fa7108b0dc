//! What the computer players know of Wendellhead beyond its rules: possible worlds keep the prizes players took,
//! the search stops at the end of a deal or a Flint, and a seat earns its share of the Pins or 1 for a Flint.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::sample::sample_hidden;
use super::{AiGame, HeuristicPlayer, Level, Player};
use crate::engine::wendellhead::{Match, View};
use crate::engine::{Card, CardSet, MAX_SEATS};

impl AiGame for Match {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<Match> {
        let hidden = sample_hidden(view, rng);
        let seed = rng.random();
        // The search stops at the end of the deal (`horizon`), so the world need not deal the next one.
        Match::from_view(view, &hidden, seed)
            .ok()
            .map(Match::ending_with_deal)
    }

    fn horizon(&self) -> u64 {
        (u64::from(self.deals()) << 32) | u64::from(self.flints().iter().sum::<u32>())
    }

    /// The seat that won a Flint gets 1 (and the others 0); otherwise each seat gets its share of the Pins won.
    fn rewards(start: &Match, end: &Match) -> [f32; MAX_SEATS] {
        let n = start.rules().players as usize;
        let mut out = [0.0; MAX_SEATS];
        for s in 0..n {
            if end.flints()[s] > start.flints()[s] {
                out[s] = 1.0;
                return out;
            }
        }
        let mut total = 0u32;
        for s in 0..n {
            total += end.pins()[s] - start.pins()[s];
        }
        if total > 0 {
            for (s, slot) in out.iter_mut().enumerate().take(n) {
                *slot = (end.pins()[s] - start.pins()[s]) as f32 / total as f32;
            }
        }
        out
    }

    fn exact_endgame(view: &View, cards: usize) -> bool {
        view.stock_len == 0 && view.prize.is_none() && view.hand.len() <= cards
    }

    /// Two players: what one wins the other does not.
    fn two_sided(view: &View) -> bool {
        view.rules.players == 2
    }

    /// Cards of a suit with no card still in play between them win the same Pins (the exact endgame starts
    /// once the stock is gone, when no trick has a prize).
    fn distinct_moves(&self) -> CardSet {
        super::search::distinct_suit_cards(self)
    }

    fn expert_exploration(_budget: f32) -> f32 {
        super::search::EXPERT_SHARE_EXPLORATION
    }

    fn heuristic(level: Level, seed: u64) -> Box<dyn Player<View> + Send + Sync> {
        match level {
            Level::Easy => Box::new(HeuristicPlayer::easy(seed)),
            _ => Box::new(HeuristicPlayer::normal(seed)),
        }
    }

    /// Expert rollouts see whether a win holds: take a Pin only with a card nobody still to play can beat.
    fn expert_rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        super::search::suit_expert_rollout_move(self, rng, |a, b| a == b)
    }
}
