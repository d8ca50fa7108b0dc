//! The bot interface, `bot/1` (`docs/bots.md`): another program sends a seat's view as one JSON line and gets
//! our computer player's decision back as one JSON line, in every game. Requests are checked against the rules
//! (cards in play, each once, whose turn it is, hand sizes, the scores the tricks imply, and that some deal of
//! the unseen cards fits) and a request that is not a possible view gets `{"error": ...}`. The answer is seeded
//! from the view, so the same request always gets the same answer.
//!
//! Each game's module builds its requests from a match and turns a request back into the seat's view
//! ([`BotGame`]); this module reads the line, dispatches on `"game"`, decides and writes the answer, and reads
//! an outside bot's answer for the simulator's `--seat-bot`.

pub mod hearts;
pub mod schafkopf;
pub mod wendellhead;
pub mod whist;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::ai::any::decision_seed;
use crate::ai::{AiGame, Level};
use crate::engine::hearts::HeartsMatch;
use crate::engine::schafkopf::SchafkopfMatch;
use crate::engine::whist::WhistMatch;
use crate::engine::{Call, Card, CardSet, GameKind, MAX_SEATS, Seat, Suit, Trick, TrickOrder};

pub use hearts::{Request, request_for};

/// The format every request names.
pub const FORMAT: &str = "bot/1";

/// The games the bot interface speaks, as requests name them.
pub const GAMES: [&str; 4] = ["wendellhead", "whist", "hearts", "schafkopf"];

/// The longest request line read (1 MiB): a real view is a few kilobytes, so a longer line is refused unread.
pub const MAX_LINE: usize = 1 << 20;

/// What a request asks for, as its `"ask"` field spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ask {
    /// Cards to pass (Hearts).
    Pass,
    /// A card to play.
    Play,
    /// Cards to lay away (Dreiwendsch's skat taker).
    Discard,
    /// A call (Schafkopf's declaring, Dreiwendsch's skat).
    Declare,
}

/// What a checked request asks the seat to decide, with what the answer must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A card of the view's legal moves.
    Play,
    /// This many cards of the hand to pass.
    Pass(usize),
    /// This many cards of the hand to lay away.
    Discard(usize),
    /// One of these calls.
    Declare(Vec<Call>),
}

/// A checked request: the seat's view and what it must decide.
#[derive(Clone, Debug)]
pub struct Position<V> {
    /// The view the request describes.
    pub view: V,
    /// What it asks.
    pub ask: Asked,
}

/// A decision, as an answer carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// `{"play":"QS"}`.
    Play(Card),
    /// `{"pass":[...]}`, for a pass or for the cards laid away.
    Pass(CardSet),
    /// `{"call":...}`.
    Call(Call),
}

/// What a game adds to speak `bot/1`: its request from a match, and the view back from a request.
pub trait BotGame: AiGame<View: Serialize> {
    /// The request `seat` would send now (`None` when it is not that seat's decision). `events` are the match's
    /// events so far: the deal's tricks are read from them where the view keeps only the last.
    fn request(game: &Self, events: &[Self::Event], seat: Seat) -> Option<Value>;

    /// Checks a request of this game (its `format` and `game` already read) and gives the seat's position.
    fn position(request: Value) -> Result<Position<Self::View>, String>;

    /// A call as an answer carries it: the whole answer, `{"call":...}` with any more fields the game's log
    /// spells a call with (Schafkopf's `{"call":"solo","trump":"H"}`).
    fn call_json(call: Call) -> Value {
        json!({ "call": call.to_string() })
    }

    /// A call read from an answer (the whole answer object).
    fn call_of(value: &Value) -> Result<Call, String> {
        Err(format!(
            "this game has no calls, so {value} is not an answer"
        ))
    }
}

/// Answers one request line as `level` would play, as one JSON line: `{"pass":[...]}`, `{"play":"QS"}`,
/// `{"call":...}` or `{"error":"..."}`. Never panics on any input.
pub fn answer(line: &str, level: Level) -> String {
    answer_in(line, level, None)
}

/// Like [`answer`], refusing requests of any game but `game` when it is given (`sim --bot LEVEL --game G`).
pub fn answer_in(line: &str, level: Level, game: Option<GameKind>) -> String {
    match decide(line, level, game) {
        Ok(answer) => answer.to_string(),
        Err(message) => json!({ "error": message }).to_string(),
    }
}

/// The game a request line names, once its format is checked.
fn read(line: &str) -> Result<(GameKind, Value), String> {
    if line.len() > MAX_LINE {
        return Err(format!(
            "a request is one line of at most {MAX_LINE} bytes, not {}",
            line.len()
        ));
    }
    let value: Value = serde_json::from_str(line).map_err(|e| format!("not valid JSON: {e}"))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(format!("\"format\" must be \"{FORMAT}\""));
    }
    let game = match value.get("game") {
        None => return Err("\"game\" is missing".into()),
        Some(Value::String(name)) => GameKind::from_name(name).ok_or_else(|| {
            format!(
                "bot/1 plays {}, not \"{name}\"",
                GAMES.map(|g| format!("\"{g}\"")).join(", ")
            )
        })?,
        Some(other) => return Err(format!("\"game\" is a name, not {other}")),
    };
    Ok((game, value))
}

/// The decision for a request line, as the answer's JSON.
fn decide(line: &str, level: Level, only: Option<GameKind>) -> Result<Value, String> {
    let (game, value) = read(line)?;
    if let Some(only) = only
        && only != game
    {
        return Err(format!(
            "this bot plays {} (sim --bot LEVEL --game {}), not {}",
            only.name(),
            only.name(),
            game.name()
        ));
    }
    match game {
        GameKind::Wendellhead => respond::<crate::engine::wendellhead::Match>(value, level),
        GameKind::Whist => respond::<WhistMatch>(value, level),
        GameKind::Hearts => respond::<HeartsMatch>(value, level),
        GameKind::Schafkopf => respond::<SchafkopfMatch>(value, level),
    }
}

/// Checks a request of game `G`, decides and writes the answer.
fn respond<G: BotGame>(value: Value, level: Level) -> Result<Value, String> {
    let position = G::position(value)?;
    let choice = choose::<G>(&position, level)?;
    Ok(move_json::<G>(choice))
}

/// The decision `level` makes in `position`, seeded from the view so the same position always gets the same
/// decision.
pub fn choose<G: BotGame>(position: &Position<G::View>, level: Level) -> Result<Move, String> {
    let view = &position.view;
    let text = serde_json::to_string(view).map_err(|e| e.to_string())?;
    let seed = decision_seed(0x0B07_0001, &text);
    let mut player = level.player::<G>(seed);
    use crate::engine::GameView;
    match &position.ask {
        Asked::Play
            if view
                .double_offered()
                .is_some_and(|d| player.choose_double(view, d)) =>
        {
            view.double_offered()
                .map(Move::Call)
                .ok_or_else(|| "no double is offered".into())
        }
        Asked::Play => player
            .choose(view)
            .filter(|c| view.legal_moves().contains(*c))
            .map(Move::Play)
            .ok_or_else(|| "the computer player found no card".into()),
        Asked::Pass(count) | Asked::Discard(count) => player
            .choose_pass(view, *count)
            .filter(|c| c.len() == *count && (*c - view.hand()).is_empty())
            .map(Move::Pass)
            .ok_or_else(|| "the computer player found no cards".into()),
        Asked::Declare(calls) => player
            .choose_call(view, calls)
            .filter(|c| calls.contains(c))
            .map(Move::Call)
            .ok_or_else(|| "the computer player found no call".into()),
    }
}

/// A decision as an answer line's JSON.
pub fn move_json<G: BotGame>(choice: Move) -> Value {
    match choice {
        Move::Play(card) => json!({ "play": card }),
        Move::Pass(cards) => json!({ "pass": cards.to_vec() }),
        Move::Call(call) => G::call_json(call),
    }
}

/// Reads an outside bot's answer line to a request that asked `asked`: the shape only (one field of the right
/// kind, cards spelt right, each once); whether the move is legal is the engine's to say.
pub fn read_answer<G: BotGame>(line: &str, asked: &Asked) -> Result<Move, String> {
    let value: Value = serde_json::from_str(line.trim())
        .map_err(|e| format!("the answer is not valid JSON: {e}"))?;
    let Value::Object(fields) = &value else {
        return Err("the answer is not a JSON object".into());
    };
    if let Some(error) = fields.get("error") {
        return Err(format!("the bot answered an error: {error}"));
    }
    // A call may be spelt with more fields than its name (a solo's trump): the game reads the whole answer. A
    // play request may be answered with a double the game offers (Schafkopf's Kontra or Re): the engine judges it.
    if let Asked::Declare(_) | Asked::Play = asked
        && fields.contains_key("call")
    {
        return G::call_of(&value).map(Move::Call);
    }
    let (key, wanted) = match asked {
        Asked::Play => ("play", "{\"play\":CARD}"),
        Asked::Pass(_) | Asked::Discard(_) => ("pass", "{\"pass\":[CARDS]}"),
        Asked::Declare(_) => ("call", "{\"call\":CALL}"),
    };
    let (Some(field), 1) = (fields.get(key), fields.len()) else {
        return Err(format!("the answer must be {wanted}"));
    };
    match asked {
        Asked::Play => serde_json::from_value::<Card>(field.clone())
            .map(Move::Play)
            .map_err(|e| format!("\"play\" is not a card: {e}")),
        Asked::Pass(count) | Asked::Discard(count) => {
            let cards: Vec<Card> = serde_json::from_value(field.clone())
                .map_err(|e| format!("\"pass\" is not a list of cards: {e}"))?;
            let set = set_of(&cards, "\"pass\"")?;
            if set.len() != *count {
                return Err(format!("\"pass\" must name {count} cards"));
            }
            Ok(Move::Pass(set))
        }
        Asked::Declare(_) => G::call_of(field).map(Move::Call),
    }
}

/// A set of `cards` that must hold each card once; `what` names them in the error.
pub(crate) fn set_of(cards: &[Card], what: &str) -> Result<CardSet, String> {
    let set: CardSet = cards.iter().copied().collect();
    if set.len() != cards.len() {
        return Err(format!("{what} names a card twice"));
    }
    Ok(set)
}

/// Reads a request of one game into its typed fields, naming the field that is wrong.
pub(crate) fn fields_of<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_json::from_value(value).map_err(|e| format!("not a bot/1 request: {e}"))
}

/// Checks that some deal of the unseen cards fits `view` (Whist's and Wendellhead's, whose voids are suits): the
/// sampler deals around the voids whenever any deal can, so a world it makes that breaks a void means none fits,
/// and the world's own view of the seat must be `view` itself. `unknown` is what a seat of the world holds beyond
/// what the view already places there; `what` names the tricks in the messages ("tricks", "Pins").
pub(crate) fn fits<G: AiGame>(
    view: &G::View,
    players: u8,
    what: &str,
    unknown: impl Fn(&G, Seat) -> CardSet,
    is_void: impl Fn(Seat, Suit) -> bool,
) -> Result<(), String> {
    use crate::engine::GameView;
    let mut rng = crate::engine::deck::rng(0, 0xB07);
    let world = G::sample_world(view, &mut rng)
        .ok_or_else(|| format!("no deal of the unseen cards fits these {what}"))?;
    let seat = view.seat();
    for other in Seat::all(players).filter(|&s| s != seat) {
        let held = unknown(&world, other);
        if let Some(suit) = Suit::ALL
            .into_iter()
            .find(|&s| is_void(other, s) && held.has_suit(s))
        {
            return Err(format!(
                "no deal of the unseen cards fits these {what}: seat {} showed it has no {} and the others cannot hold them all",
                other.0,
                suit.name()
            ));
        }
    }
    if world.view(seat) != *view {
        return Err("no deal of the unseen cards gives this view".into());
    }
    Ok(())
}

/// One trick of a request: who led and the cards in playing order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestTrick {
    /// The seat that led.
    pub leader: u8,
    /// The cards played, the lead first.
    pub cards: Vec<Card>,
}

impl RequestTrick {
    /// The request's form of a trick.
    pub fn of(trick: &Trick) -> RequestTrick {
        RequestTrick {
            leader: trick.leader().0,
            cards: trick.cards().to_vec(),
        }
    }
}

/// What the tricks of a request show, worked out the same way for every game by [`replay`].
#[derive(Clone, Debug, Default)]
pub(crate) struct Replayed {
    /// The completed tricks with their winners, oldest first.
    pub done: Vec<(Trick, Seat)>,
    /// The trick in progress, when it has a card.
    pub current: Option<Trick>,
    /// Every card played to the tricks.
    pub cards: CardSet,
    /// The cards the deciding seat played.
    pub mine: CardSet,
    /// How many cards each seat played.
    pub played_by: [usize; MAX_SEATS],
    /// Classes (bit `1 << class`, a suit's own bit for suits) each seat has shown it holds none of.
    pub voids: [u8; MAX_SEATS],
}

impl Replayed {
    /// The seat to lead the next trick: the last completed trick's winner, or `first` before any.
    pub fn next_leader(&self, first: Seat) -> Seat {
        self.done.last().map_or(first, |t| t.1)
    }

    /// The trick being played now (an empty one led by the next leader when none has a card).
    pub fn trick(&self, first: Seat) -> Trick {
        self.current
            .unwrap_or_else(|| Trick::new(self.next_leader(first)))
    }

    /// The seat whose turn it is in the tricks shown.
    pub fn to_act(&self, first: Seat, players: u8) -> Seat {
        let trick = self.trick(first);
        trick.leader().plus(trick.len(), players)
    }
}

/// What the per-game rules tell [`replay`].
pub(crate) struct ReplayRules<'a, O: TrickOrder> {
    /// Players at the table.
    pub players: u8,
    /// The most tricks a deal has.
    pub max_tricks: usize,
    /// The cards in play.
    pub in_play: CardSet,
    /// Cards already placed elsewhere in the request (the hand, a prize, a kitty): none may be in a trick.
    pub placed: CardSet,
    /// The deciding seat.
    pub seat: Seat,
    /// The leader of the deal's first trick, when the rules fix it.
    pub first_leader: Option<Seat>,
    /// Cards whose holder is public (a prize taken into a hand): a shown void does not rule them out.
    pub exempt: CardSet,
    /// The card order of trick `i` (Wendellhead's trump may change with each prize).
    pub order: &'a dyn Fn(usize) -> O,
    /// Called after each completed trick with its index and winner: a game where hands change between tricks
    /// (Wendellhead's draws) clears what the voids no longer show.
    pub after_trick: &'a dyn Fn(usize, Seat, &mut [u8; MAX_SEATS]),
}

/// Replays a request's tricks: checks that every trick is led by the seat that won the one before, that only the
/// last is incomplete, that its cards are in play and named once, and that no seat plays a card of a class it has
/// shown it lacks; gives the winners, the voids and who played what.
pub(crate) fn replay<O: TrickOrder>(
    tricks: &[RequestTrick],
    rules: &ReplayRules<'_, O>,
) -> Result<Replayed, String> {
    let n = rules.players;
    let nu = n as usize;
    if tricks.len() > rules.max_tricks {
        return Err(format!(
            "a deal has at most {} tricks here, not {}",
            rules.max_tricks,
            tricks.len()
        ));
    }
    let mut out = Replayed::default();
    let mut seen = rules.placed;
    let last = tricks.len().saturating_sub(1);
    for (i, t) in tricks.iter().enumerate() {
        let no = i + 1;
        if t.leader >= n {
            return Err(format!("trick {no}: seat {} is not at the table", t.leader));
        }
        let leader = Seat(t.leader);
        let due = match out.done.last() {
            Some(&(_, winner)) => Some(winner),
            None => rules.first_leader,
        };
        if let Some(due) = due
            && due != leader
        {
            return Err(if i == 0 {
                format!(
                    "trick 1: led by seat {}, but seat {} leads the deal",
                    leader.0, due.0
                )
            } else {
                format!(
                    "trick {no}: led by seat {}, but seat {} won the trick before",
                    leader.0, due.0
                )
            });
        }
        if t.cards.len() > nu
            || (t.cards.len() < nu && i != last)
            || t.cards.is_empty() && i != last
        {
            return Err(format!(
                "trick {no}: only the last trick may be incomplete, and none has more than {n} cards"
            ));
        }
        let cards = set_of(&t.cards, &format!("trick {no}"))?;
        if !(cards - rules.in_play).is_empty() {
            return Err(format!(
                "trick {no}: a card that is not in play in this game"
            ));
        }
        if !(cards & seen).is_empty() {
            return Err(format!(
                "trick {no}: a card that is also in the hand or an earlier trick"
            ));
        }
        seen |= cards;
        let order = (rules.order)(i);
        let mut trick = Trick::new(leader);
        for (j, &card) in t.cards.iter().enumerate() {
            let player = leader.plus(j, n);
            let class = order.class_of(card);
            if out.voids[player.index()] & (1 << class) != 0 && !rules.exempt.contains(card) {
                return Err(format!(
                    "trick {no}: seat {} plays {card}, of a suit it showed it had none of",
                    player.0
                ));
            }
            if let Some(lead) = trick.lead() {
                let led = order.class_of(lead);
                if class != led {
                    out.voids[player.index()] |= 1 << led;
                }
            }
            trick.push(card);
            out.played_by[player.index()] += 1;
            if player == rules.seat {
                out.mine.insert(card);
            }
        }
        out.cards |= cards;
        if t.cards.len() == nu {
            let winner = trick.winner(&order, n).unwrap_or(leader);
            out.done.push((trick, winner));
            (rules.after_trick)(i, winner, &mut out.voids);
        } else if !t.cards.is_empty() {
            out.current = Some(trick);
        }
    }
    Ok(out)
}
