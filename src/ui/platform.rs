//! The one seam between the window's features and the system: the file dialog, the clipboard,
//! opening a folder, desktop notices, starting a worker thread, the time. The features name no OS
//! call; [`Native`] is the desktop's behaviour, and a browser build would bring a second
//! implementation (downloads and uploads, the page's clipboard, Web Workers).
//!
//! Left below this seam, in the game core and the services: the bots' and the review's own worker
//! threads (`engine::worker`, `review::pool`), the network link (`net::remote`), and reading and
//! writing files (`engine::files`), which the features reach through those modules.

use super::file_dialog::{FilePurpose, NativePick};
use super::notices::{DesktopNotifier, Notifier};
use std::path::Path;

/// A job for a worker thread.
pub type Job = Box<dyn FnOnce() + Send + 'static>;

/// What the features ask of the system.
pub trait Platform {
    /// The system's file dialog for `purpose`, starting in `folder` with `suggested` as the name.
    fn pick_file(&mut self, purpose: FilePurpose, folder: &Path, suggested: &str) -> NativePick;
    /// Puts text on the clipboard.
    fn copy(&mut self, ctx: &egui::Context, text: String);
    /// Shows `folder` in the system's file manager; why not, in words, if it cannot.
    fn open_folder(&mut self, folder: &Path) -> Result<(), String>;
    /// A desktop notice (and a request for the window's attention).
    fn notify(&mut self, ctx: &egui::Context, title: &str, body: &str);
    /// Runs `job` on a worker thread named `name`, in the window's language.
    fn spawn(&mut self, name: &str, job: Job) -> Result<(), String>;
    /// Seconds since 1970 (the history's clock).
    fn now(&self) -> i64 {
        crate::history::now()
    }
    /// A file the system has handed over since the last frame, to open: the browser's upload
    /// (its Open), kept where the window can read it. The desktop's dialog answers at once, so
    /// it has none.
    /// `Err` says why a file handed over could not be kept.
    fn handed_over(&mut self) -> Option<Result<std::path::PathBuf, String>> {
        None
    }
    /// The file to open for one dropped on the window: on the desktop its path; in the browser
    /// it is read first and comes through [`Platform::handed_over`].
    fn take_drop(&mut self, file: egui::DroppedFileHandle) -> Option<std::path::PathBuf> {
        Some(file.path().to_path_buf()).filter(|p| !p.as_os_str().is_empty())
    }
}

/// The desktop.
pub struct Native {
    pub notifier: Box<dyn Notifier>,
}

impl Default for Native {
    fn default() -> Self {
        Native {
            notifier: Box::new(DesktopNotifier),
        }
    }
}

impl Platform for Native {
    #[cfg(not(target_arch = "wasm32"))]
    fn pick_file(&mut self, purpose: FilePurpose, folder: &Path, suggested: &str) -> NativePick {
        super::file_dialog::native_pick(purpose, folder, suggested)
    }

    /// No system dialog in a browser (the browser's platform is `ui::web::Web`).
    #[cfg(target_arch = "wasm32")]
    fn pick_file(&mut self, _purpose: FilePurpose, _folder: &Path, _suggested: &str) -> NativePick {
        NativePick::DidNotOpen
    }

    fn copy(&mut self, ctx: &egui::Context, text: String) {
        ctx.copy_text(text);
    }

    fn open_folder(&mut self, folder: &Path) -> Result<(), String> {
        open_folder(folder)
    }

    fn notify(&mut self, ctx: &egui::Context, title: &str, body: &str) {
        self.notifier.notify(title, body);
        ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
            egui::UserAttentionType::Informational,
        ));
    }

    fn spawn(&mut self, name: &str, job: Job) -> Result<(), String> {
        crate::engine::text::in_background(name, job).map_err(|e| e.to_string())
    }
}

/// Opens `folder` in the system's file manager; why not, in words, if it cannot.
pub fn open_folder(folder: &Path) -> Result<(), String> {
    let program = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(target_os = "windows") {
        "explorer"
    } else {
        "xdg-open"
    };
    std::process::Command::new(program)
        .arg(folder)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map(|mut child| {
            // Waited for on a thread of its own, so the finished opener leaves no zombie.
            std::thread::spawn(move || child.wait());
        })
        .map_err(|e| {
            crate::engine::text::Msg::new("files-no-file-manager")
                .text("why", crate::engine::files::io_words(&e))
                .text("folder", folder.display().to_string())
                .to_string()
        })
}

#[cfg(test)]
mod tests {
    /// eframe without its `clipboard` feature keeps copied text inside the window (egui-winit's
    /// fallback): pasting in dicepad worked, other programs got nothing. With it, egui-winit owns
    /// the system clipboard (arboard on X11, smithay-clipboard on Wayland) for as long as the
    /// window lives, which X11 needs: a selection is served by its owner.
    #[test]
    fn the_window_copies_to_the_systems_clipboard() {
        let manifest = include_str!("../../Cargo.toml");
        let eframe = manifest
            .lines()
            .find(|l| l.starts_with("eframe = "))
            .expect("eframe is a dependency");
        assert!(eframe.contains("\"clipboard\""), "{eframe}");
    }
}
