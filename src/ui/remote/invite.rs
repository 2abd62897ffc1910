//! The table's invitations, shown instead of the game while a phone seat is not
//! connected: per seat a QR code and link to open on the phone, the same invitation as
//! text, and where the phone's answer goes in; or the seat taken over on the table.
//! Above the game, the phones out of reach for now (`AwayPhones`).

use crate::ui::remote::pairing;
use crate::ui::remote::qr_image::QrImage;
use crate::ui::remote::scanner::QrScanner;
use crate::ui::remote::table::{Pairing, PhoneSeat, Table, Trouble};
use crate::ui::state::use_lang;
use leptos::prelude::*;

/// The invitation cards of the phone seats not connected, one per seat.
#[component]
pub fn Invitations() -> impl IntoView {
    let lang = use_lang();
    let table = expect_context::<Table>();
    // One card per seat, rebuilt when a seat comes, goes or gets a new invitation.
    let cards = Memo::new(move |_| {
        table.seats.with(|s| {
            s.iter()
                .filter(|p| p.pairing != Pairing::Connected)
                .map(|p| (p.seat, p.name.clone(), p.pairing.code().map(str::to_string)))
                .collect::<Vec<_>>()
        })
    });
    let connected = move || {
        let l = lang.get();
        table.seats.with(|s| {
            s.iter()
                .filter(|p| p.pairing == Pairing::Connected)
                .map(|p| view! { <p class="invite-status" role="status">{l.phone_connected(&p.name)}</p> })
                .collect_view()
        })
    };
    view! {
        <section class="invitations card">
            <h1>{move || lang.get().phones_title()}</h1>
            <p class="hint">{move || lang.get().phones_help()}</p>
            {connected}
            {move || {
                cards
                    .get()
                    .into_iter()
                    .map(|(seat, name, code)| view! { <Invitation seat=seat name=name code=code/> })
                    .collect_view()
            }}
        </section>
    }
}

/// The seat's entry as it is now.
fn entry(table: Table, seat: usize) -> Option<PhoneSeat> {
    table
        .seats
        .with(|s| s.iter().find(|p| p.seat == seat).cloned())
}

#[component]
fn Invitation(seat: usize, name: String, code: Option<String>) -> impl IntoView {
    let lang = use_lang();
    let table = expect_context::<Table>();
    let answer = RwSignal::new(String::new());
    let n = StoredValue::new(name);
    let name = move || n.get_value();
    let status = move || {
        let l = lang.get();
        let p = entry(table, seat)?;
        let words = match (&p.trouble, &p.pairing) {
            (Some(Trouble::Unreachable), _) => l.phone_unreachable(&name()),
            (Some(Trouble::NotAnAnswer(None)), _) => l.not_an_answer(&name()),
            (Some(Trouble::NotAnAnswer(Some(e)) | Trouble::NoCode(e)), _) => l.code_error(e),
            (Some(Trouble::NoWebRtc), _) => l.no_webrtc().to_string(),
            (None, Pairing::Preparing) => l.preparing_invitation().to_string(),
            (None, Pairing::Connecting { .. }) => l.connecting_phone().to_string(),
            (None, Pairing::Connected) => l.phone_connected(&name()),
            (None, Pairing::Inviting { .. }) => return None,
        };
        let trouble = p.trouble.is_some();
        let role = if trouble { "alert" } else { "status" };
        Some(view! { <p class="invite-status" class:error=trouble role=role>{words}</p> })
    };
    let invitation = code.map(|code| {
        let link = pairing::invitation_link(&code);
        let qr_text = link.clone();
        view! {
            <div class="invite-body">
                <QrImage text=qr_text alt=Signal::derive(move || lang.get().qr_invite_alt(&name()))/>
                <div class="invite-fields">
                    <a class="invite-link" href=link target="_blank" rel="noopener">
                        {move || lang.get().invitation_link_for(&name())}
                    </a>
                    <label class="code-field">
                        <span class="field-title">{move || lang.get().invitation_code_for(&name())}</span>
                        <textarea
                            readonly
                            rows="4"
                            class="code"
                            aria-label=move || lang.get().invitation_code_for(&name())
                            prop:value=code
                        ></textarea>
                    </label>
                    <form
                        class="answer-form"
                        on:submit=move |ev| {
                            ev.prevent_default();
                            table.connect(seat, &answer.get_untracked());
                        }
                    >
                        <label class="code-field">
                            <span class="field-title">{move || lang.get().answer_code_from(&name())}</span>
                            <textarea
                                rows="3"
                                class="code"
                                autocomplete="off"
                                aria-label=move || lang.get().answer_code_from(&name())
                                prop:value=move || answer.get()
                                on:input=move |ev| answer.set(event_target_value(&ev))
                            ></textarea>
                        </label>
                        <div class="answer-buttons">
                            <button type="submit" class="btn primary">
                                {move || lang.get().connect_player(&name())}
                            </button>
                        </div>
                        <QrScanner
                            label=Signal::derive(move || lang.get().scan_answer_of(&name()))
                            on_found=Callback::new(move |text: String| {
                                answer.set(text.clone());
                                table.connect(seat, &text);
                            })
                        />
                    </form>
                </div>
            </div>
        }
    });
    view! {
        <section class="invitation" role="group" aria-label=move || lang.get().invite_player(&name())>
            <h2>{move || lang.get().invite_player(&name())}</h2>
            {invitation}
            {status}
            <div class="invite-actions">
                {move || {
                    entry(table, seat)
                        .is_some_and(|p| p.trouble == Some(Trouble::Unreachable))
                        .then(|| view! {
                            <button type="button" class="btn ghost" on:click=move |_| table.invite(seat)>
                                {move || lang.get().new_invitation()}
                            </button>
                        })
                }}
                <button type="button" class="btn ghost" on:click=move |_| table.play_here(seat)>
                    {move || lang.get().play_here(&name())}
                </button>
            </div>
        </section>
    }
}

/// Above the table's game, kept in sight: which phones are out of reach for now (the
/// game goes on; a phone that stays away is invited again).
#[component]
pub fn AwayPhones() -> impl IntoView {
    let lang = use_lang();
    let table = expect_context::<Table>();
    let away = Memo::new(move |_| {
        table.seats.with(|s| {
            s.iter()
                .filter(|p| p.away && p.pairing == Pairing::Connected)
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        })
    });
    move || {
        let names = away.get();
        (!names.is_empty()).then(|| {
            view! {
                <div class="away-notes">
                    {names
                        .into_iter()
                        .map(|name| view! {
                            <p class="phone-status away" role="status">
                                <span class="phone-dot" aria-hidden="true"></span>
                                {move || lang.get().phone_away(&name)}
                            </p>
                        })
                        .collect_view()}
                </div>
            }
        })
    }
}
