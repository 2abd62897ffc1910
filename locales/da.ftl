### Pasch: alle ord i appen, på dansk. Oversat fra locales/en.ftl (referencen): samme
### nøgler, samme pladsholdere i hver besked.
###
### Fluent-syntaks (https://projectfluent.org/): `nøgle = tekst`, pladsholdere `{ $name }`,
### flertal `{ $n -> [one] … *[other] … }` (på dansk `one` for 1, `other` for alt andet;
### `[0]`, `[1]` rammer først netop det tal). En besked er en hel sætning; kommentaren over
### den navngiver pladsholderne og hvad de indeholder (den læses af bygningen: lad den stå).
### Oversæt kun teksten: nøgler og `$names` bliver, som de er.
### Spiltermer som på de danske Yatzy-blokke: Enere … Seksere, Sum, Bonus, 1 par, 2 par,
### 3 par, 3 ens, 4 ens, 5 ens, Lille straight, Stor straight, Fuld straight, Hus, Villa,
### Tårn, Chance, Yatzy, Maxi Yatzy. Spillenes navne og Kniffels egne ord (Kniffel,
### Kniffel Extreme, Karten-Kniffel, Highway, Super Chance) bliver stående.
### Et felt på blokken hedder »felt« i alle spil; du-form, venlig og ligetil.

## This language
# The language's name in itself (for the language switch).
native-name = Dansk

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel og Karten-Kniffel for hele familien – på én enhed, også offline.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch kunne ikke starte
start-failed-kept = Noget forhindrede spillet i at blive indlæst i denne browser. Alle gemte spil og resultater er stadig på denne enhed.
start-failed-retry = Genindlæs siden for at prøve igen. Hjælper det ikke, så opdater browseren, eller åbn Pasch i en anden browser.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch er stoppet
crashed-kept = En fejl stoppede spillet. Hvert træk frem til det sidste er gemt, og alle spil og resultater er stadig på denne enhed.
crashed-retry = Genindlæs siden for at spille videre derfra.
home = Start
back = Tilbage
undo = Fortryd
undo-hint = Fortryd den sidste beslutning
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Intet at fortryde – et slag er endeligt
rules = Regler
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Indlæser reglerne …
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = Reglerne kunne ikke indlæses. Prøv igen, når du er online.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = Denne del af Pasch kunne ikke indlæses. Prøv igen, når du er online.
try-again = Prøv igen
settings = Indstillinger
new-game = Nyt spil
continue-game = Fortsæt
show-result = Se resultatet
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Klassikeren: 5 terninger, 13 felter.
game-blurb-extreme = 6 terninger, heraf en tisidet, 22 felter, jetoner til et 4. slag.
game-blurb-duel = Slå om jetonerne i bakken.
game-blurb-cards = Kniffel med kort i stedet for terninger.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } spiller
       *[other] { $n } spillere
    }
# $round (number), $rounds (number)
round-of = Runde { $round } af { $rounds }
finished = Afsluttet
saved-game = Gemt spil
last-game = Sidste spil

## New game
choose-game = Spil
players = Spillere
# $min (number), $max (number)
players-range = { $min } til { $max } spillere
# $n (number)
default-player-name = Spiller { $n }
# $n (number)
name-of-player = Navn på spiller { $n }
human = Menneske
computer = Computer
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Let
bot-level-normal = Normal
bot-level-strong = Stærk
# $n (number)
bot-level-of = Niveau for spiller { $n }
# $n (number)
who-plays = Hvem er spiller { $n }?
add-player = Tilføj spiller
# $name (text)
remove-player = Fjern { $name }
house-rules = Husregler
rule-set = Regelsæt
rule-set-kniffel = Kniffel: +50 for endnu en Kniffel, når den sættes i sit øvre felt
rule-set-yahtzee = Yahtzee: +100 for hver ekstra Kniffel, uanset hvor den sættes
joker = Joker: endnu en Kniffel må bruges som joker i den nedre del
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (standard)
default-on = (standard: ✓)
default-off = (standard: –)
dice-source = Terninger
app-dice = Appen slår
real-dice = Rigtige terninger (pointblok): I slår selv og taster øjnene ind
seed = Spilnummer
seed-hint = Lad det stå tomt for nye slag. Et spils nummer (vises til sidst) giver de samme slag igen.
seed-invalid = Spilnummeret skal være et helt tal fra 0 og op.
start-game = Start spillet
replaces-saved = Det nye spil erstatter det gemte spil, som ikke er færdigt endnu.

## The game screen
# $name (text)
turn-of = { $name } har turen
computer-thinking = Computeren spiller …
# $roll (number), $of (number)
roll-button = Slag { $roll } af { $of }
chip-button = Brug en jeton til et 4. slag
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } jeton
       *[other] { $n } jetoner
    }
hint-first-roll = Slå med terningerne!
hint-hold = Tryk på terninger for at holde dem, og slå igen – eller udfyld et felt.
hint-pick-box = Ingen slag tilbage: udfyld et felt.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Endnu en Kniffel! Tilladt: { $boxes }.
# $bonus (number)
bonus-on-the-way = Denne Kniffel giver +{ $bonus } i bonus.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Terning { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Terning { $n } (tisidet): { $value }
# $n (number): the die's position
die-not-rolled = Terning { $n }: ikke slået endnu
# $n (number): the die's position
die-ten-sided-not-rolled = Terning { $n } (tisidet): ikke slået endnu
held = holdt
dice-tray = Terninger
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel), named as the
# Danish Yatzy sheets name them; Kniffel's own words stay (Kniffel, Highway, Super Chance).
box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-three-of-a-kind = 3 ens
box-four-of-a-kind = 4 ens
box-two-pairs = 2 par
box-three-pairs = 3 par
box-two-triples = 2 × 3 ens
box-full-house = Hus
box-big-full-house = Stort hus
box-small-straight = Lille straight
box-large-straight = Stor straight
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 eller mindre
box-thirty-three-or-more = 33 eller mere
box-chance = Chance
box-super-chance = Super Chance
# $n (number): points
points = { $n ->
        [one] { $n } point
       *[other] { $n } point
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
box-hint-upper = kun disse øjne tæller
box-hint-three-of-a-kind = 3 ens · sum
box-hint-four-of-a-kind = 4 ens · sum
box-hint-two-pairs = 2 par · sum
box-hint-three-pairs = 3 par · 35
box-hint-two-triples = 2 × 3 ens · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 i træk · 30
box-hint-large-straight = 5 i træk · 40
box-hint-highway = 6 i træk · 50
box-hint-kniffel = 5 ens · 50
box-hint-kniffel-extreme = 6 ens · 75
box-hint-ten-or-less = sum ≤ 10 · 40
box-hint-thirty-three-or-more = sum ≥ 33 · 40
box-hint-chance = sum
box-hint-super-chance = 2 × sum
upper-section = Øvre del
lower-section = Nedre del
upper-sum = Sum
# $at (number), $bonus (number)
bonus = Bonus ({ $at }+: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } af { $at } til bonus
kniffel-bonus = Kniffel-bonus
total = Total
scoresheet = Pointblok
show-column-of = Blok for
now-playing = på tur

## Real dice (score pad)
enter-title = Tryk på de øjne, dine rigtige terninger viser
# $name (text)
enter-for = Slå for { $name }, og tast øjnene ind
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } beholder { $kept } – { $throw ->
        [one] slå den sidste terning for { $name }, og tast den ind
       *[other] slå de { $throw } andre terninger for { $name }, og tast dem ind
    }
# $roll (number), $of (number)
enter-button = Indtast slag { $roll } af { $of }
# $v (number)
enter-face = Øjental { $v }
ten-sided-faces = Tisidet terning
clear-entry = Ryd
chip-spent-enter = Jeton brugt: slå en 4. gang, og tast øjnene ind.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Indtastning { $n }: { $value }
# $n (number): the slot's position
entry-empty = Indtastning { $n }: tom
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Indtastning { $n } (tisidet): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Indtastning { $n } (tisidet): tom

## End of game
game-over = Spillet er slut
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } vinder!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Uafgjort: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Du fik { $total } point.
       *[other] Du fik { $total } point.
    }
rematch = Omkamp
ranking = Stilling
see-sheet = Se blokkene

## Saves and storage
delete = Slet
update-ready = En ny version af Pasch er klar.
reload = Genindlæs
later = Senere
really-delete = Virkelig slette?

## Settings
language = Sprog
lang-auto = Som browseren
theme = Farver
theme-system = Som systemet
theme-light = Lys
theme-dark = Mørk
bot-speed = Computerspillernes tempo
bot-speed-normal = Roligt
bot-speed-fast = Hurtigt

## Settings: sound, shake to roll, vibration
feel-title = Lyd og bevægelse
sound-switch = Lyd
shake-switch = Ryst for at slå
vibration-switch = Vibration
feel-hint = Skærmen forbliver tændt under et spil.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Hvem starter?
start-drawn = Lodtrækning
# Karten-Kniffel
who-starts-youngest = Ved bordet begynder den yngste; appen trækker lod, eller du vælger. Ved omkamp begynder den næste spiller.
# The dice games
who-starts-highest-roll = Ved bordet begynder den, der slår højest; appen trækker lod, eller du vælger. Ved omkamp begynder den næste spiller.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } begynder.

## The seed at the end
game-number = Spilnummer
game-number-hint = Med dette spilnummer falder hvert slag og hvert kort ud på samme måde igen.
chosen-seed-note = Dette spil blev startet med et valgt spilnummer: dets slag og kort kunne kendes på forhånd.
play-again-same = Spil dette spil igen
share = Del
copied = Kopieret.
share-failed = Deling er ikke mulig her – spilnummeret står længere nede.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · spil { $seed } · { $score ->
        [one] { $score } point
       *[other] { $score } point
    }. Kan du slå det?

## Keyboard and screen reader

## Keyboard help
keys-title = Tastaturgenveje
keys-button = Taster
keys-intro = I et spil, når du ikke skriver i et tekstfelt:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Slå
keys-hold = Hold eller slip en terning
keys-undo-keys = U eller Ctrl+Z
keys-undo = Fortryd
keys-hint = Tip (Kniffel, Kniffel Extreme)
keys-move = Gå gennem de åbne felter
keys-enter-key = Enter
keys-take = Udfyld feltet
keys-cards = Karten-Kniffel: vælg kort (0 = det tiende kort)
keys-tab-keys = Tab, Skift+Tab
keys-tab = Næste eller forrige element; Mellemrum eller Enter aktiverer det
keys-mute = Lyd til eller fra
keys-help = Denne hjælp (Esc lukker den)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } slog { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } slog { $dice } og holder { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } tog { $what } for { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } tog { $what } for { $points } (en jeton, der var lagt til side)
# $name (text)
said-no-chip = { $name } får ingen jeton
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } byttede { $cards } kort
       *[other] { $name } byttede { $cards } kort
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } spillede { $cards } på { $field } for { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = 2 par
chip-three-of-a-kind = 3 ens
chip-small-straight = Lille straight
chip-flush = Farve
chip-full-house = Hus
chip-four-of-a-kind = 4 ens
chip-large-straight = Stor straight
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, { $left } tilbage
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }, lagt til side
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }: { $left ->
        [0] ingen tilbage
       *[other] { $left } tilbage
    }
# $left (number)
duel-chips-left = { $left } tilbage
duel-table = Bord
duel-tray = Jetonbakke
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } jeton i bakken
       *[other] { $n } jetoner i bakken
    }
# $round (number)
duel-round = Runde { $round }
duel-set-aside-title = Lagt til side
duel-set-aside-empty = Intet endnu – kun en Kniffel kan tage disse jetoner.
duel-no-chip-button = Afslut uden jeton
duel-hint-take = Tag en lysende jeton – eller hold terninger, og slå igen.
duel-hint-take-last = Tag en lysende jeton.
duel-hint-nothing-yet = Ingen jeton passer endnu: slå igen, eller afslut din tur uden jeton.
duel-hint-nothing = Ingen jeton passer: din tur slutter uden jeton.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Passer også, men der er ingen tilbage: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Tag en valgfri jeton – fra bakken eller blandt dem, der er lagt til side. Så spiller du straks igen.
       *[other] Tag { $n } valgfrie jetoner – fra bakken eller blandt dem, der er lagt til side. Så spiller du straks igen.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Tag din anden jeton, så spiller du straks igen.
# $name (text)
duel-extra-turn = Kniffel-bonustur: { $name } spiller igen!
duel-extra-turn-badge = Bonustur
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = En tur uden jeton: { $chip } ({ $value }) lægges til side.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = En runde uden jeton: { $chip } ({ $value }) lægges til side.

## The players' chips
duel-players-chips = Spillernes jetoner
# $kinds (number)
duel-kinds-progress = { $kinds } af 7 slags
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Ingen jetoner endnu
duel-gold = Guldbonus
duel-silver = Sølvbonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Fuld stak
       *[other] { $n } fulde stakke
    }
duel-full-stacks-row = Fulde stakke (+30 hver)
duel-last-chip = Sidste jeton
duel-chip-values = Jetonværdier

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } tog den sidste jeton (+{ $bonus }).
duel-last-chip-set-aside = Den sidste jeton blev lagt til side: ingen får bonussen for den sidste jeton.
duel-breakdown = Pointene i detaljer
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } af { $best } point
# $score (number)
duel-best-here = Bedste på denne enhed: { $score }
duel-new-best = Ny rekord!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Giv videre til { $name }
# $name (text)
pass-tap = { $name }: tryk her for at se dine kort
pass-private = Dine kort er skjult, indtil du trykker. Ingen andre kigger!
# $name (text), $field (field name)
cover-played = { $name } udfyldte { $field }.
# $name (text)
cover-exchanged = { $name } byttede kort.

## The table
card-table = Kortbord
# $round (number)
cards-round = Runde { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
draw-pile = Trækbunke
discard-pile = Afkastbunke
# $n (number): cards in the pile
draw-pile-name = Trækbunke: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
discard-pile-empty = Afkastbunke: 0 kort
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Afkastbunke: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }, med en { $top }'er øverst
# $name (text), $n (number): cards in hand
hand-of = { $name } har { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    } på hånden
# $name (text)
cards-bot-playing = { $name } spiller …
reshuffled = Trækbunken slap op: afkastbunken blev blandet til en ny trækbunke.
reshuffled-short = (afkastbunken blandet til en ny trækbunke)
# $name (text)
one-field-left = { $name } har ét felt tilbage!
last-round = Sidste runde!
# $name (text)
last-round-why = { $name } har udfyldt alle felter. Runden spilles færdig.
recent-moves = Siden din sidste tur
last-moves = Seneste træk
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } point
    }, { $penalty ->
        [one] { $penalty } strafpoint
       *[other] { $penalty } strafpoint
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: kasserede { $discarded }, tilbage på 5 kort

## Back to 5 cards after a play (rules version 2)
discard-down-title = Tilbage på 5 kort
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Du spiller { $field }. Så har du mere end 5 kort: { $need ->
        [one] vælg { $need } kort
       *[other] vælg { $need } kort
    } at kassere – din næste tur starter med præcis 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } af { $need } valgt
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Kassér { $need }, og udfyld { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: kasserede ingen, trak { $drawn }
       *[other] { $name }: kasserede { $discarded }, trak { $drawn }
    }
# $name (text)
announced-by-app = { $name }: næstsidste felt udfyldt – meldt af appen
# $name (text)
announced-by-player = { $name } melder: ét felt tilbage efter dette
# $name (text), $penalty (number)
missed-news = { $name } glemte at melde: { $penalty ->
        [one] { $penalty } strafpoint
       *[other] { $penalty } strafpoint
    }

## The hand
# $name (text)
your-hand = På hånden hos { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Kort { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Kort { $n }: { $value }, nyt
new-card = nyt
sort-cards = Sortér
sort-hint = Sortér altid kortene efter værdi (fra: i den rækkefølge, de blev trukket)
clear-selection = Ryd valget
# $n (number)
selected-count = { $n } valgt
hand-hint = Tryk på kort for at vælge dem: for at spille dem eller kassere dem.

## Scoring
score-title = Udfyld et felt
score-select-hint = Vælg kort – eller tryk på et forslag.
no-field-fits = Disse kort udfylder intet åbent felt.
# $n (number)
penalty-points = { $n ->
        [one] { $n } strafpoint
       *[other] { $n } strafpoint
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }, { $penalty ->
        [one] { $penalty } strafpoint
       *[other] { $penalty } strafpoint
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } strafpoint
       *[other] { $penalty } strafpoint
    }
suggestions = Bedste træk
no-suggestions = Intet åbent felt passer til denne hånd: byt kort.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } point
    }: vælg de bedste kort
# $held (number): cards in hand; $penalty (number)
penalty-warning = Du har { $held } kort på hånden: at udfylde et felt nu koster { $penalty ->
        [one] { $penalty } strafpoint
       *[other] { $penalty } strafpoint
    }.

## Exchanging
exchange-title = Byt
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Intet kort valgt: behold din hånd, eller træk ét kort mere.
        [1] Kassér det valgte kort og …
       *[other] Kassér de { $discard } valgte kort og …
    }
# $n (number)
draw-n = Træk { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
keep-hand = Behold min hånd
pass-turn = stå over
same-number = det samme antal
one-more = ét mere
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Byt: kassér { $discard },
too-many-to-discard = Du må højst kassere 5 kort.
hand-full = 10 kort på hånden: du trækker kun lige så mange, som du kasserer.
no-undo-after-draw = Et bytte eller et udfyldt felt kan ikke fortrydes: de trukne kort ville allerede være kendt.

## Announcing (house rule)
announce-button = Meld
announce-hint = Du har to felter tilbage: meld, før du udfylder det næstsidste, ellers får du 10 strafpoint.
announced-now = Meldt! Udfyld nu dit næstsidste felt.
announce-yourself-option = Meld selv: den, der ikke trykker på »Meld« før sit næstsidste felt, får 10 strafpoint
cards-shuffle = Kort
cards-dealt-by-app = Appen blander og giver.

## The card sheet
card-field-hint-upper = 1–5 kort af denne værdi
card-field-hint-three-of-a-kind = 5 kort, 3 ens · sum
card-field-hint-four-of-a-kind = 5 kort, 4 ens · sum
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = præcis 4 i træk · 30
card-field-hint-large-straight = 5 i træk · 40
card-field-hint-kniffel = 5 ens · 50
bonus-malus = Bonus 63+: +35 · under 43: −20
# $sum (number)
upper-progress-cards = { $sum } af 63 til bonus; under 43 koster −20
penalties-row = Strafpoint
# $n (number)
penalty-beside = { $n } strafpoint ved siden af
announcement-row = Melding
announced-mark = meldt

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Vinderchance
win-chance-title = Chancen for at vinde nu
win-chance-close = Luk
win-chance-wait = Beregner chancerne …
win-chance-failed = Chancerne kunne ikke beregnes.
# Under the chances: how they are worked out.
win-chance-note = Hver blok spilles færdig tusindvis af gange med den bedste strategi.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Vinderchance, runde for runde
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Vendepunkt: runde { $round }, { $name } tog { $field } for { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Tip
hint-close = Luk tippet
hint-title = De bedste muligheder
# Under the classic hint: what the numbers mean.
hint-exact-note = Beregnet præcist: den forventede slutsum med det bedste spil herfra.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Den stærke computers skøn (ikke præcist): den forventede slutsum.
hint-reroll-all = Slå alle terninger igen
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Behold { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Behold den tisidede terning ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Behold { $dice } og den tisidede terning ({ $ten })
hint-stop = Behold alle – stop med at slå
# $label (text), $points (number)
hint-box = { $label } for { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } point
hint-roll-first = Slå først, og bed så om et tip.
# While the solver works out its table.
solver-preparing = Rådgiveren beregner alle stillinger (kun første gang) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = Den stærke computer beregner sin strategi (kun første gang) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Spring frem
solver-failed = Rådgiveren kunne ikke indlæses.

## How well did I play
review-title = Hvor godt spillede jeg?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } point under perfekt spil (forventet)
# $name (text)
review-perfect = { $name }: spillede perfekt – ingen beslutning kostede point.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Runde { $round }, { $dice } ({ $rolls-left ->
        [0] efter sidste slag
        [one] { $rolls-left } slag tilbage
       *[other] { $rolls-left } slag tilbage
    }): { $chosen } – bedst var { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Terningheld { $luck } · Valg { $choices } · Forventet ved start { $start }
# Under the review of classic Kniffel.
review-exact-note = Beregnet præcist: den forventede slutsum før hvert slag og efter hvert valg.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Anslået af den stærke computer (ikke præcist): den forventede slutsum før hvert slag og efter hvert valg.
review-costliest = Dyreste beslutninger
review-luckiest = Heldigste slag
review-unluckiest = Uheldigste slag
review-luckiest-draws = Heldigste kort
review-unluckiest-draws = Uheldigste kort
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Runde { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Runde { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Runde { $round }, hånd { $cards }: { $chosen } – bedst var { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Tag { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } med { $cards }
# $cards (card values)
review-exchange = Byt { $cards }
# $cards (card values)
review-exchange-one-more = Byt { $cards }, og træk ét mere

## Statistics, history, roll log, daily challenge
statistics = Statistik
high-scores = Rekorder
history = Historik
daily-challenge = Dagens udfordring
play-daily = Spil dagens udfordring
play-daily-again = Igen (tæller ikke)
daily-open = Ikke spillet endnu i dag.
# $days (number)
streak = { $days ->
        [0] Ingen dage i træk endnu: spil i dag for at begynde.
        [1] I træk: 1 dag
       *[other] I træk: { $days } dage
    }
with-bots = Spil med computerspillere
with-hints = Spil med tip
bot-mark = med computer
hint-mark = med tip
real-dice-mark = rigtige terninger
daily-mark = dagsudfordring
no-games-yet = Ingen færdige spil af denne slags endnu.
col-player = Spiller
col-games = Spil
col-wins = Sejre
col-best = Bedste
col-average = Gennemsnit
col-worst = Dårligste
col-kniffels = Antal Kniffel
col-upper-bonus = Øvre bonus
col-chips = Jetoner
col-duel-bonus = Bonuspoint
col-penalties = Strafpoint
col-score = Point
col-date = Dato
scores-over-time = Point over tid
score-histogram = Hvor ofte hvert pointtal
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = fra { $from } point: { $count ->
        [one] { $count } spil
       *[other] { $count } spil
    }
open-game = Vis
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Vis { $game } { $date }
close = Luk
step-first = Første træk
step-prev = Forrige træk
step-next = Næste træk
step-last = Sidste træk
# $n (number), $of (number)
step-of = Træk { $n } af { $of }
roll-log = Slagoversigt
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, slag { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, slag { $roll }: { $dice } (holdt: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } bytter { $cards } kort
       *[other] { $name } bytter { $cards } kort
    }
# $name (text)
log-no-chip = { $name }: ingen jeton
log-empty = Intet slået endnu.
players-title = Omdøb eller flet spillere
rename-hint = Et navn, der allerede findes, fletter de to sammen (ved en tastefejl).
new-name = Nyt navn
rename = Omdøb
# $n (number)
renamed = Omdøbt: { $n }
export-import = Eksport og import
export-stats = Eksportér statistik
import-stats = Importér statistik
reset-stats = Nulstil statistik
reset-confirm = Vil du virkelig slette alle færdige spil og al statistik?
yes-delete = Ja, slet
cancel = Annullér

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Denne browser tillader ikke, at der gemmes her (privat vindue?). Du kan spille videre, men spillet går tabt, når siden lukkes.
storage-full = Browserens lager er fuldt: spillet bliver ikke gemt lige nu. Du kan spille videre; frigør lidt plads for at gemme igen.
storage-blocked = Det gamle, ulæselige gemte spil kunne ikke sikkerhedskopieres, så det bliver ikke overskrevet: det nye spil bliver ikke gemt.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Browserens lager tager ikke imod færdige spil lige nu: { $waiting ->
        [one] { $waiting } spil til statistikken venter
       *[other] { $waiting } spil til statistikken venter
    } i dette vindue på at blive gemt, så snart lageret virker igen. Hold dette vindue åbent indtil da.
settings-not-stored = Indstillingerne kunne ikke gemmes: de gælder, indtil siden lukkes.

## Kept aside
backup-title-game = Et gemt spil kunne ikke indlæses
backup-title-statistics = En del af statistikken kunne ikke læses
backup-reason-newer = Det stammer fra en nyere version af Pasch. Når appen er opdateret, kan det åbnes igen.
backup-reason-damaged = Det er beskadiget eller blev ændret i hånden.
backup-kept-game = Intet blev slettet: det gemte spil er lagt i sikkerhed (Indstillinger), og du kan downloade det.
backup-kept-statistics = Intet blev slettet: alle andre spil er i statistikken, og det, der ikke kunne læses, er lagt i sikkerhed (Indstillinger); du kan downloade det.
download-backup-game = Download spillet
download-backup-statistics = Download statistikken
backups-title = Gemt til side
no-backups = Alle gemte spil og resultater kunne læses: intet skulle lægges i sikkerhed.
backup-kind-game = Gemt spil
backup-kind-statistics = Statistik
backup-kind-finished-game = Færdigt spil fra statistikken
backup-state-yes = denne version kan åbne det igen
backup-state-newer = fra en nyere version
backup-state-damaged = beskadiget
open-again = Åbn igen
# $total (number): games
reopened-all = Tilbage i statistikken: { $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }.
# $stored (number), $total (number): games
reopened-some = Tilbage i statistikken: { $stored } af { $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }. Lageret er fuldt; resten forbliver gemt til side.

## Other windows
continued-elsewhere = Dette spil fortsatte i et andet vindue: det vises her, som det står nu.
replaced-elsewhere = Et nyt spil blev startet i et andet vindue: det vises her nu.
newer-elsewhere = En nyere version af Pasch gemte spillet i et andet vindue. Genindlæs denne side; indtil da gemmes intet her.

## Asking before a game is replaced
replace-title = Afslut det igangværende spil?
# $game (text)
replace-text = { $game } er ikke færdigt endnu. Det nye spil erstatter det, og det tæller ikke med i statistikken.
replace-yes = Start det nye spil
replace-no = Behold mit spil

## The room in storage
storage-title = Lagerplads
# $percent (number)
storage-used = { $percent } % af pladsen til Pasch i denne browser er brugt.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } færdigt spil
       *[other] { $total } færdige spil
    } er gemt.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } færdigt spil
       *[other] { $total } færdige spil
    } er gemt, { $lean } af dem uden deres træk: de gav plads, resultaterne tæller stadig.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] For at give plads blev trækkene fra 1 ældre spil fjernet lige nu; resultatet bliver i statistikken.
       *[other] For at give plads blev trækkene fra { $n } ældre spil fjernet lige nu; resultaterne bliver i statistikken.
    }
storage-persistent = Browseren gemmer disse data permanent.
storage-best-effort = Browseren kan slette disse data, når pladsen slipper op. Installeret som app er Pasch mere sikker; eksportér statistikken en gang imellem.
# $more (number)
show-older-games = Vis ældre spil ({ $more } flere)
moves-made-room = Dette spils træk gav plads; resultatet tæller stadig.
moves-unreadable = Denne version kan ikke afspille dette spils træk; resultatet tæller stadig.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Dette spil gemmes ikke endnu: det sidste færdige spil er ikke i statistikken endnu, og dets gemte data er den eneste kopi. Dette spil gemmes, så snart lageret tager imod det færdige spil (det forsøges efter hvert træk).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } spil fra en nyere version af Pasch er gemt til den version; det tæller her, når denne app er opdateret.
       *[other] { $n } spil fra en nyere version af Pasch er gemt til den version; de tæller her, når denne app er opdateret.
    }
# $date (text): the day Pasch asked
persist-granted = Den { $date } bad Pasch browseren om at gemme disse data permanent: den sagde ja.
# $date (text): the day Pasch asked
persist-declined = Den { $date } bad Pasch browseren om at gemme disse data permanent: den sagde nej.
# $date (text): the day Pasch asked
persist-unanswered = Den { $date } bad Pasch browseren om at gemme disse data permanent: intet svar endnu.
persist-not-asked = Pasch beder én gang browseren om at gemme disse data permanent, når der er færdige spil at gemme.
persist-unsupported = Denne browser kan ikke bedes om at gemme disse data permanent.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Navnet på spiller { $n } er for langt: højst { $max } tegn. Gør det kortere.
# $max (number): characters
new-name-too-long = Det nye navn er for langt: højst { $max } tegn. Intet blev omdøbt.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Omdøbt i { $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }, men lageret tog kun imod { $stored }: { $waiting } har stadig det gamle navn i lageret. De gemmes, så snart lageret virker igen; hold dette vindue åbent indtil da.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Import afvist: filen er for stor ({ $size } MB; højst { $max } MB). En statistikfil fra Pasch er meget mindre. Intet blev ændret.
import-unreadable = Import afvist: filen kunne ikke læses. Intet blev ændret.
import-refused-not-pasch = Import afvist: dette er ikke en statistikfil fra Pasch. Intet blev ændret.
import-refused-newer = Import afvist: filen stammer fra en nyere version af Pasch. Intet blev ændret.
# $total (number): the games of the file
import-nothing-new-intact = 0 spil importeret: alle filens spil er her allerede ({ $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 spil importeret: alle filens spil er her allerede ({ $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }). { $damaged ->
        [one] { $damaged } af filens spil er beskadiget og blev udeladt.
       *[other] { $damaged } af filens spil er beskadigede og blev udeladt.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Filen indeholder { $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }: { $new } nye, { $already } er her allerede. Intet spil her fjernes eller ændres.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Filen indeholder { $total ->
        [one] { $total } spil
       *[other] { $total } spil
    }: { $new } nye, { $already } er her allerede. { $damaged ->
        [one] { $damaged } af filens spil er beskadiget og bliver udeladt.
       *[other] { $damaged } af filens spil er beskadigede og bliver udeladt.
    } Intet spil her fjernes eller ændres.
# $n (number): games
import-games = Importér { $n ->
        [one] { $n } spil
       *[other] { $n } spil
    }
# $done (number), $total (number)
import-reading = Læser filen … { $done } af { $total }
# $done (number), $total (number)
import-storing = Gemmer spillene … { $done } af { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } spil
       *[other] { $stored } spil
    } importeret.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored } af { $wanted ->
        [one] { $wanted } spil
       *[other] { $wanted } spil
    } importeret: browserens lager er fuldt. Intet spil her blev fjernet; resten af filen kan importeres senere.

## Import: how far it is, the room it fills, long names
import-opening = Åbner filen …
import-progress = Import af statistikken
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 spil importeret: { $damaged ->
        [one] filens eneste spil er beskadiget (ulæseligt eller længere end noget spil i Pasch)
       *[other] alle { $damaged } spil i filen er beskadigede (ulæselige eller længere end noget spil i Pasch)
    }. Intet blev ændret.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored } af { $wanted ->
        [one] { $wanted } spil
       *[other] { $wanted } spil
    } importeret: lageret til statistik er fuldt (resten holdes fri til det igangværende spil og de kommende spil). Intet spil her blev fjernet.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Ét navn er
       *[other] { $n } navne er
    } længere end { $max } tegn: forkortet til { $max }.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = Spillet er slut.
refusal-not-a-move = Det er ikke et træk i dette spil.
refusal-nothing-to-undo = Intet at fortryde.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } er for { $min } til { $max } spillere, ikke { $got }.
refusal-unnamed-player = Alle spillere skal have et navn.
refusal-no-such-start-player = Startspilleren skal være en af spillerne.
refusal-cards-need-the-app = Karten-Kniffel spilles med appens kort.
refusal-daily-is-solo-kniffel = Dagens udfordring er Kniffel, Yatzy, Maxi Yatzy eller Generala for én spiller med appens terninger.
refusal-bad-deck = Et kortspil består af 18 kort af hver værdi fra 1 til 6.
refusal-not-rolled = Slå med terningerne først.
refusal-no-rolls-left = Ingen slag tilbage i denne tur.
refusal-all-dice-held = Alle terninger holdes: slip en for at slå.
refusal-hold-before-roll = Slå først, og hold så terninger.
# $n (number): the die's position
refusal-no-such-die = Der er ingen terning { $n }.
refusal-real-dice = Dette spil bruger rigtige terninger: tast ind, hvad de viser.
refusal-app-rolls = Appen slår med terningerne i dette spil.
# $expected (number), $got (number): dice
refusal-dice-count = Der skulle være { $expected } terninger, ikke { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Terning { $n } viser { $shows }, men den har kun { $low }-{ $high }.
refusal-rolls-used-up = Ingen slag tilbage: udfyld et felt.
refusal-three-rolls-up = Tre slag er brugt: aflever en jeton for et 4. slag, eller udfyld et felt.
refusal-chips-extreme-only = Jetoner hører kun til Kniffel Extreme.
refusal-one-chip-per-turn = Kun én jeton pr. tur.
refusal-no-chips-left = Ingen jetoner tilbage.
refusal-chip-before-third-roll = En jeton køber et 4. slag: brug først dine tre.
# $field (box name)
refusal-not-on-sheet = { $field } er ikke på denne blok.
# $field (box name)
refusal-box-taken = { $field } er allerede udfyldt.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Endnu en Kniffel skal sættes i: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Der er intet kort { $value }: kortene viser 1 til 6.
refusal-too-many-cards = Ingen hånd har så mange kort.
refusal-discard-too-many = Kassér højst 5 kort.
refusal-not-in-hand = Du har ikke de kort på hånden.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Kassér præcis { $need } kort med dette træk (ikke { $got }): en tur starter med 5 kort.
refusal-hand-full = Højst 10 kort på hånden: træk lige så mange, som du kasserer.
# $field (field name)
refusal-not-a-card-field = { $field } er ikke på Karten-Kniffel-blokken.
# $field (field name)
refusal-upper-field-count = { $field } tager 1 til 5 kort.
# $field (field name), $face (number)
refusal-upper-field-face = { $field } tager kun kort, der viser { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = { $field } kræver præcis { $needed } kort.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = { $field } kræver { $needs }.
refusal-app-announces = Appen melder det næstsidste felt for dig.
refusal-already-announced = Du har allerede meldt.
refusal-announce-too-early = Meld, når du skal til at udfylde dit næstsidste felt.
refusal-second-kniffel-chip-first = Tag først din anden Kniffel-jeton.
refusal-take-a-chip = Ingen slag tilbage: tag en jeton, eller afslut turen.
refusal-set-aside-needs-kniffel = Kun en Kniffel kan tage en jeton, der er lagt til side.
# $chip (chip name)
refusal-not-set-aside = Der er ingen jeton med { $chip } lagt til side.
# $chip (chip name)
refusal-not-in-tray = Der er ingen jeton med { $chip } tilbage i bakken.
# $chip (chip name)
refusal-dice-dont-make = Dine terninger giver ikke { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = En jeton passer til dine terninger, så tag den: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = tre ens kort
field-needs-four-of-a-kind = fire ens kort
field-needs-full-house = tre ens kort og to ens kort af en anden værdi
field-needs-small-straight = fire værdier i træk (1-2-3-4, 2-3-4-5 eller 3-4-5-6)
field-needs-large-straight = fem værdier i træk (1-2-3-4-5 eller 2-3-4-5-6)
field-needs-kniffel = fem ens kort

## Own phones at the table (issue 28)
own-phone = Egen telefon
phones-title = Spillere på deres egne telefoner
phones-help = Hver telefon åbner sin invitation (scan QR-koden med kameraet, eller åbn linket) og viser derefter et svar: scan det her, eller skriv dets kode. Spillet starter, når alle telefoner er forbundet.
# $name (text)
invite-player = Invitér { $name }
# $name (text)
qr-invite-alt = QR-kode til at invitere { $name }
# $name (text)
invitation-link-for = Invitationslink til { $name }
# $name (text)
invitation-code-for = Invitationskode til { $name }
# $name (text)
answer-code-from = Svarkode fra { $name }
# $name (text)
connect-player = Forbind { $name }
# $name (text)
scan-answer-of = Scan svaret fra { $name }
# $name (text)
play-here = { $name } spiller her
preparing-invitation = Forbereder invitationen …
connecting-phone = Forbinder …
# $name (text)
phone-connected = { $name } er forbundet.
# $name (text)
phone-unreachable = Telefonen hos { $name } kunne ikke nås: begge enheder skal være på det samme wi-fi; gæstenetværk holder ofte enheder adskilt. Prøv en ny invitation, eller spil denne plads her.
# $name (text)
not-an-answer = Det er ikke en svarkode fra telefonen hos { $name }.
no-webrtc = Denne browser kan ikke forbinde til telefoner. Spil denne plads her.
scan-invitation = Scan invitationen
new-invitation = Ny invitation
join-table = Deltag ved et bord
join-help = Scan bordets invitation med kameraet, eller skriv dens invitationskode her.
invitation-code = Invitationskode
join = Deltag
not-an-invitation = Det er ikke en invitationskode.
answer-code = Svarkode
qr-answer-alt = QR-kode med dit svar
answer-help = Vis dette svar ved bordet: scan det dér, eller skriv svarkoden ind ved bordet.
connected-to-table = Forbundet til bordet
# $name (text)
playing-as = Du spiller som { $name }.
waiting-for-table = Venter på bordet …
table-lost = Forbindelsen til bordet er tabt. Scan en ny invitation fra bordet for at spille videre.
phone-unreachable-here = Bordet kunne ikke nås: begge enheder skal være på det samme wi-fi; gæstenetværk holder ofte enheder adskilt.
other-build = Denne telefon kører en anden version af Pasch end bordet. Genindlæs, og deltag så igen.
not-your-turn = Det er ikke din tur.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = Spillet var gået videre, før dit tryk nåede bordet, så det gjorde ingenting. Her er spillet, som det er nu.
leave-table = Forlad bordet
next-game-at-table = Det næste spil startes ved bordet. Dit eget spil på denne telefon forbliver, som det var.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = Koden er tom: indsæt eller skriv den først.
# $char (text): the character that no code has
code-foreign = Dette er ikke en Pasch-kode: den indeholder »{ $char }«.
code-truncated = Denne kode er ufuldstændig. Kopiér den igen, hele koden.
code-damaged = Denne kode er beskadiget eller ufuldstændig. Kopiér den igen, hele koden.
code-other-version = Denne kode kommer fra en anden version af Pasch. Genindlæs Pasch på begge enheder, og lav så en ny kode.
code-not-an-invitation = Dette er en svarkode, ikke en invitation. Indtast den kode, bordet viser.
code-not-an-answer = Dette er en invitation, ikke en svarkode. Indtast den kode, telefonen viser.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Denne browsers forbindelsesdata mangler { $part }: den kan ikke parre på denne måde. Prøv en anden browser.
code-no-address = Denne enhed har ingen netværksadresse. Forbind den til det samme wi-fi som den anden enhed.
code-too-long-for-qr = Koden er for lang til en QR-kode. Brug koden som tekst i stedet.
scanner-stop = Stop kameraet
scanner-camera = Kamera
scanner-looking = Hold QR-koden foran kameraet.
scanner-no-camera = Denne enhed har intet kamera, som browseren kan bruge. Skriv koden i stedet.
scanner-refused = Kameraet må ikke bruges. Tillad det i browserens indstillinger, eller skriv koden i stedet.
scanner-failed = Kameraet kunne ikke startes. Skriv koden i stedet.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = Telefonen hos { $name } er uden for rækkevidde. Spillet fortsætter; telefonen får spillet igen, når den er tilbage.
table-away = Bordet er uden for rækkevidde. Venter på, at det kommer tilbage …
scanner-no-reader = QR-læseren kunne ikke startes. Skriv koden i stedet.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } spillede bedst; { $lucky } havde de bedste terninger.
# $name (text)
review-summary-both = { $name } spillede bedst og havde de bedste terninger.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } spillede bedst; { $lucky } havde de bedste kort.
# $name (text)
review-summary-both-cards = { $name } spillede bedst og havde de bedste kort.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } spillede perfekt.
        [1] { $name } spillede meget godt.
        [2] { $name } spillede godt.
       *[other] { $name } lod en hel del point ligge på bordet.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] Terningerne var venlige.
        [1] Terningerne var nogenlunde gennemsnitlige.
       *[other] Terningerne var uvenlige.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Kortene var venlige.
        [1] Kortene var nogenlunde gennemsnitlige.
       *[other] Kortene var uvenlige.
    }
# The disclosure that holds the review's numbers.
review-numbers = Vis tallene
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Start dette spil igen
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Tilbage til dagens udfordring
# The daily challenge's screen: whose challenge it is.
daily-name = Dit navn
# $points (number)
daily-best = { $points ->
        [one] Dit bedste i dagens udfordring: { $points } point
       *[other] Dit bedste i dagens udfordring: { $points } point
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: ingen jeton
# Over the table when five alike are scored.
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Pelle, Sofie, Bamse, Lulu
computer-names-normal = Søren, Rosa, Emil, Olivia
computer-names-strong = Ada, Tycho, Karen, Ole
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Computer (let)
seat-computer-normal = Computer (normal)
seat-computer-strong = Computer (stærk)
# The new-game screen's disclosure of house rules and the game number.
more-options = Flere valg
more-options-what = Husregler, spilnummer
# $names (text)
players-kept-aside = { $names }: sat til side. De kommer tilbage, når du vælger et spil til flere spillere.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Ingen færdige spil endnu. Spil et, så dukker dine point, rekorder og diagrammer op her.
stats-empty-play = Spil et spil
stats-by-player = Point pr. spiller
# Above the statistics table when it is wider than the screen.
table-scrolls = Stryg til siden for at se alle kolonner →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Spillede kort
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Behold { $face }'eren, og slå de andre igen
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Behold de { $count ->
        [2] to
        [3] tre
       *[other] fire
    } { $face }'ere, og slå igen
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Behold { $dice }, og slå igen
hint-plain-roll-all = Slå alle terningerne igen
hint-plain-stop = Behold dem alle, og vælg et felt
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Behold den tisidede terning ({ $ten }), og slå de andre igen
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Behold { $dice } og den tisidede terning ({ $ten }), og slå igen
# $label (text): the box to fill
hint-plain-take = Udfyld { $label }
# $label (text): the box to cross out
hint-plain-strike = Stryg { $label } (0 point)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Detaljer: forventede point
# Under the Hint's advice.
hint-tap-to-apply = Tryk på en linje for at holde de terninger eller finde det felt.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = Tippet siger: behold denne terning
# Screen readers, after a box's name while the Hint advises it.
box-advised = Tippet siger: udfyld dette felt
# The Roll button once the turn has no roll left.
roll-none-left = Ingen slag tilbage
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Udfyld et felt – eller brug en jeton til et slag mere.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Det nordiske spil: 5 terninger, 15 felter; et par tæller kun sine egne terninger.
game-blurb-maxi-yatzy = 6 terninger, 20 felter; ubrugte slag gemmes til senere.
game-blurb-generala = Det latinamerikanske spil: en Generala i første slag vinder med det samme.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = 1 par
box-five-of-a-kind = 5 ens
box-full-straight = Fuld straight
box-villa = Villa
box-tower = Tårn
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Straight
box-generala = Generala
box-double-generala = Dobbelt Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 ens · deres sum
box-hint-two-pairs-sum = 2 forskellige par · deres sum
box-hint-three-pairs-sum = 3 forskellige par · deres sum
box-hint-three-equal-sum = 3 ens · deres sum
box-hint-four-equal-sum = 4 ens · deres sum
box-hint-five-equal-sum = 5 ens · deres sum
box-hint-full-house-sum = 3 + 2 · deres sum
box-hint-villa-sum = 3 + 3 · deres sum
box-hint-tower-sum = 4 + 2 · deres sum
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 ens · 50
box-hint-maxi-yatzy = 6 ens · 100
box-hint-generala-straight = 5 i træk · 20, i første slag 25
box-hint-generala-full-house = 3 + 2 · 30, i første slag 35
box-hint-generala-four = 4 ens · 40, i første slag 45
box-hint-generala = 5 ens · 50; i første slag vinder den spillet
box-hint-double-generala = endnu en Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Fem ens terninger tæller også som Hus
rule-four-equal-two-pairs = Fire ens terninger tæller også som 2 par
rule-forced-order = Udfyld felterne i rækkefølge, oppefra og ned
rule-maxi-bonus-50 = Mindre bonus: 50 ved 75 eller mere (i stedet for 100 ved 84)
rule-saved-rolls = Gemte slag: ubrugte slag kan bruges i senere ture
rule-straight-wrap = En straight må gå rundt om 1'eren (3-4-5-6-1)
rule-double-generala = Spil med feltet Dobbelt Generala
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } gemt slag
       *[other] { $n } gemte slag
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: lavet i første slag
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } slog en Generala i første slag og vinder spillet!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Udfyld felterne i rækkefølge: det næste er { $field }.

## issue 39: dagens udfordring og statistik
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Dagens spil
# $game (text: the game's name)
daily-game-hint = I dag får alle, der spiller { $game }, de samme slag: ét spil, alene. Første forsøg tæller.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = I dag: { $points ->
        [one] { $points } point
       *[other] { $points } point
    } · dit gennemsnit i { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Vundet på stedet med en Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Dagens udfordring { $date } · { $game } · { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: felternes rækkefølge
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Felternes rækkefølge
box-order-free = Fri: et hvilket som helst åbent felt
box-order-top-down = Oppefra og ned: ét felt ad gangen
box-order-bottom-up = Nedefra og op: ét felt ad gangen
box-order-upper-first = Først den øvre del, så den nedre
box-order-lower-first = Først den nedre del, så den øvre
# Under the dice while a section must be filled first.
hint-upper-first = Først den øvre del: udfyld et af dens felter.
hint-lower-first = Først den nedre del: udfyld et af dens felter.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Samme terninger for alle
# Under the switch.
same-dice-hint = Hver tur slår de samme terninger for alle: den, der beholder det samme, får det samme. Heldet er det samme for alle, kun beslutningerne er forskellige.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Samme terninger
# The end screen's collapsed section of a Duplicate game.
dup-title = Beslutninger sammenlignet
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } beholdt { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } beholdt { $dice } og den tisidede terning ({ $ten })
# $name (text)
dup-rerolled = { $name } slog alle terninger om
# $name (text), $field (box name)
dup-took = { $name } tog { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Runde { $round }: { $first }, { $second }: { $better }s valg var { $worth } mere værd
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Runde { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Top (perfekt spil med de samme terninger): { $points }
dup-alike = Med de samme terninger besluttede alle ens, eller lige godt.
dup-note-exact = Værdi: de forventede point for hvert valg ifølge den nøjagtige rådgiver, hver fra spillerens egen stilling.
dup-note-plain = Dette spil har ingen nøjagtig rådgiver: valgene vises uden deres værdi.
## issue 40: kids' mode
counts-self = Regner selv
# $field (box name)
sum-your-points = Dine point for { $field }
sum-check = Tjek
# $points (number)
sum-right = { $points ->
        [one] Rigtigt! { $points } point.
       *[other] Rigtigt! { $points } point.
    }
sum-not-yet = Ikke helt.
# $face (number), $count (number)
sum-hint-count = Tæl terningerne, der viser { $face }: hvor mange er der? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Læg alle terningerne sammen: { $dice } = ?
# $dice (text)
sum-hint-some = Læg kun de terninger sammen, der danner den: { $dice } = ?
# $dice (text)
sum-hint-twice = Læg alle terningerne sammen, og gang med to: 2 × ({ $dice }) = ?
sum-hint-fixed = Dette felt giver altid lige mange point, uanset terningerne: blokken viser hvor mange.
# $bonus (number)
sum-hint-served = Dette felt giver sine faste point og { $bonus } mere, fordi det kom i første slag.
sum-hint-zero = Passer terningerne i dette felt? Hvis ikke, giver det 0.
# $sums (text)
sum-hint-upper = Læg felterne i øvre del sammen: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Er summen { $at } eller mere? Så er bonussen { $bonus }, ellers 0.
# $points (number), $how (text)
sum-answer = Det er { $points }: { $how }.
# $points (number)
sum-answer-fixed = Det er { $points }: dette felt giver altid { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Det er { $points }: { $base } og { $bonus } mere for første slag.
sum-answer-zero = Det er 0: terningerne passer ikke i dette felt.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Det er { $points }: summen er { $total }, bonussen kræver { $at }.
sum-bonus = Bonus
# $name (text)
sum-upper-full = { $name }, din øvre del er fuld: læg den sammen!
sums-right-first = Regnet rigtigt i første forsøg
# $right (number), $asked (number), $percent (number)
sums-share = { $right } af { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Fair start
# Under the switch.
fair-start-what = Hver spiller får et forspring: de point, spilleren i snit taber mod perfekt spil (de sidste 20 spil af dette spil, gennemgået af træneren), minus det, den bedste ved bordet taber.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Fair start: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = De sidste spil gennemgås …
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } har endnu ingen gennemgåede spil af dette spil og starter på 0.
# The number field of one player.
# $name (text)
head-start-for = Forspring til { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Forspring
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Uden forspring: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Turnering
tour-intro = 4 til 24 spillere ved borde med tre eller fire (to kun når I er fem), trukket på ny hver runde, så alle møder andre. Hvert bord spiller to spil: et i fri rækkefølge, et i fast rækkefølge.
tour-new = Ny turnering
tour-list = Jeres turneringer
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Computer
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Computeren spiller for { $name }
tour-names-hint = Navne fra statistikken foreslås, mens du skriver.
# $min (number), $max (number)
tour-error-players = En turnering tager { $min } til { $max } spillere.
tour-error-name = Hver spiller skal have et navn.
# $name (text)
tour-error-same-name = To spillere hedder { $name }.
tour-rounds = Runder
tour-draw = Træk bordene
# $n (number)
tour-table = Bord { $n }
tour-order-free = Fri rækkefølge
tour-order-top-down = Fast rækkefølge: oppefra og ned
tour-order-bottom-up = Fast rækkefølge: nedefra og op
tour-order-upper-first = Fast rækkefølge: øvre del først
tour-order-lower-first = Fast rækkefølge: nedre del først
tour-play = Spil
tour-type-in = Skriv ind
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Point for { $name }
tour-save-points = Gem
tour-in-play = Spilles i Pasch
tour-standings = Stilling
tour-col-place = Plads
tour-col-player = Spiller
tour-col-points = Point
tour-col-wins = Sejre
tour-col-played = Spil
tour-playoff = Omspil
# $names (text: the tied players' names)
tour-playoff-intro = { $names } deler førstepladsen. Hver slår på skift alle fem terninger, indtil nogen slår fem ens.
tour-playoff-throw = Slå terningerne
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } slog fem { $face }'ere i slag { $throws } og vinder omspillet.
# $name (text)
tour-winner = { $name } vinder turneringen!
tour-print = Udskriv
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Turnering { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } point, { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }
tour-back = Tilbage til turneringen
tour-not-saved = Turneringen kunne ikke gemmes: browserens lager er fuldt eller blokeret. Den forbliver åben her, og næste ændring prøver igen.
## issue 39: statistics column names
col-yatzys = Antal Yatzy
col-maxi-yatzys = Antal Maxi Yatzy
col-generalas = Antal Generala
