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
net-invite-explained = Stuur deze uitnodiging naar je vrienden: ze plakken hem bij ‘Meedoen met een netwerkspel’.
net-copy = Kopiëren
net-port-moved = Poort { $asked } is op deze computer al in gebruik, dus dit spel luistert op UDP-poort { $port }. Voor vrienden buiten je netwerk moet die poort naar jou worden doorgestuurd.
net-connecting = Verbinden met de host…
net-seat-host = Speelt aan de computer van de host
net-seat-friend = Een vriend
# The seat this window plays (hosted here or on a server).
net-seat-you = Jij
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
net-found-none = Nog geen gevonden (vrienden op je netwerk die een spel hosten, verschijnen hier).
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

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = De host heeft geweigerd: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = de host speelt versie { $host }, deze computer versie { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = de host spreekt protocol { $host }, deze computer protocol { $yours }: beide hebben dezelfde versie van het spel nodig
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = de host speelt met andere tegels ({ $host_tiles ->
        [one] 1 tegel
       *[other] { $host_tiles } tegels
    } van { $host_kinds ->
        [one] 1 soort
       *[other] { $host_kinds } soorten
    }; deze computer: { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    } van { $kinds ->
        [one] 1 soort
       *[other] { $kinds } soorten
    })
net-refusal-hello-first = deze computer groette de host op het verkeerde moment
net-refusal-join-first = deze computer heeft geen plaats genomen en kijkt ook niet mee
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = plaats { $seat } is niet van jou (de jouwe is { $yours })
net-refusal-not-your-seat-watching = plaats { $seat } is niet van jou: je kijkt mee
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = de zet is gedaan op een oudere stand van het spel (na { $at ->
        [one] 1 zet
       *[other] { $at } zetten
    }; het spel staat op { $now })
net-refusal-not-started = het spel is nog niet begonnen
net-refusal-started = het spel is al begonnen: alleen wie een plaats had, kan die weer innemen
net-refusal-no-open-seat = er is geen plaats vrij
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] er is nog een plaats vrij
       *[other] er zijn nog { $open } plaatsen vrij
    }
# $max: the most characters a name may have.
net-refusal-bad-name = een naam heeft 1 tot { $max } tekens nodig, zonder stuurtekens
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = een chatregel van { $chars } tekens (hoogstens { $limit })
net-refusal-malformed = deze computer stuurde een bericht dat de host niet kan lezen
net-refusal-no-such-phrase = deze computer stuurde een snelbericht dat de host niet kent
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = een bericht van { $bytes } bytes (hoogstens { $limit })
# $limit: the most messages a second.
net-refusal-flood = meer dan { $limit } berichten in één seconde
net-refusal-replaced = je hebt je opnieuw aangemeld via een andere verbinding
net-refusal-closing = de host heeft de kamer gesloten
# $room: the room's number.
net-refusal-no-such-room = deze host heeft geen kamer { $room }
net-refusal-no-new-rooms = de host maakt geen nieuwe kamers
net-refusal-name-taken = er is al iemand met deze naam in de kamer: kies een andere naam
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] er kijkt al { $limit } persoon mee in deze kamer, meer laat ze niet toe
       *[other] er kijken al { $limit } mensen mee in deze kamer, meer laat ze niet toe
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] deze computer deed niet binnen { $seconds } seconde na het verbinden mee
       *[other] deze computer deed niet binnen { $seconds } seconden na het verbinden mee
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] het spel begon niet binnen { $minutes } minuut, dus de kamer is gesloten
       *[other] het spel begon niet binnen { $minutes } minuten, dus de kamer is gesloten
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = de kamer kan niet gemaakt worden: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 computer
       *[other] { $computers } computers
    } voor { $seats ->
        [one] 1 plaats
       *[other] { $seats } plaatsen
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = de server kent de regel { $flag } niet
# $level: the level's name as sent.
net-room-no-level = de server kent het computerniveau { $level } niet
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = de server kan de computers de kleuren { $colours } niet geven: elk een kleur van het spel, geen twee keer dezelfde
# Why a connection ended ($reason of net-closed).
net-close-left = je hebt de kamer verlaten
net-close-no-answer = geen host gaf antwoord: controleer de uitnodiging, het adres van de host en zijn firewall
net-close-timed-out = de host geeft geen antwoord meer
net-close-token-expired = de uitnodiging verliep voordat de host antwoordde: probeer het opnieuw
net-close-denied = de host neemt geen verbindingen meer aan
net-close-closed-by-host = de host heeft de verbinding verbroken
net-close-fault = het netwerk van deze computer liet het afweten
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] het spel dat de host stuurde
        [draw] een tegel die de host trok
        [move] een zet die de host stuurde
       *[message] een bericht dat de host stuurde
    } werkt niet op deze computer: spelen jullie allebei dezelfde versie?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = ze begint niet met carc2-
net-invite-mistyped = ze is afgebroken of verkeerd overgetypt

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Plaats { $number }
computer-seat-name = Computer { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Regels: { $rules }
net-room-farmers = boeren
net-room-no-farmers = geen boeren

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: aan
net-rule-off = { $rule }: uit
net-rule-farmers = Boeren
