//! A sheet shown as a picture: rasterized into a texture at the size it is shown (by the renderer
//! PNG exports use) and then drawn as one rectangle, until what it shows changes. For sheets shown
//! small and never played on: the home screen's cards and the other seats' small views. Painted
//! and tessellated anew at every frame, their hundreds of small texts and thousands of vertices
//! cost more than the rest of the window (the home screen twice egui's whole demo app).
//!
//! Rasterizing costs far more than painting (a small view of Hex Roller: about 60 million
//! instructions, painting it well under one), so when its key says the position changed, the
//! sheet is first painted as shapes and compared with what the picture was made from: an action
//! changes one or two seats' sheets, and only those are rasterized again.

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
    /// The sheet's shapes as painted for `key` (at the origin, at its natural size).
    shapes: Vec<egui::epaint::ClippedShape>,
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
        let same_make = |m: &Made<K>| m.pixels == pixels as u32 && m.style == *style;
        if self
            .made
            .as_ref()
            .is_some_and(|(m, _)| m.key == key && same_make(m))
        {
            return self.draw(painter, shown);
        }
        let sheet = Rect::from_min_size(egui::Pos2::ZERO, natural);
        let shapes = self.shapes_of(painter, sheet, &paint);
        if let Some((m, _)) = self.made.as_mut().filter(|(m, _)| same_make(m)) {
            if m.shapes == shapes {
                m.key = key;
                return self.draw(painter, shown);
            }
        }
        let canvas = crate::export::rasterize_page(natural, pixels / longest, &|p| {
            // The page starts white (paper for a print); a sheet that leaves its edge unpainted
            // would get a white frame on a dark card.
            p.rect_filled(sheet, 0.0, style.paper);
            paint(p, sheet);
        });
        let rgba: Vec<u8> = canvas
            .pixels
            .iter()
            .flat_map(crate::export::to_rgba8)
            .collect();
        let image = egui::ColorImage::from_rgba_unmultiplied([canvas.width, canvas.height], &rgba);
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
            shapes,
        };
        self.made = Some((made, texture));
        self.draw(painter, shown);
    }

    /// What `paint` paints into `sheet`, as shapes: painted on a layer of this picture's own and
    /// taken off it again (left as nothing, so nothing of it is drawn).
    fn shapes_of(
        &self,
        painter: &Painter,
        sheet: Rect,
        paint: &impl Fn(&Painter, Rect),
    ) -> Vec<egui::epaint::ClippedShape> {
        let ctx = painter.ctx();
        let layer = egui::LayerId::new(
            egui::Order::Background,
            egui::Id::unique(("sheet-picture-shapes", &self.name)),
        );
        let start = ctx.graphics_mut(|g| g.entry(layer).next_idx());
        paint(&Painter::new(ctx.clone(), layer, sheet), sheet);
        ctx.graphics_mut(|g| {
            let list = g.entry(layer);
            let end = list.next_idx().0;
            let shapes: Vec<_> = list.all_entries().skip(start.0).cloned().collect();
            for i in start.0..end {
                list.reset_shape(egui::layers::ShapeIdx(i));
            }
            shapes
        })
    }

    fn draw(&self, painter: &Painter, shown: Rect) {
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

    /// Frames showing one picture of a 200×100 sheet in a 100×100 square, one frame per key;
    /// how many times the sheet was painted, and what the last frame drew.
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
                        // Keys from 10 on are another position that looks different; below
                        // 10, positions that look the same.
                        let colour = if key >= 10 {
                            Color32::BLUE
                        } else {
                            Color32::RED
                        };
                        p.rect_filled(r.shrink(10.0), 0.0, colour);
                    },
                );
            });
            let mut out = out;
            out.textures_delta.clear();
            last = out.shapes;
        }
        (painted.get(), last)
    }

    /// Rasterizing is the expensive part: it happens for the first frame, then only for a new
    /// key whose painting looks different, new colours or a new size in pixels. A new key that
    /// paints the same (another seat acted) costs one painting to compare, nothing more.
    #[test]
    fn a_picture_is_made_once_and_again_only_when_what_it_shows_its_style_or_size_changes() {
        let ctx = egui::Context::default();
        let light = SheetStyle::light();
        let mut picture = SheetPicture::new("test".into());
        // Made: painted once to compare, and as often as the renderer's passes need.
        let (made, _) = frames(&ctx, &mut picture, &[1], &light);
        assert!(made > 1);
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
        // Nothing of the comparing painting is drawn: the red rectangle only in the picture.
        let solid = shapes.iter().filter(|c| match &c.shape {
            egui::Shape::Rect(r) => r.fill == Color32::RED,
            _ => false,
        });
        assert_eq!(solid.count(), 0);
        assert_eq!(
            frames(&ctx, &mut picture, &[2, 3, 3], &light).0,
            2,
            "same look: compared"
        );
        assert_eq!(
            frames(&ctx, &mut picture, &[10, 10], &light).0,
            made,
            "another look"
        );
        let dark = SheetStyle::dark();
        assert_eq!(
            frames(&ctx, &mut picture, &[10, 10], &dark).0,
            made,
            "new colours"
        );
        ctx.set_pixels_per_point(2.0);
        assert_eq!(
            frames(&ctx, &mut picture, &[10, 10], &dark).0,
            made,
            "twice the pixels"
        );
    }
}
