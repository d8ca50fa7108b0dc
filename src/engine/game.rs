//! The one interface every game's rules module offers: the computer players' search, the simulator, saves,
//! statistics and the table are written once against it (see `docs/architecture.md`).
//!
//! The shape is OpenSpiel's game/state pair: a state says whose turn it is and what they may do, applies a move
//! (refusing a bad one with a typed error that changes nothing), reports what happened as events, gives each seat
//! its view, and says when the match is over and who won. Chance (the shuffle) is part of the state, drawn from
//! the match seed, so a seed and the moves replay a match exactly.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::cards::{Card, CardSet, Suit};
use super::seat::Seat;
use super::trick::Trick;

/// The games on the table.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Wendellhead: Pins for a face-up prize, first to three Flints (2-5 players).
    #[default]
    Wendellhead,
    /// Classic Whist: two partnerships, odd tricks, first side to the target (4 players).
    Whist,
    /// Hearts: each for themselves, avoid hearts and the Q♠, lowest total wins (3-5 players).
    Hearts,
    /// Wendish Schafkopf: 32 cards, permanent trumps, secret partners, card points (4 players).
    Schafkopf,
}

impl GameKind {
    /// The games the table offers, in the order the menus list them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Wendellhead,
        GameKind::Whist,
        GameKind::Hearts,
        GameKind::Schafkopf,
    ];

    /// The game's name on the command line, in logs and in save files.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Wendellhead => "wendellhead",
            GameKind::Whist => "whist",
            GameKind::Hearts => "hearts",
            GameKind::Schafkopf => "schafkopf",
        }
    }

    /// The game's name as the screen shows it.
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Wendellhead => "Wendellhead",
            GameKind::Whist => "Classic Whist",
            GameKind::Hearts => "Hearts",
            GameKind::Schafkopf => "Wendish Schafkopf",
        }
    }

    /// The game's name where room is short (the rules panel's buttons).
    pub const fn short_title(self) -> &'static str {
        match self {
            GameKind::Wendellhead => "Wendellhead",
            GameKind::Whist => "Whist",
            GameKind::Hearts => "Hearts",
            GameKind::Schafkopf => "Schafkopf",
        }
    }

    /// Every game the engine, the computer players and the simulator play (`--game`): the table's games.
    pub const ENGINES: [GameKind; 4] = [
        GameKind::Wendellhead,
        GameKind::Whist,
        GameKind::Hearts,
        GameKind::Schafkopf,
    ];

    /// The game with this name.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ENGINES
            .into_iter()
            .find(|game| game.name() == name)
    }
}

/// Why a move was refused. A refused move changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The match is over.
    MatchOver,
    /// The seat does not sit at this table.
    NoSuchSeat(Seat),
    /// Another seat is to play.
    NotYourTurn {
        /// The seat that tried to play.
        seat: Seat,
        /// The seat whose turn it is.
        to_act: Seat,
    },
    /// The seat does not hold the card.
    CardNotHeld(Card),
    /// The seat holds a card of the led suit and must play one.
    MustFollow {
        /// The card that was tried.
        card: Card,
        /// The suit that was led.
        led: Suit,
    },
    /// The first trick must be led with this card (Hearts: the lowest club).
    MustLead {
        /// The card that was tried.
        card: Card,
        /// The card that must be led.
        lead: Card,
    },
    /// Hearts may not be led before they are broken (the leader holds other cards).
    HeartsNotBroken(Card),
    /// No heart and no Q♠ on the first trick while the seat may play something else.
    NoPointsOnFirstTrick(Card),
    /// Cards are passed before the first trick: this seat must pass first.
    PassFirst,
    /// Nobody passes now.
    NoPassNow,
    /// A pass is exactly this many cards, all from the seat's hand.
    PassSize {
        /// Cards a pass takes.
        wanted: usize,
    },
    /// A trump was led and the seat holds one: it must play a trump (Schafkopf's trumps are one suit).
    MustFollowTrump(Card),
    /// The game is being declared: this seat must declare first.
    DeclareFirst,
    /// Nobody declares now.
    NoCallNow,
    /// This call is not one the seat may make now.
    CallNotOffered(Call),
    /// The skat's taker lays cards away before the game goes on.
    DiscardFirst,
    /// No cards are laid away now.
    NoDiscardNow,
    /// Not the number of cards to lay away, or not all from the hand.
    DiscardSize {
        /// How many are laid away.
        wanted: usize,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::MatchOver => write!(f, "the match is over"),
            PlayError::NoSuchSeat(seat) => write!(f, "there is no {seat} at this table"),
            PlayError::NotYourTurn { seat, to_act } => {
                write!(f, "it is {to_act}'s turn, not {seat}'s")
            }
            PlayError::CardNotHeld(card) => write!(f, "{} is not in that hand", card.pretty()),
            PlayError::MustFollow { led, .. } => {
                write!(f, "must follow {} ({})", led.symbol(), led.name())
            }
            PlayError::MustLead { lead, .. } => {
                write!(f, "the first trick is led with the {}", lead.pretty())
            }
            PlayError::HeartsNotBroken(_) => {
                write!(f, "hearts are not broken yet: lead another suit")
            }
            PlayError::NoPointsOnFirstTrick(_) => {
                write!(f, "no hearts and no Q♠ on the first trick")
            }
            PlayError::PassFirst => write!(f, "pass three cards first"),
            PlayError::NoPassNow => write!(f, "no cards are passed now"),
            PlayError::PassSize { wanted } => {
                write!(f, "pass exactly {wanted} cards from your hand")
            }
            PlayError::MustFollowTrump(_) => write!(f, "must follow trump"),
            PlayError::DeclareFirst => write!(f, "the game is being declared first"),
            PlayError::NoCallNow => write!(f, "nothing is declared now"),
            PlayError::CallNotOffered(call) => write!(f, "{call} is not allowed now"),
            PlayError::DiscardFirst => write!(f, "the skat's taker lays two cards away first"),
            PlayError::NoDiscardNow => write!(f, "no cards are laid away now"),
            PlayError::DiscardSize { wanted } => {
                write!(f, "lay exactly {wanted} cards of your hand away")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a saved or received state is not a valid match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateError(pub String);

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a valid position: {}", self.0)
    }
}

impl std::error::Error for StateError {}

/// Where the engine reports events. `()` discards them at no cost (for simulations and search); a `Vec` collects
/// them.
pub trait EventSink<E> {
    /// Whether this sink keeps events; when `false` the engine does not even build them.
    fn wants_events(&self) -> bool;
    /// Receives one event.
    fn emit(&mut self, event: E);
}

impl<E> EventSink<E> for () {
    #[inline(always)]
    fn wants_events(&self) -> bool {
        false
    }

    #[inline(always)]
    fn emit(&mut self, _event: E) {}
}

impl<E> EventSink<E> for Vec<E> {
    fn wants_events(&self) -> bool {
        true
    }

    fn emit(&mut self, event: E) {
        self.push(event);
    }
}

/// How a search's copy of a match ends (each game's `ending_with_deal`): a search never looks past the end of the
/// deal, so its copy stops there instead of shuffling and dealing the next (most of the cost of a play-out's last
/// trick). Never saved: a real match always deals on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DealEnd {
    /// The copy stops at the end of its deal.
    stops: bool,
    /// It has stopped: nobody is to act and every move is refused.
    reached: bool,
}

impl DealEnd {
    /// A copy that stops at the end of its deal.
    pub(crate) const STOPS: DealEnd = DealEnd {
        stops: true,
        reached: false,
    };

    /// Asked where a deal ends and the next would be dealt: whether the copy stops here instead. If it does, its
    /// deal count (`deals`) moves on all the same, so a search sees its horizon reached.
    pub(crate) fn stop_here(&mut self, deals: &mut u32) -> bool {
        if self.stops {
            *deals += 1;
            self.reached = true;
        }
        self.stops
    }

    /// Whether the copy has stopped at the end of its deal.
    pub(crate) fn reached(self) -> bool {
        self.reached
    }
}

/// Emits the event `make` builds, building it only if the sink keeps events.
#[inline(always)]
pub(crate) fn emit<E>(sink: &mut impl EventSink<E>, make: impl FnOnce() -> E) {
    if sink.wants_events() {
        sink.emit(make());
    }
}

/// A match of one game, hidden cards included: the single source of truth for legality, winners and scores.
///
/// Most moves are a card played to a trick; a game with other decisions (Hearts' pass; Schafkopf's declarations
/// next) says so in [`Game::decision`] and takes them through their own method ([`Game::pass`]), so the table and
/// the computer players ask what is wanted rather than assuming a card.
pub trait Game:
    Clone + fmt::Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static
{
    /// The rule options the match is played with.
    type Rules: Ruleset<Game = Self>;
    /// What one seat may know: the only thing a computer player is given.
    type View: GameView<Game = Self>;
    /// One state change, as the table animates it and the simulator logs it.
    type Event: Clone
        + fmt::Debug
        + PartialEq
        + Send
        + Sync
        + Serialize
        + DeserializeOwned
        + 'static;

    /// Which game this is.
    const KIND: GameKind;

    /// The rules the match is played with.
    fn rules(&self) -> &Self::Rules;
    /// The match seed: it and the moves decide everything.
    fn seed(&self) -> u64;
    /// Players at the table.
    fn players(&self) -> u8;
    /// The seat to decide, or `None` once the match is over.
    fn to_act(&self) -> Option<Seat>;
    /// What the seat to act must decide, or `None` once the match is over.
    fn decision(&self) -> Option<Decision> {
        self.to_act().map(|seat| Decision::PlayCard { seat })
    }
    /// Passes `cards` for `seat` when the game asks for a pass ([`Decision::PassCards`], Hearts) or lays them
    /// away when it asks for a discard ([`Decision::Discard`], Dreiwendsch); on error nothing changes. Games
    /// without either refuse.
    fn pass(
        &mut self,
        seat: Seat,
        cards: CardSet,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), PlayError> {
        let _ = (seat, cards, sink);
        Err(PlayError::NoPassNow)
    }
    /// The calls the seat to act may make when the game asks for a declaration ([`Decision::Declare`]); empty
    /// otherwise.
    fn calls(&self) -> Vec<Call> {
        Vec::new()
    }
    /// The double (Schafkopf's Kontra or Re) the seat to act may say now, before it plays its card; `None` in
    /// games without doubling. Said through [`Game::declare`] while the decision is still a card to play.
    fn double_offered(&self) -> Option<Call> {
        None
    }
    /// Makes `call` for `seat` when the game asks for a declaration (or, while a card is to be played, a double
    /// [`Game::double_offered`] offers); on error nothing changes. Games without declaring refuse.
    fn declare(
        &mut self,
        seat: Seat,
        call: Call,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), PlayError> {
        let _ = (seat, call, sink);
        Err(PlayError::NoCallNow)
    }
    /// The cards the seat to act may play (empty once the match is over).
    fn legal_moves(&self) -> CardSet;
    /// Checks that `seat` may play `card` now; the error says why not.
    fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError>;
    /// Plays `card` for `seat`, reporting every resulting change to `sink`. On error nothing changes.
    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Self::Event>,
    ) -> Result<(), PlayError>;
    /// What `seat` may know: its own hand and everything public, nothing hidden.
    fn view(&self, seat: Seat) -> Self::View;
    /// Whether `seat` won the match (alone or with its side); `None` while it is still being played.
    fn won_by(&self, seat: Seat) -> Option<bool>;
    /// A seat's hand.
    fn hand(&self, seat: Seat) -> CardSet;
    /// The trick in progress.
    fn trick(&self) -> &Trick;
    /// The trump suit in force, if any.
    fn trump(&self) -> Option<Suit>;
    /// Deals so far in the match.
    fn deals(&self) -> u32;
    /// Checks the state's invariants (each card in one place, hand sizes, scores in range): run on every loaded
    /// save and by the property tests.
    fn audit(&self) -> Result<(), StateError>;
    /// Whether the match is over.
    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }
    /// Reads a match from JSON and audits it, so a corrupt save never becomes a corrupt game.
    fn from_json(text: &str) -> Result<Self, StateError> {
        let game: Self =
            serde_json::from_str(text).map_err(|e| StateError(format!("unreadable: {e}")))?;
        game.audit()?;
        Ok(game)
    }
}

/// A game's rule options: they say how many play and start a match.
pub trait Ruleset:
    Copy + fmt::Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static
{
    /// The game these are the rules of.
    type Game: Game<Rules = Self>;
    /// Players at the table.
    fn player_count(&self) -> u8;
    /// Whether the options make a playable match; the error says why not.
    fn playable(&self) -> Result<(), String>;
    /// Starts a match: draws the first dealer from `seed` and deals, reporting to `sink`.
    fn start(
        self,
        seed: u64,
        sink: &mut impl EventSink<<Self::Game as Game>::Event>,
    ) -> Result<Self::Game, String>;
}

/// A seat's call while a game is declared (Schafkopf): what it announces, and what it will do if nobody else
/// plays a solo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    /// No game of one's own.
    Pass,
    /// A lust solo: this suit joins the queens and jacks as trump, and the seat plays alone.
    Solo(Suit),
    /// Said as a pass; if nobody plays a solo, the holder of both black queens holds a wedding: the holder of
    /// this card becomes the partner (`None`: the winner of the first trick the holder does not win).
    Wedding(Option<Card>),
    /// Said as a pass; if nobody plays a solo, the holder of both black queens plays alone, without a word.
    SilentSolo,
    /// Dreiwendsch: take the skat and play a solo (the trump is named after laying two cards away).
    TakeSkat,
    /// Said by a defender while the tricks are played (Schafkopf's doubling option): the declarers will lose;
    /// the hand's value is doubled. Said at the seat's own turn to play, the card still to come.
    Kontra,
    /// Said by a declarer in answer to a Kontra: the declarers will win; the hand's value is doubled again.
    Re,
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => write!(f, "pass"),
            Call::Solo(suit) => write!(f, "a solo in {}", suit.name()),
            Call::Wedding(Some(card)) => write!(f, "a wedding calling the {}", card.pretty()),
            Call::Wedding(None) => write!(f, "a wedding with the first foreign trick"),
            Call::SilentSolo => write!(f, "a silent solo"),
            Call::TakeSkat => write!(f, "taking the skat"),
            Call::Kontra => write!(f, "Kontra"),
            Call::Re => write!(f, "Re"),
        }
    }
}

/// What a seat must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// `seat` plays a card to the trick.
    PlayCard {
        /// The seat to play.
        seat: Seat,
    },
    /// `seat` chooses `count` cards of its hand to pass (Hearts), unseen by the others.
    PassCards {
        /// The seat to pass.
        seat: Seat,
        /// How many cards.
        count: usize,
    },
    /// `seat` lays `count` cards of its hand away face down (Dreiwendsch's skat taker).
    Discard {
        /// The seat to lay cards away.
        seat: Seat,
        /// How many cards.
        count: usize,
    },
    /// `seat` makes one of the calls the game offers ([`Game::calls`]) while the game is declared (Schafkopf).
    Declare {
        /// The seat to declare.
        seat: Seat,
    },
}

/// One seat's view of a match of some game: its hand and what is public.
pub trait GameView: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The game this is a view of.
    type Game: Game<View = Self>;
    /// Whose view this is.
    fn seat(&self) -> Seat;
    /// The seat to act, or `None` once the match is over.
    fn to_act(&self) -> Option<Seat>;
    /// This seat's hand.
    fn hand(&self) -> CardSet;
    /// The cards this seat may play now (empty when it is not its turn).
    fn legal_moves(&self) -> CardSet;
    /// The trick in progress.
    fn trick(&self) -> &Trick;
    /// The trump suit in force, if any.
    fn trump(&self) -> Option<Suit>;
    /// The cards of the completed tricks of this deal.
    fn played(&self) -> CardSet;
    /// Deals so far in the match.
    fn deals(&self) -> u32;
    /// Every card this seat may name: its hand, the cards played, those lying face up, and what it was shown
    /// (its own pass, a skat it took). The rest, in other hands, piles, the stock or a skat, it has not seen.
    fn seen(&self) -> CardSet;

    /// The double (Schafkopf's Kontra or Re) this seat may say now, before it plays its card; `None` in games
    /// without doubling, or when it is not this seat's turn.
    fn double_offered(&self) -> Option<Call> {
        None
    }
}
