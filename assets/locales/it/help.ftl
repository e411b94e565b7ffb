# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Regole (F1)
help-demonstration = Come si gioca: una dimostrazione
help-demonstration-tip = Piazza tu qualche tessera; niente viene contato o salvato.

## A turn
help-turn = Un turno
help-turn-1 = 1. Pesca una tessera e piazzala in modo che abbia un lato in comune con l'area di gioco e che ogni lato a contatto corrisponda (strada con strada, città con città, campo con campo). Una tessera che non si può piazzare da nessuna parte viene scartata e peschi di nuovo.
help-turn-2 = 2. Puoi mettere una pedina della tua riserva su una strada, in una città, in un monastero o in un campo di quella tessera, se l'intera zona collegata non ha ancora pedine.
help-turn-3 = 3. Ogni zona completata dalla tessera viene contata subito; le sue pedine tornano indietro. I contadini restano fino alla fine.

## Scoring tables
help-scoring = Punteggio
help-column-feature = Zona
help-column-completed = Completata
help-column-unfinished = Incompiuta alla fine
help-road = Strada
help-city = Città
help-monastery = Monastero
help-garden = Giardino (Abate)
help-field = Campo
help-per-tile = 1 per tessera
help-two-per-tile = 2 per tessera
help-city-completed = 2 per tessera + 2 per stemma
help-city-unfinished = 1 per tessera + 1 per stemma
help-monastery-completed = 9 (tutte le 8 vicine)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 per tessera vicina
help-field-completed = —
help-field-end = 3 per ogni città completata che tocca
help-majority = Chi ha più seguaci in una zona prende tutti i suoi punti; in caso di parità ognuno li prende tutti. Una tessera conta una volta per zona.

## The Abbot
help-abbot = L'Abate
help-abbot-text = Metti il tuo abate sul monastero o sul giardino della nuova tessera invece di un seguace; oppure, invece di piazzare una pedina, riprendilo e fai subito 1 punto + 1 per ogni tessera vicina.

## The River
help-river = Il Fiume
help-river-text = Le tessere fiume vengono prima, dalla sorgente al lago; il fiume deve continuare e non può curvare due volte di fila dalla stessa parte.

## Inns & Cathedrals
help-inns = Locande e Cattedrali
help-road-inn = Strada con locanda
help-city-cathedral = Città con cattedrale
help-cathedral-completed = 3 per tessera + 3 per stemma
help-inns-text = Una seconda locanda o cattedrale non aggiunge nulla. Il tuo grande seguace va dove può andare un seguace (mai su un giardino) e conta come due seguaci per ogni maggioranza; i suoi punti non raddoppiano. Premi L o clicca di nuovo il suo segnalino per sceglierlo. Può unirsi un sesto giocatore (rosa).

## Traders & Builders
help-traders = Costruttori e Mercanti
help-goods-text = Merci: chi piazza la tessera che completa una città prende un gettone per ogni simbolo di merce al suo interno (pollame, grano, stoffa), chiunque occupi la città. Alla fine, chi ha più gettoni di un tipo fa 10 punti (in caso di parità tutti; nessuno se nessuno ne ha).
help-builder-text = Costruttore: mettilo su una strada o in una città della nuova tessera dove c'è già un tuo seguace. Quando in seguito estendi quella strada o città, giochi subito un secondo turno (mai un terzo). Torna indietro quando la sua zona viene contata.
help-pig-text = Maiale: mettilo su un campo della nuova tessera dove c'è già un tuo contadino. Quando viene completata una città con uno stemma che tocca quel campo, il maiale ti fa guadagnare 3 punti per ogni città completata del campo e torna indietro.

## La Principessa e il Drago
help-princess-dragon = La Principessa e il Drago
help-in-this-game = { $section } (in questa partita)
help-pd-volcano = Vulcano: chi ne piazza uno vi porta subito il drago. Nessuno può mettere una pedina su un vulcano, né sulla tessera dove sta il drago. Le tessere drago pescate prima del primo vulcano attendono da parte e vengono rimescolate nella pila quando arriva.
help-pd-flight = Tessera drago: dopo la pedina, il drago si muove fino a sei passi, ognuno su una tessera vicina dove non è ancora stato in questo movimento e che la fata non protegge. Chi ha piazzato la tessera sceglie il primo passo, il giocatore successivo il secondo e così via a turno: al tuo passo, clicca una delle tessere illuminate. Se non può proseguire, il movimento finisce prima.
help-pd-eats = Il drago mangia tutte le pedine di ogni tessera in cui entra, di chiunque siano: seguaci, grande seguace, abate, costruttori e maiali tornano nella riserva del proprietario senza punti. Anche un costruttore o un maiale rimasto senza un seguace del suo proprietario torna indietro. Il conteggio viene dopo il movimento.
help-pd-fairy = Fata: invece di piazzare una pedina, metti la fata accanto a uno dei tuoi seguaci, ovunque nell'area di gioco. Il proprietario di quel seguace prende 1 punto all'inizio di ogni suo turno e altri 3 quando la zona di quel seguace viene contata, che la vinca o no. Il drago non entra mai nella tessera della fata. Se il seguace se ne va, la fata resta lì da sola finché qualcuno non la sposta.
help-pd-portal = Portale magico: con questa tessera puoi mettere il tuo seguace, grande seguace o abate su qualsiasi altra tessera, in una zona che nessuno occupa e non ancora completata. Costruttori e maiali non lo attraversano mai.
help-pd-princess = Principessa: se la sua città ha già dei cavalieri, puoi rimandarne uno, di chiunque sia, nella riserva del suo proprietario invece di piazzare una pedina.
help-pd-tiles = Una tessera drago ha un tunnel: la strada passa sotto la città e resta un'unica strada. Un'altra ha un monastero dentro una città: il monastero e la città sono due zone, ognuna con le proprie pedine.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Dopo la partita: l'analisi
help-review-text = La schermata finale valuta ogni mossa della partita mentre è mostrata, e una partita salvata riaperta mostra subito la sua analisi. carcassonne review PARTITA.ron stampa lo stesso in un terminale. In una partita guidata, la guida segnala una mossa costosa subito dopo.

## Captions under the pictured tiles
caption-monastery = monastero
caption-garden = giardino
caption-spring = sorgente
caption-river = fiume
caption-lake = lago
caption-inn = locanda
caption-cathedral = cattedrale
caption-grain = grano
caption-volcano = vulcano
caption-dragon-tile = drago
caption-magic-portal = portale magico
caption-princess = principessa
caption-monastery-in-city = monastero in una città
caption-tunnel = tunnel

## Controls
help-controls = Comandi
help-controls-text = Clicca una casella verde per piazzare · R / clic destro ruota · clicca un segnalino per una pedina (di nuovo per la pedina successiva lì, o nessuna) · L: grande seguace · Spazio: nessuna pedina · Invio: conferma · Ctrl+Z: passo indietro · H: suggerisci una mossa · T: tessere rimaste · O: zone aperte · trascina: sposta · rotella: zoom · F: mostra l'ultima tessera piazzata o tutta l'area di gioco · F11: schermo intero · Ctrl + più / meno: dimensione del testo
help-keyboard-text = Tastiera: le frecce scelgono una casella · Invio vi piazza la tessera · R la ruota · Tab / Maiusc+Tab: le posizioni delle pedine · Invio conferma · Spazio: nessuna pedina · Esc annulla un passo · M: attiva o disattiva l'audio
