### Pasch: every word the app shows, in German. The keys and placeholders are those of
### en.ftl (the reference); see there for the syntax and what each placeholder holds.

## This language
# The language's name in itself (for the language switch).
native-name = Deutsch

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel und Karten-Kniffel für die ganze Familie – auf einem Gerät, auch offline.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch konnte nicht starten
start-failed-kept = Das Spiel ließ sich in diesem Browser nicht laden. Alle gespeicherten Spiele und Ergebnisse sind noch auf diesem Gerät.
start-failed-retry = Lade die Seite neu, um es noch einmal zu versuchen. Hilft das nicht, aktualisiere den Browser oder öffne Pasch in einem anderen.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch wurde angehalten
crashed-kept = Ein Fehler hat das Spiel angehalten. Jeder Zug bis zum letzten ist gespeichert, und alle Spiele und Ergebnisse sind noch auf diesem Gerät.
crashed-retry = Lade die Seite neu, um dort weiterzuspielen.
home = Start
back = Zurück
undo = Rückgängig
undo-hint = Letzte Entscheidung zurücknehmen
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Nichts zurückzunehmen – ein Wurf gilt
rules = Spielregeln
rules-loading = Die Spielregeln werden geladen …
rules-unavailable = Die Spielregeln konnten nicht geladen werden. Bitte versuche es wieder, wenn du online bist.
screen-unavailable = Dieser Teil von Pasch konnte nicht geladen werden. Bitte versuche es wieder, wenn du online bist.
try-again = Nochmal versuchen
settings = Einstellungen
new-game = Neues Spiel
continue-game = Weiterspielen
show-result = Ergebnis ansehen
dismiss = Verstanden
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Der Klassiker: 5 Würfel, 13 Kästchen.
game-blurb-extreme = 6 Würfel mit Zehnerwürfel, 22 Kästchen, Chips für einen 4. Wurf.
game-blurb-duel = Würfeln um Chips aus der Schale.
game-blurb-cards = Kniffel mit Karten statt Würfeln.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } Spieler
       *[other] { $n } Spieler
    }
# $round (number), $rounds (number)
round-of = Runde { $round } von { $rounds }
finished = Beendet
saved-game = Gespeichertes Spiel
last-game = Letztes Spiel

## New game
choose-game = Spiel
players = Spieler
# $min (number), $max (number)
players-range = { $min } bis { $max } Spieler
# $n (number)
default-player-name = Spieler { $n }
# $n (number)
name-of-player = Name von Spieler { $n }
human = Mensch
computer = Computer
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Leicht
bot-level-normal = Normal
bot-level-strong = Stark
# $n (number)
bot-level-of = Stärke von Spieler { $n }
# $n (number)
who-plays = Wer spielt Spieler { $n }?
add-player = Spieler hinzufügen
# $name (text)
remove-player = { $name } entfernen
house-rules = Hausregeln
rule-set = Regelwerk
rule-set-kniffel = Kniffel: +50 für einen weiteren Kniffel, wenn er in sein oberes Kästchen geht
rule-set-yahtzee = Yahtzee: +100 für jeden weiteren Kniffel, wo er auch hingeht
joker = Joker: ein weiterer Kniffel darf als Joker ins untere Kästchen
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (Standard)
default-on = (Standard: ✓)
default-off = (Standard: –)
dice-source = Würfel
app-dice = Die App würfelt
real-dice = Echte Würfel (Block-Modus): ihr würfelt selbst und tippt die Augen ein
seed = Spielnummer
seed-hint = Leer lassen für neue Würfe. Die Nummer eines Spiels (steht an seinem Ende) bringt dieselben Würfe noch einmal.
seed-invalid = Die Spielnummer muss eine ganze Zahl ab 0 sein.
start-game = Los geht's
replaces-saved = Das neue Spiel ersetzt das gespeicherte, noch nicht beendete Spiel.

## The game screen
# $name (text)
turn-of = { $name } ist dran
computer-thinking = Der Computer spielt …
# $roll (number), $of (number)
roll-button = Wurf { $roll } von { $of }
chip-button = Chip einsetzen für einen 4. Wurf
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } Chip
       *[other] { $n } Chips
    }
hint-first-roll = Würfeln!
hint-hold = Tippe Würfel an, um sie zu halten, und würfle weiter – oder trage ein Kästchen ein.
hint-pick-box = Keine Würfe mehr: trage ein Kästchen ein.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Weiterer Kniffel! Erlaubt: { $boxes }.
# $bonus (number)
bonus-on-the-way = Dieser Kniffel bringt +{ $bonus } Bonus.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Würfel { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Würfel { $n } (zehnseitig): { $value }
# $n (number): the die's position
die-not-rolled = Würfel { $n }: noch nicht gewürfelt
# $n (number): the die's position
die-ten-sided-not-rolled = Würfel { $n } (zehnseitig): noch nicht gewürfelt
held = gehalten
dice-tray = Würfel
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Einser
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-three-of-a-kind = Dreierpasch
box-four-of-a-kind = Viererpasch
box-two-pairs = Zwei Paare
box-three-pairs = Drei Paare
box-two-triples = Zwei Dreier
box-full-house = Full House
box-big-full-house = Großes Full House
box-small-straight = Kleine Straße
box-large-straight = Große Straße
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 oder weniger
box-thirty-three-or-more = 33 oder mehr
box-chance = Chance
box-super-chance = Super Chance
# $n (number): points
points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
box-hint-upper = nur diese Augen zählen
box-hint-three-of-a-kind = 3 gleiche · Summe
box-hint-four-of-a-kind = 4 gleiche · Summe
box-hint-two-pairs = 2 Paare · Summe
box-hint-three-pairs = 3 Paare · 35
box-hint-two-triples = 2 × 3 gleiche · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 in Folge · 30
box-hint-large-straight = 5 in Folge · 40
box-hint-highway = 6 in Folge · 50
box-hint-kniffel = 5 gleiche · 50
box-hint-kniffel-extreme = 6 gleiche · 75
box-hint-ten-or-less = Summe ≤ 10 · 40
box-hint-thirty-three-or-more = Summe ≥ 33 · 40
box-hint-chance = Summe
box-hint-super-chance = 2 × Summe
upper-section = Oberer Teil
lower-section = Unterer Teil
upper-sum = Summe oben
# $at (number), $bonus (number)
bonus = Bonus (ab { $at }: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } von { $at } für den Bonus
kniffel-bonus = Kniffel-Bonus
total = Gesamt
scoresheet = Spielblock
show-column-of = Block von
now-playing = am Zug

## Real dice (score pad)
enter-title = Tippe die Augen deiner echten Würfel an
# $name (text)
enter-for = Würfelt für { $name } und tippt die Augen ein
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } behält { $kept } – { $throw ->
        [one] würfelt den anderen Würfel für { $name } und tippt ihn ein
       *[other] würfelt die anderen { $throw } Würfel für { $name } und tippt sie ein
    }
# $roll (number), $of (number)
enter-button = Wurf { $roll } von { $of } eintragen
# $v (number)
enter-face = Augenzahl { $v }
ten-sided-faces = Zehnseitiger Würfel
clear-entry = Neu eingeben
chip-spent-enter = Chip abgegeben: würfle ein 4. Mal und tippe die Augen ein.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Eingabe { $n }: { $value }
# $n (number): the slot's position
entry-empty = Eingabe { $n }: leer
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Eingabe { $n } (zehnseitig): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Eingabe { $n } (zehnseitig): leer

## End of game
game-over = Spiel vorbei
# $place (number)
place = { $place }.
# $name (text): the winner
wins = { $name } gewinnt!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Unentschieden: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Du hast { $total } Punkt erreicht.
       *[other] Du hast { $total } Punkte erreicht.
    }
rematch = Revanche
ranking = Rangliste
see-sheet = Block ansehen

## Saves and storage
delete = Löschen
update-ready = Eine neue Version von Pasch ist bereit.
reload = Neu laden
later = Später
really-delete = Wirklich löschen?

## Settings
language = Sprache
lang-auto = Wie der Browser
theme = Farben
theme-system = Wie das System
theme-light = Hell
theme-dark = Dunkel
bot-speed = Tempo der Computerspieler
bot-speed-normal = Gemütlich
bot-speed-fast = Schnell

## Einstellungen: Ton, Schütteln zum Würfeln, Vibration
feel-title = Ton und Bewegung
sound-switch = Ton
shake-switch = Schütteln zum Würfeln
vibration-switch = Vibration
feel-hint = Während eines Spiels bleibt der Bildschirm an.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Wer beginnt?
start-drawn = Auslosen
# Karten-Kniffel
who-starts-youngest = Am Tisch beginnt der Jüngste; die App lost aus, oder ihr wählt. Bei der Revanche beginnt der Nächste.
# The dice games
who-starts-highest-roll = Am Tisch beginnt, wer am höchsten würfelt; die App lost aus, oder ihr wählt. Bei der Revanche beginnt der Nächste.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } beginnt.

## The seed at the end
game-number = Spielnummer
game-number-hint = Mit dieser Spielnummer kommen alle Würfe und Karten genauso wieder.
chosen-seed-note = Dieses Spiel wurde mit einer gewählten Spielnummer gestartet: Würfe und Karten konnten vorher bekannt sein.
play-again-same = Dieses Spiel nochmal
share = Teilen
copied = Kopiert.
share-failed = Teilen geht hier nicht – die Spielnummer steht weiter unten.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · Spiel { $seed } · { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }. Schaffst du mehr?

## Keyboard and screen reader

## Keyboard help
keys-title = Tastenkürzel
keys-button = Tasten
keys-intro = Im Spiel, solange du nicht in ein Textfeld schreibst:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Würfeln
keys-hold = Würfel halten oder freigeben
keys-undo-keys = U oder Strg+Z
keys-undo = Rückgängig
keys-hint = Tipp (Kniffel, Kniffel Extreme)
keys-move = Durch die freien Kästchen gehen
keys-enter-key = Eingabe
keys-take = Kästchen nehmen
keys-cards = Karten-Kniffel: Karten wählen (0 = zehnte Karte)
keys-tab-keys = Tab, Umschalt+Tab
keys-tab = Zum nächsten oder vorigen Knopf; Leertaste oder Eingabe drückt ihn
keys-mute = Ton an oder aus
keys-help = Diese Hilfe (Esc schließt sie)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } würfelt { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } würfelt { $dice }, hält { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } nimmt { $what } für { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } nimmt { $what } für { $points } (zur Seite gelegter Chip)
# $name (text)
said-no-chip = { $name } bekommt keinen Chip
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } tauscht { $cards } Karte
       *[other] { $name } tauscht { $cards } Karten
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } spielt { $cards } auf { $field } für { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = 2 Paare
chip-three-of-a-kind = Dreierpasch
chip-small-straight = Kleine Straße
chip-flush = Flush
chip-full-house = Full House
chip-four-of-a-kind = Viererpasch
chip-large-straight = Große Straße
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, noch { $left }
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, zur Seite gelegt
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }: { $left ->
        [0] keiner mehr
       *[other] noch { $left }
    }
# $left (number)
duel-chips-left = noch { $left }
duel-table = Spieltisch
duel-tray = Würfelteller
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } Chip im Teller
       *[other] { $n } Chips im Teller
    }
# $round (number)
duel-round = Runde { $round }
duel-set-aside-title = Zur Seite gelegt
duel-set-aside-empty = Noch nichts – nur ein Kniffel holt diese Chips zurück.
duel-no-chip-button = Kein Chip – Zug beenden
duel-hint-take = Nimm einen leuchtenden Chip – oder halte Würfel und würfle weiter.
duel-hint-take-last = Nimm einen leuchtenden Chip.
duel-hint-nothing-yet = Noch passt kein Chip: würfle weiter oder beende den Zug ohne Chip.
duel-hint-nothing = Kein Chip passt: dein Zug endet ohne Chip.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Passt auch, aber leer: { $chips }.
duel-kniffel-title = Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Nimm einen beliebigen Chip – aus dem Teller oder von den zur Seite gelegten. Danach bist du gleich noch einmal dran.
       *[other] Nimm { $n } beliebige Chips – aus dem Teller oder von den zur Seite gelegten. Danach bist du gleich noch einmal dran.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Nimm deinen zweiten Chip, dann bist du gleich noch einmal dran.
# $name (text)
duel-extra-turn = Kniffel-Extrazug: { $name } ist gleich noch einmal dran!
duel-extra-turn-badge = Extrazug
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = Zug ohne Chip: { $chip } ({ $value }) wird zur Seite gelegt.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = Eine Runde ohne Chip: { $chip } ({ $value }) wird zur Seite gelegt.

## The players' chips
duel-players-chips = Chips der Spieler
# $kinds (number)
duel-kinds-progress = { $kinds } von 7 Sorten
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Noch keine Chips
duel-gold = Goldbonus
duel-silver = Silberbonus
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Voller Stapel
       *[other] { $n } volle Stapel
    }
duel-full-stacks-row = Volle Stapel (je +30)
duel-last-chip = Letzter Chip
duel-chip-values = Chipwerte

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } hat den letzten Chip genommen (+{ $bonus }).
duel-last-chip-set-aside = Der letzte Chip wurde zur Seite gelegt: niemand bekommt den Bonus für den letzten Chip.
duel-breakdown = Abrechnung
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } von { $best } Punkten
# $score (number)
duel-best-here = Bestwert auf diesem Gerät: { $score }
duel-new-best = Neuer Bestwert!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Gib weiter an { $name }
# $name (text)
pass-tap = { $name }: hier tippen, um deine Karten zu sehen
pass-private = Die Karten bleiben verdeckt, bis du tippst. Niemand sonst schaut hin!
# $name (text), $field (field name)
cover-played = { $name } hat { $field } ausgefüllt.
# $name (text)
cover-exchanged = { $name } hat Karten getauscht.

## The table
card-table = Kartentisch
# $round (number)
cards-round = Runde { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
draw-pile = Nachziehstapel
discard-pile = Ablagestapel
# $n (number): cards in the pile
draw-pile-name = Nachziehstapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
discard-pile-empty = Ablagestapel: 0 Karten
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Ablagestapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, oben eine { $top }
# $name (text), $n (number): cards in hand
hand-of = { $name } hat { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } auf der Hand
# $name (text)
cards-bot-playing = { $name } spielt …
reshuffled = Der Nachziehstapel war leer: der Ablagestapel wurde gemischt und ist der neue Nachziehstapel.
reshuffled-short = (Ablagestapel neu gemischt)
# $name (text)
one-field-left = { $name } hat nur noch ein Kästchen frei!
last-round = Letzte Runde!
# $name (text)
last-round-why = { $name } hat alle Kästchen ausgefüllt. Die Runde wird zu Ende gespielt.
recent-moves = Seit deinem letzten Zug
last-moves = Letzte Züge
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $penalty ->
        [one] { $penalty } Strafpunkt
       *[other] { $penalty } Strafpunkte
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: { $discarded } abgelegt, zurück auf 5 Karten

## Back to 5 cards after a play (rules version 2)
discard-down-title = Zurück auf 5 Karten
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Du spielst { $field }. Danach bleiben dir mehr als 5 Karten: wähle { $need ->
        [one] { $need } Karte
       *[other] { $need } Karten
    } zum Ablegen – deine nächste Runde beginnt mit genau 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } von { $need } gewählt
# $need (number): cards to discard; $field (field name)
discard-down-confirm = { $need } ablegen und { $field } eintragen
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: keine Karte abgelegt, { $drawn } gezogen
       *[other] { $name }: { $discarded } abgelegt, { $drawn } gezogen
    }
# $name (text)
announced-by-app = { $name }: vorletztes Kästchen gefüllt – angesagt von der App
# $name (text)
announced-by-player = { $name } sagt an: gleich nur noch ein Kästchen frei
# $name (text), $penalty (number)
missed-news = { $name } hat vergessen anzusagen: { $penalty ->
        [one] { $penalty } Strafpunkt
       *[other] { $penalty } Strafpunkte
    }

## The hand
# $name (text)
your-hand = Hand von { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Karte { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Karte { $n }: { $value }, neu
new-card = neu
sort-cards = Sortieren
sort-hint = Karten immer nach Wert sortieren (aus: in der gezogenen Reihenfolge)
clear-selection = Auswahl aufheben
# $n (number)
selected-count = { $n } ausgewählt
hand-hint = Tippe Karten an, um sie auszuwählen: zum Ausspielen oder zum Ablegen.

## Scoring
score-title = Werten
score-select-hint = Wähle Karten aus – oder tippe einen Vorschlag an.
no-field-fits = Diese Karten füllen kein offenes Kästchen.
# $n (number)
penalty-points = { $n ->
        [one] { $n } Strafpunkt
       *[other] { $n } Strafpunkte
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $penalty ->
        [one] { $penalty } Strafpunkt
       *[other] { $penalty } Strafpunkte
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } Strafpunkt
       *[other] { $penalty } Strafpunkte
    }
suggestions = Beste Züge
no-suggestions = Mit dieser Hand passt kein offenes Kästchen: tausche Karten.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }: beste Karten auswählen
# $held (number): cards in hand; $penalty (number)
penalty-warning = Du hast { $held } Karten: Werten kostet jetzt { $penalty ->
        [one] { $penalty } Strafpunkt
       *[other] { $penalty } Strafpunkte
    }.

## Exchanging
exchange-title = Tauschen
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Keine Karte ausgewählt: behalten oder eine dazuziehen.
        [1] Die ausgewählte Karte ablegen und …
       *[other] Die { $discard } ausgewählten Karten ablegen und …
    }
# $n (number)
draw-n = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } ziehen
keep-hand = Hand behalten
pass-turn = passen
same-number = gleich viele
one-more = eine mehr
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Tauschen: { $discard } ablegen,
too-many-to-discard = Ablegen darfst du höchstens 5 Karten.
hand-full = 10 Karten auf der Hand: du ziehst nur so viele, wie du ablegst.
no-undo-after-draw = Tauschen und Werten lassen sich nicht rückgängig machen: die gezogenen Karten wären sonst schon bekannt.

## Announcing (house rule)
announce-button = Ansagen
announce-hint = Du hast noch zwei Kästchen frei: sag an, bevor du das vorletzte füllst – sonst gibt es 10 Strafpunkte.
announced-now = Angesagt! Fülle jetzt dein vorletztes Kästchen.
announce-yourself-option = Selbst ansagen: wer vor dem vorletzten Kästchen nicht „Ansagen“ drückt, bekommt 10 Strafpunkte
cards-shuffle = Karten
cards-dealt-by-app = Die App mischt und teilt aus.

## The card sheet
card-field-hint-upper = 1–5 Karten dieses Werts
card-field-hint-three-of-a-kind = 5 Karten, 3 gleiche · Summe
card-field-hint-four-of-a-kind = 5 Karten, 4 gleiche · Summe
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = genau 4 in Folge · 30
card-field-hint-large-straight = 5 in Folge · 40
card-field-hint-kniffel = 5 gleiche · 50
bonus-malus = Bonus ab 63: +35 · unter 43: −20
# $sum (number)
upper-progress-cards = { $sum } von 63 für den Bonus; unter 43 gibt es −20
penalties-row = Strafpunkte
# $n (number)
penalty-beside = { $n } Strafpunkte daneben
announcement-row = Ansage
announced-mark = angesagt

## Who is likely to win
win-chance-button = Gewinnchance
win-chance-title = Gewinnchance jetzt
win-chance-close = Schließen
win-chance-wait = Die Chancen werden berechnet …
win-chance-failed = Die Chancen konnten nicht berechnet werden.
win-chance-note = Jeder Block tausendfach mit der besten Strategie zu Ende gespielt.
win-chance-player = { $name }: { $percent } %
win-chart-title = Gewinnchance Runde für Runde
turning-point = Wendepunkt: Runde { $round }, { $name } – { $field } für { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Tipp
hint-close = Tipp schließen
hint-title = Die besten Möglichkeiten
# Under the classic hint: what the numbers mean.
hint-exact-note = Exakt berechnet: erwartete Endsumme bei bestem Weiterspiel.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Schätzung des starken Computers (kein exakter Wert): erwartete Endsumme.
hint-reroll-all = Alle neu würfeln
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = { $dice } behalten
# $ten (number): the ten-sided die's face
hint-keep-ten = Zehnerwürfel ({ $ten }) behalten
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = { $dice } und Zehnerwürfel ({ $ten }) behalten
hint-stop = Alle behalten – nicht mehr würfeln
# $label (text), $points (number)
hint-box = { $label } für { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } Punkte
hint-roll-first = Erst würfeln, dann gibt es einen Tipp.
# While the solver works out its table.
solver-preparing = Der Berater rechnet alle Spielstände durch (nur beim ersten Mal) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = Der starke Computer rechnet seine Strategie aus (nur beim ersten Mal) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Überspringen
solver-failed = Der Berater konnte nicht geladen werden.

## How well did I play
review-title = Wie gut habe ich gespielt?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } Punkte unter perfektem Spiel (erwartet)
# $name (text)
review-perfect = { $name }: perfekt gespielt – keine Entscheidung kostete Punkte.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Runde { $round }, { $dice } ({ $rolls-left ->
        [0] nach dem letzten Wurf
        [one] noch { $rolls-left } Wurf
       *[other] noch { $rolls-left } Würfe
    }): { $chosen } – besser { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Würfelglück { $luck } · Entscheidungen { $choices } · Erwartet zu Beginn { $start }
# Under the review of classic Kniffel.
review-exact-note = Exakt berechnet: die erwartete Endsumme vor jedem Wurf und nach jeder Entscheidung.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Geschätzt vom starken Computer (nicht exakt): die erwartete Endsumme vor jedem Wurf und nach jeder Entscheidung.
review-costliest = Teuerste Entscheidungen
review-luckiest = Glücklichste Würfe
review-unluckiest = Unglücklichste Würfe
review-luckiest-draws = Glücklichste Karten
review-unluckiest-draws = Unglücklichste Karten
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Runde { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Runde { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Runde { $round }, Hand { $cards }: { $chosen } – besser { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = { $chip } nehmen
# $field (a field's name), $cards (card values)
review-play = { $field } mit { $cards }
# $cards (card values)
review-exchange = { $cards } tauschen
# $cards (card values)
review-exchange-one-more = { $cards } tauschen und eine mehr ziehen

## Statistics, history, roll log, daily challenge
statistics = Statistik
high-scores = Bestenliste
history = Verlauf
daily-challenge = Tägliche Herausforderung
play-daily = Heute spielen
play-daily-again = Nochmal (zählt nicht)
daily-open = Heute noch nicht gespielt.
# $days (number)
streak = { $days ->
        [0] Noch keine Serie: spiel heute und fang eine an.
        [1] Serie: 1 Tag
       *[other] Serie: { $days } Tage in Folge
    }
with-bots = Spiele mit Computer
with-hints = Spiele mit Tipps
bot-mark = mit Computer
hint-mark = mit Tipps
real-dice-mark = echte Würfel
daily-mark = Tagesspiel
no-games-yet = Noch keine beendeten Spiele dieser Art.
col-player = Spieler
col-games = Spiele
col-wins = Siege
col-best = Beste
col-average = Schnitt
col-worst = Schlechteste
col-kniffels = Kniffel gewürfelt
col-upper-bonus = Bonus oben
col-chips = Chips
col-duel-bonus = Bonuspunkte
col-penalties = Strafpunkte
col-score = Punkte
col-date = Datum
scores-over-time = Punkte im Lauf der Zeit
score-histogram = Wie oft welche Punktzahl
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = ab { $from } Punkte: { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }
open-game = Ansehen
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Ansehen: { $game } vom { $date }
close = Schließen
step-first = Zum Anfang
step-prev = Zug zurück
step-next = Zug vor
step-last = Zum Ende
# $n (number), $of (number)
step-of = Zug { $n } von { $of }
roll-log = Wurfprotokoll
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, Wurf { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, Wurf { $roll }: { $dice } (gehalten: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } tauscht { $cards } Karte
       *[other] { $name } tauscht { $cards } Karten
    }
# $name (text)
log-no-chip = { $name }: kein Chip
log-empty = Noch nichts gewürfelt.
players-title = Spieler umbenennen oder zusammenlegen
rename-hint = Ein Name, den es schon gibt, legt beide zusammen (für einen Tippfehler).
new-name = Neuer Name
rename = Umbenennen
# $n (number)
renamed = Umbenannt: { $n }
export-import = Sichern und übertragen
export-stats = Statistik exportieren
import-stats = Statistik importieren
reset-stats = Statistik löschen
reset-confirm = Wirklich alle beendeten Spiele und die Statistik löschen?
yes-delete = Ja, löschen
cancel = Abbrechen

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Dieser Browser erlaubt hier kein Speichern (privates Fenster?). Ihr könnt weiterspielen, aber das Spiel geht verloren, wenn die Seite geschlossen wird.
storage-full = Der Speicher des Browsers ist voll: das Spiel wird gerade nicht gespeichert. Ihr könnt weiterspielen; schafft Platz, damit wieder gespeichert wird.
storage-blocked = Der alte, unlesbare Spielstand konnte nicht gesichert werden, deshalb wird er nicht überschrieben: das neue Spiel wird nicht gespeichert.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Der Speicher des Browsers nimmt gerade keine beendeten Spiele an: { $waiting ->
        [one] { $waiting } Spiel für die Statistik wartet
       *[other] { $waiting } Spiele für die Statistik warten
    } in diesem Fenster darauf, gespeichert zu werden, sobald es wieder geht. Schließt dieses Fenster erst danach.
settings-not-stored = Die Einstellungen konnten nicht gespeichert werden: sie gelten, bis die Seite geschlossen wird.

## Kept aside
backup-title-game = Ein Spielstand konnte nicht geladen werden
backup-title-statistics = Ein Teil der Statistik konnte nicht gelesen werden
backup-reason-newer = Es stammt aus einer neueren Version von Pasch. Wenn die App aktualisiert ist, lässt es sich wieder öffnen.
backup-reason-damaged = Es ist beschädigt oder wurde von Hand verändert.
backup-kept-game = Nichts wurde gelöscht: der Spielstand ist sicher aufbewahrt (Einstellungen) und du kannst ihn herunterladen.
backup-kept-statistics = Nichts wurde gelöscht: alle anderen Spiele sind in der Statistik, und das Unlesbare ist sicher aufbewahrt (Einstellungen); du kannst es herunterladen.
download-backup-game = Spielstand herunterladen
download-backup-statistics = Statistik herunterladen
backups-title = Aufbewahrt
no-backups = Alle gespeicherten Spiele und Ergebnisse ließen sich lesen: nichts musste sicher aufbewahrt werden.
backup-kind-game = Spielstand
backup-kind-statistics = Statistik
backup-kind-finished-game = Beendetes Spiel der Statistik
backup-state-yes = diese Version kann es wieder öffnen
backup-state-newer = aus einer neueren Version
backup-state-damaged = beschädigt
open-again = Wieder öffnen
# $total (number): games
reopened-all = Wieder in der Statistik: { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }.
# $stored (number), $total (number): games
reopened-some = Wieder in der Statistik: { $stored } von { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }. Der Speicher ist voll; der Rest bleibt aufbewahrt.

## Other windows
continued-elsewhere = Dieses Spiel wurde in einem anderen Fenster weitergespielt: hier steht es jetzt so wie dort.
replaced-elsewhere = In einem anderen Fenster wurde ein neues Spiel begonnen: es steht jetzt auch hier.
newer-elsewhere = Eine neuere Version von Pasch hat das Spiel in einem anderen Fenster gespeichert. Bitte ladet diese Seite neu; bis dahin wird hier nichts gespeichert.

## Asking before a game is replaced
replace-title = Das laufende Spiel beenden?
# $game (text)
replace-text = { $game } ist noch nicht zu Ende. Das neue Spiel ersetzt es, und es zählt nicht in der Statistik.
replace-yes = Neues Spiel beginnen
replace-no = Spiel behalten

## The room in storage
storage-title = Speicherplatz
# $percent (number)
storage-used = { $percent } % des Platzes für Pasch in diesem Browser sind belegt.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    } beendet und aufbewahrt.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    } beendet und aufbewahrt, { $lean } davon ohne ihre Züge: die machten Platz, die Ergebnisse zählen weiter.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] Um Platz zu schaffen, wurden gerade die Züge eines älteren Spiels entfernt; sein Ergebnis bleibt in der Statistik.
       *[other] Um Platz zu schaffen, wurden gerade die Züge von { $n } älteren Spielen entfernt; ihre Ergebnisse bleiben in der Statistik.
    }
storage-persistent = Der Browser bewahrt diese Daten dauerhaft auf.
storage-best-effort = Der Browser darf diese Daten löschen, wenn ihm der Platz ausgeht. Als App installiert ist Pasch sicherer; exportiert die Statistik ab und zu.
# $more (number)
show-older-games = Ältere Spiele zeigen ({ $more } weitere)
moves-made-room = Die Züge dieses Spiels machten Platz; sein Ergebnis zählt weiter.
moves-unreadable = Diese Version kann die Züge dieses Spiels nicht nachspielen; sein Ergebnis zählt weiter.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Dieses Spiel wird noch nicht gespeichert: Das zuletzt beendete Spiel ist noch nicht in der Statistik, und sein Spielstand ist seine einzige Kopie. Dieses Spiel wird gespeichert, sobald der Speicher das beendete Spiel annimmt (nach jedem Zug versucht).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } Spiel aus einer neueren Version von Pasch wird für diese Version aufbewahrt; es zählt hier, sobald die App aktualisiert ist.
       *[other] { $n } Spiele aus einer neueren Version von Pasch werden für diese Version aufbewahrt; sie zählen hier, sobald die App aktualisiert ist.
    }
# $date (text): the day Pasch asked
persist-granted = Am { $date } hat Pasch den Browser gebeten, diese Daten dauerhaft aufzubewahren: Er hat zugestimmt.
# $date (text): the day Pasch asked
persist-declined = Am { $date } hat Pasch den Browser gebeten, diese Daten dauerhaft aufzubewahren: Er hat abgelehnt.
# $date (text): the day Pasch asked
persist-unanswered = Am { $date } hat Pasch den Browser gebeten, diese Daten dauerhaft aufzubewahren: Noch keine Antwort.
persist-not-asked = Pasch bittet den Browser einmal, diese Daten dauerhaft aufzubewahren, sobald es beendete Spiele zu bewahren gibt.
persist-unsupported = Diesen Browser kann man nicht bitten, die Daten dauerhaft aufzubewahren.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Der Name von Spieler { $n } ist zu lang: höchstens { $max } Zeichen. Bitte kürzt ihn.
# $max (number): characters
new-name-too-long = Der neue Name ist zu lang: höchstens { $max } Zeichen. Nichts wurde umbenannt.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Umbenannt in { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spielen
    }, aber der Speicher hat nur { $stored } angenommen: { $waiting } tragen im Speicher noch den alten Namen. Sie werden gespeichert, sobald der Speicher wieder geht; schließt dieses Fenster erst danach.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Import abgelehnt: Die Datei ist zu groß ({ $size } MB; höchstens { $max } MB). Eine Statistik von Pasch ist viel kleiner. Nichts wurde geändert.
import-unreadable = Import abgelehnt: Die Datei ließ sich nicht lesen. Nichts wurde geändert.
import-refused-not-pasch = Import abgelehnt: Das ist keine Statistik-Datei von Pasch. Nichts wurde geändert.
import-refused-newer = Import abgelehnt: Die Datei stammt aus einer neueren Version von Pasch. Nichts wurde geändert.
# $total (number): the games of the file
import-nothing-new-intact = 0 Spiele übernommen: alle Spiele der Datei sind schon hier ({ $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 Spiele übernommen: alle Spiele der Datei sind schon hier ({ $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }). { $damaged ->
        [one] { $damaged } Spiel der Datei ist beschädigt und bleibt draußen.
       *[other] { $damaged } Spiele der Datei sind beschädigt und bleiben draußen.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Die Datei enthält { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }: { $new } neu, { $already } schon hier. Kein Spiel hier wird entfernt oder geändert.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Die Datei enthält { $total ->
        [one] { $total } Spiel
       *[other] { $total } Spiele
    }: { $new } neu, { $already } schon hier. { $damaged ->
        [one] { $damaged } Spiel der Datei ist beschädigt und bleibt draußen.
       *[other] { $damaged } Spiele der Datei sind beschädigt und bleiben draußen.
    } Kein Spiel hier wird entfernt oder geändert.
# $n (number): games
import-games = { $n ->
        [one] { $n } Spiel
       *[other] { $n } Spiele
    } übernehmen
# $done (number), $total (number)
import-reading = Datei wird gelesen … { $done } von { $total }
# $done (number), $total (number)
import-storing = Spiele werden gespeichert … { $done } von { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } Spiel
       *[other] { $stored } Spiele
    } übernommen.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = { $stored } von { $wanted ->
        [one] { $wanted } Spiel
       *[other] { $wanted } Spiele
    } übernommen: der Speicher des Browsers ist voll. Kein Spiel hier wurde entfernt; der Rest der Datei kann später übernommen werden.

## Import: how far it is, the room it fills, long names
import-opening = Datei wird geöffnet …
import-progress = Import der Statistik
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 Spiele übernommen: { $damaged ->
        [one] das einzige Spiel der Datei ist
       *[other] alle { $damaged } Spiele der Datei sind
    } beschädigt (unlesbar oder länger als jedes Pasch-Spiel). Nichts wurde geändert.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = { $stored } von { $wanted ->
        [one] { $wanted } Spiel
       *[other] { $wanted } Spiele
    } übernommen: der Speicher für die Statistik ist voll (der Rest bleibt dem laufenden Spiel und den nächsten Spielen). Kein Spiel hier wurde entfernt.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Ein Name ist
       *[other] { $n } Namen sind
    } länger als { $max } Zeichen: auf { $max } gekürzt.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = Das Spiel ist vorbei.
refusal-not-a-move = Das ist kein Zug in diesem Spiel.
refusal-nothing-to-undo = Nichts rückgängig zu machen.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } ist für { $min } bis { $max } Spieler, nicht { $got }.
refusal-unnamed-player = Jeder Spieler braucht einen Namen.
refusal-no-such-start-player = Wer beginnt, muss einer der Spieler sein.
refusal-cards-need-the-app = Karten-Kniffel wird mit den Karten der App gespielt.
refusal-daily-is-solo-kniffel = Die Tägliche Herausforderung ist ein Kniffel, Yatzy, Maxi Yatzy oder Generala für einen Spieler mit den Würfeln der App.
refusal-bad-deck = Ein Spiel hat je 18 Karten der Werte 1 bis 6.
refusal-not-rolled = Erst würfeln.
refusal-no-rolls-left = Keine Würfe mehr in diesem Zug.
refusal-all-dice-held = Alle Würfel sind gehalten: gib einen frei, um zu würfeln.
refusal-hold-before-roll = Erst würfeln, dann Würfel halten.
# $n (number): the die's position
refusal-no-such-die = Es gibt keinen Würfel { $n }.
refusal-real-dice = In diesem Spiel wird echt gewürfelt: gib die Augen ein.
refusal-app-rolls = In diesem Spiel würfelt die App.
# $expected (number), $got (number): dice
refusal-dice-count = { $expected } Würfel erwartet, { $got } erhalten.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Würfel { $n } zeigt { $shows }, hat aber nur { $low }-{ $high }.
refusal-rolls-used-up = Keine Würfe mehr: trage ein Kästchen ein.
refusal-three-rolls-up = Drei Würfe sind vorbei: gib einen Chip für einen 4. Wurf ab oder trage ein.
refusal-chips-extreme-only = Chips gibt es nur bei Kniffel Extreme.
refusal-one-chip-per-turn = Nur ein Chip pro Zug.
refusal-no-chips-left = Keine Chips mehr.
refusal-chip-before-third-roll = Ein Chip gibt einen 4. Wurf: erst die drei Würfe nutzen.
# $field (box name)
refusal-not-on-sheet = { $field } steht nicht auf diesem Block.
# $field (box name)
refusal-box-taken = { $field } ist schon ausgefüllt.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Ein weiterer Kniffel muss hierhin: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Es gibt keine Karte { $value }: Karten zeigen 1 bis 6.
refusal-too-many-cards = So viele Karten hat keine Hand.
refusal-discard-too-many = Wirf höchstens 5 Karten ab.
refusal-not-in-hand = Diese Karten hast du nicht auf der Hand.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Lege mit diesem Zug genau { $need } Karten ab (nicht { $got }): eine Runde beginnt mit 5 Karten.
refusal-hand-full = Mehr als 10 Karten darf niemand auf der Hand haben: zieh so viele nach, wie du abwirfst.
# $field (field name)
refusal-not-a-card-field = { $field } steht nicht auf dem Karten-Kniffel-Block.
# $field (field name)
refusal-upper-field-count = { $field } nimmt 1 bis 5 Karten.
# $field (field name), $face (number)
refusal-upper-field-face = { $field } nimmt nur Karten mit der { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = { $field } braucht genau { $needed } Karten.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = { $field } braucht { $needs }.
refusal-app-announces = Die App sagt das vorletzte Kästchen für dich an.
refusal-already-announced = Du hast schon angesagt.
refusal-announce-too-early = Angesagt wird, wenn du gleich dein vorletztes Kästchen ausfüllst.
refusal-second-kniffel-chip-first = Nimm erst deinen zweiten Kniffel-Chip.
refusal-take-a-chip = Keine Würfe mehr: nimm einen Chip oder beende den Zug.
refusal-set-aside-needs-kniffel = Nur ein Kniffel darf einen beiseitegelegten Chip nehmen.
# $chip (chip name)
refusal-not-set-aside = Es liegt kein Chip „{ $chip }“ beiseite.
# $chip (chip name)
refusal-not-in-tray = Im Würfelteller ist kein Chip „{ $chip }“ mehr.
# $chip (chip name)
refusal-dice-dont-make = Deine Würfel ergeben nicht „{ $chip }“.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = Ein Chip passt zu deinen Würfeln, nimm ihn: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = drei gleiche Karten
field-needs-four-of-a-kind = vier gleiche Karten
field-needs-full-house = drei gleiche Karten und zwei gleiche eines anderen Werts
field-needs-small-straight = vier aufeinander folgende Werte (1-2-3-4, 2-3-4-5 oder 3-4-5-6)
field-needs-large-straight = fünf aufeinander folgende Werte (1-2-3-4-5 oder 2-3-4-5-6)
field-needs-kniffel = fünf gleiche Karten

## Eigene Handys am Tisch (Issue 28)
own-phone = Eigenes Handy
phones-title = Spieler mit eigenem Handy
phones-help = Jedes Handy öffnet seine Einladung (QR-Code mit der Kamera scannen oder den Link öffnen) und zeigt dann eine Antwort: hier scannen oder ihren Code eintippen. Das Spiel beginnt, wenn alle Handys verbunden sind.
invite-player = { $name } einladen
qr-invite-alt = QR-Code, um { $name } einzuladen
invitation-link-for = Einladungslink für { $name }
invitation-code-for = Einladungscode für { $name }
answer-code-from = Antwortcode von { $name }
connect-player = { $name } verbinden
scan-answer-of = Antwort von { $name } scannen
play-here = { $name } hier spielen
preparing-invitation = Die Einladung wird vorbereitet …
connecting-phone = Verbinde …
phone-connected = { $name } ist verbunden.
phone-unreachable = Das Handy von { $name } war nicht erreichbar: Beide Geräte müssen im selben WLAN sein; Gastnetze trennen Geräte oft voneinander. Versucht eine neue Einladung oder spielt diesen Platz hier.
not-an-answer = Das ist kein Antwortcode vom Handy von { $name }.
no-webrtc = Dieser Browser kann keine Handys verbinden. Spielt diesen Platz hier.
scan-invitation = Einladung scannen
new-invitation = Neue Einladung
join-table = An einen Tisch
join-help = Scanne die Einladung des Tisches mit der Kamera oder tippe ihren Einladungscode hier ein.
invitation-code = Einladungscode
join = Beitreten
not-an-invitation = Das ist kein Einladungscode.
answer-code = Antwortcode
qr-answer-alt = QR-Code deiner Antwort
answer-help = Zeige diese Antwort dem Tisch: dort scannen oder den Antwortcode am Tisch eintippen.
connected-to-table = Mit dem Tisch verbunden
playing-as = Du spielst { $name }.
waiting-for-table = Warte auf den Tisch …
table-lost = Die Verbindung zum Tisch ist weg. Scanne eine neue Einladung vom Tisch, um weiterzuspielen.
phone-unreachable-here = Der Tisch war nicht erreichbar: Beide Geräte müssen im selben WLAN sein; Gastnetze trennen Geräte oft voneinander.
other-build = Dieses Handy hat eine andere Version von Pasch als der Tisch. Neu laden und dann erneut beitreten.
not-your-turn = Du bist nicht dran.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = Das Spiel war schon weiter, als dein Tippen beim Tisch ankam: Es hat nichts bewirkt. So steht das Spiel jetzt.
leave-table = Tisch verlassen
next-game-at-table = Das nächste Spiel startet am Tisch. Dein eigenes Spiel auf diesem Handy bleibt, wie es war.

## Kopplungscodes und QR-Codes (Spielen mit dem eigenen Handy)
code-empty = Der Code ist leer: Füge ihn zuerst ein oder tippe ihn ab.
# $char (text): the character that no code has
code-foreign = Das ist kein Pasch-Code: Er enthält „{ $char }“.
code-truncated = Dieser Code ist unvollständig. Kopiere ihn noch einmal ganz.
code-damaged = Dieser Code ist beschädigt oder unvollständig. Kopiere ihn noch einmal ganz.
code-other-version = Dieser Code stammt aus einer anderen Version von Pasch. Lade Pasch auf beiden Geräten neu und erstelle dann einen neuen Code.
code-not-an-invitation = Das ist ein Antwortcode, keine Einladung. Gib den Code ein, den der Tisch zeigt.
code-not-an-answer = Das ist eine Einladung, kein Antwortcode. Gib den Code ein, den das Handy zeigt.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Den Verbindungsdaten dieses Browsers fehlt { $part }: So kann er nicht koppeln. Versuche einen anderen Browser.
code-no-address = Dieses Gerät hat keine Netzwerkadresse. Verbinde es mit demselben WLAN wie das andere Gerät.
code-too-long-for-qr = Der Code ist zu lang für einen QR-Code. Verwende stattdessen den Code als Text.
scanner-stop = Kamera ausschalten
scanner-camera = Kamera
scanner-looking = Halte den QR-Code vor die Kamera.
scanner-no-camera = Dieses Gerät hat keine Kamera, die der Browser nutzen kann. Tippe den Code stattdessen ab.
scanner-refused = Die Kamera darf nicht genutzt werden. Erlaube sie in den Einstellungen des Browsers oder tippe den Code ab.
scanner-failed = Die Kamera ließ sich nicht starten. Tippe den Code stattdessen ab.

## Eigene Handys: kurze Aussetzer und der QR-Leser (Issue 36)
# $name (text)
phone-away = Das Handy von { $name } ist gerade nicht erreichbar. Das Spiel geht weiter; es bekommt den Stand, sobald es wieder da ist.
table-away = Der Tisch ist gerade nicht erreichbar. Warte, bis er wieder da ist …
scanner-no-reader = Der QR-Leser ließ sich nicht starten. Tippe den Code stattdessen ab.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } hat am besten gespielt; { $lucky } hatte die besseren Würfel.
# $name (text)
review-summary-both = { $name } hat am besten gespielt und hatte die besseren Würfel.
# $best (text), $lucky (text)
review-summary-cards = { $best } hat am besten gespielt; { $lucky } hatte die besseren Karten.
# $name (text)
review-summary-both-cards = { $name } hat am besten gespielt und hatte die besseren Karten.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } hat perfekt gespielt.
        [1] { $name } hat sehr gut gespielt.
        [2] { $name } hat gut gespielt.
       *[other] { $name } hat einige Punkte liegen lassen.
    }
# $level (number)
review-luck = { $level ->
        [0] Die Würfel meinten es gut.
        [1] Die Würfel waren durchschnittlich.
       *[other] Die Würfel meinten es nicht gut.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Die Karten meinten es gut.
        [1] Die Karten waren durchschnittlich.
       *[other] Die Karten meinten es nicht gut.
    }
review-numbers = Die Zahlen zeigen
play-again-start = Dieses Spiel neu starten
back-to-daily = Zurück zur täglichen Herausforderung
daily-name = Dein Name
# $points (number)
daily-best = { $points ->
        [one] Deine beste Herausforderung: { $points } Punkt
       *[other] Deine beste Herausforderung: { $points } Punkte
    }
## events
landed = { $name }: { $what }, { $points }
landed-no-chip = { $name }: kein Chip
cheer-kniffel = Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Kiki, Lotte, Pauli, Mia
computer-names-normal = Bruno, Frieda, Otto, Greta
computer-names-strong = Ada, Albert, Clara, Konrad
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Computer (leicht)
seat-computer-normal = Computer (normal)
seat-computer-strong = Computer (stark)
# The new-game screen's disclosure of house rules and the game number.
more-options = Weitere Optionen
more-options-what = Hausregeln, Spielnummer
# $names (text)
players-kept-aside = { $names }: zur Seite gelegt. Sie kommen zurück, wenn du ein Spiel für mehr Mitspieler wählst.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Noch keine beendeten Spiele. Spiel eine Runde, dann stehen hier deine Ergebnisse, Bestenlisten und Diagramme.
stats-empty-play = Ein Spiel starten
stats-by-player = Ergebnisse nach Spieler
# Above the statistics table when it is wider than the screen.
table-scrolls = Zur Seite wischen für alle Spalten →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Gespielte Karten
## tray
# $face (number): the face of the die kept
hint-plain-keep-one = Behalte die { $face } und würfle die anderen neu
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Behalte die { $count ->
        [2] zwei
        [3] drei
       *[other] vier
    } { $face }er und würfle noch mal
# $dice (dice values)
hint-plain-keep-these = Behalte { $dice } und würfle noch mal
hint-plain-roll-all = Würfle alle Würfel neu
hint-plain-stop = Behalte alle und wähle ein Kästchen
# $ten (number): its face
hint-plain-keep-ten = Behalte den Zehnerwürfel ({ $ten }) und würfle die anderen neu
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Behalte { $dice } und den Zehnerwürfel ({ $ten }) und würfle noch mal
# $label (text): the box to fill
hint-plain-take = Trage { $label } ein
# $label (text): the box to cross out
hint-plain-strike = Streiche { $label } (0 Punkte)
hint-details = Details: erwartete Punkte
hint-tap-to-apply = Tippe eine Zeile an, um diese Würfel zu halten oder das Kästchen zu finden.
die-advised = Der Tipp sagt: diesen Würfel behalten
box-advised = Der Tipp sagt: dieses Kästchen nehmen
roll-none-left = Keine Würfe mehr
hint-pick-box-or-chip = Trage ein Kästchen ein – oder setze einen Chip für einen weiteren Wurf ein.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Das Spiel des Nordens: 5 Würfel, 15 Kästchen, Paare zählen ihre Würfel.
game-blurb-maxi-yatzy = 6 Würfel, 20 Kästchen; ungenutzte Würfe bleiben erhalten.
game-blurb-generala = Das Spiel Lateinamerikas: eine Generala im ersten Wurf gewinnt sofort.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Ein Paar
box-five-of-a-kind = Fünferpasch
box-full-straight = Große Reihe 1–6
box-villa = Villa
box-tower = Turm
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Straße
box-generala = Generala
box-double-generala = Doppelte Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 gleiche · deren Summe
box-hint-two-pairs-sum = 2 verschiedene Paare · deren Summe
box-hint-three-pairs-sum = 3 verschiedene Paare · deren Summe
box-hint-three-equal-sum = 3 gleiche · deren Summe
box-hint-four-equal-sum = 4 gleiche · deren Summe
box-hint-five-equal-sum = 5 gleiche · deren Summe
box-hint-full-house-sum = 3 + 2 · deren Summe
box-hint-villa-sum = 3 + 3 · deren Summe
box-hint-tower-sum = 4 + 2 · deren Summe
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 gleiche · 50
box-hint-maxi-yatzy = 6 gleiche · 100
box-hint-generala-straight = 5 in Folge · 20, im ersten Wurf 25
box-hint-generala-full-house = 3 + 2 · 30, im ersten Wurf 35
box-hint-generala-four = 4 gleiche · 40, im ersten Wurf 45
box-hint-generala = 5 gleiche · 50; im ersten Wurf gewinnt sie das Spiel
box-hint-double-generala = eine zweite Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Fünf gleiche Würfel zählen auch als Full House
rule-four-equal-two-pairs = Vier gleiche Würfel zählen auch als zwei Paare
rule-forced-order = Die Kästchen der Reihe nach füllen, von oben nach unten
rule-maxi-bonus-50 = Kleinerer Bonus: 50 ab 75 (statt 100 ab 84)
rule-saved-rolls = Gesparte Würfe: ungenutzte Würfe gehen in spätere Runden mit
rule-straight-wrap = Eine Straße darf über die 1 laufen (3-4-5-6-1)
rule-double-generala = Mit dem Kästchen Doppelte Generala spielen
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } gesparter Wurf
       *[other] { $n } gesparte Würfe
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: im ersten Wurf geschafft
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } wirft im ersten Wurf eine Generala und gewinnt das Spiel!

## issue 39: engine
# Yatzy und Maxi Yatzy mit fester Reihenfolge: ein anderes Feld als das erste offene.
# $field (Feldname)
refusal-out-of-order = Die Kästchen werden der Reihe nach gefüllt: als Nächstes { $field }.

## issue 39: Tägliche Herausforderung und Statistik
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Heutiges Spiel
# $game (text: the game's name)
daily-game-hint = Heute würfeln alle, die { $game } spielen, dieselben Würfel: ein Spiel allein. Der erste Versuch zählt.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = Heute: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } · dein Schnitt in { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Auf einen Schlag gewonnen: Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Tägliche Herausforderung { $date } · { $game } · { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: Reihenfolge der Kästchen
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Reihenfolge der Kästchen
box-order-free = Frei: jedes offene Kästchen
box-order-top-down = Von oben nach unten: ein Kästchen nach dem anderen
box-order-bottom-up = Von unten nach oben: ein Kästchen nach dem anderen
box-order-upper-first = Erst der obere Teil, dann der untere
box-order-lower-first = Erst der untere Teil, dann der obere
# Under the dice while a section must be filled first.
hint-upper-first = Erst der obere Teil: trage eines seiner Kästchen ein.
hint-lower-first = Erst der untere Teil: trage eines seiner Kästchen ein.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Gleiche Würfel für alle
# Under the switch.
same-dice-hint = Jeder Zug würfelt für alle dieselben Würfel: Wer gleich behält, bekommt Gleiches. Das Glück ist für alle gleich, nur die Entscheidungen unterscheiden sich.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Gleiche Würfel
# The end screen's collapsed section of a Duplicate game.
dup-title = Entscheidungen im Vergleich
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } behielt { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } behielt { $dice } und den Zehnerwürfel ({ $ten })
# $name (text)
dup-rerolled = { $name } würfelte alle Würfel neu
# $name (text), $field (box name)
dup-took = { $name } nahm { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Runde { $round }: { $first }, { $second }: Die Wahl von { $better } war { $worth } Punkte mehr wert
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Runde { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Top (perfektes Spiel mit denselben Würfeln): { $points }
dup-alike = Mit denselben Würfeln haben alle gleich oder gleich gut entschieden.
dup-note-exact = Wert: die erwarteten Punkte jeder Wahl laut dem exakten Ratgeber, jeweils vom Stand des Spielers aus.
dup-note-plain = Für dieses Spiel gibt es keinen exakten Ratgeber: Die Entscheidungen stehen ohne ihren Wert da.
## issue 40: kids' mode
# Der Schalter in der Zeile eines Menschen beim neuen Spiel: diese Person trägt die Punkte selbst ein.
counts-self = Zählt selbst
# $field (box name)
sum-your-points = Deine Punkte für { $field }
sum-check = Prüfen
# $points (number)
sum-right = { $points ->
        [one] Richtig! { $points } Punkt.
       *[other] Richtig! { $points } Punkte.
    }
sum-not-yet = Noch nicht ganz.
# $face (number), $count (number)
sum-hint-count = Zähl die Würfel mit der { $face }: Wie viele sind es? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Zähl alle Würfel zusammen: { $dice } = ?
# $dice (text)
sum-hint-some = Zähl nur die Würfel zusammen, die dazugehören: { $dice } = ?
# $dice (text)
sum-hint-twice = Zähl alle Würfel zusammen und nimm es mal zwei: 2 × ({ $dice }) = ?
sum-hint-fixed = Dieses Kästchen gibt immer gleich viele Punkte, egal welche Augen: Auf dem Block steht, wie viele.
# $bonus (number)
sum-hint-served = Dieses Kästchen gibt seine festen Punkte und { $bonus } dazu, weil es im ersten Wurf kam.
sum-hint-zero = Passen die Würfel in dieses Kästchen? Wenn nicht, gibt es 0.
# $sums (text)
sum-hint-upper = Zähl die Kästchen oben zusammen: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Ist die Summe oben { $at } oder mehr? Dann gibt es { $bonus } Bonus, sonst 0.
# $points (number), $how (text)
sum-answer = Es sind { $points }: { $how }.
# $points (number)
sum-answer-fixed = Es sind { $points }: Dieses Kästchen gibt immer { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Es sind { $points }: { $base } und { $bonus } dazu für den ersten Wurf.
sum-answer-zero = Es ist 0: Die Würfel passen nicht in dieses Kästchen.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Es sind { $points }: Oben sind es { $total }, für den Bonus braucht es { $at }.
sum-bonus = Bonus
# $name (text)
sum-upper-full = { $name }, dein oberer Teil ist voll: Zähl ihn zusammen!
sums-right-first = Auf Anhieb richtig gerechnet
# $right (number), $asked (number), $percent (number)
sums-share = { $right } von { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Fairer Start
# Under the switch.
fair-start-what = Jeder startet mit einem Vorsprung: den Punkten, die er im Schnitt unter perfektem Spiel bleibt (seine letzten 20 Partien dieses Spiels, vom Trainer ausgewertet), abzüglich derer des besten Spielers am Tisch.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Fairer Start: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = Die letzten Partien werden ausgewertet …
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } hat noch keine ausgewerteten Partien dieses Spiels und startet mit 0.
# The number field of one player.
# $name (text)
head-start-for = Vorsprung für { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Vorsprung
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Ohne Vorsprung: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Turnier
tour-intro = 4 bis 24 Spieler an Tischen zu dritt oder zu viert (zu zweit nur bei fünf Spielern), jede Runde neu ausgelost, damit jeder auf andere trifft. Jeder Tisch spielt zwei Partien: eine in freier Reihenfolge, eine in fester Reihenfolge.
tour-new = Neues Turnier
tour-list = Eure Turniere
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Computer
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = Computer spielt für { $name }
tour-names-hint = Namen aus der Statistik werden beim Tippen angeboten.
# $min (number), $max (number)
tour-error-players = Ein Turnier braucht { $min } bis { $max } Spieler.
tour-error-name = Jeder Spieler braucht einen Namen.
# $name (text)
tour-error-same-name = Zwei Spieler heißen { $name }.
tour-rounds = Runden
tour-draw = Tische auslosen
# $n (number)
tour-table = Tisch { $n }
tour-order-free = Freie Reihenfolge
tour-order-top-down = Feste Reihenfolge: von oben nach unten
tour-order-bottom-up = Feste Reihenfolge: von unten nach oben
tour-order-upper-first = Feste Reihenfolge: oberer Teil zuerst
tour-order-lower-first = Feste Reihenfolge: unterer Teil zuerst
tour-play = Spielen
tour-type-in = Eintragen
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Punkte von { $name }
tour-save-points = Speichern
tour-in-play = Wird in Pasch gespielt
tour-standings = Tabelle
tour-col-place = Platz
tour-col-player = Spieler
tour-col-points = Punkte
tour-col-wins = Siege
tour-col-played = Partien
tour-playoff = Stechen
# $names (text: the tied players' names)
tour-playoff-intro = { $names } liegen gleichauf an der Spitze. Reihum wirft jeder alle fünf Würfel, bis jemand einen Kniffel wirft.
tour-playoff-throw = Würfeln
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } warf im { $throws }. Wurf fünfmal die { $face } und gewinnt das Stechen.
# $name (text)
tour-winner = { $name } gewinnt das Turnier!
tour-print = Drucken
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Turnier { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } Punkte, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
tour-back = Zurück zum Turnier
tour-not-saved = Das Turnier konnte nicht gespeichert werden: Der Speicher des Browsers ist voll oder gesperrt. Es bleibt hier offen, und die nächste Änderung versucht es erneut.
## issue 39: statistics column names
col-yatzys = Yatzy gewürfelt
col-maxi-yatzys = Maxi Yatzy gewürfelt
col-generalas = Generala gewürfelt
