//! Settings: language, colours, the computer players' pace, and the kept unreadable saves.

use crate::store::{self, Settings, Theme};
use crate::ui::i18n::Lang;
use crate::ui::shared::segmented::{Segmented, Words};
use crate::ui::shell::backup_notice::{download_name, download_url};
use crate::ui::state::AppState;
use leptos::prelude::*;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let settings = state.settings;
    let update = move |f: &dyn Fn(&mut Settings)| {
        let mut s = settings.get_untracked();
        f(&mut s);
        state.set_settings(s);
    };
    let backups = RwSignal::new(store::backups());
    let confirm = RwSignal::new(None::<String>);

    let lang_options: [(Option<Lang>, Words); 3] = [
        (None, |l| l.lang_auto()),
        (Some(Lang::De), |_| Lang::De.native_name()),
        (Some(Lang::En), |_| Lang::En.native_name()),
    ];
    let theme_options: [(Theme, Words); 3] = [
        (Theme::System, |l| l.theme_system()),
        (Theme::Light, |l| l.theme_light()),
        (Theme::Dark, |l| l.theme_dark()),
    ];

    view! {
        <div class="page settings">
            <h1>{move || lang.get().settings()}</h1>
            <fieldset class="card">
                <legend>{move || lang.get().language()}</legend>
                <Segmented
                    options=lang_options.to_vec()
                    value=Signal::derive(move || settings.with(|s| s.lang))
                    on_pick=Callback::new(move |c| update(&|s| s.lang = c))
                    label=Signal::derive(move || lang.get().language().to_string())
                    wide=true
                />
            </fieldset>
            <fieldset class="card">
                <legend>{move || lang.get().theme()}</legend>
                <Segmented
                    options=theme_options.to_vec()
                    value=Signal::derive(move || settings.with(|s| s.theme))
                    on_pick=Callback::new(move |c| update(&|s| s.theme = c))
                    label=Signal::derive(move || lang.get().theme().to_string())
                    wide=true
                />
            </fieldset>
            <fieldset class="card">
                <legend>{move || lang.get().bot_speed()}</legend>
                <Segmented
                    options=vec![(false, (|l: Lang| l.bot_speed_normal()) as Words), (true, |l: Lang| l.bot_speed_fast())]
                    value=Signal::derive(move || settings.with(|s| s.fast_bots))
                    on_pick=Callback::new(move |c| update(&|s| s.fast_bots = c))
                    label=Signal::derive(move || lang.get().bot_speed().to_string())
                    wide=true
                />
            </fieldset>
            <fieldset class="card">
                <legend>{move || lang.get().backups_title()}</legend>
                {move || {
                    let list = backups.get();
                    if list.is_empty() {
                        return view! { <p class="muted">{lang.get().no_backups()}</p> }.into_any();
                    }
                    view! {
                        <ul class="backup-list">
                            {list
                                .into_iter()
                                .map(|b| {
                                    let url = download_url(&b);
                                    let name = download_name(&b);
                                    let key = b.key.clone();
                                    let reason = lang.get().backup_reason(&b.error);
                                    view! {
                                        <li>
                                            <span class="backup-name">{name.clone()}</span>
                                            <span class="muted">{reason}</span>
                                            <span class="backup-actions">
                                                {url.map(|u| view! {
                                                    <a class="btn secondary" href=u download=name.clone()>
                                                        {lang.get().download_backup()}
                                                    </a>
                                                })}
                                                // Deleting a kept save asks once more.
                                                {
                                                    let asking = {
                                                        let key = key.clone();
                                                        move || confirm.with(|c| c.as_deref() == Some(key.as_str()))
                                                    };
                                                    let asking2 = asking.clone();
                                                    let asking3 = asking.clone();
                                                    view! {
                                                        <button
                                                            type="button"
                                                            class="btn ghost"
                                                            class:danger=asking3
                                                            on:click=move |_| {
                                                                if asking2() {
                                                                    store::delete_backup(&key);
                                                                    confirm.set(None);
                                                                    backups.set(store::backups());
                                                                } else {
                                                                    confirm.set(Some(key.clone()));
                                                                }
                                                            }
                                                        >
                                                            {move || {
                                                                if asking() {
                                                                    lang.get().really_delete()
                                                                } else {
                                                                    lang.get().delete()
                                                                }
                                                            }}
                                                        </button>
                                                    }
                                                }
                                            </span>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                        .into_any()
                }}
            </fieldset>
        </div>
    }
}
