//! The app shell: home screen, new-game dialog, game screen with menus, side panel and end screen,
//! settings, saves (dialogs, drag-and-drop, autosave) and export. Games draw themselves through
//! [`Match::play_ui`]; nothing here knows a game's rules.

use super::settings::{data_dir, Settings};
use crate::engine::save::{read_file, write_atomic};
use crate::engine::{BotLevel, GamePlugin, Match, MatchSetup, SeatInfo, SeatKind, ToMove};
use crate::games;
use crate::ui_contract::{SheetStyle, UiEnv};
use egui::{Key, KeyboardShortcut, Modifiers, RichText};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A game on the screen.
pub struct GameScreen {
    pub m: Box<dyn Match>,
    /// Where Ctrl+S writes (set by Save as or Open).
    pub path: Option<PathBuf>,
    pub tutorial: bool,
    /// The hint for action number `.0`: notation and the bot's value estimate.
    pub hint: Option<(usize, String, Option<f64>)>,
    /// "Bot plays": the Normal bot plays the human seats too.
    pub autoplay: bool,
    last_bot_time: f64,
    saved_actions: usize,
    pub export_seat: usize,
    pub end_dismissed: bool,
    /// How the game was set up, for "Play again".
    setup: Option<(String, MatchSetup)>,
}

impl GameScreen {
    pub fn new(m: Box<dyn Match>, tutorial: bool) -> Self {
        GameScreen {
            m,
            path: None,
            tutorial,
            hint: None,
            autoplay: false,
            last_bot_time: f64::NEG_INFINITY,
            saved_actions: usize::MAX,
            export_seat: 0,
            end_dismissed: false,
            setup: None,
        }
    }
}

/// The new-game dialog's state.
pub struct NewGameDialog {
    pub game: usize,
    pub seats: Vec<(String, SeatKind)>,
    pub seed_text: String,
    pub options: BTreeMap<String, String>,
    pub tutorial: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Screen {
    Home,
    Game,
}

/// A message for the player: an error in a modal, or a short note in the side panel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

pub struct App {
    pub settings: Settings,
    pub data_dir: PathBuf,
    registry: Vec<Box<dyn GamePlugin>>,
    screen: Screen,
    pub game: Option<GameScreen>,
    pub new_game: Option<NewGameDialog>,
    how_to_play: Option<usize>,
    show_settings: bool,
    pub notice: Option<Notice>,
    /// "Game — summary" of the autosave, if there is one.
    continue_summary: Option<String>,
    applied_style: Option<(bool, f32)>,
}

impl App {
    pub fn new(settings: Settings, data_dir: PathBuf) -> Self {
        let mut app = App {
            settings,
            data_dir,
            registry: games::registry(),
            screen: Screen::Home,
            game: None,
            new_game: None,
            how_to_play: None,
            show_settings: false,
            notice: None,
            continue_summary: None,
            applied_style: None,
        };
        app.refresh_continue();
        app
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    fn refresh_continue(&mut self) {
        self.continue_summary = read_file(&self.autosave_path()).ok().map(|text| {
            let game = crate::engine::save::peek_game(&text).unwrap_or_else(|_| "?".into());
            let name = games::find(&game)
                .map(|g| g.info().name)
                .unwrap_or("unknown game");
            let summary = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("summary: \""))
                .map(|s| s.trim_end_matches("\",").trim_end_matches('"').to_string())
                .unwrap_or_default();
            format!("{name} — {summary}")
        });
    }

    /// Starts a game from a setup.
    pub fn start_game(&mut self, game: usize, setup: MatchSetup, tutorial: bool) {
        let Some(plugin) = self.registry.get(game) else {
            return;
        };
        match plugin.new_match(setup.clone()) {
            Ok(m) => {
                let mut g = GameScreen::new(m, tutorial);
                g.setup = Some((plugin.info().id.to_string(), setup));
                self.game = Some(g);
                self.screen = Screen::Game;
                self.autosave();
            }
            Err(e) => self.error(format!("Cannot start the game: {e}")),
        }
    }

    /// Opens a save; on any failure the current game stays as it was.
    pub fn open_path(&mut self, path: &Path) {
        match crate::cli::load_path(path) {
            Ok(m) => {
                let tutorial = self.settings.tutorial_default;
                let mut g = GameScreen::new(m, tutorial);
                g.path = Some(path.to_path_buf());
                g.saved_actions = g.m.action_count();
                self.game = Some(g);
                self.screen = Screen::Game;
                self.note(format!("Opened {}", path.display()));
                self.autosave();
            }
            Err(e) => self.error(format!(
                "Could not open the save. Your current game is unchanged.\n\n{e:#}"
            )),
        }
    }

    pub fn continue_autosave(&mut self) {
        let path = self.autosave_path();
        self.open_path(&path);
        if let Some(g) = &mut self.game {
            // The autosave is not the player's file: Ctrl+S should ask where to save.
            if g.path.as_deref() == Some(path.as_path()) {
                g.path = None;
            }
        }
    }

    fn error(&mut self, text: String) {
        self.notice = Some(Notice { text, error: true });
    }
    fn note(&mut self, text: String) {
        self.notice = Some(Notice { text, error: false });
    }

    /// Writes the running game to the autosave file (atomically).
    fn autosave(&mut self) {
        let Some(g) = &self.game else { return };
        match g.m.save_text() {
            Ok(text) => {
                if let Err(e) = write_atomic(&self.autosave_path(), text.as_bytes()) {
                    self.error(format!("Autosave failed: {e}"));
                }
            }
            Err(e) => self.error(format!("Autosave failed: {e}")),
        }
    }

    pub fn save_to(&mut self, path: &Path) {
        let Some(g) = &mut self.game else { return };
        let result =
            g.m.save_text()
                .and_then(|t| write_atomic(path, t.as_bytes()).map_err(|e| e.to_string()));
        match result {
            Ok(()) => {
                g.path = Some(path.to_path_buf());
                self.note(format!("Saved to {}", path.display()));
            }
            Err(e) => self.error(format!("Could not save to {}: {e}", path.display())),
        }
    }

    fn save(&mut self, ask: bool) {
        let Some(g) = &self.game else { return };
        let path = match (&g.path, ask) {
            (Some(p), false) => Some(p.clone()),
            _ => rfd::FileDialog::new()
                .add_filter("dicepad save", &["ron"])
                .set_file_name(format!("{}.ron", g.m.info().id))
                .save_file(),
        };
        if let Some(p) = path {
            self.save_to(&p);
        }
    }

    fn open_dialog(&mut self) {
        if let Some(p) = rfd::FileDialog::new()
            .add_filter("dicepad save", &["ron"])
            .pick_file()
        {
            self.open_path(&p);
        }
    }

    pub fn export_to(&mut self, path: &Path) {
        let Some(g) = &self.game else { return };
        match crate::export::export_png(g.m.as_ref(), g.export_seat, path) {
            Ok(()) => self.note(format!("Exported {}", path.display())),
            Err(e) => self.error(format!("Export failed: {e:#}")),
        }
    }

    fn export_dialog(&mut self) {
        let Some(g) = &self.game else { return };
        if let Some(p) = rfd::FileDialog::new()
            .add_filter("PNG image", &["png"])
            .set_file_name(format!("{}.png", g.m.info().id))
            .save_file()
        {
            self.export_to(&p);
        }
    }

    pub fn open_new_game(&mut self, game: usize) {
        let Some(plugin) = self.registry.get(game) else {
            return;
        };
        let info = plugin.info();
        let seats = (0..info.min_seats.max(1))
            .map(|i| {
                let kind = if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(BotLevel::Normal)
                };
                (self.settings.name(i), kind)
            })
            .collect();
        let options = plugin
            .option_specs()
            .iter()
            .filter_map(|o| {
                o.choices
                    .first()
                    .map(|c| (o.key.to_string(), c.0.to_string()))
            })
            .collect();
        self.new_game = Some(NewGameDialog {
            game,
            seats,
            seed_text: String::new(),
            options,
            tutorial: self.settings.tutorial_default,
        });
    }

    pub fn undo(&mut self) {
        if let Some(g) = &mut self.game {
            g.autoplay = false;
            g.m.undo();
        }
    }
    pub fn redo(&mut self) {
        if let Some(g) = &mut self.game {
            g.m.redo();
        }
    }
    pub fn hint(&mut self) {
        if let Some(g) = &mut self.game {
            if let ToMove::Seat(_) = g.m.to_move() {
                if let Some((a, v)) = g.m.bot_choice(BotLevel::Normal) {
                    g.hint = Some((g.m.action_count(), a, v));
                }
            }
        }
    }

    /// Everything, every frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.apply_style(ui.ctx());
        self.handle_input(ui.ctx());
        match self.screen {
            Screen::Home => self.home_ui(ui),
            Screen::Game => self.game_ui(ui),
        }
        self.windows_ui(ui.ctx());
        self.after_frame(ui.ctx());
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        let want = (self.settings.dark, self.settings.ui_scale);
        if self.applied_style != Some(want) {
            ctx.set_visuals(if want.0 {
                egui::Visuals::dark()
            } else {
                egui::Visuals::light()
            });
            ctx.set_zoom_factor(want.1.clamp(0.5, 3.0));
            self.applied_style = Some(want);
        }
    }

    fn handle_input(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| !p.as_os_str().is_empty())
                .collect()
        });
        if let Some(p) = dropped.first() {
            self.open_path(p);
        }
        let typing = ctx.egui_wants_keyboard_input();
        let shortcut = |m, k| ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)));
        if shortcut(Modifiers::COMMAND, Key::O) {
            self.open_dialog();
        }
        if self.game.is_none() || self.screen != Screen::Game {
            return;
        }
        if shortcut(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z)
            || shortcut(Modifiers::COMMAND, Key::Y)
        {
            self.redo();
        }
        if shortcut(Modifiers::COMMAND, Key::Z) {
            self.undo();
        }
        if shortcut(Modifiers::COMMAND, Key::S) {
            self.save(false);
        }
        if shortcut(Modifiers::COMMAND, Key::E) {
            self.export_dialog();
        }
        if !typing && shortcut(Modifiers::NONE, Key::H) {
            self.hint();
        }
    }

    /// Bots act at the chosen speed; changes are autosaved; stale hints are dropped.
    fn after_frame(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let speed = self.settings.bot_speed.clamp(0.25, 50.0) as f64;
        let mut changed = false;
        if let Some(g) = &mut self.game {
            if self.screen == Screen::Game && !g.m.is_over() {
                let level = match (g.m.bot_to_move(), g.m.to_move()) {
                    (Some((_, level)), _) => Some(level),
                    (None, ToMove::Seat(_)) if g.autoplay => Some(BotLevel::Normal),
                    _ => None,
                };
                if let Some(level) = level {
                    let wait = 1.0 / speed - (now - g.last_bot_time);
                    if wait <= 0.0 {
                        if let Some((a, _)) = g.m.bot_choice(level) {
                            if let Err(e) = g.m.apply_str(&a) {
                                self.notice = Some(Notice {
                                    text: format!("A bot move was refused: {e}"),
                                    error: true,
                                });
                                g.autoplay = false;
                            }
                        }
                        g.last_bot_time = now;
                        ctx.request_repaint_after(std::time::Duration::from_secs_f64(1.0 / speed));
                    } else {
                        ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
                    }
                }
            }
            if g.hint.as_ref().is_some_and(|h| h.0 != g.m.action_count()) {
                g.hint = None;
            }
            if g.saved_actions != g.m.action_count() {
                g.saved_actions = g.m.action_count();
                changed = true;
            }
        }
        if changed {
            self.autosave();
        }
    }

    fn home_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("home-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(RichText::new("dicepad").size(26.0).strong());
                ui.label("roll-and-write and tile games, with bots for empty seats");
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Settings").clicked() {
                        self.show_settings = true;
                    }
                    if ui
                        .button("Open save…")
                        .on_hover_text("Ctrl+O; or drop a .ron file on the window")
                        .clicked()
                    {
                        self.open_dialog();
                    }
                });
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(summary) = self.continue_summary.clone() {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.horizontal(|ui| {
                            if ui.button(RichText::new("Continue").size(18.0)).clicked() {
                                self.continue_autosave();
                            }
                            ui.label(format!("the last game: {summary}"));
                        });
                    });
                    ui.add_space(8.0);
                }
                let infos: Vec<_> = self.registry.iter().map(|g| g.info()).collect();
                for (i, info) in infos.iter().enumerate() {
                    egui::Frame::group(ui.style())
                        .inner_margin(10.0)
                        .show(ui, |ui| {
                            ui.set_width(ui.available_width());
                            ui.horizontal(|ui| {
                                ui.label(RichText::new(info.name).size(20.0).strong());
                                ui.label(players_text(info.min_seats, info.max_seats));
                            });
                            ui.label(info.blurb);
                            ui.horizontal(|ui| {
                                // Each card's buttons carry the game's name for screen readers
                                // (and UI tests), as every card shows the same two words.
                                let new = ui.button(RichText::new("New game").size(16.0));
                                let name = info.name;
                                new.widget_info(|| {
                                    egui::WidgetInfo::labeled(
                                        egui::Role::Button,
                                        true,
                                        format!("New game: {name}"),
                                    )
                                });
                                if new.clicked() {
                                    self.open_new_game(i);
                                }
                                let how = ui.button("How to play");
                                how.widget_info(|| {
                                    egui::WidgetInfo::labeled(
                                        egui::Role::Button,
                                        true,
                                        format!("How to play {name}"),
                                    )
                                });
                                if how.clicked() {
                                    self.how_to_play = Some(i);
                                }
                            });
                        });
                    ui.add_space(6.0);
                }
                for (id, name) in games::COMING {
                    if games::find(id).is_none() {
                        egui::Frame::group(ui.style())
                            .inner_margin(10.0)
                            .show(ui, |ui| {
                                ui.set_width(ui.available_width());
                                ui.label(RichText::new(*name).size(20.0).weak());
                                ui.label(RichText::new("coming soon").italics().weak());
                            });
                        ui.add_space(6.0);
                    }
                }
            });
        });
    }

    fn game_ui(&mut self, ui: &mut egui::Ui) {
        let Some(g) = &self.game else {
            self.screen = Screen::Home;
            return;
        };
        let info = g.m.info();
        let mut action: Option<MenuAction> = None;
        egui::Panel::top("menu").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                ui.menu_button("File", |ui| {
                    if ui.button("New game…").clicked() {
                        action = Some(MenuAction::NewGame);
                    }
                    if ui
                        .add(egui::Button::new("Open…").shortcut_text("Ctrl+O"))
                        .clicked()
                    {
                        action = Some(MenuAction::Open);
                    }
                    if ui
                        .add(egui::Button::new("Save").shortcut_text("Ctrl+S"))
                        .clicked()
                    {
                        action = Some(MenuAction::Save);
                    }
                    if ui.button("Save as…").clicked() {
                        action = Some(MenuAction::SaveAs);
                    }
                    if ui
                        .add(egui::Button::new("Export PNG…").shortcut_text("Ctrl+E"))
                        .clicked()
                    {
                        action = Some(MenuAction::Export);
                    }
                    ui.separator();
                    if ui.button("Home").clicked() {
                        action = Some(MenuAction::Home);
                    }
                });
                ui.menu_button("Game", |ui| {
                    if ui
                        .add(egui::Button::new("Undo").shortcut_text("Ctrl+Z"))
                        .clicked()
                    {
                        action = Some(MenuAction::Undo);
                    }
                    if ui
                        .add(egui::Button::new("Redo").shortcut_text("Ctrl+Y"))
                        .clicked()
                    {
                        action = Some(MenuAction::Redo);
                    }
                    if ui
                        .add(egui::Button::new("Hint").shortcut_text("H"))
                        .clicked()
                    {
                        action = Some(MenuAction::Hint);
                    }
                });
                ui.menu_button("View", |ui| {
                    if ui.button("Settings…").clicked() {
                        action = Some(MenuAction::Settings);
                    }
                });
                ui.menu_button("Help", |ui| {
                    if ui.button(format!("How to play {}", info.name)).clicked() {
                        action = Some(MenuAction::HowTo);
                    }
                });
            });
        });
        if let Some(a) = action {
            self.menu_action(a, info.id);
        }
        self.side_panel(ui);
        let style = if self.settings.dark {
            SheetStyle::dark()
        } else {
            SheetStyle::light()
        };
        let anim_speed = self.settings.anim_speed;
        let Some(g) = &mut self.game else { return };
        let env = UiEnv {
            tutorial: g.tutorial,
            human_turn: g.m.bot_to_move().is_none()
                && !g.autoplay
                && matches!(g.m.to_move(), ToMove::Seat(_)),
            hint: g.hint.as_ref().map(|(_, a, v)| (a.clone(), *v)),
            anim_speed,
            style,
        };
        egui::CentralPanel::default().show(ui, |ui| {
            g.m.play_ui(ui, &env);
        });
        if g.m.is_over() && !g.end_dismissed {
            self.end_window(ui.ctx());
        }
    }

    fn menu_action(&mut self, a: MenuAction, game_id: &str) {
        match a {
            MenuAction::NewGame => {
                let i = self
                    .registry
                    .iter()
                    .position(|g| g.info().id == game_id)
                    .unwrap_or(0);
                self.open_new_game(i);
            }
            MenuAction::Open => self.open_dialog(),
            MenuAction::Save => self.save(false),
            MenuAction::SaveAs => self.save(true),
            MenuAction::Export => self.export_dialog(),
            MenuAction::Home => {
                self.screen = Screen::Home;
                self.refresh_continue();
            }
            MenuAction::Undo => self.undo(),
            MenuAction::Redo => self.redo(),
            MenuAction::Hint => self.hint(),
            MenuAction::Settings => self.show_settings = true,
            MenuAction::HowTo => {
                self.how_to_play = self.registry.iter().position(|g| g.info().id == game_id);
            }
        }
    }

    fn side_panel(&mut self, ui: &mut egui::Ui) {
        let mut do_undo = false;
        let mut do_redo = false;
        let mut do_hint = false;
        let mut dismiss_notice = false;
        let bot_speed = &mut self.settings.bot_speed;
        let notice = self.notice.clone();
        let Some(g) = &mut self.game else { return };
        egui::Panel::right("side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| {
                ui.add_space(4.0);
                ui.heading(g.m.info().name);
                let turn = match g.m.to_move() {
                    ToMove::Seat(i) => {
                        let seat = &g.m.seats()[i];
                        let who = match seat.kind {
                            SeatKind::Human => String::new(),
                            SeatKind::Bot(l) => format!(" ({} bot)", l.label()),
                        };
                        format!("Turn: {}{who}", seat.name)
                    }
                    ToMove::Chance => "The dice are rolling".into(),
                    ToMove::Over => "Game over".into(),
                };
                ui.label(RichText::new(turn).strong().size(16.0));
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(RichText::new(g.m.prompt()).size(15.0));
                });
                if let Some((_, a, v)) = &g.hint {
                    let value = v
                        .map(|v| format!(" — expected final score about {v:.1}"))
                        .unwrap_or_default();
                    ui.label(
                        RichText::new(format!("Hint: {a}{value}")).color(SheetStyle::light().hint),
                    );
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(g.m.can_undo(), egui::Button::new("Undo"))
                        .on_hover_text("Ctrl+Z")
                        .clicked()
                    {
                        do_undo = true;
                    }
                    if ui
                        .add_enabled(g.m.can_redo(), egui::Button::new("Redo"))
                        .on_hover_text("Ctrl+Y")
                        .clicked()
                    {
                        do_redo = true;
                    }
                    let can_hint = matches!(g.m.to_move(), ToMove::Seat(_));
                    if ui
                        .add_enabled(can_hint, egui::Button::new("Hint"))
                        .on_hover_text("H")
                        .clicked()
                    {
                        do_hint = true;
                    }
                });
                ui.checkbox(
                    &mut g.tutorial,
                    "Tutorial: highlight legal moves and explain the others",
                );
                ui.horizontal(|ui| {
                    ui.checkbox(&mut g.autoplay, "Bot plays for me");
                    ui.add(
                        egui::Slider::new(bot_speed, 0.25..=20.0)
                            .logarithmic(true)
                            .text("moves/s"),
                    );
                });
                if g.m.seats().len() > 1 {
                    let names: Vec<String> = g.m.seats().iter().map(|s| s.name.clone()).collect();
                    egui::ComboBox::from_label("Export seat")
                        .selected_text(names.get(g.export_seat).cloned().unwrap_or_default())
                        .show_ui(ui, |ui| {
                            for (i, n) in names.iter().enumerate() {
                                ui.selectable_value(&mut g.export_seat, i, n);
                            }
                        });
                }
                if let Some(n) = notice.as_ref().filter(|n| !n.error) {
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(&n.text).italics());
                        if ui.small_button("Dismiss").clicked() {
                            dismiss_notice = true;
                        }
                    });
                }
                ui.separator();
                ui.label(RichText::new("Scores").strong());
                let scores = g.m.scores();
                for (seat, sc) in g.m.seats().iter().zip(&scores) {
                    ui.label(format!("{}: {}", seat.name, sc.total));
                }
                ui.separator();
                ui.label(RichText::new("Log").strong());
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        for (i, line) in g.m.log_lines().iter().enumerate() {
                            ui.label(format!("{}. {}: {}", i + 1, line.who, line.text))
                                .on_hover_text(&line.notation);
                        }
                    });
            });
        if dismiss_notice {
            self.notice = None;
        }
        if do_undo {
            self.undo();
        }
        if do_redo {
            self.redo();
        }
        if do_hint {
            self.hint();
        }
    }

    fn end_window(&mut self, ctx: &egui::Context) {
        let mut again = false;
        let mut export = false;
        let mut close = false;
        let Some(g) = &mut self.game else { return };
        let scores = g.m.scores();
        let winners = g.m.winners();
        egui::Window::new("Game over")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                let names: Vec<String> = winners
                    .iter()
                    .filter_map(|&w| g.m.seats().get(w))
                    .map(|s| s.name.clone())
                    .collect();
                let headline = match (names.len(), g.m.seats().len()) {
                    (0, _) => "Nobody wins this time.".to_string(),
                    (1, 1) => format!("{} wins!", names[0]),
                    (1, _) => format!("{} wins!", names[0]),
                    _ => format!("Shared win: {}", names.join(", ")),
                };
                ui.label(RichText::new(headline).size(20.0).strong());
                ui.label(g.m.prompt());
                ui.add_space(6.0);
                ui.horizontal_wrapped(|ui| {
                    for (i, (seat, sc)) in g.m.seats().iter().zip(&scores).enumerate() {
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.vertical(|ui| {
                                let crown = if winners.contains(&i) {
                                    " (winner)"
                                } else {
                                    ""
                                };
                                ui.label(RichText::new(format!("{}{crown}", seat.name)).strong());
                                egui::Grid::new(("breakdown", i))
                                    .striped(true)
                                    .show(ui, |ui| {
                                        for l in &sc.lines {
                                            ui.label(&l.label);
                                            ui.label(l.points.to_string());
                                            ui.end_row();
                                        }
                                        ui.label(RichText::new("Total").strong());
                                        ui.label(RichText::new(sc.total.to_string()).strong());
                                        ui.end_row();
                                    });
                            });
                        });
                    }
                });
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    if ui.button("Play again").clicked() {
                        again = true;
                    }
                    if ui.button("Export PNG…").clicked() {
                        export = true;
                    }
                    if ui.button("Close").clicked() {
                        close = true;
                    }
                });
            });
        if close {
            g.end_dismissed = true;
        }
        if export {
            self.export_dialog();
        }
        if again {
            self.play_again();
        }
    }

    fn play_again(&mut self) {
        let Some(g) = &self.game else { return };
        let tutorial = g.tutorial;
        let (id, mut setup) = match &g.setup {
            Some(s) => s.clone(),
            None => (
                g.m.info().id.to_string(),
                MatchSetup {
                    seats: g.m.seats().to_vec(),
                    seed: 0,
                    options: BTreeMap::new(),
                },
            ),
        };
        setup.seed = crate::engine::rng::fresh_seed();
        if let Some(i) = self.registry.iter().position(|g| g.info().id == id) {
            self.start_game(i, setup, tutorial);
        }
    }

    fn windows_ui(&mut self, ctx: &egui::Context) {
        self.new_game_window(ctx);
        if let Some(i) = self.how_to_play {
            let mut open = true;
            let style = if self.settings.dark {
                SheetStyle::dark()
            } else {
                SheetStyle::light()
            };
            if let Some(plugin) = self.registry.get(i) {
                let info = plugin.info();
                egui::Window::new(format!("How to play {}", info.name))
                    .open(&mut open)
                    .default_width(520.0)
                    .default_pos(egui::pos2(40.0, 40.0))
                    .default_height((ctx.content_rect().height() - 100.0).max(300.0))
                    .show(ctx, |ui| {
                        egui::ScrollArea::vertical()
                            .auto_shrink([false, false])
                            .show(ui, |ui| {
                                for para in info.how_to_play.split("\n\n") {
                                    ui.label(reflow(para));
                                    ui.add_space(6.0);
                                }
                                plugin.how_to_play_diagram(ui, &style);
                                ui.separator();
                                ui.label(
                                    RichText::new(format!("Notation: {}", info.notation)).weak(),
                                );
                            });
                    });
            }
            if !open {
                self.how_to_play = None;
            }
        }
        if self.show_settings {
            let mut open = true;
            let s = &mut self.settings;
            egui::Window::new("Settings")
                .open(&mut open)
                .show(ctx, |ui| {
                    ui.checkbox(&mut s.dark, "Dark theme");
                    ui.add(egui::Slider::new(&mut s.ui_scale, 0.6..=2.0).text("UI scale"));
                    ui.checkbox(&mut s.tutorial_default, "Tutorial mode on for new games");
                    ui.add(
                        egui::Slider::new(&mut s.anim_speed, 0.0..=3.0)
                            .text("Animation speed (0 = off)"),
                    );
                    ui.add(
                        egui::Slider::new(&mut s.bot_speed, 0.25..=20.0)
                            .logarithmic(true)
                            .text("Bot moves per second"),
                    );
                    ui.label("Player names");
                    for (i, n) in s.player_names.iter_mut().enumerate() {
                        ui.horizontal(|ui| {
                            let label = ui.label(format!("Seat {}", i + 1));
                            ui.text_edit_singleline(n).labelled_by(label.id);
                        });
                    }
                });
            self.show_settings = open;
        }
        if let Some(n) = self.notice.clone().filter(|n| n.error) {
            let mut close = false;
            egui::Window::new("Something went wrong")
                .collapsible(false)
                .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
                .show(ctx, |ui| {
                    ui.label(&n.text);
                    if ui.button("OK").clicked() {
                        close = true;
                    }
                });
            if close {
                self.notice = None;
            }
        }
    }

    fn new_game_window(&mut self, ctx: &egui::Context) {
        let Some(d) = &mut self.new_game else { return };
        let Some(plugin) = self.registry.get(d.game) else {
            return;
        };
        let info = plugin.info();
        let specs = plugin.option_specs();
        let mut open = true;
        let mut start = false;
        let names = &self.settings;
        egui::Window::new(format!("New game: {}", info.name))
            .open(&mut open)
            .collapsible(false)
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 80.0))
            .show(ctx, |ui| {
                ui.label(RichText::new("Seats").strong());
                let mut remove = None;
                let removable = d.seats.len() > info.min_seats;
                for (i, (name, kind)) in d.seats.iter_mut().enumerate() {
                    ui.horizontal(|ui| {
                        let label = ui.label(format!("Seat {}", i + 1));
                        ui.add(egui::TextEdit::singleline(name).desired_width(120.0))
                            .labelled_by(label.id);
                        egui::ComboBox::from_id_salt(("seat-kind", i))
                            .selected_text(kind_label(*kind))
                            .show_ui(ui, |ui| {
                                for k in [
                                    SeatKind::Human,
                                    SeatKind::Bot(BotLevel::Easy),
                                    SeatKind::Bot(BotLevel::Normal),
                                ] {
                                    ui.selectable_value(kind, k, kind_label(k));
                                }
                            })
                            .response
                            .labelled_by(label.id);
                        if removable && ui.small_button("Remove").clicked() {
                            remove = Some(i);
                        }
                    });
                }
                if let Some(i) = remove {
                    d.seats.remove(i);
                }
                if d.seats.len() < info.max_seats && ui.button("+ Add seat").clicked() {
                    let n = d.seats.len();
                    d.seats
                        .push((names.name(n), SeatKind::Bot(BotLevel::Normal)));
                }
                ui.separator();
                for spec in &specs {
                    let value = d.options.entry(spec.key.to_string()).or_insert_with(|| {
                        spec.choices
                            .first()
                            .map(|c| c.0.to_string())
                            .unwrap_or_default()
                    });
                    let current = spec
                        .choices
                        .iter()
                        .find(|c| c.0 == value)
                        .map(|c| c.1)
                        .unwrap_or("?");
                    egui::ComboBox::from_label(spec.label)
                        .selected_text(current)
                        .show_ui(ui, |ui| {
                            for (v, label) in &spec.choices {
                                ui.selectable_value(value, v.to_string(), *label);
                            }
                        });
                }
                ui.horizontal(|ui| {
                    let label = ui.label("Seed (optional):");
                    ui.add(
                        egui::TextEdit::singleline(&mut d.seed_text)
                            .desired_width(120.0)
                            .hint_text("random"),
                    )
                    .labelled_by(label.id);
                });
                ui.checkbox(&mut d.tutorial, "Tutorial mode");
                if ui.button(RichText::new("Start").size(18.0)).clicked() {
                    start = true;
                }
            });
        if start {
            let seed = match d.seed_text.trim() {
                "" => Ok(crate::engine::rng::fresh_seed()),
                t => t
                    .parse::<u64>()
                    .map_err(|_| format!("The seed `{t}` is not a whole number.")),
            };
            match seed {
                Ok(seed) => {
                    let setup = MatchSetup {
                        seats: d
                            .seats
                            .iter()
                            .enumerate()
                            .map(|(i, (n, k))| SeatInfo {
                                name: if n.trim().is_empty() {
                                    format!("Player {}", i + 1)
                                } else {
                                    n.trim().to_string()
                                },
                                kind: *k,
                            })
                            .collect(),
                        seed,
                        options: d.options.clone(),
                    };
                    let (game, tutorial) = (d.game, d.tutorial);
                    self.new_game = None;
                    self.start_game(game, setup, tutorial);
                }
                Err(e) => self.error(e),
            }
        } else if !open {
            self.new_game = None;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn reflow_joins_wrapped_lines_and_keeps_list_items() {
        let text = "Score:\n- 2 per bonus\nleft unused.\n1. Pick a\nnumber.";
        assert_eq!(
            super::reflow(text),
            "Score:\n- 2 per bonus left unused.\n1. Pick a number."
        );
    }
}

#[derive(Clone, Copy)]
enum MenuAction {
    NewGame,
    Open,
    Save,
    SaveAs,
    Export,
    Home,
    Undo,
    Redo,
    Hint,
    Settings,
    HowTo,
}

/// Joins a paragraph's wrapped lines, but keeps list items ("- …", "1. …") and indented lines on
/// lines of their own.
fn reflow(para: &str) -> String {
    let mut out = String::new();
    for line in para.lines() {
        let t = line.trim_start();
        let item = t.starts_with("- ")
            || t.split_once(". ")
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            || line.starts_with("  ");
        if !out.is_empty() {
            out.push(if item { '\n' } else { ' ' });
        }
        out.push_str(if item { line } else { t });
    }
    out
}

fn kind_label(k: SeatKind) -> &'static str {
    match k {
        SeatKind::Human => "Human",
        SeatKind::Bot(BotLevel::Easy) => "Bot (Easy)",
        SeatKind::Bot(BotLevel::Normal) => "Bot (Normal)",
    }
}

fn players_text(min: usize, max: usize) -> String {
    match (min, max) {
        (1, 1) => "solo".into(),
        (a, b) if a == b => format!("{a} players"),
        (a, b) => format!("{a}–{b} players"),
    }
}

/// eframe glue: settings persist through eframe's storage.
pub struct EframeApp {
    pub app: App,
}

impl eframe::App for EframeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.show(ui);
    }
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "settings", &self.app.settings);
    }
}

/// Opens the window.
pub fn run_window(file: Option<PathBuf>) -> anyhow::Result<()> {
    // DICEPAD_WINDOW_SIZE=1920x1080 sets the first window size (screenshots, testing layouts).
    let size = std::env::var("DICEPAD_WINDOW_SIZE")
        .ok()
        .and_then(|v| {
            let (w, h) = v.split_once('x')?;
            Some([w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?])
        })
        .unwrap_or([1280.0, 800.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("dicepad")
            .with_inner_size(size)
            .with_min_inner_size([900.0, 600.0])
            .with_drag_and_drop(true),
        persist_window: true,
        ..Default::default()
    };
    eframe::run_native(
        "dicepad",
        options,
        Box::new(move |cc| {
            let settings: Settings = cc
                .storage
                .and_then(|s| eframe::get_value(s, "settings"))
                .unwrap_or_default();
            let mut app = App::new(settings, data_dir());
            if let Some(f) = &file {
                app.open_path(f);
            }
            Ok(Box::new(EframeApp { app }))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
