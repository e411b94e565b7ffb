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

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = { $file } kann nicht verwendet werden: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Grafikpaket „{ $pack }“ nicht gefunden { $count ->
        [0] (das Spiel hat keinen assets-Ordner)
       *[other] (weder in { $folders } noch unter deinen eigenen Paketen)
    }; die Standardgrafik wird gezeigt
art-file-unusable = { $file }: { $detail }; für { $subject } wird die Standardgrafik gezeigt
art-file-missing = { $file } fehlt { $count ->
        [0] (das Spiel hat keinen assets-Ordner)
       *[other] (gesucht in { $folders })
    }; für { $subject } wird die Standardgrafik gezeigt
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = Plättchen { $tile }
art-subject-figure = { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }: Das Spiel ist für { $min } bis { $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    }
setup-players-more = { $players ->
        [one] 1 Spieler
       *[other] { $players } Spieler
    }: Das Spiel ist für { $min } bis { $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    } ({ $most } mit „{ $expansion }“)
setup-base-not-loaded = Die Plättchen des Grundspiels sind nicht geladen
# $expansion: an expansion's name.
setup-set-not-loaded = Die Plättchen von „{ $expansion }“ sind nicht geladen
setup-no-start-tile = Die Plättchen des Grundspiels nennen kein Startplättchen
setup-no-spring = Die Plättchen von „Der Fluss“ nennen keine Quelle
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }: Höchstens { $max } passen in ein Spiel
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] Ein Platz
       *[other] { $seats } Plätze
    } für ein Spiel mit { $players ->
        [one] einem Spieler
       *[other] { $players } Spielern
    }
setup-script-sets-aside = Das Skript der Vorführung nimmt ein Plättchen aus dem Spiel
