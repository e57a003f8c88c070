//! `selfplay --record`: bot games written to the history as they end.

use super::{GameRecord, History, HistoryError};
use crate::sim::{selfplay_with, Progress, SelfplayRun, SelfplaySpec, SimError};
use std::path::Path;
use std::sync::Mutex;

/// Why recorded selfplay stopped.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    #[error(transparent)]
    Sim(#[from] SimError),
    #[error(transparent)]
    History(#[from] HistoryError),
    /// A game that cannot be made into a record (see [`GameRecord::from_match`]).
    #[error("{}", .0.render(crate::engine::text::Lang::En))]
    Record(crate::engine::text::Msg),
}

impl RecordError {
    /// Why, in the player's words (`Display` is English, for the log).
    pub fn msg(&self) -> crate::engine::text::Msg {
        match self {
            RecordError::Sim(e) => e.msg(),
            RecordError::History(e) => e.msg(),
            RecordError::Record(why) => {
                crate::engine::text::Msg::new("history-bad-record").msg("why", why.clone())
            }
        }
    }
}

/// Runs `spec` (see [`selfplay_with`]), recording every game in the history at `db` as it ends
/// (one transaction each, so a kill keeps every game that was already written).
pub fn record_selfplay(
    spec: &SelfplaySpec,
    progress: Progress<'_>,
    db: &Path,
) -> Result<SelfplayRun, RecordError> {
    let history = Mutex::new(History::open(db)?);
    selfplay_with(spec, progress, &|m, started| {
        let rec = GameRecord::from_match(m, super::unix_secs(started), super::now(), false)
            .map_err(RecordError::Record)?;
        // A poisoned lock means another game's thread panicked; the report fails anyway then.
        let mut history = history.lock().map_err(|_| SimError::ThreadPanicked)?;
        history.record(&rec)?;
        Ok(())
    })
}
