//! The bots' memo (`bot_memo.rs`) changes no choice: a 3-seat game's decisions, each chosen with
//! the memo filled by every earlier decision and again with the memo off, agree in action and value.

use super::super::bot_memo;
use super::super::rules::BlackMolly;
use super::super::state::Options;
use crate::engine::{BotLevel, SeatInfo, Session, ToMove};

#[test]
fn the_memo_changes_no_choice_of_normal_or_strong() {
    let levels = [BotLevel::Strong, BotLevel::Normal, BotLevel::Normal];
    let seats = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {i}"), l))
        .collect();
    let mut game = Session::new(BlackMolly, Options::default(), seats, 3).unwrap();
    bot_memo::switch_off(false);
    let mut decisions = 0;
    while decisions < 30 {
        game.advance_chance();
        let ToMove::Seat(seat) = game.to_move() else {
            break;
        };
        let with = game.bot_choice(levels[seat]).unwrap();
        assert!(bot_memo::len() > 0, "the bots keep what they looked at");
        bot_memo::switch_off(true);
        let without = game.bot_choice(levels[seat]).unwrap();
        bot_memo::switch_off(false);
        assert_eq!(
            (&with.action, with.value),
            (&without.action, without.value),
            "decision {decisions}"
        );
        // Strong's choice with the memo kept from the Normal seats' decisions too.
        let strong = game.bot_choice(BotLevel::Strong).unwrap();
        bot_memo::switch_off(true);
        let strong_without = game.bot_choice(BotLevel::Strong).unwrap();
        bot_memo::switch_off(false);
        assert_eq!(
            (&strong.action, strong.value),
            (&strong_without.action, strong_without.value),
            "decision {decisions} (Strong)"
        );
        game.apply_as_bot(seat, with.action).unwrap();
        decisions += 1;
    }
    assert_eq!(decisions, 30);
}
