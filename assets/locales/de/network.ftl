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
net-port-moved = Port { $asked } ist auf diesem Computer belegt, darum wartet dieses Spiel auf UDP-Port { $port }. Freunde außerhalb deines Netzwerks brauchen eine Portweiterleitung dieses Ports zu dir.
net-connecting = Verbindung zum Gastgeber wird aufgebaut…
net-seat-host = Spielt am Computer des Gastgebers
net-seat-friend = Ein Freund
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
