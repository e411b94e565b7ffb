# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Übrige Plättchen (T)
helper-open-features = Offene Gebiete (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] 1 Plättchen im Stapel.
   *[other] { $count } Plättchen im Stapel.
}
tiles-in-pile-with-hand = { $count ->
    [one] 1 Plättchen im Stapel, das Plättchen in der Hand mitgezählt.
   *[other] { $count } Plättchen im Stapel, das Plättchen in der Hand mitgezählt.
}
tiles-left-point = Zeige auf ein Plättchen, um zu sehen, wo es jetzt passt.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Städte
group-roads = Straßen
group-monasteries = Klöster
group-river = Fluss
group-abbot = Abt
group-inns-cathedrals = Wirtshäuser und Kathedralen
group-traders-builders = Händler und Baumeister
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Plättchen ({ $tile }): { $count } noch nicht gesehen, passt jetzt auf { $cells ->
        [one] 1 Feld
       *[other] { $cells } Felder
    }

## The fields after a game without farmers
fields-intro = Ein Spiel ohne Bauern: Sieh dir an, was die Wiesen gebracht hätten.
fields-title = Was hätten die Wiesen gebracht?
fields-rule = Ein Bauer bringt 3 Punkte für jede fertige Stadt, an die seine Wiese grenzt.
fields-next = Nächste Wiese ▶
fields-previous = ◀ Vorherige
close = Schließen
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Wiese { $number } von { $count }: aus { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    }, grenzt an { $cities ->
        [0] keine fertige Stadt
        [one] 1 fertige Stadt
       *[other] { $cities } fertige Städte
    }; ihre Bauern hätten { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } bekommen.
