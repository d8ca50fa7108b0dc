//! A computer player for a match of any game: the same levels, the Hard search spread over frames, and the hint,
//! for whichever game [`AnyMatch`] holds. Each decision starts from a seed made of the player's seed and the
//! view it decides on, so a resumed match plays on exactly as it would have without the interruption.

use super::hearts::PassSearch;
use super::par::STAND_IN_SEED;
use super::{AiGame, Budget, Level, Searcher, Suggestion};
use crate::engine::hearts::HeartsMatch;
use crate::engine::schafkopf::SchafkopfMatch;
use crate::engine::wendellhead::Match;
use crate::engine::whist::WhistMatch;
use crate::engine::{AnyMatch, Call, Card, CardSet, Decision, Seat};

/// A Hard search under way, for the game being played.
#[derive(Clone, Debug)]
enum Search {
    Wendellhead(Searcher<Match>),
    Whist(Searcher<WhistMatch>),
    Hearts(Searcher<HeartsMatch>),
    Schafkopf(Searcher<SchafkopfMatch>),
}

/// A computer seat: its level and seed, and the search (of a card, or of Expert's Hearts pass) it is in the
/// middle of.
#[derive(Clone, Debug)]
pub struct ComputerPlayer {
    /// The level.
    pub level: Level,
    seed: u64,
    search: Option<Box<Search>>,
    pass_search: Option<Box<PassSearch>>,
}

/// Worlds of a searched pass weighed per call of [`ComputerPlayer::think_pass`] for each 100 units of `work`
/// (one world plays out every candidate pass: about a hundred search iterations' time).
const WORK_PER_PASS_WORLD: u32 = 100;

/// A seed for one decision: the player's seed mixed with a fingerprint (FNV-1a) of the view's JSON text.
pub fn decision_seed(seed: u64, view_json: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in view_json.bytes() {
        hash = (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
    }
    seed ^ hash
}

/// One step of a Hard or Expert decision of game `G`: starts the search with `budget` if needed, thinks `work`
/// iterations, and gives the card once the budget is spent.
fn think<G: AiGame>(
    searcher: &mut Option<Searcher<G>>,
    view: &G::View,
    budget: Budget,
    seed: impl FnOnce() -> u64,
    work: u32,
) -> Option<Card> {
    let s = searcher.get_or_insert_with(|| {
        let mut s = Searcher::<G>::new(budget, seed());
        s.begin(view);
        s
    });
    if !s.think(work) {
        return None;
    }
    let card = s.ranking().first().map(|s| s.card);
    *searcher = None;
    card
}

impl ComputerPlayer {
    /// A computer player of `level` whose choices are reproducible from `seed`.
    pub fn new(level: Level, seed: u64) -> ComputerPlayer {
        ComputerPlayer {
            level,
            seed,
            search: None,
            pass_search: None,
        }
    }

    /// The card `seat` plays in `game`, or `None` while still thinking: the Hard and Expert searches do at most
    /// `work` iterations per call, so a game can spread them over frames and keep its frame rate.
    pub fn decide(&mut self, game: &AnyMatch, seat: Seat, work: u32) -> Option<Card> {
        // The view's fingerprint is taken once per decision: when it starts, not on every frame of a search.
        let own = self.seed;
        let seed = || decision_seed(own, &game.view_json(seat));
        let Some(budget) = self.level.budget() else {
            let seed = seed();
            return match game {
                AnyMatch::Wendellhead(g) => self.level.player::<Match>(seed).choose(&g.view(seat)),
                AnyMatch::Whist(g) => self.level.player::<WhistMatch>(seed).choose(&g.view(seat)),
                AnyMatch::Hearts(g) => self.level.player::<HeartsMatch>(seed).choose(&g.view(seat)),
                AnyMatch::Schafkopf(g) => self
                    .level
                    .player::<SchafkopfMatch>(seed)
                    .choose(&g.view(seat)),
            };
        };
        let search = self.search.take().map(|b| *b);
        let (card, left) = match (game, search) {
            (AnyMatch::Wendellhead(g), search) => {
                let mut s = match search {
                    Some(Search::Wendellhead(s)) => Some(s),
                    _ => None,
                };
                let card = think(&mut s, &g.view(seat), budget, seed, work);
                (card, s.map(Search::Wendellhead))
            }
            (AnyMatch::Whist(g), search) => {
                let mut s = match search {
                    Some(Search::Whist(s)) => Some(s),
                    _ => None,
                };
                let card = think(&mut s, &g.view(seat), budget, seed, work);
                (card, s.map(Search::Whist))
            }
            (AnyMatch::Hearts(g), search) => {
                let mut s = match search {
                    Some(Search::Hearts(s)) => Some(s),
                    _ => None,
                };
                let card = think(&mut s, &g.view(seat), budget, seed, work);
                (card, s.map(Search::Hearts))
            }
            (AnyMatch::Schafkopf(g), search) => {
                let mut s = match search {
                    Some(Search::Schafkopf(s)) => Some(s),
                    _ => None,
                };
                let card = think(&mut s, &g.view(seat), budget, seed, work);
                (card, s.map(Search::Schafkopf))
            }
        };
        self.search = left.map(Box::new);
        card
    }

    /// The cards `seat` passes in `game` when the game asks it for a pass (Hearts) or lays away (Dreiwendsch's
    /// skat taker), from its view only; `None` when neither is asked of it. Every level decides at once (Hard as
    /// Normal does: the search plays the hand that follows, knowing where its own cards went).
    pub fn decide_pass(&mut self, game: &AnyMatch, seat: Seat) -> Option<CardSet> {
        let (Some(Decision::PassCards { seat: asked, count })
        | Some(Decision::Discard { seat: asked, count })) = game.decision()
        else {
            return None;
        };
        if asked != seat {
            return None;
        }
        let seed = decision_seed(self.seed, &game.view_json(seat));
        match game {
            AnyMatch::Hearts(g) => self
                .level
                .player::<HeartsMatch>(seed)
                .choose_pass(&g.view(seat), count),
            AnyMatch::Schafkopf(g) => self
                .level
                .player::<SchafkopfMatch>(seed)
                .choose_pass(&g.view(seat), count),
            _ => None,
        }
    }

    /// Whether a decision is under way (a search begun and not yet done).
    pub fn thinking(&self) -> bool {
        self.search.is_some() || self.pass_search.is_some()
    }

    /// The cards `seat` passes or lays away, as [`ComputerPlayer::decide_pass`] chooses them, but spread over
    /// calls: Expert's Hearts pass weighs its candidates a few worlds (about `work` search iterations' time) a
    /// call and gives `None` until it is done; every other pass comes at once. The result is the same.
    pub fn think_pass(&mut self, game: &AnyMatch, seat: Seat, work: u32) -> Option<CardSet> {
        let (AnyMatch::Hearts(g), Level::Expert, Some(Decision::PassCards { seat: asked, count })) =
            (game, self.level, game.decision())
        else {
            self.pass_search = None;
            return self.decide_pass(game, seat);
        };
        if asked != seat {
            return None;
        }
        let own = self.seed;
        let search = self.pass_search.get_or_insert_with(|| {
            let seed = decision_seed(own, &game.view_json(seat));
            Box::new(PassSearch::new(&g.view(seat), count, seed))
        });
        if !search.think((work / WORK_PER_PASS_WORLD).max(1)) {
            return None;
        }
        let pass = search.best();
        self.pass_search = None;
        pass
    }

    /// The call `seat` makes in `game` when the game asks it to declare (Schafkopf), from its view only; `None`
    /// when no call is asked of it. Hard simulates the hand over deals of the cards it cannot see, at once (a
    /// few milliseconds).
    pub fn decide_call(&mut self, game: &AnyMatch, seat: Seat) -> Option<Call> {
        let Some(Decision::Declare { seat: asked }) = game.decision() else {
            return None;
        };
        if asked != seat {
            return None;
        }
        let calls = game.calls();
        let seed = decision_seed(self.seed, &game.view_json(seat));
        match game {
            AnyMatch::Schafkopf(g) => self
                .level
                .player::<SchafkopfMatch>(seed)
                .choose_call(&g.view(seat), &calls),
            _ => None,
        }
    }

    /// The double (Kontra or Re) `seat` says in `game` before its card, when the game offers it one and the
    /// computer judges its side likely to win, from its view only (deals of the cards it cannot see played out);
    /// `None` otherwise (then it plays its card: [`ComputerPlayer::decide`]). Every level decides at once (a
    /// millisecond or so); Random never doubles. Ask before each card: a double said, the seat is asked again
    /// for its card, and no double is offered to it twice.
    pub fn decide_double(&mut self, game: &AnyMatch, seat: Seat) -> Option<Call> {
        if game.to_act() != Some(seat) {
            return None;
        }
        let double = game.double_offered()?;
        let seed = decision_seed(self.seed, &game.view_json(seat));
        match game {
            AnyMatch::Schafkopf(g) => self
                .level
                .player::<SchafkopfMatch>(seed)
                .choose_double(&g.view(seat), double)
                .then_some(double),
            _ => None,
        }
    }
}

/// The double the Hard computer standing in for the person would say now from `seat`'s view of `game` (the hint
/// while a double is offered); `None` when none is offered or it would not double.
pub fn suggest_double(game: &AnyMatch, seat: Seat) -> Option<Call> {
    ComputerPlayer::new(Level::Hard, STAND_IN_SEED).decide_double(game, seat)
}

/// The call the Hard computer standing in for the person would make from `seat`'s view of `game`: the hint
/// while declaring, and the review's verdict on a call (the same seed as par's replay: [`STAND_IN_SEED`]).
pub fn suggest_call(game: &AnyMatch, seat: Seat) -> Option<Call> {
    ComputerPlayer::new(Level::Hard, STAND_IN_SEED).decide_call(game, seat)
}

/// The cards the Hard computer standing in for the person would pass or lay away from `seat`'s view of `game`:
/// the hint while passing, and the review's verdict on a pass.
pub fn suggest_pass(game: &AnyMatch, seat: Seat) -> Option<CardSet> {
    ComputerPlayer::new(Level::Hard, STAND_IN_SEED).decide_pass(game, seat)
}

/// The legal cards of `seat` in `game`, best first, ranked by the Hard search from that seat's view: the hint
/// and the review's verdict on a card. Its first card is the one the Hard computer standing in for the person
/// plays in par's replay: the search is seeded the same way ([`STAND_IN_SEED`] and the view).
pub fn suggest_any(game: &AnyMatch, seat: Seat) -> Vec<Suggestion> {
    let seed = decision_seed(STAND_IN_SEED, &game.view_json(seat));
    match game {
        AnyMatch::Wendellhead(g) => Searcher::<Match>::new(Budget::HARD, seed).rank(&g.view(seat)),
        AnyMatch::Whist(g) => Searcher::<WhistMatch>::new(Budget::HARD, seed).rank(&g.view(seat)),
        AnyMatch::Hearts(g) => Searcher::<HeartsMatch>::new(Budget::HARD, seed).rank(&g.view(seat)),
        AnyMatch::Schafkopf(g) => {
            Searcher::<SchafkopfMatch>::new(Budget::HARD, seed).rank(&g.view(seat))
        }
    }
}
