# Movimiento en la mesa (una loseta que cae en su sitio, una figura que salta
# a su lugar, puntos que vuelan al marcador) y la marca que se ve mientras el
# sonido está apagado.

motion-reduce = Reducir animaciones
motion-reduce-hint = Las losetas, las figuras y los puntos aparecen al instante, sin moverse.
motion-muted = Sonido apagado
motion-muted-hint = Haz clic, o pulsa M, para volver a activar el sonido.
