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
