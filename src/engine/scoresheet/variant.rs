//! Which scoresheet game is played (`Variant`) with its house rules: the one place that
//! sends a question about the sheet (its boxes, its dice, what a roll may fill, the
//! bonus) to the game's own file.

use super::classic::{self, ClassicRules, Offer, CLASSIC_BOXES};
use super::extreme::{self, EXTREME_BOXES};
use super::generala::{self, GeneralaRules};
use super::maxi_yatzy::{self, MaxiYatzyRules, MAXI_YATZY_BOXES};
use super::order::BoxOrder;
use super::sheet::{BoxId, Sheet};
use super::yatzy::{self, YatzyRules, YATZY_BOXES};
use crate::engine::dice::DieKind;
use crate::engine::kind::GameKind;
use crate::engine::setup::Options;
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
    /// Yatzy.
    Yatzy {
        /// Its house rules.
        rules: YatzyRules,
    },
    /// Maxi Yatzy.
    MaxiYatzy {
        /// Its house rules.
        rules: MaxiYatzyRules,
    },
    /// Generala.
    Generala {
        /// Its switches.
        rules: GeneralaRules,
    },
}

/// `Variant`'s serde form as one flat struct: the tag and every game's rules.
#[derive(Deserialize)]
struct VariantFields {
    variant: VariantTag,
    rules: Option<RulesFields>,
}

/// Every field of every game's rules, each game taking its own (a missing switch of
/// the new games has its default, as in `Options`): one flat struct, read in one pass.
#[derive(Deserialize)]
struct RulesFields {
    rule_set: Option<classic::RuleSet>,
    joker: Option<bool>,
    five_equal_full_house: Option<bool>,
    four_equal_two_pairs: Option<bool>,
    forced_order: Option<bool>,
    small_bonus: Option<bool>,
    saved_rolls: Option<bool>,
    straight_wrap: Option<bool>,
    double_generala: Option<bool>,
}

impl RulesFields {
    fn yatzy(&self) -> YatzyRules {
        let d = YatzyRules::default();
        YatzyRules {
            five_equal_full_house: self
                .five_equal_full_house
                .unwrap_or(d.five_equal_full_house),
            four_equal_two_pairs: self.four_equal_two_pairs.unwrap_or(d.four_equal_two_pairs),
            forced_order: self.forced_order.unwrap_or(d.forced_order),
        }
    }

    fn maxi(&self) -> MaxiYatzyRules {
        let d = MaxiYatzyRules::default();
        MaxiYatzyRules {
            small_bonus: self.small_bonus.unwrap_or(d.small_bonus),
            saved_rolls: self.saved_rolls.unwrap_or(d.saved_rolls),
            forced_order: self.forced_order.unwrap_or(d.forced_order),
        }
    }

    fn generala(&self) -> GeneralaRules {
        let d = GeneralaRules::default();
        GeneralaRules {
            straight_wrap: self.straight_wrap.unwrap_or(d.straight_wrap),
            double_generala: self.double_generala.unwrap_or(d.double_generala),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum VariantTag {
    Classic,
    Extreme,
    Yatzy,
    MaxiYatzy,
    Generala,
}

impl TryFrom<VariantFields> for Variant {
    type Error = &'static str;

    fn try_from(f: VariantFields) -> Result<Variant, &'static str> {
        let rules = f.rules;
        Ok(match (f.variant, rules) {
            (VariantTag::Extreme, _) => Variant::Extreme,
            (_, None) => return Err("missing field `rules`"),
            (VariantTag::Classic, Some(r)) => Variant::Classic {
                rules: ClassicRules {
                    rule_set: r.rule_set.ok_or("missing field `rule_set`")?,
                    joker: r.joker.ok_or("missing field `joker`")?,
                },
            },
            (VariantTag::Yatzy, Some(r)) => Variant::Yatzy { rules: r.yatzy() },
            (VariantTag::MaxiYatzy, Some(r)) => Variant::MaxiYatzy { rules: r.maxi() },
            (VariantTag::Generala, Some(r)) => Variant::Generala {
                rules: r.generala(),
            },
        })
    }
}

const FIVE_D6: [DieKind; 5] = [DieKind::Six; 5];
const SIX_D6: [DieKind; 6] = [DieKind::Six; 6];
const EXTREME_DICE: [DieKind; 6] = [
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Six,
    DieKind::Ten,
];

impl Variant {
    /// The scoresheet game of `kind` with the house rules of `options`; None for a game
    /// played without a scoresheet (Dice Duel, Karten-Kniffel).
    pub fn of(kind: GameKind, options: &Options) -> Option<Variant> {
        Some(match kind {
            GameKind::Classic => Variant::Classic {
                rules: ClassicRules {
                    rule_set: options.rule_set,
                    joker: options.joker,
                },
            },
            GameKind::Extreme => Variant::Extreme,
            GameKind::Yatzy => Variant::Yatzy {
                rules: YatzyRules {
                    forced_order: top_down(options, options.yatzy.forced_order),
                    ..options.yatzy
                },
            },
            GameKind::MaxiYatzy => Variant::MaxiYatzy {
                rules: MaxiYatzyRules {
                    forced_order: top_down(options, options.maxi_yatzy.forced_order),
                    ..options.maxi_yatzy
                },
            },
            GameKind::Generala => Variant::Generala {
                rules: options.generala,
            },
            GameKind::Duel | GameKind::Cards => return None,
        })
    }

    /// The game this is.
    pub fn kind(self) -> GameKind {
        match self {
            Variant::Classic { .. } => GameKind::Classic,
            Variant::Extreme => GameKind::Extreme,
            Variant::Yatzy { .. } => GameKind::Yatzy,
            Variant::MaxiYatzy { .. } => GameKind::MaxiYatzy,
            Variant::Generala { .. } => GameKind::Generala,
        }
    }

    /// The boxes on this game's sheet, in sheet order.
    pub fn boxes(self) -> &'static [BoxId] {
        match self {
            Variant::Classic { .. } => &CLASSIC_BOXES,
            Variant::Extreme => &EXTREME_BOXES,
            Variant::Yatzy { .. } => &YATZY_BOXES,
            Variant::MaxiYatzy { .. } => &MAXI_YATZY_BOXES,
            Variant::Generala { rules } => rules.boxes(),
        }
    }

    /// The dice this game rolls.
    pub fn dice(self) -> &'static [DieKind] {
        match self {
            Variant::Classic { .. } | Variant::Yatzy { .. } | Variant::Generala { .. } => &FIVE_D6,
            Variant::Extreme => &EXTREME_DICE,
            Variant::MaxiYatzy { .. } => &SIX_D6,
        }
    }

    /// What `dice` may fill on `sheet`, the dice not made on the turn's first roll (as
    /// after the last roll; only Generala tells the first roll apart: `offer_on_roll`).
    pub fn offer(self, dice: &[u8], sheet: &Sheet) -> Offer {
        self.offer_on_roll(dice, sheet, ROLLS)
    }

    /// What `dice`, made on roll `roll` of the turn (from 1), may fill on `sheet`.
    pub fn offer_on_roll(self, dice: &[u8], sheet: &Sheet, roll: u8) -> Offer {
        self.offer_in(dice, sheet, roll, BoxOrder::Free)
    }

    /// What `dice`, made on roll `roll`, may fill on `sheet` when boxes are filled in
    /// `order` (classic Kniffel's joker reads only the boxes the order allows).
    pub fn offer_in(self, dice: &[u8], sheet: &Sheet, roll: u8, order: BoxOrder) -> Offer {
        if let Variant::Classic { rules } = self {
            return classic::offer_in(dice, sheet, rules, order);
        }
        let mut offer = self.offer_free(dice, sheet, roll);
        if order != BoxOrder::Free {
            let boxes = self.boxes();
            offer
                .allowed
                .retain(|&(b, _)| order.allows(boxes, sheet, b));
        }
        offer
    }

    fn offer_free(self, dice: &[u8], sheet: &Sheet, roll: u8) -> Offer {
        match self {
            Variant::Classic { rules } => classic::offer(dice, sheet, rules),
            Variant::Extreme => extreme::offer(dice, sheet),
            Variant::Yatzy { rules } => yatzy::offer(dice, sheet, rules),
            Variant::MaxiYatzy { rules } => maxi_yatzy::offer(dice, sheet, rules),
            Variant::Generala { rules } => generala::offer(dice, sheet, rules, roll),
        }
    }

    /// The upper bonus `sheet` has earned so far.
    pub fn upper_bonus(self, sheet: &Sheet) -> i32 {
        let (at, bonus) = self.upper_bonus_rule();
        if bonus > 0 && sheet.upper_sum() >= at {
            bonus
        } else {
            0
        }
    }

    /// (points needed, bonus) for the upper section; (0, 0) in Generala, which has none.
    pub fn upper_bonus_rule(self) -> (i32, i32) {
        match self {
            Variant::Classic { .. } => (classic::UPPER_BONUS_AT, classic::UPPER_BONUS),
            Variant::Extreme => (extreme::UPPER_BONUS_AT, extreme::UPPER_BONUS),
            Variant::Yatzy { .. } => (yatzy::UPPER_BONUS_AT, yatzy::UPPER_BONUS),
            Variant::MaxiYatzy { rules } => rules.bonus_rule(),
            Variant::Generala { .. } => (0, 0),
        }
    }

    /// Whether the sheet has an upper bonus (all but Generala).
    pub fn has_upper_bonus(self) -> bool {
        self.upper_bonus_rule().1 > 0
    }

    /// Chips each player starts with (Kniffel Extreme's 4th rolls).
    pub fn chips(self) -> u8 {
        match self {
            Variant::Extreme => extreme::CHIPS_PER_PLAYER,
            _ => 0,
        }
    }

    /// Whether unused rolls carry over to the player's later turns (Maxi Yatzy with
    /// saved rolls).
    pub fn saves_rolls(self) -> bool {
        matches!(self, Variant::MaxiYatzy { rules } if rules.saved_rolls)
    }

    /// Whether each turn must fill the first open box from the top (the forced-order
    /// house rule of Yatzy and Maxi Yatzy).
    pub fn forced_order(self) -> bool {
        match self {
            Variant::Yatzy { rules } => rules.forced_order,
            Variant::MaxiYatzy { rules } => rules.forced_order,
            _ => false,
        }
    }

    /// Whether five equal on a turn's first roll win the game at once (Generala).
    pub fn servida_wins(self) -> bool {
        matches!(self, Variant::Generala { .. })
    }
}

/// Whether a Yatzy or Maxi Yatzy game is played top-down: the older `forced_order`
/// switch, unless the box order chosen says otherwise (one flag, so that the exact
/// forced-order tables of `ai::yatzy` serve a top-down game chosen either way).
fn top_down(options: &Options, switch: bool) -> bool {
    BoxOrder::of(options.box_order, switch) == BoxOrder::TopDown
}

/// Rolls per turn (before a chip's 4th or saved rolls).
pub const ROLLS: u8 = 3;

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
            Variant::Yatzy {
                rules: YatzyRules {
                    forced_order: true,
                    ..YatzyRules::default()
                },
            },
            Variant::MaxiYatzy {
                rules: MaxiYatzyRules {
                    saved_rolls: false,
                    small_bonus: true,
                    forced_order: false,
                },
            },
            Variant::Generala {
                rules: GeneralaRules {
                    straight_wrap: true,
                    double_generala: false,
                },
            },
        ] {
            let json = serde_json::to_string(&variant).expect("serialize");
            assert_eq!(serde_json::from_str::<Variant>(&json).ok(), Some(variant));
        }
        let e = serde_json::from_str::<Variant>(r#"{"variant":"classic"}"#).expect_err("no rules");
        assert!(e.to_string().contains("missing field `rules`"), "{e}");
        let e = serde_json::from_str::<Variant>(r#"{"variant":"classic","rules":{"joker":true}}"#)
            .expect_err("no rule set");
        assert!(e.to_string().contains("missing field `rule_set`"), "{e}");
    }

    #[test]
    fn each_game_has_its_sheet_and_dice() {
        let o = Options::default();
        let sizes: Vec<(usize, usize)> = GameKind::ALL
            .into_iter()
            .filter_map(|k| Variant::of(k, &o))
            .map(|v| (v.boxes().len(), v.dice().len()))
            .collect();
        assert_eq!(sizes, vec![(13, 5), (22, 6), (15, 5), (20, 6), (11, 5)]);
        for k in GameKind::ALL {
            assert!(Variant::of(k, &o).is_none_or(|v| v.kind() == k));
        }
    }
}
