//! The solved values of one rule variant of classic Kniffel.

use super::scoring::scoring;
use crate::engine::ClassicRules;
use kniffel_solver::position::{Position, SLOTS};
use kniffel_solver::scoring::fnv1a;
use kniffel_solver::{values, Scoring};

/// Bytes before a stored table's values (`SolvedTable::to_bytes`): their number and their
/// checksum, a little-endian u64 each.
const HEADER: usize = 16;

/// Expected points still to come (bonuses included) from every turn-start position under
/// optimal play, for one rule variant.
#[derive(Clone)]
pub struct SolvedTable {
    rules: ClassicRules,
    scoring: Scoring,
    values: Vec<f64>,
    states: usize,
    /// Whether every position is solved, not only a part (`solve_part`).
    whole: bool,
}

/// Why stored table values were not taken.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// Not as many values as the rules' table has.
    #[error("a table has {expected} values, not {got}")]
    WrongLength {
        /// How many values the rules' table has.
        expected: usize,
        /// How many values were given.
        got: usize,
    },
    /// (No number in the message: formatting a float would add its code to the app.)
    #[error("the start value is not a solved table's")]
    NotSolved,
    /// Stored bytes whose length or checksum do not match (cut short, overwritten).
    #[error("a stored table is cut short or damaged")]
    Damaged,
}

impl SolvedTable {
    /// Solves every reachable position under `rules`. `progress(done, of)` is called after
    /// each batch of box sets.
    pub fn solve(rules: ClassicRules, progress: &mut dyn FnMut(u32, u32)) -> SolvedTable {
        SolvedTable::solve_part(rules, &[0], progress)
    }

    /// The part of the table at or after `floors` (box sets; `values::solve_above`):
    /// right for every position a game from one of them can meet, and nothing else. Late
    /// in a game it takes a fraction of a whole solve. A part is for the question at
    /// hand: `tables::install` keeps whole tables only.
    pub fn solve_part(
        rules: ClassicRules,
        floors: &[u16],
        progress: &mut dyn FnMut(u32, u32),
    ) -> SolvedTable {
        let scoring = scoring(rules);
        let (values, states) = values::solve_above(&scoring, floors, progress);
        SolvedTable {
            rules,
            scoring,
            values,
            states,
            whole: floors.contains(&0),
        }
    }

    /// A table from values stored earlier (e.g. the browser's cache).
    pub fn from_values(rules: ClassicRules, values: Vec<f64>) -> Result<SolvedTable, TableError> {
        if values.len() != SLOTS {
            return Err(TableError::WrongLength {
                expected: SLOTS,
                got: values.len(),
            });
        }
        let start = values[Position::START.slot()];
        if !(200.0..400.0).contains(&start) {
            return Err(TableError::NotSolved);
        }
        Ok(SolvedTable {
            rules,
            scoring: scoring(rules),
            values,
            states: 0,
            whole: true,
        })
    }

    /// A whole table solved by several workers together (`kniffel_solver::shared`): its
    /// values and how many positions they computed.
    pub fn from_shared(
        rules: ClassicRules,
        values: Vec<f64>,
        states: usize,
    ) -> Result<SolvedTable, TableError> {
        let table = SolvedTable::from_values(rules, values)?;
        Ok(SolvedTable { states, ..table })
    }

    /// The table as stored (e.g. in the browser's cache): `values_to_bytes`.
    pub fn to_bytes(&self) -> Vec<u8> {
        values_to_bytes(&self.values)
    }

    /// A table from bytes stored by `to_bytes`. Any bytes may come in (a cache can hold
    /// anything): a length or checksum that does not match is `Damaged`, never a panic.
    pub fn from_bytes(rules: ClassicRules, bytes: &[u8]) -> Result<SolvedTable, TableError> {
        SolvedTable::from_values(rules, values_from_bytes(bytes)?)
    }

    /// The house rules this table was solved for.
    pub fn rules(&self) -> ClassicRules {
        self.rules
    }

    /// The rules as the solver reads them.
    pub fn scoring(&self) -> &Scoring {
        &self.scoring
    }

    /// Every slot's value (see `position::slot`), for storing the table.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// How many positions the solve computed (those sharing a value counted once).
    pub fn states(&self) -> usize {
        self.states
    }

    /// Whether every position is solved (not a `solve_part`).
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// Expected points still to come from `p` under optimal play.
    pub fn value(&self, p: Position) -> f64 {
        self.values[p.slot()]
    }

    /// The optimal-play expected final total of a new game.
    pub fn start_value(&self) -> f64 {
        self.value(Position::START)
    }
}

/// A solved table's values as stored (e.g. in the browser's cache): their number and
/// the FNV-1a checksum of their bytes, then the values (little-endian f64), so that a
/// damaged copy is noticed when read back (`values_from_bytes`). Every game's table
/// is stored so.
pub fn values_to_bytes(values: &[f64]) -> Vec<u8> {
    let mut bytes = vec![0; HEADER];
    bytes.extend(values.iter().flat_map(|v| v.to_le_bytes()));
    let checksum = fnv1a(bytes[HEADER..].iter().copied());
    bytes[..8].copy_from_slice(&(values.len() as u64).to_le_bytes());
    bytes[8..HEADER].copy_from_slice(&checksum.to_le_bytes());
    bytes
}

/// The values stored by `values_to_bytes`. Any bytes may come in: a length or checksum
/// that does not match is `Damaged`, never a panic.
pub fn values_from_bytes(bytes: &[u8]) -> Result<Vec<f64>, TableError> {
    let (header, body) = bytes.split_at_checked(HEADER).ok_or(TableError::Damaged)?;
    let (count, checksum) = header.split_at(8);
    let fits = u64_le(count).checked_mul(8) == Some(body.len() as u64)
        && fnv1a(body.iter().copied()) == u64_le(checksum);
    if !fits {
        return Err(TableError::Damaged);
    }
    Ok(body
        .chunks_exact(8)
        .map(|v| f64::from_bits(u64_le(v)))
        .collect())
}

/// The little-endian u64 in `bytes` (8 of them; fewer read as 0, which no check passes).
fn u64_le(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table with made-up values: enough for storing, no solve needed.
    fn made_up() -> SolvedTable {
        let mut values: Vec<f64> = (0..SLOTS).map(|i| i as f64 / 7.0).collect();
        values[Position::START.slot()] = 254.589;
        SolvedTable::from_values(ClassicRules::default(), values).expect("a start value in range")
    }

    #[test]
    fn stored_bytes_read_back() {
        let table = made_up();
        let bytes = table.to_bytes();
        assert_eq!(bytes.len(), HEADER + SLOTS * 8);
        let back = SolvedTable::from_bytes(table.rules(), &bytes).expect("its own bytes");
        assert_eq!(back.values(), table.values());
    }

    #[test]
    fn damaged_bytes_are_refused() {
        let rules = ClassicRules::default();
        let bytes = made_up().to_bytes();
        let damaged = |bytes: &[u8]| SolvedTable::from_bytes(rules, bytes).err();
        assert_eq!(damaged(&[]), Some(TableError::Damaged));
        assert_eq!(damaged(&[7; 13]), Some(TableError::Damaged), "13 bytes");
        assert_eq!(
            damaged(&bytes[..bytes.len() - 1]),
            Some(TableError::Damaged),
            "odd"
        );
        assert_eq!(
            damaged(&bytes[..bytes.len() - 8]),
            Some(TableError::Damaged),
            "short"
        );
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 1;
        assert_eq!(
            damaged(&flipped),
            Some(TableError::Damaged),
            "a flipped bit"
        );
        let mut summed = bytes.clone();
        summed[8] ^= 1;
        assert_eq!(
            damaged(&summed),
            Some(TableError::Damaged),
            "a wrong checksum"
        );
        // A whole frame of the wrong size is framed right but not a table.
        let few = SolvedTable {
            values: vec![250.0; 3],
            ..made_up()
        };
        assert_eq!(
            damaged(&few.to_bytes()),
            Some(TableError::WrongLength {
                expected: SLOTS,
                got: 3
            })
        );
    }
}
