//! The game history from the command line: `selfplay --record`, `stats`, and kill -9 while
//! recording.

use dicepad::history::{Filter, History};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn dicepad() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dicepad"))
}

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-hist-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = dicepad()
        .args(args)
        .env(
            "DICEPAD_DATA_DIR",
            std::env::temp_dir().join("dicepad-hist-unused"),
        )
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn stats_of_recorded_bot_games_equal_the_selfplay_report() {
    let dir = temp("equal");
    let db = dir.join("h.sqlite3");
    let db = db.to_str().unwrap();
    let (ok, out, err) = run(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--seats",
        "easy,normal",
        "--games",
        "12",
        "--seed",
        "40",
        "--json",
        "--record",
        "--db",
        db,
    ]);
    assert!(ok, "{err}");
    let report = json(&out);
    let (ok, out, err) = run(&["stats", "--db", db, "--game", "hex-roller", "--json"]);
    assert!(ok, "{err}");
    let stats = json(&out);
    assert_eq!(stats["games"], 12);
    assert_eq!(stats["abandoned"], 0);
    for seat in report["seats"].as_array().unwrap() {
        let player = format!("{} bot", seat["level"].as_str().unwrap());
        let row = stats["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["player"] == player.as_str())
            .unwrap_or_else(|| panic!("no {player} in {stats}"));
        assert_eq!(row["played"], 12);
        // Means of integers over the same games: exactly equal.
        assert_eq!(row["mean"], seat["mean"], "{player}");
        assert_eq!(row["best"], seat["max"], "{player}");
        assert_eq!(row["worst"], seat["min"], "{player}");
        assert_eq!(row["win_rate"], seat["win_rate"], "{player}");
        let sd = (row["stddev"].as_f64().unwrap() - seat["stddev"].as_f64().unwrap()).abs();
        assert!(sd < 1e-9, "{player}: {row} vs {seat}");
        assert_eq!(row["scores"].as_array().unwrap().len(), 12);
        // Each one's only opponent is the other level.
        let by = row["by_opponent"].as_array().unwrap();
        assert_eq!(by.len(), 1, "{by:?}");
    }
    // Recording again with the same spec doubles the games; the means stay the same.
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--seats",
        "easy,normal",
        "--games",
        "12",
        "--seed",
        "40",
        "--record",
        "--db",
        db,
    ]);
    assert!(ok, "{err}");
    let again = json(&run(&["stats", "--db", db, "--json"]).1);
    assert_eq!(again["games"], 24);
    assert_eq!(again["players"][0]["mean"], report["seats"][0]["mean"]);
}

#[test]
fn stats_prints_a_table_and_filters_by_player() {
    let dir = temp("table");
    let db = dir.join("h.sqlite3");
    let db = db.to_str().unwrap();
    assert!(run(&["stats", "--db", db]).2.contains("no game history"));
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "black-molly",
        "--seats",
        "normal,easy",
        "--games",
        "3",
        "--record",
        "--db",
        db,
    ]);
    assert!(ok, "{err}");
    let (ok, out, err) = run(&["stats", "--db", db]);
    assert!(ok, "{err}");
    assert!(out.starts_with("3 games finished, 0 abandoned"), "{out}");
    assert!(out.contains("black-molly"), "{out}");
    assert!(
        out.contains("Normal bot") && out.contains("Easy bot"),
        "{out}"
    );
    let (ok, out, _) = run(&["stats", "--db", db, "--player", "Easy bot"]);
    assert!(ok);
    let rows: Vec<&str> = out.lines().filter(|l| l.contains(" bot ")).collect();
    assert_eq!(rows.len(), 1, "{out}");
    assert!(rows[0].trim_start().starts_with("Easy bot"), "{out}");
    assert!(rows[0].contains("Normal bots 0/3"), "{out}");
    let (ok, _, err) = run(&["stats", "--db", db, "--game", "chess"]);
    assert!(!ok && err.contains("unknown game `chess`"), "{err}");
}

#[test]
fn stats_on_a_damaged_file_is_one_clear_line() {
    let dir = temp("damaged");
    let db = dir.join("h.sqlite3");
    std::fs::write(&db, b"this is not a database, just some text in a file").unwrap();
    let (ok, out, err) = run(&["stats", "--db", db.to_str().unwrap()]);
    assert!(!ok && out.is_empty());
    assert!(err.contains("damaged"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

/// How many games the database holds, read while another process may be writing.
fn count(db: &Path) -> usize {
    History::open(db)
        .and_then(|h| h.games(&Filter::default()))
        .map(|g| g.len())
        .unwrap_or(0)
}

#[cfg(unix)]
#[test]
fn kill_9_while_recording_keeps_every_committed_game() {
    let dir = temp("kill");
    let db = dir.join("h.sqlite3");
    let mut seen = 0;
    for round in 0..8u64 {
        let mut child = dicepad()
            .args([
                "selfplay",
                "--game",
                "hex-roller",
                "--seats",
                "easy,easy",
                "--games",
                "100000",
                "--seed",
            ])
            .arg((round * 1_000_000).to_string())
            .args(["--record", "--db"])
            .arg(&db)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join("stderr.txt")).unwrap())
            .spawn()
            .unwrap();
        let start = Instant::now();
        while count(&db) < seen + 3 + round as usize {
            if start.elapsed() > Duration::from_secs(60) || child.try_wait().unwrap().is_some() {
                let _ = child.kill();
                panic!(
                    "round {round}: no games recorded: {}",
                    std::fs::read_to_string(dir.join("stderr.txt")).unwrap_or_default()
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // A different moment in the write cycle each round.
        std::thread::sleep(Duration::from_millis(3 * round));
        child.kill().unwrap(); // SIGKILL on unix
        child.wait().unwrap();
        let h = History::open(&db).unwrap();
        let check: String = h
            .connection()
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
        let games = h.games(&Filter::default()).unwrap();
        assert!(games.len() >= seen + 3, "{} after {seen}", games.len());
        seen = games.len();
        for g in &games {
            let rec = h.game(g.id).unwrap();
            let m = dicepad::games::load_any(&rec.save_text)
                .unwrap_or_else(|e| panic!("game {}: {e}", g.id));
            assert!(m.is_over());
            let totals: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
            assert_eq!(totals, rec.scores, "game {}", g.id);
            assert_eq!(m.winners(), rec.winners, "game {}", g.id);
            assert_eq!(rec.breakdowns.len(), 2);
        }
    }
}

/// One line on stderr, no SQL in it, and a failing exit.
fn refused_in_one_line(args: &[&str]) -> String {
    let (ok, out, err) = run(args);
    assert!(!ok && out.is_empty(), "{out}{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    for sql in [
        "CREATE",
        "already exists",
        "Invalid column",
        "index:",
        "Freelist",
    ] {
        assert!(!err.contains(sql), "{err}");
    }
    err
}

#[test]
fn stats_and_record_refuse_another_programs_database_and_change_nothing() {
    let dir = temp("foreign");
    for (name, sql) in [
        (
            "notes",
            "CREATE TABLE notes(id integer primary key, body text);",
        ),
        ("games", "CREATE TABLE games(title text, year int);"),
    ] {
        let db = dir.join(format!("{name}.sqlite3"));
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        let bytes = std::fs::read(&db).unwrap();
        let db_arg = db.to_str().unwrap();
        let err = refused_in_one_line(&["stats", "--db", db_arg]);
        assert!(err.contains("not a dicepad game history"), "{err}");
        let (ok, _, err) = run(&[
            "selfplay",
            "--game",
            "hex-roller",
            "--games",
            "1",
            "--record",
            "--db",
            db_arg,
        ]);
        assert!(!ok && err.contains("not a dicepad game history"), "{err}");
        // Byte for byte as it was: the header still says rollback journal (bytes 18, 19).
        assert_eq!(std::fs::read(&db).unwrap(), bytes, "{name}");
        assert_eq!(bytes[18..20], [1, 1]);
    }
}

#[test]
fn stats_on_a_tampered_history_says_damaged_in_one_line() {
    let dir = temp("tampered");
    let db = dir.join("h.sqlite3");
    let db_arg = db.to_str().unwrap();
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--games",
        "1",
        "--record",
        "--db",
        db_arg,
    ]);
    assert!(ok, "{err}");
    let tamper = |sql: &str| {
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(sql)
            .unwrap()
    };
    for uv in ["0", "-1", "1", "-2147483648"] {
        tamper(&format!("PRAGMA user_version = {uv}"));
        let err = refused_in_one_line(&["stats", "--db", db_arg]);
        assert!(err.contains("damaged"), "{uv}: {err}");
    }
    // The version back as it was, a value of the wrong type in a column.
    tamper(&format!(
        "PRAGMA user_version = {}; UPDATE seats SET score = 'many'",
        dicepad::history::schema::CURRENT
    ));
    let err = refused_in_one_line(&["stats", "--db", db_arg]);
    assert!(
        err.contains("damaged") && err.contains("wrong type"),
        "{err}"
    );
}

#[test]
fn stats_on_a_busy_history_says_so_and_never_that_games_are_not_recorded() {
    let dir = temp("busy");
    let db = dir.join("h.sqlite3");
    let db_arg = db.to_str().unwrap();
    assert!(
        run(&[
            "selfplay",
            "--game",
            "hex-roller",
            "--games",
            "1",
            "--record",
            "--db",
            db_arg
        ])
        .0
    );
    // Read-only for this test's user (root reads it anyway): stats only reads.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).unwrap();
        let (ok, out, err) = run(&["stats", "--db", db_arg]);
        assert!(ok && out.contains("1 game"), "{out}{err}");
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let other = rusqlite::Connection::open(&db).unwrap();
    other
        .execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;")
        .unwrap();
    let err = refused_in_one_line(&["stats", "--db", db_arg]);
    assert!(
        err.contains("in use") && !err.contains("not recorded"),
        "{err}"
    );
    other.execute_batch("COMMIT").unwrap();
}

/// A finished game of people and bots as the window records it (no save text: stats never
/// read it); `history_ui` builds its histories with it too.
pub(crate) fn person_game(
    game: &str,
    seats: &[(&str, Option<dicepad::engine::BotLevel>, i32)],
    ended: i64,
) -> dicepad::history::GameRecord {
    let best = seats.iter().map(|s| s.2).max().unwrap();
    dicepad::history::GameRecord {
        game: game.into(),
        options: Default::default(),
        seed: 7 + ended as u64,
        table_dice: false,
        seats: seats
            .iter()
            .map(|&(name, level, _)| dicepad::history::SeatRecord {
                name: name.into(),
                level,
            })
            .collect(),
        scores: seats.iter().map(|s| s.2).collect(),
        breakdowns: Vec::new(),
        winners: (0..seats.len()).filter(|&i| seats[i].2 == best).collect(),
        started: ended - 60,
        ended,
        actions: 10,
        abandoned: false,
        save_text: String::new(),
    }
}

#[test]
fn stats_rate_people_against_the_bot_ladder_and_play_solo_bots_once() {
    use dicepad::engine::BotLevel::*;
    let dir = temp("ratings");
    let db = dir.join("h.sqlite3");
    {
        let mut h = History::open(&db).unwrap();
        // Ann beats Strong twice at Black Molly, Bob loses to Normal; a Honeycomb game alone
        // with a score no bot reaches.
        for (i, rec) in [
            person_game(
                "black-molly",
                &[("Ann", None, 40), ("S", Some(Strong), 20)],
                100,
            ),
            person_game(
                "black-molly",
                &[("S", Some(Strong), 10), ("Ann", None, 30)],
                200,
            ),
            person_game(
                "black-molly",
                &[("Bob", None, 5), ("N", Some(Normal), 30)],
                300,
            ),
            person_game("honeycomb-caverns", &[("Ann", None, 10_000)], 400),
        ]
        .iter()
        .enumerate()
        {
            assert_eq!(h.record(rec).unwrap(), i as i64 + 1);
        }
    }
    let db = db.to_str().unwrap();
    let (ok, out, err) = run(&["stats", "--db", db, "--json"]);
    assert!(ok, "{err}");
    assert!(
        err.contains("Playing the bots on the dice of 1 solo game"),
        "{err}"
    );
    let report = json(&out);
    assert_eq!(report["games"], 4, "the statistics stay as they were");
    let rating = |game: &str, player: &str| -> Vec<f64> {
        let people = report["ratings"]["people"].as_array().unwrap();
        let p = people
            .iter()
            .find(|p| p["game"] == game && p["player"] == player)
            .unwrap_or_else(|| panic!("no {player} in {game}: {people:?}"));
        p["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| {
                let (mu, sigma) = (
                    h["rating"]["mu"].as_f64().unwrap(),
                    h["rating"]["sigma"].as_f64().unwrap(),
                );
                assert!(sigma < 25.0 / 3.0);
                mu
            })
            .collect()
    };
    let ann = rating("black-molly", "Ann");
    assert!(
        ann.len() == 2 && ann[0] > 25.0 && ann[1] > ann[0],
        "{ann:?}"
    );
    assert!(rating("black-molly", "Bob")[0] < 25.0);
    assert!(rating("honeycomb-caverns", "Ann")[0] > 25.0);
    // The solo game's bots were kept: the second look plays nothing.
    let (ok, text, err) = run(&["stats", "--db", db]);
    assert!(ok, "{err}");
    assert!(!err.contains("Playing the bots"), "{err}");
    assert!(text.contains("Ratings (the bot ladder's scale"), "{text}");
    assert!(text.contains("black-molly  Ann: "), "{text}");
    // Only one player's rows with --player.
    let (_, out, _) = run(&["stats", "--db", db, "--json", "--player", "Bob"]);
    let people = json(&out)["ratings"]["people"].as_array().unwrap().len();
    assert_eq!(people, 1);
}
