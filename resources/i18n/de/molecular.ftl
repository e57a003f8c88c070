# Molecular Structures: Ablehnungen, Aufforderungen, Protokollzeilen, Wertung, Spielblatt und Knöpfe.

game-molecular-structures-blurb = Wähle Würfel und baue Moleküle: Jede Zahl will genau so viele Bindungen.

ms-seats = Molecular Structures ist für 2 bis 8 Personen, nicht für { $seats }
ms-cell-empty = nichts
ms-cell-x = X

ms-refuse-over = Das Spiel ist vorbei.
ms-refuse-dice-by-hand = Würfelergebnisse kommen von den Würfeln, nicht von einem Spieler.
ms-refuse-wait-dice = Warte, bis die Würfel liegen.
ms-refuse-reroll-only-six = Nur eine aus dem Vorrat genommene 6 darf neu gewürfelt werden.
ms-refuse-setup-not-left = Deine noch zu schreibenden Startwürfel zeigen { $left }; keiner davon ist eine { $v }.
ms-refuse-not-in-pool = Im Vorrat ist keine { $v }.
ms-refuse-one-useless = Eine 1 passt in kein Feld, und deine roten Kästchen sind alle angekreuzt.
ms-refuse-six-useless = Eine 6 nützt dir nichts: Keine Zahl von 1 bis 5 passt irgendwo, und ein X braucht ein grünes Kästchen und ein freies Feld.
ms-refuse-fits-nowhere = Eine { $v } passt in kein Feld deines Blatts.
ms-refuse-fits-nowhere-because = Eine { $v } passt in kein Feld deines Blatts. Zum Beispiel: { $why }
ms-refuse-holding = Du hältst schon eine { $v }: Schreib sie erst (oder nutze ihre Kästchen).
ms-refuse-place-x-first = Du hast ein grünes Kästchen angekreuzt: Schreib erst das X in ein Feld.
ms-refuse-not-now-take = Jetzt ist nicht der Moment, einen Würfel zu nehmen.
ms-refuse-six-never-written = Eine 6 wird nie geschrieben: Kreuze ein grünes Kästchen an, um ein X zu schreiben, oder würfle sie neu.
ms-refuse-pick-first = Nimm zuerst einen Würfel und wähle dann sein Feld.
ms-refuse-nothing-to-write = Gerade gibt es nichts zu schreiben.
ms-refuse-no-hex = Es gibt kein Feld { $hex } auf dem Blatt.
ms-refuse-setup-blue = Die Startwürfel kommen in die blauen Felder ({ $blue }).
ms-refuse-red-none = Alle deine roten Kästchen sind angekreuzt.
ms-refuse-pool-empty = Der Vorrat ist leer: Es gibt nichts neu zu würfeln.
ms-refuse-red-rerolled-one = Eine 1 aus dem Neuwurf einer 6 muss geschrieben werden: Rote Kästchen gehören zu einer 1 aus dem Vorrat.
ms-refuse-red-not-now = Ein rotes Kästchen darfst du nur direkt nach dem Nehmen einer 1 aus dem Vorrat ankreuzen.
ms-refuse-green-none = Alle deine grünen Kästchen sind angekreuzt.
ms-refuse-x-nowhere = Ein X passt in kein Feld: Jedes freie Feld grenzt an eine Zahl, die schon voll ist.
ms-refuse-green-not-now = Ein grünes Kästchen darfst du nur direkt nach dem Nehmen einer 6 aus dem Vorrat ankreuzen.
ms-block-filled = In Feld { $at } steht schon { $cell }.
ms-block-own = Feld { $at } grenzt schon an { $connections } beschriebene Felder, eine { $value } dort hätte also { $connections } Bindungen, mehr als { $value }.
ms-block-neighbour = In Feld { $at } steht eine { $value }, und sie bekäme { $connections } Bindungen.

ms-chance-count = { $action }: Dieser Wurf hat { $want } Würfel, nicht { $given }
ms-chance-faces = { $action }: Jeder Würfel zeigt 1 bis 6
ms-chance-not-roll = `{ $action }` ist kein Wurf; die Würfel rollen

ms-score-complete = { $count ->
    [one] 1 vollständiges Feld
   *[other] { $count } vollständige Felder
} mit { $n }
ms-score-red = { $count ->
    [one] 1 rotes Kästchen
   *[other] { $count } rote Kästchen
} übrig
ms-score-green = { $count ->
    [one] 1 grünes Kästchen
   *[other] { $count } grüne Kästchen
} übrig

ms-prompt-setup-roll = Die Startwürfel rollen …
ms-prompt-setup-take = { $name }: Nimm einen Startwürfel für ein blaues Feld.
ms-prompt-setup-write = { $name }: Schreib die { $v } in ein freies blaues Feld.
ms-prompt-round-roll = Der Vorrat wird gewürfelt …
ms-prompt-take = { $name }: Nimm einen Würfel (Runde { $round }, Durchgang { $pass } von 2).
ms-prompt-one-or-red = { $name }: Schreib die 1 oder kreuze ein rotes Kästchen an, um den Vorrat neu zu würfeln oder auszusetzen.
ms-prompt-one = { $name }: Schreib die 1.
ms-prompt-six = { $name }: Kreuze ein grünes Kästchen für ein X an oder würfle die 6 neu.
ms-prompt-write = { $name }: Schreib die { $v } in ein Feld.
ms-prompt-six-roll = Neuer Wurf für { $six } …
ms-prompt-place-x = { $name }: Schreib das X in ein Feld.
ms-prompt-pool-reroll = Der Vorrat wird neu gewürfelt …
ms-prompt-over = Spielende: { $result }

# Die aus dem Vorrat genommene 6 eines Platzes, die neu gewürfelt wird. $whose ist der englische
# Genitiv von $name; Deutsch sagt es mit „von“ (der Selektor macht nur beide Argumente zu denen
# dieser Nachricht).
ms-six-of = { $whose ->
   *[other] die 6 von { $name }
}
ms-log-setup = Startwürfel { $dice }
ms-log-pool = Runde { $round }: Vorrat { $dice }
ms-log-pool-reroll = der Vorrat wird neu gewürfelt: { $dice }
ms-log-six-again = neuer Wurf für { $six }: wieder eine 6
ms-log-six-lost = neuer Wurf für { $six }: eine { $v }, die nirgends passt, also verloren
ms-log-six = neuer Wurf für { $six }: eine { $v }
ms-log-take = nimmt eine { $v }
ms-log-write = schreibt { $mark } in { $hex }
ms-log-red-reroll = kreuzt ein rotes Kästchen an und würfelt den Vorrat neu
ms-log-red-skip = kreuzt ein rotes Kästchen an und schreibt nichts
ms-log-green = kreuzt ein grünes Kästchen für ein X an
ms-log-reroll = würfelt die 6 neu
ms-log-dice = { $dice }
ms-log-out = { $action }; { $name } scheidet aus
ms-log-leave = { $action } (die Würfel { $dice } verlassen das Spiel)

ms-button-take-setup = Start-{ $v } nehmen
ms-button-take = Eine { $v } nehmen
ms-button-write-x = X in { $hex } schreiben
ms-button-write = { $mark } in { $hex } schreiben
ms-button-hex = Feld { $hex }
ms-button-red-reroll = Rotes Kästchen: Vorrat neu würfeln
ms-button-red-skip = Rotes Kästchen: nichts schreiben
ms-button-green = Grünes Kästchen: ein X schreiben
ms-button-reroll = Die 6 neu würfeln
ms-button-dice = Würfel { $dice }

ms-tray-to-write = zu schreiben
ms-tray-hand-x = in der Hand: ein X
ms-tray-hand = in der Hand
ms-tray-left-game = aus dem Spiel
ms-status-setup = Vorbereitung
ms-status-round = Runde { $round } · { $pass ->
    [1] erster Durchgang
   *[other] zweiter Durchgang
}
ms-status-round-in = Runde { $round } · { $pass ->
    [1] erster Durchgang
   *[other] zweiter Durchgang
} · { $in } von { $seats } noch dabei
ms-first-player = Startspieler dieser Runde: { $name }
ms-out = Ausgeschieden: { $names }
ms-holds = { $name } hält eine { $v }.
ms-holds-x = { $name } hält eine 6, die als X geschrieben wird.
ms-what-x = das X
ms-what = die { $v }
ms-how-write = Klicke auf ein Feld deines Blatts, um { $what } zu schreiben.
ms-how-write-outlined = Klicke auf ein Feld deines Blatts, um { $what } zu schreiben (die passenden Felder sind umrandet).
ms-how-take = Klicke auf einen Würfel in der Schale, um ihn zu nehmen.

ms-note-not-turn = Dieses Blatt ist nicht am Zug: Nur wer am Zug ist, schreibt jetzt.
ms-note-nothing = Hier gibt es in diesem Schritt nichts zu tun.
ms-note-paper = Papier um die Felder: Zahlen kommen in die Felder, und die roten und grünen Kästchen werden angekreuzt, wenn eine genommene 1 oder 6 es verlangt.
ms-sheet-points-blank = ____ Pkt.
ms-sheet-points = { $points } Pkt.
ms-sheet-out = RAUS

ms-figure-bonds = Die 3 in der Mitte hat drei Bindungen, zu den beiden 1en und der 2, die einander nicht berühren: Die 3 ist vollständig (Haken), ebenso jede 1 mit ihrer einen Bindung. Die 2 hat eine von zwei Bindungen: noch offen. Die 3 in der Ecke will mehr Bindungen, als sie Nachbarn hat, kann also nie vollständig werden: kleines rotes ×. Die 17 Punkte des Bogens sind 3 + 1 + 1 für die vollständigen Felder und 2 für jedes der sechs nicht angekreuzten Kästchen.
