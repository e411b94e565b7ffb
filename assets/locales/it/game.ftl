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
goods-chicken = pollame
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
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure }: { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Riprendi il tuo abate dal { $on }
recall-abbot-points = Riprendi il tuo abate dal { $on }: +{ $points }

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
# The goods word comes first, as a label: it does not agree with the number
# (pollame +2, not +2 pollame).
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: nessuno
goods-nobody-yet = { $goods }: ancora nessuno
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: { $names } in parità a { $count }
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
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Città di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 stemma
           *[other] { $arms } stemmi
        }
    }{ $cathedral ->
        [yes] , con cattedrale
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods }: { $count }
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
trace-complete = {" "}· zona completata
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
completion-impossible = Non si può più completare: nessuna tessera rimasta può occupare una casella necessaria
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: non qui, { $why }
builder-no-follower = nessun tuo seguace { $kind ->
        [road] su questa strada
       *[other] in questa { $feature }
    }
pig-no-farmer = nessun tuo contadino in questo campo

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = La tessera ({ $tile }) non si può piazzare da nessuna parte: viene scartata e { $name } ne pesca un'altra.
notice-plays-again = Costruttore: { $name } gioca di nuovo.
notice-turn-undone = Ultimo turno annullato: { $name } lo rigioca con la stessa tessera.
notice-resumed = Partita ripresa.

## Refusals
refusal-figure-not-here = Quella pedina non può andare lì in questo turno.
refusal-nothing-to-undo = Non c'è nessun turno confermato da annullare.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = il suo lato { $side ->
        [top] superiore
        [right] destro
        [bottom] inferiore
       *[left] sinistro
    } è { $kind_id ->
        [field] campo
        [road] strada
        [city] città
       *[river] fiume
    }, ma la tessera { $side ->
        [top] sopra
        [right] a destra
        [bottom] sotto
       *[left] a sinistra
    } ha lì { $other_id ->
        [field] un campo
        [road] una strada
        [city] una città
       *[river] il fiume
    }
edge-field = campo
edge-road = strada
edge-city = città
edge-river = fiume
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
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
rule-out-of-range = Questa casella è troppo lontana dall'area di gioco
rule-cell-taken = In questa casella c'è già una tessera
rule-not-adjacent = Questa casella non ha lati in comune con una tessera dell'area di gioco
rule-river-not-continued = Una tessera fiume deve proseguire il fiume dalla sua estremità aperta
rule-river-no-end = Il fiume non ha estremità aperte da proseguire
rule-river-turns-back = Qui il fiume girerebbe due volte di seguito dalla stessa parte e tornerebbe indietro
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = La tessera { $tile } può essere piazzata da qualche parte nell'area di gioco, quindi non si può scartare
rule-no-such-spot = { $spot }: questa tessera non ha quella posizione
rule-spot-occupied = { $spot }: { $kind ->
        [road] su questa strada c'è
        [city] in questa città c'è
        [monastery] in questo monastero c'è
        [garden] in questo giardino c'è
       *[field] in questo campo c'è
    } già una pedina
rule-farmers-off = In questa partita i contadini non sono in gioco
rule-abbot-off = In questa partita l'abate non è in gioco
rule-no-follower = Il giocatore non ha seguaci nella riserva
rule-abbot-not-in-supply = L'abate del giocatore è già nell'area di gioco
rule-follower-on-garden = Un seguace non può andare in un giardino
rule-abbot-only-cloister = { $spot }: l'abate va solo in un monastero o in un giardino
rule-no-abbot-at = Il giocatore non ha lì nessun abate da riprendere
# $figure: a figure word.
rule-figure-not-in-play = { $figure ->
        [abate] L'abate
       *[other] Il { $figure }
    } non è in gioco in questa partita
rule-not-in-supply = { $figure ->
        [abate] L'abate
       *[other] Il { $figure }
    } del giocatore è già nell'area di gioco
rule-wrong-spot-follower = { $spot }: { $figure ->
        [abate] l'abate
       *[other] il { $figure }
    } va su una strada, in una città, in un monastero o in un campo
rule-wrong-spot-abbot = { $spot }: { $figure ->
        [abate] l'abate
       *[other] il { $figure }
    } va solo in un monastero o in un giardino
rule-wrong-spot-builder = { $spot }: { $figure ->
        [abate] l'abate
       *[other] il { $figure }
    } va solo su una strada o in una città
rule-wrong-spot-pig = { $spot }: { $figure ->
        [abate] l'abate
       *[other] il { $figure }
    } va solo in un campo
rule-builder-needs-follower = { $spot }: il costruttore va solo su una strada o in una città dove c'è già un seguace del giocatore
rule-pig-needs-farmer = { $spot }: il maiale va solo in un campo dove c'è già un contadino del giocatore
rule-bad-rotation = La rotazione { $degrees } non è 0, 90, 180 o 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
