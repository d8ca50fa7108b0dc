//! Prints bot/1 requests from a real Hearts game, one per line, to try `sim --bot` with (`docs/bots.md`):
//! `cargo run --example bot_requests -- SEED SEAT | sim --bot hard --game hearts`. The requests are the given
//! seat's pass and plays in the first hand, each decided as the Hard bot answers it (so piping them into
//! `sim --bot hard` gives back the very choices the game went on with); the other seats play random legal cards.

use wendellhead::ai::Level;
use wendellhead::bot::{self, request_for};
use wendellhead::engine::hearts::Rules;
use wendellhead::engine::{Card, Decision, Ruleset, Seat, deck};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(7);
    let seat = Seat(args.next().and_then(|a| a.parse().ok()).unwrap_or(1));
    let mut game = match Rules::standard(4).start(seed, &mut ()) {
        Ok(game) => game,
        Err(e) => return eprintln!("{e}"),
    };
    let mut rng = deck::rng(seed, 5);
    // The first hand only.
    while game.deals() == 1 {
        let Some(to_act) = game.to_act() else { break };
        if to_act == seat
            && let Some(request) = request_for(&game, seat)
        {
            let line = serde_json::to_string(&request).unwrap_or_default();
            println!("{line}");
            let answer: serde_json::Value =
                serde_json::from_str(&bot::answer(&line, Level::Hard)).unwrap_or_default();
            if let Ok(cards) = serde_json::from_value::<Vec<Card>>(answer["pass"].clone()) {
                let _ = game.pass(seat, cards.into_iter().collect(), &mut ());
                continue;
            }
            if let Ok(card) = serde_json::from_value::<Card>(answer["play"].clone()) {
                let _ = game.play(seat, card, &mut ());
                continue;
            }
            return eprintln!("the bot did not answer: {answer}");
        }
        let legal = game.legal_moves();
        match game.decision() {
            Some(Decision::PassCards { count, .. }) => {
                let pass = game.hand(to_act).iter().take(count).collect();
                let _ = game.pass(to_act, pass, &mut ());
            }
            _ => {
                use rand::RngExt;
                let i = rng.random_range(0..legal.len().max(1) as u32) as usize;
                if let Some(card) = legal.nth(i) {
                    let _ = game.play(to_act, card, &mut ());
                }
            }
        }
    }
}
