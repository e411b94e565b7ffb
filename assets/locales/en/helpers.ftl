# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Tiles left (T)
helper-open-features = Open features (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] 1 tile in the pile.
   *[other] { $count } tiles in the pile.
}
tiles-in-pile-with-hand = { $count ->
    [one] 1 tile in the pile, the tile in hand included.
   *[other] { $count } tiles in the pile, the tile in hand included.
}
tiles-left-point = Point at a tile to see where it fits now.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Cities
group-roads = Roads
group-monasteries = Monasteries
group-river = River
group-abbot = Abbot
group-inns-cathedrals = Inns & Cathedrals
group-traders-builders = Traders & Builders
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Tile ({ $tile }): { $count } unseen, fits { $cells ->
        [one] 1 cell
       *[other] { $cells } cells
    } now

## The fields after a game without farmers
fields-intro = A game without farmers: see what the fields would have scored.
fields-title = How would the fields have scored?
fields-rule = A farmer scores 3 for each completed city its field touches.
fields-next = Next field ▶
fields-previous = ◀ Previous
close = Close
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Field { $number } of { $count }: over { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, touching { $cities ->
        [0] no completed city
        [one] 1 completed city
       *[other] { $cities } completed cities
    }, it would have scored { $points } for its farmers.
