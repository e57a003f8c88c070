//! The duel: two players left, one fish each. Who do the Mollies catch first, if both players
//! play it out perfectly? For every position (the first mover's fish, the second mover's fish, the
//! two Mollies) and the rounds looked ahead, the table says: the first mover wins alone, loses,
//! both are caught in the same step (a shared win), or nothing is settled that soon. A measuring
//! tool, not used by the bots: `duel_figures` counts the positions each comes to (docs/bots.md,
//! "What perfect play makes of a duel").
//!
//! The model leaves the dice out: the machines stay as they are (a running machine's card is
//! closed) and the current does not run. Each round the first mover swims (or stays), then the
//! second, then each Molly swims one card towards the nearest card with fish (the two cards are
//! equally lonely unless both fish share one), the first mover choosing where the rules leave a
//! choice; a fish is caught where a Molly ends. Next round the other player moves first (as with
//! two seats).

use super::super::state::Card;
use super::*;

const N: usize = Card::COUNT;

/// What a duel position comes to, seen by the first mover, in the order it ranks them (an open
/// game above a shared win: it may still win alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Duel {
    Loss,
    Shared,
    Open,
    Win,
}

impl Duel {
    /// The same result seen by the other player.
    fn flip(self) -> Duel {
        match self {
            Duel::Loss => Duel::Win,
            Duel::Win => Duel::Loss,
            d => d,
        }
    }
    /// How the second mover ranks the first mover's results: its own win first, then an open
    /// game, then a shared win.
    fn rank_for_second(self) -> u8 {
        match self {
            Duel::Loss => 3,
            Duel::Open => 2,
            Duel::Shared => 1,
            Duel::Win => 0,
        }
    }
}

struct DuelTable {
    v: Vec<Duel>,
}

fn at(x: usize, y: usize, a: usize, b: usize) -> usize {
    ((x * N + y) * N + a) * N + b
}

impl DuelTable {
    fn get(&self, x: Card, y: Card, a: Card, b: Card) -> Duel {
        self.v
            .get(at(x.index(), y.index(), a.index(), b.index()))
            .copied()
            .unwrap_or(Duel::Open)
    }

    /// The table for the open cards `open` (a bit per card a fish may enter), `horizon` rounds.
    fn compute(open: u32, horizon: u32) -> DuelTable {
        let cards: Vec<Card> = Card::all().collect();
        let nb: Vec<u32> = cards
            .iter()
            .map(|c| c.neighbours().fold(0u32, |m, n| m | 1 << n.index()))
            .collect();
        // A Molly's first steps from m towards t (m itself if there).
        let mut steps = vec![0u32; N * N];
        for m in 0..N {
            for t in 0..N {
                let d = cards[m].distance(cards[t]);
                steps[m * N + t] = if d == 0 {
                    1 << m
                } else {
                    cards[m]
                        .neighbours()
                        .filter(|n| n.distance(cards[t]) + 1 == d)
                        .fold(0, |s, n| s | 1 << n.index())
                };
            }
        }
        let molly = |m: usize, x: usize, y: usize| -> u32 {
            let (dx, dy) = (cards[m].distance(cards[x]), cards[m].distance(cards[y]));
            let mut o = 0;
            if dx <= dy {
                o |= steps[m * N + x];
            }
            if dy <= dx {
                o |= steps[m * N + y];
            }
            o
        };
        let bits = |m: u32| crate::engine::bitset::bits(m.into());
        let mut prev = vec![Duel::Open; N * N * N * N];
        for _ in 0..horizon {
            let mut next = vec![Duel::Open; N * N * N * N];
            for x in 0..N {
                for y in 0..N {
                    for a in 0..N {
                        for b in 0..N {
                            let mollies = 1 << a | 1 << b;
                            if mollies & (1 << x | 1 << y) != 0 {
                                continue;
                            }
                            let px = (nb[x] & open & !mollies) | 1 << x;
                            let qy = (nb[y] & open & !mollies) | 1 << y;
                            let mut best_p: Option<Duel> = None;
                            for x2 in bits(px) {
                                let mut best_q: Option<Duel> = None;
                                for y2 in bits(qy) {
                                    let mut best_m: Option<Duel> = None;
                                    for a2 in bits(molly(a, x2, y2)) {
                                        for b2 in bits(molly(b, x2, y2)) {
                                            let ex = x2 == a2 || x2 == b2;
                                            let ey = y2 == a2 || y2 == b2;
                                            let v = match (ex, ey) {
                                                (true, true) => Duel::Shared,
                                                (true, false) => Duel::Loss,
                                                (false, true) => Duel::Win,
                                                (false, false) => prev[at(y2, x2, a2, b2)].flip(),
                                            };
                                            if best_m.is_none_or(|m| v > m) {
                                                best_m = Some(v);
                                            }
                                        }
                                    }
                                    let v = best_m.unwrap_or(Duel::Open);
                                    if best_q
                                        .is_none_or(|q| v.rank_for_second() > q.rank_for_second())
                                    {
                                        best_q = Some(v);
                                    }
                                }
                                let v = best_q.unwrap_or(Duel::Open);
                                if best_p.is_none_or(|p| v > p) {
                                    best_p = Some(v);
                                }
                            }
                            next[at(x, y, a, b)] = best_p.unwrap_or(Duel::Open);
                        }
                    }
                }
            }
            prev = next;
        }
        DuelTable { v: prev }
    }
}

/// The open cards of the starter aquarium with its machines off.
fn starter_open() -> u32 {
    let s = position(RuleSet::Standard, ["e1", "b4"], &[&["a1"], &["f4"]], 0);
    super::super::chase::open_cards(&s)
}

/// The duel table of the starter aquarium (machines off), `horizon` rounds.
fn starter(horizon: u32) -> DuelTable {
    DuelTable::compute(starter_open(), horizon)
}

#[test]
fn a_fish_that_cannot_leave_the_dead_end_loses_the_duel() {
    let t = starter(1);
    // a4's neighbours are the anemone a3 and b4, where a Molly is: the fish cannot move, and
    // that Molly's nearest fish is it. The other fish, on f1, is three cards from the other
    // Molly (f4) and swims first or second: one round cannot bring that Molly onto it.
    assert_eq!(t.get(c("a4"), c("f1"), c("b4"), c("f4")), Duel::Loss);
    // The same position with the f1 fish moving first.
    assert_eq!(t.get(c("f1"), c("a4"), c("f4"), c("b4")), Duel::Win);
    // Both fish in the dead end: caught in the same step, a shared win.
    assert_eq!(t.get(c("a4"), c("a4"), c("b4"), c("f4")), Duel::Shared);
}

#[test]
fn the_second_mover_takes_the_one_way_out() {
    // The first mover's fish is stuck on a4 (Molly on b4); the second mover's is on b3, next to
    // the same Molly, the other Molly on c4. Staying, it would be as near the b4 Molly as a4 is,
    // and the first mover (who picks where the rules leave a choice) would send that Molly onto
    // it. On c3 it would be next to the c4 Molly while the b4 Molly eats a4: both in the same
    // step. On b2 it is two cards from b4 and three from c4, nearer neither Molly than a4 is:
    // only a4 is caught.
    let t = starter(1);
    assert_eq!(t.get(c("a4"), c("b3"), c("b4"), c("c4")), Duel::Loss);
    // With the other Molly on c2 instead, both ways out (c3 and b2) are next to it, and staying
    // loses alone: the second mover swims out and is eaten in the same step as a4, a shared win.
    assert_eq!(t.get(c("a4"), c("b3"), c("b4"), c("c2")), Duel::Shared);
}

/// How duels (two players, one fish each) come out with perfect play, by the rounds looked
/// ahead: `DUEL_HORIZONS=4,8,16 cargo test --lib duel_figures -- --ignored --nocapture`.
#[test]
#[ignore]
fn duel_figures() {
    let open = starter_open();
    let horizons = std::env::var("DUEL_HORIZONS").unwrap_or_else(|_| "4,8,16".into());
    for h in horizons.split(',').map(|h| h.parse::<u32>().unwrap()) {
        let t0 = web_time::Instant::now();
        let t = DuelTable::compute(open, h);
        let took = t0.elapsed();
        // By the fish's distance apart (0 = together, 1 = next to each other, 2+).
        let mut counts = [[0usize; 4]; 3];
        for x in Card::all().filter(|c| open & 1 << c.index() != 0) {
            for y in Card::all().filter(|c| open & 1 << c.index() != 0) {
                for a in Card::all() {
                    for b in Card::all().filter(|&b| b >= a) {
                        if [a, b].contains(&x) || [a, b].contains(&y) {
                            continue;
                        }
                        let d = x.distance(y).min(2);
                        let k = match t.get(x, y, a, b) {
                            Duel::Loss => 0,
                            Duel::Shared => 1,
                            Duel::Open => 2,
                            Duel::Win => 3,
                        };
                        counts[d][k] += 1;
                    }
                }
            }
        }
        println!(
            "horizon {h} ({took:?}): by distance apart, [first mover loses, shared, open, wins]"
        );
        for (d, c) in counts.iter().enumerate() {
            let n: usize = c.iter().sum();
            println!(
                "  {d}: {:?} of {n} = {:.0}% / {:.0}% / {:.0}% / {:.0}%",
                c,
                100.0 * c[0] as f64 / n as f64,
                100.0 * c[1] as f64 / n as f64,
                100.0 * c[2] as f64 / n as f64,
                100.0 * c[3] as f64 / n as f64
            );
        }
    }
}
