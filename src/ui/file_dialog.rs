//! Choosing a file: the system's dialog when the desktop has one, else (or when the player asks
//! for it in Settings) a small dialog of our own inside the window.
//!
//! rfd returns `None` both when the player cancels and when no dialog could be shown, so the app
//! asks D-Bus once at start whether the desktop's file portal answers (or zenity, rfd's own
//! fallback, is installed), and also treats an instant `None` as "the dialog did not open".

use crate::engine::text::{tr, Msg};
use egui::RichText;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// What a chosen file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    Open,
    SaveAs,
    Export,
    /// A blank sheet for printing (PNG).
    PrintBlank,
}

impl FilePurpose {
    pub fn extension(self) -> &'static str {
        match self {
            FilePurpose::Open | FilePurpose::SaveAs => "ron",
            FilePurpose::Export | FilePurpose::PrintBlank => "png",
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn filter_name(self) -> String {
        tr(match self {
            FilePurpose::Open | FilePurpose::SaveAs => "fd-filter-save",
            FilePurpose::Export | FilePurpose::PrintBlank => "fd-filter-png",
        })
    }
    fn title(self) -> String {
        tr(match self {
            FilePurpose::Open => "fd-title-open",
            FilePurpose::SaveAs => "fd-title-save",
            FilePurpose::Export => "fd-title-export",
            FilePurpose::PrintBlank => "fd-title-print",
        })
    }
    fn button(self) -> String {
        tr(match self {
            FilePurpose::Open => "fd-open",
            FilePurpose::SaveAs | FilePurpose::PrintBlank => "fd-save",
            FilePurpose::Export => "fd-export",
        })
    }
    fn writes(self) -> bool {
        self != FilePurpose::Open
    }
}

/// Whether the system's file dialog can be shown, found out once in the background.
#[derive(Clone, Default)]
pub struct NativeDialogs {
    /// `None` while unknown (not asked, or the answer has not come yet): then rfd is tried.
    found: Arc<OnceLock<Result<(), String>>>,
}

impl NativeDialogs {
    /// Starts asking in a background thread (D-Bus can take a moment to start the portal).
    pub fn probe() -> Self {
        let found: Arc<OnceLock<Result<(), String>>> = Arc::default();
        let slot = found.clone();
        // The reason it is missing is shown in the window's language.
        let spawned = crate::engine::text::in_background("file-dialog-probe", move || {
            let _ = slot.set(probe_native());
        });
        if let Err(e) = spawned {
            let why = Msg::new("fd-cannot-check").text("why", e.to_string());
            let _ = found.set(Err(why.to_string()));
        }
        NativeDialogs { found }
    }

    /// Known to be missing, with the reason (tests, and platforms we know have none).
    pub fn missing(why: &str) -> Self {
        let found: Arc<OnceLock<Result<(), String>>> = Arc::default();
        let _ = found.set(Err(why.to_string()));
        NativeDialogs { found }
    }

    /// `Some(Err(why))` when the system dialog is known to be unavailable.
    pub fn unavailable(&self) -> Option<String> {
        match self.found.get() {
            Some(Err(why)) => Some(why.clone()),
            _ => None,
        }
    }
}

#[cfg(free_desktop)]
fn probe_native() -> Result<(), String> {
    let zenity = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("zenity").is_file()));
    if zenity {
        return Ok(());
    }
    pollster::block_on(async {
        let bus = zbus::Connection::session()
            .await
            .map_err(|_| tr("fd-no-portal"))?;
        bus.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.freedesktop.portal.FileChooser", "version"),
        )
        .await
        .map(|_| ())
        .map_err(|_| tr("fd-no-portal"))
    })
}

#[cfg(not(free_desktop))]
fn probe_native() -> Result<(), String> {
    Ok(())
}

/// What the system dialog did.
pub enum NativePick {
    Chosen(PathBuf),
    Cancelled,
    /// It came back at once with nothing, faster than anyone can cancel: it was never shown.
    DidNotOpen,
}

/// The system dialog.
#[cfg(not(target_arch = "wasm32"))]
pub fn native_pick(purpose: FilePurpose, folder: &Path, suggested: &str) -> NativePick {
    let started = web_time::Instant::now();
    let dialog = rfd::FileDialog::new()
        .add_filter(purpose.filter_name(), &[purpose.extension()])
        .set_directory(folder);
    let picked = if purpose.writes() {
        dialog.set_file_name(suggested).save_file()
    } else {
        dialog.pick_file()
    };
    match picked {
        Some(p) => NativePick::Chosen(p),
        None if started.elapsed() < std::time::Duration::from_millis(300) => NativePick::DidNotOpen,
        None => NativePick::Cancelled,
    }
}

struct Entry {
    name: String,
    folder: bool,
}

/// What the in-window dialog did this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum DialogOutcome {
    Open,
    Cancelled,
    Chosen(PathBuf),
}

/// The in-window dialog: a folder listing (sub-folders and files of the one type), a folder
/// field, Up and Home, a file name, and a confirmation before replacing a file.
pub struct FileDialog {
    pub purpose: FilePurpose,
    folder: PathBuf,
    folder_text: String,
    pub name: String,
    entries: Vec<Entry>,
    problem: Option<String>,
    /// Why the system dialog is not used (shown at the top).
    pub why: Option<String>,
    confirm_replace: Option<PathBuf>,
}

impl FileDialog {
    pub fn new(
        purpose: FilePurpose,
        folder: PathBuf,
        suggested: &str,
        why: Option<String>,
    ) -> Self {
        let mut d = FileDialog {
            purpose,
            folder: PathBuf::new(),
            folder_text: String::new(),
            name: if purpose.writes() {
                suggested.to_string()
            } else {
                String::new()
            },
            entries: Vec::new(),
            problem: None,
            why,
            confirm_replace: None,
        };
        // A start folder that cannot be read (deleted since last time) falls back to home, then
        // to the root, so the dialog never starts nowhere.
        let home = std::env::var_os("HOME").map(PathBuf::from);
        for candidate in std::iter::once(folder)
            .chain(home)
            .chain(std::iter::once(PathBuf::from("/")))
        {
            d.go_to(candidate);
            if d.problem.is_none() {
                break;
            }
        }
        d
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Shows `folder`; a folder that cannot be read keeps the old listing and says why.
    pub fn go_to(&mut self, folder: PathBuf) {
        match list(&folder, self.purpose.extension()) {
            Ok(entries) => {
                self.folder_text = folder.display().to_string();
                self.folder = folder;
                self.entries = entries;
                self.problem = None;
            }
            Err(e) => {
                self.folder_text = self.folder.display().to_string();
                self.problem = Some(
                    Msg::new("fd-cannot-open-folder")
                        .text("folder", folder.display().to_string())
                        .text("why", e.to_string())
                        .to_string(),
                );
            }
        }
    }

    /// The file the name field points at (with the extension added when writing).
    fn target(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let ext = self.purpose.extension();
        let mut path = self.folder.join(name);
        let has_ext = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case(ext));
        if self.purpose.writes() && !has_ext {
            let mut s = path.into_os_string();
            s.push(".");
            s.push(ext);
            path = s.into();
        }
        Some(path)
    }

    fn choose(&mut self) -> Option<PathBuf> {
        let Some(path) = self.target() else {
            self.problem = Some(match self.purpose {
                FilePurpose::Open => tr("fd-pick-first"),
                _ => tr("fd-type-first"),
            });
            return None;
        };
        if path.is_dir() {
            self.name.clear();
            self.go_to(path);
            return None;
        }
        if self.purpose.writes() {
            if path.exists() && self.confirm_replace.as_ref() != Some(&path) {
                self.confirm_replace = Some(path);
                return None;
            }
        } else if !path.is_file() {
            // "game" finds "game.ron".
            let mut with_ext = path.clone().into_os_string();
            with_ext.push(".");
            with_ext.push(self.purpose.extension());
            let with_ext = PathBuf::from(with_ext);
            if with_ext.is_file() {
                return Some(with_ext);
            }
            self.problem = Some(
                Msg::new("fd-no-file")
                    .text("file", path.display().to_string())
                    .to_string(),
            );
            return None;
        }
        Some(path)
    }

    pub fn ui(&mut self, ctx: &egui::Context) -> DialogOutcome {
        let mut outcome = DialogOutcome::Open;
        let mut open = true;
        let mut go: Option<PathBuf> = None;
        let mut choose = false;
        let ext = self.purpose.extension();
        let height = (ctx.content_rect().height() - 360.0).clamp(120.0, 420.0);
        egui::Window::new(self.purpose.title())
            .id(egui::Id::unique("file-dialog"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(560.0)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.set_width(560.0);
                if let Some(why) = &self.why {
                    ui.label(RichText::new(why).color(ui.visuals().warn_fg_color));
                    ui.add_space(4.0);
                }
                ui.horizontal(|ui| {
                    if ui
                        .button(tr("fd-up"))
                        .on_hover_text(tr("fd-up-tip"))
                        .clicked()
                    {
                        if let Some(p) = self.folder.parent() {
                            go = Some(p.to_path_buf());
                        }
                    }
                    if ui.button(tr("fd-home")).clicked() {
                        if let Some(h) = std::env::var_os("HOME") {
                            go = Some(h.into());
                        }
                    }
                    let label = ui.label(tr("fd-folder"));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut self.folder_text)
                                .desired_width(f32::INFINITY),
                        )
                        .labelled_by(label.id);
                    if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                        go = Some(PathBuf::from(self.folder_text.trim()));
                    }
                });
                ui.separator();
                let row = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
                if self.entries.is_empty() {
                    ui.label(
                        RichText::new(Msg::new("fd-empty").text("ext", ext).to_string()).weak(),
                    );
                }
                egui::ScrollArea::vertical()
                    .id_salt("file-list")
                    .min_scrolled_height(height)
                    .max_height(height)
                    .auto_shrink([false, false])
                    .show_rows(ui, row, self.entries.len(), |ui, rows| {
                        for e in &self.entries[rows] {
                            let text = if e.folder {
                                RichText::new(format!("{}/", e.name)).strong()
                            } else {
                                RichText::new(&e.name)
                            };
                            let selected = !e.folder && self.name == e.name;
                            let r = ui.selectable_label(selected, text);
                            if r.double_clicked() && !e.folder {
                                self.name = e.name.clone();
                                choose = true;
                            } else if r.clicked() {
                                if e.folder {
                                    go = Some(self.folder.join(&e.name));
                                } else {
                                    self.name = e.name.clone();
                                    self.confirm_replace = None;
                                }
                            }
                        }
                    });
                ui.separator();
                ui.horizontal(|ui| {
                    let label = ui.label(tr("fd-file-name"));
                    let field = ui
                        .add(egui::TextEdit::singleline(&mut self.name).desired_width(300.0))
                        .labelled_by(label.id);
                    if field.changed() {
                        self.confirm_replace = None;
                    }
                    if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                        choose = true;
                    }
                    ui.label(RichText::new(format!("(.{ext})")).weak());
                });
                if let Some(p) = &self.problem {
                    ui.label(RichText::new(p).color(ui.visuals().error_fg_color));
                }
                if let Some(p) = self.confirm_replace.clone() {
                    let name = p
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    ui.label(
                        RichText::new(Msg::new("fd-exists").text("name", name).to_string())
                            .color(ui.visuals().warn_fg_color),
                    );
                    ui.horizontal(|ui| {
                        if ui.button(tr("fd-replace")).clicked() {
                            outcome = DialogOutcome::Chosen(p.clone());
                        }
                        if ui.button(tr("fd-keep")).clicked() {
                            self.confirm_replace = None;
                        }
                    });
                } else {
                    ui.horizontal(|ui| {
                        if ui.button(self.purpose.button()).clicked() {
                            choose = true;
                        }
                        if ui.button(tr("button-cancel")).clicked() {
                            outcome = DialogOutcome::Cancelled;
                        }
                    });
                }
            });
        if let Some(p) = go {
            self.go_to(p);
        }
        if choose {
            if let Some(p) = self.choose() {
                outcome = DialogOutcome::Chosen(p);
            }
        }
        if !open {
            outcome = DialogOutcome::Cancelled;
        }
        outcome
    }
}

/// Sub-folders, then files with extension `ext`, each sorted by name; hidden ones left out.
fn list(folder: &Path, ext: &str) -> std::io::Result<Vec<Entry>> {
    let mut entries: Vec<Entry> = std::fs::read_dir(folder)?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                return None;
            }
            // Follows links, so a linked folder is listed as a folder.
            let folder = e.path().is_dir();
            let wanted = folder
                || Path::new(&name)
                    .extension()
                    .is_some_and(|x| x.eq_ignore_ascii_case(ext));
            wanted.then_some(Entry { name, folder })
        })
        .collect();
    entries.sort_by(|a, b| {
        b.folder
            .cmp(&a.folder)
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listing_shows_folders_first_and_only_the_wanted_files() {
        let dir = std::env::temp_dir().join(format!("dicepad-fd-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("zeta")).unwrap();
        std::fs::create_dir_all(dir.join(".hidden")).unwrap();
        for f in ["b.ron", "A.RON", "c.png", "notes.txt"] {
            std::fs::write(dir.join(f), "x").unwrap();
        }
        let names: Vec<String> = list(&dir, "ron")
            .unwrap()
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, ["zeta", "A.RON", "b.ron"]);
        let mut d = FileDialog::new(FilePurpose::SaveAs, dir.clone(), "game", None);
        assert_eq!(d.target(), Some(dir.join("game.ron")));
        d.name = "b".into();
        // An existing file asks first, then goes through on the second try.
        assert_eq!(d.choose(), None);
        assert_eq!(d.choose(), Some(dir.join("b.ron")));
        d.go_to(dir.join("missing"));
        assert_eq!(
            d.folder(),
            dir.as_path(),
            "an unreadable folder keeps the old one"
        );
        assert!(d.problem.as_deref().unwrap_or("").contains("missing"));
        std::fs::remove_dir_all(&dir).ok();
    }
}
