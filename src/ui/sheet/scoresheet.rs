//! The scoresheet like the paper block: one row per box, one column per player, the
//! current player's open boxes as buttons with the points they would score now, and
//! the upper total with the bonus progress, the bonus (a game without one, Generala,
//! has neither line), the Kniffel bonus (classic only) and the total. Each box says what
//! it takes as its game scores it (`Lang::game_box_hint`).

use crate::engine::{BoxId, Variant, CHIPS_PER_PLAYER};
use crate::ui::dice::die::MiniDie;
use crate::ui::i18n::Lang;
use crate::ui::shared::bot_badge::BotBadge;
use crate::ui::shared::seats::seat_class;
use crate::ui::sheet::chip_rack::ChipRack;
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::sheet::head_start_row::HeadStartRow;
use crate::ui::sheet::score_cell::ScoreCell;
use crate::ui::sheet::sum_ctx::SumCtx;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Players beyond this many get a switcher on a phone instead of all columns.
pub const PHONE_COLUMNS: usize = 2;
/// From this many players all columns side by side leave no room for a name across:
/// the names stand upright in their heads.
const CROWDED_COLUMNS: usize = 6;

/// The classes of player `p`'s column: `pcol`, `current` for the player on turn (None
/// once the game is over), `viewed` for the column a phone shows.
pub fn column_class(p: usize, current: Option<usize>, viewed: usize) -> String {
    let mut c = String::from("pcol");
    if current == Some(p) {
        c.push_str(" current");
    }
    if viewed == p {
        c.push_str(" viewed");
    }
    c
}

/// A player's column head in the seat's colour: the name with the computer badge, then
/// what the game adds.
#[component]
pub fn PlayerHead(
    /// The player's name.
    name: String,
    /// A computer plays this seat (shows the badge).
    bot: bool,
    /// The seat, for its colour.
    seat: usize,
    /// The column's classes (current player, shown on a phone).
    #[prop(into)]
    class: Signal<String>,
    /// What the game adds under the name (Extreme: the chips left).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let seat = seat_class(seat);
    view! {
        <th scope="col" class=move || format!("{} player-head {seat}", class.get())>
            <span class="ph-name" title=name.clone()>
                {bot.then(|| view! { <BotBadge/> })}
                {name.clone()}
            </span>
            {children.map(|c| c())}
        </th>
    }
}

/// The total row; each cell carries `data-player` and `data-total`.
#[component]
pub fn TotalRow(
    /// How many players (one cell each).
    players: usize,
    /// A player's column classes (current player, shown on a phone).
    class_of: Callback<usize, String>,
    /// A player's total so far.
    total_of: Callback<usize, i32>,
) -> impl IntoView {
    let lang = expect_context::<AppState>().lang;
    view! {
        <tr class="total-row">
            <th scope="row">{move || lang.get().total()}</th>
            {(0..players)
                .map(|p| {
                    let total = move || total_of.run(p);
                    view! {
                        <td class=move || format!("{} total", class_of.run(p)) data-player=p data-total=total>
                            {total}
                        </td>
                    }
                })
                .collect_view()}
        </tr>
    }
}

/// The class of player `p`'s column, following whose turn it is and which column a
/// phone shows.
fn column_of(ctx: SheetCtx, p: usize) -> impl Fn() -> String + Copy + Send + Sync + 'static {
    move || {
        column_class(
            p,
            ctx.sg
                .with(|s| (!s.is_over()).then_some(s.current_player())),
            ctx.viewed.get(),
        )
    }
}

/// Kids' mode: player `p` adds up their upper total and bonus themselves, so the sheet
/// keeps them hidden till then (`SumCtx::upper_unasked`).
fn kids_adding(kids: Option<SumCtx>, p: usize) -> bool {
    kids.is_some_and(|k| k.upper_unasked(p))
}

/// Each player's upper sum with its way to the bonus (at `bonus_at`).
fn upper_sum_cells(ctx: SheetCtx, lang: RwSignal<Lang>, bonus_at: i32) -> impl IntoView {
    let sg = ctx.sg;
    let kids = use_context::<SumCtx>();
    let col_classes = move |p: usize| column_of(ctx, p);
    (0..ctx.players.count())
        .map(|p| {
            let cls = col_classes(p);
            let sum = move || sg.with(|s| s.players()[p].sheet.upper_sum());
            let pct = move || (sum() * 100 / bonus_at).clamp(0, 100);
            view! {
                <td class=move || format!("{} upper-sum", cls())>
                    {move || (!kids_adding(kids, p)).then(|| view! {
                    <span
                        class="progress-text"
                        class:reached=move || { sum() >= bonus_at }
                        aria-label=move || lang.get().upper_progress(sum(), bonus_at)
                    >
                        {sum} " " <span class="progress-of">"/ " {bonus_at}</span>
                    </span>
                    <span class="progress" aria-hidden="true">
                        <span style=move || format!("width: {}%", pct())></span>
                    </span>
                    })}
                </td>
            }
        })
        .collect_view()
}

/// The scoresheet of every player of a Kniffel or Extreme game.
#[component]
pub fn Scoresheet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let ctx = expect_context::<SheetCtx>();
    let kids = use_context::<SumCtx>();
    let sg = ctx.sg;
    let variant = sg.with_untracked(|s| s.variant());
    let boxes = variant.boxes();
    let (bonus_at, bonus_points) = variant.upper_bonus_rule();
    let n = ctx.players.count();
    let extreme = variant == Variant::Extreme;
    let classic = matches!(variant, Variant::Classic { .. });
    let has_bonus = variant.has_upper_bonus();
    let kind = variant.kind();

    let col_classes = move |p: usize| column_of(ctx, p);
    // One cell per player, not a colspan: hidden columns (phone) must not keep width.
    let blank_cells = move || {
        (0..n)
            .map(|p| {
                let cls = col_classes(p);
                view! { <td class=cls></td> }
            })
            .collect_view()
    };
    let row = move |b: BoxId| {
        view! {
            <tr class="box-row" data-box=b.id()>
                <th scope="row" class="box-label">
                    <span class="box-name">
                        {b.upper_face().map(|f| view! { <MiniDie face=f/> })}
                        {move || lang.get().box_label(b)}
                    </span>
                    {(!b.is_upper()).then(|| view! { <span class="box-hint">{move || lang.get().game_box_hint(kind, b)}</span> })}
                </th>
                {(0..n)
                    .map(|p| view! { <ScoreCell box_id=b player=p class=col_classes(p)/> })
                    .collect_view()}
            </tr>
        }
    };
    let per_player = move |f: fn(&crate::engine::SheetGame, usize) -> String,
                           class: &'static str| {
        (0..n)
            .map(move |p| {
                let cls = col_classes(p);
                view! { <td class=move || format!("{} {class}", cls())>{move || sg.with(|s| f(s, p))}</td> }
            })
            .collect_view()
    };

    view! {
        <table
            class="sheet"
            class:switchable={ n > PHONE_COLUMNS }
            class:crowded={ n >= CROWDED_COLUMNS }
            class:extreme=extreme
            class:long-hints={ !classic && !extreme }
            style=format!("--players: {n}")
        >
            <caption class="sr-only">{move || lang.get().scoresheet()}</caption>
            <thead>
                <tr>
                    <th scope="col" class="corner">
                        <span class="sr-only">{move || lang.get().players()}</span>
                    </th>
                    {(0..n)
                        .map(|p| {
                            let name = ctx.players.name(p);
                            let bot = ctx.players.is_bot(p);
                            let chips = Signal::derive(move || sg.with(|s| s.players()[p].chips));
                            let cls = col_classes(p);
                            view! {
                                <PlayerHead name=name bot=bot seat=p class=Signal::derive(cls)>
                                    {extreme.then(|| view! { <ChipRack count=chips of=CHIPS_PER_PLAYER/> })}
                                </PlayerHead>
                            }
                        })
                        .collect_view()}
                </tr>
            </thead>
            <tbody class="upper">
                <tr class="section-row">
                    <th scope="rowgroup">{move || lang.get().upper_section()}</th>
                    {blank_cells()}
                </tr>
                {boxes.iter().copied().filter(|b| b.is_upper()).map(row).collect_view()}
                {has_bonus.then(|| view! {
                <tr class="sum-row">
                    <th scope="row">{move || lang.get().upper_sum()}</th>
                    {upper_sum_cells(ctx, lang, bonus_at)}
                </tr>
                <tr class="bonus-row">
                    <th scope="row">{move || lang.get().bonus(bonus_at, bonus_points)}</th>
                    {(0..n)
                        .map(|p| {
                            let cls = col_classes(p);
                            let bonus = move || sg.with(|s| {
                                let sheet = &s.players()[p].sheet;
                                let bonus = s.variant().upper_bonus(sheet);
                                let upper_done = sheet.open_in(s.variant().boxes()).all(|b| !b.is_upper());
                                if (bonus > 0 || upper_done) && !kids_adding(kids, p) { bonus.to_string() } else { String::new() }
                            });
                            view! { <td class=move || format!("{} bonus", cls())>{bonus}</td> }
                        })
                        .collect_view()}
                </tr>
                })}
            </tbody>
            <tbody class="lower">
                <tr class="section-row">
                    <th scope="rowgroup">{move || lang.get().lower_section()}</th>
                    {blank_cells()}
                </tr>
                {boxes.iter().copied().filter(|b| !b.is_upper()).map(row).collect_view()}
                {classic
                    .then(|| {
                        view! {
                            <tr class="bonus-row">
                                <th scope="row">{move || lang.get().kniffel_bonus()}</th>
                                {per_player(
                                    |s, p| match s.players()[p].kniffel_bonus {
                                        0 => String::new(),
                                        b => b.to_string(),
                                    },
                                    "kniffel-bonus",
                                )}
                            </tr>
                        }
                    })}
            </tbody>
            <tfoot>
                {sg.with_untracked(|s| s.players().iter().any(|p| p.head_start > 0)).then(|| view! {
                    <HeadStartRow
                        players=n
                        class_of=Callback::new(move |p| col_classes(p)())
                        head_of=Callback::new(move |p: usize| sg.with(|s| s.players()[p].head_start))
                    />
                })}
                <TotalRow
                    players=n
                    class_of=Callback::new(move |p| col_classes(p)())
                    total_of=Callback::new(move |p| sg.with(|s| s.total(p)))
                />
            </tfoot>
        </table>
    }
}
