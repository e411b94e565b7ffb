# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Rules help (F1)
help-demonstration = How to play: a demonstration
help-demonstration-tip = Lay a few tiles yourself; nothing is scored or saved.

## A turn
help-turn = A turn
help-turn-1 = 1. Draw a tile and place it so it shares an edge with the map and every touching edge matches (road to road, city to city, field to field). A tile that fits nowhere is set aside and you draw again.
help-turn-2 = 2. You may put one figure from your supply on a road, city, monastery or field of that tile, if the whole connected feature holds no figure yet.
help-turn-3 = 3. Every feature the tile completed scores now; its figures come back. Farmers stay until the end.

## Scoring tables
help-scoring = Scoring
help-column-feature = Feature
help-column-completed = Completed
help-column-unfinished = Unfinished at the end
help-road = Road
help-city = City
help-monastery = Monastery
help-garden = Garden (Abbot)
help-field = Field
help-per-tile = 1 per tile
help-two-per-tile = 2 per tile
help-city-completed = 2 per tile + 2 per coat of arms
help-city-unfinished = 1 per tile + 1 per coat of arms
help-monastery-completed = 9 (all 8 neighbours)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 per neighbour
help-field-completed = —
help-field-end = 3 per completed city it touches
help-majority = Whoever has the most followers on a feature takes all its points; tied players each score in full. A tile counts once per feature.

## The Abbot
help-abbot = The Abbot
help-abbot-text = Put your abbot on the new tile's monastery or garden instead of a follower; or, instead of placing any figure, take it back and score 1 + its neighbours at once.

## The River
help-river = The River
help-river-text = The river tiles come first, from the spring to the lake; the river must continue and may not turn the same way twice in a row.

## Inns & Cathedrals
help-inns = Inns & Cathedrals
help-road-inn = Road with an inn
help-city-cathedral = City with a cathedral
help-cathedral-completed = 3 per tile + 3 per coat of arms
help-inns-text = A second inn or cathedral adds nothing. Your large follower goes where a follower may (never on a garden) and counts as two followers for every majority; its points are not doubled. Press L or click its marker again to choose it. A sixth player (pink) may join.

## Traders & Builders
help-traders = Traders & Builders
help-goods-text = Goods: whoever places the tile that completes a city takes one token per goods symbol in it (chicken, grain, cloth), whoever holds the city. At the end, whoever has the most tokens of a kind scores 10 (tied players all score; nobody scores a kind no one has).
help-builder-text = Builder: put it on a road or city of the new tile that already holds one of your followers. When you later extend that road or city, you play a second turn at once (never a third). It comes back when its feature scores.
help-pig-text = Pig: put it on a field of the new tile that already holds one of your farmers. When a city with a coat of arms touching that field is completed, the pig scores you 3 per completed city of the field and comes back.

## The Princess & the Dragon
help-princess-dragon = The Princess & the Dragon
# A section's heading ($section) when its expansion is in play in the game at the table.
help-in-this-game = { $section } (in this game)
help-pd-volcano = Volcano: laying one brings the dragon straight onto it. Nobody may put a figure on a volcano, nor on the tile where the dragon stands. Dragon tiles drawn before the first volcano wait aside and are shuffled back into the pile when it comes.
help-pd-flight = Dragon tile: after its figure, the dragon flies up to six steps, each onto a tile next to it that it has not stood on in this flight and that the fairy does not guard. Whoever laid the tile picks the first step, the next player the second, and so on round the table: on your step, click one of the lit tiles. With no way on, the flight ends early.
help-pd-eats = The dragon eats every figure on each tile it enters, whoever owns it: followers, the large follower, the abbot, builders and pigs go back to their owners' supplies and score nothing. A builder or pig left without its owner's follower goes back too. Scoring comes after the flight.
help-pd-fairy = Fairy: instead of placing a figure, put the fairy beside one of your followers anywhere on the map. That follower's owner scores 1 point at the start of each of their turns, and 3 more when that follower's feature is scored, won or not. The dragon never enters the fairy's tile. When the follower leaves, the fairy stays there alone until someone moves it.
help-pd-portal = Magic portal: with this tile you may put your follower, large follower or abbot on any other tile instead, on a feature that nobody holds and that is not yet completed. Builders and pigs never go through it.
help-pd-princess = Princess: if her city already holds knights, you may send one of them, anyone's, back to its owner's supply instead of placing a figure.
help-pd-tiles = One dragon tile has a tunnel: the road passes under the city and stays one road. Another has a monastery inside a city: the monastery and the city are two features, each with its own figures.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = After the game: the review
help-review-text = The final screen weighs every move of the game while it is shown, and a saved game opened again shows its review at once. carcassonne review GAME.ron prints the same in a terminal. In a coached game the coach points out a costly move right after it.

## Captions under the pictured tiles
caption-monastery = monastery
caption-garden = garden
caption-spring = spring
caption-river = river
caption-lake = lake
caption-inn = inn
caption-cathedral = cathedral
caption-grain = grain
caption-volcano = volcano
caption-dragon-tile = dragon
caption-magic-portal = magic portal
caption-princess = princess
caption-monastery-in-city = monastery in a city
caption-tunnel = tunnel

## Controls
help-controls = Controls
help-controls-text = Click a green cell to place · R / right-click turns · click a marker for a figure (again for the next figure there, or none) · L: large follower · Space: no figure · Enter: confirm · Ctrl+Z: step back · H: suggest a move · T: tiles left · O: open features · drag: pan · wheel: zoom · F: show the last tile laid, or the whole map · F11: fullscreen · Ctrl + plus / minus: text size
# Keyboard play (arrows, Enter, Tab, Esc) and the mute key.
help-keyboard-text = Keyboard: arrow keys choose a cell · Enter lays the tile there · R turns it · Tab / Shift+Tab: the figure spots · Enter confirms · Space: no figure · Esc takes back a step · M: sound on or off
