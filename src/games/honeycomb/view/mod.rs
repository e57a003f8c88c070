//! Honeycomb Caverns on the shell's play screen: the sheet (painted by `sheet.rs`), which hex a
//! pointer means, and the roll button. Highlights, hints, refusals and the dice tray are the
//! shell's.

pub mod sheet;

use self::sheet::{content_box, draw_sheet, hex_at, sheet_fit, Overlay};
use super::rules::{
    action_target, dir_msg, jump_target, offers_text, roll_choices, walk_msg, Action, Honeycomb,
    Mark, Phase, State, StepKind,
};
use crate::engine::hex::Hex;
use crate::engine::text::{tr, Msg};
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
                Msg::new("hc-button-walk-escape").msg("walk", walk_msg(d, n))
            } else {
                Msg::new("hc-button-walk")
                    .msg("walk", walk_msg(d, n))
                    .int("value", b.value(end.end))
            }
        }
        Action::Jump(d) => {
            let t = jump_target(s.pos, d);
            if !b.escapes_at(t) {
                Msg::new("hc-button-jump")
                    .msg("dir", dir_msg(d))
                    .int("value", b.value(t))
            } else {
                Msg::new("hc-button-jump-escape").msg("dir", dir_msg(d))
            }
        }
        Action::Roll => Msg::new("hc-button-roll-short"),
        Action::Dice([x, y, z]) => Msg::new("hc-log-dice").int("a", x).int("b", y).int("c", z),
    }
    .to_string()
}

/// What a hex that no move or jump of this step aims at is, and why Sadie cannot go there.
fn hex_note(s: &State, h: Hex) -> Msg {
    let b = s.board();
    if h == s.pos {
        return Msg::new("hc-note-sadie");
    }
    match s.mark(h) {
        Mark::Filled => return Msg::new("hc-note-filled"),
        Mark::Lined => return Msg::new("hc-note-lined"),
        Mark::Empty => {}
    }
    let rim = b.is_rim(h);
    match s.phase {
        Phase::Over(_) => Msg::new("refuse-game-over"),
        Phase::Rolling => Msg::new("hc-refuse-wait-dice"),
        Phase::AwaitRoll if rim => Msg::new("hc-note-rim-before-roll"),
        Phase::AwaitRoll => Msg::new("hc-note-before-roll"),
        Phase::Rolled(d) => Msg::new(if rim {
            "hc-note-rim-unreached"
        } else {
            "hc-note-unreached"
        })
        .msg("offers", offers_text(d)),
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
        // With the legal targets shown (tutorial mode), the hexes this step's refused moves and
        // jumps aim at are marked too, so the player sees where to point for the reason.
        let blocked: Vec<Hex> = if targets.is_empty() {
            Vec::new()
        } else {
            self.candidate_actions(s)
                .iter()
                .filter(|a| !overlay.legal.contains(a))
                .filter_map(|a| action_target(s, a))
                .filter(|h| targets.iter().all(|(t, _)| t != h))
                .collect()
        };
        let marks = Overlay {
            blocked,
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

    fn spot_note(
        &self,
        s: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Option<String> {
        if !rect.contains(pos) {
            return None;
        }
        Some(match hex_at(&sheet_fit(rect, s.radius), s.board(), pos) {
            Some(h) => hex_note(s, h).to_string(),
            None => tr("hc-note-outside"),
        })
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
                    used: 0,
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
        c.button(ui, Action::Roll, tr("hc-button-roll"));
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
                    tr("hc-no-move-at-all")
                } else {
                    Msg::new("hc-no-move-fits")
                        .msg("offers", offers)
                        .to_string()
                });
            }
        }
        ui.label(egui::RichText::new(tr("hc-click-hint")).italics().weak());
    }

    fn how_to_play_figure(&self, ui: &mut egui::Ui, style: &SheetStyle, name: &str) {
        match name {
            "jump" => jump_figure(ui, style),
            _ => roll_figure(ui, style),
        }
    }
}

/// How to play: the roll 1 2 5 used as N 3 from the centre.
fn roll_figure(ui: &mut egui::Ui, style: &SheetStyle) {
    let mut example = State::with_marks(
        Hex::new(0, -3),
        &[Hex::new(0, -1), Hex::new(0, -2)],
        &[Hex::new(0, -3)],
        3,
    );
    example.trail.push((Hex::new(0, -3), StepKind::Walk));
    ui.horizontal(|ui| {
        dice_tray(ui, &[1, 2, 5], 30.0, 0.0, style);
        // Wrapped beside the dice at the page's usual width, so a long language does not
        // widen the window.
        ui.vertical(|ui| {
            ui.set_max_width(400.0);
            ui.add(egui::Label::new(tr("hc-figure-roll")).wrap());
        });
    });
    let overlay = Overlay {
        legal: vec![Hex::new(0, -3)],
        ..Overlay::default()
    };
    zoomed_ui(ui, style, &example, &overlay, Hex::new(0, -3));
}

/// How to play: a jump two hexes straight ahead.
fn jump_figure(ui: &mut egui::Ui, style: &SheetStyle) {
    let mut example = State::with_marks(Hex::new(0, -2), &[Hex::new(0, -1)], &[Hex::new(0, -2)], 2);
    example.trail.push((Hex::new(0, -2), StepKind::Walk));
    ui.label(tr("hc-figure-jump"));
    let target = Hex::new(0, -4);
    let overlay = Overlay {
        legal: vec![target],
        jump_only: vec![target],
        ..Overlay::default()
    };
    zoomed_ui(ui, style, &example, &overlay, Hex::new(0, -3));
}

/// The sheet around `centre`, zoomed 2.4 times and clipped to a box as wide as the page.
fn zoomed_ui(ui: &mut egui::Ui, style: &SheetStyle, state: &State, overlay: &Overlay, centre: Hex) {
    let width = ui.available_width().clamp(240.0, 440.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(width, 240.0), Sense::hover());
    let size = Vec2::splat(440.0) * 2.4;
    let fit = sheet_fit(Rect::from_center_size(rect.center(), size), state.radius);
    // Shift so that `centre` lands in the middle of the box.
    let offset = rect.center() - self::sheet::hex_pos(&fit, centre);
    let zoomed = Rect::from_center_size(rect.center() + offset, size);
    let painter = ui.painter().with_clip_rect(rect);
    draw_sheet(&painter, zoomed, state, style, overlay);
    ui.painter().rect_stroke(
        rect,
        4.0,
        Stroke::new(1.0, style.grid),
        egui::StrokeKind::Inside,
    );
}
