//! The review's timeline and "play on from here": any position of a game's log can be shown as a
//! game of its own, and a branch played on by the same bots ends exactly as the original did
//! (same seed, so the same dice; bots decide from the seed, their seat and the log position).

use dicepad::cli::{new_bot_match, play_out, SelfplaySpec};
use dicepad::plugin::Match;

fn bot_game(game: &str, seats: &str, seed: u64) -> Box<dyn Match> {
    let spec = SelfplaySpec::parse(game, "normal", Some(seats), 1, seed, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    m
}

fn log(m: &dyn Match) -> Vec<String> {
    (0..m.log_len())
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
        assert_eq!(m.at_step(len + 5, false).log_len(), len, "{game}: clamped");
        for k in [0, 1, len / 3, len / 2, len - 1] {
            let view = m.at_step(k, false);
            assert_eq!(log(view.as_ref()), full[..k], "{game} at {k}");
            assert_eq!(view.action_count(), k);
            // Which seat took each entry is the original's.
            for i in 0..k {
                assert_eq!(view.log_seat(i), m.log_seat(i), "{game} entry {i}");
            }
            let mut branch = m.at_step(k, true);
            assert!(branch.log_len() >= k);
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
    let k = (0..m.log_len()).find(|&i| m.log_seat(i).is_some()).unwrap();
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
