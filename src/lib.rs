//! dicepad: roll-and-write and tile games with bots, in one window.
//!
//! `engine` is the game-independent rules contract, `games` the plugins, `ui` the window (feature
//! `gui`), `export` the PNG renderer (feature `gui`), `cli` the command line.

pub mod cli;
pub mod engine;
pub mod games;
pub mod ui_contract;

#[cfg(feature = "gui")]
pub mod export;
#[cfg(feature = "gui")]
pub mod ui;
