//! Hex Roller scoring: full areas, joined printed pairs, tracker straights and unused bonuses,
//! with the details the sheet marks (badges, joining lines, ticks).

use super::state::{Layout, Pair, Sheet, DATA};
use crate::engine::text::Msg;
use crate::engine::SeatScore;

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
    let counts = area_counts(layout, sheet, area)?;
    // Scanning upwards with >= keeps the higher number on a tie.
    let mut best = 0usize;
    for n in 1..16 {
        if counts[n] > 0 && counts[n] >= counts[best] {
            best = n;
        }
    }
    Some(best as u8)
}

/// How many times each number is in a full area (`None` while a hex of it is empty).
fn area_counts(layout: &Layout, sheet: &Sheet, area: usize) -> Option<[u8; 16]> {
    let mut counts = [0u8; 16];
    for &i in &layout.areas[area].cells {
        let c = sheet.cells[i];
        if c == 0 {
            return None;
        }
        counts[c as usize & 15] += 1;
    }
    Some(counts)
}

/// In a full area: every number that has the area's highest count, lowest first (more than one
/// on a tie; the last is the one that scores), and that count. `None` for an area not full.
pub fn area_most(layout: &Layout, sheet: &Sheet, area: usize) -> Option<(Vec<u8>, u8)> {
    let counts = area_counts(layout, sheet, area)?;
    let most = counts.iter().copied().max().unwrap_or(0);
    let tied = (1..16u8).filter(|&n| counts[n as usize] == most).collect();
    Some((tied, most))
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

fn row_label(score: i32) -> Msg {
    let lo = DATA.faces.0 as i32;
    if score == 0 {
        Msg::new("hr-run-none").int("low", lo)
    } else if score == lo {
        Msg::new("hr-run-only").int("low", lo)
    } else {
        Msg::new("hr-run").int("low", lo).int("high", score)
    }
}

/// One seat's score, one line per scoring rule (the end window's breakdown).
pub fn breakdown(layout: &Layout, sheet: &Sheet) -> SeatScore {
    let d = detail(layout, sheet);
    let mut lines = vec![SeatScore::line(
        Msg::new("hr-score-bonuses")
            .int("count", d.unused_bonuses)
            .int("points", DATA.bonus_points),
        d.unused_bonuses * DATA.bonus_points,
    )];
    for (a, area) in layout.areas.iter().enumerate() {
        let (n, pts) = d.areas[a];
        let tie = area_most(layout, sheet, a).filter(|(tied, _)| tied.len() > 1);
        let what = match (n, tie) {
            // A tie says so, and that the higher number counts (docs/rulings.md HR-8).
            (Some(n), Some((tied, count))) => {
                let numbers: Vec<String> = tied.iter().map(u8::to_string).collect();
                Msg::new(if area.middle {
                    "hr-area-tie-doubled"
                } else {
                    "hr-area-tie"
                })
                .msg("numbers", crate::engine::rules::name_list(&numbers))
                .count("ways", tied.len())
                .int("count", count)
                .int("n", n)
            }
            (Some(n), None) if area.middle => Msg::new("hr-area-full-doubled").int("n", n),
            (Some(n), None) => Msg::new("hr-area-full").int("n", n),
            (None, _) => Msg::new("hr-area-open"),
        };
        let label = if area.middle {
            Msg::new("hr-score-middle").msg("what", what)
        } else {
            Msg::new("hr-score-area")
                .msg(
                    "name",
                    Msg::new("hr-area-name").text("name", area.name.clone()),
                )
                .msg("what", what)
        };
        lines.push(SeatScore::line(label, pts));
    }
    let joined: Vec<u8> = d
        .pairs
        .iter()
        .filter(|p| p.1.is_some())
        .map(|p| p.0.number)
        .collect();
    let words: Vec<String> = joined.iter().map(|n| n.to_string()).collect();
    lines.push(SeatScore::line(
        if joined.is_empty() {
            Msg::new("hr-score-pairs-none")
        } else {
            Msg::new("hr-score-pairs").text("numbers", words.join(", "))
        },
        joined.iter().map(|&n| n as i32).sum(),
    ));
    lines.push(SeatScore::line(
        Msg::new("hr-score-top").msg("run", row_label(d.rows[0])),
        d.rows[0],
    ));
    lines.push(SeatScore::line(
        Msg::new("hr-score-bottom").msg("run", row_label(d.rows[1])),
        d.rows[1],
    ));
    SeatScore::summed(lines)
}
