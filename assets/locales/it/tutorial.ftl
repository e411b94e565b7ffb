# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = Tu
tutorial-bo = Bo

## The panel
tutorial-heading = Come si gioca
tutorial-subtitle = Una dimostrazione: qui niente viene contato o salvato.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Passo { $number } di { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = La tua tessera: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Rifiutata dalle regole. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Annullata: { $why }
tutorial-back = ◀ Indietro
tutorial-try-again = Riprova
tutorial-next = Avanti ▶
tutorial-finish = Fine
tutorial-leave-to-game = Esci: torna alla partita
tutorial-leave-to-new-game = Esci: torna a Nuova partita
tutorial-controls = Clicca una casella per piazzare la tessera · R o clic destro la ruota · clicca un segnalino per una pedina · Invio conferma · punta una zona per evidenziarla
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Piazza una tessera
step-1-sentence = Ogni lato che una nuova tessera tocca deve corrispondere: città con città, strada con strada, campo con campo.
step-1-todo = La tua tessera è tutta città. Provala prima sotto la tessera iniziale (la casella arancione): viene rifiutata. Poi piazzala dove città incontra città, e conferma.
step-1-accepted = Accettata: il suo lato incontra la città della tessera iniziale, città con città.

## Step 2
step-2-title = Una città da 8
step-2-sentence = Una città completata fa 2 punti per tessera e 2 per stemma: tre tessere e uno stemma fanno 8.
step-2-todo-claim = Piazza la tessera in modo che la città della tessera iniziale cresca, e occupala: clicca il segnalino nella città per un cavaliere, poi conferma.
step-2-reply = Bo piazza una strada lì accanto.
step-2-todo-close = Chiudi la città: piazza la tua tessera dove le sue mura si chiudono tutt'intorno.
step-2-no-figure = Occupa la città mentre piazzi la tessera: clicca il segnalino nella sua città (lì c'è un cavaliere), poi conferma.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = Quello è un { $figure }: metti invece il tuo cavaliere nella città.
step-2-wrong-city = Il tuo cavaliere deve stare nella città che cresce dalla tessera iniziale.
# $tiles, $arms: numbers.
step-2-claimed = Il tuo cavaliere occupa una città di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } con { $arms ->
        [one] 1 stemma
       *[other] { $arms } stemmi
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Chiusa: { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    } e { $arms ->
        [one] 1 stemma
       *[other] { $arms } stemmi
    } fanno 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Chiudi la città: le sue mura devono chiudersi tutt'intorno (la casella segnata).

## Step 3
step-3-title = Campi e contadini
step-3-sentence = Un contadino fa punti alla fine: 3 per ogni città completata che tocca il suo campo; una città incompiuta non dà nulla.
step-3-todo = Il campo a nord della strada tocca due città completate e una incompiuta. Piazza la strada su una casella segnata e metti un contadino in quel campo.
step-3-no-figure = Metti un contadino nel campo a nord della strada: clicca il segnalino che è lì, poi conferma.
step-3-not-field = Quello è un { $figure }: un contadino si stende in un campo.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = Quel campo tocca { $cities ->
        [0] nessuna città completata
        [one] 1 città completata
       *[other] { $cities } città completate
    }: metti il contadino nel campo a nord della strada, accanto alle città.
# $points: what the field is worth.
step-3-accepted = Evidenziato: il campo tocca due città completate e una incompiuta, quindi alla fine vale { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }.

## Step 4
step-4-title = Sette seguaci
step-4-sentence = Hai sette seguaci: un cavaliere, un brigante o un monaco torna indietro quando la sua zona viene contata; un contadino resta nel suo campo fino alla fine.
step-4-todo = Il tuo cavaliere occupa la città, il tuo contadino è steso nel campo. Chiudi la città.
step-4-not-closed = Chiudi la città occupata dal tuo cavaliere (la casella segnata).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Il tuo cavaliere è tornato: { $count } su 7 seguaci nella tua riserva. { $farmers ->
        [one] Il tuo contadino resta
       *[other] I tuoi contadini restano
    } nel campo fino alla fine.

## Step 5
step-5-title = Unire è permesso
step-5-sentence = Nessuno possiede una parte dell'area di gioco: una tessera può unire strade o città occupate separatamente, e al conteggio ogni giocatore in testa prende tutti i punti.
step-5-todo = Piazza la curva dove si incontrano la tua strada e quella di Bo. Sulla strada unita non può andare nessun brigante: è già occupata.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Unita e completata: una strada di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }, un brigante a testa, quindi ognuno di voi fa { $points ->
        [one] 1 punto
       *[other] { $points } punti
    } per intero.
step-5-not-joined = Piazza la curva dove si incontrano la tua strada e quella di Bo (la casella segnata).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Città di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }{ $arms ->
        [0] {""}
        [one] , 1 stemma
       *[other] , { $arms } stemmi
    }
note-road = Strada di { $tiles ->
        [one] 1 tessera
       *[other] { $tiles } tessere
    }
note-field = Campo che tocca { $cities ->
        [0] nessuna città completata
        [one] 1 città completata
       *[other] { $cities } città completate
    }
note-monastery = Monastero
note-garden = Giardino
# The feature's worth after the note; $points.
note-worth-at-end = { $points } alla fine
note-worth-when-completed = { $points } a completamento
note-worth = vale { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Primo turno di { $name }: piazza la tessera su una casella verde, dove ogni lato a contatto corrisponde (R la ruota).
coach-place-purist = Primo turno di { $name }: piazza la tessera dove ogni lato a contatto corrisponde; dove non è così, le regole dicono perché (R la ruota).
coach-claim = I lati illuminati corrispondono. Ogni segnalino dice che zona è: cliccane uno per metterci una pedina, o premi Spazio per nessuna.
coach-claim-values = I lati illuminati corrispondono. Ogni segnalino dice che zona è e quanto vale: cliccane uno per metterci una pedina, o premi Spazio per nessuna.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Il tuo { $figure } occuperebbe la zona evidenziata ({ $feature }). Invio conferma; tutto ciò che la tessera completa fa subito punti.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, questa mossa ha regalato circa { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }. Meglio: { $better }.
coach-costly-quiet = Basta con questi avvisi
coach-costly-quiet-tip = La guida smette di segnalare le mosse costose per il resto della partita. L'analisi nella schermata finale le mostra comunque.
