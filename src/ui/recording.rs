//! The window's side of the game history: every finished game is recorded once, every game left
//! running with a person's action in it (replaced by another game, or open when the app quits) is
//! recorded as abandoned, and a past game reopens from its save text.
//!
//! The database is opened on first use. If it cannot be (damaged, locked, read-only), one notice
//! says so and the window carries on without history; games still autosave.

use super::app::App;
use super::game_screen::GameScreen;
use crate::engine::SeatKind;
use crate::game::Match;
use crate::history::{GameRecord, History};

/// The history database as the window holds it.
#[derive(Default)]
pub struct HistoryLink {
    db: Option<History>,
    /// Why it could not be opened (said once; the statistics screen shows it too).
    pub problem: Option<String>,
}

/// Whether a person has acted in this game (only then is an unfinished game worth keeping).
pub fn human_acted(m: &dyn Match) -> bool {
    let seats = m.seats();
    (0..m.action_count())
        .filter_map(|i| m.log_line(i))
        .filter_map(|line| line.seat)
        .any(|seat| seats.get(seat).is_some_and(|s| s.kind == SeatKind::Human))
}

impl App {
    /// The open history database, opening it on first use; None (after one notice) if it
    /// cannot be used.
    pub fn history(&mut self) -> Option<&mut History> {
        if self.history.db.is_none() && self.history.problem.is_none() {
            match History::open(&History::default_path(&self.data_dir)) {
                Ok(h) => self.history.db = Some(h),
                Err(e) => {
                    self.history.problem = Some(e.msg().to_string());
                    self.error(e.msg().to_string());
                }
            }
        }
        self.history.db.as_mut()
    }

    fn store_record(&mut self, rec: Result<GameRecord, crate::engine::text::Msg>) -> Option<i64> {
        let rec = match rec {
            Ok(rec) => rec,
            Err(e) => {
                self.error(
                    crate::engine::text::Msg::new("history-not-recorded")
                        .msg("why", e)
                        .to_string(),
                );
                return None;
            }
        };
        let result = self.history()?.record(&rec);
        match result {
            Ok(id) => Some(id),
            Err(e) => {
                // One notice; later games are not tried again this session.
                self.history.db = None;
                self.history.problem = Some(e.msg().to_string());
                self.error(e.msg().to_string());
                None
            }
        }
    }

    /// Records the game on the screen once it is over (once per game).
    pub fn record_finished(&mut self) {
        let Some(g) = &mut self.game else { return };
        if g.recorded || !g.m.is_over() {
            return;
        }
        g.recorded = true;
        let rec = GameRecord::from_match(&*g.m, g.started, crate::history::now(), false);
        let solo = match g.m.seats() {
            [seat] => Some(crate::history::Filter {
                game: Some(g.m.info().id.to_string()),
                player: Some(crate::history::player_label(
                    &seat.name,
                    match seat.kind {
                        SeatKind::Bot(level) => Some(level),
                        SeatKind::Human => None,
                    },
                )),
            }),
            _ => None,
        };
        // Before this game is in it: the best of the earlier ones, for the end window.
        let past_best = solo.and_then(|f| {
            let games = self.history()?.games(&f).ok()?;
            let scores: Vec<i32> = games
                .iter()
                .filter(|p| !p.abandoned && p.seats.len() == 1)
                .filter_map(|p| p.seats.first().map(|s| s.score))
                .collect();
            Some((*scores.iter().max()?, scores.len()))
        });
        if let Some(g) = &mut self.game {
            g.past_best = past_best;
        }
        if let Some(id) = self.store_record(rec) {
            if let Some(g) = &mut self.game {
                g.history_id = Some(id);
            }
            self.stats_changed();
        }
    }

    /// Records the game on the screen as abandoned if it is running and a person has acted in
    /// it; called before it is replaced and when the app quits.
    pub fn record_abandoned(&mut self) {
        let Some(g) = &mut self.game else { return };
        if g.recorded || g.m.is_over() || !human_acted(&*g.m) {
            return;
        }
        g.recorded = true;
        let rec = GameRecord::from_match(&*g.m, g.started, crate::history::now(), true);
        if self.store_record(rec).is_some() {
            self.stats_changed();
        }
    }

    /// Opens a past game from the history on the game screen (as it was when it was recorded).
    pub fn open_history_game(&mut self, id: i64) {
        let Some(history) = self.history() else {
            return;
        };
        let rec = match history.game(id) {
            Ok(rec) => rec,
            Err(e) => return self.error(e.msg().to_string()),
        };
        match super::played::ScreenGame::load(&rec.save_text) {
            Ok(m) => {
                let mut g = GameScreen::new(m, false);
                // Already in the history: never recorded again.
                g.recorded = true;
                g.history_id = Some(id);
                g.started = rec.started;
                // A past game opens in its review (Play on from here starts a branch).
                self.replace_game_then(g, move |app| {
                    app.open_review();
                    app.note(
                        crate::engine::text::Msg::new("history-reviewing")
                            .int("id", id)
                            .to_string(),
                    );
                });
            }
            Err(e) => self.error(
                crate::engine::text::Msg::new("history-cannot-open")
                    .int("id", id)
                    .msg("why", e.msg())
                    .to_string(),
            ),
        }
    }
}
