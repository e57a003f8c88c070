//! A per-thread memo of the playout bots' choices (Normal's and Strong's loading and marking
//! steps).
//!
//! Which candidate a playout bot takes depends on nothing but the seat's own game: its sheet,
//! the cube, the round and its step, how many seats there are (which side of the cube faces it),
//! the seat's style and how many candidates are played out. Its playouts pass the other seats
//! over and rank each end by the seat's own sheet ([`super::bot`]). So a review's rollouts, in
//! which every seat but the one whose move differs plays on as it did in the game, find most
//! seats' choices here. Only the choice is kept: its value (the final total, with the table's
//! first-to-score points) also depends on the other sheets and is played out again (one playout
//! instead of every candidate's). A hit gives exactly the choice computing would, so the bots
//! choose the same with or without the memo and on any thread.

use super::cube::Cube;
use super::notation::Action;
use super::state::{Phase, Sheet, State};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Situations kept per thread before the memo is emptied (each a sheet, a few hundred bytes).
const LIMIT: usize = 1 << 14;

/// Everything a playout choice depends on.
#[derive(Clone, Debug, PartialEq)]
struct Situation {
    width: usize,
    style: u64,
    seat: usize,
    seats: u8,
    round: u8,
    phase: Phase,
    cube: Cube,
    sheet: Sheet,
}

impl Situation {
    fn of(s: &State, seat: usize, width: usize, style: u64) -> Option<Situation> {
        Some(Situation {
            width,
            style,
            seat,
            seats: s.seats,
            round: s.round,
            phase: s.phase,
            cube: s.cube.clone(),
            sheet: s.sheets.get(seat)?.clone(),
        })
    }

    /// A hash of the parts that differ most between situations (equal situations hash equal; the
    /// map compares whole situations).
    fn hash(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.width, self.style, self.seat, self.seats, self.round).hash(&mut h);
        self.phase.hash(&mut h);
        self.cube.hash(&mut h);
        let m = self.sheet.grid.masks();
        (m.loaded, m.diamond, m.spent, m.wild).hash(&mut h);
        self.sheet.colours.hash(&mut h);
        self.sheet.slots.hash(&mut h);
        h.finish()
    }
}

#[derive(Default)]
struct Memo {
    choices: HashMap<u64, Vec<(Situation, Action)>>,
    len: usize,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

#[cfg(test)]
thread_local! {
    /// Whether the memo is used (tests switch it off to compare).
    static ON: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Runs `f` with the memo off on this thread (tests).
#[cfg(test)]
pub(super) fn without<T>(f: impl FnOnce() -> T) -> T {
    ON.with(|on| on.set(false));
    let out = f();
    ON.with(|on| on.set(true));
    out
}

fn on() -> bool {
    #[cfg(test)]
    return ON.with(|on| on.get());
    #[cfg(not(test))]
    true
}

/// A situation looked up and not found, to keep its choice under once made.
pub(super) struct Missed(Option<(u64, Box<Situation>)>);

/// What [`look`] found: the choice kept, or what [`keep`] needs to keep the choice once made.
pub(super) enum Looked {
    Kept(Action),
    Missed(Missed),
}

/// The choice kept for seat `seat` in `s` playing out `width` candidates with `style`.
pub(super) fn look(s: &State, seat: usize, width: usize, style: u64) -> Looked {
    let Some(situation) = Situation::of(s, seat, width, style).filter(|_| on()) else {
        return Looked::Missed(Missed(None));
    };
    let hash = situation.hash();
    let kept = MEMO.with(|m| {
        m.borrow().choices.get(&hash).and_then(|list| {
            list.iter()
                .find(|(k, _)| *k == situation)
                .map(|(_, a)| a.clone())
        })
    });
    match kept {
        Some(action) => Looked::Kept(action),
        None => Looked::Missed(Missed(Some((hash, Box::new(situation))))),
    }
}

/// Keeps `action` as the choice of the situation `missed`.
pub(super) fn keep(missed: Missed, action: &Action) {
    let Missed(Some((hash, situation))) = missed else {
        return;
    };
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.len >= LIMIT {
            m.choices.clear();
            m.len = 0;
        }
        m.choices
            .entry(hash)
            .or_default()
            .push((*situation, action.clone()));
        m.len += 1;
    });
}

#[cfg(test)]
mod tests {
    use super::super::tests::each_random_position;
    use super::*;
    use crate::engine::bot::Think;
    use crate::games::diaominos::bot::{normal_choice, strong_choice};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Seeded games of random moves (so that the positions differ from any bot's line): in every
    /// third loading and marking position Normal is asked twice and Strong once, for every seat's style,
    /// with the memo and without; the choices and values are the same, and the memo served some.
    #[test]
    fn kept_choices_are_the_choices_and_values_made_without_the_memo() {
        let mut served = 0;
        let mut asked = 0;
        for seed in 1..=3u64 {
            let seats = 2 + (seed as usize % 2);
            let mut step = 0u64;
            each_random_position(seed, seats, 400, |s| {
                step += 1;
                let choosing = matches!(s.phase, Phase::Load(_) | Phase::Wild { .. });
                if !choosing || !step.is_multiple_of(3) {
                    return;
                }
                let style = seed ^ (step % 2);
                let ask = || {
                    let mut r = ChaCha8Rng::seed_from_u64(0);
                    let mut think = Think::new(&mut r, style);
                    let n = normal_choice(s, &mut think);
                    let again = normal_choice(s, &mut think);
                    let strong = strong_choice(s, &mut think);
                    [n, again, strong].map(|c| c.map(|c| (c.action, c.value)))
                };
                let before = MEMO.with(|m| m.borrow().len);
                let with = ask();
                let grew = MEMO.with(|m| m.borrow().len) - before;
                // Normal twice and Strong once: at most two new choices, so at least one was
                // served (where there was a choice at all).
                if with[0].as_ref().is_some_and(|(_, v)| v.is_some()) {
                    asked += 1;
                    served += usize::from(grew < 3);
                }
                assert_eq!(with, without(ask), "seed {seed}, step {step}");
            });
        }
        assert!(asked > 10 && served == asked, "{served} of {asked}");
    }
}
