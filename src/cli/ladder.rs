//! `dicepad ladder`: plays the bot ladder's games, then prints the ratings.

use super::progress::Bar;
use crate::sim::ladder::{self, LadderSpec};
use anyhow::Result;
use std::io::Write;

/// Plays the ladder of `game` at `seats` seats (the game's fewest when not given).
pub fn ladder(
    game: &str,
    seats: Option<usize>,
    games: usize,
    seed: u64,
    options: &[String],
    json: bool,
    out: &mut dyn Write,
) -> Result<()> {
    let said = |e: crate::sim::SimError| anyhow::anyhow!("{}", e.msg());
    let plugin = crate::games::find(game)
        .ok_or_else(|| said(crate::sim::SimError::UnknownGame(game.to_string())))?;
    let spec = LadderSpec {
        game: game.to_string(),
        seats: seats.unwrap_or(plugin.info().min_seats.max(1)),
        games,
        seed,
        options: crate::game::option_args::parse(options)
            .map_err(|e| said(crate::sim::SimError::from(e)))?,
    };
    let bar = Bar::on_terminal();
    let progress = |done: usize, total: usize| bar.update(done, total);
    let report = ladder::ladder(&spec, &progress);
    bar.finish();
    let report = report.map_err(said)?;
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        write!(out, "{}", report.text())?;
    }
    Ok(())
}
