# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Marcador
# $count: tiles still in the draw pile.
tiles-left-in-pile = Losetas en la pila: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Ayudas: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } está pensando…
hint-thinking = El ordenador busca una jugada…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Sugerencia: { $reason } (se muestra atenuada en el tablero)
hint-ask = Sugerir jugada (H)
set-aside = Descartadas:
save-name-hint = nombre de la partida
save-as = Guardar como
rules-button = Reglas (F1)
scoring-log = Registro de puntos
scoring-at-end = final
# $number: the move's number.
scoring-at-move = jugada { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: disponible
figure-on-map = { $figure }: en el tablero
# $count: followers in supply, of 7.
followers-in-supply = { $count } de 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods }: { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }

## The turn's controls
# $name: the player whose turn it is.
turn-of = Turno de { $name }
turn-of-second = Turno de { $name } (constructor: segundo turno)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Loseta robada: { $tile }
turn-tile = Girar (R)
scoring = Puntuando…
continue-scoring = Continuar (Espacio)
place-tile-help = Haz clic en una casilla verde para colocar la loseta. R o clic derecho la gira.
place-tile-help-purist = Haz clic en una casilla junto al tablero para colocar la loseta. R o clic derecho la gira.
undo-last-turn = Deshacer el último turno
claim-help = Poner una figura: haz clic en un indicador de la loseta o elige aquí.
no-figure = Sin figura (Espacio)
confirm-turn = Confirmar turno (Intro)
step-back = Paso atrás (Ctrl+Z)

## Banners over the map
banner-turn = Turno de { $name }
banner-second-turn = Segundo turno de { $name } (constructor)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } completa la ciudad: { $goods }
banner-plays-again = Constructor: { $name } vuelve a jugar

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] ciudad
       *[other] { $count } ciudades
    }
tile-part-road = { $count ->
        [one] camino
       *[other] { $count } caminos
    }
tile-part-monastery = monasterio
tile-part-garden = jardín
tile-part-river = río
tile-fields-only = solo campos
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } y { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Todavía no se ha puntuado nada.
