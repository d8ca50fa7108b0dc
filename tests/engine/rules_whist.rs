//! One test (or a few) per rule of `docs/rules-whist.md`, named after the rule it checks.

use crate::common;

use common::{card, cards, deck_for, play_random};
use rand::RngExt;
use wendellhead::engine::whist::{Event, PlayError, Rules, RulesError, WhistMatch, side_of};
use wendellhead::engine::{Card, CardSet, Game, Seat, Suit, deck};

/// Seat 0 holds nine trumps, side 1 all four honours (the dealer, seat 3, turns the ace of clubs).
const HONOURS_DEAL: [&str; 4] = [
    "2C 3C 4C 5C 6C 7C 8C 9C TC 2S 3S 4S 5S",
    "6S 7S 8S 9S TS JS QS KS AS 2H 3H 4H 5H",
    "6H 7H 8H 9H TH JH QH KH AH 2D 3D 4D 5D",
    "6D 7D 8D 9D TD JD QD KD AD JC QC KC AC",
];

/// Each seat holds one whole suit: spades, hearts, diamonds, clubs; seat 3 deals and turns the ace of clubs.
const SUIT_DEAL: [&str; 4] = [
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
];

fn dealt(rules: Rules, dealer: Seat, hands: [&str; 4]) -> (WhistMatch, Vec<Event>) {
    let deck = deck_for(4, dealer, &hands, "");
    let mut events = Vec::new();
    let game = WhistMatch::with_deck(rules, 9, dealer, &deck, &mut events).expect("a whole deck");
    (game, events)
}

fn honours_on(target: u32) -> Rules {
    Rules {
        target,
        honours: true,
        games_to_win: 1,
    }
}

/// The same match with the game score set (through the save format, which audits it).
fn with_score(game: &WhistMatch, score: [u32; 2]) -> WhistMatch {
    let mut value = serde_json::to_value(game).unwrap();
    value["score"] = serde_json::json!(score);
    WhistMatch::from_json(&value.to_string()).expect("a valid position")
}

/// Plays random legal cards until the hand is scored; returns every event of the hand.
fn play_hand(game: &mut WhistMatch, seed: u64) -> Vec<Event> {
    let mut rng = deck::rng(seed, 5);
    let mut all = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_moves();
        let card = legal
            .nth(rng.random_range(0..legal.len() as u32) as usize)
            .unwrap();
        let before = all.len();
        game.play(seat, card, &mut all).unwrap();
        if all[before..]
            .iter()
            .any(|e| matches!(e, Event::HandScored { .. }))
        {
            break;
        }
    }
    all
}

/// The hand's score event: (tricks, points, honours, score).
fn hand_scored(events: &[Event]) -> ([u32; 2], [u32; 2], [u32; 2], [u32; 2]) {
    events
        .iter()
        .find_map(|e| match e {
            Event::HandScored {
                tricks,
                points,
                honours,
                score,
            } => Some((*tricks, *points, *honours, *score)),
            _ => None,
        })
        .expect("the hand was scored")
}

/// Rule 1: seats 0 and 2 are side 0, seats 1 and 3 side 1; a trick won by either partner counts for the side,
/// and both partners win the match.
#[test]
fn rule_1_two_fixed_partnerships_partners_opposite() {
    assert_eq!(
        (0..4).map(|s| side_of(Seat(s))).collect::<Vec<_>>(),
        [0, 1, 0, 1]
    );
    let (mut game, _) = dealt(Rules::standard(), Seat(3), SUIT_DEAL);
    // Seat 0 leads a spade; nobody else has one, seat 3 ruffs with a club: side 1 takes the trick.
    let mut events = Vec::new();
    for (seat, c) in [(0, "AS"), (1, "2H"), (2, "2D"), (3, "2C")] {
        game.play(Seat(seat), card(c), &mut events).unwrap();
    }
    assert!(events.contains(&Event::TrickWon {
        winner: Seat(3),
        tricks: [0, 1]
    }));
    let mut rng = deck::rng(1, 1);
    while game.to_act().is_some() {
        play_random(&mut game, &mut rng);
    }
    let side = game.winner().unwrap() as usize;
    for seat in Seat::all(4) {
        assert_eq!(game.won_by(seat), Some(side_of(seat) == side));
    }
}

/// Rule 2: 52 cards, dealt one at a time clockwise from the dealer's left; the dealer's 13th card is the last
/// one dealt.
#[test]
fn rule_2_all_52_dealt_one_at_a_time_from_the_dealers_left() {
    for seed in 0..20 {
        let mut events = Vec::new();
        let game = WhistMatch::new(Rules::standard(), seed, &mut events).unwrap();
        let Event::Dealt { dealer, deck } = &events[0] else {
            panic!("a deal first")
        };
        assert_eq!(deck.len(), 52);
        assert_eq!(deck.iter().copied().collect::<CardSet>(), CardSet::FULL);
        for (i, c) in deck.iter().enumerate() {
            let to = dealer.plus(1 + i, 4);
            assert!(game.hand(to).contains(*c), "card {i} goes to {to}");
        }
        assert!(game.hand(*dealer).contains(deck[51]));
        assert!(Seat::all(4).all(|s| game.hand(s).len() == 13));
    }
}

/// Rule 2: the first dealer is drawn from the seed (each seat can deal first), and the deal passes clockwise after
/// every hand, also from one game of a rubber into the next.
#[test]
fn rule_2_first_dealer_from_the_seed_and_the_deal_passes_clockwise() {
    let firsts: CardSet = (0..40u64)
        .map(|seed| {
            let g = WhistMatch::new(Rules::standard(), seed, &mut ()).unwrap();
            assert_eq!(
                g.dealer(),
                WhistMatch::new(Rules::standard(), seed, &mut ())
                    .unwrap()
                    .dealer()
            );
            Card::from_index(g.dealer().index()).unwrap()
        })
        .collect();
    assert_eq!(firsts.len(), 4, "every seat deals first for some seed");
    let rules = Rules {
        games_to_win: 2,
        ..Rules::standard()
    };
    let mut events = Vec::new();
    let mut game = WhistMatch::new(rules, 3, &mut events).unwrap();
    let mut rng = deck::rng(3, 3);
    while game.to_act().is_some() {
        events.extend(play_random(&mut game, &mut rng));
    }
    let dealers: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::Dealt { dealer, .. } => Some(*dealer),
            _ => None,
        })
        .collect();
    assert!(dealers.windows(2).all(|w| w[1] == w[0].next(4)));
    let games = events
        .iter()
        .filter(|e| matches!(e, Event::GameWon { .. }))
        .count();
    assert!(games >= 2, "a rubber has two or three games");
}

/// Rule 3: the last card dealt is turned: its suit is trump; it stays on show until the dealer plays to the first
/// trick, then it is an ordinary card of the dealer's hand that everyone knows the dealer holds.
#[test]
fn rule_3_the_dealers_last_card_is_turned_for_trump() {
    let (mut game, events) = dealt(Rules::standard(), Seat(1), HONOURS_DEAL);
    // Dealer seat 1: its 13th card is the last of its listed hand, the five of hearts.
    let turned = card("5H");
    assert_eq!(
        events[1],
        Event::TrumpTurned {
            card: turned,
            trump: Suit::Hearts
        }
    );
    assert_eq!(game.turn_up_shown(), Some(turned));
    for seat in Seat::all(4) {
        let view = game.view(seat);
        assert_eq!(view.trump(), Suit::Hearts);
        assert!(view.turn_up_shown);
    }
    // Seat 2 leads (left of the dealer); the turn-up stays on show until seat 1 plays.
    for (seat, c) in [(2, "6H"), (3, "6D"), (0, "2C")] {
        game.play(Seat(seat), card(c), &mut ()).unwrap();
        assert_eq!(game.turn_up_shown(), Some(turned));
    }
    game.play(Seat(1), card("2H"), &mut ()).unwrap();
    assert_eq!(game.turn_up_shown(), None);
    assert!(
        game.hand(Seat(1)).contains(turned),
        "still the dealer's card"
    );
    assert_eq!(game.view(Seat(0)).turn_up_holder(), Some(Seat(1)));
    assert_eq!(
        game.view(Seat(1)).turn_up_holder(),
        None,
        "the dealer sees it in hand"
    );
}

/// Rule 4: the player left of the dealer leads the first trick; the winner of a trick leads the next.
#[test]
fn rule_4_left_of_the_dealer_leads_then_the_winner() {
    for dealer in 0..4u8 {
        let (game, _) = dealt(Rules::standard(), Seat(dealer), SUIT_DEAL);
        assert_eq!(game.to_act(), Some(Seat(dealer).next(4)));
    }
    let (mut game, _) = dealt(Rules::standard(), Seat(3), SUIT_DEAL);
    for (seat, c) in [(0, "AS"), (1, "2H"), (2, "2D"), (3, "2C")] {
        game.play(Seat(seat), card(c), &mut ()).unwrap();
    }
    assert_eq!(game.to_act(), Some(Seat(3)), "the trick's winner leads");
}

/// Rule 4: follow suit if able; a card of another suit is refused and changes nothing; without the suit any card
/// may be played.
#[test]
fn rule_4_follow_suit_if_able() {
    let (mut game, _) = dealt(Rules::standard(), Seat(3), HONOURS_DEAL);
    game.play(Seat(0), card("2S"), &mut ()).unwrap();
    let before = game;
    assert_eq!(
        game.play(Seat(1), card("2H"), &mut ()),
        Err(PlayError::MustFollow {
            card: card("2H"),
            led: Suit::Spades
        })
    );
    assert_eq!(game, before, "a refused card changes nothing");
    assert_eq!(
        game.legal_moves(),
        cards("6S 7S 8S 9S TS JS QS KS AS").into_iter().collect()
    );
    game.play(Seat(1), card("6S"), &mut ()).unwrap();
    // Seat 2 has no spade: every card of its hand is legal.
    assert_eq!(game.legal_moves(), game.hand(Seat(2)));
}

/// Rule 4: the highest trump wins; without a trump, the highest card of the led suit.
#[test]
fn rule_4_highest_trump_else_highest_of_the_led_suit() {
    let (mut game, _) = dealt(Rules::standard(), Seat(3), HONOURS_DEAL);
    // Trump clubs. Spade led, followed by a higher spade, a diamond discard, and a small trump: the trump wins.
    let mut events = Vec::new();
    for (seat, c) in [(0, "2S"), (1, "AS"), (2, "2D"), (3, "JC")] {
        game.play(Seat(seat), card(c), &mut events).unwrap();
    }
    assert!(matches!(
        events.last(),
        Some(Event::TrickWon {
            winner: Seat(3),
            ..
        })
    ));
    // Seat 3 leads a diamond: nobody trumps (seat 0 has spades left), the ace of diamonds is not in play,
    // the highest diamond played wins.
    let mut events = Vec::new();
    for (seat, c) in [(3, "6D"), (0, "3S"), (1, "2H"), (2, "5D")] {
        game.play(Seat(seat), card(c), &mut events).unwrap();
    }
    assert!(matches!(
        events.last(),
        Some(Event::TrickWon {
            winner: Seat(3),
            ..
        })
    ));
    let mut events = Vec::new();
    for (seat, c) in [(3, "7D"), (0, "4S"), (1, "3H"), (2, "4D")] {
        game.play(Seat(seat), card(c), &mut events).unwrap();
    }
    assert!(matches!(
        events.last(),
        Some(Event::TrickWon {
            winner: Seat(3),
            tricks: [0, 3]
        })
    ));
}

/// Rule 5: after 13 tricks the side with more than six scores one point per trick above six.
#[test]
fn rule_5_one_point_per_odd_trick() {
    // Seat 3 holds all 13 trumps and wins every trick: 13 tricks, 7 points.
    let (mut game, _) = dealt(
        Rules {
            target: 10,
            ..Rules::standard()
        },
        Seat(3),
        SUIT_DEAL,
    );
    let events = play_hand(&mut game, 1);
    assert_eq!(hand_scored(&events), ([0, 13], [0, 7], [0, 0], [0, 7]));
    for seed in 0..50 {
        let mut game = WhistMatch::new(honours_on(99), seed, &mut ()).unwrap();
        let (tricks, points, _, _) = hand_scored(&play_hand(&mut game, seed));
        assert_eq!(tricks[0] + tricks[1], 13);
        for side in 0..2 {
            assert_eq!(points[side], tricks[side].saturating_sub(6));
        }
    }
}

/// Rule 6: with honours on, a side dealt all four of A K Q J of trump scores 4, three of them 2; honours are
/// scored after the tricks. With honours off they never score.
#[test]
fn rule_6_honours_four_score_four_three_score_two() {
    // Side 1 holds all four honours and every trump: 7 points for the tricks, 4 for honours (target 20).
    let (mut game, _) = dealt(honours_on(20), Seat(3), SUIT_DEAL);
    assert_eq!(
        hand_scored(&play_hand(&mut game, 1)),
        ([0, 13], [0, 7], [0, 4], [0, 11])
    );
    // Three honours: seat 3 gives its jack of clubs for seat 0's two of spades.
    let three = [
        "JC 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        SUIT_DEAL[1],
        SUIT_DEAL[2],
        "2C 3C 4C 5C 6C 7C 8C 9C TC 2S QC KC AC",
    ];
    let (mut game, _) = dealt(honours_on(20), Seat(3), three);
    let (_, points, honours, score) = hand_scored(&play_hand(&mut game, 2));
    assert_eq!(honours, [0, 2]);
    assert_eq!(score, [points[0], points[1] + 2]);
    // Honours off: nothing for them.
    let (mut game, _) = dealt(
        Rules {
            target: 20,
            ..Rules::standard()
        },
        Seat(3),
        SUIT_DEAL,
    );
    assert_eq!(hand_scored(&play_hand(&mut game, 1)).2, [0, 0]);
}

/// Rule 6: a side at target − 1 before the hand cannot score honours; if the tricks take a side to the target,
/// no honours are scored by either side; from target − 2 or lower honours can take a side to the target and win.
#[test]
fn rule_6_honours_barred_at_target_minus_one_or_when_tricks_reach_the_target() {
    let mut seen = [false; 3];
    for seed in 0..300 {
        let (fresh, _) = dealt(honours_on(10), Seat(3), HONOURS_DEAL);
        // Side 1 (all four honours) at target − 1: never honours.
        let mut game = with_score(&fresh, [0, 9]);
        let (_, points, honours, _) = hand_scored(&play_hand(&mut game, seed));
        assert_eq!(honours, [0, 0], "seed {seed}: barred at target − 1");
        if points[1] == 0 {
            seen[0] = true;
        }
        // Side 1 at target − 2: honours count unless the tricks take either side to the target.
        let mut game = with_score(&fresh, [5, 8]);
        let events = play_hand(&mut game, seed);
        let (_, points, honours, score) = hand_scored(&events);
        if 5 + points[0] >= 10 || 8 + points[1] >= 10 {
            assert_eq!(honours, [0, 0], "seed {seed}: tricks reached the target");
            seen[1] = true;
        } else {
            assert_eq!(honours, [0, 4], "seed {seed}");
            assert_eq!(score, [5 + points[0], 12 + points[1]]);
            assert!(
                events.contains(&Event::GameWon { winner: 1, score }),
                "seed {seed}: honours take side 1 to the target"
            );
            if points[1] == 0 {
                seen[2] = true;
            }
        }
    }
    assert_eq!(seen, [true; 3], "each case came up in the seeded hands");
}

/// Rule 7: the first side to the target wins the game; scores are not capped at the target; a match is one game,
/// or with `games_to_win` 2 the first side to win two, the score starting again at 0 after each game.
#[test]
fn rule_7_first_side_to_the_target_wins_scores_not_capped() {
    let mut over_target = false;
    for seed in 0..40 {
        let (fresh, _) = dealt(Rules::standard(), Seat(3), HONOURS_DEAL);
        let mut game = with_score(&fresh, [4, 4]);
        let events = play_hand(&mut game, seed);
        let (_, points, _, score) = hand_scored(&events);
        let side = if points[0] > 0 { 0 } else { 1 };
        assert!(events.contains(&Event::GameWon {
            winner: side,
            score
        }));
        assert_eq!(events.last(), Some(&Event::MatchWon { winner: side }));
        assert_eq!(game.to_act(), None);
        over_target |= score[side as usize] > 5;
    }
    assert!(over_target, "a score above the target is kept as it is");

    let rules = Rules {
        games_to_win: 2,
        ..Rules::standard()
    };
    for seed in 0..30 {
        let mut events = Vec::new();
        let mut game = WhistMatch::new(rules, seed, &mut events).unwrap();
        let mut rng = deck::rng(seed, 9);
        while game.to_act().is_some() {
            events.extend(play_random(&mut game, &mut rng));
        }
        let mut wins = [0u32; 2];
        let mut previous = [0u32; 2];
        for e in &events {
            match e {
                Event::HandScored {
                    points,
                    honours,
                    score,
                    ..
                } => {
                    assert_eq!(
                        *score,
                        [
                            previous[0] + points[0] + honours[0],
                            previous[1] + points[1] + honours[1]
                        ]
                    );
                    previous = *score;
                }
                Event::GameWon { winner, score } => {
                    assert!(score[*winner as usize] >= 5);
                    wins[*winner as usize] += 1;
                    previous = [0, 0];
                }
                _ => {}
            }
        }
        let winner = game.winner().unwrap() as usize;
        assert_eq!(wins[winner], 2);
        assert!(wins[1 - winner] <= 1);
        assert_eq!(game.games(), wins);
    }
}

/// Options: any target from 1; one game or a rubber; anything else is refused with a clear message.
#[test]
fn rule_options_validated_with_clear_errors() {
    for target in [1, 5, 7, 9, 10, 31] {
        let rules = Rules {
            target,
            ..Rules::standard()
        };
        assert!(WhistMatch::new(rules, 1, &mut ()).is_ok());
    }
    let zero = Rules {
        target: 0,
        ..Rules::standard()
    };
    assert_eq!(
        WhistMatch::new(zero, 1, &mut ()).unwrap_err(),
        RulesError::ZeroTarget
    );
    let three = Rules {
        games_to_win: 3,
        ..Rules::standard()
    };
    let err = WhistMatch::new(three, 1, &mut ()).unwrap_err();
    assert_eq!(err, RulesError::GamesToWin(3));
    assert_eq!(
        err.to_string(),
        "a Whist match is won with 1 game or 2 (a rubber), not 3"
    );
    assert_eq!(
        Rules::standard(),
        Rules {
            target: 5,
            honours: false,
            games_to_win: 1
        }
    );
}

/// Illegal moves get a typed error and change nothing.
#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let (mut game, _) = dealt(Rules::standard(), Seat(3), SUIT_DEAL);
    let before = game;
    assert_eq!(
        game.play(Seat(1), card("2H"), &mut ()),
        Err(PlayError::NotYourTurn {
            seat: Seat(1),
            to_act: Seat(0)
        })
    );
    assert_eq!(
        game.play(Seat(0), card("2H"), &mut ()),
        Err(PlayError::CardNotHeld(card("2H")))
    );
    assert_eq!(
        game.play(Seat(4), card("2H"), &mut ()),
        Err(PlayError::NoSuchSeat(Seat(4)))
    );
    assert_eq!(game, before);
    let mut rng = deck::rng(4, 4);
    while game.to_act().is_some() {
        play_random(&mut game, &mut rng);
    }
    let over = game;
    assert_eq!(
        game.play(Seat(0), card("2S"), &mut ()),
        Err(PlayError::MatchOver)
    );
    assert_eq!(game, over);
}

/// A seat's view holds its own hand and what is public, never another hand.
#[test]
fn a_view_shows_only_the_seats_own_hand() {
    let (game, _) = dealt(Rules::standard(), Seat(3), HONOURS_DEAL);
    for seat in Seat::all(4) {
        let view = game.view(seat);
        assert_eq!(view.hand, game.hand(seat));
        assert_eq!(view.unseen(), !game.hand(seat));
        assert_eq!(view.hand_sizes, [13; 4]);
    }
}

/// A match survives the save format exactly, and a corrupt one is refused with a reason.
#[test]
fn a_match_round_trips_through_json_and_corrupt_ones_are_refused() {
    let mut game = WhistMatch::new(honours_on(7), 12, &mut ()).unwrap();
    play_hand(&mut game, 3);
    for _ in 0..9 {
        let seat = game.to_act().unwrap();
        let c = game.legal_moves().lowest().unwrap();
        game.play(seat, c, &mut ()).unwrap();
    }
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(WhistMatch::from_json(&json).unwrap(), game);
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["tricks"] = serde_json::json!([9, 9]);
    let err = WhistMatch::from_json(&value.to_string()).unwrap_err();
    assert!(err.to_string().starts_with("not a valid position"), "{err}");
    assert!(WhistMatch::from_json("{\"rules\": 3}").is_err());
}
