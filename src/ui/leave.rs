//! Replacing the game on the screen: the one place every path that puts another game there goes
//! through (New game, Play again, Open, recent files, Continue, a past game from Statistics, the
//! review's Play on, the daily challenge, a hosted or joined network game). A running, unfinished
//! game is never thrown away silently: the window asks first, and the game goes to the history as
//! abandoned only when the player chose to leave it. Cancel leaves everything as it was.

use super::app::{App, Screen};
use super::game_screen::GameScreen;

/// What the caller does once its game is on the screen (it never runs if the player cancels).
type Then = Box<dyn FnOnce(&mut App)>;

/// A game waiting for the player's answer to "Leave the running game?".
pub struct Leaving {
    next: GameScreen,
    then: Then,
    /// What becomes of the running game, in the player's words.
    kept: String,
}

impl App {
    /// Puts `g` on the game screen, then runs `then`. When a running, unfinished game with
    /// actions in it is there, the player is asked first: `g` and `then` wait for the answer
    /// (and are dropped on Cancel). The same game at the same point (Continue after Home,
    /// reopening its own file) simply carries on.
    pub(super) fn replace_game_then(
        &mut self,
        g: GameScreen,
        then: impl FnOnce(&mut App) + 'static,
    ) {
        if let Some(cur) = &mut self.game {
            if cur.remote.is_none()
                && g.remote.is_none()
                && cur.m.save_text().ok() == g.m.save_text().ok()
            {
                // Kept as it is (its tutorial, bot play, setup for Play again, history entry).
                if g.path.is_some() {
                    cur.path = g.path;
                }
                self.screen = Screen::Game;
                then(self);
                return;
            }
        }
        if let Some(kept) = self.leaving_would_lose() {
            self.leaving = Some(Leaving {
                next: g,
                then: Box::new(then),
                kept,
            });
            return;
        }
        self.put_game(g, true);
        then(self);
    }

    /// What leaving the game on the screen would do to it, if that needs the player's word: a
    /// game that is running, unfinished, not already in the history, with actions in it.
    fn leaving_would_lose(&self) -> Option<String> {
        let g = self.game.as_ref()?;
        if g.m.is_over() || g.recorded || g.m.action_count() == 0 {
            return None;
        }
        let mut kept = crate::engine::text::tr(if g.remote.is_some() {
            "leave-network-seat"
        } else if super::recording::human_acted(&*g.m) {
            "leave-kept-abandoned"
        } else {
            "leave-not-kept"
        });
        if let Some(name) = g.path.as_deref().and_then(|p| p.file_name()) {
            kept.push(' ');
            kept.push_str(
                &crate::engine::text::Msg::new("leave-file-holds")
                    .text("file", name.to_string_lossy())
                    .to_string(),
            );
        }
        Some(kept)
    }

    /// The game goes on the screen; the one before is recorded as abandoned if it counts as one
    /// (only when `leave`: the same game carrying on is not left). Notes about the old game go.
    fn put_game(&mut self, g: GameScreen, leave: bool) {
        if leave {
            self.record_abandoned();
        }
        self.game = Some(g);
        self.screen = Screen::Game;
        // A status note belongs to the game it was about.
        if self.notice.as_ref().is_some_and(|n| !n.error) {
            self.notice = None;
        }
        self.release_focus = true;
        self.autosave();
    }

    /// Whether "Leave the running game?" is waiting for an answer.
    pub fn leave_question_open(&self) -> bool {
        self.leaving.is_some()
    }

    /// Answers "Leave the running game?": leave it (the waiting game takes its place), or keep
    /// it (nothing changes).
    pub fn answer_leave(&mut self, leave: bool) {
        let Some(l) = self.leaving.take() else { return };
        if leave {
            self.put_game(l.next, true);
            (l.then)(self);
        }
    }

    /// The question, over every screen, while a game waits.
    pub(super) fn leave_window(&mut self, ctx: &egui::Context) {
        let Some(l) = &self.leaving else { return };
        let name = self.game.as_ref().map_or("", |g| g.m.info().name);
        let next = l.next.m.info().name;
        let mut answer = None;
        egui::Window::new(crate::engine::text::tr("leave-title"))
            .id(egui::Id::unique("leave-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.set_max_width(420.0);
                ui.label(
                    crate::engine::text::Msg::new("leave-question")
                        .text("game", name)
                        .text("next", next)
                        .to_string(),
                );
                ui.label(&l.kept);
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui.button(crate::engine::text::tr("leave-yes")).clicked() {
                        answer = Some(true);
                    }
                    if ui
                        .button(crate::engine::text::tr("button-cancel"))
                        .on_hover_text(crate::engine::text::tr("leave-cancel-tip"))
                        .clicked()
                    {
                        answer = Some(false);
                    }
                });
            });
        if let Some(leave) = answer {
            self.answer_leave(leave);
        }
    }
}
