//! What a selfplay run found: the score statistics per seat (deterministic for a spec) and, apart
//! from them, how long the bots took (wall-clock, so reported but never compared).

use super::{GameResult, SelfplaySpec};
use crate::engine::rules::BotLevel;
use crate::engine::text::{decimal, Msg};
use std::time::Duration;

/// Per-seat statistics.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SeatStats {
    pub seat: usize,
    pub level: String,
    pub mean: f64,
    pub min: i32,
    pub max: i32,
    pub stddev: f64,
    /// Share of games this seat won (ties count for every tied winner); none in a solo game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win_rate: Option<f64>,
    /// Share of games this seat won alone (no shared win); none in a solo game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sole_win_rate: Option<f64>,
}

/// What `selfplay` reports. Deterministic for a given spec.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SelfplayReport {
    pub game: String,
    pub games: usize,
    pub seed: u64,
    pub seats: Vec<SeatStats>,
    pub mean_actions: f64,
}

impl SelfplayReport {
    /// The report in this thread's language.
    pub fn text(&self) -> String {
        let mut s = Msg::new("cli-selfplay-head")
            .text("game", self.game.as_str())
            .count("games", self.games)
            // The seed is an identifier: its digits are never grouped or localised.
            .text("seed", self.seed.to_string())
            .text("actions", decimal(self.mean_actions, 1))
            .to_string();
        s.push('\n');
        for st in &self.seats {
            s += "  ";
            s += &Msg::new("cli-selfplay-seat")
                .count("seat", st.seat)
                .text("level", st.level.as_str())
                .text("mean", decimal(st.mean, 2))
                .int("min", st.min)
                .int("max", st.max)
                .text("sd", decimal(st.stddev, 2))
                .to_string();
            if let Some(rate) = st.win_rate {
                s += &Msg::new("cli-selfplay-wins")
                    .text("rate", decimal(rate * 100.0, 1))
                    .to_string();
            }
            if let Some(rate) = st.sole_win_rate {
                s += &Msg::new("cli-selfplay-alone")
                    .text("rate", decimal(rate * 100.0, 1))
                    .to_string();
            }
            s += "\n";
        }
        s
    }
}

/// One seat's bot decisions of a run.
#[derive(Clone, Debug)]
pub struct SeatTimes {
    pub level: BotLevel,
    /// Seconds per decision, shortest first.
    pub secs: Vec<f64>,
}

/// How long a run took and each seat's decisions did.
#[derive(Clone, Debug)]
pub struct DecisionTimes {
    pub games: usize,
    pub elapsed: Duration,
    /// The threads the games were shared among.
    pub threads: usize,
    /// Actions over all games.
    pub actions: usize,
    pub seats: Vec<SeatTimes>,
}

impl DecisionTimes {
    /// The run's time, the mean time per action, and each seat's median, p90 and slowest
    /// decision, one line each.
    pub fn text(&self) -> String {
        let secs = self.elapsed.as_secs_f64();
        let mut s = Msg::new("cli-selfplay-time")
            .count("games", self.games)
            .text("secs", decimal(secs, 2))
            .text(
                "micros",
                decimal(
                    secs * 1e6 * self.threads as f64 / self.actions.max(1) as f64,
                    1,
                ),
            )
            .to_string();
        s.push('\n');
        for (i, t) in self.seats.iter().enumerate() {
            s += "  ";
            s += &Msg::new("cli-selfplay-decisions")
                .count("seat", i + 1)
                .text("level", t.level.label())
                .count("n", t.secs.len())
                .text("median", decimal(quantile(&t.secs, 0.5) * 1e3, 2))
                .text("p90", decimal(quantile(&t.secs, 0.9) * 1e3, 2))
                .text("max", decimal(quantile(&t.secs, 1.0) * 1e3, 1))
                .to_string();
            s.push('\n');
        }
        s
    }
}

/// A finished run: the report, and the decision times beside it.
#[derive(Clone, Debug)]
pub struct SelfplayRun {
    pub report: SelfplayReport,
    pub times: DecisionTimes,
}

/// The `q`-quantile (0..=1) of `sorted` (ascending); 0 when empty.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The run of `spec` from its games' results, in game order.
pub(super) fn summarize(
    spec: &SelfplaySpec,
    results: Vec<GameResult>,
    elapsed: Duration,
    threads: usize,
) -> SelfplayRun {
    let seats = spec.levels.len();
    let mut per_seat: Vec<Vec<i32>> = vec![Vec::new(); seats];
    let mut wins = vec![0usize; seats];
    let mut sole_wins = vec![0usize; seats];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); seats];
    let mut actions = 0usize;
    for r in results {
        for (i, s) in r.scores.into_iter().enumerate() {
            per_seat[i].push(s);
        }
        if let [alone] = r.winners[..] {
            sole_wins[alone] += 1;
        }
        for w in r.winners {
            wins[w] += 1;
        }
        for (i, t) in r.decision_secs.into_iter().enumerate() {
            times[i].extend(t);
        }
        actions += r.actions;
    }
    let n = spec.games.max(1) as f64;
    let report = SelfplayReport {
        game: spec.game.clone(),
        games: spec.games,
        seed: spec.seed,
        mean_actions: actions as f64 / n,
        seats: per_seat
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let mean = v.iter().map(|&x| x as f64).sum::<f64>() / n;
                let var = v.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / n;
                SeatStats {
                    seat: i + 1,
                    level: spec.levels[i].label().to_string(),
                    mean,
                    min: v.iter().copied().min().unwrap_or(0),
                    max: v.iter().copied().max().unwrap_or(0),
                    stddev: var.sqrt(),
                    // Alone at the table every game is "won": a win rate says nothing.
                    win_rate: (seats > 1).then(|| wins[i] as f64 / n),
                    sole_win_rate: (seats > 1).then(|| sole_wins[i] as f64 / n),
                }
            })
            .collect(),
    };
    let times = DecisionTimes {
        games: spec.games,
        elapsed,
        threads,
        actions,
        seats: times
            .into_iter()
            .zip(&spec.levels)
            .map(|(mut secs, &level)| {
                secs.sort_by(|a, b| a.total_cmp(b));
                SeatTimes { level, secs }
            })
            .collect(),
    };
    SelfplayRun { report, times }
}
