//! Where the large sheet and the column go in the play area: pure geometry (points in, sizes
//! out), so the choice can be tested without drawing anything.

use egui::{pos2, vec2, Rect, Vec2};

/// Space between the sheet and the strip under it.
pub(super) const STRIP_GAP: f32 = 8.0;

/// Where the large sheet and the column go in the space under the header.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Place {
    /// The column beside the sheet (the usual): the sheet's area and the space left over (the
    /// two are centred together).
    Beside {
        column_w: f32,
        sheet: Vec2,
        spare: f32,
    },
    /// A wide sheet across the whole width, and under it a strip for the controls.
    Below { sheet: Vec2, strip: Vec2 },
}

impl Place {
    /// The place that leaves the sheet (of `natural` size) larger in `avail`: beside, unless the
    /// game can lay its controls out in a strip of height `strip` and the sheet grows that way.
    pub(super) fn choose(natural: Vec2, avail: Vec2, strip: Option<f32>) -> Place {
        // A share of the play area, 240 to 460 points where there is room; where there is not
        // (a large UI scale), the share alone, so the sheet keeps its share too.
        let share = avail.x * 0.36;
        let column_w = share.clamp(240.0_f32.min(share), 460.0);
        let room = vec2((avail.x - column_w - 12.0).max(200.0), avail.y.max(200.0));
        let beside = fit_rect(natural, Rect::from_min_size(pos2(0.0, 0.0), room)).width();
        let sheet = vec2(beside.ceil().min(room.x), room.y);
        let column = Place::Beside {
            column_w,
            sheet,
            spare: room.x - sheet.x,
        };
        let Some(strip) = strip else {
            return column;
        };
        let over = vec2(avail.x, (avail.y - strip - STRIP_GAP).max(0.0));
        let below = fit_rect(natural, Rect::from_min_size(pos2(0.0, 0.0), over));
        if below.width() <= beside + 0.5 {
            return column;
        }
        // The sheet's own height, so the strip starts right under it and takes what is left.
        let sheet_h = below.height().ceil().min(over.y);
        Place::Below {
            sheet: vec2(avail.x, sheet_h),
            strip: vec2(avail.x, (avail.y - sheet_h - STRIP_GAP).max(strip)),
        }
    }
}

/// The largest rect of the sheet's aspect ratio inside `area`, centred at its top.
pub fn fit_rect(natural: egui::Vec2, area: Rect) -> Rect {
    let scale = (area.width() / natural.x.max(1.0)).min(area.height() / natural.y.max(1.0));
    let size = natural * scale;
    Rect::from_min_size(pos2(area.center().x - size.x / 2.0, area.top()), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_board_with_a_strip_goes_above_it_and_a_tall_sheet_keeps_its_column() {
        // The play area of a 1280×800 window.
        let avail = vec2(924.0, 664.0);
        let board = vec2(830.0, 558.0);
        let Place::Below { sheet, strip } = Place::choose(board, avail, Some(150.0)) else {
            panic!("a wide board gains from the strip");
        };
        let fitted = fit_rect(board, Rect::from_min_size(pos2(0.0, 0.0), sheet));
        assert!(fitted.width() > 700.0, "{fitted:?}");
        assert!(strip.y >= 150.0 && sheet.y + STRIP_GAP + strip.y <= avail.y + 0.5);
        // Without a strip the game's controls stay beside it.
        assert!(matches!(
            Place::choose(board, avail, None),
            Place::Beside { .. }
        ));
        // A tall sheet loses by going above a strip: beside.
        let tall = vec2(500.0, 700.0);
        assert!(matches!(
            Place::choose(tall, avail, Some(150.0)),
            Place::Beside { .. }
        ));
    }
}
