//! One test (or a few) per rule of `docs/rules-wendellhead.md`, named after the rule it checks.

use crate::common;

use common::{card, cards, deck_for, play_random, play_until, rng};
use wendellhead::engine::Game;
use wendellhead::engine::trick::{SuitOrder, Trick, legal_follow};
use wendellhead::engine::wendellhead::{Event, Match, PlayError, Rules, RulesError, TrumpRule};
use wendellhead::engine::{Card, CardSet, Seat, Suit};

fn new_match(rules: Rules, seed: u64) -> (Match, Vec<Event>) {
    let mut events = Vec::new();
    let game = Match::new(rules, seed, &mut events).expect("valid rules");
    (game, events)
}

fn dealt_deck(events: &[Event]) -> (Seat, Vec<Card>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Dealt { dealer, deck } => Some((*dealer, deck.clone())),
            _ => None,
        })
        .expect("a deal event")
}

/// Rule 1: 52 cards, each rank order A K Q ... 2 within a suit.
#[test]
fn rule_1_deck_of_52_aces_high_twos_low() {
    let (_, events) = new_match(Rules::standard(3), 5);
    let (_, deck) = dealt_deck(&events);
    assert_eq!(deck.len(), 52);
    assert_eq!(deck.iter().copied().collect::<CardSet>(), CardSet::FULL);
    let order = SuitOrder { trump: None };
    for suit in Suit::ALL {
        let mut all: Vec<Card> = CardSet::suit(suit).iter().collect();
        // Every higher rank beats every lower rank of the led suit, whichever is led.
        for (i, &low) in all.iter().enumerate() {
            for &high in &all[i + 1..] {
                for lead_first in [true, false] {
                    let mut trick = Trick::new(Seat(0));
                    let (a, b) = if lead_first { (low, high) } else { (high, low) };
                    trick.push(a);
                    trick.push(b);
                    assert_eq!(
                        trick
                            .winner(&order, 2)
                            .map(|s| trick.cards()[(s.0) as usize]),
                        Some(high)
                    );
                }
            }
        }
        all.reverse();
        assert_eq!(all[0].rank().letter(), 'A');
        assert_eq!(all[12].rank().letter(), '2');
    }
}

/// Rule 1: seats are numbered clockwise and "left of" a seat is the next seat clockwise.
#[test]
fn rule_1_left_of_a_seat_is_the_next_clockwise() {
    assert_eq!(Seat(0).next(3), Seat(1));
    assert_eq!(Seat(2).next(3), Seat(0));
    assert_eq!(Seat(4).next(5), Seat(0));
    assert_eq!(Seat(3).plus(4, 5), Seat(2));
}

/// Rule 2: the dealer deals `hand_size` cards one at a time clockwise from their left; the rest is the stock.
#[test]
fn rule_2_deal_one_at_a_time_clockwise_from_dealers_left() {
    for players in 2..=5u8 {
        for hand_size in [7u8, 3, 10] {
            let rules = Rules {
                hand_size,
                ..Rules::standard(players)
            };
            let (game, events) = new_match(rules, players as u64 * 100 + hand_size as u64);
            let (dealer, deck) = dealt_deck(&events);
            let n = players as usize;
            for seat in Seat::all(players) {
                let hand = game.hand(seat);
                assert_eq!(hand.len(), hand_size as usize, "{seat} holds the hand size");
                let first = (seat.index() + n - dealer.index() - 1) % n;
                for k in 0..hand_size as usize {
                    assert!(hand.contains(deck[k * n + first]), "card {k} of {seat}");
                }
            }
            // The remainder is the stock: its top card was turned as the prize, the rest stays in order.
            let dealt = n * hand_size as usize;
            if 52 - dealt >= n {
                assert_eq!(game.prize(), Some(deck[dealt]));
                assert_eq!(game.stock(), deck[dealt + 1..].to_vec());
            }
        }
    }
}

/// Rule 2: the first dealer of a match is drawn at random from the seed.
#[test]
fn rule_2_first_dealer_drawn_from_the_seed() {
    for players in 2..=5u8 {
        let mut seen = [0; 5];
        for seed in 0..200 {
            let (game, _) = new_match(Rules::standard(players), seed);
            let (again, _) = new_match(Rules::standard(players), seed);
            assert_eq!(
                game.dealer(),
                again.dealer(),
                "the same seed, the same dealer"
            );
            seen[game.dealer().index()] += 1;
        }
        for (seat, &count) in seen.iter().enumerate().take(players as usize) {
            // Roughly uniform: each seat deals first at least a fifth as often as fair.
            assert!(
                count > 200 / players as usize / 5,
                "seat {seat} dealt first {count} times"
            );
        }
    }
}

/// Rule 3: after the deal and after each round of draws a prize is turned while the stock can go round.
#[test]
fn rule_3_prize_turned_while_the_stock_can_go_round() {
    let mut r = rng(3);
    for players in 2..=5u8 {
        let (mut game, events) = new_match(Rules::standard(players), 30 + players as u64);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::PrizeTurned { .. }))
        );
        let mut turned = 0;
        for _ in 0..200 {
            let before = game.stock().len();
            let events = play_random(&mut game, &mut r);
            if events.iter().any(|e| matches!(e, Event::Dealt { .. })) {
                break;
            }
            if let Some(Event::PrizeTurned { card, .. }) = events
                .iter()
                .find(|e| matches!(e, Event::PrizeTurned { .. }))
            {
                turned += 1;
                // The prize was the top card after the others drew, with enough cards left to go round.
                let drawn = events
                    .iter()
                    .filter(|e| matches!(e, Event::CardDrawn { .. }))
                    .count();
                assert_eq!(drawn, players as usize - 1);
                assert!(before - drawn >= players as usize);
                assert_eq!(game.prize(), Some(*card));
            }
        }
        assert!(turned > 0, "{players} players: prizes were turned");
    }
}

/// Rule 3: fewer cards than players left in the stock are set aside unseen for the rest of the deal.
#[test]
fn rule_3_short_stock_set_aside_unseen() {
    // With 7 cards each, 3 players leave one card over and 5 players two; 2 and 4 players use the stock up.
    for players in [3u8, 5] {
        let mut r = rng(players as u64);
        let (mut game, _) = new_match(Rules::standard(players), 40 + players as u64);
        let mut stock_before = 0;
        let events = play_until(&mut game, &mut r, |g, events| {
            let aside = events
                .iter()
                .any(|e| matches!(e, Event::CardsSetAside { .. }));
            if !aside {
                stock_before = g.stock().len();
            }
            aside
        })
        .expect("the stock ran short");
        let Some(Event::CardsSetAside { cards: aside }) = events
            .iter()
            .find(|e| matches!(e, Event::CardsSetAside { .. }))
        else {
            unreachable!()
        };
        assert!(!aside.is_empty() && aside.len() < players as usize);
        assert_eq!(game.prize(), None, "no prize is turned from a short stock");
        assert!(game.stock().is_empty());
        let hidden: CardSet = aside.iter().copied().collect();
        assert_eq!(game.set_aside(), hidden);
        // Nobody sees them: every view counts them but none shows them, until the next deal.
        let deals = game.deals();
        while game.to_act().is_some() && game.deals() == deals {
            for seat in Seat::all(players) {
                let view = game.view(seat);
                assert_eq!(view.set_aside as usize, aside.len());
                assert!((view.hand & hidden).is_empty());
                assert_eq!(view.unseen() & hidden, hidden);
            }
            let events = play_random(&mut game, &mut r);
            if events
                .iter()
                .any(|e| matches!(e, Event::Dealt { .. } | Event::FlintWon { .. }))
            {
                break;
            }
            for e in &events {
                if let Event::CardPlayed { card, .. } = e {
                    assert!(!hidden.contains(*card), "a set-aside card was played");
                }
            }
        }
    }
}

/// Rule 4 (`per_deck`, the default): the first prize's suit stays trump all deal, even after it is taken.
#[test]
fn rule_4_trump_per_deck_stays_after_the_prize_is_taken() {
    let mut r = rng(4);
    let (mut game, events) = new_match(Rules::standard(2), 4);
    let first = match events
        .iter()
        .find(|e| matches!(e, Event::PrizeTurned { .. }))
    {
        Some(Event::PrizeTurned { card, trump }) => {
            assert_eq!(*trump, card.suit());
            *trump
        }
        _ => unreachable!(),
    };
    let mut other_suit_turned = false;
    let deals = game.deals();
    while game.deals() == deals && game.to_act().is_some() {
        let events = play_random(&mut game, &mut r);
        for e in &events {
            match e {
                Event::Dealt { .. } => break,
                Event::PrizeTurned { card, trump } if game.deals() == deals => {
                    assert_eq!(*trump, first, "trump stays the first prize's suit");
                    other_suit_turned |= card.suit() != first;
                }
                _ => {}
            }
        }
        if game.deals() == deals {
            assert_eq!(game.trump(), Some(first));
        }
    }
    assert!(other_suit_turned, "the deal turned a prize of another suit");
}

/// Rule 4 (`per_pin`): each prize's suit is trump for its Pin; the last one stays trump once none is left.
#[test]
fn rule_4_trump_per_pin_follows_each_prize() {
    let mut r = rng(44);
    let rules = Rules {
        trump: TrumpRule::PerPin,
        ..Rules::standard(3)
    };
    let (mut game, _) = new_match(rules, 44);
    let mut last = game.prize().map(Card::suit);
    let deals = game.deals();
    let mut changed = false;
    while game.deals() == deals {
        let events = play_random(&mut game, &mut r);
        if game.deals() != deals {
            break;
        }
        for e in &events {
            if let Event::PrizeTurned { card, trump } = e {
                assert_eq!(*trump, card.suit());
                changed |= Some(*trump) != last;
                last = Some(*trump);
            }
        }
        assert_eq!(game.trump(), last, "trump is the last prize's suit");
    }
    assert!(changed, "trump changed during the deal");
}

/// Rule 5: the player left of the dealer leads the first Pin of a deal; the winner of a Pin leads the next.
#[test]
fn rule_5_left_of_dealer_leads_first_then_the_winner() {
    let mut r = rng(5);
    for players in 2..=5u8 {
        let (mut game, _) = new_match(Rules::standard(players), 50 + players as u64);
        assert_eq!(game.to_act(), Some(game.dealer().next(players)));
        for _ in 0..300 {
            let events = play_random(&mut game, &mut r);
            if game.to_act().is_none() {
                break;
            }
            let dealt = events.iter().rev().find_map(|e| match e {
                Event::Dealt { dealer, .. } => Some(*dealer),
                _ => None,
            });
            let won = events.iter().find_map(|e| match e {
                Event::PinWon { winner, .. } => Some(*winner),
                _ => None,
            });
            match (dealt, won) {
                (Some(dealer), _) => assert_eq!(game.to_act(), Some(dealer.next(players))),
                (None, Some(winner)) => assert_eq!(game.to_act(), Some(winner)),
                (None, None) => {}
            }
        }
    }
}

/// Rule 5: a player holding the led suit must follow it; the refused move changes nothing.
#[test]
fn rule_5_must_follow_suit() {
    // Seat 0 deals, seat 1 leads.
    let deck = deck_for(
        2,
        Seat(0),
        &["2C 3C 4C 5C 6C 7C 2H", "8C 9C TC JC QC KC AH"],
        "2S",
    );
    let mut game = Match::with_deck(Rules::standard(2), 1, Seat(0), &deck, &mut ()).unwrap();
    game.play(Seat(1), card("AH"), &mut ()).unwrap();
    let before = game;
    assert_eq!(
        game.play(Seat(0), card("2C"), &mut ()),
        Err(PlayError::MustFollow {
            card: card("2C"),
            led: Suit::Hearts
        })
    );
    assert_eq!(game, before, "a refused move changes nothing");
    assert_eq!(game.legal_moves(), CardSet::single(card("2H")));
    assert_eq!(
        PlayError::MustFollow {
            card: card("2C"),
            led: Suit::Hearts
        }
        .to_string(),
        "must follow ♥ (hearts)"
    );
    game.play(Seat(0), card("2H"), &mut ()).unwrap();
}

/// Rule 5: a player without the led suit may play any card, trump or not.
#[test]
fn rule_5_void_in_led_suit_may_play_anything() {
    let deck = deck_for(
        2,
        Seat(0),
        &["2C 3C 4D 5S 6C 7C 8C", "8H 9H TH JH QH KH AH"],
        "2S",
    );
    let mut game = Match::with_deck(Rules::standard(2), 1, Seat(0), &deck, &mut ()).unwrap();
    game.play(Seat(1), card("8H"), &mut ()).unwrap();
    assert_eq!(game.legal_moves(), game.hand(Seat(0)));
    let hand = game.hand(Seat(0));
    for c in hand {
        let mut copy = game;
        copy.play(Seat(0), c, &mut ())
            .expect("any card is legal when void");
    }
    // Seat 0 is now publicly known to be void in hearts.
    game.play(Seat(0), card("5S"), &mut ()).unwrap();
    assert!(game.view(Seat(1)).is_void(Seat(0), Suit::Hearts));
}

/// Rule 6: the highest trump wins the Pin, however high the led suit's cards.
#[test]
fn rule_6_highest_trump_wins() {
    // Spades are trump (the prize 2S); seat 1 leads AH, seat 2 ruffs low, seat 0 over-ruffs.
    let deck = deck_for(3, Seat(0), &["3S 2C 3C", "AH KH 4C", "4S 5C 6C"], "2S");
    let rules = Rules {
        hand_size: 3,
        ..Rules::standard(3)
    };
    let mut events = Vec::new();
    let mut game = Match::with_deck(rules, 1, Seat(0), &deck, &mut events).unwrap();
    assert_eq!(game.trump(), Some(Suit::Spades));
    game.play(Seat(1), card("AH"), &mut events).unwrap();
    game.play(Seat(2), card("4S"), &mut events).unwrap();
    events.clear();
    game.play(Seat(0), card("3S"), &mut events).unwrap();
    assert!(events.contains(&Event::PinWon {
        winner: Seat(2),
        pins: vec![0, 0, 1]
    }));
}

/// Rule 6: with no trump played the highest card of the led suit wins; other suits cannot win.
#[test]
fn rule_6_highest_of_led_suit_wins_without_trump() {
    let deck = deck_for(3, Seat(0), &["AC 2D 3C", "5H KH 4C", "9H 5C 6C"], "2S");
    let rules = Rules {
        hand_size: 3,
        ..Rules::standard(3)
    };
    let mut events = Vec::new();
    let mut game = Match::with_deck(rules, 1, Seat(0), &deck, &mut events).unwrap();
    game.play(Seat(1), card("5H"), &mut events).unwrap();
    game.play(Seat(2), card("9H"), &mut events).unwrap();
    events.clear();
    // Seat 0 has no hearts: its ace of clubs is a discard.
    game.play(Seat(0), card("AC"), &mut events).unwrap();
    assert!(events.contains(&Event::PinWon {
        winner: Seat(2),
        pins: vec![0, 0, 1]
    }));
    assert_eq!(game.to_act(), Some(Seat(2)));
}

/// Rule 6: every Pin counts one, whether or not a prize was on offer.
#[test]
fn rule_6_every_pin_counts_with_or_without_prize() {
    let mut r = rng(6);
    let (mut game, _) = new_match(Rules::standard(4), 6);
    let mut without_prize = 0;
    let mut with_prize = 0;
    for _ in 0..400 {
        if game.to_act().is_none() {
            break;
        }
        let offered = game.prize().is_some();
        let total: u32 = game.pins().iter().sum();
        let events = play_random(&mut game, &mut r);
        if events
            .iter()
            .any(|e| matches!(e, Event::FlintWon { .. } | Event::Dealt { .. }))
        {
            continue;
        }
        if events.iter().any(|e| matches!(e, Event::PinWon { .. })) {
            assert_eq!(game.pins().iter().sum::<u32>(), total + 1);
            if offered {
                with_prize += 1;
            } else {
                without_prize += 1;
            }
        }
    }
    assert!(with_prize > 0 && without_prize > 0);
}

/// Rule 7: the winner takes the prize, then every other player draws from the stock clockwise from the winner.
#[test]
fn rule_7_winner_takes_prize_others_draw_clockwise() {
    // Four players, seat 3 deals, seat 0 leads; seat 2 wins the Pin with the ace.
    let deck = deck_for(
        4,
        Seat(3),
        &["2H 2C", "3H 3C", "AH 4C", "5H 5C"],
        "KD 7S 8S 9S TS",
    );
    let rules = Rules {
        hand_size: 2,
        ..Rules::standard(4)
    };
    let mut events = Vec::new();
    let mut game = Match::with_deck(rules, 1, Seat(3), &deck, &mut events).unwrap();
    assert_eq!(game.prize(), Some(card("KD")));
    for (seat, c) in [(0, "2H"), (1, "3H"), (2, "AH")] {
        game.play(Seat(seat), card(c), &mut ()).unwrap();
    }
    events.clear();
    game.play(Seat(3), card("5H"), &mut events).unwrap();
    let expected = vec![
        Event::CardPlayed {
            seat: Seat(3),
            card: card("5H"),
        },
        Event::PinWon {
            winner: Seat(2),
            pins: vec![0, 0, 1, 0],
        },
        Event::PrizeTaken {
            seat: Seat(2),
            card: card("KD"),
        },
        Event::CardDrawn {
            seat: Seat(3),
            card: card("7S"),
        },
        Event::CardDrawn {
            seat: Seat(0),
            card: card("8S"),
        },
        Event::CardDrawn {
            seat: Seat(1),
            card: card("9S"),
        },
        Event::PrizeTurned {
            card: card("TS"),
            trump: Suit::Diamonds,
        },
    ];
    assert_eq!(events, expected);
    assert!(game.hand(Seat(2)).contains(card("KD")));
    assert!(
        game.view(Seat(0)).known[2].contains(card("KD")),
        "a taken prize is public"
    );
    assert_eq!(game.to_act(), Some(Seat(2)));
}

/// Rule 8: when every hand is empty without a Flint, the same dealer deals a fresh shuffle; Pins carry over.
#[test]
fn rule_8_same_dealer_deals_again_and_pins_carry_over() {
    let mut r = rng(8);
    for players in 2..=5u8 {
        let (mut game, _) = new_match(Rules::standard(players), 80 + players as u64);
        let dealer = game.dealer();
        let mut pins_before = Vec::new();
        let events = play_until(&mut game, &mut r, |g, events| {
            let redealt = events.iter().any(|e| matches!(e, Event::Dealt { .. }));
            if !redealt {
                pins_before = g.pins().to_vec();
            }
            redealt
        })
        .unwrap();
        assert!(!events.iter().any(|e| matches!(e, Event::FlintWon { .. })));
        let Some(Event::PinWon { pins, .. }) =
            events.iter().find(|e| matches!(e, Event::PinWon { .. }))
        else {
            unreachable!("the last Pin of the deal ends it")
        };
        assert_eq!(game.pins(), &pins[..], "Pins carry over into the new deal");
        assert!(game.pins().iter().sum::<u32>() > pins_before.iter().sum::<u32>());
        assert_eq!(game.dealer(), dealer, "the same dealer deals again");
        assert_eq!(game.deals(), 2);
        for seat in Seat::all(players) {
            assert_eq!(game.hand(seat).len(), 7);
        }
    }
}

/// Rule 9: a Flint is won the moment a player's Pins reach the target, even with cards left.
#[test]
fn rule_9_flint_won_at_target_even_with_cards_left() {
    let rules = Rules {
        pins_per_flint: 3,
        ..Rules::standard(3)
    };
    let mut r = rng(9);
    let (mut game, _) = new_match(rules, 9);
    let mut pins_before = Vec::new();
    let events = play_until(&mut game, &mut r, |g, events| {
        let flint = events.iter().any(|e| matches!(e, Event::FlintWon { .. }));
        if !flint {
            pins_before = g.pins().to_vec();
        }
        flint
    })
    .unwrap();
    let winner = events
        .iter()
        .find_map(|e| match e {
            Event::PinWon { winner, pins } => {
                assert_eq!(
                    pins[winner.index()],
                    3,
                    "the Flint comes at the target exactly"
                );
                Some(*winner)
            }
            _ => None,
        })
        .unwrap();
    assert_eq!(pins_before[winner.index()], 2);
    assert!(
        !events.iter().any(|e| matches!(e, Event::PrizeTaken { .. })),
        "the deal stops at once: no prize is handed out"
    );
    // The old deal had cards left in the hands: the Flint did not wait for them.
    assert!(events.iter().any(|e| matches!(e, Event::Dealt { .. })));
}

/// Rule 9: after a Flint all Pins reset and the Flint winner deals a fresh shuffle.
#[test]
fn rule_9_pins_reset_and_flint_winner_deals_next() {
    let rules = Rules {
        pins_per_flint: 4,
        ..Rules::standard(4)
    };
    let mut r = rng(99);
    let (mut game, _) = new_match(rules, 99);
    let events = play_until(&mut game, &mut r, |_, events| {
        events.iter().any(|e| matches!(e, Event::FlintWon { .. }))
    })
    .unwrap();
    let mut winner = None;
    let mut dealt_by = None;
    for e in &events {
        match e {
            Event::FlintWon { winner: w, flints } => {
                winner = Some(*w);
                assert_eq!(flints[w.index()], 1);
            }
            Event::Dealt { dealer, .. } => dealt_by = Some(*dealer),
            _ => {}
        }
    }
    assert_eq!(dealt_by, winner);
    assert_eq!(game.dealer(), winner.unwrap());
    assert!(game.pins().iter().all(|&p| p == 0), "all Pins reset");
    assert_eq!(game.to_act(), Some(game.dealer().next(4)));
}

/// Rule 9: the first player to `flints_to_win` Flints wins the match, and no card can be played after.
#[test]
fn rule_9_match_won_at_flints_to_win() {
    for flints_to_win in 1..=3 {
        let rules = Rules {
            pins_per_flint: 5,
            flints_to_win,
            ..Rules::standard(2)
        };
        let mut r = rng(flints_to_win as u64);
        let (mut game, _) = new_match(rules, 7);
        let mut flints_won = 0;
        let mut last = Vec::new();
        while game.to_act().is_some() {
            last = play_random(&mut game, &mut r);
            flints_won += last
                .iter()
                .filter(|e| matches!(e, Event::FlintWon { .. }))
                .count();
        }
        let winner = game.winner().unwrap();
        assert_eq!(last.last(), Some(&Event::MatchWon { winner }));
        assert_eq!(game.flints()[winner.index()], flints_to_win);
        assert!(flints_won as u32 >= flints_to_win);
        let hand = game.hand(winner);
        let before = game;
        if let Some(c) = hand.lowest() {
            assert_eq!(game.play(winner, c, &mut ()), Err(PlayError::MatchOver));
        }
        assert_eq!(game, before);
        assert!(game.legal_moves().is_empty());
    }
}

/// Rule 9: the traditional targets are 40, 35, 30, 25 Pins for 2-5 players, first to 3 Flints; the short
/// preset plays one Flint of half the Pins.
#[test]
fn rule_9_traditional_targets_and_short_preset() {
    let targets: Vec<u32> = (2..=5).map(|n| Rules::standard(n).pins_per_flint).collect();
    assert_eq!(targets, vec![40, 35, 30, 25]);
    assert!((2..=5).all(|n| Rules::standard(n).flints_to_win == 3));
    for n in 2..=5 {
        let short = Rules::short(n);
        assert_eq!(short.flints_to_win, 1);
        assert_eq!(
            short.pins_per_flint,
            Rules::standard(n).pins_per_flint.div_ceil(2)
        );
        short.validate().unwrap();
    }
}

/// Rule options are validated when a match is created: a clear error, never a panic.
#[test]
fn rule_options_validated_with_clear_errors() {
    let cases = [
        (
            Rules {
                players: 1,
                ..Rules::standard(2)
            },
            RulesError::Players(1),
        ),
        (
            Rules {
                players: 6,
                ..Rules::standard(5)
            },
            RulesError::Players(6),
        ),
        (
            Rules {
                hand_size: 0,
                ..Rules::standard(2)
            },
            RulesError::EmptyHand,
        ),
        (
            Rules {
                hand_size: 11,
                ..Rules::standard(5)
            },
            RulesError::TooManyCards {
                players: 5,
                hand_size: 11,
            },
        ),
        (
            Rules {
                pins_per_flint: 0,
                ..Rules::standard(3)
            },
            RulesError::ZeroPins,
        ),
        (
            Rules {
                flints_to_win: 0,
                ..Rules::standard(3)
            },
            RulesError::ZeroFlints,
        ),
    ];
    for (rules, expected) in cases {
        let err = Match::new(rules, 1, &mut ()).unwrap_err();
        assert_eq!(err, expected);
        assert!(!err.to_string().is_empty());
    }
    assert_eq!(
        RulesError::TooManyCards {
            players: 5,
            hand_size: 11
        }
        .to_string(),
        "dealing 11 cards to each of 5 players needs 55 cards, but the deck holds 52"
    );
    // The whole deck may be dealt: then there is no stock, no prize and no trump.
    let rules = Rules {
        hand_size: 13,
        ..Rules::standard(4)
    };
    let (game, _) = new_match(rules, 1);
    assert_eq!(
        (game.prize(), game.trump(), game.stock().len()),
        (None, None, 0)
    );
}

/// A refused move (out of turn, card not held, no such seat) is a typed error and changes nothing.
#[test]
fn refused_moves_are_typed_and_change_nothing() {
    let (mut game, _) = new_match(Rules::standard(3), 12);
    let to_act = game.to_act().unwrap();
    let other = to_act.next(3);
    let before = game;
    let mine = game.hand(to_act).lowest().unwrap();
    let theirs = game.hand(other).lowest().unwrap();
    assert_eq!(
        game.play(other, theirs, &mut ()),
        Err(PlayError::NotYourTurn {
            seat: other,
            to_act
        })
    );
    assert_eq!(
        game.play(to_act, theirs, &mut ()),
        Err(PlayError::CardNotHeld(theirs))
    );
    assert_eq!(
        game.play(Seat(3), mine, &mut ()),
        Err(PlayError::NoSuchSeat(Seat(3)))
    );
    assert_eq!(game, before);
    game.play(to_act, mine, &mut ()).unwrap();
    assert_ne!(game, before);
}

/// Views show a seat its own hand and public facts only; states and events survive JSON round trips.
#[test]
fn views_hide_other_hands_and_state_round_trips() {
    let mut r = rng(13);
    let (mut game, _) = new_match(Rules::standard(4), 13);
    for _ in 0..37 {
        play_random(&mut game, &mut r);
    }
    for seat in Seat::all(4) {
        let view = game.view(seat);
        assert_eq!(view.hand, game.hand(seat));
        for other in Seat::all(4).filter(|&s| s != seat) {
            // Another hand is unseen except for the cards it is publicly known to hold.
            let hidden = game.hand(other) - view.known[other.index()];
            assert_eq!(view.unseen() & hidden, hidden);
        }
        let json = serde_json::to_string(&view).unwrap();
        assert!(!json.contains("seed"));
    }
    let json = serde_json::to_string(&game).unwrap();
    let back = Match::from_json(&json).unwrap();
    assert_eq!(back, game);
    // A corrupt save is refused with a reason, never half-loaded.
    let stolen = game.hand(Seat(1)).lowest().unwrap().to_string();
    let corrupt = json.replacen(&format!("\"{stolen}\""), "\"AS\"", 1);
    if corrupt != json {
        assert!(Match::from_json(&corrupt).is_err());
    }
    assert!(Match::from_json("{\"rules\": 3}").is_err());
    let events = {
        let mut events = Vec::new();
        Match::new(Rules::standard(2), 3, &mut events).unwrap();
        events
    };
    let text = serde_json::to_string(&events).unwrap();
    assert_eq!(serde_json::from_str::<Vec<Event>>(&text).unwrap(), events);
}

/// The card notation of the log format: rank `23456789TJQKA` then suit `CDHS`.
#[test]
fn card_notation_round_trips() {
    for c in CardSet::FULL {
        assert_eq!(c.to_string().parse::<Card>(), Ok(c));
    }
    assert_eq!(card("TH").to_string(), "TH");
    assert_eq!(card("TH").pretty(), "10♥");
    assert!("1H".parse::<Card>().is_err());
    assert!("AX".parse::<Card>().is_err());
    assert!("AHH".parse::<Card>().is_err());
    assert_eq!(cards("2C AS"), vec![card("2C"), card("AS")]);
    let hand: CardSet = cards("2C 5C AS").into_iter().collect();
    assert_eq!(
        legal_follow(hand, Some(card("KC")), &SuitOrder { trump: None }),
        cards("2C 5C").into_iter().collect()
    );
}
