# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = die Straße { $side ->
        [top] oben
        [right] rechts
        [bottom] unten
       *[left] links
    }
spot-city = die Stadt { $side ->
        [top] oben
        [right] rechts
        [bottom] unten
       *[left] links
    }
spot-field = die Wiese { $corner ->
        [top-left] oben links
        [top-right] oben rechts
        [bottom-right] unten rechts
        [bottom-left] unten links
       *[middle] in der Mitte
    }
spot-monastery = das Kloster
spot-garden = der Garten
