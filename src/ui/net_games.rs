//! The player's network games: every seat this window got a token for (hosting, joining) is
//! remembered in the data folder ([`crate::net::seat_book`]); the home screen lists them with the
//! game, the opponents, whose turn it is and the time left, fetched in the background from each
//! room's server ([`crate::net::client::fetch_summary`], never on a frame), and Open rejoins the
//! seat. When it becomes the player's turn in one of them a notice is shown (see
//! [`super::notices`]) and the window asks for attention.

use super::shell::Shell;
use crate::engine::text::{tr, Msg};
#[cfg(not(target_arch = "wasm32"))]
use crate::net::client::SummaryError;
use crate::net::protocol::RoomSummary;
#[cfg(not(target_arch = "wasm32"))]
use crate::net::remote_link::fetch_summary_following;
use crate::net::seat_book::{SeatBook, SeatKey};
use std::collections::{BTreeSet, HashMap};
use std::sync::mpsc;
use std::time::Duration;
use web_time::Instant;

/// The fetching thread's name.
const THREAD: &str = "net-games";

/// How often the summaries are fetched again.
pub const REFRESH: Duration = Duration::from_secs(30);

/// What one fetch found for one seat.
#[derive(Clone, Debug)]
pub enum Seen {
    Summary {
        summary: RoomSummary,
        /// When it arrived (the clocks count down from there).
        at: Instant,
        /// The server that answered, when a redirect sent the fetch to another than the one
        /// remembered (the seat book keeps the address it was given: a redirect is a peer's
        /// word).
        moved: Option<String>,
    },
    /// The server could not be reached: why (worded when shown).
    Unreachable(Msg),
    /// The server refused: it has no such room (any more), or not with this seat: why.
    Gone(Msg),
}

/// The remembered seats and what was last seen of their rooms.
#[derive(Default)]
pub struct NetGames {
    /// Loaded from the data folder on first use.
    pub book: Option<SeatBook>,
    /// By room and token.
    pub seen: HashMap<(String, String), Seen>,
    fetching: Option<mpsc::Receiver<Vec<(SeatKey, Seen)>>>,
    /// When the last fetch started (a test sets it to hold fetches back).
    pub last_fetch: Option<Instant>,
    /// Whether it was the player's turn in the game on screen at the last frame.
    open_turn: bool,
    /// What the player is to be told about the seat book (a file kept aside, a failed write),
    /// shown at the next frame.
    problems: Vec<String>,
    /// The last write failure told (the same one again, at every mute in a chat, is not).
    told: Option<String>,
}

fn my_turn(s: &RoomSummary) -> bool {
    !s.over && s.ready.contains(&s.seat)
}

/// The network game on the screen, as the your-turn notice sees it.
pub struct OnScreen {
    /// It is this window's seat's turn.
    pub mine: bool,
    pub game: &'static str,
    pub room: String,
}

impl NetGames {
    /// The remembered seats, read from the data folder on first use. A file that cannot be read
    /// (damaged, too big, a folder, pipe or device, a link to one) is kept aside as
    /// `network_games.json.broken` with a notice, and the list starts empty: its tokens are never
    /// written over.
    pub fn seat_book(&mut self, cx: &Shell) -> &mut SeatBook {
        let dir = &cx.data_dir;
        let problems = &mut self.problems;
        self.book.get_or_insert_with(|| {
            SeatBook::load(dir).unwrap_or_else(|e| {
                let path = SeatBook::path(dir);
                problems.push(super::settings::set_aside(
                    &path,
                    Msg::new("seat-book-file"),
                    &format!("{}: {}", super::words::file_name(&path), e.msg()),
                    Msg::new("seat-book-empty"),
                ));
                SeatBook::default()
            })
        })
    }

    /// Remembers a seat this window got (hosting or joining), in the data folder.
    pub fn remember_seat(&mut self, cx: &Shell, key: SeatKey) {
        self.seat_book(cx).remember(key);
        self.store_seat_book(cx);
    }

    /// The seat of `token` in `room` muted or heard again a seat in the chat: remembered.
    pub fn remember_mutes(&mut self, cx: &Shell, room: &str, token: &str, muted: &BTreeSet<usize>) {
        if self.seat_book(cx).set_muted(room, token, muted) {
            self.store_seat_book(cx);
        }
    }

    /// Writes the seat book; what went wrong (or a damaged file found there and kept aside) is
    /// told at the next frame.
    pub fn store_seat_book(&mut self, cx: &Shell) {
        let Some(book) = &self.book else {
            return;
        };
        let problem = match book.store(&cx.data_dir) {
            Ok(None) => {
                self.told = None;
                None
            }
            Ok(Some(kept)) => Some(
                Msg::new("seat-book-kept")
                    .text("kept", super::words::file_name(&kept))
                    .to_string(),
            ),
            Err(e) => Some(
                Msg::new("seat-book-cannot-write")
                    .msg("why", e.msg())
                    .to_string(),
            ),
        };
        // The same failure again (every mute in a chat) is told once.
        if let Some(p) = problem.filter(|p| self.told.as_ref() != Some(p)) {
            self.told = Some(p.clone());
            self.problems.push(p);
        }
    }

    /// The seat book's problems since the last frame, for the player.
    fn tell_problems(&mut self, cx: &mut Shell) {
        for p in std::mem::take(&mut self.problems) {
            cx.error(p);
        }
    }

    /// Every frame: takes in fetched summaries (with notices for turns that came), starts the
    /// next fetch when it is due, and notices the player's turn in the game on screen while the
    /// window is not in focus.
    pub fn poll(
        &mut self,
        ctx: &egui::Context,
        cx: &mut Shell,
        hosting: bool,
        on_screen: Option<OnScreen>,
    ) {
        self.seat_book(cx);
        self.tell_problems(cx);
        let room_on_screen = on_screen.as_ref().map(|o| o.room.clone());
        if let Some(rx) = &self.fetching {
            match rx.try_recv() {
                Ok(found) => {
                    self.fetching = None;
                    self.take_summaries(ctx, cx, found, room_on_screen.as_deref());
                }
                Err(mpsc::TryRecvError::Disconnected) => self.fetching = None,
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
        let due = self.last_fetch.is_none_or(|t| t.elapsed() >= REFRESH);
        if due && self.fetching.is_none() {
            self.fetch_summaries(ctx, cx, hosting);
        }
        self.notice_open_game(ctx, cx, on_screen);
    }

    /// Fetches every remembered seat's summary on a thread of its own (rooms this window hosts
    /// only while it hosts).
    pub fn fetch_summaries(&mut self, ctx: &egui::Context, cx: &mut Shell, hosting: bool) {
        self.last_fetch = Some(Instant::now());
        let keys: Vec<SeatKey> = self
            .seat_book(cx)
            .seats
            .iter()
            .filter(|k| hosting || !k.hosted)
            .cloned()
            .collect();
        if keys.is_empty() {
            return;
        }
        let (tx, rx) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = cx.platform.spawn(
            THREAD,
            Box::new(move || {
                let found = look_up(keys);
                let _ = tx.send(found);
                ctx.request_repaint();
            }),
        );
        match spawned {
            Ok(()) => self.fetching = Some(rx),
            Err(e) => tracing::warn!("cannot fetch the network games: {e}"),
        }
    }

    /// Takes in a fetch's summaries: a room in which it has become the player's turn since the
    /// last fetch gets a notice (the game on screen has its own, see [`Self::notice_open_game`]).
    pub fn take_summaries(
        &mut self,
        ctx: &egui::Context,
        cx: &mut Shell,
        found: Vec<(SeatKey, Seen)>,
        on_screen: Option<&str>,
    ) {
        for (key, seen) in found {
            let id = (key.room.clone(), key.token.clone());
            let was = match self.seen.get(&id) {
                Some(Seen::Summary { summary, .. }) => Some(my_turn(summary)),
                _ => None,
            };
            if let Seen::Summary { summary, .. } = &seen {
                let came = was == Some(false) && my_turn(summary);
                if came && on_screen != Some(key.room.as_str()) {
                    your_turn(ctx, cx, &summary.game, &summary.room);
                }
            }
            self.seen.insert(id, seen);
        }
    }

    /// The game on screen: a notice when it becomes the player's turn while the window is not
    /// in focus.
    fn notice_open_game(
        &mut self,
        ctx: &egui::Context,
        cx: &mut Shell,
        on_screen: Option<OnScreen>,
    ) {
        let Some(OnScreen { mine, game, room }) = on_screen else {
            self.open_turn = false;
            return;
        };
        let came = mine && !self.open_turn;
        self.open_turn = mine;
        let unfocused = ctx.input(|i| i.viewport().focused == Some(false));
        if came && unfocused {
            your_turn(ctx, cx, game, &room);
        }
    }
}

/// The network game on the screen, for [`NetGames::poll`].
pub fn on_screen(g: &super::game_screen::GameScreen) -> Option<OnScreen> {
    let remote = g.remote.as_ref()?;
    let room = remote.room();
    Some(OnScreen {
        mine: !g.m.is_over() && room.ready.contains(&room.me),
        game: g.m.info().id,
        room: room.room,
    })
}
/// A your-turn notice and a request for attention, unless notices are off in Settings.
fn your_turn(ctx: &egui::Context, cx: &mut Shell, game: &str, room: &str) {
    if !cx.settings.turn_notices {
        return;
    }
    let name = game_name_of(cx, game);
    let body = Msg::new("ng-notice-body")
        .text("game", name)
        .text("room", room.to_string())
        .to_string();
    cx.platform.notify(ctx, &tr("ng-notice-title"), &body);
}

/// A game's name by id (the id itself for a game this build does not know).
pub fn game_name_of(cx: &Shell, id: &str) -> String {
    cx.registry
        .iter()
        .find(|p| p.info().id == id)
        .map_or_else(|| id.to_string(), |p| p.info().name.to_string())
}

/// What each remembered seat's server says of its room now (on a worker: each is a round trip).
#[cfg(not(target_arch = "wasm32"))]
fn look_up(keys: Vec<SeatKey>) -> Vec<(SeatKey, Seen)> {
    let trust = crate::net::client::default_trust();
    keys.into_iter()
        .map(|key| {
            let seen = match &trust {
                Ok(trust) => fetch_summary_following(trust, &key.server, &key.room, &key.token)
                    .map(|(summary, from)| Seen::Summary {
                        summary,
                        at: Instant::now(),
                        moved: (from != key.server).then_some(from),
                    })
                    .unwrap_or_else(|e| match e {
                        SummaryError::Refused(why) => Seen::Gone(why),
                        e => Seen::Unreachable(e.msg()),
                    }),
                Err(e) => {
                    Seen::Unreachable(Msg::new("net-server-said").text("text", e.to_string()))
                }
            };
            (key, seen)
        })
        .collect()
}

/// The browser cannot ask a server for a room's summary yet (docs/web.md): each seat says so.
#[cfg(target_arch = "wasm32")]
fn look_up(keys: Vec<SeatKey>) -> Vec<(SeatKey, Seen)> {
    keys.into_iter()
        .map(|key| (key, Seen::Unreachable(Msg::new("web-no-summaries"))))
        .collect()
}

#[cfg(test)]
#[path = "net_games_tests.rs"]
mod tests;
