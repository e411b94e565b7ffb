# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Tablica wyników
# $count: tiles still in the draw pile.
tiles-left-in-pile = Płytki w stosie: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Pomoce: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } myśli…
hint-thinking = Komputer szuka ruchu…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Podpowiedź: { $reason } (blado widoczna na planszy)
hint-ask = Podpowiedz ruch (H)
set-aside = Odłożone:
save-name-hint = nazwa zapisu
save-as = Zapisz jako
rules-button = Zasady (F1)
scoring-log = Dziennik punktacji
scoring-at-end = koniec
# $number: the move's number.
scoring-at-move = ruch { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: w rezerwie
figure-on-map = { $figure }: na planszy
# $count: followers in supply, of 7.
followers-in-supply = { $count } z 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods }: { $count ->
        [one] 1 żeton
        [few] { $count } żetony
        [many] { $count } żetonów
       *[other] { $count } żetonu
    }

## The turn's controls
# $name: the player whose turn it is.
turn-of = Tura: { $name }
turn-of-second = Tura: { $name } (budowniczy: druga tura)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Dobrana płytka: { $tile }
turn-tile = Obróć (R)
scoring = Punktacja…
continue-scoring = Dalej (Spacja)
place-tile-help = Kliknij zielone miejsce, by położyć płytkę. R lub prawy przycisk ją obraca.
place-tile-help-purist = Kliknij miejsce obok planszy, by położyć płytkę. R lub prawy przycisk ją obraca.
undo-last-turn = Cofnij ostatnią turę
claim-help = Postaw figurę: kliknij znacznik na płytce albo wybierz tutaj.
no-figure = Bez figury (Spacja)
confirm-turn = Zatwierdź turę (Enter)
step-back = Krok wstecz (Ctrl+Z)

## Banners over the map
banner-turn = Tura: { $name }
banner-second-turn = Druga tura: { $name } (budowniczy)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } kończy miasto: { $goods }
banner-plays-again = Budowniczy: { $name } gra jeszcze raz

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] miasto
        [few] { $count } miasta
        [many] { $count } miast
       *[other] { $count } miasta
    }
tile-part-road = { $count ->
        [one] trakt
        [few] { $count } trakty
        [many] { $count } traktów
       *[other] { $count } traktu
    }
tile-part-monastery = klasztor
tile-part-garden = ogród
tile-part-river = rzeka
tile-fields-only = same pola
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } i { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Na razie brak punktacji.
