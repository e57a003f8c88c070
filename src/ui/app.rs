//! The app: its state, the frame loop (style, shortcuts, the current screen, windows), bot pacing
//! and autosave, and the eframe glue. Nothing here knows a game's rules.

use super::game_screen::GameScreen;
use super::new_game::NewGameDialog;
use super::settings::{data_dir, Settings};
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
    /// The autosave and the recent save files, described for the home screen.
    pub recent: Vec<super::files::RecentGame>,
    /// A fresh game of each registered game, painted small on the home screen (made once).
    pub(super) thumbnails: Option<Vec<Option<Box<dyn crate::plugin::Match>>>>,
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
            recent: Vec::new(),
            thumbnails: None,
            applied_style: None,
        };
        app.refresh_recent();
        app
    }

    pub(super) fn error(&mut self, text: String) {
        self.notice = Some(Notice { text, error: true });
    }
    pub(super) fn note(&mut self, text: String) {
        self.notice = Some(Notice { text, error: false });
    }

    /// The sheet colours for the current theme.
    pub fn sheet_style(&self) -> SheetStyle {
        let style = if self.settings.dark {
            SheetStyle::dark()
        } else {
            SheetStyle::light()
        };
        match self.settings.palette {
            super::settings::Palette::Standard => style,
            super::settings::Palette::ColourBlind => style.colour_blind_safe(),
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
    }
}

/// eframe glue: settings persist through eframe's storage.
pub struct EframeApp {
    pub app: App,
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
        self.app.show(ui);
        if let Some(s) = &mut self.screenshot {
            s.frame(ui.ctx());
        }
    }
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, "settings", &self.app.settings);
    }
}

/// Opens the window.
pub fn run_window(file: Option<PathBuf>) -> anyhow::Result<()> {
    // DICEPAD_WINDOW_SIZE=1920x1080 sets the window size (screenshots, testing layouts); it wins
    // over the size eframe remembers from the last run.
    let forced = std::env::var("DICEPAD_WINDOW_SIZE").ok().and_then(|v| {
        let (w, h) = v.split_once('x')?;
        Some([w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?])
    });
    let size = forced.unwrap_or([1280.0, 800.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("dicepad")
            .with_inner_size(size)
            .with_min_inner_size([900.0, 600.0])
            .with_drag_and_drop(true),
        persist_window: forced.is_none(),
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
            Ok(Box::new(EframeApp {
                app,
                screenshot: Screenshot::from_env(),
            }))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
