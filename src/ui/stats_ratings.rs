//! The statistics screen's ratings: each person's rating per game (see `crate::rating`), its
//! course over the games with the bot levels' ratings as lines to measure it by, and the daily
//! challenge's streaks. A solo game rates against the bots on its dice: where the history's
//! cache lacks their scores, the bots play them on a worker of their own first, and the
//! ratings are worked out again when they are done.

use super::shell::Shell;
use crate::daily::{ChallengeBook, Streaks};
use crate::engine::rules::BotLevel;
use crate::engine::text::{tr, Msg};
use crate::engine::worker::{Poll, Ticket, Worker};
use crate::history::{GameSummary, History};
use crate::rating::{self, solo, PersonRating, Ratings};
use crate::sim::ladder;
use egui::RichText;
use egui_plot::{HLine, Line, Plot, Points};
use std::collections::BTreeMap;
use std::collections::VecDeque;
use std::path::Path;
use std::time::Duration;

/// The ratings part of the statistics screen.
#[derive(Default)]
pub struct RatingsPane {
    ratings: Ratings,
    /// Per game id, and for every game at once (`None`).
    streaks: BTreeMap<Option<String>, Streaks>,
    fill: Option<Fill>,
}

/// Easy's, Normal's and Strong's scores on a game's dice, or why not.
type BotScores = Result<[i32; 3], String>;

/// The bots playing solo games' dice, one game after another on a worker of their own; each
/// game's scores are kept in the history's cache as they come back.
struct Fill {
    waiting: VecDeque<(GameSummary, Ticket<BotScores>)>,
    done: usize,
    total: usize,
    /// Declared after the tickets, so it is dropped after them.
    _worker: Worker,
}

impl RatingsPane {
    /// Works the ratings out from `games` (read from `history` just now) and reads the streaks
    /// (`today` in unix seconds, `games_ids` the registered games); returns the solo games whose
    /// bots' scores the cache lacks ([`Self::fill_missing`] plays them).
    pub fn reload(
        &mut self,
        history: &History,
        games: &[GameSummary],
        data_dir: &Path,
        today: i64,
        game_ids: &[String],
    ) -> Vec<GameSummary> {
        self.ratings = rating::rate(games, &|g| solo::cached(history, g));
        let today = day_text(today);
        // The daily feature's records, read as it wrote them (it writes them whole, atomically);
        // a file that cannot be read shows no streak (the home screen says what is wrong with it).
        let book = ChallengeBook::load(data_dir).unwrap_or_default();
        self.streaks = std::iter::once(None)
            .chain(game_ids.iter().cloned().map(Some))
            .map(|game| {
                let s = book.streaks(&today, game.as_deref());
                (game, s)
            })
            .collect();
        solo::missing(history, games).into_iter().cloned().collect()
    }

    /// Starts the bots on the dice of `missing` (unless they are at it already).
    pub fn fill_missing(&mut self, missing: Vec<GameSummary>) {
        if !missing.is_empty() && self.fill.is_none() {
            self.start_fill(missing);
        }
    }

    fn start_fill(&mut self, missing: Vec<GameSummary>) {
        let mut worker = Worker::default();
        let waiting: VecDeque<_> = missing
            .into_iter()
            .map(|g| {
                let ticket = worker.submit(solo::SameDiceTask::of(&g));
                (g, ticket)
            })
            .collect();
        self.fill = Some(Fill {
            total: waiting.len(),
            waiting,
            done: 0,
            _worker: worker,
        });
    }

    /// Whether the bots finished (the screen reads the history again then).
    pub fn poll(&mut self, ctx: &egui::Context, cx: &mut Shell) -> bool {
        let Some(fill) = &mut self.fill else {
            return false;
        };
        let mut stopped = None;
        while let Some((_, ticket)) = fill.waiting.front() {
            let answer = match ticket.poll(Duration::ZERO) {
                Poll::Pending => break,
                Poll::Ready(answer) => answer,
                Poll::Lost => Err(tr("stats-compare-bot-failed")),
            };
            let Some((g, _)) = fill.waiting.pop_front() else {
                break;
            };
            fill.done += 1;
            // A game whose bots cannot be played (a game no longer known) stays unrated.
            let Ok(scores) = answer else { continue };
            match cx.history().map(|h| solo::keep(h, &g, scores)) {
                Some(Ok(())) => {}
                Some(Err(e)) => {
                    stopped = Some(e.msg().to_string());
                    break;
                }
                None => {
                    stopped = Some(tr("stats-compare-bot-failed"));
                    break;
                }
            }
        }
        if stopped.is_none() && !fill.waiting.is_empty() {
            ctx.request_repaint_after(Duration::from_millis(200));
            return false;
        }
        self.fill = None;
        if let Some(why) = stopped {
            cx.error(
                Msg::new("stats-ratings-stopped")
                    .text("why", why)
                    .to_string(),
            );
        }
        true
    }

    /// The rating of a person in a game, if rated.
    pub fn of(&self, game: &str, player: &str) -> Option<&PersonRating> {
        self.ratings.of(game, player)
    }

    /// The cell of the every-game table: "1563 ± 120", "–" when not rated.
    pub fn cell(&self, game: &str, player: &str) -> String {
        self.of(game, player)
            .map_or("–".to_string(), |p| rating_text(p.current()))
    }

    /// The line above the every-game table: the streak over all games.
    pub fn overview_ui(&self, ui: &mut egui::Ui) {
        self.progress_ui(ui);
        if let Some(s) = self.streaks.get(&None) {
            streak_ui(ui, *s);
        }
    }

    /// A person's rating in `game`: the figures, its course, and the game's daily streak.
    pub fn person_ui(&self, ui: &mut egui::Ui, game: &str, player: &str) {
        ui.label(RichText::new(tr("stats-rating")).strong())
            .on_hover_text(tr("stats-rating-tip"));
        self.progress_ui(ui);
        match self.of(game, player) {
            Some(p) => {
                let now = p.current();
                ui.horizontal_wrapped(|ui| {
                    let mut fig = |label: String, value: String| {
                        ui.vertical(|ui| {
                            ui.label(RichText::new(label).size(14.0));
                            ui.label(RichText::new(value).size(22.0).strong());
                        });
                        ui.add_space(16.0);
                    };
                    fig(tr("stats-rating-now"), rating_text(now));
                    let best = p.best_points().unwrap_or_else(|| now.points());
                    fig(tr("stats-rating-best"), format!("{best:.0}"));
                    fig(tr("stats-rating-games"), p.history.len().to_string());
                });
                if now.provisional() {
                    ui.label(RichText::new(tr("stats-rating-provisional")).weak());
                }
                rating_plot_ui(ui, p);
            }
            None => {
                let why = if self.fill.is_some() {
                    "stats-rating-waiting"
                } else {
                    "stats-rating-none"
                };
                ui.label(RichText::new(tr(why)).weak());
            }
        }
        if let Some(s) = self.streaks.get(&Some(game.to_string())) {
            streak_ui(ui, *s);
        }
    }

    fn progress_ui(&self, ui: &mut egui::Ui) {
        if let Some(f) = &self.fill {
            let done = f.done;
            ui.add(
                egui::ProgressBar::new(done as f32 / f.total.max(1) as f32).text(
                    Msg::new("stats-rating-playing-bots")
                        .count("done", done)
                        .count("total", f.total)
                        .to_string(),
                ),
            );
        }
    }
}

/// "1563 ± 120", with a question mark while provisional.
fn rating_text(r: rating::Rating) -> String {
    let mark = if r.provisional() { "?" } else { "" };
    format!("{:.0}{mark} ± {:.0}", r.points(), r.spread())
}

fn streak_ui(ui: &mut egui::Ui, s: Streaks) {
    if s.best == 0 {
        return;
    }
    ui.label(
        Msg::new("stats-daily-streak")
            .count("current", s.current)
            .count("best", s.best)
            .to_string(),
    );
}

/// The rating after each game, one spread above and below it, and the bot levels' ratings (at
/// two seats, or the game's nearest measured table) as level lines.
fn rating_plot_ui(ui: &mut egui::Ui, p: &PersonRating) {
    let points: Vec<[f64; 2]> = p
        .history
        .iter()
        .enumerate()
        .map(|(i, h)| [i as f64 + 1.0, h.rating.points()])
        .collect();
    let band = |sign: f64| -> Vec<[f64; 2]> {
        p.history
            .iter()
            .enumerate()
            .map(|(i, h)| [i as f64 + 1.0, h.rating.points() + sign * h.rating.spread()])
            .collect()
    };
    let levels: Vec<(BotLevel, f64)> = ladder::published(&p.game, 2)
        .map(|(_, figures)| {
            ladder::LEVELS
                .iter()
                .zip(figures)
                .filter_map(|(l, f)| f.map(|f| (*l, f64::from(f))))
                .collect()
        })
        .unwrap_or_default();
    // The rating, its spread and every level line in view.
    let values = || {
        band(-1.0)
            .into_iter()
            .chain(band(1.0))
            .map(|p| p[1])
            .chain(levels.iter().map(|l| l.1))
    };
    let lo = values().fold(ladder::NORMAL_ANCHOR, f64::min);
    let hi = values().fold(ladder::NORMAL_ANCHOR, f64::max);
    let left = 0.5;
    Plot::new(("rating-over-time", &p.game, &p.player))
        .height(220.0)
        .x_axis_label(tr("stats-axis-game"))
        .y_axis_label(tr("stats-rating"))
        // Whole games, and round ratings on the side (the default marks left it bare).
        .x_grid_spacer(super::widgets::integer_grid)
        .y_grid_spacer(super::widgets::integer_grid)
        .include_x(left)
        .include_x(points.len().max(1) as f64 + 0.5)
        .include_y(lo - 50.0)
        .include_y(hi + 50.0)
        .allow_scroll(false)
        .show(ui, |plot| {
            for (level, at) in &levels {
                let name = Msg::new("stats-bot-player")
                    .text("level", level.label())
                    .to_string();
                let colour = super::widgets::series_colour(Some(*level));
                plot.hline(
                    HLine::new(name.clone(), *at)
                        .color(colour.gamma_multiply(0.6))
                        .style(egui_plot::LineStyle::dashed_loose()),
                );
                // Each level line says whose it is, at its left end, above it.
                plot.text(
                    egui_plot::Text::new(
                        name.clone(),
                        egui_plot::PlotPoint::new(left, *at),
                        RichText::new(format!("{name} {at:.0}"))
                            .small()
                            .color(colour),
                    )
                    .anchor(egui::Align2::LEFT_BOTTOM),
                );
            }
            let spread = tr("stats-rating-spread");
            plot.line(
                Line::new(spread.clone(), band(1.0))
                    .color(egui::Color32::GRAY)
                    .width(1.0),
            );
            plot.line(
                Line::new(spread, band(-1.0))
                    .color(egui::Color32::GRAY)
                    .width(1.0),
            );
            plot.line(
                Line::new(tr("stats-rating"), points.clone())
                    .color(super::widgets::series_colour(None))
                    .width(2.0),
            );
            plot.points(
                Points::new(tr("stats-rating"), points)
                    .radius(3.0)
                    .color(super::widgets::series_colour(None)),
            );
        });
}

/// "YYYY-MM-DD" (UTC) of unix seconds.
fn day_text(secs: i64) -> String {
    let (y, m, d) = super::words::civil_from_days(secs.div_euclid(86_400));
    format!("{y}-{m:02}-{d:02}")
}
