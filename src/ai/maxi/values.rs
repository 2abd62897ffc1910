//! The fitted values of Maxi Yatzy's turn-start states (`kniffel_solver::fitted`, made by
//! `crates/kniffel-solver/examples/maxi_regret.rs`, docs/solver.md) and the scoring they
//! are used with. Fitted for the default bonus (100 at 84); natively the data is built
//! in, in the browser it is handed over when a Maxi Yatzy game needs it (`install`).

use crate::engine::{MaxiYatzyRules, Sheet, Variant, MAXI_YATZY_BOXES};
use kniffel_solver::fitted::Fitted;
use kniffel_solver::games::MaxiBonus;
use kniffel_solver::shape::{State, MAX_BOXES};
use kniffel_solver::Scoring;
use std::sync::OnceLock;

/// The shipped fit's bytes (natively; the browser fetches the same file).
#[cfg(not(target_arch = "wasm32"))]
pub const SHIPPED: &[u8] = include_bytes!("values.bin");

/// The FNV-1a hash of the shipped bytes (docs/solver.md; a test checks the file).
pub const SHIPPED_HASH: u64 = 0x808b_98ad_b5aa_30dd;

static FIT: OnceLock<Fitted> = OnceLock::new();

/// Takes the fit's bytes (the browser's copy of `values.bin`); false if they are not the
/// shipped file (its hash, `SHIPPED_HASH`: a copy cut short or of another build) or not
/// a fit of Maxi Yatzy's sheet with the default bonus.
pub fn install(bytes: &[u8]) -> bool {
    if Fitted::hash(bytes) != SHIPPED_HASH {
        return false;
    }
    let Some(fit) = Fitted::from_bytes(bytes) else {
        return false;
    };
    if fit.shape != MaxiBonus::Hundred.shape() {
        return false;
    }
    FIT.get_or_init(|| fit);
    true
}

/// Whether the fitted values for `rules` could be had but are not here yet (in the
/// browser, before the app's copy of `values.bin` is fetched; natively never).
pub fn missing(rules: MaxiYatzyRules) -> bool {
    !rules.small_bonus && fit(rules).is_none()
}

/// The fitted values for `rules`, if there are any here: only the default bonus is
/// fitted (the 50-at-75 switch is not).
pub fn fit(rules: MaxiYatzyRules) -> Option<&'static Fitted> {
    if rules.small_bonus {
        return None;
    }
    #[cfg(not(target_arch = "wasm32"))]
    if FIT.get().is_none() {
        install(SHIPPED);
    }
    FIT.get()
}

/// Maxi Yatzy's scoring (default bonus, free order), read off the engine's own offer on
/// an empty sheet: the engine stays the one authority on points.
pub fn scoring() -> &'static Scoring {
    static SCORING: OnceLock<Scoring> = OnceLock::new();
    SCORING.get_or_init(|| {
        let free = Variant::MaxiYatzy {
            rules: MaxiYatzyRules {
                forced_order: false,
                saved_rolls: false,
                small_bonus: false,
            },
        };
        let empty = Sheet::default();
        Scoring::of_shape(MaxiBonus::Hundred.shape(), |dice| {
            let offer = free.offer(dice, &empty);
            let mut row = [0; MAX_BOXES];
            for (points, b) in row.iter_mut().zip(MAXI_YATZY_BOXES) {
                *points = offer.points_for(b).unwrap_or(0);
            }
            row
        })
    })
}

/// The solver's state of a Maxi Yatzy sheet (default bonus: the upper sum capped at 84).
pub fn state_of(sheet: &Sheet) -> State {
    let cap = MaxiBonus::Hundred.shape().bonus_at;
    let filled = MAXI_YATZY_BOXES
        .iter()
        .enumerate()
        .filter(|(_, &b)| !sheet.is_open(b))
        .fold(0u32, |bits, (i, _)| bits | 1 << i);
    State {
        filled,
        upper: sheet.upper_sum().clamp(0, i32::from(cap)) as u8,
        flag: false,
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_fit_is_the_one_measured() {
        assert_eq!(
            format!("{:016x}", Fitted::hash(SHIPPED)),
            format!("{SHIPPED_HASH:016x}")
        );
        let shipped = fit(MaxiYatzyRules::default()).expect("the shipped fit reads");
        // The empty sheet is worth about the exact optimum (394.56 without saved rolls).
        let start = shipped.value(State::START);
        assert!((start - 394.56).abs() < 3.0, "{start}");
        assert!(fit(MaxiYatzyRules {
            small_bonus: true,
            ..MaxiYatzyRules::default()
        })
        .is_none());
        assert!(!missing(MaxiYatzyRules::default()));
        // Bytes that are not the shipped file's are refused before they are read.
        assert!(!install(&SHIPPED[..SHIPPED.len() - 1]));
    }

    #[test]
    fn the_scoring_is_the_crates() {
        let ours = scoring();
        let crates = kniffel_solver::games::maxi_yatzy(MaxiBonus::Hundred);
        assert_eq!(ours.points, crates.points);
    }
}
