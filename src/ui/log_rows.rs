//! A long list of log rows that wrap to the panel's width, with only the rows in view laid out.
//!
//! `ScrollArea::show_rows` needs one fixed row height, so a long row had to be cut short with
//! "…". Here each row keeps its height: measured (its text laid out, no widget) when the width
//! changes, and as drawn after that; a row added since counts as one line until it is drawn or
//! measured. When a drawn row's height differs from what was kept, one more frame is asked for,
//! so the list settles at once. Rows beyond the count (after an undo or another game) are
//! dropped. A list can be about one row (the review's shown step): it is brought half-way down
//! the view when asked, after measuring the rows not yet known.

use egui::{Id, Rect, Response, ScrollArea, Ui, UiBuilder};

/// The heights last seen, for one list at one width, and the view's height.
#[derive(Clone, Default)]
struct Kept {
    width: f32,
    rows: Vec<f32>,
    /// Whether each row's height was drawn or measured (else it is the one-line guess).
    known: Vec<bool>,
    /// A jump whose rows' drawn heights differed from their measure: it is made again next frame.
    settling: bool,
}

/// What to show: `count` rows, each at least `one_line` tall; `row(ui, i)` draws row `i`.
pub(super) struct LogRows {
    pub id: Id,
    pub count: usize,
    pub one_line: f32,
    /// The row the list is about: with `jump` it is scrolled to half-way down the view.
    pub target: Option<usize>,
    pub jump: bool,
}

impl LogRows {
    /// `row(ui, i)` draws row `i`; `measure(ctx, i, width)` says how tall it will be at that
    /// width without drawing it (used before a jump).
    pub(super) fn show(
        self,
        ui: &mut Ui,
        area: ScrollArea,
        mut row: impl FnMut(&mut Ui, usize) -> Response,
        measure: impl Fn(&egui::Context, usize, f32) -> f32,
    ) {
        let spacing = ui.spacing().item_spacing.y;
        // Taken out and put back at the end: no copy of the heights per frame.
        let mut kept: Kept = ui.data_mut(|d| d.remove_temp(self.id)).unwrap_or_default();
        kept.rows.resize(self.count, self.one_line);
        kept.known.resize(self.count, false);
        let mut area = area;
        let view = ui.available_height();
        let jumping = self.jump || kept.settling;
        if let Some(target) = self.target.filter(|_| jumping) {
            // The width of the rows: last frame's, or (first frame) the room there is now.
            let width = if kept.width > 0.0 {
                kept.width
            } else {
                ui.available_width()
            };
            for i in 0..self.count {
                if !kept.known[i] {
                    kept.rows[i] = measure(ui.ctx(), i, width).max(self.one_line);
                    kept.known[i] = true;
                }
            }
            let top: f32 = kept.rows.iter().take(target).map(|h| h + spacing).sum();
            // Never past the end: an offset beyond the content springs back over many frames.
            let total: f32 = kept.rows.iter().map(|h| h + spacing).sum::<f32>() - spacing;
            let end = (total - view).max(0.0);
            area = area.vertical_scroll_offset((top - view / 2.0).clamp(0.0, end));
        }
        let mut changed = false;
        let jumped = self.target.is_some() && jumping;
        ui.scope(|ui| {
            if jumped {
                // The scroll area checks an offset against last frame's content size; one set past
                // it would spring back (and coast on) over many frames.
                ui.spacing_mut().scroll.kinetic.rubber_band = false;
            }
            area.show_viewport(ui, |ui, viewport| {
                let width = ui.max_rect().width();
                // A new width (the panel resized, a scroll bar came or went): every row measured
                // again at once. One-line guesses here would change the content's height, and with
                // it the scroll bar and the width, for many frames.
                if (width - kept.width).abs() > 0.5 {
                    kept.width = width;
                    for i in 0..self.count {
                        kept.rows[i] = measure(ui.ctx(), i, width).max(self.one_line);
                        kept.known[i] = true;
                    }
                }
                let total: f32 = kept.rows.iter().map(|h| h + spacing).sum::<f32>() - spacing;
                ui.set_height(total.max(0.0));
                // The first row that reaches into the view, and where it starts.
                let mut first = 0;
                let mut y = 0.0;
                while first < self.count && y + kept.rows[first] < viewport.min.y {
                    y += kept.rows[first] + spacing;
                    first += 1;
                }
                let left_top = ui.max_rect().left_top() + egui::vec2(0.0, y);
                let rect = Rect::from_min_max(
                    left_top,
                    egui::pos2(ui.max_rect().right(), left_top.y + viewport.height() + 1e4),
                );
                ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
                    ui.skip_ahead_auto_ids(first); // the same row keeps the same ids
                    let mut i = first;
                    while i < self.count && y <= viewport.max.y {
                        let h = row(ui, i).rect.height();
                        // Measured and drawn heights may differ by pixel rounding.
                        if (h - kept.rows[i]).abs() > 1.0 {
                            kept.rows[i] = h;
                            changed = true;
                        }
                        kept.known[i] = true;
                        y += h + spacing;
                        i += 1;
                    }
                });
            });
        });
        kept.settling = jumping && changed;
        if changed {
            ui.ctx().request_repaint();
        }
        ui.data_mut(|d| d.insert_temp(self.id, kept));
    }
}

/// A log line as both lists show it: "12. Ann: writes 5 at F1".
pub(super) fn numbered(i: usize, who: &str, text: &str) -> String {
    format!("{}. {who}: {text}", i + 1)
}

/// How tall `text` is in `font`, wrapped at `width`: a row measured without a widget.
pub(super) fn text_height(
    ctx: &egui::Context,
    font: &egui::FontId,
    text: String,
    width: f32,
) -> f32 {
    ctx.fonts_mut(|f| f.layout(text, font.clone(), egui::Color32::PLACEHOLDER, width))
        .size()
        .y
}
