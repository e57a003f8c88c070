//! Save files: round trips, every kind of broken file, and fuzzing (random and mutated bytes never
//! panic and always give a readable error).

use dicepad::engine::{BotLevel, SeatInfo};
use dicepad::game::Playable;
use dicepad::game::{Match, MatchSetup};
use dicepad::games;
use dicepad::sim::{new_bot_match, play_out, SelfplaySpec};
use proptest::prelude::*;
use std::collections::BTreeMap;

fn played_save(seed: u64, actions: usize) -> String {
    let g = games::find("honeycomb-caverns").unwrap();
    let mut m = g
        .new_match(MatchSetup {
            seats: vec![SeatInfo::bot("Bot", BotLevel::Easy)],
            seed,
            options: BTreeMap::new(),
            dice: dicepad::engine::Dice::Seeded,
        })
        .unwrap();
    while !m.is_over() && m.action_count() < actions {
        assert!(m.step_bot());
    }
    m.save_text().unwrap()
}

#[test]
fn save_then_load_continues_exactly() {
    for seed in 0..20 {
        let text = played_save(seed, 7);
        let m = games::load_any(&text).unwrap();
        assert_eq!(
            m.save_text().unwrap(),
            text,
            "seed {seed}: a reloaded game saves identically"
        );
        assert_eq!(m.seed(), seed);
    }
}

fn load_err(text: &str) -> String {
    match games::load_any(text) {
        Ok(_) => panic!("loaded a broken save:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn broken_saves_say_what_is_wrong_and_where() {
    let good = played_save(4, 9);
    // Truncated.
    let e = load_err(&good[..good.len() / 2]);
    assert!(e.contains("line"), "{e}");
    // Wrong version.
    let e = load_err(&good.replace("format: 1", "format: 7"));
    assert!(e.contains("format 7"), "{e}");
    // Unknown game, and a game that is not here yet.
    assert!(load_err(&good.replace("honeycomb-caverns", "chess")).contains("unknown game `chess`"));
    // Dice that the seed did not roll.
    let dice_line = good
        .lines()
        .find(|l| l.contains("\"dice "))
        .unwrap()
        .to_string();
    let e = load_err(&good.replacen(&dice_line, "        \"dice 6 6 6\",", 1));
    assert!(e.contains("dice 6 6 6") && e.contains("seed"), "{e}");
    // An illegal action.
    let first_roll = good
        .lines()
        .filter(|l| l.trim_start().starts_with('"'))
        .position(|l| l.contains("\"roll\""))
        .unwrap()
        + 1;
    let e = load_err(&good.replacen("\"roll\"", "\"move N 9\"", 1));
    assert!(
        e.starts_with(&format!("action {first_roll} `move N 9`: ")),
        "{e}"
    );
    // Nonsense notation.
    let e = load_err(&good.replacen("\"roll\"", "\"fly away\"", 1));
    assert!(e.contains("not a Honeycomb action"), "{e}");
    // Too many seats.
    let e = load_err(&good.replace("seats: [", "seats: [(name: \"X\", kind: Human), "));
    assert!(e.contains("seats"), "{e}");
    // Not text at all.
    assert!(load_err("\u{0}\u{1}garbage").contains("not a dicepad save"));
}

#[test]
fn actions_after_the_end_are_refused() {
    let text = played_save(11, usize::MAX);
    let m = games::load_any(&text).unwrap();
    assert!(m.is_over());
    let extended = text.replace(
        "    ],\n    summary",
        "        \"roll\",\n    ],\n    summary",
    );
    let e = load_err(&extended);
    assert!(e.contains("over"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = games::load_any(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn mutated_saves_never_panic(seed in 0u64..50, cut in 0usize..2000, byte in any::<u8>(), pos in 0usize..2000) {
        let good = played_save(seed, 12);
        let mut bytes = good.into_bytes();
        if !bytes.is_empty() {
            let p = pos % bytes.len();
            bytes[p] = byte;
            let c = cut % (bytes.len() + 1);
            if c > bytes.len() / 2 {
                bytes.truncate(c);
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        match games::load_any(&text) {
            // A mutation that still loads must give a game that saves and reloads to itself.
            Ok(m) => {
                let again = m.save_text().unwrap();
                let m2 = games::load_any(&again).unwrap();
                prop_assert_eq!(m2.state_text(), m.state_text());
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

/// Saves written by dicepad before the one-play-screen refactor (tests/saves/*-v0.ron, made with
/// `dicepad selfplay --save` at commit eeb447a) still load, and reach the position that version's
/// `dicepad replay --json` recorded beside them: same action count, same legal actions, same
/// totals (prompts and log words changed: they name the seats now).
#[test]
fn saves_from_before_the_refactor_still_load_to_the_same_position() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves");
    let mut checked = 0;
    for g in games::registry() {
        let id = g.info().id;
        let save = dir.join(format!("{id}-v0.ron"));
        let text = std::fs::read_to_string(&save).expect("a v0 save per game");
        let replay: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(dir.join(format!("{id}-v0.replay.json"))).unwrap(),
        )
        .unwrap();
        let m = games::load_any(&text).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            m.action_count() as u64,
            replay["actions"].as_u64().unwrap(),
            "{id}"
        );
        assert_eq!(m.is_over(), replay["over"].as_bool().unwrap(), "{id}");
        let mut legal = m.legal();
        let mut old: Vec<String> = replay["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        legal.sort();
        old.sort();
        assert_eq!(legal, old, "{id}: the same legal actions");
        let totals: Vec<i64> = m.scores().iter().map(|s| s.total as i64).collect();
        let old_totals: Vec<i64> = replay["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["total"].as_i64().unwrap())
            .collect();
        assert_eq!(totals, old_totals, "{id}: the same scores");
        checked += 1;
    }
    assert_eq!(checked, 5);
}

// The review's timeline and "play on from here": any position of a game's log can be shown as a
// game of its own, and a branch played on by the same bots ends exactly as the original did (same
// seed, so the same dice; bots decide from the seed, their seat and the log position).

fn bot_game(game: &str, seats: &str, seed: u64) -> Box<dyn Playable> {
    let spec = SelfplaySpec::parse(game, "normal", Some(seats), 1, seed, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    m
}

fn log(m: &dyn Match) -> Vec<String> {
    (0..m.action_count())
        .map(|i| m.log_notation(i).unwrap())
        .collect()
}

#[test]
fn every_step_is_the_log_prefix_and_branches_played_on_by_the_same_bots_end_alike() {
    for (game, seats) in [
        ("honeycomb-caverns", "normal"),
        ("hex-roller", "normal,easy"),
        ("molecular-structures", "normal,easy,normal"),
        ("black-molly", "easy,normal"),
        ("diaominos", "normal,easy"),
    ] {
        let m = bot_game(game, seats, 7);
        let full = log(m.as_ref());
        let len = full.len();
        let original = m.save_text().unwrap();
        // The last step is the game itself.
        assert_eq!(
            m.at_step(len, false).save_text().unwrap(),
            original,
            "{game}"
        );
        assert_eq!(
            m.at_step(len + 5, false).action_count(),
            len,
            "{game}: clamped"
        );
        for k in [0, 1, len / 3, len / 2, len - 1] {
            let view = m.at_step(k, false);
            assert_eq!(log(view.as_ref()), full[..k], "{game} at {k}");
            assert_eq!(view.action_count(), k);
            // Which seat took each entry is the original's.
            for i in 0..k {
                assert_eq!(
                    view.log_line(i).and_then(|l| l.seat),
                    m.log_line(i).and_then(|l| l.seat),
                    "{game} entry {i}"
                );
            }
            let mut branch = m.at_step(k, true);
            assert!(branch.action_count() >= k);
            play_out(branch.as_mut()).unwrap();
            assert_eq!(
                branch.save_text().unwrap(),
                original,
                "{game}: the branch at {k} played on by the same bots"
            );
        }
        // The original is untouched by its views and branches.
        assert_eq!(m.save_text().unwrap(), original);
    }
}

#[test]
fn a_branch_where_someone_plays_differently_leaves_the_original_alone() {
    let m = bot_game("hex-roller", "normal,normal", 3);
    let original = m.save_text().unwrap();
    // The first seat decision after the opening roll.
    let k = (0..m.action_count())
        .find(|&i| m.log_line(i).and_then(|l| l.seat).is_some())
        .unwrap();
    let mut branch = m.at_step(k, true);
    let played = m.log_notation(k).unwrap();
    let other = branch
        .legal()
        .into_iter()
        .find(|a| *a != played)
        .expect("a second legal action");
    branch.apply_str(&other).unwrap();
    assert_eq!(branch.log_notation(k).as_deref(), Some(other.as_str()));
    assert_eq!(m.save_text().unwrap(), original);
}
