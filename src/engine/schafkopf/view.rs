//! What one seat may know of a Schafkopf match: its hand and its own call, the calls said aloud, the game as it
//! looks from the seat (a silent solo looks like a normal game to the others until the queens show), and which
//! seats the cards have shown to be partners; Dreiwendsch's skat and discard to their taker only; both players'
//! face-up cards in the game for two; the doubles said.

use serde::{Deserialize, Serialize};

use super::event::{Called, Doubles, LogCall};
use super::game::{
    Contract, ContractKind, MAX_TRICKS, PILES, SchafkopfMatch, Stage, TrickRecord, double_for,
};
use super::rules::Rules;
use super::{QUEEN_OF_CLUBS, QUEEN_OF_SPADES, SchafkopfOrder};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::game::{Call, GameView};
use crate::engine::seat::Seat;
use crate::engine::trick::{Trick, legal_follow};

/// The most players at a table.
const N: usize = 4;

/// The game of a deal as one seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicContract {
    /// The kind as this seat knows it: a silent solo is a normal game to the others until both black queens
    /// come from one hand.
    pub kind: ContractKind,
    /// The suit that joins the queens and jacks.
    pub trump: Suit,
    /// The soloist or wedding player, when known.
    pub declarer: Option<Seat>,
    /// A wedding's call.
    pub called: Option<Called>,
}

impl PublicContract {
    /// `contract` as `seat` sees it in `game`.
    pub fn seen_by(contract: &Contract, seat: Seat, game: &SchafkopfMatch) -> PublicContract {
        let shown_together = {
            let players: Vec<Option<Seat>> = [QUEEN_OF_CLUBS, QUEEN_OF_SPADES]
                .into_iter()
                .map(|q| game.player_of(q))
                .collect();
            matches!(players.as_slice(), [Some(a), Some(b)] if a == b)
        };
        match contract.kind {
            ContractKind::SilentSolo if seat != contract.declarer && !shown_together => {
                PublicContract {
                    kind: ContractKind::Normal,
                    trump: contract.trump,
                    declarer: None,
                    called: None,
                }
            }
            ContractKind::Everyone | ContractKind::Two => PublicContract {
                kind: contract.kind,
                trump: contract.trump,
                declarer: None,
                called: None,
            },
            ContractKind::Normal => PublicContract {
                kind: ContractKind::Normal,
                trump: contract.trump,
                declarer: None,
                called: None,
            },
            kind => PublicContract {
                kind,
                trump: contract.trump,
                declarer: Some(contract.declarer),
                called: contract.called,
            },
        }
    }
}

/// A seat's view of a Schafkopf match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view this is.
    pub seat: Seat,
    /// The match's rules.
    pub rules: Rules,
    /// The dealer of this deal.
    pub dealer: Seat,
    /// Where the deal is.
    pub stage: Stage,
    /// The seat to decide, or `None` once the match is over.
    pub to_act: Option<Seat>,
    /// This seat's hand.
    pub hand: CardSet,
    /// The calls said aloud so far this deal (a wedding's or silent solo's holder said "pass").
    pub calls: [Option<LogCall>; N],
    /// This seat's own call, with what it will do if nobody plays a solo.
    pub my_call: Option<Call>,
    /// The seat that must play a lust solo this deal (public: everyone can count the solos owed).
    pub forced: Option<Seat>,
    /// The game as this seat sees it, once declared.
    pub contract: Option<PublicContract>,
    /// Which seats this seat knows to be declarers (`Some(true)`) or defenders (`Some(false)`).
    pub sides: [Option<bool>; N],
    /// The trick in progress.
    pub trick: Trick,
    /// This deal's completed tricks, in order (the first `tricks` entries).
    pub history: [Option<TrickRecord>; MAX_TRICKS],
    /// Tricks completed this deal.
    pub tricks: u8,
    /// The card points each seat has won this deal.
    pub taken_points: [u32; N],
    /// Tricks each seat has won this deal.
    pub tricks_won: [u8; N],
    /// How many cards each seat holds.
    pub hand_sizes: [u8; N],
    /// Classes (suits; trump as bit 4) each seat has shown it holds no card of.
    pub voids: [u8; N],
    /// Each seat's running balance.
    pub balance: [i64; N],
    /// Lust solos each seat has played.
    pub solos: [u32; N],
    /// Deals dealt so far.
    pub deals: u32,
    /// Dreiwendsch: who took the skat this deal.
    pub taker: Option<Seat>,
    /// Dreiwendsch: the seat first offered the skat.
    pub skat_first: Seat,
    /// Dreiwendsch: the skat's two cards, seen by its taker only.
    pub skat: CardSet,
    /// Dreiwendsch: the two cards laid away, seen by the taker only.
    pub discard: CardSet,
    /// The game for two: each player's face-up card on each pile (`None` once played and nothing turned yet).
    pub piles: [[Option<Card>; PILES]; 2],
    /// The game for two: which piles of each player still have a face-down card (bit per pile).
    pub covered: [u8; 2],
    /// The doubles said this deal (Kontra, Re): public, everyone hears them.
    #[serde(default)]
    pub doubles: Doubles,
}

impl View {
    /// The card order in force (normal trumps until a solo names another suit).
    pub fn order(&self) -> SchafkopfOrder {
        SchafkopfOrder {
            trump: self.contract.map_or(Suit::Diamonds, |c| c.trump),
        }
    }

    /// The cards of the completed tricks of this deal.
    pub fn played(&self) -> CardSet {
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .fold(CardSet::EMPTY, |all, t| all | t.trick.to_set())
    }

    /// The double (Kontra or Re) this seat may say now, before its card: at its own turn to play, up to the first
    /// card of the second trick, Kontra knowing itself a defender, Re knowing itself a declarer after a Kontra.
    pub fn double_offered(&self) -> Option<Call> {
        if self.to_act != Some(self.seat) {
            return None;
        }
        let contract = self.contract?;
        double_for(
            &self.rules,
            self.stage,
            !matches!(contract.kind, ContractKind::Everyone | ContractKind::Two),
            self.sides[self.seat.index()],
            self.doubles,
            self.tricks,
            self.trick.is_empty(),
        )
    }

    /// The cards this seat may play now (empty when it is not its turn to play).
    pub fn legal_moves(&self) -> CardSet {
        if self.stage != Stage::Playing || self.to_act != Some(self.seat) {
            return CardSet::EMPTY;
        }
        legal_follow(self.hand, self.trick.lead(), &self.order())
    }
}

impl GameView for View {
    type Game = SchafkopfMatch;

    fn seat(&self) -> Seat {
        self.seat
    }

    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn hand(&self) -> CardSet {
        self.hand
    }

    fn legal_moves(&self) -> CardSet {
        View::legal_moves(self)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        self.contract.map(|c| c.trump)
    }

    fn played(&self) -> CardSet {
        View::played(self)
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn seen(&self) -> CardSet {
        // The skat and the discard are in the view only for their taker; the game for two's face-up pile cards
        // for both players.
        let face_up = self
            .piles
            .iter()
            .flatten()
            .flatten()
            .copied()
            .collect::<CardSet>();
        !self.rules.deck()
            | self.hand
            | View::played(self)
            | self.trick.to_set()
            | self.skat
            | self.discard
            | face_up
    }

    fn double_offered(&self) -> Option<Call> {
        View::double_offered(self)
    }
}
