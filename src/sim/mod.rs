//! Bots playing games on their own: one game to the end ([`play_out`]), the seeded bot games of a
//! [`SelfplaySpec`] ([`new_bot_match`]), and many of them on every core with score statistics
//! ([`selfplay`], [`selfplay_with`]). No printing: progress goes to a callback, and the report
//! and the decision times come back as values for the caller to show.

pub mod hints;
#[cfg(test)]
mod hints_tests;
pub mod ladder;
mod play;
mod report;
mod run;
mod spec;

pub use play::{new_bot_match, play_out, write_bot_save, GameResult};
pub use report::{DecisionTimes, SeatStats, SeatTimes, SelfplayReport, SelfplayRun};
pub use run::{selfplay, selfplay_with, OnGame, Progress};
pub use spec::SelfplaySpec;

use crate::engine::ToMove;

/// Why bot games could not be set up or played.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("unknown game `{0}`; games: {games}", games = crate::games::ids_help())]
    UnknownGame(String),
    /// A bot level that is not easy, normal or strong (the level parser's words).
    #[error("{0}")]
    BadLevel(String),
    #[error("{game} takes {min}–{max} seats, not {got}")]
    SeatCount {
        game: &'static str,
        min: usize,
        max: usize,
        got: usize,
    },
    #[error(transparent)]
    Options(#[from] crate::game::option_args::OptionArgError),
    /// The game refused the setup.
    #[error(transparent)]
    NewMatch(#[from] crate::game::SetupError),
    #[error("the bot could not move at action {at}")]
    BotStuck { at: usize },
    #[error("the bot could not move at action {at} ({to_move:?})")]
    BotStuckOn { at: usize, to_move: ToMove },
    #[error("game did not end after a million actions")]
    Endless,
    /// The game could not write its save text.
    #[error(transparent)]
    Save(#[from] crate::game::PlayError),
    #[error("cannot write {}: {reason}", path.display())]
    Write {
        path: std::path::PathBuf,
        reason: std::io::Error,
    },
    #[error("a selfplay thread panicked")]
    ThreadPanicked,
}

impl SimError {
    /// Why, in the player's words (`Display` is English, for the log).
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        match self {
            SimError::UnknownGame(game) => Msg::new("print-unknown-game")
                .text("game", crate::engine::save::clip(game, 40))
                .text("games", crate::games::ids_help()),
            SimError::BadLevel(why) => Msg::new("sim-bad-level").text("why", why.as_str()),
            SimError::SeatCount {
                game,
                min,
                max,
                got,
            } => crate::game::SetupError::Seats {
                game,
                min: *min,
                max: *max,
                given: *got,
            }
            .msg(),
            SimError::Options(e) => e.msg(),
            SimError::NewMatch(e) => e.msg(),
            SimError::BotStuck { at } | SimError::BotStuckOn { at, .. } => {
                Msg::new("sim-bot-stuck").count("at", *at)
            }
            SimError::Endless => Msg::new("sim-endless"),
            SimError::Save(e) => Msg::new("sim-save").text("why", e.to_string()),
            SimError::Write { path, reason } => Msg::new("sim-write")
                .text(
                    "file",
                    crate::engine::files::one_line(&path.display().to_string()),
                )
                .msg("why", crate::engine::files::io_msg(reason)),
            SimError::ThreadPanicked => Msg::new("sim-thread-panicked"),
        }
    }
}
