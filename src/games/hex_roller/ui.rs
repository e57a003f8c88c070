//! Hex Roller sheet drawing and input.
//!
//! One painter function draws a sheet (bonus boxes, the hex field with its areas, the tracker
//! rows) scaled into any rect; the play screen, the small views, the end screen and PNG export all
//! use it, the play screen adding an overlay (legal hexes, the hint, the hovered hex). Legality
//! comes only from `legal_actions`; refusal texts come from the rules.

use super::rules::{detail, Action, Bonus, HexRoller, Layout, Phase, State, Step, DATA};
use crate::engine::hex::Hex;
use crate::engine::{Rules, Session, ToMove};
use crate::ui::widgets::{hex_points, Fit};
use crate::ui_contract::{GameUi, SheetStyle, UiEnv};
use egui::{
    pos2, vec2, Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, StrokeKind,
    Vec2,
};

/// Natural sheet size in points.
const W: f32 = 440.0;
const H: f32 = 560.0;
/// Heights of the bonus band at the top and the tracker band at the bottom.
const HEADER: f32 = 52.0;
const TRACKER: f32 = 104.0;

/// View state between frames.
#[derive(Default)]
pub struct View {
    /// The seat shown large once the game is over.
    focus: usize,
    /// The roll last seen (round, dice) and when it appeared, for the tumble animation.
    seen_roll: Option<(u8, Vec<u8>)>,
    roll_time: f64,
}

/// How long new dice tumble, in seconds at normal speed.
const TUMBLE: f64 = 0.6;

/// Extra marks the play screen puts on the active sheet.
#[derive(Default)]
struct Overlay {
    legal: Vec<Hex>,
    hint: Option<Hex>,
    hover: Option<Hex>,
}

fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(l(a.r(), b.r()), l(a.g(), b.g()), l(a.b(), b.b()))
}

/// Where the parts of a sheet land on screen.
struct Geom {
    fit: Fit,
    /// Sheet units per hex radius and the sheet position of hex (0, 0).
    unit: f32,
    origin: (f32, f32),
}

impl Geom {
    fn new(rect: Rect, layout: &Layout) -> Geom {
        let fit = Fit::new(Rect::from_min_size(Pos2::ZERO, vec2(W, H)), rect, 0.0);
        let half_w = 3f32.sqrt() / 2.0;
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for h in &layout.hexes {
            let (x, y) = h.pointy_top_center();
            x0 = x0.min(x - half_w);
            x1 = x1.max(x + half_w);
            y0 = y0.min(y - 1.0);
            y1 = y1.max(y + 1.0);
        }
        let field = Rect::from_min_max(pos2(10.0, HEADER + 4.0), pos2(W - 10.0, H - TRACKER - 4.0));
        let unit = (field.width() / (x1 - x0)).min(field.height() / (y1 - y0));
        let origin = (
            field.center().x - (x0 + x1) / 2.0 * unit,
            field.center().y - (y0 + y1) / 2.0 * unit,
        );
        Geom { fit, unit, origin }
    }
    /// A sheet point on screen.
    fn p(&self, x: f32, y: f32) -> Pos2 {
        self.fit.pos(x, y)
    }
    /// A sheet length on screen.
    fn s(&self, v: f32) -> f32 {
        v * self.fit.scale
    }
    fn radius(&self) -> f32 {
        self.s(self.unit)
    }
    fn hex_center(&self, h: Hex) -> Pos2 {
        let (x, y) = h.pointy_top_center();
        self.p(self.origin.0 + x * self.unit, self.origin.1 + y * self.unit)
    }
    fn hex_at(&self, p: Pos2) -> Hex {
        let (x, y) = self.fit.unpos(p);
        Hex::from_pointy_top(
            (x - self.origin.0) / self.unit,
            (y - self.origin.1) / self.unit,
        )
    }
    fn bonus_rect(&self, k: usize) -> Rect {
        let w = 74.0;
        Rect::from_min_size(
            self.p(12.0 + k as f32 * (w + 8.0), 14.0),
            vec2(self.s(w), self.s(30.0)),
        )
    }
    fn tracker_box(&self, row: usize, col: usize, rounds: usize) -> Rect {
        let left = 64.0;
        let size = ((W - left - 64.0) / rounds as f32).min(40.0);
        let top = H - TRACKER + 10.0 + row as f32 * (size + 10.0);
        Rect::from_min_size(
            self.p(left + col as f32 * size, top),
            vec2(self.s(size), self.s(size)),
        )
    }
}

fn font(size: f32) -> FontId {
    FontId::proportional(size.max(1.0))
}

/// Paints `seat`'s sheet into `rect` with an optional overlay.
fn paint(
    painter: &Painter,
    rect: Rect,
    s: &State,
    seat: usize,
    style: &SheetStyle,
    overlay: &Overlay,
) {
    let layout = s.layout();
    let g = Geom::new(rect, layout);
    let Some(sheet) = s.sheets.get(seat) else {
        return;
    };
    let sheet_rect = Rect::from_min_max(g.p(0.0, 0.0), g.p(W, H));
    painter.rect_filled(sheet_rect, g.s(8.0), style.paper);
    painter.rect_stroke(
        sheet_rect,
        g.s(8.0),
        Stroke::new(g.s(1.5), style.grid),
        StrokeKind::Inside,
    );
    let turn = match &s.phase {
        Phase::Turn(t) if t.seat == seat => Some(t),
        _ => None,
    };
    let this_turn: Vec<Hex> = turn.map(|t| t.written()).unwrap_or_default();
    let d = detail(layout, sheet);
    let ink = style.ink;
    let pen = style.accent;

    // Bonus boxes.
    painter.text(
        g.p(12.0, 4.0),
        Align2::LEFT_TOP,
        "Bonuses (2 each if unused)",
        font(g.s(10.0)),
        style.faint,
    );
    for b in Bonus::ALL {
        let r = g.bonus_rect(b.index());
        let used = sheet.bonuses[b.index()];
        let now = used.is_some() && used == Some(s.round) && turn.is_some();
        let fill = if now {
            mix(style.paper, style.fill, 0.5)
        } else {
            style.paper
        };
        painter.rect_filled(r, g.s(4.0), fill);
        painter.rect_stroke(
            r,
            g.s(4.0),
            Stroke::new(g.s(1.2), style.grid),
            StrokeKind::Inside,
        );
        let text_color = if used.is_some() { style.faint } else { ink };
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            b.label(),
            font(g.s(11.5)),
            text_color,
        );
        if used.is_some() {
            let st = Stroke::new(g.s(2.2), pen);
            let m = r.shrink(g.s(4.0));
            painter.line_segment([m.left_top(), m.right_bottom()], st);
            painter.line_segment([m.left_bottom(), m.right_top()], st);
        }
    }
    let total = d.total();
    let score_text = if s.phase == Phase::Over {
        format!("Score {total}")
    } else {
        format!("Score so far {total}")
    };
    painter.text(
        g.p(W - 12.0, 29.0),
        Align2::RIGHT_CENTER,
        score_text,
        font(g.s(15.0)),
        ink,
    );

    // Hexes.
    let r = g.radius();
    for (i, &h) in layout.hexes.iter().enumerate() {
        let c = g.hex_center(h);
        let area = &layout.areas[layout.area_of[i]];
        let mut fill = if area.middle {
            mix(style.paper, style.fill, 0.12)
        } else {
            style.paper
        };
        if layout.printed[i].is_some() {
            fill = mix(fill, style.grid, 0.28);
        }
        if this_turn.contains(&h) {
            fill = mix(fill, style.accent, 0.22);
        }
        if overlay.hover == Some(h) && overlay.legal.contains(&h) {
            fill = mix(fill, style.legal, 0.3);
        }
        painter.add(Shape::convex_polygon(
            hex_points(c, r, false),
            fill,
            Stroke::new(g.s(0.8), style.grid),
        ));
    }
    // Lines through printed pairs that are joined.
    for (_, path) in &d.pairs {
        let Some(path) = path else { continue };
        let st = Stroke::new(r * 0.22, mix(style.paper, style.fill, 0.75));
        for w in path.windows(2) {
            painter.line_segment(
                [
                    g.hex_center(layout.hexes[w[0]]),
                    g.hex_center(layout.hexes[w[1]]),
                ],
                st,
            );
        }
    }
    // Area borders: every hex edge that leaves the area.
    let border = Stroke::new(g.s(2.6), mix(style.paper, ink, 0.75));
    for (i, &h) in layout.hexes.iter().enumerate() {
        let c = g.hex_center(h);
        for n in h.neighbours() {
            let other = layout.index(n).map(|j| layout.area_of[j]);
            if other != Some(layout.area_of[i]) {
                let dir = g.hex_center(n) - c;
                let ang = dir.y.atan2(dir.x);
                let step = std::f32::consts::PI / 6.0;
                let a = c + Vec2::angled(ang - step) * r;
                let b = c + Vec2::angled(ang + step) * r;
                painter.line_segment([a, b], border);
            }
        }
    }
    // Numbers.
    for (i, &h) in layout.hexes.iter().enumerate() {
        let c = g.hex_center(h);
        let v = sheet.cells[i];
        if v == 0 {
            continue;
        }
        if layout.printed[i].is_some() {
            painter.circle_stroke(c, r * 0.62, Stroke::new(g.s(1.6), ink));
            painter.text(
                c,
                Align2::CENTER_CENTER,
                v.to_string(),
                FontId::proportional(r * 0.9),
                ink,
            );
        } else {
            painter.text(
                c,
                Align2::CENTER_CENTER,
                v.to_string(),
                FontId::proportional(r * 0.95),
                pen,
            );
        }
    }
    // Full areas: their points in a badge on the centre hex's lower corner.
    for (a, area) in layout.areas.iter().enumerate() {
        let (Some(_), pts) = d.areas[a] else { continue };
        let c = g.hex_center(layout.hexes[area.cells[0]]) + vec2(0.0, r);
        let badge = r * 0.42;
        painter.circle_filled(c, badge, style.fill);
        painter.circle_stroke(c, badge, Stroke::new(g.s(1.2), ink));
        painter.text(
            c,
            Align2::CENTER_CENTER,
            pts.to_string(),
            font(badge * 1.15),
            Color32::BLACK,
        );
    }
    // The middle area's ×2 mark.
    for area in layout.areas.iter().filter(|a| a.middle) {
        let c = g.hex_center(layout.hexes[area.cells[0]]) + vec2(0.0, -r * 0.62);
        painter.text(c, Align2::CENTER_CENTER, "×2", font(r * 0.42), style.ink);
    }
    // The hex just written, which the next one must touch: a pen-coloured inner ring.
    if let Some(t) = turn.filter(|t| t.step == Step::Chain) {
        if let Some(&last) = t.chains.last().and_then(|c| c.hexes.last()) {
            let c = g.hex_center(last);
            painter.add(Shape::closed_line(
                hex_points(c, r * 0.8, false),
                Stroke::new(g.s(2.0), pen),
            ));
        }
    }
    // Overlay: legal hexes (ring + dot) and the hint (thick ring + star).
    for &h in &overlay.legal {
        let c = g.hex_center(h);
        painter.add(Shape::closed_line(
            hex_points(c, r * 0.86, false),
            Stroke::new(g.s(2.4), style.legal),
        ));
        painter.circle_filled(c + vec2(0.0, r * 0.55), r * 0.09, style.legal);
    }
    if let Some(h) = overlay.hint {
        let c = g.hex_center(h);
        painter.add(Shape::closed_line(
            hex_points(c, r * 0.92, false),
            Stroke::new(g.s(3.6), style.hint),
        ));
        star(painter, c + vec2(r * 0.5, -r * 0.45), r * 0.22, style.hint);
    }

    // Tracker rows.
    let rounds = layout.rounds();
    for row in 0..2 {
        let label = if row == 0 { "Top" } else { "Bottom" };
        let b0 = g.tracker_box(row, 0, rounds);
        painter.text(
            pos2(g.p(56.0, 0.0).x, b0.center().y),
            Align2::RIGHT_CENTER,
            label,
            font(g.s(12.0)),
            style.faint,
        );
        let score = d.rows[row];
        // Mark the first box of each number counted in the straight.
        let mut counted = vec![false; sheet.rows[row].len()];
        for n in DATA.faces.0 as i32..=score {
            if let Some(k) = sheet.rows[row].iter().position(|&x| x as i32 == n) {
                counted[k] = true;
            }
        }
        for col in 0..rounds {
            let b = g.tracker_box(row, col, rounds).shrink(g.s(2.0));
            let next = turn.is_some() && col == sheet.rows[row].len();
            let fill = if counted.get(col).copied().unwrap_or(false) {
                mix(style.paper, style.fill, 0.35)
            } else {
                style.paper
            };
            painter.rect_filled(b, g.s(3.0), fill);
            let st = if next {
                Stroke::new(g.s(2.2), style.accent)
            } else {
                Stroke::new(g.s(1.2), style.grid)
            };
            painter.rect_stroke(b, g.s(3.0), st, StrokeKind::Inside);
            if let Some(&v) = sheet.rows[row].get(col) {
                painter.text(
                    b.center(),
                    Align2::CENTER_CENTER,
                    v.to_string(),
                    font(b.height() * 0.62),
                    pen,
                );
                if counted[col] {
                    // A tick under the number: the straight uses this box (not colour alone).
                    let y = b.bottom() - b.height() * 0.14;
                    painter.line_segment(
                        [
                            pos2(b.left() + b.width() * 0.25, y),
                            pos2(b.right() - b.width() * 0.25, y),
                        ],
                        Stroke::new(g.s(1.8), ink),
                    );
                }
            }
        }
        let last = g.tracker_box(row, rounds - 1, rounds);
        painter.text(
            pos2(last.right() + g.s(8.0), last.center().y),
            Align2::LEFT_CENTER,
            format!("= {score}"),
            font(g.s(15.0)),
            ink,
        );
    }
}

/// A filled five-pointed star (the hint's shape, so it does not rely on colour).
fn star(p: &Painter, c: Pos2, r: f32, color: Color32) {
    let pts: Vec<Pos2> = (0..10)
        .map(|k| {
            let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
            let rr = if k % 2 == 0 { r } else { r * 0.45 };
            c + Vec2::angled(a) * rr
        })
        .collect();
    // The star is not convex: fan it from the centre as triangles.
    for k in 0..10 {
        p.add(Shape::convex_polygon(
            vec![c, pts[k], pts[(k + 1) % 10]],
            color,
            Stroke::NONE,
        ));
    }
}

/// A die with a numeral (faces 3 to 8).
fn paint_die(p: &Painter, rect: Rect, value: u8, fill: Color32, ink: Color32) {
    p.rect_filled(rect, rect.height() * 0.18, fill);
    p.rect_stroke(
        rect,
        rect.height() * 0.18,
        Stroke::new(1.5, ink),
        StrokeKind::Inside,
    );
    p.text(
        rect.center(),
        Align2::CENTER_CENTER,
        value.to_string(),
        font(rect.height() * 0.62),
        ink,
    );
}

fn hint_action(env: &UiEnv) -> Option<Action> {
    env.hint.as_ref().and_then(|(text, _)| text.parse().ok())
}

/// A button for `action` when legal, else a greyed one explaining why not.
fn action_button(
    ui: &mut egui::Ui,
    rules: &HexRoller,
    s: &State,
    legal: &[Action],
    action: &Action,
    label: &str,
    env: &UiEnv,
) -> bool {
    let ok = legal.contains(action);
    let hinted = hint_action(env).as_ref() == Some(action);
    let text = if hinted {
        format!("Hint: {label}")
    } else {
        label.to_string()
    };
    let mut button = egui::Button::new(text);
    if hinted {
        button = button.stroke(Stroke::new(2.5, env.style.hint));
    }
    let resp = ui.add_enabled(ok && env.human_turn, button);
    let resp = if ok {
        resp
    } else {
        resp.on_disabled_hover_text(rules.refusal(s, action))
    };
    resp.clicked() && ok && env.human_turn
}

impl GameUi for HexRoller {
    type View = View;

    fn play_ui(
        &self,
        ui: &mut egui::Ui,
        session: &Session<Self>,
        view: &mut View,
        env: &UiEnv,
    ) -> Option<Action> {
        let s = session.state();
        let seats = &session.seats;
        let n = s.sheets.len();
        let legal = self.legal_actions(s);
        let style = &env.style;
        let mut chosen: Option<Action> = None;
        let active = match self.to_move(s) {
            ToMove::Seat(i) => i,
            _ => view.focus.min(n.saturating_sub(1)),
        };
        let name = |i: usize| {
            seats
                .get(i)
                .map_or(format!("Player {}", i + 1), |x| x.name.clone())
        };
        let scores = self.scores(s);

        // Whose turn, the round and the prompt.
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
            ui.painter()
                .rect_filled(r, 4.0, style.seat_colors[active % 8]);
            let head = if s.phase == Phase::Over {
                format!("Game over · showing {}'s sheet", name(active))
            } else {
                format!(
                    "Round {} of {} · {} to play",
                    (s.round as usize + 1).min(s.layout().rounds()),
                    s.layout().rounds(),
                    name(active)
                )
            };
            ui.heading(head);
        });
        ui.label(egui::RichText::new(self.prompt(s)).size(16.0));

        // The roll, grouped by number; a new roll tumbles briefly.
        let now = ui.input(|i| i.time);
        let key = (s.round, s.dice.clone());
        if view.seen_roll.as_ref() != Some(&key) {
            view.seen_roll = Some(key);
            view.roll_time = now;
        }
        let tumble_for = TUMBLE * env.anim_speed as f64;
        let tumbling = tumble_for > 0.0 && now - view.roll_time < tumble_for;
        if tumbling {
            ui.ctx().request_repaint();
        }
        if !s.dice.is_empty() && s.phase != Phase::Over {
            ui.horizontal(|ui| {
                ui.label("Roll:");
                let turn = s.turn();
                for num in s.rolled() {
                    let count = s.count(num) as usize;
                    let die = 34.0;
                    let dice_w = count as f32 * (die + 4.0) - 4.0;
                    let size = vec2((dice_w + 16.0).max(84.0), die + 22.0);
                    let (rect, resp) = ui.allocate_exact_size(size, Sense::click());
                    // Named for screen readers (and UI tests): "Choose 5 (2 dice)".
                    let what = format!(
                        "Choose {num} ({count} {})",
                        if count == 1 { "die" } else { "dice" }
                    );
                    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
                    let p = ui.painter();
                    let pick = Action::Pick(num);
                    let is_legal = legal.contains(&pick);
                    let hinted = hint_action(env).as_ref() == Some(&pick);
                    let order = turn.and_then(|t| t.chains.iter().position(|c| c.number == num));
                    let frame = if hinted {
                        Stroke::new(3.0, style.hint)
                    } else if env.tutorial && is_legal {
                        Stroke::new(2.5, style.legal)
                    } else {
                        Stroke::new(1.0, style.grid)
                    };
                    let bg = if resp.hovered() && is_legal {
                        mix(style.paper, style.legal, 0.2)
                    } else {
                        style.paper
                    };
                    p.rect_filled(rect, 6.0, bg);
                    p.rect_stroke(rect, 6.0, frame, StrokeKind::Inside);
                    let faded = order.is_some();
                    for k in 0..count {
                        let r = Rect::from_min_size(
                            pos2(
                                rect.center().x - dice_w / 2.0 + k as f32 * (die + 4.0),
                                rect.top() + 4.0,
                            ),
                            vec2(die, die),
                        );
                        let (fill, ink) = if faded {
                            (mix(style.paper, style.fill, 0.5), style.ink)
                        } else {
                            (style.paper, style.ink)
                        };
                        if tumbling {
                            // Changing faces and a small hop while the dice settle.
                            let t =
                                ((now - view.roll_time) * 20.0) as u64 + k as u64 * 3 + num as u64;
                            let face = DATA.faces.0 + (t % 6) as u8;
                            let hop =
                                ((now - view.roll_time) * 25.0 + k as f64).sin().abs() as f32 * 5.0;
                            paint_die(p, r.translate(vec2(0.0, -hop)), face, fill, ink);
                        } else {
                            paint_die(p, r, num, fill, ink);
                        }
                    }
                    let caption = match (order, turn) {
                        (Some(k), Some(t)) => {
                            let c = &t.chains[k];
                            let tag = if c.third {
                                "bonus"
                            } else if t.chains[..k].iter().any(|x| !x.third) {
                                "2nd"
                            } else {
                                "1st"
                            };
                            format!("{tag}: {}/{} written", c.hexes.len(), c.want)
                        }
                        _ => format!("{count}× {num}"),
                    };
                    let caption = if hinted {
                        format!("Hint: {caption}")
                    } else {
                        caption
                    };
                    p.text(
                        pos2(rect.center().x, rect.bottom() - 3.0),
                        Align2::CENTER_BOTTOM,
                        caption,
                        font(11.0),
                        style.ink,
                    );
                    let resp = if is_legal {
                        resp.on_hover_text(format!(
                            "Choose {num}: write it in {count} hex{}",
                            if count == 1 { "" } else { "es" }
                        ))
                    } else if env.tutorial && matches!(self.to_move(s), ToMove::Seat(_)) {
                        resp.on_hover_text(self.refusal(s, &pick))
                    } else {
                        resp
                    };
                    if resp.clicked() && is_legal && env.human_turn {
                        chosen = Some(pick);
                    }
                }
            });
        }
        ui.add_space(4.0);

        let avail = ui.available_size();
        ui.horizontal_top(|ui| {
            // The active seat's sheet, large and clickable.
            let big_w = (avail.x * 0.56).min((avail.y - 8.0) * W / H).max(260.0);
            let (rect, resp) = ui.allocate_exact_size(vec2(big_w, big_w * H / W), Sense::click());
            let g = Geom::new(rect, s.layout());
            let hovered = resp
                .hover_pos()
                .map(|p| g.hex_at(p))
                .filter(|h| s.layout().index(*h).is_some());
            let mut overlay = Overlay {
                hover: hovered,
                ..Default::default()
            };
            if s.turn().is_some_and(|t| t.seat == active) {
                let writes: Vec<Hex> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Write(h) => Some(*h),
                        _ => None,
                    })
                    .collect();
                if env.tutorial {
                    overlay.legal = writes.clone();
                } else {
                    // Even without the tutorial, hovering a legal hex tints it.
                    overlay.legal = Vec::new();
                }
                if let Some(Action::Write(h)) = hint_action(env) {
                    overlay.hint = Some(h);
                }
                let painter = ui.painter_at(rect);
                paint(&painter, rect, s, active, style, &overlay);
                if !env.tutorial {
                    if let Some(h) = hovered.filter(|h| writes.contains(h)) {
                        let c = g.hex_center(h);
                        painter.add(Shape::closed_line(
                            hex_points(c, g.radius() * 0.86, false),
                            Stroke::new(2.0, style.accent),
                        ));
                    }
                }
                if let Some(h) = hovered {
                    let action = Action::Write(h);
                    let resp = if writes.contains(&h) {
                        let what = match s.turn().map(|t| t.step) {
                            Some(Step::Two) => "Write the free 2 here".to_string(),
                            Some(Step::Extra(n)) => format!("Write the extra {n} here"),
                            _ => match s.turn().and_then(|t| t.chains.last()) {
                                Some(c) => format!("Write {} here", c.number),
                                None => "Write here".to_string(),
                            },
                        };
                        resp.clone().on_hover_text_at_pointer(what)
                    } else if env.tutorial {
                        resp.clone()
                            .on_hover_text_at_pointer(self.refusal(s, &action))
                    } else {
                        resp.clone()
                    };
                    if resp.clicked() && writes.contains(&h) && env.human_turn {
                        chosen = Some(action);
                    }
                }
            } else {
                paint(&ui.painter_at(rect), rect, s, active, style, &overlay);
            }
            ui.painter().rect_stroke(
                rect,
                8.0,
                Stroke::new(3.0, style.seat_colors[active % 8]),
                StrokeKind::Outside,
            );

            ui.vertical(|ui| {
                ui.set_max_width((avail.x - big_w - 16.0).max(200.0));
                if let Some(t) = s.turn() {
                    ui.label(
                        egui::RichText::new("Bonus (one per round, each once per game)").strong(),
                    );
                    ui.horizontal_wrapped(|ui| {
                        let extras: Vec<u8> = legal
                            .iter()
                            .filter_map(|a| match a {
                                Action::Extra(n) => Some(*n),
                                _ => None,
                            })
                            .collect();
                        if extras.is_empty() {
                            let probe = t
                                .chains
                                .last()
                                .map_or(s.rolled().first().copied().unwrap_or(3), |c| c.number);
                            action_button(
                                ui,
                                self,
                                s,
                                &legal,
                                &Action::Extra(probe),
                                "+1 hex",
                                env,
                            );
                        }
                        for n in extras {
                            if action_button(
                                ui,
                                self,
                                s,
                                &legal,
                                &Action::Extra(n),
                                &format!("+1 hex of {n}"),
                                env,
                            ) {
                                chosen = Some(Action::Extra(n));
                            }
                        }
                        if action_button(ui, self, s, &legal, &Action::Two, "Free 2", env) {
                            chosen = Some(Action::Two);
                        }
                        let thirds: Vec<u8> = legal
                            .iter()
                            .filter_map(|a| match a {
                                Action::Third(n) => Some(*n),
                                _ => None,
                            })
                            .collect();
                        if thirds.is_empty() {
                            let probe = s.rolled().into_iter().find(|&n| !t.chosen(n)).unwrap_or(3);
                            action_button(
                                ui,
                                self,
                                s,
                                &legal,
                                &Action::Third(probe),
                                "3rd number",
                                env,
                            );
                        }
                        for n in thirds {
                            if action_button(
                                ui,
                                self,
                                s,
                                &legal,
                                &Action::Third(n),
                                &format!("3rd number: {n}"),
                                env,
                            ) {
                                chosen = Some(Action::Third(n));
                            }
                        }
                    });
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new("Tracker (ends your turn)").strong());
                    let rows: Vec<(u8, u8)> = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Rows(x, y) => Some((*x, *y)),
                            _ => None,
                        })
                        .collect();
                    if rows.is_empty() {
                        let mains = t.mains();
                        let probe = match mains[..] {
                            [a, b] => Action::Rows(a, b),
                            [a] => Action::Rows(a, a),
                            _ => Action::Rows(3, 4),
                        };
                        action_button(ui, self, s, &legal, &probe, "Fill the tracker", env);
                    }
                    for (x, y) in rows {
                        let a = Action::Rows(x, y);
                        if action_button(
                            ui,
                            self,
                            s,
                            &legal,
                            &a,
                            &format!("Top {x} · Bottom {y}"),
                            env,
                        ) {
                            chosen = Some(a);
                        }
                    }
                    if t.step != Step::Free {
                        ui.label(
                            egui::RichText::new("Click a hex on the sheet to write.").italics(),
                        );
                    }
                } else if s.phase == Phase::Over {
                    if let Some(sc) = scores.get(active) {
                        ui.label(
                            egui::RichText::new(format!("{}: {} points", name(active), sc.total))
                                .strong(),
                        );
                        egui::Grid::new("hex_roller_breakdown")
                            .striped(true)
                            .show(ui, |ui| {
                                for l in &sc.lines {
                                    ui.label(&l.label);
                                    ui.label(l.points.to_string());
                                    ui.end_row();
                                }
                            });
                    }
                }
                if n > 1 {
                    ui.add_space(8.0);
                    ui.label(
                        egui::RichText::new("Everyone's sheets (click to look closer at the end)")
                            .strong(),
                    );
                    let per_row = (n - 1).clamp(1, 3) as f32;
                    let w = ((ui.available_width() - 8.0 * (per_row - 1.0)) / per_row)
                        .clamp(140.0, 260.0);
                    egui::ScrollArea::vertical()
                        .id_salt("hex_roller_small_views")
                        .show(ui, |ui| {
                            ui.horizontal_wrapped(|ui| {
                                for i in (0..n).filter(|&i| i != active) {
                                    let (rect, resp) = ui.allocate_exact_size(
                                        vec2(w, w * H / W + 18.0),
                                        Sense::click(),
                                    );
                                    let cap = Rect::from_min_size(rect.min, vec2(w, 16.0));
                                    let body = Rect::from_min_max(
                                        pos2(rect.left(), rect.top() + 18.0),
                                        rect.max,
                                    );
                                    let p = ui.painter_at(rect);
                                    p.rect_filled(
                                        cap.with_max_x(cap.left() + 12.0),
                                        3.0,
                                        style.seat_colors[i % 8],
                                    );
                                    p.text(
                                        pos2(cap.left() + 16.0, cap.center().y),
                                        Align2::LEFT_CENTER,
                                        format!(
                                            "{} · {}",
                                            name(i),
                                            scores.get(i).map_or(0, |x| x.total)
                                        ),
                                        font(12.0),
                                        ui.visuals().text_color(),
                                    );
                                    paint(&p, body, s, i, style, &Overlay::default());
                                    if resp.on_hover_text(format!("{}'s sheet", name(i))).clicked()
                                    {
                                        view.focus = i;
                                    }
                                }
                            });
                        });
                }
            });
        });
        chosen.filter(|a| env.human_turn && legal.contains(a))
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        seat: usize,
        style: &SheetStyle,
    ) {
        paint(painter, rect, state, seat, style, &Overlay::default());
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        vec2(W, H)
    }
}
