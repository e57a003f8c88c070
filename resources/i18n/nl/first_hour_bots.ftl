# De tip bij Black Molly: de bots kijken tot het eind van de ronde (gemiddeld over de worpen van de D4).
bm-hint-expects-fish = Tip: { $action } (de bot verwacht na deze ronde nog ongeveer { $value } vissen over te hebben)
bm-hint-expects-old = Tip: { $action } (de bot geeft de oude vis ongeveer { $value } % kans deze ronde te overleven)
bm-hint-risk-machine = Risico: een { $n } op de D4 zet machine { $n } aan, en die vangt aan het eind van de ronde de vis op { $card }.
