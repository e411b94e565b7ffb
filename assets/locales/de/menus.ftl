# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Sprache:

## A broken modded tile file
tiles-problem-title = Geänderte Plättchen nicht verwendet
tiles-problem-body = Das Spiel nutzt seine eingebauten Plättchen, bis die Datei repariert ist.
ok = OK

## First launch
first-launch-title = Neu bei Carcassonne?
first-launch-body = Eine kurze Vorführung auf dem echten Spielfeld: Lege selbst ein paar Plättchen, besetze eine Stadt, setze einen Bauern ein. Nichts wird gewertet oder gespeichert.
first-launch-show = Zeig mir, wie es geht
first-launch-not-now = Nicht jetzt
first-launch-later = Du findest sie weiter hier und unter F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = Für 2 bis { $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    }, an einem Computer oder über das Netzwerk
how-to-play = So wird gespielt
how-to-play-tip = Eine Vorführung auf dem echten Spielfeld; nichts wird gewertet oder gespeichert.
# $save: the autosave's name (date and players).
continue-game = Weiterspielen: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 Grafik-Warnung
   *[other] { $count } Grafik-Warnungen
}
controls-help = Im Spiel: Klicke auf ein grünes Feld, um das Plättchen zu legen; R oder Rechtsklick dreht es; klicke auf eine Markierung, um eine Figur zu setzen (erneut für eine andere Figur oder keine); Leertaste für keine Figur; Enter bestätigt; H schlägt einen Zug vor; T zeigt die übrigen Plättchen, O die offenen Gebiete.
    Ziehen verschiebt, Mausrad zoomt, F zeigt das zuletzt gelegte Plättchen oder das ganze Spielfeld, F1 Spielregeln, F11 Vollbild, Strg + Plus / Minus für größeren oder kleineren Text.
saved-games = Gespeicherte Spiele
load = Laden

## Players
players = Spieler
players-order = Gespielt wird in der Reihenfolge der Liste; wähle, wer beginnt.
starts = beginnt
remove-player = Entfernen
add-player = Spieler hinzufügen
add-player-disabled = Ein sechster Spieler braucht Wirtshäuser und Kathedralen.
# $number: the seat's number, for a player left without a name.
default-player-name = Spieler { $number }
player-marks = Spieler mit Anfangsbuchstaben kennzeichnen, nicht nur mit Farbe
player-marks-tip = Figuren und Farbfelder tragen den Anfangsbuchstaben jedes Spielers. Schaltet sich von selbst ein, wenn zwei gewählte Farben für Farbenblinde schwer zu unterscheiden sind.
seat-person = Mensch
# $level: the level's name (seat-level-...).
seat-computer = Computer: { $level }
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-random = Zufällig
level-greedy = Gierig
level-easy-tip = für Anfänger schlagbar
level-medium-tip = spielt solide
level-hard-tip = denkt einen Zug voraus

## Player colours
colour-yellow = Gelb
colour-red = Rot
colour-green = Grün
colour-blue = Blau
colour-black = Schwarz
colour-pink = Rosa

## Rules
rules = Regeln
farmers-choice = Bauern
farmers-choice-off = aus: Einstiegsspiel der Spielregel
expansion-abbot = Der Abt
expansion-abbot-summary = Gärten, je ein Abt
expansion-river = Der Fluss
expansion-river-summary = Flussplättchen zuerst
expansion-inns-cathedrals = Wirtshäuser und Kathedralen
expansion-inns-cathedrals-summary = 18 Plättchen, je ein großer Meeple, ein sechster Spieler
expansion-traders-builders = Händler und Baumeister
expansion-traders-builders-summary = 24 Plättchen mit Waren, je ein Baumeister und ein Schwein
computer-moves = Computerzüge:
speed-slow = Langsam
speed-normal = Normal
speed-instant = Sofort
seed = Startwert (optional):
seed-hint = zufällig
art = Grafik:
art-default = Standard
start-game = Spiel starten

## Helpers
helpers-title = Hilfen (am Tisch absprechen)
helpers-all = Alle Hilfen
helpers-rules-only = Nur Regeln
helpers-purist = Puristisch
helpers-all-tip = Felder, auf die das Plättchen passt, Gebiete mit ihrem Wert, Hinweise.
helpers-rules-only-tip = Felder, auf die das Plättchen passt, und Gebiete, aber keine Punkte: Ihr zählt selbst.
helpers-purist-tip = Keine Markierungen oder Zahlen; ein Plättchen, das nicht passt, wird mit der verletzten Regel abgelehnt.
coach-me = Mit Trainer spielen
coach-me-tip = Im ersten Zug jedes Spielers: Die passenden Kanten leuchten auf, die Markierungen zeigen ihr Gebiet, und die Wertungstafel sagt, was als Nächstes zu tun ist.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } nach { $count ->
        [one] 1 Zug
       *[other] { $count } Zügen
    }
# $name: the save's name.
saved-as = Gespeichert als „{ $name }“
saved-with-chart = Gespeichert als „{ $name }“ mit Punkteverlauf
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Gespeichert als „{ $name }“; { $file }: Punkteverlauf kann nicht geschrieben werden: { $error }
cannot-save = { $file }: Speichern nicht möglich: { $error }
cannot-autosave = { $file }: automatisches Speichern nicht möglich: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = { $file } kann nicht geladen werden: { $error }

sound-label = Ton:
sound-mute = Stumm (M)
sound-mute-hint = M schaltet die Töne jederzeit stumm und wieder ein.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (Zug { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = in { $folder }
# $folder: as above.
saved-games-none = Noch keine: Spielstände, die du während des Spiels speicherst, kommen nach { $folder }.
# $players: the players' names.
saved-game-over = { $players }: Spiel beendet
saved-game-unreadable = lässt sich nicht laden (Laden sagt, warum)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = gerade eben
save-age-minutes = { $count ->
        [one] vor { $count } Minute
       *[other] vor { $count } Minuten
    }
save-age-hours = { $count ->
        [one] vor { $count } Stunde
       *[other] vor { $count } Stunden
    }
save-age-days = { $count ->
        [one] vor { $count } Tag
       *[other] vor { $count } Tagen
    }
save-age-weeks = { $count ->
        [one] vor { $count } Woche
       *[other] vor { $count } Wochen
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Sprache des Spiels
