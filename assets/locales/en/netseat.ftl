# Drops and returns at a network table: the computer standing in for a
# friend whose connection was lost, continuing a hosted game after the
# host's program stopped, and what a network table does not offer.

## At the table (the host's window)
net-stand-in-offer = Let the computer play for { $name }
net-stand-in = The computer ({ $level }) plays for { $name } until they return

## The new-game screen
net-continue-game = Continue the network game: { $save }
net-continue-game-tip = Hosts the game again with the same invite: your friends join with it under the same names and get their seats back.

## Undo, help and rematch in a network game
net-no-undo = In a network game a confirmed turn cannot be taken back.
net-no-demonstration = The demonstration is not available during a network game.
net-rematch-tip = Opens a new lobby with the same seats and the same invite: your friends join again with it.
net-rematch-joiner = For a rematch the host opens a new lobby: join again with the same invite.
