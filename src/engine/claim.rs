//! Claiming the rest: a player on lead may claim every remaining trick when their own view proves it, whatever
//! the others hold and however they play. The proof is the one card players make at the table: no more cards come
//! into play this deal, and every card in the hand wins when led against every card the player has not seen
//! (a higher card of its suit, or a trump against a plain card). Leading them one by one then wins every trick
//! and keeps the lead. Only the seat's view is used, never the hidden cards.

use super::any::AnyMatch;
use super::game::{Decision, GameView};
use super::schafkopf::SchafkopfOrder;
use super::trick::{SuitOrder, Trick, TrickOrder};
use super::{CardSet, Seat, Suit};

/// Whether `seat` may claim every remaining trick of the deal now, proven from its own view alone.
pub fn claim_is_certain(game: &AnyMatch, seat: Seat) -> bool {
    if game.decision() != Some(Decision::PlayCard { seat }) {
        return false;
    }
    match game {
        AnyMatch::Wendellhead(g) => {
            let view = g.view(seat);
            // The stock still to be drawn (and the prize on it) would bring cards nobody has seen into the hands.
            view.stock_len == 0
                && view.prize.is_none()
                && proven(&view, game.deck(), SuitOrder { trump: view.trump })
        }
        AnyMatch::Whist(g) => {
            let view = g.view(seat);
            proven(
                &view,
                game.deck(),
                SuitOrder {
                    trump: Some(view.trump()),
                },
            )
        }
        AnyMatch::Hearts(g) => {
            let view = g.view(seat);
            proven(&view, game.deck(), SuitOrder { trump: None })
        }
        AnyMatch::Schafkopf(g) => {
            let view = g.view(seat);
            // Face-down cards under the piles (the game for two) turn up later: not yet.
            let trump = view.contract.map_or(Suit::Diamonds, |c| c.trump);
            view.covered == [0, 0] && proven(&view, game.deck(), SchafkopfOrder { trump })
        }
    }
}

/// On lead, and every card in hand beats, when led, every card of the pack not in hand and not yet played.
fn proven(view: &impl GameView, deck: CardSet, order: impl TrickOrder) -> bool {
    let trick: &Trick = view.trick();
    if !trick.cards().is_empty() {
        return false;
    }
    let hand = view.hand();
    let mut against = deck - hand - view.played();
    for &card in trick.cards() {
        against.remove(card);
    }
    !hand.is_empty()
        && hand.iter().all(|card| {
            let led = order.class_of(card);
            let power = order.power(card, led);
            against.iter().all(|other| order.power(other, led) < power)
        })
}
