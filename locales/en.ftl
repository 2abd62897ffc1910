### Pasch: every word the app shows, in English. The reference language: every other
### locales/xx.ftl has exactly these keys, with the same placeholders in each message.
###
### Fluent syntax (https://projectfluent.org/): `key = text`, placeholders `{ $name }`,
### plurals `{ $n -> [one] … *[other] … }` (categories as the language has them: zero,
### one, two, few, many, other; `[0]`, `[1]` match that exact number first). A message is
### a whole sentence; the comment above it names its placeholders and what they hold.
### Translate the text only: keys and `$names` stay as they are. The build checks every
### file against this one and stops with a message when a key or a placeholder differs.
### Game terms stay as on the German score sheets where they are the game's own words:
### Kniffel, Full House, Chance, Highway, Super Chance, the game names.

## This language
# The language's name in itself (for the language switch).
native-name = English

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel and Karten-Kniffel for the whole family – on one device, offline too.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch could not start
start-failed-kept = Something kept the game from loading in this browser. All saved games and scores are still on this device.
start-failed-retry = Reload to try again. If that does not help, update the browser or open Pasch in another one.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch has stopped
crashed-kept = An error stopped the game. Every move up to the last one is saved, and all games and scores are still on this device.
crashed-retry = Reload to play on from there.
home = Home
back = Back
undo = Undo
undo-hint = Take back the last decision
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Nothing to take back – a roll is final
rules = Rules
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Loading the rules …
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = The rules could not be loaded. Please try again when you are online.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = This part of Pasch could not be loaded. Please try again when you are online.
try-again = Try again
settings = Settings
new-game = New game
continue-game = Continue
show-result = See the result
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = The classic: 5 dice, 13 boxes.
game-blurb-extreme = 6 dice incl. a ten-sided one, 22 boxes, chips for a 4th roll.
game-blurb-duel = Roll for chips from the tray.
game-blurb-cards = Kniffel with cards instead of dice.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
# $round (number), $rounds (number)
round-of = Round { $round } of { $rounds }
finished = Finished
saved-game = Saved game
last-game = Last game

## New game
choose-game = Game
players = Players
# $min (number), $max (number)
players-range = { $min } to { $max } players
# $n (number)
default-player-name = Player { $n }
# $n (number)
name-of-player = Name of player { $n }
human = Human
computer = Computer
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Easy
bot-level-normal = Normal
bot-level-strong = Strong
# $n (number)
bot-level-of = Level of player { $n }
# $n (number)
who-plays = Who plays player { $n }?
add-player = Add player
# $name (text)
remove-player = Remove { $name }
house-rules = House rules
rule-set = Rule set
rule-set-kniffel = Kniffel: +50 for a further Kniffel when it goes into its upper box
rule-set-yahtzee = Yahtzee: +100 for every further Kniffel, wherever it goes
joker = Joker: a further Kniffel may be used as a joker in the lower section
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (default)
default-on = (default: ✓)
default-off = (default: –)
dice-source = Dice
app-dice = The app rolls
real-dice = Real dice (score pad): you roll your own dice and tap in the faces
seed = Game number
seed-hint = Leave it empty for new dice. A game's number (shown at its end) brings the same rolls again.
seed-invalid = The game number must be a whole number from 0 up.
start-game = Start game
replaces-saved = The new game replaces the saved game, which is not finished yet.

## The game screen
# $name (text)
turn-of = { $name }'s turn
computer-thinking = The computer is playing …
# $roll (number), $of (number)
roll-button = Roll { $roll } of { $of }
chip-button = Use a chip for a 4th roll
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    }
hint-first-roll = Roll the dice!
hint-hold = Tap dice to hold them and roll again – or fill a box.
hint-pick-box = No rolls left: fill a box.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = A further Kniffel! Allowed: { $boxes }.
# $bonus (number)
bonus-on-the-way = This Kniffel earns a +{ $bonus } bonus.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Die { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Die { $n } (ten-sided): { $value }
# $n (number): the die's position
die-not-rolled = Die { $n }: not rolled yet
# $n (number): the die's position
die-ten-sided-not-rolled = Die { $n } (ten-sided): not rolled yet
held = held
dice-tray = Dice
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-three-of-a-kind = Three of a kind
box-four-of-a-kind = Four of a kind
box-two-pairs = Two pairs
box-three-pairs = Three pairs
box-two-triples = Two triples
box-full-house = Full House
box-big-full-house = Big Full House
box-small-straight = Small straight
box-large-straight = Large straight
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 or less
box-thirty-three-or-more = 33 or more
box-chance = Chance
box-super-chance = Super Chance
# $n (number): points
points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
box-hint-upper = only these faces count
box-hint-three-of-a-kind = 3 equal · sum
box-hint-four-of-a-kind = 4 equal · sum
box-hint-two-pairs = 2 pairs · sum
box-hint-three-pairs = 3 pairs · 35
box-hint-two-triples = 2 × 3 equal · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 in a row · 30
box-hint-large-straight = 5 in a row · 40
box-hint-highway = 6 in a row · 50
box-hint-kniffel = 5 equal · 50
box-hint-kniffel-extreme = 6 equal · 75
box-hint-ten-or-less = sum ≤ 10 · 40
box-hint-thirty-three-or-more = sum ≥ 33 · 40
box-hint-chance = sum
box-hint-super-chance = 2 × sum
upper-section = Upper section
lower-section = Lower section
upper-sum = Upper total
# $at (number), $bonus (number)
bonus = Bonus ({ $at }+: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } of { $at } for the bonus
kniffel-bonus = Kniffel bonus
total = Total
scoresheet = Scoresheet
show-column-of = Sheet of
now-playing = playing

## Real dice (score pad)
enter-title = Tap the faces your real dice show
# $name (text)
enter-for = Roll for { $name } and tap in the faces
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } keeps { $kept } – { $throw ->
        [one] roll the other die for { $name } and tap it in
       *[other] roll the other { $throw } dice for { $name } and tap them in
    }
# $roll (number), $of (number)
enter-button = Enter roll { $roll } of { $of }
# $v (number)
enter-face = Face { $v }
ten-sided-faces = Ten-sided die
clear-entry = Clear
chip-spent-enter = Chip handed in: roll a 4th time and tap in the faces.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Entry { $n }: { $value }
# $n (number): the slot's position
entry-empty = Entry { $n }: empty
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Entry { $n } (ten-sided): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Entry { $n } (ten-sided): empty

## End of game
game-over = Game over
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } wins!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = A tie: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] You scored { $total } point.
       *[other] You scored { $total } points.
    }
rematch = Rematch
ranking = Standings
see-sheet = See the sheets

## Saves and storage
delete = Delete
update-ready = A new version of Pasch is ready.
reload = Reload
later = Later
really-delete = Really delete?

## Settings
language = Language
lang-auto = Like the browser
theme = Colours
theme-system = Like the system
theme-light = Light
theme-dark = Dark
bot-speed = Computer players' pace
bot-speed-normal = Relaxed
bot-speed-fast = Fast

## Settings: sound, shake to roll, vibration
feel-title = Sound and motion
sound-switch = Sound
shake-switch = Shake to roll
vibration-switch = Vibration
feel-hint = The screen stays on during a game.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Who starts?
start-drawn = Draw by lot
# Karten-Kniffel
who-starts-youngest = At the table the youngest begins; the app draws by lot, or you choose. In a rematch the next player begins.
# The dice games
who-starts-highest-roll = At the table the highest roll begins; the app draws by lot, or you choose. In a rematch the next player begins.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } begins.

## The seed at the end
game-number = Game number
game-number-hint = With this game number every roll and every card comes out the same again.
chosen-seed-note = This game was started from a chosen game number: its rolls and cards could be known in advance.
play-again-same = Play this game again
share = Share
copied = Copied.
share-failed = Sharing is not available here – the game number is further down.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · game { $seed } · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }. Can you beat it?

## Keyboard and screen reader

## Keyboard help
keys-title = Keyboard shortcuts
keys-button = Keys
keys-intro = In a game, while you are not typing in a text field:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Roll
keys-hold = Hold or release a die
keys-undo-keys = U or Ctrl+Z
keys-undo = Undo
keys-hint = Hint (Kniffel, Kniffel Extreme)
keys-move = Move through the open boxes
keys-enter-key = Enter
keys-take = Take the box
keys-cards = Karten-Kniffel: choose cards (0 = tenth card)
keys-tab-keys = Tab, Shift+Tab
keys-tab = Next or previous control; Space or Enter presses it
keys-mute = Sound on or off
keys-help = This help (Esc closes it)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } rolled { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } rolled { $dice }, holding { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } took { $what } for { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } took { $what } for { $points } (a chip set aside)
# $name (text)
said-no-chip = { $name } gets no chip
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } exchanged { $cards } card
       *[other] { $name } exchanged { $cards } cards
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } played { $cards } on { $field } for { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = Two pairs
chip-three-of-a-kind = Three of a kind
chip-small-straight = Small straight
chip-flush = Flush
chip-full-house = Full House
chip-four-of-a-kind = Four of a kind
chip-large-straight = Large straight
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, { $left } left
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, set aside
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $left ->
        [0] none left
       *[other] { $left } left
    }
# $left (number)
duel-chips-left = { $left } left
duel-table = Table
duel-tray = Chip tray
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } chip in the tray
       *[other] { $n } chips in the tray
    }
# $round (number)
duel-round = Round { $round }
duel-set-aside-title = Set aside
duel-set-aside-empty = Nothing yet – only a Kniffel can claim these chips.
duel-no-chip-button = No chip – end turn
duel-hint-take = Take a glowing chip – or hold dice and roll again.
duel-hint-take-last = Take a glowing chip.
duel-hint-nothing-yet = No chip fits yet: roll again or end your turn without a chip.
duel-hint-nothing = No chip fits: your turn ends without a chip.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Also fits, but none left: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Take any chip – from the tray or the set-aside chips. Then you play again at once.
       *[other] Take any { $n } chips – from the tray or the set-aside chips. Then you play again at once.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Take your second chip, then you play again at once.
# $name (text)
duel-extra-turn = Kniffel bonus turn: { $name } plays again!
duel-extra-turn-badge = Bonus turn
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = A turn without a chip: { $chip } ({ $value }) is set aside.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = A round without a chip: { $chip } ({ $value }) is set aside.

## The players' chips
duel-players-chips = The players' chips
# $kinds (number)
duel-kinds-progress = { $kinds } of 7 kinds
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = No chips yet
duel-gold = Gold bonus
duel-silver = Silver bonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Full stack
       *[other] { $n } full stacks
    }
duel-full-stacks-row = Full stacks (+30 each)
duel-last-chip = Last chip
duel-chip-values = Chip values

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } took the last chip (+{ $bonus }).
duel-last-chip-set-aside = The last chip was set aside: nobody gets the last-chip bonus.
duel-breakdown = Scores in detail
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } of { $best } points
# $score (number)
duel-best-here = Best on this device: { $score }
duel-new-best = New best!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Pass to { $name }
# $name (text)
pass-tap = { $name }: tap here to see your cards
pass-private = Your cards stay hidden until you tap. Nobody else looks!
# $name (text), $field (field name)
cover-played = { $name } filled { $field }.
# $name (text)
cover-exchanged = { $name } exchanged cards.

## The table
card-table = Card table
# $round (number)
cards-round = Round { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
draw-pile = Draw pile
discard-pile = Discard pile
# $n (number): cards in the pile
draw-pile-name = Draw pile: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
discard-pile-empty = Discard pile: 0 cards
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Discard pile: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, a { $top } on top
# $name (text), $n (number): cards in hand
hand-of = { $name } holds { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
# $name (text)
cards-bot-playing = { $name } is playing …
reshuffled = The draw pile ran out: the discard pile was shuffled into a new draw pile.
reshuffled-short = (discard pile shuffled into a new draw pile)
# $name (text)
one-field-left = { $name } has one field left!
last-round = Last round!
# $name (text)
last-round-why = { $name } has filled every field. The round is played to its end.
recent-moves = Since your last turn
last-moves = Last moves
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $penalty ->
        [one] { $penalty } penalty point
       *[other] { $penalty } penalty points
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: discarded { $discarded }, back to 5 cards

## Back to 5 cards after a play (rules version 2)
discard-down-title = Back to 5 cards
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = You play { $field }. That leaves more than 5 cards: { $need ->
        [one] choose { $need } card
       *[other] choose { $need } cards
    } to discard – your next turn starts with exactly 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } of { $need } chosen
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Discard { $need } and score { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: discarded none, drew { $drawn }
       *[other] { $name }: discarded { $discarded }, drew { $drawn }
    }
# $name (text)
announced-by-app = { $name }: second-to-last field filled – announced by the app
# $name (text)
announced-by-player = { $name } announces: one field left after this
# $name (text), $penalty (number)
missed-news = { $name } forgot to announce: { $penalty ->
        [one] { $penalty } penalty point
       *[other] { $penalty } penalty points
    }

## The hand
# $name (text)
your-hand = { $name }'s hand
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Card { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Card { $n }: { $value }, new
new-card = new
sort-cards = Sort
sort-hint = Always sort the cards by value (off: in the order drawn)
clear-selection = Clear selection
# $n (number)
selected-count = { $n } selected
hand-hint = Tap cards to select them: to play them or to discard them.

## Scoring
score-title = Score
score-select-hint = Select cards – or tap a suggestion.
no-field-fits = These cards fill no open field.
# $n (number)
penalty-points = { $n ->
        [one] { $n } penalty point
       *[other] { $n } penalty points
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $penalty ->
        [one] { $penalty } penalty point
       *[other] { $penalty } penalty points
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } penalty point
       *[other] { $penalty } penalty points
    }
suggestions = Best plays
no-suggestions = No open field fits this hand: exchange cards.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: select the best cards
# $held (number): cards in hand; $penalty (number)
penalty-warning = You hold { $held } cards: scoring now costs { $penalty ->
        [one] { $penalty } penalty point
       *[other] { $penalty } penalty points
    }.

## Exchanging
exchange-title = Exchange
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] No card selected: keep your hand or draw one more.
        [1] Discard the selected card and …
       *[other] Discard the { $discard } selected cards and …
    }
# $n (number)
draw-n = Draw { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
keep-hand = Keep my hand
pass-turn = pass
same-number = the same number
one-more = one more
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Exchange: discard { $discard },
too-many-to-discard = You may discard at most 5 cards.
hand-full = 10 cards in hand: you draw only as many as you discard.
no-undo-after-draw = Exchanging and scoring cannot be undone: the cards drawn would already be known.

## Announcing (house rule)
announce-button = Announce
announce-hint = You have two fields left: announce before you fill the second-to-last one, or get 10 penalty points.
announced-now = Announced! Now fill your second-to-last field.
announce-yourself-option = Announce yourself: whoever does not press “Announce” before their second-to-last field gets 10 penalty points
cards-shuffle = Cards
cards-dealt-by-app = The app shuffles and deals.

## The card sheet
card-field-hint-upper = 1–5 cards of this value
card-field-hint-three-of-a-kind = 5 cards, 3 equal · sum
card-field-hint-four-of-a-kind = 5 cards, 4 equal · sum
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = exactly 4 in a row · 30
card-field-hint-large-straight = 5 in a row · 40
card-field-hint-kniffel = 5 equal · 50
bonus-malus = Bonus 63+: +35 · under 43: −20
# $sum (number)
upper-progress-cards = { $sum } of 63 for the bonus; under 43 costs −20
penalties-row = Penalty points
# $n (number)
penalty-beside = { $n } penalty points beside it
announcement-row = Announcement
announced-mark = announced

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Win chance
win-chance-title = Chance to win now
win-chance-close = Close
win-chance-wait = Working out the chances …
win-chance-failed = The chances could not be worked out.
# Under the chances: how they are worked out.
win-chance-note = Each sheet played on to the end thousands of times with the best strategy.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Win chance, round by round
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Turning point: round { $round }, { $name }'s { $field } for { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = .
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Hint
hint-close = Close hint
hint-title = The best options
# Under the classic hint: what the numbers mean.
hint-exact-note = Computed exactly: the expected final total with the best play from here.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = The strong computer's estimate (not exact): the expected final total.
hint-reroll-all = Reroll all dice
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Keep { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Keep the ten-sided die ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Keep { $dice } and the ten-sided die ({ $ten })
hint-stop = Keep all – stop rolling
# $label (text), $points (number)
hint-box = { $label } for { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } points
hint-roll-first = Roll first, then ask for a hint.
# While the solver works out its table.
solver-preparing = The advisor works out every position (only the first time) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = The strong computer works out its strategy (only the first time) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Skip ahead
solver-failed = The advisor could not be loaded.

## How well did I play
review-title = How well did I play?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } points below perfect play (expected)
# $name (text)
review-perfect = { $name }: played perfectly – no decision cost points.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Round { $round }, { $dice } ({ $rolls-left ->
        [0] after the last roll
        [one] { $rolls-left } roll left
       *[other] { $rolls-left } rolls left
    }): { $chosen } – best was { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Dice luck { $luck } · Choices { $choices } · Expected at the start { $start }
# Under the review of classic Kniffel.
review-exact-note = Computed exactly: the expected final total before every roll and after every choice.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Estimated by the strong computer (not exact): the expected final total before every roll and after every choice.
review-costliest = Costliest decisions
review-luckiest = Luckiest rolls
review-unluckiest = Unluckiest rolls
review-luckiest-draws = Luckiest draws
review-unluckiest-draws = Unluckiest draws
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Round { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Round { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Round { $round }, hand { $cards }: { $chosen } – best was { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Take { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } with { $cards }
# $cards (card values)
review-exchange = Swap { $cards }
# $cards (card values)
review-exchange-one-more = Swap { $cards } and draw one more

## Statistics, history, roll log, daily challenge
statistics = Statistics
high-scores = High scores
history = History
daily-challenge = Daily challenge
play-daily = Play today's challenge
play-daily-again = Again (not counted)
daily-open = Not played yet today.
# $days (number)
streak = { $days ->
        [0] No streak yet: play today to start one.
        [1] Streak: 1 day
       *[other] Streak: { $days } days in a row
    }
with-bots = Games with computer players
with-hints = Games with hints
bot-mark = with computer
hint-mark = with hints
real-dice-mark = real dice
daily-mark = daily
no-games-yet = No finished games of this kind yet.
col-player = Player
col-games = Games
col-wins = Wins
col-best = Best
col-average = Average
col-worst = Worst
col-kniffels = Kniffels rolled
col-upper-bonus = Upper bonus
col-chips = Chips
col-duel-bonus = Bonus points
col-penalties = Penalties
col-score = Score
col-date = Date
scores-over-time = Scores over time
score-histogram = How often each score
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = from { $from } points: { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
open-game = View
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = View { $game } { $date }
close = Close
step-first = First move
step-prev = Previous move
step-next = Next move
step-last = Last move
# $n (number), $of (number)
step-of = Move { $n } of { $of }
roll-log = Roll log
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, roll { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, roll { $roll }: { $dice } (kept: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } exchanges { $cards } card
       *[other] { $name } exchanges { $cards } cards
    }
# $name (text)
log-no-chip = { $name }: no chip
log-empty = Nothing rolled yet.
players-title = Rename or merge players
rename-hint = A name that exists already merges the two (for a typo).
new-name = New name
rename = Rename
# $n (number)
renamed = Renamed: { $n }
export-import = Export and import
export-stats = Export statistics
import-stats = Import statistics
reset-stats = Reset statistics
reset-confirm = Really delete all finished games and statistics?
yes-delete = Yes, delete
cancel = Cancel

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = This browser does not allow saving here (private window?). You can play on, but the game is lost when the page is closed.
storage-full = The browser's storage is full: the game is not being saved right now. You can play on; free some space to save again.
storage-blocked = The old, unreadable save could not be backed up, so it is not overwritten: the new game is not being saved.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = The browser's storage does not take finished games right now: { $waiting ->
        [one] { $waiting } game for the statistics waits
       *[other] { $waiting } games for the statistics wait
    } in this window to be stored as soon as it works again. Keep this window open until then.
settings-not-stored = The settings could not be saved: they apply until the page is closed.

## Kept aside
backup-title-game = A saved game could not be loaded
backup-title-statistics = Part of the statistics could not be read
backup-reason-newer = It comes from a newer version of Pasch. Once the app is updated it can be opened again.
backup-reason-damaged = It is damaged or was changed by hand.
backup-kept-game = Nothing was deleted: the save is kept safe (Settings) and you can download it.
backup-kept-statistics = Nothing was deleted: every other game is in the statistics, and what could not be read is kept safe (Settings); you can download it.
download-backup-game = Download the save
download-backup-statistics = Download the statistics
backups-title = Kept aside
no-backups = Every saved game and result could be read: nothing needed keeping safe.
backup-kind-game = Saved game
backup-kind-statistics = Statistics
backup-kind-finished-game = Finished game of the statistics
backup-state-yes = this version can open it again
backup-state-newer = from a newer version
backup-state-damaged = damaged
open-again = Open again
# $total (number): games
reopened-all = Back in the statistics: { $total ->
        [one] { $total } game
       *[other] { $total } games
    }.
# $stored (number), $total (number): games
reopened-some = Back in the statistics: { $stored } of { $total ->
        [one] { $total } game
       *[other] { $total } games
    }. The storage is full; the rest stays kept aside.

## Other windows
continued-elsewhere = This game went on in another window: it is shown here as it stands now.
replaced-elsewhere = A new game was started in another window: it is shown here now.
newer-elsewhere = A newer version of Pasch saved the game in another window. Please reload this page; until then nothing is saved here.

## Asking before a game is replaced
replace-title = End the game in progress?
# $game (text)
replace-text = { $game } is not finished yet. The new game replaces it, and it does not count in the statistics.
replace-yes = Start the new game
replace-no = Keep my game

## The room in storage
storage-title = Storage
# $percent (number)
storage-used = { $percent } % of the room for Pasch in this browser is used.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } game
       *[other] { $total } games
    } finished and kept.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } game
       *[other] { $total } games
    } finished and kept, { $lean } of them without their moves: those made room, the results still count.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] To make room, the moves of 1 older game were removed just now; its result stays in the statistics.
       *[other] To make room, the moves of { $n } older games were removed just now; their results stay in the statistics.
    }
storage-persistent = The browser keeps this data for good.
storage-best-effort = The browser may clear this data when it runs out of space. Installed as an app, Pasch is safer; export the statistics now and then.
# $more (number)
show-older-games = Show older games ({ $more } more)
moves-made-room = This game's moves made room; its result still counts.
moves-unreadable = This version cannot replay this game's moves; its result still counts.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = This game is not being saved yet: the last finished game is not in the statistics yet, and its save is its only copy. This game is saved as soon as the storage takes the finished game (tried after every move).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } game from a newer version of Pasch is kept for that version; it counts here once this app is updated.
       *[other] { $n } games from a newer version of Pasch are kept for that version; they count here once this app is updated.
    }
# $date (text): the day Pasch asked
persist-granted = On { $date } Pasch asked the browser to keep this data for good: it agreed.
# $date (text): the day Pasch asked
persist-declined = On { $date } Pasch asked the browser to keep this data for good: it declined.
# $date (text): the day Pasch asked
persist-unanswered = On { $date } Pasch asked the browser to keep this data for good: no answer yet.
persist-not-asked = Pasch asks the browser once to keep this data for good, when there are finished games to keep.
persist-unsupported = This browser cannot be asked to keep this data for good.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = The name of player { $n } is too long: at most { $max } characters. Please shorten it.
# $max (number): characters
new-name-too-long = The new name is too long: at most { $max } characters. Nothing was renamed.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Renamed in { $total ->
        [one] { $total } game
       *[other] { $total } games
    }, but the storage took only { $stored }: { $waiting } still carry the old name in storage. They are stored as soon as the storage works again; keep this window open until then.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Import refused: The file is too large ({ $size } MB; at most { $max } MB). A Pasch statistics file is much smaller. Nothing was changed.
import-unreadable = Import refused: The file could not be read. Nothing was changed.
import-refused-not-pasch = Import refused: This is not a Pasch statistics file. Nothing was changed.
import-refused-newer = Import refused: The file is from a newer version of Pasch. Nothing was changed.
# $total (number): the games of the file
import-nothing-new-intact = 0 games imported: every game of the file is here already ({ $total ->
        [one] { $total } game
       *[other] { $total } games
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 games imported: every game of the file is here already ({ $total ->
        [one] { $total } game
       *[other] { $total } games
    }). { $damaged ->
        [one] { $damaged } game of the file is damaged and left out.
       *[other] { $damaged } games of the file are damaged and left out.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = The file holds { $total ->
        [one] { $total } game
       *[other] { $total } games
    }: { $new } new, { $already } here already. No game here is removed or changed.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = The file holds { $total ->
        [one] { $total } game
       *[other] { $total } games
    }: { $new } new, { $already } here already. { $damaged ->
        [one] { $damaged } game of the file is damaged and left out.
       *[other] { $damaged } games of the file are damaged and left out.
    } No game here is removed or changed.
# $n (number): games
import-games = Import { $n ->
        [one] { $n } game
       *[other] { $n } games
    }
# $done (number), $total (number)
import-reading = Reading the file … { $done } of { $total }
# $done (number), $total (number)
import-storing = Storing the games … { $done } of { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } game
       *[other] { $stored } games
    } imported.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored } of { $wanted ->
        [one] { $wanted } game
       *[other] { $wanted } games
    } imported: the browser's storage is full. No game here was removed; the rest of the file can be imported later.

## Import: how far it is, the room it fills, long names
import-opening = Opening the file …
import-progress = Import of the statistics
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 games imported: { $damaged ->
        [one] the file's only game is
       *[other] all { $damaged } games of the file are
    } damaged (unreadable, or longer than any game of Pasch). Nothing was changed.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored } of { $wanted ->
        [one] { $wanted } game
       *[other] { $wanted } games
    } imported: the storage for statistics is full (the rest is kept for the running game and the games to come). No game here was removed.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] One name is
       *[other] { $n } names are
    } longer than { $max } characters: shortened to { $max }.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = The game is over.
refusal-not-a-move = That is not a move in this game.
refusal-nothing-to-undo = Nothing to undo.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } is for { $min } to { $max } players, not { $got }.
refusal-unnamed-player = Every player needs a name.
refusal-no-such-start-player = The start player must be one of the players.
refusal-cards-need-the-app = Karten-Kniffel is played with the app's cards.
refusal-daily-is-solo-kniffel = The daily challenge is one player's Kniffel, Yatzy, Maxi Yatzy or Generala with the app's dice.
refusal-bad-deck = A deck is 18 cards of each value 1 to 6.
refusal-not-rolled = Roll the dice first.
refusal-no-rolls-left = No rolls left this turn.
refusal-all-dice-held = All dice are held: release one to roll.
refusal-hold-before-roll = Roll first, then hold dice.
# $n (number): the die's position
refusal-no-such-die = There is no die { $n }.
refusal-real-dice = This game uses real dice: enter what they show.
refusal-app-rolls = The app rolls the dice in this game.
# $expected (number), $got (number): dice
refusal-dice-count = Expected { $expected } dice, got { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Die { $n } shows { $shows }, but it only has { $low }-{ $high }.
refusal-rolls-used-up = No rolls left: fill a box.
refusal-three-rolls-up = Three rolls are up: hand in a chip for a 4th roll, or fill a box.
refusal-chips-extreme-only = Chips are part of Kniffel Extreme only.
refusal-one-chip-per-turn = Only one chip per turn.
refusal-no-chips-left = No chips left.
refusal-chip-before-third-roll = A chip buys a 4th roll: first use your three.
# $field (box name)
refusal-not-on-sheet = { $field } is not on this sheet.
# $field (box name)
refusal-box-taken = { $field } is already filled.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = A further Kniffel must go to: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = There is no card { $value }: cards show 1 to 6.
refusal-too-many-cards = No hand holds that many cards.
refusal-discard-too-many = Discard at most 5 cards.
refusal-not-in-hand = You do not hold those cards.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Discard exactly { $need } cards with this play (not { $got }): a turn starts with 5 cards.
refusal-hand-full = No more than 10 cards in hand: draw as many as you discard.
# $field (field name)
refusal-not-a-card-field = { $field } is not on the Karten-Kniffel sheet.
# $field (field name)
refusal-upper-field-count = { $field } takes 1 to 5 cards.
# $field (field name), $face (number)
refusal-upper-field-face = { $field } takes only cards showing { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = { $field } needs exactly { $needed } cards.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = { $field } needs { $needs }.
refusal-app-announces = The app announces the second-to-last field for you.
refusal-already-announced = You have already announced.
refusal-announce-too-early = Announce when you are about to fill your second-to-last field.
refusal-second-kniffel-chip-first = Take your second Kniffel chip first.
refusal-take-a-chip = No rolls left: take a chip or end the turn.
refusal-set-aside-needs-kniffel = Only a Kniffel can claim a set-aside chip.
# $chip (chip name)
refusal-not-set-aside = No { $chip } chip has been set aside.
# $chip (chip name)
refusal-not-in-tray = No { $chip } chip is left in the tray.
# $chip (chip name)
refusal-dice-dont-make = Your dice do not make { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = A chip fits your dice, take it: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = three equal cards
field-needs-four-of-a-kind = four equal cards
field-needs-full-house = three equal cards and two equal cards of another value
field-needs-small-straight = four consecutive values (1-2-3-4, 2-3-4-5 or 3-4-5-6)
field-needs-large-straight = five consecutive values (1-2-3-4-5 or 2-3-4-5-6)
field-needs-kniffel = five equal cards

## Own phones at the table (issue 28)
own-phone = Own phone
phones-title = Players on their own phones
phones-help = Each phone opens its invitation (scan the QR code with the camera, or open the link), then shows an answer: scan it here or type its code. The game starts when every phone is connected.
# $name (text)
invite-player = Invite { $name }
# $name (text)
qr-invite-alt = QR code to invite { $name }
# $name (text)
invitation-link-for = Invitation link for { $name }
# $name (text)
invitation-code-for = Invitation code for { $name }
# $name (text)
answer-code-from = Answer code from { $name }
# $name (text)
connect-player = Connect { $name }
# $name (text)
scan-answer-of = Scan { $name }'s answer
# $name (text)
play-here = Play { $name } here
preparing-invitation = Preparing the invitation …
connecting-phone = Connecting …
# $name (text)
phone-connected = { $name } is connected.
# $name (text)
phone-unreachable = { $name }'s phone could not be reached: both devices must be on the same Wi-Fi; guest networks often keep devices apart. Try a new invitation, or play this seat here.
# $name (text)
not-an-answer = That is not an answer code from { $name }'s phone.
no-webrtc = This browser cannot connect to phones. Play this seat here.
scan-invitation = Scan the invitation
new-invitation = New invitation
join-table = Join a table
join-help = Scan the table's invitation with the camera, or type its invitation code here.
invitation-code = Invitation code
join = Join
not-an-invitation = That is not an invitation code.
answer-code = Answer code
qr-answer-alt = QR code of your answer
answer-help = Show this answer to the table: scan it there, or type the answer code into the table.
connected-to-table = Connected to the table
# $name (text)
playing-as = You play { $name }.
waiting-for-table = Waiting for the table …
table-lost = The connection to the table is lost. Scan a new invitation from the table to play on.
phone-unreachable-here = The table could not be reached: both devices must be on the same Wi-Fi; guest networks often keep devices apart.
other-build = This phone runs another version of Pasch than the table. Reload, then join again.
not-your-turn = It is not your turn.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = The game had moved on before your tap reached the table, so it did nothing. Here is the game as it is now.
leave-table = Leave the table
next-game-at-table = The next game is started at the table. Your own game on this phone stays as it was.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = The code is empty: paste or type it first.
# $char (text): the character that no code has
code-foreign = This is not a Pasch code: it contains “{ $char }”.
code-truncated = This code is incomplete. Copy it again, whole.
code-damaged = This code is damaged or incomplete. Copy it again, whole.
code-other-version = This code comes from another version of Pasch. Reload Pasch on both devices, then make a new code.
code-not-an-invitation = This is an answer code, not an invitation. Enter the code the table shows.
code-not-an-answer = This is an invitation, not an answer code. Enter the code the phone shows.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = This browser's connection data lacks { $part }: it cannot pair this way. Try another browser.
code-no-address = This device has no network address. Connect it to the same Wi-Fi as the other device.
code-too-long-for-qr = The code is too long for a QR code. Use the code as text instead.
scanner-stop = Stop the camera
scanner-camera = Camera
scanner-looking = Hold the QR code in front of the camera.
scanner-no-camera = This device has no camera that the browser can use. Type the code instead.
scanner-refused = The camera may not be used. Allow it in the browser's settings, or type the code instead.
scanner-failed = The camera could not be started. Type the code instead.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = { $name }'s phone is out of reach. The game goes on; it gets the game again when it is back.
table-away = The table is out of reach. Waiting for it to come back …
scanner-no-reader = The QR reader could not be started. Type the code instead.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } played best; { $lucky } had the better dice.
# $name (text)
review-summary-both = { $name } played best and had the better dice.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } played best; { $lucky } had the better cards.
# $name (text)
review-summary-both-cards = { $name } played best and had the better cards.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } played perfectly.
        [1] { $name } played very well.
        [2] { $name } played well.
       *[other] { $name } left a good few points on the table.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] The dice were kind.
        [1] The dice were about average.
       *[other] The dice were unkind.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] The cards were kind.
        [1] The cards were about average.
       *[other] The cards were unkind.
    }
# The disclosure that holds the review's numbers.
review-numbers = Show the numbers
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Start this game again
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Back to the daily challenge
# The daily challenge's screen: whose challenge it is.
daily-name = Your name
# $points (number)
daily-best = { $points ->
        [one] Your best daily: { $points } point
       *[other] Your best daily: { $points } points
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: no chip
# Over the table when five alike are scored.
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Pip, Daisy, Benny, Lulu
computer-names-normal = Sam, Rosie, Max, Olive
computer-names-strong = Ada, Albert, Grace, Oscar
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Computer (easy)
seat-computer-normal = Computer (normal)
seat-computer-strong = Computer (strong)
# The new-game screen's disclosure of house rules and the game number.
more-options = More options
more-options-what = House rules, game number
# $names (text)
players-kept-aside = { $names }: kept aside. They come back when you choose a game for more players.
# The statistics before any game is finished: a sentence and a button.
stats-empty = No finished games yet. Play one, and your scores, high scores and charts appear here.
stats-empty-play = Play a game
stats-by-player = Scores by player
# Above the statistics table when it is wider than the screen.
table-scrolls = Swipe sideways to see every column →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Cards played
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Keep the { $face } and roll the others again
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Keep the { $count ->
        [2] two
        [3] three
       *[other] four
    } { $face }s and roll again
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Keep { $dice } and roll again
hint-plain-roll-all = Roll all the dice again
hint-plain-stop = Keep them all and choose a box
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Keep the ten-sided die ({ $ten }) and roll the others again
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Keep { $dice } and the ten-sided die ({ $ten }) and roll again
# $label (text): the box to fill
hint-plain-take = Take { $label }
# $label (text): the box to cross out
hint-plain-strike = Cross out { $label } (0 points)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Details: expected points
# Under the Hint's advice.
hint-tap-to-apply = Tap a line to hold those dice or find that box.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = The hint says: keep this die
# Screen readers, after a box's name while the Hint advises it.
box-advised = The hint says: take this box
# The Roll button once the turn has no roll left.
roll-none-left = No rolls left
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Fill a box – or use a chip for one more roll.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = The Nordic game: 5 dice, 15 boxes, pairs count their dice.
game-blurb-maxi-yatzy = 6 dice, 20 boxes; unused rolls carry over.
game-blurb-generala = The Latin American game: a Generala on the first roll wins at once.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = One pair
box-five-of-a-kind = Five of a kind
box-full-straight = Full straight
box-villa = Villa
box-tower = Tower
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Straight
box-generala = Generala
box-double-generala = Double Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 equal · their sum
box-hint-two-pairs-sum = 2 different pairs · their sum
box-hint-three-pairs-sum = 3 different pairs · their sum
box-hint-three-equal-sum = 3 equal · their sum
box-hint-four-equal-sum = 4 equal · their sum
box-hint-five-equal-sum = 5 equal · their sum
box-hint-full-house-sum = 3 + 2 · their sum
box-hint-villa-sum = 3 + 3 · their sum
box-hint-tower-sum = 4 + 2 · their sum
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 equal · 50
box-hint-maxi-yatzy = 6 equal · 100
box-hint-generala-straight = 5 in a row · 20, on the first roll 25
box-hint-generala-full-house = 3 + 2 · 30, on the first roll 35
box-hint-generala-four = 4 equal · 40, on the first roll 45
box-hint-generala = 5 equal · 50; on the first roll it wins the game
box-hint-double-generala = a second Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Five equal dice also count as a full house
rule-four-equal-two-pairs = Four equal dice also count as two pairs
rule-forced-order = Fill the boxes in order, from top to bottom
rule-maxi-bonus-50 = Smaller bonus: 50 at 75 or more (instead of 100 at 84)
rule-saved-rolls = Saved rolls: unused rolls carry over to later turns
rule-straight-wrap = A straight may run round the 1 (3-4-5-6-1)
rule-double-generala = Play with the Double Generala box
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } saved roll
       *[other] { $n } saved rolls
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: made on the first roll
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } threw a Generala on the first roll and wins the game!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Fill the boxes in order: next is { $field }.

## issue 39: daily challenge and statistics
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Today's game
# $game (text: the game's name)
daily-game-hint = Today everyone who plays { $game } throws the same dice: one game, alone. The first try counts.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = Today: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · your { $game } average: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Won at once by a Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Daily { $date } · { $game } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: forced box orders
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Box order
box-order-free = Free: any open box
box-order-top-down = Top down: one box after the other, from the top
box-order-bottom-up = Bottom up: one box after the other, from the bottom
box-order-upper-first = Upper section first, then the lower section
box-order-lower-first = Lower section first, then the upper section
# Under the dice while a section must be filled first.
hint-upper-first = Upper section first: fill one of its boxes.
hint-lower-first = Lower section first: fill one of its boxes.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Same dice for everyone
# Under the switch.
same-dice-hint = Everyone's turn throws the same dice: keep alike, get alike. Luck is the same for all; only the decisions differ.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Same dice
# The end screen's collapsed section of a Duplicate game.
dup-title = Decisions compared
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } kept { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } kept { $dice } and the ten-sided die ({ $ten })
# $name (text)
dup-rerolled = { $name } threw all dice again
# $name (text), $field (box name)
dup-took = { $name } took { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Round { $round }: { $first }, { $second }: { $better }'s choice was worth { $worth } more
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Round { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Top (perfect play on the same dice): { $points }
dup-alike = On the same dice everyone decided alike, or equally well.
dup-note-exact = Worth: the expected points of each choice by the exact advisor, each in the player's own position.
dup-note-plain = This game has no exact advisor: the choices are listed without their worth.
## issue 40: kids' mode
# The switch in a person's row of the new game: this player types each box's points.
counts-self = Counts for themselves
# The textbox of kids' mode, for a box, the upper total or the bonus.
# $field (box name)
sum-your-points = Your points for { $field }
# The button that checks the typed points.
sum-check = Check
# Praise when the typed points are right.
# $points (number)
sum-right = { $points ->
        [one] Right! { $points } point.
       *[other] Right! { $points } points.
    }
# Before a hint: the first answer was wrong.
sum-not-yet = Not quite.
# Hint for an upper box. $face (number): the face the box collects, $count (number): how many dice show it
sum-hint-count = Count the dice showing { $face }: how many are there? { $face } × { $count } = ?
# Hint: all dice added up. $dice (text: the dice with + between them)
sum-hint-all = Add up all the dice: { $dice } = ?
# Hint: only the dice that make the box (pairs, kinds, houses). $dice (text: the dice with + between them)
sum-hint-some = Add up only the dice that make it: { $dice } = ?
# Hint for Super Chance. $dice (text: the dice with + between them)
sum-hint-twice = Add up all the dice, then double it: 2 × ({ $dice }) = ?
# Hint for a box of fixed value (full house, straights, Kniffel).
sum-hint-fixed = This box always gives the same points, whatever the dice: the sheet says how many.
# Generala: a box made on the first roll. $bonus (number)
sum-hint-served = This box gives its fixed points, and { $bonus } more because it came on the first roll.
# Hint when the dice do not fit the box.
sum-hint-zero = Do the dice fit this box? If they don't, it gives 0.
# Hint for the upper total. $sums (text: the upper boxes' points with + between them)
sum-hint-upper = Add up the upper boxes: { $sums } = ?
# Hint for the bonus. $at (number), $bonus (number)
sum-hint-bonus = Is the upper total { $at } or more? Then the bonus is { $bonus }, otherwise 0.
# The answer after a second wrong try, with a sum. $points (number), $how (text: a sum such as 4 × 3 = 12)
sum-answer = It's { $points }: { $how }.
# The answer for a box of fixed value. $points (number)
sum-answer-fixed = It's { $points }: this box always gives { $points }.
# Generala: the answer for a box made on the first roll. $points (number), $base (number), $bonus (number)
sum-answer-served = It's { $points }: { $base } and { $bonus } more for the first roll.
# The answer when the dice do not fit the box.
sum-answer-zero = It's 0: the dice don't fit this box.
# The answer for the bonus. $points (number), $total (number), $at (number)
sum-answer-bonus = It's { $points }: the upper total is { $total }, the bonus needs { $at }.
# The bonus as the kids' mode textbox names it ("Your points for Bonus").
sum-bonus = Bonus
# Once a kids'-mode player's upper section is full. $name (text)
sum-upper-full = { $name }, your upper section is full: add it up!
# Statistics: the heading of kids' mode's figures.
sums-right-first = Sums right the first time
# Statistics: one player's or one month's share. $right (number), $asked (number), $percent (number)
sums-share = { $right } of { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Fair start
# Under the switch.
fair-start-what = Each player starts ahead by the points they lose on average against perfect play (their last 20 games of this game, reviewed by the coach), less what the best player at the table loses.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Fair start: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = Measuring the last games…
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } has no reviewed games of this game yet and starts at 0.
# The number field of one player.
# $name (text)
head-start-for = Head start for { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Head start
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Without head starts: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Tournament
tour-intro = 4 to 24 players at tables of three or four (two only with five players), drawn anew each round so that everyone meets others. Each table plays two games: one in free order, one in a forced order.
tour-new = New tournament
tour-list = Your tournaments
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Computer
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Computer plays { $name }
tour-names-hint = Names from the statistics are offered as you type.
# $min (number), $max (number)
tour-error-players = A tournament takes { $min } to { $max } players.
tour-error-name = Every player needs a name.
# $name (text)
tour-error-same-name = Two players are called { $name }.
tour-rounds = Rounds
tour-draw = Draw the tables
# $n (number)
tour-table = Table { $n }
tour-order-free = Free order
tour-order-top-down = Forced order: top to bottom
tour-order-bottom-up = Forced order: bottom to top
tour-order-upper-first = Forced order: upper section first
tour-order-lower-first = Forced order: lower section first
tour-play = Play
tour-type-in = Type in
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Points of { $name }
tour-save-points = Save
tour-in-play = Being played in Pasch
tour-standings = Standings
tour-col-place = Place
tour-col-player = Player
tour-col-points = Points
tour-col-wins = Wins
tour-col-played = Games
tour-playoff = Play-off
# $names (text: the tied players' names)
tour-playoff-intro = { $names } are tied for first place. Each throws all five dice in turn until someone throws five equal.
tour-playoff-throw = Throw the dice
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } threw five dice showing { $face } on throw { $throws } and wins the play-off.
# $name (text)
tour-winner = { $name } wins the tournament!
tour-print = Print
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Tournament { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } points, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
tour-back = Back to the tournament
tour-not-saved = The tournament could not be saved: the browser's storage is full or blocked. It stays open here, and the next change tries again.
## issue 39: statistics column names
# The statistics' column of five equal dice, headed as each game's sheet names the box.
col-yatzys = Yatzys rolled
col-maxi-yatzys = Maxi Yatzys rolled
col-generalas = Generalas rolled
