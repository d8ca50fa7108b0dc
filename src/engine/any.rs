//! Any game's match behind one type, for the places that hold "the match in progress" whichever game it is:
//! the table, the save file, `--headless`. Each method hands over to the game's own [`Game`] implementation;
//! nothing here decides a rule.

use serde::{Deserialize, Serialize};

use super::game::{Call, Decision, Game, GameKind, GameView, PlayError, Ruleset, StateError};
use super::{Card, CardSet, Seat, Suit, Trick, hearts, schafkopf, wendellhead, whist};

/// Calls the same method on whichever game `$any` holds.
macro_rules! each {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            AnyMatch::Wendellhead($g) => $body,
            AnyMatch::Whist($g) => $body,
            AnyMatch::Hearts($g) => $body,
            AnyMatch::Schafkopf($g) => $body,
        }
    };
}

/// The rule options of a match of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnyRules {
    /// Wendellhead's options.
    Wendellhead(wendellhead::Rules),
    /// Classic Whist's options.
    Whist(whist::Rules),
    /// Hearts' options.
    Hearts(hearts::Rules),
    /// Wendish Schafkopf's options.
    Schafkopf(schafkopf::Rules),
}

impl AnyRules {
    /// Which game these are the rules of.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyRules::Wendellhead(_) => GameKind::Wendellhead,
            AnyRules::Whist(_) => GameKind::Whist,
            AnyRules::Hearts(_) => GameKind::Hearts,
            AnyRules::Schafkopf(_) => GameKind::Schafkopf,
        }
    }

    /// Players at the table.
    pub fn players(&self) -> u8 {
        match self {
            AnyRules::Wendellhead(r) => r.player_count(),
            AnyRules::Whist(r) => r.player_count(),
            AnyRules::Hearts(r) => r.player_count(),
            AnyRules::Schafkopf(r) => r.player_count(),
        }
    }

    /// Starts a match with these rules from `seed`, reporting the first deal's events.
    pub fn start(self, seed: u64, events: &mut Vec<AnyEvent>) -> Result<AnyMatch, String> {
        match self {
            AnyRules::Wendellhead(r) => {
                let mut out = Vec::new();
                let game = r.start(seed, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Wendellhead));
                Ok(AnyMatch::Wendellhead(game))
            }
            AnyRules::Whist(r) => {
                let mut out = Vec::new();
                let game = r.start(seed, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Whist));
                Ok(AnyMatch::Whist(game))
            }
            AnyRules::Hearts(r) => {
                let mut out = Vec::new();
                let game = r.start(seed, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Hearts));
                Ok(AnyMatch::Hearts(game))
            }
            AnyRules::Schafkopf(r) => {
                let mut out = Vec::new();
                let game = r.start(seed, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Schafkopf));
                Ok(AnyMatch::Schafkopf(game))
            }
        }
    }
}

/// An event of a match of any game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnyEvent {
    /// A Wendellhead event.
    Wendellhead(wendellhead::Event),
    /// A Whist event.
    Whist(whist::Event),
    /// A Hearts event.
    Hearts(hearts::Event),
    /// A Schafkopf event.
    Schafkopf(schafkopf::Event),
}

impl AnyEvent {
    /// The seat that won the trick (Pin) this event completes, if it completes one.
    pub fn trick_winner(&self) -> Option<Seat> {
        match self {
            AnyEvent::Wendellhead(wendellhead::Event::PinWon { winner, .. })
            | AnyEvent::Whist(whist::Event::TrickWon { winner, .. })
            | AnyEvent::Hearts(hearts::Event::TrickWon { winner, .. })
            | AnyEvent::Schafkopf(schafkopf::Event::TrickWon { winner, .. }) => Some(*winner),
            _ => None,
        }
    }
}

/// A match of any game, hidden cards included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnyMatch {
    /// A Wendellhead match.
    Wendellhead(wendellhead::Match),
    /// A Classic Whist match.
    Whist(whist::WhistMatch),
    /// A Hearts game.
    Hearts(hearts::HeartsMatch),
    /// A Wendish Schafkopf match.
    Schafkopf(schafkopf::SchafkopfMatch),
}

impl AnyMatch {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyMatch::Wendellhead(_) => GameKind::Wendellhead,
            AnyMatch::Whist(_) => GameKind::Whist,
            AnyMatch::Hearts(_) => GameKind::Hearts,
            AnyMatch::Schafkopf(_) => GameKind::Schafkopf,
        }
    }

    /// The rules the match is played with.
    pub fn rules(&self) -> AnyRules {
        match self {
            AnyMatch::Wendellhead(g) => AnyRules::Wendellhead(*g.rules()),
            AnyMatch::Whist(g) => AnyRules::Whist(*g.rules()),
            AnyMatch::Hearts(g) => AnyRules::Hearts(*g.rules()),
            AnyMatch::Schafkopf(g) => AnyRules::Schafkopf(*g.rules()),
        }
    }

    /// What `cards` are worth in the game's own scoring, where cards have points: Hearts' penalty points under
    /// the match's rules, Schafkopf's card points (A 11, 10 10, K 4, Q 3, J 2). `None` where only tricks count.
    pub fn card_points(&self, cards: CardSet) -> Option<i32> {
        match self {
            AnyMatch::Hearts(g) => Some(hearts::points_of(cards, g.rules())),
            AnyMatch::Schafkopf(_) => Some(schafkopf::points(cards) as i32),
            AnyMatch::Wendellhead(_) | AnyMatch::Whist(_) => None,
        }
    }

    /// The match seed.
    pub fn seed(&self) -> u64 {
        each!(self, g => Game::seed(g))
    }

    /// Players at the table.
    pub fn players(&self) -> u8 {
        each!(self, g => Game::players(g))
    }

    /// The seat to play, or `None` once the match is over.
    pub fn to_act(&self) -> Option<Seat> {
        each!(self, g => Game::to_act(g))
    }

    /// The current dealer.
    pub fn dealer(&self) -> Seat {
        each!(self, g => g.dealer())
    }

    /// The cards the seat to act may play.
    pub fn legal_moves(&self) -> CardSet {
        each!(self, g => Game::legal_moves(g))
    }

    /// Checks that `seat` may play `card` now; the error says why not.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        each!(self, g => Game::check(g, seat, card))
    }

    /// Plays `card` for `seat`, adding what happened to `events`. On error nothing changes.
    pub fn play(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Vec<AnyEvent>,
    ) -> Result<(), PlayError> {
        match self {
            AnyMatch::Wendellhead(g) => {
                let mut out = Vec::new();
                g.play(seat, card, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Wendellhead));
            }
            AnyMatch::Whist(g) => {
                let mut out = Vec::new();
                g.play(seat, card, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Whist));
            }
            AnyMatch::Hearts(g) => {
                let mut out = Vec::new();
                g.play(seat, card, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Hearts));
            }
            AnyMatch::Schafkopf(g) => {
                let mut out = Vec::new();
                g.play(seat, card, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Schafkopf));
            }
        }
        Ok(())
    }

    /// This hand's pass (Hearts): where the cards go, if cards are passed.
    pub fn pass_direction(&self) -> Option<hearts::PassDirection> {
        match self {
            AnyMatch::Hearts(g) => g.direction(),
            _ => None,
        }
    }

    /// What the seat to act must decide, or `None` once the match is over.
    pub fn decision(&self) -> Option<Decision> {
        each!(self, g => Game::decision(g))
    }

    /// Passes `cards` for `seat` (Hearts) or lays them away (Dreiwendsch's skat taker), adding what happened to
    /// `events`. On error nothing changes; games without either refuse.
    pub fn pass(
        &mut self,
        seat: Seat,
        cards: CardSet,
        events: &mut Vec<AnyEvent>,
    ) -> Result<(), PlayError> {
        match self {
            AnyMatch::Hearts(g) => {
                let mut out = Vec::new();
                g.pass(seat, cards, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Hearts));
                Ok(())
            }
            AnyMatch::Schafkopf(g) => {
                let mut out = Vec::new();
                g.discard(seat, cards, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Schafkopf));
                Ok(())
            }
            _ => Err(PlayError::NoPassNow),
        }
    }

    /// The calls the seat to declare may make now (Schafkopf), in the engine's order; empty when nobody declares.
    pub fn calls(&self) -> Vec<Call> {
        each!(self, g => Game::calls(g))
    }

    /// The double (Schafkopf's Kontra or Re, with the doubling option) the seat to act may say now, before it
    /// plays its card; `None` otherwise. It is said with [`AnyMatch::declare`] (or a recorded `Move::Call`) while
    /// the decision is still [`Decision::PlayCard`] for that seat, which then plays its card.
    pub fn double_offered(&self) -> Option<Call> {
        each!(self, g => Game::double_offered(g))
    }

    /// Makes `call` for `seat` while the game is declared (Schafkopf), or a double [`AnyMatch::double_offered`]
    /// offers while it plays, adding what happened to `events`. On error nothing changes; games without
    /// declaring refuse.
    pub fn declare(
        &mut self,
        seat: Seat,
        call: Call,
        events: &mut Vec<AnyEvent>,
    ) -> Result<(), PlayError> {
        match self {
            AnyMatch::Schafkopf(g) => {
                let mut out = Vec::new();
                g.declare(seat, call, &mut out)?;
                events.extend(out.into_iter().map(AnyEvent::Schafkopf));
                Ok(())
            }
            _ => Err(PlayError::NoCallNow),
        }
    }

    /// The cards the game is played with: 32 in Schafkopf (20 in Dreiwendsch with sharp cards), the whole pack
    /// otherwise.
    pub fn deck(&self) -> CardSet {
        match self {
            AnyMatch::Schafkopf(g) => g.rules().deck(),
            _ => CardSet::FULL,
        }
    }

    /// `cards` in the order a hand shows them with `trump` as trump: by suit, trump last, then by rank; in
    /// Schafkopf the plain suits as they rank and every trump (queens and jacks included) last, lowest first.
    pub fn hand_order(&self, cards: CardSet, trump: Option<Suit>) -> Vec<Card> {
        let mut cards: Vec<Card> = cards.iter().collect();
        match self {
            AnyMatch::Schafkopf(_) => {
                let order = schafkopf::SchafkopfOrder {
                    trump: trump.unwrap_or(Suit::Diamonds),
                };
                cards.sort_by_key(|&c| order.sort_key(c));
            }
            _ => {
                cards.sort_by_key(|&c| {
                    (Some(c.suit()) == trump, c.suit().index(), c.rank().index())
                });
            }
        }
        cards
    }

    /// Which group of a shown hand `card` belongs to with `trump` as trump: its suit, or in Schafkopf its
    /// following class (every trump together). [`AnyMatch::hand_order`] keeps each group's cards side by side,
    /// so a phone can lay a hand out in rows that never split one.
    pub fn hand_group(&self, card: Card, trump: Option<Suit>) -> u8 {
        match self {
            AnyMatch::Schafkopf(_) => {
                schafkopf::SchafkopfOrder {
                    trump: trump.unwrap_or(Suit::Diamonds),
                }
                .sort_key(card)
                .0
            }
            _ => card.suit().index() as u8,
        }
    }

    /// The runs of one group ([`AnyMatch::hand_group`]) in `cards` as they lie, each group with its count: a
    /// hand in [`AnyMatch::hand_order`] has one run per group.
    pub fn group_runs(&self, cards: &[Card], trump: Option<Suit>) -> Vec<(u8, usize)> {
        let mut runs: Vec<(u8, usize)> = Vec::new();
        for &card in cards {
            let group = self.hand_group(card, trump);
            match runs.last_mut() {
                Some((g, count)) if *g == group => *count += 1,
                _ => runs.push((group, 1)),
            }
        }
        runs
    }

    /// A seat's hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        each!(self, g => Game::hand(g, seat))
    }

    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        each!(self, g => Game::trick(g))
    }

    /// The trump suit in force, if any.
    pub fn trump(&self) -> Option<Suit> {
        each!(self, g => Game::trump(g))
    }

    /// Deals so far in the match.
    pub fn deals(&self) -> u32 {
        each!(self, g => Game::deals(g))
    }

    /// Whether `seat` won the match (alone or with its side); `None` while it is being played.
    pub fn won_by(&self, seat: Seat) -> Option<bool> {
        each!(self, g => Game::won_by(g, seat))
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    /// The seats that won the match (one, or a side's two), empty while it is being played.
    pub fn winners(&self) -> Vec<Seat> {
        Seat::all(self.players())
            .filter(|&s| self.won_by(s) == Some(true))
            .collect()
    }

    /// Checks the state's invariants.
    pub fn audit(&self) -> Result<(), StateError> {
        each!(self, g => Game::audit(g))
    }

    /// Every card `seat` may name now ([`GameView::seen`]): what a line shown to that seat may speak of.
    pub fn seen_by(&self, seat: Seat) -> CardSet {
        each!(self, g => g.view(seat).seen())
    }

    /// The JSON of `seat`'s view: what the seat may know, as text (a fingerprint for decision seeds).
    pub fn view_json(&self, seat: Seat) -> String {
        each!(self, g => serde_json::to_string(&g.view(seat)).unwrap_or_default())
    }
}
