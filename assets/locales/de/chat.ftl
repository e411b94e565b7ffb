# Chat am Netzwerktisch (Warteraum und Seitenleiste), Schnellsätze und
# Zuschauen ohne Platz.

## Der Chat
chat-title = Chat
chat-title-unread = { $count ->
    [one] Chat (1 neu)
   *[other] Chat ({ $count } neu)
}
chat-fold-tip = Chat zeigen oder ausblenden
chat-nothing-yet = Noch hat niemand etwas geschrieben.
chat-hint = Schreib etwas…
chat-send = Senden

## Schnellsätze
chat-phrase-good-luck = Viel Glück und viel Spaß!
chat-phrase-well-played = Gut gespielt!
chat-phrase-your-turn = Du bist am Zug!
chat-phrase-one-moment = Einen Moment, bitte.
chat-phrase-thanks = Danke!
chat-phrase-oops = Hoppla!

## Zuschauen
net-join-watch = Nur zuschauen (kein Platz)
net-join-watch-tip = Du siehst das Spielfeld und die Punkte, während gespielt wird, und kannst chatten; du hast kein Plättchen auf der Hand.
net-watching = Du schaust zu. { $name } ist am Zug.
net-watching-lobby = Du schaust bei diesem Spiel zu.
net-spectators = { $count ->
    [one] Eine Person schaut zu.
   *[other] { $count } Personen schauen zu.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Schnellnachrichten
