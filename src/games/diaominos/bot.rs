//! The Normal bot. The cube's whole future is known once it is scrambled (the rolls are fixed), so
//! the bot knows which pieces and marks every later round brings. It scores each candidate action
//! by a greedy playout of the rest of its own game (every later decision taken by a one-step
//! heuristic), and keeps the candidate whose playout ends best. Candidates are first ranked by the
//! heuristic and only the best few are played out, so a decision stays within a few milliseconds.

use super::rules::{Action, Cell, Diaominos, Phase, Sheet, State};
use super::shapes::{bits, Bits, GEO, PIECES};
use crate::engine::{BotChoice, Rules};
use rand::RngCore;

/// Candidates played out to the end per decision.
pub const PLAYOUTS: usize = 6;

/// How good a sheet looks, in points (already scored points plus promise).
pub fn evaluate(sh: &Sheet) -> f64 {
    let m = sh.masks();
    let counts = sh.shape_counts();
    let mut v = 0.0;
    for c in counts {
        if c > 0 {
            v += c as f64 + 1.0;
        }
    }
    v += sh.full_rows() as f64;
    let empty = GEO.all & !m.loaded;
    // Diamond groups that can still grow into a shape are promising; groups of five or more are lost.
    for comp in GEO.components(m.diamond) {
        let k = comp.count_ones() as f64;
        if k >= 5.0 {
            v -= 0.3 * k;
        } else if GEO.grow(comp) & empty != 0 {
            v += 0.25 * k * k / 4.0 + 0.1;
        }
    }
    // Wild marks next to diamond groups are worth having.
    for w in bits(m.wild) {
        let near = GEO.grow(1u128 << w) & m.diamond;
        v += if near != 0 { 0.25 } else { 0.1 };
    }
    // Empty pockets too small for any piece can never be filled: rows through them stay open.
    let mut dead: Bits = 0;
    for comp in GEO.components(empty) {
        if comp.count_ones() < 4 {
            dead |= comp;
        }
    }
    v -= 0.35 * dead.count_ones() as f64;
    // Rows nearly full are worth something; rows with a dead cell are not.
    for &r in &GEO.row_masks {
        if r & dead != 0 {
            continue;
        }
        let filled = (r & m.loaded).count_ones() as f64 / GEO.columns as f64;
        v += 0.3 * filled * filled;
    }
    v
}

/// Marked drawing cells still waiting for a load are worth a little (they will become diamonds).
fn drawing_promise(sh: &Sheet) -> f64 {
    let mut v = 0.0;
    for p in 0..PIECES {
        for m in sh.drawings[p] {
            if m == super::rules::Mark::Marked {
                v += 0.05;
            }
        }
    }
    v
}

/// The heuristic's one-step choice for the seat to move (None if nobody is).
pub fn greedy_action(s: &State) -> Option<Action> {
    let seat = s.seat()?;
    let legal = Diaominos.legal_actions(s);
    match s.phase {
        Phase::Colours(_) => legal
            .iter()
            .find(|a| **a == Action::DefaultColours)
            .or(legal.first())
            .cloned(),
        _ => {
            let mut best: Option<(f64, Action)> = None;
            for a in legal {
                let v = action_value(s, seat, &a);
                if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                    best = Some((v, a));
                }
            }
            best.map(|(_, a)| a)
        }
    }
}

/// The heuristic value of the seat's sheet after `a`.
fn action_value(s: &State, seat: usize, a: &Action) -> f64 {
    let mut sh = s.sheets[seat].clone();
    match a {
        Action::Mark(c) => {
            sh.grid[*c as usize] = Cell::WildMark;
            evaluate(&sh)
        }
        Action::Load { .. } => match Diaominos::placement_of(a) {
            Some(pl) => {
                sh.load(pl, s.round);
                evaluate(&sh) + drawing_promise(&sh)
            }
            None => f64::MIN,
        },
        _ => evaluate(&sh) + drawing_promise(&sh),
    }
}

/// Plays the seat's game on alone with the greedy policy; returns its final sheet value.
fn playout(mut s: State, seat: usize) -> f64 {
    // Other seats are skipped: they never change this seat's sheet.
    let mut guard = 0;
    loop {
        guard += 1;
        if guard > 400 {
            break;
        }
        match s.seat() {
            None => break,
            Some(i) if i != seat => {
                s.sheets[i].slots.clear();
                Diaominos.finish_seat(&mut s, i);
            }
            Some(_) => match greedy_action(&s) {
                Some(a) => Diaominos.perform(&mut s, &a),
                None => break,
            },
        }
    }
    let sh = &s.sheets[seat];
    let counts = sh.shape_counts();
    let mut v = 0.0;
    for c in counts {
        if c > 0 {
            v += c as f64 + 1.0;
        }
    }
    v + sh.full_rows() as f64 + 0.01 * evaluate(sh)
}

/// The Normal bot's choice, with its playout estimate of the final score.
pub fn normal_choice(s: &State, _rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    let seat = s.seat()?;
    let legal = Diaominos.legal_actions(s);
    if matches!(s.phase, Phase::Colours(_)) || legal.len() <= 1 {
        return greedy_action(s).map(|action| BotChoice {
            action,
            value: None,
        });
    }
    let mut ranked: Vec<(f64, Action)> = legal
        .into_iter()
        .map(|a| (action_value(s, seat, &a), a))
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut best: Option<(f64, Action)> = None;
    for (_, a) in ranked.into_iter().take(PLAYOUTS) {
        let mut st = s.clone();
        Diaominos.perform(&mut st, &a);
        let v = playout(st, seat);
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, a));
        }
    }
    best.map(|(v, action)| BotChoice {
        action,
        value: Some(v),
    })
}
