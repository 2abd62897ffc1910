//! Kniffel Dice Duel: roll up to three times, then take a chip the dice qualify for
//! from a tray of 28 (RULES.md section 3). A Kniffel takes any chip (solo: two) and
//! earns another turn; a round (solo: a turn) without a chip sets the best tray chip
//! aside; the game ends when the tray is empty.

use super::dice::Combo;
use super::game::{Action, DiceSource, Event, Refusal, Setup};
use super::rng::GameRng;
use super::sheet::BoxId;
use super::turn::{DiceTurn, DieKind};
use crate::refuse;
use serde::{Deserialize, Serialize, Serializer};
use std::collections::BTreeMap;

id_enum! {
    /// Chip kinds in order of value.
    pub enum ChipKind [KINDS] {
        TwoPairs,
        ThreeOfAKind,
        SmallStraight,
        Flush,
        FullHouse,
        FourOfAKind,
        LargeStraight,
    }
}

pub const KINDS: usize = 7;
pub const CHIPS_PER_KIND: u8 = 4;
pub const TOTAL_CHIPS: u32 = KINDS as u32 * CHIPS_PER_KIND as u32;
pub const ROLLS: u8 = 3;
pub const GOLD_BONUS: i32 = 50;
pub const SILVER_BONUS: i32 = 20;
pub const STACK_BONUS: i32 = 30;
pub const LAST_CHIP_BONUS: i32 = 20;
/// All 28 chips: 720 + Gold 50 + 7 stacks × 30 + last chip 20.
pub const SOLO_BEST: i32 = 1000;
/// Chips a Kniffel earns: one, or two in the solo game.
pub const KNIFFEL_PICKS: u8 = 1;
pub const SOLO_KNIFFEL_PICKS: u8 = 2;

const DICE: [DieKind; 5] = [DieKind::Six; 5];

use ChipKind::*;

impl ChipKind {
    pub fn value(self) -> i32 {
        [5, 10, 20, 25, 30, 40, 50][self as usize]
    }

    pub fn id(self) -> &'static str {
        [
            "two_pairs",
            "three_of_a_kind",
            "small_straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "large_straight",
        ][self as usize]
    }

    pub fn from_id(id: &str) -> Option<ChipKind> {
        ChipKind::ALL.into_iter().find(|k| k.id() == id)
    }

    pub fn label_de(self) -> &'static str {
        [
            "2 Paare",
            "Dreierpasch",
            "Kleine Straße",
            "Flush",
            "Full House",
            "Viererpasch",
            "Große Straße",
        ][self as usize]
    }

    pub fn label_en(self) -> &'static str {
        [
            "Two pairs",
            "Three of a kind",
            "Small straight",
            "Flush",
            "Full House",
            "Four of a kind",
            "Large straight",
        ][self as usize]
    }

    pub fn label(self, german: bool) -> &'static str {
        if german {
            self.label_de()
        } else {
            self.label_en()
        }
    }

    /// Whether a five-dice combo meets this chip's condition. Every kind but the Flush
    /// is the scoresheet box of the same name ("at least" conditions, RULES.md).
    pub fn meets(self, c: &Combo) -> bool {
        let twin = match self {
            TwoPairs => BoxId::TwoPairs,
            ThreeOfAKind => BoxId::ThreeOfAKind,
            SmallStraight => BoxId::SmallStraight,
            FullHouse => BoxId::FullHouse,
            FourOfAKind => BoxId::FourOfAKind,
            LargeStraight => BoxId::LargeStraight,
            Flush => {
                let red = c.count(2) + c.count(4) + c.count(6);
                return !c.is_empty() && (red == 0 || red as usize == c.len());
            }
        };
        twin.meets(c).is_some()
    }
}

/// The colour of a die face as on the original dice: odd black, even red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieColour {
    Black,
    Red,
}

impl DieColour {
    pub fn of(face: u8) -> DieColour {
        if face % 2 == 0 {
            DieColour::Red
        } else {
            DieColour::Black
        }
    }

    pub fn label(self, german: bool) -> &'static str {
        match (self, german) {
            (DieColour::Black, false) => "black",
            (DieColour::Black, true) => "schwarz",
            (DieColour::Red, false) => "red",
            (DieColour::Red, true) => "rot",
        }
    }
}

/// Five dice showing faces 1–6, the only input the chip conditions are defined for.
fn valid_dice(dice: &[u8]) -> bool {
    dice.len() == DICE.len() && dice.iter().all(|&d| (1..=6).contains(&d))
}

/// The chip kinds whose condition five dice meet, in order of value (empty for
/// anything but five values 1–6). Five equal meet Three/Four of a kind and Flush.
pub fn qualifying_kinds(dice: &[u8]) -> Vec<ChipKind> {
    if !valid_dice(dice) {
        return Vec::new();
    }
    let combo = Combo::new(dice);
    ChipKind::ALL
        .into_iter()
        .filter(|k| k.meets(&combo))
        .collect()
}

/// Five equal dice: any chip, then another turn.
pub fn is_kniffel(dice: &[u8]) -> bool {
    valid_dice(dice) && Combo::new(dice).all_equal()
}

/// How many chips of each kind a place (tray, set-aside, a player) holds. Saved as a
/// map `{kind: count}` of the kinds present, so a save stays readable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "BTreeMap<ChipKind, u8>")]
pub struct Chips {
    counts: [u8; KINDS],
}

impl From<BTreeMap<ChipKind, u8>> for Chips {
    fn from(map: BTreeMap<ChipKind, u8>) -> Self {
        let mut chips = Chips::default();
        for (k, n) in map {
            chips.counts[k as usize] = n;
        }
        chips
    }
}

/// The kinds present in kind order, as a `BTreeMap<ChipKind, u8>` would write them,
/// without building one.
impl Serialize for Chips {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl Chips {
    /// The full tray: 4 of each kind.
    pub fn full() -> Chips {
        Chips {
            counts: [CHIPS_PER_KIND; KINDS],
        }
    }

    pub fn count(&self, kind: ChipKind) -> u8 {
        self.counts[kind as usize]
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    /// How many different kinds are present.
    pub fn kinds(&self) -> usize {
        self.counts.iter().filter(|&&n| n > 0).count()
    }

    /// The sum of the chips' values.
    pub fn value(&self) -> i32 {
        self.iter().map(|(k, n)| k.value() * n as i32).sum()
    }

    /// The highest-value kind present.
    pub fn highest(&self) -> Option<ChipKind> {
        ChipKind::ALL.into_iter().rev().find(|&k| self.count(k) > 0)
    }

    /// (kind, count) of the kinds present, lowest value first.
    pub fn iter(&self) -> impl Iterator<Item = (ChipKind, u8)> + '_ {
        ChipKind::ALL
            .into_iter()
            .map(|k| (k, self.count(k)))
            .filter(|&(_, n)| n > 0)
    }

    /// One entry per chip, lowest value first: the chips laid open as the rules want.
    pub fn sorted(&self) -> Vec<ChipKind> {
        self.iter()
            .flat_map(|(k, n)| std::iter::repeat_n(k, n as usize))
            .collect()
    }

    pub fn add(&mut self, kind: ChipKind) {
        self.counts[kind as usize] += 1;
    }

    /// Callers check `count(kind) > 0` first.
    pub fn remove(&mut self, kind: ChipKind) {
        self.counts[kind as usize] -= 1;
    }
}

/// A player's score, itemised for the end screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    /// The chips' values added up.
    pub chips: i32,
    /// Different kinds held (7 = Gold, 6 = Silver).
    pub kinds: usize,
    pub gold: i32,
    pub silver: i32,
    /// Kinds of which the player holds all 4 chips, and their bonus.
    pub full_stacks: usize,
    pub stacks: i32,
    pub last_chip: i32,
    pub total: i32,
}

/// Chip values plus Gold (all 7 kinds), Silver (exactly 6), 30 per full stack and the
/// last-chip bonus.
pub fn score(chips: &Chips, took_last_chip: bool) -> Breakdown {
    let kinds = chips.kinds();
    let full_stacks = chips.iter().filter(|&(_, n)| n >= CHIPS_PER_KIND).count();
    let mut b = Breakdown {
        chips: chips.value(),
        kinds,
        gold: if kinds == KINDS { GOLD_BONUS } else { 0 },
        silver: if kinds == KINDS - 1 { SILVER_BONUS } else { 0 },
        full_stacks,
        stacks: STACK_BONUS * full_stacks as i32,
        last_chip: if took_last_chip { LAST_CHIP_BONUS } else { 0 },
        total: 0,
    };
    b.total = b.chips + b.gold + b.silver + b.stacks + b.last_chip;
    b
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelGame {
    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    pub manual: bool,
    /// Each player's chips, laid open.
    pub players: Vec<Chips>,
    pub tray: Chips,
    /// Chips set aside: out of the tray, only a Kniffel can claim them.
    pub set_aside: Chips,
    pub current: usize,
    /// 1-based; goes up when play passes from the last player to the first (solo: every
    /// turn except a Kniffel's extra turn).
    pub round: u32,
    pub turn: DiceTurn,
    /// Kniffel chips still owed once the first of two was taken (solo); 0 otherwise.
    pub picks_owed: u8,
    /// Someone took a chip in the round so far (multiplayer set-aside rule).
    pub round_had_chip: bool,
    /// The chip set aside when the previous turn ended, for the screen to show.
    pub last_set_aside: Option<ChipKind>,
    /// Who took the last chip from the tray (+20); None while playing or when a
    /// set-aside emptied the tray.
    pub last_chip: Option<usize>,
    pub over: bool,
}

impl DuelGame {
    pub fn new(setup: &Setup) -> DuelGame {
        DuelGame {
            manual: setup.dice == DiceSource::Manual,
            players: vec![Chips::default(); setup.players.len()],
            tray: Chips::full(),
            set_aside: Chips::default(),
            current: 0,
            round: 1,
            turn: DiceTurn::new(DICE.len()),
            picks_owed: 0,
            round_had_chip: false,
            last_set_aside: None,
            last_chip: None,
            over: false,
        }
    }

    pub fn is_solo(&self) -> bool {
        self.players.len() == 1
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    pub fn current_player(&self) -> usize {
        self.current
    }

    pub fn tray(&self) -> &Chips {
        &self.tray
    }

    pub fn set_aside(&self) -> &Chips {
        &self.set_aside
    }

    /// Player `p`'s chips (empty for a player who does not exist).
    pub fn chips(&self, p: usize) -> Chips {
        self.players.get(p).copied().unwrap_or_default()
    }

    pub fn round_had_chip(&self) -> bool {
        self.round_had_chip
    }

    pub fn last_set_aside(&self) -> Option<ChipKind> {
        self.last_set_aside
    }

    pub fn last_chip_taker(&self) -> Option<usize> {
        self.last_chip
    }

    pub fn breakdown(&self, p: usize) -> Breakdown {
        score(&self.chips(p), self.last_chip == Some(p))
    }

    pub fn total(&self, p: usize) -> i32 {
        self.breakdown(p).total
    }

    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }

    /// Chips a Kniffel earns in this game (1, solo 2).
    pub fn picks_per_kniffel(&self) -> u8 {
        if self.is_solo() {
            SOLO_KNIFFEL_PICKS
        } else {
            KNIFFEL_PICKS
        }
    }

    /// The current dice are a Kniffel (or its chips are being taken).
    pub fn is_kniffel_now(&self) -> bool {
        !self.over
            && (self.picks_owed > 0 || (self.turn.has_rolled() && is_kniffel(&self.turn.dice)))
    }

    /// Kniffel chips still to take this turn: 0 without a Kniffel; else the picks it
    /// earns (fewer when fewer chips are left), minus those already taken.
    pub fn kniffel_picks_left(&self) -> u8 {
        if self.picks_owed > 0 {
            self.picks_owed
        } else if self.is_kniffel_now() {
            let available = self.tray.total() + self.set_aside.total();
            // At most 28 chips: the count fits a u8.
            (self.picks_per_kniffel() as u32).min(available) as u8
        } else {
            0
        }
    }

    /// The chip kinds the current dice meet (empty before the first roll), whether or
    /// not the tray still has them.
    pub fn qualifying(&self) -> Vec<ChipKind> {
        if self.turn.has_rolled() && !self.over {
            qualifying_kinds(&self.turn.dice)
        } else {
            Vec::new()
        }
    }

    /// Every chip the current player may take now: (kind, from_set_aside), tray chips
    /// first, lowest value first. Empty before the first roll and when nothing fits.
    pub fn takeable(&self) -> Vec<(ChipKind, bool)> {
        if self.over || !self.turn.has_rolled() {
            return Vec::new();
        }
        if self.is_kniffel_now() {
            let tray = self.tray.iter().map(|(k, _)| (k, false));
            let aside = self.set_aside.iter().map(|(k, _)| (k, true));
            return tray.chain(aside).collect();
        }
        self.qualifying()
            .into_iter()
            .filter(|&k| self.tray.count(k) > 0)
            .map(|k| (k, false))
            .collect()
    }

    /// The turn may end without a chip: rolled, and no chip can be taken.
    pub fn may_end_without_chip(&self) -> bool {
        !self.over && self.turn.has_rolled() && self.takeable().is_empty()
    }

    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, Refusal> {
        if self.over {
            return refuse!("The game is over.", "Das Spiel ist vorbei.");
        }
        match action {
            Action::Roll => {
                DiceTurn::check_source(self.manual, false)?;
                self.check_may_roll()?;
                self.turn.check_roll(ROLLS)?;
                self.turn.roll(&DICE, rng);
                Ok(vec![self.turn.rolled_event(self.current)])
            }
            Action::EnterDice { dice } => {
                DiceTurn::check_source(self.manual, true)?;
                self.check_may_roll()?;
                self.turn.check_entered(&DICE, dice, ROLLS)?;
                self.turn.enter(dice);
                Ok(vec![self.turn.rolled_event(self.current)])
            }
            Action::Hold { die, held } => {
                self.check_not_picking()?;
                self.turn.hold(*die, *held)
            }
            Action::TakeChip {
                kind,
                from_set_aside,
            } => self.take(*kind, *from_set_aside),
            Action::NoChip => self.no_chip(),
            _ => refuse!(
                "That is not a move in this game.",
                "Das ist kein Zug in diesem Spiel."
            ),
        }
    }

    fn check_not_picking(&self) -> Result<(), Refusal> {
        if self.picks_owed > 0 {
            return refuse!(
                "Take your second Kniffel chip first.",
                "Nimm erst deinen zweiten Kniffel-Chip."
            );
        }
        Ok(())
    }

    fn check_may_roll(&self) -> Result<(), Refusal> {
        self.check_not_picking()?;
        if self.turn.rolls >= ROLLS {
            return refuse!(
                "No rolls left: take a chip or end the turn.",
                "Keine Würfe mehr: nimm einen Chip oder beende den Zug."
            );
        }
        Ok(())
    }

    fn take(&mut self, kind: ChipKind, from_set_aside: bool) -> Result<Vec<Event>, Refusal> {
        self.turn.require_rolled()?;
        let kniffel = self.is_kniffel_now();
        let (en, de) = (kind.label_en(), kind.label_de());
        if from_set_aside {
            if !kniffel {
                return refuse!(
                    "Only a Kniffel can claim a set-aside chip.",
                    "Nur ein Kniffel darf einen beiseitegelegten Chip nehmen."
                );
            }
            if self.set_aside.count(kind) == 0 {
                return refuse!(
                    format!("No {en} chip has been set aside."),
                    format!("Es liegt kein Chip „{de}“ beiseite.")
                );
            }
        } else {
            if self.tray.count(kind) == 0 {
                return refuse!(
                    format!("No {en} chip is left in the tray."),
                    format!("Im Würfelteller ist kein Chip „{de}“ mehr.")
                );
            }
            if !kniffel && !qualifying_kinds(&self.turn.dice).contains(&kind) {
                return refuse!(
                    format!("Your dice do not make {en}."),
                    format!("Deine Würfel ergeben nicht „{de}“.")
                );
            }
        }

        let player = self.current;
        let picks = self.kniffel_picks_left();
        if from_set_aside {
            self.set_aside.remove(kind);
        } else {
            self.tray.remove(kind);
        }
        self.players[player].add(kind);
        self.round_had_chip = true;
        let mut events = vec![Event::ChipTaken {
            player,
            kind,
            from_set_aside,
        }];
        if self.tray.is_empty() {
            // "The game ends as soon as a player takes the last chip from the tray",
            // even with a second solo Kniffel chip still owed.
            self.last_chip = Some(player);
            self.finish(&mut events);
            return Ok(events);
        }
        if !kniffel {
            self.end_turn(false, &mut events);
            return Ok(events);
        }
        self.picks_owed = picks.saturating_sub(1);
        if self.picks_owed == 0 {
            events.push(Event::ExtraTurn { player });
            self.last_set_aside = None;
            self.start_turn(&mut events);
        }
        Ok(events)
    }

    fn no_chip(&mut self) -> Result<Vec<Event>, Refusal> {
        self.turn.require_rolled()?;
        self.check_not_picking()?;
        let takeable = self.takeable();
        if !takeable.is_empty() {
            let mut kinds: Vec<ChipKind> = takeable.iter().map(|&(k, _)| k).collect();
            kinds.dedup();
            let list = |german: bool| {
                let labels: Vec<&str> = kinds.iter().map(|k| k.label(german)).collect();
                labels.join(", ")
            };
            // House decision: as with the physical game, a chip that fits is taken.
            return refuse!(
                format!("A chip fits your dice, take it: {}.", list(false)),
                format!(
                    "Ein Chip passt zu deinen Würfeln, nimm ihn: {}.",
                    list(true)
                )
            );
        }
        let mut events = vec![Event::NoChip {
            player: self.current,
        }];
        self.end_turn(true, &mut events);
        Ok(events)
    }

    /// The current turn is over (a chip taken, or none). Applies the set-aside rule,
    /// then passes the dice on.
    fn end_turn(&mut self, without_chip: bool, events: &mut Vec<Event>) {
        self.last_set_aside = None;
        let last_of_round = self.current + 1 == self.players.len();
        let set_aside = if self.is_solo() {
            without_chip
        } else {
            last_of_round && !self.round_had_chip
        };
        if last_of_round {
            self.round_had_chip = false;
        }
        if set_aside {
            if let Some(kind) = self.tray.highest() {
                self.tray.remove(kind);
                self.set_aside.add(kind);
                self.last_set_aside = Some(kind);
                events.push(Event::SetAside { kind });
            }
            if self.tray.is_empty() {
                // House decision: a set-aside that empties the tray ends the game, and
                // nobody took the last chip, so nobody gets the +20.
                self.finish(events);
                return;
            }
        }
        self.current = (self.current + 1) % self.players.len();
        if self.current == 0 {
            self.round += 1;
        }
        self.start_turn(events);
    }

    fn start_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = DiceTurn::new(DICE.len());
        self.picks_owed = 0;
        events.push(Event::TurnStarted {
            player: self.current,
            round: self.round,
        });
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.over = true;
        self.picks_owed = 0;
        events.push(Event::GameOver);
    }

    /// 28 chips accounted for, the tray empty exactly when the game is over, and the
    /// turn state consistent.
    pub fn check_invariants(&self) -> Result<(), String> {
        if !(1..=4).contains(&self.players.len()) {
            return Err(format!("{} players", self.players.len()));
        }
        if self.current >= self.players.len() {
            return Err(format!("current player {} does not exist", self.current));
        }
        for kind in ChipKind::ALL {
            let held: u32 = self.players.iter().map(|p| p.count(kind) as u32).sum();
            let all = self.tray.count(kind) as u32 + self.set_aside.count(kind) as u32 + held;
            if all != CHIPS_PER_KIND as u32 {
                return Err(format!("{all} {} chips instead of 4", kind.id()));
            }
        }
        if self.over != self.tray.is_empty() {
            return Err(format!(
                "over = {} but {} chips in the tray",
                self.over,
                self.tray.total()
            ));
        }
        if self.last_chip.is_some() && !self.over {
            return Err("a last-chip bonus while the game goes on".into());
        }
        if self.turn.rolls > ROLLS {
            return Err(format!("{} rolls this turn", self.turn.rolls));
        }
        if self.turn.has_rolled() && !valid_dice(&self.turn.dice) {
            return Err(format!("impossible dice {:?}", self.turn.dice));
        }
        if self.picks_owed > 0
            && (self.over
                || !is_kniffel(&self.turn.dice)
                || self.picks_owed >= self.picks_per_kniffel())
        {
            return Err(format!("{} Kniffel chips owed", self.picks_owed));
        }
        Ok(())
    }

    /// Every action the rules allow now. Real dice: one `EnterDice` stands for all.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let takes = self
            .takeable()
            .into_iter()
            .map(|(kind, from_set_aside)| Action::TakeChip {
                kind,
                from_set_aside,
            });
        if self.picks_owed > 0 {
            return takes.collect();
        }
        let mut out = Vec::new();
        if self.manual {
            if self.turn.rolls < ROLLS {
                out.push(Action::EnterDice { dice: vec![1; 5] });
            }
        } else if self.turn.check_roll(ROLLS).is_ok() {
            out.push(Action::Roll);
        }
        if self.turn.has_rolled() {
            for (die, &held) in self.turn.held.iter().enumerate() {
                out.push(Action::Hold { die, held: !held });
            }
            out.extend(takes);
            if self.may_end_without_chip() {
                out.push(Action::NoChip);
            }
        }
        out
    }
}
