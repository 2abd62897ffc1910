//! The phone's side: join a table by its invitation (typed, or opened as a link),
//! show the answer for the table to read, then play this player's turns on the game
//! screens the table would show, fed with this player's view; every action goes to
//! the table, which judges it, with the position of the view it was made in. Nothing of
//! the table's game is kept on the phone (`AppState::for_phone`).

use crate::brain::{Answer, Question};
use crate::remote::protocol::{decode_to_phone, encode, ProtocolError, ToPhone, ToTable};
use crate::remote::view::Position;
use crate::ui::i18n::Lang;
use crate::ui::remote::pairing;
use crate::ui::remote::phone_cards::{AnswerCard, JoinForm, PhonePlay, ReloadCard};
use crate::ui::remote::rtc::{Handlers, Link};
use crate::ui::shared::roster::Away;
use crate::ui::state::{AppState, News, ToTheTable};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    /// The invitation the app was opened with (`#join=…`), until the phone screen takes it.
    static OPENED_WITH: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Keeps the invitation in the address's fragment `hash`, if any, for the phone screen;
/// whether there was one.
pub fn opened_with(hash: &str) -> bool {
    let code = pairing::code_in_fragment(hash);
    let found = code.is_some();
    OPENED_WITH.with(|o| *o.borrow_mut() = code);
    found
}

/// How far the phone is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    /// The invitation code is asked for.
    Enter,
    /// The answer is being made (None) or waits for the table (its code).
    Answering(Option<String>),
    /// Playing.
    Connected,
    /// The table went away.
    Lost,
    /// The devices could not reach each other.
    Unreachable,
    /// The table runs another build.
    Reload,
}

/// What the phone knows of its seat at the table, from the table's messages.
#[derive(Clone, Copy)]
struct Seated {
    /// This player's name, once the table said it.
    me: RwSignal<Option<String>>,
    /// This player's seat.
    seat: RwSignal<Option<usize>>,
    /// The seats of the others: everyone but the one the table named.
    others: RwSignal<Vec<usize>>,
    /// A view of the game has come.
    has_view: RwSignal<bool>,
    /// The position of the view on screen: what every action and hint names.
    seen: StoredValue<Position>,
    /// The table is out of reach for now: the link waits for it to come back.
    away: RwSignal<bool>,
}

/// The Hint waiting for the table's answer.
type Asked = StoredValue<Option<Box<dyn FnOnce(Answer)>>, LocalStorage>;

impl Seated {
    /// Nothing known yet.
    fn new() -> Seated {
        Seated {
            me: RwSignal::new(None),
            seat: RwSignal::new(None),
            others: RwSignal::new(Vec::new()),
            has_view: RwSignal::new(false),
            seen: StoredValue::new(Position::default()),
            away: RwSignal::new(false),
        }
    }

    /// Nothing known yet (a new invitation).
    fn reset(&self) {
        self.has_view.set(false);
        self.me.set(None);
        self.seat.set(None);
        self.others.set(Vec::new());
        self.away.set(false);
    }

    /// Takes in a message from the table.
    fn heard(&self, text: &str, stage: RwSignal<Stage>, phone: AppState, asked: Asked) {
        let Seated {
            me,
            seat,
            others,
            has_view,
            seen,
            ..
        } = *self;
        match decode_to_phone(text) {
            Err(ProtocolError::OtherBuild(_)) | Ok(ToPhone::Reload) => stage.set(Stage::Reload),
            Err(ProtocolError::Garbled(_)) => {}
            Ok(ToPhone::Seat { seat: mine, name }) => {
                me.set(Some(name));
                seat.set(Some(mine));
            }
            Ok(ToPhone::View { game, at }) => {
                seen.set_value(at);
                // The seats of the others: everyone but the one the table named.
                let count = game.setup().players.len();
                if let Some(mine) = seat.get_untracked() {
                    let rest: Vec<usize> = (0..count).filter(|&p| p != mine).collect();
                    if others.get_untracked() != rest {
                        others.set(rest);
                    }
                }
                phone.show_seen(*game);
                // Once: setting it again would rebuild the screens on every view.
                if !has_view.get_untracked() {
                    has_view.set(true);
                }
            }
            Ok(ToPhone::Refused { words }) => phone.on_screen.news.set(Some(News::Told(words))),
            Ok(ToPhone::Advice { answer }) => {
                if let Some(answered) = asked.try_update_value(Option::take).flatten() {
                    answered(answer);
                }
            }
        }
    }
}

/// The phone's screen: joining a table, then playing this player's seat.
#[component]
pub fn PhoneScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let lang = state.lang;
    let stage = RwSignal::new(Stage::Enter);
    let typed = RwSignal::new(String::new());
    let bad_code = RwSignal::new(None::<String>);
    let seated = Seated::new();
    let Seated {
        me,
        others,
        has_view,
        seen,
        away,
        ..
    } = seated;
    let link = StoredValue::new_local(None::<Rc<Link>>);
    let send = move |msg: ToTable| {
        link.with_value(|l| {
            if let Some(l) = l {
                l.send(&encode(&msg));
            }
        })
    };
    // The Hint waiting for the table's answer.
    let asked = StoredValue::new_local(None::<Box<dyn FnOnce(Answer)>>);
    let phone = state.for_phone(Rc::new(move |out| match out {
        ToTheTable::Act(action) => send(ToTable::Act {
            action,
            at: seen.get_value(),
        }),
        // The only question a phone's screens ask: the Hint of its turn.
        ToTheTable::Ask(Question::Advice { .. }, answered) => {
            asked.set_value(Some(answered));
            send(ToTable::Hint {
                at: seen.get_value(),
            });
        }
        ToTheTable::Ask(..) => {}
    }));
    // Settings changed at the table were for the table: leaving it, the phone shows
    // them as it keeps them again.
    on_cleanup(move || state.settings_as_kept());
    provide_context(phone);
    provide_context(Away {
        seats: others.into(),
        phone: true,
    });

    let join = move |code: String| {
        let offer = match pairing::offer_of(&code) {
            Ok(offer) => offer,
            Err(e) => {
                bad_code.set(Some(lang.get_untracked().code_error(&e)));
                return;
            }
        };
        bad_code.set(None);
        link.set_value(None);
        seated.reset();
        stage.set(Stage::Answering(None));
        let on = Handlers {
            open: Rc::new(move || {
                stage.set(Stage::Connected);
                send(ToTable::Hello {
                    lang: lang.get_untracked().code().to_string(),
                });
            }),
            message: Rc::new(move |text| seated.heard(&text, stage, phone, asked)),
            interrupted: Rc::new(move |now| away.set(now)),
            closed: Rc::new(move || {
                if stage.get_untracked() == Stage::Connected {
                    stage.set(Stage::Lost);
                }
            }),
            failed: Rc::new(move || {
                let lost = stage.get_untracked() == Stage::Connected;
                stage.set(if lost {
                    Stage::Lost
                } else {
                    Stage::Unreachable
                });
            }),
        };
        spawn_local(async move {
            match Link::answer(&offer, on).await {
                Ok((l, answer)) => match pairing::code_of(&answer) {
                    Ok(code) => {
                        link.set_value(Some(Rc::new(l)));
                        stage.set(Stage::Answering(Some(code)));
                    }
                    Err(e) => {
                        bad_code.set(Some(lang.get_untracked().code_error(&e)));
                        stage.set(Stage::Enter);
                    }
                },
                Err(_) => {
                    bad_code.set(Some(lang.get_untracked().not_an_invitation().to_string()));
                    stage.set(Stage::Enter);
                }
            }
        });
    };
    if let Some(code) = OPENED_WITH.with(|o| o.borrow_mut().take()) {
        typed.set(code.clone());
        join(code);
    }

    let on_join = Callback::new(move |code: String| join(code));
    let enter =
        move || view! { <JoinForm lang=lang typed=typed bad_code=bad_code on_join=on_join/> };
    let trouble = move |words: fn(Lang) -> &'static str| {
        view! {
            <section class="join card">
                <p class="error" role="alert">{move || words(lang.get())}</p>
            </section>
            {enter()}
        }
        .into_any()
    };
    let playing = move || {
        view! { <PhonePlay lang=lang away=away me=me others=others has_view=has_view/> }.into_any()
    };
    move || match stage.get() {
        Stage::Enter => enter().into_any(),
        Stage::Answering(code) => view! { <AnswerCard lang=lang code=code/> }.into_any(),
        Stage::Connected => playing(),
        Stage::Lost => trouble(|l| l.table_lost()),
        Stage::Unreachable => trouble(|l| l.phone_unreachable_here()),
        Stage::Reload => view! { <ReloadCard lang=lang/> }.into_any(),
    }
}
