# Versteviging, derde ronde: het stoelenboek, het logboek, woorden in de taal van de speler.
seat-book-file = De lijst van je netwerkspellen
seat-book-empty = er is een nieuwe lijst begonnen
seat-book-kept = De lijst van je netwerkspellen op schijf kon niet worden gelezen; die is daarom bewaard als { $kept } voordat de nieuwe werd geschreven.
seat-book-cannot-write = Het netwerkspel kon niet worden onthouden: { $why }
seat-book-json-io = het bestand kon niet worden gelezen
seat-book-json-syntax = de tekst heeft niet de vorm van de lijst
seat-book-json-data = een waarde is niet een die de lijst bevat
seat-book-json-eof = het bestand houdt te vroeg op
log-bad-filter = --log `{ $given }` is geen niveau (error, warn, info, debug, trace, off) en geen lijst van doel=niveau-aanwijzingen
log-rust-log-ignored = RUST_LOG `{ $value }` is niet begrepen en wordt genegeerd
log-no-file = geen logbestand in { $folder }: { $why }
log-rotation-failed = het logboek { $file } kon niet worden doorgeschoven ({ $why }); het gaat verder in hetzelfde bestand, tot { $limit } bytes
history-not-text = een opgeslagen tekst is geen geldige UTF-8
sim-bad-level = { $why }
sim-bot-stuck = de bot kon bij actie { $at } geen zet doen
sim-endless = het spel was na een miljoen acties nog niet afgelopen
sim-save = de spelstand kon niet worden geschreven: { $why }
sim-write = { $file } kan niet worden geschreven: { $why }
sim-thread-panicked = een thread van de botspellen stopte met een fout
option-arg-not-key-value = de optie `{ $option }` moet de vorm sleutel=waarde hebben
cli-progress-rendering = de pagina wordt getekend
cli-progress-percent = { $percent } %
