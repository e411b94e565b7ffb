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
# The seat this window plays (hosted here or on a server).
net-seat-you = You
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

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = The host refused: { $reason }
# $host, $yours: the two game versions.
net-refusal-version = the host plays version { $host }, this computer version { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = the host speaks protocol { $host }, this computer protocol { $yours }: both need the same version of the game
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = the host plays with other tiles ({ $host_tiles ->
        [one] 1 tile
       *[other] { $host_tiles } tiles
    } of { $host_kinds ->
        [one] 1 kind
       *[other] { $host_kinds } kinds
    }; this computer: { $tiles ->
        [one] 1 tile
       *[other] { $tiles } tiles
    } of { $kinds ->
        [one] 1 kind
       *[other] { $kinds } kinds
    })
net-refusal-hello-first = this computer greeted the host out of turn
net-refusal-join-first = this computer has neither taken a seat nor come to watch
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = seat { $seat } is not yours (yours is { $yours })
net-refusal-not-your-seat-watching = seat { $seat } is not yours: you are watching
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = the move was made on an older state of the game (after { $at ->
        [one] 1 move
       *[other] { $at } moves
    }; the game is at { $now })
net-refusal-not-started = the game has not started
net-refusal-started = the game has started: a seat can only be taken back by the player who had it
net-refusal-no-open-seat = no seat is open
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] a seat is still open
       *[other] { $open } seats are still open
    }
# $max: the most characters a name may have.
net-refusal-bad-name = a name needs 1 to { $max } characters, none of them a control character
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = a chat line of { $chars } characters (at most { $limit })
net-refusal-malformed = this computer sent a message the host cannot read
net-refusal-no-such-phrase = this computer sent a quick phrase the host does not know
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = a message of { $bytes } bytes (at most { $limit })
# $limit: the most messages a second.
net-refusal-flood = more than { $limit } messages in one second
net-refusal-replaced = you joined again from another connection
net-refusal-closing = the host closed the room
# $room: the room's number.
net-refusal-no-such-room = there is no room { $room } on this host
net-refusal-no-new-rooms = the host makes no new rooms
net-refusal-name-taken = someone of this name is in the room already: choose another name
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] { $limit } person watches this room already, the most it lets
       *[other] { $limit } people watch this room already, the most it lets
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] this computer did not join within { $seconds } second of connecting
       *[other] this computer did not join within { $seconds } seconds of connecting
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] the game did not start within { $minutes } minute, so the room is closed
       *[other] the game did not start within { $minutes } minutes, so the room is closed
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = the room cannot be made: { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] 1 computer
       *[other] { $computers } computers
    } for { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = the server does not know the rule { $flag }
# $level: the level's name as sent.
net-room-no-level = the server does not know the computer level { $level }
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = the server cannot give the computers the colours { $colours }: one of the game's colours each, none twice
# Why a connection ended ($reason of net-closed).
net-close-left = you left the room
net-close-no-answer = no host answered: check the invite, the host's address and its firewall
net-close-timed-out = the host stopped answering
net-close-token-expired = the invite expired before the host answered: try again
net-close-denied = the host takes no more connections
net-close-closed-by-host = the host closed the connection
net-close-fault = the network failed on this computer
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] the game the host sent
        [draw] a tile the host drew
        [move] a move the host sent
       *[message] a message the host sent
    } does not work on this computer: do you both play the same version?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = it does not start with carc2-
net-invite-mistyped = it is cut short or mistyped

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Seat { $number }
computer-seat-name = Computer { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Rules: { $rules }
net-room-farmers = farmers
net-room-no-farmers = no farmers

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule }: on
net-rule-off = { $rule }: off
net-rule-farmers = Farmers
