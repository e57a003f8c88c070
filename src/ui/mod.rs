//! The window (feature `gui`): the app shell and the one play screen every game uses.
//!
//! `app` holds the [`App`] and its frame loop (input, bot pacing, autosave); `command` is the one
//! table of the window's commands (read by menus, keys, buttons and the shortcut list) and
//! `window_stack` knows which window is on top; `home`, `new_game`, `game_screen`, `windows` and
//! `files` each add the part of `App` their name says; `play` is the play screen; `widgets` and
//! `settings` are shared pieces.

pub mod app;
pub mod chat;
pub mod command;
pub mod crash_notice;
pub mod daily;
pub mod file_dialog;
pub mod files;
pub mod game_screen;
pub mod home;
#[cfg(test)]
mod kittest_support;
pub mod leave;
mod log_rows;
pub mod net_games;
mod net_games_list;
pub mod network;
pub mod new_game;
pub mod notices;
pub mod play;
pub mod played;
pub mod print_dialog;
pub mod recording;
pub mod review;
pub mod review_analysis;
pub mod settings;
pub mod stats;
pub mod table;
pub mod table_dice;
pub mod widgets;
pub mod window_stack;
pub mod windows;

pub use app::{run_window, App};
