//! What a game kind allows when a new game is set up (`GameKind::has_dice`,
//! `dice_source`, `has_scoring_rules`, `has_announce_yourself`) agrees with what the
//! engine does with such a setup: the new-game screen offers exactly these choices.

use pasch::engine::{DiceSource, Game, GameKind, Options, RuleSet, Setup};

fn setup(kind: GameKind) -> Setup {
    let names = ["Anna", "Ben"];
    Setup::new(kind, &names[..*kind.players().start()]).with_seed(7)
}

#[test]
fn real_dice_are_accepted_exactly_by_kinds_with_dice() {
    for kind in GameKind::ALL {
        let mut manual = setup(kind);
        manual.dice = DiceSource::Manual;
        assert_eq!(Game::new(manual).is_ok(), kind.has_dice(), "{kind:?}");
        let game = Game::new(setup(kind)).expect("app dice");
        assert_eq!(
            game.state().dice_turn().is_some(),
            kind.has_dice(),
            "{kind:?}"
        );
    }
}

#[test]
fn the_dice_source_asked_for_is_always_a_legal_setup() {
    for kind in GameKind::ALL {
        for real_dice in [false, true] {
            let source = kind.dice_source(real_dice);
            let expected = if real_dice && kind != GameKind::Cards {
                DiceSource::Manual
            } else {
                DiceSource::Random
            };
            assert_eq!(source, expected, "{kind:?} {real_dice}");
            let mut s = setup(kind);
            s.dice = source;
            assert!(Game::new(s).is_ok(), "{kind:?} {real_dice}");
        }
    }
}

/// Whether a game started with `options` differs from one with the default options.
fn options_matter(kind: GameKind, options: Options) -> bool {
    let plain = Game::new(setup(kind)).expect("default options");
    let mut changed = setup(kind);
    changed.options = options;
    let changed = Game::new(changed).expect("other options");
    plain.state() != changed.state()
}

#[test]
fn scoring_rules_matter_exactly_where_the_kind_has_them() {
    let yahtzee = Options {
        rule_set: RuleSet::Yahtzee,
        joker: false,
        ..Options::default()
    };
    for kind in GameKind::ALL {
        assert_eq!(
            options_matter(kind, yahtzee),
            kind.has_scoring_rules(),
            "{kind:?}"
        );
    }
    assert!(GameKind::Classic.has_scoring_rules());
}

#[test]
fn announcing_oneself_matters_exactly_where_the_kind_has_it() {
    let announce = Options {
        announce_yourself: true,
        ..Options::default()
    };
    for kind in GameKind::ALL {
        assert_eq!(
            options_matter(kind, announce),
            kind.has_announce_yourself(),
            "{kind:?}"
        );
    }
    assert!(GameKind::Cards.has_announce_yourself());
}
