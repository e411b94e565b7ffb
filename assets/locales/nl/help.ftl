# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Spelregels (F1)
help-demonstration = Zo speel je: een demonstratie
help-demonstration-tip = Leg zelf een paar tegels; er wordt niets geteld of opgeslagen.

## A turn
help-turn = Een beurt
help-turn-1 = 1. Trek een tegel en leg hem zo dat hij een rand deelt met het speelgebied en elke rand die hij raakt past (weg aan weg, stad aan stad, weide aan weide). Een tegel die nergens past, wordt opzijgelegd en je trekt opnieuw.
help-turn-2 = 2. Je mag één figuur uit je voorraad op een weg of in een stad, klooster of weide van die tegel zetten, als er op het hele verbonden gebied nog geen figuur staat.
help-turn-3 = 3. Elk gebied dat de tegel afbouwt, wordt meteen geteld; de figuren erop komen terug. Boeren blijven tot het einde.

## Scoring tables
help-scoring = Puntentelling
help-column-feature = Gebied
help-column-completed = Afgebouwd
help-column-unfinished = Onafgebouwd aan het einde
help-road = Weg
help-city = Stad
help-monastery = Klooster
help-garden = Tuin (Abt)
help-field = Weide
help-per-tile = 1 per tegel
help-two-per-tile = 2 per tegel
help-city-completed = 2 per tegel + 2 per wapen
help-city-unfinished = 1 per tegel + 1 per wapen
help-monastery-completed = 9 (alle 8 buurtegels)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 per buurtegel
help-field-completed = —
help-field-end = 3 per afgebouwde stad die ze raakt
help-majority = Wie de meeste meeples op een gebied heeft, krijgt alle punten; hebben meerdere spelers er evenveel, dan krijgt ieder van hen het volle aantal. Een tegel telt één keer per gebied.

## The Abbot
help-abbot = De Abt
help-abbot-text = Zet je abt in plaats van een meeple in het klooster of de tuin van de nieuwe tegel; of neem hem, in plaats van een figuur te plaatsen, terug en scoor meteen 1 punt plus 1 per buurtegel.

## The River
help-river = De Rivier
help-river-text = De riviertegels komen eerst, van de bron tot het meer; de rivier moet doorlopen en mag niet twee keer achter elkaar dezelfde kant op draaien.

## Inns & Cathedrals
help-inns = Herbergen en Kathedralen
help-road-inn = Weg met een herberg
help-city-cathedral = Stad met een kathedraal
help-cathedral-completed = 3 per tegel + 3 per wapen
help-inns-text = Een tweede herberg of kathedraal voegt niets toe. Je grote meeple mag overal waar een meeple mag (nooit in een tuin) en telt bij elke meerderheid als twee meeples; zijn punten worden niet verdubbeld. Druk op L of klik nog eens op zijn markering om hem te kiezen. Een zesde speler (roze) kan meedoen.

## Traders & Builders
help-traders = Kooplieden en Bouwmeesters
help-goods-text = Handelswaren: wie de tegel legt die een stad afbouwt, krijgt één fiche per warensymbool erin (kippen, graan, laken), ongeacht wie de stad bezet. Aan het einde krijgt wie van een soort de meeste fiches heeft 10 punten (hebben meerdere spelers er evenveel, dan krijgen ze allemaal 10; heeft niemand er een, dan krijgt niemand ze).
help-builder-text = Bouwmeester: zet hem op een weg of stad van de nieuwe tegel waar al een meeple van jou staat. Als je die weg of stad later uitbreidt, speel je meteen een tweede beurt (nooit een derde). Hij komt terug als zijn gebied geteld wordt.
help-pig-text = Varken: zet het in een weide van de nieuwe tegel waar al een boer van jou ligt. Als een stad met een wapen aan die weide wordt afgebouwd, levert het varken je 3 punten op per afgebouwde stad aan die weide en komt het terug.

## De Draak, de Fee en de Jonkvrouw
help-princess-dragon = De Draak, de Fee en de Jonkvrouw
help-in-this-game = { $section } (in dit spel)
help-pd-volcano = Vulkaan: wie er een legt, haalt de draak er meteen naartoe. Niemand mag een figuur op een vulkaan zetten, en ook niet op de tegel waar de draak staat. Drakentegels die vóór de eerste vulkaan getrokken worden, gaan apart en worden weer in de stapel geschud zodra de eerste vulkaan ligt.
help-pd-flight = Drakentegel: na het plaatsen van de figuur vliegt de draak tot zes stappen, telkens naar een aangrenzende tegel waar hij in deze vlucht nog niet stond en die de fee niet bewaakt. Wie de tegel legde, kiest de eerste stap, de volgende speler de tweede, enzovoort om de beurt: klik bij jouw stap op een van de oplichtende tegels. Kan hij niet verder, dan stopt de vlucht eerder.
help-pd-eats = Op elke tegel waar de draak komt, eet hij elke figuur op, van wie dan ook: meeples, de grote meeple, de abt, bouwmeesters en varkens gaan terug naar de voorraad van hun eigenaar en scoren niets. Een bouwmeester of varken zonder meeple van zijn eigenaar in hetzelfde gebied gaat ook terug. Er wordt pas na de vlucht geteld.
help-pd-fairy = Fee: in plaats van een figuur te plaatsen zet je de fee bij een van je meeples, waar ook in het speelgebied. De eigenaar van die meeple krijgt aan het begin van elk van zijn beurten 1 punt, en 3 extra als het gebied van die meeple geteld wordt, gewonnen of niet. De draak komt nooit op de tegel van de fee. Vertrekt de meeple, dan blijft de fee daar alleen staan tot iemand haar verzet.
help-pd-portal = Magische poort: met deze tegel mag je je meeple, grote meeple of abt ook op een willekeurige andere tegel zetten, in een gebied dat niemand bezet en dat nog niet af is. Bouwmeesters en varkens gaan er nooit door.
help-pd-princess = Jonkvrouw: staan er in haar stad al ridders, dan mag je in plaats van een figuur te plaatsen één van hen terugsturen naar de voorraad van de eigenaar, van wie hij ook is.
help-pd-tiles = Eén drakentegel heeft een tunnel: de weg loopt onder de stad door en blijft één weg. Een andere heeft een klooster in een stad: klooster en stad zijn twee gebieden, elk met eigen figuren.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Na het spel: de analyse
help-review-text = Het eindscherm beoordeelt elke zet van het spel terwijl het getoond wordt, en een opgeslagen spel dat opnieuw geopend wordt, toont meteen zijn analyse. carcassonne review SPEL.ron toont hetzelfde in een terminal. In een begeleid spel wijst de begeleider je meteen op een zet die punten kost.

## Captions under the pictured tiles
caption-monastery = klooster
caption-garden = tuin
caption-spring = bron
caption-river = rivier
caption-lake = meer
caption-inn = herberg
caption-cathedral = kathedraal
caption-grain = graan
caption-volcano = vulkaan
caption-dragon-tile = draak
caption-magic-portal = magische poort
caption-princess = jonkvrouw
caption-monastery-in-city = klooster in een stad
caption-tunnel = tunnel

## Controls
help-controls = Besturing
help-controls-text = Klik op een groen vak om te leggen · R / rechtsklik draait · klik op een markering voor een figuur (nog eens voor de volgende figuur daar, of geen) · L: grote meeple · Spatie: geen figuur · Enter: bevestigen · Ctrl+Z: stap terug · H: zet voorstellen · T: resterende tegels · O: open gebieden · slepen: verschuiven · wiel: zoomen · F: laatst gelegde tegel tonen of het hele speelgebied tonen · F11: volledig scherm · Ctrl + plus / min: tekstgrootte
help-keyboard-text = Toetsenbord: pijltjestoetsen kiezen een vak · Enter legt de tegel daar · R draait hem · Tab / Shift+Tab: de plekken voor figuren · Enter bevestigt · Spatie: geen figuur · Esc neemt een stap terug · M: geluid aan of uit
