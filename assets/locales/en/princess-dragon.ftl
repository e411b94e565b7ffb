# The Princess & the Dragon: the box's name, its scoring and why the rules
# refuse a move of it. $player and $who are players' names as typed.

expansion-princess-dragon = The Princess & the Dragon
expansion-princess-dragon-summary = 30 tiles: a dragon, a fairy, magic portals, princesses

## What scored (lower case, as inside a sentence)
feature-fairy = fairy
# $points: 1 at the start of a turn, 3 when the fairy's follower scores.
score-fairy = fairy: +{ $points } to { $who }

## Refusals
# $expansion: an expansion's name.
rule-expansion-off = { $expansion } is not in play in this game
# $tile: a tile's id (PD_G).
rule-dragon-before-volcano = Tile { $tile } shows a dragon, but no volcano has been placed yet
rule-no-dragon-on-tile = This tile shows no dragon: the dragon flies only after a dragon tile
# $step: the step's number (1 to 6); $player: whose step it is.
rule-dragon-step-not-next = Step { $step } ({ $player }): the dragon moves only to a tile next to it
rule-dragon-step-no-tile = Step { $step } ({ $player }): there is no tile there
rule-dragon-step-visited = Step { $step } ({ $player }): the dragon has already been on that tile in this flight
rule-dragon-step-fairy = Step { $step } ({ $player }): the fairy protects that tile; the dragon may not enter it
rule-flight-too-short = The dragon can still fly on: step { $step } is { $player }'s
rule-flight-too-long = The dragon flies at most 6 steps
rule-dragon-there = The dragon is on that tile: no figure may be placed there
rule-no-portal = This tile has no magic portal
# $figure: a figure's name (figure-... keys).
rule-not-through-portal = The { $figure } never goes through a magic portal
rule-portal-without-figure = A magic portal carries only a follower, the large follower or the abbot
# $feature: a feature's name (feature-... keys).
# $kind: its id (city, road, field, monastery, garden), for languages whose
# words change with the feature.
rule-portal-finished = That { $feature } is already completed: the magic portal reaches only unfinished features
rule-no-tile-at = There is no tile there
rule-fairy-needs-own-follower = The fairy goes only to one of your own followers
rule-fairy-already-there = The fairy is already with that follower
rule-no-princess = This tile shows no princess
rule-no-knight-at = There is no knight there
rule-not-in-princess-city = That knight is not in the princess's city
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = seat { $seat }
rule-flight-underway = The dragon is flying: each player in turn chooses its step first
rule-no-flight-underway = The dragon is not flying

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = The dragon flies: step { $step } is { $name }'s
dragon-step-help = Click one of the lit tiles next to the dragon to send it there.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = dragon
figure-fairy = fairy

## Banners: what the box did at the table, one at a time
# $name: the player who laid the volcano.
news-volcano = { $name } lays a volcano: the dragon moves onto it
# $name: the player; $figure: the figure, named for where it now stands
# (figure-knight ...); $feature: that feature's name (feature-...); $kind:
# the feature as an id (road, city, monastery, garden, field).
news-portal = Magic portal: { $name }'s { $figure } goes onto a { $feature } on another tile
# $name: who laid the princess; $owner: the knight's owner; $figure: the
# knight (figure-knight or figure-large-knight).
news-sent-home = { $name }'s princess sends { $owner }'s { $figure } back to the supply
# $step: the step of the flight (1 to 6); $count: figures eaten on it;
# $figures: whose they were (figures-of-seat, joined by figures-seat-separator).
news-dragon-eats = Step { $step }: { $count ->
        [one] the dragon eats 1 figure
       *[other] the dragon eats { $count } figures
    } — { $figures }
# One player's figures: $name, and $figures (the figures' names joined by names-list).
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
# A figure's name repeated for one player: $count (2 or more), $figure.
figures-times = { $count } × { $figure }
# $steps: steps flown (0 to 6); $eaten: figures it ate in all; $dead_end:
# yes when it stopped before its 6 steps (no free tile next to it).
news-flight-ends = { $steps ->
        [0] The dragon cannot fly: no tile next to it is free
       *[other] { $dead_end ->
            [yes] Dead end: the dragon stops after { $steps ->
                [one] 1 step
               *[other] { $steps } steps
            }
           *[no] The dragon's flight is over
        }; { $eaten ->
            [0] it ate nothing
            [one] it ate 1 figure
           *[other] it ate { $eaten } figures
        }
    }
# The fairy's points as the scoring banner shows them: $name: who scores
# them; $points: how many (1 at the start of a turn, 3 for a feature).
banner-fairy-turn = { $points ->
        [one] The fairy gives { $name } 1 point at the start of the turn
       *[other] The fairy gives { $name } { $points } points at the start of the turn
    }
banner-fairy-feature = The fairy's feature was scored: { $points ->
        [one] 1 more point
       *[other] { $points } more points
    } for { $name }

## The traced feature
# $name: the follower's owner; $figure: the follower, named for where it
# stands; $points: what the fairy gives when this feature is scored.
trace-fairy = The fairy is with { $name }'s { $figure }: +{ $points } for { $name } when that feature is scored; the dragon may not enter that tile
trace-dragon = The dragon stands on one of its tiles: no figure may be placed on that tile

## Tiles left
group-princess-dragon = Princess & the Dragon
# $count: unseen dragon tiles, which cannot come before the first volcano.
tiles-dragons-waiting = { $count ->
        [one] 1 dragon tile waits for the first volcano: drawn before it, a dragon tile is set aside.
       *[other] { $count } dragon tiles wait for the first volcano: drawn before it, a dragon tile is set aside.
    }
# Under the tip of a tile that cannot come yet.
tile-left-waiting = Not before the first volcano (set aside if drawn earlier)

## The claim list: actions elsewhere on the map
# $figure: the figure, named for where it would stand (capitalised).
claim-through-portal = { $figure } through the magic portal, onto another tile
# $figure: the follower the fairy would go to, named for where it stands.
claim-fairy-to = Move the fairy to your { $figure }
# $owner: the knight's owner; $figure: the knight.
claim-princess-sends = Princess: { $owner }'s { $figure } goes home
claim-portal-hint = Magic portal: or click a marked spot on another tile to put your figure there.
claim-fairy-hint = Fairy: or click a fairy marker beside one of your followers to move the fairy there.
claim-princess-hint = Princess: or click a marked knight of her city to send it home.
