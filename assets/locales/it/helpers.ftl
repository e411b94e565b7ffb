# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Tessere rimaste (T)
helper-open-features = Zone aperte (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] 1 tessera nella pila.
   *[other] { $count } tessere nella pila.
}
tiles-in-pile-with-hand = { $count ->
    [one] 1 tessera nella pila, compresa quella in mano.
   *[other] { $count } tessere nella pila, compresa quella in mano.
}
tiles-left-point = Punta una tessera per vedere dove si può piazzare ora.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Città
group-roads = Strade
group-monasteries = Monasteri
group-river = Fiume
group-abbot = Abate
group-inns-cathedrals = Locande e Cattedrali
group-traders-builders = Costruttori e Mercanti
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Tessera ({ $tile }): { $count } ancora da uscire, ora si può piazzare in { $cells ->
        [one] 1 casella
       *[other] { $cells } caselle
    }

## The fields after a game without farmers
fields-intro = Una partita senza contadini: guarda quanto avrebbero fruttato i campi.
fields-title = Quanto avrebbero fruttato i campi?
fields-rule = Un contadino fa 3 punti per ogni città completata che tocca il suo campo.
fields-next = Campo successivo ▶
fields-previous = ◀ Precedente
close = Chiudi
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Campo { $number } di { $count }: su { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }, { $cities ->
        [0] non tocca nessuna città completata
        [one] tocca 1 città completata
       *[other] tocca { $cities } città completate
    }, avrebbe fruttato { $points ->
        [one] 1 punto
       *[other] { $points } punti
    } ai suoi contadini.
