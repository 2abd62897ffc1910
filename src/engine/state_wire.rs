//! How a `Game` carries its rules state in its own serde form, which only a phone's view
//! reads (`remote::view`): externally tagged, `{"cards": {…}}`, read in one pass. The
//! derive's reader of `GameState`'s own form (tag `game`, the save's copy of the state,
//! which is never read) buffers the whole state first and is much larger.

use super::cards::CardsGame;
use super::duel::DuelGame;
use super::game_state::GameState;
use super::scoresheet::game::SheetGame;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Written<'a> {
    Classic(&'a SheetGame),
    Extreme(&'a SheetGame),
    Duel(&'a DuelGame),
    Cards(&'a CardsGame),
    Yatzy(&'a SheetGame),
    MaxiYatzy(&'a SheetGame),
    Generala(&'a SheetGame),
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Read {
    Classic(SheetGame),
    Extreme(SheetGame),
    Duel(DuelGame),
    Cards(CardsGame),
    Yatzy(SheetGame),
    MaxiYatzy(SheetGame),
    Generala(SheetGame),
}

/// Writes `state` as `{"<kind>": {…}}`.
pub(super) fn serialize<S: Serializer>(state: &GameState, s: S) -> Result<S::Ok, S::Error> {
    match state {
        GameState::Classic(g) => Written::Classic(g),
        GameState::Extreme(g) => Written::Extreme(g),
        GameState::Duel(g) => Written::Duel(g),
        GameState::Cards(g) => Written::Cards(g),
        GameState::Yatzy(g) => Written::Yatzy(g),
        GameState::MaxiYatzy(g) => Written::MaxiYatzy(g),
        GameState::Generala(g) => Written::Generala(g),
    }
    .serialize(s)
}

/// Reads what `serialize` wrote.
pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameState, D::Error> {
    Ok(match Read::deserialize(d)? {
        Read::Classic(g) => GameState::Classic(g),
        Read::Extreme(g) => GameState::Extreme(g),
        Read::Duel(g) => GameState::Duel(g),
        Read::Cards(g) => GameState::Cards(g),
        Read::Yatzy(g) => GameState::Yatzy(g),
        Read::MaxiYatzy(g) => GameState::MaxiYatzy(g),
        Read::Generala(g) => GameState::Generala(g),
    })
}
