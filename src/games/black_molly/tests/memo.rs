//! The bots' memo (`bot_memo.rs`) changes no choice: a 3-seat game's decisions, each chosen with
//! the memo filled by every earlier decision and again with the memo off, agree in action and value.

use super::super::bot::eval;
use super::super::bot_memo;
use super::super::measure::Outcome;
use super::super::notation::Action;
use super::super::rules::BlackMolly;
use super::super::state::{Options, Phase, RuleSet, State};
use super::{c, position};
use crate::engine::{BotLevel, SeatInfo, Session, ToMove};

/// Every seat's value of `s` (every seat moved, the dice to roll) by Normal's look.
fn values(s: &State) -> Vec<f64> {
    eval(s, s.round).iter().map(|o: &Outcome| o.value).collect()
}

#[test]
fn positions_that_differ_in_anything_the_round_depends_on_are_kept_apart() {
    // Three seats, all moved; Mollies on e1 and b4. Each variant changes one thing the rest of
    // the round depends on; it is looked at with the memo holding the base and every earlier
    // variant, and must get what it gets with the memo off (and differ from the base, or the
    // case would prove nothing).
    let base = {
        let mut s = position(
            RuleSet::Standard,
            ["e1", "b4"],
            &[
                &["a1", "a2", "f4", "f1"],
                &["a1", "b1", "f4", "f3"],
                &["d1", "f2"],
            ],
            0,
        );
        s.phase = Phase::AwaitRoll;
        s
    };
    let variant = |change: &dyn Fn(&mut State)| {
        let mut s = base.clone();
        change(&mut s);
        s
    };
    let variants = [
        ("Molly 1", variant(&|s| s.mollies[0] = c("e2"))),
        ("Molly 2", variant(&|s| s.mollies[1] = c("c4"))),
        ("machine 2", variant(&|s| s.machines_on[0] = true)),
        ("a fish", variant(&|s| s.fish[8].at = Some(c("e4")))),
        ("a fish gone", variant(&|s| s.fish[0].at = None)),
        ("starter", variant(&|s| s.starter = 2)),
    ];
    bot_memo::switch_off(false);
    let kept_base = values(&base);
    for (what, s) in &variants {
        let with = values(s);
        bot_memo::switch_off(true);
        let without = values(s);
        bot_memo::switch_off(false);
        assert_eq!(with, without, "{what}");
        assert_ne!(without, kept_base, "{what}: the case must change the value");
    }
    // Asked again, the base comes from the memo as it was.
    assert_eq!(values(&base), kept_base);
}

/// A game of bot seats at `levels`, from `seed`.
fn bots_game(levels: &[BotLevel], seed: u64) -> Session<BlackMolly> {
    let seats = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {i}"), l))
        .collect();
    Session::new(BlackMolly, Options::default(), seats, seed).unwrap()
}

/// `level`'s choice in `game` with the memo as it stands, checked against the choice with the memo
/// off (action and value); the memo is left on.
fn choice_checked(game: &Session<BlackMolly>, level: BotLevel, what: &str) -> Action {
    let with = game.bot_choice(level).unwrap();
    bot_memo::switch_off(true);
    let without = game.bot_choice(level).unwrap();
    bot_memo::switch_off(false);
    assert_eq!(
        (&with.action, with.value),
        (&without.action, without.value),
        "{what}"
    );
    with.action
}

#[test]
fn the_memo_changes_no_choice_of_normal_or_strong() {
    let levels = [BotLevel::Strong, BotLevel::Normal, BotLevel::Normal];
    let mut game = bots_game(&levels, 3);
    bot_memo::switch_off(false);
    let mut decisions = 0;
    while decisions < 30 {
        game.advance_chance();
        let ToMove::Seat(seat) = game.to_move() else {
            break;
        };
        let action = choice_checked(&game, levels[seat], &format!("decision {decisions}"));
        assert!(bot_memo::len() > 0, "the bots keep what they looked at");
        // Strong's choice with the memo kept from the Normal seats' decisions too.
        choice_checked(
            &game,
            BotLevel::Strong,
            &format!("decision {decisions} (Strong)"),
        );
        game.apply_as_bot(seat, action).unwrap();
        decisions += 1;
    }
    assert_eq!(decisions, 30);
}

#[test]
fn generations_that_fill_and_turn_over_change_no_choice() {
    // A limit of 50 positions per generation: a few decisions fill the newer generation many
    // times over, so values come from both generations and from ones turned over; every choice
    // must be the one made with the memo off.
    let levels = [BotLevel::Normal, BotLevel::Strong, BotLevel::Normal];
    let mut game = bots_game(&levels, 5);
    bot_memo::set_limit(Some(50));
    bot_memo::switch_off(false);
    for decision in 0..20 {
        game.advance_chance();
        let ToMove::Seat(seat) = game.to_move() else {
            break;
        };
        let action = choice_checked(&game, levels[seat], &format!("decision {decision}"));
        assert!(bot_memo::len() <= 100, "two generations of at most 50");
        game.apply_as_bot(seat, action).unwrap();
    }
    bot_memo::set_limit(None);
}
