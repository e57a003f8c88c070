# `dicepad serve --web MAP`: de bestanden van de browser-app vanaf het adres en de poort van de kamers.

cli-serve-arg-web = Bedient ook de browser-app uit deze map (haar index.html, .js en .wasm, zoals ./scripts/web.sh ze bouwt) op hetzelfde adres en dezelfde poort: http://ADRES/ (https:// met --tls-cert) opent de pagina, waarvan de WebSocket hier de kamers speelt.
cli-serve-arg-web-value = MAP

## Waarom --web MAP niet kan worden bediend (gezegd voordat de server luistert).
net-web-folder = de browser-app kan niet worden bediend uit { $dir }: { $why }
net-web-not-folder = de browser-app kan niet worden bediend uit { $dir }: dat is geen map
net-web-no-index = de browser-app kan niet worden bediend uit { $dir }: er staat geen index.html in (bouw de browser-app er eerst in)
