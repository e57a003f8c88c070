//! Honeycomb Caverns on the shell's play screen: the sheet (painted by `sheet.rs`), which hex a
//! pointer means, and the roll button. Highlights, hints, refusals and the dice tray are the
//! shell's.

pub mod sheet;

use self::sheet::{content_box, draw_sheet, hex_at, sheet_fit, Overlay};
use super::rules::{
    action_target, jump_target, offers_text, roll_choices, Action, Honeycomb, State, StepKind,
};
use crate::engine::hex::Hex;
use crate::engine::Rules;
use crate::sheet_kit::draw::dice_tray;
use crate::sheet_kit::{self as contract, Controls, DiceGroup, GameUi, SheetStyle};
use egui::{Painter, Pos2, Rect, Sense, Stroke, Vec2};

fn action_label(s: &State, a: &Action) -> String {
    let b = s.board();
    match *a {
        Action::Move(d, n) => {
            let end = super::rules::walk_path(b, s.pos, d, n);
            if end.escape {
                format!("Move {d} {n} (escape)")
            } else {
                format!(
                    "Move {d} {n} to {} (+{})",
                    b.name(end.end),
                    b.value(end.end)
                )
            }
        }
        Action::Jump(d) => {
            let t = jump_target(s.pos, d);
            if !b.escapes_at(t) {
                format!("Jump {d} to {} (+{})", b.name(t), b.value(t))
            } else {
                format!("Jump {d} (escape)")
            }
        }
        Action::Roll => "Roll".into(),
        Action::Dice(_) => a.to_string(),
    }
}

impl GameUi for Honeycomb {
    type View = ();

    fn sheet_size(&self, state: &State) -> Vec2 {
        let b = content_box(state.radius);
        Vec2::new(b.width(), b.height()) * 34.0
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        s: &State,
        overlay: &contract::Overlay<'_, Action>,
        style: &SheetStyle,
    ) {
        let targets: Vec<(Hex, Action)> = overlay
            .legal
            .iter()
            .filter_map(|a| action_target(s, a).map(|h| (h, *a)))
            .collect();
        let marks = Overlay {
            legal: targets.iter().map(|(h, _)| *h).collect(),
            // A hex only a jump reaches gets a small "J".
            jump_only: targets
                .iter()
                .map(|(h, _)| *h)
                .filter(|h| {
                    targets
                        .iter()
                        .filter(|(t, _)| t == h)
                        .all(|(_, a)| matches!(a, Action::Jump(_)))
                })
                .collect(),
            hint: overlay.hint.and_then(|a| action_target(s, a)),
            hover: overlay.hover.first().and_then(|a| action_target(s, a)),
        };
        draw_sheet(painter, rect, s, style, &marks);
    }

    fn targets_at(
        &self,
        s: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Vec<Action> {
        let Some(h) = hex_at(&sheet_fit(rect, s.radius), s.board(), pos) else {
            return Vec::new();
        };
        self.candidate_actions(s)
            .into_iter()
            .filter(|a| action_target(s, a) == Some(h))
            .collect()
    }

    fn label(&self, s: &State, a: &Action) -> String {
        action_label(s, a)
    }

    fn dice(&self, s: &State) -> Vec<DiceGroup<Action>> {
        s.dice()
            .map(|d| {
                vec![DiceGroup {
                    faces: d.to_vec(),
                    action: None,
                    caption: String::new(),
                    used: false,
                }]
            })
            .unwrap_or_default()
    }

    fn controls_ui(
        &self,
        ui: &mut egui::Ui,
        s: &State,
        _view: &mut (),
        c: &mut Controls<'_, Self>,
    ) {
        c.button(ui, Action::Roll, "Roll the dice");
        // Every legal move and jump as a button too (keyboard and screen-reader friendly).
        let choices: Vec<Action> = c
            .legal
            .iter()
            .filter(|a| !matches!(a, Action::Roll))
            .copied()
            .collect();
        if !choices.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for a in choices {
                    c.button(ui, a, action_label(s, &a));
                }
            });
        }
        if let Some(d) = s.dice() {
            if c.can_act() && !c.legal.iter().any(|a| matches!(a, Action::Move(..))) {
                let offers = offers_text(d);
                ui.label(if roll_choices(d).iter().all(|&(_, n)| n == 0) {
                    "This roll offers no move (both distance dice match): jump.".to_string()
                } else {
                    format!("No move of this roll fits ({offers}): jump.")
                });
            }
        }
        ui.label(
            egui::RichText::new("Click a highlighted hex on the sheet to move there.")
                .italics()
                .weak(),
        );
    }

    fn how_to_play_diagram(&self, ui: &mut egui::Ui, style: &SheetStyle) {
        // Example: dice 1 2 5 with the 1 as direction (N) and 5 - 2 = 3 as distance.
        let mut example = State::with_marks(
            Hex::new(0, -3),
            &[Hex::new(0, -1), Hex::new(0, -2)],
            &[Hex::new(0, -3)],
            3,
        );
        example.trail.push((Hex::new(0, -3), StepKind::Walk));
        ui.label("Example: the roll 1 2 5. Using the 1 as the direction (N), the other two give a distance of 5 - 2 = 3: Sadie crosses two hexes (they get a line) and fills the third, worth 3.");
        ui.horizontal(|ui| {
            dice_tray(ui, &[1, 2, 5], 30.0, 0.0, style);
        });
        // The middle of the sheet, zoomed: paint the whole sheet 2.4 times larger, clipped.
        let (rect, _) = ui.allocate_exact_size(Vec2::new(440.0, 300.0), Sense::hover());
        let size = rect.size() * 2.4;
        let scale = sheet_fit(Rect::from_center_size(Pos2::ZERO, size), example.radius).scale;
        // Centre the view on the middle of the example path, (0,-1.5) in hex terms.
        let (_, mid_y) = Hex::new(0, -3).flat_top_center();
        let zoomed =
            Rect::from_center_size(rect.center() - Vec2::new(0.0, mid_y / 2.0 * scale), size);
        let overlay = Overlay {
            legal: vec![Hex::new(0, -3)],
            ..Overlay::default()
        };
        let painter = ui.painter().with_clip_rect(rect);
        draw_sheet(&painter, zoomed, &example, style, &overlay);
        ui.painter().rect_stroke(
            rect,
            4.0,
            Stroke::new(1.0, style.grid),
            egui::StrokeKind::Inside,
        );
    }
}
