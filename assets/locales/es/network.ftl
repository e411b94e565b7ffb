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
net-placing = { $name } está colocando…
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
