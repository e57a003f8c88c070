//! How a Black Molly round runs once an action has been checked: setup, the move step, the D4,
//! the current, the Mollies, eating, and the end of the round and of the game; and the positions a
//! game starts from (a new game, and one set up by hand for tests and the How to play example),
//! which end in the same first move step. Log text is collected on the side (with seat names) only
//! when `describe` asks for it.

use super::data::CardKind;
use super::notation::Action;
use super::state::*;
use super::words::dir_msg;
use crate::engine::text::Msg;
use crate::engine::Names;
use smallvec::{smallvec, SmallVec};

/// Log messages collected while an action is carried out (only when `describe` asks for it, so bots
/// simulating thousands of rounds pay nothing for it), with the seat names to write it in.
pub(super) struct Notes<'n> {
    lines: Option<Vec<Msg>>,
    names: Names<'n>,
}

impl<'n> Notes<'n> {
    /// Collects nothing (bots, `perform`).
    pub(super) fn silent() -> Notes<'static> {
        Notes {
            lines: None,
            names: Names::NONE,
        }
    }
    /// Collects log text, naming seats by `names`.
    pub(super) fn collect(names: Names<'n>) -> Self {
        Notes {
            lines: Some(Vec::new()),
            names,
        }
    }
    fn add(&mut self, f: impl FnOnce(Names<'n>) -> Msg) {
        if let Some(v) = &mut self.lines {
            v.push(f(self.names));
        }
    }
    pub(super) fn into_lines(self) -> Vec<Msg> {
        self.lines.unwrap_or_default()
    }
}

/// "Ann's fish", "Ben's old fish".
pub fn fish_name(s: &State, i: usize, names: Names<'_>) -> Msg {
    let f = &s.fish[i];
    Msg::new("bm-fish")
        .text("name", names.get(f.owner).into_owned())
        .int("old", i64::from(f.old))
}

/// A seat's name as a message argument.
fn seat(names: Names<'_>, p: usize) -> String {
    names.get(p).into_owned()
}

/// The cards Molly `k` may swim to this round: the first card of a shortest route towards a
/// nearest card among those with the fewest (at least one) fish. Its own card if it stays.
pub fn molly_options(s: &State, k: usize) -> Vec<Card> {
    molly_steps(s, k).to_vec()
}

/// [`molly_options`] inline (a Molly has at most four neighbours): the rules and the bots'
/// lookahead ask for it in every round they play.
pub(super) fn molly_steps(s: &State, k: usize) -> SmallVec<[Card; 4]> {
    Loneliest::of(s).steps(s.mollies[k])
}

/// The cards with the fewest (at least one) fish, which the Mollies hunt, a bit per card. Nothing
/// else moves while the Mollies swim, so both Mollies' steps are worked out from one of these.
pub(super) struct Loneliest(u32);

const _: () = assert!(Card::COUNT <= 32, "a card per bit of Loneliest");

impl Loneliest {
    fn of(s: &State) -> Loneliest {
        let (mut counts, mut occupied) = ([0usize; Card::COUNT], 0u32);
        for f in &s.fish {
            let Some(c) = f.at else { continue };
            if let Some(n) = counts.get_mut(c.index()) {
                *n += 1;
                occupied |= 1 << c.index();
            }
        }
        Loneliest::among(occupied, &counts)
    }

    /// From the number of fish on each card and the cards that have fish (`occupied`, a bit
    /// each): one pass over those, keeping the fewest so far and its cards.
    pub(super) fn among(occupied: u32, counts: &[usize; Card::COUNT]) -> Loneliest {
        let (mut fewest, mut bits) = (usize::MAX, 0u32);
        for c in Card::in_bits(occupied) {
            let i = c.index();
            let n = counts.get(i).copied().unwrap_or(0);
            if n < fewest {
                (fewest, bits) = (n, 1 << i);
            } else if n == fewest {
                bits |= 1 << i;
            }
        }
        Loneliest(bits)
    }

    /// No fish anywhere.
    pub(super) fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub(super) fn contains(&self, c: Card) -> bool {
        c.index() < 32 && self.0 & 1 << c.index() != 0
    }

    /// The cards, in reading order.
    pub(super) fn cards(&self) -> impl Iterator<Item = Card> {
        Card::in_bits(self.0)
    }

    /// Where a Molly on `pos` may swim ([`molly_options`]): the neighbours one card nearer to a
    /// nearest loneliest card. On a grid those are the steps towards it along each axis where it
    /// lies off `pos`, so one pass over the cards finds the nearest and the ways towards them;
    /// listed north, west, east, south: in reading order.
    fn steps(&self, pos: Card) -> SmallVec<[Card; 4]> {
        let (mut near, mut ways) = (usize::MAX, [false; 4]);
        for t in self.cards() {
            let d = pos.distance(t);
            if d < near {
                (near, ways) = (d, [false; 4]);
            }
            if d == near {
                ways[0] |= t.row() < pos.row();
                ways[1] |= t.col() < pos.col();
                ways[2] |= t.col() > pos.col();
                ways[3] |= t.row() > pos.row();
            }
        }
        if near == 0 || near == usize::MAX {
            return smallvec![pos];
        }
        let mut out = SmallVec::new();
        for (d, way) in [Dir::N, Dir::W, Dir::E, Dir::S].into_iter().zip(ways) {
            if let Some(c) = pos.step(d).filter(|_| way) {
                out.push(c);
            }
        }
        out
    }
}

/// The cards Molly `k` is heading for (nearest cards with the fewest fish), for the UI and the log.
pub fn molly_targets(s: &State, k: usize) -> Vec<Card> {
    let pos = s.mollies[k];
    let counts: Vec<usize> = Card::all().map(|c| s.count_on(c)).collect();
    let Some(fewest) = counts.iter().copied().filter(|&n| n > 0).min() else {
        return Vec::new();
    };
    let targets: Vec<Card> = Card::all()
        .filter(|c| counts[c.index()] == fewest)
        .collect();
    let near = targets.iter().map(|&t| pos.distance(t)).min().unwrap_or(0);
    targets
        .into_iter()
        .filter(|&t| pos.distance(t) == near)
        .collect()
}

/// Where the current pushes a fish on `from` along `dir`: the next card, or `None` if it stays
/// (the arrow points off the aquarium or into an anemone).
pub fn current_target(s: &State, from: Card, dir: Dir) -> Option<Card> {
    from.step(dir).filter(|&t| s.kind(t) != CardKind::Anemone)
}

/// Places every seat's fish on the fish starts (the old fish, if any, stays for the variant setup).
fn place_fish(s: &mut State) {
    let starts: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::FishStart)
        .collect();
    let mollies: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::MollyStart)
        .collect();
    if let [a, b] = mollies[..] {
        s.mollies = [a, b];
    }
    if s.rules == RuleSet::Standard {
        let n = fish_per_player();
        for (i, f) in s.fish.iter_mut().enumerate() {
            f.at = starts.get(i % n).copied();
        }
        begin_turns(s);
    } else {
        s.phase = Phase::PlaceOld { seat: s.starter };
    }
}

/// Puts `seat`'s old fish on `start` and its young fish on the other fish starts.
fn place_old(s: &mut State, seat: usize, start: Card) {
    let others: Vec<Card> = Card::all()
        .filter(|&c| s.kind(c) == CardKind::FishStart && c != start)
        .collect();
    let mut young = others.into_iter();
    for f in s.fish.iter_mut().filter(|f| f.owner == seat) {
        f.at = if f.old { Some(start) } else { young.next() };
    }
}

/// Starts the move step of the round: the starting player first, then to the left, skipping
/// players without fish.
pub(super) fn begin_turns(s: &mut State) {
    for f in s.fish.iter_mut() {
        f.moved = false;
    }
    s.phase = match next_mover(s, None) {
        Some(seat) => Phase::Move { seat },
        None => Phase::AwaitRoll,
    };
}

/// The next seat (after `after`, or from the starting player) that has fish to move this round.
fn next_mover(s: &State, after: Option<usize>) -> Option<usize> {
    let n = s.seats;
    let start = match after {
        None => 0,
        Some(seat) => (seat + n - s.starter) % n + 1,
    };
    (start..n)
        .map(|i| (s.starter + i) % n)
        .find(|&seat| s.alive(seat) > 0)
}

/// Runs the current with the split choices made: every fish on a current card moves one card
/// along its arrow, all at once (targets are worked out before anything moves, so no chaining).
fn run_current(s: &mut State, split_fish: &[usize], split_dirs: &[Dir], notes: &mut Notes<'_>) {
    let mut moves: Vec<(usize, Card, Option<Card>, Dir)> = Vec::new();
    for (i, f) in s.fish.iter().enumerate() {
        let Some(at) = f.at else { continue };
        let kind = s.kind(at);
        let dir = if kind == CardKind::Split {
            match split_fish.iter().position(|&p| p == i) {
                Some(j) => split_dirs.get(j).copied(),
                None => None,
            }
        } else {
            arrows(kind).first().copied()
        };
        if let Some(d) = dir {
            moves.push((i, at, current_target(s, at, d), d));
        }
    }
    if moves.is_empty() {
        notes.add(|_| Msg::new("bm-note-no-current"));
    }
    for (i, from, to, d) in moves {
        match to {
            Some(t) => {
                s.fish[i].at = Some(t);
                s.recap.pushes.push((i, from, t));
                notes.add(|n| {
                    Msg::new("bm-note-carried")
                        .msg("fish", fish_name(s, i, n))
                        .text("from", from.to_string())
                        .text("to", t.to_string())
                });
            }
            None => notes.add(|n| {
                let id = if from.step(d).is_none() {
                    "bm-note-stays-edge"
                } else {
                    "bm-note-stays-anemone"
                };
                Msg::new(id)
                    .msg("fish", fish_name(s, i, n))
                    .text("from", from.to_string())
                    .msg("dir", dir_msg(d))
            }),
        }
    }
}

/// Moves the Mollies from `k` on, stopping where the starting player must choose; then removes
/// eaten fish and ends the round.
fn continue_mollies(s: &mut State, from_k: usize, notes: &mut Notes<'_>) {
    let loneliest = Loneliest::of(s);
    let steps = [0, 1].map(|k| {
        if k < from_k {
            SmallVec::new()
        } else {
            loneliest.steps(s.mollies[k])
        }
    });
    continue_mollies_to(s, from_k, &steps, notes);
}

/// Where each Molly may swim ([`Loneliest::steps`]), worked out before either swims: nothing
/// else moves while they swim, so one Molly's swim changes nothing of the other's.
type MollySteps = [SmallVec<[Card; 4]>; 2];

/// [`continue_mollies`] with each Molly's steps from `from_k` on already known.
fn continue_mollies_to(s: &mut State, from_k: usize, steps: &MollySteps, notes: &mut Notes<'_>) {
    for (k, options) in steps.iter().enumerate().skip(from_k) {
        match options[..] {
            [only] => swim_molly(s, k, only, notes),
            _ => {
                s.phase = Phase::Molly { k };
                notes.add(|n| {
                    Msg::new("bm-note-picks")
                        .text("name", seat(n, s.starter))
                        .count("k", k + 1)
                });
                return;
            }
        }
    }
    end_round(s, notes);
}

fn swim_molly(s: &mut State, k: usize, to: Card, notes: &mut Notes<'_>) {
    let from = s.mollies[k];
    s.mollies[k] = to;
    s.recap.mollies.push((k, from, to));
    if from == to {
        notes.add(|_| {
            Msg::new("bm-note-molly-stays")
                .count("k", k + 1)
                .text("card", to.to_string())
        });
    } else {
        notes.add(|_| {
            Msg::new("bm-note-molly-swims")
                .count("k", k + 1)
                .text("from", from.to_string())
                .text("to", to.to_string())
        });
    }
}

/// Step 4 and the end of the round: removals, who is out, the end of the game, the D4 passes left.
fn end_round(s: &mut State, notes: &mut Notes<'_>) {
    // Who is in the game before the removals and after them ([`State::in_game`]), a bit per
    // seat (a game has at most 4), and the fish removed, found in one pass that only reads; the
    // few removals follow.
    let (mut before, mut after) = (0u32, 0u32);
    let mut removals = SmallVec::<[Removal; 16]>::new();
    for (i, f) in s.fish.iter().enumerate() {
        let Some(c) = f.at else { continue };
        let seat = if s.keeps_in_game(f) { 1 << f.owner } else { 0 };
        before |= seat;
        let cause = if s.has_molly(c) {
            Some(Cause::Molly)
        } else {
            s.machine_on(c).map(Cause::Machine)
        };
        match cause {
            Some(cause) => removals.push(Removal {
                fish: i,
                card: c,
                cause,
            }),
            None => after |= seat,
        }
    }
    for &Removal {
        fish: i,
        card: c,
        cause,
    } in &removals
    {
        notes.add(|names| match cause {
            Cause::Molly => Msg::new("bm-note-eaten")
                .msg("fish", fish_name(s, i, names))
                .text("card", c.to_string()),
            Cause::Machine(m) => Msg::new("bm-note-machine-gets")
                .int("m", m)
                .msg("fish", fish_name(s, i, names))
                .text("card", c.to_string()),
        });
        if let Some(f) = s.fish.get_mut(i) {
            f.at = None;
        }
    }
    s.recap.removed.extend_from_slice(&removals);
    let mut still = PerSeat::<usize>::new();
    for p in 0..s.seats {
        let was_in = before >> p & 1 != 0;
        if after >> p & 1 != 0 {
            still.push(p);
        } else if was_in {
            s.out_round[p] = Some(s.round);
            notes.add(|n| Msg::new("bm-note-out").text("name", seat(n, p)));
        }
    }
    let winners = if still.len() == 1 {
        Some(still.to_vec())
    } else if still.is_empty() {
        Some((0..s.seats).filter(|&p| before >> p & 1 != 0).collect())
    } else if s.round >= AQUARIUM.round_limit {
        Some(still.to_vec())
    } else {
        None
    };
    match winners {
        Some(w) => {
            notes.add(|n| match w.as_slice() {
                [one] => Msg::new("bm-note-won").text("name", seat(n, *one)),
                _ => {
                    let list: Vec<String> = w.iter().map(|&p| seat(n, p)).collect();
                    Msg::new("bm-note-shared").msg("names", crate::engine::rules::name_list(&list))
                }
            });
            s.winners = w;
            s.phase = Phase::Over;
        }
        None => {
            s.round += 1;
            s.starter = (s.starter + 1) % s.seats;
            notes.add(|n| {
                Msg::new("bm-note-round")
                    .int("round", s.round)
                    .text("name", seat(n, s.starter))
            });
            begin_turns(s);
        }
    }
}

/// A fresh game, before any chance outcome (what `BlackMolly::fresh` deals).
pub(super) fn new_game(options: &Options, seats: usize) -> State {
    let n = fish_per_player();
    let fish = (0..seats * n)
        .map(|i| Fish {
            owner: i / n,
            old: options.rules == RuleSet::OldestFish && i % n == 0,
            at: None,
            moved: false,
            left: None,
        })
        .collect();
    let mut s = State {
        rules: options.rules,
        seats,
        cards: Cards::new(),
        machines_on: [false; 3],
        mollies: [Card(0), Card(0)],
        fish,
        round: 1,
        starter: 0,
        phase: Phase::Shuffle,
        recap: Recap::default(),
        out_round: PerSeat::from_elem(None, seats),
        winners: Vec::new(),
    };
    if options.aquarium == AquariumChoice::Starter {
        s.cards = Cards::from_slice(&STARTER);
        place_fish(&mut s);
    }
    s
}

impl State {
    /// A position on the starter aquarium with the fish where the test puts them: `fish[i]` is
    /// (owner, old, card). Round 1, seat `starter` holds the D4 and moves first. For hand-worked
    /// tests and the How to play example.
    pub fn custom(
        rules: RuleSet,
        seats: usize,
        cards: Vec<CardKind>,
        mollies: [Card; 2],
        fish: &[(usize, bool, Option<Card>)],
        starter: usize,
    ) -> State {
        let mut s = State {
            rules,
            seats,
            cards: cards.into(),
            machines_on: [false; 3],
            mollies,
            fish: fish
                .iter()
                .map(|&(owner, old, at)| Fish {
                    owner,
                    old,
                    at,
                    moved: false,
                    left: None,
                })
                .collect(),
            round: 1,
            starter,
            phase: Phase::AwaitRoll,
            recap: Recap::default(),
            out_round: PerSeat::from_elem(None, seats),
            winners: Vec::new(),
        };
        for p in 0..seats {
            if !s.in_game(p) {
                s.out_round[p] = Some(1);
            }
        }
        begin_turns(&mut s);
        s
    }
}

/// The D4 shows `n` (2, 3 or 4) in `s`: machine `n` switches, then the Mollies swim, each to one
/// of its `steps` (towards the loneliest cards of `s`: a machine face moves no fish).
fn machine_face(s: &mut State, n: u8, steps: &MollySteps, notes: &mut Notes<'_>) {
    s.recap.roll = Some(n);
    let m = &mut s.machines_on[usize::from(n - 2)];
    *m = !*m;
    let on = *m;
    notes.add(|_| {
        Msg::new("bm-note-switch")
            .int("n", n)
            .int("on", i64::from(on))
    });
    continue_mollies_to(s, 0, steps, notes);
}

/// Both Mollies' steps in `s` ([`MollySteps`]).
fn molly_steps_of(s: &State) -> MollySteps {
    let loneliest = Loneliest::of(s);
    s.mollies.map(|m| loneliest.steps(m))
}

/// `f` of each position after the D4's faces 2, 3 and 4 in `s` (the D4 rolling), in that order,
/// each as [`act`] leaves it (no log text). No fish moves on these faces, so the Mollies' steps
/// (towards the loneliest cards) are found once for the three (the bots' lookahead plays every
/// face).
pub(super) fn machine_faces(s: &State, mut f: impl FnMut(&State)) {
    let steps = molly_steps_of(s);
    for n in 2..=4 {
        let mut t = s.clone();
        machine_face(&mut t, n, &steps, &mut Notes::silent());
        f(&t);
    }
}

/// Carries out `a` (known legal), collecting log text in `notes`.
pub(super) fn act(s: &mut State, a: &Action, notes: &mut Notes<'_>) {
    match (&s.phase, a) {
        (Phase::Shuffle, Action::Aquarium(cards)) => {
            s.cards = Cards::from_slice(cards);
            place_fish(s);
        }
        (&Phase::PlaceOld { seat }, &Action::Start(c)) => {
            place_old(s, seat, c);
            let next = seat + 1;
            if next < s.seats {
                s.phase = Phase::PlaceOld { seat: next };
            } else {
                begin_turns(s);
            }
        }
        (&Phase::Move { seat }, &Action::Move { from, to, old }) => {
            let fish = s
                .fish_on(from)
                .find(|&i| s.fish[i].owner == seat && s.fish[i].old == old && !s.fish[i].moved);
            if let Some(i) = fish {
                s.fish[i].at = Some(to);
                s.fish[i].moved = true;
                s.fish[i].left = Some(from);
            }
        }
        (&Phase::Move { seat }, Action::Done) => {
            s.phase = match next_mover(s, Some(seat)) {
                Some(seat) => Phase::Move { seat },
                None => Phase::AwaitRoll,
            };
        }
        (Phase::AwaitRoll, Action::Roll) => {
            for f in s.fish.iter_mut() {
                if !f.moved {
                    f.left = None;
                }
                f.moved = false;
            }
            s.recap = Recap {
                round: s.round,
                ..Recap::default()
            };
            s.phase = Phase::Rolling;
        }
        (Phase::Rolling, &Action::D4(n)) => {
            if n >= 2 {
                let steps = molly_steps_of(s);
                machine_face(s, n, &steps, notes);
            } else {
                s.recap.roll = Some(n);
                let pending: Vec<usize> = match s.card_of(CardKind::Split) {
                    Some(split) => {
                        let mut v: Vec<usize> = s.fish_on(split).collect();
                        // Old fish first, then seat order.
                        v.sort_by_key(|&i| (!s.fish[i].old, s.fish[i].owner, i));
                        v
                    }
                    None => Vec::new(),
                };
                if pending.is_empty() {
                    run_current(s, &[], &[], notes);
                    continue_mollies(s, 0, notes);
                } else {
                    notes
                        .add(|n| Msg::new("bm-note-current-runs").text("name", seat(n, s.starter)));
                    s.phase = Phase::Split {
                        pending,
                        chosen: Vec::new(),
                    };
                }
            }
        }
        (Phase::Split { .. }, &Action::Split(d)) => {
            // The choice is added in place; once every fish has one, the lists are taken out
            // (the Mollies' step sets the next phase).
            let Phase::Split { pending, chosen } = &mut s.phase else {
                return;
            };
            chosen.push(d);
            if chosen.len() >= pending.len() {
                let (pending, chosen) = (std::mem::take(pending), std::mem::take(chosen));
                run_current(s, &pending, &chosen, notes);
                continue_mollies(s, 0, notes);
            }
        }
        (&Phase::Molly { k }, &Action::Molly(_, to)) => {
            swim_molly(s, k, to, notes);
            continue_mollies(s, k + 1, notes);
        }
        _ => {}
    }
}
