//! The game history of the browser build: the games this browser finished or abandoned, the
//! review's cached analyses and the Practice list, kept as one RON file written through
//! [`crate::engine::files`] (in the browser, the page's local storage), with the same methods as
//! the desktop's SQLite history so the window above is the same code.
//!
//! Bounded, because a page's storage is small (about 5 MB per site, and shared with the
//! settings and the autosave): at most [`MAX_GAMES`] games and [`MAX_ANALYSES`] analyses, and at
//! most [`MAX_BYTES`] of text in all; past that the oldest games go first (with their Practice
//! positions), then the oldest analyses.

use super::practice::{next_due, NewItem, PracticeItem};
use super::{now, Filter, GameRecord, GameSummary, HistoryError, Reason, SeatSummary};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The most games kept.
pub const MAX_GAMES: usize = 200;
/// The most review analyses kept.
pub const MAX_ANALYSES: usize = 40;
/// The most text the history file may grow to, in bytes.
pub const MAX_BYTES: usize = 2_000_000;

/// What the file holds.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Kept {
    /// The id the next game gets (ids are never reused, as the Practice list refers to them).
    next_id: i64,
    /// Oldest first.
    games: Vec<(i64, GameRecord)>,
    /// (key, analysis), oldest first.
    analyses: Vec<(String, String)>,
    practice: Vec<PracticeItem>,
}

/// An open history (the browser's).
pub struct History {
    path: PathBuf,
    kept: Kept,
}

impl History {
    /// The history file in a data folder.
    pub fn default_path(data_dir: &Path) -> PathBuf {
        data_dir.join("history.ron")
    }

    /// Opens the history (an empty one if there is none yet).
    pub fn open(path: &Path) -> Result<History, HistoryError> {
        Ok(History {
            path: path.to_path_buf(),
            kept: read(path)?.unwrap_or_default(),
        })
    }

    /// Opens an existing history for reading; none yet is [`HistoryError::Empty`].
    pub fn open_read_only(path: &Path) -> Result<History, HistoryError> {
        match read(path)? {
            Some(kept) => Ok(History {
                path: path.to_path_buf(),
                kept,
            }),
            None => Err(HistoryError::Empty {
                path: path.display().to_string(),
            }),
        }
    }

    /// Where this history lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Stores one game. Returns its id.
    pub fn record(&mut self, rec: &GameRecord) -> Result<i64, HistoryError> {
        rec.check()?;
        let id = self.kept.next_id.max(1);
        self.kept.next_id = id + 1;
        self.kept.games.push((id, rec.clone()));
        self.write()?;
        Ok(id)
    }

    /// Past games, newest first.
    pub fn games(&self, filter: &Filter) -> Result<Vec<GameSummary>, HistoryError> {
        let mut out: Vec<GameSummary> = self
            .kept
            .games
            .iter()
            .filter(|(_, g)| filter.game.as_ref().is_none_or(|want| *want == g.game))
            .map(|(id, g)| summary(*id, g))
            .filter(|g| filter.player.as_deref().is_none_or(|p| g.has_player(p)))
            .collect();
        out.sort_by_key(|g| std::cmp::Reverse((g.ended, g.id)));
        Ok(out)
    }

    /// One past game in full, with its save text.
    pub fn game(&self, id: i64) -> Result<GameRecord, HistoryError> {
        self.kept
            .games
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, g)| g.clone())
            .ok_or(HistoryError::NotFound(id))
    }

    /// A cached analysis result (for the review).
    pub fn cache_get(&self, key: &str) -> Result<Option<String>, HistoryError> {
        Ok(self
            .kept
            .analyses
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone()))
    }

    /// Stores (or replaces) a cached analysis result.
    pub fn cache_put(&mut self, key: &str, value: &str) -> Result<(), HistoryError> {
        self.kept.analyses.retain(|(k, _)| k != key);
        self.kept
            .analyses
            .push((key.to_string(), value.to_string()));
        self.write()
    }

    /// Adds the costly decisions of recorded game `game_id`, due at once; a position already on
    /// the list keeps its schedule. Returns how many were new.
    pub fn practice_add(&mut self, game_id: i64, items: &[NewItem]) -> Result<usize, HistoryError> {
        let Some(game) = self.game(game_id).ok().map(|g| g.game) else {
            // Its game is not kept: nothing could bring the position back.
            return Ok(0);
        };
        let now = now();
        let mut added = 0;
        for it in items {
            if self.practice_at(game_id, it.step).is_none() {
                self.kept.practice.push(PracticeItem {
                    game_id,
                    game: game.clone(),
                    step: it.step,
                    seat: it.seat,
                    played: it.played.clone(),
                    best: it.best.clone(),
                    level: it.level.clone(),
                    lost: it.lost,
                    added: now,
                    due: now,
                    interval_days: 0,
                    tries: 0,
                    found: 0,
                });
                added += 1;
            }
        }
        if added > 0 {
            self.write()?;
        }
        Ok(added)
    }

    /// The positions due at `now`, the longest overdue first (at most `limit`), and how many are
    /// due in all.
    pub fn practice_due(
        &self,
        now: i64,
        limit: usize,
    ) -> Result<(Vec<PracticeItem>, usize), HistoryError> {
        let due: Vec<PracticeItem> = self
            .practice_all()?
            .into_iter()
            .filter(|p| p.due <= now)
            .collect();
        let count = due.len();
        Ok((due.into_iter().take(limit).collect(), count))
    }

    /// The whole list, soonest due first.
    pub fn practice_all(&self) -> Result<Vec<PracticeItem>, HistoryError> {
        let mut all = self.kept.practice.clone();
        all.sort_by_key(|p| (p.due, p.game_id, p.step));
        Ok(all)
    }

    /// One position of the list, if it is on it.
    pub fn practice_item(
        &self,
        game_id: i64,
        step: usize,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        Ok(self.practice_at(game_id, step).cloned())
    }

    /// Takes a position off the list. Returns whether it was there.
    pub fn practice_remove(&mut self, game_id: i64, step: usize) -> Result<bool, HistoryError> {
        let before = self.kept.practice.len();
        self.kept
            .practice
            .retain(|p| !(p.game_id == game_id && p.step == step));
        let removed = self.kept.practice.len() < before;
        if removed {
            self.write()?;
        }
        Ok(removed)
    }

    /// Records an answer at `now` and schedules the position again ([`next_due`]). Returns the
    /// item as it now stands (`None`: not on the list).
    pub fn practice_answer(
        &mut self,
        game_id: i64,
        step: usize,
        found: bool,
        now: i64,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        let Some(it) = self
            .kept
            .practice
            .iter_mut()
            .find(|p| p.game_id == game_id && p.step == step)
        else {
            return Ok(None);
        };
        let (interval, due) = next_due(it.interval_days, found, now);
        it.interval_days = interval;
        it.due = due;
        it.tries += 1;
        it.found += i64::from(found);
        let answered = it.clone();
        self.write()?;
        Ok(Some(answered))
    }

    fn practice_at(&self, game_id: i64, step: usize) -> Option<&PracticeItem> {
        self.kept
            .practice
            .iter()
            .find(|p| p.game_id == game_id && p.step == step)
    }

    /// Writes the history, dropping the oldest games and analyses past the bounds first.
    fn write(&mut self) -> Result<(), HistoryError> {
        let kept = &mut self.kept;
        let games = kept.games.len().saturating_sub(MAX_GAMES);
        drop_oldest_games(kept, games);
        let analyses = kept.analyses.len().saturating_sub(MAX_ANALYSES);
        kept.analyses.drain(..analyses);
        let text = loop {
            let text = ron::to_string(&*kept).map_err(|e| HistoryError::ReadOnly {
                path: self.path.display().to_string(),
                reason: Reason::File(
                    crate::engine::text::Msg::new("file-save-unwritable")
                        .text("why", e.to_string()),
                ),
            })?;
            if text.len() <= MAX_BYTES || (kept.games.len() <= 1 && kept.analyses.is_empty()) {
                break text;
            }
            if kept.games.len() > 1 {
                drop_oldest_games(kept, 1);
            } else {
                kept.analyses.remove(0);
            }
        };
        crate::engine::files::write_atomic(&self.path, text.as_bytes()).map_err(|e| {
            HistoryError::ReadOnly {
                path: self.path.display().to_string(),
                reason: Reason::File(crate::engine::files::io_msg(&e)),
            }
        })
    }
}

/// Drops the `n` oldest games and their Practice positions.
fn drop_oldest_games(kept: &mut Kept, n: usize) {
    for (id, _) in kept.games.drain(..n.min(kept.games.len())) {
        kept.practice.retain(|p| p.game_id != id);
    }
}

/// The history file's contents, `None` if there is none.
fn read(path: &Path) -> Result<Option<Kept>, HistoryError> {
    let shown = || path.display().to_string();
    match crate::engine::files::read_text(path, MAX_BYTES as u64 * 2) {
        Ok(text) => ron::from_str(&text)
            .map(Some)
            .map_err(|e| HistoryError::Corrupt {
                path: shown(),
                reason: Reason::File(crate::engine::files::ron_msg(&e)),
            }),
        Err(e) if e.is_missing() => Ok(None),
        Err(e) => Err(HistoryError::Unreadable {
            path: shown(),
            reason: Reason::File(e.msg()),
        }),
    }
}

/// A kept game as the lists show it.
fn summary(id: i64, g: &GameRecord) -> GameSummary {
    GameSummary {
        id,
        game: g.game.clone(),
        started: g.started,
        ended: g.ended,
        actions: g.actions,
        abandoned: g.abandoned,
        seats: g
            .seats
            .iter()
            .zip(&g.scores)
            .enumerate()
            .map(|(i, (s, &score))| SeatSummary {
                name: s.name.clone(),
                level: s.level,
                score,
                winner: g.winners.contains(&i),
            })
            .collect(),
        seed: g.seed,
        options: g.options.clone(),
        table_dice: g.table_dice,
    }
}
