//! The home screen's list of the player's network games (see [`super::net_games`]): game,
//! opponents, whose turn (the player's own highlighted), time left, Open (rejoins the seat) and,
//! for a finished or vanished room, Remove. A server that cannot be reached is said in one line;
//! rooms this window hosted offer to resume hosting when its server is not running.

use super::event::{Event, JoinRequest, NextGame};
use super::net_games::{game_name_of, Seen};
use super::network::Network;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::engine::Names;
use crate::net::protocol::RoomSummary;
use crate::net::seat_book::SeatKey;
use egui::RichText;
use std::borrow::Cow;
use std::collections::BTreeMap;

/// What a row's buttons asked.
enum RowClick {
    Open(SeatKey),
    Remove(SeatKey),
}

impl Network {
    /// The list, when there is anything in it.
    /// The home screen's section: the player's network games, when there are any.
    pub fn list_ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        let keys: Vec<SeatKey> = match &self.games.book {
            Some(book) if !book.seats.is_empty() => book.seats.iter().rev().cloned().collect(),
            _ => return,
        };
        ui.label(RichText::new(tr("ng-heading")).size(18.0).strong());
        ui.add_space(4.0);
        let hosting = self.hosted.is_some();
        let mut click = None;
        let mut resume = false;
        egui::Frame::group(ui.style())
            .inner_margin(8.0)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let hosted = keys.iter().filter(|k| k.hosted).count();
                if hosted > 0 && !hosting {
                    ui.horizontal_wrapped(|ui| {
                        let offer = Msg::new("ng-resume-offer").count("rooms", hosted);
                        ui.label(offer.to_string());
                        resume = ui.button(tr("ng-resume")).clicked();
                    });
                    ui.add_space(4.0);
                }
                for line in self.unreachable_lines(&keys) {
                    ui.label(RichText::new(line).color(ui.visuals().warn_fg_color));
                }
                egui::Grid::new("network-games")
                    .num_columns(5)
                    .spacing([16.0, 6.0])
                    .show(ui, |ui| {
                        for key in &keys {
                            if let Some(c) = self.net_game_row(ui, cx, key, hosting) {
                                click = Some(c);
                            }
                            ui.end_row();
                        }
                    });
            });
        if resume {
            cx.send(Event::ResumeHosting);
        }
        match click {
            Some(RowClick::Open(key)) => cx.send(Event::Replace(NextGame::Join(JoinRequest {
                server: key.server,
                room: key.room,
                token: key.token,
                day: key.day,
            }))),
            Some(RowClick::Remove(key)) => {
                if let Some(book) = &mut self.games.book {
                    book.forget(&key.room, &key.token);
                }
                self.games.seen.remove(&(key.room, key.token));
                self.games.store_seat_book(cx);
            }
            None => {}
        }
    }

    /// One line per server that could not be reached at the last fetch.
    fn unreachable_lines(&self, keys: &[SeatKey]) -> Vec<String> {
        let mut by_server = BTreeMap::new();
        for key in keys {
            if let Some(Seen::Unreachable(why)) =
                self.games.seen.get(&(key.room.clone(), key.token.clone()))
            {
                by_server
                    .entry(key.server.clone())
                    .or_insert_with(|| why.to_string());
            }
        }
        by_server
            .into_iter()
            .map(|(server, why)| {
                Msg::new("ng-unreachable")
                    .text("server", server)
                    .text("why", why)
                    .to_string()
            })
            .collect()
    }

    fn net_game_row(
        &self,
        ui: &mut egui::Ui,
        cx: &Shell,
        key: &SeatKey,
        hosting: bool,
    ) -> Option<RowClick> {
        ui.label(RichText::new(game_name_of(cx, &key.game)).strong());
        let seen = self.games.seen.get(&(key.room.clone(), key.token.clone()));
        let summary = match seen {
            Some(Seen::Summary { summary, at, .. }) => Some((summary, *at)),
            _ => None,
        };
        match summary {
            // A daily challenge's attempt is played against the day's dice, not against anyone.
            _ if key.day.is_some() => ui.label(tr("ng-daily-attempt")),
            Some((s, _)) => ui.label(opponents(s)),
            None => ui.label(
                Msg::new("ng-room")
                    .text("room", key.room.clone())
                    .to_string(),
            ),
        };
        let gone = matches!(seen, Some(Seen::Gone(_)));
        match (summary, seen) {
            (Some((s, _)), _) => turn_label(ui, s),
            (None, Some(Seen::Gone(why))) => ui
                .label(RichText::new(tr("ng-gone")).weak())
                .on_hover_text(why.to_string()),
            (None, Some(Seen::Unreachable(why))) => ui
                .label(RichText::new(tr("ng-not-reached")).weak())
                .on_hover_text(why.to_string()),
            _ if key.hosted && !hosting => ui.label(RichText::new(tr("ng-not-hosting")).weak()),
            _ => ui.label(RichText::new(tr("ng-asking")).weak()),
        };
        match summary.and_then(|(s, at)| time_left(s, at)) {
            Some(left) => ui.label(left),
            None => ui.label(""),
        };
        let mut click = None;
        ui.horizontal(|ui| {
            let over = summary.is_some_and(|(s, _)| s.over);
            let can_open = !gone && (hosting || !key.hosted);
            let open = ui.add_enabled(can_open, egui::Button::new(tr("ng-open")));
            if open.clicked() {
                click = Some(RowClick::Open(key.clone()));
            }
            if (over || gone)
                && ui
                    .button(tr("ng-remove"))
                    .on_hover_text(tr("ng-remove-tip"))
                    .clicked()
            {
                click = Some(RowClick::Remove(key.clone()));
            }
        });
        click
    }
}

/// "against Ben, Cat", or "solo" with nobody else at the table.
fn opponents(s: &RoomSummary) -> String {
    let others: Vec<Cow<str>> = s
        .names
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != s.seat)
        .map(|(i, n)| Names::shown(n, i))
        .collect();
    if others.is_empty() {
        return tr("ng-solo");
    }
    Msg::new("ng-against")
        .text("names", others.join(", "))
        .to_string()
}

/// Whose turn, the player's own highlighted; or the result once the game is over.
fn turn_label(ui: &mut egui::Ui, s: &RoomSummary) -> egui::Response {
    if s.over {
        let text = if s.winners.contains(&s.seat) {
            tr("ng-you-won")
        } else {
            let names: Vec<Cow<str>> = s
                .winners
                .iter()
                .filter_map(|&w| s.names.get(w).map(|n| Names::shown(n, w)))
                .collect();
            Msg::new("ng-won")
                .text("names", names.join(", "))
                .to_string()
        };
        return ui.label(RichText::new(text).weak());
    }
    if s.ready.contains(&s.seat) {
        let text = RichText::new(tr("ng-your-turn"))
            .strong()
            .color(ui.visuals().selection.stroke.color)
            .background_color(ui.visuals().selection.bg_fill);
        return ui.label(text);
    }
    let names: Vec<Cow<str>> = s
        .ready
        .iter()
        .filter_map(|&w| s.names.get(w).map(|n| Names::shown(n, w)))
        .collect();
    ui.label(
        Msg::new("ng-their-turn")
            .text("names", names.join(", "))
            .to_string(),
    )
}

/// The time left on the clock of the seat to move (the player's own when it may act), counted
/// down from when the summary arrived.
fn time_left(s: &RoomSummary, at: web_time::Instant) -> Option<String> {
    let seat = if s.ready.contains(&s.seat) {
        s.seat
    } else {
        *s.ready
            .iter()
            .find(|&&r| s.clock_ms.get(r).copied().flatten().is_some())?
    };
    let ms = s.clock_ms.get(seat).copied().flatten()?;
    let left = std::time::Duration::from_millis(ms).saturating_sub(at.elapsed());
    let text = super::table::time_left(left.as_secs());
    Some(Msg::new("ng-time-left").text("left", text).to_string())
}
