//! Molecular Structures sheet: painting (the same for the large sheet, the small views, the end
//! window and PNG export) and hit-testing (which hex or box row a pointer is on).
//!
//! Frame cost: the 8-seat late game paints eight of these every frame, so every line, fill, box
//! and mark goes into ONE mesh (tessellated here, anti-aliased as egui would), and only the texts
//! are separate shapes. The grid lines are one zigzag path per column boundary plus the
//! horizontal edges, each edge drawn once. Small sheets leave out the small print (bond counts,
//! row and column labels) that would be unreadable at that size anyway.

use crate::engine::text::{tr, Msg};
use crate::games::molecular::rules::{Action, Cell, Sheet, Spot, Stage, State, LAYOUT};
use crate::sheet_kit::draw::Fit;
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::{Overlay, SheetStyle};
use egui::{pos2, vec2, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2};

pub const BLUE: Color32 = Color32::from_rgb(0x4a, 0x90, 0xd9);
pub const RED: Color32 = Color32::from_rgb(0xd0, 0x3b, 0x3b);
pub const GREEN: Color32 = Color32::from_rgb(0x2e, 0x9b, 0x4f);
/// Points per sheet unit (hex circumradius) at the natural size.
pub const NATURAL: f32 = 40.0;
const SQRT3: f32 = 1.732_050_8;
/// Below this many points per sheet unit the small print is left out.
const DETAIL: f32 = 27.0;
/// Size of a red or green box, and the step from one box to the next, in sheet units.
const BOX: f32 = 0.85;
const BOX_STEP: f32 = 1.1;

/// The sheet in sheet units: the hex grid plus a header (name, red boxes) and a footer (green
/// boxes, score).
pub fn content_rect() -> Rect {
    Rect::from_min_max(
        pos2(-1.6, -2.7),
        pos2(grid_right() + 0.3, grid_bottom() + 1.9),
    )
}

fn grid_bottom() -> f32 {
    SQRT3 * (LAYOUT.data.rows as f32 - 0.5) + SQRT3 / 2.0
}

fn grid_right() -> f32 {
    1.5 * (LAYOUT.data.columns as f32 - 1.0) + 1.0
}

/// The two rows of boxes on the sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxRow {
    Red,
    Green,
}

impl BoxRow {
    /// Top-left corner of the row's first box, in sheet units.
    fn origin(self) -> (f32, f32) {
        match self {
            BoxRow::Red => (
                grid_right() - LAYOUT.data.red_boxes as f32 * BOX_STEP + 0.25,
                -2.4,
            ),
            BoxRow::Green => (-1.3, grid_bottom() + 0.55),
        }
    }
    fn count(self) -> u8 {
        match self {
            BoxRow::Red => LAYOUT.data.red_boxes,
            BoxRow::Green => LAYOUT.data.green_boxes,
        }
    }
    fn color(self) -> Color32 {
        match self {
            BoxRow::Red => RED,
            BoxRow::Green => GREEN,
        }
    }
    fn label(self) -> &'static str {
        match self {
            BoxRow::Red => "1",
            BoxRow::Green => "6",
        }
    }
    /// Box `k` on screen.
    fn box_rect(self, fit: &Fit, k: u8) -> Rect {
        let (x0, y) = self.origin();
        Rect::from_min_size(
            fit.pos(x0 + k as f32 * BOX_STEP, y),
            Vec2::splat(BOX * fit.scale),
        )
    }
    /// The whole row on screen (a little margin around the boxes), for hit-testing and marks.
    fn row_rect(self, fit: &Fit) -> Rect {
        let n = self.count().max(1);
        self.box_rect(fit, 0)
            .union(self.box_rect(fit, n - 1))
            .expand(0.1 * fit.scale)
    }
    /// The whole row on a sheet painted into `rect`.
    pub fn row_rect_in(self, rect: Rect) -> Rect {
        self.row_rect(&sheet_fit(rect))
    }
    /// The actions a click on this row means.
    fn actions(self) -> &'static [Action] {
        match self {
            BoxRow::Red => &[Action::RedReroll, Action::RedSkip],
            BoxRow::Green => &[Action::Green],
        }
    }
    /// How many of the row's boxes `sheet` has crossed.
    fn used(self, sheet: &Sheet) -> u8 {
        match self {
            BoxRow::Red => sheet.red_used,
            BoxRow::Green => sheet.green_used,
        }
    }
    fn of(a: &Action) -> Option<BoxRow> {
        match a {
            Action::RedReroll | Action::RedSkip => Some(BoxRow::Red),
            Action::Green => Some(BoxRow::Green),
            _ => None,
        }
    }
}

/// How a written number stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Exactly as many bonds as its number: it scores.
    Complete,
    /// Can still be completed.
    Open,
    /// Can no longer reach its number.
    Dead,
}

pub fn standing(sheet: &Sheet, i: usize) -> Option<Standing> {
    let Cell::Num(n) = sheet.cells[i] else {
        return None;
    };
    let c = sheet.connections(i);
    if c == n as usize {
        return Some(Standing::Complete);
    }
    let free = LAYOUT.neighbours[i]
        .iter()
        .filter(|&&j| sheet.fits(j, Cell::X))
        .count();
    if sheet.out || c + free < n as usize {
        Some(Standing::Dead)
    } else {
        Some(Standing::Open)
    }
}

/// The fit of the sheet into `rect` (shared by painting and hit-testing).
pub fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(content_rect(), rect, 4.0)
}

fn center(fit: &Fit, s: Spot) -> Pos2 {
    let (x, y) = s.center();
    fit.pos(x, y)
}

/// The centre of hex `s` on a sheet painted into `rect`.
pub fn spot_center(rect: Rect, s: Spot) -> Pos2 {
    center(&sheet_fit(rect), s)
}

/// The hex under `p`, if any: the nearest centre closer than 0.9 hex radii, so a pointer on the
/// very corner of a hex, or just off the sheet's edge, means nothing or the nearest hex.
pub fn spot_at(fit: &Fit, p: Pos2) -> Option<Spot> {
    let (x, y) = fit.unpos(p);
    // A centre that close is the hex under the pointer's or one of its neighbours'; taken in sheet
    // order, so a tie goes to the same hex as a scan of the whole sheet.
    let under = Spot::hexes().pixel_to_hex((x, y));
    let mut near: Vec<Spot> = std::iter::once(under)
        .chain(under.neighbours())
        .filter_map(Spot::of_hex)
        .collect();
    near.sort_by_key(|s| s.index());
    near.into_iter()
        .map(|s| {
            let (cx, cy) = s.center();
            (s, (cx - x).powi(2) + (cy - y).powi(2))
        })
        .filter(|&(_, d)| d < 0.9 * 0.9)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(s, _)| s)
}

/// The candidate actions a pointer at `pos` means on `seat`'s sheet painted into `rect`: a hex
/// means writing there, a box row means crossing one of its boxes. Only the seat to move's sheet
/// takes actions; the shell checks them.
pub fn targets(
    state: &State,
    seat: usize,
    rect: Rect,
    pos: Pos2,
    candidates: &[Action],
) -> Vec<Action> {
    if seat != state.seat {
        return Vec::new();
    }
    let fit = sheet_fit(rect);
    // Every hex and box stays a candidate at every step, so the check says why one is refused
    // ("Pick a die first"); the step's own candidates come first.
    if let Some(h) = spot_at(&fit, pos) {
        return vec![Action::Write(h)];
    }
    for row in [BoxRow::Red, BoxRow::Green] {
        if row.row_rect(&fit).contains(pos) {
            let (mut now, later): (Vec<Action>, Vec<Action>) = row
                .actions()
                .iter()
                .cloned()
                .partition(|a| candidates.contains(a));
            now.extend(later);
            return now;
        }
    }
    Vec::new()
}

/// What a point of `seat`'s sheet that means no action is, for the shell's note, as a catalogue
/// id (`None` off the sheet).
pub fn paper_note(state: &State, seat: usize, rect: Rect, pos: Pos2) -> Option<&'static str> {
    if !rect.contains(pos) {
        return None;
    }
    if seat != state.seat {
        return Some("ms-note-not-turn");
    }
    let fit = sheet_fit(rect);
    if spot_at(&fit, pos).is_some()
        || [BoxRow::Red, BoxRow::Green]
            .iter()
            .any(|row| row.row_rect(&fit).contains(pos))
    {
        return Some("ms-note-nothing");
    }
    Some("ms-note-paper")
}

/// Molecular's own marks, drawn with the shared sheet pen.
trait MarksPen {
    fn hex_fill(&mut self, c: Pos2, r: f32, color: Color32);
    fn hex_ring(&mut self, c: Pos2, r: f32, stroke: Stroke);
    fn cross(&mut self, c: Pos2, size: f32, color: Color32);
    fn check(&mut self, c: Pos2, size: f32, color: Color32);
}

impl MarksPen for Pen {
    /// A filled hex without outline (the grid lines cover its edges).
    fn hex_fill(&mut self, c: Pos2, r: f32, color: Color32) {
        let corners = crate::engine::hex::flat_top_corners().map(|(x, y)| vec2(x, y) * r);
        self.fan(c, &corners, color);
    }
    fn hex_ring(&mut self, c: Pos2, r: f32, stroke: Stroke) {
        self.line(crate::sheet_kit::draw::hex_points(c, r, true), true, stroke);
    }
    fn cross(&mut self, c: Pos2, size: f32, color: Color32) {
        let w = (size * 0.16).max(1.0);
        let a = size * 0.45;
        self.segment(c + vec2(-a, -a), c + vec2(a, a), Stroke::new(w, color));
        self.segment(c + vec2(-a, a), c + vec2(a, -a), Stroke::new(w, color));
    }
    fn check(&mut self, c: Pos2, size: f32, color: Color32) {
        let w = (size * 0.18).max(1.0);
        let points = vec![
            c + vec2(-0.5, 0.0) * size,
            c + vec2(-0.15, 0.4) * size,
            c + vec2(0.55, -0.45) * size,
        ];
        self.line(points, false, Stroke::new(w, color));
    }
}

/// The grid lines: one zigzag path per boundary between columns (and the two outer ones), then
/// the horizontal edges; every edge once.
fn grid_lines(pen: &mut Pen, fit: &Fit, stroke: Stroke) {
    let cols = LAYOUT.data.columns as i32;
    let rows = LAYOUT.data.rows as i32;
    let half = SQRT3 / 2.0;
    // In half-hex steps: even columns are lowered by one step; a column spans 2 × rows steps.
    let low = |c: i32| i32::from(c % 2 == 0);
    let span = |c: i32| (low(c) - 1, low(c) + 2 * rows - 1);
    for b in 0..=cols {
        let spans = [b - 1, b].into_iter().filter(|c| (0..cols).contains(c));
        let (from, to) = spans
            .map(span)
            .fold((i32::MAX, i32::MIN), |(f, t), (a, z)| (f.min(a), t.max(z)));
        let points = (from..=to)
            .map(|h| {
                // A point level with a centre of column b is its left corner.
                let x = if (h - low(b)).rem_euclid(2) == 0 {
                    1.5 * b as f32 - 1.0
                } else {
                    1.5 * b as f32 - 0.5
                };
                fit.pos(x, h as f32 * half)
            })
            .collect();
        pen.line(points, false, stroke);
    }
    for c in 0..cols {
        let cx = 1.5 * c as f32;
        for k in 0..=rows {
            let y = (low(c) - 1 + 2 * k) as f32 * half;
            pen.segment(fit.pos(cx - 0.5, y), fit.pos(cx + 0.5, y), stroke);
        }
    }
}

/// What the overlay asks to mark, in sheet terms.
#[derive(Default)]
struct Marks {
    /// Legal hexes (tutorial mode), as a bit per hex index.
    legal: u64,
    legal_rows: [bool; 2],
    hint: Option<Spot>,
    hint_row: Option<BoxRow>,
    hover: Option<Spot>,
    hover_row: Option<BoxRow>,
    /// The hex this sheet's seat wrote last, when that was the table's last seat action (a
    /// bot's move shows on its small view while the player's own sheet stays large).
    last: Option<Spot>,
}

impl Marks {
    fn of(overlay: &Overlay<'_, Action>) -> Marks {
        let mut m = Marks::default();
        for a in overlay.legal {
            match a {
                Action::Write(h) if h.on_sheet() => m.legal |= 1 << h.index(),
                _ => {
                    if let Some(row) = BoxRow::of(a) {
                        m.legal_rows[row as usize] = true;
                    }
                }
            }
        }
        let spot = |a: &Action| match a {
            Action::Write(h) if h.on_sheet() => Some(*h),
            _ => None,
        };
        m.hint = overlay.hint.and_then(spot);
        m.hint_row = overlay.hint.and_then(BoxRow::of);
        m.hover = overlay.hover.first().and_then(spot);
        m.hover_row = overlay.hover.first().and_then(BoxRow::of);
        m.last = overlay
            .last
            .filter(|(seat, _)| *seat == overlay.seat)
            .and_then(|(_, a)| spot(a));
        m
    }
}

/// Paints `overlay.seat`'s sheet into `rect` with the overlay's marks.
pub fn paint(
    p: &Painter,
    rect: Rect,
    state: &State,
    overlay: &Overlay<'_, Action>,
    style: &SheetStyle,
) {
    let Some(sheet) = state.sheets.get(overlay.seat) else {
        return;
    };
    let fit = sheet_fit(rect);
    let c = content_rect();
    let paper = rect.intersect(Rect::from_min_max(
        fit.pos(c.min.x, c.min.y),
        fit.pos(c.max.x, c.max.y),
    ));
    let marks = Marks::of(overlay);
    let mut pen = Pen::with_capacity(p, 2400);
    pen.rect(paper, 6.0, style.paper, Stroke::new(1.0, style.grid));
    paint_cells(&mut pen, &fit, sheet, style);
    paint_boxes(&mut pen, &fit, sheet, style, &marks);
    paint_marks(&mut pen, &fit, sheet, style, &marks);
    pen.finish(p);
    paint_texts(p, &fit, state, overlay, style);
    // A sheet that is out is washed over, besides its OUT badge.
    if sheet.out {
        p.rect_filled(paper, 6.0, style.faint.gamma_multiply(0.15));
    }
}

/// Hex fills, grid lines, blue inner outlines, bonds, X crosses, ticks and dead crosses.
fn paint_cells(pen: &mut Pen, fit: &Fit, sheet: &Sheet, style: &SheetStyle) {
    let u = fit.scale;
    let blue_tint = style.paper.lerp_to_gamma(BLUE, 0.35);
    let complete_tint = style.paper.lerp_to_gamma(GREEN, 0.28);
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        let fill = match standing(sheet, i) {
            Some(Standing::Complete) => complete_tint,
            _ if LAYOUT.is_blue(i) => blue_tint,
            _ => style.paper,
        };
        if fill != style.paper {
            pen.hex_fill(center(fit, s), u, fill);
        }
    }
    grid_lines(pen, fit, Stroke::new((0.05 * u).max(0.7), style.grid));
    for &i in &LAYOUT.blue {
        // A second, inner outline marks the blue hexes without relying on colour.
        let c = center(fit, LAYOUT.spots[i]);
        pen.hex_ring(c, u * 0.82, Stroke::new((0.04 * u).max(0.6), BLUE));
    }
    // Bonds: a short bar across every shared edge between two written hexes.
    let bond = Stroke::new((0.13 * u).max(1.0), style.ink);
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        if !sheet.cells[i].is_filled() {
            continue;
        }
        for &j in &LAYOUT.neighbours[i] {
            if j > i && sheet.cells[j].is_filled() {
                let a = center(fit, s);
                let b = center(fit, LAYOUT.spots[j]);
                pen.segment(a + (b - a) * 0.42, a + (b - a) * 0.58, bond);
            }
        }
    }
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        let c = center(fit, s);
        match sheet.cells[i] {
            Cell::X => pen.cross(c + vec2(0.0, -0.12 * u), 0.75 * u, GREEN),
            Cell::Num(_) => {
                let sym = c + vec2(0.48 * u, 0.46 * u);
                match standing(sheet, i) {
                    Some(Standing::Complete) => pen.check(sym, 0.3 * u, GREEN),
                    Some(Standing::Dead) => pen.cross(sym, 0.22 * u, style.danger),
                    _ => {}
                }
            }
            Cell::Empty => {}
        }
    }
}

/// The red and green boxes (crossed ones get a cross), outlined when the overlay marks them.
fn paint_boxes(pen: &mut Pen, fit: &Fit, sheet: &Sheet, style: &SheetStyle, marks: &Marks) {
    let u = fit.scale;
    for row in [BoxRow::Red, BoxRow::Green] {
        let used = row.used(sheet);
        let color = row.color();
        for k in 0..row.count() {
            let r = row.box_rect(fit, k);
            let fill = style.paper.lerp_to_gamma(color, 0.18);
            pen.rect(r, 2.0, fill, Stroke::new((0.07 * u).max(1.0), color));
            if k < used {
                pen.cross(r.center(), r.width() * 0.95, style.ink);
            }
        }
        let outline = if marks.hint_row == Some(row) {
            Some(Stroke::new((0.1 * u).max(2.0), style.hint))
        } else if marks.legal_rows[row as usize] {
            Some(Stroke::new((0.07 * u).max(1.5), style.legal))
        } else if marks.hover_row == Some(row) {
            Some(Stroke::new(1.5, style.accent))
        } else {
            None
        };
        if let Some(stroke) = outline {
            pen.rect(row.row_rect(fit), 4.0, Color32::TRANSPARENT, stroke);
        }
    }
}

/// Tutorial highlights, the hovered hex and the hint, on top of the cells.
fn paint_marks(pen: &mut Pen, fit: &Fit, sheet: &Sheet, style: &SheetStyle, marks: &Marks) {
    let u = fit.scale;
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        if marks.legal & (1 << i) == 0 {
            continue;
        }
        let c = center(fit, s);
        pen.hex_ring(c, u * 0.86, Stroke::new((0.07 * u).max(1.5), style.legal));
        if !sheet.cells[i].is_filled() {
            pen.hex_fill(c, 0.14 * u, style.legal);
        }
    }
    if let Some(s) = marks.last {
        // Just written: a thick ring in the seat marks' accent, under the hover and the hint.
        pen.hex_ring(
            center(fit, s),
            u * 0.8,
            Stroke::new((0.1 * u).max(1.5), style.accent),
        );
    }
    if let Some(s) = marks.hover {
        pen.hex_ring(center(fit, s), u * 0.95, Stroke::new(1.5, style.accent));
    }
    if let Some(s) = marks.hint {
        let stroke = Stroke::new((0.14 * u).max(2.0), style.hint);
        pen.hex_ring(center(fit, s), u * 0.9, stroke);
    }
}

/// Every text of the sheet: name and OUT badge, box labels, score, labels, numbers, bond counts.
fn paint_texts(
    p: &Painter,
    fit: &Fit,
    state: &State,
    overlay: &Overlay<'_, Action>,
    style: &SheetStyle,
) {
    let u = fit.scale;
    let seat = overlay.seat;
    let sheet = &state.sheets[seat];
    let detail = u >= DETAIL;
    if !style.blank {
        paint_name(p, fit, overlay.name, style.seat_colors[seat % 8]);
    }
    if sheet.out {
        paint_out_badge(p, fit, style);
    }
    for row in [BoxRow::Red, BoxRow::Green] {
        let used = row.used(sheet);
        // A crossed box shows its cross only (the cross is under the texts).
        for k in used.min(row.count())..row.count() {
            let r = row.box_rect(fit, k);
            let font = FontId::proportional(0.62 * u);
            p.text(
                r.center(),
                Align2::CENTER_CENTER,
                row.label(),
                font,
                row.color(),
            );
        }
    }
    let (_, fy) = BoxRow::Green.origin();
    p.text(
        fit.pos(grid_right(), fy + 0.42),
        Align2::RIGHT_CENTER,
        if style.blank {
            tr("ms-sheet-points-blank")
        } else {
            Msg::new("ms-sheet-points")
                .int("points", sheet.total())
                .to_string()
        },
        FontId::proportional(0.7 * u),
        style.ink,
    );
    if detail {
        // Column letters and row numbers, so "C3" can be found.
        let font = FontId::proportional(0.42 * u);
        for c in 0..LAYOUT.data.columns {
            let (x, y) = Spot::new(c, 0).center();
            let at = fit.pos(x, y - SQRT3 / 2.0 - 0.05);
            let letter = char::from(b'A' + c).to_string();
            p.text(at, Align2::CENTER_BOTTOM, letter, font.clone(), style.faint);
        }
        for r in 0..LAYOUT.data.rows {
            let (_, y) = Spot::new(0, r).center();
            let at = fit.pos(-1.05, y);
            p.text(
                at,
                Align2::RIGHT_CENTER,
                (r + 1).to_string(),
                font.clone(),
                style.faint,
            );
        }
    }
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        let c = center(fit, s);
        let small = FontId::proportional(0.34 * u);
        match sheet.cells[i] {
            Cell::Empty => {}
            Cell::X if detail => {
                let conn = sheet.connections(i).to_string();
                p.text(
                    c + vec2(0.0, 0.48 * u),
                    Align2::CENTER_CENTER,
                    conn,
                    small,
                    style.faint,
                );
            }
            Cell::X => {}
            Cell::Num(n) => {
                let ink = if standing(sheet, i) == Some(Standing::Dead) {
                    style.faint
                } else {
                    style.ink
                };
                let big = FontId::proportional(0.82 * u);
                p.text(
                    c + vec2(0.0, -0.14 * u),
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    big,
                    ink,
                );
                if detail {
                    let conn = format!("{}/{n}", sheet.connections(i));
                    let at = c + vec2(-0.08 * u, 0.48 * u);
                    p.text(at, Align2::CENTER_CENTER, conn, small, ink);
                }
            }
        }
    }
}

/// The seat's name top left, shrunk to fit before the red boxes.
fn paint_name(p: &Painter, fit: &Fit, name: &str, color: Color32) {
    let u = fit.scale;
    let left = fit.pos(-1.3, -1.95);
    let (red_x0, _) = BoxRow::Red.origin();
    let room = (fit.pos(red_x0 - 0.3, 0.0).x - left.x).max(u);
    let mut size = 0.75 * u;
    let mut galley = p.layout_no_wrap(name.to_string(), FontId::proportional(size), color);
    if galley.size().x > room {
        size *= room / galley.size().x;
        galley = p.layout_no_wrap(name.to_string(), FontId::proportional(size), color);
    }
    let top_left = pos2(left.x, left.y - galley.size().y / 2.0);
    p.galley(top_left, galley, color);
}

/// OUT in the footer, between the green boxes and the score.
fn paint_out_badge(p: &Painter, fit: &Fit, style: &SheetStyle) {
    let u = fit.scale;
    let (x0, y) = BoxRow::Green.origin();
    let x = x0 + LAYOUT.data.green_boxes as f32 * BOX_STEP + 0.3;
    let r = p.text(
        fit.pos(x, y + BOX / 2.0),
        Align2::LEFT_CENTER,
        tr("ms-sheet-out"),
        FontId::proportional(0.6 * u),
        style.danger,
    );
    p.rect_stroke(
        r.expand(0.1 * u),
        3.0,
        Stroke::new(1.5, style.danger),
        StrokeKind::Outside,
    );
}

/// Which stage asks for a hex (for the controls' instruction line).
pub fn writing_what(state: &State) -> Option<Msg> {
    match state.stage {
        Stage::PlaceX => Some(Msg::new("ms-what-x")),
        Stage::SetupWrite(v) | Stage::Rerolled(v) => Some(Msg::new("ms-what").int("v", v)),
        Stage::Drafted(v) if v <= 5 => Some(Msg::new("ms-what").int("v", v)),
        _ => None,
    }
}
