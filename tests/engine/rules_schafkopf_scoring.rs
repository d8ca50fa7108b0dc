//! Schafkopf's scoring options of issue 50, one test per rule (`docs/rules-schafkopf.md`, rule 11): doubling
//! (Kontra and Re, said at one's own turn up to the first card of the second trick, each doubling the value) and
//! Laufende (a run of top trumps from the Q♣ on one side adds one per card, from the least run set).

use crate::common;

use common::cards;
use wendellhead::engine::schafkopf::{
    Doubles, Event, Laufende, Rules, RulesError, SchafkopfMatch, Stage, Variant,
};
use wendellhead::engine::{Call, Card, Decision, Game, PlayError, Seat};

use super::rules_schafkopf::deck_for;

/// Seat 0 deals; forehand (seat 1) holds the Q♣ and seat 3 the Q♠ and Q♥: the old ones are "with 3" (the Q♦ is
/// seat 0's).
const WITH_3: [&str; 4] = [
    "QD JC AD TD 7C 8C 9S 7H",
    "QC JS KD 9D AC TC KS 8H",
    "7S JH 8D 7D KC 9C AS TS",
    "QS QH JD AH TH KH 9H 8S",
];

/// Seat 0 holds every queen and jack, seat 1 the A♥, seat 2 (a heart solo's player) the 10♥ and A♦.
const NO_TOP: [&str; 4] = [
    "QC QS QH QD JC JS JH JD",
    "AH TC KC 9C 8C 7C TS KS",
    "TH KH 9H 8H 7H AC AS AD",
    "TD KD 9D 8D 7D 9S 8S 7S",
];

fn rules(doubling: bool, laufende: u8) -> Rules {
    Rules {
        deals: 2,
        doubling,
        laufende,
        ..Rules::standard()
    }
}

fn start(hands: [&str; 4], rules: Rules) -> SchafkopfMatch {
    SchafkopfMatch::with_deck(rules, 1, Seat(0), &deck_for(Seat(0), hands), &mut ())
        .expect("a valid deal")
}

/// Everyone passes (a normal game, or a wedding's holder's first-trick wedding).
fn all_pass(game: &mut SchafkopfMatch) {
    while game.stage() == Stage::Declaring {
        let seat = game.to_act().expect("on");
        let call = if game.calls().contains(&Call::Pass) {
            Call::Pass
        } else {
            Call::Wedding(None)
        };
        game.declare(seat, call, &mut ()).expect("a pass");
    }
}

/// Plays the seat to act's lowest legal card.
fn play_one(game: &mut SchafkopfMatch, events: &mut Vec<Event>) {
    let seat = game.to_act().expect("on");
    let card = game.legal_moves().lowest().expect("a legal card");
    game.play(seat, card, events).expect("legal");
}

/// Plays lowest legal cards to the end of the deal; the hand's score.
fn finish(game: &mut SchafkopfMatch, events: &mut Vec<Event>) -> Scored {
    let deal = game.deals();
    while game.deals() == deal && game.stage() == Stage::Playing {
        assert!(matches!(game.decision(), Some(Decision::PlayCard { .. })));
        play_one(game, events);
    }
    scored(events)
}

/// What a `HandScored` event says.
#[derive(Debug)]
struct Scored {
    value: u32,
    schneider: bool,
    schwarz: bool,
    laufende: Option<Laufende>,
    doubles: Doubles,
    payments: Vec<i64>,
}

fn scored(events: &[Event]) -> Scored {
    events
        .iter()
        .find_map(|e| match e {
            Event::HandScored {
                value,
                schneider,
                schwarz,
                laufende,
                doubles,
                payments,
                ..
            } => Some(Scored {
                value: *value,
                schneider: *schneider,
                schwarz: *schwarz,
                laufende: *laufende,
                doubles: *doubles,
                payments: payments.clone(),
            }),
            _ => None,
        })
        .expect("the hand was scored")
}

/// The base value rule 9 gives (base 1, schneider 1, schwarz 1).
fn rule_9(s: &Scored) -> u32 {
    1 + u32::from(s.schneider) + u32::from(s.schwarz)
}

fn say(game: &mut SchafkopfMatch, call: Call) -> Vec<Event> {
    let seat = game.to_act().expect("on");
    let mut events = Vec::new();
    game.declare(seat, call, &mut events)
        .unwrap_or_else(|e| panic!("{seat} {call}: {e}"));
    events
}

#[test]
fn rule_11_kontra_is_a_defenders_at_its_own_turn_and_doubles_the_value() {
    let mut plain = start(WITH_3, rules(true, 0));
    all_pass(&mut plain);
    let mut game = plain;
    // Forehand (seat 1) holds the Q♣: a declarer, offered nothing before a Kontra.
    assert_eq!(game.double_offered(), None);
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    // Seat 2 holds no black queen: it knows it is a defender.
    assert_eq!(game.to_act(), Some(Seat(2)));
    assert_eq!(game.double_offered(), Some(Call::Kontra));
    assert_eq!(game.view(Seat(2)).double_offered(), Some(Call::Kontra));
    assert_eq!(
        game.view(Seat(0)).double_offered(),
        None,
        "only at the seat's own turn"
    );
    let said = say(&mut game, Call::Kontra);
    assert_eq!(
        said,
        [Event::Doubled {
            seat: Seat(2),
            call: Call::Kontra
        }]
    );
    // The seat still plays its card; everyone hears the Kontra.
    assert_eq!(game.decision(), Some(Decision::PlayCard { seat: Seat(2) }));
    for s in 0..4 {
        assert_eq!(game.view(Seat(s)).doubles.kontra, Some(Seat(2)));
    }
    events.extend(said);
    let doubled = finish(&mut game, &mut events);
    let mut events = Vec::new();
    let single = finish(&mut plain, &mut events);
    assert_eq!(single.value, rule_9(&single));
    assert_eq!(doubled.value, 2 * single.value);
    assert_eq!(doubled.doubles.count(), 1);
    let twice: Vec<i64> = single.payments.iter().map(|p| 2 * p).collect();
    assert_eq!(doubled.payments, twice);
}

#[test]
fn rule_11_re_answers_a_kontra_from_the_declaring_side_and_doubles_again() {
    let mut game = start(WITH_3, rules(true, 0));
    all_pass(&mut game);
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    events.extend(say(&mut game, Call::Kontra));
    play_one(&mut game, &mut events);
    // Seat 3 holds the Q♠: a declarer, offered Re.
    assert_eq!(game.to_act(), Some(Seat(3)));
    assert_eq!(game.double_offered(), Some(Call::Re));
    events.extend(say(&mut game, Call::Re));
    assert_eq!(game.double_offered(), None, "Re is said once");
    let s = finish(&mut game, &mut events);
    assert_eq!(
        s.doubles,
        Doubles {
            kontra: Some(Seat(2)),
            re: Some(Seat(3))
        }
    );
    assert_eq!(s.value, 4 * rule_9(&s));
    assert_eq!(s.payments.iter().sum::<i64>(), 0);
}

#[test]
fn rule_11_no_double_after_the_first_card_of_the_second_trick() {
    let mut game = start(WITH_3, rules(true, 0));
    all_pass(&mut game);
    let mut events = Vec::new();
    for _ in 0..4 {
        play_one(&mut game, &mut events);
    }
    // The leader of the second trick may still double (if of the side that may) before its card.
    let leader = game.to_act().expect("on");
    let defender = !matches!(leader, Seat(1) | Seat(3));
    assert_eq!(game.double_offered().is_some(), defender);
    play_one(&mut game, &mut events);
    assert_eq!(game.double_offered(), None);
    let seat = game.to_act().expect("on");
    assert_eq!(
        game.declare(seat, Call::Kontra, &mut events),
        Err(PlayError::CallNotOffered(Call::Kontra))
    );
}

#[test]
fn rule_11_the_wrong_side_or_seat_may_not_double() {
    let mut game = start(WITH_3, rules(true, 0));
    all_pass(&mut game);
    let mut events = Vec::new();
    // A declarer may not say Kontra, nor Re before one.
    for call in [Call::Kontra, Call::Re] {
        assert_eq!(
            game.declare(Seat(1), call, &mut events),
            Err(PlayError::CallNotOffered(call))
        );
    }
    // Not at another's turn.
    assert!(matches!(
        game.declare(Seat(2), Call::Kontra, &mut events),
        Err(PlayError::NotYourTurn { .. })
    ));
    play_one(&mut game, &mut events);
    // A defender may not say Re.
    assert_eq!(
        game.declare(Seat(2), Call::Re, &mut events),
        Err(PlayError::CallNotOffered(Call::Re))
    );
    assert!(events.iter().all(|e| !matches!(e, Event::Doubled { .. })));
}

#[test]
fn rule_11_kontra_is_said_once_a_deal() {
    let mut game = start(WITH_3, rules(true, 0));
    all_pass(&mut game);
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    say(&mut game, Call::Kontra);
    play_one(&mut game, &mut events);
    play_one(&mut game, &mut events);
    // Seat 0 is a defender too, but the Kontra is said.
    assert_eq!(game.to_act(), Some(Seat(0)));
    assert_eq!(game.double_offered(), None);
    assert_eq!(
        game.declare(Seat(0), Call::Kontra, &mut events),
        Err(PlayError::CallNotOffered(Call::Kontra))
    );
}

#[test]
fn rule_11_no_double_with_the_option_off_or_without_sides() {
    let mut game = start(WITH_3, rules(false, 0));
    all_pass(&mut game);
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    assert_eq!(game.double_offered(), None);
    assert_eq!(
        game.declare(Seat(2), Call::Kontra, &mut events),
        Err(PlayError::CallNotOffered(Call::Kontra))
    );
    // Dreiwendsch after three passes: everyone for themselves, nobody to double against.
    let three = Rules {
        doubling: true,
        laufende: 3,
        ..Rules::of_variant(Variant::Three)
    };
    let mut game = SchafkopfMatch::new(three, 7, &mut ()).expect("valid");
    while game.stage() == Stage::Declaring {
        let seat = game.to_act().expect("on");
        game.declare(seat, Call::Pass, &mut ()).expect("a pass");
    }
    let mut events = Vec::new();
    while game.deals() == 1 {
        assert_eq!(game.double_offered(), None);
        play_one(&mut game, &mut events);
    }
    assert_eq!(scored(&events).laufende, None, "no Laufende without sides");
    // The game for two has no sides at all: the options are refused.
    for (doubling, laufende) in [(true, 0), (false, 3)] {
        let two = Rules {
            doubling,
            laufende,
            ..Rules::of_variant(Variant::Two)
        };
        assert_eq!(two.validate(), Err(RulesError::SidesForTwo));
    }
}

#[test]
fn rule_11_a_solo_is_doubled_by_a_defender_and_redoubled_by_the_soloist() {
    let mut game = start(NO_TOP, rules(true, 0));
    say(&mut game, Call::Pass);
    say(&mut game, Call::Solo(wendellhead::engine::Suit::Hearts));
    // Forehand (seat 1) is a defender of seat 2's solo.
    assert_eq!(game.double_offered(), Some(Call::Kontra));
    let mut events = say(&mut game, Call::Kontra);
    play_one(&mut game, &mut events);
    assert_eq!(game.to_act(), Some(Seat(2)));
    assert_eq!(game.double_offered(), Some(Call::Re));
    events.extend(say(&mut game, Call::Re));
    let s = finish(&mut game, &mut events);
    let value = rule_9(&s) * 4;
    assert_eq!(s.value, value);
    assert_eq!(
        s.payments[2],
        -3 * value as i64,
        "the soloist pays the solo factor times the value"
    );
}

#[test]
fn rule_11_laufende_with_3_add_three_to_the_old_ones_game() {
    let mut game = start(WITH_3, rules(false, 3));
    all_pass(&mut game);
    let mut events = Vec::new();
    let s = finish(&mut game, &mut events);
    assert_eq!(s.laufende, Some(Laufende { run: 3, with: true }));
    assert_eq!(s.value, rule_9(&s) + 3);
}

#[test]
fn rule_11_laufende_shorter_than_the_least_run_count_nothing() {
    for least in [4, 0] {
        let mut game = start(WITH_3, rules(false, least));
        all_pass(&mut game);
        let mut events = Vec::new();
        let s = finish(&mut game, &mut events);
        assert_eq!(s.laufende, None, "least run {least}");
        assert_eq!(s.value, rule_9(&s));
    }
    // The run itself is the engine's to tell, counted or not.
    let mut game = start(WITH_3, rules(false, 4));
    all_pass(&mut game);
    assert_eq!(game.laufende(), Some(Laufende { run: 3, with: true }));
}

#[test]
fn rule_11_laufende_without_3_count_the_defenders_run_for_the_declarers_game() {
    // Seat 2's diamond solo: the defenders hold Q♣ Q♠ Q♥ (seats 1, 3 and 0), seat 2 the Q♦.
    let normal = [
        "QH JC AD TD 7C 8C 9S 7H",
        "QC JS KD 9D AC TC KS 8H",
        "QD JH 8D 7D KC 9C AS TS",
        "QS JD AH TH KH 9H 8S 7S",
    ];
    let mut game = start(normal, rules(false, 3));
    say(&mut game, Call::Pass);
    let mut events = say(&mut game, Call::Solo(wendellhead::engine::Suit::Diamonds));
    let s = finish(&mut game, &mut events);
    assert_eq!(
        s.laufende,
        Some(Laufende {
            run: 3,
            with: false
        })
    );
    assert_eq!(s.value, rule_9(&s) + 3);
}

#[test]
fn rule_11_a_solos_run_follows_its_own_trump_order() {
    // Seat 0 holds every queen and jack, seat 1 the A♥: in seat 2's heart solo the run goes on after the jacks
    // with the A♥ and stops at the soloist's 10♥ (without 9); in a diamond solo the A♦ is the soloist's (without 8).
    for (trump, run) in [
        (wendellhead::engine::Suit::Hearts, 9),
        (wendellhead::engine::Suit::Diamonds, 8),
    ] {
        let mut game = start(NO_TOP, rules(false, 3));
        say(&mut game, Call::Pass);
        let mut events = say(&mut game, Call::Solo(trump));
        let s = finish(&mut game, &mut events);
        assert_eq!(s.laufende, Some(Laufende { run, with: false }), "{trump:?}");
        assert_eq!(s.value, rule_9(&s) + run as u32);
        assert_eq!(s.payments.iter().sum::<i64>(), 0);
    }
}

#[test]
fn rule_11_the_value_is_base_schneider_schwarz_and_laufende_doubled_per_double() {
    let mut game = start(WITH_3, rules(true, 3));
    all_pass(&mut game);
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    events.extend(say(&mut game, Call::Kontra));
    play_one(&mut game, &mut events);
    events.extend(say(&mut game, Call::Re));
    let s = finish(&mut game, &mut events);
    assert_eq!(s.value, (rule_9(&s) + 3) * 4);
    let (declarers, defenders) = (s.payments[1], s.payments[0]);
    assert_eq!(declarers.abs(), s.value as i64);
    assert_eq!(defenders, -declarers);
}

#[test]
fn rule_11_dreiwendsch_counts_the_takers_hand_with_the_skat_before_laying_away() {
    // Dealer 0; the Q♣ and Q♠ lie in the skat, so forehand (seat 1, holding the Q♥) is asked first and takes it.
    let hands = [
        "AH TH KH 9H 8H 7H KS 9S 8S 7S",
        "QH JC AC TC KC 9C 8C 7C AS TS",
        "QD JS JH JD AD TD KD 9D 8D 7D",
    ];
    let skat = "QC QS";
    let mut deck = Vec::new();
    let hands_c: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut given = [0usize; 3];
    for size in [3, 4, 0, 3] {
        if size == 0 {
            deck.extend(cards(skat));
            continue;
        }
        for k in 1..=3 {
            let s = Seat(0).plus(k, 3).index();
            deck.extend_from_slice(&hands_c[s][given[s]..given[s] + size]);
            given[s] += size;
        }
    }
    let three = Rules {
        doubling: true,
        laufende: 3,
        ..Rules::of_variant(Variant::Three)
    };
    let mut game = SchafkopfMatch::with_deck(three, 1, Seat(0), &deck, &mut ()).expect("valid");
    assert_eq!(game.to_act(), Some(Seat(1)));
    say(&mut game, Call::TakeSkat);
    // Laying the two black queens away does not break the run: the hand counts as it was with the skat.
    game.discard(Seat(1), cards("QC QS").into_iter().collect(), &mut ())
        .expect("two cards of the hand");
    say(&mut game, Call::Solo(wendellhead::engine::Suit::Clubs));
    // The taker leads; seat 2, a defender, may say Kontra at its turn.
    let mut events = Vec::new();
    play_one(&mut game, &mut events);
    assert_eq!(game.double_offered(), Some(Call::Kontra));
    let s = finish(&mut game, &mut events);
    assert_eq!(s.laufende, Some(Laufende { run: 3, with: true }));
    assert_eq!(s.value, rule_9(&s) + 3);
    assert_eq!(s.payments.iter().sum::<i64>(), 0);
}

#[test]
fn rule_11_the_options_are_off_by_default_and_old_saves_load() {
    let standard = Rules::standard();
    assert!(!standard.doubling);
    assert_eq!(standard.laufende, 0);
    // Rules as a save of an older version wrote them, without the two options.
    let mut json = serde_json::to_value(standard).expect("rules write");
    let map = json.as_object_mut().expect("an object");
    map.remove("doubling");
    map.remove("laufende");
    let read: Rules = serde_json::from_value(json).expect("old rules read");
    assert_eq!(read, standard);
    let too_long = Rules {
        laufende: 15,
        ..Rules::standard()
    };
    assert_eq!(
        too_long.validate(),
        Err(RulesError::LaufendeTooLong {
            least: 15,
            trumps: 14
        })
    );
    // A match in play with a double said survives a save.
    let mut game = start(WITH_3, rules(true, 3));
    all_pass(&mut game);
    play_one(&mut game, &mut Vec::new());
    say(&mut game, Call::Kontra);
    let text = serde_json::to_string(&game).expect("a save");
    assert_eq!(SchafkopfMatch::from_json(&text).expect("loads"), game);
}
