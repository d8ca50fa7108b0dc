//! `bot/1` for Wendellhead: a seat's request from a match, and the seat's view back from a request, checked
//! against the rules (cards in play, each once, whose turn it is, hand sizes, the prizes, trump and stock the
//! Pins shown imply, where the prizes taken went, Pins and Flints that leave the match on, and that some deal of
//! the unseen cards fits).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    Ask, Asked, BotGame, FORMAT, Position, ReplayRules, RequestTrick, fields_of, replay, set_of,
};
use crate::engine::wendellhead::{Event, Match, PinRecord, Rules, TrumpRule, View};
use crate::engine::{Card, CardSet, MAX_SEATS, Seat, Suit, SuitOrder};

/// Wendellhead's rule options as `wendellhead-log/1` writes them and requests send them, without the table size
/// (an option left out when reading is the standard game's; an unknown one is refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LogRules {
    /// Pins that win a Flint; left out, the traditional number for the table size.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pins_per_flint: Option<u32>,
    /// Flints that win the match.
    pub flints_to_win: u32,
    /// Cards dealt to each player.
    pub hand_size: u8,
    /// Which card decides trump.
    pub trump: TrumpRule,
}

impl Default for LogRules {
    fn default() -> LogRules {
        let standard = Rules::standard(4);
        LogRules {
            pins_per_flint: None,
            ..LogRules::of(&standard)
        }
    }
}

impl LogRules {
    /// The options of `rules`.
    pub fn of(rules: &Rules) -> LogRules {
        LogRules {
            pins_per_flint: Some(rules.pins_per_flint),
            flints_to_win: rules.flints_to_win,
            hand_size: rules.hand_size,
            trump: rules.trump,
        }
    }

    /// The engine's rules at a table of `players`.
    pub fn at(&self, players: u8) -> Rules {
        Rules {
            players,
            hand_size: self.hand_size,
            pins_per_flint: self
                .pins_per_flint
                .unwrap_or(Rules::traditional_pins(players)),
            flints_to_win: self.flints_to_win,
            trump: self.trump,
        }
    }
}

/// One Pin of a request: who led, the cards in playing order, and the prize it is played for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestPin {
    /// The seat that led.
    pub leader: u8,
    /// The cards played, the lead first.
    pub cards: Vec<Card>,
    /// The face-up prize its winner takes (null once the stock can no longer go round).
    pub prize: Option<Card>,
}

/// A request: one seat's view of a Wendellhead deal, nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Always `"bot/1"`.
    pub format: String,
    /// The game: `"wendellhead"`.
    pub game: String,
    /// Players at the table.
    pub players: u8,
    /// The rule options.
    #[serde(default)]
    pub rules: LogRules,
    /// The seat deciding.
    pub seat: u8,
    /// What it must decide: always `"play"`.
    pub ask: Ask,
    /// The dealer of this deal (whose left-hand neighbour led its first Pin).
    pub dealer: u8,
    /// The face-up prize of the Pin being played (null when none is on offer).
    pub prize: Option<Card>,
    /// The trump suit in force (null in a deal that turned no prize).
    pub trump: Option<Suit>,
    /// Cards left in the face-down stock.
    pub stock: u8,
    /// The seat's hand now.
    pub hand: Vec<Card>,
    /// This deal's Pins so far, the current one last.
    #[serde(default)]
    pub tricks: Vec<RequestPin>,
    /// Every seat's Pins toward the current Flint (this deal's and any carried over).
    pub pins: Vec<u32>,
    /// Every seat's Flints.
    pub flints: Vec<u32>,
}

/// The request `seat` would send for its decision in `game`, or `None` when it is not that seat's decision (or
/// `events`, the match's events so far, do not hold this deal's plays).
pub fn request_for(game: &Match, events: &[Event], seat: Seat) -> Option<Request> {
    let view = game.view(seat);
    if view.to_act != Some(seat) {
        return None;
    }
    let n = view.players() as usize;
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::Dealt { .. }))?;
    let mut tricks = Vec::new();
    let mut prize = None;
    let mut current: Vec<(Seat, Card)> = Vec::new();
    for event in &events[start..] {
        match event {
            Event::PrizeTurned { card, .. } => prize = Some(*card),
            Event::CardPlayed { seat, card } => current.push((*seat, *card)),
            Event::PinWon { .. } => {
                tricks.push(RequestPin {
                    leader: current.first()?.0.0,
                    cards: current.iter().map(|p| p.1).collect(),
                    prize: prize.take(),
                });
                current.clear();
            }
            _ => {}
        }
    }
    if current.len() != view.trick.len() || current.len() >= n || prize != view.prize {
        return None;
    }
    if let Some(&(leader, _)) = current.first() {
        tricks.push(RequestPin {
            leader: leader.0,
            cards: current.iter().map(|p| p.1).collect(),
            prize,
        });
    }
    Some(Request {
        format: FORMAT.into(),
        game: "wendellhead".into(),
        players: n as u8,
        rules: LogRules::of(&view.rules),
        seat: seat.0,
        ask: Ask::Play,
        dealer: view.dealer.0,
        prize: view.prize,
        trump: view.trump,
        stock: view.stock_len,
        hand: view.hand.to_vec(),
        tricks,
        pins: view.pins[..n].to_vec(),
        flints: view.flints[..n].to_vec(),
    })
}

/// How a deal at these rules uses its stock: the stock after the deal, the prizes it turns, and the cards set
/// aside once it can no longer go round (rule 3: a prize needs a card for every player).
fn stock_plan(rules: &Rules) -> (usize, usize, usize) {
    let n = rules.players as usize;
    let stock = 52 - n * rules.hand_size as usize;
    (stock, stock / n, stock % n)
}

/// Checks a request against the rules and builds the seat's view from it.
pub fn view_of(request: &Request) -> Result<View, String> {
    let n = request.players;
    if !(2..=MAX_SEATS as u8).contains(&n) {
        return Err(format!("Wendellhead is for 2 to 5 players, not {n}"));
    }
    if request.ask != Ask::Play {
        return Err("Wendellhead asks only \"play\"".into());
    }
    let rules = request.rules.at(n);
    rules.validate().map_err(|e| format!("\"rules\": {e}"))?;
    let nu = n as usize;
    if request.seat >= n {
        return Err(format!("seat {} is not at a table of {n}", request.seat));
    }
    if request.dealer >= n {
        return Err(format!(
            "\"dealer\": seat {} is not at a table of {n}",
            request.dealer
        ));
    }
    if request.pins.len() != nu || request.flints.len() != nu {
        return Err(format!(
            "\"pins\" and \"flints\" need one number per seat ({n})"
        ));
    }
    let seat = Seat(request.seat);
    let dealer = Seat(request.dealer);
    let first = dealer.next(n);
    let hand = set_of(&request.hand, "\"hand\"")?;
    let (stock_dealt, prizes_in_deal, left_over) = stock_plan(&rules);
    let pins_in_deal = prizes_in_deal + rules.hand_size as usize;
    if request.tricks.len() > pins_in_deal {
        return Err(format!(
            "a deal has at most {pins_in_deal} Pins here, not {}",
            request.tricks.len()
        ));
    }
    // The prizes of the Pins in order: the completed Pins' as they say, then the one on offer now.
    let complete = request
        .tricks
        .iter()
        .take_while(|t| t.cards.len() == nu)
        .count();
    let mut prizes: Vec<Option<Card>> =
        request.tricks[..complete].iter().map(|t| t.prize).collect();
    prizes.push(request.prize);
    for (i, prize) in prizes.iter().enumerate() {
        let due = i < prizes_in_deal;
        if prize.is_some() != due {
            let field = if i == complete {
                "\"prize\"".to_string()
            } else {
                format!("Pin {}'s \"prize\"", i + 1)
            };
            return Err(if due {
                format!(
                    "{field} is missing: the stock turns {prizes_in_deal} prizes a deal here, one for each of Pins 1 to {prizes_in_deal}"
                )
            } else {
                format!(
                    "{field} must be null: the stock turns only {prizes_in_deal} prizes a deal here"
                )
            });
        }
    }
    if let Some(pin) = request.tricks.get(complete)
        && pin.prize != request.prize
    {
        return Err(format!(
            "Pin {}'s \"prize\" is the one on offer, {}, not {}",
            complete + 1,
            json_card(request.prize),
            json_card(pin.prize)
        ));
    }
    let prize_cards: Vec<Card> = prizes.iter().flatten().copied().collect();
    let prize_set = set_of(&prize_cards, "the prizes")?;
    // Rule 4: per deck the first prize of the deal sets trump; per Pin each prize does, the last one staying.
    let trump_at = |i: usize| -> Option<Suit> {
        let index = match rules.trump {
            TrumpRule::PerDeck => 0,
            TrumpRule::PerPin => i.min(prizes_in_deal.saturating_sub(1)),
        };
        if prizes_in_deal == 0 {
            None
        } else {
            prizes.get(index).copied().flatten().map(Card::suit)
        }
    };
    let trump = trump_at(complete);
    if request.trump != trump {
        return Err(format!(
            "\"trump\" is {}, but the prizes shown make it {}",
            json_suit(request.trump),
            json_suit(trump)
        ));
    }
    // Each prize takes one card off the stock and each draw after its Pin n − 1 more.
    let (stock, set_aside) = if complete < prizes_in_deal {
        (stock_dealt - complete * nu - 1, 0)
    } else {
        (0, left_over)
    };
    if request.stock as usize != stock {
        return Err(format!(
            "\"stock\" is {}, but after {complete} Pins the stock holds {stock}",
            request.stock
        ));
    }
    if let Some(prize) = request.prize
        && (hand.contains(prize) || request.tricks.iter().any(|t| t.cards.contains(&prize)))
    {
        return Err(format!(
            "\"prize\" {prize} lies face up, so it is in no hand and no Pin"
        ));
    }
    let tricks: Vec<RequestTrick> = request
        .tricks
        .iter()
        .map(|t| RequestTrick {
            leader: t.leader,
            cards: t.cards.clone(),
        })
        .collect();
    let taken = prize_set - request.prize.map_or(CardSet::EMPTY, CardSet::single);
    let played = replay(
        &tricks,
        &ReplayRules {
            players: n,
            max_tricks: pins_in_deal,
            in_play: CardSet::FULL,
            placed: hand | (prize_set - taken),
            seat,
            // Rule 5: the player left of the dealer leads the first Pin of every deal.
            first_leader: Some(first),
            // A prize taken is known to be in its winner's hand, whatever voids that seat showed.
            exempt: taken,
            order: &|i| SuitOrder { trump: trump_at(i) },
            // Rule 7: after a Pin for a prize every other seat draws blind, so its voids no longer hold.
            after_trick: &|i, winner, voids| {
                if i < prizes_in_deal {
                    for (s, void) in voids.iter_mut().enumerate().take(nu) {
                        if s != winner.index() {
                            *void = 0;
                        }
                    }
                }
            },
        },
    )?;
    let to_act = played.to_act(first, n);
    if to_act != seat {
        return Err(format!(
            "it is seat {}'s turn in these Pins, not seat {}'s",
            to_act.0, seat.0
        ));
    }
    // Where each prize taken went: into its winner's hand, then perhaps into a later Pin, by that winner only.
    let mut known = [CardSet::EMPTY; MAX_SEATS];
    for (i, &(_, winner)) in played.done.iter().enumerate() {
        let Some(prize) = prizes[i] else { continue };
        let play = request.tricks.iter().enumerate().find_map(|(j, t)| {
            let k = t.cards.iter().position(|&c| c == prize)?;
            Some((j, Seat(t.leader).plus(k, n)))
        });
        match play {
            Some((j, _)) if j <= i => {
                return Err(format!(
                    "Pin {}'s prize {prize} is played in Pin {}, before it was taken",
                    i + 1,
                    j + 1
                ));
            }
            Some((j, player)) if player != winner => {
                return Err(format!(
                    "Pin {}'s prize {prize} went to seat {}, but seat {} plays it in Pin {}",
                    i + 1,
                    winner.0,
                    player.0,
                    j + 1
                ));
            }
            Some(_) => {}
            None if winner == seat && !hand.contains(prize) => {
                return Err(format!(
                    "\"hand\" lacks {prize}, the prize seat {} took in Pin {} and has not played",
                    seat.0,
                    i + 1
                ));
            }
            None if winner != seat && hand.contains(prize) => {
                return Err(format!(
                    "\"hand\" holds {prize}, the prize seat {} took in Pin {}",
                    winner.0,
                    i + 1
                ));
            }
            None => known[winner.index()].insert(prize),
        }
    }
    if let Some(suit) = Suit::ALL.into_iter().find(|s| {
        played.voids[seat.index()] & s.bit() != 0 && (hand - known[seat.index()]).has_suit(*s)
    }) {
        return Err(format!(
            "seat {} did not follow {} and has drawn nothing since, but holds one",
            seat.0,
            suit.name()
        ));
    }
    // Rule 7 keeps the hands the same size while prizes go round; after that each Pin takes a card from each.
    let trick = played.trick(first);
    let mut hand_sizes = [0u8; MAX_SEATS];
    for (s, size) in hand_sizes.iter_mut().enumerate().take(nu) {
        let in_trick = trick.plays(n).any(|(p, _)| p.index() == s);
        *size = (rules.hand_size as usize)
            .saturating_sub(complete.saturating_sub(prizes_in_deal) + usize::from(in_trick))
            as u8;
    }
    if hand.len() != hand_sizes[seat.index()] as usize {
        return Err(format!(
            "\"hand\" has {} cards; seat {} should hold {} after the Pins shown",
            hand.len(),
            seat.0,
            hand_sizes[seat.index()]
        ));
    }
    let mut won = [0u32; MAX_SEATS];
    let mut done_cards = CardSet::EMPTY;
    for (t, winner) in &played.done {
        won[winner.index()] += 1;
        done_cards |= t.to_set();
    }
    let mut pins = [0u32; MAX_SEATS];
    let mut flints = [0u32; MAX_SEATS];
    pins[..nu].copy_from_slice(&request.pins);
    flints[..nu].copy_from_slice(&request.flints);
    let mut carried = 0usize;
    for s in 0..nu {
        if pins[s] < won[s] {
            return Err(format!(
                "\"pins\": seat {s} has {}, fewer than the {} Pins it won in this deal's Pins",
                pins[s], won[s]
            ));
        }
        if pins[s] >= rules.pins_per_flint {
            return Err(format!(
                "\"pins\": seat {s} has {}, so it has already won a Flint at {}",
                pins[s], rules.pins_per_flint
            ));
        }
        if flints[s] >= rules.flints_to_win {
            return Err(format!(
                "\"flints\": seat {s} has {}, so the match is already won at {}",
                flints[s], rules.flints_to_win
            ));
        }
        carried += (pins[s] - won[s]) as usize;
    }
    // Rule 8: Pins carry over only from deals played out, which are all the same length; a Flint resets them.
    if !carried.is_multiple_of(pins_in_deal) {
        return Err(format!(
            "\"pins\": {carried} Pins carried into this deal, but only whole deals of {pins_in_deal} Pins carry over"
        ));
    }
    let view = View {
        seat,
        rules,
        dealer,
        to_act: Some(seat),
        hand,
        prize: request.prize,
        trump,
        trick,
        played: done_cards,
        last_pin: played.done.last().map(|&(trick, winner)| PinRecord {
            trick,
            winner,
            prize: prizes[complete - 1],
        }),
        pins,
        flints,
        stock_len: stock as u8,
        set_aside: set_aside as u8,
        hand_sizes,
        known,
        voids: played.voids,
        deals: 1,
        winner: None,
    };
    if view.legal_moves().is_empty() {
        return Err("no card of \"hand\" may be played in this position".into());
    }
    fits(&view)?;
    Ok(view)
}

/// A card or null, as the request writes it.
fn json_card(card: Option<Card>) -> String {
    card.map_or("null".into(), |c| c.to_string())
}

/// A suit or null, as the request writes it.
fn json_suit(suit: Option<Suit>) -> String {
    suit.map_or("null".into(), |s| s.letter().to_string())
}

/// Checks that some deal of the unseen cards fits `view`: the voids shown and the prizes taken included.
fn fits(view: &View) -> Result<(), String> {
    super::fits::<Match>(
        view,
        view.players(),
        "Pins",
        |w, s| w.hand(s) - view.known[s.index()],
        |s, suit| view.is_void(s, suit),
    )
}

impl BotGame for Match {
    fn request(game: &Match, events: &[Event], seat: Seat) -> Option<Value> {
        request_for(game, events, seat).and_then(|r| serde_json::to_value(r).ok())
    }

    fn position(request: Value) -> Result<Position<View>, String> {
        let request: Request = fields_of(request)?;
        let view = view_of(&request)?;
        Ok(Position {
            view,
            ask: Asked::Play,
        })
    }
}
