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
//! rules only write it) and the fish's "moved" marks (the roll clears them). It holds the
//! aquarium too, so one thread may play several games. The memo is emptied when it holds
//! [`LIMIT`] positions, which bounds its memory (a few MB).

use super::bot::Outcome;
use super::data::CardKind;
use super::state::{Card, Phase, RuleSet, State};
use std::cell::RefCell;
use std::collections::HashMap;

/// Positions kept per thread before the memo is emptied.
const LIMIT: usize = 1 << 16;

/// How the end of the round is valued: part of the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum End {
    /// Normal's leaves.
    Leaves,
    /// Strong's leaves (pressing a trailing opponent).
    StrongLeaves,
    /// Strong's next round played out, then Strong's leaves.
    NextRound,
}

/// A position with every seat moved, as far as the rest of the round can tell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    end: End,
    oldest_fish: bool,
    cards: Vec<CardKind>,
    machines_on: [bool; 3],
    mollies: [Card; 2],
    /// Every fish's card, in the fish's order (owner and age follow from the order).
    fish: Vec<Option<Card>>,
    round: u32,
    starter: usize,
    out_round: Vec<Option<u32>>,
    winners: Vec<usize>,
}

thread_local! {
    static MEMO: RefCell<HashMap<Key, Vec<Outcome>>> = RefCell::new(HashMap::new());
}

/// The value of `s` for `end`: kept if `s` is a position with every seat moved, computed by
/// `compute` (and kept) otherwise.
pub(super) fn value(s: &State, end: End, compute: impl FnOnce() -> Vec<Outcome>) -> Vec<Outcome> {
    if s.phase != Phase::AwaitRoll || off() {
        return compute();
    }
    let key = Key {
        end,
        oldest_fish: s.rules == RuleSet::OldestFish,
        cards: s.cards.clone(),
        machines_on: s.machines_on,
        mollies: s.mollies,
        fish: s.fish.iter().map(|f| f.at).collect(),
        round: s.round,
        starter: s.starter,
        out_round: s.out_round.clone(),
        winners: s.winners.clone(),
    };
    if let Some(v) = MEMO.with(|m| m.borrow().get(&key).cloned()) {
        return v;
    }
    // Computed without holding the memo: the computation looks into it too.
    let v = compute();
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= LIMIT {
            m.clear();
        }
        m.insert(key, v.clone());
    });
    v
}

#[cfg(test)]
thread_local! {
    static OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
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

/// How many positions this thread's memo holds.
#[cfg(test)]
pub(super) fn len() -> usize {
    MEMO.with(|m| m.borrow().len())
}
