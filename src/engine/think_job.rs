//! One bot decision packed to run elsewhere: on a thread of the desktop, or in the browser's Web
//! Worker, which is another copy of the program and so gets the decision as text
//! ([`ThinkJob::order`]) and answers in text ([`ThinkJob::answer_text`]).
//!
//! The packed decision owns a copy of the position (the game may move on meanwhile) and what
//! makes the bot's random numbers (the seed of its generator and the stream), so wherever it runs
//! it decides exactly as [`super::Session::bot_choice`] would.

use super::bot::{bot_action, Bot, Think};
use super::rules::{BotChoice, Rules, ToMove};
use super::seats::BotLevel;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A bot decision for `seat` at `level` on a copy of the position.
pub struct ThinkJob<G: Rules> {
    rules: G,
    order: Order<G::State>,
}

/// What a decision needs besides the rules: the text form of a [`ThinkJob`].
#[derive(Serialize, Deserialize)]
struct Order<S> {
    /// The position, in focus of `seat`.
    state: S,
    seat: usize,
    level: BotLevel,
    /// The bot's random numbers: ChaCha8 seeded from `rng_seed`, on stream `stream`.
    rng_seed: u64,
    stream: u64,
    /// The seat's tie-breaking ([`Think::style`]).
    style: u64,
}

/// The text form of a decision's answer: the action in notation and its value.
#[derive(Serialize, Deserialize)]
struct Answer {
    action: String,
    value: Option<f64>,
}

/// Why a decision's text could not be read.
#[derive(Debug, thiserror::Error)]
pub enum OrderError {
    #[error("{0}")]
    Unreadable(String),
}

impl<G: Rules + Bot + Clone> ThinkJob<G> {
    /// A decision for `seat` on `state` (already in its focus); the generator is ChaCha8 seeded
    /// with `rng_seed` on `stream`.
    pub(super) fn new(
        rules: G,
        state: G::State,
        seat: usize,
        level: BotLevel,
        (rng_seed, stream): (u64, u64),
        style: u64,
    ) -> Self {
        ThinkJob {
            rules,
            order: Order {
                state,
                seat,
                level,
                rng_seed,
                stream,
                style,
            },
        }
    }

    /// The seat the decision is for.
    pub fn seat(&self) -> usize {
        self.order.seat
    }

    /// Decides.
    pub fn run(self) -> Option<BotChoice<G::Action>> {
        let Order {
            state,
            seat,
            level,
            rng_seed,
            stream,
            style,
        } = self.order;
        let mut rng = bot_rng((rng_seed, stream));
        let rules = self.rules;
        let mut choice = bot_action(&rules, &state, level, &mut Think::new(&mut rng, style))?;
        // A value is an expected final score: where the move ends the game with nothing left to
        // chance or to choose, that is the score it ends with, not the bot's estimate.
        if choice.value.is_some() {
            if let Some(score) = final_score_after(&rules, &state, seat, &choice.action) {
                choice.value = Some(score);
            }
        }
        Some(choice)
    }

    /// The decision as text (for another copy of the program).
    pub fn order(&self) -> Result<String, OrderError> {
        ron::to_string(&self.order).map_err(|e| OrderError::Unreadable(e.to_string()))
    }

    /// The decision written by [`ThinkJob::order`], for `rules`.
    pub fn from_order(rules: G, text: &str) -> Result<Self, OrderError> {
        let order = ron::from_str(text).map_err(|e| OrderError::Unreadable(e.to_string()))?;
        Ok(ThinkJob { rules, order })
    }

    /// An answer of [`ThinkJob::run`] as text.
    pub fn answer_text(answer: &Option<BotChoice<G::Action>>) -> Result<String, OrderError> {
        let answer = answer.as_ref().map(|c| Answer {
            action: c.action.to_string(),
            value: c.value,
        });
        ron::to_string(&answer).map_err(|e| OrderError::Unreadable(e.to_string()))
    }

    /// An answer written by [`ThinkJob::answer_text`].
    pub fn read_answer(text: &str) -> Result<Option<BotChoice<G::Action>>, OrderError> {
        let answer: Option<Answer> =
            ron::from_str(text).map_err(|e| OrderError::Unreadable(e.to_string()))?;
        answer
            .map(|a| {
                let action = a
                    .action
                    .parse()
                    .map_err(|e: crate::engine::text::Msg| OrderError::Unreadable(e.to_string()))?;
                Ok(BotChoice {
                    action,
                    value: a.value,
                })
            })
            .transpose()
    }
}

/// A bot's random numbers: ChaCha8 seeded from `seed`, on stream `stream`.
pub(super) fn bot_rng((seed, stream): (u64, u64)) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

/// `seat`'s final score when `action` ends the game by actions that each were the only legal
/// one; `None` when a chance step or a choice comes first (or the game runs on past a guard).
fn final_score_after<G: Rules>(
    rules: &G,
    state: &G::State,
    seat: usize,
    action: &G::Action,
) -> Option<f64> {
    /// More forced actions in a row than any game has: a bug; no exact score then.
    const GUARD: usize = 10_000;
    let mut s = state.clone();
    rules.perform(&mut s, action);
    for _ in 0..GUARD {
        match rules.to_move(&s) {
            ToMove::Over => return rules.scores(&s).get(seat).map(|x| f64::from(x.total)),
            ToMove::Chance => return None,
            ToMove::Seat(_) => match rules.legal_actions(&s).as_slice() {
                [only] => rules.perform(&mut s, only),
                _ => return None,
            },
        }
    }
    None
}
