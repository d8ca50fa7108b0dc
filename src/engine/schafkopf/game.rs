//! The state of a Schafkopf match and the functions that change it: [`SchafkopfMatch::declare`] and
//! [`SchafkopfMatch::play`].

use serde::{Deserialize, Serialize};

use super::event::{Called, Event, LogCall, Winner};
use super::rules::{Rules, RulesError};
use super::view::{PublicContract, View};
use super::{QUEEN_OF_CLUBS, QUEEN_OF_SPADES, SchafkopfOrder, TRUMP_CLASS, deck, points};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::deck::{self, CardList};
use crate::engine::game::{Call, Decision, EventSink, Game, GameKind, PlayError, StateError, emit};
use crate::engine::seat::Seat;
use crate::engine::trick::{PlayCheck, Trick, TrickOrder};

/// Tricks in a hand of four players: 8 cards each.
pub const TRICKS: usize = 8;

/// Players at the table (the variant for four).
const N: usize = 4;

/// Where a deal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The players declare in turn from forehand.
    Declaring,
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
    /// A lust solo: one player alone with a trump suit of their choosing.
    Solo,
}

/// The game of a deal, as it truly is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contract {
    /// Its kind.
    pub kind: ContractKind,
    /// The suit that joins the queens and jacks.
    pub trump: Suit,
    /// The soloist, the wedding player, or in a normal game the holder of Q♣.
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
            trump: Suit::Diamonds,
            declarer,
            partner: None,
            called: None,
            partner_shown: false,
            alone: true,
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

    /// The declaring side, ascending.
    pub fn declarers(&self) -> Vec<Seat> {
        let mut side = vec![self.declarer];
        side.extend(self.partner);
        side.sort();
        side
    }

    /// Whether it is scored as a solo (one declarer against three).
    pub fn is_solo(&self) -> bool {
        self.partner.is_none()
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

/// Where the cards a seat cannot see lie in one possible world.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenCards {
    /// Every seat's whole hand; the viewing seat's entry is ignored.
    pub hands: [CardSet; N],
}

/// The full state of a Schafkopf match, hidden cards included. Only the engine reads it whole; players get a
/// [`View`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SchafkopfMatch {
    rules: Rules,
    seed: u64,
    /// Deals dealt so far; the next deal shuffles with this stream.
    deals: u32,
    dealer: Seat,
    stage: Stage,
    hands: [CardSet; N],
    /// The hands as dealt (who held the black queens, who holds a called card).
    dealt: [CardSet; N],
    /// This deal's calls so far, with what each will do if nobody plays a solo.
    calls: [Option<Call>; N],
    /// The seat that must play a lust solo this deal (mandatory solos), if one must.
    forced: Option<Seat>,
    contract: Option<Contract>,
    trick: Trick,
    history: [Option<TrickRecord>; TRICKS],
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
}

/// The seat after `seat`, `k` places clockwise.
fn after(seat: Seat, k: usize) -> Seat {
    seat.plus(k, N as u8)
}

impl SchafkopfMatch {
    /// Starts a match: validates the rules, draws the first dealer from the seed and deals.
    pub fn new(
        rules: Rules,
        seed: u64,
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, RulesError> {
        rules.validate()?;
        let dealer = deck::first_dealer(seed, N as u8);
        let mut game = SchafkopfMatch::empty(rules, seed, dealer);
        let shuffled = game.next_shuffle();
        game.deal(shuffled, sink);
        Ok(game)
    }

    /// Starts a match whose first deal uses `deck` in dealing order (the 32 cards once; for tests and replays);
    /// later deals shuffle from `seed`.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        cards: &[Card],
        sink: &mut impl EventSink<Event>,
    ) -> Result<SchafkopfMatch, StateError> {
        rules.validate().map_err(|e| StateError(e.to_string()))?;
        let list = CardList::from_slice(cards)
            .filter(|list| list.len() == 32 && list.to_set() == deck())
            .ok_or_else(|| StateError("the deck must hold each of the 32 cards once".into()))?;
        if dealer.index() >= N {
            return Err(StateError(format!("{dealer} is not at the table")));
        }
        let mut game = SchafkopfMatch::empty(rules, seed, dealer);
        game.deals = 1;
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
            history: [None; TRICKS],
            tricks: 0,
            to_act: dealer,
            taken: [CardSet::EMPTY; N],
            tricks_won: [0; N],
            balance: [0; N],
            solos: [0; N],
            voids: [0; N],
        }
    }

    fn next_shuffle(&mut self) -> CardList {
        let list = deck::shuffled(deck(), self.seed, self.deals as u64);
        self.deals += 1;
        list
    }

    /// Rule 4: two rounds of four cards each, clockwise from the dealer's left; forehand declares first.
    fn deal(&mut self, cards: CardList, sink: &mut impl EventSink<Event>) {
        self.hands = [CardSet::EMPTY; N];
        for (i, &card) in cards.as_slice().iter().enumerate() {
            self.hands[after(self.dealer, 1 + (i / 4) % N).index()].insert(card);
        }
        self.dealt = self.hands;
        self.calls = [None; N];
        self.contract = None;
        self.trick = Trick::new(self.forehand());
        self.history = [None; TRICKS];
        self.tricks = 0;
        self.taken = [CardSet::EMPTY; N];
        self.tricks_won = [0; N];
        self.voids = [0; N];
        self.stage = Stage::Declaring;
        self.to_act = self.forehand();
        self.forced = self.forced_soloist();
        let dealer = self.dealer;
        emit(sink, || Event::Dealt {
            dealer,
            deck: cards.as_slice().to_vec(),
        });
    }

    /// The player left of the dealer: first to declare, leads the first trick.
    pub fn forehand(&self) -> Seat {
        after(self.dealer, 1)
    }

    /// Rule 10: when the solos still owed are as many as the deals left (this one included), the first player in
    /// declaring order who owes one must play a lust solo.
    fn forced_soloist(&self) -> Option<Seat> {
        let k = self.rules.mandatory_solos;
        if k == 0 {
            return None;
        }
        let owed: u32 = self.solos.iter().map(|&s| k.saturating_sub(s)).sum();
        let left = self.rules.deals + 1 - self.deals;
        if owed == 0 || owed < left {
            return None;
        }
        (0..N)
            .map(|i| after(self.forehand(), i))
            .find(|s| self.solos[s.index()] < k)
    }

    /// The seat holding both black queens this deal, if one does.
    pub fn black_queens_holder(&self) -> Option<Seat> {
        (0..N).map(|s| Seat(s as u8)).find(|s| {
            let dealt = self.dealt[s.index()];
            dealt.contains(QUEEN_OF_CLUBS) && dealt.contains(QUEEN_OF_SPADES)
        })
    }

    /// The seat that was dealt `card`.
    fn holder_of(&self, card: Card) -> Seat {
        (0..N)
            .map(|s| Seat(s as u8))
            .find(|s| self.dealt[s.index()].contains(card))
            .unwrap_or(self.dealer)
    }

    /// What the seat to act must decide now.
    pub fn decision(&self) -> Option<Decision> {
        match self.stage {
            Stage::Over => None,
            Stage::Declaring => Some(Decision::Declare { seat: self.to_act }),
            Stage::Playing => Some(Decision::PlayCard { seat: self.to_act }),
        }
    }

    /// Rules 5, 6 and 10: the calls the seat to declare may make. A seat owing the forced solo may only play one;
    /// the seats asked before it pass; the holder of both black queens says "pass" as a wedding (with a card they
    /// do not hold, or the first foreign trick) or as a silent solo, which takes effect if nobody plays a solo.
    pub fn calls(&self) -> Vec<Call> {
        if self.stage != Stage::Declaring {
            return Vec::new();
        }
        let seat = self.to_act;
        let solos = || Suit::ALL.into_iter().map(Call::Solo);
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

    /// Makes `call` for `seat` (rules 5-7); on error nothing changes.
    pub fn declare(
        &mut self,
        seat: Seat,
        call: Call,
        sink: &mut impl EventSink<Event>,
    ) -> Result<(), PlayError> {
        match self.stage {
            Stage::Over => return Err(PlayError::MatchOver),
            Stage::Playing => return Err(PlayError::NoCallNow),
            Stage::Declaring => {}
        }
        if seat.index() >= N {
            return Err(PlayError::NoSuchSeat(seat));
        }
        if seat != self.to_act {
            return Err(PlayError::NotYourTurn {
                seat,
                to_act: self.to_act,
            });
        }
        if !self.calls().contains(&call) {
            return Err(PlayError::CallNotOffered(call));
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
            self.to_act = after(seat, 1);
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

    /// The cards the seat to act may play (rule 2: follow the led class, trumps being one, if able).
    pub fn legal_moves(&self) -> CardSet {
        if self.stage != Stage::Playing {
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
            Stage::Declaring if seat.index() < N => return Err(PlayError::DeclareFirst),
            _ => {}
        }
        let order = self.order();
        let check = PlayCheck {
            over: self.stage == Stage::Over,
            players: N as u8,
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
        let s = seat.index();
        if let Some(lead) = self.trick.lead() {
            let led = order.class_of(lead);
            if order.class_of(card) != led {
                self.voids[s] |= 1 << led;
            }
        }
        self.hands[s].remove(card);
        self.trick.push(card);
        emit(sink, || Event::CardPlayed { seat, card });
        if self.trick.len() < N {
            self.to_act = after(seat, 1);
            return Ok(());
        }
        let winner = self.trick.winner(&order, N as u8).unwrap_or(seat);
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
        self.to_act = winner;
        self.trick = Trick::new(winner);
        if self.tricks as usize == TRICKS {
            self.score_hand(sink);
        }
        Ok(())
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

    /// Rules 8 and 9: the declaring side wins with 61; schneider and schwarz raise the value; a solo pays the
    /// solo factor. Then the next deal, or the end of the match.
    fn score_hand(&mut self, sink: &mut impl EventSink<Event>) {
        let Some(contract) = self.contract else {
            return;
        };
        let declarers = contract.declarers();
        let mut declared = CardSet::EMPTY;
        let mut declarer_tricks = 0;
        for d in &declarers {
            declared |= self.taken[d.index()];
            declarer_tricks += self.tricks_won[d.index()];
        }
        let points_declarers = points(declared);
        let points_defenders = 120 - points_declarers;
        let declarers_win = points_declarers >= 61;
        let (loser_points, loser_tricks) = if declarers_win {
            (points_defenders, TRICKS as u8 - declarer_tricks)
        } else {
            (points_declarers, declarer_tricks)
        };
        let schneider = loser_points < 30;
        let schwarz = loser_tricks == 0;
        let v = self.rules.values;
        let value =
            v.base + if schneider { v.schneider } else { 0 } + if schwarz { v.schwarz } else { 0 };
        let sign = if declarers_win { 1 } else { -1 };
        let mut payments = [0i64; N];
        for (s, pay) in payments.iter_mut().enumerate() {
            let declarer = declarers.contains(&Seat(s as u8));
            let amount = if contract.is_solo() && declarer {
                (v.solo_factor * value) as i64
            } else {
                value as i64
            };
            *pay = if declarer {
                sign * amount
            } else {
                -sign * amount
            };
        }
        for (b, p) in self.balance.iter_mut().zip(payments) {
            *b += p;
        }
        let balance = self.balance.to_vec();
        emit(sink, || Event::HandScored {
            declarers: declarers.clone(),
            points: [points_declarers, points_defenders],
            winner: if declarers_win {
                Winner::Declarers
            } else {
                Winner::Defenders
            },
            schneider,
            schwarz,
            value,
            payments: payments.to_vec(),
            balance: balance.clone(),
        });
        if self.deals >= self.rules.deals {
            self.stage = Stage::Over;
            emit(sink, || Event::MatchOver { balance });
            return;
        }
        self.dealer = after(self.dealer, 1);
        let shuffled = self.next_shuffle();
        self.deal(shuffled, sink);
    }

    /// What `seat` may know: its own hand and calls, and everything public; partners only as the cards show them.
    pub fn view(&self, seat: Seat) -> View {
        let s = seat.index().min(N - 1);
        let mut hand_sizes = [0u8; N];
        for (size, hand) in hand_sizes.iter_mut().zip(&self.hands) {
            *size = hand.len() as u8;
        }
        let mut calls = [None; N];
        for (public, call) in calls.iter_mut().zip(&self.calls) {
            *public = call.map(|c| match c {
                Call::Solo(trump) => LogCall::Solo { trump },
                _ => LogCall::Pass,
            });
        }
        let mut taken_points = [0u32; N];
        for (p, taken) in taken_points.iter_mut().zip(&self.taken) {
            *p = points(*taken);
        }
        View {
            seat,
            rules: self.rules,
            dealer: self.dealer,
            stage: self.stage,
            to_act: (self.stage != Stage::Over).then_some(self.to_act),
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
        self.history[..self.tricks as usize]
            .iter()
            .flatten()
            .map(|r| &r.trick)
            .chain(std::iter::once(&self.trick))
            .find_map(|t| t.plays(N as u8).find(|&(_, c)| c == card).map(|(s, _)| s))
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
        let all = |sides: &mut [Option<bool>; N]| {
            for (i, side) in sides.iter_mut().enumerate() {
                *side = Some(is(Seat(i as u8)));
            }
        };
        match c.kind {
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
        (self.stage != Stage::Over).then_some(self.to_act)
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The deal's contract, once declared.
    pub fn contract(&self) -> Option<Contract> {
        self.contract
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
        &self.balance
    }

    /// Lust solos each seat has played.
    pub fn solos(&self) -> &[u32] {
        &self.solos
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
        let best = self.balance.iter().copied().max().unwrap_or(0);
        (0..N)
            .filter(|&s| self.balance[s] == best)
            .map(|s| Seat(s as u8))
            .collect()
    }

    /// Checks the invariants: each of the 32 cards in one place, hand sizes that fit the tricks, a contract that
    /// fits the deal, a zero-sum balance (with the usual solo factor).
    pub fn audit(&self) -> Result<(), StateError> {
        let bad = |m: String| Err(StateError(m));
        if self.rules.validate().is_err() {
            return bad("the rules are not valid".into());
        }
        if self.dealer.index() >= N || self.to_act.index() >= N {
            return bad("a seat is not at the table".into());
        }
        if self.deals == 0 || self.deals > self.rules.deals {
            return bad(format!("deal {} of {}", self.deals, self.rules.deals));
        }
        let mut all = self.trick.to_set();
        let mut count = self.trick.len();
        for s in 0..N {
            all |= self.hands[s] | self.taken[s];
            count += self.hands[s].len() + self.taken[s].len();
        }
        if all != deck() || count != 32 {
            return bad("the 32 cards are not each in one place".into());
        }
        if self.tricks as usize > TRICKS || self.trick.len() >= N {
            return bad("too many tricks or cards in the trick".into());
        }
        let in_hands: usize = self.hands.iter().map(|h| h.len()).sum();
        if in_hands + self.trick.len() + 4 * self.tricks as usize != 32 {
            return bad("the hands do not fit the tricks played".into());
        }
        if self.stage == Stage::Declaring && (self.contract.is_some() || self.tricks > 0) {
            return bad("a contract or a trick while declaring".into());
        }
        if self.stage == Stage::Playing && self.contract.is_none() {
            return bad("play without a contract".into());
        }
        // With the usual solo factor (one per defender) every payment is zero-sum; another factor is the table's
        // choice to make solos dearer or cheaper than the defenders' side.
        if self.rules.values.solo_factor == N as u32 - 1 && self.balance.iter().sum::<i64>() != 0 {
            return bad("the balance does not sum to zero".into());
        }
        if self.history[..self.tricks as usize]
            .iter()
            .any(Option::is_none)
        {
            return bad("a completed trick is missing from the record".into());
        }
        Ok(())
    }
}

impl SchafkopfMatch {
    /// What every possible world of `view` shares: the match's public state (rules, dealer, deals, stage, whose
    /// turn, balances, solos, shown voids, a forced solo) and the hands, the seat's own and `hidden`'s others.
    fn world_of(view: &View, hidden: &HiddenCards, seed: u64) -> SchafkopfMatch {
        let mut game = SchafkopfMatch::empty(view.rules, seed, view.dealer);
        game.deals = view.deals;
        game.stage = view.stage;
        game.hands = hidden.hands;
        game.hands[view.seat.index()] = view.hand;
        game.balance = view.balance;
        game.solos = view.solos;
        game.voids = view.voids;
        game.forced = view.forced;
        game.to_act = view.to_act.unwrap_or(view.trick.leader());
        game
    }

    /// A possible world while the game is declared: the seat's view with the other hands as `hidden` says (each
    /// of the right size, the pack complete). For a computer player that simulates its call. Fails if `hidden`
    /// contradicts the view or the game is not being declared.
    pub fn declaring_world(
        view: &View,
        hidden: &HiddenCards,
        seed: u64,
    ) -> Result<SchafkopfMatch, StateError> {
        if view.stage != Stage::Declaring {
            return Err(StateError("the game is not being declared".into()));
        }
        let mut game = SchafkopfMatch::world_of(view, hidden, seed);
        game.dealt = game.hands;
        game.trick = Trick::new(game.forehand());
        let all = game.hands.iter().fold(CardSet::EMPTY, |a, h| a | *h);
        if all != deck() || game.hands.iter().any(|h| h.len() != TRICKS) {
            return Err(StateError(
                "the hidden hands do not complete the pack".into(),
            ));
        }
        // The calls so far, as said (none of them was a solo, or the game would be declared).
        for (call, public) in game.calls.iter_mut().zip(&view.calls) {
            *call = public.map(|_| Call::Pass);
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
        game.trick = view.trick;
        game.history = view.history;
        game.tricks = view.tricks;
        let mut played = [CardSet::EMPTY; N];
        for record in view.history[..view.tricks as usize].iter().flatten() {
            for (s, c) in record.trick.plays(N as u8) {
                played[s.index()].insert(c);
            }
            game.taken[record.winner.index()] |= record.trick.to_set();
            game.tricks_won[record.winner.index()] += 1;
        }
        for (s, c) in view.trick.plays(N as u8) {
            played[s.index()].insert(c);
        }
        for (s, cards) in played.iter().enumerate() {
            game.dealt[s] = game.hands[s] | *cards;
            if game.hands[s].len() != view.hand_sizes[s] as usize {
                return Err(StateError(format!(
                    "seat {s} is given the wrong number of cards"
                )));
            }
        }
        let mut all = game.trick.to_set();
        let mut count = game.trick.len();
        for s in 0..N {
            all |= game.hands[s] | game.taken[s];
            count += game.hands[s].len() + game.taken[s].len();
        }
        if all != deck() || count != 32 {
            return Err(StateError(
                "the hidden cards do not complete the pack".into(),
            ));
        }
        for (call, public) in game.calls.iter_mut().zip(&view.calls) {
            *call = public.map(|c| match c {
                LogCall::Solo { trump } => Call::Solo(trump),
                _ => Call::Pass,
            });
        }
        game.calls[me] = view.my_call;
        let holder = game.black_queens_holder();
        let contract = match seen.kind {
            ContractKind::Solo => Contract::solo(seen.declarer.unwrap_or(view.seat), seen.trump),
            ContractKind::Wedding => {
                let wedder = seen.declarer.unwrap_or(view.seat);
                let called = seen.called.unwrap_or(Called(None));
                let mut contract = Contract::wedding(wedder, called, None);
                match called.0 {
                    Some(card) => {
                        contract.partner = Some(game.holder_of(card));
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
        N as u8
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
