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
art-subject-figure = la pedina { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] Un giocatore
       *[other] { $players } giocatori
    }: la partita è per { $min }-{ $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    }
setup-players-more = { $players ->
        [one] Un giocatore
       *[other] { $players } giocatori
    }: la partita è per { $min }-{ $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    } ({ $most } con «{ $expansion }»)
setup-base-not-loaded = Le tessere del gioco base non sono caricate
# $expansion: an expansion's name.
setup-set-not-loaded = Le tessere di «{ $expansion }» non sono caricate
setup-no-start-tile = Le tessere del gioco base non indicano alcuna tessera iniziale
setup-no-spring = Le tessere di «Il Fiume» non indicano alcuna sorgente
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }: in una partita ne entrano al massimo { $max }
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] Un posto
       *[other] { $seats } posti
    } per una partita { $players ->
        [one] di un giocatore
       *[other] di { $players } giocatori
    }
setup-script-sets-aside = Il copione della dimostrazione scarta una tessera
