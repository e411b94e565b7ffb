# Ospitare su un server dalla schermata di nuova partita (`carcassonne server`).
server-room-invite = Oppure ospita su un server: il suo invito:
server-room-host = Ospita sul server
server-room-tip = Incolla il codice che stampa `carcassonne server`. Il server crea una stanza per questo tavolo e gioca i suoi computer; tu prendi il primo posto e dai ai tuoi amici l'invito della stanza.
server-room-no-new-rooms = Il server non crea altre stanze: è pieno, oppure questo invito non è di un server.
server-room-bad-room = Il server non può creare questa stanza: { $reason }
server-room-computers-last = Su un server i computer occupano gli ultimi posti: mettili dopo i giocatori.
server-room-one-seat-here = Su un server ognuno gioca dal proprio computer: tieni un solo giocatore qui e lascia liberi gli altri posti per gli amici.
