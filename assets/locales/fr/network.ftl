# Playing over the network: hosting, joining, the lobby, and what the
# table sees of the players at other computers.

## The new-game screen
net-host = Héberger en réseau
net-join-button = Rejoindre une partie en réseau
# A new-game seat kept for a friend who joins from another computer.
net-seat-open = Libre (ami)

## Joining
net-join-title = Rejoindre une partie
net-join-invite = L'invitation envoyée par votre hôte :
net-join-name = Votre nom
net-join-colour = Votre couleur
net-colour-any = Une couleur libre
net-join-colour-tip = Vous aurez cette couleur si personne ne l'a encore à la table.
net-join = Rejoindre
net-cancel = Annuler

## The lobby
net-lobby-host-title = Vous hébergez une partie
net-lobby-join-title = En attente du début de la partie
net-invite-explained = Envoyez cette invitation à vos amis : ils la collent sous « Rejoindre une partie en réseau ».
net-copy = Copier
net-port-moved = Le port { $asked } est déjà utilisé sur cet ordinateur : cette partie écoute donc sur le port UDP { $port }. Pour des amis ailleurs sur Internet, ce port doit être redirigé vers vous.
net-connecting = Connexion à l'hôte…
net-seat-host = Joue sur l'ordinateur de l'hôte
net-seat-friend = Un ami
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
net-closed = La connexion à la partie est terminée : { $reason }
net-bad-invite = Ce n'est pas une invitation : { $reason }
net-cannot-host = La partie ne peut pas être hébergée : { $reason }

## Games found on this network (join dialog)
net-found-title = Parties sur ce réseau
net-found-none = Aucune pour l'instant (les amis de votre réseau qui hébergent une partie apparaissent ici).
net-found-game = { $players } · { $open ->
    [one] une place libre
   *[other] { $open } places libres
} · { $address }

## Refused at once: the host and this computer differ
# $host_tiles / $host_kinds: the host's tiles and kinds of tile; $tiles / $kinds: this computer's.
net-tiles-differ = L’hôte joue avec d’autres tuiles que vous ({ $host_tiles ->
        [one] { $host_tiles } tuile
       *[other] { $host_tiles } tuiles
    } de { $host_kinds ->
        [one] { $host_kinds } sorte
       *[other] { $host_kinds } sortes
    } ; chez vous : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } de { $kinds ->
        [one] { $kinds } sorte
       *[other] { $kinds } sortes
    }). L’un de vous a modifié un fichier de tuiles : vous devez jouer avec les mêmes tuiles.
# $host, $yours: the two game versions.
net-version-differs = L’hôte joue la version { $host }, vous avez la version { $yours } : il vous faut la même version.
