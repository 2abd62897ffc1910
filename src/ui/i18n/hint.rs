//! Words of the advisor, German and English: the Hint button and panel, the solver's
//! progress, and the review after a classic game ("how well did I play").

use crate::ui::i18n::{spaced, Lang};

/// A value as players read it: one decimal, the language's decimal mark.
fn decimal(lang: Lang, x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 { "−" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    let mark = de_en!(lang, ",", ".");
    format!("{sign}{whole}{mark}{tenth}")
}

impl Lang {
    /// The Hint button (its accessible name contains "Hint" in English).
    pub fn hint_button(self) -> &'static str {
        de_en!(self, "Tipp", "Hint")
    }
    pub fn hint_close(self) -> &'static str {
        de_en!(self, "Tipp schließen", "Close hint")
    }
    pub fn hint_title(self) -> &'static str {
        de_en!(self, "Die besten Möglichkeiten", "The best options")
    }
    /// Under the classic hint: what the numbers mean.
    pub fn hint_exact_note(self) -> &'static str {
        de_en!(
            self,
            "Exakt berechnet: erwartete Endsumme bei bestem Weiterspiel.",
            "Computed exactly: the expected final total with the best play from here."
        )
    }
    /// Under the Extreme hint: the numbers are the computer's estimate.
    pub fn hint_estimate_note(self) -> &'static str {
        de_en!(
            self,
            "Schätzung des starken Computers (kein exakter Wert): erwartete Endsumme.",
            "The strong computer's estimate (not exact): the expected final total."
        )
    }
    pub fn hint_keep(self, dice: &[u8]) -> String {
        if dice.is_empty() {
            de_en!(self, "Alle neu würfeln", "Reroll all dice").to_string()
        } else {
            let d = spaced(dice);
            de_en!(self, format!("{d} behalten"), format!("Keep {d}"))
        }
    }
    /// An Extreme hold: the six-sided dice kept, and the ten-sided die's face if kept.
    pub fn hint_keep_extreme(self, sixes: &[u8], ten: Option<u8>) -> String {
        match ten {
            None => self.hint_keep(sixes),
            Some(t) if sixes.is_empty() => de_en!(
                self,
                format!("Zehnerwürfel ({t}) behalten"),
                format!("Keep the ten-sided die ({t})")
            ),
            Some(t) => {
                let d = spaced(sixes);
                de_en!(
                    self,
                    format!("{d} und Zehnerwürfel ({t}) behalten"),
                    format!("Keep {d} and the ten-sided die ({t})")
                )
            }
        }
    }
    pub fn hint_stop(self) -> &'static str {
        de_en!(
            self,
            "Alle behalten – nicht mehr würfeln",
            "Keep all – stop rolling"
        )
    }
    pub fn hint_box(self, label: &str, points: u16) -> String {
        de_en!(
            self,
            format!("{label} für {points}"),
            format!("{label} for {points}")
        )
    }
    /// The expected final total of an option.
    pub fn hint_expect(self, total: f64) -> String {
        let t = decimal(self, total);
        de_en!(self, format!("≈ {t} Punkte"), format!("≈ {t} points"))
    }
    /// How much less than the best an option is expected to give.
    pub fn hint_behind(self, by: f64) -> String {
        decimal(self, -by)
    }
    pub fn hint_roll_first(self) -> &'static str {
        de_en!(
            self,
            "Erst würfeln, dann gibt es einen Tipp.",
            "Roll first, then ask for a hint."
        )
    }
    /// While the solver works out its table.
    pub fn solver_preparing(self) -> &'static str {
        de_en!(
            self,
            "Der Berater rechnet alle Spielstände durch (nur beim ersten Mal) …",
            "The advisor works out every position (only the first time) …"
        )
    }
    /// While a strong computer player waits for the solver's first solve.
    pub fn bot_preparing(self) -> &'static str {
        de_en!(
            self,
            "Der starke Computer rechnet seine Strategie aus (nur beim ersten Mal) …",
            "The strong computer works out its strategy (only the first time) …"
        )
    }
    /// The button (and tap) that plays the computers' moves at once.
    pub fn skip_ahead(self) -> &'static str {
        de_en!(self, "Überspringen", "Skip ahead")
    }
    pub fn solver_failed(self) -> &'static str {
        de_en!(
            self,
            "Der Berater konnte nicht geladen werden.",
            "The advisor could not be loaded."
        )
    }

    // ---- how well did I play ------------------------------------------------------

    pub fn review_title(self) -> &'static str {
        de_en!(self, "Wie gut habe ich gespielt?", "How well did I play?")
    }
    pub fn review_lost(self, name: &str, lost: f64) -> String {
        let l = decimal(self, lost);
        de_en!(
            self,
            format!("{name}: {l} Punkte unter perfektem Spiel (erwartet)"),
            format!("{name}: {l} points below perfect play (expected)")
        )
    }
    pub fn review_perfect(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name}: perfekt gespielt – keine Entscheidung kostete Punkte."),
            format!("{name}: played perfectly – no decision cost points.")
        )
    }
    /// One of the costliest decisions.
    pub fn review_decision(
        self,
        round: u32,
        dice: &[u8],
        rolls_left: u8,
        chosen: &str,
        best: &str,
        loss: f64,
    ) -> String {
        let d = spaced(dice);
        let l = decimal(self, loss);
        let when = match rolls_left {
            0 => de_en!(self, "nach dem letzten Wurf", "after the last roll").to_string(),
            1 => de_en!(self, "noch 1 Wurf", "1 roll left").to_string(),
            n => de_en!(self, format!("noch {n} Würfe"), format!("{n} rolls left")),
        };
        de_en!(
            self,
            format!("Runde {round}, {d} ({when}): {chosen} – besser {best} (−{l})"),
            format!("Round {round}, {d} ({when}): {chosen} – best was {best} (−{l})")
        )
    }
}
