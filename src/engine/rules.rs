//! The rules contract every game implements.
//!
//! One source of legality: [`Rules::legal_actions`]. Everything else (the GUI's highlights, the bots,
//! the tests, loading a save) asks it. [`apply`] is the only way a state changes outside a game's own
//! code: it checks the action against the legal list (or, at a chance node, against the game's chance
//! check) and leaves the state untouched when it refuses, with a reason a player can read.

use rand::seq::IndexedRandom;
use rand::RngCore;
use rand_chacha::ChaCha8Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToMove {
    /// A player seat (0-based).
    Seat(usize),
    /// Dice, a shuffle or a scramble: the session draws the outcome from the seeded RNG.
    Chance,
    /// Nobody: the game has ended.
    Over,
}

/// Bot strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum BotLevel {
    /// Uniformly random over the legal actions.
    Easy,
    /// Looks ahead; clearly stronger than Easy.
    Normal,
}

impl BotLevel {
    pub const ALL: [BotLevel; 2] = [BotLevel::Easy, BotLevel::Normal];
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Normal => "Normal",
        }
    }
}

impl FromStr for BotLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(BotLevel::Easy),
            "normal" => Ok(BotLevel::Normal),
            other => Err(format!("unknown bot level `{other}` (use easy or normal)")),
        }
    }
}

/// A bot's pick, with its own estimate of the value (shown by Hint).
#[derive(Clone, Debug, PartialEq)]
pub struct BotChoice<A> {
    pub action: A,
    /// Expected final score (or win chance) the bot believes this action leads to, if it has one.
    pub value: Option<f64>,
}

/// One line of a score breakdown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub label: String,
    pub points: i32,
}

/// A seat's score with one line per scoring rule.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct SeatScore {
    pub lines: Vec<ScoreLine>,
    /// Usually the sum of `lines`; games whose result is not a plain sum (a fall, a win) say so in a line.
    pub total: i32,
}

impl SeatScore {
    /// A breakdown whose total is the sum of its lines.
    pub fn summed(lines: Vec<ScoreLine>) -> Self {
        let total = lines.iter().map(|l| l.points).sum();
        SeatScore { lines, total }
    }
    pub fn line(label: impl Into<String>, points: i32) -> ScoreLine {
        ScoreLine {
            label: label.into(),
            points,
        }
    }
}

/// Why an action was not applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub String);

/// A game's rules: plain data in, plain data out, no GUI.
pub trait Rules: Send + Sync + 'static {
    /// Everything about a position. Serializable so tests and the CLI can show and compare it.
    type State: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// One small step: a click in the GUI, one token of notation in a save file.
    type Action: Clone + Debug + PartialEq + Display + FromStr<Err = String> + Send;
    /// What the new-game dialog chooses (sheet side, variant, …).
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send;

    /// The position before anything happened.
    fn new_state(&self, options: &Self::Options, seats: usize) -> Result<Self::State, String>;
    fn to_move(&self, state: &Self::State) -> ToMove;
    /// Every legal action of the seat to move; empty at chance nodes and when the game is over.
    fn legal_actions(&self, state: &Self::State) -> Vec<Self::Action>;
    /// Draws a chance outcome. Only called when `to_move` is `Chance`.
    fn sample_chance(&self, state: &Self::State, rng: &mut ChaCha8Rng) -> Self::Action;
    /// Whether `action` is a possible chance outcome here (dice in range, …).
    fn check_chance(&self, state: &Self::State, action: &Self::Action) -> Result<(), String>;
    /// Why `action` is not legal here, in a player's words. Only called for refused actions.
    fn refusal(&self, state: &Self::State, action: &Self::Action) -> String;
    /// Carries out an action already known to be legal.
    fn perform(&self, state: &mut Self::State, action: &Self::Action);
    /// Score breakdown for every seat (final at the end, running before).
    fn scores(&self, state: &Self::State) -> Vec<SeatScore>;
    /// The winning seats once the game is over (ties share). Default: highest total.
    fn winners(&self, state: &Self::State) -> Vec<usize> {
        let scores = self.scores(state);
        let best = scores.iter().map(|s| s.total).max();
        scores
            .iter()
            .enumerate()
            .filter(|(_, s)| Some(s.total) == best)
            .map(|(i, _)| i)
            .collect()
    }
    /// The short "what now" line for the seat to move.
    fn prompt(&self, state: &Self::State) -> String;
    /// An action in words for the log ("Ann moves N 3 and fills a 3").
    fn describe(&self, _state_before: &Self::State, action: &Self::Action) -> String {
        action.to_string()
    }
    /// A bot's choice: Easy is uniform over the legal actions, Normal is the game's own bot.
    fn bot_action(
        &self,
        state: &Self::State,
        level: BotLevel,
        rng: &mut dyn RngCore,
    ) -> Option<BotChoice<Self::Action>> {
        match level {
            BotLevel::Easy => uniform_choice(self, state, rng),
            BotLevel::Normal => self.normal_bot(state, rng),
        }
    }
    /// The Normal bot (clearly stronger than Easy). Default: uniform, until a game has its own.
    fn normal_bot(
        &self,
        state: &Self::State,
        rng: &mut dyn RngCore,
    ) -> Option<BotChoice<Self::Action>> {
        uniform_choice(self, state, rng)
    }
    /// Structural checks the conformance suite runs after every step.
    fn invariants(&self, _state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// Upper bound on the number of actions in one game (the conformance suite enforces it).
    fn max_game_length(&self, seats: usize) -> usize;
}

/// Uniform random legal action (the Easy bot, and the fallback for every level).
pub fn uniform_choice<G: Rules + ?Sized>(
    rules: &G,
    state: &G::State,
    mut rng: &mut dyn RngCore,
) -> Option<BotChoice<G::Action>> {
    let legal = rules.legal_actions(state);
    legal.choose(&mut rng).cloned().map(|action| BotChoice {
        action,
        value: None,
    })
}

/// Applies `action` if it is legal; otherwise leaves `state` untouched and says why.
pub fn apply<G: Rules + ?Sized>(
    rules: &G,
    state: &mut G::State,
    action: &G::Action,
) -> Result<(), Refusal> {
    match rules.to_move(state) {
        ToMove::Over => Err(Refusal("The game is over.".into())),
        ToMove::Chance => {
            rules.check_chance(state, action).map_err(Refusal)?;
            rules.perform(state, action);
            Ok(())
        }
        ToMove::Seat(_) => {
            if rules.legal_actions(state).contains(action) {
                rules.perform(state, action);
                Ok(())
            } else {
                Err(Refusal(rules.refusal(state, action)))
            }
        }
    }
}
