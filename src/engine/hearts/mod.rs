//! Hearts for 3, 4 or 5 players, each for themselves: pass three cards, avoid hearts and the queen of spades, or
//! take them all and shoot the moon; the lowest total when someone reaches the target wins. See
//! `docs/rules-hearts.md` for the rules as implemented, with the options the source text leaves open.

mod event;
mod game;
mod rules;
mod view;

pub use crate::engine::game::{PlayError, StateError};
pub use event::Event;
pub use game::{HeartsMatch, HiddenCards, MAX_TRICKS, Stage, TrickRecord};
pub use rules::{LogRules, Moon, PassDirection, Rules, RulesError};
pub use view::View;

use crate::engine::{Card, CardSet, Rank, Suit};

/// Cards passed in each pass.
pub const PASS_SIZE: usize = 3;

/// The queen of spades, 13 points.
pub const QUEEN_OF_SPADES: Card = Card::new(Rank::Queen, Suit::Spades);
/// The jack of diamonds, −10 points with the `jack_of_diamonds` option.
pub const JACK_OF_DIAMONDS: Card = Card::new(Rank::Jack, Suit::Diamonds);

/// The cards that score in Hearts under every option: the hearts and the queen of spades.
pub fn point_cards() -> CardSet {
    let mut cards = CardSet::suit(Suit::Hearts);
    cards.insert(QUEEN_OF_SPADES);
    cards
}

/// The points of `cards` under `rules`: 1 a heart, 13 the queen of spades, −10 the jack of diamonds if the option
/// is on.
pub fn points_of(cards: CardSet, rules: &Rules) -> i32 {
    let mut points = cards.of_suit(Suit::Hearts).len() as i32;
    if cards.contains(QUEEN_OF_SPADES) {
        points += 13;
    }
    if rules.jack_of_diamonds && cards.contains(JACK_OF_DIAMONDS) {
        points -= 10;
    }
    points
}

/// The cards a seat holding `hand` may play (rules 4-6), the one place both the engine and a seat's view ask:
/// `opening` is the card that must open the hand's first trick (the lowest club in the hands), `tricks` the
/// tricks completed this hand, `broken` whether hearts are broken.
pub fn legal_cards(
    rules: &Rules,
    hand: CardSet,
    trick: &crate::engine::Trick,
    tricks: u8,
    broken: bool,
    opening: Option<Card>,
) -> CardSet {
    match trick.lead() {
        None if tricks == 0 => opening
            .filter(|c| hand.contains(*c))
            .map_or(hand, CardSet::single),
        None => {
            let hearts = hand.of_suit(Suit::Hearts);
            if rules.must_break_hearts && !broken && hearts != hand {
                hand - hearts
            } else {
                hand
            }
        }
        Some(lead) => {
            let follow = crate::engine::trick::legal_follow(
                hand,
                Some(lead),
                &crate::engine::trick::SuitOrder { trump: None },
            );
            if tricks == 0 && rules.safe_first_trick {
                let safe = follow - point_cards();
                if safe.is_empty() { follow } else { safe }
            } else {
                follow
            }
        }
    }
}
