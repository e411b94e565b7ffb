# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language (Polish: one, few, many, other).
# Names ($name, $who) are players' names as typed, never translated.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } e { $last }
names-separator = {", "}
nobody = nessuno

## Counts
tiles-count = { $count ->
    [one] 1 tessera
   *[other] { $count } tessere
}

## Compass directions (of a figure's place on its tile)
direction-east = est
direction-north-east = nord-est
direction-north = nord
direction-north-west = nord-ovest
direction-west = ovest
direction-south-west = sud-ovest
direction-south = sud
direction-south-east = sud-est

## Features (lower case, as inside a sentence)
feature-road = strada
feature-city = città
feature-monastery = monastero
feature-garden = giardino
feature-field = campo
feature-pig = maiale
feature-goods = merci

## Figures: what a figure is called where it stands (lower case)
figure-follower = seguace
figure-thief = brigante
figure-knight = cavaliere
figure-monk = monaco
figure-farmer = contadino
figure-large-follower = grande seguace
figure-large-thief = grande brigante
figure-large-knight = grande cavaliere
figure-large-monk = grande monaco
figure-large-farmer = grande contadino
figure-abbot = abate
figure-builder = costruttore
figure-pig = maiale

## Goods
goods-chicken = pollo
goods-grain = grano
goods-cloth = stoffa

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = nella città a { $direction }
place-city = nella città
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = sulla strada verso { $side }
place-road-running = sulla strada { $from }–{ $to }
place-road = sulla strada
place-field-towards = nel campo a { $direction }
place-field-middle = nel campo al centro
place-monastery = nel monastero
place-garden = nel giardino
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the rules' name of the spot.
figure-on-spot = { $figure } su { $spot }
# $on: feature-monastery or feature-garden; $pos: map cell "(x,y)".
recall-abbot = Riprendi il tuo abate dal { $on } in { $pos }
recall-abbot-points = Riprendi il tuo abate dal { $on } in { $pos }: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = città { $complete ->
        [yes] completata
       *[no] incompiuta
    }{ $cathedral ->
        [yes] {" "}con cattedrale
       *[no] {""}
    }, { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $arms ->
        [0] {""}
        [one] , 1 stemma
       *[other] , { $arms } stemmi
    }: +{ $points } a { $who }
score-road = strada { $complete ->
        [yes] completata
       *[no] incompiuta
    }{ $inn ->
        [yes] {" "}con locanda
       *[no] {""}
    }, { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }: +{ $points } a { $who }
# $feature: feature-monastery or feature-garden.
score-cloister = { $feature } { $complete ->
        [yes] completato
       *[no] incompiuto
    }: +{ $points } a { $who }
score-abbot-recalled = abate ritirato dal { $feature }: +{ $points } a { $who }
# $cities: completed cities the field touches.
score-field = campo che tocca { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }: +{ $points } a { $who }
score-pig = campo del maiale con { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }: +{ $points } a { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = maggioranza di { $goods } ({ $most }): +{ $points } a { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
goods-taken = +{ $count } { $goods }
goods-nobody = { $goods }: nessuno
goods-nobody-yet = { $goods }: ancora nessuno
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: { $names } pari a { $count }
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: { $name } in testa { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Campo su { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }, che tocca { $cities ->
        [one] 1 città completata
       *[other] { $cities } città completate
    }
trace-city = Città di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
trace-arms = , { $arms ->
        [one] 1 stemma
       *[other] { $arms } stemmi
    }
trace-with-cathedral = , con cattedrale
# $count: tokens of $goods in the city.
trace-goods = , { $count } { $goods }
trace-road = Strada di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $inn ->
        [yes] , con locanda
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } con { $count ->
        [one] 1 tessera vicina
       *[other] { $count } tessere vicine
    } su 8
trace-complete = {" "}· al completo
# $holders: the holders joined by names-separator.
trace-held-by = In mano a: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } in questo turno
trace-worth-at-end = Vale { $points } alla fine
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Vale { $now } ora (fine partita), { $full } a completamento{ $rate }
trace-worth = Vale { $points }{ $rate }
trace-rate-inn = {" "}(locanda: 2 per tessera)
trace-rate-cathedral = {" "}(cattedrale: 3 per tessera e stemma)
completion-impossible = Non si può più completare: nessuna tessera rimasta si adatta a una casella necessaria
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: non qui, { $why }
builder-no-follower = nessun tuo seguace in questa { $feature }
pig-no-farmer = nessun tuo contadino in questo campo

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile's letter; $name: the player.
notice-set-aside = La tessera { $tile } non si adatta da nessuna parte: viene scartata e { $name } ne pesca un'altra.
notice-plays-again = Costruttore: { $name } gioca di nuovo.
notice-turn-undone = Ultimo turno annullato: { $name } lo rigioca con la stessa tessera.
notice-resumed = Partita ripresa.

## Refusals
refusal-figure-not-here = Quella pedina non può andare lì in questo turno.
refusal-nothing-to-undo = Non c'è nessun turno confermato da annullare.
# $kind: the laid tile's edge; $other: the neighbour's edge (edge-... keys); the first
# letter is made upper case;
# $side: the side (N, E, S, W); $pos, $neighbour: cells "(x,y)".
refusal-edge-mismatch = Lato { $kind } contro lato { $other }: il lato { $side } di { $pos } è { $kind }, ma { $neighbour } ha { $other }
edge-field = campo
edge-road = strada
edge-city = città
edge-river = fiume
# The rules' other refusals; $pos is a cell "(x,y)", $spot the rules' spot name,
# $tile a tile's letter.
rule-game-over = La partita è finita: la pila è vuota
rule-not-your-turn = Il posto { $seat } non può agire ora: tocca al posto { $to_move }
rule-no-such-seat = Non c'è nessun posto { $seat } a questo tavolo
rule-no-tile-in-hand = Non è ancora stata pescata nessuna tessera
rule-nothing-to-undo = Non c'è nessun turno confermato da riprendere
rule-unknown-tile = Non c'è nessuna tessera `{ $tile }` nei set di tessere scelti
rule-not-in-pile = La tessera { $tile } non è più nella pila
rule-land-before-river = La tessera { $tile } non si può ancora pescare: { $count ->
        [one] 1 tessera fiume è ancora
       *[other] { $count } tessere fiume sono ancora
    } nella pila del fiume, che si pesca per prima
rule-last-tile-too-early = La tessera { $tile } si pesca per ultima, ma { $count ->
        [one] resta ancora 1 altra tessera
       *[other] restano ancora { $count } altre tessere
    } della sua pila
rule-out-of-range = { $pos } è troppo lontano dalla mappa
rule-cell-taken = { $pos } contiene già una tessera
rule-not-adjacent = { $pos } non ha nessun lato in comune con una tessera piazzata
rule-river-not-continued = Una tessera fiume in { $pos } deve continuare il fiume, la cui estremità aperta è { $end }
rule-river-no-end = Una tessera fiume in { $pos }: il fiume non ha estremità aperte
rule-river-turns-back = Il fiume in { $pos } curverebbe due volte di fila dalla stessa parte e tornerebbe indietro
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = La tessera { $tile } si adatta alla mappa (per esempio in { $pos } ruotata di { $degrees }°), quindi non può essere scartata
rule-no-such-spot = La tessera in { $pos } non ha il punto { $spot }
rule-spot-occupied = { $spot } di { $pos }: la zona collegata ({ $feature }) ha già una pedina
rule-farmers-off = In questa partita i contadini non sono in gioco
rule-abbot-off = In questa partita l'abate non è in gioco
rule-no-follower = Il giocatore non ha seguaci nella riserva
rule-abbot-not-in-supply = L'abate del giocatore è già sulla mappa
rule-follower-on-garden = Un seguace non può andare nel giardino di { $pos }
rule-abbot-only-cloister = L'abate va solo su un monastero o un giardino, non su { $spot } di { $pos }
rule-no-abbot-at = Il giocatore non ha nessun abate in { $pos } da riprendere
# $figure: a figure word.
rule-figure-not-in-play = La pedina { $figure } non è in gioco in questa partita
rule-not-in-supply = La pedina { $figure } del giocatore è già sulla mappa
rule-wrong-spot-follower = La pedina { $figure } va su una strada, una città, un monastero o un campo, non su { $spot } di { $pos }
rule-wrong-spot-abbot = La pedina { $figure } va solo su un monastero o un giardino, non su { $spot } di { $pos }
rule-wrong-spot-builder = La pedina { $figure } va solo su una strada o una città, non su { $spot } di { $pos }
rule-wrong-spot-pig = La pedina { $figure } va solo su un campo, non su { $spot } di { $pos }
rule-builder-needs-follower = { $spot } di { $pos }: il costruttore va solo su una strada o città che ha già un seguace del giocatore
rule-pig-needs-farmer = { $spot } di { $pos }: il maiale va solo su un campo che ha già un contadino del giocatore
rule-bad-rotation = La rotazione { $degrees } non è 0, 90, 180 o 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
