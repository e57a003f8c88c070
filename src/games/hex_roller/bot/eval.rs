//! The bots' static evaluation: an estimate of a sheet's final score from a position (areas,
//! printed pairs, tracker rows, unused bonuses), and the pair-distance search it rests on.

use crate::engine::bot::{mix, taste};
use crate::games::hex_roller::rules::{bits, straight, Layout, Sheet, State, DATA};

/// What the evaluation needs to know about the game's stage, and the seat's tastes.
pub(super) struct Ctx {
    pub(super) layout: &'static Layout,
    /// Rounds still to come after this one.
    pub(super) left: usize,
    /// Per area, then per printed pair: the seat's liking for it (a factor near 1, from its
    /// style), so seats of one level weigh near-equal options their own way.
    area_taste: Vec<f64>,
    pair_taste: Vec<f64>,
    /// Per area: the number the seat's plan builds it with (0: none), and the points each hex
    /// of that number in the area is worth to the plan.
    area_aim: Vec<u8>,
    aim_weight: f64,
}

/// How far a seat's liking for an area or a printed pair strays from 1 (±); see docs/bots.md for
/// what it changes (how alike eight Normal seats play) and what it costs (Normal's solo mean).
const TASTE: f64 = 0.3;

/// Points a hex holding its area's planned number is worth to the seat's plan (doubled in the
/// middle area); docs/bots.md has the trade-off between variety and strength it was chosen from.
pub(super) const PLAN: f64 = 1.0;

/// The seat's plan: for each area the number it builds it with, drawn from `style` (0: none).
/// An outer area's plan is one of the numbers printed in it (its chains can start there); an
/// area with none printed (the middle) gets 6, 7, 8 or no plan.
fn plan_of(layout: &Layout, style: u64) -> Vec<u8> {
    layout
        .areas
        .iter()
        .enumerate()
        .map(|(a, area)| {
            if style == 0 {
                return 0;
            }
            let mut choices: Vec<u8> = area
                .cells
                .iter()
                .filter_map(|&i| layout.printed[i])
                .collect();
            if choices.is_empty() {
                choices = vec![0, 6, 7, 8];
            }
            let pick = mix(style ^ 0xA1A1 ^ a as u64) % choices.len() as u64;
            choices[pick as usize]
        })
        .collect()
}

impl Ctx {
    /// The evaluation of `style`'s seat with its plan worth `plan` points a hex (style 0 is the
    /// neutral one: every taste 1, no plan).
    pub(super) fn of(s: &State, style: u64, plan: f64) -> Ctx {
        let layout = s.layout();
        let tastes = |salt: u64, n: usize| -> Vec<f64> {
            (0..n as u64)
                .map(|k| match style {
                    0 => 1.0,
                    _ => 1.0 + TASTE * taste(style, salt ^ k),
                })
                .collect()
        };
        Ctx {
            area_aim: plan_of(layout, style),
            aim_weight: plan,
            layout,
            left: layout.rounds().saturating_sub(s.round as usize + 1),
            area_taste: tastes(0xA4EA << 16, layout.areas.len()),
            pair_taste: tastes(0xBA14 << 16, layout.pairs.len()),
        }
    }

    /// Estimated final points of the sheet's hexes and bonuses (tracker apart).
    pub(super) fn sheet_value(&self, cells: &[u8], unused_bonuses: usize) -> f64 {
        let l = self.layout;
        let left = self.left as f64;
        let mut v = 0.0;
        let areas = l.areas.iter().zip(&self.area_taste).zip(&self.area_aim);
        for ((area, taste), &aim) in areas {
            let mut counts = [0u8; 10];
            let mut empty = 0usize;
            for &i in &area.cells {
                let c = cells[i] as usize;
                if c == 0 {
                    empty += 1;
                } else {
                    counts[c.min(9)] += 1;
                }
            }
            let (mut lead, mut lead_n) = (0usize, 0u8);
            for (n, &k) in counts.iter().enumerate() {
                if k > 0 && k >= lead_n {
                    lead = n;
                    lead_n = k;
                }
            }
            let mult = taste * if area.middle { 2.0 } else { 1.0 };
            if aim != 0 {
                v += self.aim_weight * mult * f64::from(counts[usize::from(aim.min(9))]);
            }
            if empty == 0 {
                v += mult * lead as f64;
            } else if self.left > 0 {
                let mode = match lead_n {
                    0 => 5.0,
                    1 => (lead as f64 + 5.0) / 2.0,
                    _ => lead as f64,
                };
                let fill = (1.0 - (empty as f64 - 1.0) / (1.8 * left + 1.0)).clamp(0.05, 0.95);
                v += mult * mode * fill;
            }
        }
        let mut masks = [0u128; 10];
        for (i, &c) in cells.iter().enumerate() {
            masks[usize::from(c.min(9))] |= 1u128 << i;
        }
        for (p, taste) in l.pairs.iter().zip(&self.pair_taste) {
            let d = gap(l, masks[usize::from(p.number.min(9))], masks[0], p.a, p.b);
            match d {
                Some(0) => v += taste * p.number as f64,
                Some(d) if self.left > 0 => {
                    let chance = (1.0 - d as f64 / (1.5 + 0.8 * left)).max(0.0) * 0.6;
                    v += taste * p.number as f64 * chance;
                }
                _ => {}
            }
        }
        let option = 0.5 * (self.left.min(4) as f64);
        v + unused_bonuses as f64 * (DATA.bonus_points as f64 + option)
    }

    /// Estimated final points of one tracker row.
    pub(super) fn row_value(&self, row: &[u8]) -> f64 {
        let now = straight(row) as f64;
        let (lo, hi) = DATA.faces;
        let mut best = now;
        let mut missing = 0usize;
        for n in lo..=hi {
            if !row.contains(&n) {
                missing += 1;
            }
            if missing == 0 || missing > self.left {
                continue;
            }
            let chance =
                0.72f64.powi(missing as i32) * if missing < self.left { 1.0 } else { 0.75 };
            best = best.max(n as f64 * chance);
        }
        best
    }

    /// Best value of the two rows with (x, y) recorded in either order.
    pub(super) fn rows_value(&self, rows: &[Vec<u8>; 2], x: u8, y: u8) -> (f64, (u8, u8)) {
        let with = |a: u8, b: u8| {
            let mut r0 = rows[0].clone();
            let mut r1 = rows[1].clone();
            r0.push(a);
            r1.push(b);
            self.row_value(&r0) + self.row_value(&r1)
        };
        let v1 = with(x, y);
        let v2 = with(y, x);
        if v2 > v1 {
            (v2, (y, x))
        } else {
            (v1, (x, y))
        }
    }
}

/// The expected final score of `sheet`, a sheet of a seat whose turn in `s` is planned to end
/// there: the evaluation without any seat's taste, plan or nudge (those steer a bot; they are no
/// points), so what a hint shows is a score. In the last round it is the sheet's exact final score.
pub(super) fn expected_score(s: &State, sheet: &Sheet) -> f64 {
    let ctx = Ctx::of(s, 0, 0.0);
    let unused = sheet.bonuses.iter().filter(|b| b.is_none()).count();
    ctx.sheet_value(&sheet.cells, unused)
        + ctx.row_value(&sheet.rows[0])
        + ctx.row_value(&sheet.rows[1])
}

/// Fewest empty hexes that must still be filled to join hexes `a` and `b` through hexes of their
/// number (`same`: the hexes holding it; `empty`: the empty hexes), 0 = joined, `None` =
/// impossible. Grows the reachable set in bit sets: first through `same` for free, then one ring
/// of empty hexes at a time.
pub(super) fn gap(l: &Layout, same: u128, empty: u128, a: usize, b: usize) -> Option<usize> {
    let goal = 1u128 << b;
    let mut reach = 1u128 << a;
    // The neighbours of everything reached so far, grown from the newly reached hexes only.
    let mut near = 0u128;
    let mut fresh = reach;
    let mut d = 0;
    loop {
        loop {
            near |= bits(fresh).fold(0u128, |m, j| m | l.nbr_mask[j]);
            fresh = near & same & !reach;
            if fresh == 0 {
                break;
            }
            reach |= fresh;
        }
        if reach & goal != 0 {
            return Some(d);
        }
        fresh = near & empty & !reach;
        if fresh == 0 {
            return None;
        }
        reach |= fresh;
        d += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex_roller::rules::{HexRoller, Side};

    #[test]
    fn seats_have_their_own_tastes_near_one_and_the_neutral_style_has_none() {
        let s = HexRoller.fresh(Side::Front, 2);
        let neutral = Ctx::of(&s, 0, PLAN);
        assert!(neutral
            .area_taste
            .iter()
            .chain(&neutral.pair_taste)
            .all(|&t| t == 1.0));
        let tastes: Vec<Vec<f64>> = (1..=8u64)
            .map(|style| Ctx::of(&s, crate::engine::bot::mix(style), PLAN).area_taste)
            .collect();
        for t in tastes.iter().flatten() {
            assert!((1.0 - TASTE..1.0 + TASTE).contains(t), "{t}");
        }
        let distinct: std::collections::BTreeSet<String> =
            tastes.iter().map(|t| format!("{t:?}")).collect();
        assert_eq!(distinct.len(), 8, "every seat weighs the areas its own way");
        // The same style always has the same tastes.
        assert_eq!(
            Ctx::of(&s, crate::engine::bot::mix(3), PLAN).area_taste,
            tastes[2]
        );
    }
}
