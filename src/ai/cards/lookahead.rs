//! The look-ahead Karten-Kniffel player, strong and normal (`Style`). It rates a play by its points against a par for the
//! field (what the field tends to bring when filled later), and an exchange by the
//! expected best play of the hand it leads to, over every draw the cards it has not
//! seen allow (the deck's 18 per value less its own hand: never other hands or the
//! deck's order). It plays when the play now beats the exchange by more than the turn
//! the exchange costs, and that cost grows as the game's end comes near (judged from
//! how fast the others fill their sheets, which lie open).

use super::greedy;
use crate::ai::player::{Player, Seen, View};
use crate::engine::{
    best_play, cards_of, counts, for_each_sub_multiset, minus, Action,
    BoxId::{self, *},
    CardsTurnView, Counts, CARDS_PER_VALUE, CARD_FIELDS, HAND_SIZE, MAX_DISCARD, MAX_HAND,
    UPPER_BONUS, UPPER_BONUS_AT, VALUES,
};
use std::collections::HashMap;

/// How a player of this kind weighs its choices.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Consider drawing one more than discarded.
    pub one_more: bool,
    /// What an exchange's lost turn costs with plenty of turns left, and per turn of
    /// slack fewer.
    pub tempo: f64,
    pub tempo_per_slack: f64,
}

/// The strong player's style.
pub(crate) const STRONG: Style = Style {
    one_more: true,
    tempo: 4.0,
    tempo_per_slack: 3.0,
};

/// The normal player's style: no extra card drawn, and a turn spent exchanging
/// costs more (it plays sooner).
pub(crate) const NORMAL: Style = Style {
    one_more: false,
    tempo: 10.0,
    tempo_per_slack: 3.0,
};

/// The look-ahead player of Karten-Kniffel in one style (strong or normal). It keeps
/// nothing between moves: each decision is worked out from its own hand.
#[derive(Clone, Debug)]
pub struct Lookahead {
    style: Style,
}

impl Lookahead {
    /// The strong player.
    pub fn strong() -> Lookahead {
        Lookahead { style: STRONG }
    }

    /// The normal player.
    pub fn normal() -> Lookahead {
        Lookahead { style: NORMAL }
    }
}

impl Player for Lookahead {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Cards(g) => choose_with(g, self.style),
            _ => None,
        }
    }
}

/// The action of a player of `style`.
pub(crate) fn choose_with(game: CardsTurnView<'_>, style: Style) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let me = game.current_player();
    let hand = counts(game.current_hand());
    let sheet = game.sheet(me);
    let open: Vec<BoxId> = sheet.open_in(&CARD_FIELDS).collect();
    let mut ctx = Ctx {
        open: open.clone(),
        upper_sum: sheet.upper_sum(),
        memo: HashMap::new(),
    };
    let play = ctx.best(&hand);
    let exchange = ctx.best_exchange(&hand, style);
    let cost = tempo(game, style);
    if let Some((value, field, cards)) = play {
        let exchange_value = exchange.as_ref().map_or(f64::NEG_INFINITY, |e| e.0);
        if value + cost >= exchange_value {
            if game.can_announce() {
                return Some(Action::Announce);
            }
            let played: usize = cards.iter().map(|&n| n as usize).sum();
            let need = game.discard_after_play(played);
            let rest = minus(&hand, &cards);
            let discard = if need > 0 {
                let mut after = Ctx {
                    open: open.iter().copied().filter(|&f| f != field).collect(),
                    upper_sum: ctx.upper_sum + upper_points(field, &cards),
                    memo: HashMap::new(),
                };
                after.keep_best(&rest, need)
            } else {
                Vec::new()
            };
            return Some(Action::Play {
                cards: cards_of(&cards),
                field,
                discard,
            });
        }
    }
    match exchange {
        Some((_, keep, one_more)) => {
            let discard = minus(&hand, &keep);
            Some(Action::Exchange {
                discard: cards_of(&discard),
                one_more,
            })
        }
        None => greedy::choose(game),
    }
}

/// The strong player's worth of an exchange from the hand on turn: discarding
/// `discard` (drawing as many, or one more), or with `None` its best exchange. It is the
/// expected best play (points against par) of the hand it leads to, less the turn it
/// costs: what the player weighs against the plays now. For the coach (`ai::coach`).
/// Returns the worth with the cards discarded (ascending) and whether one more is drawn.
pub(crate) fn exchange_worth(
    game: CardsTurnView<'_>,
    exchange: Option<(&[u8], bool)>,
) -> Option<(f64, Vec<u8>, bool)> {
    let me = game.current_player();
    let hand = counts(game.current_hand());
    let sheet = game.sheet(me);
    let mut ctx = Ctx {
        open: sheet.open_in(&CARD_FIELDS).collect(),
        upper_sum: sheet.upper_sum(),
        memo: HashMap::new(),
    };
    let (worth, discard, one_more) = match exchange {
        None => {
            let (worth, keep, one_more) = ctx.best_exchange(&hand, STRONG)?;
            (worth, minus(&hand, &keep), one_more)
        }
        Some((discard, one_more)) => {
            let keep = minus(&hand, &counts(discard));
            let draw = discard.len() as u8 + u8::from(one_more);
            let worth = ctx.draw_value(&keep, draw, &unseen_odds(&hand));
            (worth, counts(discard), one_more)
        }
    };
    Some((worth - tempo(game, STRONG), cards_of(&discard), one_more))
}

/// What a turn spent exchanging costs now: little while there are turns to spare, more
/// as the end nears. The end comes when someone fills their last field; the others'
/// pace so far says when that may be.
fn tempo(game: CardsTurnView<'_>, style: Style) -> f64 {
    let me = game.current_player();
    let rounds = game.round().max(1) as f64;
    let mine = game.open_count(me) as f64;
    let left = (0..game.player_count())
        .filter(|&p| p != me)
        .map(|p| {
            let open = game.open_count(p) as f64;
            let filled = (CARD_FIELDS.len() as f64 - open).max(1.0);
            // A player's pace, a field every this many rounds; early on assume a brisk one.
            let pace = (rounds / filled).clamp(1.0, 3.0);
            open * pace
        })
        .fold(f64::INFINITY, f64::min);
    let slack = left - mine;
    let overtime = (rounds - LONG_GAME).max(0.0);
    style.tempo + style.tempo_per_slack * ((6.0 - slack).max(0.0) + overtime)
}

/// The points an upper play adds to the upper sum.
fn upper_points(field: BoxId, cards: &Counts) -> i32 {
    field
        .upper_face()
        .map_or(0, |face| i32::from(face) * i32::from(cards[face as usize]))
}

/// What a field tends to bring when filled later.
pub(crate) fn par(field: BoxId) -> f64 {
    match field {
        ThreeOfAKind => 20.0,
        FourOfAKind => 18.0,
        FullHouse => 20.0,
        SmallStraight => 24.0,
        LargeStraight => 28.0,
        Kniffel => 25.0,
        _ => 3.0 * f64::from(field.upper_face().unwrap_or(0)),
    }
}

/// The worth of a hand that fills no field: below any play's, so that drawing toward a
/// play always beats keeping a hand that cannot play (two players passing forever).
const NO_PLAY: f64 = -25.0;

/// Rounds after which a turn spent exchanging costs ever more, so games end.
const LONG_GAME: f64 = 20.0;

/// One decision's view: the open fields and upper sum, with rated hands remembered.
struct Ctx {
    open: Vec<BoxId>,
    upper_sum: i32,
    memo: HashMap<u32, f64>,
}

/// A hand of up to 10 cards as a number (counts in base 11).
fn key(hand: &Counts) -> u32 {
    hand[1..].iter().fold(0, |k, &n| k * 11 + n as u32)
}

impl Ctx {
    /// A play's worth: points against par; upper points also against the bonus.
    fn rate(&self, field: BoxId, pts: u16) -> f64 {
        let pts = f64::from(pts);
        match field.upper_face() {
            Some(face) => {
                let over = pts - 3.0 * f64::from(face);
                // Short of par the bonus slips away (and the −20 comes closer): weigh it.
                let bonus_open = self.upper_sum < UPPER_BONUS_AT;
                let weight = if bonus_open {
                    1.0 + f64::from(UPPER_BONUS) / 63.0
                } else {
                    1.0
                };
                over * if over < 0.0 { weight } else { 1.0 }
            }
            None => pts - par(field),
        }
    }

    /// The best play of `hand`: its worth, field and cards.
    fn best(&self, hand: &Counts) -> Option<(f64, BoxId, Counts)> {
        self.open
            .iter()
            .filter_map(|&f| best_play(hand, f).map(|(c, pts)| (self.rate(f, pts), f, c)))
            .max_by(|a, b| a.0.total_cmp(&b.0))
    }

    /// The worth of holding `hand` at the start of the next turn: its best play (less the
    /// penalty for extra cards), or a flat loss when nothing can be played.
    fn hand_value(&mut self, hand: &Counts) -> f64 {
        let k = key(hand);
        if let Some(&v) = self.memo.get(&k) {
            return v;
        }
        let n: u8 = hand.iter().sum();
        let penalty = 2.0 * f64::from(n.saturating_sub(HAND_SIZE as u8));
        let v = self.best(hand).map_or(NO_PLAY, |(v, _, _)| v) - penalty;
        self.memo.insert(k, v);
        v
    }

    /// The expected `hand_value` after drawing `draw` cards to `keep`.
    fn draw_value(&mut self, keep: &Counts, draw: u8, odds: &[f64; 7]) -> f64 {
        let mut total = 0.0;
        for_each_draw(draw, odds, &mut |drawn, p| {
            let mut h = *keep;
            (1..=VALUES as usize).for_each(|v| h[v] += drawn[v]);
            total += p * self.hand_value(&h);
        });
        total
    }

    /// The best exchange: (expected worth, cards kept, one more).
    fn best_exchange(&mut self, hand: &Counts, style: Style) -> Option<(f64, Counts, bool)> {
        let n: u8 = hand.iter().sum();
        let odds = unseen_odds(hand);
        let mut best: Option<(f64, Counts, bool)> = None;
        let mut keeps = Vec::new();
        let least = (n as usize).saturating_sub(MAX_DISCARD);
        for_each_sub_multiset(hand, least..=n as usize, &mut |keep| keeps.push(*keep));
        for keep in keeps {
            let kept: u8 = keep.iter().sum();
            let discard = n - kept;
            for one_more in [false, true] {
                if one_more && (!style.one_more || n as usize >= MAX_HAND) {
                    continue;
                }
                let draw = discard + u8::from(one_more);
                let v = self.draw_value(&keep, draw, &odds);
                if best.as_ref().is_none_or(|b| v > b.0) {
                    best = Some((v, keep, one_more));
                }
            }
        }
        best
    }

    /// The cards to discard down to five after a play (`need` of `rest`): those whose
    /// loss hurts the next turn's best play least.
    fn keep_best(&mut self, rest: &Counts, need: usize) -> Vec<u8> {
        let n: u8 = rest.iter().sum();
        let want = n.saturating_sub(need as u8);
        let mut best: Option<(f64, Counts)> = None;
        let mut keeps = Vec::new();
        let want = want as usize;
        for_each_sub_multiset(rest, want..=want, &mut |keep| keeps.push(*keep));
        for keep in keeps {
            let v = self.hand_value(&keep);
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, keep));
            }
        }
        let discard = match best {
            Some((_, keep)) => minus(rest, &keep),
            None => *rest,
        };
        cards_of(&discard)
    }
}

/// The chance of each value on the next card drawn, from the cards not in this hand.
fn unseen_odds(hand: &Counts) -> [f64; 7] {
    let mut odds = [0.0; 7];
    let left: Vec<f64> = (0..=VALUES as usize)
        .map(|v| {
            if v == 0 {
                0.0
            } else {
                CARDS_PER_VALUE.saturating_sub(hand[v] as usize) as f64
            }
        })
        .collect();
    let all: f64 = left.iter().sum();
    for v in 1..=VALUES as usize {
        odds[v] = left[v] / all.max(1.0);
    }
    odds
}

/// Calls `f` with every multiset of `n` drawn cards and its chance (draws taken as
/// independent: the piles are large).
fn for_each_draw(n: u8, odds: &[f64; 7], f: &mut impl FnMut(&Counts, f64)) {
    fn go(
        v: usize,
        left: u8,
        p: f64,
        cur: &mut Counts,
        odds: &[f64; 7],
        f: &mut impl FnMut(&Counts, f64),
    ) {
        if v == VALUES as usize {
            cur[v] = left;
            f(cur, p * odds[v].powi(left as i32) / factorial(left));
            cur[v] = 0;
            return;
        }
        for c in 0..=left {
            cur[v] = c;
            go(
                v + 1,
                left - c,
                p * odds[v].powi(c as i32) / factorial(c),
                cur,
                odds,
                f,
            );
        }
        cur[v] = 0;
    }
    go(1, n, factorial(n), &mut [0; 7], odds, f);
}

fn factorial(n: u8) -> f64 {
    (1..=u32::from(n)).map(f64::from).product()
}
