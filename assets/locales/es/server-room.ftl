# Crear la partida en un servidor desde la pantalla de nueva partida (`carcassonne server`).
server-room-invite = O créala en un servidor, con su invitación:
server-room-host = Crear en el servidor
server-room-tip = Pega el código que muestra `carcassonne server`. El servidor crea una sala para esta mesa y juega sus ordenadores; tú ocupas el primer puesto y das a tus amigos la invitación de la sala.
server-room-no-new-rooms = El servidor no crea más salas: está lleno, o esta invitación no es de un servidor.
server-room-bad-room = El servidor no puede crear esta sala: { $reason }
server-room-computers-last = En un servidor los ordenadores ocupan los últimos puestos: ponlos después de los jugadores.
server-room-one-seat-here = En un servidor cada persona juega en su propio ordenador: deja un solo jugador aquí y deja libres los demás puestos para tus amigos.
