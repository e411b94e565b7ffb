# Bewegung auf dem Tisch (ein Plättchen fällt an seinen Platz, eine Figur
# hüpft auf ihren Platz, Punkte fliegen zur Wertung) und das Zeichen, solange
# der Ton aus ist.

motion-reduce = Weniger Bewegung
motion-reduce-hint = Plättchen, Figuren und Punkte erscheinen sofort, ohne Bewegung.
motion-muted = Ton aus
motion-muted-hint = Klicken oder M drücken, um den Ton wieder einzuschalten.
