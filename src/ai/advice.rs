//! The one advice type: an option of a dice turn and what it is expected to bring. The
//! classic hint, the game review and `pasch-cli advise` read it off the exact solver
//! (`kniffel::advice`); the Extreme hint off the strong Extreme player
//! (`scoresheet::extreme_strong::estimate`).

use crate::engine::BoxId;
use kniffel_solver::multisets::{counts_of, Multisets};
use kniffel_solver::turn::KeepValues;

/// One option of a scoresheet turn.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Choice {
    /// Keep these dice and throw the others; every die kept: stop rolling.
    Keep {
        /// The six-sided faces kept, ascending.
        dice: Vec<u8>,
        /// The ten-sided die's face if it is kept (Kniffel Extreme only).
        ten: Option<u8>,
    },
    /// Fill this box with the dice.
    Box(BoxId),
}

impl Choice {
    /// Keeping these six-sided faces (in any order), no ten-sided die.
    pub fn keep(dice: &[u8]) -> Choice {
        let mut dice = dice.to_vec();
        dice.sort_unstable();
        Choice::Keep { dice, ten: None }
    }
}

/// An option and its value: the points still to come on the sheet from here (this
/// turn's box included) when playing on as the adviser would, expected exactly by the
/// classic solver, estimated by the Extreme player.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Advice {
    /// The option.
    pub choice: Choice,
    /// Its expected value: the points still to come on the sheet from here.
    pub ev: f64,
}

/// The keep values of the state asked last, with what they were worked out for (a
/// table's rules and the state): a turn asks about one state several times (each roll,
/// each hold a computer sets), and they take a few thousand steps. Classic Kniffel's
/// (`kniffel::advice::KeepMemo`) and Yatzy's (`yatzy::advice::YatzyKeepMemo`).
#[derive(Clone)]
pub struct KeepMemoOf<K> {
    last: Option<(K, KeepValues)>,
}

impl<K> Default for KeepMemoOf<K> {
    fn default() -> Self {
        KeepMemoOf { last: None }
    }
}

impl<K: std::fmt::Debug> std::fmt::Debug for KeepMemoOf<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = self.last.as_ref().map(|(key, _)| key);
        f.debug_struct("KeepMemo").field("last", &at).finish()
    }
}

impl<K: PartialEq> KeepMemoOf<K> {
    /// The keep values for `key`, worked out (`work_out`) unless they were asked last.
    pub fn get(&mut self, key: K, work_out: impl FnOnce() -> KeepValues) -> &KeepValues {
        if self.last.as_ref().is_some_and(|(last, _)| *last != key) {
            self.last = None;
        }
        &self.last.get_or_insert_with(|| (key, work_out())).1
    }
}

/// Every distinct keep of `dice` with `rolls_left` (1 or 2) and its value from `keeps`,
/// keeps by size (fewer dice first): the options of a five-dice turn with rolls left.
pub fn keep_options(keeps: &KeepValues, dice: &[u8], rolls_left: u8) -> Vec<Advice> {
    let values = if rolls_left >= 2 {
        &keeps.two_rolls_left
    } else {
        &keeps.one_roll_left
    };
    keeps_valued(Multisets::get(), dice, |k| values[k])
}

/// Every distinct keep of `dice` (multisets `m` of their number), keeps by size (fewer
/// dice first), each valued by `ev` of its multiset index.
pub fn keeps_valued(m: &Multisets, dice: &[u8], ev: impl Fn(usize) -> f64) -> Vec<Advice> {
    let mut subsets = m.subsets(m.index(&counts_of(dice)));
    subsets.sort_unstable();
    subsets
        .into_iter()
        .map(|k| Advice {
            choice: Choice::Keep {
                dice: m.dice(k),
                ten: None,
            },
            ev: ev(k),
        })
        .collect()
}
