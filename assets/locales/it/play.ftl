# The playing screen: the scoreboard beside the map, the turn's controls,
# the banners over the map.

## Scoreboard
scoreboard = Punteggi
# $count: tiles still in the draw pile.
tiles-left-in-pile = Tessere rimaste nella pila: { $count }
# $helpers: the helper level's name (helpers-... in menus.ftl).
helpers-in-play = Aiuti: { $helpers }
# Where a player's points came from: $feature (a feature word), $points.
breakdown-part = { $feature } { $points }
breakdown-separator = {" · "}
# $name: a computer seat.
is-thinking = { $name } sta pensando…
hint-thinking = Il computer cerca una mossa…
# $reason: why the computer suggests it (its own words).
hint-suggestion = Suggerimento: { $reason } (mostrato in trasparenza nell'area di gioco)
hint-ask = Suggerisci una mossa (H)
set-aside = Scartate:
save-name-hint = nome del salvataggio
save-as = Salva come
rules-button = Regole (F1)
scoring-log = Registro punti
scoring-at-end = fine
# $number: the move's number.
scoring-at-move = mossa { $number }
# $when: scoring-at-end or scoring-at-move; $what: the scoring in words.
scoring-log-line = { $when }: { $what }
# A figure in supply or on the map; $figure: capitalised figure name.
figure-ready = { $figure }: nella riserva
figure-on-map = { $figure }: nell'area di gioco
# $count: followers in supply, of 7.
followers-in-supply = { $count } su 7
# $count: tokens; $goods: a goods word.
goods-tokens = { $goods }: { $count ->
        [one] 1 gettone
       *[other] { $count } gettoni
    }

## The turn's controls
# $name: the player whose turn it is.
turn-of = Turno di { $name }
turn-of-second = Turno di { $name } (costruttore: secondo turno)
# $tile: the tile in words (tile-part-… below), e.g. "city and 2 roads".
drawn-tile = Tessera pescata: { $tile }
turn-tile = Ruota (R)
scoring = Conteggio…
continue-scoring = Continua (Spazio)
place-tile-help = Clicca una casella verde per piazzare la tessera. R o clic destro la ruota.
place-tile-help-purist = Clicca una casella accanto all'area di gioco per piazzare la tessera. R o clic destro la ruota.
undo-last-turn = Annulla ultimo turno
claim-help = Metti una pedina: clicca un segnalino sulla tessera, o scegli qui.
no-figure = Nessuna pedina (Spazio)
confirm-turn = Conferma il turno (Invio)
step-back = Indietro (Ctrl+Z)

## Banners over the map
banner-turn = Turno di { $name }
banner-second-turn = Secondo turno di { $name } (costruttore)
# $name: the player; $goods: the goods taken (goods-taken, joined).
banner-goods = { $name } completa la città: { $goods }
banner-plays-again = Costruttore: { $name } gioca di nuovo

## A tile in words, by what it shows (never its id): the parts joined,
## e.g. "city and 2 roads", "monastery and road", "fields only".
tile-part-city = { $count ->
        [one] città
       *[other] { $count } città
    }
tile-part-road = { $count ->
        [one] strada
       *[other] { $count } strade
    }
tile-part-monastery = monastero
tile-part-garden = giardino
tile-part-river = fiume
tile-fields-only = solo campi
# $first: the parts before the last, joined by commas; $last: the last part.
tile-parts-and = { $first } e { $last }

# Under the scoring log's heading until something scores.
scoring-log-empty = Ancora nessun punto.
