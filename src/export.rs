//! Sheet → PNG with no window and no GPU: the same painting code as the screen runs in a headless
//! `egui::Context`, egui tessellates it, and a small CPU rasterizer fills the triangles (egui's own
//! feathering gives the anti-aliasing). Used by File › Export and by `dicepad export`.

use crate::engine::save::write_atomic;
use crate::game::Playable;
use crate::sheet_kit::SheetStyle;
use anyhow::{Context as _, Result};
use egui::epaint::{ClippedPrimitive, Primitive, Vertex};
use egui::{Align2, Color32, FontId, Pos2, Rect, TextureId, Vec2};
use std::collections::HashMap;

/// Pixels per point of exported images.
pub const PIXELS_PER_POINT: f32 = 1.5;
const SIDE: f32 = 300.0;
const HEADER: f32 = 64.0;

/// An RGBA image (premultiplied while drawing, opaque when finished).
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<[f32; 4]>,
}

/// Renders `seat`'s sheet of `m` with title, player, date and score breakdown, and writes a PNG.
pub fn export_png(m: &dyn Playable, seat: usize, path: &std::path::Path) -> Result<()> {
    let bytes = png_bytes(&render(m, seat))?;
    write_atomic(path, &bytes).with_context(|| format!("cannot write {}", path.display()))
}

/// The PNG bytes of the export.
pub fn render_png(m: &dyn Playable, seat: usize) -> Result<Vec<u8>> {
    png_bytes(&render(m, seat))
}

/// A finished canvas as PNG bytes (opaque RGBA).
pub fn png_bytes(canvas: &Canvas) -> Result<Vec<u8>> {
    let mut rgba = Vec::with_capacity(canvas.width * canvas.height * 4);
    for px in &canvas.pixels {
        for c in px {
            rgba.push((c.clamp(0.0, 1.0) * 255.0).round() as u8);
        }
    }
    let img = image::RgbaImage::from_raw(canvas.width as u32, canvas.height as u32, rgba)
        .context("image buffer has the wrong size")?;
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .context("cannot encode the PNG")?;
    Ok(out.into_inner())
}

/// Today's date as YYYY-MM-DD (UTC), without a calendar crate.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let z = secs.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(mo <= 2);
    format!("{y:04}-{mo:02}-{d:02}")
}

/// Lays out and paints the export page in a headless context, then rasterizes it.
pub fn render(m: &dyn Playable, seat: usize) -> Canvas {
    render_at(m, seat, PIXELS_PER_POINT)
}

/// The export page at `ppp` pixels per point (a point is 1/72 inch when printed, so `--dpi D`
/// is `D / 72`).
pub fn render_at(m: &dyn Playable, seat: usize, ppp: f32) -> Canvas {
    let style = SheetStyle::light();
    let sheet = m.sheet_size();
    let scores = m.scores();
    let lines = scores.get(seat).map(|s| s.lines.len()).unwrap_or(0) + m.seats().len() + 6;
    let size = Vec2::new(
        sheet.x + SIDE + 24.0,
        HEADER + sheet.y.max(lines as f32 * 20.0) + 16.0,
    );
    rasterize_page(size, ppp, &|p| paint_page(p, size, m, seat, &style))
}

/// Paints a page of `size` points with `paint` in a headless egui context and rasterizes it at
/// `ppp` pixels per point (the canvas is `size * ppp` pixels, rounded).
pub fn rasterize_page(size: Vec2, ppp: f32, paint: &dyn Fn(&egui::Painter)) -> Canvas {
    let ctx = egui::Context::default();
    ctx.set_visuals(egui::Visuals::light());
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
        ..Default::default()
    };
    ctx.set_pixels_per_point(ppp);
    let mut full = egui::FullOutput::default();
    // Two passes: the first builds the font atlas, the second paints with it settled.
    for _ in 0..2 {
        let out = ctx.run_ui(input.clone(), |ui| paint(ui.painter()));
        full.textures_delta.append(out.textures_delta);
        full.shapes = out.shapes;
        full.pixels_per_point = out.pixels_per_point;
    }
    let prims = ctx.tessellate(full.shapes, full.pixels_per_point);
    let mut textures: HashMap<TextureId, Texture> = HashMap::new();
    for (id, deltas) in &full.textures_delta.set {
        for delta in deltas {
            let egui::ImageData::Color(img) = &delta.image;
            let tex = textures.entry(*id).or_insert_with(|| Texture {
                width: img.size[0],
                height: img.size[1],
                pixels: vec![Color32::TRANSPARENT; img.size[0] * img.size[1]],
            });
            let [x0, y0] = delta.pos.unwrap_or([0, 0]);
            if delta.pos.is_none() && (tex.width, tex.height) != (img.size[0], img.size[1]) {
                *tex = Texture {
                    width: img.size[0],
                    height: img.size[1],
                    pixels: vec![Color32::TRANSPARENT; img.size[0] * img.size[1]],
                };
            }
            for y in 0..img.size[1] {
                for x in 0..img.size[0] {
                    if x0 + x < tex.width && y0 + y < tex.height {
                        tex.pixels[(y0 + y) * tex.width + x0 + x] = img.pixels[y * img.size[0] + x];
                    }
                }
            }
        }
    }
    let ppp = full.pixels_per_point;
    let (width, height) = (
        (size.x * ppp).round() as usize,
        (size.y * ppp).round() as usize,
    );
    let mut canvas = Canvas {
        width,
        height,
        pixels: vec![[1.0, 1.0, 1.0, 1.0]; width * height],
    };
    rasterize(&mut canvas, &prims, &textures, ppp);
    // The deltas were applied to our own texture store above.
    full.textures_delta.clear();
    canvas
}

fn paint_page(p: &egui::Painter, size: Vec2, m: &dyn Playable, seat: usize, style: &SheetStyle) {
    let info = m.info();
    p.rect_filled(Rect::from_min_size(Pos2::ZERO, size), 0.0, style.paper);
    let name = m
        .seats()
        .get(seat)
        .map(|s| s.name.clone())
        .unwrap_or_default();
    p.text(
        Pos2::new(16.0, 12.0),
        Align2::LEFT_TOP,
        info.name,
        FontId::proportional(26.0),
        style.ink,
    );
    let status = if m.is_over() {
        "finished"
    } else {
        "in progress"
    };
    p.text(
        Pos2::new(16.0, 44.0),
        Align2::LEFT_TOP,
        format!(
            "{name} · {} · seed {} · {} · {status}",
            today(),
            m.seed(),
            crate::engine::rules::count(m.action_count(), "action")
        ),
        FontId::proportional(13.0),
        style.faint,
    );
    let sheet = m.sheet_size();
    m.paint_sheet(
        p,
        Rect::from_min_size(Pos2::new(8.0, HEADER), sheet),
        seat,
        style,
    );
    // Score column.
    let x = sheet.x + 24.0;
    let mut y = HEADER + 8.0;
    let scores = m.scores();
    let winners = m.winners();
    let mut line = |text: String, size: f32, color: Color32| {
        p.text(
            Pos2::new(x, y),
            Align2::LEFT_TOP,
            text,
            FontId::proportional(size),
            color,
        );
        y += size + 7.0;
    };
    line(format!("Score — {name}"), 18.0, style.ink);
    if let Some(sc) = scores.get(seat) {
        for l in &sc.lines {
            line(format!("{:>4}   {}", l.points, l.label), 13.0, style.ink);
        }
        line(format!("Total: {}", sc.total), 17.0, style.accent);
    }
    if m.seats().len() > 1 {
        line(String::new(), 6.0, style.ink);
        line("Table".into(), 16.0, style.ink);
        for (i, (s, sc)) in m.seats().iter().zip(&scores).enumerate() {
            let crown = if m.is_over() && winners.contains(&i) {
                "  (winner)"
            } else {
                ""
            };
            line(format!("{}: {}{crown}", s.name, sc.total), 13.0, style.ink);
        }
    }
}

struct Texture {
    width: usize,
    height: usize,
    pixels: Vec<Color32>,
}

impl Texture {
    /// Bilinear sample at texture coordinates (0..1), premultiplied RGBA in 0..1.
    fn sample(&self, u: f32, v: f32) -> [f32; 4] {
        let x = (u * self.width as f32 - 0.5).clamp(0.0, (self.width - 1) as f32);
        let y = (v * self.height as f32 - 0.5).clamp(0.0, (self.height - 1) as f32);
        let (x0, y0) = (x.floor() as usize, y.floor() as usize);
        let (x1, y1) = ((x0 + 1).min(self.width - 1), (y0 + 1).min(self.height - 1));
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let at = |x: usize, y: usize| {
            let c = self.pixels[y * self.width + x];
            [c.r() as f32, c.g() as f32, c.b() as f32, c.a() as f32]
        };
        let (a, b, c, d) = (at(x0, y0), at(x1, y0), at(x0, y1), at(x1, y1));
        std::array::from_fn(|i| {
            let top = a[i] + (b[i] - a[i]) * fx;
            let bot = c[i] + (d[i] - c[i]) * fx;
            (top + (bot - top) * fy) / 255.0
        })
    }
}

fn rasterize(
    canvas: &mut Canvas,
    prims: &[ClippedPrimitive],
    textures: &HashMap<TextureId, Texture>,
    ppp: f32,
) {
    for prim in prims {
        let Primitive::Mesh(mesh) = &prim.primitive else {
            continue;
        };
        let tex = textures.get(&mesh.texture_id);
        let clip = prim.clip_rect;
        let clip = [
            (clip.min.x * ppp).floor().max(0.0) as i64,
            (clip.min.y * ppp).floor().max(0.0) as i64,
            ((clip.max.x * ppp).ceil() as i64).min(canvas.width as i64),
            ((clip.max.y * ppp).ceil() as i64).min(canvas.height as i64),
        ];
        for tri in mesh.indices.chunks_exact(3) {
            let v = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices.get(i as usize).copied());
            if let [Some(a), Some(b), Some(c)] = v {
                fill_triangle(canvas, [a, b, c], tex, ppp, clip);
            }
        }
    }
}

fn fill_triangle(
    canvas: &mut Canvas,
    v: [Vertex; 3],
    tex: Option<&Texture>,
    ppp: f32,
    clip: [i64; 4],
) {
    let p = v.map(|v| (v.pos.x * ppp, v.pos.y * ppp));
    let area = (p[1].0 - p[0].0) * (p[2].1 - p[0].1) - (p[2].0 - p[0].0) * (p[1].1 - p[0].1);
    if area.abs() < 1e-6 {
        return;
    }
    let min_x = (p.iter().map(|q| q.0).fold(f32::MAX, f32::min).floor() as i64).max(clip[0]);
    let max_x = (p.iter().map(|q| q.0).fold(f32::MIN, f32::max).ceil() as i64).min(clip[2]);
    let min_y = (p.iter().map(|q| q.1).fold(f32::MAX, f32::min).floor() as i64).max(clip[1]);
    let max_y = (p.iter().map(|q| q.1).fold(f32::MIN, f32::max).ceil() as i64).min(clip[3]);
    let colors = v.map(|v| {
        let c = v.color;
        [
            c.r() as f32 / 255.0,
            c.g() as f32 / 255.0,
            c.b() as f32 / 255.0,
            c.a() as f32 / 255.0,
        ]
    });
    let edge = |a: (f32, f32), b: (f32, f32), x: f32, y: f32| {
        (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
    };
    for y in min_y..max_y {
        for x in min_x..max_x {
            let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
            let w0 = edge(p[1], p[2], px, py) / area;
            let w1 = edge(p[2], p[0], px, py) / area;
            let w2 = 1.0 - w0 - w1;
            if w0 < 0.0 || w1 < 0.0 || w2 < 0.0 {
                continue;
            }
            let mut src: [f32; 4] =
                std::array::from_fn(|i| w0 * colors[0][i] + w1 * colors[1][i] + w2 * colors[2][i]);
            if let Some(t) = tex {
                let u = w0 * v[0].uv.x + w1 * v[1].uv.x + w2 * v[2].uv.x;
                let vv = w0 * v[0].uv.y + w1 * v[1].uv.y + w2 * v[2].uv.y;
                let s = t.sample(u, vv);
                for i in 0..4 {
                    src[i] *= s[i];
                }
            }
            let dst = &mut canvas.pixels[y as usize * canvas.width + x as usize];
            let inv = 1.0 - src[3];
            for i in 0..4 {
                dst[i] = src[i] + dst[i] * inv;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_date_is_plausible() {
        let d = today();
        assert_eq!(d.len(), 10);
        assert!(d.starts_with("20"), "{d}");
    }
}
