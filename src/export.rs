//! Sheet → PNG with no window and no GPU: the same painting code as the screen runs in a headless
//! `egui::Context`, egui tessellates it, and a small CPU rasterizer fills the triangles (egui's own
//! feathering gives the anti-aliasing). Used by File › Export and by `dicepad export`.

use crate::engine::save::write_atomic;
use crate::engine::text::{tr, Msg};
use crate::game::Playable;
use crate::sheet_kit::SheetStyle;
use anyhow::{Context as _, Result};
use egui::epaint::{ClippedPrimitive, Primitive, Vertex};
use egui::{Align2, Color32, FontId, Pos2, Rect, TextureId, Vec2};
use std::collections::HashMap;
use std::io::Write as _;

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

/// Rows rasterized at a time: an export holds one band of float pixels (at most about this many
/// bytes) and the compressed PNG, never the whole image, so memory stays flat as the dpi grows.
const BAND_BYTES: usize = 8 << 20;
/// The longest seat name drawn on an export, in characters (longer ones end in "…").
const NAME_CHARS: usize = 28;

/// Renders `seat`'s sheet of `m` with title, player, date and score breakdown, and writes a PNG.
pub fn export_png(m: &dyn Playable, seat: usize, path: &std::path::Path) -> Result<()> {
    let bytes = render_png_at(m, seat, PIXELS_PER_POINT)?;
    write_atomic(path, &bytes).with_context(|| {
        Msg::new("export-cannot-write")
            .text("file", path.display().to_string())
            .to_string()
    })
}

/// The PNG bytes of the export.
pub fn render_png(m: &dyn Playable, seat: usize) -> Result<Vec<u8>> {
    render_png_at(m, seat, PIXELS_PER_POINT)
}

/// The PNG bytes of the export at `ppp` pixels per point, rasterized band by band.
pub fn render_png_at(m: &dyn Playable, seat: usize, ppp: f32) -> Result<Vec<u8>> {
    render_png_at_with(m, seat, ppp, &|_, _| {})
}

/// [`render_png_at`], telling `progress` the rows done and the rows in all after each band (a
/// page at 1200 dpi takes a while).
pub fn render_png_at_with(
    m: &dyn Playable,
    seat: usize,
    ppp: f32,
    progress: RowsDone<'_>,
) -> Result<Vec<u8>> {
    prepare(m, seat, ppp).png_with(progress)
}

/// Told the rows rasterized so far and the rows in all, after each band of a page.
pub type RowsDone<'a> = &'a dyn Fn(usize, usize);

/// A finished canvas as PNG bytes (opaque RGBA).
pub fn png_bytes(canvas: &Canvas) -> Result<Vec<u8>> {
    let mut rgba = Vec::with_capacity(canvas.width * canvas.height * 4);
    for px in &canvas.pixels {
        rgba.extend(to_rgba8(px));
    }
    let img = image::RgbaImage::from_raw(canvas.width as u32, canvas.height as u32, rgba)
        .with_context(|| tr("export-wrong-size"))?;
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png)
        .with_context(|| tr("export-cannot-encode"))?;
    Ok(out.into_inner())
}

/// A canvas pixel as 8-bit RGBA, as a PNG or a texture holds it.
pub fn to_rgba8(px: &[f32; 4]) -> [u8; 4] {
    px.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8)
}

/// Today's date as YYYY-MM-DD (UTC), without a calendar crate.
pub fn today() -> String {
    let secs = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
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
/// is `D / 72`), as one canvas (small renderings; files go through [`render_png_at`]).
pub fn render_at(m: &dyn Playable, seat: usize, ppp: f32) -> Canvas {
    prepare(m, seat, ppp).canvas()
}

/// A line of text on the export page: its text, size in points, and colour.
type Line = (String, f32, Color32);

/// The header's two lines: the game's name and who, when, which seed, how far.
fn header_lines(m: &dyn Playable, seat: usize, style: &SheetStyle) -> [Line; 2] {
    let status = tr(if m.is_over() {
        "export-finished"
    } else {
        "export-in-progress"
    });
    let actions = Msg::new("export-actions").count("n", m.action_count());
    let info = format!(
        "{} · {} · {} · {actions} · {status}",
        seat_name(m, seat),
        today(),
        crate::game::seed_words(m),
    );
    [
        (m.info().name.to_string(), 26.0, style.ink),
        (info, 13.0, style.faint),
    ]
}

/// The score column's lines: the seat's breakdown and total, then the table's totals.
fn column_lines(m: &dyn Playable, seat: usize, style: &SheetStyle) -> Vec<Line> {
    let scores = m.scores();
    let winners = m.winners();
    let mut out: Vec<Line> = vec![(
        Msg::new("export-score-of")
            .text("name", seat_name(m, seat))
            .to_string(),
        18.0,
        style.ink,
    )];
    if let Some(sc) = scores.get(seat) {
        for l in &sc.lines {
            out.push((format!("{:>4}   {}", l.points, l.label), 13.0, style.ink));
        }
        out.push((
            Msg::new("export-total").int("total", sc.total).to_string(),
            17.0,
            style.accent,
        ));
    }
    if m.seats().len() > 1 {
        out.push((String::new(), 6.0, style.ink));
        out.push((tr("export-table"), 16.0, style.ink));
        for (i, sc) in scores.iter().enumerate() {
            let id = if m.is_over() && winners.contains(&i) {
                "export-table-winner"
            } else {
                "export-table-seat"
            };
            out.push((
                Msg::new(id)
                    .text("name", seat_name(m, i))
                    .int("total", sc.total)
                    .to_string(),
                13.0,
                style.ink,
            ));
        }
    }
    out
}

/// A seat's name as the export draws it.
fn seat_name(m: &dyn Playable, seat: usize) -> String {
    // A seat nobody named reads as everywhere else ("Player 2", in this thread's language).
    let name = crate::engine::Names::of(m.seats()).get(seat);
    crate::engine::seats::shorten(&name, NAME_CHARS).into_owned()
}

/// Where the page's parts go, in points, from the widths its text actually takes.
struct Layout {
    size: Vec2,
    /// Left edge of the score column.
    column_x: f32,
    /// The font atlas the measuring pass built, for the rasterizer's texture store.
    textures: egui::TexturesDelta,
}

/// Measures the header and the score column with the context's fonts and sizes the page so all
/// of its text fits: the page is as wide as the sheet plus the widest column line, or the header.
fn layout(ctx: &egui::Context, m: &dyn Playable, seat: usize, style: &SheetStyle) -> Layout {
    let sheet = m.sheet_size();
    let header = header_lines(m, seat, style);
    let column = column_lines(m, seat, style);
    let mut widths = (0.0f32, 0.0f32);
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::splat(100.0))),
        ..Default::default()
    };
    let measured = ctx.run_ui(input, |ui| {
        let width = |lines: &[Line]| {
            lines
                .iter()
                .map(|(text, size, color)| {
                    ui.painter()
                        .layout_no_wrap(text.clone(), FontId::proportional(*size), *color)
                        .size()
                        .x
                })
                .fold(0.0, f32::max)
        };
        widths = (width(&header), width(&column));
    });
    let column_x = sheet.x + 24.0;
    let height = column.iter().map(|(_, size, _)| size + 7.0).sum::<f32>() + 8.0;
    Layout {
        size: Vec2::new(
            (column_x + widths.1.max(SIDE - 24.0) + 24.0).max(16.0 + widths.0 + 24.0),
            HEADER + sheet.y.max(height) + 16.0,
        ),
        column_x,
        textures: measured.textures_delta,
    }
}

/// The export page laid out, painted and tessellated, ready to rasterize.
fn prepare(m: &dyn Playable, seat: usize, ppp: f32) -> Page {
    let style = SheetStyle::light();
    let ctx = headless(ppp);
    let mut layout = layout(&ctx, m, seat, &style);
    let size = layout.size;
    let textures = std::mem::take(&mut layout.textures);
    prepare_in(&ctx, size, textures, &|p| {
        paint_page(p, &layout, m, seat, &style)
    })
}

/// A context with no window, painting at `ppp` pixels per point.
fn headless(ppp: f32) -> egui::Context {
    let ctx = egui::Context::default();
    ctx.set_visuals(egui::Visuals::light());
    ctx.set_pixels_per_point(ppp);
    ctx
}

/// Paints a page of `size` points with `paint` in a headless egui context and rasterizes it at
/// `ppp` pixels per point (the canvas is `size * ppp` pixels, rounded).
pub fn rasterize_page(size: Vec2, ppp: f32, paint: &dyn Fn(&egui::Painter)) -> Canvas {
    prepare_page(size, ppp, paint).canvas()
}

/// Paints a page of `size` points with `paint` in a headless egui context, ready to rasterize at
/// `ppp` pixels per point (whole, or band by band into a PNG).
pub fn prepare_page(size: Vec2, ppp: f32, paint: &dyn Fn(&egui::Painter)) -> Page {
    prepare_in(&headless(ppp), size, Default::default(), paint)
}

/// A painted, tessellated page: egui's triangles (in points) and the textures they sample. It
/// holds no pixels; those are made a band of rows at a time.
pub struct Page {
    pub width: usize,
    pub height: usize,
    ppp: f32,
    prims: Vec<ClippedPrimitive>,
    textures: HashMap<TextureId, Texture>,
}

/// `textures` are deltas of earlier passes in `ctx` not yet in a texture store.
fn prepare_in(
    ctx: &egui::Context,
    size: Vec2,
    textures: egui::TexturesDelta,
    paint: &dyn Fn(&egui::Painter),
) -> Page {
    let input = egui::RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut full = egui::FullOutput {
        textures_delta: textures,
        ..Default::default()
    };
    // Two passes: the first builds the font atlas, the second paints with it settled.
    for _ in 0..2 {
        let out = ctx.run_ui(input.clone(), |ui| paint(ui.painter()));
        full.textures_delta.append(out.textures_delta);
        full.shapes = out.shapes;
        full.pixels_per_point = out.pixels_per_point;
    }
    let prims = ctx.tessellate(std::mem::take(&mut full.shapes), full.pixels_per_point);
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
    // The deltas were applied to our own texture store above.
    full.textures_delta.clear();
    Page {
        width: (size.x * ppp).round() as usize,
        height: (size.y * ppp).round() as usize,
        ppp,
        prims,
        textures,
    }
}

impl Page {
    /// Rows `top..top + rows` of the page, premultiplied RGBA on white.
    fn band(&self, top: usize, rows: usize) -> Vec<[f32; 4]> {
        let mut band = Band {
            width: self.width,
            top,
            rows,
            pixels: vec![[1.0, 1.0, 1.0, 1.0]; self.width * rows],
        };
        rasterize(&mut band, &self.prims, &self.textures, self.ppp);
        band.pixels
    }

    /// How many rows a band holds so that it stays within [`BAND_BYTES`].
    fn band_rows(&self) -> usize {
        (BAND_BYTES / (self.width.max(1) * std::mem::size_of::<[f32; 4]>())).clamp(1, 4096)
    }

    /// The whole page as one canvas.
    pub fn canvas(&self) -> Canvas {
        Canvas {
            width: self.width,
            height: self.height,
            pixels: self.band(0, self.height),
        }
    }

    /// The page as PNG bytes, rasterized and compressed one band of rows at a time: memory is
    /// one band plus the compressed file, whatever the pixel count.
    pub fn png(&self) -> Result<Vec<u8>> {
        self.png_with(&|_, _| {})
    }

    /// [`Self::png`], telling `progress` after each band.
    pub fn png_with(&self, progress: RowsDone<'_>) -> Result<Vec<u8>> {
        self.png_in_bands(self.band_rows(), progress)
    }

    fn png_in_bands(&self, step: usize, progress: RowsDone<'_>) -> Result<Vec<u8>> {
        let (w, h) = (
            u32::try_from(self.width).with_context(|| tr("export-too-wide"))?,
            u32::try_from(self.height).with_context(|| tr("export-too-tall"))?,
        );
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, w, h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder
            .write_header()
            .with_context(|| tr("export-cannot-encode"))?;
        let mut stream = writer
            .stream_writer()
            .with_context(|| tr("export-cannot-encode"))?;
        let step = step.max(1);
        let mut row = Vec::with_capacity(self.width * 4);
        for top in (0..self.height).step_by(step) {
            let rows = step.min(self.height - top);
            for line in self.band(top, rows).chunks_exact(self.width.max(1)) {
                row.clear();
                row.extend(line.iter().flat_map(to_rgba8));
                stream
                    .write_all(&row)
                    .with_context(|| tr("export-cannot-encode"))?;
            }
            progress(top + rows, self.height);
        }
        stream
            .finish()
            .with_context(|| tr("export-cannot-encode"))?;
        writer
            .finish()
            .with_context(|| tr("export-cannot-encode"))?;
        Ok(out)
    }
}

/// Some rows of a page being rasterized.
struct Band {
    width: usize,
    /// The page row of the band's first row.
    top: usize,
    rows: usize,
    pixels: Vec<[f32; 4]>,
}

fn paint_page(
    p: &egui::Painter,
    layout: &Layout,
    m: &dyn Playable,
    seat: usize,
    style: &SheetStyle,
) {
    p.rect_filled(
        Rect::from_min_size(Pos2::ZERO, layout.size),
        0.0,
        style.paper,
    );
    let [title, info] = header_lines(m, seat, style);
    for ((text, size, color), y) in [(title, 12.0), (info, 44.0)] {
        p.text(
            Pos2::new(16.0, y),
            Align2::LEFT_TOP,
            text,
            FontId::proportional(size),
            color,
        );
    }
    let sheet = m.sheet_size();
    m.paint_sheet(
        p,
        Rect::from_min_size(Pos2::new(8.0, HEADER), sheet),
        seat,
        style,
    );
    // Score column.
    let mut y = HEADER + 8.0;
    for (text, size, color) in column_lines(m, seat, style) {
        p.text(
            Pos2::new(layout.column_x, y),
            Align2::LEFT_TOP,
            text,
            FontId::proportional(size),
            color,
        );
        y += size + 7.0;
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
    canvas: &mut Band,
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
        // The primitive's clip rectangle, cut to this band's rows.
        let clip = [
            (clip.min.x * ppp).floor().max(0.0) as i64,
            ((clip.min.y * ppp).floor() as i64).max(canvas.top as i64),
            ((clip.max.x * ppp).ceil() as i64).min(canvas.width as i64),
            ((clip.max.y * ppp).ceil() as i64).min((canvas.top + canvas.rows) as i64),
        ];
        if clip[1] >= clip[3] || clip[0] >= clip[2] {
            continue;
        }
        for tri in mesh.indices.chunks_exact(3) {
            let v = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices.get(i as usize).copied());
            if let [Some(a), Some(b), Some(c)] = v {
                fill_triangle(canvas, [a, b, c], tex, ppp, clip);
            }
        }
    }
}

fn fill_triangle(
    canvas: &mut Band,
    v: [Vertex; 3],
    tex: Option<&Texture>,
    ppp: f32,
    clip: [i64; 4],
) {
    let p = v.map(|v| (v.pos.x * ppp, v.pos.y * ppp));
    // Each edge (j, k) opposite vertex i, and the side of it vertex i lies on (twice the
    // triangle's signed area, whichever edge).
    const EDGES: [(usize, usize, usize); 3] = [(1, 2, 0), (2, 0, 1), (0, 1, 2)];
    let side = EDGES.map(|(j, k, i)| edge(p[j], p[k], p[i]));
    if side[0].abs() < 1e-6 {
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
    for y in min_y..max_y {
        for x in min_x..max_x {
            let at = (x as f32 + 0.5, y as f32 + 0.5);
            let e = EDGES.map(|(j, k, _)| edge(p[j], p[k], at));
            // Inside every edge; a pixel centre on an edge goes to the triangle on the edge's
            // positive side only, so two triangles sharing an edge cover it exactly once (with a
            // rule that wanted it strictly inside both, the pixels along an edge through pixel
            // centres, as a feathered rectangle's inner edge at a page's top, were left
            // unpainted and showed the white page).
            let inside = (0..3).all(|n| {
                if e[n] == 0.0 {
                    side[n] > 0.0
                } else {
                    e[n] * side[n] > 0.0
                }
            });
            if !inside {
                continue;
            }
            let w0 = e[0] / side[0];
            let w1 = e[1] / side[1];
            let w2 = 1.0 - w0 - w1;
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
            let dst = &mut canvas.pixels[(y as usize - canvas.top) * canvas.width + x as usize];
            let inv = 1.0 - src[3];
            for i in 0..4 {
                dst[i] = src[i] + dst[i] * inv;
            }
        }
    }
}

/// Where `at` lies from the line through `a` and `b`: positive on one side, negative on the other,
/// 0 on it. Worked out from the two ends in one fixed order, so every triangle sharing the edge
/// gets the very same number at a point, bit for bit.
fn edge(a: (f32, f32), b: (f32, f32), at: (f32, f32)) -> f32 {
    let (a, b) = if a.0 < b.0 || (a.0 == b.0 && a.1 <= b.1) {
        (a, b)
    } else {
        (b, a)
    };
    (b.0 - a.0) * (at.1 - a.1) - (b.1 - a.1) * (at.0 - a.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page painted dark all over, as a sheet picture starts, at sizes and scales that put
    /// feathered edges through pixel centres: no pixel of the white page shows (each used to leave
    /// a row of white specks along the top, seen on the dark home screen's pictures).
    #[test]
    fn a_page_painted_all_over_leaves_no_white_pixel() {
        let dark = Color32::from_rgb(30, 32, 36);
        for (w, h, ppp) in [(150.0, 224.0, 1.0), (204.0, 300.5, 0.75), (96.0, 57.0, 2.0)] {
            let size = Vec2::new(w, h);
            for scale in [ppp, ppp * 1.37, ppp * 0.61] {
                let canvas = rasterize_page(size, scale, &|p| {
                    let page = Rect::from_min_size(Pos2::ZERO, size);
                    p.rect_filled(page, 0.0, dark);
                    p.rect_filled(page.shrink(3.0), 6.0, dark);
                });
                let light = canvas
                    .pixels
                    .iter()
                    .filter(|px| px[0] + px[1] + px[2] > 1.0)
                    .count();
                assert_eq!(light, 0, "{w}×{h} at {scale} pixels per point");
            }
        }
    }

    use crate::engine::{BotLevel, Dice, SeatInfo};
    use crate::game::MatchSetup;

    /// A finished bot game of `game` whose seats have the longest names allowed, all wide letters.
    fn long_named(game: &str, seats: usize) -> Box<dyn Playable> {
        let name = "W".repeat(crate::engine::seats::MAX_NAME_CHARS);
        let mut m = crate::games::find(game)
            .unwrap()
            .new_match(MatchSetup {
                seats: (0..seats)
                    .map(|_| SeatInfo::bot(name.clone(), BotLevel::Easy))
                    .collect(),
                seed: 7,
                options: Default::default(),
                dice: Dice::Seeded,
            })
            .unwrap();
        crate::sim::play_out(m.as_mut()).unwrap();
        m
    }

    #[test]
    fn bands_make_the_same_image_as_one_canvas() {
        let m = long_named("hex-roller", 2);
        let page = prepare(m.as_ref(), 0, 0.75);
        let whole = png_bytes(&page.canvas()).unwrap();
        let decode = |b: &[u8]| image::load_from_memory(b).unwrap().to_rgba8();
        for rows in [1, 7, page.height] {
            let banded = page.png_in_bands(rows, &|_, _| {}).unwrap();
            assert!(decode(&banded) == decode(&whole), "bands of {rows} rows");
        }
        // A band is bounded whatever the width: a 1200 dpi page holds a few rows at a time.
        assert!(page.band_rows() * page.width * 16 <= BAND_BYTES);
    }

    #[test]
    fn every_export_holds_all_its_text_with_a_paper_margin() {
        let style = SheetStyle::light();
        let paper = |px: &[f32; 4]| {
            let ink = [style.paper.r(), style.paper.g(), style.paper.b()];
            (0..3).all(|i| (to_rgba8(px)[i] as i32 - ink[i] as i32).abs() < 3)
        };
        for plugin in crate::games::registry() {
            let info = plugin.info();
            let m = long_named(info.id, info.min_seats.max(2).min(info.max_seats));
            let c = render_at(m.as_ref(), 0, 1.0);
            // Text cut at an edge would leave ink in the outer columns and rows.
            let margin = 8;
            for y in 0..c.height {
                for x in c.width - margin..c.width {
                    assert!(
                        paper(&c.pixels[y * c.width + x]),
                        "{}: ink at ({x}, {y}) of {}×{}",
                        info.id,
                        c.width,
                        c.height
                    );
                }
            }
            for y in c.height - margin..c.height {
                for x in 0..c.width {
                    assert!(
                        paper(&c.pixels[y * c.width + x]),
                        "{}: ink at ({x}, {y})",
                        info.id
                    );
                }
            }
        }
    }

    #[test]
    fn civil_date_is_plausible() {
        let d = today();
        assert_eq!(d.len(), 10);
        assert!(d.starts_with("20"), "{d}");
    }
}
