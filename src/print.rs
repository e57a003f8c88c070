//! Print-and-play: a clean, empty sheet of any game on an A4 page at print resolution (300 dpi
//! by default), portrait or landscape, whichever prints the sheet larger. The page holds the
//! game's name, lines to write a name and a date on, the sheet painted exactly as the screen paints
//! it (with no marks, highlights or dice), and a small footer; no window chrome. Used by
//! File › Print blank sheet and `dicepad export --blank`.

use crate::engine::text::{tr, Msg};
use crate::engine::{Dice, SeatInfo};
use crate::export::{prepare_page, Canvas, Page};
use crate::game::MatchSetup;
use crate::game::Playable;
use crate::sheet_kit::SheetStyle;
use anyhow::{anyhow, bail, Result};
use egui::{Align2, FontId, Pos2, Rect, Stroke, Vec2};
use std::collections::BTreeMap;

/// A4 in millimetres (portrait).
pub const A4_MM: Vec2 = Vec2::new(210.0, 297.0);
/// The default print resolution.
pub const DEFAULT_DPI: f32 = 300.0;
/// Points (1/72 inch) per millimetre: the page is laid out in points.
const PT_PER_MM: f32 = 72.0 / 25.4;
/// Blank margin around the page's content, in millimetres (most printers cannot print closer).
const MARGIN_MM: f32 = 10.0;
/// Height of the title block, in points.
const TITLE: f32 = 58.0;
/// Height of the footer, in points.
const FOOTER: f32 = 16.0;

/// A game with nothing played on it: human seats without names, and table dice so nothing is
/// drawn (no aquarium dealt, no cube scrambled, no dice on the table).
pub fn blank_match(
    game: &str,
    options: &BTreeMap<String, String>,
    seats: Option<usize>,
) -> Result<Box<dyn Playable>> {
    let plugin = crate::games::find(game).ok_or_else(|| {
        let why = Msg::new("print-unknown-game")
            .text("game", game)
            .text("games", crate::games::ids_help());
        anyhow!("{why}")
    })?;
    let info = plugin.info();
    let n = seats.unwrap_or(info.min_seats.max(1));
    if n < info.min_seats || n > info.max_seats {
        let why = Msg::new("print-seats-range")
            .text("game", info.name)
            .count("min", info.min_seats)
            .count("max", info.max_seats)
            .count("n", n);
        bail!("{why}");
    }
    plugin
        .new_match(MatchSetup {
            seats: (0..n).map(|_| SeatInfo::human("")).collect(),
            seed: 0,
            options: options.clone(),
            dice: Dice::Table,
        })
        .map_err(|e| anyhow!(e))
}

/// The page's pixel size at `dpi`: A4 portrait, or landscape when `landscape`.
pub fn page_pixels(dpi: f32, landscape: bool) -> (usize, usize) {
    let (w, h) = page_points(landscape);
    let ppp = dpi / 72.0;
    ((w * ppp).round() as usize, (h * ppp).round() as usize)
}

fn page_points(landscape: bool) -> (f32, f32) {
    let (w, h) = (A4_MM.x * PT_PER_MM, A4_MM.y * PT_PER_MM);
    if landscape {
        (h, w)
    } else {
        (w, h)
    }
}

/// Where the sheet goes on a page of `page` points and how much it is scaled.
fn sheet_area(page: Vec2) -> Rect {
    let m = MARGIN_MM * PT_PER_MM;
    Rect::from_min_max(
        Pos2::new(m, m + TITLE),
        Pos2::new(page.x - m, page.y - m - FOOTER),
    )
}

fn fit_scale(natural: Vec2, area: Rect) -> f32 {
    (area.width() / natural.x).min(area.height() / natural.y)
}

/// Whether a sheet of `natural` size prints larger on a landscape page.
pub fn prefers_landscape(natural: Vec2) -> bool {
    let scale = |landscape| {
        let (w, h) = page_points(landscape);
        fit_scale(natural, sheet_area(Vec2::new(w, h)))
    };
    scale(true) > scale(false)
}

/// Renders `seat`'s blank sheet of `m` on an A4 page at `dpi`, as one canvas.
pub fn render_blank(m: &dyn Playable, seat: usize, dpi: f32) -> Canvas {
    blank_page(m, seat, dpi).canvas()
}

/// `seat`'s blank sheet of `m` on an A4 page at `dpi`, painted and ready to rasterize.
fn blank_page(m: &dyn Playable, seat: usize, dpi: f32) -> Page {
    // White paper: the screen's cream would be ink over the whole page.
    let style = SheetStyle {
        blank: true,
        paper: egui::Color32::WHITE,
        ..SheetStyle::light()
    };
    let natural = m.sheet_size();
    let landscape = prefers_landscape(natural);
    let (w, h) = page_points(landscape);
    let page = Vec2::new(w, h);
    let info = m.info();
    prepare_page(page, dpi / 72.0, &|p| {
        p.rect_filled(Rect::from_min_size(Pos2::ZERO, page), 0.0, style.paper);
        let m_pt = MARGIN_MM * PT_PER_MM;
        p.text(
            Pos2::new(m_pt, m_pt),
            Align2::LEFT_TOP,
            info.name,
            FontId::proportional(22.0),
            style.ink,
        );
        // Lines to write on, with a small label each.
        let y = m_pt + 44.0;
        let line = |x0: f32, x1: f32, label: &str| {
            p.text(
                Pos2::new(x0, y - 2.0),
                Align2::LEFT_BOTTOM,
                label,
                FontId::proportional(10.0),
                style.faint,
            );
            p.line_segment(
                [Pos2::new(x0 + 36.0, y), Pos2::new(x1, y)],
                Stroke::new(0.6, style.faint),
            );
        };
        line(m_pt, page.x * 0.55, &tr("print-name"));
        line(page.x * 0.6, page.x - m_pt, &tr("print-date"));
        let area = sheet_area(page);
        let scale = fit_scale(natural, area);
        let size = natural * scale;
        let rect = Rect::from_min_size(Pos2::new(area.center().x - size.x / 2.0, area.top()), size);
        m.paint_sheet(p, rect, seat, &style);
        p.text(
            Pos2::new(page.x / 2.0, page.y - m_pt),
            Align2::CENTER_BOTTOM,
            Msg::new("print-footer").text("game", info.name).to_string(),
            FontId::proportional(8.0),
            style.faint,
        );
    })
}

/// The PNG bytes of `seat`'s blank sheet at `dpi`.
pub fn blank_png(m: &dyn Playable, seat: usize, dpi: f32) -> Result<Vec<u8>> {
    blank_png_with(m, seat, dpi, &|_, _| {})
}

/// [`blank_png`], telling `progress` the rows done and the rows in all after each band.
pub fn blank_png_with(
    m: &dyn Playable,
    seat: usize,
    dpi: f32,
    progress: crate::export::RowsDone<'_>,
) -> Result<Vec<u8>> {
    if !(30.0..=1200.0).contains(&dpi) {
        bail!("{}", Msg::new("print-dpi").text("dpi", dpi.to_string()));
    }
    blank_page(m, seat, dpi).png_with(progress)
}

/// The seats whose blank sheet differs from every earlier seat's (seat 0 always): the sheets a
/// table needs to print. Compared on small renderings.
pub fn distinct_seats(m: &dyn Playable) -> Vec<usize> {
    let mut seen: Vec<Vec<[f32; 4]>> = Vec::new();
    let mut out = Vec::new();
    for seat in 0..m.seats().len() {
        let pixels = render_blank(m, seat, 36.0).pixels;
        if !seen.contains(&pixels) {
            seen.push(pixels);
            out.push(seat);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::ChanceEntry;

    /// Decoded RGBA pixels and size of a PNG.
    fn decode(bytes: &[u8]) -> image::RgbaImage {
        image::load_from_memory(bytes).expect("a PNG").to_rgba8()
    }

    fn near(a: [u8; 4], b: egui::Color32) -> bool {
        let d = |x: u8, y: u8| (x as i32 - y as i32).abs();
        d(a[0], b.r()) + d(a[1], b.g()) + d(a[2], b.b()) < 24
    }

    /// Rendered at 100 dpi (a ninth of the pixels of 300 dpi, which took half a minute of the
    /// debug test run for the five games): the page size follows the dpi asked for, and at 300
    /// dpi, what players print, it is A4's 2480 × 3508 pixels.
    #[test]
    fn every_game_prints_a_blank_a4_page_with_no_marks() {
        assert_eq!(page_pixels(300.0, false), (2480, 3508));
        assert_eq!(page_pixels(300.0, true), (3508, 2480));
        // Printed on white: the screen's cream paper is not ink spent on the whole page.
        let style = SheetStyle {
            paper: egui::Color32::WHITE,
            ..SheetStyle::light()
        };
        for plugin in crate::games::registry() {
            let id = plugin.info().id;
            let m = blank_match(id, &BTreeMap::new(), None).unwrap();
            assert_eq!(m.action_count(), 0, "{id}: nothing played, nothing drawn");
            let img = decode(&blank_png(m.as_ref(), 0, 100.0).unwrap());
            let landscape = prefers_landscape(m.sheet_size());
            let want = page_pixels(100.0, landscape);
            assert_eq!(
                (img.width() as usize, img.height() as usize),
                want,
                "{id}: A4 at 100 dpi"
            );
            assert!([(827, 1169), (1169, 827)].contains(&want), "{id}: {want:?}");
            // Not empty: a good part of the page is drawn (lines, labels, printed numbers).
            let inked = img
                .pixels()
                .step_by(7)
                .filter(|p| !near(p.0, style.paper))
                .count();
            let sampled = img.pixels().step_by(7).count();
            assert!(
                inked * 50 > sampled,
                "{id}: only {inked} of {sampled} pixels drawn"
            );
            // White paper: the page's margin (its outer 5 mm, 20 pixels at 100 dpi) is not
            // inked anywhere (the screen's cream once filled the whole page, margin and all).
            let (w, h) = (img.width(), img.height());
            let margin = 20;
            let cream = img
                .enumerate_pixels()
                .filter(|(x, y, _)| {
                    *x < margin || *y < margin || *x >= w - margin || *y >= h - margin
                })
                .filter(|(_, _, p)| !near(p.0, egui::Color32::WHITE))
                .count();
            assert_eq!(
                cream, 0,
                "{id}: {cream} pixels of the margin are not white paper"
            );
            // No marks: nothing was played (above), and no hint or seat-to-move highlight is
            // drawn (the hint's magenta is used by no printed part of any sheet; green and red
            // are, e.g. Molecular's boxes, so those are not checked by colour).
            let hits = img
                .pixels()
                .step_by(3)
                .filter(|p| near(p.0, style.hint))
                .count();
            assert!(hits < 20, "{id}: {hits} pixels in the hint colour");
        }
    }

    #[test]
    fn a_blank_differs_from_a_sheet_in_play_and_seats_differ_only_where_sheets_do() {
        // A sheet with marks on it does not look blank (so the check above can see marks).
        let blank = blank_match("hex-roller", &BTreeMap::new(), Some(1)).unwrap();
        let mut played = blank_match("hex-roller", &BTreeMap::new(), Some(1)).unwrap();
        played.enter_chance(ChanceEntry::FromSeed).unwrap();
        for _ in 0..6 {
            let legal = played.legal();
            played.apply_str(&legal[0]).unwrap();
        }
        let a = render_blank(blank.as_ref(), 0, 40.0).pixels;
        let b = render_blank(played.as_ref(), 0, 40.0).pixels;
        assert_ne!(a, b, "written numbers show on the sheet");
        // Hex Roller sheets are all alike; Diaominos' name the side each seat reads.
        let hex = blank_match("hex-roller", &BTreeMap::new(), Some(3)).unwrap();
        assert_eq!(distinct_seats(hex.as_ref()), vec![0]);
        let dia = blank_match("diaominos", &BTreeMap::new(), Some(2)).unwrap();
        assert_eq!(distinct_seats(dia.as_ref()), vec![0, 1]);
    }

    #[test]
    fn page_sizes_follow_the_dpi_and_bad_requests_are_refused() {
        assert_eq!(page_pixels(300.0, false), (2480, 3508));
        assert_eq!(page_pixels(150.0, true), (1754, 1240));
        let m = blank_match("honeycomb-caverns", &BTreeMap::new(), None).unwrap();
        assert!(blank_png(m.as_ref(), 0, 5.0).is_err());
        assert!(blank_match("chess", &BTreeMap::new(), None).is_err());
        let e = blank_match("black-molly", &BTreeMap::new(), Some(9))
            .err()
            .unwrap();
        assert!(e.to_string().contains("2–4"), "{e}");
    }
}
