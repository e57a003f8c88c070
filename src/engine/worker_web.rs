//! The browser's side of [`super::Worker`]: a Web Worker running `worker.js` (written next to the
//! page by `./scripts/web.sh`), which loads another copy of the program and hands each order to
//! `crate::offload` through the module's `dicepad_job` export.
//!
//! The page and its worker talk in strings, fields split by tabs, the last field taking the rest:
//! to the worker `ID\tLANG\tKIND\tBODY`; back `P\tID\tDONE\tTOTAL` (progress), `A\tID\tTEXT` (the
//! answer), `E\tID\tWHY` (no answer: the job failed) or `L\tID\tWHY` (no answer: the worker could
//! not load, or a job trapped). A worker that said `L` is not used again; the next job starts a
//! new one.

use super::Order;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker script, beside `index.html`.
const SCRIPT: &str = "./worker.js";

/// What the worker said about one job.
pub(super) enum Heard {
    Progress(usize, usize),
    Answer(String),
    Lost,
}

type Handler = Box<dyn FnMut(Heard)>;
type Handlers = Rc<RefCell<HashMap<u64, Handler>>>;

thread_local! {
    /// The page's workers by number. A [`super::Worker`] holds only its number, so it stays
    /// `Send` as the desktop needs (the page has one thread; nothing here leaves it).
    static WORKERS: RefCell<HashMap<u64, PageWorker>> = RefCell::default();
    static NEXT: Cell<u64> = const { Cell::new(0) };
}

/// A page worker by its number in [`WORKERS`]; dropping it ends the worker.
pub(super) struct WorkerRef(u64);

impl WorkerRef {
    /// Starts a worker; `None` when the page cannot.
    pub(super) fn start() -> Option<Self> {
        let worker = PageWorker::start()?;
        let n = NEXT.with(|c| {
            let n = c.get();
            c.set(n + 1);
            n
        });
        WORKERS.with(|w| w.borrow_mut().insert(n, worker));
        Some(WorkerRef(n))
    }

    /// False once the worker failed (or is gone).
    pub(super) fn alive(&self) -> bool {
        WORKERS.with(|w| w.borrow().get(&self.0).is_some_and(PageWorker::alive))
    }

    /// [`PageWorker::post`]; false when it could not be sent.
    pub(super) fn post(&self, order: &Order, lang: &str, handler: Handler) -> bool {
        WORKERS.with(|w| {
            w.borrow_mut()
                .get_mut(&self.0)
                .is_some_and(|p| p.post(order, lang, handler))
        })
    }
}

impl Drop for WorkerRef {
    fn drop(&mut self) {
        // Taken out first: its own drop (terminating it) then runs without the map borrowed.
        let gone = WORKERS.with(|w| w.borrow_mut().remove(&self.0));
        drop(gone);
    }
}

/// One Web Worker and the jobs it has been handed. Dropping it ends the worker at once, with
/// whatever it was doing.
struct PageWorker {
    worker: web_sys::Worker,
    handlers: Handlers,
    alive: Rc<Cell<bool>>,
    next: u64,
    _heard: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _failed: Closure<dyn FnMut(web_sys::Event)>,
}

impl PageWorker {
    /// Starts the worker script; `None` when the page cannot (no script, no workers).
    fn start() -> Option<Self> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = match web_sys::Worker::new_with_options(SCRIPT, &options) {
            Ok(w) => w,
            Err(e) => {
                web_sys::console::warn_2(&"dicepad: no worker".into(), &e);
                return None;
            }
        };
        let handlers: Handlers = Rc::default();
        let alive = Rc::new(Cell::new(true));
        let heard = {
            let handlers = handlers.clone();
            let alive = alive.clone();
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                if let Some(text) = e.data().as_string() {
                    hear(&handlers, &alive, &text);
                }
            })
        };
        let failed = {
            let handlers = handlers.clone();
            let alive = alive.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                web_sys::console::warn_2(&"dicepad: the worker failed".into(), &e);
                alive.set(false);
                lose_all(&handlers);
            })
        };
        worker.set_onmessage(Some(heard.as_ref().unchecked_ref()));
        worker.set_onerror(Some(failed.as_ref().unchecked_ref()));
        Some(PageWorker {
            worker,
            handlers,
            alive,
            next: 0,
            _heard: heard,
            _failed: failed,
        })
    }

    /// False once the worker failed (it will not answer again).
    fn alive(&self) -> bool {
        self.alive.get()
    }

    /// Hands `order` to the worker; `handler` hears about it. False when it could not be sent.
    fn post(&mut self, order: &Order, lang: &str, handler: Handler) -> bool {
        let id = self.next;
        self.next += 1;
        let text = format!("{id}\t{lang}\t{}\t{}", order.kind, order.body);
        self.handlers.borrow_mut().insert(id, handler);
        if self.worker.post_message(&JsValue::from_str(&text)).is_ok() {
            return true;
        }
        self.handlers.borrow_mut().remove(&id);
        false
    }
}

impl Drop for PageWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Hands one message of the worker to its job's handler.
fn hear(handlers: &Handlers, alive: &Cell<bool>, text: &str) {
    let mut parts = text.splitn(3, '\t');
    let (Some(what), Some(id), rest) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    let Ok(id) = id.parse::<u64>() else {
        return;
    };
    let rest = rest.unwrap_or("");
    let heard = match what {
        "P" => {
            let mut n = rest
                .splitn(2, '\t')
                .map(|x| x.parse::<usize>().unwrap_or(0));
            Heard::Progress(n.next().unwrap_or(0), n.next().unwrap_or(0))
        }
        "A" => Heard::Answer(rest.to_string()),
        "E" => {
            web_sys::console::warn_1(&format!("dicepad: a job failed: {rest}").into());
            Heard::Lost
        }
        _ => {
            web_sys::console::warn_1(&format!("dicepad: a job was lost: {rest}").into());
            // A job that fails in the worker may have left it broken (a trap): do not use it again.
            alive.set(false);
            Heard::Lost
        }
    };
    // Taken out while it runs, so a handler that posts again cannot find the map borrowed.
    let handler = handlers.borrow_mut().remove(&id);
    if let Some(mut handler) = handler {
        let last = !matches!(heard, Heard::Progress(..));
        handler(heard);
        if !last {
            handlers.borrow_mut().insert(id, handler);
        }
    }
    if !alive.get() {
        lose_all(handlers);
    }
}

/// Every job still waiting is told it gets no answer.
fn lose_all(handlers: &Handlers) {
    let waiting: Vec<Handler> = handlers.borrow_mut().drain().map(|(_, h)| h).collect();
    for mut h in waiting {
        h(Heard::Lost);
    }
}
