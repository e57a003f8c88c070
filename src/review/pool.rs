//! The review's threads: a list of jobs shared by a few scoped threads through one counter (each
//! takes the next job when it is free), the results put back in job order, and progress reported
//! on the calling thread. Which thread ran a job never changes what it computes, so a review is
//! the same for any thread count.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// The threads a review uses when not told: one per core.
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `work(i, tick)` for every `i` in `0..jobs` on up to `threads` threads and returns the
/// results in job order. `work` calls `tick(n)` when it has finished `n` more decisions; the
/// calling thread adds them up and hands the running count to `progress`, which cancels the run
/// by returning false (it is not called again after that). A job that sees `cancel` set gives
/// `None`, and so does the run: `None` when cancelled.
///
/// A panicking job sets `cancel` (so the other threads stop soon) and the panic is passed on to
/// the caller once every thread has stopped, as it would be without threads.
pub(super) fn run<T, F>(
    jobs: usize,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize) -> bool,
    work: F,
) -> Option<Vec<T>>
where
    T: Send,
    F: Fn(usize, &dyn Fn(usize)) -> Option<T> + Sync,
{
    let threads = threads.clamp(1, jobs.max(1));
    if cfg!(target_arch = "wasm32") {
        // The browser build has no threads: the jobs run here, in order.
        return run_here(jobs, cancel, progress, work);
    }
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<usize>();
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let tx = tx.clone();
                let (next, work) = (&next, &work);
                scope.spawn(move || {
                    let _stop_others = StopOnPanic(cancel);
                    let tick = |n: usize| {
                        // The calling thread stops listening only once every worker is done.
                        let _ = tx.send(n);
                    };
                    let mut out = Vec::new();
                    while !cancel.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= jobs {
                            break;
                        }
                        match work(i, &tick) {
                            Some(t) => out.push((i, t)),
                            None => break,
                        }
                    }
                    out
                })
            })
            .collect();
        // Only the workers' copies remain: the loop below ends when the last worker is done.
        drop(tx);
        let mut done = 0;
        let mut listening = true;
        for n in rx {
            done += n;
            if listening && !progress(done) {
                listening = false;
                cancel.store(true, Ordering::Relaxed);
            }
        }
        let mut all = Vec::new();
        for h in handles {
            match h.join() {
                Ok(part) => all.extend(part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    if cancel.load(Ordering::Relaxed) || results.len() != jobs {
        return None;
    }
    results.sort_by_key(|(i, _)| *i);
    Some(results.into_iter().map(|(_, t)| t).collect())
}

/// [`run`] on the calling thread alone (the browser's build): the same results in the same order.
fn run_here<T, F>(
    jobs: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize) -> bool,
    work: F,
) -> Option<Vec<T>>
where
    F: Fn(usize, &dyn Fn(usize)) -> Option<T>,
{
    let done = std::cell::Cell::new(0usize);
    let mut out = Vec::with_capacity(jobs);
    for i in 0..jobs {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        out.push(work(i, &|n| done.set(done.get() + n))?);
        if !progress(done.get()) {
            cancel.store(true, Ordering::Relaxed);
            return None;
        }
    }
    Some(out)
}

/// Sets the flag when dropped during a panic.
struct StopOnPanic<'a>(&'a AtomicBool);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_job_order_for_any_thread_count() {
        for threads in [1, 2, 3, 8] {
            let cancel = AtomicBool::new(false);
            let mut seen = Vec::new();
            let out = run(
                20,
                threads,
                &cancel,
                &mut |d| {
                    seen.push(d);
                    true
                },
                |i, tick| {
                    tick(1);
                    Some(i * i)
                },
            );
            assert_eq!(out, Some((0..20).map(|i| i * i).collect()));
            assert_eq!(seen, (1..=20).collect::<Vec<_>>(), "{threads} threads");
        }
    }

    #[test]
    fn progress_returning_false_cancels_and_is_not_called_again() {
        let cancel = AtomicBool::new(false);
        let mut calls = 0;
        let out = run(
            1000,
            2,
            &cancel,
            &mut |_| {
                calls += 1;
                calls < 3
            },
            |i, tick| {
                tick(1);
                Some(i)
            },
        );
        assert_eq!(out, None);
        assert_eq!(calls, 3);
    }

    #[test]
    fn a_panicking_job_stops_the_others_and_reaches_the_caller() {
        let cancel = AtomicBool::new(false);
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            run(1000, 2, &cancel, &mut |_| true, |i, _| {
                if i == 5 {
                    panic!("job 5");
                }
                Some(i)
            })
        }));
        assert!(caught.is_err());
        assert!(
            cancel.load(Ordering::Relaxed),
            "the other threads were told to stop"
        );
    }
}
