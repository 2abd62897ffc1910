//! The new-game screen: which game, who plays (names, human or computer), app dice or
//! real dice, and under "More options" the house rules and a game number (the seed).

use crate::engine::game::{
    BotKind, DiceSource, GameId, GameKind, Options, PlayerSetup, Setup, MAX_NAME_CHARS,
    RULES_VERSION,
};
use crate::engine::rng::GameRng;
use crate::engine::scoresheet::classic::RuleSet;
use crate::lang::{Lang, SeatDraft};
use crate::ui::pages::player_row::{PlayerDraft, PlayerRow, Who};
use crate::ui::remote::table::Table;
use crate::ui::shared::shown::{shown, shown_or};
use crate::ui::state::{AppState, News};
use leptos::prelude::*;

/// The games that have a screen (see `game_screen.rs`).
pub const OFFERED: [GameKind; 4] = GameKind::ALL;

#[component]
pub fn NewGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let table = expect_context::<Table>();
    let lang = state.lang;

    // Start from the last game's choices: families tend to play the same way again.
    let last = state.game.get_untracked().map(|g| g.setup().clone());
    let kind = RwSignal::new(
        last.as_ref()
            .map(|s| s.kind)
            .filter(|k| OFFERED.contains(k))
            .unwrap_or(GameKind::Classic),
    );
    let next_id = StoredValue::new(0u32);
    let draft = move |name: String, bot: Option<BotKind>| {
        // A name the app gave (a last game's "Player 2" or "Pip") comes back as an empty
        // field: the placeholder shows it, and the player types over nothing.
        let seat = next_id.get_value() as usize;
        // (in any language: the app's language may have changed since).
        let given = Lang::ALL
            .into_iter()
            .any(|l| l.is_default_seat_name(&name, seat, bot));
        let name = if given { String::new() } else { name };
        let id = next_id.get_value();
        next_id.set_value(id + 1);
        // Games from before the levels name the greedy player: offered as Normal.
        let level = match bot {
            Some(b) if BotKind::LEVELS.contains(&b) => b,
            _ => BotKind::Normal,
        };
        PlayerDraft {
            id,
            name: RwSignal::new(name),
            who: RwSignal::new(if bot.is_some() {
                Who::Computer
            } else {
                Who::Human
            }),
            level: RwSignal::new(level),
        }
    };
    let initial: Vec<PlayerDraft> = match &last {
        Some(s) => s
            .players
            .iter()
            .map(|p| draft(p.name.clone(), p.bot))
            .collect(),
        None => vec![draft(String::new(), None)],
    };
    let players = RwSignal::new(initial);
    // Players of a game for more seats, put aside when a game for fewer is chosen: they
    // come back when the seats are there again (never deleted behind the player's back).
    let aside = RwSignal::new(Vec::<PlayerDraft>::new());
    // The name each seat gets if its field stays empty (its placeholder), by draft id.
    let defaults = Memo::new(move |_| {
        players.with(|ps| {
            let typed: Vec<String> = ps.iter().map(|p| p.name.get()).collect();
            let seats: Vec<SeatDraft> = ps
                .iter()
                .zip(&typed)
                .map(|(p, typed)| SeatDraft {
                    typed,
                    bot: p.bot_tracked(),
                })
                .collect();
            let names = lang.get().seat_defaults(&seats);
            ps.iter()
                .map(|p| p.id)
                .zip(names)
                .collect::<Vec<(u32, String)>>()
        })
    });
    let default_of = move |id: u32| {
        defaults.with(|d| {
            d.iter()
                .find(|(i, _)| *i == id)
                .map(|(_, n)| n.clone())
                .unwrap_or_default()
        })
    };
    // The name the game will give the player: as typed, or the seat's default.
    let name_of = move |p: PlayerDraft| {
        let typed = p.name.get();
        if typed.trim().is_empty() {
            default_of(p.id)
        } else {
            typed.trim().to_string()
        }
    };
    let options = last.as_ref().map(|s| s.options).unwrap_or_default();
    let rule_set = RwSignal::new(options.rule_set);
    let joker = RwSignal::new(options.joker);
    let announce_yourself = RwSignal::new(options.announce_yourself);
    let manual = RwSignal::new(last.as_ref().is_some_and(|s| s.dice == DiceSource::Manual));
    let seed_text = RwSignal::new(String::new());
    // "More options" opens by itself when something in it is not the default.
    let more_open = options.rule_set != RuleSet::default()
        || options.joker != Options::default().joker
        || options.announce_yourself != Options::default().announce_yourself;
    // The player (draft id) chosen to begin; None: drawn by lot at the start.
    let starter = RwSignal::new(None::<u32>);
    let error = RwSignal::new(None::<String>);

    let max_players = move || *kind.get().players().end();
    let min_players = move || *kind.get().players().start();

    let choose_kind = move |k: GameKind| {
        kind.set(k);
        let (min, max) = (*k.players().start(), *k.players().end());
        let extra = players.with_untracked(|ps| ps.len().saturating_sub(max));
        if extra > 0 {
            let mut gone = Vec::new();
            players.update(|ps| gone = ps.split_off(max));
            if starter.with_untracked(|s| s.is_some_and(|id| gone.iter().any(|p| p.id == id))) {
                starter.set(None);
            }
            aside.update(|a| {
                gone.append(a);
                *a = gone;
            });
        }
        // Seats free again: the players put aside come back first, in their order.
        while players.with_untracked(|ps| ps.len()) < max && aside.with_untracked(|a| !a.is_empty())
        {
            let mut back = None;
            aside.update(|a| back = Some(a.remove(0)));
            if let Some(p) = back {
                players.update(|ps| ps.push(p));
            }
        }
        // Karten-Kniffel needs two players: bring in the next one.
        while players.with_untracked(|ps| ps.len()) < min {
            let p = draft(String::new(), None);
            players.update(|ps| ps.push(p));
        }
    };
    let add_player = move || {
        let n = players.with_untracked(|ps| ps.len());
        if n < max_players() {
            let p = draft(String::new(), None);
            players.update(|ps| ps.push(p));
        }
    };
    let remove_player = Callback::new(move |id: u32| {
        let min = min_players();
        players.update(|ps| {
            if ps.len() > min {
                ps.retain(|p| p.id != id);
            }
        });
    });

    let start_player = move || {
        let ids: Vec<u32> = players.with_untracked(|ps| ps.iter().map(|p| p.id).collect());
        starter
            .get_untracked()
            .and_then(|id| ids.iter().position(|&p| p == id))
            .unwrap_or_else(|| (GameRng::os_seed() % ids.len().max(1) as u64) as usize)
    };
    let start = move || {
        let (seed, chosen_seed) = match seed_text.with_untracked(|s| s.trim().to_string()) {
            s if s.is_empty() => (GameRng::os_seed(), false),
            s => match s.parse::<u64>() {
                Ok(n) => (n, true),
                Err(_) => {
                    error.set(Some(lang.get_untracked().seed_invalid().to_string()));
                    return;
                }
            },
        };
        // The fields take no more, but a longer name can still arrive (a script, an older
        // game's name): refused, not cut, so the player sees the name the game would get.
        let too_long = players.with_untracked(|ps| {
            ps.iter()
                .position(|p| p.name.with_untracked(|n| n.trim().chars().count()) > MAX_NAME_CHARS)
        });
        if let Some(i) = too_long {
            error.set(Some(
                lang.get_untracked()
                    .player_name_too_long(i + 1, MAX_NAME_CHARS),
            ));
            return;
        }
        let setup = Setup {
            kind: kind.get_untracked(),
            rules_version: RULES_VERSION,
            players: players.with_untracked(|ps| {
                ps.iter()
                    .map(|p| PlayerSetup {
                        name: untrack(|| name_of(*p)),
                        bot: p.bot_kind(),
                    })
                    .collect()
            }),
            options: Options {
                rule_set: rule_set.get_untracked(),
                joker: joker.get_untracked(),
                announce_yourself: announce_yourself.get_untracked(),
            },
            seed,
            start_player: start_player(),
            chosen_seed,
            daily: None,
            id: GameId::random(),
            dice: kind.get_untracked().dice_source(manual.get_untracked()),
        };
        let phones: Vec<(usize, String)> = setup
            .players
            .iter()
            .enumerate()
            .zip(players.with_untracked(|ps| {
                ps.iter()
                    .map(|p| p.who.get_untracked() == Who::Phone)
                    .collect::<Vec<_>>()
            }))
            .filter(|(_, phone)| *phone)
            .map(|((seat, p), _)| (seat, p.name.clone()))
            .collect();
        match state.start(setup) {
            Ok(()) => {
                error.set(None);
                table.invite_all(phones);
            }
            Err(r) => error.set(Some(lang.get_untracked().refusal(&r))),
        }
    };
    let replaces = move || {
        state
            .game
            .with(|g| g.as_ref().is_some_and(|g| !g.is_over()))
    };
    // A refusal from elsewhere is not this screen's business.
    state.news.set(None::<News>);

    view! {
        <form
            class="newgame"
            on:submit=move |ev| {
                ev.prevent_default();
                start();
            }
        >
            <h1>{move || lang.get().new_game()}</h1>

            <fieldset class="card">
                <legend>{move || lang.get().choose_game()}</legend>
                <div class="game-choice">
                    {OFFERED
                        .into_iter()
                        .map(|k| {
                            view! {
                                <label class="game-option" class:selected=move || kind.get() == k>
                                    <input
                                        type="radio"
                                        name="kind"
                                        prop:checked=move || kind.get() == k
                                        on:change=move |_| choose_kind(k)
                                    />
                                    <span class="game-option-name">{move || lang.get().game_name(k)}</span>
                                    <span class="game-option-blurb">{move || lang.get().game_blurb(k)}</span>
                                    <span class="game-option-range">
                                        {move || {
                                            lang.get().players_range(*k.players().start(), *k.players().end())
                                        }}
                                    </span>
                                </label>
                            }
                        })
                        .collect_view()}
                </div>
            </fieldset>

            <fieldset class="card">
                <legend>
                    {move || lang.get().players()} " "
                    <span class="muted">
                        {move || lang.get().players_range(min_players(), max_players())}
                    </span>
                </legend>
                <ol class="player-list">
                    // Rebuilt when a player is added or removed (names are signals of
                    // their own, so typing rebuilds nothing).
                    {move || {
                        players
                            .get()
                            .into_iter()
                            .map(|p| view! {
                                <PlayerRow
                                    player=p
                                    index=Signal::derive(move || {
                                        players.with(|ps| ps.iter().position(|x| x.id == p.id).unwrap_or(0))
                                    })
                                    default_name=Signal::derive(move || default_of(p.id))
                                    removable=Signal::derive(move || players.with(|ps| ps.len() > min_players()))
                                    on_remove=remove_player
                                />
                            })
                            .collect_view()
                    }}
                </ol>
                <button
                    type="button"
                    class="btn ghost add-player"
                    disabled=move || { players.with(|ps| ps.len()) >= max_players() }
                    on:click=move |_| add_player()
                >
                    "+ " {move || lang.get().add_player()}
                </button>
                <p class="hint kept-aside" role="status">
                    {move || {
                        aside
                            .with(|a| {
                                (!a.is_empty())
                                    .then(|| {
                                        let names: Vec<String> = a.iter().map(|p| name_of(*p)).collect();
                                        lang.get().players_kept_aside(&names.join(", "))
                                    })
                            })
                    }}
                </p>
            </fieldset>

            {shown(
                move || players.with(|ps| ps.len()) > 1,
                move || view! {
                    <fieldset class="card who-starts">
                        <legend>{move || lang.get().who_starts()}</legend>
                        <label class="choice">
                            <input
                                type="radio"
                                name="starter"
                                prop:checked=move || starter.get().is_none()
                                on:change=move |_| starter.set(None)
                            />
                            <span>
                                {move || lang.get().start_drawn()} " "
                                <em class="default-mark">{move || lang.get().default_marker()}</em>
                            </span>
                        </label>
                        {move || {
                            players
                                .get()
                                .into_iter()
                                .map(|p| view! {
                                    <label class="choice">
                                        <input
                                            type="radio"
                                            name="starter"
                                            prop:checked=move || starter.get() == Some(p.id)
                                            on:change=move |_| starter.set(Some(p.id))
                                        />
                                        <span>{move || name_of(p)}</span>
                                    </label>
                                })
                                .collect_view()
                        }}
                        <p class="hint">{move || lang.get().who_starts_hint(kind.get())}</p>
                    </fieldset>
                }
                .into_any(),
            )}

            <fieldset class="card">
                <legend>
                    {move || {
                        if !kind.get().has_dice() {
                            lang.get().cards_shuffle()
                        } else {
                            lang.get().dice_source()
                        }
                    }}
                </legend>
                {shown_or(
                    move || kind.get().has_dice(),
                    move || view! {
                        <label class="choice">
                            <input
                                type="radio"
                                name="dice"
                                prop:checked=move || !manual.get()
                                on:change=move |_| manual.set(false)
                            />
                            <span>
                                {move || lang.get().app_dice()} " "
                                <em class="default-mark">{move || lang.get().default_marker()}</em>
                            </span>
                        </label>
                        <label class="choice">
                            <input
                                type="radio"
                                name="dice"
                                prop:checked=move || manual.get()
                                on:change=move |_| manual.set(true)
                            />
                            <span>{move || lang.get().real_dice()}</span>
                        </label>
                    }
                    .into_any(),
                    move || view! { <p class="choice">{move || lang.get().cards_dealt_by_app()}</p> }.into_any(),
                )}
            </fieldset>

            <details class="card more-options" open=more_open>
                <summary>
                    <span class="more-options-title">{move || lang.get().more_options()}</span>
                    <span class="muted">{move || lang.get().more_options_what()}</span>
                </summary>
                {shown(
                    move || kind.get().has_scoring_rules(),
                    move || view! {
                        <fieldset class="house-rules">
                            <legend>{move || lang.get().house_rules()}</legend>
                            <p class="field-title">{move || lang.get().rule_set()}</p>
                            {[RuleSet::Kniffel, RuleSet::Yahtzee]
                                .into_iter()
                                .map(|rs| {
                                    view! {
                                        <label class="choice">
                                            <input
                                                type="radio"
                                                name="ruleset"
                                                prop:checked=move || rule_set.get() == rs
                                                on:change=move |_| rule_set.set(rs)
                                            />
                                            <span>
                                                {move || match rs {
                                                    RuleSet::Kniffel => lang.get().rule_set_kniffel(),
                                                    RuleSet::Yahtzee => lang.get().rule_set_yahtzee(),
                                                }}
                                                {move || {
                                                    (rs == RuleSet::default())
                                                        .then(|| {
                                                            view! {
                                                                " " <em class="default-mark">
                                                                    {lang.get().default_marker()}
                                                                </em>
                                                            }
                                                        })
                                                }}
                                            </span>
                                        </label>
                                    }
                                })
                                .collect_view()}
                            <label class="choice check">
                                <input
                                    type="checkbox"
                                    prop:checked=move || joker.get()
                                    on:change=move |_| joker.update(|j| *j = !*j)
                                />
                                <span>
                                    {move || lang.get().joker()} " "
                                    <em class="default-mark">{move || lang.get().default_on()}</em>
                                </span>
                            </label>
                        </fieldset>
                    }
                    .into_any(),
                )}

                {shown(
                    move || kind.get().has_announce_yourself(),
                    move || view! {
                        <fieldset class="house-rules">
                            <legend>{move || lang.get().house_rules()}</legend>
                            <label class="choice check">
                                <input
                                    type="checkbox"
                                    prop:checked=move || announce_yourself.get()
                                    on:change=move |_| announce_yourself.update(|a| *a = !*a)
                                />
                                <span>
                                    {move || lang.get().announce_yourself_option()} " "
                                    <em class="default-mark">{move || lang.get().default_off()}</em>
                                </span>
                            </label>
                        </fieldset>
                    }
                    .into_any(),
                )}
                    {shown(
                    move || kind.get().dice_source(manual.get()) == DiceSource::Random,
                    move || view! {
                        <label class="seed">
                            <span class="field-title">{move || lang.get().seed()}</span>
                            <input
                                type="text"
                                inputmode="numeric"
                                autocomplete="off"
                                prop:value=move || seed_text.get()
                                on:input=move |ev| seed_text.set(event_target_value(&ev))
                            />
                            <span class="hint">{move || lang.get().seed_hint()}</span>
                        </label>
                    }
                    .into_any(),
                )}
            </details>

            {shown(
                replaces,
                move || view! {
                    <p class="hint center">{move || lang.get().replaces_saved()}</p>
                }
                .into_any(),
            )}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <button type="submit" class="btn primary big start-btn">
                {move || lang.get().start_game()}
            </button>
        </form>
    }
}
