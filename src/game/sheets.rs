//! Painting a game's sheets, erased (`gui` only): the end screen, PNG export and print-and-play
//! draw any game through this, with the same drawing code as the play screen.

use crate::sheet_kit::SheetStyle;

/// A game whose sheets can be painted.
pub trait Sheets {
    /// Paints one seat's sheet into `rect`.
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &SheetStyle,
    );
    /// The natural size of one sheet, in points.
    fn sheet_size(&self) -> egui::Vec2;
    /// The game's short status ("Round 4 of 7"), as the turn header shows it.
    fn status(&self) -> Option<String>;
    /// Whether all seats share one sheet (a board), so the end screen shows it once.
    fn shared_sheet(&self) -> bool;
}
