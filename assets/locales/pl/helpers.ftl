# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Pozostałe płytki (T)
helper-open-features = Otwarte obszary (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] W stosie jest 1 płytka.
    [few] W stosie są { $count } płytki.
    [many] W stosie jest { $count } płytek.
   *[other] W stosie jest { $count } płytki.
}
tiles-in-pile-with-hand = { $count ->
    [one] W stosie jest 1 płytka, licząc płytkę w ręce.
    [few] W stosie są { $count } płytki, licząc płytkę w ręce.
    [many] W stosie jest { $count } płytek, licząc płytkę w ręce.
   *[other] W stosie jest { $count } płytki, licząc płytkę w ręce.
}
tiles-left-point = Wskaż płytkę, by zobaczyć, gdzie teraz pasuje.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Miasta
group-roads = Trakty
group-monasteries = Klasztory
group-river = Rzeka
group-abbot = Opat
group-inns-cathedrals = Karczmy i katedry
group-traders-builders = Kupcy i Budowniczowie
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Płytka ({ $tile }) – nieodkrytych: { $count }, pasuje teraz do { $cells ->
        [one] 1 miejsca
        [few] { $cells } miejsc
        [many] { $cells } miejsc
       *[other] { $cells } miejsca
    }

## The fields after a game without farmers
fields-intro = Gra bez chłopów: zobacz, ile dałyby pola.
fields-title = Ile dałyby pola?
fields-rule = Chłop dostaje 3 punkty za każde ukończone miasto graniczące z jego polem.
fields-next = Następne pole ▶
fields-previous = ◀ Poprzednie
close = Zamknij
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Pole { $number } z { $count }: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }, { $cities ->
        [0] nie graniczy z żadnym ukończonym miastem
        [one] graniczy z 1 ukończonym miastem
        [few] graniczy z { $cities } ukończonymi miastami
        [many] graniczy z { $cities } ukończonymi miastami
       *[other] graniczy z { $cities } ukończonego miasta
    }; jego chłopi dostaliby { $points ->
        [one] 1 punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }.
