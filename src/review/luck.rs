//! Luck: for every chance step of the game (dice, the D4, a card drawn, the cube's scramble) and
//! every seat, how much better or worse the outcome left the seat than the average outcome would
//! have; and each seat's expected final score at the start. See docs/review.md, "Luck".
//!
//! A chance step's luck for a seat is `V(after the outcome) − V(before it)`, `V` the seat's
//! expected final score with the Normal bots playing every seat on (the rollouts' policy), and
//! `V(before)` is the mean of `V` over the outcomes as the rules draw them. Both are estimated on
//! the same numbers: rollout `r` draws an outcome from the position before the step, plays on
//! after it and after the actual outcome with rollout `r`'s numbers (common random numbers, as a
//! decision's two moves are), and the luck is the mean of the paired differences. A drawn outcome
//! that is the actual one differs by exactly 0 and needs no playing. Every step gets all its
//! rollouts (no early stop, see [`luck`]).

use super::rollout::{play_out_all, Origin};
use crate::engine::bot::mix;
use crate::engine::rules::ToMove;
use crate::engine::session::Session;
use crate::game::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// Mixed into a luck estimate's key, so that its numbers are never a decision's.
const LUCK_KEY: u64 = 0x6c75_636b_0000_0000;

/// An estimate from rollouts: the mean, its standard error, and how many rollouts it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Mean {
    pub mean: f64,
    pub se: f64,
    pub rollouts: u32,
}

impl Mean {
    fn of(values: &[f64]) -> Mean {
        let n = values.len();
        let n_f = n.max(1) as f64;
        let mean = values.iter().sum::<f64>() / n_f;
        let se = if n < 2 {
            0.0
        } else {
            let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n_f - 1.0);
            (var / n_f).sqrt()
        };
        Mean {
            mean,
            se,
            rollouts: u32::try_from(n).unwrap_or(u32::MAX),
        }
    }
}

/// The number a chance step's drawn outcomes come from: the seed and the step's count among the
/// game's chance steps. (What is played after them draws from the numbers of the rollouts after
/// that step, [`super::analysis::round_key`]: the same for every seat, so the seats' lucks are
/// compared on equal numbers.)
pub(super) fn luck_key(seed: u64, chance: usize) -> u64 {
    mix(seed ^ mix(LUCK_KEY ^ chance as u64))
}

/// Rollouts whose paired values are gathered per seat: for a chance step, the differences
/// (actual outcome minus the drawn one) and the drawn outcomes' scores; for the start, the scores.
/// A job's rollouts are a range of `r`, so one estimate can be split over several jobs and put
/// back together in `r` order: the same values for any thread count.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Samples {
    pub diffs: Vec<Vec<f64>>,
    pub drawn: Vec<Vec<f64>>,
}

impl Samples {
    /// `other`'s rollouts after these (the next range of `r`).
    pub fn append(&mut self, other: Samples) {
        for (to, from) in [
            (&mut self.diffs, other.diffs),
            (&mut self.drawn, other.drawn),
        ] {
            if to.is_empty() {
                *to = from;
            } else {
                for (t, f) in to.iter_mut().zip(from) {
                    t.extend(f);
                }
            }
        }
    }

    /// Per seat, the mean difference: the luck.
    pub fn luck(&self) -> Vec<Mean> {
        self.diffs.iter().map(|d| Mean::of(d)).collect()
    }

    /// Per seat, the mean score of the drawn outcomes: the expected score before the step.
    pub fn before(&self) -> Vec<Mean> {
        self.drawn.iter().map(|d| Mean::of(d)).collect()
    }
}

/// The luck of `actual`, the outcome drawn at `from`'s position (a chance step), for each of the
/// `seats` seats, from the paired rollouts `rs` (one part of the step's rollouts): rollout `r`'s
/// other outcome drawn from `draw` and `r`, both outcomes played on from `from`'s numbers. Every seat is
/// played in each rollout, so one rollout scores them all. For the game's `first` step the drawn
/// outcomes' scores are kept too: their mean is the start. There is no early stop: an outcome that
/// matters only when a rare one is drawn (a box already crossed, say) shows no difference in the
/// first batches, and stopping there would call its luck 0. `None` when `cancel` was set.
pub(super) fn luck<G: Game>(
    from: &Origin<'_, G>,
    step: &Step<G>,
    draw: u64,
    seats: usize,
    rs: Range<u32>,
    cancel: &AtomicBool,
) -> Option<Samples> {
    let (actual, first) = (&step.outcome, step.index == 0);
    let len = rs.len();
    let mut out = Samples {
        diffs: vec![Vec::with_capacity(len); seats],
        drawn: if first {
            vec![Vec::with_capacity(len); seats]
        } else {
            Vec::new()
        },
    };
    for r in rs {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mut draw = ChaCha8Rng::seed_from_u64(mix(!draw ^ u64::from(r)));
        let other = from.rules.sample_chance(from.state, &mut draw);
        // Drawing the actual outcome: a difference of exactly 0, and nothing to play unless the
        // drawn scores are wanted.
        let needed = other != *actual || first;
        let after = match (step.fixed.get(), needed) {
            (_, false) => Vec::new(),
            (Some(scores), true) => scores.clone(),
            (None, true) => {
                let (scores, drew) = after_all(from, actual, r);
                if !drew {
                    // Another part of this step may have kept the same scores first.
                    let _ = step.fixed.set(scores.clone());
                }
                scores
            }
        };
        let instead = if other == *actual {
            after.clone()
        } else {
            after_all(from, &other, r).0
        };
        let score = |v: &[f64], k: usize| v.get(k).copied().unwrap_or(0.0);
        for (k, diff) in out.diffs.iter_mut().enumerate() {
            diff.push(if needed {
                score(&after, k) - score(&instead, k)
            } else {
                0.0
            });
        }
        for (k, drawn) in out.drawn.iter_mut().enumerate() {
            drawn.push(score(&instead, k));
        }
    }
    Some(out)
}

/// Rollout `r` after `action` with every seat played.
fn after_all<G: Game>(from: &Origin<'_, G>, action: &G::Action, r: u32) -> (Vec<f64>, bool) {
    let mut s = from.state.clone();
    from.rules.perform(&mut s, action);
    play_out_all(from, s, r)
}

/// Each of the `seats` seats' final scores from `from`'s position in the rollouts `rs` (their
/// means are the expected scores), in [`Samples::drawn`]. A rollout that draws no number ends the
/// range: every other would end the same. `None` when `cancel` was set.
pub(super) fn expected<G: Game>(
    from: &Origin<'_, G>,
    seats: usize,
    rs: Range<u32>,
    cancel: &AtomicBool,
) -> Option<Samples> {
    let mut drawn: Vec<Vec<f64>> = vec![Vec::with_capacity(rs.len()); seats];
    for r in rs {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let (all, drew) = play_out_all(from, from.state.clone(), r);
        for (k, s) in drawn.iter_mut().enumerate() {
            s.push(all.get(k).copied().unwrap_or(0.0));
        }
        if !drew {
            break;
        }
    }
    Some(Samples {
        diffs: Vec::new(),
        drawn,
    })
}

/// Every estimate's rollouts (the start's, each step's) are split into this many jobs, so that
/// two threads share even a game with a single chance step.
const PARTS: u32 = 4;

/// One job of the luck's run: the rollouts `rs` of the start's estimate (`step` `None`) or of a
/// chance step's.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Job {
    pub step: Option<usize>,
    pub rs: Range<u32>,
}

/// The luck's jobs for `steps` at `rollouts` rollouts each, every estimate in [`PARTS`] parts: the
/// start (unless the first action is a chance step: its drawn outcomes give the start), then
/// every step.
pub(super) fn jobs<G: Game>(steps: &[Step<G>], rollouts: u32) -> Vec<Job> {
    let parts = |step: Option<usize>| {
        (0..PARTS)
            .map(move |k| Job {
                step,
                rs: rollouts * k / PARTS..rollouts * (k + 1) / PARTS,
            })
            .filter(|j| !j.rs.is_empty())
    };
    let mut out: Vec<Job> = Vec::new();
    if steps.first().is_none_or(|s| s.index != 0) {
        out.extend(parts(None));
    }
    for c in 0..steps.len() {
        out.extend(parts(Some(c)));
    }
    out
}

/// The jobs' results put back together, each estimate's parts in `r` order: the start's samples
/// and every step's.
pub(super) fn gather(jobs: &[Job], results: Vec<Samples>, steps: usize) -> (Samples, Vec<Samples>) {
    let mut start = Samples::default();
    let mut at = vec![Samples::default(); steps];
    for (job, samples) in jobs.iter().zip(results) {
        match job.step {
            None => start.append(samples),
            Some(c) => {
                if let Some(to) = at.get_mut(c) {
                    to.append(samples);
                }
            }
        }
    }
    if let Some(first) = at.first().filter(|_| start.drawn.is_empty()) {
        start.drawn.clone_from(&first.drawn);
    }
    (start, at)
}

/// A chance step of the log, ready for the threads: its log index, its count among the chance
/// steps, the position before it and the outcome drawn.
pub(super) struct Step<G: Game> {
    pub index: usize,
    pub chance: usize,
    pub state: G::State,
    pub outcome: G::Action,
    /// Every seat's score after the actual outcome, once a rollout of it drew no number (then
    /// every rollout of it ends so: Diaominos' scramble). Shared by the step's parts: whichever
    /// finds it first keeps it, and the scores are the same whoever does.
    pub fixed: OnceLock<Vec<f64>>,
}

/// The position before the first action and every chance step of `session`, from one replay.
pub(super) fn steps<G: Game>(session: &Session<G>) -> (G::State, Vec<Step<G>>) {
    let mut start = None;
    let mut out = Vec::new();
    session.each_prefix(|before| {
        let index = before.log().len();
        if start.is_none() {
            start = Some(before.state().clone());
        }
        let Some(entry) = session.log().get(index) else {
            return;
        };
        if matches!(entry.actor, ToMove::Chance) {
            out.push(Step {
                index,
                chance: out.len(),
                state: before.state().clone(),
                outcome: entry.action.clone(),
                fixed: OnceLock::new(),
            });
        }
    });
    // each_prefix visits the start first, always.
    let start = start.unwrap_or_else(|| session.state().clone());
    (start, out)
}

#[cfg(test)]
#[path = "luck_tests.rs"]
mod tests;
