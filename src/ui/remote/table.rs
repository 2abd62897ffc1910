//! The table's side of own phones: one invitation and one connection per phone seat,
//! each phone's view sent after every change of the game, and each phone's actions
//! let through its gate (`remote::guard`: size, rate, turn, position) and judged by the
//! one session on the table (`Actions::act_remote`), as if tapped here.

use crate::brain::Question;
use crate::engine::{GameId, GameKind};
use crate::remote::code::CodeError;
use crate::remote::guard::{judge, Gate, HintStep, Hints, Refusal};
use crate::remote::protocol::{decode, encode, ProtocolError, ToPhone, ToTable};
use crate::remote::view::{phone_view, phone_views, Position};
use crate::store::backend::Backend;
use crate::store::browser::local;
use crate::store::phones::{forget_phone_seats, phone_seats, remember_phone_seats};
use crate::ui::i18n::Lang;
use crate::ui::remote::pairing;
use crate::ui::remote::rtc::{Handlers, Link};
use crate::ui::shared::roster::Away;
use crate::ui::state::{load_words, now_ms, AppState, News, Screen};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::rc::Rc;
use std::time::Duration;

/// How often a view held back from a backed-up phone looks whether it can go.
const DRAIN_CHECK: Duration = Duration::from_millis(50);

/// How far a phone seat is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// The invitation is being made (the table gathers its network addresses).
    Preparing,
    /// The invitation waits for the phone's answer.
    Inviting {
        /// The invitation code.
        code: String,
    },
    /// The answer is in: the devices are finding each other.
    Connecting {
        /// The invitation code (still shown).
        code: String,
    },
    /// The phone plays.
    Connected,
}

impl Pairing {
    /// The invitation code, once there is one and while it is still needed.
    pub fn code(&self) -> Option<&str> {
        match self {
            Pairing::Inviting { code } | Pairing::Connecting { code } => Some(code),
            Pairing::Preparing | Pairing::Connected => None,
        }
    }
}

/// What went wrong with a seat's pairing, for the table to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// The text typed or scanned is no answer code (why), or no answer to this invitation.
    NotAnAnswer(Option<CodeError>),
    /// The browser's description could not be packed into a code.
    NoCode(CodeError),
    /// The devices could not reach each other.
    Unreachable,
    /// This browser has no WebRTC.
    NoWebRtc,
}

/// A seat played from a phone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhoneSeat {
    /// The seat (0-based).
    pub seat: usize,
    /// Its player's name.
    pub name: String,
    /// How far its pairing is.
    pub pairing: Pairing,
    /// What last went wrong.
    pub trouble: Option<Trouble>,
    /// Its phone is connected but out of reach for now (a screen locked, the Wi-Fi
    /// dropped): the game goes on, and the phone gets the current view when it is back.
    pub away: bool,
    /// Which invitation is the current one: events of older ones are ignored (0: none
    /// made yet).
    round: u32,
}

/// The connection of a seat's current invitation.
struct Wire {
    seat: usize,
    round: u32,
    link: Rc<Link>,
    /// The phone's language (its refusals are said in it).
    lang: Lang,
    /// A view was held back while the channel was backed up: the latest goes once it
    /// has drained (`Table::send`).
    owes_view: bool,
}

/// What the phone of one invitation may still do (`remote::guard`).
struct Guard {
    seat: usize,
    round: u32,
    /// What it may still send (size and rate).
    gate: Gate,
    /// Its hints, counted and asked once per position.
    hints: Hints,
}

/// The phone seats of the game on the table, in context from the app shell.
#[derive(Clone, Copy)]
pub struct Table {
    /// The phone seats, in seat order.
    pub seats: RwSignal<Vec<PhoneSeat>>,
    wires: StoredValue<Vec<Wire>, LocalStorage>,
    guards: StoredValue<Vec<Guard>, LocalStorage>,
    game: StoredValue<Option<GameId>>,
    rounds: StoredValue<u32>,
    state: AppState,
}

impl Table {
    /// The table, sending every phone its view whenever the game changes (and letting
    /// the phones go when another game takes the table).
    pub fn install(state: AppState) -> Table {
        let table = Table {
            seats: RwSignal::new(Vec::new()),
            wires: StoredValue::new_local(Vec::new()),
            guards: StoredValue::new_local(Vec::new()),
            game: StoredValue::new(None),
            rounds: StoredValue::new(0),
            state,
        };
        provide_context(table);
        provide_context(Away {
            seats: Signal::derive(move || table.seats.with(|s| s.iter().map(|p| p.seat).collect())),
            phone: false,
        });
        table.restore_seats();
        // Invitations are prepared when the table's game is shown, not at start-up.
        Effect::new(move |_| {
            if state.screen.get() == Screen::Play {
                table.invite_unprepared();
            }
        });
        Effect::new(move |_| {
            let id = state
                .on_screen
                .game
                .with(|g| g.as_ref().map(|g| g.setup().id));
            if table.game.get_value() != id && table.seats.with_untracked(|s| !s.is_empty()) {
                table.let_go();
            }
            table.send_views();
        });
        table
    }

    /// After a reload: the phone seats of the game in progress, as noted beside it, stay
    /// phone seats (their phones lost the table), to be invited again when the game is
    /// shown, not taken over by the table.
    fn restore_seats(&self) {
        let Some(storage) = local() else { return };
        let seats = self.state.on_screen.game.with_untracked(|g| {
            let g = g.as_ref().filter(|g| !g.is_over())?;
            let setup = g.setup();
            Some(
                phone_seats(&storage, setup.id)
                    .into_iter()
                    .filter(|&seat| seat < setup.players.len())
                    .map(|seat| (seat, setup.player_name(seat).to_string()))
                    .collect::<Vec<_>>(),
            )
        });
        if let Some(seats) = seats.filter(|s| !s.is_empty()) {
            self.take_seats(seats);
        }
    }

    /// Invites a phone for each of `seats` (seat, name) of the game on the table.
    pub fn invite_all(&self, seats: Vec<(usize, String)>) {
        self.take_seats(seats);
        self.invite_unprepared();
    }

    /// Invites a phone for each phone seat not invited yet.
    fn invite_unprepared(&self) {
        let unprepared: Vec<usize> = self
            .seats
            .with_untracked(|s| s.iter().filter(|p| p.round == 0).map(|p| p.seat).collect());
        for seat in unprepared {
            self.invite(seat);
        }
    }

    /// Makes `seats` (seat, name) the phone seats of the game on the table, noted beside
    /// it, none of them invited yet.
    fn take_seats(&self, seats: Vec<(usize, String)>) {
        self.let_go();
        self.game.set_value(
            self.state
                .on_screen
                .game
                .with_untracked(|g| g.as_ref().map(|g| g.setup().id)),
        );
        self.seats.set(
            seats
                .into_iter()
                .map(|(seat, name)| PhoneSeat {
                    seat,
                    name,
                    pairing: Pairing::Preparing,
                    trouble: None,
                    away: false,
                    round: 0,
                })
                .collect(),
        );
        self.remember();
    }

    /// Notes the phone seats beside the game, for a reload of the table.
    fn remember(&self) {
        if let Some(game) = self.game.get_value() {
            let seats: Vec<usize> = self
                .seats
                .with_untracked(|s| s.iter().map(|p| p.seat).collect());
            let storage = local();
            remember_phone_seats(storage.as_ref().map(|l| l as &dyn Backend), game, &seats);
        }
    }

    /// Whether a phone seat is not connected while the game runs (the game waits for
    /// it; a finished game waits for nobody: its end screen stays when a phone leaves;
    /// tracked).
    pub fn waiting(&self) -> bool {
        let over = self
            .state
            .on_screen
            .game
            .with(|g| g.as_ref().is_some_and(|g| g.is_over()));
        !over
            && self
                .seats
                .with(|s| s.iter().any(|p| p.pairing != Pairing::Connected))
    }

    /// Ends every phone seat (a new game, or none).
    fn let_go(&self) {
        if let (Some(game), Some(storage)) = (self.game.get_value(), local()) {
            forget_phone_seats(&storage, game);
        }
        self.wires.set_value(Vec::new());
        self.guards.set_value(Vec::new());
        self.seats.set(Vec::new());
        self.game.set_value(None);
    }

    /// Changes the seat's entry, if it is still on `round`.
    fn update(&self, seat: usize, round: Option<u32>, change: impl FnOnce(&mut PhoneSeat)) {
        self.seats.update(|s| {
            if let Some(p) = s
                .iter_mut()
                .find(|p| p.seat == seat && round.is_none_or(|r| r == p.round))
            {
                change(p);
            }
        });
    }

    /// Whether `round` is the seat's current invitation.
    fn current(&self, seat: usize, round: u32) -> bool {
        self.seats
            .with_untracked(|s| s.iter().any(|p| p.seat == seat && p.round == round))
    }

    /// Whether `round` is the seat's current invitation and its phone is connected.
    fn connected(&self, seat: usize, round: u32) -> bool {
        self.seats.with_untracked(|s| {
            s.iter()
                .any(|p| p.seat == seat && p.round == round && p.pairing == Pairing::Connected)
        })
    }

    /// A new invitation for `seat` (the first, or after a phone dropped).
    pub fn invite(&self, seat: usize) {
        let round = self.rounds.get_value() + 1;
        self.rounds.set_value(round);
        self.wires.update_value(|w| w.retain(|w| w.seat != seat));
        self.update(seat, None, |p| {
            p.round = round;
            p.pairing = Pairing::Preparing;
            p.away = false;
        });
        let table = *self;
        let on = Handlers {
            open: Rc::new(move || {
                table.update(seat, Some(round), |p| {
                    p.pairing = Pairing::Connected;
                    p.trouble = None;
                });
                if table.connected(seat, round) {
                    table.greet(seat);
                }
            }),
            message: Rc::new(move |text| table.heard(seat, round, &text)),
            interrupted: Rc::new(move |away| {
                if table.connected(seat, round) {
                    table.update(seat, Some(round), |p| p.away = away);
                    // Back: the views held back meanwhile are one, the current one.
                    if !away {
                        table.greet(seat);
                    }
                }
            }),
            closed: Rc::new(move || {
                // The phone reloaded, left, or stayed out of reach, or a message to it
                // could not go: a new invitation at once.
                if table.connected(seat, round) {
                    table.invite(seat);
                }
            }),
            failed: Rc::new(move || {
                if table.connected(seat, round) {
                    table.invite(seat);
                } else {
                    table.update(seat, Some(round), |p| {
                        p.trouble = Some(Trouble::Unreachable)
                    })
                }
            }),
        };
        spawn_local(async move {
            match Link::offer(on).await {
                Ok((link, sdp)) if table.current(seat, round) => {
                    table.wires.update_value(|w| {
                        w.push(Wire {
                            seat,
                            round,
                            link: Rc::new(link),
                            lang: table.state.lang.get_untracked(),
                            owes_view: false,
                        })
                    });
                    table.update(seat, Some(round), |p| match pairing::code_of(&sdp) {
                        Ok(code) => p.pairing = Pairing::Inviting { code },
                        Err(e) => p.trouble = Some(Trouble::NoCode(e)),
                    });
                }
                Ok(_) => {}
                Err(_) => table.update(seat, Some(round), |p| p.trouble = Some(Trouble::NoWebRtc)),
            }
        });
    }

    /// The phone's answer for `seat`, as typed or scanned.
    pub fn connect(&self, seat: usize, answer: &str) {
        let link = self.wires.with_value(|w| {
            w.iter()
                .find(|w| w.seat == seat)
                .map(|w| (w.link.clone(), w.round))
        });
        let Some((link, round)) = link else {
            return;
        };
        let sdp = match pairing::answer_of(answer) {
            Ok(sdp) => sdp,
            Err(e) => {
                self.update(seat, None, |p| {
                    p.trouble = Some(Trouble::NotAnAnswer(Some(e)))
                });
                return;
            }
        };
        let table = *self;
        spawn_local(async move {
            let accepted = link.accept(&sdp).await;
            table.update(seat, Some(round), |p| match accepted {
                Ok(()) => {
                    p.trouble = None;
                    if let Pairing::Inviting { code } = &p.pairing {
                        p.pairing = Pairing::Connecting { code: code.clone() };
                    }
                }
                Err(_) => p.trouble = Some(Trouble::NotAnAnswer(None)),
            });
        });
    }

    /// The seat is played on the table from now on: its phone is let go.
    pub fn play_here(&self, seat: usize) {
        self.wires.update_value(|w| w.retain(|w| w.seat != seat));
        self.seats.update(|s| s.retain(|p| p.seat != seat));
        self.remember();
    }

    /// Sends `msg` to the phone of `seat`. While that phone is out of reach its views
    /// are held back: it gets the current one when it is back (`greet`).
    fn send(&self, seat: usize, msg: &ToPhone) {
        let away = self
            .seats
            .with_untracked(|s| s.iter().any(|p| p.seat == seat && p.away));
        if away && matches!(msg, ToPhone::View { .. }) {
            return;
        }
        // A view is the whole game as the phone may see it: while the phone is still
        // reading earlier ones, it gets only the latest, once its channel has drained
        // (a long game's views, tapped fast, would pile up without end).
        let is_view = matches!(msg, ToPhone::View { .. });
        let link = self.wires.try_update_value(|w| {
            let w = w.iter_mut().find(|w| w.seat == seat)?;
            if is_view && w.link.backed_up() {
                let first = !w.owes_view;
                w.owes_view = true;
                if first {
                    let table = *self;
                    set_timeout(move || table.pay_view(seat), DRAIN_CHECK);
                }
                return None;
            }
            if is_view {
                w.owes_view = false;
            }
            Some(w.link.clone())
        });
        if let Some(link) = link.flatten() {
            link.send(&encode(msg));
        }
    }

    /// Sends the view held back from the phone of `seat`, if its channel has drained
    /// (else it looks again later).
    fn pay_view(&self, seat: usize) {
        let owed = self.wires.try_update_value(|w| {
            w.iter_mut()
                .find(|w| w.seat == seat && w.owes_view)
                .map(|w| w.owes_view = false)
                .is_some()
        });
        if owed == Some(true) {
            self.send_view(seat);
        }
    }

    /// Every connected phone gets the game as its player may see it.
    fn send_views(&self) {
        let connected: Vec<usize> = self.seats.with_untracked(|s| {
            s.iter()
                .filter(|p| p.pairing == Pairing::Connected)
                .map(|p| p.seat)
                .collect()
        });
        let views = self
            .state
            .on_screen
            .game
            .with_untracked(|g| g.as_ref().map(|g| phone_views(g, &connected)));
        for (seat, view) in views.unwrap_or_default() {
            self.send(seat, &view);
        }
    }

    /// The phone of `seat` learns its seat and gets its view: when its channel opens
    /// here, and again when its hello comes (a message sent just as the channel opened
    /// may be lost; both are harmless twice).
    fn greet(&self, seat: usize) {
        let name = self.state.on_screen.game.with_untracked(|g| {
            g.as_ref()
                .map(|g| g.setup().player_name(seat).to_string())
                .unwrap_or_default()
        });
        self.send(seat, &ToPhone::Seat { seat, name });
        self.send_view(seat);
    }

    /// The phone of `seat` gets the game as its player may see it.
    fn send_view(&self, seat: usize) {
        self.state.on_screen.game.with_untracked(|g| {
            if let Some(g) = g {
                self.send(seat, &phone_view(g, seat));
            }
        });
    }

    /// Runs `f` on the guard of the phone of `seat`'s invitation `round` (a fresh one for
    /// a new invitation: a phone that joins again starts with a full allowance).
    fn guarded<T>(&self, seat: usize, round: u32, f: impl FnOnce(&mut Guard) -> T) -> Option<T> {
        self.guards
            .try_update_value(|guards| {
                guards.retain(|g| g.seat != seat || g.round == round);
                let at = match guards.iter().position(|g| g.seat == seat) {
                    Some(at) => at,
                    None => {
                        guards.push(Guard {
                            seat,
                            round,
                            gate: Gate::new(now_ms()),
                            hints: Hints::default(),
                        });
                        guards.len() - 1
                    }
                };
                guards.get_mut(at).map(f)
            })
            .flatten()
    }

    /// A message from the phone of `seat`: dropped unread when it is too long or comes
    /// too fast (a looping or modified phone must not slow the table for everyone).
    fn heard(&self, seat: usize, round: u32, text: &str) {
        if !self.current(seat, round) {
            return;
        }
        let now = now_ms();
        let admitted = self.guarded(seat, round, |g| g.gate.admit(text.len(), now));
        if admitted != Some(true) {
            return;
        }
        let lang = self
            .wires
            .with_value(|w| w.iter().find(|w| w.seat == seat).map(|w| w.lang))
            .unwrap_or_else(|| self.state.lang.get_untracked());
        match decode::<ToTable>(text) {
            Err(ProtocolError::OtherBuild(_)) => self.send(seat, &ToPhone::Reload),
            Err(ProtocolError::Garbled(_)) => {}
            Ok(ToTable::Hello { lang: code }) => {
                let lang = Lang::from_code(&code).unwrap_or(lang);
                // Its refusals are said in its language once its words are here.
                spawn_local(async move {
                    load_words(lang).await;
                });
                self.wires.update_value(|w| {
                    w.iter_mut()
                        .filter(|w| w.seat == seat)
                        .for_each(|w| w.lang = lang)
                });
                self.greet(seat);
            }
            Ok(ToTable::Hint { at }) => self.hint(seat, round, at),
            Ok(ToTable::Act { action, at }) => {
                let verdict = self
                    .state
                    .on_screen
                    .game
                    .with_untracked(|g| g.as_ref().map(|g| judge(g, seat, at)));
                match verdict {
                    None => {}
                    Some(Err(Refusal::NotYourTurn)) => {
                        let words = lang.not_your_turn().to_string();
                        self.send(seat, &ToPhone::Refused { words });
                    }
                    Some(Err(Refusal::Stale)) => {
                        // The phone shows the game as it is now, and why its tap did nothing.
                        self.send_view(seat);
                        let words = lang.phone_stale_action().to_string();
                        self.send(seat, &ToPhone::Refused { words });
                    }
                    Some(Ok(())) => {
                        self.state.actions.act_remote(action);
                        let refused = self.state.on_screen.news.with_untracked(|n| match n {
                            Some(News::Refused(r)) => Some(lang.refusal(r)),
                            _ => None,
                        });
                        if let Some(words) = refused {
                            self.send(seat, &ToPhone::Refused { words });
                        }
                    }
                }
            }
        }
    }

    /// A Hint of the sheet games asked by the phone of `seat` at `at`: on its turn and in
    /// the table's position (its dice and sheet are public), counted as any hint but
    /// once per position, and the brain asked once per position.
    fn hint(&self, seat: usize, round: u32, at: Position) {
        let fits = self.state.on_screen.game.with_untracked(|g| {
            g.as_ref().is_some_and(|g| {
                judge(g, seat, at).is_ok()
                    && matches!(g.kind(), GameKind::Classic | GameKind::Extreme)
            })
        });
        if !fits {
            return;
        }
        let step = self.guarded(seat, round, |g| g.hints.ask(at));
        match step {
            Some(HintStep::Ask) => {
                self.state.actions.note_hint();
                let table = *self;
                self.state.actions.ask_brain(
                    |save| Question::Advice { save },
                    move |answer| {
                        table.guarded(seat, round, |g| g.hints.answered(at, answer.clone()));
                        table.send(seat, &ToPhone::Advice { answer });
                    },
                );
            }
            Some(HintStep::Again(answer)) => self.send(seat, &ToPhone::Advice { answer }),
            Some(HintStep::Wait) | None => {}
        }
    }
}
