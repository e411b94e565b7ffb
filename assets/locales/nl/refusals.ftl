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

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = { $file } kan niet gebruikt worden: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Afbeeldingenpakket ‘{ $pack }’ niet gevonden { $count ->
        [0] (het spel heeft geen assets-map)
       *[other] (niet in { $folders } en niet bij je eigen pakketten)
    }; de standaardafbeeldingen worden getoond
art-file-unusable = { $file }: { $detail }; voor { $subject } wordt de standaardafbeelding getoond
art-file-missing = { $file } ontbreekt { $count ->
        [0] (het spel heeft geen assets-map)
       *[other] (gezocht in { $folders })
    }; voor { $subject } wordt de standaardafbeelding getoond
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = tegel { $tile }
art-subject-figure = { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] Eén speler
       *[other] { $players } spelers
    }: het spel is voor { $min } tot { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    }
setup-players-more = { $players ->
        [one] Eén speler
       *[other] { $players } spelers
    }: het spel is voor { $min } tot { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    } ({ $most } met ‘{ $expansion }’)
setup-base-not-loaded = De tegels van het basisspel zijn niet geladen
# $expansion: an expansion's name.
setup-set-not-loaded = De tegels van ‘{ $expansion }’ zijn niet geladen
setup-no-start-tile = De tegels van het basisspel noemen geen starttegel
setup-no-spring = De tegels van ‘De Rivier’ noemen geen bron
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }: er passen er hoogstens { $max } in één spel
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] Eén plaats
       *[other] { $seats } plaatsen
    } voor een spel { $players ->
        [one] van één speler
       *[other] van { $players } spelers
    }
setup-script-sets-aside = Het script van de demonstratie legt een tegel opzij
