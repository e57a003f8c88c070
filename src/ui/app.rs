//! The app: its state, the frame loop (style, shortcuts, the current screen, windows), bot pacing
//! and autosave, and the eframe glue. Nothing here knows a game's rules.

use super::file_dialog::{FileDialog, NativeDialogs};
use super::game_screen::GameScreen;
use super::new_game::NewGameDialog;
use super::settings::{data_dir, load_settings, store_settings, Settings};
use crate::engine::{BotLevel, ToMove};
use crate::game::GamePlugin;
use crate::games;
use crate::sheet_kit::SheetStyle;
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Screen {
    Home,
    Game,
    Stats,
}

/// A message for the player: an error in a modal, or a short note in the status bar.
#[derive(Clone, Debug)]
pub struct Notice {
    pub text: String,
    pub error: bool,
    /// When a note was first shown (app time): it leaves the status bar after
    /// [`NOTE_SECONDS`]. An error stays until the player closes it.
    pub shown_at: Option<f64>,
}

/// How long a note stays in the status bar.
pub const NOTE_SECONDS: f64 = 20.0;

pub struct App {
    pub settings: Settings,
    pub data_dir: PathBuf,
    pub(super) registry: Vec<Box<dyn GamePlugin>>,
    pub(super) screen: Screen,
    pub game: Option<GameScreen>,
    pub new_game: Option<NewGameDialog>,
    /// The game history database (opened on first use).
    pub history: super::recording::HistoryLink,
    /// The statistics screen's state, once it was opened.
    pub stats: Option<super::stats::StatsScreen>,
    /// Today's challenges and their records.
    pub daily: super::daily::Daily,
    /// File › Print blank sheet, when open.
    pub print_dialog: Option<super::print_dialog::PrintDialog>,
    /// Rollouts per move in the review's analysis (fewer in UI tests).
    pub review_rollouts: u32,
    /// Hosting, joining and the lobby of network games.
    pub network: super::network::Network,
    pub(super) how_to_play: Option<usize>,
    pub(super) show_settings: bool,
    pub(super) show_shortcuts: bool,
    /// The open windows in the order they opened (Esc closes the newest).
    pub(super) windows: super::window_stack::WindowStack,
    /// The in-window file dialog, when it is open.
    pub file_dialog: Option<FileDialog>,
    /// Whether the system's file dialog can be shown.
    pub native_dialogs: NativeDialogs,
    pub notice: Option<Notice>,
    /// A game waiting for the answer to "Leave the running game?" (see `ui::leave`).
    pub(super) leaving: Option<super::leave::Leaving>,
    /// A game was put on the screen: whatever had the keyboard (a closed dialog's text field)
    /// lets go at the start of the next frame, so the single-letter keys work at once.
    pub(super) release_focus: bool,
    /// Set by Quit; the frame asks the window to close (the autosave is already written, and
    /// the settings are written on the way out).
    pub quit: bool,
    /// Crash reports earlier runs left, shown on the home screen until dismissed.
    pub(super) crash_notice: super::crash_notice::CrashNotice,
    /// The window was asked to close.
    pub closing: bool,
    /// Text to put on the clipboard at the end of the frame.
    pub(super) copy_request: Option<String>,
    /// The autosave and the recent save files, described for the home screen.
    pub recent: Vec<super::files::RecentGame>,
    /// A fresh game of each registered game, painted small on the home screen (made once).
    pub(super) thumbnails: Option<Vec<Option<Box<dyn crate::game::Playable>>>>,
    applied_style: Option<(bool, f32)>,
    /// Whether settings are written to the data folder (the window; not UI tests).
    persist_settings: bool,
    /// The settings as last written (or read), to write only changes.
    stored_settings: Settings,
    /// When the settings were last written (app time), so a window drag writes once a second.
    settings_written_at: f64,
    /// A failed settings write is reported once, not every second.
    settings_write_failed: bool,
    /// The language "System" stands for in Settings: the thread's when the app was made (the
    /// locale's, or `--lang`).
    pub(super) system_lang: crate::engine::text::Lang,
}

impl App {
    /// An app with these settings (checked; a notice says what was out of range). Nothing is
    /// written to the settings file: see [`App::load`].
    pub fn new(mut settings: Settings, data_dir: PathBuf) -> Self {
        let notes = settings.sanitize();
        let (daily, daily_problem) = super::daily::Daily::load(&data_dir);
        let crash_notice = super::crash_notice::CrashNotice::load(&data_dir);
        // Whatever the app says from here on (notes while a file opens, before the first
        // frame) is in the chosen language.
        let system_lang = crate::engine::text::lang();
        crate::engine::text::set_lang(settings.language.unwrap_or(system_lang));
        let mut app = App {
            system_lang,
            crash_notice,
            daily,
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
            history: Default::default(),
            stats: None,
            print_dialog: None,
            review_rollouts: crate::review::DEFAULT_ROLLOUTS,
            network: Default::default(),
            how_to_play: None,
            show_settings: false,
            show_shortcuts: false,
            windows: Default::default(),
            file_dialog: None,
            native_dialogs: NativeDialogs::default(),
            notice: None,
            leaving: None,
            release_focus: false,
            quit: false,
            closing: false,
            copy_request: None,
            recent: Vec::new(),
            thumbnails: None,
            applied_style: None,
        };
        app.refresh_recent();
        let notes: Vec<String> = notes.into_iter().chain(daily_problem).collect();
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

    /// The language the window speaks: the one chosen in Settings, else the system's.
    pub fn language(&self) -> crate::engine::text::Lang {
        self.settings.language.unwrap_or(self.system_lang)
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
                self.error(
                    crate::engine::text::Msg::new("error-settings")
                        .text("why", e.to_string())
                        .to_string(),
                );
            }
            Err(_) => {}
        }
    }

    /// Shows an error in the status bar until the player closes it (and logs it).
    pub(super) fn error(&mut self, text: String) {
        tracing::warn!(shown = "error", "{text}");
        self.notice = Some(Notice {
            text,
            error: true,
            shown_at: None,
        });
    }
    /// Shows a note in the status bar for [`NOTE_SECONDS`] (and logs it).
    pub(super) fn note(&mut self, text: String) {
        tracing::info!(shown = "note", "{text}");
        self.notice = Some(Notice {
            text,
            error: false,
            shown_at: None,
        });
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

    /// The game on screen unless its review is open (the review changes nothing).
    fn playing(&mut self) -> Option<&mut super::game_screen::GameScreen> {
        self.game.as_mut().filter(|g| g.review.is_none())
    }

    pub fn undo(&mut self) {
        if let Some(g) = self.playing() {
            g.autoplay = false;
            g.undo();
        }
    }
    pub fn redo(&mut self) {
        if let Some(g) = self.playing() {
            g.redo();
        }
    }
    pub fn hint(&mut self) {
        let level = self.settings.hint_level;
        if let Some(g) = self.playing() {
            if let ToMove::Seat(_) = g.m.to_move() {
                // Started here, collected by `after_frame` (a Strong hint may take a second).
                g.m.think(
                    crate::game::Purpose::Hint,
                    level,
                    std::time::Duration::from_millis(15),
                );
            }
        }
    }

    /// Bots act at once until a person must act (or, with no person at the table, to the end).
    pub fn skip_to_my_turn(&mut self) {
        if let Some(g) = self.playing() {
            if !g.m.is_over() && !g.human_turn() {
                g.skipping = true;
            }
        }
    }

    /// Everything, every frame.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        // A language chosen in Settings applies from this frame on, no restart.
        crate::engine::text::set_lang(self.language());
        self.apply_style(ui.ctx());
        if std::mem::take(&mut self.release_focus) {
            ui.ctx().memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
        }
        self.poll_network(ui.ctx());
        self.poll_net_games(ui.ctx());
        self.handle_input(ui.ctx());
        // The game screen always has its status bar; the others show one while a note is there
        // (a blank sheet saved from the home screen says so at once).
        if self.screen != Screen::Game && self.notice.as_ref().is_some_and(|n| !n.error) {
            self.status_bar(ui);
        }
        match self.screen {
            Screen::Home => self.home_ui(ui),
            Screen::Game => self.game_ui(ui),
            Screen::Stats => self.stats_ui(ui),
        }
        self.windows_ui(ui.ctx());
        self.track_windows();
        self.after_frame(ui.ctx());
        if let Some(text) = self.copy_request.take() {
            ui.ctx().copy_text(text);
        }
        if std::mem::take(&mut self.quit) {
            self.closing = true;
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
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
        self.command_keys(ctx);
        if self.game.is_some() && self.screen == Screen::Game {
            self.review_keys(ctx);
        }
    }

    /// Bots act at the chosen speed, thinking on the game's worker thread so the window never
    /// waits on a search; a hint under way is collected; changes are autosaved.
    fn after_frame(&mut self, ctx: &egui::Context) {
        use crate::game::{Purpose, Thought};
        use std::time::Duration;
        let now = ctx.input(|i| i.time);
        let speed = self.settings.bot_speed.clamp(0.25, 50.0) as f64;
        let mut changed = false;
        let mut refused = None;
        if let Some(g) = &mut self.game {
            // A hint under way: collect it when ready, look again soon while not.
            if let Some(t) = g.m.thinking().filter(|t| t.purpose == Purpose::Hint) {
                if g.m.think(Purpose::Hint, t.level, Duration::ZERO) == Thought::Thinking {
                    ctx.request_repaint_after(Duration::from_millis(50));
                }
            }
            let level = bot_level(g);
            if self.screen != Screen::Game || g.m.is_over() || g.review.is_some() {
                g.skipping = false;
            } else if g.skipping {
                // Bots act back to back, but a frame spends at most ~30 ms on them so the window
                // stays responsive; a longer search carries on in the background.
                let started = std::time::Instant::now();
                let budget = Duration::from_millis(30);
                loop {
                    let (Some(level), false) = (bot_level(g), g.m.is_over() || g.human_turn())
                    else {
                        g.skipping = false;
                        break;
                    };
                    let wait = budget.saturating_sub(started.elapsed());
                    match g.m.think(Purpose::Move, level, wait) {
                        Thought::Moved => {}
                        Thought::Thinking => {
                            ctx.request_repaint_after(Duration::from_millis(30));
                            break;
                        }
                        Thought::Refused(e) => {
                            refused = Some(
                                crate::engine::text::Msg::new("app-bot-refused")
                                    .text("why", e.to_string())
                                    .to_string(),
                            );
                            g.autoplay = false;
                            g.skipping = false;
                            break;
                        }
                        Thought::Idle | Thought::Hinted => {
                            g.skipping = false;
                            break;
                        }
                    }
                }
                g.last_bot_time = now;
            } else if let Some(level) = level {
                let wait = 1.0 / speed - (now - g.last_bot_time);
                if wait <= 0.0 {
                    // Short waits only: a quick bot moves this frame, a slow one shows "thinking".
                    match g.m.think(Purpose::Move, level, Duration::from_millis(15)) {
                        Thought::Moved => {
                            g.last_bot_time = now;
                            ctx.request_repaint_after(Duration::from_secs_f64(1.0 / speed));
                        }
                        Thought::Thinking => {
                            ctx.request_repaint_after(Duration::from_millis(50));
                        }
                        Thought::Refused(e) => {
                            refused = Some(
                                crate::engine::text::Msg::new("app-bot-refused")
                                    .text("why", e.to_string())
                                    .to_string(),
                            );
                            g.autoplay = false;
                        }
                        Thought::Idle | Thought::Hinted => {}
                    }
                } else {
                    // Think during the pause, so a slow bot's search and the pacing overlap.
                    g.m.prepare(Purpose::Move, level);
                    let look_again = if g.m.thinking().is_some() { 0.05 } else { wait };
                    ctx.request_repaint_after(Duration::from_secs_f64(wait.min(look_again)));
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
            self.record_daily_result();
            self.record_finished();
        }
        self.store_settings(now, false);
    }
}

/// The level of the bot that should act now: the seat's own, or Normal for a person whose
/// "Bot plays for me" is on.
fn bot_level(g: &super::game_screen::GameScreen) -> Option<BotLevel> {
    match (g.bot_to_move(), g.m.to_move()) {
        (Some((_, level)), _) => Some(level),
        (None, ToMove::Seat(_)) if g.autoplay && g.bots_here() => Some(BotLevel::Normal),
        _ => None,
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
                    .ok_or_else(|| crate::engine::text::tr("app-screenshot-size"))
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
                tracing::error!("screenshot failed: {e}");
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
        self.app.record_abandoned();
        self.app.store_settings(f64::INFINITY, true);
    }
}

/// Opens the window, with `file` open (in the review at action `review`, if given; past the end
/// means the end).
pub fn run_window(file: Option<PathBuf>, review: Option<usize>) -> anyhow::Result<()> {
    run_window_with(file, review, None)
}

/// [`run_window`], then hosting or joining a network game (`dicepad host`, `dicepad join`).
pub fn run_window_with(
    file: Option<PathBuf>,
    review: Option<usize>,
    network: Option<super::network::Startup>,
) -> anyhow::Result<()> {
    // DICEPAD_WINDOW_SIZE=1920x1080 sets the window size (screenshots, testing layouts); it wins
    // over the size remembered from the last run, and is not remembered itself.
    let forced = std::env::var("DICEPAD_WINDOW_SIZE").ok().and_then(|v| {
        let (w, h) = v.split_once('x')?;
        Some([w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?])
    });
    let app = App::load(data_dir());
    let size = forced.or(app.settings.window).unwrap_or([1280.0, 800.0]);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("dicepad")
        .with_app_id(APP_ID)
        .with_inner_size(size)
        .with_min_inner_size([900.0, 600.0])
        .with_drag_and_drop(true);
    if let Some(icon) = window_icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "dicepad",
        options,
        Box::new(move |cc| {
            let mut app = app;
            app.native_dialogs = NativeDialogs::probe();
            if let Some(f) = &file {
                app.open_path(f);
                if let Some(step) = review {
                    app.open_review();
                    if let Some(g) = &mut app.game {
                        if let Some(r) = &mut g.review {
                            r.go_to(&*g.m, step);
                        }
                    }
                }
            }
            if let Some(start) = network {
                app.network.ctx = Some(cc.egui_ctx.clone());
                app.start_network(start);
            }
            // DICEPAD_OPEN_STATS=GAME_ID starts on the statistics screen (layout checks).
            if let Ok(game) = std::env::var("DICEPAD_OPEN_STATS") {
                app.open_stats();
                if let Some(s) = &mut app.stats {
                    s.game = game;
                }
            }
            Ok(Box::new(EframeApp {
                forced_size: forced.is_some(),
                app,
                screenshot: Screenshot::from_env(),
            }))
        }),
    )
    .map_err(|e| {
        let why =
            crate::engine::text::Msg::new("app-cannot-open-window").text("why", e.to_string());
        anyhow::anyhow!("{why}")
    })
}

/// The desktop's name for dicepad: the Wayland app id and X11 window class, which the desktop
/// matches to the installed `APP_ID.desktop` entry (and so to its icon). `assets/linux/` holds
/// that entry and the AppStream metadata under the same name.
const APP_ID: &str = "io.github.dicepad.Dicepad";

/// The window's icon (taskbars and window lists that read it from the window, as X11 ones do):
/// the 256 px rendering of `assets/icons/dicepad.svg`, compiled in. `None` only if those bytes
/// were not a PNG, and then the window opens without one.
fn window_icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icons/dicepad-256.png")).ok()
}

#[cfg(test)]
mod icon_tests {
    /// The compiled-in icon decodes, at the size the desktop entry's largest PNG has, and is not
    /// blank (a transparent square would "work" and show nothing).
    #[test]
    fn window_icon_decodes_to_a_visible_256px_square() {
        let icon = super::window_icon().expect("the embedded icon is a PNG");
        assert_eq!((icon.width, icon.height), (256, 256));
        let opaque = icon.rgba.chunks_exact(4).filter(|p| p[3] == 255).count();
        assert!(opaque > 256 * 256 / 3, "only {opaque} opaque pixels");
    }
}
