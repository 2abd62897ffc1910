//! Generala's win chance, exactly: each player's final total is distributed as their
//! points now plus the solitaire table's distribution from their sheet (the player on
//! turn from the dice on the table), all played for the score; the servida comes on
//! top. Every first roll still to come is five equal with chance 6/7776, whoever throws
//! it and however anyone plays: the first servida wins, and only a game without one is
//! decided by the totals (the distributions are those of such a game).

use super::finish::{win_chances, Finish};
use crate::ai::generala::table::{table, GeneralaTable, MAX_POINTS};
use crate::ai::generala::turn::MAX_BOX_POINTS;
use crate::engine::{SheetGame, Variant};
use kniffel_solver::multisets::{counts_of, Multisets, MULTISETS};

/// The chance that a first roll is a servida: six of the 7,776 rolls.
const SERVIDA: f64 = 6.0 / 7776.0;

/// Each player's chance to win the Generala game `g` from now on, by seat (the caller
/// sees to the number of players).
pub fn chances(g: &SheetGame) -> Vec<f64> {
    let n = g.players().len();
    if let Some(winner) = g.servida() {
        return (0..n).map(|p| f64::from(u8::from(p == winner))).collect();
    }
    let totals = g.totals();
    if g.is_over() {
        return win_chances(&totals.into_iter().map(Finish::certain).collect::<Vec<_>>());
    }
    let rules = match g.variant() {
        Variant::Generala { rules } => rules,
        _ => Default::default(),
    };
    let t = table(rules);
    let finishes: Vec<Finish> = (0..n).map(|p| finish(t, g, p, totals[p])).collect();
    let by_totals = win_chances(&finishes);
    let (first, none) = servida_chances(t, g);
    first
        .iter()
        .zip(by_totals)
        .map(|(s, w)| s + none * w)
        .collect()
}

/// Seat `p`'s distribution of final totals (no servida), from `total` points now.
fn finish(t: &GeneralaTable, g: &SheetGame, p: usize, total: i32) -> Finish {
    let s = t.state_of(&g.players()[p].sheet);
    let turn = g.turn();
    if p != g.current_player() || !turn.has_rolled() {
        let probs = t.finals(s).iter().map(|&f| f64::from(f)).collect();
        return Finish { base: total, probs };
    }
    // The player on turn: the rest of this turn, then the table's distribution.
    let played = t.expected_turn(s);
    let mut rolls = vec![0.0; MULTISETS];
    rolls[Multisets::get().index(&counts_of(&turn.dice))] = 1.0;
    let n = t.points().boxes.len();
    let mut ends = vec![[0.0; MAX_BOX_POINTS + 1]; n];
    played.ends_from(
        t.points(),
        t.fifty(s),
        turn.rolls.clamp(1, 3),
        rolls,
        &mut ends,
    );
    let mut probs = vec![0.0; MAX_POINTS + 1];
    for (b, by_points) in ends.iter().enumerate() {
        for (k, &chance) in by_points.iter().enumerate().filter(|(_, c)| **c > 0.0) {
            let rest = t.finals(t.after(s, b, k as u16));
            for (x, &f) in probs[k..].iter_mut().zip(rest) {
                *x += chance * f64::from(f);
            }
        }
    }
    Finish { base: total, probs }
}

/// Each seat's chance to throw the game's first servida from now on, and the chance
/// that nobody throws one: the first rolls still to come, in turn order.
fn servida_chances(t: &GeneralaTable, g: &SheetGame) -> (Vec<f64>, f64) {
    let n = g.players().len();
    let boxes = t.points().boxes;
    let mut left: Vec<usize> = g
        .players()
        .iter()
        .map(|pl| boxes.iter().filter(|&&b| pl.sheet.get(b).is_none()).count())
        .collect();
    let current = g.current_player();
    // The player on turn has thrown this turn's first roll already.
    if g.turn().has_rolled() {
        left[current] = left[current].saturating_sub(1);
    }
    let mut first = vec![0.0; n];
    let mut none = 1.0;
    let mut seat = if g.turn().has_rolled() {
        (current + 1) % n
    } else {
        current
    };
    while left.iter().any(|&l| l > 0) {
        if left[seat] > 0 {
            first[seat] += none * SERVIDA;
            none *= 1.0 - SERVIDA;
            left[seat] -= 1;
        }
        seat = (seat + 1) % n;
    }
    (first, none)
}
