# Rozłączenia i powroty w grze przez sieć: komputer gra za znajomego, który
# stracił połączenie, kontynuacja hostowanej gry i to, czego gra przez sieć
# nie oferuje.

## Przy stole (okno gospodarza)
net-stand-in-offer = Niech komputer gra za gracza { $name }
net-stand-in = Komputer ({ $level }) gra za gracza { $name }, dopóki nie wróci

## Ekran nowej gry
net-continue-game = Kontynuuj grę przez sieć: { $save }
net-continue-game-tip = Ponownie tworzy grę z tym samym zaproszeniem: znajomi dołączają za jego pomocą pod tymi samymi imionami i odzyskują swoje miejsca.

## Cofanie, pomoc i rewanż w grze przez sieć
net-no-undo = W grze przez sieć zatwierdzonej tury nie można cofnąć.
net-no-demonstration = Pokaz nie jest dostępny podczas gry przez sieć.
net-rematch-tip = Otwiera nową poczekalnię z tymi samymi miejscami i tym samym zaproszeniem: znajomi ponownie dołączają za jego pomocą.
net-rematch-joiner = Na rewanż gospodarz otwiera nową poczekalnię: dołącz ponownie z tym samym zaproszeniem.
