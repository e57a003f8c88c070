//! Expected final scores by rollouts, for the two moves of a decision, with a deterministic early
//! stop (see docs/review.md, "Early stop").
//!
//! Rollout `r` of a decision plays every seat with the Normal bot from the position after a move to
//! the end, its dice drawn from (`key`, `r`) and each seat's bot numbers from (`key`, `r`, that
//! seat): both moves get the same numbers (common random numbers), and a rollout's result depends
//! on nothing but the decision and `r`, not on the thread that runs it.
//!
//! Rollouts go in batches of [`BATCH`]. After each full batch the paired differences (bot's move
//! minus played move) so far decide whether to go on: the estimate is kept when its standard
//! error `se` satisfies `Z * se <= max(TOLERANCE, |mean|)` (the difference is either within half a
//! point, or at least [`Z`] standard errors away from zero: the better move is clear). The
//! batches and the test are the same on every run and thread count, and the sums run in rollout
//! order, so the early stop never makes a review depend on scheduling.
//!
//! A rollout that drew no random number at all (no chance outcome drawn from the generator, no
//! bot that used its numbers; Diaominos' whole future is fixed once the cube is scrambled, for
//! one) is the same for every `r`: its score is then used for every rollout of that move without
//! playing them, which changes nothing but the time.

use super::memo::{Ahead, Memo, Scores};
use crate::engine::bot::{bot_action, mix, Think};
use crate::engine::rules::{BotLevel, ToMove};
use crate::game::Game;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, Ordering};

/// A rollout that has not ended after this many steps has met a bug; it is cut short.
const ROLLOUT_GUARD: usize = 1_000_000;

/// Rollouts per batch: the early stop is only considered after a whole batch.
pub const BATCH: u32 = 8;

/// Standard errors the mean difference must be away from zero for the better move to be clear.
pub const Z: f64 = 4.0;

/// A difference known to within this many points (`Z` standard errors) needs no more rollouts.
pub const TOLERANCE: f64 = 0.5;

/// What rollouts are played from: the position of a decision (its seat in focus) and the seats'
/// styles; `key` is the numbers' key of the rollouts between two chance steps
/// ([`super::analysis::round_key`]).
pub(super) struct Origin<'a, G: Game> {
    pub rules: &'a G,
    pub state: &'a G::State,
    pub seat: usize,
    pub key: u64,
    pub styles: &'a [u64],
    /// Rollout ends shared by the review's decisions.
    pub memo: &'a Memo,
}

/// The estimate of a decision whose two moves differ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Estimate {
    /// Mean final score of the seat after the played move and after the bot's.
    pub played: f64,
    pub best: f64,
    /// Rollouts per move behind the means.
    pub rollouts: u32,
}

/// One move's rollouts: their score once known to be the same for every `r`.
struct Move<'a, G: Game> {
    action: &'a G::Action,
    fixed: Option<f64>,
}

impl<G: Game> Move<'_, G> {
    fn score(&mut self, from: &Origin<'_, G>, r: u32) -> f64 {
        if let Some(score) = self.fixed {
            return score;
        }
        let (score, drew) = rollout(from, self.action, r);
        if !drew {
            self.fixed = Some(score);
        }
        score
    }
}

/// The expected final score of the seat after `played` and after `best` (different moves), at
/// most `max` rollouts each, fewer where the early stop allows. `None` when `cancel` was set.
pub(super) fn estimate<G: Game>(
    from: &Origin<'_, G>,
    played: &G::Action,
    best: &G::Action,
    max: u32,
    cancel: &AtomicBool,
) -> Option<Estimate> {
    let mut p = Move::<G> {
        action: played,
        fixed: None,
    };
    let mut b = Move::<G> {
        action: best,
        fixed: None,
    };
    let (mut sum_p, mut sum_b) = (0.0, 0.0);
    let mut diffs = Vec::with_capacity(max as usize);
    let mut n = 0;
    while n < max {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let (sp, sb) = (p.score(from, n), b.score(from, n));
        sum_p += sp;
        sum_b += sb;
        diffs.push(sb - sp);
        n += 1;
        if p.fixed.is_some() && b.fixed.is_some() {
            // Both moves' rollouts never drew a number: every later one would repeat these.
            return Some(Estimate {
                played: sp,
                best: sb,
                rollouts: n,
            });
        }
        if n % BATCH == 0 && n < max && settled(&diffs) {
            break;
        }
    }
    let n_f = f64::from(n.max(1));
    Some(Estimate {
        played: sum_p / n_f,
        best: sum_b / n_f,
        rollouts: n,
    })
}

/// Whether the paired differences so far pin the better move down (see the module's words).
pub(super) fn settled(diffs: &[f64]) -> bool {
    let n = diffs.len();
    if n < 2 {
        return false;
    }
    let n_f = n as f64;
    let mean = diffs.iter().sum::<f64>() / n_f;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n_f - 1.0);
    let se = (var / n_f).sqrt();
    Z * se <= TOLERANCE.max(mean.abs())
}

/// Rollout `r` after `action`: the seat's final score, and whether any random number was drawn.
/// In a game whose seats never touch each other's sheets ([`crate::engine::Bot::pass_over`]) the
/// other seats are passed over: the same score for a fraction of the work.
pub(super) fn rollout<G: Game>(from: &Origin<'_, G>, action: &G::Action, r: u32) -> (f64, bool) {
    let mut s = from.state.clone();
    from.rules.perform(&mut s, action);
    play_out(from, s, r)
}

/// Rollout `r` from the position `s` (reached from `from`'s by some action, or `from`'s itself):
/// the seat's final score, and whether any random number was drawn.
pub(super) fn play_out<G: Game>(from: &Origin<'_, G>, s: G::State, r: u32) -> (f64, bool) {
    let (scores, drew) = play_out_as(from, s, r, false);
    (scores.first().copied().unwrap_or(0.0), drew)
}

/// Rollout `r` from the position `s` with every seat played (none passed over, no end kept or
/// looked up): every seat's final score, and whether any random number was drawn.
pub(super) fn play_out_all<G: Game>(from: &Origin<'_, G>, s: G::State, r: u32) -> (Vec<f64>, bool) {
    play_out_as(from, s, r, true)
}

/// [`play_out`] (`all` false: `from`'s seat's score alone) or [`play_out_all`].
fn play_out_as<G: Game>(
    from: &Origin<'_, G>,
    mut s: G::State,
    r: u32,
    all: bool,
) -> (Vec<f64>, bool) {
    let (rules, key) = (from.rules, from.key);
    let mut chance = ChaCha8Rng::seed_from_u64(mix(key ^ u64::from(r)));
    let mut thinking: Vec<ChaCha8Rng> = (0..from.styles.len())
        .map(|k| ChaCha8Rng::seed_from_u64(mix(!key ^ u64::from(r) ^ mix(k as u64))))
        .collect();
    // Numbers drawn so far, over every generator (each one's count only grows).
    let drawn = |chance: &ChaCha8Rng, thinking: &[ChaCha8Rng]| -> u128 {
        std::iter::once(chance)
            .chain(thinking)
            .map(|g| g.get_word_pos())
            .sum()
    };
    let fresh = drawn(&chance, &thinking);
    // The positions met (by key) and the numbers drawn by then; an end kept for one of them.
    let mut met: Vec<(u128, u128)> = Vec::new();
    let mut kept = None;
    // The key of the first chance step, if it came with nothing drawn (its end is kept there,
    // [`Memo::ahead`]); whether a seat was passed over since (the end is then this seat's alone).
    let mut ahead: Option<u128> = None;
    let mut first_chance = true;
    let mut passed = false;
    let wanted = (!all).then_some(from.seat);
    for _ in 0..ROLLOUT_GUARD {
        match rules.to_move(&s) {
            ToMove::Over => break,
            ToMove::Chance => {
                if std::mem::take(&mut first_chance) && drawn(&chance, &thinking) == fresh {
                    ahead = from.memo.ahead_key(&s, key, r);
                    if let Some(end) = ahead.and_then(|at| from.memo.ahead(at, wanted)) {
                        if end.1 {
                            from.memo.chance_seen();
                        }
                        return end;
                    }
                    passed = false;
                }
                let outcome = rules.sample_chance(&s, &mut chance);
                rules.perform(&mut s, &outcome);
            }
            ToMove::Seat(k) => {
                if !all && k != from.seat && rules.pass_over(&mut s, k) {
                    passed = true;
                    continue;
                }
                // Luck's rollouts (`all`) keep no ends: their positions are not keyed at all (a
                // key is the position written out and hashed, dearer than many a bot's move).
                let at = if all {
                    None
                } else {
                    from.memo.key(from.seat, &s)
                };
                if let Some(at) = at {
                    if let Some(end) = from.memo.get(at) {
                        kept = Some(end);
                        break;
                    }
                    met.push((at, drawn(&chance, &thinking)));
                }
                let style = from.styles.get(k).copied().unwrap_or(0);
                // A seat past the seats of the save has a rules bug; score it as it stands.
                let Some(rng) = thinking.get_mut(k) else {
                    break;
                };
                let mut think = Think::new(rng, style);
                match bot_action(rules, &s, BotLevel::Normal, &mut think) {
                    Some(choice) => rules.perform(&mut s, &choice.action),
                    // No legal action in a running game: a rules bug; score it as it stands.
                    None => break,
                }
            }
        }
    }
    let now = drawn(&chance, &thinking);
    let drew = now != fresh;
    let finals = || -> Vec<f64> {
        rules
            .scores(&s)
            .iter()
            .map(|sc| f64::from(sc.total))
            .collect()
    };
    if all {
        let scores = finals();
        if let Some(at) = ahead {
            from.memo.keep_ahead(
                at,
                Ahead {
                    scores: Scores::All(scores.clone()),
                    drew,
                },
            );
        }
        return (scores, drew);
    }
    let score = match kept {
        Some(score) => {
            if let Some(at) = ahead {
                from.memo.keep_ahead(
                    at,
                    Ahead {
                        scores: Scores::Seat(from.seat, score),
                        drew,
                    },
                );
            }
            score
        }
        None => {
            let scores = finals();
            let score = scores.get(from.seat).copied().unwrap_or(0.0);
            if let Some(at) = ahead {
                let scores = if passed {
                    Scores::Seat(from.seat, score)
                } else {
                    Scores::All(scores)
                };
                from.memo.keep_ahead(at, Ahead { scores, drew });
            }
            score
        }
    };
    if drew {
        from.memo.chance_seen();
    }
    // Playing on from a position met after the last number drawn always ends here.
    from.memo.keep(
        met.into_iter()
            .filter(|&(_, by)| by == now)
            .map(|(at, _)| at),
        score,
    );
    (vec![score], drew)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_early_stop_waits_for_a_clear_or_small_difference() {
        // Identical differences: nothing more to learn.
        assert!(settled(&[3.0; 8]));
        assert!(settled(&[0.0; 8]));
        // Small and precise: within the tolerance whatever the sign.
        let small: Vec<f64> = (0..8)
            .map(|i| if i % 2 == 0 { 0.1 } else { -0.1 })
            .collect();
        assert!(settled(&small));
        // Noisy around zero: go on.
        let noisy: Vec<f64> = (0..8)
            .map(|i| if i % 2 == 0 { 6.0 } else { -5.0 })
            .collect();
        assert!(!settled(&noisy));
        // A large difference with some noise: clear.
        let clear: Vec<f64> = (0..8).map(|i| 10.0 + f64::from(i % 3)).collect();
        assert!(settled(&clear));
        // One rollout says nothing about the spread.
        assert!(!settled(&[5.0]));
    }
}
