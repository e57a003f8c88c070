//! dicepad: roll-and-write and tile games with bots, in one window.
//!
//! `engine` is the game-independent rules contract (no UI concept in it), `plugin` turns a game
//! into a registry entry and a running [`plugin::Match`], `games` are the plugins, `ui_contract`
//! what a game gives the window, `ui` the window (feature `gui`), `export` the PNG renderer
//! (feature `gui`), `cli` the command line, `history`
//! the database of finished games and its statistics.

pub mod cli;
#[cfg(test)]
pub mod conformance;
pub mod daily;
pub mod engine;
pub mod game;
pub mod game_code;
pub mod games;
pub mod history;
pub mod net;
pub mod paths;
pub mod review;
pub mod sheet_kit;
pub mod sim;

#[cfg(feature = "gui")]
pub mod export;
#[cfg(feature = "gui")]
pub mod print;
#[cfg(feature = "gui")]
pub mod ui;
