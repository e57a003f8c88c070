//! How a game ends, in words: the header's round (the limit announced only near it), each seat's
//! breakdown line and the end prompt, for each of the three endings in both rule sets.

use super::*;
use crate::games::black_molly::ending::{ending, round_status, Ending, LIMIT_NOTICE};

fn lines(s: &State) -> Vec<(String, i32)> {
    BlackMolly
        .scores(s)
        .into_iter()
        .flat_map(|sc| {
            sc.lines
                .into_iter()
                .map(|l| (l.label.to_string(), l.points))
        })
        .collect()
}

fn line(text: &str, points: i32) -> (String, i32) {
    (text.to_string(), points)
}

#[test]
fn the_header_shows_plain_rounds_and_the_limit_only_near_it() {
    let limit = AQUARIUM.round_limit;
    assert_eq!(
        limit, 100,
        "the words below are written for the limit of the data file"
    );
    let mut s = position(RuleSet::Standard, ["e1", "b4"], &[&["a1"], &["f4"]], 0);
    s.round = 42;
    assert_eq!(round_status(&s), "Round 42");
    #[cfg(feature = "gui")]
    assert_eq!(
        crate::sheet_kit::GameUi::status(&BlackMolly, &s).as_deref(),
        Some("Round 42")
    );
    s.round = limit - LIMIT_NOTICE;
    assert_eq!(round_status(&s), "Round 90");
    s.round = limit - LIMIT_NOTICE + 1;
    assert_eq!(round_status(&s), "Round 91 · the game ends after round 100");
    s.round = 95;
    #[cfg(feature = "gui")]
    assert_eq!(
        crate::sheet_kit::GameUi::status(&BlackMolly, &s).as_deref(),
        Some("Round 95 · the game ends after round 100")
    );
    s.round = limit;
    assert_eq!(round_status(&s), "Round 100 · the last round");
}

#[test]
fn how_to_play_explains_the_limit_with_the_numbers_the_header_uses() {
    let text = crate::games::black_molly::HOW_TO_PLAY;
    let limit = AQUARIUM.round_limit;
    assert!(
        text.contains(&format!("ends after round {limit}")),
        "{text}"
    );
    assert!(
        text.contains(&format!("until round {}", limit - LIMIT_NOTICE + 1)),
        "{text}"
    );
}

#[test]
fn one_players_fish_are_the_last_left() {
    // Ann's lone fish on d1 is eaten in round 1; Ben's two fish swim on.
    let mut s = position(
        RuleSet::Standard,
        ["e1", "a4"],
        &[&["d1"], &["f4", "f4"]],
        0,
    );
    round_with(&mut s, 2);
    assert_eq!(ending(&s), Some(Ending::LastSwimming));
    assert_eq!(
        lines(&s),
        [
            line("No fish left (out in round 1)", 0),
            line("The last fish in the aquarium (after 1 round)", 2),
        ]
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(2))),
        "Game over: Ben wins. Ben's fish are the last ones left."
    );
    // The header no longer counts towards the limit.
    assert_eq!(round_status(&s), "Round 1");
}

#[test]
fn the_last_fish_of_several_players_go_in_the_same_step() {
    // Cy is already out; Ann's and Ben's last fish are both eaten in round 5.
    let mut s = position(RuleSet::Standard, ["e1", "a4"], &[&["d1"], &["b4"], &[]], 0);
    s.round = 5;
    pass_and_roll(&mut s, 2);
    assert_eq!(ending(&s), Some(Ending::SameStep));
    assert_eq!(
        lines(&s),
        [
            line(
                "Last fish lost in round 5, in the same step as another winner's",
                0
            ),
            line(
                "Last fish lost in round 5, in the same step as another winner's",
                0
            ),
            line("No fish left (out in round 1)", 0),
        ]
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(3))),
        "Game over: Ann and Ben share the win. Their last fish went in the same step."
    );
}

#[test]
fn the_round_limit_ends_the_game_and_the_players_with_fish_share() {
    let mut s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1"], &["f4"], &[]],
        0,
    );
    s.round = AQUARIUM.round_limit;
    round_with(&mut s, 2);
    assert_eq!(ending(&s), Some(Ending::RoundLimit));
    assert_eq!(
        lines(&s),
        [
            line("Fish still swimming after round 100, the last round", 2),
            line("Fish still swimming after round 100, the last round", 1),
            line("No fish left (out in round 1)", 0),
        ]
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(3))),
        "Game over: Ann and Ben share the win. Round 100, the last round, ended with their \
         fish still swimming."
    );
    assert_eq!(round_status(&s), "Round 100", "over: no announcement left");
}

#[test]
fn variant_endings_speak_of_old_fish() {
    // Ann's old fish is gone; Ben's old fish is the last: Ben wins although Ann has young fish.
    let mut s = position(
        RuleSet::OldestFish,
        ["e1", "a4"],
        &[&["-", "f4", "f4"], &["f1", "f1"], &["d1", "f1"]],
        0,
    );
    round_with(&mut s, 2);
    assert_eq!(ending(&s), Some(Ending::LastSwimming));
    assert_eq!(
        lines(&s),
        [
            line("Old fish lost (out in round 1)", 0),
            line(
                "The last old fish in the aquarium (after 1 round, 2 fish in all)",
                1
            ),
            line("Old fish lost (out in round 1)", 0),
        ]
    );
    assert_eq!(
        BlackMolly.prompt(&s, Names::of(&seats(3))),
        "Game over: Ben wins. Ben's old fish is the last one left."
    );
    // At the limit: the players whose old fish swims share; young fish do not count.
    let mut t = position(
        RuleSet::OldestFish,
        ["e1", "b4"],
        &[&["a1", "a1"], &["f4", "f1"], &["-", "a1"]],
        0,
    );
    t.round = AQUARIUM.round_limit;
    round_with(&mut t, 2);
    assert_eq!(ending(&t), Some(Ending::RoundLimit));
    assert_eq!(BlackMolly.winners(&t), [0, 1]);
    assert_eq!(
        lines(&t)[..2],
        [
            line(
                "Old fish still swimming after round 100, the last round, 2 fish in all",
                1
            ),
            // Ben's young fish on f1 was the loneliest: Molly 1 came from e1 and ate it.
            line(
                "Old fish still swimming after round 100, the last round, 1 fish in all",
                1
            ),
        ]
    );
    assert!(BlackMolly
        .prompt(&t, Names::of(&seats(3)))
        .to_string()
        .ends_with("ended with their old fish still swimming."));
}

#[test]
fn a_running_game_says_how_long_each_seat_has_lasted() {
    let mut s = position(
        RuleSet::Standard,
        ["e1", "a4"],
        &[&["d1"], &["f4", "f4"], &["f1"]],
        0,
    );
    // Round 1 is being played: not "before round 1" any more.
    assert_eq!(
        lines(&s)[1],
        line("Fish still swimming (round 1 under way)", 2)
    );
    round_with(&mut s, 2);
    assert!(!s.is_over());
    assert_eq!(ending(&s), None);
    assert_eq!(
        lines(&s),
        [
            line("No fish left (out in round 1)", 0),
            line("Fish still swimming (after 1 round)", 2),
            line("Fish still swimming (after 1 round)", 1),
        ]
    );
}

#[test]
fn the_bots_value_a_shared_win_as_its_share_of_a_win() {
    // What each ending is worth to the bots' lookahead: a sole win +100, a loss −100, and a win
    // shared by k players 1/k of the way between (two sharing: 0, as much as an even chance of
    // winning alone). Worth more, a seat would rather be eaten together with an opponent's last
    // fish than play on with an even chance.
    use super::super::measure::leaf;
    let mut alone = position(
        RuleSet::Standard,
        ["e1", "a4"],
        &[&["d1"], &["f4", "f4"]],
        0,
    );
    round_with(&mut alone, 2);
    assert_eq!(ending(&alone), Some(Ending::LastSwimming));
    assert_eq!(
        [leaf(&alone, 0, 0.6), leaf(&alone, 1, 0.6)],
        [-100.0, 100.0]
    );

    let mut two = position(RuleSet::Standard, ["e1", "a4"], &[&["d1"], &["b4"], &[]], 0);
    two.round = 5;
    pass_and_roll(&mut two, 2);
    assert_eq!(ending(&two), Some(Ending::SameStep));
    let values: Vec<f64> = (0..3).map(|p| leaf(&two, p, 0.6)).collect();
    assert_eq!(values, [0.0, 0.0, -100.0]);

    let mut three = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1"], &["f4"], &["f4"]],
        0,
    );
    three.round = AQUARIUM.round_limit;
    round_with(&mut three, 2);
    assert_eq!(ending(&three), Some(Ending::RoundLimit));
    assert_eq!(three.winners, [0, 1, 2]);
    let third = -100.0 + 200.0 / 3.0;
    for p in 0..3 {
        assert!((leaf(&three, p, 0.6) - third).abs() < 1e-9);
    }
}
