//! Bots as a capability beside the erased game: a bot takes a seat's action, thinks on the game's
//! worker thread without freezing the caller, and gives hints.

use super::Match;
use crate::engine::rules::{BotChoice, BotLevel, ToMove};
use crate::engine::session::SeatKind;
use std::time::Duration;

/// Why a bot is thinking: to move for its seat, or to hint a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Move,
    Hint,
}

/// What a bot decision on the game's worker thread has come to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thought {
    /// Nothing to do: no seat to move, or the bot has no choice.
    Idle,
    /// Still thinking; ask again later.
    Thinking,
    /// The bot's move was applied.
    Moved,
    /// The hint is ready ([`Bots::hint_notation`]).
    Hinted,
    /// The bot's move was refused (a bug in that bot); the game is unchanged.
    Refused(crate::engine::text::Msg),
}

/// A bot decision under way, for the window to show.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thinking {
    pub seat: usize,
    pub level: BotLevel,
    pub purpose: Purpose,
    /// Seconds since it started.
    pub secs: f64,
}

/// The hint the player asked for: a bot's choice for the position after `at` actions.
#[derive(Clone, Debug)]
pub struct Hint<A> {
    pub at: usize,
    pub level: BotLevel,
    pub choice: BotChoice<A>,
}

/// A game whose bots can play here: bot seats, "Bot plays for me", hints.
pub trait Bots: Match {
    /// A bot seat that may act now: the seat to move if it is a bot, else the first ready bot
    /// (bots write on a simultaneous step while a person is still thinking).
    fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        let bot = |i: usize| match self.seats().get(i)?.kind {
            SeatKind::Bot(level) => Some((i, level)),
            SeatKind::Human => None,
        };
        match self.to_move() {
            ToMove::Seat(i) => bot(i).or_else(|| self.ready().into_iter().find_map(bot)),
            _ => None,
        }
    }
    /// Lets a bot of `level` take `seat`'s action (the seat must be ready); for a person's seat
    /// it is logged as a bot's choice. `Ok(false)` when it is not ready or the bot has no choice.
    fn play_bot_as(&mut self, seat: usize, level: BotLevel) -> Result<bool, super::PlayError>;
    /// Lets a bot of `level` take the seat to move's action (typed inside). `Ok(false)` when no seat
    /// is to move or the bot has no choice.
    fn play_bot(&mut self, level: BotLevel) -> Result<bool, super::PlayError> {
        match self.to_move() {
            ToMove::Seat(seat) => self.play_bot_as(seat, level),
            _ => Ok(false),
        }
    }
    /// Lets the bot in the seat to move act once. False if a human (or nobody) is to move.
    fn step_bot(&mut self) -> bool {
        let Some((seat, level)) = self.bot_to_move() else {
            return false;
        };
        self.play_bot_as(seat, level).unwrap_or(false)
    }
    /// Starts (or goes on with) a bot decision at `level` for the seat to move on the game's
    /// worker thread, waiting at most `wait` for it: a move is applied once ready, a hint is kept
    /// until the position changes. The window calls this every frame with a short wait, so it never
    /// freezes; the CLI and tests may wait as long as they like.
    fn think(&mut self, purpose: Purpose, level: BotLevel, wait: Duration) -> Thought;
    /// Starts the decision `think` would wait for, without waiting or applying anything (a bot
    /// thinks while the window paces its moves).
    fn prepare(&mut self, purpose: Purpose, level: BotLevel);
    /// The decision still being thought out, if any (for "thinking…").
    fn thinking(&self) -> Option<Thinking>;
    /// The current hint in notation (tests).
    fn hint_notation(&self) -> Option<String>;
}
