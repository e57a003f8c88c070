//! dicepad: roll-and-write and tile games with bots, in one window.
//!
//! The modules are layered, and each imports only the ones below it (`tests/layers.rs` checks
//! this; the README's Architecture section has the table): `engine` (rules contract, sessions,
//! saves), `sheet_kit` (what a game needs to draw itself), `game` (the game core: the typed
//! `Game`, the erased `Match`, `Bots` and `Sheets`, saves), `games` (the registry, the one
//! dispatch `with_game` and the five games), the services (`sim`, `review`, `history`, `net`,
//! `daily`, `game_code`, `export`, `print`, `crash`) and the shells (`ui`, the window with feature `gui`;
//! `cli`, the command line).

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(test)]
pub mod conformance;
pub mod crash;
pub mod daily;
pub mod engine;
pub mod game;
pub mod game_code;
pub mod games;
pub mod history;
pub mod logging;
pub mod net;
pub mod offload;
pub mod paths;
pub mod rating;
pub mod review;
pub mod sheet_kit;
pub mod sim;

#[cfg(feature = "gui")]
pub mod export;
#[cfg(feature = "gui")]
pub mod print;
#[cfg(feature = "gui")]
pub mod ui;
