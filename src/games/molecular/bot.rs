//! The Normal bot: greedy over a sheet evaluation. Every option of the current step is followed to
//! the end of the turn (the die, what to do with it, the hex), a rerolled six by its expectation
//! over the six faces, and the resulting sheet is valued by [`evaluate`]. No egui here.

use super::rules::{Action, Cell, Molecular, Sheet, Stage, State, LAYOUT};
use crate::engine::{Bot, BotChoice, Rules, Think};

impl Bot for Molecular {
    fn normal_bot(&self, s: &State, _think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s)
    }
}

/// How likely a hex still needing `k` connections is to be completed, roughly.
const NEED_DISCOUNT: f64 = 0.9;
/// At most this share of its number for a hex that is not complete yet.
const PARTIAL_CAP: f64 = 0.9;
/// Worth of a free hex that can still take something (room to keep playing).
const ROOM: f64 = 0.1;
/// Worth of an uncrossed box beyond its 2 end points (the flexibility it buys).
const BOX_OPTION: f64 = 0.6;

/// The estimated final worth of a sheet.
pub fn evaluate(sheet: &Sheet) -> f64 {
    let n_cells = LAYOUT.len();
    let open: Vec<bool> = (0..n_cells).map(|i| sheet.fits(i, Cell::X)).collect();
    let mut v = 0.0;
    for i in 0..n_cells {
        match sheet.cells[i] {
            Cell::Num(n) => {
                let c = sheet.connections(i);
                let n_us = n as usize;
                if c == n_us {
                    v += n as f64;
                } else {
                    let need = n_us - c;
                    let free = LAYOUT.neighbours[i].iter().filter(|&&j| open[j]).count();
                    if free >= need {
                        let slack = (free - need) as f64;
                        let p = NEED_DISCOUNT.powi(need as i32) * (1.0 + 0.08 * slack);
                        // Never worth as much as the same hex complete.
                        v += n as f64 * p.min(PARTIAL_CAP);
                    }
                }
            }
            Cell::Empty if open[i] => v += ROOM,
            _ => {}
        }
    }
    let boxes = (sheet.red_left() + sheet.green_left()) as f64;
    v + boxes * (LAYOUT.data.box_points as f64 + BOX_OPTION)
}

/// The best worth reachable by writing `mark` somewhere, and where (`None` if it fits nowhere).
fn best_write(sheet: &Sheet, mark: Cell, only: Option<&[usize]>) -> Option<(usize, f64)> {
    let mut best: Option<(usize, f64)> = None;
    let all: Vec<usize> = (0..LAYOUT.len()).collect();
    for &i in only.unwrap_or(&all) {
        if !sheet.fits(i, mark) {
            continue;
        }
        let mut next = sheet.clone();
        next.cells[i] = mark;
        let v = evaluate(&next);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    best
}

fn with_red(sheet: &Sheet) -> Sheet {
    let mut s = sheet.clone();
    s.red_used += 1;
    s
}

fn with_green(sheet: &Sheet) -> Sheet {
    let mut s = sheet.clone();
    s.green_used += 1;
    s
}

/// Worth of the green-box option with a 6 in hand (`None` if it is not open).
fn green_value(sheet: &Sheet) -> Option<f64> {
    if sheet.green_left() == 0 {
        return None;
    }
    best_write(&with_green(sheet), Cell::X, None).map(|(_, v)| v)
}

/// Expected worth of rerolling a 6 (another 6 is valued as the better of green and a lost die).
fn reroll_value(sheet: &Sheet) -> f64 {
    let stay = evaluate(sheet);
    let mut total = 0.0;
    for r in 1..=5 {
        total += best_write(sheet, Cell::Num(r), None).map_or(stay, |(_, v)| v);
    }
    total += green_value(sheet).map_or(stay, |g| g.max(stay));
    total / 6.0
}

/// Worth of the best way to use a drafted `v`.
fn drafted_value(sheet: &Sheet, v: u8) -> f64 {
    match v {
        6 => {
            let r = reroll_value(sheet);
            green_value(sheet).map_or(r, |g| g.max(r))
        }
        _ => {
            let write = best_write(sheet, Cell::Num(v), None).map(|(_, x)| x);
            let red = (v == 1 && sheet.red_left() > 0).then(|| evaluate(&with_red(sheet)));
            match (write, red) {
                (Some(a), Some(b)) => a.max(b),
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => f64::MIN,
            }
        }
    }
}

/// The worth of every legal action of the seat to move, by the evaluation above.
pub fn action_values(s: &State) -> Vec<(Action, f64)> {
    let sheet = &s.sheets[s.seat];
    Molecular
        .legal_actions(s)
        .into_iter()
        .map(|a| {
            let v = match (&a, s.stage) {
                (Action::Take(v), Stage::SetupTake) => {
                    best_write(sheet, Cell::Num(*v), Some(&LAYOUT.blue)).map_or(f64::MIN, |x| x.1)
                }
                (Action::Take(v), _) => drafted_value(sheet, *v),
                (Action::Write(h), _) => {
                    let mark = Molecular::mark_to_write(s).unwrap_or(Cell::X);
                    let mut next = sheet.clone();
                    next.cells[h.index()] = mark;
                    evaluate(&next)
                }
                // Rerolling the pool is worth no more to this sheet than skipping; prefer skipping.
                (Action::RedReroll, _) => evaluate(&with_red(sheet)) - 0.01,
                (Action::RedSkip, _) => evaluate(&with_red(sheet)),
                (Action::Green, _) => green_value(sheet).unwrap_or(f64::MIN),
                (Action::Reroll, _) => reroll_value(sheet),
                (Action::Dice(_), _) => f64::MIN,
            };
            (a, v)
        })
        .collect()
}

/// The Normal bot's choice, with its estimate of the sheet's final worth.
pub fn normal_choice(s: &State) -> Option<BotChoice<Action>> {
    let mut best: Option<(Action, f64)> = None;
    for (a, v) in action_values(s) {
        if best.as_ref().is_none_or(|(_, b)| v > *b) {
            best = Some((a, v));
        }
    }
    best.map(|(action, v)| BotChoice {
        action,
        value: Some(v),
    })
}
