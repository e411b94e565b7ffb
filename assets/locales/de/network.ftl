# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Netzwerkspiel eröffnen
net-join-button = Einem Netzwerkspiel beitreten
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Frei (für Freunde)

## Joining
net-join-title = Einem Spiel beitreten
net-join-invite = Die Einladung, die du bekommen hast:
net-join-name = Dein Name
net-join-colour = Deine Farbe
net-colour-any = Eine freie Farbe
net-join-colour-tip = Du bekommst diese Farbe, wenn sie am Tisch noch frei ist.
net-join = Beitreten
net-cancel = Abbrechen

## The lobby
net-lobby-host-title = Du bist Gastgeber
net-lobby-join-title = Warten auf den Spielbeginn
net-invite-explained = Schicke diese Einladung deinen Freunden: Sie fügen sie unter „Einem Netzwerkspiel beitreten“ ein.
net-copy = Kopieren
net-port-moved = Port { $asked } ist auf diesem Computer belegt, darum nutzt dieses Spiel UDP-Port { $port }. Freunde außerhalb deines Netzwerks brauchen eine Weiterleitung dieses Ports zu dir.
net-connecting = Verbindung zum Gastgeber wird aufgebaut…
net-seat-host = Spielt am Computer des Gastgebers
net-seat-friend = Ein Freund
# The seat this window plays (hosted here or on a server).
net-seat-you = Du
net-not-connected = Nicht verbunden
net-ready = Bereit
net-not-ready = Nicht bereit
net-give-computer = Den Computer spielen lassen
net-start = Spiel starten
net-start-waiting = Jeder freie Platz muss besetzt und sein Spieler bereit sein.
net-ready-toggle = Ich bin bereit
net-waiting-for-host = Warten, bis der Gastgeber startet…
net-leave = Verlassen

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } legt an…
# $name: a player at another computer.
net-lost-connection = { $name } hat die Verbindung verloren
# $reason: the network's or the host's own words (English).
net-closed = Die Verbindung zum Spiel ist beendet: { $reason }
net-bad-invite = Das ist keine Einladung: { $reason }
net-cannot-host = Das Spiel kann nicht eröffnet werden: { $reason }

## Games found on this network (join dialog)
net-found-title = Spiele in diesem Netzwerk
net-found-none = Noch keines gefunden (Freunde in deinem Netzwerk, die ein Spiel eröffnen, erscheinen hier).
net-found-game = { $players } · { $open ->
    [one] ein Platz frei
   *[other] { $open } Plätze frei
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = Der Gastgeber spielt mit anderen Plättchen als du ({ $host_tiles ->
        [one] 1 Plättchen
       *[other] { $host_tiles } Plättchen
    } in { $host_kinds ->
        [one] 1 Sorte
       *[other] { $host_kinds } Sorten
    }; bei dir: { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    } in { $kinds ->
        [one] 1 Sorte
       *[other] { $kinds } Sorten
    }). Einer von euch hat eine Plättchen-Datei geändert: Ihr müsst mit denselben Plättchen spielen.
# $host, $yours: the two game versions.
net-version-differs = Der Gastgeber spielt Version { $host }, du hast Version { $yours }: Ihr braucht beide dieselbe Version.

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = Der Gastgeber hat abgelehnt: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = Der Gastgeber spielt Version { $host }, dieser Computer Version { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = Der Gastgeber spricht Protokoll { $host }, dieser Computer Protokoll { $yours }: Beide brauchen dieselbe Version des Spiels
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = Der Gastgeber spielt mit anderen Plättchen ({ $host_tiles ->
        [one] 1 Plättchen
       *[other] { $host_tiles } Plättchen
    } in { $host_kinds ->
        [one] 1 Sorte
       *[other] { $host_kinds } Sorten
    }; dieser Computer: { $tiles ->
        [one] 1 Plättchen
       *[other] { $tiles } Plättchen
    } in { $kinds ->
        [one] 1 Sorte
       *[other] { $kinds } Sorten
    })
net-refusal-hello-first = Dieser Computer hat den Gastgeber zur falschen Zeit begrüßt
net-refusal-join-first = Dieser Computer hat weder einen Platz genommen noch sich zum Zuschauen gemeldet
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = Platz { $seat } ist nicht deiner (deiner ist { $yours })
net-refusal-not-your-seat-watching = Platz { $seat } ist nicht deiner: Du schaust zu
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = Der Zug wurde auf einem älteren Stand des Spiels gemacht (nach { $at ->
        [one] 1 Zug
       *[other] { $at } Zügen
    }; das Spiel steht bei { $now })
net-refusal-not-started = Das Spiel hat noch nicht begonnen
net-refusal-started = Das Spiel läuft schon: Einen Platz nimmt nur wieder ein, wer vorher darauf saß
net-refusal-no-open-seat = Kein Platz ist frei
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] Ein Platz ist noch frei
       *[other] { $open } Plätze sind noch frei
    }
# $max: the most characters a name may have.
net-refusal-bad-name = Ein Name braucht 1 bis { $max } Zeichen, keines davon ein Steuerzeichen
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = Eine Chatzeile mit { $chars } Zeichen (höchstens { $limit })
net-refusal-malformed = Dieser Computer hat eine Nachricht geschickt, die der Gastgeber nicht lesen kann
net-refusal-no-such-phrase = Dieser Computer hat eine Schnellnachricht geschickt, die der Gastgeber nicht kennt
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = Eine Nachricht mit { $bytes } Bytes (höchstens { $limit })
# $limit: the most messages a second.
net-refusal-flood = Mehr als { $limit } Nachrichten in einer Sekunde
net-refusal-replaced = Du bist über eine andere Verbindung wieder beigetreten
net-refusal-closing = Der Gastgeber hat den Raum geschlossen
# $room: the room's number.
net-refusal-no-such-room = Bei diesem Gastgeber gibt es keinen Raum { $room }
net-refusal-no-new-rooms = Der Gastgeber richtet keine neuen Räume ein
net-refusal-name-taken = Jemand mit diesem Namen ist schon im Raum: Wähle einen anderen Namen
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] { $limit } Person schaut in diesem Raum schon zu, mehr lässt er nicht zu
       *[other] { $limit } Personen schauen in diesem Raum schon zu, mehr lässt er nicht zu
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] Dieser Computer ist nicht binnen { $seconds } Sekunde nach dem Verbinden beigetreten
       *[other] Dieser Computer ist nicht binnen { $seconds } Sekunden nach dem Verbinden beigetreten
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] Das Spiel hat nicht binnen { $minutes } Minute begonnen, darum ist der Raum geschlossen
       *[other] Das Spiel hat nicht binnen { $minutes } Minuten begonnen, darum ist der Raum geschlossen
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = Der Raum kann nicht eingerichtet werden: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 Computer
       *[other] { $computers } Computer
    } für { $seats ->
        [one] 1 Platz
       *[other] { $seats } Plätze
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = Der Server kennt die Regel { $flag } nicht
# $level: the level's name as sent.
net-room-no-level = Der Server kennt die Computerstufe { $level } nicht
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = Der Server kann den Computern die Farben { $colours } nicht geben: jeder eine Farbe des Spiels, keine doppelt
# Why a connection ended ($reason of net-closed).
net-close-left = Du hast den Raum verlassen
net-close-no-answer = Kein Gastgeber hat geantwortet: Prüfe die Einladung, die Adresse des Gastgebers und seine Firewall
net-close-timed-out = Der Gastgeber antwortet nicht mehr
net-close-token-expired = Die Einladung ist abgelaufen, bevor der Gastgeber geantwortet hat: Versuche es noch einmal
net-close-denied = Der Gastgeber nimmt keine weiteren Verbindungen an
net-close-closed-by-host = Der Gastgeber hat die Verbindung beendet
net-close-fault = Das Netzwerk dieses Computers hat versagt
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] Das Spiel, das der Gastgeber geschickt hat,
        [draw] Ein Plättchen, das der Gastgeber gezogen hat,
        [move] Ein Zug, den der Gastgeber geschickt hat,
       *[message] Eine Nachricht, die der Gastgeber geschickt hat,
    } funktioniert auf diesem Computer nicht: Spielt ihr beide dieselbe Version?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = Sie beginnt nicht mit carc2-
net-invite-mistyped = Sie ist abgeschnitten oder vertippt

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Platz { $number }
computer-seat-name = Computer { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Regeln: { $rules }
net-room-farmers = Bauern
net-room-no-farmers = keine Bauern

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: an
net-rule-off = { $rule }: aus
net-rule-farmers = Bauern
