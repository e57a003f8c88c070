//! The bots. Normal is greedy over a sheet evaluation: every option of the current step is
//! followed to the end of the turn (the die, what to do with it, the hex), a rerolled six by its
//! expectation over the six faces, and the resulting sheet is valued by [`evaluate`]. Strong
//! values each resulting sheet one draft further: the best use of every face of the next die,
//! taking the best of a few dice as a pool offers them ([`lookahead`]). Both break near ties in
//! their seat's own way ([`Think::jitter`]). What they steer by ([`evaluate`]: room to keep
//! playing, the flexibility of a box) is no score: each option also carries the expected final
//! score of the line it stands for ([`expected_score`]: what is written, and what the rest of the
//! game adds when that level plays it, [`Gain`]), and that is what a hint shows. No egui here.

use super::rules::{Action, Cell, Molecular, Sheet, Stage, State, LAYOUT};
use crate::engine::{action_key, Bot, BotChoice, Rules, Think};

impl Bot for Molecular {
    fn normal_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choose(action_values(s, normal_leaf), think)
    }
    fn strong_bot(&self, s: &State, think: &mut Think<'_>) -> Option<BotChoice<Action>> {
        choose(action_values(s, lookahead), think)
    }
}

/// Values closer than this count as ties, broken by the seat's own order.
const NEAR_TIE: f64 = 0.02;

/// What an option is worth: what the bot steers by, and the expected final score of the line it
/// stands for (the same sheet, the same choices).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Worth {
    pub steer: f64,
    pub score: f64,
}

impl Worth {
    /// No use at all (a die that fits nowhere).
    const NONE: Worth = Worth {
        steer: f64::MIN,
        score: 0.0,
    };

    /// The sheet's worth to a bot steering by [`evaluate`] that goes on to gain as `gain` says
    /// ([`expected_score`]): both from one look at where the sheet can still take marks and one
    /// pass over its hexes.
    fn of(sheet: &Sheet, gain: &Gain) -> Worth {
        let open = sheet.room().open;
        let (hexes, room) = hex_worth(sheet, open);
        Worth {
            steer: steer_from(sheet, hexes, room),
            score: written_from(sheet, hexes) + gain.of_open(sheet, open),
        }
    }

    /// The one a bot would pick: the higher steering value (the first of equals).
    fn better(self, other: Worth) -> Worth {
        if other.steer > self.steer {
            other
        } else {
            self
        }
    }

    /// The mean of `items` (each weighted by `w`), both parts.
    fn mean(items: impl IntoIterator<Item = (Worth, f64)>) -> Worth {
        let mut out = Worth {
            steer: 0.0,
            score: 0.0,
        };
        for (x, w) in items {
            out.steer += w * x.steer;
            out.score += w * x.score;
        }
        out
    }
}

/// The best action by value, near ties broken by the seat's jitter; the hint shows its score.
fn choose(values: Vec<(Action, Worth)>, think: &Think<'_>) -> Option<BotChoice<Action>> {
    let scored = values.into_iter().map(|(a, v)| {
        let key = action_key(&a);
        let biased = v.steer + NEAR_TIE * think.jitter(key);
        ((a, v), biased, key)
    });
    think.best(scored).map(|((action, v), _)| BotChoice {
        action,
        value: Some(v.score),
    })
}

/// How many dice the next draft offers, roughly (the pool shrinks as the table drafts).
const NEXT_POOL: i32 = 3;

/// Normal's leaf: the sheet as it is.
pub fn normal_leaf(sheet: &Sheet) -> Worth {
    Worth::of(sheet, &Gain::NORMAL)
}

/// The sheets Strong's [`lookahead`] reaches after the next draft: steered like Normal's (Strong
/// uses each face as Normal would), scored by what Strong goes on to gain.
fn strong_inner_leaf(sheet: &Sheet) -> Worth {
    Worth::of(sheet, &Gain::STRONG)
}

/// Strong's leaf: the sheet's worth after its next draft, in expectation. Every face's best use
/// (by [`evaluate`], as Normal would use it) is worked out once; the draft takes the best of
/// [`NEXT_POOL`] dice, so the expectation is over the maximum of that many faces. A face no use
/// to the sheet leaves it as it is.
pub fn lookahead(sheet: &Sheet) -> Worth {
    let stay = strong_inner_leaf(sheet);
    let mut best: Vec<Worth> = (1..=6u8)
        .map(|v| stay.better(drafted_value(sheet, v, strong_inner_leaf)))
        .collect();
    best.sort_by(|a, b| a.steer.total_cmp(&b.steer));
    // P(max of k faces is the i-th smallest) = ((i+1)^k - i^k) / 6^k.
    let all = 6f64.powi(NEXT_POOL);
    Worth::mean(best.iter().enumerate().map(|(i, v)| {
        let p = (((i + 1) as f64).powi(NEXT_POOL) - (i as f64).powi(NEXT_POOL)) / all;
        (*v, p)
    }))
}

/// How likely a hex still needing `k` connections is to be completed, roughly.
const NEED_DISCOUNT: f64 = 0.9;
/// At most this share of its number for a hex that is not complete yet.
const PARTIAL_CAP: f64 = 0.9;
/// Worth of a free hex that can still take something (room to keep playing).
const ROOM: f64 = 0.1;
/// Worth of an uncrossed box beyond its 2 end points (the flexibility it buys).
const BOX_OPTION: f64 = 0.6;

/// The expected final score of a sheet when a bot playing as `gain` says plays it on: what is
/// written ([`written_worth`]) and what the rest of the game adds to it ([`Gain::of`]); none of
/// the room or flexibility a bot likes. On a sheet that can take nothing more it is the sheet's
/// score.
pub fn expected_score(sheet: &Sheet, gain: &Gain) -> f64 {
    Worth::of(sheet, gain).score
}

/// What the sheet's marks are worth as they stand: complete hexes at their number, the others by
/// their chance to be completed ([`evaluate`]'s), uncrossed boxes at their points.
pub fn written_worth(sheet: &Sheet) -> f64 {
    let (hexes, _room) = hex_worth(sheet, sheet.room().open);
    written_from(sheet, hexes)
}

/// [`written_worth`] from the hexes' worth.
fn written_from(sheet: &Sheet, hexes: f64) -> f64 {
    let boxes = (sheet.red_left() + sheet.green_left()) as f64;
    hexes + boxes * LAYOUT.data.box_points as f64
}

/// What the hexes a sheet can still take and the boxes it may still cross add to
/// [`written_worth`] by the end, on average, when a bot of one level plays the rest: per
/// [`gain_features`] (a free hex is later written and often completed; a box left is often
/// crossed, and its points go with it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gain {
    pub per_open_hex: f64,
    pub per_red_box: f64,
    pub per_green_box: f64,
}

impl Gain {
    /// Fitted by least squares (no constant term, so a sheet that can take nothing more gains
    /// nothing) to the final scores of 200 seeded games of three bots of the level, from every
    /// position of each: `cargo bench --bench bots -- molecular-fit` (`BOTS_LEVEL=strong`),
    /// 2026-12-03, 66,075 and 68,889 positions; the fit explains 69 % and 74 % of the spread.
    pub const NORMAL: Gain = Gain {
        per_open_hex: 1.597,
        per_red_box: -0.231,
        per_green_box: -2.249,
    };
    pub const STRONG: Gain = Gain {
        per_open_hex: 1.765,
        per_red_box: -0.288,
        per_green_box: -1.859,
    };

    /// What the rest of the game is expected to add to `sheet`'s [`written_worth`].
    pub fn of(&self, sheet: &Sheet) -> f64 {
        self.of_open(sheet, sheet.room().open)
    }

    /// [`Gain::of`] with the hexes an X fits in (`open`, as [`Sheet::room`] gives them) known.
    fn of_open(&self, sheet: &Sheet, open: u128) -> f64 {
        let [open, red, green] = features(sheet, open);
        self.per_open_hex * open + self.per_red_box * red + self.per_green_box * green
    }
}

/// What a [`Gain`] weighs: free hexes an X fits in, red boxes left, and green boxes left
/// while a hex is free (nothing for a seat that went out).
pub fn gain_features(sheet: &Sheet) -> [f64; 3] {
    features(sheet, sheet.room().open)
}

/// [`gain_features`] with the hexes an X fits in known.
fn features(sheet: &Sheet, open: u128) -> [f64; 3] {
    // A seat that went out writes nothing more.
    if sheet.out {
        return [0.0; 3];
    }
    let open = open.count_ones() as f64;
    let green = if open > 0.0 {
        sheet.green_left() as f64
    } else {
        0.0
    };
    [open, sheet.red_left() as f64, green]
}

/// What the bots steer by: a sheet's estimated final worth with the room it keeps to go on
/// playing and the flexibility of its uncrossed boxes.
pub fn evaluate(sheet: &Sheet) -> f64 {
    let (hexes, room) = hex_worth(sheet, sheet.room().open);
    steer_from(sheet, hexes, room)
}

/// [`evaluate`] from the hexes' worth and the room's.
fn steer_from(sheet: &Sheet, hexes: f64, room: f64) -> f64 {
    let boxes = (sheet.red_left() + sheet.green_left()) as f64;
    hexes + room + boxes * (LAYOUT.data.box_points as f64 + BOX_OPTION)
}

/// The hexes' expected points (complete ones at their number, the others by their chance to be
/// completed), and the worth of the room the free hexes leave; `open` is where an X still fits
/// ([`Sheet::room`]).
fn hex_worth(sheet: &Sheet, open: u128) -> (f64, f64) {
    let n_cells = LAYOUT.len();
    let filled = sheet.filled_bits();
    let mut v = 0.0;
    let mut room = 0.0;
    for i in 0..n_cells {
        let nb = LAYOUT.neighbour_bits[i];
        match sheet.cells[i] {
            Cell::Num(n) => {
                let c = (nb & filled).count_ones() as usize;
                let n_us = n as usize;
                if c == n_us {
                    v += n as f64;
                } else {
                    let need = n_us - c;
                    let free = (nb & open).count_ones() as usize;
                    if free >= need {
                        let slack = (free - need) as f64;
                        let p = NEED_DISCOUNT.powi(need as i32) * (1.0 + 0.08 * slack);
                        // Never worth as much as the same hex complete.
                        v += n as f64 * p.min(PARTIAL_CAP);
                    }
                }
            }
            Cell::Empty if open >> i & 1 == 1 => room += ROOM,
            _ => {}
        }
    }
    (v, room)
}

/// The best worth (by `leaf`) reachable by writing `mark` somewhere, and where (`None` if it fits
/// nowhere). `only` limits the hexes (the setup's blue ones).
fn best_write(sheet: &Sheet, mark: Cell, only: u128, leaf: Leaf) -> Option<(usize, Worth)> {
    let mut best: Option<(usize, Worth)> = None;
    let fits = sheet.room().fits_bits(mark) & only;
    let mut next = sheet.clone();
    for i in 0..LAYOUT.len() {
        if fits >> i & 1 == 0 {
            continue;
        }
        next.cells[i] = mark;
        let v = leaf(&next);
        next.cells[i] = Cell::Empty;
        if best.is_none_or(|(_, b)| v.steer > b.steer) {
            best = Some((i, v));
        }
    }
    best
}

/// How a bot values the sheet an option leaves.
type Leaf = fn(&Sheet) -> Worth;

/// Every hex.
const ALL: u128 = u128::MAX;

fn with_red(sheet: &Sheet) -> Sheet {
    let mut s = sheet.clone();
    s.red_used += 1;
    s
}

fn with_green(sheet: &Sheet) -> Sheet {
    let mut s = sheet.clone();
    s.green_used += 1;
    s
}

/// Worth of the green-box option with a 6 in hand (`None` if it is not open).
fn green_value(sheet: &Sheet, leaf: Leaf) -> Option<Worth> {
    if sheet.green_left() == 0 {
        return None;
    }
    best_write(&with_green(sheet), Cell::X, ALL, leaf).map(|(_, v)| v)
}

/// Expected worth of rerolling a 6 (another 6 is valued as the better of green and a lost die).
fn reroll_value(sheet: &Sheet, leaf: Leaf) -> Worth {
    let stay = leaf(sheet);
    let faces =
        (1..=5).map(|r| best_write(sheet, Cell::Num(r), ALL, leaf).map_or(stay, |(_, v)| v));
    let six = green_value(sheet, leaf).map_or(stay, |g| g.better(stay));
    Worth::mean(faces.chain([six]).map(|w| (w, 1.0 / 6.0)))
}

/// Worth of the best way to use a drafted `v`.
fn drafted_value(sheet: &Sheet, v: u8, leaf: Leaf) -> Worth {
    match v {
        6 => {
            let r = reroll_value(sheet, leaf);
            green_value(sheet, leaf).map_or(r, |g| g.better(r))
        }
        _ => {
            let write = best_write(sheet, Cell::Num(v), ALL, leaf).map(|(_, x)| x);
            let red = (v == 1 && sheet.red_left() > 0).then(|| leaf(&with_red(sheet)));
            match (write, red) {
                (Some(a), Some(b)) => a.better(b),
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => Worth::NONE,
            }
        }
    }
}

/// The worth of every legal action of the seat to move, following each to the end of the turn,
/// with `leaf` valuing the sheet it leaves (Normal: [`normal_leaf`]; Strong: [`lookahead`]).
pub fn action_values(s: &State, leaf: Leaf) -> Vec<(Action, Worth)> {
    let sheet = &s.sheets[s.seat];
    Molecular
        .legal_actions(s)
        .into_iter()
        .map(|a| {
            let v = match (&a, s.stage) {
                (Action::Take(v), Stage::SetupTake) => {
                    best_write(sheet, Cell::Num(*v), LAYOUT.blue_bits, leaf)
                        .map_or(Worth::NONE, |x| x.1)
                }
                (Action::Take(v), _) => drafted_value(sheet, *v, leaf),
                (Action::Write(h), _) => {
                    let mark = Molecular::mark_to_write(s).unwrap_or(Cell::X);
                    let mut next = sheet.clone();
                    next.cells[h.index()] = mark;
                    leaf(&next)
                }
                // Rerolling the pool is worth no more to this sheet than skipping; prefer skipping.
                (Action::RedReroll, _) => {
                    let w = leaf(&with_red(sheet));
                    Worth {
                        steer: w.steer - 2.0 * NEAR_TIE,
                        ..w
                    }
                }
                (Action::RedSkip, _) => leaf(&with_red(sheet)),
                (Action::Green, _) => green_value(sheet, leaf).unwrap_or(Worth::NONE),
                (Action::Reroll, _) => reroll_value(sheet, leaf),
                (Action::Dice(_), _) => Worth::NONE,
            };
            (a, v)
        })
        .collect()
}

/// The Normal bot's choice with the seat's tie-breaking, with its estimate of the sheet's final
/// worth.
pub fn normal_choice(s: &State, style: u64) -> Option<BotChoice<Action>> {
    // Normal draws no random numbers; the generator only fills `Think`.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
    choose(action_values(s, normal_leaf), &Think::new(&mut rng, style))
}
