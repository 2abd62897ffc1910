//! The turn machine of the scoresheet games (classic Kniffel, Kniffel Extreme, Yatzy,
//! Maxi Yatzy, Generala): roll up to three times (Extreme: a chip buys a fourth; Maxi
//! Yatzy: saved rolls add more), then fill one box. What differs by game is asked of
//! `Variant`; the Generala servida ends the game on the roll itself (`rolled`).

use super::classic::{ClassicRules, Offer};
use super::generala::is_servida;
use super::order::BoxOrder;
use super::sheet::{BoxId, Sheet};
use super::variant::{Variant, ROLLS};
use crate::engine::action::Action;
use crate::engine::daily::daily_die;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::kind::DiceSource;
use crate::engine::rng::GameRng;
use crate::engine::same_dice::same_die;
use crate::engine::setup::Setup;
use crate::engine::turn::DiceTurn;
use serde::{Deserialize, Serialize};

/// One player's sheet, bonus points and chips.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetPlayer {
    /// The boxes filled.
    pub sheet: Sheet,
    /// Extra-Kniffel bonus points collected (classic).
    pub kniffel_bonus: i32,
    /// Chips left for a fourth roll (Extreme).
    pub chips: u8,
    /// Rolls saved from earlier turns (Maxi Yatzy with saved rolls).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub saved_rolls: u8,
    /// Points this seat started with ("Fair start", the setup's `head_start`): a row of
    /// its own, counted in the total. Left out of the JSON while 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub head_start: i32,
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// The largest head start a seat may be given; a setup asking more gets this.
pub const MAX_HEAD_START: u32 = 999;

/// A scoresheet game: sheets and the dice turn. Changed only through `apply`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SheetGame {
    variant: Variant,
    manual: bool,
    players: Vec<SheetPlayer>,
    current: usize,
    /// The seat that began (the setup's start player); a round ends before it comes
    /// round again.
    #[serde(default)]
    first: usize,
    /// 1-based round number.
    round: u32,
    turn: DiceTurn,
    /// A chip was handed in this turn (Extreme).
    chip_used: bool,
    over: bool,
    /// The daily challenge's day: the dice come from `engine::daily`, not the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    daily: Option<String>,
    /// Generala: the seat that threw a Generala servida and won the game with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    servida: Option<usize>,
    /// The box order chosen for the game (`order()` adds Yatzy's older switch); left
    /// out of the JSON while free.
    #[serde(default, skip_serializing_if = "is_free")]
    box_order: BoxOrder,
    /// Duplicate: every player's turn N is thrown from the same dice stream of the seed
    /// (`engine::same_dice`). Never with real dice or a daily game's dice.
    #[serde(default, skip_serializing_if = "is_false")]
    same_dice: bool,
}

fn is_free(order: &BoxOrder) -> bool {
    *order == BoxOrder::Free
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl SheetGame {
    /// A new game: empty sheets, the start player on turn.
    pub fn new(setup: &Setup) -> SheetGame {
        // `GameState::new` makes a SheetGame only of a scoresheet game (classic else).
        let variant = Variant::of(setup.kind, &setup.options).unwrap_or(Variant::Classic {
            rules: ClassicRules::default(),
        });
        SheetGame {
            variant,
            manual: setup.dice == DiceSource::Manual,
            players: setup
                .players
                .iter()
                .map(|p| SheetPlayer {
                    chips: variant.chips(),
                    // At most 999, so the i32 cannot overflow.
                    head_start: p.head_start.min(MAX_HEAD_START) as i32,
                    ..SheetPlayer::default()
                })
                .collect(),
            current: setup.start_player,
            first: setup.start_player,
            round: 1,
            turn: DiceTurn::new(variant.dice().len()),
            chip_used: false,
            over: false,
            daily: setup.daily.clone(),
            servida: None,
            box_order: setup.options.box_order,
            same_dice: setup.options.same_dice
                && setup.dice == DiceSource::Random
                && setup.daily.is_none(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The seat on turn (the last one to move once the game is over).
    pub fn current_player(&self) -> usize {
        self.current
    }

    /// Which scoresheet game this is, with its house rules.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Real dice typed in (`Action::EnterDice`) instead of the app's rolls.
    pub fn manual(&self) -> bool {
        self.manual
    }

    /// Every player's sheet, bonus and chips, by seat.
    pub fn players(&self) -> &[SheetPlayer] {
        &self.players
    }

    /// 1-based round number.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The dice of the turn being played: faces, holds, rolls taken.
    pub fn turn(&self) -> &DiceTurn {
        &self.turn
    }

    /// A chip was handed in this turn (Extreme).
    pub fn chip_used(&self) -> bool {
        self.chip_used
    }

    /// Rounds in the game: one per box.
    pub fn rounds(&self) -> u32 {
        self.variant.boxes().len() as u32
    }

    /// Rolls this turn may have: 3, 4 once a chip was handed in (Extreme), 3 and the
    /// player's saved rolls (Maxi Yatzy).
    pub fn roll_limit(&self) -> u8 {
        ROLLS + self.chip_used as u8 + self.saved_rolls(self.current)
    }

    /// The rolls seat `p` has saved from earlier turns and may use after this turn's
    /// three (Maxi Yatzy with saved rolls; 0 otherwise).
    pub fn saved_rolls(&self, p: usize) -> u8 {
        if self.variant.saves_rolls() {
            self.players.get(p).map_or(0, |pl| pl.saved_rolls)
        } else {
            0
        }
    }

    /// Generala: the seat that threw a Generala servida (five equal on a turn's first
    /// roll) and so won the game at once, whatever the totals.
    pub fn servida(&self) -> Option<usize> {
        self.servida
    }

    /// May the current player hand in a chip for a 4th roll now?
    pub fn can_chip_roll(&self) -> bool {
        !self.over
            && self.turn.rolls == ROLLS
            && !self.chip_used
            && self.players[self.current].chips > 0
            && (self.manual || !self.turn.held.iter().all(|&h| h))
    }

    /// Player `p`'s total: head start, boxes, upper bonus, extra-Kniffel bonus.
    pub fn total(&self, p: usize) -> i32 {
        self.points(p) + self.players[p].head_start
    }

    /// Player `p`'s points without the head start: boxes, upper bonus, extra-Kniffel
    /// bonus (what high scores and records count).
    pub fn points(&self, p: usize) -> i32 {
        let pl = &self.players[p];
        pl.sheet.boxes_sum() + self.variant.upper_bonus(&pl.sheet) + pl.kniffel_bonus
    }

    /// Every player's total, by seat.
    pub fn totals(&self) -> Vec<i32> {
        (0..self.players.len()).map(|p| self.total(p)).collect()
    }

    /// The order in which this game's boxes are filled (Yatzy's older forced-order
    /// switch reads as top-down).
    pub fn order(&self) -> BoxOrder {
        BoxOrder::of(self.box_order, self.variant.forced_order())
    }

    /// The open boxes seat `p` may fill on its turn, in sheet order (all open boxes in
    /// a free game).
    pub fn allowed_boxes(&self, p: usize) -> Vec<BoxId> {
        self.players.get(p).map_or_else(Vec::new, |pl| {
            self.order().allowed(self.variant.boxes(), &pl.sheet)
        })
    }

    /// What `dice`, made on roll `roll`, may fill on `sheet` in this game (its rules and
    /// its box order): what a computer player weighs for the rolls to come.
    pub fn offer_for(&self, dice: &[u8], sheet: &Sheet, roll: u8) -> Offer {
        self.variant.offer_in(dice, sheet, roll, self.order())
    }

    /// What the current dice may fill on the current player's sheet (empty before a roll).
    pub fn offer(&self) -> Offer {
        if !self.turn.has_rolled() || self.over {
            return Offer::default();
        }
        self.offer_for(
            &self.turn.dice,
            &self.players[self.current].sheet,
            self.turn.rolls,
        )
    }

    /// Validates and performs `action`; on refusal nothing has changed.
    ///
    /// # Errors
    ///
    /// The `RuleError` that says why the rules refuse the action now.
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Result<Vec<Event>, RuleError> {
        let player = self.current;
        match action {
            Action::Roll => {
                DiceTurn::check_source(self.manual, false)?;
                if self.turn.rolls >= ROLLS && self.turn.rolls >= self.roll_limit() {
                    return match self.variant {
                        Variant::Extreme if self.can_chip_roll() => Err(RuleError::ThreeRollsUp),
                        _ => Err(RuleError::RollsUsedUp),
                    };
                }
                self.turn.check_roll(self.roll_limit())?;
                self.throw(rng);
                Ok(self.rolled())
            }
            Action::ChipRoll => {
                if self.variant != Variant::Extreme {
                    return Err(RuleError::ChipsExtremeOnly);
                }
                if !self.can_chip_roll() {
                    let p = &self.players[player];
                    return Err(if self.chip_used {
                        RuleError::OneChipPerTurn
                    } else if p.chips == 0 {
                        RuleError::NoChipsLeft
                    } else if self.turn.rolls < ROLLS {
                        RuleError::ChipBeforeThirdRoll
                    } else {
                        RuleError::AllDiceHeld
                    });
                }
                self.chip_used = true;
                self.players[player].chips -= 1;
                let mut events = vec![Event::ChipSpent {
                    player,
                    chips_left: self.players[player].chips,
                }];
                if !self.manual {
                    self.throw(rng);
                    events.push(self.rolled_event());
                }
                Ok(events)
            }
            Action::Hold { die, held } => self.turn.hold(*die, *held),
            Action::EnterDice { dice } => {
                DiceTurn::check_source(self.manual, true)?;
                self.turn
                    .check_entered(self.variant.dice(), dice, self.roll_limit())?;
                self.turn.enter(dice);
                Ok(self.rolled())
            }
            Action::Score { box_id } => self.score(*box_id),
            _ => Err(RuleError::NotAMove),
        }
    }

    /// Throws the dice not held: the day's dice of a daily game, the turn's shared
    /// stream in Duplicate, the game's seeded stream otherwise.
    fn throw(&mut self, rng: &mut GameRng) {
        let (turn, roll) = (self.round, self.turn.rolls + 1);
        let dice = self.variant.dice();
        if let Some(date) = &self.daily {
            let game = self.variant.kind();
            self.turn.roll_by(dice, |position, kind| {
                daily_die(game, date, turn, roll, position, kind)
            });
        } else if self.same_dice {
            let seed = rng.seed();
            self.turn.roll_by(dice, |position, kind| {
                same_die(seed, turn, roll, position, kind)
            });
        } else {
            self.turn.roll(dice, rng);
        }
    }

    /// Duplicate: every player's turn N is thrown from the same dice stream.
    pub fn same_dice(&self) -> bool {
        self.same_dice
    }

    /// Whether the phone of `seat` must not see the dice of other seats' turns: in a
    /// Duplicate game still running they are that seat's own dice to come.
    pub fn hides_dice_from(&self, seat: usize) -> bool {
        self.same_dice && !self.over && self.current != seat
    }

    /// The game as the phone of `seat` may see it: in Duplicate, another seat's turn
    /// shows no dice yet (they would be this seat's own dice to come).
    pub fn seen_by(&self, seat: usize) -> SheetGame {
        let mut seen = self.clone();
        if self.hides_dice_from(seat) {
            seen.turn = DiceTurn::new(self.variant.dice().len());
        }
        seen
    }

    fn rolled_event(&self) -> Event {
        self.turn.rolled_event(self.current)
    }

    /// The events of a roll just made; a Generala servida ends the game with it.
    fn rolled(&mut self) -> Vec<Event> {
        let mut events = vec![self.rolled_event()];
        // In Duplicate everyone throws the turn's same first roll, so a servida would
        // end the game before the others threw theirs: it scores as five equal instead.
        let servida_wins = self.variant.servida_wins() && !self.same_dice;
        if servida_wins && is_servida(&self.turn.dice, self.turn.rolls) {
            let player = self.current;
            self.servida = Some(player);
            self.over = true;
            events.extend([Event::GeneralaServida { player }, Event::GameOver]);
        }
        events
    }

    fn score(&mut self, box_id: BoxId) -> Result<Vec<Event>, RuleError> {
        self.turn.require_rolled()?;
        let offer = self.offer();
        let Some(points) = offer.points_for(box_id) else {
            return Err(self.why_not(box_id, &offer));
        };
        let player = self.current;
        let saves = self.variant.saves_rolls();
        let rolls = self.turn.rolls;
        let p = &mut self.players[player];
        p.sheet.set(box_id, points as i32);
        p.kniffel_bonus += offer.bonus as i32;
        if saves {
            // The turn may roll at most 3 + the saved rolls: what it left is saved.
            p.saved_rolls = (p.saved_rolls + ROLLS).saturating_sub(rolls);
        }
        let mut events = vec![Event::Scored {
            player,
            box_id,
            points: points as i32,
            bonus: offer.bonus as i32,
        }];
        self.next_turn(&mut events);
        Ok(events)
    }

    /// Why the current dice may not fill `b`: not on this sheet, filled already, another
    /// box first (a box order; `next` is the first box it allows), or a further Kniffel that must go elsewhere (the only
    /// other way `offer` leaves out an open box).
    fn why_not(&self, b: BoxId, offer: &Offer) -> RuleError {
        let sheet = &self.players[self.current].sheet;
        if !self.variant.boxes().contains(&b) {
            RuleError::NotOnSheet(b)
        } else if !sheet.is_open(b) {
            RuleError::BoxTaken(b)
        } else if let Some(&next) = (!self.order().allows(self.variant.boxes(), sheet, b))
            .then(|| self.allowed_boxes(self.current))
            .as_ref()
            .and_then(|allowed| allowed.first())
        {
            RuleError::OutOfOrder { next }
        } else {
            RuleError::JokerBoxes {
                boxes: offer.allowed.iter().map(|&(x, _)| x).collect(),
            }
        }
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = DiceTurn::new(self.variant.dice().len());
        self.chip_used = false;
        let boxes = self.variant.boxes().len();
        if self.players.iter().all(|p| p.sheet.filled_count() == boxes) {
            self.over = true;
            events.push(Event::GameOver);
            return;
        }
        self.current = (self.current + 1) % self.players.len();
        if self.current == self.first {
            self.round += 1;
        }
        events.push(Event::TurnStarted {
            player: self.current,
            round: self.round,
        });
    }

    /// Every box filled at most once and only on this sheet; a game over has full sheets
    /// (unless a Generala servida ended it).
    ///
    /// # Errors
    ///
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let boxes = self.variant.boxes();
        for (i, p) in self.players.iter().enumerate() {
            if let Some(b) = super::sheet::ALL_BOXES
                .iter()
                .find(|&&b| !boxes.contains(&b) && !p.sheet.is_open(b))
            {
                return Err(format!(
                    "player {i} filled {}, which is not on this sheet",
                    b.id()
                ));
            }
            if self.over && self.servida.is_none() && p.sheet.filled_count() != boxes.len() {
                return Err(format!("game over but player {i} has open boxes"));
            }
        }
        Ok(())
    }

    /// Every action the rules allow now. Real dice: one `EnterDice` stands for all.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.over {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.manual {
            if self.turn.rolls < self.roll_limit() {
                out.push(Action::EnterDice {
                    dice: self.variant.dice().iter().map(|_| 1).collect(),
                });
            }
        } else if self.turn.check_roll(self.roll_limit()).is_ok() {
            out.push(Action::Roll);
        }
        if self.can_chip_roll() {
            out.push(Action::ChipRoll);
        }
        if self.turn.has_rolled() {
            for (die, &held) in self.turn.held.iter().enumerate() {
                out.push(Action::Hold { die, held: !held });
            }
            out.extend(
                self.offer()
                    .allowed
                    .iter()
                    .map(|&(box_id, _)| Action::Score { box_id }),
            );
        }
        out
    }
}
