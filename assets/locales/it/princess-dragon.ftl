# La Principessa e il Drago: il nome dell'espansione, il suo punteggio e
# perché le regole rifiutano una mossa. $player e $who sono nomi di giocatori.

expansion-princess-dragon = La Principessa e il Drago
expansion-princess-dragon-summary = 30 tessere: un drago, una fata, portali magici, principesse

## Che cosa ha fatto punti (minuscolo, come dentro una frase)
feature-fairy = fata
score-fairy = fata: +{ $points } a { $who }

## Rifiuti
rule-expansion-off = { $expansion } non è in gioco in questa partita
rule-dragon-before-volcano = La tessera { $tile } mostra un drago, ma non è ancora stato piazzato nessun vulcano
rule-no-dragon-on-tile = Questa tessera non mostra un drago: il drago si muove solo dopo una tessera drago
rule-dragon-step-not-next = Passo { $step } ({ $player }): il drago va solo su una tessera vicina
rule-dragon-step-no-tile = Passo { $step } ({ $player }): lì non c'è nessuna tessera
rule-dragon-step-visited = Passo { $step } ({ $player }): il drago è già stato su quella tessera in questo movimento
rule-dragon-step-fairy = Passo { $step } ({ $player }): la fata protegge quella tessera, il drago non può entrarci
rule-flight-too-short = Il drago può ancora proseguire: il passo { $step } tocca a { $player }
rule-flight-too-long = Il drago si muove al massimo di 6 passi
rule-dragon-there = Il drago è su quella tessera: lì non si può piazzare nessuna pedina
rule-no-portal = Questa tessera non ha un portale magico
rule-not-through-portal = { $figure }: non passa mai per un portale magico
rule-portal-without-figure = Un portale magico porta solo un seguace, il grande seguace o l'abate
rule-portal-finished = { $feature }: zona già completata; il portale magico porta solo a zone incompiute
rule-no-tile-at = Lì non c'è nessuna tessera
rule-fairy-needs-own-follower = La fata va solo da uno dei tuoi seguaci
rule-fairy-already-there = La fata è già con quel seguace
rule-no-princess = Questa tessera non mostra una principessa
rule-no-knight-at = Lì non c'è nessun cavaliere
rule-not-in-princess-city = Quel cavaliere non è nella città della principessa
# Whose step of a flight, where no name is known: a seat by number.
flight-seat = posto { $seat }
rule-flight-underway = Il drago si sta muovendo: prima ogni giocatore sceglie a turno il suo passo
rule-no-flight-underway = Il drago non si sta muovendo

## The flight at the table
# $step: the step's number (1 to 6); $name: the player who chooses it.
dragon-flies = Il drago si muove: il passo { $step } tocca a { $name }
dragon-step-help = Clicca una delle tessere illuminate accanto al drago per spostarlo lì.
# The neutral figures, as named where their art is read (lower case).
figure-dragon = drago
figure-fairy = fata

## Striscioni: ciò che l'espansione ha fatto al tavolo, uno alla volta
news-volcano = { $name } piazza un vulcano: il drago ci si sposta sopra
news-portal = Portale magico: { $name } porta il suo { $figure } su un'altra tessera
news-sent-home = La principessa di { $name } rimanda nella riserva un { $figure } di { $owner }
news-dragon-eats = Passo { $step }: { $count ->
        [one] il drago mangia 1 pedina
       *[other] il drago mangia { $count } pedine
    } — { $figures }
figures-of-seat = { $name }: { $figures }
figures-seat-separator = {"; "}
figures-times = { $count } × { $figure }
news-flight-ends = { $steps ->
        [0] Il drago non può muoversi: accanto a lui non c'è nessuna tessera libera
       *[other] { $dead_end ->
            [yes] Vicolo cieco: il drago si ferma dopo { $steps ->
                [one] 1 passo
               *[other] { $steps } passi
            }
           *[no] Il drago ha finito di muoversi
        }; { $eaten ->
            [0] non ha mangiato nulla
            [one] ha mangiato 1 pedina
           *[other] ha mangiato { $eaten } pedine
        }
    }
banner-fairy-turn = { $points ->
        [one] La fata dà 1 punto a { $name } all'inizio del turno
       *[other] La fata dà { $points } punti a { $name } all'inizio del turno
    }
banner-fairy-feature = La zona della fata è stata contata: { $points ->
        [one] 1 punto in più
       *[other] { $points } punti in più
    } per { $name }

## La zona tracciata
trace-fairy = La fata è con una pedina di { $name } ({ $figure }): +{ $points } a { $name } quando questa zona verrà contata; il drago non può entrare in quella tessera
trace-dragon = Il drago è su una di queste tessere: su quella tessera non si può piazzare nessuna pedina

## Tessere rimaste
group-princess-dragon = Principessa e Drago
tiles-dragons-waiting = { $count ->
        [one] 1 tessera drago attende il primo vulcano: se pescata prima, viene messa da parte.
       *[other] { $count } tessere drago attendono il primo vulcano: quelle pescate prima vengono messe da parte.
    }
tile-left-waiting = Non prima del primo vulcano (messa da parte se pescata prima)

## L'elenco delle pedine: azioni altrove nell'area di gioco
claim-through-portal = { $figure } attraverso il portale magico, su un'altra tessera
claim-fairy-to = Sposta la fata accanto al tuo { $figure }
claim-princess-sends = Principessa: il { $figure } di { $owner } torna nella riserva
claim-portal-hint = Portale magico: oppure clicca un punto segnato di un'altra tessera per mettervi la tua pedina.
claim-fairy-hint = Fata: oppure clicca un segnalino della fata presso uno dei tuoi seguaci per spostarvi la fata.
claim-princess-hint = Principessa: oppure clicca un cavaliere segnato della sua città per rimandarlo nella riserva.
