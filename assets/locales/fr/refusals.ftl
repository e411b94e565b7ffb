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
tiles-problem-file = { $file } ne peut pas être utilisé : { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Pack graphique « { $pack } » introuvable { $count ->
        [0] (le jeu n'a pas de dossier assets)
       *[other] (ni dans { $folders } ni parmi vos propres packs)
    } ; les graphismes par défaut sont affichés
art-file-unusable = { $file } : { $detail } ; graphisme par défaut affiché pour { $subject }
art-file-missing = { $file } est introuvable { $count ->
        [0] (le jeu n'a pas de dossier assets)
       *[other] (cherché dans { $folders })
    } ; graphisme par défaut affiché pour { $subject }
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = la tuile { $tile }
art-subject-figure = { $figure } ({ $colour })
