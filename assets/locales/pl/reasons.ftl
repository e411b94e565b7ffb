# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = płytka nigdzie nie pasuje: zostaje odłożona
reason-illegal = niedozwolony ruch
reason-abbot-back = zabiera opata: +{ $points }
reason-closes-shared = kończy { $kind ->
        [city] wspólne miasto
        [field] wspólne pole
        [monastery] wspólny klasztor
        [garden] wspólny ogród
       *[road] wspólny trakt
    }: każdy dostaje +{ $points }
reason-closes-mine = kończy { $kind ->
        [city] twoje miasto
        [field] twoje pole
       *[other] twój { $feature }
    }: +{ $points }
reason-closes-theirs = kończy { $feature } przeciwnika: przeciwnik dostaje { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] stawia opata na polu
       *[follower] zajmuje pole
    } przy { $cities ->
        [one] 1 ukończonym mieście
        [few] { $cities } ukończonych miastach
       *[many] { $cities } ukończonych miastach
    } (na razie { $points })
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] stawia opata w { $kind ->
            [garden] ogrodzie
           *[other] klasztorze
        }
       *[follower] zajmuje { $kind ->
            [garden] ogród
           *[other] klasztor
        }
    } z { $around ->
        [one] 1 płytką
        [few] { $around } płytkami
       *[many] { $around } płytkami
    } dookoła
reason-claims-worth = { $by ->
        [abbot] stawia opata { $kind ->
            [garden] w ogrodzie wartym
           *[other] w klasztorze wartym
        }
       *[follower] zajmuje { $kind ->
            [city] miasto warte
            [field] pole warte
           *[other] { $feature } wart
        }
    } na razie { $points }
reason-places-figure = stawia figurę
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = duży podwładny: przejmuje przewagę { $kind ->
        [city] w mieście
        [field] na polu
        [monastery] w klasztorze
        [garden] w ogrodzie
       *[road] na trakcie
    } { $mine }–{ $rival }
reason-large-claims = duży podwładny: zajmuje { $kind ->
        [city] miasto warte
        [field] pole warte
       *[other] { $feature } wart
    } na razie { $points }
reason-builder = budowniczy: prawdopodobnie dodatkowe tury dzięki { $kind ->
        [city] twojemu miastu
       *[other] twojemu traktowi
    }
reason-pig = świnia: twoje pole przy { $cities ->
        [one] 1 ukończonym mieście
        [few] { $cities } ukończonych miastach
       *[many] { $cities } ukończonych miastach
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = bierze { $goods } +{ $count }: przewaga { $mine }–{ $rival }
reason-second-turn = budowniczy: teraz druga tura
reason-joins-theirs = łączy się z { $kind ->
        [city] miastem przeciwnika: teraz jest wspólne
        [field] polem przeciwnika: teraz jest wspólne
        [monastery] klasztorem przeciwnika: teraz jest wspólny
        [garden] ogrodem przeciwnika: teraz jest wspólny
       *[road] traktem przeciwnika: teraz jest wspólny
    }
reason-extends-mine = rozbudowuje { $kind ->
        [city] twoje miasto (warte
        [field] twoje pole (warte
       *[other] twój { $feature } (wart
    } na razie { $points })
reason-hems-in = utrudnia ukończenie { $kind ->
        [city] miasta
        [field] pola
        [monastery] klasztoru
        [garden] ogrodu
       *[road] traktu
    } przeciwnika
reason-extends-theirs = rozbudowuje { $feature } przeciwnika
reason-least-harm = kładzie płytkę tam, gdzie najmniej szkodzi
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = ostatnia płytka: gra kończy się wynikiem { $mine } do { $best }

## Księżniczka i smok
# $count: the figures the dragon's flight eats.
reason-dragon-eats = smok zjada { $count ->
        [one] figurę przeciwnika
        [few] { $count } figury przeciwników
       *[many] { $count } figur przeciwników
    }
reason-dragon-eats-own = smok zjada { $count ->
        [one] twoją figurę
        [few] { $count } twoje figury
       *[many] { $count } twoich figur
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = wróżka: do twojego { $kind ->
        [road] rozbójnika
        [city] rycerza
        [field] chłopa
        [garden] opata
       *[monastery] mnicha
    } (+1 co turę, +3 przy podliczeniu jego obszaru)
reason-fairy-points = wróżka: +{ $points }
reason-through-portal = przez magiczny portal
reason-princess-theirs = księżniczka: odsyła rycerza przeciwnika do jego rezerwy
reason-princess-own = księżniczka: odsyła twojego rycerza do twojej rezerwy
