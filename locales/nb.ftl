### Pasch: alle ordene appen viser, på norsk bokmål. Oversatt fra locales/en.ftl (referansen):
### de samme nøklene og de samme plassholderne i hver melding.
###
### Fluent-syntaks (https://projectfluent.org/): `nøkkel = tekst`, plassholdere `{ $name }`,
### flertall `{ $n -> [one] … *[other] … }` (på bokmål gjelder `one` for 1 og `other` for alle
### andre tall; `[0]`, `[1]` treffer akkurat det tallet først). En melding er en hel setning;
### kommentaren over den (på engelsk, som i en.ftl) navngir plassholderne og hva de inneholder.
### Oversett bare teksten: nøklene og `$names` står som de er.
### Spilltermer: rutene heter som på norske Yatzy-blokker (Enere … Seksere, Tre like, Hus,
### Sjanse …); Kniffel, Kniffel Extreme, Karten-Kniffel, Highway og spillnavnene står som de er.

## This language
# The language's name in itself (for the language switch).
native-name = Norsk bokmål

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel og Karten-Kniffel for hele familien – på én enhet, også uten nett.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch kunne ikke starte
start-failed-kept = Noe hindret spillet i å lastes inn i denne nettleseren. Alle lagrede spill og poeng ligger fortsatt på denne enheten.
start-failed-retry = Last inn på nytt for å prøve igjen. Hjelper ikke det, kan du oppdatere nettleseren eller åpne Pasch i en annen.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch har stoppet
crashed-kept = En feil stoppet spillet. Hvert trekk fram til det siste er lagret, og alle spill og poeng ligger fortsatt på denne enheten.
crashed-retry = Last inn på nytt for å spille videre derfra.
home = Hjem
back = Tilbake
undo = Angre
undo-hint = Ta tilbake den siste avgjørelsen
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Ingenting å ta tilbake – et kast kan ikke angres
rules = Regler
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Laster inn reglene …
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = Reglene kunne ikke lastes inn. Prøv igjen når du er på nett.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = Denne delen av Pasch kunne ikke lastes inn. Prøv igjen når du er på nett.
try-again = Prøv igjen
settings = Innstillinger
new-game = Nytt spill
continue-game = Fortsett
show-result = Se resultatet
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Klassikeren: 5 terninger, 13 ruter.
game-blurb-extreme = 6 terninger, blant dem én tisidet, 22 ruter, sjetonger for et 4. kast.
game-blurb-duel = Kast om sjetongene i skålen.
game-blurb-cards = Kniffel med kort i stedet for terninger.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } spiller
       *[other] { $n } spillere
    }
# $round (number), $rounds (number)
round-of = Runde { $round } av { $rounds }
finished = Ferdig
saved-game = Lagret spill
last-game = Siste spill

## New game
choose-game = Spill
players = Spillere
# $min (number), $max (number)
players-range = { $min } til { $max } spillere
# $n (number)
default-player-name = Spiller { $n }
# $n (number)
name-of-player = Navn på spiller { $n }
human = Menneske
computer = Datamaskin
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Lett
bot-level-normal = Normal
bot-level-strong = Sterk
# $n (number)
bot-level-of = Nivå for spiller { $n }
# $n (number)
who-plays = Hvem er spiller { $n }?
add-player = Legg til spiller
# $name (text)
remove-player = Fjern { $name }
house-rules = Husregler
rule-set = Regelsett
rule-set-kniffel = Kniffel: +50 for enda en Kniffel når den føres i sin rute i øvre del
rule-set-yahtzee = Yahtzee: +100 for hver ny Kniffel, uansett hvor den føres
joker = Joker: enda en Kniffel kan brukes som joker i nedre del
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (standard)
default-on = (standard: ✓)
default-off = (standard: –)
dice-source = Terninger
app-dice = Appen kaster
real-dice = Ekte terninger (poengblokk): du kaster dine egne terninger og trykker inn øynene
seed = Spillnummer
seed-hint = La feltet stå tomt for nye terninger. Nummeret til et spill (vises når det er ferdig) gir de samme kastene igjen.
seed-invalid = Spillnummeret må være et helt tall fra 0 og oppover.
start-game = Start spillet
replaces-saved = Det nye spillet erstatter det lagrede spillet, som ikke er ferdig ennå.

## The game screen
# $name (text)
turn-of = Turen til { $name }
computer-thinking = Datamaskinen spiller …
# $roll (number), $of (number)
roll-button = Kast { $roll } av { $of }
chip-button = Bruk en sjetong for et 4. kast
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } sjetong
       *[other] { $n } sjetonger
    }
hint-first-roll = Kast terningene!
hint-hold = Trykk på terninger for å holde dem og kast igjen – eller fyll en rute.
hint-pick-box = Ingen kast igjen: fyll en rute.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Enda en Kniffel! Tillatt: { $boxes }.
# $bonus (number)
bonus-on-the-way = Denne Kniffelen gir +{ $bonus } i bonus.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Terning { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Terning { $n } (tisidet): { $value }
# $n (number): the die's position
die-not-rolled = Terning { $n }: ikke kastet ennå
# $n (number): the die's position
die-ten-sided-not-rolled = Terning { $n } (tisidet): ikke kastet ennå
held = holdt
dice-tray = Terninger
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Enere
box-twos = Toere
box-threes = Treere
box-fours = Firere
box-fives = Femmere
box-sixes = Seksere
box-three-of-a-kind = Tre like
box-four-of-a-kind = Fire like
box-two-pairs = To par
box-three-pairs = Tre par
box-two-triples = To sett tre like
box-full-house = Hus
box-big-full-house = Stort hus
box-small-straight = Liten straight
box-large-straight = Stor straight
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 eller mindre
box-thirty-three-or-more = 33 eller mer
box-chance = Sjanse
box-super-chance = Supersjanse
# $n (number): points
points = { $n ->
        [one] { $n } poeng
       *[other] { $n } poeng
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }
box-hint-upper = bare disse øynene teller
box-hint-three-of-a-kind = 3 like · sum
box-hint-four-of-a-kind = 4 like · sum
box-hint-two-pairs = 2 par · sum
box-hint-three-pairs = 3 par · 35
box-hint-two-triples = 2 × 3 like · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 på rad · 30
box-hint-large-straight = 5 på rad · 40
box-hint-highway = 6 på rad · 50
box-hint-kniffel = 5 like · 50
box-hint-kniffel-extreme = 6 like · 75
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
upper-progress = { $sum } av { $at } til bonus
kniffel-bonus = Kniffel-bonus
total = Totalt
scoresheet = Poengblokk
show-column-of = Vis blokken til
now-playing = spiller nå

## Real dice (score pad)
enter-title = Trykk inn øynene de ekte terningene viser
# $name (text)
enter-for = Kast for { $name } og trykk inn øynene
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } beholder { $kept } – { $throw ->
        [one] kast den andre terningen for { $name } og trykk den inn
       *[other] kast de { $throw } andre terningene for { $name } og trykk dem inn
    }
# $roll (number), $of (number)
enter-button = Før inn kast { $roll } av { $of }
# $v (number)
enter-face = Verdi { $v }
ten-sided-faces = Tisidet terning
clear-entry = Tøm
chip-spent-enter = Sjetong levert: kast en 4. gang og trykk inn øynene.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Plass { $n }: { $value }
# $n (number): the slot's position
entry-empty = Plass { $n }: tom
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Plass { $n } (tisidet): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Plass { $n } (tisidet): tom

## End of game
game-over = Spillet er over
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } vinner!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Uavgjort: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Du fikk { $total } poeng.
       *[other] Du fikk { $total } poeng.
    }
rematch = Omkamp
ranking = Stilling
see-sheet = Se blokkene

## Saves and storage
delete = Slett
update-ready = En ny versjon av Pasch er klar.
reload = Last inn på nytt
later = Senere
really-delete = Virkelig slette?

## Settings
language = Språk
lang-auto = Som nettleseren
theme = Farger
theme-system = Som systemet
theme-light = Lyst
theme-dark = Mørkt
bot-speed = Tempo for datamaskinspillere
bot-speed-normal = Rolig
bot-speed-fast = Raskt

## Settings: sound, shake to roll, vibration
feel-title = Lyd og bevegelse
sound-switch = Lyd
shake-switch = Rist for å kaste
vibration-switch = Vibrasjon
feel-hint = Skjermen holdes på mens et spill pågår.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Hvem begynner?
start-drawn = Trekk lodd
# Karten-Kniffel
who-starts-youngest = Rundt bordet begynner den yngste; appen trekker lodd, eller du velger selv. I en omkamp begynner neste spiller.
# The dice games
who-starts-highest-roll = Rundt bordet begynner den som kaster høyest; appen trekker lodd, eller du velger selv. I en omkamp begynner neste spiller.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } begynner.

## The seed at the end
game-number = Spillnummer
game-number-hint = Med dette spillnummeret blir hvert kast og hvert kort nøyaktig det samme igjen.
chosen-seed-note = Dette spillet ble startet med et valgt spillnummer: kastene og kortene kunne være kjent på forhånd.
play-again-same = Spill dette spillet igjen
share = Del
copied = Kopiert.
share-failed = Deling er ikke tilgjengelig her – spillnummeret står lenger ned.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · spill { $seed } · { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }. Klarer du å slå det?

## Keyboard and screen reader

## Keyboard help
keys-title = Hurtigtaster
keys-button = Taster
keys-intro = I et spill, når du ikke skriver i et tekstfelt:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Kast
keys-hold = Hold eller slipp en terning
keys-undo-keys = U eller Ctrl+Z
keys-undo = Angre
keys-hint = Tips (Kniffel, Kniffel Extreme)
keys-move = Flytt mellom de åpne rutene
keys-enter-key = Enter
keys-take = Ta ruten
keys-cards = Karten-Kniffel: velg kort (0 = tiende kort)
keys-tab-keys = Tab, Shift+Tab
keys-tab = Neste eller forrige kontroll; mellomrom eller Enter aktiverer den
keys-mute = Lyd på eller av
keys-help = Denne hjelpen (Esc lukker den)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } kastet { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } kastet { $dice } og holder { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } tok { $what } for { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } tok { $what } for { $points } (en sjetong som var lagt til side)
# $name (text)
said-no-chip = { $name } får ingen sjetong
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } byttet { $cards } kort
       *[other] { $name } byttet { $cards } kort
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } spilte { $cards } på { $field } for { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = To par
chip-three-of-a-kind = Tre like
chip-small-straight = Liten straight
chip-flush = Flush
chip-full-house = Hus
chip-four-of-a-kind = Fire like
chip-large-straight = Stor straight
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, { $left } igjen
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }, lagt til side
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }: { $left ->
        [0] ingen igjen
       *[other] { $left } igjen
    }
# $left (number)
duel-chips-left = { $left } igjen
duel-table = Bord
duel-tray = Sjetongskål
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } sjetong i skålen
       *[other] { $n } sjetonger i skålen
    }
# $round (number)
duel-round = Runde { $round }
duel-set-aside-title = Lagt til side
duel-set-aside-empty = Ingenting ennå – bare en Kniffel kan hente disse sjetongene.
duel-no-chip-button = Ingen sjetong – ferdig
duel-hint-take = Ta en sjetong som lyser – eller hold terninger og kast igjen.
duel-hint-take-last = Ta en sjetong som lyser.
duel-hint-nothing-yet = Ingen sjetong passer ennå: kast igjen eller avslutt turen uten sjetong.
duel-hint-nothing = Ingen sjetong passer: turen din slutter uten sjetong.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Passer også, men ingen igjen: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Ta en valgfri sjetong – fra skålen eller blant dem som er lagt til side. Så spiller du igjen med en gang.
       *[other] Ta { $n } valgfrie sjetonger – fra skålen eller blant dem som er lagt til side. Så spiller du igjen med en gang.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Ta den andre sjetongen din, så spiller du igjen med en gang.
# $name (text)
duel-extra-turn = Kniffel-bonustur: { $name } spiller igjen!
duel-extra-turn-badge = Bonustur
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = En tur uten sjetong: { $chip } ({ $value }) legges til side.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = En runde uten sjetong: { $chip } ({ $value }) legges til side.

## The players' chips
duel-players-chips = Spillernes sjetonger
# $kinds (number)
duel-kinds-progress = { $kinds } av 7 typer
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Ingen sjetonger ennå
duel-gold = Gullbonus
duel-silver = Sølvbonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Full stabel
       *[other] { $n } fulle stabler
    }
duel-full-stacks-row = Fulle stabler (+30 hver)
duel-last-chip = Siste sjetong
duel-chip-values = Sjetongverdier

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } tok den siste sjetongen (+{ $bonus }).
duel-last-chip-set-aside = Den siste sjetongen ble lagt til side: ingen får bonusen for siste sjetong.
duel-breakdown = Poengene i detalj
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } av { $best } poeng
# $score (number)
duel-best-here = Best på denne enheten: { $score }
duel-new-best = Ny rekord!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Gi videre til { $name }
# $name (text)
pass-tap = { $name }: trykk her for å se kortene dine
pass-private = Kortene dine er skjult til du trykker. Ingen andre kikker!
# $name (text), $field (field name)
cover-played = { $name } fylte { $field }.
# $name (text)
cover-exchanged = { $name } byttet kort.

## The table
card-table = Kortbord
# $round (number)
cards-round = Runde { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
draw-pile = Trekkbunke
discard-pile = Kastebunke
# $n (number): cards in the pile
draw-pile-name = Trekkbunke: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
discard-pile-empty = Kastebunke: 0 kort
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Kastebunke: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }, { $top } øverst
# $name (text), $n (number): cards in hand
hand-of = { $name } har { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    } på hånden
# $name (text)
cards-bot-playing = { $name } spiller …
reshuffled = Trekkbunken gikk tom: kastebunken ble stokket til en ny trekkbunke.
reshuffled-short = (kastebunken stokket til en ny trekkbunke)
# $name (text)
one-field-left = { $name } har ett felt igjen!
last-round = Siste runde!
# $name (text)
last-round-why = { $name } har fylt alle feltene. Runden spilles ferdig.
recent-moves = Siden din forrige tur
last-moves = Siste trekk
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }, { $penalty ->
        [one] { $penalty } straffepoeng
       *[other] { $penalty } straffepoeng
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: kastet { $discarded }, tilbake til 5 kort

## Back to 5 cards after a play (rules version 2)
discard-down-title = Tilbake til 5 kort
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Du spiller { $field }. Da har du mer enn 5 kort igjen: { $need ->
        [one] velg { $need } kort
       *[other] velg { $need } kort
    } du vil kaste – neste tur begynner du med nøyaktig 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } av { $need } valgt
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Kast { $need } og fyll { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: kastet ingen, trakk { $drawn }
       *[other] { $name }: kastet { $discarded }, trakk { $drawn }
    }
# $name (text)
announced-by-app = { $name }: nest siste felt fylt – meldt av appen
# $name (text)
announced-by-player = { $name } melder: ett felt igjen etter dette
# $name (text), $penalty (number)
missed-news = { $name } glemte å melde: { $penalty ->
        [one] { $penalty } straffepoeng
       *[other] { $penalty } straffepoeng
    }

## The hand
# $name (text)
your-hand = Hånden til { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Kort { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Kort { $n }: { $value }, nytt
new-card = nytt
sort-cards = Sorter
sort-hint = Sorter alltid kortene etter verdi (av: i den rekkefølgen de ble trukket)
clear-selection = Fjern valget
# $n (number)
selected-count = { $n } valgt
hand-hint = Trykk på kort for å velge dem: for å spille dem eller kaste dem.

## Scoring
score-title = Før poeng
score-select-hint = Velg kort – eller trykk på et forslag.
no-field-fits = Disse kortene passer ikke i noe åpent felt.
# $n (number)
penalty-points = { $n ->
        [one] { $n } straffepoeng
       *[other] { $n } straffepoeng
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }, { $penalty ->
        [one] { $penalty } straffepoeng
       *[other] { $penalty } straffepoeng
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } straffepoeng
       *[other] { $penalty } straffepoeng
    }
suggestions = Beste trekk
no-suggestions = Ingen åpne felt passer til denne hånden: bytt kort.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }: velg de beste kortene
# $held (number): cards in hand; $penalty (number)
penalty-warning = Du har { $held } kort: fører du poeng nå, koster det { $penalty ->
        [one] { $penalty } straffepoeng
       *[other] { $penalty } straffepoeng
    }.

## Exchanging
exchange-title = Bytt
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Ingen kort valgt: behold hånden eller trekk ett til.
        [1] Kast det valgte kortet og …
       *[other] Kast de { $discard } valgte kortene og …
    }
# $n (number)
draw-n = Trekk { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
keep-hand = Behold hånden
pass-turn = stå over
same-number = like mange
one-more = ett til
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Bytt: kast { $discard },
too-many-to-discard = Du kan kaste høyst 5 kort.
hand-full = 10 kort på hånden: du trekker bare like mange som du kaster.
no-undo-after-draw = Bytte og poengføring kan ikke angres: kortene som ble trukket, ville allerede være kjent.

## Announcing (house rule)
announce-button = Meld
announce-hint = Du har to felt igjen: meld før du fyller det nest siste, ellers får du 10 straffepoeng.
announced-now = Meldt! Fyll nå ditt nest siste felt.
announce-yourself-option = Meld selv: den som ikke trykker «Meld» før sitt nest siste felt, får 10 straffepoeng
cards-shuffle = Kort
cards-dealt-by-app = Appen stokker og deler ut.

## The card sheet
card-field-hint-upper = 1–5 kort med denne verdien
card-field-hint-three-of-a-kind = 5 kort, 3 like · sum
card-field-hint-four-of-a-kind = 5 kort, 4 like · sum
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = nøyaktig 4 på rad · 30
card-field-hint-large-straight = 5 på rad · 40
card-field-hint-kniffel = 5 like · 50
bonus-malus = Bonus 63+: +35 · under 43: −20
# $sum (number)
upper-progress-cards = { $sum } av 63 til bonus; under 43 koster −20
penalties-row = Straffepoeng
# $n (number)
penalty-beside = { $n } straffepoeng ved siden av
announcement-row = Melding
announced-mark = meldt

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Vinnersjanse
win-chance-title = Sjansen til å vinne nå
win-chance-close = Lukk
win-chance-wait = Regner ut sjansene …
win-chance-failed = Sjansene kunne ikke regnes ut.
# Under the chances: how they are worked out.
win-chance-note = Hver blokk er spilt til endes tusenvis av ganger med den beste strategien.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Vinnersjanse, runde for runde
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Vendepunkt: runde { $round }, { $name } med { $field } for { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Tips
hint-close = Lukk tipset
hint-title = De beste valgene
# Under the classic hint: what the numbers mean.
hint-exact-note = Regnet ut nøyaktig: forventet sluttsum med best mulig spill herfra.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Anslaget til den sterke datamaskinen (ikke nøyaktig): forventet sluttsum.
hint-reroll-all = Kast alle på nytt
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Behold { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Behold den tisidede terningen ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Behold { $dice } og den tisidede terningen ({ $ten })
hint-stop = Behold alle – slutt å kaste
# $label (text), $points (number)
hint-box = { $label } for { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } poeng
hint-roll-first = Kast først, og be så om et tips.
# While the solver works out its table.
solver-preparing = Rådgiveren regner ut alle stillinger (bare første gang) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = Den sterke datamaskinen regner ut strategien sin (bare første gang) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Hopp fram
solver-failed = Rådgiveren kunne ikke lastes inn.

## How well did I play
review-title = Hvor godt spilte jeg?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } poeng under perfekt spill (forventet)
# $name (text)
review-perfect = { $name }: spilte perfekt – ingen avgjørelse kostet poeng.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Runde { $round }, { $dice } ({ $rolls-left ->
        [0] etter siste kast
        [one] { $rolls-left } kast igjen
       *[other] { $rolls-left } kast igjen
    }): { $chosen } – best var { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Terningflaks { $luck } · Valg { $choices } · Forventet ved start { $start }
# Under the review of classic Kniffel.
review-exact-note = Regnet ut nøyaktig: forventet sluttsum før hvert kast og etter hvert valg.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Anslått av den sterke datamaskinen (ikke nøyaktig): forventet sluttsum før hvert kast og etter hvert valg.
review-costliest = Dyreste avgjørelser
review-luckiest = Heldigste kast
review-unluckiest = Uheldigste kast
review-luckiest-draws = Heldigste trekk
review-unluckiest-draws = Uheldigste trekk
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Runde { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Runde { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Runde { $round }, hånd { $cards }: { $chosen } – best var { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Ta { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } med { $cards }
# $cards (card values)
review-exchange = Bytt { $cards }
# $cards (card values)
review-exchange-one-more = Bytt { $cards } og trekk ett til

## Statistics, history, roll log, daily challenge
statistics = Statistikk
high-scores = Rekorder
history = Historikk
daily-challenge = Dagens utfordring
play-daily = Spill dagens utfordring
play-daily-again = Igjen (teller ikke)
daily-open = Ikke spilt ennå i dag.
# $days (number)
streak = { $days ->
        [0] Ingen rekke ennå: spill i dag for å starte en.
        [1] Rekke: 1 dag
       *[other] Rekke: { $days } dager på rad
    }
with-bots = Spill med datamaskinspillere
with-hints = Spill med tips
bot-mark = med datamaskin
hint-mark = med tips
real-dice-mark = ekte terninger
daily-mark = dagens
no-games-yet = Ingen ferdige spill av denne typen ennå.
col-player = Spiller
col-games = Spill
col-wins = Seire
col-best = Best
col-average = Snitt
col-worst = Dårligst
col-kniffels = Kniffel kastet
col-upper-bonus = Øvre bonus
col-chips = Sjetonger
col-duel-bonus = Bonuspoeng
col-penalties = Straffepoeng
col-score = Poeng
col-date = Dato
scores-over-time = Poeng over tid
score-histogram = Hvor ofte hver poengsum
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = fra { $from } poeng: { $count ->
        [one] { $count } spill
       *[other] { $count } spill
    }
open-game = Vis
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Vis { $game } fra { $date }
close = Lukk
step-first = Første trekk
step-prev = Forrige trekk
step-next = Neste trekk
step-last = Siste trekk
# $n (number), $of (number)
step-of = Trekk { $n } av { $of }
roll-log = Kastlogg
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, kast { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, kast { $roll }: { $dice } (beholdt: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } bytter { $cards } kort
       *[other] { $name } bytter { $cards } kort
    }
# $name (text)
log-no-chip = { $name }: ingen sjetong
log-empty = Ingenting kastet ennå.
players-title = Endre navn på eller slå sammen spillere
rename-hint = Et navn som finnes fra før, slår de to sammen (ved en skrivefeil).
new-name = Nytt navn
rename = Endre navn
# $n (number)
renamed = Endret: { $n }
export-import = Eksport og import
export-stats = Eksporter statistikk
import-stats = Importer statistikk
reset-stats = Nullstill statistikk
reset-confirm = Vil du virkelig slette alle ferdige spill og all statistikk?
yes-delete = Ja, slett
cancel = Avbryt

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Denne nettleseren tillater ikke lagring her (privat vindu?). Du kan spille videre, men spillet går tapt når siden lukkes.
storage-full = Lagringsplassen i nettleseren er full: spillet lagres ikke akkurat nå. Du kan spille videre; frigjør litt plass for å lagre igjen.
storage-blocked = Den gamle, uleselige lagringen kunne ikke sikkerhetskopieres, så den blir ikke overskrevet: det nye spillet lagres ikke.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Lagringsplassen i nettleseren tar ikke imot ferdige spill akkurat nå: { $waiting ->
        [one] { $waiting } spill til statistikken venter
       *[other] { $waiting } spill til statistikken venter
    } i dette vinduet på å bli lagret så snart det virker igjen. La vinduet være åpent til da.
settings-not-stored = Innstillingene kunne ikke lagres: de gjelder til siden lukkes.

## Kept aside
backup-title-game = Et lagret spill kunne ikke lastes inn
backup-title-statistics = En del av statistikken kunne ikke leses
backup-reason-newer = Det kommer fra en nyere versjon av Pasch. Når appen er oppdatert, kan det åpnes igjen.
backup-reason-damaged = Det er skadet eller ble endret for hånd.
backup-kept-game = Ingenting ble slettet: lagringen er tatt vare på (Innstillinger), og du kan laste den ned.
backup-kept-statistics = Ingenting ble slettet: alle andre spill er i statistikken, og det som ikke kunne leses, er tatt vare på (Innstillinger); du kan laste det ned.
download-backup-game = Last ned lagringen
download-backup-statistics = Last ned statistikken
backups-title = Tatt vare på
no-backups = Alle lagrede spill og resultater kunne leses: ingenting trengte å tas vare på.
backup-kind-game = Lagret spill
backup-kind-statistics = Statistikk
backup-kind-finished-game = Ferdig spill fra statistikken
backup-state-yes = denne versjonen kan åpne det igjen
backup-state-newer = fra en nyere versjon
backup-state-damaged = skadet
open-again = Åpne igjen
# $total (number): games
reopened-all = Tilbake i statistikken: { $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }.
# $stored (number), $total (number): games
reopened-some = Tilbake i statistikken: { $stored } av { $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }. Lagringsplassen er full; resten blir fortsatt tatt vare på.

## Other windows
continued-elsewhere = Dette spillet fortsatte i et annet vindu: det vises her slik det står nå.
replaced-elsewhere = Et nytt spill ble startet i et annet vindu: det vises her nå.
newer-elsewhere = En nyere versjon av Pasch lagret spillet i et annet vindu. Last inn denne siden på nytt; inntil da lagres ingenting her.

## Asking before a game is replaced
replace-title = Avslutte spillet som pågår?
# $game (text)
replace-text = { $game } er ikke ferdig ennå. Det nye spillet erstatter det, og det teller ikke i statistikken.
replace-yes = Start det nye spillet
replace-no = Behold spillet

## The room in storage
storage-title = Lagring
# $percent (number)
storage-used = { $percent } % av plassen til Pasch i denne nettleseren er brukt.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } ferdig spill
       *[other] { $total } ferdige spill
    } er tatt vare på.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } ferdig spill
       *[other] { $total } ferdige spill
    } er tatt vare på, { $lean } av dem uten trekkene sine: de ga plass, resultatene teller fortsatt.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] For å få plass ble trekkene i 1 eldre spill fjernet akkurat nå; resultatet blir værende i statistikken.
       *[other] For å få plass ble trekkene i { $n } eldre spill fjernet akkurat nå; resultatene blir værende i statistikken.
    }
storage-persistent = Nettleseren tar vare på disse dataene for godt.
storage-best-effort = Nettleseren kan slette disse dataene når den går tom for plass. Installert som app er Pasch tryggere; eksporter statistikken innimellom.
# $more (number)
show-older-games = Vis eldre spill ({ $more } til)
moves-made-room = Trekkene i dette spillet ga plass; resultatet teller fortsatt.
moves-unreadable = Denne versjonen kan ikke spille av trekkene i dette spillet på nytt; resultatet teller fortsatt.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Dette spillet lagres ikke ennå: det forrige ferdige spillet er ikke i statistikken ennå, og lagringen er den eneste kopien av det. Dette spillet lagres så snart lagringsplassen tar imot det ferdige spillet (det prøves etter hvert trekk).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } spill fra en nyere versjon av Pasch tas vare på for den versjonen; det teller her når denne appen er oppdatert.
       *[other] { $n } spill fra en nyere versjon av Pasch tas vare på for den versjonen; de teller her når denne appen er oppdatert.
    }
# $date (text): the day Pasch asked
persist-granted = Den { $date } ba Pasch nettleseren om å ta vare på disse dataene for godt: den sa ja.
# $date (text): the day Pasch asked
persist-declined = Den { $date } ba Pasch nettleseren om å ta vare på disse dataene for godt: den sa nei.
# $date (text): the day Pasch asked
persist-unanswered = Den { $date } ba Pasch nettleseren om å ta vare på disse dataene for godt: ikke noe svar ennå.
persist-not-asked = Pasch ber nettleseren én gang om å ta vare på disse dataene for godt, når det finnes ferdige spill å ta vare på.
persist-unsupported = Denne nettleseren kan ikke bes om å ta vare på disse dataene for godt.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Navnet på spiller { $n } er for langt: høyst { $max } tegn. Gjør det kortere.
# $max (number): characters
new-name-too-long = Det nye navnet er for langt: høyst { $max } tegn. Ingen navn ble endret.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Navnet ble endret i { $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }, men lagringsplassen tok bare imot { $stored }: { $waiting } har fortsatt det gamle navnet i lagringen. De lagres så snart lagringen virker igjen; la dette vinduet være åpent til da.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Import avvist: Filen er for stor ({ $size } MB; høyst { $max } MB). En statistikkfil fra Pasch er mye mindre. Ingenting ble endret.
import-unreadable = Import avvist: Filen kunne ikke leses. Ingenting ble endret.
import-refused-not-pasch = Import avvist: Dette er ikke en statistikkfil fra Pasch. Ingenting ble endret.
import-refused-newer = Import avvist: Filen er fra en nyere versjon av Pasch. Ingenting ble endret.
# $total (number): the games of the file
import-nothing-new-intact = 0 spill importert: alle spillene i filen finnes her allerede ({ $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 spill importert: alle spillene i filen finnes her allerede ({ $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }). { $damaged ->
        [one] { $damaged } spill i filen er skadet og utelatt.
       *[other] { $damaged } spill i filen er skadet og utelatt.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Filen inneholder { $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }: { $new ->
        [one] { $new } nytt
       *[other] { $new } nye
    }, { $already } finnes her allerede. Ingen spill her blir fjernet eller endret.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Filen inneholder { $total ->
        [one] { $total } spill
       *[other] { $total } spill
    }: { $new ->
        [one] { $new } nytt
       *[other] { $new } nye
    }, { $already } finnes her allerede. { $damaged ->
        [one] { $damaged } spill i filen er skadet og utelatt.
       *[other] { $damaged } spill i filen er skadet og utelatt.
    } Ingen spill her blir fjernet eller endret.
# $n (number): games
import-games = Importer { $n ->
        [one] { $n } spill
       *[other] { $n } spill
    }
# $done (number), $total (number)
import-reading = Leser filen … { $done } av { $total }
# $done (number), $total (number)
import-storing = Lagrer spillene … { $done } av { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } spill
       *[other] { $stored } spill
    } importert.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored } av { $wanted ->
        [one] { $wanted } spill
       *[other] { $wanted } spill
    } importert: lagringsplassen i nettleseren er full. Ingen spill her ble fjernet; resten av filen kan importeres senere.

## Import: how far it is, the room it fills, long names
import-opening = Åpner filen …
import-progress = Import av statistikken
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 spill importert: { $damaged ->
        [one] det eneste spillet i filen er
       *[other] alle de { $damaged } spillene i filen er
    } skadet (kan ikke leses, eller er lengre enn noe spill i Pasch). Ingenting ble endret.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored } av { $wanted ->
        [one] { $wanted } spill
       *[other] { $wanted } spill
    } importert: lagringsplassen for statistikk er full (resten holdes av til spillet som pågår og spillene som kommer). Ingen spill her ble fjernet.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Ett navn er
       *[other] { $n } navn er
    } lengre enn { $max } tegn: forkortet til { $max }.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = Spillet er over.
refusal-not-a-move = Det er ikke et trekk i dette spillet.
refusal-nothing-to-undo = Ingenting å angre.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } er for { $min } til { $max } spillere, ikke { $got }.
refusal-unnamed-player = Alle spillerne trenger et navn.
refusal-no-such-start-player = Startspilleren må være en av spillerne.
refusal-cards-need-the-app = Karten-Kniffel spilles med appens kort.
refusal-daily-is-solo-kniffel = Dagens utfordring er Kniffel, Yatzy, Maxi Yatzy eller Generala for én spiller med appens terninger.
refusal-bad-deck = En kortstokk har 18 kort av hver verdi fra 1 til 6.
refusal-not-rolled = Kast terningene først.
refusal-no-rolls-left = Ingen kast igjen denne turen.
refusal-all-dice-held = Alle terningene holdes: slipp en for å kaste.
refusal-hold-before-roll = Kast først, og hold terninger etterpå.
# $n (number): the die's position
refusal-no-such-die = Det finnes ingen terning { $n }.
refusal-real-dice = Dette spillet bruker ekte terninger: før inn det de viser.
refusal-app-rolls = Appen kaster terningene i dette spillet.
# $expected (number), $got (number): dice
refusal-dice-count = Ventet { $expected } terninger, fikk { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Terning { $n } viser { $shows }, men den har bare { $low }–{ $high }.
refusal-rolls-used-up = Ingen kast igjen: fyll en rute.
refusal-three-rolls-up = De tre kastene er brukt: lever en sjetong for et 4. kast, eller fyll en rute.
refusal-chips-extreme-only = Sjetonger hører bare til Kniffel Extreme.
refusal-one-chip-per-turn = Bare én sjetong per tur.
refusal-no-chips-left = Ingen sjetonger igjen.
refusal-chip-before-third-roll = En sjetong kjøper et 4. kast: bruk de tre første kastene først.
# $field (box name)
refusal-not-on-sheet = { $field } står ikke på denne blokken.
# $field (box name)
refusal-box-taken = { $field } er allerede fylt.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Enda en Kniffel må føres i: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Det finnes ikke noe kort { $value }: kortene viser 1 til 6.
refusal-too-many-cards = Ingen hånd har så mange kort.
refusal-discard-too-many = Kast høyst 5 kort.
refusal-not-in-hand = Du har ikke de kortene.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Kast nøyaktig { $need } kort med dette trekket (ikke { $got }): en tur begynner med 5 kort.
refusal-hand-full = Ikke mer enn 10 kort på hånden: trekk like mange som du kaster.
# $field (field name)
refusal-not-a-card-field = { $field } står ikke på Karten-Kniffel-blokken.
# $field (field name)
refusal-upper-field-count = { $field } tar 1 til 5 kort.
# $field (field name), $face (number)
refusal-upper-field-face = { $field } tar bare kort som viser { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = { $field } trenger nøyaktig { $needed } kort.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = { $field } trenger { $needs }.
refusal-app-announces = Appen melder det nest siste feltet for deg.
refusal-already-announced = Du har allerede meldt.
refusal-announce-too-early = Meld når du skal til å fylle ditt nest siste felt.
refusal-second-kniffel-chip-first = Ta den andre Kniffel-sjetongen din først.
refusal-take-a-chip = Ingen kast igjen: ta en sjetong eller avslutt turen.
refusal-set-aside-needs-kniffel = Bare en Kniffel kan hente en sjetong som er lagt til side.
# $chip (chip name)
refusal-not-set-aside = Ingen sjetong for { $chip } er lagt til side.
# $chip (chip name)
refusal-not-in-tray = Det er ingen sjetong for { $chip } igjen i skålen.
# $chip (chip name)
refusal-dice-dont-make = Terningene dine gir ikke { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = En sjetong passer til terningene dine, ta den: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = tre like kort
field-needs-four-of-a-kind = fire like kort
field-needs-full-house = tre like kort og to like kort med en annen verdi
field-needs-small-straight = fire verdier på rad (1-2-3-4, 2-3-4-5 eller 3-4-5-6)
field-needs-large-straight = fem verdier på rad (1-2-3-4-5 eller 2-3-4-5-6)
field-needs-kniffel = fem like kort

## Own phones at the table (issue 28)
own-phone = Egen telefon
phones-title = Spillere på egen telefon
phones-help = Hver telefon åpner invitasjonen sin (skann QR-koden med kameraet, eller åpne lenken) og viser så et svar: skann det her eller skriv inn koden. Spillet starter når alle telefonene er koblet til.
# $name (text)
invite-player = Inviter { $name }
# $name (text)
qr-invite-alt = QR-kode for å invitere { $name }
# $name (text)
invitation-link-for = Invitasjonslenke til { $name }
# $name (text)
invitation-code-for = Invitasjonskode til { $name }
# $name (text)
answer-code-from = Svarkode fra { $name }
# $name (text)
connect-player = Koble til { $name }
# $name (text)
scan-answer-of = Skann svaret fra { $name }
# $name (text)
play-here = { $name } spiller her
preparing-invitation = Lager invitasjonen …
connecting-phone = Kobler til …
# $name (text)
phone-connected = { $name } er koblet til.
# $name (text)
phone-unreachable = Telefonen til { $name } kunne ikke nås: begge enhetene må være på samme wifi, og gjestenett holder ofte enheter fra hverandre. Prøv en ny invitasjon, eller spill denne plassen her.
# $name (text)
not-an-answer = Det er ikke en svarkode fra telefonen til { $name }.
no-webrtc = Denne nettleseren kan ikke koble til telefoner. Spill denne plassen her.
scan-invitation = Skann invitasjonen
new-invitation = Ny invitasjon
join-table = Bli med ved et bord
join-help = Skann bordets invitasjon med kameraet, eller skriv inn invitasjonskoden her.
invitation-code = Invitasjonskode
join = Bli med
not-an-invitation = Det er ikke en invitasjonskode.
answer-code = Svarkode
qr-answer-alt = QR-kode med svaret ditt
answer-help = Vis dette svaret til bordet: skann det der, eller skriv inn svarkoden ved bordet.
connected-to-table = Koblet til bordet
# $name (text)
playing-as = Du spiller som { $name }.
waiting-for-table = Venter på bordet …
table-lost = Forbindelsen til bordet er brutt. Skann en ny invitasjon fra bordet for å spille videre.
phone-unreachable-here = Bordet kunne ikke nås: begge enhetene må være på samme wifi, og gjestenett holder ofte enheter fra hverandre.
other-build = Denne telefonen kjører en annen versjon av Pasch enn bordet. Last inn på nytt, og bli med igjen.
not-your-turn = Det er ikke din tur.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = Spillet hadde gått videre før trykket ditt nådde bordet, så det gjorde ingenting. Her er spillet slik det står nå.
leave-table = Forlat bordet
next-game-at-table = Neste spill startes ved bordet. Ditt eget spill på denne telefonen blir som det var.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = Koden er tom: lim inn eller skriv den først.
# $char (text): the character that no code has
code-foreign = Dette er ikke en Pasch-kode: den inneholder «{ $char }».
code-truncated = Denne koden er ufullstendig. Kopier hele koden på nytt.
code-damaged = Denne koden er skadet eller ufullstendig. Kopier hele koden på nytt.
code-other-version = Denne koden kommer fra en annen versjon av Pasch. Last inn Pasch på nytt på begge enhetene, og lag så en ny kode.
code-not-an-invitation = Dette er en svarkode, ikke en invitasjon. Skriv inn koden som bordet viser.
code-not-an-answer = Dette er en invitasjon, ikke en svarkode. Skriv inn koden som telefonen viser.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Tilkoblingsdataene til denne nettleseren mangler { $part }: den kan ikke kobles sammen på denne måten. Prøv en annen nettleser.
code-no-address = Denne enheten har ingen nettverksadresse. Koble den til samme wifi som den andre enheten.
code-too-long-for-qr = Koden er for lang for en QR-kode. Bruk koden som tekst i stedet.
scanner-stop = Stopp kameraet
scanner-camera = Kamera
scanner-looking = Hold QR-koden foran kameraet.
scanner-no-camera = Denne enheten har ikke noe kamera som nettleseren kan bruke. Skriv inn koden i stedet.
scanner-refused = Kameraet kan ikke brukes. Tillat det i innstillingene til nettleseren, eller skriv inn koden i stedet.
scanner-failed = Kameraet kunne ikke startes. Skriv inn koden i stedet.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = Telefonen til { $name } er utenfor rekkevidde. Spillet fortsetter; telefonen får spillet igjen når den er tilbake.
table-away = Bordet er utenfor rekkevidde. Venter på at det kommer tilbake …
scanner-no-reader = QR-leseren kunne ikke startes. Skriv inn koden i stedet.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } spilte best; { $lucky } hadde de beste terningene.
# $name (text)
review-summary-both = { $name } spilte best og hadde de beste terningene.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } spilte best; { $lucky } hadde de beste kortene.
# $name (text)
review-summary-both-cards = { $name } spilte best og hadde de beste kortene.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } spilte perfekt.
        [1] { $name } spilte veldig bra.
        [2] { $name } spilte bra.
       *[other] { $name } lot en del poeng ligge igjen på bordet.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] Terningene var snille.
        [1] Terningene var omtrent som vanlig.
       *[other] Terningene var lite snille.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Kortene var snille.
        [1] Kortene var omtrent som vanlig.
       *[other] Kortene var lite snille.
    }
# The disclosure that holds the review's numbers.
review-numbers = Vis tallene
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Start dette spillet på nytt
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Tilbake til dagens utfordring
# The daily challenge's screen: whose challenge it is.
daily-name = Navnet ditt
# $points (number)
daily-best = { $points ->
        [one] Ditt beste i dagens utfordring: { $points } poeng
       *[other] Ditt beste i dagens utfordring: { $points } poeng
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: ingen sjetong
# Over the table when five alike are scored.
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Pip, Tulla, Bamse, Lulu
computer-names-normal = Ola, Kari, Sindre, Ingrid
computer-names-strong = Ada, Albert, Grace, Sophus
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Datamaskin (lett)
seat-computer-normal = Datamaskin (normal)
seat-computer-strong = Datamaskin (sterk)
# The new-game screen's disclosure of house rules and the game number.
more-options = Flere valg
more-options-what = Husregler, spillnummer
# $names (text)
players-kept-aside = { $names }: satt til side. De kommer tilbake når du velger et spill for flere spillere.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Ingen ferdige spill ennå. Spill ett, så dukker poengene, rekordene og diagrammene dine opp her.
stats-empty-play = Spill et spill
stats-by-player = Poeng per spiller
# Above the statistics table when it is wider than the screen.
table-scrolls = Sveip sidelengs for å se alle kolonnene →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Spilte kort
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Behold terningen som viser { $face }, og kast de andre igjen
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Behold de { $count ->
        [2] to
        [3] tre
       *[other] fire
    } terningene som viser { $face }, og kast igjen
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Behold { $dice } og kast igjen
hint-plain-roll-all = Kast alle terningene igjen
hint-plain-stop = Behold alle og velg en rute
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Behold den tisidede terningen ({ $ten }), og kast de andre igjen
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Behold { $dice } og den tisidede terningen ({ $ten }), og kast igjen
# $label (text): the box to fill
hint-plain-take = Ta { $label }
# $label (text): the box to cross out
hint-plain-strike = Stryk { $label } (0 poeng)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Detaljer: forventede poeng
# Under the Hint's advice.
hint-tap-to-apply = Trykk på en linje for å holde de terningene eller finne den ruten.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = Tipset sier: behold denne terningen
# Screen readers, after a box's name while the Hint advises it.
box-advised = Tipset sier: ta denne ruten
# The Roll button once the turn has no roll left.
roll-none-left = Ingen kast igjen
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Fyll en rute – eller bruk en sjetong for ett kast til.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Det nordiske spillet: 5 terninger, 15 ruter, par og like gir summen av terningene sine.
game-blurb-maxi-yatzy = 6 terninger, 20 ruter; ubrukte kast spares til senere.
game-blurb-generala = Det latinamerikanske spillet: en Generala i første kast vinner med en gang.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Ett par
box-five-of-a-kind = Fem like
box-full-straight = Full straight
box-villa = Villa
box-tower = Tårn
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Straight
box-generala = Generala
box-double-generala = Dobbel Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 like · summen av dem
box-hint-two-pairs-sum = 2 ulike par · summen av dem
box-hint-three-pairs-sum = 3 ulike par · summen av dem
box-hint-three-equal-sum = 3 like · summen av dem
box-hint-four-equal-sum = 4 like · summen av dem
box-hint-five-equal-sum = 5 like · summen av dem
box-hint-full-house-sum = 3 + 2 · summen av dem
box-hint-villa-sum = 3 + 3 · summen av dem
box-hint-tower-sum = 4 + 2 · summen av dem
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 like · 50
box-hint-maxi-yatzy = 6 like · 100
box-hint-generala-straight = 5 på rad · 20, i første kast 25
box-hint-generala-full-house = 3 + 2 · 30, i første kast 35
box-hint-generala-four = 4 like · 40, i første kast 45
box-hint-generala = 5 like · 50; i første kast vinner den spillet
box-hint-double-generala = en Generala til · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Fem like terninger teller også som Hus
rule-four-equal-two-pairs = Fire like terninger teller også som To par
rule-forced-order = Fyll rutene i rekkefølge, ovenfra og ned
rule-maxi-bonus-50 = Mindre bonus: 50 ved 75 eller mer (i stedet for 100 ved 84)
rule-saved-rolls = Sparte kast: ubrukte kast kan brukes i senere turer
rule-straight-wrap = En straight kan gå videre fra 6 til 1 (3-4-5-6-1)
rule-double-generala = Spill med ruten Dobbel Generala
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } spart kast
       *[other] { $n } sparte kast
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: laget i første kast
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } kastet Generala i første kast og vinner spillet!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Fyll rutene i rekkefølge: neste er { $field }.

## issue 39: dagens utfordring og statistikk
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Dagens spill
# $game (text: the game's name)
daily-game-hint = I dag kaster alle som spiller { $game }, de samme terningene: ett spill, alene. Første forsøk teller.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = I dag: { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    } · snittet ditt i { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Vunnet med én gang med en Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Dagens utfordring { $date } · { $game } · { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: rekkefølgen på rutene
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Rekkefølgen på rutene
box-order-free = Fri: hvilken som helst åpen rute
box-order-top-down = Ovenfra og ned: én rute om gangen
box-order-bottom-up = Nedenfra og opp: én rute om gangen
box-order-upper-first = Først den øvre delen, så den nedre
box-order-lower-first = Først den nedre delen, så den øvre
# Under the dice while a section must be filled first.
hint-upper-first = Først den øvre delen: fyll en av rutene der.
hint-lower-first = Først den nedre delen: fyll en av rutene der.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Samme terninger for alle
# Under the switch.
same-dice-hint = Hver tur kaster de samme terningene for alle: den som beholder det samme, får det samme. Flaksen er den samme for alle, bare valgene er forskjellige.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Samme terninger
# The end screen's collapsed section of a Duplicate game.
dup-title = Valg sammenlignet
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } beholdt { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } beholdt { $dice } og den tisidige terningen ({ $ten })
# $name (text)
dup-rerolled = { $name } kastet alle terningene på nytt
# $name (text), $field (box name)
dup-took = { $name } tok { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Runde { $round }: { $first }, { $second }: { $better }s valg var verdt { $worth } mer
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Runde { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Topp (perfekt spill med de samme terningene): { $points }
dup-alike = Med de samme terningene valgte alle likt, eller like godt.
dup-note-exact = Verdi: de forventede poengene for hvert valg ifølge den eksakte rådgiveren, hver fra spillerens egen stilling.
dup-note-plain = Dette spillet har ingen eksakt rådgiver: valgene vises uten verdien sin.
## issue 40: kids' mode
counts-self = Regner selv
# $field (box name)
sum-your-points = Dine poeng for { $field }
sum-check = Sjekk
# $points (number)
sum-right = { $points ->
        [one] Riktig! { $points } poeng.
       *[other] Riktig! { $points } poeng.
    }
sum-not-yet = Ikke helt.
# $face (number), $count (number)
sum-hint-count = Tell terningene som viser { $face }: hvor mange er det? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Legg sammen alle terningene: { $dice } = ?
# $dice (text)
sum-hint-some = Legg bare sammen terningene som danner den: { $dice } = ?
# $dice (text)
sum-hint-twice = Legg sammen alle terningene, og gang med to: 2 × ({ $dice }) = ?
sum-hint-fixed = Denne ruten gir alltid like mange poeng, uansett terningene: blokken viser hvor mange.
# $bonus (number)
sum-hint-served = Denne ruten gir sine faste poeng, og { $bonus } til fordi den kom i første kast.
sum-hint-zero = Passer terningene i denne ruten? Hvis ikke, gir den 0.
# $sums (text)
sum-hint-upper = Legg sammen rutene i øvre del: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Er summen { $at } eller mer? Da er bonusen { $bonus }, ellers 0.
# $points (number), $how (text)
sum-answer = Det er { $points }: { $how }.
# $points (number)
sum-answer-fixed = Det er { $points }: denne ruten gir alltid { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Det er { $points }: { $base } og { $bonus } til for første kast.
sum-answer-zero = Det er 0: terningene passer ikke i denne ruten.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Det er { $points }: summen er { $total }, bonusen krever { $at }.
sum-bonus = Bonus
# $name (text)
sum-upper-full = { $name }, den øvre delen din er full: legg den sammen!
sums-right-first = Regnet riktig på første forsøk
# $right (number), $asked (number), $percent (number)
sums-share = { $right } av { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Rettferdig start
# Under the switch.
fair-start-what = Hver spiller får et forsprang: poengene spilleren i snitt taper mot perfekt spill (de siste 20 spillene av dette spillet, gjennomgått av treneren), minus det den beste ved bordet taper.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Rettferdig start: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = De siste spillene gjennomgås …
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } har ingen gjennomgåtte spill av dette spillet ennå og starter på 0.
# The number field of one player.
# $name (text)
head-start-for = Forsprang for { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Forsprang
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Uten forsprang: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Turnering
tour-intro = 4 til 24 spillere ved bord med tre eller fire (to bare når dere er fem), trukket på nytt hver runde så alle møter andre. Hvert bord spiller to spill: ett i fri rekkefølge, ett i fast rekkefølge.
tour-new = Ny turnering
tour-list = Turneringene deres
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Datamaskin
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Datamaskinen spiller for { $name }
tour-names-hint = Navn fra statistikken foreslås mens du skriver.
# $min (number), $max (number)
tour-error-players = En turnering tar { $min } til { $max } spillere.
tour-error-name = Hver spiller trenger et navn.
# $name (text)
tour-error-same-name = To spillere heter { $name }.
tour-rounds = Runder
tour-draw = Trekk bordene
# $n (number)
tour-table = Bord { $n }
tour-order-free = Fri rekkefølge
tour-order-top-down = Fast rekkefølge: ovenfra og ned
tour-order-bottom-up = Fast rekkefølge: nedenfra og opp
tour-order-upper-first = Fast rekkefølge: øvre del først
tour-order-lower-first = Fast rekkefølge: nedre del først
tour-play = Spill
tour-type-in = Skriv inn
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Poeng for { $name }
tour-save-points = Lagre
tour-in-play = Spilles i Pasch
tour-standings = Stilling
tour-col-place = Plass
tour-col-player = Spiller
tour-col-points = Poeng
tour-col-wins = Seire
tour-col-played = Spill
tour-playoff = Omspill
# $names (text: the tied players' names)
tour-playoff-intro = { $names } deler førsteplassen. Hver kaster alle fem terningene etter tur til noen får fem like.
tour-playoff-throw = Kast terningene
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } fikk fem { $face }-ere i kast { $throws } og vinner omspillet.
# $name (text)
tour-winner = { $name } vinner turneringen!
tour-print = Skriv ut
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Turnering { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } poeng, { $wins ->
        [one] { $wins } seier
       *[other] { $wins } seire
    }
tour-back = Tilbake til turneringen
tour-not-saved = Turneringen kunne ikke lagres: nettleserens lagring er full eller blokkert. Den blir stående åpen her, og neste endring prøver igjen.
## issue 39: statistics column names
col-yatzys = Yatzy kastet
col-maxi-yatzys = Maxi Yatzy kastet
col-generalas = Generala kastet
