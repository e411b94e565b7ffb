# Crear la partida en un servidor desde la pantalla de nueva partida (`carcassonne server`).
server-room-invite = O crea la partida en un servidor. Su invitación:
server-room-host = Crear en el servidor
server-room-tip = Pega el código que muestra `carcassonne server`. El servidor crea una sala para esta mesa y se encarga de los ordenadores; tú ocupas tu puesto y das a tus amigos la invitación de la sala.
server-room-no-new-rooms = El servidor no crea más salas: está lleno, o esta invitación no es de un servidor.
server-room-bad-room = El servidor no puede crear esta sala: { $reason }
server-room-computers-moved = En un servidor los ordenadores ocupan los últimos puestos: los tuyos se han colocado después de los jugadores, que mantienen su orden.
server-room-one-seat-here = En un servidor cada persona juega en su propio ordenador: deja un solo jugador aquí y deja libres los demás puestos para tus amigos.

# El servidor de encuentro de los ajustes, y cómo llegan los amigos de
# fuera a una partida creada aquí (la sala).
meeting-server = Servidor de encuentro para amigos de fuera (opcional):
meeting-server-tip = Un `carcassonne server` en internet: su dirección, su nombre o su invitación. Una partida que crees se registra allí y su invitación lo menciona: los amigos a los que tu router no deja llegar hasta ti te encuentran a través de ese servidor, que retransmite la partida si hace falta. Vacío: ninguno.
reach-asking = Pidiendo al router que abra el puerto UDP { $port }…
reach-internet = Accesible desde internet: el router ha abierto el puerto UDP { $port }.
reach-local-only = Accesible solo en esta red: redirige el puerto UDP { $port } en el router, o usa un servidor.
reach-refused = El router se ha negado: redirige el puerto UDP { $port }, o usa un servidor.
reach-provider-nat = Accesible solo en esta red: el router está a su vez detrás del de tu proveedor; usa un servidor.
reach-server = Los amigos de fuera también pueden conectarse contigo a través del servidor { $server }.
reach-server-waiting = Registrándose en el servidor { $server }…
reach-server-unknown = No se encuentra el servidor de encuentro de la pantalla de nueva partida: revisa su dirección.
