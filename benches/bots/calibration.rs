//! `calibration`: how far the hints' expected scores are from what the games give. Per game, 200
//! seeded bot games (`BOTS_GAMES`; one level at every seat, Normal unless `BOTS_LEVEL`), and in
//! each the decision nearest the middle of the game that showed a value: the mean of (shown −
//! the seat's final total) with its standard error, and the mean absolute difference. Black
//! Molly's hint promises the fish left once that round is over (its bots' horizon), so it is
//! also measured against that count.

use dicepad::engine::{Bot, BotLevel};
use dicepad::games::{black_molly, diaominos, hex_roller, honeycomb, molecular};
use dicepad::sim::hints::{hinted_game, HintedGame};

/// Mean, its standard error and the mean absolute value of `d`.
fn summary(d: &[f64]) -> (f64, f64, f64) {
    let n = d.len().max(1) as f64;
    let mean = d.iter().sum::<f64>() / n;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let abs = d.iter().map(|x| x.abs()).sum::<f64>() / n;
    (mean, (var / n).sqrt(), abs)
}

fn print(label: &str, d: &[f64]) {
    let (mean, se, abs) = summary(d);
    println!(
        "  {label:<44} games {:>4}  mean(expected − actual) {mean:>+7.2} ± {se:.2}  mean |diff| {abs:.2}",
        d.len()
    );
}

/// (shown − final) at the middle decision of each game.
fn midgame_gaps<G: Bot + Clone + Sync>(
    rules: G,
    options: G::Options,
    seats: usize,
    level: BotLevel,
    games: usize,
) -> Vec<f64>
where
    G::Options: Sync,
{
    super::on_every_core(games, |g| {
        let game = hinted_game(
            rules.clone(),
            options.clone(),
            seats,
            level,
            1 + g as u64,
            |_, _| {},
        );
        game.as_ref().and_then(gap)
    })
    .into_iter()
    .flatten()
    .collect()
}

fn gap(game: &HintedGame) -> Option<f64> {
    let m = game.midgame()?;
    Some(m.value - f64::from(*game.finals.get(m.seat)?))
}

/// Black Molly: (shown − final) and (shown − fish left once that round is over).
fn molly_gaps(level: BotLevel, seats: usize, games: usize) -> (Vec<f64>, Vec<f64>) {
    use black_molly::state::Options;
    let both = super::on_every_core(games, |g| {
        // Per log length: the round and every seat's fish alive.
        let mut at: Vec<(usize, u32, Vec<usize>)> = Vec::new();
        let game = hinted_game(
            black_molly::BlackMolly,
            Options::default(),
            seats,
            level,
            1 + g as u64,
            |len, s| at.push((len, s.round, s.alive_per_seat().to_vec())),
        )?;
        let m = game.midgame()?;
        let final_gap = m.value - f64::from(*game.finals.get(m.seat)?);
        // The round of the decision, then the first position after it in a later round (or the
        // game's end).
        let round = at.iter().rev().find(|x| x.0 <= m.index)?.1;
        let after = at
            .iter()
            .find(|x| x.0 > m.index && x.1 > round)
            .or(at.last())?;
        let round_gap = m.value - *after.2.get(m.seat)? as f64;
        Some((final_gap, round_gap))
    });
    both.into_iter().flatten().unzip()
}

pub fn calibration(level: BotLevel, games: usize) {
    println!("\ncalibration: {level:?} bots, the middle decision of each game");
    let hr = midgame_gaps(
        hex_roller::HexRoller,
        hex_roller::rules::Options {
            side: hex_roller::rules::Side::Front,
        },
        1,
        level,
        games,
    );
    print("hex roller (solo)", &hr);
    let hr8 = midgame_gaps(
        hex_roller::HexRoller,
        hex_roller::rules::Options {
            side: hex_roller::rules::Side::Front,
        },
        4,
        level,
        games / 4,
    );
    print("hex roller (4 seats)", &hr8);
    let hc = midgame_gaps(
        honeycomb::Honeycomb,
        honeycomb::state::Options::default(),
        1,
        level,
        games,
    );
    print("honeycomb caverns", &hc);
    let ms = midgame_gaps(
        molecular::Molecular,
        molecular::state::Options {},
        3,
        level,
        games,
    );
    print("molecular structures (3 seats)", &ms);
    // Its gain was fitted at three seats; two and five show whether the table's size matters.
    for seats in [2, 5] {
        let ms = midgame_gaps(
            molecular::Molecular,
            molecular::state::Options {},
            seats,
            level,
            games / 4,
        );
        print(&format!("molecular structures ({seats} seats)"), &ms);
    }
    let dm = midgame_gaps(
        diaominos::Diaominos,
        diaominos::state::Options {},
        2,
        level,
        games,
    );
    print("diaominos (2 seats)", &dm);
    let (bm_final, bm_round) = molly_gaps(level, 2, games);
    print("black molly (2 seats), against the final fish", &bm_final);
    print("black molly (2 seats), against that round's end", &bm_round);
}

/// `molecular-fit`: the constants of `molecular::bot::Gain` for `level`, fitted again. From every
/// position of `games` seeded games of three bots at `level` (seeds 1001 on, apart from the
/// calibration's 1–200), each seat's (final total − what its sheet holds then) against the
/// sheet's `gain_features`, by least squares with no constant term; printed with the fit's mean
/// residual and how much of the spread it explains.
pub fn molecular_fit(level: BotLevel, games: usize) {
    use molecular::bot::{gain_features, written_worth};
    let samples: Vec<([f64; 3], f64)> = super::on_every_core(games, |g| {
        let mut seen: Vec<Vec<([f64; 3], f64)>> = Vec::new();
        let game = hinted_game(
            molecular::Molecular,
            molecular::state::Options {},
            3,
            level,
            1001 + g as u64,
            |_, s| {
                seen.push(
                    s.sheets
                        .iter()
                        .map(|sh| (gain_features(sh), written_worth(sh)))
                        .collect(),
                )
            },
        );
        let Some(game) = game else {
            return Vec::new();
        };
        seen.into_iter()
            .flat_map(|seats| {
                seats
                    .into_iter()
                    .zip(&game.finals)
                    .map(|((x, w), f)| (x, f64::from(*f) - w))
                    .collect::<Vec<_>>()
            })
            .collect()
    })
    .into_iter()
    .flatten()
    .collect();
    // Normal equations X'X b = X'y, solved by Gauss-Jordan elimination with partial pivoting.
    let mut a = [[0.0f64; 4]; 3];
    for (x, y) in &samples {
        for i in 0..3 {
            for j in 0..3 {
                a[i][j] += x[i] * x[j];
            }
            a[i][3] += x[i] * y;
        }
    }
    for c in 0..3 {
        let p = (c..3)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap_or(c);
        a.swap(c, p);
        for r in 0..3 {
            if r != c && a[c][c] != 0.0 {
                let f = a[r][c] / a[c][c];
                let pivot = a[c];
                for (x, p) in a[r].iter_mut().zip(pivot).skip(c) {
                    *x -= f * p;
                }
            }
        }
    }
    let b: Vec<f64> = (0..3)
        .map(|i| {
            if a[i][i] != 0.0 {
                a[i][3] / a[i][i]
            } else {
                0.0
            }
        })
        .collect();
    let n = samples.len().max(1) as f64;
    let mean_y = samples.iter().map(|s| s.1).sum::<f64>() / n;
    let (mut ss_res, mut ss_tot, mut res_sum) = (0.0, 0.0, 0.0);
    for (x, y) in &samples {
        let fit: f64 = x.iter().zip(&b).map(|(x, b)| x * b).sum();
        res_sum += y - fit;
        ss_res += (y - fit).powi(2);
        ss_tot += (y - mean_y).powi(2);
    }
    println!(
        "\nmolecular-fit: {level:?} bots, 3 seats, {games} games, {} positions",
        samples.len()
    );
    println!(
        "  per_open_hex {:.3}  per_red_box {:.3}  per_green_box {:.3}",
        b[0], b[1], b[2]
    );
    println!(
        "  mean residual {:+.3}, residual sd {:.2}, share of the spread explained {:.3}",
        res_sum / n,
        (ss_res / n).sqrt(),
        1.0 - ss_res / ss_tot.max(f64::MIN_POSITIVE)
    );
}
