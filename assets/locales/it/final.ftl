# The final screen beside the finished map, and its statistics.

final-scores = Punteggi finali
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Vittoria a pari merito con { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }: { $names }
# $name: the winner; $points: their score.
winner = { $name } vince con { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }!
column-player = Giocatore
column-total = Totale
goods-majorities = Maggioranze di merci
rematch = Rivincita
new-game = Nuova partita
step-through = Ripercorri la partita
# The slider's unit.
moves-slider = mosse
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Dopo la mossa { $number }: { $scores }
end-of-game-scoring = Conteggio finale

## The score chart and the statistics
chart-title = Punteggi mossa per mossa (clicca per vedere l'area di gioco in quel momento)
statistics = Statistiche
# The chart's last mark on the move axis.
chart-end = fine
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } dopo il conteggio finale
chart-point-after-move = { $name }: { $points } dopo la mossa { $number }
stats-points = Punti: in gioco + fine
stats-points-tip = Punti fatti durante la partita, poi al conteggio finale
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Zone completate
stats-biggest-city = Città più grande
stats-longest-road = Strada più lunga
stats-figures-placed = Pedine piazzate
stats-tiles-set-aside = Tessere scartate (turni)
stats-best-move = Mossa migliore
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (mossa { $number })

## The review: where each player lost points (Hard weighs every move)
review-title = Analisi: dove si sono persi punti
review-running = Il computer a livello Difficile valuta ogni mossa: { $done } di { $total }
review-cancel = Interrompi l'analisi
review-start = Analizza la partita
review-cancelled = L'analisi è stata interrotta.
review-failed = Non è stato possibile fare l'analisi: { $why }
review-move = Mossa { $number } ({ $name }): persi { $points }
review-move-marked = Mossa { $number } ({ $name }): persi { $points }, { $mark }
review-better = Meglio: { $reason }
review-was-best = La mossa migliore che il computer trova.
review-player = { $name } ha perso { $points } in tutto — errori gravi: { $blunders }, errori: { $mistakes }, imprecisioni: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Punti persi in: { $kinds }
review-all-marks = Tutte le mosse segnate ({ $count })
review-marks-help = Ogni mossa è confrontata con la migliore che il computer a livello Difficile trova dallo stesso posto, vedendo solo ciò che il giocatore vedeva allora. Punti persi: un'imprecisione da { $inaccuracy }, un errore da { $mistake }, un errore grave da { $blunder }. Un clic su una mossa mostra l'area di gioco di allora, con la mossa migliore in trasparenza.
review-mark-inaccuracy = imprecisione
review-mark-mistake = errore
review-mark-blunder = errore grave
review-kind-roads = strade
review-kind-cities = città
review-kind-monasteries = monasteri
review-kind-fields = campi
review-kind-idle-figures = pedine inutilizzate
review-kind-goods = merci
review-kind-builder = il costruttore
review-kind-pig = il maiale
review-kind-inns-cathedrals = locande e cattedrali
review-kind-placement = dove è andata la tessera
review-kind-dragon = il drago
review-kind-fairy = la fata
review-kind-portal = il portale magico
review-kind-princess = la principessa
