# The map helpers: tiles left, open features, the fields replayed after a
# game without farmers.

helper-tiles-left = Tuiles restantes (T)
helper-open-features = Zones ouvertes (O)

## Tiles left
# $count: tiles in the pile.
tiles-in-pile = { $count ->
    [one] { $count } tuile dans la pioche.
   *[other] { $count } tuiles dans la pioche.
}
tiles-in-pile-with-hand = { $count ->
    [one] { $count } tuile dans la pioche, tuile en main comprise.
   *[other] { $count } tuiles dans la pioche, tuile en main comprise.
}
tiles-left-point = Survolez une tuile pour voir où elle convient maintenant.
# A group of tiles and how many are left: $group, $count.
tiles-group = { $group } ({ $count })
group-cities = Villes
group-roads = Routes
group-monasteries = Abbayes
group-river = Rivière
group-abbot = Abbé
group-inns-cathedrals = Auberges et Cathédrales
group-traders-builders = Marchands et Bâtisseurs
# $tile: the tile in words (play.ftl's tile-part-…); $count: copies unseen; $cells: cells it fits now.
tile-left-tip = Tuile ({ $tile }) : { $count ->
        [one] { $count } exemplaire non vu
       *[other] { $count } exemplaires non vus
    }, convient maintenant sur { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    }

## The fields after a game without farmers
fields-intro = Une partie sans paysans : voyez ce que les prés auraient rapporté.
fields-title = Qu'auraient rapporté les prés ?
fields-rule = Un paysan rapporte 3 pour chaque ville achevée que borde son pré.
fields-next = Pré suivant ▶
fields-previous = ◀ Précédent
close = Fermer
# $number: this field; $count: fields; $tiles: its tiles; $cities: completed
# cities it touches; $points: what its farmers would have scored.
field-shown = Pré { $number } sur { $count } : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, { $cities ->
        [0] ne bordant aucune ville achevée
        [one] bordant { $cities } ville achevée
       *[other] bordant { $cities } villes achevées
    } ; il aurait rapporté { $points } à ses paysans.
