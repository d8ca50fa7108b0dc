//! `bot/1` for Classic Whist: a seat's request from a match, and the seat's view back from a request, checked
//! against the rules (cards in play, each once, whose turn it is, hand sizes, the turn-up in the dealer's hand,
//! each side's tricks as the tricks shown give them, scores that leave the match on, and that some deal of the
//! unseen cards fits).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    Ask, Asked, BotGame, FORMAT, Position, ReplayRules, RequestTrick, fields_of, replay, set_of,
};
use crate::engine::whist::{Event, PLAYERS, Rules, TrickRecord, View, WhistMatch, side_of};
use crate::engine::{Card, CardSet, Rank, Seat, Suit, SuitOrder};

/// Tricks in a hand: each seat is dealt 13 cards.
const TRICKS: usize = 13;

/// Whist's rule options as `whist-log/1` writes them and requests send them (an option left out when reading is
/// the standard game's; an unknown one is refused).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LogRules {
    /// Points a side needs to win a game.
    pub target: u32,
    /// Whether honours score.
    pub honours: bool,
    /// Games that win the match: 1, or 2 for a rubber.
    pub games_to_win: u32,
}

impl Default for LogRules {
    fn default() -> LogRules {
        LogRules::of(&Rules::standard())
    }
}

impl LogRules {
    /// The options of `rules`.
    pub fn of(rules: &Rules) -> LogRules {
        LogRules {
            target: rules.target,
            honours: rules.honours,
            games_to_win: rules.games_to_win,
        }
    }

    /// The engine's rules.
    pub fn rules(&self) -> Rules {
        Rules {
            target: self.target,
            honours: self.honours,
            games_to_win: self.games_to_win,
        }
    }
}

/// A request: one seat's view of a Whist hand, nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Always `"bot/1"`.
    pub format: String,
    /// The game: `"whist"`.
    pub game: String,
    /// Players at the table: always 4.
    pub players: u8,
    /// The rule options.
    #[serde(default)]
    pub rules: LogRules,
    /// The seat deciding.
    pub seat: u8,
    /// What it must decide: always `"play"`.
    pub ask: Ask,
    /// The dealer of this hand (who holds the turn-up, and whose left-hand neighbour led the first trick).
    pub dealer: u8,
    /// The dealer's last card, turned face up.
    pub turn_up: Card,
    /// The trump suit: the turn-up's.
    pub trump: Suit,
    /// The seat's hand now.
    pub hand: Vec<Card>,
    /// This hand's tricks so far, the current one last.
    #[serde(default)]
    pub tricks: Vec<RequestTrick>,
    /// Tricks each side has taken this hand, `[side 0, side 1]`.
    pub tricks_won: Vec<u32>,
    /// Points each side has in the game in progress, before this hand.
    pub score: Vec<u32>,
    /// Games each side has won.
    pub games: Vec<u32>,
}

/// The request `seat` would send for its decision in `game`, or `None` when it is not that seat's decision (or
/// `events`, the match's events so far, do not hold this hand's plays).
pub fn request_for(game: &WhistMatch, events: &[Event], seat: Seat) -> Option<Request> {
    let view = game.view(seat);
    if view.to_act != Some(seat) {
        return None;
    }
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::Dealt { .. }))?;
    let plays: Vec<(Seat, Card)> = events[start..]
        .iter()
        .filter_map(|e| match e {
            Event::CardPlayed { seat, card } => Some((*seat, *card)),
            _ => None,
        })
        .collect();
    // Every trick has four cards, so the plays fall into tricks by fours, the lead first.
    let tricks: Vec<RequestTrick> = plays
        .chunks(PLAYERS as usize)
        .map(|c| RequestTrick {
            leader: c[0].0.0,
            cards: c.iter().map(|p| p.1).collect(),
        })
        .collect();
    let done = (view.tricks[0] + view.tricks[1]) as usize;
    if plays.len() != done * PLAYERS as usize + view.trick.len() {
        return None;
    }
    Some(Request {
        format: FORMAT.into(),
        game: "whist".into(),
        players: PLAYERS,
        rules: LogRules::of(&view.rules),
        seat: seat.0,
        ask: Ask::Play,
        dealer: view.dealer.0,
        turn_up: view.turn_up,
        trump: view.trump(),
        hand: view.hand.to_vec(),
        tricks,
        tricks_won: view.tricks.to_vec(),
        score: view.score.to_vec(),
        games: view.games.to_vec(),
    })
}

/// The four honours (A K Q J) of `trump`.
fn honours(trump: Suit) -> CardSet {
    [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack]
        .into_iter()
        .map(|rank| Card::new(rank, trump))
        .collect()
}

/// A per-side figure of the request: two numbers, `[side 0, side 1]`.
fn per_side(values: &[u32], field: &str) -> Result<[u32; 2], String> {
    <[u32; 2]>::try_from(values).map_err(|_| {
        format!(
            "\"{field}\" needs one number per side ([side 0, side 1]), not {}",
            values.len()
        )
    })
}

/// Checks a request against the rules and builds the seat's view from it.
pub fn view_of(request: &Request) -> Result<View, String> {
    if request.players != PLAYERS {
        return Err(format!(
            "Whist is played by {PLAYERS} players, not {}",
            request.players
        ));
    }
    if request.ask != Ask::Play {
        return Err("Whist asks only \"play\"".into());
    }
    let rules = request.rules.rules();
    rules.validate().map_err(|e| format!("\"rules\": {e}"))?;
    let n = PLAYERS;
    if request.seat >= n {
        return Err(format!("seat {} is not at a table of {n}", request.seat));
    }
    if request.dealer >= n {
        return Err(format!(
            "\"dealer\": seat {} is not at a table of {n}",
            request.dealer
        ));
    }
    let seat = Seat(request.seat);
    let dealer = Seat(request.dealer);
    let turn_up = request.turn_up;
    let trump = turn_up.suit();
    if request.trump != trump {
        return Err(format!(
            "\"trump\" is {}, but the turn-up {turn_up} makes {} trump",
            request.trump.name(),
            trump.name()
        ));
    }
    let tricks_won = per_side(&request.tricks_won, "tricks_won")?;
    let score = per_side(&request.score, "score")?;
    let games = per_side(&request.games, "games")?;
    let hand = set_of(&request.hand, "\"hand\"")?;
    let order = SuitOrder { trump: Some(trump) };
    let played = replay(
        &request.tricks,
        &ReplayRules {
            players: n,
            max_tricks: TRICKS,
            in_play: CardSet::FULL,
            placed: hand,
            seat,
            // Rule 4: the player left of the dealer leads the first trick.
            first_leader: Some(dealer.next(n)),
            exempt: CardSet::EMPTY,
            order: &|_| order,
            after_trick: &|_, _, _| {},
        },
    )?;
    let to_act = played.to_act(dealer.next(n), n);
    if to_act != seat {
        return Err(format!(
            "it is seat {}'s turn in these tricks, not seat {}'s",
            to_act.0, seat.0
        ));
    }
    if let Some(suit) = Suit::ALL
        .into_iter()
        .find(|s| played.voids[seat.index()] & s.bit() != 0 && hand.has_suit(*s))
    {
        return Err(format!(
            "seat {} did not follow {} but holds one",
            seat.0,
            suit.name()
        ));
    }
    // Who played each card, for the turn-up and the honours.
    let mut player_of = Vec::new();
    for t in &request.tricks {
        for (j, &card) in t.cards.iter().enumerate() {
            player_of.push((card, Seat(t.leader).plus(j, n)));
        }
    }
    let turn_up_player = player_of.iter().find(|p| p.0 == turn_up).map(|p| p.1);
    // Rule 3: the turn-up is the dealer's card, in the dealer's hand until it is played.
    match turn_up_player {
        Some(player) if player != dealer => {
            return Err(format!(
                "the turn-up {turn_up} is the dealer's (seat {}), but seat {} played it",
                dealer.0, player.0
            ));
        }
        Some(_) => {}
        None if seat == dealer && !hand.contains(turn_up) => {
            return Err(format!(
                "\"hand\": the dealer holds the turn-up {turn_up} until it plays it"
            ));
        }
        None if seat != dealer && hand.contains(turn_up) => {
            return Err(format!(
                "\"hand\" holds the turn-up {turn_up}, which the dealer (seat {}) holds",
                dealer.0
            ));
        }
        None if played.voids[dealer.index()] & trump.bit() != 0 => {
            return Err(format!(
                "seat {} showed it has no {} but holds the turn-up {turn_up}",
                dealer.0,
                trump.name()
            ));
        }
        None => {}
    }
    let mut hand_sizes = [0u8; PLAYERS as usize];
    for (s, size) in hand_sizes.iter_mut().enumerate() {
        *size = (TRICKS).saturating_sub(played.played_by[s]) as u8;
    }
    if hand.len() != hand_sizes[seat.index()] as usize {
        return Err(format!(
            "\"hand\" has {} cards; seat {} should hold {} after the tricks shown",
            hand.len(),
            seat.0,
            hand_sizes[seat.index()]
        ));
    }
    let mut won = [0u32; 2];
    let mut done_cards = CardSet::EMPTY;
    for (trick, winner) in &played.done {
        won[side_of(*winner)] += 1;
        done_cards |= trick.to_set();
    }
    if won != tricks_won {
        return Err(format!(
            "\"tricks_won\" {tricks_won:?} do not match the tricks shown, which give {won:?}"
        ));
    }
    for side in 0..2 {
        if score[side] >= rules.target {
            return Err(format!(
                "\"score\": side {side} has {} points, at or past the target {}, so its game is over",
                score[side], rules.target
            ));
        }
        if games[side] >= rules.games_to_win {
            return Err(format!(
                "\"games\": side {side} has won {} games, so the match is over (it is won with {})",
                games[side], rules.games_to_win
            ));
        }
    }
    let top = honours(trump);
    let mut honours_played = [0u32; 2];
    for (card, player) in &player_of {
        if top.contains(*card) {
            honours_played[side_of(*player)] += 1;
        }
    }
    let trick = played.trick(dealer.next(n));
    let mut voids = [0u8; PLAYERS as usize];
    voids.copy_from_slice(&played.voids[..PLAYERS as usize]);
    let view = View {
        seat,
        rules,
        dealer,
        to_act: Some(seat),
        hand,
        turn_up,
        // The turn-up lies face up until the dealer plays to the first trick.
        turn_up_shown: played.played_by[dealer.index()] == 0,
        honours_played,
        trick,
        played: done_cards,
        last_trick: played
            .done
            .last()
            .map(|&(trick, winner)| TrickRecord { trick, winner }),
        tricks: won,
        score,
        games,
        hand_sizes,
        voids,
        deals: 1,
        winner: None,
    };
    if view.legal_moves().is_empty() {
        return Err("no card of \"hand\" may be played in this position".into());
    }
    fits(&view)?;
    Ok(view)
}

/// Checks that some deal of the unseen cards fits `view`, the voids shown included.
fn fits(view: &View) -> Result<(), String> {
    super::fits::<WhistMatch>(
        view,
        PLAYERS,
        "tricks",
        |w, s| w.hand(s),
        |s, suit| view.is_void(s, suit),
    )
}

impl BotGame for WhistMatch {
    fn request(game: &WhistMatch, events: &[Event], seat: Seat) -> Option<Value> {
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
