# Hosting on a server from the new-game screen (`carcassonne server`).
server-room-invite = Or host on a server — its invite:
server-room-host = Host on the server
server-room-tip = Paste the code that `carcassonne server` prints. The server makes a room for this table and plays its computers; you take your seat and give friends the room's own invite.
server-room-no-new-rooms = The server makes no new rooms: it is full, or this invite is not a server's.
server-room-bad-room = The server cannot make this room: { $reason }
server-room-computers-moved = On a server the computers sit on the last seats: yours were moved after the players, who keep their order.
server-room-one-seat-here = On a server each person plays at their own computer: keep one player here and open the other seats for friends.

# The meeting server of the settings, and how friends elsewhere reach a
# game hosted here (the lobby).
meeting-server = Meeting server for friends elsewhere (optional):
meeting-server-tip = A `carcassonne server` on the internet: its address or name, or its invite. A game you host registers there and its invite names it, so friends whose routers keep them from reaching you are introduced there, or relayed. Empty: none.
reach-asking = Asking the router to open UDP port { $port }…
reach-internet = Reachable from the internet: the router opened UDP port { $port }.
reach-local-only = Reachable on this network only: forward UDP port { $port } on the router, or use a server.
reach-refused = The router refused: forward UDP port { $port }, or use a server.
reach-provider-nat = Reachable on this network only: the router is itself behind your provider's; use a server.
reach-server = Friends elsewhere also reach you through the server { $server }.
reach-server-waiting = Registering with the server { $server }…
reach-server-unknown = The meeting server of the new-game screen cannot be found: check its address.
