# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Hostuj przez sieć
net-join-button = Dołącz do gry przez sieć
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Wolne (znajomy)

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
net-lobby-host-title = Hostujesz grę
net-lobby-join-title = Czekanie na początek gry
net-invite-explained = Wyślij to zaproszenie znajomym: wklejają je w „Dołącz do gry przez sieć”.
net-copy = Kopiuj
net-port-moved = Port { $asked } jest zajęty na tym komputerze, więc ta gra nasłuchuje na porcie UDP { $port }. Znajomi spoza twojej sieci potrzebują przekierowania tego portu do ciebie.
net-connecting = Łączenie z gospodarzem…
net-seat-host = Gra na komputerze gospodarza
net-seat-friend = Znajomy
net-not-connected = Brak połączenia
net-ready = Gotowy
net-not-ready = Niegotowy
net-give-computer = Niech gra komputer
net-start = Rozpocznij grę
net-start-waiting = Każde wolne miejsce musi być zajęte, a jego gracz gotowy.
net-ready-toggle = Jestem gotowy
net-waiting-for-host = Czekanie, aż gospodarz rozpocznie…
net-leave = Wyjdź

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } kładzie płytkę…
# $name: a player at another computer.
net-lost-connection = { $name } stracił(a) połączenie
# $reason: the network's or the host's own words (English).
net-closed = Połączenie z grą zostało zakończone: { $reason }
net-bad-invite = To nie jest zaproszenie: { $reason }
net-cannot-host = Nie można hostować gry: { $reason }

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
    } w { $host_kinds ->
        [one] 1 rodzaju
        [few] { $host_kinds } rodzajach
       *[many] { $host_kinds } rodzajach
    }; twoje: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
       *[many] { $tiles } płytek
    } w { $kinds ->
        [one] 1 rodzaju
        [few] { $kinds } rodzajach
       *[many] { $kinds } rodzajach
    }). Ktoś z was zmienił plik z płytkami: musicie grać tymi samymi płytkami.
# $host, $yours: the two game versions.
net-version-differs = Gospodarz gra w wersji { $host }, a ty masz wersję { $yours }: potrzebujecie tej samej wersji.
