# Chat at a network table (lobby and side panel), its quick phrases, and
# watching a game without a seat.

## The chat
chat-title = Chat
# The chat is folded away and $count lines came since. English says "new"
# whatever the count; the selection is for languages whose word changes.
chat-title-unread = { $count ->
    [one] Chat (1 new)
   *[other] Chat ({ $count } new)
}
chat-fold-tip = Show or hide the chat
chat-nothing-yet = Nothing said yet.
chat-hint = Say something…
chat-send = Send

## Quick phrases: one click sends them; each player reads them in their own language.
chat-phrase-good-luck = Good luck, have fun!
chat-phrase-well-played = Well played!
chat-phrase-your-turn = Your turn!
chat-phrase-one-moment = One moment, please.
chat-phrase-thanks = Thanks!
chat-phrase-oops = Oops!

## Watching (a spectator holds no seat and no tile)
net-join-watch = Only watch (no seat)
net-join-watch-tip = You see the map and the scores as the game goes on, and you can chat; you hold no tile.
# In the side panel, in place of the turn's controls. $name: the player to move.
net-watching = You are watching. { $name } to play.
net-watching-lobby = You are watching this game.
net-spectators = { $count ->
    [one] One person is watching.
   *[other] { $count } people are watching.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Quick phrases
