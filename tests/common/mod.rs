//! Helpers shared by the rules tests of every game: card notation, hand-built decks and random legal play.
#![allow(dead_code)]

#[cfg(feature = "app")]
pub mod app;
pub mod bot;

use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use wendellhead::engine::deck;
use wendellhead::engine::{Card, CardSet, Decision, Game, Rank, Seat, Suit};

/// The card in notation form, e.g. `card("QD")`.
pub fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Cards from space-separated notation.
pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// A 52-card deck that deals `hands[i]` to seat `i` (hands in seat order, each of `hand_size` cards) when
/// `dealer` deals, and whose stock starts (top first) with `stock_top`; the other cards follow in index order.
pub fn deck_for(players: u8, dealer: Seat, hands: &[&str], stock_top: &str) -> Vec<Card> {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let size = hands[0].len();
    let n = players as usize;
    let mut deck = vec![None; n * size];
    for (seat, hand) in hands.iter().enumerate() {
        assert_eq!(hand.len(), size, "every hand must have the same size");
        // Card k of a seat's hand is the k-th card that seat receives, one round at a time.
        let offset = (seat + n - dealer.index() - 1) % n;
        for (k, &c) in hand.iter().enumerate() {
            deck[k * n + offset] = Some(c);
        }
    }
    let mut deck: Vec<Card> = deck.into_iter().map(|c| c.expect("hand sizes")).collect();
    deck.extend(cards(stock_top));
    let used: CardSet = deck.iter().copied().collect();
    assert_eq!(used.len(), deck.len(), "a card is listed twice");
    deck.extend((!used).iter());
    deck
}

/// A generator for the tests' random play.
pub fn rng(seed: u64) -> ChaCha8Rng {
    deck::rng(seed, 77)
}

/// Plays one random legal card for the seat to act (or, when it must pass or discard, random cards of its hand; when
/// it must declare, makes a random call of those offered), returning the events it caused.
pub fn play_random<G: Game>(game: &mut G, rng: &mut ChaCha8Rng) -> Vec<G::Event> {
    let seat = game.to_act().expect("the match is still on");
    if let Some(Decision::PassCards { count, .. } | Decision::Discard { count, .. }) =
        game.decision()
    {
        let mut left = game.hand(seat);
        let mut pass = CardSet::EMPTY;
        for _ in 0..count {
            let card = left
                .nth(rng.random_range(0..left.len() as u32) as usize)
                .expect("cards to pass");
            left.remove(card);
            pass.insert(card);
        }
        let mut events = Vec::new();
        game.pass(seat, pass, &mut events)
            .expect("a pass from the hand");
        return events;
    }
    if let Some(Decision::Declare { .. }) = game.decision() {
        let calls = game.calls();
        let call = calls[rng.random_range(0..calls.len() as u32) as usize];
        let mut events = Vec::new();
        game.declare(seat, call, &mut events)
            .expect("an offered call");
        return events;
    }
    let legal = game.legal_moves();
    let pick = legal
        .nth(rng.random_range(0..legal.len() as u32) as usize)
        .expect("a legal card");
    let mut events = Vec::new();
    game.play(seat, pick, &mut events)
        .expect("legal moves play");
    events
}

/// Plays random legal cards until `stop` accepts the events of a move (returned), or the match ends (`None`).
pub fn play_until<G: Game>(
    game: &mut G,
    rng: &mut ChaCha8Rng,
    mut stop: impl FnMut(&G, &[G::Event]) -> bool,
) -> Option<Vec<G::Event>> {
    while game.to_act().is_some() {
        let events = play_random(game, rng);
        if stop(game, &events) {
            return Some(events);
        }
    }
    None
}

/// The onlooker's own reading of rule 2: is the card a trump with `trump` as the suit?
pub fn schafkopf_is_trump(card: Card, trump: Suit) -> bool {
    matches!(card.rank(), Rank::Queen | Rank::Jack) || card.suit() == trump
}

/// The onlooker's strength of a card: trumps by the written order, the led suit A 10 K 9 8 7, others nothing.
pub fn schafkopf_strength(card: Card, led: Card, trump: Suit) -> u32 {
    let suits = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];
    let plain = [
        Rank::Ace,
        Rank::Ten,
        Rank::King,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
    ];
    let at = |list: &[Rank], r: Rank| list.iter().position(|&x| x == r).map(|i| 6 - i as u32);
    match card.rank() {
        Rank::Queen => 300 - suits.iter().position(|&s| s == card.suit()).unwrap() as u32,
        Rank::Jack => 200 - suits.iter().position(|&s| s == card.suit()).unwrap() as u32,
        r if card.suit() == trump => 100 + at(&plain, r).unwrap(),
        r if !schafkopf_is_trump(led, trump) && card.suit() == led.suit() => at(&plain, r).unwrap(),
        _ => 0,
    }
}

/// The build's version as `build.rs` makes it: the crate's version, then `+` and the commit checked out when the
/// source is a git clone (as CI's is). Compared with git itself, so a stale or invented commit fails.
pub fn expected_version() -> String {
    let crate_version = env!("CARGO_PKG_VERSION");
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8(out.stdout).unwrap().trim().to_string());
    match (
        std::env::var("WENDELLHEAD_COMMIT")
            .ok()
            .filter(|c| !c.is_empty()),
        commit,
    ) {
        (Some(named), _) => format!("{crate_version}+{named}"),
        (None, Some(commit)) => format!("{crate_version}+{commit}"),
        (None, None) => crate_version.to_string(),
    }
}
