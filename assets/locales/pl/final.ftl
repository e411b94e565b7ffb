# The final screen beside the finished map, and its statistics.

final-scores = Wyniki końcowe
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Remis na szczycie – { $points ->
        [one] 1 punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }: { $names }
# $name: the winner; $points: their score.
winner = { $name } wygrywa, zdobywając { $points ->
        [one] 1 punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }!
column-player = Gracz
column-total = Suma
goods-majorities = Przewaga w towarach
rematch = Rewanż
new-game = Nowa gra
step-through = Przejrzyj grę ruch po ruchu
# The slider's unit.
moves-slider = ruch
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Po ruchu { $number }: { $scores }
end-of-game-scoring = Punktacja końcowa

## The score chart and the statistics
chart-title = Punkty ruch po ruchu (kliknij, by zobaczyć ówczesną mapę)
statistics = Statystyki
# The chart's last mark on the move axis.
chart-end = koniec
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } po punktacji końcowej
chart-point-after-move = { $name }: { $points } po ruchu { $number }
stats-points = Punkty: w grze + koniec
stats-points-tip = Punkty zdobyte w trakcie gry, a potem w punktacji końcowej
# Points of one kind: during the game, then at the end.
stats-during-and-end = { $during } + { $end }
stats-features-completed = Ukończone obszary
stats-biggest-city = Największe miasto
stats-longest-road = Najdłuższy trakt
stats-figures-placed = Postawione figury
stats-tiles-set-aside = Odłożone płytki (tury)
stats-best-move = Najlepszy ruch
# $points: the move's points; $number: the move.
stats-best-move-value = +{ $points } (ruch { $number })
