//! Computer players. Each decides from a seat's [`View`] alone, so none can peek at hidden cards.

pub mod heuristic;
pub mod sample;
pub mod search;

pub use heuristic::HeuristicPlayer;
pub use search::{Budget, Searcher, Suggestion};

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::engine::Card;
use crate::engine::deck;
use crate::engine::wendellhead::View;

/// A player that picks a card to play from what its seat may know.
pub trait Player {
    /// The card to play, or `None` when the view shows it is not this seat's turn.
    fn choose(&mut self, view: &View) -> Option<Card>;
}

/// The computer players on offer, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plays a uniformly random legal card.
    Random,
    /// Sensible tactics with some mistakes: a beginner can win.
    Easy,
    /// A solid heuristic player: wins cheaply, ducks worthless prizes, keeps trumps, counts cards.
    Normal,
    /// Searches possible worlds (ISMCTS) and the last Pins exactly.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    /// The level's name on the command line and in reports.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level's name as the game shows it.
    pub const fn title(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }

    /// The level with this name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// A player of this level whose choices are reproducible from `seed`.
    pub fn player(self, seed: u64) -> Box<dyn Player> {
        self.player_send(seed)
    }

    /// Like [`Level::player`], shareable across threads (for the game's resources).
    pub fn player_send(self, seed: u64) -> Box<dyn Player + Send + Sync> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Easy => Box::new(HeuristicPlayer::easy(seed)),
            Level::Normal => Box::new(HeuristicPlayer::normal(seed)),
            Level::Hard => Box::new(HardPlayer::new(seed)),
        }
    }
}

/// Plays a uniformly random legal card: the baseline every other level must beat.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    /// A random player seeded for reproducible play.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: deck::rng(seed, 0x5EED),
        }
    }
}

impl Player for RandomPlayer {
    fn choose(&mut self, view: &View) -> Option<Card> {
        let legal = view.legal_moves();
        if legal.is_empty() {
            return None;
        }
        legal.nth(self.rng.random_range(0..legal.len() as u32) as usize)
    }
}

/// The Hard level: a [`Searcher`] with the Hard budget.
#[derive(Clone, Debug)]
pub struct HardPlayer {
    searcher: Searcher,
}

impl HardPlayer {
    /// A Hard player whose choices are reproducible from `seed`.
    pub fn new(seed: u64) -> HardPlayer {
        HardPlayer {
            searcher: Searcher::new(Budget::HARD, seed),
        }
    }

    /// Search iterations run so far (for speed reports).
    pub fn iterations(&self) -> u64 {
        self.searcher.iterations_run
    }
}

impl Player for HardPlayer {
    fn choose(&mut self, view: &View) -> Option<Card> {
        self.searcher.best(view)
    }
}

/// The legal cards of `view`, best first, with the Hard search's estimate of each: the game's hint.
/// Deterministic: the same view always gets the same ranking.
pub fn suggest(view: &View) -> Vec<Suggestion> {
    let mut seed = view.hand.bits() ^ u64::from(view.deals) << 52;
    for (i, card) in view.trick.cards().iter().enumerate() {
        seed = seed.rotate_left(7) ^ ((card.index() as u64 + 1) << (i * 6));
    }
    seed ^= view.played.bits().rotate_left(17);
    Searcher::new(Budget::HARD, seed).rank(view)
}
