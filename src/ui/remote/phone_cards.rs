//! What the phone screen shows at each stage (`phone.rs` decides which): the form that
//! takes an invitation, the answer for the table to read, the game while playing with the
//! line that says whether the table is in reach, and the note that the table runs another
//! build.

use crate::ui::game_screen::GameScreen;
use crate::ui::i18n::Lang;
use crate::ui::remote::qr_image::QrImage;
use crate::ui::remote::scanner::QrScanner;
use leptos::prelude::*;

/// The invitation, typed, pasted or scanned.
#[component]
pub fn JoinForm(
    /// The language of the phone's words.
    lang: RwSignal<Lang>,
    /// The code field.
    typed: RwSignal<String>,
    /// Why the last code was refused, in words.
    bad_code: RwSignal<Option<String>>,
    /// Joins with a code.
    on_join: Callback<String>,
) -> impl IntoView {
    view! {
        <form
            class="join card"
            on:submit=move |ev| {
                ev.prevent_default();
                on_join.run(typed.get_untracked());
            }
        >
            <h1>{move || lang.get().join_table()}</h1>
            <p class="hint">{move || lang.get().join_help()}</p>
            <label class="code-field">
                <span class="field-title">{move || lang.get().invitation_code()}</span>
                <textarea
                    rows="4"
                    class="code"
                    autocomplete="off"
                    aria-label=move || lang.get().invitation_code()
                    prop:value=move || typed.get()
                    on:input=move |ev| typed.set(event_target_value(&ev))
                ></textarea>
            </label>
            {move || bad_code.get().map(|words| view! { <p class="error" role="alert">{words}</p> })}
            <button type="submit" class="btn primary big">{move || lang.get().join()}</button>
            <QrScanner
                label=Signal::derive(move || lang.get().scan_invitation().to_string())
                on_found=Callback::new(move |text: String| {
                    typed.set(text.clone());
                    on_join.run(text);
                })
            />
        </form>
    }
}

/// The answer being made (`code` None), then shown for the table to read.
#[component]
pub fn AnswerCard(
    /// The language of the phone's words.
    lang: RwSignal<Lang>,
    /// The answer code for the table, once made.
    code: Option<String>,
) -> impl IntoView {
    match code {
        None => view! {
            <section class="join card">
                <h1>{move || lang.get().join_table()}</h1>
                <p role="status">{move || lang.get().preparing_invitation()}</p>
            </section>
        }
        .into_any(),
        Some(code) => {
            let qr_text = code.clone();
            view! {
                <section class="join card">
                    <h1>{move || lang.get().answer_code()}</h1>
                    <p class="hint">{move || lang.get().answer_help()}</p>
                    <QrImage text=qr_text alt=Signal::derive(move || lang.get().qr_answer_alt().to_string())/>
                    <label class="code-field">
                        <span class="field-title">{move || lang.get().answer_code()}</span>
                        <textarea
                            readonly
                            rows="4"
                            class="code"
                            aria-label=move || lang.get().answer_code()
                            prop:value=code
                        ></textarea>
                    </label>
                    <p class="hint" role="status">{move || lang.get().waiting_for_table()}</p>
                </section>
            }
            .into_any()
        }
    }
}

/// Playing: whether the table is in reach and whom this phone plays, then the game.
#[component]
pub fn PhonePlay(
    /// The language of the phone's words.
    lang: RwSignal<Lang>,
    /// The table is out of reach for now.
    away: RwSignal<bool>,
    /// This phone's player's name, once the table said it.
    me: RwSignal<Option<String>>,
    /// The other players' seats.
    others: RwSignal<Vec<usize>>,
    /// A view of the game has come.
    has_view: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <div class="phone-play">
            <p class="phone-status" class:away=move || away.get() role="status">
                <span class="phone-dot" aria-hidden="true"></span>
                {move || {
                    let l = lang.get();
                    if away.get() { l.table_away() } else { l.connected_to_table() }
                }}
                {move || {
                    me.get()
                        .filter(|_| !away.get())
                        .map(|name| view! { " · " {lang.get().playing_as(&name)} })
                }}
            </p>
            {move || {
                // Rebuilt when the seats are known, so the screens see whose they are.
                others.track();
                has_view.get().then(|| view! { <GameScreen/> })
            }}
        </div>
    }
}

/// The table runs another build: reload to get it.
#[component]
pub fn ReloadCard(
    /// The language of the phone's words.
    lang: RwSignal<Lang>,
) -> impl IntoView {
    view! {
        <section class="join card">
            <p class="error" role="alert">{move || lang.get().other_build()}</p>
            <button
                type="button"
                class="btn primary big"
                on:click=move |_| {
                    let _ = window().location().reload();
                }
            >
                {move || lang.get().reload()}
            </button>
        </section>
    }
}
