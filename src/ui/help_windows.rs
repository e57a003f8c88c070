//! Help's windows: How to play a game, and the keyboard shortcuts (the shell's, then the game's).

use super::command::shortcut_rows;
use super::shell::Shell;
use crate::engine::text::{lookup_or, tr, Msg};
use crate::game::GamePlugin;
use egui::RichText;

/// How to play game `i` of the registry, in our own words with its diagrams; false once closed.
pub fn how_to_play_ui(ctx: &egui::Context, cx: &Shell, i: usize) -> bool {
    let mut open = true;
    let style = cx.sheet_style();
    if let Some(plugin) = cx.registry.get(i) {
        let info = plugin.info();
        egui::Window::new(
            Msg::new("how-to-play-title")
                .text("game", info.name)
                .to_string(),
        )
        .id(egui::Id::unique(("how-to-play", info.id)))
        .open(&mut open)
        .default_width(520.0)
        .default_pos(egui::pos2(40.0, 40.0))
        .default_height((ctx.content_rect().height() - 100.0).max(300.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    plugin.how_to_play_ui(ui, &style);
                });
        });
    }
    open
}

/// Help → Keyboard shortcuts: every key of the shell, then the game's own.
/// False once the player closed it. `plugin`: the game on the screen, whose own keys follow.
pub fn shortcuts_window_ui(ctx: &egui::Context, plugin: Option<&dyn GamePlugin>) -> bool {
    let mut open = true;
    egui::Window::new(tr("cmd-shortcuts"))
        .id(egui::Id::unique("shortcuts-window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            let table =
                |ui: &mut egui::Ui, id: &str, rows: &mut dyn Iterator<Item = (&str, &str)>| {
                    egui::Grid::new(id)
                        .striped(true)
                        .num_columns(2)
                        .spacing([16.0, 6.0])
                        .show(ui, |ui| {
                            for (k, what) in rows {
                                ui.label(RichText::new(k).monospace().strong());
                                ui.label(what);
                                ui.end_row();
                            }
                        });
                };
            let shell = shortcut_rows();
            table(
                ui,
                "keys-shell",
                &mut shell.iter().map(|(k, what)| (k.as_str(), what.as_str())),
            );
            if let Some(p) = plugin.filter(|p| !p.keys().is_empty()) {
                ui.add_space(8.0);
                ui.label(
                    RichText::new(
                        Msg::new("keys-in-game")
                            .text("game", p.info().name)
                            .to_string(),
                    )
                    .strong(),
                );
                // A game's keys and their meanings are catalogue ids where it has them
                // (a key's own name, "R", stays as it is).
                let words: Vec<(String, String)> = p
                    .keys()
                    .iter()
                    .map(|(k, what)| (lookup_or(k, k), lookup_or(what, what)))
                    .collect();
                table(
                    ui,
                    "keys-game",
                    &mut words.iter().map(|(k, what)| (k.as_str(), what.as_str())),
                );
            }
            ui.add_space(4.0);
            ui.label(RichText::new(tr("keys-single-letters")).weak());
        });
    open
}
