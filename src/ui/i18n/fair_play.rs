//! Words for fair play, German and English: who starts, and the seed of a game,
//! which is shown only once a game is over, to play it again or share it.

use crate::engine::game::GameKind;
use crate::ui::i18n::Lang;

impl Lang {
    // ---- who starts ----------------------------------------------------------------

    pub fn who_starts(self) -> &'static str {
        de_en!(self, "Wer beginnt?", "Who starts?")
    }
    pub fn start_drawn(self) -> &'static str {
        de_en!(self, "Auslosen", "Draw by lot")
    }
    pub fn who_starts_hint(self, kind: GameKind) -> &'static str {
        if kind == GameKind::Cards {
            de_en!(
                self,
                "Am Tisch beginnt der Jüngste; die App lost aus, oder ihr wählt. Bei der Revanche beginnt der Nächste.",
                "At the table the youngest begins; the app draws by lot, or you choose. In a rematch the next player begins."
            )
        } else {
            de_en!(
                self,
                "Am Tisch beginnt, wer am höchsten würfelt; die App lost aus, oder ihr wählt. Bei der Revanche beginnt der Nächste.",
                "At the table the highest roll begins; the app draws by lot, or you choose. In a rematch the next player begins."
            )
        }
    }
    /// Shown until the first move: who takes the first turn.
    pub fn begins(self, name: &str) -> String {
        de_en!(self, format!("{name} beginnt."), format!("{name} begins."))
    }

    // ---- the seed at the end ----- ------------------------------------------------

    pub fn game_number(self) -> &'static str {
        de_en!(self, "Startwert", "Seed")
    }
    pub fn game_number_hint(self) -> &'static str {
        de_en!(
            self,
            "Mit diesem Startwert kommen alle Würfe und Karten genauso wieder.",
            "With this seed every roll and every card comes out the same again."
        )
    }
    pub fn chosen_seed_note(self) -> &'static str {
        de_en!(
            self,
            "Dieses Spiel wurde mit einem gewählten Startwert gestartet: Würfe und Karten konnten vorher bekannt sein.",
            "This game was started from a chosen seed: its rolls and cards could be known in advance."
        )
    }
    pub fn play_again_same(self) -> &'static str {
        de_en!(self, "Dieses Spiel nochmal", "Play this game again")
    }
    pub fn share(self) -> &'static str {
        de_en!(self, "Teilen", "Share")
    }
    pub fn copied(self) -> &'static str {
        de_en!(self, "Kopiert.", "Copied.")
    }
    pub fn share_failed(self) -> &'static str {
        de_en!(
            self,
            "Teilen geht hier nicht – der Startwert steht oben.",
            "Sharing is not available here – the seed is shown above."
        )
    }
    /// The text shared: the game, its number and the score; nothing else about the game.
    pub fn share_text(self, kind: GameKind, seed: u64, score: i32) -> String {
        let game = self.game_name(kind);
        de_en!(
            self,
            format!("Pasch · {game} · Startwert {seed} · {score} Punkte. Schaffst du mehr?"),
            format!("Pasch · {game} · seed {seed} · {score} points. Can you beat it?")
        )
    }
}
