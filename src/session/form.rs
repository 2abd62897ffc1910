//! The new-game form's values turned into the engine's `Setup`, in plain Rust so native
//! tests cover it: blank names get the seat's placeholder (`Lang::seat_defaults`), the
//! game number typed is the seed, who starts is chosen or drawn by lot. The form refuses
//! what the engine would not see: a game number that is not one, a name too long. The
//! engine judges the rest when the game starts (`Game::new`). The switches of Yatzy, Maxi
//! Yatzy and Generala (`Switches`) go into the chosen game's rules only.

use crate::engine::{
    BotKind, GameId, GameKind, GeneralaRules, MaxiYatzyRules, Options, PlayerSetup, Setup,
    YatzyRules, MAX_HEAD_START, MAX_NAME_CHARS, RULES_VERSION,
};
use crate::lang::{Lang, SeatDraft};

/// One seat of the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatForm {
    /// The name field, as typed (blank: the seat's placeholder).
    pub typed: String,
    /// The computer's level, None for a person (here or on a phone).
    pub bot: Option<BotKind>,
    /// A person playing from their own phone (invited when the game starts).
    pub phone: bool,
    /// Kids' mode: this person types each box's points (a computer never does).
    pub counts_self: bool,
}

/// The form's values, as chosen and typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameForm {
    /// The game chosen.
    pub kind: GameKind,
    /// Who plays, in seat order.
    pub seats: Vec<SeatForm>,
    /// The house rules of Kniffel and Karten-Kniffel.
    pub options: Options,
    /// The switches of Yatzy, Maxi Yatzy and Generala.
    pub switches: Switches,
    /// Real dice typed in rather than the app's (ignored for a game without dice).
    pub real_dice: bool,
    /// The game number field, as typed (blank: a fresh seed).
    pub seed_text: String,
    /// The seat chosen to begin; None: drawn by lot.
    pub starter: Option<usize>,
    /// "Fair start": each seat's head start, by seat (empty: the switch is off). Only
    /// the scoresheet games count it.
    pub head_starts: Vec<u32>,
}

/// The on/off house rules of Yatzy, Maxi Yatzy and Generala as the form shows them, one
/// checkbox each; forced order is one switch for both Yatzy games (a family that fills in
/// order does so in either).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switches {
    /// Yatzy: five equal also count as a full house.
    pub five_equal_full_house: bool,
    /// Yatzy: four equal also count as two pairs.
    pub four_equal_two_pairs: bool,
    /// Yatzy and Maxi Yatzy: the boxes are filled from the top down.
    pub forced_order: bool,
    /// Maxi Yatzy: the smaller bonus, 50 at 75.
    pub small_bonus: bool,
    /// Maxi Yatzy: unused rolls carry over.
    pub saved_rolls: bool,
    /// Generala: a straight may run round the 1.
    pub straight_wrap: bool,
    /// Generala: the Double Generala box.
    pub double_generala: bool,
}

impl Default for Switches {
    /// The engine's defaults.
    fn default() -> Switches {
        Switches::of(&Options::default())
    }
}

impl Switches {
    /// The switches as `options` set them (a last game's, so the form starts from them).
    pub fn of(options: &Options) -> Switches {
        let (y, m, g) = (options.yatzy, options.maxi_yatzy, options.generala);
        Switches {
            five_equal_full_house: y.five_equal_full_house,
            four_equal_two_pairs: y.four_equal_two_pairs,
            forced_order: y.forced_order || m.forced_order,
            small_bonus: m.small_bonus,
            saved_rolls: m.saved_rolls,
            straight_wrap: g.straight_wrap,
            double_generala: g.double_generala,
        }
    }

    /// `options` with these switches set in the rules of `kind` only: the other games'
    /// rules stay at their defaults, so they stay out of the saved setup.
    pub fn options_for(self, kind: GameKind, options: Options) -> Options {
        let mut o = Options {
            yatzy: YatzyRules::default(),
            maxi_yatzy: MaxiYatzyRules::default(),
            generala: GeneralaRules::default(),
            ..options
        };
        match kind {
            GameKind::Yatzy => {
                o.yatzy = YatzyRules {
                    five_equal_full_house: self.five_equal_full_house,
                    four_equal_two_pairs: self.four_equal_two_pairs,
                    forced_order: self.forced_order,
                }
            }
            GameKind::MaxiYatzy => {
                o.maxi_yatzy = MaxiYatzyRules {
                    small_bonus: self.small_bonus,
                    saved_rolls: self.saved_rolls,
                    forced_order: self.forced_order,
                }
            }
            GameKind::Generala => {
                o.generala = GeneralaRules {
                    straight_wrap: self.straight_wrap,
                    double_generala: self.double_generala,
                }
            }
            _ => {}
        }
        o
    }
}

/// What chance decides where the form leaves it open: passed in, so a test can fix it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Luck {
    /// The seed when no game number is typed.
    pub seed: u64,
    /// Draws who begins when nobody is chosen (modulo the number of players).
    pub lot: u64,
    /// The new game's identity.
    pub id: GameId,
}

impl Luck {
    /// Fresh luck from the platform's random source.
    pub fn fresh() -> Luck {
        use crate::engine::GameRng;
        Luck {
            seed: GameRng::os_seed(),
            lot: GameRng::os_seed(),
            id: GameId::random(),
        }
    }
}

/// Why the form cannot make a setup; the engine's own refusals come when the game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// The game number is not a whole number of at most 20 digits.
    SeedNotANumber,
    /// A typed name has more than `MAX_NAME_CHARS` characters (not cut: the player sees
    /// the name the game would get).
    NameTooLong {
        /// The seat (0-based).
        seat: usize,
    },
}

/// The name each seat gets: as typed (trimmed), or the seat's placeholder in `lang`.
pub fn seat_names(lang: Lang, seats: &[SeatForm]) -> Vec<String> {
    let drafts: Vec<SeatDraft> = seats
        .iter()
        .map(|s| SeatDraft {
            typed: &s.typed,
            bot: s.bot,
        })
        .collect();
    let defaults = lang.seat_defaults(&drafts);
    seats
        .iter()
        .zip(defaults)
        .map(|(s, default)| match s.typed.trim() {
            "" => default,
            typed => typed.to_string(),
        })
        .collect()
}

/// The setup the form describes, or why there is none.
pub fn setup_from(form: &GameForm, lang: Lang, luck: Luck) -> Result<Setup, FormError> {
    let (seed, chosen_seed) = match form.seed_text.trim() {
        "" => (luck.seed, false),
        typed => (
            typed
                .parse::<u64>()
                .map_err(|_| FormError::SeedNotANumber)?,
            true,
        ),
    };
    // The fields take no more, but a longer name can still arrive (a script, an older
    // game's name).
    if let Some(seat) = form
        .seats
        .iter()
        .position(|s| s.typed.trim().chars().count() > MAX_NAME_CHARS)
    {
        return Err(FormError::NameTooLong { seat });
    }
    let players = seat_names(lang, &form.seats)
        .into_iter()
        .zip(&form.seats)
        .enumerate()
        .map(|(seat, (name, s))| PlayerSetup {
            name,
            bot: s.bot,
            counts_self: s.counts_self && s.bot.is_none(),
            head_start: head_start(form, seat),
        })
        .collect();
    let count = form.seats.len();
    let start_player = form
        .starter
        .filter(|&s| s < count)
        .unwrap_or_else(|| (luck.lot % count.max(1) as u64) as usize);
    Ok(Setup {
        kind: form.kind,
        rules_version: RULES_VERSION,
        players,
        options: Options {
            // Duplicate only where it can be played (scoresheet games, the app's dice).
            same_dice: form.options.same_dice && form.kind.has_same_dice() && !form.real_dice,
            ..form.switches.options_for(form.kind, form.options)
        },
        seed,
        start_player,
        chosen_seed,
        daily: None,
        id: luck.id,
        dice: form.kind.dice_source(form.real_dice),
    })
}

/// Seat `seat`'s head start: as typed, at most `MAX_HEAD_START`, in the scoresheet games
/// only (Dice Duel and Karten-Kniffel have no sheet to show it on).
fn head_start(form: &GameForm, seat: usize) -> u32 {
    let typed = form.head_starts.get(seat).copied().unwrap_or(0);
    if form.kind.has_sheet() {
        typed.min(MAX_HEAD_START)
    } else {
        0
    }
}

/// The seats played from a phone, with their names: whom the table invites.
pub fn phone_seats(setup: &Setup, seats: &[SeatForm]) -> Vec<(usize, String)> {
    setup
        .players
        .iter()
        .zip(seats)
        .enumerate()
        .filter(|(_, (_, s))| s.phone)
        .map(|(seat, (p, _))| (seat, p.name.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RuleSet;
    use crate::engine::{DiceSource, Game};

    fn seat(typed: &str, bot: Option<BotKind>) -> SeatForm {
        SeatForm {
            typed: typed.to_string(),
            bot,
            phone: false,
            counts_self: false,
        }
    }

    fn form(seats: Vec<SeatForm>) -> GameForm {
        GameForm {
            kind: GameKind::Classic,
            seats,
            options: Options::default(),
            switches: Switches::default(),
            real_dice: false,
            seed_text: String::new(),
            starter: None,
            head_starts: Vec::new(),
        }
    }

    #[test]
    fn head_starts_go_into_the_setup_of_sheet_games_only() {
        let mut f = form(vec![seat("Opa", None), seat("Mia", None)]);
        f.head_starts = vec![0, 38];
        let setup = setup_from(&f, Lang::En, LUCK).expect("a setup");
        let heads: Vec<u32> = setup.players.iter().map(|p| p.head_start).collect();
        assert_eq!(heads, [0, 38]);
        let game = Game::new(setup).expect("the engine takes it");
        assert_eq!(game.totals(), [0, 38]);
        f.head_starts = vec![5000];
        let setup = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert_eq!(setup.players[0].head_start, MAX_HEAD_START);
        assert_eq!(setup.players[1].head_start, 0);
        f.kind = GameKind::Duel;
        let setup = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert!(setup.players.iter().all(|p| p.head_start == 0));
    }

    const LUCK: Luck = Luck {
        seed: 77,
        lot: 5,
        id: GameId::NONE,
    };

    #[test]
    fn blank_names_get_their_placeholders_and_typed_ones_are_trimmed() {
        let f = form(vec![
            seat("  Anna ", None),
            seat("", None),
            seat("", Some(BotKind::Easy)),
            seat(" ", Some(BotKind::Easy)),
        ]);
        let setup = setup_from(&f, Lang::En, LUCK).expect("a setup");
        let names: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
        let lang = Lang::En;
        let easy: Vec<&str> = lang.computer_names(BotKind::Easy).take(2).collect();
        assert_eq!(
            names,
            [
                "Anna",
                lang.default_player_name(2).as_str(),
                easy[0],
                easy[1]
            ]
        );
        assert_eq!(setup.players[2].bot, Some(BotKind::Easy));
        assert_eq!(setup.players[0].bot, None);
        assert!(Game::new(setup).is_ok(), "the engine takes it");
    }

    #[test]
    fn counts_self_is_saved_for_persons_only() {
        let mut mia = seat("Mia", None);
        mia.counts_self = true;
        let mut bot = seat("", Some(BotKind::Easy));
        bot.counts_self = true;
        let setup =
            setup_from(&form(vec![mia, seat("Opa", None), bot]), Lang::De, LUCK).expect("a setup");
        let counts: Vec<bool> = setup.players.iter().map(|p| p.counts_self).collect();
        assert_eq!(
            counts,
            [true, false, false],
            "a computer never counts for itself"
        );
        let game = Game::new(setup).expect("the engine takes it");
        let back = Game::from_json(&game.to_json()).expect("loads");
        assert!(back.setup().players[0].counts_self, "saved with the game");
    }

    #[test]
    fn the_game_number_is_the_seed_else_chance_gives_one() {
        let mut f = form(vec![seat("A", None)]);
        let s = setup_from(&f, Lang::De, LUCK).expect("a setup");
        assert_eq!((s.seed, s.chosen_seed, s.id), (77, false, GameId::NONE));
        f.seed_text = " 1234 ".into();
        let s = setup_from(&f, Lang::De, LUCK).expect("a setup");
        assert_eq!((s.seed, s.chosen_seed), (1234, true));
        for bad in ["12a", "-1", "18446744073709551616"] {
            f.seed_text = bad.into();
            assert_eq!(
                setup_from(&f, Lang::De, LUCK),
                Err(FormError::SeedNotANumber)
            );
        }
    }

    #[test]
    fn who_starts_is_chosen_or_drawn_by_lot() {
        let mut f = form(vec![seat("A", None), seat("B", None), seat("C", None)]);
        assert_eq!(
            setup_from(&f, Lang::En, LUCK).map(|s| s.start_player),
            Ok(2)
        );
        f.starter = Some(1);
        assert_eq!(
            setup_from(&f, Lang::En, LUCK).map(|s| s.start_player),
            Ok(1)
        );
    }

    #[test]
    fn house_rules_and_dice_are_the_forms() {
        let mut f = form(vec![seat("A", None)]);
        f.options.rule_set = RuleSet::Yahtzee;
        f.options.joker = false;
        f.real_dice = true;
        let s = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert_eq!(s.options, f.options);
        assert_eq!(s.dice, DiceSource::Manual);
        assert_eq!(s.kind, GameKind::Classic);
        // Cards are always dealt by the app.
        f.kind = GameKind::Cards;
        f.seats.push(seat("B", None));
        let s = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert_eq!(s.dice, DiceSource::Random);
    }

    #[test]
    fn the_new_games_switches_go_into_their_own_game_only() {
        let mut f = form(vec![seat("A", None), seat("B", Some(BotKind::Strong))]);
        assert_eq!(Switches::default(), Switches::of(&Options::default()));
        assert!(Switches::default().saved_rolls && Switches::default().double_generala);
        f.switches = Switches {
            five_equal_full_house: true,
            four_equal_two_pairs: true,
            forced_order: true,
            small_bonus: true,
            saved_rolls: false,
            straight_wrap: true,
            double_generala: false,
        };
        f.kind = GameKind::Yatzy;
        let s = setup_from(&f, Lang::Sv, LUCK).expect("a setup");
        let yatzy = YatzyRules {
            five_equal_full_house: true,
            four_equal_two_pairs: true,
            forced_order: true,
        };
        assert_eq!(s.options.yatzy, yatzy);
        assert_eq!(s.options.maxi_yatzy, MaxiYatzyRules::default());
        assert_eq!(s.options.generala, GeneralaRules::default());
        assert!(Game::new(s).is_ok(), "the engine takes it");
        f.kind = GameKind::MaxiYatzy;
        let s = setup_from(&f, Lang::Sv, LUCK).expect("a setup");
        assert_eq!(s.options.yatzy, YatzyRules::default());
        let maxi = MaxiYatzyRules {
            small_bonus: true,
            saved_rolls: false,
            forced_order: true,
        };
        assert_eq!(s.options.maxi_yatzy, maxi);
        assert!(Game::new(s).is_ok(), "the engine takes it");
        f.kind = GameKind::Generala;
        let s = setup_from(&f, Lang::Es, LUCK).expect("a setup");
        let generala = GeneralaRules {
            straight_wrap: true,
            double_generala: false,
        };
        assert_eq!(s.options.generala, generala);
        assert_eq!(s.options.yatzy, YatzyRules::default());
        assert!(Game::new(s.clone()).is_ok(), "the engine takes it");
        // The last game's switches come back on the form.
        let back = Switches::of(&s.options);
        assert!(back.straight_wrap && !back.double_generala);
        // A Kniffel game keeps none of them (its setup reads as before the new games).
        f.kind = GameKind::Classic;
        let s = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert_eq!(s.options, Options::default());
    }

    #[test]
    fn a_name_too_long_is_refused_not_cut() {
        let long = "x".repeat(MAX_NAME_CHARS + 1);
        let f = form(vec![seat("A", None), seat(&long, None)]);
        assert_eq!(
            setup_from(&f, Lang::En, LUCK),
            Err(FormError::NameTooLong { seat: 1 })
        );
        let f = form(vec![seat(&format!(" {} ", &long[1..]), None)]);
        assert!(
            setup_from(&f, Lang::En, LUCK).is_ok(),
            "spaces do not count"
        );
    }

    #[test]
    fn the_phones_are_invited_by_seat_and_name() {
        let mut f = form(vec![seat("A", None), seat("", None)]);
        f.seats[1].phone = true;
        let s = setup_from(&f, Lang::En, LUCK).expect("a setup");
        assert_eq!(
            phone_seats(&s, &f.seats),
            [(1, Lang::En.default_player_name(2))]
        );
    }
}
