//! "How well did I play?" in words, before its numbers: who played best (the fewest
//! expected points lost to their choices) and who had the better dice or cards (the most
//! luck), or for one person how well they played and how the dice were.

use super::words::Lang;

/// One reviewed person: their name, the expected points their choices cost (skill: fewer
/// is better) and their luck (the dice's or cards' effect on their total).
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed<'a> {
    /// The person's name as shown.
    pub name: &'a str,
    /// Expected points their choices cost against the best play (skill: fewer is better).
    pub lost: f64,
    /// Points the dice or cards gave above (or below) an average game (luck).
    pub luck: f64,
}

/// Points lost up to which a person played "perfectly", "very well", "well" (an expected
/// game of classic Kniffel is about 250 points; a tenth rounds to 0.0 on screen).
const SKILL_STEPS: [f64; 3] = [0.05, 6.0, 15.0];

/// Luck beyond which the dice were kind or unkind rather than about average.
const LUCK_STEP: f64 = 10.0;

/// How well someone played, 0 (perfectly) to 3 (points left behind).
pub fn skill_level(lost: f64) -> u32 {
    SKILL_STEPS.iter().take_while(|&&step| lost >= step).count() as u32
}

/// How the dice were, 0 kind, 1 about average, 2 unkind.
pub fn luck_level(luck: f64) -> u32 {
    if luck > LUCK_STEP {
        0
    } else if luck >= -LUCK_STEP {
        1
    } else {
        2
    }
}

impl Lang {
    /// The review in one or two sentences (`cards`: the game of cards, whose luck is the
    /// cards'); None without anyone reviewed.
    pub fn review_in_words(self, people: &[Reviewed], cards: bool) -> Option<String> {
        let best = people.iter().min_by(|a, b| a.lost.total_cmp(&b.lost))?;
        if let [one] = people {
            let luck = luck_level(one.luck);
            let luck = if cards {
                self.review_luck_cards(luck)
            } else {
                self.review_luck(luck)
            };
            return Some(format!(
                "{} {luck}",
                self.review_skill(one.name, skill_level(one.lost))
            ));
        }
        let lucky = people.iter().max_by(|a, b| a.luck.total_cmp(&b.luck))?;
        Some(match (best.name == lucky.name, cards) {
            (true, false) => self.review_summary_both(best.name),
            (true, true) => self.review_summary_both_cards(best.name),
            (false, false) => self.review_summary(best.name, lucky.name),
            (false, true) => self.review_summary_cards(best.name, lucky.name),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(name: &str, lost: f64, luck: f64) -> Reviewed<'_> {
        Reviewed { name, lost, luck }
    }

    #[test]
    fn the_best_player_and_the_luckiest_in_words() {
        let people = [person("Anna", 3.2, -12.0), person("Ben", 20.5, 30.1)];
        assert_eq!(
            Lang::En.review_in_words(&people, false).as_deref(),
            Some("Anna played best; Ben had the better dice.")
        );
        assert_eq!(
            Lang::De.review_in_words(&people, false).as_deref(),
            Some("Anna hat am besten gespielt; Ben hatte die besseren Würfel.")
        );
        assert_eq!(
            Lang::Fr.review_in_words(&people, true).as_deref(),
            Some("Anna a le mieux joué ; Ben a eu les meilleures cartes.")
        );
        let one_of_both = [person("Anna", 1.0, 5.0), person("Ben", 9.0, -5.0)];
        assert_eq!(
            Lang::En.review_in_words(&one_of_both, false).as_deref(),
            Some("Anna played best and had the better dice.")
        );
        assert_eq!(Lang::En.review_in_words(&[], false), None);
    }

    #[test]
    fn one_person_hears_how_well_and_how_lucky() {
        let words = |lost, luck| Lang::En.review_in_words(&[person("Ada", lost, luck)], false);
        assert_eq!(
            words(0.0, 25.0).as_deref(),
            Some("Ada played perfectly. The dice were kind.")
        );
        assert_eq!(
            words(4.0, 0.0).as_deref(),
            Some("Ada played very well. The dice were about average.")
        );
        assert_eq!(
            words(72.4, -30.0).as_deref(),
            Some("Ada left a good few points on the table. The dice were unkind.")
        );
        assert_eq!(skill_level(0.04), 0);
        assert_eq!(skill_level(10.0), 2);
        assert_eq!(luck_level(10.0), 1);
        assert_eq!(luck_level(-10.1), 2);
    }
}
