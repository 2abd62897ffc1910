//! The rules of the four games and the house decisions, in the chosen language: the text
//! is fetched when the page opens (`crate::rules_text` says why), so it shows a short
//! wait first.

use crate::lang::Lang;
use crate::rules_text::{parse, rules_path, Block, Section};
use crate::ui::i18n::fetch::fetch_text;
use crate::ui::state::use_lang;
use leptos::prelude::*;
use std::rc::Rc;

/// Why the rules could not be shown.
#[derive(Clone, Copy)]
enum LoadError {
    /// No answer, or not the file (offline before the service worker kept the build).
    Fetch,
    /// The file does not read (the build checks it, so only a damaged copy).
    Parse,
}

/// The page's text: the language it is in, and its sections or why there are none.
type Loaded = (Lang, Result<Rc<Vec<Section>>, LoadError>);

async fn load(lang: Lang) -> Loaded {
    let sections = match fetch_text(&rules_path(lang)).await {
        None => Err(LoadError::Fetch),
        Some(text) => parse(&text).map(Rc::new).map_err(|_| LoadError::Parse),
    };
    (lang, sections)
}

fn block_view(block: &Block) -> AnyView {
    match block {
        Block::H(text) => view! { <h3>{text.clone()}</h3> }.into_any(),
        Block::P(text) => view! { <p>{text.clone()}</p> }.into_any(),
        Block::List(items) => view! {
            <ul>{items.iter().map(|i| view! { <li>{i.clone()}</li> }).collect_view()}</ul>
        }
        .into_any(),
        Block::Table(rows) => view! {
            <table class="rules-table">
                <tbody>
                    {rows
                        .iter()
                        .map(|[a, b, c]| view! { <tr><th scope="row">{a.clone()}</th><td>{b.clone()}</td><td>{c.clone()}</td></tr> })
                        .collect_view()}
                </tbody>
            </table>
        }
        .into_any(),
    }
}

/// Scrolls to a section without touching the address (the hash names the screen).
fn jump(ev: leptos::ev::MouseEvent, id: &str) {
    ev.prevent_default();
    if let Some(el) = document().get_element_by_id(id) {
        el.scroll_into_view();
    }
}

fn sections_view(lang: Lang, sections: &[Section]) -> AnyView {
    view! {
        // Named, so it is told apart from the top bar's navigation.
        <nav class="rules-toc card" aria-label=lang.rules()>
            <ul>
                {sections
                    .iter()
                    .map(|s| {
                        let id = format!("rules-{}", s.id);
                        view! {
                            <li>
                                <a href=format!("#{id}") on:click=move |ev| jump(ev, &id)>
                                    {s.title.clone()}
                                </a>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </nav>
        {sections
            .iter()
            .map(|s| {
                view! {
                    <section class="card rules-section" id=format!("rules-{}", s.id)>
                        <h2>{s.title.clone()}</h2>
                        {s.blocks.iter().map(block_view).collect_view()}
                    </section>
                }
            })
            .collect_view()}
    }
    .into_any()
}

/// The rules screen, its text fetched in the chosen language.
#[component]
pub fn RulesPage() -> impl IntoView {
    let lang = use_lang();
    // A plain signal filled by a task: a resource would bring its async machinery along.
    let loaded = RwSignal::new_local(None::<Loaded>);
    Effect::new(move || {
        let lang = lang.get();
        leptos::task::spawn_local(async move { loaded.set(Some(load(lang).await)) });
    });
    view! {
        <article class="page rules">
            <h1>{move || lang.get().rules()}</h1>
            {move || {
                let lang = lang.get();
                match loaded.get() {
                    Some((of, Ok(sections))) if of == lang => sections_view(lang, &sections),
                    Some((of, Err(_))) if of == lang => {
                        view! { <p class="card" role="alert">{lang.rules_unavailable()}</p> }
                            .into_any()
                    }
                    // Still on the way, or still in the language before a switch.
                    _ => view! { <p aria-busy="true">{lang.rules_loading()}</p> }.into_any(),
                }
            }}
        </article>
    }
}
