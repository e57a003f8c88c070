//! Fair, secret dice for network games. The server draws each room's seed and a salt from the
//! operating system, seals the seed (see [`crate::engine::seal`]) and keeps both to itself: what
//! it sends is the game's *public view*, the save with the commitment but without the seed, whose
//! rolls arrive as logged actions. When the game ends the view is the whole save, seed and salt
//! included, and [`verify`] checks it: the seal opens with the seed, and every logged roll is the
//! one the seed gives at that point of the game.
//!
//! Nothing in these games is hidden from one seat but shown to another (sheets, boards and rolls
//! are all on the table), so every seat's view and a spectator's are the same public view.

use crate::engine::save::{self, LoadError, SaveFile};
use crate::engine::seal::{Commitment, Contribution, Nonce, Salt, Seal, SealError};
use crate::engine::text::{Lang, Msg};
use crate::engine::Dice;
use crate::game::{replay_file, Game};
use crate::games::{save_game_id, with_game, GameFn};
use std::cell::Cell;

/// A fresh salt from the operating system.
pub fn fresh_salt() -> Result<Salt, super::problems::NoRandom> {
    super::random_bytes::<16>().map(Salt)
}

/// A change to a save's header, made on the typed save of its game.
enum Edit {
    /// Seals the seed with this salt, unless the save is sealed already.
    Seal(Salt),
    /// The public view of a running game: no seed, no salt, dice sealed.
    HideSeed,
    /// A seat's random value, added to the dice from the log's present length on (a running
    /// game's whole save, on the server).
    Contribute { seat: usize, value: Nonce },
    /// The list of contributions as a stored room keeps it (a room rebuilt at start-up).
    Contributions(Vec<Contribution>),
}

struct EditSave<'t>(&'t str, Edit);

/// Why a save's public view (or its seal) cannot be made: never met with the server's own games,
/// which are all drawn from a sealed seed.
#[derive(Debug, thiserror::Error)]
pub enum ViewError {
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error("only dice drawn from a seed can be sealed")]
    NotSeeded,
    #[error(transparent)]
    NoSeal(#[from] save::NotSealed),
    #[error("cannot write it: {0}")]
    Write(String),
    #[error("this seat has added its random value already")]
    Contributed,
}

impl GameFn for EditSave<'_> {
    type Output = Result<String, ViewError>;
    fn call<G: Game>(self, _rules: G) -> Self::Output {
        let mut file: SaveFile<G::Options> = save::parse(self.0)?;
        match self.1 {
            Edit::Seal(salt) => {
                if file.seal.is_some() {
                    return Ok(self.0.to_string());
                }
                if file.dice != Dice::Seeded {
                    return Err(ViewError::NotSeeded);
                }
                file.seal = Some(Seal::new(file.seed, salt));
            }
            Edit::HideSeed => file.hide_seed()?,
            Edit::Contribute { seat, value } => {
                if file.contributions.iter().any(|c| c.seat == seat) {
                    return Err(ViewError::Contributed);
                }
                file.contributions.push(Contribution {
                    seat,
                    from: file.log.len(),
                    value,
                });
            }
            Edit::Contributions(list) => file.contributions = list,
        }
        save::to_text(&file).map_err(|e| ViewError::Write(e.to_string()))
    }
}

fn edit(text: &str, how: Edit) -> Result<String, ViewError> {
    let (text, id) = save_game_id(text)?;
    with_game(&id, EditSave(text, how))
        .unwrap_or_else(|| Err(LoadError::UnknownGame(save::clip(&id, 40)).into()))
}

/// The save with its seed sealed by `salt` (a save that has a seal already is returned as it is).
pub fn seal(save_text: &str, salt: Salt) -> Result<String, ViewError> {
    edit(save_text, Edit::Seal(salt))
}

/// The save of a running game with `seat`'s random value added to its dice: every roll from the
/// log's present length on is drawn with it ([`crate::engine::seal::dice_seed`]). A seat adds
/// one value, once.
pub fn contribute(save_text: &str, seat: usize, value: Nonce) -> Result<String, ViewError> {
    edit(save_text, Edit::Contribute { seat, value })
}

/// The save with its list of contributions set to `list` (a room rebuilt from its store: each
/// applies from its own entry on, as when it was taken in).
pub fn with_contributions(save_text: &str, list: Vec<Contribution>) -> Result<String, ViewError> {
    edit(save_text, Edit::Contributions(list))
}

/// What the seats and spectators of a room receive: while the game runs, the save without seed
/// and salt (its dice sealed); once it is over, the whole save, seed and salt revealed.
pub fn public_view(save_text: &str, over: bool) -> Result<String, ViewError> {
    if over {
        Ok(save_text.to_string())
    } else {
        edit(save_text, Edit::HideSeed)
    }
}

/// A finished network game whose dice check out, replayed through the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fair {
    /// How many logged chance outcomes were compared with the seed.
    pub rolls: usize,
    /// The seats' random values the rolls used, each from its log entry on.
    pub contributions: Vec<Contribution>,
    /// Every seat's score, recomputed by replaying the whole log.
    pub scores: Vec<i32>,
}

impl Fair {
    /// The player's words: the dice, whose values went into them, and the scores recomputed.
    pub fn msg(&self) -> Msg {
        let dice = Msg::new("net-fair").count("rolls", self.rolls);
        let mut used: Option<Msg> = None;
        // Values taken in at the same log entry are named together ("seats 1 and 2").
        let mut froms: Vec<usize> = self.contributions.iter().map(|c| c.from).collect();
        froms.dedup();
        for from in froms {
            let mut seats: Vec<usize> = self
                .contributions
                .iter()
                .filter(|c| c.from == from)
                .map(|c| c.seat + 1)
                .collect();
            seats.sort_unstable();
            seats.dedup();
            let names: Vec<String> = seats.iter().map(usize::to_string).collect();
            // Log lines count from 1, as `verify`'s other reasons count them.
            let one = |id| {
                Msg::new(id)
                    .count("n", seats.len())
                    .msg("seats", crate::engine::rules::name_list(&names))
                    .count("line", from + 1)
            };
            used = Some(match used {
                None => one("net-fair-mixed-first"),
                Some(earlier) => one("net-fair-mixed-more").msg("earlier", earlier),
            });
        }
        let scores: Vec<String> = self.scores.iter().map(i32::to_string).collect();
        Msg::new("net-fair-verdict")
            .msg("dice", dice)
            .msg(
                "mixed",
                used.unwrap_or_else(|| Msg::new("net-fair-mixed-none")),
            )
            .text("scores", scores.join(" : "))
    }
}

/// In English, whatever the language: the line `dicepad verify` and `dicepad client`'s JSON
/// give scripts (the window and the command line's messages use [`Fair::msg`]).
impl std::fmt::Display for Fair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg().render(Lang::En))
    }
}

/// Why a save's dice do not check out.
#[derive(Debug, thiserror::Error)]
pub enum Unfair {
    #[error("this save has no commitment to its seed (only network games are sealed)")]
    NoSeal,
    #[error(transparent)]
    Seal(#[from] SealError),
    #[error("log line {line}: the dice show `{logged}`, but the revealed seed rolls `{seeded}`")]
    Roll {
        line: usize,
        logged: String,
        seeded: String,
    },
    #[error("the save does not load: {0}")]
    Load(#[from] LoadError),
    #[error("the server's commitment changed during the game (first {first}, now {now})")]
    Changed { first: Commitment, now: Commitment },
    #[error("the save's summary says `{saved}`, but replaying its log gives `{replayed}`")]
    Summary { saved: String, replayed: String },
    #[error("{0}")]
    Contributions(#[from] crate::engine::seal::ContributionError),
    #[error("this is not the game that was played: log line {line} differs from what this seat followed")]
    NotPlayed { line: usize },
    #[error("this is not the game that was played: {have} log lines, this seat saw {seen}")]
    Shorter { have: usize, seen: usize },
    #[error("the server left out this seat's random value, or changed it or its place")]
    LeftOut,
    #[error("the server changed the seats' random values during the game")]
    ContributionsChanged,
    #[error("the daily game took in a seat's random value: its dice are not the day's")]
    DayMixed,
    #[error("log line {line}, a roll this seat saw, is gone from the server's game")]
    RollTakenBack { line: usize },
    #[error("log line {line}, this seat's own action, is gone from the server's game, and this seat did not take it back")]
    OwnTakenBack { line: usize },
}

impl Unfair {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            Unfair::NoSeal => Msg::new("net-unfair-no-seal"),
            Unfair::Seal(SealError::NotRevealed) => Msg::new("net-unfair-not-revealed"),
            Unfair::Seal(SealError::Mismatch) => Msg::new("net-unfair-mismatch"),
            Unfair::Roll {
                line,
                logged,
                seeded,
            } => Msg::new("net-unfair-roll")
                .count("line", *line)
                .text("logged", logged)
                .text("seeded", seeded),
            Unfair::Load(e) => Msg::new("net-unfair-load").msg("why", e.msg()),
            Unfair::Changed { first, now } => Msg::new("net-unfair-changed")
                .text("first", first.to_string())
                .text("now", now.to_string()),
            Unfair::Summary { saved, replayed } => Msg::new("net-unfair-summary")
                .text("saved", saved)
                .text("replayed", replayed),
            Unfair::Contributions(e) => e.msg(),
            Unfair::NotPlayed { line } => Msg::new("net-unfair-not-played").count("line", *line),
            Unfair::Shorter { have, seen } => Msg::new("net-unfair-shorter")
                .count("have", *have)
                .count("seen", *seen),
            Unfair::LeftOut => Msg::new("net-unfair-left-out"),
            Unfair::ContributionsChanged => Msg::new("net-unfair-contributions-changed"),
            Unfair::DayMixed => Msg::new("daily-unfair-mixed"),
            Unfair::RollTakenBack { line } => {
                Msg::new("net-unfair-roll-taken-back").count("line", *line)
            }
            Unfair::OwnTakenBack { line } => {
                Msg::new("net-unfair-own-taken-back").count("line", *line)
            }
        }
    }
}

struct Verify<'t>(&'t str);

impl GameFn for Verify<'_> {
    type Output = Result<Fair, Unfair>;
    fn call<G: Game>(self, rules: G) -> Self::Output {
        let mut file: SaveFile<G::Options> = save::parse(self.0)?;
        let seal = file.seal.ok_or(Unfair::NoSeal)?;
        seal.opens_with(file.seed)?;
        crate::engine::seal::check_contributions(&file.contributions, file.seats.len())?;
        let (saved_summary, contributions) = (file.summary.clone(), file.contributions.clone());
        // Replayed with the logged rolls as they are (nothing drawn), each compared first with
        // what the seed rolls at that point.
        file.dice = Dice::Sealed;
        let rolls = Cell::new(0);
        let mismatch = Cell::new(None);
        let replayed = replay_file(rules, file, |game, logged| {
            rolls.set(rolls.get() + 1);
            let seeded = game.seeded_chance();
            if &seeded == logged {
                return Ok(());
            }
            mismatch.set(Some((logged.to_string(), seeded.to_string())));
            Err(Msg::new("file-seal-seed-rolls").text("seeded", seeded.to_string()))
        });
        match (replayed, mismatch.take()) {
            (Err(LoadError::Action { index, .. }), Some((logged, seeded))) => Err(Unfair::Roll {
                line: index,
                logged,
                seeded,
            }),
            (Err(e), _) => Err(Unfair::Load(e)),
            (Ok(session), _) => {
                // The summary is only a cache for the home screen, but a save whose summary
                // disagrees with its own log was changed after it was written.
                let replayed = crate::game::save_file(&session).summary;
                if !saved_summary.is_empty() && saved_summary != replayed {
                    return Err(Unfair::Summary {
                        saved: save::clip(&saved_summary, 200),
                        replayed,
                    });
                }
                let scores = session
                    .rules()
                    .scores(session.state())
                    .iter()
                    .map(|s| s.total)
                    .collect();
                Ok(Fair {
                    rolls: rolls.get(),
                    contributions,
                    scores,
                })
            }
        }
    }
}

/// Checks a network game's save: the revealed seed and salt give its commitment, and every
/// logged roll is the one the seed gives (the log replayed through the rules).
pub fn verify(save_text: &str) -> Result<Fair, Unfair> {
    let (text, id) = save_game_id(save_text)?;
    with_game(&id, Verify(text))
        .unwrap_or_else(|| Err(LoadError::UnknownGame(save::clip(&id, 40)).into()))
}

/// What a seat keeps of the server's promise: the commitment it was first given. Every later
/// state, and the finished save, must carry the same one (a server that sealed a new seed midway
/// could otherwise open whichever it liked at the end).
#[derive(Clone, Debug, Default)]
pub struct Commitments {
    first: Option<Commitment>,
}

impl Commitments {
    /// Commitments that must all be `first` (a daily challenge's, known before its room is
    /// joined).
    pub fn expecting(first: Commitment) -> Commitments {
        Commitments { first: Some(first) }
    }

    /// Takes in a state's view: the first commitment is kept, a different one later is refused.
    pub fn check(&mut self, view: &str) -> Result<(), Unfair> {
        let now = save::peek_seal(view)?.ok_or(Unfair::NoSeal)?.commitment;
        match self.first {
            None => {
                self.first = Some(now);
                Ok(())
            }
            Some(first) if first == now => Ok(()),
            Some(first) => Err(Unfair::Changed { first, now }),
        }
    }

    /// The commitment first given, if any state has arrived.
    pub fn first(&self) -> Option<Commitment> {
        self.first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A finished game of `id` (two seats where it takes them), sealed as a server seals it.
    fn finished_sealed(id: &str, seed: u64) -> String {
        let seats = crate::games::find(id).unwrap().info().max_seats.min(2);
        let mut m = crate::games::easy_bots(id, seats, seed, &[]);
        while !m.is_over() {
            assert!(m.step_bot());
        }
        seal(&m.save_text().unwrap(), Salt([3; 16])).unwrap()
    }

    #[test]
    fn the_verdict_names_values_taken_in_at_one_line_together() {
        let value = |seat, from| Contribution {
            seat,
            from,
            value: Nonce([seat as u8; 16]),
        };
        let fair = |contributions| Fair {
            rolls: 7,
            contributions,
            scores: vec![17, 32],
        };
        let one = fair(vec![value(1, 1)]).msg();
        assert!(
            one.render(Lang::En)
                .contains("from log line 2 on also used seat 2's random value;"),
            "{}",
            one.render(Lang::En)
        );
        // Two seats' values from the same line: one clause, the seats in order.
        let both = fair(vec![value(1, 1), value(0, 1)]).msg();
        let en = both.render(Lang::En);
        assert!(
            en.contains("from log line 2 on also used the random values of seats 1 and 2;"),
            "{en}"
        );
        assert!(!en.contains("too"), "{en}");
        let de = both.render(Lang::De);
        assert!(de.contains("die Zufallswerte der Plätze 1 und 2"), "{de}");
        // Values from different lines: a clause each.
        let apart = fair(vec![value(0, 1), value(2, 1), value(1, 5)]).msg();
        let en = apart.render(Lang::En);
        assert!(
            en.contains("the random values of seats 1 and 3, and from line 6 on seat 2's too;"),
            "{en}"
        );
    }

    #[test]
    fn a_sealed_finished_game_verifies_and_its_running_view_hides_the_seed() {
        for id in ["honeycomb-caverns", "black-molly", "diaominos"] {
            let text = finished_sealed(id, 77_123_456_789);
            let fair = verify(&text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(fair.rolls > 0, "{id}");
            assert!(fair.to_string().starts_with("fair: "));
            let view = public_view(&text, false).unwrap();
            assert!(!view.contains("77123456789"), "{id}: {view}");
            assert!(!view.contains(&"03".repeat(16)), "{id}: the salt");
            // The view loads as a game whose rolls come from its log, the same game.
            let m = crate::games::load_any(&view).unwrap();
            let full = crate::games::load_any(&text).unwrap();
            assert_eq!(m.dice_mode(), Dice::Sealed);
            assert_eq!(m.scores(), full.scores());
            assert!(matches!(
                verify(&view),
                Err(Unfair::Seal(SealError::NotRevealed))
            ));
        }
    }

    /// The room shows a running game by `Replica::public_save_text`, written from the game
    /// itself: it must be the very text the save's public view gives (what the seats' witnesses
    /// and `verify` compare against), in every game, with seats' values taken in; and a game
    /// without a seal has none.
    #[test]
    fn a_running_game_s_own_public_text_is_its_save_s_public_view() {
        for plugin in crate::games::registry() {
            let id = plugin.info().id;
            let seats = plugin.info().max_seats.min(3);
            let running = |seed: u64| {
                let mut m = crate::games::easy_bots(id, seats, seed, &[]);
                assert!(matches!(
                    m.public_save_text(),
                    Err(crate::game::PublicSaveError::NotSealed(_))
                ));
                for _ in 0..2 {
                    assert!(m.step_bot(), "{id}");
                }
                let sealed = seal(&m.save_text().unwrap(), Salt([7; 16])).unwrap();
                let mut g = crate::games::load_any(&sealed).unwrap();
                let value = crate::engine::seal::Contribution {
                    seat: 0,
                    from: g.action_count(),
                    value: Nonce([0x44; 16]),
                };
                g.set_contributions(vec![value]).unwrap();
                for _ in 0..2 {
                    assert!(g.step_bot(), "{id}");
                }
                // (A Honeycomb explorer can be trapped early: such a game is over.)
                (!g.is_over()).then_some(g)
            };
            let g = (31_337..31_357)
                .find_map(running)
                .unwrap_or_else(|| panic!("{id}: no game still running"));
            let own = g.public_save_text().unwrap();
            assert_eq!(
                own,
                public_view(&g.save_text().unwrap(), false).unwrap(),
                "{id}"
            );
            assert!(!own.contains(&"07".repeat(16)), "{id}: the salt");
            assert!(own.contains(&"44".repeat(16)), "{id}: the seat's value");
        }
    }

    #[test]
    fn a_changed_roll_or_commitment_or_no_seal_is_refused() {
        let text = finished_sealed("honeycomb-caverns", 5);
        // Honeycomb rolls three dice: `dice 1 2 3`-like lines. Change the last roll's first die.
        let lines: Vec<&str> = text.lines().collect();
        let (i, line) = lines
            .iter()
            .enumerate()
            .rev()
            .find(|(_, l)| l.trim_start().starts_with("\"dice "))
            .expect("a logged roll");
        let digit = line.find(|c: char| c.is_ascii_digit()).unwrap();
        let old = line.as_bytes()[digit];
        let new = if old == b'6' { '1' } else { (old + 1) as char };
        let mut changed = line.to_string();
        changed.replace_range(digit..digit + 1, &new.to_string());
        let mut edited = lines.clone();
        edited[i] = &changed;
        let edited = edited.join("\n");
        match verify(&edited) {
            Err(Unfair::Roll { line, .. }) => assert!(line > 1),
            other => panic!("{other:?}"),
        }
        let seal_at = text.find("commitment: \"").unwrap() + "commitment: \"".len();
        let mut wrong = text.clone();
        let c = if &text[seal_at..seal_at + 1] == "0" {
            "1"
        } else {
            "0"
        };
        wrong.replace_range(seal_at..seal_at + 1, c);
        assert!(matches!(
            verify(&wrong),
            Err(Unfair::Seal(SealError::Mismatch))
        ));
        let local = crate::games::load_any(&text).unwrap();
        // The seal as the save writes it: `seal: Some((` … `)),` on lines of their own.
        let start = text.find("    seal: Some((\n").expect("a sealed save");
        let end = start + text[start..].find("    )),\n").expect("the seal's end") + 8;
        let mut unsealed = text.clone();
        unsealed.replace_range(start..end, "");
        assert!(
            matches!(verify(&unsealed), Err(Unfair::NoSeal)),
            "{unsealed}"
        );
        assert_eq!(
            crate::games::load_any(&unsealed).unwrap().scores(),
            local.scores()
        );
    }

    /// What a room does as a seat joins (the value taken in where the game stands) is the same
    /// game as the save with the value added and loaded anew; a value a logged roll used can
    /// neither go nor change.
    #[test]
    fn a_value_taken_in_place_is_the_game_the_edited_save_loads_and_used_values_stay() {
        use crate::engine::seal::{Contribution, ContributionError};
        let mut m = crate::games::easy_bots("hex-roller", 2, 4_242, &[]);
        for _ in 0..9 {
            assert!(m.step_bot());
        }
        let first = Contribution {
            seat: 0,
            from: m.action_count(),
            value: Nonce([0x11; 16]),
        };
        m.set_contributions(vec![first]).unwrap();
        for _ in 0..7 {
            assert!(m.step_bot());
        }
        let sealed = seal(&m.save_text().unwrap(), Salt([5; 16])).unwrap();
        let value = Nonce([0x22; 16]);
        let reloaded = crate::games::load_any(&contribute(&sealed, 1, value).unwrap()).unwrap();
        let mut in_place = crate::games::load_any(&sealed).unwrap();
        let second = Contribution {
            seat: 1,
            from: in_place.action_count(),
            value,
        };
        in_place.set_contributions(vec![first, second]).unwrap();
        assert_eq!(in_place.save_text().unwrap(), reloaded.save_text().unwrap());
        let play = |mut g: Box<dyn crate::game::Playable>| {
            while !g.is_over() {
                assert!(g.step_bot());
            }
            g.save_text().unwrap()
        };
        let (a, b) = (play(in_place), play(reloaded));
        assert_eq!(a, b);
        assert!(verify(&a).is_ok());
        // Taking the new value out again (a failed commit) is allowed while no roll used it;
        // the first one, which rolls used, can neither go nor change.
        let mut g = crate::games::load_any(&sealed).unwrap();
        g.set_contributions(vec![first, second]).unwrap();
        g.set_contributions(vec![first]).unwrap();
        let changed = Contribution {
            value: Nonce([0x33; 16]),
            ..first
        };
        for list in [vec![], vec![changed], vec![second]] {
            assert_eq!(g.set_contributions(list), Err(ContributionError::Rewrites));
        }
        assert_eq!(g.save_text().unwrap(), sealed);
    }

    #[test]
    fn a_seats_value_changes_the_rolls_after_it_and_verify_needs_it() {
        let m = crate::games::easy_bots("hex-roller", 2, 808, &[]);
        let sealed = seal(&m.save_text().unwrap(), Salt([4; 16])).unwrap();
        let from = m.action_count();
        let play = |text: &str| {
            let mut g = crate::games::load_any(text).unwrap();
            while !g.is_over() {
                assert!(g.step_bot());
            }
            g.save_text().unwrap()
        };
        let plain = play(&sealed);
        let mixed = play(&contribute(&sealed, 1, Nonce([0x5a; 16])).unwrap());
        let lines = |t: &str| save::peek_log(t).unwrap().0;
        // Everything before the value was taken in is the same game; the rolls after differ.
        assert_eq!(lines(&plain)[..from], lines(&mixed)[..from]);
        assert_ne!(lines(&plain), lines(&mixed));
        let fair = verify(&mixed).unwrap();
        assert_eq!(fair.contributions.len(), 1);
        assert_eq!(fair.contributions[0].from, from);
        let said = fair.msg().render(Lang::En);
        assert!(said.contains("seat 2's random value"), "{said}");
        // The same save without the value: its rolls are not the seed's alone.
        let dropped = with_contributions(&mixed, Vec::new()).unwrap();
        assert!(
            matches!(verify(&dropped), Err(Unfair::Roll { .. })),
            "{dropped}"
        );
        // A second value from the same seat is refused.
        assert!(matches!(
            contribute(
                &contribute(&sealed, 1, Nonce([1; 16])).unwrap(),
                1,
                Nonce([2; 16])
            ),
            Err(ViewError::Contributed)
        ));
    }

    #[test]
    fn a_changed_action_with_its_old_summary_is_not_fair_and_the_scores_are_recomputed() {
        // A finished game whose last seat action had another legal choice.
        let m = crate::games::easy_bots("hex-roller", 2, 61, &[]);
        let sealed = seal(&m.save_text().unwrap(), Salt([6; 16])).unwrap();
        let mut g = crate::games::load_any(&sealed).unwrap();
        let mut other = None;
        while !g.is_over() {
            if g.to_move() != crate::engine::ToMove::Chance && g.legal().len() > 1 {
                let before = g.at_step(g.action_count(), false);
                other = Some((g.action_count(), before));
            }
            assert!(g.step_bot());
        }
        let end = g.save_text().unwrap();
        let fair = verify(&end).unwrap();
        assert_eq!(
            fair.scores,
            g.scores().iter().map(|s| s.total).collect::<Vec<_>>()
        );
        let (at, mut before) = other.expect("a choice somewhere");
        let played = g.log_notation(at).unwrap();
        let changed = before.legal().into_iter().find(|a| *a != played).unwrap();
        before.apply_str(&changed).unwrap();
        while !before.is_over() {
            assert!(before.step_bot());
        }
        let replayed = before.save_text().unwrap();
        // The changed game with the first game's summary kept.
        let summary = |t: &str| {
            t.lines()
                .find(|l| l.trim_start().starts_with("summary:"))
                .unwrap()
                .to_string()
        };
        // This seed's other choice ends with other scores (checked here, so the test means it).
        assert_ne!(summary(&replayed), summary(&end));
        let forged = replayed.replace(&summary(&replayed), &summary(&end));
        assert!(
            matches!(verify(&forged), Err(Unfair::Summary { .. })),
            "{forged}"
        );
        // With its own summary its dice check out (they are the seed's), and the scores said
        // are its own.
        let f = verify(&replayed).unwrap();
        assert_eq!(
            f.scores,
            before.scores().iter().map(|s| s.total).collect::<Vec<_>>()
        );
    }
}
