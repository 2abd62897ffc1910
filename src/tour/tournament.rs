//! The tournament as kept: its players and game, every round's tables and each table's
//! two games with their totals; the one `apply` every change goes through (it checks
//! first and refuses without changing anything); the standings.

use super::draw::draw;
use super::playoff::{play_off, PlayOff};
use crate::engine::{BotKind, BoxOrder, GameId, GameKind, Setup, MAX_NAME_CHARS};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use thiserror::Error;

/// The version of the kept shape (`v`).
pub const TOUR_FORMAT: u32 = 1;
/// How many players a tournament takes.
pub const PLAYERS: RangeInclusive<usize> = 4..=24;
/// How many rounds a tournament may have.
pub const ROUNDS: RangeInclusive<usize> = 1..=8;
/// The forced orders of the second game, round after round (then again from the first).
pub const FORCED_ORDERS: [BoxOrder; 4] = [
    BoxOrder::TopDown,
    BoxOrder::BottomUp,
    BoxOrder::UpperFirst,
    BoxOrder::LowerFirst,
];
/// The highest total a table game may be typed in with (more than any sheet allows).
const MAX_TOTAL: i32 = 9_999;

/// One player of the tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The name (not empty, unique in the tournament).
    pub name: String,
    /// A computer player plays this seat when the table plays in Pasch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotKind>,
}

/// One game of a table: its box order and, once played, each seat's total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableGame {
    /// Free, or the round's forced order.
    pub order: BoxOrder,
    /// The game played in Pasch for it, whose end fills the totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
    /// Each seat's total, in the table's seat order; None until played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totals: Option<Vec<i32>>,
}

/// One table of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TourTable {
    /// Its players (indices into the tournament's players), in the order play goes round.
    pub seats: Vec<usize>,
    /// Its two games: the free one, then the forced one.
    pub games: Vec<TableGame>,
}

/// One round: every player at one of its tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The tables, the larger first.
    pub tables: Vec<TourTable>,
}

/// Where a table game is: round, table and game (0 free, 1 forced), each from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Slot {
    /// The round, from 0.
    pub round: usize,
    /// The table in its round, from 0.
    pub table: usize,
    /// 0 the free game, 1 the forced one.
    pub game: usize,
}

/// A family tournament, as kept and exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The version of this shape, `TOUR_FORMAT` when written.
    pub v: u32,
    /// Its identity (drawn like a game's).
    pub id: GameId,
    /// When it was set up, in milliseconds since 1970.
    pub at: u64,
    /// The day it was set up, `YYYY-MM-DD`.
    pub date: String,
    /// The game every table plays (a dice sheet game).
    pub kind: GameKind,
    /// The players, in the order they were entered.
    pub players: Vec<Entrant>,
    /// The seed of the draw and the play-off.
    pub seed: u64,
    /// Every round, drawn at the start.
    pub rounds: Vec<Round>,
    /// The play-off, once thrown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playoff: Option<PlayOff>,
}

/// A change to a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TourAction {
    /// A game was started in Pasch for this table game: its end fills the totals.
    Link {
        /// The table game.
        at: Slot,
        /// The game started.
        game: GameId,
    },
    /// The totals of a table game, typed in or from its game in Pasch (replacing any
    /// before, until the play-off).
    Record {
        /// The table game.
        at: Slot,
        /// Each seat's total, in the table's seat order.
        totals: Vec<i32>,
    },
    /// The players tied for first after the last game throw for the win.
    PlayOff,
}

/// Why a tournament cannot be set up or changed. Nothing is changed then.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TourError {
    /// Fewer than 4 or more than 24 players.
    #[error("{0} players: a tournament takes 4 to 24")]
    Players(usize),
    /// A number of rounds outside `ROUNDS`.
    #[error("{0} rounds")]
    Rounds(usize),
    /// Not a dice sheet game (Dice Duel, Karten-Kniffel).
    #[error("not a dice sheet game")]
    Kind,
    /// A name is empty or too long.
    #[error("a name is empty or too long")]
    Name,
    /// Two players have the same name.
    #[error("two players are called {0}")]
    SameName(String),
    /// No such round, table or game.
    #[error("no such table game")]
    NoSuchGame,
    /// Not one total per seat, or a total no sheet can reach.
    #[error("not one total per seat")]
    Totals,
    /// The play-off was thrown: the tournament is decided.
    #[error("the tournament is decided")]
    Decided,
    /// A play-off before every game is played, or without a tie for first place.
    #[error("no tie to settle")]
    NoTie,
}

/// A player's line in the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourStanding {
    /// The player (an index into the tournament's players).
    pub player: usize,
    /// The place, 1 for the leader(s); shared by players equal in points and wins (the
    /// play-off gives its winner first place alone).
    pub place: usize,
    /// The sum of the player's totals.
    pub points: i64,
    /// Table games won (first place at the table, shared or not).
    pub wins: u32,
    /// Table games played.
    pub played: u32,
}

/// The games a tournament may be played in: those with a sheet of boxes and dice.
pub fn is_tour_game(kind: GameKind) -> bool {
    matches!(
        kind,
        GameKind::Classic
            | GameKind::Extreme
            | GameKind::Yatzy
            | GameKind::MaxiYatzy
            | GameKind::Generala
    )
}

impl Tournament {
    /// A new tournament: `players` (names trimmed) playing `kind` over `rounds` rounds,
    /// drawn from `seed`; `id`, `at` and `date` say which and when.
    pub fn new(
        kind: GameKind,
        players: Vec<Entrant>,
        rounds: usize,
        seed: u64,
        id: GameId,
        at: u64,
        date: &str,
    ) -> Result<Tournament, TourError> {
        if !PLAYERS.contains(&players.len()) {
            return Err(TourError::Players(players.len()));
        }
        if !ROUNDS.contains(&rounds) {
            return Err(TourError::Rounds(rounds));
        }
        if !is_tour_game(kind) {
            return Err(TourError::Kind);
        }
        let players: Vec<Entrant> = players
            .into_iter()
            .map(|e| Entrant {
                name: e.name.trim().to_string(),
                bot: e.bot,
            })
            .collect();
        for (i, e) in players.iter().enumerate() {
            if e.name.is_empty() || e.name.chars().count() > MAX_NAME_CHARS {
                return Err(TourError::Name);
            }
            if players[..i].iter().any(|o| o.name == e.name) {
                return Err(TourError::SameName(e.name.clone()));
            }
        }
        let rounds = draw(players.len(), rounds, seed)
            .into_iter()
            .enumerate()
            .map(|(r, tables)| Round {
                tables: tables
                    .into_iter()
                    .map(|seats| TourTable {
                        seats,
                        games: [BoxOrder::Free, FORCED_ORDERS[r % FORCED_ORDERS.len()]]
                            .into_iter()
                            .map(|order| TableGame {
                                order,
                                game: None,
                                totals: None,
                            })
                            .collect(),
                    })
                    .collect(),
            })
            .collect();
        Ok(Tournament {
            v: TOUR_FORMAT,
            id,
            at,
            date: date.to_string(),
            kind,
            players,
            seed,
            rounds,
            playoff: None,
        })
    }

    /// The table at `at` (its round and table).
    pub fn table(&self, at: Slot) -> Option<&TourTable> {
        self.rounds.get(at.round)?.tables.get(at.table)
    }

    /// The table game at `at`.
    pub fn game(&self, at: Slot) -> Option<&TableGame> {
        self.table(at)?.games.get(at.game)
    }

    /// A new game in Pasch for the table game at `at`: the table's players in its seat
    /// order (computer players at the level `Normal` where the tournament says so), the
    /// game's box order, a fresh seed and identity. None if there is no such game.
    pub fn setup_for(&self, at: Slot) -> Option<Setup> {
        let table = self.table(at)?;
        let order = self.game(at)?.order;
        let names: Vec<&str> = table
            .seats
            .iter()
            .filter_map(|&p| self.players.get(p).map(|e| e.name.as_str()))
            .collect();
        let mut setup = Setup::new(self.kind, &names);
        for (seat, &p) in setup.players.iter_mut().zip(&table.seats) {
            seat.bot = self
                .players
                .get(p)
                .and_then(|e| e.bot.map(|_| BotKind::Normal));
        }
        setup.options.box_order = order;
        Some(setup)
    }

    /// Every table game's place, round by round.
    pub fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.rounds.iter().enumerate().flat_map(|(round, r)| {
            r.tables.iter().enumerate().flat_map(move |(table, t)| {
                (0..t.games.len()).map(move |game| Slot { round, table, game })
            })
        })
    }

    /// Every table game has its totals.
    pub fn all_played(&self) -> bool {
        self.slots()
            .all(|s| self.game(s).is_some_and(|g| g.totals.is_some()))
    }

    /// The first round with a game still to play (the last round once all are played).
    pub fn current_round(&self) -> usize {
        self.slots()
            .find(|&s| self.game(s).is_some_and(|g| g.totals.is_none()))
            .map_or(self.rounds.len().saturating_sub(1), |s| s.round)
    }

    /// The players tied for first place once every game is played, in entry order; empty
    /// when there is no tie (or games are left).
    pub fn tied_for_first(&self) -> Vec<usize> {
        if !self.all_played() {
            return Vec::new();
        }
        let table = self.counted();
        let Some(top) = table.first().map(|s| (s.points, s.wins)) else {
            return Vec::new();
        };
        let mut tied: Vec<usize> = table
            .iter()
            .filter(|s| (s.points, s.wins) == top)
            .map(|s| s.player)
            .collect();
        if tied.len() < 2 {
            return Vec::new();
        }
        tied.sort_unstable();
        tied
    }

    /// A tie for first place waits for its play-off.
    pub fn needs_playoff(&self) -> bool {
        self.playoff.is_none() && !self.tied_for_first().is_empty()
    }

    /// The tournament is decided: every game played, and any tie for first thrown off.
    pub fn is_decided(&self) -> bool {
        self.all_played() && !self.needs_playoff()
    }

    /// Checks `action` and carries it out, or refuses it without changing anything.
    pub fn apply(&mut self, action: TourAction) -> Result<(), TourError> {
        if self.playoff.is_some() {
            return Err(TourError::Decided);
        }
        match action {
            TourAction::Link { at, game } => {
                self.game(at).ok_or(TourError::NoSuchGame)?;
                if let Some(g) = self.game_mut(at) {
                    g.game = Some(game);
                }
            }
            TourAction::Record { at, totals } => {
                let seats = self.table(at).ok_or(TourError::NoSuchGame)?.seats.len();
                self.game(at).ok_or(TourError::NoSuchGame)?;
                if totals.len() != seats || totals.iter().any(|t| !(0..=MAX_TOTAL).contains(t)) {
                    return Err(TourError::Totals);
                }
                if let Some(g) = self.game_mut(at) {
                    g.totals = Some(totals);
                }
            }
            TourAction::PlayOff => {
                let tied = self.tied_for_first();
                let seed = self.seed ^ 0x9e37_79b9_7f4a_7c15;
                self.playoff = Some(play_off(&tied, seed).ok_or(TourError::NoTie)?);
            }
        }
        Ok(())
    }

    /// Fills the totals of every table game whose game in Pasch has ended: `finished`
    /// gives a game's totals in seat order once it is in the history. Returns the slots
    /// filled (none when nothing changed).
    pub fn fill(&mut self, finished: impl Fn(GameId) -> Option<Vec<i32>>) -> Vec<Slot> {
        let waiting: Vec<(Slot, GameId)> = self
            .slots()
            .filter_map(|s| {
                let g = self.game(s)?;
                g.totals.is_none().then_some((s, g.game?))
            })
            .collect();
        waiting
            .into_iter()
            .filter(|&(at, id)| {
                finished(id)
                    .is_some_and(|totals| self.apply(TourAction::Record { at, totals }).is_ok())
            })
            .map(|(at, _)| at)
            .collect()
    }

    /// The standings: points, then wins, then entry order; the play-off's winner first.
    pub fn standings(&self) -> Vec<TourStanding> {
        let mut table = self.counted();
        if let Some(p) = &self.playoff {
            if let Some(i) = table.iter().position(|s| s.player == p.winner) {
                let winner = table.remove(i);
                table.insert(0, winner);
            }
            for s in table.iter_mut().skip(1) {
                if s.place == 1 {
                    s.place = 2;
                }
            }
        }
        table
    }

    /// The standings from the games alone.
    fn counted(&self) -> Vec<TourStanding> {
        let mut table: Vec<TourStanding> = (0..self.players.len())
            .map(|player| TourStanding {
                player,
                place: 1,
                points: 0,
                wins: 0,
                played: 0,
            })
            .collect();
        for round in &self.rounds {
            for t in &round.tables {
                for totals in t.games.iter().filter_map(|g| g.totals.as_ref()) {
                    let best = totals.iter().copied().max().unwrap_or(0);
                    for (&p, &total) in t.seats.iter().zip(totals) {
                        if let Some(s) = table.get_mut(p) {
                            s.points += i64::from(total);
                            s.played += 1;
                            s.wins += u32::from(total == best);
                        }
                    }
                }
            }
        }
        table.sort_by(|a, b| (b.points, b.wins, a.player).cmp(&(a.points, a.wins, b.player)));
        let keys: Vec<(i64, u32)> = table.iter().map(|s| (s.points, s.wins)).collect();
        for s in table.iter_mut() {
            s.place = 1 + keys.iter().filter(|&&k| k > (s.points, s.wins)).count();
        }
        table
    }

    fn game_mut(&mut self, at: Slot) -> Option<&mut TableGame> {
        self.rounds
            .get_mut(at.round)?
            .tables
            .get_mut(at.table)?
            .games
            .get_mut(at.game)
    }

    /// The stored form.
    pub fn to_json(&self) -> String {
        // Plain data: writing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a stored tournament; None if it is not one this version reads (a newer
    /// version's is refused so it is kept for that one).
    pub fn from_json(text: &str) -> Option<Tournament> {
        let t: Tournament = serde_json::from_str(text).ok()?;
        (t.v >= 1 && t.v <= TOUR_FORMAT).then_some(t)
    }
}
