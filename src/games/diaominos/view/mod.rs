//! Diaominos on the shell's play screen: the sheet (`sheet.rs`), what a pointer on it means (a wild
//! mark's cell, or the ghost piece in its current turn and flip), and the column's own controls:
//! the step buttons (colours, forgoing a wild mark, piece choice, skips, turn and flip), then the
//! shared cube rolling on its board and flat views of its top and of every seat's side.
//!
//! Every click goes through `Controls`, which asks the rules; this file never decides legality.

mod cube;
mod ink;
mod overlay;
mod sheet;
#[cfg(test)]
mod tests;

use self::cube::{one_line, paint_board, rolling, RollClock};
use self::ink::colour32;
use self::overlay::paint_overlay;
use self::sheet::{cell_at, draw_sheet, paint_flat, sheet_fit, SHEET_H, SHEET_W};
use super::notation::Action;
use super::rules::{colour_msg, dir_msg, slot_msg, Diaominos};
use super::shapes::{colour_letter, piece_name, DATA, GEO, PIECES};
use super::state::{seat_dir, Cell, Mark, Phase, Slot, State};
use crate::engine::text::{tr, Msg};
use crate::sheet_kit::pen::Pen;
use crate::sheet_kit::{self as contract, Controls, GameUi, SheetStyle};
use egui::{pos2, vec2, Painter, Pos2, Rect, RichText, Sense, Ui, Vec2};

/// View state kept between frames.
#[derive(Default)]
pub struct View {
    /// The piece chosen for the ghost.
    pub piece: Option<u8>,
    /// The ghost's quarter turns clockwise and mirror.
    pub rot: u8,
    pub mirror: bool,
    /// The cube's roll between spaces.
    pub clock: RollClock,
    /// Extra turn of the board view from dragging.
    pub yaw: f32,
    /// The hinted load the ghost was last set up for (so it is set up once per hint).
    pub hinted: Option<Action>,
    /// The seat to move and how many of its cells were loaded when the column last looked.
    pub seen: Option<(usize, u32)>,
    /// Where the pointer rested when that seat's last load went in: no ghost there until the
    /// pointer moves, so the piece just loaded shows as loaded (not under the next ghost).
    pub rest: Option<Pos2>,
}

/// How far (in points) the pointer must move after a load before the next ghost shows.
const REST_RADIUS: f32 = 3.0;

impl View {
    /// Whether the ghost waits at `pos`: the seat to move loaded a piece since the column last
    /// looked (this frame's sheet comes before the column), or the pointer has not moved since.
    fn ghost_waits(&self, state: &State, pos: Pos2) -> bool {
        let fresh = match (self.seen, state.seat()) {
            (Some((seat, loaded)), Some(now)) if seat == now => state
                .sheets
                .get(now)
                .is_some_and(|sh| loaded_cells(sh) > loaded),
            _ => false,
        };
        fresh || self.rest.is_some_and(|r| r.distance(pos) < REST_RADIUS)
    }

    /// Notes the seat to move's loaded cells and the pointer (`pointer`) once a frame: a load
    /// since the last look starts the wait at the pointer, a pointer moved away ends it.
    fn look(&mut self, state: &State, pointer: Option<Pos2>) {
        let now = state
            .seat()
            .and_then(|i| state.sheets.get(i).map(|sh| (i, loaded_cells(sh))));
        if let (Some((seat, before)), Some((seat_now, loaded))) = (self.seen, now) {
            if seat == seat_now && loaded > before {
                self.rest = pointer;
            }
        }
        if now.is_none_or(|(seat, _)| self.seen.is_some_and(|(s, _)| s != seat)) {
            self.rest = None;
        }
        self.seen = now;
        if let (Some(r), Some(p)) = (self.rest, pointer) {
            if r.distance(p) >= REST_RADIUS {
                self.rest = None;
            }
        }
    }
}

/// How many of a sheet's grid cells hold a loaded piece.
fn loaded_cells(sh: &super::state::Sheet) -> u32 {
    sh.grid
        .iter()
        .filter(|c| !matches!(c, Cell::Empty | Cell::WildMark))
        .count() as u32
}

/// The ghost's piece: the one chosen if the seat may load it now, else its first own piece, else
/// the first it may load (a wild sticker).
pub fn ghost_piece(state: &State, view: &View) -> Option<u8> {
    let sh = state.seat().and_then(|i| state.sheets.get(i))?;
    let loadable = sh.loadable_pieces();
    match view.piece {
        Some(p) if loadable.contains(&(p as usize)) => Some(p),
        _ => sh
            .slots
            .iter()
            .find_map(|s| match s {
                Slot::Piece(p) => Some(*p),
                Slot::Wild => None,
            })
            .or_else(|| loadable.first().map(|&p| p as u8)),
    }
}

/// The drawing cell a ghost turns around: the piece's own cell nearest the middle of its drawing
/// (the L's stem, the T's crossing), so that cell stays under the pointer through every turn and
/// flip and the pointer is always on the piece.
pub fn pivot_cell(piece: usize) -> usize {
    let Some(shape) = GEO.shapes.get(piece) else {
        return 0;
    };
    let (mx, my) = (
        (shape.width - 1) as f32 / 2.0,
        (shape.height - 1) as f32 / 2.0,
    );
    let dist = |&(x, y): &(i32, i32)| (x as f32 - mx).powi(2) + (y as f32 - my).powi(2);
    let mut best = 0;
    for (i, c) in shape.drawing.iter().enumerate() {
        if dist(c) < dist(&shape.drawing[best]) {
            best = i;
        }
    }
    best
}

/// The load the ghost means with its pivot cell over grid cell `cell` (moved inside the grid when
/// it would stick out), in the orientation's first spelling.
pub fn ghost_action(state: &State, view: &View, cell: usize) -> Option<Action> {
    let piece = ghost_piece(state, view)? as usize;
    let oi = GEO.orient_index(piece, view.rot, view.mirror)?;
    let o = GEO.shapes.get(piece)?.orientations.get(oi)?;
    let (c, r) = ((cell % GEO.columns) as i32, (cell / GEO.columns) as i32);
    let (pc, pr) = *o.cells.get(pivot_cell(piece))?;
    let ac = (c - pc).clamp(0, GEO.columns as i32 - o.width);
    let ar = (r - pr).clamp(0, GEO.rows as i32 - o.height);
    Some(Action::Load {
        piece: piece as u8,
        rot: o.rot,
        mirror: o.mirror,
        at: (ar as usize * GEO.columns + ac as usize) as u8,
    })
}

impl GameUi for Diaominos {
    type View = View;

    fn table_chance_help(&self, _state: &State) -> String {
        tr("dm-table-help")
    }

    fn keys(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("R", "dm-key-turn"),
            ("F", "dm-key-flip"),
            ("dm-key-wheel", "dm-key-wheel-does"),
            ("dm-key-drag", "dm-key-drag-does"),
        ]
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        vec2(SHEET_W, SHEET_H)
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        overlay: &contract::Overlay<'_, Action>,
        style: &SheetStyle,
    ) {
        let fit = draw_sheet(painter, rect, state, overlay.seat, overlay.name, style);
        paint_overlay(painter, &fit, state, overlay, style);
    }

    fn targets_at(
        &self,
        state: &State,
        seat: usize,
        rect: Rect,
        pos: Pos2,
        view: &View,
    ) -> Vec<Action> {
        if state.seat() != Some(seat) {
            return Vec::new();
        }
        let Some(cell) = cell_at(&sheet_fit(rect), pos) else {
            return Vec::new();
        };
        match state.phase {
            Phase::Wild { .. } => vec![Action::Mark(cell as u8)],
            Phase::Load(_) if view.ghost_waits(state, pos) => Vec::new(),
            Phase::Load(_) => ghost_action(state, view, cell).into_iter().collect(),
            _ => Vec::new(),
        }
    }

    fn spot_note(
        &self,
        state: &State,
        seat: usize,
        rect: Rect,
        pos: Pos2,
        view: &View,
    ) -> Option<String> {
        if cell_at(&sheet_fit(rect), pos).is_none() {
            return self::sheet::paper_note(rect, pos).map(tr);
        }
        Some(tr(match state.phase {
            _ if state.seat() != Some(seat) => "dm-spot-not-yours",
            Phase::Scramble => "dm-spot-scramble",
            Phase::Colours(_) => "dm-spot-colours",
            Phase::Load(_) if ghost_piece(state, view).is_none() => "dm-spot-no-piece",
            Phase::Load(_) if view.ghost_waits(state, pos) => "dm-spot-just-loaded",
            Phase::Over => "refuse-game-over",
            _ => "dm-spot-nothing",
        }))
    }

    fn how_to_play_figure(&self, ui: &mut Ui, style: &SheetStyle, name: &str) {
        match name {
            "board" => board_figure(self, ui, style),
            _ => crate::sheet_kit::example_sheet_ui(self, ui, style),
        }
    }

    fn label(&self, state: &State, a: &Action) -> String {
        action_label(state, a)
    }

    fn status(&self, state: &State) -> Option<String> {
        let space = DATA.spaces.get(state.space()).map(|s| s.name.as_str());
        match (state.phase, space) {
            (Phase::Scramble, _) => None,
            (Phase::Colours(_), _) => Some(tr("dm-status-colours")),
            (_, Some(space)) => Some(
                Msg::new("dm-status-round-space")
                    .int("round", state.round)
                    .text("space", space)
                    .to_string(),
            ),
            _ => Some(
                Msg::new("dm-status-round")
                    .int("round", state.round)
                    .to_string(),
            ),
        }
    }

    fn controls_ui(&self, ui: &mut Ui, state: &State, view: &mut View, c: &mut Controls<'_, Self>) {
        view.look(state, ui.input(|i| i.pointer.hover_pos()));
        let top = ui.cursor().top();
        match state.phase {
            Phase::Colours(seat) => colour_controls(ui, state, seat as usize, c),
            Phase::Wild { .. } => {
                ui.label(tr("dm-wild-hint"));
                c.button(ui, Action::NoMark, tr("dm-button-skip-mark"));
            }
            Phase::Load(seat) => load_controls(ui, state, seat as usize, view, c),
            Phase::Scramble | Phase::Over => {}
        }
        // The controls take the same height in every phase, so the cube below stays put.
        let used = ui.cursor().top() - top;
        ui.add_space((CONTROLS_HEIGHT - used).max(0.0) + 6.0);
        cube_ui(ui, state, view, c);
    }
}

/// The height the phase's controls above the cube get (the loading controls' height).
const CONTROLS_HEIGHT: f32 = 96.0;

/// An action in a few words (buttons, the chooser, the hint).
pub fn action_label(state: &State, a: &Action) -> String {
    match a {
        Action::Scramble { .. } => tr("dm-label-scramble"),
        Action::Cube(_) => tr("dm-label-cube"),
        Action::DefaultColours => tr("dm-label-default"),
        Action::Colour { piece, colour } => Msg::new("dm-label-colour")
            .text("letter", colour_letter(*colour))
            .msg("colour", colour_msg(*colour))
            .text("piece", piece_name(*piece))
            .to_string(),
        Action::Mark(c) => Msg::new("dm-label-mark")
            .text("cell", GEO.cell_name(*c as usize))
            .to_string(),
        Action::NoMark => tr("dm-label-no-mark"),
        Action::Load { piece, .. } => {
            let Some(pl) = Diaominos::placement_of(a) else {
                return a.to_string();
            };
            let diamonds = state
                .seat()
                .and_then(|i| state.sheets.get(i))
                .map_or(0, |sh| {
                    pl.cells
                        .iter()
                        .enumerate()
                        .filter(|&(k, &g)| {
                            sh.drawings[*piece as usize][k] == Mark::Marked
                                || sh.grid.get(g as usize) == Some(&Cell::WildMark)
                        })
                        .count()
                });
            let label = if diamonds == 0 {
                Msg::new("dm-label-load")
            } else {
                Msg::new("dm-label-load-diamonds").count("n", diamonds)
            };
            label
                .text("piece", piece_name(*piece))
                .msg("cells", super::rules::cells_text(&pl.cells))
                .to_string()
        }
        Action::Skip(Slot::Wild) => tr("dm-label-skip-wild"),
        Action::Skip(slot) => Msg::new("dm-label-skip")
            .msg("slot", slot_msg(*slot))
            .to_string(),
    }
}

/// The default in one click, or a colour for the next piece in sheet order.
fn colour_controls(ui: &mut Ui, state: &State, seat: usize, c: &mut Controls<'_, Diaominos>) {
    c.button(ui, Action::DefaultColours, tr("dm-button-default"));
    let Some(next) = state.sheets[seat].colours.iter().position(|x| x.is_none()) else {
        return;
    };
    ui.label(
        Msg::new("dm-pick-colour")
            .text("piece", piece_name(next as u8))
            .to_string(),
    );
    ui.horizontal_wrapped(|ui| {
        for colour in 0..DATA.colours.len() as u8 {
            let (r, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
            ui.painter().rect_filled(r, 3.0, colour32(colour));
            let a = Action::Colour {
                piece: next as u8,
                colour,
            };
            c.button(
                ui,
                a,
                Msg::new("dm-colour-button")
                    .text("letter", colour_letter(colour))
                    .msg("colour", colour_msg(colour))
                    .to_string(),
            );
        }
    });
}

/// Piece choice, turn and flip of the ghost, skips, and what is still to load.
fn load_controls(
    ui: &mut Ui,
    state: &State,
    seat: usize,
    view: &mut View,
    c: &mut Controls<'_, Diaominos>,
) {
    let sh = &state.sheets[seat];
    // A new hinted load: the ghost takes its piece, turn and flip, so moving the pointer to the
    // hinted cells shows (and loads) exactly the hint.
    if let Some(&Action::Load {
        piece, rot, mirror, ..
    }) = c.hint
    {
        if view.hinted.as_ref() != c.hint {
            view.piece = Some(piece);
            view.rot = rot;
            view.mirror = mirror;
            view.hinted = c.hint.cloned();
        }
    }
    let has_loads = |p: u8| {
        c.legal
            .iter()
            .any(|a| matches!(*a, Action::Load { piece, .. } if piece == p))
    };
    if view.piece.is_none_or(|p| !has_loads(p)) {
        let own = sh.slots.iter().find_map(|s| match s {
            Slot::Piece(p) if has_loads(*p) => Some(*p),
            _ => None,
        });
        if let Some(p) = own.or_else(|| (0..PIECES as u8).find(|&p| has_loads(p))) {
            view.piece = Some(p);
        }
    }
    ui.label(
        Msg::new("dm-still-to-load")
            .text("name", c.names.get(seat).into_owned())
            .msg("slots", super::rules::slots_text(&sh.slots))
            .to_string(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(tr("dm-piece"));
        for p in (0..PIECES as u8).filter(|&p| has_loads(p)) {
            let own = sh.slots.contains(&Slot::Piece(p));
            let mut text = RichText::new(if own {
                piece_name(p).to_string()
            } else {
                Msg::new("dm-piece-wild")
                    .text("piece", piece_name(p))
                    .to_string()
            });
            if matches!(c.hint, Some(Action::Load { piece, .. }) if *piece == p) {
                text = text.color(c.style().hint).strong();
            }
            if ui
                .selectable_label(view.piece == Some(p), text)
                .on_hover_text(tr("dm-piece-tip"))
                .clicked()
            {
                view.piece = Some(p);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr("dm-turn"))
            .on_hover_text(tr("dm-turn-tip"))
            .clicked()
        {
            view.rot = (view.rot + 1) % 4;
        }
        if ui
            .button(tr("dm-flip"))
            .on_hover_text(tr("dm-flip-tip"))
            .clicked()
        {
            view.mirror = !view.mirror;
        }
        let skips: Vec<Action> = c
            .legal
            .iter()
            .filter(|a| matches!(a, Action::Skip(_)))
            .cloned()
            .collect();
        for a in skips {
            let text = action_label(state, &a);
            c.button(ui, a, text);
        }
    });
    ui.label(RichText::new(tr("dm-ghost-hint")).italics().weak());
    turn_keys(ui, view);
}

/// R and F turn and flip the ghost; the mouse wheel turns it while the pointer is over the sheet
/// (left of this column; the column itself scrolls with the wheel).
fn turn_keys(ui: &Ui, view: &mut View) {
    let column_left = ui.clip_rect().left();
    let typing = ui.ctx().memory(|m| m.focused().is_some());
    let (turn, flip, wheel, pointer) = ui.input(|i| {
        let wheel: f32 = i
            .events
            .iter()
            .filter_map(|e| match e {
                egui::Event::MouseWheel { delta, .. } => Some(delta.y),
                _ => None,
            })
            .sum();
        (
            i.key_pressed(egui::Key::R),
            i.key_pressed(egui::Key::F),
            wheel,
            i.pointer.hover_pos(),
        )
    });
    if !typing && turn {
        view.rot = (view.rot + 1) % 4;
    }
    if !typing && flip {
        view.mirror = !view.mirror;
    }
    if pointer.is_some_and(|p| p.x < column_left - 4.0) {
        if wheel > 0.0 {
            view.rot = (view.rot + 1) % 4;
        } else if wheel < 0.0 {
            view.rot = (view.rot + 3) % 4;
        }
    }
}

/// The shared cube rolling on its board (drag to turn the view), then flat views of its top and
/// of each seat's side as that seat sees it.
fn cube_ui(ui: &mut Ui, state: &State, view: &mut View, c: &Controls<'_, Diaominos>) {
    let style = c.style();
    let w = ui.available_width().min(420.0);
    let (rect, resp) = ui.allocate_exact_size(vec2(w, w * 0.62), Sense::drag());
    if resp.dragged() {
        view.yaw += resp.drag_delta().x * 0.01;
    }
    let now = ui.input(|i| i.time);
    view.clock.update(state.round, now, c.env.anim_speed);
    let left = view.clock.remaining(state.round, now, c.env.anim_speed);
    if left > 0.0 {
        ui.ctx().request_repaint();
    }
    let (cube, pose) = rolling(state, left);
    paint_board(
        &ui.painter_at(rect),
        rect,
        state,
        &cube,
        pose,
        view.yaw,
        c.names,
        style,
    );
    resp.on_hover_text(tr("dm-cube-tip"));
    if state.phase == Phase::Scramble {
        return;
    }
    let cw = (w / (state.seats as f32 + 1.0)).min(80.0);
    let (rect, _) = ui.allocate_exact_size(vec2(w, cw + 30.0), Sense::hover());
    let p = ui.painter_at(rect);
    let text_col = ui.visuals().text_color();
    let faint = style.faint;
    let mut pen = Pen::reserved(&p);
    let mut flat = |k: usize, name: String, side: String, stickers: [u8; 4], colour| {
        let x = rect.left() + k as f32 * cw;
        let r = Rect::from_min_size(pos2(x + 6.0, rect.top() + 2.0), vec2(cw - 12.0, cw - 12.0));
        paint_flat(&mut pen, &p, r, stickers, style);
        for (row, text, colour) in [(0.0, name, colour), (13.0, side, faint)] {
            let g = one_line(&p, text, cw - 4.0, colour);
            let at = pos2(r.center().x - g.size().x / 2.0, r.bottom() + 3.0 + row);
            p.galley(at, g, colour);
        }
    };
    flat(
        0,
        tr("dm-flat-top"),
        tr("dm-flat-north-up"),
        state.cube.top(),
        text_col,
    );
    for seat in 0..state.seats as usize {
        let d = seat_dir(state.seats as usize, seat);
        let colour = style.seat_colors[seat % 8];
        flat(
            seat + 1,
            c.names.get(seat).into_owned(),
            dir_msg(d).to_string(),
            state.facing(seat),
            colour,
        );
    }
    pen.finish(&p);
    ui.label(RichText::new(tr("dm-flat-caption")).small().weak());
}

/// How to play: the little board with its spaces A to F and the cube on A, drawn as in play.
fn board_figure(rules: &Diaominos, ui: &mut Ui, style: &SheetStyle) {
    use crate::engine::Rules;
    let Ok(state) = rules.new_state(&Default::default(), 4) else {
        return;
    };
    ui.label(tr("dm-figure-board"));
    let w = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(vec2(w, w * 0.62), Sense::hover());
    let (cube, pose) = rolling(&state, 0.0);
    paint_board(
        &ui.painter_at(rect),
        rect,
        &state,
        &cube,
        pose,
        0.0,
        crate::engine::Names::NONE,
        style,
    );
}
