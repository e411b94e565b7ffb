# Wygląd wokół planszy (ustawienia na ekranie nowej gry).
theme-label = Wygląd:
theme-parchment = Pergamin
theme-parchment-tip = Ciepłe pergaminowe panele w drewnianych ramach, książkowa czcionka tekstu i rzeźbione wersaliki w tytułach.
theme-plain = Prosty
theme-plain-tip = Prosty ciemny wygląd ze standardową czcionką.
# The heading over the new-game screen's other choices (helpers, speed, seed, art, sound, look).
new-game-settings = Ustawienia
