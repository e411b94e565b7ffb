# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = la loseta no encaja en ningún sitio: se descarta
reason-illegal = una jugada no permitida
reason-abbot-back = recupera al abad: +{ $points }
reason-closes-shared = completa { $kind ->
        [city] una ciudad compartida
       *[other] un { $feature } compartido
    }: +{ $points } para cada uno
reason-closes-mine = completa tu { $feature }: +{ $points }
reason-closes-theirs = completa { $kind ->
        [city] una ciudad rival
       *[other] un { $feature } rival
    }: el rival gana { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] pone al abad en
       *[follower] ocupa
    } un campo junto a { $cities ->
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    } ({ $points } por ahora)
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] pone al abad en
       *[follower] ocupa
    } { $kind ->
        [garden] un jardín
       *[other] un monasterio
    } con { $around ->
        [one] 1 loseta
       *[other] { $around } losetas
    } alrededor
reason-claims-worth = { $by ->
        [abbot] pone al abad en
       *[follower] ocupa
    } { $kind ->
        [city] una ciudad
       *[other] un { $feature }
    } que vale { $points } por ahora
reason-places-figure = coloca una figura
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = seguidor mayor: se lleva la mayoría { $kind ->
        [city] de la ciudad
       *[other] del { $feature }
    } { $mine }–{ $rival }
reason-large-claims = seguidor mayor: ocupa { $kind ->
        [city] una ciudad
       *[other] un { $feature }
    } que vale { $points } por ahora
reason-builder = constructor: probablemente más turnos en tu { $feature }
reason-pig = cerdo: tu campo junto a { $cities ->
        [one] 1 ciudad completada
       *[other] { $cities } ciudades completadas
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = toma { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    } de { $goods }: mayoría { $mine }–{ $rival }
reason-second-turn = constructor: ahora un segundo turno
reason-joins-theirs = se une a { $kind ->
        [city] una ciudad rival: ahora está compartida
       *[other] un { $feature } rival: ahora está compartido
    }
reason-extends-mine = amplía tu { $feature } (vale { $points } por ahora)
reason-hems-in = hace más difícil completar { $kind ->
        [city] una ciudad rival
       *[other] un { $feature } rival
    }
reason-extends-theirs = amplía { $kind ->
        [city] una ciudad rival
       *[other] un { $feature } rival
    }
reason-least-harm = coloca la loseta donde menos daño hace
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = última loseta: la partida termina { $mine } a { $best }

## La Princesa y el Dragón
# $count: the figures the dragon's flight eats.
reason-dragon-eats = el dragón se come { $count ->
        [one] una figura rival
       *[other] { $count } figuras rivales
    }
reason-dragon-eats-own = el dragón se come { $count ->
        [one] una de tus figuras
       *[other] { $count } figuras tuyas
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = hada: con tu { $kind ->
        [road] ladrón
        [city] caballero
        [field] campesino
        [garden] abad
       *[monastery] monje
    } (+1 por turno, +3 cuando puntúe)
reason-fairy-points = hada: +{ $points }
reason-through-portal = por el portal mágico
reason-princess-theirs = princesa: devuelve un caballero rival a su reserva
reason-princess-own = princesa: devuelve tu propio caballero a tu reserva
