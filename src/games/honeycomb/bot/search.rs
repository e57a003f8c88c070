//! The search path: a position as a few machine words ([`Pos`], `Copy`, no trail, no phase), walks
//! and jumps from the board's move tables, greedy rollouts, and the exact expectimax solver.
//!
//! A [`Pos`] is Sadie between turns, about to roll: the dice decide what she may do next. The
//! full rules ([`crate::games::honeycomb::rules`]) stay the reference; tests check the two agree.

use crate::engine::bot::mix;
use crate::engine::hex::Hex;
use crate::games::honeycomb::board::{board, Board, Dir, Step, ESCAPE, MAX_WALK};
use crate::games::honeycomb::rules::{Phase, State};
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
    /// A placeholder (the centre, nothing marked).
    const START: Pos = Pos {
        blocked: 1,
        cell: 0,
        jumps: 0,
        score: 0,
    };

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

/// The largest radius the solver takes: its table packs a key of the marked cells inside the rim
/// (less the centre, always filled), Sadie's cell, jumps left and treasure into 32 bits (radius 3:
/// 18 + 5 + 2 + 5). Bigger boards are far beyond an exhaustive search anyway.
pub const SOLVER_MAX_RADIUS: u8 = 3;

/// For each of the 30 walks (`d * MAX_WALK + n - 1`), the set of the 56 distinct rolls
/// ([`ROLLS`], bit i = roll i) that offer it; and the rolls standing for 1, 3 and 6 ordered rolls.
struct RollMasks {
    by_walk: [u64; 6 * MAX_WALK],
    weight: [u64; 3],
}

static ROLL_MASKS: std::sync::LazyLock<RollMasks> = std::sync::LazyLock::new(|| {
    let mut m = RollMasks {
        by_walk: [0; 6 * MAX_WALK],
        weight: [0; 3],
    };
    for (i, &(dice, w)) in ROLLS.iter().enumerate() {
        for (d, n) in roll_walks(dice) {
            m.by_walk[d * MAX_WALK + n as usize - 1] |= 1 << i;
        }
        let k = match w {
            1 => 0,
            3 => 1,
            _ => 2,
        };
        m.weight[k] |= 1 << i;
    }
    m
});

/// How many of the 216 ordered rolls the distinct rolls in `rolls` stand for.
fn weight(rolls: u64) -> u32 {
    let w = &ROLL_MASKS.weight;
    (rolls & w[0]).count_ones() + 3 * (rolls & w[1]).count_ones() + 6 * (rolls & w[2]).count_ones()
}

/// The same expectation as [`expect_over_rolls`], from the open options instead of roll by roll:
/// `options` holds each open walk's value with the rolls that offer it (several walks may share a
/// value). Taking them from the best down, each roll goes to the first option it offers; once the
/// best jump is at least as good as what is left, every roll not yet taken goes to the jump (or
/// falls, 0, without one). Work in proportion to the open walks, not to the 56 rolls.
pub fn expect_from_options(options: &mut [(f64, u64)], jump: Option<f64>) -> f64 {
    options.sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    let (mut taken, mut total) = (0u64, 0.0);
    for &(v, rolls) in options.iter() {
        if jump.is_some_and(|j| j >= v) {
            break;
        }
        total += v * f64::from(weight(rolls & !taken));
        taken |= rolls;
    }
    total += jump.unwrap_or(0.0) * f64::from(216 - weight(taken));
    total / 216.0
}

/// Values are kept in fixed point, 2^-27 steps: 32 bits hold everything below 32 points (radius 3
/// scores at most 30) to within 4e-9.
const FIXED_ONE: f64 = (1u64 << 27) as f64;

fn to_fixed(v: f64) -> u32 {
    (v * FIXED_ONE).round() as u32
}

fn from_fixed(x: u32) -> f64 {
    f64::from(x) / FIXED_ONE
}

/// An open-addressing hash table (linear probing) from 31-bit keys to fixed-point values, one
/// `u64` per slot: bit 63 marks a used slot, the key sits above the value. No boxes, no growth
/// surprises: it starts at a size fitted to the radius-3 solve and grows by half when 7/8 full.
pub struct PosTable {
    slots: Vec<u64>,
    len: usize,
}

const USED: u64 = 1 << 63;

impl PosTable {
    pub fn with_capacity(slots: usize) -> PosTable {
        PosTable {
            slots: vec![0; slots.max(16)],
            len: 0,
        }
    }
    /// How many positions are stored.
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Bytes held by the slots.
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<u64>()
    }
    fn home(&self, key: u32) -> usize {
        // Multiply-shift onto 0..len (any table size, no modulo).
        ((u128::from(mix(u64::from(key))) * self.slots.len() as u128) >> 64) as usize
    }
    pub fn get(&self, key: u32) -> Option<u32> {
        let want = USED | u64::from(key) << 32;
        let mut i = self.home(key);
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return None;
            }
            if slot & !0xffff_ffff == want {
                return Some(slot as u32);
            }
            i = if i + 1 == self.slots.len() { 0 } else { i + 1 };
        }
    }
    /// Stores `key` (not present yet) with `value`.
    pub fn insert(&mut self, key: u32, value: u32) {
        if (self.len + 1) * 8 > self.slots.len() * 7 {
            self.grow();
        }
        let mut i = self.home(key);
        while self.slots[i] != 0 {
            i = if i + 1 == self.slots.len() { 0 } else { i + 1 };
        }
        self.slots[i] = USED | u64::from(key) << 32 | u64::from(value);
        self.len += 1;
    }
    fn grow(&mut self) {
        let bigger = vec![0; self.slots.len() * 3 / 2];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.len = 0;
        for slot in old.into_iter().filter(|&s| s != 0) {
            self.insert((slot >> 32) as u32 & !(1 << 31), slot as u32);
        }
    }
}

/// The board's mirror image across the line q = r: (q, r) → (r, q). It swaps the die's directions
/// 1 ↔ 6, 2 ↔ 5 and 3 ↔ 4, faces f ↔ 7 - f, which keeps every difference between two dice, so a
/// roll offers the mirror images of the walks its mirrored roll offers, with the same odds; the
/// rings, their values and the jumps are symmetric too. So a position and its mirror image are
/// worth the same. (No rotation or other reflection keeps the dice's odds: checked by the tests.)
struct Mirror {
    /// Cell → mirrored cell (inside the rim).
    cell: Vec<u8>,
    /// Per byte of a cell set (low byte first) and its 256 values: the mirrored cells.
    bytes: Vec<[u64; 256]>,
}

impl Mirror {
    /// The mirror of `b`, if its directions are laid out as the rulings give them (face f and 7 - f
    /// mirror images of each other); `None` otherwise (the solver then works without it).
    fn of(b: &Board) -> Option<Mirror> {
        let flip = |h: Hex| Hex::new(h.r, h.q);
        if (0..6).any(|d| flip(b.steps[d]) != b.steps[5 - d]) {
            return None;
        }
        let inner = b.inner_cells();
        let cell: Vec<u8> = (0..inner as u8).map(|c| b.cell(flip(b.hex(c)))).collect();
        let bytes = (0..inner.div_ceil(8))
            .map(|k| {
                std::array::from_fn(|byte| {
                    (0..8)
                        .filter(|i| byte >> i & 1 == 1 && 8 * k + i < inner)
                        .map(|i| 1u64 << cell[8 * k + i])
                        .fold(0, |a, m| a | m)
                })
            })
            .collect();
        Some(Mirror { cell, bytes })
    }

    fn blocked(&self, blocked: u128) -> u128 {
        let out = self
            .bytes
            .iter()
            .enumerate()
            .fold(0, |a, (k, t)| a | t[(blocked >> (8 * k)) as usize & 0xff]);
        u128::from(out)
    }

    fn pos(&self, p: Pos) -> Pos {
        Pos {
            blocked: self.blocked(p.blocked),
            cell: self.cell[p.cell as usize],
            ..p
        }
    }
}

/// Exhaustive expectimax over the dice: the optimal expected final score of every position it is
/// asked about, memoized (positions recur: the same marks reached by different routes).
///
/// Made small and fast by: positions known to be worth the same share one entry (a position and
/// its mirror image, and positions that differ only in free cells Sadie can no longer reach: see
/// [`Solver::shared_key`]), which halves the table twice; keys of 30 bits and values in fixed point
/// packed into one word per slot ([`PosTable`]); positions with no landing to look ahead to are
/// not stored (they are worth a few mask tests); the landings of a position looked up together,
/// so the table's cache misses overlap; and a roll's best option found from the open walks down
/// ([`expect_from_options`]) rather than roll by roll.
pub struct Solver {
    pub board: &'static Board,
    /// Solved positions by [`Solver::shared_key`].
    pub memo: PosTable,
    /// The board's mirror; `None` for a plain solver (no sharing between positions).
    mirror: Option<Mirror>,
    /// Bit offsets of Sadie's cell, jumps and score in a key.
    shift: [u32; 3],
    /// Every cell inside the rim.
    inner_mask: u32,
    /// Per cell inside the rim: its neighbours inside the rim, and the cells a jump from it lands
    /// on inside the rim.
    adjacent: Vec<[u32; 2]>,
}

/// Slots for a radius-3 solve: it stores 2,146,837 positions (the `exact_value_radius_3` test
/// prints the count), so the table ends four fifths full, 21.6 MB, without growing.
const RADIUS_3_SLOTS: usize = 2_700_000;

impl Solver {
    /// A solver for the board of `radius`, at most [`SOLVER_MAX_RADIUS`] (bigger radii get that
    /// board: the caller checks), sharing mirror images.
    pub fn new(radius: u8) -> Solver {
        Solver::build(radius, true)
    }

    /// The same solver without sharing: every position stored as itself (the reference the tests
    /// compare the shared one to).
    pub fn plain(radius: u8) -> Solver {
        Solver::build(radius, false)
    }

    fn build(radius: u8, mirrored: bool) -> Solver {
        let board = board(radius.min(SOLVER_MAX_RADIUS));
        let inner = board.inner_cells() as u32;
        let cell_bits = u32::BITS - (inner - 1).leading_zeros();
        let cell = inner - 1;
        let slots = if board.radius() == 3 {
            RADIUS_3_SLOTS
        } else {
            1 << 16
        };
        Solver {
            board,
            memo: PosTable::with_capacity(slots),
            mirror: if mirrored { Mirror::of(board) } else { None },
            shift: [cell, cell + cell_bits, cell + cell_bits + 2],
            inner_mask: ((1u64 << inner) - 1) as u32,
            adjacent: (0..inner as u8)
                .map(|x| {
                    let inside = |st: &Step| match st.to {
                        ESCAPE => 0,
                        to => 1u32 << to,
                    };
                    Dir::all().fold([0, 0], |[n, j], d| {
                        [
                            n | inside(board.walk(x, d, 1)),
                            j | inside(board.jump(x, d)),
                        ]
                    })
                })
                .collect(),
        }
    }

    /// The table key of `p`: the marked cells but the centre, then cell, jumps and score. On the
    /// boards the solver takes this is at most 30 bits (see [`SOLVER_MAX_RADIUS`]).
    fn key(&self, p: Pos) -> u32 {
        let [c, j, s] = self.shift;
        (p.blocked >> 1) as u32
            | u32::from(p.cell) << c
            | u32::from(p.jumps) << j
            | u32::from(p.score) << s
    }

    /// The key `p` shares with every position worth the same for a known reason: free cells
    /// Sadie can no longer reach count as marked ([`Solver::reachable`]), and a position and its
    /// mirror image share the smaller of their two keys. A plain solver keys `p` as it is.
    fn shared_key(&self, mut p: Pos) -> u32 {
        let Some(m) = &self.mirror else {
            return self.key(p);
        };
        p.blocked |= u128::from(self.inner_mask & !self.reachable(p));
        self.key(p).min(self.key(m.pos(p)))
    }

    /// The free cells Sadie could still reach: a flood over free cells from hers, one step to a
    /// neighbour (a walk of 1) or, with a jump left, a jump's length. Every cell a walk crosses or
    /// lands on is a neighbour of the one before it, so no walk or jump, now or later (more marks
    /// only close paths), touches a free cell outside this set.
    fn reachable(&self, p: Pos) -> u32 {
        let free = !(p.blocked as u32) & self.inner_mask;
        let hop = usize::from(p.jumps > 0);
        let (mut reach, mut done) = (0u32, 0u32);
        let mut next = self.adjacent[p.cell as usize][0] | self.adjacent[p.cell as usize][hop];
        loop {
            reach |= next & free;
            if reach == free || reach == done {
                return reach;
            }
            let x = (reach & !done).trailing_zeros() as usize;
            done |= 1 << x;
            next = self.adjacent[x][0] | self.adjacent[x][hop];
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
    /// value. The same whether solved now or looked up (stored values are what is returned).
    pub fn value(&mut self, p: Pos) -> f64 {
        let key = self.shared_key(p);
        match self.memo.get(key) {
            Some(v) => from_fixed(v),
            None => self.solve(p, key),
        }
    }

    /// [`Solver::value`] of a position not in the table (`key` is its shared key).
    fn solve(&mut self, p: Pos, key: u32) -> f64 {
        let b = self.board;
        let masks = &ROLL_MASKS.by_walk;
        // The landings first, walks (with the rolls that offer them) then jumps (no rolls), all
        // looked up in one go so the table's cache misses overlap; then the missing ones solved.
        let mut lands = [(Pos::START, 0u32, 0u64); 6 * MAX_WALK + 6];
        let (mut n_lands, mut escapes) = (0, 0u64);
        for d in Dir::all() {
            for n in 1..=MAX_WALK as u8 {
                let i = d.index() * MAX_WALK + n as usize - 1;
                match p.walk(b, d, n) {
                    // A longer walk crosses the same blocked hex.
                    Outcome::Blocked => break,
                    Outcome::Escape(_) => escapes |= masks[i],
                    Outcome::Land(q) => {
                        lands[n_lands] = (q, self.shared_key(q), masks[i]);
                        n_lands += 1;
                    }
                }
            }
        }
        let mut jump = None;
        if p.jumps > 0 {
            for d in Dir::all() {
                match p.jump(b, d) {
                    Outcome::Blocked => {}
                    Outcome::Escape(score) => {
                        let v = f64::from(score);
                        jump = Some(jump.map_or(v, |j: f64| j.max(v)));
                    }
                    Outcome::Land(q) => {
                        lands[n_lands] = (q, self.shared_key(q), 0);
                        n_lands += 1;
                    }
                }
            }
        }
        let mut found = [None; 6 * MAX_WALK + 6];
        for (f, &(_, k, _)) in found.iter_mut().zip(&lands[..n_lands]) {
            *f = self.memo.get(k);
        }
        let mut options = [(0.0, 0u64); 6 * MAX_WALK + 1];
        let mut n_opts = 0;
        for (&(q, k, rolls), f) in lands[..n_lands].iter().zip(found) {
            let v = match f {
                Some(v) => from_fixed(v),
                None => self.solve(q, k),
            };
            if rolls == 0 {
                jump = Some(jump.map_or(v, |j: f64| j.max(v)));
            } else {
                options[n_opts] = (v, rolls);
                n_opts += 1;
            }
        }
        if escapes != 0 {
            options[n_opts] = (f64::from(p.score), escapes);
            n_opts += 1;
        }
        let fixed = to_fixed(expect_from_options(&mut options[..n_opts], jump));
        if n_lands > 0 {
            self.memo.insert(key, fixed);
        }
        from_fixed(fixed)
    }
}

/// The position a state stands for, if Sadie is between turns or has dice on the table.
pub fn live_pos(s: &State) -> Option<Pos> {
    match s.phase {
        Phase::AwaitRoll | Phase::Rolling | Phase::Rolled(_) => Some(Pos::of(s)),
        Phase::Over(_) => None,
    }
}
