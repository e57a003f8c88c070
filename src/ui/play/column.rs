//! The column beside the sheet (or the strip under a wide board): dice entered at the table, the
//! dice tray, "Back to …", the game's own controls and the small views, in a scroll area of its
//! own.

use super::frame::{ColumnFrame, Parts, SheetFrame};
use super::small_views::{small_views_ui, SmallViews};
use super::tray::{dice_tray_ui, Tray};
use crate::engine::text::Msg;
use crate::engine::{Session, ToMove};
use crate::game::Game;
use crate::sheet_kit::{Controls, PlayEnv};
use egui::Ui;

/// The column's contents (or the strip's, where the tray is drawn beside them: `with_dice`
/// false): dice entered at the table, the dice tray, "Back to …", the game's own controls and the
/// small views. Returns a chance outcome entered from the table.
pub(super) fn column_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    (f, c, width, with_dice): (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>, f32, bool),
    env: &PlayEnv,
) -> Option<G::Action> {
    let (rules, state) = (session.rules(), session.state());
    let to_move = session.to_move();
    let mut table_choice = None;
    if c.table_turn {
        table_choice = crate::ui::table_dice::table_dice_ui(
            ui,
            session,
            view.table,
            f.stamp.generation,
            &env.style,
        );
    }
    let dice = rules.dice(state);
    if with_dice && !dice.is_empty() {
        let tray = Tray {
            faces: rules.die_faces(),
            tumble: c.tumble,
            width,
        };
        dice_tray_ui(ui, &dice, &tray, controls);
        ui.add_space(6.0);
    }
    back_button(ui, view.focus, c.seat_to_move, session.names());
    // A finished game has nothing left to do: no buttons, no instructions.
    if to_move != ToMove::Over {
        rules.controls_ui(ui, state, view.game, controls);
    }
    if session.seats().len() > 1 && !rules.shared_sheet() {
        ui.add_space(8.0);
        let views = SmallViews {
            shown: f.shown,
            totals: c.totals,
            last: f.last,
            width,
            stamp: f.stamp,
        };
        if let Some(seat) = small_views_ui(ui, session, &views, &env.style, view.small) {
            *view.focus = Some((seat, to_move));
        }
    }
    table_choice
}

/// "Back to Ann's sheet" while the player looks at another seat's sheet than the one to move.
fn back_button(
    ui: &mut Ui,
    focus: &mut Option<(usize, ToMove)>,
    seat_to_move: Option<usize>,
    names: crate::engine::Names<'_>,
) {
    let Some(seat) = focus.map(|(s, _)| s) else {
        return;
    };
    let back = seat_to_move.unwrap_or(seat);
    if seat != back
        && ui
            .button(
                Msg::new("play-back-to-sheet")
                    .text("name", names.get(back))
                    .to_string(),
            )
            .clicked()
    {
        *focus = None;
    }
}

/// Where and how wide the column of controls goes: beside the sheet (with the dice tray) or in
/// the strip under a wide board (the tray beside it), at most `max_height` high.
pub(super) struct ColumnArea {
    pub(super) width: f32,
    pub(super) max_height: Option<f32>,
    pub(super) with_dice: bool,
}

/// The column of controls in its own scroll area; returns a table chance outcome entered there.
pub(super) fn column_area_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    parts: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    (frame, column): (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>),
    area: ColumnArea,
    env: &PlayEnv,
) -> Option<G::Action> {
    let mut table_choice = None;
    ui.vertical(|ui| {
        ui.set_width(area.width);
        let mut scroll = egui::ScrollArea::vertical()
            .id_salt("play-column")
            .auto_shrink([false, false]);
        if let Some(h) = area.max_height {
            scroll = scroll.max_height(h);
        }
        scroll.show(ui, |ui| {
            let inner = (frame, column, area.width - 16.0, area.with_dice);
            table_choice = column_ui(ui, session, parts, controls, inner, env);
        });
    });
    table_choice
}

/// The strip under a wide board: the dice tray at its left, the column of controls across the
/// rest (`strip` is its size).
pub(super) fn strip_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    parts: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    frames: (&SheetFrame<'_, G::Action>, &ColumnFrame<'_>),
    strip: egui::Vec2,
    env: &PlayEnv,
) -> Option<G::Action> {
    let (rules, state) = (session.rules(), session.state());
    ui.horizontal_top(|ui| {
        let dice = rules.dice(state);
        // The tray's place is kept while no die is on the table (between rolls), so the
        // controls beside it stay where they were round after round.
        let tray_w = (strip.x * 0.12).clamp(90.0, 160.0);
        ui.vertical(|ui| {
            ui.set_width(tray_w);
            if !dice.is_empty() {
                let tray = Tray {
                    faces: rules.die_faces(),
                    tumble: frames.1.tumble,
                    width: tray_w,
                };
                dice_tray_ui(ui, &dice, &tray, controls);
            }
        });
        let rest = strip.x - (tray_w + ui.spacing().item_spacing.x);
        let area = ColumnArea {
            width: rest,
            max_height: Some(strip.y),
            with_dice: false,
        };
        column_area_ui(ui, session, parts, controls, frames, area, env)
    })
    .inner
}
