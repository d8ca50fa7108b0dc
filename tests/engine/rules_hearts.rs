//! One test (or a few) per rule of `docs/rules-hearts.md`, named after the rule it checks.

use crate::common;

use common::{card, cards, play_random};
use wendellhead::engine::hearts::{
    Event, HeartsMatch, Moon, PassDirection, PlayError, Rules, RulesError, Stage,
};
use wendellhead::engine::{Card, CardSet, Game, Seat, Suit, deck};

/// Rules without passing (so play starts at once), otherwise standard.
fn no_pass(players: u8) -> Rules {
    Rules {
        passing: false,
        ..Rules::standard(players)
    }
}

/// The dealing order that gives `hands[s]` to seat `s` when `dealer` deals, followed by `kitty`.
fn deck(players: u8, dealer: Seat, hands: &[&str], kitty: &str) -> Vec<Card> {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let size = hands[0].len();
    let n = players as usize;
    let mut out = vec![None; n * size];
    for (seat, hand) in hands.iter().enumerate() {
        assert_eq!(hand.len(), size);
        let offset = (seat + n - dealer.index() - 1) % n;
        for (k, &c) in hand.iter().enumerate() {
            out[k * n + offset] = Some(c);
        }
    }
    let mut out: Vec<Card> = out.into_iter().map(Option::unwrap).collect();
    out.extend(cards(kitty));
    out
}

/// Each seat holds one suit: seat 0 clubs, 1 diamonds, 2 hearts, 3 spades; seat 3 deals.
fn suit_deal(rules: Rules) -> HeartsMatch {
    let hands = [
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    ];
    HeartsMatch::with_deck(rules, 1, Seat(3), &deck(4, Seat(3), &hands, ""), &mut ()).unwrap()
}

/// Plays random legal cards (passing at random too) until the hand is scored; returns the hand's events.
fn play_hand(game: &mut HeartsMatch, seed: u64) -> Vec<Event> {
    let mut rng = deck::rng(seed, 3);
    let mut all = Vec::new();
    while game.to_act().is_some() {
        let before = all.len();
        all.extend(play_random(game, &mut rng));
        if all[before..]
            .iter()
            .any(|e| matches!(e, Event::HandScored { .. }))
        {
            break;
        }
    }
    all
}

/// The hand's score event: (points, moon, scores).
fn hand_scored(events: &[Event]) -> (Vec<i32>, Option<Seat>, Vec<i32>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::HandScored {
                points,
                moon,
                scores,
            } => Some((points.clone(), *moon, scores.clone())),
            _ => None,
        })
        .expect("the hand was scored")
}

/// Rule 1: four players share the 52 cards (13 each); three play without the 2♦ (17 each), five without the 2♦ and
/// 2♣ (10 each); with the kitty option nothing is removed and the last one or two cards form the kitty.
#[test]
fn rule_1_cards_in_play_and_hand_sizes() {
    for (players, kitty, size, removed, kitty_size) in [
        (4, false, 13, vec![], 0),
        (3, false, 17, vec!["2D"], 0),
        (5, false, 10, vec!["2D", "2C"], 0),
        (3, true, 17, vec![], 1),
        (5, true, 10, vec![], 2),
    ] {
        let rules = Rules {
            kitty,
            ..no_pass(players)
        };
        let mut events = Vec::new();
        let game = HeartsMatch::new(rules, 5, &mut events).unwrap();
        let Event::Dealt {
            removed: r,
            deck,
            kitty: k,
            ..
        } = &events[0]
        else {
            panic!("a deal first")
        };
        let removed: Vec<Card> = removed.iter().map(|c| card(c)).collect();
        assert_eq!(r, &removed, "{players} players, kitty {kitty}");
        assert_eq!(deck.len(), 52 - removed.len());
        for seat in Seat::all(players) {
            assert_eq!(game.hand(seat).len(), size);
        }
        assert_eq!(game.kitty().len(), kitty_size);
        assert_eq!(k.as_ref().map(Vec::len), kitty.then_some(kitty_size));
    }
    let err = HeartsMatch::new(
        Rules {
            kitty: true,
            ..Rules::standard(4)
        },
        1,
        &mut (),
    )
    .unwrap_err();
    assert_eq!(err, RulesError::KittyWithFour);
    assert_eq!(
        HeartsMatch::new(no_pass(6), 1, &mut ()).unwrap_err(),
        RulesError::Players(6)
    );
}

/// Rule 1: seats clockwise; left of seat s is s + 1, right s − 1, across s + 2.
#[test]
fn rule_1_left_right_and_across() {
    assert_eq!(PassDirection::Left.receiver(Seat(3), 4), Seat(0));
    assert_eq!(PassDirection::Right.receiver(Seat(0), 4), Seat(3));
    assert_eq!(PassDirection::Across.receiver(Seat(1), 4), Seat(3));
    assert_eq!(PassDirection::Right.receiver(Seat(0), 5), Seat(4));
}

/// Rule 2: the dealer deals one card at a time clockwise from the left, every card; the first dealer comes from
/// the seed and the deal passes clockwise.
#[test]
fn rule_2_the_deal() {
    let mut firsts = [false; 5];
    for seed in 0..60 {
        let mut events = Vec::new();
        let mut game = HeartsMatch::new(no_pass(5), seed, &mut events).unwrap();
        let Event::Dealt { dealer, deck, .. } = &events[0] else {
            panic!("a deal first")
        };
        firsts[dealer.index()] = true;
        for (i, c) in deck.iter().enumerate() {
            assert!(game.hand(dealer.plus(1 + i, 5)).contains(*c));
        }
        let first = *dealer;
        let events = play_hand(&mut game, seed);
        if game.to_act().is_some() {
            assert_eq!(game.dealer(), first.next(5), "the deal passes clockwise");
            assert!(events.len() > 1);
        }
    }
    assert_eq!(firsts, [true; 5], "every seat deals first for some seed");
}

/// Rule 3: three cards are passed before the first trick, in a cycle by hand: left, right, across, none at four;
/// left, right, none at three and five; none without the option.
#[test]
fn rule_3_the_pass_cycle() {
    let four = Rules::standard(4);
    let cycle: Vec<_> = (0..8).map(|h| four.pass_direction(h)).collect();
    use PassDirection::*;
    assert_eq!(
        cycle,
        [
            Some(Left),
            Some(Right),
            Some(Across),
            None,
            Some(Left),
            Some(Right),
            Some(Across),
            None
        ]
    );
    for players in [3, 5] {
        let rules = Rules::standard(players);
        let cycle: Vec<_> = (0..6).map(|h| rules.pass_direction(h)).collect();
        assert_eq!(
            cycle,
            [Some(Left), Some(Right), None, Some(Left), Some(Right), None]
        );
    }
    assert_eq!(no_pass(4).pass_direction(0), None);
    // The first hand of a game passes left: everyone chooses, then the cards change hands at once.
    let mut game = HeartsMatch::new(Rules::standard(4), 2, &mut ()).unwrap();
    assert_eq!(game.stage(), Stage::Passing);
    assert_eq!(game.direction(), Some(Left));
    let hands: Vec<CardSet> = Seat::all(4).map(|s| game.hand(s)).collect();
    let mut events = Vec::new();
    let mut given = Vec::new();
    for _ in 0..4 {
        let seat = game.to_act().unwrap();
        let three: CardSet = game.hand(seat).iter().take(3).collect();
        given.push((seat, three));
        game.pass(seat, three, &mut events).unwrap();
        // Nothing moves until everyone has chosen.
        if given.len() < 4 {
            assert_eq!(game.hand(seat), hands[seat.index()]);
        }
    }
    assert!(matches!(
        events.last(),
        Some(Event::Passed {
            direction: Left,
            ..
        })
    ));
    for (seat, three) in given {
        let to = seat.next(4);
        assert!((game.hand(seat) & three).is_empty(), "given away");
        assert_eq!(game.received(to), three);
        assert!(game.hand(to).contains(three.lowest().unwrap()));
    }
    assert_eq!(game.stage(), Stage::Playing);
}

/// Rule 3: a pass is three cards of one's own hand, in turn; playing before the pass is refused; a refused pass
/// changes nothing.
#[test]
fn rule_3_a_pass_is_three_cards_of_ones_own() {
    let mut game = HeartsMatch::new(Rules::standard(4), 3, &mut ()).unwrap();
    let before = game;
    let seat = game.to_act().unwrap();
    let hand = game.hand(seat);
    let other = game.hand(seat.next(4));
    let two: CardSet = hand.iter().take(2).collect();
    let four: CardSet = hand.iter().take(4).collect();
    let foreign: CardSet = hand.iter().take(2).chain(other.iter().take(1)).collect();
    for bad in [two, four, foreign] {
        assert_eq!(
            game.pass(seat, bad, &mut ()),
            Err(PlayError::PassSize { wanted: 3 })
        );
    }
    assert_eq!(
        game.pass(seat.next(4), other.iter().take(3).collect(), &mut ()),
        Err(PlayError::NotYourTurn {
            seat: seat.next(4),
            to_act: seat
        })
    );
    assert_eq!(
        game.play(seat, hand.lowest().unwrap(), &mut ()),
        Err(PlayError::PassFirst)
    );
    assert_eq!(game, before, "refusals change nothing");
    let mut playing = HeartsMatch::new(no_pass(4), 3, &mut ()).unwrap();
    let s = playing.to_act().unwrap();
    let three: CardSet = playing.hand(s).iter().take(3).collect();
    assert_eq!(playing.pass(s, three, &mut ()), Err(PlayError::NoPassNow));
}

/// Rule 4: the holder of the 2♣ leads it (the 3♣ with five players, or the lowest club in the hands when the 2♣
/// lies in the kitty); follow suit if able; the highest card of the led suit wins and leads next.
#[test]
fn rule_4_the_lowest_club_opens_and_the_highest_of_the_led_suit_wins() {
    for (players, kitty, opening) in [(4, false, "2C"), (3, false, "2C"), (5, false, "3C")] {
        for seed in 0..10 {
            let rules = Rules {
                kitty,
                ..no_pass(players)
            };
            let game = HeartsMatch::new(rules, seed, &mut ()).unwrap();
            let leader = game.to_act().unwrap();
            assert!(game.hand(leader).contains(card(opening)));
            assert_eq!(game.legal_moves(), CardSet::single(card(opening)));
            let other = (game.hand(leader) - CardSet::single(card(opening)))
                .lowest()
                .unwrap();
            assert_eq!(
                game.check(leader, other),
                Err(PlayError::MustLead {
                    card: other,
                    lead: card(opening)
                })
            );
        }
    }
    // The 2♣ in the kitty: the lowest club in the hands opens.
    let rules = Rules {
        kitty: true,
        ..no_pass(3)
    };
    let hands = [
        "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D",
        "7D 8D 9D TD JD QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H TH",
        "JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    ];
    let game = HeartsMatch::with_deck(rules, 1, Seat(2), &deck(3, Seat(2), &hands, "2C"), &mut ())
        .unwrap();
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(game.legal_moves(), CardSet::single(card("3C")));
    // Follow suit, and the highest of the led suit wins: the suit deal's trick 1 goes to the only club.
    let mut game = suit_deal(no_pass(4));
    let mut events = Vec::new();
    for (seat, c) in [(0, "2C"), (1, "AD"), (2, "AH"), (3, "AS")] {
        game.play(Seat(seat), card(c), &mut events).unwrap();
    }
    assert!(events.contains(&Event::TrickWon {
        winner: Seat(0),
        points: vec![1, 0, 0, 0]
    }));
    assert_eq!(game.to_act(), Some(Seat(0)), "the winner leads");
}

/// Rule 5: no heart and no Q♠ on the first trick, unless every card one may play is one; the J♦ is not a point
/// card for this rule; off with the option.
#[test]
fn rule_5_the_first_trick_is_safe() {
    let mut game = suit_deal(no_pass(4));
    game.play(Seat(0), card("2C"), &mut ()).unwrap();
    // Seat 1 (diamonds only) may play the J♦.
    assert!(game.legal_moves().contains(card("JD")));
    game.play(Seat(1), card("JD"), &mut ()).unwrap();
    // Seat 2 holds only hearts: any of them.
    assert_eq!(game.legal_moves(), CardSet::suit(Suit::Hearts));
    game.play(Seat(2), card("2H"), &mut ()).unwrap();
    // Seat 3 holds spades: not the Q♠ while it has others.
    let before = game;
    assert_eq!(
        game.play(Seat(3), card("QS"), &mut ()),
        Err(PlayError::NoPointsOnFirstTrick(card("QS")))
    );
    assert_eq!(game, before);
    assert!(!game.legal_moves().contains(card("QS")));
    // Without the option the Q♠ may go.
    let mut free = suit_deal(Rules {
        safe_first_trick: false,
        ..no_pass(4)
    });
    for (seat, c) in [(0, "2C"), (1, "JD"), (2, "2H")] {
        free.play(Seat(seat), card(c), &mut ()).unwrap();
    }
    assert!(free.play(Seat(3), card("QS"), &mut ()).is_ok());
}

/// Finds, over seeded games with `rules`, a position where the seat to lead (after the first trick) holds hearts
/// and other cards and `wanted` holds of the hearts broken so far.
fn a_lead_with_hearts(rules: Rules, broken: bool, queen_only: bool) -> Option<HeartsMatch> {
    for seed in 0..400 {
        let mut game = HeartsMatch::new(rules, seed, &mut ()).unwrap();
        let mut rng = deck::rng(seed, 8);
        while game.to_act().is_some() && game.deals() == 1 {
            let seat = game.to_act().unwrap();
            let hand = game.hand(seat);
            let hearts_played = game
                .history()
                .iter()
                .any(|t| t.trick.to_set().has_suit(Suit::Hearts));
            let queen_played = game
                .history()
                .iter()
                .any(|t| t.trick.to_set().contains(card("QS")));
            if game.stage() == Stage::Playing
                && game.trick().is_empty()
                && !game.history().is_empty()
                && hand.has_suit(Suit::Hearts)
                && hand != hand.of_suit(Suit::Hearts)
                && game.hearts_broken() == broken
                && (!queen_only || (queen_played && !hearts_played))
            {
                return Some(game);
            }
            play_random(&mut game, &mut rng);
        }
    }
    None
}

/// Rule 6: a heart may not be led before hearts are broken unless the leader holds only hearts; a heart played
/// breaks them, and the Q♠ too with the option; off with the option.
#[test]
fn rule_6_hearts_must_be_broken_before_they_are_led() {
    let game = a_lead_with_hearts(no_pass(4), false, false).expect("such a lead came up");
    let seat = game.to_act().unwrap();
    let heart = game.hand(seat).of_suit(Suit::Hearts).lowest().unwrap();
    assert_eq!(
        game.check(seat, heart),
        Err(PlayError::HeartsNotBroken(heart))
    );
    assert!(!game.legal_moves().has_suit(Suit::Hearts));
    // The same deal with the option off: hearts may be led.
    let mut value = serde_json::to_value(game).unwrap();
    value["rules"]["must_break_hearts"] = serde_json::json!(false);
    let free = HeartsMatch::from_json(&value.to_string()).unwrap();
    assert!(free.check(seat, heart).is_ok());
    // The Q♠ played breaks hearts with the option (and only then).
    let queen = a_lead_with_hearts(no_pass(4), true, true).expect("the Q♠ broke hearts");
    let seat = queen.to_act().unwrap();
    let heart = queen.hand(seat).of_suit(Suit::Hearts).lowest().unwrap();
    assert!(queen.check(seat, heart).is_ok());
    let no_queen = Rules {
        queen_breaks_hearts: false,
        ..no_pass(4)
    };
    assert!(
        a_lead_with_hearts(no_queen, true, true).is_none(),
        "without the option the Q♠ alone never breaks hearts"
    );
    // A leader with only hearts leads one: the suit deal's seat 2 after winning with a club.
    let hands = [
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
        "3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD 2S",
        "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "AH 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    ];
    let mut game = HeartsMatch::with_deck(
        no_pass(4),
        1,
        Seat(3),
        &deck(4, Seat(3), &hands, ""),
        &mut (),
    )
    .unwrap();
    for (seat, c) in [(0, "2C"), (1, "3D"), (2, "AC"), (3, "3S")] {
        game.play(Seat(seat), card(c), &mut ()).unwrap();
    }
    assert_eq!(game.to_act(), Some(Seat(2)));
    assert!(!game.hearts_broken());
    assert_eq!(
        game.legal_moves(),
        game.hand(Seat(2)),
        "only hearts: any of them"
    );
}

/// Rule 7: each heart 1 point, the Q♠ 13; with the option the J♦ −10.
#[test]
fn rule_7_points() {
    use wendellhead::engine::hearts::points_of;
    let rules = no_pass(4);
    let taken: CardSet = cards("2H 9H QS JD 4C").into_iter().collect();
    assert_eq!(points_of(taken, &rules), 15);
    let jack = Rules {
        jack_of_diamonds: true,
        ..rules
    };
    assert_eq!(points_of(taken, &jack), 5);
    for seed in 0..30 {
        let mut game = HeartsMatch::new(jack, seed, &mut ()).unwrap();
        let (points, moon, _) = hand_scored(&play_hand(&mut game, seed));
        if moon.is_none() {
            assert_eq!(points.iter().sum::<i32>(), 26 - 10, "seed {seed}");
        }
    }
}

/// Rule 8: taking every heart and the Q♠ shoots the moon: 0 for them and +26 to everyone else, or −26 to the
/// shooter with the option; the J♦ still counts.
#[test]
fn rule_8_shooting_the_moon() {
    // Seat 0 holds every club and wins every trick: it takes all the hearts and, some time, the Q♠.
    for (moon, jack, expected) in [
        (Moon::AddToOthers, false, vec![0, 26, 26, 26]),
        (Moon::SubtractFromShooter, false, vec![-26, 0, 0, 0]),
        (Moon::AddToOthers, true, vec![-10, 26, 26, 26]),
        (Moon::SubtractFromShooter, true, vec![-36, 0, 0, 0]),
    ] {
        for seed in 0..5 {
            let mut game = suit_deal(Rules {
                moon,
                jack_of_diamonds: jack,
                ..no_pass(4)
            });
            let (points, shooter, _) = hand_scored(&play_hand(&mut game, seed));
            assert_eq!(shooter, Some(Seat(0)));
            assert_eq!(points, expected, "{moon:?}, J♦ {jack}");
        }
    }
}

/// Rule 9: the game ends after the hand in which someone reaches the target; the lowest total wins, ties share.
#[test]
fn rule_9_the_lowest_total_wins_when_someone_reaches_the_target() {
    let with_scores = |scores: [i32; 4]| {
        let mut value = serde_json::to_value(suit_deal(no_pass(4))).unwrap();
        value["scores"] = serde_json::json!([scores[0], scores[1], scores[2], scores[3], 0]);
        HeartsMatch::from_json(&value.to_string()).unwrap()
    };
    // Seat 0 shoots the moon: +26 to the others.
    let mut game = with_scores([60, 80, 74, 90]);
    let events = play_hand(&mut game, 1);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winners: vec![Seat(0)],
            scores: vec![60, 106, 100, 116]
        })
    );
    assert_eq!(game.to_act(), None);
    assert_eq!(game.won_by(Seat(0)), Some(true));
    // Ties for the lowest share the win.
    let mut game = with_scores([80, 54, 54, 80]);
    let events = play_hand(&mut game, 1);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winners: vec![Seat(0), Seat(1), Seat(2)],
            scores: vec![80, 80, 80, 106]
        })
    );
    // Below the target the game goes on with the next dealer.
    let mut game = with_scores([10, 20, 30, 40]);
    play_hand(&mut game, 1);
    assert!(game.to_act().is_some());
    assert_eq!(game.dealer(), Seat(0));
}

/// The kitty goes, unseen until then, to the winner of the first trick, and its points count for them.
#[test]
fn the_kitty_goes_to_the_first_tricks_winner() {
    let rules = Rules {
        kitty: true,
        ..no_pass(3)
    };
    for seed in 0..40 {
        let mut game = HeartsMatch::new(rules, seed, &mut ()).unwrap();
        let kitty = game.kitty();
        assert_eq!(kitty.len(), 1);
        let mut rng = deck::rng(seed, 1);
        let mut events = Vec::new();
        while !events.iter().any(|e| matches!(e, Event::TrickWon { .. })) {
            events.extend(play_random(&mut game, &mut rng));
        }
        let Some(Event::TrickWon { winner, points }) = events.last() else {
            panic!("a trick")
        };
        assert!(game.taken(*winner).contains(kitty.lowest().unwrap()));
        assert!(game.kitty().is_empty());
        let expected = wendellhead::engine::hearts::points_of(game.taken(*winner), &rules);
        assert_eq!(points[winner.index()], expected);
    }
}

/// Refused plays change nothing; the game survives the save format exactly; views hide the other hands.
#[test]
fn refusals_change_nothing_saves_round_trip_and_views_hide_hands() {
    let mut game = HeartsMatch::new(Rules::standard(4), 9, &mut ()).unwrap();
    let mut rng = deck::rng(9, 9);
    for _ in 0..30 {
        play_random(&mut game, &mut rng);
    }
    let seat = game.to_act().unwrap();
    let before = game;
    let not_held = (!game.hand(seat)).lowest().unwrap();
    assert_eq!(
        game.play(seat, not_held, &mut ()),
        Err(PlayError::CardNotHeld(not_held))
    );
    assert_eq!(
        game.play(Seat(7), not_held, &mut ()),
        Err(PlayError::NoSuchSeat(Seat(7)))
    );
    assert_eq!(game, before);
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(HeartsMatch::from_json(&json).unwrap(), game);
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["tricks"] = serde_json::json!(12);
    assert!(HeartsMatch::from_json(&value.to_string()).is_err());
    for s in Seat::all(4) {
        let view = game.view(s);
        assert_eq!(view.hand, game.hand(s));
        assert!((view.unseen() & game.hand(s)).is_empty());
    }
}
