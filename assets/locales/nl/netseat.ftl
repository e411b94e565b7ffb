# Wegvallen en terugkomen bij een netwerkspel: de computer speelt voor een
# vriend wiens verbinding verloren is, een gehost spel voortzetten, en wat
# een netwerkspel niet biedt.

## Aan tafel (het venster van de host)
net-stand-in-offer = Laat de computer voor { $name } spelen
net-stand-in = De computer ({ $level }) speelt voor { $name } tot die terug is

## Het scherm voor een nieuw spel
net-continue-game = Netwerkspel voortzetten: { $save }
net-continue-game-tip = Host het spel opnieuw met dezelfde uitnodiging: daarmee doen je vrienden onder dezelfde namen weer mee en krijgen ze hun plaats terug.

## Ongedaan maken, hulp en revanche bij een netwerkspel
net-no-undo = In een netwerkspel kan een bevestigde beurt niet ongedaan worden gemaakt.
net-no-demonstration = De demonstratie is niet beschikbaar tijdens een netwerkspel.
net-rematch-tip = Opent een nieuwe lobby met dezelfde plaatsen en dezelfde uitnodiging: daarmee doen je vrienden opnieuw mee.
net-rematch-joiner = Voor een revanche opent de host een nieuwe lobby: doe opnieuw mee met dezelfde uitnodiging.
