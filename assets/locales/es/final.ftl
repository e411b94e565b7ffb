# The final screen beside the finished map, and its statistics.

final-scores = Puntuaciones finales
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Ganadores empatados con { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }: { $names }
# $name: the winner; $points: their score.
winner = ¡{ $name } gana con { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }!
column-player = Jugador
column-total = Total
goods-majorities = Mayorías de mercancías
rematch = Revancha
new-game = Nueva partida
step-through = Repasar la partida
# The slider's unit.
moves-slider = jugadas
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Tras la jugada { $number }: { $scores }
end-of-game-scoring = Puntuación final

## The score chart and the statistics
chart-title = Puntos jugada a jugada (haz clic para ver el tablero en ese momento)
statistics = Estadísticas
# The chart's last mark on the move axis.
chart-end = fin
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } tras la puntuación final
chart-point-after-move = { $name }: { $points } tras la jugada { $number }
stats-points = Puntos: en juego + final
stats-points-tip = Puntos obtenidos durante la partida y luego en la puntuación final
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Zonas completadas
stats-biggest-city = Ciudad más grande
stats-longest-road = Camino más largo
stats-figures-placed = Figuras colocadas
stats-tiles-set-aside = Losetas descartadas (turnos)
stats-best-move = Mejor jugada
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (jugada { $number })

## The review: where each player lost points (Hard weighs every move)
review-title = Análisis: dónde se perdieron puntos
review-running = El ordenador en nivel Difícil valora cada jugada: { $done } de { $total }
review-cancel = Detener el análisis
review-start = Analizar la partida
review-cancelled = Se ha detenido el análisis.
review-failed = No se pudo hacer el análisis: { $why }
review-move = Jugada { $number } ({ $name }): perdió { $points }
review-move-marked = Jugada { $number } ({ $name }): perdió { $points }, { $mark }
review-better = Mejor: { $reason }
review-was-best = La mejor jugada que encuentra el ordenador.
review-player = { $name } perdió { $points } en total — errores graves: { $blunders }, errores: { $mistakes }, imprecisiones: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Perdidos en: { $kinds }
review-all-marks = Todas las jugadas marcadas ({ $count })
review-marks-help = Cada jugada se compara con la mejor que encuentra el ordenador en nivel Difícil desde el mismo puesto, viendo solo lo que el jugador veía entonces. Puntos perdidos: una imprecisión desde { $inaccuracy }, un error desde { $mistake }, un error grave desde { $blunder }. Un clic en una jugada muestra el tablero de entonces, con la mejor jugada atenuada encima.
review-mark-inaccuracy = imprecisión
review-mark-mistake = error
review-mark-blunder = error grave
review-kind-roads = caminos
review-kind-cities = ciudades
review-kind-monasteries = monasterios
review-kind-fields = campos
review-kind-idle-figures = figuras sin usar
review-kind-goods = mercancías
review-kind-builder = el constructor
review-kind-pig = el cerdo
review-kind-inns-cathedrals = posadas y catedrales
review-kind-placement = dónde se colocó la loseta
review-kind-dragon = el dragón
review-kind-fairy = el hada
review-kind-portal = el portal mágico
review-kind-princess = la princesa
