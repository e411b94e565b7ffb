# The words of play: figures and where they stand, scorings, notices and
# refusals, the traced feature. Used by the scoreboard, the banners, the
# final screen, the demonstration and the coach.
# Numbers are passed as numbers, so { $count -> [one] ... *[other] ... }
# picks the plural form of your language (Polish: one, few, many, other).
# Names ($name, $who) are players' names as typed, never translated.
# Polish: inserted words (features, figures, goods, directions) arrive in the
# nominative, so sentences put them after a colon, in brackets or in quotes.

## Lists of names
# $first: all names but the last, joined by names-separator; $last: the last.
names-list = { $first } i { $last }
names-separator = {", "}
nobody = nikt

## Counts
tiles-count = { $count ->
    [one] 1 płytka
    [few] { $count } płytki
    [many] { $count } płytek
   *[other] { $count } płytki
}

## Compass directions (of a figure's place on its tile)
direction-east = wschód
direction-north-east = północny wschód
direction-north = północ
direction-north-west = północny zachód
direction-west = zachód
direction-south-west = południowy zachód
direction-south = południe
direction-south-east = południowy wschód

## Features (lower case, as inside a sentence)
feature-road = trakt
feature-city = miasto
feature-monastery = klasztor
feature-garden = ogród
feature-field = pole
feature-pig = świnia
feature-goods = towary

## Figures: what a figure is called where it stands (lower case)
figure-follower = podwładny
figure-thief = rozbójnik
figure-knight = rycerz
figure-monk = mnich
figure-farmer = chłop
figure-large-follower = duży podwładny
figure-large-thief = duży rozbójnik
figure-large-knight = duży rycerz
figure-large-monk = duży mnich
figure-large-farmer = duży chłop
figure-abbot = opat
figure-builder = budowniczy
figure-pig = świnia

## Goods
goods-chicken = drób
goods-grain = zboże
goods-cloth = sukno

## Where a figure goes on the tile in hand
# $direction: a compass word above; $code: the same as an id
# (east, north-east, ...) for languages that choose a form by it.
place-city-towards = w mieście { $code ->
        [east] na wschodzie
        [north-east] na północnym wschodzie
        [north] na północy
        [north-west] na północnym zachodzie
        [west] na zachodzie
        [south-west] na południowym zachodzie
        [south] na południu
        [south-east] na południowym wschodzie
       *[other] ({ $direction })
    }
place-city = w mieście
# $side: one compass word; $from, $to: the road's two ends.
place-road-towards = na trakcie biegnącym na { $side }
place-road-running = na trakcie { $from }–{ $to }
place-road = na trakcie
place-field-towards = na polu { $code ->
        [east] wschodnim
        [north-east] północno-wschodnim
        [north] północnym
        [north-west] północno-zachodnim
        [west] zachodnim
        [south-west] południowo-zachodnim
        [south] południowym
        [south-east] południowo-wschodnim
       *[other] ({ $direction })
    }
place-field-middle = na polu pośrodku
place-monastery = w klasztorze
place-garden = w ogrodzie
# A figure and its place: "Farmer in the north-west field". $figure is a
# figure word above, $place a place above. The first letter is made upper case.
figure-at-place = { $figure } { $place }
# $figure: the figure's name; $spot: the place on the tile (spot-... keys).
figure-on-spot = { $figure }: { $spot }
# $on: feature-monastery or feature-garden; $kind: the same as an id
# (monastery, garden). The player has one abbot: no cell is named.
recall-abbot = Zabierz swojego opata z { $kind ->
        [garden] ogrodu
       *[other] klasztoru
    }
recall-abbot-points = Zabierz swojego opata z { $kind ->
        [garden] ogrodu
       *[other] klasztoru
    }: +{ $points }

## One scoring: "completed road with an inn, 4 tiles: +8 to Ann"
# $complete: yes or no. $tiles, $arms: numbers. $points: the points;
# $who: the names of the players scoring. $cathedral, $inn: yes or no.
# Polish: "…: Ann +8", so that names are never inflected.
score-city = { $complete ->
        [yes] ukończone
       *[no] nieukończone
    } miasto{ $cathedral ->
        [yes] {" "}z katedrą
       *[no] {""}
    }, { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }{ $arms ->
        [0] {""}
        [one] , 1 proporzec
        [few] , { $arms } proporce
        [many] , { $arms } proporców
       *[other] , { $arms } proporca
    }: { $who } +{ $points }
score-road = { $complete ->
        [yes] ukończony
       *[no] nieukończony
    } trakt{ $inn ->
        [yes] {" "}z karczmą
       *[no] {""}
    }, { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }: { $who } +{ $points }
# $feature: feature-monastery or feature-garden.
score-cloister = { $complete ->
        [yes] ukończony
       *[no] nieukończony
    } { $feature }: { $who } +{ $points }
score-abbot-recalled = opat zabrany ({ $feature }): { $who } +{ $points }
# $cities: completed cities the field touches.
score-field = pole graniczące z { $cities ->
        [one] 1 ukończonym miastem
        [few] { $cities } ukończonymi miastami
        [many] { $cities } ukończonymi miastami
       *[other] { $cities } ukończonego miasta
    }: { $who } +{ $points }
score-pig = pole ze świnią graniczące z { $cities ->
        [one] 1 ukończonym miastem
        [few] { $cities } ukończonymi miastami
        [many] { $cities } ukończonymi miastami
       *[other] { $cities } ukończonego miasta
    }: { $who } +{ $points }
# $goods: a goods word; $most: the largest count of it.
score-goods = { $goods }, najwięcej żetonów ({ $most }): { $who } +{ $points }

## Goods taken and majorities
# One kind taken: $count, $goods. Several are joined by names-separator.
goods-taken = { $goods } +{ $count }
goods-nobody = { $goods }: nikt
goods-nobody-yet = { $goods }: jeszcze nikt
# $names: the players tied; $count: their tokens.
goods-tie = { $goods }: remis, { $names } mają po { $count }
# $name: the leader; $count: their tokens; $next: the runner-up's.
goods-leads = { $goods }: prowadzi { $name } { $count }–{ $next }

## A traced feature (the popup when pointing at the map)
trace-field = Pole z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }, graniczące z { $cities ->
        [one] 1 ukończonym miastem
        [few] { $cities } ukończonymi miastami
        [many] { $cities } ukończonymi miastami
       *[other] { $cities } ukończonego miasta
    }
# $arms: coats of arms (0: none); $cathedral: yes or no; $has_goods: yes
# or no; $goods: the goods in the city (trace-goods, joined by names-separator).
trace-city = Miasto z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }{ $arms ->
        [0] {""}
       *[other] , { $arms ->
            [one] 1 proporzec
            [few] { $arms } proporce
            [many] { $arms } proporców
           *[other] { $arms } proporca
        }
    }{ $cathedral ->
        [yes] , z katedrą
       *[no] {""}
    }{ $has_goods ->
        [yes] , { $goods }
       *[no] {""}
    }
# One goods kind in a city: $count tokens of $goods.
trace-goods = { $goods }: { $count }
trace-road = Trakt z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }{ $inn ->
        [yes] , z karczmą
       *[no] {""}
    }
# $feature: Monastery or Garden (capitalised feature word); $count: neighbours.
trace-cloister = { $feature }, sąsiednie płytki: { $count } z 8
trace-complete = {" "}· ukończono
# $holders: the holders joined by names-separator.
trace-held-by = Zajmujący: { $holders }
# $name: a player; $strength: their followers' strength there.
trace-holder = { $name } { $strength }
# $figure: the figure chosen this turn.
trace-holder-this-turn = { $name } { $strength }, w tej turze: { $figure }
trace-worth-at-end = Wartość na koniec gry: { $points }
# $now: the points at the end of the game as it stands; $full: when completed;
# $rate: trace-rate-inn, trace-rate-cathedral or nothing.
trace-worth-now = Wartość: { $now }, gdyby gra skończyła się teraz; po ukończeniu: { $full }{ $rate }
trace-worth = Wartość: { $points }{ $rate }
trace-rate-inn = {" "}(karczma: 2 za płytkę)
trace-rate-cathedral = {" "}(katedra: 3 za płytkę i proporzec)
completion-impossible = Nie da się już ukończyć: żadna pozostała płytka nie pasuje do potrzebnego miejsca
# Why the builder or pig may not go where the pointer is. $figure: capitalised.
not-here = { $figure }: nie tutaj, { $why }
builder-no-follower = { $feature } bez twojego podwładnego
pig-no-farmer = pole bez twojego chłopa

## Seats
# $name: the seat's name; $level: the computer's level (level-... keys).
seat-with-level = { $name } ({ $level })

## Notices
# $tile: the tile in words (play.ftl's tile-part-…); $name: the player.
notice-set-aside = Płytka ({ $tile }) nigdzie nie pasuje: zostaje odłożona, a { $name } dobiera ponownie.
notice-plays-again = Budowniczy: { $name } gra jeszcze raz.
notice-turn-undone = Ostatnia tura cofnięta: { $name } rozgrywa ją ponownie z tą samą płytką.
notice-resumed = Gra wznowiona.

## Refusals
refusal-figure-not-here = Ta figura nie może tam stanąć w tej turze.
refusal-nothing-to-undo = Nie ma zatwierdzonej tury do cofnięcia.
# The tile in hand does not fit. $side: which of its edges, as the map shows
# it, north up (top, right, bottom, left); $kind, $other: its edge and the
# neighbour's (edge-... keys); $kind_id, $other_id: the same as ids (field,
# road, city, river). The first letter is made upper case.
refusal-edge-mismatch = jej { $side ->
        [top] górna
        [right] prawa
        [bottom] dolna
       *[left] lewa
    } krawędź to { $kind }, a płytka { $side ->
        [top] powyżej
        [right] po prawej
        [bottom] poniżej
       *[left] po lewej
    } ma tam { $other_id ->
        [field] pole
        [road] trakt
        [city] miasto
       *[river] rzekę
    }
edge-field = pole
edge-road = trakt
edge-city = miasto
edge-river = rzeka
# The rules' other refusals. "This cell" is where the player tried the tile
# in hand; $spot is a place on that tile in words (spot-... keys in
# refusals.ftl), capitalised, opening the sentence; $tile a tile's letter.
# $kind (rule-spot-occupied): the feature as an id (road, city, monastery,
# garden, field).
rule-game-over = Gra skończona: stos płytek jest pusty
rule-not-your-turn = Miejsce { $seat } nie może teraz grać: kolej na miejsce { $to_move }
rule-no-such-seat = Przy tym stole nie ma miejsca { $seat }
rule-no-tile-in-hand = Nie dobrano jeszcze płytki
rule-nothing-to-undo = Nie ma zatwierdzonej tury do cofnięcia
rule-unknown-tile = W wybranych zestawach nie ma płytki `{ $tile }`
rule-not-in-pile = Płytki { $tile } nie ma już w stosie
rule-land-before-river = Płytki { $tile } nie można jeszcze dobrać: w stosie rzeki { $count ->
        [one] jest jeszcze 1 płytka
        [few] są jeszcze { $count } płytki
        [many] jest jeszcze { $count } płytek
       *[other] jest jeszcze { $count } płytki
    }, a ten stos dobiera się najpierw
rule-last-tile-too-early = Płytkę { $tile } dobiera się na końcu, a w jej stosie { $count ->
        [one] została jeszcze 1 inna płytka
        [few] zostały jeszcze { $count } inne płytki
        [many] zostało jeszcze { $count } innych płytek
       *[other] zostało jeszcze { $count } innej płytki
    }
rule-out-of-range = To miejsce jest za daleko od planszy
rule-cell-taken = W tym miejscu leży już płytka
rule-not-adjacent = To miejsce nie styka się krawędzią z żadną płytką na planszy
rule-river-not-continued = Płytka rzeki musi przedłużać rzekę od jej otwartego końca
rule-river-no-end = Rzeka nie ma otwartego końca, który można przedłużyć
rule-river-turns-back = Tutaj rzeka skręciłaby dwa razy z rzędu w tę samą stronę i zawróciła
# $degrees: 0, 90, 180 or 270.
rule-fits-somewhere = Płytka { $tile } pasuje gdzieś na planszy, więc nie można jej odłożyć
rule-no-such-spot = { $spot }: tej pozycji nie ma na tej płytce
rule-spot-occupied = { $spot }: { $kind ->
        [road] na tym trakcie
        [city] w tym mieście
        [monastery] w tym klasztorze
        [garden] w tym ogrodzie
       *[field] na tym polu
    } stoi już figura
rule-farmers-off = W tej grze nie ma chłopów
rule-abbot-off = W tej grze nie ma opata
rule-no-follower = Gracz nie ma podwładnego w rezerwie
rule-abbot-not-in-supply = Opat gracza jest już na planszy
rule-follower-on-garden = Podwładny nie może stanąć w ogrodzie
rule-abbot-only-cloister = { $spot }: opat może stanąć tylko w klasztorze lub ogrodzie
rule-no-abbot-at = Gracz nie ma tam opata, którego mógłby zabrać
# $figure: a figure word.
rule-figure-not-in-play = Figura „{ $figure }” nie bierze udziału w tej grze
rule-not-in-supply = Figura gracza „{ $figure }” jest już na planszy
rule-wrong-spot-follower = { $spot }: figura „{ $figure }” może stanąć na trakcie, w mieście, w klasztorze lub na polu
rule-wrong-spot-abbot = { $spot }: figura „{ $figure }” może stanąć tylko w klasztorze lub ogrodzie
rule-wrong-spot-builder = { $spot }: figura „{ $figure }” może stanąć tylko na trakcie lub w mieście
rule-wrong-spot-pig = { $spot }: figura „{ $figure }” może stanąć tylko na polu
rule-builder-needs-follower = { $spot }: budowniczy może stanąć tylko na trakcie lub w mieście, gdzie jest już podwładny gracza
rule-pig-needs-farmer = { $spot }: świnia może stanąć tylko na polu, gdzie jest już chłop gracza
rule-bad-rotation = Niedozwolony obrót { $degrees }: dozwolone są tylko 0, 90, 180 i 270
# $why: a message from the table, in English.
rule-bad-setup = { $why }
