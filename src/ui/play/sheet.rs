//! The large sheet of the seat shown: painted through its cache, with the overlay (tutorial
//! highlights, hint, hover, the move played), the legal targets as widgets for screen readers and
//! the keyboard, and clicks offered to the controls.

use super::frame::{Parts, SheetFrame};
use super::place::fit_rect;
use super::targets::refresh_targets;
use crate::engine::text::{tr, Msg};
use crate::engine::Session;
use crate::game::Game;
use crate::sheet_kit::cache::{SheetCache, Stamp};
use crate::sheet_kit::{Controls, Overlay, PlayEnv};
use egui::{Rect, Sense, Stroke, StrokeKind, Ui};

/// The large sheet of the seat shown, with its overlay; clicks on it are offered to `controls`.
struct LargeSheet<'a, A> {
    /// The legal targets on the sheet and where they are (see [`super::targets`]).
    targets: &'a [(A, Rect)],
    shown: usize,
    /// The seat shown is the seat to move.
    active: bool,
    settled: bool,
    hint: Option<&'a A>,
    last: Option<(usize, &'a A)>,
    /// On a review position: the move played from it, drawn as a ghost while nothing is hovered.
    played: Option<&'a A>,
    /// The position and language (the painted sheet is kept while they and the marks stay).
    stamp: Stamp,
}

impl<A: Clone + PartialEq> LargeSheet<'_, A> {
    #[allow(clippy::too_many_arguments)]
    fn ui<G: Game<Action = A>>(
        &self,
        ui: &mut Ui,
        session: &Session<G>,
        game_view: &G::View,
        controls: &mut Controls<'_, G>,
        size: egui::Vec2,
        env: &PlayEnv,
        cache: &mut SheetCache<A>,
    ) {
        let (rules, state) = (session.rules(), session.state());
        let (shown, active) = (self.shown, self.active);
        let sense = if active && env.human_turn {
            Sense::click()
        } else {
            Sense::hover()
        };
        // The legal targets as widgets of their own, named by the game's label, so a screen
        // reader can list them and the keyboard can reach them (Tab, then Enter). They are
        // registered before the sheet, which stays on top for the pointer (hover reasons, the
        // ghost) and takes clicks as before.
        if active && env.human_turn && self.settled {
            for (k, (a, spot)) in self.targets.iter().enumerate() {
                let id = ui.scope_id().with(("sheet-target", k));
                let r = ui.interact(*spot, id, Sense::click());
                // Said as a place on the sheet: a button in the column may offer the same action.
                let label = Msg::new("play-on-sheet")
                    .text("action", rules.label(state, a).to_string())
                    .to_string();
                r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if r.clicked() {
                    controls.choose(a.clone());
                }
            }
        }
        let (area, response) = ui.allocate_exact_size(size, sense);
        let name = session.names().get(shown);
        let sheet_of = Msg::new("play-sheet-of")
            .text("name", name.clone())
            .to_string();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, &sheet_of));
        let rect = fit_rect(rules.sheet_size(state), area);
        let mut hover: Vec<A> = match response.hover_pos() {
            Some(pos) if active && self.settled && rect.contains(pos) => {
                rules.targets_at(state, shown, rect, pos, game_view)
            }
            _ => Vec::new(),
        };
        if hover.is_empty() {
            hover.extend(self.played.filter(|_| active).cloned());
        }
        let highlight: &[A] = if env.tutorial && active {
            controls.legal
        } else {
            &[]
        };
        let short = crate::sheet_kit::sheet_name(&name);
        let overlay = Overlay {
            seat: shown,
            name: &short,
            active,
            legal: highlight,
            hint: self.hint.filter(|_| active),
            hover: &hover,
            last: self.last,
        };
        cache.paint(
            &ui.painter_at(area),
            rect,
            self.stamp,
            &overlay,
            &env.style,
            |p, rect, overlay, style| rules.paint_sheet(p, rect, state, overlay, style),
        );
        if session.seats().len() > 1 && !rules.shared_sheet() {
            ui.painter().rect_stroke(
                rect,
                6.0,
                Stroke::new(3.0, env.style.seat_colors[shown % 8]),
                StrokeKind::Outside,
            );
        }
        if active {
            // A click on the sheet: the candidates under the pointer where it went down.
            let clicked: Vec<A> = match response.interact_pointer_pos() {
                Some(pos) if response.clicked() && rect.contains(pos) => {
                    rules.targets_at(state, shown, rect, pos, game_view)
                }
                _ => Vec::new(),
            };
            let offered = if clicked.is_empty() { &hover } else { &clicked };
            // A point that means no action still says something: the game's note about it.
            let at = response.interact_pointer_pos().or(response.hover_pos());
            let note = match at {
                Some(_) if !offered.is_empty() => None,
                Some(_) if !self.settled => Some(tr("play-wait-settle")),
                Some(pos) if rect.contains(pos) => {
                    rules.spot_note(state, shown, rect, pos, game_view)
                }
                _ => None,
            };
            controls.offer(&response, offered, note);
        }
    }
}

/// The large sheet in an area of `size`, with its legal targets (worked out once per position
/// and place).
pub(super) fn large_sheet_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    view: &mut Parts<'_, G>,
    controls: &mut Controls<'_, G>,
    f: &SheetFrame<'_, G::Action>,
    size: egui::Vec2,
    env: &PlayEnv,
) {
    let natural = session.rules().sheet_size(session.state());
    let sheet_rect = fit_rect(natural, Rect::from_min_size(ui.cursor().min, size));
    let targets: &[(G::Action, Rect)] = if f.active && f.settled {
        refresh_targets(
            view.targets,
            view.game,
            session,
            f.stamp,
            sheet_rect,
            f.shown,
            f.legal,
        )
    } else {
        &[]
    };
    let sheet = LargeSheet {
        targets,
        shown: f.shown,
        active: f.active,
        settled: f.settled,
        hint: f.hint,
        last: f.last,
        played: f.played,
        stamp: f.stamp,
    };
    sheet.ui(ui, session, view.game, controls, size, env, view.large);
}
