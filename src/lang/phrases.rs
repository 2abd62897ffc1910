//! Messages chosen by the state of a game (a ten-sided die, a tie, a penalty, …): each
//! picks one whole message of the locale files, none glues a sentence together.

use super::words::{Arg, Lang};
use crate::engine::{BoxId, ChipKind, GameKind, LAST_CHIP_BONUS, SOLO_BEST};

impl Lang {
    // ---- the game screen --------------------------------------------------------------

    /// A die on the table: "Die 2: 5".
    pub fn die_name(self, n: usize, value: u8, ten_sided: bool) -> String {
        if ten_sided {
            self.die_ten_sided(n, value)
        } else {
            self.die(n, value)
        }
    }

    /// A die not rolled yet: "Die 2: not rolled yet".
    pub fn die_unrolled(self, n: usize, ten_sided: bool) -> String {
        if ten_sided {
            self.die_ten_sided_not_rolled(n)
        } else {
            self.die_not_rolled(n)
        }
    }

    /// A slot of the score-pad entry ("Entry 2: 5").
    pub fn entry_slot(self, n: usize, value: Option<u8>, ten_sided: bool) -> String {
        match (value, ten_sided) {
            (Some(v), false) => self.entry(n, v),
            (Some(v), true) => self.entry_ten_sided(n, v),
            (None, false) => self.entry_empty(n),
            (None, true) => self.entry_ten_sided_empty(n),
        }
    }

    /// Who won: one name, or a tie of several joined with "&".
    pub fn winner(self, names: &[String]) -> String {
        match names {
            [one] => self.wins(one),
            _ => self.tie(&names.join(" & ")),
        }
    }

    /// How the first player is chosen at the table: youngest for cards, highest roll for dice.
    pub fn who_starts_hint(self, kind: GameKind) -> &'static str {
        if kind == GameKind::Cards {
            self.who_starts_youngest()
        } else {
            self.who_starts_highest_roll()
        }
    }

    // ---- keyboard and screen reader ---------------------------------------------------

    /// The shortcut lines: (keys, what they do).
    pub fn keys_lines(self) -> [(&'static str, &'static str); 10] {
        [
            ("R", self.keys_roll()),
            ("1 – 6", self.keys_hold()),
            (self.keys_undo_keys(), self.keys_undo()),
            ("H", self.keys_hint()),
            ("← ↑ → ↓", self.keys_move()),
            (self.keys_enter_key(), self.keys_take()),
            ("1 – 9, 0", self.keys_cards()),
            (self.keys_tab_keys(), self.keys_tab()),
            ("M", self.keys_mute()),
            ("?", self.keys_help()),
        ]
    }

    /// "Ada rolled 3 3 5 6 6, holding 6 6".
    pub fn said_rolled(self, name: &str, dice: &str, kept: &str) -> String {
        if kept.is_empty() {
            self.said_roll(name, dice)
        } else {
            self.said_roll_holding(name, dice, kept)
        }
    }

    /// For the screen reader: a player took a box for some points.
    pub fn said_box(self, name: &str, b: BoxId, points: i32) -> String {
        self.said_took(name, b, points)
    }

    /// For the screen reader: a player took a Dice Duel chip, from the tray or the set-aside
    /// chips.
    pub fn said_chip(self, name: &str, kind: ChipKind, from_set_aside: bool) -> String {
        if from_set_aside {
            self.said_took_set_aside(name, kind, kind.value())
        } else {
            self.said_took(name, kind, kind.value())
        }
    }

    // ---- Dice Duel ----------------------------------------------------------------------

    /// "Full House, 30 points": a chip and its value (the set-aside chips and the
    /// compartment pictures are named so).
    pub fn take_chip_button(self, kind: ChipKind) -> String {
        self.chip_points(kind, kind.value())
    }

    /// A chip to take from the tray, in the order its compartment shows it (the value on
    /// the chip, the name, how many are left): "30: Full House, 3 left".
    pub fn take_chip_slot(self, kind: ChipKind, left: u8) -> String {
        self.chip_slot(kind.value(), kind, left)
    }

    /// A set-aside chip a Kniffel may claim.
    pub fn take_set_aside_button(self, kind: ChipKind) -> String {
        self.chip_set_aside(kind, kind.value())
    }

    /// A tray compartment that cannot be taken from now.
    pub fn duel_tray_slot(self, kind: ChipKind, left: u8) -> String {
        self.chip_tray_slot(kind, kind.value(), left)
    }

    /// What a Kniffel lets the player do: `left` chips still to take, `second` when the
    /// first of two was taken already.
    pub fn duel_kniffel_take(self, left: u8, second: bool) -> String {
        if second {
            self.kniffel_take_second_chip().into()
        } else {
            self.kniffel_take_chips(left)
        }
    }

    /// The highest tray chip went to the set-aside chips.
    pub fn duel_set_aside_news(self, kind: ChipKind, solo: bool) -> String {
        if solo {
            self.set_aside_after_turn(kind, kind.value())
        } else {
            self.set_aside_after_round(kind, kind.value())
        }
    }

    /// Dice Duel: a player took the last chip and its bonus.
    pub fn duel_last_chip_by(self, name: &str) -> String {
        self.last_chip_by(name, LAST_CHIP_BONUS)
    }

    /// Dice Duel solo: the score out of the best possible ("640 of 1000 points").
    pub fn duel_solo_of_best(self, score: i32) -> String {
        self.solo_score_of_best(score, SOLO_BEST)
    }

    // ---- Karten-Kniffel -----------------------------------------------------------------

    /// The discard pile, named by its card count and the card on top (or as empty).
    pub fn discard_pile_name(self, n: usize, top: Option<u8>) -> String {
        match top {
            None => self.discard_pile_empty().into(),
            Some(v) => self.discard_pile_top(n, v),
        }
    }

    /// What a player played in Karten-Kniffel: the field, its points and any penalty.
    pub fn played_news(self, name: &str, field: BoxId, points: i32, penalty: i32) -> String {
        if penalty > 0 {
            self.played_with_penalty(name, field, points, penalty)
        } else {
            self.played(name, field, points)
        }
    }

    /// A player has one field left: announced by the player, or by the app on their behalf.
    pub fn announced_news(self, name: &str, by_app: bool) -> String {
        if by_app {
            self.announced_by_app(name)
        } else {
            self.announced_by_player(name)
        }
    }

    /// A card of the hand: "Card 2: 5" (position, value), ", new" if it was drawn last
    /// turn, as its tag shows (the name holds every word on the card).
    pub fn card_name(self, n: usize, value: u8, fresh: bool) -> String {
        if fresh {
            self.card_new(n, value)
        } else {
            self.card(n, value)
        }
    }

    /// A field the selected cards fill, in words: the field, the points (and any
    /// penalty). The tooltip of a preview on the sheet.
    pub fn field_button(self, field: BoxId, points: i32, penalty: i32) -> String {
        if penalty > 0 {
            self.field_with_penalty(field, points, penalty)
        } else {
            self.box_button(field, points)
        }
    }

    /// The accessible name of a field button: "Full House, 25 points", or with a penalty
    /// "Full House, 25, −2 penalty points": the words the button shows, in their order.
    pub fn field_button_name(self, field: BoxId, points: i32, penalty: i32) -> String {
        if penalty > 0 {
            self.field_name_with_penalty(field, points, penalty)
        } else {
            self.box_button(field, points)
        }
    }

    // ---- the advisor --------------------------------------------------------------------

    /// The advisor's hold: which dice to keep, or "reroll all" for none.
    pub fn hint_keep(self, dice: &[u8]) -> String {
        if dice.is_empty() {
            self.hint_reroll_all().into()
        } else {
            self.hint_keep_dice(dice)
        }
    }

    /// An Extreme hold: the six-sided dice kept, and the ten-sided die's face if kept.
    pub fn hint_keep_extreme(self, sixes: &[u8], ten: Option<u8>) -> String {
        match ten {
            None => self.hint_keep(sixes),
            Some(t) if sixes.is_empty() => self.hint_keep_ten(t),
            Some(t) => self.hint_keep_dice_and_ten(sixes, t),
        }
    }

    /// How much less than the best an option is expected to give: "−2.5".
    pub fn hint_behind(self, by: f64) -> String {
        let mut out = String::new();
        (-by).put(self, &mut out);
        out
    }

    /// A change with its sign and one decimal: "+12.3", "−6.1" ("0.0" for none).
    pub fn signed(self, x: f64) -> String {
        let mut out = String::new();
        if (x * 10.0).round() > 0.0 {
            out.push('+');
        }
        x.put(self, &mut out);
        out
    }

    // ---- the roll log -------------------------------------------------------------------

    /// A line of the roll log: who rolled, which roll, the dice and what was kept.
    pub fn log_roll(self, name: &str, roll: u8, dice: &str, kept: &str) -> String {
        if kept.is_empty() {
            self.log_rolled(name, roll, dice)
        } else {
            self.log_rolled_kept(name, roll, dice, kept)
        }
    }
}
