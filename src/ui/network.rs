//! Network play in the window: host a game (the server runs inside this app, on a port of the
//! player's choice), join one with the server's address, the room code and a seat's token, the
//! lobby (who is connected, the invitations to hand out), and connecting again when the line
//! drops. The game itself is a replica on the one play screen, with this window's
//! [`crate::net::remote::RemoteSeat`] beside it. Rooms are made and seats joined only through
//! `Event::Replace`, after the question about a running game.

use super::event::{After, Event, HostPlace, HostRequest, JoinRequest, NextGame};
use super::game_screen::GameScreen;
#[cfg(not(target_arch = "wasm32"))]
use super::join_form::{invitation, JoinForm};
use super::played::ScreenGame;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::SeatKind;
use crate::game::MatchSetup;
#[cfg(not(target_arch = "wasm32"))]
use crate::net::protocol::SeatSpec;
use crate::net::remote::{Joining, Link, Wake};
use crate::net::seat_book::SeatKey;
use egui::RichText;
use std::net::SocketAddr;
use std::sync::Arc;

/// The window's network state.
#[derive(Default)]
pub struct Network {
    /// The server this window runs, once a game was hosted (it lives as long as the app).
    pub hosted: Option<Hosted>,
    /// A seat being joined: waiting for the server's first state.
    pub joining: Option<PendingJoin>,
    /// Wakes the window when a message arrives (set on the first frame).
    pub ctx: Option<egui::Context>,
    /// Print each remote seat's invitation on stdout when hosting (`dicepad host`).
    pub print_invites: bool,
    /// The player's network games (remembered seats, their rooms' summaries, notices).
    pub games: super::net_games::NetGames,
}

/// How long quitting waits for the seats of the server it stops to be told.
#[cfg(not(target_arch = "wasm32"))]
const STOP_WAIT: std::time::Duration = std::time::Duration::from_millis(800);

/// What `dicepad host` and `dicepad join` ask the window to do first.
pub enum Startup {
    Join {
        server: String,
        room: String,
        token: String,
    },
    Host {
        game: String,
        setup: MatchSetup,
        /// The seat played in this window.
        mine: usize,
        listen: String,
    },
}

/// The in-process server.
pub struct Hosted {
    pub addr: SocketAddr,
    /// The server itself (stopped when the window quits). The browser hosts none.
    #[cfg(not(target_arch = "wasm32"))]
    pub server: Arc<crate::net::server::Server>,
    /// The address other computers use (this computer's address on the network, and the port).
    pub public_url: String,
}

/// A seat on its way: the link and what the lobby will show once the game is here.
pub struct PendingJoin {
    pub joining: Joining,
    /// Every seat's token when this window hosts the room.
    pub invites: Vec<Option<String>>,
    /// The address to print on invitations.
    pub public_url: String,
    /// Tutorial mode for the game once it arrives (as ticked in New game).
    pub tutorial: bool,
    /// The seat to remember once it is here (its game and seat filled in then).
    pub key: SeatKey,
}

/// This computer's address as other computers on the network see it (no packet is sent: asking
/// the system which address a datagram to a documentation address would leave from is enough);
/// the loopback address when there is no network.
#[cfg(not(target_arch = "wasm32"))]
fn local_address() -> String {
    std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").and_then(|()| s.local_addr()))
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .map_or_else(|| "127.0.0.1".to_string(), |ip| ip.to_string())
}

impl Network {
    fn wake(&self) -> Wake {
        let ctx = self.ctx.clone();
        Arc::new(move || {
            if let Some(ctx) = &ctx {
                ctx.request_repaint();
            }
        })
    }

    /// Hosting or joining as the command line asked: the same events as the window's own.
    pub fn startup(&mut self, cx: &mut Shell, start: Startup) {
        match start {
            Startup::Join {
                server,
                room,
                token,
            } => cx.send(Event::Replace(NextGame::Join(JoinRequest {
                server,
                room,
                token,
                day: None,
            }))),
            Startup::Host {
                game,
                mut setup,
                mine,
                listen,
            } => {
                self.print_invites = true;
                // Unnamed seats are named in the window's language, as New game names them.
                crate::engine::seats::name_blank_seats(&mut setup.seats);
                let Some(game_index) = cx.index_of(&game) else {
                    cx.error(
                        Msg::new("net-cannot-host-no-game")
                            .text("game", game)
                            .to_string(),
                    );
                    return;
                };
                let tutorial = cx.settings.tutorial_default;
                cx.send(Event::Replace(NextGame::Host(Box::new(HostRequest {
                    game: game_index,
                    setup,
                    mine: Some(mine),
                    place: HostPlace::Window(listen),
                    tutorial,
                    clock: None,
                }))));
            }
        }
    }

    /// Hosts a room (after the question about a running game): the first person's seat (or
    /// `mine`) plays in this window, every other person's seat waits for a remote player, bots
    /// are played by the server. The lobby opens with the invitations once the game is here.
    pub fn host(&mut self, cx: &mut Shell, req: HostRequest) {
        if let Err(e) = self.try_host(cx, req) {
            cx.error(Msg::new("net-cannot-host").text("why", e).to_string());
        }
    }

    /// A browser cannot host: no server runs in a page (the menu offers no hosting there).
    #[cfg(target_arch = "wasm32")]
    fn try_host(&mut self, _cx: &mut Shell, _req: HostRequest) -> Result<(), String> {
        Err(tr("web-no-hosting"))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn try_host(&mut self, cx: &mut Shell, req: HostRequest) -> Result<(), String> {
        let HostRequest {
            game,
            setup,
            mine,
            place,
            tutorial,
            clock,
        } = req;
        let mine = mine
            .or_else(|| setup.seats.iter().position(|s| s.kind == SeatKind::Human))
            .ok_or_else(|| tr("net-host-need-person"))?;
        let plugin = cx
            .registry
            .get(game)
            .ok_or_else(|| tr("net-no-such-game"))?;
        let id = plugin.info().id;
        let seats: Vec<SeatSpec> = setup
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Bot(level) => SeatSpec::Bot(level),
                SeatKind::Human if i == mine => SeatSpec::Local,
                SeatKind::Human => SeatSpec::Remote,
            })
            .collect();
        let (own, public_url) = match &place {
            HostPlace::Window(listen) => {
                self.ensure_hosting(cx, listen)?;
                let Some(hosted) = &self.hosted else {
                    return Err(tr("net-server-not-started"));
                };
                let own = format!("ws://127.0.0.1:{}", hosted.addr.port());
                (own, hosted.public_url.clone())
            }
            HostPlace::Server(url) => {
                let mut form = JoinForm {
                    server: url.clone(),
                    room: "-".into(),
                    token: "-".into(),
                    ..JoinForm::default()
                };
                form.server = form.checked()?.0;
                (form.server.clone(), form.server)
            }
        };
        let names: Vec<String> = setup.seats.iter().map(|s| s.name.clone()).collect();
        // With any person's seat the server draws the seed (and keeps it secret until the end):
        // a seat's token can join from anywhere. Only a table of bots keeps the dialog's seed.
        let seed = (!seats.iter().any(|s| s.is_person())).then_some(setup.seed);
        let trust = crate::net::client::default_trust().map_err(|e| e.to_string())?;
        let created = crate::net::client::open_room(
            &trust,
            &own,
            crate::net::client::RoomRequest {
                game: id.to_string(),
                seats,
                options: setup.options.clone(),
                seed,
                names,
                clock,
                secret: None,
            },
        )
        .map_err(|e| e.to_string())?;
        let token = created
            .tokens
            .get(mine)
            .cloned()
            .flatten()
            .ok_or_else(|| tr("net-no-token"))?;
        if self.print_invites {
            for (i, t) in created.tokens.iter().enumerate() {
                if let (Some(t), true) = (t, i != mine) {
                    let name = crate::engine::Names::of(&setup.seats).get(i).into_owned();
                    let line = Msg::new("net-invite-line")
                        .count("seat", i + 1)
                        .text("name", name)
                        .text("invite", invitation(&public_url, &created.room, t));
                    println!("{line}");
                }
            }
        }
        // The proof for the address the other players know the server by.
        let link = connect_seat(cx, (&own, &public_url), &created.room, &token, self.wake())
            .map_err(|e| e.to_string())?;
        let key = SeatKey {
            server: own,
            room: created.room.clone(),
            token,
            game: id.to_string(),
            seat: mine,
            hosted: matches!(place, HostPlace::Window(_)),
            muted: Default::default(),
            day: None,
        };
        self.joining = Some(PendingJoin {
            joining: Joining::new(link),
            invites: created.tokens,
            public_url,
            tutorial,
            key,
        });
        Ok(())
    }

    /// Starts this window's server on `listen` (its rooms in `DATA/server`, the ones it hosted
    /// before coming back with it), unless it runs already.
    #[cfg(target_arch = "wasm32")]
    fn ensure_hosting(&mut self, _cx: &Shell, _listen: &str) -> Result<(), String> {
        Err(tr("web-no-hosting"))
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn ensure_hosting(&mut self, cx: &Shell, listen: &str) -> Result<(), String> {
        if self.hosted.is_some() {
            return Ok(());
        }
        let dir = cx.data_dir.join("server");
        let limits = crate::net::limits::Limits::default();
        let (addr, server) = crate::net::server::spawn_server(listen.trim(), &dir, limits)
            .map_err(|e| e.msg().to_string())?;
        let host = if addr.ip().is_loopback() {
            addr.ip().to_string()
        } else {
            local_address()
        };
        self.hosted = Some(Hosted {
            addr,
            server,
            public_url: format!("ws://{host}:{}", addr.port()),
        });
        Ok(())
    }

    /// Hosts again the rooms this window hosted before it was closed: its server starts on the
    /// port those rooms were reached at (every address, as when hosting), and the list fetches
    /// their summaries at once.
    pub fn resume_hosting(&mut self, cx: &mut Shell) {
        let port = self
            .games
            .book
            .as_ref()
            .and_then(|b| b.seats.iter().rev().find(|k| k.hosted))
            .and_then(|k| k.server.rsplit(':').next().map(str::to_string))
            .unwrap_or_else(|| "7878".into());
        match self.ensure_hosting(cx, &format!("0.0.0.0:{port}")) {
            Ok(()) => cx.send(Event::FetchSummaries),
            Err(e) => cx.error(Msg::new("net-cannot-host").text("why", e).to_string()),
        }
    }

    /// Stops the server this window runs, if any (the window is quitting): every seat connected
    /// to it is told the host closed the game, and waits for it to be hosted again. Waits a
    /// moment (at most [`STOP_WAIT`]) for those words to leave.
    pub fn stop_hosting(&mut self) {
        let Some(hosted) = self.hosted.take() else {
            return;
        };
        #[cfg(target_arch = "wasm32")]
        let _ = hosted;
        #[cfg(not(target_arch = "wasm32"))]
        Self::stop_server(&hosted);
    }

    /// Stops the window's server and waits a moment for the seats to be told.
    #[cfg(not(target_arch = "wasm32"))]
    fn stop_server(hosted: &Hosted) {
        hosted.server.stop();
        let until = web_time::Instant::now() + STOP_WAIT;
        while hosted.server.connection_count() > 0 && web_time::Instant::now() < until {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    /// Joins a seat of a room on another computer's server.
    pub fn join(&mut self, cx: &mut Shell, req: &JoinRequest) {
        let (server, room, token) = (req.server.as_str(), req.room.as_str(), req.token.as_str());
        match connect_seat(cx, (server, server), room, token, self.wake()) {
            Ok(link) => {
                let hosted = self.games.book.as_ref().is_some_and(|b| {
                    b.seats
                        .iter()
                        .any(|k| k.hosted && k.room == room && k.token == token)
                });
                self.joining = Some(PendingJoin {
                    joining: Joining::new(link).for_day(req.day),
                    invites: Vec::new(),
                    public_url: server.to_string(),
                    tutorial: cx.settings.tutorial_default,
                    key: SeatKey {
                        server: server.to_string(),
                        room: room.to_string(),
                        token: token.to_string(),
                        game: String::new(),
                        seat: 0,
                        hosted,
                        muted: Default::default(),
                        day: req.day,
                    },
                });
            }
            Err(e) => cx.error(Msg::new("net-cannot-join").msg("why", e).to_string()),
        }
    }

    /// Every frame: the seat being joined, and what arrived for the network game on screen.
    pub fn poll(&mut self, ctx: &egui::Context, cx: &mut Shell, game: Option<&mut GameScreen>) {
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        if let Some(p) = &mut self.joining {
            match p.joining.poll() {
                Some(Ok(mut seat)) => {
                    let mut key = p.key.clone();
                    let invites = std::mem::take(&mut p.invites);
                    let hosting = !invites.is_empty();
                    let tutorial = p.tutorial;
                    self.joining = None;
                    match ScreenGame::load(seat.save()) {
                        Ok(mut m) => {
                            key.seat = seat.me();
                            key.game = m.info().id.to_string();
                            // A redirect may have taken the link to another server.
                            key.server = seat.room().url;
                            let (room, token) = (key.room.clone(), key.token.clone());
                            self.games.remember_seat(cx, key);
                            // The chat's mutes of this seat, as the player left them.
                            seat.chat_mut().muted = self.games.seat_book(cx).muted(&room, &token);
                            // The server's position, for the replica to come back to.
                            m.mark();
                            let mut g = GameScreen::networked(m, seat.with_invites(invites));
                            g.tutorial = tutorial;
                            let next = NextGame::Ready(Box::new(g), After::Lobby(hosting));
                            cx.send(Event::Replace(next));
                        }
                        Err(e) => cx.error(
                            Msg::new("net-game-does-not-load")
                                .msg("why", e.msg())
                                .to_string(),
                        ),
                    }
                }
                Some(Err(e)) => {
                    self.joining = None;
                    cx.error(e.to_string());
                }
                None => {}
            }
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        if let Some(g) = game {
            if g.remote.is_some() {
                let generation = g.m.generation();
                g.sync();
                if g.m.generation() != generation {
                    cx.send(Event::GameChanged);
                }
                // A redirect moves the link, not the seat book: the window remembers the
                // address it was given (a redirect is a peer's word, and may not last).
                if let Some(r) = g.remote.as_mut() {
                    r.take_moved();
                }
                // A fallback in case a wake-up is missed.
                ctx.request_repaint_after(std::time::Duration::from_millis(250));
            }
        }
    }

    /// "Connecting…" while a seat is on its way, with Cancel.
    pub fn connecting_ui(&mut self, ctx: &egui::Context) {
        let Some(p) = &self.joining else {
            return;
        };
        let mut cancel = false;
        egui::Window::new(tr("net-connecting"))
            .id(egui::Id::unique("connecting-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                let link = p.joining.link();
                ui.label(
                    Msg::new("net-joining")
                        .text("room", link.room.clone())
                        .text("server", link.url.clone())
                        .to_string(),
                );
                if let Some(problem) = &p.joining.problem {
                    ui.label(
                        RichText::new(
                            Msg::new("net-join-retrying")
                                .msg("problem", problem.clone())
                                .count("n", p.joining.failures)
                                .to_string(),
                        )
                        .color(ui.visuals().warn_fg_color),
                    );
                }
                if ui.button(tr("button-cancel")).clicked() {
                    cancel = true;
                }
            });
        if cancel {
            self.joining = None;
        }
    }

    /// The lobby of the network game on screen: who is connected, the invitations; false once
    /// closed (or when the game on screen is not a network game).
    pub fn lobby_ui(&self, ctx: &egui::Context, cx: &mut Shell, g: &mut GameScreen) -> bool {
        let Some(seat) = &mut g.remote else {
            return false;
        };
        let room = seat.room();
        let mut open = true;
        let mut close = false;
        let mut copy = None;
        let mut problem = None;
        egui::Window::new(
            Msg::new("net-lobby-title")
                .text("room", room.room.clone())
                .to_string(),
        )
        .id(egui::Id::unique("lobby-window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 70.0))
        .show(ctx, |ui| {
            ui.label(tr("net-lobby-explain"));
            ui.add_space(6.0);
            let public = self
                .hosted
                .as_ref()
                .map_or(room.url.clone(), |h| h.public_url.clone());
            let out = super::table::seats_ui(ui, &*g.m, seat, &room, Some(&public));
            copy = out.copy;
            problem = out.problem;
            ui.add_space(6.0);
            if ui.button(tr("net-lobby-to-table")).clicked() {
                close = true;
            }
        });
        if let Some(text) = copy {
            cx.send(Event::Copy(text));
            cx.note(tr("net-invite-copied"));
        }
        if let Some(e) = problem {
            cx.error(e);
        }
        open && !close
    }
}

/// A link for a seat at `server`, showing the data folder's player key (its proof for `known`,
/// the address the players know the server by) so that the server rates the seat's result for
/// it. A key that cannot be read or made leaves the seat unrated (never a reason not to play;
/// the log says why, and the home screen's online daily says it to the player).
fn connect_seat(
    cx: &Shell,
    (server, known): (&str, &str),
    room: &str,
    token: &str,
    wake: Wake,
) -> Result<Link, Msg> {
    match crate::net::player_key::PlayerKey::load_or_make(&cx.data_dir, None) {
        Ok(key) => Link::connect_as(server, room, token, (&key, known), wake),
        Err(e) => {
            tracing::warn!(error = %e, "the player key is not at hand: the seat is not rated");
            Link::connect(server, room, token, wake)
        }
    }
}

#[cfg(test)]
#[path = "network_tests.rs"]
pub(crate) mod tests;
