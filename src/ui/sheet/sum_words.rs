//! Kids' mode in words: the textbox's name, the hint and the answer for a sum
//! (`session::sums`). The sums themselves ("4 × 3 = 12") are digits and signs, the
//! same in every language.

use crate::session::sums::{Asked, How, Question};
use crate::ui::i18n::Lang;

/// Numbers with " + " between them.
fn plus<T: ToString>(values: &[T]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The textbox's name: "Your points for Fours", for the upper total, for the bonus.
pub fn field_name(l: Lang, asked: Asked) -> String {
    let field = match asked {
        Asked::Box(b) => l.box_label(b),
        Asked::UpperTotal => l.upper_sum(),
        Asked::Bonus => l.sum_bonus(),
    };
    l.sum_your_points(field)
}

/// The hint after a first wrong answer, with "Not quite." before it.
pub fn hint(l: Lang, how: &How) -> String {
    let text = match how {
        How::CountFace { face, count } => l.sum_hint_count(*face, *count),
        How::AddAll { dice } => l.sum_hint_all(&plus(dice)),
        How::AddSome { dice } => l.sum_hint_some(&plus(dice)),
        How::TwiceAll { dice } => l.sum_hint_twice(&plus(dice)),
        How::Fixed => l.sum_hint_fixed().to_string(),
        How::Served { bonus, .. } => l.sum_hint_served(*bonus),
        How::NoFit => l.sum_hint_zero().to_string(),
        How::UpperTotal { boxes } => l.sum_hint_upper(&plus(boxes)),
        How::Bonus { at, bonus, .. } => l.sum_hint_bonus(*at, *bonus),
    };
    format!("{} {text}", l.sum_not_yet())
}

/// The answer after a second wrong one: the points and how they are made.
pub fn answer(l: Lang, q: &Question) -> String {
    let p = q.points;
    let sum = |how: String| l.sum_answer(p, &how);
    match &q.how {
        How::CountFace { face, count } => sum(format!("{face} × {count} = {p}")),
        How::AddAll { dice } | How::AddSome { dice } => sum(format!("{} = {p}", plus(dice))),
        How::TwiceAll { dice } => sum(format!("2 × ({}) = {p}", plus(dice))),
        How::UpperTotal { boxes } => sum(format!("{} = {p}", plus(boxes))),
        How::Fixed => l.sum_answer_fixed(p),
        How::Served { base, bonus } => l.sum_answer_served(p, *base, *bonus),
        How::NoFit => l.sum_answer_zero().to_string(),
        How::Bonus { total, at, .. } => l.sum_answer_bonus(p, *total, *at),
    }
}
