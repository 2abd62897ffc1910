### Pasch : tous les mots de l'application, en français. Traduit de locales/en.ftl (la
### référence) : mêmes clés, mêmes paramètres dans chaque message.
###
### Syntaxe Fluent (https://projectfluent.org/) : `clé = texte`, paramètres `{ $name }`,
### pluriels `{ $n -> [one] … *[other] … }` (en français, `one` vaut pour 0 et 1, `other`
### pour 2 et plus ; `[0]`, `[1]` correspondent d'abord à ce nombre exact). Un message est
### une phrase entière ; le commentaire au-dessus nomme ses paramètres et ce qu'ils contiennent.
### Ne traduire que le texte : les clés et les `$names` restent tels quels.
### Termes du jeu : Kniffel, Full, Chance, Highway, Super Chance et les noms des jeux restent.

## This language
# The language's name in itself (for the language switch).
native-name = Français

## General
app-name = Pasch
tagline = Kniffel, Kniffel Extreme, Dice Duel et Karten-Kniffel pour toute la famille – sur un seul appareil, même hors ligne.
# Shown by index.html, without the app, when the app cannot start (with `reload`).
start-failed-title = Pasch n'a pas pu démarrer
start-failed-kept = Quelque chose a empêché le jeu de se charger dans ce navigateur. Toutes les parties et tous les scores enregistrés sont toujours sur cet appareil.
start-failed-retry = Rechargez la page pour réessayer. Si cela ne suffit pas, mettez à jour le navigateur ou ouvrez Pasch dans un autre.
# Shown by index.html, in place of the app, when the app has stopped with an error after it
# started (with `reload`). Every move is saved before it counts.
crashed-title = Pasch s'est arrêté
crashed-kept = Une erreur a arrêté le jeu. Chaque coup jusqu'au dernier est enregistré, et toutes les parties et tous les scores sont toujours sur cet appareil.
crashed-retry = Rechargez la page pour reprendre là où vous en étiez.
home = Accueil
back = Retour
undo = Annuler
undo-hint = Revenir sur la dernière décision
# Why Undo is greyed out: nothing decided since the last roll (a roll is final).
undo-unavailable = Rien à annuler – un lancer est définitif
rules = Règles
rules-loading = Chargement des règles …
rules-unavailable = Les règles n'ont pas pu être chargées. Réessayez une fois en ligne.
screen-unavailable = Cette partie de Pasch n'a pas pu être chargée. Réessayez une fois en ligne.
try-again = Réessayer
settings = Réglages
new-game = Nouvelle partie
continue-game = Continuer
show-result = Voir le résultat
dismiss = OK
# The games' names (the same in German and English).
game-classic = Kniffel
game-extreme = Kniffel Extreme
game-duel = Kniffel Dice Duel
game-cards = Karten-Kniffel
game-blurb-classic = Le classique : 5 dés, 13 cases.
game-blurb-extreme = 6 dés dont un dé à dix faces, 22 cases, des jetons pour un 4e lancer.
game-blurb-duel = Lancez les dés pour gagner les jetons de la réserve.
game-blurb-cards = Le Kniffel avec des cartes au lieu des dés.
# $n (number): how many players
players-word = { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
# $round (number), $rounds (number)
round-of = Manche { $round } sur { $rounds }
finished = Terminée
saved-game = Partie enregistrée
last-game = Dernière partie

## New game
choose-game = Jeu
players = Joueurs
# $min (number), $max (number)
players-range = De { $min } à { $max } joueurs
# $n (number)
default-player-name = Joueur { $n }
# $n (number)
name-of-player = Nom du joueur { $n }
human = Humain
computer = Ordinateur
# A computer player's level, as offered on the new-game screen.
bot-level-easy = Facile
bot-level-normal = Normal
bot-level-strong = Fort
# $n (number)
bot-level-of = Niveau du joueur { $n }
# $n (number)
who-plays = Qui est le joueur { $n } ?
add-player = Ajouter un joueur
# $name (text)
remove-player = Retirer { $name }
house-rules = Règles maison
rule-set = Variante
rule-set-kniffel = Kniffel : +50 pour un Kniffel supplémentaire inscrit dans sa case de la partie supérieure
rule-set-yahtzee = Yahtzee : +100 pour chaque Kniffel supplémentaire, où qu'il soit inscrit
joker = Joker : un Kniffel supplémentaire peut servir de joker dans la partie inférieure
# The mark of an option chosen by default, and of a switch that is on or off by default.
default-marker = (par défaut)
default-on = (par défaut : ✓)
default-off = (par défaut : –)
dice-source = Dés
app-dice = L'appli lance les dés
real-dice = Vrais dés (bloc de score) : vous lancez vos propres dés et saisissez les faces
seed = Numéro de partie
seed-hint = Laissez vide pour de nouveaux lancers. Le numéro d'une partie (affiché à la fin) redonne les mêmes lancers.
seed-invalid = Le numéro de partie doit être un nombre entier, à partir de 0.
start-game = Commencer la partie
replaces-saved = La nouvelle partie remplace la partie enregistrée, qui n'est pas encore terminée.

## The game screen
# $name (text)
turn-of = Au tour de { $name }
computer-thinking = L'ordinateur joue …
# $roll (number), $of (number)
roll-button = Lancer { $roll } sur { $of }
chip-button = Utiliser un jeton pour un 4e lancer
# $n (number): the chips a player has left (Kniffel Extreme)
chips-left = { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }
hint-first-roll = Lancez les dés !
hint-hold = Touchez des dés pour les garder et relancez – ou remplissez une case.
hint-pick-box = Plus de lancer : remplissez une case.
# $boxes (box names, joined by “, ”): where the further Kniffel may go
hint-forced = Encore un Kniffel ! Cases possibles : { $boxes }.
# $bonus (number)
bonus-on-the-way = Ce Kniffel rapporte un bonus de +{ $bonus }.
# A die on the table, as screen readers name it.
# $n (number): its position, 1 to 6; $value (number): the face it shows
die = Dé { $n } : { $value }
# $n (number): its position, 1 to 6; $value (number): the face it shows, 0 to 9
die-ten-sided = Dé { $n } (dix faces) : { $value }
# $n (number): the die's position
die-not-rolled = Dé { $n } : pas encore lancé
# $n (number): the die's position
die-ten-sided-not-rolled = Dé { $n } (dix faces) : pas encore lancé
held = gardé
dice-tray = Dés
# The boxes of the scoresheets (Kniffel, Kniffel Extreme, Karten-Kniffel). Keep the
# names of the German sheets where they are the game's own words (Kniffel, Full House,
# Chance, Highway, Super Chance).
box-ones = As
box-twos = Deux
box-threes = Trois
box-fours = Quatre
box-fives = Cinq
box-sixes = Six
box-three-of-a-kind = Brelan
box-four-of-a-kind = Carré
box-two-pairs = Deux paires
box-three-pairs = Trois paires
box-two-triples = Deux brelans
box-full-house = Full
box-big-full-house = Grand Full
box-small-straight = Petite suite
box-large-straight = Grande suite
box-highway = Highway
box-kniffel = Kniffel
box-kniffel-extreme = Kniffel Extreme
box-ten-or-less = 10 ou moins
box-thirty-three-or-more = 33 ou plus
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
box-hint-upper = seules ces faces comptent
box-hint-three-of-a-kind = 3 identiques · somme
box-hint-four-of-a-kind = 4 identiques · somme
box-hint-two-pairs = 2 paires · somme
box-hint-three-pairs = 3 paires · 35
box-hint-two-triples = 2 × 3 identiques · 45
box-hint-full-house = 3 + 2 · 25
box-hint-big-full-house = 4 + 2 · 45
box-hint-small-straight = 4 à la suite · 30
box-hint-large-straight = 5 à la suite · 40
box-hint-highway = 6 à la suite · 50
box-hint-kniffel = 5 identiques · 50
box-hint-kniffel-extreme = 6 identiques · 75
box-hint-ten-or-less = somme ≤ 10 · 40
box-hint-thirty-three-or-more = somme ≥ 33 · 40
box-hint-chance = somme
box-hint-super-chance = 2 × somme
upper-section = Partie supérieure
lower-section = Partie inférieure
upper-sum = Sous-total
# $at (number), $bonus (number)
bonus = Prime (dès { $at } : +{ $bonus })
# $sum (number), $at (number)
upper-progress = { $sum } sur { $at } pour la prime
kniffel-bonus = Prime Kniffel
total = Total
scoresheet = Feuille de score
show-column-of = Feuille de
now-playing = à son tour

## Real dice (score pad)
enter-title = Touchez les faces que montrent vos vrais dés
# $name (text)
enter-for = Lancez les dés pour { $name } et saisissez les faces
# $name (text): the computer player; $kept (dice values, e.g. “3 3 5”): the dice it keeps;
# $throw (number): how many dice people throw for it
enter-for-keeping = { $name } garde { $kept } – { $throw ->
        [one] lancez l'autre dé pour { $name } et saisissez-le
       *[other] lancez les { $throw } autres dés pour { $name } et saisissez-les
    }
# $roll (number), $of (number)
enter-button = Saisir le lancer { $roll } sur { $of }
# $v (number)
enter-face = Face { $v }
ten-sided-faces = Dé à dix faces
clear-entry = Effacer
chip-spent-enter = Jeton rendu : lancez une 4e fois et saisissez les faces.
# Not “Die …”, which names the dice on the table.
# $n (number): the slot's position; $value (number): the face entered
entry = Saisie { $n } : { $value }
# $n (number): the slot's position
entry-empty = Saisie { $n } : vide
# $n (number): the slot's position; $value (number): the face entered
entry-ten-sided = Saisie { $n } (dix faces) : { $value }
# $n (number): the slot's position
entry-ten-sided-empty = Saisie { $n } (dix faces) : vide

## End of game
game-over = Partie terminée
# $place (number)
place = { $place ->
        [1] 1er
       *[other] { $place }e
    }
# $name (text): the winner
wins = { $name } gagne !
# $names (text): the names of those sharing first place, joined by “ & ”
tie = Égalité : { $names }
# $total (number): the points
solo-result = { $total ->
        [one] Vous avez marqué { $total } point.
       *[other] Vous avez marqué { $total } points.
    }
rematch = Revanche
ranking = Classement
see-sheet = Voir les feuilles

## Saves and storage
delete = Supprimer
update-ready = Une nouvelle version de Pasch est prête.
reload = Recharger
later = Plus tard
really-delete = Vraiment supprimer ?

## Settings
language = Langue
lang-auto = Comme le navigateur
theme = Couleurs
theme-system = Comme le système
theme-light = Clair
theme-dark = Sombre
bot-speed = Rythme des joueurs ordinateur
bot-speed-normal = Tranquille
bot-speed-fast = Rapide

## Réglages : son, secouer pour lancer, vibreur
feel-title = Son et mouvement
sound-switch = Son
shake-switch = Secouer pour lancer
vibration-switch = Vibreur
feel-hint = L’écran reste allumé pendant une partie.

## Fair play: who starts, and the seed of a game

## Who starts
who-starts = Qui commence ?
start-drawn = Tirage au sort
# Karten-Kniffel
who-starts-youngest = À table, c'est le plus jeune qui commence ; l'appli tire au sort, ou vous choisissez. Lors d'une revanche, c'est le joueur suivant qui commence.
# The dice games
who-starts-highest-roll = À table, c'est celui qui fait le plus gros lancer qui commence ; l'appli tire au sort, ou vous choisissez. Lors d'une revanche, c'est le joueur suivant qui commence.
# Shown until the first move: who takes the first turn.
# $name (text)
begins = { $name } commence.

## The seed at the end
game-number = Numéro de partie
game-number-hint = Avec ce numéro, chaque lancer et chaque carte ressortent à l'identique.
chosen-seed-note = Cette partie a été lancée avec un numéro choisi : ses lancers et ses cartes pouvaient être connus d'avance.
play-again-same = Rejouer cette partie
share = Partager
copied = Copié.
share-failed = Le partage n'est pas disponible ici – le numéro figure plus bas.
# $game (game name), $seed (number), $score (number)
share-text = Pasch · { $game } · partie { $seed } · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }. Saurez-vous faire mieux ?

## Keyboard and screen reader

## Keyboard help
keys-title = Raccourcis clavier
keys-button = Touches
keys-intro = Pendant une partie, tant que vous n'écrivez pas dans un champ de texte :
# The lines of the keyboard help: the keys (…-keys) and what they do.
keys-roll = Lancer
keys-hold = Garder ou libérer un dé
keys-undo-keys = U ou Ctrl+Z
keys-undo = Annuler
keys-hint = Conseil (Kniffel, Kniffel Extreme)
keys-move = Se déplacer entre les cases libres
keys-enter-key = Entrée
keys-take = Prendre la case
keys-cards = Karten-Kniffel : choisir des cartes (0 = dixième carte)
keys-tab-keys = Tab, Maj+Tab
keys-tab = Élément suivant ou précédent ; Espace ou Entrée l'active
keys-mute = Activer ou couper le son
keys-help = Cette aide (Échap la ferme)

## Read out after each move
# $name (text), $dice (dice values, e.g. “3 3 5 6 6”)
said-roll = { $name } a lancé { $dice }
# $name (text), $dice (dice values), $kept (dice values): the dice held
said-roll-holding = { $name } a lancé { $dice } et garde { $kept }
# "Bob took Full House for 25".
# $name (text), $what (text), $points (number)
said-took = { $name } a pris { $what } pour { $points }
# $name (text), $what (chip name), $points (number)
said-took-set-aside = { $name } a pris { $what } pour { $points } (un jeton mis de côté)
# $name (text)
said-no-chip = { $name } ne prend aucun jeton
# $name (text), $cards (number)
said-exchanged = { $cards ->
        [one] { $name } a échangé { $cards } carte
       *[other] { $name } a échangé { $cards } cartes
    }
# $name (text), $field (field name), $cards (card values, e.g. “2 3 4 5”), $points (number)
said-played = { $name } a joué { $cards } en { $field } pour { $points }

## Kniffel Dice Duel
# The chips of the Dice Duel.
chip-two-pairs = Deux paires
chip-three-of-a-kind = Brelan
chip-small-straight = Petite suite
chip-flush = Couleur
chip-full-house = Full
chip-four-of-a-kind = Carré
chip-large-straight = Grande suite
# A chip and its value: “Full House, 30 points”.
# $chip (chip name), $points (number)
chip-points = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $value (number): the value printed on the chip; $chip (chip name); $left (number): how many are left
chip-slot = { $value } : { $chip }, encore { $left }
# $chip (chip name), $points (number)
chip-set-aside = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, mis de côté
# $chip (chip name), $points (number), $left (number): how many are left in the tray
chip-tray-slot = { $chip }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : { $left ->
        [0] plus aucun
       *[other] encore { $left }
    }
# $left (number)
duel-chips-left = encore { $left }
duel-table = Table
duel-tray = Réserve de jetons
# $n (number): chips in the tray
duel-tray-count = { $n ->
        [one] { $n } jeton dans la réserve
       *[other] { $n } jetons dans la réserve
    }
# $round (number)
duel-round = Manche { $round }
duel-set-aside-title = Mis de côté
duel-set-aside-empty = Rien pour l'instant – seul un Kniffel peut réclamer ces jetons.
duel-no-chip-button = Pas de jeton – finir le tour
duel-hint-take = Prenez un jeton qui brille – ou gardez des dés et relancez.
duel-hint-take-last = Prenez un jeton qui brille.
duel-hint-nothing-yet = Aucun jeton ne convient encore : relancez ou finissez votre tour sans jeton.
duel-hint-nothing = Aucun jeton ne convient : votre tour se termine sans jeton.
# Kinds the dice meet but whose compartment is empty.
# $chips (chip names, joined by “, ”)
duel-fits-but-gone = Conviendrait aussi, mais il n'en reste plus : { $chips }.
duel-kniffel-title = Kniffel !
# What a Kniffel lets the player do.
# $n (number): how many chips to take
kniffel-take-chips = { $n ->
        [1] Prenez un jeton au choix – dans la réserve ou parmi les jetons mis de côté. Puis vous rejouez aussitôt.
       *[other] Prenez { $n } jetons au choix – dans la réserve ou parmi les jetons mis de côté. Puis vous rejouez aussitôt.
    }
# Solo: the first of two chips was taken already.
kniffel-take-second-chip = Prenez votre deuxième jeton, puis vous rejouez aussitôt.
# $name (text)
duel-extra-turn = Tour bonus Kniffel : { $name } rejoue !
duel-extra-turn-badge = Tour bonus
# Solo: $chip (chip name), $value (number): the chip's value
set-aside-after-turn = Un tour sans jeton : { $chip } ({ $value }) est mis de côté.
# $chip (chip name), $value (number): the chip's value
set-aside-after-round = Une manche sans jeton : { $chip } ({ $value }) est mis de côté.

## The players' chips
duel-players-chips = Les jetons des joueurs
# $kinds (number)
duel-kinds-progress = { $kinds } sur 7 sortes
# One kind in a player's chips, for screen readers: “Full House ×2”.
# $chip (chip name), $n (number)
duel-pile-kind = { $chip } ×{ $n }
duel-no-chips-yet = Pas encore de jeton
duel-gold = Bonus or
duel-silver = Bonus argent
# $n (number): complete kinds (all 4 chips)
duel-full-stacks = { $n ->
        [1] Pile complète
       *[other] { $n } piles complètes
    }
duel-full-stacks-row = Piles complètes (+30 chacune)
duel-last-chip = Dernier jeton
duel-chip-values = Valeur des jetons

## The end
# $name (text), $bonus (number): the last-chip bonus
last-chip-by = { $name } a pris le dernier jeton (+{ $bonus }).
duel-last-chip-set-aside = Le dernier jeton a été mis de côté : personne ne reçoit le bonus du dernier jeton.
duel-breakdown = Détail des points
# $score (number), $best (number): the best possible solo score
solo-score-of-best = { $score } sur { $best } points
# $score (number)
duel-best-here = Record sur cet appareil : { $score }
duel-new-best = Nouveau record !

## Karten-Kniffel

## The cover between turns
# $name (text)
pass-to = Passez l'appareil à { $name }
# $name (text)
pass-tap = { $name } : touchez ici pour voir vos cartes
pass-private = Vos cartes restent cachées jusqu'à ce que vous touchiez l'écran. Personne d'autre ne regarde !
# $name (text), $field (field name)
cover-played = { $name } a rempli la case { $field }.
# $name (text)
cover-exchanged = { $name } a échangé des cartes.

## The table
card-table = Table de jeu
# $round (number)
cards-round = Manche { $round }
# $n (number)
cards-count = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
draw-pile = Pioche
discard-pile = Défausse
# $n (number): cards in the pile
draw-pile-name = Pioche : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
discard-pile-empty = Défausse : 0 carte
# $n (number): cards in the pile; $top (number): the value of the top card
discard-pile-top = Défausse : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, un { $top } sur le dessus
# $name (text), $n (number): cards in hand
hand-of = { $name } a { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en main
# $name (text)
cards-bot-playing = { $name } joue …
reshuffled = La pioche est épuisée : la défausse a été mélangée pour former une nouvelle pioche.
reshuffled-short = (défausse mélangée pour former une nouvelle pioche)
# $name (text)
one-field-left = Il ne reste plus qu'une case à { $name } !
last-round = Dernière manche !
# $name (text)
last-round-why = { $name } a rempli toutes ses cases. La manche est jouée jusqu'au bout.
recent-moves = Depuis votre dernier tour
last-moves = Derniers coups
# $name (text), $field (field name), $points (number)
played = { $name } : { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $name (text), $field (field name), $points (number), $penalty (number): penalty points
played-with-penalty = { $name } : { $field } – { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $penalty ->
        [one] { $penalty } point de pénalité
       *[other] { $penalty } points de pénalité
    }
# $name (text), $discarded (number)
discarded-down-news = { $name } : a défaussé { $discarded }, retour à 5 cartes

## Back to 5 cards after a play (rules version 2)
discard-down-title = Retour à 5 cartes
# $need (number): cards to discard; $field (field name): the field played
discard-down-text = Vous jouez { $field }. Il vous reste plus de 5 cartes : { $need ->
        [one] choisissez { $need } carte
       *[other] choisissez { $need } cartes
    } à défausser – votre prochain tour commence avec exactement 5 cartes.
# $chosen (number), $need (number)
discard-down-chosen = Choisies : { $chosen } sur { $need }
# $need (number): cards to discard; $field (field name)
discard-down-confirm = Défausser { $need } et marquer { $field }
# $name (text), $discarded (number), $drawn (number)
exchanged-news = { $discarded ->
        [0] { $name } : aucune défausse, a pioché { $drawn }
       *[other] { $name } : a défaussé { $discarded }, a pioché { $drawn }
    }
# $name (text)
announced-by-app = { $name } : avant-dernière case remplie – annoncé par l'appli
# $name (text)
announced-by-player = { $name } annonce : plus qu'une case libre après celle-ci
# $name (text), $penalty (number)
missed-news = { $name } a oublié d'annoncer : { $penalty ->
        [one] { $penalty } point de pénalité
       *[other] { $penalty } points de pénalité
    }

## The hand
# $name (text)
your-hand = Main de { $name }
# A card of the hand: position and value, like “Die 2: 5”.
# $n (number): position; $value (number)
card = Carte { $n } : { $value }
# A card drawn last turn (its tag says “new”).
# $n (number): position; $value (number)
card-new = Carte { $n } : { $value }, nouvelle
new-card = nouvelle
sort-cards = Trier
sort-hint = Toujours trier les cartes par valeur (sinon : dans l'ordre de pioche)
clear-selection = Tout désélectionner
# $n (number)
selected-count = Sélection : { $n }
hand-hint = Touchez des cartes pour les sélectionner : pour les jouer ou pour les défausser.

## Scoring
score-title = Marquer
score-select-hint = Sélectionnez des cartes – ou touchez une suggestion.
no-field-fits = Ces cartes ne remplissent aucune case libre.
# $n (number)
penalty-points = { $n ->
        [one] { $n } point de pénalité
       *[other] { $n } points de pénalité
    }
# The tooltip of a preview on the sheet, with a penalty.
# $field (field name), $points (number), $penalty (number)
field-with-penalty = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $penalty ->
        [one] { $penalty } point de pénalité
       *[other] { $penalty } points de pénalité
    }
# A field button with a penalty, in the order the button shows its words (“Full House 25 −2”).
# $field (field name), $points (number), $penalty (number)
field-name-with-penalty = { $field }, { $points }, −{ $penalty ->
        [one] { $penalty } point de pénalité
       *[other] { $penalty } points de pénalité
    }
suggestions = Meilleurs coups
no-suggestions = Aucune case libre ne convient à cette main : échangez des cartes.
# It starts with what the chip shows (field and points).
# $field (field name), $points (number)
suggestion-name = { $field }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : sélectionner les meilleures cartes
# $held (number): cards in hand; $penalty (number)
penalty-warning = Vous avez { $held } cartes en main : marquer maintenant coûte { $penalty ->
        [one] { $penalty } point de pénalité
       *[other] { $penalty } points de pénalité
    }.

## Exchanging
exchange-title = Échanger
# $discard (number): the cards selected
exchange-hint = { $discard ->
        [0] Aucune carte sélectionnée : gardez votre main ou piochez une carte de plus.
        [1] Défausser la carte sélectionnée et …
       *[other] Défausser les { $discard } cartes sélectionnées et …
    }
# $n (number)
draw-n = Piocher { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
keep-hand = Garder ma main
pass-turn = passer
same-number = le même nombre
one-more = une de plus
# How the accessible name of an exchange button starts (the visible "Draw 3
# cards / one more" follows).
# $discard (number)
exchange-prefix = Échanger : défausser { $discard },
too-many-to-discard = Vous pouvez défausser 5 cartes au maximum.
hand-full = 10 cartes en main : vous ne piochez qu'autant de cartes que vous en défaussez.
no-undo-after-draw = Impossible d'annuler un échange ou un score : les cartes piochées seraient déjà connues.

## Announcing (house rule)
announce-button = Annoncer
announce-hint = Il vous reste deux cases libres : annoncez avant de remplir l'avant-dernière, sinon vous prenez 10 points de pénalité.
announced-now = Annoncé ! Remplissez maintenant votre avant-dernière case.
announce-yourself-option = Annoncer soi-même : qui n'appuie pas sur « Annoncer » avant son avant-dernière case prend 10 points de pénalité
cards-shuffle = Cartes
cards-dealt-by-app = L'appli mélange et distribue.

## The card sheet
card-field-hint-upper = 1 à 5 cartes de cette valeur
card-field-hint-three-of-a-kind = 5 cartes, 3 identiques · somme
card-field-hint-four-of-a-kind = 5 cartes, 4 identiques · somme
card-field-hint-full-house = 3 + 2 · 25
card-field-hint-small-straight = exactement 4 à la suite · 30
card-field-hint-large-straight = 5 à la suite · 40
card-field-hint-kniffel = 5 identiques · 50
bonus-malus = Prime dès 63 : +35 · moins de 43 : −20
# $sum (number)
upper-progress-cards = { $sum } sur 63 pour la prime ; moins de 43 coûte −20
penalties-row = Points de pénalité
# $n (number)
penalty-beside = { $n } points de pénalité à côté
announcement-row = Annonce
announced-mark = annoncé

## Who is likely to win
win-chance-button = Chances de gagner
win-chance-title = Chances de gagner maintenant
win-chance-close = Fermer
win-chance-wait = Calcul des chances …
win-chance-failed = Les chances n'ont pas pu être calculées.
win-chance-note = Chaque feuille jouée jusqu'au bout des milliers de fois avec la meilleure stratégie.
win-chance-player = { $name } : { $percent } %
win-chart-title = Chances de gagner, manche par manche
turning-point = Tournant : manche { $round }, { $field } de { $name } pour { $points }

## The advisor: hints and the review of a game
# The decimal mark of numbers with a fraction (“2.5”).
decimal-mark = ,
# The Hint button (its accessible name contains "Hint" in English).
hint-button = Conseil
hint-close = Fermer le conseil
hint-title = Les meilleurs choix
# Under the classic hint: what the numbers mean.
hint-exact-note = Calcul exact : le total final espéré en jouant au mieux à partir d'ici.
# Under the Extreme hint: the numbers are the computer's estimate.
hint-estimate-note = Estimation de l'ordinateur fort (pas exacte) : le total final espéré.
hint-reroll-all = Relancer tous les dés
# $dice (dice values, e.g. “6 6”)
hint-keep-dice = Garder { $dice }
# $ten (number): the ten-sided die's face
hint-keep-ten = Garder le dé à dix faces ({ $ten })
# $dice (dice values), $ten (number): the ten-sided die's face
hint-keep-dice-and-ten = Garder { $dice } et le dé à dix faces ({ $ten })
hint-stop = Tout garder – ne plus lancer
# $label (text), $points (number)
hint-box = { $label } pour { $points }
# $total (a number with one decimal)
hint-expect = ≈ { $total } points
hint-roll-first = Lancez d'abord les dés, puis demandez un conseil.
# While the solver works out its table.
solver-preparing = Le conseiller calcule toutes les positions (seulement la première fois) …
# While a strong computer player waits for the solver's first solve.
bot-preparing = L'ordinateur fort calcule sa stratégie (seulement la première fois) …
# The button (and tap) that plays the computers' moves at once.
skip-ahead = Aller plus vite
solver-failed = Le conseiller n'a pas pu être chargé.

## How well did I play
review-title = Ai-je bien joué ?
# $name (text), $lost (a number with one decimal)
review-lost = { $name } : { $lost } points de moins qu'un jeu parfait (en moyenne)
# $name (text)
review-perfect = { $name } : jeu parfait – aucune décision n'a coûté de points.
# One of the costliest decisions.
# $round (number), $dice (dice values), $rolls-left (number), $chosen (what was done),
# $best (what was best), $loss (a number with one decimal)
review-decision = Manche { $round }, { $dice } ({ $rolls-left ->
        [0] après le dernier lancer
        [one] encore { $rolls-left } lancer
       *[other] encore { $rolls-left } lancers
    }) : { $chosen } – le mieux était { $best } (−{ $loss })
# Per person, under the headline (the numbers with one decimal, luck and choices signed:
# “+12.3”, “−6.1”).
# $luck (text), $choices (text), $start (a number with one decimal)
review-split = Chance aux dés { $luck } · Choix { $choices } · Attendu au départ { $start }
# Under the review of classic Kniffel.
review-exact-note = Calcul exact : le total final attendu avant chaque lancer et après chaque choix.
# Under the review of Kniffel Extreme, Dice Duel and Karten-Kniffel.
review-estimate-note = Estimation de l'ordinateur fort (pas exacte) : le total final attendu avant chaque lancer et après chaque choix.
review-costliest = Décisions les plus coûteuses
review-luckiest = Lancers les plus chanceux
review-unluckiest = Lancers les moins chanceux
review-luckiest-draws = Pioches les plus chanceuses
review-unluckiest-draws = Pioches les moins chanceuses
# One roll, with the dice kept before it and its luck (signed, one decimal).
# $round (number), $before (dice values), $after (dice values), $luck (text)
review-roll = Manche { $round } : { $before } → { $after } ({ $luck })
# A turn's first roll, or a draw.
# $round (number), $after (dice or card values), $luck (text)
review-roll-fresh = Manche { $round } : { $after } ({ $luck })
# One of the costliest decisions in Karten-Kniffel.
# $round (number), $cards (card values), $chosen (what was done), $best (what was best), $loss (a number with one decimal)
review-decision-cards = Manche { $round }, main { $cards } : { $chosen } – le mieux était { $best } (−{ $loss })
# $chip (a chip's name)
review-take-chip = Prendre { $chip }
# $field (a field's name), $cards (card values)
review-play = { $field } avec { $cards }
# $cards (card values)
review-exchange = Échanger { $cards }
# $cards (card values)
review-exchange-one-more = Échanger { $cards } et piocher une carte de plus

## Statistics, history, roll log, daily challenge
statistics = Statistiques
high-scores = Meilleurs scores
history = Historique
daily-challenge = Défi du jour
play-daily = Jouer le défi du jour
play-daily-again = Rejouer (non compté)
daily-open = Pas encore joué aujourd'hui.
# $days (number)
streak = { $days ->
        [0] Pas encore de série : jouez aujourd'hui pour en commencer une.
        [1] Série : 1 jour
       *[other] Série : { $days } jours d'affilée
    }
with-bots = Parties avec l'ordinateur
with-hints = Parties avec conseils
bot-mark = avec l'ordinateur
hint-mark = avec conseils
real-dice-mark = vrais dés
daily-mark = défi du jour
no-games-yet = Aucune partie terminée de ce type pour l'instant.
col-player = Joueur
col-games = Parties
col-wins = Victoires
col-best = Meilleur
col-average = Moyenne
col-worst = Pire
col-kniffels = Kniffels obtenus
col-upper-bonus = Prime
col-chips = Jetons
col-duel-bonus = Points de bonus
col-penalties = Pénalités
col-score = Points
col-date = Date
scores-over-time = Évolution des scores
score-histogram = Fréquence de chaque score
# $from (number): the bar's lowest score; $count (number): games
histogram-bar = à partir de { $from } points : { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
open-game = Voir
# The name of the button that opens a finished game, and of the view it opens (it
# starts with the button's text).
# $game (game name), $date (text): the day the game ended
view-game = Voir : { $game } du { $date }
close = Fermer
step-first = Premier coup
step-prev = Coup précédent
step-next = Coup suivant
step-last = Dernier coup
# $n (number), $of (number)
step-of = Coup { $n } sur { $of }
roll-log = Journal des lancers
# $name (text), $roll (number): 1 to 4, $dice (dice values)
log-rolled = { $name }, lancer { $roll } : { $dice }
# $name (text), $roll (number): 1 to 4, $dice (dice values), $kept (dice values)
log-rolled-kept = { $name }, lancer { $roll } : { $dice } (gardés : { $kept })
# $name (text), $what (box, chip or field), $points (number)
log-scored = { $name } : { $what } → { $points }
# $name (text), $cards (number)
log-exchanged = { $cards ->
        [one] { $name } échange { $cards } carte
       *[other] { $name } échange { $cards } cartes
    }
# $name (text)
log-no-chip = { $name } : aucun jeton
log-empty = Aucun lancer pour l'instant.
players-title = Renommer ou fusionner des joueurs
rename-hint = Un nom qui existe déjà fusionne les deux joueurs (en cas de faute de frappe).
new-name = Nouveau nom
rename = Renommer
# $n (number)
renamed = Renommés : { $n }
export-import = Exporter et importer
export-stats = Exporter les statistiques
import-stats = Importer des statistiques
reset-stats = Réinitialiser les statistiques
reset-confirm = Vraiment supprimer toutes les parties terminées et les statistiques ?
yes-delete = Oui, supprimer
cancel = Annuler

## Keeping things: storage, kept-aside saves, other windows, export and import

## Storage warnings
storage-unavailable = Ce navigateur ne permet pas d'enregistrer ici (fenêtre privée ?). Vous pouvez continuer à jouer, mais la partie sera perdue à la fermeture de la page.
storage-full = L'espace de stockage du navigateur est plein : la partie n'est pas enregistrée pour le moment. Vous pouvez continuer à jouer ; libérez de la place pour enregistrer à nouveau.
storage-blocked = L'ancienne sauvegarde illisible n'a pas pu être mise à l'abri, elle n'est donc pas écrasée : la nouvelle partie n'est pas enregistrée.
# $waiting (number): finished games kept in this window until the storage takes them
history-not-stored = Le stockage du navigateur n'accepte pas de parties terminées pour le moment : { $waiting ->
        [one] { $waiting } partie pour les statistiques attend dans cette fenêtre d'être enregistrée
       *[other] { $waiting } parties pour les statistiques attendent dans cette fenêtre d'être enregistrées
    } dès que cela fonctionnera à nouveau. Gardez cette fenêtre ouverte d'ici là.
settings-not-stored = Les réglages n'ont pas pu être enregistrés : ils s'appliquent jusqu'à la fermeture de la page.

## Kept aside
backup-title-game = Une partie enregistrée n'a pas pu être chargée
backup-title-statistics = Certaines statistiques n'ont pas pu être lues
backup-reason-newer = Ces données viennent d'une version plus récente de Pasch. Une fois l'appli mise à jour, elles pourront être rouvertes.
backup-reason-damaged = Ces données sont endommagées ou ont été modifiées à la main.
backup-kept-game = Rien n'a été supprimé : la sauvegarde est conservée en lieu sûr (Réglages) et vous pouvez la télécharger.
backup-kept-statistics = Rien n'a été supprimé : toutes les autres parties sont dans les statistiques, et ce qui n'a pas pu être lu est conservé en lieu sûr (Réglages) ; vous pouvez le télécharger.
download-backup-game = Télécharger la sauvegarde
download-backup-statistics = Télécharger les statistiques
backups-title = Mis de côté
no-backups = Toutes les parties et tous les résultats enregistrés ont pu être lus : rien n'a dû être mis de côté.
backup-kind-game = Partie enregistrée
backup-kind-statistics = Statistiques
backup-kind-finished-game = Partie terminée (statistiques)
backup-state-yes = lisible par cette version
backup-state-newer = d'une version plus récente
backup-state-damaged = données endommagées
open-again = Rouvrir
# $total (number): games
reopened-all = De retour dans les statistiques : { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }.
# $stored (number), $total (number): games
reopened-some = De retour dans les statistiques : { $stored } sur { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }. Le stockage est plein ; le reste demeure mis de côté.

## Other windows
continued-elsewhere = Cette partie a continué dans une autre fenêtre : elle est affichée ici telle qu'elle est maintenant.
replaced-elsewhere = Une nouvelle partie a été commencée dans une autre fenêtre : c'est elle qui est affichée ici maintenant.
newer-elsewhere = Une version plus récente de Pasch a enregistré la partie dans une autre fenêtre. Rechargez cette page ; d'ici là, rien n'est enregistré ici.

## Asking before a game is replaced
replace-title = Arrêter la partie en cours ?
# $game (text)
replace-text = La partie « { $game } » n'est pas terminée. La nouvelle partie la remplace, et elle ne comptera pas dans les statistiques.
replace-yes = Commencer la nouvelle partie
replace-no = Garder ma partie

## The room in storage
storage-title = Stockage
# $percent (number)
storage-used = { $percent } % de l'espace réservé à Pasch dans ce navigateur est utilisé.
# $total (number): finished games kept
kept-games = { $total ->
        [one] { $total } partie terminée et conservée
       *[other] { $total } parties terminées et conservées
    }.
# $total (number): finished games kept; $lean (number): those kept without their moves
kept-games-lean = { $total ->
        [one] { $total } partie terminée et conservée
       *[other] { $total } parties terminées et conservées
    }, dont { $lean } sans leurs coups, supprimés pour libérer de la place ; les résultats comptent toujours.
# $n (number): older games whose moves were removed
made-room-now = { $n ->
        [1] Pour libérer de la place, les coups d'une ancienne partie viennent d'être supprimés ; son résultat reste dans les statistiques.
       *[other] Pour libérer de la place, les coups de { $n } anciennes parties viennent d'être supprimés ; leurs résultats restent dans les statistiques.
    }
storage-persistent = Le navigateur conserve ces données durablement.
storage-best-effort = Le navigateur peut effacer ces données s'il manque de place. Installé comme appli, Pasch est plus sûr ; exportez les statistiques de temps en temps.
# $more (number)
show-older-games = Afficher les parties plus anciennes ({ $more } de plus)
moves-made-room = Les coups de cette partie ont libéré de la place ; son résultat compte toujours.
moves-unreadable = Cette version ne peut pas rejouer les coups de cette partie ; son résultat compte toujours.

## Trust: a game that waits for a finished one, newer games and settings, names, persist
storage-game-waiting = Cette partie n'est pas encore enregistrée : la dernière partie terminée n'est pas encore dans les statistiques, et sa sauvegarde en est la seule copie. Cette partie sera enregistrée dès que le stockage acceptera la partie terminée (nouvel essai après chaque coup).
# $n (number): finished games of a newer Pasch, left in storage for it
newer-games = { $n ->
        [one] { $n } partie d'une version plus récente de Pasch est conservée pour cette version ; elle comptera ici une fois l'appli mise à jour.
       *[other] { $n } parties d'une version plus récente de Pasch sont conservées pour cette version ; elles compteront ici une fois l'appli mise à jour.
    }
# $date (text): the day Pasch asked
persist-granted = Le { $date }, Pasch a demandé au navigateur de conserver ces données durablement : il a accepté.
# $date (text): the day Pasch asked
persist-declined = Le { $date }, Pasch a demandé au navigateur de conserver ces données durablement : il a refusé.
# $date (text): the day Pasch asked
persist-unanswered = Le { $date }, Pasch a demandé au navigateur de conserver ces données durablement : pas encore de réponse.
persist-not-asked = Pasch demande une fois au navigateur de conserver ces données durablement, dès qu'il y a des parties terminées à garder.
persist-unsupported = On ne peut pas demander à ce navigateur de conserver ces données durablement.
# $n (number): the player's place in the list; $max (number): characters
player-name-too-long = Le nom du joueur { $n } est trop long : { $max } caractères au plus. Raccourcissez-le, s'il vous plaît.
# $max (number): characters
new-name-too-long = Le nouveau nom est trop long : { $max } caractères au plus. Rien n'a été renommé.
# $total (number): games renamed; $stored (number): of them stored; $waiting (number): refused by the storage
renamed-partly = Renommé dans { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }, mais le stockage n'en a accepté que { $stored } : { $waiting } portent encore l'ancien nom dans le stockage. Elles seront enregistrées dès que le stockage fonctionnera à nouveau ; gardez cette fenêtre ouverte d'ici là.

## Export and import
# $size (a number with one decimal): the file's size in megabytes; $max (the same): the largest allowed
import-too-big = Importation refusée : le fichier est trop volumineux ({ $size } Mo ; { $max } Mo au maximum). Un fichier de statistiques Pasch est bien plus petit. Rien n'a été modifié.
import-unreadable = Importation refusée : le fichier n'a pas pu être lu. Rien n'a été modifié.
import-refused-not-pasch = Importation refusée : ce n'est pas un fichier de statistiques Pasch. Rien n'a été modifié.
import-refused-newer = Importation refusée : le fichier vient d'une version plus récente de Pasch. Rien n'a été modifié.
# $total (number): the games of the file
import-nothing-new-intact = 0 partie importée : toutes les parties du fichier sont déjà ici ({ $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }).
# $total (number): the games of the file; $damaged (number): damaged games left out
import-nothing-new-damaged = 0 partie importée : toutes les parties du fichier sont déjà ici ({ $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }). { $damaged ->
        [one] { $damaged } partie du fichier est endommagée et laissée de côté.
       *[other] { $damaged } parties du fichier sont endommagées et laissées de côté.
    }
# $total (number): the games of the file; $new (number); $already (number): those here already
import-plan-intact = Le fichier contient { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    } : { $new } à importer, { $already } déjà ici. Aucune partie présente ici n'est supprimée ni modifiée.
# $total (number): the games of the file; $new (number); $already (number): those here
# already; $damaged (number): damaged games left out
import-plan-damaged = Le fichier contient { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    } : { $new } à importer, { $already } déjà ici. { $damaged ->
        [one] { $damaged } partie du fichier est endommagée et laissée de côté.
       *[other] { $damaged } parties du fichier sont endommagées et laissées de côté.
    } Aucune partie présente ici n'est supprimée ni modifiée.
# $n (number): games
import-games = Importer { $n ->
        [one] { $n } partie
       *[other] { $n } parties
    }
# $done (number), $total (number)
import-reading = Lecture du fichier … { $done } sur { $total }
# $done (number), $total (number)
import-storing = Enregistrement des parties … { $done } sur { $total }
# $stored (number): games
import-stored-all = { $stored ->
        [one] { $stored } partie importée
       *[other] { $stored } parties importées
    }.
# $stored (number), $wanted (number): the new games of the file
import-stored-full = Importées : { $stored } sur { $wanted ->
        [one] { $wanted } partie
       *[other] { $wanted } parties
    } ; le stockage du navigateur est plein. Aucune partie présente ici n'a été supprimée ; le reste du fichier pourra être importé plus tard.

## Import: how far it is, the room it fills, long names
import-opening = Ouverture du fichier …
import-progress = Importation des statistiques
# $damaged (number): the games of the file, every one of them damaged
import-all-damaged = 0 partie importée : { $damaged ->
        [one] la seule partie du fichier est endommagée (illisible, ou plus longue que toute partie de Pasch)
       *[other] les { $damaged } parties du fichier sont endommagées (illisibles, ou plus longues que toute partie de Pasch)
    }. Rien n'a été modifié.
# $stored (number), $wanted (number): the new games of the file
import-stored-room = Importées : { $stored } sur { $wanted ->
        [one] { $wanted } partie
       *[other] { $wanted } parties
    } ; la place des statistiques est pleine (le reste est gardé pour la partie en cours et les parties à venir). Aucune partie présente ici n'a été supprimée.
# $n (number): names; $max (number): the longest name allowed, in characters
import-names-shortened = { $n ->
        [one] Un nom dépasse
       *[other] { $n } noms dépassent
    } { $max } caractères : { $n ->
        [one] il est raccourci
       *[other] ils sont raccourcis
    } à { $max }.

## Refusals: why a setup or move is not allowed
# One message per reason (RuleError variant).
refusal-game-over = La partie est terminée.
refusal-not-a-move = Ce coup n'existe pas dans ce jeu.
refusal-nothing-to-undo = Rien à annuler.
# $game (game name), $min (number), $max (number), $got (number): players
refusal-wrong-player-count = { $game } se joue de { $min } à { $max } joueurs, pas à { $got }.
refusal-unnamed-player = Chaque joueur doit avoir un nom.
refusal-no-such-start-player = Le premier joueur doit faire partie des joueurs.
refusal-cards-need-the-app = Karten-Kniffel se joue avec les cartes de l'appli.
refusal-daily-is-solo-kniffel = Le défi du jour est un Kniffel, un Yatzy, un Maxi Yatzy ou une Generala à un seul joueur, avec les dés de l'appli.
refusal-bad-deck = Un paquet compte 18 cartes de chaque valeur, de 1 à 6.
refusal-not-rolled = Lancez d'abord les dés.
refusal-no-rolls-left = Plus de lancer pour ce tour.
refusal-all-dice-held = Tous les dés sont gardés : libérez-en un pour lancer.
refusal-hold-before-roll = Lancez d'abord, puis gardez des dés.
# $n (number): the die's position
refusal-no-such-die = Il n'y a pas de dé { $n }.
refusal-real-dice = Cette partie se joue avec de vrais dés : saisissez ce qu'ils montrent.
refusal-app-rolls = Dans cette partie, c'est l'appli qui lance les dés.
# $expected (number), $got (number): dice
refusal-dice-count = Il fallait { $expected } dés, il y en a { $got }.
# $n (number): the die's position; $shows (number): the face entered; $low, $high (numbers): its faces
refusal-no-such-face = Le dé { $n } montre { $shows }, mais ses faces vont seulement de { $low } à { $high }.
refusal-rolls-used-up = Plus de lancer : remplissez une case.
refusal-three-rolls-up = Les trois lancers sont faits : rendez un jeton pour un 4e lancer, ou remplissez une case.
refusal-chips-extreme-only = Les jetons n'existent que dans Kniffel Extreme.
refusal-one-chip-per-turn = Un seul jeton par tour.
refusal-no-chips-left = Plus aucun jeton.
refusal-chip-before-third-roll = Un jeton donne droit à un 4e lancer : utilisez d'abord vos trois lancers.
# $field (box name)
refusal-not-on-sheet = La case { $field } ne figure pas sur cette feuille.
# $field (box name)
refusal-box-taken = La case { $field } est déjà remplie.
# $boxes (box names, joined by “, ”)
refusal-joker-boxes = Un Kniffel supplémentaire doit aller dans : { $boxes }.
# $value (number): the value asked for
refusal-no-such-card = Il n'y a pas de carte { $value } : les cartes vont de 1 à 6.
refusal-too-many-cards = Aucune main ne compte autant de cartes.
refusal-discard-too-many = Défaussez 5 cartes au maximum.
refusal-not-in-hand = Vous n'avez pas ces cartes en main.
# $need (number), $got (number): cards
refusal-discard-down-to-5 = Avec ce coup, défaussez exactement { $need } cartes (pas { $got }) : un tour commence avec 5 cartes.
refusal-hand-full = Pas plus de 10 cartes en main : piochez autant de cartes que vous en défaussez.
# $field (field name)
refusal-not-a-card-field = La case { $field } ne figure pas sur la feuille de Karten-Kniffel.
# $field (field name)
refusal-upper-field-count = La case { $field } prend de 1 à 5 cartes.
# $field (field name), $face (number)
refusal-upper-field-face = La case { $field } ne prend que des cartes de valeur { $face }.
# $field (field name), $needed (number): cards
refusal-lower-field-count = La case { $field } demande exactement { $needed } cartes.
# $field (field name), $needs (what the field needs, see field-needs-…)
refusal-cards-dont-make = La case { $field } demande { $needs }.
refusal-app-announces = L'appli annonce l'avant-dernière case à votre place.
refusal-already-announced = Vous avez déjà annoncé.
refusal-announce-too-early = Annoncez au moment de remplir votre avant-dernière case.
refusal-second-kniffel-chip-first = Prenez d'abord votre deuxième jeton Kniffel.
refusal-take-a-chip = Plus de lancer : prenez un jeton ou finissez votre tour.
refusal-set-aside-needs-kniffel = Seul un Kniffel peut réclamer un jeton mis de côté.
# $chip (chip name)
refusal-not-set-aside = Aucun jeton { $chip } n'a été mis de côté.
# $chip (chip name)
refusal-not-in-tray = Il ne reste aucun jeton { $chip } dans la réserve.
# $chip (chip name)
refusal-dice-dont-make = Vos dés ne forment pas la combinaison { $chip }.
# $chips (chip names, joined by “, ”)
refusal-chip-fits = Un jeton convient à vos dés, prenez-le : { $chips }.
# What a lower Karten-Kniffel field needs besides the number of cards.
field-needs-three-of-a-kind = trois cartes identiques
field-needs-four-of-a-kind = quatre cartes identiques
field-needs-full-house = trois cartes identiques et deux cartes identiques d'une autre valeur
field-needs-small-straight = quatre valeurs qui se suivent (1-2-3-4, 2-3-4-5 ou 3-4-5-6)
field-needs-large-straight = cinq valeurs qui se suivent (1-2-3-4-5 ou 2-3-4-5-6)
field-needs-kniffel = cinq cartes identiques

## Chacun son téléphone à la table (ticket 28)
own-phone = Son téléphone
phones-title = Joueurs sur leur propre téléphone
phones-help = Chaque téléphone ouvre son invitation (scanner le code QR avec l'appareil photo, ou ouvrir le lien), puis affiche une réponse : scannez-la ici ou tapez son code. La partie commence quand tous les téléphones sont connectés.
invite-player = Inviter { $name }
qr-invite-alt = Code QR pour inviter { $name }
invitation-link-for = Lien d'invitation pour { $name }
invitation-code-for = Code d'invitation pour { $name }
answer-code-from = Code de réponse de { $name }
connect-player = Connecter { $name }
scan-answer-of = Scanner la réponse de { $name }
play-here = Jouer { $name } ici
preparing-invitation = Préparation de l'invitation …
connecting-phone = Connexion …
phone-connected = { $name } est connecté.
phone-unreachable = Le téléphone de { $name } est injoignable : les deux appareils doivent être sur le même Wi-Fi ; les réseaux invités séparent souvent les appareils. Essayez une nouvelle invitation, ou jouez cette place ici.
not-an-answer = Ce n'est pas un code de réponse du téléphone de { $name }.
no-webrtc = Ce navigateur ne peut pas connecter de téléphones. Jouez cette place ici.
scan-invitation = Scanner l'invitation
new-invitation = Nouvelle invitation
join-table = Rejoindre une table
join-help = Scannez l'invitation de la table avec l'appareil photo, ou tapez ici son code d'invitation.
invitation-code = Code d'invitation
join = Rejoindre
not-an-invitation = Ce n'est pas un code d'invitation.
answer-code = Code de réponse
qr-answer-alt = Code QR de votre réponse
answer-help = Montrez cette réponse à la table : scannez-la là-bas, ou tapez le code de réponse sur la table.
connected-to-table = Connecté à la table
playing-as = Vous jouez { $name }.
waiting-for-table = En attente de la table …
table-lost = La connexion à la table est perdue. Scannez une nouvelle invitation de la table pour continuer.
phone-unreachable-here = La table est injoignable : les deux appareils doivent être sur le même Wi-Fi ; les réseaux invités séparent souvent les appareils.
other-build = Ce téléphone a une autre version de Pasch que la table. Rechargez, puis rejoignez à nouveau.
not-your-turn = Ce n'est pas votre tour.

## A phone at a table keeps nothing of its own, and plays only what it saw (issue 36)
phone-stale-action = La partie avait déjà avancé quand votre geste est arrivé à la table : il n'a rien fait. Voici la partie telle qu'elle est maintenant.
leave-table = Quitter la table
next-game-at-table = La prochaine partie se lance sur la table. Votre propre partie sur ce téléphone reste telle quelle.

## Codes d'appairage et codes QR (jouer sur son propre téléphone)
code-empty = Le code est vide : collez-le ou tapez-le d'abord.
# $char (text): the character that no code has
code-foreign = Ce n'est pas un code Pasch : il contient « { $char } ».
code-truncated = Ce code est incomplet. Copiez-le de nouveau en entier.
code-damaged = Ce code est abîmé ou incomplet. Copiez-le de nouveau en entier.
code-other-version = Ce code vient d'une autre version de Pasch. Rechargez Pasch sur les deux appareils, puis créez un nouveau code.
code-not-an-invitation = C'est un code de réponse, pas une invitation. Saisissez le code qu'affiche la table.
code-not-an-answer = C'est une invitation, pas un code de réponse. Saisissez le code qu'affiche le téléphone.
# $part (text): the missing part of the browser's connection data, as WebRTC names it
code-incomplete = Il manque { $part } aux données de connexion de ce navigateur : il ne peut pas s'appairer ainsi. Essayez un autre navigateur.
code-no-address = Cet appareil n'a pas d'adresse réseau. Connectez-le au même Wi-Fi que l'autre appareil.
code-too-long-for-qr = Le code est trop long pour un code QR. Utilisez plutôt le code en texte.
scanner-stop = Arrêter la caméra
scanner-camera = Caméra
scanner-looking = Tenez le code QR devant la caméra.
scanner-no-camera = Cet appareil n'a pas de caméra utilisable par le navigateur. Tapez plutôt le code.
scanner-refused = La caméra n'est pas autorisée. Autorisez-la dans les réglages du navigateur, ou tapez le code.
scanner-failed = La caméra n'a pas pu démarrer. Tapez plutôt le code.

## Téléphones : courtes coupures et lecteur de QR codes (ticket 36)
# $name (text)
phone-away = Le téléphone de { $name } est hors de portée. La partie continue ; il la retrouvera à son retour.
table-away = La table est hors de portée. En attente de son retour …
scanner-no-reader = Le lecteur de QR codes n'a pas pu démarrer. Tapez plutôt le code.

## endscreen
# The review of a game in words, before its numbers. $best (text), $lucky (text)
review-summary = { $best } a le mieux joué ; { $lucky } a eu les meilleurs dés.
# $name (text)
review-summary-both = { $name } a le mieux joué et a eu les meilleurs dés.
# $best (text), $lucky (text)
review-summary-cards = { $best } a le mieux joué ; { $lucky } a eu les meilleures cartes.
# $name (text)
review-summary-both-cards = { $name } a le mieux joué et a eu les meilleures cartes.
# $name (text), $level (number)
review-skill = { $level ->
        [0] { $name } a joué parfaitement.
        [1] { $name } a très bien joué.
        [2] { $name } a bien joué.
       *[other] { $name } a laissé pas mal de points en route.
    }
# $level (number)
review-luck = { $level ->
        [0] Les dés ont été généreux.
        [1] Les dés ont été dans la moyenne.
       *[other] Les dés n'ont pas été tendres.
    }
# $level (number)
review-luck-cards = { $level ->
        [0] Les cartes ont été généreuses.
        [1] Les cartes ont été dans la moyenne.
       *[other] Les cartes n'ont pas été tendres.
    }
review-numbers = Voir les chiffres
play-again-start = Relancer cette partie
back-to-daily = Retour au défi du jour
daily-name = Votre nom
# $points (number)
daily-best = { $points ->
        [one] Votre meilleur défi : { $points } point
       *[other] Votre meilleur défi : { $points } points
    }
## events
landed = { $name } : { $what }, { $points }
landed-no-chip = { $name } : aucun jeton
cheer-kniffel = Kniffel !
## setup
# The names the computer players get, by level, separated by commas: friendly first names.
computer-names-easy = Kiki, Lulu, Titou, Mimi
computer-names-normal = Bruno, Léa, Hugo, Zoé
computer-names-strong = Ada, Albert, Marie, Victor
# The choice of who plays a seat, one list per player (a select).
seat-computer-easy = Ordinateur (facile)
seat-computer-normal = Ordinateur (normal)
seat-computer-strong = Ordinateur (fort)
# The new-game screen's disclosure of house rules and the game number.
more-options = Plus d'options
more-options-what = Règles maison, numéro de partie
# $names (text)
players-kept-aside = { $names } : mis de côté. Ils reviennent si vous choisissez un jeu pour plus de joueurs.
# The statistics before any game is finished: a sentence and a button.
stats-empty = Aucune partie terminée pour l'instant. Jouez-en une : vos scores, meilleurs scores et graphiques apparaîtront ici.
stats-empty-play = Jouer une partie
stats-by-player = Scores par joueur
# Above the statistics table when it is wider than the screen.
table-scrolls = Faites glisser sur le côté pour voir toutes les colonnes →
# The log of a Karten-Kniffel game (there are no rolls in it).
cards-log = Cartes jouées
## tray
# $face (number): the face of the die kept
hint-plain-keep-one = Gardez le { $face } et relancez les autres
# $count (number): how many dice, 2 to 4; $face (number): their face
hint-plain-keep-same = Gardez les { $count ->
        [2] deux
        [3] trois
       *[other] quatre
    } { $face } et relancez
# $dice (dice values)
hint-plain-keep-these = Gardez { $dice } et relancez
hint-plain-roll-all = Relancez tous les dés
hint-plain-stop = Gardez tout et choisissez une case
# $ten (number): its face
hint-plain-keep-ten = Gardez le dé à dix faces ({ $ten }) et relancez les autres
# $dice (dice values), $ten (number): the ten-sided die's face
hint-plain-keep-dice-and-ten = Gardez { $dice } et le dé à dix faces ({ $ten }), puis relancez
# $label (text): the box to fill
hint-plain-take = Prenez { $label }
# $label (text): the box to cross out
hint-plain-strike = Barrez { $label } (0 point)
hint-details = Détails : points espérés
hint-tap-to-apply = Touchez une ligne pour garder ces dés ou trouver cette case.
die-advised = Le conseil : gardez ce dé
box-advised = Le conseil : prenez cette case
roll-none-left = Plus de lancer
hint-pick-box-or-chip = Remplissez une case – ou utilisez un jeton pour un lancer de plus.

## Yatzy, Maxi Yatzy and Generala: the games, their boxes and their switches.
game-yatzy = Yatzy
game-maxi-yatzy = Maxi Yatzy
game-generala = Generala
game-blurb-yatzy = Le jeu des pays nordiques : 5 dés, 15 cases, les paires comptent leurs dés.
game-blurb-maxi-yatzy = 6 dés, 20 cases ; les lancers non utilisés sont gardés.
game-blurb-generala = Le jeu d'Amérique latine : une Generala au premier lancer gagne aussitôt.
# The boxes of the new games (the boxes they share with Kniffel keep Kniffel's names).
box-one-pair = Une paire
box-five-of-a-kind = Quintuple
box-full-straight = Suite 1 à 6
box-villa = Villa
box-tower = Tour
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
box-straight = Suite
box-generala = Generala
box-double-generala = Double Generala
# What a box of the new games takes and scores, under its name ("their sum": only the
# dice that make the combination count).
box-hint-pair-sum = 2 identiques · leur somme
box-hint-two-pairs-sum = 2 paires différentes · leur somme
box-hint-three-pairs-sum = 3 paires différentes · leur somme
box-hint-three-equal-sum = 3 identiques · leur somme
box-hint-four-equal-sum = 4 identiques · leur somme
box-hint-five-equal-sum = 5 identiques · leur somme
box-hint-full-house-sum = 3 + 2 · leur somme
box-hint-villa-sum = 3 + 3 · leur somme
box-hint-tower-sum = 4 + 2 · leur somme
box-hint-straight-low = 1-2-3-4-5 · 15
box-hint-straight-high = 2-3-4-5-6 · 20
box-hint-straight-full = 1-2-3-4-5-6 · 21
box-hint-yatzy = 5 identiques · 50
box-hint-maxi-yatzy = 6 identiques · 100
box-hint-generala-straight = 5 qui se suivent · 20, au premier lancer 25
box-hint-generala-full-house = 3 + 2 · 30, au premier lancer 35
box-hint-generala-four = 4 identiques · 40, au premier lancer 45
box-hint-generala = 5 identiques · 50 ; au premier lancer, elle gagne la partie
box-hint-double-generala = une deuxième Generala · 100
# The switches of the new games on the new-game screen (house rules).
rule-five-equal-full-house = Cinq dés identiques comptent aussi comme un full
rule-four-equal-two-pairs = Quatre dés identiques comptent aussi comme deux paires
rule-forced-order = Remplir les cases dans l'ordre, de haut en bas
rule-maxi-bonus-50 = Prime réduite : 50 à partir de 75 (au lieu de 100 à partir de 84)
rule-saved-rolls = Lancers gardés : les lancers non utilisés passent aux tours suivants
rule-straight-wrap = Une suite peut passer par le 1 (3-4-5-6-1)
rule-double-generala = Jouer avec la case Double Generala
# Maxi Yatzy with saved rolls: the rolls a player has saved from earlier turns.
# $n (number)
saved-rolls = { $n ->
        [one] { $n } lancer gardé
       *[other] { $n } lancers gardés
    }
# Generala: a box made on the first roll earns +5 ("served").
first-roll-bonus = +5 : réussi au premier lancer
# Generala: five equal on the first roll ends the game at once.
# $name (text)
generala-served = { $name } fait une Generala au premier lancer et gagne la partie !

## issue 39: engine
# Yatzy et Maxi Yatzy dans l'ordre imposé : une autre case que la première libre.
# $field (nom de case)
refusal-out-of-order = Remplissez les cases dans l'ordre : la suivante est { $field }.

## issue 39 : défi du jour et statistiques
# The daily challenge's screen: the row of games to pick today's from.
daily-pick-game = Jeu du jour
# $game (text: the game's name)
daily-game-hint = Aujourd'hui, tous ceux qui jouent au { $game } lancent les mêmes dés : une partie, en solo. Le premier essai compte.
# $points (number), $game (text: the game's name), $average (number)
daily-game-result = Aujourd'hui : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · votre moyenne au { $game } : { $average }
# Under the day's result of a Generala won by a servida (five equal on a turn's first roll).
daily-won-by-servida = Gagné d'un coup par une Generala servida !
# The shared text: the day, the game and the points, nothing of the dice.
# $date (text), $game (text: the game's name), $points (number)
daily-game-share-text = Pasch · Défi du { $date } · { $game } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# The history's line of a Generala won by a servida: who threw it.
# $name (text)
history-servida = Generala servida : { $name }

## issue 40: ordre des cases
# New game, house rules of the sheet games: the order the boxes must be filled in.
box-order = Ordre des cases
box-order-free = Libre : n'importe quelle case ouverte
box-order-top-down = De haut en bas : une case après l'autre
box-order-bottom-up = De bas en haut : une case après l'autre
box-order-upper-first = D'abord la partie supérieure, puis l'inférieure
box-order-lower-first = D'abord la partie inférieure, puis la supérieure
# Under the dice while a section must be filled first.
hint-upper-first = D'abord la partie supérieure : remplissez une de ses cases.
hint-lower-first = D'abord la partie inférieure : remplissez une de ses cases.
## issue 40: Duplicate
# The New game switch (dice games with the app's dice): every player's turn N throws the same dice.
same-dice-switch = Mêmes dés pour tous
# Under the switch.
same-dice-hint = Chaque tour lance les mêmes dés pour tous : qui garde pareil obtient pareil. La chance est la même pour tous, seules les décisions diffèrent.
# On the turn line of a Duplicate game, before the round.
same-dice-badge = Mêmes dés
# The end screen's collapsed section of a Duplicate game.
dup-title = Décisions comparées
# A choice in a line of the comparison.
# $name (text), $dice (dice values)
dup-kept = { $name } a gardé { $dice }
# Kniffel Extreme: dice and the ten-sided die kept.
# $name (text), $dice (dice values), $ten (number)
dup-kept-ten = { $name } a gardé { $dice } et le dé à dix faces ({ $ten })
# $name (text)
dup-rerolled = { $name } a relancé tous les dés
# $name (text), $field (box name)
dup-took = { $name } a pris { $field }
# One round where players on the same dice chose differently, with the worth of the better choice.
# $round (number), $first (text: a choice), $second (text: a choice), $better (text: a name), $worth (a number with one decimal)
dup-line = Manche { $round } : { $first }, { $second } : le choix de { $better } valait { $worth } de plus
# The same without a worth (games without an exact advisor).
# $round (number), $first (text: a choice), $second (text: a choice)
dup-line-plain = Manche { $round } : { $first }, { $second }
# The strong computer's total alone on the same dice stream.
# $points (number)
dup-top = Top (jeu parfait avec les mêmes dés) : { $points }
dup-alike = Avec les mêmes dés, tout le monde a décidé pareil, ou aussi bien.
dup-note-exact = Valeur : les points attendus de chaque choix selon le conseiller exact, chacun depuis la position du joueur.
dup-note-plain = Ce jeu n'a pas de conseiller exact : les choix sont listés sans leur valeur.
## issue 40: kids' mode
# L'interrupteur dans la ligne d'une personne : elle inscrit ses points elle-même.
counts-self = Compte lui-même
# $field (box name)
sum-your-points = Vos points pour { $field }
sum-check = Vérifier
# $points (number)
sum-right = { $points ->
        [one] Bravo ! { $points } point.
       *[other] Bravo ! { $points } points.
    }
sum-not-yet = Pas tout à fait.
# $face (number), $count (number)
sum-hint-count = Comptez les dés qui montrent { $face } : combien y en a-t-il ? { $face } × { $count } = ?
# $dice (text)
sum-hint-all = Additionnez tous les dés : { $dice } = ?
# $dice (text)
sum-hint-some = Additionnez seulement les dés de la combinaison : { $dice } = ?
# $dice (text)
sum-hint-twice = Additionnez tous les dés, puis doublez : 2 × ({ $dice }) = ?
sum-hint-fixed = Cette case donne toujours les mêmes points, quels que soient les dés : la feuille dit combien.
# $bonus (number)
sum-hint-served = Cette case donne ses points fixes, et { $bonus } de plus parce qu'elle est venue au premier lancer.
sum-hint-zero = Les dés vont-ils dans cette case ? Sinon, elle donne 0.
# $sums (text)
sum-hint-upper = Additionnez les cases du haut : { $sums } = ?
# $at (number), $bonus (number)
sum-hint-bonus = Le sous-total fait-il { $at } ou plus ? Alors la prime est de { $bonus }, sinon 0.
# $points (number), $how (text)
sum-answer = C'est { $points } : { $how }.
# $points (number)
sum-answer-fixed = C'est { $points } : cette case donne toujours { $points }.
# $points (number), $base (number), $bonus (number)
sum-answer-served = C'est { $points } : { $base } et { $bonus } de plus pour le premier lancer.
sum-answer-zero = C'est 0 : les dés ne vont pas dans cette case.
# $points (number), $total (number), $at (number)
sum-answer-bonus = C'est { $points } : le sous-total fait { $total }, la prime demande { $at }.
sum-bonus = Prime
# $name (text)
sum-upper-full = { $name }, votre partie supérieure est pleine : faites le total !
sums-right-first = Calculs justes du premier coup
# $right (number), $asked (number), $percent (number)
sums-share = { $right } sur { $asked } ({ $percent } %)
## issue 40: head starts
# The New game switch: each player starts ahead by their measured play.
fair-start = Départ équitable
# Under the switch.
fair-start-what = Chacun part avec une avance : les points qu'il perd en moyenne par rapport à un jeu parfait (ses 20 dernières parties de ce jeu, analysées par le coach), moins ceux du meilleur joueur de la table.
# Before the game starts: each player's head start.
# $list (text: "Opa +0, Mia +38")
fair-start-summary = Départ équitable : { $list }
# While the coach reviews the players' last games.
fair-start-measuring = Analyse des dernières parties…
# A player without reviewed games.
# $name (text)
fair-start-no-history = { $name } n'a pas encore de partie analysée de ce jeu et part de 0.
# The number field of one player.
# $name (text)
head-start-for = Avance pour { $name }
# The sheet's row, and the end screen's and the history's line.
head-start = Avance
# The review: how the game would have ended without head starts.
# $list (text: "1. Mia 250, 2. Opa 240")
review-without-head-starts = Sans les avances : { $list }
## issue 40: tournament
# The start screen's button and the tournament screen's heading.
tournament = Tournoi
tour-intro = De 4 à 24 joueurs à des tables de trois ou quatre (deux seulement à cinq joueurs), tirées à nouveau à chaque manche pour que chacun rencontre les autres. Chaque table joue deux parties : une dans l’ordre libre, une dans un ordre imposé.
tour-new = Nouveau tournoi
tour-list = Vos tournois
# A kept tournament in the list.
# $game (text: the game's name), $date (text)
tour-of-date = { $game } · { $date }
tour-computer = Ordinateur
# The accessible name of the checkbox that lets the computer play a player's seat.
# $name (text)
tour-computer-for = L’ordinateur joue pour { $name }
tour-names-hint = Les noms des statistiques sont proposés pendant la saisie.
# $min (number), $max (number)
tour-error-players = Un tournoi se joue à { $min } à { $max } joueurs.
tour-error-name = Chaque joueur doit avoir un nom.
# $name (text)
tour-error-same-name = Deux joueurs s’appellent { $name }.
tour-rounds = Manches
tour-draw = Tirer les tables
# $n (number)
tour-table = Table { $n }
tour-order-free = Ordre libre
tour-order-top-down = Ordre imposé : de haut en bas
tour-order-bottom-up = Ordre imposé : de bas en haut
tour-order-upper-first = Ordre imposé : partie supérieure d’abord
tour-order-lower-first = Ordre imposé : partie inférieure d’abord
tour-play = Jouer
tour-type-in = Saisir
# The textbox for a player's total, typed in from a paper sheet.
# $name (text)
tour-points-for = Points de { $name }
tour-save-points = Enregistrer
tour-in-play = En cours dans Pasch
tour-standings = Classement
tour-col-place = Place
tour-col-player = Joueur
tour-col-points = Points
tour-col-wins = Victoires
tour-col-played = Parties
tour-playoff = Barrage
# $names (text: the tied players' names)
tour-playoff-intro = { $names } sont à égalité en tête. Chacun lance à son tour les cinq dés jusqu’à ce que quelqu’un fasse cinq dés identiques.
tour-playoff-throw = Lancer les dés
# $name (text), $face (number), $throws (number)
tour-playoff-result = { $name } a fait cinq { $face } au lancer n° { $throws } et remporte le barrage.
# $name (text)
tour-winner = { $name } remporte le tournoi !
tour-print = Imprimer
# The shared text's first line.
# $date (text), $game (text: the game's name)
tour-share-title = Pasch · Tournoi { $date } · { $game }
# One line of the shared standings.
# $place (number), $name (text), $points (number), $wins (number)
tour-share-line = { $place }. { $name } : { $points } points, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
tour-back = Retour au tournoi
tour-not-saved = Le tournoi n’a pas pu être enregistré : le stockage du navigateur est plein ou bloqué. Il reste ouvert ici, et la prochaine modification réessaiera.
## issue 39: statistics column names
col-yatzys = Yatzys obtenus
col-maxi-yatzys = Maxi Yatzys obtenus
col-generalas = Generalas obtenues
