//! Which moves make which sound and which buzz. The sounds follow the game's moves (the
//! action log, as the screen reader does), so a re-render, a screen change or an undo
//! makes none.

use crate::engine::{Action, Event};

/// A sound the table makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cue {
    /// The dice thrown: a clatter.
    Throw,
    /// A die held: a soft high click.
    Hold,
    /// A die released: a soft lower click.
    Release,
    /// A box filled: a pencil-like tap.
    Box,
    /// A Kniffel: a small fanfare.
    Kniffel,
    /// Dice Duel: a chip taken.
    Chip,
    /// Karten-Kniffel: cards exchanged, or drawn after a play.
    Cards,
    /// The game ended.
    End,
}

impl Cue {
    /// Every cue (for tests and for making the sounds ahead of time).
    pub const ALL: [Cue; 8] = [
        Cue::Throw,
        Cue::Hold,
        Cue::Release,
        Cue::Box,
        Cue::Kniffel,
        Cue::Chip,
        Cue::Cards,
        Cue::End,
    ];
}

/// A buzz of the phone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buzz {
    /// The dice landed.
    Landed,
    /// They landed showing a Kniffel.
    Kniffel,
}

impl Buzz {
    /// The vibration pattern: on, off, on… (ms). Short, so it never drowns the game.
    pub fn pattern(self) -> &'static [u32] {
        match self {
            Buzz::Landed => &[20],
            Buzz::Kniffel => &[60, 50, 60, 50, 140],
        }
    }
}

/// Whether the dice show a Kniffel: at least five alike.
pub fn is_kniffel(dice: &[u8]) -> bool {
    dice.iter()
        .any(|&d| dice.iter().filter(|&&e| e == d).count() >= 5)
}

/// The sounds of one move, given its events, in the order they happen; typed-in real
/// dice make no clatter (the real ones did).
pub fn cues(action: &Action, events: &[Event]) -> Vec<Cue> {
    let mut out = Vec::new();
    for event in events {
        let cue = match event {
            Event::Rolled { .. } if !matches!(action, Action::EnterDice { .. }) => Some(Cue::Throw),
            Event::HoldChanged { held: true, .. } => Some(Cue::Hold),
            Event::HoldChanged { held: false, .. } => Some(Cue::Release),
            // A Kniffel sounds its fanfare whatever the game calls it (the engine knows).
            e if e.kniffel_of().is_some() => Some(Cue::Kniffel),
            Event::Scored { .. } => Some(Cue::Box),
            Event::ChipTaken { .. } => Some(Cue::Chip),
            Event::Exchanged { .. } | Event::Played { .. } => Some(Cue::Cards),
            Event::GameOver => Some(Cue::End),
            _ => None,
        };
        if let Some(cue) = cue.filter(|c| !out.contains(c)) {
            out.push(cue);
        }
    }
    out
}

/// The buzz of a move, if it threw dice for a person (`is_person` of the seat): the
/// computer's throws are heard, not felt. A pattern when they show a Kniffel.
pub fn buzz(action: &Action, events: &[Event], is_person: impl Fn(usize) -> bool) -> Option<Buzz> {
    if !matches!(action, Action::Roll | Action::ChipRoll) {
        return None;
    }
    events.iter().rev().find_map(|e| match e {
        Event::Rolled { player, .. } if !is_person(*player) => None,
        Event::Rolled { dice, .. } if is_kniffel(dice) => Some(Buzz::Kniffel),
        Event::Rolled { .. } => Some(Buzz::Landed),
        _ => None,
    })
}

/// What a batch of moves (one, or several when the computer skips ahead) makes heard
/// and felt: sounds at once, sounds once the thrown dice have landed (what they show),
/// and the buzz of the landing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// Sounds to play at once.
    pub now: Vec<Cue>,
    /// Sounds to play once the thrown dice have landed.
    pub landed: Vec<Cue>,
    /// The buzz when the dice land, if any.
    pub buzz: Option<Buzz>,
}

impl Plan {
    /// The plan of `moves` (each with its events); `is_person` of a seat as in `buzz`.
    pub fn of(moves: &[(Action, Vec<Event>)], is_person: impl Fn(usize) -> bool) -> Plan {
        let mut plan = Plan::default();
        for (action, events) in moves {
            let heard = cues(action, events);
            let thrown = heard.contains(&Cue::Throw);
            for cue in heard {
                let when = if thrown && cue != Cue::Throw {
                    &mut plan.landed
                } else {
                    &mut plan.now
                };
                if !when.contains(&cue) {
                    when.push(cue);
                }
            }
            plan.buzz = buzz(action, events, &is_person).or(plan.buzz);
        }
        plan
    }

    /// Whether anything waits for the dice to land.
    pub fn waits(&self) -> bool {
        !self.landed.is_empty() || self.buzz.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BoxId;
    use crate::engine::ChipKind;

    fn rolled(dice: &[u8]) -> Event {
        Event::Rolled {
            player: 0,
            roll: 1,
            dice: dice.to_vec(),
        }
    }

    fn scored(box_id: BoxId, points: i32, bonus: i32) -> Event {
        Event::Scored {
            player: 0,
            box_id,
            points,
            bonus,
        }
    }

    #[test]
    fn a_throw_clatters_but_typed_in_dice_do_not() {
        assert_eq!(
            cues(&Action::Roll, &[rolled(&[1, 2, 3, 4, 5])]),
            [Cue::Throw]
        );
        assert_eq!(
            cues(&Action::ChipRoll, &[rolled(&[1, 2, 3, 4, 5])]),
            [Cue::Throw]
        );
        let typed = Action::EnterDice {
            dice: vec![1, 2, 3, 4, 5],
        };
        assert!(cues(&typed, &[rolled(&[1, 2, 3, 4, 5])]).is_empty());
    }

    #[test]
    fn holding_and_releasing_sound_different() {
        let hold = |held| Event::HoldChanged { die: 2, held };
        let action = |held| Action::Hold { die: 2, held };
        assert_eq!(cues(&action(true), &[hold(true)]), [Cue::Hold]);
        assert_eq!(cues(&action(false), &[hold(false)]), [Cue::Release]);
    }

    #[test]
    fn a_box_taps_and_a_kniffel_plays_the_fanfare() {
        let score = |b| Action::Score { box_id: b };
        let fh = BoxId::FullHouse;
        assert_eq!(cues(&score(fh), &[scored(fh, 25, 0)]), [Cue::Box]);
        let k = BoxId::Kniffel;
        assert_eq!(cues(&score(k), &[scored(k, 50, 0)]), [Cue::Kniffel]);
        // A struck Kniffel box is just a box; a further Kniffel's bonus is a fanfare.
        assert_eq!(cues(&score(k), &[scored(k, 0, 0)]), [Cue::Box]);
        let fours = BoxId::Fours;
        assert_eq!(
            cues(&score(fours), &[scored(fours, 20, 50)]),
            [Cue::Kniffel]
        );
        let ke = BoxId::KniffelExtreme;
        assert_eq!(cues(&score(ke), &[scored(ke, 75, 0)]), [Cue::Kniffel]);
    }

    #[test]
    fn the_last_box_also_ends_the_game_once() {
        let events = [
            scored(BoxId::Chance, 22, 0),
            Event::GameOver,
            Event::GameOver,
        ];
        let action = Action::Score {
            box_id: BoxId::Chance,
        };
        assert_eq!(cues(&action, &events), [Cue::Box, Cue::End]);
    }

    #[test]
    fn chips_and_cards_have_their_sounds() {
        let take = Action::TakeChip {
            kind: ChipKind::FullHouse,
            from_set_aside: false,
        };
        let taken = Event::ChipTaken {
            player: 0,
            kind: ChipKind::FullHouse,
            from_set_aside: false,
        };
        assert_eq!(cues(&take, &[taken]), [Cue::Chip]);
        let extra = Event::ExtraTurn { player: 0 };
        assert_eq!(
            cues(&Action::Roll, &[rolled(&[4; 5]), extra]),
            [Cue::Throw, Cue::Kniffel]
        );
        let exchange = Action::Exchange {
            discard: vec![3],
            one_more: false,
        };
        let exchanged = Event::Exchanged {
            player: 0,
            discarded: vec![3],
            drawn: 1,
        };
        assert_eq!(cues(&exchange, &[exchanged]), [Cue::Cards]);
        let played = |field, points| Event::Played {
            player: 0,
            field,
            cards: vec![5; 5],
            points,
            penalty: 0,
        };
        let play = Action::Play {
            cards: vec![5; 5],
            field: BoxId::Kniffel,
            discard: Vec::new(),
        };
        assert_eq!(cues(&play, &[played(BoxId::Fives, 25)]), [Cue::Cards]);
        assert_eq!(cues(&play, &[played(BoxId::Kniffel, 50)]), [Cue::Kniffel]);
    }

    #[test]
    fn only_thrown_dice_buzz_and_a_kniffel_buzzes_longer() {
        let person = |_| true;
        assert_eq!(
            buzz(&Action::Roll, &[rolled(&[1, 2, 3, 4, 5])], person),
            Some(Buzz::Landed)
        );
        assert_eq!(
            buzz(&Action::Roll, &[rolled(&[6; 5])], person),
            Some(Buzz::Kniffel)
        );
        assert_eq!(
            buzz(&Action::ChipRoll, &[rolled(&[2, 2, 2, 2, 2, 5])], person),
            Some(Buzz::Kniffel)
        );
        let typed = Action::EnterDice { dice: vec![6; 5] };
        assert_eq!(buzz(&typed, &[rolled(&[6; 5])], person), None);
        let hold = Action::Hold { die: 0, held: true };
        let held = [Event::HoldChanged { die: 0, held: true }];
        assert_eq!(buzz(&hold, &held, person), None);
        // Seat 0 is a computer here: its throw is not felt.
        assert_eq!(
            buzz(&Action::Roll, &[rolled(&[6; 5])], |seat| seat != 0),
            None
        );
        assert!(Buzz::Kniffel.pattern().iter().sum::<u32>() > Buzz::Landed.pattern()[0]);
    }

    #[test]
    fn a_plan_sounds_the_throw_at_once_and_what_it_shows_on_landing() {
        let person = |_| true;
        let roll = (
            Action::Roll,
            vec![rolled(&[2; 5]), Event::ExtraTurn { player: 0 }],
        );
        let plan = Plan::of(std::slice::from_ref(&roll), person);
        assert_eq!(plan.now, [Cue::Throw]);
        assert_eq!(plan.landed, [Cue::Kniffel]);
        assert_eq!(plan.buzz, Some(Buzz::Kniffel));
        assert!(plan.waits());
        // Several moves at once: each sound once, the last buzz.
        let score = (
            Action::Score {
                box_id: BoxId::Chance,
            },
            vec![scored(BoxId::Chance, 20, 0)],
        );
        let plain = (Action::Roll, vec![rolled(&[1, 2, 3, 4, 6])]);
        let plan = Plan::of(&[roll, score.clone(), plain.clone(), plain], person);
        assert_eq!(plan.now, [Cue::Throw, Cue::Box]);
        assert_eq!(plan.buzz, Some(Buzz::Landed));
        // A box alone waits for nothing.
        let plan = Plan::of(&[score], person);
        assert_eq!(
            (plan.now.as_slice(), plan.waits()),
            ([Cue::Box].as_slice(), false)
        );
    }

    #[test]
    fn kniffel_means_five_alike() {
        assert!(is_kniffel(&[3, 3, 3, 3, 3]));
        assert!(is_kniffel(&[1, 3, 3, 3, 3, 3]));
        assert!(!is_kniffel(&[3, 3, 3, 3, 1]));
        assert!(!is_kniffel(&[]));
    }
}
