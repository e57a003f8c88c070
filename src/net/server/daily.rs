//! The online daily challenge on a server (see [`super::super::day`]): a player's attempt, a
//! room laid out as [`crate::daily::challenge_setup`] lays the table with the day's sealed dice,
//! and the day's and the week's leaderboards. What the attempt's game does is the room's
//! ordinary business (every action checked, the bots played, the end stored with the attempt's
//! result).

use super::super::daily_records::Attempt;
use super::super::day::{day_end, DaySecret};
use super::super::player_key::{player_id, short_id};
use super::super::protocol::{
    encode, BoardEntry, DailyBoard, SeatSpec, ServerMsg, WeekEntry, BOARD_ENTRIES, BOARD_SAVE_BYTES,
};
use super::super::room;
use super::super::store::{Change, StoreError};
use super::{refused, shared, Server};
use crate::daily::Day;
use crate::engine::text::Msg;
use crate::engine::{SeatInfo, SeatKind};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

/// What a player's ask for today's attempt comes to.
enum Asked {
    /// The attempt (new, or one still running): its room, token and the day's commitment.
    Room(Attempt, crate::engine::seal::Commitment),
    /// The player's attempt today is over.
    Done(Attempt),
}

/// A store failure as a player hears it (the operator's log has the reason).
fn not_stored(e: &StoreError) -> Msg {
    super::super::repeats::STORE_ERRORS.error(format!("the daily challenge's records: {e}"));
    Msg::new("daily-not-stored")
}

impl Server {
    /// The daily secret, made (and stored) on first need; every server of one database shares
    /// the first one stored.
    fn day_secret(&self) -> Result<DaySecret, Msg> {
        if let Some(secret) = self.day_secret.get() {
            return Ok(*secret);
        }
        let fresh = DaySecret::fresh().map_err(|e| e.msg())?;
        let stored = self.records.secret(fresh.0).map_err(|e| not_stored(&e))?;
        Ok(*self.day_secret.get_or_init(|| DaySecret(stored)))
    }

    /// A player's attempt at today's challenge of `game` (blocking: the store is asked).
    fn ask_daily(&self, from: IpAddr, game: &str, name: &str, proof: &str) -> Result<Asked, Msg> {
        if crate::games::find(game).is_none() {
            return Err(Msg::new("net-no-game").text("game", crate::engine::save::clip(game, 40)));
        }
        let proof = crate::engine::seal::from_hex::<32>(proof.trim())
            .map_err(|_| Msg::new("daily-bad-proof"))?;
        let name = super::super::names::check(&[name.to_string()], &[SeatSpec::Remote])?
            .pop()
            .unwrap_or_default();
        let player = player_id(&proof);
        let today = self.day_clock.today();
        let date = today.to_string();
        let secret = self.day_secret()?;
        let seal = secret.seal(today, game);
        let records = &self.records;
        records
            .seen(&player, &name, self.day_clock.seconds())
            .map_err(|e| not_stored(&e))?;
        if let Some(attempt) = records
            .attempt(&date, game, &player)
            .map_err(|e| not_stored(&e))?
        {
            return Ok(match attempt.result {
                Some(_) => Asked::Done(attempt),
                None => Asked::Room(attempt, seal.commitment),
            });
        }
        // The challenge's table: the person in seat 1, the game's other seats Normal bots (left
        // unnamed: each player's window words them in its own language), default options.
        let setup = crate::daily::challenge_setup(&date, game, SeatInfo::human(name.clone()))
            .map_err(|e| Msg::new("net-bad-room").text("why", e.to_string()))?;
        let seats: Vec<SeatSpec> = setup
            .seats
            .iter()
            .map(|s| match s.kind {
                SeatKind::Bot(level) => SeatSpec::Bot(level),
                SeatKind::Human => SeatSpec::Remote,
            })
            .collect();
        // Counted as any room the address opens.
        let rate = self.admit_create(from)?;
        let code = self.free_code()?;
        let mut stored = room::create(
            code.clone(),
            game,
            seats,
            std::slice::from_ref(&name),
            setup.options,
            (seal.seed, seal.salt),
            None,
        )?;
        stored.creator = Some(from);
        stored.seating.day = true;
        let token = stored
            .seating
            .tokens
            .first()
            .cloned()
            .flatten()
            .ok_or_else(|| Msg::new("net-server-broken"))?;
        self.store
            .save_blocking(Change::Create(stored.clone()))
            .map_err(|e| not_stored(&e))?;
        let mine = Attempt {
            date,
            game: game.to_string(),
            player,
            name,
            room: code.clone(),
            token,
            started: self.day_clock.seconds(),
            result: None,
        };
        let kept = match records.start(&mine) {
            Ok(kept) => kept,
            Err(e) => {
                let _ = self.store.save_blocking(Change::Remove { code });
                return Err(not_stored(&e));
            }
        };
        if kept.room != mine.room {
            // Another server of the database began this player's attempt first: that one is
            // the attempt, and this room goes before anyone knew of it.
            let _ = self.store.save_blocking(Change::Remove { code });
            return Ok(match kept.result {
                Some(_) => Asked::Done(kept),
                None => Asked::Room(kept, seal.commitment),
            });
        }
        let handle = room::spawn(
            &self.rt,
            self.store.clone(),
            stored,
            self.limits.grace,
            Instant::now(),
            self.day_clock,
        )
        .map_err(|why| Msg::new("net-bad-room").text("why", why))?;
        tracing::info!(room = %code, %game, %from, "daily attempt opened");
        self.rooms
            .lock()
            .map_err(|_| Msg::new("net-server-broken"))?
            .insert(code, handle);
        drop(rate);
        Ok(Asked::Room(mine, seal.commitment))
    }

    /// A leaderboard (blocking: the store is asked).
    fn daily_board(&self, game: &str, date: Option<&str>, week: bool) -> Result<DailyBoard, Msg> {
        if crate::games::find(game).is_none() {
            return Err(Msg::new("net-no-game").text("game", crate::engine::save::clip(game, 40)));
        }
        let today = self.day_clock.today();
        let day = match date {
            Some(text) => Day::parse(text).ok_or_else(|| {
                Msg::new("daily-bad-date").text("date", crate::engine::save::clip(text, 20))
            })?,
            None => today,
        };
        if day > today {
            return Err(Msg::new("daily-not-yet").text("date", day.to_string()));
        }
        let seal = self.day_secret()?.seal(day, game);
        let over = day < today;
        let mut board = DailyBoard {
            game: game.to_string(),
            date: day.to_string(),
            commitment: Some(seal.commitment),
            seed: over.then_some(seal.seed),
            salt: over.then_some(seal.salt),
            ..DailyBoard::default()
        };
        if week {
            let (monday, sunday) = day.week();
            let days: Vec<(String, i64)> = (0..7)
                .map(|i| monday.plus(i))
                .filter(|d| *d <= today)
                .map(|d| (d.to_string(), day_end(d)))
                .collect();
            let (rows, total) = self
                .records
                .week(game, &days, BOARD_ENTRIES)
                .map_err(|e| not_stored(&e))?;
            board.week = Some((monday.to_string(), sunday.to_string()));
            board.total = total;
            board.players = rows
                .into_iter()
                .enumerate()
                .map(|(i, r)| WeekEntry {
                    rank: i + 1,
                    player: short_id(&r.player).to_string(),
                    name: r.name,
                    total: r.total,
                    days: r.days,
                })
                .collect();
            return Ok(board);
        }
        let (rows, total) = self
            .records
            .day(&board.date, game, day_end(day), BOARD_ENTRIES)
            .map_err(|e| not_stored(&e))?;
        board.total = total;
        let mut bytes = 0;
        for (i, r) in rows.into_iter().enumerate() {
            // Once the day is over each entry carries its save, up to the board's budget: the
            // entries past it are left off (`total` says how many there are).
            let save = if over {
                bytes += r.save.len();
                if bytes > BOARD_SAVE_BYTES {
                    break;
                }
                Some(r.save)
            } else {
                None
            };
            board.entries.push(BoardEntry {
                rank: i + 1,
                player: short_id(&r.player).to_string(),
                name: r.name,
                score: r.score,
                ended: r.ended,
                save,
            });
        }
        Ok(board)
    }
}

/// `daily {game, name, proof}`: the player's attempt's room, or why not.
pub(super) async fn daily(
    server: &Arc<Server>,
    from: IpAddr,
    game: String,
    name: String,
    proof: String,
) -> Vec<String> {
    let s = server.clone();
    let asked = tokio::task::spawn_blocking(move || s.ask_daily(from, &game, &name, &proof))
        .await
        .unwrap_or_else(|_| Err(Msg::new("net-room-not-made")));
    match asked {
        Ok(Asked::Room(attempt, commitment)) => {
            // A running attempt's room may have closed meanwhile (nobody played in it for too
            // long): the attempt is over, without a result.
            if server.room(&attempt.room).is_none()
                && matches!(server.locate(&attempt.room).await, shared::Found::Nowhere)
            {
                return vec![refused(
                    Msg::new("daily-attempt-closed").text("date", attempt.date),
                )];
            }
            vec![encode(ServerMsg::DailyRoom {
                room: attempt.room,
                token: attempt.token,
                date: attempt.date,
                commitment,
            })]
        }
        Ok(Asked::Done(attempt)) => {
            let score = attempt.result.map_or(0, |(score, _)| score);
            vec![refused(
                Msg::new("daily-played")
                    .text("date", attempt.date)
                    .int("score", i64::from(score)),
            )]
        }
        Err(why) => vec![refused(why)],
    }
}

/// `board {game, date?, week}`: the leaderboard, or why not.
pub(super) async fn board(
    server: &Arc<Server>,
    game: String,
    date: Option<String>,
    week: bool,
) -> Vec<String> {
    let s = server.clone();
    let made = tokio::task::spawn_blocking(move || s.daily_board(&game, date.as_deref(), week))
        .await
        .unwrap_or_else(|_| Err(Msg::new("net-server-broken")));
    match made {
        Ok(board) => vec![encode(ServerMsg::Board(board))],
        Err(why) => vec![refused(why)],
    }
}
