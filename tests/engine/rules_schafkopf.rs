//! Wendish Schafkopf for four, one test per rule of issue 14 (`docs/rules-schafkopf.md`), with hand-built deals.

use crate::common;

use common::{card, cards};
use wendellhead::engine::schafkopf::{
    Called, ContractKind, Event, LogCall, Rules, SchafkopfMatch, SchafkopfOrder, Stage,
    TRUMP_CLASS, Values, Winner, card_points, deck, points,
};
use wendellhead::engine::{Call, CardSet, Game, PlayError, Seat, Suit, TrickOrder};

/// A 32-card deck that deals `hands[s]` (8 cards, in the order received) to seat `s` when `dealer` deals: two
/// rounds of four cards each, clockwise from the dealer's left.
pub(crate) fn deck_for(dealer: Seat, hands: [&str; 4]) -> Vec<wendellhead::engine::Card> {
    let hands: Vec<_> = hands.iter().map(|h| cards(h)).collect();
    let mut out = Vec::new();
    for round in 0..2 {
        for k in 1..=4 {
            let seat = dealer.plus(k, 4);
            out.extend_from_slice(&hands[seat.index()][round * 4..round * 4 + 4]);
        }
    }
    out
}

/// Seat 0 deals; seat 1 (forehand) holds Q♣, seat 3 holds Q♠ (a normal game if all pass).
const NORMAL: [&str; 4] = [
    "QH JC AD TD 7C 8C 9S 7H",
    "QC JS KD 9D AC TC KS 8H",
    "QD JH 8D 7D KC 9C AS TS",
    "QS JD AH TH KH 9H 8S 7S",
];

fn start(dealer: Seat, hands: [&str; 4], rules: Rules) -> (SchafkopfMatch, Vec<Event>) {
    let mut events = Vec::new();
    let game = SchafkopfMatch::with_deck(rules, 1, dealer, &deck_for(dealer, hands), &mut events)
        .expect("a valid deal");
    (game, events)
}

fn declare(game: &mut SchafkopfMatch, calls: &[Call]) -> Vec<Event> {
    let mut events = Vec::new();
    for &call in calls {
        let seat = game.to_act().expect("on");
        game.declare(seat, call, &mut events)
            .unwrap_or_else(|e| panic!("{seat} {call}: {e}"));
    }
    events
}

fn play(game: &mut SchafkopfMatch, plays: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for c in cards(plays) {
        let seat = game.to_act().expect("on");
        game.play(seat, c, &mut events)
            .unwrap_or_else(|e| panic!("{seat} {c}: {e}"));
    }
    events
}

#[test]
fn rule_1_the_pack_is_32_cards_from_7_to_ace_8_to_each_player() {
    let pack = deck();
    assert_eq!(pack.len(), 32);
    for suit in Suit::ALL {
        let ranks: Vec<String> = pack.of_suit(suit).iter().map(|c| c.to_string()).collect();
        assert_eq!(ranks.len(), 8, "{suit}: {ranks:?}");
    }
    assert!(!pack.contains(card("6H")) && !pack.contains(card("2C")));
    let (game, _) = start(Seat(0), NORMAL, Rules::standard());
    for s in 0..4 {
        assert_eq!(game.hand(Seat(s)).len(), 8);
    }
}

#[test]
fn rule_2_queens_jacks_and_diamonds_are_trump_and_follow_as_one_suit() {
    let normal = SchafkopfOrder {
        trump: Suit::Diamonds,
    };
    let order: Vec<String> = normal
        .trumps_high_to_low()
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(order.join(" "), "QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
    // Whatever the trump suit, that list is every trump, each beating the next.
    for trump in Suit::ALL {
        let order = SchafkopfOrder { trump };
        let list = order.trumps_high_to_low();
        assert_eq!(list.iter().copied().collect::<CardSet>(), order.trumps());
        for pair in list.windows(2) {
            assert!(
                order.power(pair[0], TRUMP_CLASS) > order.power(pair[1], TRUMP_CLASS),
                "{} should beat {} with {trump:?} trump",
                pair[0],
                pair[1]
            );
        }
    }
    // A lust solo in hearts: the hearts join the queens and jacks; diamonds are a plain suit.
    let hearts = SchafkopfOrder {
        trump: Suit::Hearts,
    };
    assert_eq!(hearts.trumps().len(), 14);
    assert!(hearts.is_trump(card("7H")) && !hearts.is_trump(card("AD")));
    assert!(hearts.is_trump(card("QD")), "queens stay trump");
    // Plain suits rank A 10 K 9 8 7.
    let led = normal.class_of(card("9C"));
    assert!(normal.power(card("TC"), led) > normal.power(card("KC"), led));
    assert!(normal.power(card("AC"), led) > normal.power(card("TC"), led));
    // In play: a trump lead asks for trump; the Q♣ is a trump, not a club.
    let (mut game, _) = start(Seat(0), NORMAL, Rules::standard());
    declare(&mut game, &[Call::Pass, Call::Pass, Call::Pass, Call::Pass]);
    // Forehand (seat 1) leads the J♠, a trump; seat 2 holds trumps and must play one.
    play(&mut game, "JS");
    let before = game;
    assert_eq!(
        game.check(Seat(2), card("KC")),
        Err(PlayError::MustFollowTrump(card("KC")))
    );
    assert_eq!(
        game.play(Seat(2), card("KC"), &mut ()),
        Err(PlayError::MustFollowTrump(card("KC")))
    );
    assert_eq!(game, before, "a refused card changes nothing");
    let events = play(&mut game, "JH QS QH");
    // Q♠ beats Q♥ and the jacks: the highest trump wins.
    assert!(events.contains(&Event::TrickWon {
        winner: Seat(3),
        points: 2 + 2 + 3 + 3
    }));
    // A club lead: seat 0 holds 7♣ 8♣ and must follow; the Q♣ does not follow clubs.
    let mut game = before;
    play(&mut game, "JH QS QH");
    // Seat 3 leads the 9♥; seat 0 holds the 7♥ and must play it (the Q♥ is gone, and was a trump anyway).
    play(&mut game, "9H");
    assert!(matches!(
        game.check(Seat(0), card("AD")),
        Err(PlayError::MustFollow {
            led: Suit::Hearts,
            ..
        })
    ));
    // No duty to trump: seat 1 has no heart but 8♥... it holds 8H, so follows; seat 2 has none and may discard.
    play(&mut game, "7H 8H");
    assert_eq!(
        game.check(Seat(2), card("KC")),
        Ok(()),
        "void: anything goes"
    );
}

#[test]
fn rule_3_card_points_total_120() {
    assert_eq!(points(deck()), 120);
    for (c, p) in [
        ("AS", 11),
        ("TS", 10),
        ("KS", 4),
        ("QS", 3),
        ("JS", 2),
        ("9S", 0),
        ("8S", 0),
        ("7S", 0),
    ] {
        assert_eq!(card_points(card(c)), p, "{c}");
    }
}

#[test]
fn rule_4_two_rounds_of_four_from_the_dealers_left_and_forehand_leads() {
    let dealer = Seat(2);
    let (game, events) = start(dealer, NORMAL, Rules::standard());
    let Some(Event::Dealt { deck, .. }) = events.first() else {
        panic!("a deal event first")
    };
    // deck[0..4] to the dealer's left (seat 3), deck[16..20] to seat 3 again.
    let three: CardSet = deck[0..4].iter().chain(&deck[16..20]).copied().collect();
    assert_eq!(three, game.hand(Seat(3)));
    let dealers: CardSet = deck[12..16].iter().chain(&deck[28..32]).copied().collect();
    assert_eq!(dealers, game.hand(dealer));
    assert_eq!(game.forehand(), Seat(3));
    assert_eq!(game.to_act(), Some(Seat(3)), "forehand declares first");
    let mut game = game;
    declare(&mut game, &[Call::Pass; 4]);
    assert_eq!(game.to_act(), Some(Seat(3)), "and leads the first trick");
    // The first dealer comes from the seed; the deal passes clockwise.
    let mut game = SchafkopfMatch::new(Rules::standard(), 9, &mut ()).unwrap();
    let first = game.dealer();
    let mut rng = common::rng(9);
    while game.deals() == 1 {
        common::play_random(&mut game, &mut rng);
    }
    assert_eq!(game.dealer(), first.plus(1, 4));
}

#[test]
fn rule_5_the_first_lust_solo_declared_is_the_game() {
    let (mut game, _) = start(Seat(0), NORMAL, Rules::standard());
    let events = declare(&mut game, &[Call::Pass, Call::Solo(Suit::Hearts)]);
    assert!(events.contains(&Event::Declared {
        seat: Seat(2),
        call: LogCall::Solo {
            trump: Suit::Hearts
        }
    }));
    assert!(events.contains(&Event::Contracted {
        kind: ContractKind::Solo,
        declarers: vec![Seat(2)],
        trump: Suit::Hearts
    }));
    // Later players are not asked: play begins with forehand.
    assert_eq!(game.stage(), Stage::Playing);
    assert_eq!(game.to_act(), Some(Seat(1)));
    assert_eq!(
        game.solos()[2],
        1,
        "a lust solo counts for the mandatory solos"
    );
    // Hearts are trump now; diamonds plain.
    let order = game.order();
    assert!(order.is_trump(card("7H")) && !order.is_trump(card("AD")));
    // A call not offered is refused and changes nothing.
    let (mut fresh, _) = start(Seat(0), NORMAL, Rules::standard());
    let before = fresh;
    assert_eq!(
        fresh.declare(Seat(1), Call::SilentSolo, &mut ()),
        Err(PlayError::CallNotOffered(Call::SilentSolo))
    );
    assert_eq!(
        fresh.declare(Seat(2), Call::Pass, &mut ()),
        Err(PlayError::NotYourTurn {
            seat: Seat(2),
            to_act: Seat(1)
        })
    );
    assert_eq!(
        fresh.check(Seat(1), card("QC")),
        Err(PlayError::DeclareFirst)
    );
    assert_eq!(fresh, before);
}

/// Seat 2 holds both black queens.
const WEDDING: [&str; 4] = [
    "QH JC AD TD 7C 8C 9S 7H",
    "QD JS KD 9D AC TC KS 8H",
    "QC QS JH 8D 7D KC 9C AS",
    "TS JD AH TH KH 9H 8S 7S",
];

#[test]
fn rule_6a_a_wedding_with_a_called_card_makes_its_holder_the_partner_when_played() {
    let (mut game, _) = start(Seat(0), WEDDING, Rules::standard());
    // The holder of both black queens may not simply pass: a wedding or a silent solo stands for their pass.
    let calls = {
        declare(&mut game, &[Call::Pass]);
        game.calls()
    };
    assert!(!calls.contains(&Call::Pass));
    assert!(calls.contains(&Call::Wedding(None)) && calls.contains(&Call::SilentSolo));
    assert!(calls.contains(&Call::Wedding(Some(card("AH")))));
    assert!(
        !calls.contains(&Call::Wedding(Some(card("JH")))),
        "not a card they hold"
    );
    let events = declare(
        &mut game,
        &[Call::Wedding(Some(card("AH"))), Call::Pass, Call::Pass],
    );
    // Said as a pass, announced after the four passes.
    assert!(events.contains(&Event::Declared {
        seat: Seat(2),
        call: LogCall::Pass
    }));
    assert!(events.contains(&Event::Declared {
        seat: Seat(2),
        call: LogCall::Wedding {
            card: Called(Some(card("AH")))
        }
    }));
    assert!(events.contains(&Event::Contracted {
        kind: ContractKind::Wedding,
        declarers: vec![Seat(2), Seat(3)],
        trump: Suit::Diamonds
    }));
    // Seat 3 holds the A♥ and knows; seat 0 knows it is a defender; nobody else knows seat 3 yet.
    assert_eq!(game.view(Seat(3)).sides[3], Some(true));
    assert_eq!(game.view(Seat(0)).sides[0], Some(false));
    assert_eq!(game.view(Seat(0)).sides[3], None);
    // Forehand leads hearts; seat 3 plays the A♥: the partner is shown after that trick.
    let events = play(&mut game, "8H JH AH 7H");
    let trick = events
        .iter()
        .position(|e| matches!(e, Event::TrickWon { .. }))
        .unwrap();
    assert_eq!(
        events.get(trick + 1),
        Some(&Event::PartnerFound { seat: Seat(3) })
    );
    assert_eq!(
        game.view(Seat(0)).sides,
        [Some(false), Some(false), Some(true), Some(true)]
    );
}

#[test]
fn rule_6a_a_wedding_with_the_first_foreign_trick_and_alone_after_three() {
    // The first trick the wedding player does not win makes its winner the partner.
    let (mut game, _) = start(Seat(0), WEDDING, Rules::standard());
    declare(
        &mut game,
        &[Call::Pass, Call::Wedding(None), Call::Pass, Call::Pass],
    );
    assert_eq!(game.contract().unwrap().declarers(), vec![Seat(2)]);
    // Seat 1 leads the A♣ and wins it (seat 2 follows with the K♣? No: 9C; seat 3 has no club).
    let events = play(&mut game, "AC 9C 7S 7C");
    assert!(events.contains(&Event::PartnerFound { seat: Seat(1) }));
    assert_eq!(game.contract().unwrap().declarers(), vec![Seat(1), Seat(2)]);
    // Winning the first three tricks: the wedding player plays alone, scored as a solo.
    let (mut game, _) = start(Seat(0), WEDDING, Rules::standard());
    declare(
        &mut game,
        &[Call::Pass, Call::Wedding(None), Call::Pass, Call::Pass],
    );
    let mut events = play(&mut game, "JS QC JD JC");
    events.extend(play(&mut game, "QS 7S QH QD"));
    events.extend(play(&mut game, "AS 8S 9S KS"));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PartnerFound { .. }))
    );
    let contract = game.contract().unwrap();
    assert!(contract.alone && contract.is_solo(), "{contract:?}");
    assert_eq!(
        contract.kind,
        ContractKind::Wedding,
        "the kind stays wedding"
    );
}

#[test]
fn rule_6b_a_silent_solo_looks_like_a_normal_game_until_the_queens_show() {
    let (mut game, _) = start(Seat(0), WEDDING, Rules::standard());
    let events = declare(
        &mut game,
        &[Call::Pass, Call::SilentSolo, Call::Pass, Call::Pass],
    );
    assert!(
        !events.iter().any(|e| matches!(
            e,
            Event::Declared {
                call: LogCall::Wedding { .. },
                ..
            }
        )),
        "nothing said"
    );
    assert!(events.contains(&Event::Contracted {
        kind: ContractKind::SilentSolo,
        declarers: vec![Seat(2)],
        trump: Suit::Diamonds
    }));
    // To the others it is a normal game; the soloist knows.
    assert_eq!(
        game.view(Seat(0)).contract.unwrap().kind,
        ContractKind::Normal
    );
    assert_eq!(
        game.view(Seat(2)).contract.unwrap().kind,
        ContractKind::SilentSolo
    );
    // Both public calls were passes, the silent soloist's included.
    assert!(
        game.view(Seat(0))
            .calls
            .iter()
            .all(|c| *c == Some(LogCall::Pass))
    );
    play(&mut game, "JS QC JD JC");
    assert_eq!(
        game.view(Seat(0)).contract.unwrap().kind,
        ContractKind::Normal,
        "one queen shows"
    );
    play(&mut game, "QS 7S QH QD");
    // Both black queens from one hand: now everyone knows.
    let seen = game.view(Seat(0)).contract.unwrap();
    assert_eq!(seen.kind, ContractKind::SilentSolo);
    assert_eq!(seen.declarer, Some(Seat(2)));
}

#[test]
fn rule_7_otherwise_the_holders_of_the_black_queens_play_together_unannounced() {
    let (mut game, _) = start(Seat(0), NORMAL, Rules::standard());
    let events = declare(&mut game, &[Call::Pass; 4]);
    assert!(events.contains(&Event::Contracted {
        kind: ContractKind::Normal,
        declarers: vec![Seat(1), Seat(3)],
        trump: Suit::Diamonds
    }));
    // Each knows only its own side until the queens show.
    assert_eq!(game.view(Seat(1)).sides, [None, Some(true), None, None]);
    assert_eq!(game.view(Seat(0)).sides, [Some(false), None, None, None]);
    play(&mut game, "QC");
    // The Q♣ shows seat 1; seat 3, holding the Q♠, now knows its partner and so both sides.
    assert_eq!(game.view(Seat(0)).sides[1], Some(true));
    assert_eq!(
        game.view(Seat(3)).sides,
        [Some(false), Some(true), Some(false), Some(true)]
    );
    assert_eq!(
        game.view(Seat(2)).contract.unwrap().declarer,
        None,
        "nobody announced"
    );
}

#[test]
fn rules_8_and_9_card_points_decide_and_pay_with_schneider_schwarz_and_the_solo_factor() {
    // Every hand of many random matches: the winner, schneider, schwarz, value and payments follow from the
    // tricks alone, by the rules as written here (not the engine's code).
    let values = Values {
        base: 2,
        schneider: 3,
        schwarz: 5,
        solo_factor: 3,
    };
    let rules = Rules {
        values,
        ..Rules::standard()
    };
    let mut seen = [0; 4];
    for seed in 0..300 {
        let mut game = SchafkopfMatch::new(rules, seed, &mut ()).unwrap();
        let mut events = Vec::new();
        let mut rng = common::rng(seed);
        while !game.is_over() {
            events.extend(common::play_random(&mut game, &mut rng));
        }
        let mut won = [0u32; 4];
        let mut tricks = [0u32; 4];
        let mut trick_cards = Vec::new();
        let mut balance = [0i64; 4];
        for e in &events {
            match e {
                Event::Dealt { .. } => {
                    won = [0; 4];
                    tricks = [0; 4];
                }
                Event::CardPlayed { card, .. } => trick_cards.push(*card),
                Event::TrickWon { winner, points: p } => {
                    let sum: u32 = trick_cards.drain(..).map(card_points).sum();
                    assert_eq!(*p, sum, "a trick's points are its cards'");
                    won[winner.index()] += p;
                    tricks[winner.index()] += 1;
                }
                Event::HandScored {
                    declarers,
                    points: p,
                    winner,
                    schneider,
                    schwarz,
                    value,
                    payments,
                    balance: b,
                    ..
                } => {
                    let d: u32 = declarers.iter().map(|s| won[s.index()]).sum();
                    assert_eq!(p, &[d, 120 - d]);
                    let declarers_win = d >= 61;
                    assert_eq!(
                        *winner == Winner::Declarers,
                        declarers_win,
                        "61 wins, 60 defends"
                    );
                    let (lp, lt) = if declarers_win {
                        (
                            120 - d,
                            (0..4)
                                .filter(|s| !declarers.contains(&Seat(*s as u8)))
                                .map(|s| tricks[s])
                                .sum::<u32>(),
                        )
                    } else {
                        (d, declarers.iter().map(|s| tricks[s.index()]).sum())
                    };
                    assert_eq!(*schneider, lp < 30);
                    assert_eq!(*schwarz, lt == 0);
                    let v = 2 + if lp < 30 { 3 } else { 0 } + if lt == 0 { 5 } else { 0 };
                    assert_eq!(*value, v);
                    let solo = declarers.len() == 1;
                    for s in 0..4 {
                        let declarer = declarers.contains(&Seat(s as u8));
                        let amount = if solo && declarer { 3 * v } else { v } as i64;
                        let sign = if declarer == declarers_win { 1 } else { -1 };
                        assert_eq!(payments[s], sign * amount);
                        balance[s] += payments[s];
                    }
                    assert_eq!(
                        b,
                        &balance.to_vec(),
                        "the cashier keeps the running balance"
                    );
                    seen[(d == 60) as usize] += 1;
                    seen[2] += *schneider as usize;
                    seen[3] += *schwarz as usize;
                }
                _ => {}
            }
        }
    }
    assert!(seen[1] > 0, "a hand at exactly 60 was seen ({seen:?})");
    assert!(
        seen[2] > 0 && seen[3] > 0,
        "schneider and schwarz were seen ({seen:?})"
    );
}

#[test]
fn rule_10_a_match_is_its_deals_and_owed_solos_are_forced_in_time() {
    let rules = Rules {
        deals: 3,
        ..Rules::standard()
    };
    let mut events = Vec::new();
    let mut game = SchafkopfMatch::new(rules, 4, &mut events).unwrap();
    let mut rng = common::rng(4);
    while !game.is_over() {
        events.extend(common::play_random(&mut game, &mut rng));
    }
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Dealt { .. }))
            .count(),
        3
    );
    assert!(matches!(events.last(), Some(Event::MatchOver { .. })));
    assert_eq!(game.to_act(), None);
    // Mandatory solos: one each in 4 deals owes 4 solos in 4 deals, so every deal forces one, and the players
    // asked before the one who owes it must pass.
    let rules = Rules {
        deals: 4,
        mandatory_solos: 1,
        ..Rules::standard()
    };
    let mut game = SchafkopfMatch::new(rules, 2, &mut ()).unwrap();
    let mut rng = common::rng(2);
    while !game.is_over() {
        if game.stage() == Stage::Declaring {
            let forced = game.forced().expect("a solo is forced every deal");
            let seat = game.to_act().unwrap();
            let calls = game.calls();
            if seat == forced {
                assert!(
                    calls.iter().all(|c| matches!(c, Call::Solo(_))),
                    "{calls:?}"
                );
            } else {
                assert_eq!(calls, vec![Call::Pass]);
            }
        }
        common::play_random(&mut game, &mut rng);
    }
    assert_eq!(game.solos(), &[1, 1, 1, 1], "everyone played their solo");
    // With room to spare nothing is forced at first: 1 each in 8 deals.
    let rules = Rules {
        deals: 8,
        mandatory_solos: 1,
        ..Rules::standard()
    };
    let game = SchafkopfMatch::new(rules, 2, &mut ()).unwrap();
    assert_eq!(game.forced(), None);
    // More solos than deals is refused.
    let bad = Rules {
        deals: 3,
        mandatory_solos: 1,
        ..Rules::standard()
    };
    assert!(bad.validate().is_err());
}

#[test]
fn a_match_saved_as_json_reads_back_audited_and_a_corrupt_one_is_refused() {
    let mut game = SchafkopfMatch::new(Rules::standard(), 6, &mut ()).unwrap();
    let mut rng = common::rng(6);
    for _ in 0..20 {
        common::play_random(&mut game, &mut rng);
    }
    let text = serde_json::to_string(&game).unwrap();
    assert_eq!(SchafkopfMatch::from_json(&text).unwrap(), game);
    let broken = text.replacen("\"balance\":[", "\"balance\":[5,", 1);
    assert!(SchafkopfMatch::from_json(&broken).is_err());
    // A view carries this seat's hand and nobody else's.
    let view = game.view(Seat(1));
    assert_eq!(view.hand, game.hand(Seat(1)));
    let json = serde_json::to_string(&view).unwrap();
    for other in [0, 2, 3] {
        for c in game.hand(Seat(other)) {
            assert!(!view.hand.contains(c));
        }
    }
    assert!(!json.is_empty());
}
