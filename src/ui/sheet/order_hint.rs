//! The words under the dice while a box order decides where the dice may go: the next
//! box of a single-file order, or which section comes first.

use crate::engine::{BoxId, BoxOrder, Offer};
use crate::ui::i18n::Lang;

/// The hint for a turn in `order` with `offer` on a sheet whose open boxes are `open`;
/// None when the order does not restrict the choice now.
pub fn order_hint(l: Lang, order: BoxOrder, offer: &Offer, open: &[BoxId]) -> Option<String> {
    let both_open = open.iter().any(|b| b.is_upper()) && open.iter().any(|b| !b.is_upper());
    let text = match order {
        BoxOrder::Free => return None,
        BoxOrder::TopDown | BoxOrder::BottomUp => {
            let &(next, _) = offer.allowed.first()?;
            l.refusal_out_of_order(next)
        }
        BoxOrder::UpperFirst if both_open => l.hint_upper_first().to_string(),
        BoxOrder::LowerFirst if both_open => l.hint_lower_first().to_string(),
        BoxOrder::UpperFirst | BoxOrder::LowerFirst => return None,
    };
    Some(if offer.bonus > 0 {
        format!("{text} {}", l.bonus_on_the_way(offer.bonus as i32))
    } else {
        text
    })
}
