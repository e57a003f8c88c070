//! Figures for docs/bots.md, played in the dev profile (optimised; the same games as the bench's,
//! times aside): ignored tests to run by hand. `lineup_figures` plays a line-up of bots over many
//! seeds (sole winners, lengths, moves straight back, how the shared wins came about);
//! `ending_trace` prints the last rounds of one game with every move-step option's value.

use super::super::notation::Action;
use super::super::rules::BlackMolly;
use super::super::state::{Phase, State};
use super::bot_session;
use crate::engine::{BotLevel, Rules, ToMove};

/// Bot levels from a list such as `strong,normal` (anything unknown is Normal).
fn levels_of(list: &str) -> Vec<BotLevel> {
    list.split(',')
        .map(|x| x.trim().parse().unwrap_or(BotLevel::Normal))
        .collect()
}

/// The number in the environment variable `name`, or `default` when it is unset or not a number.
fn env_number<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Figures for docs/bots.md in the dev profile (the same as the bench's, times aside):
/// `MOLLY_SEATS=2 MOLLY_GAMES=100 [MOLLY_STRONG=1 | MOLLY_LINEUP=strong,normal] cargo test --lib lineup_figures -- --ignored --nocapture`
#[test]
#[ignore]
fn lineup_figures() {
    use super::super::back_count::{BackCount, Backs};
    use std::collections::BTreeMap;
    let seats: usize = env_number("MOLLY_SEATS", 2);
    let games: u64 = env_number("MOLLY_GAMES", 30);
    let level = if std::env::var("MOLLY_STRONG").is_ok() {
        BotLevel::Strong
    } else {
        BotLevel::Normal
    };
    // `MOLLY_LINEUP=strong,normal` plays those levels (the strength check) and reports each seat's
    // sole wins.
    let levels: Vec<BotLevel> = match std::env::var("MOLLY_LINEUP") {
        Ok(l) => levels_of(&l),
        Err(_) => vec![level; seats],
    };
    let seats = levels.len();
    // `MOLLY_FIRST=401` plays seeds 401, 402, … (a second sample for a setting chosen on the first).
    let first: u64 = env_number("MOLLY_FIRST", 1);
    let run = |seed: u64| {
        let mut game = bot_session(&levels, seed);
        let mut backs = BackCount::default();
        // The moves back by how near a Molly was to the card they left: next to it or on it, two
        // cards away, farther.
        let mut near = [0usize; 3];
        loop {
            game.advance_chance();
            let ToMove::Seat(seat) = game.to_move() else {
                break;
            };
            let a = game.bot_choice(levels[seat]).unwrap().action;
            if backs.see(seat, game.state().round, &a) {
                if let Action::Move { from, .. } = a {
                    let d = game.state().mollies.iter().map(|m| m.distance(from)).min();
                    near[d.unwrap_or(3).clamp(1, 3) - 1] += 1;
                }
            }
            game.apply_as_bot(seat, a).unwrap();
        }
        (
            game.state().round,
            game.state().winners.clone(),
            backs.backs,
            near,
            shared_ending(game.state()).inspect(|k| {
                if std::env::var("MOLLY_SEEDS").is_ok() {
                    println!("  seed {seed}: {k}");
                }
            }),
        )
    };
    let results: Vec<_> = std::thread::scope(|sc| {
        let hs: Vec<_> = (0..2u64)
            .map(|t| {
                sc.spawn(move || {
                    (first + t..first + games)
                        .step_by(2)
                        .map(run)
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let n = results.len() as f64;
    let sole = results.iter().filter(|r| r.1.len() == 1).count() as f64;
    let early = results
        .iter()
        .filter(|r| r.1.len() == 1 && r.0 < 40)
        .count() as f64;
    let mut rounds: Vec<u32> = results.iter().map(|r| r.0).collect();
    rounds.sort();
    let backs: Backs = results.iter().map(|r| r.2).sum();
    for (p, l) in levels.iter().enumerate() {
        let sole = results.iter().filter(|r| r.1 == [p]).count() as f64;
        println!("  seat {p} {l:?}: sole {:.0}%", 100.0 * sole / n);
    }
    // How the shared wins came about (`shared_ending`).
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for r in &results {
        if let Some(k) = &r.4 {
            *kinds.entry(k.clone()).or_default() += 1;
        }
    }
    for (k, n) in &kinds {
        println!("  shared: {k}: {n}");
    }
    let near = results.iter().fold([0usize; 3], |a, r| {
        [a[0] + r.3[0], a[1] + r.3[1], a[2] + r.3[2]]
    });
    let of_backs = |k: usize| 100.0 * near[k] as f64 / backs.back.max(1) as f64;
    println!(
        "  moves back leaving a card with a Molly on it or next to it {:.0}%, two cards away {:.0}%, farther {:.0}%",
        of_backs(0),
        of_backs(1),
        of_backs(2)
    );
    println!(
        "seats {seats} {level:?} games {n} sole {:.0}% early {:.0}% median {} max {} back {:.1}%",
        100.0 * sole / n,
        100.0 * early / n,
        rounds[rounds.len() / 2],
        rounds[rounds.len() - 1],
        backs.percent()
    );
}

/// For a game that ended in a shared win in one step: whether the winners' last fish went on one
/// card (`together`) or on several (`apart`), by what (Molly, machine), and how many each had.
fn shared_ending(s: &State) -> Option<String> {
    use super::super::state::Cause;
    if s.winners.len() < 2 || s.winners.iter().any(|&w| s.in_game(w)) {
        return None;
    }
    let last: Vec<_> = s
        .recap
        .removed
        .iter()
        .filter(|r| s.winners.contains(&s.fish[r.fish].owner))
        .collect();
    let mut cards: Vec<_> = last.iter().map(|r| r.card).collect();
    cards.sort();
    cards.dedup();
    let mut counts: Vec<usize> = s
        .winners
        .iter()
        .map(|&w| last.iter().filter(|r| s.fish[r.fish].owner == w).count())
        .collect();
    counts.sort();
    let causes: Vec<&str> = last
        .iter()
        .map(|r| match r.cause {
            Cause::Molly => "molly",
            Cause::Machine(_) => "machine",
        })
        .collect();
    let machine = if causes.contains(&"machine") {
        " +machine"
    } else {
        ""
    };
    Some(format!(
        "{} winners, {} on {} card(s){machine}, fish {:?}",
        s.winners.len(),
        if cards.len() == 1 {
            "together"
        } else {
            "apart"
        },
        cards.len(),
        counts
    ))
}

/// The last rounds of one game, position by position, for reading how an ending came about:
/// `MOLLY_SEED=7 MOLLY_LINEUP=normal,normal,normal MOLLY_ROUNDS=3 cargo test --lib ending_trace -- --ignored --nocapture`
#[test]
#[ignore]
fn ending_trace() {
    let seed: u64 = env_number("MOLLY_SEED", 1);
    let last: u32 = env_number("MOLLY_ROUNDS", 3);
    let levels = levels_of(
        &std::env::var("MOLLY_LINEUP").unwrap_or_else(|_| "normal,normal,normal".to_string()),
    );
    let mut game = bot_session(&levels, seed);
    let mut lines: Vec<(u32, String)> = Vec::new();
    let show = |s: &State| -> String {
        let mut out = String::new();
        for r in 0..4 {
            for col in 0..6 {
                let card = super::super::state::Card::new(r, col);
                let mut cell: String = s
                    .fish
                    .iter()
                    .filter(|f| f.at == Some(card))
                    .map(|f| char::from(b'0' + f.owner as u8))
                    .collect();
                if s.mollies.contains(&card) {
                    cell.insert(0, 'M');
                }
                if cell.is_empty() {
                    cell = format!("{:?}", s.kind(card)).chars().take(2).collect();
                    cell = cell.to_lowercase();
                }
                out += &format!("{cell:>6}");
            }
            out += "\n";
        }
        out
    };
    loop {
        game.advance_chance();
        let s = game.state().clone();
        let ToMove::Seat(seat) = game.to_move() else {
            break;
        };
        if let Phase::Move { .. } = s.phase {
            if !s.fish.iter().any(|f| f.moved) && seat == s.starter {
                lines.push((
                    s.round,
                    format!(
                        "round {} starter {} machines {:?} recap {:?}\n{}",
                        s.round,
                        s.starter,
                        s.machines_on,
                        s.recap.removed,
                        show(&s)
                    ),
                ));
            }
        }
        let a = game.bot_choice(levels[seat]).unwrap().action;
        lines.push((s.round, format!("  seat {seat}: {a}")));
        if matches!(s.phase, Phase::Move { .. }) {
            for b in BlackMolly.legal_actions(&s) {
                let mut t = s.clone();
                BlackMolly.perform(&mut t, &b);
                if b != Action::Done {
                    BlackMolly.perform(&mut t, &Action::Done);
                }
                let v = super::super::bot::eval(&t, s.round);
                lines.push((
                    s.round,
                    format!(
                        "      {b}: {}",
                        v.iter()
                            .map(|o| format!("{:.3}", o.value))
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                ));
            }
        }
        game.apply_as_bot(seat, a).unwrap();
    }
    let s = game.state();
    let end = s.round;
    for (r, l) in lines {
        if r + last > end {
            println!("{l}");
        }
    }
    println!(
        "over: round {} winners {:?} removed {:?}\n{}",
        s.round,
        s.winners,
        s.recap.removed,
        show(s)
    );
}
