//! The person's choice of hand order (`engine::hand_sort`): suits in alternating colours, ranks down, trumps at
//! the left. Each rule stated, and seeded hands of every game checked in all eight orders.

use crate::common::{self, cards};

use rand::RngExt;
use wendellhead::engine::{
    AnyMatch, AnyRules, Card, CardSet, HandSort, Seat, Suit, hearts, schafkopf, wendellhead as wh,
    whist,
};

fn game_of(rules: AnyRules, seed: u64) -> AnyMatch {
    rules.start(seed, &mut Vec::new()).unwrap()
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

fn sort(alternate_colours: bool, descending: bool, trumps_left: bool) -> HandSort {
    HandSort {
        alternate_colours,
        descending,
        trumps_left,
    }
}

fn whist() -> AnyMatch {
    game_of(AnyRules::Whist(whist::Rules::standard()), 1)
}

#[test]
fn the_default_sort_is_the_usual_order() {
    // Rule: a player who never chose keeps the order the game always showed: by suit ♣ ♦ ♥ ♠, trumps last, low to
    // high.
    let game = whist();
    let hand = set("AS 2C KD 3H 7C 9S");
    assert_eq!(
        game.hand_order_by(hand, Some(Suit::Diamonds), HandSort::default()),
        game.hand_order(hand, Some(Suit::Diamonds))
    );
    assert_eq!(
        game.hand_order(hand, Some(Suit::Diamonds)),
        cards("2C 7C 3H 9S AS KD")
    );
}

#[test]
fn alternating_colours_keeps_two_suits_of_a_colour_apart() {
    // Rule: with colours alternating, red and black suits take turns (♣ ♦ ♠ ♥ rather than ♣ ♦ ♥ ♠), the nearest
    // order to the usual one that does.
    let game = whist();
    let hand = set("2C 3D 4H 5S");
    assert_eq!(
        game.hand_order_by(hand, None, sort(true, false, false)),
        cards("2C 3D 5S 4H")
    );
    // Trumps (hearts, red) at the right: the suit beside them is black.
    assert_eq!(
        game.hand_order_by(hand, Some(Suit::Hearts), sort(true, false, false)),
        cards("2C 3D 5S 4H")
    );
    // Trumps at the left: the suit beside them is black again.
    assert_eq!(
        game.hand_order_by(hand, Some(Suit::Hearts), sort(true, false, true)),
        cards("4H 2C 3D 5S")
    );
    // Two black suits and one red: the red one between them.
    assert_eq!(
        game.hand_order_by(set("2C 3C 5S 9H"), None, sort(true, false, false)),
        cards("2C 3C 9H 5S")
    );
    // Where they cannot all alternate (two reds, one black), as few neighbours of a colour as can be.
    assert_eq!(
        game.hand_order_by(set("2D 3H 5S"), None, sort(true, false, false)),
        cards("2D 5S 3H")
    );
}

#[test]
fn ranks_high_to_low_turn_each_suit_round_and_leave_the_suits_in_place() {
    // Rule: descending shows each suit from its highest card; the suits keep their places.
    let game = whist();
    let hand = set("2C 7C AC 3H QH 9S");
    assert_eq!(
        game.hand_order_by(hand, Some(Suit::Clubs), sort(false, true, false)),
        cards("QH 3H 9S AC 7C 2C")
    );
    assert_eq!(
        game.hand_order_by(hand, Some(Suit::Clubs), sort(false, true, true)),
        cards("AC 7C 2C QH 3H 9S")
    );
}

#[test]
fn schafkopfs_trumps_are_one_group_at_the_end_chosen() {
    // Rule: in Schafkopf every trump (queens, jacks and the trump suit) is one group; at the left, and high to low,
    // the Q♣ leads the hand.
    let game = game_of(AnyRules::Schafkopf(schafkopf::Rules::standard()), 3);
    let hand = set("QC JD 7H AH AC 9C TS");
    let usual = game.hand_order(hand, Some(Suit::Hearts));
    assert_eq!(usual.last(), Some(&common::card("QC")));
    let left_down = game.hand_order_by(hand, Some(Suit::Hearts), sort(false, true, true));
    assert_eq!(left_down, cards("QC JD AH 7H AC 9C TS"));
    // Schafkopf's trumps have no colour of their own: alternating looks at the plain suits only.
    let alternate = game.hand_order_by(hand, Some(Suit::Hearts), sort(true, false, false));
    assert_eq!(alternate, usual);
}

/// The cards' groups in `order`, in turn (each group once when the groups lie whole).
fn runs(game: &AnyMatch, order: &[Card], trump: Option<Suit>) -> Vec<u8> {
    game.group_runs(order, trump)
        .into_iter()
        .map(|(g, _)| g)
        .collect()
}

#[test]
fn every_sort_of_every_hand_shows_the_hand_whole_with_each_group_together() {
    // Rule: any sort only reorders: every card once, each group (suit; Schafkopf's trumps) side by side, trumps at
    // the end chosen, each group in the rank order chosen, and alternating never puts more neighbours of a colour
    // side by side than the usual order.
    let rules = [
        AnyRules::Wendellhead(wh::Rules::standard(4)),
        AnyRules::Whist(whist::Rules::standard()),
        AnyRules::Hearts(hearts::Rules::standard(3)),
        AnyRules::Schafkopf(schafkopf::Rules::standard()),
    ];
    let mut rng = common::rng(54);
    let mut hands = 0;
    for rules in rules {
        for _ in 0..250 {
            let game = game_of(rules, rng.random());
            let trump = match game {
                AnyMatch::Schafkopf(_) => Some(Suit::Hearts),
                _ => game.trump(),
            };
            let seat = Seat(rng.random_range(0..game.players()));
            let hand = game.hand(seat);
            let usual = game.hand_order(hand, trump);
            for bits in 0..8 {
                let sort = sort(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0);
                let order = game.hand_order_by(hand, trump, sort);
                hands += 1;
                assert_eq!(order.len(), hand.len());
                assert_eq!(order.iter().copied().collect::<CardSet>(), hand);
                let groups = runs(&game, &order, trump);
                let mut distinct = groups.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), groups.len(), "{order:?}: a group split");
                if let Some(t) = game.trump_group(trump).filter(|t| groups.contains(t)) {
                    let end = if sort.trumps_left {
                        groups.first()
                    } else {
                        groups.last()
                    };
                    assert_eq!(end, Some(&t), "{order:?}: trumps at the end chosen");
                }
                // Each group's cards in the usual order's sequence, or its reverse.
                for &g in &groups {
                    let mine: Vec<Card> = order
                        .iter()
                        .copied()
                        .filter(|&c| game.hand_group(c, trump) == g)
                        .collect();
                    let mut theirs: Vec<Card> = usual
                        .iter()
                        .copied()
                        .filter(|&c| game.hand_group(c, trump) == g)
                        .collect();
                    if sort.descending {
                        theirs.reverse();
                    }
                    assert_eq!(mine, theirs);
                }
                if sort.alternate_colours && !matches!(game, AnyMatch::Schafkopf(_)) {
                    let clashes = |order: &[Card]| {
                        order
                            .windows(2)
                            .filter(|w| {
                                w[0].suit() != w[1].suit()
                                    && w[0].suit().is_red() == w[1].suit().is_red()
                            })
                            .count()
                    };
                    let usual_placed =
                        game.hand_order_by(hand, trump, self::sort(false, false, sort.trumps_left));
                    assert!(clashes(&order) <= clashes(&usual_placed), "{order:?}");
                    // Two of each colour among the plain suits always alternate.
                    let reds = groups.iter().filter(|&&g| g == 1 || g == 2).count();
                    if groups.len() == 4 && reds == 2 {
                        assert_eq!(clashes(&order), 0, "{order:?}");
                    }
                }
            }
        }
    }
    assert_eq!(hands, 4 * 250 * 8);
}
