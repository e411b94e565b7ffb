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
help-majority = The most followers on a feature take all its points; tied players each score in full. A tile counts once per feature.

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
help-goods-text = Goods: whoever places the tile that completes a city takes one token per goods symbol in it (chicken, grain, cloth), whoever holds the city. At the end, the most tokens of a kind scores 10 (ties all score; none for nobody).
help-builder-text = Builder: put it on a road or city of the new tile that already holds one of your followers. When you later extend that road or city, you play a second turn at once (never a third). It comes back when its feature scores.
help-pig-text = Pig: put it on a field of the new tile that already holds one of your farmers. When a city with a coat of arms touching that field is completed, the pig scores you 3 per completed city of the field and comes back.

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

## Controls
help-controls = Controls
help-controls-text = Click a green cell to place · R / right-click turns · click a marker for a figure (again for the next figure there, or none) · L: large follower · Space: no figure · Enter: confirm · Ctrl+Z: step back · H: suggest a move · T: tiles left · O: open features · drag: pan · wheel: zoom · F: show the last tile laid, or fit the map · F11: fullscreen · Ctrl + plus / minus: text size
# Keyboard play (arrows, Enter, Tab, Esc) and the mute key.
help-keyboard-text = Keyboard: arrow keys choose a cell · Enter lays the tile there · R turns it · Tab / Shift+Tab: the figure spots · Enter confirms · Space: no figure · Esc takes back a step · M: sound on or off
