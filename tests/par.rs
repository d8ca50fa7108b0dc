//! Par (`ai::par`): a deal's result is counted in each game's own unit exactly as its scoring events say; par
//! replays the dealt cards with the Hard computer in the person's seat, is reproducible from its seed, comes out
//! the same when worked out a slice at a time (as the table does over frames) as at once, and ignores the level
//! the person's seat had.

use wendellhead::ai::par::{ParRun, deal_result, par, par_seed};
use wendellhead::ai::{ComputerPlayer, Level};
use wendellhead::engine::whist::side_of;
use wendellhead::engine::{
    AnyEvent, AnyMatch, AnyRules, Decision, Seat, hearts, schafkopf, wendellhead as wh, whist,
};

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

/// Par is reproducible from its seed: the same deal, seat, opponents and seed give the same replays.
#[test]
fn par_is_reproducible_from_its_seed() {
    for rules in rule_sets() {
        let start = rules.start(7, &mut Vec::new()).expect("a match");
        let levels = vec![Level::Normal; start.players() as usize];
        let seed = par_seed(&start);
        let a = par(&start, Seat(0), &levels, seed, 2).expect("a par");
        let b = par(&start, Seat(0), &levels, seed, 2).expect("a par");
        assert_eq!(a, b, "{rules:?}");
        assert_eq!(a.results.len(), 2);
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
        let levels = vec![Level::Easy; start.players() as usize];
        let at_once = par(&start, Seat(1), &levels, 99, 2).expect("a par");
        let mut run = ParRun::new(start, Seat(1), &levels, 99, 2);
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
    let given_random = vec![Level::Random, Level::Normal, Level::Normal, Level::Normal];
    let given_hard = vec![Level::Hard, Level::Normal, Level::Normal, Level::Normal];
    assert_eq!(
        par(&start, Seat(0), &given_random, 3, 2),
        par(&start, Seat(0), &given_hard, 3, 2)
    );
}

/// Par's replays stay within what the deal can give: a side's tricks out of 13 in Whist, Hearts' points between
/// the worst hand and the moon, the Pins of one deal in Wendellhead.
#[test]
fn par_replays_stay_within_the_deal() {
    for seed in 1..=3 {
        let whist = AnyRules::Whist(whist::Rules::standard())
            .start(seed, &mut Vec::new())
            .unwrap();
        let p = par(&whist, Seat(2), &[Level::Normal; 4], seed, 2).unwrap();
        assert!(p.results.iter().all(|&r| (0..=13).contains(&r)), "{p:?}");
        let hearts = AnyRules::Hearts(hearts::Rules::standard(4))
            .start(seed, &mut Vec::new())
            .unwrap();
        let p = par(&hearts, Seat(0), &[Level::Normal; 4], seed, 2).unwrap();
        assert!(p.results.iter().all(|&r| (-26..=0).contains(&r)), "{p:?}");
    }
}
