# `dicepad serve --web DIR`: the browser app's files served from the rooms' address and port.

cli-serve-arg-web = Also serve the browser app from this folder (its index.html, .js and .wasm, as ./scripts/web.sh builds them) on the same address and port: http://ADDR/ (https:// with --tls-cert) opens the page, whose WebSocket plays the rooms here.
cli-serve-arg-web-value = DIR

## Why --web DIR cannot be served (said before the server listens).
net-web-folder = cannot serve the browser app from { $dir }: { $why }
net-web-not-folder = cannot serve the browser app from { $dir }: it is not a folder
net-web-no-index = cannot serve the browser app from { $dir }: it holds no index.html (build the browser app into it first)
