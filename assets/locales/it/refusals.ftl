# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = la strada { $side ->
        [top] in alto
        [right] a destra
        [bottom] in basso
       *[left] a sinistra
    }
spot-city = la città { $side ->
        [top] in alto
        [right] a destra
        [bottom] in basso
       *[left] a sinistra
    }
spot-field = il campo { $corner ->
        [top-left] in alto a sinistra
        [top-right] in alto a destra
        [bottom-right] in basso a destra
        [bottom-left] in basso a sinistra
       *[middle] al centro
    }
spot-monastery = il monastero
spot-garden = il giardino
