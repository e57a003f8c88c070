//! The sheet's geometry: the loading grid as a bitboard, the five tetromino drawings, their
//! orientations and every placement, precomputed once from resources/diaominos.ron.
//!
//! Grid cell index = row * columns + column, row 0 at the bottom. A placement keeps which grid
//! cell each drawing cell lands on, so diamonds follow the piece through rotations and mirrors.

use super::data::{DiaominosData, PieceData};
use std::sync::LazyLock;

/// A set of grid cells.
pub type Bits = u128;

/// The resource, validated by build.rs.
pub static DATA: LazyLock<DiaominosData> = LazyLock::new(|| {
    match ron::from_str(include_str!("../../../resources/diaominos.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/diaominos.ron was checked by build.rs: {e}"),
    }
});

/// Everything precomputed about the grid and the pieces.
pub static GEO: LazyLock<Geometry> = LazyLock::new(|| Geometry::new(&DATA));

pub const PIECES: usize = 5;

/// A colour's one-letter symbol.
pub fn colour_letter(c: u8) -> &'static str {
    DATA.colours
        .get(c as usize)
        .map(|c| c.letter.as_str())
        .unwrap_or("?")
}
pub fn piece_name(p: u8) -> &'static str {
    GEO.shapes
        .get(p as usize)
        .map(|s| s.name.as_str())
        .unwrap_or("?")
}

/// One way to lay a piece down: mirrored or not, then turned `rot` quarter turns clockwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Orientation {
    pub rot: u8,
    pub mirror: bool,
    /// Per drawing cell: (column offset, row offset upwards) from the bounding box's bottom-left.
    pub cells: [(i32, i32); 4],
    pub width: i32,
    pub height: i32,
}

/// A piece at an orientation and an anchor (bottom-left of its bounding box).
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    pub piece: u8,
    /// Index into the piece's `orientations`.
    pub orient: u8,
    pub anchor: u8,
    /// Per drawing cell, the grid cell it covers.
    pub cells: [u8; 4],
    pub mask: Bits,
    /// Cells sharing a side with the piece (outside it).
    pub around: Bits,
    /// Whether it lies on the bottom row (the bottom edge counts as loaded).
    pub bottom: bool,
}

/// A drawing and its distinct orientations.
#[derive(Clone, Debug)]
pub struct Shape {
    pub name: String,
    /// Drawing cells as (column, row from the top), in drawing-cell order.
    pub drawing: [(i32, i32); 4],
    pub width: i32,
    pub height: i32,
    /// Orientations giving different cell-by-cell results (a mirror that equals a turn is listed once).
    pub orientations: Vec<Orientation>,
}

pub struct Geometry {
    pub columns: usize,
    pub rows: usize,
    pub cells: usize,
    pub shapes: Vec<Shape>,
    /// Every placement that fits on the grid, per piece.
    pub placements: Vec<Vec<Placement>>,
    /// Cells of each row.
    pub row_masks: Vec<Bits>,
    pub all: Bits,
    /// Cells of the left-most and right-most columns.
    left_col: Bits,
    right_col: Bits,
    /// Per piece, per orientation index × cells + anchor: the index of that placement in
    /// `placements` (u16::MAX where it sticks out of the grid).
    placement_at: Vec<Vec<u16>>,
    /// Per piece, per mirror × 4 + rot: the listed orientation with that spelling.
    orient_of: Vec<[Option<u8>; 8]>,
    /// Per piece, its orientations for the fast move generator (see [`Frontier`]).
    pub fast: Vec<Vec<FastOrient>>,
    /// Each free diamond shape (four cells shifted to the bottom-left corner) and its piece.
    shape_masks: Vec<(Bits, u8)>,
}

/// How far a piece reaches from the bottom-left of its bounding box (cells 0..4 each way).
const REACH: usize = 4;

/// An orientation of a piece for the fast generator: its spelling, where its cells lie from its
/// anchor (as indices `row * REACH + column` into [`Frontier`]'s shifted boards), and the anchors
/// where it stays on the grid.
#[derive(Clone, Debug, PartialEq)]
pub struct FastOrient {
    /// Index into the piece's `orientations`.
    pub orient: u8,
    pub rot: u8,
    pub mirror: bool,
    shifts: [u8; 4],
    /// The anchors (bottom-left cells) from which the whole piece lies on the grid.
    inside: Bits,
}

/// A grid's free cells and contact cells, shifted down by every offset a piece cell can have from
/// its anchor: the anchors where an orientation fits are then a few ANDs and ORs. The same test
/// as [`Placement`]'s `mask`/`around`/`bottom` (the placement must lie on the grid, cover only
/// empty cells and touch a loaded cell or the bottom edge), done for all anchors at once. Only
/// anchors that keep the piece on the grid are kept, so a shifted cell never wraps round an edge.
pub struct Frontier {
    free: [Bits; REACH * REACH],
    contact: [Bits; REACH * REACH],
}

impl Frontier {
    pub fn new(loaded: Bits) -> Frontier {
        let g = &*GEO;
        let empty = g.all & !loaded;
        // A piece touches when one of its cells is next to a loaded cell or on the bottom row.
        let contact = (g.grow(loaded) | g.row_masks[0]) & empty;
        let mut f = Frontier {
            free: [0; REACH * REACH],
            contact: [0; REACH * REACH],
        };
        for k in 0..REACH * REACH {
            let sh = (k / REACH) * g.columns + k % REACH;
            f.free[k] = empty >> sh;
            f.contact[k] = contact >> sh;
        }
        f
    }
    /// The anchors (grid cells) where orientation `o` fits.
    #[inline]
    pub fn anchors(&self, o: &FastOrient) -> Bits {
        // (`& 15`: the shifts are below REACH², and the mask spares the bounds checks.)
        let [a, b, c, d] = o.shifts.map(|x| usize::from(x) & (REACH * REACH - 1));
        (self.free[a] & self.free[b] & self.free[c] & self.free[d])
            & (self.contact[a] | self.contact[b] | self.contact[c] | self.contact[d])
            & o.inside
    }
    /// Whether `piece` fits anywhere.
    pub fn fits(&self, piece: usize) -> bool {
        GEO.fast[piece].iter().any(|o| self.anchors(o) != 0)
    }
}

/// (column, row-from-top) transformed: mirror left-right first, then `rot` clockwise quarter turns.
fn transform(x: i32, y: i32, rot: u8, mirror: bool) -> (i32, i32) {
    let (mut x, mut y) = if mirror { (-x, y) } else { (x, y) };
    for _ in 0..rot {
        // Clockwise on a y-down drawing: right → down.
        let nx = -y;
        let ny = x;
        x = nx;
        y = ny;
    }
    (x, y)
}

/// A piece's drawing and its distinct orientations (rotations and mirror images).
fn shape_of(p: &PieceData) -> Shape {
    let dc = p.cells();
    let drawing: [(i32, i32); 4] = std::array::from_fn(|i| dc.get(i).copied().unwrap_or((0, 0)));
    let width = drawing.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let height = drawing.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    let mut orientations: Vec<Orientation> = Vec::new();
    for mirror in [false, true] {
        for rot in 0..4u8 {
            let t: Vec<(i32, i32)> = drawing
                .iter()
                .map(|&(x, y)| transform(x, y, rot, mirror))
                .collect();
            let mx = t.iter().map(|c| c.0).min().unwrap_or(0);
            let my = t.iter().map(|c| c.1).min().unwrap_or(0);
            let h = t.iter().map(|c| c.1).max().unwrap_or(0) - my + 1;
            let w = t.iter().map(|c| c.0).max().unwrap_or(0) - mx + 1;
            // To grid offsets: column from the left, row upwards from the bottom.
            let cells: [(i32, i32); 4] =
                std::array::from_fn(|i| (t[i].0 - mx, h - 1 - (t[i].1 - my)));
            if orientations.iter().any(|o| o.cells == cells) {
                continue;
            }
            orientations.push(Orientation {
                rot,
                mirror,
                cells,
                width: w,
                height: h,
            });
        }
    }
    Shape {
        name: p.name.clone(),
        drawing,
        width,
        height,
        orientations,
    }
}

/// Every position of piece `pi` (shape `s`) on a `columns` × `rows` grid, orientation by
/// orientation, with the cells it covers and the cells around it.
fn placements_of(pi: usize, s: &Shape, columns: usize, rows: usize) -> Vec<Placement> {
    let bit = |c: usize, r: usize| -> Bits { 1u128 << (r * columns + c) };
    let mut list = Vec::new();
    for (oi, o) in s.orientations.iter().enumerate() {
        for r in 0..=(rows as i32 - o.height) {
            for c in 0..=(columns as i32 - o.width) {
                let cells: [u8; 4] = std::array::from_fn(|i| {
                    ((r + o.cells[i].1) as usize * columns + (c + o.cells[i].0) as usize) as u8
                });
                let mask: Bits = cells.iter().fold(0, |m, &i| m | 1u128 << i);
                let mut around: Bits = 0;
                for &i in &cells {
                    let (cc, rr) = (i as usize % columns, i as usize / columns);
                    if cc > 0 {
                        around |= bit(cc - 1, rr);
                    }
                    if cc + 1 < columns {
                        around |= bit(cc + 1, rr);
                    }
                    if rr > 0 {
                        around |= bit(cc, rr - 1);
                    }
                    if rr + 1 < rows {
                        around |= bit(cc, rr + 1);
                    }
                }
                around &= !mask;
                list.push(Placement {
                    piece: pi as u8,
                    orient: oi as u8,
                    anchor: (r as usize * columns + c as usize) as u8,
                    cells,
                    mask,
                    around,
                    bottom: r == 0,
                });
            }
        }
    }
    list
}

impl Geometry {
    fn new(d: &DiaominosData) -> Geometry {
        let (columns, rows) = (d.columns, d.rows);
        let cells = columns * rows;
        let shapes: Vec<Shape> = d.pieces.iter().map(shape_of).collect();
        let bit = |c: usize, r: usize| -> Bits { 1u128 << (r * columns + c) };
        let placements: Vec<Vec<Placement>> = shapes
            .iter()
            .enumerate()
            .map(|(pi, s)| placements_of(pi, s, columns, rows))
            .collect();
        let row_masks = (0..rows)
            .map(|r| (0..columns).fold(0, |m, c| m | bit(c, r)))
            .collect();
        let all = if cells == 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        };
        let left_col = (0..rows).fold(0, |m, r| m | bit(0, r));
        let right_col = (0..rows).fold(0, |m, r| m | bit(columns - 1, r));
        let fast = shapes
            .iter()
            .map(|s| {
                s.orientations
                    .iter()
                    .enumerate()
                    .map(|(oi, o)| FastOrient {
                        orient: oi as u8,
                        rot: o.rot,
                        mirror: o.mirror,
                        shifts: o
                            .cells
                            .map(|(x, y)| (y as usize * REACH + x as usize) as u8),
                        inside: (0..=rows as i32 - o.height)
                            .flat_map(|r| (0..=columns as i32 - o.width).map(move |c| (c, r)))
                            .fold(0, |m, (c, r)| m | bit(c as usize, r as usize)),
                    })
                    .collect()
            })
            .collect();
        let mut shape_masks: Vec<(Bits, u8)> = Vec::new();
        for (pi, s) in shapes.iter().enumerate() {
            for o in &s.orientations {
                let m = o
                    .cells
                    .iter()
                    .fold(0, |m, &(x, y)| m | bit(x as usize, y as usize));
                if !shape_masks.iter().any(|&(k, _)| k == m) {
                    shape_masks.push((m, pi as u8));
                }
            }
        }
        let placement_at = placements
            .iter()
            .zip(&shapes)
            .map(|(list, s): (&Vec<Placement>, &Shape)| {
                let mut at = vec![u16::MAX; s.orientations.len() * cells];
                for (i, p) in list.iter().enumerate() {
                    at[p.orient as usize * cells + p.anchor as usize] = i as u16;
                }
                at
            })
            .collect();
        let orient_of = shapes
            .iter()
            .map(|s| {
                let mut of = [None; 8];
                for (i, o) in s.orientations.iter().enumerate() {
                    of[usize::from(o.mirror) * 4 + usize::from(o.rot % 4)] = Some(i as u8);
                }
                of
            })
            .collect();
        Geometry {
            columns,
            rows,
            cells,
            shapes,
            placements,
            row_masks,
            all,
            left_col,
            right_col,
            placement_at,
            orient_of,
            fast,
            shape_masks,
        }
    }

    /// Which of the five shapes the four connected cells of `m` make, without allocating (the
    /// same answer as [`Geometry::classify`]).
    pub fn classify_mask(&self, m: Bits) -> Option<usize> {
        if m.count_ones() != 4 {
            return None;
        }
        let low_row = m.trailing_zeros() as usize / self.columns;
        let mut low_col = self.columns;
        for i in bits(m) {
            low_col = low_col.min(i % self.columns);
        }
        let k = m >> (low_row * self.columns + low_col);
        self.shape_masks
            .iter()
            .find(|&&(s, _)| s == k)
            .map(|&(_, p)| p as usize)
    }

    /// `a1` is the bottom-left cell.
    pub fn cell_name(&self, i: usize) -> String {
        let c = (b'a' + (i % self.columns) as u8) as char;
        format!("{c}{}", i / self.columns + 1)
    }

    pub fn parse_cell(&self, s: &str) -> Result<usize, String> {
        let mut ch = s.chars();
        let c = ch.next().ok_or_else(|| "an empty cell name".to_string())?;
        let col = (c as i64) - ('a' as i64);
        let row: i64 = ch
            .as_str()
            .parse()
            .map_err(|_| format!("`{s}` is not a grid cell like a1"))?;
        if !(0..self.columns as i64).contains(&col) || !(1..=self.rows as i64).contains(&row) {
            return Err(format!(
                "`{s}` is not on the {}x{} grid",
                self.columns, self.rows
            ));
        }
        Ok((row - 1) as usize * self.columns + col as usize)
    }

    pub fn piece_index(&self, name: &str) -> Option<usize> {
        self.shapes.iter().position(|s| s.name == name)
    }

    /// The placement of `piece` in orientation index `orient` with bottom-left `anchor`.
    pub fn placement(&self, piece: usize, orient: usize, anchor: usize) -> Option<&Placement> {
        if anchor >= self.cells {
            return None;
        }
        let i = *self
            .placement_at
            .get(piece)?
            .get(orient * self.cells + anchor)?;
        self.placements.get(piece)?.get(usize::from(i))
    }

    /// The listed orientation index of (rot, mirror) for `piece`, if that spelling is listed.
    #[inline]
    pub fn listed_orient(&self, piece: usize, rot: u8, mirror: bool) -> Option<usize> {
        if rot >= 4 {
            return None;
        }
        let k = usize::from(mirror) * 4 + usize::from(rot);
        self.orient_of
            .get(piece)?
            .get(k)
            .copied()
            .flatten()
            .map(usize::from)
    }

    /// The orientation index of (rot, mirror) for `piece`, resolving a mirror that equals a turn.
    pub fn orient_index(&self, piece: usize, rot: u8, mirror: bool) -> Option<usize> {
        let s = self.shapes.get(piece)?;
        if let Some(i) = s
            .orientations
            .iter()
            .position(|o| o.rot == rot && o.mirror == mirror)
        {
            return Some(i);
        }
        // Not listed: it duplicates a listed one; find which by comparing cells.
        let t: Vec<(i32, i32)> = s
            .drawing
            .iter()
            .map(|&(x, y)| transform(x, y, rot % 4, mirror))
            .collect();
        let mx = t.iter().map(|c| c.0).min().unwrap_or(0);
        let my = t.iter().map(|c| c.1).min().unwrap_or(0);
        let h = t.iter().map(|c| c.1).max().unwrap_or(0) - my + 1;
        let cells: [(i32, i32); 4] = std::array::from_fn(|i| (t[i].0 - mx, h - 1 - (t[i].1 - my)));
        s.orientations.iter().position(|o| o.cells == cells)
    }

    /// Which of the five shapes four connected cells make (None if not four connected cells).
    pub fn classify(&self, cells: &[usize]) -> Option<usize> {
        let pts: Vec<(i32, i32)> = cells
            .iter()
            .map(|&i| ((i % self.columns) as i32, -((i / self.columns) as i32)))
            .collect();
        let key = super::data::free_shape_key(&pts);
        self.shapes
            .iter()
            .position(|s| super::data::free_shape_key(&s.drawing) == key)
    }

    /// Cells sharing a side with any cell of `m`.
    pub fn grow(&self, m: Bits) -> Bits {
        let c = self.columns;
        let up = m << c;
        let down = m >> c;
        let east = (m & !self.right_col) << 1;
        let west = (m & !self.left_col) >> 1;
        (up | down | east | west) & self.all
    }

    /// The orthogonally connected groups of `m`.
    pub fn components(&self, m: Bits) -> Vec<Bits> {
        let mut out = Vec::new();
        self.each_component(m, |c| out.push(c));
        out
    }

    /// The orthogonally connected group of `m` that holds the cells `seed` (cells of `m`).
    pub fn component_of(&self, seed: Bits, m: Bits) -> Bits {
        let mut comp = seed;
        loop {
            let next = (comp | self.grow(comp)) & m;
            if next == comp {
                return comp;
            }
            comp = next;
        }
    }

    /// Calls `f` with each orthogonally connected group of `m` (no allocation).
    pub fn each_component(&self, m: Bits, mut f: impl FnMut(Bits)) {
        let mut rest = m;
        while rest != 0 {
            let comp = self.component_of(rest & rest.wrapping_neg(), m);
            rest &= !comp;
            f(comp);
        }
    }
}

/// The indices of the set bits (`Bits` is a `u128`).
pub use crate::engine::bitset::bits;
