# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language (Polish: one, few, many, other).
# Names ($name, $who) are players' names as typed, never translated.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } en { $last }
names-separator = {", "}
nobody = niemand

## Counts
tiles-count = { $count ->
    [one] 1 tegel
   *[other] { $count } tegels
}

## Compass directions (of a figure's place on its tile)
direction-east = oost
direction-north-east = noordoost
direction-north = noord
direction-north-west = noordwest
direction-west = west
direction-south-west = zuidwest
direction-south = zuid
direction-south-east = zuidoost

## Features (lower case, as inside a sentence)
feature-road = weg
feature-city = stad
feature-monastery = klooster
feature-garden = tuin
feature-field = weide
feature-pig = varken
feature-goods = handelswaren

## Figures: what a figure is called where it stands (lower case)
figure-follower = meeple
figure-thief = struikrover
figure-knight = ridder
figure-monk = monnik
figure-farmer = boer
figure-large-follower = grote meeple
figure-large-thief = grote struikrover
figure-large-knight = grote ridder
figure-large-monk = grote monnik
figure-large-farmer = grote boer
figure-abbot = abt
figure-builder = bouwmeester
figure-pig = varken

## Goods
goods-chicken = kippen
goods-grain = graan
goods-cloth = laken

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = in de stad { $code ->
        [east] in het oosten
        [north-east] in het noordoosten
        [north] in het noorden
        [north-west] in het noordwesten
        [west] in het westen
        [south-west] in het zuidwesten
        [south] in het zuiden
        [south-east] in het zuidoosten
       *[other] richting { $direction }
    }
place-city = in de stad
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = op de weg naar de { $side }kant
place-road-running = op de weg { $from }–{ $to }
place-road = op de weg
place-field-towards = in de { $code ->
        [east] oostelijke weide
        [north-east] noordoostelijke weide
        [north] noordelijke weide
        [north-west] noordwestelijke weide
        [west] westelijke weide
        [south-west] zuidwestelijke weide
        [south] zuidelijke weide
        [south-east] zuidoostelijke weide
       *[other] weide richting { $direction }
    }
place-field-middle = in de weide in het midden
place-monastery = in het klooster
place-garden = in de tuin
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure }: { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Neem je abt terug uit { $kind ->
        [garden] de tuin
       *[other] het klooster
    }
recall-abbot-points = Neem je abt terug uit { $kind ->
        [garden] de tuin
       *[other] het klooster
    }: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = { $complete ->
        [yes] afgebouwde
       *[no] onafgebouwde
    } stad{ $cathedral ->
        [yes] {" "}met een kathedraal
       *[no] {""}
    }, { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $arms ->
        [0] {""}
        [one] , 1 wapen
       *[other] , { $arms } wapens
    }: +{ $points } voor { $who }
score-road = { $complete ->
        [yes] afgebouwde
       *[no] onafgebouwde
    } weg{ $inn ->
        [yes] {" "}met een herberg
       *[no] {""}
    }, { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }: +{ $points } voor { $who }
# $feature: feature-monastery or feature-garden.
score-cloister = { $feature } { $complete ->
        [yes] afgebouwd
       *[no] onafgebouwd
    }: +{ $points } voor { $who }
score-abbot-recalled = abt teruggenomen ({ $feature }): +{ $points } voor { $who }
# $cities: completed cities the field touches.
score-field = weide grenzend aan { $cities ->
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    }: +{ $points } voor { $who }
score-pig = weide met varken, grenzend aan { $cities ->
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    }: +{ $points } voor { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = meeste { $goods } ({ $most }): +{ $points } voor { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
# The goods word comes first, as a label: it does not agree with the number
# (kippen +2, not +2 kippen).
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: niemand
goods-nobody-yet = { $goods }: nog niemand
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: { $names } staan gelijk met { $count }
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: { $name } leidt met { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Weide van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }, grenzend aan { $cities ->
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Stad van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 wapen
           *[other] { $arms } wapens
        }
    }{ $cathedral ->
        [yes] , met een kathedraal
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods }: { $count }
trace-road = Weg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $inn ->
        [yes] , met een herberg
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } met { $count } van de 8 buurtegels
trace-complete = {" "}· afgebouwd
# $holders: the holders joined by names-separator.
trace-held-by = Bezet door: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } deze beurt
trace-worth-at-end = Aan het einde { $points } waard
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Nu { $now } waard (einde spel), { $full } wanneer afgebouwd{ $rate }
trace-worth = { $points } waard{ $rate }
trace-rate-inn = {" "}(herberg: 2 per tegel)
trace-rate-cathedral = {" "}(kathedraal: 3 per tegel en wapen)
completion-impossible = Kan niet meer afgebouwd worden: geen resterende tegel past in een vak dat nodig is
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: niet hier, { $why }
builder-no-follower = deze { $feature } heeft geen meeple van jou
pig-no-farmer = geen boer van jou in deze weide

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = De getrokken tegel ({ $tile }) past nergens in het speelgebied: hij wordt opzijgelegd en { $name } trekt opnieuw.
notice-plays-again = Bouwmeester: { $name } speelt nog een beurt.
notice-turn-undone = Laatste beurt ongedaan gemaakt: { $name } speelt hem opnieuw met dezelfde tegel.
notice-resumed = Spel hervat.

## Refusals
refusal-figure-not-here = Die figuur mag daar deze beurt niet staan.
refusal-nothing-to-undo = Er is geen bevestigde beurt om ongedaan te maken.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = de { $side ->
        [top] bovenkant
        [right] rechterkant
        [bottom] onderkant
       *[left] linkerkant
    } is { $kind }, maar de tegel { $side ->
        [top] erboven
        [right] rechts ervan
        [bottom] eronder
       *[left] links ervan
    } heeft daar { $other_id ->
        [field] een weide
        [road] een weg
        [city] een stad
       *[river] de rivier
    }
edge-field = weide
edge-road = weg
edge-city = stad
edge-river = rivier
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
rule-game-over = Het spel is voorbij: de trekstapel is leeg
rule-not-your-turn = Plaats { $seat } mag nu niet spelen: plaats { $to_move } is aan de beurt
rule-no-such-seat = Er is geen plaats { $seat } aan deze tafel
rule-no-tile-in-hand = Er is nog geen tegel getrokken
rule-nothing-to-undo = Er is geen bevestigde beurt om terug te nemen
rule-unknown-tile = Er is geen tegel `{ $tile }` in de gekozen tegelsets
rule-not-in-pile = Tegel { $tile } zit niet meer in de trekstapel
rule-land-before-river = Tegel { $tile } kan nog niet getrokken worden: er { $count ->
        [one] zit nog 1 riviertegel
       *[other] zitten nog { $count } riviertegels
    } in de rivierstapel, die eerst getrokken wordt
rule-last-tile-too-early = Tegel { $tile } wordt als laatste getrokken, maar er { $count ->
        [one] is nog 1 andere tegel
       *[other] zijn nog { $count } andere tegels
    } van zijn stapel over
rule-out-of-range = Dit vak ligt te ver van het speelgebied
rule-cell-taken = Op dit vak ligt al een tegel
rule-not-adjacent = Dit vak grenst met geen enkele kant aan een tegel van het speelgebied
rule-river-not-continued = Een riviertegel moet de rivier vanaf het open einde voortzetten
rule-river-no-end = De rivier heeft geen open einde om voort te zetten
rule-river-turns-back = Hier zou de rivier twee keer achter elkaar dezelfde kant op draaien en terugkeren
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = Tegel { $tile } past ergens in het speelgebied en mag dus niet opzijgelegd worden
rule-no-such-spot = { $spot }: die plek heeft deze tegel niet
rule-spot-occupied = { $spot }: { $kind ->
        [monastery] in dit klooster
        [road] op deze weg
        [city] in deze stad
        [garden] in deze tuin
       *[field] in deze weide
    } staat al een figuur
rule-farmers-off = Boeren doen in dit spel niet mee
rule-abbot-off = De abt doet in dit spel niet mee
rule-no-follower = De speler heeft geen meeple in de voorraad
rule-abbot-not-in-supply = De abt van de speler staat al in het speelgebied
rule-follower-on-garden = Een meeple mag niet in een tuin
rule-abbot-only-cloister = { $spot }: de abt gaat alleen in een klooster of tuin
rule-no-abbot-at = De speler heeft daar geen abt om terug te nemen
# $figure: a figure word.
rule-figure-not-in-play = Figuur ‘{ $figure }’ doet in dit spel niet mee
rule-not-in-supply = Figuur ‘{ $figure }’ van de speler staat al in het speelgebied
rule-wrong-spot-follower = { $spot }: figuur ‘{ $figure }’ gaat op een weg, in een stad, in een klooster of in een weide
rule-wrong-spot-abbot = { $spot }: figuur ‘{ $figure }’ gaat alleen in een klooster of tuin
rule-wrong-spot-builder = { $spot }: figuur ‘{ $figure }’ gaat alleen op een weg of in een stad
rule-wrong-spot-pig = { $spot }: figuur ‘{ $figure }’ gaat alleen in een weide
rule-builder-needs-follower = { $spot }: de bouwmeester gaat alleen op een weg of in een stad waar al een meeple van de speler staat
rule-pig-needs-farmer = { $spot }: het varken gaat alleen in een weide waar al een boer van de speler ligt
rule-bad-rotation = Draaiing { $degrees } is niet 0, 90, 180 of 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
