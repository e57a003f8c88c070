//! Black Molly's aquarium drawn with egui's Painter: 24 card tiles, fish tokens (seat colour plus
//! a shape per seat, so colour is never the only cue), the two black Mollies, what the last roll
//! did, and the marks of an overlay. Pure drawing and hit-testing: the play screen, the small
//! views, the end window, PNG export and the How to play diagram all paint through
//! [`draw_aquarium`].

use super::pieces::{paint_card, paint_molly, paint_token};
use crate::engine::text::{tr, Msg};
use crate::engine::Rules;
use crate::games::black_molly::data::{CardKind, COLS, ROWS};
use crate::games::black_molly::notation::Action;
use crate::games::black_molly::round::molly_targets;
use crate::games::black_molly::rules::BlackMolly;
use crate::games::black_molly::state::{Card, Cause, Dir, Phase, RuleSet, State};
use crate::sheet_kit::draw::{paint_die, Fit};
use crate::sheet_kit::{Overlay, SheetStyle};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

pub use super::layout::{card_at, card_rect, fish_spots, sheet_fit, Spot};
use super::layout::{
    content_box, molly_centre, move_path, pieces_rect, tokens, Lane, LABEL_FONT, LEGEND_FONT,
    LEGEND_H, MARGIN, MOLLY_SIZE,
};

/// The legend's right end lines up with the last card's edge (the sheet ends with a gap).
const GAP_RIGHT: f32 = super::layout::GAP;

/// The natural size of the aquarium in points.
pub fn natural_size() -> Vec2 {
    content_box().size()
}

/// What to mark on top of the plain aquarium, in cards and fish (worked out from an [`Overlay`]
/// by [`marks`], or set by hand for the How to play example).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The seat to move: only its fish can be ringed as movable.
    pub mover: Option<usize>,
    /// The mover's fish that may swim (card and age), from the legal moves.
    pub legal_fish: Vec<(Card, bool)>,
    /// Cards a legal action aims at (destinations, starts, Molly steps, split exits).
    pub legal_cards: Vec<Card>,
    /// The hint: its cards (a move's start and end).
    pub hint: Vec<Card>,
    /// The hint's fish, if it is a move.
    pub hint_fish: Option<(Card, bool)>,
    /// Under the pointer: the fish a click would move, or the card it would act on.
    pub hover_fish: Option<(Card, bool)>,
    pub hover_cards: Vec<Card>,
    /// The fish the starting player is steering on the split card.
    pub split_fish: Option<usize>,
    /// Where a Molly with a choice is heading (target rings).
    pub molly_targets: Vec<Card>,
    /// The last seat action, if it was a move: drawn as a thin arrow.
    pub last_move: Option<(Card, Card)>,
    /// The seat whose view this is and its name, written in the legend with its token.
    pub seat: Option<(usize, String)>,
}

/// The marks an overlay asks for. Highlights come from `overlay.legal` only (the legal actions of
/// the seat to move), so no other seat's fish is ever ringed as movable.
pub fn marks(s: &State, overlay: &Overlay<'_, Action>) -> Marks {
    let mut m = Marks {
        mover: s.actor(),
        split_fish: BlackMolly::split_fish(s),
        molly_targets: match s.phase {
            Phase::Molly { k } => molly_targets(s, k),
            _ => Vec::new(),
        },
        seat: Some((overlay.seat, overlay.name.to_string())),
        ..Marks::default()
    };
    for a in overlay.legal {
        if let Action::Move { from, old, .. } = *a {
            if !m.legal_fish.contains(&(from, old)) {
                m.legal_fish.push((from, old));
            }
        }
        for c in action_cards(s, a) {
            if !m.legal_cards.contains(&c) {
                m.legal_cards.push(c);
            }
        }
    }
    if let Some(a) = overlay.hint {
        if let Action::Move { from, old, .. } = *a {
            m.hint.push(from);
            m.hint_fish = Some((from, old));
        }
        m.hint.extend(action_cards(s, a));
    }
    // A pointer on a fish offers that fish's moves (one start); on a card, the moves into it.
    let starts: Vec<(Card, bool)> = overlay
        .hover
        .iter()
        .filter_map(|a| match *a {
            Action::Move { from, old, .. } => Some((from, old)),
            _ => None,
        })
        .collect();
    if starts.len() > 1 && starts.iter().all(|s| *s == starts[0]) {
        m.hover_fish = Some(starts[0]);
    } else if let Some(a) = overlay.hover.first() {
        m.hover_cards = action_cards(s, a);
    }
    if let Some((_, &Action::Move { from, to, .. })) = overlay.last {
        m.last_move = Some((from, to));
    }
    m
}

/// The fish drawn with the "may swim" ring: the mover's own unmoved fish on the marked spots.
pub fn ringed_fish(s: &State, marks: &Marks) -> Vec<usize> {
    let Some(mover) = marks.mover else {
        return Vec::new();
    };
    (0..s.fish.len())
        .filter(|&i| {
            let f = &s.fish[i];
            f.owner == mover
                && !f.moved
                && f.at
                    .is_some_and(|at| marks.legal_fish.contains(&(at, f.old)))
        })
        .collect()
}

/// Paints the aquarium: labels, cards, highlights, fish, Mollies, what the last roll did, the
/// legend.
pub fn draw_aquarium(p: &Painter, rect: Rect, s: &State, style: &SheetStyle, marks: &Marks) {
    let fit = sheet_fit(rect);
    p.rect_filled(rect, 6.0, style.paper);
    if style.blank {
        // For print: the cards (or empty places for a dealt aquarium) and their labels only; fish
        // and Mollies are tokens on the table, and the round's state is not printed.
        draw_labels(p, &fit, style);
        for c in Card::all() {
            if s.cards.is_empty() {
                let r = card_rect(&fit, c);
                p.rect_stroke(
                    r,
                    6.0 * fit.scale,
                    Stroke::new(1.0, style.grid),
                    egui::StrokeKind::Inside,
                );
            } else {
                paint_card(p, &fit, s, c, style);
            }
        }
        return;
    }
    if s.cards.is_empty() {
        p.text(
            rect.center(),
            Align2::CENTER_CENTER,
            tr("bm-prompt-dealing"),
            FontId::proportional(18.0),
            style.ink,
        );
        return;
    }
    draw_labels(p, &fit, style);
    for c in Card::all() {
        paint_card(p, &fit, s, c, style);
    }
    draw_card_marks(p, &fit, style, marks);
    draw_recap(p, &fit, s, style);
    if let Some((from, to)) = marks.last_move {
        let (a, b) = move_path(&fit, from, to, Lane::LastMove);
        let st = Stroke::new((1.5 * fit.scale).max(1.0), style.faint);
        p.arrow(a, b - a, st);
    }
    draw_fish(p, &fit, s, style, marks);
    draw_mollies(p, &fit, s, style);
    draw_removed(p, &fit, s, style);
    draw_legend(p, &fit, s, style, marks);
}

/// Column letters on top, row numbers on the left.
fn draw_labels(p: &Painter, fit: &Fit, style: &SheetStyle) {
    let k = fit.scale;
    let label = FontId::proportional(LABEL_FONT * k);
    for col in 0..COLS {
        let r = card_rect(fit, Card::new(0, col));
        p.text(
            r.center_top() - Vec2::new(0.0, 4.0 * k),
            Align2::CENTER_BOTTOM,
            ((b'a' + col as u8) as char).to_string(),
            label.clone(),
            style.ink,
        );
    }
    for row in 0..ROWS {
        let r = card_rect(fit, Card::new(row, 0));
        p.text(
            r.left_center() - Vec2::new(6.0 * k, 0.0),
            Align2::RIGHT_CENTER,
            (row + 1).to_string(),
            label.clone(),
            style.ink,
        );
    }
}

/// Card rings under the tokens: legal targets, the hint, the pointer, Molly targets.
fn draw_card_marks(p: &Painter, fit: &Fit, style: &SheetStyle, marks: &Marks) {
    let k = fit.scale;
    let ring = |c: Card, color: Color32, w: f32| {
        p.rect_stroke(
            card_rect(fit, c).shrink(1.0 * k),
            6.0 * k,
            Stroke::new((w * k).max(2.0), color),
            egui::StrokeKind::Inside,
        );
    };
    for &c in &marks.legal_cards {
        ring(c, style.legal, 3.5);
    }
    for &c in &marks.hint {
        ring(c, style.hint, 4.0);
    }
    for &c in &marks.hover_cards {
        ring(c, style.ink, 1.5);
    }
    for &t in &marks.molly_targets {
        let c = pieces_rect(fit, t).center();
        for rr in [18.0, 10.0] {
            p.circle_stroke(c, rr * k, Stroke::new((2.0 * k).max(1.0), style.danger));
        }
    }
}

/// The fish tokens, with the rings of the movable, hinted, hovered and steered fish.
fn draw_fish(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle, marks: &Marks) {
    let k = fit.scale;
    let ringed = ringed_fish(s, marks);
    let moving_seat = match s.phase {
        Phase::Move { seat } => Some(seat),
        _ => None,
    };
    let mine = |i: usize, spot: Option<(Card, bool)>| {
        let f = &s.fish[i];
        marks.mover == Some(f.owner)
            && !f.moved
            && spot.is_some_and(|sp| Some(sp.0) == f.at && sp.1 == f.old)
    };
    for spot in fish_spots(fit, s) {
        let f = &s.fish[spot.fish];
        let dim = if moving_seat == Some(f.owner) && f.moved {
            0.45
        } else {
            1.0
        };
        if ringed.contains(&spot.fish) {
            p.circle_stroke(
                spot.centre,
                spot.radius * 1.5,
                Stroke::new((2.0 * k).max(1.5), style.legal),
            );
        }
        if mine(spot.fish, marks.hint_fish) {
            p.circle_stroke(
                spot.centre,
                spot.radius * 1.6,
                Stroke::new((3.0 * k).max(2.0), style.hint),
            );
        }
        if mine(spot.fish, marks.hover_fish) {
            p.circle(
                spot.centre,
                spot.radius * 1.5,
                style.legal.gamma_multiply(0.3),
                Stroke::new((1.5 * k).max(1.0), style.ink),
            );
        }
        if marks.split_fish == Some(spot.fish) {
            p.circle_stroke(
                spot.centre,
                spot.radius * 1.6,
                Stroke::new((3.0 * k).max(2.0), style.accent),
            );
        }
        paint_token(p, spot.centre, spot.radius, f.owner, f.old, style, dim);
    }
}

/// The Mollies at the right of their card's pieces part (two on one card one above the other).
fn draw_mollies(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    for m in 0..s.mollies.len() {
        paint_molly(
            p,
            molly_centre(fit, s, m),
            fit.scale * MOLLY_SIZE,
            m + 1,
            style,
        );
    }
}

/// Fish removed in the last round: crossed-out tokens after the card's live fish.
fn draw_removed(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let k = fit.scale;
    for spot in tokens(fit, s).removed {
        let f = &s.fish[spot.fish];
        paint_token(p, spot.centre, spot.radius, f.owner, false, style, 0.5);
        let x = spot.radius * 1.1;
        let st = Stroke::new((2.0 * k).max(1.5), style.danger);
        let c = spot.centre;
        p.line_segment([c + Vec2::new(-x, -x), c + Vec2::new(x, x)], st);
        p.line_segment([c + Vec2::new(-x, x), c + Vec2::new(x, -x)], st);
    }
}

/// Arrows for what the last roll did: the current's pushes (blue, dashed) and the Mollies' swims.
fn draw_recap(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle) {
    let k = fit.scale;
    for &(_, from, to) in &s.recap.pushes {
        let (a, b) = move_path(fit, from, to, Lane::Push);
        let st = Stroke::new((2.5 * k).max(1.5), style.accent);
        p.extend(Shape::dashed_line(&[a, b], st, 6.0 * k, 4.0 * k));
        let head = (b - a).normalized() * 8.0 * k;
        p.arrow(b - head, head, st);
    }
    for &(_, from, to) in &s.recap.mollies {
        if from != to {
            let (a, b) = move_path(fit, from, to, Lane::Molly);
            p.arrow(
                a,
                b - a,
                Stroke::new((2.5 * k).max(1.5), style.ink.gamma_multiply(0.7)),
            );
        }
    }
}

/// The strip under the cards: the D4 and what it did, the round and machines, and whose view.
fn draw_legend(p: &Painter, fit: &Fit, s: &State, style: &SheetStyle, marks: &Marks) {
    let k = fit.scale;
    let b = content_box();
    let top = b.max.y - LEGEND_H + 6.0;
    let font = FontId::proportional(LEGEND_FONT * k);
    let die = Rect::from_min_size(fit.pos(MARGIN, top), Vec2::splat(32.0 * k));
    match s.recap.roll {
        Some(n) => paint_die(p, die, n, false, style.paper, style.ink),
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
    p.text(
        die.right_top() + Vec2::new(10.0 * k, 0.0),
        Align2::LEFT_TOP,
        roll_text(s),
        font.clone(),
        style.ink,
    );
    let machines: Vec<String> = (2..=4u8)
        .map(|n| {
            Msg::new("bm-sheet-machine")
                .int("n", n)
                .int("on", i64::from(s.machines_on[usize::from(n - 2)]))
                .to_string()
        })
        .collect();
    // The plain round: the header announces the limit near its end (and the line stays short
    // enough to leave room for a long name at its right).
    let status = Msg::new(if s.rules == RuleSet::OldestFish {
        "bm-sheet-status-old"
    } else {
        "bm-sheet-status"
    })
    .int("round", s.round)
    .text("machines", machines.join(", "))
    .to_string();
    p.text(
        die.right_bottom() + Vec2::new(10.0 * k, 0.0),
        Align2::LEFT_BOTTOM,
        status,
        font.clone(),
        style.faint,
    );
    // Whose view: that seat's token and name at the right end (the sheet is shared).
    if let Some((seat, name)) = &marks.seat {
        let right = fit.pos(b.max.x - GAP_RIGHT, top + 32.0);
        let galley = p.layout_no_wrap(
            Msg::new("bm-sheet-whose")
                .text("name", name.clone())
                .to_string(),
            font,
            style.ink,
        );
        let text_pos = right - Vec2::new(galley.size().x, galley.size().y);
        let token = text_pos + Vec2::new(-14.0 * k, galley.size().y / 2.0);
        paint_token(p, token, 8.0 * k, *seat, false, style, 1.0);
        p.galley(text_pos, galley, style.ink);
    }
}

/// What the last roll did, in one line.
fn roll_text(s: &State) -> String {
    let roll = match s.recap.roll {
        None => Msg::new("bm-roll-none"),
        Some(1) => Msg::new("bm-roll-pump").int("round", s.recap.round),
        Some(n) => Msg::new("bm-roll-machine")
            .int("round", s.recap.round)
            .int("n", n)
            .int("on", i64::from(s.machines_on[(n - 2) as usize])),
    };
    if s.recap.removed.is_empty() {
        return roll.to_string();
    }
    let mollies = s
        .recap
        .removed
        .iter()
        .filter(|r| r.cause == Cause::Molly)
        .count();
    let machines = s.recap.removed.len() - mollies;
    Msg::new("bm-roll-removed")
        .msg("roll", roll)
        .count("mollies", mollies)
        .count("machines", machines)
        .to_string()
}

/// The candidate actions a pointer at `pos` means: on one of the mover's fish, that fish's moves;
/// on the split card, both arrows; elsewhere, the actions aimed at the card under it.
pub fn targets_at(s: &State, rect: Rect, pos: Pos2) -> Vec<Action> {
    let fit = sheet_fit(rect);
    let Some(card) = card_at(&fit, pos) else {
        return Vec::new();
    };
    let candidates = BlackMolly.candidate_actions(s);
    if let Phase::Move { seat } = s.phase {
        let token = fish_spots(&fit, s)
            .into_iter()
            .find(|sp| s.fish[sp.fish].owner == seat && sp.centre.distance(pos) <= sp.radius * 1.4);
        if let Some(f) = token.map(|sp| &s.fish[sp.fish]) {
            let mut moves: Vec<Action> = candidates
                .into_iter()
                .filter(|a| matches!(*a, Action::Move { from, old, .. } if Some(from) == f.at && old == f.old))
                .collect();
            // Moves onto open cards first: when none is legal, the reason shown is about the
            // fish (it already swam), not about a neighbouring anemone.
            moves.sort_by_key(|a| match *a {
                Action::Move { to, .. } => closed_to_fish(s, to).is_some(),
                _ => true,
            });
            return moves;
        }
    }
    if matches!(s.phase, Phase::Split { .. }) && split_card(s) == Some(card) {
        return vec![Action::Split(Dir::E), Action::Split(Dir::S)];
    }
    candidates
        .into_iter()
        .filter(|a| action_cards(s, a).contains(&card))
        .collect()
}

/// Why no fish may swim onto `c` whoever moves, in words, or `None`.
fn closed_to_fish(s: &State, c: Card) -> Option<Msg> {
    let on = |id: &'static str| Msg::new(id).text("card", c.to_string());
    if s.has_molly(c) {
        Some(on("bm-closed-molly"))
    } else if s.kind(c) == CardKind::Anemone {
        Some(on("bm-closed-anemone"))
    } else {
        s.machine_on(c).map(|n| on("bm-closed-machine").int("n", n))
    }
}

/// What a point of the aquarium that means no action is, for the shell's note (`None` off the
/// sheet).
pub fn spot_note(s: &State, rect: Rect, pos: Pos2) -> Option<String> {
    if !rect.contains(pos) {
        return None;
    }
    let fit = sheet_fit(rect);
    let Some(card) = card_at(&fit, pos) else {
        return Some(tr("bm-spot-between"));
    };
    let step = match s.phase {
        Phase::Move { .. } => Msg::new("bm-spot-move"),
        Phase::AwaitRoll => Msg::new("bm-spot-roll"),
        Phase::Split { .. } => Msg::new("bm-spot-split"),
        Phase::Shuffle => Msg::new("bm-spot-dealing"),
        Phase::Rolling => Msg::new("bm-spot-rolling"),
        Phase::Over => Msg::new("refuse-game-over"),
        Phase::PlaceOld { .. } | Phase::Molly { .. } => {
            Msg::new("bm-spot-nothing").text("card", card.to_string())
        }
    };
    Some(
        match closed_to_fish(s, card) {
            Some(closed) => Msg::new("bm-spot-closed").msg("closed", closed),
            None => Msg::new("bm-spot-card").text("card", card.to_string()),
        }
        .msg("step", step)
        .to_string(),
    )
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
