# The browser build (src/ui/web.rs): what a page does differently from the desktop window.
web-no-folders = A browser has no folders to show: your games and settings are kept in this browser's storage.
web-no-hosting = A browser cannot host a game: host it from the desktop app or a dicepad server, and join it here.
web-no-summaries = This browser cannot ask the server about this game yet; open it to see where it stands.
web-no-online-daily = The online daily challenge is not in the browser yet: play it from the desktop app.
web-upload-failed = The file could not be kept in this browser: { $why }
web-no-storage = This browser keeps no storage for this page (a private window may refuse it).
web-no-page = The page is not as dicepad expects it (its canvas or document is missing).
web-job-unknown = The background worker was handed a job it does not know: { $kind }
web-job-no-game = The background worker knows no game called { $game }.
web-job-unreadable = The background worker answered a { $kind } job in a form that cannot be read.
