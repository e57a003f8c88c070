//! Saves, both ways: writing a session's save text, and loading one (parse, check the header,
//! replay every action through the rules).

use super::Game;
use crate::engine::rules::ToMove;
use crate::engine::save::{self, LoadError, SaveFile, FORMAT_VERSION};
use crate::engine::session::{Dice, Session};
use crate::engine::text::Msg;

/// Parses and replays a save for game `G`.
pub fn load_session<G: Game>(rules: G, text: &str) -> Result<Session<G>, LoadError> {
    replay_file(rules, save::parse(text)?, |_, _| Ok(()))
}

/// Replays a parsed save for game `G`. `before_roll` sees every logged chance outcome with the
/// game it is about to be applied to, before the session's own check; an `Err` from it stops the
/// load there, its text the reason (checking the dice of a finished network game against its
/// revealed seed).
pub fn replay_file<G: Game>(
    rules: G,
    file: SaveFile<G::Options>,
    mut before_roll: impl FnMut(&Session<G>, &G::Action) -> Result<(), Msg>,
) -> Result<Session<G>, LoadError> {
    let info = G::info();
    if file.game != info.id {
        return Err(LoadError::Invalid(
            Msg::new("file-save-other-game")
                .text("found", save::clip(&file.game, 40))
                .text("game", info.id),
        ));
    }
    let n = file.seats.len();
    if n < info.min_seats || n > info.max_seats {
        return Err(LoadError::Invalid(
            Msg::new("file-save-seat-count")
                .text("game", info.name)
                .count("min", info.min_seats)
                .count("max", info.max_seats)
                .count("n", n),
        ));
    }
    // Refused before replaying anything: no game of this size can be longer.
    let longest = rules.max_game_length(n);
    if file.log.len() > longest {
        return Err(LoadError::Invalid(
            Msg::new("file-save-too-long")
                .count("entries", file.log.len())
                .count("n", n)
                .text("game", info.name)
                .count("longest", longest),
        ));
    }
    if file.dice == Dice::Sealed && file.seal.is_none() {
        return Err(LoadError::Invalid(Msg::new("file-save-sealed-bare")));
    }
    crate::engine::seats::check_names(&file.seats).map_err(LoadError::Invalid)?;
    crate::engine::seal::check_contributions(&file.contributions, n)
        .map_err(|e| LoadError::Invalid(e.msg()))?;
    let mut session = Session::with_contributions(
        rules,
        file.options,
        file.seats,
        file.seed,
        file.dice,
        file.contributions,
    )
    .map_err(|why| LoadError::Invalid(Msg::new("file-save-setup").text("why", why)))?;
    session.set_seal(file.seal);
    // Sorted for the look-ups below (a hand-edited list may be in any order).
    let mut bot_moves = file.bot_moves;
    bot_moves.sort_unstable();
    // A seeded session drew the opening chance outcomes; the log repeats them, so they must match.
    let opening = session.log().len();
    for (index, text) in file.log.iter().enumerate() {
        if index < opening {
            let logged = session.log()[index].action.to_string();
            if &logged != text {
                return Err(LoadError::Action {
                    index: index + 1,
                    action: save::clip(text, 40),
                    reason: Msg::new("file-save-seed-sets").text("logged", logged),
                });
            }
            continue;
        }
        replay_line(&mut session, index, text, &mut before_roll)?;
        // Older saves have no list: every move is its seat's own.
        if bot_moves.binary_search(&(index + 1)).is_ok() {
            session.mark_by_bot(true);
        }
    }
    if file.log.len() < opening {
        return Err(LoadError::Invalid(Msg::new("file-save-short")));
    }
    session.advance_chance();
    Ok(session)
}

/// Applies save line `index` (from 0) of a log to `session`, as loading does: the line's seat
/// (if it names one) acts, a roll is checked by `before_roll` and the session, and any refusal
/// comes back as the load's error for that line. A network replica appends the server's new
/// lines through this too, so it stands where a load of the whole save would.
pub fn replay_line<G: Game>(
    session: &mut Session<G>,
    index: usize,
    text: &str,
    mut before_roll: impl FnMut(&Session<G>, &G::Action) -> Result<(), Msg>,
) -> Result<(), LoadError> {
    let n = session.seats().len();
    let err = |reason: Msg| LoadError::Action {
        index: index + 1,
        action: save::clip(text, 40),
        reason,
    };
    if session.to_move() == ToMove::Over {
        return Err(err(Msg::new("file-save-over")));
    }
    let (seat, notation) = save::split_seat_line(text).map_err(err)?;
    if seat.is_some_and(|s| s >= n) {
        return Err(err(Msg::new("file-save-seat-out").count("n", n)));
    }
    let action: G::Action = notation.parse().map_err(err)?;
    if seat.is_none() && session.to_move() == ToMove::Chance {
        before_roll(session, &action).map_err(err)?;
    }
    session.replay_step_as(seat, action).map_err(|r| err(r.0))
}

/// Log entry `index` of a session as its save writes it (naming its seat only when that seat
/// acted ahead of the focus).
pub fn save_line<G: Game>(s: &Session<G>, index: usize) -> Option<String> {
    let e = s.log().get(index)?;
    Some(match e.actor {
        ToMove::Seat(seat) if e.out_of_turn => save::seat_line(seat, &e.action.to_string()),
        _ => e.action.to_string(),
    })
}

/// The save file of a session: header, seats and every action in notation (a line names its
/// seat only when that seat acted ahead of the focus).
pub fn save_file<G: Game>(s: &Session<G>) -> SaveFile<G::Options> {
    let scores = s.rules().scores(s.state());
    let totals: Vec<String> = scores
        .iter()
        .zip(s.seats())
        .map(|(sc, seat)| format!("{} {}", seat.name, sc.total))
        .collect();
    SaveFile {
        format: FORMAT_VERSION,
        game: G::info().id.to_string(),
        options: s.options().clone(),
        seed: s.seed(),
        dice: s.dice(),
        seal: s.seal(),
        contributions: s.contributions().to_vec(),
        seats: s.seats().to_vec(),
        log: (0..s.log().len()).filter_map(|i| save_line(s, i)).collect(),
        bot_moves: (0..s.log().len())
            .filter(|&i| s.played_by_bot(i))
            .map(|i| i + 1)
            .collect(),
        summary: format!(
            "{}{}",
            if s.is_over() {
                "finished: "
            } else {
                "running: "
            },
            totals.join(", ")
        ),
    }
}

/// A session's save text.
pub fn save_text<G: Game>(s: &Session<G>) -> Result<String, super::PlayError> {
    save::to_text(&save_file(s)).map_err(|e| super::PlayError::Save(e.to_string()))
}
