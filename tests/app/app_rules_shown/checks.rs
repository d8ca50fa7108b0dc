//! The checks of the rules shown right at the table, through the real plugins headless (`MinimalPlugins` +
//! `StatesPlugin`), in the language its parent module names (English here, German in
//! `tests/process/app_rules_shown_de.rs`): Dreiwendsch's skat nobody took is called the skat, with the card points
//! the engine counts (the prompt, the hand's panel, the last trick, the review, all adding up to 120); a wedding's
//! called card stands on its player's plate; a partner shown by a card is said on the prompt and to the screen
//! reader; the cards passed in Hearts stay marked until the person's first card; the last trick says who took it
//! and what it held; the review speaks of an only card and of better cards in words, not percentages; the trick's
//! names come back after Continue and after an undo, and an undo is said.

use crate::common;

use super::{WORDS, one_at_a_time};
use bevy::prelude::*;
use common::app::{deal, headless_in, person_moves, press, short_match, texts};
use wendellhead::app::i18n::{CardWords, Language};
use wendellhead::app::save::saved;
use wendellhead::app::screen_reader::Announcements;
use wendellhead::app::settings::Speed;
use wendellhead::app::state::events::SidesRevealed;
use wendellhead::app::state::setup::MatchSetup;
use wendellhead::app::state::table::{Resume, Table};
use wendellhead::app::state::{Phase, Screen};
use wendellhead::app::storage::Store;
use wendellhead::app::table::hud::{Label, Plate};
use wendellhead::app::table::human::{PlayCard, PromptNote};
use wendellhead::app::table::layout::ArrivedGlow;
use wendellhead::app::table::places::{CardEntity, TrickTag};
use wendellhead::engine::schafkopf::{self, ContractKind, Variant};
use wendellhead::engine::{AnyMatch, Card, CardSet, Decision, GameKind, Seat};

/// Dreiwendsch for short: the person and two computers, the match's deals as the engine's standard.
fn dreiwendsch() -> MatchSetup {
    let mut setup = short_match(GameKind::Schafkopf);
    setup.players = 3;
    setup.schafkopf = schafkopf::Rules {
        deals: 3,
        ..schafkopf::Rules::of_variant(Variant::Three)
    };
    setup
}

/// Four at Wendish Schafkopf, a short match.
fn schafkopf_four() -> MatchSetup {
    let mut setup = short_match(GameKind::Schafkopf);
    setup.players = 4;
    setup
}

/// The prompt line as the table shows it.
fn prompt(app: &mut App) -> String {
    let world = app.world_mut();
    let mut labels = world.query::<(&Label, &Text2d)>();
    labels
        .iter(world)
        .find(|(l, _)| **l == Label::Status)
        .map(|(_, t)| t.0.clone())
        .unwrap_or_default()
}

/// Every number `word` follows in `line` ("3 card points" → 3), in order.
fn numbers_before(line: &str, word: &str) -> Vec<i32> {
    line.match_indices(word)
        .filter_map(|(at, _)| {
            let head = line[..at].trim_end();
            let digits: String = head
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            digits.parse().ok()
        })
        .collect()
}

/// The words each language uses for the checks here.
pub struct Words {
    pub language: Language,
    skat: &'static str,
    kitty: &'static str,
    card_points: &'static str,
    took_it: &'static str,
    in_it: &'static str,
    only_card: &'static str,
    gold: &'static str,
    results: [&'static str; 3],
    you: &'static str,
    you_play: &'static str,
    plays: &'static str,
    together: &'static str,
    against: &'static str,
    wedding: &'static str,
    last_trick: &'static str,
    you_took_it: &'static str,
    points_in_it: [&'static str; 3],
    led: &'static str,
    taken_back: &'static str,
}

#[allow(dead_code)]
pub const ENGLISH: Words = Words {
    language: Language::English,
    skat: "the skat",
    kitty: "kitty",
    card_points: " card point",
    took_it: "took it",
    in_it: "card points in it",
    only_card: "only card allowed",
    gold: "Gold: gained in this deal",
    results: ["You were paid ", "You paid ", "You came out even"],
    you: "You",
    you_play: "play the",
    plays: "plays the",
    together: "you play together",
    against: "against you",
    wedding: "Wedding",
    last_trick: "Last trick: ",
    you_took_it: "you took it",
    points_in_it: ["No points in it", "point in it", "points in it"],
    led: "led",
    taken_back: "Your last card was taken back",
};

#[allow(dead_code)]
pub const GERMAN: Words = Words {
    language: Language::German,
    skat: "den Skat",
    kitty: "Stock",
    card_points: " Auge",
    took_it: "hat ihn genommen",
    in_it: "Augen darin",
    only_card: "einzige erlaubte Karte",
    gold: "Gold: in diesem Spiel gewonnen",
    results: ["Du hast ", "Du hast ", "Du bist bei null geblieben"],
    you: "Du",
    you_play: "spielst",
    plays: "spielt",
    together: "ihr spielt zusammen",
    against: "gegen dich",
    wedding: "Hochzeit",
    last_trick: "Letzter Stich: ",
    you_took_it: "du hast ihn genommen",
    points_in_it: ["Keine Punkte darin", "Punkt darin", "Punkte darin"],
    led: "zuerst",
    taken_back: "Deine letzte Karte wurde zurückgenommen",
};

/// Dreiwendsch, all three pass (seed 3): everyone plays for themselves and the skat goes with the last trick to
/// its winner. Its cards and card points (the engine's own count: A 11, 10 10, K 4, Q 3, J 2) are said as the
/// skat's, never the Hearts kitty's, on the prompt while the last trick is held, on the hand's panel, on the
/// last-trick panel and in the review; the review's tricks and the skat add up to the pack's 120. The last-trick
/// panel says who took it and its card points; the panel's gold rows are explained; the review marks an only
/// card as such and speaks of better cards without percentages, and the par line says what the person paid or
/// was paid in words.
#[test]
fn dreiwendschs_skat_nobody_took_is_called_the_skat_with_the_engines_card_points() {
    let _turn = one_at_a_time();
    let words = &WORDS;
    let mut app = headless_in(Store::memory(), Speed::Fast, words.language);
    deal(&mut app, dreiwendsch(), 3);
    let mut held_prompt = None;
    for _ in 0..20_000 {
        app.update();
        let table = app.world().resource::<Table>();
        if table.shown.scoring.is_some() {
            break;
        }
        if table.shown.held.is_some_and(|h| !h.kitty.is_empty()) && held_prompt.is_none() {
            held_prompt = Some(prompt(&mut app));
        }
        person_moves(&mut app);
    }
    app.update();
    let table = app.world().resource::<Table>();
    let AnyMatch::Schafkopf(game) = &table.game else {
        panic!("Schafkopf")
    };
    let hand = table.hands.last().expect("a hand").clone();
    let last = hand.tricks.last().expect("tricks");
    assert_eq!(hand.tricks.len(), game.rules().hand_size(), "a whole hand");
    let skat = last.kitty;
    assert_eq!(skat.len(), 2, "the skat went with the last trick");
    let points = schafkopf::points(skat) as i32;
    let cards: Vec<String> = skat.iter().map(|c| c.shown()).collect();
    let cards = cards.join(" ");
    let says_skat = |line: &str, what: &str| {
        assert!(line.contains(words.skat), "{what}: {line}");
        assert!(!line.contains(words.kitty), "{what}: {line}");
        assert!(line.contains(&cards), "{what}: {line}");
        assert_eq!(
            numbers_before(line, words.card_points).last(),
            Some(&points),
            "{what}: the skat's card points: {line}"
        );
    };
    let held = held_prompt.expect("the last trick was held");
    says_skat(&held, "the prompt");
    let panel = texts(&mut app);
    let line = panel
        .iter()
        .find(|t| t.contains(words.skat))
        .expect("the hand's panel names the skat");
    says_skat(line, "the hand's panel");
    assert!(panel.iter().any(|t| t == words.gold), "{panel:?}");
    // The par line says the person's result in words ("You paid 3"), never with a sign ("You gained −3").
    let result = panel
        .iter()
        .find(|t| words.results.iter().any(|r| t.starts_with(r)))
        .and_then(|t| t.split(';').next())
        .unwrap_or_else(|| panic!("the par line: {panel:?}"));
    assert!(!result.contains(['−', '-', '+']), "{result}");
    // The last trick (L): who took it, its card points, and the skat.
    press(&mut app, KeyCode::KeyL);
    let shown = texts(&mut app);
    assert!(
        shown
            .iter()
            .any(|t| t.contains(words.took_it) || t.contains(words.you_took_it)),
        "{shown:?}"
    );
    let trick_cards: CardSet = last.plays.iter().map(|&(_, c)| c).collect();
    let in_it = shown
        .iter()
        .find(|t| t.contains(words.in_it))
        .expect("the trick's card points");
    assert_eq!(
        numbers_before(in_it, words.in_it),
        vec![schafkopf::points(trick_cards) as i32]
    );
    let line = shown
        .iter()
        .find(|t| t.contains(words.skat))
        .expect("the last trick names the skat");
    says_skat(line, "the last trick");
    press(&mut app, KeyCode::KeyL);
    // The review (V): every trick's card points and the skat's make the pack's 120.
    press(&mut app, KeyCode::KeyV);
    let review = texts(&mut app);
    // A trick's line: "3. Otto 7♥ · You A♥ · Mara 8♥ → You · 11 card points".
    let tricks: Vec<&String> = review
        .iter()
        .filter(|t| {
            // Numbered "3. …": the foot's "0 costly decisions · ← → other hands" is no trick.
            t.contains(" → ")
                && t.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .collect();
    assert_eq!(tricks.len(), hand.tricks.len(), "{review:?}");
    let total: i32 = tricks
        .iter()
        .flat_map(|t| numbers_before(t, words.card_points))
        .sum();
    assert_eq!(total, 120, "the review's card points add up: {tricks:?}");
    says_skat(tricks.last().unwrap(), "the review");
    // The person's last card is always the only one left: it is said to be, as any card forced.
    let forced = hand
        .plays()
        .filter(|(p, _)| p.before.legal_moves().len() == 1)
        .count();
    assert!(forced >= 1);
    assert_eq!(
        review.iter().filter(|t| *t == words.only_card).count(),
        forced,
        "{review:?}"
    );
    assert!(!review.iter().any(|t| t.contains('%')), "{review:?}");
}

/// A wedding's player calls a card for a partner: everyone heard it, so the player's plate says it ("Wedding:
/// A♣") from the moment the game is declared. Seed 4 of four: Lena's wedding calls the A♣.
#[test]
fn a_weddings_called_card_stands_on_its_players_plate() {
    let _turn = one_at_a_time();
    let (language, word) = (WORDS.language, WORDS.wedding);
    let mut app = headless_in(Store::memory(), Speed::Fast, language);
    deal(&mut app, schafkopf_four(), 4);
    let mut contract = None;
    for _ in 0..3_000 {
        app.update();
        person_moves(&mut app);
        let table = app.world().resource::<Table>();
        if let wendellhead::app::state::table::ShownScores::Schafkopf {
            contract: Some(c), ..
        } = &table.shown.scores
        {
            contract = Some(*c);
            break;
        }
    }
    app.update();
    let c = contract.expect("the game was declared");
    assert_eq!(c.kind, ContractKind::Wedding);
    let declarer = c.declarer.expect("the wedding's player");
    let Some(schafkopf::Called(Some(card))) = c.called else {
        panic!("a card called: {c:?}")
    };
    let world = app.world_mut();
    let mut plates = world.query::<(&Plate, &Children)>();
    let kids: Vec<Entity> = plates
        .iter(world)
        .filter(|(p, _)| p.0 == declarer)
        .flat_map(|(_, k)| k.iter().collect::<Vec<_>>())
        .collect();
    let lines: Vec<String> = kids
        .iter()
        .filter_map(|&k| world.get::<Text2d>(k).map(|t| t.0.clone()))
        .collect();
    let called = format!("{word}: {}", card.shown());
    assert!(lines.contains(&called), "{lines:?}");
}

/// What a reveal looked like: the prompt's note and the screen reader's line when the sides showed, the card
/// played last, and the person's view of the sides then.
struct Reveal {
    note: Option<String>,
    spoken: Option<String>,
    play: Option<(Seat, Card)>,
    sides: [Option<bool>; 4],
}

/// The reveals seen so far.
#[derive(Resource, Default)]
struct Reveals(Vec<Reveal>);

/// When a card shows the person who plays with whom (a black queen, a wedding's called card), the prompt says it
/// at once in a player's words, naming the card and its player and what it means for the person (their partner,
/// or against them), and the screen reader hears the same with the card in words; the line stays on the prompt
/// for a while. The words agree with the engine's view of the sides. Over the first deals of a few seeds (normal
/// games and a wedding), in English and in German.
#[test]
fn a_partner_shown_by_a_card_is_said_on_the_prompt_and_heard() {
    let mut together = 0;
    let mut against = 0;
    let _turn = one_at_a_time();
    for seed in 1..=6 {
        let mut app = headless_in(Store::memory(), Speed::Fast, WORDS.language);
        app.init_resource::<Reveals>();
        app.add_observer(
            |revealed: On<SidesRevealed>,
             note: Res<PromptNote>,
             table: Res<Table>,
             mut seen: ResMut<Reveals>| {
                let play = table
                    .shown
                    .trick
                    .last()
                    .or_else(|| table.shown.last_trick.as_ref()?.plays.last())
                    .copied();
                let AnyMatch::Schafkopf(g) = &table.game else {
                    return;
                };
                seen.0.push(Reveal {
                    note: note.line.clone(),
                    spoken: revealed.line.clone(),
                    play,
                    sides: g.view(Seat(0)).sides,
                });
            },
        );
        deal(&mut app, schafkopf_four(), seed);
        let mut checked = 0;
        for _ in 0..6_000 {
            app.update();
            if app.world().resource::<Table>().shown.scoring.is_some() {
                break;
            }
            let count = app.world().resource::<Reveals>().0.len();
            if count > checked {
                checked = count;
                // The prompt shows the note now, and still a second later.
                let note = app.world().resource::<Reveals>().0[count - 1].note.clone();
                if let Some(note) = note {
                    app.update();
                    assert_eq!(prompt(&mut app), note);
                    for _ in 0..30 {
                        app.update();
                    }
                    assert_eq!(prompt(&mut app), note, "the note stays a while");
                }
            }
            person_moves(&mut app);
        }
        let said = app.world().resource::<Announcements>().said.clone();
        for reveal in &app.world().resource::<Reveals>().0 {
            let sides = reveal.sides;
            let (Some(note), Some(spoken), Some((seat, card))) =
                (&reveal.note, &reveal.spoken, reveal.play)
            else {
                continue;
            };
            let (you, plays) = (
                WORDS.you,
                if seat.0 == 0 {
                    WORDS.you_play
                } else {
                    WORDS.plays
                },
            );
            let name = if seat.0 == 0 {
                you.to_string()
            } else {
                ["Ada", "Mara", "Otto", "Lena"][seat.index()].to_string()
            };
            assert!(
                note.starts_with(&format!("{name} {plays} {}: ", card.shown())),
                "{note}"
            );
            assert!(
                spoken.starts_with(&format!("{name} {plays} {}: ", card.spoken())),
                "{spoken}"
            );
            assert!(said.contains(spoken), "heard: {spoken}");
            let mine = sides[0];
            let theirs = sides[seat.index()];
            assert!(mine.is_some() && theirs.is_some(), "{note}: {sides:?}");
            let (with, versus) = (WORDS.together, WORDS.against);
            if note.ends_with(with) {
                assert_eq!(mine, theirs, "{note}");
                together += 1;
            } else if note.ends_with(versus) {
                assert_ne!(mine, theirs, "{note}");
                against += 1;
            }
        }
    }
    assert!(together > 0 && against > 0, "{together} {against}");
}

/// The three cards passed to the person in Hearts stay marked (a gold glow in the hand) until the person plays
/// their first card, however long the others take; then the marks go. The last trick (L) then says who took it
/// and the points in it, as the engine counts them.
#[test]
fn cards_passed_in_hearts_stay_marked_until_the_persons_first_card() {
    let _turn = one_at_a_time();
    let mut app = headless_in(Store::memory(), Speed::Slow, WORDS.language);
    // A seed where the person does not hold the 2♣ after the pass: others play before them.
    deal(&mut app, short_match(GameKind::Hearts), 2);
    let glowing = |app: &mut App| -> CardSet {
        let world = app.world_mut();
        let mut glows = world.query_filtered::<&ChildOf, With<ArrivedGlow>>();
        let parents: Vec<Entity> = glows.iter(world).map(|c| c.parent()).collect();
        parents
            .into_iter()
            .filter_map(|e| world.get::<CardEntity>(e).map(|c| c.0))
            .collect()
    };
    let mut arrived = None;
    for _ in 0..3_000 {
        app.update();
        let pass = app
            .world()
            .resource::<wendellhead::app::table::passing::PassChoice>();
        if pass.from.is_some() {
            arrived = Some(pass.arrived.iter().copied().collect::<CardSet>());
            break;
        }
        person_moves(&mut app);
    }
    let arrived = arrived.expect("cards arrived");
    assert_eq!(arrived.len(), 3);
    let table = app.world().resource::<Table>();
    assert!(
        !table.game.hand(Seat(0)).contains(Card::new(
            wendellhead::engine::Rank::Two,
            wendellhead::engine::Suit::Clubs
        )),
        "the seed lets others lead"
    );
    // The person waits at their turn ten seconds: the marks stay all the while.
    let mut frames_at_turn = 0;
    for _ in 0..3_000 {
        app.update();
        let table = app.world().resource::<Table>();
        let turn = *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && table.caught_up()
            && table.game.decision() == Some(Decision::PlayCard { seat: Seat(0) });
        if common::app::idle(&mut app) {
            assert_eq!(glowing(&mut app), arrived, "marked until the first card");
        }
        if turn {
            frames_at_turn += 1;
            if frames_at_turn > 300 {
                break;
            }
        }
    }
    assert!(frames_at_turn > 300, "the person's turn came");
    let card = app
        .world()
        .resource::<Table>()
        .game
        .legal_moves()
        .highest()
        .unwrap();
    app.world_mut().write_message(PlayCard(card));
    // The marks go as the card reaches the trick.
    for _ in 0..300 {
        app.update();
        if app
            .world()
            .resource::<Table>()
            .shown
            .trick
            .iter()
            .any(|&(s, _)| s == Seat(0))
        {
            break;
        }
        assert_eq!(glowing(&mut app), arrived, "marked until the card is down");
    }
    for _ in 0..3 {
        app.update();
    }
    assert!(glowing(&mut app).is_empty(), "played: the marks are gone");
    // Once the trick is taken, L says who took it and what it held.
    for _ in 0..3_000 {
        app.update();
        if app.world().resource::<Table>().shown.last_trick.is_some() {
            break;
        }
    }
    let pin = app
        .world()
        .resource::<Table>()
        .shown
        .last_trick
        .clone()
        .unwrap();
    let points = app
        .world()
        .resource::<Table>()
        .game
        .card_points(pin.plays.iter().map(|&(_, c)| c).collect())
        .unwrap();
    press(&mut app, KeyCode::KeyL);
    let shown = texts(&mut app);
    let took = match pin.winner.0 {
        0 => format!("{}{}", WORDS.last_trick, WORDS.you_took_it),
        s => format!(
            "{}{} {}",
            WORDS.last_trick,
            ["Ada", "Mara", "Otto", "Lena"][s as usize],
            WORDS.took_it
        ),
    };
    assert!(shown.contains(&took), "{shown:?}");
    let in_it = match points {
        0 => WORDS.points_in_it[0].to_string(),
        1 => format!("1 {}", WORDS.points_in_it[1]),
        n => format!("{n} {}", WORDS.points_in_it[2]),
    };
    assert!(shown.contains(&in_it), "{shown:?}");
}

/// The names under the trick's cards (and "led" under its first) come back when the table is laid out from the
/// match: a match continued mid-trick, and a card taken back with U, which the prompt and the screen reader say.
#[test]
fn the_tricks_names_come_back_after_continue_and_after_an_undo() {
    let _turn = one_at_a_time();
    let language = WORDS.language;
    let mut app = headless_in(Store::memory(), Speed::Normal, language);
    deal(&mut app, short_match(GameKind::Whist), 21);
    // The person's turn with cards already in the trick.
    let at_turn_mid_trick = |app: &mut App| {
        let table = app.world().resource::<Table>();
        *app.world().resource::<State<Phase>>().get() == Phase::Turn
            && table.caught_up()
            && !table.shown.trick.is_empty()
            && table.game.decision() == Some(Decision::PlayCard { seat: Seat(0) })
    };
    let mut found = false;
    for _ in 0..20_000 {
        app.update();
        if at_turn_mid_trick(&mut app) && common::app::idle(&mut app) {
            // Not the first trick: a card of the person's was played before, so there is one to take back.
            if app.world().resource::<Table>().shown.last_trick.is_some() {
                found = true;
                break;
            }
        }
        if app.world().resource::<Table>().shown.scoring.is_some() {
            app.world_mut()
                .write_message(wendellhead::app::table::round::NextRound);
            continue;
        }
        person_moves(&mut app);
    }
    assert!(found, "the person's turn mid-trick");
    let names = |app: &mut App| -> Vec<(Card, String)> {
        let world = app.world_mut();
        let mut tags = world.query_filtered::<(&ChildOf, &Text2d), With<TrickTag>>();
        let pairs: Vec<(Entity, String)> = tags
            .iter(world)
            .map(|(c, t)| (c.parent(), t.0.clone()))
            .collect();
        let mut out: Vec<(Card, String)> = pairs
            .into_iter()
            .filter_map(|(e, t)| world.get::<CardEntity>(e).map(|c| (c.0, t)))
            .collect();
        out.sort();
        out
    };
    let before = names(&mut app);
    let trick = app.world().resource::<Table>().shown.trick.clone();
    assert_eq!(before.len(), trick.len(), "{before:?}");
    // Continue: the saved match is laid out again.
    let save = saved(app.world().resource::<Table>());
    let mut resumed = headless_in(Store::memory(), Speed::Normal, language);
    resumed.insert_resource(Resume(save));
    resumed
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..10 {
        resumed.update();
    }
    assert_eq!(names(&mut resumed), before, "named again after Continue");
    // U takes the person's last card back: the trick it was in comes back with its names, and the prompt
    // says what happened.
    press(&mut app, KeyCode::KeyU);
    let trick = app.world().resource::<Table>().shown.trick.clone();
    let after = names(&mut app);
    assert_eq!(after.len(), trick.len(), "{after:?} {trick:?}");
    for &(_, card) in &trick {
        assert!(after.iter().any(|(c, _)| *c == card), "{card:?} named");
    }
    let led = WORDS.led;
    if let Some(&(_, first)) = trick.first() {
        assert!(
            after.iter().any(|(c, t)| *c == first && t.contains(led)),
            "{after:?}"
        );
    }
    let taken_back = WORDS.taken_back;
    assert_eq!(prompt(&mut app), taken_back);
    let said = &app.world().resource::<Announcements>().said;
    assert!(said.iter().any(|s| s == taken_back), "{said:?}");
    // Briefly: after a few seconds the turn's own prompt is back.
    for _ in 0..120 {
        app.update();
    }
    assert_ne!(prompt(&mut app), taken_back);
}
