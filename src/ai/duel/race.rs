//! The strong Dice Duel player against others: the race for the tray's chips. Every
//! chip one player takes is one the others can no longer take, so a chip is rated by
//! its points now plus the margin still to come from the tray it leaves: the expected
//! points the player will still take minus those the others (on average) will, each
//! turn played exactly (holds by expectation over the 252 hands) by a player who
//! takes, of the chips its dice make, the best for itself. The search follows the
//! rules of the race: a fitting chip must be taken, a whole round without a chip sets
//! the tray's highest chip aside, the last chip earns +20 and ends the game, a Kniffel
//! takes any chip and plays again. It looks a few chips deep; the tray below that
//! counts as even. The player's own set bonuses (Gold, Silver, stacks) count in the
//! chip it takes now (`greedy::gain`).

use super::greedy::gain;
use super::turn::{must_take_per_hand, play, turn_value, TurnValues};
use crate::ai::player::{Player, Seen, View};
use crate::engine::{score, Action, ChipKind, Chips, DuelGame, KINDS, LAST_CHIP_BONUS};
use std::collections::HashMap;

/// A bound on the positions kept between moves.
const MEMO_LIMIT: usize = 200_000;

/// The race look-ahead of one game: the seats' order and how deep it looks. Positions
/// already rated are kept from move to move while the horizon stays the same.
#[derive(Clone, Debug, Default)]
pub struct Race {
    /// Chips deep the search goes below the tray on turn.
    depth: u32,
    /// Players in the game.
    players: usize,
    /// This player's place in a round (0: the round's first).
    place: usize,
    /// Trays with fewer chips count as even.
    floor: u32,
    /// What one more chip of each kind adds to each player's score now (bonuses
    /// included), by seats after this one.
    worths: Vec<[i32; KINDS]>,
    /// Rated positions: (tray, mover, chip taken this round) → margin.
    memo: HashMap<u32, f64>,
}

impl Race {
    /// A race look-ahead `depth` chips deep.
    pub(crate) fn new(depth: u32) -> Race {
        Race {
            depth,
            ..Race::default()
        }
    }

    /// Sets the search up for `game`, keeping what it knows if still valid.
    fn prepare(&mut self, game: &DuelGame) {
        let players = game.players().len();
        let place = (game.current_player() + players - game.first_player()) % players;
        // Rounded to even so that turns in a row share their search. (A search that
        // stops after the next player's reply alone measured far weaker: 37 % heads-up.)
        let floor = game.tray().total().saturating_sub(self.depth) & !1;
        let me = game.current_player();
        let worths: Vec<[i32; KINDS]> = (0..players)
            .map(|o| {
                let chips = game.chips((me + o) % players);
                let base = score(&chips, false).total;
                ChipKind::ALL.map(|k| {
                    let mut after = chips;
                    after.add(k);
                    score(&after, false).total - base
                })
            })
            .collect();
        if players != self.players
            || worths != self.worths
            || place != self.place
            || floor != self.floor
            || self.memo.len() > MEMO_LIMIT
        {
            *self = Race {
                depth: self.depth,
                players,
                place,
                floor,
                worths,
                memo: HashMap::new(),
            };
        }
    }

    /// What a chip of `kind` taken by the player `mover` seats after this one is worth
    /// to this player's margin (last: it empties the tray).
    fn share(&self, mover: usize, kind: ChipKind, last: bool) -> f64 {
        let points =
            f64::from(self.worths[mover][kind as usize] + if last { LAST_CHIP_BONUS } else { 0 });
        if mover == 0 {
            points
        } else {
            -points / (self.players - 1) as f64
        }
    }

    /// Whether the player `mover` seats after this one ends the round.
    fn ends_round(&self, mover: usize) -> bool {
        (self.place + mover) % self.players == self.players - 1
    }

    /// The margin still to come from a turn that ends without a chip.
    fn after_none(&mut self, tray: Chips, mover: usize, had: bool) -> f64 {
        let next = (mover + 1) % self.players;
        if !self.ends_round(mover) {
            return self.margin(tray, next, had);
        }
        if had {
            return self.margin(tray, next, false);
        }
        // A whole round without a chip: the tray's highest is set aside.
        let mut rest = tray;
        if let Some(top) = tray.highest() {
            rest.remove(top);
        }
        self.margin(rest, next, false)
    }

    /// The margin still to come once `mover` took a chip and the tray is `rest`.
    fn after_take(&mut self, rest: Chips, mover: usize) -> f64 {
        let next = (mover + 1) % self.players;
        self.margin(rest, next, !self.ends_round(mover))
    }

    /// This player's expected points still to come minus the others' (on average), from
    /// the start of the turn of the player `mover` seats after it, with `tray` and
    /// whether a chip was taken in the round so far.
    fn margin(&mut self, tray: Chips, mover: usize, had: bool) -> f64 {
        if tray.is_empty() || tray.total() < self.floor {
            return 0.0;
        }
        let key = (key(&tray) * 4 + mover as u32) * 2 + u32::from(had);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        // The others choose what is best for them: the worst for this player.
        let sign = if mover == 0 { 1.0 } else { -1.0 };
        let mut take = [None; KINDS];
        let mut kniffel = f64::NEG_INFINITY;
        for kind in ChipKind::ALL.into_iter().filter(|&k| tray.count(k) > 0) {
            let mut rest = tray;
            rest.remove(kind);
            let now = self.share(mover, kind, rest.is_empty());
            take[kind as usize] = Some(sign * (now + self.after_take(rest, mover)));
            // A Kniffel: any chip, then another turn.
            let again = self.margin(rest, mover, true);
            kniffel = kniffel.max(sign * (now + again));
        }
        let none = sign * self.after_none(tray, mover, had);
        let v = sign * turn_value(&must_take_per_hand(kniffel, &take, none));
        self.memo.insert(key, v);
        v
    }

    /// The worth to the player on turn of taking `kind` now (from the set-aside chips
    /// or the tray): its points and bonuses now, and the margin still to come.
    fn worth(&mut self, game: &DuelGame, kind: ChipKind, from_set_aside: bool) -> f64 {
        let mut rest = *game.tray();
        if !from_set_aside {
            rest.remove(kind);
        }
        let now = f64::from(gain(game, kind, from_set_aside));
        let later = if game.is_kniffel_now() {
            self.margin(rest, 0, true)
        } else {
            self.after_take(rest, 0)
        };
        now + later
    }
}

/// The index of a tray among all 5^7 (its counts as base-5 digits).
fn key(tray: &Chips) -> u32 {
    ChipKind::ALL
        .iter()
        .rev()
        .fold(0, |k, &kind| k * 5 + tray.count(kind) as u32)
}

impl TurnValues for Race {
    fn values(&mut self, game: &DuelGame) -> Vec<f64> {
        self.prepare(game);
        let tray = *game.tray();
        let take: [Option<f64>; KINDS] = ChipKind::ALL.map(|k| {
            (tray.count(k) > 0).then(|| {
                let mut rest = tray;
                rest.remove(k);
                f64::from(gain(game, k, false)) + self.after_take(rest, 0)
            })
        });
        let kniffel = ChipKind::ALL
            .iter()
            .flat_map(|&k| {
                let mut from = Vec::new();
                if tray.count(k) > 0 {
                    let mut rest = tray;
                    rest.remove(k);
                    from.push(f64::from(gain(game, k, false)) + self.margin(rest, 0, true));
                }
                if game.set_aside().count(k) > 0 {
                    from.push(f64::from(gain(game, k, true)) + self.margin(tray, 0, true));
                }
                from
            })
            .fold(f64::NEG_INFINITY, f64::max);
        let none = self.after_none(tray, 0, game.round_had_chip());
        must_take_per_hand(kniffel, &take, none)
    }

    fn end(&mut self, game: &DuelGame) -> Option<Action> {
        self.prepare(game);
        let best = game
            .takeable()
            .into_iter()
            .map(|(k, aside)| (self.worth(game, k, aside), k, aside))
            .max_by(|a, b| {
                a.0.total_cmp(&b.0)
                    .then(a.1.value().cmp(&b.1.value()))
                    .then(a.2.cmp(&b.2))
            });
        Some(match best {
            Some((_, kind, from_set_aside)) => Action::TakeChip {
                kind,
                from_set_aside,
            },
            None => Action::NoChip,
        })
    }
}

/// The race player on its own (the strong level uses it through `Lookahead`).
impl Player for Race {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Duel(g) => play(g, self),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heads-up race, this player first in the round, chips worth their face value.
    fn heads_up() -> Race {
        Race {
            depth: 28,
            players: 2,
            place: 0,
            floor: 0,
            worths: vec![ChipKind::ALL.map(ChipKind::value); 2],
            memo: HashMap::new(),
        }
    }

    fn tray(kinds: &[ChipKind]) -> Chips {
        let mut t = Chips::default();
        for &k in kinds {
            t.add(k);
        }
        t
    }

    #[test]
    fn a_lone_chip_is_the_chance_of_whoever_throws_first() {
        let mut race = heads_up();
        let ls = tray(&[ChipKind::LargeStraight]);
        // The other ends the round: it throws for the straight (50 + 20 for the last
        // chip) once; without it the straight is set aside.
        let theirs = race.margin(ls, 1, false);
        let p = -theirs / 70.0;
        assert!(p > 0.2 && p < 0.4, "{p}");
        // This player throws first; failing, it gives the other that one chance.
        let mine = race.margin(ls, 0, false);
        assert!(
            (mine - (70.0 * p - (1.0 - p) * 70.0 * p)).abs() < 1e-9,
            "{mine}"
        );
    }

    #[test]
    fn a_round_without_a_chip_sets_the_highest_aside() {
        let mut race = heads_up();
        // The other ends the round and nobody took a chip: if it throws no straight,
        // the straight is set aside and the game is over with nothing more for anyone.
        let ls = tray(&[ChipKind::LargeStraight]);
        let theirs = race.margin(ls, 1, false);
        let after_none = race.after_none(ls, 1, false);
        assert_eq!(after_none, 0.0);
        // With a chip taken in the round, this player gets another throw at it instead.
        let again = race.after_none(ls, 1, true);
        assert!(again > 0.0);
        assert!(race.margin(ls, 1, true) > theirs);
    }
}
