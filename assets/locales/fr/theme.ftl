# L'apparence autour de la zone de jeu (réglages de l'écran « Nouvelle partie »).
theme-label = Apparence :
theme-parchment = Parchemin
theme-parchment-tip = Des panneaux de parchemin aux tons chauds dans des cadres de bois, une police de livre pour le texte et des capitales gravées pour les titres.
theme-plain = Sobre
theme-plain-tip = L'apparence sombre et sobre, avec la police standard.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Réglages
