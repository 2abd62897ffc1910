//! The new-game form's state: the game chosen, the players as drafted (and those put
//! aside), who starts, the dice, the house rules and the game number, each a signal; and
//! what a change of game or an added or removed player does to them. A leaf of the form:
//! its parts (`game_choice`, `players`, `who_starts`, `dice_choice`, `more_options`) read
//! it, it reads none of them. The form's values become a setup in `session::form`.

use crate::engine::{BotKind, BoxOrder, DiceSource, GameKind, Options, RuleSet, Setup, Variant};
use crate::lang::SeatDraft;
use crate::session::form::{GameForm, SeatForm, Switches};
use crate::ui::i18n::Lang;
use crate::ui::pages::new_game::fair_start_values::FairStart;
use crate::ui::pages::player_row::{PlayerDraft, Who};
use leptos::prelude::*;

/// The games the form offers, in its order: the Kniffel family, then the Nordic and the
/// Latin American tables, then the two games that play differently (each has a screen:
/// see `game_screen.rs`).
pub const OFFERED: [GameKind; 7] = [
    GameKind::Classic,
    GameKind::Extreme,
    GameKind::Yatzy,
    GameKind::MaxiYatzy,
    GameKind::Generala,
    GameKind::Duel,
    GameKind::Cards,
];

/// The switches of Yatzy, Maxi Yatzy and Generala, one signal each (`Copy`).
#[derive(Clone, Copy)]
pub struct SwitchSignals {
    /// Yatzy: five equal as a full house.
    pub five_equal_full_house: RwSignal<bool>,
    /// Yatzy: four equal as two pairs.
    pub four_equal_two_pairs: RwSignal<bool>,
    /// Yatzy and Maxi Yatzy: forced order.
    pub forced_order: RwSignal<bool>,
    /// Maxi Yatzy: the smaller bonus.
    pub small_bonus: RwSignal<bool>,
    /// Maxi Yatzy: saved rolls.
    pub saved_rolls: RwSignal<bool>,
    /// Generala: the straight round the 1.
    pub straight_wrap: RwSignal<bool>,
    /// Generala: the Double Generala box.
    pub double_generala: RwSignal<bool>,
}

impl SwitchSignals {
    fn new(s: Switches) -> SwitchSignals {
        SwitchSignals {
            five_equal_full_house: RwSignal::new(s.five_equal_full_house),
            four_equal_two_pairs: RwSignal::new(s.four_equal_two_pairs),
            forced_order: RwSignal::new(s.forced_order),
            small_bonus: RwSignal::new(s.small_bonus),
            saved_rolls: RwSignal::new(s.saved_rolls),
            straight_wrap: RwSignal::new(s.straight_wrap),
            double_generala: RwSignal::new(s.double_generala),
        }
    }

    /// The switches as they are now (untracked).
    pub fn values(self) -> Switches {
        Switches {
            five_equal_full_house: self.five_equal_full_house.get_untracked(),
            four_equal_two_pairs: self.four_equal_two_pairs.get_untracked(),
            forced_order: self.forced_order.get_untracked(),
            small_bonus: self.small_bonus.get_untracked(),
            saved_rolls: self.saved_rolls.get_untracked(),
            straight_wrap: self.straight_wrap.get_untracked(),
            double_generala: self.double_generala.get_untracked(),
        }
    }
}

/// The form's signals (`Copy`: every part gets it as a prop).
#[derive(Clone, Copy)]
pub struct NewGameForm {
    /// The language the form is shown in.
    pub lang: RwSignal<Lang>,
    /// The game chosen.
    pub kind: RwSignal<GameKind>,
    /// The players, in seat order.
    pub players: RwSignal<Vec<PlayerDraft>>,
    /// Players of a game for more seats, put aside when a game for fewer is chosen: they
    /// come back when the seats are there again (never deleted behind the player's back).
    pub aside: RwSignal<Vec<PlayerDraft>>,
    /// The player (draft id) chosen to begin; None: drawn by lot at the start.
    pub starter: RwSignal<Option<u32>>,
    /// Kniffel or Yahtzee scoring.
    pub rule_set: RwSignal<RuleSet>,
    /// The joker rule.
    pub joker: RwSignal<bool>,
    /// Karten-Kniffel: the players announce themselves.
    pub announce_yourself: RwSignal<bool>,
    /// The switches of Yatzy, Maxi Yatzy and Generala.
    pub switches: SwitchSignals,
    /// The order the boxes are filled in (the sheet games; `box_order`).
    pub box_order: RwSignal<BoxOrder>,
    /// Real dice typed in.
    pub manual: RwSignal<bool>,
    /// Duplicate: the same dice for everyone.
    pub same_dice: RwSignal<bool>,
    /// The game number field.
    pub seed_text: RwSignal<String>,
    /// What the form refused, in words.
    pub error: RwSignal<Option<String>>,
    /// "Fair start": the switch and each player's head start.
    pub fair: FairStart,
    /// The name each seat gets if its field stays empty (its placeholder), by draft id.
    defaults: Memo<Vec<(u32, String)>>,
    /// The next draft's id.
    next_id: StoredValue<u32>,
}

impl NewGameForm {
    /// The form, starting from the last game's choices (`last`): families tend to play
    /// the same way again.
    pub fn new(lang: RwSignal<Lang>, last: Option<&Setup>) -> NewGameForm {
        let kind = last
            .map(|s| s.kind)
            .filter(|k| OFFERED.contains(k))
            .unwrap_or(GameKind::Classic);
        let options = last.map(|s| s.options).unwrap_or_default();
        let players = RwSignal::new(Vec::new());
        let form = NewGameForm {
            lang,
            kind: RwSignal::new(kind),
            players,
            aside: RwSignal::new(Vec::new()),
            starter: RwSignal::new(None),
            rule_set: RwSignal::new(options.rule_set),
            joker: RwSignal::new(options.joker),
            announce_yourself: RwSignal::new(options.announce_yourself),
            switches: SwitchSignals::new(Switches::of(&options)),
            box_order: RwSignal::new(BoxOrder::of(
                options.box_order,
                Switches::of(&options).forced_order,
            )),
            manual: RwSignal::new(last.is_some_and(|s| s.dice == DiceSource::Manual)),
            same_dice: RwSignal::new(options.same_dice),
            seed_text: RwSignal::new(String::new()),
            error: RwSignal::new(None),
            fair: FairStart::new(),
            defaults: Memo::new(move |_| seat_defaults(lang, players)),
            next_id: StoredValue::new(0),
        };
        let initial: Vec<PlayerDraft> = match last {
            Some(s) => s
                .players
                .iter()
                .map(|p| form.draft(p.name.clone(), p.bot))
                .collect(),
            None => vec![form.draft(String::new(), None)],
        };
        players.set(initial);
        form
    }

    /// A new player's draft.
    fn draft(&self, name: String, bot: Option<BotKind>) -> PlayerDraft {
        // A name the app gave (a last game's "Player 2" or "Pip") comes back as an empty
        // field: the placeholder shows it, and the player types over nothing.
        let seat = self.next_id.get_value() as usize;
        // (in any language: the app's language may have changed since).
        let given = Lang::ALL
            .into_iter()
            .any(|l| l.is_default_seat_name(&name, seat, bot));
        let name = if given { String::new() } else { name };
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        // Games from before the levels name the greedy player: offered as Normal.
        let level = match bot {
            Some(b) if BotKind::LEVELS.contains(&b) => b,
            _ => BotKind::Normal,
        };
        PlayerDraft {
            id,
            name: RwSignal::new(name),
            who: RwSignal::new(if bot.is_some() {
                Who::Computer
            } else {
                Who::Human
            }),
            level: RwSignal::new(level),
            counts_self: RwSignal::new(false),
        }
    }

    /// The most players the chosen game takes.
    pub fn max_players(&self) -> usize {
        *self.kind.get().players().end()
    }

    /// The fewest players the chosen game takes.
    pub fn min_players(&self) -> usize {
        *self.kind.get().players().start()
    }

    /// The name a seat gets if its field stays empty.
    pub fn default_of(&self, id: u32) -> String {
        self.defaults.with(|d| {
            d.iter()
                .find(|(i, _)| *i == id)
                .map(|(_, n)| n.clone())
                .unwrap_or_default()
        })
    }

    /// The name the game will give the player: as typed, or the seat's default.
    pub fn name_of(&self, p: PlayerDraft) -> String {
        let typed = p.name.get();
        if typed.trim().is_empty() {
            self.default_of(p.id)
        } else {
            typed.trim().to_string()
        }
    }

    /// Chooses game `k`: players beyond its seats are put aside, those put aside come back
    /// into free seats, and a game for two gets a second player.
    pub fn choose_kind(&self, k: GameKind) {
        let NewGameForm {
            players,
            aside,
            starter,
            ..
        } = *self;
        self.kind.set(k);
        let (min, max) = (*k.players().start(), *k.players().end());
        let extra = players.with_untracked(|ps| ps.len().saturating_sub(max));
        if extra > 0 {
            let mut gone = Vec::new();
            players.update(|ps| gone = ps.split_off(max));
            if starter.with_untracked(|s| s.is_some_and(|id| gone.iter().any(|p| p.id == id))) {
                starter.set(None);
            }
            aside.update(|a| {
                gone.append(a);
                *a = gone;
            });
        }
        // Seats free again: the players put aside come back first, in their order.
        while players.with_untracked(|ps| ps.len()) < max && aside.with_untracked(|a| !a.is_empty())
        {
            let mut back = None;
            aside.update(|a| back = Some(a.remove(0)));
            if let Some(p) = back {
                players.update(|ps| ps.push(p));
            }
        }
        // Karten-Kniffel needs two players: bring in the next one.
        while players.with_untracked(|ps| ps.len()) < min {
            let p = self.draft(String::new(), None);
            players.update(|ps| ps.push(p));
        }
    }

    /// Adds an empty seat, if the game takes one more.
    pub fn add_player(&self) {
        let n = self.players.with_untracked(|ps| ps.len());
        if n < self.max_players() {
            let p = self.draft(String::new(), None);
            self.players.update(|ps| ps.push(p));
        }
    }

    /// Removes a player, if the game can do without.
    pub fn remove_player(&self, id: u32) {
        let min = self.min_players();
        self.players.update(|ps| {
            if ps.len() > min {
                ps.retain(|p| p.id != id);
            }
        });
    }

    /// The form's values as they are now.
    pub fn values(&self) -> GameForm {
        let (seats, starter) = self.players.with_untracked(|ps| {
            let seats = ps
                .iter()
                .map(|p| SeatForm {
                    typed: p.name.get_untracked(),
                    bot: p.bot_kind(),
                    phone: p.who.get_untracked() == Who::Phone,
                    counts_self: p.who.get_untracked() == Who::Human
                        && p.counts_self.get_untracked(),
                })
                .collect();
            let starter = self
                .starter
                .get_untracked()
                .and_then(|id| ps.iter().position(|p| p.id == id));
            (seats, starter)
        });
        GameForm {
            kind: self.kind.get_untracked(),
            seats,
            options: Options {
                rule_set: self.rule_set.get_untracked(),
                joker: self.joker.get_untracked(),
                announce_yourself: self.announce_yourself.get_untracked(),
                box_order: box_order_for(self.kind.get_untracked(), self.box_order.get_untracked()),
                same_dice: self.same_dice.get_untracked(),
                ..Options::default()
            },
            // Top-down is the box order's now: Yatzy's older switch stays off.
            switches: Switches {
                forced_order: false,
                ..self.switches.values()
            },
            real_dice: self.manual.get_untracked(),
            seed_text: self.seed_text.get_untracked(),
            starter,
            head_starts: self.fair.values(&self.players.get_untracked()),
        }
    }
}

/// Whether `kind` is played on a sheet (and so may be played in a box order).
pub fn has_box_order(kind: GameKind) -> bool {
    Variant::of(kind, &Options::default()).is_some()
}

/// The order a game of `kind` is saved with: the choice for a sheet game, else free.
pub fn box_order_for(kind: GameKind, chosen: BoxOrder) -> BoxOrder {
    if has_box_order(kind) {
        chosen
    } else {
        BoxOrder::Free
    }
}

/// Each draft's placeholder name, by draft id (tracked: typing or a new level renames).
fn seat_defaults(lang: RwSignal<Lang>, players: RwSignal<Vec<PlayerDraft>>) -> Vec<(u32, String)> {
    players.with(|ps| {
        let typed: Vec<String> = ps.iter().map(|p| p.name.get()).collect();
        let seats: Vec<SeatDraft> = ps
            .iter()
            .zip(&typed)
            .map(|(p, typed)| SeatDraft {
                typed,
                bot: p.bot_tracked(),
            })
            .collect();
        let names = lang.get().seat_defaults(&seats);
        ps.iter().map(|p| p.id).zip(names).collect()
    })
}
