# The final screen beside the finished map, and its statistics.

final-scores = Final scores
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Joint winners with { $points ->
        [one] 1 point
       *[other] { $points } points
    }: { $names }
# $name: the winner; $points: their score.
winner = { $name } wins with { $points ->
        [one] 1 point
       *[other] { $points } points
    }!
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

## The review: where each player lost points (Hard weighs every move)
# $done, $total: moves weighed so far, of all.
review-title = Review: where points were lost
review-running = The Hard computer weighs every move: { $done } of { $total }
review-cancel = Stop the review
review-start = Review the game
review-cancelled = The review was stopped.
review-failed = The review could not be made: { $why }
review-move = Move { $number } ({ $name }): lost { $points }
# $points: points lost, to one decimal; $mark: review-mark-*.
review-move-marked = Move { $number } ({ $name }): lost { $points }, { $mark }
review-better = Better: { $reason }
review-was-best = The best move the computer finds.
review-player = { $name } lost { $points } in all — blunders: { $blunders }, mistakes: { $mistakes }, inaccuracies: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Lost on: { $kinds }
review-all-marks = Every marked move ({ $count })
# The thresholds in points: $inaccuracy, $mistake, $blunder.
review-marks-help = Each move is weighed against the best move the Hard computer finds from the same seat, seeing only what the player saw then. Points lost: an inaccuracy from { $inaccuracy }, a mistake from { $mistake }, a blunder from { $blunder }. Click a move to see the map then, with the better move faded on it.
review-mark-inaccuracy = inaccuracy
review-mark-mistake = mistake
review-mark-blunder = blunder
review-kind-roads = roads
review-kind-cities = cities
review-kind-monasteries = monasteries
review-kind-fields = fields
review-kind-idle-figures = idle figures
review-kind-goods = goods
review-kind-builder = the builder
review-kind-pig = the pig
review-kind-inns-cathedrals = inns and cathedrals
review-kind-placement = where the tile went
review-kind-dragon = the dragon
review-kind-fairy = the fairy
review-kind-portal = the magic portal
review-kind-princess = the princess
