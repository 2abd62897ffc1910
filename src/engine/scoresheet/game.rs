//! The turn machine of the two scoresheet games, classic Kniffel and Kniffel Extreme:
//! roll up to three times (Extreme: a chip buys a fourth), then fill one box.

use super::classic::{self, ClassicRules, Offer, CLASSIC_BOXES};
use super::extreme::{self, EXTREME_BOXES};
use super::sheet::{BoxId, Sheet};
use crate::engine::action::Action;
use crate::engine::daily::daily_die;
use crate::engine::dice::DieKind;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::kind::{DiceSource, GameKind};
use crate::engine::rng::GameRng;
use crate::engine::setup::Setup;
use crate::engine::turn::DiceTurn;
use serde::{Deserialize, Serialize};

/// Which scoresheet game is played.
///
/// Read in one pass from its flat form (`VariantFields`), not by serde's buffering
/// reader of a tagged enum: only a phone's view reads it, at start-up size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "variant", rename_all = "snake_case", try_from = "VariantFields")]
pub enum Variant {
    /// Classic Kniffel.
    Classic {
        /// Its house rules.
        rules: ClassicRules,
    },
    /// Kniffel Extreme.
    Extreme,
}

/// `Variant`'s serde form as one flat struct: the tag and the classic rules.
#[derive(Deserialize)]
struct VariantFields {
    variant: VariantTag,
    rules: Option<ClassicRules>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum VariantTag {
    Classic,
    Extreme,
}

impl TryFrom<VariantFields> for Variant {
    type Error = &'static str;

    fn try_from(f: VariantFields) -> Result<Variant, &'static str> {
        match (f.variant, f.rules) {
            (VariantTag::Classic, Some(rules)) => Ok(Variant::Classic { rules }),
            (VariantTag::Classic, None) => Err("missing field `rules`"),
            (VariantTag::Extreme, _) => Ok(Variant::Extreme),
        }
    }
}

const SIX_D6: [DieKind; 5] = [DieKind::Six; 5];
const EXTREME_DICE: [DieKind; 6] = [
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Ten,
];

impl Variant {
    /// The boxes on this game's sheet, in sheet order.
    pub fn boxes(self) -> &'static [BoxId] {
        match self {
            Variant::Classic { .. } => &CLASSIC_BOXES,
            Variant::Extreme => &EXTREME_BOXES,
        }
    }

    /// The dice this game rolls.
    pub fn dice(self) -> &'static [DieKind] {
        match self {
            Variant::Classic { .. } => &SIX_D6,
            Variant::Extreme => &EXTREME_DICE,
        }
    }

    /// What `dice` may fill on `sheet`.
    pub fn offer(self, dice: &[u8], sheet: &Sheet) -> Offer {
        match self {
            Variant::Classic { rules } => classic::offer(dice, sheet, rules),
            Variant::Extreme => extreme::offer(dice, sheet),
        }
    }

    /// The upper bonus `sheet` has earned so far.
    pub fn upper_bonus(self, sheet: &Sheet) -> i32 {
        match self {
            Variant::Classic { .. } => classic::upper_bonus(sheet),
            Variant::Extreme => extreme::upper_bonus(sheet),
        }
    }

    /// (points needed, bonus) for the upper section.
    pub fn upper_bonus_rule(self) -> (i32, i32) {
        match self {
            Variant::Classic { .. } => (classic::UPPER_BONUS_AT, classic::UPPER_BONUS),
            Variant::Extreme => (extreme::UPPER_BONUS_AT, extreme::UPPER_BONUS),
        }
    }

    fn chips(self) -> u8 {
        match self {
            Variant::Classic { .. } => 0,
            Variant::Extreme => extreme::CHIPS_PER_PLAYER,
        }
    }
}

/// One player's sheet, bonus points and chips.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetPlayer {
    /// The boxes filled.
    pub sheet: Sheet,
    /// Extra-Kniffel bonus points collected (classic).
    pub kniffel_bonus: i32,
    /// Chips left for a fourth roll (Extreme).
    pub chips: u8,
}

/// A classic Kniffel or Kniffel Extreme game: sheets and the dice turn. Changed only
/// through `apply`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SheetGame {
    variant: Variant,
    manual: bool,
    players: Vec<SheetPlayer>,
    current: usize,
    /// The seat that began (the setup's start player); a round ends before it comes
    /// round again.
    #[serde(default)]
    first: usize,
    /// 1-based round number.
    round: u32,
    turn: DiceTurn,
    /// A chip was handed in this turn (Extreme).
    chip_used: bool,
    over: bool,
    /// The daily challenge's day: the dice come from `engine::daily`, not the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<String>,
}

/// Rolls per turn (before a chip's 4th).
pub const ROLLS: u8 = 3;

impl SheetGame {
    /// A new game: empty sheets, the start player on turn.
    pub fn new(setup: &Setup) -> SheetGame {
        let variant = match setup.kind {
            GameKind::Extreme => Variant::Extreme,
            _ => Variant::Classic {
                rules: ClassicRules {
                    rule_set: setup.options.rule_set,
                    joker: setup.options.joker,
                },
            },
        };
        SheetGame {
            variant,
            manual: setup.dice == DiceSource::Manual,
            players: vec![
                SheetPlayer {
                    chips: variant.chips(),
                    ..SheetPlayer::default()
                };
                setup.players.len()
            ],
            current: setup.start_player,
            first: setup.start_player,
            round: 1,
            turn: DiceTurn::new(variant.dice().len()),
            chip_used: false,
            over: false,
            daily: setup.daily.clone(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// Which of the two games this is (classic with its house rules, or Extreme).
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    pub fn manual(&self) -> bool {
        self.manual
    }

    /// Every player's sheet, bonus and chips, by seat.
    pub fn players(&self) -> &[SheetPlayer] {
        &self.players
    }

    /// 1-based round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The dice of the turn being played: faces, holds, rolls taken.
    pub fn turn(&self) -> &DiceTurn {
        &self.turn
    }

    /// A chip was handed in this turn (Extreme).
    pub fn chip_used(&self) -> bool {
        self.chip_used
    }

    /// Rounds in the game: one per box.
    pub fn rounds(&self) -> u32 {
        self.variant.boxes().len() as u32
    }

    /// Rolls this turn may have: 3, or 4 once a chip was handed in.
    pub fn roll_limit(&self) -> u8 {
        ROLLS + self.chip_used as u8
    }

    /// May the current player hand in a chip for a 4th roll now?
    pub fn can_chip_roll(&self) -> bool {
        !self.over
            && self.turn.rolls == ROLLS
            && !self.chip_used
            && self.players[self.current].chips > 0
            && (self.manual || !self.turn.held.iter().all(|&h| h))
    }

    /// Player `p`'s total: boxes, upper bonus, extra-Kniffel bonus.
    pub fn total(&self, p: usize) -> i32 {
        let pl = &self.players[p];
        pl.sheet.boxes_sum() + self.variant.upper_bonus(&pl.sheet) + pl.kniffel_bonus
    }

    /// Every player's total, by seat.
    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }

    /// What the current dice may fill on the current player's sheet (empty before a roll).
    pub fn offer(&self) -> Offer {
        if !self.turn.has_rolled() || self.over {
            return Offer::default();
        }
        self.variant
            .offer(&self.turn.dice, &self.players[self.current].sheet)
    }

    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// The `RuleError` that says why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let player = self.current;
        match action {
            Action::Roll => {
                DiceTurn::check_source(self.manual, false)?;
                if self.turn.rolls >= ROLLS && self.turn.rolls >= self.roll_limit() {
                    return match self.variant {
                        Variant::Extreme if self.can_chip_roll() => Err(RuleError::ThreeRollsUp),
                        _ => Err(RuleError::RollsUsedUp),
                    };
                }
                self.turn.check_roll(self.roll_limit())?;
                match &self.daily {
                    Some(date) => {
                        let (turn, roll) = (self.round, self.turn.rolls + 1);
                        self.turn.roll_by(self.variant.dice(), |position, kind| {
                            daily_die(date, turn, roll, position, kind)
                        });
                    }
                    None => self.turn.roll(self.variant.dice(), rng),
                }
                Ok(vec![self.rolled_event()])
            }
            Action::ChipRoll => {
                if self.variant != Variant::Extreme {
                    return Err(RuleError::ChipsExtremeOnly);
                }
                if !self.can_chip_roll() {
                    let p = &self.players[player];
                    return Err(if self.chip_used {
                        RuleError::OneChipPerTurn
                    } else if p.chips == 0 {
                        RuleError::NoChipsLeft
                    } else if self.turn.rolls < ROLLS {
                        RuleError::ChipBeforeThirdRoll
                    } else {
                        RuleError::AllDiceHeld
                    });
                }
                self.chip_used = true;
                self.players[player].chips -= 1;
                let mut events = vec![Event::ChipSpent {
                    player,
                    chips_left: self.players[player].chips,
                }];
                if !self.manual {
                    self.turn.roll(self.variant.dice(), rng);
                    events.push(self.rolled_event());
                }
                Ok(events)
            }
            Action::Hold { die, held } => self.turn.hold(*die, *held),
            Action::EnterDice { dice } => {
                DiceTurn::check_source(self.manual, true)?;
                self.turn
                    .check_entered(self.variant.dice(), dice, self.roll_limit())?;
                self.turn.enter(dice);
                Ok(vec![self.rolled_event()])
            }
            Action::Score { box_id } => self.score(*box_id),
            _ => Err(RuleError::NotAMove),
        }
    }

    fn rolled_event(&self) -> Event {
        self.turn.rolled_event(self.current)
    }

    fn score(&mut self, box_id: BoxId) -> Result<Vec<Event>, RuleError> {
        self.turn.require_rolled()?;
        let offer = self.offer();
        let Some(points) = offer.points_for(box_id) else {
            return Err(self.why_not(box_id, &offer));
        };
        let player = self.current;
        let p = &mut self.players[player];
        p.sheet.set(box_id, points as i32);
        p.kniffel_bonus += offer.bonus as i32;
        let mut events = vec![Event::Scored {
            player,
            box_id,
            points: points as i32,
            bonus: offer.bonus as i32,
        }];
        self.next_turn(&mut events);
        Ok(events)
    }

    /// Why the current dice may not fill `b`: not on this sheet, filled already, or a
    /// further Kniffel that must go elsewhere (the only other way `offer` leaves out an
    /// open box).
    fn why_not(&self, b: BoxId, offer: &Offer) -> RuleError {
        if !self.variant.boxes().contains(&b) {
            RuleError::NotOnSheet(b)
        } else if !self.players[self.current].sheet.is_open(b) {
            RuleError::BoxTaken(b)
        } else {
            RuleError::JokerBoxes {
                boxes: offer.allowed.iter().map(|&(x, _)| x).collect(),
            }
        }
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = DiceTurn::new(self.variant.dice().len());
        self.chip_used = false;
        let boxes = self.variant.boxes().len();
        if self.players.iter().all(|p| p.sheet.filled_count() == boxes) {
            self.over = true;
            events.push(Event::GameOver);
            return;
        }
        self.current = (self.current + 1) % self.players.len();
        if self.current == self.first {
            self.round += 1;
        }
        events.push(Event::TurnStarted {
            player: self.current,
            round: self.round,
        });
    }

    /// Every box filled at most once and only on this sheet; a game over has full sheets.
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let boxes = self.variant.boxes();
        for (i, p) in self.players.iter().enumerate() {
            if let Some(b) = super::sheet::ALL_BOXES
                .iter()
                .find(|&&b| !boxes.contains(&b) && !p.sheet.is_open(b))
            {
                return Err(format!(
                    "player {i} filled {}, which is not on this sheet",
                    b.id()
                ));
            }
            if self.over && p.sheet.filled_count() != boxes.len() {
                return Err(format!("game over but player {i} has open boxes"));
            }
        }
        Ok(())
    }

    /// Every action the rules allow now. Real dice: one `EnterDice` stands for all.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.manual {
            if self.turn.rolls < self.roll_limit() {
                out.push(Action::EnterDice {
                    dice: self.variant.dice().iter().map(|_| 1).collect(),
                });
            }
        } else if self.turn.check_roll(self.roll_limit()).is_ok() {
            out.push(Action::Roll);
        }
        if self.can_chip_roll() {
            out.push(Action::ChipRoll);
        }
        if self.turn.has_rolled() {
            for (die, &held) in self.turn.held.iter().enumerate() {
                out.push(Action::Hold { die, held: !held });
            }
            out.extend(
                self.offer()
                    .allowed
                    .iter()
                    .map(|&(box_id, _)| Action::Score { box_id }),
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_reads_back_as_written() {
        for variant in [
            Variant::Extreme,
            Variant::Classic {
                rules: ClassicRules::default(),
            },
        ] {
            let json = serde_json::to_string(&variant).expect("serialize");
            assert_eq!(serde_json::from_str::<Variant>(&json).ok(), Some(variant));
        }
        let e = serde_json::from_str::<Variant>(r#"{"variant":"classic"}"#).expect_err("no rules");
        assert!(e.to_string().contains("missing field `rules`"), "{e}");
    }
}
