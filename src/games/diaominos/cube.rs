//! The 2x2x2 puzzle cube (docs/rulings.md DI-12): 24 stickers, each a (cubie corner in
//! {±1}³, outward normal). Space axes: x = East, y = North, z = up. Every tip of the whole cube and
//! every layer turn is a permutation of the 24 sticker positions.

use super::shapes::colour_letter;
use crate::engine::text::Msg;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// A vector with entries in {-1, 0, 1}.
pub type V3 = [i8; 3];
/// A rotation: a signed permutation matrix with determinant 1 (rows are images of... applied as M·v).
pub type M3 = [[i8; 3]; 3];

pub const IDENTITY: M3 = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];

pub fn apply(m: &M3, v: V3) -> V3 {
    std::array::from_fn(|i| (0..3).map(|j| m[i][j] * v[j]).sum())
}

pub fn matmul(a: &M3, b: &M3) -> M3 {
    std::array::from_fn(|i| std::array::from_fn(|j| (0..3).map(|k| a[i][k] * b[k][j]).sum()))
}

/// A quarter turn by +90° about `axis` (right-hand rule).
pub fn quarter(axis: usize) -> M3 {
    match axis {
        0 => [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
        1 => [[0, 0, 1], [0, 1, 0], [-1, 0, 0]],
        _ => [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    }
}

/// Sticker position `i` = corner * 3 + axis, corner bits: 1 = x>0, 2 = y>0, 4 = z>0.
pub fn sticker_index(corner: V3, axis: usize) -> usize {
    let c = (corner[0] > 0) as usize
        | ((corner[1] > 0) as usize) << 1
        | ((corner[2] > 0) as usize) << 2;
    c * 3 + axis
}

/// The corner and outward normal of sticker position `i`.
pub fn sticker_at(i: usize) -> (V3, V3) {
    let c = i / 3;
    let axis = i % 3;
    let corner: V3 = [
        if c & 1 != 0 { 1 } else { -1 },
        if c & 2 != 0 { 1 } else { -1 },
        if c & 4 != 0 { 1 } else { -1 },
    ];
    let mut normal = [0; 3];
    normal[axis] = corner[axis];
    (corner, normal)
}

/// The sticker-position permutation of rotating every sticker whose corner passes `select`.
/// `perm[p]` is where the sticker at `p` goes.
pub fn perm_of(m: &M3, select: impl Fn(V3) -> bool) -> [u8; 24] {
    std::array::from_fn(|p| {
        let (c, n) = sticker_at(p);
        if !select(c) {
            return p as u8;
        }
        let c2 = apply(m, c);
        let n2 = apply(m, n);
        let axis = (0..3).find(|&a| n2[a] != 0).unwrap_or(0);
        sticker_index(c2, axis) as u8
    })
}

/// A compass direction on the board (north up).
pub use crate::engine::grid::Compass as Dir;

/// What the cube model needs of a board direction.
pub trait CubeDir {
    fn vector(self) -> V3;
    fn step(self) -> (i32, i32);
    fn tip_rotation(self) -> M3;
}

impl CubeDir for Dir {
    /// The horizontal unit vector pointing this way.
    fn vector(self) -> V3 {
        match self {
            Dir::N => [0, 1, 0],
            Dir::E => [1, 0, 0],
            Dir::S => [0, -1, 0],
            Dir::W => [-1, 0, 0],
        }
    }
    /// Board step (column, row).
    fn step(self) -> (i32, i32) {
        let v = self.vector();
        (v[0] as i32, v[1] as i32)
    }
    /// The rotation of tipping the cube over its bottom edge towards this direction: the top goes
    /// this way, the side facing this way goes down.
    fn tip_rotation(self) -> M3 {
        let q = |axis: usize, k: usize| {
            let mut m = IDENTITY;
            for _ in 0..k {
                m = matmul(&quarter(axis), &m);
            }
            m
        };
        match self {
            Dir::N => q(0, 3),
            Dir::S => q(0, 1),
            Dir::E => q(1, 1),
            Dir::W => q(1, 3),
        }
    }
}

/// A face direction of space (also the name of a layer): up, down and the four compass sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    U,
    D,
    N,
    S,
    E,
    W,
}

impl Face {
    /// In the order of the solved cube's colours (u, d, n, s, e, w).
    pub const ALL: [Face; 6] = [Face::U, Face::D, Face::N, Face::S, Face::E, Face::W];
    pub fn normal(self) -> V3 {
        match self {
            Face::U => [0, 0, 1],
            Face::D => [0, 0, -1],
            Face::N => [0, 1, 0],
            Face::S => [0, -1, 0],
            Face::E => [1, 0, 0],
            Face::W => [-1, 0, 0],
        }
    }
    pub fn index(self) -> usize {
        Face::ALL.iter().position(|&f| f == self).unwrap_or(0)
    }
    pub fn from_normal(n: V3) -> Face {
        Face::ALL
            .into_iter()
            .find(|f| f.normal() == n)
            .unwrap_or(Face::U)
    }
    pub fn side(d: Dir) -> Face {
        match d {
            Dir::N => Face::N,
            Dir::E => Face::E,
            Dir::S => Face::S,
            Dir::W => Face::W,
        }
    }
    pub fn letter(self) -> char {
        match self {
            Face::U => 'U',
            Face::D => 'D',
            Face::N => 'N',
            Face::S => 'S',
            Face::E => 'E',
            Face::W => 'W',
        }
    }
    pub fn from_letter(c: char) -> Option<Face> {
        Face::ALL.into_iter().find(|f| f.letter() == c)
    }
    /// The axis (0 = x, 1 = y, 2 = z) and sign of the outward normal.
    pub fn axis_sign(self) -> (usize, i8) {
        let n = self.normal();
        let a = (0..3).find(|&a| n[a] != 0).unwrap_or(2);
        (a, n[a])
    }
}

/// One layer turn of a scramble: the layer on `face`, a quarter turn clockwise as seen from
/// outside that face (or anticlockwise when `prime`). Written `U`, `U'`, `N`, ….
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    pub face: Face,
    pub prime: bool,
}

impl Turn {
    /// All twelve quarter turns.
    pub fn all() -> impl Iterator<Item = Turn> {
        Face::ALL
            .into_iter()
            .flat_map(|face| [false, true].map(move |prime| Turn { face, prime }))
    }
    pub fn rotation(self) -> M3 {
        let (axis, sign) = self.face.axis_sign();
        // Clockwise seen from outside = -90° about the outward normal.
        let ccw_about_plus = (sign < 0) != self.prime;
        let k = if ccw_about_plus { 1 } else { 3 };
        let mut m = IDENTITY;
        for _ in 0..k {
            m = matmul(&quarter(axis), &m);
        }
        m
    }
    pub fn perm(self) -> [u8; 24] {
        let (axis, sign) = self.face.axis_sign();
        perm_of(&self.rotation(), move |c| c[axis] == sign)
    }
}

impl Turn {
    /// The twelve quarter turns in [`Turn::all`]'s order; a turn's number is its place here.
    pub const COUNT: usize = 12;
    /// This turn's place in [`Turn::all`] (face index * 2 + prime).
    pub fn code(self) -> u8 {
        self.face.index() as u8 * 2 + u8::from(self.prime)
    }
    /// The turn numbered `code` (see [`Turn::code`]); `None` past the twelve.
    pub fn from_code(code: u8) -> Option<Turn> {
        let face = *Face::ALL.get(usize::from(code / 2))?;
        Some(Turn {
            face,
            prime: code % 2 == 1,
        })
    }
}

/// Most layer turns a [`Turns`] holds (a scramble has exactly this many).
pub const MAX_TURNS: usize = 25;

/// A short list of layer turns (at most [`MAX_TURNS`]), packed four bits a turn so that a scramble
/// action stays small, plain data: no allocation to make, copy or drop one.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Turns {
    len: u8,
    /// Turn `i`'s code in the low (even `i`) or high (odd `i`) half of byte `i / 2`.
    packed: [u8; MAX_TURNS.div_ceil(2)],
}

impl Turns {
    pub fn new() -> Turns {
        Turns::default()
    }
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Adds the turn numbered `code` (below [`Turn::COUNT`]); `false` (and nothing added) when the
    /// list is full or the code is no turn.
    pub fn push_code(&mut self, code: u8) -> bool {
        let i = self.len();
        if i >= MAX_TURNS || usize::from(code) >= Turn::COUNT {
            return false;
        }
        self.packed[i / 2] |= code << (4 * (i % 2));
        self.len += 1;
        true
    }
    /// The code of every turn in order.
    pub fn codes(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.len()).map(|i| (self.packed[i / 2] >> (4 * (i % 2))) & 15)
    }
    /// Every turn in order.
    pub fn iter(&self) -> impl Iterator<Item = Turn> + '_ {
        self.codes().filter_map(Turn::from_code)
    }
}

impl TryFrom<&[Turn]> for Turns {
    type Error = crate::engine::text::Msg;
    fn try_from(list: &[Turn]) -> Result<Turns, Self::Error> {
        let mut t = Turns::new();
        for turn in list {
            if !t.push_code(turn.code()) {
                return Err(crate::engine::text::Msg::new("file-notation-turns")
                    .count("max", MAX_TURNS)
                    .count("n", list.len()));
            }
        }
        Ok(t)
    }
}

impl fmt::Debug for Turns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            self.face.letter(),
            if self.prime { "'" } else { "" }
        )
    }
}

impl FromStr for Turn {
    type Err = crate::engine::text::Msg;
    fn from_str(s: &str) -> Result<Turn, Self::Err> {
        let bad = || crate::engine::save::notation_msg("file-notation-turn", s);
        let mut ch = s.chars();
        let face = ch.next().and_then(Face::from_letter).ok_or_else(bad)?;
        match ch.as_str() {
            "" => Ok(Turn { face, prime: false }),
            "'" => Ok(Turn { face, prime: true }),
            _ => Err(bad()),
        }
    }
}

/// The 24 rotations of the whole cube, in a fixed order (breadth-first from the identity over
/// the tips N and E), so an orientation is a stable number 0..24.
pub static ORIENTATIONS: LazyLock<Vec<M3>> = LazyLock::new(|| {
    let mut out = vec![IDENTITY];
    let mut i = 0;
    while i < out.len() {
        for d in [Dir::N, Dir::E] {
            let m = matmul(&d.tip_rotation(), &out[i]);
            if !out.contains(&m) {
                out.push(m);
            }
        }
        i += 1;
    }
    out
});

/// Every permutation the game uses, worked out once from the rotations.
struct Perms {
    /// By [`tip_index`].
    tips: [[u8; 24]; 4],
    /// By face index * 2 + prime.
    turns: [[u8; 24]; 12],
    orientations: Vec<[u8; 24]>,
    /// [`Cube::face_positions`] by face index.
    faces: [[usize; 4]; 6],
}

fn tip_index(d: Dir) -> usize {
    match d {
        Dir::N => 0,
        Dir::E => 1,
        Dir::S => 2,
        Dir::W => 3,
    }
}

static PERMS: LazyLock<Perms> = LazyLock::new(|| Perms {
    tips: [Dir::N, Dir::E, Dir::S, Dir::W].map(|d| perm_of(&d.tip_rotation(), |_| true)),
    turns: std::array::from_fn(|i| {
        Turn {
            face: Face::ALL[i / 2],
            prime: i % 2 == 1,
        }
        .perm()
    }),
    orientations: ORIENTATIONS.iter().map(|m| perm_of(m, |_| true)).collect(),
    faces: Face::ALL.map(Cube::compute_face_positions),
});

/// The cube: the colour (0..6) on each sticker position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cube {
    pub stickers: [u8; 24],
}

/// A cube's 24 sticker colours packed two to a byte, so that a chance action entering a cube
/// read at the table stays small plain data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PackedCube([u8; 12]);

impl PackedCube {
    /// Packs colours 0..16 (larger ones are cut to four bits; colours are 0..6).
    pub fn pack(cube: &Cube) -> PackedCube {
        let mut b = [0u8; 12];
        for (i, &c) in cube.stickers.iter().enumerate() {
            b[i / 2] |= (c & 0xF) << (4 * (i % 2));
        }
        PackedCube(b)
    }
    pub fn unpack(&self) -> Cube {
        Cube {
            stickers: std::array::from_fn(|i| (self.0[i / 2] >> (4 * (i % 2))) & 0xF),
        }
    }
}

/// The order a table reads a real cube's faces in: top, the sides facing the South, West, North
/// and East seats, bottom.
pub const STICKER_FACES: [Face; 6] = [Face::U, Face::S, Face::W, Face::N, Face::E, Face::D];

impl Cube {
    /// Solved, the face towards `Face::ALL[k]` carrying colour k.
    pub fn solved() -> Cube {
        Cube {
            stickers: std::array::from_fn(|p| Face::from_normal(sticker_at(p).1).index() as u8),
        }
    }
    /// A cube carrying any 24 labels (tests use distinct labels to follow single stickers).
    pub fn from_labels(stickers: [u8; 24]) -> Cube {
        Cube { stickers }
    }
    pub fn permute(&mut self, perm: &[u8; 24]) {
        let old = self.stickers;
        for (p, &to) in perm.iter().enumerate() {
            self.stickers[to as usize] = old[p];
        }
    }
    pub fn rotate_whole(&mut self, m: &M3) {
        self.permute(&perm_of(m, |_| true));
    }
    /// Tips the cube over towards `d`.
    pub fn tip(&mut self, d: Dir) {
        self.permute(&PERMS.tips[tip_index(d)]);
    }
    pub fn turn(&mut self, t: Turn) {
        self.turn_code(t.code());
    }
    /// Makes the turn numbered `code` ([`Turn::code`]; nothing past the twelve).
    pub fn turn_code(&mut self, code: u8) {
        if let Some(p) = PERMS.turns.get(usize::from(code)) {
            self.permute(p);
        }
    }
    /// Turns the whole cube into orientation `k` of [`ORIENTATIONS`] (nothing if out of range).
    pub fn orient(&mut self, k: usize) {
        if let Some(p) = PERMS.orientations.get(k) {
            self.permute(p);
        }
    }
    /// The sticker positions of the face towards `face`, as a person looking at that face sees
    /// them: top-left, top-right, bottom-left, bottom-right. Sides have the up direction at the
    /// top; the top face is seen from above with North at the top, the bottom from below with
    /// South at the top.
    pub fn face_positions(face: Face) -> [usize; 4] {
        PERMS.faces[face.index()]
    }
    fn compute_face_positions(face: Face) -> [usize; 4] {
        let n = face.normal();
        let (up, right): (V3, V3) = match face {
            Face::U => ([0, 1, 0], [1, 0, 0]),
            Face::D => ([0, -1, 0], [1, 0, 0]),
            _ => {
                // Viewer looks along -n; right = forward × up.
                let f = [-n[0], -n[1], -n[2]];
                let u = [0, 0, 1];
                let r = [
                    f[1] * u[2] - f[2] * u[1],
                    f[2] * u[0] - f[0] * u[2],
                    f[0] * u[1] - f[1] * u[0],
                ];
                (u, r)
            }
        };
        let (axis, sign) = face.axis_sign();
        let dot = |a: V3, b: V3| -> i8 { (0..3).map(|i| a[i] * b[i]).sum() };
        let mut out = [0usize; 4];
        for p in 0..24 {
            let (c, nn) = sticker_at(p);
            if nn != n || c[axis] != sign {
                continue;
            }
            let col = usize::from(dot(c, right) > 0);
            let row = usize::from(dot(c, up) < 0);
            out[row * 2 + col] = p;
        }
        out
    }
    /// The labels on a face in viewing order (see [`Cube::face_positions`]).
    pub fn face(&self, face: Face) -> [u8; 4] {
        Cube::face_positions(face).map(|p| self.stickers[p])
    }
    pub fn top(&self) -> [u8; 4] {
        self.face(Face::U)
    }
    /// What a seat sitting on side `d` of the board sees of the cube's side facing it.
    pub fn facing(&self, d: Dir) -> [u8; 4] {
        self.face(Face::side(d))
    }
    /// How many stickers carry each label 0..6.
    pub fn colour_counts(&self) -> [u8; 6] {
        let mut c = [0u8; 6];
        for &s in &self.stickers {
            if let Some(x) = c.get_mut(s as usize) {
                *x += 1;
            }
        }
        c
    }
    /// Sum of the corner twists mod 3, measured by where each corner's colour 0 or 1 (the solved
    /// up/down colours) sits in the corner's clockwise cycle starting from its vertical sticker.
    /// `None` if some corner has no up/down colour or two of them.
    pub fn twist_sum(&self) -> Option<u8> {
        let mut sum = 0u8;
        for c in 0..8 {
            let (corner, _) = sticker_at(c * 3);
            let parity = corner[0] * corner[1] * corner[2];
            let cycle = if parity > 0 { [2, 0, 1] } else { [2, 1, 0] };
            let mut found = None;
            for (k, &axis) in cycle.iter().enumerate() {
                let colour = self.stickers[c * 3 + axis];
                if colour <= 1 {
                    if found.is_some() {
                        return None;
                    }
                    found = Some(k as u8);
                }
            }
            sum = (sum + found?) % 3;
        }
        Some(sum)
    }
    /// The cube a table reads off a real one: the colours of the top, of the sides as the South,
    /// West, North and East seats see them, and of the bottom, four each in viewing order (see
    /// [`Cube::face_positions`]). Not checked: see [`Cube::check_real`].
    pub fn from_faces(faces: [[u8; 4]; 6]) -> Cube {
        let mut stickers = [0u8; 24];
        for (face, colours) in STICKER_FACES.iter().zip(faces) {
            for (p, c) in Cube::face_positions(*face).into_iter().zip(colours) {
                stickers[p] = c;
            }
        }
        Cube { stickers }
    }
    /// The inverse of [`Cube::from_faces`].
    pub fn faces(&self) -> [[u8; 4]; 6] {
        STICKER_FACES.map(|f| self.face(f))
    }
    /// Whether a real cube can look like this: [`Cube::check`], and its eight corners are the
    /// solved cube's eight corner pieces (each once, none mirrored), so it can be scrambled there.
    pub fn check_real(&self) -> Result<(), Msg> {
        self.check()?;
        let mut want: Vec<[u8; 3]> = (0..8).map(|c| Cube::solved().corner(c)).collect();
        want.sort_unstable();
        let mut got: Vec<[u8; 3]> = (0..8).map(|c| self.corner(c)).collect();
        got.sort_unstable();
        if let Some(c) = got.windows(2).find(|w| w[0] == w[1]) {
            return Err(Msg::new("dm-cube-twice").text("colours", letters(&c[0])));
        }
        if got != want {
            return Err(Msg::new("dm-cube-mirrored"));
        }
        Ok(())
    }
    /// Corner `c`'s colours in its clockwise cycle, starting from the smallest (so a corner
    /// piece reads the same wherever it sits and however it is twisted).
    fn corner(&self, c: usize) -> [u8; 3] {
        let (corner, _) = sticker_at(c * 3);
        let cycle = if corner[0] * corner[1] * corner[2] > 0 {
            [2, 0, 1]
        } else {
            [2, 1, 0]
        };
        let cols = cycle.map(|axis| self.stickers[c * 3 + axis]);
        let start = (0..3).min_by_key(|&k| cols[k]).unwrap_or(0);
        [cols[start], cols[(start + 1) % 3], cols[(start + 2) % 3]]
    }
    /// Checks a cube of the six solved colours: 4 of each, every corner three different colours
    /// of three different axes, twist sum 0 mod 3. A refusal names colours by the letters the
    /// players see and corners by where they sit.
    pub fn check(&self) -> Result<(), Msg> {
        let counts = self.colour_counts();
        if counts != [4; 6] {
            let read: Vec<String> = counts
                .iter()
                .enumerate()
                .map(|(k, n)| format!("{n} {}", colour_letter(k as u8)))
                .collect();
            return Err(Msg::new("dm-cube-counts").text("read", read.join(", ")));
        }
        for c in 0..8 {
            let cols: Vec<u8> = (0..3).map(|a| self.stickers[c * 3 + a]).collect();
            let mut axes: Vec<u8> = cols.iter().map(|&k| k / 2).collect();
            axes.sort();
            if axes != [0, 1, 2] {
                return Err(Msg::new("dm-cube-opposite")
                    .msg("corner", corner_name(c))
                    .text("colours", letters(&cols)));
            }
        }
        match self.twist_sum() {
            Some(0) => Ok(()),
            _ => Err(Msg::new("dm-cube-twisted")),
        }
    }
}

/// Colours as the letters the players see, e.g. "R, W, B".
fn letters(colours: &[u8]) -> String {
    let each: Vec<&str> = colours.iter().map(|&c| colour_letter(c)).collect();
    each.join(", ")
}

/// Where corner `c` sits, in words: "top north-east", "bottom south-west", ….
fn corner_name(c: usize) -> Msg {
    let (corner, _) = sticker_at(c * 3);
    let level = if corner[2] > 0 { "top" } else { "bottom" };
    let ns = if corner[1] > 0 { "north" } else { "south" };
    let ew = if corner[0] > 0 { "east" } else { "west" };
    Msg::new("dm-corner")
        .text("level", level)
        .text("ns", ns)
        .text("ew", ew)
}
