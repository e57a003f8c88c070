//! No silent spot on any sheet: over seeded games of every registered game, at several points of
//! each game, every point of a grid covering the seat to move's sheet means a legal action (a
//! highlight to take), or says why not (the check's refusal of the action it would mean, or the
//! game's own note about a point that means no action). Hover tips and click notes both come
//! from [`Controls::spot_says`], so this covers both.

use super::{registry, with_game, GameFn};
use crate::engine::{Names, SeatInfo, Session, ToMove};
use crate::game::Game;
use crate::sheet_kit::{Controls, PlayEnv, SheetStyle, SpotSays};
use egui::{pos2, vec2, Rect};
use rand::{Rng, SeedableRng};

/// Points across and down the sheet.
const GRID: usize = 36;
/// Positions looked at per game (spread evenly over its moves).
const CHECKPOINTS: usize = 6;
/// Fallback sentences a game keeps for safety; a point that ends up saying one of them is as
/// good as silent.
const TOO_VAGUE: &[&str] = &[
    "Not now.",
    "Nothing to do here at this step.",
    "Nothing goes into this cell now.",
];

/// What the points of a sheet said, counted (for the failure message and a sanity check).
#[derive(Default, Debug)]
struct Tally {
    take: usize,
    why: usize,
    /// Distinct reasons heard.
    reasons: std::collections::BTreeSet<String>,
}

/// Asks every grid point of `seat`'s sheet in `state` what it means; panics on a silent one.
fn sweep<G: Game>(rules: &G, state: &G::State, seat: usize, seats: &[SeatInfo], tally: &mut Tally) {
    let env = PlayEnv {
        tutorial: true,
        human_turn: true,
        anim_speed: 0.0,
        style: SheetStyle::light(),
        thinking: None,
        own_seats: 0,
    };
    let legal = rules.legal_actions(state);
    let controls = Controls::new(
        rules,
        state,
        Names::of(seats),
        &env,
        &legal,
        None,
        Some(seat),
    );
    let view = G::View::default();
    let rect = Rect::from_min_size(pos2(30.0, 50.0), rules.sheet_size(state));
    let step = vec2(rect.width(), rect.height()) / GRID as f32;
    for row in 0..GRID {
        for col in 0..GRID {
            let pos = rect.min + vec2((col as f32 + 0.5) * step.x, (row as f32 + 0.5) * step.y);
            let candidates = rules.targets_at(state, seat, rect, pos, &view);
            let note = if candidates.is_empty() {
                rules.spot_note(state, seat, rect, pos, &view)
            } else {
                None
            };
            let says = controls.spot_says(&candidates, note);
            let where_ = || format!("{} at {pos:?} of {rect:?}", G::info().id);
            match says {
                Some(SpotSays::Take(actions)) => {
                    assert!(!actions.is_empty(), "{}", where_());
                    for a in &actions {
                        assert!(legal.contains(a), "{}: {a:?} is not legal", where_());
                        assert!(!rules.label(state, a).trim().is_empty(), "{}", where_());
                    }
                    tally.take += 1;
                }
                Some(SpotSays::Why(why)) => {
                    assert!(
                        !why.trim().is_empty() && !TOO_VAGUE.contains(&why.as_str()),
                        "{}: says only {why:?}",
                        where_()
                    );
                    tally.why += 1;
                    tally.reasons.insert(why);
                }
                None => panic!("{}: a silent spot inside the sheet", where_()),
            }
        }
    }
    // Off the sheet nothing is said (the shell does not ask there either).
    let outside = rect.min - vec2(5.0, 5.0);
    assert!(rules.spot_note(state, seat, rect, outside, &view).is_none());
}

/// Plays seeded random games of one game and sweeps its sheet at several points of each.
struct NoSilentSpot {
    seed: u64,
}

impl GameFn for NoSilentSpot {
    type Output = Tally;
    fn call<G: Game>(self, rules: G) -> Tally {
        let info = G::info();
        let options = G::Options::default();
        let n = (2..=info.max_seats)
            .chain(info.min_seats..=info.min_seats)
            .find(|&n| n >= info.min_seats && rules.new_state(&options, n).is_ok())
            .unwrap_or(info.min_seats);
        let seats: Vec<SeatInfo> = (0..n)
            .map(|i| SeatInfo::human(format!("P{}", i + 1)))
            .collect();
        let mut session = Session::new(rules.clone(), options, seats.clone(), self.seed)
            .unwrap_or_else(|e| panic!("{}: {e}", info.id));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(self.seed);
        // Every position a seat is to move in, with that seat.
        let mut positions: Vec<(G::State, usize)> = Vec::new();
        while !session.is_over() && session.log().len() < 5_000 {
            if let ToMove::Seat(seat) = session.to_move() {
                positions.push((session.state().clone(), seat));
            }
            let legal = session.legal_actions();
            assert!(!legal.is_empty(), "{}: no legal action", info.id);
            let a = legal[rng.random_range(0..legal.len())].clone();
            session
                .apply(a)
                .unwrap_or_else(|e| panic!("{}: {e}", info.id));
        }
        assert!(!positions.is_empty(), "{}: nobody ever moved", info.id);
        let mut tally = Tally::default();
        for k in 0..CHECKPOINTS {
            let (state, seat) = &positions[k * (positions.len() - 1) / (CHECKPOINTS - 1)];
            sweep(&rules, state, *seat, &seats, &mut tally);
        }
        tally
    }
}

#[test]
fn every_point_of_every_sheet_means_a_move_or_says_why_not() {
    for g in registry() {
        let id = g.info().id;
        for seed in [3, 11] {
            let tally = with_game(id, NoSilentSpot { seed }).expect("a registered game");
            // Both kinds occur: the sweep really met legal targets and refusals.
            assert!(
                tally.take > 0 && tally.why > 0,
                "{id} seed {seed}: {tally:?}"
            );
        }
    }
}
