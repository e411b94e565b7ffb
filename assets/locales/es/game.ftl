# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language.
# Names ($name, $who) are players' names as typed, never translated.
# Español: "tú". Todas las figuras son masculinas (el seguidor, el abad, el cerdo...);
# ciudad es femenina y camino masculino: los mensajes que reciben $feature evitan la concordancia.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } y { $last }
names-separator = {", "}
nobody = nadie

## Counts
tiles-count = { $count ->
    [one] 1 loseta
   *[other] { $count } losetas
}

## Compass directions (of a figure's place on its tile)
direction-east = este
direction-north-east = noreste
direction-north = norte
direction-north-west = noroeste
direction-west = oeste
direction-south-west = suroeste
direction-south = sur
direction-south-east = sureste

## Features (lower case, as inside a sentence)
feature-road = camino
feature-city = ciudad
feature-monastery = monasterio
feature-garden = jardín
feature-field = campo
feature-pig = cerdo
feature-goods = mercancías

## Figures: what a figure is called where it stands (lower case)
figure-follower = seguidor
figure-thief = ladrón
figure-knight = caballero
figure-monk = monje
figure-farmer = campesino
figure-large-follower = seguidor mayor
figure-large-thief = ladrón mayor
figure-large-knight = caballero mayor
figure-large-monk = monje mayor
figure-large-farmer = campesino mayor
figure-abbot = abad
figure-builder = constructor
figure-pig = cerdo

## Goods
goods-chicken = gallinas
goods-grain = trigo
goods-cloth = tela

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = en la ciudad al { $direction }
place-city = en la ciudad
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = en el camino hacia el { $side }
place-road-running = en el camino { $from }–{ $to }
place-road = en el camino
place-field-towards = en el campo al { $direction }
place-field-middle = en el campo del centro
place-monastery = en el monasterio
place-garden = en el jardín
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure }: { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Recuperar tu abad del { $on }
recall-abbot-points = Recuperar tu abad del { $on }: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = ciudad { $complete ->
        [yes] completada
       *[no] sin completar
    }{ $cathedral ->
        [yes] {" "}con catedral
       *[no] {""}
    }, { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $arms ->
        [0] {""}
        [one] , 1 escudo
       *[other] , { $arms } escudos
    }: +{ $points } para { $who }
score-road = camino { $complete ->
        [yes] completado
       *[no] sin completar
    }{ $inn ->
        [yes] {" "}con posada
       *[no] {""}
    }, { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }: +{ $points } para { $who }
# $feature: feature-monastery or feature-garden (both masculine).
score-cloister = { $feature } { $complete ->
        [yes] completado
       *[no] sin completar
    }: +{ $points } para { $who }
score-abbot-recalled = abad recuperado de un { $feature }: +{ $points } para { $who }
# $cities: completed cities the field touches.
score-field = campo junto a { $cities ->
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }: +{ $points } para { $who }
score-pig = campo del cerdo con { $cities ->
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }: +{ $points } para { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = mayoría de { $goods } ({ $most }): +{ $points } para { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: nadie
goods-nobody-yet = { $goods }: nadie todavía
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: empate a { $count } ({ $names })
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: { $name } va ganando { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Campo de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }, junto a { $cities ->
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Ciudad de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 escudo
           *[other] { $arms } escudos
        }
    }{ $cathedral ->
        [yes] , con catedral
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods }: { $count }
trace-road = Camino de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $inn ->
        [yes] , con posada
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } con { $count } de 8 losetas vecinas
trace-complete = {" "}· zona completada
# $holders: the holders joined by names-separator.
trace-held-by = Ocupantes: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } en este turno
trace-worth-at-end = Vale { $points } al final
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Vale { $now } ahora (al final de la partida), { $full } al completarse{ $rate }
trace-worth = Vale { $points }{ $rate }
trace-rate-inn = {" "}(posada: 2 por loseta)
trace-rate-cathedral = {" "}(catedral: 3 por loseta y escudo)
completion-impossible = Ya no se puede completar: no queda ninguna loseta que encaje en una casilla necesaria
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: aquí no, { $why }
# $kind: the feature's id (city, road), to choose the demonstrative.
builder-no-follower = no tienes ningún seguidor en { $kind ->
        [city] esta ciudad
       *[other] este { $feature }
    }
pig-no-farmer = no tienes ningún campesino en este campo

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = La loseta robada ({ $tile }) no encaja en ningún sitio del tablero: se descarta y { $name } roba otra.
notice-plays-again = Constructor: { $name } vuelve a jugar.
notice-turn-undone = Último turno deshecho: { $name } lo repite con la misma loseta.
notice-resumed = Partida reanudada.

## Refusals
refusal-figure-not-here = Esa figura no puede ir ahí en este turno.
refusal-nothing-to-undo = No hay ningún turno confirmado que deshacer.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = su borde { $side ->
        [top] superior
        [right] derecho
        [bottom] inferior
       *[left] izquierdo
    } es de { $kind_id ->
        [field] campo
        [road] camino
        [city] ciudad
       *[river] río
    }, pero la loseta { $side ->
        [top] de arriba
        [right] de la derecha
        [bottom] de abajo
       *[left] de la izquierda
    } tiene ahí { $other_id ->
        [field] un campo
        [road] un camino
        [city] una ciudad
       *[river] el río
    }
edge-field = campo
edge-road = camino
edge-city = ciudad
edge-river = río
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
rule-game-over = La partida ha terminado: la pila de losetas está vacía
rule-not-your-turn = El puesto { $seat } no puede actuar ahora: es el turno del puesto { $to_move }
rule-no-such-seat = No hay puesto { $seat } en esta mesa
rule-no-tile-in-hand = Todavía no se ha robado ninguna loseta
rule-nothing-to-undo = No hay ningún turno confirmado que deshacer
rule-unknown-tile = No hay ninguna loseta `{ $tile }` en los conjuntos de losetas elegidos
rule-not-in-pile = La loseta { $tile } ya no está en la pila
rule-land-before-river = La loseta { $tile } aún no se puede robar: { $count ->
        [one] queda 1 loseta de río
       *[other] quedan { $count } losetas de río
    } en la pila del río, que se roba primero
rule-last-tile-too-early = La loseta { $tile } se roba la última, pero { $count ->
        [one] queda 1 loseta más
       *[other] quedan { $count } losetas más
    } en su pila
rule-out-of-range = Esta casilla está demasiado lejos del tablero
rule-cell-taken = Esta casilla ya tiene una loseta
rule-not-adjacent = Esta casilla no comparte ningún borde con una loseta del tablero
rule-river-not-continued = Una loseta de río debe continuar el río desde su extremo abierto
rule-river-no-end = El río no tiene ningún extremo abierto que continuar
rule-river-turns-back = Aquí el río giraría dos veces seguidas hacia el mismo lado y volvería sobre sí mismo
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = La loseta { $tile } encaja en algún lugar del tablero, así que no se puede descartar
rule-no-such-spot = { $spot }: esta loseta no tiene ese lugar
rule-spot-occupied = { $spot }: { $kind ->
        [city] esta ciudad ya tiene
        [road] este camino ya tiene
        [monastery] este monasterio ya tiene
        [garden] este jardín ya tiene
       *[field] este campo ya tiene
    } una figura
rule-farmers-off = En esta partida no se juega con campesinos
rule-abbot-off = El Abad no está en juego en esta partida
rule-no-follower = El jugador no tiene ningún seguidor en su reserva
rule-abbot-not-in-supply = El abad del jugador ya está en el tablero
rule-follower-on-garden = Un seguidor no puede ir a un jardín
rule-abbot-only-cloister = { $spot }: el abad solo puede colocarse en un monasterio o un jardín
rule-no-abbot-at = El jugador no tiene ahí ningún abad que recuperar
# $figure: a figure word (all masculine in Spanish).
rule-figure-not-in-play = El { $figure } no está en juego en esta partida
rule-not-in-supply = El { $figure } del jugador ya está en el tablero
rule-wrong-spot-follower = { $spot }: el { $figure } solo puede colocarse en un camino, una ciudad, un monasterio o un campo
rule-wrong-spot-abbot = { $spot }: el { $figure } solo puede colocarse en un monasterio o un jardín
rule-wrong-spot-builder = { $spot }: el { $figure } solo puede colocarse en un camino o una ciudad
rule-wrong-spot-pig = { $spot }: el { $figure } solo puede colocarse en un campo
rule-builder-needs-follower = { $spot }: el constructor solo puede colocarse en un camino o una ciudad donde ya haya un seguidor del jugador
rule-pig-needs-farmer = { $spot }: el cerdo solo puede colocarse en un campo donde ya haya un campesino del jugador
rule-bad-rotation = El giro { $degrees } no es 0, 90, 180 ni 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
