//! The app: its state, the frame loop (style, shortcuts, the current screen, windows), bot pacing
//! and autosave, and the eframe glue. Nothing here knows a game's rules.

use super::game_screen::GameScreen;
use super::new_game::NewGameDialog;
use super::settings::{data_dir, load_settings, store_settings, Settings};
use crate::engine::{BotLevel, ToMove};
use crate::games;
use crate::plugin::GamePlugin;
use crate::ui_contract::SheetStyle;
use egui::{Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Screen {
    Home,
    Game,
}

/// A message for the player: an error in a modal, or a short note in the status bar.
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

pub struct App {
    pub settings: Settings,
    pub data_dir: PathBuf,
    pub(super) registry: Vec<Box<dyn GamePlugin>>,
    pub(super) screen: Screen,
    pub game: Option<GameScreen>,
    pub new_game: Option<NewGameDialog>,
    pub(super) how_to_play: Option<usize>,
    pub(super) show_settings: bool,
    pub notice: Option<Notice>,
    /// "Game — summary" of the autosave, if there is one.
    pub(super) continue_summary: Option<String>,
    applied_style: Option<(bool, f32)>,
    /// Whether settings are written to the data folder (the window; not UI tests).
    persist_settings: bool,
    /// The settings as last written (or read), to write only changes.
    stored_settings: Settings,
    /// When the settings were last written (app time), so a window drag writes once a second.
    settings_written_at: f64,
    /// A failed settings write is reported once, not every second.
    settings_write_failed: bool,
}

impl App {
    /// An app with these settings (checked; a notice says what was out of range). Nothing is
    /// written to the settings file: see [`App::load`].
    pub fn new(mut settings: Settings, data_dir: PathBuf) -> Self {
        let notes = settings.sanitize();
        let mut app = App {
            stored_settings: settings.clone(),
            persist_settings: false,
            settings_written_at: f64::NEG_INFINITY,
            settings_write_failed: false,
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
        if !notes.is_empty() {
            // A modal: the home screen has no status bar, and the player should know.
            app.error(notes.join("\n"));
        }
        app
    }

    /// The app of a data folder: its settings file read and checked (notices for what was wrong),
    /// and every settings change written back atomically.
    pub fn load(data_dir: PathBuf) -> Self {
        let (settings, notes) = load_settings(&data_dir);
        let mut app = App::new(settings, data_dir);
        app.persist_settings = true;
        if !notes.is_empty() {
            app.error(notes.join("\n"));
        }
        app
    }

    /// Writes the settings if they changed (at most once a second unless `now` is forced).
    pub fn store_settings(&mut self, now: f64, force: bool) {
        if !self.persist_settings
            || self.settings == self.stored_settings
            || (!force && now - self.settings_written_at < 1.0)
        {
            return;
        }
        self.settings_written_at = now;
        match store_settings(&self.data_dir, &self.settings) {
            Ok(()) => {
                self.stored_settings = self.settings.clone();
                self.settings_write_failed = false;
            }
            Err(e) if !self.settings_write_failed => {
                self.settings_write_failed = true;
                self.error(format!("Settings could not be saved: {e}"));
            }
            Err(_) => {}
        }
    }

    pub(super) fn error(&mut self, text: String) {
        self.notice = Some(Notice { text, error: true });
    }
    pub(super) fn note(&mut self, text: String) {
        self.notice = Some(Notice { text, error: false });
    }

    /// The sheet colours for the current theme.
    pub fn sheet_style(&self) -> SheetStyle {
        if self.settings.dark {
            SheetStyle::dark()
        } else {
            SheetStyle::light()
        }
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
                g.m.request_hint();
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

    /// Bots act at the chosen speed; changes are autosaved.
    fn after_frame(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let speed = self.settings.bot_speed.clamp(0.25, 50.0) as f64;
        let mut changed = false;
        let mut refused = None;
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
                        if let Err(e) = g.m.play_bot(level) {
                            refused = Some(format!("A bot move was refused: {e}"));
                            g.autoplay = false;
                        }
                        g.last_bot_time = now;
                        ctx.request_repaint_after(std::time::Duration::from_secs_f64(1.0 / speed));
                    } else {
                        ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
                    }
                }
            }
            if g.saved_generation != g.m.generation() {
                g.saved_generation = g.m.generation();
                changed = true;
            }
        }
        if let Some(e) = refused {
            self.error(e);
        }
        if changed {
            self.autosave();
        }
        self.store_settings(now, false);
    }
}

/// eframe glue (eframe's own storage is off: settings go through [`App::store_settings`]).
pub struct EframeApp {
    pub app: App,
    /// The window size was forced by `DICEPAD_WINDOW_SIZE`, so it is not remembered.
    forced_size: bool,
    /// `DICEPAD_SCREENSHOT=FILE.png`: save a screenshot of the window once it has settled, then
    /// close (layout checks under Xvfb).
    screenshot: Option<Screenshot>,
}

struct Screenshot {
    path: PathBuf,
    /// When to take it (seconds of app time; `DICEPAD_SCREENSHOT_AFTER`, default 1.5).
    after: f64,
    requested: bool,
    taken: std::sync::Arc<std::sync::Mutex<Option<Result<(), String>>>>,
}

impl Screenshot {
    fn from_env() -> Option<Screenshot> {
        let path = std::env::var_os("DICEPAD_SCREENSHOT")?;
        let after = std::env::var("DICEPAD_SCREENSHOT_AFTER")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1.5);
        Some(Screenshot {
            path: path.into(),
            after,
            requested: false,
            taken: Default::default(),
        })
    }

    fn frame(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if !self.requested && now >= self.after {
            self.requested = true;
            let path = self.path.clone();
            let taken = self.taken.clone();
            ctx.request_screenshot(move |img: std::sync::Arc<egui::ColorImage>| {
                let [w, h] = img.size;
                let bytes: Vec<u8> = img.pixels.iter().flat_map(|c| c.to_array()).collect();
                let result = image::RgbaImage::from_raw(w as u32, h as u32, bytes)
                    .ok_or_else(|| "screenshot has the wrong size".to_string())
                    .and_then(|i| i.save(&path).map_err(|e| e.to_string()));
                if let Ok(mut t) = taken.lock() {
                    *t = Some(result);
                }
            });
        }
        let done = self.taken.lock().ok().and_then(|mut t| t.take());
        match done {
            Some(Ok(())) => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Some(Err(e)) => {
                eprintln!("screenshot failed: {e}");
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            None => ctx.request_repaint_after(std::time::Duration::from_millis(50)),
        }
    }
}

impl eframe::App for EframeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if !self.forced_size {
            if let Some(r) = ui.ctx().input(|i| i.viewport().inner_rect) {
                let size = Some([r.width().round(), r.height().round()]);
                if self.app.settings.window != size {
                    self.app.settings.window = size;
                }
            }
        }
        self.app.show(ui);
        if let Some(s) = &mut self.screenshot {
            s.frame(ui.ctx());
        }
    }
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.app.store_settings(f64::INFINITY, true);
    }
}

/// Opens the window.
pub fn run_window(file: Option<PathBuf>) -> anyhow::Result<()> {
    // DICEPAD_WINDOW_SIZE=1920x1080 sets the window size (screenshots, testing layouts); it wins
    // over the size remembered from the last run, and is not remembered itself.
    let forced = std::env::var("DICEPAD_WINDOW_SIZE").ok().and_then(|v| {
        let (w, h) = v.split_once('x')?;
        Some([w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?])
    });
    let app = App::load(data_dir());
    let size = forced.or(app.settings.window).unwrap_or([1280.0, 800.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("dicepad")
            .with_inner_size(size)
            .with_min_inner_size([900.0, 600.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "dicepad",
        options,
        Box::new(move |_cc| {
            let mut app = app;
            if let Some(f) = &file {
                app.open_path(f);
            }
            Ok(Box::new(EframeApp {
                forced_size: forced.is_some(),
                app,
                screenshot: Screenshot::from_env(),
            }))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
