//! A pen for sheets: plain fills and lines collected into one mesh per layer, tessellated the way
//! egui would (same look, none of the per-shape cost). Shared by every game's sheet painting.

use egui::epaint::{Mesh, PathShape, PathStroke, RectShape, Tessellator};
use egui::layers::ShapeIdx;
use egui::{vec2, Color32, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2};

/// Lines, fills and outlines collected into one mesh, tessellated the way egui would tessellate
/// the same shapes (one shape instead of hundreds is what keeps a frame cheap). Texts stay texts:
/// paint them with the painter.
pub struct Pen {
    tess: Tessellator,
    /// The triangles so far.
    pub mesh: Mesh,
    /// Where the mesh goes in the painter's list ([`Pen::reserved`]); else it is added by
    /// [`Pen::finish`], on top of what was painted before.
    slot: Option<ShapeIdx>,
    ppp: f32,
    /// The width of egui's anti-aliasing fringe in points (0 without feathering).
    feather: f32,
    /// Unit vectors around a circle with 8, 16, 32 and 64 points, made when first needed.
    circles: [Vec<Vec2>; 4],
}

impl Pen {
    /// A pen whose mesh [`Pen::finish`] adds on top of everything painted until then.
    pub fn new(p: &Painter) -> Pen {
        Pen::with_capacity(p, 0)
    }
    /// A pen whose mesh takes the place of a placeholder added now, so it lies under everything
    /// painted after this call (texts included).
    pub fn reserved(p: &Painter) -> Pen {
        let mut pen = Pen::new(p);
        pen.slot = Some(p.add(Shape::Noop));
        pen
    }
    /// Room for about `vertices` vertices up front.
    pub fn reserve(&mut self, vertices: usize) {
        self.mesh.reserve_vertices(vertices);
        self.mesh.reserve_triangles(vertices);
    }
    /// A pen with room for about `vertices` vertices.
    pub fn with_capacity(p: &Painter, vertices: usize) -> Pen {
        let options = p.ctx().tessellation_options(|o| *o);
        // The font texture size only matters for text, which never goes through this pen.
        let tess = Tessellator::new(p.pixels_per_point(), options, [1, 1], Vec::new());
        let mut mesh = Mesh::default();
        mesh.reserve_vertices(vertices);
        mesh.reserve_triangles(vertices);
        let feather = if options.feathering {
            options.feathering_size_in_pixels / p.pixels_per_point()
        } else {
            0.0
        };
        Pen {
            tess,
            mesh,
            slot: None,
            ppp: p.pixels_per_point(),
            feather,
            circles: Default::default(),
        }
    }
    /// A straight line with butt ends: the triangles egui makes for a line segment (feathered
    /// sides and ends, or a faint ridge when thinner than a pixel), without building a path.
    pub fn segment(&mut self, a: Pos2, b: Pos2, stroke: Stroke) {
        let d = b - a;
        let len = d.length();
        if stroke.is_empty() || len <= 0.0 {
            return;
        }
        let dir = d / len;
        let n = dir.rot90();
        let (f, color, clear) = (self.feather, stroke.color, Color32::TRANSPARENT);
        let m = &mut self.mesh;
        let i = m.vertices.len() as u32;
        if f <= 0.0 {
            let h = n * (0.5 * stroke.width);
            for v in [a + h, a - h, b + h, b - h] {
                m.colored_vertex(v, color);
            }
            m.add_triangle(i, i + 1, i + 2);
            m.add_triangle(i + 1, i + 2, i + 3);
        } else if stroke.width <= 0.9 * f {
            let faint = color.gamma_multiply(stroke.width / f);
            for p in [a, b] {
                m.colored_vertex(p + n * f, clear);
                m.colored_vertex(p, faint);
                m.colored_vertex(p - n * f, clear);
            }
            for (x, y, z) in [(0, 1, 3), (1, 3, 4), (1, 2, 4), (2, 4, 5)] {
                m.add_triangle(i + x, i + y, i + z);
            }
        } else {
            let inner = 0.5 * (stroke.width - f);
            let outer = 0.5 * (stroke.width + f);
            for (p, out) in [(a, -dir * f), (b, dir * f)] {
                m.colored_vertex(p + n * outer + out, clear);
                m.colored_vertex(p + n * inner, color);
                m.colored_vertex(p - n * inner, color);
                m.colored_vertex(p - n * outer + out, clear);
            }
            for (x, y, z) in [
                (0, 1, 2),
                (0, 2, 3),
                (0, 1, 4),
                (1, 4, 5),
                (1, 2, 5),
                (2, 5, 6),
                (2, 3, 6),
                (3, 6, 7),
                (4, 5, 6),
                (4, 6, 7),
            ] {
                m.add_triangle(i + x, i + y, i + z);
            }
        }
    }
    pub fn path(&mut self, points: Vec<Pos2>, closed: bool, fill: Color32, stroke: Stroke) {
        let path = PathShape {
            points,
            closed,
            fill,
            stroke: PathStroke::from(stroke),
        };
        self.tess.tessellate_path(&path, &mut self.mesh);
    }
    /// A rounded rectangle, filled and outlined inside (as `rect_filled` + `rect_stroke`).
    /// Corners rounder than this (in points) are rounded; smaller ones (the small views' boxes)
    /// would not show, and square ones are much cheaper.
    const ROUND: f32 = 1.5;
    pub fn rect(&mut self, rect: Rect, radius: f32, fill: Color32, stroke: Stroke) {
        if radius >= Self::ROUND {
            let shape = RectShape::new(rect, radius, fill, stroke, StrokeKind::Inside);
            self.tess.tessellate_rect(&shape, &mut self.mesh);
            return;
        }
        if fill != Color32::TRANSPARENT {
            // Unfeathered: the outline covers the edge (or nearly so: a fill alone is boxes and
            // swatches on paper, where half a pixel of fringe does not show).
            self.mesh.add_colored_rect(rect, fill);
        }
        if stroke.is_empty() {
            return;
        }
        // A closed stroke inside the edge, mitred at the corners, feathered like egui's.
        let (f, color, clear) = (self.feather, stroke.color, Color32::TRANSPARENT);
        let w = stroke.width;
        let mid = rect.shrink(0.5 * w);
        let corners = [
            (mid.left_top(), vec2(-1.0, -1.0)),
            (mid.right_top(), vec2(1.0, -1.0)),
            (mid.right_bottom(), vec2(1.0, 1.0)),
            (mid.left_bottom(), vec2(-1.0, 1.0)),
        ];
        let m = &mut self.mesh;
        let i = m.vertices.len() as u32;
        if f > 0.0 && w <= 0.9 * f {
            let faint = color.gamma_multiply(w / f);
            for (p, n) in corners {
                m.colored_vertex(p + n * f, clear);
                m.colored_vertex(p, faint);
                m.colored_vertex(p - n * f, clear);
            }
            stitch_loop(m, i, 4, 3);
        } else {
            let inner = 0.5 * (w - f);
            let outer = 0.5 * (w + f);
            for (p, n) in corners {
                m.colored_vertex(p + n * outer, clear);
                m.colored_vertex(p + n * inner, color);
                m.colored_vertex(p - n * inner, color);
                m.colored_vertex(p - n * outer, clear);
            }
            stitch_loop(m, i, 4, 4);
        }
    }
    /// A circle, filled and outlined outside its radius (as `circle_filled` + `circle_stroke`),
    /// with as many points as keep it round to a tenth of a point (never more than egui uses).
    pub fn circle(&mut self, centre: Pos2, radius: f32, fill: Color32, stroke: Stroke) {
        if radius <= 0.0 {
            return;
        }
        let k = [8.0f32, 16.0, 32.0]
            .iter()
            .position(|&n| radius * (1.0 - (std::f32::consts::PI / n).cos()) <= 0.1)
            .unwrap_or(3);
        if self.circles[k].is_empty() {
            let n = 8usize << k;
            self.circles[k] = (0..n)
                .map(|j| Vec2::angled(std::f32::consts::TAU * j as f32 / n as f32))
                .collect();
        }
        let units = &self.circles[k];
        let n = units.len() as u32;
        let m = &mut self.mesh;
        if fill != Color32::TRANSPARENT {
            // The outline (or the fringe below) covers the edge.
            let i = m.vertices.len() as u32;
            m.colored_vertex(centre, fill);
            for &u in units {
                m.colored_vertex(centre + u * radius, fill);
            }
            for j in 0..n {
                m.add_triangle(i, i + 1 + j, i + 1 + (j + 1) % n);
            }
            if stroke.is_empty() && self.feather > 0.0 {
                self.ring(centre, radius, 0.0, fill, k);
            }
        }
        if !stroke.is_empty() {
            self.ring(
                centre,
                radius + 0.5 * stroke.width,
                stroke.width,
                stroke.color,
                k,
            );
        }
    }
    /// A closed stroke of `width` centred on the circle of radius `mid` (`circles[k]` points),
    /// feathered like egui's; a width of 0 is just the fringe.
    fn ring(&mut self, centre: Pos2, mid: f32, width: f32, color: Color32, k: usize) {
        let (f, clear) = (self.feather, Color32::TRANSPARENT);
        let units = &self.circles[k];
        let n = units.len() as u32;
        let m = &mut self.mesh;
        let i = m.vertices.len() as u32;
        if f > 0.0 && width <= 0.9 * f {
            let faint = if width > 0.0 {
                color.gamma_multiply(width / f)
            } else {
                color
            };
            for &u in units {
                let p = centre + u * mid;
                m.colored_vertex(p + u * f, clear);
                m.colored_vertex(p, faint);
                m.colored_vertex(p - u * f, if width > 0.0 { clear } else { color });
            }
            stitch_loop(m, i, n, 3);
        } else {
            let inner = 0.5 * (width - f);
            let outer = 0.5 * (width + f);
            for &u in units {
                let p = centre + u * mid;
                m.colored_vertex(p + u * outer, clear);
                m.colored_vertex(p + u * inner, color);
                m.colored_vertex(p - u * inner, color);
                m.colored_vertex(p - u * outer, clear);
            }
            stitch_loop(m, i, n, 4);
        }
    }
    /// A filled convex shape fanned from `centre` through `corners` (offsets from it), without
    /// outline or feathering: hex cells whose grid lines cover their edges.
    pub fn fan(&mut self, centre: Pos2, corners: &[Vec2], color: Color32) {
        let base = self.mesh.vertices.len() as u32;
        let n = corners.len() as u32;
        self.mesh.colored_vertex(centre, color);
        for &v in corners {
            self.mesh.colored_vertex(centre + v, color);
        }
        for k in 0..n {
            self.mesh
                .add_triangle(base, base + 1 + k, base + 1 + (k + 1) % n);
        }
    }
    /// A path through `points`, closed or not, stroked only.
    pub fn line(&mut self, points: Vec<Pos2>, closed: bool, stroke: Stroke) {
        self.path(points, closed, Color32::TRANSPARENT, stroke);
    }
    /// A closed convex polygon, filled and outlined.
    pub fn polygon(&mut self, points: Vec<Pos2>, fill: Color32, stroke: Stroke) {
        let path = PathShape::convex_polygon(points, fill, stroke);
        self.tess.tessellate_path(&path, &mut self.mesh);
    }
    /// Seat `seat`'s mark (its colour in its own shape, outlined in ink), into the mesh.
    pub fn seat_mark(
        &mut self,
        c: Pos2,
        r: f32,
        seat: usize,
        style: &crate::sheet_kit::SheetStyle,
    ) {
        let fill = style.seat_colors[seat % style.seat_colors.len()];
        let edge = Stroke::new((r * 0.14).max(1.0), style.ink);
        match crate::sheet_kit::seat_shape_points(c, r, seat) {
            None => self.circle(c, r, fill, edge),
            Some(points) => self.polygon(points, fill, edge),
        }
    }
    /// A plain axis-aligned fill without rounding or anti-aliasing (cells, highlights).
    pub fn fill(&mut self, rect: Rect, fill: Color32) {
        self.mesh.add_colored_rect(rect, fill);
    }
    /// A rect without rounding, its stroke inside, snapped to pixels as egui snaps rects, built
    /// from plain quads (a stroke thinner than a pixel is one pixel, fainter, as egui draws it).
    pub fn boxed(&mut self, rect: Rect, fill: Color32, stroke: Stroke) {
        let ppp = self.ppp;
        let snap = |x: f32| (x * ppp).round() / ppp;
        let r = Rect::from_min_max(
            egui::pos2(snap(rect.min.x), snap(rect.min.y)),
            egui::pos2(snap(rect.max.x), snap(rect.max.y)),
        );
        self.mesh.add_colored_rect(r, fill);
        if stroke.is_empty() {
            return;
        }
        let (w, ink) = if stroke.width * ppp < 1.0 {
            (1.0 / ppp, stroke.color.gamma_multiply(stroke.width * ppp))
        } else {
            (stroke.width, stroke.color)
        };
        let w = w.min(r.width() / 2.0).min(r.height() / 2.0);
        let (x0, x1, y0, y1) = (r.min.x, r.max.x, r.min.y, r.max.y);
        for side in [
            Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y0 + w)),
            Rect::from_min_max(egui::pos2(x0, y1 - w), egui::pos2(x1, y1)),
            Rect::from_min_max(egui::pos2(x0, y0 + w), egui::pos2(x0 + w, y1 - w)),
            Rect::from_min_max(egui::pos2(x1 - w, y0 + w), egui::pos2(x1, y1 - w)),
        ] {
            self.mesh.add_colored_rect(side, ink);
        }
    }
    /// A filled five-pointed star (the hint's shape, so it does not rely on colour), fanned from
    /// the centre as triangles.
    pub fn star(&mut self, c: Pos2, r: f32, color: Color32) {
        let pts: Vec<Pos2> = (0..10)
            .map(|k| {
                let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
                let rr = if k % 2 == 0 { r } else { r * 0.45 };
                c + Vec2::angled(a) * rr
            })
            .collect();
        for k in 0..10 {
            self.path(
                vec![c, pts[k], pts[(k + 1) % 10]],
                true,
                color,
                Stroke::NONE,
            );
        }
    }
    /// Hands the mesh to the painter: in its reserved place, or on top.
    pub fn finish(self, p: &Painter) {
        match self.slot {
            Some(slot) => p.set(slot, Shape::mesh(self.mesh)),
            None if !self.mesh.is_empty() => {
                p.add(Shape::mesh(self.mesh));
            }
            None => {}
        }
    }
}

/// Triangles joining a closed loop of `corners` groups of `lanes` vertices each (from `first`,
/// outer to inner): the band of a feathered outline, rectangle or ring alike.
fn stitch_loop(m: &mut egui::Mesh, first: u32, corners: u32, lanes: u32) {
    for a in 0..corners {
        let b = (a + 1) % corners;
        let (a, b) = (first + lanes * a, first + lanes * b);
        for x in 0..lanes - 1 {
            let y = x + 1;
            m.add_triangle(a + x, a + y, b + x);
            m.add_triangle(a + y, b + x, b + y);
        }
    }
}
