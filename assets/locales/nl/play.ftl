# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Scorebord
# $count: tiles still in the draw pile.
tiles-left-in-pile = Tegels in de stapel: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Hulpmiddelen: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } denkt na…
hint-thinking = De computer zoekt een zet…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Voorstel: { $reason } (doorschijnend getoond in het speelgebied)
hint-ask = Zet voorstellen (H)
set-aside = Opzijgelegd:
save-name-hint = naam van het opgeslagen spel
save-as = Opslaan als
rules-button = Regels (F1)
scoring-log = Puntenlogboek
scoring-at-end = einde
# $number: the move's number.
scoring-at-move = zet { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: in voorraad
figure-on-map = { $figure }: in het speelgebied
# $count: followers in supply, of 7.
followers-in-supply = { $count } van 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods }: { $count ->
        [one] 1 fiche
       *[other] { $count } fiches
    }

## The turn's controls
# $name: the player whose turn it is.
turn-of = Aan de beurt: { $name }
turn-of-second = Aan de beurt: { $name } (bouwmeester: tweede beurt)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Getrokken tegel: { $tile }
turn-tile = Draaien (R)
scoring = Telling…
continue-scoring = Verder (Spatie)
place-tile-help = Klik op een groen vak om de tegel te leggen. R of rechtsklik draait hem.
place-tile-help-purist = Klik op een vak naast het speelgebied om de tegel te leggen. R of rechtsklik draait hem.
undo-last-turn = Beurt ongedaan maken
claim-help = Zet een figuur: klik op een markering op de tegel, of kies hier.
no-figure = Geen figuur (Spatie)
confirm-turn = Beurt bevestigen (Enter)
step-back = Stap terug (Ctrl+Z)

## Banners over the map
banner-turn = Aan de beurt: { $name }
banner-second-turn = { $name }: tweede beurt (bouwmeester)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } bouwt de stad af: { $goods }
banner-plays-again = Bouwmeester: { $name } speelt nog een beurt

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] stad
       *[other] { $count } steden
    }
tile-part-road = { $count ->
        [one] weg
       *[other] { $count } wegen
    }
tile-part-monastery = klooster
tile-part-garden = tuin
tile-part-river = rivier
tile-fields-only = alleen weiden
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } en { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Nog geen punten gescoord.
