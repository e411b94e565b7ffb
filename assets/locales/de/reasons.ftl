# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = das Plättchen passt nirgends: Es wird aus dem Spiel genommen
reason-illegal = ein unerlaubter Zug
reason-abbot-back = nimmt den Abt zurück: +{ $points }
reason-closes-shared = stellt { $kind ->
        [monastery] ein gemeinsames Kloster
        [garden] einen gemeinsamen Garten
       *[other] eine gemeinsame { $feature }
    } fertig: je +{ $points }
reason-closes-mine = stellt { $kind ->
        [monastery] dein Kloster
        [garden] deinen Garten
       *[other] deine { $feature }
    } fertig: +{ $points }
reason-closes-theirs = stellt { $kind ->
        [monastery] ein gegnerisches Kloster
        [garden] einen gegnerischen Garten
       *[other] eine gegnerische { $feature }
    } fertig: Der Gegner bekommt { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] setzt den Abt auf eine Wiese
       *[follower] besetzt eine Wiese
    } an { $cities ->
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    } (bisher { $points })
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] setzt den Abt in { $kind ->
            [garden] einen Garten
           *[other] ein Kloster
        }
       *[follower] besetzt { $kind ->
            [garden] einen Garten
           *[other] ein Kloster
        }
    } mit { $around ->
        [one] 1 Plättchen
       *[other] { $around } Plättchen
    } ringsum
reason-claims-worth = { $by ->
        [abbot] setzt den Abt in
       *[follower] besetzt
    } { $kind ->
        [monastery] ein Kloster
        [garden] einen Garten
       *[other] eine { $feature }
    }, bisher { $points } wert
reason-places-figure = setzt eine Figur
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = großer Meeple: holt die Mehrheit { $kind ->
        [city] in der Stadt
        [monastery] im Kloster
        [garden] im Garten
       *[other] auf der { $feature }
    } { $mine }–{ $rival }
reason-large-claims = großer Meeple: besetzt { $kind ->
        [monastery] ein Kloster
        [garden] einen Garten
       *[other] eine { $feature }
    }, bisher { $points } wert
reason-builder = Baumeister: wahrscheinlich weitere Züge { $kind ->
        [city] in deiner Stadt
       *[other] auf deiner { $feature }
    }
reason-pig = Schwein: deine Wiese an { $cities ->
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = nimmt { $goods } +{ $count }: { $goods }-Mehrheit { $mine }–{ $rival }
reason-second-turn = Baumeister: jetzt ein zweiter Zug
reason-joins-theirs = verbindet sich mit { $kind ->
        [monastery] einem gegnerischen Kloster
        [garden] einem gegnerischen Garten
       *[other] einer gegnerischen { $feature }
    }: jetzt geteilt
reason-extends-mine = erweitert { $kind ->
        [monastery] dein Kloster
        [garden] deinen Garten
       *[other] deine { $feature }
    } (bisher { $points } wert)
reason-hems-in = erschwert es, { $kind ->
        [monastery] ein gegnerisches Kloster
        [garden] einen gegnerischen Garten
       *[other] eine gegnerische { $feature }
    } fertigzustellen
reason-extends-theirs = erweitert { $kind ->
        [monastery] ein gegnerisches Kloster
        [garden] einen gegnerischen Garten
       *[other] eine gegnerische { $feature }
    }
reason-least-harm = legt das Plättchen dorthin, wo es am wenigsten schadet
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = letztes Plättchen: Endstand { $mine } zu { $best }

## Burgfräulein und Drache
# $count: the figures the dragon's flight eats.
reason-dragon-eats = der Drache frisst { $count ->
        [one] eine gegnerische Figur
       *[other] { $count } gegnerische Figuren
    }
reason-dragon-eats-own = der Drache frisst { $count ->
        [one] eine deiner Figuren
       *[other] { $count } eigene Figuren
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = Fee: zu deinem { $kind ->
        [road] Wegelagerer
        [city] Ritter
        [field] Bauern
        [garden] Abt
       *[monastery] Mönch
    } (+1 pro Zug, +3 bei seiner Wertung)
reason-fairy-points = Fee: +{ $points }
reason-through-portal = durch den Zaubergang
reason-princess-theirs = Burgfräulein: schickt einen gegnerischen Ritter zurück in den Vorrat
reason-princess-own = Burgfräulein: schickt deinen eigenen Ritter zurück in den Vorrat
