//! How the bots value a position between two rounds (the leaves of their lookahead): each
//! player's fish alive, each weighed by how exposed it is once the round is over, minus the
//! opponents' share. Exposure looks past the round: a card the Mollies hunt is as exposed as the
//! rounds they need to corner it ([`chase`]); a fish sharing a card near a Molly with a player who
//! moves after it next round may be left alone there; and once two players are left, a fish the
//! other player's last fish can reach may be joined and eaten with it. Normal scores its one-round
//! look by [`Measure::NORMAL`], Strong its two-round look by [`Measure::STRONG`] (the Normal moves
//! it imagines by [`Measure::NORMAL_IN_STRONG_LOOK`]).

use super::chase;
use super::data::CardKind;
use super::round::Loneliest;
use super::state::{Card, Fish, RuleSet, State};
use smallvec::SmallVec;

/// Weight of the opponents' (mean) material against one's own.
const OPPONENT_WEIGHT: f64 = 0.6;
/// Value of winning alone (and, negated, of losing) when the lookahead reaches the end of the game.
const WIN: f64 = 100.0;

/// Value of a win shared by `share` players: `1 / share` of a win on the same straight scale
/// from a loss (−[`WIN`]) to a sole win ([`WIN`]), so two players sharing get 0 each. It was
/// `WIN / share` (50 for two), three quarters of the way to a sole win: a seat then swam its last
/// fish onto an opponent's last fish to be eaten together whenever its own chances were merely
/// even. Measured (docs/bots.md): Strong×2 ended with one winner in 52% of 50 games, not 44%;
/// Normal's line-ups unchanged within the noise (their one-round look rarely sees the end).
fn won_share(share: f64) -> f64 {
    -WIN + 2.0 * WIN / share
}

/// A seat's result of a lookahead: what the bot maximises, and the expected score total once
/// this round is over (fish still swimming; in the variant the chance the old fish lives) that
/// Hint shows.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Outcome {
    pub value: f64,
    pub total: f64,
}

/// Every seat's [`Outcome`], kept inline (a game has at most 4 seats; more would spill to the
/// heap and still work): the lookahead makes one per position it values, and as `Vec`s their
/// allocations were a good part of its time.
pub type Outcomes = SmallVec<[Outcome; 4]>;

/// How a position between two rounds is valued: fish alive, each less its exposure, minus the
/// opponents' share ([`leaves_all`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Measure {
    /// Weight of the opponents' (mean) material against one's own.
    opponents: f64,
    /// Extra weight of an opponent with fewer fish than the seat (Strong's pressing).
    lead: f64,
    /// Extra danger of a fish that a later mover may leave alone ([`STRAND_DANGER`]).
    strand: f64,
    /// Extra danger of a fish that a later mover's last fish may join ([`JOIN_DANGER`]).
    join: f64,
}

impl Measure {
    /// Normal's.
    pub(super) const NORMAL: Measure = Measure {
        opponents: OPPONENT_WEIGHT,
        lead: 0.0,
        strand: STRAND_DANGER,
        join: JOIN_DANGER,
    };
    /// Normal's, as Strong's look uses it (for the Normal moves it imagines and the plans it
    /// shortlists): the left-alone guess counts [`STRONG_STRAND_DANGER`] and the joining guess
    /// nothing (the look plays next round out and sees who joins whom).
    pub(super) const NORMAL_IN_STRONG_LOOK: Measure = Measure {
        strand: STRONG_STRAND_DANGER,
        join: 0.0,
        ..Measure::NORMAL
    };
    /// Strong's: a seat that has more fish than an opponent presses on: that opponent's material
    /// counts [`LEAD_WEIGHT`] more against it (shared like Normal's weight among the opponents).
    /// Strong never loses to Normal but, valuing the opponent's last fish like Normal does, it
    /// often let the game run to the round-100 shared win instead of finishing it.
    pub(super) const STRONG: Measure = Measure {
        lead: LEAD_WEIGHT,
        ..Measure::NORMAL_IN_STRONG_LOOK
    };
}

/// Strong's leaves ([`Measure::STRONG`]).
pub(super) fn strong_leaves(s: &State) -> Outcomes {
    leaves_weighing(s, &Measure::STRONG)
}

/// Extra weight of a trailing opponent's material in Strong's leaves.
const LEAD_WEIGHT: f64 = 0.4;

/// Most seats a game has (`max_seats` in `mod.rs`, and the inline size of [`Outcomes`]): the
/// leaves keep their per-seat figures in arrays of this size, since they are valued millions of
/// times in a review and growable lists cost a check (and a copy) at every step.
const SEATS: usize = 4;

/// What one pass over the fish of a position tells the leaves.
struct Census {
    /// Fish alive per seat.
    alive: [usize; SEATS],
    /// Per seat: the card of its last fish (in the fish's order) that keeps it in the game.
    keeping: [Option<Card>; SEATS],
    /// A bit per seat whose old fish swims.
    old_alive: u32,
    /// Per card: a bit for each seat with fish on it, and how many fish.
    owners: [u32; Card::COUNT],
    counts: [usize; Card::COUNT],
    /// The cards with fish, a bit each.
    occupied: u32,
}

impl Census {
    /// The census of `s`; fish of seats past [`SEATS`] (no game has them) count for no seat.
    fn of(s: &State) -> Census {
        let mut c = Census {
            alive: [0; SEATS],
            keeping: [None; SEATS],
            old_alive: 0,
            owners: [0; Card::COUNT],
            counts: [0; Card::COUNT],
            occupied: 0,
        };
        for f in &s.fish {
            let Some(at) = f.at else { continue };
            if let (Some(o), Some(n)) = (c.owners.get_mut(at.index()), c.counts.get_mut(at.index()))
            {
                *o |= 1 << f.owner;
                *n += 1;
                c.occupied |= 1 << at.index();
            }
            if let (Some(alive), Some(keeping)) =
                (c.alive.get_mut(f.owner), c.keeping.get_mut(f.owner))
            {
                *alive += 1;
                if s.keeps_in_game(f) {
                    *keeping = f.at;
                }
            }
            if f.old {
                c.old_alive |= 1 << f.owner;
            }
        }
        c
    }

    /// The cards with fish, in reading order.
    fn cards(&self) -> impl Iterator<Item = Card> {
        Card::in_bits(self.occupied)
    }

    /// Seat `p`'s score total (the fish it has left; in the variant, whether its old fish
    /// lives).
    fn total(&self, rules: RuleSet, p: usize) -> f64 {
        match rules {
            RuleSet::Standard => self.alive.get(p).copied().unwrap_or(0) as f64,
            RuleSet::OldestFish => (self.old_alive >> p & 1) as u8 as f64,
        }
    }
}

/// Each seat's [`Outcome`] of `s`, a position between two rounds (or the game's end), valued by
/// `measure`; the total is the fish it has left (in the variant, whether its old fish lives).
pub(super) fn leaves_weighing(s: &State, measure: &Measure) -> Outcomes {
    let census = Census::of(s);
    let values = leaves_all(s, measure, &census);
    let mut out = [Outcome::default(); SEATS];
    for (p, (o, &value)) in out.iter_mut().zip(&values).enumerate() {
        *o = Outcome {
            value,
            total: census.total(s.rules, p),
        };
    }
    // Inline: a game has at most SEATS seats.
    Outcomes::from_buf_and_len(out, s.seats.min(SEATS))
}

/// Every seat's score total in `s` ([`Outcome::total`] of a position between two rounds).
pub(super) fn totals(s: &State) -> SmallVec<[f64; 4]> {
    let census = Census::of(s);
    (0..s.seats).map(|p| census.total(s.rules, p)).collect()
}

/// How far card `c` is from the nearer Molly.
pub(super) fn molly_distance(s: &State, c: Card) -> usize {
    s.mollies
        .iter()
        .map(|m| m.distance(c))
        .min()
        .unwrap_or(usize::MAX)
}

/// How exposed a fish on a card the Mollies hunt is, by the rounds they need to surely catch it
/// (1, 2, … [`chase::HORIZON`]); one they cannot surely catch that soon is [`ESCAPES_DANGER`].
const HUNTED_DANGER: [f64; chase::HORIZON as usize] = [0.9, 0.7, 0.5, 0.35, 0.25, 0.2, 0.15, 0.12];
const ESCAPES_DANGER: f64 = 0.1;
/// Extra danger of a fish that shares its card with another player's fish: whatever catches one
/// catches both, so the loss would not put its owner ahead.
const SHARED_DANGER: f64 = 0.1;
/// Extra danger of a fish that shares its card, within [`STRAND_REACH`] of a Molly, with a fish
/// of a player who moves after its owner next round: that player may swim away and leave it the
/// loneliest fish in reach.
const STRAND_DANGER: f64 = 0.9;
/// [`STRAND_DANGER`] within Strong's look, which plays the next round out and so sees the
/// later movers leave (or stay) instead of guessing. With the full guess on top of what it saw,
/// two Strong seats kept their schools together to the end and shared the win in 63% of 300
/// games (20-22% of the fish moves going straight back); with 0.3, 33% (7%), and Strong still
/// wins alone against Normal in at least 70% of the games in both seat orders (docs/bots.md).
const STRONG_STRAND_DANGER: f64 = 0.3;
const STRAND_REACH: usize = 4;
/// Extra danger, once only two players are left in the game, of a fish within [`STRAND_REACH`]
/// of a Molly on the card of, or next to, the last fish of the opponent who moves after its owner
/// next round. That fish is likely to be caught where it is, and its best way out is to swim onto
/// the other player's fish: the two are then eaten together and share the win (the "hug"). Normal
/// could not see it coming: two Normal seats ended without a sole winner in 19% of 300 games, three
/// in 30%; with this, 12% and 25% (docs/bots.md, which also has why not earlier in the game and
/// not in Strong's look).
const JOIN_DANGER: f64 = 0.9;

/// Per card: how exposed a fish on it is once this round is over. The Mollies hunt the loneliest
/// cards, each the nearest of them; a hunted card is as exposed as the chase table says (both
/// Mollies hunting it can corner what one cannot), any other by how near a Molly is.
/// `molly_distances` is each card's distance to the nearest Molly (needed for the cards with fish
/// only).
fn card_dangers(
    s: &State,
    census: &Census,
    molly_distances: &[usize; Card::COUNT],
) -> [f64; Card::COUNT] {
    let loneliest = Loneliest::among(census.occupied, &census.counts);
    if loneliest.is_empty() {
        return [0.0; Card::COUNT];
    }
    chase::with_table(s, |table| {
        hunted_dangers(s, census, molly_distances, &loneliest, table)
    })
}

/// [`card_dangers`] with the loneliest cards (at least one) and the chase table found.
fn hunted_dangers(
    s: &State,
    census: &Census,
    molly_distances: &[usize; Card::COUNT],
    loneliest: &Loneliest,
    table: &chase::ChaseTable,
) -> [f64; Card::COUNT] {
    let mut out = [0.0; Card::COUNT];
    // Per Molly: its distance to the nearest loneliest card.
    let near = s.mollies.map(|m| {
        loneliest
            .cards()
            .map(|c| m.distance(c))
            .min()
            .unwrap_or(usize::MAX)
    });
    for c in census.cards() {
        let mut danger = if loneliest.contains(c) {
            let [m1, m2] = s.mollies;
            let rounds = match (m1.distance(c) == near[0], m2.distance(c) == near[1]) {
                (true, true) => table.rounds(c, m1, m2),
                // One Molly hunts it: judged as if both were on its card, since the other
                // turns to it as soon as it becomes the nearest loneliest card for that one too
                // (a fish that only just escapes one Molly is not safe). Measured: reading it as
                // one Molly alone, Normal×2 ended with one winner in 37% of games, not 83%
                // (measured with a left-alone danger of 0.6).
                (true, false) => table.rounds(c, m1, m1),
                (false, true) => table.rounds(c, m2, m2),
                (false, false) => chase::ESCAPES,
            };
            match rounds {
                chase::ESCAPES => ESCAPES_DANGER,
                r => HUNTED_DANGER[(r as usize).clamp(1, HUNTED_DANGER.len()) - 1],
            }
        } else {
            match molly_distances[c.index()] {
                0..=1 => 0.15,
                2 => 0.05,
                _ => 0.0,
            }
        };
        if matches!(s.kind(c), CardKind::Machine(_)) {
            danger += 0.05;
        }
        out[c.index()] = danger;
    }
    out
}

/// What [`materials`] needs to know of every card once: its exposure ([`card_dangers`]), whether
/// a Molly is within [`STRAND_REACH`] (a bit per card, asked of the cards with fish only), and,
/// once only two players are left in the game, which of them has its last fish on the card or
/// next to it (a bit per seat; else 0). Which players have fish on it is the census's.
struct CardFacts {
    dangers: [f64; Card::COUNT],
    near_molly: u32,
    last_near: [u32; Card::COUNT],
}

impl CardFacts {
    /// The facts of `s` (its census `census`); [`CardFacts::last_near`] only if `joining` (else
    /// all zero).
    fn of(s: &State, census: &Census, joining: bool) -> CardFacts {
        let mut molly_distances = [usize::MAX; Card::COUNT];
        let mut near_molly = 0u32;
        for c in census.cards() {
            let d = molly_distance(s, c);
            molly_distances[c.index()] = d;
            if d <= STRAND_REACH {
                near_molly |= 1 << c.index();
            }
        }
        CardFacts {
            dangers: card_dangers(s, census, &molly_distances),
            near_molly,
            last_near: if joining {
                last_fish_near(s, census)
            } else {
                [0; Card::COUNT]
            },
        }
    }
}

/// [`CardFacts::last_near`]: per card, a bit for each player whose last fish swims on it or next
/// to it, counted only once at most two players are left in the game (all zero before).
fn last_fish_near(s: &State, census: &Census) -> [u32; Card::COUNT] {
    let mut out = [0u32; Card::COUNT];
    let seats = s.seats.min(SEATS);
    let keeping = &census.keeping[..seats];
    if keeping.iter().filter(|k| k.is_some()).count() > 2 {
        return out;
    }
    for (p, (&alive, &keeping)) in census.alive[..seats].iter().zip(keeping).enumerate() {
        if let (1, Some(c)) = (alive, keeping) {
            for near in std::iter::once(c).chain(c.neighbours()) {
                out[near.index()] |= 1 << p;
            }
        }
    }
    out
}

/// How much each seat's fish are worth in `s`: each fish by its weight (in the variant the old
/// fish counts most), less its exposure ([`card_dangers`], [`SHARED_DANGER`], [`STRAND_DANGER`],
/// [`JOIN_DANGER`]).
/// One pass over the fish for all seats; each seat's fish are added in the fish's order from
/// -0.0, as a sum over that seat's fish alone would, so the values are the same to the bit.
fn materials(s: &State, census: &Census, facts: &CardFacts, measure: &Measure) -> [f64; SEATS] {
    let later = later_movers(s);
    let mut m = [-0.0; SEATS];
    for f in &s.fish {
        if let (Some(c), Some(&later), Some(v)) = (f.at, later.get(f.owner), m.get_mut(f.owner)) {
            *v += fish_value(s, f, c.index(), later, census, facts, measure);
        }
    }
    if s.rules == RuleSet::OldestFish {
        for (p, v) in m.iter_mut().enumerate() {
            if census.old_alive >> p & 1 == 0 {
                *v = 0.0;
            }
        }
    }
    m
}

/// Per seat `p`: the seats moving after it next round, a bit each. Next round's move order
/// starts with `s.starter` (the leaves are taken between rounds).
fn later_movers(s: &State) -> [u32; SEATS] {
    let seats = s.seats.min(SEATS);
    // Each seat's place in that order, worked out once (a division each).
    let mut order = [0usize; SEATS];
    for (q, place) in order[..seats].iter_mut().enumerate() {
        *place = (q + s.seats - s.starter) % s.seats;
    }
    let mut later = [0u32; SEATS];
    for (mask, &p) in later.iter_mut().zip(&order[..seats]) {
        for (q, _) in order[..seats].iter().enumerate().filter(|&(_, &q)| q > p) {
            *mask |= 1 << q;
        }
    }
    later
}

/// What fish `f` (its owner's `later` movers, on card `c`) adds to its owner's material.
fn fish_value(
    s: &State,
    f: &Fish,
    c: usize,
    later: u32,
    census: &Census,
    facts: &CardFacts,
    measure: &Measure,
) -> f64 {
    let weight = match (s.rules, f.old) {
        (RuleSet::OldestFish, true) => 5.0,
        (RuleSet::OldestFish, false) => 0.6,
        (RuleSet::Standard, _) => 1.0,
    };
    let mut danger = facts.dangers[c];
    let owners = census.owners[c];
    if owners & !(1 << f.owner) != 0 {
        danger += SHARED_DANGER;
    }
    let near_molly = facts.near_molly >> c & 1 != 0;
    if near_molly && owners & later != 0 {
        danger += measure.strand;
    }
    if near_molly && facts.last_near[c] & later != 0 {
        danger += measure.join;
    }
    weight * (1.0 - danger.min(0.95))
}

/// Value of the position for seat `p`, the opponents' mean material weighing `opponents`.
#[cfg(test)]
pub(super) fn leaf(s: &State, p: usize, opponents: f64) -> f64 {
    leaves_all(
        s,
        &Measure {
            opponents,
            ..Measure::NORMAL
        },
        &Census::of(s),
    )[p]
}

/// [`leaf`] for every seat at once; with `lead` > 0, each opponent with fewer fish than the seat
/// weighs that much more (Strong's pressing). The exposures are worked out once for all seats;
/// `census` is the fish's ([`Census::of`], which the caller has already). Seats past `s.seats`
/// are 0.
fn leaves_all(s: &State, measure: &Measure, census: &Census) -> [f64; SEATS] {
    let Measure {
        opponents, lead, ..
    } = *measure;
    let seats = s.seats.min(SEATS);
    let mut values = [0.0; SEATS];
    if s.is_over() {
        let share = s.winners.len().max(1) as f64;
        for (p, v) in values[..seats].iter_mut().enumerate() {
            *v = if s.winners.contains(&p) {
                won_share(share)
            } else {
                -WIN
            };
        }
        return values;
    }
    let facts = CardFacts::of(s, census, measure.join > 0.0);
    let m = materials(s, census, &facts, measure);
    let others = (s.seats - 1).max(1) as f64;
    let (m, alive) = (&m[..seats], &census.alive[..seats]);
    for ((p, value), (&own, &fish)) in values.iter_mut().enumerate().zip(m.iter().zip(alive)) {
        let rest: f64 = m
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, &v)| v)
            .sum();
        *value = own - opponents * rest / others;
        if lead > 0.0 {
            // The seat itself has as many fish as itself, so it is never counted.
            for (&v, _) in m.iter().zip(alive).filter(|&(_, &a)| a < fish) {
                *value -= lead * v / others;
            }
        }
    }
    values
}
