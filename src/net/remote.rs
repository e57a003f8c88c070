//! A seat played from this window over the network: [`Link`] keeps a WebSocket to the server on a
//! thread of its own (connecting again with the seat's token when it drops), and [`NetMatch`] is
//! the game as the window sees it, a [`Match`] like any other, so the one play screen draws it.
//!
//! The window's copy is a replica: it is rebuilt from every state the server sends (the save text,
//! loaded like any save). A click is checked and shown at once on the replica by the same rules,
//! then sent; the server's answer replaces the replica (a refusal puts the server's state back and
//! says why). Nothing is undone over the network, and bots are played by the server, never here.

use super::protocol::{decode, encode, ClientMsg, RoomState, SeatSpec, ServerMsg};
use crate::engine::{BotLevel, Dice, SeatInfo, SeatScore, TableDice, ToMove};
use crate::game::{GameInfo, LogLine, Match, Purpose, Thinking, Thought};
use futures_util::{SinkExt, StreamExt};
use std::collections::BTreeMap;
use std::sync::{mpsc, Arc};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// What the link hears.
#[derive(Debug)]
pub enum Event {
    /// The connection is up (again) and the seat was asked for.
    Connected,
    Joined {
        seat: usize,
        name: String,
    },
    State(Box<RoomState>),
    Refused(String),
    /// The connection dropped (or could not be made); the link tries again.
    Lost(String),
}

/// Called when an event arrives, to wake the window.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// A connection to a room, for one seat.
pub struct Link {
    pub url: String,
    pub room: String,
    pub token: String,
    out: tokio::sync::mpsc::UnboundedSender<ClientMsg>,
    events: mpsc::Receiver<Event>,
}

impl Link {
    /// Starts connecting to `url` and asks for the seat of `token` in `room`; the thread ends
    /// when the link is dropped.
    pub fn connect(url: &str, room: &str, token: &str, wake: Wake) -> Result<Link, String> {
        let (out, mut outbox) = tokio::sync::mpsc::unbounded_channel::<ClientMsg>();
        let (tell, events) = mpsc::channel();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start networking: {e}"))?;
        let (u, r, t) = (url.to_string(), room.to_string(), token.to_string());
        std::thread::Builder::new()
            .name(format!("room {room} link"))
            .spawn(move || {
                rt.block_on(async move {
                    let say = |e: Event| {
                        let ok = tell.send(e).is_ok();
                        wake();
                        ok
                    };
                    loop {
                        match tokio_tungstenite::connect_async(u.as_str()).await {
                            Ok((mut ws, _)) => {
                                let join = ClientMsg::Join {
                                    room: r.clone(),
                                    token: t.clone(),
                                };
                                if ws.send(Message::text(encode(join))).await.is_ok() {
                                    say(Event::Connected);
                                }
                                let why = loop {
                                    tokio::select! {
                                        msg = ws.next() => match msg {
                                            Some(Ok(Message::Text(text))) => {
                                                let event = match decode::<ServerMsg>(&text) {
                                                    Ok(ServerMsg::Joined { seat, name, .. }) => {
                                                        Event::Joined { seat, name }
                                                    }
                                                    Ok(ServerMsg::State(s)) => Event::State(Box::new(s)),
                                                    Ok(ServerMsg::Refused { message }) => {
                                                        Event::Refused(message)
                                                    }
                                                    Ok(_) => continue,
                                                    Err(e) => Event::Refused(format!(
                                                        "unreadable message from the server: {e}"
                                                    )),
                                                };
                                                if !say(event) {
                                                    return;
                                                }
                                            }
                                            Some(Ok(Message::Close(_))) | None => {
                                                break "the server closed the connection".to_string()
                                            }
                                            Some(Err(e)) => break format!("the connection broke: {e}"),
                                            Some(Ok(_)) => {}
                                        },
                                        msg = outbox.recv() => match msg {
                                            Some(msg) => {
                                                if let Err(e) = ws.send(Message::text(encode(msg))).await {
                                                    break format!("the connection broke: {e}");
                                                }
                                            }
                                            // The window let go of the link.
                                            None => {
                                                let _ = ws.close(None).await;
                                                return;
                                            }
                                        },
                                    }
                                };
                                if !say(Event::Lost(why)) {
                                    return;
                                }
                            }
                            Err(e) => {
                                if !say(Event::Lost(format!("cannot reach {u}: {e}"))) {
                                    return;
                                }
                            }
                        }
                        // Try again soon; stop once the window has let go.
                        tokio::select! {
                            _ = tokio::time::sleep(Duration::from_millis(700)) => {}
                            msg = outbox.recv() => if msg.is_none() { return },
                        }
                    }
                })
            })
            .map_err(|e| format!("cannot start networking: {e}"))?;
        Ok(Link {
            url: url.to_string(),
            room: room.to_string(),
            token: token.to_string(),
            out,
            events,
        })
    }

    /// Queues a message (sent once connected).
    pub fn send(&self, msg: ClientMsg) {
        // A closed queue means the link's thread has ended; the window sees `Lost` already.
        let _ = self.out.send(msg);
    }

    /// The next event that has arrived, if any.
    pub fn poll(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// Waits up to `wait` for the next event (tests and start-up).
    pub fn wait(&self, wait: Duration) -> Option<Event> {
        self.events.recv_timeout(wait).ok()
    }
}

/// A link that has asked for its seat and waits for the first state.
pub struct Joining {
    link: Link,
    seat: Option<usize>,
    /// The last problem met (shown while connecting goes on).
    pub problem: Option<String>,
    /// Tries so far that could not reach the server.
    pub failures: usize,
}

impl Joining {
    pub fn new(link: Link) -> Self {
        Joining {
            link,
            seat: None,
            problem: None,
            failures: 0,
        }
    }

    pub fn link(&self) -> &Link {
        &self.link
    }

    /// Takes in what arrived: the game once the first state is here, an error if the server
    /// refused the seat.
    pub fn poll(&mut self) -> Option<Result<NetMatch, String>> {
        while let Some(event) = self.link.poll() {
            match event {
                Event::Joined { seat, .. } => self.seat = Some(seat),
                Event::State(state) => {
                    let Some(seat) = self.seat else { continue };
                    return Some(
                        NetMatch::start(
                            std::mem::replace(&mut self.link, Link::closed()),
                            seat,
                            *state,
                        )
                        .map_err(|e| format!("the server's game does not load here: {e}")),
                    );
                }
                Event::Refused(message) => {
                    return Some(Err(format!("the server refused: {message}")));
                }
                Event::Lost(why) => {
                    self.failures += 1;
                    self.problem = Some(why);
                }
                Event::Connected => self.problem = None,
            }
        }
        None
    }

    /// Waits (up to `wait`) for the game (tests and the command line).
    pub fn wait(mut self, wait: Duration) -> Result<NetMatch, String> {
        let deadline = std::time::Instant::now() + wait;
        loop {
            if let Some(result) = self.poll() {
                return result;
            }
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return Err(self
                    .problem
                    .unwrap_or_else(|| "the server did not answer in time".into()));
            }
            std::thread::sleep(left.min(Duration::from_millis(10)));
        }
    }
}

impl Link {
    /// A link to nowhere (a placeholder while a real one is moved out).
    fn closed() -> Link {
        let (out, _) = tokio::sync::mpsc::unbounded_channel();
        let (_, events) = mpsc::channel();
        Link {
            url: String::new(),
            room: String::new(),
            token: String::new(),
            out,
            events,
        }
    }
}

/// How the window's seat stands with the server.
#[derive(Clone, Debug, PartialEq)]
pub enum Connection {
    Connected,
    /// The connection dropped; the link is trying again.
    Lost(String),
}

/// The room as this window sees it (the lobby and the table strip draw it).
#[derive(Clone, Debug, PartialEq)]
pub struct RoomView {
    pub url: String,
    pub room: String,
    /// The seat this window plays.
    pub me: usize,
    pub seats: Vec<SeatSpec>,
    /// Per seat: someone (or a bot) plays it now.
    pub connected: Vec<bool>,
    /// The seats that may act now (still thinking on a simultaneous round).
    pub ready: Vec<usize>,
    pub connection: Connection,
    /// The server's last refusal, if the last thing this window sent was refused.
    pub refused: Option<String>,
    /// Every seat's token, when this window hosts the room (to hand out as invitations).
    pub invites: Vec<Option<String>>,
}

/// A game played over the network from this window (one seat).
pub struct NetMatch {
    link: Link,
    me: usize,
    /// The last state the server sent.
    state: RoomState,
    /// The replica: the server's game, plus this window's action while it is on its way.
    game: Box<dyn Match>,
    /// This seat's action count when its last action was sent (until the server answers).
    in_flight: Option<usize>,
    connection: Connection,
    refused: Option<String>,
    invites: Vec<Option<String>>,
    generation: u64,
}

impl NetMatch {
    fn start(link: Link, me: usize, state: RoomState) -> Result<NetMatch, String> {
        let game = replica(&state, me)?;
        Ok(NetMatch {
            link,
            me,
            state,
            game,
            in_flight: None,
            connection: Connection::Connected,
            refused: None,
            invites: Vec::new(),
            generation: 0,
        })
    }

    /// Remembers every seat's token (the host hands them out).
    pub fn with_invites(mut self, invites: Vec<Option<String>>) -> Self {
        self.invites = invites;
        self
    }

    /// This window's seat.
    pub fn me(&self) -> usize {
        self.me
    }

    /// Whether an action of this window is on its way to the server.
    pub fn waiting_for_server(&self) -> bool {
        self.in_flight.is_some()
    }

    fn my_moves(&self) -> usize {
        self.state.moves.get(self.me).copied().unwrap_or(0)
    }

    /// Sends this seat's actions that the replica took since it had `before` entries.
    fn send_new(&mut self, before: usize) {
        let new = (before..self.game.log_len()).find(|&i| self.game.log_seat(i) == Some(self.me));
        let Some(i) = new else { return };
        let Some(action) = self.game.log_notation(i) else {
            return;
        };
        self.link.send(ClientMsg::Act {
            at: self.state.at,
            action,
        });
        self.in_flight = Some(self.my_moves());
        self.refused = None;
        self.generation += 1;
    }

    /// Puts the replica back to the server's last state (after a refusal).
    fn reset(&mut self) {
        match replica(&self.state, self.me) {
            Ok(game) => self.game = game,
            // A newer server's game this build cannot read: keep the last good copy and say so.
            Err(e) => self.refused = Some(format!("the server's game does not load here: {e}")),
        }
        self.generation += 1;
    }
}

/// The server's game as a local one, with this window's seat in focus when it is ready.
fn replica(state: &RoomState, me: usize) -> Result<Box<dyn Match>, String> {
    let mut game = crate::games::load_any(&state.save).map_err(|e| e.to_string())?;
    game.focus(me);
    Ok(game)
}

impl Match for NetMatch {
    fn info(&self) -> GameInfo {
        self.game.info()
    }
    fn seats(&self) -> &[SeatInfo] {
        self.game.seats()
    }
    fn seed(&self) -> u64 {
        self.game.seed()
    }
    fn option_choices(&self) -> BTreeMap<String, String> {
        self.game.option_choices()
    }
    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }
    fn ready(&self) -> Vec<usize> {
        self.state.ready.clone()
    }
    fn focus(&mut self, seat: usize) -> bool {
        // Only this window's own seat can be picked up here.
        seat == self.me && self.game.focus(seat)
    }
    fn bot_to_move(&self) -> Option<(usize, BotLevel)> {
        // The server plays the bots.
        None
    }
    fn person_to_move(&self) -> bool {
        self.in_flight.is_none()
            && self.connection == Connection::Connected
            && self.state.ready.contains(&self.me)
            && self.game.to_move() == ToMove::Seat(self.me)
    }
    fn legal(&self) -> Vec<String> {
        self.game.legal()
    }
    fn apply_str(&mut self, notation: &str) -> Result<(), String> {
        self.apply_as(self.me, notation)
    }
    fn apply_as(&mut self, seat: usize, notation: &str) -> Result<(), String> {
        if seat != self.me {
            return Err("this window plays only its own seat".into());
        }
        if !self.person_to_move() {
            return Err(
                "wait: it is not your turn, or your last action is still on its way".into(),
            );
        }
        let before = self.game.log_len();
        self.game.apply_as(seat, notation)?;
        self.send_new(before);
        Ok(())
    }
    fn play_bot_as(&mut self, _seat: usize, _level: BotLevel) -> Result<bool, String> {
        Ok(false)
    }
    fn think(&mut self, purpose: Purpose, level: BotLevel, wait: Duration) -> Thought {
        match purpose {
            Purpose::Hint => self.game.think(purpose, level, wait),
            Purpose::Move => Thought::Idle,
        }
    }
    fn prepare(&mut self, purpose: Purpose, level: BotLevel) {
        if purpose == Purpose::Hint {
            self.game.prepare(purpose, level);
        }
    }
    fn thinking(&self) -> Option<Thinking> {
        self.game.thinking()
    }
    fn hint_notation(&self) -> Option<String> {
        self.game.hint_notation()
    }
    fn dice_mode(&self) -> Dice {
        Dice::Seeded
    }
    fn table_dice(&self) -> Option<TableDice> {
        None
    }
    fn enter_dice(&mut self, _values: &[u8]) -> Result<(), String> {
        Err("the server rolls the dice in a network game".into())
    }
    fn enter_chance_str(&mut self, _notation: &str) -> Result<(), String> {
        Err("the server rolls the dice in a network game".into())
    }
    fn roll_for_table(&mut self) -> Result<(), String> {
        Err("the server rolls the dice in a network game".into())
    }
    fn can_undo(&self) -> bool {
        false
    }
    fn can_redo(&self) -> bool {
        false
    }
    fn undo(&mut self) -> bool {
        false
    }
    fn redo(&mut self) -> bool {
        false
    }
    fn action_count(&self) -> usize {
        self.game.action_count()
    }
    fn generation(&self) -> u64 {
        self.generation
    }
    fn log_len(&self) -> usize {
        self.game.log_len()
    }
    fn log_line(&self, index: usize) -> Option<LogLine<'_>> {
        self.game.log_line(index)
    }
    fn log_notation(&self, index: usize) -> Option<String> {
        self.game.log_notation(index)
    }
    fn prompt(&self) -> String {
        if self.state.over {
            return self.game.prompt();
        }
        if self.in_flight.is_some() {
            return "Sent to the server…".into();
        }
        if !self.state.ready.contains(&self.me) {
            let names = crate::engine::Names::of(self.game.seats());
            let waiting: Vec<String> = self
                .state
                .ready
                .iter()
                .map(|&s| names.get(s).into_owned())
                .collect();
            return match waiting.as_slice() {
                [] => "Waiting for the dice.".into(),
                [one] => format!("Waiting for {one}."),
                many => format!("Waiting for {}.", many.join(", ")),
            };
        }
        self.game.prompt()
    }
    fn scores(&self) -> Vec<SeatScore> {
        self.game.scores()
    }
    fn winners(&self) -> Vec<usize> {
        self.game.winners()
    }
    fn save_text(&self) -> Result<String, String> {
        Ok(self.state.save.clone())
    }
    fn state_text(&self) -> String {
        self.game.state_text()
    }
    fn at_step(&self, steps: usize, play_on: bool) -> Box<dyn Match> {
        self.game.at_step(steps, play_on)
    }
    fn log_seat(&self, index: usize) -> Option<usize> {
        self.game.log_seat(index)
    }
    fn set_review_marks(&mut self, played: Option<&str>, best: Option<(&str, BotLevel)>) {
        self.game.set_review_marks(played, best);
    }
    fn room(&self) -> Option<RoomView> {
        Some(RoomView {
            url: self.link.url.clone(),
            room: self.state.room.clone(),
            me: self.me,
            seats: self.state.seats.clone(),
            connected: self.state.connected.clone(),
            ready: self.state.ready.clone(),
            connection: self.connection.clone(),
            refused: self.refused.clone(),
            invites: self.invites.clone(),
        })
    }
    fn sync(&mut self) -> bool {
        let mut changed = false;
        while let Some(event) = self.link.poll() {
            changed = true;
            match event {
                Event::Connected => {}
                Event::Joined { seat, .. } => self.me = seat,
                Event::State(state) => {
                    self.connection = Connection::Connected;
                    let same_game = state.save == self.state.save;
                    self.state = *state;
                    let mine = self.my_moves();
                    if self.in_flight.is_some_and(|sent| mine > sent) {
                        self.in_flight = None;
                    }
                    // While this window's action is on its way, the replica (which shows it)
                    // stays; the server's next state brings it back in line.
                    if !same_game && self.in_flight.is_none() {
                        self.reset();
                    }
                    self.generation += 1;
                }
                Event::Refused(message) => {
                    self.in_flight = None;
                    self.refused = Some(message);
                    self.reset();
                }
                Event::Lost(why) => {
                    self.connection = Connection::Lost(why);
                    // Whatever was on its way is answered (or not) after joining again.
                    self.in_flight = None;
                    self.reset();
                }
            }
        }
        changed
    }
    fn replace_seat(&mut self, seat: usize, level: BotLevel) -> Result<(), String> {
        if self.connection != Connection::Connected {
            return Err("not connected to the server".into());
        }
        self.link.send(ClientMsg::Replace { seat, level });
        Ok(())
    }

    #[cfg(feature = "gui")]
    fn play_ui(&mut self, ui: &mut egui::Ui, env: &crate::sheet_kit::PlayEnv) -> bool {
        let before = self.game.log_len();
        let acted = self.game.play_ui(ui, env);
        if self.game.log_len() > before {
            self.send_new(before);
        }
        acted
    }
    #[cfg(feature = "gui")]
    fn paint_sheet(
        &self,
        painter: &egui::Painter,
        rect: egui::Rect,
        seat: usize,
        style: &crate::sheet_kit::SheetStyle,
    ) {
        self.game.paint_sheet(painter, rect, seat, style);
    }
    #[cfg(feature = "gui")]
    fn sheet_size(&self) -> egui::Vec2 {
        self.game.sheet_size()
    }
    #[cfg(feature = "gui")]
    fn status(&self) -> Option<String> {
        self.game.status()
    }
    #[cfg(feature = "gui")]
    fn shared_sheet(&self) -> bool {
        self.game.shared_sheet()
    }
}
