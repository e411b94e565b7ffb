# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Ospita in rete
net-join-button = Unisciti a una partita in rete
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Libero (amico)

## Joining
net-join-title = Unisciti a una partita
net-join-invite = L'invito che ti ha mandato chi ospita:
net-join-name = Il tuo nome
net-join-colour = Il tuo colore
net-colour-any = Un colore libero
net-join-colour-tip = Avrai questo colore se nessuno al tavolo lo ha già.
net-join = Unisciti
net-cancel = Annulla

## The lobby
net-lobby-host-title = Stai ospitando una partita
net-lobby-join-title = In attesa dell'inizio della partita
net-invite-explained = Manda questo invito ai tuoi amici: lo incollano in «Unisciti a una partita in rete».
net-copy = Copia
net-port-moved = La porta { $asked } è già in uso su questo computer, quindi questa partita è in ascolto sulla porta UDP { $port }. Per gli amici fuori dalla tua rete, quella porta va inoltrata a te.
net-connecting = Connessione a chi ospita…
net-seat-host = Gioca sul computer di chi ospita
net-seat-friend = Un amico
net-not-connected = Non connesso
net-ready = Pronto
net-not-ready = Non pronto
net-give-computer = Fai giocare il computer
net-start = Inizia la partita
net-start-waiting = Ogni posto libero deve essere occupato e il suo giocatore pronto.
net-ready-toggle = Sono pronto
net-waiting-for-host = In attesa che chi ospita inizi…
net-leave = Esci

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } sta piazzando…
# $name: a player at another computer.
net-lost-connection = { $name } ha perso la connessione
# $reason: the network's or the host's own words (English).
net-closed = La connessione alla partita è terminata: { $reason }
net-bad-invite = Questo non è un invito: { $reason }
net-cannot-host = Impossibile ospitare la partita: { $reason }

## Games found on this network (join dialog)
net-found-title = Partite in questa rete
net-found-none = Ancora nessuna (qui compaiono gli amici della tua rete che ospitano una partita).
net-found-game = { $players } · { $open ->
    [one] un posto libero
   *[other] { $open } posti liberi
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = L’host gioca con tessere diverse dalle tue ({ $host_tiles ->
        [one] 1 tessera
       *[other] { $host_tiles } tessere
    } di { $host_kinds ->
        [one] 1 tipo
       *[other] { $host_kinds } tipi
    }; le tue: { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } di { $kinds ->
        [one] 1 tipo
       *[other] { $kinds } tipi
    }). Uno di voi ha modificato un file delle tessere: dovete giocare con le stesse tessere.
# $host, $yours: the two game versions.
net-version-differs = L’host gioca la versione { $host }, tu hai la versione { $yours }: vi serve la stessa versione.
