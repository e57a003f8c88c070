//! The printed pieces of Black Molly's aquarium: one card tile with its name, arrows, anemone,
//! machine and ON marker; the seat tokens (a colour and a shape per seat); the black Mollies.

use super::layout::{badge_rect, card_rect, pieces_rect, CARD_FONT};
use crate::engine::text::{tr, Msg};
use crate::games::black_molly::data::CardKind;
use crate::games::black_molly::state::{arrows, Card, Dir, State};
use crate::sheet_kit::draw::Fit;
use crate::sheet_kit::SheetStyle;
use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, Vec2};

fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

fn card_fill(kind: CardKind, style: &SheetStyle) -> Color32 {
    let water = Color32::from_rgb(0x9c, 0xd3, 0xf0);
    match kind {
        CardKind::Anemone => mix(style.paper, Color32::from_rgb(0xf2, 0xa0, 0xb8), 0.55),
        CardKind::Machine(_) => mix(style.paper, Color32::from_rgb(0x9a, 0x9e, 0xa8), 0.6),
        CardKind::Pump | CardKind::CurrentEast | CardKind::CurrentSouth | CardKind::Split => {
            mix(style.paper, Color32::from_rgb(0x6c, 0xb4, 0xe4), 0.55)
        }
        _ => mix(style.paper, water, 0.45),
    }
}

fn card_label(kind: CardKind) -> String {
    match kind {
        CardKind::FishStart => tr("bm-card-fish-start"),
        CardKind::MollyStart => tr("bm-card-molly-start"),
        CardKind::Anemone => tr("bm-card-anemone"),
        CardKind::Water => tr("bm-card-water"),
        CardKind::Pump => tr("bm-card-pump"),
        CardKind::CurrentEast | CardKind::CurrentSouth => tr("bm-card-current"),
        CardKind::Split => tr("bm-card-split"),
        CardKind::Machine(n) => Msg::new("bm-card-machine").int("n", n).to_string(),
    }
}

/// One of four seat shapes (circle, square, triangle, diamond) so colour is never the only cue.
pub fn paint_token(
    p: &Painter,
    c: Pos2,
    r: f32,
    seat: usize,
    old: bool,
    style: &SheetStyle,
    alpha: f32,
) {
    let fill = style.seat_colors[seat % style.seat_colors.len()].gamma_multiply(alpha);
    let edge = Stroke::new((r * 0.18).max(1.0), style.ink.gamma_multiply(alpha));
    shape_path(p, c, r, seat, fill, edge);
    if old {
        // The old fish: a second, thick outline around the token and a dot in the middle.
        let ring = Stroke::new((r * 0.2).max(1.2), style.ink.gamma_multiply(alpha));
        shape_outline(p, c, r * 1.3, seat, ring);
        p.circle_filled(c, r * 0.3, style.paper.gamma_multiply(alpha));
    }
}

/// The seat's shape, shared with every seat mark in the app.
fn shape_points(c: Pos2, r: f32, seat: usize) -> Option<Vec<Pos2>> {
    crate::sheet_kit::seat_shape_points(c, r, seat)
}

fn shape_path(p: &Painter, c: Pos2, r: f32, seat: usize, fill: Color32, edge: Stroke) {
    match shape_points(c, r, seat) {
        None => {
            p.circle(c, r, fill, edge);
        }
        Some(pts) => {
            p.add(Shape::convex_polygon(pts, fill, edge));
        }
    }
}

fn shape_outline(p: &Painter, c: Pos2, r: f32, seat: usize, stroke: Stroke) {
    match shape_points(c, r, seat) {
        None => {
            p.circle_stroke(c, r, stroke);
        }
        Some(pts) => {
            p.add(Shape::closed_line(pts, stroke));
        }
    }
}

/// A Black Molly: a black fish with its number, outlined so it shows on the dark theme too.
/// `c` is the middle of the whole fish (body and tail), which is 45 × 20 at `k` = 1.
pub fn paint_molly(p: &Painter, c: Pos2, k: f32, number: usize, style: &SheetStyle) {
    let c = c - Vec2::new(4.5 * k, 0.0);
    let black = Color32::from_rgb(0x12, 0x12, 0x14);
    let edge = Stroke::new((1.2 * k).max(1.0), mix(style.paper, Color32::WHITE, 0.6));
    let body: Vec<Pos2> = (0..20)
        .map(|i| {
            let a = i as f32 / 20.0 * std::f32::consts::TAU;
            c + Vec2::new(a.cos() * 18.0 * k, a.sin() * 10.0 * k)
        })
        .collect();
    let tail = vec![
        c + Vec2::new(14.0 * k, 0.0),
        c + Vec2::new(27.0 * k, -10.0 * k),
        c + Vec2::new(27.0 * k, 10.0 * k),
    ];
    p.add(Shape::convex_polygon(tail, black, edge));
    p.add(Shape::convex_polygon(body, black, edge));
    p.circle_filled(c + Vec2::new(-10.0 * k, -3.0 * k), 2.2 * k, Color32::WHITE);
    p.text(
        c + Vec2::new(2.0 * k, 0.5 * k),
        Align2::CENTER_CENTER,
        number.to_string(),
        FontId::proportional(13.0 * k),
        Color32::WHITE,
    );
}

fn arrow(p: &Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let v = to - from;
    p.arrow(from, v, stroke);
}

/// The printed content of a card: its name and coordinates (the top row), a machine's number and
/// its ON marker, the pump's 1 or a start's letter (the badge, right of the second row), and the
/// art below (arrows, anemone). Pieces go under the band (`layout::pieces_rect`), so nothing is
/// ever drawn over the badge.
pub(super) fn paint_card(p: &Painter, fit: &Fit, s: &State, c: Card, style: &SheetStyle) {
    let k = fit.scale;
    let r = card_rect(fit, c);
    let kind = s.kind(c);
    p.rect(
        r,
        6.0 * k,
        card_fill(kind, style),
        Stroke::new((1.2 * k).max(1.0), style.grid),
        egui::StrokeKind::Inside,
    );
    let font = FontId::proportional(CARD_FONT * k);
    p.text(
        r.min + Vec2::new(6.0, 4.5) * k,
        Align2::LEFT_TOP,
        card_label(kind),
        font.clone(),
        style.ink,
    );
    p.text(
        r.right_top() + Vec2::new(-6.0, 4.5) * k,
        Align2::RIGHT_TOP,
        c.to_string(),
        font,
        style.faint,
    );
    let faint_blue = mix(style.paper, Color32::from_rgb(0x1f, 0x5f, 0xbf), 0.55);
    let current = Stroke::new((5.0 * k).max(2.0), faint_blue);
    let art = pieces_rect(fit, c);
    for &d in arrows(kind) {
        let (from, to) = match d {
            Dir::E => (
                art.left_center() + Vec2::new(6.0 * k, 0.0),
                art.right_center() + Vec2::new(-2.0 * k, 0.0),
            ),
            Dir::S => (
                art.center_top() + Vec2::new(0.0, 2.0 * k),
                art.center_bottom() + Vec2::new(0.0, -2.0 * k),
            ),
            Dir::N | Dir::W => continue,
        };
        arrow(p, from, to, current);
    }
    let badge = badge_rect(fit, c);
    let big = FontId::proportional(26.0 * k);
    match kind {
        CardKind::Pump => {
            p.text(
                badge.right_center() - Vec2::new(8.0 * k, 0.0),
                Align2::RIGHT_CENTER,
                "1",
                big,
                faint_blue,
            );
        }
        CardKind::Machine(n) => {
            let on = s.machine_on(c).is_some();
            // The number, then the marker of a running machine at the card's right edge (with a
            // word, not only a colour).
            let m = badge.right_center() - Vec2::new(12.0 * k, 0.0);
            let number = if on { style.danger } else { style.faint };
            p.text(
                m - Vec2::new(16.0 * k, 0.0),
                Align2::RIGHT_CENTER,
                n.to_string(),
                big,
                number,
            );
            let marker = FontId::proportional(CARD_FONT * k);
            if on {
                p.circle(
                    m,
                    12.0 * k,
                    style.danger,
                    Stroke::new((1.5 * k).max(1.0), style.ink),
                );
                p.text(
                    m,
                    Align2::CENTER_CENTER,
                    tr("bm-card-on"),
                    marker,
                    Color32::WHITE,
                );
            } else {
                p.circle_stroke(m, 12.0 * k, Stroke::new((1.0 * k).max(1.0), style.faint));
                p.text(
                    m,
                    Align2::CENTER_CENTER,
                    tr("bm-card-off"),
                    marker,
                    style.faint,
                );
            }
        }
        CardKind::Anemone => {
            // Tentacles fanning up from a base, under the band.
            let base = art.center_bottom() + Vec2::new(0.0, -6.0 * k);
            let pink = mix(style.paper, Color32::from_rgb(0xc2, 0x3b, 0x6e), 0.75);
            let reach = (art.height() - 12.0 * k).min(52.0 * k);
            for i in 0..7 {
                let a = std::f32::consts::PI * (1.1 + 0.8 * i as f32 / 6.0);
                let tip = base + Vec2::new(a.cos(), a.sin()) * reach;
                p.line_segment([base, tip], Stroke::new((4.0 * k).max(1.5), pink));
                p.circle_filled(tip, 4.0 * k, pink);
            }
            p.circle_filled(base, 8.0 * k, pink);
        }
        CardKind::FishStart | CardKind::MollyStart => {
            p.text(
                badge.right_center() - Vec2::new(8.0 * k, 0.0),
                Align2::RIGHT_CENTER,
                if kind == CardKind::FishStart {
                    "S"
                } else {
                    "B"
                },
                big,
                style.faint.gamma_multiply(0.6),
            );
        }
        _ => {}
    }
}
