//! "Try again" in the review: a costly decision's position set up again with the same dice, a
//! move asked for before the reference bot's is shown, then weighed against it on the decision's
//! own rollouts ([`crate::review::retry_any`], on a thread of its own) and told: found, the same
//! as in the game, or how far short. A trial may answer a position of the Practice list; the
//! answer then schedules it again (see `practice`).

use super::played::ScreenGame;
use crate::engine::text::{tr, Msg};
use crate::engine::worker::{Poll, Ticket, Worker};
use crate::engine::BotLevel;
use crate::review::task::RetryTask;
use crate::review::{Decision, Label, Retried};
use crate::sheet_kit::PlayEnv;
use egui::RichText;
use std::time::Duration;

/// The decision tried again, as the review (or the Practice list) knows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    /// Log index of the decision: its position is the first `index` log entries.
    pub index: usize,
    pub seat: usize,
    /// The seat's name as the review shows it.
    pub who: String,
    /// The move played in the game and the reference bot's, in notation.
    pub played: String,
    pub best: String,
    pub level: BotLevel,
    /// Points the game's move lost.
    pub lost: f64,
    /// The recorded game when the position is on the Practice list (taken once the first answer
    /// has been recorded there).
    pub practice: Option<i64>,
}

impl Asked {
    /// A decision of the review.
    pub fn of(d: &Decision, level: BotLevel, practice: Option<i64>) -> Asked {
        Asked {
            index: d.index,
            seat: d.seat,
            who: d.who_shown(),
            played: d.played.clone(),
            best: d.best.clone(),
            level,
            lost: d.lost,
            practice,
        }
    }
}

/// Where a trial stands.
enum Stage {
    /// Waiting for the player's move.
    Asking,
    /// The move chosen (notation) being weighed.
    Weighing(String, Weighing),
    /// The answer, with the position marked: the move chosen as the ghost, the bot's as the hint.
    Told {
        choice: String,
        answer: Result<Retried, String>,
        marked: Box<ScreenGame>,
    },
}

/// The weighing on a worker of its own (a thread, or the browser's Web Worker). Dropping it
/// (the trial closed) cancels it.
struct Weighing {
    answer: Ticket<Result<Option<Retried>, String>>,
    /// Declared after the ticket, so it is dropped after it: the job is told first.
    _worker: Worker,
}

/// A decision being tried again.
pub struct Trial {
    pub asked: Asked,
    /// The game's save (the position and its dice come from it) and rollouts per move.
    save_text: String,
    rollouts: u32,
    /// The position, for the player's one move.
    game: ScreenGame,
    stage: Stage,
}

/// What the trial asks of the review.
#[derive(Default)]
pub struct TrialOut {
    /// Close the trial: back to the review at the decision.
    pub close: bool,
    /// The answer came: found or not (once per answer).
    pub answered: Option<bool>,
    /// Go on to the next due position of the Practice list.
    pub next: bool,
}

impl Trial {
    /// The decision's position from the reviewed game `m` (the same dice, the seat in focus).
    pub fn new(m: &ScreenGame, save_text: String, rollouts: u32, asked: Asked) -> Trial {
        Trial {
            game: position(m, &asked),
            asked,
            save_text,
            rollouts,
            stage: Stage::Asking,
        }
    }

    /// The same position asked again.
    fn restart(&mut self, m: &ScreenGame) {
        self.game = position(m, &self.asked);
        self.stage = Stage::Asking;
    }

    /// Once the answer is in: whether the position was found (for the Practice list); `None`
    /// before, and when the move could not be weighed.
    pub fn found(&self) -> Option<bool> {
        match &self.stage {
            Stage::Told { answer: Ok(r), .. } => Some(r.found()),
            _ => None,
        }
    }

    /// Starts weighing the move chosen on a worker of its own.
    fn weigh(&mut self, choice: String) {
        let mut worker = Worker::default();
        // The moves' words are made on the worker: in the window's language.
        let answer = worker.submit(RetryTask {
            save_text: self.save_text.clone(),
            index: self.asked.index,
            seat: self.asked.seat,
            choice: choice.clone(),
            best: self.asked.best.clone(),
            rollouts: self.rollouts,
        });
        self.stage = Stage::Weighing(
            choice,
            Weighing {
                answer,
                _worker: worker,
            },
        );
    }

    fn tell(&mut self, choice: String, answer: Result<Retried, String>) {
        let mut marked = self.game.at_step(self.asked.index, false);
        marked.focus(self.asked.seat);
        marked.set_review_marks(Some(&choice), Some((&self.asked.best, self.asked.level)));
        self.stage = Stage::Told {
            choice,
            answer,
            marked: Box::new(marked),
        };
    }

    /// Collects the weighing when it is done; true the one time the answer arrives.
    fn poll(&mut self) -> bool {
        let Stage::Weighing(choice, w) = &self.stage else {
            return false;
        };
        let answer = match w.answer.poll(Duration::ZERO) {
            Poll::Pending => return false,
            Poll::Ready(Ok(Some(retried))) => Ok(retried),
            // Cancelled: only by closing, and then nobody reads this.
            Poll::Ready(Ok(None)) => Err(tr("analysis-stopped")),
            Poll::Ready(Err(e)) => Err(e),
            Poll::Lost => Err(tr("analysis-stopped")),
        };
        let choice = choice.clone();
        self.tell(choice, answer);
        true
    }

    /// Whether the player's move is still to come (or being weighed): the bot's is not shown yet.
    pub fn asking(&self) -> bool {
        !matches!(self.stage, Stage::Told { .. })
    }

    /// The move the player made in the position, once made.
    fn chosen(&self) -> Option<String> {
        (self.game.action_count() > self.asked.index)
            .then(|| self.game.log_notation(self.asked.index))
            .flatten()
    }
}

/// The decision's position from the reviewed game `m`: the same dice, the seat in focus.
fn position(m: &ScreenGame, asked: &Asked) -> ScreenGame {
    let mut game = m.at_step(asked.index, true);
    game.focus(asked.seat);
    game
}

/// The trial in the review's middle: the question or the answer above, the position below.
/// `m` is the reviewed game (a new try starts from it); `scheduled` says where a Practice
/// position now stands, once answered, and `more` whether another one is due then.
pub fn trial_ui(
    ui: &mut egui::Ui,
    env: &PlayEnv,
    m: &ScreenGame,
    trial: &mut Trial,
    scheduled: Option<&str>,
    more: bool,
) -> TrialOut {
    let mut out = TrialOut::default();
    if trial.poll() {
        out.answered = trial.found();
    }
    let level = trial.asked.level.label();
    egui::Frame::group(ui.style())
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(
                    Msg::new("trial-title")
                        .count("line", trial.asked.index + 1)
                        .text("who", trial.asked.who.clone())
                        .to_string(),
                )
                .strong(),
            );
            match &trial.stage {
                Stage::Asking => {
                    ui.add(
                        egui::Label::new(Msg::new("trial-ask").text("level", level).to_string())
                            .wrap(),
                    );
                }
                Stage::Weighing(..) => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(Msg::new("trial-weighing").text("level", level).to_string());
                    });
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_millis(50));
                }
                Stage::Told { choice, answer, .. } => {
                    let said = told_msg(&trial.asked, choice, answer);
                    let colour = match trial.found() {
                        Some(true) => Some(egui::Color32::from_rgb(0x2e, 0x8b, 0x57)),
                        Some(false) => None,
                        None => Some(ui.visuals().error_fg_color),
                    };
                    let text = RichText::new(said).strong();
                    ui.add(
                        egui::Label::new(match colour {
                            Some(c) => text.color(c),
                            None => text,
                        })
                        .wrap(),
                    );
                    if let Some(when) = scheduled {
                        ui.label(RichText::new(when).weak());
                    }
                }
            }
            ui.horizontal_wrapped(|ui| {
                if matches!(trial.stage, Stage::Told { .. })
                    && ui
                        .button(tr("trial-again"))
                        .on_hover_text(tr("trial-again-tip"))
                        .clicked()
                {
                    trial.restart(m);
                }
                if more && trial.found().is_some() && ui.button(tr("trial-next")).clicked() {
                    out.next = true;
                }
                if ui.button(tr("trial-back")).on_hover_text("Esc").clicked() {
                    out.close = true;
                }
            });
        });
    ui.add_space(4.0);
    match &mut trial.stage {
        Stage::Told { marked, .. } => {
            let shown = PlayEnv {
                human_turn: false,
                tutorial: false,
                ..env.clone()
            };
            marked.play_ui(ui, &shown);
        }
        _ => {
            let asking = matches!(trial.stage, Stage::Asking);
            let play = PlayEnv {
                human_turn: asking,
                own_seats: PlayEnv::seat_mask([trial.asked.seat]),
                ..env.clone()
            };
            trial.game.play_ui(ui, &play);
            if asking {
                if let Some(choice) = trial.chosen() {
                    trial.weigh(choice);
                }
            }
        }
    }
    out
}

/// The answer in words: the bot's move found, one as good, the game's move again, or how far
/// short; or why the move could not be weighed.
fn told_msg(asked: &Asked, choice: &str, answer: &Result<Retried, String>) -> String {
    let level = asked.level.label();
    let points = |x: f64| super::widgets::decimal(x, 1);
    let r = match answer {
        Ok(r) => r,
        Err(why) => {
            return Msg::new("trial-failed")
                .text("why", why.clone())
                .to_string()
        }
    };
    let expected = |x: Option<f64>| points(x.unwrap_or(0.0));
    let msg = if choice == asked.best {
        Msg::new("trial-found-bots").text("best", r.best_text.clone())
    } else if choice == asked.played {
        Msg::new("trial-same").text("best", r.best_text.clone())
    } else if r.found() {
        Msg::new("trial-found-close")
            .text("choice", r.choice_text.clone())
            .text("best", r.best_text.clone())
            .text("mine", expected(r.expected_choice))
            .text("theirs", expected(r.expected_best))
    } else {
        let label = r.label.unwrap_or(Label::Inaccuracy);
        Msg::new("trial-short")
            .text("label", tr(label.msg_id()))
            .text("choice", r.choice_text.clone())
            .text("best", r.best_text.clone())
            .text("now", points(r.lost))
            .text("mine", expected(r.expected_choice))
            .text("theirs", expected(r.expected_best))
    };
    msg.text("level", level)
        .text("lost", points(asked.lost))
        .to_string()
}
