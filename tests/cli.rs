//! The command line, run as a player would run it.

use std::process::Command;

fn dicepad() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dicepad"))
}

fn temp(name: &str) -> std::path::PathBuf {
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
    assert!(seat["win_rate"].as_f64().unwrap() <= 1.0);
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
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--games",
        "1",
        "--seed",
        "5",
        "--save",
        save.to_str().unwrap(),
        "--stop-after",
        "3",
    ]);
    assert!(ok, "{err}");
    let (ok, out, err) = run(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.contains("Honeycomb Caverns — 3 actions")
            && out.contains("Legal actions:")
            && out.contains("Scores:"),
        "{out}"
    );
    let (ok, out, _) = run(&["replay", save.to_str().unwrap(), "--json"]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["actions"], 3);
    assert!(!v["legal"].as_array().unwrap().is_empty());
    // A missing file names itself.
    let (ok, _, err) = run(&["replay", "/nonexistent/x.ron"]);
    assert!(!ok && err.contains("/nonexistent/x.ron"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[cfg(feature = "gui")]
#[test]
fn export_writes_a_png_without_a_display() {
    let dir = temp("export");
    let save = dir.join("g.ron");
    let png = dir.join("g.png");
    let (ok, _, err) = run(&[
        "selfplay",
        "--game",
        "honeycomb-caverns",
        "--games",
        "1",
        "--seed",
        "8",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
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
