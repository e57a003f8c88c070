//! Hex Roller rules (RULINGS.md §3): pure data and functions, no GUI.
//!
//! Every seat plays on the same roll. A round is one chance action (the roll) followed by each
//! seat's turn in seat order; a turn is a sequence of small actions (one per click).
//!
//! Notation (also in docs/hex_roller.md):
//! - `roll 3 3 4 5 6 6 7 8` the dice of a round (chance), in ascending order;
//! - `pick 5` choose 5 as one of the two numbers of the turn (then write its hexes);
//! - `write 2,-1` write the current number in hex (q, r);
//! - `third 7` bonus: write a third rolled number (then write its hexes);
//! - `extra 5` bonus: one more hex of a chosen number (then `write` it);
//! - `two` bonus: a 2 in any empty hex (then `write` it);
//! - `rows 3 5` record 3 in the top tracker row and 5 in the bottom one; this ends the turn.
//!
//! Decisions where RULINGS.md is silent (players would expect these):
//! - A bonus is used between chains, never in the middle of one: before the first number, between
//!   the two numbers, or after both, but before the tracker is filled (filling it ends the turn).
//! - The extra hex may be added to either chosen number at any of those moments, as long as it
//!   touches the last hex of that number's chain (a chain that ended short cannot be extended).
//! - The third number may be written before, between or after the two main numbers; it must differ
//!   from both of them and is never recorded in the tracker.
//! - When no hex is legal for the next step of a chain, the chain ends by itself (no click needed);
//!   the log says so.
//! - The free 2 counts as a number for filling areas and for the area's most common number, but
//!   never starts or continues a chain (no die shows 2).

use super::data::{GameData, SideData};
use crate::engine::hex::Hex;
use crate::engine::{BotChoice, Rules, SeatScore, ToMove};
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

/// The game data from `resources/hex_roller.ron`, validated by build.rs.
pub static DATA: LazyLock<GameData> = LazyLock::new(|| {
    match ron::from_str(include_str!("../../../resources/hex_roller.ron")) {
        Ok(d) => d,
        // build.rs parses and validates this exact file, so a build that got here can parse it.
        Err(e) => unreachable!("resources/hex_roller.ron was checked by build.rs: {e}"),
    }
});

static FRONT: LazyLock<Layout> = LazyLock::new(|| Layout::new(Side::Front));
static BACK: LazyLock<Layout> = LazyLock::new(|| Layout::new(Side::Back));

/// Which side of the pad everyone plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    #[default]
    Front,
    Back,
}

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Front => "front",
            Side::Back => "back",
        }
    }
    pub fn layout(self) -> &'static Layout {
        match self {
            Side::Front => &FRONT,
            Side::Back => &BACK,
        }
    }
}

/// Half-width of the lookup grid: every sheet hex lies within this distance of the middle.
const GRID_R: i32 = 6;
const GRID_SIDE: i32 = 2 * GRID_R + 1;

/// One area of a sheet.
#[derive(Clone, Debug)]
pub struct Area {
    pub name: String,
    /// Hex indices, centre first.
    pub cells: [usize; 7],
    pub middle: bool,
}

/// A printed pair of equal numbers (hex indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub number: u8,
    pub a: usize,
    pub b: usize,
}

/// A sheet layout with everything the rules look up, indexed by hex number (0..hexes.len()).
#[derive(Clone, Debug)]
pub struct Layout {
    pub side: Side,
    pub data: SideData,
    /// Every hex of the sheet, area by area (centre first).
    pub hexes: Vec<Hex>,
    lookup: Vec<Option<usize>>,
    /// On-sheet neighbours of each hex.
    pub nbrs: Vec<Vec<usize>>,
    /// Area index of each hex.
    pub area_of: Vec<usize>,
    pub areas: Vec<Area>,
    /// Printed number of each hex, if any.
    pub printed: Vec<Option<u8>>,
    pub pairs: Vec<Pair>,
}

impl Layout {
    fn new(side: Side) -> Layout {
        let data = DATA
            .sides
            .iter()
            .find(|s| s.key == side.key())
            .cloned()
            // build.rs checks that both sides are listed.
            .unwrap_or_else(|| unreachable!("side {} was checked by build.rs", side.key()));
        let mut hexes = Vec::new();
        let mut area_of = Vec::new();
        let mut areas = Vec::new();
        for (ai, a) in data.areas.iter().enumerate() {
            let mut cells = [0usize; 7];
            for (k, (q, r)) in data.area_hexes(a).into_iter().enumerate() {
                cells[k] = hexes.len();
                hexes.push(Hex::new(q, r));
                area_of.push(ai);
            }
            areas.push(Area {
                name: a.name.clone(),
                cells,
                middle: a.middle,
            });
        }
        let mut lookup = vec![None; (GRID_SIDE * GRID_SIDE) as usize];
        for (i, h) in hexes.iter().enumerate() {
            lookup
                [grid_index(*h).unwrap_or_else(|| unreachable!("build.rs keeps hexes within 6"))] =
                Some(i);
        }
        let mut layout = Layout {
            side,
            data,
            nbrs: Vec::new(),
            area_of,
            areas,
            printed: vec![None; hexes.len()],
            pairs: Vec::new(),
            lookup,
            hexes,
        };
        layout.nbrs = layout
            .hexes
            .iter()
            .map(|h| {
                h.neighbours()
                    .iter()
                    .filter_map(|&n| layout.index(n))
                    .collect()
            })
            .collect();
        for p in layout.data.printed.clone() {
            if let Some(i) = layout.index(Hex::new(p.hex.0, p.hex.1)) {
                layout.printed[i] = Some(p.number);
            }
        }
        let mut numbers: Vec<u8> = layout.data.printed.iter().map(|p| p.number).collect();
        numbers.sort_unstable();
        numbers.dedup();
        for n in numbers {
            let at: Vec<usize> = (0..layout.hexes.len())
                .filter(|&i| layout.printed[i] == Some(n))
                .collect();
            if let [a, b] = at[..] {
                layout.pairs.push(Pair { number: n, a, b });
            }
        }
        layout
    }
    /// The index of `h`, if it is on this sheet.
    pub fn index(&self, h: Hex) -> Option<usize> {
        grid_index(h).and_then(|g| self.lookup[g])
    }
    pub fn len(&self) -> usize {
        self.hexes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty()
    }
    pub fn dice(&self) -> usize {
        self.data.dice as usize
    }
    pub fn rounds(&self) -> usize {
        self.data.rounds as usize
    }
}

fn grid_index(h: Hex) -> Option<usize> {
    if h.q.abs() > GRID_R || h.r.abs() > GRID_R {
        return None;
    }
    Some(((h.q + GRID_R) * GRID_SIDE + (h.r + GRID_R)) as usize)
}

/// The three bonuses, in the order they are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// One more hex for a chosen number.
    Extra,
    /// A 2 in any empty hex.
    Two,
    /// A third rolled number.
    Third,
}

impl Bonus {
    pub const ALL: [Bonus; 3] = [Bonus::Extra, Bonus::Two, Bonus::Third];
    pub fn index(self) -> usize {
        match self {
            Bonus::Extra => 0,
            Bonus::Two => 1,
            Bonus::Third => 2,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Bonus::Extra => "+1 hex",
            Bonus::Two => "free 2",
            Bonus::Third => "3rd number",
        }
    }
}

/// One player's sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The number in each hex (layout order); 0 = empty. Printed numbers are included.
    pub cells: Vec<u8>,
    /// The two tracker rows (top, bottom), left to right.
    pub rows: [Vec<u8>; 2],
    /// For each bonus (Extra, Two, Third): the round (0-based) it was used in.
    pub bonuses: [Option<u8>; 3],
}

impl Sheet {
    pub fn new(layout: &Layout) -> Sheet {
        Sheet {
            cells: layout.printed.iter().map(|p| p.unwrap_or(0)).collect(),
            rows: [Vec::new(), Vec::new()],
            bonuses: [None; 3],
        }
    }
    pub fn bonus_left(&self, b: Bonus) -> bool {
        self.bonuses[b.index()].is_none()
    }
    pub fn empty_count(&self) -> usize {
        self.cells.iter().filter(|&&c| c == 0).count()
    }
}

/// A chain of one number written this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    pub number: u8,
    /// The third-number bonus (not recorded in the tracker).
    pub third: bool,
    /// How many hexes the roll asks for.
    pub want: u8,
    pub hexes: Vec<Hex>,
    /// Ended before `want` because no hex was legal.
    pub short: bool,
}

impl Chain {
    pub fn done(&self) -> bool {
        self.short || self.hexes.len() >= self.want as usize
    }
}

/// What the seat to move is in the middle of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Between chains: pick a number, use a bonus, or fill the tracker.
    Free,
    /// Writing the last chain of the turn.
    Chain,
    /// Placing the extra hex of this number.
    Extra(u8),
    /// Placing the free 2.
    Two,
}

/// The turn of the seat to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: usize,
    pub chains: Vec<Chain>,
    /// The bonus used this round and the hex it wrote (once written).
    pub bonus: Option<(Bonus, Option<Hex>)>,
    pub step: Step,
}

impl Turn {
    /// The main numbers chosen so far (tracker numbers), in order.
    pub fn mains(&self) -> Vec<u8> {
        self.chains
            .iter()
            .filter(|c| !c.third)
            .map(|c| c.number)
            .collect()
    }
    pub fn chosen(&self, n: u8) -> bool {
        self.chains.iter().any(|c| c.number == n)
    }
    pub fn chain_of(&self, n: u8) -> Option<&Chain> {
        self.chains.iter().find(|c| c.number == n)
    }
    /// Every hex written this turn (chains, extra hex, free 2).
    pub fn written(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .chains
            .iter()
            .flat_map(|c| c.hexes.iter().copied())
            .collect();
        if let Some((_, Some(h))) = self.bonus {
            out.push(h);
        }
        out
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The round's dice are in the air (chance).
    Rolling,
    Turn(Turn),
    Over,
}

/// A game of Hex Roller: every seat's sheet and the shared roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub side: Side,
    /// Current round, 0-based (equals the number of rounds when over).
    pub round: u8,
    /// This round's dice, ascending (empty before the first roll).
    pub dice: Vec<u8>,
    pub sheets: Vec<Sheet>,
    pub phase: Phase,
}

impl State {
    pub fn layout(&self) -> &'static Layout {
        self.side.layout()
    }
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Turn(t) => Some(t),
            _ => None,
        }
    }
    /// How many dice of the roll show `n`.
    pub fn count(&self, n: u8) -> u8 {
        self.dice.iter().filter(|&&d| d == n).count() as u8
    }
    /// The distinct numbers of the roll, ascending.
    pub fn rolled(&self) -> Vec<u8> {
        let mut v = self.dice.clone();
        v.dedup();
        v
    }
    /// How many tracker numbers a turn records (1 if the roll shows a single number).
    pub fn mains_needed(&self) -> usize {
        self.rolled().len().min(2)
    }
    /// The number in hex `h` of `seat`'s sheet (0 if empty or off the sheet).
    pub fn number_at(&self, seat: usize, h: Hex) -> u8 {
        self.layout()
            .index(h)
            .map_or(0, |i| self.sheets[seat].cells[i])
    }
}

/// One click.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The round's dice (chance), ascending.
    Roll(Vec<u8>),
    /// Choose a main number.
    Pick(u8),
    /// Bonus: choose a third number.
    Third(u8),
    /// Bonus: one more hex of this chosen number.
    Extra(u8),
    /// Bonus: a free 2.
    Two,
    /// Write the current number (or the bonus hex) here.
    Write(Hex),
    /// Record (top, bottom) in the tracker rows; ends the turn.
    Rows(u8, u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(d) => {
                write!(f, "roll")?;
                for x in d {
                    write!(f, " {x}")?;
                }
                Ok(())
            }
            Action::Pick(n) => write!(f, "pick {n}"),
            Action::Third(n) => write!(f, "third {n}"),
            Action::Extra(n) => write!(f, "extra {n}"),
            Action::Two => write!(f, "two"),
            Action::Write(h) => write!(f, "write {},{}", h.q, h.r),
            Action::Rows(a, b) => write!(f, "rows {a} {b}"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let num = |w: &str| {
            w.parse::<u8>()
                .map_err(|_| format!("`{w}` is not a number in `{s}`"))
        };
        let hex = |w: &str| -> Result<Hex, String> {
            let t = w.trim_start_matches('(').trim_end_matches(')');
            let (q, r) = t
                .split_once(',')
                .ok_or_else(|| format!("`{w}` is not a hex like 2,-1 in `{s}`"))?;
            let q = q
                .trim()
                .parse::<i32>()
                .map_err(|_| format!("`{w}` is not a hex like 2,-1"))?;
            let r = r
                .trim()
                .parse::<i32>()
                .map_err(|_| format!("`{w}` is not a hex like 2,-1"))?;
            Ok(Hex::new(q, r))
        };
        match words.as_slice() {
            ["roll", rest @ ..] if !rest.is_empty() => Ok(Action::Roll(
                rest.iter().map(|w| num(w)).collect::<Result<_, _>>()?,
            )),
            ["pick", n] => Ok(Action::Pick(num(n)?)),
            ["third", n] => Ok(Action::Third(num(n)?)),
            ["extra", n] => Ok(Action::Extra(num(n)?)),
            ["two"] => Ok(Action::Two),
            ["write", h] => Ok(Action::Write(hex(h)?)),
            ["rows", a, b] => Ok(Action::Rows(num(a)?, num(b)?)),
            _ => Err(format!(
                "`{s}` is not a Hex Roller action (roll D.., pick N, write Q,R, third N, extra N, two, rows A B)"
            )),
        }
    }
}

/// Hex Roller.
#[derive(Clone, Copy, Debug, Default)]
pub struct HexRoller;

/// New-game options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub side: Side,
}

/// Where the number being written may go next, as hex indices (empty if the chain is stuck).
pub fn chain_targets(layout: &Layout, sheet: &Sheet, number: u8, last: Option<Hex>) -> Vec<usize> {
    match last.and_then(|h| layout.index(h)) {
        Some(l) => layout.nbrs[l]
            .iter()
            .copied()
            .filter(|&j| sheet.cells[j] == 0)
            .collect(),
        None => (0..layout.len())
            .filter(|&i| {
                sheet.cells[i] == 0 && layout.nbrs[i].iter().any(|&j| sheet.cells[j] == number)
            })
            .collect(),
    }
}

/// Score details of one sheet, for the breakdown and the end-screen highlights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail {
    pub unused_bonuses: i32,
    /// Per area: the scoring number if the area is full (`None` while it has an empty hex) and its points.
    pub areas: Vec<(Option<u8>, i32)>,
    /// Per printed pair: a shortest joining line of its number (both ends included), if joined.
    pub pairs: Vec<(Pair, Option<Vec<usize>>)>,
    /// Per tracker row: the highest n with 3..=n all present (0 without a 3).
    pub rows: [i32; 2],
}

impl Detail {
    pub fn total(&self) -> i32 {
        let areas: i32 = self.areas.iter().map(|a| a.1).sum();
        let pairs: i32 = self
            .pairs
            .iter()
            .filter(|p| p.1.is_some())
            .map(|p| p.0.number as i32)
            .sum();
        self.unused_bonuses * DATA.bonus_points + areas + pairs + self.rows[0] + self.rows[1]
    }
}

/// The most common number of a full area (ties to the higher); `None` if a hex is empty.
pub fn area_number(layout: &Layout, sheet: &Sheet, area: usize) -> Option<u8> {
    let mut counts = [0u8; 16];
    for &i in &layout.areas[area].cells {
        let c = sheet.cells[i];
        if c == 0 {
            return None;
        }
        counts[c as usize & 15] += 1;
    }
    // Scanning upwards with >= keeps the higher number on a tie.
    let mut best = 0usize;
    for n in 1..16 {
        if counts[n] > 0 && counts[n] >= counts[best] {
            best = n;
        }
    }
    Some(best as u8)
}

/// A shortest line of hexes holding `number` from `a` to `b` (both included), if there is one.
pub fn joining_path(
    layout: &Layout,
    sheet: &Sheet,
    a: usize,
    b: usize,
    number: u8,
) -> Option<Vec<usize>> {
    let mut prev = vec![usize::MAX; layout.len()];
    let mut queue = std::collections::VecDeque::from([a]);
    prev[a] = a;
    while let Some(i) = queue.pop_front() {
        if i == b {
            let mut path = vec![b];
            let mut k = b;
            while k != a {
                k = prev[k];
                path.push(k);
            }
            path.reverse();
            return Some(path);
        }
        for &j in &layout.nbrs[i] {
            if prev[j] == usize::MAX && sheet.cells[j] == number {
                prev[j] = i;
                queue.push_back(j);
            }
        }
    }
    None
}

/// The straight score of a tracker row.
pub fn straight(row: &[u8]) -> i32 {
    let (lo, hi) = DATA.faces;
    let mut best = 0;
    for n in lo..=hi {
        if row.contains(&n) {
            best = n as i32;
        } else {
            break;
        }
    }
    best
}

/// The full score details of one sheet.
pub fn detail(layout: &Layout, sheet: &Sheet) -> Detail {
    let areas = (0..layout.areas.len())
        .map(|a| {
            let n = area_number(layout, sheet, a);
            let mult = if layout.areas[a].middle { 2 } else { 1 };
            (n, n.map_or(0, |v| v as i32 * mult))
        })
        .collect();
    let pairs = layout
        .pairs
        .iter()
        .map(|&p| (p, joining_path(layout, sheet, p.a, p.b, p.number)))
        .collect();
    Detail {
        unused_bonuses: sheet.bonuses.iter().filter(|b| b.is_none()).count() as i32,
        areas,
        pairs,
        rows: [straight(&sheet.rows[0]), straight(&sheet.rows[1])],
    }
}

fn row_label(score: i32) -> String {
    let lo = DATA.faces.0 as i32;
    if score == 0 {
        format!("no {lo}")
    } else if score == lo {
        format!("{lo} only")
    } else {
        format!("{lo} to {score}")
    }
}

impl HexRoller {
    pub fn fresh(&self, side: Side, seats: usize) -> State {
        let layout = side.layout();
        State {
            side,
            round: 0,
            dice: Vec::new(),
            sheets: vec![Sheet::new(layout); seats],
            phase: Phase::Rolling,
        }
    }

    /// The legal hexes for the pending write, as hex indices (empty when nothing is being written).
    pub fn write_targets(&self, s: &State) -> Vec<usize> {
        let Phase::Turn(t) = &s.phase else {
            return Vec::new();
        };
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        match t.step {
            Step::Free => Vec::new(),
            Step::Chain => match t.chains.last() {
                Some(c) if !c.done() => {
                    chain_targets(layout, sheet, c.number, c.hexes.last().copied())
                }
                _ => Vec::new(),
            },
            Step::Extra(n) => match t.chain_of(n).and_then(|c| c.hexes.last().copied()) {
                Some(last) => chain_targets(layout, sheet, n, Some(last)),
                None => Vec::new(),
            },
            Step::Two => (0..layout.len()).filter(|&i| sheet.cells[i] == 0).collect(),
        }
    }

    /// Why the extra-hex bonus cannot go to `n` now, or `None` if it can.
    fn extra_blocked(&self, s: &State, t: &Turn, n: u8) -> Option<String> {
        let Some(c) = t.chain_of(n) else {
            return Some(format!(
                "The extra hex must be one of this turn's numbers; {n} is not chosen."
            ));
        };
        if !c.done() {
            return Some(format!("Finish writing the {n}s first."));
        }
        if c.short {
            return Some(format!(
                "The {n}s ended short, so there is no room to add one more."
            ));
        }
        let Some(last) = c.hexes.last().copied() else {
            return Some(format!("No {n} was written this turn."));
        };
        let layout = s.layout();
        if chain_targets(layout, &s.sheets[t.seat], n, Some(last)).is_empty() {
            return Some(format!(
                "The last {n} you wrote, at {last}, has no empty hex next to it."
            ));
        }
        None
    }

    /// Why `b` cannot be used now (apart from the step), or `None`.
    fn bonus_blocked(&self, s: &State, t: &Turn, b: Bonus) -> Option<String> {
        if let Some((used, _)) = t.bonus {
            return Some(format!(
                "Only one bonus per round: you already used the {} bonus this round.",
                used.label()
            ));
        }
        if !s.sheets[t.seat].bonus_left(b) {
            return Some(format!("Your {} bonus is already crossed off.", b.label()));
        }
        if t.step != Step::Free {
            return Some("Finish the current write first.".into());
        }
        None
    }

    fn pick_blocked(&self, s: &State, t: &Turn, n: u8, third: bool) -> Option<String> {
        if third {
            if let Some(r) = self.bonus_blocked(s, t, Bonus::Third) {
                return Some(r);
            }
            if s.rolled().len() < 3 {
                return Some("The roll shows fewer than three different numbers.".into());
            }
        } else {
            if t.step != Step::Free {
                return Some("Finish the current write first.".into());
            }
            if t.mains().len() >= s.mains_needed() {
                return Some("You have already chosen your numbers this turn.".into());
            }
        }
        if s.count(n) == 0 {
            return Some(format!("No die shows {n} this round."));
        }
        if t.chosen(n) {
            return Some(format!(
                "You already wrote {n}s this turn; choose a different number."
            ));
        }
        None
    }

    fn start_chain(&self, s: &mut State, n: u8, third: bool) {
        let want = s.count(n);
        if let Phase::Turn(t) = &mut s.phase {
            t.chains.push(Chain {
                number: n,
                third,
                want,
                hexes: Vec::new(),
                short: false,
            });
            t.step = Step::Chain;
        }
        self.settle_chain(s);
    }

    /// Ends the current chain when it is complete or no hex is legal for its next step.
    fn settle_chain(&self, s: &mut State) {
        let stuck = self.write_targets(s).is_empty();
        if let Phase::Turn(t) = &mut s.phase {
            if t.step != Step::Chain {
                return;
            }
            if let Some(c) = t.chains.last_mut() {
                if c.hexes.len() >= c.want as usize {
                    t.step = Step::Free;
                } else if stuck {
                    c.short = true;
                    t.step = Step::Free;
                }
            }
        }
    }

    fn end_turn(&self, s: &mut State) {
        let Phase::Turn(t) = &s.phase else {
            return;
        };
        let next = t.seat + 1;
        if next < s.sheets.len() {
            s.phase = Phase::Turn(Turn {
                seat: next,
                chains: Vec::new(),
                bonus: None,
                step: Step::Free,
            });
        } else {
            s.round += 1;
            s.phase = if s.round as usize >= s.layout().rounds() {
                Phase::Over
            } else {
                Phase::Rolling
            };
        }
    }

    /// The legal `rows` actions.
    fn rows_options(&self, s: &State, t: &Turn) -> Vec<(u8, u8)> {
        let mains = t.mains();
        if t.step != Step::Free || mains.len() < s.mains_needed() {
            return Vec::new();
        }
        match mains[..] {
            [a] => vec![(a, a)],
            [a, b] => vec![(a, b), (b, a)],
            _ => Vec::new(),
        }
    }
}

impl Rules for HexRoller {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, options: &Options, seats: usize) -> Result<State, String> {
        if !(1..=8).contains(&seats) {
            return Err(format!("Hex Roller takes 1 to 8 players, not {seats}"));
        }
        Ok(self.fresh(options.side, seats))
    }

    fn to_move(&self, s: &State) -> ToMove {
        match &s.phase {
            Phase::Rolling => ToMove::Chance,
            Phase::Turn(t) => ToMove::Seat(t.seat),
            Phase::Over => ToMove::Over,
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let Phase::Turn(t) = &s.phase else {
            return Vec::new();
        };
        let layout = s.layout();
        match t.step {
            Step::Chain | Step::Extra(_) | Step::Two => self
                .write_targets(s)
                .into_iter()
                .map(|i| Action::Write(layout.hexes[i]))
                .collect(),
            Step::Free => {
                let mut out = Vec::new();
                let rolled = s.rolled();
                for &n in &rolled {
                    if self.pick_blocked(s, t, n, false).is_none() {
                        out.push(Action::Pick(n));
                    }
                }
                for &n in &rolled {
                    if self.pick_blocked(s, t, n, true).is_none() {
                        out.push(Action::Third(n));
                    }
                }
                if self.bonus_blocked(s, t, Bonus::Extra).is_none() {
                    for c in &t.chains {
                        if self.extra_blocked(s, t, c.number).is_none() {
                            out.push(Action::Extra(c.number));
                        }
                    }
                }
                if self.bonus_blocked(s, t, Bonus::Two).is_none()
                    && s.sheets[t.seat].empty_count() > 0
                {
                    out.push(Action::Two);
                }
                for (a, b) in self.rows_options(s, t) {
                    out.push(Action::Rows(a, b));
                }
                out
            }
        }
    }

    fn sample_chance(&self, s: &State, rng: &mut ChaCha8Rng) -> Action {
        let (lo, hi) = DATA.faces;
        let mut d: Vec<u8> = (0..s.layout().dice())
            .map(|_| rng.random_range(lo..=hi))
            .collect();
        d.sort_unstable();
        Action::Roll(d)
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        let Action::Roll(d) = a else {
            return Err(format!("`{a}` is not a roll; the dice are rolling"));
        };
        let (lo, hi) = DATA.faces;
        if d.len() != s.layout().dice() {
            return Err(format!("{a}: this side rolls {} dice", s.layout().dice()));
        }
        if d.iter().any(|v| !(lo..=hi).contains(v)) {
            return Err(format!("{a}: every die shows {lo} to {hi}"));
        }
        if d.windows(2).any(|w| w[0] > w[1]) {
            return Err(format!("{a}: list the dice in ascending order"));
        }
        Ok(())
    }

    fn refusal(&self, s: &State, a: &Action) -> String {
        let t = match &s.phase {
            Phase::Over => return "The game is over.".into(),
            Phase::Rolling => return "Wait for the dice.".into(),
            Phase::Turn(t) => t,
        };
        let layout = s.layout();
        let sheet = &s.sheets[t.seat];
        let mid_write = |t: &Turn| -> Option<String> {
            match t.step {
                Step::Chain => t.chains.last().map(|c| {
                    format!(
                        "You are writing {}s: {} of {} so far. Click a highlighted hex.",
                        c.number,
                        c.hexes.len(),
                        c.want
                    )
                }),
                Step::Extra(n) => Some(format!("Place the extra {n} first.")),
                Step::Two => Some("Place the free 2 first.".into()),
                Step::Free => None,
            }
        };
        match a {
            Action::Roll(_) => "Dice results come from the dice, not from a player.".into(),
            Action::Pick(n) => self
                .pick_blocked(s, t, *n, false)
                .unwrap_or_else(|| "That pick is legal.".into()),
            Action::Third(n) => self
                .pick_blocked(s, t, *n, true)
                .unwrap_or_else(|| "That pick is legal.".into()),
            Action::Extra(n) => self
                .bonus_blocked(s, t, Bonus::Extra)
                .or_else(|| self.extra_blocked(s, t, *n))
                .unwrap_or_else(|| "That bonus is legal.".into()),
            Action::Two => self
                .bonus_blocked(s, t, Bonus::Two)
                .unwrap_or_else(|| "Your sheet has no empty hex.".into()),
            Action::Rows(x, y) => {
                if let Some(m) = mid_write(t) {
                    return m;
                }
                let mains = t.mains();
                if mains.len() < s.mains_needed() {
                    return if mains.is_empty() {
                        "Choose and write your numbers before filling the tracker.".into()
                    } else {
                        "Choose and write your second number before filling the tracker.".into()
                    };
                }
                let options = self.rows_options(s, t);
                if options.contains(&(*x, *y)) {
                    return "That is legal.".into();
                }
                match mains[..] {
                    [m] => {
                        format!("The roll shows only {m}s: it goes in both rows (rows {m} {m}).")
                    }
                    [m1, m2] => format!(
                        "The tracker takes this turn's two numbers, {m1} and {m2}, one in each row."
                    ),
                    _ => "Choose your numbers first.".into(),
                }
            }
            Action::Write(h) => {
                let Some(i) = layout.index(*h) else {
                    return format!("{h} is not on the sheet.");
                };
                if sheet.cells[i] != 0 {
                    return if layout.printed[i].is_some() {
                        format!("That hex has a printed {}.", sheet.cells[i])
                    } else {
                        format!("That hex already holds a {}.", sheet.cells[i])
                    };
                }
                match t.step {
                    Step::Free => {
                        if t.mains().len() < s.mains_needed() {
                            "Choose a number from the roll first.".into()
                        } else {
                            "Your numbers are written: fill the tracker (or use a bonus).".into()
                        }
                    }
                    Step::Chain => match t.chains.last() {
                        Some(c) => match c.hexes.last() {
                            None => format!(
                                "Your first {} must touch a hex that already holds a {} (printed or written).",
                                c.number, c.number
                            ),
                            Some(l) => format!(
                                "Each next {} must touch the {} you just wrote at {l}.",
                                c.number, c.number
                            ),
                        },
                        None => "Choose a number first.".into(),
                    },
                    Step::Extra(n) => match t.chain_of(n).and_then(|c| c.hexes.last()) {
                        Some(l) => format!("The extra {n} must touch the last {n} of this turn, at {l}."),
                        None => format!("The extra {n} must touch the last {n} of this turn."),
                    },
                    Step::Two => "That is legal.".into(),
                }
            }
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        let round = s.round;
        match a {
            Action::Roll(d) => {
                let mut d = d.clone();
                d.sort_unstable();
                s.dice = d;
                s.phase = Phase::Turn(Turn {
                    seat: 0,
                    chains: Vec::new(),
                    bonus: None,
                    step: Step::Free,
                });
            }
            Action::Pick(n) => self.start_chain(s, *n, false),
            Action::Third(n) => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Third, None));
                    s.sheets[t.seat].bonuses[Bonus::Third.index()] = Some(round);
                }
                self.start_chain(s, *n, true);
            }
            Action::Extra(n) => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Extra, None));
                    t.step = Step::Extra(*n);
                    s.sheets[t.seat].bonuses[Bonus::Extra.index()] = Some(round);
                }
            }
            Action::Two => {
                if let Phase::Turn(t) = &mut s.phase {
                    t.bonus = Some((Bonus::Two, None));
                    t.step = Step::Two;
                    s.sheets[t.seat].bonuses[Bonus::Two.index()] = Some(round);
                }
            }
            Action::Write(h) => {
                let layout = s.layout();
                let Some(i) = layout.index(*h) else {
                    return;
                };
                if let Phase::Turn(t) = &mut s.phase {
                    match t.step {
                        Step::Chain => {
                            if let Some(c) = t.chains.last_mut() {
                                c.hexes.push(*h);
                                s.sheets[t.seat].cells[i] = c.number;
                            }
                        }
                        Step::Extra(n) => {
                            t.bonus = Some((Bonus::Extra, Some(*h)));
                            s.sheets[t.seat].cells[i] = n;
                            t.step = Step::Free;
                        }
                        Step::Two => {
                            t.bonus = Some((Bonus::Two, Some(*h)));
                            s.sheets[t.seat].cells[i] = 2;
                            t.step = Step::Free;
                        }
                        Step::Free => {}
                    }
                }
                self.settle_chain(s);
            }
            Action::Rows(x, y) => {
                if let Phase::Turn(t) = &s.phase {
                    let seat = t.seat;
                    s.sheets[seat].rows[0].push(*x);
                    s.sheets[seat].rows[1].push(*y);
                }
                self.end_turn(s);
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        let layout = s.layout();
        s.sheets
            .iter()
            .map(|sheet| {
                let d = detail(layout, sheet);
                let mut lines = Vec::new();
                lines.push(SeatScore::line(
                    format!(
                        "Unused bonuses: {} × {}",
                        d.unused_bonuses, DATA.bonus_points
                    ),
                    d.unused_bonuses * DATA.bonus_points,
                ));
                for (a, area) in layout.areas.iter().enumerate() {
                    let (n, pts) = d.areas[a];
                    let what = match n {
                        Some(n) if area.middle => format!("full, most {n}s, doubled"),
                        Some(n) => format!("full, most {n}s"),
                        None => "not full".into(),
                    };
                    let name = if area.middle {
                        "Middle area".to_string()
                    } else {
                        format!("Area {}", area.name)
                    };
                    lines.push(SeatScore::line(format!("{name}: {what}"), pts));
                }
                let joined: Vec<String> = d
                    .pairs
                    .iter()
                    .filter(|p| p.1.is_some())
                    .map(|p| p.0.number.to_string())
                    .collect();
                let joined_pts: i32 = d
                    .pairs
                    .iter()
                    .filter(|p| p.1.is_some())
                    .map(|p| p.0.number as i32)
                    .sum();
                lines.push(SeatScore::line(
                    if joined.is_empty() {
                        "Connected pairs: none".to_string()
                    } else {
                        format!("Connected pairs: {}", joined.join(", "))
                    },
                    joined_pts,
                ));
                lines.push(SeatScore::line(
                    format!("Top row: {}", row_label(d.rows[0])),
                    d.rows[0],
                ));
                lines.push(SeatScore::line(
                    format!("Bottom row: {}", row_label(d.rows[1])),
                    d.rows[1],
                ));
                SeatScore::summed(lines)
            })
            .collect()
    }

    fn prompt(&self, s: &State) -> String {
        let t = match &s.phase {
            Phase::Over => {
                let scores = self.scores(s);
                let best = scores.iter().map(|x| x.total).max().unwrap_or(0);
                return format!("Game over after {} rounds. Best score: {best}.", s.round);
            }
            Phase::Rolling => return "Rolling the dice…".into(),
            Phase::Turn(t) => t,
        };
        let round = format!("Round {}/{}", s.round + 1, s.layout().rounds());
        match t.step {
            Step::Chain => match t.chains.last() {
                Some(c) if c.hexes.is_empty() => format!(
                    "{round}: write your first {} next to a {} already on the sheet ({} to write).",
                    c.number, c.number, c.want
                ),
                Some(c) => format!(
                    "{round}: write the next {} next to the one you just wrote ({} of {}).",
                    c.number,
                    c.hexes.len() + 1,
                    c.want
                ),
                None => round,
            },
            Step::Extra(n) => format!("{round}: write the extra {n} next to your last {n}."),
            Step::Two => format!("{round}: write the free 2 in any empty hex."),
            Step::Free => {
                let mains = t.mains();
                let need = s.mains_needed();
                if mains.len() < need {
                    if mains.is_empty() {
                        format!("{round}: choose a number from the roll to write.")
                    } else {
                        let taken: Vec<String> =
                            t.chains.iter().map(|c| c.number.to_string()).collect();
                        format!(
                            "{round}: choose a second number (not {}).",
                            taken.join(" or ")
                        )
                    }
                } else {
                    match mains[..] {
                        [m] => format!("{round}: record {m} in both tracker rows to end your turn (or use a bonus)."),
                        [a, b] => format!(
                            "{round}: choose the row for {a} and {b} in the tracker to end your turn (or use a bonus)."
                        ),
                        _ => round,
                    }
                }
            }
        }
    }

    fn describe(&self, s: &State, a: &Action) -> String {
        let mut after = s.clone();
        self.perform(&mut after, a);
        // Did this action end a chain short (possibly at 0 hexes)?
        let before_short = s
            .turn()
            .map(|t| (t.chains.len(), t.chains.last().is_some_and(|c| c.short)));
        let ended_short = after.turn().and_then(|t| {
            let c = t.chains.last()?;
            let newly = before_short != Some((t.chains.len(), true));
            (c.short && newly).then_some((c.number, c.hexes.len(), c.want))
        });
        let base = match a {
            Action::Roll(d) => {
                let parts: Vec<String> = d.iter().map(|x| x.to_string()).collect();
                format!("rolls {}", parts.join(" "))
            }
            Action::Pick(n) => format!("chooses {n} ({}×)", s.count(*n)),
            Action::Third(n) => format!("uses the third-number bonus: {n} ({}×)", s.count(*n)),
            Action::Extra(n) => format!("uses the extra-hex bonus on {n}"),
            Action::Two => "uses the free-2 bonus".into(),
            Action::Write(h) => {
                let n = after
                    .layout()
                    .index(*h)
                    .and_then(|i| s.turn().map(|t| after.sheets[t.seat].cells[i]));
                format!("writes {} at {h}", n.unwrap_or(0))
            }
            Action::Rows(x, y) => format!("records {x} (top) and {y} (bottom)"),
        };
        match ended_short {
            Some((n, got, want)) => {
                format!("{base}; the {n}s end short ({got} of {want}): no legal hex")
            }
            _ => base,
        }
    }

    fn normal_bot(&self, s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
        super::bot::normal_choice(s, rng)
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        let layout = s.layout();
        let (lo, hi) = DATA.faces;
        if s.round as usize > layout.rounds() {
            return Err("round beyond the game's length".into());
        }
        // Seats before the one to move have already filled this round's tracker boxes.
        let seat = match &s.phase {
            Phase::Turn(t) => t.seat,
            Phase::Rolling | Phase::Over => 0,
        };
        for (i, sheet) in s.sheets.iter().enumerate() {
            if sheet.cells.len() != layout.len() {
                return Err(format!("seat {i}: sheet has {} hexes", sheet.cells.len()));
            }
            for (k, &c) in sheet.cells.iter().enumerate() {
                if let Some(p) = layout.printed[k] {
                    if c != p {
                        return Err(format!(
                            "seat {i}: printed {p} at {} overwritten",
                            layout.hexes[k]
                        ));
                    }
                }
                if c != 0 && c != 2 && !(lo..=hi).contains(&c) {
                    return Err(format!("seat {i}: {c} in a hex"));
                }
            }
            let want = s.round as usize + usize::from(i < seat);
            if sheet.rows[0].len() != want || sheet.rows[1].len() != want {
                return Err(format!(
                    "seat {i}: tracker has {} entries, expected {want}",
                    sheet.rows[0].len()
                ));
            }
            let twos = sheet.cells.iter().filter(|&&c| c == 2).count();
            if twos > usize::from(sheet.bonuses[Bonus::Two.index()].is_some()) {
                return Err(format!("seat {i}: {twos} twos written"));
            }
            let mut rounds: Vec<u8> = sheet.bonuses.iter().flatten().copied().collect();
            let n = rounds.len();
            rounds.sort_unstable();
            rounds.dedup();
            if rounds.len() != n {
                return Err(format!("seat {i}: two bonuses in one round"));
            }
        }
        if let Phase::Turn(t) = &s.phase {
            if t.seat >= s.sheets.len() {
                return Err("turn of a seat that does not exist".into());
            }
            if t.mains().len() > s.mains_needed() {
                return Err("too many numbers chosen".into());
            }
            for c in &t.chains {
                if c.hexes.len() > c.want as usize {
                    return Err(format!("chain of {} longer than the roll allows", c.number));
                }
                for h in &c.hexes {
                    if s.number_at(t.seat, *h) != c.number {
                        return Err(format!("chain hex {h} does not hold {}", c.number));
                    }
                }
            }
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        // Per turn: at most 3 picks, one write per die, 2 bonus actions, 1 tracker action.
        let layout = FRONT.dice().max(BACK.dice());
        let rounds = FRONT.rounds().max(BACK.rounds());
        rounds * (1 + seats * (layout + 6))
    }
}
