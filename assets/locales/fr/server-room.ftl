# Héberger sur un serveur depuis l'écran de nouvelle partie (`carcassonne server`).
server-room-invite = Ou héberger sur un serveur — son invitation :
server-room-host = Héberger sur le serveur
server-room-tip = Collez le code qu'affiche `carcassonne server`. Le serveur crée une salle pour cette table et fait jouer les ordinateurs ; vous prenez votre place et donnez à vos amis l'invitation de la salle.
server-room-no-new-rooms = Le serveur ne crée plus de salles : il est plein, ou cette invitation n'est pas celle d'un serveur.
server-room-bad-room = Le serveur ne peut pas créer cette salle : { $reason }
server-room-computers-moved = Sur un serveur, les ordinateurs occupent les dernières places : les vôtres ont été placés après les joueurs, qui gardent leur ordre.
server-room-one-seat-here = Sur un serveur, chacun joue sur son propre ordinateur : gardez un seul joueur ici et laissez les autres places libres pour vos amis.

# Le serveur de rendez-vous des réglages, et comment des amis d'ailleurs
# rejoignent une partie hébergée ici (le salon).
meeting-server = Serveur de rendez-vous pour les amis d'ailleurs (facultatif) :
meeting-server-tip = Un `carcassonne server` sur Internet : son adresse, son nom ou son invitation. Une partie que vous hébergez s'y inscrit et son invitation le mentionne : les amis que votre routeur empêche de vous joindre vous trouvent par ce serveur, qui relaie la partie si besoin. Vide : aucun.
reach-asking = Demande au routeur d'ouvrir le port UDP { $port }…
reach-internet = Joignable depuis Internet : le routeur a ouvert le port UDP { $port }.
reach-local-only = Joignable sur ce réseau seulement : redirigez le port UDP { $port } sur le routeur, ou utilisez un serveur.
reach-refused = Le routeur a refusé : redirigez le port UDP { $port }, ou utilisez un serveur.
reach-provider-nat = Joignable sur ce réseau seulement : le routeur est lui-même derrière celui de votre fournisseur ; utilisez un serveur.
reach-server = Les amis d'ailleurs vous joignent aussi par le serveur { $server }.
reach-server-waiting = Inscription auprès du serveur { $server }…
reach-server-unknown = Le serveur de rendez-vous de l'écran de nouvelle partie est introuvable : vérifiez son adresse.
