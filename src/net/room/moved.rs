//! A room that another server holds now (a store several servers share, [`super::super::lease`]):
//! its copy here stops.

use super::super::protocol::{encode, ServerMsg};
use super::{Room, Update};
use crate::engine::text::Msg;
use std::sync::Arc;

/// What a room's connections are told when it goes to another server (before they are closed):
/// a catalogue id.
pub const MOVED: &str = "net-moved";

impl Room {
    /// The room is another server's now: its connections hear so and are closed, and the room
    /// tells nobody anything more (what it holds beyond the store is dropped: nobody was told).
    pub(super) fn release(&mut self) {
        tracing::warn!(room = %self.code, "another server holds the room now: released");
        self.released = true;
        self.seq += 1;
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text: encode(ServerMsg::refused(Msg::new(MOVED))),
            last: true,
        }));
    }
}
