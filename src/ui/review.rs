//! The review: a timeline over any game's log (finished, running, or reopened from the history).
//! A slider, Back/Next and the arrow keys step through every action; a click on a log line jumps
//! there; the sheet shows the position before the action with the move played as a ghost (and,
//! once the analysis is in, the reference bot's choice as the hint); "Play on from here" starts a
//! branch as a new game. The reviewed game itself is never changed, and its bots wait while the
//! review is open.

use super::event::{After, Event, NextGame};
use super::game_screen::GameScreen;
use super::review_analysis::{analysis_ui, Analysis};
use super::review_mode::{who_words, ReviewMode};
use super::shell::Shell;
use super::trial::{trial_ui, Asked, Trial, TrialOut};
use crate::engine::text::{tr, Msg};
use crate::game::Match;
use crate::review::ReviewSettings;
use crate::sheet_kit::PlayEnv;
use egui::{Key, Modifiers, RichText};

/// Opens the review of the game (from the menu, the side panel or the end window).
pub fn open_review(cx: &mut Shell, g: &mut GameScreen) {
    g.review = Some(ReviewMode::new(&*g.m));
    g.end_dismissed = true;
    start_analysis(cx, g);
}

/// The analysis of the reviewed game: from the history's cache when this game was analysed
/// with these settings before, else started in the background.
pub fn start_analysis(cx: &mut Shell, g: &mut GameScreen) {
    let settings = ReviewSettings {
        level: cx.settings.hint_level,
        rollouts: cx.review_rollouts,
        seats: None,
    };
    let (id, save) = match g.m.save_text() {
        Ok(save) => (g.m.info().id, save),
        Err(e) => return cx.error(e.to_string()),
    };
    let key = crate::review::cache_key(&save, &settings);
    let cached = cx
        .history()
        .and_then(|h| h.cache_get(&key).ok().flatten())
        .and_then(|json| serde_json::from_str(&json).ok());
    let analysis = match cached {
        Some(review) => {
            super::practice::offer(cx, g, &review);
            Analysis::Done(review)
        }
        None => Analysis::start(id, save, settings, key),
    };
    if let Some(r) = g.review.as_mut() {
        r.analysis = analysis;
        r.view = None;
    }
}

/// Collects a finished analysis and keeps it in the history's cache.
fn collect_analysis(cx: &mut Shell, g: &mut GameScreen) {
    let Some(r) = g.review.as_mut() else {
        return;
    };
    let Some((key, review)) = r.analysis.poll() else {
        return;
    };
    let json = serde_json::to_string(review);
    let review = review.clone();
    // The marks change: the bot's choices are in.
    r.view = None;
    if let (Ok(json), Some(h)) = (json, cx.history()) {
        // A cache that cannot be written only means analysing again next time.
        let _ = h.cache_put(&key, &json);
    }
    super::practice::offer(cx, g, &review);
}

/// Starts a new game from the shown position: same seats, options and dice; the reviewed
/// game stays as it was (and in the history).
pub fn play_on(g: &GameScreen) -> Option<NextGame> {
    let r = g.review.as_ref()?;
    let branch = g.m.at_step(r.step, true);
    let mut screen = GameScreen::new(branch, g.tutorial);
    screen.setup = g.setup.clone();
    let note = Msg::new("review-playing-on")
        .count("step", r.step)
        .to_string();
    Some(NextGame::Ready(Box::new(screen), After::Note(note)))
}

/// Keys while the review is open: ◀ ▶ step, Home and End jump, Esc closes it.
pub fn review_keys(ctx: &egui::Context, g: &mut GameScreen) {
    let Some(r) = &mut g.review else { return };
    // A trial's position takes the game's own keys.
    if ctx.egui_wants_keyboard_input() || r.trial.is_some() {
        return;
    }
    let len = g.m.action_count();
    let pressed = |k| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
    if pressed(Key::ArrowLeft) {
        r.go_to(&*g.m, r.step.saturating_sub(1));
    }
    if pressed(Key::ArrowRight) {
        r.go_to(&*g.m, r.step + 1);
    }
    if pressed(Key::Home) {
        r.go_to(&*g.m, 0);
    }
    if pressed(Key::End) {
        r.go_to(&*g.m, len);
    }
}

/// The review's screen: timeline at the bottom, log on the right, the position in the middle.
pub fn review_ui(ui: &mut egui::Ui, env: &PlayEnv, cx: &mut Shell, g: &mut GameScreen) {
    collect_analysis(cx, g);
    let mut play_on = false;
    let mut close = false;
    let mut analyse = false;
    let mut try_again = None;
    let mut trial_out = None;
    let level = cx.settings.hint_level.label();
    let Some(r) = &mut g.review else { return };
    let m = &*g.m;
    egui::Panel::bottom("timeline").show(ui, |ui| {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let len = m.action_count();
            if ui
                .add_enabled(r.step > 0, egui::Button::new(tr("review-start")))
                .on_hover_text(tr("review-start-tip"))
                .clicked()
            {
                r.go_to(m, 0);
            }
            if ui
                .add_enabled(r.step > 0, egui::Button::new(tr("review-back")))
                .on_hover_text(tr("review-back-tip"))
                .clicked()
            {
                r.go_to(m, r.step - 1);
            }
            let mut step = r.step;
            // Room for the buttons after it in the longest language (German).
            let slider_w = (ui.available_width() - 560.0).max(120.0);
            ui.spacing_mut().slider_width = slider_w;
            let slider = ui
                .add(egui::Slider::new(&mut step, 0..=len).show_value(false))
                .on_hover_text(tr("review-slider-tip"));
            let slider_name = tr("review-slider");
            slider.widget_info(|| egui::WidgetInfo::slider(true, step as f64, &slider_name));
            if slider.changed() {
                r.go_to(m, step);
            }
            if ui
                .add_enabled(r.step < len, egui::Button::new(tr("review-next-button")))
                .on_hover_text(tr("review-next-tip"))
                .clicked()
            {
                r.go_to(m, r.step + 1);
            }
            if ui
                .add_enabled(r.step < len, egui::Button::new(tr("review-end")))
                .on_hover_text(tr("review-end-tip"))
                .clicked()
            {
                r.go_to(m, len);
            }
            // A running network game's dice are rolled by its server, from a seed kept
            // secret: there are none to play on with here.
            let sealed = m.dice_mode() == crate::engine::Dice::Sealed;
            if !sealed
                && ui
                    .button(tr("review-play-on"))
                    .on_hover_text(tr("review-play-on-tip"))
                    .clicked()
            {
                play_on = true;
            }
            let back = tr(if m.is_over() {
                "review-close"
            } else {
                "review-back-to-game"
            });
            if ui.button(back).on_hover_text("Esc").clicked() {
                close = true;
            }
        });
        ui.add(egui::Label::new(r.caption(m)).wrap());
        ui.add_space(2.0);
    });
    egui::Panel::right("review-side")
        .resizable(true)
        .default_size(360.0)
        .show(ui, |ui| {
            ui.add_space(4.0);
            ui.heading(
                Msg::new("review-title")
                    .text("game", m.info().name)
                    .to_string(),
            );
            ui.label(RichText::new(tr("review-explain")).weak());
            ui.separator();
            // While a move is asked for, the analysis (which names the bot's choice) waits.
            let asking = r.trial.as_ref().is_some_and(Trial::asking);
            let out = if asking {
                ui.label(RichText::new(tr("trial-analysis-hidden")).weak());
                Default::default()
            } else {
                analysis_ui(ui, &r.analysis, r.step, level)
            };
            if let Some(step) = out.jump {
                r.go_to(m, step);
            }
            try_again = out.try_again;
            if out.cancel {
                r.analysis = Analysis::Idle;
            }
            analyse = out.start;
            ui.separator();
            ui.label(RichText::new(tr("side-log")).strong());
            if let Some(step) = review_log_ui(ui, m, r.step, std::mem::take(&mut r.scroll_log)) {
                r.go_to(m, step);
            }
        });
    if let Some(trial) = &mut r.trial {
        let (scheduled, more) = match &r.scheduled {
            Some((when, more)) => (Some(when.as_str()), *more),
            None => (None, false),
        };
        let env = PlayEnv {
            tutorial: g.tutorial,
            ..env.clone()
        };
        egui::CentralPanel::default().show(ui, |ui| {
            trial_out = Some(trial_ui(ui, &env, &g.m, trial, scheduled, more));
        });
    } else {
        let view = r.view(&g.m);
        egui::CentralPanel::default().show(ui, |ui| {
            view.play_ui(ui, env);
        });
    }
    if let Some(out) = trial_out {
        trial_done(cx, g, out);
    }
    if let Some(d) = try_again {
        start_trial(cx, g, &d);
    }
    if play_on {
        cx.send(Event::PlayOnFromReview);
    } else if close {
        g.review = None;
    } else if analyse {
        start_analysis(cx, g);
    }
}

/// "Try again" on a decision of the analysis: its position, asked again. When the game is in the
/// history and the position on its Practice list, the answer counts there too.
fn start_trial(cx: &mut Shell, g: &mut GameScreen, d: &crate::review::Decision) {
    let save = match g.m.save_text() {
        Ok(save) => save,
        Err(e) => return cx.error(e.to_string()),
    };
    let on_list = g.history_id.filter(|&id| {
        cx.history()
            .and_then(|h| h.practice_item(id, d.index).ok().flatten())
            .is_some()
    });
    let Some(r) = g.review.as_mut() else { return };
    let level = match &r.analysis {
        super::review_analysis::Analysis::Done(review) => review.settings.level,
        _ => cx.settings.hint_level,
    };
    let trial = Trial::new(&g.m, save, cx.review_rollouts, Asked::of(d, level, on_list));
    r.start_trial(trial);
}

/// What the trial asked for: an answer recorded on the Practice list, the next position, or back
/// to the review.
fn trial_done(cx: &mut Shell, g: &mut GameScreen, out: TrialOut) {
    let Some(r) = g.review.as_mut() else { return };
    // The first answer counts for the Practice list, not a try after the bot's move was shown.
    if let Some(found) = out.answered {
        let on_list = r.trial.as_mut().and_then(|t| {
            let id = t.asked.practice.take()?;
            Some((id, t.asked.index))
        });
        if let Some((id, index)) = on_list {
            r.scheduled = super::practice::answer(cx, id, index, found);
        }
    }
    if out.next {
        if let Some(item) = super::practice::next_due(cx) {
            cx.send(Event::Practise(Box::new(item)));
        }
    }
    if out.close {
        r.end_trial();
    }
}

/// The log with the shown step marked; returns the step of a clicked line (the position before
/// that action).
fn review_log_ui(ui: &mut egui::Ui, m: &dyn Match, step: usize, scroll: bool) -> Option<usize> {
    let mut jump = None;
    let area = egui::ScrollArea::vertical()
        .id_salt("review-log")
        .auto_shrink([false, false]);
    if scroll {
        // Near the end the offset is past the content: clamp it there at once rather than
        // spring back over the next frames.
        ui.spacing_mut().scroll.kinetic.rubber_band = false;
    }
    let rows = super::log_rows::LogRows {
        id: ui.scope_id().with("review-log-rows"),
        count: m.action_count() + 1,
        // A selectable row is a line of text and the button's padding.
        one_line: ui.text_style_height(&egui::TextStyle::Body)
            + 2.0 * ui.spacing().button_padding.y,
        // The shown step half-way down the view.
        target: Some(step),
        jump: scroll,
    };
    let text = |i: usize| match m.log_line(i) {
        Some(line) => super::log_rows::numbered(i, &who_words(m, &line), &line.text.to_string()),
        None if m.is_over() => tr("review-log-end"),
        None => tr("review-log-now"),
    };
    let font = egui::TextStyle::Body.resolve(ui.style());
    let pad = ui.spacing().button_padding;
    let min_h = ui.spacing().interact_size.y;
    rows.show(
        ui,
        area,
        |ui, i| {
            let r = ui.add(egui::Button::selectable(i == step, text(i)).wrap());
            if r.clicked() {
                jump = Some(i);
            }
            r
        },
        // A selectable row: its text wrapped inside the button's padding, and the padding.
        |ctx, i, width| {
            let h = super::log_rows::text_height(ctx, &font, text(i), width - 2.0 * pad.x);
            (h + 2.0 * pad.y).max(min_h)
        },
    );
    jump
}
