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
    Called, ContractKind, HiddenCards, QUEEN_OF_CLUBS, QUEEN_OF_SPADES, SchafkopfMatch,
    SchafkopfOrder, Stage, TRUMP_CLASS, View, card_points, deck, points,
};
use crate::engine::trick::TrickOrder;
use crate::engine::{Call, Card, CardSet, Game, MAX_SEATS, Rank, Seat, Suit, deck as shuffle};

/// The cards of `cards` that `seat` may hold given the classes it has shown void in.
fn allowed_by_class_voids(cards: CardSet, voids: u8, order: &SchafkopfOrder) -> CardSet {
    (0..=TRUMP_CLASS)
        .filter(|class| voids & (1 << class) != 0)
        .fold(cards, |ok, class| ok - order.class_cards(class))
}

impl AiGame for SchafkopfMatch {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<SchafkopfMatch> {
        let seen = view.contract.filter(|_| view.stage == Stage::Playing)?;
        let order = view.order();
        let played = view.played() | view.trick.to_set();
        let mut unseen = deck() - view.hand - played;
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
        let mut seats = Vec::with_capacity(3);
        for s in 0..4 {
            if s == view.seat.index() {
                continue;
            }
            needs[s] = (view.hand_sizes[s] as usize).saturating_sub(known[s].len());
            allowed[s] = allowed_by_class_voids(unseen, view.voids[s], &order);
            // A wedding calls a card its player does not hold.
            if let (ContractKind::Wedding, Some(wedder), Some(Called(Some(card)))) =
                (seen.kind, seen.declarer, seen.called)
                && wedder.index() == s
            {
                allowed[s].remove(card);
            }
            seats.push(s);
        }
        let mut hands = deal_unseen(unseen, &needs, &allowed, &mut seats, rng);
        for s in 0..4 {
            hands[s] |= known[s];
        }
        let hidden = HiddenCards {
            hands: [hands[0], hands[1], hands[2], hands[3]],
        };
        SchafkopfMatch::from_view(view, &hidden, rng.random()).ok()
    }

    fn horizon(&self) -> u64 {
        u64::from(self.deals())
    }

    /// What each seat is paid for the deal, from the worst a deal can cost to the best it can bring; a deal not
    /// yet over is judged by its side's share of the card points.
    fn rewards(start: &SchafkopfMatch, end: &SchafkopfMatch) -> [f32; MAX_SEATS] {
        let mut out = [0.5; MAX_SEATS];
        let v = start.rules().values;
        let most = (v.solo_factor * (v.base + v.schneider + v.schwarz)).max(1) as f32;
        let finished = end.deals() != start.deals() || end.stage() == Stage::Over;
        if finished {
            for (s, slot) in out.iter_mut().enumerate().take(4) {
                let delta = (end.balance()[s] - start.balance()[s]) as f32;
                *slot = ((delta + most) / (2.0 * most)).clamp(0.0, 1.0);
            }
            return out;
        }
        if let Some(contract) = end.contract() {
            let declarers = contract.declarers();
            let taken: u32 = declarers.iter().map(|s| points(end.taken(*s))).sum();
            for (s, slot) in out.iter_mut().enumerate().take(4) {
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

    fn exact_endgame(view: &View, cards: usize) -> bool {
        view.stage == Stage::Playing && view.hand.len() <= cards
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
const SIMULATED_DEALS: usize = 24;

/// The calls worth simulating: every solo, passing, the silent solo, the first foreign trick and calling each
/// plain ace (calling a low card is never better than calling an ace, and would take the search too long).
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
    let candidates = worth_weighing(calls);
    if candidates.len() <= 1 {
        return candidates.first().copied();
    }
    let me = view.seat;
    let unseen = deck() - view.hand;
    let mut rng = shuffle::rng(seed, 0xCA11);
    let mut totals = vec![0i64; candidates.len()];
    for _ in 0..deals {
        // The other hands at random: nothing about them is public before the game is declared.
        let mut left = unseen;
        let mut hands = [CardSet::EMPTY; 4];
        for (s, hand) in hands.iter_mut().enumerate() {
            if s == me.index() {
                continue;
            }
            for _ in 0..view.hand_sizes[s] {
                let card = left.nth(rng.random_range(0..left.len().max(1) as u32) as usize)?;
                left.remove(card);
                hand.insert(card);
            }
        }
        let world_seed = rng.random();
        let Ok(world) = SchafkopfMatch::declaring_world(view, &HiddenCards { hands }, world_seed)
        else {
            return SchafkopfPlayer::normal(seed).call_for(view, calls);
        };
        for (total, &call) in totals.iter_mut().zip(&candidates) {
            *total += play_out(world, me, call, world_seed);
        }
    }
    let best = (0..candidates.len()).max_by_key(|&i| (totals[i], std::cmp::Reverse(i)))?;
    Some(candidates[best])
}

/// What `me` is paid when it makes `call` in `world` and everyone then declares and plays as Normal does.
fn play_out(mut world: SchafkopfMatch, me: Seat, call: Call, seed: u64) -> i64 {
    let before = world.balance()[me.index()];
    let deal = world.deals();
    if world.declare(me, call, &mut ()).is_err() {
        return i64::MIN / 4;
    }
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
        let plays: Vec<(Seat, Card)> = view.trick.plays(4).collect();
        let (winner, best) = plays
            .iter()
            .copied()
            .max_by_key(|&(_, c)| order.power(c, led))?;
        let last = plays.len() == 3;
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
}
