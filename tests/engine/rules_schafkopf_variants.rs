//! Dreiwendsch (three players) and Wendish Schafkopf for two, one test per rule of issue 15
//! (`docs/rules-schafkopf.md`), with hand-built deals and, where a rule needs a rare hand (a tie), the first seed
//! whose random play produces one.

use crate::common;

use common::{card, cards};
use wendellhead::engine::schafkopf::{
    ContractKind, Event, Rules, SchafkopfMatch, SkatTo, Stage, Variant, Winner, card_points,
    points, sharp_deck,
};
use wendellhead::engine::{Call, Card, CardSet, Decision, Game, PlayError, Seat, Suit};

/// Dreiwendsch's rules, with or without sharp cards.
fn three(sharp: bool) -> Rules {
    Rules {
        sharp_cards: sharp,
        ..Rules::of_variant(Variant::Three)
    }
}

/// A deck that deals `hands[s]` (by seat) and `skat` when `dealer` deals Dreiwendsch: 3-4-skat-3 with 32 cards,
/// 3-skat-3 with 20, each packet clockwise from the dealer's left.
fn deck_three(dealer: Seat, hands: [&str; 3], skat: &str) -> Vec<Card> {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let packets: &[usize] = if hands[0].len() == 10 {
        &[3, 4, 0, 3]
    } else {
        &[3, 0, 3]
    };
    let mut out = Vec::new();
    let mut given = [0usize; 3];
    for &size in packets {
        if size == 0 {
            out.extend(cards(skat));
            continue;
        }
        for k in 1..=3 {
            let s = dealer.plus(k, 3).index();
            out.extend_from_slice(&hands[s][given[s]..given[s] + size]);
            given[s] += size;
        }
    }
    out
}

/// Seat 1 holds every queen and jack and the A♦ 10♦; seat 2 the clubs and high spades; seat 0 the hearts.
const STRONG: [&str; 3] = [
    "AH TH KH 9H 8H 7H 8S 7S KD 9D",
    "QC QS QH QD JC JS JH JD AD TD",
    "AC TC KC 9C 8C 7C AS TS KS 9S",
];

fn start(rules: Rules, dealer: Seat, deck: &[Card]) -> (SchafkopfMatch, Vec<Event>) {
    let mut events = Vec::new();
    let game =
        SchafkopfMatch::with_deck(rules, 1, dealer, deck, &mut events).expect("a valid deal");
    (game, events)
}

/// Plays the rest of the deal with each seat's lowest legal card; returns the events.
fn play_out(game: &mut SchafkopfMatch) -> Vec<Event> {
    let mut events = Vec::new();
    let deal = game.deals();
    while game.deals() == deal && game.stage() == Stage::Playing {
        let seat = game.to_act().unwrap();
        let c = game.legal_moves().lowest().unwrap();
        game.play(seat, c, &mut events).unwrap();
    }
    events
}

/// The events of a match's first deal from `seed` with random cards, every call a pass (Dreiwendsch: everyone
/// for themselves).
fn first_deal_passed(rules: Rules, seed: u64) -> Vec<Event> {
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(rules, seed, &mut events).unwrap();
    let mut rng = common::rng(seed);
    while game.stage() == Stage::Declaring {
        let seat = game.to_act().unwrap();
        game.declare(seat, Call::Pass, &mut events).unwrap();
    }
    while game.deals() == 1 && game.stage() == Stage::Playing {
        events.extend(common::play_random(&mut game, &mut rng));
    }
    events
}

fn hand_event(events: &[Event]) -> Event {
    events
        .iter()
        .find(|e| matches!(e, Event::HandScored { .. }))
        .cloned()
        .expect("the hand was scored")
}

#[test]
fn three_rule_1_thirty_two_cards_or_twenty_with_sharp_cards() {
    let (game, _) = start(three(false), Seat(0), &deck_three(Seat(0), STRONG, "8D 7D"));
    for s in 0..3 {
        assert_eq!(game.hand(Seat(s)).len(), 10);
    }
    assert_eq!(game.skat().len(), 2);
    assert_eq!(Game::players(&game), 3);
    // Sharp cards: the 9s, 8s and 7s taken out, 20 cards, still 120 card points.
    let pack = sharp_deck();
    assert_eq!(pack.len(), 20);
    assert!(
        pack.iter()
            .all(|c| card_points(c) > 0 || c.to_string().starts_with('J'))
    );
    assert_eq!(points(pack), 120);
    let mut events = Vec::new();
    let game = SchafkopfMatch::new(three(true), 9, &mut events).unwrap();
    for s in 0..3 {
        assert_eq!(game.hand(Seat(s)).len(), 6);
    }
    assert_eq!(game.skat().len(), 2);
    let Event::Dealt { deck, .. } = &events[0] else {
        panic!("a deal first")
    };
    assert_eq!(deck.len(), 20);
    assert!(deck.iter().all(|&c| pack.contains(c)));
    // Sharp cards belong to Dreiwendsch only.
    let wrong = Rules {
        sharp_cards: true,
        ..Rules::standard()
    };
    assert!(wrong.validate().is_err());
}

#[test]
fn three_rule_2_dealing_three_four_skat_three_or_three_skat_three() {
    // Dealer 2: seat 0 is forehand and gets deck[0..3], seat 1 deck[3..6], seat 2 deck[6..9], then four each,
    // the skat deck[21..23], three each.
    let deck = deck_three(Seat(2), STRONG, "8D 7D");
    let (game, _) = start(three(false), Seat(2), &deck);
    let set = |range: std::ops::Range<usize>| -> CardSet { deck[range].iter().copied().collect() };
    assert_eq!(game.hand(Seat(0)), set(0..3) | set(9..13) | set(23..26));
    assert_eq!(game.hand(Seat(1)), set(3..6) | set(13..17) | set(26..29));
    assert_eq!(game.hand(Seat(2)), set(6..9) | set(17..21) | set(29..32));
    assert_eq!(game.skat(), set(21..23));
    // 20 cards: three each, two to the skat, three each.
    let sharp = [
        "AH TH KH AS KS KD",
        "QC QS QH QD JC JS",
        "AC TC KC TS JH JD",
    ];
    let deck = deck_three(Seat(2), sharp, "AD TD");
    let (game, _) = start(three(true), Seat(2), &deck);
    let set = |range: std::ops::Range<usize>| -> CardSet { deck[range].iter().copied().collect() };
    assert_eq!(game.hand(Seat(0)), set(0..3) | set(11..14));
    assert_eq!(game.hand(Seat(1)), set(3..6) | set(14..17));
    assert_eq!(game.hand(Seat(2)), set(6..9) | set(17..20));
    assert_eq!(game.skat(), set(9..11));
}

#[test]
fn three_rule_3_the_skat_goes_first_to_the_club_queen_then_clockwise() {
    // Dealer 2: forehand is seat 0, the Q♣ is seat 1's.
    let deck = deck_three(Seat(2), STRONG, "8D 7D");
    let (mut game, _) = start(three(false), Seat(2), &deck);
    assert_eq!(game.decision(), Some(Decision::Declare { seat: Seat(1) }));
    assert_eq!(game.calls(), vec![Call::TakeSkat, Call::Pass]);
    let mut events = Vec::new();
    game.declare(Seat(1), Call::Pass, &mut events).unwrap();
    assert_eq!(game.to_act(), Some(Seat(2)), "then clockwise");
    game.declare(Seat(2), Call::Pass, &mut events).unwrap();
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(
        events,
        vec![
            Event::SkatOffered {
                seat: Seat(1),
                take: false
            },
            Event::SkatOffered {
                seat: Seat(2),
                take: false
            },
        ]
    );
    // Option skat_to forehand: forehand first, wherever the Q♣ is.
    let forehand = Rules {
        skat_to: SkatTo::Forehand,
        ..three(false)
    };
    let (game, _) = start(forehand, Seat(2), &deck);
    assert_eq!(game.to_act(), Some(Seat(0)));
    // The Q♣ in the skat: forehand first.
    let hands = [
        "AH TH KH 9H 8H 7H 8S 7S KD 9D",
        "8D QS QH QD JC JS JH JD AD TD",
        "AC TC KC 9C 8C 7C AS TS KS 9S",
    ];
    let (game, _) = start(three(false), Seat(2), &deck_three(Seat(2), hands, "QC 7D"));
    assert_eq!(game.to_act(), Some(Seat(0)));
}

#[test]
fn three_rule_3_the_taker_adds_the_skat_lays_two_away_and_names_the_trump() {
    let deck = deck_three(Seat(0), STRONG, "8D 7D");
    let (mut game, _) = start(three(false), Seat(0), &deck);
    let mut events = Vec::new();
    game.declare(Seat(1), Call::TakeSkat, &mut events).unwrap();
    assert_eq!(
        events,
        vec![Event::SkatOffered {
            seat: Seat(1),
            take: true
        }]
    );
    assert_eq!(game.hand(Seat(1)).len(), 12, "the skat joins the hand");
    assert!(game.hand(Seat(1)).contains(card("8D")));
    assert_eq!(
        game.decision(),
        Some(Decision::Discard {
            seat: Seat(1),
            count: 2
        })
    );
    // Only the taker sees the skat.
    assert_eq!(
        game.view(Seat(1)).skat,
        cards("8D 7D").into_iter().collect()
    );
    assert!(game.view(Seat(2)).skat.is_empty());
    // Laying away: exactly two cards of the hand.
    let mut none = Vec::new();
    assert_eq!(
        game.discard(Seat(1), cards("AD").into_iter().collect(), &mut none),
        Err(PlayError::DiscardSize { wanted: 2 })
    );
    assert_eq!(
        game.discard(Seat(1), cards("AD AC").into_iter().collect(), &mut none),
        Err(PlayError::DiscardSize { wanted: 2 })
    );
    assert_eq!(
        game.play(Seat(1), card("QC"), &mut none),
        Err(PlayError::DiscardFirst)
    );
    assert!(none.is_empty());
    let mut events = Vec::new();
    game.discard(Seat(1), cards("AD TD").into_iter().collect(), &mut events)
        .unwrap();
    assert_eq!(
        events,
        vec![Event::Discarded {
            seat: Seat(1),
            cards: cards("TD AD")
        }]
    );
    assert_eq!(game.view(Seat(1)).discard.len(), 2);
    assert!(game.view(Seat(0)).discard.is_empty(), "face down");
    // Naming the trump: a solo in any suit.
    assert_eq!(game.calls(), Suit::ALL.map(Call::Solo).to_vec());
    let mut events = Vec::new();
    game.declare(Seat(1), Call::Solo(Suit::Hearts), &mut events)
        .unwrap();
    assert_eq!(
        events,
        vec![Event::Contracted {
            kind: ContractKind::Solo,
            declarers: vec![Seat(1)],
            trump: Suit::Hearts,
        }]
    );
    // The discard's 21 points count for the taker.
    let events = play_out(&mut game);
    let Event::HandScored {
        points: p,
        declarers,
        ..
    } = hand_event(&events)
    else {
        unreachable!()
    };
    assert_eq!(declarers, vec![Seat(1)]);
    let won_in_tricks: u32 = trick_points_of(&events, Seat(1));
    assert_eq!(p[0], won_in_tricks + 21, "tricks plus the discard");
    assert_eq!(p[0] + p[1], 120);
}

/// The card points of the tricks `seat` won, as the trick events say.
fn trick_points_of(events: &[Event], seat: Seat) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::TrickWon { winner, points } if *winner == seat => Some(*points),
            _ => None,
        })
        .sum()
}

#[test]
fn three_rule_4_three_passes_everyone_for_themselves_the_skat_to_the_last_trick() {
    let deck = deck_three(Seat(0), STRONG, "8D 7D");
    let (mut game, _) = start(three(false), Seat(0), &deck);
    let mut events = Vec::new();
    for _ in 0..3 {
        let seat = game.to_act().unwrap();
        game.declare(seat, Call::Pass, &mut events).unwrap();
    }
    assert_eq!(
        events.last(),
        Some(&Event::Contracted {
            kind: ContractKind::Everyone,
            declarers: vec![],
            trump: Suit::Diamonds,
        })
    );
    assert_eq!(game.to_act(), Some(Seat(1)), "forehand leads");
    let events = play_out(&mut game);
    let last = events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::TrickWon { winner, .. } => Some(*winner),
            _ => None,
        })
        .unwrap();
    let Event::HandScored {
        points: p,
        winner,
        payments,
        declarers,
        ..
    } = hand_event(&events)
    else {
        unreachable!()
    };
    assert!(declarers.is_empty());
    assert_eq!(p.len(), 3, "per seat");
    let skat = points(cards("8D 7D").into_iter().collect());
    for s in 0..3 {
        let extra = if Seat(s) == last { skat } else { 0 };
        assert_eq!(p[s as usize], trick_points_of(&events, Seat(s)) + extra);
    }
    assert_eq!(p.iter().sum::<u32>(), 120);
    // Seat 1's queens and jacks take the most: it gains 2, the others pay 1.
    let most = (0..3).max_by_key(|&s| p[s]).unwrap();
    assert_eq!(winner, Winner::Seat(Seat(most as u8)));
    for (s, &pay) in payments.iter().enumerate() {
        assert_eq!(pay, if s == most { 2 } else { -1 });
    }
}

#[test]
fn three_rule_4_ties_for_most_share_the_gain_and_a_three_way_tie_scores_nothing() {
    // The skat counted for the last trick, where the points are equal the payments follow the ties.
    let mut two_way = false;
    let mut three_way = false;
    for seed in 0..40_000u64 {
        if two_way && three_way {
            break;
        }
        let events = first_deal_passed(three(true), seed);
        let Event::HandScored {
            points: p,
            winner,
            payments,
            value,
            ..
        } = hand_event(&events)
        else {
            unreachable!()
        };
        let most = *p.iter().max().unwrap();
        let top: Vec<Seat> = (0..3)
            .filter(|&s| p[s] == most)
            .map(|s| Seat(s as u8))
            .collect();
        match top.len() {
            2 => {
                two_way = true;
                assert_eq!(winner, Winner::Tied(top.clone()));
                for (s, &pay) in payments.iter().enumerate() {
                    let tied = top.contains(&Seat(s as u8));
                    assert_eq!(pay, if tied { 1 } else { -2 }, "seed {seed}: {p:?}");
                }
                assert_eq!(value, 1);
            }
            3 => {
                three_way = true;
                assert_eq!(payments, vec![0, 0, 0], "seed {seed}");
                assert_eq!(value, 0);
            }
            _ => assert_eq!(winner, Winner::Seat(top[0])),
        }
    }
    assert!(two_way, "no two-way tie in 40,000 deals");
    assert!(three_way, "no three-way tie in 40,000 deals");
}

#[test]
fn three_rule_5_the_soloist_wins_with_61_and_gains_or_pays_twice_the_value() {
    // Seat 1 with every queen and jack, taking the skat: a sure win, the others schneider.
    let deck = deck_three(Seat(0), STRONG, "8D 7D");
    let (mut game, _) = start(three(false), Seat(0), &deck);
    let mut events = Vec::new();
    game.declare(Seat(1), Call::TakeSkat, &mut events).unwrap();
    game.discard(Seat(1), cards("8D 7D").into_iter().collect(), &mut events)
        .unwrap();
    game.declare(Seat(1), Call::Solo(Suit::Diamonds), &mut events)
        .unwrap();
    let events = play_out(&mut game);
    let Event::HandScored {
        points: p,
        winner,
        schneider,
        schwarz,
        value,
        payments,
        ..
    } = hand_event(&events)
    else {
        unreachable!()
    };
    assert!(p[0] >= 61);
    assert_eq!(winner, Winner::Declarers);
    let expected = 1 + u32::from(schneider) + u32::from(schwarz);
    assert_eq!(schneider, p[1] < 30);
    assert_eq!(value, expected);
    let v = value as i64;
    assert_eq!(
        payments,
        vec![-v, 2 * v, -v],
        "twice the value, whatever the solo factor"
    );
    // Mandatory solos are the game for four's.
    let wrong = Rules {
        mandatory_solos: 1,
        ..three(false)
    };
    assert!(wrong.validate().is_err());
}

/// The game for two with seat 0 dealing: the deck in dealing order.
fn two_deck() -> Vec<Card> {
    cards(
        "7C 8C 9C 7S 8S 9S 7H 8H \
         9H KC KS KH 7D 8D 9D KD \
         AC TC AS TS QC JC QS JS \
         AH TH QH JH AD TD QD JD",
    )
}

fn two() -> Rules {
    Rules::of_variant(Variant::Two)
}

#[test]
fn two_rule_1_eight_piles_each_face_up_on_face_down_and_nobody_sees_the_face_down_cards() {
    let deck = two_deck();
    let (game, _) = start(two(), Seat(0), &deck);
    let piles1 = game.piles(Seat(1));
    let piles0 = game.piles(Seat(0));
    for p in 0..8 {
        assert_eq!(
            piles1[p].down,
            Some(deck[p]),
            "the non-dealer's face-down cards first"
        );
        assert_eq!(piles0[p].down, Some(deck[8 + p]));
        assert_eq!(piles1[p].up, Some(deck[16 + p]));
        assert_eq!(piles0[p].up, Some(deck[24 + p]));
    }
    let down: CardSet = deck[..16].iter().copied().collect();
    for s in 0..2 {
        let view = game.view(Seat(s));
        assert_eq!(view.covered, [0xFF, 0xFF]);
        let seen: CardSet = view.piles.iter().flatten().flatten().copied().collect();
        assert_eq!(
            seen,
            deck[16..].iter().copied().collect::<CardSet>(),
            "both see every face-up card"
        );
        assert!(
            (view.hand & down).is_empty() && (seen & down).is_empty(),
            "their own included"
        );
        assert!(view.skat.is_empty() && view.discard.is_empty());
        let text = serde_json::to_string(&view).unwrap();
        for c in &deck[..16] {
            assert!(
                !text.contains(&format!("\"{c}\"")),
                "{c} in the view: {text}"
            );
        }
    }
}

#[test]
fn two_rule_2_only_face_up_cards_are_played_and_following_counts_them_only() {
    let (mut game, _) = start(two(), Seat(0), &two_deck());
    let mut none = Vec::new();
    // The 7♣ lies face down under the non-dealer's A♣.
    assert_eq!(
        game.play(Seat(1), card("7C"), &mut none),
        Err(PlayError::CardNotHeld(card("7C")))
    );
    let mut events = Vec::new();
    game.play(Seat(1), card("AC"), &mut events).unwrap();
    // The dealer's only club (K♣) lies face down: any face-up card may go.
    assert_eq!(game.legal_moves(), game.hand(Seat(0)));
    assert_eq!(game.legal_moves().len(), 8);
    game.play(Seat(0), card("AH"), &mut events).unwrap();
    // The A♣ won; a trump lead asks for the dealer's face-up trumps (its 7♦ 8♦ 9♦ K♦ lie face down).
    game.play(Seat(1), card("QC"), &mut events).unwrap();
    let trumps: CardSet = cards("QH JH AD TD QD JD").into_iter().collect();
    assert_eq!(game.legal_moves(), trumps);
    assert_eq!(
        game.play(Seat(0), card("TH"), &mut none),
        Err(PlayError::MustFollowTrump(card("TH")))
    );
}

#[test]
fn two_rule_3_a_face_down_card_is_turned_up_when_its_trick_is_complete() {
    let (mut game, _) = start(two(), Seat(0), &two_deck());
    let mut events = Vec::new();
    // Pile 0 of the non-dealer: A♣ on 7♣.
    game.play(Seat(1), card("AC"), &mut events).unwrap();
    assert_eq!(game.piles(Seat(1))[0].up, None, "played");
    assert_eq!(
        game.piles(Seat(1))[0].down,
        Some(card("7C")),
        "not turned yet"
    );
    assert!(!game.legal_moves().is_empty());
    // The dealer's pile 0: A♥ on 9♥.
    game.play(Seat(0), card("AH"), &mut events).unwrap();
    assert_eq!(
        &events[2..],
        &[
            Event::TrickWon {
                winner: Seat(1),
                points: 22
            },
            Event::Revealed {
                seat: Seat(1),
                pile: 0,
                card: card("7C")
            },
            Event::Revealed {
                seat: Seat(0),
                pile: 0,
                card: card("9H")
            },
        ]
    );
    assert_eq!(game.piles(Seat(1))[0].up, Some(card("7C")));
    assert!(game.hand(Seat(1)).contains(card("7C")), "now playable");
    assert_eq!(game.view(Seat(0)).covered, [0xFE, 0xFE]);
}

#[test]
fn two_rule_4_the_non_dealer_leads_61_wins_60_is_a_draw_and_the_loser_pays() {
    let (game, events) = start(two(), Seat(0), &two_deck());
    assert_eq!(game.to_act(), Some(Seat(1)), "the non-dealer leads");
    assert_eq!(
        events.last(),
        Some(&Event::Contracted {
            kind: ContractKind::Two,
            declarers: vec![],
            trump: Suit::Diamonds
        }),
        "no declaring"
    );
    let mut draw = false;
    let mut win = false;
    for seed in 0..20_000u64 {
        if draw && win {
            break;
        }
        let events = first_deal_passed(two(), seed);
        let Event::HandScored {
            points: p,
            winner,
            payments,
            value,
            schneider,
            schwarz,
            ..
        } = hand_event(&events)
        else {
            unreachable!()
        };
        assert_eq!(p[0] + p[1], 120);
        if p[0] == 60 {
            draw = true;
            assert_eq!(winner, Winner::Draw);
            assert_eq!(value, 0);
            assert_eq!(payments, vec![0, 0]);
        } else {
            win = true;
            let w = if p[0] >= 61 { 0 } else { 1 };
            assert_eq!(winner, Winner::Seat(Seat(w as u8)));
            assert_eq!(schneider, p[1 - w] < 30);
            let loser_tricks = events
                .iter()
                .filter(|e| matches!(e, Event::TrickWon { winner, .. } if winner.index() == 1 - w))
                .count();
            assert_eq!(schwarz, loser_tricks == 0);
            assert_eq!(value, 1 + u32::from(schneider) + u32::from(schwarz));
            assert_eq!(payments[w], value as i64);
            assert_eq!(payments[1 - w], -(value as i64));
        }
    }
    assert!(draw, "no 60-60 draw in 20,000 deals");
    assert!(win);
}
