//! Karten-Kniffel's values for the review, an estimate in the strong player's own terms:
//! a sheet is worth its total plus what each open field tends to bring (`par`) and the
//! upper bonus or malus the upper fields are heading for; a play is worth the sheet it
//! leaves, an exchange the strong player's worth of it (the expected best play of the
//! hand it leads to, less the turn it costs). The draws, and the others' play, are luck.
//!
//! A field's par is what it tends to bring, but a player picks each turn's field after
//! seeing the hand, which brings more: greedy games gained 28 to 61 points of luck on
//! it on average (fewer with more players). The review adds `PER_TURN` for every turn still to come after the
//! current one (the same for every option of a decision, so mistakes stay the player's
//! own), which takes the mean luck to about 0.

use super::ledger::{turns_after, Judged, Values};
use super::report::ReviewedMove;
use crate::ai::cards::lookahead::{exchange_worth, par};
use crate::ai::player::{Seen, View};
use crate::engine::{
    best_play, cards_of, counts, Action, BoxId, CardsTurnView, Game, Sheet, CARD_FIELDS,
    UPPER_BONUS, UPPER_BONUS_AT, UPPER_MALUS, UPPER_MALUS_BELOW,
};

/// The Karten-Kniffel estimate.
pub struct CardsValues;

/// What a turn brings beyond the par of the field it fills, by number of players (2 to
/// 5: the more players, the fewer good cards each draws): the mean luck of greedy games
/// (`pasch-cli simulate … --logs`, then `review`; 1,000 games with 2 and 3 players, 600
/// with 4 and 5: 60.9, 43.7, 35.8 and 27.7 points) over the 11 turns after the first.
pub const PER_TURN: [f64; 4] = [5.53, 3.98, 3.25, 2.52];

/// The calibration of `player`'s values in `g` (see the module above).
fn calibration(g: CardsTurnView<'_>, player: usize) -> f64 {
    let n = g.player_count().clamp(2, PER_TURN.len() + 1);
    PER_TURN[n - 2] * turns_after(open_fields(g.sheet(player)).len())
}

/// How far (in points of the upper sum heading for it) the bonus and the malus fade in
/// and out: a sum on par exactly at a threshold is even odds.
const RAMP: f64 = 20.0;

/// The chance that a sum heading for `projected` ends at `at` or above.
fn reach(projected: f64, at: i32) -> f64 {
    ((projected - f64::from(at)) / RAMP + 0.5).clamp(0.0, 1.0)
}

/// The expected final total of a sheet with `total` on it now, `open` the fields left.
fn sheet_value(total: i32, sheet_upper: i32, open: &[BoxId]) -> f64 {
    let pars: f64 = open.iter().map(|&f| par(f)).sum();
    let upper_open: Vec<BoxId> = open
        .iter()
        .copied()
        .filter(|f| f.upper_face().is_some())
        .collect();
    // Bonus and malus are in the total once settled; while upper fields are open they
    // are what the upper sum is heading for.
    let prospect = if upper_open.is_empty() {
        0.0
    } else {
        let projected = f64::from(sheet_upper) + upper_open.iter().map(|&f| par(f)).sum::<f64>();
        let bonus = if sheet_upper >= UPPER_BONUS_AT {
            0.0
        } else {
            f64::from(UPPER_BONUS) * reach(projected, UPPER_BONUS_AT)
        };
        bonus + f64::from(UPPER_MALUS) * (1.0 - reach(projected, UPPER_MALUS_BELOW))
    };
    f64::from(total) + pars + prospect
}

/// The open fields of a sheet.
fn open_fields(sheet: &Sheet) -> Vec<BoxId> {
    sheet.open_in(&CARD_FIELDS).collect()
}

/// The estimate for the player on turn after playing `cards` (worth `points`, with
/// `penalty` for extra cards) into `field`.
fn after_play(g: CardsTurnView<'_>, field: BoxId, cards: &[u8], points: u16, penalty: i32) -> f64 {
    let p = g.current_player();
    let sheet = g.sheet(p);
    let open: Vec<BoxId> = open_fields(sheet)
        .into_iter()
        .filter(|&f| f != field)
        .collect();
    let upper = field.upper_face().map_or(0, |face| {
        i32::from(face) * cards.iter().filter(|&&c| c == face).count() as i32
    });
    let upper_sum = sheet.upper_sum() + upper;
    // The total as the engine will count it: the bonus once reached, the malus once
    // the upper fields are all filled.
    let mut total = g.total(p) + i32::from(points) - penalty;
    if sheet.upper_sum() < UPPER_BONUS_AT && upper_sum >= UPPER_BONUS_AT {
        total += UPPER_BONUS;
    }
    let settled = !open.iter().any(|f| f.upper_face().is_some());
    if settled && g.upper_malus(p) == 0 && upper_sum < UPPER_MALUS_BELOW {
        total += UPPER_MALUS;
    }
    sheet_value(total, upper_sum, &open)
}

/// The estimate for the player on turn as the sheet stands.
fn now(g: CardsTurnView<'_>, p: usize) -> f64 {
    let sheet = g.sheet(p);
    sheet_value(g.total(p), sheet.upper_sum(), &open_fields(sheet))
}

impl Values for CardsValues {
    fn start(&mut self, game: &Game, player: usize) -> f64 {
        match View::of(game).seen() {
            Seen::Cards(g) => now(g, player),
            _ => 0.0,
        }
    }

    /// A play or an exchange, against every field's best play and the best exchange.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let Seen::Cards(g) = View::of(game).seen() else {
            return Vec::new();
        };
        if g.is_over() {
            return Vec::new();
        }
        let mut hand = g.current_hand().to_vec();
        hand.sort_unstable();
        let (chosen, chosen_value, kept) = match action {
            Action::Play {
                cards,
                field,
                discard,
            } => {
                let Ok((points, penalty)) = g.check_play(cards, *field) else {
                    return Vec::new();
                };
                let mut sorted = cards.clone();
                sorted.sort_unstable();
                let mut rest = hand.clone();
                for c in cards.iter().chain(discard) {
                    if let Some(i) = rest.iter().position(|r| r == c) {
                        rest.remove(i);
                    }
                }
                let value = after_play(g, *field, cards, points, penalty);
                (
                    ReviewedMove::Play {
                        field: *field,
                        cards: sorted,
                    },
                    value,
                    rest,
                )
            }
            Action::Exchange { discard, one_more } => {
                let Some((worth, _, _)) = exchange_worth(g, Some((discard, *one_more))) else {
                    return Vec::new();
                };
                let mut sorted = discard.clone();
                sorted.sort_unstable();
                let mut rest = hand.clone();
                for c in discard {
                    if let Some(i) = rest.iter().position(|r| r == c) {
                        rest.remove(i);
                    }
                }
                let chosen = ReviewedMove::Exchange {
                    discard: sorted,
                    one_more: *one_more,
                };
                (chosen, now(g, g.current_player()) + worth, rest)
            }
            _ => return Vec::new(),
        };
        let held = counts(&hand);
        let penalty = g.penalty_if_played_now();
        let plays = open_fields(g.sheet(g.current_player()))
            .into_iter()
            .filter_map(|f| {
                let (cards, points) = best_play(&held, f)?;
                let cards = cards_of(&cards);
                let value = after_play(g, f, &cards, points, penalty);
                Some((ReviewedMove::Play { field: f, cards }, value))
            });
        let exchange = exchange_worth(g, None).map(|(w, discard, one_more)| {
            let value = now(g, g.current_player()) + w;
            (ReviewedMove::Exchange { discard, one_more }, value)
        });
        let Some((best, best_value)) = plays.chain(exchange).max_by(|a, b| a.1.total_cmp(&b.1))
        else {
            return Vec::new();
        };
        vec![Judged {
            round: g.round(),
            shown: hand,
            rolls_left: 0,
            kept,
            chosen,
            chosen_value,
            best,
            best_value,
        }]
    }

    fn calibration(&self, game: &Game, player: usize) -> f64 {
        match View::of(game).seen() {
            Seen::Cards(g) => calibration(g, player),
            _ => 0.0,
        }
    }
}
