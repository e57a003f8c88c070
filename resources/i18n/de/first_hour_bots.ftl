# Der Tipp von Black Molly: die Bots schauen bis zum Ende der Runde (über alle Würfe des W4 gemittelt).
bm-hint-expects-fish = Tipp: { $action } (der Bot erwartet nach dieser Runde etwa { $value } übrige Fische)
bm-hint-expects-old = Tipp: { $action } (der Bot gibt dem alten Fisch etwa { $value } %, diese Runde zu überleben)
bm-hint-risk-machine = Risiko: Eine { $n } auf dem W4 schaltet Maschine { $n } ein, und sie erwischt am Ende der Runde den Fisch auf { $card }.
