# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Langue :

## A broken modded tile file
tiles-problem-title = Tuiles modifiées non utilisées
tiles-problem-body = Le jeu utilise ses tuiles intégrées jusqu'à ce que le fichier soit corrigé.
ok = OK

## First launch
first-launch-title = Vous découvrez Carcassonne ?
first-launch-body = Une courte démonstration en conditions réelles : posez vous-même quelques tuiles, occupez une ville, placez un paysan. Rien n'est compté ni sauvegardé.
first-launch-show = Montrez-moi comment jouer
first-launch-not-now = Pas maintenant
first-launch-later = Elle reste disponible sur cet écran et avec F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = De 2 à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }, sur un seul ordinateur ou en réseau
how-to-play = Comment jouer
how-to-play-tip = Une démonstration en conditions réelles ; rien n'est compté ni sauvegardé.
# $save: the autosave's name (date and players).
continue-game = Continuer : { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] { $count } avertissement sur les graphismes
   *[other] { $count } avertissements sur les graphismes
}
controls-help = En jeu : cliquez sur une case verte pour poser la tuile ; R ou clic droit la fait pivoter ; cliquez sur un repère pour poser une figurine (cliquez de nouveau pour une autre figurine ou aucune) ; Espace pour aucune figurine ; Entrée valide ; H suggère un coup ; T montre les tuiles restantes, O les zones ouvertes.
    Glisser pour déplacer, molette pour zoomer, F montre la dernière tuile posée ou toute la zone de jeu, F1 aide sur les règles, F11 plein écran, Ctrl + plus / moins pour agrandir ou réduire le texte.
saved-games = Parties sauvegardées
load = Charger

## Players
players = Joueurs
players-order = L'ordre du tour suit la liste ; choisissez qui commence.
starts = commence
remove-player = Retirer
add-player = Ajouter un joueur
add-player-disabled = Auberges et Cathédrales permet un sixième joueur.
# $number: the seat's number, for a player left without a name.
default-player-name = Joueur { $number }
player-marks = Initiale des joueurs, en plus de la couleur
player-marks-tip = Les figurines et les pastilles portent l'initiale de chaque joueur. S'active d'office quand deux couleurs choisies sont difficiles à distinguer pour les daltoniens.
seat-person = Humain
# $level: the level's name (seat-level-...).
seat-computer = Ordinateur : { $level }
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-random = Aléatoire
level-greedy = Glouton
level-easy-tip = un débutant peut le battre
level-medium-tip = joue correctement
level-hard-tip = anticipe d'un tour

## Player colours
colour-yellow = Jaune
colour-red = Rouge
colour-green = Vert
colour-blue = Bleu
colour-black = Noir
colour-pink = Rose

## Rules
rules = Règles
farmers-choice = Paysans
farmers-choice-off = désactivés : partie d'initiation de la règle
expansion-abbot = L'Abbé
expansion-abbot-summary = jardins, un abbé chacun
expansion-river = La Rivière
expansion-river-summary = tuiles Rivière d'abord
expansion-inns-cathedrals = Auberges et Cathédrales
expansion-inns-cathedrals-summary = 18 tuiles, un grand meeple chacun, un sixième joueur
expansion-traders-builders = Marchands et Bâtisseurs
expansion-traders-builders-summary = 24 tuiles avec marchandises, un bâtisseur et un cochon chacun
computer-moves = Coups de l'ordinateur :
speed-slow = Lents
speed-normal = Normaux
speed-instant = Instantanés
seed = Graine (facultatif) :
seed-hint = aléatoire
art = Graphismes :
art-default = par défaut
start-game = Lancer la partie

## Helpers
helpers-title = Aides (à convenir entre joueurs)
helpers-all = Toutes les aides
helpers-rules-only = Règles seules
helpers-purist = Puriste
helpers-all-tip = Cases où la tuile convient, zones mises en évidence avec leur valeur, notes.
helpers-rules-only-tip = Cases où la tuile convient et zones mises en évidence, mais sans points : à vous de compter.
helpers-purist-tip = Ni repères ni comptages ; une tuile qui ne convient pas est refusée avec la règle qu'elle enfreint.
coach-me = Guidez-moi
coach-me-tip = Au premier tour de chaque joueur : les bords qui correspondent s'allument, les repères indiquent chaque zone, et le tableau des scores dit quoi faire ensuite.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
# $name: the save's name.
saved-as = Sauvegardée sous « { $name } »
saved-with-chart = Sauvegardée sous « { $name } » avec son graphique des scores
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Sauvegardée sous « { $name } » ; { $file } : impossible d'écrire le graphique : { $error }
cannot-save = { $file } : sauvegarde impossible : { $error }
cannot-autosave = { $file } : sauvegarde automatique impossible : { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = Impossible de charger { $file } : { $error }

sound-label = Son :
sound-mute = Muet (M)
sound-mute-hint = M coupe et rétablit le son à tout moment.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (coup { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = dans { $folder }
# $folder: as above.
saved-games-none = Aucune pour l'instant : les parties sauvegardées en cours de jeu sont enregistrées dans { $folder }.
# $players: the players' names.
saved-game-over = { $players } : partie terminée
saved-game-unreadable = ne se charge pas (Charger dit pourquoi)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = à l'instant
save-age-minutes = { $count ->
        [one] il y a { $count } minute
       *[other] il y a { $count } minutes
    }
save-age-hours = { $count ->
        [one] il y a { $count } heure
       *[other] il y a { $count } heures
    }
save-age-days = { $count ->
        [one] il y a { $count } jour
       *[other] il y a { $count } jours
    }
save-age-weeks = { $count ->
        [one] il y a { $count } semaine
       *[other] il y a { $count } semaines
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Langue du jeu
