//! Kids' mode in the statistics: per person "sums right the first time", over all games
//! of a kind and month by month, from the finished games' summaries
//! (`SeatSummary::sums_asked`, `sums_right_first`).

use super::summary::{GameSummary, SeatSummary};

/// Sums asked and right the first time, over some games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SumShare {
    /// Sums asked.
    pub asked: u32,
    /// Of those, right the first time.
    pub right_first: u32,
}

impl SumShare {
    /// Right the first time in whole percent (0 when nothing was asked).
    pub fn percent(&self) -> u32 {
        if self.asked == 0 {
            return 0;
        }
        (self.right_first * 100 + self.asked / 2) / self.asked
    }
}

/// One person's sums in one kind: all together and per month (`YYYY-MM`, oldest first).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerSums {
    /// The person's name.
    pub name: String,
    /// All games together.
    pub all: SumShare,
    /// Month by month, oldest first.
    pub months: Vec<(String, SumShare)>,
}

/// Every person who counted for themselves among `seats` (people's seats with their
/// games, as the statistics count them: `stats::overview`), in order of first appearance.
pub fn sums_right_first<'a>(
    seats: impl IntoIterator<Item = (&'a GameSummary, &'a SeatSummary)>,
) -> Vec<PlayerSums> {
    let mut out: Vec<PlayerSums> = Vec::new();
    for (game, seat) in seats.into_iter().filter(|(_, s)| s.sums_asked > 0) {
        let at = match out.iter().position(|p| p.name == seat.name) {
            Some(i) => i,
            None => {
                out.push(PlayerSums {
                    name: seat.name.clone(),
                    ..PlayerSums::default()
                });
                out.len() - 1
            }
        };
        let p = &mut out[at];
        let month = game.date.get(..7).unwrap_or(&game.date).to_string();
        let i = match p.months.iter().position(|(m, _)| *m == month) {
            Some(i) => i,
            None => {
                p.months.push((month, SumShare::default()));
                p.months.len() - 1
            }
        };
        for share in [&mut p.all, &mut p.months[i].1] {
            share.asked += seat.sums_asked;
            share.right_first += seat.sums_right_first;
        }
    }
    for p in &mut out {
        crate::order::sort_by(&mut p.months, |a, b| a.0.cmp(&b.0));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::stats::{people, Filter};

    fn game(date: &str, seats: &[(&str, u32, u32)]) -> GameSummary {
        GameSummary {
            kind: GameKind::Classic,
            date: date.into(),
            seats: seats
                .iter()
                .map(|&(name, asked, right)| SeatSummary {
                    name: name.into(),
                    sums_asked: asked,
                    sums_right_first: right,
                    ..SeatSummary::default()
                })
                .collect(),
            with_bots: false,
            with_hints: false,
            real_dice: false,
            daily: None,
        }
    }

    #[test]
    fn sums_right_the_first_time_per_person_and_month() {
        let games = [
            game("2026-10-30", &[("Mia", 15, 9), ("Opa", 0, 0)]),
            game("2026-11-02", &[("Mia", 15, 12)]),
            game("2026-11-20", &[("Mia", 10, 9), ("Ben", 4, 1)]),
        ];
        let sums = sums_right_first(people(&games, GameKind::Classic, Filter::default()));
        assert_eq!(sums.len(), 2, "Opa did not count for himself");
        let mia = &sums[0];
        assert_eq!(mia.name, "Mia");
        assert_eq!(
            (mia.all.asked, mia.all.right_first, mia.all.percent()),
            (40, 30, 75)
        );
        let months: Vec<(&str, u32)> = mia
            .months
            .iter()
            .map(|(m, s)| (m.as_str(), s.percent()))
            .collect();
        assert_eq!(months, [("2026-10", 60), ("2026-11", 84)]);
        assert_eq!(sums[1].all.percent(), 25);
        assert!(sums_right_first(people(&games, GameKind::Yatzy, Filter::default())).is_empty());
    }
}
