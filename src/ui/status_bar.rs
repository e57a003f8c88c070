//! One line at the bottom for notes ("Saved to …"): on the game screen always there, so nothing
//! moves when a note appears; on the other screens while a note is there.

use super::shell::{Shell, NOTE_SECONDS};
use crate::engine::text::tr;
use egui::RichText;

/// The status bar. A note has an age: it goes once it is old (a note belongs to its moment).
pub fn status_bar_ui(ui: &mut egui::Ui, cx: &mut Shell) {
    let now = ui.ctx().input(|i| i.time);
    if let Some(n) = cx.notice.as_mut() {
        let since = *n.shown_at.get_or_insert(now);
        let left = NOTE_SECONDS - (now - since);
        if left <= 0.0 {
            cx.notice = None;
        } else {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(left));
        }
    }
    let mut dismiss = false;
    let note = cx.notice.as_ref().map(|n| n.text.clone());
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.set_min_height(22.0);
            if let Some(text) = &note {
                ui.label(RichText::new(text).italics());
                if ui.small_button(tr("status-dismiss")).clicked() {
                    dismiss = true;
                }
            }
        });
    });
    if dismiss {
        cx.notice = None;
    }
}
