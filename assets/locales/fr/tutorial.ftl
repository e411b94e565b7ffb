# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = Vous
tutorial-bo = Bo

## The panel
tutorial-heading = Comment jouer
tutorial-subtitle = Une démonstration : rien n'est compté ni sauvegardé.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Étape { $number } sur { $count } : { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Votre tuile : { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Refusé par les règles. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Coup repris : { $why }
tutorial-back = ◀ Retour
tutorial-try-again = Réessayer
tutorial-next = Suivant ▶
tutorial-finish = Terminer
tutorial-leave-to-game = Quitter : retour à la partie
tutorial-leave-to-new-game = Quitter : retour à la nouvelle partie
tutorial-controls = Cliquez sur une case pour poser la tuile · R ou clic droit la fait pivoter · cliquez sur un repère pour une figurine · Entrée valide · pointez une zone pour la mettre en évidence
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Poser une tuile
step-1-sentence = Chaque bord que touche une nouvelle tuile doit correspondre : ville contre ville, route contre route, pré contre pré.
step-1-todo = Votre tuile ne montre qu'une ville. Essayez d'abord de la poser sous la tuile de départ (la case orange) : elle est refusée. Posez-la ensuite là où ville rencontre ville, et validez.
step-1-accepted = Acceptée : son bord rejoint la ville de la tuile de départ, ville contre ville.

## Step 2
step-2-title = Une ville qui vaut 8
step-2-sentence = Une ville achevée rapporte 2 par tuile et 2 par blason : trois tuiles et un blason font 8.
step-2-todo-claim = Posez la tuile de sorte que la ville de la tuile de départ s'agrandisse, et occupez-la : cliquez sur le repère dans la ville pour un chevalier, puis validez.
step-2-reply = Bo pose une route à côté.
step-2-todo-close = Fermez la ville : posez votre tuile là où ses remparts se referment entièrement.
step-2-no-figure = Occupez la ville en posant la tuile : cliquez sur le repère dans sa ville (un chevalier s'y tient), puis validez.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = C'est un { $figure } : mettez plutôt votre chevalier dans la ville.
step-2-wrong-city = Votre chevalier doit se tenir dans la ville qui s'agrandit à partir de la tuile de départ.
# $tiles, $arms: numbers.
step-2-claimed = Votre chevalier occupe une ville de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } avec { $arms ->
        [one] { $arms } blason
       *[other] { $arms } blasons
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Fermée : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } et { $arms ->
        [one] { $arms } blason
       *[other] { $arms } blasons
    } font 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Fermez la ville : ses remparts doivent se refermer entièrement (la case marquée).

## Step 3
step-3-title = Prés et paysans
step-3-sentence = Un paysan rapporte des points à la fin : 3 pour chaque ville achevée que borde son pré ; une ville inachevée ne rapporte rien.
step-3-todo = Le pré au nord de la route borde deux villes achevées et une inachevée. Posez la route sur une case marquée et mettez un paysan dans ce pré.
step-3-no-figure = Mettez un paysan dans le pré au nord de la route : cliquez sur le repère couché là, puis validez.
step-3-not-field = C'est un { $figure } : un paysan se couche dans un pré.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = Ce pré { $cities ->
        [0] ne borde aucune ville achevée
        [one] borde { $cities } ville achevée
       *[other] borde { $cities } villes achevées
    } : mettez le paysan dans le pré au nord de la route, à côté des villes.
# $points: what the field is worth.
step-3-accepted = Zone mise en évidence : le pré borde deux villes achevées et une inachevée, il vaut donc { $points } en fin de partie.

## Step 4
step-4-title = Sept meeples
step-4-sentence = Vous avez sept meeples : un chevalier, un brigand ou un moine revient quand sa zone est évaluée ; un paysan reste dans son pré jusqu'à la fin.
step-4-todo = Votre chevalier occupe la ville, votre paysan est couché dans le pré. Fermez la ville.
step-4-not-closed = Fermez la ville qu'occupe votre chevalier (la case marquée).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Votre chevalier est revenu : { $count ->
        [one] { $count } meeple
       *[other] { $count } meeples
    } sur 7 dans votre réserve. { $farmers ->
        [one] Votre paysan reste
       *[other] Vos paysans restent
    } dans le pré jusqu'à la fin.

## Step 5
step-5-title = Relier est permis
step-5-sentence = Personne ne possède une partie de la zone de jeu : une tuile peut relier des routes ou des villes occupées séparément, et à l'évaluation chaque joueur en tête marque la totalité des points.
step-5-todo = Posez le virage là où votre route et celle de Bo se rejoignent. Aucun brigand ne peut aller sur la route reliée : elle est déjà occupée.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Reliée et achevée : une route de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, un brigand chacun : Bo et vous marquez chacun la totalité, soit { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
step-5-not-joined = Posez le virage là où votre route et celle de Bo se rejoignent (la case marquée).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Ville de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }{ $arms ->
        [0] {""}
        [one] , { $arms } blason
       *[other] , { $arms } blasons
    }
note-road = Route de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }
note-field = Pré { $cities ->
        [0] ne bordant aucune ville achevée
        [one] bordant { $cities } ville achevée
       *[other] bordant { $cities } villes achevées
    }
note-monastery = Abbaye
note-garden = Jardin
# The feature's worth after the note; $points.
note-worth-at-end = { $points } en fin de partie
note-worth-when-completed = { $points } à l'achèvement
note-worth = vaut { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Premier tour de { $name } : posez la tuile sur une case verte, où chaque bord en contact correspond (R la fait pivoter).
coach-place-purist = Premier tour de { $name } : posez la tuile là où chaque bord en contact correspond ; sinon, les règles disent pourquoi (R la fait pivoter).
coach-claim = Les bords allumés correspondent. Chaque repère indique sa zone : cliquez sur l'un d'eux pour y poser une figurine, ou appuyez sur Espace pour aucune.
coach-claim-values = Les bords allumés correspondent. Chaque repère indique sa zone et sa valeur : cliquez sur l'un d'eux pour y poser une figurine, ou appuyez sur Espace pour aucune.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Votre { $figure } occuperait la zone mise en évidence ({ $feature }). Entrée valide ; tout ce que la tuile achève rapporte aussitôt.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, ce coup a laissé filer environ { $points ->
        [one] { $points } point
       *[other] { $points } points
    }. Mieux : { $better }.
coach-costly-quiet = Plus de remarques de ce genre
coach-costly-quiet-tip = Le guide ne signale plus les coups coûteux jusqu'à la fin de la partie. L'analyse de l'écran final les montre toujours.
