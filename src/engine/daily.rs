//! The daily challenge's dice: a pure function of the day, the turn, the roll and the
//! die's place among the dice thrown, so everyone who plays that day and keeps the same
//! dice sees the same next throw. A seeded stream (as other games use) would drift
//! apart at the first different hold, since a held die draws nothing from it.

use super::rng::GameRng;
use super::turn::DieKind;

/// The face of the `position`-th die thrown (counting from 0 among the dice not held)
/// in roll `roll` (from 1) of turn `turn` (from 1) on `date` (`YYYY-MM-DD`).
pub fn daily_die(date: &str, turn: u32, roll: u8, position: usize, kind: DieKind) -> u8 {
    // FNV-1a over the date and the three numbers gives the seed of a fresh ChaCha8
    // stream; its first draw is the die (rejection sampled, no bias).
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let numbers = [u64::from(turn), u64::from(roll), position as u64];
    let bytes = date
        .bytes()
        .chain(numbers.iter().flat_map(|n| n.to_le_bytes()));
    for b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    kind.roll(&mut GameRng::from_seed(h))
}

/// `YYYY-MM-DD`: digits where they belong (the calendar itself is not checked).
pub fn is_date(date: &str) -> bool {
    let b = date.as_bytes();
    b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{Action, Game, GameKind, Setup};
    use crate::engine::RuleError;

    fn daily(date: &str, seed: u64) -> Game {
        let mut setup = Setup::new(GameKind::Classic, &["Ada"]).with_seed(seed);
        setup.daily = Some(date.to_string());
        Game::new(setup).expect("a daily game")
    }

    fn dice(game: &Game) -> Vec<u8> {
        match &game.state {
            crate::engine::game::GameState::Classic(g) => g.turn.dice.clone(),
            _ => unreachable!("classic"),
        }
    }

    #[test]
    fn the_day_alone_decides_the_dice() {
        // Two players of the same day: the seed (drawn per device) does not matter.
        let mut a = daily("2026-11-24", 1);
        let mut b = daily("2026-11-24", 999);
        a.apply(Action::Roll).expect("roll");
        b.apply(Action::Roll).expect("roll");
        assert_eq!(dice(&a), dice(&b));
        // The same holds give the same second roll, whatever was done in between.
        a.apply(Action::Hold { die: 0, held: true }).expect("hold");
        a.apply(Action::Hold { die: 3, held: true }).expect("hold");
        b.apply(Action::Hold { die: 3, held: true }).expect("hold");
        b.apply(Action::Hold { die: 2, held: true }).expect("hold");
        b.apply(Action::Hold {
            die: 2,
            held: false,
        })
        .expect("release");
        b.apply(Action::Hold { die: 0, held: true }).expect("hold");
        a.apply(Action::Roll).expect("roll");
        b.apply(Action::Roll).expect("roll");
        assert_eq!(dice(&a), dice(&b));
        // Another day throws other dice (13 turns × 5 dice would not all agree).
        let mut c = daily("2026-11-25", 1);
        let mut d = daily("2026-11-24", 1);
        let mut differ = false;
        while !c.is_over() {
            c.apply(Action::Roll).expect("roll");
            d.apply(Action::Roll).expect("roll");
            differ |= dice(&c) != dice(&d);
            let open = c
                .state
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Score { .. }));
            let open = open.expect("a box");
            c.apply(open.clone()).expect("score");
            d.apply(open).expect("score");
        }
        assert!(differ);
    }

    #[test]
    fn a_die_depends_on_its_place_among_the_dice_thrown() {
        let faces: Vec<u8> = (0..5)
            .map(|p| daily_die("2026-11-24", 1, 2, p, DieKind::Six))
            .collect();
        assert!(faces.iter().all(|f| (1..=6).contains(f)));
        let mut a = daily("2026-11-24", 1);
        a.apply(Action::Roll).expect("roll");
        let first = dice(&a);
        a.apply(Action::Hold { die: 1, held: true }).expect("hold");
        a.apply(Action::Roll).expect("roll");
        // Die 1 kept; dice 0, 2, 3, 4 are the 1st to 4th thrown in roll 2.
        assert_eq!(
            dice(&a),
            vec![faces[0], first[1], faces[1], faces[2], faces[3]]
        );
    }

    #[test]
    fn a_daily_game_is_solitaire_classic_with_the_apps_dice() {
        for (kind, names, manual) in [
            (GameKind::Extreme, &["Ada"][..], false),
            (GameKind::Classic, &["Ada", "Bo"][..], false),
            (GameKind::Classic, &["Ada"][..], true),
        ] {
            let mut setup = Setup::new(kind, names);
            setup.daily = Some("2026-11-24".into());
            if manual {
                setup.dice = crate::engine::game::DiceSource::Manual;
            }
            assert_eq!(Game::new(setup).err(), Some(RuleError::DailyIsSoloKniffel));
        }
        let mut setup = Setup::new(GameKind::Classic, &["Ada"]);
        setup.daily = Some("24.11.2026".into());
        assert_eq!(Game::new(setup).err(), Some(RuleError::DailyIsSoloKniffel));
    }

    #[test]
    fn a_daily_game_saves_and_replays() {
        let mut a = daily("2026-11-24", 1);
        a.apply(Action::Roll).expect("roll");
        let text = a.to_json();
        assert!(text.contains(r#""daily":"2026-11-24""#), "{text}");
        assert_eq!(Game::from_json(&text), Ok(a));
        // Other games do not write the field (saves stay as they were).
        let plain = Game::new(Setup::new(GameKind::Classic, &["Ada"])).expect("setup");
        assert!(!plain.to_json().contains("daily"));
    }
}
