//! The review's analysis in the window: for each decision of the reviewed seats, the reference
//! bot's choice, the expected final scores and the points lost ([`crate::review`]). It runs on a
//! worker of its own with progress shown, never in a frame; a finished analysis is kept in the
//! history database under its cache key, so a game is analysed once.

use crate::engine::text::{tr, Msg};
use crate::engine::worker::{Poll, Ticket, Worker};
use crate::review::task::ReviewTask;
use crate::review::{Decision, Review, ReviewSettings};
use egui::RichText;
use std::time::Duration;

/// Where the analysis of the reviewed game stands.
pub enum Analysis {
    /// Not asked for (the review of a game nobody played yet, or after Cancel).
    Idle,
    Running(Job),
    Done(Review),
    Failed(String),
}

/// An analysis under way on a worker of its own (a thread, or the browser's Web Worker).
/// Dropping it (closing the review) cancels it.
pub struct Job {
    answer: Ticket<Result<Option<Review>, String>>,
    /// Declared after the ticket, so it is dropped after it: the job is told first.
    _worker: Worker,
    /// The cache key of the finished review.
    pub key: String,
}

impl Analysis {
    /// Starts the analysis of `save_text` (a game of `game_id`) on a worker of its own; `key` is
    /// its cache key (`crate::review::cache_key`), handed back with the result.
    pub fn start(
        game_id: &str,
        save_text: String,
        settings: ReviewSettings,
        key: String,
    ) -> Analysis {
        if crate::games::find(game_id).is_none() {
            return Analysis::Failed(
                Msg::new("analysis-no-game")
                    .text("game", game_id)
                    .to_string(),
            );
        }
        let mut worker = Worker::default();
        // The moves' words in the review are made on the worker: in the window's language.
        let answer = worker.submit(ReviewTask {
            save_text,
            settings,
        });
        Analysis::Running(Job {
            answer,
            _worker: worker,
            key,
        })
    }

    /// Collects a finished analysis; returns it (with its cache key) the one time it arrives.
    pub fn poll(&mut self) -> Option<(String, &Review)> {
        let Analysis::Running(job) = self else {
            return None;
        };
        let result = match job.answer.poll(Duration::ZERO) {
            Poll::Pending => return None,
            Poll::Ready(result) => result,
            Poll::Lost => Err(tr("analysis-stopped")),
        };
        let key = std::mem::take(&mut job.key);
        *self = match result {
            Ok(Some(review)) => Analysis::Done(review),
            // Cancelled: nothing to show.
            Ok(None) => Analysis::Idle,
            Err(e) => Analysis::Failed(e),
        };
        match self {
            Analysis::Done(review) => Some((key, review)),
            _ => None,
        }
    }

    /// The reference bot's choice at log index `step` and its level, if the analysis has it.
    pub fn best_at(&self, step: usize) -> Option<(&str, crate::engine::BotLevel)> {
        match self {
            Analysis::Done(r) => r
                .decisions
                .iter()
                .find(|d| d.index == step)
                .map(|d| (d.best.as_str(), r.settings.level)),
            _ => None,
        }
    }
}

/// What the analysis panel asks of the review.
#[derive(Default)]
pub struct PanelOut {
    pub jump: Option<usize>,
    /// "Try again" on the shown costly decision.
    pub try_again: Option<Decision>,
    pub start: bool,
    pub cancel: bool,
}

/// The analysis part of the review's side panel: progress, or the summary, the points-lost plot
/// and the decisions (click one to go to it).
pub fn analysis_ui(ui: &mut egui::Ui, analysis: &Analysis, step: usize, level: &str) -> PanelOut {
    let mut out = PanelOut::default();
    ui.label(RichText::new(Msg::new("analysis-title").text("level", level).to_string()).strong());
    match analysis {
        Analysis::Idle => {
            if ui
                .button(tr("analysis-start"))
                .on_hover_text(tr("analysis-start-tip"))
                .clicked()
            {
                out.start = true;
            }
        }
        Analysis::Running(job) => {
            let (done, total) = job.answer.progress();
            let fraction = if total == 0 {
                0.0
            } else {
                done as f32 / total as f32
            };
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(fraction).desired_width(180.0).text(
                        Msg::new("analysis-progress")
                            .count("done", done)
                            .count("total", total)
                            .to_string(),
                    ),
                );
                if ui.button(tr("button-cancel")).clicked() {
                    out.cancel = true;
                }
            });
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
        Analysis::Failed(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e);
            if ui.button(tr("analysis-try-again")).clicked() {
                out.start = true;
            }
        }
        Analysis::Done(review) => done_ui(ui, review, step, &mut out),
    }
    out
}

/// A finished analysis, scrolled on its own in at most this share of the panel's height: the log
/// below keeps the rest.
const DONE_SHARE: f32 = 0.6;

fn done_ui(ui: &mut egui::Ui, review: &Review, step: usize, out: &mut PanelOut) {
    egui::ScrollArea::vertical()
        .id_salt("review-analysis")
        .max_height(ui.available_height() * DONE_SHARE)
        .auto_shrink([false, true])
        .show(ui, |ui| done_rows(ui, review, step, out));
}

fn done_rows(ui: &mut egui::Ui, review: &Review, step: usize, out: &mut PanelOut) {
    ui.add(egui::Label::new(review.summary()).wrap());
    luck_ui(ui, review, step, out);
    if let Some(i) = points_plot(ui, review) {
        out.jump = Some(i);
    }
    if review.decisions.is_empty() {
        return;
    }
    // The costly decisions, biggest first; a click goes to one.
    let mut costly: Vec<&Decision> = review.costly().collect();
    costly.sort_by(|a, b| b.lost.total_cmp(&a.lost).then(a.index.cmp(&b.index)));
    for d in &costly {
        // Numbered by log line as the log below numbers it; wrapped, never cut.
        let label = d.label.map(|l| format!("{} ", tr(l.msg_id())));
        let text = Msg::new("analysis-decision")
            .text("lost", super::widgets::decimal(d.lost, 1))
            .count("line", d.line())
            .text("who", d.who_shown())
            .text("played", d.played_text.clone())
            .text("best", d.best_text.clone())
            .to_string();
        let text = format!("{}{text}", label.unwrap_or_default());
        let r = ui.add(egui::Button::selectable(d.index == step, text).wrap());
        if r.clicked() {
            out.jump = Some(d.index);
        }
        // The shown one can be played again, before the bot's move is given away.
        if d.index == step
            && ui
                .button(tr("trial-try"))
                .on_hover_text(tr("trial-try-tip"))
                .clicked()
        {
            out.try_again = Some((*d).clone());
        }
    }
    let rest = review.decisions.len() - costly.len();
    if rest > 0 {
        ui.label(RichText::new(Msg::new("analysis-rest").count("n", rest).to_string()).weak());
    }
}

/// What decided each seat's result (start, dice, decisions), who would have won on equal luck, and
/// for each reviewed seat its luckiest and unluckiest roll, a click away.
fn luck_ui(ui: &mut egui::Ui, review: &Review, step: usize, out: &mut PanelOut) {
    for split in &review.seats {
        ui.add(egui::Label::new(split.line_msg().to_string()).wrap());
        if let Some(acc) = split.accuracy_msg() {
            ui.add(egui::Label::new(RichText::new(acc.to_string()).weak()).wrap());
        }
    }
    if let Some(order) = review.luck_standing() {
        ui.add(egui::Label::new(RichText::new(order.to_string()).weak()).wrap());
    }
    for split in review.seats.iter().filter(|s| s.lost.is_some()) {
        for best in [true, false] {
            let Some(c) = review.luckiest(split.seat, best) else {
                continue;
            };
            let luck = c.luck.get(split.seat).copied().unwrap_or(0.0);
            let text = Msg::new(if best {
                "analysis-luckiest"
            } else {
                "analysis-unluckiest"
            })
            .text("who", split.who_shown())
            .count("line", c.line())
            .text("outcome", c.outcome_text.clone())
            .text("luck", crate::review::signed(luck))
            .to_string();
            if ui
                .add(egui::Button::selectable(c.index == step, text).wrap())
                .clicked()
            {
                out.jump = Some(c.index);
            }
        }
    }
}

/// The plot's bars: points lost, and luck.
const LOST_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xcc, 0x55, 0x33);
const LUCK_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x33, 0x77, 0xcc);

/// A square of `colour` (painted: the fonts have no square) and `text` in it.
fn swatch(ui: &mut egui::Ui, colour: egui::Color32, text: String) {
    let side = ui.text_style_height(&egui::TextStyle::Body) * 0.7;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    ui.painter().rect_filled(rect, 1.0, colour);
    ui.colored_label(colour, text);
}

/// Points lost per decision as bars over the log lines and, for the first reviewed seat, the luck
/// of each chance step (up or down); a click on the plot goes to the nearest decision or step.
fn points_plot(ui: &mut egui::Ui, review: &Review) -> Option<usize> {
    use egui_plot::{Bar, BarChart, Plot};
    let lost_bars: Vec<Bar> = review
        .decisions
        .iter()
        .map(|d| Bar::new(d.line() as f64, d.lost).width(0.8))
        .collect();
    let seat = review.seats.iter().find(|s| s.lost.is_some());
    let luck_bars: Vec<Bar> = seat.map_or_else(Vec::new, |s| {
        review
            .chance
            .iter()
            .map(|c| {
                Bar::new(c.line() as f64, c.luck.get(s.seat).copied().unwrap_or(0.0)).width(0.8)
            })
            .collect()
    });
    if lost_bars.is_empty() && luck_bars.is_empty() {
        return None;
    }
    let lost = BarChart::new(tr("analysis-points-lost"), lost_bars).color(LOST_COLOUR);
    let luck = seat.map(|s| {
        BarChart::new(
            Msg::new("analysis-luck-bars")
                .text("who", s.who_shown())
                .to_string(),
            luck_bars,
        )
        .color(LUCK_COLOUR)
    });
    // What the colours are, above the plot (a legend inside would cover its 120 points of height).
    ui.horizontal_wrapped(|ui| {
        swatch(ui, LOST_COLOUR, tr("analysis-points-lost"));
        if let Some(s) = seat {
            let who = Msg::new("analysis-luck-bars").text("who", s.who_shown());
            swatch(ui, LUCK_COLOUR, who.to_string());
        }
    });
    let response = Plot::new("review-lost")
        .height(120.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .include_y(0.0)
        .include_y(1.0)
        .x_axis_label(tr("analysis-log-line"))
        .y_axis_label(tr("analysis-points"))
        .show(ui, |plot| {
            plot.bar_chart(lost);
            if let Some(luck) = luck {
                plot.bar_chart(luck);
            }
            plot.pointer_coordinate()
        });
    if !response.response.clicked() {
        return None;
    }
    let x = response.inner?.x;
    let lines = review
        .decisions
        .iter()
        .map(|d| (d.line(), d.index))
        .chain(review.chance.iter().map(|c| (c.line(), c.index)));
    lines
        .min_by(|a, b| (a.0 as f64 - x).abs().total_cmp(&(b.0 as f64 - x).abs()))
        .map(|(_, index)| index)
}
