//! File › Print blank sheet (and the home cards' "Print blank"): choose a game, how many seats
//! and its options, then a file; an empty sheet is written as an A4 page at 300 dpi, plus one
//! page per seat whose sheet differs (Diaominos names the side each seat reads), as NAME-seatN.png.

use super::event::{Event, Open};
use super::file_dialog::FilePurpose;
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The print dialog's choices.
pub struct PrintDialog {
    pub game: usize,
    pub seats: usize,
    pub options: BTreeMap<String, String>,
}

impl PrintDialog {
    /// Opens the dialog for `game`: the running game's seats and options when it is that game,
    /// else the fewest seats and the default options.
    pub fn for_game(cx: &Shell, game: usize, running: Option<&GameScreen>) -> Option<PrintDialog> {
        let info = cx.registry.get(game)?.info();
        let running = running.filter(|g| g.m.info().id == info.id);
        Some(PrintDialog {
            game,
            seats: running.map_or(info.min_seats.max(1), |g| g.m.seats().len()),
            options: running.map(|g| g.m.option_choices()).unwrap_or_default(),
        })
    }

    /// The game the print dialog is for, by id (for the suggested file name).
    pub fn game_id(&self, cx: &Shell) -> Option<&'static str> {
        cx.registry.get(self.game).map(|g| g.info().id)
    }

    /// The window; false once closed. Save asks for a file (the answer comes back as
    /// `Event::FileChosen`, and [`Self::print_blank_to`] writes it).
    pub fn ui(&mut self, ctx: &egui::Context, cx: &mut Shell) -> bool {
        let d = self;
        let mut open = true;
        let mut choose = false;
        egui::Window::new(tr("print-title"))
            .id(egui::Id::unique("print-window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .show(ctx, |ui| {
                ui.label(tr("print-explain"));
                let names: Vec<&'static str> = cx.registry.iter().map(|g| g.info().name).collect();
                let before = d.game;
                egui::ComboBox::new("print-game", tr("stats-game"))
                    .selected_text(names.get(d.game).copied().unwrap_or("?"))
                    .show_ui(ui, |ui| {
                        for (i, name) in names.iter().enumerate() {
                            ui.selectable_value(&mut d.game, i, *name);
                        }
                    });
                let Some(plugin) = cx.registry.get(d.game) else {
                    return;
                };
                let info = plugin.info();
                if d.game != before {
                    d.options.clear();
                    d.seats = info.min_seats.max(1);
                }
                if info.max_seats > info.min_seats {
                    ui.add(
                        egui::Slider::new(&mut d.seats, info.min_seats.max(1)..=info.max_seats)
                            .text(tr("print-seats")),
                    );
                }
                for spec in plugin.option_specs() {
                    crate::ui::widgets::option_combo(ui, info.id, &spec, &mut d.options);
                }
                ui.label(egui::RichText::new(tr("print-own-page")).weak());
                if ui.button(tr("print-save")).clicked() {
                    choose = true;
                }
            });
        if choose {
            cx.send(Event::OpenWindow(Open::File(FilePurpose::PrintBlank)));
        }
        open
    }

    /// Writes the blank sheets to `path` (and NAME-seatN.png for seats whose sheet differs).
    /// Writes the blanks; true when they were written (the dialog then closes).
    pub fn print_blank_to(&self, cx: &mut Shell, path: &Path) -> bool {
        let d = self;
        let Some(plugin) = cx.registry.get(d.game) else {
            return false;
        };
        let id = plugin.info().id;
        match write_blanks(id, &d.options, d.seats, path, crate::print::DEFAULT_DPI) {
            Ok(files) => {
                // Written, not printed: the player prints the files.
                let names: Vec<String> = files.iter().map(|p| super::words::file_name(p)).collect();
                let folder = path
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .map(|p| p.display().to_string());
                let msg = match folder {
                    Some(folder) => Msg::new("print-saved-in").text("folder", folder),
                    None => Msg::new("print-saved"),
                };
                cx.note(msg.text("files", names.join(", ")).to_string());
                true
            }
            Err(e) => {
                cx.error(
                    Msg::new("print-failed")
                        .text("why", format!("{e:#}"))
                        .to_string(),
                );
                false
            }
        }
    }
}

/// Writes the first seat's blank to `path` and every further distinct seat's beside it, at `dpi`
/// (the dialog prints at [`crate::print::DEFAULT_DPI`]); returns the files written.
fn write_blanks(
    id: &str,
    options: &BTreeMap<String, String>,
    seats: usize,
    path: &Path,
    dpi: f32,
) -> anyhow::Result<Vec<PathBuf>> {
    let m = crate::print::blank_match(id, options, Some(seats))?;
    let mut files = Vec::new();
    for seat in crate::print::distinct_seats(m.as_ref()) {
        let file = if seat == 0 {
            path.to_path_buf()
        } else {
            seat_path(path, seat)
        };
        let bytes = crate::print::blank_png(m.as_ref(), seat, dpi)?;
        crate::engine::save::write_atomic(&file, &bytes).map_err(|e| {
            let why = Msg::new("print-cannot-write")
                .text("file", file.display().to_string())
                .msg("why", crate::engine::files::io_msg(&e));
            anyhow::anyhow!("{why}")
        })?;
        files.push(file);
    }
    Ok(files)
}

/// `dir/name.png` → `dir/name-seat2.png` for seat index 1.
pub fn seat_path(path: &Path, seat: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "blank".into());
    path.with_file_name(format!("{stem}-seat{}.png", seat + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extra_seats_are_written_beside_the_first() {
        assert_eq!(
            seat_path(Path::new("/tmp/x/dia.png"), 1),
            PathBuf::from("/tmp/x/dia-seat2.png")
        );
        let dir = std::env::temp_dir().join(format!("dicepad-print-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // 75 dpi: the pages' size follows the dpi (at 300 dpi this took 20 s of the debug tests).
        let files =
            write_blanks("diaominos", &BTreeMap::new(), 2, &dir.join("d.png"), 75.0).unwrap();
        assert_eq!(files, vec![dir.join("d.png"), dir.join("d-seat2.png")]);
        for f in &files {
            let img = image::open(f).unwrap();
            let want = crate::print::page_pixels(75.0, true);
            assert_eq!((img.width() as usize, img.height() as usize), want);
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
