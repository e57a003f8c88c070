use super::*;
use crate::net::rated::{Rated, RatedPlace};

/// A database with the rooms' player table and the ratings'.
fn db() -> Connection {
    let conn = Connection::open_in_memory().unwrap();
    conn.execute_batch(crate::net::store::DAILY_TABLES).unwrap();
    conn.execute_batch(TABLES).unwrap();
    conn
}

/// A table of `game` where the players finish in the order given (the first wins).
fn table(game: &str, order: &[(&str, &str)]) -> RatedTable {
    let n = order.len();
    RatedTable {
        game: game.to_string(),
        seats: n,
        places: order
            .iter()
            .enumerate()
            .map(|(i, (id, name))| RatedPlace {
                who: Rated::Player {
                    id: id.to_string(),
                    name: name.to_string(),
                },
                score: i32::try_from(10 * (n - i)).unwrap(),
                winner: i == 0,
            })
            .collect(),
    }
}

fn query(game: Option<&str>, name: &str, from: usize, limit: usize) -> PlayersQuery {
    PlayersQuery {
        game: game.map(str::to_string),
        name: name.to_string(),
        from,
        limit,
    }
}

/// The listed (rank, name) pairs and the total.
fn listed(conn: &Connection, q: &PlayersQuery) -> (Vec<(usize, String)>, usize) {
    let (rows, total) = list(conn, q).unwrap();
    (rows.into_iter().map(|r| (r.rank, r.name)).collect(), total)
}

fn pairs(v: &[(usize, &str)]) -> Vec<(usize, String)> {
    v.iter().map(|(r, n)| (*r, n.to_string())).collect()
}

#[test]
fn ranks_count_everyone_whatever_name_is_asked_and_a_name_is_a_literal_prefix_in_any_case() {
    let conn = db();
    let four = [
        ("id-win", "Abe_1"),
        ("id-two", "abc"),
        ("id-three", "%zed"),
        ("id-four", "Bea"),
    ];
    record(&conn, &table("hex-roller", &four), 1).unwrap();

    let all = listed(&conn, &query(None, "", 0, 100));
    assert_eq!(
        all,
        (
            pairs(&[(1, "Abe_1"), (2, "abc"), (3, "%zed"), (4, "Bea")]),
            4
        )
    );
    // `_` and `%` stand for themselves, letters in any case.
    assert_eq!(
        listed(&conn, &query(None, "ab", 0, 100)),
        (pairs(&[(1, "Abe_1"), (2, "abc")]), 2)
    );
    assert_eq!(
        listed(&conn, &query(None, "abe_", 0, 100)),
        (pairs(&[(1, "Abe_1")]), 1)
    );
    assert_eq!(
        listed(&conn, &query(None, "ab_", 0, 100)),
        (vec![], 0),
        "_ matched any letter"
    );
    assert_eq!(
        listed(&conn, &query(None, "%", 0, 100)),
        (pairs(&[(3, "%zed")]), 1)
    );
    assert_eq!(listed(&conn, &query(None, "\\", 0, 100)).1, 0);
    // The rank is the place among everyone in the game, not among those matching.
    assert_eq!(
        listed(&conn, &query(None, "b", 0, 100)),
        (pairs(&[(4, "Bea")]), 1)
    );
    // Pages: the total stays the number of matches.
    assert_eq!(
        listed(&conn, &query(None, "", 1, 2)),
        (pairs(&[(2, "abc"), (3, "%zed")]), 4)
    );
    assert_eq!(listed(&conn, &query(None, "", 9, 2)), (vec![], 4));
}

#[test]
fn a_second_game_moves_a_rating_on_renames_its_player_and_games_are_ranked_apart() {
    let conn = db();
    record(
        &conn,
        &table("hex-roller", &[("a", "Ann"), ("b", "Bob")]),
        1,
    )
    .unwrap();
    let (first, _) = list(&conn, &query(Some("hex-roller"), "", 0, 100)).unwrap();
    assert_eq!(first.len(), 2);
    assert!(first[0].rating.mu > first[1].rating.mu);
    assert_eq!((first[0].games, first[1].games), (1, 1));

    // Bob wins the second under a new name; both ratings move on from where they stood.
    record(
        &conn,
        &table("hex-roller", &[("b", "Bobby"), ("a", "Ann")]),
        2,
    )
    .unwrap();
    let (second, total) = list(&conn, &query(Some("hex-roller"), "", 0, 100)).unwrap();
    assert_eq!(total, 2);
    let by = |rows: &[PlayerRow], id: &str| rows.iter().find(|r| r.player == id).cloned().unwrap();
    let (a1, b1, a2, b2) = (
        by(&first, "a"),
        by(&first, "b"),
        by(&second, "a"),
        by(&second, "b"),
    );
    assert_eq!((a2.games, b2.games), (2, 2));
    assert_eq!(b2.name, "Bobby");
    assert!(a2.rating.mu < a1.rating.mu && b2.rating.mu > b1.rating.mu);
    assert!(a2.rating.sigma < a1.rating.sigma && b2.rating.sigma < b1.rating.sigma);

    // Another game's ratings are apart: its own ranks, listed after hex-roller by id.
    record(&conn, &table("diaominos", &[("a", "Ann"), ("c", "Cyd")]), 3).unwrap();
    let (rows, total) = list(&conn, &query(None, "", 0, 100)).unwrap();
    assert_eq!(total, 4);
    let order: Vec<(&str, usize, &str)> = rows
        .iter()
        .map(|r| (r.game.as_str(), r.rank, r.player.as_str()))
        .collect();
    let hex_first = if b2.rating.mu > a2.rating.mu {
        [("hex-roller", 1, "b"), ("hex-roller", 2, "a")]
    } else {
        [("hex-roller", 1, "a"), ("hex-roller", 2, "b")]
    };
    let mut expected = vec![("diaominos", 1, "a"), ("diaominos", 2, "c")];
    expected.extend(hex_first);
    assert_eq!(order, expected);
    assert_eq!(
        list(&conn, &query(Some("diaominos"), "", 0, 100))
            .unwrap()
            .1,
        2
    );
    assert_eq!(list(&conn, &query(Some("nope"), "", 0, 100)).unwrap().1, 0);
}
