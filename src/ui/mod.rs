//! The window (feature `gui`): a small shell, the features, and the one play screen every game
//! uses.
//!
//! - `app`: the [`App`] — the shell, the features, and `apply`, the one place the features'
//!   events are applied; `native`: the desktop runner around it; `web` and `web_platform`: the
//!   browser's runner and its side of the platform seam (the browser build, docs/web.md).
//! - `shell` and `event`: what every feature reads ([`shell::Shell`]: settings, data folder,
//!   registry, language, notes, history, the platform) and the events it sends; `platform`: the
//!   seam to the system (file dialog, clipboard, folders, notices, worker threads).
//! - Features, each owning its state: `home`, `play_screen` (with `side_panel`, `status_bar`,
//!   `end_window`, `review` and its `trial`), `practice` (the Practice list on the home screen),
//!   `stats`, `daily` (with `daily_online`, a server's), `network` and `net_games`.
//! - Windows, as one stack (`windows`): `new_game`, `print_dialog`, `file_dialog`, `leave`,
//!   `settings_window`, `help_windows`, `join_form` and the network lobby.
//! - Below them: `game_screen` (a game on the screen, data only), `review_mode`, `played` and
//!   `play/` (the play view), `command` (the one table of commands), `files`, `recording`,
//!   `recent`, `words`, `widgets`, `settings`, `table`, `chat`, `log_rows`.

pub mod app;
pub mod chat;
pub mod command;
pub mod crash_notice;
pub mod daily;
pub mod daily_online;
pub mod end_window;
pub mod event;
pub mod file_dialog;
pub mod files;
#[cfg(test)]
mod first_hour_tests;
pub mod game_screen;
pub mod help_windows;
pub mod home;
pub mod join_form;
#[cfg(test)]
mod kittest_support;
pub mod leave;
mod log_rows;
#[cfg(not(target_arch = "wasm32"))]
pub mod native;
pub mod net_games;
mod net_games_list;
pub mod network;
pub mod new_game;
pub mod notices;
pub mod platform;
pub mod play;
pub mod play_screen;
pub mod played;
pub mod practice;
pub mod print_dialog;
pub mod quit_hosting;
pub mod recent;
pub mod recording;
pub mod review;
pub mod review_analysis;
pub mod review_mode;
pub mod settings;
pub mod settings_window;
pub mod sheet_picture;
pub mod shell;
pub mod side_panel;
pub mod stats;
pub mod stats_ratings;
pub mod status_bar;
pub mod table;
pub mod table_dice;
pub mod trial;
pub mod widgets;
pub mod windows;
pub mod words;

pub use app::App;
#[cfg(not(target_arch = "wasm32"))]
pub use native::run_window;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub mod web_platform;
