//! The rules engine: pure Rust, no web types. `Game` is the one authority; each game's
//! rules live in their own module. Its modules are private: the rest of Pasch uses the
//! curated list of names below (`crate::engine::Game`, `pasch::engine::BoxId`).
#![warn(missing_docs, clippy::missing_errors_doc)]

/// Serde for an id enum (`BoxId`, `ChipKind`, `GameKind`, …): written as its `id()`, the
/// stable id of docs/rules.md, and read back with `from_id`, so the id is spelt in one
/// place. The JSON is what serde's derive with `rename_all = "snake_case"` wrote (the
/// fixtures and each type's round-trip test check it); the derive's visitors, three per
/// enum, were about 10 KB of the app's wasm.
macro_rules! serde_by_id {
    ($name:ident, $what:literal) => {
        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.id())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let id = <String as serde::Deserialize>::deserialize(deserializer)?;
                $name::from_id(&id).ok_or_else(|| {
                    serde::de::Error::invalid_value(serde::de::Unexpected::Str(&id), &$what)
                })
            }
        }
    };
}

/// Declares a fieldless id enum and `ALL`, its variants in order, from one list, so the
/// two cannot disagree. Its serde comes from `serde_by_id!`, next to its `id()`.
macro_rules! id_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident [$count:expr] { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
        )]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: [$name; $count] = [$($name::$variant),+];
        }
    };
}

// The files below each import only files beneath them (tests/engine_layers.rs): the
// vocabulary at the bottom (`kind`, `dice`, `scoresheet::sheet`, `duel::chips`, `error`,
// `setup`, `action`, `event`), each game's rules above it, then `game_state`, `game` and
// `save` on top. Nothing inside the engine imports the face below: that would be a
// circle through this file.
mod action;
mod cards;
mod daily;
mod dice;
mod duel;
mod error;
mod event;
mod game;
mod game_id;
mod game_state;
mod hash;
mod kind;
mod ranking;
mod rng;
mod rules;
mod same_dice;
mod save;
mod scoresheet;
mod setup;
mod state_wire;
mod tally;
mod turn;

// The engine's face: what the app, the CLI, the tests, the benches and the workers use.

// A game: one authority, changed only through `Game::apply`.
pub use action::Action;
pub use error::RuleError;
pub use event::Event;
pub use game::{Game, Step};
pub use game_id::GameId;
pub use game_state::GameState;
pub use ranking::Standing;
pub use rng::GameRng;
pub use rules::{DiceTurnRules, GameRules};
pub use tally::SumTally;

// What a game is started with.
pub use kind::{BotKind, DiceSource, GameKind};
pub use scoresheet::order::BoxOrder;
pub use setup::{clip_name, Options, PlayerSetup, Setup, MAX_NAME_CHARS, RULES_VERSION};

// Saves: the current format, older ones, and the history's compact action logs.
pub use save::compact::{decode as decode_log, encode as encode_log, CompactError};
pub use save::{
    from_parts as game_from_parts, read as read_save, write as write_save, Corruption, LoadError,
    FORMAT_VERSION,
};

// Dice, and the daily challenge's days.
pub use daily::{day_number, is_date, DAILY_GAMES};
pub use dice::{Combo, DieKind, FACES};
pub use turn::{check_dice, DiceTurn};

// The score sheet games: classic Kniffel and Kniffel Extreme (and what all five share).
pub use scoresheet::classic::{
    offer, upper_bonus, ClassicRules, Offer, RuleSet, CLASSIC_BOXES, LOWER_BOXES, UPPER_BONUS,
    UPPER_BONUS_AT,
};
pub use scoresheet::extreme::{
    offer as extreme_offer, upper_bonus as extreme_upper_bonus, CHIPS_PER_PLAYER, EXTREME_BOXES,
    EXTREME_BOX_COUNT, UPPER_BONUS as EXTREME_UPPER_BONUS,
    UPPER_BONUS_AT as EXTREME_UPPER_BONUS_AT,
};
pub use scoresheet::sheet::{BoxId, Sheet, ALL_BOXES, BOX_COUNT, UPPER_BOXES};
pub use scoresheet::variant::ROLLS as SHEET_ROLLS;
pub use scoresheet::{solo_position, struck, SheetGame, SheetPlayer, Variant, MAX_HEAD_START};

// Yatzy, Maxi Yatzy and Generala.
pub use scoresheet::generala::{GeneralaRules, GENERALA_BOXES, SERVED_BONUS};
pub use scoresheet::maxi_yatzy::{MaxiYatzyRules, MAXI_YATZY_BOXES};
pub use scoresheet::yatzy::{YatzyRules, YATZY_BOXES};

// Kniffel Dice Duel.
pub use duel::{
    is_kniffel, qualifying_kinds, score, Breakdown, ChipKind, Chips, DieColour, DuelGame,
    CHIPS_PER_KIND, GOLD_BONUS, KINDS, KNIFFEL_PICKS, LAST_CHIP_BONUS, ROLLS as DUEL_ROLLS,
    SILVER_BONUS, SOLO_BEST, SOLO_KNIFFEL_PICKS, STACK_BONUS, TOTAL_CHIPS,
};

// Karten-Kniffel.
pub(crate) use cards::for_each_sub_multiset;
pub use cards::{
    allowed, best_play, cards_of, check_cards, counts, field_points, minus, penalty_for_hand,
    CardsGame, CardsPlayer, CardsTurnView, Counts, ANNOUNCEMENT_PENALTY, CARDS_PER_VALUE,
    CARD_FIELDS, DECK_SIZE, HAND_SIZE, MAX_DISCARD, MAX_HAND, PENALTY_PER_EXTRA_CARD, UPPER_MALUS,
    UPPER_MALUS_BELOW, VALUES,
};

#[cfg(test)]
mod tests {
    use super::duel::ChipKind;
    use super::kind::{BotKind, DiceSource};
    use super::scoresheet::classic::RuleSet;
    use super::scoresheet::sheet::BoxId;
    use super::GameKind;
    use serde::{de::DeserializeOwned, Serialize};
    use std::fmt::Debug;

    /// Each value is written as the JSON string `id`, read back, and an unknown id is
    /// refused with what was expected.
    fn by_id<T: Serialize + DeserializeOwned + PartialEq + Debug + Copy>(
        values: &[(T, &str)],
        what: &str,
    ) {
        for &(value, id) in values {
            let json = serde_json::to_string(&value).expect("serialize");
            assert_eq!(json, format!("\"{id}\""));
            assert_eq!(serde_json::from_str::<T>(&json).expect("read back"), value);
        }
        let e = serde_json::from_str::<T>("\"nonsense\"").expect_err("unknown id");
        assert!(e.to_string().contains(what), "{e}");
        assert!(serde_json::from_str::<T>("3").is_err(), "a number is no id");
    }

    #[test]
    fn id_enums_are_saved_as_their_snake_case_ids() {
        by_id(
            &[
                (GameKind::Classic, "classic"),
                (GameKind::Extreme, "extreme"),
                (GameKind::Duel, "duel"),
                (GameKind::Cards, "cards"),
                (GameKind::Yatzy, "yatzy"),
                (GameKind::MaxiYatzy, "maxi_yatzy"),
                (GameKind::Generala, "generala"),
            ],
            "a game id",
        );
        by_id(
            &[(BotKind::Greedy, "greedy"), (BotKind::Strong, "strong")],
            "a computer player id",
        );
        by_id(
            &[
                (DiceSource::Random, "random"),
                (DiceSource::Manual, "manual"),
            ],
            "a dice source id",
        );
        by_id(
            &[(RuleSet::Kniffel, "kniffel"), (RuleSet::Yahtzee, "yahtzee")],
            "a rule set id",
        );
        by_id(
            &[
                (BoxId::Ones, "ones"),
                (BoxId::ThirtyThreeOrMore, "thirty_three_or_more"),
                (BoxId::SuperChance, "super_chance"),
                (BoxId::OnePair, "one_pair"),
                (BoxId::FiveOfAKind, "five_of_a_kind"),
                (BoxId::FullStraight, "full_straight"),
                (BoxId::Villa, "villa"),
                (BoxId::Tower, "tower"),
                (BoxId::Yatzy, "yatzy"),
                (BoxId::MaxiYatzy, "maxi_yatzy"),
                (BoxId::Straight, "straight"),
                (BoxId::Generala, "generala"),
                (BoxId::DoubleGenerala, "double_generala"),
            ],
            "a box id",
        );
        by_id(
            &[
                (ChipKind::Flush, "flush"),
                (ChipKind::TwoPairs, "two_pairs"),
            ],
            "a chip kind id",
        );
    }

    #[test]
    fn id_enums_read_as_map_keys() {
        let json = r#"{"ones":3,"super_chance":40}"#;
        let map: std::collections::BTreeMap<BoxId, i32> =
            serde_json::from_str(json).expect("a map by box id");
        assert_eq!(map[&BoxId::SuperChance], 40);
        assert_eq!(serde_json::to_string(&map).expect("serialize"), json);
    }

    #[test]
    fn names_are_clipped_to_forty_characters_not_bytes() {
        use super::setup::{clip_name, MAX_NAME_CHARS};
        assert_eq!(clip_name("Oma Grete"), "Oma Grete");
        let long = "Ä".repeat(MAX_NAME_CHARS + 5);
        assert_eq!(clip_name(&long).chars().count(), MAX_NAME_CHARS);
        assert_eq!(
            clip_name(&long[..2 * MAX_NAME_CHARS]),
            &long[..2 * MAX_NAME_CHARS]
        );
    }
}
