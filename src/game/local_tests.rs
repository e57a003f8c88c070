//! The local game's bot thinking, tried on Hex Roller.

use super::*;
use crate::engine::{BotLevel, Dice, SeatInfo};
use std::collections::BTreeMap;
use std::time::Duration;

fn hex_roller(seats: Vec<SeatInfo>, seed: u64) -> Box<dyn Playable> {
    let plugin = crate::games::find("hex-roller").expect("registered");
    plugin
        .new_match(MatchSetup {
            seats,
            seed,
            options: BTreeMap::new(),
            dice: Dice::Seeded,
        })
        .expect("starts")
}

/// Polls `think` without ever blocking, as the window does, until the bot has moved.
fn think_until_moved(m: &mut dyn Playable, level: BotLevel) -> Thought {
    for _ in 0..100_000 {
        match m.think(Purpose::Move, level, Duration::ZERO) {
            Thought::Thinking => std::thread::sleep(Duration::from_micros(200)),
            done => return done,
        }
    }
    panic!("the bot never answered")
}

#[test]
fn bots_thinking_on_the_worker_play_the_same_game_as_on_the_caller() {
    let seats = || {
        vec![
            SeatInfo::bot("A", BotLevel::Normal),
            SeatInfo::bot("B", BotLevel::Easy),
        ]
    };
    let mut here = hex_roller(seats(), 3);
    while here.step_bot() {}
    assert!(here.is_over());
    let mut there = hex_roller(seats(), 3);
    while let Some((_, level)) = there.bot_to_move() {
        assert_eq!(think_until_moved(there.as_mut(), level), Thought::Moved);
        assert!(there.thinking().is_none(), "nothing left under way");
    }
    assert!(there.is_over());
    assert_eq!(here.save_text(), there.save_text(), "same seed, same game");
}

#[test]
fn a_hint_for_an_old_position_is_never_shown() {
    let mut m = hex_roller(vec![SeatInfo::human("Ann")], 8);
    let first = m.think(Purpose::Hint, BotLevel::Normal, Duration::ZERO);
    assert!(
        matches!(first, Thought::Thinking | Thought::Hinted),
        "{first:?}"
    );
    // The player moves before the hint is collected: the pending hint is for the old position.
    let action = m.legal().into_iter().next().expect("a legal action");
    m.apply_str(&action).expect("legal");
    assert!(m.thinking().is_none(), "the old decision no longer shows");
    assert_eq!(m.hint_notation(), None);
    let again = m.think(Purpose::Hint, BotLevel::Normal, Duration::from_secs(120));
    assert_eq!(again, Thought::Hinted);
    let hint = m.hint_notation().expect("a hint for the new position");
    assert!(m.legal().contains(&hint), "{hint} is legal now");
    // Asking again for the same position keeps the hint without thinking again.
    assert_eq!(
        m.think(Purpose::Hint, BotLevel::Normal, Duration::ZERO),
        Thought::Hinted
    );
    assert!(m.thinking().is_none());
    // A person's seat has no bot move of its own unless asked: over, nothing to do.
    let mut over = hex_roller(vec![SeatInfo::bot("B", BotLevel::Easy)], 2);
    while over.step_bot() {}
    assert_eq!(
        over.think(Purpose::Move, BotLevel::Normal, Duration::ZERO),
        Thought::Idle
    );
}
