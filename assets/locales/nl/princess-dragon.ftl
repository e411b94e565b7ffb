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
rule-dragon-step-visited = Stap { $step } ({ $player }): de draak was deze beurt al op die tegel
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
dragon-step-help = Klik op een van de verlichte tegels naast de draak om hem daarheen te sturen.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = draak
figure-fairy = fee
