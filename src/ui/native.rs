//! The desktop runner: the eframe window around the [`App`] (its size and icon, settings written
//! on the way out), and `DICEPAD_SCREENSHOT` for layout checks under Xvfb.

use super::app::App;
use super::command::Command;
use super::event::Event;
use super::file_dialog::NativeDialogs;
use super::network::Startup;
use super::settings::data_dir;
use std::path::PathBuf;

/// eframe glue (eframe's own storage is off: settings go through [`Shell::store_settings`]).
pub struct EframeApp {
    pub app: App,
    /// The window size was forced by `DICEPAD_WINDOW_SIZE`, so it is not remembered.
    forced_size: bool,
    /// The window's size as the last frame measured it (see [`EframeApp::remember_size`]).
    last_size: Option<[f32; 2]>,
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

impl EframeApp {
    /// Keeps the window's size for the next start, in the window system's units (as the next
    /// start opens it): egui's points shrink with the UI scale (the zoom), and a size kept in
    /// them would shrink the window by the scale at every start. In the frame after the scale
    /// changes the reported size is still the old one's, so a size counts once two frames
    /// running agree on it.
    fn remember_size(&mut self, ctx: &egui::Context) {
        let size = ctx.input(|i| {
            let native = i.viewport().native_pixels_per_point.unwrap_or(1.0);
            let zoom = i.pixels_per_point / native;
            i.viewport()
                .inner_rect
                .map(|r| [(r.width() * zoom).round(), (r.height() * zoom).round()])
        });
        if size.is_some() && size == self.last_size {
            self.app.shell.settings.window = size;
        }
        self.last_size = size;
    }
}

impl eframe::App for EframeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if !self.forced_size {
            self.remember_size(ui.ctx());
        }
        self.app.show(ui);
        if let Some(s) = &mut self.screenshot {
            s.frame(ui.ctx());
        }
    }
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The game on screen stays in the autosave, offered as Continue next time: it is kept,
        // not abandoned.
        self.app.shell.store_settings(f64::INFINITY, true);
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
    network: Option<Startup>,
) -> anyhow::Result<()> {
    // DICEPAD_WINDOW_SIZE=1920x1080 sets the window size (screenshots, testing layouts); it wins
    // over the size remembered from the last run, and is not remembered itself.
    let forced = std::env::var("DICEPAD_WINDOW_SIZE").ok().and_then(|v| {
        let (w, h) = v.split_once('x')?;
        Some([w.trim().parse::<f32>().ok()?, h.trim().parse::<f32>().ok()?])
    });
    let app = App::load(data_dir());
    let size = forced
        .or(app.shell.settings.window)
        .unwrap_or([1280.0, 800.0]);
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
            app.shell.native_dialogs = NativeDialogs::probe();
            if let Some(f) = &file {
                app.open_path(f);
                if let Some(step) = review {
                    app.send(Event::Run(Command::Review));
                    if let Some(g) = &mut app.play.game {
                        if let Some(r) = &mut g.review {
                            r.go_to(&*g.m, step);
                        }
                    }
                }
            }
            if let Some(start) = network {
                app.network.ctx = Some(cc.egui_ctx.clone());
                app.network.startup(&mut app.shell, start);
                app.send(Event::ReleaseFocus);
            }
            // DICEPAD_OPEN_STATS=GAME_ID starts on the statistics screen (layout checks).
            if let Ok(game) = std::env::var("DICEPAD_OPEN_STATS") {
                app.send(Event::OpenStats(Some(game)));
            }
            Ok(Box::new(EframeApp {
                forced_size: forced.is_some(),
                last_size: None,
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
