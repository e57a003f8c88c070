//! Molecular Structures on the shell's play screen: the sheet (painted in `sheet.rs`, the same for
//! the large sheet, small views, end window and export), which hex or box row a pointer means,
//! the dice on the table for the shell's tray (the pool's dice take a click to draft), and the
//! drafted die's choices as buttons. Legality, highlights, hints and refusals are the shell's,
//! from the rules' one `check`.

pub mod sheet;
#[cfg(test)]
mod tests;

use self::sheet::{content_rect, NATURAL};
use super::rules::{join, Action, Cell, Molecular, Stage, State};
use crate::engine::text::{tr, Msg};
use crate::engine::Rules;
use crate::sheet_kit::{Controls, DiceGroup, GameUi, Overlay, SheetStyle};
use egui::{Painter, Pos2, Rect, RichText, Ui, Vec2};

/// An action in a few words (buttons, the chooser, the hint).
pub fn action_label(s: &State, a: &Action) -> String {
    let msg = match a {
        Action::Take(v) if matches!(s.stage, Stage::SetupTake) => {
            Msg::new("ms-button-take-setup").int("v", *v)
        }
        Action::Take(v) => Msg::new("ms-button-take").int("v", *v),
        Action::Write(h) => match Molecular::mark_to_write(s) {
            Some(Cell::X) => Msg::new("ms-button-write-x").text("hex", h.to_string()),
            Some(mark) => Msg::new("ms-button-write")
                .text("mark", mark.to_string())
                .text("hex", h.to_string()),
            None => Msg::new("ms-button-hex").text("hex", h.to_string()),
        },
        Action::RedReroll => Msg::new("ms-button-red-reroll"),
        Action::RedSkip => Msg::new("ms-button-red-skip"),
        Action::Green => Msg::new("ms-button-green"),
        Action::Reroll => Msg::new("ms-button-reroll"),
        Action::Dice(d) => Msg::new("ms-button-dice").text("dice", join(d)),
    };
    msg.to_string()
}

/// One group per face value, faces as many as there are dice of that value: the free ones first,
/// then `used` ones of that value faded. A value keeps its place while its dice are taken, so the
/// die under the pointer stays the same one.
fn groups_by_value(
    dice: &[u8],
    used: &[u8],
    action: impl Fn(u8) -> Option<Action>,
    out: &mut Vec<DiceGroup<Action>>,
) {
    for v in 1..=6u8 {
        let free = dice.iter().filter(|&&d| d == v).count();
        let gone = used.iter().filter(|&&d| d == v).count();
        if free + gone > 0 {
            out.push(DiceGroup {
                faces: vec![v; free + gone],
                action: if free > 0 { action(v) } else { None },
                caption: String::new(),
                used: gone,
            });
        }
    }
}

fn aside(faces: &[u8], caption: &str) -> Option<DiceGroup<Action>> {
    (!faces.is_empty()).then(|| DiceGroup {
        faces: faces.to_vec(),
        action: None,
        caption: caption.to_string(),
        used: faces.len(),
    })
}

impl GameUi for Molecular {
    type View = ();

    fn sheet_size(&self, _state: &State) -> Vec2 {
        content_rect().size() * NATURAL
    }

    fn paint_sheet(
        &self,
        painter: &Painter,
        rect: Rect,
        state: &State,
        overlay: &Overlay<'_, Action>,
        style: &SheetStyle,
    ) {
        sheet::paint(painter, rect, state, overlay, style);
    }

    fn targets_at(
        &self,
        state: &State,
        seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Vec<Action> {
        sheet::targets(state, seat, rect, pos, &self.candidate_actions(state))
    }

    fn spot_note(
        &self,
        state: &State,
        seat: usize,
        rect: Rect,
        pos: Pos2,
        _view: &(),
    ) -> Option<String> {
        sheet::paper_note(state, seat, rect, pos).map(tr)
    }

    fn how_to_play_figure(&self, ui: &mut Ui, style: &SheetStyle, name: &str) {
        match name {
            "bonds" => bonds_figure(self, ui, style),
            _ => crate::sheet_kit::example_sheet_ui(self, ui, style),
        }
    }

    fn label(&self, state: &State, action: &Action) -> String {
        action_label(state, action)
    }

    /// The dice on the table: the setup dice still to write during setup, else the pool (a click
    /// on a value drafts one), the die in hand, and this round's used and removed dice, faded.
    fn dice(&self, s: &State) -> Vec<DiceGroup<Action>> {
        let mut out = Vec::new();
        match s.stage {
            Stage::SetupRoll | Stage::Over => {}
            Stage::SetupTake | Stage::SetupWrite(_) => {
                // The setup dice already taken stay in their places, faded (as the pool's do), so
                // the tray never re-sorts under the pointer between two clicks.
                let left = &s.sheets[s.seat].setup_left;
                let mut taken = s.setup_dice.clone();
                for v in left {
                    if let Some(k) = taken.iter().position(|t| t == v) {
                        taken.remove(k);
                    }
                }
                groups_by_value(left, &taken, |v| Some(Action::Take(v)), &mut out);
                if let Stage::SetupWrite(v) = s.stage {
                    out.push(DiceGroup {
                        faces: vec![v],
                        action: None,
                        caption: tr("ms-tray-to-write"),
                        used: 0,
                    });
                }
            }
            _ => {
                let take = s.stage == Stage::Take;
                // This round's used dice stay beside the free ones of their value.
                groups_by_value(
                    &s.pool,
                    &s.discards,
                    |v| take.then_some(Action::Take(v)),
                    &mut out,
                );
                if let Some(v) = s.hand {
                    let caption = if s.stage == Stage::PlaceX {
                        "ms-tray-hand-x"
                    } else {
                        "ms-tray-hand"
                    };
                    out.push(DiceGroup {
                        faces: vec![v],
                        action: None,
                        caption: tr(caption),
                        used: 0,
                    });
                }
                out.extend(aside(&s.removed, &tr("ms-tray-left-game")));
            }
        }
        out
    }

    fn status(&self, s: &State) -> Option<String> {
        match s.stage {
            Stage::SetupRoll | Stage::SetupTake | Stage::SetupWrite(_) => {
                Some(tr("ms-status-setup"))
            }
            Stage::Over => None,
            _ => {
                let round = |id| Msg::new(id).int("round", s.round).count("pass", s.pass());
                // Only worth saying once someone is out.
                let t = if s.players_in() < s.seats() {
                    round("ms-status-round-in")
                        .count("in", s.players_in())
                        .count("seats", s.seats())
                } else {
                    round("ms-status-round")
                };
                Some(t.to_string())
            }
        }
    }

    fn controls_ui(&self, ui: &mut Ui, s: &State, _view: &mut (), c: &mut Controls<'_, Self>) {
        if s.round > 0 && s.stage != Stage::Over {
            ui.label(
                Msg::new("ms-first-player")
                    .text("name", c.names.get(s.first).into_owned())
                    .to_string(),
            );
        }
        let out: Vec<String> = (0..s.seats())
            .filter(|&i| s.sheets[i].out)
            .map(|i| c.names.get(i).into_owned())
            .collect();
        if !out.is_empty() && s.stage != Stage::Over {
            ui.label(Msg::new("ms-out").text("names", out.join(", ")).to_string());
        }
        let Some(seat) = c.seat else {
            return;
        };
        let buttons: &[Action] = match s.stage {
            Stage::Drafted(1) => &[Action::RedReroll, Action::RedSkip],
            Stage::Drafted(6) => &[Action::Green, Action::Reroll],
            _ => &[],
        };
        if let Some(v) = s.hand {
            let name = c.names.get(seat).into_owned();
            let holds = if s.stage == Stage::PlaceX {
                Msg::new("ms-holds-x").text("name", name)
            } else {
                Msg::new("ms-holds").text("name", name).int("v", v)
            };
            ui.label(RichText::new(holds.to_string()).strong());
        }
        if !buttons.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for a in buttons {
                    c.button(ui, a.clone(), action_label(s, a));
                }
            });
        }
        if let Some(what) = sheet::writing_what(s) {
            if c.can_act() {
                let id = if c.env.tutorial {
                    "ms-how-write-outlined"
                } else {
                    "ms-how-write"
                };
                ui.label(Msg::new(id).msg("what", what).to_string());
            }
        }
        if matches!(s.stage, Stage::Take | Stage::SetupTake) && c.can_act() {
            ui.label(tr("ms-how-take"));
        }
    }
}

/// The How-to-play example: a 3 at C3 bonded to a 1 at C2, a 2 at D4 and a 1 at B4 (three
/// neighbours of C3 that do not touch each other, so each of them has the one bond to the 3), and
/// a 3 at E5, a corner with only two neighbours, away from them. The 3 and both 1s are complete,
/// the 2 is open, E5 can never be completed; with the six boxes uncrossed the sheet shows
/// 3 + 1 + 1 + 6 × 2 = 17 points.
pub(crate) fn bonds_figure_state(rules: &Molecular) -> Option<State> {
    use super::state::Spot;
    let mut state = (1..=8).find_map(|n| rules.new_state(&Default::default(), n).ok())?;
    let cells = &mut state.sheets[0].cells;
    for (col, row, n) in [(2, 2, 3), (2, 1, 1), (3, 3, 2), (1, 3, 1), (4, 4, 3)] {
        let spot = Spot::new(col, row);
        if !spot.on_sheet() {
            return None;
        }
        cells[spot.index()] = Cell::Num(n);
    }
    Some(state)
}

/// How to play: a few written hexes, one complete group, one open hex and one that can no
/// longer be completed, on a real sheet.
fn bonds_figure(rules: &Molecular, ui: &mut Ui, style: &SheetStyle) {
    let Some(state) = bonds_figure_state(rules) else {
        return;
    };
    ui.add(egui::Label::new(tr("ms-figure-bonds")).wrap());
    let natural = rules.sheet_size(&state);
    let scale = (ui.available_width().min(440.0) / natural.x).min(1.0);
    let (rect, _) = ui.allocate_exact_size(natural * scale, egui::Sense::hover());
    rules.paint_sheet(ui.painter(), rect, &state, &Overlay::plain(0, ""), style);
}
