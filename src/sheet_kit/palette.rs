//! The sheet's colours (light, dark, colour-blind safe) and the seat marks every game draws.

use egui::{Color32, Painter, Pos2};

/// Colours of a paper sheet, light or dark. Export always uses the light one.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetStyle {
    pub paper: Color32,
    pub ink: Color32,
    pub faint: Color32,
    pub grid: Color32,
    pub fill: Color32,
    pub accent: Color32,
    /// Legal targets in tutorial mode.
    pub legal: Color32,
    /// The hint's target.
    pub hint: Color32,
    pub danger: Color32,
    pub seat_colors: [Color32; 8],
    /// An empty sheet for printing: the game paints no names, running totals or status
    /// lines, only what is printed on paper.
    pub blank: bool,
}

impl SheetStyle {
    pub fn light() -> Self {
        SheetStyle {
            paper: Color32::from_rgb(0xfb, 0xf7, 0xec),
            ink: Color32::from_rgb(0x22, 0x2a, 0x36),
            faint: Color32::from_rgb(0x8a, 0x8f, 0x99),
            grid: Color32::from_rgb(0x9a, 0x8f, 0x7a),
            fill: Color32::from_rgb(0xf2, 0xb7, 0x3f),
            accent: Color32::from_rgb(0x1f, 0x5f, 0xbf),
            legal: Color32::from_rgb(0x2e, 0xa0, 0x5a),
            hint: Color32::from_rgb(0xc0, 0x3a, 0xc8),
            danger: Color32::from_rgb(0xc8, 0x32, 0x32),
            seat_colors: SEAT_COLORS,
            blank: false,
        }
    }
    pub fn dark() -> Self {
        SheetStyle {
            paper: Color32::from_rgb(0x26, 0x29, 0x30),
            ink: Color32::from_rgb(0xe8, 0xe6, 0xdf),
            faint: Color32::from_rgb(0x8c, 0x90, 0x99),
            grid: Color32::from_rgb(0x6a, 0x6f, 0x7a),
            fill: Color32::from_rgb(0xc9, 0x8e, 0x1c),
            accent: Color32::from_rgb(0x6f, 0xa8, 0xff),
            legal: Color32::from_rgb(0x4c, 0xd0, 0x80),
            hint: Color32::from_rgb(0xe0, 0x70, 0xf0),
            danger: Color32::from_rgb(0xff, 0x60, 0x60),
            seat_colors: {
                // The last purple is too dark to show on the dark paper.
                let mut c = SEAT_COLORS;
                c[7] = Color32::from_rgb(0x99, 0x66, 0xcc);
                c
            },
            blank: false,
        }
    }
}

impl SheetStyle {
    /// The colour-blind-safe palette: seats ordered so neighbours differ in lightness as well
    /// as hue, and tutorial colours that never rely on red against green (blue for legal,
    /// orange for refused, magenta for the hint; Paul Tol's "vibrant" scheme).
    pub fn colour_blind_safe(mut self) -> Self {
        let dark = self.paper.r() < 0x80;
        self.seat_colors = if dark {
            SEAT_COLORS_COLOUR_BLIND_DARK
        } else {
            SEAT_COLORS_COLOUR_BLIND
        };
        self.legal = if dark {
            Color32::from_rgb(0x33, 0xbb, 0xee)
        } else {
            Color32::from_rgb(0x00, 0x77, 0xbb)
        };
        self.danger = Color32::from_rgb(0xee, 0x77, 0x33);
        self.hint = Color32::from_rgb(0xee, 0x33, 0x77);
        self
    }
}

/// Seat colours for the colour-blind-safe palette: dark, light and middle tones taking turns
/// (Okabe–Ito and Tol colours), so even seats whose hues merge differ in lightness.
pub const SEAT_COLORS_COLOUR_BLIND: [Color32; 8] = [
    Color32::from_rgb(0x00, 0x44, 0x88),
    Color32::from_rgb(0xe6, 0x9f, 0x00),
    Color32::from_rgb(0xcc, 0x79, 0xa7),
    Color32::from_rgb(0x56, 0xb4, 0xe9),
    Color32::from_rgb(0x88, 0x22, 0x55),
    Color32::from_rgb(0x99, 0x99, 0x99),
    Color32::from_rgb(0xd5, 0x5e, 0x00),
    Color32::from_rgb(0x11, 0x77, 0x33),
];

/// The same on dark paper: Tol's "light" scheme, every colour light enough to show there.
pub const SEAT_COLORS_COLOUR_BLIND_DARK: [Color32; 8] = [
    Color32::from_rgb(0x77, 0xaa, 0xdd),
    Color32::from_rgb(0xee, 0x88, 0x66),
    Color32::from_rgb(0x44, 0xbb, 0x99),
    Color32::from_rgb(0xff, 0xaa, 0xbb),
    Color32::from_rgb(0xee, 0xdd, 0x88),
    Color32::from_rgb(0x99, 0xdd, 0xff),
    Color32::from_rgb(0xaa, 0xaa, 0x00),
    Color32::from_rgb(0xdd, 0xdd, 0xdd),
];

/// The corners of seat `seat`'s symbol around `c` (radius about `r`); `None` for the circle.
/// Eight different shapes, so a seat is never told by its colour alone.
pub fn seat_shape_points(c: Pos2, r: f32, seat: usize) -> Option<Vec<Pos2>> {
    let v = |x: f32, y: f32| c + egui::vec2(x * r, y * r);
    let regular = |n: usize, turn: f32, size: f32| {
        (0..n)
            .map(|k| {
                let a = turn + k as f32 * std::f32::consts::TAU / n as f32;
                v(size * a.cos(), size * a.sin())
            })
            .collect::<Vec<_>>()
    };
    use std::f32::consts::FRAC_PI_2;
    match seat % 8 {
        0 => None,
        1 => Some(vec![
            v(-0.85, -0.85),
            v(0.85, -0.85),
            v(0.85, 0.85),
            v(-0.85, 0.85),
        ]),
        2 => Some(vec![v(0.0, -1.1), v(1.0, 0.75), v(-1.0, 0.75)]),
        3 => Some(vec![v(0.0, -1.15), v(1.0, 0.0), v(0.0, 1.15), v(-1.0, 0.0)]),
        4 => Some(regular(6, 0.0, 1.05)),
        5 => Some(vec![v(-1.0, -0.75), v(1.0, -0.75), v(0.0, 1.1)]),
        6 => Some(regular(5, -FRAC_PI_2, 1.08)),
        _ => Some(vec![v(-1.0, -0.5), v(1.0, -0.5), v(1.0, 0.5), v(-1.0, 0.5)]),
    }
}

/// Seat `seat`'s mark: its colour in its shape, outlined in ink (headers, name tags).
pub fn paint_seat_mark(p: &Painter, c: Pos2, r: f32, seat: usize, style: &SheetStyle) {
    let fill = style.seat_colors[seat % style.seat_colors.len()];
    let edge = egui::Stroke::new((r * 0.14).max(1.0), style.ink);
    match seat_shape_points(c, r, seat) {
        None => {
            p.circle(c, r, fill, edge);
        }
        Some(pts) => {
            p.add(egui::Shape::convex_polygon(pts, fill, edge));
        }
    }
}

/// Seat colours picked to stay apart for the common colour-vision deficiencies (Okabe–Ito).
pub const SEAT_COLORS: [Color32; 8] = [
    Color32::from_rgb(0x00, 0x72, 0xb2),
    Color32::from_rgb(0xe6, 0x9f, 0x00),
    Color32::from_rgb(0x00, 0x9e, 0x73),
    Color32::from_rgb(0xcc, 0x79, 0xa7),
    Color32::from_rgb(0xd5, 0x5e, 0x00),
    Color32::from_rgb(0x56, 0xb4, 0xe9),
    Color32::from_rgb(0x99, 0x99, 0x33),
    Color32::from_rgb(0x66, 0x33, 0x99),
];
