# The start screen (new game), its players, rules, helpers and saved games,
# and the language picker.
# Variables are written { $name }; keep them, their names are the code's.

language-label = Idioma:

## A broken modded tile file
tiles-problem-title = Losetas modificadas no usadas
tiles-problem-body = El juego usa sus losetas integradas hasta que se arregle el archivo.
ok = Aceptar

## First launch
first-launch-title = ¿Primera vez con Carcassonne?
first-launch-body = Una breve demostración en el tablero real: coloca tú mismo unas losetas, ocupa una ciudad, coloca un campesino. No se puntúa ni se guarda nada.
first-launch-show = Enséñame a jugar
first-launch-not-now = Ahora no
first-launch-later = Seguirá en esta pantalla y en F1.

## The start screen
game-title = Carcassonne
# $max: the most players these rules allow (5, or 6 with Inns & Cathedrals).
new-game-subtitle = De 2 a { $max ->
        [one] { $max } jugador
       *[other] { $max } jugadores
    }, en un mismo ordenador o en red
how-to-play = Cómo se juega
how-to-play-tip = Una demostración en el tablero real; no se puntúa ni se guarda nada.
# $save: the autosave's name (date and players).
continue-game = Continuar: { $save }
# $count: how many warnings about the art pack.
art-warnings = { $count ->
    [one] 1 aviso de gráficos
   *[other] { $count } avisos de gráficos
}
controls-help = Durante la partida: haz clic en una casilla verde para colocar la loseta; R o clic derecho la gira; haz clic en un indicador para poner una figura (otra vez para otra figura o ninguna); Espacio para no poner figura; Intro confirma; H sugiere una jugada; T muestra las losetas restantes, O las zonas abiertas.
    Arrastra para desplazar, usa la rueda para hacer zoom, F muestra la última loseta colocada o encuadra el tablero, F1 ayuda de reglas, F11 pantalla completa, Ctrl + más / menos para agrandar o reducir el texto.
saved-games = Partidas guardadas
load = Cargar

## Players
players = Jugadores
players-order = El orden de turno sigue la lista; elige quién empieza.
starts = empieza
remove-player = Quitar
add-player = Añadir jugador
add-player-disabled = Posadas y Catedrales permite un sexto jugador.
# $number: the seat's number, for a player left without a name.
default-player-name = Jugador { $number }
player-marks = Marcar a los jugadores con su inicial, no solo con el color
player-marks-tip = Las figuras y las muestras de color llevan la inicial de cada jugador. Se activa sola cuando dos colores elegidos son difíciles de distinguir para jugadores daltónicos.
seat-person = Persona
# $level: the level's name (seat-level-...).
seat-computer = Ordenador: { $level }
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-random = Aleatorio
level-greedy = Codicioso
level-easy-tip = un principiante puede ganarle
level-medium-tip = juega con solidez
level-hard-tip = piensa con un turno de antelación

## Player colours
colour-yellow = Amarillo
colour-red = Rojo
colour-green = Verde
colour-blue = Azul
colour-black = Negro
colour-pink = Rosa

## Rules
rules = Reglas
farmers-choice = Campesinos
farmers-choice-off = sin ellos: partida de iniciación del reglamento
expansion-abbot = El Abad
expansion-abbot-summary = jardines, un abad cada uno
expansion-river = El Río
expansion-river-summary = losetas de río primero
expansion-inns-cathedrals = Posadas y Catedrales
expansion-inns-cathedrals-summary = 18 losetas, un seguidor mayor cada uno, un sexto jugador
expansion-traders-builders = Constructores y Comerciantes
expansion-traders-builders-summary = 24 losetas con mercancías, un constructor y un cerdo cada uno
computer-moves = Jugadas del ordenador:
speed-slow = Lentas
speed-normal = Normales
speed-instant = Instantáneas
seed = Semilla (opcional):
seed-hint = aleatoria
art = Gráficos:
art-default = predeterminados
start-game = Empezar partida

## Helpers
helpers-title = Ayudas (acordadlas en la mesa)
helpers-all = Todas las ayudas
helpers-rules-only = Solo reglas
helpers-purist = Purista
helpers-all-tip = Casillas donde encaja la loseta, zonas resaltadas con su valor, notas.
helpers-rules-only-tip = Casillas donde encaja la loseta y zonas resaltadas, pero sin puntos: contad vosotros.
helpers-purist-tip = Sin marcas ni cuentas; una loseta que no encaja se rechaza indicando la regla que incumple.
coach-me = Guíame
coach-me-tip = En el primer turno de cada jugador: los bordes que coinciden se iluminan, los indicadores dicen qué es cada zona y el marcador dice qué hacer a continuación.

## Saving and loading
# The unfinished game offered by "Continue": $players (their names, joined
# by ", "), $count: moves played.
autosave-description = { $players } tras { $count ->
        [one] 1 jugada
       *[other] { $count } jugadas
    }
# $name: the save's name.
saved-as = Guardada como «{ $name }»
saved-with-chart = Guardada como «{ $name }» con su gráfico de puntos
# $file: the chart's file; $error: why (the system's words).
saved-chart-failed = Guardada como «{ $name }»; { $file }: no se puede escribir el gráfico: { $error }
cannot-save = { $file }: no se puede guardar: { $error }
cannot-autosave = { $file }: no se puede guardar automáticamente: { $error }
# $file: the saved game; $error: what is wrong with it (in English).
cannot-load = No se puede cargar { $file }: { $error }

sound-label = Sonido:
sound-mute = Silencio (M)
sound-mute-hint = M silencia y vuelve a activar los sonidos en cualquier momento.

# The name a game is saved under when the player types none (a file name:
# letters, digits, spaces and - _ . ' ( ) only). $names: the players, joined
# by " - "; $number: the moves so far.
save-default-name = { $names } (jugada { $number })

## The saved games' section of the start screen
# $folder: the folder the saved games are read from.
saved-games-folder = en { $folder }
# $folder: as above.
saved-games-none = Ninguna todavía: las partidas guardadas durante el juego se almacenan en { $folder }.
# $players: the players' names.
saved-game-over = { $players }: partida terminada
saved-game-unreadable = no se puede cargar (Cargar dice por qué)
# When a game was saved. $count: whole minutes, hours, days or weeks ago.
save-age-now = ahora mismo
save-age-minutes = { $count ->
        [one] hace { $count } minuto
       *[other] hace { $count } minutos
    }
save-age-hours = { $count ->
        [one] hace { $count } hora
       *[other] hace { $count } horas
    }
save-age-days = { $count ->
        [one] hace { $count } día
       *[other] hace { $count } días
    }
save-age-weeks = { $count ->
        [one] hace { $count } semana
       *[other] hace { $count } semanas
    }
# The hover text of the language list beside the scoreboard's title.
language-choice-tip = Idioma del juego
