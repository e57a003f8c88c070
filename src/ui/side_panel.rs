//! The game screen's side panel: the game code, undo, redo, hint, review, tutorial, bot play,
//! the table, the scores and the log (with the chat in a network game).

use super::command::{self, Command, CommandState};
use super::event::Event;
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::tr;
use crate::engine::Names;
use crate::game::Match;
use egui::RichText;

/// The side panel: the game code, undo, redo, hint, review, tutorial, bot play, the table, the
/// scores and the log (and a network game's chat). Its width is a share of the window's, so at a
/// large UI scale the sheet keeps its room.
pub fn side_panel_ui(
    ui: &mut egui::Ui,
    cx: &mut Shell,
    g: &mut GameScreen,
    state: &CommandState,
    daily: Option<&str>,
) {
    let mut picked = None;
    let mut table = super::table::TableOut::default();
    let mut mutes = None;
    let bot_speed = &mut cx.settings.bot_speed;
    let room = ui.available_width();
    // The panel keeps the width it was given (or dragged to) per UI scale, keyed by the scale
    // this frame is laid out at (a new scale takes effect a frame after it is set): at a new
    // scale it starts again from its share of the window, rather than keeping a width in points
    // that the scale made wider on screen.
    let scale = ui
        .ctx()
        .input(|i| (i.pixels_per_point * 100.0).round() as i32);
    egui::Panel::right(("side", scale))
        .resizable(true)
        .default_size(side_width(room))
        .min_size(180.0_f32.min(room * 0.3))
        .max_size((room * 0.4).max(180.0))
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.heading(g.m.info().name);
            // Today's challenge: the attempt or practice, and the score to beat.
            if let Some(line) = daily {
                ui.label(
                    RichText::new(line)
                        .strong()
                        .color(ui.visuals().warn_fg_color),
                );
            }
            if let Some(code) = &g.code {
                ui.horizontal(|ui| {
                    ui.label(tr("side-game-code"));
                    ui.label(RichText::new(code).monospace().strong())
                        .on_hover_text(tr("side-game-code-tip"));
                    if command::small_button_ui(ui, Command::CopyCode, state).clicked() {
                        picked = Some(Command::CopyCode);
                    }
                });
            }
            ui.horizontal(|ui| {
                for c in [Command::Undo, Command::Redo, Command::Hint] {
                    if command::button_ui(ui, c, state).clicked() {
                        picked = Some(c);
                    }
                }
            });
            if command::button_ui(ui, Command::Review, state).clicked() {
                picked = Some(Command::Review);
            }
            if command::checkbox_ui(ui, Command::Tutorial, state) {
                picked = Some(Command::Tutorial);
            }
            // In a network game the server plays the bots at once: nothing to skip or pace.
            if g.remote.is_none() {
                if command::button_ui(ui, Command::Skip, state)
                    .on_disabled_hover_text(tr("side-skip-disabled"))
                    .clicked()
                {
                    picked = Some(Command::Skip);
                }
                // The switch and the bots' speed on one line where it fits; in a narrow panel
                // (a large UI scale) the speed goes under the switch, its slider taking the room
                // left, rather than widening the panel and narrowing the sheet.
                let one_line = ui.available_width() >= BOT_ROW_WIDTH;
                let bot_row = |ui: &mut egui::Ui| {
                    if command::checkbox_ui(ui, Command::BotPlaysForMe, state) {
                        picked = Some(Command::BotPlaysForMe);
                    }
                    if !one_line {
                        ui.spacing_mut().slider_width =
                            (ui.available_width() - SPEED_VALUE_WIDTH).clamp(60.0, 100.0);
                    }
                    ui.add(
                        egui::Slider::new(bot_speed, 0.25..=20.0)
                            .logarithmic(true)
                            .text(tr("side-moves-per-second")),
                    );
                };
                if one_line {
                    ui.horizontal(bot_row);
                } else {
                    ui.scope(bot_row);
                }
            }
            if g.m.seats().len() > 1 {
                let names = Names::of(g.m.seats());
                let current = if g.export_seat < g.m.seats().len() {
                    names.get(g.export_seat).into_owned()
                } else {
                    String::new()
                };
                egui::ComboBox::from_label(tr("side-export-seat"))
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        for i in 0..g.m.seats().len() {
                            let name = names.get(i).into_owned();
                            ui.selectable_value(&mut g.export_seat, i, name);
                        }
                    });
            }
            table = super::table::table_ui(ui, g);
            // The host's invitations, while a person's seat is still empty (the lobby has them).
            if state.seat_to_invite && command::button_ui(ui, Command::Invite, state).clicked() {
                picked = Some(Command::Invite);
            }
            ui.separator();
            ui.label(RichText::new(tr("side-scores")).strong());
            let totals = g.totals().to_vec();
            let names = Names::of(g.m.seats());
            for (seat, total) in totals.into_iter().enumerate() {
                ui.label(format!("{}: {total}", names.get(seat)));
            }
            ui.separator();
            ui.label(RichText::new(tr("side-log")).strong());
            match &mut g.remote {
                // The log and the table's chat share what is left of the panel.
                Some(seat) => {
                    let names: Vec<String> = (0..g.m.seats().len())
                        .map(|i| names.get(i).into_owned())
                        .collect();
                    log_ui(ui, &*g.m, Some((ui.available_height() * 0.4).max(80.0)));
                    ui.separator();
                    if super::chat::chat_ui(ui, seat, &names) {
                        let room = seat.room().room;
                        mutes = Some((room, seat.token().to_string(), seat.chat().muted.clone()));
                    }
                }
                None => log_ui(ui, &*g.m, None),
            }
        });
    if let Some(c) = picked {
        cx.send(Event::Run(c));
    }
    if let Some((room, token, muted)) = mutes {
        cx.send(Event::Mutes { room, token, muted });
    }
    if let Some(text) = table.copy {
        cx.send(Event::Copy(text));
    }
    if let Some(e) = table.problem {
        cx.error(e);
    }
}

/// The room below which the bots' speed goes under "Bot plays for me": at UI scale 1 the two
/// stay on one line, as they always were (the panel then grows to hold them, about 330 points).
const BOT_ROW_WIDTH: f32 = 280.0;
/// What the speed slider's value and unit take beside it.
const SPEED_VALUE_WIDTH: f32 = 110.0;

/// The side panel's width for a window `room` points wide: 300 points where there is room, and
/// never more than a quarter of the window (at UI scale 1.5 a 1280 px window is 853 points wide).
pub fn side_width(room: f32) -> f32 {
    (room * 0.25).clamp(200.0_f32.min(room * 0.3), 300.0)
}

/// The log: rows wrap to the panel's width, and only the rows in view are laid out. It fills
/// the rest of the panel, or `height` of it.
fn log_ui(ui: &mut egui::Ui, m: &dyn Match, height: Option<f32>) {
    let area = egui::ScrollArea::vertical()
        .id_salt("log")
        .stick_to_bottom(true)
        .auto_shrink([false, false]);
    let area = match height {
        Some(h) => area.max_height(h),
        None => area,
    };
    let rows = super::log_rows::LogRows {
        id: ui.scope_id().with("log-rows"),
        count: m.action_count(),
        one_line: ui.text_style_height(&egui::TextStyle::Body),
        target: None,
        jump: false,
    };
    let text = |i: usize| {
        m.log_line(i)
            .map(|line| {
                let who = super::review_mode::who_words(m, &line);
                super::log_rows::numbered(i, &who, &line.text.to_string())
            })
            .unwrap_or_default()
    };
    let font = egui::TextStyle::Body.resolve(ui.style());
    rows.show(
        ui,
        area,
        |ui, i| {
            let r = ui.add(egui::Label::new(text(i)).wrap());
            match m.log_notation(i) {
                Some(n) => r.on_hover_ui(|ui| {
                    ui.label(RichText::new(n).monospace().weak());
                }),
                None => r,
            }
        },
        |ctx, i, width| super::log_rows::text_height(ctx, &font, text(i), width),
    );
}
