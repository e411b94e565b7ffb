# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Ospita una partita in rete
net-join-button = Unisciti a una partita in rete
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Libero (amico)

## Joining
net-join-title = Unisciti a una partita
net-join-invite = L'invito che ti ha mandato l'host:
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
net-connecting = Connessione all'host…
net-seat-host = Gioca sul computer dell'host
net-seat-friend = Un amico
# The seat this window plays (hosted here or on a server).
net-seat-you = Tu
net-not-connected = Non connesso
net-ready = Pronto
net-not-ready = Non pronto
net-give-computer = Fai giocare il computer
net-start = Inizia la partita
net-start-waiting = Ogni posto libero deve essere occupato e il suo giocatore pronto.
net-ready-toggle = Sono pronto
net-waiting-for-host = In attesa che l'host inizi…
net-leave = Esci

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } sta piazzando la tessera…
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
net-tiles-differ = L'host gioca con tessere diverse dalle tue ({ $host_tiles ->
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
net-version-differs = L'host gioca la versione { $host }, tu hai la versione { $yours }: vi serve la stessa versione.

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = L'host ha rifiutato: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = l'host gioca la versione { $host }, questo computer la versione { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = l'host parla il protocollo { $host }, questo computer il protocollo { $yours }: serve la stessa versione del gioco da entrambe le parti
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = l'host gioca con altre tessere ({ $host_tiles ->
        [one] 1 tessera
       *[other] { $host_tiles } tessere
    } di { $host_kinds ->
        [one] 1 tipo
       *[other] { $host_kinds } tipi
    }; questo computer: { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } di { $kinds ->
        [one] 1 tipo
       *[other] { $kinds } tipi
    })
net-refusal-hello-first = questo computer ha salutato l'host fuori turno
net-refusal-join-first = questo computer non ha preso un posto né chiesto di guardare
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = il posto { $seat } non è tuo (il tuo è il { $yours })
net-refusal-not-your-seat-watching = il posto { $seat } non è tuo: stai guardando
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = la mossa è stata fatta su uno stato precedente della partita (dopo { $at ->
        [one] 1 mossa
       *[other] { $at } mosse
    }; ora la partita è alla mossa { $now })
net-refusal-not-started = la partita non è iniziata
net-refusal-started = la partita è già iniziata: un posto lo riprende solo chi lo occupava
net-refusal-no-open-seat = nessun posto è libero
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] un posto è ancora libero
       *[other] { $open } posti sono ancora liberi
    }
# $max: the most characters a name may have.
net-refusal-bad-name = un nome deve avere da 1 a { $max } caratteri, nessuno di controllo
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = una riga di chat di { $chars } caratteri (al massimo { $limit })
net-refusal-malformed = questo computer ha inviato un messaggio che l'host non sa leggere
net-refusal-no-such-phrase = questo computer ha inviato una frase rapida che l'host non conosce
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = un messaggio di { $bytes } byte (al massimo { $limit })
# $limit: the most messages a second.
net-refusal-flood = più di { $limit } messaggi in un secondo
net-refusal-replaced = rientro da un'altra connessione
net-refusal-closing = l'host ha chiuso la stanza
# $room: the room's number.
net-refusal-no-such-room = su questo host non c'è la stanza { $room }
net-refusal-no-new-rooms = l'host non crea altre stanze
net-refusal-name-taken = nella stanza c'è già qualcuno con questo nome: scegline un altro
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] { $limit } persona guarda già questa stanza, il massimo che ammette
       *[other] { $limit } persone guardano già questa stanza, il massimo che ammette
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] questo computer non è entrato entro { $seconds } secondo dalla connessione
       *[other] questo computer non è entrato entro { $seconds } secondi dalla connessione
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] la partita non è iniziata entro { $minutes } minuto, quindi la stanza è chiusa
       *[other] la partita non è iniziata entro { $minutes } minuti, quindi la stanza è chiusa
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = la stanza non si può creare: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 computer
       *[other] { $computers } computer
    } per { $seats ->
        [one] 1 posto
       *[other] { $seats } posti
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = il server non conosce la regola { $flag }
# $level: the level's name as sent.
net-room-no-level = il server non conosce il livello del computer { $level }
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = il server non può dare ai computer i colori { $colours }: un colore del gioco ciascuno, nessuno ripetuto
# Why a connection ended ($reason of net-closed).
net-close-left = hai lasciato la stanza
net-close-no-answer = nessun host ha risposto: controlla l'invito, l'indirizzo dell'host e il suo firewall
net-close-timed-out = l'host non risponde più
net-close-token-expired = l'invito è scaduto prima della risposta dell'host: riprova
net-close-denied = l'host non accetta altre connessioni
net-close-closed-by-host = l'host ha chiuso la connessione
net-close-fault = si è verificato un errore di rete su questo computer
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] la partita inviata dall'host
        [draw] una tessera pescata dall'host
        [move] una mossa inviata dall'host
       *[message] un messaggio inviato dall'host
    } non funziona su questo computer: giocate entrambi la stessa versione?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = non inizia con carc2-
net-invite-mistyped = è tagliato o scritto male

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Posto { $number }
computer-seat-name = Computer { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Regole: { $rules }
net-room-farmers = contadini
net-room-no-farmers = senza contadini

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: sì
net-rule-off = { $rule }: no
net-rule-farmers = Contadini
