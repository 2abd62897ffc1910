//! Why the engine refused a setup or an action: one arm per `RuleError` variant, so a new
//! reason does not compile until it has its message.

use super::words::Lang;
use crate::engine::RuleError;

impl Lang {
    /// The reason for a refusal, as the player reads it.
    pub fn refusal(self, e: &RuleError) -> String {
        use RuleError::*;
        match e {
            // ----- any game -----
            GameOver => self.refusal_game_over().into(),
            NotAMove => self.refusal_not_a_move().into(),
            NothingToUndo => self.refusal_nothing_to_undo().into(),

            // ----- setup -----
            WrongPlayerCount {
                kind,
                min,
                max,
                got,
            } => self.refusal_wrong_player_count(*kind, *min, *max, *got),
            UnnamedPlayer => self.refusal_unnamed_player().into(),
            NoSuchStartPlayer { .. } => self.refusal_no_such_start_player().into(),
            CardsNeedTheApp => self.refusal_cards_need_the_app().into(),
            DailyIsSoloKniffel => self.refusal_daily_is_solo_kniffel().into(),
            BadDeck => self.refusal_bad_deck().into(),

            // ----- dice -----
            NotRolled => self.refusal_not_rolled().into(),
            NoRollsLeft => self.refusal_no_rolls_left().into(),
            AllDiceHeld => self.refusal_all_dice_held().into(),
            HoldBeforeRoll => self.refusal_hold_before_roll().into(),
            NoSuchDie { die } => self.refusal_no_such_die(die + 1),
            RealDice => self.refusal_real_dice().into(),
            AppRolls => self.refusal_app_rolls().into(),
            DiceCount { expected, got } => self.refusal_dice_count(*expected, *got),
            NoSuchFace { die, shows, kind } => {
                let faces = kind.faces();
                self.refusal_no_such_face(die + 1, *shows, *faces.start(), *faces.end())
            }

            // ----- the scoresheet games -----
            RollsUsedUp => self.refusal_rolls_used_up().into(),
            ThreeRollsUp => self.refusal_three_rolls_up().into(),
            ChipsExtremeOnly => self.refusal_chips_extreme_only().into(),
            OneChipPerTurn => self.refusal_one_chip_per_turn().into(),
            NoChipsLeft => self.refusal_no_chips_left().into(),
            ChipBeforeThirdRoll => self.refusal_chip_before_third_roll().into(),
            NotOnSheet(b) => self.refusal_not_on_sheet(*b),
            BoxTaken(b) => self.refusal_box_taken(*b),
            JokerBoxes { boxes } => self.refusal_joker_boxes(boxes),

            // ----- Karten-Kniffel -----
            NoSuchCard(v) => self.refusal_no_such_card(*v),
            TooManyCards => self.refusal_too_many_cards().into(),
            DiscardTooMany => self.refusal_discard_too_many().into(),
            NotInHand => self.refusal_not_in_hand().into(),
            DiscardDownTo5 { need, got } => self.refusal_discard_down_to_5(*need, *got),
            HandFull => self.refusal_hand_full().into(),
            NotACardField(b) => self.refusal_not_a_card_field(*b),
            UpperFieldCount(b) => self.refusal_upper_field_count(*b),
            UpperFieldFace { field, face } => self.refusal_upper_field_face(*field, *face),
            LowerFieldCount { field, needed } => self.refusal_lower_field_count(*field, *needed),
            CardsDontMake(field) => self.refusal_cards_dont_make(*field, self.field_needs(*field)),
            AppAnnounces => self.refusal_app_announces().into(),
            AlreadyAnnounced => self.refusal_already_announced().into(),
            AnnounceTooEarly => self.refusal_announce_too_early().into(),

            // ----- Dice Duel -----
            SecondKniffelChipFirst => self.refusal_second_kniffel_chip_first().into(),
            TakeAChip => self.refusal_take_a_chip().into(),
            SetAsideNeedsKniffel => self.refusal_set_aside_needs_kniffel().into(),
            NotSetAside(k) => self.refusal_not_set_aside(*k),
            NotInTray(k) => self.refusal_not_in_tray(*k),
            DiceDontMake(k) => self.refusal_dice_dont_make(*k),
            ChipFits { kinds } => self.refusal_chip_fits(kinds),

            // ----- Yatzy, Maxi Yatzy -----
            OutOfOrder { next } => self.refusal_out_of_order(*next),
        }
    }
}
