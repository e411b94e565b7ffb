# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Héberger en réseau
net-join-button = Rejoindre une partie en réseau
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Libre (ami)

## Joining
net-join-title = Rejoindre une partie
net-join-invite = L'invitation envoyée par votre hôte :
net-join-name = Votre nom
net-join-colour = Votre couleur
net-colour-any = Une couleur libre
net-join-colour-tip = Vous aurez cette couleur si personne ne l'a encore à la table.
net-join = Rejoindre
net-cancel = Annuler

## The lobby
net-lobby-host-title = Vous hébergez une partie
net-lobby-join-title = En attente du début de la partie
net-invite-explained = Envoyez cette invitation à vos amis : ils la collent sous « Rejoindre une partie en réseau ».
net-copy = Copier
net-port-moved = Le port { $asked } est déjà utilisé sur cet ordinateur : cette partie écoute donc sur le port UDP { $port }. Pour des amis ailleurs sur Internet, ce port doit être redirigé vers vous.
net-connecting = Connexion à l'hôte…
net-seat-host = Joue sur l'ordinateur de l'hôte
net-seat-friend = Un ami
# The seat this window plays (hosted here or on a server).
net-seat-you = Vous
net-not-connected = Non connecté
net-ready = Prêt
net-not-ready = Pas prêt
net-give-computer = Confier à l'ordinateur
net-start = Lancer la partie
net-start-waiting = Chaque place libre doit être prise et son joueur prêt.
net-ready-toggle = Je suis prêt
net-waiting-for-host = En attente du lancement par l'hôte…
net-leave = Quitter

## At the table
# $name: the player at another computer who holds the tile.
net-placing = { $name } pose sa tuile…
# $name: a player at another computer.
net-lost-connection = { $name } a perdu la connexion
# $reason: the network's or the host's own words (English).
net-closed = La connexion à la partie est terminée : { $reason }
net-bad-invite = Ce n'est pas une invitation : { $reason }
net-cannot-host = La partie ne peut pas être hébergée : { $reason }

## Games found on this network (join dialog)
net-found-title = Parties sur ce réseau
net-found-none = Aucune pour l'instant (les amis de votre réseau qui hébergent une partie apparaissent ici).
net-found-game = { $players } · { $open ->
    [one] { $open } place libre
   *[other] { $open } places libres
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = L'hôte joue avec d'autres tuiles que vous ({ $host_tiles ->
        [one] { $host_tiles } tuile
       *[other] { $host_tiles } tuiles
    } de { $host_kinds ->
        [one] { $host_kinds } sorte
       *[other] { $host_kinds } sortes
    } ; chez vous : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } de { $kinds ->
        [one] { $kinds } sorte
       *[other] { $kinds } sortes
    }). L'un de vous a modifié un fichier de tuiles : vous devez jouer avec les mêmes tuiles.
# $host, $yours: the two game versions.
net-version-differs = L'hôte joue la version { $host }, vous avez la version { $yours } : il vous faut la même version.

## Why the host refused this computer or one of its messages, and why a
## connection ended. Each is a clause that follows a colon in net-refused,
## net-closed or server-room-bad-room.
# $reason: one of the net-refusal-... clauses below.
net-refused = L'hôte a refusé : { $reason }
# $host, $yours: the two game versions.
net-refusal-version = l'hôte joue la version { $host }, cet ordinateur la version { $yours }
# $host, $yours: the two protocol numbers.
net-refusal-protocol = l'hôte parle le protocole { $host }, cet ordinateur le protocole { $yours } : il faut la même version du jeu des deux côtés
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-refusal-tile-set = l'hôte joue avec d'autres tuiles ({ $host_tiles ->
        [one] { $host_tiles } tuile
       *[other] { $host_tiles } tuiles
    } de { $host_kinds ->
        [one] { $host_kinds } sorte
       *[other] { $host_kinds } sortes
    } ; cet ordinateur : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } de { $kinds ->
        [one] { $kinds } sorte
       *[other] { $kinds } sortes
    })
net-refusal-hello-first = cet ordinateur a salué l'hôte à contretemps
net-refusal-join-first = cet ordinateur n'a ni pris de place ni demandé à regarder
# $seat: the seat a move was sent for; $yours: this computer's seat (numbers from 1).
net-refusal-not-your-seat = la place { $seat } n'est pas la vôtre (la vôtre est la { $yours })
net-refusal-not-your-seat-watching = la place { $seat } n'est pas la vôtre : vous regardez la partie
# $at: the moves seen when the move was made; $now: the moves in the game.
net-refusal-stale = le coup a été joué sur un état plus ancien de la partie (après { $at ->
        [one] { $at } coup
       *[other] { $at } coups
    } ; la partie en est à { $now })
net-refusal-not-started = la partie n'a pas commencé
net-refusal-started = la partie a commencé : seul le joueur qui occupait une place peut la reprendre
net-refusal-no-open-seat = aucune place n'est libre
# $open: how many seats are still open.
net-refusal-seats-open = { $open ->
        [one] { $open } place est encore libre
       *[other] { $open } places sont encore libres
    }
# $max: the most characters a name may have.
net-refusal-bad-name = un nom doit avoir de 1 à { $max } caractères, sans caractère de contrôle
# $chars: the line's characters; $limit: the most a line may have.
net-refusal-chat-too-long = une ligne de chat de { $chars } caractères ({ $limit } au plus)
net-refusal-malformed = cet ordinateur a envoyé un message que l'hôte ne sait pas lire
net-refusal-no-such-phrase = cet ordinateur a envoyé une phrase rapide que l'hôte ne connaît pas
# $bytes: the message's size; $limit: the most a message may have.
net-refusal-too-large = un message de { $bytes } octets ({ $limit } au plus)
# $limit: the most messages a second.
net-refusal-flood = plus de { $limit } messages en une seconde
net-refusal-replaced = vous avez de nouveau rejoint la partie depuis une autre connexion
net-refusal-closing = l'hôte a fermé la salle
# $room: the room's number.
net-refusal-no-such-room = il n'y a pas de salle { $room } chez cet hôte
net-refusal-no-new-rooms = l'hôte ne crée plus de salles
net-refusal-name-taken = quelqu'un de ce nom est déjà dans la salle : choisissez un autre nom
# $limit: the most people who may watch one room.
net-refusal-too-many-watching = { $limit ->
        [one] { $limit } personne regarde déjà cette salle, le plus qu'elle admet
       *[other] { $limit } personnes regardent déjà cette salle, le plus qu'elle admet
    }
# $seconds: the time a connection has to join.
net-refusal-too-slow = { $seconds ->
        [one] cet ordinateur n'a pas rejoint la salle en { $seconds } seconde après sa connexion
       *[other] cet ordinateur n'a pas rejoint la salle en { $seconds } secondes après sa connexion
    }
# $minutes: the time a room has to start.
net-refusal-never-started = { $minutes ->
        [one] la partie n'a pas commencé en { $minutes } minute, la salle est donc fermée
       *[other] la partie n'a pas commencé en { $minutes } minutes, la salle est donc fermée
    }
# $reason: one of the net-room-... clauses.
net-refusal-bad-room = la salle ne peut pas être créée : { $reason }
# Why a server cannot make a room ($reason of server-room-bad-room).
# $computers: the computers asked for; $seats: the seats.
net-room-too-many-computers = { $computers ->
        [one] { $computers } ordinateur
       *[other] { $computers } ordinateurs
    } pour { $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    }
# $flag: the rule as the command line writes it (--abbot).
net-room-no-rule-flag = le serveur ne connaît pas la règle { $flag }
# $level: the level's name as sent.
net-room-no-level = le serveur ne connaît pas le niveau d'ordinateur { $level }
# $colours: the computers' colours as sent, joined by commas.
net-room-colours = le serveur ne peut pas donner aux ordinateurs les couleurs { $colours } : une couleur du jeu chacun, aucune deux fois
# Why a connection ended ($reason of net-closed).
net-close-left = vous avez quitté la salle
net-close-no-answer = aucun hôte n'a répondu : vérifiez l'invitation, l'adresse de l'hôte et son pare-feu
net-close-timed-out = l'hôte ne répond plus
net-close-token-expired = l'invitation a expiré avant la réponse de l'hôte : réessayez
net-close-denied = l'hôte n'accepte plus de connexions
net-close-closed-by-host = l'hôte a fermé la connexion
net-close-fault = une erreur réseau est survenue sur cet ordinateur
# $what: view (the game as it stood), draw, move or message.
net-close-unfollowable = { $what ->
        [view] la partie envoyée par l'hôte
        [draw] une tuile piochée par l'hôte
        [move] un coup envoyé par l'hôte
       *[message] un message envoyé par l'hôte
    } ne fonctionne pas sur cet ordinateur : jouez-vous tous deux la même version ?
# Why a code is not an invite ($reason of net-bad-invite).
net-invite-no-prefix = elle ne commence pas par carc2-
net-invite-mistyped = elle est coupée ou mal recopiée

## Default names of seats nobody has named: an open seat in the lobby, and
## a computer the host seats there. $number: the seat's number; $level: the
## computer's level (level-…).
net-open-seat-name = Place { $number }
computer-seat-name = Ordinateur { $number } ({ $level })

## The room's rules in one line, on a game found on this network.
# $rules: the rules in play, joined by commas: net-room-farmers or
# net-room-no-farmers, then each expansion's name (expansion-…).
net-room-rules = Règles : { $rules }
net-room-farmers = paysans
net-room-no-farmers = sans paysans

## The lobby's block of the room's rules, shown to everyone who joins or
## watches: under the heading (rules, menus.ftl), one line per rule saying
## whether it is on, then the helpers (helpers-in-play, play.ftl).
# $rule: the rule's name: net-rule-farmers, an expansion's (expansion-…,
# menus.ftl), or a newer host's rule as its command-line flag.
net-rule-on = { $rule } : oui
net-rule-off = { $rule } : non
net-rule-farmers = Paysans
