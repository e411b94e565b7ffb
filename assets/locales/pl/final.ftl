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
moves-slider = ruchów
# One player's score after a move: $name, $points.
score-after-part = { $name } { $points }
# $number: the move; $scores: score-after-part of each player, joined with " · ".
after-move = Po ruchu { $number }: { $scores }
end-of-game-scoring = Punktacja końcowa

## The score chart and the statistics
chart-title = Punkty ruch po ruchu (kliknij, by zobaczyć planszę z tamtej chwili)
statistics = Statystyki
# The chart's last mark on the move axis.
chart-end = koniec
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } po punktacji końcowej
chart-point-after-move = { $name }: { $points } po ruchu { $number }
stats-points = Punkty: w trakcie gry + na koniec
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

## The review: where each player lost points (Hard weighs every move)
review-title = Analiza: gdzie stracono punkty
review-running = Komputer na poziomie Trudny ocenia każdy ruch: { $done } z { $total }
review-cancel = Przerwij analizę
review-start = Przeanalizuj grę
review-cancelled = Analiza została przerwana.
review-failed = Nie udało się wykonać analizy: { $why }
review-move = Ruch { $number } ({ $name }): strata { $points }
review-move-marked = Ruch { $number } ({ $name }): strata { $points }, { $mark }
review-better = Lepiej: { $reason }
review-was-best = Najlepszy ruch, jaki znajduje komputer.
review-player = { $name } — łączna strata: { $points }; błędy rażące: { $blunders }, błędy: { $mistakes }, niedokładności: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Straty: { $kinds }
review-all-marks = Wszystkie oznaczone ruchy ({ $count })
review-marks-help = Każdy ruch jest porównywany z najlepszym ruchem, jaki komputer na poziomie Trudny znajduje na miejscu gracza, widząc tylko to, co gracz widział wtedy. Stracone punkty: niedokładność od { $inaccuracy }, błąd od { $mistake }, błąd rażący od { $blunder }. Kliknij ruch, aby zobaczyć planszę z tamtej chwili; lepszy ruch będzie na niej blado widoczny.
review-mark-inaccuracy = niedokładność
review-mark-mistake = błąd
review-mark-blunder = błąd rażący
review-kind-roads = trakty
review-kind-cities = miasta
review-kind-monasteries = klasztory
review-kind-fields = pola
review-kind-idle-figures = bezczynne figury
review-kind-goods = towary
review-kind-builder = budowniczy
review-kind-pig = świnia
review-kind-inns-cathedrals = karczmy i katedry
review-kind-placement = położenie płytki
review-kind-dragon = smok
review-kind-fairy = wróżka
review-kind-portal = magiczny portal
review-kind-princess = księżniczka
