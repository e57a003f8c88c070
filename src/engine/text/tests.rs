//! The catalogue's own checks: every language has every message with the same arguments, the
//! files parse, plurals pick the right forms, and nothing missing ever panics.

use super::catalog::resources;
use super::{from_locale, from_vars, Lang, Msg};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Every variable (`$name`) a pattern uses, through selectors, variants and nested placeables.
fn variables<'s>(pattern: &ast::Pattern<&'s str>, out: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars<'s>(e: &ast::Expression<&'s str>, out: &mut BTreeSet<&'s str>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars<'s>(e: &ast::InlineExpression<&'s str>, out: &mut BTreeSet<&'s str>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

/// Per language: message id → the variables it uses, and which file it is in.
fn catalogue() -> BTreeMap<Lang, BTreeMap<String, (String, BTreeSet<String>)>> {
    let mut out: BTreeMap<Lang, BTreeMap<String, (String, BTreeSet<String>)>> = BTreeMap::new();
    for r in resources() {
        let parsed = match fluent_syntax::parser::parse(r.source) {
            Ok(res) => res,
            Err((_, errors)) => panic!("{}/{} does not parse: {errors:?}", r.lang, r.file),
        };
        for entry in &parsed.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    let value = m.value.as_ref().unwrap_or_else(|| {
                        panic!("{}/{}: `{}` has no text", r.lang, r.file, m.id.name)
                    });
                    variables(value, &mut vars);
                    let vars = vars.into_iter().map(String::from).collect();
                    let old = out
                        .entry(r.lang)
                        .or_default()
                        .insert(m.id.name.to_string(), (r.file.to_string(), vars));
                    assert!(
                        old.is_none(),
                        "{}: `{}` is defined twice",
                        r.lang,
                        m.id.name
                    );
                }
                ast::Entry::Junk { content } => {
                    panic!("{}/{}: cannot read {content:?}", r.lang, r.file)
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments_and_file() {
    let all = catalogue();
    let english = &all[&Lang::En];
    assert!(
        english.len() > 90,
        "only {} English messages",
        english.len()
    );
    for lang in Lang::ALL {
        let other = all
            .get(&lang)
            .unwrap_or_else(|| panic!("no {lang} catalogue"));
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has ids English lacks: {extra:?}");
        for (id, (file, vars)) in english {
            let (f, v) = &other[id];
            assert_eq!(f, file, "{lang}: `{id}` is in {f}, in English in {file}");
            assert_eq!(
                v, vars,
                "{lang}: `{id}` takes other arguments than in English"
            );
        }
    }
}

#[test]
fn every_language_folder_is_a_language_dicepad_speaks() {
    // build.rs lists what it finds in resources/i18n; a folder no Lang names would not be read.
    let langs = super::catalog::FILES
        .iter()
        .chain(super::pages::FILES)
        .map(|(code, _, _)| *code);
    for code in langs {
        assert!(
            Lang::ALL.iter().any(|l| l.code() == code),
            "resources/i18n/{code} is no Lang"
        );
    }
    let read = resources().len() + super::pages::pages().len();
    assert_eq!(
        read,
        super::catalog::FILES.len() + super::pages::FILES.len()
    );
}

#[test]
fn files_are_the_same_in_every_language() {
    let files = |lang: Lang| -> BTreeSet<&str> {
        resources()
            .iter()
            .filter(|r| r.lang == lang)
            .map(|r| r.file)
            .collect()
    };
    for lang in Lang::ALL {
        assert_eq!(files(lang), files(Lang::En), "{lang}");
    }
}

#[test]
fn plurals_follow_each_language() {
    let points = |lang, n: i32| Msg::new("unit-points").int("n", n).render(lang);
    assert_eq!(points(Lang::En, 1), "1 point");
    assert_eq!(points(Lang::En, 2), "2 points");
    assert_eq!(points(Lang::En, 0), "0 points");
    assert_eq!(points(Lang::De, 1), "1 Punkt");
    assert_eq!(points(Lang::De, 7), "7 Punkte");
    assert_eq!(points(Lang::Nl, 1), "1 punt");
    assert_eq!(points(Lang::Nl, 7), "7 punten");
    let hexes = |lang, n: i32| {
        Msg::new("hc-score-ring")
            .int("count", n)
            .int("value", 3)
            .render(lang)
    };
    assert_eq!(hexes(Lang::En, 1), "1 filled hex worth 3");
    assert_eq!(hexes(Lang::En, 4), "4 filled hexes worth 3");
    assert_eq!(hexes(Lang::De, 4), "4 ausgemalte Felder zu je 3");
    assert_eq!(hexes(Lang::Nl, 1), "1 ingekleurd vakje van 3");
}

#[test]
fn nested_messages_are_worded_in_the_same_language_without_isolation_marks() {
    let m = Msg::new("result-solo-scores")
        .text("name", "Ann")
        .msg("total", Msg::new("unit-points").int("n", 42));
    assert_eq!(m.render(Lang::En), "Ann scores 42 points.");
    assert_eq!(m.render(Lang::De), "Ann erzielt 42 Punkte.");
    assert_eq!(m.render(Lang::Nl), "Ann scoort 42 punten.");
    for lang in Lang::ALL {
        let text = m.render(lang);
        assert!(
            !text.contains(['\u{2068}', '\u{2069}']),
            "{lang}: {text:?} has bidi isolation marks"
        );
    }
}

#[test]
fn a_missing_id_or_argument_falls_back_without_panicking() {
    // An id no language has: the id itself.
    assert_eq!(
        Msg::new("no-such-message").render(Lang::De),
        "no-such-message"
    );
    // An argument not given: not worded with a hole; the id shows instead.
    assert_eq!(Msg::new("unit-points").render(Lang::Nl), "unit-points");
    // Untranslated text reads the same in every language.
    assert_eq!(Msg::english("Hello").render(Lang::De), "Hello");
}

#[test]
fn the_thread_language_words_display_and_stays_on_its_thread() {
    let m = Msg::new("refuse-game-over");
    super::set_lang(Lang::De);
    assert_eq!(m.to_string(), "Das Spiel ist vorbei.");
    let other = std::thread::spawn(move || m.to_string()).join();
    assert_eq!(other.ok().as_deref(), Some("The game is over."));
    super::set_lang(Lang::En);
}

#[test]
fn locales_choose_the_language() {
    assert_eq!(from_locale("de_DE.UTF-8"), Lang::De);
    assert_eq!(from_locale("de_AT"), Lang::De);
    assert_eq!(from_locale("nl_BE"), Lang::Nl);
    assert_eq!(from_locale("nl_NL.UTF-8@euro"), Lang::Nl);
    assert_eq!(from_locale("en_GB.UTF-8"), Lang::En);
    assert_eq!(from_locale("fr_FR.UTF-8"), Lang::En);
    assert_eq!(from_locale("C"), Lang::En);
    assert_eq!(from_locale("POSIX"), Lang::En);
    let env = |pairs: &[(&str, &str)]| {
        let map: BTreeMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        from_vars(|name| map.get(name).cloned())
    };
    // LC_ALL wins over LC_MESSAGES, which wins over LANG; empty ones do not count.
    assert_eq!(
        env(&[
            ("LC_ALL", "nl_BE"),
            ("LC_MESSAGES", "de_DE"),
            ("LANG", "en_US")
        ]),
        Lang::Nl
    );
    assert_eq!(
        env(&[("LC_ALL", ""), ("LC_MESSAGES", "de_DE"), ("LANG", "nl_NL")]),
        Lang::De
    );
    assert_eq!(env(&[("LANG", "de_CH.UTF-8")]), Lang::De);
    assert_eq!(env(&[]), Lang::En);
}

/// Files that may still hold English a player could read, each with why; a `*` stands for one
/// folder name, so the files every game has are one entry. Every other `.rs` file under `src/`
/// (test files aside) is held to the catalogue: a new file starts out linted. A file that lints
/// clean must come off this list (a test checks every file an entry names), so the list only
/// shrinks.
const NOT_CONVERTED: &[(&str, &str)] = &[
    (
        "src/conformance.rs",
        "the conformance harness every game's tests run: its messages are test failures",
    ),
    (
        "src/crash.rs",
        "printed while the program is crashing: kept to the simplest path",
    ),
    (
        "src/games/*/data.rs",
        "checks of a game's data files: errors for developers, never met in play (Black Molly's notation words a bad aquarium itself)",
    ),
    (
        "src/games/*/mod.rs",
        "a game's registry entry: its English name, blurb and option labels (the window and CLI word them from the catalogue, game-<id>-…)",
    ),
    (
        "src/games/diaominos/shapes.rs",
        "the game's geometry and its checks: errors for developers, never met in play (notation words a bad cell itself)",
    ),
    (
        "src/logging.rs",
        "log set-up and environment variables' names: for developers",
    ),
    (
        "src/net/limits.rs",
        "the server operator's words: `dicepad serve`'s duration options and the bare 503 answer (a client words it from net.ftl, net::problems)",
    ),
    (
        "src/net/room/record.rs",
        "the server operator's words (room files of older servers read at start-up, in its log); its refusals are catalogue messages, and a seat given no name is stored blank (each window words it)",
    ),
    (
        "src/net/store.rs",
        "the server operator's words (`dicepad serve`'s --durability, its database's errors in its log) and SQL",
    ),
    (
        "src/net/lease.rs",
        "SQL and the server operator's log (leases of a shared PostgreSQL database)",
    ),
    (
        "src/net/pg_store.rs",
        "SQL and the server operator's words (`dicepad serve --store postgres://…` errors and log)",
    ),
    (
        "src/net/daily_records.rs",
        "SQL and the server operator's words (the daily challenge's records: errors in its log)",
    ),
    (
        "src/net/rating_records.rs",
        "SQL (the server's ratings of network games)",
    ),
    (
        "src/history/sqlite.rs",
        "SQL (the desktop's history: its games, analyses and Practice list)",
    ),
    (
        "src/net/server/ratings.rs",
        "the server operator's log (the ratings' errors); its refusals are catalogue messages",
    ),
    (
        "src/net/server/daily.rs",
        "the server operator's log (the daily records' errors); its refusals are catalogue messages",
    ),
    (
        "src/net/server/shared.rs",
        "the server operator's log and start errors of `dicepad serve --store postgres://…`",
    ),
    (
        "src/net/tls.rs",
        "the server operator's words (`dicepad serve --tls-cert/--tls-key` errors) and the 400 answer a plain client gets at a TLS port; a client's TLS problems are worded from net.ftl (net::problems)",
    ),
];

/// Literals a converted file may keep, with why.
const ALLOWED: &[(&str, &str)] = &[
    ("Esc", "a key's name, the same on every keyboard"),
    ("Ctrl+", "a key's name"),
    ("Alt+", "a key's name"),
    ("Shift+", "a key's name"),
    ("← / →", "arrow keys"),
    ("dicepad", "the program's name"),
    ("DICEPAD_CA", "an environment variable's name"),
    ("dicepadError", "the page's name for why the browser app did not start (assets/web/index.html)"),
    (
        "{}/#join/{room}/{token}",
        "an invitation link's address (ui::join_form::invitation_link), the same in every language",
    ),
    ("dicepadState", "the page's name for the browser tests' hook (src/ui/web.rs)"),
    ("dicepadFrames", "the page's name for the frame count the browser tests read (src/ui/web.rs)"),
    ("dicepadCpu", "the page's name for the frame time the browser figures read (src/ui/web.rs)"),
    ("dicepad: no worker", "a line for the browser's developer console, never shown to a player"),
    ("dicepad: the worker failed", "a line for the browser's developer console"),
    ("dicepad: a job failed: {rest}", "a line for the browser's developer console"),
    ("dicepad: a job was lost: {rest}", "a line for the browser's developer console"),
    ("/say ", "the command `dicepad client` reads from its input, the same in every language"),
    ("OK", "the same in all three languages"),
    (
        "Ann Ben Cat Dan Eve Fay Gus Hal",
        "the default player names, the same in every language",
    ),
    (
        "org.freedesktop.portal.Desktop",
        "a D-Bus name (the file portal)",
    ),
    (
        "org.freedesktop.DBus.Properties",
        "a D-Bus name (the file portal)",
    ),
    (
        "org.freedesktop.portal.FileChooser",
        "a D-Bus name (the file portal)",
    ),
    ("Get", "a D-Bus method's name (the file portal)"),
    ("io.github.dicepad.Dicepad", "the desktop's app id"),
    (
        "[figure ",
        "a How to play page's figure markup, never shown",
    ),
    (
        "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
        "the game code's alphabet",
    ),
    (
        "dicepad review v{REVIEW_VERSION} level={} rollouts={} seats={seats}\\n",
        "the text the analysis cache key hashes, never shown",
    ),
    (
        "dicepad: {e}",
        "the program's name before an error, as command-line tools print it",
    ),
    (
        "dicepad: {e:#}",
        "the program's name before an error, as command-line tools print it",
    ),
    (
        "a test asked for this crash ({})",
        "a deliberate panic for the crash-report tests (DICEPAD_TEST_PANIC)",
    ),
    (
        "dicepad server listening on {scheme}://{} ({} rooms restored)",
        "`dicepad serve`'s first line, which scripts and tests read for the address",
    ),
    (
        "dicepad started",
        "a log event's message (tracing::info! over several lines)",
    ),
    (
        " (os error ",
        "the tail std adds to a system error's text: found to be cut off, never shown",
    ),
    ("Option::is_none", "a serde attribute's function path"),
    ("Vec::is_empty", "a serde attribute's function path"),
    ("Dice::is_seeded", "a serde attribute's function path"),
    ("Vec<Cell>", "a serde attribute's type (Diaominos' grid is saved as a list)"),
    (
        "dicepad dice seal v1\\0",
        "the seal's hash domain, hashed with the seed, never shown",
    ),
    (
        "dicepad dice mix v1\\0",
        "the hash domain of the seats' values mixed into the seed, never shown",
    ),
    (
        "dicepad daily {date} {game}",
        "the text a daily challenge's seed is hashed from, never shown",
    ),
    ("DICEPAD_DATA_DIR", "an environment variable's name"),
    (
        "Easy",
        "a bot level's key (BotLevel::label): stored in the history, read by --level, worded by the catalogue",
    ),
    ("Normal", "a bot level's key (see Easy)"),
    ("Strong", "a bot level's key (see Easy)"),
    (
        "{} bot",
        "a history key (\"Normal bot\"): kept in English in the database, worded when shown (history::stats::key_words)",
    ),
    ("{} bots", "a history key (see {} bot)"),
    ("people only", "a history key (see {} bot)"),
    ("Strong bots", "a history key (see {} bot)"),
    ("Normal bots", "a history key (see {} bot)"),
    ("Easy bots", "a history key (see {} bot)"),
    (
        "finished: ",
        "a save's summary field, written in English so saves stay the same in every language; never shown",
    ),
    ("running: ", "a save's summary field (see finished: )"),
    (
        "dicepad player ",
        "the domain of a player key's proof (net::player_key): hashed, never shown",
    ),
];

/// Every `.rs` file under `src/`, as `src/…` paths, but test-only files (`tests.rs`,
/// `*_tests.rs`, files under a `tests/` folder) and the catalogue's own code.
fn source_files() -> Vec<String> {
    fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                if let Ok(rel) = path.strip_prefix(root) {
                    out.push(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    walk(&root.join("src"), root, &mut out);
    out.retain(|f| {
        let name = f.rsplit('/').next().unwrap_or_default();
        !(name == "tests.rs"
            || name.ends_with("_tests.rs")
            || f.contains("/tests/")
            || f.starts_with("src/engine/text/"))
    });
    out.sort();
    out
}

/// What the lint finds in `file`: literals a player could read, and uses of the English escape
/// hatches.
fn lint_file(file: &str) -> Vec<String> {
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<&str> = source.lines().collect();
    // The structural checks only tests read; and the engine's own escape hatches.
    let mut quiet = super::lint::function_lines(&source, "invariants");
    quiet.extend(super::lint::function_lines(&source, "english"));
    // A game's notation writes its actions (`Display` of `notation.rs`): language-free, the
    // same words in saves, on the command line and in every language.
    if file.ends_with("/notation.rs") {
        quiet.extend(super::lint::function_lines(&source, "fmt"));
    }
    let is_quiet = |line: usize| quiet.iter().any(|&(a, b)| (a..=b).contains(&line));
    let mut found = Vec::new();
    for (line, text) in super::lint::literals(&source) {
        let code = lines.get(line - 1).copied().unwrap_or_default();
        let developer = super::lint::DEVELOPER_LINES
            .iter()
            .any(|d| code.contains(d))
            || is_quiet(line);
        let allowed = ALLOWED.iter().any(|(a, _)| *a == text);
        if super::lint::is_words(&text) && !developer && !allowed {
            found.push(format!("{file}:{line}: {text:?}"));
        }
    }
    for escape in ["Msg::english(", "Refusal::english(", "SeatScore::english("] {
        for (i, l) in lines.iter().enumerate() {
            // Definitions in the engine are not uses.
            if l.contains(escape) && !is_quiet(i + 1) {
                found.push(format!("{file}:{}: uses {escape}", i + 1));
            }
        }
    }
    found
}

#[test]
fn no_file_but_the_listed_ones_has_player_facing_literals_or_an_english_escape() {
    let files = source_files();
    // The walk sees the tree (a broken walk would pass everything).
    assert!(files.len() > 100, "only {} source files found", files.len());
    assert!(files.iter().any(|f| f == "src/ui/home.rs"));
    let found: Vec<String> = files
        .iter()
        .filter(|f| !NOT_CONVERTED.iter().any(|(n, _)| names(n, f)))
        .flat_map(|f| lint_file(f))
        .collect();
    assert!(
        found.is_empty(),
        "player-facing text outside the catalogue:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_file_listed_as_not_converted_exists_and_still_needs_the_exception() {
    let files = source_files();
    for (entry, why) in NOT_CONVERTED {
        let named: Vec<&String> = files.iter().filter(|f| names(entry, f)).collect();
        assert!(!named.is_empty(), "{entry} names no source file");
        assert!(!why.trim().is_empty(), "{entry}: say why");
        for file in named {
            assert!(
                !lint_file(file).is_empty(),
                "{file} lints clean now: take it off NOT_CONVERTED ({entry})"
            );
        }
    }
    assert!(names("src/games/*/mod.rs", "src/games/hex_roller/mod.rs"));
    assert!(!names(
        "src/games/*/mod.rs",
        "src/games/hex_roller/view/mod.rs"
    ));
    assert!(!names("src/games/*/mod.rs", "src/games/mod.rs"));
}

/// Whether a [`NOT_CONVERTED`] entry names `file`: the same path, a `*` standing for any one
/// folder or file name.
fn names(entry: &str, file: &str) -> bool {
    let (entry, file): (Vec<&str>, Vec<&str>) =
        (entry.split('/').collect(), file.split('/').collect());
    entry.len() == file.len() && entry.iter().zip(&file).all(|(e, f)| *e == "*" || e == f)
}

#[test]
fn the_lint_sees_words_and_passes_ids_placeholders_and_tests() {
    let source = r##"
fn f() {
    let a = "Roll the dice"; // a "comment"
    let b = "hc-prompt-roll";
    let c = format!("{} {n}", x);
    let d = 'x';
    let e = "Line one \
             and two";
}
#[cfg(test)]
mod tests {
    const T: &str = "Words in a test";
}
"##;
    let lits = super::lint::literals(source);
    let words: Vec<_> = lits
        .iter()
        .filter(|(_, t)| super::lint::is_words(t))
        .map(|(l, t)| (*l, t.as_str()))
        .collect();
    assert_eq!(words, [(3, "Roll the dice"), (7, "Line one and two")]);
}

#[test]
fn every_page_is_in_every_language_with_the_same_sections_and_figures() {
    use super::pages::pages;
    let shape = |text: &str| -> (usize, Vec<String>) {
        let headings = text.lines().filter(|l| l.starts_with("## ")).count();
        let figures = text
            .lines()
            .filter(|l| l.starts_with("[figure "))
            .map(String::from)
            .collect();
        (headings, figures)
    };
    for (lang, id, text) in pages() {
        let english =
            super::pages::page_in(Lang::En, id).unwrap_or_else(|| panic!("no English {id}"));
        assert_eq!(shape(text), shape(english), "{lang}/{id}");
        for other in Lang::ALL {
            assert!(
                super::pages::page_in(other, id).is_some(),
                "{other} lacks the page {id}"
            );
        }
    }
    // The window asks by game id and falls back to English, then to the game's own text.
    super::set_lang(Lang::Nl);
    assert!(super::page("honeycomb-caverns").is_some_and(|p| p.contains("## Sprongen")));
    assert_eq!(super::page("no-such-game"), None);
    super::set_lang(Lang::En);
}

#[test]
fn a_thread_spawned_in_the_language_speaks_it_where_a_plain_one_would_not() {
    super::set_lang(Lang::De);
    let spoken = super::spawn_in_lang("lang-test", super::lang)
        .unwrap()
        .join()
        .unwrap();
    let plain = std::thread::spawn(super::lang).join().unwrap();
    super::set_lang(Lang::En);
    assert_eq!((spoken, plain), (Lang::De, Lang::En));
}
