//! Hex Roller's sheet: one painter for the play screen, the small views, the end window and PNG
//! export (bonus boxes, the seat's name and score, the hex field with its areas, the tracker rows),
//! and the hit-testing that turns a pointer position into the spot it points at. Pure drawing:
//! the marks (legal targets, the hint, the hovered target) come from the shell's overlay.

use crate::engine::hex::{Hex, HexLayout, Orientation};
use crate::engine::text::{tr, Msg};
use crate::games::hex_roller::rules::{
    detail, Action, Bonus, Detail, Layout, Phase, Sheet, State, Step, Turn, DATA,
};
use crate::sheet_kit::draw::{hex_points, Fit};
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::{Overlay, SheetStyle};
use egui::{pos2, vec2, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, Vec2};

/// Natural sheet size in points.
const W: f32 = 440.0;
const H: f32 = 560.0;
/// Heights of the bonus band at the top and the tracker band at the bottom.
const HEADER: f32 = 52.0;
const TRACKER: f32 = 104.0;

pub(super) fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(l(a.r(), b.r()), l(a.g(), b.g()), l(a.b(), b.b()))
}

/// Where the parts of a sheet land on screen.
pub struct Geom {
    fit: Fit,
    /// The hexes in sheet units: pointy-top, sized and placed to fill the field.
    hexes: HexLayout,
}

impl Geom {
    pub fn new(rect: Rect, layout: &Layout) -> Geom {
        let fit = Fit::new(Rect::from_min_size(Pos2::ZERO, vec2(W, H)), rect, 0.0);
        let half_w = 3f32.sqrt() / 2.0;
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for &h in &layout.hexes {
            let (x, y) = HexLayout::unit(Orientation::Pointy).hex_to_pixel(h);
            x0 = x0.min(x - half_w);
            x1 = x1.max(x + half_w);
            y0 = y0.min(y - 1.0);
            y1 = y1.max(y + 1.0);
        }
        // Room on the left for the row letters (and as much on the right, to stay centred).
        let field = Rect::from_min_max(
            pos2(ROW_LETTERS, HEADER + 4.0),
            pos2(W - ROW_LETTERS, H - TRACKER - 4.0),
        );
        let unit = (field.width() / (x1 - x0)).min(field.height() / (y1 - y0));
        let origin = (
            field.center().x - (x0 + x1) / 2.0 * unit,
            field.center().y - (y0 + y1) / 2.0 * unit,
        );
        let hexes = HexLayout {
            orientation: Orientation::Pointy,
            origin,
            size: unit,
        };
        Geom { fit, hexes }
    }
    /// A sheet point on screen.
    fn p(&self, x: f32, y: f32) -> Pos2 {
        self.fit.pos(x, y)
    }
    /// A sheet length on screen.
    fn s(&self, v: f32) -> f32 {
        v * self.fit.scale
    }
    pub fn radius(&self) -> f32 {
        self.s(self.hexes.size)
    }
    pub fn hex_center(&self, h: Hex) -> Pos2 {
        let (x, y) = self.hexes.hex_to_pixel(h);
        self.p(x, y)
    }
    pub fn hex_at(&self, p: Pos2) -> Hex {
        self.hexes.pixel_to_hex(self.fit.unpos(p))
    }
    pub fn bonus_rect(&self, k: usize) -> Rect {
        let w = 74.0;
        Rect::from_min_size(
            self.p(12.0 + k as f32 * (w + 8.0), 17.0),
            vec2(self.s(w), self.s(28.0)),
        )
    }
    pub fn tracker_box(&self, row: usize, col: usize, rounds: usize) -> Rect {
        let left = 64.0;
        let size = ((W - left - 64.0) / rounds as f32).min(40.0);
        let top = H - TRACKER + 10.0 + row as f32 * (size + 10.0);
        Rect::from_min_size(
            self.p(left + col as f32 * size, top),
            vec2(self.s(size), self.s(size)),
        )
    }

    /// The whole tracker (both rows of boxes), for hit-testing.
    pub fn tracker_rect(&self, rounds: usize) -> Rect {
        self.tracker_box(0, 0, rounds)
            .union(self.tracker_box(1, rounds.saturating_sub(1), rounds))
    }
}

fn font(size: f32) -> FontId {
    FontId::proportional(size.max(1.0))
}

/// The natural size of a sheet in points.
pub fn natural_size() -> Vec2 {
    vec2(W, H)
}

/// What a pointer over the sheet points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Hex(Hex),
    Bonus(Bonus),
    Tracker,
}

/// The part of the sheet painted into `rect` under `pos`, if any.
pub fn spot_at(s: &State, rect: Rect, pos: Pos2) -> Option<Spot> {
    let layout = s.layout();
    let g = Geom::new(rect, layout);
    if let Some(b) = Bonus::ALL
        .into_iter()
        .find(|b| g.bonus_rect(b.index()).contains(pos))
    {
        return Some(Spot::Bonus(b));
    }
    if g.tracker_rect(layout.rounds()).contains(pos) {
        return Some(Spot::Tracker);
    }
    let h = g.hex_at(pos);
    layout.index(h).map(|_| Spot::Hex(h))
}

/// What a point of the sheet outside the hexes, bonus boxes and tracker is, for the shell's
/// note, as a catalogue id (`None` off the sheet).
pub fn paper_note(rect: Rect, pos: Pos2) -> Option<&'static str> {
    if !rect.contains(pos) {
        return None;
    }
    let fit = Fit::new(Rect::from_min_size(Pos2::ZERO, vec2(W, H)), rect, 0.0);
    let (_, y) = fit.unpos(pos);
    Some(if y < HEADER {
        "hr-note-head"
    } else if y > H - TRACKER {
        "hr-note-tracker"
    } else {
        "hr-note-paper"
    })
}

/// Where hex `h` is drawn when the sheet is painted into `rect` (tests click there).
pub fn hex_pos(s: &State, rect: Rect, h: Hex) -> Pos2 {
    Geom::new(rect, s.layout()).hex_center(h)
}

/// Where bonus box `b` is drawn when the sheet is painted into `rect`.
pub fn bonus_pos(s: &State, rect: Rect, b: Bonus) -> Pos2 {
    Geom::new(rect, s.layout()).bonus_rect(b.index()).center()
}

/// Where the tracker's first box is drawn when the sheet is painted into `rect`.
pub fn tracker_pos(s: &State, rect: Rect) -> Pos2 {
    let layout = s.layout();
    Geom::new(rect, layout)
        .tracker_box(0, 0, layout.rounds())
        .center()
}

/// The sheet spot an action is aimed at, for marking it.
fn spot_of(a: &Action) -> Option<Spot> {
    match a {
        Action::Write(h) => Some(Spot::Hex(*h)),
        Action::Extra(_) => Some(Spot::Bonus(Bonus::Extra)),
        Action::Two => Some(Spot::Bonus(Bonus::Two)),
        Action::Third(_) => Some(Spot::Bonus(Bonus::Third)),
        Action::Rows(..) => Some(Spot::Tracker),
        Action::Roll(_) | Action::Pick(_) => None,
    }
}

/// The overlay in sheet spots.
struct Marks {
    legal: Vec<Spot>,
    hint: Option<Spot>,
    hover: Option<Spot>,
}

impl Marks {
    fn of(overlay: &Overlay<'_, Action>) -> Marks {
        Marks {
            legal: overlay.legal.iter().filter_map(spot_of).collect(),
            hint: overlay.hint.and_then(spot_of),
            hover: overlay.hover.first().and_then(spot_of),
        }
    }
}

/// Sheet units kept left of the hexes for the row letters.
const ROW_LETTERS: f32 = 26.0;

/// Everything the painting helpers share.
struct Ctx<'a> {
    p: &'a Painter,
    g: Geom,
    s: &'a State,
    sheet: &'a Sheet,
    /// This seat's turn, if it is the seat to move.
    turn: Option<&'a Turn>,
    detail: Detail,
    style: &'a SheetStyle,
    marks: Marks,
}

/// Labels smaller than this (in points) are left out: in the small views they would be
/// unreadable specks (the shell names each small view and its score above it anyway).
const MIN_LABEL: f32 = 5.5;

impl Ctx<'_> {
    /// A label of `size` points, unless it would be too small to read.
    fn label(&self, pos: Pos2, align: Align2, text: impl ToString, size: f32, color: Color32) {
        if size >= MIN_LABEL {
            self.p.text(pos, align, text, font(size), color);
        }
    }
}

/// Paints `overlay.seat`'s sheet into `rect` with the overlay's marks.
///
/// Layers, bottom to top: one mesh with the paper, the boxes, hex fills, grid, joining lines,
/// area borders and circles; the texts; a second mesh with the crosses, ticks, badges and stars;
/// the badges' numbers; a third mesh with the hex marks (only when there are any).
pub fn paint(
    painter: &Painter,
    rect: Rect,
    s: &State,
    overlay: &Overlay<'_, Action>,
    style: &SheetStyle,
) {
    let layout = s.layout();
    let Some(sheet) = s.sheets.get(overlay.seat) else {
        return;
    };
    let c = Ctx {
        p: painter,
        g: Geom::new(rect, layout),
        s,
        sheet,
        turn: s.turn_of(overlay.seat),
        detail: detail(layout, sheet),
        style,
        marks: Marks::of(overlay),
    };
    // The bottom mesh's place, before every text.
    let mut under = Pen::reserved(painter);
    under.reserve(3000);
    let mut over = Pen::with_capacity(painter, 300);
    let sheet_rect = Rect::from_min_max(c.g.p(0.0, 0.0), c.g.p(W, H));
    under.rect(
        sheet_rect,
        c.g.s(8.0),
        style.paper,
        Stroke::new(c.g.s(1.5), style.grid),
    );
    paint_header(&c, overlay, &mut under, &mut over);
    paint_hexes(&c, &mut under);
    paint_numbers(&c, &mut under);
    paint_tracker(&c, &mut under, &mut over);
    paint_badges(&c, &mut over);
    under.finish(painter);
    over.finish(painter);
    paint_badge_numbers(&c);
    let mut marks = Pen::new(painter);
    paint_hex_marks(&c, &mut marks);
    marks.finish(painter);
}

/// A name short enough for the header.
fn short_name(name: &str) -> String {
    const MAX: usize = 22;
    if name.chars().count() <= MAX {
        name.to_string()
    } else {
        let cut: String = name.chars().take(MAX - 1).collect();
        format!("{cut}…")
    }
}

/// The bonus boxes, the seat's name and its score so far.
fn paint_header(c: &Ctx<'_>, overlay: &Overlay<'_, Action>, under: &mut Pen, over: &mut Pen) {
    let (g, p, style) = (&c.g, c.p, c.style);
    c.label(
        g.p(12.0, 3.0),
        Align2::LEFT_TOP,
        tr("hr-sheet-bonuses"),
        g.s(9.5),
        style.faint,
    );
    for b in Bonus::ALL {
        paint_bonus(c, b, under, over);
    }
    // A blank sheet for print has no name or running score on it.
    if !style.blank {
        // The name beside the seat's colour (the name is written out: not colour alone).
        let galley = p.layout_no_wrap(short_name(overlay.name), font(g.s(12.5)), style.ink);
        let text_rect = Align2::RIGHT_TOP.anchor_size(g.p(W - 12.0, 3.0), galley.size());
        let swatch = Rect::from_min_size(
            pos2(
                text_rect.left() - g.s(14.0),
                text_rect.center().y - g.s(5.0),
            ),
            vec2(g.s(10.0), g.s(10.0)),
        );
        under.seat_mark(swatch.center(), g.s(5.5), overlay.seat, style);
        p.galley(text_rect.min, galley, style.ink);
        let score_text = if c.s.phase == Phase::Over {
            Msg::new("hr-sheet-score").int("points", c.detail.total())
        } else {
            Msg::new("hr-sheet-score-so-far").int("points", c.detail.total())
        };
        c.label(
            g.p(W - 12.0, 32.0),
            Align2::RIGHT_CENTER,
            score_text,
            g.s(14.0),
            style.ink,
        );
    }
}

/// One bonus box: crossed off once used, tinted in the round it was used, marked when legal,
/// hinted or hovered.
fn paint_bonus(c: &Ctx<'_>, b: Bonus, under: &mut Pen, over: &mut Pen) {
    let (g, style) = (&c.g, c.style);
    let r = g.bonus_rect(b.index());
    let used = c.sheet.bonuses[b.index()];
    let now = used.is_some() && used == Some(c.s.round) && c.turn.is_some();
    let spot = Spot::Bonus(b);
    let mut fill = if now {
        mix(style.paper, style.fill, 0.5)
    } else {
        style.paper
    };
    if c.marks.hover == Some(spot) {
        fill = mix(fill, style.accent, 0.15);
    }
    let stroke = if c.marks.hint == Some(spot) {
        Stroke::new(g.s(3.0), style.hint)
    } else if c.marks.legal.contains(&spot) {
        Stroke::new(g.s(2.4), style.legal)
    } else {
        Stroke::new(g.s(1.2), style.grid)
    };
    under.rect(r, g.s(4.0), fill, stroke);
    let text_color = if used.is_some() {
        style.faint
    } else {
        style.ink
    };
    c.label(
        r.center(),
        Align2::CENTER_CENTER,
        b.label(),
        g.s(11.5),
        text_color,
    );
    if used.is_some() {
        let st = Stroke::new(g.s(2.2), style.accent);
        let m = r.shrink(g.s(4.0));
        over.segment(m.left_top(), m.right_bottom(), st);
        over.segment(m.left_bottom(), m.right_top(), st);
    }
    if c.marks.hint == Some(spot) {
        over.star(
            r.right_top() + vec2(-g.s(6.0), g.s(6.0)),
            g.s(5.0),
            style.hint,
        );
    }
}

/// Corner offsets of a pointy-top hex of circumradius `r`, clockwise from the north-east one.
fn corners(r: f32) -> [Vec2; 6] {
    crate::engine::hex::pointy_top_corners().map(|(x, y)| vec2(x, y) * r)
}

/// The edge a hex shares with its neighbour `k` (in `Hex::neighbours` order), as offsets of its
/// two ends from the hex's centre.
fn edges(g: &Geom) -> [(Vec2, Vec2); 6] {
    let r = g.radius();
    let o = Hex::new(0, 0);
    let centre = g.hex_center(o);
    let step = std::f32::consts::PI / 6.0;
    o.neighbours().map(|n| {
        let dir = g.hex_center(n) - centre;
        let ang = dir.y.atan2(dir.x);
        (Vec2::angled(ang - step) * r, Vec2::angled(ang + step) * r)
    })
}

/// The hexes: fills, the grid (every edge once), joining lines of connected pairs, and the area
/// borders.
fn paint_hexes(c: &Ctx<'_>, pen: &mut Pen) {
    let (g, style) = (&c.g, c.style);
    let layout = c.s.layout();
    let this_turn: Vec<Hex> = c.turn.map(|t| t.written()).unwrap_or_default();
    let r = g.radius();
    let hex_corners = corners(r);
    let centres: Vec<Pos2> = layout.hexes.iter().map(|&h| g.hex_center(h)).collect();
    let paper = style.paper;
    let middle = mix(style.paper, style.fill, 0.12);
    for (i, &h) in layout.hexes.iter().enumerate() {
        let area = &layout.areas[layout.area_of[i]];
        let mut fill = if area.middle { middle } else { paper };
        if layout.printed[i].is_some() {
            fill = mix(fill, style.grid, 0.28);
        }
        if this_turn.contains(&h) {
            fill = mix(fill, style.accent, 0.22);
        }
        if c.marks.hover == Some(Spot::Hex(h)) && c.marks.legal.contains(&Spot::Hex(h)) {
            fill = mix(fill, style.legal, 0.3);
        }
        pen.fan(centres[i], &hex_corners, fill);
    }
    // Grid and area borders: each edge once, from the hex with the lower index (or the only one).
    let edge_ends = edges(g);
    let grid = Stroke::new(g.s(0.8), style.grid);
    let border = Stroke::new(g.s(2.6), mix(style.paper, style.ink, 0.75));
    let mut borders = Vec::new();
    for (i, &h) in layout.hexes.iter().enumerate() {
        for (k, n) in h.neighbours().into_iter().enumerate() {
            let other = layout.index(n);
            if other.is_some_and(|j| j < i) {
                continue;
            }
            let (a, b) = edge_ends[k];
            let ends = (centres[i] + a, centres[i] + b);
            pen.segment(ends.0, ends.1, grid);
            if other.map(|j| layout.area_of[j]) != Some(layout.area_of[i]) {
                borders.push(ends);
            }
        }
    }
    // Lines through printed pairs that are joined.
    let st = Stroke::new(r * 0.22, mix(style.paper, style.fill, 0.75));
    for (_, path) in &c.detail.pairs {
        let Some(path) = path else { continue };
        for w in path.windows(2) {
            pen.segment(centres[w[0]], centres[w[1]], st);
        }
    }
    for (a, b) in borders {
        pen.segment(a, b, border);
    }
}

/// The numbers (printed ones circled) and the middle area's ×2.
fn paint_numbers(c: &Ctx<'_>, under: &mut Pen) {
    let (g, p, style) = (&c.g, c.p, c.style);
    let layout = c.s.layout();
    let r = g.radius();
    let circle = Stroke::new(g.s(1.6), style.ink);
    for (i, &h) in layout.hexes.iter().enumerate() {
        let v = c.sheet.cells[i];
        if v == 0 {
            continue;
        }
        let centre = g.hex_center(h);
        let (size, color) = if layout.printed[i].is_some() {
            under.circle(centre, r * 0.62, Color32::TRANSPARENT, circle);
            (r * 0.9, style.ink)
        } else {
            (r * 0.95, style.accent)
        };
        p.text(
            centre,
            Align2::CENTER_CENTER,
            v.to_string(),
            font(size),
            color,
        );
    }
    // Row letters, light, left of each row: with the hex's place in its row they name it ("C4"),
    // as the log, tooltips and refusals do.
    let half_w = r * 3f32.sqrt() / 2.0;
    for (letter, first) in layout.names.line_starts() {
        let at = g.hex_center(first) - vec2(half_w + g.s(4.0), 0.0);
        c.label(at, Align2::RIGHT_CENTER, letter, r * 0.4, style.faint);
    }
    for area in layout.areas.iter().filter(|a| a.middle) {
        let centre = g.hex_center(layout.hexes[area.cells[0]]) + vec2(0.0, -r * 0.62);
        c.label(centre, Align2::CENTER_CENTER, "×2", r * 0.42, style.ink);
    }
}

/// Where a full area's point badge sits and how big it is.
fn badges<'a>(c: &'a Ctx<'a>) -> impl Iterator<Item = (Pos2, f32, i32)> + 'a {
    let layout = c.s.layout();
    let r = c.g.radius();
    layout
        .areas
        .iter()
        .zip(&c.detail.areas)
        .filter_map(move |(area, &(n, pts))| {
            n?;
            let centre = c.g.hex_center(layout.hexes[area.cells[0]]) + vec2(0.0, r);
            Some((centre, r * 0.42, pts))
        })
}

/// Full areas' point badges (their numbers go over them in `paint_badge_numbers`).
fn paint_badges(c: &Ctx<'_>, over: &mut Pen) {
    let stroke = Stroke::new(c.g.s(1.2), c.style.ink);
    for (centre, badge, _) in badges(c) {
        over.circle(centre, badge, c.style.fill, stroke);
    }
}

fn paint_badge_numbers(c: &Ctx<'_>) {
    for (centre, badge, pts) in badges(c) {
        c.p.text(
            centre,
            Align2::CENTER_CENTER,
            pts.to_string(),
            font(badge * 1.15),
            Color32::BLACK,
        );
    }
}

/// The hex just written (the next must touch it), legal hexes, the hovered hex and the hint.
fn paint_hex_marks(c: &Ctx<'_>, pen: &mut Pen) {
    let (g, style) = (&c.g, c.style);
    let r = g.radius();
    let ring = |pen: &mut Pen, centre: Pos2, radius: f32, stroke: Stroke| {
        pen.path(
            hex_points(centre, radius, false),
            true,
            Color32::TRANSPARENT,
            stroke,
        );
    };
    if let Some(t) = c.turn.filter(|t| t.step == Step::Chain) {
        if let Some(&last) = t.chains.last().and_then(|ch| ch.hexes.last()) {
            ring(
                pen,
                g.hex_center(last),
                r * 0.8,
                Stroke::new(g.s(2.0), style.accent),
            );
        }
    }
    for spot in &c.marks.legal {
        let Spot::Hex(h) = *spot else { continue };
        let centre = g.hex_center(h);
        ring(pen, centre, r * 0.86, Stroke::new(g.s(2.4), style.legal));
        pen.circle(
            centre + vec2(0.0, r * 0.55),
            r * 0.09,
            style.legal,
            Stroke::NONE,
        );
    }
    if let Some(Spot::Hex(h)) = c.marks.hover {
        ring(
            pen,
            g.hex_center(h),
            r * 0.7,
            Stroke::new(g.s(1.6), style.accent),
        );
    }
    if let Some(Spot::Hex(h)) = c.marks.hint {
        let centre = g.hex_center(h);
        ring(pen, centre, r * 0.92, Stroke::new(g.s(3.6), style.hint));
        pen.star(centre + vec2(r * 0.5, -r * 0.45), r * 0.22, style.hint);
    }
}

/// The stroke of the tracker's next boxes: hinted, legal (tutorial) or hovered.
fn tracker_stroke(c: &Ctx<'_>) -> Stroke {
    let (g, style) = (&c.g, c.style);
    if c.marks.hint == Some(Spot::Tracker) {
        Stroke::new(g.s(3.0), style.hint)
    } else if c.marks.legal.contains(&Spot::Tracker) {
        Stroke::new(g.s(2.6), style.legal)
    } else {
        Stroke::new(g.s(2.2), style.accent)
    }
}

/// The two tracker rows: the numbers so far, the next box (outlined during the seat's turn),
/// ticks under the boxes that make up each straight, and each row's score.
fn paint_tracker(c: &Ctx<'_>, under: &mut Pen, over: &mut Pen) {
    let (g, p, style) = (&c.g, c.p, c.style);
    let rounds = c.s.layout().rounds();
    for row in 0..2 {
        let label = tr(if row == 0 {
            "hr-sheet-top"
        } else {
            "hr-sheet-bottom"
        });
        let b0 = g.tracker_box(row, 0, rounds);
        c.label(
            pos2(g.p(56.0, 0.0).x, b0.center().y),
            Align2::RIGHT_CENTER,
            label,
            g.s(12.0),
            style.faint,
        );
        let entries = &c.sheet.rows[row];
        let score = c.detail.rows[row];
        // Mark the first box of each number counted in the straight.
        let mut counted = vec![false; entries.len()];
        for n in DATA.faces.0 as i32..=score {
            if let Some(k) = entries.iter().position(|&x| x as i32 == n) {
                counted[k] = true;
            }
        }
        for col in 0..rounds {
            let b = g.tracker_box(row, col, rounds).shrink(g.s(2.0));
            let next = c.turn.is_some() && col == entries.len();
            let mut fill = if counted.get(col).copied().unwrap_or(false) {
                mix(style.paper, style.fill, 0.35)
            } else {
                style.paper
            };
            if next && c.marks.hover == Some(Spot::Tracker) {
                fill = mix(fill, style.accent, 0.15);
            }
            let st = if next {
                tracker_stroke(c)
            } else {
                Stroke::new(g.s(1.2), style.grid)
            };
            under.rect(b, g.s(3.0), fill, st);
            let Some(&v) = entries.get(col) else { continue };
            p.text(
                b.center(),
                Align2::CENTER_CENTER,
                v.to_string(),
                font(b.height() * 0.62),
                style.accent,
            );
            if counted[col] {
                // A tick under the number: the straight uses this box (not colour alone).
                let y = b.bottom() - b.height() * 0.14;
                over.segment(
                    pos2(b.left() + b.width() * 0.25, y),
                    pos2(b.right() - b.width() * 0.25, y),
                    Stroke::new(g.s(1.8), style.ink),
                );
            }
        }
        let last = g.tracker_box(row, rounds - 1, rounds);
        let score = if style.blank {
            String::new()
        } else {
            score.to_string()
        };
        c.label(
            pos2(last.right() + g.s(8.0), last.center().y),
            Align2::LEFT_CENTER,
            format!("= {score}"),
            g.s(15.0),
            style.ink,
        );
    }
    if c.marks.hint == Some(Spot::Tracker) {
        let b = g.tracker_box(0, c.sheet.rows[0].len().min(rounds - 1), rounds);
        over.star(b.right_top(), g.s(5.0), style.hint);
    }
}
