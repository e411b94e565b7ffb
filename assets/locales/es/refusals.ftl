# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = el camino { $side ->
        [top] de arriba
        [right] de la derecha
        [bottom] de abajo
       *[left] de la izquierda
    }
spot-city = la ciudad { $side ->
        [top] de arriba
        [right] de la derecha
        [bottom] de abajo
       *[left] de la izquierda
    }
spot-field = el campo { $corner ->
        [top-left] de arriba a la izquierda
        [top-right] de arriba a la derecha
        [bottom-right] de abajo a la derecha
        [bottom-left] de abajo a la izquierda
       *[middle] del centro
    }
spot-monastery = el monasterio
spot-garden = el jardín

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = No se puede usar { $file }: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = No se encuentra el paquete gráfico «{ $pack }» { $count ->
        [0] (el juego no tiene carpeta assets)
       *[other] (ni en { $folders } ni entre tus propios paquetes)
    }; se muestran los gráficos predeterminados
art-file-unusable = { $file }: { $detail }; se muestra el gráfico predeterminado para { $subject }
art-file-missing = Falta { $file } { $count ->
        [0] (el juego no tiene carpeta assets)
       *[other] (buscado en { $folders })
    }; se muestra el gráfico predeterminado para { $subject }
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = la loseta { $tile }
art-subject-figure = el { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] Un jugador
       *[other] { $players } jugadores
    }: la partida admite de { $min } a { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    }
setup-players-more = { $players ->
        [one] Un jugador
       *[other] { $players } jugadores
    }: la partida admite de { $min } a { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    } ({ $most } con «{ $expansion }»)
setup-base-not-loaded = Las losetas del juego básico no están cargadas
# $expansion: an expansion's name.
setup-set-not-loaded = Las losetas de «{ $expansion }» no están cargadas
setup-no-start-tile = Las losetas del juego básico no indican ninguna loseta de inicio
setup-no-spring = Las losetas de «El Río» no indican ningún nacimiento
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }: en una partida caben como mucho { $max }
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] Un puesto
       *[other] { $seats } puestos
    } para una partida de { $players ->
        [one] un jugador
       *[other] { $players } jugadores
    }
setup-script-sets-aside = El guion de la demostración descarta una loseta
