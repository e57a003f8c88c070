//! Honeycomb Caverns' plain data: what is drawn on a hex, where the turn stands, the sheet as a
//! whole and the options. The rules decisions are in `rules.rs`.

use super::board::{board, printed_radius, Board, Cells, Dir, Step, ESCAPE, MAX_WALK};
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

/// What is drawn on a hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Empty,
    /// A line passes through it.
    Lined,
    /// Sadie landed here (the centre starts filled).
    Filled,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Reached the rim (or beyond) at this hex.
    Escaped(Hex),
    /// No legal move and no usable jump.
    Fell,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Roll or jump.
    AwaitRoll,
    /// The dice are in the air (a chance node).
    Rolling,
    /// Dice on the table: take one of their moves or jump.
    Rolled([u8; 3]),
    Over(Ending),
}

/// How Sadie got from one hex to the next, for drawing the trail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    Walk,
    Jump,
}

/// A Honeycomb Caverns sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The board's radius (the `radius` option).
    #[serde(default = "printed_radius")]
    pub radius: u8,
    /// Hexes with a line through them.
    pub(super) lined: Cells,
    /// Hexes Sadie landed on (the centre from the start).
    pub(super) filled: Cells,
    pub pos: Hex,
    pub jumps_left: u8,
    pub phase: Phase,
    /// Every position Sadie stood on, from the centre, with how she got there (the exit last).
    pub trail: Vec<(Hex, StepKind)>,
}

impl State {
    /// The board this sheet is on.
    pub fn board(&self) -> &'static Board {
        board(self.radius)
    }
    pub fn mark(&self, h: Hex) -> Mark {
        let c = self.board().cell(h);
        if self.filled.has(c) {
            Mark::Filled
        } else if self.lined.has(c) {
            Mark::Lined
        } else {
            Mark::Empty
        }
    }
    pub(super) fn set(&mut self, h: Hex, m: Mark) {
        let c = self.board().cell(h);
        if c == ESCAPE {
            return;
        }
        let bit = 1u128 << c;
        self.lined.0 &= !bit;
        self.filled.0 &= !bit;
        match m {
            Mark::Empty => {}
            Mark::Lined => self.lined.0 |= bit,
            Mark::Filled => self.filled.0 |= bit,
        }
    }
    /// Every cell with a line or filled: what a walk may not cross or land on.
    pub fn blocked(&self) -> Cells {
        Cells(self.lined.0 | self.filled.0)
    }
    /// The filled cells.
    pub fn filled(&self) -> Cells {
        self.filled
    }
    /// Sadie's cell number on her board.
    pub fn cell(&self) -> u8 {
        self.board().cell(self.pos)
    }
    /// Sum of the values of the filled hexes (what an escape would score now).
    pub fn filled_sum(&self) -> i32 {
        self.board().sum(self.filled)
    }
    pub fn dice(&self) -> Option<[u8; 3]> {
        match self.phase {
            Phase::Rolled(d) => Some(d),
            _ => None,
        }
    }
    /// A new sheet on the board of `radius`: the centre filled, Sadie on it, no roll yet (what
    /// `Honeycomb::fresh_on` deals).
    pub fn new_sheet(radius: u8) -> State {
        let b = board(radius);
        let mut s = State {
            radius: b.radius() as u8,
            lined: Cells::default(),
            filled: Cells::default(),
            pos: Hex::ORIGIN,
            jumps_left: b.data.jumps,
            phase: Phase::AwaitRoll,
            trail: vec![(Hex::ORIGIN, StepKind::Walk)],
        };
        s.set(Hex::ORIGIN, Mark::Filled);
        s
    }
    /// A state on the printed board in the given shape, for hand-worked tests.
    pub fn with_marks(pos: Hex, lined: &[Hex], filled: &[Hex], jumps_left: u8) -> State {
        State::with_marks_on(printed_radius(), pos, lined, filled, jumps_left)
    }
    /// A state on the board of `radius` in the given shape, for hand-worked tests.
    pub fn with_marks_on(
        radius: u8,
        pos: Hex,
        lined: &[Hex],
        filled: &[Hex],
        jumps_left: u8,
    ) -> State {
        let mut s = State::new_sheet(radius);
        for &h in lined {
            s.set(h, Mark::Lined);
        }
        for &h in filled {
            s.set(h, Mark::Filled);
        }
        s.pos = pos;
        s.jumps_left = jumps_left;
        s
    }
    /// The walk `d` `n` from Sadie's hex (`n` in 1..=MAX_WALK).
    pub(super) fn walk(&self, d: Dir, n: u8) -> &'static Step {
        self.board()
            .walk(self.cell(), d, n.clamp(1, MAX_WALK as u8))
    }
    /// Whether the walk `d` `n` (`n` ≥ 1) is open: nothing it crosses or lands on is marked.
    pub(super) fn walk_open(&self, d: Dir, n: u8) -> bool {
        n >= 1 && self.walk(d, n).need & self.blocked().0 == 0
    }
    /// Whether a jump towards `d` may be taken.
    pub(super) fn jump_open(&self, d: Dir) -> bool {
        self.jumps_left > 0 && self.board().jump(self.cell(), d).need & self.blocked().0 == 0
    }
}

/// New-game options: the board size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Hexes from the centre to the rim (the rim is ring `radius`); 6 is the printed sheet.
    pub radius: u8,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            radius: printed_radius(),
        }
    }
}
