//! What the command line says under `--lang de|nl` when something goes wrong: the reasons of
//! `verify`, the history's messages of `stats` and `selfplay --record`, option errors, clap's
//! usage errors and `--log`'s, each in the chosen language, with system errors in words (no
//! "(os error N)", no parser's text) and on one line where one line is meant; `serve` refusing
//! an address leaves nothing behind; a long export shows its progress on a terminal.

#[cfg(all(unix, feature = "gui"))]
use std::process::Command;

use super::cli_lang::dicepad;

/// `dicepad selfplay --game hex-roller --games 1` and `more`.
fn one_bot_game(more: &[&str]) -> (bool, String, String) {
    let args: Vec<&str> = ["selfplay", "--game", "hex-roller", "--games", "1"]
        .iter()
        .chain(more)
        .copied()
        .collect();
    dicepad(&args)
}

fn temp(name: &str) -> std::path::PathBuf {
    super::cli::temp(&format!("words-{name}"))
}

/// No system or parser text in `said`.
fn no_raw_text(said: &str) {
    for raw in [
        "os error",
        "invalid utf-8",
        "Some(",
        "EOF while",
        "error: unexpected",
    ] {
        assert!(!said.contains(raw), "{raw:?} in {said}");
    }
}

#[test]
fn verify_says_why_a_save_is_not_fair_in_german_and_dutch() {
    let dir = temp("verify");
    let save = dir.join("bots.ron");
    let (ok, _, err) = one_bot_game(&["--save", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    for (lang, words) in [("de", "nicht fair"), ("nl", "niet eerlijk")] {
        let (ok, _, err) = dicepad(&["verify", save.to_str().unwrap(), "--lang", lang]);
        assert!(!ok);
        assert!(err.contains(words), "{lang}: {err}");
        assert!(!err.contains("commitment"), "{lang}: English: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_history_s_problems_and_option_errors_are_in_the_chosen_language_without_system_text() {
    let dir = temp("history");
    // A history under a file, not a folder: the system says "Not a directory (os error 20)".
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    let db = file.join("h.sqlite3");
    let (ok, _, err) = one_bot_game(&["--record", "--db", db.to_str().unwrap(), "--lang", "de"]);
    assert!(!ok);
    assert!(err.contains("Spielverlauf"), "{err}");
    no_raw_text(&err);
    let (ok, _, err) = dicepad(&["stats", "--db", db.to_str().unwrap(), "--lang", "nl"]);
    assert!(!ok);
    assert!(err.contains("geschiedenis"), "{err}");
    no_raw_text(&err);
    // A stored name that is not UTF-8: the decoder's words are not the player's.
    let db = dir.join("h.sqlite3");
    let (ok, _, err) = one_bot_game(&["--record", "--db", db.to_str().unwrap()]);
    assert!(ok, "{err}");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute("UPDATE seats SET name = CAST(x'ff41' AS TEXT)", [])
        .unwrap();
    let (ok, _, err) = dicepad(&["stats", "--db", db.to_str().unwrap(), "--lang", "de"]);
    assert!(!ok);
    assert!(
        err.contains("UTF-8") && err.contains("Spielverlauf"),
        "{err}"
    );
    no_raw_text(&err);
    // An option's value: the whole sentence German, not "use front oder back".
    let (ok, _, err) = one_bot_game(&["--option", "side=sideways", "--lang", "de"]);
    assert!(!ok);
    assert!(err.contains("nimm") && err.contains(" oder "), "{err}");
    assert!(!err.contains("use "), "{err}");
    let (ok, _, err) = one_bot_game(&["--option", "side", "--lang", "nl"]);
    assert!(!ok);
    assert!(err.contains("sleutel=waarde"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn usage_and_log_mistakes_are_said_in_the_chosen_language_on_one_line() {
    let (ok, _, err) = dicepad(&["--lang", "de", "stats", "--bogus"]);
    assert!(!ok);
    assert!(
        err.contains("--bogus") && err.contains("gibt es hier nicht"),
        "{err}"
    );
    assert!(err.contains("Aufruf:") && err.contains("--help"), "{err}");
    no_raw_text(&err);
    let (ok, _, err) = dicepad(&["--lang", "nl", "selfplay", "--game", "x", "--games", "0"]);
    assert!(!ok);
    assert!(err.contains("kies een getal"), "{err}");
    assert!(!err.contains("is not in"), "{err}");
    let (ok, _, err) = dicepad(&["--lang", "de", "replay"]);
    assert!(!ok);
    assert!(err.contains("es fehlt"), "{err}");
    // --log: a level that is not one, with line breaks in it, is one German line.
    let (ok, _, err) = dicepad(&["--lang", "de", "--log", "de\nbug\nnow", "stats"]);
    assert!(!ok);
    assert!(err.contains("ist keine Stufe"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn serve_refusing_an_address_in_use_leaves_no_folder_behind_and_says_why_in_words() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let dir = temp("serve");
    let rooms = dir.join("rooms");
    let (ok, _, err) = dicepad(&[
        "serve",
        "--listen",
        &addr,
        "--data",
        rooms.to_str().unwrap(),
        "--lang",
        "de",
    ]);
    assert!(!ok);
    assert!(err.contains("belegt"), "{err}");
    no_raw_text(&err);
    assert!(
        !rooms.exists(),
        "left behind: {:?}",
        std::fs::read_dir(&dir)
    );
    // A folder that was there already stays, and so does what it held.
    std::fs::create_dir_all(rooms.join("logs")).unwrap();
    std::fs::write(rooms.join("logs").join("dicepad.log"), "earlier\n").unwrap();
    let (ok, _, _) = dicepad(&[
        "serve",
        "--listen",
        &addr,
        "--data",
        rooms.to_str().unwrap(),
    ]);
    assert!(!ok);
    let log = std::fs::read_to_string(rooms.join("logs").join("dicepad.log")).unwrap();
    assert!(log.starts_with("earlier\n"), "{log}");
    drop(taken);
    std::fs::remove_dir_all(&dir).ok();
}

/// A long export says how far it is on a terminal (`script` gives it one); a script reading
/// standard error through a pipe gets no bar.
#[cfg(all(unix, feature = "gui"))]
#[test]
fn a_long_export_shows_its_progress_on_a_terminal_and_not_in_a_pipe() {
    let dir = temp("progress");
    let png = dir.join("blank.png");
    let args = format!(
        "{} export --blank --game hex-roller --dpi 150 --output {} --lang de",
        env!("CARGO_BIN_EXE_dicepad"),
        png.display()
    );
    let out = Command::new("script")
        .args(["-qec", &args, "/dev/null"])
        .env_remove("LC_ALL")
        .env_remove("LANG")
        .output()
        .expect("script (util-linux) runs the export on a terminal");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("die Seite wird gezeichnet"), "{said}");
    assert!(said.contains("100 %"), "{said}");
    assert!(png.exists());
    let (ok, _, err) = dicepad(&[
        "export",
        "--blank",
        "--game",
        "hex-roller",
        "--dpi",
        "150",
        "--output",
        png.to_str().unwrap(),
        "--lang",
        "de",
    ]);
    assert!(ok, "{err}");
    assert!(!err.contains("gezeichnet"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
