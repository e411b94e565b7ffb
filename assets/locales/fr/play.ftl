# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Tableau des scores
# $count: tiles still in the draw pile.
tiles-left-in-pile = Tuiles restantes dans la pioche : { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Aides : { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } réfléchit…
hint-thinking = L'ordinateur cherche un coup…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Suggestion : { $reason } (en transparence dans la zone de jeu)
hint-ask = Suggérer un coup (H)
set-aside = Mises de côté :
save-name-hint = nom de la sauvegarde
save-as = Sauvegarder sous
rules-button = Règles (F1)
scoring-log = Journal des points
scoring-at-end = fin
# $number: the move's number.
scoring-at-move = coup { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when } : { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure } : disponible
figure-on-map = { $figure } : en jeu
# $count: followers in supply, of 7.
followers-in-supply = { $count } sur 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods } : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }

## The turn's controls
# $name: the player whose turn it is.
turn-of = Au tour de { $name }
turn-of-second = Au tour de { $name } (bâtisseur : deuxième tour)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Tuile piochée : { $tile }
turn-tile = Pivoter (R)
scoring = Évaluation…
continue-scoring = Continuer (Espace)
place-tile-help = Cliquez sur une case verte pour poser la tuile. R ou clic droit la fait pivoter.
place-tile-help-purist = Cliquez sur une case à côté de la zone de jeu pour poser la tuile. R ou clic droit la fait pivoter.
undo-last-turn = Annuler le dernier tour
claim-help = Poser une figurine : cliquez sur un repère de la tuile, ou choisissez ici.
no-figure = Aucune figurine (Espace)
confirm-turn = Valider le tour (Entrée)
step-back = Revenir en arrière (Ctrl+Z)

## Banners over the map
banner-turn = Au tour de { $name }
banner-second-turn = Deuxième tour de { $name } (bâtisseur)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } achève la ville : { $goods }
banner-plays-again = Bâtisseur : { $name } rejoue

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [1] ville
        [one] { $count } ville
       *[other] { $count } villes
    }
tile-part-road = { $count ->
        [1] route
        [one] { $count } route
       *[other] { $count } routes
    }
tile-part-monastery = abbaye
tile-part-garden = jardin
tile-part-river = rivière
tile-fields-only = prés seulement
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } et { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Aucun point marqué pour l'instant.
