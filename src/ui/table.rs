//! The table in the side panel: who is still thinking when everyone acts at once (at one computer
//! any of those people may take the sheet), and for a network game the room: who is connected,
//! invitations, and a bot for a seat whose player left.

use super::game_screen::GameScreen;
use crate::engine::text::{tr, Msg};
use crate::engine::{BotLevel, Names, ToMove};
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
            ui.label(
                RichText::new(
                    Msg::new("table-network-room")
                        .text("room", room.room.clone())
                        .to_string(),
                )
                .strong(),
            );
            if let Connection::Lost(why) = &room.connection {
                let text = if why.id() == Some(crate::net::protocol::HOST_LEFT) {
                    tr("table-host-left")
                } else {
                    Msg::new("table-connection-lost")
                        .msg("why", why.clone())
                        .to_string()
                };
                ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
            }
            if let Some(refused) = &room.refused {
                ui.label(
                    RichText::new(
                        Msg::new("table-server-refused")
                            .msg("why", refused.clone())
                            .to_string(),
                    )
                    .color(ui.visuals().error_fg_color),
                );
            }
            if let Some(why) = &room.untrusted {
                ui.label(
                    RichText::new(
                        Msg::new("table-untrusted")
                            .msg("why", why.clone())
                            .to_string(),
                    )
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
    ui.label(RichText::new(tr("table-still-thinking")).strong());
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
            let name = Names::of(m.seats()).get(seat).into_owned();
            if Some(seat) == focus {
                ui.label(
                    RichText::new(
                        Msg::new("table-at-sheet")
                            .text("name", name.clone())
                            .to_string(),
                    )
                    .strong(),
                );
            } else if info.is_human() {
                if ui
                    .button(&name)
                    .on_hover_text(
                        Msg::new("table-hand-sheet")
                            .text("name", name.clone())
                            .to_string(),
                    )
                    .clicked()
                {
                    take = Some(seat);
                }
            } else {
                ui.label(Msg::new("table-bot").text("name", name).to_string());
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
    response.on_hover_text(tr(if connected {
        "table-connected"
    } else {
        "table-not-connected"
    }));
}

/// A count of seconds (or of larger units) as a message argument.
fn int(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A clock's time left, as a person reads it: `42 s`, `3:05`, `5 h 12 min`, `2 d 3 h`.
pub(super) fn time_left(secs: u64) -> String {
    match secs {
        0..60 => Msg::new("table-time-s").int("s", int(secs)).to_string(),
        60..3_600 => format!("{}:{:02}", secs / 60, secs % 60),
        3_600..86_400 => Msg::new("table-time-h-min")
            .int("h", int(secs / 3_600))
            .int("min", int(secs % 3_600 / 60))
            .to_string(),
        _ => Msg::new("table-time-d-h")
            .int("d", int(secs / 86_400))
            .int("h", int(secs % 86_400 / 3_600))
            .to_string(),
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
    // Without the server, nobody counts down: its clocks and grace periods wait for it too.
    let counting = room.connection == Connection::Connected;
    egui::Grid::new(("room-seats", public_url.is_some()))
        .num_columns(if public_url.is_some() { 5 } else { 4 })
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for (i, spec) in room.seats.iter().enumerate() {
                let name = Names::of(m.seats()).get(i).into_owned();
                // Cut off from the server, this window does not know who is there: the last
                // word it had would go stale ("thinking…" for a host who has closed the game).
                let connected = counting && room.connected.get(i).copied().unwrap_or(false);
                ui.horizontal(|ui| {
                    status_dot(ui, connected);
                    let who = match spec {
                        _ if i == room.me => {
                            Msg::new("table-you").text("name", name.clone()).to_string()
                        }
                        // An unnamed bot's name says it already ("Bot 3 (Normal)").
                        SeatSpec::Bot(_) if unnamed_bot(m, i) => name.clone(),
                        SeatSpec::Bot(level) => Msg::new("table-bot-level")
                            .text("name", name.clone())
                            .text("level", level.label())
                            .to_string(),
                        _ => name.clone(),
                    };
                    ui.label(who);
                });
                // A seat nobody sits at is away, even when the table waits on it: "thinking…"
                // would say someone is there.
                let doing = match (over, connected, room.ready.contains(&i)) {
                    (true, _, _) => "table-finished",
                    (false, false, true) => "table-away-turn",
                    (false, false, false) => "table-away",
                    (false, true, true) => "table-thinking",
                    (false, true, false) => "table-waiting",
                };
                // With a clock: how long the seat has before the room's bot acts for it.
                match room.clock_secs(i, web_time::Instant::now()) {
                    Some(secs) if !over && counting => {
                        // A running clock says it is the seat's turn: "away" is enough.
                        let doing = if connected { doing } else { "table-away" };
                        let left = Msg::new("table-time-left")
                            .msg("doing", Msg::new(doing))
                            .text("left", time_left(secs));
                        ui.label(RichText::new(left.to_string()).weak())
                            .on_hover_text(tr("table-clock-tip"));
                        ui.ctx()
                            .request_repaint_after(std::time::Duration::from_millis(250));
                    }
                    _ if counting || over => {
                        ui.label(RichText::new(tr(doing)).weak());
                    }
                    _ => {
                        ui.label("");
                    }
                }
                if let Some(url) = public_url {
                    match room.invites.get(i).cloned().flatten() {
                        Some(token) if i != room.me => {
                            let invite = super::join_form::invitation(url, &room.room, &token);
                            if ui
                                .small_button(tr("table-copy-invite"))
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
                let person_left =
                    spec.is_person() && !connected && i != room.me && !over && counting;
                // The seat's player gets the server's grace period to come back first.
                let wait = room
                    .bot_in_secs(i, web_time::Instant::now())
                    .filter(|&s| s > 0);
                match wait {
                    Some(secs) if person_left => {
                        let takes = Msg::new("table-bot-in").int("secs", int(secs));
                        ui.label(RichText::new(takes.to_string()).weak())
                            .on_hover_text(
                                Msg::new("table-dropped")
                                    .text("name", name.clone())
                                    .to_string(),
                            );
                        ui.ctx()
                            .request_repaint_after(std::time::Duration::from_millis(250));
                    }
                    _ if person_left => {
                        if ui
                            .small_button(tr("table-bot-takes-over"))
                            .on_hover_text(tr("table-bot-takes-over-tip"))
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
            out.problem = Some(e.to_string());
        }
    }
    out
}

/// Whether seat `i` is a bot without a name of its own: [`Names::get`] words it with its level.
fn unnamed_bot(m: &dyn Match, i: usize) -> bool {
    m.seats().get(i).is_some_and(|s| {
        s.name.trim().is_empty() && matches!(s.kind, crate::engine::SeatKind::Bot(_))
    })
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
