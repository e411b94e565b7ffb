# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language (Polish: one, few, many, other).
# Names ($name, $who) are players' names as typed, never translated.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } and { $last }
names-separator = {", "}
nobody = nobody

## Counts
tiles-count = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}

## Compass directions (of a figure's place on its tile)
direction-east = east
direction-north-east = north-east
direction-north = north
direction-north-west = north-west
direction-west = west
direction-south-west = south-west
direction-south = south
direction-south-east = south-east

## Features (lower case, as inside a sentence)
feature-road = road
feature-city = city
feature-monastery = monastery
feature-garden = garden
feature-field = field
feature-pig = pig
feature-goods = goods

## Figures: what a figure is called where it stands (lower case)
figure-follower = follower
figure-thief = thief
figure-knight = knight
figure-monk = monk
figure-farmer = farmer
figure-large-follower = large follower
figure-large-thief = large thief
figure-large-knight = large knight
figure-large-monk = large monk
figure-large-farmer = large farmer
figure-abbot = abbot
figure-builder = builder
figure-pig = pig

## Goods
goods-chicken = chicken
goods-grain = grain
goods-cloth = cloth

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = in the city to the { $direction }
place-city = in the city
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = on the road to the { $side }
place-road-running = on the road running { $from }–{ $to }
place-road = on the road
place-field-towards = in the { $direction } field
place-field-middle = in the field in the middle
place-monastery = in the monastery
place-garden = in the garden
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure } on { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Take back your abbot from the { $on }
recall-abbot-points = Take back your abbot from the { $on }: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = { $complete ->
        [yes] completed
       *[no] unfinished
    } city{ $cathedral ->
        [yes] {" "}with a cathedral
       *[no] {""}
    }, { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $arms ->
        [0] {""}
        [one] , 1 coat of arms
       *[other] , { $arms } coats of arms
    }: +{ $points } to { $who }
score-road = { $complete ->
        [yes] completed
       *[no] unfinished
    } road{ $inn ->
        [yes] {" "}with an inn
       *[no] {""}
    }, { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }: +{ $points } to { $who }
# $feature: feature-monastery or feature-garden.
score-cloister = { $complete ->
        [yes] completed
       *[no] unfinished
    } { $feature }: +{ $points } to { $who }
score-abbot-recalled = abbot taken back from a { $feature }: +{ $points } to { $who }
# $cities: completed cities the field touches.
score-field = field touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }: +{ $points } to { $who }
score-pig = pig's field with { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }: +{ $points } to { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = { $goods } majority ({ $most }): +{ $points } to { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
# The goods word comes first, as a label (chicken +2), so no count agrees with it.
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: nobody
goods-nobody-yet = { $goods }: nobody yet
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: { $names } tie at { $count }
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: { $name } leads { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Field over { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, touching { $cities ->
        [one] 1 completed city
       *[other] { $cities } completed cities
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = City of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 coat of arms
           *[other] { $arms } coats of arms
        }
    }{ $cathedral ->
        [yes] , with a cathedral
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods } ×{ $count }
trace-road = Road of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $inn ->
        [yes] , with an inn
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } with { $count } of 8 neighbours
trace-complete = {" "}· complete
# $holders: the holders joined by names-separator.
trace-held-by = Held by: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } this turn
trace-worth-at-end = Worth { $points } at the end
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Worth { $now } now (end of game), { $full } when completed{ $rate }
trace-worth = Worth { $points }{ $rate }
trace-rate-inn = {" "}(inn: 2 per tile)
trace-rate-cathedral = {" "}(cathedral: 3 per tile and coat of arms)
completion-impossible = Can no longer be completed: no tile left fits a cell it needs
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: not here, { $why }
# $kind: the feature's id (city, road), for languages whose words change
# with it.
builder-no-follower = no follower of yours in this { $feature }
pig-no-farmer = no farmer of yours in this field

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = The drawn tile ({ $tile }) fits nowhere on the map: it is set aside and { $name } draws again.
notice-plays-again = Builder: { $name } plays again.
notice-turn-undone = Last turn undone: { $name } plays it again with the same tile.
notice-resumed = Game resumed.

## Refusals
refusal-figure-not-here = That figure cannot go there on this turn.
refusal-nothing-to-undo = There is no confirmed turn to undo.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = its { $side ->
        [top] top
        [right] right
        [bottom] bottom
       *[left] left
    } edge is { $kind }; the tile { $side ->
        [top] above
        [right] to the right
        [bottom] below
       *[left] to the left
    } has { $other_id ->
        [field] a field
        [road] a road
        [city] a city
       *[river] the river
    } there
edge-field = field
edge-road = road
edge-city = city
edge-river = river
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
rule-game-over = The game is over: the draw pile is empty
rule-not-your-turn = Seat { $seat } may not act now: it is seat { $to_move }'s turn
rule-no-such-seat = There is no seat { $seat } at this table
rule-no-tile-in-hand = No tile has been drawn yet
rule-nothing-to-undo = There is no confirmed turn to take back
rule-unknown-tile = There is no tile `{ $tile }` in the chosen tile sets
rule-not-in-pile = Tile { $tile } is no longer in the draw pile
rule-land-before-river = Tile { $tile } cannot be drawn yet: { $count ->
        [one] 1 river tile is
       *[other] { $count } river tiles are
    } still in the river pile, which is drawn first
rule-last-tile-too-early = Tile { $tile } is drawn last, but { $count ->
        [one] 1 other tile
       *[other] { $count } other tiles
    } of its pile { $count ->
        [one] is
       *[other] are
    } left
rule-out-of-range = This cell is too far from the map
rule-cell-taken = This cell already holds a tile
rule-not-adjacent = This cell shares no edge with a tile on the map
rule-river-not-continued = A river tile must continue the river from its open end
rule-river-no-end = The river has no open end to continue
rule-river-turns-back = Here the river would turn the same way twice in a row and double back
rule-fits-somewhere = Tile { $tile } fits somewhere on the map, so it cannot be set aside
rule-no-such-spot = { $spot }: this tile has no such place
# $feature: the feature's word (feature-... keys); $kind: the same as an id
# (road, city, monastery, garden, field).
rule-spot-occupied = { $spot }: the connected { $feature } already holds a figure
rule-farmers-off = Farmers are off in this game
rule-abbot-off = The Abbot is not in play in this game
rule-no-follower = The player has no follower in supply
rule-abbot-not-in-supply = The player's abbot is already on the map
rule-follower-on-garden = A follower cannot go on a garden
rule-abbot-only-cloister = { $spot }: the abbot goes only on a monastery or garden
rule-no-abbot-at = The player has no abbot there to take back
# $figure: a figure word.
rule-figure-not-in-play = The { $figure } is not in play in this game
rule-not-in-supply = The player's { $figure } is already on the map
rule-wrong-spot-follower = { $spot }: the { $figure } goes on a road, city, monastery or field
rule-wrong-spot-abbot = { $spot }: the { $figure } goes only on a monastery or garden
rule-wrong-spot-builder = { $spot }: the { $figure } goes only on a road or city
rule-wrong-spot-pig = { $spot }: the { $figure } goes only on a field
rule-builder-needs-follower = { $spot }: the builder goes only on a road or city that already holds one of the player's followers
rule-pig-needs-farmer = { $spot }: the pig goes only on a field that already holds one of the player's farmers
rule-bad-rotation = Rotation { $degrees } is not 0, 90, 180 or 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
