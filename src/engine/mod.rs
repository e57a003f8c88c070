//! Game-independent machinery: the rules contract, sessions, seeded chance, saves, hex helpers and
//! the plugin layer. Nothing here draws.

#[cfg(test)]
pub mod conformance;
pub mod grid;
pub mod hex;
pub mod plugin;
pub mod rng;
pub mod rules;
pub mod save;
pub mod session;

pub use plugin::{Game, GameInfo, GamePlugin, Match, MatchSetup, OptionSpec};
pub use rules::{apply, BotChoice, BotLevel, Refusal, Rules, ScoreLine, SeatScore, ToMove};
pub use session::{SeatInfo, SeatKind, Session};
