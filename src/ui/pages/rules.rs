//! The rules of the four games and the house decisions, in the chosen language.

use crate::rules_text::{rules_text, Block};
use crate::ui::state::AppState;
use leptos::prelude::*;

fn block_view(block: &'static Block) -> AnyView {
    match block {
        Block::H(text) => view! { <h3>{*text}</h3> }.into_any(),
        Block::P(text) => view! { <p>{*text}</p> }.into_any(),
        Block::List(items) => view! {
            <ul>{items.iter().map(|i| view! { <li>{*i}</li> }).collect_view()}</ul>
        }
        .into_any(),
        Block::Table(rows) => view! {
            <table class="rules-table">
                <tbody>
                    {rows
                        .iter()
                        .map(|(a, b, c)| view! { <tr><th scope="row">{*a}</th><td>{*b}</td><td>{*c}</td></tr> })
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

#[component]
pub fn RulesPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    view! {
        <article class="page rules">
            <h1>{move || lang.get().rules()}</h1>
            {move || {
                let sections = rules_text(lang.get());
                view! {
                    // Named, so it is told apart from the top bar's navigation.
                    <nav class="rules-toc card" aria-label=lang.get().rules()>
                        <ul>
                            {sections
                                .iter()
                                .map(|s| {
                                    let id = format!("rules-{}", s.id);
                                    view! {
                                        <li>
                                            <a href=format!("#{id}") on:click=move |ev| jump(ev, &id)>
                                                {s.title}
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
                                    <h2>{s.title}</h2>
                                    {s.blocks.iter().map(block_view).collect_view()}
                                </section>
                            }
                        })
                        .collect_view()}
                }
            }}
        </article>
    }
}
