//! A painted sheet kept between frames. A sheet's painting depends only on the position, the
//! overlay, the style and where it lands, so while none of these changed the shapes painted last
//! time are added again instead of painting anew (no text layout, no mesh building). The shell
//! keeps one per sheet it shows; games paint as before and know nothing of it.
//!
//! The position is a [`Stamp`]: the one key every per-position cache of the play screen uses.

use super::{Overlay, SheetStyle};
use egui::epaint::ClippedShape;
use egui::{Color32, FontId, Galley, LayerId, Painter, Rect};
use std::sync::Arc;

/// What every per-position cache of the play screen is kept for: the position (the game's
/// generation counter) and the language its words are in, so a language switch redraws the
/// what-now line, the sheet's labels and the targets' reasons in the same frame. One type, so
/// each such cache is keyed alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    pub generation: u64,
    pub lang: crate::engine::text::Lang,
}

impl Stamp {
    /// The stamp of position `generation` in the language being spoken now.
    pub fn of(generation: u64) -> Stamp {
        Stamp {
            generation,
            lang: crate::engine::text::lang(),
        }
    }
}

/// What a sheet's painting depends on, owned.
struct Key<A> {
    /// The position.
    stamp: Stamp,
    layer: LayerId,
    rect: Rect,
    clip: Rect,
    pixels_per_point: f32,
    seat: usize,
    name: String,
    active: bool,
    legal: Vec<A>,
    hint: Option<A>,
    hover: Vec<A>,
    last: Option<(usize, A)>,
    style: SheetStyle,
}

impl<A: PartialEq> Key<A> {
    fn matches(&self, painter: &Painter, rect: Rect, stamp: Stamp, o: &Overlay<'_, A>) -> bool {
        self.stamp == stamp
            && self.layer == painter.layer_id()
            && self.rect == rect
            && self.clip == painter.clip_rect()
            && self.pixels_per_point == painter.pixels_per_point()
            && self.seat == o.seat
            && self.name == o.name
            && self.active == o.active
            && self.legal == o.legal
            && self.hint.as_ref() == o.hint
            && self.hover == o.hover
            && self.last.as_ref().map(|(s, a)| (*s, a)) == o.last
    }
}

/// The shapes one sheet painted last time and what they were painted from.
pub struct SheetCache<A> {
    key: Option<Key<A>>,
    /// A small text laid out when the shapes were kept: egui hands out the same galley while its
    /// text caches (and the font atlas the kept texts point into) live on, and a new one after
    /// they were cleared, which makes the kept shapes useless.
    probe: Option<Arc<Galley>>,
    shapes: Vec<ClippedShape>,
}

impl<A> Default for SheetCache<A> {
    fn default() -> Self {
        SheetCache {
            key: None,
            probe: None,
            shapes: Vec::new(),
        }
    }
}

impl<A: Clone + PartialEq> SheetCache<A> {
    /// Paints the sheet with `paint` into `rect`, or adds the shapes kept from the last time when
    /// nothing it depends on changed (`stamp` stands for the position).
    pub fn paint(
        &mut self,
        painter: &Painter,
        rect: Rect,
        stamp: Stamp,
        overlay: &Overlay<'_, A>,
        style: &SheetStyle,
        paint: impl FnOnce(&Painter, Rect, &Overlay<'_, A>, &SheetStyle),
    ) {
        let probe = painter.layout_no_wrap("0".to_owned(), FontId::monospace(8.0), Color32::WHITE);
        let fresh = self.probe.as_ref().is_some_and(|p| Arc::ptr_eq(p, &probe))
            && self
                .key
                .as_ref()
                .is_some_and(|k| k.matches(painter, rect, stamp, overlay) && k.style_is(style));
        let layer = painter.layer_id();
        if fresh {
            painter.ctx().graphics_mut(|g| {
                let list = g.entry(layer);
                for c in &self.shapes {
                    list.add(c.clip_rect, c.shape.clone());
                }
            });
            return;
        }
        let start = painter.ctx().graphics_mut(|g| g.entry(layer).next_idx()).0;
        paint(painter, rect, overlay, style);
        self.shapes = painter.ctx().graphics(|g| {
            g.get(layer)
                .map(|list| list.all_entries().skip(start).cloned().collect())
                .unwrap_or_default()
        });
        self.probe = Some(probe);
        self.key = Some(Key {
            stamp,
            layer,
            rect,
            clip: painter.clip_rect(),
            pixels_per_point: painter.pixels_per_point(),
            seat: overlay.seat,
            name: overlay.name.to_owned(),
            active: overlay.active,
            legal: overlay.legal.to_vec(),
            hint: overlay.hint.cloned(),
            hover: overlay.hover.to_vec(),
            last: overlay.last.map(|(s, a)| (s, a.clone())),
            style: style.clone(),
        });
    }
}

impl<A> Key<A> {
    fn style_is(&self, style: &SheetStyle) -> bool {
        self.style == *style
    }
}
