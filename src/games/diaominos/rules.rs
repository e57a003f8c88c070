//! Diaominos rules (docs/rulings.md, DI-1 to DI-12): pure data and functions, no GUI.
//!
//! Flow: one chance action scrambles the cube and sets it on space A. Each seat then picks which
//! colour stands for which tetromino (the colour left over is wild). Six rounds follow; round 2 to 6
//! start by rolling the cube to the next space. At the start of a round every sheet gets its
//! drawing marks from the top stickers at once; then every seat takes its turn at the same time
//! (`Rules::ready` lists the seats still busy, one in focus, the others in `State::waiting`;
//! nothing one seat does changes another's choices, except the "first at the table" bonus, which
//! same-round scorers share anyway): first one optional grid mark per wild top sticker, then the
//! four pieces named by the stickers facing that seat. Choosing colours works the same way.
//!
//! Notation (docs/diaominos.md): `scramble U N' … @17` (chance: 25 layer turns, then orientation
//! 0..24), `colours default`, `colour I R`, `mark e5`, `nomark`, `load T 1f e3` (piece, quarter
//! turns clockwise with `f` when mirrored first, bottom-left cell of the piece's bounding box),
//! `skip T`, `skip wild`.
//!
//! Decisions beyond docs/rulings.md:
//! - Choosing the loading order and placing the piece are one action: `load` names the piece. A
//!   piece whose turn has come but fits nowhere is skipped with `skip`, which is only legal when it
//!   fits nowhere at that moment (it could fit later, after another piece gives it a cell to touch).
//! - A piece that has its own sticker this round uses that sticker before a wild one; both are the
//!   same piece, so nothing is lost, and the legal list has no duplicate placements.
//! - Orientations that give exactly the same cell-by-cell result are one orientation (an I mirrored
//!   equals the I turned twice). Orientations with the same footprint but diamonds on other cells
//!   are different actions.
//! - Colour choice: a seat either accepts the default in one click or names a colour for I, O, T, L
//!   and S in that order; the sixth colour is its wild colour.
//! - Each wild top sticker gives one optional grid mark, decided one at a time (`nomark` forgoes one).
//! - Full rows are shown in the running score as they happen; they can never be undone.

use super::cube::{Cube, Dir, Turn, Turns, ORIENTATIONS};
use super::notation::Action;
use super::shapes::{bits, colour_letter, piece_name, Frontier, Placement, DATA, GEO, PIECES};
use super::state::*;
use crate::engine::text::Msg;
use crate::engine::{waiting, Names, Refusal, Rules, SeatScore, ToMove};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::sync::LazyLock;

mod checks;

/// Diaominos.
#[derive(Clone, Copy, Debug, Default)]
pub struct Diaominos;

impl Diaominos {
    /// A table with the cube given and every seat's colours set to the default: round 1 is about
    /// to start. For hand-worked tests and the bot.
    pub fn with_cube(&self, seats: usize, cube: Cube) -> State {
        let mut s = State {
            seats: seats as u8,
            cube,
            round: 0,
            phase: Phase::Colours(0),
            // One `new` per seat (a clone would drop the sheets' reserved capacity).
            sheets: (0..seats).map(|_| Sheet::new()).collect(),
            waiting: (1..seats).map(|i| Phase::Colours(i as u8)).collect(),
        };
        for sh in &mut s.sheets {
            sh.colours = default_colours();
        }
        s
    }

    /// Rolls the cube (rounds 2–6), marks every drawing and deals each seat its pieces.
    pub fn start_round(&self, s: &mut State) {
        s.round += 1;
        roll(&mut s.cube, s.round);
        let top = s.cube.top();
        for i in 0..s.sheets.len() {
            let facing = s.facing(i);
            let sh = &mut s.sheets[i];
            for &c in &top {
                if let Slot::Piece(p) = sh.slot_of(c) {
                    sh.mark_drawing(p as usize);
                }
            }
            let slots = facing.map(|c| sh.slot_of(c));
            sh.slots.clear();
            sh.slots.extend_from_slice(&slots);
        }
        s.phase = Self::round_step(s, 0);
        s.waiting = (1..s.sheets.len())
            .map(|seat| Self::round_step(s, seat))
            .collect();
    }

    /// `seat`'s first step of a round: its wild grid marks, else loading.
    fn round_step(s: &State, seat: usize) -> Phase {
        let w = s.wild_count(seat);
        if w > 0 {
            Phase::Wild {
                seat: seat as u8,
                left: w,
            }
        } else {
            Phase::Load(seat as u8)
        }
    }

    /// Brings the next seat still busy (after `seat`, round the table) into focus; false when
    /// every seat is done.
    fn next_waiting(s: &mut State, seat: usize) -> bool {
        match waiting::take_next(&mut s.waiting, seat, |p| p.seat()) {
            Some(next) => {
                s.phase = next;
                true
            }
            None => false,
        }
    }

    /// Ends `seat`'s turn this round (used when its remaining pieces are done; the bot's playouts
    /// also use it to pass over other seats, whose sheets do not affect its own).
    pub fn finish_seat(&self, s: &mut State, seat: usize) {
        if Self::next_waiting(s, seat) {
            return;
        }
        if s.round >= ROUNDS {
            s.phase = Phase::Over;
        } else {
            self.start_round(s);
        }
    }

    fn after_colour(&self, s: &mut State, seat: usize) {
        if s.sheets[seat].colours.iter().all(|c| c.is_some()) && !Self::next_waiting(s, seat) {
            self.start_round(s);
        }
    }

    /// Every seat starts choosing colours at once (after the scramble).
    fn start_colours(s: &mut State) {
        s.phase = Phase::Colours(0);
        s.waiting = (1..s.sheets.len())
            .map(|i| Phase::Colours(i as u8))
            .collect();
    }

    /// Every candidate of a loading step: each placement on the grid of each piece the seat may
    /// load now, and a skip for each kind of sticker still to load.
    fn load_candidates(&self, sheet: &Sheet) -> Vec<Action> {
        let mut out = Vec::new();
        for p in sheet.loadable_pieces() {
            out.extend(GEO.placements[p].iter().map(load_action));
        }
        let mut kinds: Vec<Slot> = Vec::new();
        for slot in &sheet.slots {
            if !kinds.contains(slot) {
                kinds.push(*slot);
            }
        }
        out.extend(kinds.into_iter().map(Action::Skip));
        out
    }

    /// The legal load and skip actions of a sheet: the candidates that pass [`Diaominos::check`],
    /// listed fast. [`Frontier`] finds every free anchor of an orientation at once with the same
    /// test as [`blocked`] (on the grid, covers only empty cells, touches a loaded cell or the
    /// bottom edge; `fast_loads_agree_with_check` compares them), and the skip rules are
    /// [`Diaominos::skip_check`]'s. Order: piece, orientation, anchor, as the candidates.
    pub fn load_actions(&self, sheet: &Sheet) -> Vec<Action> {
        let mut out = Vec::new();
        self.push_load_actions(sheet, &mut out);
        out
    }

    /// [`Diaominos::load_actions`] added to `out` (no allocation once `out` has room).
    pub fn push_load_actions(&self, sheet: &Sheet, out: &mut Vec<Action>) {
        let g = &*GEO;
        let f = Frontier::new(sheet.masks().loaded);
        let mut own = [false; PIECES];
        let mut wild = false;
        for &slot in &sheet.slots {
            match slot {
                Slot::Piece(p) => {
                    if let Some(x) = own.get_mut(usize::from(p)) {
                        *x = true;
                    }
                }
                Slot::Wild => wild = true,
            }
        }
        let mut any_fits = false;
        for (p, (&own, orients)) in own.iter().zip(&g.fast).enumerate() {
            if !own && !wild {
                continue;
            }
            let piece = p as u8;
            let mut fits = false;
            for o in orients {
                let a = f.anchors(o);
                if a == 0 {
                    continue;
                }
                fits = true;
                // Low and high halves apart: 64-bit bit scans are cheaper.
                for (half, base) in [(a as u64, 0u8), ((a >> 64) as u64, 64)] {
                    let mut h = half;
                    while h != 0 {
                        let at = base + h.trailing_zeros() as u8;
                        h &= h - 1;
                        out.push(Action::Load {
                            piece,
                            rot: o.rot,
                            mirror: o.mirror,
                            at,
                        });
                    }
                }
            }
            any_fits |= fits;
            if own && !fits {
                out.push(Action::Skip(Slot::Piece(piece)));
            }
        }
        if wild && !any_fits {
            out.push(Action::Skip(Slot::Wild));
        }
    }

    /// The placement a load action names, if it is on the grid (in its first spelling).
    pub fn placement_of(a: &Action) -> Option<&'static Placement> {
        match *a {
            Action::Load {
                piece,
                rot,
                mirror,
                at,
            } => {
                let o = GEO.listed_orient(piece as usize, rot, mirror)?;
                GEO.placement(piece as usize, o, at as usize)
            }
            _ => None,
        }
    }
}

/// The tips of each roll between spaces (into rounds 2..=6), read once from the resource.
static ROLLS: LazyLock<Vec<Vec<Dir>>> = LazyLock::new(|| {
    DATA.rolls
        .iter()
        .map(|r| r.iter().filter_map(|d| d.parse().ok()).collect())
        .collect()
});

/// Rolls the cube from its space to the one of `round` (nothing before round 2).
pub fn roll(cube: &mut Cube, round: u8) {
    if let Some(tips) = (round as usize).checked_sub(2).and_then(|i| ROLLS.get(i)) {
        for &d in tips {
            cube.tip(d);
        }
    }
}

const NO_SUCH_PIECE: &str = "dm-refuse-no-piece";

/// A colour of the cube in the player's words (by its letter, which is notation).
pub fn colour_msg(c: u8) -> Msg {
    Msg::new("dm-colour").text("c", colour_letter(c))
}

/// A side of the board alone ("South", "Süd").
pub fn dir_msg(d: Dir) -> Msg {
    Msg::new("dm-dir").text("dir", dir_code(d))
}

/// A side of the board as a seat's place ("South side", "Seite Süd").
pub fn side_msg(d: Dir) -> Msg {
    Msg::new("dm-side").text("dir", dir_code(d))
}

fn dir_code(d: Dir) -> &'static str {
    match d {
        Dir::N => "n",
        Dir::E => "e",
        Dir::S => "s",
        Dir::W => "w",
    }
}

/// A piece to load in words: its letter, or the wild sticker.
pub fn slot_msg(slot: Slot) -> Msg {
    Msg::new("dm-slot").text("slot", slot.to_string())
}

/// Messages joined with commas ("I, wild, T"); `None` when there are none.
fn comma_list(items: impl IntoIterator<Item = Msg>) -> Option<Msg> {
    items
        .into_iter()
        .reduce(|first, next| Msg::new("dm-list").msg("first", first).msg("next", next))
}

/// The load action of a placement, in its first spelling.
pub fn load_action(pl: &Placement) -> Action {
    let o = &GEO.shapes[pl.piece as usize].orientations[pl.orient as usize];
    Action::Load {
        piece: pl.piece,
        rot: o.rot,
        mirror: o.mirror,
        at: pl.anchor,
    }
}

/// "I, wild, T" or "nothing".
pub fn slots_text(slots: &[Slot]) -> Msg {
    comma_list(slots.iter().map(|&s| slot_msg(s))).unwrap_or_else(|| Msg::new("dm-nothing"))
}

impl Rules for Diaominos {
    type State = State;
    type Action = Action;
    type Options = Options;

    fn new_state(&self, _options: &Options, seats: usize) -> Result<State, String> {
        if !(1..=4).contains(&seats) {
            return Err(Msg::new("dm-seats").count("seats", seats).to_string());
        }
        Ok(State {
            seats: seats as u8,
            cube: Cube::solved(),
            round: 0,
            phase: Phase::Scramble,
            // One `new` per seat (a clone would drop the sheets' reserved capacity).
            sheets: (0..seats).map(|_| Sheet::new()).collect(),
            waiting: Vec::new(),
        })
    }

    fn to_move(&self, s: &State) -> ToMove {
        match s.phase {
            Phase::Scramble => ToMove::Chance,
            Phase::Over => ToMove::Over,
            _ => ToMove::Seat(s.seat().unwrap_or(0)),
        }
    }

    fn ready(&self, s: &State) -> Vec<usize> {
        let Some(focus) = s.seat() else {
            return Vec::new();
        };
        waiting::ready_seats(focus, &s.waiting, |p| p.seat())
    }

    fn focus(&self, s: &mut State, seat: usize) -> bool {
        s.seat().is_some() && waiting::swap_focus(&mut s.phase, &mut s.waiting, seat, |p| p.seat())
    }

    fn check(&self, s: &State, a: &Action) -> Result<(), Refusal> {
        let sheet = s.seat().and_then(|i| s.sheets.get(i));
        match (s.phase, a, sheet) {
            (_, Action::Scramble { .. } | Action::Cube(_), _) => {
                Err(Refusal::new("dm-refuse-scramble-by-hand"))
            }
            (Phase::Scramble, ..) => Err(Refusal::new("dm-refuse-scrambling")),
            (Phase::Over, ..) | (_, _, None) => Err(Refusal::new("refuse-game-over")),
            (Phase::Colours(_), Action::DefaultColours, Some(sh)) => {
                if sh.colours.iter().all(|c| c.is_none()) {
                    Ok(())
                } else {
                    Err(Refusal::new("dm-refuse-colours-started"))
                }
            }
            (Phase::Colours(_), Action::Colour { piece, colour }, Some(sh)) => {
                Self::colour_check(sh, *piece, *colour)
            }
            (Phase::Colours(_), ..) => Err(Refusal::new("dm-refuse-colours-first")),
            (Phase::Wild { .. }, Action::Mark(c), Some(sh)) => Self::mark_check(sh, *c),
            (Phase::Wild { .. }, Action::NoMark, _) => Ok(()),
            (Phase::Wild { .. }, ..) => Err(Refusal::new("dm-refuse-wild-first")),
            (
                Phase::Load(_),
                Action::Load {
                    piece,
                    rot,
                    mirror,
                    at,
                },
                Some(sh),
            ) => Self::load_check(sh, *piece, *rot, *mirror, *at),
            (Phase::Load(_), Action::Skip(slot), Some(sh)) => Self::skip_check(sh, *slot),
            (Phase::Load(_), ..) => Err(Refusal::new("dm-refuse-load-now")),
        }
    }

    fn candidate_actions(&self, s: &State) -> Vec<Action> {
        let Some(sh) = s.seat().and_then(|i| s.sheets.get(i)) else {
            return Vec::new();
        };
        match s.phase {
            Phase::Scramble | Phase::Over => Vec::new(),
            Phase::Colours(_) => {
                let next = sh.colours.iter().position(|c| c.is_none()).unwrap_or(0);
                let mut out = vec![Action::DefaultColours];
                out.extend((0..DATA.colours.len() as u8).map(|colour| Action::Colour {
                    piece: next as u8,
                    colour,
                }));
                out
            }
            Phase::Wild { .. } => {
                let mut out: Vec<Action> = (0..GEO.cells as u8).map(Action::Mark).collect();
                out.push(Action::NoMark);
                out
            }
            Phase::Load(_) => self.load_candidates(sh),
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(s, &mut out);
        out
    }

    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        out.clear();
        let Some(sh) = s.seat().and_then(|i| s.sheets.get(i)) else {
            return;
        };
        match s.phase {
            // Loading has thousands of candidates: list the free placements directly.
            Phase::Load(_) => self.push_load_actions(sh, out),
            // Every empty cell (`mark_check`), then forgoing the mark.
            Phase::Wild { .. } => {
                let m = sh.masks();
                out.extend(bits(GEO.all & !m.loaded & !m.wild).map(|c| Action::Mark(c as u8)));
                out.push(Action::NoMark);
            }
            // `check`'s colour rules: the default while nothing is chosen, then any colour not
            // yet taken for the next piece in order.
            Phase::Colours(_) => {
                let Some(next) = sh.colours.iter().position(|c| c.is_none()) else {
                    return;
                };
                if sh.colours.iter().all(|c| c.is_none()) {
                    out.push(Action::DefaultColours);
                }
                out.extend(
                    (0..DATA.colours.len() as u8)
                        .filter(|c| !sh.colours.contains(&Some(*c)))
                        .map(|colour| Action::Colour {
                            piece: next as u8,
                            colour,
                        }),
                );
            }
            Phase::Scramble | Phase::Over => {}
        }
    }

    fn sample_chance(&self, _s: &State, rng: &mut ChaCha8Rng) -> Action {
        let mut turns = Turns::new();
        for _ in 0..SCRAMBLE_TURNS {
            // (A `usize` range, as the first saves drew it: a seed must keep its scramble.)
            turns.push_code(rng.random_range(0..Turn::COUNT) as u8);
        }
        Action::Scramble {
            turns,
            orient: rng.random_range(0..ORIENTATIONS.len()) as u8,
        }
    }

    fn check_chance(&self, s: &State, a: &Action) -> Result<(), String> {
        match a {
            Action::Scramble { turns, orient } if s.phase == Phase::Scramble => {
                if turns.len() != SCRAMBLE_TURNS {
                    Err(Msg::new("dm-chance-turns")
                        .count("want", SCRAMBLE_TURNS)
                        .count("n", turns.len())
                        .to_string())
                } else if *orient as usize >= ORIENTATIONS.len() {
                    Err(Msg::new("dm-chance-orient")
                        .int("orient", *orient)
                        .count("n", ORIENTATIONS.len())
                        .to_string())
                } else {
                    Ok(())
                }
            }
            Action::Cube(packed) if s.phase == Phase::Scramble => packed
                .unpack()
                .check_real()
                .map_err(|e| Msg::new("dm-chance-not-real").msg("why", e).to_string()),
            _ => Err(Msg::new("dm-chance-not-scramble")
                .text("action", a.to_string())
                .to_string()),
        }
    }

    fn perform(&self, s: &mut State, a: &Action) {
        match a {
            Action::Cube(packed) => {
                s.cube = packed.unpack();
                Self::start_colours(s);
            }
            Action::Scramble { turns, orient } => {
                let mut cube = Cube::solved();
                for code in turns.codes() {
                    cube.turn_code(code);
                }
                cube.orient(*orient as usize);
                s.cube = cube;
                Self::start_colours(s);
            }
            Action::DefaultColours => {
                if let Some(seat) = s.seat() {
                    s.sheets[seat].colours = default_colours();
                    self.after_colour(s, seat);
                }
            }
            Action::Colour { piece, colour } => {
                if let Some(seat) = s.seat() {
                    s.sheets[seat].colours[*piece as usize] = Some(*colour);
                    self.after_colour(s, seat);
                }
            }
            Action::Mark(_) | Action::NoMark => {
                if let Phase::Wild { seat, left } = s.phase {
                    if let Action::Mark(c) = a {
                        s.sheets[seat as usize]
                            .grid
                            .set(*c as usize, Cell::WildMark);
                    }
                    s.phase = if left > 1 {
                        Phase::Wild {
                            seat,
                            left: left - 1,
                        }
                    } else {
                        Phase::Load(seat)
                    };
                }
            }
            Action::Load { .. } => {
                if let (Some(seat), Some(pl)) = (s.seat(), Self::placement_of(a)) {
                    let round = s.round;
                    s.sheets[seat].load(pl, round);
                    if s.sheets[seat].slots.is_empty() {
                        self.finish_seat(s, seat);
                    }
                }
            }
            Action::Skip(slot) => {
                if let Some(seat) = s.seat() {
                    let round = s.round;
                    let sh = &mut s.sheets[seat];
                    if let Some(i) = sh.slots.iter().position(|x| x == slot) {
                        sh.slots.remove(i);
                    }
                    sh.skipped.push((round, *slot));
                    if sh.slots.is_empty() {
                        self.finish_seat(s, seat);
                    }
                }
            }
        }
    }

    fn scores(&self, s: &State) -> Vec<SeatScore> {
        // The round each piece was first scored at the table.
        let firsts: Vec<[Option<u8>; PIECES]> =
            s.sheets.iter().map(|sh| sh.first_rounds()).collect();
        let table_first: [Option<u8>; PIECES] =
            std::array::from_fn(|p| firsts.iter().filter_map(|f| f[p]).min());
        s.sheets
            .iter()
            .enumerate()
            .map(|(i, sh)| {
                let counts = sh.shape_counts();
                let mut lines = Vec::new();
                for p in 0..PIECES {
                    let piece = |id: &'static str| Msg::new(id).text("piece", piece_name(p as u8));
                    if counts[p] > 0 {
                        lines.push(SeatScore::line(
                            piece("dm-score-shapes").int("n", counts[p] as i32),
                            counts[p] as i32,
                        ));
                        lines.push(SeatScore::line(piece("dm-score-first"), 1));
                        if firsts[i][p].is_some() && firsts[i][p] == table_first[p] {
                            lines.push(SeatScore::line(piece("dm-score-table"), 1));
                        }
                    }
                }
                let rows = sh.full_rows() as i32;
                lines.push(SeatScore::line(
                    Msg::new("dm-score-rows").int("rows", rows),
                    rows,
                ));
                SeatScore::summed(lines)
            })
            .collect()
    }

    fn prompt(&self, s: &State, names: Names<'_>) -> Msg {
        let who = |seat: u8| {
            let seat = seat as usize;
            Msg::new("dm-who")
                .text("name", names.get(seat).into_owned())
                .msg("side", side_msg(seat_dir(s.seats as usize, seat)))
        };
        match s.phase {
            Phase::Scramble => Msg::new("dm-prompt-scrambling"),
            Phase::Colours(seat) => {
                let sh = &s.sheets[seat as usize];
                match sh.colours.iter().position(|c| c.is_none()) {
                    Some(0) | None => Msg::new("dm-prompt-colours").msg("who", who(seat)),
                    Some(p) => Msg::new("dm-prompt-colour")
                        .msg("who", who(seat))
                        .text("piece", piece_name(p as u8)),
                }
            }
            Phase::Wild { seat, left } => Msg::new("dm-prompt-wild")
                .msg("who", who(seat))
                .int("round", s.round)
                .int("left", left),
            Phase::Load(seat) => {
                let sh = &s.sheets[seat as usize];
                let skips = comma_list(self.load_actions(sh).iter().filter_map(|a| match a {
                    Action::Skip(x) => Some(slot_msg(*x)),
                    _ => None,
                }));
                let prompt = match skips {
                    Some(skips) => Msg::new("dm-prompt-load-skips").msg("skips", skips),
                    None => Msg::new("dm-prompt-load"),
                };
                prompt
                    .msg("who", who(seat))
                    .int("round", s.round)
                    .msg("slots", slots_text(&sh.slots))
            }
            Phase::Over => {
                let result = crate::engine::rules::result_on_points(self, s, names);
                Msg::new("dm-over").msg("result", result)
            }
        }
    }

    fn describe(&self, s: &State, a: &Action, _names: Names<'_>) -> Msg {
        let line = match a {
            Action::Scramble { .. } => Msg::new("dm-log-scramble"),
            Action::Cube(_) => Msg::new("dm-log-cube"),
            Action::DefaultColours => Msg::new("dm-log-default"),
            Action::Colour { piece, colour } => Msg::new("dm-log-colour")
                .text("piece", piece_name(*piece))
                .msg("colour", colour_msg(*colour)),
            Action::Mark(c) => Msg::new("dm-log-mark").text("cell", GEO.cell_name(*c as usize)),
            Action::NoMark => Msg::new("dm-log-no-mark"),
            Action::Load { piece, .. } => {
                let (Some(before), Some(pl)) = (
                    s.seat().and_then(|i| s.sheets.get(i)),
                    Self::placement_of(a),
                ) else {
                    return Msg::new("log-notation").text("action", a.to_string());
                };
                // What the load leaves on this sheet alone (no other part of the table changes).
                let (made, shapes) = before.load_preview(pl);
                let diamonds = made.count_ones();
                let mut line = Msg::new("dm-log-load")
                    .text("piece", piece_name(*piece))
                    .msg("cells", cells_text(&pl.cells));
                if diamonds > 0 {
                    line = Msg::new("dm-log-diamonds")
                        .msg("line", line)
                        .int("n", diamonds);
                }
                for p in shapes {
                    line = Msg::new("dm-log-scores")
                        .msg("line", line)
                        .text("piece", piece_name(p));
                }
                line
            }
            Action::Skip(Slot::Wild) => Msg::new("dm-log-skip-wild"),
            Action::Skip(slot) => Msg::new("dm-log-skip").msg("slot", slot_msg(*slot)),
        };
        // The action that starts a round (the last colour, the last load or skip of a round)
        // ends its line with the round's separator and where the cube went. The session
        // describes only checked actions, so performing it on a copy is safe.
        if matches!(a, Action::Scramble { .. } | Action::Cube(_)) || s.phase == Phase::Over {
            return line;
        }
        let mut after = s.clone();
        self.perform(&mut after, a);
        if after.round == s.round || after.round == 0 {
            return line;
        }
        let space = DATA
            .spaces
            .get(after.space())
            .map_or_else(String::new, |sp| sp.name.clone());
        let id = if after.round == 1 {
            "dm-log-round-first"
        } else {
            "dm-log-round-roll"
        };
        Msg::new(id)
            .msg("action", line)
            .int("round", after.round)
            .text("space", space)
    }

    fn invariants(&self, s: &State) -> Result<(), String> {
        if s.phase != Phase::Scramble {
            s.cube.check().map_err(|e| e.to_string())?;
        }
        let waiting: Vec<Option<usize>> = s.waiting.iter().map(|p| p.seat()).collect();
        if waiting
            .iter()
            .any(|w| w.is_none_or(|w| w >= s.sheets.len() || Some(w) == s.seat()))
            || !waiting.windows(2).all(|w| w[0] < w[1])
            || (s.seat().is_none() && !waiting.is_empty())
        {
            return Err(format!(
                "waiting steps {:?} beside {:?}",
                s.waiting, s.phase
            ));
        }
        if s.round > ROUNDS {
            return Err(format!("round {} > {ROUNDS}", s.round));
        }
        for (i, sh) in s.sheets.iter().enumerate() {
            let m = sh.masks();
            if m.loaded.count_ones() as usize != 4 * sh.loads.len() {
                return Err(format!(
                    "sheet {i}: {} loaded cells for {} loads",
                    m.loaded.count_ones(),
                    sh.loads.len()
                ));
            }
            if m.spent.count_ones() as usize != 4 * sh.shapes.len() {
                return Err(format!("sheet {i}: spent cells do not match scored shapes"));
            }
            if GEO
                .components(m.diamond)
                .iter()
                .any(|c| c.count_ones() == 4)
            {
                return Err(format!("sheet {i}: an unscored group of four diamonds"));
            }
            if sh.slots.len() > 4 {
                return Err(format!("sheet {i}: more than four pieces to load"));
            }
            let mut colours: Vec<u8> = sh.colours.iter().flatten().copied().collect();
            colours.sort();
            let n = colours.len();
            colours.dedup();
            if colours.len() != n {
                return Err(format!("sheet {i}: a colour stands for two pieces"));
            }
        }
        Ok(())
    }

    fn max_game_length(&self, seats: usize) -> usize {
        1 + seats * (PIECES + ROUNDS as usize * 8)
    }
}

/// Grid cells as the sheet prints them, bottom row first, left to right: "c1, c2, c3 and d3".
pub fn cells_text(cells: &[u8]) -> Msg {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let names: Vec<String> = sorted.iter().map(|&c| GEO.cell_name(c as usize)).collect();
    match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => Msg::new("dm-cells")
            .text("first", rest.join(", "))
            .text("last", last.clone()),
        _ => Msg::new("log-notation").text("action", names.concat()),
    }
}
