//! Karten-Kniffel's values for the review, an estimate in the strong player's own terms:
//! a sheet is worth its total plus what each open field tends to bring (`par`) and the
//! upper bonus or malus the upper fields are heading for; a play is worth the sheet it
//! leaves, an exchange the strong player's worth of it (the expected best play of the
//! hand it leads to, less the turn it costs). The draws, and the others' play, are luck.

use super::ledger::{Judged, Values};
use super::report::Move;
use crate::ai::cards::lookahead::{exchange_worth, par};
use crate::engine::cards::{
    best_play, cards_of, counts, CardsGame, CARD_FIELDS, UPPER_MALUS, UPPER_MALUS_BELOW,
};
use crate::engine::game::{Action, Game, GameState};
use crate::engine::scoresheet::classic::{UPPER_BONUS, UPPER_BONUS_AT};
use crate::engine::scoresheet::sheet::{BoxId, Sheet};

/// The Karten-Kniffel estimate.
pub struct CardsValues;

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
fn after_play(g: &CardsGame, field: BoxId, cards: &[u8], points: u16, penalty: i32) -> f64 {
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
fn now(g: &CardsGame, p: usize) -> f64 {
    let sheet = g.sheet(p);
    sheet_value(g.total(p), sheet.upper_sum(), &open_fields(sheet))
}

impl Values for CardsValues {
    fn start(&mut self, game: &Game, player: usize) -> f64 {
        match game.state() {
            GameState::Cards(g) => now(g, player),
            _ => 0.0,
        }
    }

    /// A play or an exchange, against every field's best play and the best exchange.
    fn judge(&mut self, game: &Game, action: &Action) -> Vec<Judged> {
        let GameState::Cards(g) = game.state() else {
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
                    Move::Play {
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
                let chosen = Move::Exchange {
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
                Some((Move::Play { field: f, cards }, value))
            });
        let exchange = exchange_worth(g, None).map(|(w, discard, one_more)| {
            let value = now(g, g.current_player()) + w;
            (Move::Exchange { discard, one_more }, value)
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
}
