//! The command line in German and Dutch (`--lang`): `--help`, the `stats` and `selfplay`
//! reports, a save's and a notation error's reasons; and saves that stay the same bytes in every
//! language.

use std::process::Command;

/// dicepad with the locale variables cleared, so only `--lang` chooses the language (also the
/// `cli_words` tests').
pub(super) fn dicepad(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dicepad"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A fresh folder (`dicepad-cli-lang-NAME-PID`), made as the other CLI tests make theirs.
fn temp(name: &str) -> std::path::PathBuf {
    super::cli::temp(&format!("lang-{name}"))
}

#[test]
fn help_is_in_the_language_asked_for_before_the_command_is_parsed() {
    for (lang, words, english) in [
        (
            "de",
            [
                "Aufruf:",
                "Befehle:",
                "Optionen:",
                "Zeigt die Hilfe",
                "Spiele: ",
            ],
            "Usage:",
        ),
        (
            "nl",
            [
                "Gebruik:",
                "Opdrachten:",
                "Opties:",
                "Toont de hulp",
                "Spellen: ",
            ],
            "Usage:",
        ),
    ] {
        // --lang before and after the command, as clap accepts a global option anywhere.
        for args in [
            vec!["--lang", lang, "--help"],
            vec!["stats", "--help", "--lang", lang],
        ] {
            let (ok, out, err) = dicepad(&args);
            assert!(ok, "{args:?}: {err}");
            assert!(!out.contains(english), "{args:?}:\n{out}");
            // `stats` has no subcommands, so no commands heading there.
            for w in [words[0], words[2]] {
                assert!(out.contains(w), "{args:?}: no {w:?} in\n{out}");
            }
        }
        let (_, top, _) = dicepad(&["--lang", lang, "--help"]);
        assert!(top.contains(words[1]), "{top}");
        assert!(top.contains(words[3]) && top.contains(words[4]), "{top}");
        // The log format's values are named in the worded help, not listed in English.
        assert!(
            !top.contains("One JSON object per line (for log collectors)"),
            "{top}"
        );
        assert!(
            top.contains("honeycomb-caverns"),
            "the game ids stay: {top}"
        );
    }
    let (_, stats, _) = dicepad(&["stats", "--help", "--lang", "de"]);
    assert!(stats.contains("Nur dieses Spiel"), "{stats}");
    let (_, en, _) = dicepad(&["--lang", "en", "--help"]);
    assert!(
        en.contains("Usage:") && en.contains("opens the window"),
        "{en}"
    );
    // A language that is not one is refused in clap's way.
    let (ok, _, err) = dicepad(&["--lang", "xx", "stats"]);
    assert!(!ok && err.contains("`xx` is not a language"), "{err}");
}

#[test]
fn stats_and_selfplay_report_in_german_and_dutch() {
    let dir = temp("stats");
    let db = dir.join("h.sqlite3");
    let db = db.to_str().unwrap();
    let (ok, en, err) = dicepad(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--seats",
        "normal,easy",
        "--games",
        "2",
        "--record",
        "--db",
        db,
        "--lang",
        "en",
    ]);
    assert!(ok, "{err}");
    assert!(en.contains("2 games from seed 1"), "{en}");
    let (ok, de, err) = dicepad(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--seats",
        "normal,easy",
        "--games",
        "2",
        "--lang",
        "de",
    ]);
    assert!(ok, "{err}");
    assert!(
        de.contains("2 Spiele ab Startwert 1") && de.contains("Platz 1 (Normal): Schnitt"),
        "{de}"
    );
    assert!(
        err.contains("Entscheidungen, Median"),
        "the times on stderr: {err}"
    );
    let (ok, de, err) = dicepad(&["stats", "--db", db, "--lang", "de"]);
    assert!(ok, "{err}");
    assert!(de.starts_with("2 Spiele beendet, 0 abgebrochen"), "{de}");
    assert!(
        de.contains("Spieler") && de.contains("nach Gegnern") && de.contains("Bot Mittel"),
        "{de}"
    );
    assert!(
        !de.contains("finished") && !de.contains("Normal bot"),
        "{de}"
    );
    let (ok, nl, err) = dicepad(&["stats", "--db", db, "--lang", "nl"]);
    assert!(ok, "{err}");
    assert!(
        nl.starts_with("2 spellen uitgespeeld, 0 afgebroken"),
        "{nl}"
    );
    assert!(nl.contains("per tegenstander"), "{nl}");
    // The history keeps its English keys: --player still takes them.
    let (ok, de, err) = dicepad(&[
        "stats",
        "--db",
        db,
        "--player",
        "Normal bot",
        "--lang",
        "de",
    ]);
    assert!(ok && de.contains("Bot Mittel"), "{err}{de}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_and_notation_errors_are_worded_in_the_language() {
    let dir = temp("errors");
    let not_a_save = dir.join("hello.ron");
    std::fs::write(&not_a_save, "hello").unwrap();
    let (ok, _, err) = dicepad(&["replay", not_a_save.to_str().unwrap(), "--lang", "de"]);
    assert!(
        !ok && err.contains("hello.ron: kein dicepad-Spielstand"),
        "{err}"
    );
    let (_, _, err) = dicepad(&["replay", not_a_save.to_str().unwrap(), "--lang", "nl"]);
    assert!(err.contains("geen opgeslagen dicepad-spel"), "{err}");
    // A save whose log has an action that is not notation.
    let save = dir.join("bad.ron");
    let (ok, _, err) = dicepad(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--seats",
        "easy",
        "--games",
        "1",
        "--save",
        save.to_str().unwrap(),
        "--stop-after",
        "3",
    ]);
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&save).unwrap();
    let broken = text.replacen("log: [", "log: [\"fly away\", ", 1);
    assert_ne!(text, broken);
    std::fs::write(&save, broken).unwrap();
    let (ok, _, err) = dicepad(&["replay", save.to_str().unwrap(), "--lang", "de"]);
    assert!(!ok, "{err}");
    assert!(
        err.contains("Aktion 1 `fly away`:") || err.contains("`fly away` ist keine Aktion"),
        "{err}"
    );
    let (_, _, err) = dicepad(&["replay", save.to_str().unwrap(), "--lang", "nl"]);
    assert!(err.contains("actie 1 `fly away`"), "{err}");
    // A missing file: the system's reason in the language too.
    let missing = dir.join("nothing.ron");
    let (_, _, err) = dicepad(&["replay", missing.to_str().unwrap(), "--lang", "de"]);
    assert!(
        err.contains("kann nicht gelesen werden: sie existiert nicht"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saves_are_the_same_bytes_in_every_language() {
    let dir = temp("bytes");
    let mut saves = Vec::new();
    for lang in ["en", "de", "nl"] {
        let path = dir.join(format!("{lang}.ron"));
        let (ok, _, err) = dicepad(&[
            "selfplay",
            "--game",
            "black-molly",
            "--seats",
            "normal,easy",
            "--games",
            "1",
            "--seed",
            "7",
            "--save",
            path.to_str().unwrap(),
            "--stop-after",
            "12",
            "--lang",
            lang,
        ]);
        assert!(ok, "{lang}: {err}");
        saves.push(std::fs::read(&path).unwrap());
    }
    assert_eq!(saves[0], saves[1], "German save differs");
    assert_eq!(saves[0], saves[2], "Dutch save differs");
    let text = String::from_utf8(saves[0].clone()).unwrap();
    assert!(text.contains("\"Bot 1 (Normal)\""), "{text}");
    // And a save loads the same in every language (its replay's JSON is language-free).
    let path = dir.join("en.ron");
    let jsons: Vec<String> = ["en", "de", "nl"]
        .iter()
        .map(|lang| dicepad(&["replay", path.to_str().unwrap(), "--json", "--lang", lang]).1)
        .collect();
    assert!(!jsons[0].is_empty());
    assert_eq!(jsons[0], jsons[1]);
    assert_eq!(jsons[0], jsons[2]);
    std::fs::remove_dir_all(&dir).unwrap();
}
