//! The history's command line: where `--db` points, and `dicepad stats`.

use crate::history::{Filter, History};
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
    let stats = history.stats(&Filter { game, player }).map_err(words)?;
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&stats)?)?;
    } else {
        write!(out, "{}", stats.text())?;
    }
    Ok(())
}
