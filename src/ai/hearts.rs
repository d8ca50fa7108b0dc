//! What the computer players know of Hearts: possible worlds keep the cards this seat passed with their receiver
//! (until played) and respect shown voids, the kitty lies face down until the first trick; the search stops at the
//! end of the hand and each seat earns the fewer points the better (the moon included); rollouts duck; and the
//! Easy and Normal players pass and play as a club player does: pass the Q♠ and high hearts, void a short suit,
//! duck under the winning card, dump the Q♠ and high hearts when void, and stop a player running the moon.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::sample::{allowed_by_voids, deal_unseen};
use super::{AiGame, Level, Player};
use crate::engine::hearts::{
    HeartsMatch, HiddenCards, QUEEN_OF_SPADES, Stage, View, point_cards, points_of,
};
use crate::engine::trick::{SuitOrder, TrickOrder};
use crate::engine::{Card, CardSet, Decision, Game, MAX_SEATS, Rank, Seat, Suit, deck};

impl AiGame for HeartsMatch {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<HeartsMatch> {
        world_of_view(view, [CardSet::EMPTY; MAX_SEATS], rng)
    }

    /// Expert's worlds: as Hard's, but a seat the play suggests is without the Q♠ ([`unlikely_queen`]) is dealt
    /// it only one world in [`INFERENCE_DOUBT`].
    fn expert_sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<HeartsMatch> {
        let mut unlikely = [CardSet::EMPTY; MAX_SEATS];
        for seat in unlikely_queen(view) {
            if rng.random_range(0..INFERENCE_DOUBT) != 0 {
                unlikely[seat.index()].insert(QUEEN_OF_SPADES);
            }
        }
        world_of_view(view, unlikely, rng)
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

    /// Expert searches its pass ([`PassSearch`]).
    fn expert_pass(view: &View, count: usize, seed: u64) -> Option<CardSet> {
        if view.stage != Stage::Passing {
            return None;
        }
        PassSearch::new(view, count, seed).run()
    }

    /// Expert rollouts play the moon both ways ([`moon_move`]), and otherwise duck as Hard's do.
    fn expert_rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        let legal = self.legal_moves();
        if let Some(card) = super::search::random_sometimes(legal, rng) {
            return card;
        }
        if let Some(runner) = moon_runner_in(self)
            && let Some(card) = moon_move(self, runner, legal)
        {
            return card;
        }
        duck_move(self, legal)
    }

    /// Rollouts duck: follow with the highest card that does not win (else the lowest), dump the Q♠ or the highest
    /// heart when void, lead the lowest card; one card in eight at random keeps them varied.
    fn rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        let legal = self.legal_moves();
        if let Some(card) = super::search::random_sometimes(legal, rng) {
            return card;
        }
        duck_move(self, legal)
    }
}

/// One world in this many ignores what the play suggests (a seat that kept its Q♠ back for a reason of its own).
pub const INFERENCE_DOUBT: u32 = 10;

/// A possible world for `view`: the unseen cards dealt at random respecting shown voids, the cards this seat
/// passed kept with their receiver until played, and each seat kept from the cards of `unlikely` when another
/// seat can take them.
fn world_of_view(
    view: &View,
    unlikely: [CardSet; MAX_SEATS],
    rng: &mut ChaCha8Rng,
) -> Option<HeartsMatch> {
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
    // A suggestion is followed only where a card keeps a place: another seat with room that may hold it (or the
    // kitty, face down before the first trick).
    let kitty_room = view.tricks == 0 && view.kitty_size > 0;
    let doubted = unlikely.iter().fold(CardSet::EMPTY, |all, u| all | *u) & unseen;
    for card in doubted {
        let holders = order
            .iter()
            .filter(|&&s| needs[s] > 0 && allowed[s].contains(card))
            .count();
        let doubters = order
            .iter()
            .filter(|&&s| needs[s] > 0 && allowed[s].contains(card) && unlikely[s].contains(card))
            .count();
        if doubters < holders || kitty_room {
            for &s in &order {
                if unlikely[s].contains(card) {
                    allowed[s].remove(card);
                }
            }
        }
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
    // The search stops at the end of the hand (`horizon`), so the world need not deal the next one.
    HeartsMatch::from_view(view, &hidden, rng.random())
        .ok()
        .map(HeartsMatch::ending_with_deal)
}

/// The other seats the play so far suggests are without the Q♠ while it is out: each had a safe chance to be rid
/// of it and did not. Void in the suit led, it threw another card (on a trick where the Q♠ was allowed), or it
/// followed a spade lead with a spade under the Q♠ while the A♠ or K♠ was winning the trick.
pub fn unlikely_queen(view: &View) -> Vec<Seat> {
    let mut out = Vec::new();
    if view.hand.contains(QUEEN_OF_SPADES) || view.played().contains(QUEEN_OF_SPADES) {
        return out;
    }
    let n = view.players();
    let tricks = view
        .history
        .iter()
        .take(view.tricks as usize)
        .flatten()
        .map(|r| &r.trick)
        .chain(std::iter::once(&view.trick));
    for (i, trick) in tricks.enumerate() {
        let Some(lead) = trick.lead() else { continue };
        let first = i == 0 && view.rules.safe_first_trick;
        let mut winning = lead;
        for (seat, card) in trick.plays(n) {
            if seat != view.seat && !out.contains(&seat) {
                let threw = card.suit() != lead.suit() && !first;
                let under_high_spade = lead.suit() == Suit::Spades
                    && card.suit() == Suit::Spades
                    && card.rank() < Rank::Queen
                    && winning.rank() > Rank::Queen;
                if threw || under_high_spade {
                    out.push(seat);
                }
            }
            if card.suit() == lead.suit() && card.rank() > winning.rank() {
                winning = card;
            }
        }
    }
    out
}

/// The plain rollout's card: lead the lowest card; follow with the highest card that does not win (else the
/// lowest); void, dump the Q♠ or the highest heart.
fn duck_move(world: &HeartsMatch, legal: CardSet) -> Card {
    let fallback = super::search::card_fallback;
    let trick = Game::trick(world);
    match trick.lead() {
        None => legal.lowest().unwrap_or_else(fallback),
        Some(lead) => {
            if !legal.has_suit(lead.suit()) {
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

/// The seat running for the moon in a world where every card is known: it alone has taken point cards, and no
/// other hand holds a heart above its highest, so nobody is sure of taking a heart trick from it.
fn moon_runner_in(world: &HeartsMatch) -> Option<Seat> {
    let n = world.rules().players;
    let points = point_cards();
    let mut scorers = Seat::all(n).filter(|&s| !(world.taken(s) & points).is_empty());
    let runner = scorers.next()?;
    if scorers.next().is_some() {
        return None;
    }
    let top = world.hand(runner).of_suit(Suit::Hearts).highest();
    let beaten = Seat::all(n).filter(|&s| s != runner).any(|s| {
        world
            .hand(s)
            .of_suit(Suit::Hearts)
            .highest()
            .is_some_and(|h| top.is_none_or(|t| h.rank() > t.rank()))
    });
    (!beaten).then_some(runner)
}

/// The Expert rollout's card for the seat to act when `runner` is going for the moon: the runner plays to win
/// every trick and keeps its points to itself; the others take a trick with points from it, or give their
/// points to anyone else.
fn moon_move(world: &HeartsMatch, runner: Seat, legal: CardSet) -> Option<Card> {
    let mover = world.to_act()?;
    let trick = Game::trick(world);
    let n = world.rules().players as usize;
    let points = point_cards();
    let Some(lead) = trick.lead() else {
        // Leading: the runner its highest card, a heart first; the others their highest card, to win a trick.
        return legal
            .iter()
            .max_by_key(|c| (c.rank(), mover == runner && c.suit() == Suit::Hearts));
    };
    let winning = highest_of(trick.to_set(), lead.suit())?;
    let winner = trick
        .plays(n as u8)
        .find(|&(_, c)| c == winning)
        .map(|(s, _)| s)?;
    let following = legal.has_suit(lead.suit());
    let runner_played = trick.plays(n as u8).any(|(s, _)| s == runner);
    if mover == runner {
        return if following {
            legal.of_suit(lead.suit()).highest()
        } else {
            // Void: keep the points away from everyone else's tricks.
            legal
                .iter()
                .filter(|c| !points.contains(*c))
                .min_by_key(|c| c.rank())
                .or_else(|| legal.lowest())
        };
    }
    let runner_on_top = winner == runner || !runner_played;
    if following {
        let beats = legal.iter().any(|c| c.rank() > winning.rank());
        if runner_on_top && beats {
            return legal.of_suit(lead.suit()).highest();
        }
        return legal.lowest();
    }
    if runner_on_top {
        // Void while the runner may take the trick: no points for it.
        legal
            .iter()
            .filter(|c| !points.contains(*c))
            .max_by_key(|c| c.rank())
            .or_else(|| legal.lowest())
    } else {
        // Someone else takes this trick: give them points, and the moon is stopped.
        dump(legal)
    }
}

/// The highest card of `suit` in `cards`.
fn highest_of(cards: CardSet, suit: Suit) -> Option<Card> {
    cards.of_suit(suit).highest()
}

/// Candidate cards for a searched pass: the passes made of the this many cards the Normal player most wants
/// to be rid of (and the moon pass), so the search weighs 35 of them.
const PASS_SHORTLIST: usize = 7;

/// Worlds a searched pass is weighed in (each candidate in the same worlds, the same play-outs).
pub const PASS_WORLDS: u32 = 640;

/// The Expert pass under way: every candidate weighed in the same possible worlds of the others' hands, each
/// world played out (their passes as Normal makes them, then the Expert rollout's cards) to the end of the hand.
/// It can run at once ([`PassSearch::run`]) or a little at a time ([`PassSearch::think`]) with the same result.
#[derive(Clone, Debug)]
pub struct PassSearch {
    view: View,
    rng: ChaCha8Rng,
    candidates: Vec<CardSet>,
    /// Points taken over the worlds so far, per candidate.
    totals: Vec<i64>,
    done: u32,
    /// Play-outs the engine refused a move of (never expected; tested).
    refused: u32,
}

impl PassSearch {
    /// Starts weighing the passes of `count` cards for `view` (at the pass), reproducibly from `seed`.
    pub fn new(view: &View, count: usize, seed: u64) -> PassSearch {
        let hand = view.hand;
        let mut ranked: Vec<Card> = hand.iter().collect();
        ranked.sort_by_key(|&c| (-HeartsPlayer::danger(c, hand), c));
        ranked.truncate(PASS_SHORTLIST.max(count));
        let mut candidates = Vec::new();
        choose_subsets(&ranked, count, CardSet::EMPTY, &mut candidates);
        // The moon pass: the lowest cards go, the high ones stay together.
        let low: CardSet = {
            let mut cards: Vec<Card> = hand.iter().collect();
            cards.sort_by_key(|c| (c.rank(), c.suit() == Suit::Hearts));
            cards.into_iter().take(count).collect()
        };
        if low.len() == count && !candidates.contains(&low) {
            candidates.push(low);
        }
        let n = candidates.len();
        PassSearch {
            view: *view,
            rng: deck::rng(seed, 0x9A55),
            candidates,
            totals: vec![0; n],
            done: 0,
            refused: 0,
        }
    }

    /// Weighs up to `worlds` more worlds; `true` once all [`PASS_WORLDS`] are weighed.
    pub fn think(&mut self, worlds: u32) -> bool {
        for _ in 0..worlds.min(PASS_WORLDS.saturating_sub(self.done)) {
            self.world();
            self.done += 1;
        }
        self.done >= PASS_WORLDS
    }

    /// The pass, once weighed: the candidate that took the fewest points on average.
    pub fn best(&self) -> Option<CardSet> {
        (0..self.candidates.len())
            .min_by_key(|&i| (self.totals[i], i))
            .map(|i| self.candidates[i])
    }

    /// Weighs every world at once and gives the pass.
    pub fn run(mut self) -> Option<CardSet> {
        while !self.think(u32::MAX) {}
        self.best()
    }

    /// Play-outs in which the engine refused a move (each counts as the worst result): 0 unless something is
    /// wrong.
    pub fn refused(&self) -> u32 {
        self.refused
    }

    /// Each candidate's average points over the worlds weighed so far, candidates in the order weighed.
    pub fn averages(&self) -> Vec<(CardSet, f64)> {
        let worlds = f64::from(self.done.max(1));
        self.candidates
            .iter()
            .zip(&self.totals)
            .map(|(&c, &t)| (c, t as f64 / worlds))
            .collect()
    }

    /// One world: the others' hands dealt at random, their passes chosen as Normal would, then every candidate
    /// played out with the same rollout seed.
    fn world(&mut self) {
        let view = &self.view;
        let seat = view.seat;
        let mut left = view.unseen();
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        for other in Seat::all(view.players()).filter(|&s| s != seat) {
            for _ in 0..view.hand_sizes[other.index()] {
                let Some(card) =
                    left.nth(self.rng.random_range(0..left.len().max(1) as u32) as usize)
                else {
                    return;
                };
                left.remove(card);
                hands[other.index()].insert(card);
            }
        }
        let hidden = HiddenCards { hands, kitty: left };
        // Each pass is played out to the end of the hand only.
        let Ok(world) = HeartsMatch::from_view(view, &hidden, self.rng.random())
            .map(HeartsMatch::ending_with_deal)
        else {
            return;
        };
        let play_seed: u64 = self.rng.random();
        for (i, &pass) in self.candidates.iter().enumerate() {
            let mut game = world;
            let points = game
                .pass(seat, pass, &mut ())
                .ok()
                .and_then(|()| play_out_hand(game, seat, play_seed));
            match points {
                Some(points) => self.totals[i] += i64::from(points),
                None => {
                    self.refused += 1;
                    self.totals[i] += 1000;
                }
            }
        }
    }
}

/// Every `k`-card subset of `cards`, added to `out`.
fn choose_subsets(cards: &[Card], k: usize, chosen: CardSet, out: &mut Vec<CardSet>) {
    if k == 0 {
        out.push(chosen);
        return;
    }
    for (i, &card) in cards.iter().enumerate() {
        if cards.len() - i < k {
            break;
        }
        let mut with = chosen;
        with.insert(card);
        choose_subsets(&cards[i + 1..], k - 1, with, out);
    }
}

/// The points `seat` scores in the hand of `game` (at the pass, its own pass made): the others pass as Normal
/// would from their own views, in the engine's turn, then everyone plays the Expert rollout's cards to the end of
/// the hand. `None` if the engine refused a move (never expected: tested).
fn play_out_hand(mut game: HeartsMatch, seat: Seat, seed: u64) -> Option<i32> {
    let mut rng = deck::rng(seed, 0x0F1A);
    let start = game.scores()[seat.index()];
    let deals = game.deals();
    while let Some(Decision::PassCards { seat: other, count }) = game.decision() {
        let pass = HeartsPlayer::normal(rng.random())
            .choose_pass(&game.view(other), count)
            .unwrap_or(CardSet::EMPTY);
        game.pass(other, pass, &mut ()).ok()?;
    }
    while game.deals() == deals && game.stage() == Stage::Playing {
        let Some(mover) = game.to_act() else { break };
        let card = game.expert_rollout_move(&mut rng);
        game.play(mover, card, &mut ()).ok()?;
    }
    Some(if game.deals() != deals || game.stage() == Stage::Over {
        game.scores()[seat.index()] - start
    } else {
        points_of(game.taken(seat), game.rules())
    })
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
        // Each card's danger once: the Expert's pass search asks every other seat's pass of this player in each
        // world it weighs.
        cards.sort_by_cached_key(|&c| (-Self::danger(c, hand), c));
        Some(cards.into_iter().take(count).collect())
    }
}
