# Ospitare su un server dalla schermata di nuova partita (`carcassonne server`).
server-room-invite = Oppure ospita su un server — il suo invito:
server-room-host = Ospita sul server
server-room-tip = Incolla il codice che stampa `carcassonne server`. Il server crea una stanza per questo tavolo e gioca i suoi computer; tu prendi il tuo posto e dai ai tuoi amici l'invito della stanza.
server-room-no-new-rooms = Il server non crea altre stanze: è pieno, oppure questo invito non è di un server.
server-room-bad-room = Il server non può creare questa stanza: { $reason }
server-room-computers-moved = Su un server i computer occupano gli ultimi posti: i tuoi sono stati spostati dopo i giocatori, che mantengono il loro ordine.
server-room-one-seat-here = Su un server ognuno gioca dal proprio computer: tieni un solo giocatore qui e lascia liberi gli altri posti per gli amici.

# Il server d'incontro delle impostazioni, e come gli amici altrove
# raggiungono una partita ospitata qui (la sala).
meeting-server = Server d'incontro per amici lontani (facoltativo):
meeting-server-tip = Un `carcassonne server` su internet: il suo indirizzo, il suo nome o il suo invito. Una partita che ospiti vi si registra e il suo invito lo indica: gli amici che il tuo router non lascia arrivare fino a te ti trovano tramite quel server, che inoltra la partita se serve. Vuoto: nessuno.
reach-asking = Si chiede al router di aprire la porta UDP { $port }…
reach-internet = Raggiungibile da internet: il router ha aperto la porta UDP { $port }.
reach-local-only = Raggiungibile solo in questa rete: inoltra la porta UDP { $port } sul router, o usa un server.
reach-refused = Il router ha rifiutato: inoltra la porta UDP { $port }, o usa un server.
reach-provider-nat = Raggiungibile solo in questa rete: il router è a sua volta dietro quello del tuo fornitore; usa un server.
reach-server = Gli amici lontani ti raggiungono anche attraverso il server { $server }.
reach-server-waiting = Registrazione presso il server { $server }…
reach-server-unknown = Impossibile trovare il server d'incontro indicato in Nuova partita: controllane l'indirizzo.
