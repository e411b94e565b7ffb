# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Bo".

tutorial-you = Jij
tutorial-bo = Bo

## The panel
tutorial-heading = Zo speel je
tutorial-subtitle = Een demonstratie: hier wordt niets geteld of opgeslagen.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Stap { $number } van { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Jouw tegel: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Geweigerd door de regels. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Teruggenomen: { $why }
tutorial-back = ◀ Terug
tutorial-try-again = Opnieuw
tutorial-next = Volgende ▶
tutorial-finish = Klaar
tutorial-leave-to-game = Stoppen: terug naar het spel
tutorial-leave-to-new-game = Stoppen: terug naar het nieuwe spel
tutorial-controls = Klik op een vak om de tegel te leggen · R of rechtsklik draait hem · klik op een markering voor een figuur · Enter bevestigt · wijs een gebied aan om het te markeren
# What the move showed, then what Bo did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Leg een tegel
step-1-sentence = Elke rand die een nieuwe tegel raakt, moet passen: stad aan stad, weg aan weg, weide aan weide.
step-1-todo = Je tegel is helemaal stad. Probeer hem eerst onder de starttegel (het oranje vak): hij wordt geweigerd. Leg hem dan waar stad aan stad grenst, en bevestig.
step-1-accepted = Geaccepteerd: zijn rand raakt de stad van de starttegel, stad aan stad.

## Step 2
step-2-title = Een stad van 8 punten
step-2-sentence = Een afgebouwde stad scoort 2 per tegel en 2 per wapen: drie tegels en één wapen maken 8.
step-2-todo-claim = Leg de tegel zo dat de stad van de starttegel groeit, en bezet haar: klik op de markering in de stad voor een ridder en bevestig.
step-2-reply = Bo legt er een weg naast.
step-2-todo-close = Bouw de stad af: leg je tegel waar haar muren rondom sluiten.
step-2-no-figure = Bezet de stad terwijl je de tegel legt: klik op de markering in de stad (daar staat een ridder) en bevestig.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = Dat is een { $figure }: zet je ridder in de stad.
step-2-wrong-city = Je ridder moet in de stad staan die vanaf de starttegel groeit.
# $tiles, $arms: numbers.
step-2-claimed = Je ridder bezet een stad van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    } met { $arms ->
        [one] 1 wapen
       *[other] { $arms } wapens
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Afgebouwd: { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    } en { $arms ->
        [one] 1 wapen
       *[other] { $arms } wapens
    } maken 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Bouw de stad af: haar muren moeten rondom sluiten (het gemarkeerde vak).

## Step 3
step-3-title = Weiden en boeren
step-3-sentence = Een boer scoort aan het einde: 3 voor elke afgebouwde stad die zijn weide raakt; een onafgebouwde stad levert niets op.
step-3-todo = De weide ten noorden van de weg raakt twee afgebouwde steden en één onafgebouwde. Leg de weg op een gemarkeerd vak en leg een boer in die weide.
step-3-no-figure = Leg een boer in de weide ten noorden van de weg: klik op de markering die daar ligt en bevestig.
step-3-not-field = Dat is een { $figure }: een boer ligt in een weide.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = Die weide raakt { $cities ->
        [0] geen afgebouwde stad
        [one] 1 afgebouwde stad
       *[other] { $cities } afgebouwde steden
    }: leg de boer in de weide ten noorden van de weg, naast de steden.
# $points: what the field is worth.
step-3-accepted = Gemarkeerd: de weide raakt twee afgebouwde steden en één onafgebouwde, dus ze is aan het einde { $points ->
        [one] 1 punt
       *[other] { $points } punten
    } waard.

## Step 4
step-4-title = Zeven meeples
step-4-sentence = Je hebt zeven meeples: een ridder, struikrover of monnik komt terug als zijn gebied geteld wordt; een boer blijft tot het einde in zijn weide.
step-4-todo = Je ridder bezet de stad, je boer ligt in de weide. Bouw de stad af.
step-4-not-closed = Bouw de stad af die je ridder bezet (het gemarkeerde vak).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Je ridder is terug: { $count } van 7 meeples in je voorraad. { $farmers ->
        [one] Je boer blijft tot het einde in zijn weide.
       *[other] Je boeren blijven tot het einde in hun weiden.
    }

## Step 5
step-5-title = Verbinden mag
step-5-sentence = Niemand bezit een deel van het speelgebied: een tegel mag wegen of steden verbinden die apart bezet zijn, en bij de telling krijgt iedereen met de meeste meeples het volle aantal.
step-5-todo = Leg de bocht waar jouw weg en die van Bo samenkomen. Op de verbonden weg mag geen struikrover: die is al bezet.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Verbonden en afgebouwd: een weg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }, met ieder één struikrover, dus jullie scoren allebei het volle aantal: { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }.
step-5-not-joined = Leg de bocht waar jouw weg en die van Bo samenkomen (het gemarkeerde vak).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Stad van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }{ $arms ->
        [0] {""}
        [one] , 1 wapen
       *[other] , { $arms } wapens
    }
note-road = Weg van { $tiles ->
        [one] 1 tegel
       *[other] { $tiles } tegels
    }
note-field = Weide { $cities ->
        [0] zonder afgebouwde stad
        [one] aan 1 afgebouwde stad
       *[other] aan { $cities } afgebouwde steden
    }
note-monastery = Klooster
note-garden = Tuin
# The feature's worth after the note; $points.
note-worth-at-end = { $points } aan het einde
note-worth-when-completed = { $points } wanneer afgebouwd
note-worth = { $points } waard
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Eerste beurt van { $name }: leg de tegel op een groen vak, waar elke rand die hij raakt past (R draait hem).
coach-place-purist = Eerste beurt van { $name }: leg de tegel waar elke rand die hij raakt past; waar dat niet zo is, zeggen de regels waarom (R draait hem).
coach-claim = De oplichtende randen passen. Elke markering zegt wat haar gebied is: klik erop om daar een figuur te zetten, of druk op Spatie voor geen.
coach-claim-values = De oplichtende randen passen. Elke markering zegt wat haar gebied is en wat het waard is: klik erop om daar een figuur te zetten, of druk op Spatie voor geen.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Je { $figure } zou het gemarkeerde gebied ({ $feature }) bezetten. Enter bevestigt; alles wat de tegel afbouwt, wordt meteen geteld.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, die zet kostte ongeveer { $points ->
        [one] 1 punt
       *[other] { $points } punten
    }. Beter: { $better }.
coach-costly-quiet = Geen meldingen meer hierover
coach-costly-quiet-tip = De begeleider wijst je de rest van dit spel niet meer op zetten die punten kosten. De analyse op het eindscherm toont ze nog wel.
