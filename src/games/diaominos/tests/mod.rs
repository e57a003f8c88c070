//! Hand-worked cases for docs/rulings.md DI, the fixes made while moving to the one-check contract,
//! the drawing (names, frame cost, the ghost, the cube's roll), and the conformance suite.

mod cube;
mod flow;
mod sheet;
mod table;
mod words;

use super::cube::*;
use super::notation::Action;
use super::rules::Diaominos;
use super::shapes::GEO;
use super::state::*;
use crate::conformance::check_game;
use crate::engine::{apply, Names, Rules, SeatInfo, Session};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const I: u8 = 0;
const O: u8 = 1;
const T: u8 = 2;
const L: u8 = 3;
const S: u8 = 4;
// Default colours: R=0 I, O=1 O, Y=2 T, G=3 L, B=4 S, W=5 wild.
const WILD: u8 = 5;

/// Plays a seeded game of random moves with `seats` seats (at most `steps` actions), calling
/// `visit` with every position a seat is to act in, before its move.
pub(super) fn each_random_position(
    seed: u64,
    seats: usize,
    steps: usize,
    mut visit: impl FnMut(&State),
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Ok(mut s) = Diaominos.new_state(&Default::default(), seats) else {
        panic!("no table for {seats} seats");
    };
    for _ in 0..steps {
        match Diaominos.to_move(&s) {
            crate::engine::ToMove::Over => break,
            crate::engine::ToMove::Chance => {
                let outcome = Diaominos.sample_chance(&s, &mut rng);
                Diaominos.perform(&mut s, &outcome);
            }
            crate::engine::ToMove::Seat(_) => {
                visit(&s);
                let legal = Diaominos.legal_actions(&s);
                let a = legal[rng.random_range(0..legal.len())].clone();
                Diaominos.perform(&mut s, &a);
            }
        }
    }
}

fn cell(name: &str) -> u8 {
    GEO.parse_cell(name).unwrap() as u8
}

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match Diaominos.check(s, a) {
        Err(r) => r.0.to_string(),
        Ok(()) => panic!("`{a}` is legal here"),
    }
}

/// A solved cube with the top and the given sides repainted (test positions need not be real cubes).
fn cube_with(top: [u8; 4], sides: &[(Dir, [u8; 4])]) -> Cube {
    let mut c = Cube::solved();
    for (k, p) in Cube::face_positions(Face::U).into_iter().enumerate() {
        c.stickers[p] = top[k];
    }
    for (d, cols) in sides {
        for (k, p) in Cube::face_positions(Face::side(*d)).into_iter().enumerate() {
            c.stickers[p] = cols[k];
        }
    }
    c
}

/// One seat, default colours, round 1 started with this cube.
fn table(top: [u8; 4], south: [u8; 4]) -> State {
    let mut s = Diaominos.with_cube(1, cube_with(top, &[(Dir::S, south)]));
    Diaominos.start_round(&mut s);
    s
}

fn random_scramble(rng: &mut ChaCha8Rng, cube: &mut Cube) {
    let turns: Vec<Turn> = Turn::all().collect();
    for _ in 0..25 {
        cube.turn(turns[rng.random_range(0..turns.len())]);
    }
    let o = rng.random_range(0..24);
    cube.rotate_whole(&ORIENTATIONS[o]);
}

fn sorted(mut v: [u8; 4]) -> [u8; 4] {
    v.sort();
    v
}

fn fill_all_but(sh: &mut Sheet, empty: &[&str]) {
    for i in 0..GEO.cells {
        sh.grid.set(i, Cell::Filled);
    }
    for e in empty {
        sh.grid.set(cell(e) as usize, Cell::Empty);
    }
    // Pretend loads for the invariant-free hand positions.
}
