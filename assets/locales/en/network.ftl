# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Host over the network
net-join-button = Join a game over the network
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Open (friend)

## Joining
net-join-title = Join a game
net-join-invite = The invite your host sent you:
net-join-name = Your name
net-join-colour = Your colour
net-colour-any = Any free colour
net-join-colour-tip = You get this colour if nobody at the table has it yet.
net-join = Join
net-cancel = Cancel

## The lobby
net-lobby-host-title = Hosting a game
net-lobby-join-title = Waiting for the game to start
net-invite-explained = Send this invite to your friends: they paste it under "Join a game over the network".
net-copy = Copy
net-port-moved = Port { $asked } is in use on this computer, so this game listens on UDP port { $port }. Friends elsewhere on the internet need that port forwarded to you.
net-connecting = Connecting to the host…
net-seat-host = Plays at the host's computer
net-seat-friend = A friend
net-not-connected = Not connected
net-ready = Ready
net-not-ready = Not ready
net-give-computer = Let the computer play
net-start = Start the game
net-start-waiting = Every open seat must be taken and its player ready.
net-ready-toggle = I am ready
net-waiting-for-host = Waiting for the host to start…
net-leave = Leave

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } is placing…
# $name: a player at another computer.
net-lost-connection = { $name } has lost the connection
# $reason: the network's or the host's own words (English).
net-closed = The connection to the game ended: { $reason }
net-bad-invite = This is not an invite: { $reason }
net-cannot-host = The game cannot be hosted: { $reason }

## Games found on this network (join dialog)
net-found-title = Games on this network
net-found-none = None found yet (friends on your network who host appear here).
net-found-game = { $players } · { $open ->
    [one] one seat open
   *[other] { $open } seats open
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = The host plays with other tiles than you ({ $host_tiles ->
        [one] 1 tile
       *[other] { $host_tiles } tiles
    } of { $host_kinds ->
        [one] 1 kind
       *[other] { $host_kinds } kinds
    }; yours: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } of { $kinds ->
        [one] 1 kind
       *[other] { $kinds } kinds
    }). One of you has changed a tile file: both must play with the same tiles.
# $host, $yours: the two game versions.
net-version-differs = The host plays version { $host }, you have version { $yours }: both must play the same version.
