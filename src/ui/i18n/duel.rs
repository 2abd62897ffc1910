//! The Dice Duel screen's words, German and English: a second `impl Lang` block beside
//! `i18n/mod.rs`, so each game's strings live in their own file.

use crate::engine::duel::{ChipKind, LAST_CHIP_BONUS, SOLO_BEST};
use crate::ui::i18n::Lang;

impl Lang {
    pub fn chip_label(self, kind: ChipKind) -> &'static str {
        match kind {
            ChipKind::TwoPairs => de_en!(self, "2 Paare", "Two pairs"),
            ChipKind::ThreeOfAKind => de_en!(self, "Dreierpasch", "Three of a kind"),
            ChipKind::SmallStraight => de_en!(self, "Kleine Straße", "Small straight"),
            ChipKind::Flush => "Flush",
            ChipKind::FullHouse => "Full House",
            ChipKind::FourOfAKind => de_en!(self, "Viererpasch", "Four of a kind"),
            ChipKind::LargeStraight => de_en!(self, "Große Straße", "Large straight"),
        }
    }

    /// "Full House, 30 points": a chip and its value (the set-aside chips and the
    /// compartment pictures are named so).
    pub fn take_chip_button(self, kind: ChipKind) -> String {
        format!("{}, {}", self.chip_label(kind), self.points(kind.value()))
    }

    /// A chip to take from the tray, in the order its compartment shows it (the value on
    /// the chip, the name, how many are left): "30: Full House, 3 left", so people can say
    /// what they see.
    pub fn take_chip_slot(self, kind: ChipKind, left: u8) -> String {
        format!(
            "{}: {}, {}",
            kind.value(),
            self.chip_label(kind),
            self.duel_chips_left(left)
        )
    }

    /// A set-aside chip a Kniffel may claim.
    pub fn take_set_aside_button(self, kind: ChipKind) -> String {
        let aside = de_en!(self, "zur Seite gelegt", "set aside");
        format!("{}, {aside}", self.take_chip_button(kind))
    }

    /// A tray compartment that cannot be taken from now.
    pub fn duel_tray_slot(self, kind: ChipKind, left: u8) -> String {
        let left = match (self, left) {
            (Lang::De, 0) => "keiner mehr".to_string(),
            (Lang::De, n) => format!("noch {n}"),
            (Lang::En | Lang::Fr, 0) => "none left".to_string(),
            (Lang::En | Lang::Fr, n) => format!("{n} left"),
        };
        format!("{}: {left}", self.take_chip_button(kind))
    }

    pub fn duel_chips_left(self, left: u8) -> String {
        de_en!(self, format!("noch {left}"), format!("{left} left"))
    }

    pub fn duel_table(self) -> &'static str {
        de_en!(self, "Spieltisch", "Table")
    }

    pub fn duel_tray(self) -> &'static str {
        de_en!(self, "Würfelteller", "Chip tray")
    }

    pub fn duel_tray_count(self, n: u32) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Chip im Teller".into(),
            (Lang::De, n) => format!("{n} Chips im Teller"),
            (Lang::En | Lang::Fr, 1) => "1 chip in the tray".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} chips in the tray"),
        }
    }

    pub fn duel_round(self, round: u32) -> String {
        de_en!(self, format!("Runde {round}"), format!("Round {round}"))
    }

    pub fn duel_set_aside_title(self) -> &'static str {
        de_en!(self, "Zur Seite gelegt", "Set aside")
    }

    pub fn duel_set_aside_empty(self) -> &'static str {
        de_en!(
            self,
            "Noch nichts – nur ein Kniffel holt diese Chips zurück.",
            "Nothing yet – only a Kniffel can claim these chips.",
        )
    }

    pub fn duel_no_chip_button(self) -> &'static str {
        de_en!(self, "Kein Chip – Zug beenden", "No chip – end turn")
    }

    pub fn duel_hint_take(self) -> &'static str {
        de_en!(
            self,
            "Nimm einen leuchtenden Chip – oder halte Würfel und würfle weiter.",
            "Take a glowing chip – or hold dice and roll again.",
        )
    }

    pub fn duel_hint_take_last(self) -> &'static str {
        de_en!(
            self,
            "Keine Würfe mehr: nimm einen leuchtenden Chip.",
            "No rolls left: take a glowing chip.",
        )
    }

    pub fn duel_hint_nothing_yet(self) -> &'static str {
        de_en!(
            self,
            "Noch passt kein Chip: würfle weiter oder beende den Zug ohne Chip.",
            "No chip fits yet: roll again or end your turn without a chip.",
        )
    }

    pub fn duel_hint_nothing(self) -> &'static str {
        de_en!(
            self,
            "Kein Chip passt: dein Zug endet ohne Chip.",
            "No chip fits: your turn ends without a chip.",
        )
    }

    /// Kinds the dice meet but whose compartment is empty.
    pub fn duel_fits_but_gone(self, kinds: &[ChipKind]) -> String {
        let names: Vec<&str> = kinds.iter().map(|&k| self.chip_label(k)).collect();
        let names = names.join(", ");
        de_en!(
            self,
            format!("Passt auch, aber leer: {names}."),
            format!("Also fits, but none left: {names}."),
        )
    }

    pub fn duel_kniffel_title(self) -> &'static str {
        "Kniffel!"
    }

    /// What a Kniffel lets the player do: `left` chips still to take, `second` when the
    /// first of two was taken already.
    pub fn duel_kniffel_take(self, left: u8, second: bool) -> String {
        match (self, left, second) {
            (Lang::De, _, true) => {
                "Nimm deinen zweiten Chip, dann bist du gleich noch einmal dran.".into()
            }
            (Lang::En | Lang::Fr, _, true) => "Take your second chip, then you play again at once.".into(),
            (Lang::De, 1, _) => {
                "Nimm einen beliebigen Chip – aus dem Teller oder von den zur Seite gelegten. Danach bist du gleich noch einmal dran.".into()
            }
            (Lang::En | Lang::Fr, 1, _) => {
                "Take any chip – from the tray or the set-aside chips. Then you play again at once.".into()
            }
            (Lang::De, n, _) => format!(
                "Nimm {n} beliebige Chips – aus dem Teller oder von den zur Seite gelegten. Danach bist du gleich noch einmal dran."
            ),
            (Lang::En | Lang::Fr, n, _) => format!(
                "Take any {n} chips – from the tray or the set-aside chips. Then you play again at once."
            ),
        }
    }

    pub fn duel_extra_turn(self, name: &str) -> String {
        de_en!(
            self,
            format!("Kniffel-Extrazug: {name} ist gleich noch einmal dran!"),
            format!("Kniffel bonus turn: {name} plays again!"),
        )
    }

    pub fn duel_extra_turn_badge(self) -> &'static str {
        de_en!(self, "Extrazug", "Bonus turn")
    }

    /// The highest tray chip went to the set-aside chips.
    pub fn duel_set_aside_news(self, kind: ChipKind, solo: bool) -> String {
        let chip = format!("{} ({})", self.chip_label(kind), kind.value());
        match (self, solo) {
            (Lang::De, true) => format!("Zug ohne Chip: {chip} wird zur Seite gelegt."),
            (Lang::De, false) => format!("Eine Runde ohne Chip: {chip} wird zur Seite gelegt."),
            (Lang::En | Lang::Fr, true) => format!("A turn without a chip: {chip} is set aside."),
            (Lang::En | Lang::Fr, false) => format!("A round without a chip: {chip} is set aside."),
        }
    }

    // ---- the players' chips -------------------------------------------------------

    pub fn duel_players_chips(self) -> &'static str {
        de_en!(self, "Chips der Spieler", "The players' chips")
    }

    pub fn duel_kinds_progress(self, kinds: usize) -> String {
        de_en!(
            self,
            format!("{kinds} von 7 Sorten"),
            format!("{kinds} of 7 kinds"),
        )
    }

    /// One kind in a player's chips, for screen readers: "Full House ×2".
    pub fn duel_pile_kind(self, kind: ChipKind, n: u8) -> String {
        format!("{} ×{n}", self.chip_label(kind))
    }

    pub fn duel_no_chips_yet(self) -> &'static str {
        de_en!(self, "Noch keine Chips", "No chips yet")
    }

    pub fn duel_gold(self) -> &'static str {
        de_en!(self, "Goldbonus", "Gold bonus")
    }

    pub fn duel_silver(self) -> &'static str {
        de_en!(self, "Silberbonus", "Silver bonus")
    }

    pub fn duel_full_stacks(self, n: usize) -> String {
        match (self, n) {
            (Lang::De, 1) => "Voller Stapel".into(),
            (Lang::De, n) => format!("{n} volle Stapel"),
            (Lang::En | Lang::Fr, 1) => "Full stack".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} full stacks"),
        }
    }

    pub fn duel_full_stacks_row(self) -> &'static str {
        de_en!(self, "Volle Stapel (je +30)", "Full stacks (+30 each)")
    }

    pub fn duel_last_chip(self) -> &'static str {
        de_en!(self, "Letzter Chip", "Last chip")
    }

    pub fn duel_chip_values(self) -> &'static str {
        de_en!(self, "Chipwerte", "Chip values")
    }

    // ---- the end ------------------------------------------------------------------

    pub fn duel_last_chip_by(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} hat den letzten Chip genommen (+{LAST_CHIP_BONUS})."),
            format!("{name} took the last chip (+{LAST_CHIP_BONUS})."),
        )
    }

    pub fn duel_last_chip_set_aside(self) -> &'static str {
        de_en!(self,
            "Der letzte Chip wurde zur Seite gelegt: niemand bekommt den Bonus für den letzten Chip.",
            "The last chip was set aside: nobody gets the last-chip bonus.",
        )
    }

    pub fn duel_breakdown(self) -> &'static str {
        de_en!(self, "Abrechnung", "Scores in detail")
    }

    pub fn duel_solo_of_best(self, score: i32) -> String {
        de_en!(
            self,
            format!("{score} von {SOLO_BEST} Punkten"),
            format!("{score} of {SOLO_BEST} points"),
        )
    }

    pub fn duel_best_here(self, score: i32) -> String {
        de_en!(
            self,
            format!("Bestwert auf diesem Gerät: {score}"),
            format!("Best on this device: {score}"),
        )
    }

    pub fn duel_new_best(self) -> &'static str {
        de_en!(self, "Neuer Bestwert!", "New best!")
    }
}
