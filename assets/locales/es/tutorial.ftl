# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = Tú
tutorial-bo = Bo

## The panel
tutorial-heading = Cómo se juega
tutorial-subtitle = Una demostración: aquí no se puntúa ni se guarda nada.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Paso { $number } de { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Tu loseta: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Rechazado por las reglas. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Jugada deshecha: { $why }
tutorial-back = ◀ Atrás
tutorial-try-again = Reintentar
tutorial-next = Siguiente ▶
tutorial-finish = Terminar
tutorial-leave-to-game = Salir: volver a la partida
tutorial-leave-to-new-game = Salir: volver a la nueva partida
tutorial-controls = Haz clic en una casilla para colocar la loseta · R o clic derecho la gira · haz clic en un indicador para una figura · Intro confirma · señala una zona para resaltarla
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Coloca una loseta
step-1-sentence = Cada borde que toca una loseta nueva debe coincidir: ciudad con ciudad, camino con camino, campo con campo.
step-1-todo = Tu loseta es toda ciudad. Pruébala primero debajo de la loseta de inicio (la casilla naranja): se rechaza. Después colócala donde ciudad se une con ciudad, y confirma.
step-1-accepted = Aceptada: su borde se une a la ciudad de la loseta de inicio, ciudad con ciudad.

## Step 2
step-2-title = Una ciudad que vale 8
step-2-sentence = Una ciudad completada da 2 por loseta y 2 por escudo: tres losetas y un escudo hacen 8.
step-2-todo-claim = Coloca la loseta de modo que crezca la ciudad de la loseta de inicio, y ocúpala: haz clic en el indicador de la ciudad para poner un caballero y confirma.
step-2-reply = Bo coloca un camino al lado.
step-2-todo-close = Cierra la ciudad: coloca tu loseta donde sus murallas se cierran del todo.
step-2-no-figure = Ocupa la ciudad al colocar la loseta: haz clic en el indicador de su ciudad (ahí va un caballero) y confirma.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = Eso es un { $figure }: pon tu caballero en la ciudad.
step-2-wrong-city = Tu caballero debe estar en la ciudad que crece desde la loseta de inicio.
# $tiles, $arms: numbers.
step-2-claimed = Tu caballero ocupa una ciudad de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    } con { $arms ->
        [one] 1 escudo
       *[other] { $arms } escudos
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Cerrada: { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    } y { $arms ->
        [one] 1 escudo
       *[other] { $arms } escudos
    } hacen 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Cierra la ciudad: sus murallas deben cerrarse del todo (la casilla marcada).

## Step 3
step-3-title = Campos y campesinos
step-3-sentence = Un campesino puntúa al final: 3 por cada ciudad completada con la que linda su campo; una ciudad sin completar no da nada.
step-3-todo = El campo al norte del camino linda con dos ciudades completadas y una sin completar. Coloca el camino en una casilla marcada y pon un campesino en ese campo.
step-3-no-figure = Pon un campesino en el campo al norte del camino: haz clic en el indicador tumbado allí y confirma.
step-3-not-field = Eso es un { $figure }: un campesino se tumba en un campo.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = Ese campo linda con { $cities ->
        [0] ninguna ciudad completada
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }: pon el campesino en el campo al norte del camino, junto a las ciudades.
# $points: what the field is worth.
step-3-accepted = Resaltado: el campo linda con dos ciudades completadas y una sin completar, así que vale { $points } al final.

## Step 4
step-4-title = Siete seguidores
step-4-sentence = Tienes siete seguidores: un caballero, ladrón o monje vuelve cuando su zona puntúa; un campesino se queda en su campo hasta el final.
step-4-todo = Tu caballero ocupa la ciudad y tu campesino está tumbado en el campo. Cierra la ciudad.
step-4-not-closed = Cierra la ciudad que ocupa tu caballero (la casilla marcada).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Tu caballero ha vuelto: { $count } de 7 seguidores en tu reserva. { $farmers ->
        [one] Tu campesino se queda
       *[other] Tus campesinos se quedan
    } en el campo hasta el final.

## Step 5
step-5-title = Unir está permitido
step-5-sentence = Nadie es dueño de una parte del tablero: una loseta puede unir caminos o ciudades ocupados por separado, y al puntuar cada jugador en cabeza se lleva todos los puntos.
step-5-todo = Coloca la curva donde se juntan tu camino y el de Bo. Ningún ladrón puede ir en el camino unido: ya está ocupado.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Unido y completado: un camino de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }, un ladrón por jugador, así que cada uno se lleva { $points ->
        [one] 1 punto
       *[other] los { $points } puntos
    }, sin repartir.
step-5-not-joined = Coloca la curva donde se juntan tu camino y el de Bo (la casilla marcada).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Ciudad de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }{ $arms ->
        [0] {""}
        [one] , 1 escudo
       *[other] , { $arms } escudos
    }
note-road = Camino de { $tiles ->
        [one] 1 loseta
       *[other] { $tiles } losetas
    }
note-field = Campo junto a { $cities ->
        [0] ninguna ciudad completada
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }
note-monastery = Monasterio
note-garden = Jardín
# The feature's worth after the note; $points.
note-worth-at-end = { $points } al final
note-worth-when-completed = { $points } al completarse
note-worth = vale { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Primer turno de { $name }: coloca la loseta en una casilla verde, donde coincida cada borde que toca (R la gira).
coach-place-purist = Primer turno de { $name }: coloca la loseta donde coincida cada borde que toca; si no, las reglas dicen por qué (R la gira).
coach-claim = Los bordes iluminados coinciden. Cada indicador dice qué zona es: haz clic en uno para poner ahí una figura, o pulsa Espacio para ninguna.
coach-claim-values = Los bordes iluminados coinciden. Cada indicador dice qué zona es y cuánto vale: haz clic en uno para poner ahí una figura, o pulsa Espacio para ninguna.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Tu { $figure } ocuparía la zona resaltada ({ $feature }). Intro confirma; lo que complete la loseta puntúa al momento.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, esa jugada regaló { $points ->
        [one] un punto
       *[other] unos { $points } puntos
    }. Mejor: { $better }.
coach-costly-quiet = No más avisos de este tipo
coach-costly-quiet-tip = El guía deja de señalar las jugadas costosas durante el resto de la partida. El análisis de la pantalla final las sigue mostrando.
