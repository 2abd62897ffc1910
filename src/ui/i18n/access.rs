//! Words for playing by keyboard and screen reader, German and English: the keyboard
//! help and what the live region reads out after each move.

use crate::engine::duel::ChipKind;
use crate::engine::scoresheet::sheet::BoxId;
use crate::ui::i18n::Lang;

impl Lang {
    // ---- keyboard help ---------------------------------------------------------------

    pub fn keys_title(self) -> &'static str {
        de_en!(self, "Tastenkürzel", "Keyboard shortcuts")
    }
    pub fn keys_button(self) -> &'static str {
        de_en!(self, "Tasten", "Keys")
    }
    pub fn keys_intro(self) -> &'static str {
        de_en!(
            self,
            "Im Spiel, solange du nicht in ein Textfeld schreibst:",
            "In a game, while you are not typing in a text field:"
        )
    }
    /// The shortcut lines: (keys, what they do).
    pub fn keys_lines(self) -> [(&'static str, &'static str); 9] {
        [
            ("R", de_en!(self, "Würfeln", "Roll")),
            (
                "1 – 6",
                de_en!(
                    self,
                    "Würfel halten oder freigeben",
                    "Hold or release a die"
                ),
            ),
            (
                de_en!(self, "U oder Strg+Z", "U or Ctrl+Z"),
                de_en!(self, "Rückgängig", "Undo"),
            ),
            (
                "H",
                de_en!(
                    self,
                    "Tipp (Kniffel, Kniffel Extreme)",
                    "Hint (Kniffel, Kniffel Extreme)"
                ),
            ),
            (
                "← ↑ → ↓",
                de_en!(
                    self,
                    "Durch die freien Felder gehen",
                    "Move through the open boxes"
                ),
            ),
            (
                de_en!(self, "Eingabe", "Enter"),
                de_en!(self, "Feld nehmen", "Take the box"),
            ),
            (
                "1 – 9, 0",
                de_en!(
                    self,
                    "Karten-Kniffel: Karten wählen (0 = zehnte Karte)",
                    "Karten-Kniffel: choose cards (0 = tenth card)"
                ),
            ),
            (
                de_en!(self, "Tab, Umschalt+Tab", "Tab, Shift+Tab"),
                de_en!(
                    self,
                    "Zum nächsten oder vorigen Knopf; Leertaste oder Eingabe drückt ihn",
                    "Next or previous control; Space or Enter presses it"
                ),
            ),
            (
                "?",
                de_en!(
                    self,
                    "Diese Hilfe (Esc schließt sie)",
                    "This help (Esc closes it)"
                ),
            ),
        ]
    }

    // ---- read out after each move --------------------------------------------------

    // One move's words end without a full stop: the announcer ends each sentence when it
    // reads several moves at once.

    /// "Ada rolled 3 3 5 6 6, holding 6 6".
    pub fn said_rolled(self, name: &str, dice: &str, kept: &str) -> String {
        match (self, kept.is_empty()) {
            (Lang::De, true) => format!("{name} würfelt {dice}"),
            (Lang::De, false) => format!("{name} würfelt {dice}, hält {kept}"),
            (Lang::En | Lang::Fr, true) => format!("{name} rolled {dice}"),
            (Lang::En | Lang::Fr, false) => format!("{name} rolled {dice}, holding {kept}"),
        }
    }
    /// "Bob took Full House for 25".
    pub fn said_took(self, name: &str, what: &str, points: i32) -> String {
        de_en!(
            self,
            format!("{name} nimmt {what} für {points}"),
            format!("{name} took {what} for {points}")
        )
    }
    pub fn said_box(self, name: &str, b: BoxId, points: i32) -> String {
        self.said_took(name, self.box_label(b), points)
    }
    pub fn said_chip(self, name: &str, kind: ChipKind, from_set_aside: bool) -> String {
        let took = self.said_took(name, self.chip_label(kind), kind.value());
        if from_set_aside {
            de_en!(
                self,
                format!("{took} (zur Seite gelegter Chip)"),
                format!("{took} (a chip set aside)")
            )
        } else {
            took
        }
    }
    pub fn said_no_chip(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} bekommt keinen Chip"),
            format!("{name} gets no chip")
        )
    }
    pub fn said_exchanged(self, name: &str, cards: usize) -> String {
        de_en!(
            self,
            format!("{name} tauscht {cards} Karten"),
            format!("{name} exchanged {cards} cards")
        )
    }
    pub fn said_played(self, name: &str, field: BoxId, cards: &str, points: i32) -> String {
        de_en!(
            self,
            format!(
                "{name} spielt {cards} auf {} für {points}",
                self.box_label(field)
            ),
            format!(
                "{name} played {cards} on {} for {points}",
                self.box_label(field)
            )
        )
    }
}
