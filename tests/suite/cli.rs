//! The command line, run as a player would run it.

use std::process::Command;

fn dicepad() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dicepad"))
}

/// A fresh folder of this test process's own (also the German and Dutch CLI tests').
pub(super) fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = dicepad().args(args).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Writes the save of one bot game (`--stop-after` when given) and checks it worked.
fn bot_save(game: &str, seats: &str, seed: u64, path: &std::path::Path, stop_after: Option<usize>) {
    let seed = seed.to_string();
    let stop = stop_after.map(|n| n.to_string());
    let mut args = vec![
        "selfplay",
        "--game",
        game,
        "--seats",
        seats,
        "--games",
        "1",
        "--seed",
        &seed,
        "--save",
        path.to_str().unwrap(),
    ];
    if let Some(n) = &stop {
        args.extend(["--stop-after", n]);
    }
    let (ok, _, err) = run(&args);
    assert!(ok, "{args:?}: {err}");
}

#[test]
fn help_lists_every_game_id() {
    let (ok, out, _) = run(&["--help"]);
    assert!(ok);
    for id in [
        "honeycomb-caverns",
        "hex-roller",
        "molecular-structures",
        "black-molly",
        "diaominos",
    ] {
        assert!(out.contains(id), "--help misses {id}:\n{out}");
    }
    for sub in ["export", "replay", "selfplay", "open"] {
        let (ok, out, _) = run(&[sub, "--help"]);
        assert!(ok && out.contains("Usage"), "{sub} --help");
    }
}

#[test]
fn selfplay_is_deterministic_and_reports_json() {
    let args = [
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--bot",
        "easy",
        "--games",
        "30",
        "--seed",
        "9",
        "--json",
    ];
    let (ok, a, err) = run(&args);
    assert!(ok, "{err}");
    let (_, b, _) = run(&args);
    assert_eq!(a, b, "same seed, same output");
    let v: serde_json::Value = serde_json::from_str(&a).unwrap();
    assert_eq!(v["games"], 30);
    let seat = &v["seats"][0];
    assert!(seat["mean"].as_f64().unwrap() >= 0.0);
    // Alone at the table, every game is "won": solo reports no win rate at all.
    assert!(seat.get("win_rate").is_none(), "{seat}");
    let (ok, text, _) = run(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--bot",
        "easy",
        "--games",
        "1",
    ]);
    assert!(
        ok && text.contains("1 game from") && !text.contains("wins"),
        "{text}"
    );
    let (ok, text, _) = run(&[
        "selfplay",
        "--game",
        "hex-roller",
        "--seats",
        "easy,easy",
        "--games",
        "2",
    ]);
    assert!(ok && text.matches("wins ").count() == 2, "{text}");
    // Outright wins are reported beside shared ones.
    assert!(text.matches("(alone ").count() == 2, "{text}");
    let (ok, c, _) = run(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--bot",
        "easy",
        "--games",
        "30",
        "--seed",
        "10",
        "--json",
    ]);
    assert!(ok);
    assert_ne!(a, c, "another seed plays other games");
}

#[test]
fn selfplay_rejects_bad_arguments_clearly() {
    let (ok, _, err) = run(&["selfplay", "--game", "chess"]);
    assert!(!ok && err.contains("unknown game `chess`"), "{err}");
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--seats",
        "normal,easy",
    ]);
    assert!(!ok && err.contains("1–1 seats"), "{err}");
    let (ok, _, err) = run(&["selfplay", "--game", "honeycomb-caverns", "--bot", "genius"]);
    assert!(!ok && err.contains("unknown bot level"), "{err}");
}

#[test]
fn replay_prints_position_legal_actions_and_breakdown() {
    let dir = temp("replay");
    let save = dir.join("g.ron");
    bot_save("honeycomb-caverns", "normal", 5, &save, Some(3));
    let (ok, out, err) = run(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.contains("Honeycomb Caverns — 3 actions, in progress")
            && out.contains("To move: Bot 1 (Normal).")
            && out.contains("Legal actions (")
            && out.contains("Scores:"),
        "{out}"
    );
    // The raw state dump only on request.
    assert!(!out.contains("State:") && !out.contains("phase"), "{out}");
    let (ok, with_state, _) = run(&["replay", save.to_str().unwrap(), "--state"]);
    assert!(ok && with_state.contains("\nState:\n") && with_state.starts_with(&out));
    let (ok, out, _) = run(&["replay", save.to_str().unwrap(), "--json"]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["actions"], 3);
    assert!(!v["legal"].as_array().unwrap().is_empty());
    assert!(v.get("state").is_none());
    // A missing file names itself (by its file name, once, on one line).
    let (ok, _, err) = run(&["replay", "/nonexistent/x.ron"]);
    assert!(!ok && err.matches("x.ron").count() == 1, "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(feature = "gui")]
#[test]
fn export_writes_a_png_without_a_display() {
    let dir = temp("export");
    let save = dir.join("g.ron");
    let png = dir.join("g.png");
    bot_save("honeycomb-caverns", "normal", 8, &save, None);
    let out = dicepad()
        .args([
            "export",
            save.to_str().unwrap(),
            "-o",
            png.to_str().unwrap(),
        ])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let img = image::open(&png).unwrap().to_rgba8();
    assert!(img.width() > 600 && img.height() > 500);
    // Not blank: the sheet has many colours.
    let mut colours = std::collections::HashSet::new();
    for p in img.pixels().step_by(97) {
        colours.insert(p.0);
    }
    assert!(colours.len() > 20, "only {} colours", colours.len());
    let (ok, _, err) = run(&[
        "export",
        save.to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
        "--seat",
        "2",
    ]);
    assert!(!ok && err.contains("seat 2 does not exist"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(feature = "gui")]
#[test]
fn export_refuses_a_save_with_an_over_long_seat_name_in_one_line() {
    let dir = temp("longname");
    let save = dir.join("g.ron");
    bot_save("hex-roller", "normal,normal", 1, &save, None);
    let text = std::fs::read_to_string(&save).unwrap();
    let at = text.find("name: \"").unwrap() + "name: \"".len();
    let end = at + text[at..].find('"').unwrap();
    for len in [41, 3_900_000] {
        let long = dir.join(format!("long{len}.ron"));
        std::fs::write(
            &long,
            format!("{}{}{}", &text[..at], "x".repeat(len), &text[end..]),
        )
        .unwrap();
        let png = dir.join("n.png");
        let (ok, _, err) = run(&[
            "export",
            long.to_str().unwrap(),
            "-o",
            png.to_str().unwrap(),
        ]);
        assert!(!ok && err.contains("at most 40"), "{len}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(!png.exists());
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(feature = "gui")]
#[test]
fn export_blank_prints_an_empty_a4_sheet_and_explains_bad_requests() {
    let dir = temp("blank");
    let png = dir.join("blank.png");
    let (ok, out, err) = run(&[
        "export",
        "--blank",
        "--game",
        "diaominos",
        "--seats",
        "2",
        "--seat",
        "2",
        "--dpi",
        "100",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("wrote"), "{out}");
    let img = image::open(&png).unwrap().to_rgba8();
    // A4 landscape at 100 dpi (Diaominos' sheet is wider than tall).
    assert_eq!((img.width(), img.height()), (1169, 827));
    for (args, says) in [
        (vec!["export", "--blank", "-o", "x.png"], "--game"),
        (
            vec!["export", "--blank", "--game", "go", "-o", "x.png"],
            "unknown game `go`",
        ),
        (
            vec![
                "export",
                "--blank",
                "--game",
                "hex-roller",
                "--seat",
                "3",
                "-o",
                "x.png",
            ],
            "seat 3 does not exist",
        ),
        (
            vec![
                "export",
                "--blank",
                "--game",
                "hex-roller",
                "--dpi",
                "5",
                "-o",
                "x.png",
            ],
            "30 to 1200",
        ),
        (
            vec![
                "export",
                "--blank",
                "--game",
                "hex-roller",
                "--option",
                "side=up",
                "-o",
                "x.png",
            ],
            "side `up`",
        ),
        (vec!["export", "-o", "x.png"], "<SAVE>"),
    ] {
        let (ok, _, err) = run(&args);
        assert!(!ok && err.contains(says), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs with a hang guard: a command that does not end within a minute is killed and fails the
/// test (this is not a speed check: a refusal takes milliseconds, a hang takes for ever).
fn run_guarded(args: &[&str]) -> (Option<i32>, String) {
    let mut child = dicepad()
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = child.wait_with_output().unwrap();
            return (
                status.code(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            );
        }
        if std::time::Instant::now() > deadline {
            child.kill().ok();
            panic!("`dicepad {}` hung", args.join(" "));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// The hostile files of the hardening report: each is refused with exit code 1 and a message that
/// names the problem, and the file is left as it was.
#[test]
fn hostile_saves_are_refused_clearly_never_crash_or_hang() {
    let dir = temp("hostile");
    let refused = |path: &std::path::Path, want: &str| {
        let read = |p: &std::path::Path| {
            // Only regular files: reading /dev/zero would never end.
            std::fs::metadata(p)
                .is_ok_and(|m| m.is_file())
                .then(|| std::fs::read(p).unwrap())
        };
        let before = read(path);
        // `review` reads saves the way `replay` does, so it refuses the same files the same way.
        for command in ["replay", "review"] {
            let (code, err) = run_guarded(&[command, path.to_str().unwrap()]);
            assert_eq!(code, Some(1), "{command} {}: {err}", path.display());
            assert!(
                err.contains(want),
                "{command} {}: wanted `{want}` in: {err}",
                path.display()
            );
            assert!(!err.contains("panicked"), "{err}");
            assert!(err.len() < 600, "a page of error: {err}");
            assert_eq!(read(path), before, "the file changed");
        }
    };
    // 1. An i32::MIN coordinate used to overflow Hex Roller's `abs`.
    let f = dir.join("overflow.ron");
    std::fs::write(&f, r#"(format:1, game:"hex-roller", options:(side:Back), seed:1, seats:[(name:"A", kind:Human)], log:["roll 3 4 5 5 6 6 8","write 0,-2147483648"])"#).unwrap();
    refused(&f, "is not a hex like 2,-1");
    // A Diaominos load over cells already loaded (used to overflow in `describe`).
    let d = dir.join("dia.ron");
    bot_save("diaominos", "easy", 3, &d, Some(40));
    let text = std::fs::read_to_string(&d).unwrap();
    let load = text
        .lines()
        .find(|l| l.trim_start().starts_with("\"load "))
        .expect("a load in 40 actions")
        .to_string();
    let doubled = text.replacen(&load, &format!("{load}\n{load}"), 1);
    std::fs::write(&d, doubled).unwrap();
    refused(&d, "action ");
    // 2. Not regular files: a device that never ends, a pipe that blocks, a folder.
    refused(std::path::Path::new("/dev/zero"), "not a regular file");
    refused(&dir, "not a regular file");
    let fifo = dir.join("pipe.ron");
    if std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        refused(&fifo, "not a regular file");
    }
    // Not text: one Latin-1 byte.
    let f = dir.join("latin1.ron");
    std::fs::write(
        &f,
        b"(format: 1, game: \"hex-roller\", seats: [(name: \"J\xF6rg\"",
    )
    .unwrap();
    refused(&f, "the file is not text (bad UTF-8 at byte 49)");
    // 6. Not a save; brackets nested too deeply; a BOM is fine.
    let f = dir.join("text.ron");
    std::fs::write(&f, "#![enable(implicit_some)]\nhello").unwrap();
    refused(&f, "a save starts with `(format: 1");
    let f = dir.join("deep.ron");
    std::fs::write(
        &f,
        format!(
            "(format: 1, game: \"x\", x: {}{})",
            "[".repeat(300),
            "]".repeat(300)
        ),
    )
    .unwrap();
    refused(&f, "nested too deeply");
    let bom = dir.join("bom.ron");
    bot_save("honeycomb-caverns", "normal", 1, &bom, None);
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(std::fs::read(&bom).unwrap());
    std::fs::write(&bom, bytes).unwrap();
    let (code, err) = run_guarded(&["replay", bom.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    // 7. Logs longer than the game can be: 10^6 entries (too big a file), and 300,000 (refused
    // before any replay, as no Honeycomb game is that long).
    let head = r#"(format:1, game:"honeycomb-caverns", options:(), seed:3, seats:[(name:"A", kind:Human)], log:["#;
    for (n, want) in [(1_000_000, "too big for a save"), (300_000, "ends within")] {
        let f = dir.join(format!("long{n}.ron"));
        std::fs::write(&f, format!("{head}{}])", vec!["\"roll\""; n].join(","))).unwrap();
        refused(&f, want);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn hostile_command_lines_are_refused_with_the_valid_choices() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--option", "foo=bar", "--game", "hex-roller"],
            "no option `foo` (side)",
        ),
        (
            &["--option", "=back", "--game", "hex-roller"],
            "no option `` (side)",
        ),
        (
            &["--option", "side=sideways", "--game", "hex-roller"],
            "use front or back",
        ),
        (
            &["--option", "side=back", "--game", "diaominos"],
            "Diaominos has no options",
        ),
        (
            &["--option", "side", "--game", "hex-roller"],
            "should look like key=value",
        ),
        (
            &["--option", "aquarium=huge", "--game", "black-molly"],
            "aquarium `huge`",
        ),
        (&["--games", "0", "--game", "hex-roller"], "0 is not in 1.."),
        (
            &["--games", "-3", "--game", "hex-roller"],
            "unexpected argument '-3'",
        ),
        (&["--stop-after", "3", "--game", "hex-roller"], "--save"),
        (
            &["--seats", "easy,,easy", "--game", "hex-roller"],
            "bot level",
        ),
    ];
    for (args, want) in cases {
        let mut all = vec!["selfplay", "--games", "1"];
        if args.contains(&"--games") {
            all.truncate(1);
        }
        all.extend_from_slice(args);
        let (ok, out, err) = run(&all);
        assert!(!ok, "{all:?} was accepted:\n{out}");
        assert!(err.contains(want), "{all:?}: wanted `{want}` in:\n{err}");
    }
}

#[cfg(all(unix, feature = "gui"))]
#[test]
fn export_refuses_devices_and_missing_folders_and_writes_through_links() {
    use std::os::unix::fs::FileTypeExt;
    let dir = temp("export-dest");
    let save = dir.join("g.ron");
    bot_save("honeycomb-caverns", "normal", 1, &save, None);
    let (ok, _, err) = run(&["export", save.to_str().unwrap(), "-o", "/dev/null"]);
    assert!(!ok && err.contains("not a regular file"), "{err}");
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());
    let missing = dir.join("no-such-folder/g.png");
    let (ok, _, err) = run(&[
        "export",
        save.to_str().unwrap(),
        "-o",
        missing.to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("does not exist"), "{err}");
    assert!(!dir.join("no-such-folder").exists());
    // Saving through a link (selfplay --save) updates the target and keeps the link.
    let target = dir.join("real.ron");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.ron");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    bot_save("honeycomb-caverns", "normal", 1, &link, None);
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .contains("honeycomb-caverns"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn review_prints_a_table_and_json_and_refuses_bad_input() {
    let dir = temp("review");
    let save = dir.join("game.ron");
    // Seat 1 Normal, seat 2 Easy: with no person seated every seat is reviewed.
    bot_save("black-molly", "normal,easy", 4, &save, None);
    let path = save.to_str().unwrap();
    let args = ["review", path, "--bot", "normal", "--rollouts", "1"];
    let (ok, json, err) = run(&[&args[..], &["--json"]].concat());
    assert!(ok, "{err}");
    let review: serde_json::Value = serde_json::from_str(&json).unwrap();
    let decisions = review["decisions"].as_array().unwrap();
    let seats: std::collections::BTreeSet<u64> = decisions
        .iter()
        .map(|d| d["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats.len(), 2, "both bot seats reviewed");
    // The Normal seat played Normal's choices; the Easy seat did not always.
    let seat = |s: u64| decisions.iter().filter(move |d| d["seat"] == s);
    assert!(seat(0).all(|d| d["played"] == d["best"] && d["lost"] == 0.0));
    assert!(seat(1).any(|d| d["played"] != d["best"]));
    // One seat, as a table: a header, that seat's rows only, then the summary.
    let (ok, table, err) = run(&[&args[..], &["--seat", "2"]].concat());
    assert!(ok, "{err}");
    let head = table.lines().next().unwrap();
    assert!(
        head.contains("played") && head.contains("Normal bot"),
        "{table}"
    );
    // The rows (before the blank line; every seat's split follows the summary).
    let rows = table.split("\n\n").next().unwrap();
    assert!(rows.contains("Bot 2") && !rows.contains("Bot 1"), "{table}");
    assert!(table.contains("1 rollout per move"), "{table}");
    for (bad, why) in [
        (vec!["review", path, "--bot", "wizard"], "unknown bot level"),
        (vec!["review", path, "--seat", "3"], "no seat 3"),
        (vec!["review", path, "--seat", "0"], "numbered from 1"),
        (vec!["review", "/nonexistent.ron"], "cannot read"),
    ] {
        let (ok, _, err) = run(&bad);
        assert!(!ok && err.contains(why), "{bad:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `review --threads N` prints the same review on one thread as on two (the rollouts' numbers
/// come from the decision, never from the thread), and refuses no threads.
#[test]
fn review_prints_the_same_on_one_thread_as_on_two() {
    let dir = temp("review-threads");
    let save = dir.join("game.ron");
    // Two Easy seats: their moves differ from the Normal bot's, so rollouts run.
    bot_save("hex-roller", "easy,easy", 3, &save, None);
    let path = save.to_str().unwrap();
    let args = [
        "review",
        path,
        "--bot",
        "normal",
        "--rollouts",
        "8",
        "--json",
    ];
    let (ok, one, err) = run(&[&args[..], &["--threads", "1"]].concat());
    assert!(ok, "{err}");
    let (ok, two, err) = run(&[&args[..], &["--threads", "2"]].concat());
    assert!(ok, "{err}");
    assert_eq!(one, two);
    let review: serde_json::Value = serde_json::from_str(&one).unwrap();
    let rolled = review["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["rollouts"].as_u64().unwrap() > 0)
        .count();
    assert!(rolled > 10, "{rolled} decisions were rolled out");
    let (ok, _, err) = run(&["review", path, "--threads", "0"]);
    assert!(!ok && err.contains("threads"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// Exports of the hardening report's second round: the longest legal output names work (the temp
/// name does not grow with them), a user's files that look like temp files are never removed,
/// and a save is never written over by its own export, through links and hard links alike.
#[cfg(feature = "gui")]
#[test]
fn exports_take_any_legal_name_keep_other_files_and_never_overwrite_their_save() {
    let dir = temp("export-guard");
    let save = dir.join("game.ron");
    bot_save("hex-roller", "easy,easy", 1, &save, Some(6));
    let original = std::fs::read(&save).unwrap();
    let mine = [".mine.png.tmp-999999", ".notes.ron.dicepad-tmp-4000000"];
    for name in mine {
        std::fs::write(dir.join(name), "mine").unwrap();
    }
    for len in [240, 255] {
        let out = dir.join(format!("{}.png", "n".repeat(len - 4)));
        let (ok, _, err) = run(&[
            "export",
            save.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(ok, "a {len}-byte name: {err}");
        assert!(std::fs::read(&out).unwrap().starts_with(b"\x89PNG"));
    }
    for name in mine {
        assert_eq!(
            std::fs::read_to_string(dir.join(name)).unwrap(),
            "mine",
            "{name}"
        );
    }
    std::fs::hard_link(&save, dir.join("hard.png")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink("game.ron", dir.join("soft.png")).unwrap();
    for out in ["game.ron", "hard.png", "soft.png"] {
        let out = dir.join(out);
        if std::fs::symlink_metadata(&out).is_err() {
            continue;
        }
        let (ok, _, err) = run(&[
            "export",
            save.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert!(!ok, "{}", out.display());
        assert!(err.contains("it is the file being read"), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert_eq!(
            std::fs::read(&save).unwrap(),
            original,
            "the save was changed"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// An empty DICEPAD_DATA_DIR counts as unset: the history goes to the usual data folder, never
/// into the current folder.
#[test]
fn an_empty_data_dir_variable_never_means_the_current_folder() {
    let dir = temp("empty-datadir");
    let cwd = dir.join("cwd");
    std::fs::create_dir_all(&cwd).unwrap();
    let out = dicepad()
        .args([
            "selfplay",
            "--game",
            "honeycomb-caverns",
            "--games",
            "1",
            "--record",
        ])
        .env("DICEPAD_DATA_DIR", "")
        .env("XDG_DATA_HOME", dir.join("xdg"))
        .current_dir(&cwd)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        std::fs::read_dir(&cwd).unwrap().count(),
        0,
        "written into the current folder"
    );
    assert!(dir.join("xdg/dicepad/history.sqlite3").is_file());
    std::fs::remove_dir_all(&dir).ok();
}

/// A panic writes a crash report into the data folder and says where in one note: the report
/// holds the panic, where it happened, a backtrace and the running game's autosave, which stays
/// as it was; it is marked unread for the window's next start.
#[test]
fn a_panic_leaves_a_crash_report_in_the_data_folder_and_keeps_the_autosave() {
    let dir = temp("crash");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    bot_save(
        "hex-roller",
        "normal",
        1,
        &data.join("autosave.ron"),
        Some(10),
    );
    let autosave = std::fs::read(data.join("autosave.ron")).unwrap();
    // `open` keeps a log file in the data folder (it panics before any window is made).
    let out = dicepad()
        .args(["open", "anything.ron"])
        .env("DICEPAD_DATA_DIR", &data)
        .env("DICEPAD_TEST_PANIC", "1")
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(101), "a panic's exit code");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("A report is in"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "one note: {err}");
    let reports: Vec<_> = std::fs::read_dir(data.join("crash-reports"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let txt: Vec<_> = reports
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    assert_eq!(txt.len(), 1, "{reports:?}");
    assert!(txt[0].with_extension("unread").is_file(), "{reports:?}");
    let report = std::fs::read_to_string(txt[0]).unwrap();
    for part in [
        "panic: a test asked for this crash",
        "at: src/main.rs:",
        "running: open",
        "backtrace:",
        "the running game",
        "hex-roller",
        "the log's last lines:",
        "dicepad started",
    ] {
        assert!(report.contains(part), "{part} missing from:\n{report}");
    }
    assert_eq!(std::fs::read(data.join("autosave.ron")).unwrap(), autosave);
    let log = std::fs::read_to_string(data.join("logs/dicepad.log")).unwrap();
    assert!(log.contains("dicepad started"), "{log}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `--log` takes a level or target=level directives; anything else is refused in one line before
/// the command runs, and the text commands keep no log file.
#[test]
fn a_log_level_that_means_nothing_is_refused_and_text_commands_keep_no_log_file() {
    let dir = temp("loglevel");
    let save = dir.join("g.ron");
    bot_save("hex-roller", "normal", 1, &save, Some(4));
    let out = dicepad()
        .args(["--log", "debgu", "replay"])
        .arg(&save)
        .env("DICEPAD_DATA_DIR", &dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--log `debgu` is not a level"), "{err}");
    assert!(out.stdout.is_empty());
    let out = dicepad()
        .args(["replay", "--log", "dicepad=debug,warn"])
        .arg(&save)
        .env("DICEPAD_DATA_DIR", &dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(!dir.join("logs").exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(feature = "gui")]
#[test]
fn host_refuses_an_unknown_game_before_any_window_opens_and_names_the_games() {
    let dir = temp("host-game");
    let out = dicepad()
        .args(["host", "--game", "molecular", "--seats", "you,remote"])
        .args(["--listen", "127.0.0.1:0"])
        .env("DICEPAD_DATA_DIR", &dir)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("unknown game `molecular`") && err.contains("molecular-structures"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn ladder_rates_the_levels_from_seeded_games_the_same_every_run_and_refuses_a_bad_table() {
    let args = [
        "ladder",
        "--game",
        "diaominos",
        "--seats",
        "2",
        "--games",
        "12",
        "--json",
    ];
    let (ok, out, err) = run(&args);
    assert!(ok, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["games"], 12);
    assert_eq!(report["ratings"][1], 1500.0, "Normal is the fixed point");
    // Two seats of different levels at every table: one result each, 12 in all.
    let ahead = &report["tally"]["ahead"];
    let results: f64 = (0..3)
        .flat_map(|a| (0..3).map(move |b| (a, b)))
        .map(|(a, b)| ahead[a][b].as_f64().unwrap())
        .sum();
    assert_eq!(results, 12.0, "{out}");
    let (_, again, _) = run(&args);
    assert_eq!(out, again, "seeded: the same report every run");
    let (ok, _, err) = run(&["ladder", "--game", "diaominos", "--seats", "9"]);
    assert!(!ok && err.contains("Diaominos"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}
