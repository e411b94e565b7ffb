# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = the road { $side ->
        [top] at the top
        [right] on the right
        [bottom] at the bottom
       *[left] on the left
    }
spot-city = the city { $side ->
        [top] at the top
        [right] on the right
        [bottom] at the bottom
       *[left] on the left
    }
spot-field = the field { $corner ->
        [top-left] at the top left
        [top-right] at the top right
        [bottom-right] at the bottom right
        [bottom-left] at the bottom left
       *[middle] in the middle
    }
spot-monastery = the monastery
spot-garden = the garden
