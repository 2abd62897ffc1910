//! Head starts ("Fair start"): a seat's head start counts in its total and the ranking
//! of every scoresheet game, is ignored by the games without a sheet, stays apart from
//! the score the statistics count, and an old setup (without one) reads and saves the
//! same.

use pasch::engine::{Action, Game, GameKind, PlayerSetup, Setup, MAX_HEAD_START};
use pasch::stats::summarize;

/// Two people, the second with `head` points ahead.
fn setup(kind: GameKind, head: u32) -> Setup {
    let mut s = Setup::new(kind, &["Opa", "Mia"]).with_seed(7);
    s.players[1].head_start = head;
    s
}

/// Rolls once and fills the first box offered, until the game ends.
fn played(setup: Setup) -> Game {
    let mut game = Game::new(setup).expect("setup");
    while !game.is_over() {
        let legal = game.state().legal_actions();
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::Score { .. }))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Roll)))
            .cloned()
            .expect("a move");
        game.apply(action).expect("legal");
    }
    game
}

#[test]
fn a_head_start_counts_in_the_total_of_every_sheet_game() {
    for kind in [
        GameKind::Classic,
        GameKind::Extreme,
        GameKind::Yatzy,
        GameKind::MaxiYatzy,
        GameKind::Generala,
    ] {
        let fresh = Game::new(setup(kind, 38)).expect("setup");
        assert_eq!(fresh.totals(), vec![0, 38], "{kind:?}");
        assert_eq!(fresh.head_starts(), vec![0, 38]);
        let plain = played(setup(kind, 0));
        let ahead = played(setup(kind, 38));
        // The same seed and moves: only the head start differs.
        assert_eq!(ahead.totals()[1], plain.totals()[1] + 38, "{kind:?}");
        assert_eq!(ahead.totals()[0], plain.totals()[0]);
    }
}

#[test]
fn the_ranking_counts_it_and_can_be_told_without_it() {
    let plain = played(setup(GameKind::Classic, 0));
    let t = plain.totals();
    // Enough to turn the result round: the second seat wins by 1.
    let head = u32::try_from(t[0] - t[1] + 1).unwrap_or(0).max(1);
    let ahead = played(setup(GameKind::Classic, head));
    assert_eq!(ahead.standings()[0].player, 1);
    assert_eq!(ahead.standings_without_head_starts(), plain.standings());
}

#[test]
fn statistics_keep_the_head_start_apart() {
    let plain = played(setup(GameKind::Yatzy, 0));
    let ahead = played(setup(GameKind::Yatzy, 250));
    let s = summarize(&ahead, "2026-11-29");
    let p = summarize(&plain, "2026-11-29");
    assert_eq!(s.seats[1].score, p.seats[1].score);
    assert_eq!(s.seats[1].head_start, 250);
    assert_eq!(s.seats[0].head_start, 0);
    assert_eq!(s.seats[1].place, 1);
    let json = serde_json::to_string(&p).expect("json");
    assert!(!json.contains("head_start"), "{json}");
}

#[test]
fn games_without_a_sheet_offer_none() {
    for kind in [GameKind::Duel, GameKind::Cards] {
        let game = Game::new(setup(kind, 38)).expect("setup");
        assert_eq!(game.totals(), vec![0, 0], "{kind:?}");
        assert_eq!(game.head_starts(), vec![0, 0]);
    }
}

#[test]
fn a_head_start_is_at_most_999() {
    let game = Game::new(setup(GameKind::Classic, 5000)).expect("setup");
    assert_eq!(game.totals()[1], MAX_HEAD_START as i32);
}

#[test]
fn old_setups_and_games_read_and_save_the_same() {
    let game = played(setup(GameKind::Classic, 0));
    let save = game.to_json();
    assert!(!save.contains("head_start"), "{save}");
    let again = Game::from_json(&save).expect("reads");
    assert_eq!(again.to_json(), save);
    let ahead = played(setup(GameKind::Classic, 12));
    let back = Game::from_json(&ahead.to_json()).expect("reads");
    assert_eq!(back.totals(), ahead.totals());
    assert_eq!(
        back.setup().players[1],
        PlayerSetup {
            name: "Mia".into(),
            head_start: 12,
            ..PlayerSetup::default()
        }
    );
}
