# The final screen beside the finished map, and its statistics.

final-scores = Final scores
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Joint winners with { $points } points: { $names }
# $name: the winner; $points: their score.
winner = { $name } wins with { $points } points!
column-player = Player
column-total = Total
goods-majorities = Goods majorities
rematch = Rematch
new-game = New game
step-through = Step through the game
# The slider's unit.
moves-slider = moves
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = After move { $number }: { $scores }
end-of-game-scoring = End-of-game scoring

## The score chart and the statistics
chart-title = Scores move by move (click to see the map then)
statistics = Statistics
# The chart's last mark on the move axis.
chart-end = end
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } after the end-of-game scoring
chart-point-after-move = { $name }: { $points } after move { $number }
stats-points = Points: in play + end
stats-points-tip = Points scored during the game, then at the end-of-game scoring
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Features completed
stats-biggest-city = Biggest city
stats-longest-road = Longest road
stats-figures-placed = Figures placed
stats-tiles-set-aside = Tiles set aside (turns)
stats-best-move = Best move
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (move { $number })
