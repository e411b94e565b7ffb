# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Wertungstafel
# $count: tiles still in the draw pile.
tiles-left-in-pile = Plättchen im Stapel: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Hilfen: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } denkt nach…
hint-thinking = Der Computer sucht einen Zug…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Vorschlag: { $reason } (blass auf dem Spielfeld gezeigt)
hint-ask = Zug vorschlagen (H)
set-aside = Aus dem Spiel:
save-name-hint = Name des Spielstands
save-as = Speichern als
rules-button = Regeln (F1)
scoring-log = Wertungsprotokoll
scoring-at-end = Ende
# $number: the move's number.
scoring-at-move = Zug { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: bereit
figure-on-map = { $figure }: auf dem Spielfeld
# $count: followers in supply, of 7.
followers-in-supply = { $count } von 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods }: { $count }

## The turn's controls
# $name: the player whose turn it is.
turn-of = { $name } ist am Zug
turn-of-second = { $name } ist am Zug (Baumeister: zweiter Zug)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Gezogenes Plättchen: { $tile }
turn-tile = Drehen (R)
scoring = Wertung…
continue-scoring = Weiter (Leertaste)
place-tile-help = Klicke auf ein grünes Feld, um das Plättchen zu legen. R oder Rechtsklick dreht es.
place-tile-help-purist = Klicke auf ein Feld neben dem Spielfeld, um das Plättchen zu legen. R oder Rechtsklick dreht es.
undo-last-turn = Zug zurücknehmen
claim-help = Figur setzen: Klicke auf eine Markierung auf dem Plättchen oder wähle hier.
no-figure = Keine Figur (Leertaste)
confirm-turn = Zug bestätigen (Enter)
step-back = Schritt zurück (Strg+Z)

## Banners over the map
banner-turn = { $name } ist am Zug
banner-second-turn = { $name } ist noch einmal am Zug (Baumeister)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } stellt die Stadt fertig: { $goods }
banner-plays-again = Baumeister: { $name } ist noch einmal am Zug

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] Stadt
       *[other] { $count } Städte
    }
tile-part-road = { $count ->
        [one] Straße
       *[other] { $count } Straßen
    }
tile-part-monastery = Kloster
tile-part-garden = Garten
tile-part-river = Fluss
tile-fields-only = nur Wiesen
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } und { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Noch keine Wertung.
