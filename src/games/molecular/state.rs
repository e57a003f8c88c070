//! Molecular Structures data: the sheet layout, hexes, sheets and the table's state.
//! Plain data and the sheet's own arithmetic (connections, caps, what fits); the rules of play are
//! in `rules.rs`, the actions and their notation in `notation.rs`. No GUI.

use super::data::SheetData;
use crate::engine::hex::{Hex, HexLayout, Orientation};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::LazyLock;

/// The sheet layout from `resources/molecular.ron`, validated by build.rs.
pub static LAYOUT: LazyLock<Layout> = LazyLock::new(|| {
    let data: SheetData = match ron::from_str(include_str!("../../../resources/molecular.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/molecular.ron was checked by build.rs: {e}"),
    };
    Layout::new(data)
});

/// A hex of the sheet by column and row (0-based); written `C3` (column letter, row from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Spot {
    pub col: u8,
    pub row: u8,
}

impl Spot {
    pub const fn new(col: u8, row: u8) -> Spot {
        Spot { col, row }
    }
    /// Index into a sheet's cells.
    pub fn index(self) -> usize {
        self.col as usize * LAYOUT.data.rows as usize + self.row as usize
    }
    pub fn on_sheet(self) -> bool {
        self.col < LAYOUT.data.columns && self.row < LAYOUT.data.rows
    }
    /// Even columns sit half a hex lower than odd ones.
    pub fn lowered(self) -> bool {
        self.col.is_multiple_of(2)
    }
    /// The neighbours on the sheet, following docs/rulings.md MS-2.
    pub fn neighbours(self) -> Vec<Spot> {
        self.neighbours_within(LAYOUT.data.columns, LAYOUT.data.rows)
    }
    /// The neighbours on a sheet of `columns` × `rows` (no access to [`LAYOUT`], which uses it).
    fn neighbours_within(self, columns: u8, rows: u8) -> Vec<Spot> {
        let (c, r) = (self.col as i32, self.row as i32);
        let side_rows = if self.lowered() {
            [r, r + 1]
        } else {
            [r - 1, r]
        };
        let mut out = vec![(c, r - 1), (c, r + 1)];
        for dc in [-1, 1] {
            for rr in side_rows {
                out.push((c + dc, rr));
            }
        }
        out.into_iter()
            .filter(|&(c, r)| c >= 0 && r >= 0)
            .filter(|&(c, r)| c < columns as i32 && r < rows as i32)
            .map(|(c, r)| Spot::new(c as u8, r as u8))
            .collect()
    }
    /// Centre in a flat-top layout with unit circumradius (y down), for drawing and hit-testing.
    pub fn center(self) -> (f32, f32) {
        let y = 3f32.sqrt() * (self.row as f32 + if self.lowered() { 0.5 } else { 0.0 });
        (1.5 * self.col as f32, y)
    }
    /// The spot as an axial hex of [`Spot::hexes`]: the column is q, and r slants up a row every
    /// second column, so hex (0, 0) is A1.
    pub fn hex(self) -> Hex {
        let c = i32::from(self.col);
        Hex::new(c, i32::from(self.row) - (c + 1) / 2)
    }
    /// The spot of an axial hex of [`Spot::hexes`], if it is on the sheet.
    pub fn of_hex(h: Hex) -> Option<Spot> {
        let row = h.r + (h.q + 1) / 2;
        let on = (0..i32::from(LAYOUT.data.columns)).contains(&h.q)
            && (0..i32::from(LAYOUT.data.rows)).contains(&row);
        on.then(|| Spot::new(h.q as u8, row as u8))
    }
    /// The sheet's hexes as a flat-top layout with unit circumradius: A1 sits half a hex below the
    /// origin (even columns are lowered), so its centres are those of [`Spot::center`].
    pub fn hexes() -> HexLayout {
        HexLayout {
            orientation: Orientation::Flat,
            origin: (0.0, 3f32.sqrt() / 2.0),
            size: 1.0,
        }
    }
}

/// The sheet's geometry with neighbour lists precomputed.
#[derive(Clone, Debug)]
pub struct Layout {
    pub data: SheetData,
    /// Every hex, by index.
    pub spots: Vec<Spot>,
    /// Neighbour indices of every hex.
    pub neighbours: Vec<Vec<usize>>,
    /// Indices of the blue hexes.
    pub blue: Vec<usize>,
    /// Neighbours of every hex as a bit set (bit `j` for hex `j`; at most 81 hexes fit a `u128`).
    pub neighbour_bits: Vec<u128>,
    /// The blue hexes as a bit set.
    pub blue_bits: u128,
}

impl Layout {
    fn new(data: SheetData) -> Layout {
        let mut spots = Vec::new();
        for col in 0..data.columns {
            for row in 0..data.rows {
                spots.push(Spot::new(col, row));
            }
        }
        let rows = data.rows as usize;
        let index = |s: Spot| s.col as usize * rows + s.row as usize;
        let neighbours: Vec<Vec<usize>> = spots
            .iter()
            .map(|s| {
                s.neighbours_within(data.columns, data.rows)
                    .into_iter()
                    .map(index)
                    .collect()
            })
            .collect();
        let blue: Vec<usize> = data
            .blue
            .iter()
            .map(|&(c, r)| index(Spot::new(c, r)))
            .collect();
        let bits = |list: &[usize]| list.iter().fold(0u128, |m, &j| m | 1 << j);
        let neighbour_bits = neighbours.iter().map(|n| bits(n)).collect();
        let blue_bits = bits(&blue);
        Layout {
            data,
            spots,
            neighbours,
            blue,
            neighbour_bits,
            blue_bits,
        }
    }
    pub fn len(&self) -> usize {
        self.spots.len()
    }
    pub fn is_empty(&self) -> bool {
        self.spots.is_empty()
    }
    pub fn is_blue(&self, i: usize) -> bool {
        self.blue.contains(&i)
    }
    pub fn blue_names(&self) -> String {
        let names: Vec<String> = self
            .blue
            .iter()
            .map(|&i| self.spots[i].to_string())
            .collect();
        names.join(", ")
    }
}

/// What a hex holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Empty,
    Num(u8),
    /// The wildcard from a green box: no cap, scores nothing.
    X,
}

impl Cell {
    pub fn is_filled(self) -> bool {
        self != Cell::Empty
    }
    /// How many connections the hex may have at most (`None` for X and empty).
    pub fn cap(self) -> Option<usize> {
        match self {
            Cell::Num(n) => Some(n as usize),
            _ => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cell::Empty => write!(f, "nothing"),
            Cell::Num(n) => write!(f, "{n}"),
            Cell::X => write!(f, "X"),
        }
    }
}

/// Why a hex cannot take a mark (`rules::block_msg` words it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Filled(Spot, Cell),
    /// The hex itself would get more connections than its number.
    OwnCap {
        at: Spot,
        value: u8,
        connections: usize,
    },
    /// A neighbour holding `value` would get `connections` (one too many).
    NeighbourCap {
        at: Spot,
        value: u8,
        connections: usize,
    },
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sheet {
    pub cells: Vec<Cell>,
    pub red_used: u8,
    pub green_used: u8,
    /// Out of the game for good (still scores).
    pub out: bool,
    /// Setup dice not written yet.
    pub setup_left: Vec<u8>,
}

impl Sheet {
    pub fn new() -> Sheet {
        Sheet {
            cells: vec![Cell::Empty; LAYOUT.len()],
            red_used: 0,
            green_used: 0,
            out: false,
            setup_left: Vec::new(),
        }
    }
    pub fn cell(&self, s: Spot) -> Cell {
        self.cells[s.index()]
    }
    /// Written neighbours of hex `i` (its connections if it is written itself).
    pub fn connections(&self, i: usize) -> usize {
        LAYOUT.neighbours[i]
            .iter()
            .filter(|&&j| self.cells[j].is_filled())
            .count()
    }
    pub fn red_left(&self) -> u8 {
        LAYOUT.data.red_boxes.saturating_sub(self.red_used)
    }
    pub fn green_left(&self) -> u8 {
        LAYOUT.data.green_boxes.saturating_sub(self.green_used)
    }
    /// Why `mark` cannot go into hex `i`, or `None` if it can.
    pub fn block(&self, i: usize, mark: Cell) -> Option<Block> {
        let at = LAYOUT.spots[i];
        if self.cells[i].is_filled() {
            return Some(Block::Filled(at, self.cells[i]));
        }
        let own = self.connections(i);
        if let Cell::Num(v) = mark {
            if own > v as usize {
                return Some(Block::OwnCap {
                    at,
                    value: v,
                    connections: own,
                });
            }
        }
        for &j in &LAYOUT.neighbours[i] {
            if let Cell::Num(n) = self.cells[j] {
                let after = self.connections(j) + 1;
                if after > n as usize {
                    return Some(Block::NeighbourCap {
                        at: LAYOUT.spots[j],
                        value: n,
                        connections: after,
                    });
                }
            }
        }
        None
    }
    pub fn fits(&self, i: usize, mark: Cell) -> bool {
        self.block(i, mark).is_none()
    }
    /// The written hexes as a bit set.
    pub fn filled_bits(&self) -> u128 {
        self.cells
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_filled())
            .fold(0, |m, (i, _)| m | 1 << i)
    }
    /// Where marks may still go, in one pass over the sheet (the same arithmetic as
    /// [`Sheet::block`], on bit sets; a seeded test checks they agree).
    pub fn room(&self) -> Room {
        let filled = self.filled_bits();
        let nb = &LAYOUT.neighbour_bits;
        // Numbers that already have all their connections: no free neighbour may be written.
        let mut full = 0u128;
        for (i, c) in self.cells.iter().enumerate() {
            if let Cell::Num(n) = c {
                if (nb[i] & filled).count_ones() >= u32::from(*n) {
                    full |= 1 << i;
                }
            }
        }
        let mut room = Room {
            open: 0,
            least: u8::MAX,
            conn: [0; 128],
        };
        for (i, &around) in nb.iter().enumerate().take(self.cells.len()) {
            if filled >> i & 1 == 1 || around & full != 0 {
                continue;
            }
            let c = (around & filled).count_ones() as u8;
            room.open |= 1 << i;
            room.conn[i] = c;
            room.least = room.least.min(c);
        }
        room
    }
    pub fn fits_anywhere(&self, mark: Cell) -> bool {
        self.room().fits_anywhere(mark)
    }
    /// Whether a drafted die showing `v` can be used (docs/rulings.md MS-8).
    pub fn usable(&self, v: u8) -> bool {
        self.room().usable(self, v)
    }
}

/// Where a sheet can still take marks (see [`Sheet::room`]).
#[derive(Clone, Debug)]
pub struct Room {
    /// Free hexes none of whose written neighbours is full: an X fits in each of them.
    pub open: u128,
    /// The fewest written neighbours of an open hex (`u8::MAX` when none is open).
    pub least: u8,
    /// Written neighbours of each open hex.
    pub conn: [u8; 128],
}

impl Room {
    /// The hexes where `mark` fits, as a bit set.
    pub fn fits_bits(&self, mark: Cell) -> u128 {
        match mark {
            Cell::Num(v) if self.least <= v => {
                let mut out = 0;
                let mut m = self.open;
                while m != 0 {
                    let i = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if self.conn[i] <= v {
                        out |= 1 << i;
                    }
                }
                out
            }
            Cell::Num(_) | Cell::Empty => 0,
            Cell::X => self.open,
        }
    }
    pub fn fits_anywhere(&self, mark: Cell) -> bool {
        match mark {
            Cell::Num(v) => self.least <= v,
            Cell::X => self.open != 0,
            Cell::Empty => false,
        }
    }
    /// Whether a drafted `v` can be used on `sheet` (whose room this is).
    pub fn usable(&self, sheet: &Sheet, v: u8) -> bool {
        match v {
            1 => sheet.red_left() > 0 || self.least <= 1,
            6 => (sheet.green_left() > 0 && self.open != 0) || self.least <= 5,
            _ => self.least <= v,
        }
    }
}

impl Sheet {
    /// Whether hex `i` holds a number with exactly that many connections.
    pub fn complete(&self, i: usize) -> bool {
        matches!(self.cells[i], Cell::Num(n) if self.connections(i) == n as usize)
    }
    /// Points for complete hexes.
    pub fn hex_points(&self) -> i32 {
        (0..self.cells.len())
            .filter(|&i| self.complete(i))
            .map(|i| match self.cells[i] {
                Cell::Num(n) => n as i32,
                _ => 0,
            })
            .sum()
    }
    /// The final score: complete hexes plus the uncrossed boxes.
    pub fn total(&self) -> i32 {
        self.hex_points()
            + LAYOUT.data.box_points * (self.red_left() as i32 + self.green_left() as i32)
    }
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::new()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Chance: the three setup dice.
    SetupRoll,
    /// `seat` picks one of its setup dice.
    SetupTake,
    /// `seat` writes this setup die into a blue hex.
    SetupWrite(u8),
    /// Chance: a new round's pool.
    RoundRoll,
    /// `seat` drafts a die from the pool.
    Take,
    /// `seat` holds this drafted die and decides what to do with it.
    Drafted(u8),
    /// Chance: the drafted 6 is rerolled.
    SixRoll,
    /// `seat` writes the value its six turned into (no box options).
    Rerolled(u8),
    /// `seat` crossed a green box and writes an X.
    PlaceX,
    /// Chance: a red box rerolls the rest of the pool.
    PoolReroll,
    Over,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub sheets: Vec<Sheet>,
    pub stage: Stage,
    /// The seat acting (during setup and turns).
    pub seat: usize,
    /// This round's first player.
    pub first: usize,
    /// Round number (1 for the first round; 0 during setup).
    pub round: u32,
    /// This round's turns in order: the players in, from the first, twice.
    pub turns: Vec<usize>,
    /// How many of `turns` have started.
    pub next_turn: usize,
    /// The drafting pool.
    pub pool: Vec<u8>,
    /// The die the acting seat drafted, showing its current face.
    pub hand: Option<u8>,
    /// This round's used dice.
    pub discards: Vec<u8>,
    /// Dice that left the game when players went out (this round).
    pub removed: Vec<u8>,
    /// The setup roll.
    pub setup_dice: Vec<u8>,
    /// Everyone writes the setup dice at once: the other seats still writing theirs, each with
    /// its step (`SetupTake` or `SetupWrite`), by seat.
    #[serde(default)]
    pub setup_waiting: Vec<(usize, Stage)>,
}

impl State {
    pub fn seats(&self) -> usize {
        self.sheets.len()
    }
    pub fn players_in(&self) -> usize {
        self.sheets.iter().filter(|s| !s.out).count()
    }
    /// 1 or 2: which pass of the round the current turn belongs to.
    pub fn pass(&self) -> usize {
        if self.next_turn * 2 <= self.turns.len() {
            1
        } else {
            2
        }
    }
}

/// Molecular Structures has no options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {}
