//! Table dice: in a game whose dice are rolled at the table, every chance step waits here for what
//! the real dice show. Plain rolls are entered by clicking faces or typing digits; other chance
//! steps (a deal of cards, a cube scramble) are typed in the game's notation. "Let the app roll"
//! draws the step from the game's seed instead. Whatever is entered goes through the game's chance
//! check before it reaches the session, so a wrong entry changes nothing and says why.

use crate::engine::text::{tr, Msg};
use crate::engine::{Session, TableDice, ToMove};
use crate::game::Game;
use crate::sheet_kit::draw::paint_die;
use crate::sheet_kit::SheetStyle;
use egui::{vec2, Key, RichText, Sense, Ui};

/// What has been entered so far at the current chance step.
#[derive(Default)]
pub struct TableEntry {
    /// The position (the running game's generation) the entry belongs to: a new step, an undo or
    /// a redo starts it empty.
    at: u64,
    values: Vec<u8>,
    text: String,
    error: Option<String>,
}

impl TableEntry {
    fn reset_if_moved(&mut self, at: u64) {
        if self.at != at {
            *self = TableEntry {
                at,
                ..Default::default()
            };
        }
    }
}

/// The digit keys pressed this frame, in order, and the digits of anything pasted, while no text
/// field has the keyboard. A quick "365" can arrive as three key events in one frame: all count.
fn typed_digits(ui: &Ui) -> Vec<u8> {
    const KEYS: [(Key, u8); 9] = [
        (Key::Num1, 1),
        (Key::Num2, 2),
        (Key::Num3, 3),
        (Key::Num4, 4),
        (Key::Num5, 5),
        (Key::Num6, 6),
        (Key::Num7, 7),
        (Key::Num8, 8),
        (Key::Num9, 9),
    ];
    if ui.ctx().egui_wants_keyboard_input() {
        return Vec::new();
    }
    ui.input(|i| {
        let mut digits = Vec::new();
        for event in &i.events {
            match event {
                egui::Event::Key {
                    key,
                    pressed: true,
                    repeat: false,
                    modifiers,
                    ..
                } if !modifiers.ctrl && !modifiers.command => {
                    if let Some((_, v)) = KEYS.iter().find(|(k, _)| k == key) {
                        digits.push(*v);
                    }
                }
                egui::Event::Paste(text) => digits.extend(
                    text.chars()
                        .filter_map(|c| c.to_digit(10))
                        .filter_map(|d| u8::try_from(d).ok()),
                ),
                _ => {}
            }
        }
        digits
    })
}

/// The panel for a table-dice game at a chance step; returns the outcome to enter once one was
/// given and passed the game's chance check.
pub fn table_dice_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    entry: &mut TableEntry,
    generation: u64,
    style: &SheetStyle,
) -> Option<G::Action> {
    if session.to_move() != ToMove::Chance {
        return None;
    }
    entry.reset_if_moved(generation);
    let mut chosen = None;
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        let spec = session.table_dice();
        let app_does = tr(if spec.is_some() {
            "tdice-app-roll"
        } else {
            "tdice-app-draw"
        });
        match spec {
            Some(spec) => chosen = dice_entry_ui(ui, session, &spec, entry, style),
            None => chosen = notation_entry_ui(ui, session, entry),
        }
        ui.horizontal(|ui| {
            if ui
                .button(app_does)
                .on_hover_text(tr("tdice-app-tip"))
                .clicked()
            {
                chosen = Some(session.seeded_chance());
            }
        });
        // The message's line is always there, so a message does not push the buttons around.
        let message = entry.error.as_deref().unwrap_or(" ");
        ui.label(RichText::new(message).color(ui.visuals().error_fg_color));
    });
    let action = chosen?;
    match session.check(&action) {
        Ok(()) => Some(action),
        Err(r) => {
            entry.error = Some(r.0.to_string());
            None
        }
    }
}

/// Die slots filled by clicking a face (or typing its digit); Backspace takes the last one back,
/// Enter (or the button) enters the roll once every die has a value.
fn dice_entry_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    spec: &TableDice,
    entry: &mut TableEntry,
    style: &SheetStyle,
) -> Option<G::Action> {
    let (lo, hi) = (*spec.faces.start(), *spec.faces.end());
    let numerals = spec.faces != (1..=6);
    ui.label(
        RichText::new(
            Msg::new("tdice-roll-at-table")
                .msg("what", spec.what.clone())
                .to_string(),
        )
        .strong(),
    );
    for v in typed_digits(ui) {
        push_value(entry, spec, v);
    }
    if ui.input(|i| i.key_pressed(Key::Backspace)) && !ui.ctx().egui_wants_keyboard_input() {
        entry.values.pop();
        entry.error = None;
    }
    // The slots: entered values as dice, the rest as empty frames; clicking a die takes it back.
    ui.horizontal_wrapped(|ui| {
        let size = if spec.count > 9 { 24.0 } else { 30.0 };
        let mut remove = None;
        for k in 0..spec.count {
            let (rect, response) = ui.allocate_exact_size(vec2(size, size), Sense::click());
            match entry.values.get(k) {
                Some(&v) => {
                    paint_die(ui.painter(), rect, v, numerals, style.paper, style.ink);
                    let r = response.on_hover_text(tr("tdice-take-back-tip"));
                    if r.clicked() {
                        remove = Some(k);
                    }
                }
                None => {
                    ui.painter().rect_stroke(
                        rect,
                        4.0,
                        egui::Stroke::new(1.0, style.grid),
                        egui::StrokeKind::Inside,
                    );
                }
            }
        }
        if let Some(k) = remove {
            entry.values.remove(k);
            entry.error = None;
        }
    });
    ui.horizontal_wrapped(|ui| {
        for face in lo..=hi {
            let (rect, response) = ui.allocate_exact_size(vec2(28.0, 28.0), Sense::click());
            paint_die(ui.painter(), rect, face, numerals, style.paper, style.ink);
            let tip = Msg::new("tdice-add-tip").int("face", face).to_string();
            let response = response.on_hover_text(tip);
            let name = Msg::new("tdice-die-showing").int("face", face).to_string();
            super::widgets::name_button(&response, &name);
            if response.clicked() {
                push_value(entry, spec, face);
            }
        }
    });
    ui.label(
        RichText::new(
            Msg::new("tdice-entered")
                .count("n", entry.values.len())
                .count("count", spec.count)
                .to_string(),
        )
        .weak(),
    );
    let ready = entry.values.len() == spec.count;
    let enter = ui
        .add_enabled(ready, egui::Button::new(tr("tdice-enter-roll")))
        .clicked()
        || (ready
            && ui.input(|i| i.key_pressed(Key::Enter))
            && !ui.ctx().egui_wants_keyboard_input());
    if !enter {
        return None;
    }
    match session.table_roll(&entry.values) {
        Ok(action) => Some(action),
        Err(e) => {
            entry.error = Some(e.to_string());
            None
        }
    }
}

/// Adds a die value, or says why not (out of range, or every die already has one).
fn push_value(entry: &mut TableEntry, spec: &TableDice, v: u8) {
    entry.error = None;
    if let Err(e) = spec.check_face(v) {
        entry.error = Some(e.to_string());
    } else if entry.values.len() >= spec.count {
        entry.error = Some(
            Msg::new("tdice-all-entered")
                .msg("what", spec.what.clone())
                .to_string(),
        );
    } else {
        entry.values.push(v);
    }
}

/// A chance step that is not a plain roll: typed in the game's notation.
fn notation_entry_ui<G: Game>(
    ui: &mut Ui,
    session: &Session<G>,
    entry: &mut TableEntry,
) -> Option<G::Action> {
    ui.label(RichText::new(session.rules().table_chance_help(session.state())).strong());
    let field = ui.add(
        egui::TextEdit::singleline(&mut entry.text)
            .desired_width(f32::INFINITY)
            .hint_text(tr("tdice-notation-hint")),
    );
    let submit = ui.button(tr("tdice-enter")).clicked()
        || (field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)));
    if !submit {
        return None;
    }
    match entry.text.trim().parse::<G::Action>() {
        Ok(a) => Some(a),
        Err(e) => {
            entry.error = Some(e.to_string());
            None
        }
    }
}
