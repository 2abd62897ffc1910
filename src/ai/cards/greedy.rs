//! The greedy Karten-Kniffel player: if any play fills a field, the one with the most
//! points now (the extra-card penalty is the same for every play of a turn); otherwise
//! exchange toward the field that is fewest cards away, drawing as many as discarded. Works on card counts, so it
//! allocates only the action it returns.

use crate::ai::player::{Player, Seen, View};
use crate::engine::{
    best_play, cards_of, counts, minus, Action,
    BoxId::{self, *},
    CardsTurnView, Counts, CARD_FIELDS, MAX_DISCARD, VALUES,
};

/// The greedy player of Karten-Kniffel (it remembers nothing). It reads its own hand
/// only (`CardsTurnView::current_hand`): other hands and the deck are closed to it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Cards(g) => choose(g),
            _ => None,
        }
    }
}

/// The greedy action for the player on turn.
pub fn choose(game: CardsTurnView<'_>) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let hand = counts(game.current_hand());
    let sheet = game.sheet(game.current_player());
    let best = sheet
        .open_in(&CARD_FIELDS)
        .filter_map(|f| best_play(&hand, f).map(|(cards, pts)| (f, cards, pts)))
        // Ties go to the later field: lower fields are harder to fill later.
        .max_by_key(|&(_, _, pts)| pts);
    if let Some((field, cards, _)) = best {
        // Under "announce yourself" the bot never forgets: Announce, then play.
        if game.can_announce() {
            return Some(Action::Announce);
        }
        return Some(play(game, &hand, field, &cards));
    }
    let (_, _, keep) = sheet
        .open_in(&CARD_FIELDS)
        .map(|f| target(&hand, f))
        .min_by_key(|&(missing, worth, _)| (missing, std::cmp::Reverse(worth)))?;
    // Discard what the target does not need, lowest values first (sums like high cards).
    let mut discard = [0u8; 7];
    let mut room = MAX_DISCARD as u8;
    for v in 1..=VALUES as usize {
        let n = (hand[v] - keep[v]).min(room);
        discard[v] = n;
        room -= n;
    }
    // Never one more: a bot that plays as soon as it can only pays for extra cards
    // (measured over 4,000 four-player games: taking them lowers its mean score).
    Some(Action::Exchange {
        discard: cards_of(&discard),
        one_more: false,
    })
}

/// Playing `cards` of `hand` on `field`, with the cards to give up after it.
fn play(game: CardsTurnView<'_>, hand: &Counts, field: BoxId, cards: &Counts) -> Action {
    let sheet = game.sheet(game.current_player());
    let need = game.discard_after_play(cards.iter().map(|&n| n as usize).sum());
    let discard = if need > 0 {
        discard_down(
            &minus(hand, cards),
            need,
            sheet.open_in(&CARD_FIELDS).filter(|&f| f != field),
        )
    } else {
        Vec::new()
    };
    Action::Play {
        cards: cards_of(cards),
        field,
        discard,
    }
}

/// Every way to end the turn with a play now: the best play on each open field it can
/// fill, with its points. The easy player errs among these.
pub(crate) fn endings(game: CardsTurnView<'_>) -> Vec<(Action, f64)> {
    if game.is_over() || game.can_announce() {
        return Vec::new();
    }
    let hand = counts(game.current_hand());
    game.sheet(game.current_player())
        .open_in(&CARD_FIELDS)
        .filter_map(|f| best_play(&hand, f).map(|(cards, pts)| (f, cards, pts)))
        .map(|(field, cards, pts)| (play(game, &hand, field, &cards), f64::from(pts)))
        .collect()
}

/// The `need` cards to give up after a play (rules 2: back to 5): what the nearest other
/// open field does not need goes first, lowest values first; then the lowest of the rest.
fn discard_down(rest: &Counts, need: usize, open: impl Iterator<Item = BoxId>) -> Vec<u8> {
    let keep = open
        .map(|f| target(rest, f))
        .min_by_key(|&(missing, worth, _)| (missing, std::cmp::Reverse(worth)))
        .map_or([0u8; 7], |(_, _, keep)| keep);
    let mut out = Vec::with_capacity(need);
    let spare = (1..=VALUES)
        .flat_map(|v| std::iter::repeat_n(v, (rest[v as usize] - keep[v as usize]) as usize));
    let kept = (1..=VALUES).flat_map(|v| std::iter::repeat_n(v, keep[v as usize] as usize));
    out.extend(spare.chain(kept).take(need));
    out
}

/// How far the hand is from filling `field`: (cards missing, rough worth, cards to keep).
fn target(hand: &Counts, field: BoxId) -> (u8, u16, Counts) {
    let mut keep = [0u8; 7];
    // The value held most often (the higher one on ties).
    let most = (1..=VALUES as usize)
        .rev()
        .max_by_key(|&v| hand[v])
        .unwrap_or(6);
    match field {
        ThreeOfAKind | FourOfAKind | Kniffel => {
            let need = match field {
                ThreeOfAKind => 3,
                FourOfAKind => 4,
                _ => 5,
            };
            keep[most] = hand[most].min(need);
            let worth = match field {
                Kniffel => 50,
                _ => need as u16 * most as u16 + 7,
            };
            (need.saturating_sub(hand[most]), worth, keep)
        }
        FullHouse => {
            let second = (1..=VALUES as usize)
                .rev()
                .filter(|&v| v != most)
                .max_by_key(|&v| hand[v])
                .unwrap_or(1);
            keep[most] = hand[most].min(3);
            keep[second] = hand[second].min(2);
            (5 - keep[most] - keep[second], 25, keep)
        }
        SmallStraight | LargeStraight => {
            let (len, worth) = if field == SmallStraight {
                (4, 30)
            } else {
                (5, 40)
            };
            let start = (1..=VALUES as usize + 1 - len)
                .rev()
                .min_by_key(|&s| (s..s + len).filter(|&v| hand[v] == 0).count())
                .unwrap_or(1);
            for v in start..start + len {
                keep[v] = hand[v].min(1);
            }
            let held: u8 = keep.iter().sum();
            (len as u8 - held, worth, keep)
        }
        _ => {
            // An open upper field the hand cannot fill holds none of its value.
            let face = field.upper_face().unwrap_or(1) as usize;
            keep[face] = hand[face];
            (1u8.saturating_sub(hand[face]), 3 * face as u16, keep)
        }
    }
}
