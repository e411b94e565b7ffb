# The final screen beside the finished map, and its statistics.

final-scores = Eindstand
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Gedeelde winst met { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }: { $names }
# $name: the winner; $points: their score.
winner = { $name } wint met { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }!
column-player = Speler
column-total = Totaal
goods-majorities = Meeste handelswaren
rematch = Revanche
new-game = Nieuw spel
step-through = Spel naspelen
# The slider's unit.
moves-slider = zetten
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Na zet { $number }: { $scores }
end-of-game-scoring = Eindtelling

## The score chart and the statistics
chart-title = Punten per zet (klik om de kaart van dat moment te zien)
statistics = Statistieken
# The chart's last mark on the move axis.
chart-end = einde
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } na de eindtelling
chart-point-after-move = { $name }: { $points } na zet { $number }
stats-points = Punten: tijdens spel + einde
stats-points-tip = Punten gescoord tijdens het spel, daarna bij de eindtelling
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Afgebouwde gebieden
stats-biggest-city = Grootste stad
stats-longest-road = Langste weg
stats-figures-placed = Geplaatste figuren
stats-tiles-set-aside = Opzijgelegde tegels (beurten)
stats-best-move = Beste zet
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (zet { $number })
