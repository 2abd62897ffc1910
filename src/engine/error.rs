//! Why the engine refuses a setup or an action: one variant per reason, carrying the
//! data a message needs. The engine holds rules, not words: the UI says each reason to
//! players in German and English (`ui::i18n`, `Lang::refusal`). `Display` is an English
//! message for developers (the CLI's `{"error":…}` answers, logs), naming boxes, chips
//! and games by their ids.

use super::duel::ChipKind;
use super::game::GameKind;
use super::scoresheet::sheet::BoxId;
use super::turn::DieKind;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    // ----- any game -----
    #[error("The game is over.")]
    GameOver,
    /// The action belongs to another game (e.g. `Score` in Karten-Kniffel).
    #[error("That is not a move in this game.")]
    NotAMove,
    #[error("Nothing to undo.")]
    NothingToUndo,

    // ----- setup -----
    #[error("{} is for {min} to {max} players, not {got}.", .kind.id())]
    WrongPlayerCount {
        kind: GameKind,
        min: usize,
        max: usize,
        got: usize,
    },
    #[error("Every player needs a name.")]
    UnnamedPlayer,
    /// The start player named in the setup is not one of the players.
    #[error("There is no player {player} to start.")]
    NoSuchStartPlayer { player: usize },
    /// Karten-Kniffel with real (typed-in) dice.
    #[error("Karten-Kniffel is played with the app's cards.")]
    CardsNeedTheApp,
    /// A daily challenge that is not a solitaire classic Kniffel with the app's dice on a
    /// day written `YYYY-MM-DD`.
    #[error("The daily challenge is one player's classic Kniffel with the app's dice.")]
    DailyIsSoloKniffel,
    /// A Karten-Kniffel deck given in a known order is not 18 cards of each value.
    #[error("A deck is 18 cards of each value 1 to 6.")]
    BadDeck,

    // ----- dice -----
    #[error("Roll the dice first.")]
    NotRolled,
    /// The turn's roll limit is reached.
    #[error("No rolls left this turn.")]
    NoRollsLeft,
    #[error("All dice are held: release one to roll.")]
    AllDiceHeld,
    #[error("Roll first, then hold dice.")]
    HoldBeforeRoll,
    /// `die` is the 0-based index the action named.
    #[error("There is no die {}.", .die + 1)]
    NoSuchDie { die: usize },
    /// `Roll` in a game with real dice.
    #[error("This game uses real dice: enter what they show.")]
    RealDice,
    /// `EnterDice` in a game where the app rolls.
    #[error("The app rolls the dice in this game.")]
    AppRolls,
    #[error("Expected {expected} dice, got {got}.")]
    DiceCount { expected: usize, got: usize },
    /// Die `die` (0-based) cannot show `shows`.
    #[error(
        "Die {} shows {shows}, but it only has {}-{}.",
        .die + 1,
        .kind.faces().start(),
        .kind.faces().end()
    )]
    NoSuchFace {
        die: usize,
        shows: u8,
        kind: DieKind,
    },

    // ----- the scoresheet games (classic, Extreme) -----
    /// Three rolls made, no chip to buy a fourth.
    #[error("No rolls left: fill a box.")]
    RollsUsedUp,
    /// Three rolls made in Kniffel Extreme, and a chip could buy a fourth.
    #[error("Three rolls are up: hand in a chip for a 4th roll, or fill a box.")]
    ThreeRollsUp,
    #[error("Chips are part of Kniffel Extreme only.")]
    ChipsExtremeOnly,
    #[error("Only one chip per turn.")]
    OneChipPerTurn,
    #[error("No chips left.")]
    NoChipsLeft,
    #[error("A chip buys a 4th roll: first use your three.")]
    ChipBeforeThirdRoll,
    #[error("{} is not on this sheet.", .0.id())]
    NotOnSheet(BoxId),
    /// The box (or Karten-Kniffel field) is filled already.
    #[error("{} is already filled.", .0.id())]
    BoxTaken(BoxId),
    /// A further Kniffel (joker) may only go to these boxes.
    #[error("A further Kniffel must go to: {}.", ids(.boxes.iter().map(|b| b.id())))]
    JokerBoxes { boxes: Vec<BoxId> },

    // ----- Karten-Kniffel -----
    #[error("There is no card {0}: cards show 1 to 6.")]
    NoSuchCard(u8),
    #[error("No hand holds that many cards.")]
    TooManyCards,
    #[error("Discard at most 5 cards.")]
    DiscardTooMany,
    #[error("You do not hold those cards.")]
    NotInHand,
    /// After a play the hand goes back to exactly 5 cards: discard exactly `need`.
    #[error(
        "Discard exactly {need} cards with this play (not {got}): a turn starts with 5 cards."
    )]
    DiscardDownTo5 { need: usize, got: usize },
    /// An exchange would leave more than 10 cards in hand.
    #[error("No more than 10 cards in hand: draw as many as you discard.")]
    HandFull,
    #[error("{} is not on the Karten-Kniffel sheet.", .0.id())]
    NotACardField(BoxId),
    /// An upper field played with no cards or more than five.
    #[error("{} takes 1 to 5 cards.", .0.id())]
    UpperFieldCount(BoxId),
    /// An upper field played with a card of another value.
    #[error("{} takes only cards showing {face}.", .field.id())]
    UpperFieldFace { field: BoxId, face: u8 },
    /// A lower field played with the wrong number of cards.
    #[error("{} needs exactly {needed} cards.", .field.id())]
    LowerFieldCount { field: BoxId, needed: usize },
    /// The right number of cards for a lower field, but not its combination.
    #[error("These cards do not make {}.", .0.id())]
    CardsDontMake(BoxId),
    /// Announce without the option "announce yourself".
    #[error("The app announces the second-to-last field for you.")]
    AppAnnounces,
    #[error("You have already announced.")]
    AlreadyAnnounced,
    #[error("Announce when you are about to fill your second-to-last field.")]
    AnnounceTooEarly,

    // ----- Dice Duel -----
    #[error("Take your second Kniffel chip first.")]
    SecondKniffelChipFirst,
    /// Three rolls made: a chip or the end of the turn is next.
    #[error("No rolls left: take a chip or end the turn.")]
    TakeAChip,
    #[error("Only a Kniffel can claim a set-aside chip.")]
    SetAsideNeedsKniffel,
    #[error("No {} chip has been set aside.", .0.id())]
    NotSetAside(ChipKind),
    #[error("No {} chip is left in the tray.", .0.id())]
    NotInTray(ChipKind),
    #[error("Your dice do not make {}.", .0.id())]
    DiceDontMake(ChipKind),
    /// Ending the turn without a chip while these kinds could be taken.
    #[error("A chip fits your dice, take it: {}.", ids(.kinds.iter().map(|k| k.id())))]
    ChipFits { kinds: Vec<ChipKind> },
}

/// Ids joined by commas, for the developer messages.
fn ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    ids.collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn developer_messages_name_ids_and_count_dice_from_one() {
        let e = RuleError::NoSuchFace {
            die: 0,
            shows: 0,
            kind: DieKind::Six,
        };
        assert_eq!(e.to_string(), "Die 1 shows 0, but it only has 1-6.");
        assert_eq!(
            RuleError::NoSuchDie { die: 5 }.to_string(),
            "There is no die 6."
        );
        let e = RuleError::WrongPlayerCount {
            kind: GameKind::Cards,
            min: 2,
            max: 5,
            got: 6,
        };
        assert_eq!(e.to_string(), "cards is for 2 to 5 players, not 6.");
        let e = RuleError::JokerBoxes {
            boxes: vec![BoxId::Fours, BoxId::Chance],
        };
        assert_eq!(
            e.to_string(),
            "A further Kniffel must go to: fours, chance."
        );
        let e = RuleError::ChipFits {
            kinds: vec![ChipKind::TwoPairs],
        };
        assert_eq!(e.to_string(), "A chip fits your dice, take it: two_pairs.");
    }
}
