//! Diaominos drawing and input: the rolling cube on its board, flat views of the top and of each
//! seat's side, the sheet (grid, drawings, score lines) and the loading ghost.
//!
//! Everything the player may click comes from `legal_actions`; this file never decides legality.

use super::cube::{sticker_at, Cube, CubeDir, Dir, Face};
use super::rules::{
    colour_letter, colour_name, dir_name, piece_name, seat_dir, Action, Cell, Diaominos, Mark,
    Phase, Slot, State,
};
use super::shapes::{bits, DATA, GEO, PIECES};
use crate::engine::{Rules, Session};
use crate::ui::widgets::Fit;
use crate::ui_contract::{GameUi, SheetStyle, UiEnv};
use egui::{
    pos2, vec2, Align2, Color32, FontId, Painter, Pos2, Rect, RichText, Sense, Shape, Stroke,
    StrokeKind, Ui, Vec2,
};

/// Natural sheet size in points.
const SHEET_W: f32 = 720.0;
const SHEET_H: f32 = 480.0;
const GRID_X: f32 = 34.0;
const GRID_Y: f32 = 40.0;
const CELL: f32 = 40.0;
const PANEL_X: f32 = 452.0;
const ROW_H: f32 = 56.0;
/// Seconds per tip of the cube at speed 1.
const TIP_SECONDS: f64 = 0.45;

/// View state kept between frames.
#[derive(Default)]
pub struct View {
    /// The piece chosen for loading.
    piece: Option<u8>,
    rot: u8,
    mirror: bool,
    /// The round whose roll the cube widget has shown (animation bookkeeping).
    anim_round: u8,
    anim_start: Option<f64>,
    /// Extra turn of the 3D view from dragging.
    yaw: f32,
    /// The sheet shown large once the game is over.
    shown: usize,
}

/// A sticker colour.
fn colour32(c: u8) -> Color32 {
    match DATA.colours.get(c as usize) {
        Some(d) => Color32::from_rgb(d.rgb.0, d.rgb.1, d.rgb.2),
        None => Color32::GRAY,
    }
}

/// Ink that reads on a sticker colour.
fn ink_on(c: Color32) -> Color32 {
    let l = 0.299 * c.r() as f32 + 0.587 * c.g() as f32 + 0.114 * c.b() as f32;
    if l > 150.0 {
        Color32::from_rgb(30, 30, 30)
    } else {
        Color32::WHITE
    }
}

fn shade(c: Color32, f: f32) -> Color32 {
    Color32::from_rgb(
        (c.r() as f32 * f).min(255.0) as u8,
        (c.g() as f32 * f).min(255.0) as u8,
        (c.b() as f32 * f).min(255.0) as u8,
    )
}

/// A colour swatch with its symbol (colour-blind safe).
fn swatch(p: &Painter, rect: Rect, c: u8, style: &SheetStyle) {
    let col = colour32(c);
    p.rect(
        rect,
        rect.width() * 0.18,
        col,
        Stroke::new(1.0, style.ink),
        StrokeKind::Inside,
    );
    p.text(
        rect.center(),
        Align2::CENTER_CENTER,
        colour_letter(c),
        FontId::proportional(rect.height() * 0.62),
        ink_on(col),
    );
}

fn diamond_points(c: Pos2, r: f32) -> Vec<Pos2> {
    vec![
        c + vec2(0.0, -r),
        c + vec2(r, 0.0),
        c + vec2(0.0, r),
        c + vec2(-r, 0.0),
    ]
}

fn paint_diamond(p: &Painter, c: Pos2, r: f32, fill: Color32, stroke: Stroke) {
    p.add(Shape::convex_polygon(diamond_points(c, r), fill, stroke));
}

// ------------------------------------------------------------------ the 3D cube

/// An isometric-ish camera over the 4 × 4 board (board units, board centre at (2, 2, 0)).
struct Cam {
    yaw: f32,
    el: f32,
    scale: f32,
    origin: Pos2,
}

impl Cam {
    fn project(&self, p: [f32; 3]) -> Pos2 {
        let (x, y, z) = (p[0] - 2.0, p[1] - 2.0, p[2]);
        let (s, c) = self.yaw.sin_cos();
        let x1 = x * c - y * s;
        let y1 = x * s + y * c;
        self.origin + vec2(x1, -(y1 * self.el.sin() + z * self.el.cos())) * self.scale
    }
    /// > 0 when a surface with normal `n` faces the camera.
    fn facing(&self, n: [f32; 3]) -> f32 {
        let (s, c) = self.yaw.sin_cos();
        let y1 = n[0] * s + n[1] * c;
        -y1 * self.el.cos() + n[2] * self.el.sin()
    }
}

fn rodrigues(v: [f32; 3], k: [f32; 3], th: f32) -> [f32; 3] {
    let (s, c) = th.sin_cos();
    let cross = [
        k[1] * v[2] - k[2] * v[1],
        k[2] * v[0] - k[0] * v[2],
        k[0] * v[1] - k[1] * v[0],
    ];
    let dot = k[0] * v[0] + k[1] * v[1] + k[2] * v[2];
    std::array::from_fn(|i| v[i] * c + cross[i] * s + k[i] * dot * (1.0 - c))
}

/// The cube's pose: the board cell it stands on and, mid-tip, the tip direction and angle.
#[derive(Clone, Copy)]
struct Pose {
    cell: (f32, f32),
    tip: Option<(Dir, f32)>,
}

impl Pose {
    /// Cube-local point (centre at 0, half-size 0.5) → board coordinates.
    fn world(&self, q: [f32; 3]) -> [f32; 3] {
        let q = match self.tip {
            Some((d, th)) => {
                let dv = d.vector();
                let dv = [dv[0] as f32, dv[1] as f32, 0.0];
                let pivot = [dv[0] * 0.5, dv[1] * 0.5, -0.5];
                let k = [-dv[1], dv[0], 0.0]; // up × d
                let rel = [q[0] - pivot[0], q[1] - pivot[1], q[2] - pivot[2]];
                let r = rodrigues(rel, k, th);
                [r[0] + pivot[0], r[1] + pivot[1], r[2] + pivot[2]]
            }
            None => q,
        };
        [
            q[0] + self.cell.0 + 0.5,
            q[1] + self.cell.1 + 0.5,
            q[2] + 0.5,
        ]
    }
    fn normal(&self, n: [f32; 3]) -> [f32; 3] {
        match self.tip {
            Some((d, th)) => {
                let dv = d.vector();
                rodrigues(n, [-(dv[1] as f32), dv[0] as f32, 0.0], th)
            }
            None => n,
        }
    }
}

/// Paints the cube's body and 24 stickers in `pose`, visible faces only (the cube is convex).
fn paint_cube_body(p: &Painter, cam: &Cam, cube: &Cube, pose: Pose, letters: bool) {
    let light = {
        let l = [-0.35f32, -0.55, 0.76];
        let n = (l[0] * l[0] + l[1] * l[1] + l[2] * l[2]).sqrt();
        [l[0] / n, l[1] / n, l[2] / n]
    };
    for face in Face::ALL {
        let n0 = face.normal();
        let n = pose.normal([n0[0] as f32, n0[1] as f32, n0[2] as f32]);
        let vis = cam.facing(n);
        if vis <= 0.0 {
            continue;
        }
        let lit = 0.55 + 0.45 * (n[0] * light[0] + n[1] * light[1] + n[2] * light[2]).max(0.0);
        // Body face.
        let (axis, sign) = face.axis_sign();
        let (a, b) = ((axis + 1) % 3, (axis + 2) % 3);
        let corner = |u: f32, v: f32| {
            let mut q = [0.0f32; 3];
            q[axis] = 0.5 * sign as f32;
            q[a] = u;
            q[b] = v;
            cam.project(pose.world(q))
        };
        let body = vec![
            corner(-0.5, -0.5),
            corner(0.5, -0.5),
            corner(0.5, 0.5),
            corner(-0.5, 0.5),
        ];
        p.add(Shape::convex_polygon(
            body,
            shade(Color32::from_rgb(40, 40, 46), lit),
            Stroke::NONE,
        ));
        for pos in Cube::face_positions(face) {
            let (c, _) = sticker_at(pos);
            let range = |s: i8| {
                if s > 0 {
                    (0.04f32, 0.46f32)
                } else {
                    (-0.46f32, -0.04f32)
                }
            };
            let (u0, u1) = range(c[a]);
            let (v0, v1) = range(c[b]);
            let quad = vec![
                corner(u0, v0),
                corner(u1, v0),
                corner(u1, v1),
                corner(u0, v1),
            ];
            let col = cube.stickers[pos];
            let fill = shade(colour32(col), lit);
            let centre = corner((u0 + u1) / 2.0, (v0 + v1) / 2.0);
            p.add(Shape::convex_polygon(quad, fill, Stroke::NONE));
            if letters && vis > 0.35 {
                p.text(
                    centre,
                    Align2::CENTER_CENTER,
                    colour_letter(col),
                    FontId::proportional(cam.scale * 0.2 * vis.sqrt()),
                    ink_on(fill),
                );
            }
        }
    }
}

fn space_cell(i: usize) -> (f32, f32) {
    DATA.spaces
        .get(i)
        .map(|s| (s.col as f32, s.row as f32))
        .unwrap_or((0.0, 0.0))
}

fn roll_dirs(round: u8) -> Vec<Dir> {
    // The roll into `round` (2..=6).
    DATA.rolls
        .get((round as usize).wrapping_sub(2))
        .map(|r| r.iter().filter_map(|d| d.parse().ok()).collect())
        .unwrap_or_default()
}

/// The cube and its pose at this frame (mid-roll while the animation runs).
fn animated(state: &State, view: &mut View, now: f64, speed: f32) -> (Cube, Pose, bool) {
    if view.anim_round != state.round {
        let fresh = state.round == view.anim_round + 1 && state.round >= 2 && speed > 0.0;
        view.anim_start = if fresh { Some(now) } else { None };
        view.anim_round = state.round;
    }
    let final_pose = Pose {
        cell: space_cell(state.space()),
        tip: None,
    };
    let Some(t0) = view.anim_start else {
        return (state.cube.clone(), final_pose, false);
    };
    let tips = roll_dirs(state.round);
    let progress = (now - t0) * speed as f64 / TIP_SECONDS;
    if progress >= tips.len() as f64 {
        view.anim_start = None;
        return (state.cube.clone(), final_pose, false);
    }
    let k = progress.floor() as usize;
    let frac = (progress - k as f64) as f32;
    let eased = frac * frac * (3.0 - 2.0 * frac);
    let mut cube = state.cube.clone();
    for d in tips.iter().rev() {
        cube.tip(d.opposite());
    }
    let mut cell = space_cell(state.space().saturating_sub(1));
    for d in &tips[..k] {
        cube.tip(*d);
        let (dc, dr) = d.step();
        cell = (cell.0 + dc as f32, cell.1 + dr as f32);
    }
    let pose = Pose {
        cell,
        tip: Some((tips[k], eased * std::f32::consts::FRAC_PI_2)),
    };
    (cube, pose, true)
}

/// The board with the cube on it; returns true while animating.
fn paint_board(
    p: &Painter,
    rect: Rect,
    state: &State,
    cube: &Cube,
    pose: Pose,
    yaw: f32,
    style: &SheetStyle,
) {
    let scale = rect.width().min(rect.height() * 1.25) / 6.4;
    let cam = Cam {
        yaw: 0.5 + yaw,
        el: 0.62,
        scale,
        origin: rect.center() + vec2(0.0, scale * 0.55),
    };
    // Board squares.
    for r in 0..4 {
        for c in 0..4 {
            let (x, y) = (c as f32, r as f32);
            let pts = vec![
                cam.project([x, y, 0.0]),
                cam.project([x + 1.0, y, 0.0]),
                cam.project([x + 1.0, y + 1.0, 0.0]),
                cam.project([x, y + 1.0, 0.0]),
            ];
            let fill = if (r + c) % 2 == 0 {
                style.paper
            } else {
                style.paper.lerp_to_gamma(style.grid, 0.25)
            };
            p.add(Shape::convex_polygon(
                pts,
                fill,
                Stroke::new(1.0, style.grid),
            ));
        }
    }
    for (i, s) in DATA.spaces.iter().enumerate() {
        let c = cam.project([s.col as f32 + 0.5, s.row as f32 + 0.5, 0.0]);
        let here = i == state.space() && state.round > 0;
        p.text(
            c,
            Align2::CENTER_CENTER,
            &s.name,
            FontId::proportional(scale * 0.38),
            if here { style.accent } else { style.faint },
        );
    }
    // Seat names at the board's sides.
    for seat in 0..state.seats as usize {
        let d = seat_dir(state.seats as usize, seat);
        let v = d.vector();
        let at = cam.project([2.0 + v[0] as f32 * 2.45, 2.0 + v[1] as f32 * 2.45, 0.0]);
        p.text(
            at,
            Align2::CENTER_CENTER,
            format!("P{}", seat + 1),
            FontId::proportional(scale * 0.3),
            style.seat_colors[seat % 8],
        );
    }
    paint_cube_body(p, &cam, cube, pose, true);
}

/// A flat 2x2 view of four stickers (top-left, top-right, bottom-left, bottom-right).
fn paint_flat(p: &Painter, rect: Rect, stickers: [u8; 4], style: &SheetStyle) {
    let s = rect.width().min(rect.height()) / 2.0;
    let o = rect.center() - vec2(s, s);
    p.rect_filled(
        Rect::from_min_size(o, vec2(2.0 * s, 2.0 * s)).expand(2.0),
        3.0,
        Color32::from_rgb(40, 40, 46),
    );
    for (k, &c) in stickers.iter().enumerate() {
        let r = Rect::from_min_size(o + vec2((k % 2) as f32 * s, (k / 2) as f32 * s), vec2(s, s))
            .shrink(1.5);
        swatch(p, r, c, style);
    }
}

// ------------------------------------------------------------------ the sheet

/// Screen rect of grid cell `i` under `fit`.
fn cell_rect(fit: &Fit, i: usize) -> Rect {
    let (c, r) = (i % GEO.columns, i / GEO.columns);
    let x = GRID_X + c as f32 * CELL;
    let y = GRID_Y + (GEO.rows - 1 - r) as f32 * CELL;
    Rect::from_min_max(fit.pos(x, y), fit.pos(x + CELL, y + CELL))
}

/// The grid cell under a screen point.
fn cell_at(fit: &Fit, p: Pos2) -> Option<usize> {
    let (x, y) = fit.unpos(p);
    let c = ((x - GRID_X) / CELL).floor();
    let r = ((y - GRID_Y) / CELL).floor();
    if c < 0.0 || r < 0.0 || c >= GEO.columns as f32 || r >= GEO.rows as f32 {
        return None;
    }
    Some((GEO.rows - 1 - r as usize) * GEO.columns + c as usize)
}

fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(
        Rect::from_min_size(Pos2::ZERO, vec2(SHEET_W, SHEET_H)),
        rect,
        0.0,
    )
}

/// Paints one seat's sheet; returns the fit used (for hit-testing).
/// One row's colour slot in the side panel: the chosen colour's swatch (an empty box while none is
/// chosen) with `label` under it. `y0` is the row's top in sheet units.
fn colour_slot(
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
        Some(c) => swatch(p, sw, c, style),
        None => {
            p.rect_stroke(
                sw,
                4.0 * k,
                Stroke::new(1.0, style.faint),
                StrokeKind::Inside,
            );
        }
    }
    p.text(
        fit.pos(PANEL_X + 13.0, y0 + 34.0),
        Align2::CENTER_TOP,
        label,
        FontId::proportional(size * k),
        style.ink,
    );
}

fn paint_sheet_at(p: &Painter, rect: Rect, state: &State, seat: usize, style: &SheetStyle) -> Fit {
    let fit = sheet_fit(rect);
    let k = fit.scale;
    let font = |s: f32| FontId::proportional(s * k);
    let page = Rect::from_min_max(fit.pos(0.0, 0.0), fit.pos(SHEET_W, SHEET_H));
    p.rect(
        page,
        6.0 * k,
        style.paper,
        Stroke::new(1.0, style.grid),
        StrokeKind::Inside,
    );
    let Some(sh) = state.sheets.get(seat) else {
        return fit;
    };
    let scores = Diaominos.scores(state);
    let total = scores.get(seat).map(|s| s.total).unwrap_or(0);
    let dir = seat_dir(state.seats as usize, seat);
    p.text(
        fit.pos(GRID_X, 10.0),
        Align2::LEFT_TOP,
        format!("Player {} · {} side", seat + 1, dir_name(dir)),
        font(17.0),
        style.seat_colors[seat % 8],
    );
    p.text(
        fit.pos(GRID_X + 10.0 * CELL, 10.0),
        Align2::RIGHT_TOP,
        if state.round == 0 {
            "before round 1".to_string()
        } else {
            format!("round {} of 6", state.round)
        },
        font(14.0),
        style.faint,
    );

    // Grid.
    let owner: Vec<Option<usize>> = {
        let mut o = vec![None; GEO.cells];
        for (li, l) in sh.loads.iter().enumerate() {
            for &c in &l.cells {
                o[c as usize] = Some(li);
            }
        }
        o
    };
    for (i, &own) in owner.iter().enumerate() {
        let r = cell_rect(&fit, i);
        let fill = match (sh.grid[i], own) {
            (Cell::Empty | Cell::WildMark, _) => style.paper,
            (_, Some(li)) => {
                let piece = sh.loads[li].piece as usize;
                match sh.colours[piece] {
                    Some(c) => style.paper.lerp_to_gamma(colour32(c), 0.38),
                    None => style.fill,
                }
            }
            (_, None) => style.fill,
        };
        p.rect(
            r,
            0.0,
            fill,
            Stroke::new(0.6, style.grid),
            StrokeKind::Middle,
        );
        let c = r.center();
        match sh.grid[i] {
            Cell::WildMark => {
                let wc = sh.wild_colour().map(colour32).unwrap_or(style.faint);
                paint_diamond(
                    p,
                    c,
                    r.width() * 0.3,
                    Color32::TRANSPARENT,
                    Stroke::new(2.0 * k, style.ink),
                );
                p.circle_filled(c, r.width() * 0.09, wc);
            }
            Cell::Diamond => paint_diamond(
                p,
                c,
                r.width() * 0.3,
                style.paper,
                Stroke::new(2.0 * k, style.ink),
            ),
            Cell::Spent => paint_diamond(
                p,
                c,
                r.width() * 0.3,
                style.ink,
                Stroke::new(1.5 * k, style.ink),
            ),
            _ => {}
        }
    }
    // Piece outlines: a thick line wherever a neighbour belongs to another load.
    let edge = |i: usize, dc: i32, dr: i32| -> Option<usize> {
        let (c, r) = ((i % GEO.columns) as i32 + dc, (i / GEO.columns) as i32 + dr);
        if c < 0 || r < 0 || c >= GEO.columns as i32 || r >= GEO.rows as i32 {
            None
        } else {
            Some(r as usize * GEO.columns + c as usize)
        }
    };
    let outline = |cells: &dyn Fn(usize) -> bool, stroke: Stroke| {
        for i in (0..GEO.cells).filter(|&i| cells(i)) {
            let r = cell_rect(&fit, i);
            for (dc, dr, a, b) in [
                (-1, 0, r.left_top(), r.left_bottom()),
                (1, 0, r.right_top(), r.right_bottom()),
                (0, 1, r.left_top(), r.right_top()),
                (0, -1, r.left_bottom(), r.right_bottom()),
            ] {
                if !edge(i, dc, dr).is_some_and(cells) {
                    p.line_segment([a, b], stroke);
                }
            }
        }
    };
    for l in &sh.loads {
        let set = l.cells;
        outline(
            &|i: usize| set.contains(&(i as u8)),
            Stroke::new(2.2 * k, style.ink),
        );
    }
    for s in &sh.shapes {
        let set = s.cells;
        let inner = |i: usize| set.contains(&(i as u8));
        for &c in &s.cells {
            let r = cell_rect(&fit, c as usize).shrink(3.0 * k);
            p.rect_stroke(
                r,
                2.0 * k,
                Stroke::new(1.0 * k, style.accent),
                StrokeKind::Inside,
            );
        }
        let _ = inner;
    }
    // Column letters and row numbers, a tick for each full row (the layer counter).
    for c in 0..GEO.columns {
        p.text(
            fit.pos(
                GRID_X + (c as f32 + 0.5) * CELL,
                GRID_Y + GEO.rows as f32 * CELL + 3.0,
            ),
            Align2::CENTER_TOP,
            ((b'a' + c as u8) as char).to_string(),
            font(12.0),
            style.faint,
        );
    }
    let loaded = sh.masks().loaded;
    for r in 0..GEO.rows {
        let y = GRID_Y + (GEO.rows - 1 - r) as f32 * CELL + CELL / 2.0;
        p.text(
            fit.pos(GRID_X - 6.0, y),
            Align2::RIGHT_CENTER,
            (r + 1).to_string(),
            font(12.0),
            style.faint,
        );
        if loaded & GEO.row_masks[r] == GEO.row_masks[r] {
            // A tick beside each full row: the layer counter.
            let x = GRID_X + GEO.columns as f32 * CELL + 5.0;
            let tick = vec![
                fit.pos(x, y),
                fit.pos(x + 4.0, y + 5.0),
                fit.pos(x + 11.0, y - 6.0),
            ];
            p.add(Shape::line(tick, Stroke::new(2.2 * k, style.legal)));
        }
    }

    // Drawings and score lines.
    let firsts: Vec<[Option<u8>; PIECES]> = state.sheets.iter().map(|s| s.first_rounds()).collect();
    let counts = sh.shape_counts();
    let d = 14.0;
    for (pi, shape) in GEO.shapes.iter().enumerate() {
        let y0 = GRID_Y + pi as f32 * ROW_H;
        colour_slot(p, &fit, y0, sh.colours[pi], &shape.name, 13.0, style);
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
            p.rect(
                r,
                0.0,
                fill,
                Stroke::new(1.0 * k, style.ink),
                StrokeKind::Inside,
            );
            if mark == Mark::Marked {
                paint_diamond(
                    p,
                    r.center(),
                    r.width() * 0.36,
                    Color32::TRANSPARENT,
                    Stroke::new(1.6 * k, style.ink),
                );
            }
        }
        // Score line: one filled diamond per shape, then the bonuses.
        let sx = PANEL_X + 104.0;
        p.line_segment(
            [fit.pos(sx, y0 + 40.0), fit.pos(SHEET_W - 14.0, y0 + 40.0)],
            Stroke::new(0.8 * k, style.grid),
        );
        p.text(
            fit.pos(sx, y0 + 42.0),
            Align2::LEFT_TOP,
            "score",
            font(9.0),
            style.faint,
        );
        for n in 0..counts[pi].min(10) {
            paint_diamond(
                p,
                fit.pos(sx + 8.0 + n as f32 * 16.0, y0 + 28.0),
                6.5 * k,
                style.ink,
                Stroke::new(1.0, style.ink),
            );
        }
        let mut tags = Vec::new();
        if counts[pi] > 0 {
            tags.push("+1 first");
            let table = firsts.iter().filter_map(|f| f[pi]).min();
            if firsts[seat][pi].is_some() && firsts[seat][pi] == table {
                tags.push("+1 table");
            }
        }
        p.text(
            fit.pos(SHEET_W - 14.0, y0 + 12.0),
            Align2::RIGHT_CENTER,
            tags.join("  "),
            font(11.0),
            style.accent,
        );
    }
    // Wild colour and the full-row (layer) score line.
    let y0 = GRID_Y + 5.0 * ROW_H;
    colour_slot(p, &fit, y0, sh.wild_colour(), "wild", 11.0, style);
    p.text(
        fit.pos(PANEL_X + 40.0, y0 + 17.0),
        Align2::LEFT_CENTER,
        format!("full rows {} / {}", sh.full_rows(), GEO.rows),
        font(13.0),
        style.ink,
    );

    // Footer: total, skipped pieces, the cube as this seat last saw it.
    let fy = GRID_Y + GEO.rows as f32 * CELL + 24.0;
    p.text(
        fit.pos(GRID_X, fy),
        Align2::LEFT_TOP,
        format!("Total {total}"),
        font(22.0),
        style.ink,
    );
    // Legend: an open diamond is a diamond waiting for a shape, a solid one is part of a scored shape.
    {
        let lx = GRID_X + 112.0;
        let ly = fy + 44.0;
        paint_diamond(
            p,
            fit.pos(lx, ly),
            5.0 * k,
            style.paper,
            Stroke::new(1.4 * k, style.ink),
        );
        p.text(
            fit.pos(lx + 9.0, ly),
            Align2::LEFT_CENTER,
            "diamond",
            font(10.0),
            style.faint,
        );
        paint_diamond(
            p,
            fit.pos(lx + 70.0, ly),
            5.0 * k,
            style.ink,
            Stroke::new(1.0 * k, style.ink),
        );
        p.text(
            fit.pos(lx + 79.0, ly),
            Align2::LEFT_CENTER,
            "in a scored shape",
            font(10.0),
            style.faint,
        );
        let wx = lx + 180.0;
        paint_diamond(
            p,
            fit.pos(wx, ly),
            5.0 * k,
            Color32::TRANSPARENT,
            Stroke::new(1.4 * k, style.ink),
        );
        p.circle_filled(fit.pos(wx, ly), 1.6 * k, style.ink);
        p.text(
            fit.pos(wx + 9.0, ly),
            Align2::LEFT_CENTER,
            "wild mark",
            font(10.0),
            style.faint,
        );
    }
    if !sh.skipped.is_empty() {
        let list: Vec<String> = sh
            .skipped
            .iter()
            .map(|(r, s)| format!("{s} (round {r})"))
            .collect();
        p.text(
            fit.pos(GRID_X + 110.0, fy + 6.0),
            Align2::LEFT_TOP,
            format!("skipped: {}", list.join(", ")),
            font(11.0),
            style.faint,
        );
    }
    if state.phase != Phase::Scramble {
        let cam = Cam {
            yaw: 0.5,
            el: 0.62,
            scale: 34.0 * k,
            origin: fit.pos(PANEL_X + 40.0, fy + 40.0),
        };
        // Place the cube at the board centre so the camera maths centres it.
        let pose = Pose {
            cell: (1.5, 1.5),
            tip: None,
        };
        paint_cube_body(p, &cam, &state.cube, pose, false);
        let top = Rect::from_center_size(fit.pos(PANEL_X + 120.0, fy + 30.0), vec2(34.0, 34.0) * k);
        paint_flat(p, top, state.cube.top(), style);
        p.text(
            fit.pos(PANEL_X + 120.0, fy + 50.0),
            Align2::CENTER_TOP,
            "top",
            font(10.0),
            style.faint,
        );
        let side =
            Rect::from_center_size(fit.pos(PANEL_X + 180.0, fy + 30.0), vec2(34.0, 34.0) * k);
        paint_flat(p, side, state.facing(seat), style);
        p.text(
            fit.pos(PANEL_X + 180.0, fy + 50.0),
            Align2::CENTER_TOP,
            "your side",
            font(10.0),
            style.faint,
        );
        p.text(
            fit.pos(PANEL_X + 40.0, fy + 72.0),
            Align2::CENTER_CENTER,
            format!(
                "on space {}",
                DATA.spaces
                    .get(state.space())
                    .map(|s| s.name.as_str())
                    .unwrap_or("?")
            ),
            font(10.0),
            style.faint,
        );
    }
    fit
}

// ------------------------------------------------------------------ interaction

fn button_text(label: String, hinted: bool, style: &SheetStyle) -> RichText {
    if hinted {
        RichText::new(format!("{label} (hint)"))
            .color(style.hint)
            .strong()
            .underline()
    } else {
        RichText::new(label)
    }
}

impl GameUi for Diaominos {
    type View = View;

    fn play_ui(
        &self,
        ui: &mut Ui,
        session: &Session<Self>,
        view: &mut View,
        env: &UiEnv,
    ) -> Option<Action> {
        let state = session.state();
        let style = &env.style;
        let legal = if env.human_turn {
            session.legal_actions()
        } else {
            Vec::new()
        };
        let hint: Option<Action> = env.hint.as_ref().and_then(|(h, _)| h.parse().ok());
        let now = ui.input(|i| i.time);
        let mut chosen: Option<Action> = None;
        let avail = ui.available_size();
        let left_w = (avail.x * 0.26).clamp(220.0, 400.0);

        ui.horizontal_top(|ui| {
            // Left: the cube on its board, then the flat views.
            ui.vertical(|ui| {
                ui.set_width(left_w);
                let (rect, resp) = ui.allocate_exact_size(vec2(left_w, left_w * 0.85), Sense::drag());
                if resp.dragged() {
                    view.yaw += resp.drag_delta().x * 0.01;
                }
                let (cube, pose, moving) = animated(state, view, now, env.anim_speed);
                paint_board(ui.painter(), rect, state, &cube, pose, view.yaw, style);
                if moving {
                    ui.ctx().request_repaint();
                }
                let resp = resp.on_hover_text("The shared cube on its board. Drag sideways to turn the view.");
                let _ = resp;
                ui.add_space(4.0);
                let n = state.seats as usize + 1;
                let cw = (left_w / n as f32).min(70.0);
                let (rect, _) = ui.allocate_exact_size(vec2(left_w, cw + 18.0), Sense::hover());
                let p = ui.painter();
                let text_col = ui.visuals().text_color();
                let mut x = rect.left();
                let mut flat = |label: String, stickers: [u8; 4], colour: Color32| {
                    let r = Rect::from_min_size(pos2(x + 4.0, rect.top()), vec2(cw - 8.0, cw - 8.0));
                    paint_flat(p, r, stickers, style);
                    p.text(
                        pos2(r.center().x, r.bottom() + 3.0),
                        Align2::CENTER_TOP,
                        label,
                        FontId::proportional(11.0),
                        colour,
                    );
                    x += cw;
                };
                if state.phase != Phase::Scramble {
                    flat("top".into(), state.cube.top(), text_col);
                    for seat in 0..state.seats as usize {
                        let d = seat_dir(state.seats as usize, seat);
                        flat(format!("P{} {}", seat + 1, d), state.facing(seat), style.seat_colors[seat % 8]);
                    }
                }
                ui.label(
                    RichText::new("Flat views: the top seen from above (north up); each side as its player sees it.")
                        .small()
                        .weak(),
                );
                if let Some(seat) = state.seat() {
                    let sh = &state.sheets[seat];
                    if state.round > 0 {
                        let left: Vec<String> = sh.slots.iter().map(|s| s.to_string()).collect();
                        ui.label(format!("P{} still to load: {}", seat + 1, if left.is_empty() { "—".into() } else { left.join(", ") }));
                    }
                }
            });

            // Right: prompt, controls, the active sheet large, the others small.
            ui.vertical(|ui| {
                let right_w = ui.available_width();
                let seat_to_move = state.seat();
                let main_seat = seat_to_move.unwrap_or(view.shown.min(state.sheets.len().saturating_sub(1)));
                ui.label(RichText::new(self.prompt(state)).strong());
                if env.human_turn {
                    controls_ui(ui, state, view, &legal, hint.as_ref(), style, &mut chosen);
                } else if seat_to_move.is_some() {
                    ui.label(RichText::new("A bot is thinking…").color(style.faint));
                }
                let others = state.sheets.len().saturating_sub(1);
                let small_h = if others > 0 { (avail.y * 0.2).clamp(120.0, 220.0) } else { 0.0 };
                let main_h = (ui.available_height() - small_h - 8.0).max(200.0);
                let main_w = right_w.min(main_h * SHEET_W / SHEET_H);
                let sense = if env.human_turn { Sense::click() } else { Sense::hover() };
                let (rect, resp) = ui.allocate_exact_size(vec2(main_w, main_w * SHEET_H / SHEET_W), sense);
                let fit = paint_sheet_at(ui.painter(), rect, state, main_seat, style);
                if seat_to_move == Some(main_seat) {
                    if let Some(a) = sheet_overlay(ui, &resp, &fit, state, view, env, &legal, hint.as_ref()) {
                        chosen = Some(a);
                    }
                }
                if others > 0 {
                    ui.horizontal(|ui| {
                        for seat in 0..state.sheets.len() {
                            if seat == main_seat {
                                continue;
                            }
                            let w = ((right_w - 8.0 * others as f32) / others as f32).min(small_h * SHEET_W / SHEET_H);
                            let (r, resp) = ui.allocate_exact_size(vec2(w, w * SHEET_H / SHEET_W), Sense::click());
                            paint_sheet_at(ui.painter(), r, state, seat, style);
                            if seat_to_move.is_none() && resp.clicked() {
                                view.shown = seat;
                            }
                            resp.on_hover_text(format!("Player {}'s sheet", seat + 1));
                        }
                    });
                }
            });
        });
        if env.human_turn {
            chosen.filter(|a| legal.contains(a))
        } else {
            None
        }
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        seat: usize,
        style: &SheetStyle,
    ) {
        paint_sheet_at(painter, rect, state, seat, style);
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        vec2(SHEET_W, SHEET_H)
    }
}

/// Buttons of the current step: colours, forgoing a wild mark, choosing the piece, skips, turn/flip.
fn controls_ui(
    ui: &mut Ui,
    state: &State,
    view: &mut View,
    legal: &[Action],
    hint: Option<&Action>,
    style: &SheetStyle,
    chosen: &mut Option<Action>,
) {
    match state.phase {
        Phase::Colours(seat) => {
            let sh = &state.sheets[seat as usize];
            ui.horizontal_wrapped(|ui| {
                if legal.contains(&Action::DefaultColours) {
                    let hinted = hint == Some(&Action::DefaultColours);
                    if ui
                        .button(button_text(
                            "Use the default colours (R I, O O, Y T, G L, B S, W wild)".into(),
                            hinted,
                            style,
                        ))
                        .clicked()
                    {
                        *chosen = Some(Action::DefaultColours);
                    }
                }
            });
            if let Some(next) = sh.colours.iter().position(|c| c.is_none()) {
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("Colour for {}:", piece_name(next as u8)));
                    for c in 0..6u8 {
                        let a = Action::Colour {
                            piece: next as u8,
                            colour: c,
                        };
                        let ok = legal.contains(&a);
                        let label = format!("{} {}", colour_letter(c), colour_name(c));
                        let text = button_text(label, hint == Some(&a), style)
                            .background_color(colour32(c))
                            .color(ink_on(colour32(c)));
                        if ui.add_enabled(ok, egui::Button::new(text)).clicked() {
                            *chosen = Some(a);
                        }
                    }
                });
            }
        }
        Phase::Wild { .. } => {
            ui.horizontal(|ui| {
                ui.label("Click an empty grid cell for your wild mark, or");
                if ui
                    .button(button_text(
                        "Skip this mark".into(),
                        hint == Some(&Action::NoMark),
                        style,
                    ))
                    .clicked()
                {
                    *chosen = Some(Action::NoMark);
                }
            });
        }
        Phase::Load(seat) => {
            let sh = &state.sheets[seat as usize];
            let has_loads = |p: u8| {
                legal
                    .iter()
                    .any(|a| matches!(a, Action::Load { piece, .. } if *piece == p))
            };
            if view.piece.is_none_or(|p| !has_loads(p)) {
                view.piece = sh
                    .slots
                    .iter()
                    .filter_map(|s| match s {
                        Slot::Piece(p) => Some(*p),
                        Slot::Wild => None,
                    })
                    .find(|&p| has_loads(p))
                    .or_else(|| (0..PIECES as u8).find(|&p| has_loads(p)));
            }
            ui.horizontal_wrapped(|ui| {
                ui.label("Piece:");
                for p in 0..PIECES as u8 {
                    if !has_loads(p) {
                        continue;
                    }
                    let own = sh.slots.contains(&Slot::Piece(p));
                    let label = format!("{}{}", piece_name(p), if own { "" } else { " (wild)" });
                    let hinted = matches!(hint, Some(Action::Load { piece, .. }) if *piece == p);
                    if ui
                        .selectable_label(view.piece == Some(p), button_text(label, hinted, style))
                        .clicked()
                    {
                        view.piece = Some(p);
                    }
                }
                if ui.button("Turn (R / wheel)").clicked() {
                    view.rot = (view.rot + 1) % 4;
                }
                if ui.button("Flip (F)").clicked() {
                    view.mirror = !view.mirror;
                }
                for a in legal.iter().filter(|a| matches!(a, Action::Skip(_))) {
                    if let Action::Skip(s) = a {
                        let label = format!("Skip {s}: it fits nowhere");
                        if ui
                            .button(button_text(label, hint == Some(a), style))
                            .clicked()
                        {
                            *chosen = Some(a.clone());
                        }
                    }
                }
            });
            ui.input(|i| {
                if i.key_pressed(egui::Key::R) {
                    view.rot = (view.rot + 1) % 4;
                }
                if i.key_pressed(egui::Key::F) {
                    view.mirror = !view.mirror;
                }
            });
        }
        _ => {}
    }
}

/// The canonical load action for the view's piece and orientation with the piece centred on `cell`.
fn ghost_action(view: &View, cell: usize) -> Option<(Action, usize)> {
    let piece = view.piece? as usize;
    let oi = GEO.orient_index(piece, view.rot, view.mirror)?;
    let o = &GEO.shapes[piece].orientations[oi];
    let (c, r) = ((cell % GEO.columns) as i32, (cell / GEO.columns) as i32);
    let ac = (c - (o.width - 1) / 2).clamp(0, GEO.columns as i32 - o.width);
    let ar = (r - (o.height - 1) / 2).clamp(0, GEO.rows as i32 - o.height);
    let at = (ar as usize * GEO.columns + ac as usize) as u8;
    Some((
        Action::Load {
            piece: piece as u8,
            rot: o.rot,
            mirror: o.mirror,
            at,
        },
        oi,
    ))
}

/// Highlights, the ghost, the hint and clicks on the active sheet.
#[allow(clippy::too_many_arguments)]
fn sheet_overlay(
    ui: &mut Ui,
    resp: &egui::Response,
    fit: &Fit,
    state: &State,
    view: &mut View,
    env: &UiEnv,
    legal: &[Action],
    hint: Option<&Action>,
) -> Option<Action> {
    let p = ui.painter();
    let style = &env.style;
    let seat = state.seat()?;
    let sh = &state.sheets[seat];
    let hover = resp.hover_pos().and_then(|pos| cell_at(fit, pos));
    let k = fit.scale;
    // The hint.
    match hint {
        Some(a @ Action::Load { .. }) => {
            if let Some(pl) = Diaominos::placement_of(a) {
                for &c in &pl.cells {
                    p.rect_stroke(
                        cell_rect(fit, c as usize).shrink(2.0),
                        2.0,
                        Stroke::new(3.0 * k, style.hint),
                        StrokeKind::Inside,
                    );
                }
            }
        }
        Some(Action::Mark(c)) => {
            p.rect_stroke(
                cell_rect(fit, *c as usize).shrink(2.0),
                2.0,
                Stroke::new(3.0 * k, style.hint),
                StrokeKind::Inside,
            );
        }
        _ => {}
    }
    let mut chosen = None;
    match state.phase {
        Phase::Wild { .. } => {
            if env.tutorial {
                for a in legal {
                    if let Action::Mark(c) = a {
                        p.rect_filled(
                            cell_rect(fit, *c as usize).shrink(3.0),
                            2.0,
                            style.legal.gamma_multiply(0.18),
                        );
                    }
                }
            }
            if let Some(c) = hover {
                let a = Action::Mark(c as u8);
                let ok = legal.contains(&a);
                let r = cell_rect(fit, c);
                let col = if ok { style.legal } else { style.danger };
                paint_diamond(
                    p,
                    r.center(),
                    r.width() * 0.3,
                    Color32::TRANSPARENT,
                    Stroke::new(2.0, col),
                );
                if ok {
                    if resp.clicked() {
                        chosen = Some(a);
                    }
                } else {
                    resp.clone()
                        .on_hover_text_at_pointer(Diaominos.refusal(state, &a));
                }
            }
        }
        Phase::Load(_) => {
            // Scroll to turn the piece while over the grid.
            if hover.is_some() {
                let wheel: f32 = ui.input(|i| {
                    i.events
                        .iter()
                        .filter_map(|e| match e {
                            egui::Event::MouseWheel { delta, .. } => Some(delta.y),
                            _ => None,
                        })
                        .sum()
                });
                if wheel > 0.0 {
                    view.rot = (view.rot + 1) % 4;
                } else if wheel < 0.0 {
                    view.rot = (view.rot + 3) % 4;
                }
            }
            let piece = view.piece?;
            if env.tutorial {
                // Every cell some legal placement of this piece in this orientation covers.
                if let Some(oi) = GEO.orient_index(piece as usize, view.rot, view.mirror) {
                    let mut m = 0u128;
                    for a in legal {
                        if let Some(pl) = Diaominos::placement_of(a) {
                            if pl.piece == piece && pl.orient as usize == oi {
                                m |= pl.mask;
                            }
                        }
                    }
                    for c in bits(m) {
                        p.rect_filled(
                            cell_rect(fit, c).shrink(3.0),
                            2.0,
                            style.legal.gamma_multiply(0.18),
                        );
                    }
                }
            }
            let cell = hover?;
            let (a, oi) = ghost_action(view, cell)?;
            let pl = Diaominos::placement_of(&a)?;
            let ok = legal.contains(&a);
            let col = if ok { style.legal } else { style.danger };
            let _ = oi;
            for (ci, &g) in pl.cells.iter().enumerate() {
                let r = cell_rect(fit, g as usize);
                p.rect_filled(r.shrink(1.0), 2.0, col.gamma_multiply(0.45));
                let diamond = sh.drawings[piece as usize][ci] == Mark::Marked
                    || sh.grid[g as usize] == Cell::WildMark;
                if diamond {
                    paint_diamond(
                        p,
                        r.center(),
                        r.width() * 0.3,
                        style.paper,
                        Stroke::new(2.0 * k, style.ink),
                    );
                }
            }
            if ok {
                if resp.clicked() {
                    chosen = Some(a);
                }
            } else {
                resp.clone()
                    .on_hover_text_at_pointer(Diaominos.refusal(state, &a));
            }
        }
        _ => {}
    }
    chosen
}
