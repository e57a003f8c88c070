# `dicepad serve --web ORDNER`: die Dateien der Browser-App von Adresse und Port der Räume aus.

cli-serve-arg-web = Bedient außerdem die Browser-App aus diesem Ordner (ihre index.html, .js und .wasm, wie ./scripts/web.sh sie baut) auf derselben Adresse und demselben Port: http://ADRESSE/ (https:// mit --tls-cert) öffnet die Seite, deren WebSocket die Räume hier spielt.
cli-serve-arg-web-value = ORDNER

## Warum --web ORDNER nicht bedient werden kann (gesagt, bevor der Server lauscht).
net-web-folder = die Browser-App lässt sich nicht aus { $dir } bedienen: { $why }
net-web-not-folder = die Browser-App lässt sich nicht aus { $dir } bedienen: das ist kein Ordner
net-web-no-index = die Browser-App lässt sich nicht aus { $dir } bedienen: darin liegt keine index.html (bau die Browser-App erst dort hinein)
