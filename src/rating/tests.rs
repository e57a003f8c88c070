use super::*;
use crate::engine::worker::Job;
use crate::history::{History, SeatSummary};

/// A finished game of `game` ending at `id`: seats as (name, level, score), the winners those
/// with the best score.
fn game(id: i64, game: &str, seats: &[(&str, Option<BotLevel>, i32)]) -> GameSummary {
    let best = seats.iter().map(|s| s.2).max().unwrap_or(0);
    GameSummary {
        id,
        game: game.into(),
        started: id,
        ended: id,
        actions: 1,
        abandoned: false,
        seats: seats
            .iter()
            .map(|&(name, level, score)| SeatSummary {
                name: name.into(),
                level,
                score,
                winner: score == best,
            })
            .collect(),
        seed: id as u64,
        options: Default::default(),
        table_dice: false,
    }
}

fn no_solo(_: &GameSummary) -> Option<[i32; 3]> {
    None
}

use BotLevel::*;

#[test]
fn the_shown_scale_is_the_ladders() {
    for points in [824.0, 1500.0, 1712.0] {
        assert!((Rating::fixed_at(points).points() - points).abs() < 1e-9);
    }
    assert!((Rating::start().points() - ladder::NORMAL_ANCHOR).abs() < 1e-9);
    // Two sure players one unit apart: the stronger's odds are those of an Elo gap of
    // per_unit() points.
    let beta = config().beta;
    let p_method = 1.0 / (1.0 + (-1.0 / (beta * std::f64::consts::SQRT_2)).exp());
    let p_elo = 1.0 / (1.0 + 10f64.powf(-per_unit() / 400.0));
    assert!((p_method - p_elo).abs() < 1e-12, "{p_method} vs {p_elo}");
}

#[test]
fn beating_strong_raises_a_first_rating_and_losing_to_easy_lowers_it() {
    let won = rate(
        &[game(
            1,
            "black-molly",
            &[("Ann", None, 30), ("S", Some(Strong), 20)],
        )],
        &no_solo,
    );
    let lost = rate(
        &[game(
            1,
            "black-molly",
            &[("Ann", None, 10), ("E", Some(Easy), 20)],
        )],
        &no_solo,
    );
    let start = Rating::start().points();
    let won = won.of("black-molly", "Ann").unwrap().current();
    let lost = lost.of("black-molly", "Ann").unwrap().current();
    assert!(won.points() > start + 50.0, "{won:?}");
    assert!(lost.points() < start - 50.0, "{lost:?}");
    assert!(won.sigma < START_SIGMA && lost.sigma < START_SIGMA);
}

#[test]
fn a_surprise_moves_more_than_the_expected() {
    // Beating Strong says more than beating Easy.
    let vs = |level, name| {
        rate(
            &[game(
                1,
                "black-molly",
                &[("Ann", None, 30), (name, Some(level), 20)],
            )],
            &no_solo,
        )
        .of("black-molly", "Ann")
        .unwrap()
        .current()
        .points()
    };
    assert!(vs(Strong, "S") > vs(Easy, "E") + 20.0);
}

#[test]
fn a_player_who_beats_normal_half_the_time_settles_near_normal() {
    let games: Vec<GameSummary> = (0..60)
        .map(|i| {
            let (ann, bot) = if i % 2 == 0 { (30, 20) } else { (20, 30) };
            game(
                i,
                "black-molly",
                &[("Ann", None, ann), ("N", Some(Normal), bot)],
            )
        })
        .collect();
    let r = rate(&games, &no_solo);
    let ann = r.of("black-molly", "Ann").unwrap();
    assert_eq!(ann.history.len(), 60);
    let now = ann.current();
    assert!((now.points() - 1500.0).abs() < 60.0, "{now:?}");
    assert!(!now.provisional());
    assert!(ann.history[0].rating.provisional());
}

#[test]
fn people_at_one_table_are_rated_by_finishing_order_and_bots_stay_put() {
    let r = rate(
        &[game(
            1,
            "black-molly",
            &[
                ("Ann", None, 40),
                ("Bob", None, 30),
                ("N", Some(Normal), 35),
                ("Cy", None, 10),
            ],
        )],
        &no_solo,
    );
    let at = |name| r.of("black-molly", name).unwrap().current().points();
    assert!(at("Ann") > at("Bob") && at("Bob") > at("Cy"), "{r:?}");
    assert!(at("Ann") > 1500.0 && at("Cy") < 1500.0);
    // The bot is an anchor, not a player with a rating.
    assert_eq!(r.people.len(), 3);
}

#[test]
fn equal_places_are_a_tie() {
    let r = rate(
        &[game(
            1,
            "black-molly",
            &[("Ann", None, 20), ("Bob", None, 20)],
        )],
        &no_solo,
    );
    let at = |name| r.of("black-molly", name).unwrap().current();
    assert!((at("Ann").mu - at("Bob").mu).abs() < 1e-9);
    assert!((at("Ann").points() - 1500.0).abs() < 1e-6);
}

#[test]
fn a_solo_game_rates_against_the_bots_on_the_same_dice() {
    let g = game(1, "honeycomb-caverns", &[("Ann", None, 50)]);
    let ahead = rate(std::slice::from_ref(&g), &|_| Some([10, 20, 40]));
    let behind = rate(std::slice::from_ref(&g), &|_| Some([55, 60, 70]));
    let between = rate(std::slice::from_ref(&g), &|_| Some([10, 45, 70]));
    let at = |r: &Ratings| r.of("honeycomb-caverns", "Ann").unwrap().current().points();
    assert!(at(&ahead) > at(&between) && at(&between) > at(&behind));
    assert!(at(&ahead) > 1500.0 && at(&behind) < 1500.0);
    let waiting = rate(std::slice::from_ref(&g), &no_solo);
    assert_eq!(waiting.solo_waiting, 1);
    assert!(waiting.people.is_empty());
    let mut rolled = g.clone();
    rolled.table_dice = true;
    let table = rate(&[rolled], &|_| Some([10, 20, 40]));
    assert_eq!((table.solo_table_dice, table.people.len()), (1, 0));
}

#[test]
fn a_bot_level_without_a_figure_is_left_out_of_the_result() {
    // Hex Roller's Easy never finished ahead on the ladder: it has no figure. Losing to it alone
    // rates nothing; with Normal at the table only the result against Normal counts.
    let only_easy = rate(
        &[game(
            1,
            "hex-roller",
            &[("Ann", None, 10), ("E", Some(Easy), 20)],
        )],
        &no_solo,
    );
    assert!(only_easy.people.is_empty(), "{only_easy:?}");
    let with_normal = rate(
        &[game(
            1,
            "hex-roller",
            &[
                ("Ann", None, 10),
                ("E", Some(Easy), 20),
                ("N", Some(Normal), 5),
            ],
        )],
        &no_solo,
    );
    assert!(
        with_normal
            .of("hex-roller", "Ann")
            .unwrap()
            .current()
            .points()
            > 1500.0
    );
}

#[test]
fn abandoned_games_and_bot_only_games_rate_nobody_and_order_is_by_end() {
    let mut quit = game(
        1,
        "black-molly",
        &[("Ann", None, 0), ("N", Some(Normal), 9)],
    );
    quit.abandoned = true;
    let bots = game(
        2,
        "black-molly",
        &[("N", Some(Normal), 0), ("S", Some(Strong), 9)],
    );
    assert!(rate(&[quit, bots], &no_solo).people.is_empty());
    // The same two results in either list order: the one that ended first is taken first.
    let a = game(
        5,
        "black-molly",
        &[("Ann", None, 30), ("S", Some(Strong), 20)],
    );
    let b = game(
        9,
        "black-molly",
        &[("Ann", None, 10), ("E", Some(Easy), 20)],
    );
    let one = rate(&[a.clone(), b.clone()], &no_solo);
    let two = rate(&[b, a], &no_solo);
    assert_eq!(one, two);
    let ids: Vec<i64> = one.people[0].history.iter().map(|p| p.id).collect();
    assert_eq!(ids, [5, 9]);
}

#[test]
fn ratings_are_per_game() {
    let r = rate(
        &[
            game(
                1,
                "black-molly",
                &[("Ann", None, 30), ("S", Some(Strong), 20)],
            ),
            game(
                2,
                "diaominos",
                &[("Ann", None, 10), ("S", Some(Strong), 20)],
            ),
        ],
        &no_solo,
    );
    assert!(r.of("black-molly", "Ann").unwrap().current().points() > 1500.0);
    assert!(r.of("diaominos", "Ann").unwrap().current().points() < 1500.0);
}

#[test]
fn a_solo_games_bots_are_played_once_and_then_read_from_the_cache() {
    let dir = std::env::temp_dir().join(format!("dicepad-rating-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut h = History::open(&dir.join("history.sqlite3")).unwrap();
    let solo_game = game(1, "honeycomb-caverns", &[("Ann", None, 50)]);
    let table = game(
        2,
        "black-molly",
        &[("Ann", None, 30), ("S", Some(Strong), 20)],
    );
    let games = vec![solo_game.clone(), table];
    let missing: Vec<i64> = solo::missing(&h, &games).iter().map(|g| g.id).collect();
    assert_eq!(missing, [1]);
    // As the statistics screen does: the bots played by the job, their scores kept.
    let played = solo::SameDiceTask::of(&solo_game)
        .run(&mut |_, _| true)
        .unwrap();
    solo::keep(&mut h, &solo_game, played).unwrap();
    assert!(solo::missing(&h, &games).is_empty());
    let scores = solo::cached(&h, &solo_game).unwrap();
    assert_eq!(scores, solo::bots_on_same_dice(&solo_game).unwrap());
    // Other dice, other scores (seeds 1 and 2 of Honeycomb differ for at least one level).
    let mut other = solo_game.clone();
    other.seed = 2;
    assert!(solo::cached(&h, &other).is_none());
    assert_ne!(solo::bots_on_same_dice(&other).unwrap(), scores);
    let _ = std::fs::remove_dir_all(&dir);
}
