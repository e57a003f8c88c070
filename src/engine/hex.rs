//! Axial hex coordinates (q, r): docs/rulings.md HX-1, the `hexx` / Red Blob Games convention.
//!
//! Small `Copy` types with named directions; pixel maths for flat-top and pointy-top sheets lives
//! here too (plain numbers, no GUI types) so drawing, hit-testing and export agree.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A hex in axial coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// The six axial neighbour offsets, in the order of docs/rulings.md HX-2.
pub const NEIGHBOUR_OFFSETS: [Hex; 6] = [
    Hex { q: 1, r: 0 },
    Hex { q: 1, r: -1 },
    Hex { q: 0, r: -1 },
    Hex { q: -1, r: 0 },
    Hex { q: -1, r: 1 },
    Hex { q: 0, r: 1 },
];

/// The largest coordinate any sheet uses, with room to spare (the biggest board has radius 6).
/// Notation refuses anything larger, so rules never do arithmetic on absurd coordinates.
pub const MAX_COORD: i32 = 64;

impl Hex {
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    /// Reads `q,r` (optionally in brackets), each within ±[`MAX_COORD`].
    pub fn parse_axial(w: &str) -> Result<Hex, crate::engine::text::Msg> {
        let bad = || super::save::notation_msg("file-notation-hex", w).int("max", MAX_COORD);
        let t = w.trim_start_matches('(').trim_end_matches(')');
        let (q, r) = t.split_once(',').ok_or_else(bad)?;
        let coord = |x: &str| {
            x.trim()
                .parse::<i32>()
                .ok()
                .filter(|v| v.abs_diff(0) <= MAX_COORD as u32)
                .ok_or_else(bad)
        };
        Ok(Hex::new(coord(q)?, coord(r)?))
    }

    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }
    /// The third cube coordinate.
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }
    pub fn neighbours(self) -> [Hex; 6] {
        NEIGHBOUR_OFFSETS.map(|d| self + d)
    }
    pub fn is_neighbour(self, other: Hex) -> bool {
        self.distance(other) == 1
    }
    /// Hex distance: (|dq| + |dr| + |dq + dr|) / 2.
    pub fn distance(self, other: Hex) -> i32 {
        let d = self - other;
        (d.q.abs() + d.r.abs() + (d.q + d.r).abs()) / 2
    }
    /// Distance from the origin.
    pub fn ring(self) -> i32 {
        self.distance(Hex::ORIGIN)
    }
    /// Rotates by 60° about the origin: (q, r) → (-r, q + r).
    pub fn rotate60(self) -> Hex {
        Hex::new(-self.r, self.q + self.r)
    }
    /// Rotates by `k` × 60° about the origin.
    pub fn rotate(self, k: usize) -> Hex {
        (0..k % 6).fold(self, |h, _| h.rotate60())
    }
    pub fn scale(self, k: i32) -> Hex {
        Hex::new(self.q * k, self.r * k)
    }
    /// Every hex within `radius` of the origin, in a stable order (by q, then r).
    pub fn disc(radius: i32) -> Vec<Hex> {
        let mut out = Vec::new();
        for q in -radius..=radius {
            for r in -radius..=radius {
                let h = Hex::new(q, r);
                if h.ring() <= radius {
                    out.push(h);
                }
            }
        }
        out
    }

    /// Centre of this hex in a flat-top layout with unit circumradius (y grows downwards).
    pub fn flat_top_center(self) -> (f32, f32) {
        let (q, r) = (self.q as f32, self.r as f32);
        (1.5 * q, 3f32.sqrt() * (r + q / 2.0))
    }
    /// Centre of this hex in a pointy-top layout with unit circumradius (y grows downwards).
    pub fn pointy_top_center(self) -> (f32, f32) {
        let (q, r) = (self.q as f32, self.r as f32);
        (3f32.sqrt() * (q + r / 2.0), 1.5 * r)
    }
    /// The hex containing the point (x, y) of a flat-top layout with unit circumradius.
    pub fn from_flat_top(x: f32, y: f32) -> Hex {
        let q = 2.0 / 3.0 * x;
        let r = -x / 3.0 + 3f32.sqrt() / 3.0 * y;
        Hex::round(q, r)
    }
    /// The hex containing the point (x, y) of a pointy-top layout with unit circumradius.
    pub fn from_pointy_top(x: f32, y: f32) -> Hex {
        let q = 3f32.sqrt() / 3.0 * x - y / 3.0;
        let r = 2.0 / 3.0 * y;
        Hex::round(q, r)
    }
    /// Rounds fractional axial coordinates to the nearest hex.
    pub fn round(q: f32, r: f32) -> Hex {
        let s = -q - r;
        let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
        let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
        if dq > dr && dq > ds {
            rq = -rr - rs;
        } else if dr > ds {
            rr = -rq - rs;
        }
        Hex::new(rq as i32, rr as i32)
    }
}

/// Corner offsets (unit circumradius) of a flat-top hex, clockwise from the east corner.
pub fn flat_top_corners() -> [(f32, f32); 6] {
    std::array::from_fn(|i| {
        let a = std::f32::consts::PI / 3.0 * i as f32;
        (a.cos(), a.sin())
    })
}

/// Corner offsets (unit circumradius) of a pointy-top hex, clockwise from the north-east corner.
pub fn pointy_top_corners() -> [(f32, f32); 6] {
    std::array::from_fn(|i| {
        let a = std::f32::consts::PI / 3.0 * i as f32 - std::f32::consts::PI / 6.0;
        (a.cos(), a.sin())
    })
}

/// Which way a layout's hexes point: flat-top hexes have a flat edge at the top and form columns,
/// pointy-top hexes have a corner at the top and form rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    Flat,
    Pointy,
}

/// How hexes sit on a plane (the shape of hexx's `HexLayout`): the orientation, the plane position
/// of hex (0, 0) and the circumradius of one hex. The plane's y grows downwards, as on screen.
/// Plain numbers, so a sheet maps the plane onto the screen with its own fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HexLayout {
    pub orientation: Orientation,
    /// Where the centre of hex (0, 0) is.
    pub origin: (f32, f32),
    /// The circumradius of a hex (centre to corner).
    pub size: f32,
}

impl HexLayout {
    /// Unit hexes of `orientation` with hex (0, 0) at the plane's origin.
    pub const fn unit(orientation: Orientation) -> HexLayout {
        HexLayout {
            orientation,
            origin: (0.0, 0.0),
            size: 1.0,
        }
    }
    /// The plane position of the centre of `h`.
    pub fn hex_to_pixel(&self, h: Hex) -> (f32, f32) {
        let (x, y) = match self.orientation {
            Orientation::Flat => h.flat_top_center(),
            Orientation::Pointy => h.pointy_top_center(),
        };
        (self.origin.0 + x * self.size, self.origin.1 + y * self.size)
    }
    /// The hex whose cell holds the plane position `(x, y)` (rounded to the nearest hex).
    pub fn pixel_to_hex(&self, (x, y): (f32, f32)) -> Hex {
        let (x, y) = (
            (x - self.origin.0) / self.size,
            (y - self.origin.1) / self.size,
        );
        match self.orientation {
            Orientation::Flat => Hex::from_flat_top(x, y),
            Orientation::Pointy => Hex::from_pointy_top(x, y),
        }
    }
}

impl std::ops::Add for Hex {
    type Output = Hex;
    fn add(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }
}
impl std::ops::Sub for Hex {
    type Output = Hex;
    fn sub(self, o: Hex) -> Hex {
        Hex::new(self.q - o.q, self.r - o.r)
    }
}
impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.q, self.r)
    }
}

/// Names a player can read off a sheet: a letter for each line of hexes as the sheet shows them
/// (columns of a flat-top sheet left to right, rows of a pointy-top sheet top to bottom) and the
/// hex's place in its line, counted from the top or the left: "D5". The sheets print the letters
/// at the lines' ends. Save notation keeps the axial (q, r); these names are only for people.
#[derive(Clone, Debug, PartialEq)]
pub struct HexNames {
    /// Each line's hexes in reading order, lines in letter order.
    lines: Vec<Vec<Hex>>,
}

impl HexNames {
    /// Columns of a flat-top sheet: a column is one q, read from the top (r rising).
    pub fn flat_top_columns(hexes: &[Hex]) -> HexNames {
        HexNames::grouped(hexes, |h| (h.q, h.r))
    }
    /// Rows of a pointy-top sheet: a row is one r, read from the left (q rising).
    pub fn pointy_top_rows(hexes: &[Hex]) -> HexNames {
        HexNames::grouped(hexes, |h| (h.r, h.q))
    }
    fn grouped(hexes: &[Hex], key: impl Fn(Hex) -> (i32, i32)) -> HexNames {
        let mut sorted: Vec<Hex> = hexes.to_vec();
        sorted.sort_by_key(|&h| key(h));
        sorted.dedup();
        let mut lines: Vec<Vec<Hex>> = Vec::new();
        for h in sorted {
            match lines.last_mut() {
                Some(line) if line.first().is_some_and(|f| key(*f).0 == key(h).0) => line.push(h),
                _ => lines.push(vec![h]),
            }
        }
        HexNames { lines }
    }
    /// The letter of line `i` (A, B, …; past Z it goes on with AA, AB, …).
    pub fn letter(i: usize) -> String {
        let a = |k: usize| char::from(b'A' + (k % 26) as u8);
        if i < 26 {
            a(i).to_string()
        } else {
            format!("{}{}", a(i / 26 - 1), a(i))
        }
    }
    /// "D5", or `None` for a hex not on the sheet.
    pub fn name(&self, h: Hex) -> Option<String> {
        self.lines.iter().enumerate().find_map(|(i, line)| {
            let k = line.iter().position(|&x| x == h)?;
            Some(format!("{}{}", HexNames::letter(i), k + 1))
        })
    }
    /// The name, or the axial pair for a hex off the sheet (still readable in a refusal).
    pub fn name_or_axial(&self, h: Hex) -> String {
        self.name(h).unwrap_or_else(|| h.to_string())
    }
    /// Each line's letter with its first hex (where the sheet prints the letter).
    pub fn line_starts(&self) -> impl Iterator<Item = (String, Hex)> + '_ {
        self.lines
            .iter()
            .enumerate()
            .filter_map(|(i, line)| Some((HexNames::letter(i), *line.first()?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_lines_a_sheet_shows() {
        let disc = Hex::disc(2);
        let cols = HexNames::flat_top_columns(&disc);
        // Flat-top: column A is the leftmost (q = -2), read from the top (r rising).
        assert_eq!(cols.name(Hex::new(-2, 0)).as_deref(), Some("A1"));
        assert_eq!(cols.name(Hex::new(-2, 2)).as_deref(), Some("A3"));
        assert_eq!(cols.name(Hex::ORIGIN).as_deref(), Some("C3"));
        assert_eq!(cols.name(Hex::new(0, -2)).as_deref(), Some("C1"));
        assert_eq!(cols.name(Hex::new(3, 0)), None);
        assert_eq!(cols.name_or_axial(Hex::new(3, 0)), "(3,0)");
        let rows = HexNames::pointy_top_rows(&disc);
        // Pointy-top: row A is the top one (r = -2), read from the left (q rising).
        assert_eq!(rows.name(Hex::new(0, -2)).as_deref(), Some("A1"));
        assert_eq!(rows.name(Hex::new(2, -2)).as_deref(), Some("A3"));
        assert_eq!(rows.name(Hex::new(-2, 0)).as_deref(), Some("C1"));
        // Every hex has its own name, and the screen's reading order agrees: within a line the
        // next name is further down (columns) or further right (rows).
        let mut seen = std::collections::HashSet::new();
        for h in &disc {
            assert!(seen.insert(cols.name(*h).unwrap()));
            let (Some(a), Some(b)) = (cols.name(*h), cols.name(*h + Hex::new(0, 1))) else {
                continue;
            };
            assert!(a < b || a.len() < b.len(), "{a} then {b}");
            assert!(h.flat_top_center().1 < (*h + Hex::new(0, 1)).flat_top_center().1);
        }
        let starts: Vec<(String, Hex)> = rows.line_starts().collect();
        assert_eq!(starts.len(), 5);
        assert_eq!(starts[0], ("A".to_string(), Hex::new(0, -2)));
        assert_eq!(HexNames::letter(26), "AA");
    }

    #[test]
    fn distance_and_disc() {
        assert_eq!(Hex::new(3, -1).distance(Hex::ORIGIN), 3);
        assert_eq!(Hex::new(2, 1).distance(Hex::new(-1, 3)), 3);
        assert_eq!(Hex::disc(6).len(), 127);
        assert_eq!(Hex::disc(1).len(), 7);
    }

    #[test]
    fn axial_notation_stays_in_range() {
        assert_eq!(Hex::parse_axial("2,-1"), Ok(Hex::new(2, -1)));
        assert_eq!(Hex::parse_axial("(-64,64)"), Ok(Hex::new(-64, 64)));
        for bad in [
            "0,-2147483648",
            "2147483647,0",
            "65,0",
            "0,-65",
            "1",
            "a,b",
            ",",
            "1,2,3",
        ] {
            let e = Hex::parse_axial(bad).unwrap_err();
            assert!(e.to_string().contains(bad), "{bad}: {e}");
        }
    }

    #[test]
    fn rotation_matches_rulings() {
        // Outer area centres of Hex Roller, (2,1) rotated k × 60°.
        let centres: Vec<Hex> = (0..6).map(|k| Hex::new(2, 1).rotate(k)).collect();
        assert_eq!(
            centres,
            vec![
                Hex::new(2, 1),
                Hex::new(-1, 3),
                Hex::new(-3, 2),
                Hex::new(-2, -1),
                Hex::new(1, -3),
                Hex::new(3, -2)
            ]
        );
        assert_eq!(Hex::new(3, 1).rotate(6), Hex::new(3, 1));
    }

    #[test]
    fn pixel_round_trip() {
        for h in Hex::disc(5) {
            let (x, y) = h.flat_top_center();
            assert_eq!(Hex::from_flat_top(x + 0.3, y - 0.2), h);
            let (x, y) = h.pointy_top_center();
            assert_eq!(Hex::from_pointy_top(x - 0.25, y + 0.3), h);
        }
    }

    #[test]
    fn a_layout_puts_hexes_where_the_hand_worked_centres_are_and_finds_them_again() {
        // Flat-top, circumradius 2, hex (0, 0) at (10, 20): hex (1, 0) is 1.5 radii right and half
        // a hex height (sqrt 3 / 2 radii) down; hex (0, 1) is a whole hex height down.
        let flat = HexLayout {
            orientation: Orientation::Flat,
            origin: (10.0, 20.0),
            size: 2.0,
        };
        let close = |(x, y): (f32, f32), (ex, ey): (f32, f32)| {
            assert!(
                (x - ex).abs() < 1e-4 && (y - ey).abs() < 1e-4,
                "{x},{y} vs {ex},{ey}"
            )
        };
        let h3 = 3f32.sqrt();
        close(flat.hex_to_pixel(Hex::new(1, 0)), (13.0, 20.0 + h3));
        close(flat.hex_to_pixel(Hex::new(0, 1)), (10.0, 20.0 + 2.0 * h3));
        // Pointy-top, unit size: hex (1, 0) is a whole hex width (sqrt 3) right; (0, 1) is 1.5
        // down and half a width right.
        let pointy = HexLayout::unit(Orientation::Pointy);
        close(pointy.hex_to_pixel(Hex::new(1, 0)), (h3, 0.0));
        close(pointy.hex_to_pixel(Hex::new(0, 1)), (h3 / 2.0, 1.5));
        // Back from the plane: a centre gives its hex, and so does a point just inside its edge;
        // just across the edge is the neighbour.
        for layout in [flat, pointy] {
            for h in Hex::disc(3) {
                assert_eq!(layout.pixel_to_hex(layout.hex_to_pixel(h)), h);
            }
        }
        // Flat-top: the edge between (0, 0) and (0, 1) lies an inradius (sqrt 3 at size 2) below
        // the centre of (0, 0).
        assert_eq!(flat.pixel_to_hex((10.0, 20.0 + 0.95 * h3)), Hex::ORIGIN);
        assert_eq!(flat.pixel_to_hex((10.0, 20.0 + 1.05 * h3)), Hex::new(0, 1));
        // Pointy-top: the edge between (0, 0) and (1, 0) is half a width right of the centre.
        assert_eq!(pointy.pixel_to_hex((0.45 * h3, 0.0)), Hex::ORIGIN);
        assert_eq!(pointy.pixel_to_hex((0.55 * h3, 0.0)), Hex::new(1, 0));
    }
}
