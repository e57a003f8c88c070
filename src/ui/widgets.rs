//! Dialog widgets shared by the window's screens.

/// One game option as a drop-down (New game, Print blank sheet): the choice for `spec.key` in
/// `options`, the default filled in when missing.
pub fn option_combo(
    ui: &mut egui::Ui,
    game: &str,
    spec: &crate::game::OptionInfo,
    options: &mut std::collections::BTreeMap<String, String>,
) {
    let value = options.entry(spec.key.to_string()).or_insert_with(|| {
        spec.choices
            .first()
            .map(|c| c.0.to_string())
            .unwrap_or_default()
    });
    // Worded from the catalogue where the game's options are in it (`game-<id>-option-<key>`
    // and `…-<value>`), else the game's own English.
    let choice = |v: &str, label: &str| {
        crate::engine::text::lookup_or(&format!("game-{game}-option-{}-{v}", spec.key), label)
    };
    let current = spec
        .choices
        .iter()
        .find(|c| c.0 == value)
        .map_or_else(|| "?".to_string(), |c| choice(c.0, c.1));
    // Label first, as every other field of the dialogs has it.
    ui.horizontal(|ui| {
        let title =
            crate::engine::text::lookup_or(&format!("game-{game}-option-{}", spec.key), spec.label);
        let label = ui.label(format!("{title}:"));
        egui::ComboBox::from_id_salt(("option", spec.key))
            .selected_text(current)
            .show_ui(ui, |ui| {
                for (v, label) in &spec.choices {
                    ui.selectable_value(value, v.to_string(), choice(v, label));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// A number with `places` decimals as the player's language writes it (`2.5`, `2,5`).
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match crate::engine::text::lang() {
        crate::engine::text::Lang::En => text,
        crate::engine::text::Lang::De | crate::engine::text::Lang::Nl => text.replace('.', ","),
    }
}

/// The colour of a player's series in the statistics' plots (people blue, bots by level).
pub fn series_colour(level: Option<crate::engine::rules::BotLevel>) -> egui::Color32 {
    use crate::engine::rules::BotLevel;
    use egui::Color32;
    match level {
        None => Color32::from_rgb(0x1f, 0x77, 0xb4),
        Some(BotLevel::Easy) => Color32::from_rgb(0x2c, 0xa0, 0x2c),
        Some(BotLevel::Normal) => Color32::from_rgb(0xff, 0x7f, 0x0e),
        Some(BotLevel::Strong) => Color32::from_rgb(0xd6, 0x27, 0x28),
    }
}

/// Grid marks on whole numbers only, 1, 2, 5, 10, 20, 50… apart (about one per 40 pixels or more),
/// for axes of games, points and ratings.
pub fn integer_grid(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    let (min, max) = input.bounds;
    let mut step = 1.0_f64;
    let mut k = 0;
    while step < input.base_step_size * 4.0 || (max - min) / step > 12.0 {
        step *= [2.0, 2.5, 2.0][k % 3];
        k += 1;
    }
    let mut marks = Vec::new();
    let mut v = (min / step).ceil() * step;
    while v <= max && marks.len() < 100 {
        marks.push(egui_plot::GridMark {
            // The first mark of an axis that starts a little below zero is −0.0 (the ceiling of a
            // small negative number), which the plot writes "-0": it is 0.
            value: if v == 0.0 { 0.0 } else { v },
            step_size: step,
        });
        v += step;
    }
    marks
}

/// Gives a button whose text is short ("Play", "Board") the full name a screen reader (and a
/// test) reads for it ("Play today's Hex Roller challenge"): one row of several such buttons
/// stays told apart.
pub fn name_button(button: &egui::Response, name: &str) {
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
}
