//! `bot/1` for Wendish Schafkopf in its three variants (four, Dreiwendsch for three, the game for two): a seat's
//! request from a match, and the seat's view back from a request, checked against the rules (cards in play, each
//! once, the calls in turn, whose turn it is, hand sizes, the card points and tricks the tricks imply, the
//! contract and sides as the seat may know them, the skat and the piles, the balances) and against the unseen
//! cards: some deal of them must fit the view, so a void shown, a partner revealed or a silent solo not yet shown
//! are respected.

use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value, json};

use super::{
    Ask, Asked, BotGame, FORMAT, Position, ReplayRules, RequestTrick, fields_of, replay, set_of,
};
use crate::ai::AiGame;
use crate::engine::deck;
use crate::engine::schafkopf::{
    Called, ContractKind, Doubles, Event, HiddenCards, LogCall, LogRules, MAX_TRICKS, PILES,
    PublicContract, QUEEN_OF_CLUBS, QUEEN_OF_SPADES, Rules, SchafkopfMatch, SchafkopfOrder, SkatTo,
    Stage, TRUMP_CLASS, TrickRecord, Values, Variant, View,
};
use crate::engine::trick::TrickOrder;
use crate::engine::{Call, Card, CardSet, Seat, Suit};

/// The most players at a Schafkopf table: the engine's arrays are this long.
const N: usize = 4;

/// The slot of the feasibility check that stands for Dreiwendsch's two cards out of play the seat has not seen.
const OUT: usize = 4;

/// A request: one seat's view of a Schafkopf deal, nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// Always `"bot/1"`.
    pub format: String,
    /// The game: `"schafkopf"`.
    pub game: String,
    /// `"four"`, `"three"` (Dreiwendsch) or `"two"`, as the log's `variant`.
    pub variant: Variant,
    /// Players at the table: 4, 3 or 2.
    pub players: u8,
    /// The rule options as `schafkopf-log/1` writes them.
    pub rules: RequestRules,
    /// The seat deciding.
    pub seat: u8,
    /// What it must decide: `"declare"`, `"discard"` or `"play"`.
    pub ask: Ask,
    /// This deal's dealer (forehand, left of the dealer, declares first and leads the first trick).
    pub dealer: u8,
    /// This deal's number in the match, from 1.
    pub deal: u32,
    /// The seat's hand now (the game for two: its face-up cards).
    pub hand: Vec<Card>,
    /// The calls said aloud this deal, in the order said, each `{"seat":s,"call":...}` as the log spells calls.
    #[serde(default)]
    pub calls: Vec<SaidCall>,
    /// The seat's own call as it meant it (a pass may be a wedding or a silent solo), null before it spoke.
    #[serde(deserialize_with = "nullable")]
    pub my_call: Option<SpeltCall>,
    /// The seat that must play a lust solo this deal (mandatory solos), or null.
    #[serde(deserialize_with = "nullable")]
    pub forced: Option<u8>,
    /// The game as this seat knows it, null while it is declared.
    #[serde(deserialize_with = "nullable")]
    pub contract: Option<RequestContract>,
    /// Each seat's side as this seat knows it: `"declarer"`, `"defender"` or null.
    pub sides: Vec<Option<Side>>,
    /// This deal's tricks so far, the current one last.
    #[serde(default)]
    pub tricks: Vec<RequestTrick>,
    /// The card points each seat has won in tricks this deal.
    pub points: Vec<u32>,
    /// The tricks each seat has won this deal.
    pub tricks_won: Vec<u8>,
    /// Each seat's running balance before this deal.
    pub balance: Vec<i64>,
    /// Lust solos each seat has played in the match (this deal's included once declared).
    pub solos: Vec<u32>,
    /// Dreiwendsch, to the skat's taker only: the skat's two cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skat: Option<Vec<Card>>,
    /// Dreiwendsch, to the skat's taker only, once laid away: the two cards laid away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<Vec<Card>>,
    /// The game for two: each player's eight piles' face-up card (null once played and not yet replaced).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piles: Option<Vec<Vec<Option<Card>>>>,
    /// The game for two: whether each player's eight piles still have a card face down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub covered: Option<Vec<Vec<bool>>>,
    /// The doubling option: the seat that said Kontra this deal (absent or null if none did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kontra: Option<u8>,
    /// The doubling option: the seat that answered Re (absent or null if none did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub re: Option<u8>,
}

/// A field that may be null but must be there (serde would take a missing `Option` for null).
fn nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(d)
}

/// The rule options as the log writes them; an option left out is the variant's standard match's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestRules {
    /// Deals in the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deals: Option<u32>,
    /// Lust solos each player must play (four players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mandatory_solos: Option<u32>,
    /// The scoring values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<RequestValues>,
    /// Dreiwendsch's sharp cards (three and two players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sharp_cards: Option<bool>,
    /// Who is offered the skat first (three and two players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skat_to: Option<SkatTo>,
    /// Kontra and Re may be said (written only when on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doubling: Option<bool>,
    /// The least run of Laufende that counts (written only when on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub laufende: Option<u8>,
}

/// The scoring values, every one named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestValues {
    /// A game won.
    pub base: u32,
    /// Added when the losers are schneider.
    pub schneider: u32,
    /// Added again when the losers are schwarz.
    pub schwarz: u32,
    /// A soloist's multiple (four players).
    pub solo_factor: u32,
}

impl RequestRules {
    /// The options of `rules` exactly as the log writes them.
    pub fn of(rules: &Rules) -> RequestRules {
        let log = LogRules::of(rules);
        RequestRules {
            deals: Some(log.deals),
            mandatory_solos: Some(log.mandatory_solos),
            values: Some(RequestValues {
                base: log.values.base,
                schneider: log.values.schneider,
                schwarz: log.values.schwarz,
                solo_factor: log.values.solo_factor,
            }),
            sharp_cards: log.sharp_cards,
            skat_to: log.skat_to,
            doubling: log.doubling.then_some(true),
            laufende: (log.laufende > 0).then_some(log.laufende),
        }
    }

    /// The rules of `variant` these options give.
    fn at(&self, variant: Variant) -> Result<Rules, String> {
        if variant == Variant::Four && (self.sharp_cards.is_some() || self.skat_to.is_some()) {
            return Err(
                "\"rules\": the game for four has no skat: its log writes no sharp_cards or skat_to".into(),
            );
        }
        let standard = Rules::of_variant(variant);
        let values = self.values.map_or(standard.values, |v| Values {
            base: v.base,
            schneider: v.schneider,
            schwarz: v.schwarz,
            solo_factor: v.solo_factor,
        });
        let rules = Rules {
            variant,
            deals: self.deals.unwrap_or(standard.deals),
            mandatory_solos: self.mandatory_solos.unwrap_or(0),
            values,
            sharp_cards: self.sharp_cards.unwrap_or(false),
            skat_to: self.skat_to.unwrap_or_default(),
            doubling: self.doubling.unwrap_or(false),
            laufende: self.laufende.unwrap_or(0),
        };
        rules.validate().map_err(|e| format!("\"rules\": {e}"))?;
        Ok(rules)
    }
}

/// A seat's side as another knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// On the declaring side.
    Declarer,
    /// Against it.
    Defender,
}

/// The game as one seat knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RequestContract {
    /// `"normal"`, `"wedding"`, `"silent_solo"`, `"solo"` (four; Dreiwendsch's skat solo), `"everyone"`
    /// (Dreiwendsch after three passes) or `"two"`.
    pub kind: ContractKind,
    /// The suit that joins the queens and jacks.
    pub trump: Suit,
    /// The soloist or the wedding player, when known (null otherwise).
    #[serde(deserialize_with = "nullable")]
    pub declarer: Option<u8>,
    /// A wedding's call: a card, or `"first_trick"` (null otherwise).
    #[serde(deserialize_with = "nullable")]
    pub called: Option<Called>,
}

impl RequestContract {
    /// The request's form of a seat's contract.
    fn of(c: &PublicContract) -> RequestContract {
        RequestContract {
            kind: c.kind,
            trump: c.trump,
            declarer: c.declarer.map(|s| s.0),
            called: c.called,
        }
    }
}

/// A call said aloud: who said it and what, as the log's `declare` event spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SaidCall {
    /// Who.
    pub seat: u8,
    /// What everyone heard.
    pub call: LogCall,
}

/// A seat's own call, spelt as answers spell calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpeltCall(pub Call);

/// A call as the log spells it, with the two calls the log never writes (a silent solo is said as a pass, taking
/// the skat is a `skat` event): `{"call":"pass"}`, `{"call":"solo","trump":"H"}`, `{"call":"wedding","card":"AC"}`
/// or `"card":"first_trick"`, `{"call":"silent_solo"}`, `{"call":"take_skat"}`; and the doubles, said instead of
/// a card when a play request offers one: `{"call":"kontra"}`, `{"call":"re"}`.
pub fn call_fields(call: Call) -> Map<String, Value> {
    let mut out = Map::new();
    let name = match call {
        Call::Pass => "pass",
        Call::Solo(_) => "solo",
        Call::Wedding(_) => "wedding",
        Call::SilentSolo => "silent_solo",
        Call::TakeSkat => "take_skat",
        Call::Kontra => "kontra",
        Call::Re => "re",
    };
    out.insert("call".into(), json!(name));
    match call {
        Call::Solo(trump) => {
            out.insert("trump".into(), json!(trump));
        }
        Call::Wedding(card) => {
            out.insert("card".into(), json!(Called(card)));
        }
        _ => {}
    }
    out
}

/// Reads a call from `fields` (the call's own and, when `seat` is set, a `"seat"` too), naming `what` in errors.
fn call_in(fields: &Map<String, Value>, what: &str, seat: bool) -> Result<Call, String> {
    let name = match fields.get("call") {
        Some(Value::String(name)) => name.as_str(),
        Some(other) => return Err(format!("{what}: \"call\" is a name, not {other}")),
        None => return Err(format!("{what}: \"call\" is missing")),
    };
    let extra: &[&str] = match name {
        "solo" => &["trump"],
        "wedding" => &["card"],
        "pass" | "silent_solo" | "take_skat" | "kontra" | "re" => &[],
        other => {
            return Err(format!(
                "{what}: \"{other}\" is not a call (pass, solo, wedding, silent_solo, take_skat, kontra, re)"
            ));
        }
    };
    if let Some(key) = fields
        .keys()
        .find(|k| *k != "call" && !(seat && *k == "seat") && !extra.contains(&k.as_str()))
    {
        return Err(format!("{what}: unknown field \"{key}\" for a {name} call"));
    }
    let field = |key: &str| {
        fields
            .get(key)
            .cloned()
            .ok_or_else(|| format!("{what}: a {name} call names its \"{key}\""))
    };
    Ok(match name {
        "solo" => Call::Solo(
            serde_json::from_value(field("trump")?)
                .map_err(|e| format!("{what}: \"trump\" is not a suit: {e}"))?,
        ),
        "wedding" => Call::Wedding(
            serde_json::from_value::<Called>(field("card")?)
                .map_err(|e| format!("{what}: \"card\": {e}"))?
                .0,
        ),
        "silent_solo" => Call::SilentSolo,
        "take_skat" => Call::TakeSkat,
        "kontra" => Call::Kontra,
        "re" => Call::Re,
        _ => Call::Pass,
    })
}

/// A call as everyone hears it: a wedding or a silent solo sounds like a pass until four have passed.
fn heard(call: Call) -> LogCall {
    match call {
        Call::Solo(trump) => LogCall::Solo { trump },
        Call::TakeSkat => LogCall::TakeSkat,
        _ => LogCall::Pass,
    }
}

impl Serialize for SpeltCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        call_fields(self.0).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for SpeltCall {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::Object(fields) => call_in(&fields, "\"my_call\"", false)
                .map(SpeltCall)
                .map_err(D::Error::custom),
            other => Err(D::Error::custom(format!(
                "\"my_call\" is a call object or null, not {other}"
            ))),
        }
    }
}

impl Serialize for SaidCall {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let call = match self.call {
            LogCall::Pass => Call::Pass,
            LogCall::Solo { trump } => Call::Solo(trump),
            LogCall::Wedding { card } => Call::Wedding(card.0),
            LogCall::TakeSkat => Call::TakeSkat,
        };
        let fields = call_fields(call);
        let mut map = serializer.serialize_map(Some(fields.len() + 1))?;
        map.serialize_entry("seat", &self.seat)?;
        for (k, v) in &fields {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for SaidCall {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Value::Object(fields) = Value::deserialize(deserializer)? else {
            return Err(D::Error::custom(
                "\"calls\" holds objects {\"seat\":s,\"call\":...}",
            ));
        };
        let seat = fields
            .get("seat")
            .and_then(Value::as_u64)
            .and_then(|s| u8::try_from(s).ok())
            .ok_or_else(|| D::Error::custom("\"calls\": each call names its \"seat\""))?;
        let call = call_in(&fields, "\"calls\"", true).map_err(D::Error::custom)?;
        let call = match call {
            Call::Wedding(_) | Call::SilentSolo => {
                return Err(D::Error::custom(
                    "\"calls\": a wedding or a silent solo is said as a pass (a wedding is announced in \"contract\")",
                ));
            }
            Call::Kontra | Call::Re => {
                return Err(D::Error::custom(
                    "\"calls\" are the declaring round's: a double is in \"kontra\" or \"re\"",
                ));
            }
            call => heard(call),
        };
        Ok(SaidCall { seat, call })
    }
}

/// The request `seat` would send for its decision in `game`, or `None` when it is not that seat's decision.
pub fn request_for(game: &SchafkopfMatch, seat: Seat) -> Option<Request> {
    let view = game.view(seat);
    let n = view.rules.players();
    let nu = n as usize;
    if view.to_act != Some(seat) || seat.index() >= nu {
        return None;
    }
    let ask = match view.stage {
        Stage::Declaring => Ask::Declare,
        Stage::Discarding => Ask::Discard,
        Stage::Playing => Ask::Play,
        Stage::Over => return None,
    };
    let mut tricks: Vec<RequestTrick> = view.history[..view.tricks as usize]
        .iter()
        .flatten()
        .map(|r| RequestTrick::of(&r.trick))
        .collect();
    if view.stage == Stage::Playing && !view.trick.is_empty() {
        tricks.push(RequestTrick::of(&view.trick));
    }
    // The calls in the order said: from forehand, or for three from the seat first offered the skat.
    let start = if view.rules.variant == Variant::Three {
        view.skat_first
    } else {
        view.dealer.plus(1, n)
    };
    let calls = (0..nu)
        .map(|k| start.plus(k, n))
        .filter_map(|s| view.calls[s.index()].map(|call| SaidCall { seat: s.0, call }))
        .collect();
    let taker = view.taker == Some(seat);
    let two = view.rules.variant == Variant::Two;
    Some(Request {
        format: FORMAT.into(),
        game: "schafkopf".into(),
        variant: view.rules.variant,
        players: n,
        rules: RequestRules::of(&view.rules),
        seat: seat.0,
        ask,
        dealer: view.dealer.0,
        deal: view.deals,
        hand: view.hand.to_vec(),
        calls,
        my_call: view.my_call.map(SpeltCall),
        forced: view.forced.map(|s| s.0),
        contract: view.contract.as_ref().map(RequestContract::of),
        sides: view.sides[..nu]
            .iter()
            .map(|s| s.map(|d| if d { Side::Declarer } else { Side::Defender }))
            .collect(),
        tricks,
        points: view.taken_points[..nu].to_vec(),
        tricks_won: view.tricks_won[..nu].to_vec(),
        balance: view.balance[..nu].to_vec(),
        solos: view.solos[..nu].to_vec(),
        skat: taker.then(|| view.skat.to_vec()),
        discard: (taker && view.stage != Stage::Discarding).then(|| view.discard.to_vec()),
        piles: two.then(|| view.piles.iter().map(|p| p.to_vec()).collect()),
        covered: two.then(|| {
            view.covered
                .iter()
                .map(|&bits| (0..PILES).map(|i| bits & (1 << i) != 0).collect())
                .collect()
        }),
        kontra: view.doubles.kontra.map(|s| s.0),
        re: view.doubles.re.map(|s| s.0),
    })
}

/// What the calls of a request settle: the seat first asked, each seat's call, the skat's taker.
struct Calls {
    /// Each seat's call as heard.
    said: [Option<LogCall>; N],
    /// How many calls were said.
    count: usize,
    /// The seat the asking began with.
    start: Seat,
    /// Dreiwendsch: who took the skat.
    taker: Option<Seat>,
    /// The lust solo said, with its player.
    solo: Option<(Seat, Suit)>,
}

/// Checks the calls' order and content for the variant and the stage, from the seat asked first.
fn calls_of(request: &Request, rules: &Rules, stage: Stage, seat: Seat) -> Result<Calls, String> {
    let n = rules.players();
    let nu = n as usize;
    let forehand = Seat(request.dealer).plus(1, n);
    let variant = rules.variant;
    if variant == Variant::Two {
        if !request.calls.is_empty() || request.my_call.is_some() {
            return Err("\"calls\": the game for two has nothing to declare".into());
        }
        return Ok(Calls {
            said: [None; N],
            count: 0,
            start: forehand,
            taker: None,
            solo: None,
        });
    }
    let start = match (variant, request.calls.first()) {
        (Variant::Three, Some(first)) => Seat(first.seat),
        // Nobody has spoken: the seat asked is the first (Dreiwendsch), or forehand (four).
        (Variant::Three, None) => seat,
        _ => forehand,
    };
    if start.index() >= nu {
        return Err(format!("\"calls\": seat {} is not at the table", start.0));
    }
    if variant == Variant::Three && rules.skat_to == SkatTo::Forehand && start != forehand {
        return Err(format!(
            "\"calls\": with skat_to forehand the skat is offered first to forehand, seat {}",
            forehand.0
        ));
    }
    let mut out = Calls {
        said: [None; N],
        count: request.calls.len(),
        start,
        taker: None,
        solo: None,
    };
    if out.count > nu {
        return Err(format!("\"calls\": at most {n} calls a deal"));
    }
    for (k, said) in request.calls.iter().enumerate() {
        let due = start.plus(k, n);
        if said.seat != due.0 {
            return Err(format!(
                "\"calls\": call {} is seat {}'s, but seat {} speaks then",
                k + 1,
                said.seat,
                due.0
            ));
        }
        let last = k + 1 == out.count;
        match said.call {
            LogCall::Pass => {}
            LogCall::Solo { trump } if last && variant == Variant::Four => {
                out.solo = Some((due, trump))
            }
            // Dreiwendsch: the taker's call becomes the solo once the trump is named.
            LogCall::Solo { trump } if last && stage == Stage::Playing => {
                out.solo = Some((due, trump));
                out.taker = Some(due);
            }
            LogCall::TakeSkat if last && variant == Variant::Three && stage != Stage::Playing => {
                out.taker = Some(due)
            }
            _ => {
                return Err(format!(
                    "\"calls\": call {} ({}) cannot be said there: a solo or the skat taken ends the asking",
                    k + 1,
                    serde_json::to_string(said).unwrap_or_default()
                ));
            }
        }
        out.said[due.index()] = Some(said.call);
    }
    let next = start.plus(out.count, n);
    match stage {
        Stage::Declaring if out.taker.is_some() => {
            if out.taker != Some(seat) {
                return Err(
                    "\"calls\": the skat was taken by another seat: only its taker names the trump"
                        .into(),
                );
            }
        }
        Stage::Declaring => {
            if out.count == nu || out.solo.is_some() {
                return Err("\"calls\": every seat has spoken: the game is declared".into());
            }
            if next != seat {
                return Err(format!(
                    "it is seat {}'s turn to declare, not seat {}'s",
                    next.0, seat.0
                ));
            }
        }
        Stage::Discarding => {
            if out.taker != Some(seat) {
                return Err(
                    "\"ask\":\"discard\" is for the seat that just took the skat (its call last)"
                        .into(),
                );
            }
        }
        _ => {
            if out.solo.is_none() && out.count != nu {
                return Err(format!(
                    "\"calls\": the tricks are played once {n} have passed or a solo is declared"
                ));
            }
        }
    }
    Ok(out)
}

/// Rule 10: the seat that must play a lust solo this deal, from the solos played before it.
fn forced_of(rules: &Rules, solos_before: &[u32; N], deal: u32, forehand: Seat) -> Option<Seat> {
    let k = rules.mandatory_solos;
    if k == 0 || rules.variant != Variant::Four {
        return None;
    }
    let owed: u32 = solos_before.iter().map(|&s| k.saturating_sub(s)).sum();
    let left = (rules.deals + 1).saturating_sub(deal);
    if owed == 0 || owed < left {
        return None;
    }
    (0..N)
        .map(|i| forehand.plus(i, 4))
        .find(|s| solos_before[s.index()] < k)
}

/// Checks a request against the rules and builds the seat's view, with what it asks.
pub fn view_of(request: &Request) -> Result<(View, Asked), String> {
    if request.players != request.variant.players() {
        return Err(format!(
            "\"players\": the {} variant is played by {}, not {}",
            request.variant.name(),
            request.variant.players(),
            request.players
        ));
    }
    let rules = request.rules.at(request.variant)?;
    let variant = rules.variant;
    let n = rules.players();
    let nu = n as usize;
    if request.seat >= n {
        return Err(format!("seat {} is not at a table of {n}", request.seat));
    }
    if request.dealer >= n {
        return Err(format!(
            "\"dealer\": seat {} is not at the table",
            request.dealer
        ));
    }
    if request.deal == 0 || request.deal > rules.deals {
        return Err(format!(
            "\"deal\" {} is not one of the match's {} deals",
            request.deal, rules.deals
        ));
    }
    for (name, len) in [
        ("points", request.points.len()),
        ("tricks_won", request.tricks_won.len()),
        ("balance", request.balance.len()),
        ("solos", request.solos.len()),
        ("sides", request.sides.len()),
    ] {
        if len != nu {
            return Err(format!("\"{name}\" needs one entry per seat ({n})"));
        }
    }
    let seat = Seat(request.seat);
    let dealer = Seat(request.dealer);
    let forehand = dealer.plus(1, n);
    let pack = rules.deck();
    let size = rules.hand_size();
    let stage = match request.ask {
        Ask::Declare => Stage::Declaring,
        Ask::Discard => Stage::Discarding,
        Ask::Play => Stage::Playing,
        Ask::Pass => {
            return Err(
                "Schafkopf asks \"declare\", \"discard\" or \"play\" (a discard is answered {\"pass\":[...]})"
                    .into(),
            );
        }
    };
    if variant == Variant::Two && stage != Stage::Playing {
        return Err("the game for two has nothing to declare: it asks \"play\"".into());
    }
    if variant != Variant::Three && stage == Stage::Discarding {
        return Err("only Dreiwendsch's skat taker lays cards away".into());
    }
    let hand = set_of(&request.hand, "\"hand\"")?;
    if !(hand - pack).is_empty() {
        return Err("\"hand\" holds a card not in play with these rules".into());
    }
    let calls = calls_of(request, &rules, stage, seat)?;
    let my_call = request.my_call.map(|c| c.0);
    let taker = calls.taker;
    let mine = taker == Some(seat);

    // The skat and the cards laid away: the taker's alone.
    if variant != Variant::Three && (request.skat.is_some() || request.discard.is_some()) {
        return Err("\"skat\" and \"discard\" are Dreiwendsch's".into());
    }
    let (skat, discard) = if mine {
        let skat = set_of(request.skat.as_deref().unwrap_or(&[]), "\"skat\"")?;
        if skat.len() != 2 || !(skat - pack).is_empty() {
            return Err("\"skat\": the taker saw the skat's two cards".into());
        }
        let discard = match (&request.discard, stage) {
            (None, Stage::Discarding) => CardSet::EMPTY,
            (Some(_), Stage::Discarding) => {
                return Err("\"discard\": the taker is laying its cards away now".into());
            }
            (Some(d), _) => {
                let d = set_of(d, "\"discard\"")?;
                if d.len() != 2 || !(d - pack).is_empty() || !(d & hand).is_empty() {
                    return Err("\"discard\": two cards in play laid away, not in the hand".into());
                }
                d
            }
            (None, _) => return Err("\"discard\": the taker has laid two cards away".into()),
        };
        (skat, discard)
    } else {
        if request.skat.is_some() || request.discard.is_some() {
            return Err("\"skat\" and \"discard\" are seen only by the skat's taker".into());
        }
        (CardSet::EMPTY, CardSet::EMPTY)
    };

    // The game for two: the piles.
    let mut piles = [[None; PILES]; 2];
    let mut covered = [0u8; 2];
    let mut ups = CardSet::EMPTY;
    if variant == Variant::Two {
        let (Some(up), Some(down)) = (&request.piles, &request.covered) else {
            return Err("the game for two sends \"piles\" and \"covered\"".into());
        };
        if up.len() != 2
            || down.len() != 2
            || up.iter().any(|p| p.len() != PILES)
            || down.iter().any(|p| p.len() != PILES)
        {
            return Err(format!(
                "\"piles\" and \"covered\" are two lists (seat 0's, seat 1's) of {PILES} piles"
            ));
        }
        let mut listed = Vec::new();
        for p in 0..2 {
            for i in 0..PILES {
                piles[p][i] = up[p][i];
                listed.extend(up[p][i]);
                if down[p][i] {
                    covered[p] |= 1 << i;
                }
            }
        }
        ups = set_of(&listed, "\"piles\"")?;
        if !(ups - pack).is_empty() {
            return Err("\"piles\" holds a card not in play".into());
        }
        let own: CardSet = piles[seat.index()].iter().flatten().copied().collect();
        if own != hand {
            return Err(format!(
                "\"hand\" is seat {}'s face-up cards in \"piles\"",
                seat.0
            ));
        }
    } else if request.piles.is_some() || request.covered.is_some() {
        return Err("\"piles\" and \"covered\" are the game for two's".into());
    }

    // The contract, as far as the request gives it (checked against the deal below).
    let contract = request.contract.map(|c| PublicContract {
        kind: c.kind,
        trump: c.trump,
        declarer: c.declarer.map(Seat),
        called: c.called,
    });
    if stage != Stage::Playing && contract.is_some() {
        return Err("\"contract\" is null until the game is declared".into());
    }
    if stage == Stage::Playing && contract.is_none() {
        return Err("\"contract\": the tricks are played in a declared game".into());
    }
    if stage != Stage::Playing && !request.tricks.is_empty() {
        return Err("\"tricks\": no card is played before the game is declared".into());
    }
    let order = SchafkopfOrder {
        trump: contract.map_or(Suit::Diamonds, |c| c.trump),
    };
    let played = replay(
        &request.tricks,
        &ReplayRules {
            players: n,
            max_tricks: size,
            in_play: pack,
            placed: hand | discard | ups,
            seat,
            first_leader: Some(forehand),
            // For two, a void shown with the face-up cards says nothing of the cards turned up later.
            exempt: if variant == Variant::Two {
                pack
            } else {
                CardSet::EMPTY
            },
            order: &|_| order,
            after_trick: &|_, _, _| {},
        },
    )?;
    let mut voids = [0u8; N];
    if variant != Variant::Two {
        voids.copy_from_slice(&played.voids[..N]);
        if (0..=TRUMP_CLASS).any(|class| {
            voids[seat.index()] & (1 << class) != 0 && !(hand & order.class_cards(class)).is_empty()
        }) {
            return Err(format!(
                "seat {} did not follow a suit (or trump) it holds",
                seat.0
            ));
        }
    }
    if played.done.len() == size {
        return Err("every trick of the deal is played: nobody decides".into());
    }
    if stage == Stage::Playing {
        let to_act = played.to_act(forehand, n);
        if to_act != seat {
            return Err(format!(
                "it is seat {}'s turn in these tricks, not seat {}'s",
                to_act.0, seat.0
            ));
        }
    }
    // The cards the seat was dealt (Dreiwendsch's taker: with the skat taken and its discard back).
    let dealt = if mine {
        (hand | played.mine | discard) - skat
    } else {
        hand | played.mine
    };
    if mine && !(skat - (hand | played.mine | discard)).is_empty() {
        return Err("\"skat\": the skat's cards went into the taker's hand".into());
    }

    // Hand sizes.
    let mut hand_sizes = [0u8; N];
    for (s, slot) in hand_sizes.iter_mut().enumerate().take(nu) {
        let mut left = size.saturating_sub(played.played_by[s]);
        if stage == Stage::Discarding && taker == Some(Seat(s as u8)) {
            left += 2;
        }
        *slot = left as u8;
    }
    if variant == Variant::Two {
        let current: Vec<(Seat, Card)> = played
            .current
            .map(|t| t.plays(n).collect())
            .unwrap_or_default();
        for p in 0..2 {
            let up = piles[p].iter().flatten().count();
            let down = covered[p].count_ones() as usize;
            if up + down != size.saturating_sub(played.played_by[p]) {
                return Err(format!(
                    "\"piles\": seat {p} has {} cards on its piles, but {} after the tricks shown",
                    up + down,
                    size.saturating_sub(played.played_by[p])
                ));
            }
            // A face-down card is turned up when the trick its face-up card went to is complete: only a pile
            // played from in the trick in progress may wait face down with nothing on it.
            let waiting = (0..PILES)
                .filter(|&i| piles[p][i].is_none() && covered[p] & (1 << i) != 0)
                .count();
            let in_trick = current.iter().filter(|(s, _)| s.index() == p).count();
            if waiting > in_trick {
                return Err(format!(
                    "\"piles\": seat {p}'s face-down cards are turned up as soon as the trick their face-up card went to is complete"
                ));
            }
            hand_sizes[p] = up as u8;
        }
    }
    if hand.len() != hand_sizes[seat.index()] as usize {
        return Err(format!(
            "\"hand\" has {} cards; seat {} should hold {} after the tricks shown",
            hand.len(),
            seat.0,
            hand_sizes[seat.index()]
        ));
    }

    // Card points and tricks won.
    let mut history = [None; MAX_TRICKS];
    let mut taken_points = [0u32; N];
    let mut tricks_won = [0u8; N];
    for (i, &(trick, winner)) in played.done.iter().enumerate() {
        history[i] = Some(TrickRecord { trick, winner });
        taken_points[winner.index()] += crate::engine::schafkopf::points(trick.to_set());
        tricks_won[winner.index()] += 1;
    }
    if request.points[..] != taken_points[..nu] {
        return Err(format!(
            "\"points\" {:?} do not match the tricks shown, which give {:?}",
            request.points,
            &taken_points[..nu]
        ));
    }
    if request.tricks_won[..] != tricks_won[..nu] {
        return Err(format!(
            "\"tricks_won\" {:?} do not match the tricks shown, which give {:?}",
            request.tricks_won,
            &tricks_won[..nu]
        ));
    }

    // The balances and the solos played.
    let mut balance = [0i64; N];
    balance[..nu].copy_from_slice(&request.balance);
    let mut solos = [0u32; N];
    solos[..nu].copy_from_slice(&request.solos);
    check_scores(&rules, request.deal, &balance, &solos)?;
    let mut solos_before = solos;
    let this_solo = match (contract, calls.solo) {
        (Some(c), Some((d, trump))) if c.kind == ContractKind::Solo => {
            if c.declarer != Some(d) || c.trump != trump {
                return Err(format!(
                    "\"contract\": seat {}'s solo in {} is the game declared",
                    d.0,
                    trump.name()
                ));
            }
            Some(d)
        }
        _ => None,
    };
    if let Some(d) = this_solo {
        if solos_before[d.index()] == 0 {
            return Err(format!(
                "\"solos\": seat {} is playing a lust solo, so it has played at least one",
                d.0
            ));
        }
        solos_before[d.index()] -= 1;
    }
    // The deals before this one had one lust solo each at most.
    let before: u64 = solos_before.iter().map(|&s| u64::from(s)).sum();
    if before > u64::from(request.deal - 1) {
        return Err(format!(
            "\"solos\": {before} lust solos before this deal, but only {} deals were played",
            request.deal - 1
        ));
    }
    let forced = forced_of(&rules, &solos_before, request.deal, forehand);
    if request.forced != forced.map(|s| s.0) {
        return Err(format!(
            "\"forced\" is {:?}, but the solos owed and the deals left give {:?}",
            request.forced,
            forced.map(|s| s.0)
        ));
    }

    check_my_call(&rules, seat, &calls, my_call, dealt, forced)?;
    if let Some(c) = contract {
        check_contract(&rules, seat, &calls, my_call, dealt, forced, &c, &played)?;
    }
    if variant == Variant::Three {
        check_skat_first(
            &rules,
            seat,
            forehand,
            calls.start,
            taker,
            dealt,
            skat,
            &played,
        )?;
    }
    let sides = sides_of(request, stage)?;
    let doubles = doubles_of(request, &rules, stage, contract.as_ref(), &sides)?;

    let trick = played.trick(forehand);
    let view = View {
        seat,
        rules,
        dealer,
        stage,
        to_act: Some(seat),
        hand,
        calls: calls.said,
        my_call,
        forced,
        contract,
        sides,
        trick,
        history,
        tricks: played.done.len() as u8,
        taken_points,
        tricks_won,
        hand_sizes,
        voids,
        balance,
        solos,
        deals: request.deal,
        taker,
        skat_first: if variant == Variant::Three {
            calls.start
        } else {
            // Outside Dreiwendsch nobody is offered a skat: the engine's record of the Q♣'s holder is not the
            // seat's to know.
            forehand
        },
        skat,
        discard,
        piles,
        covered,
        doubles,
    };
    let ask = match stage {
        Stage::Declaring => Asked::Declare(declaring_calls(&view)?),
        Stage::Discarding => Asked::Discard(2),
        _ => {
            if view.legal_moves().is_empty() {
                return Err("no card of \"hand\" may be played in this position".into());
            }
            if variant != Variant::Two {
                fits(&view)?;
            }
            let world = sampled(&view)?;
            same_view(&view, &world.view(seat))?;
            Asked::Play
        }
    };
    Ok((view, ask))
}

/// The balances and solos: zero-sum where every payment is, nothing paid before the first deal is over, no more
/// than the deals played could pay, one lust solo a deal at most, no more owed than deals left.
fn check_scores(
    rules: &Rules,
    deal: u32,
    balance: &[i64; N],
    solos: &[u32; N],
) -> Result<(), String> {
    let n = rules.players() as usize;
    let v = rules.values;
    let zero_sum = rules.variant != Variant::Four || v.solo_factor == 3;
    let value = i128::from(rules.most_value());
    if zero_sum && balance.iter().sum::<i64>() != 0 {
        return Err(
            "\"balance\": every payment with these rules sums to zero, so the balances do".into(),
        );
    }
    let factor = match rules.variant {
        Variant::Four => v.solo_factor,
        Variant::Three => 2,
        Variant::Two => 1,
    };
    let most = i128::from(factor) * value;
    let most = most.max(2);
    let done = i128::from(deal.saturating_sub(1));
    if let Some(s) = (0..n).find(|&s| i128::from(balance[s]).abs() > done * most) {
        return Err(format!(
            "\"balance\": seat {s}'s {} is more than {} deals played can pay",
            balance[s], done
        ));
    }
    let total: u64 = solos.iter().map(|&s| u64::from(s)).sum();
    if total > u64::from(deal) {
        return Err(format!(
            "\"solos\": {total} lust solos in {deal} deals, but a deal has one at most"
        ));
    }
    if rules.variant == Variant::Two && total > 0 {
        return Err("\"solos\": the game for two has no solos".into());
    }
    let k = rules.mandatory_solos;
    if k > 0 {
        let owed: u64 = solos.iter().map(|&s| u64::from(k.saturating_sub(s))).sum();
        let left = u64::from(rules.deals + 1 - deal);
        if owed > left {
            return Err(format!(
                "\"solos\": {owed} mandatory solos still owed in {left} deals left"
            ));
        }
    }
    Ok(())
}

/// The seat's own call: said once, heard as it is heard, a wedding or a silent solo only with both black queens,
/// never a plain pass with them (unless another must play a solo), a wedding calling a card not held.
#[allow(clippy::too_many_arguments)]
fn check_my_call(
    rules: &Rules,
    seat: Seat,
    calls: &Calls,
    my_call: Option<Call>,
    dealt: CardSet,
    forced: Option<Seat>,
) -> Result<(), String> {
    let said = calls.said[seat.index()];
    match (my_call, said) {
        (None, None) => return Ok(()),
        (Some(_), None) | (None, Some(_)) => {
            return Err(
                "\"my_call\" is the seat's own call: null until it speaks, then its call".into(),
            );
        }
        (Some(call), Some(heard_call)) => {
            // Dreiwendsch's taker: "take_skat" while it lays away and names the trump, the solo once named.
            let as_heard = heard(call);
            if as_heard != heard_call {
                return Err(format!(
                    "\"my_call\" {} is not what \"calls\" says seat {} said",
                    json!(call_fields(call)),
                    seat.0
                ));
            }
        }
    }
    let call = my_call.unwrap_or(Call::Pass);
    if rules.variant == Variant::Four {
        let both = dealt.contains(QUEEN_OF_CLUBS) && dealt.contains(QUEEN_OF_SPADES);
        let forced_other = forced.is_some_and(|f| f != seat);
        match call {
            Call::Wedding(_) | Call::SilentSolo if !both || forced_other => {
                return Err(
                    "\"my_call\": a wedding or a silent solo is the holder of both black queens' (and not while another owes a solo)"
                        .into(),
                );
            }
            Call::Wedding(Some(card)) if dealt.contains(card) || !rules.deck().contains(card) => {
                return Err(
                    "\"my_call\": a wedding calls a card of the pack its player does not hold"
                        .into(),
                );
            }
            Call::Pass if both && !forced_other => {
                return Err(
                    "\"my_call\": with both black queens there is no plain pass (a wedding or a silent solo)"
                        .into(),
                );
            }
            Call::Pass if forced == Some(seat) => {
                return Err("\"my_call\": the seat owing the forced solo must play one".into());
            }
            Call::TakeSkat => return Err("\"my_call\": there is no skat for four".into()),
            _ => {}
        }
    }
    if matches!(call, Call::Kontra | Call::Re) {
        return Err(
            "\"my_call\" is the seat's declaring call: a double is in \"kontra\" or \"re\"".into(),
        );
    }
    Ok(())
}

/// The contract as the seat may know it: the kinds of its variant, its trump, declarer and call, and what the
/// calls and the cards seen say of it (a silent solo is the soloist's secret until both black queens come from
/// their hand; a normal game cannot have shown them from one).
#[allow(clippy::too_many_arguments)]
fn check_contract(
    rules: &Rules,
    seat: Seat,
    calls: &Calls,
    my_call: Option<Call>,
    dealt: CardSet,
    forced: Option<Seat>,
    c: &PublicContract,
    played: &super::Replayed,
) -> Result<(), String> {
    let n = rules.players();
    let bad = |why: &str| Err(format!("\"contract\": {why}"));
    if c.declarer.is_some_and(|d| d.0 >= n) {
        return bad("the declarer is not at the table");
    }
    let needs_declarer = matches!(
        c.kind,
        ContractKind::Solo | ContractKind::Wedding | ContractKind::SilentSolo
    );
    if needs_declarer != c.declarer.is_some() {
        return bad("a solo, a wedding or a silent solo names its declarer, other games none");
    }
    if (c.kind == ContractKind::Wedding) != c.called.is_some() {
        return bad("only a wedding has a \"called\" card");
    }
    if c.kind != ContractKind::Solo && c.trump != Suit::Diamonds {
        return bad("only a lust solo names a trump other than diamonds");
    }
    let player_of = |card: Card| -> Option<Seat> {
        played
            .done
            .iter()
            .map(|d| &d.0)
            .chain(played.current.iter())
            .find_map(|t| t.plays(n).find(|&(_, x)| x == card).map(|(s, _)| s))
    };
    let queens = [player_of(QUEEN_OF_CLUBS), player_of(QUEEN_OF_SPADES)];
    let shown_together = matches!(queens, [Some(a), Some(b)] if a == b);
    let both_mine = dealt.contains(QUEEN_OF_CLUBS) && dealt.contains(QUEEN_OF_SPADES);
    let all_passed = calls.solo.is_none() && calls.count == n as usize;
    match (rules.variant, c.kind) {
        (Variant::Four, ContractKind::Solo) => {
            if calls.solo.map(|s| s.0) != c.declarer {
                return bad("a lust solo is the game of the seat that declared it in \"calls\"");
            }
        }
        (
            Variant::Four,
            ContractKind::Normal | ContractKind::Wedding | ContractKind::SilentSolo,
        ) => {
            if !all_passed {
                return bad("without a solo declared, the four pass before the game is played");
            }
            if forced.is_some() {
                return bad("a seat owes the forced solo this deal");
            }
        }
        (Variant::Three, ContractKind::Solo) => {
            if calls.taker != c.declarer {
                return bad("Dreiwendsch's solo is the skat taker's");
            }
        }
        (Variant::Three, ContractKind::Everyone) => {
            if !all_passed {
                return bad("everyone plays for themselves after three passes");
            }
        }
        (Variant::Two, ContractKind::Two) => {}
        (variant, kind) => {
            return Err(format!(
                "\"contract\": {} is not a game of the {} variant",
                json!(kind),
                variant.name()
            ));
        }
    }
    match c.kind {
        ContractKind::Normal => {
            if both_mine {
                return bad(
                    "the holder of both black queens holds a wedding or a silent solo, not a normal game",
                );
            }
            if shown_together {
                return bad(
                    "both black queens came from one hand: that is a silent solo, shown to all",
                );
            }
        }
        ContractKind::SilentSolo => {
            let d = c.declarer.unwrap_or(seat);
            if d == seat {
                if my_call != Some(Call::SilentSolo) {
                    return bad("the seat's own silent solo is its \"my_call\"");
                }
            } else if !(shown_together && queens[0] == Some(d)) {
                return bad(
                    "a silent solo looks like a normal game to the others until both black queens come from the soloist's hand",
                );
            }
        }
        ContractKind::Wedding => {
            let d = c.declarer.unwrap_or(seat);
            let called = c.called.map(|x| x.0);
            if d == seat {
                if my_call != called.map(Call::Wedding) {
                    return bad("the seat's own wedding is its \"my_call\"");
                }
            } else {
                if both_mine {
                    return bad("the wedding player holds both black queens");
                }
                if queens.iter().any(|q| q.is_some_and(|q| q != d)) {
                    return bad("a black queen came from another hand than the wedding player's");
                }
            }
            if let Some(Some(card)) = called
                && (player_of(card) == Some(d) || (d == seat && dealt.contains(card)))
            {
                return bad("the wedding player called a card it does not hold");
            }
        }
        _ => {}
    }
    Ok(())
}

/// Dreiwendsch's first offer of the skat: forehand with `skat_to: forehand`; otherwise the Q♣'s holder, or
/// forehand when it lay in the skat.
#[allow(clippy::too_many_arguments)]
fn check_skat_first(
    rules: &Rules,
    seat: Seat,
    forehand: Seat,
    first: Seat,
    taker: Option<Seat>,
    dealt: CardSet,
    skat: CardSet,
    played: &super::Replayed,
) -> Result<(), String> {
    if rules.skat_to == SkatTo::Forehand {
        return Ok(());
    }
    let n = rules.players();
    let bad = |why: &str| {
        Err(format!(
            "\"calls\": the skat is offered first to the Q♣'s holder (forehand if it lay in the skat); {why}"
        ))
    };
    if dealt.contains(QUEEN_OF_CLUBS) && first != seat {
        return bad("this seat was dealt it");
    }
    if first == seat && first != forehand && !dealt.contains(QUEEN_OF_CLUBS) {
        return bad("this seat was not dealt it");
    }
    if skat.contains(QUEEN_OF_CLUBS) && first != forehand {
        return bad("it lay in the skat");
    }
    let player = played
        .done
        .iter()
        .map(|d| &d.0)
        .chain(played.current.iter())
        .find_map(|t| {
            t.plays(n)
                .find(|&(_, x)| x == QUEEN_OF_CLUBS)
                .map(|(s, _)| s)
        });
    if let Some(p) = player
        && p != first
        && !(first == forehand && Some(p) == taker)
    {
        return bad(&format!("seat {} played it", p.0));
    }
    Ok(())
}

/// The sides the request gives: none before the game is declared.
fn sides_of(request: &Request, stage: Stage) -> Result<[Option<bool>; N], String> {
    let mut sides = [None; N];
    for (slot, side) in sides.iter_mut().zip(&request.sides) {
        *slot = side.map(|s| s == Side::Declarer);
    }
    if stage != Stage::Playing && sides.iter().any(Option::is_some) {
        return Err("\"sides\" are all null until the game is declared".into());
    }
    Ok(sides)
}

/// The doubles a request gives: only with the doubling option, while the tricks are played in a game with
/// sides (said up to the first card of the second trick, they stand for the rest of the deal); Kontra by a seat not shown a declarer, Re by one not shown a
/// defender, after the Kontra and by another seat; the requesting seat's own double as it knows its side.
fn doubles_of(
    request: &Request,
    rules: &Rules,
    stage: Stage,
    contract: Option<&PublicContract>,
    sides: &[Option<bool>; N],
) -> Result<Doubles, String> {
    let n = rules.players();
    let seat_of = |s: Option<u8>, what: &str| -> Result<Option<Seat>, String> {
        match s {
            Some(s) if s >= n => Err(format!("\"{what}\": seat {s} is not at the table")),
            s => Ok(s.map(Seat)),
        }
    };
    let doubles = Doubles {
        kontra: seat_of(request.kontra, "kontra")?,
        re: seat_of(request.re, "re")?,
    };
    if doubles.is_none() {
        return Ok(doubles);
    }
    if !rules.doubling {
        return Err("\"kontra\" and \"re\" are said only with the doubling option".into());
    }
    let sided =
        contract.is_some_and(|c| !matches!(c.kind, ContractKind::Everyone | ContractKind::Two));
    if stage != Stage::Playing || !sided {
        return Err("a double is said while the tricks of a game with sides are played".into());
    }
    let me = Seat(request.seat);
    if let Some(k) = doubles.kontra {
        let known = sides[k.index()];
        if known == Some(true) || (k == me && known != Some(false)) {
            return Err(format!(
                "\"kontra\": seat {} is not known to be a defender",
                k.0
            ));
        }
    }
    if let Some(r) = doubles.re {
        let known = sides[r.index()];
        if doubles.kontra.is_none() || doubles.kontra == Some(r) {
            return Err("\"re\" answers another seat's \"kontra\"".into());
        }
        if known == Some(false) || (r == me && known != Some(true)) {
            return Err(format!(
                "\"re\": seat {} is not known to be a declarer",
                r.0
            ));
        }
    }
    Ok(doubles)
}

/// The calls the seat may make now, as the engine offers them in a deal that fits the view.
fn declaring_calls(view: &View) -> Result<Vec<Call>, String> {
    let n = view.rules.players() as usize;
    let mut rng = deck::rng(0, 0xB07C);
    let mut unseen = view.rules.deck() - view.hand - view.skat - view.discard;
    let mut draw = |count: usize| {
        let mut out = CardSet::EMPTY;
        for _ in 0..count {
            use rand::RngExt;
            let len = unseen.len().max(1) as u32;
            if let Some(card) = unseen.nth(rng.random_range(0..len) as usize) {
                unseen.remove(card);
                out.insert(card);
            }
        }
        out
    };
    let mut hidden = HiddenCards::default();
    for (s, hand) in hidden.hands.iter_mut().enumerate().take(n) {
        if s != view.seat.index() {
            *hand = draw(view.hand_sizes[s] as usize);
        }
    }
    if n == 3 && view.taker != Some(view.seat) {
        hidden.skat = draw(2);
    }
    let world = SchafkopfMatch::declaring_world(view, &hidden, 0)
        .map_err(|e| format!("no deal of the unseen cards fits this view: {}", e.0))?;
    same_view(view, &world.view(view.seat))?;
    let calls = world.calls();
    if calls.is_empty() {
        return Err("no call is open to this seat".into());
    }
    Ok(calls)
}

/// Some placing of the unseen cards fits what the tricks and calls have shown: each seat's shown voids (trumps
/// one class), a wedding player's black queens and the card it called, Dreiwendsch's Q♣ with the seat first
/// offered the skat. Hall's condition over the seats (and the cards out of play) decides it exactly.
fn fits(view: &View) -> Result<(), String> {
    let n = view.rules.players() as usize;
    let me = view.seat.index();
    let order = view.order();
    let played = view.played() | view.trick.to_set();
    let unseen = view.rules.deck() - view.hand - played - view.skat - view.discard;
    let mut needs = [0usize; N + 1];
    let mut allowed = [CardSet::EMPTY; N + 1];
    for s in (0..n).filter(|&s| s != me) {
        needs[s] = view.hand_sizes[s] as usize;
        allowed[s] = (0..=TRUMP_CLASS)
            .filter(|class| view.voids[s] & (1 << class) != 0)
            .fold(unseen, |ok, class| ok - order.class_cards(class));
    }
    if n == 3 && view.taker != Some(view.seat) {
        needs[OUT] = 2;
        allowed[OUT] = unseen;
    }
    let total: usize = needs.iter().sum();
    if total != unseen.len() {
        return Err(format!(
            "the {} unseen cards cannot fill the other hands' {total} places",
            unseen.len()
        ));
    }
    // Cards whose place the calls fix.
    let only = |allowed: &mut [CardSet; N + 1], card: Card, places: &[usize]| {
        if unseen.contains(card) {
            for (slot, ok) in allowed.iter_mut().enumerate() {
                if !places.contains(&slot) {
                    ok.remove(card);
                }
            }
        }
    };
    if let Some(c) = view.contract
        && c.kind == ContractKind::Wedding
        && let Some(w) = c.declarer.filter(|&w| w != view.seat)
    {
        only(&mut allowed, QUEEN_OF_CLUBS, &[w.index()]);
        only(&mut allowed, QUEEN_OF_SPADES, &[w.index()]);
        if let Some(Called(Some(card))) = c.called {
            allowed[w.index()].remove(card);
        }
    }
    if n == 3 && view.rules.skat_to == SkatTo::ClubQueen {
        let first = view.skat_first.index();
        let forehand = view.dealer.plus(1, 3).index();
        let taker = view.taker.map(|t| t.index());
        let mut places = vec![first];
        if first == forehand {
            places.push(OUT);
            places.extend(taker);
        } else if taker == Some(first) {
            places.push(OUT);
        }
        // The taker who saw the skat knows whether the Q♣ lay in it.
        if view.taker == Some(view.seat) {
            places.retain(|&p| p == first);
        }
        only(&mut allowed, QUEEN_OF_CLUBS, &places);
    }
    for subset in 1u32..(1 << (N + 1)) {
        let room: usize = (0..=N)
            .filter(|&s| subset & (1 << s) != 0)
            .map(|s| needs[s])
            .sum();
        let cards = unseen
            .iter()
            .filter(|&card| (0..=N).all(|s| subset & (1 << s) != 0 || !allowed[s].contains(card)))
            .count();
        if cards > room {
            return Err(
                "no deal of the unseen cards fits these tricks (a void shown, or a card the calls place broken)"
                    .into(),
            );
        }
    }
    Ok(())
}

/// A possible world of the view, from the computer players' own sampling (several tries, as it is random).
fn sampled(view: &View) -> Result<SchafkopfMatch, String> {
    for attempt in 0..8 {
        let mut rng = deck::rng(attempt, 0xB07);
        if let Some(world) = SchafkopfMatch::sample_world(view, &mut rng) {
            return Ok(world);
        }
    }
    Err("no deal of the unseen cards fits this view (a wedding's called card, or the cards each seat holds)".into())
}

/// A world's view of the seat must be the view the request describes; the first field that differs is named.
fn same_view(view: &View, world: &View) -> Result<(), String> {
    if view == world {
        return Ok(());
    }
    let (Ok(Value::Object(a)), Ok(Value::Object(b))) =
        (serde_json::to_value(view), serde_json::to_value(world))
    else {
        return Err("the view cannot be written".into());
    };
    let field = a
        .iter()
        .find(|(k, v)| b.get(*k) != Some(*v))
        .map_or("the view", |(k, _)| k.as_str());
    let name = match field {
        "taken_points" => "points",
        "sides" => "sides",
        "contract" => "contract",
        "deals" => "deal",
        other => other,
    };
    Err(format!(
        "\"{name}\" is not what the seat would know in any deal that fits the rest of the request"
    ))
}

impl BotGame for SchafkopfMatch {
    fn request(game: &SchafkopfMatch, _events: &[Event], seat: Seat) -> Option<Value> {
        request_for(game, seat).and_then(|r| serde_json::to_value(r).ok())
    }

    fn position(request: Value) -> Result<Position<View>, String> {
        let request: Request = fields_of(request)?;
        let (view, ask) = view_of(&request)?;
        Ok(Position { view, ask })
    }

    fn call_json(call: Call) -> Value {
        Value::Object(call_fields(call))
    }

    fn call_of(value: &Value) -> Result<Call, String> {
        match value {
            Value::Object(fields) => call_in(fields, "the answer", false),
            other => Err(format!("a call is an object {{\"call\":...}}, not {other}")),
        }
    }
}
