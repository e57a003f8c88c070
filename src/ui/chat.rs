//! The table chat of a network game, under the log in the side panel: the room's lines (names
//! and texts are the players' own words, shown as plain text, long words broken so the panel
//! keeps its width), a mute per seat (this window only, for the room), and for a seat the input
//! line with Send (Enter sends too). A spectator reads without the input line.

use crate::engine::seats::shorten;
use crate::engine::text::{tr, Msg};
use crate::net::chat::ChatView;
use crate::net::protocol::{ChatLine, CHAT_MAX_CHARS};
use crate::net::remote::RemoteSeat;
use egui::text::LayoutJob;
use egui::{RichText, TextFormat};
use std::time::Duration;
use web_time::{SystemTime, UNIX_EPOCH};

/// Characters of a name shown before it is cut.
const NAME_CHARS: usize = 24;

/// A space that egui's layout never breaks a line at.
const NO_BREAK_SPACE: char = '\u{a0}';

/// The chat of this window's seat: what the panel sends goes to the server (or is refused here,
/// and the line stays in the input). True when a seat was muted or heard again (the window
/// remembers its mutes).
pub fn chat_ui(ui: &mut egui::Ui, seat: &mut RemoteSeat, names: &[String]) -> bool {
    let before = seat.chat().muted.clone();
    let said = chat_panel(ui, seat.chat_mut(), names, true);
    if let Some(text) = said {
        match seat.say(&text) {
            Ok(()) => seat.chat_mut().draft.clear(),
            Err(why) => seat.chat_mut().refused = Some(why.msg()),
        }
    }
    seat.chat().muted != before
}

/// The panel: the lines not muted, the mute menu, and with `can_write` the input line. Returns
/// the line to send when Send (or Enter) was pressed.
pub fn chat_panel(
    ui: &mut egui::Ui,
    view: &mut ChatView,
    names: &[String],
    can_write: bool,
) -> Option<String> {
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr("chat-title")).strong());
        ui.menu_button(tr("chat-mute"), |ui| {
            for (seat, name) in names.iter().enumerate() {
                let mut muted = view.muted.contains(&seat);
                if ui
                    .checkbox(&mut muted, shorten(name, NAME_CHARS).into_owned())
                    .changed()
                {
                    view.toggle_mute(seat);
                }
            }
        })
        .response
        .on_hover_text(tr("chat-mute-tip"));
    });
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let hidden = view.hidden();
    let footer = if can_write {
        ui.spacing().interact_size.y + ui.spacing().item_spacing.y + 4.0
    } else {
        row
    } + if hidden > 0 { row } else { 0.0 }
        + if view.refused.is_some() {
            2.0 * row
        } else {
            0.0
        };
    let now = SystemTime::now();
    egui::ScrollArea::vertical()
        .id_salt("chat")
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .max_height((ui.available_height() - footer).max(row))
        // egui keeps a scrolled area at least 64 points tall, which at a large UI scale in a
        // small window pushed the input row under the panel's edge: one line is enough.
        .min_scrolled_height(row)
        .show(ui, |ui| {
            let mut any = false;
            for line in view.shown() {
                line_ui(ui, line, now);
                any = true;
            }
            if !any {
                ui.label(RichText::new(tr("chat-empty")).weak().italics());
            }
        });
    if hidden > 0 {
        ui.label(
            RichText::new(Msg::new("chat-muted-hidden").count("n", hidden).to_string())
                .small()
                .weak(),
        );
    }
    if let Some(why) = &view.refused {
        ui.add(
            egui::Label::new(RichText::new(why.to_string()).color(ui.visuals().error_fg_color))
                .wrap(),
        );
    }
    if !can_write {
        ui.label(RichText::new(tr("chat-spectator")).weak());
        return None;
    }
    let mut send = None;
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        let clicked = ui
            .button(tr("chat-send"))
            .on_hover_text(tr("chat-send-tip"))
            .clicked();
        let edit = ui.add(
            egui::TextEdit::singleline(&mut view.draft)
                .hint_text(tr("chat-input-hint"))
                .char_limit(CHAT_MAX_CHARS)
                .desired_width(ui.available_width()),
        );
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if clicked || entered {
            send = Some(view.draft.clone());
            // The input is ready for the next line.
            edit.request_focus();
        }
    });
    send
}

/// One line: the name in bold, then the text, wrapped to the panel (a word longer than the
/// panel is broken where it reaches the edge); hovering says the seat and when.
fn line_ui(ui: &mut egui::Ui, line: &ChatLine, now: SystemTime) {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let strong = ui.visuals().strong_text_color();
    let plain = ui.visuals().text_color();
    let mut job = LayoutJob::default();
    let name =
        Msg::new("chat-line-name").text("name", shorten(&line.who(), NAME_CHARS).into_owned());
    // The name stays on one line (a long word after it would otherwise pull it apart).
    let name: String = name
        .to_string()
        .chars()
        .map(|c| if c == ' ' { NO_BREAK_SPACE } else { c })
        .collect();
    job.append(&name, 0.0, TextFormat::simple(body.clone(), strong));
    job.append(&line.text, 6.0, TextFormat::simple(body, plain));
    job.wrap.max_width = ui.available_width();
    let when = super::words::when_text(UNIX_EPOCH + Duration::from_secs(line.time), now);
    let tip = Msg::new("chat-line-tip")
        .count("seat", line.seat + 1)
        .text("when", when);
    ui.add(egui::Label::new(job).wrap())
        .on_hover_text(tip.to_string());
}

#[cfg(test)]
#[path = "chat_tests.rs"]
mod tests;
