# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Crear partida en red
net-join-button = Unirse a una partida en red
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Libre (amigo)

## Joining
net-join-title = Unirse a una partida
net-join-invite = La invitación que te envió el anfitrión:
net-join-name = Tu nombre
net-join-colour = Tu color
net-colour-any = Cualquier color libre
net-join-colour-tip = Tendrás este color si nadie en la mesa lo tiene todavía.
net-join = Unirse
net-cancel = Cancelar

## The lobby
net-lobby-host-title = Eres el anfitrión
net-lobby-join-title = Esperando a que empiece la partida
net-invite-explained = Envía esta invitación a tus amigos: la pegan en «Unirse a una partida en red».
net-copy = Copiar
net-port-moved = El puerto { $asked } está en uso en este ordenador, así que esta partida escucha en el puerto UDP { $port }. Para amigos fuera de tu red, hay que redirigir ese puerto hacia ti.
net-connecting = Conectando con el anfitrión…
net-seat-host = Juega en el ordenador del anfitrión
net-seat-friend = Un amigo
# The seat this window plays (hosted here or on a server).
net-seat-you = Tú
net-not-connected = Sin conexión
net-ready = Listo
net-not-ready = No está listo
net-give-computer = Que juegue el ordenador
net-start = Empezar la partida
net-start-waiting = Cada puesto libre debe estar ocupado y su jugador listo.
net-ready-toggle = Estoy listo
net-waiting-for-host = Esperando a que el anfitrión empiece…
net-leave = Salir

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } está colocando su loseta…
# $name: a player at another computer.
net-lost-connection = { $name } ha perdido la conexión
# $reason: the network's or the host's own words (English).
net-closed = La conexión con la partida ha terminado: { $reason }
net-bad-invite = Esto no es una invitación: { $reason }
net-cannot-host = No se puede crear la partida: { $reason }

## Games found on this network (join dialog)
net-found-title = Partidas en esta red
net-found-none = Ninguna todavía (aquí aparecen los amigos de tu red que han creado una partida).
net-found-game = { $players } · { $open ->
    [one] un puesto libre
   *[other] { $open } puestos libres
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = El anfitrión juega con otras losetas que tú ({ $host_tiles ->
        [one] 1 loseta
       *[other] { $host_tiles } losetas
    } de { $host_kinds ->
        [one] 1 tipo
       *[other] { $host_kinds } tipos
    }; las tuyas: { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    } de { $kinds ->
        [one] 1 tipo
       *[other] { $kinds } tipos
    }). Uno de vosotros ha cambiado un archivo de losetas: debéis jugar con las mismas losetas.
# $host, $yours: the two game versions.
net-version-differs = El anfitrión juega la versión { $host } y tú tienes la versión { $yours }: necesitáis la misma versión.

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = El anfitrión lo ha rechazado: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = el anfitrión juega la versión { $host } y este ordenador la versión { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = el anfitrión habla el protocolo { $host } y este ordenador el protocolo { $yours }: ambos necesitan la misma versión del juego
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = el anfitrión juega con otras losetas ({ $host_tiles ->
        [one] 1 loseta
       *[other] { $host_tiles } losetas
    } de { $host_kinds ->
        [one] 1 tipo
       *[other] { $host_kinds } tipos
    }; este ordenador: { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    } de { $kinds ->
        [one] 1 tipo
       *[other] { $kinds } tipos
    })
net-refusal-hello-first = este ordenador ha saludado al anfitrión a destiempo
net-refusal-join-first = este ordenador no ha ocupado ningún puesto ni ha pedido mirar
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = el puesto { $seat } no es tuyo (el tuyo es el { $yours })
net-refusal-not-your-seat-watching = el puesto { $seat } no es tuyo: estás mirando
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = la jugada se hizo sobre un estado anterior de la partida (tras { $at ->
        [one] 1 jugada
       *[other] { $at } jugadas
    }; la partida va por { $now })
net-refusal-not-started = la partida no ha empezado
net-refusal-started = la partida ya ha empezado: solo quien ocupaba un puesto puede recuperarlo
net-refusal-no-open-seat = no hay ningún puesto libre
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] aún queda un puesto libre
       *[other] aún quedan { $open } puestos libres
    }
# $max: the most characters a name may have.
net-refusal-bad-name = un nombre necesita de 1 a { $max } caracteres, ninguno de ellos de control
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = una línea de chat de { $chars } caracteres (como mucho { $limit })
net-refusal-malformed = este ordenador ha enviado un mensaje que el anfitrión no sabe leer
net-refusal-no-such-phrase = este ordenador ha enviado una frase rápida que el anfitrión no conoce
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = un mensaje de { $bytes } bytes (como mucho { $limit })
# $limit: the most messages a second.
net-refusal-flood = más de { $limit } mensajes en un segundo
net-refusal-replaced = te has vuelto a unir desde otra conexión
net-refusal-closing = el anfitrión ha cerrado la sala
# $room: the room's number.
net-refusal-no-such-room = este anfitrión no tiene ninguna sala { $room }
net-refusal-no-new-rooms = el anfitrión no crea más salas
net-refusal-name-taken = ya hay alguien con este nombre en la sala: elige otro nombre
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] ya mira { $limit } persona esta sala, el máximo que admite
       *[other] ya miran { $limit } personas esta sala, el máximo que admite
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] este ordenador no se unió en { $seconds } segundo tras conectarse
       *[other] este ordenador no se unió en los { $seconds } segundos tras conectarse
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] la partida no empezó en { $minutes } minuto, así que la sala se ha cerrado
       *[other] la partida no empezó en { $minutes } minutos, así que la sala se ha cerrado
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = no se puede crear la sala: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 ordenador
       *[other] { $computers } ordenadores
    } para { $seats ->
        [one] 1 puesto
       *[other] { $seats } puestos
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = el servidor no conoce la regla { $flag }
# $level: the level's name as sent.
net-room-no-level = el servidor no conoce el nivel de ordenador { $level }
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = el servidor no puede dar a los ordenadores los colores { $colours }: un color del juego cada uno, ninguno repetido
# Why a connection ended ($reason of net-closed).
net-close-left = has salido de la sala
net-close-no-answer = ningún anfitrión ha respondido: comprueba la invitación, la dirección del anfitrión y su cortafuegos
net-close-timed-out = el anfitrión ha dejado de responder
net-close-token-expired = la invitación ha caducado antes de que respondiera el anfitrión: inténtalo de nuevo
net-close-denied = el anfitrión no acepta más conexiones
net-close-closed-by-host = el anfitrión ha cerrado la conexión
net-close-fault = se ha producido un error de red en este ordenador
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] la partida que ha enviado el anfitrión
        [draw] una loseta que ha robado el anfitrión
        [move] una jugada que ha enviado el anfitrión
       *[message] un mensaje que ha enviado el anfitrión
    } no funciona en este ordenador: ¿jugáis los dos la misma versión?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = no empieza por carc2-
net-invite-mistyped = está cortada o mal copiada

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Puesto { $number }
computer-seat-name = Ordenador { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Reglas: { $rules }
net-room-farmers = campesinos
net-room-no-farmers = sin campesinos

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: sí
net-rule-off = { $rule }: no
net-rule-farmers = Campesinos
