# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = de weg { $side ->
        [top] boven
        [right] rechts
        [bottom] onder
       *[left] links
    }
spot-city = de stad { $side ->
        [top] boven
        [right] rechts
        [bottom] onder
       *[left] links
    }
spot-field = de weide { $corner ->
        [top-left] linksboven
        [top-right] rechtsboven
        [bottom-right] rechtsonder
        [bottom-left] linksonder
       *[middle] in het midden
    }
spot-monastery = het klooster
spot-garden = de tuin
