# Disconnessioni e ritorni in rete: il computer sostituisce un amico che ha
# perso la connessione, riprendere una partita ospitata, e ciò che una
# partita in rete non offre.

## Al tavolo (la finestra dell'host)
net-stand-in-offer = Fai giocare il computer per { $name }
net-stand-in = Il computer ({ $level }) gioca per { $name } finché non torna

## La schermata della nuova partita
net-continue-game = Riprendi la partita in rete: { $save }
net-continue-game-tip = Ospita di nuovo la partita con lo stesso invito: i tuoi amici entrano con gli stessi nomi e riavranno il loro posto.

## Annullare, aiuto e rivincita in rete
net-no-undo = In una partita in rete un turno confermato non si può annullare.
net-no-demonstration = La dimostrazione non è disponibile durante una partita in rete.
net-rematch-tip = Apre una nuova sala con gli stessi posti e lo stesso invito: i tuoi amici rientrano con quello.
net-rematch-joiner = Per la rivincita l'host apre una nuova sala: rientra con lo stesso invito.
