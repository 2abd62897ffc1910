//! The end of a Dice Duel: the ranking, who took the last chip, every player's score
//! itemised (chips, Gold, Silver, full stacks, last chip), and in the solo game the
//! score out of 1000 beside the best on this device.

use crate::engine::{Breakdown, SOLO_BEST};
use crate::store::records::{duel_solo_best, note_duel_solo};
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::hint::review::GameReview;
use crate::ui::i18n::Lang;
use crate::ui::shared::ranking::Ranking;
use crate::ui::state::{use_lang, use_on_screen};
use leptos::prelude::*;

/// A bonus cell: "–" for none, so the earned ones stand out.
fn bonus(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        "–".into()
    }
}

/// The end of a Dice Duel: ranking, last chip, itemised scores (solo: against the
/// device's best).
#[component]
pub fn DuelResult() -> impl IntoView {
    let lang = use_lang();
    let on_screen = use_on_screen();
    let ctx = expect_context::<DuelCtx>();
    let dg = ctx.dg;
    let count = ctx.players.count();
    let solo = count == 1;
    let rows = move || {
        dg.with(|d| {
            (0..count)
                .map(|p| d.breakdown(p))
                .collect::<Vec<Breakdown>>()
        })
    };
    let last_chip = move || {
        let l = lang.get();
        match dg.with(|d| d.last_chip_taker()) {
            Some(p) => l.duel_last_chip_by(&ctx.players.name(p)),
            None => l.duel_last_chip_set_aside().to_string(),
        }
    };

    // The solo score goes into the device's record (noting it twice changes nothing),
    // unless the game's seed was chosen: its dice could be known in advance.
    let (seed, chosen_seed) = on_screen
        .game
        .with_untracked(|g| g.as_ref().map(|g| (g.setup().seed, g.setup().chosen_seed)))
        .unwrap_or_default();
    let solo_total = dg.with_untracked(|d| d.total(0));
    let storage = crate::store::browser::local();
    let best = match &storage {
        Some(storage) if solo && chosen_seed => duel_solo_best(storage),
        Some(storage) if solo => Some(note_duel_solo(storage, solo_total, seed)),
        _ => None,
    };
    let record = best.is_some_and(|b| b.seed == seed && b.score == solo_total);
    let meter = (solo_total.clamp(0, SOLO_BEST) * 100 / SOLO_BEST).to_string() + "%";

    let line = move |label: fn(Lang) -> &'static str,
                     cell: fn(&Breakdown) -> String,
                     class: &'static str| {
        view! {
            <tr class=class>
                <th scope="row">{move || label(lang.get())}</th>
                {move || {
                    rows().iter().map(|b| view! { <td>{cell(b)}</td> }).collect_view()
                }}
            </tr>
        }
    };

    view! {
        <div class="duel-result">
            <Ranking>
                {solo
                    .then(|| {
                        view! {
                            <div class="solo-score">
                                <p class="solo-of">{move || lang.get().duel_solo_of_best(solo_total)}</p>
                                <span class="solo-meter" aria-hidden="true">
                                    <span style=format!("width: {meter}")></span>
                                </span>
                                {best
                                    .map(|b| {
                                        view! {
                                            <p class="solo-best">
                                                {record
                                                    .then(|| {
                                                        view! {
                                                            <span class="duel-badge gold">
                                                                {move || lang.get().duel_new_best()}
                                                            </span>
                                                            " "
                                                        }
                                                    })}
                                                {move || lang.get().duel_best_here(b.score)}
                                            </p>
                                        }
                                    })}
                            </div>
                        }
                    })}
                <p class="last-chip-line">{last_chip}</p>
                <table class="sheet duel-breakdown">
                    <caption class="sr-only">{move || lang.get().duel_breakdown()}</caption>
                    <thead>
                        <tr>
                            <th class="corner" scope="col">
                                <span class="sr-only">{move || lang.get().duel_breakdown()}</span>
                            </th>
                            {(0..count)
                                .map(|p| {
                                    let name = ctx.players.name(p);
                                    view! {
                                        <th scope="col" class="player-head">
                                            <span class="ph-name" title=name.clone()>{name.clone()}</span>
                                        </th>
                                    }
                                })
                                .collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        {line(Lang::duel_chip_values, |b| b.chips.to_string(), "")}
                        {line(Lang::duel_gold, |b| bonus(b.gold), "")}
                        {line(Lang::duel_silver, |b| bonus(b.silver), "")}
                        {line(Lang::duel_full_stacks_row, |b| bonus(b.stacks), "")}
                        {line(Lang::duel_last_chip, |b| bonus(b.last_chip), "")}
                        {line(Lang::total, |b| b.total.to_string(), "total-row")}
                    </tbody>
                </table>
                <GameReview/>
            </Ranking>
        </div>
    }
}
