//! Settings: language, theme, colours, UI scale, tutorial, notices, animation and bot speed, the
//! hint bot, the file dialog and the players' names. Every change is in the settings at once
//! (written to the data folder by the shell, at most once a second).

use super::settings::Palette;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};

/// The Settings window; false once the player closed it.
pub fn settings_window_ui(ctx: &egui::Context, cx: &mut Shell) -> bool {
    let mut open = true;
    let system = cx.system_lang;
    let s = &mut cx.settings;
    egui::Window::new(tr("settings-title"))
        .id(egui::Id::unique("settings-window"))
        .open(&mut open)
        .show(ctx, |ui| {
            language_ui(ui, &mut s.language, system);
            ui.checkbox(&mut s.dark, tr("settings-dark"));
            let mut safe = s.palette == Palette::ColourBlind;
            if ui
                .checkbox(&mut safe, tr("settings-colour-blind"))
                .on_hover_text(tr("settings-colour-blind-tip"))
                .changed()
            {
                s.palette = if safe {
                    Palette::ColourBlind
                } else {
                    Palette::Standard
                };
            }
            ui.add(egui::Slider::new(&mut s.ui_scale, 0.6..=2.0).text(tr("settings-scale")));
            ui.checkbox(&mut s.tutorial_default, tr("settings-tutorial"));
            ui.checkbox(&mut s.turn_notices, tr("ng-settings-notices"))
                .on_hover_text(tr("ng-settings-notices-tip"));
            ui.add(egui::Slider::new(&mut s.anim_speed, 0.0..=3.0).text(tr("settings-animation")));
            ui.add(
                egui::Slider::new(&mut s.bot_speed, 0.25..=20.0)
                    .logarithmic(true)
                    .text(tr("settings-bot-speed")),
            );
            ui.horizontal(|ui| {
                let label = ui.label(tr("settings-hints-from"));
                let bot = |level: crate::engine::BotLevel| {
                    Msg::new("settings-hint-bot")
                        .text("level", level.label())
                        .to_string()
                };
                egui::ComboBox::from_id_salt("hint-level")
                    .selected_text(bot(s.hint_level))
                    .show_ui(ui, |ui| {
                        for level in crate::engine::BotLevel::ALL {
                            ui.selectable_value(&mut s.hint_level, level, bot(level));
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
            ui.checkbox(&mut s.in_window_file_dialog, tr("settings-own-dialog"))
                .on_hover_text(tr("settings-own-dialog-tip"));
            ui.label(tr("settings-player-names"));
            for (i, n) in s.player_names.iter_mut().enumerate() {
                ui.horizontal(|ui| {
                    let label = ui.label(Msg::new("settings-seat").count("n", i + 1).to_string());
                    ui.text_edit_singleline(n).labelled_by(label.id);
                });
            }
        });
    open
}

/// Settings › Language: the system's (named with what it is now) or one chosen; applied in the
/// same frame (every text cache is kept per language).
fn language_ui(
    ui: &mut egui::Ui,
    chosen: &mut Option<crate::engine::text::Lang>,
    system: crate::engine::text::Lang,
) {
    let name = |l: Option<crate::engine::text::Lang>| match l {
        Some(l) => l.native_name().to_string(),
        None => Msg::new("settings-language-system")
            .text("language", system.native_name())
            .to_string(),
    };
    ui.horizontal(|ui| {
        let label = ui.label(tr("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(name(*chosen))
            .show_ui(ui, |ui| {
                ui.selectable_value(chosen, None, name(None));
                for l in crate::engine::text::Lang::ALL {
                    ui.selectable_value(chosen, Some(l), name(Some(l)));
                }
            })
            .response
            .labelled_by(label.id);
    });
}
