# Places on the tile in hand, as the map shows it (north up), for refusals
# and figures: "the road on the right", "the field at the top left".
# $side: top, right, bottom or left; $corner: top-left, top-right,
# bottom-right, bottom-left, or middle (a field touching no edge).
# Written as they stand alone, with their article: the refusals put them
# first, before a colon.
spot-road = trakt { $side ->
        [top] u góry
        [right] po prawej
        [bottom] u dołu
       *[left] po lewej
    }
spot-city = miasto { $side ->
        [top] u góry
        [right] po prawej
        [bottom] u dołu
       *[left] po lewej
    }
spot-field = pole { $corner ->
        [top-left] w lewym górnym rogu
        [top-right] w prawym górnym rogu
        [bottom-right] w prawym dolnym rogu
        [bottom-left] w lewym dolnym rogu
       *[middle] pośrodku
    }
spot-monastery = klasztor
spot-garden = ogród

## Files the game cannot use, shown on screen. The details come from the
## file's checker, in English.
# $file: the modded tile file; $detail: what is wrong (several problems
# start on a new line, one a line).
tiles-problem-file = Nie można użyć pliku { $file }: { $detail }
# Art that cannot be used; the game shows its own art instead.
# $subject: what the art shows (art-subject-...); $file: the file; $detail:
# what is wrong with it (in English); $pack: the art pack's name; $folders:
# the folders looked in, $count how many (0: the game has no assets folder).
art-pack-not-found = Nie znaleziono pakietu grafik „{ $pack }” { $count ->
        [0] (gra nie ma folderu assets)
       *[other] (ani w { $folders }, ani wśród twoich pakietów)
    }; pokazano domyślne grafiki
art-file-unusable = { $file }: { $detail }; { $subject }: pokazano domyślną grafikę
art-file-missing = Brak pliku { $file } { $count ->
        [0] (gra nie ma folderu assets)
       *[other] (szukano w { $folders })
    }; { $subject }: pokazano domyślną grafikę
# $tile: a tile's letter; $figure: a figure word; $colour: a colour word.
art-subject-tile = płytka { $tile }
art-subject-figure = { $figure } ({ $colour })

## A game that cannot be set up (a hand-edited record, a modded tile file).
# $players: how many players were asked for; $min, $max: how many the rules
# take; $most: how many $expansion (an expansion's name) allows.
setup-players = { $players ->
        [one] Jeden gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }: w grze bierze udział od { $min } do { $max ->
        [one] { $max } gracza
        [few] { $max } graczy
       *[many] { $max } graczy
    }
setup-players-more = { $players ->
        [one] Jeden gracz
        [few] { $players } gracze
       *[many] { $players } graczy
    }: w grze bierze udział od { $min } do { $max ->
        [one] { $max } gracza
        [few] { $max } graczy
       *[many] { $max } graczy
    } ({ $most } z dodatkiem „{ $expansion }”)
setup-base-not-loaded = Płytki gry podstawowej nie są wczytane
# $expansion: an expansion's name.
setup-set-not-loaded = Płytki dodatku „{ $expansion }” nie są wczytane
setup-no-start-tile = Płytki gry podstawowej nie wskazują płytki startowej
setup-no-spring = Płytki dodatku „Rzeka” nie wskazują źródła
# $tiles: the tiles of the chosen boxes; $max: the most one game holds.
setup-too-many-tiles = { $tiles ->
        [one] Jedna płytka
        [few] { $tiles } płytki
       *[many] { $tiles } płytek
    }: w jednej grze mieści się najwyżej { $max }
# $seats: the seats at the table; $players: the players of its game record.
setup-seats-for-record = { $seats ->
        [one] Jedno miejsce
        [few] { $seats } miejsca
       *[many] { $seats } miejsc
    } przy stole, a gra jest dla { $players ->
        [one] jednego gracza
        [few] { $players } graczy
       *[many] { $players } graczy
    }
setup-script-sets-aside = Scenariusz pokazu odkłada płytkę na bok
