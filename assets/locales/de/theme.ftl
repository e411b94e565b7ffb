# Das Aussehen um das Spielfeld (Einstellungen auf dem Bildschirm „Neues Spiel“).
theme-label = Aussehen:
theme-parchment = Pergament
theme-parchment-tip = Warme Pergamentflächen in Holzrahmen, eine Buchschrift für Texte und gemeißelte Großbuchstaben für Überschriften.
theme-plain = Schlicht
theme-plain-tip = Das schlichte dunkle Aussehen mit der Standardschrift.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Einstellungen
