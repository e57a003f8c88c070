//! A Diaominos sheet drawn with egui's Painter: the loading grid, the five drawings with their
//! score lines and the footer (total, legend, the cube as this seat sees it); the marks over it
//! (tutorial highlights, the hint, the ghost under the pointer) are `overlay.rs`. The same drawing feeds the large
//! sheet, the small views, the end window and PNG export, so it only paints.
//!
//! Frame cost matters (four sheets on the 4-seat screen): every plain fill and line of a sheet
//! (cells, grid, outlines, diamonds, drawings, swatches, the footer's cube) is tessellated by the
//! [`Pen`] into one mesh, painted under the sheet's texts; only texts stay shapes of their own, and
//! texts too small to read (under [`MIN_TEXT`] pixels, or the legend and score lines on a small
//! view) are left out.

use super::cube::{paint_cube_body, Cam, Pose};
use super::ink::{colour32, ink_on, MIN_TEXT};
use crate::engine::text::{tr, Msg};
use crate::engine::Rules;
use crate::games::diaominos::rules::{side_msg, slot_msg, Diaominos};
use crate::games::diaominos::shapes::{colour_letter, DATA, GEO};
use crate::games::diaominos::state::{seat_dir, Cell, Mark, Phase, Sheet, State};
use crate::sheet_kit::draw::Fit;
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::SheetStyle;
use egui::{vec2, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke};

/// Natural sheet size in points.
pub const SHEET_W: f32 = 720.0;
pub const SHEET_H: f32 = 480.0;
pub(super) const GRID_X: f32 = 34.0;
pub(super) const GRID_Y: f32 = 40.0;
pub(super) const CELL: f32 = 40.0;
const PANEL_X: f32 = 452.0;
const ROW_H: f32 = 56.0;
/// A sheet narrower than this (in points) is a small view: no legend, score words or bonus tags.
const SMALL_W: f32 = 300.0;

/// A text, left out when smaller than [`MIN_TEXT`].
fn text(p: &Painter, at: Pos2, align: Align2, text: impl ToString, size: f32, colour: Color32) {
    if size >= MIN_TEXT {
        p.text(at, align, text, FontId::proportional(size), colour);
    }
}

/// A loaded piece's cells: the sticker colour softened toward the paper. On dark paper the colour
/// keeps most of its strength, since a light colour mixed into dark paper turns muddy (yellow to
/// olive, orange to brown, red to maroon) and the pieces stop being told apart.
pub fn piece_fill(style: &SheetStyle, c: u8) -> Color32 {
    let dark = style.paper.r() < 0x80;
    style
        .paper
        .lerp_to_gamma(colour32(c), if dark { 0.78 } else { 0.38 })
}

/// A colour swatch with its letter (colour-blind safe; left out when too small to read).
pub fn swatch(pen: &mut Pen, p: &Painter, rect: Rect, c: u8, style: &SheetStyle) {
    let col = colour32(c);
    let radius = rect.width() * 0.18;
    if radius * p.pixels_per_point() < 2.0 {
        // Rounding this small does not show: a plain box is far cheaper to tessellate.
        pen.boxed(rect, col, Stroke::new(1.0, style.ink));
    } else {
        pen.rect(rect, radius, col, Stroke::new(1.0, style.ink));
    }
    text(
        p,
        rect.center(),
        Align2::CENTER_CENTER,
        colour_letter(c),
        rect.height() * 0.62,
        ink_on(col),
    );
}

/// A flat 2x2 view of four stickers (top-left, top-right, bottom-left, bottom-right).
pub fn paint_flat(pen: &mut Pen, p: &Painter, rect: Rect, stickers: [u8; 4], style: &SheetStyle) {
    let s = rect.width().min(rect.height()) / 2.0;
    let o = rect.center() - vec2(s, s);
    pen.rect(
        Rect::from_min_size(o, vec2(2.0 * s, 2.0 * s)).expand(2.0),
        3.0,
        Color32::from_rgb(40, 40, 46),
        Stroke::NONE,
    );
    for (k, &c) in stickers.iter().enumerate() {
        let r = Rect::from_min_size(o + vec2((k % 2) as f32 * s, (k / 2) as f32 * s), vec2(s, s))
            .shrink(1.5);
        swatch(pen, p, r, c, style);
    }
}

pub fn paint_diamond(pen: &mut Pen, c: Pos2, r: f32, fill: Color32, stroke: Stroke) {
    let points = vec![
        c + vec2(0.0, -r),
        c + vec2(r, 0.0),
        c + vec2(0.0, r),
        c + vec2(-r, 0.0),
    ];
    pen.polygon(points, fill, stroke);
}

/// Where the sheet's units land in `rect`.
pub fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(
        Rect::from_min_size(Pos2::ZERO, vec2(SHEET_W, SHEET_H)),
        rect,
        0.0,
    )
}

/// What a point of the sheet off the grid is, for the shell's note (`None` off the sheet): the
/// catalogue id of the note.
pub fn paper_note(rect: Rect, p: Pos2) -> Option<&'static str> {
    if !rect.contains(p) {
        return None;
    }
    let (x, _) = sheet_fit(rect).unpos(p);
    Some(if x >= PANEL_X - 8.0 {
        "dm-paper-drawings"
    } else {
        "dm-paper-margin"
    })
}

/// Screen rect of grid cell `i` under `fit`.
pub fn cell_rect(fit: &Fit, i: usize) -> Rect {
    let (c, r) = (i % GEO.columns, i / GEO.columns);
    let x = GRID_X + c as f32 * CELL;
    let y = GRID_Y + (GEO.rows - 1 - r) as f32 * CELL;
    Rect::from_min_max(fit.pos(x, y), fit.pos(x + CELL, y + CELL))
}

/// The grid cell under a screen point.
pub fn cell_at(fit: &Fit, p: Pos2) -> Option<usize> {
    let (x, y) = fit.unpos(p);
    let c = ((x - GRID_X) / CELL).floor();
    let r = ((y - GRID_Y) / CELL).floor();
    if c < 0.0 || r < 0.0 || c >= GEO.columns as f32 || r >= GEO.rows as f32 {
        return None;
    }
    Some((GEO.rows - 1 - r as usize) * GEO.columns + c as usize)
}

/// A grid corner (column, row from the bottom) on the screen.
fn corner(fit: &Fit, c: i32, r: i32) -> Pos2 {
    fit.pos(
        GRID_X + c as f32 * CELL,
        GRID_Y + (GEO.rows as i32 - r) as f32 * CELL,
    )
}

/// The outline of a group of cells as one closed loop of grid corners, counter-clockwise with the
/// cells on the left, each corner moved `inset` cell widths inward. `None` if the cells do not
/// form one loop without holes (a tetromino always does).
pub(super) fn outline(cells: &[u8], inset: f32) -> Option<Vec<(f32, f32)>> {
    let has = |c: i32, r: i32| {
        c >= 0
            && r >= 0
            && (c as usize) < GEO.columns
            && (r as usize) < GEO.rows
            && cells.contains(&((r as usize * GEO.columns + c as usize) as u8))
    };
    // Boundary edges (from, to), counter-clockwise around each cell, whose neighbour is outside.
    let mut edges: Vec<((i32, i32), (i32, i32))> = Vec::new();
    for &i in cells {
        let (c, r) = (
            (i as usize % GEO.columns) as i32,
            (i as usize / GEO.columns) as i32,
        );
        if !has(c, r - 1) {
            edges.push(((c, r), (c + 1, r)));
        }
        if !has(c + 1, r) {
            edges.push(((c + 1, r), (c + 1, r + 1)));
        }
        if !has(c, r + 1) {
            edges.push(((c + 1, r + 1), (c, r + 1)));
        }
        if !has(c - 1, r) {
            edges.push(((c, r + 1), (c, r)));
        }
    }
    let first = *edges.first()?;
    let mut lp = vec![first];
    while lp.len() < edges.len() {
        let end = lp.last()?.1;
        let next = *edges.iter().find(|e| e.0 == end)?;
        if next == first {
            return None;
        }
        lp.push(next);
    }
    if lp.last()?.1 != first.0 {
        return None;
    }
    // Keep only the corners where the direction turns, moved inward along both edges' normals.
    let n = lp.len();
    let dir = |e: &((i32, i32), (i32, i32))| ((e.1 .0 - e.0 .0), (e.1 .1 - e.0 .1));
    let mut out = Vec::new();
    for k in 0..n {
        let (a, b) = (dir(&lp[k]), dir(&lp[(k + 1) % n]));
        if a == b {
            continue;
        }
        // The inward normal of a counter-clockwise edge (dx, dy) is (-dy, dx).
        let (nx, ny) = ((-a.1 - b.1) as f32, (a.0 + b.0) as f32);
        let p = lp[k].1;
        out.push((p.0 as f32 + nx * inset, p.1 as f32 + ny * inset));
    }
    Some(out)
}

/// A closed outline of `cells` as one path (nothing if they are not one loop).
pub(super) fn outline_path(pen: &mut Pen, fit: &Fit, cells: &[u8], inset: f32, stroke: Stroke) {
    if let Some(o) = outline(cells, inset) {
        let points = o
            .into_iter()
            .map(|(c, r)| fit.pos(GRID_X + c * CELL, GRID_Y + (GEO.rows as f32 - r) * CELL))
            .collect();
        pen.line(points, true, stroke);
    }
}

/// The grid: cell fills, grid lines (two snaking paths), piece and shape outlines (one path each)
/// and the diamonds.
fn paint_grid(pen: &mut Pen, fit: &Fit, sh: &Sheet, style: &SheetStyle) {
    let k = fit.scale;
    pen.fill(
        Rect::from_min_max(
            corner(fit, 0, GEO.rows as i32),
            corner(fit, GEO.columns as i32, 0),
        ),
        style.paper,
    );
    // Each cell's fill, so the diamonds on it are drawn in an ink that reads there.
    let mut fills = vec![style.paper; sh.grid.len()];
    for l in &sh.loads {
        let fill = match sh.colours.get(l.piece as usize).copied().flatten() {
            Some(c) => piece_fill(style, c),
            None => style.fill,
        };
        for &c in &l.cells {
            pen.fill(cell_rect(fit, c as usize), fill);
            if let Some(f) = fills.get_mut(c as usize) {
                *f = fill;
            }
        }
    }
    // Grid lines: horizontal ones snake down the rows, vertical ones across the columns.
    let (cols, rows) = (GEO.columns as i32, GEO.rows as i32);
    let mut h = Vec::new();
    for r in 0..=rows {
        let (a, b) = if r % 2 == 0 { (0, cols) } else { (cols, 0) };
        h.push(corner(fit, a, r));
        h.push(corner(fit, b, r));
    }
    let mut v = Vec::new();
    for c in 0..=cols {
        let (a, b) = if c % 2 == 0 { (0, rows) } else { (rows, 0) };
        v.push(corner(fit, c, a));
        v.push(corner(fit, c, b));
    }
    let grid = Stroke::new(0.6, style.grid);
    pen.line(h, false, grid);
    pen.line(v, false, grid);
    for l in &sh.loads {
        outline_path(pen, fit, &l.cells, 0.0, Stroke::new(2.2 * k, style.ink));
    }
    for s in &sh.shapes {
        outline_path(pen, fit, &s.cells, 0.08, Stroke::new(1.2 * k, style.accent));
    }
    for (i, cell) in sh.grid.iter().enumerate() {
        let r = cell_rect(fit, i);
        let (c, rad) = (r.center(), r.width() * 0.3);
        let fill = fills.get(i).copied().unwrap_or(style.paper);
        let ink = if fill == style.paper {
            style.ink
        } else {
            ink_on(fill)
        };
        match cell {
            // An open diamond with a dot: whatever is loaded here becomes a diamond.
            Cell::WildMark => {
                paint_diamond(pen, c, rad, Color32::TRANSPARENT, Stroke::new(2.0 * k, ink));
                pen.circle(c, rad * 0.3, ink, Stroke::NONE);
            }
            Cell::Diamond => paint_diamond(pen, c, rad, style.paper, Stroke::new(2.0 * k, ink)),
            Cell::Spent => paint_diamond(pen, c, rad, ink, Stroke::NONE),
            Cell::Empty | Cell::Filled => {}
        }
    }
}

/// Column letters, row numbers (when readable) and a tick beside each full row (the layer
/// counter).
fn paint_grid_labels(pen: &mut Pen, p: &Painter, fit: &Fit, sh: &Sheet, style: &SheetStyle) {
    let k = fit.scale;
    for c in 0..GEO.columns {
        text(
            p,
            fit.pos(
                GRID_X + (c as f32 + 0.5) * CELL,
                GRID_Y + GEO.rows as f32 * CELL + 3.0,
            ),
            Align2::CENTER_TOP,
            ((b'a' + c as u8) as char).to_string(),
            12.0 * k,
            style.faint,
        );
    }
    let loaded = sh.masks().loaded;
    for r in 0..GEO.rows {
        let y = GRID_Y + (GEO.rows - 1 - r) as f32 * CELL + CELL / 2.0;
        text(
            p,
            fit.pos(GRID_X - 6.0, y),
            Align2::RIGHT_CENTER,
            (r + 1).to_string(),
            12.0 * k,
            style.faint,
        );
        if loaded & GEO.row_masks[r] == GEO.row_masks[r] {
            let x = GRID_X + GEO.columns as f32 * CELL + 5.0;
            let tick = vec![
                fit.pos(x, y),
                fit.pos(x + 4.0, y + 5.0),
                fit.pos(x + 11.0, y - 6.0),
            ];
            pen.line(tick, false, Stroke::new(2.2 * k, style.legal));
        }
    }
}

/// One row's colour slot in the side panel: the chosen colour's swatch (an empty box while none
/// is chosen) with `label` under it. `y0` is the row's top in sheet units.
#[allow(clippy::too_many_arguments)]
fn colour_slot(
    pen: &mut Pen,
    p: &Painter,
    fit: &Fit,
    y0: f32,
    colour: Option<u8>,
    label: &str,
    size: f32,
    style: &SheetStyle,
) {
    let k = fit.scale;
    let sw = Rect::from_min_size(fit.pos(PANEL_X, y0 + 4.0), vec2(26.0, 26.0) * k);
    match colour {
        Some(c) => swatch(pen, p, sw, c, style),
        None => pen.rect(
            sw,
            4.0 * k,
            Color32::TRANSPARENT,
            Stroke::new(1.0, style.faint),
        ),
    }
    text(
        p,
        fit.pos(PANEL_X + 13.0, y0 + 34.0),
        Align2::CENTER_TOP,
        label,
        size * k,
        style.ink,
    );
}

/// The five drawings with their marks, score lines and bonuses, then the wild colour and rows.
/// A small view leaves out the score lines' words and the bonus tags.
fn paint_panel(
    pen: &mut Pen,
    p: &Painter,
    fit: &Fit,
    state: &State,
    seat: usize,
    style: &SheetStyle,
) {
    let k = fit.scale;
    let small = fit.scale * SHEET_W < SMALL_W;
    let sh = &state.sheets[seat];
    let counts = sh.shape_counts();
    let d = 14.0;
    for (pi, shape) in GEO.shapes.iter().enumerate() {
        let y0 = GRID_Y + pi as f32 * ROW_H;
        colour_slot(pen, p, fit, y0, sh.colours[pi], &shape.name, 13.0, style);
        let dx = PANEL_X + 38.0;
        let dy = y0 + 2.0 + (3.0 - shape.height as f32) * d / 2.0;
        for (ci, &(x, y)) in shape.drawing.iter().enumerate() {
            let r = Rect::from_min_size(
                fit.pos(dx + x as f32 * d, dy + y as f32 * d),
                vec2(d, d) * k,
            );
            let mark = sh.drawings[pi][ci];
            let fill = if mark == Mark::Used {
                style.faint
            } else {
                style.paper
            };
            pen.boxed(r, fill, Stroke::new(1.0 * k, style.ink));
            if mark == Mark::Marked {
                paint_diamond(
                    pen,
                    r.center(),
                    r.width() * 0.36,
                    Color32::TRANSPARENT,
                    Stroke::new(1.6 * k, style.ink),
                );
            }
        }
        // Score line: one filled diamond per shape, then the bonuses.
        let sx = PANEL_X + 104.0;
        pen.segment(
            fit.pos(sx, y0 + 40.0),
            fit.pos(SHEET_W - 14.0, y0 + 40.0),
            Stroke::new(0.8 * k, style.grid),
        );
        for n in 0..counts[pi].min(10) {
            let c = fit.pos(sx + 8.0 + n as f32 * 16.0, y0 + 28.0);
            paint_diamond(pen, c, 6.5 * k, style.ink, Stroke::NONE);
        }
        if small {
            continue;
        }
        text(
            p,
            fit.pos(sx, y0 + 42.0),
            Align2::LEFT_TOP,
            tr("dm-sheet-score"),
            9.0 * k,
            style.faint,
        );
        if counts[pi] > 0 {
            let mut tags = vec![tr("dm-sheet-first")];
            let table = state
                .sheets
                .iter()
                .filter_map(|s| s.first_rounds()[pi])
                .min();
            let own = sh.first_rounds()[pi];
            if own.is_some() && own == table {
                tags.push(tr("dm-sheet-table"));
            }
            text(
                p,
                fit.pos(SHEET_W - 14.0, y0 + 12.0),
                Align2::RIGHT_CENTER,
                tags.join("  "),
                11.0 * k,
                style.accent,
            );
        }
    }
    let y0 = GRID_Y + 5.0 * ROW_H;
    colour_slot(
        pen,
        p,
        fit,
        y0,
        sh.wild_colour(),
        &tr("dm-sheet-wild"),
        11.0,
        style,
    );
    text(
        p,
        fit.pos(PANEL_X + 40.0, y0 + 17.0),
        Align2::LEFT_CENTER,
        Msg::new("dm-sheet-full-rows")
            .text("rows", blank_or(style, sh.full_rows()))
            .count("total", GEO.rows)
            .to_string(),
        13.0 * k,
        style.ink,
    );
}

/// Footer: the total, skipped pieces, a legend and the cube as this seat sees it. A small view
/// leaves out the legend and the skipped list.
fn paint_footer(
    pen: &mut Pen,
    p: &Painter,
    fit: &Fit,
    state: &State,
    seat: usize,
    style: &SheetStyle,
) {
    let k = fit.scale;
    let small = fit.scale * SHEET_W < SMALL_W;
    let font = |s: f32| FontId::proportional(s * k);
    let sh = &state.sheets[seat];
    let total = Diaominos
        .scores(state)
        .get(seat)
        .map(|s| s.total)
        .unwrap_or(0);
    let fy = GRID_Y + GEO.rows as f32 * CELL + 24.0;
    text(
        p,
        fit.pos(GRID_X, fy),
        Align2::LEFT_TOP,
        Msg::new("dm-sheet-total")
            .text("total", blank_or(style, total))
            .to_string(),
        22.0 * k,
        style.ink,
    );
    if !small {
        // Legend: open diamond waiting for a shape, solid in a scored shape, wild mark.
        let (lx, ly) = (GRID_X + 112.0, fy + 44.0);
        let legend: [(f32, Color32, Stroke, &str); 3] = [
            (
                0.0,
                style.paper,
                Stroke::new(1.4 * k, style.ink),
                "dm-legend-diamond",
            ),
            (70.0, style.ink, Stroke::NONE, "dm-legend-scored"),
            (
                180.0,
                Color32::TRANSPARENT,
                Stroke::new(1.4 * k, style.ink),
                "dm-legend-wild",
            ),
        ];
        for (dx, fill, stroke, id) in legend {
            paint_diamond(pen, fit.pos(lx + dx, ly), 5.0 * k, fill, stroke);
            let label = tr(id);
            if id == "dm-legend-wild" {
                pen.circle(fit.pos(lx + dx, ly), 1.6 * k, style.ink, Stroke::NONE);
            }
            text(
                p,
                fit.pos(lx + dx + 9.0, ly),
                Align2::LEFT_CENTER,
                label,
                10.0 * k,
                style.faint,
            );
        }
    }
    if !small && !sh.skipped.is_empty() {
        let list: Vec<String> = sh
            .skipped
            .iter()
            .map(|(r, s)| {
                Msg::new("dm-sheet-skipped-one")
                    .msg("slot", slot_msg(*s))
                    .int("round", *r)
                    .to_string()
            })
            .collect();
        // At most two lines, cut with "…", so it never runs under the cube on the right.
        let mut job = egui::text::LayoutJob::single_section(
            Msg::new("dm-sheet-skipped")
                .text("list", list.join(", "))
                .to_string(),
            egui::TextFormat::simple(font(11.0), style.faint),
        );
        job.wrap = egui::text::TextWrapping {
            max_width: (PANEL_X - 24.0 - (GRID_X + 110.0)) * k,
            max_rows: 2,
            break_anywhere: false,
            overflow_character: Some('…'),
        };
        p.galley(
            fit.pos(GRID_X + 110.0, fy + 4.0),
            p.layout_job(job),
            style.faint,
        );
    }
    if state.phase == Phase::Scramble {
        return;
    }
    let cam = Cam {
        yaw: 0.5,
        el: 0.62,
        scale: 34.0 * k,
        origin: fit.pos(PANEL_X + 40.0, fy + 40.0),
    };
    // The cube at the board centre, so the camera maths centres it.
    let pose = Pose {
        cell: (1.5, 1.5),
        tip: None,
    };
    paint_cube_body(pen, p, &cam, &state.cube, pose, false);
    let flats = [
        (120.0, state.cube.top(), tr("dm-flat-top")),
        (180.0, state.facing(seat), tr("dm-sheet-your-side")),
    ];
    for (dx, stickers, label) in flats {
        let r = Rect::from_center_size(fit.pos(PANEL_X + dx, fy + 30.0), vec2(34.0, 34.0) * k);
        paint_flat(pen, p, r, stickers, style);
        text(
            p,
            fit.pos(PANEL_X + dx, fy + 50.0),
            Align2::CENTER_TOP,
            label,
            10.0 * k,
            style.faint,
        );
    }
    let space = DATA
        .spaces
        .get(state.space())
        .map(|s| s.name.as_str())
        .unwrap_or("?");
    text(
        p,
        fit.pos(PANEL_X + 40.0, fy + 72.0),
        Align2::CENTER_CENTER,
        Msg::new("dm-sheet-on-space")
            .text("space", space)
            .to_string(),
        10.0 * k,
        style.faint,
    );
}

/// Paints `seat`'s sheet (plain, no overlay) and returns the fit used.
pub fn draw_sheet(
    p: &Painter,
    rect: Rect,
    state: &State,
    seat: usize,
    name: &str,
    style: &SheetStyle,
) -> Fit {
    let fit = sheet_fit(rect);
    let k = fit.scale;
    let page = Rect::from_min_max(fit.pos(0.0, 0.0), fit.pos(SHEET_W, SHEET_H));
    let mut pen = Pen::reserved(p);
    pen.rect(page, 6.0 * k, style.paper, Stroke::new(1.0, style.grid));
    if let Some(sh) = state.sheets.get(seat) {
        let dir = seat_dir(state.seats as usize, seat);
        text(
            p,
            fit.pos(GRID_X, 10.0),
            Align2::LEFT_TOP,
            if style.blank {
                side_msg(dir).to_string()
            } else {
                Msg::new("dm-sheet-title")
                    .text("name", name)
                    .msg("side", side_msg(dir))
                    .to_string()
            },
            17.0 * k,
            style.seat_colors[seat % 8],
        );
        let round = if style.blank {
            String::new()
        } else if state.round == 0 {
            tr("dm-sheet-before")
        } else {
            Msg::new("dm-sheet-round")
                .int("round", state.round)
                .to_string()
        };
        text(
            p,
            fit.pos(GRID_X + 10.0 * CELL, 10.0),
            Align2::RIGHT_TOP,
            round,
            14.0 * k,
            style.faint,
        );
        paint_grid(&mut pen, &fit, sh, style);
        paint_grid_labels(&mut pen, p, &fit, sh, style);
        paint_panel(&mut pen, p, &fit, state, seat, style);
        paint_footer(&mut pen, p, &fit, state, seat, style);
    }
    pen.finish(p);
    fit
}

/// The screen point at the centre of grid cell `i` of a sheet painted into `rect` (tests).
#[cfg(test)]
pub fn cell_centre(rect: Rect, i: usize) -> Pos2 {
    cell_rect(&sheet_fit(rect), i).center()
}

#[cfg(test)]
pub fn outline_for_test(cells: &[u8]) -> Option<Vec<(f32, f32)>> {
    outline(cells, 0.0)
}

/// A running figure, or a line to write it on when the sheet is printed blank.
fn blank_or(style: &SheetStyle, value: impl std::fmt::Display) -> String {
    if style.blank {
        "____".into()
    } else {
        value.to_string()
    }
}
