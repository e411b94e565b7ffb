# Movimento sul tavolo (una tessera che cade al suo posto, una pedina che
# salta sul suo posto, i punti che volano al punteggio) e il segno mostrato
# finché l'audio è spento.

motion-reduce = Riduci le animazioni
motion-reduce-hint = Tessere, pedine e punti compaiono subito, senza muoversi.
motion-muted = Audio spento
motion-muted-hint = Clicca, o premi M, per riattivare l'audio.
