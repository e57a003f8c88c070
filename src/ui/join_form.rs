//! Joining a network game by hand: the Join window's fields (an invitation pasted whole, or the
//! server's address, the room code and a seat's token), and the invitation line a host hands out.

use super::event::{Event, JoinRequest, NextGame};
use super::shell::Shell;
use crate::engine::text::tr;
use egui::RichText;

/// The port a hosted game listens on unless the player picks another.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:7878";

/// The Join dialog's fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JoinForm {
    pub server: String,
    pub room: String,
    pub token: String,
    /// An invitation pasted whole ("ws://… ROOM TOKEN", or wss://…): it fills the three fields.
    pub invite: String,
}

impl JoinForm {
    /// An empty form (the server field starts with its scheme).
    pub fn new() -> Self {
        JoinForm {
            server: "ws://".into(),
            ..Default::default()
        }
    }

    /// Reads a pasted invitation into the fields; false if it is not one.
    pub fn read_invite(&mut self) -> bool {
        let parts: Vec<&str> = self.invite.split_whitespace().collect();
        match parts.as_slice() {
            [server, room, token] if crate::net::address::is_server_url(server) => {
                self.server = server.to_string();
                self.room = room.to_string();
                self.token = token.to_string();
                true
            }
            _ => false,
        }
    }

    /// The fields checked, or what is missing.
    pub fn checked(&self) -> Result<(String, String, String), String> {
        let server = self.server.trim();
        let server = if server.contains("://") {
            server.to_string()
        } else {
            format!("ws://{server}")
        };
        if !crate::net::address::is_server_url(&server) {
            return Err(tr("net-join-bad-server"));
        }
        let room = self.room.trim().to_ascii_uppercase();
        if room.is_empty() {
            return Err(tr("net-join-need-room"));
        }
        let token = self.token.trim().to_string();
        if token.is_empty() {
            return Err(tr("net-join-need-token"));
        }
        Ok((server, room, token))
    }

    /// The Join window; false once it closed (joining, or closed by the player). Join asks for
    /// the seat through the one path that asks before leaving a running game.
    pub fn ui(&mut self, ctx: &egui::Context, cx: &mut Shell) -> bool {
        let form = self;
        let mut open = true;
        let mut join = None;
        egui::Window::new(tr("net-join-title"))
            .id(egui::Id::unique("join-window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(440.0)
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 90.0))
            .show(ctx, |ui| {
                ui.label(tr("net-join-explain"));
                ui.add_space(4.0);
                egui::Grid::new("join-grid").num_columns(2).show(ui, |ui| {
                    let field = |ui: &mut egui::Ui, label: &str, text: &mut String, hint: &str| {
                        let l = ui.label(label);
                        ui.add(
                            egui::TextEdit::singleline(text)
                                .desired_width(320.0)
                                .hint_text(hint),
                        )
                        .labelled_by(l.id);
                        ui.end_row();
                    };
                    let invite_hint = tr("net-join-invite-hint");
                    field(ui, &tr("net-join-invite"), &mut form.invite, &invite_hint);
                    field(
                        ui,
                        &tr("net-join-server"),
                        &mut form.server,
                        "ws://192.168.1.5:7878",
                    );
                    let room_hint = room_hint().to_string();
                    field(ui, &tr("net-join-room"), &mut form.room, &room_hint);
                    let token_hint = tr("net-join-token-hint");
                    field(ui, &tr("net-join-token"), &mut form.token, &token_hint);
                });
                if !form.invite.trim().is_empty() && !form.read_invite() {
                    ui.label(
                        RichText::new(tr("net-join-not-invite")).color(ui.visuals().error_fg_color),
                    );
                }
                let checked = form.checked();
                if let Err(e) = &checked {
                    ui.label(RichText::new(e).weak());
                }
                if ui
                    .add_enabled(checked.is_ok(), egui::Button::new(tr("net-join-button")))
                    .clicked()
                {
                    join = checked.ok();
                }
            });
        if let Some((server, room, token)) = join {
            cx.send(Event::Replace(NextGame::Join(JoinRequest {
                server,
                room,
                token,
                day: None,
            })));
            return false;
        }
        open
    }
}

/// What the room field says it takes: as many characters as the server's room codes have.
fn room_hint() -> crate::engine::text::Msg {
    crate::engine::text::Msg::new("net-join-room-hint").count("n", crate::net::CODE_LEN)
}

/// One line to hand a remote player: the address, the room code and their seat's token.
pub fn invitation(url: &str, room: &str, token: &str) -> String {
    format!("{url} {room} {token}")
}

/// The seat an invitation link asks for: `http(s)://HOST:PORT/#join/ROOM/TOKEN` opens the browser
/// app served by that server (`dicepad serve --web`) and joins the room there, over `ws://` for a
/// page served over `http:` and `wss://` for `https:`. The token travels after `#`, which a
/// browser never sends to a server, so no server log or proxy sees it. `fragment` is the part
/// after `#`; `None` when it is no invitation.
pub fn from_link(fragment: &str, page_scheme: &str, page_host: &str) -> Option<JoinRequest> {
    let rest = fragment.trim_start_matches('#').strip_prefix("join/")?;
    let (room, token) = rest.split_once('/')?;
    let plain = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric());
    if !plain(room) || !plain(token) || page_host.is_empty() {
        return None;
    }
    let scheme = if page_scheme.trim_end_matches(':') == "https" {
        "wss"
    } else {
        "ws"
    };
    Some(JoinRequest {
        server: format!("{scheme}://{page_host}"),
        room: room.to_ascii_uppercase(),
        token: token.to_string(),
        day: None,
    })
}

pub use crate::net::address::invitation_link;

#[cfg(test)]
mod tests {
    #[test]
    fn an_invitation_link_joins_the_server_the_page_came_from_and_refuses_anything_else() {
        let link = super::invitation_link("http://10.0.0.2:7878/", "ab12cd34", "00ff");
        assert_eq!(link, "http://10.0.0.2:7878/#join/ab12cd34/00ff");
        let fragment = link.split_once('#').unwrap().1;
        let req = super::from_link(fragment, "http:", "10.0.0.2:7878").unwrap();
        assert_eq!(
            (req.server.as_str(), req.room.as_str(), req.token.as_str()),
            ("ws://10.0.0.2:7878", "AB12CD34", "00ff")
        );
        let tls = super::from_link("#join/R/T", "https:", "example.org").unwrap();
        assert_eq!(tls.server, "wss://example.org");
        for bad in [
            "",
            "#",
            "join/R",
            "#join//T",
            "#join/R/",
            "#join/R/T/x",
            "#join/R%20/T",
            "#play/R/T",
        ] {
            assert!(super::from_link(bad, "http:", "h:1").is_none(), "{bad:?}");
        }
        assert!(super::from_link("#join/R/T", "http:", "").is_none());
    }

    #[test]
    fn the_room_field_says_as_many_characters_as_a_servers_room_code_has() {
        let code = crate::net::room_code().expect("random numbers");
        let n = code.chars().count();
        for lang in crate::engine::text::Lang::ALL {
            let hint = super::room_hint().render(lang);
            assert!(hint.starts_with(&format!("{n} ")), "{lang:?}: {hint}");
        }
    }
}
