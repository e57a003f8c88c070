//! Statistics over past games, per game and player.
//!
//! A player is a person's seat name, or a bot level ("Normal bot"): bots are grouped by level.
//! A game's *opponent level*, for one seat, is the strongest bot level among the other seats
//! ("Strong bots" beats "Normal bots" beats "Easy bots"); "people only" when every other seat is
//! a person; a game with no other seat is solo and has no win rate. Wins count ties for every tied
//! winner, like `selfplay`'s win rate. Abandoned games are counted apart and in nothing else.

use super::{player_label, GameSummary};
use crate::engine::rules::BotLevel;
use crate::engine::text::{decimal, tr, Msg};
use serde::Serialize;
use std::collections::BTreeMap;

/// How many games the moving average spans.
pub const MOVING_AVERAGE: usize = 10;

/// One finished game's score for a player.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScorePoint {
    /// The game's id in the history.
    pub id: i64,
    /// When it ended (unix seconds).
    pub ended: i64,
    pub score: i32,
}

/// Wins against one opponent level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OpponentStats {
    /// "Easy bots", "Normal bots", "Strong bots" or "people only".
    pub opponent: String,
    pub games: usize,
    pub wins: usize,
    pub win_rate: f64,
}

/// One player's figures in one game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerStats {
    pub game: String,
    pub player: String,
    /// Set for a bot group.
    pub level: Option<BotLevel>,
    /// Finished games (a seat each: a bot level twice at one table counts twice).
    pub played: usize,
    pub abandoned: usize,
    /// None when no game was finished.
    pub mean: Option<f64>,
    pub best: Option<i32>,
    pub worst: Option<i32>,
    /// Population standard deviation.
    pub stddev: Option<f64>,
    /// Scores in the order the games ended.
    pub scores: Vec<ScorePoint>,
    /// The mean of the last (up to) [`MOVING_AVERAGE`] scores at each point of `scores`.
    pub moving_average: Vec<f64>,
    pub wins: usize,
    /// Over the finished games with more than one seat; None if there were none.
    pub win_rate: Option<f64>,
    /// Strongest opponents first, then people only.
    pub by_opponent: Vec<OpponentStats>,
}

impl PlayerStats {
    fn new(game: &str, player: String, level: Option<BotLevel>) -> Self {
        PlayerStats {
            game: game.to_string(),
            player,
            level,
            played: 0,
            abandoned: 0,
            mean: None,
            best: None,
            worst: None,
            stddev: None,
            scores: Vec::new(),
            moving_average: Vec::new(),
            wins: 0,
            win_rate: None,
            by_opponent: Vec::new(),
        }
    }

    /// Just the scores (for distributions).
    pub fn score_values(&self) -> Vec<i32> {
        self.scores.iter().map(|p| p.score).collect()
    }
}

/// The statistics of a set of games.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Finished games counted.
    pub games: usize,
    /// Abandoned games seen.
    pub abandoned: usize,
    /// Per game and player: by game id, people (by name) before bots (by level).
    pub players: Vec<PlayerStats>,
}

/// The opponent level of seat `seat` (see the module doc); None for a solo game.
pub fn opponent_level(game: &GameSummary, seat: usize) -> Option<String> {
    let others: Vec<_> = game
        .seats
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat)
        .map(|(_, s)| s.level)
        .collect();
    if others.is_empty() {
        return None;
    }
    Some(opponent_key(others.iter().flatten().max().copied()))
}

/// The statistics' name of an opponent level: the strongest bot level at the table, or people
/// only (`None`). A key of the history, kept in English; the window words it.
pub fn opponent_key(strongest: Option<BotLevel>) -> String {
    match strongest {
        Some(level) => format!("{} bots", level.label()),
        None => "people only".to_string(),
    }
}

/// Sort key: people first by name, then bots Easy → Strong.
type Key = (String, Option<BotLevel>, String);

/// Running sums for one player, turned into [`PlayerStats`] at the end.
#[derive(Default)]
struct Tally {
    scores: Vec<ScorePoint>,
    abandoned: usize,
    wins: usize,
    contested: usize,
    /// opponent → (games, wins)
    by_opponent: BTreeMap<String, (usize, usize)>,
}

impl Stats {
    /// Figures from a list of games (any order); `player` keeps only that player's rows.
    pub fn from_games(games: &[GameSummary], player: Option<&str>) -> Stats {
        let mut order: Vec<&GameSummary> = games.iter().collect();
        order.sort_by_key(|g| (g.ended, g.id));
        let mut tallies: BTreeMap<Key, Tally> = BTreeMap::new();
        let mut stats = Stats::default();
        for g in order {
            if g.abandoned {
                stats.abandoned += 1;
            } else {
                stats.games += 1;
            }
            for (i, seat) in g.seats.iter().enumerate() {
                let label = player_label(&seat.name, seat.level);
                if player.is_some_and(|p| p != label) {
                    continue;
                }
                let t = tallies
                    .entry((g.game.clone(), seat.level, label))
                    .or_default();
                if g.abandoned {
                    t.abandoned += 1;
                    continue;
                }
                t.scores.push(ScorePoint {
                    id: g.id,
                    ended: g.ended,
                    score: seat.score,
                });
                if let Some(opponent) = opponent_level(g, i) {
                    t.contested += 1;
                    let entry = t.by_opponent.entry(opponent).or_default();
                    entry.0 += 1;
                    if seat.winner {
                        t.wins += 1;
                        entry.1 += 1;
                    }
                }
            }
        }
        stats.players = tallies
            .into_iter()
            .map(|((game, level, label), t)| finish(&game, label, level, t))
            .collect();
        stats
    }

    /// The row of one game and player.
    pub fn player(&self, game: &str, player: &str) -> Option<&PlayerStats> {
        self.players
            .iter()
            .find(|p| p.game == game && p.player == player)
    }

    /// A readable table, in this thread's language.
    pub fn text(&self) -> String {
        let mut s = Msg::new("cli-stats-summary")
            .count("games", self.games)
            .count("abandoned", self.abandoned)
            .to_string();
        s.push('\n');
        let mut game = "";
        for p in &self.players {
            if p.game != game {
                game = &p.game;
                s += &format!("\n{game}\n");
                s += &format!(
                    "  {:<20} {:>6} {:>9} {:>8} {:>6} {:>6} {:>7}  {}\n",
                    tr("cli-stats-player"),
                    tr("cli-stats-games"),
                    tr("cli-stats-abandoned"),
                    tr("cli-stats-mean"),
                    tr("cli-stats-best"),
                    tr("cli-stats-worst"),
                    tr("cli-stats-wins"),
                    tr("cli-stats-by-opponent"),
                );
            }
            s += &row_text(p);
        }
        s
    }
}

fn row_text(p: &PlayerStats) -> String {
    let opt = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    let wins = p.win_rate.map_or("–".to_string(), |r| {
        Msg::new("cli-percent")
            .text("n", decimal(r * 100.0, 1))
            .to_string()
    });
    let by: Vec<String> = p
        .by_opponent
        .iter()
        .map(|o| format!("{} {}/{}", key_words(&o.opponent), o.wins, o.games))
        .collect();
    format!(
        "  {:<20} {:>6} {:>9} {:>8} {:>6} {:>6} {:>7}  {}\n",
        crate::engine::save::clip(&key_words(&p.player), 20),
        p.played,
        p.abandoned,
        p.mean.map_or("–".to_string(), |m| decimal(m, 2)),
        opt(p.best),
        opt(p.worst),
        wins,
        by.join(", ")
    )
}

/// A player or opponent key of the history ("Normal bot", "Strong bots", "people only": kept
/// in English there, as the database's labels are) in this thread's language; names as they are.
pub fn key_words(key: &str) -> String {
    for level in BotLevel::ALL {
        if key == super::player_label("", Some(level)) {
            return Msg::new("stats-bot-player")
                .text("level", level.label())
                .to_string();
        }
        if key == opponent_key(Some(level)) {
            return Msg::new("stats-opponent-bots")
                .text("level", level.label())
                .to_string();
        }
    }
    if key == opponent_key(None) {
        return tr("stats-people-only");
    }
    key.to_string()
}

fn finish(game: &str, label: String, level: Option<BotLevel>, t: Tally) -> PlayerStats {
    let mut p = PlayerStats::new(game, label, level);
    p.played = t.scores.len();
    p.abandoned = t.abandoned;
    if !t.scores.is_empty() {
        let n = t.scores.len() as f64;
        let mean = t.scores.iter().map(|s| s.score as f64).sum::<f64>() / n;
        let var = t
            .scores
            .iter()
            .map(|s| (s.score as f64 - mean).powi(2))
            .sum::<f64>()
            / n;
        p.mean = Some(mean);
        p.stddev = Some(var.sqrt());
        p.best = t.scores.iter().map(|s| s.score).max();
        p.worst = t.scores.iter().map(|s| s.score).min();
    }
    p.moving_average = moving_average(&p_scores(&t.scores), MOVING_AVERAGE);
    p.scores = t.scores;
    p.wins = t.wins;
    p.win_rate = (t.contested > 0).then(|| t.wins as f64 / t.contested as f64);
    let mut by: Vec<OpponentStats> = t
        .by_opponent
        .into_iter()
        .map(|(opponent, (games, wins))| OpponentStats {
            opponent,
            games,
            wins,
            win_rate: wins as f64 / games.max(1) as f64,
        })
        .collect();
    by.sort_by_key(|o| opponent_rank(&o.opponent));
    p.by_opponent = by;
    p
}

fn p_scores(points: &[ScorePoint]) -> Vec<i32> {
    points.iter().map(|p| p.score).collect()
}

fn opponent_rank(opponent: &str) -> usize {
    ["Strong bots", "Normal bots", "Easy bots"]
        .iter()
        .position(|o| *o == opponent)
        .unwrap_or(3)
}

/// The trailing mean over up to `window` values at each position.
pub fn moving_average(values: &[i32], window: usize) -> Vec<f64> {
    let window = window.max(1);
    let mut out = Vec::with_capacity(values.len());
    let mut sum = 0i64;
    for (i, &v) in values.iter().enumerate() {
        sum += v as i64;
        if i >= window {
            sum -= values[i - window] as i64;
        }
        out.push(sum as f64 / (i + 1).min(window) as f64);
    }
    out
}
