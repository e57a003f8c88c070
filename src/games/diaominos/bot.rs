//! The Normal bot. The cube's whole future is known once it is scrambled (the rolls are fixed), so
//! the bot knows which pieces and marks every later round brings. It scores each candidate action
//! by a greedy playout of the rest of its own game (every later decision taken by a one-step
//! heuristic), and keeps the candidate whose playout ends best. Candidates are first ranked by the
//! heuristic and only the best few are played out. The heuristic works on bitboards, without
//! copying the sheet, so a decision takes a few milliseconds.

use super::choice_memo;
use super::notation::Action;
use super::rules::load_action;
use super::rules::roll;
use super::rules::Diaominos;
use super::shapes::{bits, Bits, Frontier, Geometry, Placement, GEO, PIECES};
use super::state::{default_colours, seat_dir, Mark, Phase, Sheet, Slot, State, ROUNDS};
use crate::engine::bot::mix;
use crate::engine::{Bot, BotChoice, Rules, Think};
use smallvec::SmallVec;

impl Bot for Diaominos {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        normal_choice(s, think)
    }
    fn strong_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        strong_choice(s, think)
    }
}

/// Candidates played out to the end per decision.
pub const PLAYOUTS: usize = 12;

/// A sheet reduced to what the heuristic looks at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Light {
    pub loaded: Bits,
    /// Unspent diamonds.
    pub diamond: Bits,
    /// Empty wild-marked cells.
    pub wild: Bits,
    pub counts: [u8; PIECES],
}

impl Light {
    pub fn of(sh: &Sheet) -> Light {
        let m = sh.masks();
        let c = sh.shape_counts();
        Light {
            loaded: m.loaded,
            diamond: m.diamond,
            wild: m.wild,
            counts: std::array::from_fn(|i| c[i] as u8),
        }
    }

    /// After loading `pl` on `sh` (whose drawings give the marks): diamonds made and shapes scored.
    pub fn load(&self, sh: &Sheet, pl: &Placement) -> Light {
        let mut made: Bits = 0;
        for (k, &g) in pl.cells.iter().enumerate() {
            let b = 1u128 << g;
            if sh.drawings[pl.piece as usize][k] == Mark::Marked || self.wild & b != 0 {
                made |= b;
            }
        }
        let mut l = Light {
            loaded: self.loaded | pl.mask,
            diamond: self.diamond | made,
            wild: self.wild & !pl.mask,
            counts: self.counts,
        };
        // Only the groups holding a new diamond can have become shapes: each is filled from
        // one of its new cells, not the whole sheet's diamonds.
        let g: &Geometry = &GEO;
        let diamond = l.diamond;
        let mut rest = made;
        while rest != 0 {
            let comp = g.component_of(rest & rest.wrapping_neg(), diamond);
            rest &= !comp;
            if let Some(p) = g.classify_mask(comp) {
                l.counts[p] += 1;
                l.diamond &= !comp;
            }
        }
        l
    }

    /// How good the sheet looks, in points: points made plus promise.
    pub fn value(&self) -> f64 {
        self.value_with(self.dead())
    }

    /// Empty pockets too small for any piece: they can never be filled.
    pub fn dead(&self) -> Bits {
        let mut dead: Bits = 0;
        GEO.each_component(GEO.all & !self.loaded, |comp| {
            if comp.count_ones() < 4 {
                dead |= comp;
            }
        });
        dead
    }

    /// [`Light::dead`] after loading `mask` on a sheet whose dead cells were `before`, found
    /// without filling the whole empty area: pockets away from the piece stay as they were, and
    /// every new one touches the piece, so short fills from its neighbours find them.
    pub fn dead_after(&self, before: Bits, mask: Bits) -> Bits {
        let g: &Geometry = &GEO;
        let region = g.all & !self.loaded;
        let mut dead = before & region;
        let mut rest = g.grow(mask) & region & !dead;
        // Cells known to lie in an empty area of four or more: a fill that reaches one is no pocket
        // (the piece's neighbours mostly share one big empty area, found once).
        let mut big: Bits = 0;
        while rest != 0 {
            let mut comp = rest & rest.wrapping_neg();
            let mut small = true;
            loop {
                let next = (comp | g.grow(comp)) & region;
                if next == comp {
                    break;
                }
                comp = next;
                if comp & big != 0 || comp.count_ones() >= 4 {
                    small = false;
                    break;
                }
            }
            rest &= !comp;
            if small {
                dead |= comp;
            } else {
                big |= comp;
                // The empty cells next to it are in the same area: no fill needed from them.
                rest &= !g.grow(comp);
            }
        }
        dead
    }

    /// [`Light::value`] with the dead cells known.
    pub fn value_with(&self, dead: Bits) -> f64 {
        self.value_of(dead, &Groups::of(self.diamond))
    }

    /// [`Light::value_with`], this sheet's diamond groups known.
    fn value_of(&self, dead: Bits, groups: &Groups) -> f64 {
        let g: &Geometry = &GEO;
        let mut v = 0.0;
        for c in self.counts {
            if c > 0 {
                v += c as f64 + 1.0;
            }
        }
        let full = g
            .row_masks
            .iter()
            .filter(|&&r| self.loaded & r == r)
            .count();
        v += full as f64;
        let empty = g.all & !self.loaded;
        // Diamond groups that can still grow into a shape are promising; five or more are lost.
        for group in &groups.each {
            let k = group.size;
            if k >= 5.0 {
                v -= 0.3 * k;
            } else if group.around & empty != 0 {
                v += 0.25 * k * k / 4.0 + 0.1;
            }
        }
        // Wild marks next to diamond groups are worth having (a cell is next to a group when
        // the group's neighbours hold it). Added one by one in cell order, as ever: the values
        // are compared exactly.
        for w in bits(self.wild) {
            v += if groups.around & (1u128 << w) != 0 {
                0.25
            } else {
                0.1
            };
        }
        // Empty pockets too small for any piece can never be filled: rows through them stay open.
        v -= 0.35 * dead.count_ones() as f64;
        let columns = g.columns as f64;
        for &r in &g.row_masks {
            if r & dead == 0 {
                let filled = (r & self.loaded).count_ones() as f64 / columns;
                v += 0.3 * filled * filled;
            }
        }
        v
    }
}

/// A sheet's diamond groups as [`Light::value_of`] weighs them, in the order
/// [`Geometry::each_component`] finds them (by their lowest cell): each group's cells, size and
/// the cells around it; and the cells around any diamond.
#[derive(Debug, PartialEq)]
struct Groups {
    each: SmallVec<[Group; 8]>,
    around: Bits,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Group {
    cells: Bits,
    size: f64,
    around: Bits,
}

impl Group {
    fn of(cells: Bits) -> Group {
        Group {
            cells,
            size: cells.count_ones() as f64,
            around: GEO.grow(cells),
        }
    }
    /// Whether this group is still one of `diamond`'s, untouched.
    #[inline]
    fn kept_in(&self, diamond: Bits) -> bool {
        self.cells & !diamond == 0 && self.around & !self.cells & diamond == 0
    }
    fn lowest(&self) -> u32 {
        self.cells.trailing_zeros()
    }
}

impl Groups {
    fn of(diamond: Bits) -> Groups {
        let mut each = SmallVec::new();
        GEO.each_component(diamond, |comp| each.push(Group::of(comp)));
        Groups {
            each,
            around: GEO.grow(diamond),
        }
    }

    /// The groups of `diamond`, a load's diamonds after a sheet whose groups were `self`: a group
    /// the load left alone (still all diamonds, none new next to it) is kept, the rest is found
    /// again (the groups the new diamonds made or joined). The same groups, in the same order,
    /// as [`Groups::of`] would find.
    fn after(&self, diamond: Bits) -> Groups {
        let mut each: SmallVec<[Group; 8]> = SmallVec::new();
        let mut cells: Bits = 0;
        for group in self.each.iter().filter(|group| group.kept_in(diamond)) {
            cells |= group.cells;
            each.push(*group);
        }
        GEO.each_component(diamond & !cells, |comp| {
            let at = each.partition_point(|k| k.lowest() < comp.trailing_zeros());
            each.insert(at, Group::of(comp));
        });
        Groups {
            each,
            around: GEO.grow(diamond),
        }
    }
}

/// Heuristic value of a sheet.
pub fn evaluate(sh: &Sheet) -> f64 {
    Light::of(sh).value()
}

/// Every legal placement of the seat to load (the rules' fast generator's anchors).
fn loads(sh: &Sheet) -> Vec<&'static Placement> {
    let f = Frontier::new(sh.masks().loaded);
    let mut out = Vec::new();
    for p in sh.loadable_pieces() {
        for o in &GEO.fast[p] {
            for at in bits(f.anchors(o)) {
                if let Some(pl) = GEO.placement(p, o.orient as usize, at) {
                    out.push(pl);
                }
            }
        }
    }
    out
}

/// A candidate's own number, for the seat's tie-breaking (distinct per action of a step).
fn key(a: &Action) -> u64 {
    match *a {
        Action::Load {
            piece,
            rot,
            mirror,
            at,
        } => {
            (u64::from(piece) << 16)
                | (u64::from(rot) << 9)
                | (u64::from(mirror) << 8)
                | u64::from(at)
        }
        Action::Mark(c) => (1 << 24) | u64::from(c),
        Action::NoMark => 2 << 24,
        Action::Skip(Slot::Piece(p)) => (3 << 24) | u64::from(p),
        Action::Skip(Slot::Wild) => 4 << 24,
        Action::DefaultColours => 5 << 24,
        Action::Colour { piece, colour } => (6 << 24) | (u64::from(piece) << 8) | u64::from(colour),
        Action::Scramble { orient, .. } => (7 << 24) | u64::from(orient),
        Action::Cube(_) => 8 << 24,
    }
}

/// Every candidate of the seat to move with its heuristic value (colour choice excluded).
fn candidates(s: &State) -> Vec<(f64, Action)> {
    let Some(seat) = s.seat() else {
        return Vec::new();
    };
    let sh = &s.sheets[seat];
    let base = Light::of(sh);
    let dead = base.dead();
    match s.phase {
        Phase::Wild { .. } => {
            // A mark makes no diamond: every candidate has the sheet's groups.
            let groups = Groups::of(base.diamond);
            let value = |l: &Light| l.value_of(dead, &groups);
            let mut out = vec![(value(&base), Action::NoMark)];
            for c in bits(GEO.all & !base.loaded & !base.wild) {
                let mut l = base;
                l.wild |= 1u128 << c;
                out.push((value(&l), Action::Mark(c as u8)));
            }
            out
        }
        Phase::Load(_) => {
            let pls = loads(sh);
            if pls.is_empty() {
                return Diaominos
                    .legal_actions(s)
                    .into_iter()
                    .map(|a| (base.value(), a))
                    .collect();
            }
            let groups = Groups::of(base.diamond);
            let mut out: Vec<(f64, Action)> = pls
                .iter()
                .map(|pl| {
                    let l = base.load(sh, pl);
                    let dead = l.dead_after(dead, pl.mask);
                    let value = if l.diamond == base.diamond {
                        l.value_of(dead, &groups)
                    } else {
                        l.value_of(dead, &groups.after(l.diamond))
                    };
                    (value, load_action(pl))
                })
                .collect();
            // A piece that fits nowhere may be skipped now (listed by the rules).
            for slot in &sh.slots {
                if let Slot::Piece(p) = slot {
                    let a = Action::Skip(Slot::Piece(*p));
                    if !out.iter().any(|(_, b)| *b == a) && !pls.iter().any(|pl| pl.piece == *p) {
                        out.push((base.value(), a));
                    }
                }
            }
            out
        }
        _ => Diaominos
            .legal_actions(s)
            .into_iter()
            .map(|a| (0.0, a))
            .collect(),
    }
}

/// The heuristic's one-step choice for the seat to move (None if nobody is); equal values go to
/// the one `style` ranks first.
pub fn greedy_action(s: &State, style: u64) -> Option<Action> {
    if let Phase::Colours(_) = s.phase {
        let legal = Diaominos.legal_actions(s);
        return legal
            .iter()
            .find(|a| **a == Action::DefaultColours)
            .or(legal.first())
            .cloned();
    }
    // The best so far, with its place in the seat's order once a tie asked for it (most steps
    // have no tie, and the order costs two hashes per candidate).
    let mut best: Option<(f64, Option<u64>, Action)> = None;
    for (v, a) in candidates(s) {
        let Some((bv, bt, ba)) = best.as_mut() else {
            best = Some((v, None, a));
            continue;
        };
        if v > *bv {
            best = Some((v, None, a));
        } else if v == *bv {
            let t = tiebreak(style, key(&a));
            if t > *bt.get_or_insert_with(|| tiebreak(style, key(ba))) {
                best = Some((v, Some(t), a));
            }
        }
    }
    best.map(|(_, _, a)| a)
}

/// The seat's order for a candidate's key (as [`Think::tiebreak`], usable without a `Think`).
fn tiebreak(style: u64, key: u64) -> u64 {
    mix(style ^ mix(key))
}

/// The seat's final points on a sheet.
fn points(sh: &Sheet) -> f64 {
    let mut v = 0.0;
    for c in sh.shape_counts() {
        if c > 0 {
            v += c as f64 + 1.0;
        }
    }
    v + sh.full_rows() as f64
}

/// What a playout came to: the seat's final total by the rules, and what a bot ranks it by (its
/// points without the table's first-to-score ones, plus a whisker of the heuristic to break
/// ties, which is no score: a hint shows the total).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Played {
    points: f64,
    rank: f64,
}

/// Plays the seat's game on alone with the greedy policy; the seat's final points and what a bot
/// ranks them by.
fn playout(mut s: State, seat: usize, style: u64) -> Played {
    let mut guard = 0;
    while guard < 400 {
        guard += 1;
        match s.seat() {
            None => break,
            // Other seats never change this seat's sheet: pass over them.
            Some(i) if i != seat => {
                s.sheets[i].slots.clear();
                Diaominos.finish_seat(&mut s, i);
            }
            Some(_) => match greedy_action(&s, style) {
                Some(a) => Diaominos.perform(&mut s, &a),
                None => break,
            },
        }
    }
    let sh = &s.sheets[seat];
    // The rules' total (with the table's first-to-score points, which the ranking leaves out).
    let total = Diaominos.scores(&s).get(seat).map_or(0, |x| x.total);
    Played {
        points: f64::from(total),
        rank: points(sh) + 0.01 * Light::of(sh).value(),
    }
}

/// Candidates ranked by the heuristic, best first (ties in the seat's order).
fn ranked(s: &State, style: u64) -> Vec<(f64, Action)> {
    let mut r: Vec<(f64, u64, Action)> = candidates(s)
        .into_iter()
        .map(|(v, a)| (v, tiebreak(style, key(&a)), a))
        .collect();
    r.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
    r.into_iter().map(|(v, _, a)| (v, a)).collect()
}

/// The best `width` heuristic candidates, each judged by a greedy playout of the rest of the
/// seat's game; ties go to the seat's order.
/// The choice is kept in [`choice_memo`] (it depends on the seat's own game alone); a kept one's
/// value is played out again.
fn playout_choice(s: &State, width: usize, think: &Think<'_>) -> Option<BotChoice<Action>> {
    let seat = s.seat()?;
    let style = think.style;
    let played = |a: &Action| {
        let mut st = s.clone();
        Diaominos.perform(&mut st, a);
        playout(st, seat, style)
    };
    let missed = match choice_memo::look(s, seat, width, style) {
        choice_memo::Looked::Kept(action) => {
            let v = played(&action);
            return Some(BotChoice {
                action,
                value: Some(v.points),
            });
        }
        choice_memo::Looked::Missed(missed) => missed,
    };
    let mut ranked = ranked(s, style);
    if ranked.len() <= 1 {
        return ranked.pop().map(|(_, action)| BotChoice {
            action,
            value: None,
        });
    }
    let judged = ranked.into_iter().take(width).map(|(_, a)| {
        let v = played(&a);
        let k = key(&a);
        ((a, v), v.rank, k)
    });
    let ((action, v), _) = think.best(judged)?;
    choice_memo::keep(missed, &action);
    Some(BotChoice {
        action,
        value: Some(v.points),
    })
}

/// The Normal bot's choice, with its playout estimate of the final score.
pub fn normal_choice(s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
    if matches!(s.phase, Phase::Colours(_)) {
        return greedy_action(s, think.style).map(|action| BotChoice {
            action,
            value: None,
        });
    }
    playout_choice(s, PLAYOUTS, think)
}

/// Candidates the Strong bot plays out per decision.
pub const STRONG_PLAYOUTS: usize = 48;

/// The Strong bot: colours chosen by playing the game out under every colour assignment, and
/// four times as many candidates played out per decision as Normal.
pub fn strong_choice(s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
    if let Phase::Colours(seat) = s.phase {
        return colour_choice(s, seat as usize, think);
    }
    playout_choice(s, STRONG_PLAYOUTS, think)
}

/// Colour assignments the Strong bot plays out.
pub const COLOUR_PLAYOUTS: usize = 160;

/// A quick count of what colour assignment `a` promises `seat` over the six rounds, without a
/// grid: the drawing marks the top stickers make that the facing stickers' loads then carry
/// (a wild facing sticker takes the piece with the most marks waiting), plus the wild marks.
fn diamond_promise(s: &State, seat: usize, a: &[u8; PIECES]) -> f64 {
    let mut cube = s.cube.clone();
    let dir = seat_dir(s.seats as usize, seat);
    let slot = |c: u8| match a.iter().position(|&x| x == c) {
        Some(p) => Slot::Piece(p as u8),
        None => Slot::Wild,
    };
    let mut waiting = [0u8; PIECES];
    let mut left = [4u8; PIECES];
    let mut v = 0.0;
    for round in 1..=ROUNDS {
        if round > 1 {
            roll(&mut cube, round);
        }
        for c in cube.top() {
            match slot(c) {
                Slot::Piece(p) if left[p as usize] > 0 => {
                    left[p as usize] -= 1;
                    waiting[p as usize] += 1;
                }
                Slot::Piece(_) => {}
                Slot::Wild => v += 0.8,
            }
        }
        for c in cube.facing(dir) {
            let p = match slot(c) {
                Slot::Piece(p) => p as usize,
                Slot::Wild => (0..PIECES).max_by_key(|&p| waiting[p]).unwrap_or(0),
            };
            v += f64::from(waiting[p]);
            waiting[p] = 0;
        }
    }
    v
}

/// Every way to give the five pieces five different colours of the six (the sixth is wild).
fn assignments() -> Vec<[u8; PIECES]> {
    let mut out = Vec::new();
    let mut cur = [0u8; PIECES];
    fn rec(i: usize, used: u8, cur: &mut [u8; PIECES], out: &mut Vec<[u8; PIECES]>) {
        if i == PIECES {
            out.push(*cur);
            return;
        }
        for c in 0..6u8 {
            if used & (1 << c) == 0 {
                cur[i] = c;
                rec(i + 1, used | (1 << c), cur, out);
            }
        }
    }
    rec(0, 0, &mut cur, &mut out);
    out
}

/// The colour step of the Strong bot: every assignment that extends the colours already chosen is
/// played out greedily from round 1 (the scramble, and so every later roll, is known), and the
/// best one's next colour is taken (the default in one click when the best is the default).
fn colour_choice(s: &State, seat: usize, think: &Think<'_>) -> Option<BotChoice<Action>> {
    let chosen = s.sheets[seat].colours;
    let next = chosen.iter().position(|c| c.is_none())?;
    let default = default_colours();
    // The assignments still open, the most promising first by a count of the diamonds they could
    // make (ties in the seat's order); only the first few are played out.
    let mut open: Vec<([u8; PIECES], f64, u64)> = assignments()
        .into_iter()
        .filter(|a| (0..PIECES).all(|p| chosen[p].is_none_or(|c| c == a[p])))
        .map(|a| {
            let k = a.iter().fold(0u64, |k, &c| k * 8 + u64::from(c));
            (a, diamond_promise(s, seat, &a), think.tiebreak(k))
        })
        .collect();
    open.sort_by(|x, y| y.1.total_cmp(&x.1).then(y.2.cmp(&x.2)));
    let judged = open.into_iter().take(COLOUR_PLAYOUTS).map(|(a, _, _)| {
        let mut st = s.clone();
        for (i, sh) in st.sheets.iter_mut().enumerate() {
            if i == seat {
                sh.colours = a.map(Some);
            } else if sh.colours.iter().any(|c| c.is_none()) {
                sh.colours = default;
            }
        }
        Diaominos.start_round(&mut st);
        let v = playout(st, seat, think.style);
        let k = a.iter().fold(0u64, |k, &c| k * 8 + u64::from(c));
        ((a, v), v.rank, k)
    });
    let ((best, v), _) = think.best(judged)?;
    let action = if next == 0 && best.map(Some) == default {
        Action::DefaultColours
    } else {
        Action::Colour {
            piece: next as u8,
            colour: best[next],
        }
    };
    Some(BotChoice {
        action,
        value: Some(v.points),
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::each_random_position;
    use super::*;

    /// Every load of random games: the diamond groups worked out from the sheet's are those of
    /// the load's diamonds, in the same order, and weigh the same to the bit.
    #[test]
    fn a_loads_groups_found_from_the_sheets_are_its_diamonds_groups() {
        let mut loads_checked = 0;
        let mut made = 0;
        for seed in 1..=6 {
            each_random_position(seed, 2, 2_000, |s| {
                let (Phase::Load(_), Some(seat)) = (s.phase, s.seat()) else {
                    return;
                };
                let sh = &s.sheets[seat];
                let base = Light::of(sh);
                let groups = Groups::of(base.diamond);
                let dead = base.dead();
                for pl in loads(sh) {
                    let l = base.load(sh, pl);
                    let dead = l.dead_after(dead, pl.mask);
                    let after = groups.after(l.diamond);
                    assert_eq!(after, Groups::of(l.diamond), "seed {seed}");
                    assert_eq!(
                        l.value_of(dead, &after).to_bits(),
                        l.value_with(dead).to_bits()
                    );
                    assert_eq!(dead, l.dead(), "seed {seed}: pockets");
                    loads_checked += 1;
                    made += usize::from(l.diamond != base.diamond);
                }
            });
        }
        // Both kinds of load are met: with new diamonds and without.
        assert!(
            made > 100 && loads_checked - made > 100,
            "{made} of {loads_checked}"
        );
    }
}
