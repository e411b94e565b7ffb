# Het uiterlijk rond het speelgebied (instellingen op het scherm voor een nieuw spel).
theme-label = Uiterlijk:
theme-parchment = Perkament
theme-parchment-tip = Warme perkamenten panelen in houten lijsten, een boekletter voor tekst en gebeitelde hoofdletters voor titels.
theme-plain = Eenvoudig
theme-plain-tip = Het eenvoudige donkere uiterlijk met het standaardlettertype.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Instellingen
