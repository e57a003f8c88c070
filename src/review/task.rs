//! The review's work as [`Job`]s for a [`Worker`](crate::engine::worker::Worker): a whole game's
//! analysis and one "Try again", each its own text form for the browser's worker ([`RonJob`],
//! which `crate::offload` runs there).

use super::{retry_any, review_any, Retried, Retry, Review, ReviewSettings};
use crate::engine::worker::{ron_order, ron_read, Job, Order, RonJob};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// The analysis of a game (`save_text`); the answer is `Ok(None)` when nobody wanted it any more
/// (the review was closed), an error in the player's words otherwise.
#[derive(Serialize, Deserialize)]
pub struct ReviewTask {
    pub save_text: String,
    pub settings: ReviewSettings,
}

impl Job for ReviewTask {
    type Answer = Result<Option<Review>, String>;
    fn run(self, progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        review_any(&self.save_text, &self.settings, progress).map_err(|e| e.msg().to_string())
    }
    fn order(&self) -> Result<Order, String> {
        ron_order(self)
    }
    fn read(text: &str) -> Option<Self::Answer> {
        ron_read::<Self>(text)
    }
}

impl RonJob for ReviewTask {
    const KIND: &'static str = "review";
}

/// A move tried again in a reviewed decision's position ([`Retry`], owned).
#[derive(Serialize, Deserialize)]
pub struct RetryTask {
    pub save_text: String,
    pub index: usize,
    pub seat: usize,
    pub choice: String,
    pub best: String,
    pub rollouts: u32,
}

impl Job for RetryTask {
    type Answer = Result<Option<Retried>, String>;
    fn run(self, progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer {
        // Asked once, at the start: a retry is short, and its answer is dropped if unwanted.
        let cancel = AtomicBool::new(!progress(0, 1));
        let retry = Retry {
            save_text: &self.save_text,
            index: self.index,
            seat: self.seat,
            choice: &self.choice,
            best: &self.best,
            rollouts: self.rollouts,
        };
        retry_any(&retry, &cancel).map_err(|e| e.msg().to_string())
    }
    fn order(&self) -> Result<Order, String> {
        ron_order(self)
    }
    fn read(text: &str) -> Option<Self::Answer> {
        ron_read::<Self>(text)
    }
}

impl RonJob for RetryTask {
    const KIND: &'static str = "retry";
}
