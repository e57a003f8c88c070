//! The history's command line: `selfplay --record` and `stats`.

use super::{Filter, GameRecord, History};
use crate::cli::{selfplay_with, SelfplayReport, SelfplaySpec};
use anyhow::{anyhow, bail, Result};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The database `--db` names, else the data folder's.
pub fn db_path(db: Option<&Path>) -> PathBuf {
    db.map(Path::to_path_buf)
        .unwrap_or_else(|| History::default_path(&crate::paths::data_dir()))
}

/// Runs `selfplay`, recording every game as it ends (one transaction each, so a kill keeps every
/// game that was already written).
pub fn selfplay_recorded(
    spec: &SelfplaySpec,
    progress: bool,
    db: Option<&Path>,
) -> Result<SelfplayReport> {
    let history = Mutex::new(History::open(&db_path(db))?);
    let report = selfplay_with(spec, progress, &|m, started| {
        let rec =
            GameRecord::from_match(m, started, super::now(), false).map_err(|e| anyhow!(e))?;
        // A poisoned lock means another game's thread panicked; the report fails anyway then.
        let mut history = history
            .lock()
            .map_err(|_| anyhow!("a selfplay thread panicked"))?;
        history.record(&rec)?;
        Ok(())
    })?;
    let path = db_path(db);
    eprintln!(
        "recorded {} in {}",
        crate::engine::rules::count(spec.games, "game"),
        path.display()
    );
    Ok(report)
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
            bail!("unknown game `{id}`; games: {}", crate::games::ids_help());
        }
    }
    let path = db_path(db);
    if !path.exists() {
        bail!(
            "no game history at {} yet (finish a game, or run selfplay --record)",
            path.display()
        );
    }
    let history = History::open(&path)?;
    let stats = history.stats(&Filter { game, player })?;
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&stats)?)?;
    } else {
        write!(out, "{}", stats.text())?;
    }
    Ok(())
}
