# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Aide sur les règles (F1)
help-demonstration = Comment jouer : une démonstration
help-demonstration-tip = Posez vous-même quelques tuiles ; rien n'est compté ni sauvegardé.

## A turn
help-turn = Un tour
help-turn-1 = 1. Piochez une tuile et placez-la de sorte qu'elle touche la zone de jeu par au moins un bord et que chaque bord en contact corresponde (route contre route, ville contre ville, pré contre pré). Une tuile qui ne convient nulle part est mise de côté et vous en piochez une autre.
help-turn-2 = 2. Vous pouvez poser une figurine de votre réserve sur une route, une ville, une abbaye ou un pré de cette tuile, si la zone reliée tout entière ne porte encore aucune figurine.
help-turn-3 = 3. Chaque zone achevée par la tuile rapporte ses points aussitôt ; ses figurines reviennent. Les paysans restent jusqu'à la fin.

## Scoring tables
help-scoring = Évaluation
help-column-feature = Zone
help-column-completed = Achevée
help-column-unfinished = Inachevée en fin de partie
help-road = Route
help-city = Ville
help-monastery = Abbaye
help-garden = Jardin (Abbé)
help-field = Pré
help-per-tile = 1 par tuile
help-two-per-tile = 2 par tuile
help-city-completed = 2 par tuile + 2 par blason
help-city-unfinished = 1 par tuile + 1 par blason
help-monastery-completed = 9 (les 8 voisines)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 par voisine
help-field-completed = —
help-field-end = 3 par ville achevée qu'il borde
help-majority = Le joueur qui a le plus de meeples sur une zone en remporte tous les points ; en cas d'égalité, chacun marque la totalité. Une tuile ne compte qu'une fois par zone.

## The Abbot
help-abbot = L'Abbé
help-abbot-text = Posez votre abbé dans l'abbaye ou le jardin de la nouvelle tuile au lieu d'un meeple ; ou, au lieu de poser une figurine, reprenez-le et marquez aussitôt 1 + ses voisines.

## The River
help-river = La Rivière
help-river-text = Les tuiles Rivière passent en premier, de la source au lac ; la rivière doit se prolonger et ne peut pas tourner deux fois de suite du même côté.

## Inns & Cathedrals
help-inns = Auberges et Cathédrales
help-road-inn = Route avec une auberge
help-city-cathedral = Ville avec une cathédrale
help-cathedral-completed = 3 par tuile + 3 par blason
help-inns-text = Une deuxième auberge ou cathédrale n'ajoute rien. Votre grand meeple va partout où un meeple peut aller (jamais dans un jardin) et compte comme deux meeples pour chaque majorité ; ses points ne sont pas doublés. Appuyez sur L ou cliquez de nouveau sur son repère pour le choisir. Un sixième joueur (rose) peut se joindre à la partie.

## Traders & Builders
help-traders = Marchands et Bâtisseurs
help-goods-text = Marchandises : le joueur qui pose la tuile achevant une ville prend un jeton par symbole de marchandise qu'elle contient (poule, blé, tissu), quel que soit l'occupant de la ville. À la fin, la majorité de jetons de chaque sorte rapporte 10 (en cas d'égalité, tous marquent ; personne si aucun jeton).
help-builder-text = Bâtisseur : posez-le sur une route ou une ville de la nouvelle tuile qui porte déjà un de vos meeples. Quand vous prolongez plus tard cette route ou cette ville, vous jouez aussitôt un deuxième tour (jamais un troisième). Il revient quand sa zone est évaluée.
help-pig-text = Cochon : posez-le sur un pré de la nouvelle tuile qui porte déjà un de vos paysans. Quand une ville avec un blason qui borde ce pré est achevée, le cochon vous rapporte 3 par ville achevée du pré et revient.

## Princesse et Dragon
help-princess-dragon = Princesse et Dragon
help-in-this-game = { $section } (dans cette partie)
help-pd-volcano = Volcan : en poser un y amène aussitôt le dragon. Personne ne peut poser de figurine sur un volcan, ni sur la tuile où se tient le dragon. Les tuiles dragon piochées avant le premier volcan attendent de côté et sont remélangées dans la pioche quand il arrive.
help-pd-flight = Tuile dragon : après la pose éventuelle d'une figurine, le dragon se déplace de six pas au plus, chacun vers une tuile voisine où il ne s'est pas encore tenu pendant ce déplacement et que la fée ne garde pas. Celui qui a posé la tuile choisit le premier pas, le joueur suivant le deuxième, et ainsi de suite à tour de rôle : quand c'est à vous, cliquez sur une des tuiles éclairées. S'il ne peut aller plus loin, le déplacement s'arrête plus tôt.
help-pd-eats = Le dragon dévore toutes les figurines de chaque tuile où il entre, à qui qu'elles soient : meeples, grand meeple, abbé, bâtisseurs et cochons retournent dans la réserve de leur propriétaire sans rien marquer. Un bâtisseur ou un cochon resté sans meeple de son propriétaire y retourne aussi. L'évaluation vient après le déplacement.
help-pd-fairy = Fée : au lieu de poser une figurine, placez la fée à côté d'un de vos meeples, n'importe où dans la zone de jeu. Le propriétaire de ce meeple marque 1 point au début de chacun de ses tours, et 3 de plus quand la zone de ce meeple est évaluée, qu'il la remporte ou non. Le dragon ne va jamais sur la tuile de la fée. Si le meeple s'en va, la fée reste seule sur place jusqu'à ce que quelqu'un la déplace.
help-pd-portal = Portail magique : avec cette tuile, vous pouvez poser votre meeple, grand meeple ou abbé sur n'importe quelle autre tuile, dans une zone que personne n'occupe et qui n'est pas encore achevée. Les bâtisseurs et les cochons ne le traversent jamais.
help-pd-princess = Princesse : si sa ville contient déjà des chevaliers, vous pouvez renvoyer l'un d'eux, à qui qu'il soit, dans la réserve de son propriétaire au lieu de poser une figurine.
help-pd-tiles = Une tuile dragon a un tunnel : la route passe sous la ville et reste une seule route. Une autre a une abbaye dans une ville : l'abbaye et la ville sont deux zones, chacune avec ses propres figurines.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Après la partie : l'analyse
help-review-text = L'écran final évalue chaque coup de la partie pendant qu'il est affiché, et une partie sauvegardée que l'on rouvre montre aussitôt son analyse. carcassonne review PARTIE.ron affiche la même chose dans un terminal. Dans une partie guidée, le guide signale un coup coûteux juste après.

## Captions under the pictured tiles
caption-monastery = abbaye
caption-garden = jardin
caption-spring = source
caption-river = rivière
caption-lake = lac
caption-inn = auberge
caption-cathedral = cathédrale
caption-grain = blé
caption-volcano = volcan
caption-dragon-tile = dragon
caption-magic-portal = portail magique
caption-princess = princesse
caption-monastery-in-city = abbaye dans une ville
caption-tunnel = tunnel

## Controls
help-controls = Commandes
help-controls-text = Cliquez sur une case verte pour poser · R / clic droit fait pivoter · cliquez sur un repère pour une figurine (de nouveau pour la suivante, ou aucune) · L : grand meeple · Espace : aucune figurine · Entrée : valider · Ctrl+Z : revenir en arrière · H : suggérer un coup · T : tuiles restantes · O : zones ouvertes · glisser : déplacer · molette : zoom · F : montrer la dernière tuile posée, ou toute la zone de jeu · F11 : plein écran · Ctrl + plus / moins : taille du texte
help-keyboard-text = Clavier : les flèches choisissent une case · Entrée y pose la tuile · R la fait pivoter · Tab / Maj+Tab : les emplacements des figurines · Entrée valide · Espace : aucune figurine · Échap revient en arrière d'une étape · M : couper ou rétablir le son
