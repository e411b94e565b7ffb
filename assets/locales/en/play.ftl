# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Scoreboard
# $count: tiles still in the draw pile.
tiles-left-in-pile = Tiles left in the pile: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Helpers: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } is thinking…
hint-thinking = The computer is looking for a move…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Suggestion: { $reason } (shown faded on the map)
hint-ask = Suggest a move (H)
set-aside = Set aside:
save-name-hint = name of the save
save-as = Save as
rules-button = Rules (F1)
scoring-log = Scoring log
scoring-at-end = end
# $number: the move's number.
scoring-at-move = move { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: ready
figure-on-map = { $figure }: on the map
# $count: followers in supply, of 7.
followers-in-supply = { $count } of 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods } tokens: { $count }

## The turn's controls
# $name: the player whose turn it is.
turn-of = { $name }'s turn
turn-of-second = { $name }'s turn (builder: second turn)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Drawn tile: { $tile }
turn-tile = Turn (R)
scoring = Scoring…
continue-scoring = Continue (Space)
place-tile-help = Click a green cell to place the tile. R or right-click turns it.
place-tile-help-purist = Click a cell beside the map to place the tile. R or right-click turns it.
undo-last-turn = Undo last turn
claim-help = Put a figure: click a marker on the tile, or choose here.
no-figure = No figure (Space)
confirm-turn = Confirm turn (Enter)
step-back = Step back (Ctrl+Z)

## Banners over the map
banner-turn = { $name }'s turn
banner-second-turn = { $name }'s second turn (builder)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } completes the city: { $goods }
banner-plays-again = Builder: { $name } plays again

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] city
       *[other] { $count } cities
    }
tile-part-road = { $count ->
        [one] road
       *[other] { $count } roads
    }
tile-part-monastery = monastery
tile-part-garden = garden
tile-part-river = river
tile-fields-only = fields only
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } and { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Nothing scored yet.
