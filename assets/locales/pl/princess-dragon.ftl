# Księżniczka i smok: nazwa dodatku, jego punktacja i powody, dla których
# zasady odrzucają ruch. $player i $who to imiona graczy.

expansion-princess-dragon = Księżniczka i smok
expansion-princess-dragon-summary = 30 płytek: smok, wróżka, magiczne portale, księżniczki

## Za co były punkty (małą literą, jak w zdaniu)
feature-fairy = wróżka
score-fairy = wróżka: { $who } +{ $points }

## Odmowy
rule-expansion-off = Dodatek „{ $expansion }” nie bierze udziału w tej grze
rule-dragon-before-volcano = Płytka { $tile } pokazuje smoka, ale nie położono jeszcze żadnego wulkanu
rule-no-dragon-on-tile = Ta płytka nie pokazuje smoka: smok leci tylko po dołożeniu płytki ze smokiem
rule-dragon-step-not-next = Krok { $step } ({ $player }): smok leci tylko na sąsiednią płytkę
rule-dragon-step-no-tile = Krok { $step } ({ $player }): tam nie ma płytki
rule-dragon-step-visited = Krok { $step } ({ $player }): smok był już na tej płytce w tym locie
rule-dragon-step-fairy = Krok { $step } ({ $player }): wróżka chroni tę płytkę, smok nie może na nią wlecieć
rule-flight-too-short = Smok może lecieć dalej: kolej na krok { $step } ({ $player })
rule-flight-too-long = Smok robi najwyżej 6 kroków
rule-dragon-there = Na tej płytce stoi smok: nie można tam postawić żadnej figury
rule-no-portal = Ta płytka nie ma magicznego portalu
rule-not-through-portal = { $figure }: nigdy nie przechodzi przez magiczny portal
rule-portal-without-figure = Przez magiczny portal przechodzi tylko podwładny, duży podwładny albo opat
rule-portal-finished = { $feature }: obszar już ukończony, magiczny portal prowadzi tylko do nieukończonych obszarów
rule-no-tile-at = Tam nie ma płytki
rule-fairy-needs-own-follower = Wróżka idzie tylko do jednego z twoich podwładnych
rule-fairy-already-there = Wróżka już stoi przy tym podwładnym
rule-no-princess = Ta płytka nie pokazuje księżniczki
rule-no-knight-at = Tam nie stoi żaden rycerz
rule-not-in-princess-city = Ten rycerz nie jest w mieście księżniczki
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = miejsce { $seat }
rule-flight-underway = Smok jest w locie: najpierw każdy po kolei wybiera swój krok
rule-no-flight-underway = Smok nie jest w locie

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = Smok leci: krok { $step } wybiera { $name }
dragon-step-help = Kliknij jedną z podświetlonych płytek obok smoka, by go tam przesunąć.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = smok
figure-fairy = wróżka
