# Czat przy stole sieciowym (poczekalnia i panel boczny), szybkie zwroty
# i oglądanie gry bez miejsca.

## Czat
chat-title = Czat
chat-title-unread = { $count ->
    [one] Czat (1 nowa)
    [few] Czat ({ $count } nowe)
   *[many] Czat ({ $count } nowych)
}
chat-fold-tip = Pokaż lub ukryj czat
chat-nothing-yet = Nikt jeszcze nic nie napisał.
chat-hint = Napisz coś…
chat-send = Wyślij

## Szybkie zwroty
chat-phrase-good-luck = Powodzenia i dobrej zabawy!
chat-phrase-well-played = Dobrze zagrane!
chat-phrase-your-turn = Twoja kolej!
chat-phrase-one-moment = Chwileczkę, proszę.
chat-phrase-thanks = Dzięki!
chat-phrase-oops = Ups!

## Oglądanie
net-join-watch = Tylko oglądaj (bez miejsca)
net-join-watch-tip = Widzisz planszę i wyniki w trakcie gry i możesz pisać na czacie, ale nie kładziesz płytek.
net-watching = Oglądasz. Tura: { $name }.
net-watching-lobby = Oglądasz tę grę.
net-spectators = { $count ->
    [one] Ogląda jedna osoba.
    [few] Oglądają { $count } osoby.
   *[many] Ogląda { $count } osób.
}

# The menu of the quick phrases on the side panel's chat.
chat-phrases = Szybkie zwroty
