//! Seat names in the words, the notation, the conformance suite and the Normal bot.

use super::*;

// ---- Conformance -------------------------------------------------------------------------------

fn options(aquarium: AquariumChoice, rules: RuleSet) -> Options {
    Options { aquarium, rules }
}

#[test]
fn conformance_standard() {
    check_game(
        BlackMolly,
        options(AquariumChoice::Starter, RuleSet::Standard),
        2,
        40,
        1,
    );
    check_game(
        BlackMolly,
        options(AquariumChoice::Random, RuleSet::Standard),
        3,
        25,
        2,
    );
    check_game(
        BlackMolly,
        options(AquariumChoice::Starter, RuleSet::Standard),
        4,
        20,
        3,
    );
}

#[test]
fn conformance_oldest_fish() {
    check_game(
        BlackMolly,
        options(AquariumChoice::Random, RuleSet::OldestFish),
        2,
        40,
        4,
    );
    check_game(
        BlackMolly,
        options(AquariumChoice::Starter, RuleSet::OldestFish),
        3,
        25,
        5,
    );
    check_game(
        BlackMolly,
        options(AquariumChoice::Random, RuleSet::OldestFish),
        4,
        20,
        6,
    );
}

// ---- Bots --------------------------------------------------------------------------------------

fn normal(s: &State) -> String {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    crate::engine::bot_action(
        &BlackMolly,
        s,
        crate::engine::BotLevel::Normal,
        &mut crate::engine::Think::new(&mut rng, 0),
    )
    .unwrap()
    .action
    .to_string()
}

#[test]
fn normal_bot_flees_a_molly() {
    // Player 1's lone fish on d1 sits next to Molly 1 (e1): staying means being eaten.
    let s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["d1", "a4", "a4"], &["f4", "f4"]],
        0,
    );
    assert_eq!(normal(&s), "move d1 d2");
}

#[test]
fn normal_bot_steers_the_molly_onto_an_opponent() {
    // Player 1 holds the D4. Molly 1 on e2 is two cards from player 1's lone fish (d1) and from
    // player 2's (f3): the routes start at e1/d2 or at f2/e3, and player 1 picks.
    let mut s = position(
        RuleSet::Standard,
        ["e2", "a4"],
        &[&["d1", "a1", "a1"], &["f3", "f1", "f1"]],
        0,
    );
    pass_and_roll(&mut s, 3);
    assert_eq!(s.phase, Phase::Molly { k: 0 });
    let pick = normal(&s);
    assert!(pick == "molly 1 f2" || pick == "molly 1 e3", "{pick}");
}

/// The bot's choice at `level` for a seat whose tie-breaking style is `style`.
fn bot_with_style(s: &State, level: crate::engine::BotLevel, style: u64) -> String {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    crate::engine::bot_action(
        &BlackMolly,
        s,
        level,
        &mut crate::engine::Think::new(&mut rng, style),
    )
    .unwrap()
    .action
    .to_string()
}

#[test]
fn normal_seats_break_a_tie_each_their_own_way() {
    // Oldest-fish setup on the starter aquarium: a1 and f4 are both four cards from the nearest
    // Molly (e1, b4), f1 and a4 only one. Every style picks a1 or f4, the same style always the
    // same one, and the styles do not all agree.
    let s = BlackMolly.fresh(
        &Options {
            rules: RuleSet::OldestFish,
            ..Options::default()
        },
        2,
    );
    assert_eq!(s.phase, Phase::PlaceOld { seat: 0 });
    let picks: Vec<String> = (0..16u64)
        .map(|style| bot_with_style(&s, crate::engine::BotLevel::Normal, style))
        .collect();
    for (style, p) in picks.iter().enumerate() {
        assert!(p == "start a1" || p == "start f4", "{p}");
        assert_eq!(
            *p,
            bot_with_style(&s, crate::engine::BotLevel::Normal, style as u64)
        );
    }
    assert!(
        picks.iter().any(|p| p != &picks[0]),
        "all styles pick {}",
        picks[0]
    );
}

#[test]
fn strong_bot_flees_a_molly_too() {
    // As in `normal_bot_flees_a_molly`: the deeper look must not give up the fish next to Molly 1.
    let s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["d1", "a4", "a4"], &["f4", "f4"]],
        0,
    );
    let pick = bot_with_style(&s, crate::engine::BotLevel::Strong, 0);
    assert!(pick.starts_with("move d1"), "{pick}");
}

#[test]
fn strong_presses_an_opponent_only_while_ahead() {
    // Seat 0 has two pairs (a1, f4); seat 1 a last, lone fish: on c2, three cards from both
    // Mollies, or on a4, the dead end next to Molly 2 (b4), where it is caught next round
    // whatever it does. Neither is next to seat 0's fish (where it could join them), so moving
    // it changes nothing else about seat 0's fish.
    use super::super::measure::{leaf, strong_leaves};
    let far = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1", "f4", "f4"], &["c2"]],
        0,
    );
    let near = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["a1", "a1", "f4", "f4"], &["a4"]],
        0,
    );
    // How much better seat 0 finds `near` than `far`: Normal's measure, then Strong's.
    let normal_gain = leaf(&near, 0, 0.6) - leaf(&far, 0, 0.6);
    let strong_gain = strong_leaves(&near)[0].value - strong_leaves(&far)[0].value;
    assert!(
        normal_gain > 0.0,
        "the exposed last fish is good news: {normal_gain}"
    );
    assert!(
        strong_gain > normal_gain * 1.5,
        "Strong, four fish to one, cares more about the last fish: {strong_gain} vs {normal_gain}"
    );
    // The trailing seat is not pressed: its view is Normal's.
    for s in [&far, &near] {
        assert_eq!(strong_leaves(s)[1].value, leaf(s, 1, 0.6));
    }
}

#[test]
fn strongs_look_counts_the_left_alone_guess_less() {
    // Seat 0 and seat 1 share c2, three cards from both Mollies (no danger of its own); seat 1
    // moves after seat 0 next round and may leave seat 0's fish alone there. Each also has a lone
    // fish (a1, f4), valued alike in both looks. Seat 0's fish on c2: 0.1 (shared) + 0.9 (may be
    // left alone), capped at 0.95, so worth 0.05 in Normal's look; 0.1 + 0.3 = 0.4, worth 0.6, in
    // Strong's, which plays the next round out and sees whether seat 1 leaves. Seat 1's fish on
    // c2 has nobody moving after it: 0.9 in both. Equal fish, so Strong does not press.
    use super::super::measure::{leaf, strong_leaves};
    let s = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["c2", "a1"], &["c2", "f4"]],
        0,
    );
    let gain = 0.6 - 0.05;
    let strong = strong_leaves(&s);
    assert!((strong[0].value - leaf(&s, 0, 0.6) - gain).abs() < 1e-9);
    // Seat 1 counts seat 0's material against itself at 0.6.
    assert!((strong[1].value - leaf(&s, 1, 0.6) + 0.6 * gain).abs() < 1e-9);
}

#[test]
fn normal_counts_a_fish_the_last_opponent_fish_can_join_more_exposed() {
    // Two players left: seat 0 has two fish on c2 (three cards from both Mollies, not among the
    // loneliest cards: no danger of its own), seat 1 its last fish. Seat 1 moves after seat 0
    // next round. On c3, next to c2, it can join seat 0's fish there and be eaten with them:
    // Normal counts each of them 0.9 exposed (worth 0.1), Strong's look does not guess (it plays
    // the next round out), worth 1 each. On c4, two cards away, neither look counts it. With a
    // third player still in the game, not yet either. Seat 1's fish has nobody moving after it,
    // so its value m1 is the same in both looks; Strong's pressing takes 0.4 × m1 off seat 0
    // (two fish to one), whatever the rest.
    use super::super::measure::{leaf, strong_leaves};
    let pressing = |s: &State, opponents: &[usize]| {
        let m: f64 = opponents.iter().map(|&q| leaf(s, q, 0.0)).sum();
        0.4 * m / opponents.len() as f64
    };
    let gain = |s: &State| strong_leaves(s)[0].value - leaf(s, 0, 0.6);
    let next_to = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["c2", "c2"], &["c3"]],
        0,
    );
    let expected = 2.0 * (1.0 - 0.1) - pressing(&next_to, &[1]);
    assert!(
        (gain(&next_to) - expected).abs() < 1e-9,
        "{}",
        gain(&next_to)
    );
    let two_away = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["c2", "c2"], &["c4"]],
        0,
    );
    assert!((gain(&two_away) + pressing(&two_away, &[1])).abs() < 1e-9);
    let three = position(
        RuleSet::Standard,
        ["e1", "b4"],
        &[&["c2", "c2"], &["c3"], &["f4"]],
        0,
    );
    assert!((gain(&three) + pressing(&three, &[1, 2])).abs() < 1e-9);
}

// ---- Seat names in the words -------------------------------------------------------------------

/// "player 2", "Player 3": the words of a game that does not know its seats' names.
fn names_a_seat_by_number(text: &str) -> bool {
    let lower = text.to_lowercase();
    (1..=4).any(|n| lower.contains(&format!("player {n}")))
}

#[test]
fn prompts_and_log_lines_use_seat_names() {
    use crate::engine::Session;
    use rand::{Rng, SeedableRng};
    for (g, rules) in [RuleSet::Standard, RuleSet::OldestFish]
        .into_iter()
        .enumerate()
    {
        let options = Options {
            aquarium: AquariumChoice::Random,
            rules,
        };
        let mut session = Session::new(BlackMolly, options, seats(3), 11 + g as u64).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        while !session.is_over() && session.log().len() < 400 {
            let prompt = session.prompt();
            if let ToMove::Seat(p) = session.to_move() {
                let name = ["Ann", "Ben", "Cy"][p];
                assert!(
                    prompt.to_string().contains(name),
                    "`{prompt}` does not name {name}"
                );
            }
            assert!(!names_a_seat_by_number(&prompt.to_string()), "{prompt}");
            let legal = session.legal_actions();
            let a = legal[rng.random_range(0..legal.len())].clone();
            session.apply(a).unwrap();
        }
        let texts: Vec<String> = session.log().iter().map(|e| e.text.to_string()).collect();
        for t in &texts {
            assert!(!names_a_seat_by_number(t), "log line `{t}`");
        }
        // Fish are named by their owner somewhere in a game that long.
        assert!(
            texts
                .iter()
                .any(|t| ["Ann's", "Ben's", "Cy's"].iter().any(|n| t.contains(n))),
            "{texts:?}"
        );
    }
}

#[test]
fn the_log_names_whose_fish_the_current_carries_and_who_is_out() {
    // Ann's lone fish on b2 rides the pump to c2 onto Molly 1, who stays and eats it: Ann is out.
    let mut s = position(
        RuleSet::Standard,
        ["c2", "c4"],
        &[&["b2"], &["f1", "f4", "f4"]],
        0,
    );
    while matches!(s.phase, Phase::Move { .. }) {
        play(&mut s, "done");
    }
    play(&mut s, "roll");
    let seat_list = seats(2);
    let line = BlackMolly.describe(&s, &act("d4 1"), Names::of(&seat_list));
    assert!(
        line.to_string()
            .contains("the current carries Ann's fish b2 to c2"),
        "{line}"
    );
    assert!(
        line.to_string().contains("a Molly eats Ann's fish on c2"),
        "{line}"
    );
    assert!(line.to_string().contains("Ann is out"), "{line}");
    assert!(line.to_string().contains("game over: Ben wins"), "{line}");
    // describe only looks: the state before is untouched.
    assert_eq!(s.phase, Phase::Rolling);
}

#[test]
fn a_save_in_the_existing_format_still_loads() {
    // Written the way saves have always been written: the options by name, the log in notation.
    let text = r#"(
    format: 1,
    game: "black-molly",
    options: (aquarium: Starter, rules: OldestFish),
    seed: 9,
    seats: [(name: "Ann", kind: Human), (name: "Ben", kind: Bot(Normal))],
    log: ["start f1", "start a4", "old f1 f2", "move a1 b1", "done", "done", "roll", "d4 3"],
    summary: "running",
)"#;
    let session = crate::game::load_session(BlackMolly, text).unwrap();
    let s = session.state();
    assert_eq!(s.rules, RuleSet::OldestFish);
    assert_eq!(s.machines_on, [false, true, false]);
    assert_eq!(session.log()[2].text, "moves the old fish f1 to f2");
    assert_eq!(session.log()[3].action.to_string(), "move a1 b1");
}

/// The breakdown means what the rules mean at every step of random games of both rule sets: its
/// lines add up to the total, the total is what decides the winner, and nobody's old fish is
/// "lost" (nor anyone out) while the variant's setup is still placing them.
#[test]
fn breakdown_lines_add_up_to_the_total_in_setup_and_play() {
    use crate::engine::Session;
    use rand::{Rng, SeedableRng};
    for (g, rules) in [RuleSet::Standard, RuleSet::OldestFish]
        .into_iter()
        .enumerate()
    {
        for seed in 0..6u64 {
            let options = Options {
                aquarium: AquariumChoice::Random,
                rules,
            };
            let mut session =
                Session::new(BlackMolly, options, seats(3), 40 + seed + 10 * g as u64).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut saw_setup = false;
            while session.log().len() < 400 {
                let s = session.state();
                for (p, score) in BlackMolly.scores(s).iter().enumerate() {
                    let sum: i32 = score.lines.iter().map(|l| l.points).sum();
                    assert_eq!(sum, score.total, "{rules:?} seat {p}: {score:?}");
                    let words: Vec<String> =
                        score.lines.iter().map(|l| l.label.to_string()).collect();
                    if matches!(s.phase, Phase::PlaceOld { .. }) {
                        saw_setup = true;
                        assert_eq!(score.total, 1, "in the game during setup: {words:?}");
                        assert!(!words.iter().any(|w| w.contains("lost")), "{words:?}");
                    }
                    // The total is the standing: it is positive exactly while the seat is in.
                    if !s.is_over() && !matches!(s.phase, Phase::PlaceOld { .. }) {
                        assert_eq!(score.total > 0, s.in_game(p), "{rules:?}: {words:?}");
                    }
                }
                if session.is_over() {
                    break;
                }
                let legal = session.legal_actions();
                let a = legal[rng.random_range(0..legal.len())].clone();
                session.apply(a).unwrap();
            }
            assert_eq!(saw_setup, rules == RuleSet::OldestFish);
        }
    }
}

/// Seeded random games of both rule sets and every seat count: the listed actions are exactly the
/// candidates that pass `check`, in the same order (the conformance suite compares them as sets).
#[test]
fn fast_legal_actions_equal_the_checked_candidates() {
    use rand::{Rng, SeedableRng};
    for rules in [RuleSet::Standard, RuleSet::OldestFish] {
        for seats in 2..=4 {
            for g in 0..4u64 {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(500 + g);
                let options = Options {
                    rules,
                    aquarium: AquariumChoice::Random,
                };
                let mut s = BlackMolly.new_state(&options, seats).unwrap();
                loop {
                    let a = match BlackMolly.to_move(&s) {
                        ToMove::Over => break,
                        ToMove::Chance => BlackMolly.sample_chance(&s, &mut rng),
                        ToMove::Seat(_) => {
                            let fast = BlackMolly.legal_actions(&s);
                            let slow: Vec<Action> = BlackMolly
                                .candidate_actions(&s)
                                .into_iter()
                                .filter(|a| BlackMolly.check(&s, a).is_ok())
                                .collect();
                            assert_eq!(fast, slow, "{s:?}");
                            fast[rng.random_range(0..fast.len())].clone()
                        }
                    };
                    BlackMolly.perform(&mut s, &a);
                }
            }
        }
    }
}

#[test]
fn the_running_line_says_round_1_is_under_way_not_before_round_1() {
    // Before: "Fish still swimming (before round 1)" all through round 1's move step.
    let mut s = BlackMolly
        .new_state(&Options::default(), 2)
        .expect("two seats");
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    while BlackMolly.to_move(&s) == ToMove::Chance {
        let chance = BlackMolly.sample_chance(&s, &mut rng);
        apply(&BlackMolly, &mut s, &chance).unwrap();
    }
    assert_eq!(s.round, 1);
    assert!(matches!(s.phase, Phase::Move { .. }), "{:?}", s.phase);
    let words = |s: &State| BlackMolly.scores(s)[0].lines[0].label.to_string();
    assert_eq!(words(&s), "Fish still swimming (round 1 under way)");
    // After round 1 the line counts the rounds survived.
    round_with(&mut s, 1);
    assert_eq!(s.round, 2);
    assert_eq!(words(&s), "Fish still swimming (after 1 round)");
}
