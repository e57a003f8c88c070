// Plain data types of resources/diaominos.ron. This file is also `#[path]`-included by build.rs,
// which validates the resource at build time, so it must not refer to anything outside itself.

/// One tetromino drawing as printed on the sheet.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PieceData {
    pub name: String,
    /// Rows top to bottom; `#` is a cell, `.` is blank.
    pub drawing: Vec<String>,
}

impl PieceData {
    /// The drawing's cells as (column, row-from-top), row-major: this is the drawing cell order.
    pub fn cells(&self) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for (y, row) in self.drawing.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                if ch == '#' {
                    out.push((x as i32, y as i32));
                }
            }
        }
        out
    }
}

/// A sticker colour.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ColourData {
    pub name: String,
    /// The symbol printed on the sticker (colour-blind safe).
    pub letter: String,
    pub rgb: (u8, u8, u8),
}

/// A space of the 4 × 4 board.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SpaceData {
    pub name: String,
    pub col: i32,
    pub row: i32,
}

/// Everything Diaominos reads from its resource.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DiaominosData {
    pub columns: usize,
    pub rows: usize,
    pub pieces: Vec<PieceData>,
    pub colours: Vec<ColourData>,
    pub default_colours: Vec<String>,
    pub spaces: Vec<SpaceData>,
    pub rolls: Vec<Vec<String>>,
}

/// The shape of four cells up to translation, rotation and mirroring (smallest of its 8 images).
pub fn free_shape_key(cells: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mut best: Option<Vec<(i32, i32)>> = None;
    for t in 0..8 {
        let mut v: Vec<(i32, i32)> = cells
            .iter()
            .map(|&(x, y)| {
                let (x, y) = if t >= 4 { (-x, y) } else { (x, y) };
                let mut p = (x, y);
                for _ in 0..(t % 4) {
                    p = (-p.1, p.0);
                }
                p
            })
            .collect();
        let mx = v.iter().map(|p| p.0).min().unwrap_or(0);
        let my = v.iter().map(|p| p.1).min().unwrap_or(0);
        for p in &mut v {
            p.0 -= mx;
            p.1 -= my;
        }
        v.sort();
        if best.as_ref().is_none_or(|b| v < *b) {
            best = Some(v);
        }
    }
    best.unwrap_or_default()
}

fn connected(cells: &[(i32, i32)]) -> bool {
    if cells.is_empty() {
        return false;
    }
    let mut seen = vec![false; cells.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        for (j, c) in cells.iter().enumerate() {
            let d = (c.0 - cells[i].0).abs() + (c.1 - cells[i].1).abs();
            if d == 1 && !seen[j] {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen.iter().all(|&s| s)
}

impl DiaominosData {
    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self) -> Result<(), String> {
        if !(4..=12).contains(&self.columns) || !(4..=10).contains(&self.rows) {
            return Err(format!(
                "grid {}x{} is outside 4..=12 x 4..=10",
                self.columns, self.rows
            ));
        }
        if self.columns * self.rows > 128 {
            return Err("the grid must have at most 128 cells".into());
        }
        if self.pieces.len() != 5 {
            return Err(format!(
                "pieces needs the 5 tetrominoes, has {}",
                self.pieces.len()
            ));
        }
        let mut keys = Vec::new();
        for p in &self.pieces {
            let cells = p.cells();
            if cells.len() != 4 || !connected(&cells) {
                return Err(format!("piece {} is not four connected cells", p.name));
            }
            if p.drawing
                .iter()
                .any(|r| r.chars().any(|c| c != '#' && c != '.'))
            {
                return Err(format!(
                    "piece {} uses characters other than # and .",
                    p.name
                ));
            }
            let k = free_shape_key(&cells);
            if keys.contains(&k) {
                return Err(format!("piece {} repeats another piece's shape", p.name));
            }
            keys.push(k);
        }
        for (i, p) in self.pieces.iter().enumerate() {
            if self.pieces[..i].iter().any(|q| q.name == p.name) || p.name.contains(' ') {
                return Err(format!(
                    "piece name `{}` is repeated or has a space",
                    p.name
                ));
            }
        }
        if self.colours.len() != 6 {
            return Err(format!(
                "colours needs 6 entries, has {}",
                self.colours.len()
            ));
        }
        for (i, c) in self.colours.iter().enumerate() {
            if c.letter.chars().count() != 1 {
                return Err(format!("colour {} needs a one-letter symbol", c.name));
            }
            if self.colours[..i].iter().any(|d| d.letter == c.letter) {
                return Err(format!("colour letter {} is used twice", c.letter));
            }
        }
        if self.default_colours.len() != 5 {
            return Err("default_colours needs one colour per piece".into());
        }
        for (i, l) in self.default_colours.iter().enumerate() {
            if !self.colours.iter().any(|c| &c.letter == l) {
                return Err(format!("default colour {l} is not a colour letter"));
            }
            if self.default_colours[..i].contains(l) {
                return Err(format!("default colour {l} is given to two pieces"));
            }
        }
        if self.spaces.len() != 6 {
            return Err("spaces needs 6 entries (A to F)".into());
        }
        if self.rolls.len() != self.spaces.len() - 1 {
            return Err("rolls needs one entry per move between spaces".into());
        }
        for s in &self.spaces {
            if !(0..4).contains(&s.col) || !(0..4).contains(&s.row) {
                return Err(format!("space {} is off the 4 x 4 board", s.name));
            }
        }
        for (i, roll) in self.rolls.iter().enumerate() {
            let (mut c, mut r) = (self.spaces[i].col, self.spaces[i].row);
            for d in roll {
                match d.as_str() {
                    "N" => r += 1,
                    "S" => r -= 1,
                    "E" => c += 1,
                    "W" => c -= 1,
                    other => return Err(format!("roll direction `{other}` is not N, E, S or W")),
                }
                if !(0..4).contains(&c) || !(0..4).contains(&r) {
                    return Err(format!("roll {} leaves the board", i + 1));
                }
            }
            let to = &self.spaces[i + 1];
            if (c, r) != (to.col, to.row) {
                return Err(format!(
                    "roll {} from {} ends on ({c}, {r}), not on {}",
                    i + 1,
                    self.spaces[i].name,
                    to.name
                ));
            }
        }
        Ok(())
    }
}
