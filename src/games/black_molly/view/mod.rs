//! Black Molly on the shell's play screen: the shared aquarium (painted by `sheet.rs`), what a
//! pointer on it means, the words for actions, and the column beside it: the step buttons and the
//! players. Every click goes through the shell's `Controls`, which checks it with the rules;
//! highlights, hints, refusals, the chooser and the D4's tumble are the shell's.

pub mod layout;
pub mod pieces;
pub mod sheet;

use self::pieces::paint_token;
use self::sheet::{draw_aquarium, Marks};
use super::data::CardKind;
use super::ending::round_status;
use super::notation::Action;
use super::round::current_target;
use super::rules::BlackMolly;
use super::state::{fish_per_player, Card, Dir, Phase, RuleSet, State, STARTER};
use super::words::dir_msg;
use crate::engine::text::{tr, Msg};
use crate::sheet_kit::{Controls, DiceGroup, GameUi, Overlay, SheetStyle};
use egui::{Painter, Pos2, Rect, Sense, Stroke, Vec2};

/// Below this width the controls are stacked (the column beside the board); above it they are
/// laid out across (the strip under it).
const WIDE: f32 = 560.0;
/// The strip's height: a row of step buttons (two when a player has many moves), the legend,
/// and the players two by two.
const STRIP_H: f32 = 160.0;

/// The hint's words: the action, what the bot expects the seat to have once this round is over
/// (its lookahead's horizon: the round's dice averaged), and the risk of a fish sent onto a
/// machine that is off, which a roll of its number switches on before the round ends.
pub fn hint_words(s: &State, a: &Action, value: Option<f64>) -> String {
    let action = action_label(s, a);
    let text = match (value, s.rules) {
        (Some(v), RuleSet::Standard) => Msg::new("bm-hint-expects-fish")
            .text("action", action)
            .text("value", crate::engine::text::decimal(v, 1)),
        (Some(v), RuleSet::OldestFish) => Msg::new("bm-hint-expects-old")
            .text("action", action)
            .text("value", crate::engine::text::decimal(100.0 * v, 0)),
        (None, _) => Msg::new("play-hint").text("action", action),
    }
    .to_string();
    match *a {
        Action::Move { to, .. } => match s.kind(to) {
            CardKind::Machine(n) if s.machine_on(to).is_none() => {
                let risk = Msg::new("bm-hint-risk-machine")
                    .int("n", n)
                    .text("card", to.to_string());
                format!("{text} {risk}")
            }
            _ => text,
        },
        _ => text,
    }
}

/// An action in a few words (buttons, the chooser, the hint).
pub fn action_label(s: &State, a: &Action) -> String {
    match *a {
        Action::Move { from, to, old } => Msg::new("bm-button-move")
            .int("old", i64::from(old))
            .text("from", from.to_string())
            .text("to", to.to_string())
            .to_string(),
        Action::Done => {
            let moved = s.fish.iter().any(|f| f.moved && s.actor() == Some(f.owner));
            tr(if moved {
                "bm-button-done"
            } else {
                "bm-button-pass"
            })
        }
        Action::Roll => tr("bm-button-roll"),
        Action::Split(d) => split_label(s, d),
        Action::Molly(k, c) => Msg::new("bm-button-molly")
            .count("k", k + 1)
            .text("card", c.to_string())
            .to_string(),
        Action::Start(c) => Msg::new("bm-button-start")
            .text("card", c.to_string())
            .to_string(),
        Action::D4(_) | Action::Aquarium(_) => a.to_string(),
    }
}

/// What a split choice does, for its button.
fn split_label(s: &State, d: Dir) -> String {
    let from = s.card_of(CardKind::Split);
    match from.and_then(|from| current_target(s, from, d)) {
        Some(t) => Msg::new("bm-button-send")
            .msg("dir", dir_msg(d))
            .text("card", t.to_string()),
        None => Msg::new("bm-button-send-blocked").msg("dir", dir_msg(d)),
    }
    .to_string()
}

impl GameUi for BlackMolly {
    type View = ();

    fn table_chance_help(&self, _state: &State) -> String {
        tr("bm-table-help")
    }

    fn sheet_size(&self, _state: &State) -> Vec2 {
        sheet::natural_size()
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        overlay: &Overlay<'_, Action>,
        style: &SheetStyle,
    ) {
        draw_aquarium(painter, rect, state, style, &sheet::marks(state, overlay));
    }

    fn targets_at(
        &self,
        state: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Vec<Action> {
        sheet::targets_at(state, rect, pos)
    }

    fn spot_note(
        &self,
        state: &State,
        _seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Option<String> {
        sheet::spot_note(state, rect, pos)
    }

    fn label(&self, state: &State, action: &Action) -> String {
        action_label(state, action)
    }

    fn hint_text(&self, state: &State, action: &Action, value: Option<f64>) -> String {
        hint_words(state, action, value)
    }

    fn dice(&self, state: &State) -> Vec<DiceGroup<Action>> {
        state
            .recap
            .roll
            .map(|n| DiceGroup {
                faces: vec![n],
                action: None,
                caption: Msg::new("bm-dice-caption")
                    .int("round", state.recap.round)
                    .to_string(),
                used: 0,
            })
            .into_iter()
            .collect()
    }

    fn status(&self, state: &State) -> Option<String> {
        Some(round_status(state).to_string())
    }

    fn shared_sheet(&self) -> bool {
        true
    }

    fn die_faces(&self) -> std::ops::RangeInclusive<u8> {
        1..=4
    }

    /// The board is wide: its controls fit a strip under it (step buttons and the legend at the
    /// left, the players in two columns at the right), which leaves the board larger.
    fn controls_strip(&self, _state: &State) -> Option<f32> {
        Some(STRIP_H)
    }

    fn controls_ui(
        &self,
        ui: &mut egui::Ui,
        state: &State,
        _view: &mut (),
        c: &mut Controls<'_, Self>,
    ) {
        if ui.available_width() < WIDE {
            step_buttons(ui, state, c);
            ui.add_space(8.0);
            players_ui(ui, state, c, 1);
            ui.add_space(6.0);
            legend_ui(ui, c.style());
            return;
        }
        // The strip under the board: the steps and the legend, and the players beside them two
        // by two.
        ui.horizontal_top(|ui| {
            let gap = ui.spacing().item_spacing.x * 2.0;
            let players = (ui.available_width() * 0.45).min(520.0);
            let steps = ui.available_width() - players - gap;
            ui.vertical(|ui| {
                ui.set_width(steps);
                step_buttons(ui, state, c);
                ui.add_space(4.0);
                legend_ui(ui, c.style());
            });
            ui.add_space(gap / 2.0);
            ui.vertical(|ui| {
                ui.set_width(players);
                players_ui(ui, state, c, 2);
            });
        });
    }

    fn how_to_play_figure(&self, ui: &mut egui::Ui, style: &SheetStyle, name: &str) {
        match name {
            "mollies" => how_to_play(ui, style),
            _ => crate::sheet_kit::example_sheet_ui(self, ui, style),
        }
    }
}

/// The buttons of the current step, each checked by the rules through `controls`.
fn step_buttons(ui: &mut egui::Ui, s: &State, c: &mut Controls<'_, BlackMolly>) {
    let legal: Vec<Action> = c.legal.to_vec();
    match &s.phase {
        Phase::Move { .. } => {
            let moves: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Move { .. }))
                .collect();
            ui.horizontal_wrapped(|ui| {
                c.button(ui, Action::Done, action_label(s, &Action::Done));
                if !moves.is_empty() {
                    ui.label(tr("bm-or-click"));
                }
            });
            if !moves.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    for a in moves {
                        c.button(ui, a.clone(), action_label(s, a));
                    }
                });
            }
        }
        Phase::AwaitRoll => {
            c.button(ui, Action::Roll, tr("bm-button-roll"));
        }
        Phase::Split { .. } => {
            for d in [Dir::E, Dir::S] {
                c.button(ui, Action::Split(d), split_label(s, d));
            }
        }
        Phase::Molly { .. } | Phase::PlaceOld { .. } => {
            ui.horizontal_wrapped(|ui| {
                for a in &legal {
                    c.button(ui, a.clone(), action_label(s, a));
                }
            });
        }
        Phase::Shuffle | Phase::Rolling | Phase::Over => {}
    }
}

/// The players: token, name, fish left, the old fish, out, the D4, whose turn; `columns` side by
/// side.
fn players_ui(ui: &mut egui::Ui, s: &State, c: &Controls<'_, BlackMolly>, columns: usize) {
    let seats: Vec<usize> = (0..s.seats).collect();
    for row in seats.chunks(columns.max(1)) {
        ui.columns(columns.max(1), |cols| {
            for (ui, &seat) in cols.iter_mut().zip(row) {
                player_ui(ui, s, c, seat);
            }
        });
    }
}

/// One player's box.
fn player_ui(ui: &mut egui::Ui, s: &State, c: &Controls<'_, BlackMolly>, seat: usize) {
    let style = c.style();
    let turn = s.actor() == Some(seat);
    let frame = egui::Frame::group(ui.style())
        .inner_margin(egui::Margin::symmetric(6, 3))
        .stroke(if turn {
            Stroke::new(2.5, style.accent)
        } else {
            Stroke::new(1.0, style.grid)
        });
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
            paint_token(ui.painter(), r.center(), 7.5, seat, false, style, 1.0);
            let mut name = egui::RichText::new(c.names.get(seat)).strong();
            if turn {
                name = name.color(style.accent);
            }
            ui.add(egui::Label::new(name).truncate());
        });
        ui.add(egui::Label::new(seat_summary(s, seat)).wrap());
    });
}

/// What the marks on the aquarium mean. Each mark is shown in the colour it has now (the palette
/// setting changes them), so the legend never names a colour the player does not see.
fn legend_ui(ui: &mut egui::Ui, style: &SheetStyle) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let weak = |id: &'static str| egui::RichText::new(tr(id)).weak();
        legend_ring(ui, style.legal, false);
        ui.label(weak("bm-legend-legal"));
        legend_ring(ui, style.danger, true);
        ui.label(weak("bm-legend-target"));
        legend_ring(ui, style.accent, false);
        ui.label(weak("bm-legend-next"));
        legend_cross(ui, style.danger);
        ui.label(weak("bm-legend-removed"));
    });
}

/// A ring (or a target: ring and dot) in `colour`, the size of a small letter, for the legend.
fn legend_ring(ui: &mut egui::Ui, colour: egui::Color32, target: bool) {
    let (r, _) = ui.allocate_exact_size(egui::vec2(11.0, 11.0), egui::Sense::hover());
    ui.painter()
        .circle_stroke(r.center(), 4.5, egui::Stroke::new(1.8, colour));
    if target {
        ui.painter().circle_filled(r.center(), 1.6, colour);
    }
}

/// A small cross in `colour`, for the legend's removed fish.
fn legend_cross(ui: &mut egui::Ui, colour: egui::Color32) {
    let (r, _) = ui.allocate_exact_size(egui::vec2(11.0, 11.0), egui::Sense::hover());
    let (c, x) = (r.center(), 4.0);
    let st = egui::Stroke::new(1.8, colour);
    ui.painter()
        .line_segment([c + egui::vec2(-x, -x), c + egui::vec2(x, x)], st);
    ui.painter()
        .line_segment([c + egui::vec2(-x, x), c + egui::vec2(x, -x)], st);
}

/// "3 fish, old one alive · has the D4 · to play".
fn seat_summary(s: &State, seat: usize) -> String {
    if let Phase::PlaceOld { seat: placing } = s.phase {
        if seat >= placing {
            // Setup goes in seat order: this seat's fish are not in the aquarium yet.
            return tr(if seat == placing {
                "bm-seat-placing"
            } else {
                "bm-seat-waiting"
            });
        }
    }
    let fish = if s.rules == RuleSet::OldestFish {
        Msg::new("bm-seat-fish-old").int("alive", i64::from(s.old_alive(seat)))
    } else {
        Msg::new("bm-seat-fish")
    };
    let mut parts = vec![fish.count("n", s.alive(seat)).to_string()];
    if let Some(r) = s.out_round[seat] {
        parts.push(Msg::new("bm-seat-out").int("round", r).to_string());
    }
    if s.winners.contains(&seat) {
        parts.push(tr("bm-seat-winner"));
    }
    if s.starter == seat && !s.is_over() {
        parts.push(tr("bm-seat-d4"));
    }
    if s.actor() == Some(seat) {
        parts.push(tr("bm-seat-to-play"));
    }
    parts.join(" · ")
}

/// The worked example of How to play: where the Mollies head, on a position set by hand.
fn how_to_play(ui: &mut egui::Ui, style: &SheetStyle) {
    // The blue player (circles) has a lone fish on d1 and one on f1; the orange player (squares)
    // shares f1 and has two on a4. The lone fish on d1 is the Mollies' target.
    let fish = |s: &str| s.parse::<Card>().ok();
    let n = fish_per_player();
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
    let example = State::custom(RuleSet::Standard, 2, STARTER.clone(), [m1, m2], &list, 0);
    ui.label(tr("bm-figure-mollies"));
    // As wide as the page allows (the text on the cards is then readable), in the board's shape.
    let natural = sheet::natural_size();
    let width = ui.available_width().clamp(300.0, 720.0);
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(width, width * natural.y / natural.x),
        Sense::hover(),
    );
    let marks = Marks {
        molly_targets: vec![target],
        ..Marks::default()
    };
    draw_aquarium(ui.painter(), rect, &example, style, &marks);
}
