# Der Schlussbildschirm neben dem fertigen Spielfeld und seine Statistik.

final-scores = Endstand
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Gemeinsame Sieger mit { $points } Punkten: { $names }
# $name: the winner; $points: their score.
winner = { $name } gewinnt mit { $points } Punkten!
column-player = Spieler
column-total = Gesamt
goods-majorities = Warenmehrheiten
rematch = Revanche
new-game = Neues Spiel
step-through = Partie nachspielen
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
