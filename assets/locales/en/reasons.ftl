# Why the computer suggests a move (H, "Suggestion: ..."): the parts of the
# reason, joined by reason-separator.
# $feature: the feature's word as in game.ftl (feature-road, ...), lower
# case; $kind: the same feature as an id (road, city, monastery, garden,
# field) to select the article, case or agreement your language needs.
# $goods: a goods word (goods-...); its id is $kind (chicken, grain, cloth).
# $by: who is placed, follower or abbot.

reason-separator = {"; "}
reason-set-aside = the tile fits nowhere: it is set aside
reason-illegal = an illegal move
reason-abbot-back = takes the abbot back: +{ $points }
reason-closes-shared = closes a shared { $feature }: +{ $points } each
reason-closes-mine = closes your { $feature }: +{ $points }
reason-closes-theirs = closes an opponent's { $feature }: they score { $points }
# $cities: completed cities the field touches; $points: its value so far.
reason-claims-field = { $by ->
        [abbot] puts the abbot on
       *[follower] claims
    } a field touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    } ({ $points } so far)
# $around: tiles around the monastery or garden.
reason-claims-cloister = { $by ->
        [abbot] puts the abbot on
       *[follower] claims
    } a { $feature } with { $around ->
        [one] 1 tile
       *[other] { $around } tiles
    } around it
reason-claims-worth = { $by ->
        [abbot] puts the abbot on
       *[follower] claims
    } a { $feature } worth { $points } so far
reason-places-figure = places a figure
# $mine, $rival: the followers' strength of the player and of the strongest rival.
reason-large-majority = large follower: takes the { $feature } majority { $mine }–{ $rival }
reason-large-claims = large follower: claims a { $feature } worth { $points } so far
reason-builder = builder: likely extra turns from your { $feature }
reason-pig = pig: your field touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }
# $count: tokens taken; $mine, $rival: the player's tokens and the best rival's.
reason-takes-goods = takes { $goods } +{ $count }: { $goods } majority { $mine }–{ $rival }
reason-second-turn = builder: a second turn now
reason-joins-theirs = joins an opponent's { $feature }: it is shared now
reason-extends-mine = extends your { $feature } (worth { $points } so far)
reason-hems-in = makes an opponent's { $feature } harder to complete
reason-extends-theirs = extends an opponent's { $feature }
reason-least-harm = places the tile where it does least harm
# $mine: the player's final score; $best: the best other player's.
reason-last-tile = last tile: the game ends { $mine } to { $best }

## The Princess & the Dragon
# $count: the figures the dragon's flight eats.
reason-dragon-eats = the dragon eats { $count ->
        [one] an opponent's figure
       *[other] { $count } opponents' figures
    }
reason-dragon-eats-own = the dragon eats { $count ->
        [one] one of your figures
       *[other] { $count } figures of yours
    }
# $kind: the feature of the follower the fairy goes to, which names it.
reason-fairy = fairy: to your { $kind ->
        [road] thief
        [city] knight
        [field] farmer
        [garden] abbot
       *[monastery] monk
    } (+1 a turn, +3 when it scores)
reason-fairy-points = fairy: +{ $points }
reason-through-portal = through the magic portal
reason-princess-theirs = princess: sends an opponent's knight home
reason-princess-own = princess: sends your own knight home
