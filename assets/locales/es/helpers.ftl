# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Losetas restantes (T)
helper-open-features = Zonas abiertas (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] 1 loseta en la pila.
   *[other] { $count } losetas en la pila.
}
tiles-in-pile-with-hand = { $count ->
    [one] 1 loseta en la pila, incluida la que tienes en la mano.
   *[other] { $count } losetas en la pila, incluida la que tienes en la mano.
}
tiles-left-point = Señala una loseta para ver dónde encaja ahora.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Ciudades
group-roads = Caminos
group-monasteries = Monasterios
group-river = Río
group-abbot = Abad
group-inns-cathedrals = Posadas y Catedrales
group-traders-builders = Constructores y Comerciantes
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Loseta ({ $tile }): { $count ->
        [one] 1 sin ver
       *[other] { $count } sin ver
    }, encaja ahora en { $cells ->
        [one] 1 casilla
       *[other] { $cells } casillas
    }

## The fields after a game without farmers
fields-intro = Una partida sin campesinos: mira lo que habrían puntuado los campos.
fields-title = ¿Cuánto habrían puntuado los campos?
fields-rule = Un campesino puntúa 3 por cada ciudad completada con la que linda su campo.
fields-next = Campo siguiente ▶
fields-previous = ◀ Anterior
close = Cerrar
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Campo { $number } de { $count }: { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }, junto a { $cities ->
        [0] ninguna ciudad completada
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }; habría dado { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    } a sus campesinos.
