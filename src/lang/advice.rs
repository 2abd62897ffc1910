//! The Hint's advice in plain words, as a family says it: "Keep the two 3s and roll
//! again", "Take Full House". The numbers behind it are in the Hint's details.

use super::words::Lang;
use crate::ai::advice::Choice;

impl Lang {
    /// One option of the Hint in words. `dice` is how many dice the game has (all kept:
    /// stop rolling); `points` what the box would score now.
    pub fn hint_plain(self, choice: &Choice, dice: usize, points: Option<u16>) -> String {
        let lang = self;
        match choice {
            Choice::Box(b) => match points {
                Some(0) => lang.hint_plain_strike(lang.box_label(*b)),
                _ => lang.hint_plain_take(lang.box_label(*b)),
            },
            Choice::Keep { dice: kept, ten } => {
                let count = kept.len() + usize::from(ten.is_some());
                match (kept.as_slice(), ten) {
                    _ if count == dice => lang.hint_plain_stop().to_string(),
                    ([], None) => lang.hint_plain_roll_all().to_string(),
                    ([], Some(t)) => lang.hint_plain_keep_ten(*t),
                    (_, Some(t)) => lang.hint_plain_keep_dice_and_ten(kept, *t),
                    ([face], None) => lang.hint_plain_keep_one(*face),
                    ([first, rest @ ..], None) if rest.iter().all(|f| f == first) => {
                        lang.hint_plain_keep_same(kept.len(), *first)
                    }
                    (_, None) => lang.hint_plain_keep_these(kept),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::BoxId;

    fn keep(dice: &[u8], ten: Option<u8>) -> Choice {
        Choice::Keep {
            dice: dice.to_vec(),
            ten,
        }
    }

    #[test]
    fn advice_reads_as_a_family_says_it() {
        let en = Lang::En;
        assert_eq!(
            en.hint_plain(&keep(&[3, 3], None), 5, None),
            "Keep the two 3s and roll again"
        );
        assert_eq!(
            en.hint_plain(&keep(&[6], None), 5, None),
            "Keep the 6 and roll the others again"
        );
        assert_eq!(
            en.hint_plain(&keep(&[3, 4, 5], None), 5, None),
            "Keep 3 4 5 and roll again"
        );
        assert_eq!(
            en.hint_plain(&keep(&[], None), 5, None),
            "Roll all the dice again"
        );
        assert_eq!(
            en.hint_plain(&keep(&[2, 2, 3, 3, 3], None), 5, None),
            "Keep them all and choose a box"
        );
        assert_eq!(
            en.hint_plain(&Choice::Box(BoxId::FullHouse), 5, Some(25)),
            "Take Full House"
        );
        assert_eq!(
            Lang::De.hint_plain(&keep(&[3, 3, 3], None), 5, None),
            "Behalte die drei 3er und würfle noch mal"
        );
        assert_eq!(
            Lang::Fr.hint_plain(&keep(&[5, 5], None), 5, None),
            "Gardez les deux 5 et relancez"
        );
    }

    #[test]
    fn extreme_advice_names_the_ten_sided_die() {
        let en = Lang::En;
        assert_eq!(
            en.hint_plain(&keep(&[], Some(7)), 6, None),
            "Keep the ten-sided die (7) and roll the others again"
        );
        assert_eq!(
            en.hint_plain(&keep(&[1, 1, 1, 1, 1], Some(0)), 6, None),
            "Keep them all and choose a box"
        );
    }
}
