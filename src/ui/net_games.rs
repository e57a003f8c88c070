//! The player's network games: every seat this window got a token for (hosting, joining) is
//! remembered in the data folder ([`crate::net::seat_book`]); the home screen lists them with the
//! game, the opponents, whose turn it is and the time left, fetched in the background from each
//! room's server ([`crate::net::client::fetch_summary`], never on a frame), and Open rejoins the
//! seat. When it becomes the player's turn in one of them a notice is shown (see
//! [`super::notices`]) and the window asks for attention.

use super::app::App;
use super::notices::{DesktopNotifier, Notifier};
use crate::engine::text::{tr, Msg};
use crate::net::client::SummaryError;
use crate::net::protocol::RoomSummary;
use crate::net::remote_link::fetch_summary_following;
use crate::net::seat_book::{SeatBook, SeatKey};
use std::collections::{BTreeSet, HashMap};
use std::sync::mpsc;
use std::time::{Duration, Instant};

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
        /// remembered (the seat is remembered there from then on).
        moved: Option<String>,
    },
    /// The server could not be reached: why (worded when shown).
    Unreachable(Msg),
    /// The server refused: it has no such room (any more), or not with this seat: why.
    Gone(Msg),
}

/// The remembered seats and what was last seen of their rooms.
pub struct NetGames {
    /// Loaded from the data folder on first use.
    pub book: Option<SeatBook>,
    /// By room and token.
    pub seen: HashMap<(String, String), Seen>,
    fetching: Option<mpsc::Receiver<Vec<(SeatKey, Seen)>>>,
    /// When the last fetch started (a test sets it to hold fetches back).
    pub last_fetch: Option<Instant>,
    pub notifier: Box<dyn Notifier>,
    /// Whether it was the player's turn in the game on screen at the last frame.
    open_turn: bool,
}

impl Default for NetGames {
    fn default() -> Self {
        NetGames {
            book: None,
            seen: HashMap::new(),
            fetching: None,
            last_fetch: None,
            notifier: Box::new(DesktopNotifier),
            open_turn: false,
        }
    }
}

fn my_turn(s: &RoomSummary) -> bool {
    !s.over && s.ready.contains(&s.seat)
}

impl App {
    pub(super) fn seat_book(&mut self) -> &mut SeatBook {
        let dir = &self.data_dir;
        self.network.games.book.get_or_insert_with(|| {
            SeatBook::load(dir).unwrap_or_else(|e| {
                tracing::warn!("cannot read the remembered network games: {e}");
                SeatBook::default()
            })
        })
    }

    /// Remembers a seat this window got (hosting or joining), in the data folder.
    pub fn remember_seat(&mut self, key: SeatKey) {
        self.seat_book().remember(key);
        self.store_seat_book();
    }

    /// The room moved to the server at `to` (a redirect was followed): its seats are
    /// remembered there.
    pub(super) fn seat_moved(&mut self, room: &str, to: &str) {
        if self.seat_book().moved(room, to) {
            self.store_seat_book();
        }
    }

    /// The seat of `token` in `room` muted or heard again a seat in the chat: remembered.
    pub(super) fn remember_mutes(&mut self, room: &str, token: &str, muted: &BTreeSet<usize>) {
        if self.seat_book().set_muted(room, token, muted) {
            self.store_seat_book();
        }
    }

    pub(super) fn store_seat_book(&mut self) {
        if let Some(book) = &self.network.games.book {
            if let Err(e) = book.store(&self.data_dir) {
                tracing::warn!("cannot write the remembered network games: {e}");
            }
        }
    }

    /// Every frame: takes in fetched summaries (with notices for turns that came), starts the
    /// next fetch when it is due, and notices the player's turn in the game on screen while the
    /// window is not in focus.
    pub(super) fn poll_net_games(&mut self, ctx: &egui::Context) {
        self.seat_book();
        if let Some(rx) = &self.network.games.fetching {
            match rx.try_recv() {
                Ok(found) => {
                    self.network.games.fetching = None;
                    self.take_summaries(ctx, found);
                }
                Err(mpsc::TryRecvError::Disconnected) => self.network.games.fetching = None,
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
        let due = self
            .network
            .games
            .last_fetch
            .is_none_or(|t| t.elapsed() >= REFRESH);
        if due && self.network.games.fetching.is_none() {
            self.fetch_summaries(ctx);
        }
        self.notice_open_game(ctx);
    }

    /// Fetches every remembered seat's summary on a thread of its own (rooms this window hosts
    /// only while it hosts).
    pub fn fetch_summaries(&mut self, ctx: &egui::Context) {
        self.network.games.last_fetch = Some(Instant::now());
        let hosting = self.network.hosted.is_some();
        let keys: Vec<SeatKey> = self
            .seat_book()
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
        let spawned = crate::engine::text::spawn_in_lang(THREAD, move || {
            let trust = crate::net::client::default_trust();
            let found = keys
                .into_iter()
                .map(|key| {
                    let seen = match &trust {
                        Ok(trust) => {
                            fetch_summary_following(trust, &key.server, &key.room, &key.token)
                                .map(|(summary, from)| Seen::Summary {
                                    summary,
                                    at: Instant::now(),
                                    moved: (from != key.server).then_some(from),
                                })
                                .unwrap_or_else(|e| match e {
                                    SummaryError::Refused(why) => Seen::Gone(why),
                                    e => Seen::Unreachable(e.msg()),
                                })
                        }
                        Err(e) => Seen::Unreachable(
                            Msg::new("net-server-said").text("text", e.to_string()),
                        ),
                    };
                    (key, seen)
                })
                .collect();
            let _ = tx.send(found);
            ctx.request_repaint();
        });
        match spawned {
            Ok(_) => self.network.games.fetching = Some(rx),
            Err(e) => tracing::warn!("cannot fetch the network games: {e}"),
        }
    }

    /// Takes in a fetch's summaries: a room in which it has become the player's turn since the
    /// last fetch gets a notice (the game on screen has its own, see [`Self::notice_open_game`]).
    pub fn take_summaries(&mut self, ctx: &egui::Context, found: Vec<(SeatKey, Seen)>) {
        let on_screen = self
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .map(|r| r.room().room);
        for (key, seen) in found {
            let id = (key.room.clone(), key.token.clone());
            let was = match self.network.games.seen.get(&id) {
                Some(Seen::Summary { summary, .. }) => Some(my_turn(summary)),
                _ => None,
            };
            if let Seen::Summary {
                moved: Some(to), ..
            } = &seen
            {
                self.seat_moved(&key.room, to);
            }
            if let Seen::Summary { summary, .. } = &seen {
                let came = was == Some(false) && my_turn(summary);
                if came && on_screen.as_deref() != Some(key.room.as_str()) {
                    self.your_turn(ctx, &summary.game, &summary.room);
                }
            }
            self.network.games.seen.insert(id, seen);
        }
    }

    /// The game on screen: a notice when it becomes the player's turn while the window is not
    /// in focus.
    fn notice_open_game(&mut self, ctx: &egui::Context) {
        let turn = self.game.as_ref().and_then(|g| {
            let remote = g.remote.as_ref()?;
            let room = remote.room();
            let mine = !g.m.is_over() && room.ready.contains(&room.me);
            Some((mine, g.m.info().id, room.room))
        });
        let Some((mine, game, room)) = turn else {
            self.network.games.open_turn = false;
            return;
        };
        let came = mine && !self.network.games.open_turn;
        self.network.games.open_turn = mine;
        let unfocused = ctx.input(|i| i.viewport().focused == Some(false));
        if came && unfocused {
            self.your_turn(ctx, game, &room);
        }
    }

    /// A your-turn notice and a request for attention, unless notices are off in Settings.
    fn your_turn(&mut self, ctx: &egui::Context, game: &str, room: &str) {
        if !self.settings.turn_notices {
            return;
        }
        let name = self.game_name_of(game);
        let body = Msg::new("ng-notice-body")
            .text("game", name)
            .text("room", room.to_string())
            .to_string();
        self.network
            .games
            .notifier
            .notify(&tr("ng-notice-title"), &body);
        ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
            egui::UserAttentionType::Informational,
        ));
    }
}

#[cfg(test)]
#[path = "net_games_tests.rs"]
mod tests;
