//! Par (`ai::par`): a deal's result is counted in each game's own unit exactly as its scoring events say; par
//! replays the dealt cards with the Hard computer in the person's seat, is reproducible, a duplicate (with Hard in
//! the seat it equals the result; the hint and review name the stand-in's decisions), comes out
//! the same when worked out a slice at a time (as the table does over frames) as at once, and ignores the level
//! the person's seat had.

use wendellhead::ai::par::{ParRun, STAND_IN_SEED, Sitter, deal_result, par};
use wendellhead::ai::{ComputerPlayer, Level, suggest_any, suggest_call, suggest_pass};
use wendellhead::engine::whist::side_of;
use wendellhead::engine::{
    AnyEvent, AnyMatch, AnyRules, Decision, Seat, hearts, schafkopf, wendellhead as wh, whist,
};
use wendellhead::sim::{par_report, player_seed};

/// One rule set of each game (and each Schafkopf table size).
fn rule_sets() -> Vec<AnyRules> {
    vec![
        AnyRules::Wendellhead(wh::Rules::standard(3)),
        AnyRules::Wendellhead(wh::Rules::short(4)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Hearts(hearts::Rules {
            moon: hearts::Moon::SubtractFromShooter,
            ..hearts::Rules::standard(3)
        }),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Three)),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Two)),
    ]
}

/// One decision by `players` at `game`.
fn step(game: &mut AnyMatch, players: &mut [ComputerPlayer], events: &mut Vec<AnyEvent>) {
    let decision = game.decision().expect("the match is not over");
    match decision {
        Decision::PlayCard { seat } => {
            let card = players[seat.index()]
                .decide(game, seat, u32::MAX)
                .expect("a card");
            game.play(seat, card, events).expect("a legal card");
        }
        Decision::PassCards { seat, .. } | Decision::Discard { seat, .. } => {
            let cards = players[seat.index()]
                .decide_pass(game, seat)
                .expect("a pass");
            game.pass(seat, cards, events).expect("a legal pass");
        }
        Decision::Declare { seat } => {
            let call = players[seat.index()]
                .decide_call(game, seat)
                .expect("a call");
            game.declare(seat, call, events).expect("a legal call");
        }
    }
}

/// Each deal of a whole match between Normal players: the match as dealt, the match once the deal was scored,
/// and the deal's events.
fn deals_of(rules: AnyRules, seed: u64) -> Vec<(AnyMatch, AnyMatch, Vec<AnyEvent>)> {
    let mut game = rules.start(seed, &mut Vec::new()).expect("a match");
    let mut players: Vec<ComputerPlayer> = (0..game.players())
        .map(|i| ComputerPlayer::new(Level::Normal, seed + u64::from(i)))
        .collect();
    let mut deals = Vec::new();
    while !game.is_over() {
        let start = game;
        let mut events = Vec::new();
        while !game.is_over() && game.deals() == start.deals() {
            step(&mut game, &mut players, &mut events);
        }
        deals.push((start, game, events));
    }
    deals
}

/// What the scoring events say `seat` got from the deal, in the unit par counts.
fn scored(events: &[AnyEvent], seat: Seat) -> i64 {
    let mut result = 0;
    for event in events {
        match event {
            AnyEvent::Wendellhead(wh::Event::PinWon { winner, .. }) if *winner == seat => {
                result += 1
            }
            AnyEvent::Whist(whist::Event::HandScored { tricks, .. }) => {
                result = i64::from(tricks[side_of(seat)])
            }
            AnyEvent::Hearts(hearts::Event::HandScored { points, .. }) => {
                result = -i64::from(points[seat.index()])
            }
            AnyEvent::Schafkopf(schafkopf::Event::HandScored { payments, .. }) => {
                result = payments[seat.index()]
            }
            _ => {}
        }
    }
    result
}

/// Rule: a deal's result is the seat's Pins (Wendellhead), its side's tricks (Whist), minus the points it took
/// after the moon (Hearts), its payment (Schafkopf): the scoring events of every deal of whole matches agree.
#[test]
fn a_deals_result_is_what_its_scoring_says() {
    for rules in rule_sets() {
        for seed in 1..=3 {
            for (start, end, events) in deals_of(rules, seed) {
                let winners: Vec<Seat> = events.iter().filter_map(AnyEvent::trick_winner).collect();
                for seat in Seat::all(start.players()) {
                    assert_eq!(
                        deal_result(&start, &end, &winners, seat),
                        scored(&events, seat),
                        "{rules:?} seed {seed}, deal {}, {seat}",
                        start.deals()
                    );
                }
            }
        }
    }
}

/// The match's own seeded players at every seat, `levels` by seat (as the table and `sim` seat them).
fn sitters(start: &AnyMatch, levels: &[Level]) -> Vec<Sitter> {
    Seat::all(start.players())
        .map(|s| {
            (
                levels[s.index() % levels.len()],
                player_seed(start.seed(), s),
            )
        })
        .collect()
}

/// Par is reproducible: the same deal, seat and opponents give the same par.
#[test]
fn par_is_reproducible() {
    for rules in rule_sets() {
        let start = rules.start(7, &mut Vec::new()).expect("a match");
        let who = sitters(&start, &[Level::Normal]);
        let a = par(&start, Seat(0), &who).expect("a par");
        let b = par(&start, Seat(0), &who).expect("a par");
        assert_eq!(a, b, "{rules:?}");
    }
}

/// Worked out a slice at a time (the table's frames) par comes out as it does at once.
#[test]
fn par_in_slices_is_par_at_once() {
    for rules in [
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
    ] {
        let start = rules.start(11, &mut Vec::new()).expect("a match");
        let who = sitters(&start, &[Level::Easy]);
        let at_once = par(&start, Seat(1), &who).expect("a par");
        let mut run = ParRun::new(start, Seat(1), &who);
        let mut slices = 0;
        while !run.step(400) {
            slices += 1;
        }
        assert!(
            slices > 10,
            "{rules:?}: the work was spread ({slices} slices)"
        );
        assert_eq!(run.par(), Some(at_once), "{rules:?}");
    }
}

/// The person's seat is always the Hard computer's in par, whatever level it is given; the opponents keep theirs.
#[test]
fn par_plays_the_persons_seat_with_hard() {
    let start = AnyRules::Whist(whist::Rules::standard())
        .start(5, &mut Vec::new())
        .expect("a match");
    let mut given_random = sitters(&start, &[Level::Normal]);
    let mut given_hard = given_random.clone();
    given_random[0].0 = Level::Random;
    given_hard[0].0 = Level::Hard;
    assert_eq!(
        par(&start, Seat(0), &given_random),
        par(&start, Seat(0), &given_hard)
    );
}

/// Par's replay stays within what the deal can give: a side's tricks out of 13 in Whist, Hearts' points between
/// the worst hand and the moon.
#[test]
fn par_stays_within_the_deal() {
    for seed in 1..=3 {
        let whist = AnyRules::Whist(whist::Rules::standard())
            .start(seed, &mut Vec::new())
            .unwrap();
        let p = par(&whist, Seat(2), &sitters(&whist, &[Level::Normal])).unwrap();
        assert!((0..=13).contains(&p.result), "{p:?}");
        let hearts = AnyRules::Hearts(hearts::Rules::standard(4))
            .start(seed, &mut Vec::new())
            .unwrap();
        let p = par(&hearts, Seat(0), &sitters(&hearts, &[Level::Normal])).unwrap();
        assert!((-26..=0).contains(&p.result), "{p:?}");
    }
}

/// Par is a duplicate: with the Hard computer in the seat in the real match (its own seed, Normal or Easy
/// opponents), par equals the seat's result on every deal of every game and table size, because the replay is the
/// real deal again. With a Normal player in the seat instead, par and the result part on some deals: the replay
/// is Hard's play, not a copy of the seat's.
#[test]
fn with_hard_in_the_seat_par_is_the_result_on_every_deal() {
    for (i, rules) in rule_sets().into_iter().enumerate() {
        let seat0 = [
            Level::Hard,
            Level::Normal,
            Level::Easy,
            Level::Normal,
            Level::Easy,
        ];
        let report = par_report(rules, 40 + i as u64, 1, &seat0, Some(2)).expect("a report");
        assert!(!report.deals.is_empty(), "{rules:?}");
        for d in &report.deals {
            assert_eq!(d.result, d.par, "{rules:?}: {d:?}");
        }
    }
    let mut parted = 0;
    for rules in [
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(4)),
    ] {
        let report = par_report(
            rules,
            60,
            2,
            &[Level::Random, Level::Normal, Level::Normal, Level::Normal],
            Some(2),
        )
        .expect("a report");
        parted += report.deals.iter().filter(|d| d.result != d.par).count();
    }
    assert!(parted > 0, "a random seat 0 never differed from par");
}

/// The hint and the hand review name the card, pass and call the Hard computer standing in for the person
/// makes in par's replay: `suggest_any`'s first card, `suggest_pass` and `suggest_call` are the stand-in's own
/// decisions from the same view, at every decision of a seat in whole deals.
#[test]
fn the_review_names_the_stand_ins_decisions() {
    let mut checked = 0;
    for rules in [
        AnyRules::Hearts(hearts::Rules::standard(4)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
        AnyRules::Schafkopf(schafkopf::Rules::of_variant(schafkopf::Variant::Three)),
        AnyRules::Wendellhead(wh::Rules::standard(3)),
    ] {
        for (start, end, _) in deals_of(rules, 8).into_iter().take(1) {
            let _ = end;
            let mut game = start;
            let mut players: Vec<ComputerPlayer> = (0..game.players())
                .map(|i| ComputerPlayer::new(Level::Easy, u64::from(i)))
                .collect();
            while !game.is_over() && game.deals() == start.deals() {
                let decision = game.decision().expect("a decision");
                let seat = match decision {
                    Decision::PlayCard { seat }
                    | Decision::PassCards { seat, .. }
                    | Decision::Discard { seat, .. }
                    | Decision::Declare { seat } => seat,
                };
                if seat == Seat(0) {
                    let mut stand_in = ComputerPlayer::new(Level::Hard, STAND_IN_SEED);
                    match decision {
                        Decision::PlayCard { .. } => assert_eq!(
                            suggest_any(&game, seat).first().map(|s| s.card),
                            stand_in.decide(&game, seat, u32::MAX),
                            "{rules:?}"
                        ),
                        Decision::PassCards { .. } | Decision::Discard { .. } => assert_eq!(
                            suggest_pass(&game, seat),
                            stand_in.decide_pass(&game, seat),
                            "{rules:?}"
                        ),
                        Decision::Declare { .. } => assert_eq!(
                            suggest_call(&game, seat),
                            stand_in.decide_call(&game, seat),
                            "{rules:?}"
                        ),
                    }
                    checked += 1;
                }
                step(&mut game, &mut players, &mut Vec::new());
            }
        }
    }
    assert!(checked > 20, "{checked} decisions checked");
}
