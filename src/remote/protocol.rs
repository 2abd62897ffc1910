//! The messages between the table and a phone, as JSON text over the data channel. Each
//! carries the protocol version and the app build: a phone running another build cannot
//! be trusted to read the game alike, so it is told to reload.

use crate::brain::Answer;
use crate::engine::{clip_name, Action, Game};
use crate::remote::position::Position;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The version of these messages; bumped on any change a peer could misread (2: the
/// view carries what each action did, `Game::steps`, and its state externally tagged;
/// 3: a view names its position, an action and a hint the position they were made in).
pub const PROTOCOL: u32 = 3;

/// The longest message a phone may send the table, in bytes: its longest real message
/// (a Karten-Kniffel play with its discard, in the envelope) is a few hundred. The table
/// drops a longer one unread (`remote::guard`).
pub const MAX_TO_TABLE: usize = 4096;

/// The build of this app: both ends must run the same one.
pub const BUILD: &str = match option_env!("PASCH_BUILD") {
    Some(b) => b,
    None => env!("CARGO_PKG_VERSION"),
};

/// From the table to a phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToPhone {
    /// The phone's seat at the table.
    Seat {
        /// The seat (0-based).
        seat: usize,
        /// Its player's name.
        name: String,
    },
    /// The game as this phone's player may see it (`view::phone_view`), after every change.
    View {
        /// The filtered game.
        game: Box<Game>,
        /// Its position on the table (what the phone's next action names).
        at: Position,
    },
    /// The phone's last action was refused, in the words of the phone's language.
    Refused {
        /// Why, as the phone shows it.
        words: String,
    },
    /// The brain's advice for the phone's turn (its Hint).
    Advice {
        /// What the table's brain answered.
        answer: Answer,
    },
    /// The phone runs another build: it must reload to play at this table.
    Reload,
}

/// From a phone to the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToTable {
    /// The phone is there, speaking this language (its refusals come in it).
    Hello {
        /// The phone's language code (`de`, `en`, `fr`).
        lang: String,
    },
    /// The phone's player does this on their turn.
    Act {
        /// The action, validated by the table.
        action: Action,
        /// The position of the view it was made in: the table refuses it anywhere else.
        at: Position,
    },
    /// The phone's player asks for a hint on their turn (counted with the game, once
    /// per position).
    Hint {
        /// The position of the view it was asked in.
        at: Position,
    },
}

/// A message with its version and build.
#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    v: u32,
    build: String,
    msg: T,
}

/// Why a received text is no message this app can take.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// Another build sent it (or another protocol version): reload.
    #[error("sent by another build of the app ({0})")]
    OtherBuild(String),
    /// Not a message at all.
    #[error("not a message: {0}")]
    Garbled(String),
}

/// The text of `msg` as sent.
pub fn encode<T: Serialize>(msg: &T) -> String {
    let envelope = Envelope {
        v: PROTOCOL,
        build: BUILD.to_string(),
        msg,
    };
    serde_json::to_string(&envelope).unwrap_or_default()
}

/// The message in `text`.
///
/// # Errors
///
/// `ProtocolError::OtherBuild` when another version or build sent it (read before the
/// message itself, which may not fit this build's types), `Garbled` when it is no message.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, ProtocolError> {
    #[derive(Deserialize)]
    struct Head {
        v: u32,
        build: String,
    }
    let head: Head =
        serde_json::from_str(text).map_err(|e| ProtocolError::Garbled(e.to_string()))?;
    if head.v != PROTOCOL || head.build != BUILD {
        return Err(ProtocolError::OtherBuild(format!(
            "{}/{}",
            head.v, head.build
        )));
    }
    let envelope: Envelope<T> =
        serde_json::from_str(text).map_err(|e| ProtocolError::Garbled(e.to_string()))?;
    Ok(envelope.msg)
}

/// A message from the table, read as the phone shows it: no player's name longer than
/// `MAX_NAME_CHARS` reaches the phone's screens, whatever the table's game holds (games
/// saved before the limit keep their names on the table).
///
/// # Errors
///
/// What `decode` refuses.
pub fn decode_to_phone(text: &str) -> Result<ToPhone, ProtocolError> {
    Ok(match decode::<ToPhone>(text)? {
        ToPhone::Seat { seat, name } => ToPhone::Seat {
            seat,
            name: clip_name(&name).to_string(),
        },
        ToPhone::View { game, at } => ToPhone::View {
            game: Box::new(game.with_names_clipped()),
            at,
        },
        other => other,
    })
}

/// A message from another build, as this one writes it (tests: a peer of another build).
pub fn encode_as<T: Serialize>(msg: &T, v: u32, build: &str) -> String {
    serde_json::to_string(&Envelope {
        v,
        build: build.to_string(),
        msg,
    })
    .unwrap_or_default()
}
