//! The one check: reasons and words, and the fast lists against it.

use super::*;

// ---------------------------------------------------------------- the one check: reasons and words

#[test]
fn actions_outside_the_lists_are_refused_with_their_reason() {
    // Before: a mark off the grid was answered "That mark is legal." and a colour outside the six
    // "That colour choice is legal."; an out-of-range piece was "You have no ? to load".
    let s = table([WILD, 0, 0, 0], [1, 1, 1, 1]);
    assert!(matches!(s.phase, Phase::Wild { .. }));
    let r = refusal(&s, &Action::Mark(200));
    assert!(r.contains("off the 10 by 8 grid"), "{r}");
    let mut s = Diaominos.new_state(&Options::default(), 1).unwrap();
    let sc = Diaominos.sample_chance(&s, &mut ChaCha8Rng::seed_from_u64(2));
    apply(&Diaominos, &mut s, &sc).unwrap();
    let colour9 = refusal(
        &s,
        &Action::Colour {
            piece: 0,
            colour: 9,
        },
    );
    assert!(colour9.contains("six colours"), "{colour9}");
    let piece7 = refusal(
        &s,
        &Action::Colour {
            piece: 7,
            colour: 0,
        },
    );
    assert!(piece7.contains("five pieces"), "{piece7}");
    let s = table([0, 0, 0, 0], [1, 1, 1, 1]);
    let load7 = refusal(
        &s,
        &Action::Load {
            piece: 7,
            rot: 0,
            mirror: false,
            at: 0,
        },
    );
    assert!(load7.contains("five pieces"), "{load7}");
    let scramble = refusal(&s, &act("scramble U @0"));
    assert!(scramble.contains("not from a player"), "{scramble}");
    for r in [colour9, piece7, load7, scramble] {
        crate::conformance::assert_specific(&r, "hand-made action");
    }
}

#[test]
fn skipping_a_wild_sticker_names_a_piece_that_still_fits() {
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    fill_all_but(&mut s.sheets[0], &["a8", "b8", "a7", "b7"]);
    s.sheets[0].slots = vec![Slot::Wild];
    let r = refusal(&s, &act("skip wild"));
    assert!(r.contains("the O still fits"), "{r}");
    let r = refusal(&s, &act("skip T"));
    assert!(r.contains("no T left"), "{r}");
}

#[test]
fn the_legal_list_is_exactly_the_candidates_check_accepts() {
    // A hand-made loading step with an own piece that fits nowhere, one that fits, and a wild.
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    fill_all_but(&mut s.sheets[0], &["a8", "b8", "a7", "b7", "j8"]);
    s.sheets[0].slots = vec![Slot::Piece(I), Slot::Piece(O), Slot::Wild];
    let legal = Diaominos.legal_actions(&s);
    crate::conformance::check_agrees(&Diaominos, &s, &legal);
    assert!(legal.contains(&act("skip I")));
    assert!(
        !legal.contains(&act("skip wild")),
        "the O fits, so the wild names it"
    );
}

#[test]
fn prompts_and_log_lines_use_seat_names() {
    use crate::game::{LocalGame, Match};
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")];
    let mut m = LocalGame::new(Session::new(Diaominos, Options::default(), seats, 5).unwrap());
    assert!(
        m.prompt().to_string().starts_with("Ann, South side:"),
        "{}",
        m.prompt()
    );
    m.apply_str("colours default").unwrap();
    let line = m.log_line(m.action_count() - 1).unwrap();
    assert_eq!(
        (line.who, line.text.to_string().as_str()),
        ("Ann", "takes the default colours")
    );
    assert!(
        m.prompt().to_string().starts_with("Fay, North side:"),
        "{}",
        m.prompt()
    );
    m.apply_str("colour I W").unwrap();
    let line = m.log_line(m.action_count() - 1).unwrap();
    assert_eq!(
        (line.who, line.text.to_string().as_str()),
        ("Fay", "paints the I white")
    );
    // Play on at random: no word of the game ever says "Player N" or "P1".
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    while !m.is_over() {
        let p = m.prompt();
        assert!(
            p.to_string().contains("Ann") || p.to_string().contains("Fay"),
            "{p}"
        );
        let legal = m.legal();
        m.apply_str(&legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let end = m.prompt();
    assert!(
        end.to_string().starts_with("Game over: ") && !end.to_string().contains("Player"),
        "{end}"
    );
    for i in 0..m.action_count() {
        let line = m.log_line(i).unwrap();
        assert!(
            !line.text.to_string().contains("Player") && !line.text.to_string().contains("P1"),
            "{}: {}",
            line.who,
            line.text
        );
    }
}

#[test]
fn a_load_is_described_with_its_diamonds_and_shapes_without_changing_the_state() {
    let s = table([0, 0, 0, 0], [0, 1, 2, 3]);
    let before = s.clone();
    let text = Diaominos.describe(&s, &act("load I 1 a1"), Names::NONE);
    assert_eq!(
        text,
        "loads the I on a1, a2, a3 and a4, 4 diamonds, scores an I shape"
    );
    assert_eq!(s, before);
}

/// A sheet with random placements loaded (legal or not: any grid the generator might meet),
/// random wild marks and random slots.
fn random_sheet(rng: &mut ChaCha8Rng) -> Sheet {
    let mut sh = Sheet::new();
    sh.colours = default_colours();
    let loads = rng.random_range(0..22);
    for _ in 0..loads {
        let p = rng.random_range(0..5usize);
        let pl = &GEO.placements[p][rng.random_range(0..GEO.placements[p].len())];
        if pl.mask & sh.masks().loaded == 0 {
            for &c in &pl.cells {
                sh.grid.set(c as usize, Cell::Filled);
            }
        }
    }
    for _ in 0..rng.random_range(0..4) {
        let c = rng.random_range(0..GEO.cells);
        if sh.grid[c] == Cell::Empty {
            sh.grid.set(c, Cell::WildMark);
        }
    }
    sh.slots = (0..rng.random_range(1..=4))
        .map(|_| {
            if rng.random_bool(0.2) {
                Slot::Wild
            } else {
                Slot::Piece(rng.random_range(0..5u8))
            }
        })
        .collect();
    sh
}

#[test]
fn fast_loads_agree_with_check() {
    // The bitboard generator against the reference: every candidate filtered by `check`, in the
    // same order, over many random grids (full, empty, ragged) and slot sets.
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    let mut listed = 0;
    for _ in 0..60 {
        s.sheets[0] = random_sheet(&mut rng);
        let fast = Diaominos.legal_actions(&s);
        let slow: Vec<Action> = Diaominos
            .candidate_actions(&s)
            .into_iter()
            .filter(|a| Diaominos.check(&s, a).is_ok())
            .collect();
        assert_eq!(fast, slow, "{:?}", s.sheets[0]);
        listed += fast.len();
    }
    assert!(listed > 1000, "the random grids leave room to load");
}

#[test]
fn the_grid_reads_back_what_was_set_and_saves_as_a_list() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let kinds = [
        Cell::Empty,
        Cell::WildMark,
        Cell::Filled,
        Cell::Diamond,
        Cell::Spent,
    ];
    let mut g = Grid::new();
    let mut want = vec![Cell::Empty; GEO.cells];
    for _ in 0..300 {
        let (i, c) = (
            rng.random_range(0..GEO.cells),
            kinds[rng.random_range(0..5)],
        );
        g.set(i, c);
        want[i] = c;
    }
    assert_eq!(g.iter().copied().collect::<Vec<_>>(), want);
    assert_eq!(Grid::from(want.clone()), g);
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(json, serde_json::to_string(&want).unwrap());
    assert_eq!(g.get(GEO.cells), None);
}

#[test]
fn dead_pockets_after_a_load_match_a_full_count() {
    use crate::games::diaominos::bot::Light;
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let mut tried = 0;
    for _ in 0..200 {
        let sh = random_sheet(&mut rng);
        let base = Light::of(&sh);
        let p = rng.random_range(0..5usize);
        let pl = &GEO.placements[p][rng.random_range(0..GEO.placements[p].len())];
        if pl.mask & base.loaded != 0 {
            continue;
        }
        let after = base.load(&sh, pl);
        assert_eq!(after.dead_after(base.dead(), pl.mask), after.dead());
        tried += 1;
    }
    assert!(tried > 50);
}

/// The first decision of round 1 for one seat with `style`, at `level`.
fn first_load(level: crate::engine::BotLevel, style: u64) -> Action {
    // A solved cube: every seat's first loading step has many placements of equal worth.
    let mut s = Diaominos.with_cube(1, Cube::solved());
    Diaominos.start_round(&mut s);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    crate::engine::bot_action(
        &Diaominos,
        &s,
        level,
        &mut crate::engine::Think::new(&mut rng, style),
    )
    .unwrap()
    .action
}

#[test]
fn bots_of_one_level_break_ties_their_own_way() {
    // Seats on different sides already load different pieces, so two boards rarely match anyway;
    // what must differ is the choice among equally good moves, which only the style decides.
    use crate::engine::BotLevel;
    let picks: Vec<Action> = (0..6u64)
        .map(|st| first_load(BotLevel::Normal, st))
        .collect();
    assert!(
        picks.iter().any(|a| *a != picks[0]),
        "six styles make the same choice: {picks:?}"
    );
    assert_eq!(
        first_load(BotLevel::Normal, 3),
        picks[3],
        "a style always chooses alike"
    );
    assert!(
        Diaominos
            .legal_actions(&{
                let mut s = Diaominos.with_cube(1, Cube::solved());
                Diaominos.start_round(&mut s);
                s
            })
            .contains(&picks[0]),
        "the pick is legal"
    );
}

#[test]
fn colours_marks_and_loading_in_any_order_end_each_round_the_same() {
    for (seats, seed) in [(2, 1), (3, 2), (4, 3)] {
        let ahead =
            crate::conformance::check_interleavings(Diaominos, Default::default(), seats, seed);
        assert!(
            ahead > 0,
            "{seats} seats: some seat went ahead of the focus"
        );
    }
}

#[test]
fn the_log_separates_the_rounds_and_says_where_the_cube_rolls() {
    // Two seats, seeded dice and every choice the first legal one. The line of the
    // action that starts a round ends with the separator: round 1 on A (set there by the
    // scramble), rounds 2 to 6 on B to F, each named once; no other line carries one.
    let seats = [SeatInfo::human("Ann"), SeatInfo::human("Ben")];
    let mut session = Session::new(Diaominos, Options::default(), seats.to_vec(), 7).unwrap();
    let mut separators = Vec::new();
    while !session.is_over() {
        let before = session.state().clone();
        let a = session.legal_actions()[0].clone();
        let line = Diaominos
            .describe(&before, &a, Names::of(&seats))
            .to_string();
        session.apply(a).unwrap();
        if line.contains("\n— Round") {
            separators.push((session.state().round, line));
        }
    }
    let rounds: Vec<u8> = separators.iter().map(|(r, _)| *r).collect();
    assert_eq!(rounds, [1, 2, 3, 4, 5, 6], "{separators:#?}");
    let (_, first) = &separators[0];
    assert!(
        first.ends_with("— Round 1 of 6: the cube is on A —"),
        "{first}"
    );
    assert!(
        first.contains('\n'),
        "the separator is a line of its own: {first}"
    );
    for ((round, line), space) in separators[1..].iter().zip(["B", "C", "D", "E", "F"]) {
        let want = format!("— Round {round} of 6: the cube rolls to {space} —");
        assert!(line.ends_with(&want), "{line}");
    }
}
