# De netwerkverbinding van het venster (src/net/remote_link.rs): doorverwijzingen tussen servers.

wn-redirect-loop = de servers hebben dit spel { $n ->
    [one] één keer
   *[other] { $n } keer
} achter elkaar doorgestuurd zonder dat er een het overnam (laatst naar { $address }); probeer het later nog eens
wn-redirect-bad = een server heeft dit spel doorgestuurd naar een adres dat van geen enkele server is
wn-moved = de kamer staat op een andere server ({ $address })
