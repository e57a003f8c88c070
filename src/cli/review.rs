//! `dicepad review SAVE [--json] [--bot LEVEL] [--rollouts N] [--seat N]… [--threads N]`

use crate::engine::text::tr;
use crate::engine::BotLevel;
use crate::review::{available_threads, review_any_with, ReviewSettings, DEFAULT_ROLLOUTS};
use anyhow::{anyhow, Result};
use std::io::{IsTerminal, Write};
use std::path::Path;

/// What the command line asked of a review.
pub struct How<'a> {
    /// The review as JSON instead of the table.
    pub json: bool,
    /// The reference bot's level, as typed.
    pub bot: &'a str,
    pub rollouts: Option<u32>,
    /// Seats numbered from 1; none means every person's seat (every seat if none is).
    pub seats: &'a [usize],
    /// Threads (default: one per core).
    pub threads: Option<usize>,
}

/// Reviews the save at `path` and prints the per-decision table and the summary (or the review as
/// JSON).
pub fn review(path: &Path, how: &How<'_>, out: &mut dyn Write) -> Result<()> {
    let level: BotLevel = how.bot.parse().map_err(|e: String| anyhow!(e))?;
    // The guarded reader `replay` uses: regular files only, a size cap, one text message style.
    let text = crate::engine::save::read_file(path).map_err(|e| e.in_file(path))?;
    let seats = if how.seats.is_empty() {
        None
    } else {
        Some(
            how.seats
                .iter()
                .map(|&s| {
                    s.checked_sub(1)
                        .ok_or_else(|| anyhow!("{}", tr("cli-seats-from-1")))
                })
                .collect::<Result<Vec<_>>>()?,
        )
    };
    let settings = ReviewSettings {
        level,
        rollouts: how.rollouts.unwrap_or(DEFAULT_ROLLOUTS),
        seats,
    };
    let show = std::io::stderr().is_terminal();
    let mut progress = |done: usize, total: usize| {
        if show {
            super::progress::draw(done, total);
        }
        true
    };
    let threads = how.threads.unwrap_or_else(available_threads);
    // The progress above never cancels, so a review always comes back.
    let review = review_any_with(&text, &settings, threads, &mut progress)
        .map_err(|e| anyhow!("{}", e.msg()))?
        .ok_or_else(|| anyhow!("{}", tr("cli-review-cancelled")))?;
    if show {
        eprintln!();
    }
    if how.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&review)?)?;
    } else {
        write!(out, "{}", review.table_text())?;
    }
    Ok(())
}
