//! Schafkopf's computer players decide from their view only: every possible world they search shows the seat
//! exactly the view it has (so a silent solo, a secret partner or a called card's holder is never given away),
//! worlds vary the hidden cards, and the Normal player declares and plays as the tactics say.

use crate::common;

use wendellhead::ai::{AiGame, Level, Player, SchafkopfPlayer};
use wendellhead::engine::schafkopf::{ContractKind, Rules, SchafkopfMatch, Stage};
use wendellhead::engine::{Call, Card, Decision, Seat, Suit, deck};

#[test]
fn every_world_a_player_searches_shows_it_exactly_its_own_view() {
    let mut checked = 0;
    let mut kinds = std::collections::HashSet::new();
    let mut varied = 0;
    for seed in 0..60u64 {
        let mut game = SchafkopfMatch::new(
            Rules {
                deals: 2,
                ..Rules::standard()
            },
            seed,
            &mut (),
        )
        .unwrap();
        let mut rng = common::rng(seed);
        while let Some(decision) = game.decision() {
            if let Decision::PlayCard { seat } = decision
                && game.stage() == Stage::Playing
            {
                let view = game.view(seat);
                let mut sampler = deck::rng(seed, checked as u64);
                let mut hands = Vec::new();
                for _ in 0..4 {
                    let world = SchafkopfMatch::sample_world(&view, &mut sampler)
                        .unwrap_or_else(|| panic!("seed {seed}: no world for {view:?}"));
                    assert_eq!(
                        world.view(seat),
                        view,
                        "seed {seed}: a world shows {seat} its view"
                    );
                    world.audit().unwrap();
                    kinds.insert(world.contract().unwrap().kind);
                    hands.push(world.hand(seat.plus(1, 4)));
                }
                varied += hands.windows(2).any(|w| w[0] != w[1]) as u32;
                checked += 1;
            }
            // Mostly passes (normal games and weddings), every third match random calls (solos).
            match decision {
                Decision::Declare { seat } if seed % 3 != 0 => {
                    let first = game.calls()[0];
                    game.declare(seat, first, &mut ()).unwrap();
                }
                _ => {
                    common::play_random(&mut game, &mut rng);
                }
            }
        }
    }
    assert!(checked > 500, "{checked} positions");
    assert!(
        varied > checked / 2,
        "worlds vary the hidden cards ({varied} of {checked})"
    );
    for kind in [
        ContractKind::Normal,
        ContractKind::Solo,
        ContractKind::Wedding,
        ContractKind::SilentSolo,
    ] {
        assert!(kinds.contains(&kind), "{kind:?} never searched ({kinds:?})");
    }
}

/// Seat 0 deals; `hands[s]` is seat `s`'s.
fn deal(hands: [&str; 4]) -> SchafkopfMatch {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| common::cards(h)).collect();
    let mut cards = Vec::new();
    for round in 0..2 {
        for k in 1..=4 {
            cards.extend_from_slice(&hands[k % 4][round * 4..round * 4 + 4]);
        }
    }
    SchafkopfMatch::with_deck(Rules::standard(), 1, Seat(0), &cards, &mut ()).unwrap()
}

#[test]
fn normal_declares_a_solo_on_a_strong_hand_and_a_wedding_calling_an_ace() {
    // Seat 1 (forehand) holds six trumps in hearts' solo terms with three queens: a solo.
    let game = deal([
        "QD JD AD TD 7C 8C 9S 7S",
        "QC QS QH JC AH TH KH AC",
        "JS JH 8D 7D KC 9C AS TS",
        "9H 8H 7H 9D KD TC KS 8S",
    ]);
    let view = game.view(Seat(1));
    let call = SchafkopfPlayer::normal(1).choose_call(&view, &game.calls());
    assert!(matches!(call, Some(Call::Solo(Suit::Hearts))), "{call:?}");
    // Seat 2 holds both black queens but little else: a wedding calling an ace it lacks.
    let mut game = deal([
        "QH JD AD TD 7C 8C 9S 7S",
        "QD JC 9D 8D TH KH KC 9C",
        "QC QS 7D JS 8H 7H TS 8S",
        "JH AH AC TC AS KS KD 9H",
    ]);
    game.declare(Seat(1), Call::Pass, &mut ()).unwrap();
    let view = game.view(Seat(2));
    let call = SchafkopfPlayer::normal(1).choose_call(&view, &game.calls());
    assert_eq!(call, Some(Call::Wedding(Some(common::card("AC")))));
}

/// A normal game: seats 1 (Q♣) and 3 (Q♠) play together. Seat 1 has led the Q♣, which shows seat 3 its partner
/// and cannot be beaten, and seat 2 has had to trump; seat 3 is to play, holding the A♦ (11 points).
fn partner_winning_for_seat_3() -> SchafkopfMatch {
    let mut game = deal([
        "QH JD 9D 7C 8C 9S 7S 8H",
        "QC JC QD KD AC TC KS 9C",
        "JS JH 8D 7D KC AS TS 7H",
        "QS AD TD 9H TH KH AH 8S",
    ]);
    for seat in [1, 2, 3, 0] {
        game.declare(Seat(seat), Call::Pass, &mut ()).unwrap();
    }
    game.play(Seat(1), common::card("QC"), &mut ()).unwrap();
    game.play(Seat(2), common::card("JS"), &mut ()).unwrap();
    game
}

#[test]
fn normal_gives_points_to_a_known_partners_winning_trick() {
    // Seat 3 gives its partner the A♦'s 11 points (schmieren).
    let game = partner_winning_for_seat_3();
    let view = game.view(Seat(3));
    assert_eq!(view.sides[1], Some(true), "seat 3 knows its partner");
    let card = SchafkopfPlayer::normal(1).choose(&view);
    assert_eq!(card, Some(common::card("AD")));
}

#[test]
fn expert_rollouts_give_points_to_a_known_partners_trick_in_the_game_for_four() {
    // The rule: in Schafkopf for four an Expert rollout plays each seat as the Normal player would from that seat's
    // own view (one card in eight at random), so seat 3 gives its known partner's trick the A♦; Hard's rollout
    // throws the card worth least.
    let game = partner_winning_for_seat_3();
    let ace = common::card("AD");
    let (mut expert, mut hard) = (0, 0);
    for seed in 0..64 {
        expert += u32::from(game.expert_rollout_move(&mut deck::rng(seed, 0xA11)) == ace);
        hard += u32::from(game.rollout_move(&mut deck::rng(seed, 0xA11)) == ace);
    }
    assert!(
        expert >= 48,
        "Expert's rollout gave the A♦ in {expert} of 64"
    );
    assert!(hard <= 16, "Hard's rollout gave the A♦ in {hard} of 64");
}

#[test]
fn every_level_only_ever_makes_an_offered_call_and_a_legal_play() {
    for level in Level::ALL {
        for seed in 0..3 {
            let mut game = SchafkopfMatch::new(
                Rules {
                    deals: 2,
                    ..Rules::standard()
                },
                seed,
                &mut (),
            )
            .unwrap();
            let mut players: Vec<_> = (0..4)
                .map(|s| level.player::<SchafkopfMatch>(seed * 7 + s))
                .collect();
            while let Some(decision) = game.decision() {
                match decision {
                    Decision::Declare { seat } => {
                        let calls = game.calls();
                        let call = players[seat.index()]
                            .choose_call(&game.view(seat), &calls)
                            .unwrap();
                        assert!(calls.contains(&call));
                        game.declare(seat, call, &mut ()).unwrap();
                    }
                    Decision::PlayCard { seat } => {
                        let card = players[seat.index()].choose(&game.view(seat)).unwrap();
                        game.play(seat, card, &mut ()).unwrap();
                    }
                    Decision::PassCards { .. } | Decision::Discard { .. } => {
                        unreachable!("no passing")
                    }
                }
            }
        }
    }
}

#[test]
fn hard_simulates_its_call_a_solo_on_a_strong_hand_a_pass_on_a_weak_one() {
    use wendellhead::ai::schafkopf::simulated_call;
    let strong = deal([
        "QD JD AD TD 7C 8C 9S 7S",
        "QC QS QH JC AH TH KH AC",
        "JS JH 8D 7D KC 9C AS TS",
        "9H 8H 7H 9D KD TC KS 8S",
    ]);
    let view = strong.view(Seat(1));
    let call = simulated_call(&view, &strong.calls(), 5, 24);
    assert!(matches!(call, Some(Call::Solo(_))), "{call:?}");
    assert_eq!(
        call,
        simulated_call(&view, &strong.calls(), 5, 24),
        "the same seed, the same call"
    );
    // Seat 1 with nothing: no trump above the J♥, no ace.
    let weak = deal([
        "QD JD AD TD 7C 8C 9S 7S",
        "7H 8H 9D 8D KC 9C 8S TS",
        "QC QS QH JC AH TH KH AC",
        "JS JH 7D KD TC KS AS 9H",
    ]);
    let view = weak.view(Seat(1));
    assert_eq!(
        simulated_call(&view, &weak.calls(), 5, 24),
        Some(Call::Pass)
    );
}
