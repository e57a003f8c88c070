//! A room's record: what a room is made from (a new room's start), and what it is rebuilt from
//! (a stored room, or the room file of a server from before the rooms' database, taken in at
//! start-up).

use super::super::fair;
use super::super::protocol::{Clock, SeatSpec, PROTOCOL_VERSION};
use super::super::seating::Seating;
use super::super::store::{self, Change, Store, StoredRoom};
use crate::engine::files;
use crate::engine::text::Msg;
use crate::engine::SeatInfo;
use crate::game::{MatchSetup, Playable};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A room as one text: what a room file of an older server held (see [`room_path`]), and what
/// [`read_stored`] shows of a stored room.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoomFile {
    pub protocol: u32,
    pub code: String,
    pub seats: Vec<SeatSpec>,
    /// Each person's seat's secret (`None` for bots).
    pub tokens: Vec<Option<String>>,
    /// The game's save text, with the dice's seed and the salt of its seal (the server's own:
    /// never sent while the game runs).
    pub save: String,
    /// Per seat handed to a bot: who sat there before (the token's owner takes it back by
    /// joining). Empty in older files.
    #[serde(default)]
    pub was: Vec<Option<SeatSpec>>,
}

/// A room file of a server from before rooms were kept in its database (`CODE.room.ron` in the
/// data folder): read once at start-up, taken into the database, and removed.
pub fn room_path(dir: &Path, code: &str) -> PathBuf {
    dir.join(format!("{code}.room.ron"))
}

/// Starts a new room's game: what the server stores before the room opens (see [`spawn`]). Its
/// dice are drawn from `dice`'s seed, sealed with its salt.
pub fn create(
    code: String,
    game: &str,
    seats: Vec<SeatSpec>,
    names: &[String],
    options: std::collections::BTreeMap<String, String>,
    dice: (u64, crate::engine::seal::Salt),
    clock: Option<Clock>,
) -> Result<StoredRoom, Msg> {
    let (seed, salt) = dice;
    let plugin = crate::games::find(game)
        .ok_or_else(|| Msg::new("net-no-game").text("game", crate::engine::save::clip(game, 40)))?;
    let bad = |why: String| Msg::new("net-bad-room").text("why", why);
    // A seat given no name keeps it blank: each player's window words it in its own language
    // ("Spieler 2", "Bot 3 (Mittel)": `Names`).
    let names = crate::net::names::check(names, &seats)?;
    let infos = seats
        .iter()
        .zip(names)
        .map(|(s, name)| match *s {
            SeatSpec::Bot(level) => SeatInfo::bot(name, level),
            _ => SeatInfo::human(name),
        })
        .collect();
    let m = plugin
        .new_match(MatchSetup {
            seats: infos,
            seed,
            options,
            dice: crate::engine::Dice::Seeded,
        })
        .map_err(|e| bad(e.to_string()))?;
    let tokens = seats
        .iter()
        .map(|s| s.is_person().then(super::super::secret_token).transpose())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.msg())?;
    let save = m.save_text().map_err(|e| bad(e.to_string()))?;
    Ok(StoredRoom {
        code,
        protocol: PROTOCOL_VERSION,
        seating: Seating {
            was: vec![None; seats.len()],
            seats,
            tokens,
            contributions: Vec::new(),
            day: false,
            players: Vec::new(),
        },
        start: fair::seal(&save, salt).map_err(|e| bad(e.to_string()))?,
        start_at: m.action_count(),
        lines: Vec::new(),
        over: m.is_over(),
        changed: SystemTime::now(),
        creator: None,
        clock,
        chat: Vec::new(),
    })
}

/// The largest room file read: a save at its limit plus seats and tokens.
pub const MAX_ROOM_BYTES: u64 = crate::engine::save::MAX_SAVE_BYTES + (64 << 10);

/// Reads a room file of an older server (see [`room_path`]).
pub fn read(path: &Path) -> Result<RoomFile, String> {
    let text =
        files::read_text(path, MAX_ROOM_BYTES).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: RoomFile = ron::from_str(&text).map_err(|e| {
        format!(
            "{}: not a room file ({})",
            path.display(),
            files::ron_problem(&e)
        )
    })?;
    if file.seats.len() != file.tokens.len() {
        return Err(format!(
            "{}: seats and tokens differ in number",
            path.display()
        ));
    }
    Ok(file)
}

/// A room file of an older server as the database keeps a room, last changed at `changed`. A
/// room written before dice were sealed is sealed now: its seats saw its seed then, but from here
/// on nobody new does, and the seal still covers every roll.
pub fn from_file(file: RoomFile, changed: SystemTime) -> Result<StoredRoom, String> {
    let start = fair::seal(&file.save, fair::fresh_salt().map_err(|e| e.to_string())?)
        .map_err(|e| format!("room {}: {e}", file.code))?;
    let m = crate::games::load_any(&start).map_err(|e| format!("room {}: {e}", file.code))?;
    let mut was = file.was;
    was.resize(file.seats.len(), None);
    Ok(StoredRoom {
        code: file.code,
        protocol: file.protocol,
        seating: Seating {
            seats: file.seats,
            tokens: file.tokens,
            was,
            contributions: Vec::new(),
            day: false,
            players: Vec::new(),
        },
        start,
        start_at: m.action_count(),
        lines: Vec::new(),
        over: m.is_over(),
        changed,
        creator: None,
        clock: None,
        chat: Vec::new(),
    })
}

/// The stored room's game: its start, with every stored line appended as a load does (each
/// checked by the rules).
pub(super) fn rebuild(stored: &StoredRoom) -> Result<Box<dyn Playable>, String> {
    let fail = |e: crate::engine::save::LoadError| format!("room {}: {e}", stored.code);
    let contributions = &stored.seating.contributions;
    let start = if contributions.is_empty() {
        std::borrow::Cow::Borrowed(&stored.start)
    } else {
        let set = fair::with_contributions(&stored.start, contributions.clone());
        std::borrow::Cow::Owned(set.map_err(|e| format!("room {}: {e}", stored.code))?)
    };
    let mut m = crate::games::load_any(&start).map_err(fail)?;
    if m.action_count() != stored.start_at {
        return Err(format!(
            "room {}: its start holds {} entries, not {}",
            stored.code,
            m.action_count(),
            stored.start_at
        ));
    }
    for (line, by_bot) in &stored.lines {
        m.append_line(line, *by_bot).map_err(fail)?;
    }
    Ok(m)
}

/// The whole save of a stored room (seed and salt included), its lines appended and checked by
/// the rules.
pub fn stored_save(stored: &StoredRoom) -> Result<String, String> {
    rebuild(stored)?.save_text().map_err(|e| e.to_string())
}

/// A room in the database in `dir` as a room file would hold it (the whole save, seed and salt
/// included), read through a connection of its own: what tests and a look from outside see.
pub fn read_stored(dir: &Path, code: &str) -> Result<Option<RoomFile>, String> {
    let Some(stored) = store::read_room(dir, code).map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    let save = rebuild(&stored)?.save_text().map_err(|e| e.to_string())?;
    Ok(Some(RoomFile {
        protocol: stored.protocol,
        code: stored.code,
        seats: stored.seating.seats,
        tokens: stored.seating.tokens,
        save,
        was: stored.seating.was,
    }))
}

/// Takes the room files of a server from before the database (see [`room_path`]) into
/// `store`, removing each once it is in; what was taken in, to be opened. A file that does not
/// read is logged and left alone.
pub fn take_in_room_files(dir: &Path, store: &Store) -> Vec<StoredRoom> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut taken = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.to_string_lossy().ends_with(".room.ron") {
            continue;
        }
        let changed = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or_else(|_| SystemTime::now());
        let stored = read(&path).and_then(|file| from_file(file, changed));
        let stored = stored.and_then(|stored| {
            store
                .save_blocking(Change::Create(stored.clone()))
                .map(|()| stored)
                .map_err(|e| e.to_string())
        });
        match stored {
            Ok(stored) => {
                if let Err(e) = std::fs::remove_file(&path) {
                    tracing::warn!(path = %path.display(), "cannot remove a room file taken in: {e}");
                }
                tracing::info!(room = %stored.code, "room file taken into the database");
                taken.push(stored);
            }
            Err(e) => tracing::warn!(path = %path.display(), "skipping a room file: {e}"),
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::text::{set_lang, Lang};
    use crate::engine::{BotLevel, Names};

    fn seat_names(names: &[String]) -> Vec<String> {
        let seats = vec![
            SeatSpec::Remote,
            SeatSpec::Bot(BotLevel::Normal),
            SeatSpec::Remote,
        ];
        let stored = create(
            "NAMES1".into(),
            "hex-roller",
            seats,
            names,
            Default::default(),
            (5, crate::engine::seal::Salt([1; 16])),
            None,
        )
        .unwrap();
        let m = crate::games::load_any(&stored.start).unwrap();
        set_lang(Lang::De);
        let shown = (0..3)
            .map(|i| Names::of(m.seats()).get(i).into_owned())
            .collect();
        set_lang(Lang::En);
        shown
    }

    /// A seat given no name is stored blank, and each window words it in its own language; a
    /// room opened with a seat's own default name (as a window that fills them in, or an older
    /// server's English ones) has it blank too.
    #[test]
    fn a_seat_given_no_name_is_stored_blank_and_worded_by_each_reader() {
        let stored = create(
            "NAMES0".into(),
            "hex-roller",
            vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)],
            &["  Ann ".into()],
            Default::default(),
            (5, crate::engine::seal::Salt([1; 16])),
            None,
        )
        .unwrap();
        let m = crate::games::load_any(&stored.start).unwrap();
        let names: Vec<&str> = m.seats().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ann", ""]);
        assert_eq!(
            seat_names(&["Ann".into(), String::new()]),
            ["Ann", "Bot 2 (Mittel)", "Spieler 3"]
        );
        let old = [
            "Player 1".to_string(),
            "Normal bot 2".into(),
            "Player 3".into(),
        ];
        assert_eq!(
            seat_names(&old),
            ["Spieler 1", "Bot 2 (Mittel)", "Spieler 3"]
        );
    }
}
