//! The statistics screen: per game and player, the figures, score over time with a moving
//! average, the score distribution next to the bots', win rates per opponent level, and the list
//! of past games (click one to open it). Reads the history database; "Compare with bots" plays a
//! few bot games on a worker and records them as they come back.

use super::event::{Event, Screen};
use super::shell::Shell;
use super::stats_ratings::RatingsPane;
use super::widgets::series_colour as colour;
use crate::engine::rules::BotLevel;
use crate::engine::text::{tr, Msg};
use crate::engine::worker::{Poll, Ticket, Worker};
use crate::engine::Names;
use crate::history::bot_game::BotGameTask;
use crate::history::{Filter, GameRecord, GameSummary, PlayerStats, Stats};
use egui::{Color32, RichText};
use egui_plot::{BoxElem, BoxPlot, BoxSpread, Line, Plot, Points};
use std::time::Duration;

/// Bot games "Compare with bots" plays per level.
pub const COMPARE_GAMES: [(BotLevel, usize); 3] = [
    (BotLevel::Easy, 36),
    (BotLevel::Normal, 36),
    (BotLevel::Strong, 12),
];

/// The game drop-down's first entry: every game's people at once ([`overview_ui`]).
pub const ALL_GAMES: &str = "*";

/// What the screen shows and keeps between frames.
pub struct StatsScreen {
    /// The game's id.
    pub game: String,
    /// The player whose figures are shown (a person's name or "Normal bot" etc.).
    pub player: Option<String>,
    /// Read again from the database on the next frame.
    pub dirty: bool,
    stats: Stats,
    games: Vec<GameSummary>,
    compare: Option<Compare>,
    /// How many games "Compare with bots" plays per level ([`COMPARE_GAMES`]; tests use fewer).
    pub compare_games: [(BotLevel, usize); 3],
    ratings: RatingsPane,
}

/// Bot games being played for comparison, one after another on a worker of their own; each
/// is kept in the history as it comes back.
struct Compare {
    game: String,
    /// The games still to come back, in the order they were asked for.
    waiting: std::collections::VecDeque<Ticket<Result<GameRecord, String>>>,
    done: usize,
    total: usize,
    /// Declared after the tickets, so it is dropped after them.
    _worker: Worker,
}

impl StatsScreen {
    fn new(game: String) -> Self {
        StatsScreen {
            game,
            player: None,
            dirty: true,
            stats: Stats::default(),
            games: Vec::new(),
            compare: None,
            compare_games: COMPARE_GAMES,
            ratings: RatingsPane::default(),
        }
    }

    /// The figures of the selected game, one row per player (people first, then bots).
    pub fn rows(&self) -> impl Iterator<Item = &PlayerStats> {
        self.stats.players.iter().filter(|p| p.game == self.game)
    }

    fn bot_row(&self, level: BotLevel) -> Option<&PlayerStats> {
        self.rows().find(|p| p.level == Some(level))
    }
}

impl StatsScreen {
    /// Shows the statistics screen, for the game on the screen if there is one.
    /// `want`, else the game on the screen (`on_screen`), else the one shown last, else the
    /// first game.
    pub fn open(
        slot: &mut Option<StatsScreen>,
        cx: &Shell,
        want: Option<String>,
        on_screen: Option<&str>,
    ) {
        let game = want
            .or_else(|| on_screen.map(str::to_string))
            .or_else(|| slot.as_ref().map(|s| s.game.clone()))
            .or_else(|| cx.registry.first().map(|g| g.info().id.to_string()))
            .unwrap_or_default();
        let screen = slot.get_or_insert_with(|| StatsScreen::new(game.clone()));
        screen.game = game;
        screen.dirty = true;
    }

    /// The history changed: the statistics screen reads it again.
    pub fn changed(&mut self) {
        self.dirty = true;
    }

    fn reload(&mut self, cx: &mut Shell) {
        let filter = Filter {
            game: (self.game != ALL_GAMES).then(|| self.game.clone()),
            player: None,
        };
        let s = self;
        s.dirty = false;
        let (data_dir, today) = (cx.data_dir.clone(), cx.platform.now());
        let ids: Vec<String> = cx
            .registry
            .iter()
            .map(|g| g.info().id.to_string())
            .collect();
        let ratings = &mut s.ratings;
        let loaded = cx.history().map(|h| {
            h.games(&filter).map(|games| {
                let missing = ratings.reload(h, &games, &data_dir, today, &ids);
                (games, missing)
            })
        });
        let loaded = loaded.map(|r| {
            r.map(|(games, missing)| {
                s.ratings.fill_missing(missing);
                games
            })
        });
        match loaded {
            Some(Ok(games)) => {
                s.stats = Stats::from_games(&games, None);
                s.games = games;
            }
            Some(Err(e)) => {
                s.stats = Stats::default();
                s.games.clear();
                cx.error(e.to_string());
            }
            None => {}
        }
        let players: Vec<String> = s.rows().map(|p| p.player.clone()).collect();
        if s.player.as_ref().is_none_or(|p| !players.contains(p)) {
            // A person first (rows list people before bots), else the first bot.
            s.player = players.first().cloned();
        }
    }

    fn poll_compare(&mut self, ctx: &egui::Context, cx: &mut Shell) {
        let Some(c) = &mut self.compare else { return };
        let mut failed = None;
        while let Some(ticket) = c.waiting.front() {
            let answer = match ticket.poll(Duration::ZERO) {
                Poll::Pending => break,
                Poll::Ready(answer) => answer,
                Poll::Lost => Err(tr("stats-compare-bot-failed")),
            };
            c.waiting.pop_front();
            match answer {
                Ok(rec) => {
                    c.done += 1;
                    let kept = cx.history().map(|h| h.record(&rec));
                    match kept {
                        Some(Ok(_)) => {}
                        Some(Err(e)) => {
                            cx.history_failed(e.msg().to_string());
                            failed = Some(None);
                            break;
                        }
                        None => {
                            failed = Some(None);
                            break;
                        }
                    }
                }
                Err(why) => {
                    failed = Some(Some(why));
                    break;
                }
            }
        }
        let finished = c.waiting.is_empty();
        if failed.is_none() && !finished {
            ctx.request_repaint_after(Duration::from_millis(200));
            return;
        }
        self.compare = None;
        self.dirty = true;
        match failed {
            None => cx.note(tr("stats-compare-done")),
            Some(Some(why)) => cx.error(
                Msg::new("stats-compare-stopped")
                    .text("why", why)
                    .to_string(),
            ),
            // The history's own failure was said already.
            Some(None) => {}
        }
    }

    fn start_compare(&mut self, cx: &mut Shell) {
        let (game, counts) = (self.game.clone(), self.compare_games);
        let Some(plugin) = crate::games::find(&game) else {
            return;
        };
        let seats = plugin.info().min_seats.max(1);
        let seed = cx.platform.now() as u64;
        let mut worker = Worker::default();
        // The bots' seat names and any error are worded in the window's language.
        let waiting: std::collections::VecDeque<_> = counts
            .iter()
            .flat_map(|&(level, count)| (0..count).map(move |g| (level, g)))
            .map(|(level, g)| {
                worker.submit(BotGameTask {
                    game: game.clone(),
                    seats,
                    level,
                    seed: seed.wrapping_add(g as u64),
                })
            })
            .collect();
        self.compare = Some(Compare {
            game,
            total: waiting.len(),
            waiting,
            done: 0,
            _worker: worker,
        });
    }

    /// The screen; `has_game`: Back goes to the game screen (else home).
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell, has_game: bool) {
        self.poll_compare(ui.ctx(), cx);
        if self.ratings.poll(ui.ctx(), cx) {
            self.dirty = true;
        }
        if self.dirty {
            self.reload(cx);
        }
        let names: Vec<(String, String)> = cx
            .registry
            .iter()
            .map(|g| (g.info().id.to_string(), g.info().name.to_string()))
            .collect();
        let problem = cx.history.problem.clone();
        let mut back = false;
        let mut open: Option<i64> = None;
        let mut compare = false;
        let s = &mut *self;
        egui::Panel::top("stats-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                let to = tr(if has_game {
                    "review-back-to-game"
                } else {
                    "cmd-home"
                });
                back = ui.button(to).clicked();
                ui.heading(RichText::new(tr("cmd-statistics")).strong());
                ui.separator();
                top_bar_ui(ui, s, &names);
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(p) = &problem {
                    ui.colored_label(ui.visuals().error_fg_color, p);
                    return;
                }
                body_ui(ui, s, &mut compare, &mut open);
            });
        });
        if back {
            cx.send(Event::Show(if has_game {
                Screen::Game
            } else {
                Screen::Home
            }));
        }
        if compare {
            self.start_compare(cx);
        }
        if let Some(id) = open {
            cx.send(Event::OpenHistoryGame(id));
        }
    }
}

/// The game and player drop-downs.
fn top_bar_ui(ui: &mut egui::Ui, s: &mut StatsScreen, names: &[(String, String)]) {
    let current = names
        .iter()
        .find(|(id, _)| *id == s.game)
        .map_or(s.game.as_str(), |(_, n)| n.as_str())
        .to_string();
    let current = if s.game == ALL_GAMES {
        tr("stats-all-games")
    } else {
        current
    };
    let label = ui.label(tr("stats-game"));
    egui::ComboBox::from_id_salt("stats-game")
        .selected_text(current)
        .show_ui(ui, |ui| {
            let all = ui.selectable_label(s.game == ALL_GAMES, tr("stats-all-games"));
            if all.clicked() && s.game != ALL_GAMES {
                s.game = ALL_GAMES.to_string();
                s.dirty = true;
            }
            for (id, name) in names {
                if ui.selectable_label(*id == s.game, name).clicked() && *id != s.game {
                    s.game = id.clone();
                    s.dirty = true;
                }
            }
        })
        .response
        .labelled_by(label.id);
    let players: Vec<String> = s.rows().map(|p| p.player.clone()).collect();
    if players.is_empty() || s.game == ALL_GAMES {
        return;
    }
    let shown = s.player.clone().unwrap_or_default();
    let label = ui.label(tr("stats-player"));
    egui::ComboBox::from_id_salt("stats-player")
        .selected_text(player_words(&shown))
        .show_ui(ui, |ui| {
            for p in players {
                let selected = s.player.as_deref() == Some(p.as_str());
                if ui.selectable_label(selected, player_words(&p)).clicked() {
                    s.player = Some(p);
                }
            }
        })
        .response
        .labelled_by(label.id);
}

fn body_ui(ui: &mut egui::Ui, s: &StatsScreen, compare: &mut bool, open: &mut Option<i64>) {
    if s.game == ALL_GAMES {
        overview_ui(ui, s);
        return;
    }
    let row = s
        .player
        .as_deref()
        .and_then(|p| s.rows().find(|r| r.player == p));
    match row {
        Some(row) => {
            figures_ui(ui, row);
            ui.add_space(8.0);
            plots_ui(ui, s, row);
            if row.level.is_none() {
                ui.add_space(8.0);
                s.ratings.person_ui(ui, &row.game, &row.player);
            }
        }
        None => {
            ui.label(tr("stats-no-games"));
        }
    }
    ui.add_space(8.0);
    compare_ui(ui, s, compare);
    ui.add_space(8.0);
    games_ui(ui, s, open);
}

/// Every game at once: per game, each person's games, wins, mean and best (bots' rows are on
/// each game's own page).
fn overview_ui(ui: &mut egui::Ui, s: &StatsScreen) {
    let people: Vec<&PlayerStats> = s
        .stats
        .players
        .iter()
        .filter(|p| p.level.is_none())
        .collect();
    if people.is_empty() {
        ui.label(tr("stats-no-games-at-all"));
        return;
    }
    s.ratings.overview_ui(ui);
    let num = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    egui::Grid::new("all-games")
        .striped(true)
        .num_columns(8)
        .spacing([18.0, 6.0])
        .show(ui, |ui| {
            for head in [
                "stats-game",
                "stats-player",
                "stats-played",
                "stats-won",
                "stats-mean",
                "stats-best",
                "stats-worst",
                "stats-rating",
            ] {
                ui.label(RichText::new(tr(head)).strong());
            }
            ui.end_row();
            for row in people {
                let name =
                    crate::games::find(&row.game).map_or(row.game.as_str(), |g| g.info().name);
                ui.label(name);
                ui.label(player_words(&row.player));
                ui.label(row.played.to_string());
                ui.label(row.win_rate.map_or("–".to_string(), percent));
                ui.label(
                    row.mean
                        .map_or("–".to_string(), |m| super::widgets::decimal(m, 1)),
                );
                ui.label(num(row.best));
                ui.label(num(row.worst));
                ui.label(s.ratings.cell(&row.game, &row.player));
                ui.end_row();
            }
        });
}

fn figures_ui(ui: &mut egui::Ui, row: &PlayerStats) {
    let num = |v: Option<i32>| v.map_or("–".to_string(), |v| v.to_string());
    ui.horizontal_wrapped(|ui| {
        let mut fig = |label: &str, value: String| {
            ui.vertical(|ui| {
                ui.label(RichText::new(label).size(14.0));
                ui.label(RichText::new(value).size(22.0).strong());
            });
            ui.add_space(16.0);
        };
        fig(&tr("stats-played"), row.played.to_string());
        fig(&tr("stats-abandoned"), row.abandoned.to_string());
        fig(
            &tr("stats-mean"),
            row.mean
                .map_or("–".to_string(), |m| super::widgets::decimal(m, 1)),
        );
        fig(&tr("stats-best"), num(row.best));
        fig(&tr("stats-worst"), num(row.worst));
        if let Some(rate) = row.win_rate {
            fig(&tr("stats-won"), percent(rate));
        }
    });
    if !row.by_opponent.is_empty() {
        ui.add_space(4.0);
        ui.label(RichText::new(tr("stats-by-opponent")).strong());
        egui::Grid::new("by-opponent")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                for o in &row.by_opponent {
                    ui.label(player_words(&o.opponent));
                    ui.label(
                        Msg::new("stats-wins-of")
                            .count("wins", o.wins)
                            .count("games", o.games)
                            .to_string(),
                    );
                    ui.label(percent(o.win_rate));
                    ui.end_row();
                }
            });
    }
}

/// A player or opponent key of the history ("Normal bot", "Strong bots", "people only": kept
/// in English there, as the database's labels are) in the player's language; names as they are.
fn player_words(key: &str) -> String {
    crate::history::stats::key_words(key)
}

/// A share as a whole percentage, as the player's language writes it (`50%`, `50 %`).
fn percent(share: f64) -> String {
    // A share is in 0..=1, so the rounded percentage fits an i64.
    let n = (share * 100.0).round() as i64;
    Msg::new("stats-percent").int("n", n).to_string()
}

fn plots_ui(ui: &mut egui::Ui, s: &StatsScreen, row: &PlayerStats) {
    let width = ((ui.available_width() - 32.0) / 2.0).max(240.0);
    let height = 260.0;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(width);
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr("stats-over-time")).strong());
                ui.label(
                    RichText::new(
                        Msg::new("stats-over-time-key")
                            .count("n", crate::history::stats::MOVING_AVERAGE)
                            .to_string(),
                    )
                    .weak(),
                );
            });
            let points: Vec<[f64; 2]> = row
                .scores
                .iter()
                .enumerate()
                .map(|(i, p)| [i as f64 + 1.0, p.score as f64])
                .collect();
            let average: Vec<[f64; 2]> = row
                .moving_average
                .iter()
                .enumerate()
                .map(|(i, &m)| [i as f64 + 1.0, m])
                .collect();
            let (lo, hi) = score_range(&row.score_values());
            Plot::new(("score-over-time", &row.game, &row.player))
                .width(width)
                .height(height)
                .x_axis_label(tr("stats-axis-game"))
                .y_axis_label(tr("stats-axis-score"))
                // Whole games and whole points: integer marks only, and room around a lone game.
                .x_grid_spacer(super::widgets::integer_grid)
                .y_grid_spacer(super::widgets::integer_grid)
                .include_x(0.5)
                .include_x(points.len().max(1) as f64 + 0.5)
                .include_y(lo)
                .include_y(hi)
                .allow_scroll(false)
                .show(ui, |plot| {
                    plot.points(
                        Points::new(tr("stats-axis-score"), points)
                            .radius(3.0)
                            .color(colour(row.level)),
                    );
                    plot.line(
                        Line::new(
                            Msg::new("stats-moving-mean")
                                .count("n", crate::history::stats::MOVING_AVERAGE)
                                .to_string(),
                            average,
                        )
                        .color(Color32::GRAY)
                        .width(2.0),
                    );
                });
        });
        ui.vertical(|ui| {
            ui.set_width(width);
            ui.label(RichText::new(tr("stats-distribution")).strong());
            distribution_ui(ui, s, row, width, height);
        });
    });
}

/// Box plots: the player's scores next to each bot level's in this game.
fn distribution_ui(ui: &mut egui::Ui, s: &StatsScreen, row: &PlayerStats, w: f32, h: f32) {
    let mut groups: Vec<&PlayerStats> = vec![row];
    for level in BotLevel::ALL {
        if let Some(bot) = s.bot_row(level).filter(|b| b.player != row.player) {
            groups.push(bot);
        }
    }
    let labels: Vec<String> = groups
        .iter()
        .map(|g| format!("{} ({})", player_words(&g.player), g.played))
        .collect();
    let all: Vec<i32> = groups.iter().flat_map(|g| g.score_values()).collect();
    let (lo, hi) = score_range(&all);
    Plot::new(("score-distribution", &row.game, &row.player))
        .width(w)
        .height(h)
        .y_axis_label(tr("stats-axis-score"))
        .y_grid_spacer(super::widgets::integer_grid)
        .include_y(lo)
        .include_y(hi)
        .include_x(-0.5)
        .include_x(groups.len() as f64 - 0.5)
        .allow_scroll(false)
        .allow_drag(false)
        .allow_zoom(false)
        // No vertical grid lines through the boxes.
        .show_grid([false, true])
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                labels.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .show(ui, |plot| {
            for (i, g) in groups.iter().enumerate() {
                let values = g.score_values();
                // A box needs a few games to mean anything: below that, the games themselves.
                if values.len() < MIN_FOR_BOX {
                    let dots: Vec<[f64; 2]> =
                        values.iter().map(|&v| [i as f64, v as f64]).collect();
                    plot.points(
                        Points::new(player_words(&g.player), dots)
                            .radius(4.0)
                            .color(colour(g.level)),
                    );
                    continue;
                }
                let Some(spread) = spread(&values) else {
                    continue;
                };
                let elem = BoxElem::new(i as f64, spread)
                    .name(player_words(&g.player))
                    .box_width(0.5)
                    .fill(colour(g.level).gamma_multiply(0.3))
                    .stroke(egui::Stroke::new(1.5, colour(g.level)));
                plot.box_plot(BoxPlot::new(player_words(&g.player), vec![elem]));
            }
        });
}

/// Fewer games than this show as dots, not as a box.
const MIN_FOR_BOX: usize = 3;

/// The score axis's range: the scores with a little room, at least a few points tall, so one
/// game or equal scores do not zoom in to fractions of a point.
fn score_range(values: &[i32]) -> (f64, f64) {
    let lo = values.iter().copied().min().unwrap_or(0) as f64;
    let hi = values.iter().copied().max().unwrap_or(0) as f64;
    let pad = ((hi - lo) * 0.1).max(2.0);
    // No game scores below zero (Black Molly counts fish left): the axis stops at 0 then.
    let bottom = if lo >= 0.0 {
        (lo - pad).max(0.0)
    } else {
        lo - pad
    };
    (bottom, hi + pad)
}

/// Min, quartiles, median and max of a list of scores.
fn spread(values: &[i32]) -> Option<BoxSpread> {
    if values.is_empty() {
        return None;
    }
    let mut v: Vec<f64> = values.iter().map(|&x| x as f64).collect();
    v.sort_by(f64::total_cmp);
    let q = |p: f64| {
        let x = (v.len() - 1) as f64 * p;
        let (lo, hi) = (x.floor() as usize, x.ceil() as usize);
        v[lo] + (v[hi] - v[lo]) * (x - lo as f64)
    };
    Some(BoxSpread::new(q(0.0), q(0.25), q(0.5), q(0.75), q(1.0)))
}

fn compare_ui(ui: &mut egui::Ui, s: &StatsScreen, compare: &mut bool) {
    if let Some(c) = s.compare.as_ref().filter(|c| c.game == s.game) {
        let done = c.done;
        ui.add(
            egui::ProgressBar::new(done as f32 / c.total.max(1) as f32).text(
                Msg::new("stats-comparing")
                    .count("done", done)
                    .count("total", c.total)
                    .to_string(),
            ),
        );
        return;
    }
    if BotLevel::ALL.iter().all(|&l| s.bot_row(l).is_none()) {
        ui.horizontal(|ui| {
            let busy = s.compare.is_some();
            *compare = ui
                .add_enabled(!busy, egui::Button::new(tr("stats-compare")))
                .on_hover_text(tr("stats-compare-tip"))
                .clicked();
            ui.label(RichText::new(tr("stats-no-bot-games")).weak());
        });
    }
}

fn games_ui(ui: &mut egui::Ui, s: &StatsScreen, open: &mut Option<i64>) {
    ui.label(
        RichText::new(
            Msg::new("stats-past-games")
                .count("n", s.games.len())
                .to_string(),
        )
        .strong(),
    );
    if s.games.is_empty() {
        return;
    }
    egui::Grid::new("past-games")
        .striped(true)
        .num_columns(4)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            // Newest first; a long history shows its latest 200 here (the CLI has them all).
            for g in s.games.iter().take(200) {
                if ui
                    .link(Msg::new("stats-game-n").int("id", g.id).to_string())
                    .on_hover_text(tr("stats-open-game"))
                    .clicked()
                {
                    *open = Some(g.id);
                }
                ui.label(date_text(g.ended));
                let seats: Vec<String> = g
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, seat)| {
                        // A solo game has no winner: its one seat just scored.
                        let id = if seat.winner && g.seats.len() > 1 {
                            "stats-seat-won"
                        } else {
                            "stats-seat"
                        };
                        Msg::new(id)
                            .text("name", Names::shown(&seat.name, i))
                            .int("score", seat.score)
                            .to_string()
                    })
                    .collect();
                ui.label(seats.join(" · "));
                ui.label(if g.abandoned {
                    tr("stats-abandoned-game")
                } else {
                    Msg::new("stats-actions").count("n", g.actions).to_string()
                });
                ui.end_row();
            }
        });
}

/// "2026-11-23 21:04" (UTC) from unix seconds.
fn date_text(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    let (y, m, d) = super::words::civil_from_days(days);
    format!(
        "{y}-{m:02}-{d:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod chart_tests {
    #[test]
    fn integer_axes_mark_whole_numbers_only() {
        for (bounds, base_step_size) in [
            ((0.5, 1.5), 0.004),
            ((38.5, 39.4), 0.003),
            ((-3.0, 250.0), 1.2),
            ((-0.06, 2.06), 0.004),
        ] {
            let marks = super::super::widgets::integer_grid(egui_plot::GridInput {
                bounds,
                base_step_size,
            });
            assert!(!marks.is_empty(), "{bounds:?}");
            assert!(marks.len() <= 13, "{bounds:?}: {}", marks.len());
            for m in marks {
                assert_eq!(m.value.fract(), 0.0, "{bounds:?}: {}", m.value);
                // Never "-0" on the axis (an empty player's plot read "-0, 1, 2").
                assert!(
                    m.value != 0.0 || m.value.is_sign_positive(),
                    "{bounds:?}: -0"
                );
                assert!(m.step_size >= 1.0 && m.step_size.fract() == 0.0);
            }
        }
        // One game, or equal scores: a few points of axis, not a fraction of one.
        let (lo, hi) = super::score_range(&[39]);
        assert!(hi - lo >= 4.0 && lo < 39.0 && hi > 39.0);
    }

    #[test]
    fn a_score_axis_of_scores_none_below_zero_stops_at_zero() {
        // Black Molly's totals are fish left: 0, 1 and 2 once ran the axis down to -2.
        assert_eq!(super::score_range(&[0, 1, 2]), (0.0, 4.0));
        assert_eq!(super::score_range(&[1]).0, 0.0);
        // A game whose scores do go below zero keeps its room under them.
        assert!(super::score_range(&[-3, 5]).0 < -3.0);
    }
}
