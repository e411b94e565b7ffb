# El aspecto alrededor del tablero (ajustes de la pantalla de nueva partida).
theme-label = Aspecto:
theme-parchment = Pergamino
theme-parchment-tip = Paneles cálidos de pergamino en marcos de madera, una letra de libro para el texto y mayúsculas talladas para los títulos.
theme-plain = Sencillo
theme-plain-tip = El aspecto oscuro y sencillo, con la letra estándar.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Ajustes
