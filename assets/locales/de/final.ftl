# Der Schlussbildschirm neben dem fertigen Spielfeld und seine Statistik.

final-scores = Endstand
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Gemeinsame Sieger mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    }: { $names }
# $name: the winner; $points: their score.
winner = { $name } gewinnt mit { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkten
    }!
column-player = Spieler
column-total = Gesamt
goods-majorities = Warenmehrheiten
rematch = Revanche
new-game = Neues Spiel
step-through = Spielverlauf ansehen
# The slider's unit.
moves-slider = Züge
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Nach Zug { $number }: { $scores }
end-of-game-scoring = Schlusswertung

## The score chart and the statistics
chart-title = Punkte Zug für Zug (Klick zeigt das Spielfeld von damals)
statistics = Statistik
# The chart's last mark on the move axis.
chart-end = Ende
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } nach der Schlusswertung
chart-point-after-move = { $name }: { $points } nach Zug { $number }
stats-points = Punkte: Spiel + Ende
stats-points-tip = Punkte während des Spiels, dann in der Schlusswertung
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Fertige Gebiete
stats-biggest-city = Größte Stadt
stats-longest-road = Längste Straße
stats-figures-placed = Gesetzte Figuren
stats-tiles-set-aside = Plättchen aus dem Spiel (Züge)
stats-best-move = Bester Zug
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (Zug { $number })

## The review: where each player lost points (Hard weighs every move)
review-title = Analyse: wo Punkte verloren gingen
review-running = Der Computer auf Stufe Schwer bewertet jeden Zug: { $done } von { $total }
review-cancel = Analyse abbrechen
review-start = Spiel analysieren
review-cancelled = Die Analyse wurde abgebrochen.
review-failed = Die Analyse war nicht möglich: { $why }
review-move = Zug { $number } ({ $name }): { $points } verloren
review-move-marked = Zug { $number } ({ $name }): { $points } verloren, { $mark }
review-better = Besser: { $reason }
review-was-best = Der beste Zug, den der Computer findet.
review-player = { $name } verlor insgesamt { $points } — Patzer: { $blunders }, Fehler: { $mistakes }, Ungenauigkeiten: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Verloren bei: { $kinds }
review-all-marks = Alle markierten Züge ({ $count })
review-marks-help = Jeder Zug wird mit dem besten Zug verglichen, den der Computer auf Stufe Schwer vom selben Platz aus findet, wobei er nur sieht, was der Spieler damals sah. Verlorene Punkte: eine Ungenauigkeit ab { $inaccuracy }, ein Fehler ab { $mistake }, ein Patzer ab { $blunder }. Ein Klick auf einen Zug zeigt das Spielfeld von damals, den besseren Zug blass darauf.
review-mark-inaccuracy = Ungenauigkeit
review-mark-mistake = Fehler
review-mark-blunder = Patzer
review-kind-roads = Straßen
review-kind-cities = Städte
review-kind-monasteries = Klöster
review-kind-fields = Wiesen
review-kind-idle-figures = ungenutzte Figuren
review-kind-goods = Waren
review-kind-builder = der Baumeister
review-kind-pig = das Schwein
review-kind-inns-cathedrals = Wirtshäuser und Kathedralen
review-kind-placement = Lage des Plättchens
review-kind-dragon = der Drache
review-kind-fairy = die Fee
review-kind-portal = der Zaubergang
review-kind-princess = das Burgfräulein
