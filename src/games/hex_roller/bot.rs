//! The Normal and Strong bots: both plan a whole turn at once.
//!
//! Normal: from the position at the start of its turn it lists, for every rolled number, every
//! way to write that number's chain (all maximal paths, capped), keeps the best few per number
//! under a static evaluation of the sheet, combines pairs of them (disjoint paths, both tracker
//! orders), then tries each bonus on the best combinations. The evaluation estimates the final
//! score: full areas score exactly, unfinished ones by their leading number times a fill chance;
//! printed pairs by how many empty hexes still separate them; tracker rows by the straight still
//! reachable in the rounds left; unused bonuses at 2 plus a small option value while rounds remain.
//!
//! Strong: the same planner, wider, proposes its best few turn plans; each is played out to the
//! end of the game on the same sampled future rolls by a narrow, fast version of Normal, and the
//! plan with the best mean final score is played (see [`strong_plan`]).
//!
//! Each seat has its own mind ([`Think::style`]): a plan (for every area the number it builds it
//! with, one printed there), tastes (it likes some areas and printed pairs more than others; see
//! `eval.rs`), and its own order of near-equal options, so bots of one level on the same rolls
//! fill different sheets. docs/bots.md has how alike they still are and what it costs.
//!
//! The bots keep no memory between calls: they rebuild the start of the turn from the turn record
//! (every hex written this turn is known), plan from there and play the next step of that plan.
//! A plan is a pure function of (level, style, turn start), so a per-thread cache of the last plan
//! only saves time. If the turn left the plan (a human clicked, then asked for a hint), the bot
//! plans from the position as it is with Normal's planner.

use super::rules::{
    bits, chain_targets, Action, Bonus, HexRoller, Layout, Phase, Sheet, State, Step, Turn,
};
use crate::engine::bot::mix;
use crate::engine::{uniform_choice, Bot, BotChoice, Rules, Think};
use std::cell::RefCell;

mod eval;
mod strong;
#[cfg(test)]
mod tests;
use eval::{gap, Ctx};
pub use strong::final_score;
use strong::strong_plan;

/// How wide a turn plan searches.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Params {
    /// Best paths kept per number before combining.
    keep_paths: usize,
    /// Best combinations that get the bonus options tried on them.
    keep_combos: usize,
    /// Most maximal paths listed for one number (long chains on an open sheet have very many).
    path_cap: usize,
    /// Plays with the seat's own mind (its tastes and near-tie nudges). Strong's rollouts do not:
    /// they estimate what a plan is worth, the same for every seat.
    personal: bool,
    /// What the seat's plan (its number for each area) is worth: points per hex that follows it.
    plan: f64,
}

/// The Normal bot's search.
const NORMAL: Params = Params {
    keep_paths: 6,
    keep_combos: 4,
    path_cap: 3000,
    personal: true,
    plan: eval::PLAN,
};

/// Near ties between options are broken by the seat's style: each option's value gets a nudge of
/// up to this many points, fixed by the seat and the option. Measured in docs/bots.md: with the
/// tastes of the evaluation it keeps eight Normal seats on the same rolls from ending with
/// identical sheets, at a cost within the noise of 100 solo games.
const NEAR_TIE: f64 = 0.15;
/// Exact ties only: a nudge far below any real difference of the evaluation.
const TIE: f64 = 1e-9;

/// A planned rest of the turn.
#[derive(Clone, Debug)]
struct Plan {
    actions: Vec<Action>,
    /// What the planner ranked it by (with the seat's tastes, plan and nudges: no score).
    value: f64,
    /// The expected final score where the planner measured it (Strong's rollouts, which play
    /// neutral); `None`: worked out from where the plan ends ([`eval::expected_score`]).
    score: Option<f64>,
}

/// Which bot planned a cached turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Level {
    Normal,
    Strong,
}

thread_local! {
    /// The last turn plan: its level, the seat's style and the turn's start position. A plan is a
    /// pure function of these, so the cache only saves time.
    static CACHE: RefCell<Option<(Level, u64, State, Plan)>> = const { RefCell::new(None) };
}

impl Bot for HexRoller {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choice(s, think, Level::Normal)
    }
    fn strong_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choice(s, think, Level::Strong)
    }
    /// Each seat writes on its own sheet; the dice are rolled once a round whoever plays.
    fn pass_over(&self, s: &mut State, seat: usize) -> bool {
        HexRoller.end_turn_of(s, seat)
    }
}

/// The Normal bot's choice with its estimate of the final score.
pub fn normal_choice(s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
    choice(s, think, Level::Normal)
}

/// The next step of the turn plan of `level` (planned at the turn's start, or from here if the
/// turn has left that plan).
fn choice(s: &State, think: &mut Think<'_>, level: Level) -> Option<BotChoice<Action>> {
    let legal = HexRoller.legal_actions(s);
    if legal.is_empty() {
        return None;
    }
    let Phase::Turn(turn) = &s.phase else {
        return None;
    };
    let style = think.style;
    let start = turn_start(s, turn);
    let plan = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        match c.as_ref() {
            Some((lv, st, key, plan)) if *lv == level && *st == style && *key == start => {
                plan.clone()
            }
            _ => {
                let plan = match level {
                    Level::Normal => plan_free(&start, NORMAL, style),
                    Level::Strong => strong_plan(&start, style),
                };
                *c = Some((level, style, start.clone(), plan.clone()));
                plan
            }
        }
    });
    // Find where the turn stands in the plan.
    let mut st = start.clone();
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
        Some(a) if legal.contains(&a) => (a, shown_score(&start, &plan)),
        _ => {
            let p = plan_here(s, style);
            match p.actions.first() {
                Some(a) if legal.contains(a) => (a.clone(), shown_score(s, &p)),
                _ => return uniform_choice(&HexRoller, s, think.rng),
            }
        }
    };
    Some(BotChoice {
        action,
        value: Some(value),
    })
}

/// What a hint shows for `plan`, the rest of the turn from `s`: the expected final score of the
/// seat's sheet where the plan ends (its own measure, or the neutral evaluation there), never
/// the seat's tastes or plan that ranked it.
fn shown_score(s: &State, plan: &Plan) -> f64 {
    if let Some(score) = plan.score {
        return score;
    }
    let Phase::Turn(turn) = &s.phase else {
        return plan.value;
    };
    let mut end = s.clone();
    for a in &plan.actions {
        HexRoller.perform(&mut end, a);
    }
    eval::expected_score(s, &end.sheets[turn.seat])
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

/// Every maximal way to continue a chain of `number` that still needs `want` hexes: it stops
/// when `want` are written or no hex is legal (the rules end a chain only then). Hex indices. At
/// most about `cap` paths, shared evenly between the possible first hexes.
fn chain_paths(
    l: &Layout,
    cells: &mut [u8],
    number: u8,
    want: usize,
    last: Option<usize>,
    cap: usize,
) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut path = Vec::with_capacity(want);
    if want == 0 {
        out.push(path);
        return out;
    }
    let firsts = targets(l, cells, number, last);
    if firsts == 0 {
        out.push(path);
        return out;
    }
    let share = (cap / firsts.count_ones() as usize).max(1);
    for t in bits(firsts) {
        let limit = out.len() + share;
        cells[t] = number;
        path.push(t);
        extend(l, cells, number, want, t, &mut path, &mut out, limit);
        path.pop();
        cells[t] = 0;
    }
    out
}

/// The hexes a chain of `number` may take next (after `last`, or its first hex), as a bit set.
fn targets(l: &Layout, cells: &[u8], number: u8, last: Option<usize>) -> u128 {
    let mut empty = 0u128;
    let mut near = 0u128;
    for (i, &c) in cells.iter().enumerate() {
        if c == 0 {
            empty |= 1u128 << i;
        } else if c == number && last.is_none() {
            near |= l.nbr_mask[i];
        }
    }
    match last {
        Some(i) => l.nbr_mask[i] & empty,
        None => near & empty,
    }
}

#[allow(clippy::too_many_arguments)]
fn extend(
    l: &Layout,
    cells: &mut [u8],
    number: u8,
    want: usize,
    last: usize,
    path: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
    limit: usize,
) {
    if out.len() >= limit {
        return;
    }
    let next = l.nbr_mask[last] & !occupied(l, cells, last);
    if path.len() == want || next == 0 {
        out.push(path.clone());
        return;
    }
    for t in bits(next) {
        cells[t] = number;
        path.push(t);
        extend(l, cells, number, want, t, path, out, limit);
        path.pop();
        cells[t] = 0;
    }
}

/// The filled hexes among the neighbours of `i`, as a bit set.
fn occupied(l: &Layout, cells: &[u8], i: usize) -> u128 {
    bits(l.nbr_mask[i])
        .filter(|&j| cells[j] != 0)
        .fold(0u128, |m, j| m | (1u128 << j))
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
    params: Params,
    /// The seat's tie-breaking.
    style: u64,
    /// How far its nudges reach ([`NEAR_TIE`] for a seat's own plan, [`TIE`] in rollouts).
    near: f64,
}

/// A hash of a chain option, for tie-breaking.
fn path_key(c: &ChainOption) -> u64 {
    c.path
        .iter()
        .fold(mix(u64::from(c.number)), |k, &i| mix(k ^ (i as u64 + 1)))
}

/// The seat's nudge for an option with hash `key`: below `scale` points (the same formula as
/// [`Think::jitter`]).
fn nudge(scale: f64, style: u64, key: u64) -> f64 {
    scale * ((mix(style ^ mix(key)) >> 11) as f64 / (1u64 << 53) as f64)
}

impl<'a> Planner<'a> {
    /// Stage A: the best paths of each number on its own.
    fn new(s: &'a State, turn: &'a Turn, params: Params, style: u64) -> Planner<'a> {
        let ctx = Ctx::of(s, if params.personal { style } else { 0 }, params.plan);
        let near = if params.personal { NEAR_TIE } else { TIE };
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
            let paths = chain_paths(ctx.layout, &mut cells, n, want, None, params.path_cap);
            let mut scored: Vec<(f64, ChainOption)> = paths
                .into_iter()
                .map(|p| {
                    for &i in &p {
                        cells[i] = n;
                    }
                    let option = ChainOption {
                        number: n,
                        want,
                        path: p,
                    };
                    let v = ctx.sheet_value(&cells, unused) + nudge(near, style, path_key(&option));
                    for &i in &option.path {
                        cells[i] = 0;
                    }
                    (v, option)
                })
                .collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            scored.truncate(params.keep_paths);
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
            params,
            style,
            near,
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
            let key = chains
                .iter()
                .fold(mix(u64::from(r.0) << 8 | u64::from(r.1)), |k, c| {
                    mix(k ^ path_key(c))
                });
            combos.push(Combo {
                value: ctx.sheet_value(&cells, self.unused)
                    + rv
                    + nudge(self.near, self.style, key),
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
        combos.truncate(self.params.keep_combos);
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
        if sheet.bonus_left(Bonus::Third) && self.s.distinct() >= 3 {
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

/// A hash of an action, for tie-breaking (cheaper than its notation).
fn act_key(a: &Action) -> u64 {
    let (kind, x, y) = match a {
        Action::Roll(_) => (0, 0, 0),
        Action::Pick(n) => (1, i64::from(*n), 0),
        Action::Third(n) => (2, i64::from(*n), 0),
        Action::Extra(n) => (3, i64::from(*n), 0),
        Action::Two => (4, 0, 0),
        Action::Write(h) => (5, i64::from(h.q), i64::from(h.r)),
        Action::Rows(p, q) => (6, i64::from(*p), i64::from(*q)),
    };
    mix(kind ^ mix(x as u64 ^ mix(y as u64)))
}

/// The plan for the rest of the turn from a position with no write pending.
fn plan_free(s: &State, params: Params, style: u64) -> Plan {
    ranked_plans(s, params, style, 1)
        .into_iter()
        .next()
        .unwrap_or(Plan {
            actions: Vec::new(),
            value: 0.0,
            score: None,
        })
}

/// The best `k` plans for the rest of the turn (no write pending), best first, by the static
/// evaluation; when `k` > 1 the best plan of each kind of bonus use (none, extra hex, free 2,
/// third number) is among them too, so the Strong bot always weighs using a bonus against keeping it.
fn ranked_plans(s: &State, params: Params, style: u64, k: usize) -> Vec<Plan> {
    let Phase::Turn(turn) = &s.phase else {
        return Vec::new();
    };
    let planner = Planner::new(s, turn, params, style);
    let combos = planner.combos();
    let bonus_open = turn.bonus.is_none();
    // (value, combo, bonus actions)
    let mut options: Vec<(f64, usize, Option<Vec<Action>>)> = Vec::new();
    for (ci, combo) in combos.iter().enumerate() {
        options.push((combo.value, ci, None));
        if !bonus_open {
            continue;
        }
        let rows_v = combo.value - planner.ctx.sheet_value(&combo.cells, planner.unused);
        for (v, acts) in planner.bonus_options(combo, rows_v) {
            let key = acts.iter().fold(ci as u64, |h, a| mix(h ^ act_key(a)));
            options.push((v + nudge(planner.near, style, key), ci, Some(acts)));
        }
    }
    // Stable: among exactly equal values the earlier (no bonus before bonus) stays first.
    options.sort_by(|a, b| b.0.total_cmp(&a.0));
    let kind = |o: &Option<Vec<Action>>| match o.as_ref().and_then(|a| a.first()) {
        None => 0,
        Some(Action::Extra(_)) => 1,
        Some(Action::Two) => 2,
        _ => 3,
    };
    let mut chosen: Vec<usize> = (0..options.len().min(k)).collect();
    if k > 1 {
        for want in 0..4 {
            if !chosen.iter().any(|&i| kind(&options[i].2) == want) {
                if let Some(i) = (0..options.len()).find(|&i| kind(&options[i].2) == want) {
                    chosen.push(i);
                }
            }
        }
    }
    let l = planner.ctx.layout;
    chosen
        .into_iter()
        .map(|i| {
            let (value, ci, bonus) = &options[i];
            let combo = &combos[*ci];
            let mut actions = Vec::new();
            for c in &combo.chains {
                actions.push(Action::Pick(c.number));
                actions.extend(c.path.iter().map(|&i| Action::Write(l.hexes[i])));
            }
            if let Some(b) = bonus {
                actions.extend(b.iter().cloned());
            }
            actions.push(Action::Rows(combo.rows.0, combo.rows.1));
            Plan {
                actions,
                value: *value,
                score: None,
            }
        })
        .collect()
}

/// A plan from a position that left the bot's own plan (mid-write included).
fn plan_here(s: &State, style: u64) -> Plan {
    let Phase::Turn(turn) = &s.phase else {
        return Plan {
            actions: Vec::new(),
            value: 0.0,
            score: None,
        };
    };
    let ctx = Ctx::of(s, style, eval::PLAN);
    let l = ctx.layout;
    let sheet = &s.sheets[turn.seat];
    let unused = sheet.bonuses.iter().filter(|b| b.is_none()).count();
    let score = |cells: &[u8]| ctx.sheet_value(cells, unused);
    let best_write = |targets: Vec<usize>, number: u8| -> Plan {
        let mut best: Option<(f64, usize)> = None;
        for j in targets {
            let mut c = sheet.cells.clone();
            c[j] = number;
            let v = score(&c) + nudge(NEAR_TIE, style, j as u64);
            if best.is_none_or(|b| v > b.0) {
                best = Some((v, j));
            }
        }
        Plan {
            actions: best.iter().map(|b| Action::Write(l.hexes[b.1])).collect(),
            value: best.map_or(0.0, |b| b.0),
            score: None,
        }
    };
    match turn.step {
        Step::Free => plan_free(s, NORMAL, style),
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
                    score: None,
                };
            };
            let last = c.hexes.last().and_then(|h| l.index(*h));
            let want = (c.want as usize).saturating_sub(c.hexes.len());
            let mut cells = sheet.cells.clone();
            let paths = chain_paths(l, &mut cells, c.number, want, last, NORMAL.path_cap);
            let mut best: Option<(f64, usize)> = None;
            for (k, p) in paths.iter().enumerate() {
                let mut cc = sheet.cells.clone();
                for &i in p {
                    cc[i] = c.number;
                }
                let option = ChainOption {
                    number: c.number,
                    want,
                    path: p.clone(),
                };
                let v = score(&cc) + nudge(NEAR_TIE, style, path_key(&option));
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
                    score: None,
                },
                None => Plan {
                    actions: Vec::new(),
                    value: 0.0,
                    score: None,
                },
            }
        }
    }
}
