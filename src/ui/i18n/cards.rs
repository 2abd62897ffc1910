//! The Karten-Kniffel screen's strings, German and English: a second `impl Lang` block
//! beside `i18n/mod.rs`, so both games' words stay in the same place to look for.
//!
//! Texts shown on the "pass the device" cover carry no numbers (no card values, no
//! counts): the cover must not say anything about any hand.

use crate::engine::scoresheet::sheet::BoxId;
use crate::ui::i18n::Lang;

impl Lang {
    // ---- the cover between turns ------------------------------------------------

    pub fn pass_to(self, name: &str) -> String {
        de_en!(
            self,
            format!("Gib weiter an {name}"),
            format!("Pass to {name}")
        )
    }
    pub fn pass_tap(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name}: hier tippen, um deine Karten zu sehen"),
            format!("{name}: tap here to see your cards")
        )
    }
    pub fn pass_private(self) -> &'static str {
        de_en!(
            self,
            "Die Karten bleiben verdeckt, bis du tippst. Niemand sonst schaut hin!",
            "Your cards stay hidden until you tap. Nobody else looks!"
        )
    }
    pub fn cover_played(self, name: &str, field: BoxId) -> String {
        de_en!(
            self,
            format!("{name} hat {} ausgefüllt.", self.box_label(field)),
            format!("{name} filled {}.", self.box_label(field))
        )
    }
    pub fn cover_exchanged(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} hat Karten getauscht."),
            format!("{name} exchanged cards.")
        )
    }

    // ---- the table ------------------------------------------------------------------

    pub fn card_table(self) -> &'static str {
        de_en!(self, "Kartentisch", "Card table")
    }
    pub fn cards_round(self, round: u32) -> String {
        de_en!(self, format!("Runde {round}"), format!("Round {round}"))
    }
    pub fn cards_count(self, n: usize) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Karte".into(),
            (Lang::De, n) => format!("{n} Karten"),
            (Lang::En | Lang::Fr, 1) => "1 card".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} cards"),
        }
    }
    pub fn draw_pile(self) -> &'static str {
        de_en!(self, "Nachziehstapel", "Draw pile")
    }
    pub fn discard_pile(self) -> &'static str {
        de_en!(self, "Ablagestapel", "Discard pile")
    }
    pub fn draw_pile_name(self, n: usize) -> String {
        format!("{}: {}", self.draw_pile(), self.cards_count(n))
    }
    pub fn discard_pile_name(self, n: usize, top: Option<u8>) -> String {
        match (self, top) {
            (_, None) => format!("{}: {}", self.discard_pile(), self.cards_count(0)),
            (Lang::De, Some(v)) => {
                format!("Ablagestapel: {}, oben eine {v}", self.cards_count(n))
            }
            (Lang::En | Lang::Fr, Some(v)) => {
                format!("Discard pile: {}, a {v} on top", self.cards_count(n))
            }
        }
    }
    pub fn hand_of(self, name: &str, n: usize) -> String {
        de_en!(
            self,
            format!("{name} hat {} auf der Hand", self.cards_count(n)),
            format!("{name} holds {}", self.cards_count(n))
        )
    }
    pub fn cards_bot_playing(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} spielt …"),
            format!("{name} is playing …")
        )
    }
    pub fn reshuffled(self) -> &'static str {
        de_en!(
            self,
            "Der Nachziehstapel war leer: der Ablagestapel wurde gemischt und ist der neue Nachziehstapel.",
            "The draw pile ran out: the discard pile was shuffled into a new draw pile."
        )
    }
    pub fn reshuffled_short(self) -> &'static str {
        de_en!(
            self,
            "(Ablagestapel neu gemischt)",
            "(discard pile shuffled into a new draw pile)"
        )
    }
    pub fn one_field_left(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} hat nur noch ein Feld frei!"),
            format!("{name} has one field left!")
        )
    }
    pub fn last_round(self) -> &'static str {
        de_en!(self, "Letzte Runde!", "Last round!")
    }
    pub fn last_round_why(self, name: &str) -> String {
        de_en!(
            self,
            format!("{name} hat alle Felder ausgefüllt. Die Runde wird zu Ende gespielt."),
            format!("{name} has filled every field. The round is played to its end.")
        )
    }
    pub fn recent_moves(self) -> &'static str {
        de_en!(self, "Seit deinem letzten Zug", "Since your last turn")
    }
    pub fn last_moves(self) -> &'static str {
        de_en!(self, "Letzte Züge", "Last moves")
    }
    pub fn played_news(self, name: &str, field: BoxId, points: i32, penalty: i32) -> String {
        let penalty = if penalty > 0 {
            de_en!(
                self,
                format!(", {penalty} Strafpunkte"),
                format!(", {penalty} penalty points")
            )
        } else {
            String::new()
        };
        format!(
            "{name}: {} – {}{penalty}",
            self.box_label(field),
            self.points(points)
        )
    }
    pub fn discarded_down_news(self, name: &str, discarded: usize) -> String {
        de_en!(
            self,
            format!("{name}: {discarded} abgelegt, zurück auf 5 Karten"),
            format!("{name}: discarded {discarded}, back to 5 cards")
        )
    }
    // ---- back to 5 cards after a play (rules version 2) ---------------------------------

    pub fn discard_down_title(self) -> &'static str {
        de_en!(self, "Zurück auf 5 Karten", "Back to 5 cards")
    }
    pub fn discard_down_text(self, need: usize, field: BoxId) -> String {
        let field = self.box_label(field);
        match (self, need) {
            (Lang::De, 1) => format!("Du spielst {field}. Danach bleiben dir mehr als 5 Karten: wähle 1 Karte zum Ablegen – deine nächste Runde beginnt mit genau 5."),
            (Lang::De, n) => format!("Du spielst {field}. Danach bleiben dir mehr als 5 Karten: wähle {n} Karten zum Ablegen – deine nächste Runde beginnt mit genau 5."),
            (Lang::En | Lang::Fr, 1) => format!("You play {field}. That leaves more than 5 cards: choose 1 card to discard – your next turn starts with exactly 5."),
            (Lang::En | Lang::Fr, n) => format!("You play {field}. That leaves more than 5 cards: choose {n} cards to discard – your next turn starts with exactly 5."),
        }
    }
    pub fn discard_down_chosen(self, chosen: usize, need: usize) -> String {
        de_en!(
            self,
            format!("{chosen} von {need} gewählt"),
            format!("{chosen} of {need} chosen")
        )
    }
    pub fn discard_down_confirm(self, need: usize, field: BoxId) -> String {
        let field = self.box_label(field);
        match (self, need) {
            (Lang::De, 1) => format!("1 ablegen und {field} eintragen"),
            (Lang::De, n) => format!("{n} ablegen und {field} eintragen"),
            (Lang::En | Lang::Fr, 1) => format!("Discard 1 and score {field}"),
            (Lang::En | Lang::Fr, n) => format!("Discard {n} and score {field}"),
        }
    }
    pub fn exchanged_news(self, name: &str, discarded: usize, drawn: usize) -> String {
        match (self, discarded) {
            (Lang::De, 0) => format!("{name}: keine Karte abgelegt, {drawn} gezogen"),
            (Lang::En | Lang::Fr, 0) => format!("{name}: discarded none, drew {drawn}"),
            (Lang::De, d) => format!("{name}: {d} abgelegt, {drawn} gezogen"),
            (Lang::En | Lang::Fr, d) => format!("{name}: discarded {d}, drew {drawn}"),
        }
    }
    pub fn announced_news(self, name: &str, by_app: bool) -> String {
        match (self, by_app) {
            (Lang::De, true) => format!("{name}: vorletztes Feld gefüllt – angesagt von der App"),
            (Lang::En | Lang::Fr, true) => {
                format!("{name}: second-to-last field filled – announced by the app")
            }
            (Lang::De, false) => format!("{name} sagt an: gleich nur noch ein Feld frei"),
            (Lang::En | Lang::Fr, false) => format!("{name} announces: one field left after this"),
        }
    }
    pub fn missed_news(self, name: &str, penalty: i32) -> String {
        de_en!(
            self,
            format!("{name} hat vergessen anzusagen: {penalty} Strafpunkte"),
            format!("{name} forgot to announce: {penalty} penalty points")
        )
    }

    // ---- the hand -----------------------------------------------------------------------

    pub fn your_hand(self, name: &str) -> String {
        de_en!(self, format!("Hand von {name}"), format!("{name}'s hand"))
    }
    /// A card of the hand: "Card 2: 5" (position, value), like "Die 2: 5"; ", new" if it
    /// was drawn last turn, as its tag shows (the name holds every word on the card).
    pub fn card_name(self, n: usize, value: u8, fresh: bool) -> String {
        let name = de_en!(
            self,
            format!("Karte {n}: {value}"),
            format!("Card {n}: {value}")
        );
        if fresh {
            format!("{name}, {}", self.new_card())
        } else {
            name
        }
    }
    pub fn new_card(self) -> &'static str {
        de_en!(self, "neu", "new")
    }
    pub fn sort_cards(self) -> &'static str {
        de_en!(self, "Sortieren", "Sort")
    }
    pub fn sort_hint(self) -> &'static str {
        de_en!(
            self,
            "Karten immer nach Wert sortieren (aus: in der gezogenen Reihenfolge)",
            "Always sort the cards by value (off: in the order drawn)"
        )
    }
    pub fn clear_selection(self) -> &'static str {
        de_en!(self, "Auswahl aufheben", "Clear selection")
    }
    pub fn selected_count(self, n: usize) -> String {
        de_en!(self, format!("{n} ausgewählt"), format!("{n} selected"))
    }
    pub fn hand_hint(self) -> &'static str {
        de_en!(
            self,
            "Tippe Karten an, um sie auszuwählen: zum Ausspielen oder zum Ablegen.",
            "Tap cards to select them: to play them or to discard them."
        )
    }

    // ---- scoring ------------------------------------------------------------------------

    pub fn score_title(self) -> &'static str {
        de_en!(self, "Werten", "Score")
    }
    pub fn score_select_hint(self) -> &'static str {
        de_en!(
            self,
            "Wähle Karten aus – oder tippe einen Vorschlag an.",
            "Select cards – or tap a suggestion."
        )
    }
    pub fn no_field_fits(self) -> &'static str {
        de_en!(
            self,
            "Diese Karten füllen kein offenes Feld.",
            "These cards fill no open field."
        )
    }
    pub fn penalty_points(self, n: i32) -> String {
        match (self, n) {
            (Lang::De, 1) => "1 Strafpunkt".into(),
            (Lang::De, n) => format!("{n} Strafpunkte"),
            (Lang::En | Lang::Fr, 1) => "1 penalty point".into(),
            (Lang::En | Lang::Fr, n) => format!("{n} penalty points"),
        }
    }
    /// A field the selected cards fill, in words: the field label, the points (and any
    /// penalty). The tooltip of a preview on the sheet.
    pub fn field_button(self, field: BoxId, points: i32, penalty: i32) -> String {
        let name = self.box_button(field, points);
        if penalty > 0 {
            format!("{name}, {}", self.penalty_points(penalty))
        } else {
            name
        }
    }
    /// The accessible name of a field button: "Full House, 25 points", or with a penalty
    /// "Full House, 25, −2 penalty points": the words the button shows ("Full House 25 −2"),
    /// in their order, so people can say what they see.
    pub fn field_button_name(self, field: BoxId, points: i32, penalty: i32) -> String {
        if penalty > 0 {
            format!(
                "{}, {points}, −{}",
                self.box_label(field),
                self.penalty_points(penalty)
            )
        } else {
            self.box_button(field, points)
        }
    }
    pub fn suggestions(self) -> &'static str {
        de_en!(self, "Beste Züge", "Best plays")
    }
    pub fn no_suggestions(self) -> &'static str {
        de_en!(
            self,
            "Mit dieser Hand passt kein offenes Feld: tausche Karten.",
            "No open field fits this hand: exchange cards."
        )
    }
    /// "Full House, 25 points: select the best cards": it starts with what the chip shows
    /// (field and points), so people can say what they see.
    pub fn suggestion_name(self, field: BoxId, points: i32) -> String {
        let what = self.box_button(field, points);
        de_en!(
            self,
            format!("{what}: beste Karten auswählen"),
            format!("{what}: select the best cards")
        )
    }
    pub fn penalty_warning(self, held: usize, penalty: i32) -> String {
        de_en!(
            self,
            format!(
                "Du hast {held} Karten: Werten kostet jetzt {}.",
                self.penalty_points(penalty)
            ),
            format!(
                "You hold {held} cards: scoring now costs {}.",
                self.penalty_points(penalty)
            )
        )
    }

    // ---- exchanging ---------------------------------------------------------------------

    pub fn exchange_title(self) -> &'static str {
        de_en!(self, "Tauschen", "Exchange")
    }
    pub fn exchange_hint(self, discard: usize) -> String {
        match (self, discard) {
            (Lang::De, 0) => "Keine Karte ausgewählt: behalten oder eine dazuziehen.".into(),
            (Lang::En | Lang::Fr, 0) => "No card selected: keep your hand or draw one more.".into(),
            (Lang::De, 1) => "Die ausgewählte Karte ablegen und …".into(),
            (Lang::En | Lang::Fr, 1) => "Discard the selected card and …".into(),
            (Lang::De, n) => format!("Die {n} ausgewählten Karten ablegen und …"),
            (Lang::En | Lang::Fr, n) => format!("Discard the {n} selected cards and …"),
        }
    }
    pub fn draw_n(self, n: usize) -> String {
        de_en!(
            self,
            format!("{} ziehen", self.cards_count(n)),
            format!("Draw {}", self.cards_count(n))
        )
    }
    pub fn keep_hand(self) -> &'static str {
        de_en!(self, "Hand behalten", "Keep my hand")
    }
    pub fn pass_turn(self) -> &'static str {
        de_en!(self, "passen", "pass")
    }
    pub fn same_number(self) -> &'static str {
        de_en!(self, "gleich viele", "the same number")
    }
    pub fn one_more(self) -> &'static str {
        de_en!(self, "eine mehr", "one more")
    }
    /// How the accessible name of an exchange button starts (the visible "Draw 3
    /// cards / one more" follows).
    pub fn exchange_prefix(self, discard: usize) -> String {
        de_en!(
            self,
            format!("Tauschen: {discard} ablegen,"),
            format!("Exchange: discard {discard},")
        )
    }
    pub fn too_many_to_discard(self) -> &'static str {
        de_en!(
            self,
            "Ablegen darfst du höchstens 5 Karten.",
            "You may discard at most 5 cards."
        )
    }
    pub fn hand_full(self) -> &'static str {
        de_en!(
            self,
            "10 Karten auf der Hand: du ziehst nur so viele, wie du ablegst.",
            "10 cards in hand: you draw only as many as you discard."
        )
    }
    pub fn no_undo_after_draw(self) -> &'static str {
        de_en!(
            self,
            "Tauschen und Werten lassen sich nicht rückgängig machen: die gezogenen Karten wären sonst schon bekannt.",
            "Exchanging and scoring cannot be undone: the cards drawn would already be known."
        )
    }

    // ---- announcing (house rule) ------------------------------------------------------

    pub fn announce_button(self) -> &'static str {
        de_en!(self, "Ansagen", "Announce")
    }
    pub fn announce_hint(self) -> &'static str {
        de_en!(
            self,
            "Du hast noch zwei Felder frei: sag an, bevor du das vorletzte füllst – sonst gibt es 10 Strafpunkte.",
            "You have two fields left: announce before you fill the second-to-last one, or get 10 penalty points."
        )
    }
    pub fn announced_now(self) -> &'static str {
        de_en!(
            self,
            "Angesagt! Fülle jetzt dein vorletztes Feld.",
            "Announced! Now fill your second-to-last field."
        )
    }
    pub fn announce_yourself_option(self) -> &'static str {
        de_en!(
            self,
            "Selbst ansagen: wer vor dem vorletzten Feld nicht „Ansagen“ drückt, bekommt 10 Strafpunkte",
            "Announce yourself: whoever does not press “Announce” before their second-to-last field gets 10 penalty points"
        )
    }
    pub fn cards_shuffle(self) -> &'static str {
        de_en!(self, "Karten", "Cards")
    }
    pub fn cards_dealt_by_app(self) -> &'static str {
        de_en!(
            self,
            "Die App mischt und teilt aus.",
            "The app shuffles and deals."
        )
    }

    // ---- the card sheet -----------------------------------------------------------------

    pub fn card_field_hint(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones | Twos | Threes | Fours | Fives | Sixes => {
                de_en!(self, "1–5 Karten dieses Werts", "1–5 cards of this value")
            }
            ThreeOfAKind => de_en!(
                self,
                "5 Karten, 3 gleiche · Summe",
                "5 cards, 3 equal · sum"
            ),
            FourOfAKind => de_en!(
                self,
                "5 Karten, 4 gleiche · Summe",
                "5 cards, 4 equal · sum"
            ),
            FullHouse => de_en!(self, "3 + 2 · 25", "3 + 2 · 25"),
            SmallStraight => de_en!(self, "genau 4 in Folge · 30", "exactly 4 in a row · 30"),
            LargeStraight => de_en!(self, "5 in Folge · 40", "5 in a row · 40"),
            Kniffel => de_en!(self, "5 gleiche · 50", "5 equal · 50"),
            _ => self.box_hint(b),
        }
    }
    pub fn bonus_malus(self) -> &'static str {
        de_en!(
            self,
            "Bonus ab 63: +35 · unter 43: −20",
            "Bonus 63+: +35 · under 43: −20"
        )
    }
    pub fn upper_progress_cards(self, sum: i32) -> String {
        de_en!(
            self,
            format!("{sum} von 63 für den Bonus; unter 43 gibt es −20"),
            format!("{sum} of 63 for the bonus; under 43 costs −20")
        )
    }
    pub fn penalties_row(self) -> &'static str {
        de_en!(self, "Strafpunkte", "Penalty points")
    }
    pub fn penalty_beside(self, n: i32) -> String {
        de_en!(
            self,
            format!("{n} Strafpunkte daneben"),
            format!("{n} penalty points beside it")
        )
    }
    pub fn announcement_row(self) -> &'static str {
        de_en!(self, "Ansage", "Announcement")
    }
    pub fn announced_mark(self) -> &'static str {
        de_en!(self, "angesagt", "announced")
    }
}
