# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = You
tutorial-bo = Bo

## The panel
tutorial-heading = How to play
tutorial-subtitle = A demonstration: nothing here is scored or saved.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Step { $number } of { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Your tile: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Refused by the rules. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Taken back: { $why }
tutorial-back = ◀ Back
tutorial-try-again = Try again
tutorial-next = Next ▶
tutorial-finish = Finish
tutorial-leave-to-game = Leave: back to the game
tutorial-leave-to-new-game = Leave: back to the new game
tutorial-controls = Click a cell to lay the tile · R or right-click turns it · click a marker for a figure · Enter confirms · point at a feature to trace it
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Lay a tile
step-1-sentence = Every edge a new tile touches must match: city to city, road to road, field to field.
step-1-todo = Your tile is all city. Try it below the start tile first (the orange cell): it is refused. Then lay it where city meets city, and confirm.
step-1-accepted = Accepted: its edge meets the start tile's city, city to city.

## Step 2
step-2-title = A city worth 8
step-2-sentence = A completed city scores 2 per tile and 2 per coat of arms: three tiles and one coat of arms make 8.
step-2-todo-claim = Lay the tile so the start tile's city grows, and claim it: click the marker in the city for a knight, then confirm.
step-2-reply = Bo lays a road beside it.
step-2-todo-close = Close the city: lay your tile where its walls close all the way round.
step-2-no-figure = Claim the city as you lay the tile: click the marker in its city (a knight stands there), then confirm.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = That is a { $figure }: put your knight in the city instead.
step-2-wrong-city = Your knight must stand in the city that grows from the start tile.
# $tiles, $arms: numbers.
step-2-claimed = Your knight holds a city of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } with { $arms ->
        [one] 1 coat of arms
       *[other] { $arms } coats of arms
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Closed: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } and { $arms ->
        [one] 1 coat of arms
       *[other] { $arms } coats of arms
    } make 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Close the city: its walls must close all the way round (the marked cell).

## Step 3
step-3-title = Fields and farmers
step-3-sentence = A farmer scores at the end: 3 for each completed city its field touches; an unfinished city gives nothing.
step-3-todo = The field north of the road touches two completed cities and one unfinished. Lay the road at a marked cell and put a farmer in that field.
step-3-no-figure = Put a farmer in the field north of the road: click the marker lying there, then confirm.
step-3-not-field = That is a { $figure }: a farmer lies down in a field.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = That field touches { $cities ->
        [0] no completed city
        [one] 1 completed city
       *[other] { $cities } completed cities
    }: put the farmer in the field north of the road, beside the cities.
# $points: what the field is worth.
step-3-accepted = Highlighted: the field touches two completed cities and one unfinished, so it is worth { $points } at the end.

## Step 4
step-4-title = Seven followers
step-4-sentence = You have seven followers: a knight, thief or monk comes back when its feature scores; a farmer stays in its field until the end.
step-4-todo = Your knight holds the city, your farmer lies in the field. Close the city.
step-4-not-closed = Close the city your knight holds (the marked cell).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Your knight is back: { $count } of 7 followers in your supply. Your { $farmers ->
        [one] farmer stays in its field
       *[other] farmers stay in their fields
    } until the end.

## Step 5
step-5-title = Joining is legal
step-5-sentence = Nobody owns a part of the map: a tile may join roads or cities claimed apart, and when they score every leading player scores in full.
step-5-todo = Lay the curve where your road and Bo's meet. No thief can go on the joined road: it is already held.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Joined and completed: a road of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }, one thief each, so both of you score { $points } in full.
step-5-not-joined = Lay the curve where your road and Bo's meet (the marked cell).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = City of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }{ $arms ->
        [0] {""}
        [one] , 1 coat of arms
       *[other] , { $arms } coats of arms
    }
note-road = Road of { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    }
note-field = Field touching { $cities ->
        [0] no completed city
        [one] 1 completed city
       *[other] { $cities } completed cities
    }
note-monastery = Monastery
note-garden = Garden
# The feature's worth after the note; $points.
note-worth-at-end = { $points } at the end
note-worth-when-completed = { $points } when completed
note-worth = worth { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = { $name }'s first turn: lay the tile on a green cell, where every edge it touches matches (R turns it).
coach-place-purist = { $name }'s first turn: lay the tile where every edge it touches matches; where it does not, the rules say why (R turns it).
coach-claim = The lit edges match. Each marker says what its feature is: click one to put a figure there, or press Space for none.
coach-claim-values = The lit edges match. Each marker says what its feature is and is worth: click one to put a figure there, or press Space for none.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Your { $figure } would hold the highlighted { $feature }. Enter confirms; whatever the tile completes scores at once.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, that move gave away about { $points ->
        [one] 1 point
       *[other] { $points } points
    }. Better: { $better }.
coach-costly-quiet = No more of these notes
coach-costly-quiet-tip = The coach stops pointing out costly moves for the rest of this game. The review on the final screen still shows them.
