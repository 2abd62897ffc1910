//! Final places: highest total first, equal totals share a place.

use serde::{Deserialize, Serialize};

/// A player's place in the final ranking.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The seat.
    pub player: usize,
    /// Its total.
    pub total: i32,
    /// 1 for the winner(s); players with equal totals share a place.
    pub place: usize,
}

/// The ranking of these totals (by seat): highest first, ties sharing a place and listed by
/// seat.
pub fn standings(totals: &[i32]) -> Vec<Standing> {
    crate::order::positions(totals.len(), &|a, b| totals[b].cmp(&totals[a]))
        .into_iter()
        .map(|p| Standing {
            player: p,
            total: totals[p],
            place: 1 + totals.iter().filter(|&&t| t > totals[p]).count(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_share_a_place() {
        let s = standings(&[200, 250, 200, 120]);
        let places: Vec<(usize, usize)> = s.iter().map(|x| (x.player, x.place)).collect();
        assert_eq!(places, vec![(1, 1), (0, 2), (2, 2), (3, 4)]);
    }
}
