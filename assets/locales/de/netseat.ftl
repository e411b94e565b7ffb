# Verbindungsabbrüche und Rückkehr im Netzwerkspiel: der Computer springt
# für einen Freund ein, ein eröffnetes Netzwerkspiel wird fortgesetzt, und was
# ein Netzwerkspiel nicht anbietet.

## Am Tisch (das Fenster des Gastgebers)
net-stand-in-offer = Den Computer für { $name } spielen lassen
net-stand-in = Der Computer ({ $level }) spielt für { $name } bis zur Rückkehr

## Der Bildschirm „Neues Spiel“
net-continue-game = Netzwerkspiel fortsetzen: { $save }
net-continue-game-tip = Eröffnet das Spiel mit derselben Einladung neu: Deine Freunde treten damit unter denselben Namen bei und bekommen ihre Plätze zurück.

## Zurücknehmen, Hilfe und Revanche im Netzwerkspiel
net-no-undo = In einem Netzwerkspiel kann ein bestätigter Zug nicht zurückgenommen werden.
net-no-demonstration = Die Vorführung ist während eines Netzwerkspiels nicht verfügbar.
net-rematch-tip = Öffnet eine neue Lobby mit denselben Plätzen und derselben Einladung: Deine Freunde treten damit erneut bei.
net-rematch-joiner = Für eine Revanche öffnet der Gastgeber eine neue Lobby: Tritt mit derselben Einladung erneut bei.
