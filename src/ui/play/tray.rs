//! The dice tray: the dice on the table, tumbling for the one animation clock's time, each group
//! with an action offered like any other target.

use crate::game::Game;
use crate::sheet_kit::draw::paint_die;
use crate::sheet_kit::{Controls, DiceGroup};
use egui::{pos2, vec2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui};

/// How the tray draws: the faces a die can show, how much tumble is left, and the width it fits.
pub(super) struct Tray {
    pub(super) faces: std::ops::RangeInclusive<u8>,
    pub(super) tumble: f32,
    pub(super) width: f32,
}

/// The dice on the table; a new roll tumbles for the shared clock's time. Groups with an action
/// are offered through `controls` like any other target.
pub(super) fn dice_tray_ui<G: Game>(
    ui: &mut Ui,
    groups: &[DiceGroup<G::Action>],
    tray: &Tray,
    controls: &mut Controls<'_, G>,
) {
    let style = controls.style().clone();
    let tumble = tray.tumble;
    let faces = &tray.faces;
    let numerals = *faces != (1..=6);
    let (low, span) = (
        *faces.start(),
        faces.end().saturating_sub(*faces.start()) as u32 + 1,
    );
    ui.horizontal_wrapped(|ui| {
        for (g, group) in groups.iter().enumerate() {
            let count = group.faces.len().max(1) as f32;
            // Dice are 34 points, smaller when a group would not fit the column.
            let die = ((tray.width - 12.0) / count - 4.0).clamp(12.0, 34.0);
            let dice_w = count * (die + 4.0) - 4.0;
            let caption = (!group.caption.is_empty()).then(|| {
                ui.painter().layout_no_wrap(
                    group.caption.clone(),
                    FontId::proportional(11.0),
                    style.ink,
                )
            });
            let caption_w = caption.as_ref().map_or(0.0, |g| g.size().x + 8.0);
            let caption_h = if caption.is_some() { 16.0 } else { 0.0 };
            let size = vec2((dice_w + 12.0).max(caption_w), die + 10.0 + caption_h);
            let sense = if group.action.is_some() {
                Sense::click()
            } else {
                Sense::hover()
            };
            let (rect, response) = ui.allocate_exact_size(size, sense);
            let legal = group.action.as_ref().is_some_and(|a| controls.is_legal(a));
            let hinted = group.action.as_ref().is_some_and(|a| controls.is_hint(a));
            let frame = if hinted {
                Stroke::new(3.0, style.hint)
            } else if legal && controls.env.tutorial {
                Stroke::new(2.5, style.legal)
            } else if group.action.is_some() {
                Stroke::new(1.0, style.grid)
            } else {
                Stroke::NONE
            };
            let p = ui.painter();
            if group.action.is_some() {
                let bg = if response.hovered() && legal {
                    mix(style.paper, style.legal, 0.2)
                } else {
                    style.paper
                };
                p.rect_filled(rect, 6.0, bg);
            }
            p.rect_stroke(rect, 6.0, frame, StrokeKind::Inside);
            let faded_from = group.faces.len().saturating_sub(group.used);
            for (k, &face) in group.faces.iter().enumerate() {
                let fill = if k >= faded_from {
                    mix(style.paper, style.fill, 0.5)
                } else {
                    style.paper
                };
                let mut r = Rect::from_min_size(
                    pos2(
                        rect.center().x - dice_w / 2.0 + k as f32 * (die + 4.0),
                        rect.top() + 5.0,
                    ),
                    vec2(die, die),
                );
                let shown = if tumble > 0.0 {
                    // A changing face and a small hop while the dice settle.
                    let t = (tumble * 23.0 + (g * 3 + k) as f32 * 1.7) as u32;
                    r = r.translate(vec2(0.0, -((tumble * 40.0 + k as f32).sin().abs()) * 5.0));
                    low + (t % span) as u8
                } else {
                    face
                };
                paint_die(p, r, shown, numerals, fill, style.ink);
            }
            if let Some(galley) = caption {
                let at = pos2(
                    rect.center().x - galley.size().x / 2.0,
                    rect.bottom() - 3.0 - galley.size().y,
                );
                p.galley(at, galley, style.ink);
            }
            if let Some(a) = &group.action {
                let label = controls.rules.label(controls.state, a);
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, label.as_str())
                });
                if tumble <= 0.0 {
                    controls.offer(&response, std::slice::from_ref(a), None);
                }
            }
        }
    });
}

fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}
