//! "As I arrange it": the person moves a card within their own hand, by dragging it along the hand or with Shift
//! and ←/→, and it stays where it was put until the deal ends (through the computers' plays, an undo, and Quit
//! and Continue: the arrangement is saved with the match).

use bevy::prelude::*;

pub use super::human::{MoveInHand, moved, persons_hand, step_move};
use super::human::{Selection, persons_turn};
use crate::app::state::table::{Arranged, Table};
use crate::app::state::{Screen, TableSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        move_card_in_hand
            .run_if(in_state(Screen::Playing))
            .run_if(on_message::<MoveInHand>)
            .in_set(TableSystems::Show)
            .before(super::layout::arrange_hand),
    );
}

/// Puts the person's card where they moved it, while "as I arrange it" is on; the keyboard's selection follows the
/// card it was on.
pub fn move_card_in_hand(
    mut moves: MessageReader<MoveInHand>,
    table: Option<ResMut<Table>>,
    mut selection: ResMut<Selection>,
) {
    let Some(mut table) = table else {
        moves.clear();
        return;
    };
    for &MoveInHand { card, before } in moves.read() {
        let Some(deal) = table.shown.deal_code.map(|c| c.to_string()) else {
            continue;
        };
        // Schafkopf for two lays the cards on their piles, which keep their places.
        let piles = matches!(&table.game, crate::engine::AnyMatch::Schafkopf(g) if g.rules().players() == 2);
        if !table.arrange || piles {
            continue;
        }
        let hand = persons_hand(&table);
        let selected = persons_turn(&table)
            .and_then(|_| hand.get(selection.index).copied())
            .filter(|_| selection.index < hand.len());
        let Some(cards) = moved(&hand, card, before) else {
            continue;
        };
        if let Some(chosen) = selected
            && let Some(i) = cards.iter().position(|&c| c == chosen)
        {
            selection.index = i;
        }
        table.arranged = Some(Arranged { deal, cards });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Card;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    }

    #[test]
    fn a_card_moves_just_before_the_card_named_or_to_the_end() {
        let hand = cards("2C 5C 9D KH");
        assert_eq!(
            moved(&hand, cards("KH")[0], Some(cards("2C")[0])),
            Some(cards("KH 2C 5C 9D"))
        );
        assert_eq!(
            moved(&hand, cards("2C")[0], None),
            Some(cards("5C 9D KH 2C"))
        );
        // Before its own right neighbour it stays: nothing changes.
        assert_eq!(moved(&hand, cards("5C")[0], Some(cards("9D")[0])), None);
        // A card not in the hand moves nothing.
        assert_eq!(moved(&hand, cards("AS")[0], None), None);
    }

    #[test]
    fn shift_and_an_arrow_move_a_card_one_place_and_stop_at_the_ends() {
        let hand = cards("2C 5C 9D KH");
        let right = step_move(&hand, 1, 1).unwrap();
        assert_eq!(
            moved(&hand, right.card, right.before),
            Some(cards("2C 9D 5C KH"))
        );
        let right = step_move(&hand, 2, 1).unwrap();
        assert_eq!(
            moved(&hand, right.card, right.before),
            Some(cards("2C 5C KH 9D"))
        );
        let left = step_move(&hand, 1, -1).unwrap();
        assert_eq!(
            moved(&hand, left.card, left.before),
            Some(cards("5C 2C 9D KH"))
        );
        assert_eq!(step_move(&hand, 0, -1), None);
        assert_eq!(step_move(&hand, 3, 1), None);
    }
}
