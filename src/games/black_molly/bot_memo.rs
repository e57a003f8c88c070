//! A per-thread memo of the bots' look at the rest of a round, from the moment every seat has
//! moved (the starting player about to roll).
//!
//! The value of that position (the dice averaged, the starting player's choices, the leaves or
//! Strong's next round) depends on nothing but the position and on how the end of the round is
//! valued, so it is kept and reused wherever the same position comes up again: by the same seat's
//! next decision in its turn (it plans again for the fish it has not moved, a subset of the plans
//! it just tried), by Strong's plans whose later seats reply alike, by the Normal moves Strong
//! plays out for every seat in the next round, and by the next seat's decisions. A hit gives
//! exactly what computing would, so the bots choose the same with or without it and on any
//! thread; only the time changes (figures in docs/bots.md).
//!
//! The key is the whole position but what cannot change the rest of the round: the recap (the
//! rules only write it), the fish's "moved" marks (the roll clears them) and the winners (none
//! while the game goes on), packed into [`KEY`] bytes. The memo holds one aquarium, rule set and
//! number of fish at a time (a thread that turns to another game empties it), and keeps two
//! generations of at most [`LIMIT`] positions each: when the newer is full it becomes the older
//! (the older is dropped), which bounds its memory (about 28 MB per thread).

use super::measure::Outcomes;
use super::state::{Cards, Phase, RuleSet, State};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Positions kept per generation: as many as the table that holds 2^16 (the limit before) keeps
/// without growing (hashbrown fills 7/8 of its 2^17 buckets), so this costs no memory. Two
/// generations are kept (the full one is looked in while the next fills): 2^17 buckets each per
/// thread, about 14 MB. Instructions of the 3-seat review of seed 1 (docs/review.md): 2^16 and
/// emptied 31.46 G, this limit emptied 30.56 G, two generations 29.61 G; peak memory of the
/// 4-seat review on two threads 70 MB → 110 MB.
const LIMIT: usize = (1 << 17) / 8 * 7;

/// Most fish a game has (4 seats of 4); a position with more is not kept.
const MAX_FISH: usize = 16;
/// Bytes of a key: how the end is valued, machines, Mollies, starter, round, every fish's card
/// (in the fish's order: owner and age follow from it), and each seat's round out (4 × 2).
const KEY: usize = 1 + 1 + 2 + 1 + 2 + MAX_FISH + 8;

/// How the end of the round is valued: part of the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum End {
    /// Normal's leaves.
    Leaves,
    /// Normal's leaves as Strong's look values them (its left-alone guess smaller).
    LeavesInStrongLook,
    /// Strong's leaves (pressing a trailing opponent).
    StrongLeaves,
    /// Strong's next round played out, then Strong's leaves.
    NextRound,
}

/// A multiply-and-rotate hash over 8 bytes at a time: the keys are short and come from the bots
/// themselves, so the default hasher's protection against chosen keys is not needed here.
#[derive(Default)]
struct Quick(u64);

impl Hasher for Quick {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// This thread's memo: the game it is for (aquarium, rules, fish), and the values by key.
#[derive(Default)]
struct Memo {
    cards: Cards,
    rules: Option<RuleSet>,
    fish: usize,
    values: Values,
    /// The generation before `values`, still looked in.
    older: Values,
}

/// The values of one generation of the memo, by key.
type Values = HashMap<[u8; KEY], Outcomes, BuildHasherDefault<Quick>>;

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// The key of `s` (a position with every seat moved, the game going on), if it fits.
fn key(s: &State, end: End) -> Option<[u8; KEY]> {
    if s.fish.len() > MAX_FISH || s.out_round.len() > 4 || !s.winners.is_empty() {
        return None;
    }
    let mut k = [0u8; KEY];
    k[0] = end as u8;
    k[1] = s
        .machines_on
        .iter()
        .enumerate()
        .fold(0, |m, (i, &on)| m | (u8::from(on) << i));
    k[2] = s.mollies[0].0;
    k[3] = s.mollies[1].0;
    k[4] = u8::try_from(s.starter).ok()?;
    k[5..7].copy_from_slice(&u16::try_from(s.round).ok()?.to_le_bytes());
    for (i, f) in s.fish.iter().enumerate() {
        // Cards are 0..24; 255 marks a fish that is gone.
        k[7 + i] = f.at.map_or(u8::MAX, |c| c.0);
    }
    for (i, out) in s.out_round.iter().enumerate() {
        let r = match out {
            Some(r) => u16::try_from(*r).ok()?,
            None => u16::MAX,
        };
        k[7 + MAX_FISH + 2 * i..9 + MAX_FISH + 2 * i].copy_from_slice(&r.to_le_bytes());
    }
    Some(k)
}

/// The value of `s` for `end`: kept if `s` is a position with every seat moved, computed by
/// `compute` (and kept) otherwise.
pub(super) fn value(s: &State, end: End, compute: impl FnOnce() -> Outcomes) -> Outcomes {
    if s.phase != Phase::AwaitRoll || off() {
        return compute();
    }
    let Some(key) = key(s, end) else {
        return compute();
    };
    let kept = MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.rules != Some(s.rules) || m.fish != s.fish.len() || m.cards != s.cards {
            m.values.clear();
            m.older.clear();
            m.rules = Some(s.rules);
            m.fish = s.fish.len();
            m.cards.clone_from(&s.cards);
        }
        m.values.get(&key).or_else(|| m.older.get(&key)).cloned()
    });
    if let Some(v) = kept {
        return v;
    }
    // Computed without holding the memo: the computation looks into it too (for this same
    // aquarium: the rest of a round never deals a new one).
    let v = compute();
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.values.len() >= limit() {
            // The full generation becomes the older one (the one before is dropped): what was
            // met lately is met again soonest.
            let m = &mut *m;
            std::mem::swap(&mut m.values, &mut m.older);
            m.values.clear();
        }
        m.values.insert(key, v.clone());
    });
    v
}

#[cfg(test)]
thread_local! {
    static OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
thread_local! {
    static TEST_LIMIT: std::cell::Cell<Option<usize>> = const { std::cell::Cell::new(None) };
}

/// Positions kept per generation: [`LIMIT`], or what a test set on this thread.
fn limit() -> usize {
    #[cfg(test)]
    return TEST_LIMIT.with(|l| l.get()).unwrap_or(LIMIT);
    #[cfg(not(test))]
    LIMIT
}

/// Sets this thread's limit per generation (`None`: [`LIMIT`]), so a test fills generations.
#[cfg(test)]
pub(super) fn set_limit(limit: Option<usize>) {
    TEST_LIMIT.with(|l| l.set(limit));
}

/// Whether this thread's memo is switched off (tests compare the bots with and without it).
fn off() -> bool {
    #[cfg(test)]
    return OFF.with(|o| o.get());
    #[cfg(not(test))]
    false
}

/// Switches this thread's memo off (what it holds is kept for when it is on again) or on.
#[cfg(test)]
pub(super) fn switch_off(off: bool) {
    OFF.with(|o| o.set(off));
}

/// How many positions this thread's memo holds (both generations).
#[cfg(test)]
pub(super) fn len() -> usize {
    MEMO.with(|m| {
        let m = m.borrow();
        m.values.len() + m.older.len()
    })
}
