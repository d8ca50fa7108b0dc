//! The state of a Schafkopf match and the functions that change it: [`SchafkopfMatch::declare`] and
//! [`SchafkopfMatch::play`].

use serde::{Deserialize, Serialize};

use super::event::{Called, Doubles, Event, Laufende, LogCall, Winner};
use super::rules::{Rules, RulesError, SkatTo, Variant};
use super::view::{PublicContract, View};
use super::{QUEEN_OF_CLUBS, QUEEN_OF_SPADES, SchafkopfOrder, TRUMP_CLASS, deck, points};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::deck::{self, CardList};
use crate::engine::game::{
    Call, DealEnd, Decision, EventSink, Game, GameKind, PlayError, StateError, emit,
};
use crate::engine::seat::Seat;
use crate::engine::trick::{PlayCheck, Trick, TrickOrder};

/// The most tricks in a deal: sixteen in the game for two.
pub const MAX_TRICKS: usize = 16;

/// Piles each player has in the game for two.
pub const PILES: usize = 8;

/// The most players at the table (the variant for four); smaller tables use the first seats.
const N: usize = 4;

/// Where a deal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The players declare in turn from forehand (Dreiwendsch: the skat is offered, then its taker names the
    /// trump).
    Declaring,
    /// Dreiwendsch: the skat's taker lays two cards away.
    Discarding,
    /// The tricks are played.
    Playing,
    /// The last deal was played.
    Over,
}

/// What kind of game a deal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContractKind {
    /// The holders of Q♣ and Q♠ against the other two, nobody saying who.
    Normal,
    /// The holder of both black queens with a called partner (or alone, if they won the first three tricks).
    Wedding,
    /// The holder of both black queens alone, without a word.
    SilentSolo,
    /// A lust solo (for three: the skat's taker) alone with a trump suit of their choosing.
    Solo,
    /// Dreiwendsch after three passes: everyone for themselves, the skat to the last trick.
    Everyone,
    /// The game for two.
    Two,
}

/// The game of a deal, as it truly is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contract {
    /// Its kind.
    pub kind: ContractKind,
    /// The suit that joins the queens and jacks.
    pub trump: Suit,
    /// The soloist, the wedding player, or in a normal game the holder of Q♣ (without sides: the dealer, unused).
    pub declarer: Seat,
    /// The second declarer: the holder of Q♠ in a normal game, a wedding's partner once there is one.
    pub partner: Option<Seat>,
    /// A wedding's call.
    pub called: Option<Called>,
    /// A wedding's partner has been shown to everyone (the called card played, or the foreign trick won).
    pub partner_shown: bool,
    /// A wedding player who won the first three tricks plays alone.
    pub alone: bool,
}

impl Contract {
    /// A lust solo of `declarer` with `trump`.
    pub fn solo(declarer: Seat, trump: Suit) -> Contract {
        Contract {
            kind: ContractKind::Solo,
            trump,
            declarer,
            partner: None,
            called: None,
            partner_shown: true,
            alone: true,
        }
    }

    /// A silent solo of `declarer`, the holder of both black queens.
    pub fn silent(declarer: Seat) -> Contract {
        Contract {
            kind: ContractKind::SilentSolo,
            ..Contract::solo(declarer, Suit::Diamonds)
        }
    }

    /// A game without sides (everyone for themselves, or the game for two), normal trumps.
    pub fn sideless(kind: ContractKind, dealer: Seat) -> Contract {
        Contract {
            kind,
            ..Contract::solo(dealer, Suit::Diamonds)
        }
    }

    /// A normal game of the holders of Q♣ (`clubs`) and Q♠ (`spades`).
    pub fn normal(clubs: Seat, spades: Seat) -> Contract {
        Contract {
            kind: ContractKind::Normal,
            trump: Suit::Diamonds,
            declarer: clubs,
            partner: Some(spades),
            called: None,
            partner_shown: false,
            alone: false,
        }
    }

    /// A wedding of `declarer` calling `called`, with the partner as far as it is fixed.
    pub fn wedding(declarer: Seat, called: Called, partner: Option<Seat>) -> Contract {
        Contract {
            kind: ContractKind::Wedding,
            trump: Suit::Diamonds,
            declarer,
            partner,
            called: Some(called),
            partner_shown: false,
            alone: false,
        }
    }

    /// Whether the deal has sides at all (not everyone for themselves, not the game for two).
    pub fn has_sides(&self) -> bool {
        !matches!(self.kind, ContractKind::Everyone | ContractKind::Two)
    }

    /// The declaring side, ascending (empty without sides).
    pub fn declarers(&self) -> Vec<Seat> {
        if !self.has_sides() {
            return Vec::new();
        }
        let mut side = vec![self.declarer];
        side.extend(self.partner);
        side.sort();
        side
    }

    /// Whether it is scored as a solo (one declarer against the others).
    pub fn is_solo(&self) -> bool {
        self.has_sides() && self.partner.is_none()
    }
}

/// A completed trick, kept for review and for the computer players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickRecord {
    /// The cards in playing order, with the leader.
    pub trick: Trick,
    /// Who won it.
    pub winner: Seat,
}

/// One pile of the game for two: a face-up card on a face-down one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pile {
    /// The card lying face up, playable; `None` once played (until the face-down card is turned).
    pub up: Option<Card>,
    /// The card lying face down, seen by nobody; `None` once turned up.
    pub down: Option<Card>,
}

/// Where the cards a seat cannot see lie in one possible world.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenCards {
    /// Every seat's whole hand; the viewing seat's entry is ignored.
    pub hands: [CardSet; N],
    /// Dreiwendsch: the two cards out of play the seat has not seen (the skat, or another seat's discard).
    pub skat: CardSet,
    /// The game for two: the face-down card of each covered pile.
    pub down: [[Option<Card>; PILES]; 2],
}

/// The full state of a Schafkopf match, hidden cards included. Only the engine reads it whole; players get a
/// [`View`]. Arrays are sized for four; a smaller table uses its first seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SchafkopfMatch {
    rules: Rules,
    seed: u64,
    /// Deals dealt so far; the next deal shuffles with this stream.
    deals: u32,
    dealer: Seat,
    stage: Stage,
    /// The cards each seat may play from: its hand (the game for two: the face-up cards of its piles).
    hands: [CardSet; N],
    /// The hands as dealt (who held the black queens, who holds a called card).
    dealt: [CardSet; N],
    /// This deal's calls so far, with what each will do if nobody plays a solo (Dreiwendsch: the skat taken or
    /// passed).
    calls: [Option<Call>; N],
    /// The seat that must play a lust solo this deal (mandatory solos), if one must.
    forced: Option<Seat>,
    contract: Option<Contract>,
    trick: Trick,
    history: [Option<TrickRecord>; MAX_TRICKS],
    /// Tricks completed this deal.
    tricks: u8,
    to_act: Seat,
    /// The cards each seat won this deal.
    taken: [CardSet; N],
    /// Tricks each seat won this deal.
    tricks_won: [u8; N],
    /// Each seat's running balance.
    balance: [i64; N],
    /// Lust solos each seat has played in the match.
    solos: [u32; N],
    /// Public knowledge: classes (suits, and trump as bit 4) each seat has shown it holds no card of.
    voids: [u8; N],
    /// Dreiwendsch: the skat as dealt (it stays out of play unless taken).
    #[serde(default)]
    skat: CardSet,
    /// Dreiwendsch: who took the skat.
    #[serde(default)]
    taker: Option<Seat>,
    /// Dreiwendsch: the seat first offered the skat.
    #[serde(default)]
    skat_first: Seat,
    /// Dreiwendsch: the taker's two cards laid away.
    #[serde(default)]
    discard: CardSet,
    /// The game for two: each player's eight piles.
    #[serde(default)]
    piles: [[Pile; PILES]; 2],
    /// The doubles said this deal (Kontra, Re).
    #[serde(default)]
    doubles: Doubles,
    /// Where a search's copy stops ([`SchafkopfMatch::ending_with_deal`]); never saved.
    #[serde(skip)]
    deal_end: DealEnd,
}

impl SchafkopfMatch {
    /// Starts a match: validates the rules, draws the first dealer from the seed and deals.
    pub fn new(
        rules: Rules,
        seed: u64,
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, RulesError> {
        rules.validate()?;
        let dealer = deck::first_dealer(seed, rules.players());
        let mut game = SchafkopfMatch::empty(rules, seed, dealer);
        let shuffled = game.next_shuffle();
        game.deal(shuffled, sink);
        Ok(game)
    }

    /// Starts a match whose first deal uses `cards` in dealing order (the pack once; for tests and replays);
    /// later deals shuffle from `seed`.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        cards: &[Card],
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, StateError> {
        Self::with_deck_at(rules, seed, dealer, cards, 0, sink)
    }

    /// Starts with deal number `deal` (from 0) of the match with `seed`, dealt by `dealer`: the same cards as that
    /// deal of the match, without the scores before it (a deal code's replay). Later deals shuffle from `seed`.
    pub fn at_deal(
        rules: Rules,
        seed: u64,
        deal: u32,
        dealer: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, StateError> {
        // A deal replayed alone has no match around it: nothing is owed.
        let rules = Rules {
            mandatory_solos: 0,
            ..rules
        };
        if deal >= rules.deals {
            return Err(StateError(format!(
                "deal {} of a match of {} deals",
                deal + 1,
                rules.deals
            )));
        }
        let deck = deck::shuffled(rules.deck(), seed, deal as u64);
        Self::with_deck_at(rules, seed, dealer, deck.as_slice(), deal, sink)
    }

    fn with_deck_at(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        cards: &[Card],
        deal: u32,
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, StateError> {
        rules.validate().map_err(|e| StateError(e.to_string()))?;
        let list = deck::checked_deck(cards, rules.deck(), dealer, rules.players())?;
        let mut game = SchafkopfMatch::empty(rules, seed, dealer);
        game.deals = deal + 1;
        game.deal(list, sink);
        Ok(game)
    }

    fn empty(rules: Rules, seed: u64, dealer: Seat) -> SchafkopfMatch {
        SchafkopfMatch {
            rules,
            seed,
            deals: 0,
            dealer,
            stage: Stage::Declaring,
            hands: [CardSet::EMPTY; N],
            dealt: [CardSet::EMPTY; N],
            calls: [None; N],
            forced: None,
            contract: None,
            trick: Trick::new(dealer),
            history: [None; MAX_TRICKS],
            tricks: 0,
            to_act: dealer,
            taken: [CardSet::EMPTY; N],
            tricks_won: [0; N],
            balance: [0; N],
            solos: [0; N],
            voids: [0; N],
            skat: CardSet::EMPTY,
            taker: None,
            skat_first: dealer,
            discard: CardSet::EMPTY,
            piles: [[Pile::default(); PILES]; 2],
            doubles: Doubles::default(),
            deal_end: DealEnd::default(),
        }
    }

    /// Players at the table.
    fn n(&self) -> usize {
        self.rules.players() as usize
    }

    /// The seat after `seat`, `k` places clockwise.
    fn after(&self, seat: Seat, k: usize) -> Seat {
        seat.plus(k, self.rules.players())
    }

    fn next_shuffle(&mut self) -> CardList {
        let list = deck::shuffled(self.rules.deck(), self.seed, self.deals as u64);
        self.deals += 1;
        list
    }

    /// Rule 4 (and the variants' dealing): for four, two rounds of four cards each clockwise from the dealer's
    /// left; for three, 3-4-skat-3 (20 cards: 3-skat-3); for two, the piles' face-down cards, then their face-up
    /// cards, the non-dealer first.
    fn deal(&mut self, cards: CardList, sink: &mut impl EventSink<Event>) {
        let n = self.n();
        self.hands = [CardSet::EMPTY; N];
        self.skat = CardSet::EMPTY;
        self.taker = None;
        self.discard = CardSet::EMPTY;
        self.piles = [[Pile::default(); PILES]; 2];
        let list = cards.as_slice();
        match self.rules.variant {
            Variant::Four => {
                for (i, &card) in list.iter().enumerate() {
                    self.hands[self.after(self.dealer, 1 + (i / 4) % n).index()].insert(card);
                }
            }
            Variant::Three => {
                // Packets in dealing order; `None` is the skat.
                let packets: &[(usize, Option<usize>)] = if self.rules.sharp_cards {
                    &[
                        (3, Some(0)),
                        (3, Some(1)),
                        (3, Some(2)),
                        (2, None),
                        (3, Some(0)),
                        (3, Some(1)),
                        (3, Some(2)),
                    ]
                } else {
                    &[
                        (3, Some(0)),
                        (3, Some(1)),
                        (3, Some(2)),
                        (4, Some(0)),
                        (4, Some(1)),
                        (4, Some(2)),
                        (2, None),
                        (3, Some(0)),
                        (3, Some(1)),
                        (3, Some(2)),
                    ]
                };
                let mut next = 0;
                for &(size, to) in packets {
                    for &card in &list[next..next + size] {
                        match to {
                            Some(k) => {
                                self.hands[self.after(self.dealer, 1 + k).index()].insert(card)
                            }
                            None => self.skat.insert(card),
                        }
                    }
                    next += size;
                }
            }
            Variant::Two => {
                let non_dealer = self.after(self.dealer, 1).index();
                let dealer = self.dealer.index();
                for p in 0..PILES {
                    self.piles[non_dealer][p].down = Some(list[p]);
                    self.piles[dealer][p].down = Some(list[8 + p]);
                    self.piles[non_dealer][p].up = Some(list[16 + p]);
                    self.piles[dealer][p].up = Some(list[24 + p]);
                }
                for (s, piles) in self.piles.iter().enumerate() {
                    self.hands[s] = piles.iter().filter_map(|p| p.up).collect();
                }
            }
        }
        self.dealt = self.hands;
        self.calls = [None; N];
        self.doubles = Doubles::default();
        self.contract = None;
        self.trick = Trick::new(self.forehand());
        self.history = [None; MAX_TRICKS];
        self.tricks = 0;
        self.taken = [CardSet::EMPTY; N];
        self.tricks_won = [0; N];
        self.voids = [0; N];
        self.stage = Stage::Declaring;
        self.to_act = self.forehand();
        self.forced = self.forced_soloist();
        self.skat_first = self.skat_first_seat();
        if self.rules.variant == Variant::Three {
            self.to_act = self.skat_first;
        }
        let dealer = self.dealer;
        emit(sink, || Event::Dealt {
            dealer,
            deck: list.to_vec(),
        });
        // The game for two has nothing to declare.
        if self.rules.variant == Variant::Two {
            self.contract = Some(Contract::sideless(ContractKind::Two, self.dealer));
            self.start_play(sink);
        }
    }

    /// Dreiwendsch rule 3: the skat goes first to the holder of the Q♣ (forehand when it lies in the skat, or
    /// always with `skat_to: forehand`).
    fn skat_first_seat(&self) -> Seat {
        match self.rules.skat_to {
            SkatTo::Forehand => self.forehand(),
            SkatTo::ClubQueen => (0..self.n())
                .map(|s| Seat(s as u8))
                .find(|s| self.hands[s.index()].contains(QUEEN_OF_CLUBS))
                .unwrap_or(self.forehand()),
        }
    }

    /// The player left of the dealer (the non-dealer for two): first to declare, leads the first trick.
    pub fn forehand(&self) -> Seat {
        self.after(self.dealer, 1)
    }

    /// Rule 10: when the solos still owed are as many as the deals left (this one included), the first player in
    /// declaring order who owes one must play a lust solo.
    fn forced_soloist(&self) -> Option<Seat> {
        let k = self.rules.mandatory_solos;
        if k == 0 || self.rules.variant != Variant::Four {
            return None;
        }
        let owed: u32 = self.solos.iter().map(|&s| k.saturating_sub(s)).sum();
        let left = self.rules.deals + 1 - self.deals;
        if owed == 0 || owed < left {
            return None;
        }
        (0..N)
            .map(|i| self.after(self.forehand(), i))
            .find(|s| self.solos[s.index()] < k)
    }

    /// The seat holding both black queens this deal, if one does (the game for four).
    pub fn black_queens_holder(&self) -> Option<Seat> {
        if self.rules.variant != Variant::Four {
            return None;
        }
        (0..N).map(|s| Seat(s as u8)).find(|s| {
            let dealt = self.dealt[s.index()];
            dealt.contains(QUEEN_OF_CLUBS) && dealt.contains(QUEEN_OF_SPADES)
        })
    }

    /// The seat that was dealt `card`.
    fn holder_of(&self, card: Card) -> Seat {
        (0..self.n())
            .map(|s| Seat(s as u8))
            .find(|s| self.dealt[s.index()].contains(card))
            .unwrap_or(self.dealer)
    }

    /// What the seat to act must decide now.
    pub fn decision(&self) -> Option<Decision> {
        if self.deal_end.reached() {
            return None;
        }
        match self.stage {
            Stage::Over => None,
            Stage::Declaring => Some(Decision::Declare { seat: self.to_act }),
            Stage::Discarding => Some(Decision::Discard {
                seat: self.to_act,
                count: 2,
            }),
            Stage::Playing => Some(Decision::PlayCard { seat: self.to_act }),
        }
    }

    /// Rules 5, 6 and 10: the calls the seat to declare may make. A seat owing the forced solo may only play one;
    /// the seats asked before it pass; the holder of both black queens says "pass" as a wedding (with a card they
    /// do not hold, or the first foreign trick) or as a silent solo, which takes effect if nobody plays a solo.
    /// Dreiwendsch: take the skat or pass; the taker, having laid two cards away, names the trump.
    pub fn calls(&self) -> Vec<Call> {
        if self.stage != Stage::Declaring {
            return Vec::new();
        }
        let seat = self.to_act;
        let solos = || Suit::ALL.into_iter().map(Call::Solo);
        if self.rules.variant == Variant::Three {
            return match self.taker {
                Some(_) => solos().collect(),
                None => vec![Call::TakeSkat, Call::Pass],
            };
        }
        if let Some(forced) = self.forced {
            return if forced == seat {
                solos().collect()
            } else {
                vec![Call::Pass]
            };
        }
        let mut calls = Vec::new();
        if Some(seat) == self.black_queens_holder() {
            calls.extend(
                (deck() - self.dealt[seat.index()])
                    .iter()
                    .map(|c| Call::Wedding(Some(c))),
            );
            calls.push(Call::Wedding(None));
            calls.push(Call::SilentSolo);
        } else {
            calls.push(Call::Pass);
        }
        calls.extend(solos());
        calls
    }

    /// Checks that `seat` sits at the table and is the one to decide.
    fn check_turn(&self, seat: Seat) -> Result<(), PlayError> {
        if seat.index() >= self.n() {
            return Err(PlayError::NoSuchSeat(seat));
        }
        if seat != self.to_act {
            return Err(PlayError::NotYourTurn {
                seat,
                to_act: self.to_act,
            });
        }
        Ok(())
    }

    /// Makes `call` for `seat` (rules 5-7; Dreiwendsch rule 3); on error nothing changes.
    pub fn declare(
        &mut self,
        seat: Seat,
        call: Call,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        if self.deal_end.reached() {
            return Err(PlayError::MatchOver);
        }
        match self.stage {
            Stage::Over => return Err(PlayError::MatchOver),
            Stage::Playing if matches!(call, Call::Kontra | Call::Re) => {
                return self.double(seat, call, sink);
            }
            Stage::Playing => return Err(PlayError::NoCallNow),
            Stage::Discarding => return Err(PlayError::DiscardFirst),
            Stage::Declaring => {}
        }
        self.check_turn(seat)?;
        if !self.calls().contains(&call) {
            return Err(PlayError::CallNotOffered(call));
        }
        if self.rules.variant == Variant::Three {
            self.declare_three(seat, call, sink);
            return Ok(());
        }
        self.calls[seat.index()] = Some(call);
        if let Call::Solo(trump) = call {
            emit(sink, || Event::Declared {
                seat,
                call: LogCall::Solo { trump },
            });
            // The first solo declared is the game; later players are not asked.
            self.solos[seat.index()] += 1;
            self.contract = Some(Contract::solo(seat, trump));
            self.start_play(sink);
            return Ok(());
        }
        // Every other call sounds like a pass.
        emit(sink, || Event::Declared {
            seat,
            call: LogCall::Pass,
        });
        let asked = self.calls.iter().flatten().count();
        if asked < N {
            self.to_act = self.after(seat, 1);
            return Ok(());
        }
        let contract = match self.black_queens_holder() {
            Some(holder) => match self.calls[holder.index()] {
                Some(Call::Wedding(card)) => {
                    emit(sink, || Event::Declared {
                        seat: holder,
                        call: LogCall::Wedding { card: Called(card) },
                    });
                    // The called card's holder is the partner from the start, known only to them.
                    Contract::wedding(holder, Called(card), card.map(|c| self.holder_of(c)))
                }
                _ => Contract::silent(holder),
            },
            None => Contract::normal(
                self.holder_of(QUEEN_OF_CLUBS),
                self.holder_of(QUEEN_OF_SPADES),
            ),
        };
        self.contract = Some(contract);
        self.start_play(sink);
        Ok(())
    }

    /// The doubling option: the double the seat to act may say now, before it plays its card (see
    /// [`double_for`]).
    pub fn double_offered(&self) -> Option<Call> {
        let contract = self.contract?;
        double_for(
            &self.rules,
            self.stage,
            contract.has_sides(),
            self.sides_known_to(self.to_act)[self.to_act.index()],
            self.doubles,
            self.tricks,
            self.trick.is_empty(),
        )
    }

    /// The doubles said this deal.
    pub fn doubles(&self) -> Doubles {
        self.doubles
    }

    /// Says Kontra or Re for `seat` at its turn to play (its card still to come); on error nothing changes.
    fn double(
        &mut self,
        seat: Seat,
        call: Call,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        self.check_turn(seat)?;
        if self.double_offered() != Some(call) {
            return Err(PlayError::CallNotOffered(call));
        }
        if call == Call::Kontra {
            self.doubles.kontra = Some(seat);
        } else {
            self.doubles.re = Some(seat);
        }
        emit(sink, || Event::Doubled { seat, call });
        Ok(())
    }

    /// The Laufende of the deal's game: the unbroken run of its top trumps from the Q♣ down held by one side at
    /// the deal (Dreiwendsch: the taker's hand with the skat, before laying away), whatever its length; `None`
    /// without sides or before the game is declared. The declaring side is as the hand ended (a wedding's
    /// partner once found).
    pub fn laufende(&self) -> Option<Laufende> {
        let contract = self.contract.filter(Contract::has_sides)?;
        let mut side = CardSet::EMPTY;
        for d in contract.declarers() {
            side |= self.dealt[d.index()];
            if self.taker == Some(d) {
                side |= self.skat;
            }
        }
        let pack = self.rules.deck();
        let with = side.contains(QUEEN_OF_CLUBS);
        let run = self
            .order()
            .trumps_high_to_low()
            .into_iter()
            .filter(|&c| pack.contains(c))
            .take_while(|&c| side.contains(c) == with)
            .count();
        Some(Laufende {
            run: run as u8,
            with,
        })
    }

    /// Dreiwendsch rules 3 and 4: the skat offered in turn (taken: the taker lays two cards away, then names the
    /// trump); three passes: everyone for themselves.
    fn declare_three(&mut self, seat: Seat, call: Call, sink: &mut impl EventSink<Event>) {
        if let (Some(taker), Call::Solo(trump)) = (self.taker, call) {
            // The trump named is said aloud: the taker's call is now the solo.
            self.calls[taker.index()] = Some(call);
            self.solos[taker.index()] += 1;
            self.contract = Some(Contract::solo(taker, trump));
            self.start_play(sink);
            return;
        }
        self.calls[seat.index()] = Some(call);
        let take = call == Call::TakeSkat;
        emit(sink, || Event::SkatOffered { seat, take });
        if take {
            self.taker = Some(seat);
            self.hands[seat.index()] |= self.skat;
            self.stage = Stage::Discarding;
            return;
        }
        if self.calls.iter().flatten().count() < self.n() {
            self.to_act = self.after(seat, 1);
            return;
        }
        self.contract = Some(Contract::sideless(ContractKind::Everyone, self.dealer));
        self.start_play(sink);
    }

    /// Dreiwendsch rule 3: the skat's taker lays `cards` (two of their hand) away face down; then they name the
    /// trump. On error nothing changes.
    pub fn discard(
        &mut self,
        seat: Seat,
        cards: CardSet,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        if self.deal_end.reached() {
            return Err(PlayError::MatchOver);
        }
        match self.stage {
            Stage::Over => return Err(PlayError::MatchOver),
            Stage::Discarding => {}
            _ => return Err(PlayError::NoDiscardNow),
        }
        self.check_turn(seat)?;
        let hand = self.hands[seat.index()];
        if cards.len() != 2 || !(cards - hand).is_empty() {
            return Err(PlayError::DiscardSize { wanted: 2 });
        }
        self.hands[seat.index()] = hand - cards;
        self.discard = cards;
        self.stage = Stage::Declaring;
        emit(sink, || Event::Discarded {
            seat,
            cards: cards.iter().collect(),
        });
        Ok(())
    }

    fn start_play(&mut self, sink: &mut impl EventSink<Event>) {
        if let Some(c) = self.contract {
            emit(sink, || Event::Contracted {
                kind: c.kind,
                declarers: c.declarers(),
                trump: c.trump,
            });
        }
        self.stage = Stage::Playing;
        self.to_act = self.forehand();
        self.trick = Trick::new(self.to_act);
    }

    /// The card order of the deal's contract (normal trumps before it is fixed).
    pub fn order(&self) -> SchafkopfOrder {
        SchafkopfOrder {
            trump: self.contract.map_or(Suit::Diamonds, |c| c.trump),
        }
    }

    /// The cards the seat to act may play (rule 2: follow the led class, trumps being one, if able; for two, with
    /// the face-up cards of one's piles).
    pub fn legal_moves(&self) -> CardSet {
        if self.stage != Stage::Playing || self.deal_end.reached() {
            return CardSet::EMPTY;
        }
        crate::engine::trick::legal_follow(
            self.hands[self.to_act.index()],
            self.trick.lead(),
            &self.order(),
        )
    }

    /// Checks that `seat` may play `card` now; the error says why not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        match self.stage {
            Stage::Declaring if seat.index() < self.n() => return Err(PlayError::DeclareFirst),
            Stage::Discarding if seat.index() < self.n() => return Err(PlayError::DiscardFirst),
            _ => {}
        }
        let order = self.order();
        let check = PlayCheck {
            over: self.stage == Stage::Over || self.deal_end.reached(),
            players: self.n() as u8,
            to_act: self.to_act,
            hand: self.hands.get(seat.index()).copied().unwrap_or_default(),
            trick: &self.trick,
            order: &order,
        };
        match check.check(seat, card) {
            Err(PlayError::MustFollow { card, .. }) => {
                let lead = self.trick.lead().unwrap_or(card);
                Err(if order.class_of(lead) == TRUMP_CLASS {
                    PlayError::MustFollowTrump(card)
                } else {
                    PlayError::MustFollow {
                        card,
                        led: lead.suit(),
                    }
                })
            }
            other => other,
        }
    }

    /// Plays `card` for `seat`, reporting every resulting change to `sink`. On error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        self.check(seat, card)?;
        let order = self.order();
        let n = self.n();
        let s = seat.index();
        // A void shows in a hand, not in piles whose face-down cards are still to come.
        if let Some(lead) = self.trick.lead()
            && self.rules.variant != Variant::Two
        {
            let led = order.class_of(lead);
            if order.class_of(card) != led {
                self.voids[s] |= 1 << led;
            }
        }
        self.hands[s].remove(card);
        if self.rules.variant == Variant::Two
            && let Some(pile) = self.piles[s].iter_mut().find(|p| p.up == Some(card))
        {
            pile.up = None;
        }
        self.trick.push(card);
        emit(sink, || Event::CardPlayed { seat, card });
        if self.trick.len() < n {
            self.to_act = self.after(seat, 1);
            return Ok(());
        }
        let winner = self.trick.winner(&order, n as u8).unwrap_or(seat);
        let cards = self.trick.to_set();
        self.taken[winner.index()] |= cards;
        self.tricks_won[winner.index()] += 1;
        self.history[self.tricks as usize] = Some(TrickRecord {
            trick: self.trick,
            winner,
        });
        self.tricks += 1;
        emit(sink, || Event::TrickWon {
            winner,
            points: points(cards),
        });
        self.find_partner(cards, winner, sink);
        self.turn_up(sink);
        self.to_act = winner;
        self.trick = Trick::new(winner);
        if self.tricks as usize == self.rules.hand_size() {
            self.score_hand(sink);
        }
        Ok(())
    }

    /// The game for two, rule 3: each face-down card whose face-up card was played in the trick just completed
    /// is turned up, in the order the trick was played.
    fn turn_up(&mut self, sink: &mut impl EventSink<Event>) {
        if self.rules.variant != Variant::Two {
            return;
        }
        let order: Vec<Seat> = self.trick.plays(2).map(|(s, _)| s).collect();
        for seat in order {
            let s = seat.index();
            let Some(p) = self.piles[s]
                .iter()
                .position(|p| p.up.is_none() && p.down.is_some())
            else {
                continue;
            };
            let pile = &mut self.piles[s][p];
            if let Some(card) = pile.down.take() {
                pile.up = Some(card);
                self.hands[s].insert(card);
                emit(sink, || Event::Revealed {
                    seat,
                    pile: p as u8,
                    card,
                });
            }
        }
    }

    /// Rule 6: a wedding's partner is fixed (and shown) when the called card is played, or by the first trick
    /// the wedding player does not win; the wedding player who wins the first three tricks plays alone.
    fn find_partner(&mut self, cards: CardSet, winner: Seat, sink: &mut impl EventSink<Event>) {
        let tricks = self.tricks;
        let Some(contract) = self.contract.as_mut() else {
            return;
        };
        if contract.kind != ContractKind::Wedding || contract.partner_shown || contract.alone {
            return;
        }
        let found = match contract.called {
            Some(Called(Some(card))) if cards.contains(card) => contract.partner,
            Some(Called(None)) if winner != contract.declarer => Some(winner),
            Some(Called(None)) if tricks >= 3 => {
                contract.alone = true;
                None
            }
            _ => None,
        };
        if let Some(partner) = found {
            contract.partner = Some(partner);
            contract.partner_shown = true;
            emit(sink, || Event::PartnerFound { seat: partner });
        }
    }

    /// The card points each seat counts at the end of the deal: its tricks, the taker's discard, and in a game
    /// of everyone for themselves the skat for the last trick's winner.
    fn counted(&self) -> [CardSet; N] {
        let mut counted = self.taken;
        if let Some(taker) = self.taker {
            counted[taker.index()] |= self.discard;
        } else if let Some(last) = self
            .tricks
            .checked_sub(1)
            .and_then(|t| self.history[t as usize])
        {
            counted[last.winner.index()] |= self.skat;
        }
        counted
    }

    /// Rules 8 and 9 (and the variants' scoring): the declaring side wins with 61; schneider and schwarz raise
    /// the value; a solo pays the solo factor (2 for three players). Everyone for themselves pays by who has most;
    /// the game for two is won with 61, drawn at 60 each. Then the next deal, or the end of the match.
    fn score_hand(&mut self, sink: &mut impl EventSink<Event>) {
        let Some(contract) = self.contract else {
            return;
        };
        let n = self.n();
        let counted = self.counted();
        let v = self.rules.values;
        let value_of = |schneider: bool, schwarz: bool| {
            v.base + if schneider { v.schneider } else { 0 } + if schwarz { v.schwarz } else { 0 }
        };
        let mut payments = [0i64; N];
        let declarers = contract.declarers();
        let mut counted_run = None;
        let (points_list, winner, schneider, schwarz, value) = match contract.kind {
            ContractKind::Everyone => {
                let each: Vec<u32> = counted[..n].iter().map(|c| points(*c)).collect();
                let most = each.iter().copied().max().unwrap_or(0);
                let top: Vec<Seat> = (0..n)
                    .filter(|&s| each[s] == most)
                    .map(|s| Seat(s as u8))
                    .collect();
                let (gain, pay) = match top.len() {
                    1 => (2, -1),
                    2 => (1, -2),
                    _ => (0, 0),
                };
                for (s, p) in payments.iter_mut().enumerate().take(n) {
                    *p = if top.contains(&Seat(s as u8)) {
                        gain
                    } else {
                        pay
                    };
                }
                let winner = match top.as_slice() {
                    [one] => Winner::Seat(*one),
                    _ => Winner::Tied(top.clone()),
                };
                (each, winner, false, false, gain as u32)
            }
            ContractKind::Two => {
                let each: Vec<u32> = counted[..2].iter().map(|c| points(*c)).collect();
                match (0..2).find(|&s| each[s] >= 61) {
                    Some(w) => {
                        let l = 1 - w;
                        let schneider = each[l] < 30;
                        let schwarz = self.tricks_won[l] == 0;
                        let value = value_of(schneider, schwarz);
                        payments[w] = value as i64;
                        payments[l] = -(value as i64);
                        (each, Winner::Seat(Seat(w as u8)), schneider, schwarz, value)
                    }
                    None => (each, Winner::Draw, false, false, 0),
                }
            }
            _ => {
                let mut declared = CardSet::EMPTY;
                let mut declarer_tricks = 0;
                for d in &declarers {
                    declared |= counted[d.index()];
                    declarer_tricks += self.tricks_won[d.index()];
                }
                let points_declarers = points(declared);
                let points_defenders = 120 - points_declarers;
                let declarers_win = points_declarers >= 61;
                let all_tricks = self.rules.hand_size() as u8;
                let (loser_points, loser_tricks) = if declarers_win {
                    (points_defenders, all_tricks - declarer_tricks)
                } else {
                    (points_declarers, declarer_tricks)
                };
                let schneider = loser_points < 30;
                let schwarz = loser_tricks == 0;
                // The Laufende count from the least run set; the doubles then multiply the whole.
                let least = self.rules.laufende;
                counted_run = self.laufende().filter(|l| least > 0 && l.run >= least);
                let runners = counted_run.map_or(0, |l| u32::from(l.run));
                let value = (value_of(schneider, schwarz) + runners) * self.doubles.factor();
                let sign = if declarers_win { 1 } else { -1 };
                // Three players: a fixed factor of 2 (one per defender); four: the option.
                let factor = match self.rules.variant {
                    Variant::Four => v.solo_factor,
                    _ => n as u32 - 1,
                };
                for (s, pay) in payments.iter_mut().enumerate().take(n) {
                    let declarer = declarers.contains(&Seat(s as u8));
                    let amount = if contract.is_solo() && declarer {
                        (factor * value) as i64
                    } else {
                        value as i64
                    };
                    *pay = if declarer {
                        sign * amount
                    } else {
                        -sign * amount
                    };
                }
                let winner = if declarers_win {
                    Winner::Declarers
                } else {
                    Winner::Defenders
                };
                (
                    vec![points_declarers, points_defenders],
                    winner,
                    schneider,
                    schwarz,
                    value,
                )
            }
        };
        for (b, p) in self.balance.iter_mut().zip(payments) {
            *b += p;
        }
        let balance = self.balance[..n].to_vec();
        emit(sink, || Event::HandScored {
            declarers: declarers.clone(),
            points: points_list,
            winner,
            schneider,
            schwarz,
            value,
            laufende: counted_run,
            doubles: self.doubles,
            payments: payments[..n].to_vec(),
            balance: balance.clone(),
        });
        if self.deals >= self.rules.deals {
            self.stage = Stage::Over;
            emit(sink, || Event::MatchOver { balance });
            return;
        }
        self.dealer = self.after(self.dealer, 1);
        if self.deal_end.stop_here(&mut self.deals) {
            return;
        }
        let shuffled = self.next_shuffle();
        self.deal(shuffled, sink);
    }

    /// What `seat` may know: its own hand and calls, and everything public; partners only as the cards show them;
    /// the skat and the discard only to the one who took it; both players' face-up cards in the game for two.
    pub fn view(&self, seat: Seat) -> View {
        let n = self.n();
        let s = seat.index().min(n - 1);
        let mut hand_sizes = [0u8; N];
        for (size, hand) in hand_sizes.iter_mut().zip(&self.hands).take(n) {
            *size = hand.len() as u8;
        }
        let mut calls = [None; N];
        for (public, call) in calls.iter_mut().zip(&self.calls) {
            *public = call.map(|c| match c {
                Call::Solo(trump) => LogCall::Solo { trump },
                Call::TakeSkat => LogCall::TakeSkat,
                _ => LogCall::Pass,
            });
        }
        let mut taken_points = [0u32; N];
        for (p, taken) in taken_points.iter_mut().zip(&self.taken) {
            *p = points(*taken);
        }
        let mine = self.taker == Some(seat);
        let mut piles = [[None; PILES]; 2];
        let mut covered = [0u8; 2];
        for (p, pile) in self.piles.iter().enumerate() {
            for (i, one) in pile.iter().enumerate() {
                piles[p][i] = one.up;
                if one.down.is_some() {
                    covered[p] |= 1 << i;
                }
            }
        }
        View {
            seat,
            rules: self.rules,
            dealer: self.dealer,
            stage: self.stage,
            to_act: (self.stage != Stage::Over && !self.deal_end.reached()).then_some(self.to_act),
            hand: self.hands[s],
            calls,
            my_call: self.calls[s],
            forced: self.forced,
            contract: self
                .contract
                .map(|c| PublicContract::seen_by(&c, seat, self)),
            sides: self.sides_known_to(seat),
            trick: self.trick,
            history: self.history,
            tricks: self.tricks,
            taken_points,
            tricks_won: self.tricks_won,
            hand_sizes,
            voids: self.voids,
            balance: self.balance,
            solos: self.solos,
            deals: self.deals,
            taker: self.taker,
            // Outside Dreiwendsch nobody is offered a skat, and the seat that would be (the Q♣'s holder) is hidden.
            skat_first: if self.rules.variant == Variant::Three {
                self.skat_first
            } else {
                self.forehand()
            },
            skat: if mine { self.skat } else { CardSet::EMPTY },
            discard: if mine { self.discard } else { CardSet::EMPTY },
            piles,
            covered,
            doubles: self.doubles,
        }
    }

    /// The cards played to the completed tricks and the trick in progress.
    pub fn played(&self) -> CardSet {
        self.taken
            .iter()
            .fold(self.trick.to_set(), |all, t| all | *t)
    }

    /// Who played `card` this deal, if it has been played (the trick in progress included).
    pub fn player_of(&self, card: Card) -> Option<Seat> {
        let n = self.n() as u8;
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .map(|r| &r.trick)
            .chain(std::iter::once(&self.trick))
            .find_map(|t| t.plays(n).find(|&(_, c)| c == card).map(|(s, _)| s))
    }

    /// Which seats `seat` knows to be declarers (`Some(true)`) or defenders (`Some(false)`), from its own hand
    /// and calls and what the cards have shown; `None` where it cannot know yet.
    fn sides_known_to(&self, seat: Seat) -> [Option<bool>; N] {
        let mut sides = [None; N];
        let Some(c) = self.contract else {
            return sides;
        };
        let declarers = c.declarers();
        let is = |s: Seat| declarers.contains(&s);
        let n = self.n();
        let all = |sides: &mut [Option<bool>; N]| {
            for (i, side) in sides.iter_mut().enumerate().take(n) {
                *side = Some(is(Seat(i as u8)));
            }
        };
        match c.kind {
            // Everyone for themselves, or two players: no sides to know.
            ContractKind::Everyone | ContractKind::Two => {}
            ContractKind::Solo => all(&mut sides),
            ContractKind::Wedding => {
                sides[c.declarer.index()] = Some(true);
                let called_card = matches!(c.called, Some(Called(Some(_))));
                // The called card on the table shows its holder at once, before its trick is complete.
                let card_seen =
                    matches!(c.called, Some(Called(Some(card))) if self.played().contains(card));
                if c.partner_shown
                    || c.alone
                    || card_seen
                    || (called_card && c.partner == Some(seat))
                {
                    // Shown to all; or the called card's holder, who knows from the deal.
                    all(&mut sides);
                } else if called_card && seat != c.declarer {
                    // Not holding the called card: a defender.
                    sides[seat.index()] = Some(false);
                }
            }
            ContractKind::Normal | ContractKind::SilentSolo => {
                let holds_queen = |s: Seat| {
                    self.dealt[s.index()].contains(QUEEN_OF_CLUBS)
                        || self.dealt[s.index()].contains(QUEEN_OF_SPADES)
                };
                if c.kind == ContractKind::SilentSolo && seat == c.declarer {
                    all(&mut sides);
                    return sides;
                }
                sides[seat.index()] = Some(holds_queen(seat));
                let shown: Vec<Seat> = [QUEEN_OF_CLUBS, QUEEN_OF_SPADES]
                    .into_iter()
                    .filter_map(|q| self.player_of(q))
                    .collect();
                for &s in &shown {
                    sides[s.index()] = Some(true);
                }
                // Both black queens shown: the sides are known (one hand showing both: a silent solo).
                if shown.len() == 2 {
                    all(&mut sides);
                }
                // A holder of one black queen knows its partner once the other shows.
                if holds_queen(seat) && !shown.is_empty() && shown.iter().any(|&s| s != seat) {
                    all(&mut sides);
                }
            }
        }
        sides
    }

    /// The rules the match is played with.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Where the deal is.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The seat to decide, or `None` once the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.stage != Stage::Over && !self.deal_end.reached()).then_some(self.to_act)
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The deal's contract, once declared.
    pub fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// A seat's hand as dealt this deal (Dreiwendsch: without the skat).
    pub fn dealt(&self, seat: Seat) -> CardSet {
        self.dealt.get(seat.index()).copied().unwrap_or_default()
    }

    /// The cards a seat has won this deal.
    pub fn taken(&self, seat: Seat) -> CardSet {
        self.taken.get(seat.index()).copied().unwrap_or_default()
    }

    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// This deal's completed tricks, in order.
    pub fn history(&self) -> Vec<TrickRecord> {
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// Each seat's running balance.
    pub fn balance(&self) -> &[i64] {
        &self.balance[..self.n()]
    }

    /// Lust solos each seat has played.
    pub fn solos(&self) -> &[u32] {
        &self.solos[..self.n()]
    }

    /// The seat that must play a lust solo this deal, if one must.
    pub fn forced(&self) -> Option<Seat> {
        self.forced
    }

    /// Deals dealt so far.
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// The seats with the best balance, once the match is over.
    pub fn winners(&self) -> Vec<Seat> {
        if self.stage != Stage::Over {
            return Vec::new();
        }
        let n = self.n();
        let best = self.balance[..n].iter().copied().max().unwrap_or(0);
        (0..n)
            .filter(|&s| self.balance[s] == best)
            .map(|s| Seat(s as u8))
            .collect()
    }

    /// Dreiwendsch: who took the skat this deal.
    pub fn taker(&self) -> Option<Seat> {
        self.taker
    }

    /// Dreiwendsch: the skat as dealt (out of play unless taken).
    pub fn skat(&self) -> CardSet {
        self.skat
    }

    /// Dreiwendsch: the cards the skat's taker laid away.
    pub fn discarded(&self) -> CardSet {
        self.discard
    }

    /// The game for two: a player's eight piles.
    pub fn piles(&self, seat: Seat) -> [Pile; PILES] {
        self.piles.get(seat.index()).copied().unwrap_or_default()
    }

    /// Checks the invariants: each card of the pack in one place, hand sizes that fit the tricks, a contract that
    /// fits the deal, a zero-sum balance (with the usual solo factor).
    pub fn audit(&self) -> Result<(), StateError> {
        let bad = |m: String| Err(StateError(m));
        let n = self.n();
        if self.rules.validate().is_err() {
            return bad("the rules are not valid".into());
        }
        if self.dealer.index() >= n || self.to_act.index() >= n {
            return bad("a seat is not at the table".into());
        }
        if self.deals == 0 || self.deals > self.rules.deals {
            return bad(format!("deal {} of {}", self.deals, self.rules.deals));
        }
        let pack = self.rules.deck();
        // Out of play: the skat while nobody has it, the discard once someone took it.
        let aside = if self.taker.is_some() {
            self.discard
        } else {
            self.skat
        };
        let mut all = self.trick.to_set() | aside;
        let mut count = self.trick.len() + aside.len();
        for s in 0..N {
            if s >= n && (!self.hands[s].is_empty() || !self.taken[s].is_empty()) {
                return bad(format!("seat {s} is not at the table but holds cards"));
            }
            all |= self.hands[s] | self.taken[s];
            count += self.hands[s].len() + self.taken[s].len();
        }
        for pile in self.piles.iter().flatten() {
            if let Some(card) = pile.down {
                all.insert(card);
                count += 1;
            }
            if pile
                .up
                .is_some_and(|c| !self.hands.iter().any(|h| h.contains(c)))
            {
                return bad("a face-up card is not among its player's cards".into());
            }
        }
        if all != pack || count != pack.len() {
            return bad(format!(
                "the {} cards are not each in one place",
                pack.len()
            ));
        }
        let size = self.rules.hand_size();
        if self.tricks as usize > size || self.trick.len() >= n {
            return bad("too many tricks or cards in the trick".into());
        }
        let in_hands: usize = self.hands.iter().map(|h| h.len()).sum::<usize>()
            + self
                .piles
                .iter()
                .flatten()
                .filter(|p| p.down.is_some())
                .count();
        let discarding = usize::from(self.stage == Stage::Discarding) * 2;
        if in_hands + self.trick.len() + n * self.tricks as usize != n * size + discarding {
            return bad("the hands do not fit the tricks played".into());
        }
        if matches!(self.stage, Stage::Declaring | Stage::Discarding)
            && (self.contract.is_some() || self.tricks > 0)
        {
            return bad("a contract or a trick while declaring".into());
        }
        if self.stage == Stage::Playing && self.contract.is_none() {
            return bad("play without a contract".into());
        }
        if let Some(c) = self.contract
            && c.partner == Some(c.declarer)
        {
            return bad(format!("{} is its own partner", c.declarer));
        }
        // With the usual solo factor (one per defender) every payment is zero-sum; another factor is the table's
        // choice to make solos dearer or cheaper than the defenders' side.
        let zero_sum = self.rules.variant != Variant::Four || self.rules.values.solo_factor == 3;
        if zero_sum && self.balance.iter().sum::<i64>() != 0 {
            return bad("the balance does not sum to zero".into());
        }
        if self.history[..self.tricks as usize]
            .iter()
            .any(Option::is_none)
        {
            return bad("a completed trick is missing from the record".into());
        }
        let d = self.doubles;
        let sided = self.contract.is_some_and(|c| c.has_sides());
        // The last deal's doubles stay with the match once it is over.
        let playing = matches!(self.stage, Stage::Playing | Stage::Over);
        if !d.is_none() && (!self.rules.doubling || !playing || !sided) {
            return bad("a double said where none may be".into());
        }
        if d.re.is_some() && d.kontra.is_none() || d.kontra.is_some() && d.kontra == d.re {
            return bad("Re is said in answer to another's Kontra".into());
        }
        Ok(())
    }
}

impl SchafkopfMatch {
    /// What every possible world of `view` shares: the match's public state (rules, dealer, deals, stage, whose
    /// turn, balances, solos, shown voids, a forced solo, the skat's taker, the piles' face-up cards) and the
    /// hidden cards as `hidden` places them: the other hands, the cards out of play the seat has not seen, the
    /// piles' face-down cards.
    fn world_of(view: &View, hidden: &HiddenCards, seed: u64) -> SchafkopfMatch {
        let n = view.rules.players() as usize;
        let me = view.seat.index();
        let mut game = SchafkopfMatch::empty(view.rules, seed, view.dealer);
        game.deals = view.deals;
        game.stage = view.stage;
        game.hands[..n].copy_from_slice(&hidden.hands[..n]);
        game.hands[me] = view.hand;
        game.balance = view.balance;
        game.solos = view.solos;
        game.voids = view.voids;
        game.forced = view.forced;
        game.to_act = view.to_act.unwrap_or(view.trick.leader());
        game.taker = view.taker;
        game.skat_first = view.skat_first;
        game.doubles = view.doubles;
        match view.taker {
            Some(t) if t == view.seat => {
                game.skat = view.skat;
                game.discard = view.discard;
            }
            Some(_) => game.discard = hidden.skat,
            None => game.skat = hidden.skat,
        }
        if view.rules.variant == Variant::Two {
            for p in 0..2 {
                for i in 0..PILES {
                    game.piles[p][i] = Pile {
                        up: view.piles[p][i],
                        down: if view.covered[p] & (1 << i) != 0 {
                            hidden.down[p][i]
                        } else {
                            None
                        },
                    };
                }
                game.hands[p] = view.piles[p].iter().flatten().copied().collect();
            }
        }
        game
    }

    /// The cards of `game` (a world being built) in hands, tricks, piles and out of play: whether they are the
    /// pack, each once.
    fn complete(game: &SchafkopfMatch) -> bool {
        let aside = if game.taker.is_some() {
            game.discard
        } else {
            game.skat
        };
        let mut all = game.trick.to_set() | aside;
        let mut count = game.trick.len() + aside.len();
        for s in 0..N {
            all |= game.hands[s] | game.taken[s];
            count += game.hands[s].len() + game.taken[s].len();
        }
        for card in game.piles.iter().flatten().filter_map(|p| p.down) {
            all.insert(card);
            count += 1;
        }
        let pack = game.rules.deck();
        all == pack && count == pack.len()
    }

    /// A possible world while the game is declared (or the skat's taker lays away): the seat's view with the
    /// other hands as `hidden` says (each of the right size, the pack complete). For a computer player that
    /// simulates its call, and for weighing a lay-away. Fails if `hidden` contradicts the view or the game is
    /// not being declared.
    pub fn declaring_world(
        view: &View,
        hidden: &HiddenCards,
        seed: u64,
    ) -> Result<SchafkopfMatch, StateError> {
        if !matches!(view.stage, Stage::Declaring | Stage::Discarding) {
            return Err(StateError("the game is not being declared".into()));
        }
        let mut game = SchafkopfMatch::world_of(view, hidden, seed);
        game.dealt = game.hands;
        game.trick = Trick::new(game.forehand());
        let n = game.n();
        let sizes_fit = (0..n).all(|s| game.hands[s].len() == view.hand_sizes[s] as usize);
        if !SchafkopfMatch::complete(&game) || !sizes_fit {
            return Err(StateError(
                "the hidden hands do not complete the pack".into(),
            ));
        }
        // The calls so far, as said (none of them was a solo, or the game would be declared).
        for (call, public) in game.calls.iter_mut().zip(&view.calls) {
            *call = public.map(|c| match c {
                LogCall::TakeSkat => Call::TakeSkat,
                _ => Call::Pass,
            });
        }
        // A holder of both black queens who has spoken meant a wedding or a silent solo: a wedding with the first
        // foreign trick stands in for what they said.
        if let Some(h) = game.black_queens_holder()
            && h != view.seat
            && game.calls[h.index()].is_some()
        {
            game.calls[h.index()] = Some(Call::Wedding(None));
        }
        Ok(game)
    }

    /// A complete match that `view` is a view of, with the hidden cards placed as `hidden` says: a possible world
    /// for a computer player to search, once the game is declared. The world's contract follows from where the
    /// black queens lie in it (both in one hand of a game that looks normal: a silent solo) and from the called
    /// card's holder. `seed` only decides later deals. Fails if `hidden` contradicts the view.
    pub fn from_view(
        view: &View,
        hidden: &HiddenCards,
        seed: u64,
    ) -> Result<SchafkopfMatch, StateError> {
        let Some(seen) = view.contract.filter(|_| view.stage == Stage::Playing) else {
            return Err(StateError(
                "worlds are dealt once the game is declared".into(),
            ));
        };
        let me = view.seat.index();
        let mut game = SchafkopfMatch::world_of(view, hidden, seed);
        let n = game.n() as u8;
        game.trick = view.trick;
        game.history = view.history;
        game.tricks = view.tricks;
        let mut played = [CardSet::EMPTY; N];
        for record in view.history[..view.tricks as usize].iter().flatten() {
            for (s, c) in record.trick.plays(n) {
                played[s.index()].insert(c);
            }
            game.taken[record.winner.index()] |= record.trick.to_set();
            game.tricks_won[record.winner.index()] += 1;
        }
        for (s, c) in view.trick.plays(n) {
            played[s.index()].insert(c);
        }
        for (s, cards) in played.iter().enumerate().take(n as usize) {
            game.dealt[s] = game.hands[s] | *cards;
            if game.hands[s].len() != view.hand_sizes[s] as usize {
                return Err(StateError(format!(
                    "seat {s} is given the wrong number of cards"
                )));
            }
        }
        if !SchafkopfMatch::complete(&game) {
            return Err(StateError(
                "the hidden cards do not complete the pack".into(),
            ));
        }
        for (call, public) in game.calls.iter_mut().zip(&view.calls) {
            *call = public.map(|c| match c {
                LogCall::Solo { trump } => Call::Solo(trump),
                LogCall::TakeSkat => Call::TakeSkat,
                _ => Call::Pass,
            });
        }
        game.calls[me] = view.my_call;
        let holder = game.black_queens_holder();
        let contract = match seen.kind {
            ContractKind::Solo => Contract::solo(seen.declarer.unwrap_or(view.seat), seen.trump),
            ContractKind::Everyone | ContractKind::Two => {
                Contract::sideless(seen.kind, view.dealer)
            }
            ContractKind::Wedding => {
                let wedder = seen.declarer.unwrap_or(view.seat);
                let called = seen.called.unwrap_or(Called(None));
                let mut contract = Contract::wedding(wedder, called, None);
                match called.0 {
                    Some(card) => {
                        let partner = game.holder_of(card);
                        // A wedding calls a card its player does not hold: such a world is not one of the view's.
                        if partner == wedder {
                            return Err(StateError(format!(
                                "the wedding player cannot hold the called {card}"
                            )));
                        }
                        contract.partner = Some(partner);

                        // Shown (and announced) once the trick with the card is complete.
                        contract.partner_shown = view.played().contains(card);
                    }
                    None => {
                        let first: Vec<Seat> = view.history[..(view.tricks as usize).min(3)]
                            .iter()
                            .flatten()
                            .map(|r| r.winner)
                            .collect();
                        contract.partner = first.iter().copied().find(|&w| w != wedder);
                        contract.partner_shown = contract.partner.is_some();
                        contract.alone = contract.partner.is_none() && first.len() == 3;
                    }
                }
                if game.calls[wedder.index()] == Some(Call::Pass) {
                    game.calls[wedder.index()] = Some(Call::Wedding(called.0));
                }
                contract
            }
            ContractKind::SilentSolo | ContractKind::Normal => match holder {
                Some(h) => {
                    if h != view.seat {
                        game.calls[h.index()] = Some(Call::SilentSolo);
                    }
                    Contract::silent(h)
                }
                None => Contract::normal(
                    game.holder_of(QUEEN_OF_CLUBS),
                    game.holder_of(QUEEN_OF_SPADES),
                ),
            },
        };
        game.contract = Some(contract);
        Ok(game)
    }

    /// The same world, for a search that never looks past its deal: when the deal ends it stops there, nobody
    /// to act, its deal count moved on, instead of shuffling and dealing the next. Everything up to that point
    /// plays exactly as in the match.
    pub fn ending_with_deal(mut self) -> SchafkopfMatch {
        self.deal_end = DealEnd::STOPS;
        self
    }
}

impl Game for SchafkopfMatch {
    type Rules = Rules;
    type View = View;
    type Event = Event;

    const KIND: GameKind = GameKind::Schafkopf;

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn players(&self) -> u8 {
        self.n() as u8
    }

    fn to_act(&self) -> Option<Seat> {
        SchafkopfMatch::to_act(self)
    }

    fn decision(&self) -> Option<Decision> {
        SchafkopfMatch::decision(self)
    }

    fn calls(&self) -> Vec<Call> {
        SchafkopfMatch::calls(self)
    }

    fn double_offered(&self) -> Option<Call> {
        SchafkopfMatch::double_offered(self)
    }

    fn pass(
        &mut self,
        seat: Seat,
        cards: CardSet,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        SchafkopfMatch::discard(self, seat, cards, sink)
    }

    fn declare(
        &mut self,
        seat: Seat,
        call: Call,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        SchafkopfMatch::declare(self, seat, call, sink)
    }

    fn legal_moves(&self) -> CardSet {
        SchafkopfMatch::legal_moves(self)
    }

    fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        SchafkopfMatch::check(self, seat, card)
    }

    fn play(
        &mut self,
        seat: Seat,
        card: Card,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        SchafkopfMatch::play(self, seat, card, sink)
    }

    fn view(&self, seat: Seat) -> View {
        SchafkopfMatch::view(self, seat)
    }

    fn won_by(&self, seat: Seat) -> Option<bool> {
        (self.stage == Stage::Over).then(|| self.winners().contains(&seat))
    }

    fn hand(&self, seat: Seat) -> CardSet {
        SchafkopfMatch::hand(self, seat)
    }

    fn trick(&self) -> &Trick {
        &self.trick
    }

    fn trump(&self) -> Option<Suit> {
        self.contract.map(|c| c.trump)
    }

    fn deals(&self) -> u32 {
        self.deals
    }

    fn audit(&self) -> Result<(), StateError> {
        SchafkopfMatch::audit(self)
    }
}

/// The doubling option's rule: the double a seat may say at its own turn to play, before its card, up to and
/// including the first card of the second trick, in a game with sides. Kontra by a seat that knows it is a
/// defender (`my_side` is what it knows of its own side), once a deal; Re by one that knows it is a declarer, in
/// answer to the Kontra, once.
pub(super) fn double_for(
    rules: &Rules,
    stage: Stage,
    has_sides: bool,
    my_side: Option<bool>,
    doubles: Doubles,
    tricks: u8,
    trick_empty: bool,
) -> Option<Call> {
    let in_time = tricks == 0 || (tricks == 1 && trick_empty);
    if !rules.doubling || stage != Stage::Playing || !has_sides || !in_time {
        return None;
    }
    match my_side? {
        false if doubles.kontra.is_none() => Some(Call::Kontra),
        true if doubles.kontra.is_some() && doubles.re.is_none() => Some(Call::Re),
        _ => None,
    }
}
