//! The coach: "was it the dice or me?" Every player's result splits exactly into
//!
//! ```text
//! final total = expected total at the start + luck − mistakes
//! ```
//!
//! along the player's own positions: where they decide (dice rolled, cards in hand) and
//! right after their choice. With `h` the value of an after-choice position (the
//! expected final total from there) and `M` the best `h` among a decision's options:
//! a decision's mistake is `M − h(chosen)` (never below 0), the luck between two
//! decisions `M(next) − h(after this one)` (the dice, the cards, and whatever the
//! others did), and the start `h` before the first roll. The sum telescopes, so the
//! split is exact whatever the values; only their meaning depends on the game:
//!
//! - classic Kniffel: the exact solver's table for the game's rules (`classic`);
//! - Yatzy: the exact table of the game's house rules (`yatzy`);
//! - Maxi Yatzy: each turn solved against the fitted table (`maxi`), an estimate;
//! - Generala: its exact solitaire table (`generala`);
//! - Kniffel Extreme, Dice Duel, Karten-Kniffel: estimates (`extreme`, `duel`, `cards`).
//!
//! `ledger` keeps the accounts (one piece for every game); each game brings only its
//! values (`Values`).

pub mod cards;
pub mod classic;
pub mod compare;
pub mod duel;
pub mod extreme;
pub mod generala;
pub mod ledger;
pub mod maxi;
pub mod report;
pub mod yatzy;

pub use classic::classic_rules;
pub use report::{PlayerReview, ReviewedDecision, ReviewedMove, Roll, COSTLY, LISTED};

use crate::ai::kniffel::table::SolvedTable;
use crate::engine::{ClassicRules, Game, GameKind, RuleError};

/// Why a game gets no review.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReviewError {
    /// Classic Kniffel needs the exact table of its rules, which is not here.
    #[error("the exact table for these rules is not here")]
    NoTable(ClassicRules),
    /// The game has no review (yet), or none under its rules (Maxi Yatzy with the
    /// 50-at-75 bonus, which has no fitted values).
    #[error("no review for {} yet", .0.id())]
    NotForThisGame(GameKind),
    /// The game's log does not replay.
    #[error(transparent)]
    Rules(#[from] RuleError),
}

/// Every player's review of `game` (finished or not: an unfinished game is reviewed
/// as it stands, its current totals taken as final, so the points still to come count
/// as missed luck). Classic Kniffel reads `table` when it is the one for its rules; Yatzy
/// solves its own (`ai::yatzy::tables`).
pub fn review(game: &Game, table: Option<&SolvedTable>) -> Result<Vec<PlayerReview>, ReviewError> {
    let reviews = match game.kind() {
        GameKind::Classic => {
            let rules = classic_rules(game).ok_or(ReviewError::NoTable(Default::default()))?;
            let table = table
                .filter(|t| t.rules() == rules)
                .ok_or(ReviewError::NoTable(rules))?;
            ledger::account(game, &mut classic::ClassicValues::new(table), true)?
        }
        GameKind::Extreme => ledger::account(game, &mut extreme::ExtremeValues, false)?,
        GameKind::Duel => ledger::account(game, &mut duel::DuelValues, false)?,
        GameKind::Cards => ledger::account(game, &mut cards::CardsValues, false)?,
        GameKind::Yatzy => {
            let rules = yatzy::yatzy_rules(game).unwrap_or_default();
            let table = crate::ai::yatzy::tables::solved(rules);
            ledger::account(game, &mut yatzy::YatzyValues::new(table), true)?
        }
        GameKind::Generala => {
            let rules = generala::generala_rules(game).unwrap_or_default();
            ledger::account(game, &mut generala::GeneralaValues::new(rules), true)?
        }
        kind @ GameKind::MaxiYatzy => {
            let rules = maxi::maxi_rules(game).unwrap_or_default();
            let mut values =
                maxi::MaxiValues::new(rules).ok_or(ReviewError::NotForThisGame(kind))?;
            // Estimates: the review says it is not exact.
            ledger::account(game, &mut values, false)?
        }
    };
    Ok(reviews)
}

/// The exact table a review of `game` needs (classic Kniffel only; Generala's small
/// tables are solved where they are asked for).
pub fn needs_table(game: &Game) -> Option<ClassicRules> {
    classic_rules(game)
}

/// Whether the review of `game` is exact (classic Kniffel, Yatzy and Generala).
pub fn is_exact(game: &Game) -> bool {
    matches!(
        game.kind(),
        GameKind::Classic | GameKind::Yatzy | GameKind::Generala
    )
}
