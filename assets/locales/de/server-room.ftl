# Ein Spiel auf einem Server eröffnen, vom Bildschirm „Neues Spiel“ aus (`carcassonne server`).
server-room-invite = Oder auf einem Server eröffnen – seine Einladung:
server-room-host = Auf dem Server eröffnen
server-room-tip = Füge den Code ein, den `carcassonne server` ausgibt. Der Server richtet einen Raum für diesen Tisch ein und lässt dort die Computer spielen; du nimmst deinen Platz ein und gibst deinen Freunden die Einladung des Raums.
server-room-no-new-rooms = Der Server richtet keine neuen Räume ein: Er ist voll, oder diese Einladung gehört zu keinem Server.
server-room-bad-room = Der Server kann diesen Raum nicht einrichten: { $reason }
server-room-computers-moved = Auf einem Server sitzen die Computer auf den letzten Plätzen: Deine wurden hinter die Spieler gesetzt, die ihre Reihenfolge behalten.
server-room-one-seat-here = Auf einem Server spielt jeder an seinem eigenen Computer: Behalte einen Spieler hier und gib die anderen Plätze für Freunde frei.

# Der Treffpunkt-Server der Einstellungen, und wie Freunde anderswo ein
# hier ausgerichtetes Spiel erreichen (die Lobby).
meeting-server = Treffpunkt-Server für Freunde anderswo (optional):
meeting-server-tip = Ein `carcassonne server` im Internet: seine Adresse, sein Name oder seine Einladung. Ein Spiel, das du eröffnest, meldet sich dort an, und seine Einladung nennt den Server: Freunde, die dein Router nicht zu dir durchlässt, finden dich über ihn, oder er leitet ihre Verbindung weiter. Leer: keiner.
reach-asking = Der Router wird gebeten, UDP-Port { $port } zu öffnen…
reach-internet = Aus dem Internet erreichbar: Der Router hat UDP-Port { $port } geöffnet.
reach-local-only = Nur in diesem Netzwerk erreichbar: Leite UDP-Port { $port } am Router weiter oder nutze einen Server.
reach-refused = Der Router hat abgelehnt: Leite UDP-Port { $port } weiter oder nutze einen Server.
reach-provider-nat = Nur in diesem Netzwerk erreichbar: Der Router steht selbst hinter dem deines Anbieters; nutze einen Server.
reach-server = Freunde anderswo erreichen dich auch über den Server { $server }.
reach-server-waiting = Anmeldung beim Server { $server }…
reach-server-unknown = Der Treffpunkt-Server aus dem Bildschirm „Neues Spiel“ ist nicht zu finden: Prüfe seine Adresse.
