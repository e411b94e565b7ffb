# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = Du
tutorial-bo = Bo

## The panel
tutorial-heading = So wird gespielt
tutorial-subtitle = Eine Vorführung: Hier wird nichts gewertet oder gespeichert.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Schritt { $number } von { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Dein Plättchen: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Von den Regeln abgelehnt. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Zurückgenommen: { $why }
tutorial-back = ◀ Zurück
tutorial-try-again = Noch einmal versuchen
tutorial-next = Weiter ▶
tutorial-finish = Fertig
tutorial-leave-to-game = Verlassen: zurück zum Spiel
tutorial-leave-to-new-game = Verlassen: zurück zum neuen Spiel
tutorial-controls = Klick auf ein Feld legt das Plättchen · R oder Rechtsklick dreht es · Klick auf eine Markierung wählt eine Figur · Enter bestätigt · zeige auf ein Gebiet, um es hervorzuheben
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Ein Plättchen legen
step-1-sentence = Jede Kante, die ein neues Plättchen berührt, muss passen: Stadt an Stadt, Straße an Straße, Wiese an Wiese.
step-1-todo = Dein Plättchen ist ganz Stadt. Versuche es zuerst unter dem Startplättchen (das orange Feld): Es wird abgelehnt. Lege es dann dort, wo Stadt an Stadt stößt, und bestätige.
step-1-accepted = Angenommen: Seine Kante trifft auf die Stadt des Startplättchens, Stadt an Stadt.

## Step 2
step-2-title = Eine Stadt für 8 Punkte
step-2-sentence = Eine fertige Stadt bringt 2 Punkte je Plättchen und 2 je Wappen: Drei Plättchen und ein Wappen ergeben 8.
step-2-todo-claim = Lege das Plättchen so, dass die Stadt des Startplättchens wächst, und besetze sie: Klicke für einen Ritter auf die Markierung in der Stadt und bestätige.
step-2-reply = Bo legt daneben eine Straße.
step-2-todo-close = Schließe die Stadt: Lege dein Plättchen dort, wo sich ihre Mauern ringsum schließen.
step-2-no-figure = Besetze die Stadt, während du das Plättchen legst: Klicke auf die Markierung in der Stadt (dort steht ein Ritter) und bestätige.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = Das ist ein { $figure }: Setze deinen Ritter stattdessen in die Stadt.
step-2-wrong-city = Dein Ritter muss in der Stadt stehen, die vom Startplättchen aus wächst.
# $tiles, $arms: numbers.
step-2-claimed = Dein Ritter besetzt eine Stadt aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    } mit { $arms ->
        [one] 1 Wappen
       *[other] { $arms } Wappen
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Geschlossen: { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    } und { $arms ->
        [one] 1 Wappen
       *[other] { $arms } Wappen
    } ergeben 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Schließe die Stadt: Ihre Mauern müssen sich ringsum schließen (das markierte Feld).

## Step 3
step-3-title = Wiesen und Bauern
step-3-sentence = Ein Bauer wird am Ende gewertet: 3 Punkte für jede fertige Stadt, an die seine Wiese grenzt; eine unfertige Stadt bringt nichts.
step-3-todo = Die Wiese nördlich der Straße grenzt an zwei fertige Städte und eine unfertige. Lege die Straße auf ein markiertes Feld und setze einen Bauern auf diese Wiese.
step-3-no-figure = Setze einen Bauern auf die Wiese nördlich der Straße: Klicke auf die Markierung, die dort liegt, und bestätige.
step-3-not-field = Das ist ein { $figure }: Ein Bauer liegt auf einer Wiese.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = Diese Wiese grenzt an { $cities ->
        [0] keine fertige Stadt
        [one] 1 fertige Stadt
       *[other] { $cities } fertige Städte
    }: Setze den Bauern auf die Wiese nördlich der Straße, neben den Städten.
# $points: what the field is worth.
step-3-accepted = Hervorgehoben: Die Wiese grenzt an zwei fertige Städte und eine unfertige, also ist sie am Ende { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } wert.

## Step 4
step-4-title = Sieben Meeple
step-4-sentence = Du hast sieben Meeple: Ein Ritter, Wegelagerer oder Mönch kommt zurück, wenn sein Gebiet gewertet wird; ein Bauer bleibt bis zum Spielende auf seiner Wiese.
step-4-todo = Dein Ritter besetzt die Stadt, dein Bauer liegt auf der Wiese. Schließe die Stadt.
step-4-not-closed = Schließe die Stadt, die dein Ritter besetzt (das markierte Feld).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Dein Ritter ist zurück: { $count } von 7 Meeple in deinem Vorrat. { $farmers ->
        [one] Dein Bauer bleibt
       *[other] Deine Bauern bleiben
    } bis zum Spielende auf der Wiese.

## Step 5
step-5-title = Verbinden ist erlaubt
step-5-sentence = Niemandem gehört ein Teil des Spielfelds: Ein Plättchen darf getrennt besetzte Straßen oder Städte verbinden, und bei der Wertung erhält jeder führende Spieler die vollen Punkte.
step-5-todo = Lege die Kurve dort, wo deine Straße und die von Bo sich treffen. Auf die verbundene Straße kann kein Wegelagerer: Sie ist schon besetzt.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Verbunden und fertig: eine Straße aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }, je ein Wegelagerer, also erhaltet ihr beide die vollen { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
step-5-not-joined = Lege die Kurve dort, wo deine Straße und die von Bo sich treffen (das markierte Feld).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Stadt aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $arms ->
        [0] {""}
        [one] , 1 Wappen
       *[other] , { $arms } Wappen
    }
note-road = Straße aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }
note-field = Wiese an { $cities ->
        [0] keiner fertigen Stadt
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    }
note-monastery = Kloster
note-garden = Garten
# The feature's worth after the note; $points.
note-worth-at-end = { $points } am Ende
note-worth-when-completed = { $points }, wenn fertig
note-worth = Wert { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Erster Zug von { $name }: Lege das Plättchen auf ein grünes Feld, wo jede berührte Kante passt (R dreht es).
coach-place-purist = Erster Zug von { $name }: Lege das Plättchen so, dass jede berührte Kante passt; wo nicht, sagen die Regeln, warum (R dreht es).
coach-claim = Die leuchtenden Kanten passen. Jede Markierung zeigt ihr Gebiet: Klicke auf eine, um dort eine Figur zu setzen, oder drücke die Leertaste für keine.
coach-claim-values = Die leuchtenden Kanten passen. Jede Markierung zeigt ihr Gebiet und dessen Wert: Klicke auf eine, um dort eine Figur zu setzen, oder drücke die Leertaste für keine.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Dein { $figure } würde das hervorgehobene Gebiet ({ $feature }) besetzen. Enter bestätigt; was das Plättchen fertigstellt, wird sofort gewertet.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, dieser Zug hat etwa { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } verschenkt. Besser: { $better }.
coach-costly-quiet = Keine solchen Hinweise mehr
coach-costly-quiet-tip = Der Trainer weist für den Rest dieses Spiels nicht mehr auf Züge hin, die Punkte kosten. Die Analyse auf dem Schlussbildschirm zeigt sie trotzdem.
