//! `dicepad selfplay`: bots play many seeded games; score statistics per seat.

use super::parse_options;
use crate::engine::rules::BotLevel;
use crate::engine::SeatInfo;
use crate::game::Playable;
use crate::game::{Match, MatchSetup};
use crate::games;
use anyhow::{anyhow, bail, Result};

/// What `selfplay` runs.
#[derive(Clone, Debug)]
pub struct SelfplaySpec {
    pub game: String,
    pub levels: Vec<BotLevel>,
    pub games: usize,
    pub seed: u64,
    pub options: std::collections::BTreeMap<String, String>,
}

impl SelfplaySpec {
    pub fn parse(
        game: &str,
        bot: &str,
        seats: Option<&str>,
        games: usize,
        seed: u64,
        options: &[String],
    ) -> Result<Self> {
        let plugin = games::find(game)
            .ok_or_else(|| anyhow!("unknown game `{game}`; games: {}", games::ids_help()))?;
        let info = plugin.info();
        let levels: Vec<BotLevel> = match seats {
            Some(list) => list
                .split(',')
                .map(|s| s.parse::<BotLevel>().map_err(|e| anyhow!(e)))
                .collect::<Result<_>>()?,
            None => vec![bot.parse::<BotLevel>().map_err(|e| anyhow!(e))?; info.min_seats.max(1)],
        };
        if levels.len() < info.min_seats || levels.len() > info.max_seats {
            bail!(
                "{} takes {}–{} seats, not {}",
                info.name,
                info.min_seats,
                info.max_seats,
                levels.len()
            );
        }
        let options = parse_options(options)?;
        Ok(SelfplaySpec {
            game: game.to_string(),
            levels,
            games,
            seed,
            options,
        })
    }
}

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
    pub fn text(&self) -> String {
        let mut s = format!(
            "{}: {} from seed {} ({:.1} actions per game)\n",
            self.game,
            crate::engine::rules::count(self.games, "game"),
            self.seed,
            self.mean_actions
        );
        for st in &self.seats {
            s += &format!(
                "  seat {} ({}): mean {:.2}, min {}, max {}, spread (sd) {:.2}",
                st.seat, st.level, st.mean, st.min, st.max, st.stddev,
            );
            if let Some(rate) = st.win_rate {
                s += &format!(", wins {:.1}%", rate * 100.0);
            }
            if let Some(rate) = st.sole_win_rate {
                s += &format!(" (alone {:.1}%)", rate * 100.0);
            }
            s += "\n";
        }
        s
    }
}

/// Plays the spec's first game with its bots (up to `stop_after` actions) and writes its save.
pub fn write_bot_save(
    spec: &SelfplaySpec,
    stop_after: Option<usize>,
    path: &std::path::Path,
) -> Result<()> {
    let mut m = new_bot_match(spec, 0)?;
    while !m.is_over() && stop_after.is_none_or(|n| m.action_count() < n) {
        if !m.step_bot() {
            bail!("the bot could not move at action {}", m.action_count());
        }
    }
    let text = m.save_text().map_err(|e| anyhow!(e))?;
    crate::engine::save::write_atomic(path, text.as_bytes())
        .map_err(|e| anyhow!("cannot write {}: {e}", path.display()))
}

/// Game number `g` of a selfplay spec, with bot seats.
pub fn new_bot_match(spec: &SelfplaySpec, g: usize) -> Result<Box<dyn Playable>> {
    let plugin = games::find(&spec.game).ok_or_else(|| anyhow!("unknown game `{}`", spec.game))?;
    let seats: Vec<SeatInfo> = spec
        .levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("Bot {} ({})", i + 1, l.label()), l))
        .collect();
    plugin
        .new_match(MatchSetup {
            seats,
            seed: spec.seed.wrapping_add(g as u64),
            options: spec.options.clone(),
            dice: crate::engine::Dice::Seeded,
        })
        .map_err(|e| anyhow!(e))
}

/// One finished game: every seat's total, the winners, how many actions it took, and how long
/// each bot decision took (seconds, per seat; wall-clock, so only ever reported, never compared).
#[derive(Clone, Debug, Default)]
pub struct GameResult {
    pub scores: Vec<i32>,
    pub winners: Vec<usize>,
    pub actions: usize,
    pub decision_secs: Vec<Vec<f64>>,
}

/// Plays one bot-only game to the end.
pub fn play_out(m: &mut dyn Playable) -> Result<GameResult> {
    let mut guard = 0usize;
    let mut decision_secs = vec![Vec::new(); m.seats().len()];
    while !m.is_over() {
        let seat = m.bot_to_move().map(|(seat, _)| seat);
        let started = std::time::Instant::now();
        if !m.step_bot() {
            bail!(
                "the bot could not move at action {} ({:?})",
                m.action_count(),
                m.to_move()
            );
        }
        if let Some(times) = seat.and_then(|seat| decision_secs.get_mut(seat)) {
            times.push(started.elapsed().as_secs_f64());
        }
        guard += 1;
        if guard > 1_000_000 {
            bail!("game did not end after a million actions");
        }
    }
    Ok(GameResult {
        scores: m.scores().iter().map(|s| s.total).collect(),
        winners: m.winners(),
        actions: m.action_count(),
        decision_secs,
    })
}

/// The `q`-quantile (0..=1) of `values` (sorted in place); 0 when empty.
fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let i = ((values.len() - 1) as f64 * q).round() as usize;
    values[i.min(values.len() - 1)]
}

/// Runs the games (on every core; results do not depend on the thread count).
pub fn selfplay(spec: &SelfplaySpec, progress: bool) -> Result<SelfplayReport> {
    selfplay_with(spec, progress, &|_, _| Ok(()))
}

/// What [`selfplay_with`] calls with each finished game and the unix second it started.
pub type OnGame<'a> = &'a (dyn Fn(&dyn Match, i64) -> Result<()> + Sync);

/// [`selfplay`], handing every finished game to `on_game` as it ends (from the playing thread).
pub fn selfplay_with(
    spec: &SelfplaySpec,
    progress: bool,
    on_game: OnGame<'_>,
) -> Result<SelfplayReport> {
    let seats = spec.levels.len();
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(spec.games.max(1));
    let done = std::sync::atomic::AtomicUsize::new(0);
    let started = std::time::Instant::now();
    let results: Vec<Result<GameResult>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let done = &done;
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..spec.games).step_by(threads) {
                        let begun = crate::history::now();
                        let r = new_bot_match(spec, g).and_then(|mut m| {
                            let r = play_out(m.as_mut())?;
                            on_game(m.as_ref(), begun)?;
                            Ok(r)
                        });
                        out.push((g, r));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if progress && t == 0 {
                            draw_progress(n, spec.games);
                        }
                    }
                    out
                })
            })
            .collect();
        let mut all: Vec<(usize, Result<_>)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter().map(|(_, r)| r).collect()
    });
    if progress {
        draw_progress(spec.games, spec.games);
        eprintln!();
    }
    if results.len() != spec.games {
        bail!("a selfplay thread panicked");
    }
    let mut per_seat: Vec<Vec<i32>> = vec![Vec::new(); seats];
    let mut wins = vec![0usize; seats];
    let mut sole_wins = vec![0usize; seats];
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); seats];
    let mut actions = 0usize;
    for r in results {
        let r = r?;
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
    let decisions = actions.max(1);
    eprintln!(
        "selfplay: {} in {:.2} s ({:.1} µs per action on average)",
        crate::engine::rules::count(spec.games, "game"),
        started.elapsed().as_secs_f64(),
        started.elapsed().as_secs_f64() * 1e6 * threads as f64 / decisions as f64
    );
    // Decision times go to stderr: they are wall-clock (the report itself is deterministic).
    for (i, t) in times.iter_mut().enumerate() {
        eprintln!(
            "  seat {} ({}): {} decisions, median {:.2} ms, p90 {:.2} ms, max {:.1} ms",
            i + 1,
            spec.levels[i].label(),
            t.len(),
            quantile(t, 0.5) * 1e3,
            quantile(t, 0.9) * 1e3,
            quantile(t, 1.0) * 1e3,
        );
    }
    Ok(SelfplayReport {
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
    })
}

pub(crate) fn draw_progress(done: usize, total: usize) {
    let width = 30;
    let filled = width * done / total.max(1);
    eprint!(
        "\r[{}{}] {done}/{total}",
        "#".repeat(filled),
        " ".repeat(width - filled)
    );
}
