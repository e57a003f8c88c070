//! The home screen's online daily challenge: a server's sealed challenge of the day per game
//! (see `crate::net::day`), one attempt per player key, and its leaderboards of the day and the
//! week. The boards are fetched in the background (never on a frame) when the section is shown
//! again and every [`REFRESH`]; Play online asks the server for this player's attempt and joins
//! its room as any network game, with the day's commitment for the fairness check. The window
//! proves who the player is with the data folder's player key ([`crate::net::player_key`]).

use super::event::{Event, JoinRequest, NextGame};
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::net::chat::{printable, shown_name};
use crate::net::day::DailyRoom;
use crate::net::player_key::{player_id, short_id, PlayerKey};
use crate::net::protocol::DailyBoard;
use egui::RichText;
use std::collections::{BTreeMap, HashMap};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;
use web_time::Instant;

/// How often the boards are fetched again while the home screen is shown.
pub const REFRESH: Duration = Duration::from_secs(60);

/// The most entries a board shows in the window (the server sends at most 100).
const SHOWN: usize = 20;

/// The server fetched from, and per game its board or why not.
type Fetched = (String, Vec<(String, Result<DailyBoard, String>)>);

/// The board shown below the table: a game's, of the day or its week.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardShown {
    pub game: String,
    pub week: bool,
    /// The week's board once fetched (the day's is in [`OnlineDaily::boards`]).
    pub week_board: Option<Result<DailyBoard, String>>,
}

/// What the window keeps of a server's daily challenge.
#[derive(Default)]
pub struct OnlineDaily {
    /// The address being typed, before Connect.
    pub address: String,
    /// Today's board per game id, as last fetched from the server in the settings.
    pub boards: HashMap<String, Result<DailyBoard, String>>,
    /// The server the boards are of.
    boards_of: Option<String>,
    fetching: Option<Receiver<Fetched>>,
    /// A week's board on its way: (game, board or why not).
    fetching_week: Option<Receiver<(String, Result<DailyBoard, String>)>>,
    /// The attempt asked for: (game, room or why not).
    asking: Option<Receiver<(String, Result<DailyRoom, String>)>>,
    last_fetch: Option<Instant>,
    /// An attempt ended since the last fetch: the boards are fetched again.
    stale: bool,
    /// The player key, read (or made) on first need.
    key: Option<PlayerKey>,
    /// Why it could not be (told once as an error, then shown in the section; Play online
    /// reads it again).
    key_problem: Option<String>,
    pub shown: Option<BoardShown>,
}

impl OnlineDaily {
    /// The server in use (the settings keep it across restarts).
    fn server(cx: &Shell) -> Option<String> {
        cx.settings
            .daily_server
            .as_ref()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
    }

    /// The player key, read from the data folder or made there on first use, going by the
    /// window's first player name when one was set (a blank name keeps the key's).
    fn key(&mut self, cx: &mut Shell) -> Option<PlayerKey> {
        if self.key.is_none() {
            let name = cx
                .settings
                .player_names
                .first()
                .map(|n| n.trim().to_string())
                .filter(|n| !n.is_empty());
            match PlayerKey::load_or_make(&cx.data_dir, name.as_deref()) {
                Ok(key) => {
                    self.key = Some(key);
                    self.key_problem = None;
                }
                Err(e) => {
                    let why = Msg::new("daily-online-no-key")
                        .msg("why", e.msg())
                        .to_string();
                    if self.key_problem.as_ref() != Some(&why) {
                        cx.error(why.clone());
                    }
                    self.key_problem = Some(why);
                    return None;
                }
            }
        }
        self.key.clone()
    }

    /// This player's short id on `server` (as the boards list it), once the key is read.
    fn my_id(&self, server: &str) -> Option<String> {
        let key = self.key.as_ref()?;
        Some(short_id(&player_id(&key.proof(server))).to_string())
    }

    /// Starts fetching today's board of every game from `server`.
    fn fetch(&mut self, cx: &mut Shell, server: &str) {
        let games: Vec<String> = cx
            .registry
            .iter()
            .map(|p| p.info().id.to_string())
            .collect();
        let (tx, rx) = channel();
        let url = server.to_string();
        let spawned = cx.platform.spawn(
            "daily-boards",
            Box::new(move || {
                let boards = games
                    .iter()
                    .map(|g| (g.clone(), board(&url, g, false)))
                    .collect();
                tx.send((url, boards)).ok();
            }),
        );
        self.last_fetch = Some(Instant::now());
        if spawned.is_ok() {
            self.fetching = Some(rx);
        }
    }

    /// Takes in what arrived from the background.
    fn poll(&mut self, cx: &mut Shell, server: &str) {
        // Boards of the server they were fetched from: one the player changed away from while
        // they were on their way is told apart (and fetched anew from the one in use).
        if let Some((of, boards)) = arrived(&mut self.fetching) {
            self.boards = boards.into_iter().collect();
            self.boards_of = Some(of);
        }
        if let Some((game, board)) = arrived(&mut self.fetching_week) {
            if let Some(s) = self.shown.as_mut().filter(|s| s.game == game && s.week) {
                s.week_board = Some(board);
            }
        }
        if let Some((game, answer)) = arrived(&mut self.asking) {
            self.attempt_answered(cx, server, &game, answer);
        }
    }

    /// The server gave this player's attempt (or refused it): joined as a network game, with the
    /// day's commitment the board gives, so that its dice are checked to be everyone's.
    fn attempt_answered(
        &mut self,
        cx: &mut Shell,
        server: &str,
        game: &str,
        answer: Result<DailyRoom, String>,
    ) {
        let attempt = match answer {
            Ok(a) => a,
            Err(why) => {
                cx.error(
                    Msg::new("daily-online-cannot-play")
                        .text("why", why)
                        .to_string(),
                );
                return;
            }
        };
        // The board is public, the attempt's room is this player's alone: a server that gave
        // this player other dice than its board's would be found out here.
        let public = self
            .boards
            .get(game)
            .and_then(|b| b.as_ref().ok())
            .filter(|b| b.date == attempt.date)
            .and_then(|b| b.commitment);
        if public.is_some_and(|c| c != attempt.commitment) {
            cx.error(
                Msg::new("daily-online-other-dice")
                    .text("date", printable(&attempt.date))
                    .to_string(),
            );
            return;
        }
        cx.send(Event::Replace(NextGame::Join(JoinRequest {
            server: server.to_string(),
            room: attempt.room,
            token: attempt.token,
            day: Some(attempt.commitment),
        })));
    }

    /// Asks `server` for this player's attempt at today's challenge of `game`.
    fn ask(&mut self, cx: &mut Shell, server: &str, game: &str) {
        let Some(key) = self.key(cx) else {
            return;
        };
        let (tx, rx) = channel();
        let (url, game) = (server.to_string(), game.to_string());
        let spawned = cx.platform.spawn(
            "daily-attempt",
            Box::new(move || {
                let answer = attempt(&url, &game, &key);
                tx.send((game, answer)).ok();
            }),
        );
        match spawned {
            Ok(()) => self.asking = Some(rx),
            Err(why) => cx.error(
                Msg::new("daily-online-cannot-play")
                    .text("why", why)
                    .to_string(),
            ),
        }
    }

    fn fetch_week(&mut self, cx: &mut Shell, server: &str, game: &str) {
        let (tx, rx) = channel();
        let (url, game) = (server.to_string(), game.to_string());
        let spawned = cx.platform.spawn(
            "daily-week",
            Box::new(move || {
                let week = board(&url, &game, true);
                tx.send((game, week)).ok();
            }),
        );
        if spawned.is_ok() {
            self.fetching_week = Some(rx);
        }
    }

    /// A server's attempt ended in the window: its board (and the others) are fetched again
    /// when the home screen shows them next.
    pub fn attempt_ended(&mut self) {
        self.stale = true;
    }

    /// The game screen's line about a server's challenge on it: the attempt, and the best on
    /// the board of its day (as last fetched).
    pub fn screen_line(&self, g: &super::game_screen::GameScreen) -> Option<String> {
        let day = g.online_day()?;
        let id = g.m.info().id;
        let board = self
            .boards
            .get(id)
            .and_then(|b| b.as_ref().ok())
            .filter(|b| b.commitment == Some(day));
        let best = match board.and_then(|b| b.entries.first().map(|e| (e, b.total))) {
            Some((best, n)) => Msg::new("daily-online-best")
                .text("name", shown_name(&best.name))
                .msg(
                    "total",
                    crate::games::total_text(id, &BTreeMap::new(), best.score),
                )
                .count("n", n),
            None => Msg::new("daily-online-nobody"),
        };
        Some(
            Msg::new("daily-online-screen")
                .msg("best", best)
                .to_string(),
        )
    }

    /// The online part of the daily challenges on the home screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        let server = Self::server(cx);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr("daily-online-title")).size(18.0).strong())
                .on_hover_text(tr("daily-online-title-tip"));
            match &server {
                Some(s) => {
                    ui.label(RichText::new(printable(s)).monospace());
                    if ui.button(tr("daily-online-change")).clicked() {
                        self.address = s.clone();
                        cx.settings.daily_server = None;
                        self.boards.clear();
                        self.shown = None;
                    }
                }
                None => {
                    ui.label(RichText::new(tr("daily-online-blurb")).weak());
                }
            }
        });
        let Some(server) = server else {
            self.address_ui(ui, cx);
            return;
        };
        // The key is read before the boards are drawn: they mark this player's entry. A key
        // that cannot be read is said once; the section says it until Play online tries again.
        if self.key.is_none() && self.key_problem.is_none() {
            self.key(cx);
        }
        if let Some(why) = &self.key_problem {
            ui.label(RichText::new(why).weak());
        }
        let due = self.last_fetch.is_none_or(|t| t.elapsed() > REFRESH);
        let other_server = self
            .boards_of
            .as_deref()
            .is_some_and(|b| b != server.as_str());
        if self.fetching.is_none() && (due || self.stale || other_server) {
            self.stale = false;
            self.fetch(cx, &server);
        }
        self.poll(cx, &server);
        if self.fetching.is_some() || self.asking.is_some() || self.fetching_week.is_some() {
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        } else {
            ui.ctx().request_repaint_after(REFRESH);
        }
        if self.boards_of.as_deref() != Some(server.as_str()) {
            ui.label(RichText::new(tr("daily-online-fetching")).weak());
            return;
        }
        self.table_ui(ui, cx, &server);
        self.board_ui(ui, cx, &server);
    }

    /// No server yet: where to give one.
    fn address_ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        ui.horizontal(|ui| {
            let field = egui::TextEdit::singleline(&mut self.address)
                .hint_text("ws://192.168.1.5:7878")
                .desired_width(260.0);
            let r = ui.add(field);
            r.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::TextInput, true, tr("daily-online-address"))
            });
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let address = self.address.trim().to_string();
            let valid = crate::net::address::is_server_url(&address);
            let b = ui
                .add_enabled(valid, egui::Button::new(tr("daily-online-connect")))
                .on_disabled_hover_text(tr("daily-online-address-hint"));
            if valid && (b.clicked() || enter) {
                cx.settings.daily_server = Some(address);
                self.last_fetch = None;
                self.boards_of = None;
            }
        });
    }

    /// Per game: Play online (or this player's result and place), the day's best, Board.
    fn table_ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell, server: &str) {
        let me = self.my_id(server);
        let mut play = None;
        let mut show = None;
        egui::Grid::new("daily-online")
            .num_columns(4)
            .spacing([14.0, 4.0])
            .show(ui, |ui| {
                for plugin in cx.registry.iter() {
                    let info = plugin.info();
                    ui.label(RichText::new(info.name).strong());
                    let total =
                        |t: i32| crate::games::total_text(info.id, &BTreeMap::new(), t).to_string();
                    match self.boards.get(info.id) {
                        Some(Ok(board)) => {
                            let mine = me
                                .as_deref()
                                .and_then(|me| board.entries.iter().find(|e| e.player == me));
                            match mine {
                                Some(e) => {
                                    ui.label(
                                        Msg::new("daily-online-you")
                                            .text("total", total(e.score))
                                            .count("rank", e.rank)
                                            .count("n", board.total)
                                            .to_string(),
                                    );
                                }
                                None => {
                                    let b = ui
                                        .add_enabled(
                                            self.asking.is_none(),
                                            egui::Button::new(tr("daily-online-play")),
                                        )
                                        .on_hover_text(tr("daily-online-play-tip"));
                                    let name = Msg::new("daily-online-play-name")
                                        .text("game", info.name)
                                        .to_string();
                                    super::widgets::name_button(&b, &name);
                                    if b.clicked() {
                                        play = Some(info.id);
                                    }
                                }
                            }
                            ui.label(match board.entries.first() {
                                Some(best) => Msg::new("daily-online-best")
                                    .text("name", shown_name(&best.name))
                                    .text("total", total(best.score))
                                    .count("n", board.total)
                                    .to_string(),
                                None => tr("daily-online-nobody"),
                            });
                            let open = self.shown.as_ref().is_some_and(|s| s.game == info.id);
                            let b =
                                ui.add(egui::Button::new(tr("daily-online-board")).selected(open));
                            let name = Msg::new("daily-online-board-name")
                                .text("game", info.name)
                                .to_string();
                            super::widgets::name_button(&b, &name);
                            if b.clicked() {
                                show = Some((info.id, open));
                            }
                        }
                        Some(Err(why)) => {
                            ui.label(
                                RichText::new(
                                    Msg::new("daily-online-no-board")
                                        .text("why", why.clone())
                                        .to_string(),
                                )
                                .weak(),
                            );
                            ui.label("");
                            ui.label("");
                        }
                        None => {
                            ui.label(RichText::new(tr("daily-online-fetching")).weak());
                            ui.label("");
                            ui.label("");
                        }
                    }
                    ui.end_row();
                }
            });
        if self.asking.is_some() {
            ui.label(RichText::new(tr("daily-online-asking")).weak());
        }
        if let Some(game) = play {
            self.ask(cx, server, game);
        }
        match show {
            Some((_, true)) => self.shown = None,
            Some((game, false)) => {
                self.shown = Some(BoardShown {
                    game: game.to_string(),
                    week: false,
                    week_board: None,
                })
            }
            None => {}
        }
    }

    /// The board of the game picked with Board: the day's or the week's, this player's line
    /// marked, and whether the day's dice are still sealed.
    fn board_ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell, server: &str) {
        let Some(shown) = self.shown.clone() else {
            return;
        };
        let name = crate::games::find(&shown.game).map_or("", |p| p.info().name);
        ui.add_space(6.0);
        let mut week = shown.week;
        ui.horizontal(|ui| {
            ui.label(RichText::new(name).strong());
            ui.selectable_value(&mut week, false, tr("daily-online-day"));
            ui.selectable_value(&mut week, true, tr("daily-online-week"));
        });
        if week != shown.week {
            let s = self.shown.get_or_insert(shown.clone());
            s.week = week;
            s.week_board = None;
            if week {
                self.fetch_week(cx, server, &shown.game);
            }
            return;
        }
        let board = if week {
            shown.week_board.clone()
        } else {
            self.boards.get(&shown.game).cloned()
        };
        let board = match board {
            None => {
                ui.label(RichText::new(tr("daily-online-fetching")).weak());
                return;
            }
            Some(Err(why)) => {
                ui.label(
                    Msg::new("daily-online-no-board")
                        .text("why", why)
                        .to_string(),
                );
                return;
            }
            Some(Ok(b)) => b,
        };
        let me = self.my_id(server);
        let total = |t: i64| {
            let t = i32::try_from(t).unwrap_or(i32::MAX);
            crate::games::total_text(&board.game, &BTreeMap::new(), t).to_string()
        };
        let head = match &board.week {
            Some((monday, sunday)) => Msg::new("daily-online-week-head")
                .text("from", printable(monday))
                .text("to", printable(sunday))
                .count("n", board.total),
            None => Msg::new("daily-online-day-head")
                .text("date", printable(&board.date))
                .count("n", board.total),
        };
        ui.label(head.to_string());
        let rows: Vec<(usize, String, String, String, bool)> = if week {
            board
                .players
                .iter()
                .take(SHOWN)
                .map(|p| {
                    let days = Msg::new("daily-online-days")
                        .text("total", total(p.total))
                        .count("days", usize::try_from(p.days).unwrap_or(0));
                    let mine = me.as_deref() == Some(p.player.as_str());
                    (
                        p.rank,
                        shown_name(&p.name),
                        printable(&p.player),
                        days.to_string(),
                        mine,
                    )
                })
                .collect()
        } else {
            board
                .entries
                .iter()
                .take(SHOWN)
                .map(|e| {
                    let mine = me.as_deref() == Some(e.player.as_str());
                    let score = total(i64::from(e.score));
                    (
                        e.rank,
                        shown_name(&e.name),
                        printable(&e.player),
                        score,
                        mine,
                    )
                })
                .collect()
        };
        egui::Grid::new(("daily-online-board", week))
            .num_columns(4)
            .striped(true)
            .spacing([14.0, 2.0])
            .show(ui, |ui| {
                for (rank, name, player, score, mine) in rows {
                    let text = |t: String| {
                        let t = RichText::new(t);
                        if mine {
                            t.strong()
                        } else {
                            t
                        }
                    };
                    ui.label(text(format!("{rank}.")));
                    ui.label(text(name));
                    ui.label(text(player).monospace().weak());
                    ui.label(text(score));
                    ui.end_row();
                }
            });
        let listed = board.entries.len().max(board.players.len()).min(SHOWN);
        if listed < board.total {
            ui.label(
                RichText::new(
                    Msg::new("daily-online-more")
                        .count("listed", listed)
                        .count("total", board.total)
                        .to_string(),
                )
                .weak(),
            );
        }
        if !week {
            let sealed = if board.seed.is_some() {
                tr("daily-online-revealed")
            } else {
                tr("daily-online-sealed")
            };
            ui.label(RichText::new(sealed).weak());
        }
    }
}

/// What arrived on `rx`, if anything; the channel is let go once it gave its one answer (or
/// its thread ended without one).
fn arrived<T>(rx: &mut Option<Receiver<T>>) -> Option<T> {
    let got = match rx.as_ref()?.try_recv() {
        Ok(v) => Some(v),
        Err(std::sync::mpsc::TryRecvError::Empty) => return None,
        Err(std::sync::mpsc::TryRecvError::Disconnected) => None,
    };
    *rx = None;
    got
}

/// This player's attempt at today's challenge of `game` on the server at `url`.
#[cfg(not(target_arch = "wasm32"))]
fn attempt(url: &str, game: &str, key: &PlayerKey) -> Result<DailyRoom, String> {
    let trust = crate::net::tls::Trust::for_window(url).map_err(|e| e.to_string())?;
    crate::net::client::ask_daily(&trust, url, game, key).map_err(|e| format!("{e:#}"))
}

/// The browser cannot ask a server for the day's challenge yet (docs/web.md).
#[cfg(target_arch = "wasm32")]
fn attempt(_url: &str, _game: &str, _key: &PlayerKey) -> Result<DailyRoom, String> {
    Err(crate::engine::text::tr("web-no-online-daily"))
}

/// The browser cannot fetch a server's boards yet (docs/web.md).
#[cfg(target_arch = "wasm32")]
fn board(_server: &str, _game: &str, _week: bool) -> Result<DailyBoard, String> {
    Err(crate::engine::text::tr("web-no-online-daily"))
}

/// A board of `game` on `server`: today's, or the week's.
#[cfg(not(target_arch = "wasm32"))]
fn board(server: &str, game: &str, week: bool) -> Result<DailyBoard, String> {
    let trust = crate::net::tls::Trust::for_window(server).map_err(|e| e.to_string())?;
    crate::net::client::fetch_board(&trust, server, game, None, week).map_err(|e| format!("{e:#}"))
}

#[cfg(test)]
#[path = "daily_online_tests.rs"]
mod tests;
