//! The home screen's note about crash reports that earlier runs left (see [`crate::crash`]): what
//! happened, where the report is, and buttons to open its folder or copy it. It stays until the
//! player dismisses it; then the reports are marked read (they stay in the folder).

use super::event::Event;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use egui::RichText;
use std::path::{Path, PathBuf};

/// Unread crash reports, shown on the home screen until dismissed.
#[derive(Default)]
pub struct CrashNotice {
    reports: Vec<PathBuf>,
    /// The outcome of the last button ("Copied.", or why the folder did not open).
    said: Option<String>,
}

impl CrashNotice {
    /// The unread reports of `data_dir`.
    pub fn load(data_dir: &Path) -> Self {
        CrashNotice {
            reports: crate::crash::unread(data_dir),
            said: None,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.reports.is_empty()
    }

    /// The notice, when there are reports (Copy puts the newest report on the clipboard).
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        let Some(newest) = self.reports.last().cloned() else {
            return;
        };
        let folder = newest.parent().map(Path::to_path_buf).unwrap_or_default();
        egui::Frame::group(ui.style())
            .fill(ui.visuals().extreme_bg_color)
            .show(ui, |ui| {
                ui.label(RichText::new(tr("crash-title")).strong());
                let name = newest
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                ui.label(
                    Msg::new("crash-explain")
                        .text("name", name)
                        .count("n", self.reports.len())
                        .text("folder", crate::crash::FOLDER)
                        .to_string(),
                );
                ui.horizontal(|ui| {
                    if ui
                        .button(tr("crash-open-folder"))
                        .on_hover_text(folder.display().to_string())
                        .clicked()
                    {
                        self.said = cx.platform.open_folder(&folder).err();
                    }
                    if ui.button(tr("crash-copy")).clicked() {
                        match crate::engine::files::read_text(&newest, 8 * 1024 * 1024) {
                            Ok(text) => {
                                cx.send(Event::Copy(text));
                                self.said = Some(tr("crash-copied"));
                            }
                            Err(e) => {
                                self.said = Some(
                                    Msg::new("crash-unreadable")
                                        .text("why", e.to_string())
                                        .to_string(),
                                );
                            }
                        }
                    }
                    if ui.button(tr("status-dismiss")).clicked() {
                        for r in &self.reports {
                            crate::crash::mark_read(r);
                        }
                        self.reports.clear();
                        self.said = None;
                    }
                    if let Some(s) = &self.said {
                        ui.label(s);
                    }
                });
            });
    }
}
