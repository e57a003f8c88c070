//! The review's work as [`Job`]s for a [`Worker`](crate::engine::worker::Worker): a whole game's
//! analysis and one "Try again", each with its text form for the browser's worker (read back by
//! [`answer_review`] and [`answer_retry`], which `crate::offload` runs there).

use super::{retry_any, review_any, Retried, Retry, Review, ReviewSettings};
use crate::engine::worker::{Job, Order};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// The runners' names (`crate::offload`).
pub const REVIEW: &str = "review";
pub const RETRY: &str = "retry";

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
        let body = ron::to_string(self).map_err(|e| e.to_string())?;
        Ok(Order { kind: REVIEW, body })
    }
    fn read(text: &str) -> Option<Self::Answer> {
        ron::from_str(text).ok()
    }
}

/// Runs a [`ReviewTask`] written by its [`Job::order`]; the answer as its [`Job::read`] reads it.
pub fn answer_review(
    body: &str,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<String, String> {
    let task: ReviewTask = ron::from_str(body).map_err(|e| e.to_string())?;
    ron::to_string(&task.run(progress)).map_err(|e| e.to_string())
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
        let body = ron::to_string(self).map_err(|e| e.to_string())?;
        Ok(Order { kind: RETRY, body })
    }
    fn read(text: &str) -> Option<Self::Answer> {
        ron::from_str(text).ok()
    }
}

/// Runs a [`RetryTask`] written by its [`Job::order`]; the answer as its [`Job::read`] reads it.
pub fn answer_retry(
    body: &str,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<String, String> {
    let task: RetryTask = ron::from_str(body).map_err(|e| e.to_string())?;
    ron::to_string(&task.run(progress)).map_err(|e| e.to_string())
}
