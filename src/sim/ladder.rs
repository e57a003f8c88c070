//! The bot ladder (`dicepad ladder`): seeded games between Easy, Normal and Strong, and one
//! rating per level for a game and seat count.
//!
//! - **Games.** At a table of two or more seats, game `g` seats the `g`-th line-up of levels (every
//!   assignment of the three levels to the seats but the three where one level takes them all,
//!   in turn, so each level sits at each seat as often). A solo game is played once by each level
//!   on the same dice (seed), and the three scores are compared, as a solo player is measured
//!   against the bots' results on the same dice.
//! - **Results.** Every two seats of different levels at one table give one result: ahead (the
//!   game's winners first, then the higher total), behind, or level (a draw, half to each).
//! - **Fit.** Bradley–Terry strengths by Hunter's MM iteration, with one drawn game between every
//!   two levels added (a weak prior that keeps a level that never lost finite); shown on the Elo
//!   scale (400 points = ten times the odds) with Normal at [`NORMAL_ANCHOR`]. Normal is the
//!   fixed point because its gap to Strong is measured in every game; Easy (close to random
//!   legal play) often never finishes ahead of Normal, and then its gap is only as large as the
//!   added draw allows ([`LadderReport::gap_is_bound`]).
//! - **Uncertainty.** The standard deviation of each rating and of each gap over
//!   [`BOOTSTRAP_ROUNDS`] resamplings of the games (seeded: the same figures on every machine).
//!
//! No printing: the caller words the report. No egui here.

use super::{new_bot_match, play_out, SelfplaySpec, SimError};
use crate::engine::rules::BotLevel;
use rand::{Rng, SeedableRng};
use serde::Serialize;
use std::collections::BTreeMap;

/// The levels the ladder rates, weakest first.
pub const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Strong];

/// Normal's rating: the ladder's fixed point.
pub const NORMAL_ANCHOR: f64 = 1500.0;

/// Resamplings of the games behind the uncertainty.
pub const BOOTSTRAP_ROUNDS: usize = 200;

/// The ladder's figures as docs/bots.md gives them ("The bot ladder": `dicepad ladder --games
/// 200`, seed 1, 2026-12-03; every table size each game allows): game, seats, Easy's rating
/// (none where Easy never finished ahead of Normal: no number would mean anything) and Strong's
/// (Normal's is [`NORMAL_ANCHOR`]). New game shows them beside each level.
pub const PUBLISHED: &[(&str, usize, Option<i32>, i32)] = &[
    ("honeycomb-caverns", 1, Some(1194), 1674),
    ("hex-roller", 1, None, 1760),
    ("hex-roller", 2, None, 1712),
    ("hex-roller", 3, None, 1710),
    ("hex-roller", 4, None, 1699),
    ("hex-roller", 5, None, 1747),
    ("hex-roller", 6, None, 1746),
    ("hex-roller", 7, None, 1748),
    ("hex-roller", 8, Some(313), 1751),
    ("molecular-structures", 2, Some(824), 1632),
    ("molecular-structures", 3, Some(765), 1676),
    ("molecular-structures", 4, None, 1656),
    ("molecular-structures", 5, Some(567), 1709),
    ("molecular-structures", 6, Some(340), 1638),
    ("molecular-structures", 7, Some(474), 1642),
    ("molecular-structures", 8, Some(399), 1694),
    ("black-molly", 2, Some(1101), 1684),
    ("black-molly", 3, Some(1342), 1702),
    ("black-molly", 4, Some(1364), 1617),
    ("diaominos", 1, None, 1722),
    ("diaominos", 2, None, 1646),
    ("diaominos", 3, None, 1649),
    ("diaominos", 4, None, 1666),
];

/// The published ratings of Easy, Normal and Strong for `game` at `seats` seats (Easy's when it
/// means something): the figures measured at the nearest seat count (the fewer on a tie), and
/// that count.
pub fn published(game: &str, seats: usize) -> Option<(usize, [Option<i32>; 3])> {
    PUBLISHED
        .iter()
        .filter(|(g, ..)| *g == game)
        .min_by_key(|(_, n, ..)| (n.abs_diff(seats), *n))
        .map(|(_, n, easy, strong)| (*n, [*easy, Some(NORMAL_ANCHOR as i32), Some(*strong)]))
}

/// What `dicepad ladder` plays.
#[derive(Clone, Debug)]
pub struct LadderSpec {
    pub game: String,
    pub seats: usize,
    /// Games (at a table), or seeds (solo: each played by every level).
    pub games: usize,
    pub seed: u64,
    pub options: BTreeMap<String, String>,
}

/// Results between levels: `ahead[a][b]` is how often level `a` finished ahead of level `b`, a
/// draw counting half to each (so `ahead[a][b] + ahead[b][a]` is their meetings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    pub ahead: [[f64; 3]; 3],
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        for a in 0..3 {
            for b in 0..3 {
                self.ahead[a][b] += other.ahead[a][b];
            }
        }
    }

    /// The results of one table: `levels[i]` at seat `i`, its total `scores[i]`, the game's
    /// `winners` (seats).
    pub fn of_table(levels: &[usize], scores: &[i32], winners: &[usize]) -> Tally {
        let mut t = Tally::default();
        for i in 0..levels.len() {
            for j in i + 1..levels.len() {
                let (a, b) = (levels[i], levels[j]);
                if a == b {
                    continue;
                }
                let (wi, wj) = (winners.contains(&i), winners.contains(&j));
                let first = match (wi, wj) {
                    (true, false) => 1.0,
                    (false, true) => 0.0,
                    _ => match scores.get(i).cmp(&scores.get(j)) {
                        std::cmp::Ordering::Greater => 1.0,
                        std::cmp::Ordering::Less => 0.0,
                        std::cmp::Ordering::Equal => 0.5,
                    },
                };
                t.ahead[a][b] += first;
                t.ahead[b][a] += 1.0 - first;
            }
        }
        t
    }

    /// Meetings of levels `a` and `b`.
    pub fn meetings(&self, a: usize, b: usize) -> f64 {
        self.ahead[a][b] + self.ahead[b][a]
    }
}

/// Each level's rating from `t` (Normal at [`NORMAL_ANCHOR`]): Bradley–Terry strengths with one
/// drawn game added between every two levels, by Hunter's MM iteration.
pub fn fit(t: &Tally) -> [f64; 3] {
    let mut w = t.ahead;
    for (a, row) in w.iter_mut().enumerate() {
        for (b, x) in row.iter_mut().enumerate() {
            if a != b {
                *x += 0.5;
            }
        }
    }
    let mut gamma = [1.0f64; 3];
    for _ in 0..10_000 {
        let mut next = [0.0f64; 3];
        for a in 0..3 {
            let won: f64 = (0..3).filter(|&b| b != a).map(|b| w[a][b]).sum();
            let denom: f64 = (0..3)
                .filter(|&b| b != a)
                .map(|b| (w[a][b] + w[b][a]) / (gamma[a] + gamma[b]))
                .sum();
            next[a] = if denom > 0.0 { won / denom } else { gamma[a] };
        }
        // Strengths are known up to a factor: keep Normal's at 1.
        let normal = next[1];
        for g in &mut next {
            *g /= normal;
        }
        let moved = (0..3)
            .map(|k| (next[k] - gamma[k]).abs())
            .fold(0.0, f64::max);
        gamma = next;
        if moved < 1e-12 {
            break;
        }
    }
    gamma.map(|g| NORMAL_ANCHOR + 400.0 * g.log10())
}

/// What the ladder found for one game and seat count.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LadderReport {
    pub game: String,
    pub seats: usize,
    pub games: usize,
    pub seed: u64,
    /// Easy, Normal, Strong.
    pub ratings: [f64; 3],
    /// Their standard deviations over the resamplings (Normal's is 0: it is the fixed point).
    pub rating_sd: [f64; 3],
    /// Normal − Easy and Strong − Normal, each with its standard deviation.
    pub gaps: [(f64, f64); 2],
    /// Whether the upper level of each gap was never behind the lower one: the gap is then only
    /// as large as the added draw lets it be (a lower bound; resampling cannot see past it).
    pub gap_is_bound: [bool; 2],
    /// Every result between levels.
    pub tally: Tally,
}

impl LadderReport {
    /// The report in this thread's language.
    pub fn text(&self) -> String {
        use crate::engine::text::{decimal, Msg};
        let name = crate::games::find(&self.game).map_or(self.game.as_str(), |p| p.info().name);
        let mut s = Msg::new("cli-ladder-head")
            .text("game", name)
            .count("seats", self.seats)
            .count("games", self.games)
            .text("seed", self.seed.to_string())
            .to_string();
        s.push('\n');
        let label = |k: usize| LEVELS[k].label();
        // Whole rating points (a fit's decimals mean nothing at this spread).
        let rating = |x: f64| x.round() as i64;
        for k in 0..3 {
            let line = if k == 1 {
                Msg::new("cli-ladder-anchor")
                    .text("level", label(k))
                    .int("rating", rating(self.ratings[k]))
            } else {
                Msg::new("cli-ladder-level")
                    .text("level", label(k))
                    .int("rating", rating(self.ratings[k]))
                    .int("sd", rating(self.rating_sd[k]))
            };
            s += &format!("  {line}\n");
        }
        for (k, (gap, sd)) in self.gaps.iter().enumerate() {
            let key = if self.gap_is_bound[k] {
                "cli-ladder-gap-bound"
            } else {
                "cli-ladder-gap"
            };
            s += &format!(
                "  {}\n",
                Msg::new(key)
                    .text("upper", label(k + 1))
                    .text("lower", label(k))
                    .int("gap", rating(*gap))
                    .int("sd", rating(*sd))
            );
        }
        for (upper, lower) in [(1, 0), (2, 1), (2, 0)] {
            s += &format!(
                "  {}\n",
                Msg::new("cli-ladder-record")
                    .text("upper", label(upper))
                    .text("lower", label(lower))
                    .text("ahead", decimal(self.tally.ahead[upper][lower], 1))
                    .text("behind", decimal(self.tally.ahead[lower][upper], 1))
            );
        }
        s
    }
}

/// The `g`-th table of `seats` seats: indices into [`LEVELS`] per seat. Every assignment of the
/// levels to the seats but the three of one level only, in a fixed order.
pub fn lineup(seats: usize, g: usize) -> Vec<usize> {
    let all = 3usize.pow(seats as u32);
    let mixed: Vec<usize> = (0..all)
        .filter(|&n| {
            let first = n % 3;
            (0..seats).any(|i| n / 3usize.pow(i as u32) % 3 != first)
        })
        .collect();
    let n = mixed[g % mixed.len()];
    (0..seats).map(|i| n / 3usize.pow(i as u32) % 3).collect()
}

/// Plays the ladder's games on every core and fits the ratings.
pub fn ladder(spec: &LadderSpec, progress: super::Progress<'_>) -> Result<LadderReport, SimError> {
    let plugin =
        crate::games::find(&spec.game).ok_or_else(|| SimError::UnknownGame(spec.game.clone()))?;
    let info = plugin.info();
    if spec.seats < info.min_seats.max(1) || spec.seats > info.max_seats {
        return Err(SimError::SeatCount {
            game: info.name,
            min: info.min_seats,
            max: info.max_seats,
            got: spec.seats,
        });
    }
    // Seats of one game of the ladder, on its seed: the levels (indices) and the result.
    let play = |levels: &[usize], seed: u64| -> Result<(Vec<i32>, Vec<usize>), SimError> {
        let one = SelfplaySpec {
            game: spec.game.clone(),
            levels: levels.iter().map(|&l| LEVELS[l]).collect(),
            games: 1,
            seed,
            options: spec.options.clone(),
        };
        let mut m = new_bot_match(&one, 0)?;
        let r = play_out(m.as_mut())?;
        Ok((r.scores, r.winners))
    };
    let per_game: Vec<Result<Tally, SimError>> =
        super::run::each_game(spec.games, progress, |g| {
            let seed = spec.seed.wrapping_add(g as u64);
            if spec.seats == 1 {
                // Solo: each level on the same dice, compared as one table.
                let mut scores = Vec::with_capacity(3);
                for level in 0..3 {
                    scores.push(play(&[level], seed)?.0.first().copied().unwrap_or(0));
                }
                Ok(Tally::of_table(&[0, 1, 2], &scores, &[]))
            } else {
                let levels = lineup(spec.seats, g);
                let (scores, winners) = play(&levels, seed)?;
                Ok(Tally::of_table(&levels, &scores, &winners))
            }
        })?;
    let per_game = per_game.into_iter().collect::<Result<Vec<_>, _>>()?;
    Ok(report(spec, &per_game))
}

/// The ratings of these games' results, with their bootstrap uncertainty.
pub fn report(spec: &LadderSpec, per_game: &[Tally]) -> LadderReport {
    let mut tally = Tally::default();
    for t in per_game {
        tally.add(t);
    }
    let ratings = fit(&tally);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(spec.seed ^ 0x6c61_6464_6572);
    let mut samples: Vec<[f64; 3]> = Vec::with_capacity(BOOTSTRAP_ROUNDS);
    if !per_game.is_empty() {
        for _ in 0..BOOTSTRAP_ROUNDS {
            let mut t = Tally::default();
            for _ in 0..per_game.len() {
                t.add(&per_game[rng.random_range(0..per_game.len())]);
            }
            samples.push(fit(&t));
        }
    }
    let sd = |f: &dyn Fn(&[f64; 3]) -> f64| -> f64 {
        let n = samples.len() as f64;
        if n < 2.0 {
            return 0.0;
        }
        let mean = samples.iter().map(f).sum::<f64>() / n;
        (samples.iter().map(|s| (f(s) - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
    };
    LadderReport {
        game: spec.game.clone(),
        seats: spec.seats,
        games: per_game.len(),
        seed: spec.seed,
        ratings,
        rating_sd: [sd(&|s| s[0]), sd(&|s| s[1]), sd(&|s| s[2])],
        gaps: [
            (ratings[1] - ratings[0], sd(&|s| s[1] - s[0])),
            (ratings[2] - ratings[1], sd(&|s| s[2] - s[1])),
        ],
        gap_is_bound: [tally.ahead[0][1] == 0.0, tally.ahead[1][2] == 0.0],
        tally,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_published_ratings_in_the_levels_order() {
        // (The test-only game of `cargo test` has no bots worth rating.)
        for plugin in crate::games::registry()
            .into_iter()
            .filter(|p| p.info().id != "test-game")
        {
            let id = plugin.info().id;
            let (_, r) = published(id, plugin.info().min_seats.max(1)).expect(id);
            assert!(
                r[2] > r[1] && r[0].is_none_or(|e| Some(e) < r[1]),
                "{id}: {r:?}"
            );
        }
        for (game, seats, easy, strong) in PUBLISHED {
            let plugin = crate::games::find(game).expect("a registered game");
            let info = plugin.info();
            assert!(
                (info.min_seats.max(1)..=info.max_seats).contains(seats),
                "{game} {seats}"
            );
            // Every measured table: Strong above Normal above Easy.
            assert!(
                f64::from(*strong) > NORMAL_ANCHOR
                    && easy.is_none_or(|e| f64::from(e) < NORMAL_ANCHOR),
                "{game} at {seats}: {easy:?} {strong}"
            );
        }
        // Every table size of every game is measured.
        for plugin in crate::games::registry()
            .into_iter()
            .filter(|p| p.info().id != "test-game")
        {
            let info = plugin.info();
            for seats in info.min_seats.max(1)..=info.max_seats {
                assert!(
                    PUBLISHED
                        .iter()
                        .any(|(g, n, ..)| *g == info.id && *n == seats),
                    "{} at {seats} seats is not measured",
                    info.id
                );
            }
        }
    }

    #[test]
    fn the_nearest_measured_table_stands_in_for_one_not_measured() {
        let at = |game, seats| published(game, seats).map(|(n, _)| n);
        // Every table the games allow is measured (above); a larger one reads the largest.
        for seats in 1..=8 {
            assert_eq!(at("hex-roller", seats), Some(seats));
        }
        assert_eq!(at("hex-roller", 12), Some(8));
        assert_eq!(at("black-molly", 1), Some(2));
        assert_eq!(at("no-such-game", 2), None);
    }

    #[test]
    fn even_results_rate_every_level_alike() {
        let mut t = Tally::default();
        for (a, b) in [(0, 1), (1, 2), (0, 2)] {
            t.ahead[a][b] = 10.0;
            t.ahead[b][a] = 10.0;
        }
        for r in fit(&t) {
            assert!((r - NORMAL_ANCHOR).abs() < 1e-6, "{r}");
        }
    }

    /// Worked by hand. With the added draw, Normal against Easy stands 3.5 : 1.5 and Strong
    /// against Normal 3.5 : 1.5 (odds 7 : 3 each); Strong against Easy 24 : 4, with its draw
    /// 24.5 : 4.5 = 49 : 9 = (7/3)². Every pair's odds agree with strengths 1, 7/3, 49/9, so
    /// those are the fit: Normal 400·log10(7/3) ≈ 147.2 above Easy, Strong as much above Normal.
    #[test]
    fn records_whose_odds_agree_give_exactly_their_strengths() {
        let mut t = Tally::default();
        t.ahead[1][0] = 3.0;
        t.ahead[0][1] = 1.0;
        t.ahead[2][1] = 3.0;
        t.ahead[1][2] = 1.0;
        t.ahead[2][0] = 24.0;
        t.ahead[0][2] = 4.0;
        let step = 400.0 * (7.0f64 / 3.0).log10();
        let r = fit(&t);
        assert!((step - 147.19).abs() < 0.01, "{step}");
        assert!((r[0] - (NORMAL_ANCHOR - step)).abs() < 1e-6, "{r:?}");
        assert!((r[1] - NORMAL_ANCHOR).abs() < 1e-6, "{r:?}");
        assert!((r[2] - (NORMAL_ANCHOR + step)).abs() < 1e-6, "{r:?}");
    }

    #[test]
    fn a_level_that_always_wins_stays_finite_and_on_top() {
        let mut t = Tally::default();
        t.ahead[2][1] = 50.0;
        t.ahead[2][0] = 50.0;
        t.ahead[1][0] = 40.0;
        t.ahead[0][1] = 10.0;
        let r = fit(&t);
        assert!(r.iter().all(|x| x.is_finite()), "{r:?}");
        assert!(r[2] > r[1] && r[1] > r[0], "{r:?}");
    }

    #[test]
    fn a_table_gives_one_result_per_two_seats_of_different_levels() {
        // Seats: Easy 10, Normal 14 (winner), Normal 12, Strong 12.
        let t = Tally::of_table(&[0, 1, 1, 2], &[10, 14, 12, 12], &[1]);
        assert_eq!(t.ahead[1][0], 2.0, "both Normals ahead of Easy");
        assert_eq!(t.ahead[2][0], 1.0);
        assert_eq!(
            t.ahead[1][2], 1.5,
            "the winner ahead, the 12 level with Strong's 12"
        );
        assert_eq!(t.ahead[2][1], 0.5);
        assert_eq!(t.meetings(1, 2), 2.0);
        assert_eq!(t.meetings(1, 1), 0.0, "one level's seats do not meet");
        // The winners come first even on equal totals (a tie-breaker decided it).
        let t = Tally::of_table(&[0, 2], &[9, 9], &[0]);
        assert_eq!((t.ahead[0][2], t.ahead[2][0]), (1.0, 0.0));
    }

    #[test]
    fn line_ups_mix_levels_and_seat_each_level_everywhere_alike() {
        for seats in 2..=4 {
            let n = 3usize.pow(seats as u32) - 3;
            let mut at = vec![[0usize; 3]; seats];
            for g in 0..n {
                let l = lineup(seats, g);
                assert_eq!(l.len(), seats);
                assert!(l.iter().any(|&x| x != l[0]), "{l:?} mixes levels");
                for (i, &x) in l.iter().enumerate() {
                    at[i][x] += 1;
                }
            }
            for counts in &at {
                assert!(counts.iter().all(|&c| c == counts[0]), "{seats}: {at:?}");
            }
            assert_eq!(lineup(seats, n), lineup(seats, 0), "then round again");
        }
    }

    #[test]
    fn the_report_is_the_same_for_the_same_games_and_its_gaps_have_a_spread() {
        let spec = LadderSpec {
            game: "diaominos".into(),
            seats: 2,
            games: 0,
            seed: 7,
            options: BTreeMap::new(),
        };
        let games: Vec<Tally> = (0..40)
            .map(|g| {
                let levels = [g % 3, (g + 1) % 3];
                // The higher level ahead three times in four.
                let up = if g % 4 == 0 { 0 } else { 1 };
                let (hi, lo) = if levels[0] > levels[1] {
                    (0, 1)
                } else {
                    (1, 0)
                };
                let mut scores = [0, 0];
                scores[if up == 1 { hi } else { lo }] = 1;
                Tally::of_table(&levels, &scores, &[])
            })
            .collect();
        let a = report(&spec, &games);
        assert_eq!(a, report(&spec, &games));
        assert!(
            a.ratings[2] > a.ratings[1] && a.ratings[1] > a.ratings[0],
            "{a:?}"
        );
        assert!(a.gaps.iter().all(|(_, sd)| *sd > 0.0), "{a:?}");
        assert_eq!(a.rating_sd[1], 0.0, "Normal is the fixed point");
        assert!(!a.gap_is_bound[0] && !a.gap_is_bound[1], "{a:?}");
        assert_eq!(a.games, 40);
    }
}
