//! Diaominos' data: the table, the sheets and the phases (no rules decisions here
//! beyond what a sheet can say about itself: which placements are free, what a load leaves behind).

use super::cube::{Cube, Dir};
use super::shapes::{bits, Bits, Placement, DATA, GEO, PIECES};
use serde::{Deserialize, Serialize};

/// Rounds per game (one per space A–F).
pub const ROUNDS: u8 = 6;
/// Layer turns in a scramble (as many as a [`Turns`](super::cube::Turns) holds).
pub const SCRAMBLE_TURNS: usize = super::cube::MAX_TURNS;

/// The side of the board seat `i` sits on, for `seats` players.
pub fn seat_dir(seats: usize, i: usize) -> Dir {
    match (seats, i) {
        (2, 1) => Dir::N,
        (3, 1) | (4, 1) => Dir::W,
        (3, 2) | (4, 2) => Dir::N,
        (4, 3) => Dir::E,
        _ => Dir::S,
    }
}

/// What one sticker facing a seat asks it to load.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    Piece(u8),
    Wild,
}

/// A cell of the loading grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    Empty,
    /// Empty, marked by a wild top sticker: whatever is loaded here becomes a diamond.
    WildMark,
    /// Loaded, no diamond.
    Filled,
    /// Loaded diamond not yet part of a scored shape.
    Diamond,
    /// Diamond of a scored shape.
    Spent,
}

/// A cell of a tetromino drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    Unmarked,
    /// Marked by a top sticker: the next load of this piece carries a diamond here.
    Marked,
    /// Its diamond has been loaded (or wasted): never marked again.
    Used,
}

/// A loaded piece, kept for drawing its outline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Loaded {
    pub piece: u8,
    pub round: u8,
    pub cells: [u8; 4],
}

/// A scored diamond shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScoredShape {
    pub piece: u8,
    pub round: u8,
    pub cells: [u8; 4],
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sheet {
    /// The colour of each piece (None until chosen); the colour not used is wild.
    pub colours: [Option<u8>; PIECES],
    pub grid: Grid,
    pub drawings: [[Mark; 4]; PIECES],
    /// Pieces still to load (or skip) this round.
    pub slots: Vec<Slot>,
    pub loads: Vec<Loaded>,
    pub shapes: Vec<ScoredShape>,
    /// (round, slot) of every skipped piece.
    pub skipped: Vec<(u8, Slot)>,
}

/// The grid as bitboards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Masks {
    pub loaded: Bits,
    pub diamond: Bits,
    pub spent: Bits,
    pub wild: Bits,
}

/// The loading grid, kept as bitboards (what move generation and scoring read) and read or
/// written cell by cell like a list of [`Cell`]s. Saved as that list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(into = "Vec<Cell>", from = "Vec<Cell>")]
pub struct Grid {
    masks: Masks,
}

/// One static of each kind of cell, for handing out references.
const CELLS: [Cell; 5] = [
    Cell::Empty,
    Cell::WildMark,
    Cell::Filled,
    Cell::Diamond,
    Cell::Spent,
];

impl Grid {
    /// An empty grid.
    pub fn new() -> Grid {
        Grid::default()
    }
    pub fn masks(&self) -> Masks {
        self.masks
    }
    pub fn len(&self) -> usize {
        GEO.cells
    }
    pub fn is_empty(&self) -> bool {
        GEO.cells == 0
    }
    /// The cell `i`, if it is on the grid.
    pub fn get(&self, i: usize) -> Option<&'static Cell> {
        if i >= GEO.cells {
            return None;
        }
        let b = 1u128 << i;
        let m = &self.masks;
        Some(if m.loaded & b == 0 {
            if m.wild & b != 0 {
                &CELLS[1]
            } else {
                &CELLS[0]
            }
        } else if m.diamond & b != 0 {
            &CELLS[3]
        } else if m.spent & b != 0 {
            &CELLS[4]
        } else {
            &CELLS[2]
        })
    }
    /// Sets cell `i` (ignored off the grid).
    pub fn set(&mut self, i: usize, c: Cell) {
        if i >= GEO.cells {
            return;
        }
        let b = 1u128 << i;
        let m = &mut self.masks;
        m.loaded &= !b;
        m.diamond &= !b;
        m.spent &= !b;
        m.wild &= !b;
        match c {
            Cell::Empty => {}
            Cell::WildMark => m.wild |= b,
            Cell::Filled => m.loaded |= b,
            Cell::Diamond => {
                m.loaded |= b;
                m.diamond |= b;
            }
            Cell::Spent => {
                m.loaded |= b;
                m.spent |= b;
            }
        }
    }
    /// Every cell in index order.
    pub fn iter(&self) -> impl Iterator<Item = &'static Cell> + '_ {
        (0..GEO.cells).map(|i| self.get(i).unwrap_or(&CELLS[0]))
    }
}

impl std::ops::Index<usize> for Grid {
    type Output = Cell;
    /// Panics off the grid, like a list.
    fn index(&self, i: usize) -> &Cell {
        match self.get(i) {
            Some(c) => c,
            None => panic!("cell {i} is off the {}-cell grid", GEO.cells),
        }
    }
}

impl From<Grid> for Vec<Cell> {
    fn from(g: Grid) -> Vec<Cell> {
        g.iter().copied().collect()
    }
}

impl From<Vec<Cell>> for Grid {
    fn from(cells: Vec<Cell>) -> Grid {
        let mut g = Grid::new();
        for (i, c) in cells.into_iter().enumerate() {
            g.set(i, c);
        }
        g
    }
}

/// Why a placement cannot go where it is: the one test behind both the legal list and the
/// refusals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// It would cover this already loaded cell.
    Overlap(usize),
    /// It touches no loaded cell by a side and does not lie on the bottom row.
    Floating,
}

/// Whether placement `pl` is free on a grid with these masks (`None`) or why not.
#[inline]
pub fn blocked(pl: &Placement, masks: &Masks) -> Option<Blocked> {
    let overlap = pl.mask & masks.loaded;
    if overlap != 0 {
        Some(Blocked::Overlap(overlap.trailing_zeros() as usize))
    } else if !pl.bottom && pl.around & masks.loaded == 0 {
        Some(Blocked::Floating)
    } else {
        None
    }
}

impl Sheet {
    pub fn new() -> Sheet {
        Sheet {
            colours: [None; PIECES],
            grid: Grid::new(),
            drawings: [[Mark::Unmarked; 4]; PIECES],
            // Sized once for a whole game (4 slots a round, at most 4 loads in each of 6 rounds),
            // so a game's play does not grow them step by step.
            slots: Vec::with_capacity(4),
            loads: Vec::with_capacity(24),
            shapes: Vec::new(),
            skipped: Vec::new(),
        }
    }
    pub fn masks(&self) -> Masks {
        self.grid.masks()
    }
    /// The wild colour once every piece has a colour.
    pub fn wild_colour(&self) -> Option<u8> {
        if self.colours.iter().any(|c| c.is_none()) {
            return None;
        }
        (0..6u8).find(|c| !self.colours.contains(&Some(*c)))
    }
    /// What a sticker of `colour` means on this sheet.
    pub fn slot_of(&self, colour: u8) -> Slot {
        match self.colours.iter().position(|&c| c == Some(colour)) {
            Some(p) => Slot::Piece(p as u8),
            None => Slot::Wild,
        }
    }
    /// Marks the bottom-most, then right-most unmarked cell of `piece`'s drawing, if any.
    pub fn mark_drawing(&mut self, piece: usize) {
        let shape = &GEO.shapes[piece];
        let best = (0..4)
            .filter(|&i| self.drawings[piece][i] == Mark::Unmarked)
            .max_by_key(|&i| (shape.drawing[i].1, shape.drawing[i].0));
        if let Some(i) = best {
            self.drawings[piece][i] = Mark::Marked;
        }
    }
    /// Number of full rows.
    pub fn full_rows(&self) -> usize {
        let loaded = self.masks().loaded;
        GEO.row_masks.iter().filter(|&&r| loaded & r == r).count()
    }
    /// Shapes scored per piece.
    pub fn shape_counts(&self) -> [usize; PIECES] {
        let mut c = [0; PIECES];
        for s in &self.shapes {
            c[s.piece as usize] += 1;
        }
        c
    }
    /// The round in which this sheet first scored each piece.
    pub fn first_rounds(&self) -> [Option<u8>; PIECES] {
        let mut f = [None; PIECES];
        for s in &self.shapes {
            let e = &mut f[s.piece as usize];
            if e.is_none_or(|r| s.round < r) {
                *e = Some(s.round);
            }
        }
        f
    }
    /// The placements of `piece` that are free now (indices into `GEO.placements[piece]`): the
    /// same test as [`blocked`], which also says why a placement is not free.
    pub fn placements_of(&self, piece: usize, masks: &Masks) -> impl Iterator<Item = usize> + '_ {
        let masks = *masks;
        GEO.placements[piece]
            .iter()
            .enumerate()
            .filter(move |(_, p)| blocked(p, &masks).is_none())
            .map(|(i, _)| i)
    }
    pub fn fits(&self, piece: usize, masks: &Masks) -> bool {
        self.placements_of(piece, masks).next().is_some()
    }
    /// Pieces that may be loaded now (own slots, and all five while a wild slot is left).
    pub fn loadable_pieces(&self) -> Vec<usize> {
        if self.slots.contains(&Slot::Wild) {
            return (0..PIECES).collect();
        }
        let mut v: Vec<usize> = self
            .slots
            .iter()
            .filter_map(|s| match s {
                Slot::Piece(p) => Some(*p as usize),
                Slot::Wild => None,
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }
    /// Whether `piece` may be loaded now (an own slot, or any piece while a wild slot is left).
    pub fn may_load(&self, piece: usize) -> bool {
        self.slots
            .iter()
            .any(|&s| s == Slot::Wild || s == Slot::Piece(piece as u8))
    }
    /// Loads placement `pl` (known legal) in `round`: uses the piece's own slot before a wild one,
    /// makes the diamonds, uses the drawing's marks and scores finished shapes. Returns the shapes
    /// scored.
    pub fn load(&mut self, pl: &Placement, round: u8) -> usize {
        let piece = pl.piece as usize;
        if let Some(i) = self.slots.iter().position(|&s| s == Slot::Piece(pl.piece)) {
            self.slots.remove(i);
        } else if let Some(i) = self.slots.iter().position(|&s| s == Slot::Wild) {
            self.slots.remove(i);
        }
        let mut m = self.grid.masks();
        let mut made = m.wild & pl.mask;
        for (k, &g) in pl.cells.iter().enumerate() {
            if self.drawings[piece][k] == Mark::Marked {
                made |= 1u128 << g;
                self.drawings[piece][k] = Mark::Used;
            }
        }
        m.loaded |= pl.mask;
        m.wild &= !pl.mask;
        m.diamond |= made;
        self.grid.masks = m;
        self.loads.push(Loaded {
            piece: pl.piece,
            round,
            cells: pl.cells,
        });
        if made == 0 {
            0
        } else {
            self.score_shapes(round)
        }
    }
    /// The diamonds loading placement `pl` would make here, and the piece of each shape it would
    /// score (in the order [`Sheet::load`] scores them), without loading it.
    pub fn load_preview(&self, pl: &Placement) -> (Bits, Vec<u8>) {
        let m = self.grid.masks();
        let mut made = m.wild & pl.mask;
        for (k, &g) in pl.cells.iter().enumerate() {
            if self.drawings[pl.piece as usize][k] == Mark::Marked {
                made |= 1u128 << g;
            }
        }
        let mut shapes = Vec::new();
        if made != 0 {
            GEO.each_component(m.diamond | made, |comp| {
                if let Some(p) = GEO.classify_mask(comp) {
                    shapes.push(p as u8);
                }
            });
        }
        (made, shapes)
    }
    /// Scores every group of exactly four unspent diamonds. Returns how many.
    pub fn score_shapes(&mut self, round: u8) -> usize {
        let mut m = self.grid.masks();
        let mut found: [(Bits, usize); 20] = [(0, 0); 20];
        let mut n = 0;
        GEO.each_component(m.diamond, |comp| {
            if let Some(piece) = GEO.classify_mask(comp) {
                if n < found.len() {
                    found[n] = (comp, piece);
                    n += 1;
                }
            }
        });
        for &(comp, piece) in &found[..n] {
            m.diamond &= !comp;
            m.spent |= comp;
            let mut cells = bits(comp).map(|c| c as u8);
            self.shapes.push(ScoredShape {
                piece: piece as u8,
                round,
                cells: std::array::from_fn(|_| cells.next().unwrap_or(0)),
            });
        }
        self.grid.masks = m;
        n
    }
}

impl Default for Sheet {
    fn default() -> Self {
        Sheet::new()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The cube is being scrambled (chance).
    Scramble,
    /// This seat chooses its colours.
    Colours(u8),
    /// This seat has `left` wild grid marks to place or forgo.
    Wild {
        seat: u8,
        left: u8,
    },
    /// This seat loads its pieces.
    Load(u8),
    Over,
}

/// A Diaominos table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub seats: u8,
    pub cube: Cube,
    /// 0 before the first round, then 1..=6.
    pub round: u8,
    /// The seat in focus's step.
    pub phase: Phase,
    pub sheets: Vec<Sheet>,
    /// Everyone chooses colours, marks and loads at once: the steps of the other seats still busy
    /// with this one, by seat (each a `Colours`, `Wild` or `Load`). A seat in neither `phase` nor
    /// here is done until the next round.
    #[serde(default)]
    pub waiting: Vec<Phase>,
}

impl Phase {
    /// The seat this step belongs to, if it is a seat's.
    pub fn seat(self) -> Option<usize> {
        match self {
            Phase::Colours(s) | Phase::Load(s) | Phase::Wild { seat: s, .. } => Some(s as usize),
            _ => None,
        }
    }
}

impl State {
    /// The seat acting now (in focus), if any.
    pub fn seat(&self) -> Option<usize> {
        self.phase.seat()
    }
    /// `seat`'s step now, in focus or waiting; `None` when it is done (or no seat acts).
    pub fn step_of(&self, seat: usize) -> Option<Phase> {
        std::iter::once(self.phase)
            .chain(self.waiting.iter().copied())
            .find(|p| p.seat() == Some(seat))
    }
    /// The space (0 = A) the cube is on.
    pub fn space(&self) -> usize {
        self.round.saturating_sub(1) as usize
    }
    /// Wild stickers on top for `seat`.
    pub fn wild_count(&self, seat: usize) -> u8 {
        let Some(w) = self.sheets[seat].wild_colour() else {
            return 0;
        };
        self.cube.top().iter().filter(|&&c| c == w).count() as u8
    }
    /// The four stickers facing `seat`.
    pub fn facing(&self, seat: usize) -> [u8; 4] {
        self.cube.facing(seat_dir(self.seats as usize, seat))
    }
}

/// Diaominos has no table-wide options (colours are chosen per seat in the game).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {}

/// The default colour of each piece (rulings.md DI-3: red I, orange O, yellow T, green L, blue S).
pub fn default_colours() -> [Option<u8>; PIECES] {
    std::array::from_fn(|p| {
        DATA.default_colours
            .get(p)
            .and_then(|l| DATA.colours.iter().position(|c| &c.letter == l))
            .map(|i| i as u8)
    })
}
