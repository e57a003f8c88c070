//! "Leave the running game?": asked before anything else happens whenever another game would take
//! the place of a running, unfinished one (New game, Play again, Open, recent files, Continue, a
//! past game from Statistics, the review's Play on, the daily challenge, hosting or joining a
//! network game). The question holds what would come next; Cancel drops it, and nothing was made,
//! opened or recorded before the answer. The app applies the answer (`Event::LeaveAnswered`).

use super::event::{Event, NextGame};
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};

/// What waits for the answer.
pub struct Leaving {
    pub next: NextGame,
    /// The running game's name and what becomes of it, in the player's words.
    game: String,
    next_name: String,
    kept: String,
}

impl Leaving {
    /// The question, when leaving `current` for `next` needs the player's word (see
    /// [`leaving_would_lose`]); otherwise `next` comes back.
    pub fn ask(
        cx: &Shell,
        current: Option<&GameScreen>,
        next: NextGame,
    ) -> Result<Leaving, NextGame> {
        let Some((g, kept)) = current.and_then(|g| Some((g, leaving_would_lose(g)?))) else {
            return Err(next);
        };
        Ok(Leaving {
            game: g.m.info().name.to_string(),
            next_name: next.name(&cx.registry),
            kept,
            next,
        })
    }

    /// The window, over every screen; the answer goes out as an event.
    pub fn ui(&self, ctx: &egui::Context, cx: &mut Shell) {
        let mut answer = None;
        egui::Window::new(tr("leave-title"))
            .id(egui::Id::unique("leave-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.set_max_width(420.0);
                ui.label(
                    Msg::new("leave-question")
                        .text("game", self.game.as_str())
                        .text("next", self.next_name.as_str())
                        .to_string(),
                );
                ui.label(&self.kept);
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui.button(tr("leave-yes")).clicked() {
                        answer = Some(true);
                    }
                    if ui
                        .button(tr("button-cancel"))
                        .on_hover_text(tr("leave-cancel-tip"))
                        .clicked()
                    {
                        answer = Some(false);
                    }
                });
            });
        if let Some(leave) = answer {
            cx.send(Event::LeaveAnswered(leave));
        }
    }
}

/// What leaving `g` would do to it, if that needs the player's word: a game that is running,
/// unfinished, not already in the history, with actions in it.
pub fn leaving_would_lose(g: &GameScreen) -> Option<String> {
    if g.m.is_over() || g.recorded || g.left || g.m.action_count() == 0 {
        return None;
    }
    let attempt = g.daily.as_ref().is_some_and(|(_, attempt)| *attempt);
    let mut kept = tr(if attempt {
        "leave-daily-attempt"
    } else if g.remote.is_some() {
        "leave-network-seat"
    } else if super::recording::human_acted(&*g.m) {
        "leave-kept-abandoned"
    } else {
        "leave-not-kept"
    });
    if let Some(name) = g.path.as_deref().and_then(|p| p.file_name()) {
        kept.push(' ');
        kept.push_str(
            &Msg::new("leave-file-holds")
                .text("file", name.to_string_lossy())
                .to_string(),
        );
    }
    Some(kept)
}
