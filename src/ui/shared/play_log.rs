//! What the table saw, move by move, read from a game's action log: each roll with the
//! dice kept, each box, chip or card play with its points. The roll log lists these
//! entries and the screen reader hears them (`shell::announcer`), each in its own words.
//! In Karten-Kniffel only public moves are entries: never a hand.

use crate::engine::{BoxId, ChipKind, Event, Game};

/// One public move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogEntry {
    /// A roll, and the dice held from the roll before.
    Rolled {
        /// The seat that rolled.
        player: usize,
        /// Which roll of the turn, from 1.
        roll: u8,
        /// The dice after the roll.
        dice: Vec<u8>,
        /// The dice held from the roll before.
        kept: Vec<u8>,
    },
    /// A box filled (classic, Extreme).
    Scored {
        /// The seat that scored.
        player: usize,
        /// The box filled.
        box_id: BoxId,
        /// Its points, a Kniffel bonus included.
        points: i32,
    },
    /// Dice Duel: a chip taken.
    ChipTaken {
        /// The seat that took it.
        player: usize,
        /// Which chip.
        kind: ChipKind,
        /// Taken from the set-aside chips rather than the tray.
        from_set_aside: bool,
    },
    /// Dice Duel: a turn ended without a chip.
    NoChip {
        /// The seat whose turn it was.
        player: usize,
    },
    /// Dice Duel: a chip put aside after a turn without one.
    SetAside {
        /// Which chip.
        kind: ChipKind,
        /// A solo game: set aside after the turn, not after the round.
        solo: bool,
    },
    /// Dice Duel: a Kniffel gives the player another turn.
    ExtraTurn {
        /// The seat that plays again.
        player: usize,
    },
    /// Karten-Kniffel: cards exchanged.
    Exchanged {
        /// The seat that exchanged.
        player: usize,
        /// How many cards were drawn.
        drawn: usize,
    },
    /// Karten-Kniffel: cards played into a field.
    Played {
        /// The seat that played.
        player: usize,
        /// The field played into.
        field: BoxId,
        /// The cards played.
        cards: Vec<u8>,
        /// The points scored, after any penalty.
        points: i32,
    },
}

/// The entries of `game` with the index of the action each came from, oldest first.
pub fn entries(game: &Game) -> Vec<(usize, LogEntry)> {
    let solo = game.setup().players.len() == 1;
    let mut held: Vec<bool> = Vec::new();
    let mut last_dice: Vec<u8> = Vec::new();
    let mut out = Vec::new();
    for (at, (_, events)) in game.history().into_iter().enumerate() {
        for event in events {
            let entry = match event {
                Event::HoldChanged { die, held: h } => {
                    if held.len() <= die {
                        held.resize(die + 1, false);
                    }
                    held[die] = h;
                    None
                }
                Event::Rolled { player, roll, dice } => {
                    let kept = if roll > 1 {
                        last_dice
                            .iter()
                            .zip(&held)
                            .filter(|(_, &h)| h)
                            .map(|(&d, _)| d)
                            .collect()
                    } else {
                        held.clear();
                        Vec::new()
                    };
                    last_dice.clone_from(&dice);
                    Some(LogEntry::Rolled {
                        player,
                        roll,
                        dice,
                        kept,
                    })
                }
                Event::Scored {
                    player,
                    box_id,
                    points,
                    bonus,
                } => {
                    held.clear();
                    Some(LogEntry::Scored {
                        player,
                        box_id,
                        points: points + bonus,
                    })
                }
                Event::ChipTaken {
                    player,
                    kind,
                    from_set_aside,
                } => {
                    held.clear();
                    Some(LogEntry::ChipTaken {
                        player,
                        kind,
                        from_set_aside,
                    })
                }
                Event::NoChip { player } => {
                    held.clear();
                    Some(LogEntry::NoChip { player })
                }
                Event::SetAside { kind } => Some(LogEntry::SetAside { kind, solo }),
                Event::ExtraTurn { player } => Some(LogEntry::ExtraTurn { player }),
                Event::Exchanged { player, drawn, .. } => {
                    Some(LogEntry::Exchanged { player, drawn })
                }
                Event::Played {
                    player,
                    field,
                    cards,
                    points,
                    penalty,
                } => Some(LogEntry::Played {
                    player,
                    field,
                    cards,
                    points: points - penalty.abs(),
                }),
                _ => None,
            };
            out.extend(entry.map(|e| (at, e)));
        }
    }
    out
}
