# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language.
# Names ($name, $who) are players' names as typed, never translated.
# Français : 0 et 1 prennent la forme [one], d'où { $count } dans ces variantes.
# Toutes les figurines sont masculines ; route, ville et abbaye sont féminines,
# pré et jardin masculins : les phrases qui reçoivent $feature évitent l'accord.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } et { $last }
names-separator = {", "}
nobody = personne

## Counts
tiles-count = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}

## Compass directions (of a figure's place on its tile)
direction-east = est
direction-north-east = nord-est
direction-north = nord
direction-north-west = nord-ouest
direction-west = ouest
direction-south-west = sud-ouest
direction-south = sud
direction-south-east = sud-est

## Features (lower case, as inside a sentence)
feature-road = route
feature-city = ville
feature-monastery = abbaye
feature-garden = jardin
feature-field = pré
feature-pig = cochon
feature-goods = marchandises

## Figures: what a figure is called where it stands (lower case)
figure-follower = meeple
figure-thief = brigand
figure-knight = chevalier
figure-monk = moine
figure-farmer = paysan
figure-large-follower = grand meeple
figure-large-thief = grand brigand
figure-large-knight = grand chevalier
figure-large-monk = grand moine
figure-large-farmer = grand paysan
figure-abbot = abbé
figure-builder = bâtisseur
figure-pig = cochon

## Goods
goods-chicken = poules
goods-grain = blé
goods-cloth = tissu

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = dans la ville { $code ->
        [east] à l'est
        [west] à l'ouest
       *[other] au { $direction }
    }
place-city = dans la ville
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = sur la route côté { $side }
place-road-running = sur la route { $from }–{ $to }
place-road = sur la route
place-field-towards = dans le pré { $code ->
        [east] à l'est
        [west] à l'ouest
       *[other] au { $direction }
    }
place-field-middle = dans le pré au milieu
place-monastery = dans l'abbaye
place-garden = dans le jardin
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure } : { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Reprendre votre abbé { $kind ->
        [garden] du jardin
       *[other] de l'abbaye
    }
recall-abbot-points = Reprendre votre abbé { $kind ->
        [garden] du jardin
       *[other] de l'abbaye
    } : +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = ville { $complete ->
        [yes] achevée
       *[no] inachevée
    }{ $cathedral ->
        [yes] {" "}avec une cathédrale
       *[no] {""}
    }, { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }{ $arms ->
        [0] {""}
        [one] , { $arms } blason
       *[other] , { $arms } blasons
    } : +{ $points } pour { $who }
score-road = route { $complete ->
        [yes] achevée
       *[no] inachevée
    }{ $inn ->
        [yes] {" "}avec une auberge
       *[no] {""}
    }, { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } : +{ $points } pour { $who }
# $feature: feature-monastery or feature-garden.
# Le jeu ne passe pas $kind ici : on choisit l'accord sur le mot lui-même
# (jardin, masculin ; abbaye, féminin).
score-cloister = { $feature ->
        [jardin] jardin { $complete ->
            [yes] achevé
           *[no] inachevé
        }
       *[other] { $feature } { $complete ->
            [yes] achevée
           *[no] inachevée
        }
    } : +{ $points } pour { $who }
score-abbot-recalled = abbé repris ({ $feature }) : +{ $points } pour { $who }
# $cities: completed cities the field touches.
score-field = pré bordant { $cities ->
        [one] { $cities } ville achevée
       *[other] { $cities } villes achevées
    } : +{ $points } pour { $who }
score-pig = pré du cochon avec { $cities ->
        [one] { $cities } ville achevée
       *[other] { $cities } villes achevées
    } : +{ $points } pour { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = majorité de { $goods } ({ $most }) : +{ $points } pour { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods } : personne
goods-nobody-yet = { $goods } : personne pour l'instant
# $names: the players tied; $count: their tokens.
goods-tie = { $goods } : égalité à { $count } ({ $names })
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods } : { $name } mène { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Pré de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, bordant { $cities ->
        [one] { $cities } ville achevée
       *[other] { $cities } villes achevées
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Ville de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] { $arms } blason
           *[other] { $arms } blasons
        }
    }{ $cathedral ->
        [yes] , avec une cathédrale
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods } : { $count }
trace-road = Route de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }{ $inn ->
        [yes] , avec une auberge
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } avec { $count ->
        [one] { $count } voisine
       *[other] { $count } voisines
    } sur 8
trace-complete = {" "}· zone achevée
# $holders: the holders joined by names-separator.
trace-held-by = Occupants : { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } ce tour-ci
trace-worth-at-end = Vaut { $points } en fin de partie
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Vaut { $now } maintenant (en fin de partie), { $full } à l'achèvement{ $rate }
trace-worth = Vaut { $points }{ $rate }
trace-rate-inn = {" "}(auberge : 2 par tuile)
trace-rate-cathedral = {" "}(cathédrale : 3 par tuile et par blason)
completion-impossible = Achèvement impossible : plus aucune tuile restante ne convient à une case nécessaire
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure } : pas ici, { $why }
# $feature: route or ville (both feminine).
builder-no-follower = aucun de vos meeples dans cette { $feature }
pig-no-farmer = aucun de vos paysans dans ce pré

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = La tuile piochée ({ $tile }) ne convient nulle part dans la zone de jeu : elle est mise de côté et { $name } en pioche une autre.
notice-plays-again = Bâtisseur : { $name } rejoue.
notice-turn-undone = Dernier tour annulé : { $name } le rejoue avec la même tuile.
notice-resumed = Partie reprise.

## Refusals
refusal-figure-not-here = Cette figurine ne peut pas aller là ce tour-ci.
refusal-nothing-to-undo = Il n'y a aucun tour confirmé à annuler.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = son bord { $side ->
        [top] du haut
        [right] droit
        [bottom] du bas
       *[left] gauche
    } est { $kind_id ->
        [field] un pré
        [road] une route
        [city] une ville
       *[river] la rivière
    }, mais la tuile { $side ->
        [top] au-dessus
        [right] à droite
        [bottom] en dessous
       *[left] à gauche
    } a { $other_id ->
        [field] un pré
        [road] une route
        [city] une ville
       *[river] la rivière
    } de ce côté
edge-field = pré
edge-road = route
edge-city = ville
edge-river = rivière
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
rule-game-over = La partie est terminée : la pioche est vide
rule-not-your-turn = La place { $seat } ne peut pas jouer maintenant : c'est au tour de la place { $to_move }
rule-no-such-seat = Il n'y a pas de place { $seat } à cette table
rule-no-tile-in-hand = Aucune tuile n'a encore été piochée
rule-nothing-to-undo = Il n'y a aucun tour confirmé à reprendre
rule-unknown-tile = Il n'y a pas de tuile `{ $tile }` dans les séries de tuiles choisies
rule-not-in-pile = La tuile { $tile } n'est plus dans la pioche
rule-land-before-river = La tuile { $tile } ne peut pas encore être piochée : { $count ->
        [one] { $count } tuile Rivière reste
       *[other] { $count } tuiles Rivière restent
    } dans la pioche de la rivière, qui passe en premier
rule-last-tile-too-early = La tuile { $tile } se pioche en dernier, mais il reste { $count ->
        [one] { $count } autre tuile
       *[other] { $count } autres tuiles
    } dans sa pioche
rule-out-of-range = Cette case est trop loin de la zone de jeu
rule-cell-taken = Il y a déjà une tuile sur cette case
rule-not-adjacent = Cette case n'a aucun bord commun avec une tuile de la zone de jeu
rule-river-not-continued = Une tuile Rivière doit prolonger la rivière à partir de son extrémité ouverte
rule-river-no-end = La rivière n'a pas d'extrémité ouverte à prolonger
rule-river-turns-back = Ici, la rivière tournerait deux fois de suite du même côté et reviendrait sur elle-même
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = La tuile { $tile } convient quelque part dans la zone de jeu : elle ne peut donc pas être mise de côté
rule-no-such-spot = { $spot } : cette tuile n'a pas cet emplacement
rule-spot-occupied = { $spot } : { $kind ->
        [road] cette route porte
        [city] cette ville porte
        [monastery] cette abbaye porte
        [garden] ce jardin porte
       *[field] ce pré porte
    } déjà une figurine
rule-farmers-off = Les paysans ne sont pas utilisés dans cette partie
rule-abbot-off = L'Abbé n'est pas en jeu dans cette partie
rule-no-follower = Le joueur n'a plus de meeple dans sa réserve
rule-abbot-not-in-supply = L'abbé du joueur est déjà dans la zone de jeu
rule-follower-on-garden = Un meeple ne peut pas aller dans un jardin
rule-abbot-only-cloister = { $spot } : l'abbé ne va que dans une abbaye ou un jardin
rule-no-abbot-at = Le joueur n'a pas d'abbé à reprendre à cet endroit
# $figure: a figure word.
rule-figure-not-in-play = Le { $figure } n'est pas en jeu dans cette partie
rule-not-in-supply = Le { $figure } du joueur est déjà dans la zone de jeu
rule-wrong-spot-follower = { $spot } : un { $figure } va sur une route, une ville, une abbaye ou un pré
rule-wrong-spot-abbot = { $spot } : un { $figure } ne va que dans une abbaye ou un jardin
rule-wrong-spot-builder = { $spot } : un { $figure } ne va que sur une route ou une ville
rule-wrong-spot-pig = { $spot } : un { $figure } ne va que sur un pré
rule-builder-needs-follower = { $spot } : le bâtisseur ne va que sur une route ou une ville qui porte déjà un meeple du joueur
rule-pig-needs-farmer = { $spot } : le cochon ne va que sur un pré qui porte déjà un paysan du joueur
rule-bad-rotation = La rotation { $degrees } n'est pas 0, 90, 180 ou 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
