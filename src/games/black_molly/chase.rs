//! How long a school of fish can outswim the Mollies: for a fish on card `f` with the Mollies on
//! `m1` and `m2`, the fewest rounds in which the Mollies catch it whatever it does, if they hunt
//! only this card (it stays the loneliest) and pick their routes as badly for it as they may.
//!
//! Each round the fish moves first (staying, or one card onto water it may enter: no anemone, no
//! machine that is ON, no Molly), then every Molly swims one card along a shortest route to it;
//! it is caught when a Molly ends on its card. The table covers every position (24³) for one
//! aquarium with one set of machines, and is computed once per such pair and kept.

use super::data::CardKind;
use super::state::{Card, Cards, State};
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

/// Rounds looked ahead; a fish that lasts longer is marked [`ESCAPES`].
pub const HORIZON: u8 = 8;
/// A fish the Mollies cannot be sure of catching within [`HORIZON`] rounds.
pub const ESCAPES: u8 = u8::MAX;

const N: usize = Card::COUNT;
const _: () = assert!(N <= 32, "a card per bit of the open cards");

/// Rounds to catch, per (fish card, Molly 1 card, Molly 2 card).
pub struct ChaseTable {
    pair: Vec<u8>,
}

impl ChaseTable {
    /// The fewest rounds in which Mollies on `m1` and `m2`, both hunting the card `f`, surely
    /// catch a fish on it, or [`ESCAPES`]. Two Mollies on one card may split up.
    pub fn rounds(&self, f: Card, m1: Card, m2: Card) -> u8 {
        self.pair
            .get(f.index() * N * N + m1.index() * N + m2.index())
            .copied()
            .unwrap_or(ESCAPES)
    }

    /// The table for the open cards `open` ([`open_cards`]).
    fn compute(open: u32) -> ChaseTable {
        let cards: Vec<Card> = Card::all().collect();
        let neighbours: Vec<Vec<Card>> = cards.iter().map(|c| c.neighbours().collect()).collect();
        // A Molly's first steps on a shortest route from `m` to `t` (itself if already there).
        let steps = |m: Card, t: Card| -> Vec<usize> {
            let d = m.distance(t);
            if d == 0 {
                return vec![m.index()];
            }
            neighbours[m.index()]
                .iter()
                .filter(|n| n.distance(t) + 1 == d)
                .map(|n| n.index())
                .collect()
        };
        // Where a fish on `f` may be after its move, Mollies on `a` and `b`.
        let options = |f: usize, a: Card, b: Card| -> Vec<Card> {
            std::iter::once(cards[f])
                .chain(
                    neighbours[f]
                        .iter()
                        .copied()
                        .filter(|n| open & 1 << n.index() != 0 && *n != a && *n != b),
                )
                .collect()
        };
        let mut pair = vec![ESCAPES; N * N * N];
        for k in 1..=HORIZON {
            // Doomed within k rounds: every move leaves the fish next to a Molly, or in a
            // position the Mollies (routing as they please) turn into one doomed within k - 1.
            let at = |f: usize, a: usize, b: usize| f * N * N + a * N + b;
            let mut next = pair.clone();
            for f in 0..N {
                for a in (0..N).filter(|&a| a != f) {
                    for b in (0..N).filter(|&b| b != f && pair[at(f, a, b)] == ESCAPES) {
                        let (ac, bc) = (cards[a], cards[b]);
                        let doomed = options(f, ac, bc).into_iter().all(|to| {
                            ac.distance(to) <= 1
                                || bc.distance(to) <= 1
                                || steps(ac, to).iter().any(|&a2| {
                                    steps(bc, to)
                                        .iter()
                                        .any(|&b2| pair[at(to.index(), a2, b2)] < k)
                                })
                        });
                        if doomed {
                            next[at(f, a, b)] = k;
                        }
                    }
                }
            }
            pair = next;
        }
        ChaseTable { pair }
    }
}

/// The cards a fish may swim onto in `s` (Mollies aside), a bit per card: no anemone, no running
/// machine.
pub(super) fn open_cards(s: &State) -> u32 {
    Card::all()
        .filter(|&c| s.kind(c) != CardKind::Anemone && s.machine_on(c).is_none())
        .fold(0, |open, c| open | 1 << c.index())
}

/// The tables of one aquarium a thread uses: its cards, which cards are open with every machine
/// off, each machine's card (a bit each), and the table of each setting of the machines (a bit
/// per machine, ON = 1) once asked for.
struct Aquarium {
    cards: Cards,
    base: u32,
    machines: [u32; 3],
    tables: [Option<Arc<ChaseTable>>; 8],
}

impl Aquarium {
    fn of(s: &State) -> Aquarium {
        let mut machines = [0u32; 3];
        let mut base = 0u32;
        for c in Card::all() {
            match s.kind(c) {
                CardKind::Anemone => continue,
                CardKind::Machine(n) => {
                    if let Some(m) = machines.get_mut(usize::from(n).wrapping_sub(2)) {
                        *m |= 1 << c.index();
                    }
                }
                _ => {}
            }
            base |= 1 << c.index();
        }
        Aquarium {
            cards: s.cards.clone(),
            base,
            machines,
            tables: Default::default(),
        }
    }

    /// [`open_cards`] of a position in this aquarium with the machines `on`: the machines that
    /// run are taken off the cards open with all of them off.
    fn open(&self, on: usize) -> u32 {
        self.machines
            .iter()
            .enumerate()
            .filter(|&(i, _)| on & 1 << i != 0)
            .fold(self.base, |open, (_, &m)| open & !m)
    }
}

thread_local! {
    /// This thread's [`Aquarium`].
    static LAST: RefCell<Option<Aquarium>> = const { RefCell::new(None) };
}

/// `f` of the table for `s`'s aquarium and machines (computed on first use, then shared). Each
/// thread keeps the tables of the aquarium it used last, by machine setting, so the bots' many
/// lookups neither queue for the shared lock nor work out the open cards again.
pub fn with_table<R>(s: &State, f: impl FnOnce(&ChaseTable) -> R) -> R {
    let on = s
        .machines_on
        .iter()
        .enumerate()
        .fold(0usize, |m, (i, &on)| m | usize::from(on) << i);
    LAST.with(|last| {
        // Only a call from inside `f` could find it borrowed: it is then served from the shared
        // tables.
        let Ok(mut last) = last.try_borrow_mut() else {
            return f(&shared(open_cards(s)));
        };
        if last.as_ref().is_none_or(|a| a.cards != s.cards) {
            *last = Some(Aquarium::of(s));
        }
        let Some(aquarium) = last.as_mut() else {
            return f(&shared(open_cards(s)));
        };
        let open = aquarium.open(on);
        match aquarium.tables.get_mut(on) {
            Some(slot) => f(slot.get_or_insert_with(|| shared(open))),
            None => f(&shared(open)),
        }
    })
}

/// The open cards of `s` as [`with_table`] works them out from this thread's kept aquarium
/// (tests compare them with [`open_cards`]).
#[cfg(test)]
pub(super) fn kept_open_cards(s: &State) -> u32 {
    let on = s
        .machines_on
        .iter()
        .enumerate()
        .fold(0usize, |m, (i, &on)| m | usize::from(on) << i);
    with_table(s, |_| ());
    LAST.with(|last| last.borrow().as_ref().map_or(0, |a| a.open(on)))
}

/// The table for the open cards `open`, from the tables shared by every thread.
fn shared(open: u32) -> Arc<ChaseTable> {
    type Cache = Mutex<Vec<(u32, Arc<ChaseTable>)>>;
    static CACHE: Cache = Mutex::new(Vec::new());
    // A poisoned lock only means another thread panicked while computing; the kept tables are
    // whole (they are pushed after they are complete), so the cache stays usable.
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = cache.iter().find(|(o, _)| *o == open) {
        return t.clone();
    }
    let t = Arc::new(ChaseTable::compute(open));
    // Eight machine settings per aquarium; a long-running server sees many random aquariums.
    if cache.len() >= 64 {
        cache.remove(0);
    }
    cache.push((open, t.clone()));
    t
}
