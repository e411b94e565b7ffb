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

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = Impossibile usare { $file }: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Pacchetto grafico «{ $pack }» non trovato { $count ->
        [0] (il gioco non ha una cartella assets)
       *[other] (né in { $folders } né tra i tuoi pacchetti)
    }; viene mostrata la grafica predefinita
art-file-unusable = { $file }: { $detail }; per { $subject } viene mostrata la grafica predefinita
art-file-missing = Manca { $file } { $count ->
        [0] (il gioco non ha una cartella assets)
       *[other] (cercato in { $folders })
    }; per { $subject } viene mostrata la grafica predefinita
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = la tessera { $tile }
art-subject-figure = { $figure } ({ $colour })
