# De chat aan een netwerktafel (wachtkamer en zijpaneel), de snelberichten,
# en een spel bekijken zonder plaats.

## De chat
chat-title = Chat
chat-title-unread = { $count ->
    [one] Chat (1 nieuw)
   *[other] Chat ({ $count } nieuw)
}
chat-fold-tip = Chat tonen of verbergen
chat-nothing-yet = Nog niemand heeft iets gezegd.
chat-hint = Zeg iets…
chat-send = Versturen

## Snelberichten
chat-phrase-good-luck = Veel succes en veel plezier!
chat-phrase-well-played = Goed gespeeld!
chat-phrase-your-turn = Jij bent aan de beurt!
chat-phrase-one-moment = Momentje, alsjeblieft.
chat-phrase-thanks = Bedankt!
chat-phrase-oops = Oeps!

## Kijken
net-join-watch = Alleen kijken (geen plaats)
net-join-watch-tip = Je ziet het speelgebied en de scores terwijl er gespeeld wordt en je kunt chatten; je hebt geen tegel in handen.
net-watching = Je kijkt mee. Aan de beurt: { $name }.
net-watching-lobby = Je kijkt mee met dit spel.
net-spectators = { $count ->
    [one] Eén persoon kijkt mee.
   *[other] { $count } personen kijken mee.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Snelberichten
