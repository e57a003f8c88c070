//! The game screen as a feature: it owns the game on the screen and draws the menus, the status
//! bar, the side panel, the play area (or the review) and the end window; it paces the bots and
//! collects hints. Whenever the game moves on it says so ([`Event::GameChanged`]): the app
//! autosaves and records what ended there, not by watching every frame.

use super::command::{self, CommandState};
use super::event::Event;
use super::game_screen::GameScreen;
use super::shell::Shell;
use crate::engine::text::{tr, Msg};
use crate::engine::{BotLevel, Names, ToMove};
use crate::game::{Purpose, Thought};
use crate::sheet_kit::PlayEnv;
use std::time::Duration;

/// The game screen's state: the game on it, if any.
#[derive(Default)]
pub struct PlayScreen {
    pub game: Option<GameScreen>,
}

impl PlayScreen {
    /// The game on screen unless its review is open (the review changes nothing).
    pub fn playing(&mut self) -> Option<&mut GameScreen> {
        self.game.as_mut().filter(|g| g.review.is_none())
    }

    /// Says [`Event::GameChanged`] when the game moved on since it last did.
    fn changed(g: &mut GameScreen, cx: &mut Shell) {
        if g.saved_generation != g.m.generation() {
            g.saved_generation = g.m.generation();
            cx.send(Event::GameChanged);
        }
    }

    pub fn undo(&mut self, cx: &mut Shell) {
        if let Some(g) = self.playing() {
            g.autoplay = false;
            g.undo();
            Self::changed(g, cx);
        }
    }

    pub fn redo(&mut self, cx: &mut Shell) {
        if let Some(g) = self.playing() {
            g.redo();
            Self::changed(g, cx);
        }
    }

    /// A hint for the seat to move: started now (collected by [`Self::after_frame`], a Strong
    /// hint may take a second), or, while the bots are still writing their part, queued with a
    /// note, and started once the player may act.
    pub fn hint(&mut self, cx: &mut Shell) {
        let level = cx.settings.hint_level;
        let Some(g) = self.playing() else { return };
        if g.m.is_over() || g.daily_attempt() {
            return;
        }
        if hint_now(g) {
            g.m.think(Purpose::Hint, level, Duration::from_millis(15));
        } else {
            g.hint_queued = true;
            cx.note(tr("status-hint-queued"));
        }
    }

    /// Bots act at once until a person must act (or, with no person at the table, to the end).
    pub fn skip_to_my_turn(&mut self) {
        if let Some(g) = self.playing() {
            if !g.m.is_over() && !g.human_turn() {
                g.skipping = true;
            }
        }
    }

    /// Puts the game code on the clipboard.
    pub fn copy_code(&mut self, cx: &mut Shell) {
        let Some(code) = self.game.as_ref().and_then(|g| g.code.clone()) else {
            return;
        };
        cx.send(Event::Copy(code.clone()));
        cx.note(
            Msg::new("status-code-copied")
                .text("code", code)
                .to_string(),
        );
    }

    /// Whether the end window or the review is there for Esc.
    pub fn layer_open(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.review.is_some() || (g.m.is_over() && !g.end_dismissed))
    }

    /// Esc on the game screen with no window open: the end window goes, else a trial in the
    /// review ends, else the review closes.
    pub fn close_layer(&mut self) -> bool {
        let Some(g) = &mut self.game else {
            return false;
        };
        if g.m.is_over() && !g.end_dismissed && g.review.is_none() {
            g.end_dismissed = true;
            true
        } else if let Some(r) = g.review.as_mut().filter(|r| r.trial.is_some()) {
            r.end_trial();
            true
        } else if g.review.is_some() {
            g.review = None;
            true
        } else {
            false
        }
    }

    /// The screen. `strong`: the daily challenge bot's score on these dice, for the end window;
    /// `daily`: the side panel's line about the challenge on screen.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Shell,
        state: &CommandState,
        strong: Option<i32>,
        daily: Option<String>,
    ) {
        let mut picked = None;
        egui::Panel::top("menu").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| command::menus_ui(ui, state, &mut picked));
        });
        if let Some(c) = picked {
            cx.send(Event::Run(c));
        }
        super::status_bar::status_bar_ui(ui, cx);
        let Some(g) = &mut self.game else { return };
        if g.review.is_none() {
            super::side_panel::side_panel_ui(ui, cx, g, state, daily.as_deref());
        }
        let env = PlayEnv {
            tutorial: g.tutorial,
            human_turn: g.human_turn(),
            anim_speed: cx.settings.anim_speed,
            style: cx.sheet_style(),
            thinking: thinking_text(g),
            own_seats: g.own_seats(),
        };
        if g.review.is_some() {
            // The review shows positions as they were: no input, no animation, no thinking.
            let env = PlayEnv {
                tutorial: false,
                human_turn: false,
                anim_speed: 0.0,
                thinking: None,
                ..env
            };
            super::review::review_ui(ui, &env, cx, g);
            return;
        }
        egui::CentralPanel::default().show(ui, |ui| {
            g.play_ui(ui, &env);
        });
        Self::changed(g, cx);
        if g.m.is_over() && !g.end_dismissed {
            super::end_window::end_window_ui(ui.ctx(), cx, g, strong);
        }
    }

    /// Bots act at the chosen speed, thinking on the game's worker thread so the window never
    /// waits on a search; a hint under way is collected, a queued one started. `shown`: the game
    /// screen is the one on view (bots wait while another screen is).
    pub fn after_frame(&mut self, ctx: &egui::Context, cx: &mut Shell, shown: bool) {
        let now = ctx.input(|i| i.time);
        let speed = cx.settings.bot_speed.clamp(0.25, 50.0) as f64;
        let hint_level = cx.settings.hint_level;
        let Some(g) = &mut self.game else { return };
        let mut refused = None;
        // A hint under way: collect it when ready, look again soon while not.
        if let Some(t) = g.m.thinking().filter(|t| t.purpose == Purpose::Hint) {
            if g.m.think(Purpose::Hint, t.level, Duration::ZERO) == Thought::Thinking {
                ctx.request_repaint_after(Duration::from_millis(50));
            }
        }
        // A hint being worked out keeps the worker: the bots wait the moment it takes (a bot's
        // search started now would take its place, and the hint asked for would never come).
        let hint_running = g.m.thinking().is_some_and(|t| t.purpose == Purpose::Hint);
        let level = bot_level(g).filter(|_| !hint_running);
        if !shown || g.m.is_over() || g.review.is_some() {
            g.skipping = false;
        } else if g.skipping && !hint_running {
            // Bots act back to back, but a frame spends at most ~30 ms on them so the window
            // stays responsive; a longer search carries on in the background.
            let started = web_time::Instant::now();
            let budget = Duration::from_millis(30);
            loop {
                let (Some(level), false) = (bot_level(g), g.m.is_over() || g.human_turn()) else {
                    g.skipping = false;
                    break;
                };
                let wait = budget.saturating_sub(started.elapsed());
                match g.m.think(Purpose::Move, level, wait) {
                    Thought::Moved => {}
                    Thought::Thinking => {
                        ctx.request_repaint_after(Duration::from_millis(30));
                        break;
                    }
                    Thought::Refused(e) => {
                        refused = Some(e.to_string());
                        g.autoplay = false;
                        g.skipping = false;
                        break;
                    }
                    Thought::Idle | Thought::Hinted => {
                        g.skipping = false;
                        break;
                    }
                }
            }
            g.last_bot_time = now;
        } else if let Some(level) = level {
            let wait = 1.0 / speed - (now - g.last_bot_time);
            if wait <= 0.0 {
                // Short waits only: a quick bot moves this frame, a slow one shows "thinking".
                match g.m.think(Purpose::Move, level, Duration::from_millis(15)) {
                    Thought::Moved => {
                        g.last_bot_time = now;
                        ctx.request_repaint_after(Duration::from_secs_f64(1.0 / speed));
                    }
                    Thought::Thinking => {
                        ctx.request_repaint_after(Duration::from_millis(50));
                    }
                    Thought::Refused(e) => {
                        refused = Some(e.to_string());
                        g.autoplay = false;
                    }
                    Thought::Idle | Thought::Hinted => {}
                }
            } else {
                // Think during the pause, so a slow bot's search and the pacing overlap.
                g.m.prepare(Purpose::Move, level);
                let look_again = if g.m.thinking().is_some() { 0.05 } else { wait };
                ctx.request_repaint_after(Duration::from_secs_f64(wait.min(look_again)));
            }
        }
        // A hint asked for while the bots wrote: now that the player may act.
        if g.hint_queued && shown && g.review.is_none() {
            if g.m.is_over() {
                g.hint_queued = false;
            } else if hint_now(g) {
                g.hint_queued = false;
                g.m.think(Purpose::Hint, hint_level, Duration::from_millis(15));
                ctx.request_repaint_after(Duration::from_millis(50));
            } else {
                ctx.request_repaint_after(Duration::from_millis(50));
            }
        }
        Self::changed(g, cx);
        if let Some(why) = refused {
            cx.error(Msg::new("app-bot-refused").text("why", why).to_string());
        }
    }
}

/// Whether a hint can be worked out now: a seat of a person here is to move and no bot is still
/// to write its part or thinking (while the bots write their part of a roll, a hint waits for
/// them: a hint belongs to a position, and each bot's part makes a new one).
fn hint_now(g: &GameScreen) -> bool {
    matches!(g.m.to_move(), ToMove::Seat(_))
        && g.human_turn()
        // A bot's part written now would move the game on, and the hint with it.
        && g.bot_to_move().is_none()
        && g.m.thinking().is_none_or(|t| t.purpose == Purpose::Hint)
}

/// "Ann is thinking…", "The bot looks for a hint…", once a search takes more than a moment.
fn thinking_text(g: &GameScreen) -> Option<String> {
    let t = g.m.thinking().filter(|t| t.secs > 0.2)?;
    let level = t.level.label();
    Some(match t.purpose {
        Purpose::Move => {
            let name = if t.seat < g.m.seats().len() {
                Names::of(g.m.seats()).get(t.seat).into_owned()
            } else {
                tr("status-the-bot")
            };
            // The header above already names the seat and its level.
            match t.secs.floor() {
                secs if secs >= 1.0 => Msg::new("status-thinking-secs")
                    .text("name", name)
                    .int("secs", secs as i64)
                    .to_string(),
                _ => Msg::new("status-thinking").text("name", name).to_string(),
            }
        }
        Purpose::Hint => Msg::new("status-hint-looking")
            .text("level", level)
            .to_string(),
    })
}

/// The level of the bot that should act now: the seat's own, or Normal for a person whose
/// "Bot plays for me" is on.
fn bot_level(g: &GameScreen) -> Option<BotLevel> {
    match (g.bot_to_move(), g.m.to_move()) {
        (Some((_, level)), _) => Some(level),
        (None, ToMove::Seat(_)) if g.autoplay && g.bots_here() => Some(BotLevel::Normal),
        _ => None,
    }
}
