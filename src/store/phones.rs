//! Which seats of the running game are played on their own phones, kept beside the game
//! (not in its save, whose format stays as it is): after a reload the table invites
//! those phones again instead of taking their seats over. A game without this entry (an
//! older Pasch, or no phones) loads as before, with every seat on the table.

use super::backend::Backend;
use super::stored::{read_stored, set_stored};
use crate::engine::GameId;
use serde::{Deserialize, Serialize};

/// The own-phone seats of the running game.
pub const PHONES_KEY: &str = "pasch.phones";

/// What is kept: the game and its phone seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct PhoneSeats {
    game: GameId,
    seats: Vec<usize>,
}

/// Notes that `seats` of game `game` are played on phones (none: forgets them). A full
/// storage loses only this note: after a reload those seats are played on the table.
pub fn remember_phone_seats(b: Option<&dyn Backend>, game: GameId, seats: &[usize]) {
    let Some(b) = b else { return };
    if seats.is_empty() {
        forget_readable(b);
    } else {
        let _ = set_stored(
            Some(b),
            PHONES_KEY,
            &PhoneSeats {
                game,
                seats: seats.to_vec(),
            },
        );
    }
}

/// The seats of game `game` played on phones, as last noted; none for another game.
pub fn phone_seats(b: &dyn Backend, game: GameId) -> Vec<usize> {
    read_stored::<PhoneSeats>(b, PHONES_KEY)
        .filter(|p| p.game == game && !game.is_none())
        .map(|p| p.seats)
        .unwrap_or_default()
}

/// Forgets the phone seats of game `game` (another game took the table). The note of
/// another game, made by another window, stays.
pub fn forget_phone_seats(b: &dyn Backend, game: GameId) {
    if read_stored::<PhoneSeats>(b, PHONES_KEY).is_some_and(|p| p.game == game) {
        b.remove(PHONES_KEY);
    }
}

/// Removes the note, unless this version cannot read it (a newer Pasch's, or damaged):
/// that stays as it is, and means no phones here.
fn forget_readable(b: &dyn Backend) {
    if read_stored::<PhoneSeats>(b, PHONES_KEY).is_some() {
        b.remove(PHONES_KEY);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::backend::Memory;

    fn id(text: &str) -> GameId {
        GameId::parse(text).expect("16 hex digits")
    }

    #[test]
    fn the_phone_seats_of_the_running_game_are_kept_beside_it() {
        let b = Memory::new();
        let game = id("00000000000000a1");
        let other = id("00000000000000b2");
        assert_eq!(phone_seats(&b, game), Vec::<usize>::new(), "nothing noted");
        remember_phone_seats(Some(&b), game, &[1, 3]);
        assert_eq!(phone_seats(&b, game), vec![1, 3]);
        assert_eq!(
            phone_seats(&b, other),
            Vec::<usize>::new(),
            "another game has none"
        );
        assert!(
            b.get(crate::store::game::GAME_KEY).is_none(),
            "the save is not touched"
        );
        forget_phone_seats(&b, other);
        assert_eq!(
            phone_seats(&b, game),
            vec![1, 3],
            "another game's note stays"
        );
        remember_phone_seats(Some(&b), game, &[3]);
        assert_eq!(
            phone_seats(&b, game),
            vec![3],
            "a seat taken over on the table"
        );
        forget_phone_seats(&b, game);
        assert!(b.get(PHONES_KEY).is_none());
        remember_phone_seats(Some(&b), game, &[2]);
        remember_phone_seats(Some(&b), game, &[]);
        assert!(b.get(PHONES_KEY).is_none(), "no phones left: nothing kept");
    }

    #[test]
    fn an_unreadable_note_means_no_phones_and_is_never_lost() {
        let b = Memory::new();
        let _ = b.set(PHONES_KEY, "{not json");
        let game = id("00000000000000a1");
        assert_eq!(phone_seats(&b, game), Vec::<usize>::new());
        remember_phone_seats(Some(&b), game, &[]);
        forget_phone_seats(&b, game);
        assert_eq!(
            b.get(PHONES_KEY).as_deref(),
            Some("{not json"),
            "left alone"
        );
        remember_phone_seats(Some(&b), game, &[2]);
        assert_eq!(phone_seats(&b, game), vec![2]);
        assert_eq!(
            b.get("pasch.backup.1").as_deref(),
            Some("{not json"),
            "kept aside before a note replaced it"
        );
    }
}
