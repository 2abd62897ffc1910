//! Every seat's colour, so a player is found at a glance on the chips, the sheet's
//! column heads, the messages and the win chance chart. The colours themselves live in
//! style/main.css (`--seat-0` … `--seat-7`, one palette for both themes); the class sets
//! `--seat` for the element and what is inside it. A colour is never the only cue: the
//! name always goes with it.

/// How many colours there are (the most players a game has); seats beyond reuse them.
pub const SEAT_COLOURS: usize = 8;

/// The class that gives an element seat `seat`'s colour (`--seat`).
pub fn seat_class(seat: usize) -> String {
    format!("seat-{}", seat % SEAT_COLOURS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_seats_eight_colours() {
        let classes: std::collections::HashSet<String> = (0..8).map(seat_class).collect();
        assert_eq!(classes.len(), 8);
        assert_eq!(seat_class(8), seat_class(0));
    }
}
