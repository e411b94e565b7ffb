# Burgfräulein und Drache: der Name der Erweiterung, ihre Wertung und warum
# die Regeln einen Zug damit ablehnen. $player und $who sind Spielernamen.

expansion-princess-dragon = Burgfräulein und Drache
expansion-princess-dragon-summary = 30 Plättchen: Drache, Fee, Zaubergänge, Burgfräulein

## Was gewertet wurde (klein, wie im Satz)
feature-fairy = Fee
score-fairy = Fee: +{ $points } für { $who }

## Ablehnungen
rule-expansion-off = { $expansion } ist in diesem Spiel nicht dabei
rule-dragon-before-volcano = Plättchen { $tile } zeigt einen Drachen, aber noch liegt kein Vulkan
rule-no-dragon-on-tile = Dieses Plättchen zeigt keinen Drachen: Der Drache zieht nur nach einem Drachen-Plättchen
rule-dragon-step-not-next = Schritt { $step } ({ $player }): Der Drache zieht nur auf ein benachbartes Plättchen
rule-dragon-step-no-tile = Schritt { $step } ({ $player }): Dort liegt kein Plättchen
rule-dragon-step-visited = Schritt { $step } ({ $player }): Auf diesem Plättchen war der Drache in diesem Zug schon
rule-dragon-step-fairy = Schritt { $step } ({ $player }): Die Fee schützt dieses Plättchen, der Drache darf es nicht betreten
rule-flight-too-short = Der Drache kann noch weiterziehen: Schritt { $step } wählt { $player }
rule-flight-too-long = Der Drache zieht höchstens 6 Schritte
rule-dragon-there = Auf diesem Plättchen steht der Drache: Dort darf keine Figur eingesetzt werden
rule-no-portal = Dieses Plättchen hat keinen Zaubergang
rule-not-through-portal = { $figure }: geht nie durch einen Zaubergang
rule-portal-without-figure = Durch einen Zaubergang geht nur ein Meeple, der große Meeple oder der Abt
rule-portal-finished = { $feature }: schon fertig; der Zaubergang führt nur zu unfertigen Gebieten
rule-no-tile-at = Dort liegt kein Plättchen
rule-fairy-needs-own-follower = Die Fee geht nur zu einem eigenen Meeple
rule-fairy-already-there = Die Fee steht schon bei diesem Meeple
rule-no-princess = Dieses Plättchen zeigt kein Burgfräulein
rule-no-knight-at = Dort steht kein Ritter
rule-not-in-princess-city = Dieser Ritter ist nicht in der Stadt des Burgfräuleins
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = Platz { $seat }
rule-flight-underway = Der Drache zieht: Erst wählt reihum jeder seinen Schritt
rule-no-flight-underway = Der Drache zieht gerade nicht

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = Der Drache zieht: Schritt { $step } wählt { $name }
dragon-step-help = Klicke auf eines der leuchtenden Plättchen neben dem Drachen, um ihn dorthin zu ziehen.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = Drache
figure-fairy = Fee
