# The final screen beside the finished map, and its statistics.

final-scores = Scores finaux
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Vainqueurs ex æquo avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : { $names }
# $name: the winner; $points: their score.
winner = { $name } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } !
column-player = Joueur
column-total = Total
goods-majorities = Majorités de marchandises
rematch = Revanche
new-game = Nouvelle partie
step-through = Revoir la partie
# The slider's unit.
moves-slider = coups
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Après le coup { $number } : { $scores }
end-of-game-scoring = Évaluation finale

## The score chart and the statistics
chart-title = Scores coup par coup (cliquez pour voir la zone de jeu à ce moment)
statistics = Statistiques
# The chart's last mark on the move axis.
chart-end = fin
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name } : { $points } après l'évaluation finale
chart-point-after-move = { $name } : { $points } après le coup { $number }
stats-points = Points : en jeu + fin
stats-points-tip = Points marqués pendant la partie, puis lors de l'évaluation finale
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Zones achevées
stats-biggest-city = Plus grande ville
stats-longest-road = Plus longue route
stats-figures-placed = Figurines posées
stats-tiles-set-aside = Tuiles mises de côté (tours)
stats-best-move = Meilleur coup
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (coup { $number })

## The review: where each player lost points (Hard weighs every move)
review-title = Analyse : où les points ont été perdus
review-running = L'ordinateur au niveau Difficile évalue chaque coup : { $done } sur { $total }
review-cancel = Arrêter l'analyse
review-start = Analyser la partie
review-cancelled = L'analyse a été arrêtée.
review-failed = L'analyse n'a pas pu être faite : { $why }
review-move = Coup { $number } ({ $name }) : { $points } pts perdus
review-move-marked = Coup { $number } ({ $name }) : { $points } pts perdus, { $mark }
review-better = Mieux : { $reason }
review-was-best = Le meilleur coup que l'ordinateur trouve.
review-player = { $name } a perdu { $points } en tout — gaffes : { $blunders }, erreurs : { $mistakes }, imprécisions : { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Perdus sur : { $kinds }
review-all-marks = Tous les coups marqués ({ $count })
review-marks-help = Chaque coup est comparé au meilleur coup que l'ordinateur au niveau Difficile trouve à la place du joueur, en ne voyant que ce que celui-ci voyait alors. Points perdus : une imprécision dès { $inaccuracy }, une erreur dès { $mistake }, une gaffe dès { $blunder }. Un clic sur un coup montre la zone de jeu d'alors, avec le meilleur coup en transparence.
review-mark-inaccuracy = imprécision
review-mark-mistake = erreur
review-mark-blunder = gaffe
review-kind-roads = routes
review-kind-cities = villes
review-kind-monasteries = abbayes
review-kind-fields = prés
review-kind-idle-figures = figurines inutilisées
review-kind-goods = marchandises
review-kind-builder = le bâtisseur
review-kind-pig = le cochon
review-kind-inns-cathedrals = auberges et cathédrales
review-kind-placement = où la tuile a été posée
review-kind-dragon = le dragon
review-kind-fairy = la fée
review-kind-portal = le portail magique
review-kind-princess = la princesse
