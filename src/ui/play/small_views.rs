//! The small views: every other seat's sheet, small, with name and score, each a button that
//! shows that seat's sheet large.

use crate::engine::text::{tr, Msg};
use crate::engine::Session;
use crate::game::Game;
use crate::sheet_kit::cache::Stamp;
use crate::sheet_kit::{paint_seat_mark, Overlay, SheetStyle};
use crate::ui::sheet_picture::SheetPicture;
use egui::{pos2, vec2, Align2, FontId, Rect, RichText, Sense, Ui};

/// What the small views show: every seat but `shown`, with their totals, in `width` points.
pub(super) struct SmallViews<'a, A> {
    pub(super) shown: usize,
    pub(super) totals: &'a [i32],
    pub(super) last: Option<(usize, &'a A)>,
    pub(super) width: f32,
    /// The position and language the sheets are painted for (see [`Stamp`]).
    pub(super) stamp: Stamp,
}

/// What a small view's picture shows: the position (and its language), the seat's name, and the
/// last action marked on it.
pub(super) type SmallKey<A> = (Stamp, String, Option<(usize, A)>);

/// The other seats' sheets, small, with name and score; returns a seat the player clicked to look
/// at more closely. `pictures` keeps each seat's sheet as a picture between frames (made again
/// when the position changes: a small view is never played on, so it needs no hover marks).
pub(super) fn small_views_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    views: &SmallViews<'_, G::Action>,
    style: &SheetStyle,
    pictures: &mut Vec<SheetPicture<SmallKey<G::Action>>>,
) -> Option<usize> {
    let SmallViews {
        shown,
        totals,
        last,
        width,
        stamp,
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
    while pictures.len() < seats {
        pictures.push(SheetPicture::new(format!("small-view-{}", pictures.len())));
    }
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
                let key = (stamp, name.to_string(), last.map(|(s, a)| (s, a.clone())));
                pictures[seat].show(&p, body, natural, key, style, |p, sheet| {
                    rules.paint_sheet(p, sheet, state, &overlay, style)
                });
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
