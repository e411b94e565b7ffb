# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Język:

## A broken modded tile file
tiles-problem-title = Nie użyto zmodyfikowanych płytek
tiles-problem-body = Gra używa wbudowanych płytek, dopóki plik nie zostanie poprawiony.
ok = OK

## First launch
first-launch-title = Pierwszy raz grasz w Carcassonne?
first-launch-body = Krótki pokaz w prawdziwej grze: połóż kilka płytek samodzielnie, zajmij miasto, postaw chłopa. Nic nie jest liczone ani zapisywane.
first-launch-show = Pokaż mi, jak grać
first-launch-not-now = Nie teraz
first-launch-later = Pokaz znajdziesz też na tym ekranie i pod F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = Gra dla 2–{ $max ->
        [one] { $max } gracza
        [few] { $max } graczy
       *[many] { $max } graczy
    }, przy jednym komputerze lub przez sieć
how-to-play = Jak grać
how-to-play-tip = Pokaz w prawdziwej grze; nic nie jest liczone ani zapisywane.
# $save: the autosave's name (date and players).
continue-game = Kontynuuj: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 ostrzeżenie o grafice
    [few] { $count } ostrzeżenia o grafice
    [many] { $count } ostrzeżeń o grafice
   *[other] { $count } ostrzeżenia o grafice
}
controls-help = W trakcie gry: kliknij zielone miejsce, by położyć płytkę; R lub prawy przycisk ją obraca; kliknij znacznik, by postawić figurę (ponownie: inna figura lub żadna); Spacja: bez figury; Enter zatwierdza; H podpowiada ruch; T pokazuje pozostałe płytki, O otwarte obszary.
    Przeciągnij, by przesunąć, kółkiem myszy zmieniasz powiększenie, F pokazuje ostatnią płytkę lub całą planszę, F1 zasady, F11 pełny ekran, Ctrl + plus / minus zmienia rozmiar tekstu.
saved-games = Zapisane gry
load = Wczytaj

## Players
players = Gracze
players-order = Kolejność tur jak na liście; wybierz, kto zaczyna.
starts = zaczyna
remove-player = Usuń
add-player = Dodaj gracza
add-player-disabled = Karczmy i katedry dodają szóstego gracza.
# $number: the seat's number, for a player left without a name.
default-player-name = Gracz { $number }
player-marks = Oznacz graczy inicjałem, nie tylko kolorem
player-marks-tip = Figury i próbki kolorów mają inicjał gracza. Włącza się automatycznie, gdy dwa wybrane kolory są trudne do odróżnienia dla osób z zaburzeniami widzenia barw.
seat-person = Człowiek
# $level: the level's name (seat-level-...).
seat-computer = Komputer: { $level }
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-random = Losowy
level-greedy = Zachłanny
level-easy-tip = początkujący może go pokonać
level-medium-tip = gra rozsądnie
level-hard-tip = przewiduje następną turę

## Player colours
colour-yellow = Żółty
colour-red = Czerwony
colour-green = Zielony
colour-blue = Niebieski
colour-black = Czarny
colour-pink = Różowy

## Rules
rules = Zasady
farmers-choice = Chłopi
farmers-choice-off = wyłączeni: gra wprowadzająca z instrukcji
expansion-abbot = Opat
expansion-abbot-summary = ogrody, po jednym opacie
expansion-river = Rzeka
expansion-river-summary = najpierw płytki rzeki
expansion-inns-cathedrals = Karczmy i katedry
expansion-inns-cathedrals-summary = 18 płytek, po jednym dużym podwładnym, szósty gracz
expansion-traders-builders = Kupcy i Budowniczowie
expansion-traders-builders-summary = 24 płytki z towarami, po jednym budowniczym i jednej świni
computer-moves = Ruchy komputera:
speed-slow = Wolno
speed-normal = Normalnie
speed-instant = Natychmiast
seed = Ziarno (opcjonalnie):
seed-hint = losowe
art = Grafika:
art-default = domyślna
start-game = Rozpocznij grę

## Helpers
helpers-title = Pomoce (ustalcie przy stole)
helpers-all = Wszystkie pomoce
helpers-rules-only = Tylko zasady
helpers-purist = Purysta
helpers-all-tip = Miejsca, gdzie płytka pasuje, zaznaczone obszary z ich wartością, notatki.
helpers-rules-only-tip = Miejsca, gdzie płytka pasuje, i zaznaczone obszary, ale bez punktów: liczysz samodzielnie.
helpers-purist-tip = Bez znaczników i liczb; niepasująca płytka zostaje odrzucona z podaniem złamanej zasady.
coach-me = Pomoc trenera
coach-me-tip = W pierwszej turze każdego gracza: pasujące krawędzie się podświetlają, znaczniki mówią, czym jest każdy obszar, a tablica wyników podpowiada, co robić dalej.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } po { $count ->
        [one] 1 ruchu
        [few] { $count } ruchach
        [many] { $count } ruchach
       *[other] { $count } ruchu
    }
# $name: the save's name.
saved-as = Zapisano jako „{ $name }”
saved-with-chart = Zapisano jako „{ $name }” z wykresem punktów
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Zapisano jako „{ $name }”; { $file }: nie można zapisać wykresu: { $error }
cannot-save = { $file }: nie można zapisać: { $error }
cannot-autosave = { $file }: nie można zapisać automatycznie: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = Nie można wczytać { $file }: { $error }

sound-label = Dźwięk:
sound-mute = Wycisz (M)
sound-mute-hint = M w każdej chwili wycisza i przywraca dźwięki.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (ruch { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = w { $folder }
# $folder: as above.
saved-games-none = Na razie brak: gra zapisana w trakcie rozgrywki trafia do { $folder }.
# $players: the players' names.
saved-game-over = { $players }: gra zakończona
saved-game-unreadable = nie daje się wczytać (Wczytaj powie dlaczego)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = przed chwilą
save-age-minutes = { $count ->
        [one] { $count } minutę temu
        [few] { $count } minuty temu
        [many] { $count } minut temu
       *[other] { $count } minuty temu
    }
save-age-hours = { $count ->
        [one] { $count } godzinę temu
        [few] { $count } godziny temu
        [many] { $count } godzin temu
       *[other] { $count } godziny temu
    }
save-age-days = { $count ->
        [one] { $count } dzień temu
        [few] { $count } dni temu
        [many] { $count } dni temu
       *[other] { $count } dnia temu
    }
save-age-weeks = { $count ->
        [one] { $count } tydzień temu
        [few] { $count } tygodnie temu
        [many] { $count } tygodni temu
       *[other] { $count } tygodnia temu
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Język gry
