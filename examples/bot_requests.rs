//! Prints bot/1 requests from a real game, one per line, to try `sim --bot` with (`docs/bots.md`):
//! `cargo run --example bot_requests -- GAME SEED SEAT | sim --bot hard --game GAME`. GAME is `wendellhead`,
//! `whist`, `hearts`, `schafkopf` (for four), `dreiwendsch` or `schafkopf-two`; `wendellhead` and `hearts` may
//! name the table size (`hearts:3`). The requests are the given seat's decisions in the first deal, each decided
//! as the Hard bot answers it (so piping them into `sim --bot hard` gives back the very choices the game went on
//! with); the other seats play random legal moves.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use wendellhead::ai::Level;
use wendellhead::bot::{self, Asked, BotGame, Move};
use wendellhead::engine::schafkopf::{self, Variant};
use wendellhead::engine::{Decision, Game, Ruleset, Seat, deck, hearts, wendellhead as wh, whist};

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "hearts".into());
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(7);
    let seat = Seat(args.next().and_then(|a| a.parse().ok()).unwrap_or(1));
    let (name, players) = match game.split_once(':') {
        Some((name, n)) => (name, n.parse().ok()),
        None => (game.as_str(), None),
    };
    let done = match name {
        "wendellhead" => print_requests(wh::Rules::standard(players.unwrap_or(4)), seed, seat),
        "whist" => print_requests(whist::Rules::standard(), seed, seat),
        "hearts" => print_requests(hearts::Rules::standard(players.unwrap_or(4)), seed, seat),
        "schafkopf" => print_requests(schafkopf::Rules::standard(), seed, seat),
        "dreiwendsch" => print_requests(schafkopf::Rules::of_variant(Variant::Three), seed, seat),
        "schafkopf-two" => print_requests(schafkopf::Rules::of_variant(Variant::Two), seed, seat),
        other => Err(format!(
            "no game {other}: wendellhead, whist, hearts, schafkopf, dreiwendsch or schafkopf-two"
        )),
    };
    if let Err(message) = done {
        eprintln!("{message}");
        std::process::exit(2);
    }
}

/// Plays the first deal of a match of `rules`, printing `seat`'s request at each of its decisions.
fn print_requests<R: Ruleset<Game: BotGame>>(
    rules: R,
    seed: u64,
    seat: Seat,
) -> Result<(), String> {
    let mut events = Vec::new();
    let mut game = rules.start(seed, &mut events)?;
    if seat.0 >= game.players() {
        return Err(format!(
            "no seat {} at a table of {}",
            seat.0,
            game.players()
        ));
    }
    let mut rng = deck::rng(seed, 5);
    while game.deals() == 1 {
        let (Some(to_act), Some(decision)) = (game.to_act(), game.decision()) else {
            break;
        };
        let choice = if to_act == seat {
            let request = R::Game::request(&game, &events, seat)
                .ok_or("the game gave no request for the seat's decision")?;
            let line = request.to_string();
            println!("{line}");
            let asked = asked_of(&game, decision);
            bot::read_answer::<R::Game>(&bot::answer(&line, Level::Hard), &asked)?
        } else {
            random_move(&game, decision, &mut rng)
        };
        let applied = match choice {
            Move::Play(card) => game.play(to_act, card, &mut events),
            Move::Pass(cards) => game.pass(to_act, cards, &mut events),
            Move::Call(call) => game.declare(to_act, call, &mut events),
        };
        applied.map_err(|e| format!("{to_act}: {e}"))?;
    }
    Ok(())
}

/// What a decision asks, as the bot's answer must hold it.
fn asked_of<G: Game>(game: &G, decision: Decision) -> Asked {
    match decision {
        Decision::PlayCard { .. } => Asked::Play,
        Decision::PassCards { count, .. } => Asked::Pass(count),
        Decision::Discard { count, .. } => Asked::Discard(count),
        Decision::Declare { .. } => Asked::Declare(game.calls()),
    }
}

/// A random legal move for the other seats.
fn random_move<G: Game>(game: &G, decision: Decision, rng: &mut ChaCha8Rng) -> Move {
    let pick = |n: usize, rng: &mut ChaCha8Rng| rng.random_range(0..n.max(1) as u32) as usize;
    match decision {
        Decision::PassCards { seat, count } | Decision::Discard { seat, count } => {
            Move::Pass(game.hand(seat).iter().take(count).collect())
        }
        Decision::Declare { .. } => {
            let calls = game.calls();
            Move::Call(calls[pick(calls.len(), rng)])
        }
        Decision::PlayCard { .. } => {
            let legal = game.legal_moves();
            Move::Play(
                legal
                    .nth(pick(legal.len(), rng))
                    .unwrap_or_else(|| legal.lowest().expect("a seat to play holds a legal card")),
            )
        }
    }
}
