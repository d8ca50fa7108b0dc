//! The computer players of Dreiwendsch and the game for two decide from their view only: every world they search
//! shows the seat exactly its view (the skat, another's discard and every face-down card unseen), worlds vary
//! only what the seat cannot see, every level makes only offered calls, whole discards and legal plays, and the
//! Normal player takes the skat on a strong hand and lays away as a skat player does.

use crate::common;

use wendellhead::ai::{AiGame, Level, SchafkopfPlayer};
use wendellhead::engine::schafkopf::{Rules, SchafkopfMatch, Stage, Variant, points};
use wendellhead::engine::{Call, CardSet, Decision, Seat, Suit, deck};

fn rules(variant: Variant, sharp: bool) -> Rules {
    Rules {
        deals: 2,
        sharp_cards: sharp,
        ..Rules::of_variant(variant)
    }
}

#[test]
fn every_world_shows_the_seat_its_view_and_varies_only_what_it_cannot_see() {
    for (variant, sharp) in [
        (Variant::Three, false),
        (Variant::Three, true),
        (Variant::Two, false),
    ] {
        let n = variant.players();
        let mut checked = 0;
        let mut varied = 0;
        for seed in 0..40u64 {
            let mut game = SchafkopfMatch::new(rules(variant, sharp), seed, &mut ()).unwrap();
            let mut rng = common::rng(seed);
            while let Some(decision) = game.decision() {
                if let Decision::PlayCard { seat } = decision {
                    let view = game.view(seat);
                    let mut sampler = deck::rng(seed, checked as u64);
                    let mut hidden = Vec::new();
                    for _ in 0..4 {
                        let world = SchafkopfMatch::sample_world(&view, &mut sampler)
                            .unwrap_or_else(|| panic!("seed {seed}: no world for {view:?}"));
                        assert_eq!(
                            world.view(seat),
                            view,
                            "seed {seed}: a world shows {seat} its view"
                        );
                        world.audit().unwrap();
                        match variant {
                            // Only face-down cards are dealt: every face-up card stays where it lies.
                            Variant::Two => {
                                for p in 0..2 {
                                    let (w, g) = (world.piles(Seat(p)), game.piles(Seat(p)));
                                    for i in 0..8 {
                                        assert_eq!(w[i].up, g[i].up);
                                        assert_eq!(w[i].down.is_some(), g[i].down.is_some());
                                    }
                                }
                                let downs: Vec<_> = (0..2)
                                    .flat_map(|p| world.piles(Seat(p)))
                                    .map(|p| p.down)
                                    .collect();
                                hidden.push(format!("{downs:?}"));
                            }
                            _ => hidden.push(format!(
                                "{:?} {:?}",
                                world.hand(seat.plus(1, n)),
                                world.discarded() | world.skat()
                            )),
                        }
                    }
                    varied += hidden.windows(2).any(|w| w[0] != w[1]) as u32;
                    checked += 1;
                }
                common::play_random(&mut game, &mut rng);
            }
        }
        assert!(checked > 300, "{variant:?}: {checked} positions");
        assert!(
            varied > checked / 2,
            "{variant:?}: worlds vary ({varied} of {checked})"
        );
    }
}

#[test]
fn every_level_only_makes_offered_calls_whole_discards_and_legal_plays() {
    for (variant, sharp) in [
        (Variant::Three, false),
        (Variant::Three, true),
        (Variant::Two, false),
    ] {
        for level in Level::ALL {
            for seed in 0..2 {
                let mut game = SchafkopfMatch::new(rules(variant, sharp), seed, &mut ()).unwrap();
                let mut players: Vec<_> = (0..variant.players() as u64)
                    .map(|s| level.player::<SchafkopfMatch>(seed * 7 + s))
                    .collect();
                while let Some(decision) = game.decision() {
                    match decision {
                        Decision::Declare { seat } => {
                            let calls = game.calls();
                            let call = players[seat.index()]
                                .choose_call(&game.view(seat), &calls)
                                .unwrap();
                            assert!(calls.contains(&call), "{level:?}: {call} not offered");
                            game.declare(seat, call, &mut ()).unwrap();
                        }
                        Decision::Discard { seat, count } => {
                            let cards = players[seat.index()]
                                .choose_pass(&game.view(seat), count)
                                .unwrap();
                            assert_eq!(cards.len(), 2);
                            game.discard(seat, cards, &mut ()).unwrap();
                        }
                        Decision::PlayCard { seat } => {
                            let card = players[seat.index()].choose(&game.view(seat)).unwrap();
                            game.play(seat, card, &mut ()).unwrap();
                        }
                        Decision::PassCards { .. } => unreachable!("no passing"),
                    }
                }
            }
        }
    }
}

/// Dealer 0's Dreiwendsch deal with seat 1 (forehand) holding `strong`: 3-4-skat-3 clockwise from seat 1.
fn three_deal(hands: [&str; 3], skat: &str) -> SchafkopfMatch {
    let hands: Vec<Vec<_>> = hands.iter().map(|h| common::cards(h)).collect();
    let mut deck = Vec::new();
    let mut given = [0usize; 3];
    for size in [3, 4, 0, 3] {
        if size == 0 {
            deck.extend(common::cards(skat));
            continue;
        }
        for k in 1..=3 {
            let s = Seat(0).plus(k, 3).index();
            deck.extend_from_slice(&hands[s][given[s]..given[s] + size]);
            given[s] += size;
        }
    }
    SchafkopfMatch::with_deck(rules(Variant::Three, false), 1, Seat(0), &deck, &mut ()).unwrap()
}

#[test]
fn normal_takes_the_skat_on_a_strong_hand_lays_away_plain_points_and_names_its_best_suit() {
    let mut game = three_deal(
        [
            "AH TH KH 9H 8H 7H 8S 7S KD 9D",
            "QC QS QH QD JC JS JH JD AD 9C",
            "AC TC KC 8C 7C AS TS KS 9S TD",
        ],
        "8D 7D",
    );
    // The Q♣'s holder is asked first: seat 1, with every queen and jack.
    assert_eq!(game.to_act(), Some(Seat(1)));
    let mut normal = SchafkopfPlayer::normal(3);
    let call = normal.call_for(&game.view(Seat(1)), &game.calls());
    assert_eq!(call, Some(Call::TakeSkat));
    game.declare(Seat(1), Call::TakeSkat, &mut ()).unwrap();
    let away = SchafkopfPlayer::discard_for(&game.view(Seat(1)));
    // The 9♣ (its only plain card) goes, and a low diamond: no queen, jack or ace is laid away.
    assert_eq!(away.len(), 2);
    assert!(away.contains(common::card("9C")), "{away:?}");
    for c in away {
        assert!(
            !matches!(
                c.rank(),
                wendellhead::engine::Rank::Queen
                    | wendellhead::engine::Rank::Jack
                    | wendellhead::engine::Rank::Ace
            ),
            "{c}"
        );
    }
    game.discard(Seat(1), away, &mut ()).unwrap();
    let trump = normal.call_for(&game.view(Seat(1)), &game.calls());
    assert_eq!(trump, Some(Call::Solo(Suit::Diamonds)));
    // A weak hand passes: seat 0's hearts without a queen or jack.
    let game = three_deal(
        [
            "AH TH KH 9H 8H 7H 8S 7S KD 9D",
            "QC QS QH QD JC JS JH JD AD 9C",
            "AC TC KC 8C 7C AS TS KS 9S TD",
        ],
        "8D 7D",
    );
    let mut game = game;
    game.declare(Seat(1), Call::Pass, &mut ()).unwrap();
    game.declare(Seat(2), Call::Pass, &mut ()).unwrap();
    assert_eq!(
        SchafkopfPlayer::normal(3).call_for(&game.view(Seat(0)), &game.calls()),
        Some(Call::Pass)
    );
}

#[test]
fn hard_simulates_taking_the_skat() {
    use wendellhead::ai::schafkopf::simulated_call;
    let strong = three_deal(
        [
            "AH TH KH 9H 8H 7H 8S 7S KD 9D",
            "QC QS QH QD JC JS JH JD AD 9C",
            "AC TC KC 8C 7C AS TS KS 9S TD",
        ],
        "8D 7D",
    );
    let view = strong.view(Seat(1));
    assert_eq!(
        simulated_call(&view, &strong.calls(), 5, 24),
        Some(Call::TakeSkat)
    );
    // Seat 2 after a pass, with plain cards and no trump: passing is worth more.
    let mut weak = strong;
    weak.declare(Seat(1), Call::Pass, &mut ()).unwrap();
    let view = weak.view(Seat(2));
    assert_eq!(
        simulated_call(&view, &weak.calls(), 5, 24),
        Some(Call::Pass)
    );
    assert_eq!(weak.stage(), Stage::Declaring);
    let _ = points(CardSet::EMPTY);
}

/// Expert's call in Dreiwendsch credits a taken skat `EXPERT_TAKE_ALLOWANCE` a deal over its simulated payment
/// (its searched play makes more of a taken skat than the simulation's Normal players): at every offer of the
/// skat over many deals it takes exactly where taking, so credited, is worth more than passing in the same
/// simulated deals, including hands where the simulation alone says passing is worth more.
#[test]
fn expert_takes_the_skat_where_the_simulation_says_it_costs_less_than_its_allowance() {
    use wendellhead::ai::schafkopf::{EXPERT_SIMULATED_DEALS, EXPERT_TAKE_ALLOWANCE, call_worths};
    let allowance = EXPERT_TAKE_ALLOWANCE;
    assert!(allowance > 0.0);
    let (mut offers, mut within) = (0, 0);
    for seed in 0..40u64 {
        let mut game = SchafkopfMatch::new(rules(Variant::Three, false), seed, &mut ()).unwrap();
        while game.stage() == Stage::Declaring && game.calls().contains(&Call::TakeSkat) {
            let Some(Decision::Declare { seat }) = game.decision() else {
                break;
            };
            let (view, calls) = (game.view(seat), game.calls());
            let worths =
                call_worths(&view, &calls, Call::Pass, seed, EXPERT_SIMULATED_DEALS).unwrap();
            let worth = |call| worths.iter().find(|(c, _)| *c == call).unwrap().1;
            let (take, pass) = (worth(Call::TakeSkat), worth(Call::Pass));
            let expert = SchafkopfMatch::expert_call(&view, &calls, seed);
            let edge = take + allowance - pass;
            if edge.abs() > 1e-9 {
                let wanted = if edge > 0.0 {
                    Call::TakeSkat
                } else {
                    Call::Pass
                };
                assert_eq!(
                    expert,
                    Some(wanted),
                    "seed {seed}, {seat}: taking {take:.3} a deal, passing {pass:.3}, allowance {allowance}"
                );
            }
            offers += 1;
            within += u32::from(take < pass && edge > 0.0);
            // Pass on, so the next seat is offered the skat too.
            game.declare(seat, Call::Pass, &mut ()).unwrap();
        }
    }
    assert!(offers >= 60, "only {offers} offers of the skat");
    assert!(
        within >= 1,
        "no hand of {offers} where only the allowance made Expert take the skat"
    );
}
