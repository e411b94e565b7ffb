# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = trakt { $side ->
        [top] u góry
        [right] po prawej
        [bottom] u dołu
       *[left] po lewej
    }
spot-city = miasto { $side ->
        [top] u góry
        [right] po prawej
        [bottom] u dołu
       *[left] po lewej
    }
spot-field = pole { $corner ->
        [top-left] w lewym górnym rogu
        [top-right] w prawym górnym rogu
        [bottom-right] w prawym dolnym rogu
        [bottom-left] w lewym dolnym rogu
       *[middle] pośrodku
    }
spot-monastery = klasztor
spot-garden = ogród
