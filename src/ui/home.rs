//! The home screen: every game with its player count, New game, How to play, and Continue.

use super::app::App;
use egui::RichText;

impl App {
    pub(super) fn home_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("home-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(RichText::new("dicepad").size(26.0).strong());
                ui.label("roll-and-write and tile games, with bots for empty seats");
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Settings").clicked() {
                        self.show_settings = true;
                    }
                    if ui
                        .button("Open save…")
                        .on_hover_text("Ctrl+O; or drop a .ron file on the window")
                        .clicked()
                    {
                        self.open_dialog();
                    }
                });
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(summary) = self.continue_summary.clone() {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.horizontal(|ui| {
                            if ui.button(RichText::new("Continue").size(18.0)).clicked() {
                                self.continue_autosave();
                            }
                            ui.label(format!("the last game: {summary}"));
                        });
                    });
                    ui.add_space(8.0);
                }
                let infos: Vec<_> = self.registry.iter().map(|g| g.info()).collect();
                for (i, info) in infos.iter().enumerate() {
                    egui::Frame::group(ui.style())
                        .inner_margin(10.0)
                        .show(ui, |ui| {
                            ui.set_width(ui.available_width());
                            ui.horizontal(|ui| {
                                ui.label(RichText::new(info.name).size(20.0).strong());
                                ui.label(players_text(info.min_seats, info.max_seats));
                            });
                            ui.label(info.blurb);
                            ui.horizontal(|ui| {
                                // Each card's buttons carry the game's name for screen readers
                                // (and UI tests), as every card shows the same two words.
                                let name = info.name;
                                let new = ui.button(RichText::new("New game").size(16.0));
                                new.widget_info(|| {
                                    egui::WidgetInfo::labeled(
                                        egui::Role::Button,
                                        true,
                                        format!("New game: {name}"),
                                    )
                                });
                                if new.clicked() {
                                    self.open_new_game(i);
                                }
                                let how = ui.button("How to play");
                                how.widget_info(|| {
                                    egui::WidgetInfo::labeled(
                                        egui::Role::Button,
                                        true,
                                        format!("How to play {name}"),
                                    )
                                });
                                if how.clicked() {
                                    self.how_to_play = Some(i);
                                }
                            });
                        });
                    ui.add_space(6.0);
                }
            });
        });
    }
}

fn players_text(min: usize, max: usize) -> String {
    match (min, max) {
        (1, 1) => "solo".into(),
        (a, b) if a == b => format!("{a} players"),
        (a, b) => format!("{a}–{b} players"),
    }
}
