# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Ayuda de reglas (F1)
help-demonstration = Cómo se juega: una demostración
help-demonstration-tip = Coloca tú mismo unas losetas; no se puntúa ni se guarda nada.

## A turn
help-turn = Un turno
help-turn-1 = 1. Roba una loseta y colócala de modo que comparta un borde con el tablero y que cada borde en contacto coincida (camino con camino, ciudad con ciudad, campo con campo). Una loseta que no encaja en ningún sitio se descarta y robas otra.
help-turn-2 = 2. Puedes colocar una figura de tu reserva en un camino, ciudad, monasterio o campo de esa loseta, si en toda la zona conectada aún no hay ninguna figura.
help-turn-3 = 3. Cada zona que la loseta completa puntúa en ese momento; sus figuras vuelven. Los campesinos se quedan hasta el final.

## Scoring tables
help-scoring = Puntuación
help-column-feature = Zona
help-column-completed = Completada
help-column-unfinished = Sin completar al final
help-road = Camino
help-city = Ciudad
help-monastery = Monasterio
help-garden = Jardín (Abad)
help-field = Campo
help-per-tile = 1 por loseta
help-two-per-tile = 2 por loseta
help-city-completed = 2 por loseta + 2 por escudo
help-city-unfinished = 1 por loseta + 1 por escudo
help-monastery-completed = 9 (las 8 losetas vecinas)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 por loseta vecina
help-field-completed = —
help-field-end = 3 por ciudad completada con la que linda
help-majority = Quien tenga más seguidores en una zona se lleva todos sus puntos; en caso de empate, cada jugador empatado se lleva todos los puntos. Una loseta cuenta una sola vez por zona.

## The Abbot
help-abbot = El Abad
help-abbot-text = Coloca tu abad en el monasterio o el jardín de la nueva loseta en lugar de un seguidor; o, en lugar de colocar una figura, recupéralo y puntúa al momento 1 + 1 por loseta vecina.

## The River
help-river = El Río
help-river-text = Las losetas de río van primero, del nacimiento al lago; el río debe continuar y no puede girar dos veces seguidas hacia el mismo lado.

## Inns & Cathedrals
help-inns = Posadas y Catedrales
help-road-inn = Camino con posada
help-city-cathedral = Ciudad con catedral
help-cathedral-completed = 3 por loseta + 3 por escudo
help-inns-text = Una segunda posada o catedral no añade nada. Tu seguidor mayor va donde puede ir un seguidor (nunca en un jardín) y cuenta como dos seguidores en cada mayoría; sus puntos no se duplican. Pulsa L o vuelve a hacer clic en su indicador para elegirlo. Puede unirse un sexto jugador (rosa).

## Traders & Builders
help-traders = Constructores y Comerciantes
help-goods-text = Mercancías: quien coloca la loseta que completa una ciudad toma una ficha por cada símbolo de mercancía que haya en ella (gallina, trigo, tela), sea de quien sea la ciudad. Al final, la mayoría de fichas de cada tipo da 10 puntos (si hay empate, puntúan todos; nadie puntúa si nadie tiene fichas).
help-builder-text = Constructor: colócalo en un camino o una ciudad de la nueva loseta donde ya tengas un seguidor. Cuando más tarde amplíes ese camino o esa ciudad, juegas al momento un segundo turno (nunca un tercero). Vuelve cuando su zona puntúa.
help-pig-text = Cerdo: colócalo en un campo de la nueva loseta donde ya tengas un campesino. Cuando se completa una ciudad con escudo que linda con ese campo, el cerdo te da 3 por cada ciudad completada del campo y vuelve.

## La Princesa y el Dragón
help-princess-dragon = La Princesa y el Dragón
help-in-this-game = { $section } (en esta partida)
help-pd-volcano = Volcán: al colocar uno, el dragón va directamente a él. Nadie puede poner una figura en un volcán ni en la loseta donde está el dragón. Las losetas de dragón robadas antes del primer volcán esperan aparte y se vuelven a mezclar en la pila cuando este llega.
help-pd-flight = Loseta de dragón: después de colocar (o no) una figura, el dragón se mueve hasta seis pasos, cada uno a una loseta vecina en la que no haya estado en este movimiento y que el hada no proteja. Quien colocó la loseta elige el primer paso, el siguiente jugador el segundo, y así por turnos: cuando te toque, haz clic en una de las losetas iluminadas. Si no puede seguir, el movimiento termina antes.
help-pd-eats = El dragón se come todas las figuras de cada loseta en la que entra, sean de quien sean: seguidores, seguidor mayor, abad, constructores y cerdos vuelven a la reserva de su dueño sin puntuar. Un constructor o un cerdo que se queda sin un seguidor de su dueño también vuelve. La puntuación llega después del movimiento.
help-pd-fairy = Hada: en vez de colocar una figura, pon el hada junto a uno de tus seguidores, en cualquier lugar del tablero. El dueño de ese seguidor gana 1 punto al empezar cada uno de sus turnos, y 3 más cuando se puntúa la zona de ese seguidor, la gane o no. El dragón nunca entra en la loseta del hada. Si el seguidor se va, el hada se queda sola allí hasta que alguien la mueva.
help-pd-portal = Portal mágico: con esta loseta puedes poner tu seguidor, seguidor mayor o abad en cualquier otra loseta, en una zona que nadie ocupe y que aún no esté completada. Los constructores y los cerdos nunca lo cruzan.
help-pd-princess = Princesa: si su ciudad ya tiene caballeros, puedes devolver uno de ellos, sea de quien sea, a la reserva de su dueño en vez de colocar una figura.
help-pd-tiles = Una loseta de dragón tiene un túnel: el camino pasa bajo la ciudad y sigue siendo un solo camino. Otra tiene un monasterio dentro de una ciudad: el monasterio y la ciudad son dos zonas, cada una con sus propias figuras.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Después de la partida: el análisis
help-review-text = La pantalla final valora cada jugada de la partida mientras se muestra, y una partida guardada muestra su análisis en cuanto se vuelve a abrir. carcassonne review PARTIDA.ron muestra lo mismo en un terminal. En una partida guiada, el guía señala una jugada costosa justo después de hacerla.

## Captions under the pictured tiles
caption-monastery = monasterio
caption-garden = jardín
caption-spring = nacimiento
caption-river = río
caption-lake = lago
caption-inn = posada
caption-cathedral = catedral
caption-grain = trigo
caption-volcano = volcán
caption-dragon-tile = dragón
caption-magic-portal = portal mágico
caption-princess = princesa
caption-monastery-in-city = monasterio en una ciudad
caption-tunnel = túnel

## Controls
help-controls = Controles
help-controls-text = Haz clic en una casilla verde para colocar · R / clic derecho gira · haz clic en un indicador para una figura (otra vez para la siguiente figura, o ninguna) · L: seguidor mayor · Espacio: sin figura · Intro: confirmar · Ctrl+Z: paso atrás · H: sugerir jugada · T: losetas restantes · O: zonas abiertas · arrastrar: desplazar · rueda: zoom · F: mostrar la última loseta colocada o encuadrar el tablero · F11: pantalla completa · Ctrl + más / menos: tamaño del texto
help-keyboard-text = Teclado: las flechas eligen una casilla · Intro coloca allí la loseta · R la gira · Tab / Mayús+Tab: los lugares para figuras · Intro confirma · Espacio: sin figura · Esc da un paso atrás · M: silenciar o activar el sonido
