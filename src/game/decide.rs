//! A bot decision as a [`Job`] for a game's [`Worker`](crate::engine::worker::Worker): the
//! engine's packed decision ([`ThinkJob`]) plus the game it is of, so the browser's worker (which
//! gets it as text) knows which game's rules to read it with ([`answer_order`]).

use super::Game;
use crate::engine::rules::BotChoice;
use crate::engine::think_job::ThinkJob;
use crate::engine::worker::{Job, Order};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The runner's name for a decision (`crate::offload`).
pub const KIND: &str = "think";

/// A decision for the position of `generation`; skipped when the game has moved on before it
/// starts (`live` is the game's current generation).
pub struct Decide<G: Game> {
    pub job: ThinkJob<G>,
    pub live: Arc<AtomicU64>,
    pub generation: u64,
}

impl<G: Game> Job for Decide<G> {
    type Answer = Option<BotChoice<G::Action>>;
    fn run(self, _progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        // The position moved on before this job started: nobody wants its answer.
        if self.live.load(Ordering::Relaxed) != self.generation {
            return None;
        }
        self.job.run()
    }
    fn order(&self) -> Result<Order, String> {
        let body = self.job.order().map_err(|e| e.to_string())?;
        Ok(Order {
            kind: KIND,
            body: format!("{}\n{body}", G::info().id),
        })
    }
    fn read(text: &str) -> Option<Self::Answer> {
        ThinkJob::<G>::read_answer(text).ok()
    }
}

/// The game id an order of [`KIND`] is for, and the rest of it.
pub fn split_order(body: &str) -> Option<(&str, &str)> {
    body.split_once('\n')
}

/// Runs a decision written by [`Decide::order`] (without its game line) for `rules`; the answer
/// as [`Decide::read`] reads it.
pub fn answer_order<G: Game>(rules: G, order: &str) -> Result<String, String> {
    let job = ThinkJob::from_order(rules, order).map_err(|e| e.to_string())?;
    ThinkJob::<G>::answer_text(&job.run()).map_err(|e| e.to_string())
}
