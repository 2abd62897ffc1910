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
        de_en!(self, "Deutsch", "English")
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
            (Lang::En, 1) => "1 player".into(),
            (Lang::En, n) => format!("{n} players"),
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
            (Lang::En, 1) => "1 chip".into(),
            (Lang::En, n) => format!("{n} chips"),
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
            (Lang::En, false) => format!("Die {n}: {value}"),
            (Lang::En, true) => format!("Die {n} (ten-sided): {value}"),
        }
    }
    pub fn die_unrolled(self, n: usize, ten_sided: bool) -> String {
        match (self, ten_sided) {
            (Lang::De, false) => format!("Würfel {n}: noch nicht gewürfelt"),
            (Lang::De, true) => format!("Würfel {n} (zehnseitig): noch nicht gewürfelt"),
            (Lang::En, false) => format!("Die {n}: not rolled yet"),
            (Lang::En, true) => format!("Die {n} (ten-sided): not rolled yet"),
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
            (Lang::En, 1) => "1 point".into(),
            (Lang::En, n) => format!("{n} points"),
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
            (Lang::En, 1) => format!("{name} keeps {kept} – roll the other die for {name} and tap it in"),
            (Lang::En, n) => format!("{name} keeps {kept} – roll the other {n} dice for {name} and tap them in"),
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
            (Lang::En, true) => " (ten-sided)",
        };
        match (self, value) {
            (Lang::De, Some(v)) => format!("Eingabe {n}{ten}: {v}"),
            (Lang::En, Some(v)) => format!("Entry {n}{ten}: {v}"),
            (Lang::De, None) => format!("Eingabe {n}{ten}: leer"),
            (Lang::En, None) => format!("Entry {n}{ten}: empty"),
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
            (Lang::En, 1) => format!("{} wins!", names[0]),
            (Lang::En, _) => format!("A tie: {}", names.join(" & ")),
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

// ---- the rules page -------------------------------------------------------------

/// A piece of the rules page.
pub enum Block {
    H(&'static str),
    P(&'static str),
    List(&'static [&'static str]),
    /// Rows of (box, condition, points).
    Table(&'static [(&'static str, &'static str, &'static str)]),
}

pub struct RulesSection {
    pub id: &'static str,
    pub title: &'static str,
    pub blocks: &'static [Block],
}

pub fn rules_text(lang: Lang) -> &'static [RulesSection] {
    de_en!(lang, RULES_DE, RULES_EN)
}

use Block::{List, Table, H, P};

const RULES_DE: &[RulesSection] = &[
    RulesSection {
        id: "classic",
        title: "Kniffel",
        blocks: &[
            P("1 bis 8 Spieler (allein zum Üben). Fünf Würfel, 13 Runden: jede Runde füllt jeder Spieler genau ein Kästchen seines Blocks. Wer am Ende die meisten Punkte hat, gewinnt; bei Gleichstand teilen sich die Spieler den Platz."),
            H("Ein Zug"),
            List(&[
                "Bis zu drei Würfe. Der erste Wurf wirft alle fünf Würfel.",
                "Vor jedem weiteren Wurf darfst du beliebige Würfel halten (antippen) und nur die anderen neu werfen. Gehaltene Würfel darfst du wieder freigeben.",
                "Du darfst nach jedem Wurf aufhören. Dann trägst du genau ein offenes Kästchen ein.",
                "Passt der Wurf zu keinem offenen Kästchen – oder willst du es so –, streichst du ein Kästchen (0 Punkte).",
            ]),
            H("Der Block"),
            Table(&[
                ("Einser … Sechser", "–", "Summe der Würfel mit dieser Augenzahl"),
                ("Dreierpasch", "mindestens 3 gleiche", "Summe aller Würfel"),
                ("Viererpasch", "mindestens 4 gleiche", "Summe aller Würfel"),
                ("Full House", "3 gleiche und 2 gleiche einer anderen Zahl", "25"),
                ("Kleine Straße", "4 aufeinanderfolgende Zahlen", "30"),
                ("Große Straße", "5 aufeinanderfolgende Zahlen", "40"),
                ("Kniffel", "5 gleiche", "50"),
                ("Chance", "–", "Summe aller Würfel"),
            ]),
            P("Bonus: +35, wenn der obere Teil mindestens 63 Punkte hat. Fünf gleiche sind kein Full House (außer als Joker, siehe unten). Jede Bedingung heißt „mindestens“: eine große Straße ist auch eine kleine."),
            H("Weitere Kniffel und Joker (Hausregel, Standard: an)"),
            List(&[
                "Würfelst du einen weiteren Kniffel, wenn das Kniffel-Kästchen schon gefüllt ist, und das passende obere Kästchen ist noch offen, muss der Wurf dorthin.",
                "Ist das obere Kästchen schon gefüllt, ist der Wurf ein Joker: er darf in jedes offene Kästchen des unteren Teils, mit vollem Wert (Full House 25, kleine Straße 30, große Straße 40, sonst die Summe). Solange unten etwas offen ist, darf er nicht oben gestrichen werden.",
                "Ist auch unten alles gefüllt, streichst du ein offenes Kästchen oben (0).",
                "Regelwerk Kniffel (Standard): +50 Bonus nur, wenn der weitere Kniffel in sein oberes Kästchen geht und das Kniffel-Kästchen 50 enthält.",
                "Regelwerk Yahtzee: +100 für jeden weiteren Kniffel, solange das Kniffel-Kästchen 50 enthält – egal wohin der Wurf geht.",
                "Joker aus: ein weiterer Kniffel ist ein gewöhnlicher Wurf, ohne Bonus und ohne Pflichtkästchen.",
            ]),
        ],
    },
    RulesSection {
        id: "extreme",
        title: "Kniffel Extreme",
        blocks: &[
            P("1 bis 4 Spieler, 22 Runden. Sechs Würfel: fünf normale und ein zehnseitiger Würfel mit 0 bis 9, der mitgewürfelt wird und anders aussieht."),
            List(&[
                "Bis zu drei Würfe wie beim Kniffel. Jeder Spieler hat 3 Chips: für einen Chip darfst du ein viertes Mal würfeln, höchstens einmal pro Zug. Übrige Chips zählen nichts.",
                "Oben zählt der Zehnerwürfel mit, wenn er 1 bis 6 zeigt. Bonus: +45 ab 73 Punkten oben.",
                "Straßen nutzen die gezeigten Zahlen, auch 0 und 7 bis 9 (4 5 6 7 ist eine kleine Straße).",
                "Keine Extrapunkte und kein Joker für weitere Kniffel.",
            ]),
            Table(&[
                ("Zwei Paare", "2 verschiedene Zahlen je mindestens 2-mal", "Summe"),
                ("Drei Paare", "3 verschiedene Zahlen je mindestens 2-mal", "35"),
                ("Zwei Dreier", "2 verschiedene Zahlen je mindestens 3-mal", "45"),
                ("Full House", "eine Zahl 3-mal, eine andere 2-mal", "25"),
                ("Großes Full House", "eine Zahl 4-mal, eine andere 2-mal", "45"),
                ("Highway", "6 aufeinanderfolgende Zahlen", "50"),
                ("Kniffel", "mindestens 5 gleiche", "50"),
                ("Kniffel Extreme", "6 gleiche", "75"),
                ("10 oder weniger", "Summe höchstens 10", "40"),
                ("33 oder mehr", "Summe mindestens 33", "40"),
                ("Super Chance", "–", "2 × Summe"),
            ]),
            P("„Verschiedene Zahlen“ heißt verschiedene Augenzahlen: 4 + 2 gleiche sind Full House, Großes Full House und Zwei Paare; 3 + 3 sind Full House, Zwei Dreier und Zwei Paare, aber nicht Drei Paare; 4 + 1 + 1 und 5 + 1 sind keine zwei Paare. Sechs gleiche zählen auch als Kniffel (50). Die übrigen Kästchen wie beim Kniffel."),
        ],
    },
    RulesSection {
        id: "duel",
        title: "Kniffel Dice Duel",
        blocks: &[
            P("1 bis 4 Spieler. Fünf Würfel; ungerade Augen (1, 3, 5) sind schwarz, gerade (2, 4, 6) rot. Bis zu drei Würfe mit Halten wie beim Kniffel. In der Schale liegen 28 Chips, je 4 von 7 Sorten."),
            Table(&[
                ("2 Paare", "2 verschiedene Zahlen je mindestens 2-mal", "5"),
                ("Dreierpasch", "mindestens 3 gleiche", "10"),
                ("Kleine Straße", "4 aufeinanderfolgende", "20"),
                ("Flush", "alle fünf Würfel gleiche Farbe", "25"),
                ("Full House", "3 gleiche und 2 gleiche einer anderen Zahl", "30"),
                ("Viererpasch", "mindestens 4 gleiche", "40"),
                ("Große Straße", "5 aufeinanderfolgende", "50"),
            ]),
            List(&[
                "Am Zugende nimmst du einen Chip einer Sorte, deren Bedingung dein Wurf erfüllt und von der noch einer in der Schale liegt (passen mehrere, wählst du).",
                "Kniffel (5 gleiche): du nimmst einen Chip beliebiger Sorte aus der Schale oder von den beiseitegelegten und spielst sofort noch einen Zug.",
                "Nimmt eine ganze Runde lang niemand einen Chip, wird der wertvollste Chip der Schale beiseitegelegt (nur ein Kniffel holt ihn zurück).",
                "Das Spiel endet, sobald jemand den letzten Chip aus der Schale nimmt.",
                "Punkte: Chipwerte, +50 für alle 7 Sorten, +20 für genau 6 Sorten, +30 je vollständiger Sorte (alle 4), +20 für den letzten Chip.",
                "Allein: ein Zug ohne Chip legt den wertvollsten Chip beiseite; ein Kniffel bringt zwei Chips. Bestwert 1000.",
            ]),
            H("Hausentscheidungen"),
            List(&[
                "Passt ein Chip, wird er genommen: „Kein Chip“ gibt es nur, wenn nichts passt.",
                "Fünf gleiche bringen immer die Kniffel-Belohnung (Chip nach Wahl und ein weiterer Zug), auch wenn du z. B. den Dreierpasch wählst. Wer nach einem Kniffel weiterwürfelt, gibt ihn auf.",
                "Leert das Beiseitelegen die Schale, endet das Spiel; den Bonus für den letzten Chip bekommt dann niemand.",
                "Allein: nimmst du mit dem ersten von zwei Kniffel-Chips den letzten Chip der Schale, endet das Spiel sofort – nimm dann zuerst einen beiseitegelegten.",
                "Der Zusatzzug nach einem Kniffel gehört zur selben Runde. Allein legt auch ein Zusatzzug ohne Chip einen Chip beiseite.",
                "Der beste Solo-Wert wird auf diesem Gerät gespeichert.",
            ]),
        ],
    },
    RulesSection {
        id: "cards",
        title: "Karten-Kniffel",
        blocks: &[
            P("2 bis 5 Spieler (auch einer gegen Computerspieler). 108 Karten, je 18 mit den Werten 1 bis 6. Jeder bekommt 5 Karten; die Hand ist geheim: zwischen den Zügen steht ein „Gib das Gerät an …“-Bildschirm."),
            List(&[
                "Ein Zug ist entweder Tauschen: 0 bis 5 Karten ablegen und gleich viele oder genau eine mehr ziehen (nie mehr als 10 auf der Hand),",
                "oder Werten: Karten offen ausspielen und damit ein offenes Feld füllen. Wer vorher mehr als 5 Karten hatte, bekommt je Karte über 5 zwei Strafpunkte. Danach hat die Hand wieder genau 5 Karten: mit weniger zieht man nach, mit mehr wählt man, welche 5 man behält, der Rest kommt auf den Ablagestapel.",
                "Oben: 1 bis 5 Karten des Werts, Summe. Unten: genau 5 Karten (kleine Straße: genau 4), die die Bedingung erfüllen.",
                "Keine Chance, kein Streichen: ein Feld wird nur gefüllt, wenn die Karten passen. Kein Extrabonus für einen zweiten Kniffel.",
                "Bonus oben (ohne Strafpunkte): +35 ab 63, −20 unter 43.",
                "Wer das vorletzte Feld füllt, muss es ansagen; die App sagt es für alle an. Hausregel „selbst ansagen“ (Standard: aus): vergessen kostet 10 Strafpunkte.",
                "Füllt jemand sein letztes Feld, wird die Runde zu Ende gespielt, damit alle gleich viele Züge hatten.",
            ]),
            H("Hausentscheidungen"),
            List(&[
                "Die −20 zählen, sobald alle sechs oberen Felder gefüllt sind, spätestens am Spielende.",
                "Welche Karten über 5 abgelegt werden, wählst du gleich mit dem Ausspielen (gezogen wird dann nichts). Spiele, die vor dieser Regel begonnen wurden, behalten die alte: nur bis 5 nachziehen, Karten über 5 bleiben auf der Hand.",
                "„Selbst ansagen“: die Ansage gilt nur für diesen Zug.",
                "Gemischt wird erst, wenn vom leeren Stapel gezogen werden muss; die eben abgelegten Karten kommen mit hinein.",
                "Rückgängig gibt es nur für eine Ansage: einen Zug mit gezogenen Karten zurückzunehmen, würde die nächsten Karten verraten.",
            ]),
        ],
    },
    RulesSection {
        id: "app",
        title: "In dieser App",
        blocks: &[
            List(&[
                "Jedes offene Kästchen zeigt vor dem Eintragen die Punkte, die es jetzt bekäme. Eintragen fragt nicht nach – „Rückgängig“ nimmt die letzte Entscheidung zurück (auch nach dem Neuladen): Halten, das eingetragene Kästchen, den Chip oder das Feld, eine Ansage.",
                "Ein Wurf gilt: Rückgängig nimmt nie Würfel zurück. Nach einem Wurf geht es höchstens bis zu diesem Wurf zurück, mit den Würfeln, wie sie fielen. Wer ein Kästchen zurücknimmt, bekommt die Würfel und das offene Kästchen wieder; ein Extra-Kniffel-Bonus, den das Kästchen brachte, wird mit zurückgenommen.",
                "Hat der nächste Spieler oder der Computer schon gewürfelt, bleibt das letzte Kästchen stehen. Beim Karten-Kniffel lässt sich nur eine Ansage zurücknehmen. Mit echten Würfeln lassen sich falsch eingetippte Würfel korrigieren.",
                "Jede Aktion wird sofort im Browser gespeichert. Ein unlesbarer Spielstand wird nie überschrieben, sondern aufbewahrt und lässt sich herunterladen.",
                "Mit einem Startwert sind alle Würfe und Kartenfolgen wiederholbar: gleicher Startwert, gleiches Spiel. Darum bleibt er während des Spiels geheim und steht erst am Ende da, mit „Dieses Spiel nochmal“ und „Teilen“. Ein Spiel mit gewähltem Startwert sagt das am Ende und zählt nicht als Rekord.",
                "Wer beginnt: am Tisch der höchste Wurf (beim Karten-Kniffel der Jüngste); die App lost aus, oder ihr wählt beim neuen Spiel. Bei der Revanche beginnt der Nächste.",
                "Echte Würfel: im Block-Modus würfelt ihr selbst und tippt die Augen ein; die App rechnet.",
                "Echte Würfel gegen den Computer: er spielt nach denselben Regeln – er sagt, welche Würfel er behält, und bittet um den nächsten Wurf (bis zu 3, in Extreme auch mit Chip); ihr würfelt für ihn und tippt die Augen ein.",
                "Ein weiterer Kniffel muss auch dann in sein oberes Kästchen, wenn das Kniffel-Kästchen gestrichen ist (dann ohne Bonus).",
            ]),
        ],
    },
];

const RULES_EN: &[RulesSection] = &[
    RulesSection {
        id: "classic",
        title: "Kniffel",
        blocks: &[
            P("1 to 8 players (one for solitaire practice). Five dice, 13 rounds: each round every player fills exactly one box of their sheet. The highest total wins; equal totals share the place."),
            H("A turn"),
            List(&[
                "Up to three rolls. The first roll throws all five dice.",
                "Before each further roll you may hold any dice (tap them) and roll only the others. Held dice may be released again.",
                "You may stop after any roll. Then you fill exactly one open box.",
                "If the roll meets no open box – or you choose to – you strike a box (0 points).",
            ]),
            H("The sheet"),
            Table(&[
                ("Ones … Sixes", "–", "sum of the dice showing that face"),
                ("Three of a kind", "at least 3 equal", "sum of all dice"),
                ("Four of a kind", "at least 4 equal", "sum of all dice"),
                ("Full House", "3 equal and 2 equal of a different face", "25"),
                ("Small straight", "4 consecutive faces", "30"),
                ("Large straight", "5 consecutive faces", "40"),
                ("Kniffel", "5 equal", "50"),
                ("Chance", "–", "sum of all dice"),
            ]),
            P("Bonus: +35 when the upper section adds up to at least 63. Five equal dice are not a Full House (except as a joker, below). Every condition means “at least”: a large straight is also a small one."),
            H("Further Kniffels and the joker (house rule, default: on)"),
            List(&[
                "If you roll a further Kniffel while the Kniffel box is filled and the matching upper box is open, the roll must go there.",
                "If that upper box is filled, the roll is a joker: it may fill any open lower box at full value (Full House 25, small straight 30, large straight 40, the sum otherwise). While a lower box is open it may not strike an upper box.",
                "If the lower boxes are all filled too, you strike an open upper box (0).",
                "Rule set Kniffel (default): +50 bonus only when the further Kniffel goes into its upper box and the Kniffel box holds 50.",
                "Rule set Yahtzee: +100 for every further Kniffel while the Kniffel box holds 50, wherever the roll goes.",
                "Joker off: a further Kniffel is an ordinary roll, with no bonus and no forced box.",
            ]),
        ],
    },
    RulesSection {
        id: "extreme",
        title: "Kniffel Extreme",
        blocks: &[
            P("1 to 4 players, 22 rounds. Six dice: five ordinary ones and a ten-sided die showing 0 to 9, rolled with the others and drawn differently."),
            List(&[
                "Up to three rolls as in Kniffel. Every player has 3 chips: handing in a chip buys a fourth roll, at most once a turn. Unused chips score nothing.",
                "The ten-sided die counts in the upper section when it shows 1 to 6. Bonus: +45 from 73 points up top.",
                "Straights use the values shown, 0 and 7 to 9 included (4 5 6 7 is a small straight).",
                "No extra points and no joker for further Kniffels.",
            ]),
            Table(&[
                ("Two pairs", "2 different faces, each at least twice", "sum"),
                ("Three pairs", "3 different faces, each at least twice", "35"),
                ("Two triples", "2 different faces, each at least 3 times", "45"),
                ("Full House", "one face 3 times, a different one twice", "25"),
                ("Big Full House", "one face 4 times, a different one twice", "45"),
                ("Highway", "6 consecutive values", "50"),
                ("Kniffel", "at least 5 equal", "50"),
                ("Kniffel Extreme", "6 equal", "75"),
                ("10 or less", "sum at most 10", "40"),
                ("33 or more", "sum at least 33", "40"),
                ("Super Chance", "–", "2 × sum"),
            ]),
            P("“Different faces” means different values: 4 + 2 equal is a Full House, a Big Full House and Two pairs; 3 + 3 is a Full House, Two triples and Two pairs but not Three pairs; 4 + 1 + 1 and 5 + 1 are not two pairs. Six equal also count as a Kniffel (50). The other boxes are as in Kniffel."),
        ],
    },
    RulesSection {
        id: "duel",
        title: "Kniffel Dice Duel",
        blocks: &[
            P("1 to 4 players. Five dice; odd faces (1, 3, 5) are black, even faces (2, 4, 6) red. Up to three rolls with holds as in Kniffel. The tray holds 28 chips, 4 of each of 7 kinds."),
            Table(&[
                ("Two pairs", "2 different faces, each at least twice", "5"),
                ("Three of a kind", "at least 3 equal", "10"),
                ("Small straight", "4 consecutive", "20"),
                ("Flush", "all five dice the same colour", "25"),
                ("Full House", "3 equal and 2 equal of a different face", "30"),
                ("Four of a kind", "at least 4 equal", "40"),
                ("Large straight", "5 consecutive", "50"),
            ]),
            List(&[
                "At the end of your turn you take one chip of a kind your dice meet and that is still in the tray (your choice when several fit).",
                "Kniffel (5 equal): take one chip of any kind from the tray or from the set-aside chips, then play another turn at once.",
                "If a whole round passes without anyone taking a chip, the highest-value chip in the tray is set aside (only a Kniffel can claim it).",
                "The game ends as soon as someone takes the last chip from the tray.",
                "Score: chip values, +50 for all 7 kinds, +20 for exactly 6 kinds, +30 for each complete kind (all 4), +20 for the last chip.",
                "Solo: a turn without a chip sets aside the highest-value chip; a Kniffel takes two chips. The best score is 1000.",
            ]),
            H("House decisions"),
            List(&[
                "A chip that fits must be taken: “No chip” is offered only when nothing fits.",
                "Five equal dice always earn the Kniffel reward (any chip and another turn), even when you pick e.g. Three of a kind. Rolling on after a Kniffel gives it up.",
                "If a set-aside empties the tray, the game ends and nobody gets the last-chip bonus.",
                "Solo: if the first of two Kniffel chips is the tray's last, the game ends at once – take a set-aside chip first.",
                "A Kniffel's extra turn belongs to the same round. In solo an extra turn without a chip sets a chip aside too.",
                "The best solo score is kept on this device.",
            ]),
        ],
    },
    RulesSection {
        id: "cards",
        title: "Karten-Kniffel",
        blocks: &[
            P("2 to 5 players (one player against computer players works too). 108 cards, 18 each of the values 1 to 6. Everyone gets 5 cards; hands are secret: a “pass the device to …” screen stands between turns."),
            List(&[
                "A turn is either an exchange: discard 0 to 5 cards and draw as many or exactly one more (never more than 10 in hand),",
                "or scoring: play cards face up to fill one open field. A hand of more than 5 cards before playing costs 2 penalty points per card over 5. Then the hand is back to exactly 5: with fewer, draw up to 5; with more, choose which 5 to keep and the rest go onto the discard pile.",
                "Upper fields: 1 to 5 cards of that value, their sum. Lower fields: exactly 5 cards (small straight: exactly 4) that meet the condition.",
                "No Chance, no striking: a field is filled only when the cards fit. No extra bonus for a second Kniffel.",
                "Upper bonus (penalties not counted): +35 from 63, −20 below 43.",
                "Whoever fills their second-to-last field must announce it; the app announces it for everyone. House rule “announce yourself” (default: off): forgetting costs 10 penalty points.",
                "When someone fills their last field, the round is played to its end so everyone had as many turns.",
            ]),
            H("House decisions"),
            List(&[
                "The −20 counts once all six upper fields are filled, or at the end of the game.",
                "The cards over 5 to discard are chosen together with the play (nothing is drawn then). Games started before this rule keep the old one: draw up to 5 only, cards over 5 stay in hand.",
                "“Announce yourself”: the announcement holds for that turn only.",
                "The discard pile is shuffled only when a card must be drawn from an empty pile; the cards just discarded go in too.",
                "Undo is offered only for an announcement: taking back a move that drew cards would show the next cards.",
            ]),
        ],
    },
    RulesSection {
        id: "app",
        title: "In this app",
        blocks: &[
            List(&[
                "Every open box shows the points it would get now before you fill it. Filling asks no confirmation – “Undo” takes back the last decision (also after a reload): holds, the box filled, the chip or field taken, an announcement.",
                "A roll is final: Undo never takes back dice. After a roll it goes back at most to that roll, with the dice as they fell. Taking back a box gives back the dice and the open box; an extra-Kniffel bonus the box earned is taken back with it.",
                "Once the next player or the computer has rolled, the last box stands. In Karten-Kniffel only an announcement can be undone. With real dice, faces typed in wrongly can be corrected.",
                "Every action is saved in the browser at once. A save that cannot be read is never overwritten: it is kept and can be downloaded.",
                "With a seed every roll and every deal is repeatable: same seed, same game. So it stays secret during the game and is shown only at the end, with “Play this game again” and “Share”. A game started from a chosen seed says so at the end and sets no record.",
                "Who starts: at the table the highest roll (in Karten-Kniffel the youngest); the app draws by lot, or you choose on the new-game screen. In a rematch the next player begins.",
                "Real dice: in score-pad mode you roll your own dice and tap in the faces; the app does the sums.",
                "Real dice against the computer: it plays by the same rules – it says which dice it keeps and asks for the next throw (up to 3, in Extreme with chips too); you roll for it and tap in the faces.",
                "A further Kniffel must go to its upper box also when the Kniffel box was struck (then without bonus).",
            ]),
        ],
    },
];
