//! The window (feature `gui`): app shell, settings and widgets shared by games.

pub mod app;
pub mod settings;
pub mod widgets;

pub use app::{run_window, App};
