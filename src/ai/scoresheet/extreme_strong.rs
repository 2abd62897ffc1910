//! The strong computer player of Kniffel Extreme. No exact table fits in a browser (2^22
//! box sets × upper sums × chips), so each turn is played exactly (`lookahead`:
//! every hold, every throw, the chip's 4th throw) against a fitted value of the sheet:
//!
//! - every open box is worth a fitted constant (`BOX_WORTH`): filling it with `points`
//!   gains `points − worth`;
//! - the upper bonus is worth 45 × the chance to reach 73, computed once from the
//!   fitted counts each upper box is filled with (`UPPER_COUNTS`), the boxes independent;
//! - chips are worth what a 4th throw gains when spent at the best moments of the turns
//!   left (`CHIP_GAINS`: the gains of a 4th throw, an optimal-stopping table over them).
//!
//! Once two boxes are left the rest of the game is searched exactly instead (the value
//! of the last box for every upper sum and chip count it can be reached with).
//!
//! The constants were fitted by playing this bot against itself (`fit_values`, an
//! ignored test that prints them; 1000 games a round): the box worths by least-squares
//! temporal differences (a turn's gain against the drop of the sheet's value), taken in
//! damped steps and kept only when they scored better on the same seeds; the upper
//! counts and the chip gains as observed in those games.

use super::lookahead::{act, BoxValues, PlanCache, PlanKey, TurnPlan};
use crate::ai::advice::Advice;
use crate::ai::player::{Player, Seen, View};
use crate::engine::{
    Action, BoxId, Sheet, SheetGame, Variant, EXTREME_BOXES, EXTREME_BOX_COUNT,
    EXTREME_UPPER_BONUS, EXTREME_UPPER_BONUS_AT, UPPER_BOXES,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The fitted model: what an open box, the upper bonus and chips are worth.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    /// Expected points of each open box (index = `BoxId as usize`); only differences
    /// between boxes matter to the choices.
    pub worth: [f32; EXTREME_BOX_COUNT],
    /// `bonus[open upper mask][points still needed]`: chance to reach the bonus.
    bonus: Vec<[f32; NEED]>,
    /// `chips[c][t]`: value of c chips with t turns to play.
    chips: [[f32; EXTREME_BOX_COUNT + 1]; 4],
}

/// Points still needed for the bonus: 0 (reached) ..= 73.
const NEED: usize = EXTREME_UPPER_BONUS_AT as usize + 1;

/// Fitted worth of each open box (see the module doc).
const BOX_WORTH: [f32; EXTREME_BOX_COUNT] = [
    11.5, 13.3, 14.2, 14.4, 15.5, 13.6, // upper
    33.1, 23.6, 35.0, 21.2, 21.3, 32.1, 27.2, 35.9, 40.5, 23.0, 24.6, 11.5, 26.1, 33.9, 36.2, 67.1,
];

/// Fitted distribution of the count each upper box is filled with while the bonus is
/// open (k = 0..=6 dice), per face.
const UPPER_COUNTS: [[f32; 7]; 6] = [
    [0.024, 0.139, 0.35, 0.347, 0.127, 0.013, 0.0],
    [0.004, 0.034, 0.134, 0.53, 0.255, 0.041, 0.002],
    [0.0, 0.01, 0.073, 0.5, 0.35, 0.066, 0.001],
    [0.004, 0.014, 0.07, 0.432, 0.398, 0.079, 0.003],
    [0.003, 0.021, 0.052, 0.267, 0.565, 0.083, 0.009],
    [0.003, 0.03, 0.075, 0.207, 0.486, 0.187, 0.012],
];

/// Fitted gains of a 4th throw over stopping after the 3rd (40 quantiles; a turn ended
/// before its 3rd throw counts as no gain).
const CHIP_GAINS: [f32; 40] = [
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.7, 1.5, 2.1, 2.6, 3.1, 3.6, 3.9, 4.3,
    4.5, 4.8, 5.1, 5.4, 5.5, 5.7, 6.0, 6.3, 6.3, 6.6, 6.8, 7.1, 7.5, 7.8, 8.2, 8.7, 8.9, 9.5, 10.4,
    11.8, 14.7,
];

impl Model {
    /// The model from its fitted parts.
    pub(crate) fn new(
        worth: [f32; EXTREME_BOX_COUNT],
        counts: [[f32; 7]; 6],
        chip_gains: &[f32],
    ) -> Model {
        Model {
            worth,
            bonus: bonus_table(&counts),
            chips: chip_table(chip_gains),
        }
    }

    /// The shared model of the strong player.
    fn get() -> &'static Model {
        static MODEL: OnceLock<Model> = OnceLock::new();
        MODEL.get_or_init(|| Model::new(BOX_WORTH, UPPER_COUNTS, &CHIP_GAINS))
    }

    /// Chance to reach the upper bonus from `sheet`.
    pub(crate) fn bonus_chance(&self, sheet: &Sheet) -> f32 {
        self.bonus[upper_mask(sheet)][need(sheet.upper_sum())]
    }

    /// Value of `chips` chips with `turns` turns to play.
    pub(crate) fn chip_value(&self, chips: u8, turns: usize) -> f32 {
        self.chips[(chips as usize).min(3)][turns.min(EXTREME_BOX_COUNT)]
    }
}

/// Bit f set: the upper box of face f+1 is open.
fn upper_mask(sheet: &Sheet) -> usize {
    UPPER_BOXES
        .iter()
        .enumerate()
        .filter(|&(_, &b)| sheet.is_open(b))
        .fold(0, |m, (f, _)| m | 1 << f)
}

fn need(upper_sum: i32) -> usize {
    (EXTREME_UPPER_BONUS_AT - upper_sum).clamp(0, EXTREME_UPPER_BONUS_AT) as usize
}

/// The chance to score at least `need` more in the open upper boxes, every mask and
/// need, the boxes filled independently with `counts`.
fn bonus_table(counts: &[[f32; 7]; 6]) -> Vec<[f32; NEED]> {
    (0..64usize)
        .map(|mask| {
            // dist[s]: chance the open boxes bring s points (s capped at NEED - 1).
            let mut dist = [0.0f32; NEED];
            dist[0] = 1.0;
            for f in (0..6).filter(|f| mask & (1 << f) != 0) {
                let mut next = [0.0f32; NEED];
                for (s, &p) in dist.iter().enumerate() {
                    for (k, &q) in counts[f].iter().enumerate() {
                        next[(s + k * (f + 1)).min(NEED - 1)] += p * q;
                    }
                }
                dist = next;
            }
            let total: f32 = dist.iter().sum();
            // at_least[n] = P(points ≥ n).
            let mut at_least = [0.0f32; NEED];
            let mut tail = 0.0;
            for n in (0..NEED).rev() {
                tail += dist[n];
                at_least[n] = tail / total;
            }
            at_least
        })
        .collect()
}

/// `W[c][t]`: the value of c chips with t turns to play, spending one in a turn when its
/// gain beats keeping it: W[c][t] = E max(gain + W[c−1][t−1], W[c][t−1]).
fn chip_table(gains: &[f32]) -> [[f32; EXTREME_BOX_COUNT + 1]; 4] {
    let mut w = [[0.0f32; EXTREME_BOX_COUNT + 1]; 4];
    for c in 1..4 {
        for t in 1..=EXTREME_BOX_COUNT {
            let (spend, keep) = (w[c - 1][t - 1], w[c][t - 1]);
            let sum: f32 = gains.iter().map(|&x| (x + spend).max(keep)).sum();
            w[c][t] = sum / gains.len().max(1) as f32;
        }
    }
    w
}

/// The strong player's box values on one sheet while many boxes are open: the model's.
pub(crate) struct ModelValues<'a> {
    model: &'a Model,
    sheet: &'a Sheet,
    /// `upper[f][k]`: what filling the upper box of face f+1 with k dice changes the
    /// bonus's value by.
    upper: [[f32; 7]; 6],
    /// What a chip is worth for the turns after this one, if one is left.
    chip: Option<f32>,
}

impl<'a> ModelValues<'a> {
    pub(crate) fn new(model: &'a Model, g: &'a SheetGame) -> ModelValues<'a> {
        let player = &g.players()[g.current_player()];
        let sheet = &player.sheet;
        let chips = player.chips + g.chip_used() as u8;
        // Turns left after this one.
        let after = sheet.open_in(g.variant().boxes()).count().saturating_sub(1);
        let now = model.bonus_chance(sheet);
        let upper = std::array::from_fn(|f| {
            std::array::from_fn(|k| {
                let (b, mut after) = (UPPER_BOXES[f], sheet.clone());
                if !sheet.is_open(b) || now >= 1.0 {
                    return 0.0;
                }
                after.set(b, ((f + 1) * k) as i32);
                EXTREME_UPPER_BONUS as f32 * (model.bonus_chance(&after) - now)
            })
        });
        ModelValues {
            model,
            sheet,
            upper,
            chip: (chips > 0)
                .then(|| model.chip_value(chips, after) - model.chip_value(chips - 1, after)),
        }
    }
}

impl BoxValues for ModelValues<'_> {
    fn box_value(&self, b: BoxId, points: u16, _bonus: u16, spent: bool) -> f32 {
        let mut v = points as f32 - self.model.worth[b as usize];
        if let Some(face) = b.upper_face() {
            let f = face as usize - 1;
            v += self.upper[f][(points as usize / (f + 1)).min(6)];
        }
        if spent {
            v -= self.chip.unwrap_or(0.0);
        }
        v
    }

    fn chip_left(&self) -> bool {
        self.chip.is_some()
    }
}

/// With at most this many boxes open the rest of the game is searched exactly.
const EXACT_BOXES: usize = 2;

/// The exact value of the rest of the game from a sheet with few boxes open, by
/// (open boxes, upper sum, chips) as far as they still matter.
type Memo = RefCell<HashMap<(u32, i32, u8), f32>>;

/// The strong player's box values once few boxes are open: the points, the upper bonus
/// if they reach it, and the exact value of the rest of the game after them.
struct Exact<'a> {
    sheet: &'a Sheet,
    /// Chips at the start of the turn.
    chips: u8,
    memo: &'a Memo,
    /// The value of each fill already asked for, by (box, points, chip spent).
    fills: RefCell<HashMap<(BoxId, u16, bool), f32>>,
}

impl<'a> Exact<'a> {
    fn new(sheet: &'a Sheet, chips: u8, memo: &'a Memo) -> Exact<'a> {
        Exact {
            sheet,
            chips,
            memo,
            fills: RefCell::new(HashMap::new()),
        }
    }
}

impl BoxValues for Exact<'_> {
    fn box_value(&self, b: BoxId, points: u16, _bonus: u16, spent: bool) -> f32 {
        if let Some(&v) = self.fills.borrow().get(&(b, points, spent)) {
            return v;
        }
        let mut after = self.sheet.clone();
        after.set(b, points as i32);
        let reached = self.sheet.upper_sum() < EXTREME_UPPER_BONUS_AT
            && after.upper_sum() >= EXTREME_UPPER_BONUS_AT;
        let bonus = if reached {
            EXTREME_UPPER_BONUS as f32
        } else {
            0.0
        };
        let chips = self.chips - (spent && self.chips > 0) as u8;
        let v = points as f32 + bonus + rest(&after, chips, self.memo);
        self.fills.borrow_mut().insert((b, points, spent), v);
        v
    }

    fn chip_left(&self) -> bool {
        self.chips > 0
    }
}

/// The exact expected points still to come from `sheet` with `chips` (few boxes open).
fn rest(sheet: &Sheet, chips: u8, memo: &Memo) -> f32 {
    let open: u32 = EXTREME_BOXES
        .iter()
        .filter(|&&b| sheet.is_open(b))
        .fold(0, |m, &b| m | 1 << b as usize);
    if open == 0 {
        return 0.0;
    }
    // The upper sum matters only while an upper box is open and the bonus not reached;
    // chips beyond one a turn are never used.
    let upper_open = UPPER_BOXES.iter().any(|&b| sheet.is_open(b));
    let upper = if upper_open {
        sheet.upper_sum().min(EXTREME_UPPER_BONUS_AT)
    } else {
        0
    };
    let chips = chips.min(open.count_ones() as u8);
    let key = (open, upper, chips);
    if let Some(&v) = memo.borrow().get(&key) {
        return v;
    }
    // Box values are f32 (as the model's): the plan's f64 start is rounded to them.
    let v = TurnPlan::new(Variant::Extreme, sheet, &Exact::new(sheet, chips, memo)).start as f32;
    memo.borrow_mut().insert(key, v);
    v
}

/// The strong player of Kniffel Extreme. It keeps its last plans (a turn is planned
/// once, not once per hold); the model is fitted data, shared.
#[derive(Clone, Debug, Default)]
pub struct Strong {
    plans: PlanCache,
}

impl Player for Strong {
    fn act(&mut self, view: View<'_>) -> Option<Action> {
        match view.seen() {
            Seen::Extreme(g) => self.choose_with(Model::get(), g),
            _ => None,
        }
    }
}

impl Strong {
    /// The action of a player following `model`.
    pub(crate) fn choose_with(&mut self, model: &Model, g: &SheetGame) -> Option<Action> {
        if g.is_over() || g.variant() != Variant::Extreme {
            return None;
        }
        if !g.turn().has_rolled() {
            return Some(Action::Roll);
        }
        let player = &g.players()[g.current_player()];
        if player.sheet.open_in(&EXTREME_BOXES).count() <= EXACT_BOXES {
            let memo = Memo::default();
            let values = Exact::new(&player.sheet, player.chips + g.chip_used() as u8, &memo);
            let plan = self.plans.get(PlanKey::of(g), || {
                TurnPlan::new(g.variant(), values.sheet, &values)
            });
            return act(g, &plan, &values);
        }
        let values = ModelValues::new(model, g);
        let plan = self.plans.get(PlanKey::of(g), || {
            TurnPlan::new(g.variant(), values.sheet, &values)
        });
        act(g, &plan, &values)
    }
}

/// The strong player's view of the current turn, for the hint: every allowed box and,
/// while another throw can be had, every distinct hold, each with the points it expects
/// still to come on the sheet (this turn's box included), best first. Empty before the
/// first roll and outside Extreme.
pub fn estimate(g: &SheetGame) -> Vec<Advice> {
    if g.is_over() || g.variant() != Variant::Extreme || !g.turn().has_rolled() {
        return Vec::new();
    }
    let player = &g.players()[g.current_player()];
    let chips = player.chips + g.chip_used() as u8;
    let (base, options) = if player.sheet.open_in(&EXTREME_BOXES).count() <= EXACT_BOXES {
        // The exact values are whole expectations already.
        let memo = Memo::default();
        let values = Exact::new(&player.sheet, chips, &memo);
        let plan = TurnPlan::new(g.variant(), values.sheet, &values);
        (0.0, plan.options(g, &values))
    } else {
        let model = Model::get();
        let values = ModelValues::new(model, g);
        let plan = TurnPlan::new(g.variant(), values.sheet, &values);
        // The box values are changes of the model's value of the sheet, with the chips
        // kept for the turns after this one.
        let base = sheet_value(model, &player.sheet, chips, |open| open.saturating_sub(1));
        (base, plan.options(g, &values))
    };
    options
        .into_iter()
        .map(|(choice, v)| Advice {
            choice,
            ev: f64::from(base) + v,
        })
        .collect()
}

/// The strong player's estimate of the points still to come for the player on turn in
/// `g` before the turn's first roll: the model's value of the sheet (its open boxes'
/// worths, the bonus's chance, the chips for every turn left). The coach's start value.
pub fn sheet_estimate(g: &SheetGame) -> f64 {
    let player = &g.players()[g.current_player()];
    f64::from(sheet_value(
        Model::get(),
        &player.sheet,
        player.chips,
        |open| open,
    ))
}

/// The model's value of `sheet`: its open boxes' worths, the upper bonus's chance, and
/// `chips` kept for as many turns as `turns` gives for the number of open boxes.
fn sheet_value(model: &Model, sheet: &Sheet, chips: u8, turns: impl Fn(usize) -> usize) -> f32 {
    let open: Vec<BoxId> = sheet.open_in(&EXTREME_BOXES).collect();
    let worth: f32 = open.iter().map(|&b| model.worth[b as usize]).sum();
    let bonus = if sheet.upper_sum() < EXTREME_UPPER_BONUS_AT {
        EXTREME_UPPER_BONUS as f32 * model.bonus_chance(sheet)
    } else {
        0.0
    };
    worth + bonus + model.chip_value(chips, turns(open.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::advice::Choice;
    use crate::engine::GameRng;
    use crate::engine::EXTREME_BOXES;
    use crate::engine::{GameKind, Setup};

    /// An Extreme game of real dice after `rolls` throws of `dice`.
    fn extreme_with(dice: &[u8], rolls: u8) -> SheetGame {
        use crate::engine::solo_position;
        use crate::engine::GameState;
        let game = solo_position(GameKind::Extreme, &[], 0, dice, rolls).expect("reachable");
        match game.state() {
            GameState::Extreme(g) => g.clone(),
            _ => unreachable!("an Extreme setup"),
        }
    }

    #[test]
    fn six_sixes_after_the_last_roll_go_into_a_kniffel_box() {
        let g = extreme_with(&[6, 6, 6, 6, 6, 6], 3);
        let options = estimate(&g);
        // A chip could still buy a 4th throw, so holds are offered beside the boxes.
        assert!(options
            .iter()
            .any(|e| matches!(e.choice, Choice::Keep { .. })));
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
        // Six sixes with the ten-sided die showing 6: a Kniffel Extreme or a Kniffel.
        assert!(matches!(
            options[0].choice,
            Choice::Box(BoxId::KniffelExtreme | BoxId::Kniffel)
        ));
    }

    #[test]
    fn holds_are_distinct_and_keep_what_matters() {
        // Five sixes and a 0 on the ten-sided die, two rolls left.
        let g = extreme_with(&[6, 6, 6, 6, 6, 0], 1);
        let options = estimate(&g);
        let holds: Vec<(&Vec<u8>, Option<u8>)> = options
            .iter()
            .filter_map(|e| match &e.choice {
                Choice::Keep { dice, ten } => Some((dice, *ten)),
                Choice::Box(_) => None,
            })
            .collect();
        // Held sixes: 0..=5 of them, with or without the ten-sided die; not all six.
        assert_eq!(holds.len(), 6 * 2 - 1);
        assert_eq!(holds[0].0, &vec![6; 5], "{:?}", holds[0]);
        for w in options.windows(2) {
            assert!(w[0].ev >= w[1].ev);
        }
    }

    #[test]
    fn the_best_option_is_what_the_strong_player_does() {
        // A small straight's start, two rolls left: the player holds and throws as the
        // hint's best option says.
        let mut g = extreme_with(&[1, 2, 3, 4, 6, 7], 1);
        let best = estimate(&g).remove(0);
        assert!(best.ev > 500.0 && best.ev < 800.0, "{}", best.ev);
        let mut bot = Strong::default();
        let mut rng = GameRng::from_seed(0);
        let action = loop {
            match bot.choose_with(Model::get(), &g) {
                Some(hold @ Action::Hold { .. }) => g.apply(&hold, &mut rng).expect("legal"),
                other => break other,
            };
        };
        match (best.choice, action) {
            (Choice::Keep { dice, ten }, Some(Action::Roll)) => {
                let kept: Vec<u8> = g.turn().kept_faces().flatten().collect();
                let (sixes, ten_kept) = kept.split_at(dice.len());
                let mut sixes = sixes.to_vec();
                sixes.sort_unstable();
                assert_eq!(sixes, dice);
                assert_eq!(ten_kept.first().copied(), ten);
            }
            (Choice::Box(b), Some(Action::Score { box_id })) => assert_eq!(b, box_id),
            (choice, action) => panic!("hint {choice:?}, player {action:?}"),
        }
    }

    #[test]
    fn no_estimate_before_the_roll_or_in_classic() {
        let g = extreme_with(&[], 0);
        assert!(estimate(&g).is_empty());
        let classic = SheetGame::new(&Setup::new(GameKind::Classic, &["A"]));
        assert!(estimate(&classic).is_empty());
    }

    /// What one round of self-play observed.
    #[derive(Default)]
    struct Observed {
        /// Per turn: the boxes open at its start, the box it filled, and what it gained
        /// beyond the model's bonus and chip values (its points, the bonus if reached,
        /// and the change of those values).
        turns: Vec<([bool; EXTREME_BOX_COUNT], usize, f64)>,
        counts: [[f64; 7]; 6],
        gains: Vec<f32>,
        totals: Vec<i32>,
    }

    /// The bonus and chip part of the model's value of player 0's sheet.
    fn known(model: &Model, g: &SheetGame) -> f64 {
        let p = &g.players()[0];
        let turns = p.sheet.open_in(&EXTREME_BOXES).count();
        let mut known = model.chip_value(p.chips, turns) as f64;
        if p.sheet.upper_sum() < EXTREME_UPPER_BONUS_AT {
            known += EXTREME_UPPER_BONUS as f64 * model.bonus_chance(&p.sheet) as f64;
        }
        known
    }

    fn play(model: &Model, seed: u64, seen: &mut Observed) {
        let mut g = SheetGame::new(&Setup::new(GameKind::Extreme, &["Bot"]).with_seed(seed));
        let mut rng = GameRng::from_seed(seed);
        let mut bot = Strong::default();
        let mut last_rolls = 0;
        while !g.is_over() {
            let p = &g.players()[0];
            if g.turn().rolls == 3 && last_rolls != 3 && !g.chip_used() && p.chips > 0 {
                let values = ModelValues::new(model, &g);
                let plan = TurnPlan::new(g.variant(), values.sheet, &values);
                seen.gains
                    .extend(plan.fourth_throw_gain(&g.turn().dice).map(|x| x as f32));
            }
            last_rolls = g.turn().rolls;
            let action = bot.choose_with(model, &g).expect("an action");
            if let Action::Score { box_id } = action {
                // A turn ended before the 3rd throw: its 4th throw would gain little.
                if g.turn().rolls < 3 && p.chips > 0 {
                    seen.gains.push(0.0);
                }
                let points = g.offer().points_for(box_id).expect("allowed");
                if let (Some(f), true) = (
                    box_id.upper_face(),
                    p.sheet.upper_sum() < EXTREME_UPPER_BONUS_AT,
                ) {
                    seen.counts[f as usize - 1][(points / f as u16) as usize] += 1.0;
                }
                let open: [bool; EXTREME_BOX_COUNT] =
                    std::array::from_fn(|b| p.sheet.is_open(EXTREME_BOXES[b]));
                let before = (g.total(0) as f64, known(model, &g));
                g.apply(&action, &mut rng).expect("a legal action");
                let gained = g.total(0) as f64 - before.0 + known(model, &g) - before.1;
                seen.turns.push((open, box_id as usize, gained));
                continue;
            }
            g.apply(&action, &mut rng).expect("a legal action");
        }
        seen.totals.push(g.total(0));
    }

    /// The worth of each box by least-squares temporal differences: the value of a
    /// sheet is the sum of its open boxes' worths, and at each turn it should drop by
    /// the box filled as much as the turn gained. With that linear value this solves
    /// sum over turns of open_i × (worth of the box filled − gain) = 0 for every box i.
    fn fit_worth(turns: &[([bool; EXTREME_BOX_COUNT], usize, f64)]) -> [f32; EXTREME_BOX_COUNT] {
        const N: usize = EXTREME_BOX_COUNT;
        let mut a = vec![[0.0f64; N + 1]; N];
        for (open, filled, gain) in turns {
            for i in (0..N).filter(|&i| open[i]) {
                a[i][*filled] += 1.0;
                a[i][N] += gain;
            }
        }
        // Gauss-Jordan with partial pivots.
        for c in 0..N {
            let p = (c..N)
                .max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs()))
                .expect("rows");
            a.swap(c, p);
            let pivot = a[c];
            for (r, row) in a.iter_mut().enumerate() {
                if r != c {
                    let f = row[c] / pivot[c];
                    for (x, p) in row.iter_mut().zip(&pivot).skip(c) {
                        *x -= f * p;
                    }
                }
            }
        }
        std::array::from_fn(|i| (a[i][N] / a[i][i]) as f32)
    }

    fn env(name: &str, default: u64) -> u64 {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }

    fn observe(model: &Model, games: u64) -> Observed {
        let mut seen = Observed::default();
        for i in 0..games {
            play(model, 1_000_000 + i, &mut seen);
        }
        seen
    }

    fn mean(seen: &Observed) -> f64 {
        seen.totals.iter().sum::<i32>() as f64 / seen.totals.len().max(1) as f64
    }

    /// Fits the model's constants by self-play and prints them: run with
    /// `cargo test --release --lib fit_values -- --ignored --nocapture`.
    /// Each round plays FIT_GAMES games (the same seeds every round), refits the box
    /// worths (moved FIT_STEP percent toward the fit), the upper counts and the chip
    /// gains from them, and keeps the new model if it then scores better (else halves
    /// the step).
    #[test]
    #[ignore]
    fn fit_values() {
        let games = env("FIT_GAMES", 1000);
        let rounds = env("FIT_ROUNDS", 6);
        let mut step = env("FIT_STEP", 50) as f32 / 100.0;
        let mut model = Model::get().clone();
        let mut seen = observe(&model, games);
        println!("start: mean {:.1}", mean(&seen));
        for round in 0..rounds {
            let fit = fit_worth(&seen.turns);
            let worth: [f32; EXTREME_BOX_COUNT] =
                std::array::from_fn(|b| model.worth[b] + step * (fit[b] - model.worth[b]));
            let counts: [[f32; 7]; 6] = std::array::from_fn(|f| {
                let n: f64 = seen.counts[f].iter().sum();
                std::array::from_fn(|k| (seen.counts[f][k] / n.max(1.0)) as f32)
            });
            let mut gains = seen.gains.clone();
            gains.sort_by(f32::total_cmp);
            let q = 40;
            let gains: Vec<f32> = (0..q)
                .map(|i| {
                    let g = gains.get((2 * i + 1) * gains.len() / (2 * q)).copied();
                    (g.unwrap_or(0.0).max(0.0) * 10.0).round() / 10.0
                })
                .collect();
            let candidate = Model::new(worth.map(|w| (w * 10.0).round() / 10.0), counts, &gains);
            let tried = observe(&candidate, games);
            println!(
                "round {round}: candidate mean {:.1} (best {:.1})",
                mean(&tried),
                mean(&seen)
            );
            println!("worth {:?}", candidate.worth);
            println!(
                "counts {:?}",
                counts.map(|c| c.map(|x| (x * 1000.0).round() / 1000.0))
            );
            println!("gains {gains:?}");
            if mean(&tried) > mean(&seen) {
                model = candidate;
                seen = tried;
            } else {
                step /= 2.0;
            }
        }
    }

    /// Times every decision of some games (run in release with `--ignored --nocapture`):
    /// the slowest decision by boxes open, and the mean game.
    #[test]
    #[ignore]
    fn decision_times() {
        use std::time::Instant;
        let games = env("TIME_GAMES", 50);
        let mut slowest = [0.0f64; EXTREME_BOX_COUNT + 1];
        let start = Instant::now();
        for seed in 0..games {
            let mut g = SheetGame::new(&Setup::new(GameKind::Extreme, &["Bot"]).with_seed(seed));
            let mut rng = GameRng::from_seed(seed);
            let mut bot = Strong::default();
            while !g.is_over() {
                let open = g.players()[0].sheet.open_in(&EXTREME_BOXES).count();
                let t = Instant::now();
                let action = bot.choose_with(Model::get(), &g).expect("an action");
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                slowest[open] = slowest[open].max(ms);
                g.apply(&action, &mut rng).expect("a legal action");
            }
        }
        let per_game = start.elapsed().as_secs_f64() * 1000.0 / games as f64;
        println!("mean game {per_game:.1} ms; slowest decision by boxes open (ms):");
        for (open, ms) in slowest.iter().enumerate().skip(1) {
            println!("{open:2} open: {ms:.2}");
        }
    }
}
