//! Drawing helpers shared by several games: hexes, dice, fitting a sheet into a rect.

use crate::sheet_kit::SheetStyle;
use egui::{Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// The corners of a hex centred at `c` with circumradius `r`.
pub fn hex_points(c: Pos2, r: f32, flat_top: bool) -> Vec<Pos2> {
    let corners = if flat_top {
        crate::engine::hex::flat_top_corners()
    } else {
        crate::engine::hex::pointy_top_corners()
    };
    corners
        .iter()
        .map(|&(x, y)| c + Vec2::new(x, y) * r)
        .collect()
}

/// A filled, outlined hex.
pub fn paint_hex(p: &Painter, c: Pos2, r: f32, flat_top: bool, fill: Color32, stroke: Stroke) {
    p.add(Shape::convex_polygon(
        hex_points(c, r, flat_top),
        fill,
        stroke,
    ));
}

/// Maps sheet coordinates (any unit) into a screen rect, keeping the aspect ratio and centring.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    pub scale: f32,
    pub offset: Vec2,
}

impl Fit {
    /// Fits the sheet-space box `content` into `rect` with `margin` points around it.
    pub fn new(content: Rect, rect: Rect, margin: f32) -> Fit {
        let avail = (rect.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(1.0));
        let scale = (avail.x / content.width().max(1e-3)).min(avail.y / content.height().max(1e-3));
        let offset = rect.center().to_vec2() - content.center().to_vec2() * scale;
        Fit { scale, offset }
    }
    pub fn pos(&self, x: f32, y: f32) -> Pos2 {
        Pos2::new(x * self.scale, y * self.scale) + self.offset
    }
    /// Back from screen to sheet coordinates.
    pub fn unpos(&self, p: Pos2) -> (f32, f32) {
        let v = (p - self.offset) / self.scale;
        (v.x, v.y)
    }
}

/// One die face in `rect`: pips for 1–6, or its number when `numerals` is set (dice whose faces
/// are not 1–6 show numbers on every face, so one roll never mixes the two) or the value is not 1–6.
pub fn paint_die(p: &Painter, rect: Rect, value: u8, numerals: bool, fill: Color32, ink: Color32) {
    let r = rect.width().min(rect.height()) * 0.18;
    p.rect(
        rect,
        r,
        fill,
        Stroke::new(1.5, ink),
        egui::StrokeKind::Inside,
    );
    let pips: &[(f32, f32)] = match if numerals { 0 } else { value } {
        1 => &[(0.5, 0.5)],
        2 => &[(0.27, 0.27), (0.73, 0.73)],
        3 => &[(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
        4 => &[(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
        5 => &[
            (0.27, 0.27),
            (0.73, 0.27),
            (0.5, 0.5),
            (0.27, 0.73),
            (0.73, 0.73),
        ],
        6 => &[
            (0.27, 0.25),
            (0.73, 0.25),
            (0.27, 0.5),
            (0.73, 0.5),
            (0.27, 0.75),
            (0.73, 0.75),
        ],
        _ => &[],
    };
    if pips.is_empty() {
        p.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            value.to_string(),
            FontId::proportional(rect.height() * 0.6),
            ink,
        );
    }
    for &(x, y) in pips {
        p.circle_filled(
            rect.min + Vec2::new(x * rect.width(), y * rect.height()),
            rect.width() * 0.085,
            ink,
        );
    }
}

/// How much of an animation is left (1 → 0) `now`, for one that started at `start` and lasts
/// `seconds` at speed 1. Speed divides the time (2 = twice as fast); speed 0 means no animation.
pub fn anim_remaining(now: f64, start: f64, seconds: f32, speed: f32) -> f32 {
    if speed <= 0.0 || seconds <= 0.0 {
        return 0.0;
    }
    let duration = (seconds / speed) as f64;
    (1.0 - (now - start) / duration).clamp(0.0, 1.0) as f32
}

/// A row of dice that tumble for `anim` (1 → 0) before settling. Returns the rect used.
pub fn dice_tray(
    ui: &mut egui::Ui,
    values: &[u8],
    size: f32,
    anim: f32,
    style: &SheetStyle,
) -> Rect {
    let n = values.len().max(1) as f32;
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(n * (size + 8.0), size + 8.0),
        egui::Sense::hover(),
    );
    let p = ui.painter();
    for (i, &v) in values.iter().enumerate() {
        let c = Pos2::new(
            rect.left() + 4.0 + size / 2.0 + i as f32 * (size + 8.0),
            rect.center().y,
        );
        // While tumbling, show a changing face and a wobble; settled dice show their value.
        let (face, wobble) = if anim > 0.0 {
            let t = (anim * 23.0 + i as f32 * 1.7) as u32;
            (
                (t % 6 + 1) as u8,
                (anim * 40.0 + i as f32).sin() * 6.0 * anim,
            )
        } else {
            (v, 0.0)
        };
        let die = Rect::from_center_size(c + Vec2::new(0.0, -wobble.abs()), Vec2::splat(size));
        paint_die(p, die, face, false, style.paper, style.ink);
    }
    rect
}

/// A small "name: value" text line painted at `pos`.
pub fn label(
    p: &Painter,
    pos: Pos2,
    text: impl ToString,
    size: f32,
    color: Color32,
    align: egui::Align2,
) {
    p.text(
        pos,
        align,
        text.to_string(),
        FontId::proportional(size),
        color,
    );
}
