//! Kids' mode on the sheet screen, its state: which sum is asked now (a box the player
//! chose, or once a player's upper section is full its total and bonus), the tries, and
//! what was said. A leaf like `ctx`: the score cells and the sum panel read it. The
//! checking is `session::sums`; the points scored are the engine's.

use crate::engine::{Action, BoxId, Game};
use crate::session::sums::{box_question, upper_questions, Asked, Attempt, How, Question, Verdict};
use crate::ui::sheet::ctx::SheetCtx;
use crate::ui::state::{use_actions, use_on_screen, Actions};
use leptos::prelude::*;

/// What the sum panel says after an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Right: the points (praise).
    Right(i32),
    /// Wrong once: the hint.
    Hint(How),
    /// Wrong twice: the answer and how it is made.
    Answer(Question),
}

/// Kids' mode's state on the sheet screen (provided by `SheetGameScreen`).
#[derive(Clone, Copy)]
pub struct SumCtx {
    sheet: SheetCtx,
    game: Memo<Option<Game>>,
    actions: Actions,
    /// The seat asked and its question with the tries so far; None: nothing asked.
    pub asking: RwSignal<Option<(usize, Attempt)>>,
    /// Which of the upper questions is asked (0 the total, 1 the bonus).
    upper_step: RwSignal<usize>,
    /// What was said last (kept after the box is scored, so it can be read).
    pub said: RwSignal<Option<Said>>,
}

impl SumCtx {
    /// Provides the state for the screen of `sheet`.
    pub fn provide(sheet: SheetCtx) -> SumCtx {
        let ctx = SumCtx {
            sheet,
            game: use_on_screen().game,
            actions: use_actions(),
            asking: RwSignal::new(None),
            upper_step: RwSignal::new(0),
            said: RwSignal::new(None),
        };
        // Another roll, or the turn passed: a box chosen before is no longer asked.
        let dice = Memo::new(move |_| sheet.sg.with(|s| (s.current_player(), s.turn().rolls)));
        Effect::new(move |_| {
            dice.track();
            ctx.asking.update(|a| {
                if a.as_ref()
                    .is_some_and(|(_, t)| matches!(t.question.asked, Asked::Box(_)))
                {
                    *a = None;
                }
            });
        });
        // A kids'-mode player's upper section just filled: ask its total, then the bonus.
        Effect::new(move |_| {
            if ctx.asking.with(Option::is_some) {
                return;
            }
            if let Some((seat, attempt)) = ctx.upper_due() {
                ctx.asking.set(Some((seat, attempt)));
            }
        });
        provide_context(ctx);
        ctx
    }

    /// Seat `p`'s name.
    pub fn player_name(&self, p: usize) -> String {
        self.sheet.players.name(p)
    }

    /// Whether any seat counts for themselves (untracked: the seats do not change).
    pub fn anyone_counts(&self) -> bool {
        self.game.with_untracked(|g| {
            g.as_ref().is_some_and(|g| {
                g.setup()
                    .players
                    .iter()
                    .any(|s| s.counts_self && s.bot.is_none())
            })
        })
    }

    /// Whether seat `p` counts for themselves.
    pub fn counts(&self, p: usize) -> bool {
        self.game.with(|g| {
            g.as_ref()
                .and_then(|g| g.setup().players.get(p))
                .is_some_and(|s| s.counts_self && s.bot.is_none())
        })
    }

    /// Whether seat `p`'s upper total and bonus are still to be asked (hidden till then).
    pub fn upper_unasked(&self, p: usize) -> bool {
        self.counts(p)
            && !self
                .game
                .with(|g| g.as_ref().is_some_and(|g| g.sums_of(p).upper_asked))
    }

    /// The first seat whose full upper section is still to be added up, with its
    /// question at the current step.
    fn upper_due(&self) -> Option<(usize, Attempt)> {
        let step = self.upper_step.get();
        self.sheet.sg.with(|s| {
            if s.is_over() {
                return None;
            }
            (0..s.players().len())
                .filter(|&p| self.upper_unasked(p))
                .find_map(|p| upper_questions(s.variant(), &s.players()[p].sheet).map(|q| (p, q)))
                .and_then(|(p, qs)| qs.into_iter().nth(step).map(|q| (p, Attempt::new(q))))
        })
    }

    /// The player on turn chose box `b`: its sum is asked.
    pub fn choose(&self, b: BoxId) {
        let p = self.sheet.sg.with_untracked(|s| s.current_player());
        if let Some(q) = self.sheet.sg.with_untracked(|s| box_question(s, b)) {
            self.said.set(None);
            self.asking.set(Some((p, Attempt::new(q))));
        }
    }

    /// The box asked now, if a box is asked.
    pub fn chosen(&self) -> Option<BoxId> {
        self.asking.with(|a| match a {
            Some((_, t)) => match t.question.asked {
                Asked::Box(b) => Some(b),
                _ => None,
            },
            None => None,
        })
    }

    /// Checks `typed`: right or shown, the tally is counted and the box scored (the
    /// rules' points); wrong once, the hint.
    pub fn check(&self, typed: &str) {
        let Some((seat, mut attempt)) = self.asking.get_untracked() else {
            return;
        };
        let verdict = attempt.check(typed);
        let question = attempt.question.clone();
        let done = match verdict {
            Verdict::NotANumber => return,
            Verdict::TryAgain(how) => {
                self.said.set(Some(Said::Hint(how)));
                self.asking.set(Some((seat, attempt)));
                return;
            }
            Verdict::Right { first_try } => {
                self.said.set(Some(Said::Right(question.points)));
                first_try
            }
            Verdict::Shown(_) => {
                self.said.set(Some(Said::Answer(question.clone())));
                false
            }
        };
        self.asking.set(None);
        // Counted first: the game's last box ends it, and the finished game's summary
        // is taken then.
        self.actions.note_sum(seat, done);
        match question.asked {
            Asked::Box(box_id) => self.actions.act(Action::Score { box_id }),
            Asked::UpperTotal => self.upper_step.set(1),
            Asked::Bonus => {
                self.upper_step.set(0);
                self.actions.note_upper_asked(seat);
            }
        }
    }
}
