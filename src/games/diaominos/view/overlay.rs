//! The marks over the seat to move's Diaominos sheet: tutorial highlights, the hint, and the ghost
//! of the piece or the wild mark under the pointer. Drawn on top of `sheet.rs`'s drawing, in the
//! same fitted coordinates.

use super::sheet::{
    cell_rect, outline, outline_path, paint_diamond, piece_fill, CELL, GRID_X, GRID_Y,
};
use crate::engine::Rules;
use crate::games::diaominos::notation::Action;
use crate::games::diaominos::rules::Diaominos;
use crate::games::diaominos::shapes::{Placement, GEO};
use crate::games::diaominos::state::{Cell, Mark, Sheet, State};
use crate::sheet_kit::draw::Fit;
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::{Overlay, SheetStyle};
use egui::{pos2, Color32, Painter, Pos2, Rect, Stroke};
/// The overlay on the seat to move's sheet: tutorial highlights, the hint and the ghost or wild
/// mark under the pointer (green when the rules accept it, red when they refuse).
pub fn paint_overlay(
    p: &Painter,
    fit: &Fit,
    state: &State,
    overlay: &Overlay<'_, Action>,
    style: &SheetStyle,
) {
    let Some(sh) = state.sheets.get(overlay.seat) else {
        return;
    };
    if state.seat() != Some(overlay.seat) {
        return;
    }
    let k = fit.scale;
    let mut pen = Pen::reserved(p);
    // Tutorial highlights: exactly the legal marks, or the cells the legal loads of the ghost's
    // piece and orientation cover (all legal loads when there is no ghost).
    let ghost = overlay.hover.iter().find_map(Diaominos::placement_of);
    let mut lit: u128 = 0;
    for a in overlay.legal {
        match a {
            Action::Mark(c) => lit |= 1u128 << c,
            Action::Load { .. } => {
                if let Some(pl) = Diaominos::placement_of(a) {
                    if ghost.is_none_or(|g| g.piece == pl.piece && g.orient == pl.orient) {
                        lit |= pl.mask;
                    }
                }
            }
            _ => {}
        }
    }
    // A small ring on plain paper, no fill: a legal cell never looks like a loaded piece (the
    // green L's fill least of all).
    for c in crate::games::diaominos::shapes::bits(lit) {
        let r = cell_rect(fit, c);
        pen.circle(
            r.center(),
            r.width() * 0.16,
            Color32::TRANSPARENT,
            Stroke::new(1.6 * k, style.legal),
        );
    }
    let hint_cells: Vec<u8> = match overlay.hint {
        Some(Action::Mark(c)) => vec![*c],
        Some(a) => Diaominos::placement_of(a).map_or(Vec::new(), |pl| pl.cells.to_vec()),
        None => Vec::new(),
    };
    for c in hint_cells {
        pen.rect(
            cell_rect(fit, c as usize).shrink(2.0 * k),
            2.0,
            Color32::TRANSPARENT,
            Stroke::new(3.0 * k, style.hint),
        );
    }
    // With the pointer off the sheet, a hinted load shows as the ghost at its spot.
    let hinted_load = overlay
        .hint
        .filter(|a| matches!(a, Action::Load { .. }))
        .filter(|_| overlay.hover.is_empty());
    for a in overlay.hover.iter().chain(hinted_load) {
        let legal = Diaominos.check(state, a).is_ok();
        let colour = if legal { style.legal } else { style.danger };
        match a {
            Action::Mark(c) if (*c as usize) < GEO.cells => {
                let r = cell_rect(fit, *c as usize);
                let stroke = Stroke::new(2.0 * k, colour);
                paint_diamond(
                    &mut pen,
                    r.center(),
                    r.width() * 0.3,
                    Color32::TRANSPARENT,
                    stroke,
                );
                if !legal {
                    hatch(&mut pen, r.shrink(4.0 * k), Stroke::new(1.2 * k, colour));
                }
            }
            _ => {
                if let Some(pl) = Diaominos::placement_of(a) {
                    paint_ghost(&mut pen, fit, sh, pl, legal, style);
                }
            }
        }
    }
    pen.finish(p);
}

/// The piece under the pointer (or the hinted load): never drawn like a loaded piece. A legal
/// ghost is its piece's colour, translucent (the grid shows through), inside a thick outline in
/// the legal colour; a ghost the rules refuse is only hatched and dashed over the empty cells it
/// covers and leaves loaded cells as they are, so a piece just loaded under the pointer still
/// shows (nor is a refusal told only by its colour).
fn paint_ghost(
    pen: &mut Pen,
    fit: &Fit,
    sh: &Sheet,
    pl: &Placement,
    legal: bool,
    style: &SheetStyle,
) {
    let k = fit.scale;
    let colour = if legal { style.legal } else { style.danger };
    let piece = match sh.colours.get(pl.piece as usize).copied().flatten() {
        Some(c) => piece_fill(style, c),
        None => style.fill,
    };
    let ghost_fill = piece.gamma_multiply(GHOST_ALPHA);
    let empty = |g: u8| matches!(sh.grid.get(g as usize), Some(Cell::Empty | Cell::WildMark));
    for &g in &pl.cells {
        let r = cell_rect(fit, g as usize);
        if legal {
            pen.fill(r.shrink(1.0), ghost_fill);
        } else if empty(g) {
            hatch(pen, r.shrink(1.0), Stroke::new(1.6 * k, colour));
        }
    }
    if legal {
        outline_path(pen, fit, &pl.cells, 0.0, Stroke::new(3.0 * k, colour));
    } else if let Some(o) = outline(&pl.cells, 0.0) {
        let points: Vec<Pos2> = o
            .into_iter()
            .map(|(c, r)| fit.pos(GRID_X + c * CELL, GRID_Y + (GEO.rows as f32 - r) * CELL))
            .collect();
        let stroke = Stroke::new(2.2 * k, colour);
        for (i, &a) in points.iter().enumerate() {
            let b = points[(i + 1) % points.len()];
            dashed(pen, a, b, 6.0 * k, stroke);
        }
    }
    for (ci, &g) in pl.cells.iter().enumerate() {
        let diamond = sh.drawings[pl.piece as usize][ci] == Mark::Marked
            || sh.grid[g as usize] == Cell::WildMark;
        if diamond && (legal || empty(g)) {
            let r = cell_rect(fit, g as usize);
            let stroke = Stroke::new(2.0 * k, style.ink);
            paint_diamond(
                pen,
                r.center(),
                r.width() * 0.3,
                Color32::TRANSPARENT,
                stroke,
            );
        }
    }
}

/// How much of a legal ghost's piece colour covers the paper: about half, so a ghost is never
/// taken for a loaded piece (full colour, inked outline).
pub(super) const GHOST_ALPHA: f32 = 0.45;

/// Diagonal lines across `r` (lower left to upper right), about a fifth of its width apart.
fn hatch(pen: &mut Pen, r: Rect, stroke: Stroke) {
    let step = r.width() / 4.0;
    if step <= 0.5 {
        return;
    }
    // Lines x - y = t over the square, clipped to it.
    let mut t = -r.height() + step / 2.0;
    while t < r.width() {
        let (x0, y0) = (t.max(0.0), (-t).max(0.0));
        let len = (r.width() - x0).min(r.height() - y0);
        if len > 0.0 {
            let a = pos2(r.left() + x0, r.bottom() - y0);
            let b = pos2(r.left() + x0 + len, r.bottom() - y0 - len);
            pen.segment(a, b, stroke);
        }
        t += step;
    }
}

/// A dashed line from `a` to `b`.
fn dashed(pen: &mut Pen, a: Pos2, b: Pos2, dash: f32, stroke: Stroke) {
    let len = (b - a).length();
    if len <= 0.0 || dash <= 0.0 {
        return;
    }
    let dir = (b - a) / len;
    let mut d = 0.0;
    while d < len {
        let e = (d + dash).min(len);
        pen.segment(a + dir * d, a + dir * e, stroke);
        d += dash * 1.8;
    }
}
