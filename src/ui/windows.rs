//! The windows over the screens, as one stack: a window is open while it is in the stack, the
//! newest is on top, and Esc closes the top one. Each window's state lives in its entry; there are
//! no flags to keep in step. The game screen's end window and its review are layers of that
//! screen (below every window), not entries here.

use super::file_dialog::FileDialog;
use super::join_form::JoinForm;
use super::leave::Leaving;
use super::new_game::NewGameDialog;
use super::print_dialog::PrintDialog;

/// An open window and its state.
pub enum Window {
    /// "Leave the running game?" (Esc keeps the game).
    Leave(Box<Leaving>),
    /// An error message (a note in the status bar is not a window).
    Error(String),
    File(FileDialog),
    Shortcuts,
    Settings,
    HowToPlay(usize),
    NewGame(Box<NewGameDialog>),
    Join(JoinForm),
    Lobby,
    Print(PrintDialog),
    /// "Close the hosted game?", with the people connected to it (Esc keeps the window).
    QuitHosting(Vec<String>),
}

/// Which window, without its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WindowKind {
    Leave,
    Error,
    File,
    Shortcuts,
    Settings,
    HowToPlay,
    NewGame,
    Join,
    Lobby,
    Print,
    QuitHosting,
}

impl Window {
    pub fn kind(&self) -> WindowKind {
        match self {
            Window::Leave(_) => WindowKind::Leave,
            Window::Error(_) => WindowKind::Error,
            Window::File(_) => WindowKind::File,
            Window::Shortcuts => WindowKind::Shortcuts,
            Window::Settings => WindowKind::Settings,
            Window::HowToPlay(_) => WindowKind::HowToPlay,
            Window::NewGame(_) => WindowKind::NewGame,
            Window::Join(_) => WindowKind::Join,
            Window::Lobby => WindowKind::Lobby,
            Window::Print(_) => WindowKind::Print,
            Window::QuitHosting(_) => WindowKind::QuitHosting,
        }
    }
}

/// The open windows, oldest first.
#[derive(Default)]
pub struct WindowStack(Vec<Window>);

impl WindowStack {
    /// Opens `w` on top. A window of a kind that is open already takes that one's place (one
    /// New game, one Settings); errors stack, each its own.
    pub fn open(&mut self, w: Window) {
        let kind = w.kind();
        if kind != WindowKind::Error {
            self.0.retain(|o| o.kind() != kind);
        }
        self.0.push(w);
    }

    pub fn is_open(&self, kind: WindowKind) -> bool {
        self.0.iter().any(|w| w.kind() == kind)
    }

    /// The window on top.
    pub fn top(&self) -> Option<WindowKind> {
        self.0.last().map(Window::kind)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Closes the window on top; it comes back (a Leave question is answered "keep").
    pub fn close_top(&mut self) -> Option<Window> {
        self.0.pop()
    }

    /// Closes every window of `kind`; what they were.
    pub fn close(&mut self, kind: WindowKind) -> Vec<Window> {
        let (gone, kept) = std::mem::take(&mut self.0)
            .into_iter()
            .partition(|w| w.kind() == kind);
        self.0 = kept;
        gone
    }

    /// The windows, oldest first, taken out to be drawn; [`Self::put_back`] returns the ones
    /// still open (windows opened meanwhile stay on top of them).
    pub fn take(&mut self) -> Vec<Window> {
        std::mem::take(&mut self.0)
    }

    pub fn put_back(&mut self, mut still_open: Vec<Window>) {
        still_open.append(&mut self.0);
        self.0 = still_open;
    }

    /// The first window of `kind`, for a look at its state.
    pub fn find(&self, kind: WindowKind) -> Option<&Window> {
        self.0.iter().find(|w| w.kind() == kind)
    }

    pub fn find_mut(&mut self, kind: WindowKind) -> Option<&mut Window> {
        self.0.iter_mut().find(|w| w.kind() == kind)
    }

    /// The error messages open, oldest first.
    pub fn errors(&self) -> impl Iterator<Item = &str> {
        self.0.iter().filter_map(|w| match w {
            Window::Error(text) => Some(text.as_str()),
            _ => None,
        })
    }

    /// The New game dialog's state, while it is open.
    pub fn new_game(&mut self) -> Option<&mut NewGameDialog> {
        match self.find_mut(WindowKind::NewGame) {
            Some(Window::NewGame(d)) => Some(d),
            _ => None,
        }
    }

    /// The print dialog's state, while it is open.
    pub fn print(&mut self) -> Option<&mut PrintDialog> {
        match self.find_mut(WindowKind::Print) {
            Some(Window::Print(d)) => Some(d),
            _ => None,
        }
    }

    /// The Join window's fields, while it is open.
    pub fn join_form(&mut self) -> Option<&mut JoinForm> {
        match self.find_mut(WindowKind::Join) {
            Some(Window::Join(f)) => Some(f),
            _ => None,
        }
    }

    /// The in-window file dialog's state, while it is open.
    pub fn file_dialog(&mut self) -> Option<&mut FileDialog> {
        match self.find_mut(WindowKind::File) {
            Some(Window::File(d)) => Some(d),
            _ => None,
        }
    }
}

/// An error message over every screen, until OK or Esc; false once closed.
pub fn error_window_ui(ctx: &egui::Context, text: &str, n: usize) -> bool {
    let mut open = true;
    egui::Window::new(crate::engine::text::tr("error-title"))
        .id(egui::Id::unique(("error-window", n)))
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(text);
            if ui.button(crate::engine::text::tr("button-ok")).clicked() {
                open = false;
            }
        });
    open
}

#[cfg(test)]
mod tests {
    use super::{Window, WindowKind, WindowStack};

    #[test]
    fn the_newest_window_is_on_top_and_esc_closes_it() {
        let mut s = WindowStack::default();
        s.open(Window::Shortcuts);
        s.open(Window::Settings);
        assert_eq!(s.top(), Some(WindowKind::Settings));
        assert!(s.close_top().is_some());
        assert_eq!(s.top(), Some(WindowKind::Shortcuts));
        assert!(!s.is_open(WindowKind::Settings));
    }

    #[test]
    fn a_kind_opens_once_but_errors_stack() {
        let mut s = WindowStack::default();
        s.open(Window::Settings);
        s.open(Window::Shortcuts);
        s.open(Window::Settings);
        assert_eq!(s.top(), Some(WindowKind::Settings));
        assert_eq!(s.take().len(), 2);
        s.open(Window::Error("a".into()));
        s.open(Window::Error("b".into()));
        assert_eq!(s.errors().collect::<Vec<_>>(), ["a", "b"]);
    }

    #[test]
    fn windows_opened_while_drawing_stay_on_top() {
        let mut s = WindowStack::default();
        s.open(Window::Settings);
        let drawn = s.take();
        s.open(Window::Error("new".into()));
        s.put_back(drawn);
        assert_eq!(s.top(), Some(WindowKind::Error));
    }
}
