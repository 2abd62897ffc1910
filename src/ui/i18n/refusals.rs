//! Why the engine refused a setup or an action, in German and English: one arm per
//! `RuleError` variant, so a new reason does not compile until it has its words here.

use crate::engine::error::RuleError;
use crate::engine::scoresheet::sheet::BoxId;
use crate::ui::i18n::Lang;

impl Lang {
    /// The reason for a refusal, as the player reads it.
    pub fn refusal(self, e: &RuleError) -> String {
        use RuleError::*;
        match e {
            // ----- any game -----
            GameOver => de_en!(self, "Das Spiel ist vorbei.", "The game is over.").into(),
            NotAMove => de_en!(
                self,
                "Das ist kein Zug in diesem Spiel.",
                "That is not a move in this game."
            )
            .into(),
            NothingToUndo => de_en!(self, "Nichts rückgängig zu machen.", "Nothing to undo.").into(),

            // ----- setup -----
            WrongPlayerCount {
                kind,
                min,
                max,
                got,
            } => {
                let name = self.game_name(*kind);
                de_en!(
                    self,
                    format!("{name} ist für {min} bis {max} Spieler, nicht {got}."),
                    format!("{name} is for {min} to {max} players, not {got}.")
                )
            }
            UnnamedPlayer => de_en!(
                self,
                "Jeder Spieler braucht einen Namen.",
                "Every player needs a name."
            )
            .into(),
            NoSuchStartPlayer { .. } => de_en!(
                self,
                "Wer beginnt, muss einer der Spieler sein.",
                "The start player must be one of the players."
            )
            .into(),
            CardsNeedTheApp => de_en!(
                self,
                "Karten-Kniffel wird mit den Karten der App gespielt.",
                "Karten-Kniffel is played with the app's cards."
            )
            .into(),
            DailyIsSoloKniffel => de_en!(
                self,
                "Die Tägliche Herausforderung ist ein Kniffel für einen Spieler mit den Würfeln der App.",
                "The daily challenge is one player's classic Kniffel with the app's dice."
            )
            .into(),
            BadDeck => de_en!(
                self,
                "Ein Spiel hat je 18 Karten der Werte 1 bis 6.",
                "A deck is 18 cards of each value 1 to 6."
            )
            .into(),

            // ----- dice -----
            NotRolled => de_en!(self, "Erst würfeln.", "Roll the dice first.").into(),
            NoRollsLeft => de_en!(
                self,
                "Keine Würfe mehr in diesem Zug.",
                "No rolls left this turn."
            )
            .into(),
            AllDiceHeld => de_en!(
                self,
                "Alle Würfel sind gehalten: gib einen frei, um zu würfeln.",
                "All dice are held: release one to roll."
            )
            .into(),
            HoldBeforeRoll => de_en!(
                self,
                "Erst würfeln, dann Würfel halten.",
                "Roll first, then hold dice."
            )
            .into(),
            NoSuchDie { die } => {
                let n = die + 1;
                de_en!(
                    self,
                    format!("Es gibt keinen Würfel {n}."),
                    format!("There is no die {n}.")
                )
            }
            RealDice => de_en!(
                self,
                "In diesem Spiel wird echt gewürfelt: gib die Augen ein.",
                "This game uses real dice: enter what they show."
            )
            .into(),
            AppRolls => de_en!(
                self,
                "In diesem Spiel würfelt die App.",
                "The app rolls the dice in this game."
            )
            .into(),
            DiceCount { expected, got } => de_en!(
                self,
                format!("{expected} Würfel erwartet, {got} erhalten."),
                format!("Expected {expected} dice, got {got}.")
            ),
            NoSuchFace { die, shows, kind } => {
                let n = die + 1;
                let faces = kind.faces();
                let range = format!("{}-{}", faces.start(), faces.end());
                de_en!(
                    self,
                    format!("Würfel {n} zeigt {shows}, hat aber nur {range}."),
                    format!("Die {n} shows {shows}, but it only has {range}.")
                )
            }

            // ----- the scoresheet games -----
            RollsUsedUp => de_en!(
                self,
                "Keine Würfe mehr: trage ein Kästchen ein.",
                "No rolls left: fill a box."
            )
            .into(),
            ThreeRollsUp => de_en!(
                self,
                "Drei Würfe sind vorbei: gib einen Chip für einen 4. Wurf ab oder trage ein.",
                "Three rolls are up: hand in a chip for a 4th roll, or fill a box."
            )
            .into(),
            ChipsExtremeOnly => de_en!(
                self,
                "Chips gibt es nur bei Kniffel Extreme.",
                "Chips are part of Kniffel Extreme only."
            )
            .into(),
            OneChipPerTurn => de_en!(self, "Nur ein Chip pro Zug.", "Only one chip per turn.").into(),
            NoChipsLeft => de_en!(self, "Keine Chips mehr.", "No chips left.").into(),
            ChipBeforeThirdRoll => de_en!(
                self,
                "Ein Chip gibt einen 4. Wurf: erst die drei Würfe nutzen.",
                "A chip buys a 4th roll: first use your three."
            )
            .into(),
            NotOnSheet(b) => {
                let b = self.box_label(*b);
                de_en!(
                    self,
                    format!("{b} steht nicht auf diesem Block."),
                    format!("{b} is not on this sheet.")
                )
            }
            BoxTaken(b) => {
                let b = self.box_label(*b);
                de_en!(
                    self,
                    format!("{b} ist schon ausgefüllt."),
                    format!("{b} is already filled.")
                )
            }
            JokerBoxes { boxes } => {
                let names: Vec<&str> = boxes.iter().map(|&b| self.box_label(b)).collect();
                let names = names.join(", ");
                de_en!(
                    self,
                    format!("Ein weiterer Kniffel muss hierhin: {names}."),
                    format!("A further Kniffel must go to: {names}.")
                )
            }

            // ----- Karten-Kniffel -----
            NoSuchCard(v) => de_en!(
                self,
                format!("Es gibt keine Karte {v}: Karten zeigen 1 bis 6."),
                format!("There is no card {v}: cards show 1 to 6.")
            ),
            TooManyCards => de_en!(
                self,
                "So viele Karten hat keine Hand.",
                "No hand holds that many cards."
            )
            .into(),
            DiscardTooMany => de_en!(
                self,
                "Wirf höchstens 5 Karten ab.",
                "Discard at most 5 cards."
            )
            .into(),
            NotInHand => de_en!(
                self,
                "Diese Karten hast du nicht auf der Hand.",
                "You do not hold those cards."
            )
            .into(),
            DiscardDownTo5 { need, got } => de_en!(
                self,
                format!("Lege mit diesem Zug genau {need} Karten ab (nicht {got}): eine Runde beginnt mit 5 Karten."),
                format!("Discard exactly {need} cards with this play (not {got}): a turn starts with 5 cards.")
            ),
            HandFull => de_en!(
                self,
                "Mehr als 10 Karten darf niemand auf der Hand haben: zieh so viele nach, wie du abwirfst.",
                "No more than 10 cards in hand: draw as many as you discard."
            )
            .into(),
            NotACardField(b) => {
                let b = self.box_label(*b);
                de_en!(
                    self,
                    format!("{b} steht nicht auf dem Karten-Kniffel-Block."),
                    format!("{b} is not on the Karten-Kniffel sheet.")
                )
            }
            UpperFieldCount(b) => {
                let b = self.box_label(*b);
                de_en!(
                    self,
                    format!("{b} nimmt 1 bis 5 Karten."),
                    format!("{b} takes 1 to 5 cards.")
                )
            }
            UpperFieldFace { field, face } => {
                let b = self.box_label(*field);
                de_en!(
                    self,
                    format!("{b} nimmt nur Karten mit der {face}."),
                    format!("{b} takes only cards showing {face}.")
                )
            }
            LowerFieldCount { field, needed } => {
                let b = self.box_label(*field);
                de_en!(
                    self,
                    format!("{b} braucht genau {needed} Karten."),
                    format!("{b} needs exactly {needed} cards.")
                )
            }
            CardsDontMake(field) => {
                let b = self.box_label(*field);
                let needs = self.field_needs(*field);
                de_en!(
                    self,
                    format!("{b} braucht {needs}."),
                    format!("{b} needs {needs}.")
                )
            }
            AppAnnounces => de_en!(
                self,
                "Die App sagt das vorletzte Feld für dich an.",
                "The app announces the second-to-last field for you."
            )
            .into(),
            AlreadyAnnounced => de_en!(
                self,
                "Du hast schon angesagt.",
                "You have already announced."
            )
            .into(),
            AnnounceTooEarly => de_en!(
                self,
                "Angesagt wird, wenn du gleich dein vorletztes Feld ausfüllst.",
                "Announce when you are about to fill your second-to-last field."
            )
            .into(),

            // ----- Dice Duel -----
            SecondKniffelChipFirst => de_en!(
                self,
                "Nimm erst deinen zweiten Kniffel-Chip.",
                "Take your second Kniffel chip first."
            )
            .into(),
            TakeAChip => de_en!(
                self,
                "Keine Würfe mehr: nimm einen Chip oder beende den Zug.",
                "No rolls left: take a chip or end the turn."
            )
            .into(),
            SetAsideNeedsKniffel => de_en!(
                self,
                "Nur ein Kniffel darf einen beiseitegelegten Chip nehmen.",
                "Only a Kniffel can claim a set-aside chip."
            )
            .into(),
            NotSetAside(k) => {
                let k = self.chip_label(*k);
                de_en!(
                    self,
                    format!("Es liegt kein Chip „{k}“ beiseite."),
                    format!("No {k} chip has been set aside.")
                )
            }
            NotInTray(k) => {
                let k = self.chip_label(*k);
                de_en!(
                    self,
                    format!("Im Würfelteller ist kein Chip „{k}“ mehr."),
                    format!("No {k} chip is left in the tray.")
                )
            }
            DiceDontMake(k) => {
                let k = self.chip_label(*k);
                de_en!(
                    self,
                    format!("Deine Würfel ergeben nicht „{k}“."),
                    format!("Your dice do not make {k}.")
                )
            }
            ChipFits { kinds } => {
                let names: Vec<&str> = kinds.iter().map(|&k| self.chip_label(k)).collect();
                let names = names.join(", ");
                de_en!(
                    self,
                    format!("Ein Chip passt zu deinen Würfeln, nimm ihn: {names}."),
                    format!("A chip fits your dice, take it: {names}.")
                )
            }
        }
    }

    /// What a lower Karten-Kniffel field needs besides the number of cards.
    fn field_needs(self, field: BoxId) -> &'static str {
        use BoxId::*;
        match field {
            ThreeOfAKind => de_en!(self, "drei gleiche Karten", "three equal cards"),
            FourOfAKind => de_en!(self, "vier gleiche Karten", "four equal cards"),
            FullHouse => de_en!(
                self,
                "drei gleiche Karten und zwei gleiche eines anderen Werts",
                "three equal cards and two equal cards of another value"
            ),
            SmallStraight => de_en!(
                self,
                "vier aufeinander folgende Werte (1-2-3-4, 2-3-4-5 oder 3-4-5-6)",
                "four consecutive values (1-2-3-4, 2-3-4-5 or 3-4-5-6)"
            ),
            LargeStraight => de_en!(
                self,
                "fünf aufeinander folgende Werte (1-2-3-4-5 oder 2-3-4-5-6)",
                "five consecutive values (1-2-3-4-5 or 2-3-4-5-6)"
            ),
            _ => de_en!(self, "fünf gleiche Karten", "five equal cards"),
        }
    }
}
