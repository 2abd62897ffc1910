//! The named things of the games, one message per variant with an exhaustive match, so a
//! new box, chip or game does not compile until it has its words: and the `Arg`s that
//! write them into messages.

use super::words::{Arg, Lang};
use crate::engine::{BotKind, BoxId, ChipKind, GameKind};

impl Lang {
    /// The name of a game kind ("Kniffel Extreme").
    pub fn game_name(self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Classic => self.game_classic(),
            GameKind::Extreme => self.game_extreme(),
            GameKind::Duel => self.game_duel(),
            GameKind::Cards => self.game_cards(),
            GameKind::Yatzy => self.game_yatzy(),
            GameKind::MaxiYatzy => self.game_maxi_yatzy(),
            GameKind::Generala => self.game_generala(),
        }
    }

    /// A game kind's one-line description, as shown where a game is chosen.
    pub fn game_blurb(self, kind: GameKind) -> &'static str {
        match kind {
            GameKind::Classic => self.game_blurb_classic(),
            GameKind::Extreme => self.game_blurb_extreme(),
            GameKind::Duel => self.game_blurb_duel(),
            GameKind::Cards => self.game_blurb_cards(),
            GameKind::Yatzy => self.game_blurb_yatzy(),
            GameKind::MaxiYatzy => self.game_blurb_maxi_yatzy(),
            GameKind::Generala => self.game_blurb_generala(),
        }
    }

    /// A computer player's level, as offered on the new-game screen.
    pub fn bot_level(self, level: BotKind) -> &'static str {
        match level {
            BotKind::Easy => self.bot_level_easy(),
            BotKind::Normal | BotKind::Greedy | BotKind::Random => self.bot_level_normal(),
            BotKind::Strong => self.bot_level_strong(),
        }
    }

    /// The name of a score box on the sheet ("Full House").
    pub fn box_label(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones => self.box_ones(),
            Twos => self.box_twos(),
            Threes => self.box_threes(),
            Fours => self.box_fours(),
            Fives => self.box_fives(),
            Sixes => self.box_sixes(),
            ThreeOfAKind => self.box_three_of_a_kind(),
            FourOfAKind => self.box_four_of_a_kind(),
            TwoPairs => self.box_two_pairs(),
            ThreePairs => self.box_three_pairs(),
            TwoTriples => self.box_two_triples(),
            FullHouse => self.box_full_house(),
            BigFullHouse => self.box_big_full_house(),
            SmallStraight => self.box_small_straight(),
            LargeStraight => self.box_large_straight(),
            Highway => self.box_highway(),
            Kniffel => self.box_kniffel(),
            KniffelExtreme => self.box_kniffel_extreme(),
            TenOrLess => self.box_ten_or_less(),
            ThirtyThreeOrMore => self.box_thirty_three_or_more(),
            Chance => self.box_chance(),
            SuperChance => self.box_super_chance(),
            OnePair => self.box_one_pair(),
            FiveOfAKind => self.box_five_of_a_kind(),
            FullStraight => self.box_full_straight(),
            Villa => self.box_villa(),
            Tower => self.box_tower(),
            Yatzy => self.box_yatzy(),
            MaxiYatzy => self.box_maxi_yatzy(),
            Straight => self.box_straight(),
            Generala => self.box_generala(),
            DoubleGenerala => self.box_double_generala(),
        }
    }

    /// What box `b` needs and scores in a game of `kind`: the boxes Yatzy, Maxi Yatzy
    /// and Generala share with Kniffel score by their own game's rules there.
    pub fn game_box_hint(self, kind: GameKind, b: BoxId) -> &'static str {
        use BoxId::*;
        match (kind, b) {
            (GameKind::Yatzy | GameKind::MaxiYatzy, TwoPairs) => self.box_hint_two_pairs_sum(),
            (GameKind::Yatzy | GameKind::MaxiYatzy, ThreePairs) => self.box_hint_three_pairs_sum(),
            (GameKind::Yatzy | GameKind::MaxiYatzy, ThreeOfAKind) => {
                self.box_hint_three_equal_sum()
            }
            (GameKind::Yatzy | GameKind::MaxiYatzy, FourOfAKind) => self.box_hint_four_equal_sum(),
            (GameKind::Yatzy | GameKind::MaxiYatzy, FullHouse) => self.box_hint_full_house_sum(),
            (GameKind::Yatzy | GameKind::MaxiYatzy, SmallStraight) => self.box_hint_straight_low(),
            (GameKind::Yatzy | GameKind::MaxiYatzy, LargeStraight) => self.box_hint_straight_high(),
            (GameKind::Generala, FullHouse) => self.box_hint_generala_full_house(),
            (GameKind::Generala, FourOfAKind) => self.box_hint_generala_four(),
            _ => self.box_hint(b),
        }
    }

    /// What a box of the dice sheets needs and scores, under its name (the shared boxes
    /// as Kniffel scores them: `game_box_hint` for the other games).
    pub fn box_hint(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones | Twos | Threes | Fours | Fives | Sixes => self.box_hint_upper(),
            ThreeOfAKind => self.box_hint_three_of_a_kind(),
            FourOfAKind => self.box_hint_four_of_a_kind(),
            TwoPairs => self.box_hint_two_pairs(),
            ThreePairs => self.box_hint_three_pairs(),
            TwoTriples => self.box_hint_two_triples(),
            FullHouse => self.box_hint_full_house(),
            BigFullHouse => self.box_hint_big_full_house(),
            SmallStraight => self.box_hint_small_straight(),
            LargeStraight => self.box_hint_large_straight(),
            Highway => self.box_hint_highway(),
            Kniffel => self.box_hint_kniffel(),
            KniffelExtreme => self.box_hint_kniffel_extreme(),
            TenOrLess => self.box_hint_ten_or_less(),
            ThirtyThreeOrMore => self.box_hint_thirty_three_or_more(),
            Chance => self.box_hint_chance(),
            SuperChance => self.box_hint_super_chance(),
            OnePair => self.box_hint_pair_sum(),
            FiveOfAKind => self.box_hint_five_equal_sum(),
            FullStraight => self.box_hint_straight_full(),
            Villa => self.box_hint_villa_sum(),
            Tower => self.box_hint_tower_sum(),
            Yatzy => self.box_hint_yatzy(),
            MaxiYatzy => self.box_hint_maxi_yatzy(),
            Straight => self.box_hint_generala_straight(),
            Generala => self.box_hint_generala(),
            DoubleGenerala => self.box_hint_double_generala(),
        }
    }

    /// What a field of the Karten-Kniffel sheet needs and scores.
    pub fn card_field_hint(self, b: BoxId) -> &'static str {
        use BoxId::*;
        match b {
            Ones | Twos | Threes | Fours | Fives | Sixes => self.card_field_hint_upper(),
            ThreeOfAKind => self.card_field_hint_three_of_a_kind(),
            FourOfAKind => self.card_field_hint_four_of_a_kind(),
            FullHouse => self.card_field_hint_full_house(),
            SmallStraight => self.card_field_hint_small_straight(),
            LargeStraight => self.card_field_hint_large_straight(),
            Kniffel => self.card_field_hint_kniffel(),
            _ => self.box_hint(b),
        }
    }

    /// What a lower Karten-Kniffel field needs besides the number of cards.
    pub(super) fn field_needs(self, field: BoxId) -> &'static str {
        use BoxId::*;
        match field {
            ThreeOfAKind => self.field_needs_three_of_a_kind(),
            FourOfAKind => self.field_needs_four_of_a_kind(),
            FullHouse => self.field_needs_full_house(),
            SmallStraight => self.field_needs_small_straight(),
            LargeStraight => self.field_needs_large_straight(),
            _ => self.field_needs_kniffel(),
        }
    }

    /// The name of a Dice Duel chip ("Full House").
    pub fn chip_label(self, kind: ChipKind) -> &'static str {
        match kind {
            ChipKind::TwoPairs => self.chip_two_pairs(),
            ChipKind::ThreeOfAKind => self.chip_three_of_a_kind(),
            ChipKind::SmallStraight => self.chip_small_straight(),
            ChipKind::Flush => self.chip_flush(),
            ChipKind::FullHouse => self.chip_full_house(),
            ChipKind::FourOfAKind => self.chip_four_of_a_kind(),
            ChipKind::LargeStraight => self.chip_large_straight(),
        }
    }
}

impl Arg for BoxId {
    fn put(&self, lang: Lang, out: &mut String) {
        out.push_str(lang.box_label(*self));
    }
}

impl Arg for ChipKind {
    fn put(&self, lang: Lang, out: &mut String) {
        out.push_str(lang.chip_label(*self));
    }
}

impl Arg for GameKind {
    fn put(&self, lang: Lang, out: &mut String) {
        out.push_str(lang.game_name(*self));
    }
}

/// Boxes in a sentence: "Fours, Kniffel".
impl Arg for [BoxId] {
    fn put(&self, lang: Lang, out: &mut String) {
        listed(self, lang, out);
    }
}

/// Chips in a sentence: "Flush, Full House".
impl Arg for [ChipKind] {
    fn put(&self, lang: Lang, out: &mut String) {
        listed(self, lang, out);
    }
}

fn listed<T: Arg>(items: &[T], lang: Lang, out: &mut String) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        item.put(lang, out);
    }
}
