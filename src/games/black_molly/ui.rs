//! Black Molly: the aquarium drawn with egui's Painter as 24 card tiles, fish tokens (seat colour
//! plus a shape per seat), the two black Mollies, the D4 and what it did, tutorial highlights with
//! the rules' refusals on hover, and the hint. `paint_sheet` (export, small views) and `play_ui`
//! share [`draw_aquarium`], so a PNG looks like the screen.

use super::data::{CardKind, COLS, ROWS};
use super::rules::{
    arrows, current_target, molly_targets, Action, BlackMolly, Card, Cause, Dir, Phase, RuleSet,
    State,
};
use crate::engine::{Rules, Session};
use crate::ui::widgets::{paint_die, Fit};
use crate::ui_contract::{GameUi, SheetStyle, UiEnv};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Sense, Shape, Stroke, Vec2};

/// Card size and gap in sheet units (points at natural size).
const CARD_W: f32 = 130.0;
const CARD_H: f32 = 118.0;
const GAP: f32 = 6.0;
/// Room for the column letters (top) and row numbers (left).
const MARGIN: f32 = 24.0;
/// The strip under the cards: the D4, the machines, the round.
const LEGEND_H: f32 = 52.0;
/// Fish token radius and spacing in sheet units.
const TOKEN_R: f32 = 9.5;
const TOKEN_STEP: f32 = 23.0;

/// View state kept between frames.
#[derive(Default)]
pub struct View {
    /// The fish group picked up in the move step: its card and whether it is the old fish.
    selected: Option<(Card, bool)>,
}

/// What to mark on top of the plain aquarium.
#[derive(Default)]
pub struct Overlay {
    /// Cards a click would act on now (tutorial).
    pub legal: Vec<Card>,
    /// Cards holding fish the player may pick up (tutorial).
    pub pickable: Vec<(Card, bool)>,
    pub selected: Option<(Card, bool)>,
    /// The hint: cards to ring in the hint colour.
    pub hint: Vec<Card>,
    pub hover: Option<Card>,
    /// The fish the starting player is steering on the split card.
    pub split_fish: Option<usize>,
    /// Where a Molly with a choice is heading (marked with a target ring).
    pub molly_targets: Vec<Card>,
}

/// The sheet-space box holding the labels, the cards and the legend.
fn content_box() -> Rect {
    Rect::from_min_size(
        Pos2::ZERO,
        Vec2::new(
            MARGIN + COLS as f32 * (CARD_W + GAP),
            MARGIN + ROWS as f32 * (CARD_H + GAP) + LEGEND_H,
        ),
    )
}

/// How the aquarium maps into `rect`.
pub fn sheet_fit(rect: Rect) -> Fit {
    Fit::new(content_box(), rect, 4.0)
}

/// Screen rect of a card.
pub fn card_rect(fit: &Fit, c: Card) -> Rect {
    let x = MARGIN + c.col() as f32 * (CARD_W + GAP);
    let y = MARGIN + c.row() as f32 * (CARD_H + GAP);
    Rect::from_min_max(fit.pos(x, y), fit.pos(x + CARD_W, y + CARD_H))
}

/// The card under a screen point.
pub fn card_at(fit: &Fit, pos: Pos2) -> Option<Card> {
    Card::all().find(|&c| card_rect(fit, c).contains(pos))
}

/// A fish token's place on screen.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    pub fish: usize,
    pub centre: Pos2,
    pub radius: f32,
}

/// Where every live fish is drawn: one row per player on each card, the old fish first and larger.
pub fn fish_spots(fit: &Fit, s: &State) -> Vec<Spot> {
    let mut out = Vec::new();
    let k = fit.scale;
    for c in Card::all() {
        let r = card_rect(fit, c);
        let mut row = 0;
        for seat in 0..s.seats {
            let mut mine: Vec<usize> = s.fish_on(c).filter(|&i| s.fish[i].owner == seat).collect();
            if mine.is_empty() {
                continue;
            }
            mine.sort_by_key(|&i| !s.fish[i].old);
            for (j, &i) in mine.iter().enumerate() {
                let centre = r.min
                    + Vec2::new(16.0 + j as f32 * TOKEN_STEP, 34.0 + row as f32 * TOKEN_STEP) * k;
                let radius = if s.fish[i].old {
                    TOKEN_R * 1.2
                } else {
                    TOKEN_R
                } * k;
                out.push(Spot {
                    fish: i,
                    centre,
                    radius,
                });
            }
            row += 1;
        }
    }
    out
}

fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

fn card_fill(kind: CardKind, style: &SheetStyle) -> Color32 {
    let water = Color32::from_rgb(0x9c, 0xd3, 0xf0);
    match kind {
        CardKind::Anemone => mix(style.paper, Color32::from_rgb(0xf2, 0xa0, 0xb8), 0.55),
        CardKind::Machine(_) => mix(style.paper, Color32::from_rgb(0x9a, 0x9e, 0xa8), 0.6),
        CardKind::Pump | CardKind::CurrentEast | CardKind::CurrentSouth | CardKind::Split => {
            mix(style.paper, Color32::from_rgb(0x6c, 0xb4, 0xe4), 0.55)
        }
        _ => mix(style.paper, water, 0.45),
    }
}

fn card_label(kind: CardKind) -> String {
    match kind {
        CardKind::FishStart => "fish start".into(),
        CardKind::MollyStart => "Molly start".into(),
        CardKind::Anemone => "anemone".into(),
        CardKind::Water => "water".into(),
        CardKind::Pump => "pump 1".into(),
        CardKind::CurrentEast | CardKind::CurrentSouth => "current".into(),
        CardKind::Split => "split current".into(),
        CardKind::Machine(n) => format!("machine {n}"),
    }
}

/// One of four seat shapes (circle, square, triangle, diamond) so colour is never the only cue.
pub fn paint_token(
    p: &Painter,
    c: Pos2,
    r: f32,
    seat: usize,
    old: bool,
    style: &SheetStyle,
    alpha: f32,
) {
    let fill = style.seat_colors[seat % style.seat_colors.len()].gamma_multiply(alpha);
    let edge = Stroke::new((r * 0.18).max(1.0), style.ink.gamma_multiply(alpha));
    shape_path(p, c, r, seat, fill, edge);
    if old {
        // The old fish: a second ring around the token and a dot in the middle.
        let ring = Stroke::new((r * 0.16).max(1.0), style.ink.gamma_multiply(alpha));
        shape_outline(p, c, r * 1.35, seat, ring);
        p.circle_filled(c, r * 0.28, style.paper.gamma_multiply(alpha));
    }
}

fn shape_points(c: Pos2, r: f32, seat: usize) -> Option<Vec<Pos2>> {
    match seat % 4 {
        0 => None,
        1 => Some(vec![
            c + Vec2::new(-r * 0.85, -r * 0.85),
            c + Vec2::new(r * 0.85, -r * 0.85),
            c + Vec2::new(r * 0.85, r * 0.85),
            c + Vec2::new(-r * 0.85, r * 0.85),
        ]),
        2 => Some(vec![
            c + Vec2::new(0.0, -r * 1.1),
            c + Vec2::new(r * 1.0, r * 0.75),
            c + Vec2::new(-r * 1.0, r * 0.75),
        ]),
        _ => Some(vec![
            c + Vec2::new(0.0, -r * 1.15),
            c + Vec2::new(r * 1.0, 0.0),
            c + Vec2::new(0.0, r * 1.15),
            c + Vec2::new(-r * 1.0, 0.0),
        ]),
    }
}

fn shape_path(p: &Painter, c: Pos2, r: f32, seat: usize, fill: Color32, edge: Stroke) {
    match shape_points(c, r, seat) {
        None => {
            p.circle(c, r, fill, edge);
        }
        Some(pts) => {
            p.add(Shape::convex_polygon(pts, fill, edge));
        }
    }
}

fn shape_outline(p: &Painter, c: Pos2, r: f32, seat: usize, stroke: Stroke) {
    match shape_points(c, r, seat) {
        None => {
            p.circle_stroke(c, r, stroke);
        }
        Some(pts) => {
            p.add(Shape::closed_line(pts, stroke));
        }
    }
}

/// A Black Molly: a black fish with its number, outlined so it shows on the dark theme too.
pub fn paint_molly(p: &Painter, c: Pos2, k: f32, number: usize, style: &SheetStyle) {
    let black = Color32::from_rgb(0x12, 0x12, 0x14);
    let edge = Stroke::new((1.2 * k).max(1.0), mix(style.paper, Color32::WHITE, 0.6));
    let body: Vec<Pos2> = (0..20)
        .map(|i| {
            let a = i as f32 / 20.0 * std::f32::consts::TAU;
            c + Vec2::new(a.cos() * 18.0 * k, a.sin() * 10.0 * k)
        })
        .collect();
    let tail = vec![
        c + Vec2::new(14.0 * k, 0.0),
        c + Vec2::new(27.0 * k, -10.0 * k),
        c + Vec2::new(27.0 * k, 10.0 * k),
    ];
    p.add(Shape::convex_polygon(tail, black, edge));
    p.add(Shape::convex_polygon(body, black, edge));
    p.circle_filled(c + Vec2::new(-10.0 * k, -3.0 * k), 2.2 * k, Color32::WHITE);
    p.text(
        c + Vec2::new(2.0 * k, 0.5 * k),
        Align2::CENTER_CENTER,
        number.to_string(),
        FontId::proportional((13.0 * k).max(7.0)),
        Color32::WHITE,
    );
}

fn arrow(p: &Painter, from: Pos2, to: Pos2, stroke: Stroke) {
    let v = to - from;
    p.arrow(from, v, stroke);
}

/// The printed content of a card: its name, arrows, anemone, machine number and ON marker.
fn paint_card(p: &Painter, fit: &Fit, s: &State, c: Card, style: &SheetStyle) {
    let k = fit.scale;
    let r = card_rect(fit, c);
    let kind = s.kind(c);
    p.rect(
        r,
        6.0 * k,
        card_fill(kind, style),
        Stroke::new((1.2 * k).max(1.0), style.grid),
        egui::StrokeKind::Inside,
    );
    let small = FontId::proportional((10.0 * k).max(6.5));
    p.text(
        r.min + Vec2::new(5.0, 3.0) * k,
        Align2::LEFT_TOP,
        card_label(kind),
        small.clone(),
        style.ink,
    );
    p.text(
        r.right_top() + Vec2::new(-5.0, 3.0) * k,
        Align2::RIGHT_TOP,
        c.to_string(),
        small,
        style.faint,
    );
    let faint_blue = mix(style.paper, Color32::from_rgb(0x1f, 0x5f, 0xbf), 0.55);
    let current = Stroke::new((5.0 * k).max(2.0), faint_blue);
    for &d in arrows(kind) {
        let (from, to) = match d {
            Dir::E => (
                r.left_center() + Vec2::new(10.0 * k, 8.0 * k),
                r.right_center() + Vec2::new(-4.0 * k, 8.0 * k),
            ),
            Dir::S => (
                r.center_top() + Vec2::new(8.0 * k, 16.0 * k),
                r.center_bottom() + Vec2::new(8.0 * k, -4.0 * k),
            ),
            Dir::N | Dir::W => continue,
        };
        arrow(p, from, to, current);
    }
    match kind {
        CardKind::Pump => {
            p.text(
                r.center() + Vec2::new(0.0, -6.0 * k),
                Align2::CENTER_CENTER,
                "1",
                FontId::proportional(40.0 * k),
                faint_blue,
            );
        }
        CardKind::Machine(n) => {
            let on = s.machine_on(c).is_some();
            let col = if on { style.danger } else { style.faint };
            p.text(
                r.center() + Vec2::new(6.0 * k, 6.0 * k),
                Align2::CENTER_CENTER,
                n.to_string(),
                FontId::proportional(46.0 * k),
                col.gamma_multiply(0.55),
            );
            // The red marker of a running machine (with a word, not only a colour).
            let m = r.right_top() + Vec2::new(-22.0 * k, 34.0 * k);
            if on {
                p.circle(
                    m,
                    13.0 * k,
                    style.danger,
                    Stroke::new((1.5 * k).max(1.0), style.ink),
                );
                p.text(
                    m,
                    Align2::CENTER_CENTER,
                    "ON",
                    FontId::proportional((10.0 * k).max(6.0)),
                    Color32::WHITE,
                );
            } else {
                p.circle_stroke(m, 13.0 * k, Stroke::new((1.0 * k).max(1.0), style.faint));
                p.text(
                    m,
                    Align2::CENTER_CENTER,
                    "off",
                    FontId::proportional((9.0 * k).max(6.0)),
                    style.faint,
                );
            }
        }
        CardKind::Anemone => {
            // Tentacles fanning up from a base.
            let base = r.center_bottom() + Vec2::new(0.0, -16.0 * k);
            let pink = mix(style.paper, Color32::from_rgb(0xc2, 0x3b, 0x6e), 0.75);
            for i in 0..7 {
                let a = std::f32::consts::PI * (1.1 + 0.8 * i as f32 / 6.0);
                let tip = base + Vec2::new(a.cos(), a.sin()) * 52.0 * k;
                p.line_segment([base, tip], Stroke::new((4.0 * k).max(1.5), pink));
                p.circle_filled(tip, 4.0 * k, pink);
            }
            p.circle_filled(base, 9.0 * k, pink);
        }
        CardKind::FishStart | CardKind::MollyStart => {
            p.text(
                r.center_bottom() + Vec2::new(0.0, -4.0 * k),
                Align2::CENTER_BOTTOM,
                if kind == CardKind::FishStart {
                    "S"
                } else {
                    "B"
                },
                FontId::proportional(16.0 * k),
                style.faint.gamma_multiply(0.6),
            );
        }
        _ => {}
    }
}

/// Paints the aquarium: labels, cards, fish, Mollies, what the last roll did, the legend, overlays.
pub fn draw_aquarium(p: &Painter, rect: Rect, s: &State, style: &SheetStyle, overlay: &Overlay) {
    let fit = sheet_fit(rect);
    let k = fit.scale;
    p.rect_filled(rect, 6.0, style.paper);
    if s.cards.is_empty() {
        p.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "Dealing the aquarium…",
            FontId::proportional(18.0),
            style.ink,
        );
        return;
    }
    let label = FontId::proportional((13.0 * k).max(8.0));
    for col in 0..COLS {
        let r = card_rect(&fit, Card::new(0, col));
        p.text(
            r.center_top() - Vec2::new(0.0, 4.0 * k),
            Align2::CENTER_BOTTOM,
            ((b'a' + col as u8) as char).to_string(),
            label.clone(),
            style.ink,
        );
    }
    for row in 0..ROWS {
        let r = card_rect(&fit, Card::new(row, 0));
        p.text(
            r.left_center() - Vec2::new(6.0 * k, 0.0),
            Align2::RIGHT_CENTER,
            (row + 1).to_string(),
            label.clone(),
            style.ink,
        );
    }
    for c in Card::all() {
        paint_card(p, &fit, s, c, style);
    }
    // Highlights under the tokens.
    let ring = |c: Card, color: Color32, w: f32| {
        p.rect_stroke(
            card_rect(&fit, c).shrink(2.0 * k),
            6.0 * k,
            Stroke::new((w * k).max(2.0), color),
            egui::StrokeKind::Inside,
        );
    };
    for &c in &overlay.legal {
        ring(c, style.legal, 4.0);
    }
    for &c in &overlay.hint {
        ring(c, style.hint, 5.0);
    }
    if let Some(c) = overlay.hover {
        ring(c, style.ink, 1.5);
    }
    for &t in &overlay.molly_targets {
        let c = card_rect(&fit, t).center();
        for rr in [18.0, 10.0] {
            p.circle_stroke(c, rr * k, Stroke::new((2.0 * k).max(1.0), style.danger));
        }
    }
    draw_recap(p, &fit, s, style);
    // Fish.
    let spots = fish_spots(&fit, s);
    let moving_seat = match s.phase {
        Phase::Move { seat } => Some(seat),
        _ => None,
    };
    for spot in &spots {
        let f = &s.fish[spot.fish];
        let Some(at) = f.at else { continue };
        let dim = if moving_seat == Some(f.owner) && f.moved {
            0.45
        } else {
            1.0
        };
        if overlay.pickable.contains(&(at, f.old)) {
            p.circle_stroke(
                spot.centre,
                spot.radius * 1.7,
                Stroke::new((2.0 * k).max(1.5), style.legal),
            );
        }
        if overlay.selected == Some((at, f.old)) && moving_seat == Some(f.owner) && !f.moved {
            p.circle(
                spot.centre,
                spot.radius * 1.75,
                style.legal.gamma_multiply(0.35),
                Stroke::new((2.5 * k).max(2.0), style.legal),
            );
        }
        if overlay.split_fish == Some(spot.fish) {
            p.circle_stroke(
                spot.centre,
                spot.radius * 1.8,
                Stroke::new((3.0 * k).max(2.0), style.accent),
            );
        }
        paint_token(p, spot.centre, spot.radius, f.owner, f.old, style, dim);
    }
    // Mollies on the right side of their card (two on one card stack).
    for (m, &c) in s.mollies.iter().enumerate() {
        let r = card_rect(&fit, c);
        let stacked = m == 1 && s.mollies[0] == c;
        let centre = r.right_top() + Vec2::new(-33.0 * k, if stacked { 94.0 } else { 68.0 } * k);
        paint_molly(p, centre, k, m + 1, style);
    }
    // Fish removed in the last round: small crossed-out tokens along the card's bottom.
    let mut per_card = [0usize; Card::COUNT];
    for rm in &s.recap.removed {
        let r = card_rect(&fit, rm.card);
        let n = per_card[rm.card.index()];
        per_card[rm.card.index()] += 1;
        let c = r.left_bottom() + Vec2::new(12.0 + n as f32 * 17.0, -11.0) * k;
        let f = &s.fish[rm.fish];
        paint_token(p, c, 6.5 * k, f.owner, false, style, 0.5);
        let x = 7.5 * k;
        let st = Stroke::new((2.0 * k).max(1.5), style.danger);
        p.line_segment([c + Vec2::new(-x, -x), c + Vec2::new(x, x)], st);
        p.line_segment([c + Vec2::new(-x, x), c + Vec2::new(x, -x)], st);
    }
    draw_legend(p, &fit, s, style);
}

/// Arrows for what the last roll did: the current's pushes (blue, dashed) and the Mollies' swims.
fn draw_recap(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let k = fit.scale;
    let centre = |c: Card| card_rect(fit, c).center();
    for &(_, from, to) in &s.recap.pushes {
        let (a, b) = (centre(from), centre(to));
        let v = b - a;
        let (a, b) = (a + v * 0.2, b - v * 0.2);
        let st = Stroke::new((2.5 * k).max(1.5), style.accent);
        p.extend(Shape::dashed_line(&[a, b], st, 6.0 * k, 4.0 * k));
        p.arrow(
            b - (b - a).normalized() * 8.0 * k,
            (b - a).normalized() * 8.0 * k,
            st,
        );
    }
    for &(_, from, to) in &s.recap.mollies {
        if from != to {
            let (a, b) = (centre(from), centre(to));
            let v = b - a;
            let off = Vec2::new(30.0, 30.0) * k;
            p.arrow(
                a + off + v * 0.15,
                v * 0.7,
                Stroke::new((2.5 * k).max(1.5), style.ink.gamma_multiply(0.7)),
            );
        }
    }
}

/// The D4, the machines, the round and who holds the die.
fn draw_legend(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let k = fit.scale;
    let b = content_box();
    let top = b.max.y - LEGEND_H + 8.0;
    let font = FontId::proportional((13.0 * k).max(8.0));
    let die = Rect::from_min_size(fit.pos(MARGIN, top), Vec2::splat(34.0 * k));
    match s.recap.roll {
        Some(n) => paint_die(p, die, n, style.paper, style.ink),
        None => {
            p.rect_stroke(
                die,
                6.0 * k,
                Stroke::new(1.0, style.faint),
                egui::StrokeKind::Inside,
            );
            p.text(
                die.center(),
                Align2::CENTER_CENTER,
                "D4",
                font.clone(),
                style.faint,
            );
        }
    }
    let roll_text = match s.recap.roll {
        None => "No roll yet.".to_string(),
        Some(1) => format!(
            "Round {}: the D4 showed 1, the pump ran the current (blue arrows).",
            s.recap.round
        ),
        Some(n) => format!(
            "Round {}: the D4 showed {n}, machine {n} switched {}.",
            s.recap.round,
            if s.machines_on[(n - 2) as usize] {
                "ON"
            } else {
                "OFF"
            }
        ),
    };
    let eaten = if s.recap.removed.is_empty() {
        String::new()
    } else {
        let mollies = s
            .recap
            .removed
            .iter()
            .filter(|r| r.cause == Cause::Molly)
            .count();
        let machines = s.recap.removed.len() - mollies;
        format!("  Crossed-out fish were removed: {mollies} by Mollies, {machines} by machines.")
    };
    p.text(
        die.right_top() + Vec2::new(10.0 * k, 0.0),
        Align2::LEFT_TOP,
        format!("{roll_text}{eaten}"),
        font.clone(),
        style.ink,
    );
    let machines: Vec<String> = (2..=4)
        .map(|n| format!("{n} {}", if s.machines_on[n - 2] { "ON" } else { "off" }))
        .collect();
    let status = format!(
        "Round {} of {} · D4 with player {} · machines: {}{}",
        s.round,
        super::rules::AQUARIUM.round_limit,
        s.starter + 1,
        machines.join(", "),
        if s.rules == RuleSet::OldestFish {
            " · oldest-fish rules"
        } else {
            ""
        }
    );
    p.text(
        die.right_bottom() + Vec2::new(10.0 * k, 0.0),
        Align2::LEFT_BOTTOM,
        status,
        font,
        style.faint,
    );
}

/// The cards an action is aimed at (for highlights and clicks).
pub fn action_cards(s: &State, a: &Action) -> Vec<Card> {
    match *a {
        Action::Start(c) | Action::Molly(_, c) => vec![c],
        Action::Move { to, .. } => vec![to],
        Action::Split(d) => split_card(s).and_then(|c| c.step(d)).into_iter().collect(),
        _ => Vec::new(),
    }
}

fn split_card(s: &State) -> Option<Card> {
    s.card_of(CardKind::Split)
}

/// What a split choice does, for its button.
fn split_label(s: &State, d: Dir) -> String {
    let Some(from) = split_card(s) else {
        return format!("Send {}", d.word());
    };
    match current_target(s, from, d) {
        Some(t) => format!("Send {} to {t}", d.word()),
        None => format!("Send {} (blocked: it stays)", d.word()),
    }
}

fn seat_name(session: &Session<BlackMolly>, seat: usize) -> String {
    session
        .seats
        .get(seat)
        .map(|s| s.name.clone())
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// The players strip: token, name, fish left, out, D4 holder, whose turn.
fn players_ui(ui: &mut egui::Ui, session: &Session<BlackMolly>, style: &SheetStyle) {
    let s = session.state();
    ui.columns(s.seats, |cols| {
        for (seat, ui) in cols.iter_mut().enumerate() {
            let turn = s.actor() == Some(seat);
            let frame = egui::Frame::group(ui.style()).stroke(if turn {
                Stroke::new(2.5, style.accent)
            } else {
                Stroke::new(1.0, style.grid)
            });
            frame.show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    let (r, _) = ui.allocate_exact_size(Vec2::splat(22.0), Sense::hover());
                    paint_token(ui.painter(), r.center(), 8.0, seat, false, style, 1.0);
                    let mut name =
                        egui::RichText::new(format!("P{} {}", seat + 1, seat_name(session, seat)));
                    if turn {
                        name = name.strong().color(style.accent);
                    }
                    ui.add(egui::Label::new(name).truncate());
                });
                let mut text = format!("{} fish", s.alive(seat));
                if s.rules == RuleSet::OldestFish {
                    text += if s.old_alive(seat) {
                        ", old one alive"
                    } else {
                        ", old one lost"
                    };
                }
                if let Some(r) = s.out_round[seat] {
                    text += &format!(" · out in round {r}");
                }
                if s.winners.contains(&seat) {
                    text += " · WINNER";
                }
                if s.starter == seat && !s.is_over() {
                    text += " · has the D4";
                }
                if turn {
                    text += " · to play";
                }
                ui.label(text);
            });
        }
    });
}

impl GameUi for BlackMolly {
    type View = View;

    fn play_ui(
        &self,
        ui: &mut egui::Ui,
        session: &Session<Self>,
        view: &mut View,
        env: &UiEnv,
    ) -> Option<Action> {
        let s = session.state();
        let style = &env.style;
        let legal = if env.human_turn {
            self.legal_actions(s)
        } else {
            Vec::new()
        };
        let hint: Option<Action> = env.hint.as_ref().and_then(|(h, _)| h.parse().ok());
        let mut chosen: Option<Action> = None;

        players_ui(ui, session, style);

        // The selection only lives while it can still move.
        let movable = |sel: (Card, bool)| {
            legal
                .iter()
                .any(|a| matches!(a, Action::Move { from, old, .. } if (*from, *old) == sel))
        };
        if view.selected.is_some_and(|sel| !movable(sel)) {
            view.selected = None;
        }

        // Buttons for the non-spatial steps.
        ui.horizontal_wrapped(|ui| {
            let mut button = |ui: &mut egui::Ui, a: Action, text: String| {
                let mut rich = egui::RichText::new(text).size(17.0);
                if hint.as_ref() == Some(&a) {
                    rich = rich.color(style.hint).strong();
                }
                let enabled = legal.contains(&a);
                if ui.add_enabled(enabled, egui::Button::new(rich)).clicked() {
                    chosen = Some(a);
                }
            };
            match &s.phase {
                Phase::Move { seat } => {
                    let moved = s.fish.iter().any(|f| f.owner == *seat && f.moved);
                    let text = if moved {
                        "Done moving"
                    } else {
                        "Pass (move nothing)"
                    };
                    button(ui, Action::Done, text.into());
                    if view.selected.is_some() && ui.button("Put the fish back down").clicked() {
                        view.selected = None;
                    }
                }
                Phase::AwaitRoll => button(ui, Action::Roll, "Roll the D4".into()),
                Phase::Split { .. } => {
                    button(ui, Action::Split(Dir::E), split_label(s, Dir::E));
                    button(ui, Action::Split(Dir::S), split_label(s, Dir::S));
                }
                Phase::Molly { k } => {
                    for a in self.legal_actions(s) {
                        if let Action::Molly(_, c) = a {
                            button(ui, a, format!("Molly {} to {c}", k + 1));
                        }
                    }
                }
                Phase::PlaceOld { .. } => {
                    for a in self.legal_actions(s) {
                        if let Action::Start(c) = a {
                            button(ui, a, format!("Old fish on {c}"));
                        }
                    }
                }
                _ => {}
            }
            if let Some((h, v)) = &env.hint {
                let value = match (v, s.rules) {
                    (Some(v), RuleSet::Standard) => {
                        format!(" (about {v:.1} fish left after this round)")
                    }
                    (Some(v), RuleSet::OldestFish) => {
                        format!(" (old fish lives through this round: {:.0}%)", v * 100.0)
                    }
                    (None, _) => String::new(),
                };
                ui.label(egui::RichText::new(format!("Hint: {h}{value}")).color(style.hint));
            }
        });

        // The aquarium.
        let avail = ui.available_size();
        let b = content_box();
        let h = avail.y.max(200.0).min(avail.x * b.height() / b.width());
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(avail.x.max(200.0), h), Sense::click());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Black Molly aquarium")
        });
        let fit = sheet_fit(rect);
        let pointer = response.hover_pos();
        let hovered = pointer.and_then(|p| card_at(&fit, p));
        let spots = fish_spots(&fit, s);
        let token_at = |p: Pos2| {
            spots
                .iter()
                .find(|sp| sp.centre.distance(p) <= sp.radius * 1.4)
                .copied()
        };

        // What clicking each card does now.
        let targets: Vec<(Card, Action)> = legal
            .iter()
            .filter(|a| match (a, view.selected) {
                (Action::Move { from, old, .. }, Some(sel)) => (*from, *old) == sel,
                (Action::Move { .. }, None) => false,
                _ => true,
            })
            .flat_map(|a| action_cards(s, a).into_iter().map(move |c| (c, a.clone())))
            .collect();
        let mut pickable: Vec<(Card, bool)> = Vec::new();
        for a in &legal {
            if let Action::Move { from, old, .. } = *a {
                if !pickable.contains(&(from, old)) {
                    pickable.push((from, old));
                }
            }
        }
        let mut hint_cards = Vec::new();
        if let Some(a) = &hint {
            if let Action::Move { from, .. } = a {
                hint_cards.push(*from);
            }
            hint_cards.extend(action_cards(s, a));
        }
        let overlay = Overlay {
            legal: if env.tutorial {
                targets.iter().map(|(c, _)| *c).collect()
            } else {
                Vec::new()
            },
            pickable: if env.tutorial && view.selected.is_none() {
                pickable.clone()
            } else {
                Vec::new()
            },
            selected: view.selected,
            hint: hint_cards,
            hover: hovered,
            split_fish: BlackMolly::split_fish(s),
            molly_targets: match s.phase {
                Phase::Molly { k } => molly_targets(s, k),
                _ => Vec::new(),
            },
        };
        draw_aquarium(ui.painter(), rect, s, style, &overlay);

        // Hover: what a click does, or (tutorial) why it does nothing.
        if let (Some(c), Some(p)) = (hovered, pointer) {
            let here: Vec<&Action> = targets
                .iter()
                .filter(|(t, _)| *t == c)
                .map(|(_, a)| a)
                .collect();
            let token = token_at(p);
            let tip = if let Some(a) = here.first() {
                Some(action_tip(s, a))
            } else if let Some(sp) = token.filter(|sp| {
                let f = &s.fish[sp.fish];
                f.at.is_some_and(|at| pickable.contains(&(at, f.old)))
            }) {
                let f = &s.fish[sp.fish];
                Some(format!(
                    "Click to pick up your {}fish on {c}.",
                    if f.old { "old " } else { "" }
                ))
            } else if env.tutorial && env.human_turn {
                explain(self, s, c, view.selected, token.map(|t| t.fish))
            } else {
                None
            };
            if let Some(tip) = tip {
                response.clone().on_hover_text_at_pointer(tip);
            }
        }

        if response.clicked() && env.human_turn {
            let p = response.interact_pointer_pos().or(pointer);
            if let Some(p) = p {
                let token = token_at(p).map(|sp| {
                    let f = &s.fish[sp.fish];
                    (f.at, f.old)
                });
                let card = card_at(&fit, p);
                let target = card.and_then(|c| {
                    targets
                        .iter()
                        .find(|(t, _)| *t == c)
                        .map(|(_, a)| a.clone())
                });
                match (token, target) {
                    // A highlighted card takes the click (the fish picked up swims there).
                    (_, Some(a)) => chosen = Some(a),
                    // One of your movable fish: pick it up.
                    (Some((Some(at), old)), None) if pickable.contains(&(at, old)) => {
                        view.selected = Some((at, old));
                    }
                    _ => {
                        // A card with your movable fish: pick up the young fish first.
                        view.selected = card.and_then(|c| {
                            [(c, false), (c, true)]
                                .into_iter()
                                .find(|sel| pickable.contains(sel))
                        });
                    }
                }
            }
        }
        if chosen.is_some() {
            view.selected = None;
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
        // One shared aquarium: the seat's own fish are ringed so its view is recognisable.
        let fit = sheet_fit(rect);
        draw_aquarium(painter, rect, state, style, &Overlay::default());
        for sp in fish_spots(&fit, state) {
            if state.fish[sp.fish].owner == seat {
                painter.circle_stroke(
                    sp.centre,
                    sp.radius * 1.6,
                    Stroke::new((1.5 * fit.scale).max(1.0), style.accent),
                );
            }
        }
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        content_box().size()
    }

    fn how_to_play_diagram(&self, ui: &mut egui::Ui, style: &SheetStyle) {
        // Player 1 (blue circles) has a lone fish on d1 and one on f1; player 2 (orange squares)
        // shares f1 and has two on a4. The lone fish on d1 is the Mollies' target.
        let fish = |s: &str| s.parse::<Card>().ok();
        let n = super::rules::fish_per_player();
        let mut list = Vec::new();
        for (seat, cards) in [["d1", "f1"].as_slice(), ["f1", "a4", "a4"].as_slice()]
            .iter()
            .enumerate()
        {
            for j in 0..n {
                list.push((seat, false, cards.get(j).and_then(|c| fish(c))));
            }
        }
        let (Some(m1), Some(m2), Some(target)) = (fish("e1"), fish("b4"), fish("d1")) else {
            return;
        };
        let example = State::custom(
            RuleSet::Standard,
            2,
            super::rules::STARTER.clone(),
            [m1, m2],
            &list,
            0,
        );
        ui.label(
            "Example: the Mollies look for the card with the fewest fish. d1 holds one fish, f1 \
             and a4 hold two each, so both Mollies head for d1 (ringed in red). Molly 1 on e1 is \
             right next to it: unless player 1 swims that fish away (to d2, the only free side) \
             or another fish joins it, it is eaten at the end of the round.",
        );
        let (rect, _) = ui.allocate_exact_size(Vec2::new(460.0, 300.0), Sense::hover());
        let overlay = Overlay {
            molly_targets: vec![target],
            ..Overlay::default()
        };
        draw_aquarium(ui.painter(), rect, &example, style, &overlay);
    }
}

/// What clicking a highlighted card does.
fn action_tip(s: &State, a: &Action) -> String {
    match *a {
        Action::Move { from, to, old } => {
            format!(
                "Click: your {}fish from {from} swims to {to}.",
                if old { "old " } else { "" }
            )
        }
        Action::Start(c) => format!("Click: your old fish starts on {c}."),
        Action::Split(d) => {
            let fish = BlackMolly::split_fish(s)
                .map(|i| super::rules::fish_name(s, i))
                .unwrap_or_default();
            format!("Click: the current sends {fish} {}.", d.word())
        }
        Action::Molly(k, c) => format!("Click: Molly {} swims to {c}.", k + 1),
        _ => a.to_string(),
    }
}

/// Why clicking card `c` does nothing now, from the rules' own refusals.
fn explain(
    rules: &BlackMolly,
    s: &State,
    c: Card,
    selected: Option<(Card, bool)>,
    token: Option<usize>,
) -> Option<String> {
    let seat = s.actor()?;
    Some(match &s.phase {
        Phase::Move { .. } => match selected {
            Some((from, old)) => rules.refusal(s, &Action::Move { from, to: c, old }),
            None => {
                // Pointing at fish: say why they cannot swim, per neighbour.
                let old = token.is_some_and(|i| s.fish[i].old);
                if let Some(i) = token.filter(|&i| s.fish[i].owner != seat) {
                    return Some(format!("That is player {}'s fish.", s.fish[i].owner + 1));
                }
                let reasons: Vec<String> = c
                    .neighbours()
                    .map(|to| format!("To {to}: {}", rules.refusal(s, &Action::Move { from: c, to, old })))
                    .collect();
                if reasons.is_empty() {
                    return None;
                }
                let mut seen = Vec::new();
                for r in reasons {
                    if !seen.contains(&r) {
                        seen.push(r);
                    }
                }
                seen.join("\n")
            }
        },
        Phase::PlaceOld { .. } => rules.refusal(s, &Action::Start(c)),
        Phase::Molly { k } => rules.refusal(s, &Action::Molly(*k, c)),
        Phase::Split { .. } => {
            "Send the ringed fish east or south: click the card beside the split card, or use the buttons.".into()
        }
        Phase::AwaitRoll => "Roll the D4 first (the button above the aquarium).".into(),
        _ => return None,
    })
}
