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

/// The ranking of these totals with seat `first`, when there is one, first whatever its
/// total (a Generala servida): the others ranked by total behind it, from place 2.
pub fn standings_led_by(totals: &[i32], first: Option<usize>) -> Vec<Standing> {
    let Some(first) = first.filter(|&f| f < totals.len()) else {
        return standings(totals);
    };
    let others = |p: usize| p != first;
    let mut out = vec![Standing {
        player: first,
        total: totals[first],
        place: 1,
    }];
    out.extend(
        standings(totals)
            .into_iter()
            .filter(|s| others(s.player))
            .map(|s| Standing {
                place: 2
                    + (0..totals.len())
                        .filter(|&p| others(p) && totals[p] > s.total)
                        .count(),
                ..s
            }),
    );
    out
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

    #[test]
    fn a_servida_ranks_first_whatever_the_totals() {
        let s = standings_led_by(&[200, 250, 20, 250], Some(2));
        let places: Vec<(usize, usize)> = s.iter().map(|x| (x.player, x.place)).collect();
        assert_eq!(places, vec![(2, 1), (1, 2), (3, 2), (0, 4)]);
        assert_eq!(standings_led_by(&[1, 2], None), standings(&[1, 2]));
    }
}
