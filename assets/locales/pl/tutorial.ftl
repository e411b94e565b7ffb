# The demonstration ("How to play"): its panel, its five steps, what it
# says of the learner's moves. The learner is "You", the other seat "Kuba" (a name that declines: trakt Kuby, z Kubą).

tutorial-you = Ty
tutorial-bo = Kuba

## The panel
tutorial-heading = Jak grać
tutorial-subtitle = Pokaz: nic tutaj nie jest liczone ani zapisywane.
# $number: this step; $count: all steps; $title: the step's title.
tutorial-step-title = Krok { $number } z { $count }: { $title }
# $tile: the tile in words (play.ftl's tile-part-…).
tutorial-your-tile = Twoja płytka: { $tile }
# $why: the rules' reason.
tutorial-refused-by-rules = Zasady na to nie pozwalają. { $why }
# $why: why the move misses the step's point.
tutorial-taken-back = Cofnięte: { $why }
tutorial-back = ◀ Wstecz
tutorial-try-again = Jeszcze raz
tutorial-next = Dalej ▶
tutorial-finish = Zakończ
tutorial-leave-to-game = Wyjdź: powrót do gry
tutorial-leave-to-new-game = Wyjdź: powrót do ekranu nowej gry
tutorial-controls = Kliknij miejsce, by położyć płytkę · R lub prawy przycisk ją obraca · kliknij znacznik, by postawić figurę · Enter zatwierdza · wskaż obszar, by go zaznaczyć
# What the move showed, then what Kuba did in reply.
tutorial-accepted-and-reply = { $words } { $reply }

## Step 1
step-1-title = Połóż płytkę
step-1-sentence = Każda krawędź, której dotyka nowa płytka, musi pasować: miasto do miasta, trakt do traktu, pole do pola.
step-1-todo = Twoja płytka to samo miasto. Najpierw spróbuj położyć ją pod płytką startową (pomarańczowe miejsce): zostanie odrzucona. Potem połóż ją tam, gdzie miasto styka się z miastem, i zatwierdź.
step-1-accepted = Przyjęte: jej krawędź styka się z miastem płytki startowej, miasto do miasta.

## Step 2
step-2-title = Miasto warte 8
step-2-sentence = Ukończone miasto daje 2 punkty za płytkę i 2 za proporzec: trzy płytki i jeden proporzec dają 8.
step-2-todo-claim = Połóż płytkę tak, by miasto z płytki startowej się powiększyło, i zajmij je: kliknij znacznik w mieście, by postawić rycerza, potem zatwierdź.
step-2-reply = Kuba kładzie obok trakt.
step-2-todo-close = Ukończ miasto: połóż płytkę tam, gdzie jego mury zamkną się dookoła.
step-2-no-figure = Zajmij miasto, kładąc płytkę: kliknij znacznik w jej mieście (stoi tam rycerz), potem zatwierdź.
# $figure: the figure's name where it stands (figure-... in game.ftl).
step-2-not-city = To jest { $figure }: postaw rycerza w mieście.
step-2-wrong-city = Twój rycerz musi stanąć w mieście, które rośnie od płytki startowej.
# $tiles, $arms: numbers.
step-2-claimed = Twój rycerz zajmuje miasto: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }, { $arms ->
        [one] 1 proporzec
        [few] { $arms } proporce
        [many] { $arms } proporców
       *[other] { $arms } proporca
    }.
# $tiles, $arms: numbers; $points: their sum doubled.
step-2-closed = Ukończone: { $tiles ->
        [one] 1 płytka
        [few] { $tiles } płytki
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    } i { $arms ->
        [one] 1 proporzec
        [few] { $arms } proporce
        [many] { $arms } proporców
       *[other] { $arms } proporca
    } dają 2 × { $tiles } + 2 × { $arms } = { $points }.
step-2-not-closed = Ukończ miasto: jego mury muszą zamknąć się dookoła (zaznaczone miejsce).

## Step 3
step-3-title = Pola i chłopi
step-3-sentence = Chłop zdobywa punkty na koniec gry: 3 za każde ukończone miasto graniczące z jego polem; nieukończone miasto nic nie daje.
step-3-todo = Pole na północ od traktu graniczy z dwoma ukończonymi miastami i jednym nieukończonym. Połóż trakt na zaznaczonym miejscu i postaw chłopa na tym polu.
step-3-no-figure = Postaw chłopa na polu na północ od traktu: kliknij leżący tam znacznik, potem zatwierdź.
step-3-not-field = To jest { $figure }: chłop kładzie się na polu.
# $cities: completed cities the chosen field touches.
step-3-wrong-field = To pole { $cities ->
        [0] nie graniczy z żadnym ukończonym miastem
        [one] graniczy z 1 ukończonym miastem
        [few] graniczy z { $cities } ukończonymi miastami
        [many] graniczy z { $cities } ukończonymi miastami
       *[other] graniczy z { $cities } ukończonego miasta
    }: postaw chłopa na polu na północ od traktu, obok miast.
# $points: what the field is worth.
step-3-accepted = Zaznaczone pole graniczy z dwoma ukończonymi miastami i jednym nieukończonym, więc na koniec gry jest warte { $points ->
        [one] 1 punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }.

## Step 4
step-4-title = Siedmiu podwładnych
step-4-sentence = Masz siedmiu podwładnych: rycerz, rozbójnik lub mnich wraca, gdy jego obszar zostanie podliczony; chłop zostaje na polu do końca gry.
step-4-todo = Twój rycerz zajmuje miasto, twój chłop leży na polu. Ukończ miasto.
step-4-not-closed = Ukończ miasto, które zajmuje twój rycerz (zaznaczone miejsce).
# $count: followers in supply; $farmers: the learner's farmers on the map.
step-4-accepted = Twój rycerz wrócił: { $count } z 7 podwładnych w rezerwie. { $farmers ->
        [one] Twój chłop zostaje
        [few] Twoi chłopi zostają
        [many] Twoi chłopi zostają
       *[other] Twoi chłopi zostają
    } na polu do końca gry.

## Step 5
step-5-title = Łączenie jest dozwolone
step-5-sentence = Nikt nie jest właścicielem części planszy: płytka może połączyć trakty lub miasta zajęte osobno, a przy podliczaniu każdy prowadzący gracz dostaje pełne punkty.
step-5-todo = Połóż zakręt tam, gdzie spotykają się twój trakt i trakt Kuby. Na połączonym trakcie nie może stanąć rozbójnik: jest już zajęty.
# $tiles: the road's length; $points: each player's score.
step-5-accepted = Połączony i ukończony: trakt z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }, po jednym rozbójniku na gracza, więc oboje dostajecie pełne punkty: po { $points ->
        [one] 1 punkcie
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }.
step-5-not-joined = Połóż zakręt tam, gdzie spotykają się twój trakt i trakt Kuby (zaznaczone miejsce).

## The coach (a player's first turns)
# What a claim marker says of its feature. $tiles, $arms, $cities: numbers.
note-city = Miasto z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }{ $arms ->
        [0] {""}
        [one] , 1 proporzec
        [few] , { $arms } proporce
        [many] , { $arms } proporców
       *[other] , { $arms } proporca
    }
note-road = Trakt z { $tiles ->
        [one] 1 płytki
        [few] { $tiles } płytek
        [many] { $tiles } płytek
       *[other] { $tiles } płytki
    }
note-field = Pole { $cities ->
        [0] bez ukończonych miast obok
        [one] przy 1 ukończonym mieście
        [few] przy { $cities } ukończonych miastach
        [many] przy { $cities } ukończonych miastach
       *[other] przy { $cities } ukończonego miasta
    }
note-monastery = Klasztor
note-garden = Ogród
# The feature's worth after the note; $points.
note-worth-at-end = { $points } na koniec gry
note-worth-when-completed = { $points } po ukończeniu
note-worth = wartość: { $points }
# $note: the feature; $worth: one of the three above.
note-with-worth = { $note } · { $worth }
# $name: the player on their first turn.
coach-place = Pierwsza tura: { $name }. Połóż płytkę na zielonym miejscu, gdzie pasuje każda stykająca się krawędź (R ją obraca).
coach-place-purist = Pierwsza tura: { $name }. Połóż płytkę tam, gdzie pasuje każda stykająca się krawędź; jeśli nie pasuje, zasady powiedzą dlaczego (R ją obraca).
coach-claim = Podświetlone krawędzie pasują. Każdy znacznik mówi, czym jest jego obszar: kliknij jeden, by postawić tam figurę, albo naciśnij Spację, by nie stawiać żadnej.
coach-claim-values = Podświetlone krawędzie pasują. Każdy znacznik mówi, czym jest jego obszar i ile jest wart: kliknij jeden, by postawić tam figurę, albo naciśnij Spację, by nie stawiać żadnej.
# $figure: the figure's name where it stands; $feature: a feature word.
coach-chosen = Ta figura ({ $figure }) zajęłaby zaznaczony obszar ({ $feature }). Enter zatwierdza; wszystko, co płytka ukończy, zostanie od razu podliczone.
# After a costly move in a coached game: $name: the player; $points: about how many points the move gave away (rounded); $better: what the better move does (reason-* words, joined).
coach-costly = { $name }, ten ruch kosztował około { $points ->
        [one] 1 punktu
        [few] { $points } punktów
        [many] { $points } punktów
       *[other] { $points } punktu
    }. Lepiej: { $better }.
coach-costly-quiet = Bez takich uwag
coach-costly-quiet-tip = Trener nie będzie już do końca tej gry wskazywał ruchów, które kosztują punkty. Analiza na ekranie końcowym nadal je pokaże.
