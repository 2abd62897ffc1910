//! Kids' mode's checker: a player who counts for themselves types each box's points, and
//! this says whether the sum is right and, if not, how it is made. Typed outcomes, no
//! words (the screens say them: `lang`). Nothing here scores: the points entered are
//! always the rules' points (the engine's `Score`), and the answer asked for is exactly
//! what the rules give (`SheetGame::offer`, the variant's upper bonus).
//!
//! First wrong answer: a hint for the box's family and a second try; second wrong: the
//! sum shown with how to get it.

use crate::engine::{BoxId, GameKind, Sheet, SheetGame, Variant, SHEET_ROLLS, UPPER_BOXES};

#[cfg(test)]
mod tests;

/// What is asked: a box's points, or once the upper section is full, its total and the
/// bonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The points the dice score in this box.
    Box(BoxId),
    /// The upper section's total.
    UpperTotal,
    /// The upper bonus (0 when the total falls short).
    Bonus,
}

/// How the points are made: the family of the box, with the numbers a hint and the
/// answer show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum How {
    /// An upper box: `face` × how many dice show it.
    CountFace {
        /// The face the box collects.
        face: u8,
        /// How many dice show it.
        count: u8,
    },
    /// All dice added up (Chance, Kniffel's of-a-kinds).
    AddAll {
        /// The dice.
        dice: Vec<u8>,
    },
    /// All dice added up, twice (Extreme's Super Chance).
    TwiceAll {
        /// The dice.
        dice: Vec<u8>,
    },
    /// Only the dice that form the box added up (Yatzy's and Maxi Yatzy's pairs, kinds,
    /// houses).
    AddSome {
        /// The dice that form it.
        dice: Vec<u8>,
    },
    /// A box of fixed value (full house 25, straights, Kniffel 50).
    Fixed,
    /// Generala: a fixed value and the bonus of a combination served (first roll).
    Served {
        /// The box's value on a later roll.
        base: i32,
        /// The bonus of the first roll.
        bonus: i32,
    },
    /// The dice do not fit the box: 0.
    NoFit,
    /// The upper total: the upper boxes' points added up.
    UpperTotal {
        /// Each upper box's points, in sheet order.
        boxes: Vec<i32>,
    },
    /// The bonus: `bonus` when the upper total reaches `at`, else 0.
    Bonus {
        /// The upper total.
        total: i32,
        /// The total needed.
        at: i32,
        /// The bonus's points.
        bonus: i32,
    },
}

/// One sum to ask: what, its right answer, how it is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// What is asked.
    pub asked: Asked,
    /// The right answer (the rules' points).
    pub points: i32,
    /// How it is made.
    pub how: How,
}

/// What an answer is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Right; `first_try` when at the first try (the statistics count it).
    Right {
        /// Right at the first try.
        first_try: bool,
    },
    /// Wrong the first time: a hint for another try.
    TryAgain(How),
    /// Wrong the second time: the answer is shown with how to get it.
    Shown(How),
    /// No whole number typed: nothing counted, nothing changes.
    NotANumber,
}

/// One question with the tries made so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The question.
    pub question: Question,
    /// Wrong answers so far.
    pub wrong: u8,
}

impl Attempt {
    /// A question not yet answered.
    pub fn new(question: Question) -> Attempt {
        Attempt { question, wrong: 0 }
    }

    /// Checks the typed answer.
    pub fn check(&mut self, typed: &str) -> Verdict {
        let Ok(answer) = typed.trim().parse::<i32>() else {
            return Verdict::NotANumber;
        };
        if answer == self.question.points {
            return Verdict::Right {
                first_try: self.wrong == 0,
            };
        }
        self.wrong = self.wrong.saturating_add(1);
        if self.wrong == 1 {
            Verdict::TryAgain(self.question.how.clone())
        } else {
            Verdict::Shown(self.question.how.clone())
        }
    }
}

/// Which way a box's points are made in `kind` when the dice fit it.
enum Family {
    Upper(u8),
    All,
    TwiceAll,
    Forming,
    Fixed,
}

fn family(kind: GameKind, b: BoxId) -> Family {
    use BoxId::*;
    if let Some(face) = b.upper_face() {
        return Family::Upper(face);
    }
    let yatzy_like = matches!(kind, GameKind::Yatzy | GameKind::MaxiYatzy);
    match b {
        Chance => Family::All,
        SuperChance => Family::TwiceAll,
        ThreeOfAKind | FourOfAKind | TwoPairs
            if matches!(kind, GameKind::Classic | GameKind::Extreme) =>
        {
            Family::All
        }
        OnePair | TwoPairs | ThreePairs | ThreeOfAKind | FourOfAKind | FiveOfAKind | FullHouse
        | Villa | Tower
            if yatzy_like =>
        {
            Family::Forming
        }
        _ => Family::Fixed,
    }
}

/// The smallest group of `dice` adding up to `points` in which every face is there at
/// least twice (the pairs, kinds and houses of Yatzy and Maxi Yatzy).
fn forming_dice(dice: &[u8], points: i32) -> Option<Vec<u8>> {
    let n = dice.len().min(8);
    (1u32..(1 << n))
        .map(|mask| {
            let mut picked: Vec<u8> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| dice[i])
                .collect();
            picked.sort_unstable_by(|a, b| b.cmp(a));
            picked
        })
        .filter(|p| p.iter().map(|&d| i32::from(d)).sum::<i32>() == points)
        .filter(|p| p.iter().all(|d| p.iter().filter(|x| *x == d).count() >= 2))
        .min_by_key(|p| p.len())
}

/// The question for box `b` with the current player's dice, None when the dice may not
/// go there now (not rolled yet, the box filled, another box first).
pub fn box_question(sg: &SheetGame, b: BoxId) -> Option<Question> {
    let turn = sg.turn();
    if turn.rolls == 0 {
        return None;
    }
    let points = i32::from(sg.offer().points_for(b)?);
    let dice = turn.dice.clone();
    let variant = sg.variant();
    let how = if points == 0 {
        How::NoFit
    } else {
        match family(variant.kind(), b) {
            Family::Upper(face) => How::CountFace {
                face,
                count: dice.iter().filter(|&&d| d == face).count() as u8,
            },
            Family::All => How::AddAll { dice },
            Family::TwiceAll => How::TwiceAll { dice },
            Family::Forming => match forming_dice(&dice, points) {
                Some(dice) => How::AddSome { dice },
                None => How::Fixed,
            },
            Family::Fixed => {
                let sheet = &sg.players()[sg.current_player()].sheet;
                let later = variant
                    .offer_on_roll(&dice, sheet, SHEET_ROLLS)
                    .points_for(b);
                match later.map(i32::from) {
                    Some(base) if turn.rolls == 1 && base > 0 && base < points => How::Served {
                        base,
                        bonus: points - base,
                    },
                    _ => How::Fixed,
                }
            }
        }
    };
    Some(Question {
        asked: Asked::Box(b),
        points,
        how,
    })
}

/// The upper section is full on `sheet` and the game has an upper bonus: the questions
/// of its total and its bonus, in that order. None otherwise (Generala has neither).
pub fn upper_questions(variant: Variant, sheet: &Sheet) -> Option<[Question; 2]> {
    let upper = variant.boxes().iter().filter(|b| b.is_upper());
    let boxes: Vec<i32> = upper.map(|&b| sheet.get(b)).collect::<Option<_>>()?;
    if !variant.has_upper_bonus() || boxes.len() != UPPER_BOXES.len() {
        return None;
    }
    let total = sheet.upper_sum();
    let (at, bonus) = variant.upper_bonus_rule();
    Some([
        Question {
            asked: Asked::UpperTotal,
            points: total,
            how: How::UpperTotal { boxes },
        },
        Question {
            asked: Asked::Bonus,
            points: variant.upper_bonus(sheet),
            how: How::Bonus { total, at, bonus },
        },
    ])
}
