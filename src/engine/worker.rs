//! A background thread for bot thinking, so a window never waits on a search.
//!
//! Each running game owns one [`Worker`]: a single thread that runs its jobs in order (so a bot's
//! per-thread caches, such as a planned turn, carry from one decision to the next) and ends when
//! the game is dropped. If the thread cannot be started, jobs run on the caller's thread instead:
//! slower to show, but never lost.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send>;

/// One game's thinking thread, started on first use.
#[derive(Default)]
pub struct Worker {
    jobs: Option<Sender<Job>>,
}

/// The answer to a job, once it is ready.
pub struct Ticket<T> {
    answer: Receiver<T>,
}

/// Where a job stands.
#[derive(Debug, PartialEq)]
pub enum Poll<T> {
    Ready(T),
    Pending,
    /// The job ended without an answer (it panicked): ask again.
    Lost,
}

impl Worker {
    /// Queues `job`; its result arrives through the ticket.
    pub fn submit<T: Send + 'static>(
        &mut self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Ticket<T> {
        let (tx, answer) = mpsc::channel();
        let boxed: Job = Box::new(move || {
            // The receiver may be gone (the game moved on); the answer is then simply dropped.
            let _ = tx.send(job());
        });
        let boxed = match self.sender() {
            Some(jobs) => match jobs.send(boxed) {
                Ok(()) => return Ticket { answer },
                // The thread has gone: start a new one next time, run this job here.
                Err(mpsc::SendError(boxed)) => {
                    self.jobs = None;
                    boxed
                }
            },
            None => boxed,
        };
        boxed();
        Ticket { answer }
    }

    fn sender(&mut self) -> Option<&Sender<Job>> {
        if self.jobs.is_none() {
            let (tx, rx) = mpsc::channel::<Job>();
            let started = std::thread::Builder::new()
                .name("dicepad-bot".into())
                .spawn(move || {
                    while let Ok(job) = rx.recv() {
                        // A panicking job loses its own answer (its sender is dropped while
                        // unwinding) but not the thread, so later jobs still run.
                        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                    }
                });
            if started.is_ok() {
                self.jobs = Some(tx);
            }
        }
        self.jobs.as_ref()
    }
}

impl<T> Ticket<T> {
    /// The answer if it is ready, waiting at most `wait` for it.
    pub fn poll(&self, wait: Duration) -> Poll<T> {
        // The browser has no clock for a timed wait (and its jobs have run already: no threads).
        let got = if wait.is_zero() || cfg!(target_arch = "wasm32") {
            self.answer.try_recv().map_err(|e| match e {
                TryRecvError::Empty => RecvTimeoutError::Timeout,
                TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
            })
        } else {
            self.answer.recv_timeout(wait)
        };
        match got {
            Ok(v) => Poll::Ready(v),
            Err(RecvTimeoutError::Timeout) => Poll::Pending,
            Err(RecvTimeoutError::Disconnected) => Poll::Lost,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_run_in_order_on_one_thread_and_answer_later() {
        let mut w = Worker::default();
        let (go, wait) = mpsc::channel::<()>();
        let first = w.submit(move || {
            wait.recv().ok();
            std::thread::current().id()
        });
        let second = w.submit(|| std::thread::current().id());
        assert_eq!(first.poll(Duration::ZERO), Poll::Pending, "still blocked");
        assert_eq!(second.poll(Duration::ZERO), Poll::Pending, "queued behind");
        go.send(()).unwrap();
        let Poll::Ready(a) = first.poll(Duration::from_secs(30)) else {
            panic!("first job answers")
        };
        let Poll::Ready(b) = second.poll(Duration::from_secs(30)) else {
            panic!("second job answers")
        };
        assert_eq!(a, b, "one thread runs both");
        assert_ne!(a, std::thread::current().id(), "not the caller's thread");
    }

    #[test]
    fn a_panicking_job_is_lost_and_the_next_one_still_runs() {
        let mut w = Worker::default();
        let bad = w.submit(|| -> u32 { panic!("a bot bug") });
        assert_eq!(bad.poll(Duration::from_secs(30)), Poll::Lost);
        let good = w.submit(|| 7);
        assert_eq!(good.poll(Duration::from_secs(30)), Poll::Ready(7));
    }
}
