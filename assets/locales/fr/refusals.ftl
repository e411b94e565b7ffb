# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = la route { $side ->
        [top] du haut
        [right] de droite
        [bottom] du bas
       *[left] de gauche
    }
spot-city = la ville { $side ->
        [top] du haut
        [right] de droite
        [bottom] du bas
       *[left] de gauche
    }
spot-field = le pré { $corner ->
        [top-left] en haut à gauche
        [top-right] en haut à droite
        [bottom-right] en bas à droite
        [bottom-left] en bas à gauche
       *[middle] du centre
    }
spot-monastery = l'abbaye
spot-garden = le jardin

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = { $file } ne peut pas être utilisé : { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Pack graphique « { $pack } » introuvable { $count ->
        [0] (le jeu n'a pas de dossier assets)
       *[other] (ni dans { $folders } ni parmi vos propres packs)
    } ; les graphismes par défaut sont affichés
art-file-unusable = { $file } : { $detail } ; graphisme par défaut affiché pour { $subject }
art-file-missing = { $file } est introuvable { $count ->
        [0] (le jeu n'a pas de dossier assets)
       *[other] (cherché dans { $folders })
    } ; graphisme par défaut affiché pour { $subject }
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = la tuile { $tile }
art-subject-figure = la figurine « { $figure } » ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } : la partie se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }
setup-players-more = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } : la partie se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    } ({ $most } avec « { $expansion } »)
setup-base-not-loaded = Les tuiles du jeu de base ne sont pas chargées
# $expansion: an expansion's name.
setup-set-not-loaded = Les tuiles de « { $expansion } » ne sont pas chargées
setup-no-start-tile = Les tuiles du jeu de base ne désignent aucune tuile de départ
setup-no-spring = Les tuiles de « La Rivière » ne désignent aucune source
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } : une partie en compte { $max } au plus
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    } pour une partie de { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
setup-script-sets-aside = Le script de la démonstration met une tuile de côté
