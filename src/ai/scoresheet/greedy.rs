//! The greedy player of the scoresheet games (classic Kniffel, Kniffel Extreme, Yatzy,
//! Maxi Yatzy, Generala, each through its own box list and offer): after
//! each roll it holds the dice that serve the most promising open box, stops once a high
//! fixed box is made that holding cannot improve, spends an Extreme chip when the roll
//! is poor (or the chips would go unused), and fills the box whose points beat that box's
//! typical score the most. No lookahead and no allocation until the box is chosen: it
//! is meant to be fast (simulations) and sensible, not optimal.

use crate::ai::dice::keep::next_step;
use crate::ai::player::{Player, Seen, View};
use crate::engine::{
    Action, BoxId, BoxId::*, Combo, GameRules, Sheet, SheetGame, Variant, BOX_COUNT,
    EXTREME_BOX_COUNT,
};

/// The greedy player of the scoresheet games (it remembers nothing).
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

impl Player for Greedy {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Classic(g) | Seen::Extreme(g) | Seen::Sheet(g) => choose(g),
            _ => None,
        }
    }
}

/// The greedy action for the player on turn.
pub fn choose(g: &SheetGame) -> Option<Action> {
    if g.is_over() {
        return None;
    }
    // With real dice (score pad) a Roll means "throw for me": the players throw the dice
    // not held and type them in; the bot decides holds, chips and boxes as ever.
    if !g.turn().has_rolled() {
        return Some(Action::Roll);
    }
    let player = &g.players()[g.current_player()];
    let view = Dice::new(g.variant(), &g.turn().dice, &player.sheet, g.turn().rolls);
    let turn = g.dice_turn();
    let roll_left = turn.is_some_and(|t| t.may_roll);
    let chip_left = turn.is_some_and(|t| t.may_buy_roll);
    if roll_left || chip_left {
        if let Some(keep) = view.keep() {
            // A chip is worth it when the best box now is poor, or when the chips left
            // would otherwise go unused (they score nothing at the end).
            let spend = roll_left
                || player.chips as usize >= view.open_count()
                || best_box(g).is_some_and(|(_, value)| value < CHIP_BELOW);
            if spend {
                let throw = if roll_left {
                    Action::Roll
                } else {
                    Action::ChipRoll
                };
                let want = |die: usize| keep & (1 << die) != 0;
                return Some(next_step(&g.turn().held, want, throw));
            }
        }
    }
    best_box(g).map(|(box_id, _)| Action::Score { box_id })
}

/// A chip buys a 4th roll when the best box would score this far below its par.
const CHIP_BELOW: f32 = -6.0;

/// The allowed box with the best value (points against par), and that value.
fn best_box(g: &SheetGame) -> Option<(BoxId, f32)> {
    box_values(g).into_iter().max_by(|a, b| a.1.total_cmp(&b.1))
}

/// Every box the dice may fill now, with its value (points against par).
fn box_values(g: &SheetGame) -> Vec<(BoxId, f32)> {
    let sheet = &g.players()[g.current_player()].sheet;
    g.offer()
        .allowed
        .iter()
        .map(|&(b, points)| (b, value(b, points, sheet, g.variant())))
        .collect()
}

/// Every way to end the turn now (a box), with the value greedy sees in it; none before
/// the turn's first roll. The easy player errs among these.
pub(crate) fn endings(g: &SheetGame) -> Vec<(Action, f64)> {
    if g.is_over() || !g.turn().has_rolled() {
        return Vec::new();
    }
    box_values(g)
        .into_iter()
        .map(|(box_id, v)| (Action::Score { box_id }, f64::from(v)))
        .collect()
}

/// How good `points` in box `b` are: points above the box's par, and for an upper box
/// its share of the upper bonus while the bonus is still open. Striking (0 points) thus
/// picks the box the bot expects least from.
pub(crate) fn value(b: BoxId, points: u16, sheet: &Sheet, variant: Variant) -> f32 {
    let par = par(b, variant);
    let mut v = points as f32 - par;
    let (bonus_at, bonus) = variant.upper_bonus_rule();
    if let Some(face) = b.upper_face() {
        if bonus > 0 && sheet.upper_sum() < bonus_at {
            // Dice per face that reach the bonus: 63/21 = 3 (classic, Yatzy), 73/21
            // (Extreme), 84/21 = 4 (Maxi Yatzy).
            let bonus_pace = face as f32 * bonus_at as f32 / 21.0;
            v += points as f32 - bonus_pace;
        }
    }
    v
}

/// The typical points of box `b` in `variant` (see the tables below); also the hint's
/// estimate.
pub(crate) fn par(b: BoxId, variant: Variant) -> f32 {
    let table: &[f32] = match variant {
        Variant::Classic { .. } => &CLASSIC_PAR,
        Variant::Extreme => &EXTREME_PAR,
        Variant::Yatzy { .. } => &YATZY_PAR,
        Variant::MaxiYatzy { .. } => &MAXI_YATZY_PAR,
        Variant::Generala { .. } => &GENERALA_PAR,
    };
    table.get(b as usize).copied().unwrap_or(0.0)
}

/// A par table from (box, typical points); the boxes not named are 0.
const fn pars(entries: &[(BoxId, f32)]) -> [f32; BOX_COUNT] {
    let mut out = [0.0; BOX_COUNT];
    let mut i = 0;
    while i < entries.len() {
        out[entries[i].0 as usize] = entries[i].1;
        i += 1;
    }
    out
}

/// Yatzy's typical points: rough odds × value, the upper boxes as classic's (the same
/// dice and bonus line). Not tuned by simulation yet.
const YATZY_PAR: [f32; BOX_COUNT] = pars(&[
    (Ones, 2.0),
    (Twos, 5.3),
    (Threes, 8.6),
    (Fours, 12.2),
    (Fives, 15.7),
    (Sixes, 19.2),
    (OnePair, 10.5),
    (TwoPairs, 16.0),
    (ThreeOfAKind, 12.5),
    (FourOfAKind, 8.5),
    (SmallStraight, 7.5),
    (LargeStraight, 9.5),
    (FullHouse, 15.0),
    (Chance, 22.0),
    (Yatzy, 16.0),
]);

/// Maxi Yatzy's typical points (six dice make every box more often): rough odds × value.
const MAXI_YATZY_PAR: [f32; BOX_COUNT] = pars(&[
    (Ones, 2.5),
    (Twos, 6.0),
    (Threes, 9.5),
    (Fours, 13.5),
    (Fives, 17.0),
    (Sixes, 21.0),
    (OnePair, 11.3),
    (TwoPairs, 20.0),
    (ThreePairs, 16.0),
    (ThreeOfAKind, 14.0),
    (FourOfAKind, 12.0),
    (FiveOfAKind, 8.0),
    (SmallStraight, 10.0),
    (LargeStraight, 12.0),
    (FullStraight, 10.0),
    (FullHouse, 19.0),
    (Villa, 12.0),
    (Tower, 12.0),
    (Chance, 25.0),
    (MaxiYatzy, 20.0),
]);

/// Generala's typical points: rough odds × value (served boxes are worth 5 more).
const GENERALA_PAR: [f32; BOX_COUNT] = pars(&[
    (Ones, 2.0),
    (Twos, 5.3),
    (Threes, 8.6),
    (Fours, 12.2),
    (Fives, 15.7),
    (Sixes, 19.2),
    (Straight, 16.0),
    (FullHouse, 22.0),
    (FourOfAKind, 20.0),
    (Generala, 15.0),
    (DoubleGenerala, 3.0),
]);

/// Typical points of each box (index = `BoxId as usize`): the classic figures are close
/// to optimal-play averages, the Extreme ones rough odds × value, tuned by simulation
/// (the bot's own averages as pars scored worse: they overrate boxes it rarely makes).
const CLASSIC_PAR: [f32; EXTREME_BOX_COUNT] = [
    2.0, 5.3, 8.6, 12.2, 15.7, 19.2, // upper
    21.7, 13.1, 0.0, 0.0, 0.0, 22.6, 0.0, 29.5, 32.7, 0.0, 16.9, 0.0, 0.0, 0.0, 22.0, 0.0,
];
const EXTREME_PAR: [f32; EXTREME_BOX_COUNT] = [
    2.5, 6.0, 9.5, 13.0, 16.5, 20.0, // upper
    25.0, 18.0, 25.0, 20.0, 16.0, 21.0, 18.0, 25.0, 26.0, 15.0, 17.0, 7.0, 16.0, 14.0, 24.0, 48.0,
];

/// The dice, the sheet and what they show, for the hold decision.
struct Dice<'a> {
    dice: &'a [u8],
    combo: Combo,
    /// Bit `BoxId as usize` set: the box is on this sheet and still open.
    open: u32,
    /// Bit `BoxId as usize` set: the box is open and the dice make it now.
    made: u32,
    /// The straights of a game whose straights are fixed faces (box, lowest face,
    /// length); empty for the Kniffel games, whose straights are any run.
    fixed_straights: &'static [(BoxId, u8, usize)],
    extreme: bool,
}

/// Index of the ten-sided die in Kniffel Extreme.
const TEN: usize = 5;

impl<'a> Dice<'a> {
    fn new(variant: Variant, dice: &'a [u8], sheet: &Sheet, roll: u8) -> Dice<'a> {
        let combo = Combo::new(dice);
        let open = sheet
            .open_in(variant.boxes())
            .fold(0, |m, b| m | 1 << b as usize);
        // The Kniffel games' boxes are made by their condition (met or not, whatever a
        // joker allows); the other games' when their own scoring gives points.
        let made = match variant {
            Variant::Classic { .. } | Variant::Extreme => sheet
                .open_in(variant.boxes())
                .filter(|b| b.meets(&combo).is_some())
                .fold(0, |m, b| m | 1 << b as usize),
            _ => variant
                .offer_on_roll(dice, sheet, roll)
                .allowed
                .iter()
                .filter(|&&(_, points)| points > 0)
                .fold(0, |m, &(b, _)| m | 1 << b as usize),
        };
        let fixed_straights: &[(BoxId, u8, usize)] = match variant {
            Variant::Classic { .. } | Variant::Extreme => &[],
            Variant::Yatzy { .. } | Variant::MaxiYatzy { .. } => &[
                (SmallStraight, 1, 5),
                (LargeStraight, 2, 5),
                (FullStraight, 1, 6),
            ],
            Variant::Generala { .. } => &[(Straight, 1, 5), (Straight, 2, 5)],
        };
        Dice {
            dice,
            combo,
            open,
            made,
            fixed_straights,
            extreme: variant == Variant::Extreme,
        }
    }

    fn is_open(&self, b: BoxId) -> bool {
        self.open & (1 << b as usize) != 0
    }

    fn open_count(&self) -> usize {
        self.open.count_ones() as usize
    }

    /// Open and met by the dice now.
    fn made(&self, b: BoxId) -> bool {
        self.made & (1 << b as usize) != 0
    }

    fn mask(&self, pick: impl Fn(usize, u8) -> bool) -> u8 {
        self.dice
            .iter()
            .enumerate()
            .filter(|&(i, &v)| pick(i, v))
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// The dice to hold before rolling again, or None to stop and score now (also when
    /// every die would be held).
    fn keep(&self) -> Option<u8> {
        let all = (1u8 << self.dice.len()) - 1;
        self.target(all).filter(|&m| m != all)
    }

    fn target(&self, all: u8) -> Option<u8> {
        let c = &self.combo;
        let (most, face) = (1..=6u8).map(|f| (c.count(f), f)).max().unwrap_or((0, 1));
        let n = self.dice.len() as u8;

        // A made high box: stop, unless holding it keeps it and a better box is open.
        if most == n {
            return None; // a (further) Kniffel, or Kniffel Extreme
        }
        if most == 5 && self.is_open(KniffelExtreme) {
            return Some(self.mask(|_, v| v == face)); // the sixth die may match
        }
        if most == 5 && self.is_open(Kniffel) {
            return None;
        }
        for b in [
            TwoTriples,
            BigFullHouse,
            ThreePairs,
            TenOrLess,
            ThirtyThreeOrMore,
            FullStraight,
            Villa,
            Tower,
            Straight,
        ] {
            if self.made(b) {
                return None;
            }
        }
        let straights: Vec<Straight> = match self.fixed_straights {
            [] => STRAIGHTS
                .iter()
                .filter(|&&(b, _)| self.is_open(b))
                .map(|&(_, len)| self.straight(len))
                .collect(),
            fixed => fixed
                .iter()
                .filter(|&&(b, _, _)| self.is_open(b))
                .map(|&(_, from, len)| self.fixed_straight(from, len))
                .collect(),
        };
        // A made straight stops the turn: the longest sliding one (Kniffel), any of the
        // fixed ones (the other games' straights are those faces or nothing).
        let made = match self.fixed_straights {
            [] => straights.last().is_some_and(|s| s.missing == 0),
            _ => straights.iter().any(|s| s.missing == 0),
        };
        if made {
            return None;
        }
        if self.made(FullHouse) {
            let upgrade = self.extreme && (self.is_open(BigFullHouse) || self.is_open(TwoTriples));
            if !upgrade {
                return None;
            }
            return Some(self.mask(|_, v| c.count(v) >= 2));
        }

        // Otherwise the most promising target: (priority, dice to hold).
        let mut best = (0i32, 0u8);
        let mut consider = |priority: i32, mask: u8| {
            if priority > best.0 && mask != all {
                best = (priority, mask);
            }
        };
        for st in &straights {
            let base = match (st.missing, st.len) {
                (0, _) => 0, // a made shorter straight: the longer one's window keeps it
                (1, 6) => 45,
                (1, 5) => 40,
                (1, _) => 35,
                (2, 4) => 20,
                (2, 5) => 18,
                (2, _) => 15,
                _ => 6,
            };
            consider(base + if st.keeps_made { 15 } else { 0 }, st.mask);
        }
        for f in 1..=6u8 {
            let count = c.count(f);
            if count == 0 || !self.kind_serves(f, count) {
                continue;
            }
            let base = match count {
                4.. => 60,
                3 => 45,
                2 => 15,
                _ => 3,
            };
            let upper = BoxId::upper_for(f).is_some_and(|b| self.is_open(b));
            consider(
                base + f as i32 + if upper { 3 } else { 0 },
                self.mask(|_, v| v == f),
            );
        }
        let pairs = c.faces_with_at_least(2);
        let pair_mask = self.mask(|_, v| c.count(v) >= 2);
        if pairs >= 2 && self.is_open(FullHouse) {
            consider(25, pair_mask);
        }
        if self.extreme {
            if pairs == 2 && self.is_open(ThreePairs) {
                consider(28, pair_mask);
            }
            if pairs >= 2 && c.faces_with_at_least(3) >= 1 && self.is_open(TwoTriples) {
                consider(30, pair_mask);
            }
            let low = self.mask(|_, v| v <= 2);
            let high = self.mask(|i, v| self.high(i, v));
            if self.is_open(TenOrLess) {
                consider([0, 0, 0, 6, 14, 30, 30][low.count_ones() as usize], low);
            }
            if self.is_open(ThirtyThreeOrMore) {
                consider([0, 0, 0, 6, 14, 30, 30][high.count_ones() as usize], high);
            }
        }
        if self.is_open(Chance) || self.is_open(SuperChance) {
            consider(
                4,
                self.mask(|i, v| v >= 5 || (self.extreme && i == TEN && v >= 6)),
            );
        }
        Some(best.1)
    }

    /// A die worth keeping for a high sum: 5-6, or 7-9 on the ten-sided die (mean 4.5).
    fn high(&self, i: usize, v: u8) -> bool {
        if self.extreme && i == TEN {
            v >= 7
        } else {
            v >= 5
        }
    }

    /// Do `count` dice showing `f` serve an open box (upper, of a kind, full house)?
    fn kind_serves(&self, f: u8, count: u8) -> bool {
        let upper = BoxId::upper_for(f).is_some_and(|b| self.is_open(b));
        let kinds = [
            ThreeOfAKind,
            FourOfAKind,
            Kniffel,
            KniffelExtreme,
            BigFullHouse,
            FiveOfAKind,
            Yatzy,
            MaxiYatzy,
            Generala,
            Tower,
        ];
        upper || kinds.iter().any(|&b| self.is_open(b)) || (count >= 3 && self.is_open(FullHouse))
    }

    /// The most complete window for a straight of `len` values.
    fn straight(&self, len: usize) -> Straight {
        let (lo, hi) = if self.extreme { (0u8, 9u8) } else { (1, 6) };
        let mut best: Option<Straight> = None;
        for start in lo..=hi + 1 - len as u8 {
            let window = start..start + len as u8;
            // Values outside 1-6 only the ten-sided die shows: at most one per window.
            let odd = window.clone().filter(|v| !(1..=6).contains(v)).count();
            if odd > 1 {
                continue;
            }
            let (mask, present, run) = self.hold_run(window, odd == 1);
            let keeps_made = STRAIGHTS
                .iter()
                .any(|&(b, l)| l < len && run >= l && self.is_open(b));
            let candidate = Straight {
                len,
                mask,
                missing: len - present,
                keeps_made,
            };
            if best.is_none_or(|b| (candidate.missing, !keeps_made) < (b.missing, !b.keeps_made)) {
                best = Some(candidate);
            }
        }
        best.unwrap_or(Straight {
            len,
            mask: 0,
            missing: len,
            keeps_made: false,
        })
    }

    /// The straight of the faces `from..from + len` (Yatzy, Maxi Yatzy, Generala).
    fn fixed_straight(&self, from: u8, len: usize) -> Straight {
        let (mask, present, _) = self.hold_run(from..from + len as u8, false);
        Straight {
            len,
            mask,
            missing: len - present,
            keeps_made: false,
        }
    }

    /// One die per value of `window` that the dice show. In Extreme the ten-sided die is
    /// held for a value only it can show, or (in a 1-6 window) in preference to a six-sided
    /// die, since re-rolling a six-sided die fills a gap more often.
    /// Returns (mask, values held, longest run of consecutive values held).
    fn hold_run(&self, window: std::ops::Range<u8>, needs_ten: bool) -> (u8, usize, usize) {
        let (mut mask, mut present, mut run, mut longest) = (0u8, 0, 0, 0);
        for v in window {
            let ten_shows = self.extreme && self.dice[TEN] == v;
            let die = if !(1..=6).contains(&v) {
                ten_shows.then_some(TEN)
            } else if ten_shows && !needs_ten && mask & (1 << TEN) == 0 {
                Some(TEN)
            } else {
                (0..self.dice.len()).find(|&i| {
                    self.dice[i] == v && !(self.extreme && i == TEN) && mask & (1 << i) == 0
                })
            };
            if let Some(i) = die {
                mask |= 1 << i;
                present += 1;
                run += 1;
                longest = longest.max(run);
            } else {
                run = 0;
            }
        }
        (mask, present, longest)
    }
}

#[derive(Clone, Copy)]
struct Straight {
    len: usize,
    /// The dice to hold: one per value of the window shown.
    mask: u8,
    missing: usize,
    /// Holding keeps an open shorter straight that is already made.
    keeps_made: bool,
}

/// The straight boxes with their lengths, shortest first.
const STRAIGHTS: [(BoxId, usize); 3] = [(SmallStraight, 4), (LargeStraight, 5), (Highway, 6)];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;
    use crate::engine::CLASSIC_BOXES;
    use crate::engine::EXTREME_BOXES;
    use crate::engine::{solo_position, struck};
    use crate::engine::{Game, GameKind, GameState, Setup};

    /// A solo game with real dice: `filled` scored (the first `chips_spent` after a
    /// chip's 4th throw), then `dice` typed in `rolls` times.
    fn spent(
        kind: GameKind,
        dice: &[u8],
        rolls: u8,
        filled: &[(BoxId, i32)],
        chips_spent: u8,
    ) -> SheetGame {
        let game: Game =
            solo_position(kind, filled, chips_spent, dice, rolls).expect("a reachable position");
        match game.state() {
            GameState::Classic(g) | GameState::Extreme(g) => g.clone(),
            _ => unreachable!("a scoresheet game"),
        }
    }

    fn game(kind: GameKind, dice: &[u8], rolls: u8, filled: &[(BoxId, i32)]) -> SheetGame {
        spent(kind, dice, rolls, filled, 0)
    }

    /// Lets the bot set its holds; returns its next other action and the dice it holds.
    fn decide(g: &mut SheetGame) -> (Action, Vec<u8>) {
        let mut rng = GameRng::from_seed(0);
        for _ in 0..10 {
            let action = choose(g).expect("an action");
            if !matches!(action, Action::Hold { .. }) {
                let held = (0..g.turn().dice.len())
                    .filter(|&i| g.turn().held[i])
                    .map(|i| g.turn().dice[i])
                    .collect();
                return (action, held);
            }
            g.apply(&action, &mut rng).expect("a legal hold");
        }
        panic!("the bot keeps changing its holds");
    }

    fn score(b: BoxId) -> Action {
        Action::Score { box_id: b }
    }

    #[test]
    fn rolls_first_and_stops_on_a_made_kniffel_or_large_straight() {
        let app_dice = SheetGame::new(&Setup::new(GameKind::Classic, &["Bot"]).with_seed(1));
        assert_eq!(choose(&app_dice), Some(Action::Roll));
        // Real dice: the players throw them when the bot asks.
        let g = game(GameKind::Classic, &[0; 5], 0, &[]);
        assert!(g.manual());
        assert_eq!(choose(&g), Some(Action::Roll));
        let mut g = game(GameKind::Classic, &[3, 3, 3, 3, 3], 1, &[]);
        assert_eq!(decide(&mut g).0, score(Kniffel));
        let mut g = game(GameKind::Classic, &[2, 3, 4, 5, 6], 1, &[]);
        assert_eq!(decide(&mut g).0, score(LargeStraight));
    }

    #[test]
    fn holds_a_made_small_straight_while_the_large_one_is_open() {
        let mut g = game(GameKind::Classic, &[1, 2, 3, 4, 4], 1, &[]);
        let (action, mut held) = decide(&mut g);
        held.sort_unstable();
        assert_eq!((action, held), (Action::Roll, vec![1, 2, 3, 4]));
        let mut g = game(
            GameKind::Classic,
            &[1, 2, 3, 4, 4],
            1,
            &[(LargeStraight, 0)],
        );
        assert_eq!(decide(&mut g).0, score(SmallStraight));
    }

    #[test]
    fn collects_the_most_common_face() {
        let mut g = game(GameKind::Classic, &[6, 2, 6, 1, 6], 1, &[]);
        assert_eq!(decide(&mut g), (Action::Roll, vec![6, 6, 6]));
        // After the last roll it scores the best box.
        let mut g = game(GameKind::Classic, &[6, 6, 6, 6, 2], 3, &[]);
        assert_eq!(decide(&mut g).0, score(FourOfAKind));
    }

    #[test]
    fn strikes_the_box_it_expects_least_from() {
        let open = [Ones, Kniffel, LargeStraight];
        let filled: Vec<(BoxId, i32)> = CLASSIC_BOXES
            .iter()
            .filter(|b| !open.contains(b))
            .map(|&b| struck(b))
            .collect();
        let mut g = game(GameKind::Classic, &[2, 3, 3, 5, 6], 3, &filled);
        assert_eq!(decide(&mut g).0, score(Ones));
        let filled = [filled, vec![(Ones, 0)]].concat();
        let mut g = game(GameKind::Classic, &[2, 3, 3, 5, 6], 3, &filled);
        assert_eq!(decide(&mut g).0, score(Kniffel));
    }

    #[test]
    fn spends_a_chip_on_a_poor_extreme_roll_but_not_on_a_good_one() {
        let open = [Highway, LargeStraight, Kniffel, FourOfAKind, BigFullHouse];
        let filled: Vec<(BoxId, i32)> = EXTREME_BOXES
            .iter()
            .filter(|b| !open.contains(b))
            .map(|&b| struck(b))
            .collect();
        // Nothing open is met: a fourth roll is worth a chip.
        let mut g = game(GameKind::Extreme, &[1, 2, 4, 4, 6, 9], 3, &filled);
        assert_eq!(decide(&mut g).0, Action::ChipRoll);
        let mut g = spent(GameKind::Extreme, &[1, 2, 4, 4, 6, 9], 3, &filled, 3);
        assert_eq!(g.players()[0].chips, 0);
        assert!(matches!(decide(&mut g).0, Action::Score { .. }));
        // A made highway is scored at once.
        let mut g = game(GameKind::Extreme, &[1, 2, 3, 4, 5, 6], 3, &filled);
        assert_eq!(decide(&mut g).0, score(Highway));
        // Early on, a middling roll keeps the chip for later.
        let mut g = game(GameKind::Extreme, &[1, 2, 4, 4, 6, 9], 3, &[]);
        assert!(matches!(decide(&mut g).0, Action::Score { .. }));
    }

    #[test]
    fn extreme_straights_hold_the_ten_sided_die_for_a_seven() {
        let mut g = game(GameKind::Extreme, &[4, 5, 6, 6, 1, 7], 1, &[]);
        let (action, mut held) = decide(&mut g);
        held.sort_unstable();
        assert_eq!(action, Action::Roll);
        assert_eq!(
            held,
            vec![4, 5, 6, 7],
            "one short of 3-7, the 7 on the ten-sided die"
        );
        assert!(g.turn().held[TEN]);
    }

    #[test]
    fn never_holds_every_die() {
        // 3 + 3 with Two Triples filled and Big Full House open: the full house is made
        // and holding both triples would hold all six dice.
        let mut g = game(
            GameKind::Extreme,
            &[2, 2, 2, 5, 5, 5],
            1,
            &[(TwoTriples, 45)],
        );
        let (action, held) = decide(&mut g);
        assert!(held.len() < 6 || matches!(action, Action::Score { .. }));
    }
}
