//! Every string the app shows, in German and English. Components ask `Lang` for their
//! words, so a translation is one place to change and the two languages never drift.

use crate::engine::game::GameKind;
use crate::engine::scoresheet::sheet::BoxId;
/// The language itself lives outside the UI (the settings store needs it); its words here.
pub use crate::lang::Lang;

/// Picks German or English text.
macro_rules! de_en {
    ($lang:expr, $de:expr, $en:expr $(,)?) => {
        match $lang {
            Lang::De => $de,
            Lang::En => $en,
            // Until the French UI words exist (the rules page is French already).
            Lang::Fr => $en,
        }
    };
}

/// Dice or card values as the app writes them in words: "3 3 5 6 6".
pub fn spaced(values: &[u8]) -> String {
    values
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

// Each game's own words and the refusals, as further `impl Lang` blocks (after the
// macro they use).
mod access;
mod cards;
mod duel;
mod fair_play;
mod hint;
mod keeping;
mod refusals;
mod stats;

impl Lang {
    /// The language's name in itself (for the language switch).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    // ---- general ------------------------------------------------------------------

    pub fn app_name(self) -> &'static str {
        "Pasch"
    }
    pub fn tagline(self) -> &'static str {
        de_en!(
            self,
            "Kniffel, Kniffel Extreme, Dice Duel und Karten-Kniffel für die ganze Familie – auf einem Gerät, auch offline.",
            "Kniffel, Kniffel Extreme, Dice Duel and Karten-Kniffel for the whole family – on one device, offline too."
        )
    }
    pub fn home(self) -> &'static str {
        de_en!(self, "Start", "Home")
    }
    pub fn back(self) -> &'static str {
        de_en!(self, "Zurück", "Back")
    }
    pub fn undo(self) -> &'static str {
        de_en!(self, "Rückgängig", "Undo")
    }
    pub fn undo_hint(self) -> &'static str {
        de_en!(
            self,
            "Letzte Entscheidung zurücknehmen",
            "Take back the last decision"
        )
    }
    /// Why Undo is greyed out: nothing decided since the last roll (a roll is final).
    pub fn undo_unavailable(self) -> &'static str {
        de_en!(
            self,
            "Nichts zurückzunehmen – ein Wurf gilt",
            "Nothing to take back – a roll is final"
        )
    }
    pub fn rules(self) -> &'static str {
        de_en!(self, "Spielregeln", "Rules")
    }
    pub fn settings(self) -> &'static str {
        de_en!(self, "Einstellungen", "Settings")
    }
    pub fn new_game(self) -> &'static str {
        de_en!(self, "Neues Spiel", "New game")
    }
    pub fn continue_game(self) -> &'static str {
        de_en!(self, "Weiterspielen", "Continue")
    }
    pub fn show_result(self) -> &'static str {
        de_en!(self, "Ergebnis ansehen", "See the result")
    }
    pub fn dismiss(self) -> &'static str {
        de_en!(self, "Verstanden", "OK")
    }
    /// The games' names are the same in both languages.
    pub fn game_name(self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Classic => "Kniffel",
            GameKind::Extreme => "Kniffel Extreme",
            GameKind::Duel => "Kniffel Dice Duel",
            GameKind::Cards => "Karten-Kniffel",
        }
    }
    pub fn game_blurb(self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Classic => de_en!(
                self,
                "Der Klassiker: 5 Würfel, 13 Kästchen.",
                "The classic: 5 dice, 13 boxes."
            ),
            GameKind::Extreme => de_en!(
                self,
                "6 Würfel mit Zehnerwürfel, 22 Kästchen, Chips für einen 4. Wurf.",
                "6 dice incl. a ten-sided one, 22 boxes, chips for a 4th roll."
            ),
            GameKind::Duel => de_en!(
                self,
                "Würfeln um Chips aus der Schale.",
                "Roll for chips from the tray."
            ),
            GameKind::Cards => de_en!(
                self,
                "Kniffel mit Karten statt Würfeln.",
                "Kniffel with cards instead of dice."
            ),
        }
    }
    pub fn players_word(self, n: usize) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Spieler".into(),
            (Lang::De, n) => format!("{n} Spieler"),
            (Lang::En | Lang::Fr, 1) => "1 player".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} players"),
        }
    }
    pub fn round_of(self, round: u32, rounds: u32) -> String {
        de_en!(
            self,
            format!("Runde {round} von {rounds}"),
            format!("Round {round} of {rounds}")
        )
    }
    pub fn finished(self) -> &'static str {
        de_en!(self, "Beendet", "Finished")
    }
    pub fn saved_game(self) -> &'static str {
        de_en!(self, "Gespeichertes Spiel", "Saved game")
    }
    pub fn last_game(self) -> &'static str {
        de_en!(self, "Letztes Spiel", "Last game")
    }

    // ---- new game -----------------------------------------------------------------

    pub fn choose_game(self) -> &'static str {
        de_en!(self, "Spiel", "Game")
    }
    pub fn players(self) -> &'static str {
        de_en!(self, "Spieler", "Players")
    }
    pub fn players_range(self, min: usize, max: usize) -> String {
        de_en!(
            self,
            format!("{min} bis {max} Spieler"),
            format!("{min} to {max} players")
        )
    }
    pub fn default_player_name(self, n: usize) -> String {
        de_en!(self, format!("Spieler {n}"), format!("Player {n}"))
    }
    pub fn name_of_player(self, n: usize) -> String {
        de_en!(
            self,
            format!("Name von Spieler {n}"),
            format!("Name of player {n}")
        )
    }
    pub fn human(self) -> &'static str {
        de_en!(self, "Mensch", "Human")
    }
    pub fn computer(self) -> &'static str {
        de_en!(self, "Computer", "Computer")
    }
    /// A computer player's level, as offered on the new-game screen.
    pub fn bot_level(self, level: crate::engine::game::BotKind) -> &'static str {
        use crate::engine::game::BotKind;
        match level {
            BotKind::Easy => de_en!(self, "Leicht", "Easy"),
            BotKind::Normal | BotKind::Greedy | BotKind::Random => {
                de_en!(self, "Normal", "Normal")
            }
            BotKind::Strong => de_en!(self, "Stark", "Strong"),
        }
    }
    pub fn bot_level_of(self, n: usize) -> String {
        de_en!(
            self,
            format!("Stärke von Spieler {n}"),
            format!("Level of player {n}")
        )
    }
    pub fn who_plays(self, n: usize) -> String {
        de_en!(
            self,
            format!("Wer spielt Spieler {n}?"),
            format!("Who plays player {n}?")
        )
    }
    pub fn add_player(self) -> &'static str {
        de_en!(self, "Spieler hinzufügen", "Add player")
    }
    pub fn remove_player(self, name: &str) -> String {
        de_en!(self, format!("{name} entfernen"), format!("Remove {name}"))
    }
    pub fn house_rules(self) -> &'static str {
        de_en!(self, "Hausregeln", "House rules")
    }
    pub fn rule_set(self) -> &'static str {
        de_en!(self, "Regelwerk", "Rule set")
    }
    pub fn rule_set_kniffel(self) -> &'static str {
        de_en!(
            self,
            "Kniffel: +50 für einen weiteren Kniffel, wenn er in sein oberes Feld geht",
            "Kniffel: +50 for a further Kniffel when it goes into its upper box"
        )
    }
    pub fn rule_set_yahtzee(self) -> &'static str {
        de_en!(
            self,
            "Yahtzee: +100 für jeden weiteren Kniffel, wo er auch hingeht",
            "Yahtzee: +100 for every further Kniffel, wherever it goes"
        )
    }
    pub fn joker(self) -> &'static str {
        de_en!(
            self,
            "Joker: ein weiterer Kniffel darf als Joker ins untere Feld",
            "Joker: a further Kniffel may be used as a joker in the lower section"
        )
    }
    pub fn default_marker(self) -> &'static str {
        de_en!(self, "Standard", "default")
    }
    pub fn dice_source(self) -> &'static str {
        de_en!(self, "Würfel", "Dice")
    }
    pub fn app_dice(self) -> &'static str {
        de_en!(self, "Die App würfelt", "The app rolls")
    }
    pub fn real_dice(self) -> &'static str {
        de_en!(
            self,
            "Echte Würfel (Block-Modus): ihr würfelt selbst und tippt die Augen ein",
            "Real dice (score pad): you roll your own dice and tap in the faces"
        )
    }
    pub fn seed(self) -> &'static str {
        de_en!(self, "Startwert (optional)", "Seed (optional)")
    }
    pub fn seed_hint(self) -> &'static str {
        de_en!(
            self,
            "Gleicher Startwert, gleiche Würfe: zum Teilen und Nachspielen.",
            "Same seed, same rolls: share it to replay a game."
        )
    }
    pub fn seed_invalid(self) -> &'static str {
        de_en!(
            self,
            "Der Startwert muss eine ganze Zahl ab 0 sein.",
            "The seed must be a whole number from 0 up."
        )
    }
    pub fn start_game(self) -> &'static str {
        de_en!(self, "Los geht's", "Start game")
    }
    pub fn replaces_saved(self) -> &'static str {
        de_en!(
            self,
            "Das neue Spiel ersetzt das gespeicherte, noch nicht beendete Spiel.",
            "The new game replaces the saved game, which is not finished yet."
        )
    }

    // ---- the game screen --------------------------------------------------------

    pub fn turn_of(self, name: &str) -> String {
        de_en!(self, format!("{name} ist dran"), format!("{name}'s turn"))
    }
    pub fn computer_thinking(self) -> &'static str {
        de_en!(self, "Der Computer spielt …", "The computer is playing …")
    }
    pub fn roll_button(self, roll: u8, of: u8) -> String {
        de_en!(
            self,
            format!("Wurf {roll} von {of}"),
            format!("Roll {roll} of {of}")
        )
    }
    pub fn chip_button(self) -> &'static str {
        de_en!(
            self,
            "Chip einsetzen für einen 4. Wurf",
            "Use a chip for a 4th roll"
        )
    }
    pub fn chips_left(self, n: u8) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Chip".into(),
            (Lang::De, n) => format!("{n} Chips"),
            (Lang::En | Lang::Fr, 1) => "1 chip".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} chips"),
        }
    }
    pub fn hint_first_roll(self) -> &'static str {
        de_en!(self, "Würfeln!", "Roll the dice!")
    }
    pub fn hint_hold(self) -> &'static str {
        de_en!(
            self,
            "Tippe Würfel an, um sie zu halten, und würfle weiter – oder trage ein Kästchen ein.",
            "Tap dice to hold them and roll again – or fill a box."
        )
    }
    pub fn hint_pick_box(self) -> &'static str {
        de_en!(
            self,
            "Keine Würfe mehr: trage ein Kästchen ein.",
            "No rolls left: fill a box."
        )
    }
    pub fn hint_forced(self, boxes: &[BoxId]) -> String {
        let names: Vec<&str> = boxes.iter().map(|&b| self.box_label(b)).collect();
        de_en!(
            self,
            format!("Weiterer Kniffel! Erlaubt: {}.", names.join(", ")),
            format!("A further Kniffel! Allowed: {}.", names.join(", "))
        )
    }
    pub fn bonus_on_the_way(self, bonus: i32) -> String {
        de_en!(
            self,
            format!("Dieser Kniffel bringt +{bonus} Bonus."),
            format!("This Kniffel earns a +{bonus} bonus.")
        )
    }
    pub fn die_name(self, n: usize, value: u8, ten_sided: bool) -> String {
        match (self, ten_sided) {
            (Lang::De, false) => format!("Würfel {n}: {value}"),
            (Lang::De, true) => format!("Würfel {n} (zehnseitig): {value}"),
            (Lang::En | Lang::Fr, false) => format!("Die {n}: {value}"),
            (Lang::En | Lang::Fr, true) => format!("Die {n} (ten-sided): {value}"),
        }
    }
    pub fn die_unrolled(self, n: usize, ten_sided: bool) -> String {
        match (self, ten_sided) {
            (Lang::De, false) => format!("Würfel {n}: noch nicht gewürfelt"),
            (Lang::De, true) => format!("Würfel {n} (zehnseitig): noch nicht gewürfelt"),
            (Lang::En | Lang::Fr, false) => format!("Die {n}: not rolled yet"),
            (Lang::En | Lang::Fr, true) => format!("Die {n} (ten-sided): not rolled yet"),
        }
    }
    pub fn held(self) -> &'static str {
        de_en!(self, "gehalten", "held")
    }
    pub fn dice_tray(self) -> &'static str {
        de_en!(self, "Würfel", "Dice")
    }
    pub fn box_label(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones => de_en!(self, "Einser", "Ones"),
            Twos => de_en!(self, "Zweier", "Twos"),
            Threes => de_en!(self, "Dreier", "Threes"),
            Fours => de_en!(self, "Vierer", "Fours"),
            Fives => de_en!(self, "Fünfer", "Fives"),
            Sixes => de_en!(self, "Sechser", "Sixes"),
            ThreeOfAKind => de_en!(self, "Dreierpasch", "Three of a kind"),
            FourOfAKind => de_en!(self, "Viererpasch", "Four of a kind"),
            TwoPairs => de_en!(self, "Zwei Paare", "Two pairs"),
            ThreePairs => de_en!(self, "Drei Paare", "Three pairs"),
            TwoTriples => de_en!(self, "Zwei Dreier", "Two triples"),
            FullHouse => "Full House",
            BigFullHouse => de_en!(self, "Großes Full House", "Big Full House"),
            SmallStraight => de_en!(self, "Kleine Straße", "Small straight"),
            LargeStraight => de_en!(self, "Große Straße", "Large straight"),
            Highway => "Highway",
            Kniffel => "Kniffel",
            KniffelExtreme => "Kniffel Extreme",
            TenOrLess => de_en!(self, "10 oder weniger", "10 or less"),
            ThirtyThreeOrMore => de_en!(self, "33 oder mehr", "33 or more"),
            Chance => "Chance",
            SuperChance => "Super Chance",
        }
    }
    pub fn points(self, n: i32) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Punkt".into(),
            (Lang::De, n) => format!("{n} Punkte"),
            (Lang::En | Lang::Fr, 1) => "1 point".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} points"),
        }
    }
    /// The accessible name of an open box: it starts with the box label.
    pub fn box_button(self, b: BoxId, points: i32) -> String {
        format!("{}, {}", self.box_label(b), self.points(points))
    }
    pub fn box_hint(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones | Twos | Threes | Fours | Fives | Sixes => {
                de_en!(self, "nur diese Augen zählen", "only these faces count")
            }
            ThreeOfAKind => de_en!(self, "3 gleiche · Summe", "3 equal · sum"),
            FourOfAKind => de_en!(self, "4 gleiche · Summe", "4 equal · sum"),
            TwoPairs => de_en!(self, "2 Paare · Summe", "2 pairs · sum"),
            ThreePairs => de_en!(self, "3 Paare · 35", "3 pairs · 35"),
            TwoTriples => de_en!(self, "2 × 3 gleiche · 45", "2 × 3 equal · 45"),
            FullHouse => de_en!(self, "3 + 2 · 25", "3 + 2 · 25"),
            BigFullHouse => de_en!(self, "4 + 2 · 45", "4 + 2 · 45"),
            SmallStraight => de_en!(self, "4 in Folge · 30", "4 in a row · 30"),
            LargeStraight => de_en!(self, "5 in Folge · 40", "5 in a row · 40"),
            Highway => de_en!(self, "6 in Folge · 50", "6 in a row · 50"),
            Kniffel => de_en!(self, "5 gleiche · 50", "5 equal · 50"),
            KniffelExtreme => de_en!(self, "6 gleiche · 75", "6 equal · 75"),
            TenOrLess => de_en!(self, "Summe ≤ 10 · 40", "sum ≤ 10 · 40"),
            ThirtyThreeOrMore => de_en!(self, "Summe ≥ 33 · 40", "sum ≥ 33 · 40"),
            Chance => de_en!(self, "Summe", "sum"),
            SuperChance => de_en!(self, "2 × Summe", "2 × sum"),
        }
    }
    pub fn upper_section(self) -> &'static str {
        de_en!(self, "Oberer Teil", "Upper section")
    }
    pub fn lower_section(self) -> &'static str {
        de_en!(self, "Unterer Teil", "Lower section")
    }
    pub fn upper_sum(self) -> &'static str {
        de_en!(self, "Summe oben", "Upper total")
    }
    pub fn bonus(self, at: i32, bonus: i32) -> String {
        de_en!(
            self,
            format!("Bonus (ab {at}: +{bonus})"),
            format!("Bonus ({at}+: +{bonus})")
        )
    }
    pub fn upper_progress(self, sum: i32, at: i32) -> String {
        de_en!(
            self,
            format!("{sum} von {at} für den Bonus"),
            format!("{sum} of {at} for the bonus")
        )
    }
    pub fn kniffel_bonus(self) -> &'static str {
        de_en!(self, "Kniffel-Bonus", "Kniffel bonus")
    }
    pub fn total(self) -> &'static str {
        de_en!(self, "Gesamt", "Total")
    }
    pub fn scoresheet(self) -> &'static str {
        de_en!(self, "Spielblock", "Scoresheet")
    }
    pub fn show_column_of(self) -> &'static str {
        de_en!(self, "Block von", "Sheet of")
    }
    pub fn now_playing(self) -> &'static str {
        de_en!(self, "am Zug", "playing")
    }
    // ---- real dice (score pad) --------------------------------------------------

    pub fn enter_title(self) -> &'static str {
        de_en!(
            self,
            "Tippe die Augen deiner echten Würfel an",
            "Tap the faces your real dice show"
        )
    }
    pub fn enter_for(self, name: &str) -> String {
        de_en!(
            self,
            format!("Würfelt für {name} und tippt die Augen ein"),
            format!("Roll for {name} and tap in the faces")
        )
    }
    /// A computer's later throw with real dice: what it keeps and what people throw.
    pub fn enter_for_keeping(self, name: &str, kept: &[u8], throw: usize) -> String {
        let kept = spaced(kept);
        match (self, throw) {
            (Lang::De, 1) => format!("{name} behält {kept} – würfelt den anderen Würfel für {name} und tippt ihn ein"),
            (Lang::De, n) => format!("{name} behält {kept} – würfelt die anderen {n} Würfel für {name} und tippt sie ein"),
            (Lang::En | Lang::Fr, 1) => format!("{name} keeps {kept} – roll the other die for {name} and tap it in"),
            (Lang::En | Lang::Fr, n) => format!("{name} keeps {kept} – roll the other {n} dice for {name} and tap them in"),
        }
    }
    pub fn enter_button(self, roll: u8, of: u8) -> String {
        de_en!(
            self,
            format!("Wurf {roll} von {of} eintragen"),
            format!("Enter roll {roll} of {of}")
        )
    }
    pub fn enter_face(self, v: u8) -> String {
        de_en!(self, format!("Augenzahl {v}"), format!("Face {v}"))
    }
    pub fn ten_sided_faces(self) -> &'static str {
        de_en!(self, "Zehnseitiger Würfel", "Ten-sided die")
    }
    pub fn clear_entry(self) -> &'static str {
        de_en!(self, "Neu eingeben", "Clear")
    }
    pub fn chip_spent_enter(self) -> &'static str {
        de_en!(
            self,
            "Chip abgegeben: würfle ein 4. Mal und tippe die Augen ein.",
            "Chip handed in: roll a 4th time and tap in the faces."
        )
    }
    /// A slot of the score-pad entry ("Entry 2: 5"); not "Die …", which names the dice
    /// on the table.
    pub fn entry_slot(self, n: usize, value: Option<u8>, ten_sided: bool) -> String {
        let ten = match (self, ten_sided) {
            (_, false) => "",
            (Lang::De, true) => " (zehnseitig)",
            (Lang::En | Lang::Fr, true) => " (ten-sided)",
        };
        match (self, value) {
            (Lang::De, Some(v)) => format!("Eingabe {n}{ten}: {v}"),
            (Lang::En | Lang::Fr, Some(v)) => format!("Entry {n}{ten}: {v}"),
            (Lang::De, None) => format!("Eingabe {n}{ten}: leer"),
            (Lang::En | Lang::Fr, None) => format!("Entry {n}{ten}: empty"),
        }
    }

    // ---- end of game ------------------------------------------------------------

    pub fn game_over(self) -> &'static str {
        de_en!(self, "Spiel vorbei", "Game over")
    }
    pub fn place(self, place: usize) -> String {
        de_en!(self, format!("{place}."), format!("{place}."))
    }
    pub fn winner(self, names: &[String]) -> String {
        match (self, names.len()) {
            (Lang::De, 1) => format!("{} gewinnt!", names[0]),
            (Lang::De, _) => format!("Unentschieden: {}", names.join(" & ")),
            (Lang::En | Lang::Fr, 1) => format!("{} wins!", names[0]),
            (Lang::En | Lang::Fr, _) => format!("A tie: {}", names.join(" & ")),
        }
    }
    pub fn solo_result(self, total: i32) -> String {
        de_en!(
            self,
            format!("Du hast {total} Punkte erreicht."),
            format!("You scored {total} points.")
        )
    }
    pub fn rematch(self) -> &'static str {
        de_en!(self, "Revanche", "Rematch")
    }
    pub fn ranking(self) -> &'static str {
        de_en!(self, "Rangliste", "Standings")
    }
    pub fn see_sheet(self) -> &'static str {
        de_en!(self, "Block ansehen", "See the sheets")
    }

    // ---- saves and storage ------------------------------------------------------

    pub fn delete(self) -> &'static str {
        de_en!(self, "Löschen", "Delete")
    }
    pub fn update_ready(self) -> &'static str {
        de_en!(
            self,
            "Eine neue Version von Pasch ist bereit.",
            "A new version of Pasch is ready."
        )
    }
    pub fn reload(self) -> &'static str {
        de_en!(self, "Neu laden", "Reload")
    }
    pub fn later(self) -> &'static str {
        de_en!(self, "Später", "Later")
    }
    pub fn really_delete(self) -> &'static str {
        de_en!(self, "Wirklich löschen?", "Really delete?")
    }

    // ---- settings -----------------------------------------------------------------

    pub fn language(self) -> &'static str {
        de_en!(self, "Sprache", "Language")
    }
    pub fn lang_auto(self) -> &'static str {
        de_en!(self, "Wie der Browser", "Like the browser")
    }
    pub fn theme(self) -> &'static str {
        de_en!(self, "Farben", "Colours")
    }
    pub fn theme_system(self) -> &'static str {
        de_en!(self, "Wie das System", "Like the system")
    }
    pub fn theme_light(self) -> &'static str {
        de_en!(self, "Hell", "Light")
    }
    pub fn theme_dark(self) -> &'static str {
        de_en!(self, "Dunkel", "Dark")
    }
    pub fn bot_speed(self) -> &'static str {
        de_en!(self, "Tempo der Computerspieler", "Computer players' pace")
    }
    pub fn bot_speed_normal(self) -> &'static str {
        de_en!(self, "Gemütlich", "Relaxed")
    }
    pub fn bot_speed_fast(self) -> &'static str {
        de_en!(self, "Schnell", "Fast")
    }
}
