//! "Fair start" on the new-game form (scoresheet games): a switch that gives each player
//! a head start from the coach's measure of their last games (`stats::fair_start`), the
//! summary "Fair start: Opa +0, Mia +38", a note for each player without reviewed games,
//! and a number field per player to change a head start by hand. The reviews need the
//! exact tables: the brain's worker answers them, one question per game, never the page.

use crate::brain::{Answer, Question};
use crate::engine::{GameKind, MAX_HEAD_START};
use crate::stats::fair_start::{games_to_review, head_starts, measure, Measured, Reviewed};
use crate::ui::pages::new_game::form::NewGameForm;
use crate::ui::pages::player_row::PlayerDraft;
use crate::ui::state::{use_actions, use_history, Actions, SessionHistory};
use leptos::prelude::*;

/// The switch and the head starts, by draft id (`Copy`).
#[derive(Clone, Copy)]
pub struct FairStart {
    /// The switch.
    pub on: RwSignal<bool>,
    /// Each draft's head start (draft id, points).
    pub heads: RwSignal<Vec<(u32, u32)>>,
    /// The names measured and how (None while the brain reviews).
    pub measured: RwSignal<Option<Vec<(String, Measured)>>>,
    /// Counts the measuring runs: answers of an older run are dropped.
    run: StoredValue<u32>,
}

impl FairStart {
    /// Off, nobody ahead.
    pub fn new() -> FairStart {
        FairStart {
            on: RwSignal::new(false),
            heads: RwSignal::new(Vec::new()),
            measured: RwSignal::new(None),
            run: StoredValue::new(0),
        }
    }

    /// The head starts by seat for `players` (empty while the switch is off).
    pub fn values(&self, players: &[PlayerDraft]) -> Vec<u32> {
        if !self.on.get_untracked() {
            return Vec::new();
        }
        players.iter().map(|p| self.head_of(p.id)).collect()
    }

    /// Draft `id`'s head start (untracked).
    fn head_of(&self, id: u32) -> u32 {
        self.heads
            .with_untracked(|h| h.iter().find(|(i, _)| *i == id).map_or(0, |(_, v)| *v))
    }

    /// Sets draft `id`'s head start.
    fn set(&self, id: u32, points: u32) {
        self.heads.update(|h| {
            h.retain(|(i, _)| *i != id);
            h.push((id, points.min(MAX_HEAD_START)));
        });
    }
}

impl Default for FairStart {
    fn default() -> FairStart {
        FairStart::new()
    }
}

/// Measures the players of `form` (their names now) from the history, in the brain's
/// worker, and sets each one's head start when every review is in.
fn measure_players(form: NewGameForm, kind: GameKind, history: SessionHistory, actions: Actions) {
    let fair = form.fair;
    let drafts = form.players.get_untracked();
    let names: Vec<String> = drafts.iter().map(|p| form.name_of(*p)).collect();
    let run = fair.run.get_value() + 1;
    fair.run.set_value(run);
    fair.measured.set(None);
    let saves: Vec<String> = history.with_untracked(|h| {
        games_to_review(h.games(), kind, &names)
            .into_iter()
            .filter_map(|k| k.replay()?.ok())
            .map(|g| crate::engine::write_save(&g))
            .collect()
    });
    let answers = StoredValue::new(vec![None::<Reviewed>; saves.len()]);
    let left = StoredValue::new(saves.len());
    let done = move || {
        let reviewed: Vec<Reviewed> = answers.with_value(|a| a.iter().flatten().cloned().collect());
        let measured = measure(&names, &reviewed);
        for (p, head) in drafts.iter().zip(head_starts(&measured)) {
            fair.set(p.id, head);
        }
        fair.measured
            .set(Some(names.iter().cloned().zip(measured).collect()));
    };
    if saves.is_empty() {
        return done();
    }
    let done = StoredValue::new(Some(done));
    for (i, save) in saves.into_iter().enumerate() {
        let seats = crate::engine::Game::from_json(&save).map(|g| g.setup().players.clone());
        actions.brain.ask(Question::Review { save }, move |answer| {
            if fair.run.get_value() != run {
                return;
            }
            if let (Answer::Review(reviews), Ok(seats)) = (answer, &seats) {
                let game: Reviewed = reviews
                    .iter()
                    .filter_map(|r| Some((seats.get(r.player)?.name.clone(), r.lost)))
                    .collect();
                answers.update_value(|a| a[i] = Some(game));
            }
            left.update_value(|n| *n = n.saturating_sub(1));
            if left.get_value() == 0 {
                if let Some(done) = done.try_update_value(Option::take).flatten() {
                    done();
                }
            }
        });
    }
}

/// The switch, the summary, the notes and the number fields.
#[component]
pub fn FairStartCard(
    /// The new-game form: its game, players and fair start.
    form: NewGameForm,
) -> impl IntoView {
    let NewGameForm {
        lang, kind, fair, ..
    } = form;
    let (history, actions) = (use_history(), use_actions());
    // Measured again when switched on, and when the game or a name changes while on.
    Effect::new(move |_| {
        let names: Vec<String> = form
            .players
            .get()
            .iter()
            .map(|p| form.name_of(*p))
            .collect();
        if fair.on.get() && !names.is_empty() {
            measure_players(form, kind.get(), history, actions);
        }
    });
    let summary = move || {
        let list = form
            .players
            .get()
            .iter()
            .map(|p| {
                let head = fair
                    .heads
                    .with(|h| h.iter().find(|(i, _)| *i == p.id).map_or(0, |(_, v)| *v));
                format!("{} +{head}", form.name_of(*p))
            })
            .collect::<Vec<_>>()
            .join(", ");
        lang.get().fair_start_summary(&list)
    };
    let notes = move || {
        let l = lang.get();
        match fair.measured.get() {
            None => vec![l.fair_start_measuring().to_string()],
            Some(m) => m
                .iter()
                .filter(|(_, m)| m.mean_lost.is_none())
                .map(|(name, _)| l.fair_start_no_history(name))
                .collect(),
        }
    };
    let fields = move || {
        form.players
            .get()
            .into_iter()
            .map(|p| {
                view! {
                    <label class="head-start">
                        <span>{move || lang.get().head_start_for(&form.name_of(p))}</span>
                        <input
                            type="number"
                            min="0"
                            max="999"
                            step="1"
                            inputmode="numeric"
                            prop:value=move || {
                                fair.heads.with(|h| h.iter().find(|(i, _)| *i == p.id).map_or(0, |(_, v)| *v)).to_string()
                            }
                            on:change=move |ev| {
                                let typed = event_target_value(&ev).trim().parse::<u32>().unwrap_or(0);
                                fair.set(p.id, typed);
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    };
    view! {
        <fieldset class="card fair-start">
            <label class="choice check">
                <input
                    type="checkbox"
                    prop:checked=move || fair.on.get()
                    on:change=move |_| fair.on.update(|o| *o = !*o)
                />
                <span>{move || lang.get().fair_start()}</span>
            </label>
            <p class="hint">{move || lang.get().fair_start_what()}</p>
            {move || fair.on.get().then(|| view! {
                <p class="fair-start-summary" aria-live="polite">{summary}</p>
                {move || notes().into_iter().map(|n| view! { <p class="hint">{n}</p> }).collect_view()}
                <div class="head-starts">{fields}</div>
            })}
        </fieldset>
    }
}
