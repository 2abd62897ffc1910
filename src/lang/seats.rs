//! The names a seat of the new-game screen gets when its name field is left empty: a
//! person "Player N", a computer a friendly first name of its level (the list in the
//! language's words), a different one for every computer at the table.

use super::words::Lang;
use crate::engine::{clip_name, BotKind};

/// One seat as the new-game screen has it: what was typed, and the computer's level if a
/// computer plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatDraft<'a> {
    /// The name field, as typed.
    pub typed: &'a str,
    /// The computer's level, None for a person (here or on a phone).
    pub bot: Option<BotKind>,
}

impl Lang {
    /// The first names of the computer players of `level`, in the order they are given.
    pub fn computer_names(self, level: BotKind) -> impl Iterator<Item = &'static str> {
        let list = match level {
            BotKind::Easy => self.computer_names_easy(),
            BotKind::Strong => self.computer_names_strong(),
            BotKind::Normal | BotKind::Greedy | BotKind::Random => self.computer_names_normal(),
        };
        list.split(',').map(str::trim).filter(|n| !n.is_empty())
    }

    /// The name each seat gets if its field stays empty (what the field shows as its
    /// placeholder). A computer takes the first name of its level that no typed name and
    /// no computer before it uses ("Pip", then "Daisy"; past the list "Pip 2").
    pub fn seat_defaults(self, seats: &[SeatDraft]) -> Vec<String> {
        let mut taken: Vec<String> = seats
            .iter()
            .map(|s| s.typed.trim().to_lowercase())
            .filter(|t| !t.is_empty())
            .collect();
        let free = |candidate: String, taken: &mut Vec<String>| {
            let lower = candidate.to_lowercase();
            let fits = !taken.contains(&lower);
            if fits {
                taken.push(lower);
            }
            fits
        };
        seats
            .iter()
            .enumerate()
            .map(|(i, seat)| match seat.bot {
                Some(level) if seat.typed.trim().is_empty() => {
                    let listed = self
                        .computer_names(level)
                        .map(str::to_string)
                        .find(|n| free(n.clone(), &mut taken));
                    let name = listed.unwrap_or_else(|| {
                        let first = self.computer_names(level).next().unwrap_or_default();
                        (2..)
                            .map(|k| format!("{first} {k}"))
                            .find(|n| free(n.clone(), &mut taken))
                            .unwrap_or_default()
                    });
                    clip_name(&name).to_string()
                }
                _ => self.default_player_name(i + 1),
            })
            .collect()
    }

    /// Whether `name` is one this language gives on its own to seat `seat` (0-based): a
    /// last game's "Player 2" or "Pip" comes back as an empty field, not as typed text.
    pub fn is_default_seat_name(self, name: &str, seat: usize, bot: Option<BotKind>) -> bool {
        let name = name.trim();
        name == self.default_player_name(seat + 1)
            || bot.is_some_and(|_| {
                BotKind::LEVELS.into_iter().any(|level| {
                    self.computer_names(level).any(|n| {
                        name == n
                            || name
                                .strip_prefix(n)
                                .and_then(|rest| rest.strip_prefix(' '))
                                .is_some_and(|k| k.parse::<u32>().is_ok())
                    })
                })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MAX_NAME_CHARS;

    fn person(typed: &str) -> SeatDraft<'_> {
        SeatDraft { typed, bot: None }
    }
    fn computer(typed: &str, level: BotKind) -> SeatDraft<'_> {
        SeatDraft {
            typed,
            bot: Some(level),
        }
    }

    #[test]
    fn every_language_names_at_least_four_computers_per_level() {
        for lang in Lang::ALL {
            let mut all: Vec<&str> = Vec::new();
            for level in BotKind::LEVELS {
                let names: Vec<&str> = lang.computer_names(level).collect();
                assert!(names.len() >= 4, "{lang:?} {level:?}");
                assert!(names.iter().all(|n| n.chars().count() <= MAX_NAME_CHARS));
                all.extend(names);
            }
            let count = all.len();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), count, "{lang:?}: a name in two levels");
        }
    }

    #[test]
    fn people_are_player_n_and_computers_get_different_names() {
        let seats = [
            person(""),
            computer("", BotKind::Easy),
            computer("", BotKind::Easy),
            person("Ada"),
            computer("", BotKind::Strong),
        ];
        assert_eq!(
            Lang::En.seat_defaults(&seats),
            ["Player 1", "Pip", "Daisy", "Player 4", "Albert"]
        );
        assert_eq!(
            Lang::De.seat_defaults(&seats),
            ["Spieler 1", "Kiki", "Lotte", "Spieler 4", "Albert"]
        );
    }

    #[test]
    fn typed_names_are_not_given_twice_and_the_list_runs_on_with_numbers() {
        let seats = [computer("pip", BotKind::Easy), computer("", BotKind::Easy)];
        assert_eq!(Lang::En.seat_defaults(&seats)[1], "Daisy");
        let eight = [computer("", BotKind::Normal); 8];
        let names = Lang::En.seat_defaults(&eight);
        assert_eq!(names[..5], ["Sam", "Rosie", "Max", "Olive", "Sam 2"]);
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 8);
    }

    #[test]
    fn given_names_are_recognised_for_the_next_game() {
        assert!(Lang::En.is_default_seat_name("Player 2", 1, None));
        assert!(!Lang::En.is_default_seat_name("Player 2", 0, None));
        assert!(Lang::En.is_default_seat_name("Daisy", 3, Some(BotKind::Easy)));
        assert!(Lang::En.is_default_seat_name("Sam 2", 3, Some(BotKind::Normal)));
        assert!(!Lang::En.is_default_seat_name("Daisy", 3, None));
        assert!(!Lang::En.is_default_seat_name("Anna", 0, None));
    }
}
