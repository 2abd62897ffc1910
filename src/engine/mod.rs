//! The rules engine: pure Rust, no web types. `game::Game` is the one authority;
//! each game's rules live in their own module.
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

mod action_read;
pub mod cards;
pub mod daily;
pub mod dice;
pub mod duel;
pub mod error;
mod event_read;
pub mod game;
pub mod game_id;
pub mod ranking;
pub mod rng;
pub mod rules;
pub mod save;
pub mod scoresheet;
mod state_wire;
pub mod turn;

pub use error::RuleError;
pub use game::{Action, Event, Game, GameKind, Setup, RULES_VERSION};
pub use save::LoadError;

#[cfg(test)]
mod tests {
    use super::duel::ChipKind;
    use super::game::{BotKind, DiceSource};
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
        use super::game::{clip_name, MAX_NAME_CHARS};
        assert_eq!(clip_name("Oma Grete"), "Oma Grete");
        let long = "Ä".repeat(MAX_NAME_CHARS + 5);
        assert_eq!(clip_name(&long).chars().count(), MAX_NAME_CHARS);
        assert_eq!(
            clip_name(&long[..2 * MAX_NAME_CHARS]),
            &long[..2 * MAX_NAME_CHARS]
        );
    }
}
