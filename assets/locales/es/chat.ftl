# El chat de una mesa en red (sala de espera y panel lateral), las frases
# rápidas y mirar una partida sin puesto.

## El chat
chat-title = Chat
chat-title-unread = { $count ->
    [one] Chat (1 nuevo)
   *[other] Chat ({ $count } nuevos)
}
chat-fold-tip = Mostrar u ocultar el chat
chat-nothing-yet = Nadie ha dicho nada todavía.
chat-hint = Escribe algo…
chat-send = Enviar

## Frases rápidas
chat-phrase-good-luck = ¡Buena suerte y a divertirse!
chat-phrase-well-played = ¡Bien jugado!
chat-phrase-your-turn = ¡Te toca!
chat-phrase-one-moment = Un momento, por favor.
chat-phrase-thanks = ¡Gracias!
chat-phrase-oops = ¡Uy!

## Mirar
net-join-watch = Solo mirar (sin puesto)
net-join-watch-tip = Ves el tablero y las puntuaciones mientras se juega y puedes chatear; no tienes ninguna loseta en la mano.
net-watching = Estás mirando. Turno de { $name }.
net-watching-lobby = Estás mirando esta partida.
net-spectators = { $count ->
    [one] Una persona está mirando.
   *[other] { $count } personas están mirando.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Frases rápidas
