//! Computer players. Each decides from a seat's view alone, so none can peek at hidden cards.
//!
//! The search (Hard) and the random baseline are written once for every game through [`AiGame`]; what a game adds
//! is its knowledge: how to deal a possible world that respects what is public, what a good outcome is, where the
//! search may stop, and its Easy and Normal tactics (`heuristic` for Wendellhead, `whist` for Whist).

pub mod any;
pub mod hearts;
pub mod heuristic;
pub mod par;
pub mod sample;
pub mod schafkopf;
pub mod search;
pub mod weigh;
mod wendellhead;
pub mod whist;

pub use any::{ComputerPlayer, suggest_any, suggest_call, suggest_double, suggest_pass};
pub use hearts::HeartsPlayer;
pub use heuristic::HeuristicPlayer;
pub use schafkopf::SchafkopfPlayer;
pub use search::{Budget, Searcher, Suggestion};
pub use whist::WhistPlayer;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::engine::deck;
use crate::engine::{Call, Card, CardSet, Game, GameView, MAX_SEATS};

/// A player that picks a card to play from what its seat may know (`V` is the game's view).
pub trait Player<V> {
    /// The card to play, or `None` when the view shows it is not this seat's turn.
    fn choose(&mut self, view: &V) -> Option<Card>;
    /// The `count` cards to pass when the game asks for a pass (Hearts); `None` from players of games without.
    fn choose_pass(&mut self, view: &V, count: usize) -> Option<CardSet> {
        let _ = (view, count);
        None
    }
    /// The call to make when the game asks for a declaration (Schafkopf), one of `calls`; by default the first
    /// (a pass, or what stands for it).
    fn choose_call(&mut self, view: &V, calls: &[Call]) -> Option<Call> {
        let _ = view;
        calls.first().copied()
    }
    /// Whether to say `double` (Schafkopf's Kontra or Re), which the game offers now, before this seat's card;
    /// by default never.
    fn choose_double(&mut self, view: &V, double: Call) -> bool {
        let _ = (view, double);
        false
    }
}

/// What the computer players need to know of a game beyond its rules: a game implements this next to
/// [`Game`], and the search, the levels and the hint then work for it.
pub trait AiGame: Game {
    /// A possible world for `view`: the hidden cards dealt at random, respecting everything public (known cards,
    /// shown voids, hand sizes). `None` only if the view itself is inconsistent.
    fn sample_world(view: &Self::View, rng: &mut ChaCha8Rng) -> Option<Self>;
    /// The Expert level's possible world: by default as [`AiGame::sample_world`]; a game may weight its worlds by
    /// what the play suggests (Hearts: a seat that could have dropped the Q♠ safely and did not seldom holds it).
    fn expert_sample_world(view: &Self::View, rng: &mut ChaCha8Rng) -> Option<Self> {
        Self::sample_world(view, rng)
    }
    /// A number that changes when the search horizon is crossed: the end of the deal (or of a Flint, a game).
    fn horizon(&self) -> u64;
    /// Each seat's reward (0..1) for the play from `start` to `end`; partners get the same reward.
    fn rewards(start: &Self, end: &Self) -> [f32; MAX_SEATS];
    /// Whether the rest of the deal is small enough for an exact search over `cards` cards per hand.
    fn exact_endgame(view: &Self::View, cards: usize) -> bool;
    /// Whether `view`'s deal is played by two sides whose rewards oppose (partners against partners, a
    /// declarer's side against the rest, two players): then the Expert's exact endgame is an alpha-beta search
    /// ([`AiGame::my_side`]), which reaches further back than max^n. By default not.
    fn two_sided(view: &Self::View) -> bool {
        let _ = view;
        false
    }
    /// In a world of a two-sided deal, the seats that share `me`'s reward (`me` and its partners).
    fn my_side(&self, me: crate::engine::Seat) -> [bool; MAX_SEATS] {
        let mut side = [false; MAX_SEATS];
        side[me.index()] = true;
        side
    }
    /// The legal cards an exact search must try: by default every one; a game may keep one of each group of
    /// interchangeable cards ([`search::distinct_cards`]).
    fn distinct_moves(&self) -> CardSet {
        self.legal_moves()
    }
    /// The Expert level's search iterations for a decision of `view`, given its budget's: by default those; a game
    /// whose Expert rollouts cost more, and measured better with fewer, says so (Schafkopf for four).
    fn expert_iterations(view: &Self::View, budget: u32) -> u32 {
        let _ = view;
        budget
    }
    /// The Expert level's UCB exploration constant, given its budget's: by default that; a game whose rewards
    /// differ little between cards (a share of the tricks still to play) explores less, so that Expert's longer
    /// search goes into the cards that look best (Whist, Wendellhead: measured in `docs/ai.md`).
    fn expert_exploration(budget: f32) -> f32 {
        budget
    }
    /// The Easy or Normal player of this game.
    fn heuristic(level: Level, seed: u64) -> Box<dyn Player<Self::View> + Send + Sync>;
    /// The Expert level's call: by default Hard's; a game that simulates its call simulates more deals.
    fn expert_call(view: &Self::View, calls: &[Call], seed: u64) -> Option<Call> {
        Self::hard_call(view, calls, seed)
    }
    /// The Expert level's pass or lay-away of `count` cards: by default the Normal player's; Hearts searches it.
    fn expert_pass(view: &Self::View, count: usize, seed: u64) -> Option<CardSet> {
        Self::heuristic(Level::Normal, seed).choose_pass(view, count)
    }
    /// The Hard level's call when the game asks for a declaration: by default the Normal player's; a game can
    /// simulate the hand instead (Schafkopf does).
    fn hard_call(view: &Self::View, calls: &[Call], seed: u64) -> Option<Call> {
        Self::heuristic(Level::Normal, seed).choose_call(view, calls)
    }
    /// A rollout's card for the seat to act: by default, win the trick as cheaply as possible or throw the
    /// weakest card, lead high (the Whist family's greed); a game where tricks hurt (Hearts) says otherwise.
    fn rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        search::greedy_rollout_move(self, rng)
    }
    /// The Expert level's rollout card: by default the same as [`AiGame::rollout_move`]; Hearts' also plays the
    /// moon both ways (a seat with every point so far runs for it, the others stop it).
    fn expert_rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        self.rollout_move(rng)
    }
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
    /// Hard's search, longer and with better rollouts, more worlds for the last tricks and for calls, and (in
    /// Hearts) the pass searched and the moon played both ways.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Expert,
    ];

    /// The level's name on the command line and in reports.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level's name as the game shows it.
    pub const fn title(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// The level with this name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// A player of game `G` at this level whose choices are reproducible from `seed`.
    pub fn player<G: AiGame>(self, seed: u64) -> Box<dyn Player<G::View> + Send + Sync> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Easy | Level::Normal => G::heuristic(self, seed),
            Level::Hard => Box::new(SearchPlayer::<G>::new(Level::Hard, seed)),
            Level::Expert => Box::new(SearchPlayer::<G>::new(Level::Expert, seed)),
        }
    }

    /// The search budget of a searching level (Hard or Expert); `None` for the others.
    pub const fn budget(self) -> Option<Budget> {
        match self {
            Level::Hard => Some(Budget::HARD),
            Level::Expert => Some(Budget::EXPERT),
            _ => None,
        }
    }
}

/// What every heuristic player does around its tactics: nothing to choose when no card is legal, the only card
/// when one is, a random one with the chance `blunder` (the Easy level's mistakes), otherwise what `tactics`
/// picks (kept to the legal cards).
pub(crate) fn choose_with(
    legal: CardSet,
    blunder: f32,
    rng: &mut ChaCha8Rng,
    tactics: impl FnOnce() -> Option<Card>,
) -> Option<Card> {
    if legal.is_empty() {
        return None;
    }
    if legal.len() == 1 {
        return legal.lowest();
    }
    if blunder > 0.0 && rng.random::<f32>() < blunder {
        return legal.nth(rng.random_range(0..legal.len() as u32) as usize);
    }
    tactics().filter(|c| legal.contains(*c)).or(legal.lowest())
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

impl<V: GameView> Player<V> for RandomPlayer {
    fn choose(&mut self, view: &V) -> Option<Card> {
        let legal = view.legal_moves();
        if legal.is_empty() {
            return None;
        }
        legal.nth(self.rng.random_range(0..legal.len() as u32) as usize)
    }

    fn choose_call(&mut self, _view: &V, calls: &[Call]) -> Option<Call> {
        (!calls.is_empty()).then(|| calls[self.rng.random_range(0..calls.len() as u32) as usize])
    }

    fn choose_pass(&mut self, view: &V, count: usize) -> Option<CardSet> {
        let mut left = view.hand();
        let mut pass = CardSet::EMPTY;
        for _ in 0..count {
            let card = left.nth(self.rng.random_range(0..left.len().max(1) as u32) as usize)?;
            left.remove(card);
            pass.insert(card);
        }
        Some(pass)
    }
}

/// The searching levels: a [`Searcher`] with the Hard or the Expert budget, and the level's pass and call.
#[derive(Clone, Debug)]
pub struct SearchPlayer<G: AiGame> {
    level: Level,
    searcher: Searcher<G>,
}

impl<G: AiGame> SearchPlayer<G> {
    /// A Hard or Expert player (any other level searches as Hard) whose choices are reproducible from `seed`.
    pub fn new(level: Level, seed: u64) -> SearchPlayer<G> {
        let level = if level == Level::Expert {
            Level::Expert
        } else {
            Level::Hard
        };
        SearchPlayer {
            level,
            searcher: Searcher::new(level.budget().unwrap_or(Budget::HARD), seed),
        }
    }

    /// Search iterations run so far (for speed reports).
    pub fn iterations(&self) -> u64 {
        self.searcher.iterations_run
    }
}

impl<G: AiGame> Player<G::View> for SearchPlayer<G> {
    fn choose(&mut self, view: &G::View) -> Option<Card> {
        self.searcher.best(view)
    }

    /// Hard passes as the Normal player does (with its own seed); Expert as its game says (Hearts searches the
    /// pass). Either way its search then knows where the passed cards went.
    fn choose_pass(&mut self, view: &G::View, count: usize) -> Option<CardSet> {
        match self.level {
            Level::Expert => G::expert_pass(view, count, self.searcher.seed()),
            _ => G::heuristic(Level::Normal, self.searcher.seed()).choose_pass(view, count),
        }
    }

    /// Doubles as the Normal player does (with its own seed): the same estimate from sampled deals.
    fn choose_double(&mut self, view: &G::View, double: Call) -> bool {
        G::heuristic(Level::Normal, self.searcher.seed()).choose_double(view, double)
    }

    /// Declares as its game's [`AiGame::hard_call`] (or [`AiGame::expert_call`]) says; its search then plays
    /// the game declared.
    fn choose_call(&mut self, view: &G::View, calls: &[Call]) -> Option<Call> {
        match self.level {
            Level::Expert => G::expert_call(view, calls, self.searcher.seed()),
            _ => G::hard_call(view, calls, self.searcher.seed()),
        }
    }
}

/// The legal cards of `view`, best first, with the Hard search's estimate of each: the game's hint.
/// Deterministic: the same view always gets the same ranking.
pub fn suggest<G: AiGame>(view: &G::View) -> Vec<Suggestion> {
    let mut seed = view.hand().bits() ^ u64::from(view.deals()) << 52;
    for (i, card) in view.trick().cards().iter().enumerate() {
        seed = seed.rotate_left(7) ^ ((card.index() as u64 + 1) << (i * 6));
    }
    seed ^= view.played().bits().rotate_left(17);
    Searcher::<G>::new(Budget::HARD, seed).rank(view)
}
