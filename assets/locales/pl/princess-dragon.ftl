# Księżniczka i smok: nazwa dodatku, jego punktacja i powody, dla których
# zasady odrzucają ruch. $player i $who to imiona graczy.

expansion-princess-dragon = Księżniczka i smok
expansion-princess-dragon-summary = 30 płytek: smok, wróżka, magiczne portale, księżniczki

## Za co były punkty (małą literą, jak w zdaniu)
feature-fairy = wróżka
score-fairy = wróżka: { $who } +{ $points }

## Odmowy
rule-expansion-off = Dodatek „{ $expansion }” nie bierze udziału w tej grze
rule-dragon-before-volcano = Na płytce { $tile } jest smok, ale nie położono jeszcze żadnego wulkanu
rule-no-dragon-on-tile = Na tej płytce nie ma smoka: smok leci tylko po położeniu płytki ze smokiem
rule-dragon-step-not-next = Krok { $step } ({ $player }): smok leci tylko na sąsiednią płytkę
rule-dragon-step-no-tile = Krok { $step } ({ $player }): tam nie ma płytki
rule-dragon-step-visited = Krok { $step } ({ $player }): smok był już na tej płytce w tym locie
rule-dragon-step-fairy = Krok { $step } ({ $player }): wróżka chroni tę płytkę, smok nie może na nią wlecieć
rule-flight-too-short = Smok może lecieć dalej: kolej na krok { $step } ({ $player })
rule-flight-too-long = Smok robi najwyżej 6 kroków
rule-dragon-there = Na tej płytce stoi smok: nie można tam postawić żadnej figury
rule-no-portal = Na tej płytce nie ma magicznego portalu
rule-not-through-portal = { $figure }: nigdy nie przechodzi przez magiczny portal
rule-portal-without-figure = Przez magiczny portal przechodzi tylko podwładny, duży podwładny albo opat
rule-portal-finished = { $feature }: obszar już ukończony, magiczny portal prowadzi tylko do nieukończonych obszarów
rule-no-tile-at = Tam nie ma płytki
rule-fairy-needs-own-follower = Wróżkę można postawić tylko przy jednym z twoich podwładnych
rule-fairy-already-there = Wróżka już stoi przy tym podwładnym
rule-no-princess = Na tej płytce nie ma księżniczki
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

## Komunikaty: co dodatek zrobił przy stole, jeden po drugim
news-volcano = { $name } kładzie wulkan: smok przenosi się na niego
news-portal = Magiczny portal: { $figure } gracza { $name } trafia na inną płytkę
news-sent-home = Księżniczka gracza { $name } odsyła do rezerwy: { $figure } gracza { $owner }
news-dragon-eats = Krok { $step }: { $count ->
        [one] smok zjada 1 figurę
        [few] smok zjada { $count } figury
       *[many] smok zjada { $count } figur
    } — { $figures }
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] Smok nie może lecieć: obok niego nie ma wolnej płytki
       *[other] { $dead_end ->
            [yes] Ślepy zaułek: smok staje po { $steps ->
                [one] 1 kroku
                [few] { $steps } krokach
               *[many] { $steps } krokach
            }
           *[no] Smok kończy lot
        }; { $eaten ->
            [0] niczego nie zjadł
            [one] zjadł 1 figurę
            [few] zjadł { $eaten } figury
           *[many] zjadł { $eaten } figur
        }
    }
banner-fairy-turn = { $points ->
        [one] Wróżka daje graczowi { $name } 1 punkt na początku tury
        [few] Wróżka daje graczowi { $name } { $points } punkty na początku tury
       *[many] Wróżka daje graczowi { $name } { $points } punktów na początku tury
    }
banner-fairy-feature = Podliczono obszar z wróżką: gracz { $name } dostaje dodatkowo { $points ->
        [one] 1 punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }

## Śledzony obszar
trace-fairy = Wróżka stoi przy podwładnym gracza { $name } ({ $figure }): gdy ten obszar zostanie podliczony, gracz { $name } dostanie +{ $points }; smok nie może wlecieć na tę płytkę
trace-dragon = Smok stoi na jednej z tych płytek: na tej płytce nie można postawić żadnej figury

## Pozostałe płytki
group-princess-dragon = Księżniczka i smok
tiles-dragons-waiting = { $count ->
        [one] 1 płytka ze smokiem czeka na pierwszy wulkan: dobrana wcześniej zostaje odłożona.
        [few] { $count } płytki ze smokiem czekają na pierwszy wulkan: dobrana wcześniej zostaje odłożona.
       *[many] { $count } płytek ze smokiem czeka na pierwszy wulkan: dobrana wcześniej zostaje odłożona.
    }
tile-left-waiting = Nie przed pierwszym wulkanem (dobrana wcześniej zostaje odłożona)

## Lista figur: ruchy w innym miejscu planszy
claim-through-portal = { $figure }: przez magiczny portal na inną płytkę
claim-fairy-to = Przestaw wróżkę do swojego podwładnego ({ $figure })
claim-princess-sends = Księżniczka: { $figure } gracza { $owner } wraca do rezerwy
claim-portal-hint = Magiczny portal: albo kliknij zaznaczone miejsce na innej płytce, by postawić tam swoją figurę.
claim-fairy-hint = Wróżka: albo kliknij znacznik wróżki przy jednym ze swoich podwładnych, by ją tam przestawić.
claim-princess-hint = Księżniczka: albo kliknij zaznaczonego rycerza jej miasta, by odesłać go do rezerwy.
