//! The match in progress as the app holds it: the engine's state (the single source of truth), who plays each
//! seat, the engine's events waiting to be shown in the table's own words ([`TableEvent`]), and what the table
//! shows so far. Every game's events are told in one vocabulary here, so the table, the sound and the
//! statistics are written once; a game's own moments (Wendellhead's prize and draws, Whist's turn-up and hand
//! scores) have their own variants, shown by that game's screen parts.

use std::collections::VecDeque;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ai::par::{Par, deal_result};
use crate::ai::par::{STAND_IN_SEED, Sitter};
use crate::ai::{ComputerPlayer, Level};
use crate::app::state::sheet::{SheetLine, SheetRow};
use crate::engine::schafkopf::{ContractKind, LogCall, PublicContract};
use crate::engine::whist::side_of;
use crate::engine::{
    AnyEvent, AnyMatch, AnyRules, Card, CardSet, DealCode, GameKind, MatchRecord, Move, PlayError,
    RecordPlace, Seat, Suit, hearts, schafkopf, wendellhead, whist,
};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    /// The person at the keyboard.
    Human,
    /// A computer player of this level.
    Computer(Level),
}

/// The match to start when the playing screen opens.
#[derive(Resource, Clone, Debug)]
pub struct NewMatch {
    /// The game and its rules.
    pub rules: AnyRules,
    /// The match seed.
    pub seed: u64,
    /// Who plays each seat, from seat 0.
    pub seats: Vec<SeatKind>,
}

impl NewMatch {
    /// A match of four Normal computer players of `game`, for demonstrations and screenshots.
    pub fn demo(game: GameKind, seed: u64) -> NewMatch {
        let rules = match game {
            GameKind::Whist => AnyRules::Whist(whist::Rules::standard()),
            GameKind::Hearts => AnyRules::Hearts(hearts::Rules::standard(4)),
            GameKind::Schafkopf => AnyRules::Schafkopf(schafkopf::Rules::standard()),
            GameKind::Wendellhead => AnyRules::Wendellhead(wendellhead::Rules::standard(4)),
        };
        NewMatch {
            rules,
            seed,
            seats: vec![SeatKind::Computer(Level::Normal); 4],
        }
    }

    /// The demonstration match of `game` with `rules` instead of the standard four (another table size).
    pub fn demo_with(rules: AnyRules, seed: u64) -> NewMatch {
        NewMatch {
            rules,
            seed,
            seats: vec![SeatKind::Computer(Level::Normal); rules.players() as usize],
        }
    }
}

/// What `match.json` holds (format 2; format 1, Wendellhead only, is read too: see `save.rs`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The format version.
    pub version: u32,
    /// The game that wrote the file ([`crate::VERSION`], e.g. `0.1.0+abc1234`); empty in files from before it was kept.
    #[serde(default)]
    pub written_by: String,
    /// The engine's whole state (the seed included, so later deals come out the same), of whichever game.
    pub game: AnyMatch,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// A rated match: undo is off.
    #[serde(default)]
    pub rated: bool,
    /// The person took a card back: the match counts apart in the statistics.
    #[serde(default)]
    pub casual: bool,
    /// The score sheet so far (saves from before the sheet have none).
    #[serde(default)]
    pub sheet: Vec<SheetRow>,
    /// Every move of the match, deal by deal (format 3; `None` in older saves, whose earlier hands are lost).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<MatchRecord>,
    /// Deals played before the record began (a match first saved by a version that kept no record).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unrecorded: u32,
    /// Each recorded hand's par once worked out, in the game's unit (see [`crate::ai::par::deal_result`]), by
    /// hand; a par still to come is worked out again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pars: Vec<Option<i64>>,
    /// The decisions that can be taken back, oldest first: where each is in the record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undo: Vec<SavedUndo>,
    /// The person's own order of their hand in the deal being played, if they arranged it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arranged: Option<Arranged>,
    /// Why the saved record could not be used, when it could not (set when read, never written): the match
    /// goes on without its earlier hands, and the title says so.
    #[serde(skip)]
    pub record_lost: Option<String>,
    /// The saved record was there but damaged (not merely missing from an older format).
    #[serde(skip)]
    pub record_damaged: bool,
}

/// The saved match's format: 3 holds any game with its record; 2 (no record) and 1 (Wendellhead only) are still
/// read (`save.rs`).
pub const SAVE_VERSION: u32 = 3;

impl SavedMatch {
    /// The save of `game` with `seats`, just begun: its record starts here, nothing else is kept yet.
    pub fn new(game: AnyMatch, seats: Vec<SeatKind>) -> Self {
        SavedMatch {
            version: SAVE_VERSION,
            written_by: crate::VERSION.into(),
            game,
            seats,
            rated: false,
            casual: false,
            sheet: Vec::new(),
            record: Some(MatchRecord::new(&game)),
            unrecorded: 0,
            pars: Vec::new(),
            undo: Vec::new(),
            arranged: None,
            record_lost: None,
            record_damaged: false,
        }
    }
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// An undo point as saved: the decision it takes back is the record's (hand `hands`, decision `decisions` of
/// it), so only where it is and what the person had won then are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedUndo {
    /// Hands recorded then.
    pub hands: usize,
    /// The last hand's tricks then.
    pub tricks: usize,
    /// The last hand's decisions then: the decision taken back is the next one.
    pub decisions: usize,
    /// How far the record had got.
    pub place: RecordPlace,
}

impl SavedUndo {
    /// The undo point of `hands` this names, if it names one of the person's decisions there.
    pub fn resolve(&self, hands: &[HandRecord]) -> Option<UndoPoint> {
        let decision = hands
            .get(self.hands.checked_sub(1)?)?
            .decisions
            .get(self.decisions)?;
        Some(UndoPoint {
            before: decision.before,
            made: decision.made,
            hands: self.hands,
            tricks: self.tricks,
            decisions: self.decisions,
            place: self.place,
        })
    }
}

impl From<&UndoPoint> for SavedUndo {
    fn from(point: &UndoPoint) -> Self {
        SavedUndo {
            hands: point.hands,
            tricks: point.tricks,
            decisions: point.decisions,
            place: point.place,
        }
    }
}

/// A deal to play again instead of the whole match [`NewMatch`] names (*Replay a deal*, `--deal CODE`), taken
/// when the playing screen opens. [`NewMatch`] still says who plays each seat.
#[derive(Resource, Clone, Copy, Debug)]
pub struct DealToReplay(pub DealCode);

/// A saved match to continue instead of starting a new one (the title's Continue, `--continue`).
#[derive(Resource, Clone, Debug)]
pub struct Resume(pub SavedMatch);

/// The saved match the title screen can continue, found when it opens.
#[derive(Resource, Clone, Debug)]
pub struct Continuable(pub SavedMatch);

/// One thing the table shows, in the order the engine did it.
#[derive(Clone, Debug, PartialEq)]
pub enum TableEvent {
    /// The dealer gathered and shuffled the cards and deals `out`, one at a time in this order; the rest stays
    /// in the stock.
    Dealt {
        /// Who deals.
        dealer: Seat,
        /// The cards dealt to the hands, with the seat each goes to.
        out: Vec<(Card, Seat)>,
        /// Schafkopf for two: the cards laid face down under the piles, first, with the seat whose they are.
        covered: Vec<(Card, Seat)>,
    },
    /// Wendellhead: the top card of the stock was turned face up, the prize of the next Pin.
    PrizeTurned {
        /// The prize.
        card: Card,
        /// Trump after it.
        trump: Suit,
    },
    /// Whist: the dealer's last card was turned face up by the dealer: its suit is trump.
    TrumpTurned {
        /// The dealer.
        dealer: Seat,
        /// The turn-up.
        card: Card,
    },
    /// Wendellhead: the stock could not go round; these cards were set aside unseen.
    SetAside {
        /// The cards.
        cards: Vec<Card>,
    },
    /// Hearts: every seat passed three cards at once; each card goes from the first seat to the second.
    Passed {
        /// Where the cards went ("left", "right", "across").
        direction: hearts::PassDirection,
        /// Each card passed, from whom, to whom.
        moves: Vec<(Card, Seat, Seat)>,
    },
    /// Hearts: the first heart (or the Q♠, by the option) was played: hearts may be led from the next trick.
    HeartsBroken,
    /// Schafkopf: a seat said its call aloud (a wedding's holder says "pass" first, then the wedding).
    Declared {
        /// Who.
        seat: Seat,
        /// What everyone heard.
        call: LogCall,
    },
    /// Schafkopf: a seat doubled the hand's value (Kontra, or Re in answer), aloud before its card.
    Doubled {
        /// Who.
        seat: Seat,
        /// Kontra or Re.
        call: crate::engine::Call,
    },
    /// Dreiwendsch: the seat took the skat; its two cards go to the seat's hand.
    SkatTaken {
        /// The taker.
        seat: Seat,
        /// The skat's cards.
        cards: Vec<Card>,
    },
    /// Dreiwendsch: the taker laid two cards away face down, with its tricks (their points count for it).
    Discarded {
        /// The taker.
        seat: Seat,
        /// The two cards.
        cards: Vec<Card>,
    },
    /// Schafkopf for two: a face-down card was turned up on its pile, now playable.
    Revealed {
        /// Whose pile.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Schafkopf: what the seat the table is shown from knows of the game changed (the game declared, a
    /// partner shown by a card). Taken from that seat's view of the engine right after the move that changed
    /// it, so a silent solo or a secret partner shows only when the cards show it.
    Known {
        /// The game as that seat sees it, once declared.
        contract: Option<PublicContract>,
        /// Which seats it knows to be declarers (`Some(true)`) or defenders.
        sides: [Option<bool>; 4],
    },
    /// A seat played a card to the trick.
    Played {
        /// Who played.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The trick was won.
    TrickWon {
        /// Who won it.
        winner: Seat,
        /// The counts after it: each seat's Pins (Wendellhead), each side's tricks this hand (Whist), each seat's
        /// points taken this hand (Hearts).
        counts: Vec<i32>,
        /// Cards that go to the winner's pile with the trick (Hearts: the kitty, with the first trick; Dreiwendsch:
        /// the skat nobody took, with the last).
        with: Vec<Card>,
    },
    /// Wendellhead: the Pin's winner took the prize.
    PrizeTaken {
        /// The winner.
        seat: Seat,
        /// The prize.
        card: Card,
    },
    /// Wendellhead: a seat drew from the stock.
    Drawn {
        /// Who drew.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A round was scored.
    Scored(Score),
    /// The match was won.
    MatchWon {
        /// The winning seats: one, or a side's two.
        winners: Vec<Seat>,
    },
}

/// A round's scoring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Wendellhead: a seat's Pins reached the target.
    Flint {
        /// Who won the Flint.
        winner: Seat,
        /// Every seat's Flints after it.
        flints: Vec<u32>,
    },
    /// Whist: the 13 tricks were counted.
    Hand {
        /// Tricks per side.
        tricks: [u32; 2],
        /// Odd-trick points per side.
        points: [u32; 2],
        /// Honour points per side.
        honours: [u32; 2],
        /// The game's score per side after it.
        score: [u32; 2],
    },
    /// Whist: a side reached the target.
    Game {
        /// The side.
        side: u8,
        /// The game's final score per side.
        score: [u32; 2],
    },
    /// Hearts: a hand was scored.
    Hearts {
        /// The points each seat took in the hand, before any moon.
        taken: Vec<i32>,
        /// What each seat scores for the hand, after the moon.
        points: Vec<i32>,
        /// The seat that shot the moon, if one did.
        moon: Option<Seat>,
        /// The running totals after it.
        scores: Vec<i32>,
    },
    /// Schafkopf: a hand was counted and paid.
    Schafkopf {
        /// The game as it truly was (a silent solo is told now).
        kind: ContractKind,
        /// Its trump suit.
        trump: Suit,
        /// The seat that called it: a wedding's player or a soloist (none in a normal game).
        caller: Option<Seat>,
        /// The declaring side (none when everyone plays for themselves, or two play).
        declarers: Vec<Seat>,
        /// Card points of the declarers and of the defenders; per seat without sides.
        points: Vec<u32>,
        /// Who won: a side, a seat, seats tied for most, or a draw.
        winner: schafkopf::Winner,
        /// Whether the declarers won (61 or more).
        declarers_won: bool,
        /// The losers had under 30.
        schneider: bool,
        /// The losers took no trick.
        schwarz: bool,
        /// The run of top trumps that counted (Laufende), if the option is on and one did.
        laufende: Option<schafkopf::Laufende>,
        /// Kontra and Re said.
        doubles: schafkopf::Doubles,
        /// What the game was worth, doubles included.
        value: u32,
        /// What each seat gained (negative: paid).
        payments: Vec<i64>,
        /// The running balances after it.
        balance: Vec<i64>,
    },
}

impl Score {
    /// Whether this scoring is a round won by the person in `seat` (or their side), as the statistics count
    /// rounds: a Flint won, a Whist game won, a clean Hearts hand (no points taken, or the moon shot), a
    /// Schafkopf hand won. A Whist hand's count is no round.
    pub fn won_by(&self, seat: Seat) -> bool {
        match self {
            Score::Flint { winner, .. } => *winner == seat,
            Score::Game { side, .. } => side_of(seat) == *side as usize,
            Score::Hand { .. } => false,
            Score::Hearts { taken, moon, .. } => {
                taken.get(seat.index()).is_some_and(|&p| p <= 0) || *moon == Some(seat)
            }
            Score::Schafkopf {
                declarers, winner, ..
            } => match winner {
                schafkopf::Winner::Declarers => declarers.contains(&seat),
                schafkopf::Winner::Defenders => !declarers.contains(&seat),
                schafkopf::Winner::Seat(s) => *s == seat,
                schafkopf::Winner::Tied(seats) => seats.contains(&seat),
                schafkopf::Winner::Draw => false,
            },
        }
    }
}

impl TableEvent {
    /// Whether the phase that shows this event is the scoring phase.
    pub fn is_scoring(&self) -> bool {
        matches!(self, TableEvent::Scored(_) | TableEvent::MatchWon { .. })
    }
}

/// The table's words for a batch of engine events of `game` (the match as it is after them), in order; `carry`
/// holds what one batch leaves for the next (the table keeps it with the match).
pub fn table_events(
    game: &AnyMatch,
    events: Vec<AnyEvent>,
    carry: &mut EventCarry,
) -> Vec<TableEvent> {
    match &game.rules() {
        AnyRules::Wendellhead(r) => events
            .into_iter()
            .filter_map(|e| match e {
                AnyEvent::Wendellhead(e) => Some(from_wendellhead(r, e)),
                _ => None,
            })
            .collect(),
        AnyRules::Whist(_) => {
            // The turn-up is the dealer's last card: the deal event before it says who that is.
            let mut dealer = Seat(0);
            events
                .into_iter()
                .filter_map(|e| match e {
                    AnyEvent::Whist(e) => Some(from_whist(e, &mut dealer)),
                    _ => None,
                })
                .collect()
        }
        AnyRules::Hearts(r) => events
            .into_iter()
            .flat_map(|e| match e {
                AnyEvent::Hearts(e) => from_hearts(r, e, carry),
                _ => Vec::new(),
            })
            .collect(),
        AnyRules::Schafkopf(r) => {
            carry.players = r.players();
            let mut out: Vec<TableEvent> = events
                .into_iter()
                .flat_map(|e| match e {
                    AnyEvent::Schafkopf(e) => from_schafkopf(e, carry),
                    _ => Vec::new(),
                })
                .collect();
            // What the table's seat knows, asked of the engine after the move: told once it changes.
            if let AnyMatch::Schafkopf(g) = game {
                let view = g.view(carry.viewer);
                let known = (view.contract, view.sides);
                if carry.known != Some(known) {
                    carry.known = Some(known);
                    out.push(TableEvent::Known {
                        contract: known.0,
                        sides: known.1,
                    });
                }
            }
            out
        }
    }
}

/// Whether `event` is a deal's scoring that makes a row (Whist's game won joins its hand's row).
fn makes_row(event: &TableEvent) -> bool {
    matches!(
        event,
        TableEvent::Scored(
            Score::Flint { .. }
                | Score::Hand { .. }
                | Score::Hearts { .. }
                | Score::Schafkopf { .. }
        )
    )
}

/// The rows a batch of the table's events (of one move) scores; `game` is the match after it.
fn rows_of(game: &AnyMatch, events: &[TableEvent]) -> Vec<SheetRow> {
    let mut rows = Vec::new();
    // The counts of the last trick before a scoring: Wendellhead's Pins at the Flint.
    let mut counts: Vec<i32> = Vec::new();
    for (i, event) in events.iter().enumerate() {
        // The deal being played when the scoring happened: the engine has dealt any later ones of the batch.
        let dealt_after = events[i..]
            .iter()
            .filter(|e| matches!(e, TableEvent::Dealt { .. }))
            .count() as u32;
        let deal = game.deals().saturating_sub(1 + dealt_after);
        let line = match event {
            TableEvent::TrickWon { counts: c, .. } => {
                counts.clone_from(c);
                continue;
            }
            TableEvent::Scored(Score::Flint { winner, flints }) => SheetLine::Flint {
                winner: *winner,
                pins: counts.iter().map(|&c| c.max(0) as u32).collect(),
                flints: flints.clone(),
            },
            TableEvent::Scored(Score::Hand {
                tricks,
                points,
                honours,
                score,
            }) => SheetLine::Whist {
                tricks: *tricks,
                points: *points,
                honours: *honours,
                score: *score,
                game: None,
                // A move scores one hand at most: the engine's games now are the games after it.
                games: match game {
                    AnyMatch::Whist(g) => g.games(),
                    _ => [0; 2],
                },
            },
            TableEvent::Scored(Score::Game { side, .. }) => {
                if let Some(SheetRow {
                    line: SheetLine::Whist { game, .. },
                    ..
                }) = rows.last_mut()
                {
                    *game = Some(*side);
                }
                continue;
            }
            TableEvent::Scored(Score::Hearts {
                points,
                moon,
                scores,
                ..
            }) => SheetLine::Hearts {
                points: points.clone(),
                moon: *moon,
                scores: scores.clone(),
            },
            TableEvent::Scored(Score::Schafkopf {
                kind,
                trump,
                declarers,
                points,
                winner,
                schneider,
                schwarz,
                value,
                payments,
                balance,
                ..
            }) => SheetLine::Schafkopf {
                kind: *kind,
                trump: *trump,
                declarers: declarers.clone(),
                points: points.clone(),
                winner: winner.clone(),
                schneider: *schneider,
                schwarz: *schwarz,
                value: *value,
                payments: payments.clone(),
                balance: balance.clone(),
            },
            _ => continue,
        };
        rows.push(SheetRow { deal, line });
    }
    rows
}

fn from_schafkopf(e: schafkopf::Event, hand: &mut EventCarry) -> Vec<TableEvent> {
    use schafkopf::Event as E;
    match e {
        E::Dealt { dealer, deck } => {
            hand.contract = None;
            // The table forgets the game at each deal: what its seat knows is told afresh after it.
            hand.known = None;
            hand.piles.clear();
            hand.skat.clear();
            hand.tricks_left = 0;
            let (out, covered) = match deck.len() {
                // The game for two: the face-down cards (non-dealer's piles, then the dealer's), then the face-up.
                32 if hand.players == 2 => {
                    let other = dealer.plus(1, 2);
                    let owner = |i: usize| {
                        if (i / 8).is_multiple_of(2) {
                            other
                        } else {
                            dealer
                        }
                    };
                    for (i, &card) in deck.iter().enumerate() {
                        hand.piles.push((card, owner(i), (i % 8) as u8));
                    }
                    hand.tricks_left = 16;
                    let all: Vec<(Card, Seat)> = deck
                        .iter()
                        .enumerate()
                        .map(|(i, &c)| (c, owner(i)))
                        .collect();
                    (all[16..].to_vec(), all[..16].to_vec())
                }
                // Dreiwendsch: packets of 3-4-skat-3 (20 cards: 3-skat-3) clockwise from the dealer's left.
                _ if hand.players == 3 => {
                    let packets: &[usize] = if deck.len() == 20 {
                        &[3, 0, 3]
                    } else {
                        &[3, 4, 0, 3]
                    };
                    let mut out = Vec::new();
                    let mut at = 0;
                    for &size in packets {
                        if size == 0 {
                            hand.skat = deck[at..at + 2].to_vec();
                            at += 2;
                            continue;
                        }
                        for k in 1..=3 {
                            out.extend(deck[at..at + size].iter().map(|&c| (c, dealer.plus(k, 3))));
                            at += size;
                        }
                    }
                    hand.tricks_left = out.len() as u32 / 3;
                    (out, Vec::new())
                }
                // Four at a time clockwise from the dealer's left, twice round.
                _ => {
                    hand.tricks_left = 8;
                    let out = deck
                        .iter()
                        .enumerate()
                        .map(|(i, &card)| (card, dealer.plus(1 + (i / 4) % 4, 4)))
                        .collect();
                    (out, Vec::new())
                }
            };
            hand.taken = vec![0; hand.players.max(2) as usize];
            vec![TableEvent::Dealt {
                dealer,
                out,
                covered,
            }]
        }
        E::Declared { seat, call } => vec![TableEvent::Declared { seat, call }],
        E::SkatOffered { seat, take: false } => vec![TableEvent::Declared {
            seat,
            call: LogCall::Pass,
        }],
        E::SkatOffered { seat, take: true } => {
            let cards = std::mem::take(&mut hand.skat);
            vec![
                TableEvent::Declared {
                    seat,
                    call: LogCall::TakeSkat,
                },
                TableEvent::SkatTaken { seat, cards },
            ]
        }
        E::Discarded { seat, cards } => vec![TableEvent::Discarded { seat, cards }],
        E::Revealed { seat, card, .. } => vec![TableEvent::Revealed { seat, card }],
        // The truth is kept for the hand's result; the table shows only what its seat knows (`Known`).
        E::Contracted {
            kind,
            trump,
            declarers,
        } => {
            // Fixed before a wedding's partner is found: a game called by one seat has only its caller here.
            let caller =
                (kind != ContractKind::Normal && declarers.len() == 1).then(|| declarers[0]);
            hand.contract = Some((kind, trump, caller));
            // Dreiwendsch: the skat's taker names the trump aloud.
            match (hand.players, kind, declarers.as_slice()) {
                (3, ContractKind::Solo, &[taker]) => vec![TableEvent::Declared {
                    seat: taker,
                    call: LogCall::Solo { trump },
                }],
                _ => Vec::new(),
            }
        }
        E::CardPlayed { seat, card } => vec![TableEvent::Played { seat, card }],
        E::TrickWon { winner, points } => {
            if hand.taken.len() <= winner.index() {
                hand.taken.resize(winner.index() + 1, 0);
            }
            hand.taken[winner.index()] += points as i32;
            hand.tricks_left = hand.tricks_left.saturating_sub(1);
            // Everyone for themselves: the skat nobody took goes with the last trick.
            let with = if hand.tricks_left == 0 {
                let skat = std::mem::take(&mut hand.skat);
                hand.taken[winner.index()] +=
                    schafkopf::points(skat.iter().copied().collect()) as i32;
                skat
            } else {
                Vec::new()
            };
            vec![TableEvent::TrickWon {
                winner,
                counts: hand.taken.clone(),
                with,
            }]
        }
        E::PartnerFound { .. } => Vec::new(),
        E::Doubled { seat, call } => vec![TableEvent::Doubled { seat, call }],
        E::HandScored {
            declarers,
            points,
            winner,
            schneider,
            schwarz,
            laufende,
            doubles,
            value,
            payments,
            balance,
        } => {
            let (kind, trump, caller) =
                hand.contract
                    .take()
                    .unwrap_or((ContractKind::Normal, Suit::Diamonds, None));
            vec![TableEvent::Scored(Score::Schafkopf {
                kind,
                trump,
                caller,
                declarers,
                points,
                declarers_won: winner == schafkopf::Winner::Declarers,
                winner,
                schneider,
                schwarz,
                laufende,
                doubles,
                value,
                payments,
                balance,
            })]
        }
        E::MatchOver { balance } => {
            let best = balance.iter().copied().max().unwrap_or(0);
            vec![TableEvent::MatchWon {
                winners: (0..balance.len())
                    .filter(|&s| balance[s] == best)
                    .map(|s| Seat(s as u8))
                    .collect(),
            }]
        }
    }
}

/// What the events of one batch leave for the next: the engine reports a hand card by card, and some of what the
/// table says depends on earlier cards (Hearts: the kitty waiting for the first trick, whether hearts are broken,
/// the points taken before the moon is scored).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventCarry {
    /// Hearts: the face-down kitty, which goes with the first trick to its winner.
    pub kitty: Vec<Card>,
    /// Hearts: whether hearts are broken in this hand.
    pub broken: bool,
    /// Hearts: the points each seat has taken this hand, before any moon; Schafkopf: the card points.
    pub taken: Vec<i32>,
    /// Schafkopf: the seat the table is shown from (the person's, or seat 0 at a table of computers).
    pub viewer: Seat,
    /// Schafkopf: what the viewer knew after the last batch (the game as it sees it, and the sides).
    pub known: Option<(Option<PublicContract>, [Option<bool>; 4])>,
    /// Schafkopf: the game as it truly is, told only with the hand's result: its kind, trump and the seat that
    /// called it (a wedding's player, a soloist; none in a normal game).
    pub contract: Option<(ContractKind, Suit, Option<Seat>)>,
    /// Schafkopf: players at the table (the variant).
    pub players: u8,
    /// Dreiwendsch: the skat while nobody has taken it (it goes with the last trick if nobody does).
    pub skat: Vec<Card>,
    /// Schafkopf: tricks still to come this deal.
    pub tricks_left: u32,
    /// Schafkopf for two: each card's pile this deal, with whose it is.
    pub piles: Vec<(Card, Seat, u8)>,
}

impl EventCarry {
    /// What a match the engine holds has left (a resumed match), shown from `viewer`'s seat.
    pub fn of(game: &AnyMatch, viewer: Seat) -> EventCarry {
        match game {
            AnyMatch::Hearts(g) => EventCarry {
                kitty: g.kitty().to_vec(),
                broken: g.hearts_broken(),
                taken: g.raw_points(),
                ..EventCarry::new(viewer)
            },
            AnyMatch::Schafkopf(g) => {
                let view = g.view(viewer);
                let players = g.rules().players();
                let mut piles = Vec::new();
                for seat in Seat::all(players).filter(|_| players == 2) {
                    for (p, pile) in g.piles(seat).iter().enumerate() {
                        for card in [pile.up, pile.down].into_iter().flatten() {
                            piles.push((card, seat, p as u8));
                        }
                    }
                }
                EventCarry {
                    taken: view.taken_points[..players as usize]
                        .iter()
                        .map(|&p| p as i32)
                        .collect(),
                    known: Some((view.contract, view.sides)),
                    contract: g.contract().map(|c| {
                        (
                            c.kind,
                            c.trump,
                            (c.kind != ContractKind::Normal).then_some(c.declarer),
                        )
                    }),
                    players,
                    skat: if g.taker().is_none() {
                        g.skat().iter().collect()
                    } else {
                        Vec::new()
                    },
                    tricks_left: (g.rules().hand_size() - g.history().len()) as u32,
                    piles,
                    ..EventCarry::new(viewer)
                }
            }
            AnyMatch::Wendellhead(_) | AnyMatch::Whist(_) => EventCarry::new(viewer),
        }
    }

    /// Schafkopf for two: the pile (0-7) `card` lies on this deal.
    pub fn pile_of(&self, card: Card) -> u8 {
        self.piles
            .iter()
            .find(|&&(c, ..)| c == card)
            .map_or(0, |&(_, _, pile)| pile)
    }

    /// Nothing carried yet, for a match shown from `viewer`'s seat.
    pub fn new(viewer: Seat) -> EventCarry {
        EventCarry {
            viewer,
            ..EventCarry::default()
        }
    }
}

fn from_hearts(rules: &hearts::Rules, e: hearts::Event, hand: &mut EventCarry) -> Vec<TableEvent> {
    use hearts::Event as E;
    let n = rules.players;
    match e {
        E::Dealt {
            dealer,
            removed,
            deck,
            kitty,
        } => {
            let kitty = kitty.unwrap_or_default();
            let dealt = deck.len() - kitty.len();
            let mut out = vec![TableEvent::Dealt {
                dealer,
                out: deck
                    .iter()
                    .take(dealt)
                    .enumerate()
                    .map(|(i, &card)| (card, dealer.plus(1 + i, n)))
                    .collect(),
                covered: Vec::new(),
            }];
            // The cards out of play this game are set aside unseen; the kitty waits face down in the middle.
            if !removed.is_empty() {
                out.push(TableEvent::SetAside { cards: removed });
            }
            hand.kitty = kitty;
            hand.broken = false;
            out
        }
        E::Passed { direction, cards } => vec![TableEvent::Passed {
            direction,
            moves: cards
                .iter()
                .enumerate()
                .flat_map(|(from, given)| {
                    let from = Seat(from as u8);
                    let to = direction.receiver(from, n);
                    given.iter().map(move |&card| (card, from, to))
                })
                .collect(),
        }],
        E::CardPlayed { seat, card } => {
            let mut out = vec![TableEvent::Played { seat, card }];
            let breaks = card.suit() == Suit::Hearts
                || (rules.queen_breaks_hearts && card == hearts::QUEEN_OF_SPADES);
            if breaks && !hand.broken {
                hand.broken = true;
                out.push(TableEvent::HeartsBroken);
            }
            out
        }
        E::TrickWon { winner, points } => {
            hand.taken = points.clone();
            vec![TableEvent::TrickWon {
                winner,
                counts: points,
                with: std::mem::take(&mut hand.kitty),
            }]
        }
        E::HandScored {
            points,
            moon,
            scores,
        } => vec![TableEvent::Scored(Score::Hearts {
            taken: std::mem::take(&mut hand.taken),
            points,
            moon,
            scores,
        })],
        E::GameOver { winners, .. } => vec![TableEvent::MatchWon { winners }],
    }
}

fn from_wendellhead(rules: &wendellhead::Rules, e: wendellhead::Event) -> TableEvent {
    use wendellhead::Event as E;
    match e {
        E::Dealt { dealer, deck } => {
            let dealt = rules.players as usize * rules.hand_size as usize;
            TableEvent::Dealt {
                dealer,
                out: deck
                    .iter()
                    .take(dealt)
                    .enumerate()
                    .map(|(i, &card)| (card, dealer.plus(1 + i, rules.players)))
                    .collect(),
                covered: Vec::new(),
            }
        }
        E::PrizeTurned { card, trump } => TableEvent::PrizeTurned { card, trump },
        E::CardPlayed { seat, card } => TableEvent::Played { seat, card },
        E::PinWon { winner, pins } => TableEvent::TrickWon {
            winner,
            counts: pins.into_iter().map(|p| p as i32).collect(),
            with: Vec::new(),
        },
        E::PrizeTaken { seat, card } => TableEvent::PrizeTaken { seat, card },
        E::CardDrawn { seat, card } => TableEvent::Drawn { seat, card },
        E::CardsSetAside { cards } => TableEvent::SetAside { cards },
        E::FlintWon { winner, flints } => TableEvent::Scored(Score::Flint { winner, flints }),
        E::MatchWon { winner } => TableEvent::MatchWon {
            winners: vec![winner],
        },
    }
}

fn from_whist(e: whist::Event, last_dealer: &mut Seat) -> TableEvent {
    use whist::Event as E;
    match e {
        E::Dealt { dealer, deck } => {
            *last_dealer = dealer;
            TableEvent::Dealt {
                dealer,
                out: deck
                    .iter()
                    .enumerate()
                    .map(|(i, &card)| (card, dealer.plus(1 + i, whist::PLAYERS)))
                    .collect(),
                covered: Vec::new(),
            }
        }
        E::TrumpTurned { card, .. } => TableEvent::TrumpTurned {
            dealer: *last_dealer,
            card,
        },
        E::CardPlayed { seat, card } => TableEvent::Played { seat, card },
        E::TrickWon { winner, tricks } => TableEvent::TrickWon {
            winner,
            counts: tricks.iter().map(|&t| t as i32).collect(),
            with: Vec::new(),
        },
        E::HandScored {
            tricks,
            points,
            honours,
            score,
        } => TableEvent::Scored(Score::Hand {
            tricks,
            points,
            honours,
            score,
        }),
        E::GameWon { winner, score } => TableEvent::Scored(Score::Game {
            side: winner,
            score,
        }),
        E::MatchWon { winner } => TableEvent::MatchWon {
            winners: Seat::all(whist::PLAYERS)
                .filter(|&s| side_of(s) == winner as usize)
                .collect(),
        },
    }
}

/// The match in progress: the engine state, the computer players, and the events not yet shown.
#[derive(Resource)]
pub struct Table {
    /// The engine's match: the single source of truth.
    pub game: AnyMatch,
    /// Who plays each seat.
    pub seats: Vec<SeatKind>,
    /// The computer players, by seat (`None` for the person).
    pub players: Vec<Option<ComputerPlayer>>,
    /// Events waiting to be shown, oldest first.
    pub pending: VecDeque<TableEvent>,
    /// The match as the table shows it so far (the engine may be ahead while events are shown).
    pub shown: Shown,
    /// What the events shown so far leave for the next ones.
    pub carry: EventCarry,
    /// The deal being played again, if this is a replay: one deal, unscored, not saved, not in the statistics.
    pub replay: Option<DealCode>,
    /// A rated match: undo is off.
    pub rated: bool,
    /// The person took a card back in this match (it counts apart in the statistics).
    pub casual: bool,
    /// The person's decisions that can be taken back, oldest first (none in a rated match).
    pub undo: Vec<UndoPoint>,
    /// Every hand of the match shown so far, for the hand review (the last is the one being played).
    pub hands: Vec<HandRecord>,
    /// The score sheet: a row for every deal the engine has scored, shown once its scoring is shown
    /// ([`Table::sheet_shown`]).
    pub sheet: Vec<SheetRow>,
    /// Every move of the match so far, deal by deal, as the engine made them (ahead of what is shown): what the
    /// save keeps of the match's history, from which [`hands_from_record`] rebuilds [`Table::hands`].
    pub record: MatchRecord,
    /// Deals played before [`Table::record`] began (a match saved by a version that kept no record): their
    /// hands cannot be reviewed, and the review numbers the hands after them.
    pub unrecorded: u32,
    /// The Hard computer plays the person's seat (`--headless --continue`: nobody is there to play it).
    pub stand_in: bool,
    /// On a phone, the order the person's suits are shown in, so each lies whole in a row
    /// (`table::layout::arrange_hand` keeps it); `None` elsewhere, where a hand shows in its usual order.
    pub group_order: Option<GroupOrder>,
    /// How the person likes their hand sorted (the settings' copy, kept here so every view of the hand agrees).
    pub sort: crate::engine::HandSort,
    /// Whether the person arranges their hand themselves ("as I arrange it" in the settings).
    pub arrange: bool,
    /// The person's own order of their hand this deal, once they moved a card in it (saved with the match).
    pub arranged: Option<Arranged>,
}

/// The order the person put their hand in by dragging cards or with Shift and the arrow keys: it stays until the
/// deal ends, through the computers' plays, an undo, and Quit and Continue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arranged {
    /// The deal's code as written ([`DealCode`]'s text): another deal starts from the chosen sort again.
    pub deal: String,
    /// The person's cards, left to right, as last arranged (cards played since are simply not there any more).
    pub cards: Vec<Card>,
}

impl Arranged {
    /// `sorted` (the hand in the chosen sort) in this arrangement: the cards arranged in their places, and a card
    /// that came later (passed to the person, taken from the skat) beside the card it follows in the sort.
    pub fn apply(&self, sorted: &[Card]) -> Vec<Card> {
        let mut shown: Vec<Card> = self
            .cards
            .iter()
            .copied()
            .filter(|c| sorted.contains(c))
            .collect();
        for (i, &card) in sorted.iter().enumerate() {
            if shown.contains(&card) {
                continue;
            }
            // After the nearest card before it in the sort that is already shown; first if there is none.
            let at = sorted[..i]
                .iter()
                .rev()
                .find_map(|c| shown.iter().position(|x| x == c))
                .map_or(0, |p| p + 1);
            shown.insert(at, card);
        }
        shown
    }
}

/// The order the person's hand shows its groups in (suits; Schafkopf's trumps) on a phone, whose rows hold whole
/// groups only in some orders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupOrder {
    /// The groups ([`AnyMatch::hand_group`]) in the order shown; a group not among them follows, in the usual order.
    pub groups: Vec<u8>,
    /// The trump the groups were told apart by (a new trump makes new groups in Schafkopf, a new last in Whist).
    pub trump: Option<Suit>,
    /// The deal it was found for: each deal starts from the usual order.
    pub deal: Option<DealCode>,
}

/// One hand as the person saw it, for the review: its code, its tricks, and each decision the person made with
/// the match as it was just before (the review asks the Hard computer what it would have done from that view).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandRecord {
    /// The deal's code.
    pub code: Option<DealCode>,
    /// The fingerprint the table showed as the hand was dealt (`None` for a replay, which shows none).
    pub fingerprint: Option<crate::engine::Fingerprint>,
    /// The tricks, in order.
    pub tricks: Vec<ShownTrick>,
    /// The person's decisions (cards, the pass, the call, the cards laid away), in order, each with the match
    /// just before it.
    pub decisions: Vec<DecisionPoint>,
    /// The match as the hand was dealt (the start of par's replays); `None` for a hand continued mid-way.
    pub start: Option<AnyMatch>,
    /// What the hand brought the person, in the game's unit (see [`crate::ai::par::deal_result`]), once scored.
    pub result: Option<i64>,
    /// The hand's par, once worked out.
    pub par: Option<Par>,
    /// Rounds the person (or their side) won in the hand, for the statistics: a Flint, a Whist game, a clean
    /// Hearts hand (no points taken, or the moon shot), a Schafkopf hand won.
    pub rounds: u32,
}

impl HandRecord {
    /// The person's cards of the hand, each with the match just before it.
    pub fn plays(&self) -> impl Iterator<Item = (&DecisionPoint, Card)> {
        self.decisions.iter().filter_map(|d| match d.made {
            Made::Card(card) => Some((d, card)),
            _ => None,
        })
    }
}

/// What the person decided: a move of the engine's record (a card, a pass or cards laid away, a call).
pub type Made = crate::engine::Move;

/// One decision of the person's, with the match just before it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecisionPoint {
    /// The match just before the decision.
    pub before: AnyMatch,
    /// The decision.
    pub made: Made,
}

/// Hands and undo points carried over when a decision is taken back (the table is laid out again then).
#[derive(Resource, Clone, Debug, Default)]
pub struct CarriedHands {
    /// The hands played so far, the undone decisions left out.
    pub hands: Vec<HandRecord>,
    /// The decisions that can still be taken back, oldest first.
    pub undo: Vec<UndoPoint>,
}

/// What taking one of the person's decisions back returns to: the match just before it, and how far the record
/// of the match had got then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UndoPoint {
    /// The match just before the decision.
    pub before: AnyMatch,
    /// The decision.
    pub made: Made,
    /// How many hands [`Table::hands`] held, and the last one's tricks and decisions.
    pub hands: usize,
    /// The last hand's tricks then.
    pub tricks: usize,
    /// The last hand's decisions then.
    pub decisions: usize,
    /// How far the match's record had got.
    pub place: RecordPlace,
}

/// Undo points kept: enough to go back over a whole deal of Hearts for three (17 cards and a pass) and more.
pub const UNDO_DEPTH: usize = 64;

impl Table {
    /// Closes the hand being played once it is scored (`self.game` has moved past it): what it brought the
    /// person, so its par can be worked out. Nothing for a computers' table, a hand continued mid-way, or a hand
    /// already closed.
    pub fn close_hand(&mut self) {
        let Some(seat) = human_seat(self) else { return };
        let game = self.game;
        let Some(hand) = self.hands.last_mut() else {
            return;
        };
        let Some(start) = hand.start else { return };
        if hand.result.is_some() || !(game.is_over() || game.deals() != start.deals()) {
            return;
        }
        let winners: Vec<Seat> = hand.tricks.iter().map(|t| t.winner).collect();
        hand.result = Some(deal_result(&start, &game, &winners, seat));
    }

    /// Who plays each seat in par's replays: the computers with the level and seed they play this match with,
    /// the person's seat the Hard computer standing in for them (the seed the hint and the review use), so the
    /// replay is the real deal again wherever the person chose as Hard would.
    pub fn sitters(&self) -> Vec<Sitter> {
        sitters_of(&self.seats, self.game.seed())
    }

    /// Counts a round the person (or their side) won in the hand being shown, for the statistics.
    pub fn count_round(&mut self) {
        if let Some(hand) = self.hands.last_mut() {
            hand.rounds += 1;
        }
    }

    /// Makes a computer's move (or the stand-in's) through the engine and records it; the events go on the
    /// queue to be shown. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, mv: Move) -> Result<(), PlayError> {
        let mut events = Vec::new();
        self.record.apply(&mut self.game, seat, mv, &mut events)?;
        self.show(events);
        Ok(())
    }

    /// Makes the person's decision through the engine: recorded, kept for the hand review and (unless forced)
    /// as an undo point, its events queued to be shown. On error nothing changes.
    pub fn decide(&mut self, seat: Seat, mv: Move) -> Result<(), PlayError> {
        let before = self.game;
        let place = self.record.place();
        let mut events = Vec::new();
        self.record.apply(&mut self.game, seat, mv, &mut events)?;
        self.record_decision(before, mv, place);
        self.show(events);
        Ok(())
    }

    /// Records a decision the person made from `before` (the record at `place`): the hand review keeps it, and
    /// unless it was forced (the only card allowed: nothing to take back) it becomes the newest undo point.
    fn record_decision(&mut self, before: AnyMatch, made: Made, place: RecordPlace) {
        let forced = matches!(made, Made::Card(_)) && before.legal_moves().len() == 1;
        let (hands, tricks, decisions) = match self.hands.last() {
            Some(h) => (self.hands.len(), h.tricks.len(), h.decisions.len()),
            None => (0, 0, 0),
        };
        if !forced {
            if self.undo.len() >= UNDO_DEPTH {
                self.undo.remove(0);
            }
            self.undo.push(UndoPoint {
                before,
                made,
                hands,
                tricks,
                decisions,
                place,
            });
        }
        if let Some(hand) = self.hands.last_mut() {
            hand.decisions.push(DecisionPoint { before, made });
        }
    }

    /// The decision taking back would undo now (the person's last one that was not forced), with everything after
    /// it; or why there is none: a rated match, or nothing decided yet.
    pub fn undo_to(&self) -> Result<UndoPoint, String> {
        if self.rated {
            return Err(t!("undo-rated"));
        }
        let point = self
            .undo
            .last()
            .copied()
            .ok_or_else(|| t!("undo-nothing"))?;
        if human_seat(self).is_none() || self.game.is_over() {
            return Err(t!("undo-nothing"));
        }
        Ok(point)
    }

    /// The hands as they were at `point`: later hands dropped, the last one's later tricks and decisions too, its
    /// result and par forgotten (the hand is being played again).
    pub fn hands_at(&self, point: &UndoPoint) -> Vec<HandRecord> {
        let mut hands = self.hands.clone();
        hands.truncate(point.hands);
        if let Some(hand) = hands.last_mut() {
            hand.tricks.truncate(point.tricks);
            hand.decisions.truncate(point.decisions);
            hand.result = None;
            hand.par = None;
            hand.rounds = 0;
        }
        hands
    }
}

/// Who plays each seat in par's replays of a match with `seats` and `seed` (see [`Table::sitters`]).
pub fn sitters_of(seats: &[SeatKind], seed: u64) -> Vec<Sitter> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            SeatKind::Computer(level) => (*level, crate::sim::player_seed(seed, Seat(i as u8))),
            SeatKind::Human => (Level::Hard, STAND_IN_SEED),
        })
        .collect()
}

/// The hands of `record` as the table records them while they are played: each deal's code, tricks, the
/// person's decisions with the match just before each, and what the hand brought the person once it is over
/// (`end` is the match now). `person` is the person's seat (`None` at a table of computers: no decisions, no
/// results). A deal whose record began mid-way has no start (no par). The replay stops at a move the engine
/// refuses (never expected: a saved record is checked when it is read).
pub fn hands_from_record(
    record: &MatchRecord,
    end: &AnyMatch,
    person: Option<Seat>,
) -> Vec<HandRecord> {
    let viewer = person.unwrap_or(Seat(0));
    let mut hands = Vec::with_capacity(record.deals.len());
    for (i, deal) in record.deals.iter().enumerate() {
        let mut game = deal.start;
        let mut carry = EventCarry::of(&game, viewer);
        let mut hand = HandRecord {
            code: Some(DealCode::of(&deal.start)),
            // A saved match is never a replay: the table showed this deal's fingerprint.
            fingerprint: Some(crate::engine::Fingerprint::of(&DealCode::of(&deal.start))),
            start: (!deal.partial).then_some(deal.start),
            ..HandRecord::default()
        };
        let mut trick: Vec<(Seat, Card)> = Vec::new();
        for &(seat, mv) in &deal.moves {
            if Some(seat) == person {
                hand.decisions.push(DecisionPoint {
                    before: game,
                    made: mv,
                });
            }
            // Wendellhead's prize on offer while the trick was played goes with it (unless the trick ends the
            // deal's scoring: then no prize is taken).
            let prize = match &game {
                AnyMatch::Wendellhead(g) => g.prize(),
                _ => None,
            };
            let mut events = Vec::new();
            if mv.apply(&mut game, seat, &mut events).is_err() {
                break;
            }
            let shown = table_events(&game, events, &mut carry);
            for (k, event) in shown.iter().enumerate() {
                match event {
                    TableEvent::Played { seat, card } => trick.push((*seat, *card)),
                    TableEvent::Scored(score) if person.is_some_and(|p| score.won_by(p)) => {
                        hand.rounds += 1;
                    }
                    TableEvent::TrickWon { winner, with, .. } => {
                        let scored = shown.get(k + 1).is_some_and(TableEvent::is_scoring);
                        hand.tricks.push(ShownTrick {
                            plays: std::mem::take(&mut trick),
                            winner: *winner,
                            prize: prize.filter(|_| !scored),
                            kitty: with.iter().copied().collect(),
                        });
                    }
                    _ => {}
                }
            }
        }
        // Over once the next deal is dealt, or the match is.
        let after = match record.deals.get(i + 1) {
            Some(next) => Some(next.start),
            None => end.is_over().then_some(*end),
        };
        if let (Some(seat), Some(start), Some(after)) = (person, hand.start, after) {
            let winners: Vec<Seat> = hand.tricks.iter().map(|t| t.winner).collect();
            hand.result = Some(deal_result(&start, &after, &winners, seat));
        }
        hands.push(hand);
    }
    hands
}

impl Table {
    /// The game being played.
    pub fn kind(&self) -> GameKind {
        self.game.kind()
    }

    /// What a trick is called in the game being played: "Pin" in Wendellhead.
    pub fn trick_word(&self) -> String {
        trick_word(self.kind())
    }

    /// The person's own arrangement of the deal shown, while "as I arrange it" is on.
    pub fn arranged_now(&self) -> Option<&Arranged> {
        let deal = self.shown.deal_code?.to_string();
        self.arranged
            .as_ref()
            .filter(|a| self.arrange && a.deal == deal)
    }

    /// Whether the person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()) == Some(&SeatKind::Human)
    }

    /// Whether `seat` is the person's or, in a partnership game, the person's partner's.
    pub fn is_ours(&self, seat: Seat) -> bool {
        match self.kind() {
            GameKind::Whist => human_seat(self).is_some_and(|h| side_of(h) == side_of(seat)),
            // Schafkopf's partners are secret: only the person's own seat is surely theirs.
            GameKind::Wendellhead | GameKind::Hearts | GameKind::Schafkopf => self.is_human(seat),
        }
    }

    /// Adds engine events to the queue, in the table's words.
    pub fn show(&mut self, events: Vec<AnyEvent>) {
        let shown = table_events(&self.game, events, &mut self.carry);
        // The sheet is written as the engine scores, so it always matches the match that is saved.
        self.sheet.extend(rows_of(&self.game, &shown));
        self.pending.extend(shown);
    }

    /// The score sheet as far as the table has shown it: without the rows whose scoring still waits to be shown.
    pub fn sheet_shown(&self) -> &[SheetRow] {
        let waiting = self.pending.iter().filter(|e| makes_row(e)).count();
        &self.sheet[..self.sheet.len().saturating_sub(waiting)]
    }

    /// The seat the table is shown from: the person's, or seat 0 at a table of computers (what it knows of a
    /// secret game is what the table tells).
    pub fn viewer(&self) -> Seat {
        human_seat(self).unwrap_or(Seat(0))
    }

    /// Takes the next waiting event if `wanted` accepts it (each phase takes only events of its own kind).
    pub fn next_if(&mut self, wanted: impl Fn(&TableEvent) -> bool) -> Option<TableEvent> {
        if self.pending.front().is_some_and(wanted) {
            self.pending.pop_front()
        } else {
            None
        }
    }

    /// Whether the table shows everything the engine did: no event waits.
    pub fn caught_up(&self) -> bool {
        self.pending.is_empty() && self.shown.deal_out.is_empty()
    }

    /// Whose turn the table shows: nobody's while events wait or the last trick still lies on the table.
    pub fn turn_shown(&self) -> Option<Seat> {
        if self.caught_up() && self.shown.held.is_none() {
            self.game.to_act()
        } else {
            None
        }
    }
}

/// Takes the next waiting event off `table` if it is `wanted`, marking the table changed only when one is taken.
/// The systems that look for their event every frame thus leave a table with nothing new unchanged: what follows
/// the table (its labels, the layout) is not redone each frame, and a table at rest stays at rest (`rest.rs`).
pub fn take_next(
    table: &mut impl DetectChangesMut<Inner = Table>,
    wanted: impl Fn(&TableEvent) -> bool,
) -> Option<TableEvent> {
    let event = table.bypass_change_detection().next_if(wanted);
    if event.is_some() {
        table.set_changed();
    }
    event
}

/// A run condition: the match at the table is of `game` (a game's own systems run only then).
pub fn playing(game: GameKind) -> impl Fn(Option<Res<Table>>) -> bool + Clone {
    move |table: Option<Res<Table>>| table.is_some_and(|t| t.kind() == game)
}

/// The names of the computer players by seat (seat 0 is the person's in a game from the setup screen).
const NAMES: [&str; 5] = ["Ada", "Mara", "Otto", "Lena", "Ivo"];

/// How the table names a seat: "You" for the person, a name for a computer.
pub fn seat_name(table: &Table, seat: Seat) -> String {
    if table.is_human(seat) {
        t!("seat-you")
    } else {
        computer_name(seat)
    }
}

/// The name of the computer player in `seat` (the setup names the seats with it before the match).
pub fn computer_name(seat: Seat) -> String {
    NAMES[seat.index() % NAMES.len()].to_string()
}

/// How the table names a Whist side: "You & Otto", "Mara & Lena".
pub fn side_name(table: &Table, side: usize) -> String {
    let seats: Vec<Seat> = Seat::all(whist::PLAYERS)
        .filter(|&s| side_of(s) == side)
        .collect();
    // The person first.
    let (a, b) = if table.is_human(seats[1]) {
        (seats[1], seats[0])
    } else {
        (seats[0], seats[1])
    };
    t!(
        "side-name",
        first = seat_name(table, a),
        second = seat_name(table, b)
    )
}

/// The seat the person plays, if any.
pub fn human_seat(table: &Table) -> Option<Seat> {
    person_of(&table.seats)
}

/// The seat the person plays among `seats`, if any.
pub fn person_of(seats: &[SeatKind]) -> Option<Seat> {
    seats
        .iter()
        .position(|k| *k == SeatKind::Human)
        .map(|i| Seat(i as u8))
}

/// The cards a seat can choose from with the keys, in the order they are shown: its fanned hand, sorted, then
/// Whist's turn-up when it still lies face up on the table by this seat (it is the dealer's card to play).
pub fn sorted_hand(table: &Table, seat: Seat) -> Vec<Card> {
    let game = &table.game;
    let (fanned, turn_up) = fanned_hand(table, seat);
    // Schafkopf for two: the face-up cards as their piles lie, left to right.
    if let AnyMatch::Schafkopf(g) = game
        && g.rules().players() == 2
    {
        let mut cards: Vec<Card> = fanned.iter().collect();
        cards.sort_by_key(|&c| table.carry.pile_of(c));
        return cards;
    }
    let mut cards = hand_shown(table, seat, fanned);
    cards.extend(turn_up);
    cards
}

/// A seat's cards held in the hand, and Whist's turn-up apart while it lies face up on the table by this seat.
pub fn fanned_hand(table: &Table, seat: Seat) -> (CardSet, Option<Card>) {
    let hand = table.game.hand(seat);
    let turn_up = table
        .shown
        .turn_up
        .filter(|&(dealer, card)| dealer == seat && hand.contains(card))
        .map(|(_, card)| card);
    (
        hand - turn_up.map_or(CardSet::EMPTY, CardSet::single),
        turn_up,
    )
}

/// `cards` of `seat`'s hand in the order the hand shows them: [`AnyMatch::hand_order`], the person's on a phone
/// with its groups in [`Table::group_order`]'s order (each group's cards still in the usual order).
pub fn hand_shown(table: &Table, seat: Seat, cards: CardSet) -> Vec<Card> {
    let trump = table.shown.trump;
    // Only the person's own hand follows their sort: a face-down hand's order would say where its cards are.
    if !table.is_human(seat) {
        return table.game.hand_order(cards, trump);
    }
    let mut cards = table.game.hand_order_by(cards, trump, table.sort);
    if let Some(arranged) = table.arranged_now() {
        return arranged.apply(&cards);
    }
    if let Some(order) = &table.group_order
        && order.trump == trump
        && table.is_human(seat)
    {
        // A stable sort: each group keeps its cards' usual order.
        cards.sort_by_key(|&c| {
            let group = table.game.hand_group(c, trump);
            order
                .groups
                .iter()
                .position(|&g| g == group)
                .unwrap_or(usize::MAX)
        });
    }
    cards
}

/// What the table shows of the match so far, updated event by event.
#[derive(Clone, Debug, Default)]
pub struct Shown {
    /// The dealer of the deal shown.
    pub dealer: Seat,
    /// Trump as shown (none before a deal's first card is turned).
    pub trump: Option<Suit>,
    /// The cards of the trick in progress, in playing order.
    pub trick: Vec<(Seat, Card)>,
    /// The last complete trick, for review.
    pub last_trick: Option<ShownTrick>,
    /// Cards dealt by the engine that have yet to go out to the hands, in dealing order.
    pub deal_out: Vec<(Card, Seat)>,
    /// The scores as shown.
    pub scores: ShownScores,
    /// The round whose scores are on screen, until the player goes on.
    pub scoring: Option<Score>,
    /// The match winners, once shown (empty before).
    pub over: Vec<Seat>,
    /// Engine events shown so far: tells one turn from the next.
    pub steps: u64,
    /// The trick just won, while it still lies on the table for everyone to see.
    pub held: Option<HeldTrick>,
    /// Whist: the turn-up lying face up by the dealer, until the dealer plays to the first trick.
    pub turn_up: Option<(Seat, Card)>,
    /// The code of the deal shown (*Replay a deal* plays it again); none before the first deal is shown.
    pub deal_code: Option<DealCode>,
}

/// The scores as the table shows them, per game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShownScores {
    /// Wendellhead's.
    Wendellhead {
        /// Each seat's Pins towards the Flint.
        pins: Vec<u32>,
        /// Each seat's Flints.
        flints: Vec<u32>,
        /// Each seat's Pins when the last Flint was won.
        flint_pins: Vec<u32>,
    },
    /// Whist's, per side.
    Whist {
        /// Tricks this hand.
        tricks: [u32; 2],
        /// Points in the game in progress.
        score: [u32; 2],
        /// Games won.
        games: [u32; 2],
    },
    /// Hearts', per seat.
    Hearts {
        /// Points taken this hand, before any moon.
        points: Vec<i32>,
        /// The running totals.
        scores: Vec<i32>,
        /// Whether hearts are broken in this hand.
        broken: bool,
    },
    /// Schafkopf's, per seat, with what the table's seat knows of the game.
    Schafkopf {
        /// Card points taken this hand.
        points: Vec<i32>,
        /// The running balances (the cashier).
        balance: Vec<i64>,
        /// The calls said aloud this deal.
        calls: [Option<LogCall>; 4],
        /// The game as the table's seat sees it, once declared.
        contract: Option<PublicContract>,
        /// Which seats it knows to be declarers (`Some(true)`) or defenders.
        sides: [Option<bool>; 4],
        /// Dreiwendsch: the cards the table's seat laid away after taking the skat (nobody else sees them).
        laid_away: Vec<Card>,
        /// Kontra and Re said this deal (everyone heard them).
        doubles: schafkopf::Doubles,
    },
}

impl Default for ShownScores {
    fn default() -> Self {
        ShownScores::Wendellhead {
            pins: Vec::new(),
            flints: Vec::new(),
            flint_pins: Vec::new(),
        }
    }
}

impl ShownScores {
    /// The scores at the start of a match of `rules`.
    pub fn new(rules: &AnyRules) -> ShownScores {
        match rules {
            AnyRules::Wendellhead(r) => {
                let n = r.players as usize;
                ShownScores::Wendellhead {
                    pins: vec![0; n],
                    flints: vec![0; n],
                    flint_pins: vec![0; n],
                }
            }
            AnyRules::Whist(_) => ShownScores::Whist {
                tricks: [0; 2],
                score: [0; 2],
                games: [0; 2],
            },
            AnyRules::Hearts(r) => ShownScores::Hearts {
                points: vec![0; r.players as usize],
                scores: vec![0; r.players as usize],
                broken: false,
            },
            AnyRules::Schafkopf(r) => ShownScores::Schafkopf {
                points: vec![0; r.players() as usize],
                balance: vec![0; r.players() as usize],
                calls: [None; 4],
                contract: None,
                sides: [None; 4],
                laid_away: Vec::new(),
                doubles: schafkopf::Doubles::default(),
            },
        }
    }

    /// The scores of a match the engine holds (a resumed match), as `viewer`'s seat knows them.
    pub fn of(game: &AnyMatch, viewer: Seat) -> ShownScores {
        match game {
            AnyMatch::Wendellhead(g) => ShownScores::Wendellhead {
                pins: g.pins().to_vec(),
                flints: g.flints().to_vec(),
                flint_pins: vec![0; g.rules().players as usize],
            },
            AnyMatch::Whist(g) => ShownScores::Whist {
                tricks: g.tricks(),
                score: g.score(),
                games: g.games(),
            },
            AnyMatch::Hearts(g) => ShownScores::Hearts {
                points: g.raw_points(),
                scores: g.scores().to_vec(),
                broken: g.hearts_broken(),
            },
            AnyMatch::Schafkopf(g) => {
                let view = g.view(viewer);
                let n = g.rules().players() as usize;
                ShownScores::Schafkopf {
                    points: view.taken_points[..n].iter().map(|&p| p as i32).collect(),
                    balance: view.balance[..n].to_vec(),
                    calls: view.calls,
                    contract: view.contract,
                    sides: view.sides,
                    laid_away: view.discard.iter().collect(),
                    doubles: view.doubles,
                }
            }
        }
    }
}

/// A complete trick while it is held on the table before going to its winner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeldTrick {
    /// Who won it.
    pub winner: Seat,
    /// The card that won it.
    pub card: Card,
    /// The prize it brings, if any (Wendellhead).
    pub prize: Option<Card>,
    /// What goes with it, turned up for a moment: Hearts' kitty with the first trick, Dreiwendsch's skat nobody
    /// took with the last.
    pub kitty: CardSet,
    /// It stays on the table until the person goes on (the setting [`Settings::keep_tricks`]): a click or tap on
    /// the table, Space or Enter. Until then the table waits and asks for no frames.
    ///
    /// [`Settings::keep_tricks`]: crate::app::settings::Settings::keep_tricks
    pub waits: bool,
    /// Otherwise the seconds it stays ([`trick_hold`]).
    pub hold: f32,
}

/// A complete trick as the review shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownTrick {
    /// The cards in playing order, the leader first.
    pub plays: Vec<(Seat, Card)>,
    /// Who won it.
    pub winner: Seat,
    /// The prize the winner took, if any (Wendellhead).
    pub prize: Option<Card>,
    /// What the winner took with it, if anything: Hearts' kitty (the first trick), Dreiwendsch's skat nobody took
    /// (the last).
    pub kitty: CardSet,
}

/// How long a complete trick stays in view (seconds), scaled by the speed's `pace`: long enough to read the four
/// cards and who won at every speed but instant, longer when it carries points (`weighty`, [`trick_weighs`]).
pub fn trick_hold(pace: f32, weighty: bool) -> f32 {
    if pace == 0.0 {
        0.0
    } else if weighty {
        (2.6 * pace).max(1.4)
    } else {
        (1.8 * pace).max(1.0)
    }
}

/// Whether a trick of `cards` carries points worth a longer look: in Hearts a heart, the Q♠ (or the J♦ when it
/// counts); in Schafkopf 10 card points or more; in Wendellhead a prize with it; never in Whist, whose tricks all
/// count alike.
pub fn trick_weighs(game: &AnyMatch, cards: CardSet, prize: bool) -> bool {
    match game {
        AnyMatch::Hearts(g) => crate::engine::hearts::points_of(cards, g.rules()) != 0,
        AnyMatch::Schafkopf(_) => crate::engine::schafkopf::points(cards) >= 10,
        AnyMatch::Wendellhead(_) => prize,
        AnyMatch::Whist(_) => false,
    }
}

/// What a trick is called in the game: a Pin in Wendellhead.
pub fn trick_word(kind: GameKind) -> String {
    match kind {
        GameKind::Wendellhead => t!("word-pin"),
        GameKind::Whist | GameKind::Hearts | GameKind::Schafkopf => t!("word-trick"),
    }
}
