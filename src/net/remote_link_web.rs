//! The window's connection to a room, for one seat ([`Link`]), in the browser: the page's own
//! `WebSocket` (the browser does the TLS of `wss://` itself, trusting whom it trusts), driven by
//! its callbacks and the page's timers, since the page has no threads and no tokio. The callbacks
//! queue [`Event`]s that the window takes each frame ([`Link::poll`]), waking it through the
//! [`Wake`] it gave. The same API as the desktop's link (`remote_link.rs`), and the same rules
//! ([`super::link_rules`]): the join asked at every connection, the server's messages read into
//! events, redirects followed with the same checks and at most [`MAX_REDIRECTS`] in a row, what
//! the close codes mean, the silence rule, the connect timeout, the pause before trying again.
//!
//! One connection at a time, one timer at a time (what it is for follows from the [`Phase`]:
//! the connect timeout, the silence rule's next look, the pause before trying again). The
//! callbacks are made once per link and hold it weakly; a socket given up is first left by them
//! and closed, a timer given up cleared. Dropping the link closes its socket and clears its timer:
//! nothing tries again after it.

use super::link_rules::{
    closed_with, ear_wait, oversized, quiet, silence, silent, After, Course, Ended, Quiet, SeatAsk,
    CONNECT_TIMEOUT, RETRY,
};
pub use super::link_rules::{Event, RedirectError, Route, Wake, MAX_ADDRESS, MAX_REDIRECTS};
use super::problems::ConnectError;
use super::protocol::{encode, ClientMsg};
use crate::engine::seal::Nonce;
use crate::engine::text::Msg;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{BinaryType, CloseEvent, MessageEvent, WebSocket};
use web_time::Instant;

/// Whom a `wss://` connection trusts, when not what the window trusts: in the browser there is
/// no such choice (the browser trusts whom it trusts), so no value of this exists and
/// [`Link::connect_with`] takes `None` only, as callers of the desktop's pass for what the window
/// trusts.
#[derive(Clone, Copy, Debug)]
pub enum Trust {}

/// A connection to a room, for one seat.
pub struct Link {
    /// The server's address: the one given, or the one the link was last sent to.
    pub url: String,
    pub room: String,
    pub token: String,
    /// The seat's random value for the dice, sent with every join (the server takes in the
    /// first it gets for a seat; [`super::witness::Witness`] checks that it did).
    pub(super) random: Nonce,
    /// What the link has, shared with the socket's and the timer's callbacks (which hold it
    /// weakly: once the link is dropped they do nothing); none for a link to nowhere.
    inner: Option<Rc<RefCell<Inner>>>,
}

/// Where the link stands; it says what the one timer is for.
#[derive(Clone, Copy, Debug)]
enum Phase {
    /// A socket is connecting; the timer is the connect timeout.
    Connecting,
    /// The connection is up: when the server was last heard (any message counts) and whether
    /// the link asked it with a ping since; the timer is the silence rule's next look.
    Open { heard: Instant, asked: bool },
    /// No connection; the timer is the pause before the next try.
    Waiting,
    /// For good: the window let go, or the link must not try again.
    Stopped,
}

/// The link's state, behind the [`Link`] and its callbacks.
struct Inner {
    ask: SeatAsk,
    course: Course,
    /// How long the server may say nothing before it counts as gone ([`super::link_rules::SILENCE`]).
    silence: Duration,
    wake: Wake,
    /// What arrived, for [`Link::poll`].
    events: VecDeque<Event>,
    /// An event was queued since the window was last woken.
    to_wake: bool,
    /// The window's messages queued while no connection was up: sent after the next join.
    outbox: VecDeque<ClientMsg>,
    phase: Phase,
    /// The socket, connecting or open.
    socket: Option<WebSocket>,
    /// The page's id of the one timer set, if one is.
    timer: Option<i32>,
    handlers: Handlers,
}

/// The callbacks given to every socket and timer of one link, made once with it.
struct Handlers {
    open: Closure<dyn FnMut(web_sys::Event)>,
    message: Closure<dyn FnMut(MessageEvent)>,
    close: Closure<dyn FnMut(CloseEvent)>,
    timer: Closure<dyn FnMut()>,
}

impl Handlers {
    fn new(weak: &Weak<RefCell<Inner>>) -> Handlers {
        // A panic is caught at the page's edge (where it unwinds at all): the link's state is a
        // RefCell, which a panic leaves usable.
        let (w1, w2, w3, w4) = (weak.clone(), weak.clone(), weak.clone(), weak.clone());
        Handlers {
            open: Closure::own_assert_unwind_safe(move |ev: web_sys::Event| {
                with_weak(&w1, |inner| inner.opened(&ev));
            }),
            message: Closure::own_assert_unwind_safe(move |ev: MessageEvent| {
                with_weak(&w2, |inner| inner.heard(&ev));
            }),
            close: Closure::own_assert_unwind_safe(move |ev: CloseEvent| {
                with_weak(&w3, |inner| inner.closed(&ev));
            }),
            timer: Closure::own_assert_unwind_safe(move || {
                with_weak(&w4, Inner::timer_fired);
            }),
        }
    }
}

/// Runs `f` on the link's state, then wakes the window if an event was queued (after letting go
/// of the state, so that the window may poll at once).
fn with(inner: &Rc<RefCell<Inner>>, f: impl FnOnce(&mut Inner)) {
    let wake = {
        // Never borrowed already: the page runs one callback at a time, and nothing done under
        // the borrow calls back into the link (a socket's events and the timers arrive as tasks
        // of their own, never during `send`, `close` or `new`; the window is woken after it).
        let mut inner = inner.borrow_mut();
        f(&mut inner);
        inner.to_wake.then(|| {
            inner.to_wake = false;
            inner.wake.clone()
        })
    };
    if let Some(wake) = wake {
        wake();
    }
}

/// [`with`], from a callback: nothing once the link is dropped.
fn with_weak(weak: &Weak<RefCell<Inner>>, f: impl FnOnce(&mut Inner)) {
    if let Some(inner) = weak.upgrade() {
        with(&inner, f);
    }
}

impl Link {
    /// Starts connecting to `url` and asks for the seat of `token` in `room`; the link stops
    /// when it is dropped.
    pub fn connect(url: &str, room: &str, token: &str, wake: Wake) -> Result<Link, Msg> {
        Link::open(url, room, token, wake, silence(), None)
    }

    /// [`Link::connect`], the seat showing `key`'s proof for the server at `known` (the address
    /// the players know it by; kept after a redirect) and its name, so that the room's result
    /// moves that player's rating there ([`super::rated`]).
    pub fn connect_as(
        url: &str,
        room: &str,
        token: &str,
        (key, known): (&super::player_key::PlayerKey, &str),
        wake: Wake,
    ) -> Result<Link, Msg> {
        let player = Some(super::link_rules::player(key, known));
        Link::open(url, room, token, wake, silence(), player)
    }

    /// [`Link::connect`], counting the server as gone after `silence` without a word from it
    /// (a third of it without one, the link asks with a ping), then joining again. The browser
    /// decides whom `wss://` trusts: `trust` is always `None` ([`Trust`]).
    pub fn connect_with(
        url: &str,
        room: &str,
        token: &str,
        wake: Wake,
        silence: Duration,
        trust: Option<Trust>,
    ) -> Result<Link, Msg> {
        if let Some(never) = trust {
            match never {}
        }
        Link::open(url, room, token, wake, silence, None)
    }

    fn open(
        url: &str,
        room: &str,
        token: &str,
        wake: Wake,
        silence: Duration,
        player: Option<(Box<str>, Box<str>)>,
    ) -> Result<Link, Msg> {
        let random = super::witness::Witness::fresh()
            .map_err(|e| e.msg())?
            .random();
        let inner = Rc::new_cyclic(|weak| {
            RefCell::new(Inner {
                ask: SeatAsk {
                    room: room.to_string(),
                    token: token.to_string(),
                    random,
                    player,
                },
                course: Course::new(url),
                silence,
                wake,
                events: VecDeque::new(),
                to_wake: false,
                outbox: VecDeque::new(),
                phase: Phase::Waiting,
                socket: None,
                timer: None,
                handlers: Handlers::new(weak),
            })
        });
        with(&inner, Inner::connect);
        Ok(Link {
            url: url.to_string(),
            room: room.to_string(),
            token: token.to_string(),
            random,
            inner: Some(inner),
        })
    }

    /// Queues a message (sent once connected).
    pub fn send(&self, msg: ClientMsg) {
        if let Some(inner) = &self.inner {
            with(inner, |inner| inner.send(msg));
        }
    }

    /// The next event that has arrived, if any.
    pub fn poll(&self) -> Option<Event> {
        self.inner.as_ref()?.borrow_mut().events.pop_front()
    }

    /// A link to nowhere (a placeholder while a real one is moved out).
    pub(super) fn closed() -> Link {
        Link {
            url: String::new(),
            room: String::new(),
            token: String::new(),
            random: Nonce([0; 16]),
            inner: None,
        }
    }
}

impl Drop for Link {
    /// The window let go: the socket is left by the callbacks and closed, the timer cleared, so
    /// nothing tries again; the callbacks go with the state.
    fn drop(&mut self) {
        if let Some(inner) = self.inner.take() {
            let mut inner = inner.borrow_mut();
            inner.phase = Phase::Stopped;
            inner.drop_socket();
            inner.clear_timer();
        }
    }
}

impl Inner {
    fn say(&mut self, event: Event) {
        self.events.push_back(event);
        self.to_wake = true;
    }

    /// Opens a socket to where the course says.
    fn connect(&mut self) {
        let url = self.course.current().to_string();
        match WebSocket::new(&url) {
            Ok(ws) => {
                ws.set_binary_type(BinaryType::Arraybuffer);
                ws.set_onopen(Some(self.handlers.open.as_ref().unchecked_ref()));
                ws.set_onmessage(Some(self.handlers.message.as_ref().unchecked_ref()));
                ws.set_onclose(Some(self.handlers.close.as_ref().unchecked_ref()));
                self.socket = Some(ws);
                self.phase = Phase::Connecting;
                // A server that says nothing for as long while connecting is gone as well.
                self.set_timer(CONNECT_TIMEOUT.min(self.silence));
            }
            // An address the page may not open (no URL, a port the browser blocks): as one that
            // cannot be reached.
            Err(e) => {
                let why = ConnectError::Unreachable {
                    url,
                    why: js_words(&e),
                };
                let ended = self.course.unreached(why.msg());
                self.end(ended);
            }
        }
    }

    /// Whether `ev` is the current socket's (a socket given up is left by the callbacks first:
    /// this is a second guard).
    fn is_current(&self, ev: &web_sys::Event) -> bool {
        match (&self.socket, ev.target()) {
            (Some(ws), Some(target)) => {
                AsRef::<JsValue>::as_ref(&target) == AsRef::<JsValue>::as_ref(ws)
            }
            _ => false,
        }
    }

    /// The socket is open: the seat is asked for, then whatever the window queued meanwhile is
    /// sent.
    fn opened(&mut self, ev: &web_sys::Event) {
        if !self.is_current(ev) || !matches!(self.phase, Phase::Connecting) {
            return;
        }
        self.course.connected();
        self.phase = Phase::Open {
            heard: Instant::now(),
            asked: false,
        };
        if let Err(e) = self.send_now(self.ask.join()) {
            return self.end(Ended::Dropped(broke(&e)));
        }
        self.say(Event::Connected);
        while let Some(msg) = self.outbox.pop_front() {
            if let Err(e) = self.send_now(msg) {
                return self.end(Ended::Dropped(broke(&e)));
            }
        }
        self.listen();
    }

    /// A message from the server.
    fn heard(&mut self, ev: &MessageEvent) {
        if !self.is_current(ev) {
            return;
        }
        let Phase::Open { heard, asked } = &mut self.phase else {
            return;
        };
        *heard = Instant::now();
        let was_asked = std::mem::replace(asked, false);
        let data = ev.data();
        let text = if let Some(text) = data.dyn_ref::<js_sys::JsString>() {
            // Its length in UTF-16 units is never more than its UTF-8 bytes: a text over the
            // limit so is refused without being copied out of the page.
            let units = usize::try_from(text.length()).unwrap_or(usize::MAX);
            if let Some(why) = oversized(units) {
                return self.end(Ended::Dropped(why));
            }
            data.as_string()
        } else {
            // A binary message is none of the protocol's (passed over, as on the desktop), but
            // is held to the same limit.
            if let Some(buf) = data.dyn_ref::<js_sys::ArrayBuffer>() {
                let bytes = usize::try_from(buf.byte_length()).unwrap_or(usize::MAX);
                if let Some(why) = oversized(bytes) {
                    return self.end(Ended::Dropped(why));
                }
            }
            None
        };
        if let Some(text) = text {
            if let Some(why) = oversized(text.len()) {
                return self.end(Ended::Dropped(why));
            }
            match self.course.read(&text) {
                Ok(Some(event)) => self.say(event),
                Ok(None) => {}
                Err(ended) => return self.end(ended),
            }
        }
        // The ping was answered: the next look is due sooner than the timer set.
        if was_asked {
            self.listen();
        }
    }

    /// The socket closed (from the server's side, or it could not be opened).
    fn closed(&mut self, ev: &CloseEvent) {
        if !self.is_current(ev) {
            return;
        }
        let ended = match self.phase {
            Phase::Open { .. } => {
                let (event, ended) = closed_with(Some(ev.code()));
                if let Some(event) = event {
                    self.say(event);
                }
                ended
            }
            // The page is told nothing of why (nothing answers, a name that does not resolve, a
            // certificate the browser does not trust, a full server: all look the same to it).
            _ => {
                let url = self.course.current().to_string();
                self.course.unreached(ConnectError::NoRoute { url }.msg())
            }
        };
        self.end(ended);
    }

    /// The one timer went off: what for, the phase says.
    fn timer_fired(&mut self) {
        self.timer = None;
        match self.phase {
            Phase::Connecting => {
                let ended = self
                    .course
                    .unreached(silent(CONNECT_TIMEOUT.min(self.silence)));
                self.end(ended);
            }
            Phase::Open { heard, asked } => {
                // Messages heard since the timer was set put the look off.
                if Instant::now() < heard + ear_wait(asked, self.silence) {
                    return self.listen();
                }
                match quiet(asked, self.silence) {
                    Quiet::Gone(why) => {
                        tracing::info!(room = %self.ask.room, "nothing heard from the server: joining again");
                        self.end(Ended::Dropped(why));
                    }
                    Quiet::Ask => {
                        self.phase = Phase::Open { heard, asked: true };
                        if let Err(e) = self.send_now(ClientMsg::Ping) {
                            return self.end(Ended::Dropped(broke(&e)));
                        }
                        self.listen();
                    }
                }
            }
            Phase::Waiting => self.connect(),
            Phase::Stopped => {}
        }
    }

    /// The window's message: sent now if connected, else queued for the next join.
    fn send(&mut self, msg: ClientMsg) {
        match self.phase {
            Phase::Open { .. } => {
                if let Err(e) = self.send_now(msg) {
                    self.end(Ended::Dropped(broke(&e)));
                }
            }
            Phase::Connecting | Phase::Waiting => self.outbox.push_back(msg),
            // The link has stopped; the window has heard why.
            Phase::Stopped => {}
        }
    }

    fn send_now(&self, msg: ClientMsg) -> Result<(), JsValue> {
        match &self.socket {
            Some(ws) => ws.send_with_str(&encode(msg)),
            None => Ok(()),
        }
    }

    /// Sets the timer for the silence rule's next look (when connected).
    fn listen(&mut self) {
        if let Phase::Open { heard, asked } = self.phase {
            let due = heard + ear_wait(asked, self.silence);
            self.set_timer(due.saturating_duration_since(Instant::now()));
        }
    }

    /// The connection ended: the socket given up, then what the course says (tell the window,
    /// and stop, connect again at once, or after [`RETRY`]).
    fn end(&mut self, ended: Ended) {
        self.drop_socket();
        self.clear_timer();
        let (event, after) = self.course.settle(ended);
        if let Some(event) = event {
            self.say(event);
        }
        match after {
            After::Stop => self.phase = Phase::Stopped,
            After::Again => self.connect(),
            After::Retry => {
                self.phase = Phase::Waiting;
                self.set_timer(RETRY);
            }
        }
    }

    /// Leaves the socket (no callback of it is called after this) and closes it.
    fn drop_socket(&mut self) {
        if let Some(ws) = self.socket.take() {
            ws.set_onopen(None);
            ws.set_onmessage(None);
            ws.set_onclose(None);
            // Throws only for a code or reason of the page's own (none is given); a socket
            // closed already stays so, one still connecting is given up.
            let _ = ws.close();
        }
    }

    /// Sets the one timer to go off after `after` (rounded up to a whole millisecond), in
    /// place of any set before.
    fn set_timer(&mut self, after: Duration) {
        self.clear_timer();
        let ms = i32::try_from(after.as_nanos().div_ceil(1_000_000)).unwrap_or(i32::MAX);
        let set = web_sys::window()
            .ok_or_else(|| JsValue::from_str(&crate::engine::text::tr("web-no-page")))
            .and_then(|window| {
                window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    self.handlers.timer.as_ref().unchecked_ref(),
                    ms,
                )
            });
        match set {
            Ok(id) => self.timer = Some(id),
            // Without timers the link could neither give up on a silent server nor try again.
            Err(e) => {
                self.drop_socket();
                self.phase = Phase::Stopped;
                self.say(Event::GaveUp(
                    Msg::new("net-no-networking").text("why", js_words(&e)),
                ));
            }
        }
    }

    fn clear_timer(&mut self) {
        if let (Some(id), Some(window)) = (self.timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(id);
        }
    }
}

/// What the page said went wrong, as text (a `why` beside the player's words).
fn js_words(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

fn broke(e: &JsValue) -> Msg {
    Msg::new("net-broke").text("why", js_words(e))
}
