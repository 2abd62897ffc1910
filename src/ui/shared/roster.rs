//! The players of the game on screen as they were set up: names, human or computer.
//! Every game screen's context carries one.

use crate::engine::PlayerSetup;
use leptos::prelude::*;

/// The seats not played on this device (own phones, `ui::remote`): their turns get no
/// controls and show no hand here. Provided by the table, and by a phone for the others.
#[derive(Clone, Copy)]
pub struct Away {
    /// The seats played elsewhere.
    pub seats: Signal<Vec<usize>>,
    /// This device is a phone at a table: it shows one player's hand, with no cover.
    pub phone: bool,
}

/// The seats of a game screen, as they stood when it was built.
struct Seats {
    players: Vec<PlayerSetup>,
    /// `Away::seats` then.
    away: Vec<usize>,
    /// `Away::phone`.
    phone: bool,
}

/// Whether `players` pass one device around: two or more people, and the device is not
/// one player's own phone (`phone`).
pub fn shared_device(players: &[PlayerSetup], phone: bool) -> bool {
    !phone && players.iter().filter(|x| x.bot.is_none()).count() >= 2
}

/// The players of the game on screen, and which seats this device plays.
#[derive(Clone, Copy)]
pub struct Roster(StoredValue<Seats>);

impl Roster {
    /// The players, the seats played elsewhere as `Away` says now.
    pub fn new(players: Vec<PlayerSetup>) -> Roster {
        let (away, phone) = use_context::<Away>()
            .map(|a| (a.seats.get_untracked(), a.phone))
            .unwrap_or_default();
        Roster(StoredValue::new(Seats {
            players,
            away,
            phone,
        }))
    }

    /// Player `p`'s name (empty past the last seat).
    pub fn name(&self, p: usize) -> String {
        self.0
            .with_value(|s| s.players.get(p).map(|x| x.name.clone()).unwrap_or_default())
    }

    /// Player `p` is a computer.
    pub fn is_bot(&self, p: usize) -> bool {
        self.0
            .with_value(|s| s.players.get(p).is_some_and(|x| x.bot.is_some()))
    }

    /// Player `p` exists and is a person playing on this device (their turn gets the
    /// controls).
    pub fn is_human(&self, p: usize) -> bool {
        self.0.with_value(|s| {
            s.players.get(p).is_some_and(|x| x.bot.is_none()) && !s.away.contains(&p)
        })
    }

    /// Whether a hand must be covered between turns: two or more people play, and this
    /// device is not one player's own phone.
    pub fn shares_device(&self) -> bool {
        self.0.with_value(|s| shared_device(&s.players, s.phone))
    }

    /// How many players the game has.
    pub fn count(&self) -> usize {
        self.0.with_value(|s| s.players.len())
    }
}
