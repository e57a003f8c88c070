//! The Strong bot's turn: Normal's planner, wider, proposes its best few plans, and each is
//! played out to the end of the game on shared sampled rolls (see [`strong_plan`]).

use super::{gap, nudge, plan_free, ranked_plans, Params, Plan, TIE};
use crate::engine::bot::mix;
use crate::engine::Rules;
use crate::games::hex_roller::rules::{
    area_number, straight, Action, HexRoller, Layout, Phase, Sheet, State, Step, Turn, DATA,
};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The Strong bot's own plans: wider than Normal's, so more candidates reach the rollouts.
const STRONG: Params = Params {
    keep_paths: 8,
    keep_combos: 6,
    path_cap: 3000,
    personal: true,
    plan: super::eval::PLAN,
};

/// The rollout policy of the Strong bot: Normal's planner, narrowed to be fast.
const ROLLOUT: Params = Params {
    keep_paths: 2,
    keep_combos: 2,
    path_cap: 48,
    personal: false,
    plan: 0.0,
};

/// Turn plans the Strong bot compares by rollouts.
const STRONG_CANDIDATES: usize = 10;
/// Future roll sequences each candidate is played out on (the same ones for every candidate).
const STRONG_SAMPLES: usize = 48;

/// The seat's own game as a one-seat game: its sheet, the same round and roll, its turn.
fn solo(s: &State, seat: usize) -> State {
    State {
        side: s.side,
        round: s.round,
        dice: s.dice.clone(),
        sheets: vec![s.sheets[seat].clone()],
        phase: Phase::Turn(Turn {
            seat: 0,
            chains: Vec::new(),
            bonus: None,
            step: Step::Free,
        }),
        waiting: Vec::new(),
    }
}

/// A hash of a one-seat position (round, roll, sheet), to seed the Strong bot's future rolls.
fn position_key(s: &State) -> u64 {
    let sheet = &s.sheets[0];
    let mut k =
        mix(u64::from(s.round)
            ^ ((s.side == crate::games::hex_roller::rules::Side::Back) as u64) << 8);
    for &d in &s.dice {
        k = mix(k ^ u64::from(d));
    }
    for &c in &sheet.cells {
        k = mix(k ^ u64::from(c));
    }
    for row in &sheet.rows {
        for &x in row {
            k = mix(k ^ u64::from(x) ^ 0x100);
        }
    }
    for b in sheet.bonuses {
        k = mix(k ^ b.map_or(0xff, u64::from));
    }
    k
}

/// The final score of a sheet (the breakdown's total, without its words).
pub fn final_score(l: &Layout, sheet: &Sheet) -> i32 {
    let unused = sheet.bonuses.iter().filter(|b| b.is_none()).count() as i32;
    let mut total = unused * DATA.bonus_points;
    for (a, area) in l.areas.iter().enumerate() {
        if let Some(n) = area_number(l, sheet, a) {
            total += i32::from(n) * if area.middle { 2 } else { 1 };
        }
    }
    let mut masks = [0u128; 10];
    for (i, &c) in sheet.cells.iter().enumerate() {
        masks[usize::from(c.min(9))] |= 1u128 << i;
    }
    for p in &l.pairs {
        if gap(l, masks[usize::from(p.number.min(9))], 0, p.a, p.b) == Some(0) {
            total += i32::from(p.number);
        }
    }
    total + straight(&sheet.rows[0]) + straight(&sheet.rows[1])
}

/// Plays a one-seat game from a round's start to the end with the rollout policy on the given
/// rolls (one per round left) and returns the final score.
fn rollout(mut st: State, rolls: &[Action], style: u64) -> i32 {
    for roll in rolls {
        HexRoller.perform(&mut st, roll);
        for a in plan_free(&st, ROLLOUT, style).actions {
            HexRoller.perform(&mut st, &a);
        }
    }
    final_score(st.layout(), &st.sheets[0])
}

/// The Strong bot's turn: Normal's planner, wider, proposes the best few plans (and the best of
/// each kind of bonus use); each is played out to the end of the game on the same
/// [`STRONG_SAMPLES`] sequences of future rolls by a fast Normal-like policy, and the plan with the
/// highest mean final score is kept. The rolls are drawn from the position and the seat's style,
/// so the plan is a pure function of them (the cache only saves time).
pub(super) fn strong_plan(start: &State, style: u64) -> Plan {
    let empty = Plan {
        actions: Vec::new(),
        value: 0.0,
        score: None,
    };
    let Phase::Turn(turn) = &start.phase else {
        return empty;
    };
    let me = solo(start, turn.seat);
    let plans = ranked_plans(&me, STRONG, style, STRONG_CANDIDATES);
    let rounds = me.layout().rounds();
    let left = rounds.saturating_sub(me.round as usize + 1);
    if plans.len() <= 1 || left == 0 {
        // In the last round the neutral evaluation of where the plan ends is the exact final
        // score (the plan's own value has the seat's tastes in it).
        return plans.into_iter().next().unwrap_or(empty);
    }
    let ends: Vec<State> = plans
        .iter()
        .map(|p| {
            let mut st = me.clone();
            for a in &p.actions {
                HexRoller.perform(&mut st, a);
            }
            st
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(position_key(&me) ^ mix(style));
    let mut totals = vec![0i64; plans.len()];
    for _ in 0..STRONG_SAMPLES {
        let rolls: Vec<Action> = (0..left)
            .map(|_| HexRoller.sample_chance(&me, &mut rng))
            .collect();
        // A different rollout tie-break per sample, shared by every candidate.
        let sample_style = rng.next_u64();
        for (t, end) in totals.iter_mut().zip(&ends) {
            *t += i64::from(rollout(end.clone(), &rolls, sample_style));
        }
    }
    let mut best: Option<(f64, usize, f64)> = None;
    for (i, t) in totals.iter().enumerate() {
        let mean = *t as f64 / STRONG_SAMPLES as f64;
        let v = mean + nudge(TIE, style, i as u64);
        if best.is_none_or(|b| v > b.0) {
            best = Some((v, i, mean));
        }
    }
    match best {
        // The rollouts' mean final score is what a hint shows (the nudge only orders ties).
        Some((v, i, mean)) => Plan {
            actions: plans[i].actions.clone(),
            value: v,
            score: Some(mean),
        },
        None => empty,
    }
}
