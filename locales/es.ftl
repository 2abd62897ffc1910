### Pasch: todas las palabras de la app, en español. Traducido de locales/en.ftl (la
### referencia): las mismas claves y los mismos parámetros en cada mensaje.
###
### Sintaxis Fluent (https://projectfluent.org/): `clave = texto`, parámetros `{ $name }`,
### plurales `{ $n -> [one] … *[other] … }` (en español, `one` es el 1 y `other` el resto;
### `[0]`, `[1]` coinciden primero con ese número exacto). Un mensaje es una frase entera;
### el comentario encima de cada mensaje nombra sus parámetros (se deja en inglés, como en
### en.ftl). Solo se traduce el texto: las claves y los `$names` quedan como están.
### Se trata de «tú» al jugador, en un español neutro (sin vosotros ni voseo).
### Términos del juego: las casillas como las imprimen las hojas en español (Unos … Seises,
### Trío, Póker, Full, Escalera menor/mayor, Escalera, Generala, Doble Generala); Kniffel,
### Kniffel Extreme, Karten-Kniffel, Highway, Chance, Super Chance y los nombres de los
### juegos se quedan como en las hojas alemanas.

## This language
# The language's name in itself (for the language switch).
native-name = Español

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel y Karten-Kniffel para toda la familia, en un solo dispositivo y también sin conexión.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch no pudo iniciarse
start-failed-kept = Algo impidió que el juego se cargara en este navegador. Todas las partidas y puntuaciones guardadas siguen en este dispositivo.
start-failed-retry = Recarga la página para volver a intentarlo. Si eso no ayuda, actualiza el navegador o abre Pasch en otro.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch se detuvo
crashed-kept = Un error detuvo el juego. Cada jugada hasta la última está guardada, y todas las partidas y puntuaciones siguen en este dispositivo.
crashed-retry = Recarga la página para seguir jugando desde ahí.
home = Inicio
back = Atrás
undo = Deshacer
undo-hint = Deshacer la última decisión
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Nada que deshacer: una tirada es definitiva
rules = Reglas
# The rules page while its text is on the way (a moment, from the app's own files).
rules-loading = Cargando las reglas…
# The rules page when its text could not be had (rarely: offline before the app was saved).
rules-unavailable = No se pudieron cargar las reglas. Vuelve a intentarlo cuando tengas conexión.
# A screen whose part of the app could not be fetched (offline on a first visit before
# the app was saved), with a button to fetch it again.
screen-unavailable = No se pudo cargar esta parte de Pasch. Vuelve a intentarlo cuando tengas conexión.
try-again = Reintentar
settings = Ajustes
new-game = Nueva partida
continue-game = Continuar
show-result = Ver el resultado
dismiss = Aceptar
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = El clásico: 5 dados, 13 casillas.
game-blurb-extreme = 6 dados, uno de ellos de diez caras, 22 casillas y fichas para una 4.ª tirada.
game-blurb-duel = Tira los dados para ganar fichas de la bandeja.
game-blurb-cards = Kniffel con cartas en lugar de dados.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
# $round (number), $rounds (number)
round-of = Ronda { $round } de { $rounds }
finished = Terminada
saved-game = Partida guardada
last-game = Última partida

## New game
choose-game = Juego
players = Jugadores
# $min (number), $max (number)
players-range = De { $min } a { $max } jugadores
# $n (number)
default-player-name = Jugador { $n }
# $n (number)
name-of-player = Nombre del jugador { $n }
human = Persona
computer = Máquina
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Fácil
bot-level-normal = Normal
bot-level-strong = Fuerte
# $n (number)
bot-level-of = Nivel del jugador { $n }
# $n (number)
who-plays = ¿Quién juega como jugador { $n }?
add-player = Agregar jugador
# $name (text)
remove-player = Quitar a { $name }
house-rules = Reglas de la casa
rule-set = Variante
rule-set-kniffel = Kniffel: +50 por cada Kniffel adicional que se anote en su casilla de la sección superior
rule-set-yahtzee = Yahtzee: +100 por cada Kniffel adicional, se anote donde se anote
joker = Comodín: un Kniffel adicional puede usarse como comodín en la sección inferior
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (por defecto)
default-on = (por defecto: ✓)
default-off = (por defecto: –)
dice-source = Dados
app-dice = La app tira los dados
real-dice = Dados reales (hoja de puntos): tiras tus propios dados y marcas las caras
seed = Número de partida
seed-hint = Déjalo vacío para tener dados nuevos. El número de una partida (se muestra al final) repite las mismas tiradas.
seed-invalid = El número de partida debe ser un número entero a partir de 0.
start-game = ¡A jugar!
replaces-saved = La partida nueva sustituye a la partida guardada, que todavía está sin terminar.

## The game screen
# $name (text)
turn-of = Turno de { $name }
computer-thinking = La máquina está jugando…
# $roll (number), $of (number)
roll-button = Tirada { $roll } de { $of }
chip-button = Usar ficha para 4.ª tirada
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } ficha
       *[other] { $n } fichas
    }
hint-first-roll = ¡Tira los dados!
hint-hold = Toca dados para guardarlos y vuelve a tirar, o anota una casilla.
hint-pick-box = No quedan tiradas: anota una casilla.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = ¡Otro Kniffel! Casillas permitidas: { $boxes }.
# $bonus (number)
bonus-on-the-way = Este Kniffel da un bono de +{ $bonus }.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Dado { $n }: { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Dado { $n } (de diez caras): { $value }
# $n (number): the die's position
die-not-rolled = Dado { $n }: aún sin tirar
# $n (number): the die's position
die-ten-sided-not-rolled = Dado { $n } (de diez caras): aún sin tirar
held = guardado
dice-tray = Dados
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-three-of-a-kind = Trío
box-four-of-a-kind = Póker
box-two-pairs = Dos pares
box-three-pairs = Tres pares
box-two-triples = Dos tríos
box-full-house = Full
box-big-full-house = Full grande
box-small-straight = Escalera menor
box-large-straight = Escalera mayor
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 o menos
box-thirty-three-or-more = 33 o más
box-chance = Chance
box-super-chance = Super Chance
# $n (number): points
points = { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
# The accessible name of an open box: it starts with the box name.
# $field (box name), $points (number): what the box would score now
box-button = { $field }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
box-hint-upper = solo cuentan estas caras
box-hint-three-of-a-kind = 3 iguales · suma
box-hint-four-of-a-kind = 4 iguales · suma
box-hint-two-pairs = 2 pares · suma
box-hint-three-pairs = 3 pares · 35
box-hint-two-triples = 2 × 3 iguales · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 seguidos · 30
box-hint-large-straight = 5 seguidos · 40
box-hint-highway = 6 seguidos · 50
box-hint-kniffel = 5 iguales · 50
box-hint-kniffel-extreme = 6 iguales · 75
box-hint-ten-or-less = suma ≤ 10 · 40
box-hint-thirty-three-or-more = suma ≥ 33 · 40
box-hint-chance = suma
box-hint-super-chance = 2 × suma
upper-section = Sección superior
lower-section = Sección inferior
upper-sum = Subtotal
# $at (number), $bonus (number)
bonus = Bono (desde { $at }: +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } de { $at } para el bono
kniffel-bonus = Bono Kniffel
total = Total
scoresheet = Hoja de puntos
show-column-of = Hoja de
now-playing = le toca

## Real dice (score pad)
enter-title = Toca las caras que muestran tus dados reales
# $name (text)
enter-for = Tira los dados por { $name } y marca las caras
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } guarda { $kept }: { $throw ->
        [one] tira el otro dado por { $name } y márcalo
       *[other] tira los otros { $throw } dados por { $name } y márcalos
    }
# $roll (number), $of (number)
enter-button = Anotar tirada { $roll } de { $of }
# $v (number)
enter-face = Cara { $v }
ten-sided-faces = Dado de diez caras
clear-entry = Borrar
chip-spent-enter = Ficha entregada: tira una 4.ª vez y marca las caras.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Entrada { $n }: { $value }
# $n (number): the slot's position
entry-empty = Entrada { $n }: vacía
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Entrada { $n } (de diez caras): { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Entrada { $n } (de diez caras): vacía

## End of game
game-over = Fin de la partida
# $place (number)
place = { $place }.º
# $name (text): the winner
wins = ¡{ $name } gana!
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Empate: { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Conseguiste { $total } punto.
       *[other] Conseguiste { $total } puntos.
    }
rematch = Revancha
ranking = Clasificación
see-sheet = Ver las hojas

## Saves and storage
delete = Borrar
update-ready = Hay una nueva versión de Pasch lista.
reload = Recargar
later = Más tarde
really-delete = ¿Borrar de verdad?

## Settings
language = Idioma
lang-auto = Como el navegador
theme = Colores
theme-system = Como el sistema
theme-light = Claro
theme-dark = Oscuro
bot-speed = Ritmo de la máquina
bot-speed-normal = Tranquilo
bot-speed-fast = Rápido

## Settings: sound, shake to roll, vibration
feel-title = Sonido y movimiento
sound-switch = Sonido
shake-switch = Agitar para tirar
vibration-switch = Vibración
feel-hint = La pantalla permanece encendida durante una partida.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = ¿Quién empieza?
start-drawn = Sorteo
# Karten-Kniffel
who-starts-youngest = En la mesa empieza el más joven; la app lo sortea, o eliges tú. En la revancha empieza el jugador siguiente.
# The dice games
who-starts-highest-roll = En la mesa empieza quien saca la tirada más alta; la app lo sortea, o eliges tú. En la revancha empieza el jugador siguiente.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = Empieza { $name }.

## The seed at the end
game-number = Número de partida
game-number-hint = Con este número de partida, cada tirada y cada carta vuelven a salir igual.
chosen-seed-note = Esta partida empezó con un número de partida elegido: sus tiradas y sus cartas podían conocerse de antemano.
play-again-same = Jugar otra vez esta partida
share = Compartir
copied = Copiado.
share-failed = Aquí no se puede compartir: el número de partida está más abajo.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · partida { $seed } · { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }. ¿Puedes superarlo?

## Keyboard and screen reader

## Keyboard help
keys-title = Atajos de teclado
keys-button = Teclas
keys-intro = Durante una partida, mientras no escribas en un campo de texto:
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Tirar
keys-hold = Guardar o soltar un dado
keys-undo-keys = U o Ctrl+Z
keys-undo = Deshacer
keys-hint = Consejo (Kniffel, Kniffel Extreme)
keys-move = Moverse por las casillas libres
keys-enter-key = Intro
keys-take = Anotar la casilla
keys-cards = Karten-Kniffel: elegir cartas (0 = décima carta)
keys-tab-keys = Tab, Mayús+Tab
keys-tab = Control siguiente o anterior; Espacio o Intro lo activa
keys-mute = Activar o silenciar el sonido
keys-help = Esta ayuda (Esc la cierra)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } saca { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } saca { $dice } y guarda { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } anota { $what } por { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } toma { $what } por { $points } (una ficha apartada)
# $name (text)
said-no-chip = { $name } se queda sin ficha
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } cambia { $cards } carta
       *[other] { $name } cambia { $cards } cartas
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } juega { $cards } en { $field } por { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = Dos pares
chip-three-of-a-kind = Trío
chip-small-straight = Escalera menor
chip-flush = Color
chip-full-house = Full
chip-four-of-a-kind = Póker
chip-large-straight = Escalera mayor
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value }: { $chip }, { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    }
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, apartada
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: { $left ->
        [0] no queda ninguna
        [one] queda { $left }
       *[other] quedan { $left }
    }
# $left (number)
duel-chips-left = { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    }
duel-table = Mesa
duel-tray = Bandeja de fichas
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } ficha en la bandeja
       *[other] { $n } fichas en la bandeja
    }
# $round (number)
duel-round = Ronda { $round }
duel-set-aside-title = Apartadas
duel-set-aside-empty = Nada todavía: solo un Kniffel puede reclamar estas fichas.
duel-no-chip-button = Pasar sin ficha
duel-hint-take = Toma una ficha iluminada, o guarda dados y vuelve a tirar.
duel-hint-take-last = Toma una ficha iluminada.
duel-hint-nothing-yet = Todavía no encaja ninguna ficha: vuelve a tirar o termina tu turno sin ficha.
duel-hint-nothing = No encaja ninguna ficha: tu turno termina sin ficha.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = También encajan, pero no quedan: { $chips }.
duel-kniffel-title = ¡Kniffel!
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Toma la ficha que quieras, de la bandeja o de las apartadas. Después vuelves a jugar enseguida.
       *[other] Toma las { $n } fichas que quieras, de la bandeja o de las apartadas. Después vuelves a jugar enseguida.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Toma tu segunda ficha; después vuelves a jugar enseguida.
# $name (text)
duel-extra-turn = Turno extra por Kniffel: ¡{ $name } vuelve a jugar!
duel-extra-turn-badge = Turno extra
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = Un turno sin ficha: se aparta { $chip } ({ $value }).
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = Una ronda sin ficha: se aparta { $chip } ({ $value }).

## The players' chips
duel-players-chips = Las fichas de los jugadores
# $kinds (number)
duel-kinds-progress = { $kinds } de 7 tipos
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Aún sin fichas
duel-gold = Bono de oro
duel-silver = Bono de plata
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Pila completa
       *[other] { $n } pilas completas
    }
duel-full-stacks-row = Pilas completas (+30 cada una)
duel-last-chip = Última ficha
duel-chip-values = Valor de las fichas

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } tomó la última ficha (+{ $bonus }).
duel-last-chip-set-aside = La última ficha se apartó: nadie recibe el bono de la última ficha.
duel-breakdown = Puntuación en detalle
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } de { $best } puntos
# $score (number)
duel-best-here = Mejor en este dispositivo: { $score }
duel-new-best = ¡Nuevo récord!

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Pasa el dispositivo a { $name }
# $name (text)
pass-tap = { $name }: toca aquí para ver tus cartas
pass-private = Tus cartas siguen ocultas hasta que toques. ¡Que nadie más mire!
# $name (text), $field (field name)
cover-played = { $name } anotó { $field }.
# $name (text)
cover-exchanged = { $name } cambió cartas.

## The table
card-table = Mesa de cartas
# $round (number)
cards-round = Ronda { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
draw-pile = Mazo
discard-pile = Pila de descarte
# $n (number): cards in the pile
draw-pile-name = Mazo: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
discard-pile-empty = Pila de descarte: 0 cartas
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Pila de descarte: { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }, con un { $top } arriba
# $name (text), $n (number): cards in hand
hand-of = { $name } tiene { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
# $name (text)
cards-bot-playing = { $name } está jugando…
reshuffled = Se acabó el mazo: la pila de descarte se barajó y forma un mazo nuevo.
reshuffled-short = (pila de descarte barajada como mazo nuevo)
# $name (text)
one-field-left = ¡A { $name } le queda una casilla!
last-round = ¡Última ronda!
# $name (text)
last-round-why = { $name } ya anotó todas sus casillas. La ronda se juega hasta el final.
recent-moves = Desde tu último turno
last-moves = Últimas jugadas
# $name (text), $field (field name), $points (number)
played = { $name }: { $field } – { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name }: { $field } – { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $penalty ->
        [one] { $penalty } punto de penalización
       *[other] { $penalty } puntos de penalización
    }
# $name (text), $discarded (number)
discarded-down-news = { $name }: descartó { $discarded }, vuelve a 5 cartas

## Back to 5 cards after a play (rules version 2)
discard-down-title = Volver a 5 cartas
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Juegas { $field }. Te quedan más de 5 cartas: { $need ->
        [one] elige { $need } carta
       *[other] elige { $need } cartas
    } para descartar; tu próximo turno empieza con exactamente 5.
# $chosen (number), $need (number)
discard-down-chosen = { $chosen } de { $need } elegidas
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Descartar { $need } y anotar { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name }: no descartó ninguna, robó { $drawn }
       *[other] { $name }: descartó { $discarded }, robó { $drawn }
    }
# $name (text)
announced-by-app = { $name }: penúltima casilla anotada; la app lo anunció
# $name (text)
announced-by-player = { $name } anuncia: después de esta le queda una casilla
# $name (text), $penalty (number)
missed-news = { $name } olvidó anunciar: { $penalty ->
        [one] { $penalty } punto de penalización
       *[other] { $penalty } puntos de penalización
    }

## The hand
# $name (text)
your-hand = Mano de { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Carta { $n }: { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Carta { $n }: { $value }, nueva
new-card = nueva
sort-cards = Ordenar
sort-hint = Ordenar siempre las cartas por valor (desactivado: en el orden en que se robaron)
clear-selection = Quitar la selección
# $n (number)
selected-count = { $n ->
        [one] { $n } seleccionada
       *[other] { $n } seleccionadas
    }
hand-hint = Toca cartas para seleccionarlas: para jugarlas o para descartarlas.

## Scoring
score-title = Anotar
score-select-hint = Selecciona cartas o toca una sugerencia.
no-field-fits = Estas cartas no sirven para ninguna casilla libre.
# $n (number)
penalty-points = { $n ->
        [one] { $n } punto de penalización
       *[other] { $n } puntos de penalización
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $penalty ->
        [one] { $penalty } punto de penalización
       *[other] { $penalty } puntos de penalización
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } punto de penalización
       *[other] { $penalty } puntos de penalización
    }
suggestions = Mejores jugadas
no-suggestions = Ninguna casilla libre sirve para esta mano: cambia cartas.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }: seleccionar las mejores cartas
# $held (number): cards in hand; $penalty (number)
penalty-warning = Tienes { $held } cartas: anotar ahora cuesta { $penalty ->
        [one] { $penalty } punto de penalización
       *[other] { $penalty } puntos de penalización
    }.

## Exchanging
exchange-title = Cambiar
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Ninguna carta seleccionada: quédate con tu mano o roba una más.
        [1] Descarta la carta seleccionada y…
       *[other] Descarta las { $discard } cartas seleccionadas y…
    }
# $n (number)
draw-n = Robar { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
keep-hand = Quedarme con mi mano
pass-turn = pasar
same-number = las mismas
one-more = una más
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Cambiar: descartar { $discard },
too-many-to-discard = Puedes descartar como máximo 5 cartas.
hand-full = 10 cartas en la mano: solo robas tantas como descartes.
no-undo-after-draw = Cambiar y anotar no se pueden deshacer: ya se conocerían las cartas robadas.

## Announcing (house rule)
announce-button = Anunciar
announce-hint = Te quedan dos casillas: anuncia antes de anotar la penúltima o recibirás 10 puntos de penalización.
announced-now = ¡Anunciado! Ahora anota tu penúltima casilla.
announce-yourself-option = Anunciar uno mismo: quien no pulse «Anunciar» antes de su penúltima casilla recibe 10 puntos de penalización
cards-shuffle = Cartas
cards-dealt-by-app = La app baraja y reparte.

## The card sheet
card-field-hint-upper = 1–5 cartas de este valor
card-field-hint-three-of-a-kind = 5 cartas, 3 iguales · suma
card-field-hint-four-of-a-kind = 5 cartas, 4 iguales · suma
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = exactamente 4 seguidas · 30
card-field-hint-large-straight = 5 seguidas · 40
card-field-hint-kniffel = 5 iguales · 50
bonus-malus = Bono desde 63: +35 · menos de 43: −20
# $sum (number)
upper-progress-cards = { $sum } de 63 para el bono; menos de 43 cuesta −20
penalties-row = Puntos de penalización
# $n (number)
penalty-beside = { $n } puntos de penalización al margen
announcement-row = Anuncio
announced-mark = anunciado

## Who is likely to win
# The button on the game screen (its accessible name is exactly "Win chance" in English).
win-chance-button = Opciones de ganar
win-chance-title = Probabilidad de ganar ahora
win-chance-close = Cerrar
win-chance-wait = Calculando las probabilidades…
win-chance-failed = No se pudieron calcular las probabilidades.
# Under the chances: how they are worked out.
win-chance-note = Cada hoja se juega hasta el final miles de veces con la mejor estrategia.
# $name (text), $percent (number)
win-chance-player = { $name }: { $percent } %
# The end screen's chart.
win-chart-title = Probabilidad de ganar, ronda a ronda
# $round (number), $name (text), $field (box name), $points (number)
turning-point = Momento decisivo: ronda { $round }, { $field } de { $name } por { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Consejo
hint-close = Cerrar el consejo
hint-title = Las mejores opciones
# Under the classic hint: what the numbers mean.
hint-exact-note = Cálculo exacto: el total final esperado jugando de forma óptima desde aquí.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Estimación de la máquina fuerte (no exacta): el total final esperado.
hint-reroll-all = Volver a tirar todos los dados
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Guardar { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Guardar el dado de diez caras ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Guardar { $dice } y el dado de diez caras ({ $ten })
hint-stop = Guardar todos: no tirar más
# $label (text), $points (number)
hint-box = { $label } por { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } puntos
hint-roll-first = Primero tira y luego pide un consejo.
# While the solver works out its table.
solver-preparing = El asesor calcula todas las posiciones (solo la primera vez)…
# While a strong computer player waits for the solver's first solve.
bot-preparing = La máquina fuerte calcula su estrategia (solo la primera vez)…
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Adelantar
solver-failed = No se pudo cargar el asesor.

## How well did I play
review-title = ¿Cómo jugué?
# $name (text), $lost (a number with one decimal)
review-lost = { $name }: { $lost } puntos por debajo del juego perfecto (esperado)
# $name (text)
review-perfect = { $name }: juego perfecto, ninguna decisión costó puntos.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Ronda { $round }, { $dice } ({ $rolls-left ->
        [0] tras la última tirada
        [one] queda { $rolls-left } tirada
       *[other] quedan { $rolls-left } tiradas
    }): { $chosen }; lo mejor era { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Suerte con los dados { $luck } · Decisiones { $choices } · Esperado al inicio { $start }
# Under the review of classic Kniffel.
review-exact-note = Cálculo exacto: el total final esperado antes de cada tirada y después de cada decisión.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Estimación de la máquina fuerte (no exacta): el total final esperado antes de cada tirada y después de cada decisión.
review-costliest = Decisiones más caras
review-luckiest = Tiradas con más suerte
review-unluckiest = Tiradas con menos suerte
review-luckiest-draws = Robos con más suerte
review-unluckiest-draws = Robos con menos suerte
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Ronda { $round }: { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Ronda { $round }: { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Ronda { $round }, mano { $cards }: { $chosen }; lo mejor era { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Tomar { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } con { $cards }
# $cards (card values)
review-exchange = Cambiar { $cards }
# $cards (card values)
review-exchange-one-more = Cambiar { $cards } y robar una más

## Statistics, history, roll log, daily challenge
statistics = Estadísticas
high-scores = Récords
history = Historial
daily-challenge = Desafío diario
play-daily = Jugar el desafío de hoy
play-daily-again = Otra vez (no cuenta)
daily-open = Hoy todavía sin jugar.
# $days (number)
streak = { $days ->
        [0] Aún sin racha: juega hoy para empezar una.
        [1] Racha: 1 día
       *[other] Racha: { $days } días seguidos
    }
with-bots = Partidas con la máquina
with-hints = Partidas con consejos
bot-mark = con la máquina
hint-mark = con consejos
real-dice-mark = dados reales
daily-mark = diario
no-games-yet = Todavía no hay partidas terminadas de este tipo.
col-player = Jugador
col-games = Partidas
col-wins = Victorias
col-best = Mejor
col-average = Promedio
col-worst = Peor
col-kniffels = Kniffels sacados
col-upper-bonus = Bono superior
col-chips = Fichas
col-duel-bonus = Puntos de bono
col-penalties = Penalizaciones
col-score = Puntos
col-date = Fecha
scores-over-time = Puntuaciones a lo largo del tiempo
score-histogram = Frecuencia de cada puntuación
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = desde { $from } puntos: { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
open-game = Ver
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Ver { $game } { $date }
close = Cerrar
step-first = Primera jugada
step-prev = Jugada anterior
step-next = Jugada siguiente
step-last = Última jugada
# $n (number), $of (number)
step-of = Jugada { $n } de { $of }
roll-log = Registro de tiradas
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, tirada { $roll }: { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, tirada { $roll }: { $dice } (guardados: { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name }: { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } cambia { $cards } carta
       *[other] { $name } cambia { $cards } cartas
    }
# $name (text)
log-no-chip = { $name }: sin ficha
log-empty = Aún no hay tiradas.
players-title = Renombrar o unir jugadores
rename-hint = Un nombre que ya existe une a los dos (para corregir una errata).
new-name = Nombre nuevo
rename = Renombrar
# $n (number)
renamed = Renombrados: { $n }
export-import = Exportar e importar
export-stats = Exportar estadísticas
import-stats = Importar estadísticas
reset-stats = Restablecer estadísticas
reset-confirm = ¿Borrar de verdad todas las partidas terminadas y las estadísticas?
yes-delete = Sí, borrar
cancel = Cancelar

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Este navegador no permite guardar aquí (¿ventana privada?). Puedes seguir jugando, pero la partida se pierde al cerrar la página.
storage-full = El almacenamiento del navegador está lleno: la partida no se está guardando ahora mismo. Puedes seguir jugando; libera espacio para volver a guardar.
storage-blocked = No se pudo hacer una copia de seguridad de la partida guardada antigua, que no se puede leer, así que no se sobrescribe: la partida nueva no se está guardando.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = El almacenamiento del navegador no acepta partidas terminadas en este momento: { $waiting ->
        [one] { $waiting } partida para las estadísticas espera
       *[other] { $waiting } partidas para las estadísticas esperan
    } en esta ventana para guardarse en cuanto vuelva a funcionar. Mantén esta ventana abierta hasta entonces.
settings-not-stored = No se pudieron guardar los ajustes: se aplican hasta que se cierre la página.

## Kept aside
backup-title-game = No se pudo cargar una partida guardada
backup-title-statistics = No se pudo leer una parte de las estadísticas
backup-reason-newer = Viene de una versión más nueva de Pasch. Cuando se actualice la app, podrá abrirse de nuevo.
backup-reason-damaged = Está dañada o se modificó a mano.
backup-kept-game = No se borró nada: la partida guardada se conserva a salvo (Ajustes) y puedes descargarla.
backup-kept-statistics = No se borró nada: todas las demás partidas están en las estadísticas, y lo que no se pudo leer se conserva a salvo (Ajustes); puedes descargarlo.
download-backup-game = Descargar la partida guardada
download-backup-statistics = Descargar las estadísticas
backups-title = Guardado aparte
no-backups = Se pudieron leer todas las partidas guardadas y todos los resultados: no hizo falta guardar nada aparte.
backup-kind-game = Partida guardada
backup-kind-statistics = Estadísticas
backup-kind-finished-game = Partida terminada de las estadísticas
backup-state-yes = esta versión puede volver a abrirla
backup-state-newer = de una versión más nueva
backup-state-damaged = con daños
open-again = Abrir de nuevo
# $total (number): games
reopened-all = De vuelta en las estadísticas: { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }.
# $stored (number), $total (number): games
reopened-some = De vuelta en las estadísticas: { $stored } de { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }. El almacenamiento está lleno; el resto sigue guardado aparte.

## Other windows
continued-elsewhere = Esta partida continuó en otra ventana: aquí se muestra tal como está ahora.
replaced-elsewhere = Se empezó una partida nueva en otra ventana: ahora se muestra aquí.
newer-elsewhere = Una versión más nueva de Pasch guardó la partida en otra ventana. Recarga esta página; hasta entonces aquí no se guarda nada.

## Asking before a game is replaced
replace-title = ¿Terminar la partida en curso?
# $game (text)
replace-text = La partida { $game } todavía está sin terminar. La nueva partida la sustituye, y no contará en las estadísticas.
replace-yes = Empezar la partida nueva
replace-no = Seguir con mi partida

## The room in storage
storage-title = Almacenamiento
# $percent (number)
storage-used = Está en uso el { $percent } % del espacio para Pasch en este navegador.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } partida terminada y guardada.
       *[other] { $total } partidas terminadas y guardadas.
    }
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } partida terminada y guardada
       *[other] { $total } partidas terminadas y guardadas
    }, { $lean } de ellas sin sus jugadas: se quitaron para hacer sitio, pero los resultados siguen contando.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] Para hacer sitio, se acaban de quitar las jugadas de 1 partida antigua; su resultado sigue en las estadísticas.
       *[other] Para hacer sitio, se acaban de quitar las jugadas de { $n } partidas antiguas; sus resultados siguen en las estadísticas.
    }
storage-persistent = El navegador conserva estos datos de forma permanente.
storage-best-effort = El navegador puede borrar estos datos si se queda sin espacio. Instalado como app, Pasch está más a salvo; exporta las estadísticas de vez en cuando.
# $more (number)
show-older-games = Mostrar partidas más antiguas ({ $more } más)
moves-made-room = Las jugadas de esta partida se quitaron para hacer sitio; su resultado sigue contando.
moves-unreadable = Esta versión no puede reproducir las jugadas de esta partida; su resultado sigue contando.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Esta partida todavía no se está guardando: la última partida terminada aún no está en las estadísticas y su guardado es su única copia. Esta partida se guardará en cuanto el almacenamiento acepte la partida terminada (se intenta después de cada jugada).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } partida de una versión más nueva de Pasch se conserva para esa versión; contará aquí en cuanto se actualice esta app.
       *[other] { $n } partidas de una versión más nueva de Pasch se conservan para esa versión; contarán aquí en cuanto se actualice esta app.
    }
# $date (text): the day Pasch asked
persist-granted = El { $date } Pasch pidió al navegador que conservara estos datos de forma permanente: aceptó.
# $date (text): the day Pasch asked
persist-declined = El { $date } Pasch pidió al navegador que conservara estos datos de forma permanente: no aceptó.
# $date (text): the day Pasch asked
persist-unanswered = El { $date } Pasch pidió al navegador que conservara estos datos de forma permanente: aún no hay respuesta.
persist-not-asked = Pasch pide una vez al navegador que conserve estos datos de forma permanente, cuando hay partidas terminadas que conservar.
persist-unsupported = A este navegador no se le puede pedir que conserve estos datos de forma permanente.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = El nombre del jugador { $n } es demasiado largo: como máximo { $max } caracteres. Acórtalo, por favor.
# $max (number): characters
new-name-too-long = El nombre nuevo es demasiado largo: como máximo { $max } caracteres. No se renombró nada.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Renombrado en { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }, pero el almacenamiento solo aceptó { $stored }: en { $waiting }, el nombre antiguo sigue guardado hasta que el almacenamiento vuelva a funcionar. Mantén esta ventana abierta hasta entonces.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Importación rechazada: el archivo es demasiado grande ({ $size } MB; como máximo { $max } MB). Un archivo de estadísticas de Pasch es mucho más pequeño. No se cambió nada.
import-unreadable = Importación rechazada: no se pudo leer el archivo. No se cambió nada.
import-refused-not-pasch = Importación rechazada: no es un archivo de estadísticas de Pasch. No se cambió nada.
import-refused-newer = Importación rechazada: el archivo es de una versión más nueva de Pasch. No se cambió nada.
# $total (number): the games of the file
import-nothing-new-intact = 0 partidas importadas: todas las partidas del archivo ya están aquí ({ $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 partidas importadas: todas las partidas del archivo ya están aquí ({ $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }). { $damaged ->
        [one] { $damaged } partida del archivo está dañada y se omite.
       *[other] { $damaged } partidas del archivo están dañadas y se omiten.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = El archivo contiene { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }: { $new ->
        [one] { $new } nueva
       *[other] { $new } nuevas
    }, { $already } ya aquí. No se quita ni se cambia ninguna partida de aquí.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = El archivo contiene { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }: { $new ->
        [one] { $new } nueva
       *[other] { $new } nuevas
    }, { $already } ya aquí. { $damaged ->
        [one] { $damaged } partida del archivo está dañada y se omite.
       *[other] { $damaged } partidas del archivo están dañadas y se omiten.
    } No se quita ni se cambia ninguna partida de aquí.
# $n (number): games
import-games = Importar { $n ->
        [one] { $n } partida
       *[other] { $n } partidas
    }
# $done (number), $total (number)
import-reading = Leyendo el archivo… { $done } de { $total }
# $done (number), $total (number)
import-storing = Guardando las partidas… { $done } de { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } partida importada.
       *[other] { $stored } partidas importadas.
    }
# $stored (number), $wanted (number): the new games of the file
import-stored-full = Importación parcial: { $stored } de { $wanted ->
        [one] { $wanted } partida
       *[other] { $wanted } partidas
    }, porque el almacenamiento del navegador está lleno. No se quitó ninguna partida de aquí; el resto del archivo se puede importar más tarde.

## Import: how far it is, the room it fills, long names
import-opening = Abriendo el archivo…
import-progress = Importación de las estadísticas
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 partidas importadas: { $damaged ->
        [one] la única partida del archivo está dañada (no se puede leer o es más larga que cualquier partida de Pasch).
       *[other] las { $damaged } partidas del archivo están dañadas (no se pueden leer o son más largas que cualquier partida de Pasch).
    } No se cambió nada.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = Importación parcial: { $stored } de { $wanted ->
        [one] { $wanted } partida
       *[other] { $wanted } partidas
    }, porque el espacio para las estadísticas está lleno (el resto se reserva para la partida en curso y las próximas). No se quitó ninguna partida de aquí.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Un nombre tiene más de { $max } caracteres: se acortó a { $max }.
       *[other] { $n } nombres tienen más de { $max } caracteres: se acortaron a { $max }.
    }

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = La partida terminó.
refusal-not-a-move = Esa no es una jugada de este juego.
refusal-nothing-to-undo = No hay nada que deshacer.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } se juega con { $min } a { $max } jugadores, no con { $got }.
refusal-unnamed-player = Cada jugador necesita un nombre.
refusal-no-such-start-player = Quien empieza tiene que ser uno de los jugadores.
refusal-cards-need-the-app = Karten-Kniffel se juega con las cartas de la app.
refusal-daily-is-solo-kniffel = El desafío diario es un Kniffel, un Yatzy, un Maxi Yatzy o una Generala para un solo jugador, con los dados de la app.
refusal-bad-deck = Una baraja tiene 18 cartas de cada valor, del 1 al 6.
refusal-not-rolled = Primero tira los dados.
refusal-no-rolls-left = No quedan tiradas en este turno.
refusal-all-dice-held = Todos los dados están guardados: suelta uno para tirar.
refusal-hold-before-roll = Primero tira y luego guarda dados.
# $n (number): the die's position
refusal-no-such-die = No existe el dado { $n }.
refusal-real-dice = Esta partida usa dados reales: introduce lo que muestran.
refusal-app-rolls = En esta partida, la app tira los dados.
# $expected (number), $got (number): dice
refusal-dice-count = Se esperaban { $expected } dados, no { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = El dado { $n } muestra { $shows }, pero solo tiene caras del { $low } al { $high }.
refusal-rolls-used-up = No quedan tiradas: anota una casilla.
refusal-three-rolls-up = Se acabaron las tres tiradas: entrega una ficha para una 4.ª tirada, o anota una casilla.
refusal-chips-extreme-only = Las fichas solo existen en Kniffel Extreme.
refusal-one-chip-per-turn = Solo una ficha por turno.
refusal-no-chips-left = No quedan fichas.
refusal-chip-before-third-roll = Una ficha da una 4.ª tirada: primero usa tus tres tiradas.
# $field (box name)
refusal-not-on-sheet = La casilla { $field } no está en esta hoja.
# $field (box name)
refusal-box-taken = La casilla { $field } ya está anotada.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Un Kniffel adicional tiene que ir a: { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = No existe la carta { $value }: las cartas van del 1 al 6.
refusal-too-many-cards = Ninguna mano tiene tantas cartas.
refusal-discard-too-many = Descarta como máximo 5 cartas.
refusal-not-in-hand = No tienes esas cartas.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Con esta jugada descarta exactamente { $need ->
        [one] { $need } carta
       *[other] { $need } cartas
    } (no { $got }): cada turno empieza con 5 cartas.
refusal-hand-full = No más de 10 cartas en la mano: roba tantas como descartes.
# $field (field name)
refusal-not-a-card-field = La casilla { $field } no está en la hoja de Karten-Kniffel.
# $field (field name)
refusal-upper-field-count = La casilla { $field } admite de 1 a 5 cartas.
# $field (field name), $face (number)
refusal-upper-field-face = La casilla { $field } solo admite cartas con el { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = La casilla { $field } necesita exactamente { $needed } cartas.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = La casilla { $field } necesita { $needs }.
refusal-app-announces = La app anuncia por ti la penúltima casilla.
refusal-already-announced = Ya hiciste el anuncio.
refusal-announce-too-early = Anuncia cuando vayas a anotar tu penúltima casilla.
refusal-second-kniffel-chip-first = Primero toma tu segunda ficha por el Kniffel.
refusal-take-a-chip = No quedan tiradas: toma una ficha o termina el turno.
refusal-set-aside-needs-kniffel = Solo un Kniffel puede reclamar una ficha apartada.
# $chip (chip name)
refusal-not-set-aside = No hay ninguna ficha de { $chip } apartada.
# $chip (chip name)
refusal-not-in-tray = No queda ninguna ficha de { $chip } en la bandeja.
# $chip (chip name)
refusal-dice-dont-make = Tus dados no forman { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = Hay una ficha que encaja con tus dados; tómala: { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = tres cartas iguales
field-needs-four-of-a-kind = cuatro cartas iguales
field-needs-full-house = tres cartas iguales y otras dos iguales de otro valor
field-needs-small-straight = cuatro valores consecutivos (1-2-3-4, 2-3-4-5 o 3-4-5-6)
field-needs-large-straight = cinco valores consecutivos (1-2-3-4-5 o 2-3-4-5-6)
field-needs-kniffel = cinco cartas iguales

## Own phones at the table (issue 28)
own-phone = Teléfono propio
phones-title = Jugadores con su propio teléfono
phones-help = Cada teléfono abre su invitación (escanea el código QR con la cámara o abre el enlace) y luego muestra una respuesta: escanéala aquí o escribe su código. La partida empieza cuando todos los teléfonos están conectados.
# $name (text)
invite-player = Invitar a { $name }
# $name (text)
qr-invite-alt = Código QR para invitar a { $name }
# $name (text)
invitation-link-for = Enlace de invitación para { $name }
# $name (text)
invitation-code-for = Código de invitación para { $name }
# $name (text)
answer-code-from = Código de respuesta de { $name }
# $name (text)
connect-player = Conectar a { $name }
# $name (text)
scan-answer-of = Escanear la respuesta de { $name }
# $name (text)
play-here = Jugar aquí por { $name }
preparing-invitation = Preparando la invitación…
connecting-phone = Conectando…
# $name (text)
phone-connected = Conexión con { $name } establecida.
# $name (text)
phone-unreachable = No se pudo contactar con el teléfono de { $name }: los dos dispositivos deben estar en la misma red Wi-Fi, y las redes de invitados suelen mantener separados los dispositivos. Prueba con una invitación nueva o juega este puesto aquí.
# $name (text)
not-an-answer = Eso no es un código de respuesta del teléfono de { $name }.
no-webrtc = Este navegador no puede conectarse con teléfonos. Juega este puesto aquí.
scan-invitation = Escanear la invitación
new-invitation = Nueva invitación
join-table = Unirse a una mesa
join-help = Escanea con la cámara la invitación de la mesa o escribe aquí su código de invitación.
invitation-code = Código de invitación
join = Unirse
not-an-invitation = Eso no es un código de invitación.
answer-code = Código de respuesta
qr-answer-alt = Código QR de tu respuesta
answer-help = Muestra esta respuesta a la mesa: escanéala allí o escribe el código de respuesta en la mesa.
connected-to-table = Conectado a la mesa
# $name (text)
playing-as = Juegas como { $name }.
waiting-for-table = Esperando a la mesa…
table-lost = Se perdió la conexión con la mesa. Escanea una invitación nueva de la mesa para seguir jugando.
phone-unreachable-here = No se pudo contactar con la mesa: los dos dispositivos deben estar en la misma red Wi-Fi, y las redes de invitados suelen mantener separados los dispositivos.
other-build = Este teléfono tiene una versión de Pasch distinta de la de la mesa. Recarga la página y vuelve a unirte.
not-your-turn = No es tu turno.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = La partida ya había avanzado cuando tu toque llegó a la mesa, así que no hizo nada. Así está la partida ahora.
leave-table = Salir de la mesa
next-game-at-table = La próxima partida se empieza en la mesa. Tu propia partida en este teléfono queda como estaba.

## Pairing codes and QR codes (playing from one's own phone)
code-empty = El código está vacío: primero pégalo o escríbelo.
# $char (text): the character that no code has
code-foreign = Esto no es un código de Pasch: contiene «{ $char }».
code-truncated = Este código está incompleto. Vuelve a copiarlo entero.
code-damaged = Este código está dañado o incompleto. Vuelve a copiarlo entero.
code-other-version = Este código viene de otra versión de Pasch. Recarga Pasch en los dos dispositivos y luego crea un código nuevo.
code-not-an-invitation = Esto es un código de respuesta, no una invitación. Introduce el código que muestra la mesa.
code-not-an-answer = Esto es una invitación, no un código de respuesta. Introduce el código que muestra el teléfono.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = A los datos de conexión de este navegador les falta { $part }: no puede emparejarse de esta forma. Prueba con otro navegador.
code-no-address = Este dispositivo no tiene dirección de red. Conéctalo a la misma red Wi-Fi que el otro dispositivo.
code-too-long-for-qr = El código es demasiado largo para un código QR. Usa el código como texto.
scanner-stop = Detener la cámara
scanner-camera = Cámara
scanner-looking = Pon el código QR delante de la cámara.
scanner-no-camera = Este dispositivo no tiene una cámara que el navegador pueda usar. Escribe el código.
scanner-refused = No se permite usar la cámara. Permítelo en los ajustes del navegador o escribe el código.
scanner-failed = No se pudo iniciar la cámara. Escribe el código.

## Own phones: short drops and the QR reader (issue 36)
# $name (text)
phone-away = El teléfono de { $name } está fuera de alcance. La partida sigue; el teléfono la recibirá de nuevo cuando vuelva.
table-away = La mesa está fuera de alcance. Esperando a que vuelva…
scanner-no-reader = No se pudo iniciar el lector de códigos QR. Escribe el código.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } jugó mejor; { $lucky } tuvo mejores dados.
# $name (text)
review-summary-both = { $name } jugó mejor y tuvo mejores dados.
# The card game's: cards, not dice. $best (text), $lucky (text)
review-summary-cards = { $best } jugó mejor; { $lucky } tuvo mejores cartas.
# $name (text)
review-summary-both-cards = { $name } jugó mejor y tuvo mejores cartas.
# One person's play in words: 0 perfect, 1 very well, 2 well, more: points left behind.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } jugó a la perfección.
        [1] { $name } jugó muy bien.
        [2] { $name } jugó bien.
       *[other] { $name } dejó escapar bastantes puntos.
    }
# One person's luck in words: 0 kind, 1 average, more: unkind.
# $level (number)
review-luck = { $level ->
        [0] Los dados fueron generosos.
        [1] Los dados fueron más o menos normales.
       *[other] Los dados no acompañaron.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Las cartas fueron generosas.
        [1] Las cartas fueron más o menos normales.
       *[other] Las cartas no acompañaron.
    }
# The disclosure that holds the review's numbers.
review-numbers = Ver las cifras
# The button inside "Play this game again": the same seed, the same dice or cards.
play-again-start = Empezar de nuevo esta partida
# The end screen of the daily challenge: back to its screen, with the result.
back-to-daily = Volver al desafío diario
# The daily challenge's screen: whose challenge it is.
daily-name = Tu nombre
# $points (number)
daily-best = { $points ->
        [one] Tu mejor desafío diario: { $points } punto
       *[other] Tu mejor desafío diario: { $points } puntos
    }
## events
# Shown for a moment after a score lands: "Anna: Large straight, 40".
# $name (text), $what (box, chip or field name), $points (number)
landed = { $name }: { $what }, { $points }
# $name (text)
landed-no-chip = { $name }: sin ficha
# Over the table when five alike are scored.
cheer-kniffel = ¡Kniffel!
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Pipo, Lola, Nacho, Lupita
computer-names-normal = Sofía, Mateo, Lucía, Diego
computer-names-strong = Ada, Albert, Marie, Ramón
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Máquina (fácil)
seat-computer-normal = Máquina (normal)
seat-computer-strong = Máquina (fuerte)
# The new-game screen's disclosure of house rules and the game number.
more-options = Más opciones
more-options-what = Reglas de la casa, número de partida
# $names (text)
players-kept-aside = { $names }: apartados. Vuelven cuando elijas un juego para más jugadores.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Todavía no hay partidas terminadas. Juega una y aquí aparecerán tus puntuaciones, récords y gráficos.
stats-empty-play = Jugar una partida
stats-by-player = Puntuaciones por jugador
# Above the statistics table when it is wider than the screen.
table-scrolls = Desliza hacia el lado para ver todas las columnas →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Cartas jugadas
## tray
# The Hint in plain words: keep one die and roll the others.
# $face (number): the face of the die kept
hint-plain-keep-one = Guarda el { $face } y vuelve a tirar los demás
# Keep two to four dice of one face.
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Guarda los { $count ->
        [2] dos
        [3] tres
       *[other] cuatro
    } { $face } y vuelve a tirar
# Keep several dice of different faces.
# $dice (dice values)
hint-plain-keep-these = Guarda { $dice } y vuelve a tirar
hint-plain-roll-all = Vuelve a tirar todos los dados
hint-plain-stop = Guárdalos todos y elige una casilla
# Kniffel Extreme: keep the ten-sided die.
# $ten (number): its face
hint-plain-keep-ten = Guarda el dado de diez caras ({ $ten }) y vuelve a tirar los demás
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Guarda { $dice } y el dado de diez caras ({ $ten }), y vuelve a tirar
# $label (text): the box to fill
hint-plain-take = Anota { $label }
# $label (text): the box to cross out
hint-plain-strike = Tacha { $label } (0 puntos)
# The disclosure with the expected totals under the Hint's advice.
hint-details = Detalles: puntos esperados
# Under the Hint's advice.
hint-tap-to-apply = Toca una línea para guardar esos dados o encontrar esa casilla.
# Screen readers, after a die's name while the Hint advises keeping it.
die-advised = El consejo dice: guarda este dado
# Screen readers, after a box's name while the Hint advises it.
box-advised = El consejo dice: anota esta casilla
# The Roll button once the turn has no roll left.
roll-none-left = Sin tiradas
# Kniffel Extreme after the last roll, with a chip to buy one more.
hint-pick-box-or-chip = Anota una casilla o usa una ficha para una tirada más.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = El juego nórdico: 5 dados, 15 casillas; los pares suman solo sus dados.
game-blurb-maxi-yatzy = 6 dados, 20 casillas; las tiradas que no usas se guardan.
game-blurb-generala = El juego latinoamericano: una Generala servida gana al instante.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Un par
box-five-of-a-kind = Repóker
box-full-straight = Escalera completa
box-villa = Villa
box-tower = Torre
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Escalera
box-generala = Generala
box-double-generala = Doble Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 iguales · su suma
box-hint-two-pairs-sum = 2 pares distintos · su suma
box-hint-three-pairs-sum = 3 pares distintos · su suma
box-hint-three-equal-sum = 3 iguales · su suma
box-hint-four-equal-sum = 4 iguales · su suma
box-hint-five-equal-sum = 5 iguales · su suma
box-hint-full-house-sum = 3 + 2 · su suma
box-hint-villa-sum = 3 + 3 · su suma
box-hint-tower-sum = 4 + 2 · su suma
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 iguales · 50
box-hint-maxi-yatzy = 6 iguales · 100
box-hint-generala-straight = 5 seguidos · 20; servida, 25
box-hint-generala-full-house = 3 + 2 · 30; servido, 35
box-hint-generala-four = 4 iguales · 40; servido, 45
box-hint-generala = 5 iguales · 50; servida, gana la partida
box-hint-double-generala = una segunda Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Cinco dados iguales también cuentan como Full
rule-four-equal-two-pairs = Cuatro dados iguales también cuentan como Dos pares
rule-forced-order = Anotar las casillas en orden, de arriba abajo
rule-maxi-bonus-50 = Bono menor: 50 desde 75 (en lugar de 100 desde 84)
rule-saved-rolls = Tiradas guardadas: las tiradas que no usas pasan a turnos posteriores
rule-straight-wrap = La escalera puede dar la vuelta por el 1 (3-4-5-6-1)
rule-double-generala = Jugar con la casilla Doble Generala
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } tirada guardada
       *[other] { $n } tiradas guardadas
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5: jugada servida (en la primera tirada)
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = ¡{ $name } sacó una Generala servida y gana la partida!

## issue 39: engine
# Yatzy and Maxi Yatzy with forced order: another box was chosen than the first open one.
# $field (box name)
refusal-out-of-order = Anota las casillas en orden: la siguiente es { $field }.

## issue 39: desafío diario y estadísticas
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Juego de hoy
# $game (text: the game's name)
daily-game-hint = Hoy todos los que juegan { $game } tiran los mismos dados: una partida, en solitario. Cuenta el primer intento.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = Hoy: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } · tu promedio en { $game }: { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = ¡Ganada al instante con una Generala servida!
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Desafío { $date } · { $game } · { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida: { $name }

## issue 40: orden de las casillas
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Orden de las casillas
box-order-free = Libre: cualquier casilla abierta
box-order-top-down = De arriba abajo: una casilla tras otra
box-order-bottom-up = De abajo arriba: una casilla tras otra
box-order-upper-first = Primero la sección superior, luego la inferior
box-order-lower-first = Primero la sección inferior, luego la superior
# Under the dice while a section must be filled first.
hint-upper-first = Primero la sección superior: anota una de sus casillas.
hint-lower-first = Primero la sección inferior: anota una de sus casillas.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Los mismos dados para todos
# Under the switch.
same-dice-hint = Cada turno tira los mismos dados para todos: quien guarda lo mismo, obtiene lo mismo. La suerte es igual para todos; solo cambian las decisiones.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Mismos dados
# The end screen's collapsed section of a Duplicate game.
dup-title = Decisiones comparadas
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } guardó { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } guardó { $dice } y el dado de diez caras ({ $ten })
# $name (text)
dup-rerolled = { $name } volvió a tirar todos los dados
# $name (text), $field (box name)
dup-took = { $name } anotó { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Ronda { $round }: { $first }, { $second }: la elección de { $better } valía { $worth } más
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Ronda { $round }: { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Top (juego perfecto con los mismos dados): { $points }
dup-alike = Con los mismos dados todos decidieron igual, o igual de bien.
dup-note-exact = Valor: los puntos esperados de cada elección según el consejero exacto, cada uno desde la posición del jugador.
dup-note-plain = Este juego no tiene consejero exacto: las elecciones aparecen sin su valor.
## issue 40: kids' mode
counts-self = Cuenta por sí mismo
# $field (box name)
sum-your-points = Tus puntos en { $field }
sum-check = Comprobar
# $points (number)
sum-right = { $points ->
        [one] ¡Correcto! { $points } punto.
       *[other] ¡Correcto! { $points } puntos.
    }
sum-not-yet = Casi.
# $face (number), $count (number)
sum-hint-count = Cuenta los dados que muestran { $face }: ¿cuántos hay? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Suma todos los dados: { $dice } = ?
# $dice (text)
sum-hint-some = Suma solo los dados que la forman: { $dice } = ?
# $dice (text)
sum-hint-twice = Suma todos los dados y multiplica por dos: 2 × ({ $dice }) = ?
sum-hint-fixed = Esta casilla da siempre los mismos puntos, sean cuales sean los dados: la planilla dice cuántos.
# $bonus (number)
sum-hint-served = Esta casilla da sus puntos fijos y { $bonus } más porque salió en la primera tirada.
sum-hint-zero = ¿Encajan los dados en esta casilla? Si no, da 0.
# $sums (text)
sum-hint-upper = Suma las casillas de arriba: { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = ¿El subtotal llega a { $at } o más? Entonces el bono es { $bonus }; si no, 0.
# $points (number), $how (text)
sum-answer = Son { $points }: { $how }.
# $points (number)
sum-answer-fixed = Son { $points }: esta casilla da siempre { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = Son { $points }: { $base } y { $bonus } más por la primera tirada.
sum-answer-zero = Es 0: los dados no encajan en esta casilla.
# $points (number), $total (number), $at (number)
sum-answer-bonus = Son { $points }: el subtotal es { $total } y el bono pide { $at }.
sum-bonus = Bono
# $name (text)
sum-upper-full = { $name }, tu sección superior está completa: ¡súmala!
sums-right-first = Cuentas bien a la primera
# $right (number), $asked (number), $percent (number)
sums-share = { $right } de { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Salida justa
# Under the switch.
fair-start-what = Cada jugador sale con ventaja: los puntos que pierde de media frente al juego perfecto (sus últimas 20 partidas de este juego, analizadas por el entrenador), menos los que pierde el mejor jugador de la mesa.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Salida justa: { $list }
# While the coach reviews the players' last games.
fair-start-measuring = Analizando las últimas partidas…
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } aún no tiene partidas analizadas de este juego y empieza con 0.
# The number field of one player.
# $name (text)
head-start-for = Ventaja para { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Ventaja
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Sin ventajas: { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Torneo
tour-intro = De 4 a 24 jugadores en mesas de tres o cuatro (de dos solo con cinco jugadores), sorteadas de nuevo en cada ronda para que todos se encuentren con otros. Cada mesa juega dos partidas: una en orden libre y otra en orden obligado.
tour-new = Nuevo torneo
tour-list = Tus torneos
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Máquina
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = La máquina juega por { $name }
tour-names-hint = Al escribir se proponen los nombres de las estadísticas.
# $min (number), $max (number)
tour-error-players = Un torneo admite de { $min } a { $max } jugadores.
tour-error-name = Cada jugador necesita un nombre.
# $name (text)
tour-error-same-name = Dos jugadores se llaman { $name }.
tour-rounds = Rondas
tour-draw = Sortear las mesas
# $n (number)
tour-table = Mesa { $n }
tour-order-free = Orden libre
tour-order-top-down = Orden obligado: de arriba abajo
tour-order-bottom-up = Orden obligado: de abajo arriba
tour-order-upper-first = Orden obligado: primero la sección superior
tour-order-lower-first = Orden obligado: primero la sección inferior
tour-play = Jugar
tour-type-in = Anotar
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Puntos de { $name }
tour-save-points = Guardar
tour-in-play = Se juega en Pasch
tour-standings = Clasificación
tour-col-place = Puesto
tour-col-player = Jugador
tour-col-points = Puntos
tour-col-wins = Victorias
tour-col-played = Partidas
tour-playoff = Desempate
# $names (text: the tied players' names)
tour-playoff-intro = { $names } empatan en el primer puesto. Por turnos, cada uno tira los cinco dados hasta que alguien saque cinco iguales.
tour-playoff-throw = Tirar los dados
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } sacó cinco { $face } en la tirada { $throws } y gana el desempate.
# $name (text)
tour-winner = ¡{ $name } gana el torneo!
tour-print = Imprimir
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Torneo { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name }: { $points } puntos, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
tour-back = Volver al torneo
tour-not-saved = No se pudo guardar el torneo: el almacenamiento del navegador está lleno o bloqueado. Sigue abierto aquí, y el próximo cambio lo intentará de nuevo.
## issue 39: statistics column names
col-yatzys = Yatzys sacados
col-maxi-yatzys = Maxi Yatzys sacados
col-generalas = Generalas sacadas
