//! Words for statistics, high scores, the history of finished games, the roll log and
//! the daily challenge, German and English.

use crate::ui::i18n::Lang;

impl Lang {
    pub fn statistics(self) -> &'static str {
        de_en!(self, "Statistik", "Statistics")
    }
    pub fn high_scores(self) -> &'static str {
        de_en!(self, "Bestenliste", "High scores")
    }
    pub fn history(self) -> &'static str {
        de_en!(self, "Verlauf", "History")
    }
    pub fn daily_challenge(self) -> &'static str {
        de_en!(self, "Tägliche Herausforderung", "Daily challenge")
    }
    pub fn daily_hint(self) -> &'static str {
        de_en!(
            self,
            "Heute würfeln alle dieselben Würfel: ein Kniffel allein. Der erste Versuch zählt.",
            "Today everyone throws the same dice: one Kniffel, alone. The first try counts."
        )
    }
    pub fn play_daily(self) -> &'static str {
        de_en!(self, "Heute spielen", "Play today's")
    }
    pub fn play_daily_again(self) -> &'static str {
        de_en!(self, "Nochmal (zählt nicht)", "Again (not counted)")
    }
    pub fn daily_result(self, points: i32, average: i32) -> String {
        de_en!(
            self,
            format!("Heute: {points} Punkte · dein Schnitt im Kniffel: {average}"),
            format!("Today: {points} points · your Kniffel average: {average}")
        )
    }
    pub fn daily_open(self) -> &'static str {
        de_en!(self, "Heute noch nicht gespielt.", "Not played yet today.")
    }
    pub fn streak(self, days: u32) -> String {
        match (self, days) {
            (Lang::De, 1) => "Serie: 1 Tag".to_string(),
            (Lang::De, n) => format!("Serie: {n} Tage in Folge"),
            (Lang::En | Lang::Fr, 1) => "Streak: 1 day".to_string(),
            (Lang::En | Lang::Fr, n) => format!("Streak: {n} days in a row"),
        }
    }
    /// The shared text: the day and the points, nothing of the dice.
    pub fn daily_share_text(self, date: &str, points: i32) -> String {
        de_en!(
            self,
            format!("Pasch · Tägliche Herausforderung {date} · {points} Punkte"),
            format!("Pasch · Daily {date} · {points} points")
        )
    }
    /// The daily game's one player, when no name is known yet.
    pub fn me(self) -> &'static str {
        de_en!(self, "Ich", "Me")
    }
    pub fn with_bots(self) -> &'static str {
        de_en!(self, "Spiele mit Computer", "Games with computer players")
    }
    pub fn with_hints(self) -> &'static str {
        de_en!(self, "Spiele mit Tipps", "Games with hints")
    }
    pub fn bot_mark(self) -> &'static str {
        de_en!(self, "mit Computer", "with computer")
    }
    pub fn hint_mark(self) -> &'static str {
        de_en!(self, "mit Tipps", "with hints")
    }
    pub fn real_dice_mark(self) -> &'static str {
        de_en!(self, "echte Würfel", "real dice")
    }
    pub fn daily_mark(self) -> &'static str {
        de_en!(self, "Tagesspiel", "daily")
    }
    pub fn no_games_yet(self) -> &'static str {
        de_en!(
            self,
            "Noch keine beendeten Spiele dieser Art.",
            "No finished games of this kind yet."
        )
    }
    pub fn col_player(self) -> &'static str {
        de_en!(self, "Spieler", "Player")
    }
    pub fn col_games(self) -> &'static str {
        de_en!(self, "Spiele", "Games")
    }
    pub fn col_wins(self) -> &'static str {
        de_en!(self, "Siege", "Wins")
    }
    pub fn col_best(self) -> &'static str {
        de_en!(self, "Beste", "Best")
    }
    pub fn col_average(self) -> &'static str {
        de_en!(self, "Schnitt", "Average")
    }
    pub fn col_worst(self) -> &'static str {
        de_en!(self, "Schlechteste", "Worst")
    }
    pub fn col_kniffels(self) -> &'static str {
        de_en!(self, "Kniffel gewürfelt", "Kniffels rolled")
    }
    pub fn col_upper_bonus(self) -> &'static str {
        de_en!(self, "Bonus oben", "Upper bonus")
    }
    pub fn col_chips(self) -> &'static str {
        de_en!(self, "Chips", "Chips")
    }
    pub fn col_duel_bonus(self) -> &'static str {
        de_en!(self, "Bonuspunkte", "Bonus points")
    }
    pub fn col_penalties(self) -> &'static str {
        de_en!(self, "Strafpunkte", "Penalties")
    }
    pub fn col_score(self) -> &'static str {
        de_en!(self, "Punkte", "Score")
    }
    pub fn col_date(self) -> &'static str {
        de_en!(self, "Datum", "Date")
    }
    pub fn scores_over_time(self) -> &'static str {
        de_en!(self, "Punkte im Lauf der Zeit", "Scores over time")
    }
    pub fn score_histogram(self) -> &'static str {
        de_en!(self, "Wie oft welche Punktzahl", "How often each score")
    }
    pub fn histogram_bar(self, from: i32, count: u32) -> String {
        de_en!(
            self,
            format!("ab {from} Punkte: {count} Spiele"),
            format!("from {from} points: {count} games")
        )
    }
    pub fn open_game(self) -> &'static str {
        de_en!(self, "Ansehen", "View")
    }
    pub fn close(self) -> &'static str {
        de_en!(self, "Schließen", "Close")
    }
    pub fn step_first(self) -> &'static str {
        de_en!(self, "Zum Anfang", "First move")
    }
    pub fn step_prev(self) -> &'static str {
        de_en!(self, "Zug zurück", "Previous move")
    }
    pub fn step_next(self) -> &'static str {
        de_en!(self, "Zug vor", "Next move")
    }
    pub fn step_last(self) -> &'static str {
        de_en!(self, "Zum Ende", "Last move")
    }
    pub fn step_of(self, n: usize, of: usize) -> String {
        de_en!(
            self,
            format!("Zug {n} von {of}"),
            format!("Move {n} of {of}")
        )
    }
    pub fn roll_log(self) -> &'static str {
        de_en!(self, "Wurfprotokoll", "Roll log")
    }
    pub fn log_roll(self, name: &str, roll: u8, dice: &str, kept: &str) -> String {
        let kept = if kept.is_empty() {
            String::new()
        } else {
            de_en!(
                self,
                format!(" (gehalten: {kept})"),
                format!(" (kept: {kept})")
            )
        };
        de_en!(
            self,
            format!("{name}, Wurf {roll}: {dice}{kept}"),
            format!("{name}, roll {roll}: {dice}{kept}")
        )
    }
    pub fn log_scored(self, name: &str, what: &str, points: i32) -> String {
        format!("{name}: {what} → {points}")
    }
    pub fn log_exchanged(self, name: &str, cards: usize) -> String {
        de_en!(
            self,
            format!("{name} tauscht {cards} Karten"),
            format!("{name} exchanges {cards} cards")
        )
    }
    pub fn log_no_chip(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name}: kein Chip"),
            format!("{name}: no chip")
        )
    }
    pub fn log_empty(self) -> &'static str {
        de_en!(self, "Noch nichts gewürfelt.", "Nothing rolled yet.")
    }
    pub fn players_title(self) -> &'static str {
        de_en!(
            self,
            "Spieler umbenennen oder zusammenlegen",
            "Rename or merge players"
        )
    }
    pub fn rename_hint(self) -> &'static str {
        de_en!(
            self,
            "Ein Name, den es schon gibt, legt beide zusammen (für einen Tippfehler).",
            "A name that exists already merges the two (for a typo)."
        )
    }
    pub fn new_name(self) -> &'static str {
        de_en!(self, "Neuer Name", "New name")
    }
    pub fn rename(self) -> &'static str {
        de_en!(self, "Umbenennen", "Rename")
    }
    pub fn renamed(self, n: usize) -> String {
        de_en!(self, format!("Umbenannt: {n}"), format!("Renamed: {n}"))
    }
    pub fn export_import(self) -> &'static str {
        de_en!(self, "Sichern und übertragen", "Export and import")
    }
    pub fn export_stats(self) -> &'static str {
        de_en!(self, "Statistik exportieren", "Export statistics")
    }
    pub fn import_stats(self) -> &'static str {
        de_en!(self, "Statistik importieren", "Import statistics")
    }
    pub fn reset_stats(self) -> &'static str {
        de_en!(self, "Statistik löschen", "Reset statistics")
    }
    pub fn reset_confirm(self) -> &'static str {
        de_en!(
            self,
            "Wirklich alle beendeten Spiele und die Statistik löschen?",
            "Really delete all finished games and statistics?"
        )
    }
    pub fn yes_delete(self) -> &'static str {
        de_en!(self, "Ja, löschen", "Yes, delete")
    }
    pub fn cancel(self) -> &'static str {
        de_en!(self, "Abbrechen", "Cancel")
    }
}
