//! The home screen's daily challenges (see `crate::daily` for the seed and the records): today's
//! challenge per game with Play (the attempt) or Practice, your result, the Strong bot's score on
//! the same dice (worked out in the background) and your past challenges. This one is local
//! (for offline play: its seed is known from the date); a server's sealed one is
//! [`super::daily_online`], shown below it.

use super::event::{After, Event};
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::daily::{challenge_setup, BotScoreTask, ChallengeBook};
use crate::engine::text::{tr, Msg};
use crate::engine::worker::{Poll, Ticket, Worker};
use crate::engine::{BotLevel, SeatInfo};
use egui::RichText;
use std::collections::BTreeMap;
use std::time::Duration;

/// The challenge bot's result on today's dice, saying what it counts: Black Molly's total is the
/// fish still swimming at the end (more is better), so none left reads as every fish lost.
fn bot_result(game: &str, level: &str, total: i32) -> Msg {
    if game == "black-molly" {
        return Msg::new("daily-bot-fish")
            .text("level", level)
            .int("n", i64::from(total));
    }
    let total = crate::games::total_text(game, &BTreeMap::new(), total);
    Msg::new("daily-bot")
        .text("level", level)
        .msg("total", total)
}

/// Bot scores being worked out in the background, one after another on one worker: the date,
/// and each game with its answer to come.
struct BotScores {
    date: String,
    waiting: Vec<(String, Ticket<Result<i32, String>>)>,
    /// Declared after the tickets, so it is dropped after them.
    _worker: Worker,
}

/// What the window keeps of the daily challenges.
pub struct Daily {
    pub book: ChallengeBook,
    /// The bot whose score is shown beside yours (Strong; UI tests use a quicker one).
    pub bot: BotLevel,
    /// Bot scores being worked out in the background.
    pending: Option<BotScores>,
    /// The (date, game) bot scores asked for since the window opened: one that could not be had
    /// is not asked for again until the next start.
    asked: std::collections::BTreeSet<(String, String)>,
    /// A result was recorded, so the book is to be written.
    dirty: bool,
    /// A server's daily challenge.
    pub online: super::daily_online::OnlineDaily,
}

impl Daily {
    /// The book from `dir` (the data folder is created here on first launch, before any writer
    /// runs); a file that cannot be read is moved aside (`challenges.ron.broken`) and the problem
    /// returned to be shown once.
    pub fn load(dir: &std::path::Path) -> (Self, Option<String>) {
        let made = crate::paths::ensure_data_dir(dir).err().map(|e| {
            Msg::new("daily-no-data-folder")
                .text("why", crate::engine::files::io_words(&e))
                .to_string()
        });
        let (book, problem) = match ChallengeBook::load(dir) {
            Ok(b) => (b, made),
            Err(e) => (
                ChallengeBook::default(),
                Some(super::settings::set_aside(
                    &dir.join(crate::daily::FILE),
                    Msg::new("daily-records"),
                    &format!("{e:#}"),
                    Msg::new("daily-new-record"),
                )),
            ),
        };
        (
            Daily {
                book,
                bot: BotLevel::Strong,
                pending: None,
                asked: Default::default(),
                dirty: false,
                online: Default::default(),
            },
            problem,
        )
    }

    /// Collects finished bot scores; starts working out the missing ones for `date`.
    fn poll(&mut self, date: &str, games: &[&'static str]) {
        if let Some(p) = &mut self.pending {
            let mut i = 0;
            while let Some((game, ticket)) = p.waiting.get(i) {
                match ticket.poll(Duration::ZERO) {
                    Poll::Pending => i += 1,
                    Poll::Ready(Ok(score)) => {
                        self.book.set_strong(&p.date, game, score);
                        self.dirty = true;
                        p.waiting.remove(i);
                    }
                    // A score that cannot be had is not asked for again until the next start.
                    Poll::Ready(Err(_)) | Poll::Lost => {
                        p.waiting.remove(i);
                    }
                }
            }
            if p.waiting.is_empty() {
                self.pending = None;
            }
            return;
        }
        let missing: Vec<&'static str> = games
            .iter()
            .copied()
            .filter(|g| self.book.strong_score(date, g).is_none())
            .filter(|g| self.asked.insert((date.to_string(), g.to_string())))
            .collect();
        if missing.is_empty() {
            return;
        }
        // One worker plays the bot's games one after another; the window polls. The errors are
        // worded in the window's language.
        let mut worker = Worker::default();
        let waiting = missing
            .into_iter()
            .map(|g| {
                let task = BotScoreTask {
                    date: date.to_string(),
                    game: g.to_string(),
                    level: self.bot,
                };
                (g.to_string(), worker.submit(task))
            })
            .collect();
        self.pending = Some(BotScores {
            date: date.to_string(),
            waiting,
            _worker: worker,
        });
    }

    /// Today's challenges on the home screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, cx: &mut Shell) {
        let date = crate::export::today();
        let ids: Vec<&'static str> = cx.registry.iter().map(|g| g.info().id).collect();
        self.poll(&date, &ids);
        if self.pending.is_some() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(250));
        }
        if std::mem::take(&mut self.dirty) {
            self.store(cx);
        }
        ui.horizontal_wrapped(|ui| {
            let title = Msg::new("daily-title").text("date", date.clone());
            ui.label(RichText::new(title.to_string()).size(18.0).strong())
                .on_hover_text(tr("daily-title-tip"));
            // What it is, in a few words, where a new player sees it.
            ui.label(RichText::new(tr("daily-blurb")).weak());
        });
        let bot = self.bot.label();
        let mut play = None;
        egui::Grid::new("daily")
            .num_columns(5)
            .spacing([14.0, 4.0])
            .show(ui, |ui| {
                for (i, plugin) in cx.registry.iter().enumerate() {
                    let info = plugin.info();
                    let book = &self.book;
                    let attempt = book.attempt(&date, info.id);
                    ui.label(RichText::new(info.name).strong());
                    let (label, hover, name) = match attempt {
                        None => ("daily-play", "daily-play-tip", "daily-play-name"),
                        Some(_) => (
                            "daily-practice",
                            "daily-practice-tip",
                            "daily-practice-name",
                        ),
                    };
                    let b = ui.button(tr(label)).on_hover_text(tr(hover));
                    let name = Msg::new(name).text("game", info.name).to_string();
                    super::widgets::name_button(&b, &name);
                    if b.clicked() {
                        play = Some(i);
                    }
                    // A challenge is played with the default options; each total says what
                    // it counts ("2 fish left", "41 points").
                    let total =
                        |t: i32| crate::games::total_text(info.id, &BTreeMap::new(), t).to_string();
                    ui.label(match attempt.map(|a| (a.score, a.won)) {
                        None => tr("daily-you-not-played"),
                        Some((None, _)) => tr("daily-you-in-progress"),
                        Some((Some(s), Some(true))) => Msg::new("daily-you-won")
                            .text("total", total(s))
                            .to_string(),
                        Some((Some(s), Some(false))) => Msg::new("daily-you-lost")
                            .text("total", total(s))
                            .to_string(),
                        Some((Some(s), None)) => {
                            Msg::new("daily-you").text("total", total(s)).to_string()
                        }
                    });
                    ui.label(match book.strong_score(&date, info.id) {
                        Some(s) => bot_result(info.id, bot, s).to_string(),
                        None => Msg::new("daily-bot-working").text("level", bot).to_string(),
                    });
                    let past = book.past(&date, info.id);
                    let scores: Vec<i32> = past.iter().filter_map(|a| a.score).collect();
                    ui.label(RichText::new(past_text(&scores, total)).weak());
                    ui.end_row();
                }
            });
        if let Some(i) = play {
            cx.send(Event::PlayDaily(i, date));
        }
        ui.add_space(10.0);
        self.online.ui(ui, cx);
    }

    /// The game screen's line about the challenge on it: today's attempt or practice, and the
    /// score to beat (none for another game).
    pub fn screen_line(&self, g: &GameScreen) -> Option<String> {
        if let Some(line) = self.online.screen_line(g) {
            return Some(line);
        }
        let (date, attempt) = g.daily.as_ref()?;
        let id = g.m.info().id;
        let level = self.bot.label();
        let target = match self.book.strong_score(date, id) {
            Some(score) => Msg::new("daily-to-beat").msg("bot", bot_result(id, level, score)),
            None => Msg::new("daily-bot-working").text("level", level),
        };
        let what = if *attempt {
            "daily-screen-attempt"
        } else {
            "daily-screen-practice"
        };
        Some(Msg::new(what).msg("target", target).to_string())
    }

    /// Starts today's challenge of game `i` (recording the attempt or the practice game).
    /// Today's challenge of game `i`, for the game screen: the attempt (or practice) counts
    /// once it is there ([`Self::started`]), not if the player keeps a running game instead. A
    /// challenge's table is not the player's own setup: New game keeps the last one.
    pub fn challenge(cx: &mut Shell, i: usize, date: &str) -> Option<super::event::NextGame> {
        let id = cx.registry.get(i)?.info().id;
        let player = SeatInfo::human(cx.settings.name(0));
        match challenge_setup(date, id, player) {
            Ok(setup) => {
                let tutorial = cx.settings.tutorial_default;
                let after = After::Daily {
                    date: date.to_string(),
                    game: id,
                };
                super::new_game::new_game(cx, i, setup, tutorial, after)
            }
            Err(e) => {
                cx.error(
                    Msg::new("daily-cannot-start")
                        .text("why", e.to_string())
                        .to_string(),
                );
                None
            }
        }
    }

    /// The challenge game is on the screen: its attempt (the first of the day) or practice is
    /// recorded.
    pub fn started(&mut self, cx: &mut Shell, g: &mut GameScreen, date: String, game: &str) {
        let first = self.book.start(&date, game);
        g.daily = Some((date, first));
        self.store(cx);
    }

    /// A game opened from a file or continued after a restart that is a running challenge game
    /// is marked as one again: the side panel says so, and an attempt keeps its hints and undo
    /// off and its leave question.
    pub fn recognize(&self, g: &mut GameScreen) {
        if g.daily.is_none() && g.remote.is_none() {
            g.daily = self.book.running(&*g.m);
        }
    }

    /// A finished game that is a challenge game gets its result recorded (once).
    pub fn record_result(&mut self, cx: &mut Shell, g: &mut GameScreen) {
        if g.daily_checked || !g.m.is_over() {
            return;
        }
        g.daily_checked = true;
        // A server's attempt: the server keeps its result; its board is fetched again.
        if g.online_day().is_some() {
            self.online.attempt_ended();
            return;
        }
        if self.book.finish(&*g.m) {
            self.store(cx);
        }
    }

    pub fn store(&mut self, cx: &mut Shell) {
        if let Err(e) = self.book.store(&cx.data_dir) {
            cx.error(
                Msg::new("daily-cannot-record")
                    .text("why", format!("{e:#}"))
                    .to_string(),
            );
        }
    }
}

/// The past challenges' totals, newest first (five at most), and the best of them, the best
/// said with what it counts: "past: 41, 38, 44 (best 44 points of 3)".
fn past_text(scores: &[i32], total: impl Fn(i32) -> String) -> String {
    match scores.iter().max() {
        None => tr("daily-no-past"),
        Some(&best) => {
            let recent: Vec<String> = scores.iter().take(5).map(|s| s.to_string()).collect();
            Msg::new("daily-past")
                .text("recent", recent.join(", "))
                .text("best", total(best))
                .count("n", scores.len())
                .to_string()
        }
    }
}

#[cfg(test)]
#[path = "daily_screen_tests.rs"]
mod tests;
