//! The game screen around the play area: menus, the side panel (undo, redo, hint, tutorial, bot
//! play, scores, log) and the status bar. The play area itself is `ui::play`, the same for every
//! game.

use super::app::{App, Screen};
use super::command::{self, Command};
use super::played::ScreenGame;
use crate::engine::text::{tr, Msg};
use crate::engine::{BotLevel, Names};
use crate::game::{Match, MatchSetup};
use crate::net::remote::{RemoteSeat, Synced};
use crate::sheet_kit::PlayEnv;
use egui::RichText;
use std::path::PathBuf;

/// A game on the screen.
pub struct GameScreen {
    pub m: ScreenGame,
    /// For a game played over the network: this window's seat in the server's room. The game
    /// `m` is then a replica of the server's, rebuilt from every state the server sends.
    pub remote: Option<RemoteSeat>,
    /// Where Ctrl+S writes (set by Save as or Open).
    pub path: Option<PathBuf>,
    pub tutorial: bool,
    /// "Bot plays": the Normal bot plays the human seats too.
    pub autoplay: bool,
    pub(super) last_bot_time: f64,
    /// The position last autosaved.
    pub(super) saved_generation: u64,
    pub export_seat: usize,
    pub end_dismissed: bool,
    /// How the game was set up, for "Play again".
    pub(super) setup: Option<(String, MatchSetup)>,
    /// Score totals for the side panel, per position.
    totals: Option<(u64, Vec<i32>)>,
    /// "Skip to my turn" is running: bots act without waiting until a person must act.
    pub skipping: bool,
    /// The game code (game, options, seed) a friend can type into New game.
    pub code: Option<String>,
    /// Whether the finished game was offered to the daily challenge records.
    pub daily_checked: bool,
    /// The review's timeline, while it is open (the game waits meanwhile).
    pub review: Option<super::review::ReviewMode>,
    /// Whether this game is in the history already (finished or abandoned); a game opened
    /// already over counts as recorded.
    pub recorded: bool,
    /// When this game was started or opened (unix seconds), for the history.
    pub started: i64,
    /// Its id in the history, once recorded (or when opened from there).
    pub history_id: Option<i64>,
    /// The daily challenge this game plays (its date, and whether it is the attempt rather
    /// than practice).
    pub daily: Option<(String, bool)>,
    /// A solo game's comparison with the player's earlier finished solo games of this game
    /// (best score, how many), looked up when it finished.
    pub past_best: Option<(i32, usize)>,
    /// Whether the game's save carries a commitment to its seed (a network game): the end window
    /// then offers "Verify the dice".
    pub sealed: bool,
    /// What "Verify the dice" found, in one line.
    pub dice_check: Option<Result<String, String>>,
}

impl GameScreen {
    pub fn new(m: ScreenGame, tutorial: bool) -> Self {
        let generation = m.generation();
        let m_over = m.is_over();
        let sealed = m
            .save_text()
            .ok()
            .and_then(|t| crate::engine::save::peek_seal(&t).ok().flatten())
            .is_some();
        // A network game's seed is its server's (and secret while it runs): no code to share.
        let code = (!sealed)
            .then(|| crate::game_code::encode(m.info().id, &m.option_choices(), m.seed()))
            .flatten();
        GameScreen {
            m,
            remote: None,
            path: None,
            tutorial,
            autoplay: false,
            last_bot_time: f64::NEG_INFINITY,
            saved_generation: generation,
            export_seat: 0,
            daily_checked: false,
            review: None,
            recorded: m_over,
            started: crate::history::now(),
            history_id: None,
            daily: None,
            past_best: None,
            sealed,
            dice_check: None,
            end_dismissed: false,
            setup: None,
            totals: None,
            skipping: false,
            code,
        }
    }

    /// A game played over the network from this window: `m` is the replica of the server's game.
    pub fn networked(mut m: ScreenGame, seat: RemoteSeat) -> Self {
        seat.focus_mine(&mut *m);
        let mut g = GameScreen::new(m, false);
        g.remote = Some(seat);
        g.sealed = true;
        g.code = None;
        g
    }

    /// "Verify the dice": the finished game's save against its revealed seed, and over the
    /// network against the commitment this seat was given at the start.
    pub fn verify_dice(&mut self) {
        let checked = self
            .m
            .save_text()
            .map_err(|e| e.to_string())
            .and_then(|text| {
                match &self.remote {
                    Some(seat) => seat.commitments().verify(&text),
                    None => crate::net::fair::verify(&text),
                }
                .map(|fair| fair.msg().to_string())
                .map_err(|unfair| {
                    Msg::new("status-not-fair")
                        .msg("why", unfair.msg())
                        .to_string()
                })
            });
        self.dice_check = Some(checked);
    }

    /// Whether a human may act now (not a bot's turn, not while "Bot plays for me").
    pub fn human_turn(&self) -> bool {
        self.person_to_move() && !self.autoplay
    }

    /// Whether the seat in focus is a person's who may act here (over the network: this window's
    /// seat, connected, with nothing on its way to the server).
    pub fn person_to_move(&self) -> bool {
        match &self.remote {
            Some(seat) => seat.may_act(&*self.m),
            None => self.m.person_to_move(),
        }
    }

    /// Whether bots play here: not over the network (the server plays the bots, and "Bot plays
    /// for me" is not offered).
    pub fn bots_here(&self) -> bool {
        self.remote.is_none()
    }

    /// The bot seat that may act here.
    pub fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        self.m.bot_to_move().filter(|_| self.bots_here())
    }

    /// Whether undo can take anything back here. Nothing is undone over the network, in a daily
    /// challenge's attempt (practice games undo), or once the game is over: its result is then
    /// in the history (Review › Play on from here tries another line).
    pub fn can_undo(&self) -> bool {
        self.remote.is_none()
            && !self.m.is_over()
            && !self.daily.as_ref().is_some_and(|(_, attempt)| *attempt)
            && self.m.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.remote.is_none() && self.m.can_redo()
    }

    pub fn undo(&mut self) -> bool {
        self.can_undo() && self.m.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.can_redo() && self.m.redo()
    }

    /// Hands the sheet to a ready seat (hot seat); over the network only this window's own.
    pub fn focus(&mut self, seat: usize) -> bool {
        if self.remote.as_ref().is_some_and(|r| !r.may_focus(seat)) {
            return false;
        }
        self.m.focus(seat)
    }

    /// Draws the play area; a click that applied an action is sent to the server in a network
    /// game.
    pub fn play_ui(&mut self, ui: &mut egui::Ui, env: &PlayEnv) -> bool {
        let before = self.m.action_count();
        let acted = self.m.play_ui(ui, env);
        if let Some(seat) = &mut self.remote {
            if self.m.action_count() > before {
                seat.send_new(&*self.m, before);
            }
        }
        acted
    }

    /// Takes in what arrived over the network (every frame); true when anything changed. When the
    /// server's game changed, its new lines are appended to the replica (loaded anew only from a
    /// whole state: on joining again, and at the end, when the save is revealed).
    pub fn sync(&mut self) -> bool {
        let Some(seat) = &mut self.remote else {
            return false;
        };
        let synced = seat.sync();
        if synced == Synced::Game {
            if seat.take_reload() {
                match ScreenGame::load(seat.save()) {
                    Ok(mut m) => {
                        m.mark();
                        self.m.replace_with(m);
                    }
                    // A newer server's game this build cannot read: keep the last good copy.
                    Err(e) => seat.unreadable(e),
                }
            }
            let before = self.m.generation();
            seat.catch_up(&mut *self.m);
            if self.m.generation() != before {
                seat.focus_mine(&mut *self.m);
            }
        }
        synced != Synced::Nothing
    }

    fn totals(&mut self) -> &[i32] {
        let generation = self.m.generation();
        if self.totals.as_ref().is_none_or(|(g, _)| *g != generation) {
            let totals = self.m.scores().iter().map(|s| s.total).collect();
            self.totals = Some((generation, totals));
        }
        self.totals.as_ref().map_or(&[], |(_, t)| t.as_slice())
    }
}

impl App {
    pub(super) fn game_ui(&mut self, ui: &mut egui::Ui) {
        if self.game.is_none() {
            self.screen = Screen::Home;
            return;
        }
        let state = self.command_state();
        let mut picked = None;
        egui::Panel::top("menu").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| command::menus_ui(ui, &state, &mut picked));
        });
        if let Some(c) = picked {
            self.run_command(c);
        }
        self.status_bar(ui);
        if self.game.as_ref().is_some_and(|g| g.review.is_none()) {
            self.side_panel(ui);
        }
        let style = self.sheet_style();
        let anim_speed = self.settings.anim_speed;
        let Some(g) = &mut self.game else { return };
        let thinking = g.m.thinking().filter(|t| t.secs > 0.2).map(|t| {
            let level = t.level.label();
            match t.purpose {
                crate::game::Purpose::Move => {
                    let name = if t.seat < g.m.seats().len() {
                        Names::of(g.m.seats()).get(t.seat).into_owned()
                    } else {
                        tr("status-the-bot")
                    };
                    // The header above already names the seat and its level.
                    match t.secs.floor() {
                        secs if secs >= 1.0 => Msg::new("status-thinking-secs")
                            .text("name", name)
                            .int("secs", secs as i64)
                            .to_string(),
                        _ => Msg::new("status-thinking").text("name", name).to_string(),
                    }
                }
                crate::game::Purpose::Hint => Msg::new("status-hint-looking")
                    .text("level", level)
                    .to_string(),
            }
        });
        let env = PlayEnv {
            tutorial: g.tutorial,
            human_turn: g.human_turn(),
            anim_speed,
            style,
            thinking,
        };
        if g.review.is_some() {
            // The review shows positions as they were: no input, no animation, no thinking.
            let env = PlayEnv {
                tutorial: false,
                human_turn: false,
                anim_speed: 0.0,
                thinking: None,
                ..env
            };
            self.review_ui(ui, &env);
            return;
        }
        egui::CentralPanel::default().show(ui, |ui| {
            g.play_ui(ui, &env);
        });
        if g.m.is_over() && !g.end_dismissed {
            self.end_window(ui.ctx());
        }
    }

    /// Puts the game code on the clipboard.
    pub(super) fn copy_code(&mut self) {
        let Some(code) = self.game.as_ref().and_then(|g| g.code.clone()) else {
            return;
        };
        self.copy_request = Some(code.clone());
        self.note(
            Msg::new("status-code-copied")
                .text("code", code)
                .to_string(),
        );
    }

    /// One line at the bottom for notes ("Saved to …"): always there, so nothing moves when a
    /// message appears.
    pub(super) fn status_bar(&mut self, ui: &mut egui::Ui) {
        let now = ui.ctx().input(|i| i.time);
        let mut dismiss = false;
        // A note has an age: it goes once it is old (a note belongs to its moment).
        if let Some(n) = self.notice.as_mut().filter(|n| !n.error) {
            let since = *n.shown_at.get_or_insert(now);
            let left = super::app::NOTE_SECONDS - (now - since);
            if left <= 0.0 {
                self.notice = None;
            } else {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(left));
            }
        }
        let note = self
            .notice
            .as_ref()
            .filter(|n| !n.error)
            .map(|n| n.text.clone());
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.set_min_height(22.0);
                if let Some(text) = &note {
                    ui.label(RichText::new(text).italics());
                    if ui.small_button(tr("status-dismiss")).clicked() {
                        dismiss = true;
                    }
                }
            });
        });
        if dismiss {
            self.notice = None;
        }
    }

    fn side_panel(&mut self, ui: &mut egui::Ui) {
        let state = self.command_state();
        let mut picked = None;
        let mut table = super::table::TableOut::default();
        let mut mutes = None;
        let bot_speed = &mut self.settings.bot_speed;
        let Some(g) = &mut self.game else { return };
        egui::Panel::right("side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| {
                ui.add_space(4.0);
                ui.heading(g.m.info().name);
                if let Some(code) = &g.code {
                    ui.horizontal(|ui| {
                        ui.label(tr("side-game-code"));
                        ui.label(RichText::new(code).monospace().strong())
                            .on_hover_text(tr("side-game-code-tip"));
                        if command::small_button_ui(ui, Command::CopyCode, &state).clicked() {
                            picked = Some(Command::CopyCode);
                        }
                    });
                }
                ui.horizontal(|ui| {
                    for c in [Command::Undo, Command::Redo, Command::Hint] {
                        if command::button_ui(ui, c, &state).clicked() {
                            picked = Some(c);
                        }
                    }
                });
                if command::button_ui(ui, Command::Review, &state).clicked() {
                    picked = Some(Command::Review);
                }
                if command::checkbox_ui(ui, Command::Tutorial, &state) {
                    picked = Some(Command::Tutorial);
                }
                // In a network game the server plays the bots at once: nothing to skip or pace.
                if g.remote.is_none() {
                    if command::button_ui(ui, Command::Skip, &state)
                        .on_disabled_hover_text(tr("side-skip-disabled"))
                        .clicked()
                    {
                        picked = Some(Command::Skip);
                    }
                    ui.horizontal(|ui| {
                        if command::checkbox_ui(ui, Command::BotPlaysForMe, &state) {
                            picked = Some(Command::BotPlaysForMe);
                        }
                        ui.add(
                            egui::Slider::new(bot_speed, 0.25..=20.0)
                                .logarithmic(true)
                                .text(tr("side-moves-per-second")),
                        );
                    });
                }
                if g.m.seats().len() > 1 {
                    let names = Names::of(g.m.seats());
                    let current = if g.export_seat < g.m.seats().len() {
                        names.get(g.export_seat).into_owned()
                    } else {
                        String::new()
                    };
                    egui::ComboBox::from_label(tr("side-export-seat"))
                        .selected_text(current)
                        .show_ui(ui, |ui| {
                            for i in 0..g.m.seats().len() {
                                let name = names.get(i).into_owned();
                                ui.selectable_value(&mut g.export_seat, i, name);
                            }
                        });
                }
                table = super::table::table_ui(ui, g);
                ui.separator();
                ui.label(RichText::new(tr("side-scores")).strong());
                let totals = g.totals().to_vec();
                let names = Names::of(g.m.seats());
                for (seat, total) in totals.into_iter().enumerate() {
                    ui.label(format!("{}: {total}", names.get(seat)));
                }
                ui.separator();
                ui.label(RichText::new(tr("side-log")).strong());
                match &mut g.remote {
                    // The log and the table's chat share what is left of the panel.
                    Some(seat) => {
                        let names: Vec<String> = (0..g.m.seats().len())
                            .map(|i| names.get(i).into_owned())
                            .collect();
                        log_ui(ui, &*g.m, Some((ui.available_height() * 0.4).max(80.0)));
                        ui.separator();
                        if super::chat::chat_ui(ui, seat, &names) {
                            let room = seat.room().room;
                            mutes =
                                Some((room, seat.token().to_string(), seat.chat().muted.clone()));
                        }
                    }
                    None => log_ui(ui, &*g.m, None),
                }
            });
        if let Some(c) = picked {
            self.run_command(c);
        }
        if let Some((room, token, muted)) = mutes {
            self.remember_mutes(&room, &token, &muted);
        }
        if let Some(text) = table.copy {
            self.copy_request = Some(text);
        }
        if let Some(e) = table.problem {
            self.error(e);
        }
    }
}

/// The log: rows wrap to the panel's width, and only the rows in view are laid out. It fills
/// the rest of the panel, or `height` of it.
fn log_ui(ui: &mut egui::Ui, m: &dyn Match, height: Option<f32>) {
    let area = egui::ScrollArea::vertical()
        .id_salt("log")
        .stick_to_bottom(true)
        .auto_shrink([false, false]);
    let area = match height {
        Some(h) => area.max_height(h),
        None => area,
    };
    let rows = super::log_rows::LogRows {
        id: ui.scope_id().with("log-rows"),
        count: m.action_count(),
        one_line: ui.text_style_height(&egui::TextStyle::Body),
        target: None,
        jump: false,
    };
    let text = |i: usize| {
        m.log_line(i)
            .map(|line| {
                let who = super::review::who_words(m, &line);
                super::log_rows::numbered(i, &who, &line.text.to_string())
            })
            .unwrap_or_default()
    };
    let font = egui::TextStyle::Body.resolve(ui.style());
    rows.show(
        ui,
        area,
        |ui, i| {
            let r = ui.add(egui::Label::new(text(i)).wrap());
            match m.log_notation(i) {
                Some(n) => r.on_hover_ui(|ui| {
                    ui.label(RichText::new(n).monospace().weak());
                }),
                None => r,
            }
        },
        |ctx, i, width| super::log_rows::text_height(ctx, &font, text(i), width),
    );
}
