# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = de tegel past nergens: hij wordt opzijgelegd
reason-illegal = een ongeldige zet
reason-abbot-back = neemt de abt terug: +{ $points }
reason-closes-shared = bouwt { $kind ->
        [monastery] een gedeeld klooster
       *[other] een gedeelde { $feature }
    } af: elk +{ $points }
reason-closes-mine = bouwt je { $feature } af: +{ $points }
reason-closes-theirs = bouwt { $kind ->
        [monastery] het klooster
       *[other] de { $feature }
    } van een tegenstander af: die scoort { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] zet de abt in
       *[follower] bezet
    } een weide die { $cities ->
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    } raakt (nu { $points })
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] zet de abt in
       *[follower] bezet
    } { $kind ->
        [garden] een tuin
       *[other] een klooster
    } met { $around ->
        [one] 1 tegel
       *[other] { $around } tegels
    } eromheen
reason-claims-worth = { $by ->
        [abbot] zet de abt in
       *[follower] bezet
    } { $kind ->
        [monastery] een klooster dat
       *[other] een { $feature } die
    } nu { $points } waard is
reason-places-figure = plaatst een figuur
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = grote meeple: pakt de meerderheid { $kind ->
        [road] op de weg
        [monastery] in het klooster
       *[other] in de { $feature }
    } { $mine }–{ $rival }
reason-large-claims = grote meeple: bezet { $kind ->
        [monastery] een klooster dat
       *[other] een { $feature } die
    } nu { $points } waard is
reason-builder = bouwmeester: waarschijnlijk extra beurten { $kind ->
        [road] op je weg
       *[other] in je { $feature }
    }
reason-pig = varken: je weide die { $cities ->
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    } raakt
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = neemt { $goods } +{ $count }: meerderheid { $mine }–{ $rival }
reason-second-turn = bouwmeester: nu een tweede beurt
reason-joins-theirs = sluit aan op { $kind ->
        [monastery] het klooster
       *[other] de { $feature }
    } van een tegenstander: nu gedeeld
reason-extends-mine = { $kind ->
        [road] verlengt je weg
       *[other] breidt je { $feature } uit
    } (nu { $points } waard)
reason-hems-in = maakt { $kind ->
        [monastery] het klooster
       *[other] de { $feature }
    } van een tegenstander moeilijker af te bouwen
reason-extends-theirs = { $kind ->
        [road] verlengt de weg van een tegenstander
        [monastery] breidt het klooster van een tegenstander uit
       *[other] breidt de { $feature } van een tegenstander uit
    }
reason-least-harm = legt de tegel waar hij het minst schaadt
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = laatste tegel: het spel eindigt { $mine } tegen { $best }

## De Draak, de Fee en de Jonkvrouw
# $count: the figures the dragon's flight eats.
reason-dragon-eats = de draak eet { $count ->
        [one] een figuur van een tegenstander
       *[other] { $count } figuren van tegenstanders
    }
reason-dragon-eats-own = de draak eet { $count ->
        [one] een eigen figuur
       *[other] { $count } eigen figuren
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = fee: naar je { $kind ->
        [road] struikrover
        [city] ridder
        [field] boer
        [garden] abt
       *[monastery] monnik
    } (+1 per beurt, +3 als zijn gebied geteld wordt)
reason-fairy-points = fee: +{ $points }
reason-through-portal = door de magische poort
reason-princess-theirs = jonkvrouw: stuurt een ridder van een tegenstander terug naar de voorraad
reason-princess-own = jonkvrouw: stuurt je eigen ridder terug naar je voorraad
