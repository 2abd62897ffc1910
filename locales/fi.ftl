### Pasch: kaikki sovelluksen sanat suomeksi. Käännetty tiedostosta locales/en.ftl
### (viite): samat avaimet, samat paikkamerkit jokaisessa viestissä.
###
### Fluent-syntaksi (https://projectfluent.org/): `avain = teksti`, paikkamerkit `{ $name }`,
### monikot `{ $n -> [one] … *[other] … }` (suomessa `one` on 1, `other` kaikki muut;
### `[0]`, `[1]` osuvat ensin juuri tuohon lukuun). Viesti on kokonainen lause; sen
### yläpuolella oleva kommentti (englanniksi, kuten en.ftl:ssä) nimeää paikkamerkit.
### Pelisanat kuten suomalaiset Yatzy-pöytäkirjat ne painavat: Ykköset … Kuutoset,
### Välisumma, Bonus, Pari, Kaksi paria, Kolme samaa, Neljä samaa, Pieni suora, Suuri suora,
### Täyskäsi, Sattuma, Yatzy. Kniffel, Kniffel Extreme, Karten-Kniffel ja Highway pysyvät.

## This language
# The language's name in itself (for the language switch).
native-name = Suomi

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel ja Karten-Kniffel koko perheelle – yhdellä laitteella, myös ilman verkkoa.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch ei käynnistynyt
start-failed-kept = Jokin esti pelin latautumisen tässä selaimessa. Kaikki tallennetut pelit ja tulokset ovat yhä tällä laitteella.
start-failed-retry = Päivitä sivu ja yritä uudelleen. Jos se ei auta, asenna selaimen päivitykset tai avaa Pasch toisessa selaimessa.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch pysähtyi
crashed-kept = Virhe pysäytti pelin. Jokainen siirto viimeiseen asti on tallessa, ja kaikki pelit ja tulokset ovat yhä tällä laitteella.
crashed-retry = Päivitä sivu, niin jatkat siitä.
home = Alkuun
back = Takaisin
undo = Kumoa
undo-hint = Peru viimeisin päätös
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Ei mitään peruttavaa – heitto on lopullinen
rules = Säännöt
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Ladataan sääntöjä…
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = Sääntöjä ei voitu ladata. Yritä uudelleen, kun olet verkossa.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = Tätä Paschin osaa ei voitu ladata. Yritä uudelleen, kun olet verkossa.
try-again = Yritä taas
settings = Asetukset
new-game = Uusi peli
continue-game = Jatka
show-result = Näytä tulos
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Klassikko: 5 noppaa, 13 kohtaa.
game-blurb-extreme = 6 noppaa, joista yksi kymmensivuinen, 22 kohtaa, pelimerkeillä 4. heitto.
game-blurb-duel = Heitä noppia ja kerää pelimerkkejä alustalta.
game-blurb-cards = Kniffel korteilla noppien sijaan.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } pelaaja
       *[other] { $n } pelaajaa
    }
# $round (number), $rounds (number)
round-of = Kierros { $round }/{ $rounds }
finished = Päättynyt
saved-game = Tallennettu peli
last-game = Edellinen peli

## New game
choose-game = Peli
players = Pelaajat
# $min (number), $max (number)
players-range = { $min }–{ $max } pelaajaa
# $n (number)
default-player-name = Pelaaja { $n }
# $n (number)
name-of-player = Pelaajan { $n } nimi
human = Ihminen
computer = Tietokone
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Helppo
bot-level-normal = Normaali
bot-level-strong = Vahva
# $n (number)
bot-level-of = Pelaajan { $n } taso
# $n (number)
who-plays = Kuka pelaa pelaajana { $n }?
add-player = Lisää pelaaja
# $name (text)
remove-player = Poista { $name }
house-rules = Kotisäännöt
rule-set = Sääntömuunnelma
rule-set-kniffel = Kniffel: +50 uudesta Kniffelistä, kun se merkitään sen omaan yläosan kohtaan
rule-set-yahtzee = Yahtzee: +100 jokaisesta uudesta Kniffelistä, mihin kohtaan se merkitäänkin
joker = Jokeri: uutta Kniffeliä saa käyttää jokerina alaosassa
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (oletus)
default-on = (oletus: ✓)
default-off = (oletus: –)
dice-source = Nopat
app-dice = Sovellus heittää
real-dice = Oikeat nopat (pistelehtiö): heität omia noppiasi ja napautat silmäluvut
seed = Pelinumero
seed-hint = Jätä tyhjäksi, niin saat uudet heitot. Pelin numero (näkyy pelin lopussa) tuo samat heitot uudelleen.
seed-invalid = Pelinumeron on oltava kokonaisluku, vähintään 0.
start-game = Aloita peli
replaces-saved = Uusi peli korvaa tallennetun pelin, joka on vielä kesken.

## The game screen
# $name (text)
turn-of = Vuorossa: { $name }
computer-thinking = Tietokone pelaa…
# $roll (number), $of (number)
roll-button = Heitä { $roll }/{ $of }
chip-button = Käytä pelimerkki 4. heittoon
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } pelimerkki
       *[other] { $n } pelimerkkiä
    }
hint-first-roll = Heitä nopat!
hint-hold = Lukitse noppia napauttamalla ja heitä uudelleen – tai täytä kohta.
hint-pick-box = Heitot on käytetty: täytä kohta.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Taas Kniffel! Sallitut kohdat: { $boxes }.
# $bonus (number)
bonus-on-the-way = Tästä Kniffelistä saat bonusta +{ $bonus }.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Noppa { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Noppa { $n } (kymmensivuinen): { $value }
# $n (number): the die's position
die-not-rolled = Noppa { $n }: ei vielä heitetty
# $n (number): the die's position
die-ten-sided-not-rolled = Noppa { $n } (kymmensivuinen): ei vielä heitetty
held = lukittu
dice-tray = Nopat
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Ykköset
box-twos = Kakkoset
box-threes = Kolmoset
box-fours = Neloset
box-fives = Viitoset
box-sixes = Kuutoset
box-three-of-a-kind = Kolme samaa
box-four-of-a-kind = Neljä samaa
box-two-pairs = Kaksi paria
box-three-pairs = Kolme paria
box-two-triples = Kaksi kolmikkoa
box-full-house = Täyskäsi
box-big-full-house = Iso täyskäsi
box-small-straight = Pieni suora
box-large-straight = Suuri suora
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 tai alle
box-thirty-three-or-more = 33 tai yli
box-chance = Sattuma
box-super-chance = Supersattuma
# $n (number): points
points = { $n ->
        [one] { $n } piste
       *[other] { $n } pistettä
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
box-hint-upper = vain nämä silmäluvut lasketaan
box-hint-three-of-a-kind = 3 samaa · summa
box-hint-four-of-a-kind = 4 samaa · summa
box-hint-two-pairs = 2 paria · summa
box-hint-three-pairs = 3 paria · 35
box-hint-two-triples = 2 × 3 samaa · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 peräkkäin · 30
box-hint-large-straight = 5 peräkkäin · 40
box-hint-highway = 6 peräkkäin · 50
box-hint-kniffel = 5 samaa · 50
box-hint-kniffel-extreme = 6 samaa · 75
box-hint-ten-or-less = summa ≤ 10 · 40
box-hint-thirty-three-or-more = summa ≥ 33 · 40
box-hint-chance = summa
box-hint-super-chance = 2 × summa
upper-section = Yläosa
lower-section = Alaosa
upper-sum = Välisumma
# $at (number), $bonus (number)
bonus = Bonus ({ $at }+: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum }/{ $at } bonukseen
kniffel-bonus = Kniffel-bonus
total = Yhteensä
scoresheet = Pöytäkirja
show-column-of = Kenen pöytäkirja
now-playing = vuorossa

## Real dice (score pad)
enter-title = Napauta silmäluvut, jotka oikeat noppasi näyttävät
# $name (text)
enter-for = { $name }: heitä nopat ja napauta silmäluvut
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } pitää { $kept } – { $throw ->
        [one] heitä jäljellä oleva noppa sen puolesta ja napauta silmäluku
       *[other] heitä muut { $throw } noppaa sen puolesta ja napauta silmäluvut
    }
# $roll (number), $of (number)
enter-button = Syötä heitto { $roll }/{ $of }
# $v (number)
enter-face = Silmäluku { $v }
ten-sided-faces = Kymmensivuinen noppa
clear-entry = Tyhjennä
chip-spent-enter = Pelimerkki käytetty: heitä 4. kerran ja napauta silmäluvut.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Syöte { $n }: { $value }
# $n (number): the slot's position
entry-empty = Syöte { $n }: tyhjä
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Syöte { $n } (kymmensivuinen): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Syöte { $n } (kymmensivuinen): tyhjä

## End of game
game-over = Peli päättyi
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } voittaa!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Tasapeli: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Sait { $total } pisteen.
       *[other] Sait { $total } pistettä.
    }
rematch = Revanssi
ranking = Sijoitukset
see-sheet = Näytä pöytäkirjat

## Saves and storage
delete = Poista
update-ready = Paschista on valmiina uusi versio.
reload = Päivitä
later = Ei nyt
really-delete = Poistetaanko varmasti?

## Settings
language = Kieli
lang-auto = Kuten selaimessa
theme = Värit
theme-system = Kuten järjestelmässä
theme-light = Vaalea
theme-dark = Tumma
bot-speed = Tietokonepelaajien tahti
bot-speed-normal = Rauhallinen
bot-speed-fast = Nopea

## Settings: sound, shake to roll, vibration
feel-title = Ääni ja liike
sound-switch = Ääni
shake-switch = Heitä ravistamalla
vibration-switch = Värinä
feel-hint = Näyttö pysyy päällä pelin ajan.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Kuka aloittaa?
start-drawn = Arvonta
# Karten-Kniffel
who-starts-youngest = Pöydän ääressä nuorin aloittaa; sovellus arpoo aloittajan, tai sinä valitset. Revanssissa aloittaa seuraava pelaaja.
# The dice games
who-starts-highest-roll = Pöydän ääressä suurimman heiton heittänyt aloittaa; sovellus arpoo aloittajan, tai sinä valitset. Revanssissa aloittaa seuraava pelaaja.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } aloittaa.

## The seed at the end
game-number = Pelinumero
game-number-hint = Tällä pelinumerolla jokainen heitto ja jokainen kortti toistuu samana.
chosen-seed-note = Tämä peli aloitettiin valitulla pelinumerolla: sen heitot ja kortit saattoivat olla tiedossa etukäteen.
play-again-same = Pelaa tämä peli uudelleen
share = Jaa
copied = Kopioitu.
share-failed = Jakaminen ei ole täällä käytettävissä – pelinumero on alempana.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · peli { $seed } · { $score ->
        [one] { $score } piste
       *[other] { $score } pistettä
    }. Pystytkö parempaan?

## Keyboard and screen reader

## Keyboard help
keys-title = Pikanäppäimet
keys-button = Näppäimet
keys-intro = Pelin aikana, kun et kirjoita tekstikenttään:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Heitä
keys-hold = Lukitse noppa tai vapauta se
keys-undo-keys = U tai Ctrl+Z
keys-undo = Kumoa
keys-hint = Vihje (Kniffel, Kniffel Extreme)
keys-move = Liiku avointen kohtien välillä
keys-enter-key = Enter
keys-take = Valitse kohta
keys-cards = Karten-Kniffel: valitse kortteja (0 = kymmenes kortti)
keys-tab-keys = Sarkain, Vaihto+Sarkain
keys-tab = Seuraava tai edellinen painike; Välilyönti tai Enter painaa sitä
keys-mute = Ääni päälle tai pois
keys-help = Tämä ohje (Esc sulkee sen)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } heitti { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } heitti { $dice }, lukittuina { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } sai { $points ->
        [one] { $points } pisteen
       *[other] { $points } pistettä
    }: { $what }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } sai { $points ->
        [one] { $points } pisteen
       *[other] { $points } pistettä
    }: { $what } (sivuun pantu pelimerkki)
# $name (text)
said-no-chip = { $name } ei saa pelimerkkiä
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } vaihtoi { $cards } kortin
       *[other] { $name } vaihtoi { $cards } korttia
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } pelasi kortit { $cards } kohtaan { $field }: { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = Kaksi paria
chip-three-of-a-kind = Kolme samaa
chip-small-straight = Pieni suora
chip-flush = Väri
chip-full-house = Täyskäsi
chip-four-of-a-kind = Neljä samaa
chip-large-straight = Suuri suora
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, jäljellä { $left }
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }, pantu sivuun
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }: { $left ->
        [0] ei yhtään jäljellä
       *[other] jäljellä { $left }
    }
# $left (number)
duel-chips-left = jäljellä { $left }
duel-table = Pöytä
duel-tray = Pelimerkkialusta
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } pelimerkki alustalla
       *[other] { $n } pelimerkkiä alustalla
    }
# $round (number)
duel-round = Kierros { $round }
duel-set-aside-title = Sivuun pannut
duel-set-aside-empty = Ei vielä mitään – vain Kniffel voi lunastaa nämä pelimerkit.
duel-no-chip-button = Ei pelimerkkiä – lopeta
duel-hint-take = Ota hohtava pelimerkki – tai lukitse noppia ja heitä uudelleen.
duel-hint-take-last = Ota hohtava pelimerkki.
duel-hint-nothing-yet = Mikään pelimerkki ei vielä sovi: heitä uudelleen tai lopeta vuorosi ilman pelimerkkiä.
duel-hint-nothing = Mikään pelimerkki ei sovi: vuorosi päättyy ilman pelimerkkiä.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Sopisi myös, mutta yhtään ei ole jäljellä: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Ota mikä tahansa pelimerkki – alustalta tai sivuun pannuista. Sitten pelaat heti uudelleen.
       *[other] Ota mitkä tahansa { $n } pelimerkkiä – alustalta tai sivuun pannuista. Sitten pelaat heti uudelleen.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Ota toinen pelimerkkisi, sitten pelaat heti uudelleen.
# $name (text)
duel-extra-turn = Kniffel-lisävuoro: { $name } pelaa uudelleen!
duel-extra-turn-badge = Lisävuoro
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = Vuoro ilman pelimerkkiä: { $chip } ({ $value }) pannaan sivuun.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = Kierros ilman pelimerkkiä: { $chip } ({ $value }) pannaan sivuun.

## The players' chips
duel-players-chips = Pelaajien pelimerkit
# $kinds (number)
duel-kinds-progress = { $kinds }/7 lajia
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Ei vielä pelimerkkejä
duel-gold = Kultabonus
duel-silver = Hopeabonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Täysi pino
       *[other] { $n } täyttä pinoa
    }
duel-full-stacks-row = Täydet pinot (+30 kustakin)
duel-last-chip = Viimeinen pelimerkki
duel-chip-values = Pelimerkkien arvot

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } otti viimeisen pelimerkin (+{ $bonus }).
duel-last-chip-set-aside = Viimeinen pelimerkki pantiin sivuun: kukaan ei saa viimeisen pelimerkin bonusta.
duel-breakdown = Pisteet eriteltyinä
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score }/{ $best } pistettä
# $score (number)
duel-best-here = Paras tällä laitteella: { $score }
duel-new-best = Uusi ennätys!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Anna laite seuraavalle: { $name }
# $name (text)
pass-tap = { $name }: napauta tästä, niin näet korttisi
pass-private = Korttisi pysyvät piilossa, kunnes napautat. Muut eivät saa katsoa!
# $name (text), $field (field name)
cover-played = { $name } täytti kohdan { $field }.
# $name (text)
cover-exchanged = { $name } vaihtoi kortteja.

## The table
card-table = Korttipöytä
# $round (number)
cards-round = Kierros { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }
draw-pile = Nostopakka
discard-pile = Poistopakka
# $n (number): cards in the pile
draw-pile-name = Nostopakka: { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }
discard-pile-empty = Poistopakka: 0 korttia
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Poistopakka: { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }, päällimmäisenä { $top }
# $name (text), $n (number): cards in hand
hand-of = { $name }: kädessä { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }
# $name (text)
cards-bot-playing = { $name } pelaa…
reshuffled = Nostopakka loppui: poistopakka sekoitettiin uudeksi nostopakaksi.
reshuffled-short = (poistopakka sekoitettiin uudeksi nostopakaksi)
# $name (text)
one-field-left = { $name }: enää yksi kohta jäljellä!
last-round = Viimeinen kierros!
# $name (text)
last-round-why = { $name } on täyttänyt kaikki kohtansa. Kierros pelataan loppuun.
recent-moves = Edellisen vuorosi jälkeen
last-moves = Viimeisimmät siirrot
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }, { $penalty ->
        [one] { $penalty } sakkopiste
       *[other] { $penalty } sakkopistettä
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: poisti { $discarded }, takaisin 5 korttiin

## Back to 5 cards after a play (rules version 2)
discard-down-title = Takaisin 5 korttiin
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Pelaat kohdan { $field }. Sinulle jää yli 5 korttia: { $need ->
        [one] valitse { $need } kortti
       *[other] valitse { $need } korttia
    } poistettavaksi – seuraava vuorosi alkaa tasan viidellä kortilla.
# $chosen (number), $need (number)
discard-down-chosen = Valittu { $chosen }/{ $need }
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Poista { $need } ja merkitse { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: ei poistanut yhtään, nosti { $drawn }
       *[other] { $name }: poisti { $discarded }, nosti { $drawn }
    }
# $name (text)
announced-by-app = { $name }: toiseksi viimeinen kohta täytetty – sovellus ilmoitti
# $name (text)
announced-by-player = { $name } ilmoittaa: tämän jälkeen yksi kohta jäljellä
# $name (text), $penalty (number)
missed-news = { $name } unohti ilmoittaa: { $penalty ->
        [one] { $penalty } sakkopiste
       *[other] { $penalty } sakkopistettä
    }

## The hand
# $name (text)
your-hand = Kortit kädessä: { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Kortti { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Kortti { $n }: { $value }, uusi
new-card = uusi
sort-cards = Järjestä
sort-hint = Järjestä kortit aina arvon mukaan (pois: nostojärjestyksessä)
clear-selection = Tyhjennä valinta
# $n (number)
selected-count = Valittu { $n }
hand-hint = Valitse kortteja napauttamalla: pelataksesi ne tai poistaaksesi ne.

## Scoring
score-title = Merkitse
score-select-hint = Valitse kortit – tai napauta ehdotusta.
no-field-fits = Nämä kortit eivät sovi mihinkään avoimeen kohtaan.
# $n (number)
penalty-points = { $n ->
        [one] { $n } sakkopiste
       *[other] { $n } sakkopistettä
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }, { $penalty ->
        [one] { $penalty } sakkopiste
       *[other] { $penalty } sakkopistettä
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } sakkopiste
       *[other] { $penalty } sakkopistettä
    }
suggestions = Parhaat siirrot
no-suggestions = Mikään avoin kohta ei sovi tähän käteen: vaihda kortteja.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }: valitse parhaat kortit
# $held (number): cards in hand; $penalty (number)
penalty-warning = Kädessäsi on { $held } korttia: pisteiden merkitseminen nyt maksaa { $penalty ->
        [one] { $penalty } sakkopisteen
       *[other] { $penalty } sakkopistettä
    }.

## Exchanging
exchange-title = Vaihda
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Ei valittuja kortteja: pidä kätesi tai nosta yksi lisää.
        [1] Poista valittu kortti ja …
       *[other] Poista { $discard } valittua korttia ja …
    }
# $n (number)
draw-n = Nosta { $n ->
        [one] { $n } kortti
       *[other] { $n } korttia
    }
keep-hand = Pidän korttini
pass-turn = ohita
same-number = yhtä monta
one-more = yksi lisää
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Vaihto: poista { $discard },
too-many-to-discard = Voit poistaa enintään 5 korttia.
hand-full = Kädessä on 10 korttia: nostat vain niin monta kuin poistat.
no-undo-after-draw = Vaihtoa ja pisteiden merkitsemistä ei voi kumota: nostetut kortit olisivat jo tiedossa.

## Announcing (house rule)
announce-button = Ilmoita
announce-hint = Sinulla on kaksi kohtaa jäljellä: ilmoita ennen kuin täytät toiseksi viimeisen, tai saat 10 sakkopistettä.
announced-now = Ilmoitettu! Täytä nyt toiseksi viimeinen kohtasi.
announce-yourself-option = Ilmoita itse: joka ei paina ”Ilmoita” ennen toiseksi viimeistä kohtaansa, saa 10 sakkopistettä
cards-shuffle = Kortit
cards-dealt-by-app = Sovellus sekoittaa ja jakaa.

## The card sheet
card-field-hint-upper = 1–5 tämän arvon korttia
card-field-hint-three-of-a-kind = 5 korttia, 3 samaa · summa
card-field-hint-four-of-a-kind = 5 korttia, 4 samaa · summa
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = tasan 4 peräkkäin · 30
card-field-hint-large-straight = 5 peräkkäin · 40
card-field-hint-kniffel = 5 samaa · 50
bonus-malus = Bonus 63+: +35 · alle 43: −20
# $sum (number)
upper-progress-cards = { $sum }/63 bonukseen; alle 43 maksaa −20
penalties-row = Sakkopisteet
# $n (number)
penalty-beside = sakkopisteitä vieressä: { $n }
announcement-row = Ilmoitus
announced-mark = ilmoitettu

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Kuka voittaa?
win-chance-title = Voittomahdollisuudet nyt
win-chance-close = Sulje
win-chance-wait = Lasketaan mahdollisuuksia…
win-chance-failed = Mahdollisuuksia ei voitu laskea.
# Under the chances: how they are worked out.
win-chance-note = Jokainen pöytäkirja pelattiin loppuun tuhansia kertoja parhaalla strategialla.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Voittomahdollisuus kierros kierrokselta
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Käännekohta: kierros { $round }, { $name } – { $field } ({ $points })

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Vihje
hint-close = Sulje vihje
hint-title = Parhaat vaihtoehdot
# Under the classic hint: what the numbers mean.
hint-exact-note = Laskettu tarkasti: odotettu loppupistemäärä, kun pelaat tästä eteenpäin parhaalla tavalla.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Vahvan tietokoneen arvio (ei tarkka): odotettu loppupistemäärä.
hint-reroll-all = Heitä kaikki nopat uudelleen
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Pidä { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Pidä kymmensivuinen noppa ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Pidä { $dice } ja kymmensivuinen noppa ({ $ten })
hint-stop = Pidä kaikki – lopeta heittäminen
# $label (text), $points (number)
hint-box = { $label }: { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
# $total (a number with one decimal)
hint-expect = ≈ { $total } pistettä
hint-roll-first = Heitä ensin, sitten kysy vihjettä.
# While the solver works out its table.
solver-preparing = Neuvoja laskee kaikki pelitilanteet (vain ensimmäisellä kerralla)…
# While a strong computer player waits for the solver's first solve.
bot-preparing = Vahva tietokone laskee strategiaansa (vain ensimmäisellä kerralla)…
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Pikakelaa
solver-failed = Neuvojaa ei voitu ladata.

## How well did I play
review-title = Kuinka hyvin pelasin?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } pistettä alle täydellisen pelin (odotusarvo)
# $name (text)
review-perfect = { $name }: täydellinen peli – yksikään päätös ei maksanut pisteitä.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Kierros { $round }, { $dice } ({ $rolls-left ->
        [0] viimeisen heiton jälkeen
        [one] { $rolls-left } heitto jäljellä
       *[other] { $rolls-left } heittoa jäljellä
    }): { $chosen } – paras olisi ollut { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Noppaonni { $luck } · Valinnat { $choices } · Odotusarvo alussa { $start }
# Under the review of classic Kniffel.
review-exact-note = Laskettu tarkasti: odotettu loppupistemäärä ennen jokaista heittoa ja jokaisen valinnan jälkeen.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Vahvan tietokoneen arvio (ei tarkka): odotettu loppupistemäärä ennen jokaista heittoa ja jokaisen valinnan jälkeen.
review-costliest = Kalleimmat päätökset
review-luckiest = Onnekkaimmat heitot
review-unluckiest = Epäonnisimmat heitot
review-luckiest-draws = Onnekkaimmat nostot
review-unluckiest-draws = Epäonnisimmat nostot
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Kierros { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Kierros { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Kierros { $round }, käsi { $cards }: { $chosen } – paras olisi ollut { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Ota { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } korteilla { $cards }
# $cards (card values)
review-exchange = Vaihda { $cards }
# $cards (card values)
review-exchange-one-more = Vaihda { $cards } ja nosta yksi lisää

## Statistics, history, roll log, daily challenge
statistics = Tilastot
high-scores = Ennätykset
history = Historia
daily-challenge = Päivän haaste
play-daily = Pelaa päivän haaste
play-daily-again = Uudelleen (ei lasketa)
daily-open = Et ole vielä pelannut tänään.
# $days (number)
streak = { $days ->
        [0] Ei vielä putkea: pelaa tänään, niin putki alkaa.
        [1] Putki: 1 päivä
       *[other] Putki: { $days } päivää peräkkäin
    }
with-bots = Pelit tietokonepelaajien kanssa
with-hints = Pelit vihjeiden kanssa
bot-mark = tietokoneen kanssa
hint-mark = vihjeillä
real-dice-mark = oikeat nopat
daily-mark = päivän haaste
no-games-yet = Tästä pelistä ei ole vielä päättyneitä pelejä.
col-player = Pelaaja
col-games = Pelit
col-wins = Voitot
col-best = Paras
col-average = Keskiarvo
col-worst = Huonoin
col-kniffels = Heitetyt Kniffelit
col-upper-bonus = Yläosan bonus
col-chips = Pelimerkit
col-duel-bonus = Bonuspisteet
col-penalties = Sakot
col-score = Pisteet
col-date = Päivä
scores-over-time = Pisteet ajan mittaan
score-histogram = Pistemäärien jakauma
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = vähintään { $from } pistettä: { $count ->
        [one] { $count } peli
       *[other] { $count } peliä
    }
open-game = Näytä
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Näytä { $game } { $date }
close = Sulje
step-first = Ensimmäinen siirto
step-prev = Edellinen siirto
step-next = Seuraava siirto
step-last = Viimeinen siirto
# $n (number), $of (number)
step-of = Siirto { $n }/{ $of }
roll-log = Heittoloki
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, heitto { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, heitto { $roll }: { $dice } (pidetty: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } vaihtaa { $cards } kortin
       *[other] { $name } vaihtaa { $cards } korttia
    }
# $name (text)
log-no-chip = { $name }: ei pelimerkkiä
log-empty = Ei vielä heittoja.
players-title = Nimeä pelaajia uudelleen tai yhdistä heitä
rename-hint = Jo käytössä oleva nimi yhdistää kaksi pelaajaa (kirjoitusvirheen korjaamiseen).
new-name = Uusi nimi
rename = Nimeä
# $n (number)
renamed = Nimetty uudelleen: { $n }
export-import = Vienti ja tuonti
export-stats = Vie tilastot
import-stats = Tuo tilastot
reset-stats = Nollaa tilastot
reset-confirm = Poistetaanko varmasti kaikki päättyneet pelit ja tilastot?
yes-delete = Kyllä, poista
cancel = Peruuta

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Tämä selain ei salli tallentamista täällä (yksityinen ikkuna?). Voit jatkaa pelaamista, mutta peli katoaa, kun sivu suljetaan.
storage-full = Selaimen tallennustila on täynnä: peliä ei tällä hetkellä tallenneta. Voit jatkaa pelaamista; vapauta tilaa, niin tallennus toimii taas.
storage-blocked = Vanhaa, lukukelvotonta tallennusta ei voitu varmuuskopioida, joten sen päälle ei kirjoiteta: uutta peliä ei tallenneta.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Selaimen tallennustila ei juuri nyt ota vastaan päättyneitä pelejä: { $waiting ->
        [one] { $waiting } tilastoihin menevä peli odottaa tässä ikkunassa, ja se tallennetaan heti, kun tallennus taas toimii.
       *[other] { $waiting } tilastoihin menevää peliä odottaa tässä ikkunassa, ja ne tallennetaan heti, kun tallennus taas toimii.
    } Pidä tämä ikkuna auki siihen asti.
settings-not-stored = Asetuksia ei voitu tallentaa: ne ovat voimassa, kunnes sivu suljetaan.

## Kept aside
backup-title-game = Tallennettua peliä ei voitu ladata
backup-title-statistics = Osaa tilastoista ei voitu lukea
backup-reason-newer = Se on peräisin Paschin uudemmasta versiosta. Kun sovellus on päivitetty, sen voi avata taas.
backup-reason-damaged = Se on vioittunut tai sitä on muokattu käsin.
backup-kept-game = Mitään ei poistettu: tallennus on tallessa (Asetukset), ja voit ladata sen.
backup-kept-statistics = Mitään ei poistettu: kaikki muut pelit ovat tilastoissa, ja se, mitä ei voitu lukea, on tallessa (Asetukset); voit ladata sen.
download-backup-game = Lataa tallennus
download-backup-statistics = Lataa tilastot
backups-title = Talteen otetut
no-backups = Jokainen tallennettu peli ja tulos voitiin lukea: mitään ei tarvinnut ottaa talteen.
backup-kind-game = Tallennettu peli
backup-kind-statistics = Tilastot
backup-kind-finished-game = Tilastojen päättynyt peli
backup-state-yes = tämä versio voi avata sen taas
backup-state-newer = uudemmasta versiosta
backup-state-damaged = vioittunut
open-again = Avaa taas
# $total (number): games
reopened-all = Taas tilastoissa: { $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }.
# $stored (number), $total (number): games
reopened-some = Taas tilastoissa: { $stored }/{ $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }. Tallennustila on täynnä; loput pysyvät tallessa.

## Other windows
continued-elsewhere = Tätä peliä jatkettiin toisessa ikkunassa: se näkyy tässä sellaisena kuin se nyt on.
replaced-elsewhere = Toisessa ikkunassa aloitettiin uusi peli: se näkyy nyt tässä.
newer-elsewhere = Paschin uudempi versio tallensi pelin toisessa ikkunassa. Päivitä tämä sivu; siihen asti tässä ei tallenneta mitään.

## Asking before a game is replaced
replace-title = Lopetetaanko kesken oleva peli?
# $game (text)
replace-text = { $game } on vielä kesken. Uusi peli korvaa sen, eikä sitä lasketa tilastoihin.
replace-yes = Aloita uusi peli
replace-no = Pidän pelini

## The room in storage
storage-title = Tallennustila
# $percent (number)
storage-used = Paschin tilasta tässä selaimessa on käytössä { $percent } %.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } päättynyt peli
       *[other] { $total } päättynyttä peliä
    } tallessa.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } päättynyt peli
       *[other] { $total } päättynyttä peliä
    } tallessa, joista { $lean } ilman siirtojaan: ne tekivät tilaa, mutta tulokset lasketaan yhä.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] Tilaa tehtiin juuri poistamalla yhden vanhemman pelin siirrot; sen tulos pysyy tilastoissa.
       *[other] Tilaa tehtiin juuri poistamalla { $n } vanhemman pelin siirrot; niiden tulokset pysyvät tilastoissa.
    }
storage-persistent = Selain säilyttää nämä tiedot pysyvästi.
storage-best-effort = Selain voi tyhjentää nämä tiedot, jos tila loppuu. Sovellukseksi asennettuna Pasch on paremmin turvassa; vie tilastot aina välillä.
# $more (number)
show-older-games = Näytä vanhemmat pelit ({ $more } lisää)
moves-made-room = Tämän pelin siirrot poistettiin tilan tekemiseksi; sen tulos lasketaan yhä.
moves-unreadable = Tämä versio ei pysty toistamaan tämän pelin siirtoja; sen tulos lasketaan yhä.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Tätä peliä ei vielä tallenneta: edellinen päättynyt peli ei ole vielä tilastoissa, ja sen tallennus on sen ainoa kopio. Tämä peli tallennetaan heti, kun tallennustila ottaa päättyneen pelin vastaan (yritetään jokaisen siirron jälkeen).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] Tallessa on { $n } Paschin uudemman version peli sitä versiota varten; se lasketaan mukaan täällä, kun tämä sovellus päivitetään.
       *[other] Tallessa on { $n } Paschin uudemman version peliä sitä versiota varten; ne lasketaan mukaan täällä, kun tämä sovellus päivitetään.
    }
# $date (text): the day Pasch asked
persist-granted = Pasch pyysi { $date } selainta säilyttämään nämä tiedot pysyvästi: selain suostui.
# $date (text): the day Pasch asked
persist-declined = Pasch pyysi { $date } selainta säilyttämään nämä tiedot pysyvästi: selain kieltäytyi.
# $date (text): the day Pasch asked
persist-unanswered = Pasch pyysi { $date } selainta säilyttämään nämä tiedot pysyvästi: vastausta ei ole vielä tullut.
persist-not-asked = Pasch pyytää selainta kerran säilyttämään nämä tiedot pysyvästi, kun tallessa on päättyneitä pelejä.
persist-unsupported = Tältä selaimelta ei voi pyytää tietojen pysyvää säilyttämistä.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Pelaajan { $n } nimi on liian pitkä: enintään { $max } merkkiä. Lyhennä sitä.
# $max (number): characters
new-name-too-long = Uusi nimi on liian pitkä: enintään { $max } merkkiä. Mitään ei nimetty uudelleen.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Nimetty uudelleen { $total } pelissä, mutta tallennustila otti vastaan vain { $stored }: { $waiting } kantaa tallennustilassa yhä vanhaa nimeä. Ne tallennetaan heti, kun tallennus taas toimii; pidä tämä ikkuna auki siihen asti.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Tuonti hylätty: tiedosto on liian suuri ({ $size } Mt; enintään { $max } Mt). Paschin tilastotiedosto on paljon pienempi. Mitään ei muutettu.
import-unreadable = Tuonti hylätty: tiedostoa ei voitu lukea. Mitään ei muutettu.
import-refused-not-pasch = Tuonti hylätty: tämä ei ole Paschin tilastotiedosto. Mitään ei muutettu.
import-refused-newer = Tuonti hylätty: tiedosto on Paschin uudemmasta versiosta. Mitään ei muutettu.
# $total (number): the games of the file
import-nothing-new-intact = 0 peliä tuotu: jokainen tiedoston peli on jo täällä ({ $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 peliä tuotu: jokainen tiedoston peli on jo täällä ({ $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }). { $damaged ->
        [one] Tiedostosta jätettiin pois { $damaged } vioittunut peli.
       *[other] Tiedostosta jätettiin pois { $damaged } vioittunutta peliä.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Tiedostossa on { $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }: uusia { $new }, jo täällä { $already }. Yhtään täällä olevaa peliä ei poisteta eikä muuteta.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Tiedostossa on { $total ->
        [one] { $total } peli
       *[other] { $total } peliä
    }: uusia { $new }, jo täällä { $already }. { $damaged ->
        [one] Tiedostosta jätetään pois { $damaged } vioittunut peli.
       *[other] Tiedostosta jätetään pois { $damaged } vioittunutta peliä.
    } Yhtään täällä olevaa peliä ei poisteta eikä muuteta.
# $n (number): games
import-games = Tuo { $n ->
        [one] { $n } peli
       *[other] { $n } peliä
    }
# $done (number), $total (number)
import-reading = Luetaan tiedostoa… { $done }/{ $total }
# $done (number), $total (number)
import-storing = Tallennetaan pelejä… { $done }/{ $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } peli
       *[other] { $stored } peliä
    } tuotu.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored }/{ $wanted ->
        [one] { $wanted } peli
       *[other] { $wanted } peliä
    } tuotu: selaimen tallennustila on täynnä. Yhtään täällä olevaa peliä ei poistettu; loput tiedostosta voi tuoda myöhemmin.

## Import: how far it is, the room it fills, long names
import-opening = Avataan tiedostoa…
import-progress = Tilastojen tuonti
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 peliä tuotu: { $damaged ->
        [one] tiedoston ainoa peli on vioittunut (lukukelvoton tai pidempi kuin mikään Paschin peli).
       *[other] tiedoston kaikki { $damaged } peliä ovat vioittuneita (lukukelvottomia tai pidempiä kuin mikään Paschin peli).
    } Mitään ei muutettu.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored }/{ $wanted ->
        [one] { $wanted } peli
       *[other] { $wanted } peliä
    } tuotu: tilastojen tallennustila on täynnä (loput on varattu käynnissä olevalle pelille ja tuleville peleille). Yhtään täällä olevaa peliä ei poistettu.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Yksi nimi oli pidempi
       *[other] { $n } nimeä oli pidempiä
    } kuin { $max } merkkiä: lyhennetty { $max } merkkiin.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = Peli on päättynyt.
refusal-not-a-move = Tämä ei ole sallittu siirto tässä pelissä.
refusal-nothing-to-undo = Ei mitään kumottavaa.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } on { $min }–{ $max } pelaajalle, ei { $got }.
refusal-unnamed-player = Jokainen pelaaja tarvitsee nimen.
refusal-no-such-start-player = Aloittajan on oltava yksi pelaajista.
refusal-cards-need-the-app = Karten-Kniffeliä pelataan sovelluksen korteilla.
refusal-daily-is-solo-kniffel = Päivän haaste on yhden pelaajan Kniffel, Yatzy, Maxi Yatzy tai Generala sovelluksen nopilla.
refusal-bad-deck = Pakassa on 18 korttia kutakin arvoa 1–6.
refusal-not-rolled = Heitä ensin nopat.
refusal-no-rolls-left = Tällä vuorolla ei ole enää heittoja.
refusal-all-dice-held = Kaikki nopat on lukittu: vapauta yksi, niin voit heittää.
refusal-hold-before-roll = Heitä ensin, lukitse sitten noppia.
# $n (number): the die's position
refusal-no-such-die = Noppaa { $n } ei ole.
refusal-real-dice = Tässä pelissä käytetään oikeita noppia: syötä, mitä ne näyttävät.
refusal-app-rolls = Tässä pelissä sovellus heittää nopat.
# $expected (number), $got (number): dice
refusal-dice-count = Odotettiin { $expected } noppaa, saatiin { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Noppa { $n } näyttää { $shows }, mutta siinä on vain silmäluvut { $low }–{ $high }.
refusal-rolls-used-up = Heitot on käytetty: täytä kohta.
refusal-three-rolls-up = Kolme heittoa on käytetty: anna pelimerkki 4. heitosta tai täytä kohta.
refusal-chips-extreme-only = Pelimerkit kuuluvat vain peliin Kniffel Extreme.
refusal-one-chip-per-turn = Vain yksi pelimerkki vuoroa kohden.
refusal-no-chips-left = Pelimerkit ovat loppuneet.
refusal-chip-before-third-roll = Pelimerkillä saat 4. heiton: käytä ensin kolme heittoasi.
# $field (box name)
refusal-not-on-sheet = Kohtaa { $field } ei ole tässä pöytäkirjassa.
# $field (box name)
refusal-box-taken = Kohta { $field } on jo täytetty.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Uusi Kniffel on merkittävä johonkin näistä: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Korttia { $value } ei ole: korttien arvot ovat 1–6.
refusal-too-many-cards = Missään kädessä ei ole niin montaa korttia.
refusal-discard-too-many = Poista enintään 5 korttia.
refusal-not-in-hand = Sinulla ei ole näitä kortteja.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = { $need ->
        [one] Poista tällä siirrolla tasan { $need } kortti (ei { $got }): vuoro alkaa viidellä kortilla.
       *[other] Poista tällä siirrolla tasan { $need } korttia (ei { $got }): vuoro alkaa viidellä kortilla.
    }
refusal-hand-full = Kädessä saa olla enintään 10 korttia: nosta yhtä monta kuin poistat.
# $field (field name)
refusal-not-a-card-field = Kohtaa { $field } ei ole Karten-Kniffelin pöytäkirjassa.
# $field (field name)
refusal-upper-field-count = Kohtaan { $field } käy 1–5 korttia.
# $field (field name), $face (number)
refusal-upper-field-face = Kohtaan { $field } käyvät vain kortit, joiden arvo on { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = Kohtaan { $field } tarvitaan tasan { $needed } korttia.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = Kohtaan { $field } tarvitaan { $needs }.
refusal-app-announces = Sovellus ilmoittaa toiseksi viimeisen kohdan puolestasi.
refusal-already-announced = Olet jo ilmoittanut.
refusal-announce-too-early = Ilmoita, kun olet täyttämässä toiseksi viimeistä kohtaasi.
refusal-second-kniffel-chip-first = Ota ensin toinen Kniffel-pelimerkkisi.
refusal-take-a-chip = Heitot on käytetty: ota pelimerkki tai lopeta vuoro.
refusal-set-aside-needs-kniffel = Vain Kniffel voi lunastaa sivuun pannun pelimerkin.
# $chip (chip name)
refusal-not-set-aside = Pelimerkkiä { $chip } ei ole pantu sivuun.
# $chip (chip name)
refusal-not-in-tray = Pelimerkkiä { $chip } ei ole enää alustalla.
# $chip (chip name)
refusal-dice-dont-make = Noppasi eivät muodosta yhdistelmää { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = Noppiisi sopii pelimerkki, ota se: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = kolme samanarvoista korttia
field-needs-four-of-a-kind = neljä samanarvoista korttia
field-needs-full-house = kolme samanarvoista korttia ja kaksi samanarvoista korttia toista arvoa
field-needs-small-straight = neljä peräkkäistä arvoa (1-2-3-4, 2-3-4-5 tai 3-4-5-6)
field-needs-large-straight = viisi peräkkäistä arvoa (1-2-3-4-5 tai 2-3-4-5-6)
field-needs-kniffel = viisi samanarvoista korttia

## Own phones at the table (issue 28)
own-phone = Oma puhelin
phones-title = Pelaajat omilla puhelimillaan
phones-help = Kukin puhelin avaa kutsunsa (skannaa QR-koodi kameralla tai avaa linkki) ja näyttää sitten vastauksen: skannaa se tässä tai kirjoita sen koodi. Peli alkaa, kun kaikki puhelimet ovat yhteydessä.
# $name (text)
invite-player = Kutsu { $name }
# $name (text)
qr-invite-alt = QR-kutsukoodi: { $name }
# $name (text)
invitation-link-for = Kutsulinkki: { $name }
# $name (text)
invitation-code-for = Kutsukoodi: { $name }
# $name (text)
answer-code-from = Vastauskoodi: { $name }
# $name (text)
connect-player = Yhdistä { $name }
# $name (text)
scan-answer-of = Skannaa vastaus: { $name }
# $name (text)
play-here = Pelaa tässä: { $name }
preparing-invitation = Valmistellaan kutsua…
connecting-phone = Yhdistetään…
# $name (text)
phone-connected = { $name } on yhteydessä.
# $name (text)
phone-unreachable = Puhelinta, jolla { $name } pelaa, ei tavoitettu: molempien laitteiden on oltava samassa Wi-Fi-verkossa; vierasverkot pitävät laitteet usein erillään. Kokeile uutta kutsua tai pelaa tämä paikka tässä.
# $name (text)
not-an-answer = Tämä ei ole vastauskoodi puhelimesta, jolla { $name } pelaa.
no-webrtc = Tämä selain ei pysty muodostamaan yhteyttä puhelimiin. Pelaa tämä paikka tässä.
scan-invitation = Skannaa kutsu
new-invitation = Uusi kutsu
join-table = Liity pöytään
join-help = Skannaa pöydän kutsu kameralla tai kirjoita sen kutsukoodi tähän.
invitation-code = Kutsukoodi
join = Liity
not-an-invitation = Tämä ei ole kutsukoodi.
answer-code = Vastauskoodi
qr-answer-alt = Vastauksesi QR-koodi
answer-help = Näytä tämä vastaus pöydälle: skannaa se siellä tai kirjoita vastauskoodi pöydän laitteeseen.
connected-to-table = Yhteydessä pöytään
# $name (text)
playing-as = Sinä olet { $name }.
waiting-for-table = Odotetaan pöytää…
table-lost = Yhteys pöytään katkesi. Skannaa pöydältä uusi kutsu, niin voit jatkaa.
phone-unreachable-here = Pöytää ei tavoitettu: molempien laitteiden on oltava samassa Wi-Fi-verkossa; vierasverkot pitävät laitteet usein erillään.
other-build = Tässä puhelimessa on eri Pasch-versio kuin pöydässä. Päivitä sivu ja liity sitten uudelleen.
not-your-turn = Nyt ei ole sinun vuorosi.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = Peli oli jo edennyt ennen kuin napautuksesi ehti pöytään, joten se ei tehnyt mitään. Tässä on peli sellaisena kuin se nyt on.
leave-table = Poistu pöydästä
next-game-at-table = Seuraava peli aloitetaan pöydässä. Oma pelisi tässä puhelimessa pysyy ennallaan.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = Koodi on tyhjä: liitä tai kirjoita se ensin.
# $char (text): the character that no code has
code-foreign = Tämä ei ole Pasch-koodi: siinä on merkki ”{ $char }”.
code-truncated = Tämä koodi on vajaa. Kopioi se uudelleen kokonaan.
code-damaged = Tämä koodi on vioittunut tai vajaa. Kopioi se uudelleen kokonaan.
code-other-version = Tämä koodi on Paschin toisesta versiosta. Päivitä Paschin sivu molemmilla laitteilla ja tee sitten uusi koodi.
code-not-an-invitation = Tämä on vastauskoodi, ei kutsu. Syötä koodi, jonka pöytä näyttää.
code-not-an-answer = Tämä on kutsu, ei vastauskoodi. Syötä koodi, jonka puhelin näyttää.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Tämän selaimen yhteystiedoista puuttuu { $part }: pariliitos ei onnistu näin. Kokeile toista selainta.
code-no-address = Tällä laitteella ei ole verkko-osoitetta. Yhdistä se samaan Wi-Fi-verkkoon kuin toinen laite.
code-too-long-for-qr = Koodi on liian pitkä QR-koodiksi. Käytä koodia tekstinä.
scanner-stop = Sammuta kamera
scanner-camera = Kamera
scanner-looking = Pidä QR-koodia kameran edessä.
scanner-no-camera = Tällä laitteella ei ole kameraa, jota selain voisi käyttää. Kirjoita koodi sen sijaan.
scanner-refused = Kameraa ei saa käyttää. Salli se selaimen asetuksista tai kirjoita koodi sen sijaan.
scanner-failed = Kameraa ei voitu käynnistää. Kirjoita koodi sen sijaan.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = Puhelin, jolla { $name } pelaa, on tavoittamattomissa. Peli jatkuu; puhelin saa pelin taas, kun se palaa.
table-away = Pöytä on tavoittamattomissa. Odotetaan sen paluuta…
scanner-no-reader = QR-lukijaa ei voitu käynnistää. Kirjoita koodi sen sijaan.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } pelasi parhaiten; { $lucky } sai paremmat nopat.
# $name (text)
review-summary-both = { $name } pelasi parhaiten ja sai paremmat nopat.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } pelasi parhaiten; { $lucky } sai paremmat kortit.
# $name (text)
review-summary-both-cards = { $name } pelasi parhaiten ja sai paremmat kortit.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } pelasi täydellisesti.
        [1] { $name } pelasi erittäin hyvin.
        [2] { $name } pelasi hyvin.
       *[other] { $name } jätti aika monta pistettä saamatta.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] Nopat suosivat.
        [1] Nopat olivat suunnilleen keskitasoa.
       *[other] Nopat eivät suosineet.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Kortit suosivat.
        [1] Kortit olivat suunnilleen keskitasoa.
       *[other] Kortit eivät suosineet.
    }
# The disclosure that holds the review's numbers.
review-numbers = Näytä luvut
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Aloita tämä peli alusta
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Takaisin päivän haasteeseen
# The daily challenge's screen: whose challenge it is.
daily-name = Nimesi
# $points (number)
daily-best = { $points ->
        [one] Paras päivän haasteesi: { $points } piste
       *[other] Paras päivän haasteesi: { $points } pistettä
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: ei pelimerkkiä
# Over the table when five alike are scored.
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Pipsa, Nuppu, Veikko, Lulu
computer-names-normal = Sami, Iida, Matti, Aino
computer-names-strong = Ada, Linus, Minna, Rolf
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Tietokone (helppo)
seat-computer-normal = Tietokone (normaali)
seat-computer-strong = Tietokone (vahva)
# The new-game screen's disclosure of house rules and the game number.
more-options = Lisää valintoja
more-options-what = Kotisäännöt, pelinumero
# $names (text)
players-kept-aside = Sivussa odottamassa: { $names }. Mukaan pääsee taas, kun valitset pelin, johon mahtuu enemmän pelaajia.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Päättyneitä pelejä ei vielä ole. Pelaa yksi, niin pisteesi, ennätyksesi ja kaaviosi näkyvät tässä.
stats-empty-play = Pelaa peli
stats-by-player = Pisteet pelaajittain
# Above the statistics table when it is wider than the screen.
table-scrolls = Pyyhkäise sivuttain, niin näet kaikki sarakkeet →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Pelatut kortit
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Pidä noppa, jossa on { $face }, ja heitä muut uudelleen
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = { $count ->
        [2] Pidä kaksi noppaa, joissa on { $face }, ja heitä muut uudelleen
        [3] Pidä kolme noppaa, joissa on { $face }, ja heitä muut uudelleen
       *[other] Pidä neljä noppaa, joissa on { $face }, ja heitä muut uudelleen
    }
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Pidä { $dice } ja heitä muut uudelleen
hint-plain-roll-all = Heitä kaikki nopat uudelleen
hint-plain-stop = Pidä kaikki ja valitse kohta
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Pidä kymmensivuinen noppa ({ $ten }) ja heitä muut uudelleen
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Pidä { $dice } ja kymmensivuinen noppa ({ $ten }) ja heitä muut uudelleen
# $label (text): the box to fill
hint-plain-take = Valitse { $label }
# $label (text): the box to cross out
hint-plain-strike = Viivaa { $label } yli (0 pistettä)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Tarkemmin: odotetut pisteet
# Under the Hint's advice.
hint-tap-to-apply = Napauta riviä, niin nuo nopat lukitaan tai kohta löytyy.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = Vihje: pidä tämä noppa
# Screen readers, after a box's name while the Hint advises it.
box-advised = Vihje: valitse tämä kohta
# The Roll button once the turn has no roll left.
roll-none-left = Ei heittoja jäljellä
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Täytä kohta – tai käytä pelimerkki yhteen lisäheittoon.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Pohjoismaiden peli: 5 noppaa, 15 kohtaa, pareista lasketaan vain niiden nopat.
game-blurb-maxi-yatzy = 6 noppaa, 20 kohtaa; käyttämättömät heitot säästyvät.
game-blurb-generala = Latinalaisen Amerikan peli: Generala ensimmäisellä heitolla voittaa heti.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Pari
box-five-of-a-kind = Viisi samaa
box-full-straight = Täysi suora
box-villa = Huvila
box-tower = Torni
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Suora
box-generala = Generala
box-double-generala = Tupla-Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 samaa · niiden summa
box-hint-two-pairs-sum = 2 eri paria · niiden summa
box-hint-three-pairs-sum = 3 eri paria · niiden summa
box-hint-three-equal-sum = 3 samaa · niiden summa
box-hint-four-equal-sum = 4 samaa · niiden summa
box-hint-five-equal-sum = 5 samaa · niiden summa
box-hint-full-house-sum = 3 + 2 · niiden summa
box-hint-villa-sum = 3 + 3 · niiden summa
box-hint-tower-sum = 4 + 2 · niiden summa
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 samaa · 50
box-hint-maxi-yatzy = 6 samaa · 100
box-hint-generala-straight = 5 peräkkäin · 20, 1. heitolla 25
box-hint-generala-full-house = 3 + 2 · 30, 1. heitolla 35
box-hint-generala-four = 4 samaa · 40, 1. heitolla 45
box-hint-generala = 5 samaa · 50; 1. heitolla voittaa pelin
box-hint-double-generala = toinen Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Viisi samaa noppaa käy myös Täyskädeksi
rule-four-equal-two-pairs = Neljä samaa noppaa käy myös Kahdeksi pariksi
rule-forced-order = Täytä kohdat järjestyksessä ylhäältä alas
rule-maxi-bonus-50 = Pienempi bonus: 50 vähintään 75 pisteestä (eikä 100 vähintään 84 pisteestä)
rule-saved-rolls = Säästetyt heitot: käyttämättömät heitot siirtyvät myöhemmille vuoroille
rule-straight-wrap = Suora saa kiertää ykkösen kautta (3-4-5-6-1)
rule-double-generala = Mukana Tupla-Generala-kohta
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } säästetty heitto
       *[other] { $n } säästettyä heittoa
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: saatu ensimmäisellä heitolla
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } heitti Generalan ensimmäisellä heitolla ja voittaa pelin!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Täytä kohdat järjestyksessä: seuraavana on { $field }.

## issue 39: päivän haaste ja tilastot
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Päivän peli
# $game (text: the game's name)
daily-game-hint = Tänään kaikki pelin { $game } pelaajat heittävät samat nopat: yksi peli yksin. Ensimmäinen yritys lasketaan.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = Tänään: { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    } · keskiarvosi pelissä { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Voitto heti Generala servidalla!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Päivän haaste { $date } · { $game } · { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: kohtien järjestys
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Kohtien järjestys
box-order-free = Vapaa: mikä tahansa avoin kohta
box-order-top-down = Ylhäältä alas: kohta kerrallaan
box-order-bottom-up = Alhaalta ylös: kohta kerrallaan
box-order-upper-first = Ensin yläosa, sitten alaosa
box-order-lower-first = Ensin alaosa, sitten yläosa
# Under the dice while a section must be filled first.
hint-upper-first = Ensin yläosa: täytä jokin sen kohdista.
hint-lower-first = Ensin alaosa: täytä jokin sen kohdista.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Samat nopat kaikille
# Under the switch.
same-dice-hint = Jokainen vuoro heittää kaikille samat nopat: joka pitää samat, saa samat. Onni on kaikille sama, vain päätökset eroavat.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Samat nopat
# The end screen's collapsed section of a Duplicate game.
dup-title = Päätökset rinnakkain
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } piti { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } piti { $dice } ja kymmensivuisen nopan ({ $ten })
# $name (text)
dup-rerolled = { $name } heitti kaikki nopat uudelleen
# $name (text), $field (box name)
dup-took = { $name } valitsi: { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Kierros { $round }: { $first }, { $second }: pelaajan { $better } valinta oli { $worth } pistettä arvokkaampi
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Kierros { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Huippu (täydellinen peli samoilla nopilla): { $points }
dup-alike = Samoilla nopilla kaikki päättivät samoin tai yhtä hyvin.
dup-note-exact = Arvo: kunkin valinnan odotetut pisteet tarkan neuvojan mukaan, kukin pelaajan omasta tilanteesta.
dup-note-plain = Tällä pelillä ei ole tarkkaa neuvojaa: valinnat luetellaan ilman arvoa.
## issue 40: kids' mode
counts-self = Laskee itse
# $field (box name)
sum-your-points = Pisteesi: { $field }
sum-check = Tarkista
# $points (number)
sum-right = { $points ->
        [one] Oikein! { $points } piste.
       *[other] Oikein! { $points } pistettä.
    }
sum-not-yet = Ei ihan.
# $face (number), $count (number)
sum-hint-count = Laske nopat, joissa on { $face }: montako niitä on? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Laske kaikki nopat yhteen: { $dice } = ?
# $dice (text)
sum-hint-some = Laske yhteen vain nopat, jotka muodostavat sen: { $dice } = ?
# $dice (text)
sum-hint-twice = Laske kaikki nopat yhteen ja kerro kahdella: 2 × ({ $dice }) = ?
sum-hint-fixed = Tämä ruutu antaa aina yhtä monta pistettä nopista riippumatta: pöytäkirjassa lukee, montako.
# $bonus (number)
sum-hint-served = Tämä ruutu antaa kiinteät pisteensä ja { $bonus } lisää, koska se tuli ensimmäisellä heitolla.
sum-hint-zero = Sopivatko nopat tähän ruutuun? Jos eivät, se antaa 0.
# $sums (text)
sum-hint-upper = Laske yläosan ruudut yhteen: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Onko välisumma { $at } tai enemmän? Silloin bonus on { $bonus }, muuten 0.
# $points (number), $how (text)
sum-answer = Se on { $points }: { $how }.
# $points (number)
sum-answer-fixed = Se on { $points }: tämä ruutu antaa aina { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Se on { $points }: { $base } ja { $bonus } lisää ensimmäisestä heitosta.
sum-answer-zero = Se on 0: nopat eivät sovi tähän ruutuun.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Se on { $points }: välisumma on { $total }, bonukseen tarvitaan { $at }.
sum-bonus = Bonus
# $name (text)
sum-upper-full = { $name }, yläosasi on täynnä: laske se yhteen!
sums-right-first = Oikein laskettu ensimmäisellä yrityksellä
# $right (number), $asked (number), $percent (number)
sums-share = { $right }/{ $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Reilu lähtö
# Under the switch.
fair-start-what = Jokainen saa etumatkan: pisteet, jotka hän keskimäärin menettää täydelliseen peliin verrattuna (tämän pelin viimeiset 20 peliä valmentajan arvioimina), vähennettynä pöydän parhaan pelaajan menetyksellä.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Reilu lähtö: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = Viimeisiä pelejä arvioidaan…
# A player without reviewed games.
# $name (text)
fair-start-no-history = Pelaajalla { $name } ei vielä ole arvioituja pelejä tästä pelistä, joten hän aloittaa nollasta.
# The number field of one player.
# $name (text)
head-start-for = Etumatka pelaajalle { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Etumatka
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Ilman etumatkoja: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Turnaus
tour-intro = 4–24 pelaajaa kolmen tai neljän hengen pöydissä (kahden vain viidellä pelaajalla), jotka arvotaan joka kierroksella uudelleen, jotta kaikki kohtaavat muita. Jokainen pöytä pelaa kaksi peliä: yhden vapaassa järjestyksessä ja yhden pakotetussa järjestyksessä.
tour-new = Uusi turnaus
tour-list = Turnauksenne
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Tietokone
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Tietokone pelaa pelaajan { $name } puolesta
tour-names-hint = Tilastojen nimiä ehdotetaan kirjoittaessa.
# $min (number), $max (number)
tour-error-players = Turnaukseen tarvitaan { $min }–{ $max } pelaajaa.
tour-error-name = Jokainen pelaaja tarvitsee nimen.
# $name (text)
tour-error-same-name = Kahden pelaajan nimi on { $name }.
tour-rounds = Kierrokset
tour-draw = Arvo pöydät
# $n (number)
tour-table = Pöytä { $n }
tour-order-free = Vapaa järjestys
tour-order-top-down = Pakotettu järjestys: ylhäältä alas
tour-order-bottom-up = Pakotettu järjestys: alhaalta ylös
tour-order-upper-first = Pakotettu järjestys: yläosa ensin
tour-order-lower-first = Pakotettu järjestys: alaosa ensin
tour-play = Pelaa
tour-type-in = Syötä
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Pelaajan { $name } pisteet
tour-save-points = Tallenna
tour-in-play = Pelataan Paschissa
tour-standings = Sarjataulukko
tour-col-place = Sija
tour-col-player = Pelaaja
tour-col-points = Pisteet
tour-col-wins = Voitot
tour-col-played = Pelit
tour-playoff = Uusintaheitto
# $names (text: the tied players' names)
tour-playoff-intro = { $names } ovat tasoissa kärjessä. Kukin heittää vuorollaan kaikkia viittä noppaa, kunnes joku saa viisi samaa.
tour-playoff-throw = Heitä nopat
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } heitti viisi kertaa { $face } heitolla { $throws } ja voittaa uusintaheiton.
# $name (text)
tour-winner = { $name } voittaa turnauksen!
tour-print = Tulosta
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Turnaus { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } pistettä, { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }
tour-back = Takaisin turnaukseen
tour-not-saved = Turnausta ei voitu tallentaa: selaimen tallennustila on täynnä tai estetty. Se pysyy auki tässä, ja seuraava muutos yrittää uudelleen.
## issue 39: statistics column names
col-yatzys = Heitetyt Yatzyt
col-maxi-yatzys = Heitetyt Maxi Yatzyt
col-generalas = Heitetyt Generalat
