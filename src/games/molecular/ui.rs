//! Molecular Structures drawing and input: every sheet drawn like the paper one (5 × 5 flat-top
//! hexes, blue setup hexes, red 1-boxes, green 6-boxes), the pool as dice, the step's choices as
//! buttons. Legality always comes from `legal_actions`; refusals from the rules' `refusal`.

use super::rules::{Action, Cell, Molecular, Sheet, Spot, Stage, State, LAYOUT};
use crate::engine::{Rules, Session, ToMove};
use crate::ui::widgets::{hex_points, paint_die, Fit};
use crate::ui_contract::{GameUi, SheetStyle, UiEnv};
use egui::{
    pos2, vec2, Align, Align2, Color32, FontId, Layout, Painter, Pos2, Rect, RichText, Sense,
    Shape, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
};

const BLUE: Color32 = Color32::from_rgb(0x4a, 0x90, 0xd9);
const RED: Color32 = Color32::from_rgb(0xd0, 0x3b, 0x3b);
const GREEN: Color32 = Color32::from_rgb(0x2e, 0x9b, 0x4f);
/// Points per sheet unit (hex circumradius) at the natural size.
const NATURAL: f32 = 40.0;
const SQRT3: f32 = 1.732_050_8;

/// View state: which seat's sheet is shown large (`None` follows the turn).
#[derive(Default)]
pub struct View {
    focus: Option<usize>,
}

/// How a written hex stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Standing {
    /// Exactly as many connections as its number: it scores.
    Complete,
    /// Can still be completed.
    Open,
    /// Can no longer reach its number.
    Dead,
}

fn standing(sheet: &Sheet, i: usize) -> Option<Standing> {
    let Cell::Num(n) = sheet.cells[i] else {
        return None;
    };
    let c = sheet.connections(i);
    if c == n as usize {
        return Some(Standing::Complete);
    }
    let free = LAYOUT.neighbours[i]
        .iter()
        .filter(|&&j| sheet.fits(j, Cell::X))
        .count();
    if sheet.out || c + free < n as usize {
        Some(Standing::Dead)
    } else {
        Some(Standing::Open)
    }
}

/// The sheet in sheet units: the hex grid plus a header (name, red boxes) and a footer (green
/// boxes, score).
fn content_rect() -> Rect {
    let cols = LAYOUT.data.columns as f32;
    let rows = LAYOUT.data.rows as f32;
    let right = 1.5 * (cols - 1.0) + 1.0;
    let bottom = SQRT3 * (rows - 0.5) + SQRT3 / 2.0;
    Rect::from_min_max(pos2(-1.6, -2.7), pos2(right + 0.3, bottom + 1.9))
}

fn grid_bottom() -> f32 {
    SQRT3 * (LAYOUT.data.rows as f32 - 0.5) + SQRT3 / 2.0
}

fn grid_right() -> f32 {
    1.5 * (LAYOUT.data.columns as f32 - 1.0) + 1.0
}

/// Extra marks on a sheet: the current step's legal hexes, the hint, the hovered hex.
#[derive(Default)]
struct Marks {
    legal: Vec<Spot>,
    hint: Option<Spot>,
    hover: Option<Spot>,
    /// Outline the whole sheet (the seat to move) in this colour.
    frame: Option<Color32>,
}

fn center(fit: &Fit, s: Spot) -> Pos2 {
    let (x, y) = s.center();
    fit.pos(x, y)
}

/// The hex under `p`, if any.
fn spot_at(fit: &Fit, p: Pos2) -> Option<Spot> {
    let (x, y) = fit.unpos(p);
    LAYOUT
        .spots
        .iter()
        .map(|&s| {
            let (cx, cy) = s.center();
            (s, (cx - x).powi(2) + (cy - y).powi(2))
        })
        .filter(|&(_, d)| d < 0.9 * 0.9)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(s, _)| s)
}

fn paint_check(p: &Painter, c: Pos2, size: f32, color: Color32) {
    let w = (size * 0.18).max(1.0);
    p.add(Shape::line(
        vec![
            c + vec2(-0.5, 0.0) * size,
            c + vec2(-0.15, 0.4) * size,
            c + vec2(0.55, -0.45) * size,
        ],
        Stroke::new(w, color),
    ));
}

fn paint_cross(p: &Painter, c: Pos2, size: f32, color: Color32) {
    let w = (size * 0.16).max(1.0);
    let a = size * 0.45;
    p.line_segment([c + vec2(-a, -a), c + vec2(a, a)], Stroke::new(w, color));
    p.line_segment([c + vec2(-a, a), c + vec2(a, -a)], Stroke::new(w, color));
}

/// A row of check boxes ("1" or "6"); crossed ones get a cross.
#[allow(clippy::too_many_arguments)]
fn paint_boxes(
    p: &Painter,
    fit: &Fit,
    x0: f32,
    y: f32,
    count: u8,
    used: u8,
    label: &str,
    color: Color32,
    style: &SheetStyle,
) {
    let size = 0.85;
    for k in 0..count {
        let min = fit.pos(x0 + k as f32 * (size + 0.25), y);
        let r = Rect::from_min_size(min, Vec2::splat(size * fit.scale));
        p.rect(
            r,
            2.0,
            style.paper.lerp_to_gamma(color, 0.18),
            Stroke::new((0.07 * fit.scale).max(1.0), color),
            StrokeKind::Inside,
        );
        p.text(
            r.center(),
            Align2::CENTER_CENTER,
            label,
            FontId::proportional(0.62 * fit.scale),
            color,
        );
        if k < used {
            paint_cross(p, r.center(), r.width() * 0.95, style.ink);
        }
    }
}

fn paint_sheet_with(
    p: &Painter,
    rect: Rect,
    state: &State,
    seat: usize,
    style: &SheetStyle,
    marks: &Marks,
) -> Fit {
    let fit = Fit::new(content_rect(), rect, 4.0);
    let sheet = &state.sheets[seat];
    let u = fit.scale;
    let paper = rect.intersect(Rect::from_min_max(
        fit.pos(content_rect().min.x, content_rect().min.y),
        fit.pos(content_rect().max.x, content_rect().max.y),
    ));
    p.rect_filled(paper, 6.0, style.paper);
    if let Some(c) = marks.frame {
        p.rect_stroke(paper, 6.0, Stroke::new(3.0, c), StrokeKind::Inside);
    } else {
        p.rect_stroke(paper, 6.0, Stroke::new(1.0, style.grid), StrokeKind::Inside);
    }

    // Header: the player, out badge, red boxes; footer: green boxes and the score.
    p.text(
        fit.pos(-1.3, -1.95),
        Align2::LEFT_CENTER,
        format!("Player {}", seat + 1),
        FontId::proportional(0.75 * u),
        style.seat_colors[seat % 8],
    );
    if sheet.out {
        let r = p.text(
            fit.pos(1.9, -1.95),
            Align2::LEFT_CENTER,
            "OUT",
            FontId::proportional(0.6 * u),
            style.danger,
        );
        p.rect_stroke(
            r.expand(0.1 * u),
            3.0,
            Stroke::new(1.5, style.danger),
            StrokeKind::Outside,
        );
    }
    let red = LAYOUT.data.red_boxes;
    let green = LAYOUT.data.green_boxes;
    let red_x0 = grid_right() - red as f32 * 1.1 + 0.25;
    paint_boxes(p, &fit, red_x0, -2.4, red, sheet.red_used, "1", RED, style);
    let fy = grid_bottom() + 0.55;
    paint_boxes(
        p,
        &fit,
        -1.3,
        fy,
        green,
        sheet.green_used,
        "6",
        GREEN,
        style,
    );
    p.text(
        fit.pos(grid_right(), fy + 0.42),
        Align2::RIGHT_CENTER,
        format!("{} pts", sheet.total()),
        FontId::proportional(0.7 * u),
        style.ink,
    );

    // Column letters and row numbers, so "C3" can be found.
    for c in 0..LAYOUT.data.columns {
        let (x, y) = Spot::new(c, 0).center();
        p.text(
            fit.pos(x, y - SQRT3 / 2.0 - 0.05),
            Align2::CENTER_BOTTOM,
            ((b'A' + c) as char).to_string(),
            FontId::proportional(0.42 * u),
            style.faint,
        );
    }
    for r in 0..LAYOUT.data.rows {
        let (_, y) = Spot::new(0, r).center();
        p.text(
            fit.pos(-1.05, y),
            Align2::RIGHT_CENTER,
            (r + 1).to_string(),
            FontId::proportional(0.42 * u),
            style.faint,
        );
    }

    // Hexes.
    let blue_tint = style.paper.lerp_to_gamma(BLUE, 0.35);
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        let c = center(&fit, s);
        let fill = match standing(sheet, i) {
            Some(Standing::Complete) => style.paper.lerp_to_gamma(GREEN, 0.28),
            _ if LAYOUT.is_blue(i) => blue_tint,
            _ => style.paper,
        };
        let pts = hex_points(c, u * 0.97, true);
        p.add(Shape::convex_polygon(
            pts,
            fill,
            Stroke::new((0.05 * u).max(0.7), style.grid),
        ));
        if LAYOUT.is_blue(i) {
            // A second, inner outline marks the blue hexes without relying on colour.
            let inner = hex_points(c, u * 0.82, true);
            p.add(Shape::closed_line(
                inner,
                Stroke::new((0.04 * u).max(0.6), BLUE),
            ));
        }
    }
    // Bonds: a short bar across every shared edge between two written hexes.
    let bond = Stroke::new((0.13 * u).max(1.0), style.ink);
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        if !sheet.cells[i].is_filled() {
            continue;
        }
        for &j in &LAYOUT.neighbours[i] {
            if j > i && sheet.cells[j].is_filled() {
                let a = center(&fit, s);
                let b = center(&fit, LAYOUT.spots[j]);
                p.line_segment([a + (b - a) * 0.42, a + (b - a) * 0.58], bond);
            }
        }
    }
    // Numbers, X and connection counts.
    for (i, &s) in LAYOUT.spots.iter().enumerate() {
        let c = center(&fit, s);
        let conn = sheet.connections(i);
        match sheet.cells[i] {
            Cell::Empty => {}
            Cell::X => {
                paint_cross(p, c + vec2(0.0, -0.12 * u), 0.75 * u, GREEN);
                p.text(
                    c + vec2(0.0, 0.48 * u),
                    Align2::CENTER_CENTER,
                    format!("{conn}"),
                    FontId::proportional(0.34 * u),
                    style.faint,
                );
            }
            Cell::Num(n) => {
                let st = standing(sheet, i);
                let ink = if st == Some(Standing::Dead) {
                    style.faint
                } else {
                    style.ink
                };
                p.text(
                    c + vec2(0.0, -0.14 * u),
                    Align2::CENTER_CENTER,
                    n.to_string(),
                    FontId::proportional(0.82 * u),
                    ink,
                );
                p.text(
                    c + vec2(-0.08 * u, 0.48 * u),
                    Align2::CENTER_CENTER,
                    format!("{conn}/{n}"),
                    FontId::proportional(0.34 * u),
                    ink,
                );
                let sym = c + vec2(0.48 * u, 0.46 * u);
                match st {
                    Some(Standing::Complete) => paint_check(p, sym, 0.3 * u, GREEN),
                    Some(Standing::Dead) => paint_cross(p, sym, 0.22 * u, style.danger),
                    _ => {}
                }
            }
        }
    }
    // A sheet that is out is washed over, besides its OUT badge.
    if sheet.out {
        p.rect_filled(paper, 6.0, style.faint.gamma_multiply(0.15));
    }
    // Tutorial, hint and hover marks on top.
    for &s in &marks.legal {
        let c = center(&fit, s);
        p.add(Shape::closed_line(
            hex_points(c, u * 0.86, true),
            Stroke::new((0.07 * u).max(1.5), style.legal),
        ));
        if !sheet.cell(s).is_filled() {
            p.circle_filled(c, 0.12 * u, style.legal);
        }
    }
    if let Some(s) = marks.hover {
        p.add(Shape::closed_line(
            hex_points(center(&fit, s), u * 0.95, true),
            Stroke::new(1.5, style.accent),
        ));
    }
    if let Some(s) = marks.hint {
        p.add(Shape::closed_line(
            hex_points(center(&fit, s), u * 0.9, true),
            Stroke::new((0.14 * u).max(2.0), style.hint),
        ));
    }
    fit
}

fn seat_name(session: &Session<Molecular>, i: usize) -> String {
    session
        .seats
        .get(i)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| format!("Player {}", i + 1))
}

/// Final places with ties: (place, seat, total), best first.
fn ranking(state: &State) -> Vec<(usize, usize, i32)> {
    let totals: Vec<i32> = Molecular.scores(state).iter().map(|s| s.total).collect();
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&i| (-totals[i], i));
    order
        .into_iter()
        .map(|i| {
            (
                1 + totals.iter().filter(|&&t| t > totals[i]).count(),
                i,
                totals[i],
            )
        })
        .collect()
}

fn option_label(a: &Action) -> &'static str {
    match a {
        Action::RedReroll => "Red box: reroll the pool",
        Action::RedSkip => "Red box: write nothing",
        Action::Green => "Green box: write an X",
        Action::Reroll => "Reroll the 6",
        _ => "",
    }
}

impl GameUi for Molecular {
    type View = View;

    fn play_ui(
        &self,
        ui: &mut Ui,
        session: &Session<Self>,
        view: &mut View,
        env: &UiEnv,
    ) -> Option<Action> {
        let s = session.state();
        let style = &env.style;
        let legal = session.legal_actions();
        let active = match self.to_move(s) {
            ToMove::Seat(i) => Some(i),
            _ => None,
        };
        if view.focus.is_some_and(|f| f >= s.seats()) {
            view.focus = None;
        }
        let big = view
            .focus
            .or(active)
            .unwrap_or_else(|| ranking(s).first().map(|r| r.1).unwrap_or(0));
        let interactive = env.human_turn && Some(big) == active;
        let hint: Option<Action> = env.hint.as_ref().and_then(|(t, _)| t.parse().ok());
        let mut chosen: Option<Action> = None;

        let avail = ui.available_size();
        let height = if avail.y.is_finite() && avail.y > 200.0 {
            avail.y.min(1400.0)
        } else {
            640.0
        };
        let c = content_rect();
        let aspect = c.width() / c.height();
        let big_w = (height * aspect).min(avail.x * 0.52).max(200.0);
        let big_h = big_w / aspect;

        ui.horizontal_top(|ui| {
            // The large sheet.
            let (rect, resp) = ui.allocate_exact_size(vec2(big_w, big_h), Sense::click());
            let writing = interactive && Molecular::mark_to_write(s).is_some();
            let fit0 = Fit::new(c, rect, 4.0);
            let hovered = resp.hover_pos().and_then(|p| spot_at(&fit0, p));
            let mut marks = Marks {
                hover: if interactive { hovered } else { None },
                frame: (Some(big) == active).then_some(style.seat_colors[big % 8]),
                ..Marks::default()
            };
            if interactive && env.tutorial {
                marks.legal = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Write(h) => Some(*h),
                        _ => None,
                    })
                    .collect();
            }
            if Some(big) == active {
                if let Some(Action::Write(h)) = &hint {
                    marks.hint = Some(*h);
                }
            }
            paint_sheet_with(ui.painter(), rect, s, big, style, &marks);
            if let Some(h) = hovered {
                let write = Action::Write(h);
                if writing && env.tutorial && !legal.contains(&write) {
                    let _ = resp.clone().on_hover_text(self.refusal(s, &write));
                } else if writing && resp.clicked() && legal.contains(&write) {
                    chosen = Some(write);
                }
            }

            // The side panel.
            let side_w = (ui.available_width()).max(260.0);
            ui.scope_builder(
                UiBuilder::new().layout(Layout::top_down(Align::Min)),
                |ui| {
                    ui.set_width(side_w);
                    side_panel_ui(ui, session, view, env, &legal, &hint, big, &mut chosen);
                },
            );
        });
        if !env.human_turn {
            return None;
        }
        chosen.filter(|a| legal.contains(a))
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        seat: usize,
        style: &SheetStyle,
    ) {
        if seat < state.sheets.len() {
            paint_sheet_with(painter, rect, state, seat, style, &Marks::default());
        }
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        content_rect().size() * NATURAL
    }
}

/// Turn status, the pool, the drafted die and its choices, every sheet small, the ranking.
#[allow(clippy::too_many_arguments)]
fn side_panel_ui(
    ui: &mut Ui,
    session: &Session<Molecular>,
    view: &mut View,
    env: &UiEnv,
    legal: &[Action],
    hint: &Option<Action>,
    big: usize,
    chosen: &mut Option<Action>,
) {
    let s = session.state();
    let style = &env.style;
    let rules = Molecular;
    let active = match rules.to_move(s) {
        ToMove::Seat(i) => Some(i),
        _ => None,
    };

    // Whose turn.
    match (s.stage, active) {
        (Stage::Over, _) => {
            ui.heading("Game over");
        }
        (_, Some(i)) => {
            let phase = if matches!(s.stage, Stage::SetupTake | Stage::SetupWrite(_)) {
                "setup".to_string()
            } else {
                format!("round {}, pass {} of 2", s.round, s.pass())
            };
            ui.label(
                RichText::new(format!("{} to play ({phase})", seat_name(session, i)))
                    .size(18.0)
                    .color(style.seat_colors[i % 8]),
            );
        }
        _ => {
            ui.label(RichText::new("Rolling...").size(18.0));
        }
    }
    if s.round > 0 {
        let out: Vec<String> = (0..s.seats())
            .filter(|&i| s.sheets[i].out)
            .map(|i| seat_name(session, i))
            .collect();
        ui.label(format!(
            "First player this round: {} · players in: {} of {}{}",
            seat_name(session, s.first),
            s.players_in(),
            s.seats(),
            if out.is_empty() {
                String::new()
            } else {
                format!(" · out: {}", out.join(", "))
            }
        ));
    }
    // The rules say "Player N"; show the seats' own names.
    let mut prompt = rules.prompt(s);
    for i in (0..s.seats()).rev() {
        prompt = prompt.replace(&format!("Player {}", i + 1), &seat_name(session, i));
    }
    ui.label(prompt);
    ui.add_space(6.0);

    // The dice to pick from: the setup dice during setup, the pool afterwards.
    let (title, dice): (&str, Vec<u8>) = match s.stage {
        Stage::SetupTake | Stage::SetupWrite(_) => (
            "Setup dice still to write",
            s.sheets[s.seat].setup_left.clone(),
        ),
        _ => ("Drafting pool", s.pool.clone()),
    };
    ui.label(RichText::new(title).strong());
    let die = 40.0;
    ui.horizontal_wrapped(|ui| {
        if dice.is_empty() {
            ui.label("(empty)");
        }
        for (k, &v) in dice.iter().enumerate() {
            let (r, resp) = ui.allocate_exact_size(Vec2::splat(die), Sense::click());
            let take = Action::Take(v);
            let ok = legal.contains(&take);
            let can_pick = matches!(s.stage, Stage::Take | Stage::SetupTake);
            let fill = if can_pick && !ok {
                style.paper.gamma_multiply(0.6)
            } else {
                style.paper
            };
            paint_die(ui.painter(), r.shrink(2.0), v, fill, style.ink);
            if can_pick && env.human_turn && env.tutorial && ok {
                ui.painter()
                    .rect_stroke(r, 6.0, Stroke::new(2.5, style.legal), StrokeKind::Inside);
            }
            if can_pick
                && hint.as_ref() == Some(&take)
                && dice.iter().position(|&x| x == v) == Some(k)
            {
                ui.painter().rect_stroke(
                    r.expand(1.0),
                    6.0,
                    Stroke::new(3.0, style.hint),
                    StrokeKind::Outside,
                );
            }
            if can_pick && env.human_turn {
                if ok {
                    if resp.clicked() {
                        *chosen = Some(take);
                    }
                    let _ = resp.on_hover_text(format!("Draft this {v}"));
                } else if env.tutorial {
                    let _ = resp.on_hover_text(rules.refusal(s, &take));
                }
            }
        }
    });
    if !s.removed.is_empty() || !s.discards.is_empty() {
        let removed: Vec<String> = s.removed.iter().map(|d| d.to_string()).collect();
        ui.label(
            RichText::new(format!(
                "Used this round: {}{}",
                s.discards.len(),
                if removed.is_empty() {
                    String::new()
                } else {
                    format!(" · left the game: {}", removed.join(" "))
                }
            ))
            .color(style.faint),
        );
    }

    // The drafted die and what can be done with it.
    if let (Some(v), Some(i)) = (s.hand, active) {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.label(format!("{} holds", seat_name(session, i)));
            let (r, _) = ui.allocate_exact_size(Vec2::splat(die), Sense::hover());
            paint_die(ui.painter(), r.shrink(2.0), v, style.paper, style.ink);
            if s.stage == Stage::PlaceX {
                ui.label("as an X");
            }
        });
    }
    let options: Vec<Action> = match s.stage {
        Stage::Drafted(1) => vec![Action::RedReroll, Action::RedSkip],
        Stage::Drafted(6) => vec![Action::Green, Action::Reroll],
        _ => Vec::new(),
    };
    if !options.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for a in options {
                let ok = legal.contains(&a);
                let tint = match a {
                    Action::RedReroll | Action::RedSkip => RED,
                    Action::Green => GREEN,
                    _ => style.accent,
                };
                let mut button =
                    egui::Button::new(RichText::new(option_label(&a)).size(15.0).color(style.ink))
                        .fill(style.paper.lerp_to_gamma(tint, 0.25));
                if hint.as_ref() == Some(&a) {
                    button = button.stroke(Stroke::new(3.0, style.hint));
                } else if env.tutorial && ok && env.human_turn {
                    button = button.stroke(Stroke::new(2.0, style.legal));
                }
                let resp = ui.add_enabled(ok && env.human_turn, button);
                if resp.clicked() {
                    *chosen = Some(a.clone());
                }
                if !ok {
                    let _ = resp.on_disabled_hover_text(rules.refusal(s, &a));
                }
            }
        });
    }
    if Molecular::mark_to_write(s).is_some() && env.human_turn {
        let what = match s.stage {
            Stage::PlaceX => "the X".to_string(),
            Stage::SetupWrite(v) | Stage::Drafted(v) | Stage::Rerolled(v) => format!("the {v}"),
            _ => "it".into(),
        };
        ui.label(format!(
            "Click a hex on the large sheet to write {what}{}.",
            if env.tutorial {
                " (legal hexes are outlined)"
            } else {
                ""
            }
        ));
    }
    if let Some((_, Some(value))) = &env.hint {
        ui.label(
            RichText::new(format!("Hint: expected sheet worth about {value:.1}")).color(style.hint),
        );
    }

    // Final ranking.
    if s.stage == Stage::Over {
        ui.add_space(6.0);
        ui.label(RichText::new("Final ranking").strong());
        for (place, i, total) in ranking(s) {
            let crown = if place == 1 { "  (wins)" } else { "" };
            ui.label(
                RichText::new(format!(
                    "{place}. {}: {total} points{crown}",
                    seat_name(session, i)
                ))
                .color(style.seat_colors[i % 8]),
            );
        }
    }

    // Every sheet, small. Click one to show it large.
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new("All sheets").strong());
        if view.focus.is_some() && ui.button("Follow the turn").clicked() {
            view.focus = None;
        }
    });
    let n = s.seats();
    let cols = match n {
        0..=2 => 2,
        3..=6 => 3,
        _ => 4,
    };
    let gap = 6.0;
    let w = ((ui.available_width() - gap * (cols as f32 - 1.0)) / cols as f32).max(60.0);
    let c = content_rect();
    let rows = n.div_ceil(cols);
    // Keep the overview within the remaining height where possible.
    let room = ui.available_height();
    let mut h = w * c.height() / c.width();
    if room.is_finite() && room > 80.0 {
        h = h.min((room - 20.0 * rows as f32) / rows as f32).max(70.0);
    }
    for row in 0..rows {
        ui.horizontal(|ui| {
            for i in (row * cols)..((row + 1) * cols).min(n) {
                ui.vertical(|ui| {
                    ui.set_width(w);
                    let marker = if Some(i) == active { "> " } else { "" };
                    let out = if s.sheets[i].out { " (out)" } else { "" };
                    let text = RichText::new(format!(
                        "{marker}{}{out}: {}",
                        seat_name(session, i),
                        s.sheets[i].total()
                    ))
                    .size(12.0)
                    .color(style.seat_colors[i % 8]);
                    ui.label(if i == big { text.strong() } else { text });
                    let (r, resp) = ui.allocate_exact_size(vec2(w, h), Sense::click());
                    let marks = Marks {
                        frame: if i == big { Some(style.accent) } else { None },
                        ..Marks::default()
                    };
                    paint_sheet_with(ui.painter(), r, s, i, style, &marks);
                    if resp.clicked() {
                        view.focus = if Some(i) == active { None } else { Some(i) };
                    }
                    let _ =
                        resp.on_hover_text(format!("Show {}'s sheet large", seat_name(session, i)));
                });
            }
        });
    }
}
