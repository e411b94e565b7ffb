# Rules help (F1): a turn, scoring, the expansions with their pictures'
# captions, controls.

help-title = Zasady (F1)
help-demonstration = Jak grać: pokaz
help-demonstration-tip = Połóż kilka płytek samodzielnie; nic nie jest liczone ani zapisywane.

## A turn
help-turn = Tura
help-turn-1 = 1. Dobierz płytkę i połóż ją tak, by stykała się krawędzią z planszą, a każda stykająca się krawędź pasowała (trakt do traktu, miasto do miasta, pole do pola). Jeśli płytka nigdzie nie pasuje, odkładasz ją i dobierasz ponownie.
help-turn-2 = 2. Możesz postawić jedną figurę ze swojej rezerwy na trakcie, w mieście, w klasztorze lub na polu tej płytki, jeśli na całym połączonym obszarze nie ma jeszcze żadnej figury.
help-turn-3 = 3. Każdy obszar ukończony tą płytką jest od razu podliczany, a jego figury wracają do rezerwy. Chłopi zostają do końca gry.

## Scoring tables
help-scoring = Punktacja
help-column-feature = Obszar
help-column-completed = Po ukończeniu
help-column-unfinished = Nieukończone na koniec gry
help-road = Trakt
help-city = Miasto
help-monastery = Klasztor
help-garden = Ogród (Opat)
help-field = Pole
help-per-tile = 1 za płytkę
help-two-per-tile = 2 za płytkę
help-city-completed = 2 za płytkę + 2 za proporzec
help-city-unfinished = 1 za płytkę + 1 za proporzec
help-monastery-completed = 9 (8 sąsiednich płytek)
help-garden-completed = 9
help-cloister-unfinished = 1 + 1 za sąsiednią płytkę
help-field-completed = —
help-field-end = 3 za każde graniczące ukończone miasto
help-majority = Gracz z największą liczbą podwładnych na obszarze bierze wszystkie punkty; przy remisie każdy dostaje je w całości. Płytka liczy się raz na obszar.

## The Abbot
help-abbot = Opat
help-abbot-text = Zamiast podwładnego możesz postawić opata w klasztorze lub ogrodzie nowej płytki; albo, zamiast stawiać figurę, zabrać go i od razu dostać 1 punkt + 1 za każdą sąsiednią płytkę.

## The River
help-river = Rzeka
help-river-text = Najpierw dobiera się płytki rzeki, od źródła do jeziora; rzeka musi płynąć dalej i nie może skręcić dwa razy z rzędu w tę samą stronę.

## Inns & Cathedrals
help-inns = Karczmy i katedry
help-road-inn = Trakt z karczmą
help-city-cathedral = Miasto z katedrą
help-cathedral-completed = 3 za płytkę + 3 za proporzec
help-inns-text = Druga karczma lub katedra nic nie dodaje. Duży podwładny staje tam, gdzie zwykły (nigdy w ogrodzie), i przy ustalaniu przewagi liczy się jak dwóch podwładnych; jego punkty nie są podwajane. Naciśnij L albo kliknij jego znacznik ponownie, by go wybrać. Może dołączyć szósty gracz (różowy).

## Traders & Builders
help-traders = Kupcy i Budowniczowie
help-goods-text = Towary: kto położy płytkę kończącą miasto, bierze po jednym żetonie za każdy symbol towaru w tym mieście (drób, zboże, sukno), niezależnie od tego, kto je zajmuje. Na koniec gry największa liczba żetonów danego rodzaju daje 10 punktów (przy remisie dostają je wszyscy remisujący; gdy nikt nie ma żetonów, nikt).
help-builder-text = Budowniczy: postaw go na trakcie lub w mieście nowej płytki, gdzie jest już twój podwładny. Gdy później rozbudujesz ten trakt lub miasto, od razu rozgrywasz drugą turę (nigdy trzecią). Wraca, gdy jego obszar zostanie podliczony.
help-pig-text = Świnia: postaw ją na polu nowej płytki, gdzie jest już twój chłop. Gdy zostanie ukończone miasto z proporcem graniczące z tym polem, świnia daje ci 3 punkty za każde ukończone miasto przy tym polu i wraca.

## Księżniczka i smok
help-princess-dragon = Księżniczka i smok
help-in-this-game = { $section } (w tej grze)
help-pd-volcano = Wulkan: kto go kładzie, od razu sprowadza na niego smoka. Nikt nie może postawić figury na wulkanie ani na płytce, na której stoi smok. Płytki ze smokiem dobrane przed pierwszym wulkanem czekają z boku i wracają do stosu, gdy pojawi się wulkan.
help-pd-flight = Płytka ze smokiem: po etapie stawiania figury smok wykonuje do sześciu kroków, każdy na sąsiednią płytkę, na której nie stał w tym locie i której nie strzeże wróżka. Kto położył płytkę, wybiera pierwszy krok, następny gracz drugi i tak dalej po kolei: gdy przypada twój krok, kliknij jedną z podświetlonych płytek. Gdy smok nie ma dokąd lecieć, lot kończy się wcześniej.
help-pd-eats = Smok zjada każdą figurę na każdej płytce, na którą wlatuje, niezależnie od właściciela: podwładni, duży podwładny, opat, budowniczowie i świnie wracają do rezerwy właściciela i nic nie zdobywają. Budowniczy lub świnia bez podwładnego swojego właściciela też wraca. Punktacja następuje po locie.
help-pd-fairy = Wróżka: zamiast stawiać figurę, postaw wróżkę przy jednym ze swoich podwładnych, gdziekolwiek na planszy. Właściciel tego podwładnego dostaje 1 punkt na początku każdej swojej tury i 3 dodatkowe, gdy obszar tego podwładnego zostanie podliczony, niezależnie od tego, czy ma na nim przewagę. Smok nigdy nie wlatuje na płytkę wróżki. Gdy podwładny odejdzie, wróżka zostaje tam sama, dopóki ktoś jej nie przestawi.
help-pd-portal = Magiczny portal: z tą płytką możesz postawić swojego podwładnego, dużego podwładnego lub opata na dowolnej innej płytce, na obszarze, którego nikt nie zajmuje i który nie jest jeszcze ukończony. Budowniczy i świnia nigdy przez niego nie przechodzą.
help-pd-princess = Księżniczka: jeśli w jej mieście są już rycerze, możesz zamiast stawiać figurę odesłać jednego z nich, czyjegokolwiek, do rezerwy jego właściciela.
help-pd-tiles = Jedna płytka ze smokiem ma tunel: trakt biegnie pod miastem i pozostaje jednym traktem. Inna ma klasztor w mieście: klasztor i miasto to dwa obszary, każdy z własnymi figurami.

# The review after a game (the marks' thresholds follow in review-marks-help).
help-review = Po grze: analiza
help-review-text = Ekran końcowy ocenia każdy ruch gry, gdy jest wyświetlany, a zapisana gra otwarta ponownie od razu pokazuje swoją analizę. carcassonne review GRA.ron wypisuje to samo w terminalu. W grze z trenerem każdy ruch, który kosztował punkty, zostaje wskazany zaraz po wykonaniu.

## Captions under the pictured tiles
caption-monastery = klasztor
caption-garden = ogród
caption-spring = źródło
caption-river = rzeka
caption-lake = jezioro
caption-inn = karczma
caption-cathedral = katedra
caption-grain = zboże
caption-volcano = wulkan
caption-dragon-tile = smok
caption-magic-portal = magiczny portal
caption-princess = księżniczka
caption-monastery-in-city = klasztor w mieście
caption-tunnel = tunel

## Controls
help-controls = Sterowanie
help-controls-text = Kliknij zielone miejsce, by położyć płytkę · R / prawy przycisk: obrót · kliknij znacznik, by postawić figurę (ponownie: następna figura lub żadna) · L: duży podwładny · Spacja: bez figury · Enter: zatwierdź · Ctrl+Z: krok wstecz · H: podpowiedź ruchu · T: pozostałe płytki · O: otwarte obszary · przeciąganie: przesuwanie · kółko: powiększenie · F: ostatnia płytka lub cała plansza · F11: pełny ekran · Ctrl + plus / minus: rozmiar tekstu
help-keyboard-text = Klawiatura: strzałki wybierają miejsce · Enter kładzie tam płytkę · R ją obraca · Tab / Shift+Tab: pozycje figur · Enter zatwierdza · Spacja: bez figury · Esc cofa o krok · M: dźwięk wł./wył.
