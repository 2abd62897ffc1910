//! Karten-Kniffel (RULES.md section 4): 108 cards, 18 of each value 1–6, secret hands,
//! a draw and a discard pile. A turn is one action: exchange cards, or play cards into
//! one of 12 fields (the classic boxes without Chance) and draw back up to five.

use super::classic::{CLASSIC_BOXES, UPPER_BONUS, UPPER_BONUS_AT};
use super::dice::Combo;
use super::game::{Action, Event, GameKind, Refusal, Setup};
use super::rng::GameRng;
use super::sheet::{BoxId, BoxId::*, Sheet, UPPER_BOXES};
use crate::refuse;
use serde::{Deserialize, Serialize};

/// The fields of the Karten-Kniffel block: the classic boxes without Chance (their
/// last), in sheet order.
pub const CARD_FIELDS: [BoxId; 12] = {
    assert!(CLASSIC_BOXES[12] as usize == Chance as usize);
    let mut out = [Chance; 12];
    let mut i = 0;
    while i < out.len() {
        out[i] = CLASSIC_BOXES[i];
        i += 1;
    }
    out
};

pub const VALUES: u8 = 6;
pub const CARDS_PER_VALUE: usize = 18;
pub const DECK_SIZE: usize = CARDS_PER_VALUE * VALUES as usize;
/// Cards dealt at the start and drawn back up to after a play.
pub const HAND_SIZE: usize = 5;
pub const MAX_HAND: usize = 10;
pub const MAX_DISCARD: usize = 5;
/// Per card over `HAND_SIZE` held when playing.
pub const PENALTY_PER_EXTRA_CARD: i32 = 2;
pub const ANNOUNCEMENT_PENALTY: i32 = 10;
/// Upper fields adding up to less than this cost `UPPER_MALUS`.
pub const UPPER_MALUS_BELOW: i32 = 43;
pub const UPPER_MALUS: i32 = -20;

/// Cards by value: index 1..=6 (0 unused), so a card value indexes directly.
pub type Counts = [u8; 7];

/// How many cards of each value; values outside 1..=6 are ignored (callers validate).
pub fn counts(cards: &[u8]) -> Counts {
    let mut c = [0u8; 7];
    for &v in cards {
        if let Some(n) = c.get_mut(v as usize) {
            *n = n.saturating_add(1);
        }
    }
    c
}

/// The cards of `counts` as values, ascending.
pub fn cards_of(counts: &Counts) -> Vec<u8> {
    let mut out = Vec::with_capacity(counts.iter().map(|&n| n as usize).sum());
    for v in 1..=VALUES {
        out.extend(std::iter::repeat_n(v, counts[v as usize] as usize));
    }
    out
}

/// The points `combo` (the cards played) scores in `field`, or None when it does not
/// fill that field. Card counts are exact here (RULES.md: a small straight is exactly
/// 4 cards, the other lower fields exactly 5, upper fields 1–5 cards of their value);
/// the conditions themselves are `BoxId::meets`.
pub fn field_points(field: BoxId, combo: &Combo) -> Option<u16> {
    if !CARD_FIELDS.contains(&field) {
        return None;
    }
    let n = combo.len();
    let shape_ok = match field.upper_face() {
        Some(face) => (1..=HAND_SIZE).contains(&n) && combo.count(face) as usize == n,
        None => n == cards_needed(field),
    };
    if shape_ok {
        field.meets(combo)
    } else {
        None
    }
}

/// Cards a lower field takes.
fn cards_needed(field: BoxId) -> usize {
    if field == SmallStraight {
        4
    } else {
        5
    }
}

/// The open fields of `sheet` that the played `cards` fill validly, with their points
/// (what `pasch-cli score` answers for `{"game":"cards"}`). Empty for malformed cards
/// (a value outside 1–6, no cards or more than 5).
pub fn allowed(cards: &[u8], sheet: &Sheet) -> Vec<(BoxId, u16)> {
    if check_cards(cards).is_err() || cards.is_empty() || cards.len() > HAND_SIZE {
        return Vec::new();
    }
    let combo = Combo::new(cards);
    sheet
        .open_in(&CARD_FIELDS)
        .filter_map(|f| field_points(f, &combo).map(|p| (f, p)))
        .collect()
}

/// Every value is a card value (1–6) and there are not more than a hand can hold.
pub fn check_cards(cards: &[u8]) -> Result<(), Refusal> {
    if let Some(v) = cards.iter().find(|v| !(1..=VALUES).contains(v)) {
        return refuse!(
            format!("There is no card {v}: cards show 1 to 6."),
            format!("Es gibt keine Karte {v}: Karten zeigen 1 bis 6.")
        );
    }
    if cards.len() > MAX_HAND {
        return refuse!(
            "No hand holds that many cards.",
            "So viele Karten hat keine Hand."
        );
    }
    Ok(())
}

/// Penalty for playing with `hand_len` cards in hand.
pub fn penalty_for_hand(hand_len: usize) -> i32 {
    hand_len.saturating_sub(HAND_SIZE) as i32 * PENALTY_PER_EXTRA_CARD
}

/// Why `combo` does not fill `field` (the field is on the sheet and open).
fn why_not(field: BoxId, combo: &Combo) -> Refusal {
    let n = combo.len();
    if let Some(face) = field.upper_face() {
        return if n == 0 || n > HAND_SIZE {
            Refusal::new(
                format!("{} takes 1 to 5 cards.", field.label_en()),
                format!("{} nimmt 1 bis 5 Karten.", field.label_de()),
            )
        } else {
            Refusal::new(
                format!("{} takes only cards showing {face}.", field.label_en()),
                format!("{} nimmt nur Karten mit der {face}.", field.label_de()),
            )
        };
    }
    let needed = cards_needed(field);
    if n != needed {
        return Refusal::new(
            format!("{} needs exactly {needed} cards.", field.label_en()),
            format!("{} braucht genau {needed} Karten.", field.label_de()),
        );
    }
    let (en, de) = match field {
        ThreeOfAKind => ("three equal cards", "drei gleiche Karten"),
        FourOfAKind => ("four equal cards", "vier gleiche Karten"),
        FullHouse => (
            "three equal cards and two equal cards of another value",
            "drei gleiche Karten und zwei gleiche eines anderen Werts",
        ),
        SmallStraight => (
            "four consecutive values (1-2-3-4, 2-3-4-5 or 3-4-5-6)",
            "vier aufeinander folgende Werte (1-2-3-4, 2-3-4-5 oder 3-4-5-6)",
        ),
        LargeStraight => (
            "five consecutive values (1-2-3-4-5 or 2-3-4-5-6)",
            "fünf aufeinander folgende Werte (1-2-3-4-5 oder 2-3-4-5-6)",
        ),
        _ => ("five equal cards", "fünf gleiche Karten"),
    };
    Refusal::new(
        format!("{} needs {en}.", field.label_en()),
        format!("{} braucht {de}.", field.label_de()),
    )
}

/// The best way to fill `field` from a hand with these card counts: the cards to play
/// and their points, or None when the hand cannot fill it. Built from the counts
/// directly (no subset enumeration), so bots can call it every turn.
pub fn best_play(hand: &Counts, field: BoxId) -> Option<(Counts, u16)> {
    let mut play = [0u8; 7];
    match field {
        ThreeOfAKind | FourOfAKind => {
            let need = if field == ThreeOfAKind { 3 } else { 4 };
            // The highest value with enough cards, topped up with the highest others,
            // gives the biggest sum.
            let mut best: Option<(Counts, u16)> = None;
            for v in (1..=VALUES as usize).rev() {
                if hand[v] < need {
                    continue;
                }
                let mut p = [0u8; 7];
                p[v] = need;
                let mut left = HAND_SIZE as u8 - need;
                for w in (1..=VALUES as usize).rev() {
                    let take = left.min(hand[w] - p[w]);
                    p[w] += take;
                    left -= take;
                }
                if left > 0 {
                    continue;
                }
                let pts = scored(field, &p)?;
                if best.is_none_or(|(_, b)| pts > b) {
                    best = Some((p, pts));
                }
            }
            return best;
        }
        FullHouse => {
            // 25 points whichever values: give away the lowest cards.
            let three = (1..=VALUES as usize).find(|&v| hand[v] >= 3)?;
            let two = (1..=VALUES as usize).find(|&w| w != three && hand[w] >= 2)?;
            play[three] = 3;
            play[two] = 2;
        }
        SmallStraight | LargeStraight => {
            let len = cards_needed(field);
            let start =
                (1..=VALUES as usize + 1 - len).find(|&s| (s..s + len).all(|v| hand[v] > 0))?;
            play[start..start + len].fill(1);
        }
        Kniffel => {
            let v = (1..=VALUES as usize).find(|&v| hand[v] >= 5)?;
            play[v] = 5;
        }
        _ => {
            let face = field.upper_face()? as usize;
            play[face] = hand[face].min(HAND_SIZE as u8);
        }
    }
    scored(field, &play).map(|pts| (play, pts))
}

/// `field_points` for cards given as counts, without allocating.
fn scored(field: BoxId, play: &Counts) -> Option<u16> {
    let mut cards = [0u8; MAX_HAND];
    let mut n = 0;
    for v in 1..=VALUES {
        for _ in 0..play[v as usize] {
            *cards.get_mut(n)? = v;
            n += 1;
        }
    }
    field_points(field, &Combo::new(&cards[..n]))
}

/// Calls `f` with every sub-multiset of `hand` whose size is in `sizes`.
fn for_each_sub_multiset(
    hand: &Counts,
    sizes: std::ops::RangeInclusive<usize>,
    f: &mut impl FnMut(&Counts),
) {
    fn go(
        hand: &Counts,
        v: usize,
        cur: &mut Counts,
        size: usize,
        sizes: &std::ops::RangeInclusive<usize>,
        f: &mut impl FnMut(&Counts),
    ) {
        if v > VALUES as usize {
            if sizes.contains(&size) {
                f(cur);
            }
            return;
        }
        for k in 0..=hand[v] {
            if size + k as usize > *sizes.end() {
                break;
            }
            cur[v] = k;
            go(hand, v + 1, cur, size + k as usize, sizes, f);
        }
        cur[v] = 0;
    }
    go(hand, 1, &mut [0u8; 7], 0, &sizes, f);
}

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

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsPlayer {
    sheet: Sheet,
    /// Extra-card penalties beside the field they were written to (non-zero ones only).
    penalties: Sheet,
    /// `ANNOUNCEMENT_PENALTY` once the second-to-last field was filled unannounced.
    announcement_penalty: i32,
    /// The second-to-last field was filled and announced (by the app or the player).
    announced: bool,
    /// Secret: only `current_hand` shows it, and only for the player on turn.
    hand: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardsGame {
    players: Vec<CardsPlayer>,
    /// Face down; the top card is the last element.
    draw_pile: Vec<u8>,
    /// Face up; the top card is the last element.
    discard_pile: Vec<u8>,
    current: usize,
    /// 1-based; a round ends after the player before the start player (player 0).
    round: u32,
    /// Option "announce yourself".
    announce_yourself: bool,
    /// The player on turn pressed Announce this turn.
    announcing: bool,
    /// Who filled all their fields first: the round is being finished.
    finished_by: Option<usize>,
    over: bool,
}

impl CardsGame {
    pub fn new(setup: &Setup, rng: &mut GameRng) -> CardsGame {
        let mut deck: Vec<u8> = (1..=VALUES)
            .flat_map(|v| std::iter::repeat_n(v, CARDS_PER_VALUE))
            .collect();
        rng.shuffle(&mut deck);
        Self::deal(setup, deck)
    }

    /// A game dealt from a deck in a known order, top card first (tests and rule
    /// demonstrations). The deck must be all 108 cards; the setup 2–5 players.
    pub fn with_deck(setup: &Setup, mut deck: Vec<u8>) -> Result<CardsGame, Refusal> {
        let c = counts(&deck);
        if deck.len() != DECK_SIZE || c[1..].iter().any(|&n| n as usize != CARDS_PER_VALUE) {
            return refuse!(
                "A deck is 18 cards of each value 1 to 6.",
                "Ein Spiel hat je 18 Karten der Werte 1 bis 6."
            );
        }
        if !GameKind::Cards.players().contains(&setup.players.len()) {
            return refuse!(
                "Karten-Kniffel is for 2 to 5 players.",
                "Karten-Kniffel ist für 2 bis 5 Spieler."
            );
        }
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
            current: 0,
            round: 1,
            announce_yourself: setup.options.announce_yourself,
            announcing: false,
            finished_by: None,
            over: false,
        }
    }

    // ----- what the screen may show -----

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn current_player(&self) -> usize {
        self.current
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// 1-based round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The hand of the player on turn. The only way to see a hand: the screen shows it
    /// after the "pass the device" cover is lifted, and never another player's.
    pub fn current_hand(&self) -> &[u8] {
        &self.players[self.current].hand
    }

    /// How many cards a player holds (public at a real table).
    pub fn hand_len(&self, player: usize) -> usize {
        self.players[player].hand.len()
    }

    pub fn draw_pile_len(&self) -> usize {
        self.draw_pile.len()
    }

    pub fn discard_pile_len(&self) -> usize {
        self.discard_pile.len()
    }

    /// The face-up card on the discard pile.
    pub fn discard_top(&self) -> Option<u8> {
        self.discard_pile.last().copied()
    }

    pub fn sheet(&self, player: usize) -> &Sheet {
        &self.players[player].sheet
    }

    /// Extra-card penalty written beside `field` (0 when none).
    pub fn penalty(&self, player: usize, field: BoxId) -> i32 {
        self.players[player].penalties.get(field).unwrap_or(0)
    }

    /// The 10 points for a missed announcement (0 when none).
    pub fn announcement_penalty(&self, player: usize) -> i32 {
        self.players[player].announcement_penalty
    }

    /// All penalty points of a player: beside the fields plus a missed announcement.
    pub fn penalty_total(&self, player: usize) -> i32 {
        let p = &self.players[player];
        p.penalties.boxes_sum() + p.announcement_penalty
    }

    pub fn open_fields(&self, player: usize) -> Vec<BoxId> {
        self.players[player].sheet.open_in(&CARD_FIELDS).collect()
    }

    pub fn open_count(&self, player: usize) -> usize {
        self.players[player].sheet.open_in(&CARD_FIELDS).count()
    }

    /// Upper fields so far, penalties not counted (bonus and malus go by this).
    pub fn upper_sum(&self, player: usize) -> i32 {
        self.players[player].sheet.upper_sum()
    }

    /// `UPPER_BONUS` once the upper fields reach `UPPER_BONUS_AT`, else 0.
    pub fn upper_bonus(&self, player: usize) -> i32 {
        if self.upper_sum(player) >= UPPER_BONUS_AT {
            UPPER_BONUS
        } else {
            0
        }
    }

    /// `UPPER_MALUS` (−20) when the upper fields add up to less than 43. House decision:
    /// it counts once all six upper fields are filled or the game is over (before that
    /// the player can still reach 43), so running totals are not pulled down early.
    pub fn upper_malus(&self, player: usize) -> i32 {
        let sheet = &self.players[player].sheet;
        let settled = self.over || sheet.open_in(&UPPER_BOXES).next().is_none();
        if settled && sheet.upper_sum() < UPPER_MALUS_BELOW {
            UPPER_MALUS
        } else {
            0
        }
    }

    /// Has this player filled their second-to-last field with an announcement?
    pub fn announced(&self, player: usize) -> bool {
        self.players[player].announced
    }

    /// The player on turn has pressed Announce this turn (option "announce yourself").
    pub fn announcing(&self) -> bool {
        self.announcing
    }

    pub fn announce_yourself(&self) -> bool {
        self.announce_yourself
    }

    /// May the player on turn press Announce now?
    pub fn can_announce(&self) -> bool {
        !self.over
            && self.announce_yourself
            && !self.announcing
            && self.open_count(self.current) == 2
    }

    /// The player who filled all fields first, once the last round is running.
    pub fn finished_by(&self) -> Option<usize> {
        self.finished_by
    }

    pub fn final_round(&self) -> bool {
        self.finished_by.is_some() && !self.over
    }

    /// The penalty the player on turn would get for playing now.
    pub fn penalty_if_played_now(&self) -> i32 {
        penalty_for_hand(self.current_hand().len())
    }

    /// May the player on turn draw one more than they discard? (The hand grows by one,
    /// whatever is discarded, and may not pass 10.)
    pub fn can_draw_one_more(&self) -> bool {
        self.current_hand().len() < MAX_HAND
    }

    /// The best play for every open field `player` can fill from their hand: field, the
    /// cards (ascending) and points. For the player on turn only: it reads their hand.
    pub fn plays_for(&self, player: usize) -> Vec<(BoxId, Vec<u8>, u16)> {
        let p = &self.players[player];
        let hand = counts(&p.hand);
        p.sheet
            .open_in(&CARD_FIELDS)
            .filter_map(|f| best_play(&hand, f).map(|(c, pts)| (f, cards_of(&c), pts)))
            .collect()
    }

    pub fn total(&self, player: usize) -> i32 {
        self.players[player].sheet.boxes_sum() + self.upper_bonus(player) + self.upper_malus(player)
            - self.penalty_total(player)
    }

    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }

    // ----- checks without change (the screen's previews use them too) -----

    /// Checks an exchange for the player on turn; Ok(cards to draw).
    pub fn check_exchange(&self, discard: &[u8], one_more: bool) -> Result<usize, Refusal> {
        check_cards(discard)?;
        if discard.len() > MAX_DISCARD {
            return refuse!("Discard at most 5 cards.", "Wirf höchstens 5 Karten ab.");
        }
        let hand = self.current_hand();
        if !holds(hand, discard) {
            return refuse!(
                "You do not hold those cards.",
                "Diese Karten hast du nicht auf der Hand."
            );
        }
        let draw = discard.len() + one_more as usize;
        if hand.len() - discard.len() + draw > MAX_HAND {
            return refuse!(
                "No more than 10 cards in hand: draw as many as you discard.",
                "Mehr als 10 Karten darf niemand auf der Hand haben: zieh so viele nach, wie du abwirfst."
            );
        }
        Ok(draw)
    }

    /// Checks a play for the player on turn; Ok((points, penalty)).
    pub fn check_play(&self, cards: &[u8], field: BoxId) -> Result<(u16, i32), Refusal> {
        if !CARD_FIELDS.contains(&field) {
            return refuse!(
                format!("{} is not on the Karten-Kniffel sheet.", field.label_en()),
                format!(
                    "{} steht nicht auf dem Karten-Kniffel-Block.",
                    field.label_de()
                )
            );
        }
        let p = &self.players[self.current];
        if !p.sheet.is_open(field) {
            return refuse!(
                format!("{} is already filled.", field.label_en()),
                format!("{} ist schon ausgefüllt.", field.label_de())
            );
        }
        check_cards(cards)?;
        if !holds(&p.hand, cards) {
            return refuse!(
                "You do not hold those cards.",
                "Diese Karten hast du nicht auf der Hand."
            );
        }
        let combo = Combo::new(cards);
        match field_points(field, &combo) {
            Some(points) => Ok((points, penalty_for_hand(p.hand.len()))),
            None => Err(why_not(field, &combo)),
        }
    }

    // ----- change -----

    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, Refusal> {
        if self.over {
            return refuse!("The game is over.", "Das Spiel ist vorbei.");
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
            Action::Play { cards, field } => {
                let (points, penalty) = self.check_play(cards, *field)?;
                Ok(self.play(cards, *field, points, penalty, rng))
            }
            Action::Announce => {
                if !self.announce_yourself {
                    return refuse!(
                        "The app announces the second-to-last field for you.",
                        "Die App sagt das vorletzte Feld für dich an."
                    );
                }
                if self.announcing {
                    return refuse!("You have already announced.", "Du hast schon angesagt.");
                }
                if self.open_count(self.current) != 2 {
                    return refuse!(
                        "Announce when you are about to fill your second-to-last field.",
                        "Angesagt wird, wenn du gleich dein vorletztes Feld ausfüllst."
                    );
                }
                self.announcing = true;
                Ok(vec![Event::Announced {
                    player: self.current,
                    by_app: false,
                }])
            }
            _ => refuse!(
                "That is not a move in this game.",
                "Das ist kein Zug in diesem Spiel."
            ),
        }
    }

    fn play(
        &mut self,
        cards: &[u8],
        field: BoxId,
        points: u16,
        penalty: i32,
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
        // The round ends with the player before the start player (player 0), so that
        // everyone has had the same number of turns.
        if self.finished_by.is_some() && next == 0 {
            self.over = true;
            events.push(Event::GameOver);
            return;
        }
        self.current = next;
        if next == 0 {
            self.round += 1;
        }
        events.push(Event::TurnStarted {
            player: next,
            round: self.round,
        });
    }

    // ----- for tests, the simulator and the random bot -----

    /// 108 cards (18 of each value) in hands and piles; fields only on the card sheet,
    /// penalties only beside filled fields; the end of the game where the rules put it.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut by_value = [0usize; 8];
        let piles = [&self.draw_pile, &self.discard_pile];
        for card in piles
            .into_iter()
            .chain(self.players.iter().map(|p| &p.hand))
            .flatten()
        {
            // Anything but 1..=6 lands in slot 0 or 7 and breaks the count below.
            by_value[(*card as usize).min(7)] += 1;
        }
        if by_value[1..=6].iter().any(|&n| n != CARDS_PER_VALUE) || by_value[0] + by_value[7] != 0 {
            return Err(format!("cards by value 0-6 and above: {by_value:?}"));
        }
        for (i, p) in self.players.iter().enumerate() {
            if !(HAND_SIZE..=MAX_HAND).contains(&p.hand.len()) {
                return Err(format!("player {i} holds {} cards", p.hand.len()));
            }
            if let Some(b) = super::sheet::ALL_BOXES
                .iter()
                .find(|&&b| !CARD_FIELDS.contains(&b) && !p.sheet.is_open(b))
            {
                return Err(format!("player {i} filled {}, not a card field", b.id()));
            }
            if let Some(b) = CARD_FIELDS.iter().find(|&&b| {
                let pen = p.penalties.get(b);
                pen.is_some() && (p.sheet.is_open(b) || pen.is_some_and(|x| x <= 0 || x % 2 != 0))
            }) {
                return Err(format!("player {i} has a wrong penalty beside {}", b.id()));
            }
            if ![0, ANNOUNCEMENT_PENALTY].contains(&p.announcement_penalty) {
                return Err(format!(
                    "player {i} has announcement penalty {}",
                    p.announcement_penalty
                ));
            }
            if self.finished_by.is_none() && self.open_count(i) == 0 {
                return Err(format!(
                    "player {i} is done but the last round never started"
                ));
            }
        }
        if self.current >= self.players.len() {
            return Err(format!(
                "player {} on turn of {}",
                self.current,
                self.players.len()
            ));
        }
        if let Some(f) = self.finished_by {
            if self.open_count(f) != 0 {
                return Err(format!("player {f} finished with open fields"));
            }
        }
        if self.over {
            if self.finished_by.is_none() || self.current + 1 != self.players.len() {
                return Err("the game ended before the round was finished".into());
            }
        } else if self.open_count(self.current) == 0 {
            return Err(format!(
                "player {} is on turn with a full sheet",
                self.current
            ));
        }
        if self.announcing && !(self.announce_yourself && self.open_count(self.current) == 2) {
            return Err("an announcement without two open fields".into());
        }
        Ok(())
    }

    /// Every legal action now. Cards are chosen by value (a multiset), not by position,
    /// so a hand of ten gives hundreds of actions, not thousands.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let p = &self.players[self.current];
        let hand = counts(&p.hand);
        let mut out = Vec::new();
        let mut lower = Vec::new();
        for field in p.sheet.open_in(&CARD_FIELDS) {
            match field.upper_face() {
                // An upper field takes 1–5 cards of its value: nothing to search.
                Some(face) => {
                    for k in 1..=hand[face as usize].min(HAND_SIZE as u8) {
                        out.push(Action::Play {
                            cards: vec![face; k as usize],
                            field,
                        });
                    }
                }
                None => lower.push(field),
            }
        }
        if !lower.is_empty() {
            for_each_sub_multiset(&hand, 4..=HAND_SIZE, &mut |c| {
                for &field in &lower {
                    if scored(field, c).is_some() {
                        out.push(Action::Play {
                            cards: cards_of(c),
                            field,
                        });
                    }
                }
            });
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_play_matches_the_best_of_all_sub_multisets() {
        // Every hand of 5–7 cards: the fast best_play equals brute force over subsets.
        let mut hands = Vec::new();
        for_each_sub_multiset(&[0, 7, 7, 7, 7, 7, 7], 5..=7, &mut |h| hands.push(*h));
        for hand in &hands {
            for field in CARD_FIELDS {
                let mut brute: Option<u16> = None;
                for_each_sub_multiset(hand, 1..=5, &mut |c| {
                    if let Some(p) = scored(field, c) {
                        brute = brute.max(Some(p));
                    }
                });
                let fast = best_play(hand, field);
                assert_eq!(fast.map(|(_, p)| p), brute, "{hand:?} {field:?}");
                if let Some((c, _)) = fast {
                    assert!((1..=6).all(|v| c[v] <= hand[v]), "{hand:?} {field:?} {c:?}");
                }
            }
        }
    }
}
