//! Rollout ends shared between decisions: where playing on from a position drew no random number,
//! every rollout that reaches that position ends the same way, so the end is kept under the
//! position and later rollouts stop there. In a game with no chance after its start (Diaominos) a
//! played move's rollout runs along the game itself when Normal bots played it, so the rollouts of
//! later decisions find theirs kept. Exact: a kept end is what playing on would give.

use std::collections::HashMap;
use std::hash::Hasher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// At most this many positions are kept (a few megabytes); later ones are simply not kept.
const MAX_KEPT: usize = 1 << 18;

/// The kept ends: the reviewed seat's final score after a position, by (seat, position).
pub(super) struct Memo {
    kept: Mutex<HashMap<u128, f64>>,
    /// Cleared once a rollout draws a random number: the game has chance after its start, ends
    /// will seldom be shared, and keying positions would only cost time. (Whether it is set never
    /// changes a result, only how it is reached.)
    on: AtomicBool,
}

impl Memo {
    pub(super) fn new() -> Memo {
        Memo {
            kept: Mutex::new(HashMap::new()),
            on: AtomicBool::new(true),
        }
    }

    /// The key of `state` for `seat`'s rollouts, while the memo is in use.
    pub(super) fn key<S: serde::Serialize>(&self, seat: usize, state: &S) -> Option<u128> {
        if !self.on.load(Ordering::Relaxed) {
            return None;
        }
        key(seat, state)
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
}

/// A 128-bit hash of `seat` and the position's serialized form (every field of a game's state is
/// serialized: a save holds it), from two independent 64-bit hashes.
fn key<S: serde::Serialize>(seat: usize, state: &S) -> Option<u128> {
    let mut w = TwoHashes {
        sip: std::collections::hash_map::DefaultHasher::new(),
        fnv: 0xcbf2_9ce4_8422_2325,
    };
    w.sip.write_usize(seat);
    w.fnv ^= seat as u64;
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
