//! Many seeded bot games on every core; the results do not depend on the thread count.

use super::report::summarize;
use super::{new_bot_match, play_out, SelfplayRun, SelfplaySpec, SimError};
use crate::game::Match;
use std::sync::atomic::{AtomicUsize, Ordering};
use web_time::SystemTime;

/// Told how many of how many games are done: now and then while the games run (from one of the
/// playing threads), and once more with every game done when they have all ended.
pub type Progress<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// What [`selfplay_with`] calls with each finished game and the time it started.
pub type OnGame<'a, E> = &'a (dyn Fn(&dyn Match, SystemTime) -> Result<(), E> + Sync);

/// Runs the games.
pub fn selfplay(spec: &SelfplaySpec, progress: Progress<'_>) -> Result<SelfplayRun, SimError> {
    selfplay_with(spec, progress, &|_, _| Ok(()))
}

/// [`selfplay`], handing every finished game to `on_game` as it ends (from the playing thread).
/// The first failed game's error is returned, after every game was played.
pub fn selfplay_with<E: From<SimError> + Send>(
    spec: &SelfplaySpec,
    progress: Progress<'_>,
    on_game: OnGame<'_, E>,
) -> Result<SelfplayRun, E> {
    let started = web_time::Instant::now();
    let threads = workers(spec.games);
    let results = each_game(spec.games, progress, |g| {
        let begun = SystemTime::now();
        new_bot_match(spec, g).map_err(E::from).and_then(|mut m| {
            let r = play_out(m.as_mut())?;
            on_game(m.as_ref(), begun)?;
            Ok(r)
        })
    })
    .map_err(E::from)?;
    let results = results.into_iter().collect::<Result<Vec<_>, E>>()?;
    Ok(summarize(spec, results, started.elapsed(), threads))
}

/// Threads for `games` games: one per core, no more than the games.
fn workers(games: usize) -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(games.max(1))
}

/// `play(g)` for every game `g` in `0..games`, on every core, in the order of `g` (so the results
/// do not depend on the thread count); `progress` hears now and then, and once at the end.
pub(super) fn each_game<T: Send>(
    games: usize,
    progress: Progress<'_>,
    play: impl Fn(usize) -> T + Sync,
) -> Result<Vec<T>, SimError> {
    let threads = workers(games);
    if cfg!(target_arch = "wasm32") {
        // The browser build has no threads: the games are played here, in order.
        let mut out = Vec::with_capacity(games);
        for g in 0..games {
            out.push(play(g));
            progress(g + 1, games);
        }
        return Ok(out);
    }
    let done = AtomicUsize::new(0);
    let results: Vec<T> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (done, play) = (&done, &play);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..games).step_by(threads) {
                        out.push((g, play(g)));
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if t == 0 {
                            progress(n, games);
                        }
                    }
                    out
                })
            })
            .collect();
        let mut all: Vec<(usize, T)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect();
        all.sort_by_key(|(g, _)| *g);
        all.into_iter().map(|(_, r)| r).collect()
    });
    progress(games, games);
    if results.len() != games {
        return Err(SimError::ThreadPanicked);
    }
    Ok(results)
}
