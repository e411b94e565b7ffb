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
rule-no-dragon-on-tile = Dieses Plättchen zeigt keinen Drachen: Der Drache zieht nur nach einem Drachenplättchen
rule-dragon-step-not-next = Schritt { $step } ({ $player }): Der Drache zieht nur auf ein benachbartes Plättchen
rule-dragon-step-no-tile = Schritt { $step } ({ $player }): Dort liegt kein Plättchen
rule-dragon-step-visited = Schritt { $step } ({ $player }): Auf diesem Plättchen war der Drache bei diesem Drachenzug schon
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

## Banner: was die Erweiterung am Tisch tat, eines nach dem anderen
news-volcano = { $name } legt einen Vulkan: Der Drache zieht darauf
news-portal = Zaubergang: { $figure } von { $name } kommt { $kind ->
        [road] auf eine Straße
        [field] auf eine Wiese
        [monastery] in ein Kloster
        [garden] in einen Garten
       *[other] in eine { $feature }
    } auf einem anderen Plättchen
news-sent-home = Burgfräulein von { $name }: { $figure } von { $owner } kehrt in den Vorrat zurück
news-dragon-eats = Schritt { $step }: { $count ->
        [one] Der Drache frisst 1 Figur
       *[other] Der Drache frisst { $count } Figuren
    } – { $figures }
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] Der Drache kann nicht ziehen: Neben ihm ist kein Plättchen frei
       *[other] { $dead_end ->
            [yes] Sackgasse: Der Drache bleibt nach { $steps ->
                [one] 1 Schritt
               *[other] { $steps } Schritten
            } stehen
           *[no] Der Drache ist fertig gezogen
        }; { $eaten ->
            [0] er hat nichts gefressen
            [one] er hat 1 Figur gefressen
           *[other] er hat { $eaten } Figuren gefressen
        }
    }
banner-fairy-turn = { $points ->
        [one] Die Fee gibt { $name } zu Beginn des Zuges 1 Punkt
       *[other] Die Fee gibt { $name } zu Beginn des Zuges { $points } Punkte
    }
banner-fairy-feature = Das Gebiet mit der Fee wurde gewertet: { $points ->
        [one] 1 Punkt mehr
       *[other] { $points } Punkte mehr
    } für { $name }

## Das verfolgte Gebiet
trace-fairy = Die Fee steht bei einer Figur von { $name } ({ $figure }): +{ $points } für { $name }, wenn dieses Gebiet gewertet wird; der Drache darf dieses Plättchen nicht betreten
trace-dragon = Der Drache steht auf einem dieser Plättchen: Dort darf keine Figur eingesetzt werden

## Übrige Plättchen
group-princess-dragon = Burgfräulein und Drache
tiles-dragons-waiting = { $count ->
        [one] 1 Drachenplättchen wartet auf den ersten Vulkan: Vorher gezogen, wird es beiseitegelegt.
       *[other] { $count } Drachenplättchen warten auf den ersten Vulkan: Vorher gezogen, wird ein Drachenplättchen beiseitegelegt.
    }
tile-left-waiting = Erst nach dem ersten Vulkan (vorher gezogen, wird es beiseitegelegt)

## Die Liste der Figuren: Züge anderswo auf dem Spielfeld
claim-through-portal = { $figure } durch den Zaubergang auf ein anderes Plättchen
claim-fairy-to = Die Fee zu einer deiner Figuren ({ $figure })
claim-princess-sends = Burgfräulein: { $figure } von { $owner } kehrt in den Vorrat zurück
claim-portal-hint = Zaubergang: oder klicke auf eine markierte Stelle eines anderen Plättchens, um deine Figur dorthin zu setzen.
claim-fairy-hint = Fee: oder klicke auf eine Feen-Markierung bei einem deiner Meeple, um die Fee dorthin zu stellen.
claim-princess-hint = Burgfräulein: oder klicke auf einen markierten Ritter ihrer Stadt, um ihn in den Vorrat zurückzuschicken.
