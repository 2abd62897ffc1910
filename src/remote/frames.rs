//! Long messages in parts. A data channel carries one message up to the size both ends
//! announce (256 KiB in Chrome and Safari, 64 KiB when a side says nothing), and a
//! longer one fails to send. The view of a long game grows past that, so a message
//! longer than `PART` goes as numbered parts of at most `PART` bytes each, joined again
//! on the other side up to a bound. A short message goes as it is: a peer of another
//! build still reads it (and is told to reload).
//!
//! A part is `~INDEX/COUNT:` and a piece of the message. Messages are JSON objects
//! (`protocol`), so a whole one never starts with `~`. The channel is reliable and
//! ordered, and a message's parts are sent one after the other, so parts arrive in
//! order and never mixed with another message's.

use thiserror::Error;

/// The most bytes of a message in one part: well under every browser's limit.
pub const PART: usize = 16 * 1024;

/// The longest message a table takes from a phone: a phone says hello, acts and asks
/// for hints, all short, so a longer one is dropped before it is joined or read
/// (`protocol::MAX_TO_TABLE`, which the table's guard checks too).
pub const FROM_PHONE: usize = crate::remote::protocol::MAX_TO_TABLE;

/// The longest message a phone takes from the table: a view of the longest game.
pub const FROM_TABLE: usize = 16 * 1024 * 1024;

/// What starts a part.
const MARK: char = '~';

/// Why a received text does not join into a message (it is dropped, and with it any
/// message begun).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FrameError {
    /// The message is longer than the receiver takes.
    #[error("the message is longer than {0} bytes")]
    TooLong(usize),
    /// A part that does not follow the parts before it.
    #[error("part {index} of {count} comes out of order")]
    OutOfOrder {
        /// The part's index.
        index: usize,
        /// How many parts it says its message has.
        count: usize,
    },
    /// A text that starts like a part but is none.
    #[error("not a part")]
    Malformed,
}

/// The texts to send for `text`: itself when it fits in a part, else its parts.
pub fn split(text: &str) -> Vec<String> {
    if text.len() <= PART {
        return vec![text.to_string()];
    }
    let mut pieces = Vec::with_capacity(text.len().div_ceil(PART) + 1);
    let mut rest = text;
    while !rest.is_empty() {
        let mut end = rest.len().min(PART);
        // A part ends between two characters (a name may have accents).
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        let (piece, after) = rest.split_at(end);
        pieces.push(piece);
        rest = after;
    }
    let count = pieces.len();
    pieces
        .into_iter()
        .enumerate()
        .map(|(index, piece)| format!("{MARK}{index}/{count}:{piece}"))
        .collect()
}

/// A message whose first parts came.
#[derive(Debug)]
struct Begun {
    count: usize,
    next: usize,
    text: String,
}

/// Joins the parts a channel receives into messages of at most `limit` bytes.
#[derive(Debug)]
pub struct Joiner {
    limit: usize,
    begun: Option<Begun>,
}

impl Joiner {
    /// A joiner of messages up to `limit` bytes.
    pub fn new(limit: usize) -> Joiner {
        Joiner { limit, begun: None }
    }

    /// The message `frame` completes: the frame itself when it is a whole message, the
    /// joined message after its last part, `None` while parts are still to come.
    ///
    /// # Errors
    ///
    /// `FrameError` when the frame cannot be taken: the message it is (part of) is
    /// dropped, and so is a message begun before.
    pub fn take(&mut self, frame: &str) -> Result<Option<String>, FrameError> {
        let Some(part) = frame.strip_prefix(MARK) else {
            // A whole message ends any message begun (a peer that does not split).
            self.begun = None;
            return if frame.len() > self.limit {
                Err(FrameError::TooLong(self.limit))
            } else {
                Ok(Some(frame.to_string()))
            };
        };
        let taken = self.take_part(part);
        if taken.is_err() {
            self.begun = None;
        }
        taken
    }

    fn take_part(&mut self, part: &str) -> Result<Option<String>, FrameError> {
        let (index, count, piece) = parse(part).ok_or(FrameError::Malformed)?;
        if index == 0 {
            // The first part: whatever was begun before is no longer coming.
            self.begun = Some(Begun {
                count,
                next: 0,
                text: String::new(),
            });
        }
        let begun = self
            .begun
            .as_mut()
            .filter(|b| b.count == count && b.next == index)
            .ok_or(FrameError::OutOfOrder { index, count })?;
        if begun.text.len() + piece.len() > self.limit {
            return Err(FrameError::TooLong(self.limit));
        }
        begun.text.push_str(piece);
        begun.next += 1;
        if begun.next < count {
            return Ok(None);
        }
        Ok(self.begun.take().map(|b| b.text))
    }
}

/// `INDEX/COUNT:PIECE` read: a part of a message of at least two parts, no longer
/// than `PART`.
fn parse(part: &str) -> Option<(usize, usize, &str)> {
    let (head, piece) = part.split_once(':')?;
    let (index, count) = head.split_once('/')?;
    let number = |digits: &str| {
        // Digits only: `parse` would take a sign.
        (!digits.is_empty() && digits.len() <= 9 && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| digits.parse::<usize>().ok())
            .flatten()
    };
    let (index, count) = (number(index)?, number(count)?);
    (count >= 2 && index < count && piece.len() <= PART).then_some((index, count, piece))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message the frames of `text` join into.
    fn joined(joiner: &mut Joiner, frames: &[String]) -> Vec<String> {
        frames
            .iter()
            .filter_map(|f| joiner.take(f).expect("a frame of this build"))
            .collect()
    }

    #[test]
    fn a_short_message_goes_whole_and_as_it_is() {
        let text = r#"{"v":2,"build":"x","msg":"hint"}"#;
        assert_eq!(split(text), vec![text.to_string()]);
        let at_the_limit = "x".repeat(PART);
        assert_eq!(split(&at_the_limit), vec![at_the_limit.clone()]);
        let mut joiner = Joiner::new(FROM_TABLE);
        assert_eq!(joiner.take(text), Ok(Some(text.to_string())));
    }

    #[test]
    fn a_long_message_goes_in_parts_and_joins_again() {
        // Names with accents and emoji: parts end between characters, never inside one.
        let text: String = (0..60_000).map(|i| ["a", "é", "€", "🎲"][i % 4]).collect();
        let frames = split(&text);
        assert!(frames.len() >= 10, "{} parts", frames.len());
        for (i, frame) in frames.iter().enumerate() {
            assert!(frame.starts_with(&format!("~{i}/{}:", frames.len())));
            assert!(frame.len() <= PART + 20, "part {i}: {} bytes", frame.len());
        }
        let mut joiner = Joiner::new(FROM_TABLE);
        assert_eq!(joined(&mut joiner, &frames), vec![text.clone()]);
        // And again, with whole messages between the long ones.
        let mut again = vec!["{}".to_string()];
        again.extend(frames.iter().cloned());
        again.push("{\"a\":1}".to_string());
        again.extend(frames);
        assert_eq!(
            joined(&mut joiner, &again),
            vec![
                "{}".to_string(),
                text.clone(),
                "{\"a\":1}".to_string(),
                text
            ]
        );
    }

    #[test]
    fn a_message_longer_than_the_bound_is_dropped_without_being_kept() {
        let text = "y".repeat(FROM_PHONE + 1);
        let mut joiner = Joiner::new(FROM_PHONE);
        let mut errors = Vec::new();
        for frame in split(&text) {
            match joiner.take(&frame) {
                Ok(got) => assert_eq!(got, None),
                Err(e) => errors.push(e),
            }
        }
        assert_eq!(errors.first(), Some(&FrameError::TooLong(FROM_PHONE)));
        assert!(joiner.begun.is_none(), "nothing kept of it");
        // A whole message over the bound too; the next message is taken again.
        assert_eq!(joiner.take(&text), Err(FrameError::TooLong(FROM_PHONE)));
        assert_eq!(joiner.take("{}"), Ok(Some("{}".to_string())));
        // Exactly at the bound is taken.
        let full = "z".repeat(FROM_PHONE);
        assert_eq!(joined(&mut joiner, &split(&full)), vec![full]);
    }

    #[test]
    fn parts_out_of_order_or_malformed_are_dropped() {
        let text = "w".repeat(3 * PART);
        let frames = split(&text);
        assert_eq!(frames.len(), 3);
        let mut joiner = Joiner::new(FROM_TABLE);
        // A part missing: the message is dropped, the next one is whole again.
        assert_eq!(joiner.take(&frames[0]), Ok(None));
        assert_eq!(
            joiner.take(&frames[2]),
            Err(FrameError::OutOfOrder { index: 2, count: 3 })
        );
        assert_eq!(
            joiner.take(&frames[1]),
            Err(FrameError::OutOfOrder { index: 1, count: 3 })
        );
        assert_eq!(joined(&mut joiner, &frames), vec![text.clone()]);
        // A new first part starts over.
        assert_eq!(joiner.take(&frames[0]), Ok(None));
        assert_eq!(joined(&mut joiner, &frames), vec![text]);
        for bad in [
            "~",
            "~1",
            "~0/1:x",
            "~2/2:x",
            "~-1/2:x",
            "~+0/2:x",
            "~a/2:x",
            "~0/2",
            "~0/99999999999:x",
        ] {
            assert_eq!(joiner.take(bad), Err(FrameError::Malformed), "{bad}");
        }
        let long = format!("~0/2:{}", "v".repeat(PART + 1));
        assert_eq!(joiner.take(&long), Err(FrameError::Malformed));
    }
}
