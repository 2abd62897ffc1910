//! Karten-Kniffel (docs/rules.md section 4): 108 cards, 18 of each value 1–6, secret hands,
//! a draw and a discard pile. A turn is one action: exchange cards, or play cards into
//! one of 12 fields (the classic boxes without Chance) and draw back up to five.
//!
//! `scoring`: which cards fill which field, for how many points; `state`: the deal and
//! the turn machine (`apply`, `legal_actions`); `view`: what the screen may read; `turn_view`: what a computer player may read;
//! `checks`: the invariants tests and the simulator check; `game`: the state all of
//! them share and the rules' numbers.

mod checks;
mod game;
mod scoring;
mod state;
mod turn_view;
mod view;

pub use game::{
    CardsGame, CardsPlayer, ANNOUNCEMENT_PENALTY, CARDS_PER_VALUE, CARD_FIELDS, DECK_SIZE,
    HAND_SIZE, MAX_DISCARD, MAX_HAND, PENALTY_PER_EXTRA_CARD, UPPER_MALUS, UPPER_MALUS_BELOW,
    VALUES,
};
pub(crate) use scoring::for_each_sub_multiset;
pub use scoring::{
    allowed, best_play, cards_of, check_cards, counts, field_points, minus, penalty_for_hand,
    Counts,
};
pub use turn_view::CardsTurnView;
