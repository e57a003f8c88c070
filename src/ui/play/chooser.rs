//! "Which one do you mean": when one click means several legal actions, they are offered as
//! buttons by the pointer until one is taken, the position moves on, Escape or a click elsewhere.

use crate::engine::text::tr;
use crate::game::Game;
use crate::sheet_kit::Chooser;
use egui::Ui;

/// "Which one do you mean": the legal actions a click shares, as buttons by the pointer.
pub(super) fn chooser_ui<G: Game>(
    ui: &mut Ui,
    rules: &G,
    state: &G::State,
    slot: &mut Option<(usize, u64, Chooser<G::Action>)>,
    at: usize,
    legal: &[G::Action],
) -> Option<G::Action> {
    let (made_at, frame, chooser) = slot.as_ref()?;
    let fresh = *frame == ui.ctx().cumulative_frame_nr();
    let options: Vec<&G::Action> = chooser
        .actions
        .iter()
        .filter(|a| legal.contains(a))
        .collect();
    if *made_at != at || options.len() < 2 {
        *slot = None;
        return None;
    }
    let mut picked = None;
    let area = egui::Area::new(egui::Id::unique("play-chooser"))
        .fixed_pos(chooser.pos)
        .order(egui::Order::Foreground)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(tr("play-which-one"));
                for a in options {
                    if ui.button(rules.label(state, a)).clicked() {
                        picked = Some(a.clone());
                    }
                }
            });
        });
    let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
    if picked.is_none() && (escape || (!fresh && area.response.clicked_elsewhere())) {
        *slot = None;
    }
    picked
}
