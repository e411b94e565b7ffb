# Hosting on a server from the new-game screen (`carcassonne server`).
server-room-invite = Or host on a server — its invite:
server-room-host = Host on the server
server-room-tip = Paste the code that `carcassonne server` prints. The server makes a room for this table and plays its computers; you take the first seat and give friends the room's own invite.
server-room-no-new-rooms = The server makes no new rooms: it is full, or this invite is not a server's.
server-room-bad-room = The server cannot make this room: { $reason }
server-room-computers-last = On a server the computers sit on the last seats: put them after the players.
server-room-one-seat-here = On a server each person plays at their own computer: keep one player here and open the other seats for friends.
