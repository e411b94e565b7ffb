# Desconexiones y regresos en red: el ordenador sustituye a un amigo que
# perdió la conexión, continuar una partida creada en red, y lo que una partida
# en red no ofrece.

## En la mesa (la ventana del anfitrión)
net-stand-in-offer = Que el ordenador juegue por { $name }
net-stand-in = El ordenador ({ $level }) juega por { $name } hasta que vuelva

## La pantalla de nueva partida
net-continue-game = Continuar la partida en red: { $save }
net-continue-game-tip = Vuelve a abrir la partida con la misma invitación: tus amigos la usan para volver a unirse con los mismos nombres y recuperan su puesto.

## Deshacer, ayuda y revancha en red
net-no-undo = En una partida en red no se puede deshacer un turno confirmado.
net-no-demonstration = La demostración no está disponible durante una partida en red.
net-rematch-tip = Abre una nueva sala con los mismos puestos y la misma invitación: tus amigos vuelven a unirse con ella.
net-rematch-joiner = Para la revancha el anfitrión abre una nueva sala: vuelve a unirte con la misma invitación.
