//! The search path: a position as a few machine words ([`Pos`], `Copy`, no trail, no phase), walks
//! and jumps from the board's move tables, greedy rollouts, and the exact expectimax solver.
//!
//! A [`Pos`] is Sadie between turns, about to roll: the dice decide what she may do next. The
//! full rules ([`super::rules`]) stay the reference; tests check the two agree.

use super::board::{board, Board, Dir, Step, ESCAPE, MAX_WALK};
use super::rules::{Phase, State};
use crate::engine::bot::mix;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Sadie between turns: what is marked, where she stands, her jumps and her treasure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Every lined or filled cell.
    pub blocked: u128,
    /// Her cell (always inside the rim).
    pub cell: u8,
    pub jumps: u8,
    /// What escaping now would score.
    pub score: u16,
}

/// Where a walk or a jump leads.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outcome {
    /// Something in the way (or no jump left).
    Blocked,
    /// Over the rim with this score.
    Escape(u16),
    /// Landed: the next position.
    Land(Pos),
}

impl Pos {
    /// The position of a state (its dice, if any, are not part of it).
    pub fn of(s: &State) -> Pos {
        Pos {
            blocked: s.blocked().0,
            cell: s.cell(),
            jumps: s.jumps_left,
            score: s.filled_sum().max(0) as u16,
        }
    }

    fn follow(self, b: &Board, step: &Step, jumps: u8) -> Outcome {
        if step.need & self.blocked != 0 {
            Outcome::Blocked
        } else if step.to == ESCAPE {
            Outcome::Escape(self.score)
        } else {
            Outcome::Land(Pos {
                blocked: self.blocked | step.lined | 1 << step.to,
                cell: step.to,
                jumps,
                score: self.score + b.cell_value(step.to) as u16,
            })
        }
    }

    /// The walk `d` `n` (`n` in 1..=MAX_WALK).
    pub fn walk(self, b: &Board, d: Dir, n: u8) -> Outcome {
        self.follow(b, b.walk(self.cell, d, n), self.jumps)
    }

    /// The jump towards `d`.
    pub fn jump(self, b: &Board, d: Dir) -> Outcome {
        if self.jumps == 0 {
            return Outcome::Blocked;
        }
        self.follow(b, b.jump(self.cell, d), self.jumps - 1)
    }

    /// A compact key: the blocked cells inside the rim, then cell, jumps and score above them.
    pub fn key(self, b: &Board) -> u128 {
        let inner = b.inner_cells() as u32;
        self.blocked
            | u128::from(self.cell) << inner
            | u128::from(self.jumps) << (inner + 7)
            | u128::from(self.score) << (inner + 9)
    }
}

/// The 56 distinct rolls of three dice (sorted faces) and how many of the 216 ordered rolls each
/// stands for.
pub static ROLLS: std::sync::LazyLock<Vec<([u8; 3], u8)>> = std::sync::LazyLock::new(|| {
    let mut out = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6 {
            for c in b..=6 {
                let w = if a == c {
                    1
                } else if a == b || b == c {
                    3
                } else {
                    6
                };
                out.push(([a, b, c], w));
            }
        }
    }
    out
});

/// The distinct (direction index 0..6, distance 1..=5) walks a roll offers, in the rules' order;
/// distance 0 is left out.
pub fn roll_walks(dice: [u8; 3]) -> impl Iterator<Item = (usize, u8)> {
    let choice = move |i: usize| {
        let (a, b) = (dice[(i + 1) % 3], dice[(i + 2) % 3]);
        (usize::from(dice[i].clamp(1, 6)) - 1, a.abs_diff(b))
    };
    (0..3).filter_map(move |i| {
        let (d, n) = choice(i);
        let repeat = (0..i).any(|j| choice(j) == (d, n));
        (n > 0 && !repeat).then_some((d, n))
    })
}

/// Expected value of a position about to roll, given the value of every walk (`walks[d][n-1]`,
/// `None` if blocked) and of the best jump (`None` if none): each roll takes its best walk or the
/// best jump, and a roll with neither is a fall (0).
pub fn expect_over_rolls(walks: &[[Option<f64>; MAX_WALK]; 6], jump: Option<f64>) -> f64 {
    let mut total = 0.0;
    for &(dice, w) in ROLLS.iter() {
        let mut best = jump;
        for (d, n) in roll_walks(dice) {
            if let Some(v) = walks[d][n as usize - 1] {
                best = Some(best.map_or(v, |b: f64| b.max(v)));
            }
        }
        total += f64::from(w) * best.unwrap_or(0.0);
    }
    total / 216.0
}

/// splitmix64-style hashing for the memos' integer keys (std's SipHash is needlessly slow here).
#[derive(Default)]
pub struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = mix(self.0 ^ u64::from(b));
        }
    }
    fn write_u64(&mut self, k: u64) {
        self.0 = mix(self.0 ^ k);
    }
    fn write_u128(&mut self, k: u128) {
        self.0 = mix(self.0 ^ k as u64 ^ mix((k >> 64) as u64));
    }
}

/// A memo keyed by [`Pos::key`].
pub type Memo = HashMap<u128, f64, BuildHasherDefault<MixHasher>>;

/// The largest radius the solver takes: its keys must fit 64 bits (37 cells inside the rim at
/// radius 4, plus 7 + 2 + 9 bits). Bigger boards are far beyond an exhaustive search anyway.
pub const SOLVER_MAX_RADIUS: u8 = 4;

/// Exhaustive expectimax over the dice: the optimal expected final score of every position it is
/// asked about, memoized (positions recur: the same marks reached by different routes).
pub struct Solver {
    pub board: &'static Board,
    /// Solved positions by [`Pos::key`] (which fits 64 bits on the boards the solver takes).
    pub memo: HashMap<u64, f64, BuildHasherDefault<MixHasher>>,
}

impl Solver {
    /// A solver for the board of `radius`, at most [`SOLVER_MAX_RADIUS`] (bigger radii get that
    /// board: the caller checks).
    pub fn new(radius: u8) -> Solver {
        Solver {
            board: board(radius.min(SOLVER_MAX_RADIUS)),
            memo: HashMap::default(),
        }
    }

    /// The value of an outcome: an escape scores what is filled, a landing is worth its position.
    pub fn outcome(&mut self, o: Outcome) -> Option<f64> {
        match o {
            Outcome::Blocked => None,
            Outcome::Escape(score) => Some(f64::from(score)),
            Outcome::Land(p) => Some(self.value(p)),
        }
    }

    /// The best of the jumps from `p` (`None` if none is open).
    pub fn best_jump(&mut self, p: Pos) -> Option<f64> {
        let b = self.board;
        Dir::all()
            .filter_map(|d| self.outcome(p.jump(b, d)))
            .reduce(f64::max)
    }

    /// The optimal expected final score of `p`, about to roll. Rolling is always at least as good
    /// as jumping first (the jump stays available after seeing the roll), so this is the roll's
    /// value.
    pub fn value(&mut self, p: Pos) -> f64 {
        let b = self.board;
        // At most 55 bits on these boards (see SOLVER_MAX_RADIUS).
        let key = p.key(b) as u64;
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut walks = [[None; MAX_WALK]; 6];
        for d in Dir::all() {
            for n in 1..=MAX_WALK as u8 {
                walks[d.index()][n as usize - 1] = self.outcome(p.walk(b, d, n));
            }
        }
        let jump = self.best_jump(p);
        let v = expect_over_rolls(&walks, jump);
        self.memo.insert(key, v);
        v
    }
}

/// The position a state stands for, if Sadie is between turns or has dice on the table.
pub fn live_pos(s: &State) -> Option<Pos> {
    match s.phase {
        Phase::AwaitRoll | Phase::Rolling | Phase::Rolled(_) => Some(Pos::of(s)),
        Phase::Over(_) => None,
    }
}
