//! Game-independent machinery: the rules contract, bots, sessions, seeded chance, saves and hex and
//! grid helpers. Nothing here draws, and nothing here knows the window exists.

pub mod bitset;
pub mod bot;
pub mod files;
pub mod grid;
pub mod hex;
pub mod rng;
pub mod rules;
pub mod save;
pub mod seal;
pub mod seats;
pub mod session;
pub mod text;
pub mod think_job;
pub mod waiting;
pub mod worker;

pub use bot::{action_key, bot_action, uniform_choice, Bot, Think};
pub use rules::{
    apply, check_action, BotChoice, Refusal, Rules, ScoreLine, ScoreUnit, SeatScore, TableDice,
    ToMove,
};
pub use seats::{BotLevel, Names, SeatInfo, SeatKind};
pub use session::{Dice, Mark, Session};
