//! What the computer players know of Wendish Schafkopf: possible worlds deal the unseen cards respecting shown
//! voids (trumps are one class) and what the calls and cards have shown (a wedding player's black queens, a called
//! card not in the wedding player's hand); the world's contract follows from where its black queens lie, so a game
//! that looks normal may be a silent solo in some worlds. The search stops at the end of the deal and each seat
//! earns what it is paid; rollouts play by Schafkopf's own order. Easy and Normal declare and play as a club
//! player does: a solo with a strong hand, a wedding calling an ace, trumps led by the declarers, points given to a
//! known partner's trick (schmieren), the Q♣ kept back.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::sample::deal_unseen;
use super::{AiGame, Level, Player};
use crate::engine::schafkopf::{
    Called, ContractKind, HiddenCards, PILES, QUEEN_OF_CLUBS, QUEEN_OF_SPADES, SchafkopfMatch,
    SchafkopfOrder, Stage, TRUMP_CLASS, Variant, View, card_points, points,
};
use crate::engine::trick::TrickOrder;
use crate::engine::{Call, Card, CardSet, Game, MAX_SEATS, Rank, Seat, Suit, deck as shuffle};

/// The slot of the sampling that stands for Dreiwendsch's cards out of play (never a seat at three players).
const OUT_OF_PLAY: usize = 4;

/// A world of the game for two: the face-down cards nobody has seen dealt at random to the covered piles (a void
/// shown with the face-up cards says nothing about the cards still face down).
fn two_player_world(view: &View, rng: &mut ChaCha8Rng) -> Option<SchafkopfMatch> {
    let mut unseen = view.rules.deck() - view.played() - view.trick.to_set();
    for card in view.piles.iter().flatten().flatten() {
        unseen.remove(*card);
    }
    let mut down = [[None; PILES]; 2];
    for (p, piles) in down.iter_mut().enumerate() {
        for (i, slot) in piles.iter_mut().enumerate() {
            if view.covered[p] & (1 << i) != 0 {
                let card = unseen.nth(rng.random_range(0..unseen.len().max(1) as u32) as usize)?;
                unseen.remove(card);
                *slot = Some(card);
            }
        }
    }
    let hidden = HiddenCards {
        down,
        ..HiddenCards::default()
    };
    // The search stops at the end of the deal (`horizon`), so the world need not deal the next one.
    SchafkopfMatch::from_view(view, &hidden, rng.random())
        .ok()
        .map(SchafkopfMatch::ending_with_deal)
}

/// The cards of `cards` that `seat` may hold given the classes it has shown void in.
fn allowed_by_class_voids(cards: CardSet, voids: u8, order: &SchafkopfOrder) -> CardSet {
    (0..=TRUMP_CLASS)
        .filter(|class| voids & (1 << class) != 0)
        .fold(cards, |ok, class| ok - order.class_cards(class))
}

impl AiGame for SchafkopfMatch {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<SchafkopfMatch> {
        let seen = view.contract.filter(|_| view.stage == Stage::Playing)?;
        if view.rules.variant == Variant::Two {
            return two_player_world(view, rng);
        }
        let n = view.rules.players() as usize;
        let order = view.order();
        let played = view.played() | view.trick.to_set();
        let mut unseen = view.rules.deck() - view.hand - played - view.discard - view.skat;
        // Cards whose place is known: a wedding player's unplayed black queens.
        let mut known = [CardSet::EMPTY; MAX_SEATS];
        if seen.kind == ContractKind::Wedding
            && let Some(wedder) = seen.declarer.filter(|&w| w != view.seat)
        {
            for q in [QUEEN_OF_CLUBS, QUEEN_OF_SPADES] {
                if unseen.contains(q) {
                    known[wedder.index()].insert(q);
                    unseen.remove(q);
                }
            }
        }
        let mut needs = [0usize; MAX_SEATS];
        let mut allowed = [CardSet::EMPTY; MAX_SEATS];
        let mut seats = Vec::with_capacity(4);
        // A Kontra is a defender's: outside a lust solo, a defender holds no black queen.
        let queenless = view
            .doubles
            .kontra
            .filter(|_| seen.kind != ContractKind::Solo && view.rules.variant == Variant::Four);
        for s in 0..n {
            if s == view.seat.index() {
                continue;
            }
            needs[s] = (view.hand_sizes[s] as usize).saturating_sub(known[s].len());
            allowed[s] = allowed_by_class_voids(unseen, view.voids[s], &order);
            if queenless.is_some_and(|k| k.index() == s) {
                allowed[s] -= CardSet::from_iter([QUEEN_OF_CLUBS, QUEEN_OF_SPADES]);
            }
            // A wedding calls a card its player does not hold.
            if let (ContractKind::Wedding, Some(wedder), Some(Called(Some(card)))) =
                (seen.kind, seen.declarer, seen.called)
                && wedder.index() == s
            {
                allowed[s].remove(card);
            }
            seats.push(s);
        }
        // Dreiwendsch: the two cards out of play this seat has not seen (the skat nobody took, or another's
        // discard) stand in as one more "seat", which may hold anything unseen.
        if n == 3 && view.taker != Some(view.seat) {
            needs[OUT_OF_PLAY] = 2;
            allowed[OUT_OF_PLAY] = unseen;
            seats.push(OUT_OF_PLAY);
        }
        let mut hands = deal_unseen(unseen, &needs, &allowed, &mut seats, rng);
        // The dealing reasons by whole suits; a wedding's called card is one card its player may not hold. If the
        // deal gave it to them anyway, it changes places with a card another seat holds that the wedding player
        // may (the other seat being allowed the called card).
        if let (ContractKind::Wedding, Some(wedder), Some(Called(Some(card)))) =
            (seen.kind, seen.declarer, seen.called)
            && hands[wedder.index()].contains(card)
        {
            let w = wedder.index();
            let swap = (0..n)
                .filter(|&t| t != w && t != view.seat.index() && allowed[t].contains(card))
                .find_map(|t| (hands[t] & allowed[w]).lowest().map(|x| (t, x)));
            if let Some((t, x)) = swap {
                hands[w].remove(card);
                hands[w].insert(x);
                hands[t].remove(x);
                hands[t].insert(card);
            }
        }
        for s in 0..n {
            hands[s] |= known[s];
        }
        let hidden = HiddenCards {
            hands: [hands[0], hands[1], hands[2], hands[3]],
            skat: hands[OUT_OF_PLAY],
            down: [[None; PILES]; 2],
        };
        SchafkopfMatch::from_view(view, &hidden, rng.random())
            .ok()
            .map(SchafkopfMatch::ending_with_deal)
    }

    fn horizon(&self) -> u64 {
        u64::from(self.deals())
    }

    /// What each seat is paid for the deal, from the worst a deal can cost to the best it can bring; a deal not
    /// yet over is judged by its side's share of the card points.
    fn rewards(start: &SchafkopfMatch, end: &SchafkopfMatch) -> [f32; MAX_SEATS] {
        let mut out = [0.5; MAX_SEATS];
        let rules = start.rules();
        let v = rules.values;
        let factor = match rules.variant {
            Variant::Four => v.solo_factor,
            _ => 2,
        };
        // The most this deal can pay in this world: its Laufende (fixed by the deal) and the doubles said (the
        // search plays cards, it says none) scale it.
        let least = rules.laufende;
        let runners = start
            .laufende()
            .filter(|l| least > 0 && l.run >= least)
            .map_or(0, |l| u32::from(l.run));
        let value = (v.base + v.schneider + v.schwarz + runners) * start.doubles().factor();
        let most = (factor * value).max(2) as f32;
        let n = rules.players() as usize;
        let finished = end.deals() != start.deals() || end.stage() == Stage::Over;
        if finished {
            for (s, slot) in out.iter_mut().enumerate().take(n) {
                let delta = (end.balance()[s] - start.balance()[s]) as f32;
                *slot = ((delta + most) / (2.0 * most)).clamp(0.0, 1.0);
            }
            return out;
        }
        if let Some(contract) = end.contract() {
            let declarers = contract.declarers();
            // Without sides each seat is judged by its own share.
            if declarers.is_empty() {
                for (s, slot) in out.iter_mut().enumerate().take(n) {
                    *slot = points(end.taken(Seat(s as u8))) as f32 / 120.0;
                }
                return out;
            }
            let taken: u32 = declarers.iter().map(|s| points(end.taken(*s))).sum::<u32>()
                + points(end.discarded());
            for (s, slot) in out.iter_mut().enumerate().take(n) {
                let share = taken as f32 / 120.0;
                *slot = if declarers.contains(&Seat(s as u8)) {
                    share
                } else {
                    1.0 - share
                };
            }
        }
        out
    }

    /// At most the last four tricks: with Schafkopf's many trumps and cards of different worth, fewer cards are
    /// interchangeable than in Whist, and five cards a hand cost the Expert a tenth of a second at its slowest.
    fn exact_endgame(view: &View, cards: usize) -> bool {
        view.stage == Stage::Playing && view.hand.len() <= cards.min(4)
    }

    /// A declarer's side against the rest, or the game for two; not everyone for themselves.
    fn two_sided(view: &View) -> bool {
        view.contract
            .is_some_and(|c| c.kind != ContractKind::Everyone || view.rules.players() == 2)
    }

    fn my_side(&self, me: Seat) -> [bool; MAX_SEATS] {
        let n = self.rules().players() as usize;
        let declarers = self
            .contract()
            .filter(|c| c.has_sides())
            .map(|c| c.declarers())
            .unwrap_or_default();
        let declaring = declarers.contains(&me);
        std::array::from_fn(|s| {
            let seat = Seat(s as u8);
            s < n
                && (seat == me || (!declarers.is_empty() && declarers.contains(&seat) == declaring))
        })
    }

    /// Cards of one class (trumps, or a plain suit), worth the same points, with no card still in play between
    /// them, take the same tricks and the same points. Not in the game for two, whose piles hold cards still to
    /// come into play that no hand shows.
    fn distinct_moves(&self) -> CardSet {
        if self.rules().variant == Variant::Two {
            return self.legal_moves();
        }
        super::search::distinct_cards(self, &self.order(), card_points)
    }

    fn heuristic(level: Level, seed: u64) -> Box<dyn Player<View> + Send + Sync> {
        match level {
            Level::Easy => Box::new(SchafkopfPlayer::easy(seed)),
            _ => Box::new(SchafkopfPlayer::normal(seed)),
        }
    }

    /// Hard simulates its call: for each call worth weighing (passing, a solo in each suit, the weddings calling
    /// an ace and with the first foreign trick, the silent solo), it deals the unseen cards at random many times
    /// and plays the hand out with Normal players, the other seats declaring as Normal would; it makes the call
    /// that earns the most on average.
    fn hard_call(view: &View, calls: &[Call], seed: u64) -> Option<Call> {
        simulated_call(view, calls, seed, SIMULATED_DEALS)
    }

    /// Expert simulates its call as Hard does, over four times the deals, and in Dreiwendsch takes the skat
    /// where the simulation says that costs less than [`EXPERT_TAKE_ALLOWANCE`].
    fn expert_call(view: &View, calls: &[Call], seed: u64) -> Option<Call> {
        simulated_call_allowing(
            view,
            calls,
            seed,
            EXPERT_SIMULATED_DEALS,
            EXPERT_TAKE_ALLOWANCE,
        )
    }

    /// Schafkopf for four: Hard's iterations. With the Normal player's rollouts (below), Expert measured 0.10 ± 0.08
    /// a deal over Hard at 3,000 iterations and no better at 11,000 (`docs/ai.md`).
    fn expert_iterations(view: &View, budget: u32) -> u32 {
        match view.rules.variant {
            Variant::Four => super::Budget::HARD.iterations,
            _ => budget,
        }
    }

    /// Schafkopf for four: each seat of a rollout plays as the Normal player would from its own view of the
    /// world (one card in eight at random): it knows its partner only as far as that seat could (a black queen
    /// shown, a wedding called), gives points to a partner's trick that holds and draws trumps as a declarer. A
    /// rollout that plays as the seats would, not as if every seat knew the sides, values a card by what it wins
    /// against such play. Elsewhere as Hard's rollouts.
    fn expert_rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        if self.rules().variant != Variant::Four {
            return self.rollout_move(rng);
        }
        let legal = self.legal_moves();
        if let Some(card) = super::search::random_sometimes(legal, rng) {
            return card;
        }
        let Some(seat) = self.to_act() else {
            return self.rollout_move(rng);
        };
        SchafkopfPlayer::normal_tactics()
            .choose(&self.view(seat))
            .filter(|&card| legal.contains(card))
            .unwrap_or_else(|| self.rollout_move(rng))
    }

    /// Rollouts: win a trick with points as cheaply as possible, otherwise throw the card worth least; lead the
    /// highest plain card; one card in eight at random.
    fn rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        let legal = self.legal_moves();
        let fallback = super::search::card_fallback;
        if let Some(card) = super::search::random_sometimes(legal, rng) {
            return card;
        }
        let order = self.order();
        let trick = Game::trick(self);
        match trick.lead() {
            None => legal
                .iter()
                .filter(|&c| !order.is_trump(c))
                .max_by_key(|&c| order.power(c, order.class_of(c)))
                .or_else(|| legal.iter().max_by_key(|&c| order.power(c, TRUMP_CLASS)))
                .unwrap_or_else(fallback),
            Some(lead) => {
                let led = order.class_of(lead);
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
                    .or_else(|| {
                        legal
                            .iter()
                            .min_by_key(|&c| (card_points(c), order.power(c, led)))
                    })
                    .unwrap_or_else(fallback)
            }
        }
    }
}

/// Deals each call is simulated over.
pub const SIMULATED_DEALS: usize = 24;

/// Deals each of the Expert level's calls is simulated over.
pub const EXPERT_SIMULATED_DEALS: usize = 96;

/// Dreiwendsch: how much a taken skat may cost in the Expert's simulated call (its payment a deal) and still be
/// taken. The simulation plays every hand out with Normal players, and the Expert then plays the hand it took
/// with its search, which makes more of it than Normal's play does, so the simulation undervalues taking.
/// Measured against Hard over 64 shuffles (`docs/ai.md`): without an allowance level (0.04 a deal worse); with
/// 0.5 a deal 0.17 to 0.28 better, with 1.0 0.29 to 0.46 better (three sets of shuffles each), with 1.5 no
/// better than 1.0; a negative allowance (taking less often) clearly worse.
pub const EXPERT_TAKE_ALLOWANCE: f64 = 1.0;

/// The calls worth simulating: every solo, passing, taking the skat, the silent solo, the first foreign trick and
/// calling each plain ace (calling a low card is never better than calling an ace, and would take the search too long).
fn worth_weighing(calls: &[Call]) -> Vec<Call> {
    calls
        .iter()
        .copied()
        .filter(|c| match c {
            Call::Wedding(Some(card)) => card.rank() == Rank::Ace,
            _ => true,
        })
        .collect()
}

/// The call among `calls` with the best average payment over `deals` simulated deals of the unseen cards.
pub fn simulated_call(view: &View, calls: &[Call], seed: u64, deals: usize) -> Option<Call> {
    simulated_call_allowing(view, calls, seed, deals, 0.0)
}

/// [`simulated_call`] with taking the skat (Dreiwendsch) credited `take_allowance` a deal over its simulated
/// payment: the Expert's call ([`EXPERT_TAKE_ALLOWANCE`]).
pub fn simulated_call_allowing(
    view: &View,
    calls: &[Call],
    seed: u64,
    deals: usize,
    take_allowance: f64,
) -> Option<Call> {
    let candidates = worth_weighing(calls);
    if candidates.len() <= 1 {
        return candidates.first().copied();
    }
    let Some(mut totals) = call_totals(view, &candidates, seed, deals) else {
        return SchafkopfPlayer::normal(seed).call_for(view, calls);
    };
    let credit = (take_allowance * deals as f64).round() as i64;
    for (total, call) in totals.iter_mut().zip(&candidates) {
        if *call == Call::TakeSkat {
            *total += credit;
        }
    }
    let best = (0..candidates.len()).max_by_key(|&i| (totals[i], std::cmp::Reverse(i)))?;
    Some(candidates[best])
}

/// What each of `calls` and `also` earns on average over the same simulated deals as [`simulated_call`] weighs
/// its calls in (with the same `seed` and `deals`, the call it makes is the best of `calls` here): the hand
/// review's cost of a call. `also` (the person's call, when Hard would not weigh it) adds nothing to the draws,
/// so the other calls' worths are exactly those Hard chose by. `None` when the view allows no such world.
pub fn call_worths(
    view: &View,
    calls: &[Call],
    also: Call,
    seed: u64,
    deals: usize,
) -> Option<Vec<(Call, f64)>> {
    let mut candidates = worth_weighing(calls);
    if !candidates.contains(&also) {
        candidates.push(also);
    }
    let totals = call_totals(view, &candidates, seed, deals)?;
    Some(
        candidates
            .into_iter()
            .zip(totals)
            .map(|(call, total)| (call, total as f64 / deals.max(1) as f64))
            .collect(),
    )
}

/// A possible world of the declaring round (or of the skat taker's lay-away) for `view`: the other hands dealt
/// at random from the unseen cards (nothing about them is public before the game is declared), with the seed of
/// its later deals. `None` when the view allows no such world.
pub fn declaring_world(view: &View, rng: &mut ChaCha8Rng) -> Option<(SchafkopfMatch, u64)> {
    let me = view.seat;
    let n = view.rules.players() as usize;
    let unseen = view.rules.deck() - view.hand - view.discard;
    let mut left = unseen;
    let mut hands = [CardSet::EMPTY; 4];
    let mut draw = |count: usize, into: &mut CardSet| -> Option<()> {
        for _ in 0..count {
            let card = left.nth(rng.random_range(0..left.len().max(1) as u32) as usize)?;
            left.remove(card);
            into.insert(card);
        }
        Some(())
    };
    for (s, hand) in hands.iter_mut().enumerate().take(n) {
        if s != me.index() {
            draw(view.hand_sizes[s] as usize, hand)?;
        }
    }
    // Dreiwendsch: the skat (or another's discard) is unseen too.
    let mut skat = CardSet::EMPTY;
    if n == 3 && view.taker != Some(me) {
        draw(2, &mut skat)?;
    }
    let world_seed = rng.random();
    let hidden = HiddenCards {
        hands,
        skat,
        ..HiddenCards::default()
    };
    // Every use plays it to the end of its deal only.
    let world = SchafkopfMatch::declaring_world(view, &hidden, world_seed)
        .ok()?
        .ending_with_deal();
    Some((world, world_seed))
}

/// The total payment each of `candidates` earns over `deals` simulated deals, the same deals for each.
fn call_totals(view: &View, candidates: &[Call], seed: u64, deals: usize) -> Option<Vec<i64>> {
    let me = view.seat;
    let mut rng = shuffle::rng(seed, 0xCA11);
    let mut totals = vec![0i64; candidates.len()];
    for _ in 0..deals {
        let (world, world_seed) = declaring_world(view, &mut rng)?;
        for (total, &call) in totals.iter_mut().zip(candidates) {
            *total += play_out(world, me, call, world_seed);
        }
    }
    Some(totals)
}

/// What `me` is paid when it makes `call` in `world` and everyone then declares and plays as Normal does.
fn play_out(mut world: SchafkopfMatch, me: Seat, call: Call, seed: u64) -> i64 {
    if world.declare(me, call, &mut ()).is_err() {
        return i64::MIN / 4;
    }
    finish_deal(world, me, seed)
}

/// Deals a double is weighed over: each a possible world of the seat's view played to the end of the deal.
pub const DOUBLE_DEALS: usize = 24;

/// The share of `deals` possible worlds of `view` in which the seat's side wins the deal, everyone playing on as
/// Normal does (nobody doubling); `None` when the view allows no world. What a computer doubles by.
pub fn win_chance(view: &View, seed: u64, deals: usize) -> Option<f32> {
    let mut rng = shuffle::rng(seed, 0xD0B1);
    let (mut won, mut tried) = (0u32, 0u32);
    for _ in 0..deals * 6 {
        if tried as usize == deals {
            break;
        }
        let Some(world) = SchafkopfMatch::sample_world(view, &mut rng) else {
            continue;
        };
        if !as_declared(&world, view) {
            continue;
        }
        tried += 1;
        won += u32::from(finish_deal(world, view.seat, rng.random()) > 0);
    }
    (tried > 0).then(|| won as f32 / tried as f32)
}

/// Whether the other seats' calls fit their hands in `world` as a Normal player would have made them: a lust
/// solo's player had a solo hand, and in the game for four a seat that passed (no solo owed) had none. The
/// sampler deals the unseen cards at random; a solo said is worth more than that, and a Kontra against a random
/// soloist would be far too bold.
fn as_declared(world: &SchafkopfMatch, view: &View) -> bool {
    let Some(contract) = world.contract() else {
        return true;
    };
    if view.rules.variant == Variant::Three {
        // The skat's taker took it with a strong hand: its hand now (the skat in, two cards laid away) is at
        // least as strong, with the trump it named, as the hand Normal takes the skat with.
        return match (world.taker(), contract.kind) {
            (Some(t), ContractKind::Solo) if t != view.seat => {
                let pack = view.rules.deck();
                let size = view.rules.hand_size() as i32;
                let average = SchafkopfPlayer::strength(pack, Suit::Diamonds) * size;
                let strength = SchafkopfPlayer::strength(world.dealt(t), contract.trump);
                strength * pack.len() as i32 * 100 >= 139 * average
            }
            _ => true,
        };
    }
    if view.rules.variant != Variant::Four || view.forced.is_some() {
        return true;
    }
    let threshold = 22;
    (0..4)
        .map(|s| Seat(s as u8))
        .filter(|&s| s != view.seat)
        .all(|s| {
            let hand = world.dealt(s);
            match view.calls[s.index()] {
                Some(crate::engine::schafkopf::LogCall::Solo { trump }) => {
                    contract.kind != ContractKind::Solo
                        || SchafkopfPlayer::strength(hand, trump) >= threshold
                }
                Some(_) => SchafkopfPlayer::best_solo(hand).1 < threshold,
                None => true,
            }
        })
}

/// Plays `world` to the end of its deal with Normal players (seeded from `seed`); what `me` is paid.
fn finish_deal(mut world: SchafkopfMatch, me: Seat, seed: u64) -> i64 {
    let before = world.balance()[me.index()];
    let deal = world.deals();
    let mut players: Vec<SchafkopfPlayer> =
        (0..4).map(|s| SchafkopfPlayer::normal(seed ^ s)).collect();
    while world.deals() == deal && world.stage() != Stage::Over {
        let Some(seat) = world.to_act() else { break };
        let view = world.view(seat);
        let player = &mut players[seat.index()];
        let done = match world.stage() {
            Stage::Declaring => {
                let calls = world.calls();
                player
                    .call_for(&view, &calls)
                    .is_some_and(|c| world.declare(seat, c, &mut ()).is_ok())
            }
            Stage::Discarding => world
                .discard(seat, SchafkopfPlayer::discard_for(&view), &mut ())
                .is_ok(),
            _ => player
                .choose(&view)
                .is_some_and(|c| world.play(seat, c, &mut ()).is_ok()),
        };
        if !done {
            break;
        }
    }
    world.balance()[me.index()] - before
}

/// The Schafkopf heuristic player. Normal declares a solo on a strong hand, holds a wedding calling an ace it
/// lacks, leads trumps as a declarer, gives points to a known partner's trick and takes tricks with points
/// cheaply; Easy rarely declares and plays a random card a quarter of the time.
#[derive(Clone, Debug)]
pub struct SchafkopfPlayer {
    rng: ChaCha8Rng,
    blunder: f32,
    bold: bool,
}

impl SchafkopfPlayer {
    /// The Normal level.
    pub fn normal(seed: u64) -> SchafkopfPlayer {
        SchafkopfPlayer {
            rng: shuffle::rng(seed, 0x5C4A),
            blunder: 0.0,
            bold: true,
        }
    }

    /// The Normal level's card play where nothing is left to chance (a rollout's card): its random numbers are
    /// used only for calls and doubles, so they are not seeded.
    fn normal_tactics() -> SchafkopfPlayer {
        SchafkopfPlayer {
            rng: <ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0),
            blunder: 0.0,
            bold: true,
        }
    }

    /// The Easy level.
    pub fn easy(seed: u64) -> SchafkopfPlayer {
        SchafkopfPlayer {
            rng: shuffle::rng(seed, 0xEA5C),
            blunder: 0.25,
            bold: false,
        }
    }

    /// How good `hand` is with `trump` as the trump suit: trumps count, queens and jacks more, plain aces too.
    fn strength(hand: CardSet, trump: Suit) -> i32 {
        let order = SchafkopfOrder { trump };
        let mut score = 0;
        for c in hand {
            score += match c.rank() {
                Rank::Queen => 4,
                Rank::Jack => 3,
                _ if order.is_trump(c) => 2,
                Rank::Ace => 2,
                _ => 0,
            };
        }
        score
    }

    /// The best suit for a solo and how strong the hand is with it.
    fn best_solo(hand: CardSet) -> (Suit, i32) {
        Suit::ALL
            .into_iter()
            .map(|s| (s, Self::strength(hand, s)))
            .max_by_key(|&(s, v)| (v, s == Suit::Diamonds))
            .unwrap_or((Suit::Diamonds, 0))
    }

    /// The call this player makes among `calls`.
    pub fn call_for(&mut self, view: &View, calls: &[Call]) -> Option<Call> {
        let hand = view.hand;
        let (suit, strength) = Self::best_solo(hand);
        let solo = Call::Solo(suit);
        // Dreiwendsch: take the skat with a hand that is strong for its size (two unseen cards still to come).
        if calls.contains(&Call::TakeSkat) {
            // Playing alone against two is the heart of Dreiwendsch: a hand about 40 % stronger than an average
            // hand of the pack in play (with sharp cards every card counts more) takes it; Easy waits for better.
            let pack = view.rules.deck();
            let size = view.rules.hand_size() as i32;
            let average = Self::strength(pack, Suit::Diamonds) * size;
            let percent = if self.bold { 139 } else { 155 };
            let take = strength * pack.len() as i32 * 100 >= percent * average;
            return Some(if take { Call::TakeSkat } else { Call::Pass });
        }
        // A forced solo: the best suit.
        if calls.iter().all(|c| matches!(c, Call::Solo(_))) {
            return calls
                .contains(&solo)
                .then_some(solo)
                .or(calls.first().copied());
        }
        let threshold = if self.bold { 22 } else { 27 };
        if strength >= threshold && calls.contains(&solo) {
            return Some(solo);
        }
        if calls.contains(&Call::SilentSolo) {
            if Self::strength(hand, Suit::Diamonds) >= threshold - 2 {
                return Some(Call::SilentSolo);
            }
            // A wedding calling the highest plain ace it lacks; else the first foreign trick.
            let ace = [Suit::Clubs, Suit::Spades, Suit::Hearts]
                .into_iter()
                .map(|s| Call::Wedding(Some(Card::new(Rank::Ace, s))))
                .find(|c| calls.contains(c));
            return ace.or(Some(Call::Wedding(None)));
        }
        calls.first().copied()
    }

    /// Whether to say `double` (Kontra or Re): when the seat's side wins in enough of the possible worlds of its
    /// view played out (Normal from about two in three, Easy only when nearly sure). Only a double offered is said.
    pub fn double_for(&self, view: &View, double: Call) -> bool {
        if view.double_offered() != Some(double) {
            return false;
        }
        let threshold = if self.bold { 0.7 } else { 0.85 };
        let seed = self.rng.clone().random::<u64>();
        win_chance(view, seed, DOUBLE_DEALS).is_some_and(|p| p >= threshold)
    }

    /// Dreiwendsch: the two cards the skat's taker lays away: for each trump suit, plain cards other than aces,
    /// from the shortest suits (a void lets trumps take tricks), the points-rich first (they count for the taker
    /// and cannot be lost), else the lowest trumps; of those, the pair that leaves the strongest hand for its
    /// trump.
    pub fn discard_for(view: &View) -> CardSet {
        let hand = view.hand;
        let lay_away = |trump: Suit| -> CardSet {
            let order = SchafkopfOrder { trump };
            let length = |c: Card| (hand.of_suit(c.suit()) - order.trumps()).len();
            let mut cards: Vec<Card> = hand.iter().collect();
            // Plain cards first; if trumps must go, the lowest.
            cards.sort_by_key(|&c| {
                let trump = order.is_trump(c);
                (
                    trump,
                    if trump {
                        order.power(c, TRUMP_CLASS)
                    } else {
                        0
                    },
                    c.rank() == Rank::Ace,
                    length(c),
                    std::cmp::Reverse(card_points(c)),
                )
            });
            cards.into_iter().take(2).collect()
        };
        Suit::ALL
            .into_iter()
            .map(|trump| {
                let away = lay_away(trump);
                (
                    Self::strength(hand - away, trump),
                    trump == Suit::Diamonds,
                    away,
                )
            })
            .max_by_key(|&(strength, diamonds, _)| (strength, diamonds))
            .map_or(CardSet::EMPTY, |(_, _, away)| away)
    }

    /// Whether `seat` is on this seat's side, as far as it knows.
    fn partner(view: &View, seat: Seat) -> Option<bool> {
        let me = view.sides[view.seat.index()]?;
        view.sides[seat.index()].map(|side| side == me)
    }

    fn lead(&self, view: &View, legal: CardSet) -> Option<Card> {
        let order = view.order();
        let declarer = view.sides[view.seat.index()] == Some(true);
        let trumps: Vec<Card> = legal.iter().filter(|&c| order.is_trump(c)).collect();
        // Declarers draw trumps (the Q♣ kept back while others are left); defenders cash plain aces, then lead low.
        if declarer && trumps.len() >= 2 {
            return trumps
                .iter()
                .copied()
                .filter(|&c| c != QUEEN_OF_CLUBS)
                .max_by_key(|&c| order.power(c, TRUMP_CLASS));
        }
        let plain = legal.iter().filter(|&c| !order.is_trump(c));
        if let Some(ace) = plain.clone().find(|c| c.rank() == Rank::Ace) {
            return Some(ace);
        }
        plain
            .min_by_key(|&c| (card_points(c), order.power(c, order.class_of(c))))
            .or_else(|| {
                trumps
                    .iter()
                    .copied()
                    .min_by_key(|&c| order.power(c, TRUMP_CLASS))
            })
    }

    fn follow(&self, view: &View, legal: CardSet, lead: Card) -> Option<Card> {
        let order = view.order();
        let led = order.class_of(lead);
        let n = view.rules.players();
        let plays: Vec<(Seat, Card)> = view.trick.plays(n).collect();
        let (winner, best) = plays
            .iter()
            .copied()
            .max_by_key(|&(_, c)| order.power(c, led))?;
        let last = plays.len() + 1 == n as usize;
        let on_trick: u32 = plays.iter().map(|&(_, c)| card_points(c)).sum();
        let friend = Self::partner(view, winner) == Some(true);
        // A partner's trick that will hold (last to play, or beaten by nobody likely): give it points.
        if friend && (last || order.power(best, led) >= order.power(QUEEN_OF_SPADES, TRUMP_CLASS)) {
            return legal
                .iter()
                .filter(|&c| c.rank() != Rank::Queen)
                .max_by_key(|&c| card_points(c))
                .or_else(|| legal.lowest());
        }
        let winners: Vec<Card> = legal
            .iter()
            .filter(|&c| order.power(c, led) > order.power(best, led))
            .collect();
        if !friend && !winners.is_empty() && (on_trick >= 10 || last) {
            return winners.into_iter().min_by_key(|&c| order.power(c, led));
        }
        // Otherwise throw the card worth least, trumps kept.
        legal
            .iter()
            .min_by_key(|&c| (order.is_trump(c), card_points(c), order.power(c, led)))
    }
}

impl Player<View> for SchafkopfPlayer {
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

    fn choose_call(&mut self, view: &View, calls: &[Call]) -> Option<Call> {
        self.call_for(view, calls)
    }

    fn choose_double(&mut self, view: &View, double: Call) -> bool {
        self.double_for(view, double)
    }

    fn choose_pass(&mut self, view: &View, count: usize) -> Option<CardSet> {
        (count == 2 && view.stage == Stage::Discarding).then(|| Self::discard_for(view))
    }
}
