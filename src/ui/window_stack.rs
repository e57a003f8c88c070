//! Which window is on top, for Esc. Each window says whether it is open and how it closes; the
//! stack keeps the order they opened in, so Esc closes the newest. The game screen's end window
//! and its review are layers of the screen itself, below every window.

use super::app::{App, Screen};

/// A window Esc can close.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WindowId {
    /// "Leave the running game?" (Esc keeps the game).
    Leave,
    /// An error message (a note in the status bar is not a window).
    Error,
    FileDialog,
    Shortcuts,
    Settings,
    HowToPlay,
    NewGame,
    JoinForm,
    Lobby,
    PrintDialog,
    /// The end of the game, over the game screen.
    GameOver,
    /// The review, in place of the play area.
    Review,
}

impl WindowId {
    /// The windows over the screens. Those that open in the same frame stack in this order, the
    /// first on top.
    const FLOATING: [WindowId; 10] = [
        WindowId::Leave,
        WindowId::Error,
        WindowId::FileDialog,
        WindowId::Shortcuts,
        WindowId::Settings,
        WindowId::HowToPlay,
        WindowId::NewGame,
        WindowId::JoinForm,
        WindowId::Lobby,
        WindowId::PrintDialog,
    ];

    /// The game screen's own layers, top first, under every floating window.
    const SCREEN_LAYERS: [WindowId; 2] = [WindowId::GameOver, WindowId::Review];

    pub fn is_open(self, app: &App) -> bool {
        let on_game_screen = app.screen == Screen::Game;
        match self {
            Self::Leave => app.leave_question_open(),
            Self::Error => app.notice.as_ref().is_some_and(|n| n.error),
            Self::FileDialog => app.file_dialog.is_some(),
            Self::Shortcuts => app.show_shortcuts,
            Self::Settings => app.show_settings,
            Self::HowToPlay => app.how_to_play.is_some(),
            Self::NewGame => app.new_game.is_some(),
            Self::JoinForm => app.network.join_form.is_some(),
            Self::Lobby => app.network.lobby_open,
            Self::PrintDialog => app.print_dialog.is_some(),
            Self::GameOver => {
                on_game_screen
                    && app
                        .game
                        .as_ref()
                        .is_some_and(|g| g.m.is_over() && !g.end_dismissed)
            }
            Self::Review => on_game_screen && app.game.as_ref().is_some_and(|g| g.review.is_some()),
        }
    }

    pub fn close(self, app: &mut App) {
        match self {
            Self::Leave => app.answer_leave(false),
            Self::Error => app.notice = None,
            Self::FileDialog => app.file_dialog = None,
            Self::Shortcuts => app.show_shortcuts = false,
            Self::Settings => app.show_settings = false,
            Self::HowToPlay => app.how_to_play = None,
            Self::NewGame => app.new_game = None,
            Self::JoinForm => app.network.join_form = None,
            Self::Lobby => app.network.lobby_open = false,
            Self::PrintDialog => app.print_dialog = None,
            Self::GameOver => {
                if let Some(g) = &mut app.game {
                    g.end_dismissed = true;
                }
            }
            Self::Review => app.close_review(),
        }
    }
}

/// The open floating windows, oldest first. Windows open by setting their own state (from a
/// menu, a key, a button, an error); the stack notices them once a frame, and before Esc.
#[derive(Debug, Default)]
pub struct WindowStack(Vec<WindowId>);

impl WindowStack {
    /// Forgets the windows that are no longer open and puts the newly opened ones on top.
    fn update(&mut self, open: &[WindowId]) {
        self.0.retain(|w| open.contains(w));
        for &w in open.iter().rev() {
            if !self.0.contains(&w) {
                self.0.push(w);
            }
        }
    }
}

impl App {
    /// Brings the window stack up to date with the windows open now.
    pub(super) fn track_windows(&mut self) {
        let open: Vec<WindowId> = WindowId::FLOATING
            .into_iter()
            .filter(|w| w.is_open(self))
            .collect();
        self.windows.update(&open);
    }

    /// The window Esc would close, if any.
    pub(super) fn window_to_close(&self) -> bool {
        WindowId::FLOATING
            .into_iter()
            .chain(WindowId::SCREEN_LAYERS)
            .any(|w| w.is_open(self))
    }

    /// The window on top: the newest floating window, else the game screen's layers.
    pub fn top_window(&mut self) -> Option<WindowId> {
        self.track_windows();
        self.windows.0.last().copied().or_else(|| {
            WindowId::SCREEN_LAYERS
                .into_iter()
                .find(|w| w.is_open(self))
        })
    }

    /// Closes the window on top; false if none was open.
    pub(super) fn close_top_window(&mut self) -> bool {
        let Some(w) = self.top_window() else {
            return false;
        };
        w.close(self);
        self.windows.0.retain(|&o| o != w);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{WindowId, WindowStack};

    #[test]
    fn the_newest_window_is_on_top_and_closed_ones_drop_out() {
        let mut s = WindowStack::default();
        s.update(&[WindowId::Shortcuts]);
        s.update(&[WindowId::Shortcuts, WindowId::Settings]);
        assert_eq!(s.0, [WindowId::Shortcuts, WindowId::Settings]);
        s.update(&[WindowId::Settings]);
        assert_eq!(s.0, [WindowId::Settings]);
    }

    #[test]
    fn windows_opened_together_stack_in_the_fixed_order() {
        let mut s = WindowStack::default();
        s.update(&[WindowId::Error, WindowId::NewGame]);
        assert_eq!(s.0.last(), Some(&WindowId::Error));
    }
}
