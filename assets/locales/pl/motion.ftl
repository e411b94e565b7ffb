# Ruch na stole (płytka opadająca na miejsce, figura wskakująca na swoje
# pole, punkty lecące do wyniku) i znak widoczny, gdy dźwięk jest wyłączony.

motion-reduce = Ogranicz animacje
motion-reduce-hint = Płytki, figury i punkty pojawiają się od razu, bez ruchu.
motion-muted = Dźwięk wyłączony
motion-muted-hint = Kliknij lub naciśnij M, aby włączyć dźwięk.
