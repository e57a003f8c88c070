//! Honeycomb Caverns' sheet drawn with egui's Painter (one [`draw_sheet`] for the screen, the end
//! window and export) and which hex a pointer means.

use crate::engine::hex::{Hex, HexLayout, Orientation};
use crate::engine::text::{tr, Msg};
use crate::games::honeycomb::board::Board;
use crate::games::honeycomb::rules::{Dir, Ending, Mark, Phase, State, StepKind};
use crate::sheet_kit::draw::{hex_points, Fit};
use crate::sheet_kit::SheetStyle;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// The overlay in hexes: what to mark on top of the plain sheet.
#[derive(Default)]
pub struct Overlay {
    pub legal: Vec<Hex>,
    /// Targets of this step that the rules refuse (tutorial mode): pointing at one says why.
    pub blocked: Vec<Hex>,
    /// Legal targets that only a jump reaches (marked with a small "J").
    pub jump_only: Vec<Hex>,
    pub hint: Option<Hex>,
    pub hover: Option<Hex>,
}

/// The sheet-space box (unit hex circumradius) that holds the board of `radius`, the rose and the
/// legends. The rose and the legends sit in the corners the hexagon leaves free; on small boards
/// those corners are too small for them, so the box is at least as big as a radius-4.5 board's.
pub(super) fn content_box(radius: u8) -> Rect {
    let room = f32::from(radius).max(4.5);
    let w = 1.5 * room + 1.4;
    let h = 3f32.sqrt() * room + 1.4;
    Rect::from_min_max(Pos2::new(-w, -h), Pos2::new(w, h))
}

/// How the sheet of a board of `radius` maps into `rect` (also used by the UI test to find a hex
/// on screen).
pub fn sheet_fit(rect: Rect, radius: u8) -> Fit {
    Fit::new(content_box(radius), rect, 6.0)
}

/// The board's hexes in sheet space: flat-top, unit circumradius, the centre hex at the origin.
const HEXES: HexLayout = HexLayout::unit(Orientation::Flat);

/// Screen position of a hex's centre.
pub fn hex_pos(fit: &Fit, h: Hex) -> Pos2 {
    let (x, y) = HEXES.hex_to_pixel(h);
    fit.pos(x, y)
}

fn ring_tint(style: &SheetStyle, ring: i32, radius: i32) -> Color32 {
    // Warmer towards the rim, where the treasure is. On dark paper the tint stays dark, so the
    // light numbers read on every ring.
    let t = (ring as f32 / radius as f32).clamp(0.0, 1.0);
    let warm = Color32::from_rgb(0xf6, 0xd8, 0x8c);
    if is_dark(style) {
        lerp(style.paper, warm, 0.06 + 0.26 * t)
    } else {
        lerp(style.paper, warm, 0.15 + 0.55 * t)
    }
}

fn is_dark(style: &SheetStyle) -> bool {
    style.paper.r() < 0x80
}

/// The colour of a hex's value: ink on a filled hex (the paper's colour on dark paper, where the
/// fill is light), and a softer ink on the others.
fn value_colour(style: &SheetStyle, filled: bool) -> Color32 {
    match (filled, is_dark(style)) {
        (true, false) => style.ink,
        (true, true) => style.paper,
        (false, false) => style.faint,
        (false, true) => lerp(style.faint, style.ink, 0.55),
    }
}

fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

/// Paints the whole sheet: hexes, values, exits, compass rose, trail, Sadie, legends, overlays.
pub fn draw_sheet(p: &Painter, rect: Rect, s: &State, style: &SheetStyle, overlay: &Overlay) {
    let b = s.board();
    let fit = sheet_fit(rect, s.radius);
    let r = fit.scale;
    p.rect_filled(rect, 6.0, style.paper);
    let exit_fill = lerp(style.paper, Color32::from_rgb(0x7f, 0xb3, 0xd5), 0.55);
    for h in b.hexes() {
        let c = hex_pos(&fit, h);
        let fill = match s.mark(h) {
            Mark::Filled => style.fill,
            _ if b.is_rim(h) => exit_fill,
            _ => ring_tint(style, h.ring(), b.radius()),
        };
        p.add(Shape::convex_polygon(
            hex_points(c, r * 0.96, true),
            fill,
            Stroke::new((r * 0.06).max(1.0), style.grid),
        ));
        let size = r * 0.62;
        if h == Hex::ORIGIN {
            p.text(
                c,
                Align2::CENTER_CENTER,
                tr("hc-sheet-start"),
                FontId::proportional(size * 0.48),
                style.ink,
            );
        } else if b.is_rim(h) {
            // An arrow pointing out of the cavern.
            let (x, y) = h.flat_top_center();
            let out = Vec2::new(x, y).normalized() * r * 0.32;
            p.arrow(
                c - out,
                out * 2.0,
                Stroke::new((r * 0.08).max(1.0), style.faint),
            );
        } else {
            let filled = s.mark(h) == Mark::Filled;
            let color = value_colour(style, filled);
            p.text(
                c,
                Align2::CENTER_CENTER,
                b.value(h).to_string(),
                FontId::proportional(size),
                color,
            );
        }
    }
    draw_trail(p, &fit, s, style);
    // The filled hexes' values on top of the trail, each on a patch of the fill, so the lines
    // through them never hide what they are worth (Sadie's own hex is hers).
    let size = r * 0.62;
    for h in b.hexes() {
        if s.mark(h) != Mark::Filled || h == s.pos || h == Hex::ORIGIN || b.is_rim(h) {
            continue;
        }
        let c = hex_pos(&fit, h);
        p.circle_filled(c, r * 0.4, style.fill);
        p.text(
            c,
            Align2::CENTER_CENTER,
            b.value(h).to_string(),
            FontId::proportional(size),
            value_colour(style, true),
        );
    }
    // Overlays: legal targets, the hint, the hovered hex.
    for &h in &overlay.legal {
        p.add(Shape::closed_line(
            hex_points(hex_pos(&fit, h), r * 0.82, true),
            Stroke::new((r * 0.14).max(2.0), style.legal),
        ));
    }
    for &h in &overlay.blocked {
        // A dashed-looking thin ring with a small cross: a target, but refused.
        let c = hex_pos(&fit, h);
        p.add(Shape::closed_line(
            hex_points(c, r * 0.82, true),
            Stroke::new((r * 0.06).max(1.0), style.danger),
        ));
        let k = r * 0.16;
        let at = c + Vec2::new(r * 0.42, -r * 0.42);
        let stroke = Stroke::new((r * 0.07).max(1.2), style.danger);
        p.line_segment([at - Vec2::splat(k), at + Vec2::splat(k)], stroke);
        p.line_segment([at + Vec2::new(-k, k), at + Vec2::new(k, -k)], stroke);
    }
    for &h in &overlay.jump_only {
        let c = hex_pos(&fit, h) + Vec2::new(r * 0.42, -r * 0.42);
        p.circle_filled(c, r * 0.26, style.legal);
        p.text(
            c,
            Align2::CENTER_CENTER,
            tr("hc-sheet-jump-mark"),
            FontId::proportional(r * 0.34),
            style.paper,
        );
    }
    if let Some(h) = overlay.hint {
        let c = hex_pos(&fit, h);
        p.add(Shape::closed_line(
            hex_points(c, r * 0.98, true),
            Stroke::new((r * 0.16).max(2.0), style.hint),
        ));
        p.text(
            c + Vec2::new(0.0, -r * 0.95),
            Align2::CENTER_BOTTOM,
            tr("hc-sheet-hint"),
            FontId::proportional(r * 0.45),
            style.hint,
        );
    }
    if let Some(h) = overlay.hover {
        p.add(Shape::closed_line(
            hex_points(hex_pos(&fit, h), r * 0.96, true),
            Stroke::new(1.5, style.ink),
        ));
    }
    draw_rose(p, &fit, style, s.radius);
    draw_legends(p, &fit, s, style);
}

/// How far from a hex's centre the trail keeps, in hex radii: outside the number printed there
/// (about 0.3 of a radius each way) and its patch.
const TRAIL_CLEAR: f32 = 0.45;

/// The trail's pieces of line, in sheet points: each walk a line through the hexes it crosses,
/// broken at every hex's middle so it never runs over a number; each jump a dashed arc bowed out
/// far enough to pass beside the jumped hex's number (never over it).
pub fn trail_segments(fit: &Fit, s: &State) -> Vec<(Pos2, Pos2)> {
    let r = fit.scale;
    let mut out = Vec::new();
    for pair in s.trail.windows(2) {
        let (a, b) = (hex_pos(fit, pair[0].0), hex_pos(fit, pair[1].0));
        let along = (b - a).normalized();
        match pair[1].1 {
            StepKind::Walk => {
                // A walk goes straight through the hexes it crosses: a piece between each two
                // hexes of it, leaving every crossed hex's middle (its number) free.
                let n = pair[0].0.distance(pair[1].0).max(1);
                for k in 0..n {
                    let from = a + (b - a) * (k as f32 / n as f32);
                    let to = a + (b - a) * ((k + 1) as f32 / n as f32);
                    out.push((from + along * r * TRAIL_CLEAR, to - along * r * TRAIL_CLEAR));
                }
            }
            StepKind::Jump => {
                // A quadratic arc over the jumped hex (the midpoint): its apex passes at half the
                // control point's offset from the middle, so 2 × (clearance + a margin).
                let bow = 2.0 * (TRAIL_CLEAR + 0.2) * r;
                let mid = a + (b - a) * 0.5 + (b - a).rot90().normalized() * bow;
                let point = |t: f32| {
                    let u = 1.0 - t;
                    Pos2::new(
                        u * u * a.x + 2.0 * u * t * mid.x + t * t * b.x,
                        u * u * a.y + 2.0 * u * t * mid.y + t * t * b.y,
                    )
                };
                let pts: Vec<Pos2> = (0..=24).map(|i| point(i as f32 / 24.0)).collect();
                // Every other piece (dashes), leaving out the pieces near either end's number.
                for seg in pts.chunks(2) {
                    if let [x, y] = seg {
                        let near = |q: Pos2| {
                            q.distance(a) < r * TRAIL_CLEAR || q.distance(b) < r * TRAIL_CLEAR
                        };
                        if !near(*x) && !near(*y) {
                            out.push((*x, *y));
                        }
                    }
                }
            }
        }
    }
    out
}

fn draw_trail(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let r = fit.scale;
    let width = (r * 0.16).max(1.5);
    for (a, b) in trail_segments(fit, s) {
        p.line_segment([a, b], Stroke::new(width, style.accent));
    }
    let here = match s.phase {
        Phase::Over(Ending::Escaped(exit)) => exit,
        _ => s.pos,
    };
    let c = hex_pos(fit, here);
    let fell = s.phase == Phase::Over(Ending::Fell);
    let token = if fell { style.danger } else { style.accent };
    p.circle(
        c,
        r * 0.42,
        token,
        Stroke::new((r * 0.08).max(1.0), style.paper),
    );
    p.text(
        c,
        Align2::CENTER_CENTER,
        if fell { "X" } else { "S" },
        FontId::proportional(r * 0.5),
        style.paper,
    );
}

fn draw_rose(p: &Painter, fit: &Fit, style: &SheetStyle, radius: u8) {
    let b = content_box(radius);
    let centre = fit.pos(b.min.x + 2.4, b.min.y + 2.4);
    let len = fit.scale * 1.35;
    p.circle_stroke(centre, fit.scale * 0.25, Stroke::new(1.0, style.faint));
    for d in Dir::all() {
        let (x, y) = d.step().flat_top_center();
        let v = Vec2::new(x, y).normalized();
        p.arrow(
            centre + v * fit.scale * 0.3,
            v * len * 0.62,
            Stroke::new((fit.scale * 0.07).max(1.0), style.ink),
        );
        p.text(
            centre + v * len,
            Align2::CENTER_CENTER,
            format!("{} {}", d.0, super::super::rules::dir_msg(d)),
            FontId::proportional((fit.scale * 0.42).max(7.0)),
            style.ink,
        );
    }
}

fn draw_legends(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let b = content_box(s.radius);
    let jumps = s.board().data.jumps;
    let font = FontId::proportional((fit.scale * 0.55).max(8.0));
    // Jumps left as filled dots, used ones as rings.
    let dot = fit.scale * 0.28;
    let top_right = fit.pos(b.max.x - 0.4, b.min.y + 0.4);
    for i in 0..jumps {
        let c = top_right + Vec2::new(-dot - (jumps - 1 - i) as f32 * dot * 2.6, dot + 2.0);
        if style.blank {
            // On paper: a ring to cross off when the jump is used.
            p.circle_stroke(c, dot, Stroke::new(1.5, style.ink));
        } else if i < s.jumps_left {
            p.circle_filled(c, dot, style.accent);
        } else {
            p.circle_stroke(c, dot, Stroke::new(1.5, style.faint));
        }
    }
    let dots_width = jumps as f32 * dot * 2.6;
    p.text(
        top_right - Vec2::new(dots_width + 4.0, 0.0),
        Align2::RIGHT_TOP,
        tr("hc-sheet-jumps"),
        font.clone(),
        style.ink,
    );
    let score = match s.phase {
        _ if style.blank => tr("hc-sheet-treasure-blank"),
        Phase::Over(Ending::Fell) => tr("hc-sheet-fell"),
        Phase::Over(Ending::Escaped(_)) => Msg::new("hc-sheet-escaped")
            .int("points", s.filled_sum())
            .to_string(),
        _ => Msg::new("hc-sheet-treasure")
            .int("points", s.filled_sum())
            .to_string(),
    };
    p.text(
        fit.pos(b.max.x - 0.4, b.max.y - 0.4),
        Align2::RIGHT_BOTTOM,
        score,
        font.clone(),
        style.ink,
    );
    p.text(
        fit.pos(b.min.x + 0.4, b.max.y - 0.4),
        Align2::LEFT_BOTTOM,
        tr("hc-sheet-rim"),
        FontId::proportional((fit.scale * 0.42).max(7.0)),
        style.faint,
    );
}

/// The hex under a screen point, if it is on the board.
pub fn hex_at(fit: &Fit, board: &Board, pos: Pos2) -> Option<Hex> {
    let h = HEXES.pixel_to_hex(fit.unpos(pos));
    board.contains(h).then_some(h)
}
