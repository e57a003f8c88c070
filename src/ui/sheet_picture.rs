//! A sheet shown as a picture: rasterized into a texture at the size it is shown (by the renderer
//! PNG exports use) and then drawn as one rectangle, until what it shows changes. For sheets shown
//! small and never played on: the home screen's cards and the other seats' small views. Painted
//! and tessellated anew at every frame, their hundreds of small texts and thousands of vertices
//! cost more than the rest of the window (the home screen twice egui's whole demo app).

use crate::sheet_kit::SheetStyle;
use egui::{Color32, Painter, Rect, TextureHandle, Vec2};

/// Pictures are made at a size rounded up to this many pixels and drawn a little smaller, so a
/// window being resized does not make them again at every frame.
const STEP: f32 = 32.0;

/// What a picture was made from: `K` (the position, its language, the marks on it: whatever the
/// caller's painting depends on), its size in pixels and the colours.
struct Made<K> {
    key: K,
    pixels: u32,
    style: SheetStyle,
}

/// One sheet's picture, kept between frames.
pub struct SheetPicture<K> {
    /// The texture's name (egui's debugging lists it).
    name: String,
    made: Option<(Made<K>, TextureHandle)>,
}

impl<K: PartialEq> SheetPicture<K> {
    pub fn new(name: String) -> Self {
        SheetPicture { name, made: None }
    }

    /// Draws the sheet `paint` paints into a `natural`-sized rectangle at the origin, shrunk to
    /// fit `rect` (centred), with `painter`; made anew only when `key`, the style or the size in
    /// pixels changed.
    pub fn show(
        &mut self,
        painter: &Painter,
        rect: Rect,
        natural: Vec2,
        key: K,
        style: &SheetStyle,
        paint: impl Fn(&Painter, Rect),
    ) {
        let longest = natural.x.max(natural.y).max(1.0);
        let scale = (rect.width() / natural.x.max(1.0)).min(rect.height() / natural.y.max(1.0));
        let shown = Rect::from_center_size(rect.center(), natural * scale);
        let wanted = shown.width().max(shown.height()) * painter.pixels_per_point();
        // At least one step; at most the sheet at 4 pixels per point (a huge UI scale).
        let pixels = ((wanted / STEP).ceil() * STEP).clamp(STEP, 4.0 * longest);
        let fresh = self
            .made
            .as_ref()
            .is_some_and(|(m, _)| m.key == key && m.pixels == pixels as u32 && m.style == *style);
        if !fresh {
            let canvas = crate::export::rasterize_page(natural, pixels / longest, &|p| {
                let sheet = Rect::from_min_size(egui::Pos2::ZERO, natural);
                // The page starts white (paper for a print); a sheet that leaves its edge
                // unpainted would get a white frame on a dark card.
                p.rect_filled(sheet, 0.0, style.paper);
                paint(p, sheet);
            });
            let rgba: Vec<u8> = canvas
                .pixels
                .iter()
                .flat_map(crate::export::to_rgba8)
                .collect();
            let image =
                egui::ColorImage::from_rgba_unmultiplied([canvas.width, canvas.height], &rgba);
            let options = egui::TextureOptions::LINEAR;
            let texture = match self.made.take() {
                Some((_, mut texture)) => {
                    texture.set(image, options);
                    texture
                }
                None => painter.ctx().load_texture(&self.name, image, options),
            };
            let made = Made {
                key,
                pixels: pixels as u32,
                style: style.clone(),
            };
            self.made = Some((made, texture));
        }
        if let Some((_, texture)) = &self.made {
            let uv = Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
            painter.image(texture.id(), shown, uv, Color32::WHITE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Frames of a 400×300 window showing one picture of a 200×100 sheet with key `key` at
    /// `ppp`; how many times the sheet was painted, and what was drawn.
    fn frames(
        ctx: &egui::Context,
        picture: &mut SheetPicture<u64>,
        keys: &[u64],
        style: &SheetStyle,
    ) -> (usize, Vec<egui::epaint::ClippedShape>) {
        let painted = Cell::new(0);
        let mut last = Vec::new();
        for &key in keys {
            let out = ctx.run_ui(egui::RawInput::default(), |ui| {
                let rect = Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(100.0, 100.0));
                picture.show(
                    ui.painter(),
                    rect,
                    egui::vec2(200.0, 100.0),
                    key,
                    style,
                    |p, r| {
                        painted.set(painted.get() + 1);
                        p.rect_filled(r.shrink(10.0), 0.0, Color32::RED);
                    },
                );
            });
            let mut out = out;
            out.textures_delta.clear();
            last = out.shapes;
        }
        (painted.get(), last)
    }

    #[test]
    fn a_picture_is_painted_once_and_again_only_when_its_key_style_or_size_changes() {
        let ctx = egui::Context::default();
        let light = SheetStyle::light();
        let mut picture = SheetPicture::new("test".into());
        // (One making paints the sheet as often as the renderer's passes need.)
        let (once, _) = frames(&ctx, &mut picture, &[1], &light);
        assert!(once > 0);
        let (painted, shapes) = frames(&ctx, &mut picture, &[1, 1, 1], &light);
        assert_eq!(
            painted, 0,
            "three more frames of one position: not painted again"
        );
        // What the frame draws is one textured rectangle, centred and as wide as the sheet's
        // shape allows (200×100 into 100×100: 100×50).
        let images: Vec<Rect> = shapes
            .iter()
            .filter_map(|c| match &c.shape {
                egui::Shape::Mesh(m) if m.texture_id != egui::TextureId::default() => {
                    Some(m.calc_bounds())
                }
                _ => None,
            })
            .collect();
        assert_eq!(images.len(), 1, "{shapes:?}");
        assert!(
            (images[0].width() - 100.0).abs() < 0.01 && (images[0].height() - 50.0).abs() < 0.01
        );
        assert!(
            (images[0].center().y - 60.0).abs() < 0.01,
            "centred: {:?}",
            images[0]
        );
        assert_eq!(
            frames(&ctx, &mut picture, &[2, 2], &light).0,
            once,
            "a new key"
        );
        let dark = SheetStyle::dark();
        assert_eq!(
            frames(&ctx, &mut picture, &[2, 2], &dark).0,
            once,
            "a new style"
        );
        ctx.set_pixels_per_point(2.0);
        assert_eq!(
            frames(&ctx, &mut picture, &[2, 2], &dark).0,
            once,
            "twice the pixels"
        );
    }
}
