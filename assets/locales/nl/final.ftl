# The final screen beside the finished map, and its statistics.

final-scores = Eindstand
# $points: the winning score; $names: the joint winners (names-list).
joint-winners = Gedeelde overwinning met { $points ->
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
chart-title = Punten per zet (klik om het speelgebied van dat moment te zien)
statistics = Statistieken
# The chart's last mark on the move axis.
chart-end = einde
# The chart's hover label: $name, $points, and when.
chart-point-after-end = { $name }: { $points } na de eindtelling
chart-point-after-move = { $name }: { $points } na zet { $number }
stats-points = Punten: tijdens het spel + einde
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

## The review: where each player lost points (Hard weighs every move)
review-title = Analyse: waar punten verloren gingen
review-running = De computer op niveau Moeilijk beoordeelt elke zet: { $done } van { $total }
review-cancel = Analyse stoppen
review-start = Spel analyseren
review-cancelled = De analyse is gestopt.
review-failed = De analyse kon niet worden gemaakt: { $why }
review-move = Zet { $number } ({ $name }): { $points } verloren
review-move-marked = Zet { $number } ({ $name }): { $points } verloren, { $mark }
review-better = Beter: { $reason }
review-was-best = De beste zet die de computer vindt.
review-player = { $name } verloor in totaal { $points } — blunders: { $blunders }, fouten: { $mistakes }, onnauwkeurigheden: { $inaccuracies }
review-kind-points = { $kind } { $points }
review-lost-on = Verloren bij: { $kinds }
review-all-marks = Alle gemarkeerde zetten ({ $count })
review-marks-help = Elke zet wordt vergeleken met de beste zet die de computer op niveau Moeilijk voor dezelfde speler vindt, waarbij hij alleen ziet wat die speler toen zag. Verloren punten: een onnauwkeurigheid vanaf { $inaccuracy }, een fout vanaf { $mistake }, een blunder vanaf { $blunder }. Klik op een zet om het speelgebied van toen te zien, met de betere zet doorschijnend erop.
review-mark-inaccuracy = onnauwkeurigheid
review-mark-mistake = fout
review-mark-blunder = blunder
review-kind-roads = wegen
review-kind-cities = steden
review-kind-monasteries = kloosters
review-kind-fields = weiden
review-kind-idle-figures = ongebruikte figuren
review-kind-goods = handelswaren
review-kind-builder = de bouwmeester
review-kind-pig = het varken
review-kind-inns-cathedrals = herbergen en kathedralen
review-kind-placement = het leggen van tegels
review-kind-dragon = de draak
review-kind-fairy = de fee
review-kind-portal = de magische poort
review-kind-princess = de jonkvrouw
