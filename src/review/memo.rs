//! Rollout ends shared between decisions, two kinds. Exact both: a kept end is what playing on
//! would give.
//!
//! - **Ends after the last number**: where playing on from a position drew no random number, every
//!   rollout that reaches that position ends the same way, so the end is kept under the position
//!   and later rollouts stop there. In a game with no chance after its start (Diaominos) a played
//!   move's rollout runs along the game itself when Normal bots played it, so the rollouts of later
//!   decisions find theirs kept.
//! - **Ends from the next chance step** ([`Ahead`]): every rollout played from between the same
//!   two chance steps of the game draws the same numbers (rollout `r`'s, see
//!   [`super::analysis::round_key`]), so two of them that stand at the same position when they
//!   first come to chance, nothing drawn yet, go on alike. The first keeps its end under the
//!   position, its numbers and `r`; the others stop there. A played move's rollout follows the
//!   game up to the dice wherever the players after it played as Normal would, so the rollouts of
//!   a round's decisions, and luck's after the round's first chance step, meet there.

use std::collections::HashMap;
use std::hash::Hasher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// At most this many positions are kept (a few megabytes); later ones are simply not kept.
const MAX_KEPT: usize = 1 << 18;

/// The kept ends: the reviewed seat's final score after a position, by (seat, position); and the
/// ends from a rollout's first chance step, by (position, numbers, `r`).
pub(super) struct Memo {
    kept: Mutex<HashMap<u128, f64>>,
    ahead: Mutex<HashMap<u128, Ahead>>,
    /// Whether ends from a chance step are kept (tests switch it off: nothing may change).
    ahead_on: bool,
    /// How many rollouts took an end from a chance step (tests).
    #[cfg(test)]
    served: std::sync::atomic::AtomicUsize,
    /// Cleared once a rollout draws a random number: the game has chance after its start, ends
    /// will seldom be shared, and keying positions would only cost time. (Whether it is set never
    /// changes a result, only how it is reached.)
    on: AtomicBool,
}

impl Memo {
    pub(super) fn new() -> Memo {
        Memo {
            kept: Mutex::new(HashMap::new()),
            ahead: Mutex::new(HashMap::new()),
            ahead_on: true,
            #[cfg(test)]
            served: Default::default(),
            on: AtomicBool::new(true),
        }
    }

    /// A memo that keeps no end from a chance step (tests).
    #[cfg(test)]
    pub(super) fn without_ahead() -> Memo {
        Memo {
            ahead_on: false,
            ..Memo::new()
        }
    }

    /// The key of `state` for `seat`'s rollouts, while the memo is in use.
    pub(super) fn key<S: serde::Serialize>(&self, seat: usize, state: &S) -> Option<u128> {
        if !self.on.load(Ordering::Relaxed) {
            return None;
        }
        key(&[seat as u64], state)
    }

    pub(super) fn get(&self, key: u128) -> Option<f64> {
        // A poisoned lock (a rollout panicked) is passed on by the pool; meanwhile keep nothing.
        self.kept.lock().ok()?.get(&key).copied()
    }

    /// Keeps `score` as the end after every position in `keys`.
    pub(super) fn keep(&self, keys: impl IntoIterator<Item = u128>, score: f64) {
        if let Ok(mut kept) = self.kept.lock() {
            for k in keys {
                if kept.len() >= MAX_KEPT {
                    break;
                }
                kept.insert(k, score);
            }
        }
    }

    /// A rollout drew a random number: stop keying positions.
    pub(super) fn chance_seen(&self) {
        self.on.store(false, Ordering::Relaxed);
    }

    /// The key of `state`, a rollout's first chance step with nothing drawn yet, for rollout `r`
    /// on the numbers `numbers`.
    pub(super) fn ahead_key<S: serde::Serialize>(
        &self,
        state: &S,
        numbers: u64,
        r: u32,
    ) -> Option<u128> {
        if !self.ahead_on {
            return None;
        }
        key(&[AHEAD, numbers, u64::from(r)], state)
    }

    /// The end kept under `key`, if it tells what is asked: every seat's scores (`seat` `None`),
    /// or `seat`'s.
    pub(super) fn ahead(&self, key: u128, seat: Option<usize>) -> Option<(Vec<f64>, bool)> {
        let kept = self.ahead.lock().ok()?;
        let end = kept.get(&key)?;
        let scores = match (&end.scores, seat) {
            (Scores::All(all), None) => all.clone(),
            (Scores::All(all), Some(k)) => vec![all.get(k).copied()?],
            (Scores::Seat(k, score), Some(seat)) if *k == seat => vec![*score],
            _ => return None,
        };
        #[cfg(test)]
        self.served.fetch_add(1, Ordering::Relaxed);
        Some((scores, end.drew))
    }

    /// Keeps `end` under `key`; an end with every seat's scores takes the place of one seat's.
    pub(super) fn keep_ahead(&self, key: u128, end: Ahead) {
        let Ok(mut kept) = self.ahead.lock() else {
            return;
        };
        let full = kept.len() >= MAX_KEPT;
        match kept.get_mut(&key) {
            Some(old) if matches!(old.scores, Scores::Seat(..)) => {
                if matches!(end.scores, Scores::All(_)) {
                    *old = end;
                }
            }
            Some(_) => {}
            None if !full => {
                kept.insert(key, end);
            }
            None => {}
        }
    }

    /// How many rollouts took an end from a chance step (tests).
    #[cfg(test)]
    pub(super) fn served(&self) -> usize {
        self.served.load(Ordering::Relaxed)
    }
}

/// Marks an [`Memo::ahead_key`] apart from a seat's key.
const AHEAD: u64 = u64::MAX;

/// A rollout's end from its first chance step: the scores it ended with, and whether it drew a
/// number from there (what the rollout as a whole returns, since it had drawn none before).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Ahead {
    pub scores: Scores,
    pub drew: bool,
}

/// The scores of an [`Ahead`]: every seat's, when every seat was played from the chance step on;
/// else the one seat the rollout scored (it passed the others over, or stopped at an end kept for
/// that seat). A seat passed over plays on exactly as if it had played for every other seat
/// ([`crate::engine::Bot::pass_over`]), so every seat's scores serve any seat's rollout.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Scores {
    All(Vec<f64>),
    Seat(usize, f64),
}

/// A 128-bit hash of `head` and the position's serialized form (every field of a game's state is
/// serialized: a save holds it), from two independent 64-bit hashes.
fn key<S: serde::Serialize>(head: &[u64], state: &S) -> Option<u128> {
    let mut w = TwoHashes {
        sip: std::collections::hash_map::DefaultHasher::new(),
        fnv: 0xcbf2_9ce4_8422_2325,
    };
    for &h in head {
        w.sip.write_u64(h);
        w.fnv = (w.fnv ^ h).wrapping_mul(0x0100_0000_01b3);
    }
    serde_json::to_writer(&mut w, state).ok()?;
    Some((u128::from(w.sip.finish()) << 64) | u128::from(w.fnv))
}

struct TwoHashes {
    sip: std::collections::hash_map::DefaultHasher,
    fnv: u64,
}

impl std::io::Write for TwoHashes {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.sip.write(buf);
        for &b in buf {
            self.fnv = (self.fnv ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_tell_positions_and_seats_apart_and_kept_ends_come_back() {
        let memo = Memo::new();
        let a = memo.key(0, &vec![1u8, 2, 3]).unwrap();
        assert_eq!(Some(a), memo.key(0, &vec![1u8, 2, 3]));
        assert_ne!(Some(a), memo.key(1, &vec![1u8, 2, 3]));
        assert_ne!(Some(a), memo.key(0, &vec![1u8, 2, 4]));
        assert_eq!(memo.get(a), None);
        memo.keep([a], 17.0);
        assert_eq!(memo.get(a), Some(17.0));
        memo.chance_seen();
        assert_eq!(
            memo.key(0, &vec![1u8, 2, 3]),
            None,
            "off once chance is seen"
        );
    }
}
