# La chat di un tavolo in rete (sala d'attesa e pannello laterale), le frasi
# rapide e guardare una partita senza posto.

## La chat
chat-title = Chat
chat-title-unread = { $count ->
    [one] Chat (1 nuovo)
   *[other] Chat ({ $count } nuovi)
}
chat-fold-tip = Mostra o nascondi la chat
chat-nothing-yet = Nessuno ha ancora scritto niente.
chat-hint = Scrivi qualcosa…
chat-send = Invia

## Frasi rapide
chat-phrase-good-luck = Buona fortuna e buon divertimento!
chat-phrase-well-played = Ben giocato!
chat-phrase-your-turn = Tocca a te!
chat-phrase-one-moment = Un momento, per favore.
chat-phrase-thanks = Grazie!
chat-phrase-oops = Ops!

## Guardare
net-join-watch = Guarda soltanto (senza posto)
net-join-watch-tip = Vedi l'area di gioco e i punteggi mentre si gioca e puoi scrivere in chat; non hai nessuna tessera in mano.
net-watching = Stai guardando. Turno di { $name }.
net-watching-lobby = Stai guardando questa partita.
net-spectators = { $count ->
    [one] Una persona sta guardando.
   *[other] { $count } persone stanno guardando.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Frasi rapide
