//! The table in the side panel: who is still thinking when everyone acts at once (at one computer
//! any of those people may take the sheet), and for a network game the room: who is connected,
//! invitations, and a bot for a seat whose player left.

use super::game_screen::GameScreen;
use crate::engine::{BotLevel, ToMove};
use crate::game::Match;
use crate::net::protocol::SeatSpec;
use crate::net::remote::{Connection, RemoteSeat, RoomView};
use egui::{Color32, RichText};

/// What the table asks the app to do.
#[derive(Default)]
pub struct TableOut {
    /// Text to put on the clipboard.
    pub copy: Option<String>,
    /// A problem to show.
    pub problem: Option<String>,
}

/// The side panel's table section; nothing for a game taken strictly in turns at one computer.
pub fn table_ui(ui: &mut egui::Ui, g: &mut GameScreen) -> TableOut {
    let ready = g.m.ready();
    if g.remote.is_none() && ready.len() < 2 {
        return TableOut::default();
    }
    ui.separator();
    match &mut g.remote {
        Some(seat) => {
            let room = seat.room();
            ui.label(RichText::new(format!("Network game: room {}", room.room)).strong());
            if let Connection::Lost(why) = &room.connection {
                ui.label(
                    RichText::new(format!("Connection lost ({why}); connecting again…"))
                        .color(ui.visuals().warn_fg_color),
                );
            }
            if let Some(refused) = &room.refused {
                ui.label(
                    RichText::new(format!("The server refused: {refused}"))
                        .color(ui.visuals().error_fg_color),
                );
            }
            if let Some(why) = &room.untrusted {
                ui.label(
                    RichText::new(format!("The dice cannot be trusted: {why}"))
                        .color(ui.visuals().error_fg_color),
                );
            }
            seats_ui(ui, &*g.m, seat, &room, None)
        }
        None => {
            thinking_ui(ui, &mut *g.m, &ready);
            TableOut::default()
        }
    }
}

/// At one computer on a simultaneous step: every seat still busy with it; a person's name is a
/// button that brings their sheet up.
fn thinking_ui(ui: &mut egui::Ui, m: &mut dyn Match, ready: &[usize]) {
    ui.label(RichText::new("Still thinking (everyone plays this roll)").strong());
    let focus = match m.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    };
    let mut take = None;
    ui.horizontal_wrapped(|ui| {
        for &seat in ready {
            let Some(info) = m.seats().get(seat) else {
                continue;
            };
            let name = info.name.clone();
            if Some(seat) == focus {
                ui.label(RichText::new(format!("{name} (at the sheet)")).strong());
            } else if info.is_human() {
                if ui
                    .button(&name)
                    .on_hover_text(format!("Hand the sheet to {name}"))
                    .clicked()
                {
                    take = Some(seat);
                }
            } else {
                ui.label(format!("{name} (bot)"));
            }
        }
    });
    if let Some(seat) = take {
        m.focus(seat);
    }
}

/// A filled green dot for a connected seat, a hollow grey one for an empty seat (painted: the
/// default fonts have no circle glyphs).
fn status_dot(ui: &mut egui::Ui, connected: bool) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    let c = rect.center();
    if connected {
        ui.painter()
            .circle_filled(c, 5.0, Color32::from_rgb(40, 160, 70));
    } else {
        let grey = ui.visuals().weak_text_color();
        ui.painter()
            .circle_stroke(c, 4.5, egui::Stroke::new(1.5, grey));
    }
    response.on_hover_text(if connected {
        "connected"
    } else {
        "not connected"
    });
}

/// A clock's time left, as a person reads it: `42 s`, `3:05`, `5 h 12 min`, `2 d 3 h`.
fn time_left(secs: u64) -> String {
    match secs {
        0..60 => format!("{secs} s"),
        60..3_600 => format!("{}:{:02}", secs / 60, secs % 60),
        3_600..86_400 => format!("{} h {} min", secs / 3_600, secs % 3_600 / 60),
        _ => format!("{} d {} h", secs / 86_400, secs % 86_400 / 3_600),
    }
}

/// One row per seat: connected or not, who plays it, still thinking or done, and for the host the
/// invitation to hand out; a seat whose player left can be handed to a bot.
pub fn seats_ui(
    ui: &mut egui::Ui,
    m: &dyn Match,
    seat: &mut RemoteSeat,
    room: &RoomView,
    public_url: Option<&str>,
) -> TableOut {
    let mut out = TableOut::default();
    let mut replace = None;
    let over = m.is_over();
    egui::Grid::new(("room-seats", public_url.is_some()))
        .num_columns(if public_url.is_some() { 5 } else { 4 })
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for (i, spec) in room.seats.iter().enumerate() {
                let name = m.seats().get(i).map_or(String::new(), |s| s.name.clone());
                let connected = room.connected.get(i).copied().unwrap_or(false);
                ui.horizontal(|ui| {
                    status_dot(ui, connected);
                    let who = match spec {
                        _ if i == room.me => format!("{name} (you)"),
                        SeatSpec::Bot(level) => format!("{name} (bot, {})", level.label()),
                        _ => name.clone(),
                    };
                    ui.label(who);
                });
                // A seat nobody sits at is away, even when the table waits on it: "thinking…"
                // would say someone is there.
                let doing = match (over, connected, room.ready.contains(&i)) {
                    (true, _, _) => "finished",
                    (false, false, true) => "away (their turn)",
                    (false, false, false) => "away",
                    (false, true, true) => "thinking…",
                    (false, true, false) => "waiting",
                };
                // With a clock: how long the seat has before the room's bot acts for it.
                match room.clock_secs(i, std::time::Instant::now()) {
                    Some(secs) if !over => {
                        // A running clock says it is the seat's turn: "away" is enough.
                        let doing = if connected { doing } else { "away" };
                        ui.label(
                            RichText::new(format!("{doing}, {} left", time_left(secs))).weak(),
                        )
                        .on_hover_text(
                            "When the time is up the room's bot makes this move for the seat",
                        );
                        ui.ctx()
                            .request_repaint_after(std::time::Duration::from_millis(250));
                    }
                    _ => {
                        ui.label(RichText::new(doing).weak());
                    }
                }
                if let Some(url) = public_url {
                    match room.invites.get(i).cloned().flatten() {
                        Some(token) if i != room.me => {
                            let invite = super::network::invitation(url, &room.room, &token);
                            if ui
                                .small_button("Copy invitation")
                                .on_hover_text(invite.clone())
                                .clicked()
                            {
                                out.copy = Some(invite);
                            }
                        }
                        _ => {
                            ui.label("");
                        }
                    }
                }
                let person_left = spec.is_person() && !connected && i != room.me && !over;
                // The seat's player gets the server's grace period to come back first.
                let wait = room
                    .bot_in_secs(i, std::time::Instant::now())
                    .filter(|&s| s > 0);
                match wait {
                    Some(secs) if person_left => {
                        ui.label(RichText::new(format!("bot may take over in {secs} s")).weak())
                            .on_hover_text(format!(
                                "{name} dropped; they may come back until then, and any time after"
                            ));
                        ui.ctx()
                            .request_repaint_after(std::time::Duration::from_millis(250));
                    }
                    _ if person_left => {
                        if ui
                            .small_button("Bot takes over")
                            .on_hover_text(
                                "A Normal bot plays this seat until its player joins again",
                            )
                            .clicked()
                        {
                            replace = Some(i);
                        }
                    }
                    _ => {
                        ui.label("");
                    }
                }
                ui.end_row();
            }
        });
    if let Some(leaver) = replace {
        if let Err(e) = seat.replace_seat(leaver, BotLevel::Normal) {
            out.problem = Some(e);
        }
    }
    out
}

#[cfg(test)]
mod clock_tests {
    #[test]
    fn a_clocks_time_left_reads_in_the_largest_units_that_matter() {
        assert_eq!(super::time_left(0), "0 s");
        assert_eq!(super::time_left(59), "59 s");
        assert_eq!(super::time_left(185), "3:05");
        assert_eq!(super::time_left(5 * 3_600 + 12 * 60 + 7), "5 h 12 min");
        assert_eq!(super::time_left(2 * 86_400 + 3 * 3_600 + 59), "2 d 3 h");
    }
}
