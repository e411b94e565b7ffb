# Le chat d'une table en réseau (salle d'attente et panneau latéral), les
# phrases rapides, et regarder une partie sans place.

## Le chat
chat-title = Chat
chat-title-unread = { $count ->
    [one] Chat ({ $count } nouveau)
   *[other] Chat ({ $count } nouveaux)
}
chat-fold-tip = Afficher ou masquer le chat
chat-nothing-yet = Personne n'a encore rien dit.
chat-hint = Écrivez quelque chose…
chat-send = Envoyer

## Phrases rapides
chat-phrase-good-luck = Bonne chance, amusez-vous bien !
chat-phrase-well-played = Bien joué !
chat-phrase-your-turn = À vous de jouer !
chat-phrase-one-moment = Un instant, s'il vous plaît.
chat-phrase-thanks = Merci !
chat-phrase-oops = Oups !

## Regarder
net-join-watch = Seulement regarder (sans place)
net-join-watch-tip = Vous voyez la zone de jeu et les scores au fil de la partie et pouvez discuter ; vous n'avez pas de tuile en main.
net-watching = Vous regardez. Au tour de { $name }.
net-watching-lobby = Vous regardez cette partie.
net-spectators = { $count ->
    [one] { $count } personne regarde.
   *[other] { $count } personnes regardent.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Phrases rapides
