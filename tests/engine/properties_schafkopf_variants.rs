//! Properties of Dreiwendsch and the game for two over thousands of seeded matches with random choices: the state
//! audits after every move, saves and loads, replays from its seed, hides what it must, and an onlooker who sees
//! only the events re-deals the cards, checks every play and trick against the written order, and recomputes every
//! hand's points, winner and payments.

use crate::common;

use proptest::prelude::*;
use rand::RngExt;
use wendellhead::engine::schafkopf::{
    ContractKind, Event, Rules, SchafkopfMatch, SkatTo, Stage, Variant, Winner, points,
};
use wendellhead::engine::{Call, Card, CardSet, Decision, Seat, Suit};

/// What the onlooker tallies.
#[derive(Default, Debug)]
struct Seen {
    solos: u32,
    everyone: u32,
    ties: u32,
    draws: u32,
    reveals: u32,
}

/// Plays a whole match with random choices, checking the state after every move; returns the events.
fn play_match(rules: Rules, seed: u64) -> Vec<Event> {
    let n = rules.players() as usize;
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(rules, seed, &mut events).expect("valid rules");
    let mut rng = common::rng(seed);
    let mut moves = 0;
    while let Some(decision) = game.decision() {
        // Views hide the skat, the discard and face-down cards from everyone but whom they concern.
        for s in 0..n {
            let seat = Seat(s as u8);
            let view = game.view(seat);
            if game.taker() != Some(seat) {
                assert!(view.skat.is_empty() && view.discard.is_empty());
                assert!((view.hand & game.skat()).is_empty() || game.taker().is_some());
            }
            if rules.variant == Variant::Two {
                let down: CardSet = (0..2)
                    .flat_map(|p| game.piles(Seat(p)))
                    .filter_map(|p| p.down)
                    .collect();
                let seen: CardSet = view.piles.iter().flatten().flatten().copied().collect();
                assert!((seen & down).is_empty() && (view.hand & down).is_empty());
            }
        }
        match decision {
            Decision::Declare { seat } => {
                let calls = game.calls();
                let call = calls[rng.random_range(0..calls.len() as u32) as usize];
                game.declare(seat, call, &mut events)
                    .expect("an offered call");
            }
            Decision::Discard { .. } | Decision::PlayCard { .. } => {
                events.extend(common::play_random(&mut game, &mut rng));
            }
            Decision::PassCards { .. } => panic!("no passing in Schafkopf"),
        }
        game.audit().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        moves += 1;
        if moves % 23 == 0 {
            let text = serde_json::to_string(&game).unwrap();
            assert_eq!(serde_json::from_str::<SchafkopfMatch>(&text).unwrap(), game);
        }
    }
    events
}

/// Re-deals, checks and rescores the match from its events alone.
fn onlooker(rules: Rules, events: &[Event], seed: u64, seen: &mut Seen) {
    let n = rules.players() as usize;
    let size = rules.hand_size();
    let v = rules.values;
    let mut hands = [CardSet::EMPTY; 3];
    let mut skat = CardSet::EMPTY;
    let mut piles = [[(None::<Card>, None::<Card>); 8]; 2];
    let mut dealer = Seat(0);
    let mut trump = Suit::Diamonds;
    let mut kind = None;
    let mut declarers: Vec<Seat> = Vec::new();
    let mut discard = CardSet::EMPTY;
    let mut trick: Vec<(Seat, Card)> = Vec::new();
    let mut leader = Seat(0);
    let mut taken = [0u32; 3];
    let mut tricks = [0u32; 3];
    let mut last_winner = Seat(0);
    let mut balance = [0i64; 3];
    let mut asked: Vec<Seat> = Vec::new();
    let mut deals = 0;
    let mut pending_reveals: Vec<Seat> = Vec::new();
    for e in events {
        match e {
            Event::Dealt { dealer: d, deck } => {
                deals += 1;
                dealer = *d;
                assert_eq!(deck.len(), rules.deck().len());
                assert_eq!(deck.iter().copied().collect::<CardSet>(), rules.deck());
                hands = [CardSet::EMPTY; 3];
                skat = CardSet::EMPTY;
                discard = CardSet::EMPTY;
                taken = [0; 3];
                tricks = [0; 3];
                asked.clear();
                kind = None;
                declarers.clear();
                trump = Suit::Diamonds;
                leader = d.plus(1, n as u8);
                match rules.variant {
                    Variant::Three => {
                        let packets: &[usize] = if rules.sharp_cards {
                            &[3, 0, 3]
                        } else {
                            &[3, 4, 0, 3]
                        };
                        let mut at = 0;
                        for &p in packets {
                            if p == 0 {
                                skat = deck[at..at + 2].iter().copied().collect();
                                at += 2;
                                continue;
                            }
                            for k in 1..=3 {
                                for &c in &deck[at..at + p] {
                                    hands[d.plus(k, 3).index()].insert(c);
                                }
                                at += p;
                            }
                        }
                    }
                    Variant::Two => {
                        let other = d.plus(1, 2).index();
                        for p in 0..8 {
                            piles[other][p] = (Some(deck[16 + p]), Some(deck[p]));
                            piles[d.index()][p] = (Some(deck[24 + p]), Some(deck[8 + p]));
                        }
                    }
                    Variant::Four => unreachable!(),
                }
            }
            Event::SkatOffered { seat, take } => {
                assert_eq!(rules.variant, Variant::Three);
                let first = match rules.skat_to {
                    SkatTo::Forehand => dealer.plus(1, 3),
                    SkatTo::ClubQueen => (0..3)
                        .map(|s| Seat(s as u8))
                        .find(|s| hands[s.index()].contains("QC".parse().unwrap()))
                        .unwrap_or(dealer.plus(1, 3)),
                };
                assert_eq!(
                    *seat,
                    first.plus(asked.len(), 3),
                    "seed {seed}: asked in turn"
                );
                asked.push(*seat);
                if *take {
                    hands[seat.index()] |= skat;
                    declarers = vec![*seat];
                }
            }
            Event::Discarded { seat, cards } => {
                assert_eq!(declarers, vec![*seat]);
                assert_eq!(cards.len(), 2);
                for c in cards {
                    assert!(hands[seat.index()].contains(*c));
                    hands[seat.index()].remove(*c);
                    discard.insert(*c);
                }
            }
            Event::Contracted {
                kind: k,
                declarers: d,
                trump: t,
            } => {
                kind = Some(*k);
                trump = *t;
                match k {
                    ContractKind::Solo => {
                        seen.solos += 1;
                        assert_eq!(d, &declarers);
                        assert_eq!(discard.len(), 2, "laid away before the trump is named");
                    }
                    ContractKind::Everyone => {
                        seen.everyone += 1;
                        assert_eq!(asked.len(), 3, "three passes");
                        assert!(d.is_empty() && *t == Suit::Diamonds);
                    }
                    ContractKind::Two => {
                        assert_eq!(rules.variant, Variant::Two);
                        assert!(d.is_empty() && *t == Suit::Diamonds);
                    }
                    other => panic!("seed {seed}: {other:?} in a game for {n}"),
                }
            }
            Event::CardPlayed { seat, card } => {
                assert!(
                    pending_reveals.is_empty(),
                    "turned up right after the trick"
                );
                assert_eq!(
                    *seat,
                    leader.plus(trick.len(), n as u8),
                    "seed {seed}: turn order"
                );
                // The cards a seat may play from: its hand, or its face-up cards.
                let playable: CardSet = match rules.variant {
                    Variant::Two => piles[seat.index()].iter().filter_map(|p| p.0).collect(),
                    _ => hands[seat.index()],
                };
                assert!(
                    playable.contains(*card),
                    "seed {seed}: {card} is not playable"
                );
                if let Some(&(_, lead)) = trick.first() {
                    let same = |c: Card| {
                        if common::schafkopf_is_trump(lead, trump) {
                            common::schafkopf_is_trump(c, trump)
                        } else {
                            !common::schafkopf_is_trump(c, trump) && c.suit() == lead.suit()
                        }
                    };
                    if !same(*card) {
                        assert!(
                            playable.iter().all(|c| !same(c)),
                            "seed {seed}: must follow"
                        );
                    }
                }
                match rules.variant {
                    Variant::Two => {
                        let pile = piles[seat.index()]
                            .iter_mut()
                            .find(|p| p.0 == Some(*card))
                            .unwrap();
                        pile.0 = None;
                    }
                    _ => hands[seat.index()].remove(*card),
                }
                trick.push((*seat, *card));
            }
            Event::TrickWon { winner, points: p } => {
                assert_eq!(trick.len(), n);
                let lead = trick[0].1;
                let best = trick
                    .iter()
                    .max_by_key(|(_, c)| common::schafkopf_strength(*c, lead, trump))
                    .unwrap()
                    .0;
                assert_eq!(*winner, best, "seed {seed}: trick winner");
                let cards: CardSet = trick.iter().map(|&(_, c)| c).collect();
                assert_eq!(*p, points(cards), "the trick's own cards only");
                taken[winner.index()] += p;
                tricks[winner.index()] += 1;
                last_winner = *winner;
                leader = *winner;
                if rules.variant == Variant::Two {
                    pending_reveals = trick.iter().map(|&(s, _)| s).collect();
                    pending_reveals.retain(|s| {
                        piles[s.index()]
                            .iter()
                            .any(|p| p.0.is_none() && p.1.is_some())
                    });
                }
                trick.clear();
            }
            Event::Revealed { seat, pile, card } => {
                seen.reveals += 1;
                assert_eq!(pending_reveals.first(), Some(seat), "in the trick's order");
                pending_reveals.remove(0);
                let p = &mut piles[seat.index()][*pile as usize];
                assert_eq!(p.0, None, "its face-up card was played");
                assert_eq!(p.1, Some(*card), "the card lying there");
                *p = (Some(*card), None);
            }
            Event::HandScored {
                declarers: d,
                points: p,
                winner,
                schneider,
                schwarz,
                value,
                payments,
                balance: b,
                ..
            } => {
                assert!(pending_reveals.is_empty());
                assert_eq!(tricks.iter().sum::<u32>() as usize, size);
                let mut pay = [0i64; 3];
                match kind {
                    Some(ContractKind::Solo) => {
                        let soloist = declarers[0];
                        assert_eq!(d, &declarers);
                        let mine = taken[soloist.index()] + points(discard);
                        assert_eq!(p, &vec![mine, 120 - mine], "seed {seed}");
                        let won = mine >= 61;
                        let (lp, lt) = if won {
                            (120 - mine, size as u32 - tricks[soloist.index()])
                        } else {
                            (mine, tricks[soloist.index()])
                        };
                        assert_eq!(*schneider, lp < 30);
                        assert_eq!(*schwarz, lt == 0);
                        let val = v.base
                            + if lp < 30 { v.schneider } else { 0 }
                            + if lt == 0 { v.schwarz } else { 0 };
                        assert_eq!(*value, val);
                        let sign = if won { 1 } else { -1 };
                        for (s, x) in pay.iter_mut().enumerate().take(3) {
                            *x = if s == soloist.index() {
                                2 * sign * val as i64
                            } else {
                                -sign * val as i64
                            };
                        }
                        assert_eq!(
                            *winner,
                            if won {
                                Winner::Declarers
                            } else {
                                Winner::Defenders
                            }
                        );
                    }
                    Some(ContractKind::Everyone) => {
                        let mut each = taken;
                        each[last_winner.index()] += points(skat);
                        assert_eq!(p, &each.to_vec(), "seed {seed}: the skat to the last trick");
                        let most = *each.iter().max().unwrap();
                        let top: Vec<Seat> = (0..3)
                            .filter(|&s| each[s] == most)
                            .map(|s| Seat(s as u8))
                            .collect();
                        let (gain, lose) = match top.len() {
                            1 => (2, -1),
                            2 => (1, -2),
                            _ => (0, 0),
                        };
                        for (s, x) in pay.iter_mut().enumerate() {
                            *x = if top.contains(&Seat(s as u8)) {
                                gain
                            } else {
                                lose
                            };
                        }
                        if top.len() > 1 {
                            seen.ties += 1;
                            assert_eq!(*winner, Winner::Tied(top.clone()));
                        } else {
                            assert_eq!(*winner, Winner::Seat(top[0]));
                        }
                    }
                    Some(ContractKind::Two) => {
                        assert_eq!(p, &taken[..2].to_vec());
                        match (0..2).find(|&s| taken[s] >= 61) {
                            None => {
                                seen.draws += 1;
                                assert_eq!(*winner, Winner::Draw);
                                assert_eq!(*value, 0);
                            }
                            Some(w) => {
                                let l = 1 - w;
                                let val = v.base
                                    + if taken[l] < 30 { v.schneider } else { 0 }
                                    + if tricks[l] == 0 { v.schwarz } else { 0 };
                                assert_eq!(*value, val);
                                assert_eq!(*winner, Winner::Seat(Seat(w as u8)));
                                pay[w] = val as i64;
                                pay[l] = -(val as i64);
                            }
                        }
                    }
                    other => panic!("seed {seed}: scored {other:?}"),
                }
                assert_eq!(payments, &pay[..n].to_vec(), "seed {seed}: payments");
                for s in 0..n {
                    balance[s] += pay[s];
                }
                assert_eq!(b, &balance[..n].to_vec());
                assert_eq!(balance.iter().sum::<i64>(), 0, "zero-sum");
            }
            Event::MatchOver { balance: b } => {
                assert_eq!(b, &balance[..n].to_vec());
                assert_eq!(deals, rules.deals);
            }
            Event::Declared { .. } | Event::PartnerFound { .. } => {
                panic!("seed {seed}: {e:?} belongs to the game for four")
            }
            Event::Doubled { .. } => {
                panic!("seed {seed}: these matches are played without doubling")
            }
        }
    }
}

fn variants() -> Vec<Rules> {
    let three = Rules::of_variant(Variant::Three);
    vec![
        three,
        Rules {
            sharp_cards: true,
            ..three
        },
        Rules {
            skat_to: SkatTo::Forehand,
            ..three
        },
        Rules {
            sharp_cards: true,
            skat_to: SkatTo::Forehand,
            deals: 5,
            ..three
        },
        Rules::of_variant(Variant::Two),
        Rules {
            deals: 3,
            ..Rules::of_variant(Variant::Two)
        },
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_match_keeps_the_rules_and_the_onlooker_agrees(seed in any::<u64>(), which in 0usize..6) {
        let rules = variants()[which];
        let events = play_match(rules, seed);
        onlooker(rules, &events, seed, &mut Seen::default());
    }
}

#[test]
fn thousands_of_matches_cover_solos_everyone_ties_draws_and_reveals() {
    let mut seen = Seen::default();
    let mut matches = 0;
    for (i, rules) in variants().into_iter().enumerate() {
        for seed in 0..400u64 {
            let seed = seed * 7 + i as u64;
            let events = play_match(rules, seed);
            onlooker(rules, &events, seed, &mut seen);
            matches += 1;
            // Deterministic: the same seed and the same random choices replay the same match.
            if seed.is_multiple_of(50) {
                assert_eq!(play_match(rules, seed), events);
            }
        }
    }
    assert_eq!(matches, 2400);
    assert!(seen.solos > 100 && seen.everyone > 100, "{seen:?}");
    assert!(
        seen.ties > 0 && seen.draws > 0 && seen.reveals > 1000,
        "{seen:?}"
    );
}

#[test]
fn a_stage_without_a_choice_is_refused_clearly() {
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(Rules::of_variant(Variant::Three), 3, &mut events).unwrap();
    let seat = game.to_act().unwrap();
    let mut none = Vec::new();
    let hand = game.hand(seat);
    let two: CardSet = hand.iter().take(2).collect();
    assert!(
        game.discard(seat, two, &mut none).is_err(),
        "nothing to lay away yet"
    );
    assert!(
        game.declare(seat, Call::Solo(Suit::Hearts), &mut none)
            .is_err(),
        "take the skat first"
    );
    assert!(none.is_empty());
    assert_eq!(game.stage(), Stage::Declaring);
}
