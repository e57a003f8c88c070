//! Network play in the window: host a game (the server runs inside this app, on a port of the
//! player's choice), join one with the server's address, the room code and a seat's token, the
//! lobby (who is connected, the invitations to hand out), and connecting again when the line
//! drops. The game itself is a replica on the one play screen, with this window's
//! [`crate::net::remote::RemoteSeat`] beside it.

use super::app::App;
use super::game_screen::GameScreen;
use super::played::ScreenGame;
use crate::engine::text::{tr, Msg};
use crate::engine::SeatKind;
use crate::game::MatchSetup;
use crate::net::protocol::{Clock, SeatSpec};
use crate::net::remote::{Joining, Link, Wake};
use crate::net::seat_book::SeatKey;
use egui::RichText;
use std::net::SocketAddr;
use std::sync::Arc;

/// The port a hosted game listens on unless the player picks another.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:7878";

/// The window's network state.
#[derive(Default)]
pub struct Network {
    /// The server this window runs, once a game was hosted (it lives as long as the app).
    pub hosted: Option<Hosted>,
    /// A seat being joined: waiting for the server's first state.
    pub joining: Option<PendingJoin>,
    /// The Join dialog, while open.
    pub join_form: Option<JoinForm>,
    /// The lobby window is shown.
    pub lobby_open: bool,
    /// Wakes the window when a message arrives (set on the first frame).
    pub(super) ctx: Option<egui::Context>,
    /// Print each remote seat's invitation on stdout when hosting (`dicepad host`).
    pub print_invites: bool,
    /// The player's network games (remembered seats, their rooms' summaries, notices).
    pub games: super::net_games::NetGames,
}

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

/// Where a hosted room is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostPlace {
    /// On this window's own server, listening on this address (it lives while the window hosts).
    Window(String),
    /// On a server elsewhere (`dicepad serve`), at this address: the room lives on without the
    /// window.
    Server(String),
}

/// The in-process server.
pub struct Hosted {
    pub addr: SocketAddr,
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

/// The Join dialog's fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JoinForm {
    pub server: String,
    pub room: String,
    pub token: String,
    /// An invitation pasted whole ("ws://… ROOM TOKEN", or wss://…): it fills the three fields.
    pub invite: String,
}

impl JoinForm {
    /// Reads a pasted invitation into the fields; false if it is not one.
    pub fn read_invite(&mut self) -> bool {
        let parts: Vec<&str> = self.invite.split_whitespace().collect();
        match parts.as_slice() {
            [server, room, token] if is_server_url(server) => {
                self.server = server.to_string();
                self.room = room.to_string();
                self.token = token.to_string();
                true
            }
            _ => false,
        }
    }

    /// The fields checked, or what is missing.
    pub fn checked(&self) -> Result<(String, String, String), String> {
        let server = self.server.trim();
        let server = if server.contains("://") {
            server.to_string()
        } else {
            format!("ws://{server}")
        };
        if !is_server_url(&server) {
            return Err(tr("net-join-bad-server"));
        }
        let room = self.room.trim().to_ascii_uppercase();
        if room.is_empty() {
            return Err(tr("net-join-need-room"));
        }
        let token = self.token.trim().to_string();
        if token.is_empty() {
            return Err(tr("net-join-need-token"));
        }
        Ok((server, room, token))
    }
}

/// A `ws://` or `wss://` address with something after the scheme.
fn is_server_url(text: &str) -> bool {
    ["ws://", "wss://"]
        .iter()
        .any(|scheme| text.len() > scheme.len() && text.starts_with(scheme))
}

/// One line to hand a remote player: the address, the room code and their seat's token.
pub fn invitation(url: &str, room: &str, token: &str) -> String {
    format!("{url} {room} {token}")
}

/// This computer's address as other computers on the network see it (no packet is sent: asking
/// the system which address a datagram to a documentation address would leave from is enough);
/// the loopback address when there is no network.
fn local_address() -> String {
    std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").and_then(|()| s.local_addr()))
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .map_or_else(|| "127.0.0.1".to_string(), |ip| ip.to_string())
}

impl App {
    fn wake(&self) -> Wake {
        let ctx = self.network.ctx.clone();
        Arc::new(move || {
            if let Some(ctx) = &ctx {
                ctx.request_repaint();
            }
        })
    }

    /// Hosts `setup` on the server inside this app (started on `listen` the first time): the first
    /// person's seat plays in this window, every other person's seat waits for a remote player,
    /// bots are played by the server. The lobby opens with the invitations.
    /// `clock`: the room's time per action, if it has one.
    pub fn host_game(
        &mut self,
        game: usize,
        setup: MatchSetup,
        listen: &str,
        tutorial: bool,
        clock: Option<Clock>,
    ) {
        let place = HostPlace::Window(listen.to_string());
        self.host_game_at(game, setup, place, tutorial, clock);
    }

    /// [`Self::host_game`] with the room kept where `place` says.
    pub fn host_game_at(
        &mut self,
        game: usize,
        setup: MatchSetup,
        place: HostPlace,
        tutorial: bool,
        clock: Option<Clock>,
    ) {
        let mine = setup.seats.iter().position(|s| s.kind == SeatKind::Human);
        let hosted = mine
            .ok_or_else(|| tr("net-host-need-person"))
            .and_then(|mine| self.try_host(game, setup, mine, &place, tutorial, clock));
        if let Err(e) = hosted {
            self.error(Msg::new("net-cannot-host").text("why", e).to_string());
        }
    }

    /// Hosting or joining as the command line asked.
    pub fn start_network(&mut self, start: Startup) {
        match start {
            Startup::Join {
                server,
                room,
                token,
            } => self.join_game(&server, &room, &token),
            Startup::Host {
                game,
                setup,
                mine,
                listen,
            } => {
                self.network.print_invites = true;
                let Some(i) = crate::games::index_of(&self.registry, &game) else {
                    self.error(
                        Msg::new("net-cannot-host-no-game")
                            .text("game", game)
                            .to_string(),
                    );
                    return;
                };
                let tutorial = self.settings.tutorial_default;
                let place = HostPlace::Window(listen);
                if let Err(e) = self.try_host(i, setup, mine, &place, tutorial, None) {
                    self.error(Msg::new("net-cannot-host").text("why", e).to_string());
                }
            }
        }
    }

    fn try_host(
        &mut self,
        game: usize,
        setup: MatchSetup,
        mine: usize,
        place: &HostPlace,
        tutorial: bool,
        clock: Option<Clock>,
    ) -> Result<(), String> {
        let plugin = self
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
        let (own, public_url) = match place {
            HostPlace::Window(listen) => {
                self.ensure_hosting(listen)?;
                let Some(hosted) = &self.network.hosted else {
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
        // With a remote seat the server draws the seed (and keeps it secret until the end); a
        // table of the host and bots may keep the dialog's seed.
        let seed = (!seats.contains(&SeatSpec::Remote)).then_some(setup.seed);
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
            },
        )
        .map_err(|e| e.to_string())?;
        let token = created
            .tokens
            .get(mine)
            .cloned()
            .flatten()
            .ok_or_else(|| tr("net-no-token"))?;
        if self.network.print_invites {
            for (i, t) in created.tokens.iter().enumerate() {
                if let (Some(t), true) = (t, i != mine) {
                    let name = setup.seats.get(i).map_or("", |s| s.name.as_str());
                    let line = Msg::new("net-invite-line")
                        .count("seat", i + 1)
                        .text("name", name)
                        .text("invite", invitation(&public_url, &created.room, t));
                    println!("{line}");
                }
            }
        }
        let link =
            Link::connect(&own, &created.room, &token, self.wake()).map_err(|e| e.to_string())?;
        let key = SeatKey {
            server: own,
            room: created.room.clone(),
            token,
            game: id.to_string(),
            seat: mine,
            hosted: matches!(place, HostPlace::Window(_)),
            muted: Default::default(),
        };
        self.network.joining = Some(PendingJoin {
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
    pub(super) fn ensure_hosting(&mut self, listen: &str) -> Result<(), String> {
        if self.network.hosted.is_some() {
            return Ok(());
        }
        let dir = self.data_dir.join("server");
        let limits = crate::net::limits::Limits::default();
        let addr = crate::net::server::spawn(listen.trim(), &dir, limits)
            .map_err(|e| e.msg().to_string())?;
        let host = if addr.ip().is_loopback() {
            addr.ip().to_string()
        } else {
            local_address()
        };
        self.network.hosted = Some(Hosted {
            addr,
            public_url: format!("ws://{host}:{}", addr.port()),
        });
        Ok(())
    }

    /// Hosts again the rooms this window hosted before it was closed: its server starts on the
    /// port those rooms were reached at (every address, as when hosting), and the list fetches
    /// their summaries at once.
    pub fn resume_hosting(&mut self) {
        let port = self
            .network
            .games
            .book
            .as_ref()
            .and_then(|b| b.seats.iter().rev().find(|k| k.hosted))
            .and_then(|k| k.server.rsplit(':').next().map(str::to_string))
            .unwrap_or_else(|| "7878".into());
        match self.ensure_hosting(&format!("0.0.0.0:{port}")) {
            Ok(()) => {
                if let Some(ctx) = self.network.ctx.clone() {
                    self.fetch_summaries(&ctx);
                }
            }
            Err(e) => self.error(Msg::new("net-cannot-host").text("why", e).to_string()),
        }
    }

    /// Joins a seat of a room on another computer's server.
    pub fn join_game(&mut self, server: &str, room: &str, token: &str) {
        match Link::connect(server, room, token, self.wake()) {
            Ok(link) => {
                let hosted = self.network.games.book.as_ref().is_some_and(|b| {
                    b.seats
                        .iter()
                        .any(|k| k.hosted && k.room == room && k.token == token)
                });
                self.network.joining = Some(PendingJoin {
                    joining: Joining::new(link),
                    invites: Vec::new(),
                    public_url: server.to_string(),
                    tutorial: self.settings.tutorial_default,
                    key: SeatKey {
                        server: server.to_string(),
                        room: room.to_string(),
                        token: token.to_string(),
                        game: String::new(),
                        seat: 0,
                        hosted,
                        muted: Default::default(),
                    },
                });
            }
            Err(e) => self.error(Msg::new("net-cannot-join").msg("why", e).to_string()),
        }
    }

    /// Every frame: the seat being joined, and what arrived for the network game on screen.
    pub(super) fn poll_network(&mut self, ctx: &egui::Context) {
        if self.network.ctx.is_none() {
            self.network.ctx = Some(ctx.clone());
        }
        if let Some(p) = &mut self.network.joining {
            match p.joining.poll() {
                Some(Ok(mut seat)) => {
                    let mut key = p.key.clone();
                    let invites = std::mem::take(&mut p.invites);
                    let hosting = !invites.is_empty();
                    let tutorial = p.tutorial;
                    self.network.joining = None;
                    match ScreenGame::load(seat.save()) {
                        Ok(mut m) => {
                            key.seat = seat.me();
                            key.game = m.info().id.to_string();
                            // A redirect may have taken the link to another server.
                            key.server = seat.room().url;
                            let (room, token) = (key.room.clone(), key.token.clone());
                            self.remember_seat(key);
                            // The chat's mutes of this seat, as the player left them.
                            seat.chat_mut().muted = self.seat_book().muted(&room, &token);
                            // The server's position, for the replica to come back to.
                            m.mark();
                            let mut g = GameScreen::networked(m, seat.with_invites(invites));
                            g.tutorial = tutorial;
                            self.replace_game_then(g, move |app| {
                                app.network.lobby_open = hosting;
                            });
                        }
                        Err(e) => self.error(
                            Msg::new("net-game-does-not-load")
                                .msg("why", e.msg())
                                .to_string(),
                        ),
                    }
                }
                Some(Err(e)) => {
                    self.network.joining = None;
                    self.error(e.to_string());
                }
                None => {}
            }
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        if let Some(g) = &mut self.game {
            if g.remote.is_some() {
                g.sync();
                let moved = g.remote.as_mut().and_then(|r| {
                    let to = r.take_moved()?;
                    Some((r.room().room, to))
                });
                if let Some((room, to)) = moved {
                    self.seat_moved(&room, &to);
                }
                // A fallback in case a wake-up is missed.
                ctx.request_repaint_after(std::time::Duration::from_millis(250));
            }
        }
    }

    /// The Join dialog, the "connecting" window and the lobby.
    pub(super) fn network_windows(&mut self, ctx: &egui::Context) {
        self.join_window(ctx);
        self.connecting_window(ctx);
        self.lobby_window(ctx);
    }

    pub fn open_join(&mut self) {
        if self.network.join_form.is_none() {
            self.network.join_form = Some(JoinForm {
                server: "ws://".into(),
                ..Default::default()
            });
        }
    }

    fn join_window(&mut self, ctx: &egui::Context) {
        let Some(form) = &mut self.network.join_form else {
            return;
        };
        let mut open = true;
        let mut join = None;
        egui::Window::new(tr("net-join-title"))
            .id(egui::Id::unique("join-window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(440.0)
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 90.0))
            .show(ctx, |ui| {
                ui.label(tr("net-join-explain"));
                ui.add_space(4.0);
                egui::Grid::new("join-grid").num_columns(2).show(ui, |ui| {
                    let field = |ui: &mut egui::Ui, label: &str, text: &mut String, hint: &str| {
                        let l = ui.label(label);
                        ui.add(
                            egui::TextEdit::singleline(text)
                                .desired_width(320.0)
                                .hint_text(hint),
                        )
                        .labelled_by(l.id);
                        ui.end_row();
                    };
                    let invite_hint = tr("net-join-invite-hint");
                    field(ui, &tr("net-join-invite"), &mut form.invite, &invite_hint);
                    field(
                        ui,
                        &tr("net-join-server"),
                        &mut form.server,
                        "ws://192.168.1.5:7878",
                    );
                    let room_hint = tr("net-join-room-hint");
                    field(ui, &tr("net-join-room"), &mut form.room, &room_hint);
                    let token_hint = tr("net-join-token-hint");
                    field(ui, &tr("net-join-token"), &mut form.token, &token_hint);
                });
                if !form.invite.trim().is_empty() && !form.read_invite() {
                    ui.label(
                        RichText::new(tr("net-join-not-invite")).color(ui.visuals().error_fg_color),
                    );
                }
                let checked = form.checked();
                if let Err(e) = &checked {
                    ui.label(RichText::new(e).weak());
                }
                if ui
                    .add_enabled(checked.is_ok(), egui::Button::new(tr("net-join-button")))
                    .clicked()
                {
                    join = checked.ok();
                }
            });
        if let Some((server, room, token)) = join {
            self.network.join_form = None;
            self.join_game(&server, &room, &token);
        } else if !open {
            self.network.join_form = None;
        }
    }

    fn connecting_window(&mut self, ctx: &egui::Context) {
        let Some(p) = &self.network.joining else {
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
            self.network.joining = None;
        }
    }

    fn lobby_window(&mut self, ctx: &egui::Context) {
        if !self.network.lobby_open || self.screen != super::app::Screen::Game {
            return;
        }
        let Some(g) = &mut self.game else { return };
        let Some(seat) = &mut g.remote else {
            self.network.lobby_open = false;
            return;
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
                .network
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
        if close || !open {
            self.network.lobby_open = false;
        }
        if let Some(text) = copy {
            self.copy_request = Some(text);
            self.note(tr("net-invite-copied"));
        }
        if let Some(e) = problem {
            self.error(e);
        }
    }
}

#[cfg(test)]
#[path = "network_tests.rs"]
mod tests;
