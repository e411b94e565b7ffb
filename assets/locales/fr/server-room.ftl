# Héberger sur un serveur depuis l'écran de nouvelle partie (`carcassonne server`).
server-room-invite = Ou héberger sur un serveur — son invitation :
server-room-host = Héberger sur le serveur
server-room-tip = Collez le code qu'affiche `carcassonne server`. Le serveur crée une salle pour cette table et joue ses ordinateurs ; vous prenez la première place et donnez à vos amis l'invitation de la salle.
server-room-no-new-rooms = Le serveur ne crée plus de salles : il est plein, ou cette invitation n'est pas celle d'un serveur.
server-room-bad-room = Le serveur ne peut pas créer cette salle : { $reason }
server-room-computers-last = Sur un serveur, les ordinateurs occupent les dernières places : placez-les après les joueurs.
server-room-one-seat-here = Sur un serveur, chacun joue sur son propre ordinateur : gardez un seul joueur ici et laissez les autres places libres pour vos amis.
