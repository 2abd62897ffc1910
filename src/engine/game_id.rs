//! A game's identity. Every new game draws one at random, so two games are never taken
//! for one: not a replay of the same seed, not a rematch, not the same game finished in
//! two windows. Saves from before ids existed get one derived from what they hold
//! (`derived`), the same on every device, so such a game is still recognised when it is
//! imported twice or renamed in between.

use super::hash::fnv1a;
use super::rng::GameRng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A game's identity, written as 16 hex digits. 0 means "none yet" (an old save before
/// it is read: `save::read` gives every game one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u64);

impl GameId {
    /// No identity yet.
    pub const NONE: GameId = GameId(0);

    /// A fresh identity from the platform's random source.
    pub fn random() -> GameId {
        GameId::nonzero(GameRng::os_seed())
    }

    /// An identity derived from `parts` (a game's content, for games saved without one).
    pub fn derived<'a>(parts: impl IntoIterator<Item = &'a str>) -> GameId {
        // A separator no part contains keeps ("ab","c") and ("a","bc") apart.
        GameId::nonzero(fnv1a(
            parts
                .into_iter()
                .flat_map(|p| p.bytes().chain(std::iter::once(0))),
        ))
    }

    /// Whether this is `GameId::NONE` (a save from before ids, not yet read).
    pub fn is_none(&self) -> bool {
        self.0 == 0
    }

    /// Reads the 16 hex digits of `Display`.
    pub fn parse(text: &str) -> Option<GameId> {
        if text.len() != 16 {
            return None;
        }
        let n = u64::from_str_radix(text, 16).ok()?;
        (n != 0).then_some(GameId(n))
    }

    fn nonzero(n: u64) -> GameId {
        GameId(n.max(1))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

// As a string: JavaScript reads JSON numbers as doubles and would round a u64.
impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let text = String::deserialize(d)?;
        GameId::parse(&text).ok_or_else(|| serde::de::Error::custom("not a game id"))
    }
}

#[cfg(test)]
mod tests {
    use super::GameId;

    #[test]
    fn written_as_sixteen_hex_digits_and_read_back() {
        let id = GameId::random();
        assert!(!id.is_none());
        let json = serde_json::to_string(&id).expect("json");
        assert_eq!(json.len(), 18, "{json}");
        assert_eq!(serde_json::from_str::<GameId>(&json).ok(), Some(id));
        for bad in [
            r#""""#,
            r#""0000000000000000""#,
            r#""xyz""#,
            "12",
            r#""00000000000000001""#,
        ] {
            assert!(serde_json::from_str::<GameId>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn derived_ids_depend_on_every_part_and_their_borders() {
        let a = GameId::derived(["ab", "c"]);
        assert_eq!(a, GameId::derived(["ab", "c"]));
        assert_ne!(a, GameId::derived(["a", "bc"]));
        assert_ne!(a, GameId::derived(["ab", "d"]));
        assert!(!a.is_none());
        assert_ne!(GameId::random(), GameId::random());
    }
}
