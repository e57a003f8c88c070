//! Black Molly in the player's words where the rules' refusals, the round's log and the view's
//! buttons all say the same thing: a direction.

use super::state::Dir;
use crate::engine::text::Msg;

/// A direction in the player's words, as an adverb ("east", "nach Osten").
pub fn dir_msg(d: Dir) -> Msg {
    let code = match d {
        Dir::N => "n",
        Dir::E => "e",
        Dir::S => "s",
        Dir::W => "w",
    };
    Msg::new("bm-dir").text("dir", code)
}
