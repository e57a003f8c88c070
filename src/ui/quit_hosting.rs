//! "Close the hosted game?": asked before the window quits (Ctrl+Q, Quit, the window's close box)
//! while it hosts a running game other people are connected to. Quitting stops the server this
//! window runs: the seats are told the host closed the game (they join again by themselves when
//! it is hosted again), and the room stays stored for that.

use super::event::Event;
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::engine::Names;

/// The people other than this window's own seat who are connected to the hosted game on screen
/// (none when the window hosts nothing, or the game is over).
pub fn people_in(hosting: bool, g: Option<&GameScreen>) -> Vec<String> {
    let Some((g, seat)) = g.and_then(|g| Some((g, g.remote.as_ref()?))) else {
        return Vec::new();
    };
    if !hosting || g.m.is_over() {
        return Vec::new();
    }
    let room = seat.room();
    let names = Names::of(g.m.seats());
    room.seats
        .iter()
        .enumerate()
        .filter(|&(i, spec)| {
            i != room.me && spec.is_person() && room.connected.get(i).copied().unwrap_or(false)
        })
        .map(|(i, _)| names.get(i).into_owned())
        .collect()
}

/// The question, over every screen; the answer goes out as [`Event::QuitAnswered`].
pub fn quit_hosting_ui(ctx: &egui::Context, cx: &mut Shell, people: &[String]) {
    let mut answer = None;
    egui::Window::new(tr("quit-hosting-title"))
        .id(egui::Id::unique("quit-hosting-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.set_max_width(440.0);
            let names = crate::engine::rules::name_list(people);
            ui.label(
                Msg::new("quit-hosting-question")
                    .msg("names", names)
                    .count("n", people.len())
                    .to_string(),
            );
            ui.label(tr("quit-hosting-kept"));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr("quit-hosting-yes")).clicked() {
                    answer = Some(true);
                }
                if ui.button(tr("button-cancel")).clicked() {
                    answer = Some(false);
                }
            });
        });
    if let Some(quit) = answer {
        cx.send(Event::QuitAnswered(quit));
    }
}
