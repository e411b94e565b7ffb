# Op een server hosten vanuit het scherm voor een nieuw spel (`carcassonne server`).
server-room-invite = Of host op een server — zijn uitnodiging:
server-room-host = Op de server hosten
server-room-tip = Plak de code die `carcassonne server` toont. De server maakt een kamer voor deze tafel en speelt de computers; jij neemt de eerste plaats en geeft je vrienden de uitnodiging van de kamer.
server-room-no-new-rooms = De server maakt geen nieuwe kamers: hij is vol, of deze uitnodiging is niet van een server.
server-room-bad-room = De server kan deze kamer niet maken: { $reason }
server-room-computers-last = Op een server zitten de computers op de laatste plaatsen: zet ze na de spelers.
server-room-one-seat-here = Op een server speelt iedereen op zijn eigen computer: houd één speler hier en laat de andere plaatsen vrij voor vrienden.
