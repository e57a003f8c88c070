//! The Normal bot: plans a whole turn at once.
//!
//! From the position at the start of its turn it lists, for every rolled number, every way to
//! write that number's chain (all maximal paths, capped), keeps the best few per number under a
//! static evaluation of the sheet, combines pairs of them (disjoint paths, both tracker orders),
//! then tries each bonus on the best combinations. The evaluation estimates the final score:
//! full areas score exactly, unfinished ones by their leading number times a fill chance; printed
//! pairs by how many empty hexes still separate them; tracker rows by the straight still reachable
//! in the rounds left; unused bonuses at 2 plus a small option value while rounds remain.
//!
//! The bot keeps no memory between calls: it rebuilds the start of its turn from the turn record
//! (every hex written this turn is known), plans from there and plays the next step of that plan.
//! Planning is deterministic, so a per-thread cache of the last plan only saves time. If the turn
//! left the plan (a human clicked, then asked for a hint), it plans from the position as it is.

use super::rules::{
    chain_targets, straight, Action, Bonus, HexRoller, Layout, Phase, Sheet, State, Step, Turn,
    DATA,
};
use crate::engine::{uniform_choice, Bot, BotChoice, Rules, Think};
use rand::RngCore;
use std::cell::RefCell;

/// Best paths kept per number before combining.
const KEEP_PATHS: usize = 6;
/// Best combinations that get the bonus options tried on them.
const KEEP_COMBOS: usize = 4;
/// Most maximal paths listed for one number (long chains on an open sheet have very many).
const PATH_CAP: usize = 3000;

/// A planned rest of the turn.
#[derive(Clone, Debug)]
struct Plan {
    actions: Vec<Action>,
    value: f64,
}

thread_local! {
    static CACHE: RefCell<Option<(State, Plan)>> = const { RefCell::new(None) };
}

impl Bot for HexRoller {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s, think.rng)
    }
}

/// The Normal bot's choice with its estimate of the final score.
pub fn normal_choice(s: &State, rng: &mut dyn RngCore) -> Option<BotChoice<Action>> {
    let legal = HexRoller.legal_actions(s);
    if legal.is_empty() {
        return None;
    }
    let Phase::Turn(turn) = &s.phase else {
        return None;
    };
    let start = turn_start(s, turn);
    let plan = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        match c.as_ref() {
            Some((key, plan)) if *key == start => plan.clone(),
            _ => {
                let plan = plan_free(&start);
                *c = Some((start.clone(), plan.clone()));
                plan
            }
        }
    });
    // Find where the turn stands in the plan.
    let mut st = start;
    let mut next = None;
    if st == *s {
        next = plan.actions.first().cloned();
    } else {
        for (i, a) in plan.actions.iter().enumerate() {
            HexRoller.perform(&mut st, a);
            if st == *s {
                next = plan.actions.get(i + 1).cloned();
                break;
            }
        }
    }
    let (action, value) = match next {
        Some(a) if legal.contains(&a) => (a, plan.value),
        _ => {
            let p = plan_here(s);
            match p.actions.first() {
                Some(a) if legal.contains(a) => (a.clone(), p.value),
                _ => return uniform_choice(&HexRoller, s, rng),
            }
        }
    };
    Some(BotChoice {
        action,
        value: Some(value),
    })
}

/// The position at the start of the seat's turn: this turn's hexes erased, this round's bonus back.
fn turn_start(s: &State, turn: &Turn) -> State {
    let mut st = s.clone();
    let layout = s.layout();
    let sheet = &mut st.sheets[turn.seat];
    for h in turn.written() {
        if let Some(i) = layout.index(h) {
            sheet.cells[i] = 0;
        }
    }
    for b in sheet.bonuses.iter_mut() {
        if *b == Some(s.round) {
            *b = None;
        }
    }
    st.phase = Phase::Turn(Turn {
        seat: turn.seat,
        chains: Vec::new(),
        bonus: None,
        step: Step::Free,
    });
    st
}

/// What the evaluation needs to know about the game's stage.
struct Ctx {
    layout: &'static Layout,
    /// Rounds still to come after this one.
    left: usize,
}

impl Ctx {
    fn of(s: &State) -> Ctx {
        let layout = s.layout();
        Ctx {
            layout,
            left: layout.rounds().saturating_sub(s.round as usize + 1),
        }
    }

    /// Estimated final points of the sheet's hexes and bonuses (tracker apart).
    fn sheet_value(&self, cells: &[u8], unused_bonuses: usize) -> f64 {
        let l = self.layout;
        let left = self.left as f64;
        let mut v = 0.0;
        for area in &l.areas {
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
            let mult = if area.middle { 2.0 } else { 1.0 };
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
        for p in &l.pairs {
            let d = gap(l, cells, p.a, p.b, p.number);
            match d {
                Some(0) => v += p.number as f64,
                Some(d) if self.left > 0 => {
                    let chance = (1.0 - d as f64 / (1.5 + 0.8 * left)).max(0.0) * 0.6;
                    v += p.number as f64 * chance;
                }
                _ => {}
            }
        }
        let option = 0.5 * (self.left.min(4) as f64);
        v + unused_bonuses as f64 * (DATA.bonus_points as f64 + option)
    }

    /// Estimated final points of one tracker row.
    fn row_value(&self, row: &[u8]) -> f64 {
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
    fn rows_value(&self, rows: &[Vec<u8>; 2], x: u8, y: u8) -> (f64, (u8, u8)) {
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

/// Fewest empty hexes that must still be filled to join hexes `a` and `b` with `number`
/// (0 = joined; `None` = impossible). A 0-1 breadth-first search.
fn gap(l: &Layout, cells: &[u8], a: usize, b: usize, number: u8) -> Option<usize> {
    let mut dist = vec![usize::MAX; l.len()];
    let mut dq = std::collections::VecDeque::new();
    dist[a] = 0;
    dq.push_back(a);
    while let Some(i) = dq.pop_front() {
        if i == b {
            return Some(dist[i]);
        }
        for &j in &l.nbrs[i] {
            let c = cells[j];
            let w = if c == number {
                0
            } else if c == 0 {
                1
            } else {
                continue;
            };
            if dist[i] + w < dist[j] {
                dist[j] = dist[i] + w;
                if w == 0 {
                    dq.push_front(j);
                } else {
                    dq.push_back(j);
                }
            }
        }
    }
    None
}

/// Every maximal way to continue a chain of `number` that still needs `want` hexes: it stops
/// when `want` are written or no hex is legal (the rules end a chain only then). Hex indices.
fn chain_paths(
    l: &Layout,
    cells: &mut [u8],
    number: u8,
    want: usize,
    last: Option<usize>,
) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    extend(l, cells, number, want, last, &mut path, &mut out);
    out
}

fn extend(
    l: &Layout,
    cells: &mut [u8],
    number: u8,
    want: usize,
    last: Option<usize>,
    path: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    if out.len() >= PATH_CAP {
        return;
    }
    if path.len() == want {
        out.push(path.clone());
        return;
    }
    let targets: Vec<usize> = match last {
        Some(i) => l.nbrs[i]
            .iter()
            .copied()
            .filter(|&j| cells[j] == 0)
            .collect(),
        None => (0..l.len())
            .filter(|&i| cells[i] == 0 && l.nbrs[i].iter().any(|&j| cells[j] == number))
            .collect(),
    };
    if targets.is_empty() {
        out.push(path.clone());
        return;
    }
    for t in targets {
        cells[t] = number;
        path.push(t);
        extend(l, cells, number, want, Some(t), path, out);
        path.pop();
        cells[t] = 0;
    }
}

/// A way to write one number's chain: the number, how many the roll asks for, the hexes.
#[derive(Clone, Debug)]
struct ChainOption {
    number: u8,
    want: usize,
    path: Vec<usize>,
}

/// A choice of the main chains still to write, with the tracker entry and its value.
struct Combo {
    value: f64,
    chains: Vec<ChainOption>,
    cells: Vec<u8>,
    rows: (u8, u8),
}

/// What the three planning stages share: the turn, the evaluation, and the best few paths of
/// every number not chosen yet (stage A).
struct Planner<'a> {
    s: &'a State,
    turn: &'a Turn,
    ctx: Ctx,
    sheet: &'a Sheet,
    unused: usize,
    /// Rolled numbers not chosen yet this turn.
    candidates: Vec<u8>,
    best_paths: Vec<(u8, Vec<ChainOption>)>,
}

impl<'a> Planner<'a> {
    /// Stage A: the best paths of each number on its own.
    fn new(s: &'a State, turn: &'a Turn) -> Planner<'a> {
        let ctx = Ctx::of(s);
        let sheet = &s.sheets[turn.seat];
        let unused = sheet.bonuses.iter().filter(|b| b.is_none()).count();
        let candidates: Vec<u8> = s
            .rolled()
            .into_iter()
            .filter(|&n| !turn.chosen(n))
            .collect();
        let mut best_paths: Vec<(u8, Vec<ChainOption>)> = Vec::new();
        for &n in &candidates {
            let want = s.count(n) as usize;
            let mut cells = sheet.cells.clone();
            let paths = chain_paths(ctx.layout, &mut cells, n, want, None);
            let mut scored: Vec<(f64, ChainOption)> = paths
                .into_iter()
                .map(|p| {
                    let mut c = sheet.cells.clone();
                    for &i in &p {
                        c[i] = n;
                    }
                    (
                        ctx.sheet_value(&c, unused),
                        ChainOption {
                            number: n,
                            want,
                            path: p,
                        },
                    )
                })
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored.truncate(KEEP_PATHS);
            best_paths.push((n, scored.into_iter().map(|x| x.1).collect()));
        }
        Planner {
            s,
            turn,
            ctx,
            sheet,
            unused,
            candidates,
            best_paths,
        }
    }

    fn paths_of(&self, n: u8) -> &[ChainOption] {
        self.best_paths
            .iter()
            .find(|(m, _)| *m == n)
            .map(|(_, v)| v.as_slice())
            .unwrap_or(&[])
    }

    /// The sheet with `chains` written, if their paths do not overlap.
    fn with_chains(&self, chains: &[&ChainOption]) -> Option<Vec<u8>> {
        let mut c = self.sheet.cells.clone();
        for ch in chains {
            for &i in &ch.path {
                if c[i] != 0 {
                    return None;
                }
                c[i] = ch.number;
            }
        }
        Some(c)
    }

    /// Stage B: the best combinations of the main numbers still to choose, with the tracker.
    fn combos(&self) -> Vec<Combo> {
        let (ctx, sheet) = (&self.ctx, self.sheet);
        let mut combos: Vec<Combo> = Vec::new();
        let mut push = |chains: Vec<&ChainOption>, rows: (u8, u8), rows_fixed: bool| {
            let Some(cells) = self.with_chains(&chains) else {
                return;
            };
            let (rv, r) = if rows_fixed {
                let mut r0 = sheet.rows[0].clone();
                let mut r1 = sheet.rows[1].clone();
                r0.push(rows.0);
                r1.push(rows.1);
                (ctx.row_value(&r0) + ctx.row_value(&r1), rows)
            } else {
                ctx.rows_value(&sheet.rows, rows.0, rows.1)
            };
            combos.push(Combo {
                value: ctx.sheet_value(&cells, self.unused) + rv,
                chains: chains.into_iter().cloned().collect(),
                cells,
                rows: r,
            });
        };
        let mains = self.turn.mains();
        let mains_left = self.s.mains_needed().saturating_sub(mains.len());
        let candidates = &self.candidates;
        match (mains_left, mains.as_slice()) {
            (0, [m]) => push(Vec::new(), (*m, *m), true),
            (0, [a, b]) => push(Vec::new(), (*a, *b), false),
            (1, []) => {
                for &n in candidates {
                    for p in self.paths_of(n) {
                        push(vec![p], (n, n), true);
                    }
                }
            }
            (1, [m]) => {
                for &n in candidates {
                    for p in self.paths_of(n) {
                        push(vec![p], (*m, n), false);
                    }
                }
            }
            _ => {
                for (ia, &a) in candidates.iter().enumerate() {
                    for &b in &candidates[ia + 1..] {
                        for pa in self.paths_of(a) {
                            for pb in self.paths_of(b) {
                                push(vec![pa, pb], (a, b), false);
                            }
                        }
                    }
                }
            }
        }
        combos.sort_by(|a, b| b.value.total_cmp(&a.value));
        combos.truncate(KEEP_COMBOS);
        combos
    }

    /// Stage C: every bonus that could go on top of `combo`, with the sheet's value after it
    /// (the tracker's value `rows_v` added), in a fixed order: extra hexes, the free 2, a third
    /// number.
    fn bonus_options(&self, combo: &Combo, rows_v: f64) -> Vec<(f64, Vec<Action>)> {
        let (ctx, sheet, l) = (&self.ctx, self.sheet, self.ctx.layout);
        let value = |c: &[u8]| ctx.sheet_value(c, self.unused - 1) + rows_v;
        let mut out = Vec::new();
        if sheet.bonus_left(Bonus::Extra) {
            // Chains of this turn already written, and the planned ones.
            let mut ends: Vec<(u8, usize)> = Vec::new();
            for c in &self.turn.chains {
                if !c.short && c.hexes.len() == c.want as usize {
                    if let Some(i) = c.hexes.last().and_then(|h| l.index(*h)) {
                        ends.push((c.number, i));
                    }
                }
            }
            for c in &combo.chains {
                if c.path.len() == c.want {
                    if let Some(&i) = c.path.last() {
                        ends.push((c.number, i));
                    }
                }
            }
            for (n, last) in ends {
                for &j in &l.nbrs[last] {
                    if combo.cells[j] == 0 {
                        let mut c = combo.cells.clone();
                        c[j] = n;
                        out.push((value(&c), vec![Action::Extra(n), Action::Write(l.hexes[j])]));
                    }
                }
            }
        }
        if sheet.bonus_left(Bonus::Two) {
            for j in 0..l.len() {
                if combo.cells[j] == 0 {
                    let mut c = combo.cells.clone();
                    c[j] = 2;
                    out.push((value(&c), vec![Action::Two, Action::Write(l.hexes[j])]));
                }
            }
        }
        if sheet.bonus_left(Bonus::Third) && self.s.rolled().len() >= 3 {
            for &n in &self.candidates {
                if combo.chains.iter().any(|c| c.number == n) {
                    continue;
                }
                for p in self.paths_of(n) {
                    let mut c = combo.cells.clone();
                    if p.path.iter().any(|&i| c[i] != 0) {
                        continue;
                    }
                    for &i in &p.path {
                        c[i] = n;
                    }
                    let mut acts = vec![Action::Third(n)];
                    acts.extend(p.path.iter().map(|&i| Action::Write(l.hexes[i])));
                    out.push((value(&c), acts));
                }
            }
        }
        out
    }
}

/// The plan for the rest of the turn from a position with no write pending.
fn plan_free(s: &State) -> Plan {
    let empty = Plan {
        actions: Vec::new(),
        value: 0.0,
    };
    let Phase::Turn(turn) = &s.phase else {
        return empty;
    };
    let planner = Planner::new(s, turn);
    let combos = planner.combos();
    let bonus_open = turn.bonus.is_none();
    let mut best: Option<(f64, usize, Option<Vec<Action>>)> = None;
    for (ci, combo) in combos.iter().enumerate() {
        let mut consider = |v: f64, bonus: Option<Vec<Action>>| {
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, ci, bonus));
            }
        };
        consider(combo.value, None);
        if !bonus_open {
            continue;
        }
        let rows_v = combo.value - planner.ctx.sheet_value(&combo.cells, planner.unused);
        for (v, acts) in planner.bonus_options(combo, rows_v) {
            consider(v, Some(acts));
        }
    }
    let Some((value, ci, bonus)) = best else {
        return empty;
    };
    let l = planner.ctx.layout;
    let combo = &combos[ci];
    let mut actions = Vec::new();
    for c in &combo.chains {
        actions.push(Action::Pick(c.number));
        actions.extend(c.path.iter().map(|&i| Action::Write(l.hexes[i])));
    }
    if let Some(b) = bonus {
        actions.extend(b);
    }
    actions.push(Action::Rows(combo.rows.0, combo.rows.1));
    Plan { actions, value }
}

/// A plan from a position that left the bot's own plan (mid-write included).
fn plan_here(s: &State) -> Plan {
    let Phase::Turn(turn) = &s.phase else {
        return Plan {
            actions: Vec::new(),
            value: 0.0,
        };
    };
    let ctx = Ctx::of(s);
    let l = ctx.layout;
    let sheet = &s.sheets[turn.seat];
    let unused = sheet.bonuses.iter().filter(|b| b.is_none()).count();
    let score = |cells: &[u8]| ctx.sheet_value(cells, unused);
    let best_write = |targets: Vec<usize>, number: u8| -> Plan {
        let mut best: Option<(f64, usize)> = None;
        for j in targets {
            let mut c = sheet.cells.clone();
            c[j] = number;
            let v = score(&c);
            if best.is_none_or(|b| v > b.0) {
                best = Some((v, j));
            }
        }
        Plan {
            actions: best.iter().map(|b| Action::Write(l.hexes[b.1])).collect(),
            value: best.map_or(0.0, |b| b.0),
        }
    };
    match turn.step {
        Step::Free => plan_free(s),
        Step::Two => best_write((0..l.len()).filter(|&i| sheet.cells[i] == 0).collect(), 2),
        Step::Extra(n) => {
            let last = turn.chain_of(n).and_then(|c| c.hexes.last().copied());
            best_write(chain_targets(l, sheet, n, last), n)
        }
        Step::Chain => {
            let Some(c) = turn.chains.last() else {
                return Plan {
                    actions: Vec::new(),
                    value: 0.0,
                };
            };
            let last = c.hexes.last().and_then(|h| l.index(*h));
            let want = (c.want as usize).saturating_sub(c.hexes.len());
            let mut cells = sheet.cells.clone();
            let paths = chain_paths(l, &mut cells, c.number, want, last);
            let mut best: Option<(f64, usize)> = None;
            for (k, p) in paths.iter().enumerate() {
                let mut cc = sheet.cells.clone();
                for &i in p {
                    cc[i] = c.number;
                }
                let v = score(&cc);
                if best.is_none_or(|b| v > b.0) {
                    best = Some((v, k));
                }
            }
            match best {
                Some((v, k)) => Plan {
                    actions: paths[k]
                        .iter()
                        .map(|&i| Action::Write(l.hexes[i]))
                        .collect(),
                    value: v,
                },
                None => Plan {
                    actions: Vec::new(),
                    value: 0.0,
                },
            }
        }
    }
}
