//! `dicepad selfplay`: runs the bot games, then prints the report (and the decision times on
//! stderr).

use super::progress::Bar;
use crate::sim::{self, SelfplaySpec};
use anyhow::Result;
use std::io::Write;
use std::path::Path;

/// Plays `spec`, recording every game in the history at `record` when given.
pub fn selfplay(
    spec: &SelfplaySpec,
    record: Option<&Path>,
    json: bool,
    out: &mut dyn Write,
) -> Result<()> {
    let bar = Bar::on_terminal();
    let progress = |done: usize, total: usize| bar.update(done, total);
    let run = match record {
        Some(db) => crate::history::record_selfplay(spec, &progress, db).map_err(|e| e.msg()),
        None => sim::selfplay(spec, &progress).map_err(|e| e.msg()),
    };
    bar.finish();
    let run = run.map_err(|why| anyhow::anyhow!("{why}"))?;
    // Decision times go to stderr: they are wall-clock (the report itself is deterministic).
    eprint!("{}", run.times.text());
    if let Some(db) = record {
        let recorded = crate::engine::text::Msg::new("cli-recorded")
            .count("n", spec.games)
            .text("db", db.display().to_string());
        eprintln!("{recorded}");
    }
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&run.report)?)?;
    } else {
        write!(out, "{}", run.report.text())?;
    }
    Ok(())
}
