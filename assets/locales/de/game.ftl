# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language.
# Names ($name, $who) are players' names as typed, never translated.
# Deutsch: "du"; Figuren- und Gebietswörter sind Substantive (großgeschrieben);
# Sätze mit $figure nutzen "ein"/"dein" (passt für alle Figuren, auch das Schwein).

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } und { $last }
names-separator = {", "}
nobody = niemand

## Counts
tiles-count = { $count ->
    [one] 1 Plättchen
   *[other] { $count } Plättchen
}

## Compass directions (of a figure's place on its tile)
direction-east = Osten
direction-north-east = Nordosten
direction-north = Norden
direction-north-west = Nordwesten
direction-west = Westen
direction-south-west = Südwesten
direction-south = Süden
direction-south-east = Südosten

## Features (lower case, as inside a sentence; German nouns keep their capital)
feature-road = Straße
feature-city = Stadt
feature-monastery = Kloster
feature-garden = Garten
feature-field = Wiese
feature-pig = Schwein
feature-goods = Waren

## Figures: what a figure is called where it stands (lower case)
figure-follower = Meeple
figure-thief = Wegelagerer
figure-knight = Ritter
figure-monk = Mönch
figure-farmer = Bauer
figure-large-follower = großer Meeple
figure-large-thief = großer Wegelagerer
figure-large-knight = großer Ritter
figure-large-monk = großer Mönch
figure-large-farmer = großer Bauer
figure-abbot = Abt
figure-builder = Baumeister
figure-pig = Schwein

## Goods
goods-chicken = Hühner
goods-grain = Getreide
goods-cloth = Tuch

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = in der Stadt im { $direction }
place-city = in der Stadt
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = auf der Straße nach { $side }
place-road-running = auf der Straße von { $from } nach { $to }
place-road = auf der Straße
place-field-towards = auf der Wiese im { $direction }
place-field-middle = auf der Wiese in der Mitte
place-monastery = im Kloster
place-garden = im Garten
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure }: { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Abt aus { $kind ->
        [garden] dem Garten
       *[other] dem Kloster
    } zurücknehmen
recall-abbot-points = Abt aus { $kind ->
        [garden] dem Garten
       *[other] dem Kloster
    } zurücknehmen: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
score-city = { $complete ->
        [yes] fertige
       *[no] unfertige
    } Stadt{ $cathedral ->
        [yes] {" "}mit Kathedrale
       *[no] {""}
    }, { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $arms ->
        [0] {""}
        [one] , 1 Wappen
       *[other] , { $arms } Wappen
    }: +{ $points } für { $who }
score-road = { $complete ->
        [yes] fertige
       *[no] unfertige
    } Straße{ $inn ->
        [yes] {" "}mit Wirtshaus
       *[no] {""}
    }, { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }: +{ $points } für { $who }
# $feature: feature-monastery or feature-garden.
score-cloister = { $feature } ({ $complete ->
        [yes] fertig
       *[no] unfertig
    }): +{ $points } für { $who }
score-abbot-recalled = Abt zurückgenommen ({ $feature }): +{ $points } für { $who }
# $cities: completed cities the field touches.
score-field = Wiese an { $cities ->
        [one] 1 fertigen Stadt
       *[other] { $cities } fertigen Städten
    }: +{ $points } für { $who }
score-pig = Wiese mit Schwein, { $cities ->
        [one] 1 fertige Stadt
       *[other] { $cities } fertige Städte
    }: +{ $points } für { $who }
# $goods: a goods word; $most: the largest count of it.
score-goods = { $goods }-Mehrheit ({ $most }): +{ $points } für { $who }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: niemand
goods-nobody-yet = { $goods }: noch niemand
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: Gleichstand bei { $count } ({ $names })
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: { $name } führt { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Wiese aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }, grenzt an { $cities ->
        [one] 1 fertige Stadt
       *[other] { $cities } fertige Städte
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Stadt aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 Wappen
           *[other] { $arms } Wappen
        }
    }{ $cathedral ->
        [yes] , mit Kathedrale
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods }: { $count }
trace-road = Straße aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }{ $inn ->
        [yes] , mit Wirtshaus
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature } mit { $count } von 8 Nachbarn
trace-complete = {" "}· fertig
# $holders: the holders joined by names-separator.
trace-held-by = Besetzt von: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, { $figure } in diesem Zug
trace-worth-at-end = Wert am Ende: { $points }
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Jetzt { $now } wert (bei Spielende), { $full }, wenn fertig{ $rate }
trace-worth = Wert { $points }{ $rate }
trace-rate-inn = {" "}(Wirtshaus: 2 je Plättchen)
trace-rate-cathedral = {" "}(Kathedrale: 3 je Plättchen und Wappen)
completion-impossible = Nicht mehr fertigzustellen: Kein übriges Plättchen passt in ein Feld, das gebraucht wird
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: nicht hier, { $why }
# $feature: road or city (both feminine in German).
builder-no-follower = kein eigener Meeple in diesem Gebiet ({ $feature })
pig-no-farmer = kein eigener Bauer auf dieser Wiese

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = Das gezogene Plättchen ({ $tile }) passt nirgends an das Spielfeld: Es wird aus dem Spiel genommen und { $name } zieht neu.
notice-plays-again = Baumeister: { $name } ist noch einmal am Zug.
notice-turn-undone = Letzter Zug zurückgenommen: { $name } spielt ihn mit demselben Plättchen noch einmal.
notice-resumed = Spiel fortgesetzt.

## Refusals
refusal-figure-not-here = Diese Figur kann in diesem Zug nicht dorthin.
refusal-nothing-to-undo = Kein bestätigter Zug zum Zurücknehmen.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = die { $side ->
        [top] obere
        [right] rechte
        [bottom] untere
       *[left] linke
    } Kante ist { $kind }, aber das Plättchen { $side ->
        [top] darüber
        [right] rechts daneben
        [bottom] darunter
       *[left] links daneben
    } hat dort { $other_id ->
        [field] eine Wiese
        [road] eine Straße
        [city] eine Stadt
       *[river] den Fluss
    }
edge-field = Wiese
edge-road = Straße
edge-city = Stadt
edge-river = Fluss
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
rule-game-over = Das Spiel ist vorbei: Der Stapel ist leer
rule-not-your-turn = Platz { $seat } darf jetzt nicht handeln: Platz { $to_move } ist am Zug
rule-no-such-seat = An diesem Tisch gibt es keinen Platz { $seat }
rule-no-tile-in-hand = Es wurde noch kein Plättchen gezogen
rule-nothing-to-undo = Kein bestätigter Zug zum Zurücknehmen
rule-unknown-tile = In den gewählten Plättchen-Sätzen gibt es kein Plättchen `{ $tile }`
rule-not-in-pile = Plättchen { $tile } ist nicht mehr im Stapel
rule-land-before-river = Plättchen { $tile } kann noch nicht gezogen werden: { $count ->
        [one] 1 Flussplättchen liegt
       *[other] { $count } Flussplättchen liegen
    } noch im Flussstapel, der zuerst gezogen wird
rule-last-tile-too-early = Plättchen { $tile } wird als letztes gezogen, aber { $count ->
        [one] 1 anderes Plättchen seines Stapels ist
       *[other] { $count } andere Plättchen seines Stapels sind
    } noch übrig
rule-out-of-range = Dieses Feld ist zu weit vom Spielfeld entfernt
rule-cell-taken = Auf diesem Feld liegt schon ein Plättchen
rule-not-adjacent = Dieses Feld grenzt an kein Plättchen des Spielfelds
rule-river-not-continued = Ein Flussplättchen muss den Fluss an seinem offenen Ende fortsetzen
rule-river-no-end = Der Fluss hat kein offenes Ende, das sich fortsetzen ließe
rule-river-turns-back = Hier würde der Fluss zweimal hintereinander in dieselbe Richtung abbiegen und zurücklaufen
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = Plättchen { $tile } passt irgendwo an das Spielfeld, darf also nicht aus dem Spiel genommen werden
rule-no-such-spot = { $spot }: gibt es auf diesem Plättchen nicht
rule-spot-occupied = { $spot }: Auf { $kind ->
        [road] dieser Straße
        [city] dieser Stadt
        [field] dieser Wiese
        [monastery] diesem Kloster
       *[garden] diesem Garten
    } steht schon eine Figur
rule-farmers-off = In diesem Spiel wird ohne Bauern gespielt
rule-abbot-off = Der Abt ist in diesem Spiel nicht dabei
rule-no-follower = Der Spieler hat keinen Meeple mehr im Vorrat
rule-abbot-not-in-supply = Der Abt des Spielers steht schon auf dem Spielfeld
rule-follower-on-garden = Ein Meeple darf nicht in einen Garten
rule-abbot-only-cloister = { $spot }: Der Abt kommt nur in ein Kloster oder einen Garten
rule-no-abbot-at = Der Spieler hat dort keinen Abt, den er zurücknehmen könnte
# $figure: a figure word.
rule-figure-not-in-play = Nicht in diesem Spiel: { $figure }
rule-not-in-supply = Schon auf dem Spielfeld: { $figure } des Spielers
rule-wrong-spot-follower = { $spot }: Ein { $figure } kommt auf eine Straße, in eine Stadt, in ein Kloster oder auf eine Wiese
rule-wrong-spot-abbot = { $spot }: Ein { $figure } kommt nur in ein Kloster oder einen Garten
rule-wrong-spot-builder = { $spot }: Ein { $figure } kommt nur auf eine Straße oder in eine Stadt
rule-wrong-spot-pig = { $spot }: Ein { $figure } kommt nur auf eine Wiese
rule-builder-needs-follower = { $spot }: Der Baumeister kommt nur auf eine Straße oder in eine Stadt, wo schon ein Meeple des Spielers steht
rule-pig-needs-farmer = { $spot }: Das Schwein kommt nur auf eine Wiese, wo schon ein Bauer des Spielers liegt
rule-bad-rotation = Drehung { $degrees } ist nicht 0, 90, 180 oder 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
