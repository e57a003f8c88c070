//! Honeycomb Caverns: the sheet drawn with egui's Painter, hit-testing, tutorial highlights, hover
//! reasons (from the rules' refusals), the hint, and the dice tray. `paint_sheet` (export, small
//! views) and `play_ui` share [`draw_sheet`], so a PNG looks like the screen.

use super::rules::{
    action_target, explain_hex, jump_target, roll_choices, Action, Dir, Ending, Honeycomb, Mark,
    Phase, State, StepKind, BOARD,
};
use crate::engine::hex::Hex;
use crate::engine::{Rules, Session, ToMove};
use crate::ui::widgets::{dice_tray, hex_points, Fit};
use crate::ui_contract::{GameUi, SheetStyle, UiEnv};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, Vec2};

/// Seconds the dice tumble at animation speed 1.
const ROLL_SECONDS: f32 = 0.7;

/// View state kept between frames.
#[derive(Default)]
pub struct View {
    /// Log length when the current dice were first seen, and the time the tumble started.
    dice_seen: Option<(usize, f64)>,
    /// A hex clicked that several actions target: where to show the chooser.
    chooser: Option<(Hex, Pos2)>,
}

/// What to mark on top of the plain sheet.
#[derive(Default)]
pub struct Overlay {
    pub legal: Vec<Hex>,
    /// Legal targets that only a jump reaches (marked with a small "J").
    pub jump_only: Vec<Hex>,
    pub hint: Option<Hex>,
    pub hover: Option<Hex>,
}

/// The sheet-space box (unit hex circumradius) that holds the board, the rose and the legends.
fn content_box() -> Rect {
    let w = 1.5 * BOARD.radius() as f32 + 1.4;
    let h = 3f32.sqrt() * BOARD.radius() as f32 + 1.4;
    Rect::from_min_max(Pos2::new(-w, -h), Pos2::new(w, h))
}

/// How the sheet maps into `rect` (also used by the UI test to find a hex on screen).
pub fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(content_box(), rect, 6.0)
}

/// Screen position of a hex's centre.
pub fn hex_pos(fit: &Fit, h: Hex) -> Pos2 {
    let (x, y) = h.flat_top_center();
    fit.pos(x, y)
}

fn ring_tint(style: &SheetStyle, ring: i32) -> Color32 {
    // Warmer towards the rim, where the treasure is.
    let t = (ring as f32 / BOARD.radius() as f32).clamp(0.0, 1.0);
    let warm = Color32::from_rgb(0xf6, 0xd8, 0x8c);
    lerp(style.paper, warm, 0.15 + 0.55 * t)
}

fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

/// Paints the whole sheet: hexes, values, exits, compass rose, trail, Sadie, legends, overlays.
pub fn draw_sheet(p: &Painter, rect: Rect, s: &State, style: &SheetStyle, overlay: &Overlay) {
    let fit = sheet_fit(rect);
    let r = fit.scale;
    p.rect_filled(rect, 6.0, style.paper);
    let exit_fill = lerp(style.paper, Color32::from_rgb(0x7f, 0xb3, 0xd5), 0.55);
    for h in BOARD.hexes() {
        let c = hex_pos(&fit, h);
        let fill = match s.mark(h) {
            Mark::Filled => style.fill,
            _ if BOARD.is_rim(h) => exit_fill,
            _ => ring_tint(style, h.ring()),
        };
        p.add(Shape::convex_polygon(
            hex_points(c, r * 0.96, true),
            fill,
            Stroke::new((r * 0.06).max(1.0), style.grid),
        ));
        let size = r * 0.62;
        if h == Hex::ORIGIN {
            p.text(
                c,
                Align2::CENTER_CENTER,
                "START",
                FontId::proportional(size * 0.48),
                style.ink,
            );
        } else if BOARD.is_rim(h) {
            // An arrow pointing out of the cavern.
            let (x, y) = h.flat_top_center();
            let out = Vec2::new(x, y).normalized() * r * 0.32;
            p.arrow(
                c - out,
                out * 2.0,
                Stroke::new((r * 0.08).max(1.0), style.faint),
            );
        } else {
            let filled = s.mark(h) == Mark::Filled;
            let color = if filled { style.ink } else { style.faint };
            p.text(
                c,
                Align2::CENTER_CENTER,
                BOARD.value(h).to_string(),
                FontId::proportional(size),
                color,
            );
        }
    }
    draw_trail(p, &fit, s, style);
    // Overlays: legal targets, the hint, the hovered hex.
    for &h in &overlay.legal {
        p.add(Shape::closed_line(
            hex_points(hex_pos(&fit, h), r * 0.82, true),
            Stroke::new((r * 0.14).max(2.0), style.legal),
        ));
    }
    for &h in &overlay.jump_only {
        let c = hex_pos(&fit, h) + Vec2::new(r * 0.42, -r * 0.42);
        p.circle_filled(c, r * 0.26, style.legal);
        p.text(
            c,
            Align2::CENTER_CENTER,
            "J",
            FontId::proportional(r * 0.34),
            style.paper,
        );
    }
    if let Some(h) = overlay.hint {
        let c = hex_pos(&fit, h);
        p.add(Shape::closed_line(
            hex_points(c, r * 0.98, true),
            Stroke::new((r * 0.16).max(2.0), style.hint),
        ));
        p.text(
            c + Vec2::new(0.0, -r * 0.95),
            Align2::CENTER_BOTTOM,
            "hint",
            FontId::proportional(r * 0.45),
            style.hint,
        );
    }
    if let Some(h) = overlay.hover {
        p.add(Shape::closed_line(
            hex_points(hex_pos(&fit, h), r * 0.96, true),
            Stroke::new(1.5, style.ink),
        ));
    }
    draw_rose(p, &fit, style);
    draw_legends(p, &fit, s, style);
}

fn draw_trail(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let r = fit.scale;
    let width = (r * 0.16).max(1.5);
    for pair in s.trail.windows(2) {
        let (a, b) = (hex_pos(fit, pair[0].0), hex_pos(fit, pair[1].0));
        match pair[1].1 {
            StepKind::Walk => {
                p.line_segment([a, b], Stroke::new(width, style.accent));
            }
            StepKind::Jump => {
                // A dashed arc over the jumped hex.
                let mid = a + (b - a) * 0.5 + (b - a).rot90().normalized() * r * 0.6;
                let pts: Vec<Pos2> = (0..=16)
                    .map(|i| {
                        let t = i as f32 / 16.0;
                        let u = 1.0 - t;
                        Pos2::new(
                            u * u * a.x + 2.0 * u * t * mid.x + t * t * b.x,
                            u * u * a.y + 2.0 * u * t * mid.y + t * t * b.y,
                        )
                    })
                    .collect();
                for seg in pts.chunks(2) {
                    if let [x, y] = seg {
                        p.line_segment([*x, *y], Stroke::new(width, style.accent));
                    }
                }
            }
        }
    }
    let here = match s.phase {
        Phase::Over(Ending::Escaped(exit)) => exit,
        _ => s.pos,
    };
    let c = hex_pos(fit, here);
    let fell = s.phase == Phase::Over(Ending::Fell);
    let token = if fell { style.danger } else { style.accent };
    p.circle(
        c,
        r * 0.42,
        token,
        Stroke::new((r * 0.08).max(1.0), style.paper),
    );
    p.text(
        c,
        Align2::CENTER_CENTER,
        if fell { "X" } else { "S" },
        FontId::proportional(r * 0.5),
        style.paper,
    );
}

fn draw_rose(p: &Painter, fit: &Fit, style: &SheetStyle) {
    let b = content_box();
    let centre = fit.pos(b.min.x + 2.4, b.min.y + 2.4);
    let len = fit.scale * 1.35;
    p.circle_stroke(centre, fit.scale * 0.25, Stroke::new(1.0, style.faint));
    for d in Dir::all() {
        let (x, y) = d.step().flat_top_center();
        let v = Vec2::new(x, y).normalized();
        p.arrow(
            centre + v * fit.scale * 0.3,
            v * len * 0.62,
            Stroke::new((fit.scale * 0.07).max(1.0), style.ink),
        );
        p.text(
            centre + v * len,
            Align2::CENTER_CENTER,
            format!("{} {}", d.0, d.name()),
            FontId::proportional((fit.scale * 0.42).max(7.0)),
            style.ink,
        );
    }
}

fn draw_legends(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let b = content_box();
    let font = FontId::proportional((fit.scale * 0.55).max(8.0));
    // Jumps left as filled dots, used ones as rings.
    let dot = fit.scale * 0.28;
    let top_right = fit.pos(b.max.x - 0.4, b.min.y + 0.4);
    for i in 0..BOARD.data.jumps {
        let c = top_right
            + Vec2::new(
                -dot - (BOARD.data.jumps - 1 - i) as f32 * dot * 2.6,
                dot + 2.0,
            );
        if i < s.jumps_left {
            p.circle_filled(c, dot, style.accent);
        } else {
            p.circle_stroke(c, dot, Stroke::new(1.5, style.faint));
        }
    }
    let dots_width = BOARD.data.jumps as f32 * dot * 2.6;
    p.text(
        top_right - Vec2::new(dots_width + 4.0, 0.0),
        Align2::RIGHT_TOP,
        "Jumps",
        font.clone(),
        style.ink,
    );
    let score = match s.phase {
        Phase::Over(Ending::Fell) => "Fell: 0".to_string(),
        Phase::Over(Ending::Escaped(_)) => format!("Escaped: {}", s.filled_sum()),
        _ => format!("Treasure {}", s.filled_sum()),
    };
    p.text(
        fit.pos(b.max.x - 0.4, b.max.y - 0.4),
        Align2::RIGHT_BOTTOM,
        score,
        font.clone(),
        style.ink,
    );
    p.text(
        fit.pos(b.min.x + 0.4, b.max.y - 0.4),
        Align2::LEFT_BOTTOM,
        "Blue rim: exits",
        FontId::proportional((fit.scale * 0.42).max(7.0)),
        style.faint,
    );
}

/// The hex under a screen point, if it is on the board.
pub fn hex_at(fit: &Fit, pos: Pos2) -> Option<Hex> {
    let (x, y) = fit.unpos(pos);
    let h = Hex::from_flat_top(x, y);
    BOARD.contains(h).then_some(h)
}

fn action_label(s: &State, a: &Action) -> String {
    match *a {
        Action::Move(d, n) => {
            let end = super::rules::walk_path(s.pos, d, n);
            if end.escape {
                format!("Move {d} {n} (escape)")
            } else {
                format!("Move {d} {n} (+{})", BOARD.value(end.end))
            }
        }
        Action::Jump(d) => {
            let t = jump_target(s.pos, d);
            if BOARD.contains(t) && !BOARD.is_rim(t) {
                format!("Jump {d} (+{})", BOARD.value(t))
            } else {
                format!("Jump {d} (escape)")
            }
        }
        Action::Roll => "Roll".into(),
        Action::Dice(_) => a.to_string(),
    }
}

impl GameUi for Honeycomb {
    type View = View;

    fn play_ui(
        &self,
        ui: &mut egui::Ui,
        session: &Session<Self>,
        view: &mut View,
        env: &UiEnv,
    ) -> Option<Action> {
        let s = session.state();
        let now = ui.input(|i| i.time);
        let legal = if env.human_turn {
            self.legal_actions(s)
        } else {
            Vec::new()
        };
        let mut chosen: Option<Action> = None;

        // Dice: tumble when a new roll appears in the log.
        let dice_index = session
            .log()
            .iter()
            .rposition(|e| e.actor == ToMove::Chance);
        if let Some(i) = dice_index {
            if view.dice_seen.map(|(seen, _)| seen) != Some(i) {
                view.dice_seen = Some((i, now));
            }
        }
        let anim = match (view.dice_seen, s.dice()) {
            (Some((_, t0)), Some(_)) if env.anim_speed > 0.0 => {
                let dur = (ROLL_SECONDS / env.anim_speed) as f64;
                (1.0 - ((now - t0) / dur)).clamp(0.0, 1.0) as f32
            }
            _ => 0.0,
        };
        if anim > 0.0 {
            ui.ctx().request_repaint();
        }
        let hint_action: Option<Action> = env.hint.as_ref().and_then(|(h, _)| h.parse().ok());

        ui.horizontal(|ui| {
            match s.dice() {
                Some(d) => {
                    dice_tray(ui, &d, 40.0, anim, &env.style);
                }
                None => {
                    ui.add_sized([150.0, 48.0], egui::Label::new("(no dice on the table)"));
                }
            }
            ui.add_space(12.0);
            let can_roll = legal.contains(&Action::Roll);
            let roll = ui.add_enabled(
                can_roll,
                egui::Button::new(egui::RichText::new("Roll the dice").size(20.0)),
            );
            if roll.clicked() {
                chosen = Some(Action::Roll);
            }
            if hint_action == Some(Action::Roll) {
                ui.colored_label(env.style.hint, "(hint)");
            }
        });
        // Every legal move and jump as a button too (keyboard and screen-reader friendly).
        if anim == 0.0 {
            ui.horizontal_wrapped(|ui| {
                for a in legal.iter().filter(|a| !matches!(a, Action::Roll)) {
                    let mut text = egui::RichText::new(action_label(s, a));
                    if hint_action.as_ref() == Some(a) {
                        text = text.color(env.style.hint).strong();
                    }
                    if ui.button(text).clicked() {
                        chosen = Some(*a);
                    }
                }
                if let Some(d) = s.dice() {
                    if !legal.is_empty() && !legal.iter().any(|a| matches!(a, Action::Move(..))) {
                        let offers: Vec<String> = roll_choices(d)
                            .iter()
                            .map(|(d, n)| format!("{d} {n}"))
                            .collect();
                        ui.label(format!("(no move fits: {})", offers.join(", ")));
                    }
                }
            });
        }

        // The sheet.
        let side = ui.available_width().min(ui.available_height()).max(200.0);
        let avail = Vec2::new(ui.available_width().max(200.0), side);
        let (rect, response) = ui.allocate_exact_size(avail, Sense::click());
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Honeycomb sheet"));
        let fit = sheet_fit(rect);
        let hovered = response.hover_pos().and_then(|p| hex_at(&fit, p));
        let targets: Vec<(Hex, Action)> = legal
            .iter()
            .filter_map(|a| action_target(s, a).map(|h| (h, *a)))
            .collect();
        let overlay = Overlay {
            legal: if env.tutorial && anim == 0.0 {
                targets.iter().map(|(h, _)| *h).collect()
            } else {
                Vec::new()
            },
            jump_only: if env.tutorial && anim == 0.0 {
                targets
                    .iter()
                    .map(|(h, _)| *h)
                    .filter(|h| {
                        targets
                            .iter()
                            .filter(|(t, _)| t == h)
                            .all(|(_, a)| matches!(a, Action::Jump(_)))
                    })
                    .collect()
            } else {
                Vec::new()
            },
            hint: hint_action.and_then(|a| action_target(s, &a)),
            hover: hovered,
        };
        draw_sheet(ui.painter(), rect, s, &env.style, &overlay);

        if let Some(h) = hovered {
            let here: Vec<&Action> = targets
                .iter()
                .filter(|(t, _)| *t == h)
                .map(|(_, a)| a)
                .collect();
            let tip = if !here.is_empty() {
                Some(
                    here.iter()
                        .map(|a| action_label(s, a))
                        .collect::<Vec<_>>()
                        .join(" or "),
                )
            } else if env.tutorial && env.human_turn {
                explain_hex(s, h)
            } else {
                None
            };
            if let Some(tip) = tip {
                response.clone().on_hover_text_at_pointer(tip);
            }
        }
        if response.clicked() && anim == 0.0 {
            if let Some(h) = hovered.or_else(|| {
                response
                    .interact_pointer_pos()
                    .and_then(|p| hex_at(&fit, p))
            }) {
                let here: Vec<Action> = targets
                    .iter()
                    .filter(|(t, _)| *t == h)
                    .map(|(_, a)| *a)
                    .collect();
                match here.as_slice() {
                    [one] => chosen = Some(*one),
                    [] => view.chooser = None,
                    _ => {
                        view.chooser =
                            Some((h, response.interact_pointer_pos().unwrap_or(rect.center())))
                    }
                }
            }
        }
        // Several actions land on the clicked hex: let the player pick.
        if let Some((h, pos)) = view.chooser {
            let options: Vec<Action> = targets
                .iter()
                .filter(|(t, _)| *t == h)
                .map(|(_, a)| *a)
                .collect();
            if options.len() < 2 {
                view.chooser = None;
            } else {
                let area = egui::Area::new(egui::Id::unique("honeycomb-chooser"))
                    .fixed_pos(pos)
                    .order(egui::Order::Foreground)
                    .show(ui.ctx(), |ui| {
                        egui::Frame::popup(ui.style()).show(ui, |ui| {
                            ui.label("Both land here:");
                            for a in &options {
                                if ui.button(action_label(s, a)).clicked() {
                                    chosen = Some(*a);
                                }
                            }
                        });
                    });
                if chosen.is_some() || (area.response.clicked_elsewhere() && !response.clicked()) {
                    view.chooser = None;
                }
            }
        }
        if chosen.is_some() {
            view.chooser = None;
        }
        chosen.filter(|a| legal.contains(a))
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        _seat: usize,
        style: &SheetStyle,
    ) {
        draw_sheet(painter, rect, state, style, &Overlay::default());
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
        let scale = sheet_fit(Rect::from_center_size(Pos2::ZERO, size)).scale;
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

    fn sheet_size(&self, _state: &State) -> Vec2 {
        let b = content_box();
        Vec2::new(b.width(), b.height()) * 34.0
    }
}
