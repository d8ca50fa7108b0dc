//! The hand review's cost of a decision that is not a card (`ai::weigh`): weighed from the deciding seat's view,
//! the same worlds for both choices, so a choice costs nothing against itself, the cost of A against B is minus
//! that of B against A, Hard's own call is never worse than another call it weighs, and a plainly poor pass or
//! lay-away costs something on average.

use wendellhead::ai::weigh::{Choice, cost};
use wendellhead::ai::{suggest_call, suggest_pass};
use wendellhead::engine::hearts::{HeartsMatch, Rules as HeartsRules};
use wendellhead::engine::schafkopf::{Rules, SchafkopfMatch, Variant};
use wendellhead::engine::{AnyMatch, Call, Card, CardSet, Decision, Seat};

/// A Hearts deal at seat 0's pass (the first deal passes to the left; the seats before seat 0 pass as Hard does).
fn hearts_at_the_pass(seed: u64) -> AnyMatch {
    let mut game =
        AnyMatch::Hearts(HeartsMatch::new(HeartsRules::standard(4), seed, &mut ()).unwrap());
    while let Some(Decision::PassCards { seat, .. }) = game.decision() {
        if seat == Seat(0) {
            return game;
        }
        let cards = suggest_pass(&game, seat).unwrap();
        game.pass(seat, cards, &mut Vec::new()).unwrap();
    }
    panic!(
        "seed {seed}: seat 0 is not asked to pass: {:?}",
        game.decision()
    );
}

/// The three lowest cards of a hand: in Hearts a poor pass, keeping every high card that takes tricks.
fn lowest_three(hand: CardSet) -> CardSet {
    let mut cards: Vec<Card> = hand.iter().collect();
    cards.sort_by_key(|c| c.rank());
    cards.into_iter().take(3).collect()
}

fn hand_of(game: &AnyMatch, seat: Seat) -> CardSet {
    match game {
        AnyMatch::Hearts(g) => g.view(seat).hand,
        AnyMatch::Schafkopf(g) => g.view(seat).hand,
        _ => CardSet::EMPTY,
    }
}

/// Rule: the same worlds weigh both choices, so the cost of one against the other is exactly the other's
/// against it negated, a choice against itself costs nothing, and the same question has the same answer.
#[test]
fn a_pass_is_weighed_in_the_same_worlds_both_ways() {
    for seed in 0..4 {
        let game = hearts_at_the_pass(seed);
        let hard = suggest_pass(&game, Seat(0)).unwrap();
        let low = lowest_three(hand_of(&game, Seat(0)));
        if low == hard {
            continue;
        }
        let there = cost(&game, Seat(0), Choice::Cards(low), Choice::Cards(hard)).unwrap();
        let back = cost(&game, Seat(0), Choice::Cards(hard), Choice::Cards(low)).unwrap();
        assert_eq!(there, -back, "seed {seed}");
        assert_eq!(
            cost(&game, Seat(0), Choice::Cards(low), Choice::Cards(hard)),
            Some(there),
            "seed {seed}: the same question, the same answer"
        );
        assert_eq!(
            cost(&game, Seat(0), Choice::Cards(hard), Choice::Cards(hard)),
            Some(0.0)
        );
    }
}

/// Passing one's three lowest cards keeps the cards that take tricks: on average over deals it costs points
/// against Hard's pass (which gives away the queen of spades and high hearts).
#[test]
fn passing_the_three_lowest_cards_costs_points_on_average() {
    let deals = 12;
    let total: f64 = (0..deals)
        .map(|seed| {
            let game = hearts_at_the_pass(100 + seed);
            let hard = suggest_pass(&game, Seat(0)).unwrap();
            let low = lowest_three(hand_of(&game, Seat(0)));
            cost(&game, Seat(0), Choice::Cards(low), Choice::Cards(hard)).unwrap()
        })
        .sum();
    assert!(
        total / deals as f64 > 1.0,
        "the lowest three cost {:.2} points a deal on average",
        total / deals as f64
    );
}

/// A Wendish Schafkopf deal of four at the first call of seat `seat` (the calls before it passes).
fn schafkopf_at_the_call(variant: Variant, seed: u64, seat: Seat) -> Option<AnyMatch> {
    let rules = Rules {
        deals: 4,
        ..Rules::of_variant(variant)
    };
    let mut game = AnyMatch::Schafkopf(SchafkopfMatch::new(rules, seed, &mut ()).unwrap());
    while let Some(Decision::Declare { seat: asked }) = game.decision() {
        if asked == seat {
            return Some(game);
        }
        game.declare(asked, Call::Pass, &mut Vec::new()).ok()?;
    }
    None
}

/// Rule: Hard's call is the one that earns most in its own simulation, so against any call it weighs, its own
/// costs nothing more: every other call's cost is at least zero.
#[test]
fn no_call_hard_weighs_is_worth_more_than_hard_s_own() {
    let mut weighed = 0;
    for seed in 0..6 {
        let Some(game) = schafkopf_at_the_call(Variant::Four, seed, Seat(0)) else {
            continue;
        };
        let hard = suggest_call(&game, Seat(0)).unwrap();
        for call in game.calls() {
            // A wedding calling a low card is not among the calls Hard weighs.
            if matches!(call, Call::Wedding(Some(c)) if c.rank() != wendellhead::engine::Rank::Ace)
            {
                continue;
            }
            let c = cost(&game, Seat(0), Choice::Call(call), Choice::Call(hard)).unwrap();
            assert!(
                c >= 0.0,
                "seed {seed}: {call:?} is worth {c} more than {hard:?}"
            );
            weighed += 1;
        }
    }
    assert!(weighed > 12, "only {weighed} calls weighed");
}

/// Dreiwendsch: laying away one's two highest trumps instead of Hard's two cards costs the taker on average.
#[test]
fn laying_away_the_best_trumps_costs_the_skat_taker() {
    use wendellhead::engine::schafkopf::{SchafkopfOrder, TRUMP_CLASS};
    use wendellhead::engine::trick::TrickOrder;
    let mut total = 0.0;
    let mut deals = 0;
    for seed in 0..10 {
        let Some(mut game) = schafkopf_at_the_call(Variant::Three, seed, Seat(0)) else {
            continue;
        };
        if game
            .declare(Seat(0), Call::TakeSkat, &mut Vec::new())
            .is_err()
        {
            continue;
        }
        assert!(matches!(game.decision(), Some(Decision::Discard { .. })));
        let hard = suggest_pass(&game, Seat(0)).unwrap();
        let order = SchafkopfOrder {
            trump: wendellhead::engine::Suit::Diamonds,
        };
        let mut cards: Vec<Card> = hand_of(&game, Seat(0)).iter().collect();
        cards.sort_by_key(|&c| std::cmp::Reverse(order.power(c, TRUMP_CLASS)));
        let best: CardSet = cards.into_iter().take(2).collect();
        total += cost(&game, Seat(0), Choice::Cards(best), Choice::Cards(hard)).unwrap();
        deals += 1;
    }
    assert!(deals >= 5, "only {deals} deals reached the lay-away");
    assert!(
        total / deals as f64 > 0.5,
        "laying away the best trumps costs {:.2} a deal on average",
        total / deals as f64
    );
}
