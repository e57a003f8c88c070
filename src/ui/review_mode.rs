//! The review's state: the position shown on the timeline and its analysis. Data only; the
//! review's screen is `review`.

use super::played::ScreenGame;
use super::review_analysis::Analysis;
use super::trial::Trial;
use crate::engine::text::{tr, Msg};
use crate::engine::Names;
use crate::game::Match;

/// The review of the game on the game screen.
pub struct ReviewMode {
    /// The position shown: the game after its first `step` log entries.
    pub step: usize,
    /// That position as a game of its own (rebuilt when the step or the game changes), with the
    /// step and the reviewed game's generation it was made for.
    pub(super) view: Option<(usize, u64, ScreenGame)>,
    /// Scroll the log to the shown step on the next frame (after a jump from elsewhere).
    pub(super) scroll_log: bool,
    /// The decisions compared with the reference bot, once asked for.
    pub analysis: Analysis,
    /// A costly decision being tried again (its position in the middle instead of the timeline's).
    pub trial: Option<Trial>,
    /// Once a Practice position is answered: when it comes back, and whether another is due.
    pub(super) scheduled: Option<(String, bool)>,
}

impl ReviewMode {
    /// A review that starts at the end of the game (what the player just saw).
    pub fn new(m: &dyn Match) -> Self {
        ReviewMode {
            step: m.action_count(),
            view: None,
            scroll_log: true,
            analysis: Analysis::Idle,
            trial: None,
            scheduled: None,
        }
    }

    /// Moves to `step` (clamped to the log); a trial under way ends.
    pub fn go_to(&mut self, m: &dyn Match, step: usize) {
        self.step = step.min(m.action_count());
        self.scroll_log = true;
        self.end_trial();
    }

    /// Starts trying a decision again, shown at its position.
    pub fn start_trial(&mut self, trial: Trial) {
        self.step = trial.asked.index;
        self.scroll_log = true;
        self.trial = Some(trial);
        self.scheduled = None;
    }

    /// Back to the timeline (at the decision tried).
    pub fn end_trial(&mut self) {
        self.trial = None;
        self.scheduled = None;
    }

    /// The shown position, made on first use for the current step.
    pub fn view(&mut self, m: &ScreenGame) -> &mut ScreenGame {
        self.step = self.step.min(m.action_count());
        let key = (self.step, m.generation());
        if self.view.as_ref().map(|(s, g, _)| (*s, *g)) != Some(key) {
            self.view = None;
        }
        let analysis = &self.analysis;
        let (_, _, view) = self.view.get_or_insert_with(|| {
            let mut v = m.at_step(key.0, false);
            let played = m
                .log_notation(key.0)
                .filter(|_| m.log_line(key.0).and_then(|l| l.seat).is_some());
            // With the analysis in: the reference bot's choice here, drawn as the hint.
            v.set_review_marks(played.as_deref(), analysis.best_at(key.0));
            (key.0, key.1, v)
        });
        view
    }

    /// Where the timeline stands ("After 12 of 40 actions · next: Ann: writes 5 at D3").
    pub(super) fn caption(&self, m: &dyn Match) -> String {
        let len = m.action_count();
        let next = match m.log_line(self.step) {
            Some(line) => Msg::new("review-next")
                .text("who", who_words(m, &line))
                .text("action", line.text.to_string()),
            None if m.is_over() => Msg::new("review-next-end"),
            None => Msg::new("review-next-now"),
        };
        Msg::new("review-caption")
            .count("step", self.step)
            .count("len", len)
            .msg("next", next)
            .to_string()
    }
}

/// Who acted on a log line: a seat's name (a blank one worded), or the dice in the player's
/// language.
pub fn who_words(m: &dyn Match, line: &crate::game::LogLine<'_>) -> String {
    match line.seat {
        Some(seat) => Names::of(m.seats()).get(seat).into_owned(),
        None => tr("log-dice"),
    }
}
