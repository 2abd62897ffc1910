//! Why the engine refuses a setup or an action: one variant per reason, carrying the
//! data a message needs. The engine holds rules, not words: the UI says each reason to
//! players in their language (`lang`, `Lang::refusal`). `Display` is an English
//! message for developers (the CLI's `{"error":…}` answers, logs), naming boxes, chips
//! and games by their ids.

use super::dice::DieKind;
use super::duel::chips::ChipKind;
use super::kind::GameKind;
use super::scoresheet::sheet::BoxId;
use thiserror::Error;

/// Why the engine refused a setup or an action; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    // ----- any game -----
    /// An action after the game ended.
    #[error("The game is over.")]
    GameOver,
    /// The action belongs to another game (e.g. `Score` in Karten-Kniffel).
    #[error("That is not a move in this game.")]
    NotAMove,
    /// Undo with no action taken yet.
    #[error("Nothing to undo.")]
    NothingToUndo,

    // ----- setup -----
    /// The game is not for this many players.
    #[error("{} is for {min} to {max} players, not {got}.", .kind.id())]
    WrongPlayerCount {
        /// The game being set up.
        kind: GameKind,
        /// The fewest players it takes.
        min: usize,
        /// The most players it takes.
        max: usize,
        /// How many the setup has.
        got: usize,
    },
    /// A player's name is empty (or only spaces).
    #[error("Every player needs a name.")]
    UnnamedPlayer,
    /// The start player named in the setup is not one of the players.
    #[error("There is no player {player} to start.")]
    NoSuchStartPlayer {
        /// The seat named (0-based).
        player: usize,
    },
    /// Karten-Kniffel with real (typed-in) dice.
    #[error("Karten-Kniffel is played with the app's cards.")]
    CardsNeedTheApp,
    /// A daily challenge that is not one player's game of the daily games (classic
    /// Kniffel, Yatzy, Maxi Yatzy, Generala) with the app's dice on a day written
    /// `YYYY-MM-DD`. (The name is from when the daily was Kniffel only.)
    #[error("The daily challenge is one player's Kniffel, Yatzy, Maxi Yatzy or Generala with the app's dice.")]
    DailyIsSoloKniffel,
    /// A Karten-Kniffel deck given in a known order is not 18 cards of each value.
    #[error("A deck is 18 cards of each value 1 to 6.")]
    BadDeck,

    // ----- dice -----
    /// Holding, scoring or taking a chip before the turn's first roll.
    #[error("Roll the dice first.")]
    NotRolled,
    /// The turn's roll limit is reached.
    #[error("No rolls left this turn.")]
    NoRollsLeft,
    /// A roll (or a chip's 4th roll) with every die held.
    #[error("All dice are held: release one to roll.")]
    AllDiceHeld,
    /// A hold before the turn's first roll.
    #[error("Roll first, then hold dice.")]
    HoldBeforeRoll,
    /// `die` is the 0-based index the action named.
    #[error("There is no die {}.", .die + 1)]
    NoSuchDie {
        /// The die named (0-based).
        die: usize,
    },
    /// `Roll` in a game with real dice.
    #[error("This game uses real dice: enter what they show.")]
    RealDice,
    /// `EnterDice` in a game where the app rolls.
    #[error("The app rolls the dice in this game.")]
    AppRolls,
    /// Real dice typed in: not as many as the game has.
    #[error("Expected {expected} dice, got {got}.")]
    DiceCount {
        /// The dice the game has.
        expected: usize,
        /// The dice typed in.
        got: usize,
    },
    /// Die `die` (0-based) cannot show `shows`.
    #[error(
        "Die {} shows {shows}, but it only has {}-{}.",
        .die + 1,
        .kind.faces().start(),
        .kind.faces().end()
    )]
    NoSuchFace {
        /// The die (0-based).
        die: usize,
        /// The face typed in.
        shows: u8,
        /// The kind of die it is.
        kind: DieKind,
    },

    // ----- the scoresheet games (classic, Extreme) -----
    /// Three rolls made, no chip to buy a fourth.
    #[error("No rolls left: fill a box.")]
    RollsUsedUp,
    /// Three rolls made in Kniffel Extreme, and a chip could buy a fourth.
    #[error("Three rolls are up: hand in a chip for a 4th roll, or fill a box.")]
    ThreeRollsUp,
    /// A chip handed in outside Kniffel Extreme.
    #[error("Chips are part of Kniffel Extreme only.")]
    ChipsExtremeOnly,
    /// A second chip in the same turn.
    #[error("Only one chip per turn.")]
    OneChipPerTurn,
    /// A chip handed in by a player who has none left.
    #[error("No chips left.")]
    NoChipsLeft,
    /// A chip handed in before the three rolls are used.
    #[error("A chip buys a 4th roll: first use your three.")]
    ChipBeforeThirdRoll,
    /// The box is not on this game's sheet (an Extreme box in classic Kniffel).
    #[error("{} is not on this sheet.", .0.id())]
    NotOnSheet(BoxId),
    /// The box (or Karten-Kniffel field) is filled already.
    #[error("{} is already filled.", .0.id())]
    BoxTaken(BoxId),
    /// A further Kniffel (joker) may only go to these boxes.
    #[error("A further Kniffel must go to: {}.", ids(.boxes.iter().map(|b| b.id())))]
    JokerBoxes {
        /// The boxes the Kniffel may fill.
        boxes: Vec<BoxId>,
    },

    // ----- Karten-Kniffel -----
    /// A card value outside 1–6.
    #[error("There is no card {0}: cards show 1 to 6.")]
    NoSuchCard(u8),
    /// More cards named than any hand can hold.
    #[error("No hand holds that many cards.")]
    TooManyCards,
    /// An exchange discarding more than 5 cards.
    #[error("Discard at most 5 cards.")]
    DiscardTooMany,
    /// Cards named that the player on turn does not hold.
    #[error("You do not hold those cards.")]
    NotInHand,
    /// After a play the hand goes back to exactly 5 cards: discard exactly `need`.
    #[error(
        "Discard exactly {need} cards with this play (not {got}): a turn starts with 5 cards."
    )]
    DiscardDownTo5 {
        /// The cards to discard.
        need: usize,
        /// The cards the play discards.
        got: usize,
    },
    /// An exchange would leave more than 10 cards in hand.
    #[error("No more than 10 cards in hand: draw as many as you discard.")]
    HandFull,
    /// A field the Karten-Kniffel sheet does not have (the Chance, the Extreme boxes).
    #[error("{} is not on the Karten-Kniffel sheet.", .0.id())]
    NotACardField(BoxId),
    /// An upper field played with no cards or more than five.
    #[error("{} takes 1 to 5 cards.", .0.id())]
    UpperFieldCount(BoxId),
    /// An upper field played with a card of another value.
    #[error("{} takes only cards showing {face}.", .field.id())]
    UpperFieldFace {
        /// The upper field.
        field: BoxId,
        /// The only value it takes.
        face: u8,
    },
    /// A lower field played with the wrong number of cards.
    #[error("{} needs exactly {needed} cards.", .field.id())]
    LowerFieldCount {
        /// The lower field.
        field: BoxId,
        /// The cards it takes.
        needed: usize,
    },
    /// The right number of cards for a lower field, but not its combination.
    #[error("These cards do not make {}.", .0.id())]
    CardsDontMake(BoxId),
    /// Announce without the option "announce yourself".
    #[error("The app announces the second-to-last field for you.")]
    AppAnnounces,
    /// Announce twice in a turn.
    #[error("You have already announced.")]
    AlreadyAnnounced,
    /// Announce with more than two fields open.
    #[error("Announce when you are about to fill your second-to-last field.")]
    AnnounceTooEarly,

    // ----- Dice Duel -----
    /// Solo: anything but the second chip a Kniffel earned, once the first was taken.
    #[error("Take your second Kniffel chip first.")]
    SecondKniffelChipFirst,
    /// Three rolls made: a chip or the end of the turn is next.
    #[error("No rolls left: take a chip or end the turn.")]
    TakeAChip,
    /// A set-aside chip claimed without a Kniffel.
    #[error("Only a Kniffel can claim a set-aside chip.")]
    SetAsideNeedsKniffel,
    /// A set-aside chip of a kind none was set aside of.
    #[error("No {} chip has been set aside.", .0.id())]
    NotSetAside(ChipKind),
    /// A tray chip of a kind the tray has no more of.
    #[error("No {} chip is left in the tray.", .0.id())]
    NotInTray(ChipKind),
    /// A chip the dice do not qualify for.
    #[error("Your dice do not make {}.", .0.id())]
    DiceDontMake(ChipKind),
    /// Ending the turn without a chip while these kinds could be taken.
    #[error("A chip fits your dice, take it: {}.", ids(.kinds.iter().map(|k| k.id())))]
    ChipFits {
        /// The kinds that could be taken.
        kinds: Vec<ChipKind>,
    },

    // ----- a box order (every scoresheet game) -----
    /// A box order (top-down, bottom-up, a section first) does not allow this box now.
    #[error("Fill the boxes in order: next is {}.", .next.id())]
    OutOfOrder {
        /// The first box (in sheet order) the order allows now.
        next: BoxId,
    },
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
