//! A long list of log rows that wrap to the panel's width, with only the rows in view laid out.
//!
//! `ScrollArea::show_rows` needs one fixed row height, so a long row had to be cut short with
//! "…". Here each row keeps the height it had when it was last drawn (a row not drawn yet counts
//! as one line); when a drawn row's height differs from what was kept, one more frame is asked
//! for, so the list settles at once. Kept heights are forgotten when the width changes, and rows
//! beyond the count (after an undo or another game) are dropped. A list can be about one row (the
//! review's shown step): it is brought half-way down the view when asked and when the view
//! changes height.

use egui::{Id, Rect, Response, ScrollArea, Ui, UiBuilder};

/// The heights last seen, for one list at one width, and the view's height.
#[derive(Clone, Default)]
struct Kept {
    width: f32,
    rows: Vec<f32>,
    view: f32,
    /// A jump whose rows were still being measured: it is made again next frame.
    settling: bool,
}

/// What to show: `count` rows, each at least `one_line` tall; `row(ui, i)` draws row `i`.
pub(super) struct LogRows {
    pub id: Id,
    pub count: usize,
    pub one_line: f32,
    /// The row the list is about: with `jump` it is scrolled to half-way down the view, and it
    /// is scrolled there again whenever the view changes height (text above it grew).
    pub target: Option<usize>,
    pub jump: bool,
}

impl LogRows {
    pub(super) fn show(
        self,
        ui: &mut Ui,
        area: ScrollArea,
        mut row: impl FnMut(&mut Ui, usize) -> Response,
    ) {
        let spacing = ui.spacing().item_spacing.y;
        let mut kept: Kept = ui.data(|d| d.get_temp(self.id)).unwrap_or_default();
        kept.rows.resize(self.count, self.one_line);
        let mut area = area;
        let view = ui.available_height();
        let resized = (view - kept.view).abs() > 0.5;
        kept.view = view;
        // Rows not drawn yet count as one line, so a jump lands short the first time; while the
        // rows it brings into view change height, it is made again (a few frames at most).
        let jumping = self.jump || resized || kept.settling;
        if let Some(target) = self.target.filter(|_| jumping) {
            let top: f32 = kept.rows.iter().take(target).map(|h| h + spacing).sum();
            area = area.vertical_scroll_offset((top - view / 2.0).max(0.0));
        }
        let mut changed = false;
        area.show_viewport(ui, |ui, viewport| {
            let width = ui.max_rect().width();
            if (width - kept.width).abs() > 0.5 {
                kept.width = width;
                kept.rows.iter_mut().for_each(|h| *h = self.one_line);
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
                    if (h - kept.rows[i]).abs() > 0.5 {
                        kept.rows[i] = h;
                        changed = true;
                    }
                    y += h + spacing;
                    i += 1;
                }
            });
        });
        kept.settling = jumping && changed;
        if changed {
            ui.ctx().request_repaint();
        }
        ui.data_mut(|d| d.insert_temp(self.id, kept));
    }
}
