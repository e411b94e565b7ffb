# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Spielregeln (F1)
help-demonstration = So wird gespielt: eine Vorführung
help-demonstration-tip = Lege selbst ein paar Plättchen; nichts wird gewertet oder gespeichert.

## A turn
help-turn = Ein Zug
help-turn-1 = 1. Ziehe ein Plättchen und lege es so an das Spielfeld an, dass jede berührte Kante passt (Straße an Straße, Stadt an Stadt, Wiese an Wiese). Ein Plättchen, das nirgends passt, wird aus dem Spiel genommen, und du ziehst neu.
help-turn-2 = 2. Du darfst eine Figur aus deinem Vorrat auf eine Straße, in eine Stadt, in ein Kloster oder auf eine Wiese dieses Plättchens setzen, wenn auf dem ganzen verbundenen Gebiet noch keine Figur steht.
help-turn-3 = 3. Jedes Gebiet, das das Plättchen fertigstellt, wird sofort gewertet; seine Figuren kommen zurück. Bauern bleiben bis zum Spielende liegen.

## Scoring tables
help-scoring = Wertung
help-column-feature = Gebiet
help-column-completed = Fertig
help-column-unfinished = Unfertig bei Spielende
help-road = Straße
help-city = Stadt
help-monastery = Kloster
help-garden = Garten (Abt)
help-field = Wiese
help-per-tile = 1 je Plättchen
help-two-per-tile = 2 je Plättchen
help-city-completed = 2 je Plättchen + 2 je Wappen
help-city-unfinished = 1 je Plättchen + 1 je Wappen
help-monastery-completed = 9 (alle 8 Nachbarn)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 je Nachbar
help-field-completed = —
help-field-end = 3 je angrenzende fertige Stadt
help-majority = Wer die meisten Meeple auf einem Gebiet hat, bekommt alle Punkte; bei Gleichstand erhält jeder die vollen Punkte. Ein Plättchen zählt je Gebiet nur einmal.

## The Abbot
help-abbot = Der Abt
help-abbot-text = Setze deinen Abt statt eines Meeples in das Kloster oder den Garten des neuen Plättchens; oder nimm ihn, statt eine Figur zu setzen, zurück und erhalte sofort 1 Punkt + 1 je Nachbar.

## The River
help-river = Der Fluss
help-river-text = Die Flussplättchen kommen zuerst, von der Quelle bis zum See; der Fluss muss fortgesetzt werden und darf nicht zweimal hintereinander in dieselbe Richtung abbiegen.

## Inns & Cathedrals
help-inns = Wirtshäuser und Kathedralen
help-road-inn = Straße mit Wirtshaus
help-city-cathedral = Stadt mit Kathedrale
help-cathedral-completed = 3 je Plättchen + 3 je Wappen
help-inns-text = Ein zweites Wirtshaus oder eine zweite Kathedrale bringt nichts zusätzlich. Dein großer Meeple darf überall hin, wo ein Meeple hin darf (nie in einen Garten), und zählt bei jeder Mehrheit wie zwei Meeple; seine Punkte werden nicht verdoppelt. Drücke L oder klicke noch einmal auf seine Markierung, um ihn zu wählen. Ein sechster Spieler (Rosa) kann mitspielen.

## Traders & Builders
help-traders = Händler und Baumeister
help-goods-text = Waren: Wer das Plättchen legt, das eine Stadt fertigstellt, nimmt sich für jedes Warensymbol darin ein Warenplättchen (Hühner, Getreide, Tuch), egal wem die Stadt gehört. Am Ende bringt die Mehrheit jeder Warensorte 10 Punkte (bei Gleichstand allen Beteiligten; niemandem, wenn keiner welche hat).
help-builder-text = Baumeister: Setze ihn auf eine Straße oder in eine Stadt des neuen Plättchens, wo schon einer deiner Meeple steht. Wenn du diese Straße oder Stadt später verlängerst, machst du sofort einen zweiten Zug (nie einen dritten). Er kommt zurück, wenn sein Gebiet gewertet wird.
help-pig-text = Schwein: Setze es auf eine Wiese des neuen Plättchens, auf der schon einer deiner Bauern liegt. Wird eine Stadt mit Wappen an dieser Wiese fertig, bringt dir das Schwein 3 Punkte je fertige Stadt der Wiese und kommt zurück.

## Burgfräulein und Drache
help-princess-dragon = Burgfräulein und Drache
help-in-this-game = { $section } (in diesem Spiel)
help-pd-volcano = Vulkan: Wer einen legt, holt den Drachen sofort darauf. Auf einen Vulkan darf niemand eine Figur setzen, ebenso wenig auf das Plättchen, auf dem der Drache steht. Drachenplättchen, die vor dem ersten Vulkan gezogen werden, warten beiseite und werden mit ihm wieder in den Stapel gemischt.
help-pd-flight = Drachenplättchen: Nachdem du (wahlweise) eine Figur eingesetzt hast, zieht der Drache bis zu sechs Schritte, jeweils auf ein benachbartes Plättchen, auf dem er bei diesem Zug noch nicht stand und das die Fee nicht bewacht. Wer das Plättchen gelegt hat, wählt den ersten Schritt, der nächste Spieler den zweiten und so weiter reihum: Klicke bei deinem Schritt auf eines der leuchtenden Plättchen. Geht es nicht weiter, endet der Zug des Drachen früher.
help-pd-eats = Der Drache frisst jede Figur auf jedem Plättchen, das er betritt, egal wem sie gehört: Meeple, großer Meeple, Abt, Baumeister und Schwein kehren in den Vorrat ihrer Besitzer zurück und bringen nichts. Ein Baumeister oder Schwein, in dessen Gebiet kein Meeple seines Besitzers mehr steht, kehrt ebenfalls zurück. Gewertet wird erst nach dem Zug des Drachen.
help-pd-fairy = Fee: Statt eine Figur einzusetzen, stellst du die Fee zu einem deiner Meeple, irgendwo auf dem Spielfeld. Der Besitzer dieses Meeples erhält zu Beginn jedes seiner Züge 1 Punkt und 3 weitere, wenn das Gebiet dieses Meeples gewertet wird, ob er es gewinnt oder nicht. Das Plättchen der Fee betritt der Drache nie. Verlässt der Meeple das Spielfeld, bleibt die Fee allein dort, bis jemand sie versetzt.
help-pd-portal = Zaubergang: Mit diesem Plättchen darfst du deinen Meeple, großen Meeple oder Abt stattdessen auf ein beliebiges anderes Plättchen setzen, in ein Gebiet, das niemand besetzt und das noch nicht fertig ist. Baumeister und Schwein gehen nie hindurch.
help-pd-princess = Burgfräulein: Stehen in ihrer Stadt schon Ritter, darfst du statt eine Figur einzusetzen einen von ihnen, egal wessen, in den Vorrat seines Besitzers zurückschicken.
help-pd-tiles = Ein Drachenplättchen hat einen Tunnel: Die Straße läuft unter der Stadt hindurch und bleibt eine Straße. Ein anderes hat ein Kloster in einer Stadt: Kloster und Stadt sind zwei Gebiete, jedes mit eigenen Figuren.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Nach dem Spiel: die Analyse
help-review-text = Der Schlussbildschirm bewertet jeden Zug des Spiels, während er angezeigt wird; ein gespeichertes Spiel zeigt seine Analyse beim erneuten Öffnen sofort. carcassonne review SPIEL.ron gibt dasselbe im Terminal aus. In einem Spiel mit Trainer weist der Trainer gleich nach einem Zug, der Punkte kostet, darauf hin.

## Captions under the pictured tiles
caption-monastery = Kloster
caption-garden = Garten
caption-spring = Quelle
caption-river = Fluss
caption-lake = See
caption-inn = Wirtshaus
caption-cathedral = Kathedrale
caption-grain = Getreide
caption-volcano = Vulkan
caption-dragon-tile = Drache
caption-magic-portal = Zaubergang
caption-princess = Burgfräulein
caption-monastery-in-city = Kloster in der Stadt
caption-tunnel = Tunnel

## Controls
help-controls = Steuerung
help-controls-text = Klick auf ein grünes Feld legt das Plättchen · R / Rechtsklick dreht · Klick auf eine Markierung wählt eine Figur (erneut für die nächste Figur dort oder keine) · L: großer Meeple · Leertaste: keine Figur · Enter: bestätigen · Strg+Z: Schritt zurück · H: Zug vorschlagen · T: übrige Plättchen · O: offene Gebiete · Ziehen: verschieben · Mausrad: zoomen · F: zuletzt gelegtes Plättchen zeigen oder ganzes Spielfeld · F11: Vollbild · Strg + Plus / Minus: Textgröße
help-keyboard-text = Tastatur: Pfeiltasten wählen ein Feld · Enter legt das Plättchen dorthin · R dreht es · Tab / Umschalt+Tab: die Plätze für Figuren · Enter bestätigt · Leertaste: keine Figur · Esc nimmt einen Schritt zurück · M: Ton an oder aus
