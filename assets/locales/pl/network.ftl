# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Utwórz grę sieciową
net-join-button = Dołącz do gry przez sieć
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Wolne (dla znajomego)

## Joining
net-join-title = Dołącz do gry
net-join-invite = Zaproszenie od gospodarza:
net-join-name = Twoje imię
net-join-colour = Twój kolor
net-colour-any = Dowolny wolny kolor
net-join-colour-tip = Dostaniesz ten kolor, jeśli nikt przy stole jeszcze go nie ma.
net-join = Dołącz
net-cancel = Anuluj

## The lobby
net-lobby-host-title = Jesteś gospodarzem gry
net-lobby-join-title = Oczekiwanie na rozpoczęcie gry
net-invite-explained = Wyślij to zaproszenie znajomym: wklejają je w „Dołącz do gry przez sieć”.
net-copy = Kopiuj
net-port-moved = Port { $asked } jest zajęty na tym komputerze, więc ta gra nasłuchuje na porcie UDP { $port }. Znajomi spoza twojej sieci potrzebują przekierowania tego portu do ciebie.
net-connecting = Łączenie z gospodarzem…
net-seat-host = Gra na komputerze gospodarza
net-seat-friend = Znajomy
# The seat this window plays (hosted here or on a server).
net-seat-you = Ty
net-not-connected = Brak połączenia
net-ready = Gotowy
net-not-ready = Niegotowy
net-give-computer = Niech gra komputer
net-start = Rozpocznij grę
net-start-waiting = Wszystkie miejsca muszą być zajęte, a ich gracze gotowi.
net-ready-toggle = Zgłaszam gotowość
net-waiting-for-host = Oczekiwanie, aż gospodarz rozpocznie grę…
net-leave = Wyjdź

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } kładzie płytkę…
# $name: a player at another computer.
net-lost-connection = { $name }: połączenie zerwane
# $reason: the network's or the host's own words (English).
net-closed = Połączenie z grą zostało zakończone: { $reason }
net-bad-invite = To nie jest zaproszenie: { $reason }
net-cannot-host = Nie można utworzyć gry sieciowej: { $reason }

## Games found on this network (join dialog)
net-found-title = Gry w tej sieci
net-found-none = Jeszcze nic nie znaleziono (tu pojawiają się znajomi z twojej sieci, którzy prowadzą grę).
net-found-game = { $players } · { $open ->
    [one] jedno wolne miejsce
    [few] { $open } wolne miejsca
   *[many] { $open } wolnych miejsc
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = Gospodarz gra innymi płytkami niż ty ({ $host_tiles ->
        [one] 1 płytka
        [few] { $host_tiles } płytki
       *[many] { $host_tiles } płytek
    } { $host_kinds ->
        [one] 1 rodzaju
        [few] { $host_kinds } rodzajów
       *[many] { $host_kinds } rodzajów
    }; twoje: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
       *[many] { $tiles } płytek
    } { $kinds ->
        [one] 1 rodzaju
        [few] { $kinds } rodzajów
       *[many] { $kinds } rodzajów
    }). Ktoś z was zmienił plik z płytkami: musicie grać tymi samymi płytkami.
# $host, $yours: the two game versions.
net-version-differs = Gospodarz gra w wersji { $host }, a ty masz wersję { $yours }: potrzebujecie tej samej wersji.

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = Gospodarz odmówił: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = gospodarz gra w wersji { $host }, ten komputer w wersji { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = gospodarz używa protokołu { $host }, ten komputer protokołu { $yours }: obie strony potrzebują tej samej wersji gry
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = gospodarz gra innymi płytkami ({ $host_tiles ->
        [one] 1 płytka
        [few] { $host_tiles } płytki
       *[many] { $host_tiles } płytek
    } { $host_kinds ->
        [one] 1 rodzaju
        [few] { $host_kinds } rodzajów
       *[many] { $host_kinds } rodzajów
    }; ten komputer: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
       *[many] { $tiles } płytek
    } { $kinds ->
        [one] 1 rodzaju
        [few] { $kinds } rodzajów
       *[many] { $kinds } rodzajów
    })
net-refusal-hello-first = ten komputer przywitał się z gospodarzem nie w porę
net-refusal-join-first = ten komputer ani nie zajął miejsca, ani nie zgłosił się do oglądania
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = miejsce { $seat } nie jest twoje (twoje to { $yours })
net-refusal-not-your-seat-watching = miejsce { $seat } nie jest twoje: tylko oglądasz
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = ruch wykonano na starszym stanie gry (po { $at ->
        [one] 1 ruchu
        [few] { $at } ruchach
       *[many] { $at } ruchach
    }; teraz gra jest po ruchu { $now })
net-refusal-not-started = gra się jeszcze nie zaczęła
net-refusal-started = gra już się zaczęła: miejsce może odzyskać tylko ten, kto je zajmował
net-refusal-no-open-seat = żadne miejsce nie jest wolne
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] jedno miejsce jest jeszcze wolne
        [few] { $open } miejsca są jeszcze wolne
       *[many] { $open } miejsc jest jeszcze wolnych
    }
# $max: the most characters a name may have.
net-refusal-bad-name = imię musi mieć od 1 do { $max } znaków, bez znaków sterujących
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = wiersz czatu ma { $chars } { $chars ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    } (najwyżej { $limit })
net-refusal-malformed = ten komputer wysłał wiadomość, której gospodarz nie umie odczytać
net-refusal-no-such-phrase = ten komputer wysłał szybki zwrot, którego gospodarz nie zna
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = wiadomość ma { $bytes } { $bytes ->
        [one] bajt
        [few] bajty
        [many] bajtów
       *[other] bajta
    } (najwyżej { $limit })
# $limit: the most messages a second.
net-refusal-flood = ponad { $limit } wiadomości w ciągu sekundy
net-refusal-replaced = ponowne dołączenie przez inne połączenie
net-refusal-closing = gospodarz zamknął pokój
# $room: the room's number.
net-refusal-no-such-room = u tego gospodarza nie ma pokoju { $room }
net-refusal-no-new-rooms = gospodarz nie tworzy nowych pokojów
net-refusal-name-taken = ktoś o tym imieniu jest już w pokoju: wybierz inne imię
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] ten pokój ogląda już { $limit } osoba, więcej nie wpuszcza
        [few] ten pokój oglądają już { $limit } osoby, więcej nie wpuszcza
       *[many] ten pokój ogląda już { $limit } osób, więcej nie wpuszcza
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] ten komputer nie dołączył w ciągu { $seconds } sekundy od połączenia
        [few] ten komputer nie dołączył w ciągu { $seconds } sekund od połączenia
       *[many] ten komputer nie dołączył w ciągu { $seconds } sekund od połączenia
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] gra nie zaczęła się w ciągu { $minutes } minuty, więc pokój zamknięto
        [few] gra nie zaczęła się w ciągu { $minutes } minut, więc pokój zamknięto
       *[many] gra nie zaczęła się w ciągu { $minutes } minut, więc pokój zamknięto
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = nie można utworzyć pokoju: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 komputer
        [few] { $computers } komputery
       *[many] { $computers } komputerów
    } na { $seats ->
        [one] 1 miejsce
        [few] { $seats } miejsca
       *[many] { $seats } miejsc
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = serwer nie zna zasady { $flag }
# $level: the level's name as sent.
net-room-no-level = serwer nie zna poziomu komputera { $level }
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = serwer nie może dać komputerom kolorów { $colours }: każdy jeden z kolorów gry, żaden dwa razy
# Why a connection ended ($reason of net-closed).
net-close-left = opuszczono pokój
net-close-no-answer = żaden gospodarz nie odpowiedział: sprawdź zaproszenie, adres gospodarza i jego zaporę
net-close-timed-out = gospodarz przestał odpowiadać
net-close-token-expired = zaproszenie wygasło, zanim gospodarz odpowiedział: spróbuj jeszcze raz
net-close-denied = gospodarz nie przyjmuje więcej połączeń
net-close-closed-by-host = gospodarz zakończył połączenie
net-close-fault = wystąpił błąd sieci na tym komputerze
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] gra przysłana przez gospodarza
        [draw] płytka dobrana przez gospodarza
        [move] ruch przysłany przez gospodarza
       *[message] wiadomość przysłana przez gospodarza
    } nie działa na tym komputerze: czy gracie w tę samą wersję?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = nie zaczyna się od carc2-
net-invite-mistyped = jest ucięte lub źle przepisane

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Miejsce { $number }
computer-seat-name = Komputer { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Zasady: { $rules }
net-room-farmers = chłopi
net-room-no-farmers = bez chłopów

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: tak
net-rule-off = { $rule }: nie
net-rule-farmers = Chłopi
