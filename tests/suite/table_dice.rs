//! Table dice: games whose chance steps are rolled with real dice and entered by hand. Every game
//! plays to the end on entered dice that its seed does not produce, saves with `dice: Table`, and
//! loads and replays to the same position; wrong entries are refused and change nothing; undoing
//! an entry lets it be entered again.

use dicepad::engine::{BotLevel, Dice, SeatInfo, ToMove};
use dicepad::game::ChanceEntry;
use dicepad::game::MatchSetup;
use dicepad::game::Playable;
use dicepad::games;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

fn table_match(game: &str, seats: Vec<SeatInfo>, seed: u64) -> Box<dyn Playable> {
    // Black Molly with a dealt aquarium, so the deal is a chance step too.
    let options = match game {
        "black-molly" => BTreeMap::from([("aquarium".to_string(), "random".to_string())]),
        _ => BTreeMap::new(),
    };
    games::find(game)
        .unwrap()
        .new_match(MatchSetup {
            seats,
            seed,
            options,
            dice: Dice::Table,
        })
        .unwrap()
}

fn bots(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo::bot(format!("Bot {}", i + 1), BotLevel::Easy))
        .collect()
}

/// Plays a table-dice game to the end: bots move, plain rolls come from `dice_rng` (not the
/// game's seed), Diaominos' cube is typed as read off a real one, and Black Molly's deal is let to
/// the app. Returns how many chance steps were entered by hand.
fn play_out(m: &mut dyn Playable, dice_rng: &mut ChaCha8Rng) -> usize {
    let mut entered = 0;
    for _ in 0..20_000 {
        match m.to_move() {
            ToMove::Over => return entered,
            ToMove::Chance => match m.table_dice() {
                Some(spec) => {
                    let values: Vec<u8> = (0..spec.count)
                        .map(|_| dice_rng.random_range(spec.faces.clone()))
                        .collect();
                    m.enter_chance(ChanceEntry::Dice(&values)).unwrap();
                    entered += 1;
                }
                // Diaominos: the cube as read off a real one (here: solved, set down as is).
                None if m.info().id == "diaominos" => {
                    m.enter_chance(ChanceEntry::Notation("cube RRRR/GGGG/WWWW/YYYY/BBBB/OOOO"))
                        .unwrap();
                    entered += 1;
                }
                None => m.enter_chance(ChanceEntry::FromSeed).unwrap(),
            },
            ToMove::Seat(_) => assert!(m.step_bot(), "a bot seat had no move"),
        }
    }
    panic!("the game did not end");
}

#[test]
fn every_game_plays_saves_and_replays_on_dice_from_the_table() {
    for (game, seats) in [
        ("honeycomb-caverns", 1),
        ("hex-roller", 2),
        ("molecular-structures", 3),
        ("black-molly", 2),
        ("diaominos", 2),
    ] {
        let mut m = table_match(game, bots(seats), 7);
        assert_eq!(m.action_count(), 0, "{game}: nothing is drawn at the start");
        let mut rng = ChaCha8Rng::seed_from_u64(99);
        let entered = play_out(m.as_mut(), &mut rng);
        assert!(entered > 0, "{game}: nothing entered");
        let text = m.save_text().unwrap();
        assert!(text.contains("dice: Table"), "{game}: {text}");
        let back = games::load_any(&text).unwrap();
        assert!(back.is_over(), "{game}");
        assert_eq!(back.save_text().unwrap(), text, "{game}: replays exactly");
        assert_eq!(back.scores(), m.scores(), "{game}");
        assert_eq!(back.dice_mode(), Dice::Table);
        // The same log read as a seeded game is refused: the seed did not roll these dice.
        if entered > 0 {
            let seeded = text.replace("dice: Table,", "");
            assert_ne!(seeded, text);
            let e = games::load_any(&seeded).err().map(|e| e.to_string());
            assert!(
                e.as_deref().is_some_and(|e| e.contains("seed")),
                "{game}: {e:?}"
            );
        }
    }
}

#[test]
fn seeded_saves_carry_no_dice_line_and_a_table_game_draws_nothing_by_itself() {
    let g = games::find("honeycomb-caverns").unwrap();
    let seeded = g
        .new_match(MatchSetup {
            seats: bots(1),
            seed: 3,
            options: BTreeMap::new(),
            dice: Dice::Seeded,
        })
        .unwrap();
    assert!(!seeded.save_text().unwrap().contains("dice:"));
    let mut m = table_match("black-molly", bots(2), 3);
    // The opening deal waits for the table too.
    assert_eq!(m.to_move(), ToMove::Chance);
    assert_eq!(m.action_count(), 0);
    assert!(m.table_dice().is_none(), "a deal is not a roll of dice");
    assert!(!m.step_bot(), "no bot moves before the deal");
    m.enter_chance(ChanceEntry::FromSeed).unwrap();
    assert_eq!(m.action_count(), 1);
}

fn honeycomb_rolling() -> Box<dyn Playable> {
    let mut m = table_match("honeycomb-caverns", vec![SeatInfo::human("Ann")], 5);
    m.apply_str("roll").unwrap();
    assert_eq!(m.to_move(), ToMove::Chance);
    m
}

#[test]
fn wrong_entries_are_refused_and_change_nothing() {
    let mut m = honeycomb_rolling();
    let before = m.save_text().unwrap();
    let spec = m.table_dice().unwrap();
    assert_eq!(spec.count, 3);
    for (values, says) in [
        (vec![1, 2, 7], "1 to 6"),
        (vec![0, 2, 3], "1 to 6"),
        (vec![1, 2], "3 die values"),
        (vec![1, 2, 3, 4], "3 die values"),
    ] {
        let e = m
            .enter_chance(ChanceEntry::Dice(&values))
            .unwrap_err()
            .to_string();
        assert!(e.contains(says), "{values:?}: {e}");
        assert_eq!(
            m.save_text().unwrap(),
            before,
            "{values:?} changed the game"
        );
    }
    // In notation too: the game's chance check has the last word.
    let e = m
        .enter_chance(ChanceEntry::Notation("dice 1 2 9"))
        .unwrap_err()
        .to_string();
    assert!(!e.is_empty());
    assert!(m.enter_chance(ChanceEntry::Notation("nonsense")).is_err());
    assert!(
        m.apply_str("move N 1").is_err(),
        "no seat moves while dice are due"
    );
    assert_eq!(m.save_text().unwrap(), before);
    m.enter_chance(ChanceEntry::Dice(&[2, 4, 6])).unwrap();
    assert_ne!(m.save_text().unwrap(), before);
    assert!(
        m.enter_chance(ChanceEntry::Dice(&[1, 1, 1])).is_err(),
        "no dice are due once entered"
    );

    // A seeded game takes no entered dice.
    let g = games::find("black-molly").unwrap();
    let mut seeded = g
        .new_match(MatchSetup {
            seats: bots(2),
            seed: 1,
            options: BTreeMap::new(),
            dice: Dice::Seeded,
        })
        .unwrap();
    while seeded.to_move() != ToMove::Chance && !seeded.is_over() {
        seeded.step_bot();
    }
    let before = seeded.save_text().unwrap();
    assert!(seeded.enter_chance(ChanceEntry::Dice(&[2])).is_err());
    assert!(seeded.enter_chance(ChanceEntry::Notation("d4 2")).is_err());
    assert_eq!(seeded.save_text().unwrap(), before);
}

#[test]
fn a_d4_entry_is_checked_against_its_four_faces() {
    let mut m = table_match("black-molly", bots(2), 11);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    m.enter_chance(ChanceEntry::FromSeed).unwrap();
    while m.table_dice().is_none() {
        assert!(m.step_bot());
        assert!(!m.is_over());
    }
    let spec = m.table_dice().unwrap();
    assert_eq!((spec.count, spec.faces.clone()), (1, 1..=4));
    let before = m.save_text().unwrap();
    let e = m
        .enter_chance(ChanceEntry::Dice(&[5]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("1 to 4"), "{e}");
    assert!(m.enter_chance(ChanceEntry::Notation("d4 5")).is_err());
    assert_eq!(m.save_text().unwrap(), before);
    m.enter_chance(ChanceEntry::Dice(&[rng.random_range(1..=4)]))
        .unwrap();
}

#[test]
fn undoing_a_dice_entry_lets_it_be_entered_again_and_redo_brings_it_back() {
    let mut m = honeycomb_rolling();
    assert!(m.can_undo(), "the roll is a human action");
    m.enter_chance(ChanceEntry::Dice(&[1, 2, 3])).unwrap();
    let entered = m.action_count();
    assert!(m.can_undo());
    assert!(m.undo());
    assert_eq!(
        m.action_count(),
        entered - 1,
        "only the dice entry was taken back"
    );
    assert_eq!(m.to_move(), ToMove::Chance);
    assert!(m.redo());
    assert_eq!(m.log_notation(entered - 1), Some("dice 1 2 3".into()));
    assert!(m.undo());
    m.enter_chance(ChanceEntry::Dice(&[6, 5, 4])).unwrap();
    assert_eq!(m.action_count(), entered);
    assert_eq!(m.log_notation(entered - 1), Some("dice 6 5 4".into()));
    assert!(!m.can_redo(), "a new entry clears what was undone");
}
