# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Taal:

## A broken modded tile file
tiles-problem-title = Aangepaste tegels niet gebruikt
tiles-problem-body = Het spel gebruikt zijn ingebouwde tegels tot het bestand hersteld is.
ok = OK

## First launch
first-launch-title = Speel je voor het eerst Carcassonne?
first-launch-body = Een korte demonstratie op het echte speelgebied: leg zelf een paar tegels, bezet een stad, zet een boer in. Er wordt niets geteld of opgeslagen.
first-launch-show = Laat me zien hoe het werkt
first-launch-not-now = Niet nu
first-launch-later = Je vindt de demonstratie ook later op dit scherm en onder F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = Voor 2 tot { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    }, aan één computer of via het netwerk
how-to-play = Zo speel je
how-to-play-tip = Een demonstratie op het echte speelgebied; er wordt niets geteld of opgeslagen.
# $save: the autosave's name (date and players).
continue-game = Verder spelen: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 waarschuwing over de afbeeldingen
   *[other] { $count } waarschuwingen over de afbeeldingen
}
controls-help = Tijdens het spel: klik op een groen vak om de tegel te leggen; R of rechtsklik draait hem; klik op een markering om een figuur te zetten (nog eens voor een andere figuur of geen); Spatie voor geen figuur; Enter bevestigt; H stelt een zet voor; T toont de resterende tegels, O de open gebieden.
    Slepen verschuift, het wiel zoomt, F toont de laatst gelegde tegel of het hele speelgebied, F1 spelregels, F11 volledig scherm, Ctrl + plus / min voor grotere of kleinere tekst.
saved-games = Opgeslagen spellen
load = Laden

## Players
players = Spelers
players-order = De beurtvolgorde volgt de lijst; kies wie begint.
starts = begint
remove-player = Verwijderen
add-player = Speler toevoegen
add-player-disabled = Herbergen en Kathedralen maakt een zesde speler mogelijk.
# $number: the seat's number, for a player left without a name.
default-player-name = Speler { $number }
player-marks = Spelers met beginletter markeren, niet alleen met kleur
player-marks-tip = Figuren en kleurvlakken tonen de beginletter van elke speler. Gaat vanzelf aan als twee gekozen kleuren voor kleurenblinden moeilijk te onderscheiden zijn.
seat-person = Mens
# $level: the level's name (seat-level-...).
seat-computer = Computer: { $level }
level-easy = Makkelijk
level-medium = Gemiddeld
level-hard = Moeilijk
level-random = Willekeurig
level-greedy = Hebzuchtig
level-easy-tip = een beginner kan hem verslaan
level-medium-tip = speelt degelijk
level-hard-tip = kijkt een beurt vooruit

## Player colours
colour-yellow = Geel
colour-red = Rood
colour-green = Groen
colour-blue = Blauw
colour-black = Zwart
colour-pink = Roze

## Rules
rules = Regels
farmers-choice = Boeren
farmers-choice-off = uit: het introductiespel van de spelregels
expansion-abbot = De Abt
expansion-abbot-summary = tuinen, één abt per speler
expansion-river = De Rivier
expansion-river-summary = eerst de riviertegels
expansion-inns-cathedrals = Herbergen en Kathedralen
expansion-inns-cathedrals-summary = 18 tegels, een grote meeple per speler, een zesde speler
expansion-traders-builders = Kooplieden en Bouwmeesters
expansion-traders-builders-summary = 24 tegels met handelswaren, een bouwmeester en een varken per speler
computer-moves = Computerzetten:
speed-slow = Langzaam
speed-normal = Normaal
speed-instant = Direct
seed = Startgetal (optioneel):
seed-hint = willekeurig
art = Afbeeldingen:
art-default = standaard
start-game = Spel starten

## Helpers
helpers-title = Hulpmiddelen (spreek dit aan tafel af)
helpers-all = Alle hulpmiddelen
helpers-rules-only = Alleen regels
helpers-purist = Purist
helpers-all-tip = Vakken waar de tegel past, gebieden gemarkeerd met hun waarde, aanwijzingen.
helpers-rules-only-tip = Vakken waar de tegel past en gemarkeerde gebieden, maar geen punten: je telt zelf.
helpers-purist-tip = Geen markeringen of tellingen; een tegel die niet past, wordt geweigerd met de regel die hij breekt.
coach-me = Begeleid me
coach-me-tip = Bij de eerste beurt van elke speler: de passende randen lichten op, de markeringen zeggen wat elk gebied is en het scorebord zegt wat je nu moet doen.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } na { $count ->
        [one] 1 zet
       *[other] { $count } zetten
    }
# $name: the save's name.
saved-as = Opgeslagen als ‘{ $name }’
saved-with-chart = Opgeslagen als ‘{ $name }’ met de scoregrafiek
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Opgeslagen als ‘{ $name }’; { $file }: kan de grafiek niet schrijven: { $error }
cannot-save = { $file }: kan niet opslaan: { $error }
cannot-autosave = { $file }: kan niet automatisch opslaan: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = { $file } kan niet geladen worden: { $error }

sound-label = Geluid:
sound-mute = Dempen (M)
sound-mute-hint = M zet de geluiden op elk moment uit en weer aan.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (zet { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = in { $folder }
# $folder: as above.
saved-games-none = Nog geen: een spel dat je tijdens het spelen opslaat, komt in { $folder }.
# $players: the players' names.
saved-game-over = { $players }: spel afgelopen
saved-game-unreadable = laadt niet (Laden zegt waarom)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = zojuist
save-age-minutes = { $count ->
        [one] { $count } minuut geleden
       *[other] { $count } minuten geleden
    }
save-age-hours = { $count ->
        [one] { $count } uur geleden
       *[other] { $count } uur geleden
    }
save-age-days = { $count ->
        [one] { $count } dag geleden
       *[other] { $count } dagen geleden
    }
save-age-weeks = { $count ->
        [one] { $count } week geleden
       *[other] { $count } weken geleden
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Taal van het spel
