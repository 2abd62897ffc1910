//! The daily challenge: which games have one (`DAILY_GAMES`), what a daily game is
//! (`check_daily`), and its dice, a pure function of the game, the day, the turn, the
//! roll and the die's place among the dice thrown, so everyone who plays that game that
//! day and keeps the same dice sees the same next throw. A seeded stream (as other games
//! use) would drift apart at the first different hold, since a held die draws nothing
//! from it.

use super::dice::DieKind;
use super::error::RuleError;
use super::hash::fnv1a;
use super::kind::{DiceSource, GameKind};
use super::rng::GameRng;

/// The games with a daily challenge, in the order the daily screen offers them: each
/// its own dice, result, best and streak.
pub const DAILY_GAMES: [GameKind; 4] = [
    GameKind::Classic,
    GameKind::Yatzy,
    GameKind::MaxiYatzy,
    GameKind::Generala,
];

/// Refuses a daily challenge that is not one player's game of `DAILY_GAMES` with the
/// app's dice on a day written `YYYY-MM-DD`.
///
/// # Errors
///
/// `RuleError::DailyIsSoloKniffel` for any other.
pub fn check_daily(
    game: GameKind,
    players: usize,
    dice: DiceSource,
    date: &str,
) -> Result<(), RuleError> {
    let solo = DAILY_GAMES.contains(&game) && players == 1;
    if !solo || dice != DiceSource::Random || !is_date(date) {
        return Err(RuleError::DailyIsSoloKniffel);
    }
    Ok(())
}

/// The face of the `position`-th die thrown (counting from 0 among the dice not held)
/// in roll `roll` (from 1) of turn `turn` (from 1) of `game`'s challenge on `date`
/// (`YYYY-MM-DD`).
pub fn daily_die(
    game: GameKind,
    date: &str,
    turn: u32,
    roll: u8,
    position: usize,
    kind: DieKind,
) -> u8 {
    // FNV-1a over the date and the three numbers gives the seed of a fresh ChaCha8
    // stream; its first draw is the die (rejection sampled, no bias). Kniffel's day
    // hashes the date alone, as released; every other game puts its id in front
    // ("yatzy:2026-11-25"), so its dice are its own.
    let prefix = match game {
        GameKind::Classic => "",
        other => other.id(),
    };
    let separator: &[u8] = if prefix.is_empty() { b"" } else { b":" };
    let numbers = [u64::from(turn), u64::from(roll), position as u64];
    let h = fnv1a(
        prefix
            .bytes()
            .chain(separator.iter().copied())
            .chain(date.bytes())
            .chain(numbers.iter().flat_map(|n| n.to_le_bytes())),
    );
    kind.roll(&mut GameRng::from_seed(h))
}

/// `YYYY-MM-DD`, a day the calendar has (the proleptic Gregorian one): `2024-02-29` is
/// one, `2026-02-29` and `9999-99-99` are not.
pub fn is_date(date: &str) -> bool {
    day_number(date).is_some()
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date; None for anything else.
pub fn day_number(date: &str) -> Option<i64> {
    let b = date.as_bytes();
    let shaped = b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        });
    if !shaped {
        return None;
    }
    let y: i64 = date[0..4].parse().ok()?;
    let m: i64 = date[5..7].parse().ok()?;
    let d: i64 = date[8..10].parse().ok()?;
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let month_days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    if !(1..=month_days).contains(&d) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::action::Action;
    use crate::engine::game::Game;
    use crate::engine::kind::GameKind;
    use crate::engine::setup::Setup;
    use crate::engine::RuleError;

    fn daily(date: &str, seed: u64) -> Game {
        daily_of(GameKind::Classic, date, seed)
    }

    fn daily_of(game: GameKind, date: &str, seed: u64) -> Game {
        let mut setup = Setup::new(game, &["Ada"]).with_seed(seed);
        setup.daily = Some(date.to_string());
        Game::new(setup).expect("a daily game")
    }

    fn dice(game: &Game) -> Vec<u8> {
        use crate::engine::game_state::GameState;
        match game.state() {
            GameState::Classic(g)
            | GameState::Yatzy(g)
            | GameState::MaxiYatzy(g)
            | GameState::Generala(g) => g.turn().dice.clone(),
            _ => unreachable!("a daily game"),
        }
    }

    /// `game`'s whole daily of `date` played by always filling the first box offered
    /// (the same choices whatever the seed): every throw of it.
    fn throws(game: GameKind, date: &str, seed: u64) -> Vec<Vec<u8>> {
        let mut g = daily_of(game, date, seed);
        let mut out = Vec::new();
        while !g.is_over() {
            g.apply(Action::Roll).expect("roll");
            out.push(dice(&g));
            if g.is_over() {
                break; // A Generala servida ends the game on its throw.
            }
            let score = g
                .state()
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Score { .. }))
                .expect("a box");
            g.apply(score).expect("score");
        }
        out
    }

    #[test]
    fn each_daily_game_throws_the_same_dice_for_everyone_and_its_own() {
        let mut by_game = Vec::new();
        for game in DAILY_GAMES {
            // Two devices (two seeds) of the same day and game: the same throws.
            let a = throws(game, "2026-11-29", 1);
            assert_eq!(a, throws(game, "2026-11-29", 77), "{game:?}");
            let faces = if game == GameKind::MaxiYatzy { 6 } else { 5 };
            assert!(a.iter().all(|d| d.len() == faces), "{game:?}");
            assert!(a.iter().flatten().all(|f| (1..=6).contains(f)), "{game:?}");
            // Another day, other throws.
            assert_ne!(a, throws(game, "2026-11-30", 1), "{game:?}");
            by_game.push((game, a));
        }
        // Each game its own dice: no two games share the day's first throws.
        for (i, (g, a)) in by_game.iter().enumerate() {
            for (h, b) in &by_game[i + 1..] {
                let n = a.len().min(b.len()).min(3);
                assert_ne!(
                    a[..n].iter().map(|d| &d[..5]).collect::<Vec<_>>(),
                    b[..n].iter().map(|d| &d[..5]).collect::<Vec<_>>(),
                    "{g:?} and {h:?}"
                );
            }
        }
    }

    #[test]
    fn maxi_yatzy_throws_six_daily_dice_held_or_not() {
        let mut a = daily_of(GameKind::MaxiYatzy, "2026-11-29", 5);
        a.apply(Action::Roll).expect("roll");
        let first = dice(&a);
        let expected: Vec<u8> = (0..6)
            .map(|p| daily_die(GameKind::MaxiYatzy, "2026-11-29", 1, 1, p, DieKind::Six))
            .collect();
        assert_eq!(first, expected);
        a.apply(Action::Hold { die: 5, held: true }).expect("hold");
        a.apply(Action::Roll).expect("roll");
        let second: Vec<u8> = (0..5)
            .map(|p| daily_die(GameKind::MaxiYatzy, "2026-11-29", 1, 2, p, DieKind::Six))
            .chain([first[5]])
            .collect();
        assert_eq!(dice(&a), second);
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
                .state()
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
            .map(|p| daily_die(GameKind::Classic, "2026-11-24", 1, 2, p, DieKind::Six))
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
    fn a_daily_game_is_one_players_daily_game_with_the_apps_dice() {
        for (kind, names, manual) in [
            (GameKind::Extreme, &["Ada"][..], false),
            (GameKind::Duel, &["Ada"][..], false),
            (GameKind::Classic, &["Ada", "Bo"][..], false),
            (GameKind::Yatzy, &["Ada", "Bo"][..], false),
            (GameKind::Classic, &["Ada"][..], true),
            (GameKind::Generala, &["Ada"][..], true),
        ] {
            let mut setup = Setup::new(kind, names);
            setup.daily = Some("2026-11-24".into());
            if manual {
                setup.dice = crate::engine::kind::DiceSource::Manual;
            }
            assert_eq!(Game::new(setup).err(), Some(RuleError::DailyIsSoloKniffel));
        }
        let mut setup = Setup::new(GameKind::Classic, &["Ada"]);
        setup.daily = Some("24.11.2026".into());
        assert_eq!(Game::new(setup).err(), Some(RuleError::DailyIsSoloKniffel));
        for game in DAILY_GAMES {
            assert!(daily_of(game, "2026-11-24", 1).setup().daily.is_some());
        }
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

    #[test]
    fn dates_are_days_of_the_calendar() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(day_number("2026-11-25"), Some(20_782));
        assert_eq!(day_number("1969-12-31"), Some(-1));
        for good in ["2024-02-29", "2000-02-29", "2026-12-31", "0001-01-01"] {
            assert!(is_date(good), "{good}");
        }
        for bad in [
            "9999-99-99",
            "2026-02-29",
            "1900-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "2026-01-00",
            "2026-1-01",
            "2026/01/01",
            "",
            "20261125",
        ] {
            assert!(!is_date(bad), "{bad}");
        }
    }

    /// The daily dice are everybody's shared challenge, compared across phones and days
    /// (a share text names the day and the points): they must never change silently.
    #[test]
    fn the_daily_dice_never_change() {
        let six = |date, turn, roll| -> Vec<u8> {
            (0..5)
                .map(|p| daily_die(GameKind::Classic, date, turn, roll, p, DieKind::Six))
                .collect()
        };
        assert_eq!(six("2026-11-25", 1, 1), PINNED[0]);
        assert_eq!(six("2026-11-25", 1, 2), PINNED[1]);
        assert_eq!(six("2026-11-25", 13, 3), PINNED[2]);
        assert_eq!(six("2027-01-01", 1, 1), PINNED[3]);
        assert_eq!(six("2024-02-29", 7, 2), PINNED[4]);
        let of = |game, n| -> Vec<u8> {
            (0..n)
                .map(|p| daily_die(game, "2026-11-29", 1, 1, p, DieKind::Six))
                .collect()
        };
        assert_eq!(of(GameKind::Yatzy, 5), PINNED_NEW[0]);
        assert_eq!(of(GameKind::MaxiYatzy, 6), PINNED_NEW[1]);
        assert_eq!(of(GameKind::Generala, 5), PINNED_NEW[2]);
    }

    /// The first throw of 2026-11-29's Yatzy, Maxi Yatzy and Generala challenge, as
    /// released (issue 39).
    const PINNED_NEW: [&[u8]; 3] = [&[1, 4, 3, 5, 6], &[2, 6, 6, 4, 2, 1], &[3, 3, 2, 4, 5]];

    /// Computed once by the daily dice as released (2026-11-24); the first row is the
    /// first throw of 2026-11-25's challenge in `tests/fixtures/history/daily-2026-11-25.json`.
    const PINNED: [[u8; 5]; 5] = [
        [5, 6, 5, 6, 4],
        [3, 2, 1, 6, 2],
        [2, 3, 2, 1, 3],
        [4, 4, 4, 6, 6],
        [5, 5, 1, 6, 1],
    ];
}
