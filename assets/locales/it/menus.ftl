# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Lingua:

## A broken modded tile file
tiles-problem-title = Tessere modificate non usate
tiles-problem-body = Il gioco usa le sue tessere integrate finché il file non viene corretto.
ok = OK

## First launch
first-launch-title = Non conosci Carcassonne?
first-launch-body = Una breve dimostrazione in una vera partita: piazza tu qualche tessera, conquista una città, metti un contadino in un campo. Niente viene contato o salvato.
first-launch-show = Mostrami come si gioca
first-launch-not-now = Non ora
first-launch-later = La trovi sempre in questa schermata e in F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = Da 2 a { $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    }, sullo stesso computer o in rete
how-to-play = Come si gioca
how-to-play-tip = Una dimostrazione in una vera partita; niente viene contato o salvato.
# $save: the autosave's name (date and players).
continue-game = Continua: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 avviso sulla grafica
   *[other] { $count } avvisi sulla grafica
}
controls-help = Durante la partita: clicca una casella verde per piazzare la tessera; R o clic destro la ruota; clicca un segnalino per mettere una pedina (di nuovo per un'altra pedina o nessuna); Spazio per nessuna pedina; Invio conferma; H suggerisce una mossa; T mostra le tessere rimaste, O le zone aperte.
    Trascina per spostare, rotella per lo zoom, F mostra l'ultima tessera piazzata o tutta l'area di gioco, F1 regole, F11 schermo intero, Ctrl + più / meno per testo più grande o più piccolo.
saved-games = Partite salvate
load = Carica

## Players
players = Giocatori
players-order = L'ordine dei turni segue la lista; scegli chi inizia.
starts = inizia
remove-player = Rimuovi
add-player = Aggiungi giocatore
add-player-disabled = Locande e Cattedrali aggiunge un sesto giocatore.
# $number: the seat's number, for a player left without a name.
default-player-name = Giocatore { $number }
player-marks = Distingui i giocatori con l'iniziale, non solo col colore
player-marks-tip = Pedine e campioni di colore mostrano l'iniziale di ogni giocatore. Si attiva da sé quando due colori scelti sono difficili da distinguere per i daltonici.
seat-person = Persona
# $level: the level's name (seat-level-...).
seat-computer = Computer: { $level }
level-easy = Facile
level-medium = Medio
level-hard = Difficile
level-random = Casuale
level-greedy = Avido
level-easy-tip = un principiante può batterlo
level-medium-tip = gioca con criterio
level-hard-tip = guarda avanti di un turno

## Player colours
colour-yellow = Giallo
colour-red = Rosso
colour-green = Verde
colour-blue = Blu
colour-black = Nero
colour-pink = Rosa

## Rules
rules = Regole
farmers-choice = Contadini
farmers-choice-off = disattivati: la partita introduttiva del regolamento
expansion-abbot = L'Abate
expansion-abbot-summary = giardini, un abate a testa
expansion-river = Il Fiume
expansion-river-summary = prima le tessere fiume
expansion-inns-cathedrals = Locande e Cattedrali
expansion-inns-cathedrals-summary = 18 tessere, un grande seguace a testa, un sesto giocatore
expansion-traders-builders = Costruttori e Mercanti
expansion-traders-builders-summary = 24 tessere con merci, un costruttore e un maiale a testa
computer-moves = Mosse del computer:
speed-slow = Lente
speed-normal = Normali
speed-instant = Immediate
seed = Seme (facoltativo):
seed-hint = casuale
art = Grafica:
art-default = predefinita
start-game = Inizia partita

## Helpers
helpers-title = Aiuti (da concordare al tavolo)
helpers-all = Tutti gli aiuti
helpers-rules-only = Solo regole
helpers-purist = Purista
helpers-all-tip = Caselle dove la tessera si può piazzare, zone evidenziate con il loro valore, note.
helpers-rules-only-tip = Caselle dove la tessera si può piazzare e zone evidenziate, ma senza punti: conti tu.
helpers-purist-tip = Nessun segno né conteggio; una tessera che non combacia viene rifiutata con la regola che viola.
coach-me = Guidami
coach-me-tip = Al primo turno di ogni giocatore: i lati corrispondenti si illuminano, i segnalini dicono cos'è ogni zona e il pannello dei punteggi dice cosa fare dopo.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } dopo { $count ->
        [one] 1 mossa
       *[other] { $count } mosse
    }
# $name: the save's name.
saved-as = Salvata come «{ $name }»
saved-with-chart = Salvata come «{ $name }» con il grafico dei punteggi
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Salvata come «{ $name }»; { $file }: impossibile scrivere il grafico: { $error }
cannot-save = { $file }: impossibile salvare: { $error }
cannot-autosave = { $file }: impossibile salvare automaticamente: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = Impossibile caricare { $file }: { $error }

sound-label = Audio:
sound-mute = Muto (M)
sound-mute-hint = M disattiva e riattiva i suoni in qualsiasi momento.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (mossa { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = in { $folder }
# $folder: as above.
saved-games-none = Nessuna per ora: una partita salvata durante il gioco va in { $folder }.
# $players: the players' names.
saved-game-over = { $players }: partita finita
saved-game-unreadable = non si carica (Carica dice perché)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = proprio ora
save-age-minutes = { $count ->
        [one] { $count } minuto fa
       *[other] { $count } minuti fa
    }
save-age-hours = { $count ->
        [one] { $count } ora fa
       *[other] { $count } ore fa
    }
save-age-days = { $count ->
        [one] { $count } giorno fa
       *[other] { $count } giorni fa
    }
save-age-weeks = { $count ->
        [one] { $count } settimana fa
       *[other] { $count } settimane fa
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Lingua del gioco
