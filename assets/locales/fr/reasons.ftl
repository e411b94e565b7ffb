# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {" ; "}
reason-set-aside = la tuile ne convient nulle part : elle est mise de côté
reason-illegal = un coup illégal
reason-abbot-back = reprend l'abbé : +{ $points }
reason-closes-shared = achève { $kind ->
        [garden] un jardin partagé
        [field] un pré partagé
       *[other] une { $feature } partagée
    } : +{ $points } chacun
reason-closes-mine = achève votre { $feature } : +{ $points }
reason-closes-theirs = achève { $kind ->
        [garden] un jardin adverse
        [field] un pré adverse
       *[other] une { $feature } adverse
    } : l'adversaire marque { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] place l'abbé sur
       *[follower] occupe
    } un pré bordant { $cities ->
        [one] { $cities } ville achevée
       *[other] { $cities } villes achevées
    } ({ $points } pour l'instant)
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] place l'abbé dans
       *[follower] occupe
    } { $kind ->
        [garden] un jardin
       *[other] une abbaye
    } avec { $around ->
        [one] { $around } tuile
       *[other] { $around } tuiles
    } autour
reason-claims-worth = { $by ->
        [abbot] place l'abbé dans
       *[follower] occupe
    } { $kind ->
        [garden] un jardin
        [field] un pré
       *[other] une { $feature }
    } valant { $points } pour l'instant
reason-places-figure = pose une figurine
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = grand meeple : prend la majorité { $kind ->
        [garden] du jardin
        [field] du pré
        [monastery] de l'abbaye
       *[other] de la { $feature }
    } { $mine }–{ $rival }
reason-large-claims = grand meeple : occupe { $kind ->
        [garden] un jardin
        [field] un pré
       *[other] une { $feature }
    } valant { $points } pour l'instant
reason-builder = bâtisseur : sans doute d'autres tours { $kind ->
        [city] dans votre ville
       *[other] sur votre { $feature }
    }
reason-pig = cochon : votre pré bordant { $cities ->
        [one] { $cities } ville achevée
       *[other] { $cities } villes achevées
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = prend { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } de { $goods } : majorité { $mine }–{ $rival }
reason-second-turn = bâtisseur : un deuxième tour maintenant
reason-joins-theirs = rejoint { $kind ->
        [garden] un jardin adverse : il est désormais partagé
        [field] un pré adverse : il est désormais partagé
       *[other] une { $feature } adverse : elle est désormais partagée
    }
reason-extends-mine = prolonge votre { $feature } (vaut { $points } pour l'instant)
reason-hems-in = rend { $kind ->
        [garden] un jardin adverse
        [field] un pré adverse
       *[other] une { $feature } adverse
    } plus difficile à achever
reason-extends-theirs = prolonge { $kind ->
        [garden] un jardin adverse
        [field] un pré adverse
       *[other] une { $feature } adverse
    }
reason-least-harm = pose la tuile là où elle nuit le moins
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = dernière tuile : la partie se termine à { $mine } contre { $best }

## Princesse et Dragon
# $count: the figures the dragon's flight eats.
reason-dragon-eats = le dragon dévore { $count ->
        [1] une figurine adverse
        [one] { $count } figurine adverse
       *[other] { $count } figurines adverses
    }
reason-dragon-eats-own = le dragon dévore { $count ->
        [1] une de vos figurines
        [one] { $count } de vos figurines
       *[other] { $count } de vos figurines
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = fée : vers votre { $kind ->
        [road] brigand
        [city] chevalier
        [field] paysan
        [garden] abbé
       *[monastery] moine
    } (+1 par tour, +3 à l'évaluation de sa zone)
reason-fairy-points = fée : +{ $points }
reason-through-portal = par le portail magique
reason-princess-theirs = princesse : renvoie un chevalier adverse dans sa réserve
reason-princess-own = princesse : renvoie votre propre chevalier dans votre réserve
