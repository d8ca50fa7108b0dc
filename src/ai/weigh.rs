//! What a decision that is not a card cost: the hand review weighs the person's pass, call or lay-away against
//! the Hard computer's from the person's view only. A call is weighed as Hard chooses its call (over the same
//! simulated deals, so Hard's call is the best there); a pass or a lay-away over possible worlds of the unseen
//! cards, each option made in the same worlds and the deal played out by Normal players in every seat. The
//! cost is in the game's unit of [`super::par::deal_result`] (Hearts' points, Schafkopf's payment), on average.

use rand::RngExt;

use super::any::decision_seed;
use super::par::{STAND_IN_SEED, deal_result};
use super::{Level, Player};
use crate::engine::hearts::{self, HeartsMatch, HiddenCards};
use crate::engine::schafkopf::{self, SchafkopfMatch};
use crate::engine::{AnyEvent, AnyMatch, Call, CardSet, Decision, MAX_SEATS, Seat, deck};

/// Worlds a pass or a lay-away is weighed in: with 96 the cost of swapping one passed card moved by up to 1.2
/// points against 768 worlds; with 512 by about a third of a point. A world is two play-outs of Normal
/// players: 512 take well under a second even in a debug build.
pub const WORLDS: usize = 512;

/// A decision other than a card: cards passed or laid away, or a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Cards passed (Hearts) or laid away (Dreiwendsch's skat taker).
    Cards(CardSet),
    /// A call of the declaring round, or the trump named.
    Call(Call),
}

/// What choosing `mine` instead of `hard` costs `seat` in `game` (where the decision is `seat`'s), on average in
/// the game's unit: positive when Hard's choice is worth more. From `seat`'s view only; `None` when the decision
/// cannot be weighed (Schafkopf for two's calls, whose covered cards the declaring worlds do not deal).
pub fn cost(game: &AnyMatch, seat: Seat, mine: Choice, hard: Choice) -> Option<f64> {
    if mine == hard {
        return Some(0.0);
    }
    let seed = decision_seed(STAND_IN_SEED, &game.view_json(seat));
    match (game, mine, hard) {
        (AnyMatch::Schafkopf(g), Choice::Call(mine), Choice::Call(hard)) => {
            let worths = schafkopf_call_worths(g, seat, mine, seed)?;
            let worth = |call| worths.iter().find(|(c, _)| *c == call).map(|&(_, w)| w);
            Some(worth(hard)? - worth(mine)?)
        }
        (_, Choice::Cards(mine), Choice::Cards(hard)) => {
            let mut rng = deck::rng(seed, 0x3E16);
            let mut total = 0i64;
            for _ in 0..WORLDS {
                let world = world_of(game, seat, &mut rng)?;
                let play_seed = rng.random();
                total += play_out(with_cards(world, seat, hard)?, seat, play_seed)?
                    - play_out(with_cards(world, seat, mine)?, seat, play_seed)?;
            }
            Some(total as f64 / WORLDS as f64)
        }
        _ => None,
    }
}

/// What each call worth weighing (and `mine`) earns `seat` in Hard's own simulation of its call.
fn schafkopf_call_worths(
    game: &SchafkopfMatch,
    seat: Seat,
    mine: Call,
    seed: u64,
) -> Option<Vec<(Call, f64)>> {
    let calls = game.calls();
    super::schafkopf::call_worths(
        &game.view(seat),
        &calls,
        mine,
        seed,
        super::schafkopf::SIMULATED_DEALS,
    )
}

/// A possible world of `game` as `seat` sees it, at a pass (Hearts) or a lay-away (Dreiwendsch).
fn world_of(game: &AnyMatch, seat: Seat, rng: &mut rand_chacha::ChaCha8Rng) -> Option<AnyMatch> {
    match game {
        AnyMatch::Hearts(g) => {
            let view = g.view(seat);
            // Nothing of the others' hands is public before the pass: each gets its number of cards at random,
            // and what is left is the kitty.
            let mut left = view.unseen();
            let mut hands = [CardSet::EMPTY; MAX_SEATS];
            for other in Seat::all(view.players()).filter(|&s| s != seat) {
                for _ in 0..view.hand_sizes[other.index()] {
                    let card = left.nth(rng.random_range(0..left.len().max(1) as u32) as usize)?;
                    left.remove(card);
                    hands[other.index()].insert(card);
                }
            }
            let hidden = HiddenCards { hands, kitty: left };
            HeartsMatch::from_view(&view, &hidden, rng.random())
                .ok()
                .map(AnyMatch::Hearts)
        }
        AnyMatch::Schafkopf(g) => super::schafkopf::declaring_world(&g.view(seat), rng)
            .map(|(world, _)| AnyMatch::Schafkopf(world)),
        _ => None,
    }
}

/// `world` once `seat` has passed or laid away `cards`.
fn with_cards(mut world: AnyMatch, seat: Seat, cards: CardSet) -> Option<AnyMatch> {
    world.pass(seat, cards, &mut Vec::new()).ok()?;
    Some(world)
}

/// The Normal players of a world's seats, by game.
enum Players {
    Hearts(Vec<Box<dyn Player<hearts::View> + Send + Sync>>),
    Schafkopf(Vec<Box<dyn Player<schafkopf::View> + Send + Sync>>),
}

/// One move of a play-out.
enum Step {
    Card(Seat, crate::engine::Card),
    Cards(Seat, CardSet),
    Call(Seat, Call),
}

/// What the rest of the deal in `start` brings `seat` with Normal players in every seat.
fn play_out(start: AnyMatch, seat: Seat, seed: u64) -> Option<i64> {
    let seats = || Seat::all(start.players()).map(|s| seed ^ u64::from(s.0));
    let mut players = match start {
        AnyMatch::Hearts(_) => Players::Hearts(
            seats()
                .map(|s| Level::Normal.player::<HeartsMatch>(s))
                .collect(),
        ),
        AnyMatch::Schafkopf(_) => Players::Schafkopf(
            seats()
                .map(|s| Level::Normal.player::<SchafkopfMatch>(s))
                .collect(),
        ),
        _ => return None,
    };
    let mut game = start;
    let mut winners = Vec::new();
    let mut events: Vec<AnyEvent> = Vec::new();
    while !game.is_over() && game.deals() == start.deals() {
        events.clear();
        let decision = game.decision()?;
        // The seat's choice from its view first, then the move (the view borrows the game).
        let step = match (decision, &game, &mut players) {
            (Decision::PlayCard { seat }, AnyMatch::Hearts(g), Players::Hearts(p)) => {
                Step::Card(seat, p.get_mut(seat.index())?.choose(&g.view(seat))?)
            }
            (Decision::PlayCard { seat }, AnyMatch::Schafkopf(g), Players::Schafkopf(p)) => {
                Step::Card(seat, p.get_mut(seat.index())?.choose(&g.view(seat))?)
            }
            (Decision::PassCards { seat, count }, AnyMatch::Hearts(g), Players::Hearts(p)) => {
                Step::Cards(
                    seat,
                    p.get_mut(seat.index())?.choose_pass(&g.view(seat), count)?,
                )
            }
            (Decision::Discard { seat, count }, AnyMatch::Schafkopf(g), Players::Schafkopf(p)) => {
                Step::Cards(
                    seat,
                    p.get_mut(seat.index())?.choose_pass(&g.view(seat), count)?,
                )
            }
            (Decision::Declare { seat }, AnyMatch::Schafkopf(g), Players::Schafkopf(p)) => {
                let calls = g.calls();
                Step::Call(
                    seat,
                    p.get_mut(seat.index())?
                        .choose_call(&g.view(seat), &calls)?,
                )
            }
            _ => return None,
        };
        match step {
            Step::Card(seat, card) => game.play(seat, card, &mut events).ok()?,
            Step::Cards(seat, cards) => game.pass(seat, cards, &mut events).ok()?,
            Step::Call(seat, call) => game.declare(seat, call, &mut events).ok()?,
        }
        winners.extend(events.iter().filter_map(AnyEvent::trick_winner));
    }
    Some(deal_result(&start, &game, &winners, seat))
}
