//! Checking a finished day's leaderboard from outside the server (`dicepad daily --verify`): the
//! revealed seed and salt must open the day's commitment, and every entry's save must be a game
//! of that challenge on those dice (the same game, seed and commitment, no seat's random value),
//! fair by [`super::fair::verify`] (every roll the seed's, the log replayed through the rules),
//! with seat 1's replayed score the score listed. Nothing of the server's is taken on trust but
//! which entries it lists.

use super::fair::Unfair;
use super::protocol::{BoardEntry, DailyBoard};
use crate::engine::save;
use crate::engine::seal::commit;
use crate::engine::text::Msg;

/// What is wrong with a board as a whole.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("the day is not over yet: its seed and salt are not revealed")]
    NotRevealed,
    #[error("the board has no commitment")]
    NoCommitment,
    #[error("the revealed seed and salt do not open the day's commitment")]
    Mismatch,
}

impl BoardError {
    pub fn msg(&self) -> Msg {
        Msg::new(match self {
            BoardError::NotRevealed => "daily-verify-not-revealed",
            BoardError::NoCommitment => "daily-verify-no-commitment",
            BoardError::Mismatch => "daily-verify-mismatch",
        })
    }
}

/// What is wrong with one entry.
#[derive(Debug, thiserror::Error)]
pub enum EntryError {
    #[error("the board gives no save for it")]
    NoSave,
    #[error("its save is a game of {0}, not of the board's")]
    OtherGame(String),
    #[error("its save's seed is {save}, not the day's {day}")]
    OtherSeed { save: u64, day: u64 },
    #[error("its save carries another commitment than the day's")]
    OtherCommitment,
    #[error("its dice took in a seat's random value: they are not the day's")]
    Mixed,
    #[error("{0}")]
    Unfair(#[from] Unfair),
    #[error("replaying its save gives seat 1 {replayed}, but the board lists {listed}")]
    Score { listed: i32, replayed: i32 },
}

impl EntryError {
    pub fn msg(&self) -> Msg {
        match self {
            EntryError::NoSave => Msg::new("daily-verify-no-save"),
            EntryError::OtherGame(game) => {
                Msg::new("daily-verify-other-game").text("game", save::clip(game, 40))
            }
            EntryError::OtherSeed { save, day } => Msg::new("daily-verify-other-seed")
                .text("save", save.to_string())
                .text("day", day.to_string()),
            EntryError::OtherCommitment => Msg::new("daily-verify-other-commitment"),
            EntryError::Mixed => Msg::new("daily-verify-mixed"),
            EntryError::Unfair(u) => u.msg(),
            EntryError::Score { listed, replayed } => Msg::new("daily-verify-score")
                .int("listed", i64::from(*listed))
                .int("replayed", i64::from(*replayed)),
        }
    }
}

/// A board's verdict: the entries that check out, and per entry that does not, why.
#[derive(Debug, Default)]
pub struct Verdict {
    pub passed: usize,
    pub failed: Vec<(BoardEntry, EntryError)>,
}

/// Checks `board` (see the module's notes).
pub fn check(board: &DailyBoard) -> Result<Verdict, BoardError> {
    let commitment = board.commitment.ok_or(BoardError::NoCommitment)?;
    let (Some(seed), Some(salt)) = (board.seed, board.salt) else {
        return Err(BoardError::NotRevealed);
    };
    if commit(seed, &salt) != commitment {
        return Err(BoardError::Mismatch);
    }
    let mut verdict = Verdict::default();
    for entry in &board.entries {
        match check_entry(board, seed, commitment, entry) {
            Ok(()) => verdict.passed += 1,
            Err(why) => verdict.failed.push((entry.clone(), why)),
        }
    }
    Ok(verdict)
}

fn check_entry(
    board: &DailyBoard,
    seed: u64,
    commitment: crate::engine::seal::Commitment,
    entry: &BoardEntry,
) -> Result<(), EntryError> {
    let text = entry.save.as_deref().ok_or(EntryError::NoSave)?;
    let game = save::peek_game(text).map_err(Unfair::from)?;
    if game != board.game {
        return Err(EntryError::OtherGame(game));
    }
    let m = crate::games::load_any(text).map_err(Unfair::from)?;
    if m.seed() != seed {
        return Err(EntryError::OtherSeed {
            save: m.seed(),
            day: seed,
        });
    }
    let seal = save::peek_seal(text).map_err(Unfair::from)?;
    if seal.map(|s| s.commitment) != Some(commitment) {
        return Err(EntryError::OtherCommitment);
    }
    if !save::peek_log(text).map_err(Unfair::from)?.1.is_empty() {
        return Err(EntryError::Mixed);
    }
    // The scores by the rules, every roll compared with the seed's: never read off the save.
    let fair = super::fair::verify(text)?;
    let replayed = fair.scores.first().copied().unwrap_or(0);
    if replayed != entry.score {
        return Err(EntryError::Score {
            listed: entry.score,
            replayed,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daily::Day;
    use crate::engine::seal::Salt;
    use crate::engine::SeatInfo;

    /// A finished daily game of Honeycomb Caverns on `seed` sealed with `salt`, and seat 1's score.
    fn played(seed: u64, salt: Salt) -> (String, i32) {
        let mut setup = crate::daily::challenge_setup(
            "2026-12-03",
            "honeycomb-caverns",
            SeatInfo::human("Ann"),
        )
        .unwrap();
        setup.seed = seed;
        let plugin = crate::games::find("honeycomb-caverns").unwrap();
        let mut m = plugin.new_match(setup).unwrap();
        while !m.is_over() {
            assert!(m.play_bot(crate::engine::BotLevel::Easy).unwrap());
        }
        let score = m.scores()[0].total;
        let save = super::super::fair::seal(&m.save_text().unwrap(), salt).unwrap();
        (save, score)
    }

    fn board(seed: u64, salt: Salt, entries: Vec<BoardEntry>) -> DailyBoard {
        DailyBoard {
            game: "honeycomb-caverns".into(),
            date: Day(20_790).to_string(),
            commitment: Some(commit(seed, &salt)),
            seed: Some(seed),
            salt: Some(salt),
            entries,
            total: 1,
            ..DailyBoard::default()
        }
    }

    fn entry(save: String, score: i32) -> BoardEntry {
        BoardEntry {
            rank: 1,
            name: "Ann".into(),
            player: "0123abcd".into(),
            score,
            ended: 0,
            save: Some(save),
        }
    }

    #[test]
    fn a_true_board_passes_and_each_lie_is_named() {
        let (seed, salt) = (77, Salt([6; 16]));
        let (save, score) = played(seed, salt);
        let good = board(seed, salt, vec![entry(save.clone(), score)]);
        let verdict = check(&good).unwrap();
        assert_eq!((verdict.passed, verdict.failed.len()), (1, 0));

        // A listed score the replay does not give.
        let lie = board(seed, salt, vec![entry(save.clone(), score + 1)]);
        let verdict = check(&lie).unwrap();
        assert!(
            matches!(verdict.failed[0].1, EntryError::Score { listed, replayed } if listed == score + 1 && replayed == score)
        );
        // Another seed than the day's (a game played on other dice, sealed by its own salt).
        let (other, other_score) = played(78, salt);
        let verdict = check(&board(seed, salt, vec![entry(other, other_score)])).unwrap();
        assert!(
            matches!(verdict.failed[0].1, EntryError::OtherSeed { .. }),
            "{:?}",
            verdict.failed
        );
        // A seed and salt that do not open the commitment; the day not over; no save.
        let mut wrong = good.clone();
        wrong.salt = Some(Salt([7; 16]));
        assert_eq!(check(&wrong).unwrap_err(), BoardError::Mismatch);
        let mut running = good.clone();
        running.seed = None;
        assert_eq!(check(&running).unwrap_err(), BoardError::NotRevealed);
        let mut bare = good.clone();
        bare.entries[0].save = None;
        assert!(matches!(
            check(&bare).unwrap().failed[0].1,
            EntryError::NoSave
        ));
        // A seat's random value in the dice: not the day's dice, whatever else checks out.
        let mixed = super::super::fair::contribute(
            &super::super::fair::with_contributions(&save, Vec::new()).unwrap(),
            0,
            crate::engine::seal::Nonce([1; 16]),
        )
        .unwrap();
        let verdict = check(&board(seed, salt, vec![entry(mixed, score)])).unwrap();
        assert!(
            matches!(verdict.failed[0].1, EntryError::Mixed),
            "{:?}",
            verdict.failed
        );
    }
}
