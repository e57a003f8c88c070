//! The Normal bot. The cube's whole future is known once it is scrambled (the rolls are fixed), so
//! the bot knows which pieces and marks every later round brings. It scores each candidate action
//! by a greedy playout of the rest of its own game (every later decision taken by a one-step
//! heuristic), and keeps the candidate whose playout ends best. Candidates are first ranked by the
//! heuristic and only the best few are played out. The heuristic works on bitboards, without
//! copying the sheet, so a decision takes a few milliseconds.

use super::rules::load_action;
use super::shapes::{bits, Bits, Placement, GEO, PIECES};
use super::state::{Action, Diaominos, Mark, Phase, Sheet, Slot, State};
use crate::engine::{Bot, BotChoice, Rules, Think};
use rand::RngCore;

impl Bot for Diaominos {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s, think.rng)
    }
}

/// Candidates played out to the end per decision.
pub const PLAYOUTS: usize = 12;

/// A sheet reduced to what the heuristic looks at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Light {
    pub loaded: Bits,
    /// Unspent diamonds.
    pub diamond: Bits,
    /// Empty wild-marked cells.
    pub wild: Bits,
    pub counts: [u8; PIECES],
}

impl Light {
    pub fn of(sh: &Sheet) -> Light {
        let m = sh.masks();
        let c = sh.shape_counts();
        Light {
            loaded: m.loaded,
            diamond: m.diamond,
            wild: m.wild,
            counts: std::array::from_fn(|i| c[i] as u8),
        }
    }

    /// After loading `pl` on `sh` (whose drawings give the marks): diamonds made and shapes scored.
    pub fn load(&self, sh: &Sheet, pl: &Placement) -> Light {
        let mut made: Bits = 0;
        for (k, &g) in pl.cells.iter().enumerate() {
            let b = 1u128 << g;
            if sh.drawings[pl.piece as usize][k] == Mark::Marked || self.wild & b != 0 {
                made |= b;
            }
        }
        let mut l = Light {
            loaded: self.loaded | pl.mask,
            diamond: self.diamond | made,
            wild: self.wild & !pl.mask,
            counts: self.counts,
        };
        if made != 0 {
            for comp in GEO.components(l.diamond) {
                if comp & made != 0 && comp.count_ones() == 4 {
                    let cells: Vec<usize> = bits(comp).collect();
                    if let Some(p) = GEO.classify(&cells) {
                        l.counts[p] += 1;
                        l.diamond &= !comp;
                    }
                }
            }
        }
        l
    }

    /// How good the sheet looks, in points: points made plus promise.
    pub fn value(&self) -> f64 {
        let mut v = 0.0;
        for c in self.counts {
            if c > 0 {
                v += c as f64 + 1.0;
            }
        }
        let full = GEO
            .row_masks
            .iter()
            .filter(|&&r| self.loaded & r == r)
            .count();
        v += full as f64;
        let empty = GEO.all & !self.loaded;
        // Diamond groups that can still grow into a shape are promising; five or more are lost.
        GEO.each_component(self.diamond, |comp| {
            let k = comp.count_ones() as f64;
            if k >= 5.0 {
                v -= 0.3 * k;
            } else if GEO.grow(comp) & empty != 0 {
                v += 0.25 * k * k / 4.0 + 0.1;
            }
        });
        // Wild marks next to diamond groups are worth having.
        for w in bits(self.wild) {
            v += if GEO.grow(1u128 << w) & self.diamond != 0 {
                0.25
            } else {
                0.1
            };
        }
        // Empty pockets too small for any piece can never be filled: rows through them stay open.
        let mut dead: Bits = 0;
        GEO.each_component(empty, |comp| {
            if comp.count_ones() < 4 {
                dead |= comp;
            }
        });
        v -= 0.35 * dead.count_ones() as f64;
        for &r in &GEO.row_masks {
            if r & dead == 0 {
                let filled = (r & self.loaded).count_ones() as f64 / GEO.columns as f64;
                v += 0.3 * filled * filled;
            }
        }
        v
    }
}

/// Heuristic value of a sheet.
pub fn evaluate(sh: &Sheet) -> f64 {
    Light::of(sh).value()
}

/// Every legal placement of the seat to load, as (placement, action).
fn loads(sh: &Sheet) -> Vec<&'static Placement> {
    let masks = sh.masks();
    let mut out = Vec::new();
    for p in sh.loadable_pieces() {
        out.extend(sh.placements_of(p, &masks).map(|i| &GEO.placements[p][i]));
    }
    out
}

/// Every candidate of the seat to move with its heuristic value (colour choice excluded).
fn candidates(s: &State) -> Vec<(f64, Action)> {
    let Some(seat) = s.seat() else {
        return Vec::new();
    };
    let sh = &s.sheets[seat];
    let base = Light::of(sh);
    match s.phase {
        Phase::Wild { .. } => {
            let mut out = vec![(base.value(), Action::NoMark)];
            for c in bits(GEO.all & !base.loaded & !base.wild) {
                let mut l = base;
                l.wild |= 1u128 << c;
                out.push((l.value(), Action::Mark(c as u8)));
            }
            out
        }
        Phase::Load(_) => {
            let pls = loads(sh);
            if pls.is_empty() {
                return Diaominos
                    .legal_actions(s)
                    .into_iter()
                    .map(|a| (base.value(), a))
                    .collect();
            }
            let mut out: Vec<(f64, Action)> = pls
                .iter()
                .map(|pl| (base.load(sh, pl).value(), load_action(pl)))
                .collect();
            // A piece that fits nowhere may be skipped now (listed by the rules).
            for slot in &sh.slots {
                if let Slot::Piece(p) = slot {
                    let a = Action::Skip(Slot::Piece(*p));
                    if !out.iter().any(|(_, b)| *b == a) && !pls.iter().any(|pl| pl.piece == *p) {
                        out.push((base.value(), a));
                    }
                }
            }
            out
        }
        _ => Diaominos
            .legal_actions(s)
            .into_iter()
            .map(|a| (0.0, a))
            .collect(),
    }
}

/// The heuristic's one-step choice for the seat to move (None if nobody is).
pub fn greedy_action(s: &State) -> Option<Action> {
    if let Phase::Colours(_) = s.phase {
        let legal = Diaominos.legal_actions(s);
        return legal
            .iter()
            .find(|a| **a == Action::DefaultColours)
            .or(legal.first())
            .cloned();
    }
    let mut best: Option<(f64, Action)> = None;
    for (v, a) in candidates(s) {
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// Plays the seat's game on alone with the greedy policy; returns its final points (plus a
/// whisker of the heuristic to break ties).
fn playout(mut s: State, seat: usize) -> f64 {
    let mut guard = 0;
    while guard < 400 {
        guard += 1;
        match s.seat() {
            None => break,
            // Other seats never change this seat's sheet: pass over them.
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
    let l = Light::of(&s.sheets[seat]);
    let mut v = 0.0;
    for c in l.counts {
        if c > 0 {
            v += c as f64 + 1.0;
        }
    }
    v + s.sheets[seat].full_rows() as f64 + 0.01 * l.value()
}

/// The Normal bot's choice, with its playout estimate of the final score.
pub fn normal_choice(s: &State, _rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    let seat = s.seat()?;
    if matches!(s.phase, Phase::Colours(_)) {
        return greedy_action(s).map(|action| BotChoice {
            action,
            value: None,
        });
    }
    let mut ranked = candidates(s);
    if ranked.len() <= 1 {
        return ranked.pop().map(|(_, action)| BotChoice {
            action,
            value: None,
        });
    }
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
