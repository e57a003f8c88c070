//! The analysis itself, for any game: replay the save once, keeping the position of every decision
//! of a reviewed seat; ask the reference bot in each (on every thread); then, where the played
//! move is not the bot's, estimate the seat's expected final score after both by rollouts on the
//! fast rules path (no session, no text). See docs/review.md.

use super::labels::{self, Label};
use super::luck::{self, Mean};
use super::memo::Memo;
use super::pool::{self, available_threads};
use super::rollout::{estimate, Origin};
use super::{ChanceStep, Decision, Review, ReviewError, ReviewSettings, SeatSplit, MAX_ROLLOUTS};
use crate::engine::bot::mix;
use crate::engine::rules::{BotChoice, ToMove};
use crate::engine::session::Session;
use crate::engine::think_job::ThinkJob;
use crate::game::{load_session, Game};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// What a rollout job of the review gives: a differing decision's estimate, or a part of luck's.
enum Rolled {
    Decision(usize, super::rollout::Estimate),
    Luck(luck::Samples),
}

/// The reference bot's choices are asked in runs of at most this many decisions of one seat
/// between two chance steps (a bot that plans its whole turn, like Hex Roller's, then plans it
/// once per run on its thread, not once per decision).
const RUN: usize = 16;

/// Reviews the save `save_text` of game `G` on every core: [`review_save_with`].
pub fn review_save<G: Game>(
    rules: G,
    save_text: &str,
    settings: &ReviewSettings,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    review_save_with(rules, save_text, settings, available_threads(), progress)
}

/// Reviews the save `save_text` of game `G` on `threads` threads (at least one); the review is
/// the same for every thread count. `progress(done, total)` is called on this thread with the
/// decisions done so far: first with none, last with all; when it returns false the review stops
/// and gives `Ok(None)`.
pub fn review_save_with<G: Game>(
    rules: G,
    save_text: &str,
    settings: &ReviewSettings,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    review_with_memo(rules, save_text, settings, threads, &Memo::new(), progress)
}

/// [`review_save_with`] sharing rollout ends through `memo` (tests give one that keeps less: the
/// review must be the same).
pub(super) fn review_with_memo<G: Game>(
    rules: G,
    save_text: &str,
    settings: &ReviewSettings,
    threads: usize,
    memo: &Memo,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    if settings.rollouts == 0 || settings.rollouts > MAX_ROLLOUTS {
        return Err(ReviewError::Rollouts(settings.rollouts));
    }
    let session = load_session(rules, save_text).map_err(ReviewError::Load)?;
    let seats = reviewed_seats(&session, settings)?;
    let todo = decisions_to_review(&session, &seats);
    let n_seats = session.seats().len();
    let (start, steps) = luck::steps(&session);
    // Luck's jobs: the start, then every chance step (each for every seat).
    let luck_jobs = luck::jobs(&steps, settings.rollouts);
    let total = todo.len() + luck_jobs.len();
    if !progress(0, total) {
        return Ok(None);
    }
    let positions = positions(&session, &todo, settings);
    // Actions with a single choice are done already.
    let mut done = todo.len() - positions.len();
    let cancel = AtomicBool::new(false);

    // The reference bot's choice in every position, a run of one seat's decisions per job.
    let runs = runs(&positions);
    // The last count handed to `progress`, so that the end is reported once whatever ran.
    let told = std::cell::Cell::new(0);
    let mut tell = |n: usize| {
        told.set(done + n);
        progress(done + n, total)
    };
    let Some(bests) = pool::run(runs.len(), threads, &cancel, &mut tell, |r, tick| {
        let mut out = Vec::with_capacity(runs[r].len());
        for &p in &runs[r] {
            if cancel.load(Ordering::Relaxed) {
                return None;
            }
            let pos = &positions[p];
            // Taken once: each job is in exactly one run. A poisoned lock (a job panicked) is
            // passed on by the pool before this is read again.
            let job = pos.job.lock().ok().and_then(|mut j| j.take());
            let best = job
                .and_then(|job| job.run())
                .map_or_else(|| pos.played.clone(), |c: BotChoice<G::Action>| c.action);
            if best == pos.played {
                tick(1);
            }
            out.push((p, best));
        }
        Some(out)
    }) else {
        return Ok(None);
    };
    let mut best: Vec<Option<G::Action>> = vec![None; positions.len()];
    for (p, b) in bests.into_iter().flatten() {
        best[p] = Some(b);
    }
    done += positions
        .iter()
        .zip(&best)
        .filter(|(pos, b)| b.as_ref() == Some(&pos.played))
        .count();

    // Rollouts where the moves differ, earliest first (the longest rollouts start first).
    let differ: Vec<usize> = (0..positions.len())
        .filter(|&p| best[p].as_ref().is_some_and(|b| *b != positions[p].played))
        .collect();
    let styles: Vec<u64> = (0..session.seats().len())
        .map(|s| session.seat_style(s))
        .collect();
    let rules = session.rules();
    // One of luck's jobs: part of the start's rollouts or of a chance step's.
    let luck_job = |job: &luck::Job| {
        // Luck's rollouts score every seat: the seat in focus is only where they start.
        let origin = |state, key| Origin {
            rules,
            state,
            seat: 0,
            key,
            styles: &styles,
            memo,
        };
        // Played on the numbers of whatever comes after the position: the start's before the
        // first chance step, a step's after it (as the next round's decisions are).
        match job.step.and_then(|c| steps.get(c)) {
            None => {
                let from = origin(&start, round_key(session.seed(), 0));
                luck::expected(&from, n_seats, job.rs.clone(), &cancel)
            }
            Some(step) => {
                let from = origin(&step.state, round_key(session.seed(), step.chance + 1));
                let draw = luck::luck_key(session.seed(), step.chance);
                luck::luck(&from, step, draw, n_seats, job.rs.clone(), &cancel)
            }
        }
    };
    let mut tell = |n: usize| {
        told.set(done + n);
        progress(done + n, total)
    };
    // One run for both kinds of rollout jobs, so that neither waits for the other's last job:
    // luck's first (every seat's start and its luck at every chance step, on numbers of their
    // own, each rollout scoring every seat: the longest jobs), then the decisions whose moves
    // differ. A job's numbers come from itself, so the order only changes the time.
    let Some(done_jobs) = pool::run(
        luck_jobs.len() + differ.len(),
        threads,
        &cancel,
        &mut tell,
        |i, tick| {
            let Some(p) = i.checked_sub(luck_jobs.len()).map(|i| differ[i]) else {
                let samples = luck_job(&luck_jobs[i])?;
                tick(1);
                return Some(Rolled::Luck(samples));
            };
            let pos = &positions[p];
            let b = best[p].as_ref()?;
            let from = Origin {
                rules,
                state: &pos.state,
                seat: pos.seat,
                key: round_key(session.seed(), pos.chances),
                styles: &styles,
                memo,
            };
            let e = estimate(&from, &pos.played, b, settings.rollouts, &cancel)?;
            tick(1);
            Some(Rolled::Decision(p, e))
        },
    ) else {
        return Ok(None);
    };
    let mut estimated = vec![None; positions.len()];
    let mut samples = Vec::with_capacity(luck_jobs.len());
    for job in done_jobs {
        match job {
            Rolled::Decision(p, e) => estimated[p] = Some(e),
            Rolled::Luck(s) => samples.push(s),
        }
    }
    let (start_samples, step_samples) = luck::gather(&luck_jobs, samples, steps.len());
    if told.get() < total {
        // Nothing was left to compute (every action forced, or every move the bot's, and no
        // chance step): all done. Cancelling now changes nothing: the review is complete.
        let _ = progress(total, total);
    }

    let names = session.names();
    let limits = super::thresholds(G::info().id);
    let decisions: Vec<Decision> = positions
        .iter()
        .zip(best)
        .zip(estimated)
        .map(|((pos, best), e)| {
            let best = best.unwrap_or_else(|| pos.played.clone());
            let lost = e.map_or(0.0, |e| (e.best - e.played).max(0.0));
            Decision {
                index: pos.index,
                seat: pos.seat,
                who: session.seats()[pos.seat].name.clone(),
                bot: session.seats()[pos.seat].kind.bot_level(),
                turn: pos.turn,
                played: pos.played.to_string(),
                played_text: rules.describe(&pos.state, &pos.played, names).to_string(),
                best: best.to_string(),
                best_text: rules.describe(&pos.state, &best, names).to_string(),
                expected_played: e.map(|e| e.played),
                expected_best: e.map(|e| e.best),
                rollouts: e.map_or(0, |e| e.rollouts),
                lost,
                label: limits.label(lost),
            }
        })
        .collect();
    let lucks: Vec<Vec<Mean>> = step_samples.iter().map(luck::Samples::luck).collect();
    let at = |c: usize| lucks.get(c).map_or(&[][..], Vec::as_slice);
    let start_values = start_samples.before();
    let chance: Vec<ChanceStep> = steps
        .iter()
        .enumerate()
        .map(|(c, step)| ChanceStep {
            index: step.index,
            outcome: step.outcome.to_string(),
            outcome_text: rules
                .describe(&step.state, &step.outcome, names)
                .to_string(),
            luck: at(c).iter().map(|m| m.mean).collect(),
            se: at(c).iter().map(|m| m.se).collect(),
            rollouts: at(c).iter().map(|m| m.rollouts).collect(),
        })
        .collect();
    let results = rules.scores(session.state());
    let seat_splits = (0..n_seats)
        .map(|seat| {
            let luck: Vec<&Mean> = (0..steps.len()).filter_map(|c| at(c).get(seat)).collect();
            let mine: Vec<&Decision> = decisions.iter().filter(|d| d.seat == seat).collect();
            let labelled = |l: Label| mine.iter().filter(|d| d.label == Some(l)).count();
            SeatSplit {
                seat,
                who: session.seats()[seat].name.clone(),
                bot: session.seats()[seat].kind.bot_level(),
                start: start_values.get(seat).map_or(0.0, |m| m.mean),
                start_se: start_values.get(seat).map_or(0.0, |m| m.se),
                luck: luck.iter().map(|m| m.mean).sum(),
                luck_se: luck.iter().map(|m| m.se * m.se).sum::<f64>().sqrt(),
                lost: seats
                    .contains(&seat)
                    .then(|| mine.iter().map(|d| d.lost).sum()),
                costly: mine.iter().filter(|d| d.lost > 0.0).count(),
                inaccuracies: labelled(Label::Inaccuracy),
                mistakes: labelled(Label::Mistake),
                blunders: labelled(Label::Blunder),
                accuracy: if seats.contains(&seat) {
                    labels::accuracy(&mine.iter().map(|d| d.label).collect::<Vec<_>>())
                } else {
                    None
                },
                result: results.get(seat).map_or(0, |s| s.total),
            }
        })
        .collect();
    Ok(Some(Review {
        game: G::info().id.to_string(),
        settings: settings.clone(),
        decisions,
        chance,
        seats: seat_splits,
    }))
}

/// The number every rollout played from between the game's chance steps `chances - 1` and
/// `chances` (its count of chance steps so far: a decision's, or luck's after a step) draws from.
/// Rollouts of different decisions of one round thus draw the same numbers, and where they meet
/// the same position before the next chance step they go on alike: one plays on, the others take
/// its end ([`super::memo::Ahead`]). A count of chance steps, not of actions, so the same decision
/// is scored the same whichever order the seats of a simultaneous step took.
pub(super) fn round_key(seed: u64, chances: usize) -> u64 {
    mix(seed ^ mix(ROUND_KEY ^ chances as u64))
}

/// Mixed into [`round_key`]'s numbers, so that they are never luck's draws'.
const ROUND_KEY: u64 = 0x726f_756e_6400_0000;

/// A seat action to review: its log index, the seat, the seat's count of actions so far (from 1)
/// and the chance steps before it.
#[derive(Clone, Copy)]
struct Todo {
    index: usize,
    seat: usize,
    turn: usize,
    chances: usize,
}

/// Every action of a reviewed seat, but moves a bot chose for a person ("Bot plays for me").
fn decisions_to_review<G: Game>(session: &Session<G>, seats: &[usize]) -> Vec<Todo> {
    let mut turns = vec![0usize; session.seats().len()];
    let mut chances = 0;
    let mut todo = Vec::new();
    for (index, e) in session.log().iter().enumerate() {
        match e.actor {
            ToMove::Seat(seat) => {
                let Some(turn) = turns.get_mut(seat) else {
                    continue;
                };
                *turn += 1;
                if seats.contains(&seat) && !e.by_bot {
                    todo.push(Todo {
                        index,
                        seat,
                        turn: *turn,
                        chances,
                    });
                }
            }
            ToMove::Chance => chances += 1,
            ToMove::Over => {}
        }
    }
    todo
}

/// A decision's position, ready for the threads: the state with the seat in focus, the played
/// move and the reference bot's job (which owns its own copy of the position).
struct Position<S, A, J> {
    index: usize,
    seat: usize,
    turn: usize,
    chances: usize,
    state: S,
    played: A,
    job: Mutex<Option<J>>,
}

/// The position of every decision in `todo` that had a choice, from one replay of the log. The
/// position is the one the seat acted in: on a simultaneous step a seat may act ahead of the seat
/// in focus (its save line names it), so the seat is put in focus first, and its legal actions,
/// the bot's choice and the rollouts are all that seat's. A seat with a single legal action (or
/// not ready: a damaged log) has no decision to review.
fn positions<G: Game>(
    session: &Session<G>,
    todo: &[Todo],
    settings: &ReviewSettings,
) -> Vec<Position<G::State, G::Action, ThinkJob<G>>> {
    let mut out = Vec::with_capacity(todo.len());
    let mut next = todo.iter().peekable();
    session.each_prefix(|before| {
        let Some(t) = next.next_if(|t| t.index == before.log().len()) else {
            return;
        };
        let rules = before.rules();
        let mut state = before.state().clone();
        if !rules.focus(&mut state, t.seat) || rules.legal_actions(&state).len() < 2 {
            return;
        }
        let Some(played) = session.log().get(t.index).map(|e| e.action.clone()) else {
            return;
        };
        // What a bot of this level in this seat would have played here: the same job a bot seat
        // runs (its rng and style come from the seed, the seat and the position, not from who
        // sat there).
        let Some(job) = before.bot_job_as(t.seat, settings.level) else {
            return;
        };
        out.push(Position {
            index: t.index,
            seat: t.seat,
            turn: t.turn,
            chances: t.chances,
            state,
            played,
            job: Mutex::new(Some(job)),
        });
    });
    out
}

/// The positions in runs for the reference bot: each seat's decisions in log order, cut where a
/// chance step comes between two of them and after [`RUN`] decisions.
fn runs<S, A, J>(positions: &[Position<S, A, J>]) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..positions.len()).collect();
    order.sort_by_key(|&p| (positions[p].seat, positions[p].index));
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for p in order {
        let joins = runs.last().and_then(|run| run.last()).is_some_and(|&q| {
            positions[q].seat == positions[p].seat && positions[q].chances == positions[p].chances
        });
        match runs.last_mut() {
            Some(run) if joins && run.len() < RUN => run.push(p),
            _ => runs.push(vec![p]),
        }
    }
    runs
}

/// The seats the settings ask for: given ones (checked), else every person's seat, else all.
fn reviewed_seats<G: Game>(
    session: &Session<G>,
    settings: &ReviewSettings,
) -> Result<Vec<usize>, ReviewError> {
    let n = session.seats().len();
    match &settings.seats {
        Some(list) => {
            if let Some(bad) = list.iter().find(|&&s| s >= n) {
                return Err(ReviewError::NoSeat {
                    seat: bad + 1,
                    seats: n,
                });
            }
            Ok(list.clone())
        }
        None => {
            let people: Vec<usize> = (0..n).filter(|&i| session.seats()[i].is_human()).collect();
            Ok(if people.is_empty() {
                (0..n).collect()
            } else {
                people
            })
        }
    }
}
