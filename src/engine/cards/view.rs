//! What the screen may read of a Karten-Kniffel game: piles, the hand of the player on
//! turn, sheets, penalties and totals.

use super::game::{CardsGame, CARD_FIELDS, MAX_HAND, UPPER_MALUS, UPPER_MALUS_BELOW};
use super::scoring::{best_play, cards_of, counts, penalty_for_hand};
use crate::engine::scoresheet::classic::{UPPER_BONUS, UPPER_BONUS_AT};
use crate::engine::scoresheet::sheet::{BoxId, Sheet, UPPER_BOXES};

impl CardsGame {
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// How many players sit at the table.
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

    /// Cards left in the draw pile.
    pub fn draw_pile_len(&self) -> usize {
        self.draw_pile.len()
    }

    /// Cards on the discard pile.
    pub fn discard_pile_len(&self) -> usize {
        self.discard_pile.len()
    }

    /// The face-up card on the discard pile.
    pub fn discard_top(&self) -> Option<u8> {
        self.discard_pile.last().copied()
    }

    /// A player's sheet: the points in each field filled.
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

    /// The fields a player has still to fill, in sheet order.
    pub fn open_fields(&self, player: usize) -> Vec<BoxId> {
        self.players[player].sheet.open_in(&CARD_FIELDS).collect()
    }

    /// How many fields a player has still to fill.
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

    /// Whether the option "announce yourself" is on.
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

    /// The last round is being played (someone filled every field).
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

    /// A player's total: fields, bonus and malus, minus penalties.
    pub fn total(&self, player: usize) -> i32 {
        self.players[player].sheet.boxes_sum() + self.upper_bonus(player) + self.upper_malus(player)
            - self.penalty_total(player)
    }

    /// Every player's total, by seat.
    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }
}

impl CardsGame {
    /// The game as the player at `seat` may see it (a phone at the table): every other
    /// hand face down and the draw pile's order gone. They keep their sizes (public at a
    /// real table), each card shown as 0, which is no card.
    pub fn seen_by(&self, seat: usize) -> CardsGame {
        let mut seen = self.clone();
        for (p, player) in seen.players.iter_mut().enumerate() {
            if p != seat {
                player.hand.fill(0);
            }
        }
        seen.draw_pile.fill(0);
        seen
    }

    /// The hand of `player` (this file's tests of what a phone may see; nothing else
    /// may read another hand).
    #[cfg(test)]
    fn hand_of(&self, player: usize) -> &[u8] {
        self.players.get(player).map_or(&[], |p| &p.hand)
    }

    /// The draw pile, top card last (this file's tests of what a phone may see).
    #[cfg(test)]
    fn draw_pile(&self) -> &[u8] {
        &self.draw_pile
    }
}

#[cfg(test)]
mod tests {
    use super::CardsGame;
    use crate::engine::kind::GameKind;
    use crate::engine::rng::GameRng;
    use crate::engine::setup::Setup;

    fn dealt(seed: u64) -> CardsGame {
        let setup = Setup::new(GameKind::Cards, &["Ada", "Bo", "Cy"]).with_seed(seed);
        CardsGame::new(&setup, &mut GameRng::from_seed(seed))
    }

    #[test]
    fn a_phone_sees_its_own_hand_and_nothing_of_the_others_or_the_pile() {
        let game = dealt(7);
        for seat in 0..game.player_count() {
            let seen = game.seen_by(seat);
            for p in 0..game.player_count() {
                assert_eq!(seen.hand_len(p), game.hand_len(p), "hand sizes are public");
                if p == seat {
                    assert_eq!(seen.hand_of(p), game.hand_of(p), "its own hand");
                } else {
                    assert!(seen.hand_of(p).iter().all(|&c| c == 0), "seat {p}'s hand");
                }
            }
            assert_eq!(seen.draw_pile().len(), game.draw_pile().len());
            assert!(seen.draw_pile().iter().all(|&c| c == 0), "no pile order");
            assert_eq!(seen.discard_top(), game.discard_top());
        }
    }

    #[test]
    fn a_computer_player_sees_the_hand_on_turn_only() {
        let game = dealt(11);
        let view = game.turn_view();
        let seat = game.current_player();
        assert_eq!(view.current_hand(), game.hand_of(seat));
        assert_eq!(view.legal_actions(), game.legal_actions());
        let shown = format!("{view:?}");
        assert!(!shown.contains('['), "no cards in its Debug: {shown}");
    }
}
