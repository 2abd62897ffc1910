//! Settings: language, colours, the computer players' pace, sound and motion
//! (`feel::switches`), and what was kept aside
//! because it could not be read (download it, open it again once this version reads it,
//! or delete it after a confirmation).

use crate::store::backups::{backups, delete_backup, Backup, Readable, Reopened};
use crate::store::settings::{Settings, Theme};
use crate::ui::feel::switches::FeelSettings;
use crate::ui::i18n::Lang;
use crate::ui::shared::segmented::{Segmented, Words};
use crate::ui::shell::backup_notice::download_link;
use crate::ui::state::{use_actions, use_lang, use_settings, use_storage, Replacement};
use leptos::prelude::*;

/// Everything kept aside now.
fn kept_aside() -> Vec<Backup> {
    crate::store::browser::local()
        .map(|s| backups(&s))
        .unwrap_or_default()
}

/// One kept-aside text with its actions.
#[component]
fn KeptAside(
    backup: Backup,
    confirm: RwSignal<Option<String>>,
    message: RwSignal<String>,
) -> impl IntoView {
    let lang = use_lang();
    let actions = use_actions();
    let storage = use_storage();
    let key = StoredValue::new(backup.key.clone());
    let (kind, readable) = (backup.kind, backup.readable.clone());
    let asking = move || confirm.with(|c| c.as_deref() == Some(key.get_value().as_str()));
    let open_again = {
        let backup = backup.clone();
        move |_| match backup.reopen() {
            Some(Reopened::Game(game)) => {
                let key = key.get_value();
                if actions.has_unfinished_game() {
                    actions
                        .replacing
                        .set(Some(Replacement::Reopen { game, key }));
                } else {
                    actions.reopen_game(*game, &key);
                }
            }
            Some(Reopened::Games(games)) => {
                let (stored, total) = actions.persistence.reopen_games(games, &key.get_value());
                message.set(lang.get_untracked().reopened_games(stored, total));
            }
            None => {}
        }
    };
    let delete = move |_| {
        if asking() {
            if let Some(s) = crate::store::browser::local() {
                delete_backup(&s, &key.get_value());
            }
            confirm.set(None);
            storage.note_backups_changed();
        } else {
            confirm.set(Some(key.get_value()));
        }
    };
    view! {
        <li>
            <span class="backup-name">{backup.file_name()}</span>
            <span class="muted">
                {move || {
                    let l = lang.get();
                    format!("{} · {}", l.backup_kind(kind), l.backup_state(&readable))
                }}
            </span>
            <span class="backup-actions">
                {(backup.readable == Readable::Yes).then(|| view! {
                    <button type="button" class="btn primary" on:click=open_again>
                        {move || lang.get().open_again()}
                    </button>
                })}
                {download_link(&backup, lang)}
                // Deleting a kept text asks once more.
                <button type="button" class="btn ghost" class:danger=asking on:click=delete>
                    {move || if asking() { lang.get().really_delete() } else { lang.get().delete() }}
                </button>
            </span>
        </li>
    }
}

/// The settings screen: language, colours, pace, sound and motion, and what was kept aside.
#[component]
pub fn SettingsPage() -> impl IntoView {
    let lang = use_lang();
    let kept = use_settings();
    let settings = kept.settings;
    let update = move |f: &dyn Fn(&mut Settings)| {
        kept.update_settings(f);
    };
    let storage = use_storage();
    let backups = Memo::new(move |_| {
        storage.backups_changed.track();
        kept_aside()
    });
    let confirm = RwSignal::new(None::<String>);
    let message = RwSignal::new(String::new());

    // "Like the browser" in the current language, then every language in itself.
    let lang_options: Vec<_> = std::iter::once(None)
        .chain(Lang::ALL.map(Some))
        .map(|choice| {
            let words = move |current: Lang| match choice {
                None => current.lang_auto(),
                Some(lang) => lang.native_name(),
            };
            (choice, words)
        })
        .collect();
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
                    options=lang_options
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
            <FeelSettings/>
            <fieldset class="card">
                <legend>{move || lang.get().backups_title()}</legend>
                {move || {
                    let list = backups.get();
                    if list.is_empty() {
                        return view! { <p class="muted">{lang.get().no_backups()}</p> }.into_any();
                    }
                    view! {
                        <ul class="backup-list">
                            {list.into_iter().map(|backup| view! { <KeptAside backup confirm message/> }).collect_view()}
                        </ul>
                    }
                    .into_any()
                }}
                <p class="hint" role="status">{move || message.get()}</p>
            </fieldset>
        </div>
    }
}
