//! The play screen's column beside the sheet (or strip under it): the dice tray with the one
//! animation clock's tumble, and the small views of the other seats.

use super::play::{column_ui, fit_rect, ColumnFrame, Parts, SheetFrame};
use crate::engine::text::{tr, Msg};
use crate::engine::Session;
use crate::game::Game;
use crate::sheet_kit::cache::SheetCache;
use crate::sheet_kit::draw::paint_die;
use crate::sheet_kit::{paint_seat_mark, Controls, DiceGroup, Overlay, PlayEnv, SheetStyle};
use egui::{
    pos2, vec2, Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

/// Space between the sheet and the strip under it.
pub(super) const STRIP_GAP: f32 = 8.0;

/// Where the large sheet and the column go in the space under the header.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Place {
    /// The column beside the sheet (the usual): the sheet's area and the space left over (the
    /// two are centred together).
    Beside {
        column_w: f32,
        sheet: Vec2,
        spare: f32,
    },
    /// A wide sheet across the whole width, and under it a strip for the controls.
    Below { sheet: Vec2, strip: Vec2 },
}

impl Place {
    /// The place that leaves the sheet (of `natural` size) larger in `avail`: beside, unless the
    /// game can lay its controls out in a strip of height `strip` and the sheet grows that way.
    pub(super) fn choose(natural: Vec2, avail: Vec2, strip: Option<f32>) -> Place {
        let column_w = (avail.x * 0.36).clamp(240.0, 460.0);
        let room = vec2((avail.x - column_w - 12.0).max(200.0), avail.y.max(200.0));
        let beside = fit_rect(natural, Rect::from_min_size(pos2(0.0, 0.0), room)).width();
        let sheet = vec2(beside.ceil().min(room.x), room.y);
        let column = Place::Beside {
            column_w,
            sheet,
            spare: room.x - sheet.x,
        };
        let Some(strip) = strip else {
            return column;
        };
        let over = vec2(avail.x, (avail.y - strip - STRIP_GAP).max(0.0));
        let below = fit_rect(natural, Rect::from_min_size(pos2(0.0, 0.0), over));
        if below.width() <= beside + 0.5 {
            return column;
        }
        // The sheet's own height, so the strip starts right under it and takes what is left.
        let sheet_h = below.height().ceil().min(over.y);
        Place::Below {
            sheet: vec2(avail.x, sheet_h),
            strip: vec2(avail.x, (avail.y - sheet_h - STRIP_GAP).max(strip)),
        }
    }
}

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

/// What the small views show: every seat but `shown`, with their totals, in `width` points.
pub(super) struct SmallViews<'a, A> {
    pub(super) shown: usize,
    pub(super) totals: &'a [i32],
    pub(super) last: Option<(usize, &'a A)>,
    pub(super) width: f32,
    pub(super) generation: u64,
}

/// The other seats' sheets, small, with name and score; returns a seat the player clicked to look
/// at more closely. `caches` keeps each seat's painted sheet between frames.
pub(super) fn small_views_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    views: &SmallViews<'_, G::Action>,
    style: &SheetStyle,
    caches: &mut Vec<SheetCache<G::Action>>,
) -> Option<usize> {
    let SmallViews {
        shown,
        totals,
        last,
        width,
        generation,
    } = *views;
    let rules = session.rules();
    let state = session.state();
    let names = session.names();
    let seats = session.seats().len();
    let others = seats.saturating_sub(1);
    ui.label(RichText::new(tr("play-other-sheets")).strong());
    let natural = rules.sheet_size(state);
    let per_row = others.clamp(1, 2) as f32;
    let w = ((width - 8.0 * (per_row - 1.0)) / per_row).clamp(90.0, 230.0);
    let h = w * natural.y / natural.x.max(1.0);
    let text_color = ui.visuals().text_color();
    let mut picked = None;
    caches.resize_with(seats, SheetCache::default);
    ui.horizontal_wrapped(|ui| {
        for seat in (0..seats).filter(|&s| s != shown) {
            let (rect, response) = ui.allocate_exact_size(vec2(w, h + 18.0), Sense::click());
            let full = names.get(seat);
            let name = crate::sheet_kit::sheet_name(&full);
            let caption = Rect::from_min_size(rect.min, vec2(w, 16.0));
            let body = Rect::from_min_max(pos2(rect.left(), rect.top() + 18.0), rect.max);
            let p = ui.painter_at(rect);
            paint_seat_mark(
                &p,
                pos2(caption.left() + 6.0, caption.center().y),
                5.5,
                seat,
                style,
            );
            let score = totals.get(seat).copied().unwrap_or(0);
            p.text(
                pos2(caption.left() + 16.0, caption.center().y),
                Align2::LEFT_CENTER,
                format!("{name} · {score}"),
                FontId::proportional(12.0),
                text_color,
            );
            // Sheets scrolled out of the column are not painted at all (8 seats: most of them).
            if ui.is_rect_visible(body) {
                let overlay = Overlay {
                    last,
                    ..Overlay::plain(seat, &name)
                };
                caches[seat].paint(
                    &p,
                    body,
                    generation,
                    &overlay,
                    style,
                    |p, rect, overlay, style| rules.paint_sheet(p, rect, state, overlay, style),
                );
            }
            let label = Msg::new("play-sheet-of-small")
                .text("name", full.clone())
                .to_string();
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            let tip = Msg::new("play-sheet-of")
                .text("name", full.clone())
                .to_string();
            if response.on_hover_text(tip).clicked() {
                picked = Some(seat);
            }
        }
    });
    picked
}

fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

/// Where and how wide the column of controls goes: beside the sheet (with the dice tray) or in
/// the strip under a wide board (the tray beside it), at most `max_height` high.
pub(super) struct ColumnArea {
    pub(super) width: f32,
    pub(super) max_height: Option<f32>,
    pub(super) with_dice: bool,
}

/// The column of controls in its own scroll area; returns a table chance outcome entered there.
pub(super) fn column_area_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    parts: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    (frame, column): (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>),
    area: ColumnArea,
    env: &PlayEnv,
) -> Option<G::Action> {
    let mut table_choice = None;
    ui.vertical(|ui| {
        ui.set_width(area.width);
        let mut scroll = egui::ScrollArea::vertical()
            .id_salt("play-column")
            .auto_shrink([false, false]);
        if let Some(h) = area.max_height {
            scroll = scroll.max_height(h);
        }
        scroll.show(ui, |ui| {
            let inner = (frame, column, area.width - 16.0, area.with_dice);
            table_choice = column_ui(ui, session, parts, controls, inner, env);
        });
    });
    table_choice
}

/// The strip under a wide board: the dice tray at its left, the column of controls across the
/// rest (`strip` is its size).
pub(super) fn strip_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    parts: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    frames: (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>),
    strip: egui::Vec2,
    env: &PlayEnv,
) -> Option<G::Action> {
    let (rules, state) = (session.rules(), session.state());
    ui.horizontal_top(|ui| {
        let dice = rules.dice(state);
        let mut rest = strip.x;
        if !dice.is_empty() {
            let tray_w = (strip.x * 0.12).clamp(90.0, 160.0);
            ui.vertical(|ui| {
                ui.set_width(tray_w);
                let tray = Tray {
                    faces: rules.die_faces(),
                    tumble: frames.1.tumble,
                    width: tray_w,
                };
                dice_tray_ui(ui, &dice, &tray, controls);
            });
            rest -= tray_w + ui.spacing().item_spacing.x;
        }
        let area = ColumnArea {
            width: rest,
            max_height: Some(strip.y),
            with_dice: false,
        };
        column_area_ui(ui, session, parts, controls, frames, area, env)
    })
    .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_board_with_a_strip_goes_above_it_and_a_tall_sheet_keeps_its_column() {
        // The play area of a 1280×800 window.
        let avail = vec2(924.0, 664.0);
        let board = vec2(830.0, 558.0);
        let Place::Below { sheet, strip } = Place::choose(board, avail, Some(150.0)) else {
            panic!("a wide board gains from the strip");
        };
        let fitted = fit_rect(board, Rect::from_min_size(pos2(0.0, 0.0), sheet));
        assert!(fitted.width() > 700.0, "{fitted:?}");
        assert!(strip.y >= 150.0 && sheet.y + STRIP_GAP + strip.y <= avail.y + 0.5);
        // Without a strip the game's controls stay beside it.
        assert!(matches!(
            Place::choose(board, avail, None),
            Place::Beside { .. }
        ));
        // A tall sheet loses by going above a strip: beside.
        let tall = vec2(500.0, 700.0);
        assert!(matches!(
            Place::choose(tall, avail, Some(150.0)),
            Place::Beside { .. }
        ));
    }
}
