//! A game kept in step with a copy elsewhere by its save lines: a network server sends the new
//! lines of its game's log, and a replica appends them exactly as loading the whole save would,
//! so the two stay byte for byte the same without the whole game crossing the wire each time.

use crate::engine::save::{LoadError, NotSealed};

/// Why a running game's public save text cannot be made (see [`Replica::public_save_text`]).
#[derive(Debug, thiserror::Error)]
pub enum PublicSaveError {
    #[error(transparent)]
    NotSealed(#[from] NotSealed),
    #[error("cannot write it: {0}")]
    Write(String),
}

/// What a replica of a game needs beyond [`super::Match`]: reading its log as save lines,
/// appending new ones, and going back to a marked position.
pub trait Replica {
    /// Log entry `index` as the save writes it (`P2: pick 5` when the seat acted ahead of the
    /// focus), and whether a bot chose it for a person's seat.
    fn save_line(&self, index: usize) -> Option<(String, bool)>;
    /// Appends one save line as a load does (checked by the rules; a refusal changes nothing).
    fn append_line(&mut self, line: &str, by_bot: bool) -> Result<(), LoadError>;
    /// Remembers the position as it is now (see [`Replica::back_to_mark`]).
    fn mark(&mut self);
    /// The log's length at the mark, if there is one. Between marks a replica only appends, so a
    /// game whose log still has that length stands at its mark.
    fn marked_at(&self) -> Option<usize>;
    /// Goes back to the marked position, dropping the entries logged since (the player's own
    /// action shown before the server answered); false, nothing changed, without a usable mark.
    fn back_to_mark(&mut self) -> bool;
    /// The save as a seat or a spectator may see it while the game runs, seed and salt left out
    /// ([`crate::engine::save::SaveFile::hide_seed`]): the text the whole save's public view
    /// gives, written once from the game itself rather than written, read and written again.
    fn public_save_text(&self) -> Result<String, PublicSaveError>;
    /// Sets the seats' random values mixed into the dice from here on (see
    /// [`crate::engine::session::Session::set_contributions`]: the ones logged rolls used stay).
    fn set_contributions(
        &mut self,
        list: Vec<crate::engine::seal::Contribution>,
    ) -> Result<(), crate::engine::seal::ContributionError>;
}
