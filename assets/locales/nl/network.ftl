# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Via het netwerk hosten
net-join-button = Meedoen met een netwerkspel
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Vrij (vriend)

## Joining
net-join-title = Meedoen met een spel
net-join-invite = De uitnodiging die je van de host kreeg:
net-join-name = Je naam
net-join-colour = Je kleur
net-colour-any = Een vrije kleur
net-join-colour-tip = Je krijgt deze kleur als nog niemand aan tafel hem heeft.
net-join = Meedoen
net-cancel = Annuleren

## The lobby
net-lobby-host-title = Je host een spel
net-lobby-join-title = Wachten tot het spel begint
net-invite-explained = Stuur deze uitnodiging naar je vrienden: ze plakken hem bij „Meedoen met een netwerkspel”.
net-copy = Kopiëren
net-port-moved = Poort { $asked } is op deze computer al in gebruik, dus dit spel luistert op UDP-poort { $port }. Voor vrienden buiten je netwerk moet die poort naar jou worden doorgestuurd.
net-connecting = Verbinden met de host…
net-seat-host = Speelt op de computer van de host
net-seat-friend = Een vriend
net-not-connected = Niet verbonden
net-ready = Klaar
net-not-ready = Niet klaar
net-give-computer = De computer laten spelen
net-start = Spel starten
net-start-waiting = Elke vrije plaats moet bezet zijn en de speler klaar.
net-ready-toggle = Ik ben klaar
net-waiting-for-host = Wachten tot de host start…
net-leave = Verlaten

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } legt een tegel…
# $name: a player at another computer.
net-lost-connection = { $name } heeft de verbinding verloren
# $reason: the network's or the host's own words (English).
net-closed = De verbinding met het spel is verbroken: { $reason }
net-bad-invite = Dit is geen uitnodiging: { $reason }
net-cannot-host = Het spel kan niet gehost worden: { $reason }

## Games found on this network (join dialog)
net-found-title = Spellen op dit netwerk
net-found-none = Nog geen gevonden (vrienden op je netwerk die een spel hosten verschijnen hier).
net-found-game = { $players } · { $open ->
    [one] één plaats vrij
   *[other] { $open } plaatsen vrij
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = De host speelt met andere tegels dan jij ({ $host_tiles ->
        [one] 1 tegel
       *[other] { $host_tiles } tegels
    } van { $host_kinds ->
        [one] 1 soort
       *[other] { $host_kinds } soorten
    }; bij jou: { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    } van { $kinds ->
        [one] 1 soort
       *[other] { $kinds } soorten
    }). Een van jullie heeft een tegelbestand veranderd: jullie moeten met dezelfde tegels spelen.
# $host, $yours: the two game versions.
net-version-differs = De host speelt versie { $host }, jij hebt versie { $yours }: jullie hebben dezelfde versie nodig.
