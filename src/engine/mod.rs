//! The rules engine: pure Rust, no web types. `game::Game` is the one authority;
//! each game's rules live in their own module.
#![warn(missing_docs, clippy::missing_errors_doc)]

/// Declares a fieldless id enum (serde names in snake_case: the stable ids of docs/rules.md)
/// and `ALL`, its variants in order, from one list, so the two cannot disagree.
macro_rules! id_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident [$count:expr] { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
        )]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: [$name; $count] = [$($name::$variant),+];
        }
    };
}

pub mod cards;
pub mod daily;
pub mod dice;
pub mod duel;
pub mod error;
pub mod game;
pub mod game_id;
pub mod ranking;
pub mod rng;
pub mod rules;
pub mod save;
pub mod scoresheet;
pub mod turn;

pub use error::RuleError;
pub use game::{Action, Event, Game, GameKind, Setup, RULES_VERSION};
pub use save::LoadError;
