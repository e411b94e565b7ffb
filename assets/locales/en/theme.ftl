# The look around the map (settings on the new-game screen).
theme-label = Look:
theme-parchment = Parchment
theme-parchment-tip = Warm parchment panels in wooden frames, with a book face for text and carved capitals for titles.
theme-plain = Plain
theme-plain-tip = The plain dark look with the standard font.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Settings
