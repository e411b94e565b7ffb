# Op een server hosten vanuit het scherm voor een nieuw spel (`carcassonne server`).
server-room-invite = Of host op een server — zijn uitnodiging:
server-room-host = Op de server hosten
server-room-tip = Plak de code die `carcassonne server` toont. De server maakt een kamer voor deze tafel en laat daar de computers spelen; jij neemt je plaats in en geeft je vrienden de uitnodiging van de kamer.
server-room-no-new-rooms = De server maakt geen nieuwe kamers: hij is vol, of deze uitnodiging is niet van een server.
server-room-bad-room = De server kan deze kamer niet maken: { $reason }
server-room-computers-moved = Op een server zitten de computers op de laatste plaatsen: die van jou zijn na de spelers gezet, die hun volgorde houden.
server-room-one-seat-here = Op een server speelt iedereen aan zijn eigen computer: houd één speler hier en laat de andere plaatsen vrij voor vrienden.

# De ontmoetingsserver van de instellingen, en hoe vrienden elders een
# hier gehost spel bereiken (de lobby).
meeting-server = Ontmoetingsserver voor vrienden elders (optioneel):
meeting-server-tip = Een `carcassonne server` op internet: zijn adres, zijn naam of zijn uitnodiging. Een spel dat je host, meldt zich daar aan en de uitnodiging noemt die server: vrienden die je router niet tot jou doorlaat, vinden je via die server, die het spel zo nodig doorgeeft. Leeg: geen.
reach-asking = De router wordt gevraagd UDP-poort { $port } te openen…
reach-internet = Bereikbaar vanaf internet: de router heeft UDP-poort { $port } geopend.
reach-local-only = Alleen bereikbaar op dit netwerk: stuur UDP-poort { $port } door op de router, of gebruik een server.
reach-refused = De router weigerde: stuur UDP-poort { $port } door, of gebruik een server.
reach-provider-nat = Alleen bereikbaar op dit netwerk: de router zit zelf achter die van je provider; gebruik een server.
reach-server = Vrienden elders bereiken je ook via de server { $server }.
reach-server-waiting = Aanmelden bij de server { $server }…
reach-server-unknown = De ontmoetingsserver van het scherm voor een nieuw spel is niet te vinden: controleer zijn adres.
