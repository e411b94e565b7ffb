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

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = { $file } cannot be used: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Art pack “{ $pack }” not found { $count ->
        [0] (the game has no assets folder)
       *[other] in { $folders } or among your own packs
    }; the default art is shown
art-file-unusable = { $file }: { $detail }; the default art is shown for { $subject }
art-file-missing = { $file } is missing { $count ->
        [0] (the game has no assets folder)
       *[other] (looked in { $folders })
    }; the default art is shown for { $subject }
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = tile { $tile }
art-subject-figure = the { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] 1 player
       *[other] { $players } players
    }: the game is for { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    }
setup-players-more = { $players ->
        [one] 1 player
       *[other] { $players } players
    }: the game is for { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    } ({ $most } with { $expansion })
setup-base-not-loaded = The base game's tiles are not loaded
# $expansion: an expansion's name.
setup-set-not-loaded = The tiles of { $expansion } are not loaded
setup-no-start-tile = The base game's tiles name no start tile
setup-no-spring = The River's tiles name no spring
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: at most { $max } fit in one game
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    } for a game of { $players ->
        [one] 1 player
       *[other] { $players } players
    }
setup-script-sets-aside = The demonstration's script sets a tile aside
