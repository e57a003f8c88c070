//! Refusals in a player's words, over seeded games of every registered game and in every
//! language: a refusal names a cell the way its sheet labels it ("G5"), never as an axial pair
//! such as "(0,2)" or "(0,-2)", and reads as a sentence (a capital first, a full stop last).

use super::{registry, with_game, GameFn};
use crate::engine::text::Lang;
use crate::engine::{SeatInfo, Session, ToMove};
use crate::game::Game;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;

/// Positions looked at per game (spread evenly over its moves).
const CHECKPOINTS: usize = 60;

/// Every distinct refusal of every candidate action at positions of a seeded random game.
struct Refusals {
    seed: u64,
}

impl GameFn for Refusals {
    type Output = BTreeSet<String>;
    fn call<G: Game>(self, rules: G) -> BTreeSet<String> {
        let info = G::info();
        let options = G::Options::default();
        let n = (info.min_seats..=info.max_seats.min(4))
            .rev()
            .find(|&n| rules.new_state(&options, n).is_ok())
            .unwrap_or(info.min_seats);
        let seats: Vec<SeatInfo> = (0..n)
            .map(|i| SeatInfo::human(format!("P{}", i + 1)))
            .collect();
        let mut session = Session::new(rules.clone(), options, seats, self.seed)
            .unwrap_or_else(|e| panic!("{}: {e}", info.id));
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(self.seed);
        let mut positions = Vec::new();
        while !session.is_over() && session.log().len() < 5_000 {
            if let ToMove::Seat(_) = session.to_move() {
                positions.push(session.state().clone());
            }
            let legal = session.legal_actions();
            assert!(!legal.is_empty(), "{}: no legal action", info.id);
            let a = legal[rng.random_range(0..legal.len())].clone();
            session
                .apply(a)
                .unwrap_or_else(|e| panic!("{}: {e}", info.id));
        }
        let mut out = BTreeSet::new();
        let picks = CHECKPOINTS.min(positions.len());
        for k in 0..picks {
            let state = &positions[k * (positions.len() - 1) / (picks - 1).max(1)];
            for a in rules.candidate_actions(state) {
                if let Err(refusal) = rules.check(state, &a) {
                    for lang in Lang::ALL {
                        out.insert(format!(
                            "{} {}: {}",
                            info.id,
                            lang.code(),
                            refusal.0.render(lang)
                        ));
                    }
                }
            }
        }
        out
    }
}

/// "(0,2)", "(3,0)", "(0,-2)": how an axial hex prints (`Hex`'s Display, no space), which no
/// sheet shows. A list of numbers in brackets ("(5, 4)") is not one.
fn has_axial_pair(text: &str) -> bool {
    let b = text.as_bytes();
    (0..b.len()).any(|i| {
        if b[i] != b'(' {
            return false;
        }
        let rest = &text[i + 1..];
        let Some(close) = rest.find(')') else {
            return false;
        };
        let inner: Vec<&str> = rest[..close].split(',').collect();
        inner.len() == 2
            && inner.iter().all(|p| {
                !p.is_empty()
                    && p.trim_start_matches('-')
                        .bytes()
                        .all(|c| c.is_ascii_digit())
            })
    })
}

#[test]
fn the_axial_pair_detector_finds_what_the_old_refusals_said() {
    assert!(has_axial_pair(
        "Each next 3 must touch the 3 you just wrote at (0,2)."
    ));
    assert!(has_axial_pair(
        "Elke volgende 3 moet grenzen aan de 3 die je net op (0,-2) schreef."
    ));
    assert!(has_axial_pair(
        "The last 8 you wrote, at (3,0), has no empty hex next to it."
    ));
    assert!(!has_axial_pair(
        "Each next 3 must touch the 3 you just wrote at G5."
    ));
    assert!(!has_axial_pair("Roll (3 dice)."));
    assert!(!has_axial_pair(
        "The extra hex must be one of this turn's numbers (5, 4)."
    ));
}

#[test]
fn refusals_name_cells_as_the_sheet_labels_them_and_are_sentences() {
    let mut bad = Vec::new();
    let mut seen = 0;
    let mut touched_next = false;
    for g in registry() {
        let id = g.info().id;
        for seed in [5, 17, 29] {
            let said = with_game(id, Refusals { seed }).expect("a registered game");
            seen += said.len();
            touched_next |= said
                .iter()
                .any(|l| l.starts_with("hex-roller en: Each next"));
            for line in said {
                let text = line.split_once(": ").map_or("", |x| x.1);
                // A sentence may open with a cell's name as its sheet prints it ("a3 is an
                // anemone", Black Molly's cards are lower case).
                let mut chars = text.chars();
                let (first, second) = (chars.next(), chars.next());
                let cell_first = first.is_some_and(|c| c.is_ascii_lowercase())
                    && second.is_some_and(|c| c.is_ascii_digit());
                let sentence = (cell_first || first.is_some_and(|c| !c.is_lowercase()))
                    && text.trim_end().ends_with(['.', '!', '?', '…', ')']);
                if has_axial_pair(text) || !sentence {
                    bad.push(line);
                }
            }
        }
    }
    assert!(
        seen > 100,
        "only {seen} refusals met: the sweep is too thin to mean anything"
    );
    // The refusals that named axial pairs before are among those met.
    assert!(touched_next, "no \"Each next … must touch\" refusal met");
    bad.sort();
    bad.dedup();
    assert!(
        bad.is_empty(),
        "{} refusals read wrong:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
