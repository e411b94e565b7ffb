# Déconnexions et retours en réseau : l'ordinateur remplace un ami dont la
# connexion est perdue, la reprise d'une partie hébergée, et ce qu'une
# partie en réseau ne propose pas.

## À la table (la fenêtre de l'hôte)
net-stand-in-offer = Laisser l'ordinateur jouer pour { $name }
net-stand-in = L'ordinateur ({ $level }) joue pour { $name } jusqu'à son retour

## L'écran de nouvelle partie
net-continue-game = Reprendre la partie en réseau : { $save }
net-continue-game-tip = Héberge de nouveau la partie avec la même invitation : vos amis la rejoignent sous les mêmes noms et retrouvent leur place.

## Annuler, aide et revanche en réseau
net-no-undo = En réseau, un tour confirmé ne peut pas être annulé.
net-no-demonstration = La démonstration n'est pas disponible pendant une partie en réseau.
net-rematch-tip = Ouvre un nouveau salon avec les mêmes places et la même invitation : vos amis le rejoignent avec elle.
net-rematch-joiner = Pour une revanche, l'hôte ouvre un nouveau salon : rejoignez-le avec la même invitation.
