//! `dicepad review SAVE [--json] [--bot LEVEL] [--rollouts N] [--seat N]…`

use crate::engine::BotLevel;
use crate::review::{review_any, ReviewSettings, DEFAULT_ROLLOUTS};
use anyhow::{anyhow, Result};
use std::io::{IsTerminal, Write};
use std::path::Path;

/// Reviews the save at `path` and prints the per-decision table and the summary (or the review as
/// JSON). `seats` are numbered from 1; none means every person's seat (every seat if none is).
pub fn review(
    path: &Path,
    json: bool,
    bot: &str,
    rollouts: Option<u32>,
    seats: &[usize],
    out: &mut dyn Write,
) -> Result<()> {
    let level: BotLevel = bot.parse().map_err(|e: String| anyhow!(e))?;
    // The guarded reader `replay` uses: regular files only, a size cap, one text message style.
    let text = crate::engine::save::read_file(path).map_err(|e| e.in_file(path))?;
    let seats = if seats.is_empty() {
        None
    } else {
        Some(
            seats
                .iter()
                .map(|&s| {
                    s.checked_sub(1)
                        .ok_or_else(|| anyhow!("seats are numbered from 1"))
                })
                .collect::<Result<Vec<_>>>()?,
        )
    };
    let settings = ReviewSettings {
        level,
        rollouts: rollouts.unwrap_or(DEFAULT_ROLLOUTS),
        seats,
    };
    let show = std::io::stderr().is_terminal();
    let mut progress = |done: usize, total: usize| {
        if show {
            super::progress::draw(done, total);
        }
        true
    };
    // The progress above never cancels, so a review always comes back.
    let review = review_any(&text, &settings, &mut progress)?
        .ok_or_else(|| anyhow!("the review was cancelled"))?;
    if show {
        eprintln!();
    }
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&review)?)?;
    } else {
        write!(out, "{}", review.table_text())?;
    }
    Ok(())
}
