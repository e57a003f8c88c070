//! What both drawings of a Diaominos sheet and cube paint with: the sticker colours, the ink
//! that reads on them, and the smallest text worth a layout. The sheet (`sheet.rs`) and the cube
//! (`cube.rs`) each take these from here, so neither reaches into the other for them.

use crate::games::diaominos::shapes::DATA;
use egui::Color32;

/// Texts smaller than this (in points) are left out: unreadable, and each costs a text layout.
pub const MIN_TEXT: f32 = 6.0;

/// A sticker colour.
pub fn colour32(c: u8) -> Color32 {
    match DATA.colours.get(c as usize) {
        Some(d) => Color32::from_rgb(d.rgb.0, d.rgb.1, d.rgb.2),
        None => Color32::GRAY,
    }
}

/// Ink that reads on a sticker colour.
pub fn ink_on(c: Color32) -> Color32 {
    let l = 0.299 * c.r() as f32 + 0.587 * c.g() as f32 + 0.114 * c.b() as f32;
    if l > 150.0 {
        Color32::from_rgb(30, 30, 30)
    } else {
        Color32::WHITE
    }
}
