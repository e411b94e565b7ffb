# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Resterende tegels (T)
helper-open-features = Open gebieden (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] 1 tegel in de stapel.
   *[other] { $count } tegels in de stapel.
}
tiles-in-pile-with-hand = { $count ->
    [one] 1 tegel in de stapel, de tegel in je hand meegeteld.
   *[other] { $count } tegels in de stapel, de tegel in je hand meegeteld.
}
tiles-left-point = Wijs een tegel aan om te zien waar hij nu past.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Steden
group-roads = Wegen
group-monasteries = Kloosters
group-river = Rivier
group-abbot = Abt
group-inns-cathedrals = Herbergen en Kathedralen
group-traders-builders = Kooplieden en Bouwmeesters
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Tegel ({ $tile }): { $count } nog niet gezien, past nu op { $cells ->
        [one] 1 vak
       *[other] { $cells } vakken
    }

## The fields after a game without farmers
fields-intro = Een spel zonder boeren: bekijk wat de weiden hadden opgeleverd.
fields-title = Wat hadden de weiden gescoord?
fields-rule = Een boer scoort 3 voor elke afgebouwde stad die zijn weide raakt.
fields-next = Volgende weide ▶
fields-previous = ◀ Vorige
close = Sluiten
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Weide { $number } van { $count }: { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }, { $cities ->
        [0] grenzend aan geen enkele afgebouwde stad
        [one] grenzend aan 1 afgebouwde stad
       *[other] grenzend aan { $cities } afgebouwde steden
    }; boeren hadden hier { $points ->
        [one] 1 punt
       *[other] { $points } punten
    } gescoord.
