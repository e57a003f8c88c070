//! Work off the window's thread, so a window never waits on a search: bot decisions, hints, the
//! review's analysis.
//!
//! A [`Worker`] runs [`Job`]s in order and ends when it is dropped. On the desktop it is one
//! thread (so a bot's per-thread caches, such as a planned turn, carry from one decision to the
//! next). In the browser, which gives a page no threads, it is a Web Worker: another copy of the
//! program in the page, sharing no memory with it, so a job travels there as text ([`Job::order`];
//! the page's worker script hands it to the runner, `crate::offload`) and its answer comes back
//! as text ([`Job::read`]). Either way, if the worker cannot be started, jobs run on the caller's
//! thread instead: slower to show, but never lost.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::Arc;
use std::time::Duration;

#[cfg(target_arch = "wasm32")]
#[path = "worker_web.rs"]
mod browser;

/// A piece of work for a [`Worker`].
pub trait Job: Send + 'static {
    type Answer: Send + 'static;
    /// Does the work. `progress(done, total)` reports how far it is; false back means nobody
    /// wants the answer any more (the job may stop early; its answer is then dropped).
    fn run(self, progress: &mut dyn FnMut(usize, usize) -> bool) -> Self::Answer;
    /// The job as text for another copy of the program: which runner reads it, and what.
    fn order(&self) -> Result<Order, String>;
    /// The answer from the text the runner sent back; `None` when it does not read.
    fn read(text: &str) -> Option<Self::Answer>;
}

/// A job as text: `kind` names the runner (`crate::offload::run`), `body` is its input.
#[derive(Clone, Debug, PartialEq)]
pub struct Order {
    pub kind: &'static str,
    pub body: String,
}

/// A job that is its own text form: it and its answer written as RON, under the runner's name
/// `KIND`. Its [`Job::order`] and [`Job::read`] are [`ron_order`] and [`ron_read`]; the runner
/// side is [`run_ron`].
pub trait RonJob:
    Job<Answer: serde::Serialize + serde::de::DeserializeOwned>
    + serde::Serialize
    + serde::de::DeserializeOwned
{
    const KIND: &'static str;
}

/// [`Job::order`] of a [`RonJob`].
pub fn ron_order<J: RonJob>(job: &J) -> Result<Order, String> {
    let body = ron::to_string(job).map_err(|e| e.to_string())?;
    Ok(Order {
        kind: J::KIND,
        body,
    })
}

/// [`Job::read`] of a [`RonJob`].
pub fn ron_read<J: RonJob>(text: &str) -> Option<J::Answer> {
    ron::from_str(text).ok()
}

/// Runs the [`RonJob`] written in `body` (by [`ron_order`]); its answer as [`ron_read`] reads it.
pub fn run_ron<J: RonJob>(
    body: &str,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<String, String> {
    let job: J = ron::from_str(body).map_err(|e| e.to_string())?;
    ron::to_string(&job.run(progress)).map_err(|e| e.to_string())
}

type Boxed = Box<dyn FnOnce() + Send>;

/// One stream of jobs, started on first use.
#[derive(Default)]
pub struct Worker {
    #[cfg(not(target_arch = "wasm32"))]
    jobs: Option<mpsc::Sender<Boxed>>,
    #[cfg(target_arch = "wasm32")]
    page: Option<browser::WorkerRef>,
}

/// How far a job is, and whether its answer is still wanted.
#[derive(Default)]
pub(crate) struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    dropped: AtomicBool,
}

impl Progress {
    fn report(&self, done: usize, total: usize) -> bool {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        !self.dropped.load(Ordering::Relaxed)
    }
}

/// The answer to a job, once it is ready. Dropping it tells the job nobody waits any more.
pub struct Ticket<T> {
    answer: Receiver<T>,
    progress: Arc<Progress>,
}

impl<T> Drop for Ticket<T> {
    fn drop(&mut self) {
        self.progress.dropped.store(true, Ordering::Relaxed);
    }
}

/// Where a job stands.
#[derive(Debug, PartialEq)]
pub enum Poll<T> {
    Ready(T),
    Pending,
    /// The job ended without an answer (it panicked, or its worker died): ask again.
    Lost,
}

impl Worker {
    /// Queues `job`; its result arrives through the ticket. The job words its text in this
    /// thread's language as it is now.
    pub fn submit<J: Job>(&mut self, job: J) -> Ticket<J::Answer> {
        let (tx, answer) = mpsc::channel();
        let progress = Arc::new(Progress::default());
        let ticket = Ticket {
            answer,
            progress: progress.clone(),
        };
        let lang = crate::engine::text::lang();
        #[cfg(target_arch = "wasm32")]
        let job = match self.post(job, lang, tx.clone(), progress.clone()) {
            Ok(()) => return ticket,
            Err(job) => job,
        };
        let boxed: Boxed = Box::new(move || {
            crate::engine::text::set_lang(lang);
            let answer = job.run(&mut |done, total| progress.report(done, total));
            // The receiver may be gone (the game moved on); the answer is then simply dropped.
            let _ = tx.send(answer);
        });
        #[cfg(not(target_arch = "wasm32"))]
        let boxed = match self.thread() {
            Some(jobs) => match jobs.send(boxed) {
                Ok(()) => return ticket,
                // The thread has gone: start a new one next time, run this job here.
                Err(mpsc::SendError(boxed)) => {
                    self.jobs = None;
                    boxed
                }
            },
            None => boxed,
        };
        boxed();
        ticket
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn thread(&mut self) -> Option<&mpsc::Sender<Boxed>> {
        if self.jobs.is_none() {
            let (tx, rx) = mpsc::channel::<Boxed>();
            let started = std::thread::Builder::new()
                .name("dicepad-worker".into())
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

    /// Hands `job` to the page's Web Worker (started on first use); the job back when it cannot
    /// go there (no worker script, the job has no text form), to be run here.
    #[cfg(target_arch = "wasm32")]
    fn post<J: Job>(
        &mut self,
        job: J,
        lang: crate::engine::text::Lang,
        tx: mpsc::Sender<J::Answer>,
        progress: Arc<Progress>,
    ) -> Result<(), J> {
        let Ok(order) = job.order() else {
            return Err(job);
        };
        if self.page.as_ref().is_some_and(|p| !p.alive()) {
            self.page = None;
        }
        if self.page.is_none() {
            self.page = browser::WorkerRef::start();
        }
        let Some(page) = self.page.as_ref() else {
            return Err(job);
        };
        let mut tx = Some(tx);
        let handler = Box::new(move |heard: browser::Heard| match heard {
            browser::Heard::Progress(done, total) => {
                progress.report(done, total);
            }
            browser::Heard::Answer(text) => {
                if let (Some(tx), Some(answer)) = (tx.take(), J::read(&text)) {
                    let _ = tx.send(answer);
                }
                // An answer that does not read drops the sender: the ticket says Lost.
            }
            browser::Heard::Lost => {
                tx = None;
            }
        });
        if page.post(&order, lang.code(), handler) {
            Ok(())
        } else {
            Err(job)
        }
    }
}

impl<T> Ticket<T> {
    /// The answer if it is ready, waiting at most `wait` for it.
    pub fn poll(&self, wait: Duration) -> Poll<T> {
        // The browser has no timed wait on its one thread (the answer comes with a message).
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

    /// How far the job says it is: (done, total); (0, 0) until it reports.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.progress.done.load(Ordering::Relaxed),
            self.progress.total.load(Ordering::Relaxed),
        )
    }
}

/// A job made of a closure, for work that only ever runs on the desktop (it has no text form,
/// so in the browser it runs on the caller's thread).
pub struct Local<F>(pub F);

impl<F, T> Job for Local<F>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    type Answer = T;
    fn run(self, _progress: &mut dyn FnMut(usize, usize) -> bool) -> T {
        (self.0)()
    }
    fn order(&self) -> Result<Order, String> {
        Err(String::new())
    }
    fn read(_text: &str) -> Option<T> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_run_in_order_on_one_thread_and_answer_later() {
        let mut w = Worker::default();
        let (go, wait) = mpsc::channel::<()>();
        let first = w.submit(Local(move || {
            wait.recv().ok();
            std::thread::current().id()
        }));
        let second = w.submit(Local(|| std::thread::current().id()));
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
        let bad = w.submit(Local(|| -> u32 { panic!("a bot bug") }));
        assert_eq!(bad.poll(Duration::from_secs(30)), Poll::Lost);
        let good = w.submit(Local(|| 7));
        assert_eq!(good.poll(Duration::from_secs(30)), Poll::Ready(7));
    }

    /// Counts to `n`, reporting each step and stopping when told nobody waits.
    struct Count(usize, mpsc::Receiver<()>);
    impl Job for Count {
        type Answer = usize;
        fn run(self, progress: &mut dyn FnMut(usize, usize) -> bool) -> usize {
            for i in 0..self.0 {
                if !progress(i, self.0) {
                    return i;
                }
                self.1.recv().ok();
            }
            self.0
        }
        fn order(&self) -> Result<Order, String> {
            Err(String::new())
        }
        fn read(_text: &str) -> Option<usize> {
            None
        }
    }

    #[test]
    fn progress_is_seen_and_a_dropped_ticket_stops_the_job() {
        let mut w = Worker::default();
        let (step, steps) = mpsc::channel();
        let ticket = w.submit(Count(1000, steps));
        step.send(()).unwrap();
        step.send(()).unwrap();
        let t0 = std::time::Instant::now();
        while ticket.progress().0 < 2 && t0.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(ticket.progress(), (2, 1000));
        drop(ticket);
        step.send(()).unwrap();
        // The worker is free again (the counting stopped), so a next job answers.
        let next = w.submit(Local(|| 5));
        assert_eq!(next.poll(Duration::from_secs(30)), Poll::Ready(5));
    }
}
