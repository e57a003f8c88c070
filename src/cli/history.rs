//! The history's command line: where `--db` points, and `dicepad stats`.

use crate::history::{Filter, GameSummary, History};
use crate::rating::{self, solo, Ratings};
use anyhow::{bail, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The database `--db` names, else the data folder's.
pub fn db_path(db: Option<&Path>) -> PathBuf {
    db.map(Path::to_path_buf)
        .unwrap_or_else(|| History::default_path(&crate::paths::data_dir()))
}

/// `dicepad stats`.
pub fn stats(
    game: Option<String>,
    player: Option<String>,
    json: bool,
    db: Option<&Path>,
    out: &mut dyn Write,
) -> Result<()> {
    if let Some(id) = &game {
        if crate::games::find(id).is_none() {
            let why = crate::engine::text::Msg::new("print-unknown-game")
                .text("game", id.clone())
                .text("games", crate::games::ids_help());
            bail!("{why}");
        }
    }
    // Statistics only read: a read-only or another user's history still gives its numbers.
    let words = |e: crate::history::HistoryError| anyhow::anyhow!("{}", e.msg());
    let history = History::open_read_only(&db_path(db)).map_err(words)?;
    let stats = history
        .stats(&Filter {
            game: game.clone(),
            player: player.clone(),
        })
        .map_err(words)?;
    // Ratings follow every game of a game, whoever is asked about.
    let games = history
        .games(&Filter { game, player: None })
        .map_err(words)?;
    let mut ratings = ratings_of(&history, &games, &db_path(db));
    if let Some(p) = &player {
        ratings.people.retain(|r| &r.player == p);
    }
    if json {
        #[derive(serde::Serialize)]
        struct Report<'a> {
            #[serde(flatten)]
            stats: &'a crate::history::Stats,
            ratings: &'a Ratings,
        }
        let report = Report {
            stats: &stats,
            ratings: &ratings,
        };
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        write!(out, "{}", stats.text())?;
        write!(out, "{}", ratings_text(&ratings))?;
    }
    Ok(())
}

/// The ratings of `games`: a solo game's bots are played on its dice where the cache lacks them
/// (and kept there when the history can be written; a read-only one plays them every time).
fn ratings_of(history: &History, games: &[GameSummary], path: &Path) -> Ratings {
    let missing: Vec<GameSummary> = solo::missing(history, games).into_iter().cloned().collect();
    let mut played = std::collections::HashMap::new();
    if !missing.is_empty() {
        eprintln!(
            "{}",
            crate::engine::text::Msg::new("cli-ratings-playing-bots").count("n", missing.len())
        );
        for g in &missing {
            if let Ok(scores) = solo::bots_on_same_dice(g) {
                played.insert(g.id, scores);
            }
        }
        if let Ok(mut writable) = History::open(path) {
            for g in &missing {
                if let Some(scores) = played.get(&g.id) {
                    // A cache that cannot be written costs only time on the next look.
                    let _ = solo::keep(&mut writable, g, *scores);
                }
            }
        }
    }
    rating::rate(games, &|g| {
        solo::cached(history, g).or_else(|| played.get(&g.id).copied())
    })
}

/// The ratings as lines under the statistics, in this thread's language.
fn ratings_text(r: &Ratings) -> String {
    use crate::engine::text::{tr, Msg};
    if r.people.is_empty() {
        return String::new();
    }
    let mut s = format!("\n{}\n", tr("cli-ratings-head"));
    for p in &r.people {
        let now = p.current();
        let line = Msg::new(if now.provisional() {
            "cli-ratings-row-provisional"
        } else {
            "cli-ratings-row"
        })
        .text("game", p.game.clone())
        .text("player", crate::engine::save::clip(&p.player, 20))
        .text("rating", format!("{:.0}", now.points()))
        .text("sd", format!("{:.0}", now.spread()))
        .count("games", p.history.len())
        .text(
            "best",
            format!("{:.0}", p.best_points().unwrap_or_else(|| now.points())),
        );
        s += &format!("  {line}\n");
    }
    if r.solo_table_dice > 0 {
        s += &format!(
            "  {}\n",
            Msg::new("cli-ratings-table-dice").count("n", r.solo_table_dice)
        );
    }
    s
}
