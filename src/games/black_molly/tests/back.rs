//! A fish goes straight back to the card it swam from in its owner's last move step only for a
//! reason: the bots weigh such a move at a cost (`bot.rs`, `BACK_COST`).

use super::super::bot::{normal_choice, normal_move_with_back};
use super::super::notation::Action;
use super::super::rules::BlackMolly;
use super::super::state::{Options, Phase, RuleSet, State};
use super::{act, bot_session, c, play, position};
use crate::engine::{BotLevel, Rules, ToMove};

/// Found in a Normal×2 game (seed 1, round 9): Ann's last two fish sit on f4, the corner start
/// card they swam to from f3 last round; the Mollies are on b4 and a1, far away, machine 4 is ON;
/// Ben's one fish is on b1 next to a Molly. Nothing is gained by swimming back to f3 (less than
/// the cost), yet the bot without a memory did.
fn far_from_the_mollies() -> State {
    let mut s = position(
        RuleSet::Standard,
        ["b4", "a1"],
        &[&["-", "f4", "-", "f4"], &["b1", "-", "-", "-"]],
        0,
    );
    s.machines_on = [false, false, true];
    for f in &mut s.fish {
        f.left = match (f.owner, f.at) {
            (0, Some(_)) => Some(c("f3")),
            (1, Some(_)) => Some(c("a1")),
            _ => None,
        };
    }
    s
}

#[test]
fn a_fish_does_not_go_straight_back_without_reason() {
    let s = far_from_the_mollies();
    assert_eq!(s.phase, Phase::Move { seat: 0 });
    // Without the cost (the bot before) the move back is its choice: the case is one.
    assert_eq!(normal_move_with_back(&s, 0, 0.0), Some(act("move f4 f3")));
    let choice = normal_choice(&s, 0).unwrap();
    assert_eq!(choice.action, Action::Done);
    // Forgetting where the fish came from, the bot goes back again.
    let mut forgot = s.clone();
    for f in &mut forgot.fish {
        f.left = None;
    }
    assert_eq!(normal_choice(&forgot, 0).unwrap().action, act("move f4 f3"));
}

#[test]
fn a_fish_remembers_the_card_it_left_until_its_owner_moves_again() {
    let mut s = position(
        RuleSet::Standard,
        ["c2", "d3"],
        &[&["a1", "f4"], &["a4", "f1"]],
        0,
    );
    play(&mut s, "move a1 b1");
    play(&mut s, "done");
    play(&mut s, "move a4 b4");
    play(&mut s, "done");
    let left = |s: &State| s.fish.iter().map(|f| f.left).collect::<Vec<_>>();
    assert_eq!(
        left(&s),
        [
            Some(c("a1")),
            None,
            None,
            None,
            Some(c("a4")),
            None,
            None,
            None
        ]
    );
    // The roll keeps what this round's moves left; next round Ann stays, Ben moves f1 to e1:
    // Ann's memory is gone at the roll after, Ben's fish on b4 forgets a4 and the one on e1
    // remembers f1.
    play(&mut s, "roll");
    assert_eq!(left(&s)[0], Some(c("a1")));
    play(&mut s, "d4 1");
    super::settle(&mut s);
    while let Phase::Move { seat } = s.phase {
        if seat == 1 {
            play(&mut s, "move f1 e1");
        }
        play(&mut s, "done");
    }
    play(&mut s, "roll");
    let after = left(&s);
    assert!(after[..4].iter().all(Option::is_none), "{after:?}");
    assert_eq!(after[5], Some(c("f1")));
    assert_eq!(after[4], None);
}

/// Finder for hand-made cases: Normal×2 games where the bot without the cost sends a fish back
/// and the bot with it does not. `cargo test --lib back_finder -- --ignored --nocapture`
#[test]
#[ignore]
fn back_finder() {
    for seed in 1..=6u64 {
        let mut game = bot_session(&[BotLevel::Normal; 2], seed);
        loop {
            game.advance_chance();
            let ToMove::Seat(seat) = game.to_move() else {
                break;
            };
            let s = game.state().clone();
            if let Phase::Move { .. } = s.phase {
                let old = normal_move_with_back(&s, 0, 0.0);
                let new = normal_move_with_back(&s, 0, 0.6);
                if let Some(Action::Move { from, to, old: o }) = &old {
                    let back = s.fish.iter().any(|f| {
                        f.owner == seat && f.at == Some(*from) && f.old == *o && f.left == Some(*to)
                    });
                    if back && new != old {
                        println!(
                            "seed {seed} round {} seat {seat}: old {old:?} new {new:?}\n  mollies {:?} machines {:?} starter {}\n  fish {:?}",
                            s.round,
                            s.mollies.map(|c| c.to_string()),
                            s.machines_on,
                            s.starter,
                            s.fish
                                .iter()
                                .map(|f| (f.owner, f.at.map(|c| c.to_string()), f.left.map(|c| c.to_string()), f.moved))
                                .collect::<Vec<_>>()
                        );
                    }
                }
            }
            let a = game.bot_choice(BotLevel::Normal).unwrap().action;
            game.apply_as_bot(seat, a).unwrap();
        }
    }
    let _ = BlackMolly.legal_actions(&BlackMolly.fresh(&Options::default(), 2));
}
