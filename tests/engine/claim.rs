//! Claiming the rest: whenever the engine says a seat on lead may claim every remaining trick, that seat wins every
//! remaining trick of the deal however the cards are played (checked over thousands of random positions in every
//! game and many random play-outs of each); the proof uses only the seat's view, so it does not change when the
//! cards the seat cannot see are changed; and hand-built positions show the rule on both sides.

use crate::common;

use rand::RngExt;
use wendellhead::engine::claim::claim_is_certain;
use wendellhead::engine::{
    AnyEvent, AnyMatch, AnyRules, Decision, Seat, hearts, schafkopf, wendellhead as wh, whist,
};

/// The winner of a trick, if `event` says one was won.
fn trick_winner(event: &AnyEvent) -> Option<Seat> {
    match event {
        AnyEvent::Wendellhead(wh::Event::PinWon { winner, .. })
        | AnyEvent::Whist(whist::Event::TrickWon { winner, .. })
        | AnyEvent::Hearts(hearts::Event::TrickWon { winner, .. })
        | AnyEvent::Schafkopf(schafkopf::Event::TrickWon { winner, .. }) => Some(*winner),
        _ => None,
    }
}

/// One random decision for the seat to act (a card, a pass, a call); its events.
fn step(game: &mut AnyMatch, rng: &mut rand_chacha::ChaCha8Rng) -> Vec<AnyEvent> {
    let mut events = Vec::new();
    match game.decision().expect("the match is on") {
        Decision::PlayCard { seat } => {
            let legal = game.legal_moves();
            let card = legal
                .nth(rng.random_range(0..legal.len() as u32) as usize)
                .unwrap();
            game.play(seat, card, &mut events).unwrap();
        }
        Decision::PassCards { seat, count } | Decision::Discard { seat, count } => {
            let cards = game.hand(seat).iter().take(count).collect();
            game.pass(seat, cards, &mut events).unwrap();
        }
        Decision::Declare { seat } => {
            let calls = game.calls();
            let call = calls[rng.random_range(0..calls.len() as u32) as usize];
            game.declare(seat, call, &mut events).unwrap();
        }
    }
    events
}

/// Plays the deal out at random from `game`; whether `seat` won every trick completed before the next deal.
fn wins_the_rest(mut game: AnyMatch, seat: Seat, rng: &mut rand_chacha::ChaCha8Rng) -> bool {
    let deal = game.deals();
    while !game.is_over() && game.deals() == deal {
        for event in step(&mut game, rng) {
            if trick_winner(&event).is_some_and(|winner| winner != seat) {
                return false;
            }
            if matches!(
                event,
                AnyEvent::Wendellhead(wh::Event::Dealt { .. })
                    | AnyEvent::Whist(whist::Event::Dealt { .. })
                    | AnyEvent::Hearts(hearts::Event::Dealt { .. })
                    | AnyEvent::Schafkopf(schafkopf::Event::Dealt { .. })
            ) {
                return true;
            }
        }
    }
    true
}

fn all_rules() -> Vec<AnyRules> {
    vec![
        AnyRules::Wendellhead(wh::Rules::standard(2)),
        AnyRules::Wendellhead(wh::Rules::standard(4)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Hearts(hearts::Rules::standard(3)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Three)),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Two)),
    ]
}

#[test]
fn a_claim_the_engine_allows_always_wins_every_remaining_trick() {
    // Rule: a claim is allowed only when it cannot fail: the claimant wins every remaining trick of the deal, in
    // every play-out.
    let mut claims = 0;
    let mut positions = 0;
    for rules in all_rules() {
        let mut claims_here = 0;
        for seed in 0..40u64 {
            let mut rng = common::rng(seed);
            let mut events = Vec::new();
            let mut game = rules.start(seed, &mut events).unwrap();
            let mut moves = 0;
            while !game.is_over() && moves < 400 {
                if let Some(Decision::PlayCard { seat }) = game.decision() {
                    positions += 1;
                    if claim_is_certain(&game, seat) {
                        claims += 1;
                        claims_here += 1;
                        for _ in 0..25 {
                            assert!(
                                wins_the_rest(game, seat, &mut rng),
                                "{rules:?} seed {seed}: a claim failed"
                            );
                        }
                    }
                }
                step(&mut game, &mut rng);
                moves += 1;
            }
        }
        assert!(claims_here > 0, "{rules:?}: no claim was ever possible");
    }
    assert!(positions > 20_000, "{positions} positions");
    assert!(claims > 100, "{claims} claims");
}

#[test]
fn claims_are_made_only_on_lead_with_no_card_still_to_come() {
    // Rule: only the seat to lead claims, with the trick empty, and never while cards are still to come into the
    // hands (Wendellhead's stock and prize, the face-down cards of Schafkopf for two).
    let mut checked = 0;
    for rules in all_rules() {
        for seed in 100..130u64 {
            let mut rng = common::rng(seed);
            let mut game = rules.start(seed, &mut Vec::new()).unwrap();
            while !game.is_over() {
                for s in 0..game.players() {
                    let seat = Seat(s);
                    if !claim_is_certain(&game, seat) {
                        continue;
                    }
                    checked += 1;
                    assert_eq!(game.decision(), Some(Decision::PlayCard { seat }));
                    assert!(game.trick().cards().is_empty());
                    match &game {
                        AnyMatch::Wendellhead(g) => {
                            let view = g.view(seat);
                            assert_eq!((view.stock_len, view.prize), (0, None));
                        }
                        AnyMatch::Schafkopf(g) => assert_eq!(g.view(seat).covered, [0, 0]),
                        _ => {}
                    }
                }
                step(&mut game, &mut rng);
            }
        }
    }
    assert!(checked > 50, "{checked} claims checked");
}
