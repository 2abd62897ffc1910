//! Which cards fill which Karten-Kniffel field, and for how many points.

use super::game::{CARD_FIELDS, HAND_SIZE, MAX_HAND, PENALTY_PER_EXTRA_CARD, VALUES};
use crate::engine::dice::Combo;
use crate::engine::error::RuleError;
use crate::engine::scoresheet::sheet::{BoxId, BoxId::*, Sheet};

/// Cards by value: index 1..=6 (0 unused), so a card value indexes directly.
pub type Counts = [u8; 7];

/// How many cards of each value; values outside 1..=6 are ignored (callers validate).
pub fn counts(cards: &[u8]) -> Counts {
    let mut c = [0u8; 7];
    for &v in cards {
        if let Some(n) = c.get_mut(v as usize) {
            *n = n.saturating_add(1);
        }
    }
    c
}

/// What is left of `counts` once `taken` (a part of it) is taken out.
pub fn minus(counts: &Counts, taken: &Counts) -> Counts {
    std::array::from_fn(|v| counts[v] - taken[v])
}

/// The cards of `counts` as values, ascending.
pub fn cards_of(counts: &Counts) -> Vec<u8> {
    let mut out = Vec::with_capacity(counts.iter().map(|&n| n as usize).sum());
    for v in 1..=VALUES {
        out.extend(std::iter::repeat_n(v, counts[v as usize] as usize));
    }
    out
}

/// The points `combo` (the cards played) scores in `field`, or None when it does not
/// fill that field. Card counts are exact here (docs/rules.md: a small straight is exactly
/// 4 cards, the other lower fields exactly 5, upper fields 1–5 cards of their value);
/// the conditions themselves are `BoxId::meets`.
pub fn field_points(field: BoxId, combo: &Combo) -> Option<u16> {
    if !CARD_FIELDS.contains(&field) {
        return None;
    }
    let n = combo.len();
    let shape_ok = match field.upper_face() {
        Some(face) => (1..=HAND_SIZE).contains(&n) && combo.count(face) as usize == n,
        None => n == cards_needed(field),
    };
    if shape_ok {
        field.meets(combo)
    } else {
        None
    }
}

/// Cards a lower field takes.
pub(super) fn cards_needed(field: BoxId) -> usize {
    if field == SmallStraight {
        4
    } else {
        5
    }
}

/// The open fields of `sheet` that the played `cards` fill validly, with their points
/// (what `pasch-cli score` answers for `{"game":"cards"}`). Empty for malformed cards
/// (a value outside 1–6, no cards or more than 5).
pub fn allowed(cards: &[u8], sheet: &Sheet) -> Vec<(BoxId, u16)> {
    if check_cards(cards).is_err() || cards.is_empty() || cards.len() > HAND_SIZE {
        return Vec::new();
    }
    let combo = Combo::new(cards);
    sheet
        .open_in(&CARD_FIELDS)
        .filter_map(|f| field_points(f, &combo).map(|p| (f, p)))
        .collect()
}

/// Every value is a card value (1–6) and there are not more than a hand can hold.
///
/// # Errors
///
/// `RuleError::NoSuchCard` for a value outside 1–6, `RuleError::TooManyCards` for more
/// cards than a hand can hold.
pub fn check_cards(cards: &[u8]) -> Result<(), RuleError> {
    if let Some(v) = cards.iter().find(|v| !(1..=VALUES).contains(v)) {
        return Err(RuleError::NoSuchCard(*v));
    }
    if cards.len() > MAX_HAND {
        return Err(RuleError::TooManyCards);
    }
    Ok(())
}

/// Penalty for playing with `hand_len` cards in hand.
pub fn penalty_for_hand(hand_len: usize) -> i32 {
    hand_len.saturating_sub(HAND_SIZE) as i32 * PENALTY_PER_EXTRA_CARD
}

/// Why `combo` does not fill `field` (the field is on the sheet and open).
pub(super) fn why_not(field: BoxId, combo: &Combo) -> RuleError {
    let n = combo.len();
    if let Some(face) = field.upper_face() {
        return if n == 0 || n > HAND_SIZE {
            RuleError::UpperFieldCount(field)
        } else {
            RuleError::UpperFieldFace { field, face }
        };
    }
    let needed = cards_needed(field);
    if n != needed {
        return RuleError::LowerFieldCount { field, needed };
    }
    RuleError::CardsDontMake(field)
}

/// The best way to fill `field` from a hand with these card counts: the cards to play
/// and their points, or None when the hand cannot fill it. Built from the counts
/// directly (no subset enumeration), so bots can call it every turn.
pub fn best_play(hand: &Counts, field: BoxId) -> Option<(Counts, u16)> {
    let mut play = [0u8; 7];
    match field {
        ThreeOfAKind | FourOfAKind => {
            let need = if field == ThreeOfAKind { 3 } else { 4 };
            // The highest value with enough cards, topped up with the highest others,
            // gives the biggest sum.
            let mut best: Option<(Counts, u16)> = None;
            for v in (1..=VALUES as usize).rev() {
                if hand[v] < need {
                    continue;
                }
                let mut p = [0u8; 7];
                p[v] = need;
                let mut left = HAND_SIZE as u8 - need;
                for w in (1..=VALUES as usize).rev() {
                    let take = left.min(hand[w] - p[w]);
                    p[w] += take;
                    left -= take;
                }
                if left > 0 {
                    continue;
                }
                let pts = scored(field, &p)?;
                if best.is_none_or(|(_, b)| pts > b) {
                    best = Some((p, pts));
                }
            }
            return best;
        }
        FullHouse => {
            // 25 points whichever values: give away the lowest cards.
            let three = (1..=VALUES as usize).find(|&v| hand[v] >= 3)?;
            let two = (1..=VALUES as usize).find(|&w| w != three && hand[w] >= 2)?;
            play[three] = 3;
            play[two] = 2;
        }
        SmallStraight | LargeStraight => {
            let len = cards_needed(field);
            let start =
                (1..=VALUES as usize + 1 - len).find(|&s| (s..s + len).all(|v| hand[v] > 0))?;
            play[start..start + len].fill(1);
        }
        Kniffel => {
            let v = (1..=VALUES as usize).find(|&v| hand[v] >= 5)?;
            play[v] = 5;
        }
        _ => {
            let face = field.upper_face()? as usize;
            play[face] = hand[face].min(HAND_SIZE as u8);
        }
    }
    scored(field, &play).map(|pts| (play, pts))
}

/// `field_points` for cards given as counts, without allocating.
pub(super) fn scored(field: BoxId, play: &Counts) -> Option<u16> {
    let mut cards = [0u8; MAX_HAND];
    let mut n = 0;
    for v in 1..=VALUES {
        for _ in 0..play[v as usize] {
            *cards.get_mut(n)? = v;
            n += 1;
        }
    }
    field_points(field, &Combo::new(&cards[..n]))
}

/// Calls `f` with every sub-multiset of `hand` whose size is in `sizes`.
pub(crate) fn for_each_sub_multiset(
    hand: &Counts,
    sizes: std::ops::RangeInclusive<usize>,
    f: &mut impl FnMut(&Counts),
) {
    fn go(
        hand: &Counts,
        v: usize,
        cur: &mut Counts,
        size: usize,
        sizes: &std::ops::RangeInclusive<usize>,
        f: &mut impl FnMut(&Counts),
    ) {
        if v > VALUES as usize {
            if sizes.contains(&size) {
                f(cur);
            }
            return;
        }
        for k in 0..=hand[v] {
            if size + k as usize > *sizes.end() {
                break;
            }
            cur[v] = k;
            go(hand, v + 1, cur, size + k as usize, sizes, f);
        }
        cur[v] = 0;
    }
    go(hand, 1, &mut [0u8; 7], 0, &sizes, f);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_play_matches_the_best_of_all_sub_multisets() {
        // Every hand of 5–7 cards: the fast best_play equals brute force over subsets.
        let mut hands = Vec::new();
        for_each_sub_multiset(&[0, 7, 7, 7, 7, 7, 7], 5..=7, &mut |h| hands.push(*h));
        for hand in &hands {
            for field in CARD_FIELDS {
                let mut brute: Option<u16> = None;
                for_each_sub_multiset(hand, 1..=5, &mut |c| {
                    if let Some(p) = scored(field, c) {
                        brute = brute.max(Some(p));
                    }
                });
                let fast = best_play(hand, field);
                assert_eq!(fast.map(|(_, p)| p), brute, "{hand:?} {field:?}");
                if let Some((c, _)) = fast {
                    assert!((1..=6).all(|v| c[v] <= hand[v]), "{hand:?} {field:?} {c:?}");
                }
            }
        }
    }
}
