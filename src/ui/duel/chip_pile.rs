//! One player's chips, laid open as the rules want: a place per kind in order of value,
//! the running score, and the bonuses earned so far (Gold, Silver, full stacks, last
//! chip).

use crate::engine::{ChipKind, CHIPS_PER_KIND, GOLD_BONUS, KINDS, LAST_CHIP_BONUS, SILVER_BONUS};
use crate::ui::duel::chip::Chip;
use crate::ui::duel::ctx::DuelCtx;
use crate::ui::shared::bot_badge::BotBadge;
use crate::ui::shared::seats::seat_class;
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// One player's chips by kind, their running score and the bonuses earned so far.
#[component]
pub fn ChipPile(
    /// The seat whose chips are shown.
    player: usize,
) -> impl IntoView {
    let lang = use_lang();
    let ctx = expect_context::<DuelCtx>();
    let dg = ctx.dg;
    let chips = Memo::new(move |_| dg.with(|d| d.chips(player)));
    let score = Memo::new(move |_| dg.with(|d| d.breakdown(player)));
    let current = move || dg.with(|d| !d.is_over() && d.current_player() == player);
    let name = ctx.players.name(player);
    let bot = ctx.players.is_bot(player);

    let kind_place = move |kind: ChipKind| {
        let n = move || chips.with(|c| c.count(kind));
        view! {
            <li
                class="duel-pile-kind"
                data-kind=kind.id()
                class:none=move || n() == 0
                class:full=move || { n() >= CHIPS_PER_KIND }
            >
                {move || {
                    let n = n();
                    if n == 0 {
                        view! { <Chip kind=kind class="ghost"/> }.into_any()
                    } else {
                        view! {
                            <span class="duel-fan" style=format!("--n: {n}")>
                                {(0..n).map(|i| view! { <Chip kind=kind blank=i + 1 < n/> }).collect_view()}
                            </span>
                            <span class="sr-only">{lang.get().duel_pile_kind(kind, n)}</span>
                        }
                            .into_any()
                    }
                }}
            </li>
        }
    };

    let badges = move || {
        let l = lang.get();
        let b = score.get();
        let mut out: Vec<(&'static str, String)> = Vec::new();
        if b.gold > 0 {
            out.push(("gold", format!("{} +{GOLD_BONUS}", l.duel_gold())));
        }
        if b.silver > 0 {
            out.push(("silver", format!("{} +{SILVER_BONUS}", l.duel_silver())));
        }
        if b.stacks > 0 {
            out.push((
                "full-stacks",
                format!("{} +{}", l.duel_full_stacks(b.full_stacks), b.stacks),
            ));
        }
        if b.last_chip > 0 {
            out.push(("last", format!("{} +{LAST_CHIP_BONUS}", l.duel_last_chip())));
        }
        out
    };

    view! {
        <article class=format!("duel-pile {}", seat_class(player)) class:current=current class:is-bot=bot data-player=player>
            <header class="duel-pile-head">
                <span class="duel-pile-name" title=name.clone()>
                    <span class="turn-dot" aria-hidden="true"></span>
                    {bot.then(|| view! { <BotBadge/> })}
                    {name.clone()}
                </span>
                <span class="duel-pile-total">
                    <span class="seat-dot" aria-hidden="true"></span>
                    <span class="sr-only">{move || lang.get().total()} " "</span>
                    <b class="duel-pile-points">{move || score.get().total}</b>
                </span>
            </header>
            <ul class="duel-pile-kinds">
                {ChipKind::ALL.into_iter().map(kind_place).collect_view()}
            </ul>
            <p class="duel-pile-bonuses">
                <span class="duel-kinds">
                    <span class="duel-kinds-meter" aria-hidden="true">
                        {(0..KINDS)
                            .map(|i| {
                                view! { <i class:on=move || { i < score.get().kinds }></i> }
                            })
                            .collect_view()}
                    </span>
                    {move || {
                        if chips.with(|c| c.is_empty()) {
                            lang.get().duel_no_chips_yet().to_string()
                        } else {
                            lang.get().duel_kinds_progress(score.get().kinds)
                        }
                    }}
                </span>
                {move || {
                    badges()
                        .into_iter()
                        .map(|(class, text)| {
                            view! { <span class=format!("duel-badge {class}")>{text}</span> }
                        })
                        .collect_view()
                }}
            </p>
        </article>
    }
}
