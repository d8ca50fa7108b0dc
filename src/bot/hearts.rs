//! `bot/1` for Hearts: a seat's request from a match, and the seat's view back from a request, checked against
//! the rules (cards in play, each once, whose turn it is, hand sizes, the points and broken hearts the tricks
//! imply, the pass, and that some deal of the unseen cards fits).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{
    Ask, Asked, BotGame, FORMAT, Position, ReplayRules, RequestTrick, fields_of, replay, set_of,
};
use crate::ai::AiGame;
use crate::engine::hearts::{
    self, HeartsMatch, LogRules, PASS_SIZE, PassDirection, Stage, TrickRecord, View,
};
use crate::engine::trick::SuitOrder;
use crate::engine::{Card, CardSet, MAX_SEATS, Seat, Suit, Trick, deck};

/// A request: one seat's view of a Hearts hand, nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Always `"bot/1"`.
    pub format: String,
    /// The game: `"hearts"`.
    pub game: String,
    /// Players at the table.
    pub players: u8,
    /// The rule options.
    #[serde(default)]
    pub rules: LogRules,
    /// The seat deciding.
    pub seat: u8,
    /// What it must decide.
    pub ask: Ask,
    /// This hand's pass, or null when nobody passes.
    pub pass_direction: Option<PassDirection>,
    /// The seat's hand now.
    pub hand: Vec<Card>,
    /// What the seat passed this hand (null while it chooses, or with no pass).
    pub passed: Option<Vec<Card>>,
    /// What the seat received this hand (null while it chooses, or with no pass).
    pub received: Option<Vec<Card>>,
    /// This hand's tricks so far, the current one last.
    #[serde(default)]
    pub tricks: Vec<RequestTrick>,
    /// Points each seat has taken this hand (before any moon).
    pub points: Vec<i32>,
    /// Running totals before this hand.
    pub scores: Vec<i32>,
    /// Whether hearts are broken.
    pub hearts_broken: bool,
    /// The kitty's cards, once the first trick's winner has taken them (kitty option only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kitty: Option<Vec<Card>>,
}

/// The request `seat` would send for its decision in `game`, or `None` when it is not that seat's decision:
/// what our own tests and the example session in `docs/bots.md` send.
pub fn request_for(game: &HeartsMatch, seat: Seat) -> Option<Request> {
    let view = game.view(seat);
    if view.to_act != Some(seat) {
        return None;
    }
    let n = view.players();
    let mut tricks: Vec<RequestTrick> = view.history[..view.tricks as usize]
        .iter()
        .flatten()
        .map(|r| RequestTrick {
            leader: r.trick.leader().0,
            cards: r.trick.cards().to_vec(),
        })
        .collect();
    if view.stage == Stage::Playing && !view.trick.is_empty() {
        tricks.push(RequestTrick {
            leader: view.trick.leader().0,
            cards: view.trick.cards().to_vec(),
        });
    }
    Some(Request {
        format: FORMAT.into(),
        game: "hearts".into(),
        players: n,
        rules: LogRules::of(&view.rules),
        seat: seat.0,
        ask: if view.stage == Stage::Passing {
            Ask::Pass
        } else {
            Ask::Play
        },
        pass_direction: view.direction,
        hand: view.hand.to_vec(),
        passed: view.passed.map(CardSet::to_vec),
        received: view.received.map(CardSet::to_vec),
        tricks,
        points: view.points[..n as usize].to_vec(),
        scores: view.scores[..n as usize].to_vec(),
        hearts_broken: view.hearts_broken,
        kitty: view.kitty.filter(|k| !k.is_empty()).map(CardSet::to_vec),
    })
}

/// Checks a request against the rules and builds the seat's view from it.
pub fn view_of(request: &Request) -> Result<View, String> {
    let n = request.players;
    let rules = request.rules.at(n);
    rules.validate().map_err(|e| e.to_string())?;
    let nu = n as usize;
    if request.seat >= n {
        return Err(format!("seat {} is not at a table of {n}", request.seat));
    }
    let seat = Seat(request.seat);
    if request.points.len() != nu || request.scores.len() != nu {
        return Err(format!(
            "\"points\" and \"scores\" need one number per seat ({n})"
        ));
    }
    let in_play = HeartsMatch::in_play(&rules);
    let hand = set_of(&request.hand, "\"hand\"")?;
    let kitty_size = rules.kitty_size();
    let per_hand = (in_play.len() - kitty_size) / nu;
    let order = SuitOrder { trump: None };
    let played = replay(
        &request.tricks,
        &ReplayRules {
            players: n,
            max_tricks: per_hand,
            in_play,
            placed: hand,
            seat,
            // The holder of the lowest club leads, which the seat cannot know of the others' hands.
            first_leader: None,
            exempt: CardSet::EMPTY,
            order: &|_| order,
            after_trick: &|_, _, _| {},
        },
    )?;
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
    let seen = hand | played.cards;
    let mine = hand | played.mine;
    let played_by = played.played_by;
    let voids = played.voids;
    let mut history = [None; hearts::MAX_TRICKS];
    let mut taken = [CardSet::EMPTY; MAX_SEATS];
    for (i, &(trick, winner)) in played.done.iter().enumerate() {
        taken[winner.index()] |= trick.to_set();
        history[i] = Some(TrickRecord { trick, winner });
    }
    // Hearts break for the tricks after the one they are played to.
    let broken = played.cards.has_suit(Suit::Hearts)
        || (rules.queen_breaks_hearts && played.cards.contains(hearts::QUEEN_OF_SPADES));
    let current = played.current;
    let leader_due = played.done.last().map(|t| t.1);
    let complete = history.iter().flatten().count();
    let trick = current.unwrap_or_else(|| Trick::new(leader_due.unwrap_or(seat)));
    let kitty = match (&request.kitty, kitty_size, complete) {
        (_, 0, _) => {
            if request.kitty.as_ref().is_some_and(|k| !k.is_empty()) {
                return Err("there is no kitty with these rules".into());
            }
            CardSet::EMPTY
        }
        (Some(_), _, 0) => return Err("the kitty is face down until the first trick is won".into()),
        (None, _, 0) => CardSet::EMPTY,
        (None, _, _) => {
            return Err(
                "\"kitty\": the first trick's winner took the kitty face up; send its cards".into(),
            );
        }
        (Some(k), size, _) => {
            let k = set_of(k, "\"kitty\"")?;
            if k.len() != size || !(k - in_play).is_empty() || !(k & seen).is_empty() {
                return Err(format!(
                    "\"kitty\" must be {size} cards in play that are nowhere else"
                ));
            }
            if let Some(first) = history[0] {
                taken[first.winner.index()] |= k;
            }
            k
        }
    };
    if !(hand - in_play).is_empty() {
        return Err(format!("\"hand\" holds a card not in play at {n} players"));
    }
    // It must be this seat's decision.
    if request.ask == Ask::Play {
        let to_act = trick.leader().plus(trick.len(), n);
        if to_act != seat {
            return Err(format!(
                "it is seat {}'s turn in these tricks, not seat {}'s",
                to_act.0, seat.0
            ));
        }
        // The opening lead belongs to the holder of the lowest club in the hands (it leads that club).
        if complete == 0 && trick.is_empty() && !hand.has_suit(Suit::Clubs) {
            return Err(format!(
                "seat {} holds no club, so it does not open the hand",
                seat.0
            ));
        }
    }
    let mut hand_sizes = [0u8; MAX_SEATS];
    for (s, size) in hand_sizes.iter_mut().enumerate().take(nu) {
        *size = per_hand.saturating_sub(played_by[s]) as u8;
    }
    if hand.len() != hand_sizes[seat.index()] as usize {
        return Err(format!(
            "\"hand\" has {} cards; seat {} should hold {} after the tricks shown",
            hand.len(),
            seat.0,
            hand_sizes[seat.index()]
        ));
    }
    let points: Vec<i32> = (0..nu)
        .map(|s| hearts::points_of(taken[s], &rules))
        .collect();
    if points != request.points {
        return Err(format!(
            "\"points\" {:?} do not match the tricks shown, which give {points:?}",
            request.points
        ));
    }
    if broken != request.hearts_broken {
        return Err(format!(
            "\"hearts_broken\" is {}, but the tricks shown say {broken}",
            request.hearts_broken
        ));
    }
    let (stage, direction, passed, received) = pass_of(request, &rules, hand, mine)?;
    let mut scores = [0; MAX_SEATS];
    scores[..nu].copy_from_slice(&request.scores);
    let mut points_arr = [0; MAX_SEATS];
    points_arr[..nu].copy_from_slice(&points);
    let view = View {
        seat,
        rules,
        dealer: seat,
        stage,
        to_act: Some(seat),
        hand,
        direction,
        passed,
        received,
        trick,
        history,
        tricks: complete as u8,
        kitty_size: kitty_size as u8,
        kitty: (complete > 0).then_some(kitty),
        points: points_arr,
        scores,
        hearts_broken: broken,
        hand_sizes,
        voids,
        deals: 1,
        winners: 0,
    };
    if stage == Stage::Playing {
        if view.legal_moves().is_empty() {
            return Err("no card of \"hand\" may be played in this position".into());
        }
        // The view must be one the game can reach: some deal of the unseen cards fits it.
        let mut rng = deck::rng(0, 0xB07);
        if HeartsMatch::sample_world(&view, &mut rng).is_none() {
            return Err(
                "no deal of the unseen cards fits these tricks (a void broken, or a card passed that was played)"
                    .into(),
            );
        }
    }
    Ok(view)
}

/// The pass of the request: whether the seat is passing, the direction, and what it passed and received.
#[allow(clippy::type_complexity)]
fn pass_of(
    request: &Request,
    rules: &hearts::Rules,
    hand: CardSet,
    mine: CardSet,
) -> Result<
    (
        Stage,
        Option<PassDirection>,
        Option<CardSet>,
        Option<CardSet>,
    ),
    String,
> {
    let n = rules.players;
    let direction = request.pass_direction;
    if direction.is_some() && !rules.passing {
        return Err("\"pass_direction\" is given, but the rules have no passing".into());
    }
    if direction == Some(PassDirection::Across) && n != 4 {
        return Err("cards are passed across only at four players".into());
    }
    match request.ask {
        Ask::Discard | Ask::Declare => Err("Hearts asks \"play\" or \"pass\"".into()),
        Ask::Pass => {
            if direction.is_none() {
                return Err("\"ask\":\"pass\" needs a \"pass_direction\"".into());
            }
            if !request.tricks.is_empty() {
                return Err("cards are passed before the first trick".into());
            }
            if request.passed.is_some() || request.received.is_some() {
                return Err(
                    "\"passed\" and \"received\" are null while the seat chooses its pass".into(),
                );
            }
            Ok((Stage::Passing, direction, None, None))
        }
        Ask::Play => match (direction, &request.passed, &request.received) {
            (None, None, None) => Ok((Stage::Playing, None, None, None)),
            (None, _, _) => {
                Err("\"passed\" and \"received\" are null in a hand without a pass".into())
            }
            (Some(_), Some(passed), Some(received)) => {
                let passed = set_of(passed, "\"passed\"")?;
                let received = set_of(received, "\"received\"")?;
                if passed.len() != PASS_SIZE || received.len() != PASS_SIZE {
                    return Err(format!(
                        "\"passed\" and \"received\" are {PASS_SIZE} cards each"
                    ));
                }
                if !(passed & received).is_empty() || !(passed & hand).is_empty() {
                    return Err(
                        "a card passed cannot be received back or be in the hand after the pass"
                            .into(),
                    );
                }
                // What was received is in the hand or was played by the seat since.
                if !(received - mine).is_empty() {
                    return Err(
                        "a card received is neither in the hand nor played by the seat".into(),
                    );
                }
                Ok((Stage::Playing, direction, Some(passed), Some(received)))
            }
            (Some(_), _, _) => Err(
                "\"passed\" and \"received\" are the three cards each once the pass is made".into(),
            ),
        },
    }
}

impl BotGame for HeartsMatch {
    fn request(game: &HeartsMatch, _events: &[hearts::Event], seat: Seat) -> Option<Value> {
        request_for(game, seat).and_then(|r| serde_json::to_value(r).ok())
    }

    fn position(request: Value) -> Result<Position<View>, String> {
        let request: Request = fields_of(request)?;
        let view = view_of(&request)?;
        let ask = match request.ask {
            Ask::Play => Asked::Play,
            Ask::Pass => Asked::Pass(PASS_SIZE),
            Ask::Discard | Ask::Declare => {
                return Err("Hearts asks \"play\" or \"pass\"".into());
            }
        };
        Ok(Position { view, ask })
    }
}
