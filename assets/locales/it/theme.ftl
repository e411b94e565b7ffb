# L'aspetto intorno all'area di gioco (impostazioni della schermata di nuova partita).
theme-label = Aspetto:
theme-parchment = Pergamena
theme-parchment-tip = Pannelli caldi di pergamena in cornici di legno, un carattere da libro per il testo e maiuscole incise per i titoli.
theme-plain = Semplice
theme-plain-tip = L'aspetto scuro e semplice, con il carattere standard.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Impostazioni
