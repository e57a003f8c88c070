//! A game on the game screen: the game, how it is played here (tutorial, bot play, over the
//! network), where it is saved, and what the history and the daily challenge know of it. Data and
//! its rules of play only; the screen that draws it is `play_screen`.

use super::played::ScreenGame;
use super::review_mode::ReviewMode;
use crate::engine::text::Msg;
use crate::engine::BotLevel;
use crate::game::MatchSetup;
use crate::net::remote::{RemoteSeat, Synced};
use crate::sheet_kit::PlayEnv;
use std::path::PathBuf;

/// A game on the screen.
pub struct GameScreen {
    pub m: ScreenGame,
    /// For a game played over the network: this window's seat in the server's room. The game
    /// `m` is then a replica of the server's, rebuilt from every state the server sends.
    pub remote: Option<RemoteSeat>,
    /// Where Ctrl+S writes (set by Save as or Open).
    pub path: Option<PathBuf>,
    pub tutorial: bool,
    /// "Bot plays": the Normal bot plays the human seats too.
    pub autoplay: bool,
    pub last_bot_time: f64,
    /// The position last autosaved.
    pub saved_generation: u64,
    pub export_seat: usize,
    pub end_dismissed: bool,
    /// How the game was set up, for "Play again".
    pub setup: Option<(String, MatchSetup)>,
    /// Score totals for the side panel, per position.
    totals: Option<(u64, Vec<i32>)>,
    /// "Skip to my turn" is running: bots act without waiting until a person must act.
    pub skipping: bool,
    /// The game code (game, options, seed) a friend can type into New game.
    pub code: Option<String>,
    /// Whether the finished game was offered to the daily challenge records.
    pub daily_checked: bool,
    /// The review's timeline, while it is open (the game waits meanwhile).
    pub review: Option<ReviewMode>,
    /// Whether this game is in the history already (finished or abandoned); a game opened
    /// already over counts as recorded.
    pub recorded: bool,
    /// When this game was started or opened (unix seconds), for the history.
    pub started: i64,
    /// Its id in the history, once recorded (or when opened from there).
    pub history_id: Option<i64>,
    /// The daily challenge this game plays (its date, and whether it is the attempt rather
    /// than practice).
    pub daily: Option<(String, bool)>,
    /// A solo game's comparison with the player's earlier finished solo games of this game
    /// (best score, how many), looked up when it finished.
    pub past_best: Option<(i32, usize)>,
    /// The player agreed to leave this game for another one still on its way (a network game):
    /// it is not asked about again.
    pub left: bool,
    /// H was pressed while the bots were still writing: the hint comes once the player may act.
    pub hint_queued: bool,
    /// Whether the game's save carries a commitment to its seed (a network game): the end window
    /// then offers "Verify the dice".
    pub sealed: bool,
    /// What "Verify the dice" found, in one line.
    pub dice_check: Option<Result<String, String>>,
}

impl GameScreen {
    pub fn new(m: ScreenGame, tutorial: bool) -> Self {
        let generation = m.generation();
        let m_over = m.is_over();
        let sealed = m
            .save_text()
            .ok()
            .and_then(|t| crate::engine::save::peek_seal(&t).ok().flatten())
            .is_some();
        // A network game's seed is its server's (and secret while it runs): no code to share.
        let code = (!sealed)
            .then(|| crate::game_code::encode(m.info().id, &m.option_choices(), m.seed()))
            .flatten();
        GameScreen {
            m,
            remote: None,
            path: None,
            tutorial,
            autoplay: false,
            last_bot_time: f64::NEG_INFINITY,
            saved_generation: generation,
            export_seat: 0,
            daily_checked: false,
            review: None,
            recorded: m_over,
            started: crate::history::now(),
            history_id: None,
            daily: None,
            past_best: None,
            sealed,
            hint_queued: false,
            left: false,
            dice_check: None,
            end_dismissed: false,
            setup: None,
            totals: None,
            skipping: false,
            code,
        }
    }

    /// A game played over the network from this window: `m` is the replica of the server's game.
    pub fn networked(mut m: ScreenGame, seat: RemoteSeat) -> Self {
        seat.focus_mine(&mut *m);
        let mut g = GameScreen::new(m, false);
        // Export writes this window's own seat unless the player picks another.
        g.export_seat = seat.me();
        g.remote = Some(seat);
        g.sealed = true;
        g.code = None;
        g
    }

    /// "Verify the dice": the finished game's save against its revealed seed, and over the
    /// network against the commitment this seat was given at the start.
    pub fn verify_dice(&mut self) {
        let checked = self
            .m
            .save_text()
            .map_err(|e| e.to_string())
            .and_then(|text| {
                match &self.remote {
                    Some(seat) => seat.verify(&text),
                    None => crate::net::fair::verify(&text),
                }
                .map(|fair| fair.msg().to_string())
                .map_err(|unfair| {
                    Msg::new("status-not-fair")
                        .msg("why", unfair.msg())
                        .to_string()
                })
            });
        self.dice_check = Some(checked);
    }

    /// The seats people play from this window, as a [`PlayEnv::own_seats`] mask: over the
    /// network this window's own seat, at a local table every person's seat (also while "Bot
    /// plays for me": the seat is still theirs).
    pub fn own_seats(&self) -> u32 {
        match &self.remote {
            Some(seat) => PlayEnv::seat_mask([seat.me()]),
            None => PlayEnv::seat_mask(
                (0..self.m.seats().len()).filter(|&i| self.m.seats()[i].is_human()),
            ),
        }
    }

    /// Whether a human may act now (not a bot's turn, not while "Bot plays for me").
    pub fn human_turn(&self) -> bool {
        self.person_to_move() && !self.autoplay
    }

    /// Whether the seat in focus is a person's who may act here (over the network: this window's
    /// seat, connected, with nothing on its way to the server).
    pub fn person_to_move(&self) -> bool {
        match &self.remote {
            Some(seat) => seat.may_act(&*self.m),
            None => self.m.person_to_move(),
        }
    }

    /// Whether bots play here: not over the network (the server plays the bots, and "Bot plays
    /// for me" is not offered).
    pub fn bots_here(&self) -> bool {
        self.remote.is_none()
    }

    /// The bot seat that may act here.
    pub fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        self.m.bot_to_move().filter(|_| self.bots_here())
    }

    /// Whether undo can take anything back here. Nothing is undone in a daily challenge's
    /// attempt (practice games undo), or once the game is over: its result is then in the
    /// history (Review › Play on from here tries another line). Over the network the server
    /// takes back this window's own last action while nothing has come after it
    /// ([`RemoteSeat::may_undo`]).
    pub fn can_undo(&self) -> bool {
        if self.m.is_over() || self.daily_attempt() {
            return false;
        }
        match &self.remote {
            Some(seat) => seat.may_undo(&*self.m),
            None => self.m.can_undo(),
        }
    }

    /// Whether this window hosts the network game on screen and a person's seat in it has
    /// nobody connected: its invitation is still to hand out.
    pub fn seat_to_invite(&self) -> bool {
        let Some(seat) = &self.remote else {
            return false;
        };
        let room = seat.room();
        !self.m.is_over()
            && room.invites.iter().enumerate().any(|(i, token)| {
                i != room.me && token.is_some() && !room.connected.get(i).copied().unwrap_or(true)
            })
    }

    /// Whether this game is the daily challenge's one attempt (not practice): the local one's,
    /// or a server's (its room's seat is the day's).
    pub fn daily_attempt(&self) -> bool {
        self.daily.as_ref().is_some_and(|(_, attempt)| *attempt) || self.online_day().is_some()
    }

    /// A server's daily attempt: the day's commitment its seat was joined with.
    pub fn online_day(&self) -> Option<crate::engine::seal::Commitment> {
        self.remote.as_ref()?.day()
    }

    /// A network game whose server has revealed the seed and salt (after the last action), read
    /// from the room's last whole state.
    pub fn seed_revealed(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| {
            crate::engine::save::peek_seal(r.save())
                .ok()
                .flatten()
                .is_some_and(|seal| seal.salt.is_some())
        })
    }

    /// A server's daily attempt whose seed the room has not revealed (it keeps it until the day
    /// is over), read from the room's last whole state rather than by saving the replica.
    pub fn online_day_sealed(&self) -> bool {
        self.remote.as_ref().is_some_and(|r| {
            r.day().is_some()
                && crate::engine::save::peek_seal(r.save())
                    .ok()
                    .flatten()
                    .is_some_and(|seal| seal.salt.is_none())
        })
    }

    /// Why Undo is greyed out, in the player's words (none while it can act, or with nothing
    /// done yet to take back).
    pub fn undo_why(&self) -> Option<String> {
        if self.can_undo() || self.m.action_count() == 0 {
            return None;
        }
        let id = if self.m.is_over() {
            "undo-why-over"
        } else if self.daily_attempt() {
            "undo-why-daily"
        } else if let Some(seat) = &self.remote {
            // Only the server's refusals that the player can do nothing about are said (while
            // an action is on its way, the wait is plain from the screen).
            match seat.undo_refusal(&*self.m)?.id()? {
                "net-undo-rolled" => "undo-why-roll",
                "net-undo-others" => "undo-why-others",
                "net-undo-bot" => "undo-why-bot",
                _ => return None,
            }
        } else {
            "undo-why-roll"
        };
        Some(crate::engine::text::tr(id))
    }

    pub fn can_redo(&self) -> bool {
        self.remote.is_none() && self.m.can_redo()
    }

    /// Takes back the last action (over the network: asks the server to, which answers with
    /// the whole game).
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        match &mut self.remote {
            Some(seat) => seat.undo(&*self.m),
            None => self.m.undo(),
        }
    }

    pub fn redo(&mut self) -> bool {
        self.can_redo() && self.m.redo()
    }

    /// Hands the sheet to a ready seat (hot seat); over the network only this window's own.
    pub fn focus(&mut self, seat: usize) -> bool {
        if self.remote.as_ref().is_some_and(|r| !r.may_focus(seat)) {
            return false;
        }
        self.m.focus(seat)
    }

    /// Draws the play area; a click that applied an action is sent to the server in a network
    /// game.
    pub fn play_ui(&mut self, ui: &mut egui::Ui, env: &PlayEnv) -> bool {
        let before = self.m.action_count();
        let acted = self.m.play_ui(ui, env);
        if let Some(seat) = &mut self.remote {
            if self.m.action_count() > before {
                seat.send_new(&*self.m, before);
            }
        }
        acted
    }

    /// Takes in what arrived over the network (every frame); true when anything changed. When the
    /// server's game changed, its new lines are appended to the replica (loaded anew only from a
    /// whole state: on joining again, and at the end, when the save is revealed).
    pub fn sync(&mut self) -> bool {
        let Some(seat) = &mut self.remote else {
            return false;
        };
        let synced = seat.sync();
        if synced == Synced::Game {
            if seat.take_reload() {
                match ScreenGame::load(seat.save()) {
                    Ok(mut m) => {
                        m.mark();
                        self.m.replace_with(m);
                    }
                    // A newer server's game this build cannot read: keep the last good copy.
                    Err(e) => seat.unreadable(e),
                }
            }
            let before = self.m.generation();
            seat.catch_up(&mut *self.m);
            if self.m.generation() != before {
                seat.focus_mine(&mut *self.m);
            }
        }
        synced != Synced::Nothing
    }

    pub fn totals(&mut self) -> &[i32] {
        let generation = self.m.generation();
        if self.totals.as_ref().is_none_or(|(g, _)| *g != generation) {
            let totals = self.m.scores().iter().map(|s| s.total).collect();
            self.totals = Some((generation, totals));
        }
        self.totals.as_ref().map_or(&[], |(_, t)| t.as_slice())
    }
}
