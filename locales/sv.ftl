### Pasch: every word the app shows, in Swedish. The keys and placeholders are those of
### en.ftl (the reference); see there for the syntax and what each placeholder holds.
### The player is "du"; a box on the sheet is "ruta", the sheet "protokoll", a roll "kast"
### (the verb "slå"), a chip "marker"; the boxes are named as Swedish Yatzy sheets print
### them (Tretal, Fyrtal, Kåk, Liten stege, Stor stege, Chans).

## This language
# The language's name in itself (for the language switch).
native-name = Svenska

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel och Karten-Kniffel för hela familjen – på en enhet, även offline.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch kunde inte starta
start-failed-kept = Något hindrade spelet från att laddas i den här webbläsaren. Alla sparade spel och resultat finns kvar på den här enheten.
start-failed-retry = Ladda om sidan för att försöka igen. Hjälper inte det, uppdatera webbläsaren eller öppna Pasch i en annan.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch har stannat
crashed-kept = Ett fel stoppade spelet. Varje drag fram till det senaste är sparat, och alla spel och resultat finns kvar på den här enheten.
crashed-retry = Ladda om sidan för att spela vidare därifrån.
home = Start
back = Tillbaka
undo = Ångra
undo-hint = Ta tillbaka det senaste beslutet
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Inget att ta tillbaka – ett kast gäller
rules = Regler
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Reglerna laddas …
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = Reglerna kunde inte laddas. Försök igen när du är online.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = Den här delen av Pasch kunde inte laddas. Försök igen när du är online.
try-again = Försök igen
settings = Inställningar
new-game = Nytt spel
continue-game = Fortsätt
show-result = Se resultatet
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Klassikern: 5 tärningar, 13 rutor.
game-blurb-extreme = 6 tärningar, varav en tiosidig, 22 rutor, marker för ett 4:e kast.
game-blurb-duel = Slå tärningarna och vinn marker från brickan.
game-blurb-cards = Kniffel med kort i stället för tärningar.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } spelare
       *[other] { $n } spelare
    }
# $round (number), $rounds (number)
round-of = Omgång { $round } av { $rounds }
finished = Avslutat
saved-game = Sparat spel
last-game = Senaste spelet

## New game
choose-game = Spel
players = Spelare
# $min (number), $max (number)
players-range = { $min } till { $max } spelare
# $n (number)
default-player-name = Spelare { $n }
# $n (number)
name-of-player = Namn på spelare { $n }
human = Människa
computer = Dator
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Lätt
bot-level-normal = Normal
bot-level-strong = Stark
# $n (number)
bot-level-of = Nivå för spelare { $n }
# $n (number)
who-plays = Vem spelar spelare { $n }?
add-player = Lägg till spelare
# $name (text)
remove-player = Ta bort { $name }
house-rules = Husregler
rule-set = Regelvariant
rule-set-kniffel = Kniffel: +50 för ytterligare en Kniffel när den hamnar i sin ruta i övre delen
rule-set-yahtzee = Yahtzee: +100 för varje ytterligare Kniffel, var den än hamnar
joker = Joker: ytterligare en Kniffel får användas som joker i nedre delen
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (standard)
default-on = (standard: ✓)
default-off = (standard: –)
dice-source = Tärningar
app-dice = Appen slår
real-dice = Riktiga tärningar (protokolläge): ni slår med egna tärningar och trycker in vad de visar
seed = Spelnummer
seed-hint = Lämna tomt för nya kast. Ett spels nummer (visas när det är slut) ger samma kast igen.
seed-invalid = Spelnumret måste vara ett heltal från 0 och uppåt.
start-game = Starta spelet
replaces-saved = Det nya spelet ersätter det sparade spelet, som inte är avslutat än.

## The game screen
# $name (text)
turn-of = { $name } står på tur
computer-thinking = Datorn spelar …
# $roll (number), $of (number)
roll-button = Kast { $roll } av { $of }
chip-button = Använd en marker: 4:e kast
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } marker
       *[other] { $n } marker
    }
hint-first-roll = Slå tärningarna!
hint-hold = Tryck på tärningar för att låsa dem och slå igen – eller fyll i en ruta.
hint-pick-box = Inga kast kvar: fyll i en ruta.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Ännu en Kniffel! Tillåtna rutor: { $boxes }.
# $bonus (number)
bonus-on-the-way = Den här Kniffeln ger +{ $bonus } i bonus.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Tärning { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Tärning { $n } (tiosidig): { $value }
# $n (number): the die's position
die-not-rolled = Tärning { $n }: inte slagen än
# $n (number): the die's position
die-ten-sided-not-rolled = Tärning { $n } (tiosidig): inte slagen än
held = låst
dice-tray = Tärningar
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-three-of-a-kind = Tretal
box-four-of-a-kind = Fyrtal
box-two-pairs = Två par
box-three-pairs = Tre par
box-two-triples = Två tretal
box-full-house = Kåk
box-big-full-house = Stor kåk
box-small-straight = Liten stege
box-large-straight = Stor stege
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 eller mindre
box-thirty-three-or-more = 33 eller mer
box-chance = Chans
box-super-chance = Superchans
# $n (number): points
points = { $n ->
        [one] { $n } poäng
       *[other] { $n } poäng
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
box-hint-upper = bara den här siffran räknas
box-hint-three-of-a-kind = 3 lika · summa
box-hint-four-of-a-kind = 4 lika · summa
box-hint-two-pairs = 2 par · summa
box-hint-three-pairs = 3 par · 35
box-hint-two-triples = 2 × 3 lika · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 i följd · 30
box-hint-large-straight = 5 i följd · 40
box-hint-highway = 6 i följd · 50
box-hint-kniffel = 5 lika · 50
box-hint-kniffel-extreme = 6 lika · 75
box-hint-ten-or-less = summa ≤ 10 · 40
box-hint-thirty-three-or-more = summa ≥ 33 · 40
box-hint-chance = summa
box-hint-super-chance = 2 × summa
upper-section = Övre delen
lower-section = Nedre delen
upper-sum = Summa
# $at (number), $bonus (number)
bonus = Bonus ({ $at }+: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } av { $at } till bonusen
kniffel-bonus = Kniffelbonus
total = Totalt
scoresheet = Protokoll
show-column-of = Protokoll för
now-playing = spelar

## Real dice (score pad)
enter-title = Tryck in vad dina riktiga tärningar visar
# $name (text)
enter-for = Slå åt { $name } och tryck in vad tärningarna visar
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } behåller { $kept } – { $throw ->
        [one] slå den andra tärningen åt { $name } och tryck in den
       *[other] slå de andra { $throw } tärningarna åt { $name } och tryck in dem
    }
# $roll (number), $of (number)
enter-button = Skriv in kast { $roll } av { $of }
# $v (number)
enter-face = Värde { $v }
ten-sided-faces = Tiosidig tärning
clear-entry = Rensa
chip-spent-enter = Marker inlämnad: slå en 4:e gång och tryck in vad tärningarna visar.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Inmatning { $n }: { $value }
# $n (number): the slot's position
entry-empty = Inmatning { $n }: tom
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Inmatning { $n } (tiosidig): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Inmatning { $n } (tiosidig): tom

## End of game
game-over = Spelet är slut
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } vinner!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Oavgjort: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Du fick { $total } poäng.
       *[other] Du fick { $total } poäng.
    }
rematch = Revansch
ranking = Ställning
see-sheet = Se protokollen

## Saves and storage
delete = Radera
update-ready = En ny version av Pasch är klar.
reload = Ladda om
later = Senare
really-delete = Vill du verkligen radera?

## Settings
language = Språk
lang-auto = Som webbläsaren
theme = Färger
theme-system = Som systemet
theme-light = Ljust
theme-dark = Mörkt
bot-speed = Datorspelarnas tempo
bot-speed-normal = Lugnt
bot-speed-fast = Snabbt

## Settings: sound, shake to roll, vibration
feel-title = Ljud och rörelse
sound-switch = Ljud
shake-switch = Skaka för att slå
vibration-switch = Vibration
feel-hint = Skärmen hålls tänd under ett spel.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Vem börjar?
start-drawn = Lottning
# Karten-Kniffel
who-starts-youngest = Vid bordet börjar den yngsta; appen lottar, eller så väljer ni. Vid revansch börjar nästa spelare.
# The dice games
who-starts-highest-roll = Vid bordet börjar den som slår högst; appen lottar, eller så väljer ni. Vid revansch börjar nästa spelare.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } börjar.

## The seed at the end
game-number = Spelnummer
game-number-hint = Med det här spelnumret blir varje kast och varje kort likadant igen.
chosen-seed-note = Det här spelet startades med ett valt spelnummer: kasten och korten kunde vara kända i förväg.
play-again-same = Spela det här spelet igen
share = Dela
copied = Kopierat.
share-failed = Det går inte att dela här – spelnumret står längre ner.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · spel { $seed } · { $score ->
        [one] { $score } poäng
       *[other] { $score } poäng
    }. Kan du slå det?

## Keyboard and screen reader

## Keyboard help
keys-title = Kortkommandon
keys-button = Tangenter
keys-intro = I ett spel, när du inte skriver i ett textfält:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Slå
keys-hold = Lås eller släpp en tärning
keys-undo-keys = U eller Ctrl+Z
keys-undo = Ångra
keys-hint = Tips (Kniffel, Kniffel Extreme)
keys-move = Gå mellan de öppna rutorna
keys-enter-key = Retur
keys-take = Ta rutan
keys-cards = Karten-Kniffel: välj kort (0 = tionde kortet)
keys-tab-keys = Tabb, Skift+Tabb
keys-tab = Nästa eller föregående knapp; mellanslag eller Retur trycker på den
keys-mute = Ljud på eller av
keys-help = Den här hjälpen (Esc stänger den)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } slog { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } slog { $dice } och låste { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } tog { $what } för { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } tog { $what } för { $points } (en undanlagd marker)
# $name (text)
said-no-chip = { $name } får ingen marker
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } bytte { $cards } kort
       *[other] { $name } bytte { $cards } kort
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } spelade { $cards } på { $field } för { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = Två par
chip-three-of-a-kind = Tretal
chip-small-straight = Liten stege
chip-flush = Färg
chip-full-house = Kåk
chip-four-of-a-kind = Fyrtal
chip-large-straight = Stor stege
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, { $left } kvar
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }, undanlagd
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }: { $left ->
        [0] ingen kvar
       *[other] { $left } kvar
    }
# $left (number)
duel-chips-left = { $left } kvar
duel-table = Bord
duel-tray = Markerbricka
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } marker på brickan
       *[other] { $n } marker på brickan
    }
# $round (number)
duel-round = Omgång { $round }
duel-set-aside-title = Undanlagda
duel-set-aside-empty = Inget än – bara en Kniffel kan ta de här markerna.
duel-no-chip-button = Ingen marker – avsluta
duel-hint-take = Ta en marker som lyser – eller lås tärningar och slå igen.
duel-hint-take-last = Ta en marker som lyser.
duel-hint-nothing-yet = Ingen marker passar än: slå igen eller avsluta turen utan marker.
duel-hint-nothing = Ingen marker passar: din tur slutar utan marker.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Passar också, men slut: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Ta valfri marker – från brickan eller bland de undanlagda. Sedan spelar du igen direkt.
       *[other] Ta { $n } valfria marker – från brickan eller bland de undanlagda. Sedan spelar du igen direkt.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Ta din andra marker, sedan spelar du igen direkt.
# $name (text)
duel-extra-turn = Kniffelbonus, extra tur: { $name } spelar igen!
duel-extra-turn-badge = Extra tur
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = En tur utan marker: { $chip } ({ $value }) läggs undan.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = En omgång utan marker: { $chip } ({ $value }) läggs undan.

## The players' chips
duel-players-chips = Spelarnas marker
# $kinds (number)
duel-kinds-progress = { $kinds } av 7 sorter
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Inga marker än
duel-gold = Guldbonus
duel-silver = Silverbonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Full stapel
       *[other] { $n } fulla staplar
    }
duel-full-stacks-row = Fulla staplar (+30 styck)
duel-last-chip = Sista markern
duel-chip-values = Markernas värden

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } tog den sista markern (+{ $bonus }).
duel-last-chip-set-aside = Den sista markern lades undan: ingen får bonusen för sista markern.
duel-breakdown = Poäng i detalj
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } av { $best } poäng
# $score (number)
duel-best-here = Bäst på den här enheten: { $score }
duel-new-best = Nytt rekord!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Lämna över till { $name }
# $name (text)
pass-tap = { $name }: tryck här för att se dina kort
pass-private = Dina kort är dolda tills du trycker. Ingen annan tittar!
# $name (text), $field (field name)
cover-played = { $name } fyllde i { $field }.
# $name (text)
cover-exchanged = { $name } bytte kort.

## The table
card-table = Kortbord
# $round (number)
cards-round = Omgång { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
draw-pile = Draghög
discard-pile = Slänghög
# $n (number): cards in the pile
draw-pile-name = Draghög: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
discard-pile-empty = Slänghög: 0 kort
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Slänghög: { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }, en { $top }:a överst
# $name (text), $n (number): cards in hand
hand-of = { $name } har { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    } på hand
# $name (text)
cards-bot-playing = { $name } spelar …
reshuffled = Draghögen tog slut: slänghögen blandades till en ny draghög.
reshuffled-short = (slänghögen blandad till en ny draghög)
# $name (text)
one-field-left = { $name } har en ruta kvar!
last-round = Sista omgången!
# $name (text)
last-round-why = { $name } har fyllt i alla rutor. Omgången spelas klart.
recent-moves = Sedan din senaste tur
last-moves = Senaste dragen
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }, { $penalty ->
        [one] { $penalty } straffpoäng
       *[other] { $penalty } straffpoäng
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: slängde { $discarded }, tillbaka till 5 kort

## Back to 5 cards after a play (rules version 2)
discard-down-title = Tillbaka till 5 kort
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Du spelar { $field }. Då har du kvar mer än 5 kort: välj { $need ->
        [one] { $need } kort
       *[other] { $need } kort
    } att slänga – din nästa tur börjar med exakt 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } av { $need } valda
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Släng { $need } och fyll i { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: slängde inget, drog { $drawn }
       *[other] { $name }: slängde { $discarded }, drog { $drawn }
    }
# $name (text)
announced-by-app = { $name }: näst sista rutan ifylld – meddelat av appen
# $name (text)
announced-by-player = { $name } meddelar: en ruta kvar efter den här
# $name (text), $penalty (number)
missed-news = { $name } glömde att meddela: { $penalty ->
        [one] { $penalty } straffpoäng
       *[other] { $penalty } straffpoäng
    }

## The hand
# $name (text)
your-hand = Korten på handen: { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Kort { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Kort { $n }: { $value }, nytt
new-card = nytt
sort-cards = Sortera
sort-hint = Sortera alltid korten efter värde (av: i den ordning de drogs)
clear-selection = Avmarkera
# $n (number)
selected-count = { $n ->
        [one] { $n } valt
       *[other] { $n } valda
    }
hand-hint = Tryck på kort för att välja dem: för att spela dem eller slänga dem.

## Scoring
score-title = Poäng
score-select-hint = Välj kort – eller tryck på ett förslag.
no-field-fits = De här korten fyller ingen öppen ruta.
# $n (number)
penalty-points = { $n ->
        [one] { $n } straffpoäng
       *[other] { $n } straffpoäng
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }, { $penalty ->
        [one] { $penalty } straffpoäng
       *[other] { $penalty } straffpoäng
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } straffpoäng
       *[other] { $penalty } straffpoäng
    }
suggestions = Bästa dragen
no-suggestions = Ingen öppen ruta passar den här handen: byt kort.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }: välj de bästa korten
# $held (number): cards in hand; $penalty (number)
penalty-warning = Du har { $held } kort på hand: att fylla i nu kostar { $penalty ->
        [one] { $penalty } straffpoäng
       *[other] { $penalty } straffpoäng
    }.

## Exchanging
exchange-title = Byt
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Inget kort valt: behåll handen eller dra ett till.
        [1] Släng det valda kortet och …
       *[other] Släng de { $discard } valda korten och …
    }
# $n (number)
draw-n = Dra { $n ->
        [one] { $n } kort
       *[other] { $n } kort
    }
keep-hand = Behåll handen
pass-turn = stå över
same-number = lika många
one-more = ett till
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Byt: släng { $discard },
too-many-to-discard = Du får slänga högst 5 kort.
hand-full = 10 kort på hand: du drar bara lika många som du slänger.
no-undo-after-draw = Byten och ifyllda rutor kan inte ångras: de dragna korten skulle redan vara kända.

## Announcing (house rule)
announce-button = Meddela
announce-hint = Du har två rutor kvar: meddela innan du fyller i den näst sista, annars får du 10 straffpoäng.
announced-now = Meddelat! Fyll nu i din näst sista ruta.
announce-yourself-option = Meddela själv: den som inte trycker på ”Meddela” före sin näst sista ruta får 10 straffpoäng
cards-shuffle = Kort
cards-dealt-by-app = Appen blandar och delar ut.

## The card sheet
card-field-hint-upper = 1–5 kort med det här värdet
card-field-hint-three-of-a-kind = 5 kort, 3 lika · summa
card-field-hint-four-of-a-kind = 5 kort, 4 lika · summa
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = exakt 4 i följd · 30
card-field-hint-large-straight = 5 i följd · 40
card-field-hint-kniffel = 5 lika · 50
bonus-malus = Bonus 63+: +35 · under 43: −20
# $sum (number)
upper-progress-cards = { $sum } av 63 till bonusen; under 43 kostar −20
penalties-row = Straffpoäng
# $n (number)
penalty-beside = { $n } straffpoäng bredvid
announcement-row = Meddelande
announced-mark = meddelat

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Vinstchans
win-chance-title = Chans att vinna just nu
win-chance-close = Stäng
win-chance-wait = Räknar ut chanserna …
win-chance-failed = Chanserna kunde inte räknas ut.
# Under the chances: how they are worked out.
win-chance-note = Varje protokoll spelat till slut tusentals gånger med den bästa strategin.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Vinstchans, omgång för omgång
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Vändpunkt: omgång { $round }, { $name } – { $field } för { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Tips
hint-close = Stäng tipset
hint-title = De bästa valen
# Under the classic hint: what the numbers mean.
hint-exact-note = Exakt uträknat: den förväntade slutsumman med bästa spel härifrån.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Den starka datorns uppskattning (inte exakt): den förväntade slutsumman.
hint-reroll-all = Slå om alla
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Behåll { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Behåll den tiosidiga tärningen ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Behåll { $dice } och den tiosidiga tärningen ({ $ten })
hint-stop = Behåll alla – sluta slå
# $label (text), $points (number)
hint-box = { $label } för { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } poäng
hint-roll-first = Slå först, be sedan om ett tips.
# While the solver works out its table.
solver-preparing = Rådgivaren räknar igenom alla lägen (bara första gången) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = Den starka datorn räknar ut sin strategi (bara första gången) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Hoppa fram
solver-failed = Rådgivaren kunde inte laddas.

## How well did I play
review-title = Hur bra spelade jag?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } poäng under perfekt spel (förväntat)
# $name (text)
review-perfect = { $name }: spelade perfekt – inget beslut kostade poäng.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Omgång { $round }, { $dice } ({ $rolls-left ->
        [0] efter sista kastet
        [one] { $rolls-left } kast kvar
       *[other] { $rolls-left } kast kvar
    }): { $chosen } – bäst var { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Tärningstur { $luck } · Val { $choices } · Förväntat vid start { $start }
# Under the review of classic Kniffel.
review-exact-note = Exakt uträknat: den förväntade slutsumman före varje kast och efter varje val.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Uppskattat av den starka datorn (inte exakt): den förväntade slutsumman före varje kast och efter varje val.
review-costliest = Dyraste besluten
review-luckiest = Kast med mest tur
review-unluckiest = Kast med minst tur
review-luckiest-draws = Kort med mest tur
review-unluckiest-draws = Kort med minst tur
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Omgång { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Omgång { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Omgång { $round }, hand { $cards }: { $chosen } – bäst var { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Ta { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } med { $cards }
# $cards (card values)
review-exchange = Byt { $cards }
# $cards (card values)
review-exchange-one-more = Byt { $cards } och dra ett till

## Statistics, history, roll log, daily challenge
statistics = Statistik
high-scores = Topplista
history = Historik
daily-challenge = Dagens utmaning
play-daily = Spela dagens utmaning
play-daily-again = Igen (räknas inte)
daily-open = Inte spelat än i dag.
# $days (number)
streak = { $days ->
        [0] Ingen svit än: spela i dag för att starta en.
        [1] Svit: 1 dag
       *[other] Svit: { $days } dagar i rad
    }
with-bots = Spel med datorspelare
with-hints = Spel med tips
bot-mark = med dator
hint-mark = med tips
real-dice-mark = riktiga tärningar
daily-mark = dagens
no-games-yet = Inga avslutade spel av det här slaget än.
col-player = Spelare
col-games = Spel
col-wins = Vinster
col-best = Bäst
col-average = Snitt
col-worst = Sämst
col-kniffels = Slagna Kniffel
col-upper-bonus = Övre bonus
col-chips = Marker
col-duel-bonus = Bonuspoäng
col-penalties = Straffpoäng
col-score = Poäng
col-date = Datum
scores-over-time = Poäng över tid
score-histogram = Hur ofta varje poäng
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = från { $from } poäng: { $count ->
        [one] { $count } spel
       *[other] { $count } spel
    }
open-game = Visa
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Visa { $game } { $date }
close = Stäng
step-first = Första draget
step-prev = Föregående drag
step-next = Nästa drag
step-last = Sista draget
# $n (number), $of (number)
step-of = Drag { $n } av { $of }
roll-log = Kastlogg
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, kast { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, kast { $roll }: { $dice } (behöll { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } byter { $cards } kort
       *[other] { $name } byter { $cards } kort
    }
# $name (text)
log-no-chip = { $name }: ingen marker
log-empty = Inget slaget än.
players-title = Byt namn på eller slå ihop spelare
rename-hint = Ett namn som redan finns slår ihop de två (för ett stavfel).
new-name = Nytt namn
rename = Byt namn
# $n (number)
renamed = Namn bytt: { $n }
export-import = Exportera och importera
export-stats = Exportera statistik
import-stats = Importera statistik
reset-stats = Nollställ statistik
reset-confirm = Vill du verkligen radera alla avslutade spel och all statistik?
yes-delete = Ja, radera
cancel = Avbryt

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Den här webbläsaren tillåter inte att något sparas här (privat fönster?). Du kan spela vidare, men spelet försvinner när sidan stängs.
storage-full = Webbläsarens lagring är full: spelet sparas inte just nu. Du kan spela vidare; frigör lite utrymme för att spara igen.
storage-blocked = Den gamla, oläsbara sparfilen kunde inte säkerhetskopieras, så den skrivs inte över: det nya spelet sparas inte.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Webbläsarens lagring tar inte emot avslutade spel just nu: { $waiting ->
        [one] { $waiting } spel till statistiken väntar
       *[other] { $waiting } spel till statistiken väntar
    } i det här fönstret på att sparas så snart det fungerar igen. Håll fönstret öppet till dess.
settings-not-stored = Inställningarna kunde inte sparas: de gäller tills sidan stängs.

## Kept aside
backup-title-game = Ett sparat spel kunde inte laddas
backup-title-statistics = En del av statistiken kunde inte läsas
backup-reason-newer = Det kommer från en nyare version av Pasch. När appen har uppdaterats kan det öppnas igen.
backup-reason-damaged = Det är skadat eller har ändrats för hand.
backup-kept-game = Inget raderades: det sparade spelet förvaras säkert (Inställningar) och du kan ladda ner det.
backup-kept-statistics = Inget raderades: alla andra spel finns i statistiken, och det som inte kunde läsas förvaras säkert (Inställningar); du kan ladda ner det.
download-backup-game = Ladda ner sparfilen
download-backup-statistics = Ladda ner statistiken
backups-title = Undansparat
no-backups = Alla sparade spel och resultat kunde läsas: inget behövde sparas undan.
backup-kind-game = Sparat spel
backup-kind-statistics = Statistik
backup-kind-finished-game = Avslutat spel i statistiken
backup-state-yes = den här versionen kan öppna det igen
backup-state-newer = från en nyare version
backup-state-damaged = skadat
open-again = Öppna igen
# $total (number): games
reopened-all = Tillbaka i statistiken: { $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }.
# $stored (number), $total (number): games
reopened-some = Tillbaka i statistiken: { $stored } av { $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }. Lagringen är full; resten ligger kvar undansparat.

## Other windows
continued-elsewhere = Det här spelet fortsatte i ett annat fönster: här visas det som det ser ut nu.
replaced-elsewhere = Ett nytt spel startades i ett annat fönster: det visas här nu.
newer-elsewhere = En nyare version av Pasch sparade spelet i ett annat fönster. Ladda om den här sidan; till dess sparas inget här.

## Asking before a game is replaced
replace-title = Avsluta spelet som pågår?
# $game (text)
replace-text = { $game } är inte avslutat än. Det nya spelet ersätter det, och det räknas inte i statistiken.
replace-yes = Starta det nya spelet
replace-no = Behåll mitt spel

## The room in storage
storage-title = Lagring
# $percent (number)
storage-used = { $percent } % av utrymmet för Pasch i den här webbläsaren används.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } spel avslutat och sparat.
       *[other] { $total } spel avslutade och sparade.
    }
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } spel avslutat och sparat
       *[other] { $total } spel avslutade och sparade
    }, { $lean } av dem utan sina drag: de fick ge plats, resultaten räknas fortfarande.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] För att få plats togs dragen i 1 äldre spel bort nyss; dess resultat finns kvar i statistiken.
       *[other] För att få plats togs dragen i { $n } äldre spel bort nyss; deras resultat finns kvar i statistiken.
    }
storage-persistent = Webbläsaren sparar den här datan för gott.
storage-best-effort = Webbläsaren kan rensa den här datan när den får ont om utrymme. Installerad som app är Pasch säkrare; exportera statistiken då och då.
# $more (number)
show-older-games = Visa äldre spel ({ $more } till)
moves-made-room = Dragen i det här spelet fick ge plats; resultatet räknas fortfarande.
moves-unreadable = Den här versionen kan inte spela upp dragen i det här spelet; resultatet räknas fortfarande.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Det här spelet sparas inte än: det senast avslutade spelet finns inte i statistiken än, och dess sparfil är den enda kopian. Det här spelet sparas så snart lagringen tar emot det avslutade spelet (det provas efter varje drag).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } spel från en nyare version av Pasch sparas åt den versionen; det räknas här när appen har uppdaterats.
       *[other] { $n } spel från en nyare version av Pasch sparas åt den versionen; de räknas här när appen har uppdaterats.
    }
# $date (text): the day Pasch asked
persist-granted = Den { $date } bad Pasch webbläsaren att spara den här datan för gott: den sa ja.
# $date (text): the day Pasch asked
persist-declined = Den { $date } bad Pasch webbläsaren att spara den här datan för gott: den sa nej.
# $date (text): the day Pasch asked
persist-unanswered = Den { $date } bad Pasch webbläsaren att spara den här datan för gott: inget svar än.
persist-not-asked = Pasch ber webbläsaren en gång att spara den här datan för gott, när det finns avslutade spel att spara.
persist-unsupported = Den här webbläsaren kan inte ombes att spara datan för gott.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Namnet på spelare { $n } är för långt: högst { $max } tecken. Korta det.
# $max (number): characters
new-name-too-long = Det nya namnet är för långt: högst { $max } tecken. Inget namn byttes.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Namnet byttes i { $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }, men lagringen tog bara emot { $stored }: { $waiting } har fortfarande det gamla namnet i lagringen. De sparas så snart lagringen fungerar igen; håll fönstret öppet till dess.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Importen nekades: Filen är för stor ({ $size } MB; högst { $max } MB). En statistikfil från Pasch är mycket mindre. Inget ändrades.
import-unreadable = Importen nekades: Filen kunde inte läsas. Inget ändrades.
import-refused-not-pasch = Importen nekades: Det här är ingen statistikfil från Pasch. Inget ändrades.
import-refused-newer = Importen nekades: Filen kommer från en nyare version av Pasch. Inget ändrades.
# $total (number): the games of the file
import-nothing-new-intact = 0 spel importerades: alla spel i filen finns redan här ({ $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 spel importerades: alla spel i filen finns redan här ({ $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }). { $damaged ->
        [one] { $damaged } spel i filen är skadat och hoppas över.
       *[other] { $damaged } spel i filen är skadade och hoppas över.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Filen innehåller { $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }: { $new } nya, { $already } finns redan här. Inget spel här tas bort eller ändras.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Filen innehåller { $total ->
        [one] { $total } spel
       *[other] { $total } spel
    }: { $new } nya, { $already } finns redan här. { $damaged ->
        [one] { $damaged } spel i filen är skadat och hoppas över.
       *[other] { $damaged } spel i filen är skadade och hoppas över.
    } Inget spel här tas bort eller ändras.
# $n (number): games
import-games = Importera { $n ->
        [one] { $n } spel
       *[other] { $n } spel
    }
# $done (number), $total (number)
import-reading = Läser filen … { $done } av { $total }
# $done (number), $total (number)
import-storing = Sparar spelen … { $done } av { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } spel importerades.
       *[other] { $stored } spel importerades.
    }
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored } av { $wanted ->
        [one] { $wanted } spel
       *[other] { $wanted } spel
    } importerades: webbläsarens lagring är full. Inget spel här togs bort; resten av filen kan importeras senare.

## Import: how far it is, the room it fills, long names
import-opening = Öppnar filen …
import-progress = Import av statistiken
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 spel importerades: { $damaged ->
        [one] filens enda spel är skadat (oläsbart eller längre än något spel i Pasch)
       *[other] alla { $damaged } spel i filen är skadade (oläsbara eller längre än något spel i Pasch)
    }. Inget ändrades.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored } av { $wanted ->
        [one] { $wanted } spel
       *[other] { $wanted } spel
    } importerades: lagringen för statistik är full (resten hålls för det pågående spelet och kommande spel). Inget spel här togs bort.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Ett namn är längre än { $max } tecken: det har kortats till { $max }.
       *[other] { $n } namn är längre än { $max } tecken: de har kortats till { $max }.
    }

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = Spelet är slut.
refusal-not-a-move = Det är inget drag i det här spelet.
refusal-nothing-to-undo = Det finns inget att ångra.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } är för { $min } till { $max } spelare, inte { $got }.
refusal-unnamed-player = Varje spelare behöver ett namn.
refusal-no-such-start-player = Den som börjar måste vara en av spelarna.
refusal-cards-need-the-app = Karten-Kniffel spelas med appens kort.
refusal-daily-is-solo-kniffel = Dagens utmaning är Kniffel, Yatzy, Maxi Yatzy eller Generala för en spelare med appens tärningar.
refusal-bad-deck = En kortlek har 18 kort av varje värde från 1 till 6.
refusal-not-rolled = Slå tärningarna först.
refusal-no-rolls-left = Inga kast kvar den här turen.
refusal-all-dice-held = Alla tärningar är låsta: släpp en för att slå.
refusal-hold-before-roll = Slå först, lås sedan tärningar.
# $n (number): the die's position
refusal-no-such-die = Det finns ingen tärning { $n }.
refusal-real-dice = Det här spelet använder riktiga tärningar: skriv in vad de visar.
refusal-app-rolls = Appen slår tärningarna i det här spelet.
# $expected (number), $got (number): dice
refusal-dice-count = Väntade { $expected } tärningar, fick { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Tärning { $n } visar { $shows }, men den har bara { $low }–{ $high }.
refusal-rolls-used-up = Inga kast kvar: fyll i en ruta.
refusal-three-rolls-up = Tre kast är gjorda: lämna in en marker för ett 4:e kast, eller fyll i en ruta.
refusal-chips-extreme-only = Marker finns bara i Kniffel Extreme.
refusal-one-chip-per-turn = Bara en marker per tur.
refusal-no-chips-left = Inga marker kvar.
refusal-chip-before-third-roll = En marker ger ett 4:e kast: använd dina tre först.
# $field (box name)
refusal-not-on-sheet = Rutan { $field } finns inte på det här protokollet.
# $field (box name)
refusal-box-taken = Rutan { $field } är redan ifylld.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Ytterligare en Kniffel måste gå till: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Det finns inget kort { $value }: korten visar 1 till 6.
refusal-too-many-cards = Ingen hand har så många kort.
refusal-discard-too-many = Släng högst 5 kort.
refusal-not-in-hand = De korten har du inte på hand.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Släng exakt { $need } kort med det här draget (inte { $got }): en tur börjar med 5 kort.
refusal-hand-full = Högst 10 kort på hand: dra lika många som du slänger.
# $field (field name)
refusal-not-a-card-field = Rutan { $field } finns inte på protokollet för Karten-Kniffel.
# $field (field name)
refusal-upper-field-count = { $field } tar 1 till 5 kort.
# $field (field name), $face (number)
refusal-upper-field-face = { $field } tar bara kort som visar { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = { $field } kräver exakt { $needed } kort.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = { $field } kräver { $needs }.
refusal-app-announces = Appen meddelar den näst sista rutan åt dig.
refusal-already-announced = Du har redan meddelat.
refusal-announce-too-early = Meddela när du ska fylla i din näst sista ruta.
refusal-second-kniffel-chip-first = Ta din andra Kniffelmarker först.
refusal-take-a-chip = Inga kast kvar: ta en marker eller avsluta turen.
refusal-set-aside-needs-kniffel = Bara en Kniffel kan ta en undanlagd marker.
# $chip (chip name)
refusal-not-set-aside = Ingen marker ”{ $chip }” har lagts undan.
# $chip (chip name)
refusal-not-in-tray = Det finns ingen marker ”{ $chip }” kvar på brickan.
# $chip (chip name)
refusal-dice-dont-make = Dina tärningar ger inte ”{ $chip }”.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = En marker passar dina tärningar, ta den: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = tre lika kort
field-needs-four-of-a-kind = fyra lika kort
field-needs-full-house = tre lika kort och två lika kort av ett annat värde
field-needs-small-straight = fyra värden i följd (1-2-3-4, 2-3-4-5 eller 3-4-5-6)
field-needs-large-straight = fem värden i följd (1-2-3-4-5 eller 2-3-4-5-6)
field-needs-kniffel = fem lika kort

## Own phones at the table (issue 28)
own-phone = Egen telefon
phones-title = Spelare med egen telefon
phones-help = Varje telefon öppnar sin inbjudan (skanna QR-koden med kameran eller öppna länken) och visar sedan ett svar: skanna det här eller skriv in dess kod. Spelet börjar när alla telefoner är anslutna.
# $name (text)
invite-player = Bjud in { $name }
# $name (text)
qr-invite-alt = QR-kod för att bjuda in { $name }
# $name (text)
invitation-link-for = Inbjudningslänk för { $name }
# $name (text)
invitation-code-for = Inbjudningskod för { $name }
# $name (text)
answer-code-from = Svarskod från { $name }
# $name (text)
connect-player = Anslut { $name }
# $name (text)
scan-answer-of = Skanna svaret från { $name }
# $name (text)
play-here = Spela { $name } här
preparing-invitation = Förbereder inbjudan …
connecting-phone = Ansluter …
# $name (text)
phone-connected = { $name } är ansluten.
# $name (text)
phone-unreachable = Telefonen för { $name } gick inte att nå: båda enheterna måste vara på samma wifi; gästnätverk håller ofta isär enheter. Prova en ny inbjudan, eller spela den platsen på den här enheten.
# $name (text)
not-an-answer = Det där är ingen svarskod från telefonen för { $name }.
no-webrtc = Den här webbläsaren kan inte ansluta till telefoner. Spela den platsen på den här enheten.
scan-invitation = Skanna inbjudan
new-invitation = Ny inbjudan
join-table = Gå med vid ett bord
join-help = Skanna bordets inbjudan med kameran, eller skriv in dess inbjudningskod här.
invitation-code = Inbjudningskod
join = Gå med
not-an-invitation = Det där är ingen inbjudningskod.
answer-code = Svarskod
qr-answer-alt = QR-kod för ditt svar
answer-help = Visa det här svaret för bordet: skanna det där, eller skriv in svarskoden vid bordet.
connected-to-table = Ansluten till bordet
# $name (text)
playing-as = Du spelar { $name }.
waiting-for-table = Väntar på bordet …
table-lost = Anslutningen till bordet bröts. Skanna en ny inbjudan från bordet för att spela vidare.
phone-unreachable-here = Bordet gick inte att nå: båda enheterna måste vara på samma wifi; gästnätverk håller ofta isär enheter.
other-build = Den här telefonen kör en annan version av Pasch än bordet. Ladda om och gå sedan med igen.
not-your-turn = Det är inte din tur.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = Spelet hade redan gått vidare när ditt tryck nådde bordet, så det gjorde ingenting. Så här ser spelet ut nu.
leave-table = Lämna bordet
next-game-at-table = Nästa spel startas vid bordet. Ditt eget spel på den här telefonen är kvar som det var.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = Koden är tom: klistra in eller skriv in den först.
# $char (text): the character that no code has
code-foreign = Det här är ingen Pasch-kod: den innehåller ”{ $char }”.
code-truncated = Koden är ofullständig. Kopiera den igen, hela.
code-damaged = Koden är skadad eller ofullständig. Kopiera den igen, hela.
code-other-version = Koden kommer från en annan version av Pasch. Ladda om Pasch på båda enheterna och skapa sedan en ny kod.
code-not-an-invitation = Det här är en svarskod, inte en inbjudan. Skriv in koden som bordet visar.
code-not-an-answer = Det här är en inbjudan, inte en svarskod. Skriv in koden som telefonen visar.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Webbläsarens anslutningsdata saknar { $part }: den kan inte koppla ihop på det här sättet. Prova en annan webbläsare.
code-no-address = Den här enheten har ingen nätverksadress. Anslut den till samma wifi som den andra enheten.
code-too-long-for-qr = Koden är för lång för en QR-kod. Använd koden som text i stället.
scanner-stop = Stäng av kameran
scanner-camera = Kamera
scanner-looking = Håll QR-koden framför kameran.
scanner-no-camera = Den här enheten har ingen kamera som webbläsaren kan använda. Skriv in koden i stället.
scanner-refused = Kameran får inte användas. Tillåt den i webbläsarens inställningar, eller skriv in koden i stället.
scanner-failed = Kameran kunde inte startas. Skriv in koden i stället.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = Telefonen för { $name } går inte att nå just nu. Spelet fortsätter; telefonen får spelet igen när den är tillbaka.
table-away = Bordet går inte att nå just nu. Väntar på att det ska komma tillbaka …
scanner-no-reader = QR-läsaren kunde inte startas. Skriv in koden i stället.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } spelade bäst; { $lucky } hade bättre tärningar.
# $name (text)
review-summary-both = { $name } spelade bäst och hade bättre tärningar.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } spelade bäst; { $lucky } hade bättre kort.
# $name (text)
review-summary-both-cards = { $name } spelade bäst och hade bättre kort.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } spelade perfekt.
        [1] { $name } spelade mycket bra.
        [2] { $name } spelade bra.
       *[other] { $name } lämnade en hel del poäng på bordet.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] Tärningarna var snälla.
        [1] Tärningarna var ungefär som vanligt.
       *[other] Tärningarna var elaka.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Korten var snälla.
        [1] Korten var ungefär som vanligt.
       *[other] Korten var elaka.
    }
# The disclosure that holds the review's numbers.
review-numbers = Visa siffrorna
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Starta det här spelet igen
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Tillbaka till dagens utmaning
# The daily challenge's screen: whose challenge it is.
daily-name = Ditt namn
# $points (number)
daily-best = { $points ->
        [one] Ditt bästa i dagens utmaning: { $points } poäng
       *[other] Ditt bästa i dagens utmaning: { $points } poäng
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: ingen marker
# Over the table when five alike are scored.
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Kiki, Stina, Pelle, Mimmi
computer-names-normal = Bruno, Frida, Olle, Greta
computer-names-strong = Ada, Albert, Sonja, Anders
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Dator (lätt)
seat-computer-normal = Dator (normal)
seat-computer-strong = Dator (stark)
# The new-game screen's disclosure of house rules and the game number.
more-options = Fler val
more-options-what = Husregler, spelnummer
# $names (text)
players-kept-aside = { $names }: lagda åt sidan. De kommer tillbaka när du väljer ett spel för fler spelare.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Inga avslutade spel än. Spela ett, så visas dina poäng, topplistor och diagram här.
stats-empty-play = Spela ett spel
stats-by-player = Poäng per spelare
# Above the statistics table when it is wider than the screen.
table-scrolls = Svep i sidled för att se alla kolumner →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Spelade kort
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Behåll { $face }:an och slå om de andra
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Behåll de { $count ->
        [2] två
        [3] tre
       *[other] fyra
    } { $face }:orna och slå igen
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Behåll { $dice } och slå igen
hint-plain-roll-all = Slå om alla tärningar
hint-plain-stop = Behåll alla och välj en ruta
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Behåll den tiosidiga tärningen ({ $ten }) och slå om de andra
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Behåll { $dice } och den tiosidiga tärningen ({ $ten }) och slå igen
# $label (text): the box to fill
hint-plain-take = Fyll i { $label }
# $label (text): the box to cross out
hint-plain-strike = Stryk { $label } (0 poäng)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Detaljer: förväntade poäng
# Under the Hint's advice.
hint-tap-to-apply = Tryck på en rad för att låsa de tärningarna eller hitta den rutan.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = Tipset säger: behåll den här tärningen
# Screen readers, after a box's name while the Hint advises it.
box-advised = Tipset säger: ta den här rutan
# The Roll button once the turn has no roll left.
roll-none-left = Inga kast kvar
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Fyll i en ruta – eller använd en marker för ett kast till.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Det nordiska spelet: 5 tärningar, 15 rutor, paren ger summan av sina tärningar.
game-blurb-maxi-yatzy = 6 tärningar, 20 rutor; oanvända kast sparas.
game-blurb-generala = Det latinamerikanska spelet: en Generala i första kastet vinner direkt.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Ett par
box-five-of-a-kind = Femtal
box-full-straight = Full stege
box-villa = Villa
box-tower = Torn
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Stege
box-generala = Generala
box-double-generala = Dubbel Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 lika · deras summa
box-hint-two-pairs-sum = 2 olika par · deras summa
box-hint-three-pairs-sum = 3 olika par · deras summa
box-hint-three-equal-sum = 3 lika · deras summa
box-hint-four-equal-sum = 4 lika · deras summa
box-hint-five-equal-sum = 5 lika · deras summa
box-hint-full-house-sum = 3 + 2 · deras summa
box-hint-villa-sum = 3 + 3 · deras summa
box-hint-tower-sum = 4 + 2 · deras summa
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 lika · 50
box-hint-maxi-yatzy = 6 lika · 100
box-hint-generala-straight = 5 i följd · 20, i första kastet 25
box-hint-generala-full-house = 3 + 2 · 30, i första kastet 35
box-hint-generala-four = 4 lika · 40, i första kastet 45
box-hint-generala = 5 lika · 50; i första kastet vinner den spelet
box-hint-double-generala = en andra Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Fem lika tärningar räknas också som Kåk
rule-four-equal-two-pairs = Fyra lika tärningar räknas också som Två par
rule-forced-order = Fyll i rutorna i ordning, uppifrån och ner
rule-maxi-bonus-50 = Mindre bonus: 50 vid 75 eller mer (i stället för 100 vid 84)
rule-saved-rolls = Sparade kast: oanvända kast får användas i senare turer
rule-straight-wrap = En stege får gå runt ettan (3-4-5-6-1)
rule-double-generala = Spela med rutan Dubbel Generala
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } sparat kast
       *[other] { $n } sparade kast
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: i första kastet
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } slog en Generala i första kastet och vinner spelet!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Fyll rutorna i ordning: nästa är { $field }.

## issue 39: dagens utmaning och statistik
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Dagens spel
# $game (text: the game's name)
daily-game-hint = I dag slår alla som spelar { $game } samma tärningar: ett parti på egen hand. Första försöket räknas.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = I dag: { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    } · ditt snitt i { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Vunnet direkt med en Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Dagens utmaning { $date } · { $game } · { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: rutornas ordning
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Rutornas ordning
box-order-free = Fri: vilken öppen ruta som helst
box-order-top-down = Uppifrån och ner: en ruta i taget
box-order-bottom-up = Nerifrån och upp: en ruta i taget
box-order-upper-first = Först övre delen, sedan den nedre
box-order-lower-first = Först nedre delen, sedan den övre
# Under the dice while a section must be filled first.
hint-upper-first = Först övre delen: fyll i en av dess rutor.
hint-lower-first = Först nedre delen: fyll i en av dess rutor.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Samma tärningar för alla
# Under the switch.
same-dice-hint = Varje tur slår samma tärningar för alla: den som behåller lika får lika. Turen är densamma för alla, bara besluten skiljer sig.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Samma tärningar
# The end screen's collapsed section of a Duplicate game.
dup-title = Beslut jämförda
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } behöll { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } behöll { $dice } och den tiosidiga tärningen ({ $ten })
# $name (text)
dup-rerolled = { $name } slog om alla tärningar
# $name (text), $field (box name)
dup-took = { $name } tog { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Runda { $round }: { $first }, { $second }: { $better }s val var värt { $worth } mer
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Runda { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Topp (perfekt spel med samma tärningar): { $points }
dup-alike = Med samma tärningar beslutade alla lika, eller lika bra.
dup-note-exact = Värde: de förväntade poängen för varje val enligt den exakta rådgivaren, var och en från spelarens egen ställning.
dup-note-plain = Det här spelet har ingen exakt rådgivare: valen visas utan sitt värde.
## issue 40: kids' mode
counts-self = Räknar själv
# $field (box name)
sum-your-points = Dina poäng för { $field }
sum-check = Kontrollera
# $points (number)
sum-right = { $points ->
        [one] Rätt! { $points } poäng.
       *[other] Rätt! { $points } poäng.
    }
sum-not-yet = Inte riktigt.
# $face (number), $count (number)
sum-hint-count = Räkna tärningarna som visar { $face }: hur många är de? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Lägg ihop alla tärningar: { $dice } = ?
# $dice (text)
sum-hint-some = Lägg bara ihop tärningarna som bildar den: { $dice } = ?
# $dice (text)
sum-hint-twice = Lägg ihop alla tärningar och ta det gånger två: 2 × ({ $dice }) = ?
sum-hint-fixed = Den här rutan ger alltid lika många poäng, vilka tärningar det än är: protokollet visar hur många.
# $bonus (number)
sum-hint-served = Den här rutan ger sina fasta poäng, och { $bonus } till eftersom den kom i första kastet.
sum-hint-zero = Passar tärningarna i den här rutan? Om inte ger den 0.
# $sums (text)
sum-hint-upper = Lägg ihop rutorna i övre delen: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Är summan { $at } eller mer? Då blir bonusen { $bonus }, annars 0.
# $points (number), $how (text)
sum-answer = Det blir { $points }: { $how }.
# $points (number)
sum-answer-fixed = Det blir { $points }: den här rutan ger alltid { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Det blir { $points }: { $base } och { $bonus } till för första kastet.
sum-answer-zero = Det blir 0: tärningarna passar inte i den här rutan.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Det blir { $points }: summan är { $total }, bonusen kräver { $at }.
sum-bonus = Bonus
# $name (text)
sum-upper-full = { $name }, din övre del är full: räkna ihop den!
sums-right-first = Rätt räknat på första försöket
# $right (number), $asked (number), $percent (number)
sums-share = { $right } av { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Rättvis start
# Under the switch.
fair-start-what = Varje spelare får ett försprång: poängen hen i snitt tappar mot perfekt spel (de senaste 20 omgångarna av det här spelet, granskade av tränaren), minus det bästa spelaren vid bordet tappar.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Rättvis start: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = De senaste omgångarna granskas …
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } har inga granskade omgångar av det här spelet än och börjar på 0.
# The number field of one player.
# $name (text)
head-start-for = Försprång för { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Försprång
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Utan försprång: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Turnering
tour-intro = 4 till 24 spelare vid bord med tre eller fyra (två bara när ni är fem), lottade på nytt varje omgång så att alla möter andra. Varje bord spelar två spel: ett i fri ordning, ett i bunden ordning.
tour-new = Ny turnering
tour-list = Era turneringar
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Dator
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Datorn spelar för { $name }
tour-names-hint = Namn från statistiken föreslås medan du skriver.
# $min (number), $max (number)
tour-error-players = En turnering tar { $min } till { $max } spelare.
tour-error-name = Varje spelare behöver ett namn.
# $name (text)
tour-error-same-name = Två spelare heter { $name }.
tour-rounds = Omgångar
tour-draw = Lotta borden
# $n (number)
tour-table = Bord { $n }
tour-order-free = Fri ordning
tour-order-top-down = Bunden ordning: uppifrån och ned
tour-order-bottom-up = Bunden ordning: nedifrån och upp
tour-order-upper-first = Bunden ordning: övre delen först
tour-order-lower-first = Bunden ordning: nedre delen först
tour-play = Spela
tour-type-in = Skriv in
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Poäng för { $name }
tour-save-points = Spara
tour-in-play = Spelas i Pasch
tour-standings = Ställning
tour-col-place = Plats
tour-col-player = Spelare
tour-col-points = Poäng
tour-col-wins = Vinster
tour-col-played = Spel
tour-playoff = Särspel
# $names (text: the tied players' names)
tour-playoff-intro = { $names } delar förstaplatsen. Var och en slår alla fem tärningarna i tur och ordning tills någon får fem lika.
tour-playoff-throw = Slå tärningarna
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } fick fem { $face }:or på slag { $throws } och vinner särspelet.
# $name (text)
tour-winner = { $name } vinner turneringen!
tour-print = Skriv ut
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Turnering { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } poäng, { $wins ->
        [one] { $wins } vinst
       *[other] { $wins } vinster
    }
tour-back = Tillbaka till turneringen
tour-not-saved = Turneringen kunde inte sparas: webbläsarens lagring är full eller blockerad. Den är kvar här, och nästa ändring försöker igen.
## issue 39: statistics column names
col-yatzys = Slagna Yatzy
col-maxi-yatzys = Slagna Maxi Yatzy
col-generalas = Slagna Generala
