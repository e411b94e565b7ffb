# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Language:

## A broken modded tile file
tiles-problem-title = Modded tiles not used
tiles-problem-body = The game uses its built-in tiles until the file is fixed.
ok = OK

## First launch
first-launch-title = New to Carcassonne?
first-launch-body = A short demonstration on the real map: lay a few tiles yourself, claim a city, place a farmer. Nothing is scored or saved.
first-launch-show = Show me how to play
first-launch-not-now = Not now
first-launch-later = It stays on this screen and in F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = For 2 to { $max ->
        [one] { $max } player
       *[other] { $max } players
    }, at one computer or across the network
how-to-play = How to play
how-to-play-tip = A demonstration on the real map; nothing is scored or saved.
# $save: the autosave's name (date and players).
continue-game = Continue: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 art warning
   *[other] { $count } art warnings
}
controls-help = During play: click a green cell to place the tile; R or right-click turns it; click a marker to put a figure (again for another figure or none); Space for no figure; Enter confirms; H suggests a move; T shows the tiles left, O the open features.
    Drag to pan, wheel to zoom, F shows the last tile laid, or the whole map, F1 rules help, F11 fullscreen, Ctrl + plus / minus for larger or smaller text.
saved-games = Saved games
load = Load

## Players
players = Players
players-order = Turn order follows the list; pick who starts.
starts = starts
remove-player = Remove
add-player = Add a player
add-player-disabled = Inns & Cathedrals brings a sixth player.
# $number: the seat's number, for a player left without a name.
default-player-name = Player { $number }
player-marks = Mark players by initial, not only colour
player-marks-tip = Figures and swatches carry each player's initial. Turns on by itself when two chosen colours are hard to tell apart for colour-blind players.
seat-person = Person
# $level: the level's name (seat-level-...).
seat-computer = Computer: { $level }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-random = Random
level-greedy = Greedy
level-easy-tip = a beginner can beat it
level-medium-tip = plays soundly
level-hard-tip = looks a turn ahead

## Player colours
colour-yellow = Yellow
colour-red = Red
colour-green = Green
colour-blue = Blue
colour-black = Black
colour-pink = Pink

## Rules
rules = Rules
farmers-choice = Farmers
farmers-choice-off = off: the rulebook's introductory game
expansion-abbot = The Abbot
expansion-abbot-summary = gardens, one abbot each
expansion-river = The River
expansion-river-summary = river tiles first
expansion-inns-cathedrals = Inns & Cathedrals
expansion-inns-cathedrals-summary = 18 tiles, a large follower each, a sixth player
expansion-traders-builders = Traders & Builders
expansion-traders-builders-summary = 24 tiles with goods, a builder and a pig each
computer-moves = Computer moves:
speed-slow = Slow
speed-normal = Normal
speed-instant = Instant
seed = Seed (optional):
seed-hint = random
art = Art:
art-default = default
start-game = Start game

## Helpers
helpers-title = Helpers (agree at the table)
helpers-all = All helpers
helpers-rules-only = Rules only
helpers-purist = Purist
helpers-all-tip = Cells where the tile fits, features traced with what they are worth, notes.
helpers-rules-only-tip = Cells where the tile fits and features traced, but no points: you count.
helpers-purist-tip = No marks or counts; a tile that does not fit is refused with the rule it breaks.
coach-me = Coach me
coach-me-tip = On each player's first turn: the matching edges light up, the markers say what each feature is, and the scoreboard says what to do next.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } after { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
# $name: the save's name.
saved-as = Saved as "{ $name }"
saved-with-chart = Saved as "{ $name }" with its score chart
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Saved as "{ $name }"; { $file }: cannot write the chart: { $error }
cannot-save = { $file }: cannot save: { $error }
cannot-autosave = { $file }: cannot autosave: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = Cannot load { $file }: { $error }

## Sound (volume slider and mute)
sound-label = Sound:
sound-mute = Mute (M)
sound-mute-hint = M mutes and unmutes the sounds at any time.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (move { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = in { $folder }
# $folder: as above.
saved-games-none = None yet: a game saved during play goes to { $folder }.
# $players: the players' names.
saved-game-over = { $players }: game over
saved-game-unreadable = does not load (Load says why)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = just now
save-age-minutes = { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
save-age-hours = { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
save-age-days = { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
save-age-weeks = { $count ->
        [one] { $count } week ago
       *[other] { $count } weeks ago
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = The game's language
