# La Princesa y el Dragón: el nombre de la expansión, su puntuación y por
# qué las reglas rechazan una jugada. $player y $who son nombres de jugadores.

expansion-princess-dragon = La Princesa y el Dragón
expansion-princess-dragon-summary = 30 losetas: un dragón, un hada, portales mágicos, princesas

## Lo que puntuó (minúsculas, como dentro de una frase)
feature-fairy = hada
score-fairy = hada: +{ $points } para { $who }

## Rechazos
rule-expansion-off = { $expansion } no está en juego en esta partida
rule-dragon-before-volcano = La loseta { $tile } muestra un dragón, pero aún no se ha colocado ningún volcán
rule-no-dragon-on-tile = Esta loseta no muestra ningún dragón: el dragón solo se mueve tras una loseta de dragón
rule-dragon-step-not-next = Paso { $step } ({ $player }): el dragón solo va a una loseta vecina
rule-dragon-step-no-tile = Paso { $step } ({ $player }): ahí no hay ninguna loseta
rule-dragon-step-visited = Paso { $step } ({ $player }): el dragón ya ha estado en esa loseta en este movimiento
rule-dragon-step-fairy = Paso { $step } ({ $player }): el hada protege esa loseta y el dragón no puede entrar
rule-flight-too-short = El dragón aún puede seguir: el paso { $step } le toca a { $player }
rule-flight-too-long = El dragón se mueve como mucho 6 pasos
rule-dragon-there = El dragón está en esa loseta: no se puede colocar ninguna figura allí
rule-no-portal = Esta loseta no tiene portal mágico
rule-not-through-portal = El { $figure } nunca pasa por un portal mágico
rule-portal-without-figure = Un portal mágico solo lleva un seguidor, el seguidor mayor o el abad
# El juego no pasa $kind aquí: se elige el género por la propia palabra.
rule-portal-finished = { $kind ->
        [city] Esa ciudad ya está completada
       *[other] Ese { $feature } ya está completado
    }: el portal mágico solo lleva a zonas sin completar
rule-no-tile-at = Ahí no hay ninguna loseta
rule-fairy-needs-own-follower = El hada solo va con uno de tus propios seguidores
rule-fairy-already-there = El hada ya está con ese seguidor
rule-no-princess = Esta loseta no muestra ninguna princesa
rule-no-knight-at = Ahí no hay ningún caballero
rule-not-in-princess-city = Ese caballero no está en la ciudad de la princesa
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = puesto { $seat }
rule-flight-underway = El dragón se está moviendo: primero cada jugador elige su paso por turnos
rule-no-flight-underway = El dragón no se está moviendo

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = El dragón se mueve: el paso { $step } es de { $name }
dragon-step-help = Haz clic en una de las losetas iluminadas junto al dragón para moverlo allí.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = dragón
figure-fairy = hada

## Pancartas: lo que hizo la expansión en la mesa, una tras otra
news-volcano = { $name } coloca un volcán: el dragón se traslada a él
news-portal = Portal mágico: { $name } lleva su { $figure } a { $kind ->
        [city] una { $feature }
       *[other] un { $feature }
    } de otra loseta
news-sent-home = La princesa de { $name } devuelve a la reserva un { $figure } de { $owner }
news-dragon-eats = Paso { $step }: { $count ->
        [one] el dragón se come 1 figura
       *[other] el dragón se come { $count } figuras
    } — { $figures }
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] El dragón no puede moverse: no hay ninguna loseta libre a su lado
       *[other] { $dead_end ->
            [yes] Callejón sin salida: el dragón se detiene tras { $steps ->
                [one] 1 paso
               *[other] { $steps } pasos
            }
           *[no] El dragón ha terminado de moverse
        }; { $eaten ->
            [0] no se ha comido nada
            [one] se ha comido 1 figura
           *[other] se ha comido { $eaten } figuras
        }
    }
banner-fairy-turn = { $points ->
        [one] El hada da 1 punto a { $name } al empezar el turno
       *[other] El hada da { $points } puntos a { $name } al empezar el turno
    }
banner-fairy-feature = Se ha puntuado la zona del hada: { $points ->
        [one] 1 punto más
       *[other] { $points } puntos más
    } para { $name }

## La zona trazada
trace-fairy = El hada está con una figura de { $name } ({ $figure }): +{ $points } para { $name } cuando se puntúe esa zona; el dragón no puede entrar en esa loseta
trace-dragon = El dragón está en una de estas losetas: no se puede colocar ninguna figura en esa loseta

## Losetas restantes
group-princess-dragon = La Princesa y el Dragón
tiles-dragons-waiting = { $count ->
        [one] 1 loseta de dragón espera al primer volcán: si se roba antes, se aparta.
       *[other] { $count } losetas de dragón esperan al primer volcán: la que se robe antes se aparta.
    }
tile-left-waiting = No antes del primer volcán (se aparta si se roba antes)

## La lista de figuras: acciones en otro lugar del tablero
claim-through-portal = { $figure } por el portal mágico, a otra loseta
claim-fairy-to = El hada con una de tus figuras ({ $figure })
claim-princess-sends = Princesa: el { $figure } de { $owner } vuelve a la reserva
claim-portal-hint = Portal mágico: o haz clic en un lugar marcado de otra loseta para poner allí tu figura.
claim-fairy-hint = Hada: o haz clic en un indicador de hada junto a uno de tus seguidores para llevar el hada allí.
claim-princess-hint = Princesa: o haz clic en un caballero marcado de su ciudad para devolverlo a la reserva.
