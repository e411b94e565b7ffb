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
