//! The bots.
//!
//! Normal scores every legal action by the mean final score of Monte Carlo rollouts that follow a
//! greedy policy. Every action is tried against the same dice sequences (common random numbers),
//! so the comparison between actions is much less noisy than the rollouts themselves. Before a
//! roll it only rolls or takes an escaping jump.
//!
//! Strong plays the exact optimum (expectimax over every roll, [`Solver`]) on boards small enough
//! to solve in a moment, sharing the solved positions between decisions and games. On bigger boards
//! it looks ahead over every roll of the next turn (all 56 distinct rolls, each answered with its
//! best walk or jump) and values the positions after that by greedy rollouts.

pub mod search;

use self::search::{expect_over_rolls, roll_walks, Memo, Outcome, Pos, Solver};
use super::board::{Board, Dir, MAX_WALK};
use super::rules::{Action, Honeycomb, Phase, State};
use crate::engine::{action_key, Bot, BotChoice, Rules, Think};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Mutex;

/// Rollouts per candidate action.
pub const ROLLOUTS: usize = 48;
/// In rollouts, take an escape once the sheet is worth at least this much. Tuned by selfplay
/// (1,000 games each): 18 → 21.3, 24 → 22.8, 30 → 23.3, 36 → 23.8, 42 → 23.8, 50 → 23.8.
const CASH_IN: u16 = 36;
/// The largest radius Strong solves exactly.
pub const EXACT_MAX_RADIUS: u8 = 3;
/// Strong on bigger boards: turns searched exactly over every roll before the rollouts take over,
/// rollouts per position there, and the rollouts' cash-in threshold. Tuned by selfplay on the
/// printed board (200 games from seed 1 each, Normal: 25.1):
/// depth 1: cash-in 36 → 28.3, 45 → 28.2, 55 → 29.5, 70 → 29.9;
/// depth 2: cash-in 36 → 31.8 (31.7 with 128 rollouts), 45 → 34.8, 55 → 34.7.
/// At depth 2 the median decision takes about 30 ms, the slowest about 0.4 s.
pub const STRONG_DEPTH: u32 = 2;
pub const STRONG_ROLLOUTS: usize = 64;
const STRONG_CASH_IN: u16 = 45;

impl Bot for Honeycomb {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s, think.rng)
    }
    fn strong_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        if s.radius <= EXACT_MAX_RADIUS {
            exact_choice(s, think)
        } else {
            lookahead_choice(s, think)
        }
    }
}

/// Where `a` leads from `p` (a roll leads nowhere yet: the position stays, about to roll).
fn after(b: &Board, p: Pos, a: Action) -> Outcome {
    match a {
        Action::Move(d, n) => p.walk(b, d, n),
        Action::Jump(d) => p.jump(b, d),
        Action::Roll | Action::Dice(_) => Outcome::Land(p),
    }
}

/// The Normal bot's choice with its expected final score.
pub fn normal_choice(s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    let b = s.board();
    let p = Pos::of(s);
    let mut legal = Honeycomb.legal_actions(s);
    // Jumps are the only insurance against a bad roll. Rollouts use them only when no walk fits, so
    // they undervalue keeping them: before rolling, consider a jump only if it escapes. (Measured
    // over 2,000 seeded games: mean 22.3 with this rule against 18.2 without.)
    if s.phase == Phase::AwaitRoll {
        legal.retain(|a| match *a {
            Action::Jump(d) => matches!(p.jump(b, d), Outcome::Escape(_)),
            _ => true,
        });
    }
    if legal.len() <= 1 {
        return legal.first().map(|&action| BotChoice {
            action,
            value: Some(rollout_mean(b, after(b, p, action), &[rng.next_u64()])),
        });
    }
    let seeds: Vec<u64> = (0..ROLLOUTS).map(|_| rng.next_u64()).collect();
    let mut best: Option<(Action, f64)> = None;
    for &a in &legal {
        let v = rollout_mean(b, after(b, p, a), &seeds);
        if best.is_none_or(|(_, bv)| v > bv) {
            best = Some((a, v));
        }
    }
    best.map(|(action, v)| BotChoice {
        action,
        value: Some(v),
    })
}

fn rollout_mean(b: &Board, start: Outcome, seeds: &[u64]) -> f64 {
    let total: i64 = seeds
        .iter()
        .map(|&seed| match start {
            Outcome::Blocked => 0,
            Outcome::Escape(score) => i64::from(score),
            Outcome::Land(p) => {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                i64::from(rollout(b, p, CASH_IN, || rng.random_range(1..=6u8)))
            }
        })
        .sum();
    total as f64 / seeds.len().max(1) as f64
}

/// Plays on from `p` (about to roll) with the greedy policy, rolling with `die`; returns the final
/// score.
pub fn rollout(b: &Board, mut p: Pos, cash_in: u16, mut die: impl FnMut() -> u8) -> u16 {
    loop {
        let dice = [die(), die(), die()];
        match greedy(b, p, dice, cash_in) {
            Some(Outcome::Land(q)) => p = q,
            Some(Outcome::Escape(score)) => return score,
            Some(Outcome::Blocked) | None => return 0,
        }
    }
}

/// The rollout policy after a roll: cash in when rich enough or forced, else take the walk that
/// lands on the most valuable hex; jump only when no walk fits. `None` is a fall.
fn greedy(b: &Board, p: Pos, dice: [u8; 3], cash_in: u16) -> Option<Outcome> {
    let rich = p.score >= cash_in;
    // The open walks of the roll, in the rules' order (a repeated choice is the same walk, and a
    // blocked one is skipped, so repeats need no special care).
    let mut walks = [Outcome::Blocked; 3];
    for (slot, (d, n)) in walks.iter_mut().zip(roll_walks(dice)) {
        *slot = p.walk(b, Dir(d as u8 + 1), n);
    }
    if let Some(o) = pick(b, &walks, rich) {
        return Some(o);
    }
    let jumps: [Outcome; 6] = std::array::from_fn(|d| p.jump(b, Dir(d as u8 + 1)));
    pick(b, &jumps, rich)
}

/// Among open outcomes: the first escape if rich or if every option escapes, else the landing on
/// the most valuable hex (the last of equals, as the rules list them).
fn pick(b: &Board, options: &[Outcome], rich: bool) -> Option<Outcome> {
    let open = || options.iter().filter(|o| **o != Outcome::Blocked);
    let escape = open().find(|o| matches!(o, Outcome::Escape(_)));
    if let Some(&e) = escape {
        if rich || open().all(|o| matches!(o, Outcome::Escape(_))) {
            return Some(e);
        }
    }
    open()
        .filter_map(|o| match o {
            Outcome::Land(q) => Some((b.cell_value(q.cell), *o)),
            _ => None,
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, o)| o)
}

/// Solved positions per radius, shared by every decision, game and thread (the first Strong
/// decision on a board solves the whole game; the rest are look-ups). Values are exact, so what is
/// cached never changes a decision.
static SOLVERS: Mutex<Vec<Solver>> = Mutex::new(Vec::new());

/// Runs `f` with the shared solver for `radius`.
pub fn with_solver<T>(radius: u8, f: impl FnOnce(&mut Solver) -> T) -> T {
    // A poisoned lock only means another thread panicked mid-solve; the memo holds exact values
    // of finished positions only, so it stays usable.
    let mut solvers = SOLVERS.lock().unwrap_or_else(|e| e.into_inner());
    let i = match solvers
        .iter()
        .position(|s| s.board.radius() == i32::from(radius))
    {
        Some(i) => i,
        None => {
            solvers.push(Solver::new(radius));
            solvers.len() - 1
        }
    };
    f(&mut solvers[i])
}

/// The legal action with the highest value; among equals one that keeps the jumps (a walk, a
/// roll) before one that spends a jump, then the seat's own way.
fn best_by(
    s: &State,
    think: &Think<'_>,
    mut value: impl FnMut(Outcome) -> f64,
) -> Option<BotChoice<Action>> {
    let b = s.board();
    let p = Pos::of(s);
    let mut scored: Vec<(Action, f64, u64)> = Honeycomb
        .legal_actions(s)
        .into_iter()
        .map(|a| (a, value(after(b, p, a)), action_key(&a)))
        .collect();
    keep_jumps_on_ties(&mut scored);
    think.best(scored).map(|(action, v)| BotChoice {
        action,
        value: Some(v),
    })
}

/// Drops the jumps that only tie the best value when something else reaches it too: a jump is
/// the only insurance against a bad roll, so a bot never spends one for nothing (even on its
/// last move, where the jumps left no longer count: a hint that spends one there reads as a
/// waste).
fn keep_jumps_on_ties(scored: &mut Vec<(Action, f64, u64)>) {
    let best = scored.iter().map(|x| x.1).fold(f64::NEG_INFINITY, f64::max);
    let spends = |a: &Action| matches!(a, Action::Jump(_));
    if scored.iter().any(|x| x.1 == best && !spends(&x.0)) {
        scored.retain(|x| x.1 < best || !spends(&x.0));
    }
}

/// The exact optimum: every legal action valued by the solver.
pub fn exact_choice(s: &State, think: &Think<'_>) -> Option<BotChoice<Action>> {
    with_solver(s.radius, |solver| {
        best_by(s, think, |o| solver.outcome(o).unwrap_or(0.0))
    })
}

/// Strong on boards too big to solve: one turn of exact expectimax over the dice, rollouts after.
pub fn lookahead_choice(s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
    let seeds: Vec<u64> = (0..STRONG_ROLLOUTS).map(|_| think.rng.next_u64()).collect();
    let mut look = Lookahead {
        board: s.board(),
        seeds,
        leaves: Memo::default(),
        cash_in: STRONG_CASH_IN,
    };
    best_by(s, think, |o| look.outcome(o, STRONG_DEPTH))
}

/// Depth-limited expectimax over the dice with rollout values at the leaves.
pub struct Lookahead {
    pub board: &'static Board,
    /// One dice sequence per rollout, the same for every leaf (common random numbers).
    pub seeds: Vec<u64>,
    /// Leaf values already estimated in this decision.
    pub leaves: Memo,
    pub cash_in: u16,
}

impl Lookahead {
    /// The value of an outcome with `depth` more turns searched exactly.
    pub fn outcome(&mut self, o: Outcome, depth: u32) -> f64 {
        match o {
            Outcome::Blocked => 0.0,
            Outcome::Escape(score) => f64::from(score),
            Outcome::Land(p) if depth == 0 => self.leaf(p),
            Outcome::Land(p) => self.expect(p, depth),
        }
    }

    fn expect(&mut self, p: Pos, depth: u32) -> f64 {
        let b = self.board;
        let mut walks = [[None; MAX_WALK]; 6];
        for d in Dir::all() {
            for n in 1..=MAX_WALK as u8 {
                let o = p.walk(b, d, n);
                if o != Outcome::Blocked {
                    walks[d.index()][n as usize - 1] = Some(self.outcome(o, depth - 1));
                }
            }
        }
        let jump = Dir::all()
            .map(|d| p.jump(b, d))
            .filter(|o| *o != Outcome::Blocked)
            .map(|o| self.outcome(o, depth - 1))
            .reduce(f64::max);
        expect_over_rolls(&walks, jump)
    }

    fn leaf(&mut self, p: Pos) -> f64 {
        let b = self.board;
        let key = p.key(b);
        if let Some(&v) = self.leaves.get(&key) {
            return v;
        }
        let total: u64 = self
            .seeds
            .iter()
            .map(|&seed| {
                let mut dice = FastDice(seed);
                u64::from(rollout(b, p, self.cash_in, || dice.roll()))
            })
            .sum();
        let v = total as f64 / self.seeds.len().max(1) as f64;
        self.leaves.insert(key, v);
        v
    }
}

/// A cheap seeded die for Strong's many rollouts (splitmix64).
pub struct FastDice(pub u64);

impl FastDice {
    pub fn roll(&mut self) -> u8 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let x = crate::engine::bot::mix(self.0);
        (((x >> 32) * 6) >> 32) as u8 + 1
    }
}
