# Mouvement sur la table (une tuile qui se pose, une figurine qui saute sur sa
# place, des points qui volent vers le score) et la marque affichée tant que
# le son est coupé.

motion-reduce = Réduire les animations
motion-reduce-hint = Les tuiles, les figurines et les points apparaissent aussitôt, sans mouvement.
motion-muted = Son coupé
motion-muted-hint = Cliquez, ou appuyez sur M, pour rétablir le son.
