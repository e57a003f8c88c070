//! The Honeycomb Caverns boards: the printed sheet of `resources/honeycomb.ron` and its smaller
//! versions (the `radius` option), each with precomputed move tables so the rules and the bots
//! test a walk or a jump with one mask operation.
//!
//! Cells are numbered ring by ring from the centre, so the cells a walk or jump can mark (every
//! hex inside the rim) are the low bits of a [`Cells`] set and the rim hexes come last.

use super::data::BoardData;
use crate::engine::hex::{Hex, HexNames};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// The smallest board the `radius` option offers.
pub const MIN_RADIUS: u8 = 3;
/// The longest walk a roll gives (the difference of two dice).
pub const MAX_WALK: usize = 5;
/// A cell number meaning "over the rim": the move or jump escapes.
pub const ESCAPE: u8 = u8::MAX;

/// The printed board's data, validated by build.rs.
static DATA: LazyLock<BoardData> = LazyLock::new(|| {
    match ron::from_str(include_str!("../../../resources/honeycomb.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/honeycomb.ron was checked by build.rs: {e}"),
    }
});

/// One board per radius from [`MIN_RADIUS`] up to the printed one.
static BOARDS: LazyLock<Vec<Board>> = LazyLock::new(|| {
    (MIN_RADIUS as i32..=DATA.radius.max(MIN_RADIUS as i32))
        .map(|r| Board::new(&DATA, r))
        .collect()
});

/// The printed board's radius (the default of the option).
pub fn printed_radius() -> u8 {
    DATA.radius as u8
}

/// Whether a board of this radius exists.
pub fn radius_ok(radius: u8) -> bool {
    (MIN_RADIUS..=printed_radius()).contains(&radius)
}

/// The board of this radius; radii outside the offered range give the nearest one (options are
/// checked when a game starts, so the rules only ever ask for offered radii).
pub fn board(radius: u8) -> &'static Board {
    let i = radius.clamp(MIN_RADIUS, printed_radius()) - MIN_RADIUS;
    &BOARDS[i as usize]
}

/// A set of cells of one board, as bits of their cell numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "(u64, u64)", into = "(u64, u64)")]
pub struct Cells(pub u128);

impl From<(u64, u64)> for Cells {
    fn from((lo, hi): (u64, u64)) -> Cells {
        Cells(u128::from(lo) | (u128::from(hi) << 64))
    }
}

impl From<Cells> for (u64, u64) {
    fn from(c: Cells) -> (u64, u64) {
        (c.0 as u64, (c.0 >> 64) as u64)
    }
}

impl Cells {
    pub fn has(self, cell: u8) -> bool {
        cell < 128 && self.0 >> cell & 1 == 1
    }
    pub fn with(self, cell: u8) -> Cells {
        if cell < 128 {
            Cells(self.0 | 1 << cell)
        } else {
            self
        }
    }
}

/// Where a walk or a jump from one cell goes: the cells it marks with a line, where it ends (a
/// cell, or [`ESCAPE`]), the hex it ends on (for an escape, the rim hex a walk reaches or the hex a
/// jump lands on, which may be off the sheet) and the cells that must all be clear for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    pub lined: u128,
    pub to: u8,
    pub end: Hex,
    pub need: u128,
}

/// A board with its directions as hex steps and its move tables.
#[derive(Clone, Debug)]
pub struct Board {
    /// The printed board's data with this board's radius and ring values.
    pub data: BoardData,
    /// Die face (1..=6) - 1 → step.
    pub steps: [Hex; 6],
    /// Readable names: columns A, B, … left to right as printed above them, hexes counted from
    /// the top ("G3"). What the log and refusals say instead of axial pairs.
    pub names: HexNames,
    /// Cell number → hex (ring by ring from the centre).
    cells: Vec<Hex>,
    /// (q + radius) * side + (r + radius) → cell number, or [`ESCAPE`] off the sheet.
    index: Vec<u8>,
    /// How many cells lie inside the rim (they come first).
    inner: usize,
    /// Per cell: what filling it scores.
    values: Vec<i32>,
    /// Per ring inside the rim: its cells.
    ring_masks: Vec<u128>,
    /// Per inner cell and direction: the walks of 1..=MAX_WALK (index distance - 1).
    walks: Vec<[[Step; MAX_WALK]; 6]>,
    /// Per inner cell and direction: the jump.
    jumps: Vec<[Step; 6]>,
}

impl Board {
    fn new(printed: &BoardData, radius: i32) -> Board {
        let mut data = printed.clone();
        data.radius = radius;
        data.ring_values = printed.ring_values[..radius as usize].to_vec();
        data.ring_values.push(0);
        let steps = std::array::from_fn(|i| Hex::new(data.directions[i].q, data.directions[i].r));
        let disc = Hex::disc(radius);
        let names = HexNames::flat_top_columns(&disc);
        let mut cells = disc;
        cells.sort_by_key(|h| h.ring());
        let side = (2 * radius + 1) as usize;
        let mut b = Board {
            steps,
            names,
            index: vec![ESCAPE; side * side],
            inner: cells.iter().filter(|h| h.ring() < radius).count(),
            values: Vec::new(),
            ring_masks: vec![0; radius as usize],
            walks: Vec::new(),
            jumps: Vec::new(),
            cells,
            data,
        };
        for (i, &h) in b.cells.iter().enumerate() {
            let k = b.slot(h).unwrap_or(0);
            b.index[k] = i as u8;
        }
        b.values = b.cells.iter().map(|&h| b.value(h)).collect();
        for (i, &h) in b.cells[..b.inner].iter().enumerate() {
            b.ring_masks[h.ring() as usize] |= 1 << i;
        }
        for i in 0..b.inner {
            let from = b.cells[i];
            let walks = std::array::from_fn(|d| {
                std::array::from_fn(|n| b.make_walk(from, b.steps[d], n as i32 + 1))
            });
            let jumps = std::array::from_fn(|d| b.make_jump(from, b.steps[d]));
            b.walks.push(walks);
            b.jumps.push(jumps);
        }
        b
    }

    fn slot(&self, h: Hex) -> Option<usize> {
        let r = self.radius();
        if h.ring() > r {
            return None;
        }
        let side = 2 * r + 1;
        Some(((h.q + r) * side + (h.r + r)) as usize)
    }

    fn make_walk(&self, from: Hex, step: Hex, n: i32) -> Step {
        let mut lined = 0u128;
        for i in 1..=n {
            let h = from + step.scale(i);
            if self.is_rim(h) || !self.contains(h) {
                return Step {
                    lined,
                    to: ESCAPE,
                    end: h,
                    need: lined,
                };
            }
            let bit = 1u128 << self.cell(h);
            if i == n {
                return Step {
                    lined,
                    to: self.cell(h),
                    end: h,
                    need: lined | bit,
                };
            }
            lined |= bit;
        }
        unreachable!("a walk has at least one step")
    }

    fn make_jump(&self, from: Hex, step: Hex) -> Step {
        let t = from + step.scale(self.data.jump_length);
        if self.is_rim(t) || !self.contains(t) {
            Step {
                lined: 0,
                to: ESCAPE,
                end: t,
                need: 0,
            }
        } else {
            Step {
                lined: 0,
                to: self.cell(t),
                end: t,
                need: 1 << self.cell(t),
            }
        }
    }

    /// The hex's readable name ("G3").
    pub fn name(&self, h: Hex) -> String {
        self.names.name_or_axial(h)
    }
    pub fn radius(&self) -> i32 {
        self.data.radius
    }
    /// Whether `h` lies on the sheet (rim included).
    pub fn contains(&self, h: Hex) -> bool {
        h.ring() <= self.radius()
    }
    pub fn is_rim(&self, h: Hex) -> bool {
        h.ring() == self.radius()
    }
    /// Whether reaching `h` ends the game with an escape (the rim or beyond).
    pub fn escapes_at(&self, h: Hex) -> bool {
        h.ring() >= self.radius()
    }
    /// Points for filling `h` (0 on the centre, the rim and off the sheet).
    pub fn value(&self, h: Hex) -> i32 {
        let k = h.ring();
        if k >= self.radius() {
            0
        } else {
            self.data.ring_values[k as usize]
        }
    }
    /// The cell number of a hex on the sheet, or [`ESCAPE`] off it.
    pub fn cell(&self, h: Hex) -> u8 {
        self.slot(h).map_or(ESCAPE, |k| self.index[k])
    }
    /// The hex of a cell number.
    pub fn hex(&self, cell: u8) -> Hex {
        self.cells[cell as usize]
    }
    /// How many cells lie inside the rim (cell numbers below this).
    pub fn inner_cells(&self) -> usize {
        self.inner
    }
    /// What filling this cell scores.
    pub fn cell_value(&self, cell: u8) -> i32 {
        self.values.get(cell as usize).copied().unwrap_or(0)
    }
    /// The sum of the values of these cells.
    pub fn sum(&self, cells: Cells) -> i32 {
        self.ring_masks
            .iter()
            .enumerate()
            .map(|(k, m)| self.data.ring_values[k] * (cells.0 & m).count_ones() as i32)
            .sum()
    }
    /// Every hex of the sheet.
    pub fn hexes(&self) -> Vec<Hex> {
        Hex::disc(self.radius())
    }
    /// A walk of `n` (1..=MAX_WALK) from an inner cell towards `d`.
    pub fn walk(&self, from: u8, d: Dir, n: u8) -> &Step {
        &self.walks[from as usize][d.index()][n as usize - 1]
    }
    /// The jump from an inner cell towards `d`.
    pub fn jump(&self, from: u8, d: Dir) -> &Step {
        &self.jumps[from as usize][d.index()]
    }
}

/// A compass direction, numbered like the die face that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dir(pub u8);

impl Dir {
    pub fn all() -> impl Iterator<Item = Dir> {
        (1..=6).map(Dir)
    }
    /// 0..6 (the face minus one).
    pub fn index(self) -> usize {
        (self.0 as usize).clamp(1, 6) - 1
    }
    pub fn step(self) -> Hex {
        let d = &DATA.directions[self.index()];
        Hex::new(d.q, d.r)
    }
    pub fn name(self) -> &'static str {
        &DATA.directions[self.index()].name
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Dir {
    type Err = crate::engine::text::Msg;
    fn from_str(s: &str) -> Result<Dir, Self::Err> {
        Dir::all()
            .find(|d| d.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| crate::engine::save::notation_msg("file-notation-hex-dir", s))
    }
}
