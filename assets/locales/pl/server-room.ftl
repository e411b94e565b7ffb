# Hostowanie na serwerze z ekranu nowej gry (`carcassonne server`).
server-room-invite = Albo hostuj na serwerze — jego zaproszenie:
server-room-host = Hostuj na serwerze
server-room-tip = Wklej kod wypisany przez `carcassonne server`. Serwer tworzy pokój dla tego stołu i gra za komputery; ty zajmujesz pierwsze miejsce i dajesz znajomym zaproszenie do pokoju.
server-room-no-new-rooms = Serwer nie tworzy nowych pokojów: jest pełny albo to zaproszenie nie pochodzi z serwera.
server-room-bad-room = Serwer nie może utworzyć tego pokoju: { $reason }
server-room-computers-last = Na serwerze komputery zajmują ostatnie miejsca: ustaw je za graczami.
server-room-one-seat-here = Na serwerze każdy gra na własnym komputerze: zostaw tu jednego gracza, a pozostałe miejsca zostaw wolne dla znajomych.
