//! The shared cube: drawn rolling on its little board (with the seats' names at their sides), and
//! the clock of its roll between spaces. The shell's column shows it; the sheet's footer reuses
//! the cube drawing small.

use super::ink::{colour32, ink_on, MIN_TEXT};
use crate::engine::Names;
use crate::games::diaominos::cube::{sticker_at, Cube, CubeDir, Dir, Face};
use crate::games::diaominos::shapes::{colour_letter, DATA};
use crate::games::diaominos::state::{seat_dir, State};
use crate::sheet_kit::draw::anim_remaining;
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::SheetStyle;
use egui::{pos2, vec2, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke};

/// How far (in board units) the mat under the cube's space reaches beyond the space.
const SPACE_MAT: f32 = 0.14;

/// Seconds per tip of the cube at animation speed 1.
pub const TIP_SECONDS: f32 = 0.45;

fn shade(c: Color32, f: f32) -> Color32 {
    Color32::from_rgb(
        (c.r() as f32 * f).min(255.0) as u8,
        (c.g() as f32 * f).min(255.0) as u8,
        (c.b() as f32 * f).min(255.0) as u8,
    )
}

/// An isometric-ish camera over the 4 × 4 board (board units, board centre at (2, 2, 0)).
pub struct Cam {
    pub yaw: f32,
    pub el: f32,
    pub scale: f32,
    pub origin: Pos2,
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
pub struct Pose {
    pub cell: (f32, f32),
    pub tip: Option<(Dir, f32)>,
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

/// Paints the cube's body and 24 stickers in `pose`, visible faces only (the cube is convex): the
/// faces into `pen`, the sticker letters (if asked and readable) as texts on `p`, over the pen.
pub fn paint_cube_body(
    pen: &mut Pen,
    p: &Painter,
    cam: &Cam,
    cube: &Cube,
    pose: Pose,
    letters: bool,
) {
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
        pen.polygon(
            body,
            shade(Color32::from_rgb(40, 40, 46), lit),
            Stroke::NONE,
        );
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
            // Stickers take less of the shading than the body, so a white one stays white (not a
            // grey that reads as a shadow).
            let fill = shade(colour32(col), 0.8 + 0.2 * lit);
            let centre = corner((u0 + u1) / 2.0, (v0 + v1) / 2.0);
            pen.polygon(quad, fill, Stroke::NONE);
            let size = cam.scale * 0.2 * vis.sqrt();
            if letters && vis > 0.35 && size >= MIN_TEXT {
                p.text(
                    centre,
                    Align2::CENTER_CENTER,
                    colour_letter(col),
                    FontId::proportional(size),
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

/// The roll's clock: which round the widget has shown, and when the roll into it started.
#[derive(Clone, Copy, Debug, Default)]
pub struct RollClock {
    /// The round last shown; `None` before the first frame (a loaded game shows its cube still).
    seen: Option<u8>,
    start: Option<f64>,
}

impl RollClock {
    /// Notes the round shown at `now`. The cube rolls only when play moves on by one round (not on
    /// the first frame, an undo or a jump), and never at animation speed 0.
    pub fn update(&mut self, round: u8, now: f64, speed: f32) {
        if self.seen != Some(round) {
            let fresh = self.seen.is_some_and(|r| round == r + 1) && round >= 2 && speed > 0.0;
            self.start = fresh.then_some(now);
            self.seen = Some(round);
        }
    }

    /// How far the roll into `round` still has to go, 1 → 0 (0 when still). The whole roll of
    /// three tips takes 3 × [`TIP_SECONDS`] divided by `speed`.
    pub fn remaining(&mut self, round: u8, now: f64, speed: f32) -> f32 {
        let Some(start) = self.start else {
            return 0.0;
        };
        let tips = roll_dirs(round).len() as f32;
        let left = anim_remaining(now, start, TIP_SECONDS * tips, speed);
        if left <= 0.0 {
            self.start = None;
        }
        left
    }
}

/// The cube and its pose `remaining` (1 → 0) before the end of the roll into the state's round.
pub fn rolling(state: &State, remaining: f32) -> (Cube, Pose) {
    let final_pose = Pose {
        cell: space_cell(state.space()),
        tip: None,
    };
    let tips = roll_dirs(state.round);
    if remaining <= 0.0 || tips.is_empty() {
        return (state.cube.clone(), final_pose);
    }
    let progress = (1.0 - remaining.min(1.0)) * tips.len() as f32;
    let k = (progress.floor() as usize).min(tips.len() - 1);
    let frac = (progress - k as f32).clamp(0.0, 1.0);
    let eased = frac * frac * (3.0 - 2.0 * frac);
    // Undo the whole roll, then redo the tips already made.
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
    (cube, pose)
}

/// The camera over the board drawn in `rect`, turned by `yaw`.
fn board_cam(rect: Rect, yaw: f32) -> Cam {
    let scale = rect.width().min(rect.height() * 1.25) / 6.4;
    Cam {
        yaw: 0.5 + yaw,
        el: 0.62,
        scale,
        origin: rect.center() + vec2(0.0, scale * 0.55),
    }
}

/// The board with the cube on it in `pose`, seen turned by `yaw`, each seat's name at its side.
#[allow(clippy::too_many_arguments)]
pub fn paint_board(
    p: &Painter,
    rect: Rect,
    state: &State,
    cube: &Cube,
    pose: Pose,
    yaw: f32,
    names: Names<'_>,
    style: &SheetStyle,
) {
    let cam = board_cam(rect, yaw);
    let scale = cam.scale;
    let mut tiles = Pen::reserved(p);
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
            tiles.polygon(pts, fill, Stroke::new(1.0, style.grid));
        }
    }
    let here = (state.round > 0).then(|| state.space());
    // The space the cube stands on (or rolls to) is marked by a mat a little larger than the
    // cube's foot, in the accent colour: it shows round the cube's base, so the cube reads as
    // standing on that space even on a far edge, where its own foot is hidden.
    if let Some(s) = here.and_then(|i| DATA.spaces.get(i)) {
        let (x, y) = (s.col as f32, s.row as f32);
        // Kept on the board at its edges.
        let (x0, y0) = ((x - SPACE_MAT).max(0.0), (y - SPACE_MAT).max(0.0));
        let (x1, y1) = (
            (x + 1.0 + SPACE_MAT).min(4.0),
            (y + 1.0 + SPACE_MAT).min(4.0),
        );
        let mat = vec![
            cam.project([x0, y0, 0.0]),
            cam.project([x1, y0, 0.0]),
            cam.project([x1, y1, 0.0]),
            cam.project([x0, y1, 0.0]),
        ];
        tiles.polygon(
            mat,
            style.paper.lerp_to_gamma(style.accent, 0.45),
            Stroke::new(1.5, style.accent),
        );
    }
    tiles.finish(p);
    for (i, s) in DATA.spaces.iter().enumerate() {
        if Some(i) == here {
            continue; // named beside the cube, below
        }
        let c = cam.project([s.col as f32 + 0.5, s.row as f32 + 0.5, 0.0]);
        p.text(
            c,
            Align2::CENTER_CENTER,
            &s.name,
            FontId::proportional(scale * 0.38),
            style.faint,
        );
    }
    // The cube over the spaces' names, its letters over the cube.
    let mut body = Pen::reserved(p);
    paint_cube_body(&mut body, p, &cam, cube, pose, true);
    body.finish(p);
    // The seats' names, laid out first: the space's name below must keep clear of them.
    let names: Vec<(Pos2, std::sync::Arc<egui::Galley>, egui::Color32)> = (0..state.seats as usize)
        .map(|seat| {
            let v = seat_dir(state.seats as usize, seat).vector();
            let at = cam.project([2.0 + v[0] as f32 * 2.5, 2.0 + v[1] as f32 * 2.5, 0.0]);
            // The name kept whole inside the board's rect (cut with "…" if wider than a third).
            let colour = style.seat_colors[seat % 8];
            let g = one_line(p, names.get(seat).into_owned(), rect.width() / 3.0, colour);
            let half = g.size() / 2.0;
            let x = at.x.clamp(
                rect.left() + half.x,
                (rect.right() - half.x).max(rect.left() + half.x),
            );
            let y = at.y.clamp(
                rect.top() + half.y,
                (rect.bottom() - half.y).max(rect.top() + half.y),
            );
            (pos2(x, y) - half, g, colour)
        })
        .collect();
    let taken: Vec<Rect> = names
        .iter()
        .map(|(at, g, _)| Rect::from_min_size(*at, g.size()).expand(2.0))
        .collect();
    // The cube covers its own space, so that space's name goes beside it: below the space's
    // corner nearest the viewer if that is clear of every name, else below another corner.
    if let Some(s) = here.and_then(|i| DATA.spaces.get(i)) {
        let g = p.layout_no_wrap(
            s.name.clone(),
            FontId::proportional(scale * 0.32),
            style.accent,
        );
        let at = space_label_at(&cam, (s.col as f32, s.row as f32), g.size(), &taken);
        p.galley(at, g, style.accent);
    }
    // The names last, each on a patch of paper, so the cube (on a space at that side) never
    // hides one and its stickers never show through the letters.
    for ((at, g, colour), patch) in names.into_iter().zip(&taken) {
        p.rect_filled(*patch, 3.0, style.paper.gamma_multiply(0.85));
        p.galley(at, g, colour);
    }
}

/// Where the name of the space the cube stands on goes (its top-left corner): under the space's
/// corner nearest the viewer, else left of its leftmost corner, else right of its rightmost one
/// (all three outside the cube's outline); the first that keeps clear of `taken` (the seats'
/// names), the first when none does.
fn space_label_at(cam: &Cam, (x, y): (f32, f32), size: egui::Vec2, taken: &[Rect]) -> Pos2 {
    let corners: Vec<Pos2> = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]
        .into_iter()
        .map(|[dx, dy]| cam.project([x + dx, y + dy, 0.0]))
        .collect();
    let pick = |better: fn(Pos2, Pos2) -> bool| {
        corners
            .iter()
            .copied()
            .fold(corners[0], |a, b| if better(b, a) { b } else { a })
    };
    let (low, left, right) = (
        pick(|b, a| b.y > a.y),
        pick(|b, a| b.x < a.x),
        pick(|b, a| b.x > a.x),
    );
    let candidates = [
        pos2(low.x - size.x / 2.0, low.y + 2.0),
        pos2(left.x - size.x - 4.0, left.y - size.y / 2.0),
        pos2(right.x + 4.0, right.y - size.y / 2.0),
    ];
    candidates
        .into_iter()
        .find(|&at| {
            let r = Rect::from_min_size(at, size);
            !taken.iter().any(|t| t.intersects(r))
        })
        .unwrap_or(candidates[0])
}

/// `text` laid out on one line of at most `width` points, cut with "…" when longer.
pub fn one_line(
    p: &Painter,
    text: String,
    width: f32,
    colour: egui::Color32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::single_section(
        text,
        egui::TextFormat::simple(FontId::proportional(11.0), colour),
    );
    job.wrap = egui::text::TextWrapping {
        max_width: width.max(8.0),
        max_rows: 1,
        break_anywhere: true,
        overflow_character: Some('…'),
    };
    p.layout_job(job)
}

/// What [`paint_board`] draws for `s` in `rect` at `yaw` (the cube at rest), as shapes (tests).
#[cfg(test)]
pub(super) fn board_shapes(
    s: &State,
    rect: Rect,
    yaw: f32,
    infos: &[crate::engine::SeatInfo],
    style: &SheetStyle,
) -> Vec<egui::epaint::ClippedShape> {
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 600.0))),
        ..Default::default()
    };
    let mut out = ctx.run_ui(input, |ui| {
        let (cube, pose) = rolling(s, 0.0);
        paint_board(
            ui.painter(),
            rect,
            s,
            &cube,
            pose,
            yaw,
            Names::of(infos),
            style,
        );
    });
    // The font atlas upload is not ours to apply.
    out.textures_delta.clear();
    out.shapes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SeatInfo;
    use crate::games::diaominos::rules::Diaominos;

    #[test]
    fn the_space_the_cube_stands_on_is_marked_under_it_on_every_space_and_stays_on_the_board() {
        // Before: on B (the board's far edge) the cube's foot was hidden and its letter sat on
        // the next space, so the cube looked as if it floated off its space.
        let style = SheetStyle::light();
        let mat = style.paper.lerp_to_gamma(style.accent, 0.45);
        let infos = [SeatInfo::human("Ann"), SeatInfo::human("Ben")];
        let rect = Rect::from_min_size(pos2(0.0, 0.0), vec2(300.0, 186.0));
        for yaw in [0.0, 1.3] {
            let cam = board_cam(rect, yaw);
            let mut s = Diaominos.with_cube(2, Cube::solved());
            for round in 1..=6u8 {
                s.round = round;
                let space = &DATA.spaces[round as usize - 1];
                let marked: Vec<Pos2> = board_shapes(&s, rect, yaw, &infos, &style)
                    .iter()
                    .filter_map(|c| match &c.shape {
                        egui::Shape::Mesh(m) => Some(m.vertices.clone()),
                        _ => None,
                    })
                    .flatten()
                    .filter(|v| v.color == mat)
                    .map(|v| v.pos)
                    .collect();
                assert!(!marked.is_empty(), "round {round}: no mat under the cube");
                let bounds = Rect::from_points(&marked);
                let (x, y) = (space.col as f32, space.row as f32);
                // The whole space is under the mat, and the mat is on the board.
                for corner in [[x, y], [x + 1.0, y], [x, y + 1.0], [x + 1.0, y + 1.0]] {
                    let at = cam.project([corner[0], corner[1], 0.0]);
                    assert!(
                        bounds.expand(1.0).contains(at),
                        "round {round}, yaw {yaw}: space {} corner {at:?} outside the mat {bounds:?}",
                        space.name
                    );
                }
                let board = Rect::from_points(
                    &[[0.0, 0.0], [4.0, 0.0], [0.0, 4.0], [4.0, 4.0]]
                        .map(|[a, b]| cam.project([a, b, 0.0])),
                );
                assert!(
                    board.expand(1.0).contains_rect(bounds),
                    "round {round}, yaw {yaw}: the mat {bounds:?} leaves the board {board:?}"
                );
                // It is a mat round one space, not the whole board.
                assert!(
                    bounds.area() < board.area() / 6.0,
                    "round {round}: {bounds:?}"
                );
            }
        }
    }
}
