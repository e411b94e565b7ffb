# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = la tessera non si può piazzare da nessuna parte: viene scartata
reason-illegal = una mossa non valida
reason-abbot-back = riprende l'abate: +{ $points }
reason-closes-shared = completa { $kind ->
        [road] una strada condivisa
        [city] una città condivisa
       *[other] un { $feature } condiviso
    }: +{ $points } a testa
reason-closes-mine = completa { $kind ->
        [road] la tua strada
        [city] la tua città
       *[other] il tuo { $feature }
    }: +{ $points }
reason-closes-theirs = completa { $kind ->
        [road] una strada avversaria
        [city] una città avversaria
       *[other] un { $feature } avversario
    }: l'avversario segna { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] mette l'abate su
       *[follower] occupa
    } un campo che tocca { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    } ({ $points } finora)
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] mette l'abate in
       *[follower] occupa
    } { $kind ->
        [garden] un giardino
       *[other] un monastero
    } con { $around ->
        [one] 1 tessera
       *[other] { $around } tessere
    } intorno
reason-claims-worth = { $by ->
        [abbot] mette l'abate in
       *[follower] occupa
    } { $kind ->
        [road] una strada
        [city] una città
       *[other] un { $feature }
    } che vale { $points } finora
reason-places-figure = piazza una pedina
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = grande seguace: prende la maggioranza { $kind ->
        [road] della strada
        [city] della città
       *[other] del { $feature }
    } { $mine }–{ $rival }
reason-large-claims = grande seguace: occupa { $kind ->
        [road] una strada
        [city] una città
       *[other] un { $feature }
    } che vale { $points } finora
reason-builder = costruttore: probabili turni extra { $kind ->
        [road] sulla tua strada
        [city] nella tua città
       *[other] sul tuo { $feature }
    }
reason-pig = maiale: il tuo campo che tocca { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = prende { $goods } +{ $count }: maggioranza { $mine }–{ $rival }
reason-second-turn = costruttore: ora un secondo turno
reason-joins-theirs = si unisce a { $kind ->
        [road] una strada avversaria: ora è condivisa
        [city] una città avversaria: ora è condivisa
       *[other] un { $feature } avversario: ora è condiviso
    }
reason-extends-mine = estende { $kind ->
        [road] la tua strada
        [city] la tua città
       *[other] il tuo { $feature }
    } (vale { $points } finora)
reason-hems-in = rende più difficile completare { $kind ->
        [road] una strada avversaria
        [city] una città avversaria
       *[other] un { $feature } avversario
    }
reason-extends-theirs = estende { $kind ->
        [road] una strada avversaria
        [city] una città avversaria
       *[other] un { $feature } avversario
    }
reason-least-harm = piazza la tessera dove fa meno danno
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = ultima tessera: la partita finisce { $mine } a { $best }

## La Principessa e il Drago
# $count: the figures the dragon's flight eats.
reason-dragon-eats = il drago mangia { $count ->
        [one] una pedina avversaria
       *[other] { $count } pedine avversarie
    }
reason-dragon-eats-own = il drago mangia { $count ->
        [one] una tua pedina
       *[other] { $count } tue pedine
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = fata: dal tuo { $kind ->
        [road] brigante
        [city] cavaliere
        [field] contadino
        [garden] abate
       *[monastery] monaco
    } (+1 a turno, +3 al suo conteggio)
reason-fairy-points = fata: +{ $points }
reason-through-portal = attraverso il portale magico
reason-princess-theirs = principessa: rimanda un cavaliere avversario nella sua riserva
reason-princess-own = principessa: rimanda il tuo cavaliere nella tua riserva
