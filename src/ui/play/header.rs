//! The turn header: whose turn (seat colour and name), the game's status, what now, and the hint
//! or the review's marks, at a fixed height so the board never moves when the prompt changes.

use crate::engine::text::{tr, Msg};
use crate::engine::{Session, ToMove};
use crate::game::Game;
use crate::sheet_kit::{paint_seat_mark, PlayEnv};
use egui::{vec2, RichText, Sense, Ui};

/// What now, when dice rolled at the table are due (a catalogue id).
const TABLE_PROMPT: &str = "play-table-prompt";
/// Height kept for the turn header, so the board never moves when the prompt or hint changes.
const HEADER_HEIGHT: f32 = 74.0;

/// The header's prompt: the game's, unless the dice are to be entered from the table or a bot
/// is to move (then there is nothing for the player to click, and the bot's own prompt would
/// read as if there were).
pub(super) fn turn_prompt<'a, G: Game>(
    session: &Session<G>,
    game_prompt: &'a str,
    table_turn: bool,
) -> std::borrow::Cow<'a, str> {
    if table_turn {
        return tr(TABLE_PROMPT).into();
    }
    match session.to_move() {
        ToMove::Seat(i) if session.seats().get(i).is_some_and(|s| !s.is_human()) => {
            Msg::new("play-plays-this-turn")
                .text("name", session.names().get(i))
                .to_string()
                .into()
        }
        _ => game_prompt.into(),
    }
}

/// The hint and, on a review position, the move played, for the header's last line.
pub(super) struct Marks<'a, A> {
    pub(super) hint: Option<&'a A>,
    /// The hinting bot's expected final score, if it gave one.
    pub(super) value: Option<f64>,
    pub(super) played: Option<&'a A>,
}

/// Whose turn (seat colour and name), the game's status, what now, and the hint: a fixed height.
pub(super) fn header_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    prompt: &str,
    marks: &Marks<'_, G::Action>,
    env: &PlayEnv,
) {
    let rules = session.rules();
    let state = session.state();
    let names = session.names();
    let width = ui.available_width();
    ui.allocate_ui_with_layout(
        vec2(width, HEADER_HEIGHT),
        egui::Layout::top_down(egui::Align::Min),
        |ui| {
            ui.set_min_size(vec2(width, HEADER_HEIGHT));
            ui.horizontal(|ui| {
                let turn = match session.to_move() {
                    ToMove::Seat(i) => {
                        let (r, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
                        paint_seat_mark(ui.painter(), r.center(), 7.5, i, &env.style);
                        match session.seats().get(i).map(|s| s.kind) {
                            Some(crate::engine::SeatKind::Bot(l)) => Msg::new("play-bot-to-play")
                                .text("name", names.get(i))
                                .text("level", l.label()),
                            _ => Msg::new("play-to-play").text("name", names.get(i)),
                        }
                        .to_string()
                    }
                    ToMove::Chance if session.dice() == crate::engine::Dice::Table => {
                        tr("play-roll-at-table")
                    }
                    ToMove::Chance => tr("play-dice-rolling"),
                    ToMove::Over => tr("end-title"),
                };
                let head = match rules.status(state) {
                    Some(status) => format!("{status} · {turn}"),
                    None => turn,
                };
                ui.label(RichText::new(head).strong().size(18.0));
            });
            ui.add(egui::Label::new(RichText::new(prompt).size(15.0)).wrap());
            if let Some(thinking) = &env.thinking {
                ui.horizontal(|ui| {
                    ui.add(egui::Spinner::new().size(14.0));
                    ui.label(RichText::new(thinking).italics());
                });
            } else if let Some(played) = marks.played {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        Msg::new("play-played")
                            .text("action", rules.label(state, played))
                            .to_string(),
                    );
                    match marks.hint {
                        Some(best) if best == played => {
                            ui.label(RichText::new(tr("play-bot-agrees")).color(env.style.hint));
                        }
                        Some(best) => {
                            ui.label(
                                RichText::new(
                                    Msg::new("play-bot-instead")
                                        .text("action", rules.label(state, best))
                                        .to_string(),
                                )
                                .color(env.style.hint),
                            );
                        }
                        None => {}
                    }
                });
            } else if let Some(a) = marks.hint {
                let hint = rules.hint_text(state, a, marks.value);
                ui.label(RichText::new(hint).color(env.style.hint));
            }
        },
    );
}
