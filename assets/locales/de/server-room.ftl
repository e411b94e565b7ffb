# Ein Spiel auf einem Server eröffnen, vom Bildschirm „Neues Spiel“ aus (`carcassonne server`).
server-room-invite = Oder auf einem Server eröffnen – seine Einladung:
server-room-host = Auf dem Server eröffnen
server-room-tip = Füge den Code ein, den `carcassonne server` ausgibt. Der Server richtet einen Raum für diesen Tisch ein und spielt die Computer; du nimmst den ersten Platz und gibst deinen Freunden die Einladung des Raums.
server-room-no-new-rooms = Der Server richtet keine neuen Räume ein: Er ist voll, oder diese Einladung gehört zu keinem Server.
server-room-bad-room = Der Server kann diesen Raum nicht einrichten: { $reason }
server-room-computers-last = Auf einem Server sitzen die Computer auf den letzten Plätzen: Setze sie hinter die Spieler.
server-room-one-seat-here = Auf einem Server spielt jeder an seinem eigenen Computer: Behalte einen Spieler hier und gib die anderen Plätze für Freunde frei.
