//! Property tests over thousands of seeded Schafkopf matches covering every contract (normal games, weddings
//! with a called card and with the first foreign trick, alone or not, silent and lust solos, forced solos): the
//! engine's invariants hold after every call and card, and an onlooker reading only the events, with its own
//! reading of the rules, agrees on every follow, trick winner, partner, point and payment; with the doubling and
//! Laufende options on, on who may double and when, on every run of top trumps and on the value they make.

use crate::common;

use proptest::prelude::*;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use wendellhead::engine::schafkopf::{
    Called, ContractKind, Event, Laufende, LogCall, Rules, SchafkopfMatch, Values, card_points,
};
use wendellhead::engine::{Call, Card, CardSet, Decision, Game, Seat, Suit};

/// A call as players make them: mostly passes, so that normal games and weddings come up as often as solos.
fn pick_call(game: &SchafkopfMatch, rng: &mut ChaCha8Rng) -> Call {
    let calls = game.calls();
    let r: f32 = rng.random();
    let find = |want: &dyn Fn(&Call) -> bool| {
        calls
            .iter()
            .copied()
            .filter(|c| want(c))
            .collect::<Vec<_>>()
    };
    let choose = |list: Vec<Call>, rng: &mut ChaCha8Rng| {
        list[rng.random_range(0..list.len() as u32) as usize]
    };
    let solos = find(&|c| matches!(c, Call::Solo(_)));
    let holder = calls.contains(&Call::SilentSolo);
    if holder {
        return match r {
            r if r < 0.4 => choose(find(&|c| matches!(c, Call::Wedding(Some(_)))), rng),
            r if r < 0.7 => Call::Wedding(None),
            r if r < 0.95 => Call::SilentSolo,
            _ => choose(solos, rng),
        };
    }
    if calls.contains(&Call::Pass) && (r < 0.85 || solos.is_empty()) {
        Call::Pass
    } else {
        choose(solos, rng)
    }
}

/// A double as players say them: now and then, when one is offered (the rng drawn only then, so matches without
/// the option play as before).
fn pick_double(game: &SchafkopfMatch, rng: &mut ChaCha8Rng) -> Option<Call> {
    let double = game.double_offered()?;
    (rng.random::<f32>() < 0.3).then_some(double)
}

/// The trumps from the highest as the onlooker reads rule 2: the queens and the jacks ♣ ♠ ♥ ♦, then the trump
/// suit's A 10 K 9 8 7.
fn trumps_from_the_top(trump: Suit) -> Vec<Card> {
    let mut out = Vec::new();
    for rank in ["Q", "J"] {
        for suit in ["C", "S", "H", "D"] {
            out.push(common::card(&format!("{rank}{suit}")));
        }
    }
    let t = ["C", "D", "H", "S"][trump.index()];
    for rank in ["A", "T", "K", "9", "8", "7"] {
        out.push(common::card(&format!("{rank}{t}")));
    }
    out
}

/// What the onlooker tallies over many matches.
#[derive(Default, Debug)]
struct Seen {
    normal: u32,
    wedding_card: u32,
    wedding_trick: u32,
    wedding_alone: u32,
    silent: u32,
    solo: u32,
    forced: u32,
    kontra: u32,
    re: u32,
    with_runs: u32,
    without_runs: u32,
}

/// Plays a whole match with `rules` from `seed`, checking everything; returns what it saw.
fn check_match(rules: Rules, seed: u64, seen: &mut Seen) {
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(rules, seed, &mut events).expect("valid rules");
    let mut rng = common::rng(seed);
    let mut moves = 0;
    while let Some(decision) = game.decision() {
        match decision {
            Decision::Declare { seat } => {
                if game.forced().is_some() {
                    seen.forced += 1;
                }
                let call = pick_call(&game, &mut rng);
                game.declare(seat, call, &mut events)
                    .expect("an offered call");
            }
            Decision::PlayCard { seat } => match pick_double(&game, &mut rng) {
                Some(double) => game
                    .declare(seat, double, &mut events)
                    .expect("an offered double"),
                None => events.extend(common::play_random(&mut game, &mut rng)),
            },
            Decision::PassCards { .. } | Decision::Discard { .. } => {
                panic!("no passing or discard in the game for four")
            }
        }
        game.audit().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        moves += 1;
        if moves % 37 == 0 {
            let text = serde_json::to_string(&game).unwrap();
            assert_eq!(SchafkopfMatch::from_json(&text).unwrap(), game);
        }
    }
    onlooker(&events, &rules, seed, seen);
    // The same seed and the same choices replay the same match.
    let mut again = Vec::new();
    let mut replay = SchafkopfMatch::new(rules, seed, &mut again).unwrap();
    let mut rng = common::rng(seed);
    while let Some(decision) = replay.decision() {
        match decision {
            Decision::Declare { seat } => {
                let call = pick_call(&replay, &mut rng);
                replay.declare(seat, call, &mut again).unwrap();
            }
            Decision::PlayCard { seat } => match pick_double(&replay, &mut rng) {
                Some(double) => replay.declare(seat, double, &mut again).unwrap(),
                None => again.extend(common::play_random(&mut replay, &mut rng)),
            },
            _ => again.extend(common::play_random(&mut replay, &mut rng)),
        }
    }
    assert_eq!(again, events, "deterministic from the seed");
}

/// Rule 9's value of a hand from the points and who won which trick, as the onlooker reads it.
fn value_of(points: &[u32], winners: &[Seat], declarers: &[Seat], v: &Values) -> i64 {
    let declarers_win = points[0] >= 61;
    let loser_points = if declarers_win { points[1] } else { points[0] };
    let loser_tricks = winners
        .iter()
        .filter(|w| declarers.contains(w) != declarers_win)
        .count();
    (v.base
        + if loser_points < 30 { v.schneider } else { 0 }
        + if loser_tricks == 0 { v.schwarz } else { 0 }) as i64
}

/// Reads the events alone and checks every rule against its own reading.
fn onlooker(events: &[Event], rules: &Rules, seed: u64, seen: &mut Seen) {
    let values = rules.values;
    let mut doubles: Vec<(Seat, Call)> = Vec::new();
    let mut hands = [CardSet::EMPTY; 4];
    let mut dealt = [CardSet::EMPTY; 4];
    let mut dealer = Seat(0);
    let mut trump = Suit::Diamonds;
    let mut kind = None;
    let mut contract_declarers: Vec<Seat> = Vec::new();
    let mut called: Option<Called> = None;
    let mut calls_said = 0;
    let mut trick: Vec<(Seat, Card)> = Vec::new();
    let mut tricks = 0;
    let mut next_leader = Seat(0);
    let mut won = [0u32; 4];
    let mut winners: Vec<Seat> = Vec::new();
    let mut partner: Option<Seat> = None;
    let mut expect_partner: Option<Seat> = None;
    let mut balance = [0i64; 4];
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::Dealt { dealer: d, deck } => {
                assert_eq!(deck.len(), 32);
                dealer = *d;
                hands = [CardSet::EMPTY; 4];
                for (k, &c) in deck.iter().enumerate() {
                    hands[d.plus(1 + (k / 4) % 4, 4).index()].insert(c);
                }
                dealt = hands;
                kind = None;
                calls_said = 0;
                tricks = 0;
                won = [0; 4];
                winners.clear();
                partner = None;
                called = None;
                next_leader = d.plus(1, 4);
                doubles.clear();
            }
            Event::Declared { seat, call } => {
                match call {
                    LogCall::Wedding { card } => {
                        called = Some(*card);
                        let holds = |s: Seat| dealt[s.index()];
                        assert!(
                            holds(*seat).contains(wendellhead::engine::schafkopf::QUEEN_OF_CLUBS)
                        );
                        assert!(
                            holds(*seat).contains(wendellhead::engine::schafkopf::QUEEN_OF_SPADES)
                        );
                        if let Some(c) = card.0 {
                            assert!(!holds(*seat).contains(c), "a wedding calls a card not held");
                        }
                    }
                    _ => {
                        // In turn from forehand.
                        assert_eq!(
                            *seat,
                            dealer.plus(1 + calls_said, 4),
                            "seed {seed}: declaring order"
                        );
                        calls_said += 1;
                    }
                }
            }
            Event::Contracted {
                kind: k,
                declarers,
                trump: t,
            } => {
                trump = *t;
                kind = Some(*k);
                contract_declarers = declarers.clone();
                let queens = |s: Seat| {
                    [
                        wendellhead::engine::schafkopf::QUEEN_OF_CLUBS,
                        wendellhead::engine::schafkopf::QUEEN_OF_SPADES,
                    ]
                    .iter()
                    .filter(|&&q| dealt[s.index()].contains(q))
                    .count()
                };
                match k {
                    ContractKind::Normal => {
                        seen.normal += 1;
                        assert_eq!(calls_said, 4);
                        assert_eq!(*t, Suit::Diamonds);
                        let old: Vec<Seat> = (0..4)
                            .map(|s| Seat(s as u8))
                            .filter(|&s| queens(s) == 1)
                            .collect();
                        assert_eq!(declarers, &old, "the old ones play together");
                    }
                    ContractKind::SilentSolo => {
                        seen.silent += 1;
                        assert_eq!(queens(declarers[0]), 2);
                    }
                    ContractKind::Wedding => {
                        assert_eq!(queens(wedder_of(declarers, &dealt)), 2);
                        match called {
                            Some(Called(Some(c))) => {
                                seen.wedding_card += 1;
                                let holder = (0..4)
                                    .map(|s| Seat(s as u8))
                                    .find(|s| dealt[s.index()].contains(c))
                                    .unwrap();
                                expect_partner = Some(holder);
                            }
                            _ => {
                                seen.wedding_trick += 1;
                                expect_partner = None;
                            }
                        }
                    }
                    ContractKind::Solo => {
                        seen.solo += 1;
                        assert_eq!(declarers.len(), 1);
                    }
                    ContractKind::Everyone | ContractKind::Two => {
                        panic!("seed {seed}: {k:?} is not a game for four")
                    }
                }
            }
            Event::CardPlayed { seat, card } => {
                let expected = next_leader.plus(trick.len(), 4);
                assert_eq!(*seat, expected, "seed {seed}: turn order");
                assert!(hands[seat.index()].contains(*card));
                if let Some(&(_, lead)) = trick.first() {
                    let follows = |c: Card| {
                        if common::schafkopf_is_trump(lead, trump) {
                            common::schafkopf_is_trump(c, trump)
                        } else {
                            !common::schafkopf_is_trump(c, trump) && c.suit() == lead.suit()
                        }
                    };
                    if !follows(*card) {
                        assert!(
                            !hands[seat.index()].iter().any(follows),
                            "seed {seed}: {seat} did not follow with {card}"
                        );
                    }
                }
                hands[seat.index()].remove(*card);
                trick.push((*seat, *card));
            }
            Event::TrickWon { winner, points } => {
                assert_eq!(trick.len(), 4);
                let lead = trick[0].1;
                let best = trick
                    .iter()
                    .max_by_key(|&&(_, c)| common::schafkopf_strength(c, lead, trump))
                    .unwrap();
                assert_eq!(*winner, best.0, "seed {seed}: trick {trick:?}");
                let sum: u32 = trick.iter().map(|&(_, c)| card_points(c)).sum();
                assert_eq!(*points, sum);
                won[winner.index()] += sum;
                winners.push(*winner);
                tricks += 1;
                next_leader = *winner;
                // A wedding's partner is fixed by this trick: the event follows at once.
                if kind == Some(ContractKind::Wedding) && partner.is_none() {
                    let wedder = wedder_of(&contract_declarers, &dealt);
                    let fixed = match called {
                        Some(Called(Some(c))) if trick.iter().any(|&(_, x)| x == c) => {
                            expect_partner
                        }
                        // The first trick the wedding player does not win, if it is among the first three.
                        Some(Called(None)) if tricks <= 3 && *winner != wedder => Some(*winner),
                        _ => None,
                    };
                    if let Some(p) = fixed {
                        assert_eq!(
                            events.get(i + 1),
                            Some(&Event::PartnerFound { seat: p }),
                            "seed {seed}"
                        );
                        partner = Some(p);
                    }
                }
                trick.clear();
            }
            Event::Doubled { seat, call } => {
                assert!(rules.doubling, "seed {seed}: a double without the option");
                assert!(
                    tricks == 0 || (tricks == 1 && trick.is_empty()),
                    "seed {seed}: a double after the first card of the second trick"
                );
                assert_eq!(
                    *seat,
                    next_leader.plus(trick.len(), 4),
                    "seed {seed}: a double at the seat's own turn"
                );
                let said: Vec<Call> = doubles.iter().map(|d| d.1).collect();
                match call {
                    Call::Kontra => assert!(said.is_empty(), "seed {seed}: one Kontra"),
                    Call::Re => assert_eq!(said, [Call::Kontra], "seed {seed}: Re answers Kontra"),
                    other => panic!("seed {seed}: {other:?} is no double"),
                }
                doubles.push((*seat, *call));
            }
            Event::PartnerFound { seat } => {
                assert_eq!(
                    Some(*seat),
                    partner,
                    "seed {seed}: a partner event only where the onlooker expects it"
                );
            }
            Event::HandScored {
                declarers,
                points,
                payments,
                balance: b,
                ..
            } => {
                assert_eq!(tricks, 8);
                let mut expected: Vec<Seat> = match kind {
                    Some(ContractKind::Wedding) => {
                        let mut d = vec![wedder_of(&contract_declarers, &dealt)];
                        if partner.is_none() {
                            seen.wedding_alone += 1;
                            assert!(
                                winners[..3].iter().all(|&w| w == d[0]),
                                "seed {seed}: alone only after winning the first three"
                            );
                        }
                        d.extend(partner);
                        d
                    }
                    _ => contract_declarers.clone(),
                };
                expected.sort();
                assert_eq!(declarers, &expected, "seed {seed}: the declaring side");
                let d: u32 = declarers.iter().map(|s| won[s.index()]).sum();
                assert_eq!(points, &[d, 120 - d]);
                // Who doubled: Kontra a defender, Re a declarer.
                for &(seat, call) in &doubles {
                    assert_eq!(
                        declarers.contains(&seat),
                        call == Call::Re,
                        "seed {seed}: {call:?} by the wrong side"
                    );
                }
                seen.kontra += u32::from(!doubles.is_empty());
                seen.re += u32::from(doubles.len() == 2);
                // The run of top trumps from the Q♣, on the side holding it as dealt.
                let side = declarers
                    .iter()
                    .fold(CardSet::EMPTY, |all, s| all | dealt[s.index()]);
                let with = side.contains(wendellhead::engine::schafkopf::QUEEN_OF_CLUBS);
                let run = trumps_from_the_top(trump)
                    .into_iter()
                    .take_while(|&c| side.contains(c) == with)
                    .count() as u8;
                let counts = rules.laufende > 0 && run >= rules.laufende;
                let runners = if counts { run as i64 } else { 0 };
                if counts {
                    if with {
                        seen.with_runs += 1;
                    } else {
                        seen.without_runs += 1;
                    }
                }
                let Event::HandScored {
                    laufende,
                    doubles: said,
                    value,
                    ..
                } = e
                else {
                    unreachable!()
                };
                assert_eq!(
                    *laufende,
                    counts.then_some(Laufende { run, with }),
                    "seed {seed}: the Laufende"
                );
                assert_eq!(said.count() as usize, doubles.len());
                let factor = 1i64 << doubles.len();
                let expected_value =
                    (value_of(points, &winners, declarers, &values) + runners) * factor;
                assert_eq!(*value as i64, expected_value, "seed {seed}: the value");
                if values.solo_factor == 3 {
                    assert_eq!(
                        payments.iter().sum::<i64>(),
                        0,
                        "zero-sum with the usual solo factor"
                    );
                }
                // Rule 9 as the onlooker reads it.
                let declarers_win = d >= 61;
                let solo = declarers.len() == 1;
                for (s, &paid) in payments.iter().enumerate() {
                    let declarer = declarers.contains(&Seat(s as u8));
                    let sign = if declarer == declarers_win { 1 } else { -1 };
                    let factor = if solo && declarer {
                        values.solo_factor
                    } else {
                        1
                    } as i64;
                    assert_eq!(paid, sign * factor * expected_value);
                }
                for s in 0..4 {
                    balance[s] += payments[s];
                }
                assert_eq!(b, &balance.to_vec());
            }
            Event::MatchOver { balance: b } => assert_eq!(b, &balance.to_vec()),
            Event::SkatOffered { .. } | Event::Discarded { .. } | Event::Revealed { .. } => {
                panic!("seed {seed}: no skat or piles in the game for four: {e:?}")
            }
        }
    }
}

/// The wedding player: the declarer holding both black queens.
fn wedder_of(declarers: &[Seat], dealt: &[CardSet; 4]) -> Seat {
    *declarers
        .iter()
        .find(|s| {
            dealt[s.index()].contains(wendellhead::engine::schafkopf::QUEEN_OF_CLUBS)
                && dealt[s.index()].contains(wendellhead::engine::schafkopf::QUEEN_OF_SPADES)
        })
        .expect("the wedding player holds both black queens")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn any_match_keeps_the_rules_and_the_onlooker_agrees(
        seed in any::<u64>(),
        deals in 1u32..6,
        base in 1u32..4,
        schneider in 0u32..3,
        schwarz in 0u32..3,
        solo_factor in 1u32..5,
    ) {
        let values = Values { base, schneider, schwarz, solo_factor };
        let rules = Rules { deals, values, ..Rules::standard() };
        check_match(rules, seed, &mut Seen::default());
    }

    #[test]
    fn any_match_with_doubling_and_laufende_keeps_the_rules_and_the_onlooker_agrees(
        seed in any::<u64>(),
        deals in 1u32..6,
        laufende in 0u8..6,
        solo_factor in 1u32..5,
    ) {
        let values = Values { solo_factor, ..Values::default() };
        let rules = Rules { deals, values, doubling: true, laufende, ..Rules::standard() };
        check_match(rules, seed, &mut Seen::default());
    }
}

#[test]
fn thousands_of_deals_with_doubling_and_laufende_double_count_runs_and_sum_to_zero() {
    let mut seen = Seen::default();
    for seed in 0..250 {
        let rules = Rules {
            doubling: true,
            laufende: 2,
            ..Rules::standard()
        };
        check_match(rules, 5000 + seed, &mut seen);
    }
    assert!(seen.kontra > 200 && seen.re > 20, "{seen:?}");
    assert!(seen.with_runs > 100 && seen.without_runs > 100, "{seen:?}");
    assert!(seen.solo > 100 && seen.silent > 10, "{seen:?}");
}

#[test]
fn thousands_of_deals_cover_every_contract_and_forced_solos() {
    let mut seen = Seen::default();
    for seed in 0..200 {
        check_match(Rules::standard(), seed, &mut seen);
    }
    for seed in 0..50 {
        let rules = Rules {
            deals: 8,
            mandatory_solos: 2,
            ..Rules::standard()
        };
        check_match(rules, 1000 + seed, &mut seen);
    }
    assert!(seen.normal > 100, "{seen:?}");
    assert!(
        seen.wedding_card > 20 && seen.wedding_trick > 20,
        "{seen:?}"
    );
    assert!(seen.wedding_alone > 0, "{seen:?}");
    assert!(seen.silent > 20 && seen.solo > 100, "{seen:?}");
    assert!(seen.forced > 0, "{seen:?}");
}
