# Princesse et Dragon : le nom de l'extension, son évaluation et pourquoi les
# règles refusent un coup. $player et $who sont des noms de joueurs.

expansion-princess-dragon = Princesse et Dragon
expansion-princess-dragon-summary = 30 tuiles : un dragon, une fée, des portails magiques, des princesses

## Ce qui a rapporté (minuscules, comme dans une phrase)
feature-fairy = fée
score-fairy = fée : +{ $points } pour { $who }

## Refus
rule-expansion-off = { $expansion } n'est pas en jeu dans cette partie
rule-dragon-before-volcano = La tuile { $tile } montre un dragon, mais aucun volcan n'a encore été posé
rule-no-dragon-on-tile = Cette tuile ne montre pas de dragon : le dragon ne se déplace qu'après une tuile dragon
rule-dragon-step-not-next = Pas { $step } ({ $player }) : le dragon ne va que sur une tuile voisine
rule-dragon-step-no-tile = Pas { $step } ({ $player }) : il n'y a pas de tuile à cet endroit
rule-dragon-step-visited = Pas { $step } ({ $player }) : le dragon est déjà passé sur cette tuile pendant ce déplacement
rule-dragon-step-fairy = Pas { $step } ({ $player }) : la fée protège cette tuile, le dragon ne peut pas y aller
rule-flight-too-short = Le dragon peut encore avancer : le pas { $step } revient à { $player }
rule-flight-too-long = Le dragon se déplace de 6 pas au plus
rule-dragon-there = Le dragon est sur cette tuile : aucune figurine ne peut y être posée
rule-no-portal = Cette tuile n'a pas de portail magique
rule-not-through-portal = Le { $figure } ne passe jamais par un portail magique
rule-portal-without-figure = Un portail magique ne transporte qu'un meeple, le grand meeple ou l'abbé
# Le jeu ne passe pas $kind ici : on choisit l'accord sur le mot lui-même.
rule-portal-finished = { $feature ->
        [route] Cette route est déjà achevée
        [ville] Cette ville est déjà achevée
        [abbaye] Cette abbaye est déjà achevée
       *[other] Ce { $feature } est déjà achevé
    } : le portail magique ne mène qu'à une zone inachevée
rule-no-tile-at = Il n'y a pas de tuile à cet endroit
rule-fairy-needs-own-follower = La fée ne va que vers l'un de vos propres meeples
rule-fairy-already-there = La fée est déjà avec ce meeple
rule-no-princess = Cette tuile ne montre pas de princesse
rule-no-knight-at = Il n'y a pas de chevalier à cet endroit
rule-not-in-princess-city = Ce chevalier n'est pas dans la ville de la princesse
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = place { $seat }
rule-flight-underway = Le dragon se déplace : chaque joueur doit d'abord choisir son pas, à tour de rôle
rule-no-flight-underway = Le dragon ne se déplace pas

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = Le dragon se déplace : le pas { $step } revient à { $name }
dragon-step-help = Cliquez sur une des tuiles éclairées à côté du dragon pour l'y envoyer.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = dragon
figure-fairy = fée

## Bandeaux : ce que l'extension a fait à la table, l'un après l'autre
news-volcano = { $name } pose un volcan : le dragon s'y installe
news-portal = Portail magique : { $name } envoie son { $figure } sur { $kind ->
        [garden] un jardin
        [field] un pré
       *[other] une { $feature }
    } d'une autre tuile
news-sent-home = La princesse de { $name } renvoie un { $figure } dans la réserve de { $owner }
news-dragon-eats = Pas { $step } : { $count ->
        [one] le dragon dévore { $count } figurine
       *[other] le dragon dévore { $count } figurines
    } — { $figures }
figures-of-seat = { $name } : { $figures }
figures-seat-separator = {" ; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] Le dragon ne peut pas se déplacer : aucune tuile n'est libre à côté de lui
       *[other] { $dead_end ->
            [yes] Impasse : le dragon s'arrête après { $steps ->
                [one] { $steps } pas
               *[other] { $steps } pas
            }
           *[no] Le déplacement du dragon est terminé
        } ; { $eaten ->
            [0] il n'a rien dévoré
            [one] il a dévoré { $eaten } figurine
           *[other] il a dévoré { $eaten } figurines
        }
    }
banner-fairy-turn = { $points ->
        [one] La fée donne { $points } point à { $name } au début du tour
       *[other] La fée donne { $points } points à { $name } au début du tour
    }
banner-fairy-feature = La zone de la fée a été évaluée : { $points ->
        [one] { $points } point de plus
       *[other] { $points } points de plus
    } pour { $name }

## La zone suivie
trace-fairy = La fée accompagne une figurine de { $name } ({ $figure }) : +{ $points } pour { $name } quand cette zone sera évaluée ; le dragon ne peut pas aller sur cette tuile
trace-dragon = Le dragon se tient sur l'une de ces tuiles : aucune figurine ne peut être posée sur cette tuile

## Tuiles restantes
group-princess-dragon = Princesse et Dragon
tiles-dragons-waiting = { $count ->
        [one] { $count } tuile dragon attend le premier volcan : piochée avant, une tuile dragon est mise de côté.
       *[other] { $count } tuiles dragon attendent le premier volcan : piochée avant, une tuile dragon est mise de côté.
    }
tile-left-waiting = Pas avant le premier volcan (mise de côté si piochée plus tôt)

## La liste des figurines : actions ailleurs dans la zone de jeu
claim-through-portal = { $figure } par le portail magique, sur une autre tuile
claim-fairy-to = La fée vers une de vos figurines ({ $figure })
claim-princess-sends = Princesse : le { $figure } retourne dans la réserve de { $owner }
claim-portal-hint = Portail magique : ou cliquez sur un emplacement marqué d'une autre tuile pour y poser votre figurine.
claim-fairy-hint = Fée : ou cliquez sur un repère de fée près d'un de vos meeples pour y placer la fée.
claim-princess-hint = Princesse : ou cliquez sur un chevalier marqué de sa ville pour le renvoyer dans la réserve.
