//! A room's side of the table chat: a seat's line is checked (its connection holds the seat, the
//! text is fit to show, the seat has allowance left), stored, and only then sent to everyone in
//! the room, spectators too.

use super::{Room, RoomCmd, RoomHandle, Update};
use crate::net::chat::clean;
use crate::net::protocol::{encode, ChatLine, ChatRefusal, ServerMsg};
use crate::net::store::Change;
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// A connection's chat line: `at` is the seat it holds in a room (none for a spectator, or a
/// connection in no room). The line reaches everyone once stored; a refusal is the answer.
pub async fn say(
    at: Option<&(RoomHandle, usize)>,
    conn: u64,
    text: String,
) -> Result<(), ChatRefusal> {
    let Some((room, seat)) = at else {
        return Err(ChatRefusal::NotSeated);
    };
    let (reply, answer) = oneshot::channel();
    let cmd = RoomCmd::Say {
        seat: *seat,
        conn,
        text,
        reply,
    };
    room.commands.send(cmd).map_err(|_| ChatRefusal::Closed)?;
    answer.await.unwrap_or(Err(ChatRefusal::Closed))
}

impl Room {
    /// A line of `seat` (played by `conn`), stored and sent to everyone.
    pub(super) async fn say(
        &mut self,
        seat: usize,
        conn: u64,
        text: &str,
    ) -> Result<(), ChatRefusal> {
        if self.connected.get(seat) != Some(&Some(conn)) {
            return Err(ChatRefusal::NotSeated);
        }
        let text = clean(text)?;
        self.chat.allow(seat, Instant::now())?;
        let line = ChatLine {
            n: self.chat.next(),
            seat,
            name: self
                .m
                .seats()
                .get(seat)
                .map(|s| s.name.clone())
                .unwrap_or_default(),
            text,
            time: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
        };
        let change = Change::Chat {
            code: self.code.clone(),
            keep_from: self.chat.keep_from(&line),
            line: line.clone(),
        };
        if let Err(e) = self.store.save(change).await {
            tracing::error!(room = %self.code, "cannot store a chat line: {e}");
            return Err(ChatRefusal::NotStored);
        }
        // No text of the line in the log: it is the players' own.
        tracing::debug!(room = %self.code, seat = seat + 1, n = line.n, "chat line");
        self.chat.push(line.clone());
        self.seq += 1;
        // Nobody listening is fine.
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text: encode(ServerMsg::Chat(line)),
            last: false,
        }));
        Ok(())
    }
}
