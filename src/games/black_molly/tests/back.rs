//! A fish goes straight back to the card it swam from in its owner's last move step only for a
//! reason: the bots weigh such a move at a cost (`bot.rs`, `BACK_COST`).

use super::super::bot::normal_move_with_back;
use super::super::notation::Action;
use super::super::rules::BlackMolly;
use super::super::state::{Options, Phase};
use crate::engine::{BotLevel, Rules, SeatInfo, Session, ToMove};

/// Finder for hand-made cases: Normal×2 games where the bot without the cost sends a fish back
/// and the bot with it does not. `cargo test --lib back_finder -- --ignored --nocapture`
#[test]
#[ignore]
fn back_finder() {
    for seed in 1..=6u64 {
        let seats = (0..2)
            .map(|i| SeatInfo::bot(format!("Bot {i}"), BotLevel::Normal))
            .collect();
        let mut game = Session::new(BlackMolly, Options::default(), seats, seed).unwrap();
        loop {
            game.advance_chance();
            let ToMove::Seat(seat) = game.to_move() else {
                break;
            };
            let s = game.state().clone();
            if let Phase::Move { .. } = s.phase {
                let old = normal_move_with_back(&s, 0, 0.0);
                let new = normal_move_with_back(&s, 0, 0.2);
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

/// Experiment: `MOLLY_SEATS=2 MOLLY_GAMES=30 K_BACK=0.2 cargo test --lib back_experiment -- --ignored --nocapture`
#[test]
#[ignore]
fn back_experiment() {
    use super::super::state::Card;
    use std::collections::BTreeMap;
    let seats: usize = std::env::var("MOLLY_SEATS").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
    let games: u64 = std::env::var("MOLLY_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(30);
    let level = if std::env::var("MOLLY_STRONG").is_ok() { BotLevel::Strong } else { BotLevel::Normal };
    let run = |seed: u64| {
        let infos = (0..seats).map(|i| SeatInfo::bot(format!("Bot {i}"), level)).collect();
        let mut game = Session::new(BlackMolly, Options::default(), infos, seed).unwrap();
        let mut turns: Vec<BTreeMap<u32, Vec<(Card, Card)>>> = vec![BTreeMap::new(); seats];
        let (mut moves, mut backs) = (0usize, 0usize);
        loop {
            game.advance_chance();
            let ToMove::Seat(seat) = game.to_move() else { break };
            let a = game.bot_choice(level).unwrap().action;
            if let Action::Move { from, to, .. } = a {
                let round = game.state().round;
                moves += 1;
                let before = round.checked_sub(1).and_then(|r| turns[seat].get(&r)).is_some_and(|m| m.contains(&(to, from)));
                backs += usize::from(before);
                turns[seat].entry(round).or_default().push((from, to));
            }
            game.apply_as_bot(seat, a).unwrap();
        }
        (game.state().round, game.state().winners.len(), moves, backs)
    };
    let results: Vec<_> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..2u64)
            .map(|t| sc.spawn(move || (1 + t..=games).step_by(2).map(run).collect::<Vec<_>>()))
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let n = results.len() as f64;
    let sole = results.iter().filter(|r| r.1 == 1).count() as f64;
    let early = results.iter().filter(|r| r.1 == 1 && r.0 < 40).count() as f64;
    let mut rounds: Vec<u32> = results.iter().map(|r| r.0).collect();
    rounds.sort();
    let moves: usize = results.iter().map(|r| r.2).sum();
    let backs: usize = results.iter().map(|r| r.3).sum();
    println!(
        "seats {seats} {level:?} games {n} sole {:.0}% early {:.0}% median {} max {} back {:.1}%",
        100.0 * sole / n,
        100.0 * early / n,
        rounds[rounds.len() / 2],
        rounds[rounds.len() - 1],
        100.0 * backs as f64 / moves.max(1) as f64
    );
}
