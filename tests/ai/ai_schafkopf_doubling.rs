//! Schafkopf's computers and the doubling option: they say Kontra and Re from their own view (deals of the cards
//! they cannot see played out), sometimes, only when offered, and doubling does not cost the doubling seat.

use wendellhead::ai::{ComputerPlayer, Level, Player, SchafkopfPlayer};
use wendellhead::engine::schafkopf::{Event, Rules, SchafkopfMatch, Variant};
use wendellhead::engine::{AnyMatch, Call, Decision, Seat};

fn doubling(variant: Variant, deals: u32) -> Rules {
    Rules {
        deals,
        doubling: true,
        laufende: 3,
        ..Rules::of_variant(variant)
    }
}

/// Plays a match with Normal players, letting the seats in `doublers` double when offered and they judge it
/// right; each seat's balance at the end, and the doubles said (seat, call, the hand's payment to that seat had
/// it not been doubled).
fn play(rules: Rules, seed: u64, doublers: &[usize]) -> ([i64; 4], Vec<(Seat, Call, i64)>) {
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(rules, seed, &mut events).expect("valid");
    let n = rules.players() as usize;
    let mut players: Vec<SchafkopfPlayer> = (0..n)
        .map(|s| SchafkopfPlayer::normal(seed * 8 + s as u64))
        .collect();
    let mut said = Vec::new();
    let mut mine: Vec<(Seat, Call)> = Vec::new();
    while let Some(decision) = game.decision() {
        let seat = decision_seat(decision);
        let view = game.view(seat);
        let player = &mut players[seat.index()];
        let before = events.len();
        match decision {
            Decision::Declare { .. } => {
                let call = player.choose_call(&view, &game.calls()).expect("a call");
                game.declare(seat, call, &mut events).expect("offered");
            }
            Decision::Discard { .. } => {
                let cards = player.choose_pass(&view, 2).expect("a discard");
                game.discard(seat, cards, &mut events).expect("legal");
            }
            Decision::PlayCard { .. } => {
                if let Some(double) = game.double_offered()
                    && doublers.contains(&seat.index())
                    && player.choose_double(&view, double)
                {
                    game.declare(seat, double, &mut events)
                        .expect("only an offered double is said");
                    mine.push((seat, double));
                    continue;
                }
                let card = player.choose(&view).expect("a card");
                game.play(seat, card, &mut events).expect("legal");
            }
            Decision::PassCards { .. } => unreachable!("no passing in Schafkopf"),
        }
        // The hand's score, then (unless the match is over) the next deal, in one batch.
        if let Some(Event::HandScored {
            payments, doubles, ..
        }) = events[before..]
            .iter()
            .find(|e| matches!(e, Event::HandScored { .. }))
        {
            for (s, call) in mine.drain(..) {
                said.push((s, call, payments[s.index()] / i64::from(doubles.factor())));
            }
        }
    }
    let mut balance = [0i64; 4];
    balance[..n].copy_from_slice(game.balance());
    (balance, said)
}

fn decision_seat(d: Decision) -> Seat {
    match d {
        Decision::PlayCard { seat }
        | Decision::Declare { seat }
        | Decision::Discard { seat, .. }
        | Decision::PassCards { seat, .. } => seat,
    }
}

#[test]
fn computers_say_kontra_and_re_sometimes_and_win_more_doubled_hands_than_they_lose() {
    let (mut kontra, mut re, mut hands) = (0, 0, 0);
    let mut doubled_gain = 0i64;
    let (mut won, mut lost) = (0, 0);
    for seed in 0..60 {
        let (_, said) = play(doubling(Variant::Four, 4), seed, &[0, 1, 2, 3]);
        hands += 4;
        for (_, call, paid) in said {
            match call {
                Call::Kontra => kontra += 1,
                Call::Re => re += 1,
                other => panic!("{other:?} is no double"),
            }
            doubled_gain += paid;
            if paid > 0 {
                won += 1;
            } else {
                lost += 1;
            }
        }
    }
    assert!(
        kontra > 5 && kontra < hands / 2,
        "Kontra {kontra} in {hands}"
    );
    assert!(re > 0, "Re {re}");
    assert!(won > lost, "doubled hands won {won}, lost {lost}");
    assert!(doubled_gain > 0, "{doubled_gain}");
}

#[test]
fn a_doubling_computer_does_no_worse_than_one_that_never_doubles() {
    // The same seeds, the same play (doubling changes no card a Normal player chooses): seat 0 doubling or not.
    // What it gains by doubling is exactly the hands it doubled, paid once more.
    for variant in [Variant::Four, Variant::Three] {
        let (mut with, mut without) = (0i64, 0i64);
        let mut doubles = 0;
        for seed in 0..400 {
            let rules = doubling(variant, 4);
            let (a, said) = play(rules, 1000 + seed, &[0]);
            let (b, none) = play(rules, 1000 + seed, &[]);
            assert!(none.is_empty());
            doubles += said.len();
            with += a[0];
            without += b[0];
            let gained: i64 = said.iter().map(|s| s.2).sum();
            assert_eq!(
                a[0] - b[0],
                gained,
                "seed {seed}: only the doubled hands differ"
            );
        }
        eprintln!(
            "{variant:?}: {doubles} doubles; seat 0 doubling {with}, never doubling {without}"
        );
        assert!(doubles > 0, "{variant:?}: seat 0 never doubled");
        assert!(
            with >= without,
            "{variant:?}: doubling {with}, never doubling {without}"
        );
    }
}

#[test]
fn computers_never_double_when_no_double_is_offered() {
    // With the option off, and in games without sides, no level doubles; with it on, only what is offered.
    for (rules, seed) in [
        (
            Rules {
                deals: 4,
                ..Rules::standard()
            },
            3,
        ),
        (doubling(Variant::Four, 4), 4),
        (doubling(Variant::Three, 6), 5),
    ] {
        let mut game = AnyMatch::Schafkopf(SchafkopfMatch::new(rules, seed, &mut ()).unwrap());
        let mut computers: Vec<ComputerPlayer> = (0..rules.players())
            .map(|s| ComputerPlayer::new(Level::Normal, u64::from(s)))
            .collect();
        let mut events = Vec::new();
        while let Some(decision) = game.decision() {
            let seat = decision_seat(decision);
            let c = &mut computers[seat.index()];
            let offered = game.double_offered();
            match decision {
                Decision::PlayCard { .. } => {
                    if let Some(double) = c.decide_double(&game, seat) {
                        assert_eq!(Some(double), offered, "{rules:?}");
                        game.declare(seat, double, &mut events).expect("offered");
                        continue;
                    }
                    let card = c.decide(&game, seat, u32::MAX).expect("a card");
                    game.play(seat, card, &mut events).expect("legal");
                }
                Decision::Declare { .. } => {
                    assert_eq!(c.decide_double(&game, seat), None);
                    let call = c.decide_call(&game, seat).expect("a call");
                    game.declare(seat, call, &mut events).expect("offered");
                }
                Decision::Discard { .. } | Decision::PassCards { .. } => {
                    let cards = c.decide_pass(&game, seat).expect("cards");
                    game.pass(seat, cards, &mut events).expect("legal");
                }
            }
            // Another seat is never asked to double.
            for other in (0..rules.players())
                .map(Seat)
                .filter(|&s| Some(s) != game.to_act())
            {
                assert_eq!(computers[other.index()].decide_double(&game, other), None);
            }
        }
        if !rules.doubling {
            assert!(events.iter().all(|e| !matches!(
                e,
                wendellhead::engine::AnyEvent::Schafkopf(Event::Doubled { .. })
            )));
        }
        assert_eq!(game.to_act(), None);
    }
}
