//! The Hard level: Information-Set Monte Carlo Tree Search over possible worlds sampled from the seat's view,
//! with greedy rollouts, and an exact search of the last few tricks of a deal. Written once for every game
//! through [`AiGame`]: the game says how to sample a world, where the horizon is and what each seat earns.
//!
//! Every budget is an iteration count, never a clock, so a seed always gives the same decision.

use rand::{Rng, RngExt};
use rand_chacha::ChaCha8Rng;

use super::AiGame;
use crate::engine::trick::{SuitOrder, TrickOrder};
use crate::engine::{Card, CardSet, Game, GameView, MAX_SEATS, Seat};

/// How much searching a decision gets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Tree-search iterations (one sampled world and one rollout each).
    pub iterations: u32,
    /// UCB exploration constant (rewards are in 0..1).
    pub exploration: f32,
    /// Hands at or below this size, with the stock gone, are searched exactly.
    pub endgame_cards: usize,
    /// Worlds sampled for the exact endgame search.
    pub endgame_worlds: u32,
    /// Hands at or below this size are searched exactly in a deal of two sides ([`AiGame::two_sided`]), where
    /// alpha-beta cut-offs and interchangeable cards searched once let the exact search reach further.
    pub sided_endgame_cards: usize,
    /// The game's Expert knowledge: its worlds weighted by what the play suggests
    /// ([`AiGame::expert_sample_world`]) and its Expert rollouts ([`AiGame::expert_rollout_move`]).
    pub expert: bool,
}

impl Budget {
    /// The Hard level's budget.
    pub const HARD: Budget = Budget {
        iterations: 3000,
        exploration: 0.7,
        endgame_cards: 3,
        endgame_worlds: 48,
        sided_endgame_cards: 3,
        expert: false,
    };

    /// The Expert level's budget: four times Hard's iterations (in Hearts no more time a card than xinxin at its
    /// strongest, `docs/ai.md`), twice the endgame worlds, and the game's Expert worlds, rollouts, iterations and
    /// exploration ([`AiGame::expert_iterations`], [`AiGame::expert_exploration`]).
    pub const EXPERT: Budget = Budget {
        iterations: 11_000,
        exploration: 0.7,
        endgame_cards: 3,
        endgame_worlds: 96,
        sided_endgame_cards: 5,
        expert: true,
    };
}

/// The Expert's exploration constant in the games whose reward is a share of the tricks or Pins still to play
/// (Whist, Wendellhead): there two cards' rewards differ by a few hundredths, and Hard's 0.7 spreads Expert's
/// longer search nearly evenly over the cards. Measured against 0.7 and 0.1 in `docs/ai.md`.
pub const EXPERT_SHARE_EXPLORATION: f32 = 0.2;

/// A legal card with the search's estimate of its worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suggestion {
    /// The card.
    pub card: Card,
    /// The estimated reward (0..1) of playing it: the share of the rest of the deal's tricks this seat (or its
    /// side) wins, 1 for a card that wins a Flint in Wendellhead.
    pub value: f32,
    /// How much search went into the estimate (iterations or worlds).
    pub visits: u32,
}

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node {
    card: Card,
    mover: Seat,
    visits: u32,
    available: u32,
    reward: f32,
    first_child: u32,
    next_sibling: u32,
}

/// What a searcher is working on: the decision begun by [`Searcher::begin`].
#[derive(Clone, Debug)]
struct Task<V> {
    view: V,
    legal: CardSet,
    /// Exact endgame: per legal card, the summed reward over the worlds searched so far.
    exact: Option<Vec<(Card, f32)>>,
    /// Iterations (tree search) or worlds (endgame) done, and the total the budget allows.
    done: u32,
    total: u32,
    /// The UCB exploration constant for this decision (the budget's, or the game's Expert one).
    exploration: f32,
}

/// A reusable searcher (keeps its node arena between decisions).
///
/// A decision can be made at once ([`Searcher::rank`], [`Searcher::best`]) or spread over frames: [`begin`]
/// it, call [`think`] with a small amount of work each frame until it says it is done, then read the
/// [`ranking`]. Both ways give exactly the same result, so a game can keep its frame rate (on the web too,
/// without threads) and still play as the benchmarks and tournaments measured.
///
/// [`begin`]: Searcher::begin
/// [`think`]: Searcher::think
/// [`ranking`]: Searcher::ranking
#[derive(Clone, Debug)]
pub struct Searcher<G: AiGame> {
    /// The seed it was made with.
    seed: u64,
    budget: Budget,
    rng: ChaCha8Rng,
    nodes: Vec<Node>,
    path: Vec<u32>,
    task: Option<Task<G::View>>,
    /// Iterations run in total, for speed reports.
    pub iterations_run: u64,
}

impl<G: AiGame> Searcher<G> {
    /// A searcher with this budget whose choices are reproducible from `seed`.
    pub fn new(budget: Budget, seed: u64) -> Searcher<G> {
        Searcher {
            seed,
            budget,
            rng: crate::engine::deck::rng(seed, 0x15),
            nodes: Vec::new(),
            path: Vec::new(),
            task: None,
            iterations_run: 0,
        }
    }

    /// The seed it was made with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A possible world for `view`.
    fn world(&mut self, view: &G::View) -> Option<G> {
        if self.budget.expert {
            G::expert_sample_world(view, &mut self.rng)
        } else {
            G::sample_world(view, &mut self.rng)
        }
    }

    /// Every legal card of `view` with its estimated worth, best first.
    pub fn rank(&mut self, view: &G::View) -> Vec<Suggestion> {
        self.begin(view);
        while !self.think(u32::MAX) {}
        self.ranking()
    }

    /// The best card for `view`.
    pub fn best(&mut self, view: &G::View) -> Option<Card> {
        self.rank(view).first().map(|s| s.card)
    }

    /// Starts deciding for `view`, dropping any decision in progress.
    pub fn begin(&mut self, view: &G::View) {
        let legal = view.legal_moves();
        let cards = if G::two_sided(view) {
            self.budget.sided_endgame_cards
        } else {
            self.budget.endgame_cards
        };
        let endgame = G::exact_endgame(view, cards);
        // A forced card needs no search.
        let total = match (legal.len() > 1, endgame) {
            (false, _) => 0,
            (true, true) => self.budget.endgame_worlds,
            (true, false) if self.budget.expert => {
                G::expert_iterations(view, self.budget.iterations)
            }
            (true, false) => self.budget.iterations,
        };
        self.nodes.clear();
        self.nodes.push(Node {
            card: card_fallback(),
            mover: view.seat(),
            visits: 0,
            available: 0,
            reward: 0.0,
            first_child: NONE,
            next_sibling: NONE,
        });
        let exploration = if self.budget.expert {
            G::expert_exploration(self.budget.exploration)
        } else {
            self.budget.exploration
        };
        self.task = Some(Task {
            view: view.clone(),
            legal,
            exact: endgame.then(|| legal.iter().map(|c| (c, 0.0)).collect()),
            done: 0,
            total,
            exploration,
        });
    }

    /// Does up to `work` iterations (or endgame worlds) of the decision in progress; `true` once the budget is
    /// spent (or nothing was begun).
    pub fn think(&mut self, work: u32) -> bool {
        let Some(mut task) = self.task.take() else {
            return true;
        };
        let steps = work.min(task.total - task.done);
        for _ in 0..steps {
            match &mut task.exact {
                Some(totals) => self.exact_world(&task.view, totals),
                None => self.iterate(&task.view, task.exploration),
            }
        }
        task.done += steps;
        let finished = task.done >= task.total;
        self.task = Some(task);
        finished
    }

    /// The ranking of the decision in progress so far (final once [`Searcher::think`] returned `true`): every
    /// legal card, best first.
    pub fn ranking(&self) -> Vec<Suggestion> {
        let Some(task) = &self.task else {
            return Vec::new();
        };
        let mut out: Vec<Suggestion> = match &task.exact {
            Some(totals) => totals
                .iter()
                .map(|&(card, total)| Suggestion {
                    card,
                    value: total / task.done.max(1) as f32,
                    visits: task.done,
                })
                .collect(),
            None => {
                let mut out = Vec::new();
                let mut child = self.nodes[0].first_child;
                while child != NONE {
                    let c = self.nodes[child as usize];
                    if task.legal.contains(c.card) {
                        out.push(Suggestion {
                            card: c.card,
                            value: c.reward / c.visits.max(1) as f32,
                            visits: c.visits,
                        });
                    }
                    child = c.next_sibling;
                }
                out
            }
        };
        for card in task.legal {
            if !out.iter().any(|s| s.card == card) {
                out.push(Suggestion {
                    card,
                    value: 0.0,
                    visits: 0,
                });
            }
        }
        if task.exact.is_some() {
            out.sort_by(|a, b| b.value.total_cmp(&a.value).then(a.card.cmp(&b.card)));
        } else {
            // The most visited card is the robust choice; its mean reward is the reported value.
            out.sort_by(|a, b| b.visits.cmp(&a.visits).then(a.card.cmp(&b.card)));
        }
        out
    }

    /// One ISMCTS iteration: sample a world, descend the tree, expand one card, roll out, back up.
    fn iterate(&mut self, view: &G::View, exploration: f32) {
        let Some(start) = self.world(view) else {
            return;
        };
        let horizon = start.horizon();
        let mut world = start.clone();
        self.path.clear();
        let mut node = 0u32;
        // Selection and expansion.
        while !finished(&world, horizon) {
            let moves = world.legal_moves();
            let mover = world.to_act().unwrap_or(view.seat());
            let mut untried = moves;
            let mut best = NONE;
            let mut best_score = f32::MIN;
            let mut child = self.nodes[node as usize].first_child;
            while child != NONE {
                let c = &mut self.nodes[child as usize];
                if moves.contains(c.card) {
                    untried.remove(c.card);
                    c.available += 1;
                    let mean = c.reward / c.visits.max(1) as f32;
                    let score = mean
                        + exploration * ((c.available as f32).ln() / c.visits.max(1) as f32).sqrt();
                    if score > best_score {
                        best_score = score;
                        best = child;
                    }
                }
                child = c.next_sibling;
            }
            if !untried.is_empty() {
                let card = untried
                    .nth(self.rng.random_range(0..untried.len() as u32) as usize)
                    .unwrap_or(card_fallback());
                let id = self.nodes.len() as u32;
                let parent = &mut self.nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                self.nodes.push(Node {
                    card,
                    mover,
                    visits: 0,
                    available: 1,
                    reward: 0.0,
                    first_child: NONE,
                    next_sibling: sibling,
                });
                let _ = world.play(mover, card, &mut ());
                self.path.push(id);
                break;
            }
            if best == NONE {
                break;
            }
            let card = self.nodes[best as usize].card;
            let _ = world.play(mover, card, &mut ());
            self.path.push(best);
            node = best;
        }
        // Rollout.
        while !finished(&world, horizon) {
            let Some(seat) = world.to_act() else { break };
            let card = if self.budget.expert {
                world.expert_rollout_move(&mut self.rng)
            } else {
                world.rollout_move(&mut self.rng)
            };
            let _ = world.play(seat, card, &mut ());
        }
        let reward = G::rewards(&start, &world);
        self.nodes[0].visits += 1;
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            n.reward += reward[n.mover.index()];
        }
        self.iterations_run += 1;
    }

    /// One world of the exact endgame search: every legal card searched to the end of the deal.
    fn exact_world(&mut self, view: &G::View, totals: &mut [(Card, f32)]) {
        let Some(start) = self.world(view) else {
            return;
        };
        let horizon = start.horizon();
        let me = view.seat();
        // Two sides: the seat's side maximises its reward, the other minimises it, and alpha-beta may cut.
        let sides = (self.budget.sided_endgame_cards > self.budget.endgame_cards
            && G::two_sided(view))
        .then(|| start.my_side(me));
        for (card, total) in totals.iter_mut() {
            let mut world = start.clone();
            let _ = world.play(me, *card, &mut ());
            *total += match &sides {
                Some(mine) => alpha_beta(
                    &start,
                    &world,
                    horizon,
                    me.index(),
                    mine,
                    f32::MIN,
                    f32::MAX,
                ),
                None => G::rewards(&start, &maxn(&start, &world, horizon))[me.index()],
            };
        }
        self.iterations_run += 1;
    }
}

/// Whether the search horizon (the end of the deal, a Flint or game, the end of the match) is reached.
fn finished<G: AiGame>(world: &G, horizon: u64) -> bool {
    world.to_act().is_none() || world.horizon() != horizon
}

/// The Whist family's rollout policy: win the trick as cheaply as possible when possible, otherwise throw the
/// lowest card; lead a high card; a little randomness keeps the rollouts varied.
pub fn greedy_rollout_move<G: Game>(world: &G, rng: &mut impl Rng) -> Card {
    let legal = world.legal_moves();
    if let Some(card) = random_sometimes(legal, rng) {
        return card;
    }
    let order = SuitOrder {
        trump: world.trump(),
    };
    let trick = world.trick();
    let weakest = |cards: CardSet| {
        cards
            .iter()
            .min_by_key(|&c| (Some(c.suit()) == order.trump, c.rank()))
    };
    match trick.lead() {
        None => legal
            .iter()
            .filter(|&c| Some(c.suit()) != order.trump)
            .max_by_key(|&c| c.rank())
            .or_else(|| legal.lowest()),
        Some(_) => cheapest_winner(legal, trick, &order).or_else(|| weakest(legal)),
    }
    .unwrap_or_else(card_fallback)
}

/// The Expert rollout's card in a game where the highest card under `order` takes the trick, seeing every hand of
/// the world as a rollout may: win only with a card no opponent still to play can beat (the cheapest such), leave
/// a partner's trick that holds to `give` (the weakest card, or Schafkopf's points), and otherwise throw `weakest`;
/// lead the lowest card nobody can beat, else what `lead` says. `None` when there is no card to play.
pub fn holding_rollout_move<G: Game>(
    world: &G,
    order: &impl TrickOrder,
    partners: impl Fn(Seat, Seat) -> bool,
    weakest: impl Fn(CardSet) -> Option<Card>,
    give: impl Fn(CardSet) -> Option<Card>,
    lead: impl FnOnce(CardSet) -> Option<Card>,
) -> Option<Card> {
    let legal = world.legal_moves();
    let mover = world.to_act()?;
    let n = world.players();
    let trick = world.trick();
    let later = n as usize - trick.len() - 1;
    // The highest power (`order.power`) an opponent still to play this trick could put on a lead of class `led`:
    // 0 when none can win it.
    let threat = |led: u8| {
        (1..=later)
            .map(|k| mover.plus(k, n))
            .filter(|&seat| !partners(seat, mover))
            .filter_map(|seat| {
                let hand = world.hand(seat);
                let follow = hand & order.class_cards(led);
                let options = if follow.is_empty() { hand } else { follow };
                options.iter().map(|c| order.power(c, led)).max()
            })
            .max()
            .unwrap_or(0)
    };
    // Rollouts ask this for every card in hand: each class's threat is worked out once (the rollouts are most
    // of the search's time). Classes are 0 to 4 (`TrickOrder::class_of`); a larger one is worked out each time.
    let threats: [std::cell::Cell<Option<u32>>; 8] = Default::default();
    // Whether an opponent still to play this trick could beat `power` in the class `led`.
    let beaten = |power: u32, led: u8| {
        let threat = match threats.get(led as usize) {
            Some(cached) => cached.get().unwrap_or_else(|| {
                let worked_out = threat(led);
                cached.set(Some(worked_out));
                worked_out
            }),
            None => threat(led),
        };
        threat > power
    };
    let Some(first) = trick.lead() else {
        let sure = legal
            .iter()
            .filter(|&c| {
                let led = order.class_of(c);
                !beaten(order.power(c, led), led)
            })
            .min_by_key(|&c| order.power(c, order.class_of(c)));
        return sure.or_else(|| lead(legal));
    };
    let led = order.class_of(first);
    let (winner, best) = trick
        .plays(n)
        .map(|(seat, c)| (seat, order.power(c, led)))
        .max_by_key(|&(_, p)| p)?;
    if partners(winner, mover) && !beaten(best, led) {
        return give(legal);
    }
    legal
        .iter()
        .filter(|&c| order.power(c, led) > best && !beaten(order.power(c, led), led))
        .min_by_key(|&c| order.power(c, led))
        .or_else(|| weakest(legal))
}

/// The Expert rollout's card in a game of suits and trumps (Wendellhead, Whist): [`holding_rollout_move`] with
/// the weakest card the lowest plain one, and [`low_from_longest`] for a lead without a sure winner; one card in
/// eight at random, as Hard's rollouts.
pub fn suit_expert_rollout_move<G: Game>(
    world: &G,
    rng: &mut ChaCha8Rng,
    partners: impl Fn(Seat, Seat) -> bool,
) -> Card {
    let legal = world.legal_moves();
    if let Some(card) = random_sometimes(legal, rng) {
        return card;
    }
    let trump = world.trump();
    let order = SuitOrder { trump };
    let weakest = |cards: CardSet| {
        cards
            .iter()
            .min_by_key(|&c| (Some(c.suit()) == trump, c.rank()))
    };
    holding_rollout_move(world, &order, partners, weakest, weakest, |cards| {
        low_from_longest(cards, trump)
    })
    .unwrap_or_else(|| greedy_rollout_move(world, rng))
}

/// A lead for rollouts without a sure winner: the lowest card of the longest suit other than trumps (trumps only
/// when nothing else is left), so high cards are not thrown away.
pub fn low_from_longest(cards: CardSet, trump: Option<crate::engine::Suit>) -> Option<Card> {
    crate::engine::Suit::ALL
        .into_iter()
        .filter(|&s| Some(s) != trump)
        .map(|s| cards.of_suit(s))
        .filter(|c| !c.is_empty())
        .max_by_key(|c| c.len())
        .and_then(|c| c.lowest())
        .or_else(|| cards.lowest())
}

/// A rollout's random card, one time in eight (and the only card when there is one): it keeps rollouts varied.
pub(crate) fn random_sometimes(legal: CardSet, rng: &mut impl Rng) -> Option<Card> {
    let r = rng.random::<u32>();
    if legal.len() == 1 || r % 8 == 0 {
        return legal.nth((r >> 3) as usize % legal.len().max(1));
    }
    None
}

/// The legal card that beats the trick so far by the least, under `order`, if one does.
pub(crate) fn cheapest_winner(
    legal: CardSet,
    trick: &crate::engine::Trick,
    order: &impl TrickOrder,
) -> Option<Card> {
    let led = order.class_of(trick.lead()?);
    let best = trick
        .cards()
        .iter()
        .map(|&c| order.power(c, led))
        .max()
        .unwrap_or(0);
    legal
        .iter()
        .filter(|&c| order.power(c, led) > best)
        .min_by_key(|&c| order.power(c, led))
}

/// A placeholder card where an API needs one and none can be chosen (never played).
pub(crate) fn card_fallback() -> Card {
    Card::new(crate::engine::Rank::Two, crate::engine::Suit::Clubs)
}

/// Max^n search to the horizon with all cards known: each seat plays to maximise its own reward from `root`.
/// Returns the final position.
fn maxn<G: AiGame>(root: &G, world: &G, horizon: u64) -> G {
    if finished(world, horizon) {
        return world.clone();
    }
    let Some(seat) = world.to_act() else {
        return world.clone();
    };
    let s = seat.index();
    let mut best: Option<(f32, G)> = None;
    for card in world.legal_moves() {
        let mut next = world.clone();
        let _ = next.play(seat, card, &mut ());
        let end = maxn(root, &next, horizon);
        let score = G::rewards(root, &end)[s];
        if best.as_ref().is_none_or(|b| score > b.0) {
            best = Some((score, end));
        }
    }
    best.map_or_else(|| world.clone(), |b| b.1)
}

/// Alpha-beta to the horizon with all cards known, in a deal of two sides: the seats of `mine` share the reward of
/// seat `me` and play to raise it, the others to lower it. Interchangeable cards are searched once
/// ([`AiGame::distinct_moves`]). Returns `me`'s reward from `root` with both sides playing their best.
fn alpha_beta<G: AiGame>(
    root: &G,
    world: &G,
    horizon: u64,
    me: usize,
    mine: &[bool; MAX_SEATS],
    mut alpha: f32,
    mut beta: f32,
) -> f32 {
    let seat = match world.to_act() {
        Some(seat) if !finished(world, horizon) => seat,
        _ => return G::rewards(root, world)[me],
    };
    let moves = world.distinct_moves();
    if moves.is_empty() {
        return G::rewards(root, world)[me];
    }
    let raising = mine[seat.index()];
    let mut best = if raising { f32::MIN } else { f32::MAX };
    for card in moves {
        let mut next = world.clone();
        let _ = next.play(seat, card, &mut ());
        let value = alpha_beta(root, &next, horizon, me, mine, alpha, beta);
        if raising {
            best = best.max(value);
            alpha = alpha.max(value);
        } else {
            best = best.min(value);
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    best
}

/// [`distinct_cards`] in a game of suits and trumps whose cards carry no points of their own (Wendellhead,
/// Whist): runs of one suit.
pub fn distinct_suit_cards<G: Game>(world: &G) -> CardSet {
    distinct_cards(
        world,
        &SuitOrder {
            trump: world.trump(),
        },
        |_| 0,
    )
}

/// The legal cards of `world`'s seat to act, one of each run of interchangeable cards: cards of one class under
/// `order` and of the same `worth` with no other card still in play (in a hand or on the trick) between them.
/// Either card of such a run takes the same tricks and the same points, so an exact search tries only the lowest.
pub fn distinct_cards<G: Game>(
    world: &G,
    order: &impl TrickOrder,
    worth: impl Fn(Card) -> u32,
) -> CardSet {
    let legal = world.legal_moves();
    if legal.len() <= 1 {
        return legal;
    }
    let mut live: CardSet = world.trick().cards().iter().copied().collect();
    for s in 0..world.players() {
        live |= world.hand(Seat(s));
    }
    legal
        .iter()
        .filter(|&card| {
            let class = order.class_of(card);
            let power = order.power(card, class);
            // The live card just below this one in its class: a run goes on through it.
            let below = live
                .iter()
                .filter(|&x| order.class_of(x) == class && order.power(x, class) < power)
                .max_by_key(|&x| order.power(x, class));
            !below.is_some_and(|x| legal.contains(x) && worth(x) == worth(card))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::engine::{Decision, schafkopf, wendellhead, whist};

    /// Plays random legal moves (any call, the lowest cards to pass or lay away) until the seat to act holds
    /// `cards` cards in the play of a deal; `None` if the deal ends first.
    fn endgame<G: AiGame>(mut game: G, cards: usize, rng: &mut ChaCha8Rng) -> Option<G> {
        let deal = game.deals();
        while let Some(seat) = game.to_act().filter(|_| game.deals() == deal) {
            match game.decision() {
                Some(Decision::Declare { .. }) => {
                    let calls = game.calls();
                    let call = calls[rng.random_range(0..calls.len())];
                    game.declare(seat, call, &mut ()).ok()?;
                }
                Some(Decision::PassCards { count, .. } | Decision::Discard { count, .. }) => {
                    let pass = game.hand(seat).iter().take(count).collect();
                    game.pass(seat, pass, &mut ()).ok()?;
                }
                _ if game.hand(seat).len() <= cards => return Some(game),
                _ => {
                    let legal = game.legal_moves();
                    let card = legal.nth(rng.random_range(0..legal.len() as u32) as usize)?;
                    game.play(seat, card, &mut ()).ok()?;
                }
            }
        }
        None
    }

    /// The rule: in a deal of two sides, alpha-beta over the distinct cards gives every card the same value as
    /// max^n over every card (each seat raising its own reward), in every position it is asked about.
    fn alpha_beta_is_max_n<G: AiGame>(games: impl Iterator<Item = G>, cards: usize) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut checked = 0;
        for game in games {
            let Some(world) = endgame(game, cards, &mut rng) else {
                continue;
            };
            let me = world.to_act().unwrap();
            if !G::two_sided(&world.view(me)) {
                continue;
            }
            let horizon = world.horizon();
            let mine = world.my_side(me);
            for card in world.legal_moves() {
                let mut next = world.clone();
                next.play(me, card, &mut ()).unwrap();
                let exact = G::rewards(&world, &maxn(&world, &next, horizon))[me.index()];
                let cut = alpha_beta(
                    &world,
                    &next,
                    horizon,
                    me.index(),
                    &mine,
                    f32::MIN,
                    f32::MAX,
                );
                assert!(
                    (exact - cut).abs() < 1e-6,
                    "{card}: max^n {exact}, alpha-beta {cut}"
                );
            }
            checked += 1;
        }
        checked
    }

    #[test]
    fn alpha_beta_over_distinct_cards_values_every_card_as_max_n_does() {
        let whist = (0..300)
            .map(|seed| whist::WhistMatch::new(whist::Rules::standard(), seed, &mut ()).unwrap());
        assert!(alpha_beta_is_max_n(whist, 3) > 250);
        let two = (0..300).map(|seed| {
            wendellhead::Match::new(wendellhead::Rules::standard(2), seed, &mut ()).unwrap()
        });
        assert!(alpha_beta_is_max_n(two, 3) > 250);
        for variant in schafkopf::Variant::ALL {
            let rules = schafkopf::Rules::of_variant(variant);
            let games =
                (0..300).map(|seed| schafkopf::SchafkopfMatch::new(rules, seed, &mut ()).unwrap());
            assert!(alpha_beta_is_max_n(games, 3) > 100, "{variant:?}");
        }
    }

    #[test]
    fn interchangeable_cards_are_searched_once() {
        // The rule: of the cards a seat may play, those of one suit with no other card still in play between them
        // are one choice; one of each such run is kept, and only those.
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let (mut positions, mut dropped) = (0, 0);
        for seed in 0..400 {
            let game = whist::WhistMatch::new(whist::Rules::standard(), seed, &mut ()).unwrap();
            let Some(world) = endgame(game, 7, &mut rng) else {
                continue;
            };
            let order = SuitOrder {
                trump: Game::trump(&world),
            };
            let legal = world.legal_moves();
            let kept = distinct_cards(&world, &order, |_| 0);
            assert!(kept.iter().all(|c| legal.contains(c)));
            let mut others: CardSet = world.trick().cards().iter().copied().collect();
            for s in 0..4 {
                others |= world.hand(Seat(s));
            }
            others -= legal;
            let apart = |a: Card, b: Card| {
                let (lo, hi) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
                a.suit() != b.suit()
                    || others
                        .iter()
                        .any(|x| x.suit() == a.suit() && x.rank() > lo && x.rank() < hi)
            };
            for c in legal {
                let runs = kept.iter().filter(|&k| !apart(c, k)).count();
                assert_eq!(runs, 1, "{c} in {legal:?}, kept {kept:?}");
            }
            positions += 1;
            dropped += legal.len() - kept.len();
        }
        assert!(
            positions > 300 && dropped > 100,
            "{positions} positions, {dropped} cards dropped"
        );
    }
}
