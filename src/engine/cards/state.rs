//! The Karten-Kniffel deal and turn machine: every change goes through `apply`, which
//! checks first (`check_exchange`, `check_play`) and refuses without touching the game.

use super::game::{
    CardsGame, CardsPlayer, ANNOUNCEMENT_PENALTY, CARDS_PER_VALUE, CARD_FIELDS, DECK_SIZE,
    HAND_SIZE, MAX_DISCARD, MAX_HAND, VALUES,
};
use super::scoring::cards_of;
use super::scoring::{
    check_cards, counts, field_points, for_each_sub_multiset, penalty_for_hand, scored, why_not,
    Counts,
};
use crate::engine::action::Action;
use crate::engine::dice::Combo;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::kind::GameKind;
use crate::engine::rng::GameRng;
use crate::engine::scoresheet::sheet::BoxId;
use crate::engine::setup::Setup;

/// Does `hand` hold all of `cards` (as a multiset)?
fn holds(hand: &[u8], cards: &[u8]) -> bool {
    let (h, c) = (counts(hand), counts(cards));
    (1..=VALUES as usize).all(|v| c[v] <= h[v])
}

/// Takes `cards` out of `hand` (which holds them), one card per value listed.
fn remove_cards(hand: &mut Vec<u8>, cards: &[u8]) {
    for &c in cards {
        if let Some(i) = hand.iter().position(|&h| h == c) {
            hand.remove(i);
        }
    }
}

impl CardsGame {
    /// A new game: the deck shuffled by `rng`, five cards dealt to each player.
    pub fn new(setup: &Setup, rng: &mut GameRng) -> CardsGame {
        let mut deck: Vec<u8> = (1..=VALUES)
            .flat_map(|v| std::iter::repeat_n(v, CARDS_PER_VALUE))
            .collect();
        rng.shuffle(&mut deck);
        Self::deal(setup, deck)
    }

    /// A game dealt from a deck in a known order, top card first (tests and rule
    /// demonstrations). The deck must be all 108 cards; the setup 2–5 players.
    ///
    /// # Errors
    ///
    /// `RuleError::BadDeck` unless the deck is 18 cards of each value;
    /// `RuleError::WrongPlayerCount` for a setup of other than 2–5 players.
    pub fn with_deck(setup: &Setup, mut deck: Vec<u8>) -> Result<CardsGame, RuleError> {
        let c = counts(&deck);
        if deck.len() != DECK_SIZE || c[1..].iter().any(|&n| n as usize != CARDS_PER_VALUE) {
            return Err(RuleError::BadDeck);
        }
        GameKind::Cards.check_players(setup.players.len())?;
        deck.reverse();
        Ok(Self::deal(setup, deck))
    }

    /// Deals five cards to each player from `deck` (top card last), one hand at a time.
    fn deal(setup: &Setup, mut deck: Vec<u8>) -> CardsGame {
        let players = (0..setup.players.len())
            .map(|_| CardsPlayer {
                hand: deck
                    .split_off(deck.len() - HAND_SIZE)
                    .into_iter()
                    .rev()
                    .collect(),
                ..CardsPlayer::default()
            })
            .collect();
        CardsGame {
            players,
            draw_pile: deck,
            discard_pile: Vec::new(),
            current: setup.start_player,
            first: setup.start_player,
            round: 1,
            announce_yourself: setup.options.announce_yourself,
            exactly_five: setup.rules_version >= 2,
            announcing: false,
            finished_by: None,
            over: false,
        }
    }

    // ----- checks without change (the screen's previews use them too) -----

    /// Checks an exchange for the player on turn; Ok(cards to draw).
    ///
    /// # Errors
    ///
    /// What `check_cards` refuses, `RuleError::DiscardTooMany`, `RuleError::NotInHand`, and
    /// `RuleError::HandFull` when the hand would pass 10 cards.
    pub fn check_exchange(&self, discard: &[u8], one_more: bool) -> Result<usize, RuleError> {
        check_cards(discard)?;
        if discard.len() > MAX_DISCARD {
            return Err(RuleError::DiscardTooMany);
        }
        let hand = self.current_hand();
        if !holds(hand, discard) {
            return Err(RuleError::NotInHand);
        }
        let draw = discard.len() + one_more as usize;
        if hand.len() - discard.len() + draw > MAX_HAND {
            return Err(RuleError::HandFull);
        }
        Ok(draw)
    }

    /// Checks a play for the player on turn; Ok((points, penalty)).
    ///
    /// # Errors
    ///
    /// `RuleError::NotACardField` or `RuleError::BoxTaken` for a field that cannot be
    /// filled, what `check_cards` refuses, `RuleError::NotInHand`, and the reason the cards
    /// do not make the field.
    pub fn check_play(&self, cards: &[u8], field: BoxId) -> Result<(u16, i32), RuleError> {
        if !CARD_FIELDS.contains(&field) {
            return Err(RuleError::NotACardField(field));
        }
        let p = &self.players[self.current];
        if !p.sheet.is_open(field) {
            return Err(RuleError::BoxTaken(field));
        }
        check_cards(cards)?;
        if !holds(&p.hand, cards) {
            return Err(RuleError::NotInHand);
        }
        let combo = Combo::new(cards);
        match field_points(field, &combo) {
            Some(points) => Ok((points, penalty_for_hand(p.hand.len()))),
            None => Err(why_not(field, &combo)),
        }
    }

    /// How many cards the player on turn must discard with a play of `played` cards: the
    /// surplus over 5 under rules version 2, none under version 1.
    pub fn discard_after_play(&self, played: usize) -> usize {
        if !self.exactly_five {
            return 0;
        }
        self.players[self.current]
            .hand
            .len()
            .saturating_sub(played)
            .saturating_sub(HAND_SIZE)
    }

    /// Checks the cards discarded with a play of `cards`: exactly the surplus over 5,
    /// from the cards left in hand.
    ///
    /// # Errors
    ///
    /// `RuleError::DiscardDownTo5` when the discard is not exactly the surplus, what
    /// `check_cards` refuses, `RuleError::NotInHand`.
    pub fn check_discard(&self, cards: &[u8], discard: &[u8]) -> Result<(), RuleError> {
        let need = self.discard_after_play(cards.len());
        if discard.len() != need {
            return Err(RuleError::DiscardDownTo5 {
                need,
                got: discard.len(),
            });
        }
        check_cards(discard)?;
        let both: Vec<u8> = cards.iter().chain(discard).copied().collect();
        if !holds(&self.players[self.current].hand, &both) {
            return Err(RuleError::NotInHand);
        }
        Ok(())
    }

    // ----- change -----

    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// `RuleError::GameOver` once the game has ended; otherwise the `RuleError` that says
    /// why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        match action {
            Action::Exchange { discard, one_more } => {
                let draw = self.check_exchange(discard, *one_more)?;
                let player = self.current;
                remove_cards(&mut self.players[player].hand, discard);
                self.discard_pile.extend_from_slice(discard);
                let mut events = vec![Event::Exchanged {
                    player,
                    discarded: discard.clone(),
                    drawn: draw,
                }];
                self.draw(player, draw, rng, &mut events);
                self.end_turn(&mut events);
                Ok(events)
            }
            Action::Play {
                cards,
                field,
                discard,
            } => {
                let (points, penalty) = self.check_play(cards, *field)?;
                self.check_discard(cards, discard)?;
                Ok(self.play(cards, *field, discard, (points, penalty), rng))
            }
            Action::Announce => {
                if !self.announce_yourself {
                    return Err(RuleError::AppAnnounces);
                }
                if self.announcing {
                    return Err(RuleError::AlreadyAnnounced);
                }
                if self.open_count(self.current) != 2 {
                    return Err(RuleError::AnnounceTooEarly);
                }
                self.announcing = true;
                Ok(vec![Event::Announced {
                    player: self.current,
                    by_app: false,
                }])
            }
            _ => Err(RuleError::NotAMove),
        }
    }

    fn play(
        &mut self,
        cards: &[u8],
        field: BoxId,
        discard: &[u8],
        (points, penalty): (u16, i32),
        rng: &mut GameRng,
    ) -> Vec<Event> {
        let player = self.current;
        let second_to_last = self.open_count(player) == 2;
        let p = &mut self.players[player];
        p.sheet.set(field, points as i32);
        if penalty > 0 {
            p.penalties.set(field, penalty);
        }
        remove_cards(&mut p.hand, cards);
        self.discard_pile.extend_from_slice(cards);
        let mut events = vec![Event::Played {
            player,
            field,
            cards: cards.to_vec(),
            points: points as i32,
            penalty,
        }];
        if second_to_last {
            let p = &mut self.players[player];
            if self.announcing {
                p.announced = true;
            } else if !self.announce_yourself {
                p.announced = true;
                events.push(Event::Announced {
                    player,
                    by_app: true,
                });
            } else {
                p.announcement_penalty += ANNOUNCEMENT_PENALTY;
                events.push(Event::AnnouncementMissed {
                    player,
                    penalty: ANNOUNCEMENT_PENALTY,
                });
            }
        }
        if !discard.is_empty() {
            remove_cards(&mut self.players[player].hand, discard);
            self.discard_pile.extend_from_slice(discard);
            events.push(Event::DiscardedDown {
                player,
                cards: discard.to_vec(),
            });
        }
        let missing = HAND_SIZE.saturating_sub(self.players[player].hand.len());
        self.draw(player, missing, rng, &mut events);
        self.end_turn(&mut events);
        events
    }

    /// Draws `n` cards for `player`; an empty draw pile is replaced by the shuffled
    /// discard pile. Returns how many were drawn (fewer only if both piles are empty,
    /// which 108 cards and at most 50 in hands rule out).
    fn draw(&mut self, player: usize, n: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
        for _ in 0..n {
            if self.draw_pile.is_empty() {
                if self.discard_pile.is_empty() {
                    return;
                }
                std::mem::swap(&mut self.draw_pile, &mut self.discard_pile);
                rng.shuffle(&mut self.draw_pile);
                events.push(Event::Reshuffled {
                    cards: self.draw_pile.len(),
                });
            }
            if let Some(card) = self.draw_pile.pop() {
                self.players[player].hand.push(card);
            }
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.announcing = false;
        let player = self.current;
        if self.finished_by.is_none() && self.open_count(player) == 0 {
            self.finished_by = Some(player);
            events.push(Event::LastRound { player });
        }
        let next = (player + 1) % self.players.len();
        // The round ends with the player before the start player, so that everyone has
        // had the same number of turns.
        if self.finished_by.is_some() && next == self.first {
            self.over = true;
            events.push(Event::GameOver);
            return;
        }
        self.current = next;
        if next == self.first {
            self.round += 1;
        }
        events.push(Event::TurnStarted {
            player: next,
            round: self.round,
        });
    }

    /// Pushes the play of `cards` into `field`, once per way to discard down to 5 after
    /// it (just the play when nothing need be discarded).
    fn push_play_with_discards(
        &self,
        hand: &Counts,
        cards: Vec<u8>,
        field: BoxId,
        out: &mut Vec<Action>,
    ) {
        let need = self.discard_after_play(cards.len());
        if need == 0 {
            out.push(Action::Play {
                cards,
                field,
                discard: Vec::new(),
            });
            return;
        }
        let mut rest = *hand;
        for &c in &cards {
            rest[c as usize] -= 1;
        }
        for_each_sub_multiset(&rest, need..=need, &mut |d| {
            out.push(Action::Play {
                cards: cards.clone(),
                field,
                discard: cards_of(d),
            });
        });
    }

    /// Every legal action now. Cards are chosen by value (a multiset), not by position,
    /// so a hand of ten gives hundreds of actions, not thousands.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let p = &self.players[self.current];
        let hand = counts(&p.hand);
        let mut plays = Vec::new();
        let mut lower = Vec::new();
        for field in p.sheet.open_in(&CARD_FIELDS) {
            match field.upper_face() {
                // An upper field takes 1–5 cards of its value: nothing to search.
                Some(face) => {
                    for k in 1..=hand[face as usize].min(HAND_SIZE as u8) {
                        plays.push((vec![face; k as usize], field));
                    }
                }
                None => lower.push(field),
            }
        }
        if !lower.is_empty() {
            for_each_sub_multiset(&hand, 4..=HAND_SIZE, &mut |c| {
                for &field in &lower {
                    if scored(field, c).is_some() {
                        plays.push((cards_of(c), field));
                    }
                }
            });
        }
        let mut out = Vec::new();
        for (cards, field) in plays {
            self.push_play_with_discards(&hand, cards, field, &mut out);
        }
        let can_grow = p.hand.len() < MAX_HAND;
        for_each_sub_multiset(&hand, 0..=MAX_DISCARD, &mut |c| {
            let discard = cards_of(c);
            if can_grow {
                out.push(Action::Exchange {
                    discard: discard.clone(),
                    one_more: true,
                });
            }
            out.push(Action::Exchange {
                discard,
                one_more: false,
            });
        });
        if self.can_announce() {
            out.push(Action::Announce);
        }
        out
    }
}
