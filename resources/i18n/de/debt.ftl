# Der Name eines Bot-Platzes ohne eigenen Namen (ein Netzwerkraum speichert ihn leer, jedes
# Fenster schreibt ihn in seiner Sprache): die Stufe ist ihr Schlüssel (Easy, Normal, Strong),
# wie bei seat-bot-*.
seat-bot-n = Bot { $n } ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})
