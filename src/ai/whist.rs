//! What the computer players know of Classic Whist: possible worlds keep the turn-up in the dealer's hand and
//! respect shown voids, the search stops at the end of the hand, each side earns its share of the tricks, and
//! the Easy and Normal players use the partnership tactics every Whist player learns. No hidden signals: a
//! partner is read only from the cards it played, as any opponent could read them.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::sample::{allowed_by_voids, deal_unseen};
use super::{AiGame, Level, Player};
use crate::engine::trick::{SuitOrder, TrickOrder};
use crate::engine::whist::{HiddenCards, PLAYERS, View, WhistMatch, side_of};
use crate::engine::{Card, CardSet, MAX_SEATS, Rank, Seat, Suit, deck};

impl AiGame for WhistMatch {
    fn sample_world(view: &View, rng: &mut ChaCha8Rng) -> Option<WhistMatch> {
        let mut unseen = view.unseen();
        let holder = view.turn_up_holder();
        if holder.is_some() {
            unseen.remove(view.turn_up);
        }
        let mut needs = [0usize; MAX_SEATS];
        let mut allowed = [CardSet::EMPTY; MAX_SEATS];
        let mut order = Vec::with_capacity(3);
        for seat in Seat::all(PLAYERS) {
            if seat == view.seat {
                continue;
            }
            let s = seat.index();
            needs[s] = view.hand_sizes[s] as usize - usize::from(holder == Some(seat));
            allowed[s] = allowed_by_voids(unseen, view.voids[s]);
            order.push(s);
        }
        let dealt = deal_unseen(unseen, &needs, &allowed, &mut order, rng);
        let mut hidden = HiddenCards::default();
        hidden.hands.copy_from_slice(&dealt[..PLAYERS as usize]);
        if let Some(seat) = holder {
            hidden.hands[seat.index()].insert(view.turn_up);
        }
        // The search stops at the end of the hand (`horizon`), so the world need not deal the next one.
        WhistMatch::from_view(view, &hidden, rng.random())
            .ok()
            .map(WhistMatch::ending_with_deal)
    }

    fn horizon(&self) -> u64 {
        u64::from(self.deals())
    }

    /// Each seat gets its side's share of the tricks played since `start`, so partners pull together.
    fn rewards(start: &WhistMatch, end: &WhistMatch) -> [f32; MAX_SEATS] {
        let (a, b) = (start.match_tricks(), end.match_tricks());
        let won = [b[0] - a[0], b[1] - a[1]];
        let total = won[0] + won[1];
        let mut out = [0.0; MAX_SEATS];
        if total > 0 {
            for seat in Seat::all(PLAYERS) {
                out[seat.index()] = won[side_of(seat)] as f32 / total as f32;
            }
        }
        out
    }

    fn exact_endgame(view: &View, cards: usize) -> bool {
        view.hand.len() <= cards
    }

    /// Partners against partners.
    fn two_sided(_view: &View) -> bool {
        true
    }

    fn my_side(&self, me: Seat) -> [bool; MAX_SEATS] {
        std::array::from_fn(|s| s < PLAYERS as usize && side_of(Seat(s as u8)) == side_of(me))
    }

    /// Cards of a suit with no card still in play between them win the same tricks.
    fn distinct_moves(&self) -> CardSet {
        super::search::distinct_suit_cards(self)
    }

    fn expert_exploration(_budget: f32) -> f32 {
        super::search::EXPERT_SHARE_EXPLORATION
    }

    fn heuristic(level: Level, seed: u64) -> Box<dyn Player<View> + Send + Sync> {
        match level {
            Level::Easy => Box::new(WhistPlayer::easy(seed)),
            _ => Box::new(WhistPlayer::normal(seed)),
        }
    }

    /// Expert rollouts play as partners who see whether a win holds: a partner's trick that holds is left alone,
    /// a trick is taken only with a card no opponent still to play can beat.
    fn expert_rollout_move(&self, rng: &mut ChaCha8Rng) -> Card {
        super::search::suit_expert_rollout_move(self, rng, |a, b| side_of(a) == side_of(b))
    }
}

/// The Whist heuristic player: Normal plays sound partnership Whist and counts the cards; Easy forgets what was
/// played and sometimes plays a random card.
#[derive(Clone, Debug)]
pub struct WhistPlayer {
    rng: ChaCha8Rng,
    /// Chance of playing a random legal card instead.
    blunder: f32,
    /// Whether it remembers the cards played (to know which cards are masters).
    counts_cards: bool,
}

impl WhistPlayer {
    /// The Normal level: no blunders, counts cards.
    pub fn normal(seed: u64) -> WhistPlayer {
        WhistPlayer {
            rng: deck::rng(seed, 0x4E57),
            blunder: 0.0,
            counts_cards: true,
        }
    }

    /// The Easy level: a random card a quarter of the time, and no card counting.
    pub fn easy(seed: u64) -> WhistPlayer {
        WhistPlayer {
            rng: deck::rng(seed, 0xE57),
            blunder: 0.25,
            counts_cards: false,
        }
    }

    /// Cards that may still be played against this seat: in the other three hands.
    fn outside(&self, view: &View) -> CardSet {
        if self.counts_cards {
            view.unseen()
        } else {
            // A player who does not count knows only its own hand and the trick on the table.
            !(view.hand | view.trick.to_set())
        }
    }

    /// Whether `card`, played now, cannot be beaten by the seats still to play in this trick.
    fn sure_winner(&self, view: &View, card: Card, after: &[Seat]) -> bool {
        let out = self.outside(view);
        let trump = view.trump();
        let led = view.trick.lead().map_or(card.suit(), Card::suit);
        if after.is_empty() {
            return true;
        }
        if card.suit() == trump {
            return !out.of_suit(trump).iter().any(|c| c.rank() > card.rank());
        }
        if card.suit() != led {
            return false;
        }
        let higher = out.of_suit(led).iter().any(|c| c.rank() > card.rank());
        let ruff = !out.of_suit(trump).is_empty() && after.iter().any(|&s| view.is_void(s, led));
        !higher && !ruff
    }

    fn lead(&mut self, view: &View, legal: CardSet) -> Option<Card> {
        let trump = view.trump();
        let out = self.outside(view);
        let mine = legal.of_suit(trump);
        let theirs = out.of_suit(trump);
        let after: Vec<Seat> = (1..PLAYERS as usize)
            .map(|i| view.seat.plus(i, PLAYERS))
            .collect();
        // Draw trumps when the side holds most of them: with a long trump suit, lead the top if it is master,
        // else low, until the opponents' trumps are gone.
        if mine.len() >= 4 && !theirs.is_empty() && mine.len() >= theirs.len() {
            let top = mine.highest()?;
            return if self.sure_winner(view, top, &after) {
                Some(top)
            } else {
                mine.lowest()
            };
        }
        // Cash a plain-suit master while it cannot be ruffed.
        if let Some(card) = legal
            .iter()
            .filter(|&c| c.suit() != trump && self.sure_winner(view, c, &after))
            .max_by_key(|&c| c.rank())
        {
            return Some(card);
        }
        // Return the partner's lead: the suit it led to the last trick, top of two, low from more.
        if let Some(last) = view.last_trick
            && last.trick.leader() == view.partner()
            && let Some(lead) = last.trick.lead()
            && lead.suit() != trump
        {
            let suit = legal.of_suit(lead.suit());
            if suit.len() == 2 {
                return suit.highest();
            }
            if !suit.is_empty() {
                return suit.lowest();
            }
        }
        // Otherwise the fourth best of the longest plain suit (low from length builds tricks for later).
        let longest = Suit::ALL
            .into_iter()
            .filter(|&s| s != trump && legal.has_suit(s))
            .max_by_key(|&s| (legal.of_suit(s).len(), s as u8));
        match longest {
            Some(suit) => {
                let cards = legal.of_suit(suit).to_vec();
                // `to_vec` is lowest first: the fourth highest, or the lowest of a shorter suit.
                let i = cards.len().saturating_sub(4);
                cards.get(i).copied()
            }
            None => legal.lowest(),
        }
    }

    fn follow(&mut self, view: &View, legal: CardSet) -> Option<Card> {
        let order = SuitOrder {
            trump: Some(view.trump()),
        };
        let lead = view.trick.lead()?;
        let led = order.class_of(lead);
        let plays: Vec<(Seat, Card)> = view.trick.plays(PLAYERS).collect();
        let (best_seat, best) = plays
            .iter()
            .copied()
            .max_by_key(|&(_, c)| order.power(c, led))?;
        let best_power = order.power(best, led);
        let position = plays.len(); // 1: second hand, 2: third hand, 3: fourth hand.
        let after: Vec<Seat> = (position + 1..PLAYERS as usize)
            .map(|i| view.trick.leader().plus(i, PLAYERS))
            .collect();
        let lowest = |cards: CardSet| {
            cards
                .iter()
                .min_by_key(|&c| (c.suit() == view.trump(), c.rank()))
        };
        let winners: CardSet = legal
            .iter()
            .filter(|&c| order.power(c, led) > best_power)
            .collect();
        let partner_winning = best_seat == view.partner();
        // Don't overtake a partner's sure winner: play low.
        if partner_winning && (position == 3 || self.sure_winner(view, best, &after)) {
            return lowest(legal);
        }
        if winners.is_empty() {
            return lowest(legal);
        }
        let cheapest_winner = winners.iter().min_by_key(|&c| order.power(c, led));
        match position {
            // Second hand low, unless a sure winner (or a ruff) takes the trick.
            1 => {
                let sure = winners
                    .iter()
                    .filter(|&c| self.sure_winner(view, c, &after))
                    .min_by_key(|&c| order.power(c, led));
                if let Some(card) = sure {
                    return Some(card);
                }
                if lead.rank() >= Rank::Jack
                    && let Some(card) = cheapest_winner.filter(|c| c.suit() == lead.suit())
                {
                    // Cover an honour with a higher one.
                    return Some(card);
                }
                lowest(legal)
            }
            // Third hand high: the cheapest card that surely wins, else the highest that wins now.
            2 => winners
                .iter()
                .filter(|&c| self.sure_winner(view, c, &after))
                .min_by_key(|&c| order.power(c, led))
                .or_else(|| winners.iter().max_by_key(|&c| order.power(c, led))),
            // Fourth hand: win as cheaply as possible.
            _ => cheapest_winner,
        }
    }
}

impl Player<View> for WhistPlayer {
    fn choose(&mut self, view: &View) -> Option<Card> {
        let legal = view.legal_moves();
        let blunder = self.blunder;
        let mut rng = self.rng.clone();
        let card = super::choose_with(legal, blunder, &mut rng, || {
            if view.trick.is_empty() {
                self.lead(view, legal)
            } else {
                self.follow(view, legal)
            }
        });
        self.rng = rng;
        card
    }
}
