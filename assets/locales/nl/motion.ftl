# Beweging op tafel (een tegel die op zijn plaats valt, een figuur die op zijn
# plek springt, punten die naar de score vliegen) en het teken zolang het
# geluid uit staat.

motion-reduce = Minder beweging
motion-reduce-hint = Tegels, figuren en punten verschijnen meteen, zonder te bewegen.
motion-muted = Geluid uit
motion-muted-hint = Klik, of druk op M, om het geluid weer aan te zetten.
