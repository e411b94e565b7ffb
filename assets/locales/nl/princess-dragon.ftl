# De Draak, de Fee en de Jonkvrouw: de naam van de uitbreiding, haar
# telling en waarom de regels een zet weigeren. $player en $who zijn namen.

expansion-princess-dragon = De Draak, de Fee en de Jonkvrouw
expansion-princess-dragon-summary = 30 tegels: een draak, een fee, magische poorten, jonkvrouwen

## Wat punten gaf (kleine letters, zoals in een zin)
feature-fairy = fee
score-fairy = fee: +{ $points } voor { $who }

## Weigeringen
rule-expansion-off = { $expansion } doet in dit spel niet mee
rule-dragon-before-volcano = Tegel { $tile } toont een draak, maar er ligt nog geen vulkaan
rule-no-dragon-on-tile = Deze tegel toont geen draak: de draak verplaatst zich alleen na een drakentegel
rule-dragon-step-not-next = Stap { $step } ({ $player }): de draak gaat alleen naar een aangrenzende tegel
rule-dragon-step-no-tile = Stap { $step } ({ $player }): daar ligt geen tegel
rule-dragon-step-visited = Stap { $step } ({ $player }): de draak was in deze vlucht al op die tegel
rule-dragon-step-fairy = Stap { $step } ({ $player }): de fee beschermt die tegel, de draak mag er niet op
rule-flight-too-short = De draak kan nog verder: stap { $step } is aan { $player }
rule-flight-too-long = De draak zet hooguit 6 stappen
rule-dragon-there = De draak staat op die tegel: daar mag geen figuur worden geplaatst
rule-no-portal = Deze tegel heeft geen magische poort
rule-not-through-portal = { $figure }: gaat nooit door een magische poort
rule-portal-without-figure = Door een magische poort gaat alleen een meeple, de grote meeple of de abt
rule-portal-finished = { $feature }: al afgebouwd, de magische poort leidt alleen naar onafgebouwde gebieden
rule-no-tile-at = Daar ligt geen tegel
rule-fairy-needs-own-follower = De fee gaat alleen naar een van je eigen meeples
rule-fairy-already-there = De fee staat al bij die meeple
rule-no-princess = Deze tegel toont geen jonkvrouw
rule-no-knight-at = Daar staat geen ridder
rule-not-in-princess-city = Die ridder staat niet in de stad van de jonkvrouw
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = plaats { $seat }
rule-flight-underway = De draak vliegt: eerst kiest ieder om de beurt zijn stap
rule-no-flight-underway = De draak vliegt niet

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = De draak vliegt: stap { $step } is aan { $name }
dragon-step-help = Klik op een van de oplichtende tegels naast de draak om hem daarheen te sturen.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = draak
figure-fairy = fee

## Banners: wat de uitbreiding aan tafel deed, één voor één
news-volcano = { $name } legt een vulkaan: de draak gaat er meteen naartoe
news-portal = Magische poort: { $name } zet een { $figure } { $kind ->
        [road] op een weg
        [field] in een weide
       *[other] in een { $feature }
    } op een andere tegel
news-sent-home = De jonkvrouw van { $name } stuurt een { $figure } van { $owner } terug naar de voorraad
news-dragon-eats = Stap { $step }: { $count ->
        [one] de draak eet 1 figuur op
       *[other] de draak eet { $count } figuren op
    } — { $figures }
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] De draak kan niet vliegen: naast hem is geen tegel vrij
       *[other] { $dead_end ->
            [yes] Doodlopend: de draak stopt na { $steps ->
                [one] 1 stap
               *[other] { $steps } stappen
            }
           *[no] De vlucht van de draak is voorbij
        }; { $eaten ->
            [0] hij at niets op
            [one] hij at 1 figuur op
           *[other] hij at { $eaten } figuren op
        }
    }
banner-fairy-turn = { $points ->
        [one] De fee geeft { $name } 1 punt aan het begin van de beurt
       *[other] De fee geeft { $name } { $points } punten aan het begin van de beurt
    }
banner-fairy-feature = Het gebied van de fee is geteld: { $points ->
        [one] 1 punt extra
       *[other] { $points } punten extra
    } voor { $name }

## Het gevolgde gebied
trace-fairy = De fee staat bij een figuur van { $name } ({ $figure }): +{ $points } voor { $name } als dat gebied geteld wordt; de draak mag die tegel niet op
trace-dragon = De draak staat op een van deze tegels: op die tegel mag geen figuur worden geplaatst

## Overgebleven tegels
group-princess-dragon = Draak, Fee en Jonkvrouw
tiles-dragons-waiting = { $count ->
        [one] 1 drakentegel wacht op de eerste vulkaan: wordt hij eerder getrokken, dan gaat hij apart.
       *[other] { $count } drakentegels wachten op de eerste vulkaan: een drakentegel die eerder getrokken wordt, gaat apart.
    }
tile-left-waiting = Niet vóór de eerste vulkaan (wordt hij eerder getrokken, dan gaat hij apart)

## De lijst met figuren: acties elders in het speelgebied
claim-through-portal = { $figure } door de magische poort, op een andere tegel
claim-fairy-to = Zet de fee bij je { $figure }
claim-princess-sends = Jonkvrouw: de { $figure } van { $owner } gaat terug naar de voorraad
claim-portal-hint = Magische poort: of klik op een gemarkeerde plek van een andere tegel om je figuur daar te zetten.
claim-fairy-hint = Fee: of klik op een feemarkering bij een van je meeples om de fee daarheen te zetten.
claim-princess-hint = Jonkvrouw: of klik op een gemarkeerde ridder van haar stad om hem terug te sturen naar de voorraad.
