# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = el camino { $side ->
        [top] de arriba
        [right] de la derecha
        [bottom] de abajo
       *[left] de la izquierda
    }
spot-city = la ciudad { $side ->
        [top] de arriba
        [right] de la derecha
        [bottom] de abajo
       *[left] de la izquierda
    }
spot-field = el campo { $corner ->
        [top-left] de arriba a la izquierda
        [top-right] de arriba a la derecha
        [bottom-right] de abajo a la derecha
        [bottom-left] de abajo a la izquierda
       *[middle] del centro
    }
spot-monastery = el monasterio
spot-garden = el jardín
