//! How the bots play (figures for docs/bots.md): `cargo bench --features bench --bench bots [-- SECTION…]`.
//!
//! Sections (all by default):
//! - `molly`: Black Molly bot games per seat line-up: share ending with a sole winner before round
//!   40, median and longest length in rounds, the share of fish moves straight back to the card the
//!   same seat's fish left in its previous turn, and decision times per level.
//! - `molly-strong`: the same for 3 and 4 Strong seats (slow today).
//! - `molly-strength`: sole-win rates of Strong against Normal (both seat orders) and Normal
//!   against Easy.
//! - `molly-review`: `review` of every seat of Normal-bot games (2, 3 and 4 seats, seeds 1–5) at
//!   the defaults (Strong reference, 32 rollouts): wall time on every core and on one, whether the
//!   two reviews are byte for byte the same, and the rollouts played.
//! - `review`: `review` of every seat of Normal-bot games of every game (Honeycomb Caverns solo,
//!   the others with 2, 3 and 4 seats, seeds 1–5: the saves `selfplay --games 1 --seed S --save`
//!   writes) at the defaults, luck included: wall time on every core and on one thread, and
//!   whether the two reviews are byte for byte the same JSON (docs/review.md, "Cost").
//! - `clones`: Hex Roller with 8 Normal seats, seeds 1–20: of the hexes two seats both wrote in
//!   (printed ones aside), the share holding the same number, averaged over all pairs, and how many
//!   pairs end with identical sheets.
//! - `solo`: Hex Roller solo Normal mean over 100 games from seed 5 (the strength check beside
//!   `clones`), with its standard error; `BOTS_GAMES` and `BOTS_SEED` change the games and the
//!   first seed.
//!
//! - `calibration`: per game, the mean of (the hint's expected score − the final score) from the
//!   middle of 200 bot games (`BOTS_GAMES`, `BOTS_LEVEL`; see `bots/calibration.rs`).
//! - `molecular-fit`: Molecular's `Gain` constants fitted again from 200 games
//!   (`BOTS_LEVEL`), with how well they fit.
//!
//! `BOTS_LEVEL=easy` (or `strong`) plays `clones` and `solo` with that level instead of Normal:
//! Easy's `clones` is what random legal play gives (the floor of the measure).
//!
//! `BOTS_GAMES` sets the games per line-up (default 100; Strong line-ups play half as many);
//! `BOTS_SEATS=2,3` keeps the Black Molly line-ups of those seat counts, `BOTS_LEVEL=normal`
//! those of that level.
//! Games run on every core; each game's seed is the line-up's base seed plus its number, so the
//! figures (times aside) are the same on every machine.

use dicepad::engine::{BotLevel, SeatInfo, Session, ToMove};
use dicepad::games::black_molly::back_count::{BackCount, Backs};
use dicepad::games::black_molly::state::{Options, State};
use dicepad::games::black_molly::BlackMolly;
use dicepad::games::hex_roller;
use dicepad::sim::{new_bot_match, play_out, SelfplaySpec};
use std::collections::BTreeMap;
use std::time::Instant;

#[path = "bots/calibration.rs"]
mod calibration;

/// One Black Molly bot game's figures.
struct MollyGame {
    rounds: u32,
    winners: Vec<usize>,
    /// Fish moves and moves straight back.
    backs: Backs,
    /// Decision seconds per level.
    secs: BTreeMap<BotLevel, Vec<f64>>,
}

fn play_molly(levels: &[BotLevel], seed: u64) -> MollyGame {
    let seats = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {}", i + 1), l))
        .collect();
    let mut s = match Session::new(BlackMolly, Options::default(), seats, seed) {
        Ok(s) => s,
        Err(e) => panic!("black molly cannot start: {e}"),
    };
    let mut backs = BackCount::default();
    let mut secs: BTreeMap<BotLevel, Vec<f64>> = BTreeMap::new();
    loop {
        s.advance_chance();
        let ToMove::Seat(seat) = s.to_move() else {
            break;
        };
        let level = levels[seat];
        let started = Instant::now();
        let Some(choice) = s.bot_choice(level) else {
            panic!("seed {seed}: the bot found no action at {}", s.log().len());
        };
        secs.entry(level)
            .or_default()
            .push(started.elapsed().as_secs_f64());
        backs.see(seat, s.state().round, &choice.action);
        if let Err(e) = s.apply_as_bot(seat, choice.action) {
            panic!("seed {seed}: the bot's action was refused: {e:?}");
        }
    }
    let end: &State = s.state();
    MollyGame {
        rounds: end.round,
        winners: end.winners.clone(),
        backs: backs.backs,
        secs,
    }
}

/// Runs `games` games on every core, game `g` with seed `seed + g`, in game order.
fn on_every_core<T: Send>(games: usize, play: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut all: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let play = &play;
                scope.spawn(move || {
                    (t..games)
                        .step_by(threads)
                        .map(|g| (g, play(g)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| match h.join() {
                Ok(v) => v,
                Err(_) => panic!("a game thread panicked"),
            })
            .collect()
    });
    all.sort_by_key(|(g, _)| *g);
    all.into_iter().map(|(_, t)| t).collect()
}

fn games_per_lineup() -> usize {
    std::env::var("BOTS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn lineup_name(levels: &[BotLevel]) -> String {
    levels
        .iter()
        .map(|l| l.label().to_lowercase())
        .collect::<Vec<_>>()
        .join(",")
}

fn molly(lineups: &[Vec<BotLevel>]) {
    let n = games_per_lineup();
    println!("Black Molly, starter aquarium, standard rules; seeds 1..={n} (Strong: half as many)");
    println!(
        "{:<24} {:>6} {:>6} {:>9} {:>7} {:>5} {:>7} {:>22}",
        "line-up", "games", "sole", "sole<r40", "median", "max", "back", "decision ms med/p90/max"
    );
    // `BOTS_SEATS=2,3` keeps the line-ups of those seat counts only.
    let seat_counts: Option<Vec<usize>> = std::env::var("BOTS_SEATS")
        .ok()
        .map(|v| v.split(',').filter_map(|n| n.trim().parse().ok()).collect());
    for levels in lineups {
        let level = std::env::var("BOTS_LEVEL").ok();
        if seat_counts
            .as_ref()
            .is_some_and(|c| !c.contains(&levels.len()))
            || level.is_some_and(|l| !levels.iter().all(|x| x.label().eq_ignore_ascii_case(&l)))
        {
            continue;
        }
        let games = if levels.contains(&BotLevel::Strong) {
            n / 2
        } else {
            n
        }
        .max(1);
        let started = Instant::now();
        let results = on_every_core(games, |g| play_molly(levels, 1 + g as u64));
        let sole = results.iter().filter(|r| r.winners.len() == 1).count();
        let sole_early = results
            .iter()
            .filter(|r| r.winners.len() == 1 && r.rounds < 40)
            .count();
        let mut rounds: Vec<f64> = results.iter().map(|r| f64::from(r.rounds)).collect();
        rounds.sort_by(f64::total_cmp);
        let backs: Backs = results.iter().map(|r| r.backs).sum();
        let mut secs: Vec<f64> = results
            .iter()
            .flat_map(|r| r.secs.values().flatten().copied())
            .collect();
        secs.sort_by(f64::total_cmp);
        println!(
            "{:<24} {:>6} {:>5.0}% {:>8.0}% {:>7} {:>5} {:>6.1}% {:>8.1}/{:.1}/{:.0}   ({:.1} s)",
            lineup_name(levels),
            games,
            100.0 * sole as f64 / games as f64,
            100.0 * sole_early as f64 / games as f64,
            quantile(&rounds, 0.5),
            quantile(&rounds, 1.0),
            backs.percent(),
            1e3 * quantile(&secs, 0.5),
            1e3 * quantile(&secs, 0.9),
            1e3 * quantile(&secs, 1.0),
            started.elapsed().as_secs_f64(),
        );
    }
}

fn molly_strength() {
    use BotLevel::{Easy, Normal, Strong};
    let n = games_per_lineup();
    println!("Black Molly strength: sole wins (and shared wins) per seat; seeds 1..");
    for levels in [
        vec![Strong, Normal],
        vec![Normal, Strong],
        vec![Normal, Easy],
        vec![Easy, Normal],
    ] {
        let games = if levels.contains(&Strong) { n / 2 } else { n }.max(1);
        let results = on_every_core(games, |g| play_molly(&levels, 1 + g as u64));
        let line: Vec<String> = (0..levels.len())
            .map(|seat| {
                let sole = results.iter().filter(|r| r.winners == [seat]).count();
                let shared = results
                    .iter()
                    .filter(|r| r.winners.len() > 1 && r.winners.contains(&seat))
                    .count();
                format!(
                    "seat {} {}: sole {:.0}% shared {:.0}%",
                    seat + 1,
                    levels[seat].label(),
                    100.0 * sole as f64 / games as f64,
                    100.0 * shared as f64 / games as f64
                )
            })
            .collect();
        println!(
            "  {:<14} {games} games: {}",
            lineup_name(&levels),
            line.join("; ")
        );
    }
}

fn hex_state(m: &dyn dicepad::game::Match) -> hex_roller::state::State {
    match ron::from_str(&m.state_text()) {
        Ok(s) => s,
        Err(e) => panic!("hex roller state text: {e}"),
    }
}

/// The level `BOTS_LEVEL` names for the Hex Roller sections (default Normal).
fn hex_level() -> String {
    std::env::var("BOTS_LEVEL").unwrap_or_else(|_| "normal".to_string())
}

/// A number from the environment, or `default`.
fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn clones() {
    let level = hex_level();
    let spec = match SelfplaySpec::parse(
        "hex-roller",
        &level,
        Some(&[level.as_str(); 8].join(",")),
        20,
        1,
        &[],
    ) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    let started = Instant::now();
    let finals = on_every_core(spec.games, |g| {
        let mut m = match new_bot_match(&spec, g) {
            Ok(m) => m,
            Err(e) => panic!("{e}"),
        };
        if let Err(e) = play_out(m.as_mut()) {
            panic!("{e}");
        }
        hex_state(m.as_ref())
    });
    let (mut shares, mut identical, mut pairs) = (0.0, 0, 0);
    let mut identical_seeds = Vec::new();
    for (g, s) in finals.iter().enumerate() {
        let printed = &s.layout().printed;
        for a in 0..s.sheets.len() {
            for b in a + 1..s.sheets.len() {
                let (x, y) = (&s.sheets[a].cells, &s.sheets[b].cells);
                let both: Vec<usize> = (0..x.len())
                    .filter(|&i| printed[i].is_none() && x[i] != 0 && y[i] != 0)
                    .collect();
                let same = both.iter().filter(|&&i| x[i] == y[i]).count();
                shares += same as f64 / both.len().max(1) as f64;
                if x == y {
                    identical += 1;
                    identical_seeds.push(spec.seed + g as u64);
                }
                pairs += 1;
            }
        }
    }
    println!(
        "Hex Roller, 8 {level} seats, seeds 1–20: same number in {:.3} of the hexes two seats wrote \
         in (mean over {pairs} pairs); identical sheets: {identical} pairs (seeds {identical_seeds:?}) \
         ({:.1} s)",
        shares / f64::from(pairs.max(1)),
        started.elapsed().as_secs_f64()
    );
}

fn solo() {
    let level = hex_level();
    let (games, seed) = (env_num("BOTS_GAMES", 100) as usize, env_num("BOTS_SEED", 5));
    let spec = match SelfplaySpec::parse("hex-roller", &level, None, games, seed, &[]) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    };
    let scores = on_every_core(spec.games, |g| {
        let mut m = match new_bot_match(&spec, g) {
            Ok(m) => m,
            Err(e) => panic!("{e}"),
        };
        match play_out(m.as_mut()) {
            Ok(r) => f64::from(r.scores[0]),
            Err(e) => panic!("{e}"),
        }
    });
    let n = scores.len().max(1) as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    println!(
        "Hex Roller solo {level}, {games} games from seed {seed}: mean {mean:.2} (standard error {:.2})",
        (var / n).sqrt()
    );
}

/// `review` of every seat of Normal-bot Black Molly games at the defaults, timed on every core
/// and on one thread (the two must agree byte for byte).
fn molly_review() {
    use dicepad::review::{available_threads, review_save_with, ReviewSettings};
    let threads = available_threads();
    let seeds = review_seeds();
    println!(
        "Black Molly review, every seat, Strong reference, 32 rollouts; {threads} threads / 1"
    );
    println!("| seats | seed | decisions | differ | rollouts | wall {threads} thr. s | wall 1 thr. s | same |");
    println!("|---|---|---|---|---|---|---|---|");
    for n in seat_counts() {
        for seed in 1..=seeds {
            let seats = (0..n)
                .map(|i| SeatInfo::bot(format!("Bot {}", i + 1), BotLevel::Normal))
                .collect();
            let mut s = match Session::new(BlackMolly, Options::default(), seats, seed) {
                Ok(s) => s,
                Err(e) => panic!("black molly cannot start: {e}"),
            };
            loop {
                s.advance_chance();
                let ToMove::Seat(seat) = s.to_move() else {
                    break;
                };
                let Some(choice) = s.bot_choice(BotLevel::Normal) else {
                    panic!("seed {seed}: no action");
                };
                // As `selfplay --save` plays: not marked as a bot's move for a person, which a
                // review leaves out.
                if let Err(e) = s.apply_as(seat, choice.action) {
                    panic!("seed {seed}: refused: {e:?}");
                }
            }
            let text = match dicepad::game::save_text(&s) {
                Ok(t) => t,
                Err(e) => panic!("{e}"),
            };
            let settings = ReviewSettings::default();
            let timed = |threads: usize| {
                let started = Instant::now();
                let review =
                    review_save_with(BlackMolly, &text, &settings, threads, &mut |_, _| true);
                let Ok(Some(review)) = review else {
                    panic!("seed {seed}: the review failed");
                };
                (review, started.elapsed().as_secs_f64())
            };
            let (many, many_s) = timed(threads);
            let (one, one_s) = timed(1);
            let differ = many.decisions.iter().filter(|d| d.played != d.best).count();
            let rollouts: u32 = many.decisions.iter().map(|d| d.rollouts).sum();
            println!(
                "| {n} | {seed} | {} | {differ} | {rollouts} | {many_s:.1} | {one_s:.1} | {} |",
                many.decisions.len(),
                many.decisions == one.decisions
            );
        }
    }
}

/// `review` of every seat of Normal-bot games of every game at the defaults (luck included),
/// timed on every core and on one thread: the two must be the same JSON.
fn every_review() {
    use dicepad::review::{available_threads, review_any_with, ReviewSettings};
    let threads = available_threads();
    let seeds = review_seeds();
    println!("Reviews, every seat, Strong reference, 32 rollouts; {threads} threads / 1");
    println!("| game | seats | seed | decisions | differ | rollouts | wall {threads} thr. s | wall 1 thr. s | same |");
    println!("|---|---|---|---|---|---|---|---|---|");
    let games = [
        ("honeycomb-caverns", vec![1]),
        ("hex-roller", vec![2, 3, 4]),
        ("molecular-structures", vec![2, 3, 4]),
        ("black-molly", vec![2, 3, 4]),
        ("diaominos", vec![2, 3, 4]),
    ];
    for (game, seat_counts) in games {
        for n in seat_counts {
            for seed in 1..=seeds {
                // The game `selfplay --seats normal,… --games 1 --seed S --save` writes.
                let spec = SelfplaySpec {
                    game: game.to_string(),
                    levels: vec![BotLevel::Normal; n],
                    games: 1,
                    seed,
                    options: BTreeMap::new(),
                };
                let mut m = match new_bot_match(&spec, 0) {
                    Ok(m) => m,
                    Err(e) => panic!("{game}: {e:?}"),
                };
                while !m.is_over() {
                    assert!(m.step_bot(), "{game} seed {seed}: a bot is stuck");
                }
                let text = match m.save_text() {
                    Ok(t) => t,
                    Err(e) => panic!("{game}: {e:?}"),
                };
                let settings = ReviewSettings::default();
                let timed = |threads: usize| {
                    let started = Instant::now();
                    let Ok(Some(review)) =
                        review_any_with(&text, &settings, threads, &mut |_, _| true)
                    else {
                        panic!("{game} seed {seed}: the review failed");
                    };
                    (review, started.elapsed().as_secs_f64())
                };
                let (many, many_s) = timed(threads);
                let (one, one_s) = timed(1);
                let json = |r: &dicepad::review::Review| serde_json::to_string(r).ok();
                let differ = many.decisions.iter().filter(|d| d.played != d.best).count();
                let rollouts: u32 = many.decisions.iter().map(|d| d.rollouts).sum();
                println!(
                    "| {game} | {n} | {seed} | {} | {differ} | {rollouts} | {many_s:.2} | {one_s:.2} | {} |",
                    many.decisions.len(),
                    json(&many).is_some() && json(&many) == json(&one)
                );
            }
        }
    }
}

/// How many seeds (from 1) the review sections play: `BOTS_SEEDS`, default 5.
fn review_seeds() -> u64 {
    std::env::var("BOTS_SEEDS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(5)
}

/// The Black Molly seat counts `BOTS_SEATS` keeps (default 2, 3 and 4).
fn seat_counts() -> Vec<usize> {
    match std::env::var("BOTS_SEATS") {
        Ok(v) => v.split(',').filter_map(|n| n.trim().parse().ok()).collect(),
        Err(_) => vec![2, 3, 4],
    }
}

fn main() {
    // `cargo bench` passes `--bench`; every other argument names a section.
    let wanted: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let run = |name: &str| wanted.is_empty() || wanted.iter().any(|w| w == name);
    use BotLevel::{Normal, Strong};
    if run("molly") {
        molly(&[
            vec![Normal, Normal],
            vec![Normal, Normal, Normal],
            vec![Normal, Normal, Normal, Normal],
            vec![Strong, Strong],
        ]);
    }
    if run("molly-strong") {
        molly(&[
            vec![Strong, Strong, Strong],
            vec![Strong, Strong, Strong, Strong],
        ]);
    }
    if run("molly-strength") {
        molly_strength();
    }
    if run("molly-review") {
        molly_review();
    }
    if run("review") {
        every_review();
    }
    if run("clones") {
        clones();
    }
    if run("solo") {
        solo();
    }
    if run("calibration") {
        let level = match std::env::var("BOTS_LEVEL").as_deref() {
            Ok("strong") => Strong,
            _ => Normal,
        };
        let games = std::env::var("BOTS_GAMES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(200);
        calibration::calibration(level, games);
    }
    if run("molecular-fit") {
        let level = match std::env::var("BOTS_LEVEL").as_deref() {
            Ok("strong") => Strong,
            _ => Normal,
        };
        calibration::molecular_fit(level, 200);
    }
}
