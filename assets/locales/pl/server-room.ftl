# Hostowanie na serwerze z ekranu nowej gry (`carcassonne server`).
server-room-invite = Albo utwórz grę na serwerze — jego zaproszenie:
server-room-host = Utwórz grę na serwerze
server-room-tip = Wklej kod wypisany przez `carcassonne server`. Serwer tworzy pokój dla tego stołu i gra za komputery; ty zajmujesz swoje miejsce i dajesz znajomym zaproszenie do pokoju.
server-room-no-new-rooms = Serwer nie tworzy nowych pokojów: jest pełny albo to zaproszenie nie pochodzi z serwera.
server-room-bad-room = Serwer nie może utworzyć tego pokoju: { $reason }
server-room-computers-moved = Na serwerze komputery zajmują ostatnie miejsca: twoje komputery przesunięto na koniec, a pozostali gracze zachowują swoją kolejność.
server-room-one-seat-here = Na serwerze każdy gra na własnym komputerze: zostaw tu jednego gracza, a pozostałe miejsca zostaw wolne dla znajomych.

# Serwer spotkań z ustawień i to, jak znajomi z daleka docierają do gry
# hostowanej tutaj (poczekalnia).
meeting-server = Serwer spotkań dla znajomych z daleka (opcjonalnie):
meeting-server-tip = `carcassonne server` w internecie: jego adres, nazwa albo zaproszenie. Gra, której jesteś gospodarzem, rejestruje się tam, a jej zaproszenie wskazuje ten serwer: znajomi, których twój router do ciebie nie przepuszcza, znajdą cię przez niego, a w razie potrzeby serwer przekaże ich połączenie. Puste: brak.
reach-asking = Prośba do routera o otwarcie portu UDP { $port }…
reach-internet = Gra dostępna z internetu: router otworzył port UDP { $port }.
reach-local-only = Gra dostępna tylko w tej sieci: przekieruj port UDP { $port } na routerze albo użyj serwera.
reach-refused = Router odmówił: przekieruj port UDP { $port } albo użyj serwera.
reach-provider-nat = Gra dostępna tylko w tej sieci: twój router stoi za routerem dostawcy internetu; użyj serwera.
reach-server = Znajomi z daleka docierają do ciebie także przez serwer { $server }.
reach-server-waiting = Rejestracja na serwerze { $server }…
reach-server-unknown = Nie można znaleźć serwera spotkań z ekranu nowej gry: sprawdź jego adres.
