//! The shared store on a real PostgreSQL: `DICEPAD_TEST_POSTGRES` names it (scripts/test.sh starts
//! one); without it the tests say they are skipped and pass.

use super::*;
use crate::net::lease::{Cluster, Located};
use crate::net::store::tests::{append, room};

/// The test database, or `None` (and a line saying the test is skipped).
pub(crate) fn database(test: &str) -> Option<String> {
    match std::env::var("DICEPAD_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            eprintln!(
                "{test}: skipped, DICEPAD_TEST_POSTGRES is not set (scripts/test.sh starts a \
                 PostgreSQL and sets it)"
            );
            None
        }
    }
}

fn node(name: &str, lease_ms: u64) -> Node {
    Node {
        id: format!("{name}-{}", crate::net::secret_token().unwrap()),
        address: format!("ws://{name}.invalid:1"),
        lease: Duration::from_millis(lease_ms),
    }
}

fn lines_of(url: &str, code: &str) -> Vec<String> {
    read_stored(url, code)
        .unwrap()
        .unwrap()
        .lines
        .into_iter()
        .map(|(line, _)| line)
        .collect()
}

#[test]
fn on_postgres_lines_are_kept_in_order_once_and_only_the_lease_holder_stores_them() {
    let Some(url) = database("pg_store") else {
        return;
    };
    let tag = crate::net::secret_token().unwrap()[..10].to_uppercase();
    let (a, b) = (format!("A{tag}"), format!("B{tag}"));
    let one = node("one", 1_500);
    let store = open(&url, one.clone()).unwrap();
    store.save_blocking(Change::Create(room(&a))).unwrap();
    store.save_blocking(Change::Create(room(&b))).unwrap();
    // A code already taken.
    assert!(store.save_blocking(Change::Create(room(&a))).is_err());
    store.save_blocking(append(&a, 2, &["x", "y"])).unwrap();
    // The same lines again and a gap: refused, nothing stored.
    for change in [append(&a, 2, &["x", "y"]), append(&a, 5, &["z"])] {
        let refused = store.save_blocking(change);
        assert!(
            matches!(refused, Err(StoreError::Moved { .. })),
            "{refused:?}"
        );
    }
    assert_eq!(lines_of(&url, &a), ["x", "y"]);
    // Changes sent together (one transaction, or several: the same answers), one refused.
    let answers: Vec<_> = [
        append(&b, 2, &["p"]),
        append(&b, 3, &["q"]),
        append(&b, 9, &["r"]),
        append(&b, 4, &["s"]),
    ]
    .into_iter()
    .map(|change| store.commit(change))
    .collect();
    let answers: Vec<bool> = answers
        .into_iter()
        .map(|a| a.blocking_recv().unwrap().is_ok())
        .collect();
    assert_eq!(answers, [true, true, false, true]);
    assert_eq!(lines_of(&url, &b), ["p", "q", "s"]);
    assert_eq!(read_stored(&url, &b).unwrap().unwrap().at(), 5);

    // A second server may not store anything in a room the first holds.
    let two = node("two", 1_500);
    let store2 = open(&url, two.clone()).unwrap();
    let refused = store2.save_blocking(append(&a, 4, &["w"]));
    assert!(
        matches!(refused, Err(StoreError::NotHeld { .. })),
        "{refused:?}"
    );
    let rt = tokio::runtime::Runtime::new().unwrap();
    let (cluster1, cluster2) = rt.block_on(async {
        (
            Cluster::connect(&url, one.clone()).await.unwrap(),
            Cluster::connect(&url, two.clone()).await.unwrap(),
        )
    });
    // While the first renews its lease the second is sent to it.
    assert!(rt.block_on(cluster1.renew()).unwrap().contains(&a));
    match rt.block_on(cluster2.locate(&[&a])).unwrap() {
        Located::Elsewhere(address) => assert_eq!(address, one.address),
        _ => panic!("the second server took a room whose lease runs"),
    }
    // Once it stops renewing, the second takes the room over as stored.
    let waited = std::time::Instant::now();
    let taken = loop {
        match rt.block_on(cluster2.locate(&[&a])).unwrap() {
            Located::Taken(room) => break (*room).unwrap(),
            Located::Elsewhere(_) => {}
            Located::Nowhere => panic!("the room vanished"),
        }
        assert!(waited.elapsed() < Duration::from_secs(20), "never taken");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!((taken.at(), taken.lines.len()), (4, 2));
    // Now only the second stores: the first's change for the same point is refused.
    store2.save_blocking(append(&a, 4, &["w"])).unwrap();
    let refused = store.save_blocking(append(&a, 4, &["v"]));
    assert!(
        matches!(refused, Err(StoreError::NotHeld { .. })),
        "{refused:?}"
    );
    assert!(!rt.block_on(cluster1.renew()).unwrap().contains(&a));
    assert_eq!(lines_of(&url, &a), ["x", "y", "w"]);
    // Removing: only by the holder.
    assert!(store
        .save_blocking(Change::Remove { code: a.clone() })
        .is_err());
    store2
        .save_blocking(Change::Remove { code: a.clone() })
        .unwrap();
    store
        .save_blocking(Change::Remove { code: b.clone() })
        .unwrap();
    assert!(read_stored(&url, &a).unwrap().is_none());
    assert!(read_stored(&url, &b).unwrap().is_none());
    assert!(matches!(
        rt.block_on(cluster2.locate(&[&a])).unwrap(),
        Located::Nowhere
    ));
}

#[test]
fn a_password_is_left_out_of_the_database_address_in_messages() {
    assert_eq!(
        redact("postgres://dicepad:secret@db.example:5432/rooms"),
        "postgres://dicepad@db.example:5432/rooms"
    );
    assert_eq!(
        redact("postgres://dicepad@127.0.0.1/d"),
        "postgres://dicepad@127.0.0.1/d"
    );
}

#[test]
fn on_postgres_a_commit_on_a_lost_connection_fails_stores_nothing_and_the_next_one_connects_again()
{
    let Some(url) = database("pg_store_reconnect") else {
        return;
    };
    let tag = crate::net::secret_token().unwrap()[..10].to_lowercase();
    let code = format!("L{}", tag.to_uppercase());
    // The writer's connection, named so that it alone can be cut below.
    let name = format!("dicepad-lost-{tag}");
    let joiner = if url.contains('?') { '&' } else { '?' };
    let store = open(
        &format!("{url}{joiner}application_name={name}"),
        node("lost", 60_000),
    )
    .unwrap();
    store.save_blocking(Change::Create(room(&code))).unwrap();
    store.save_blocking(append(&code, 2, &["x"])).unwrap();
    // The database ends the writer's connection (as a restart of the database would).
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let cut: i64 = rt.block_on(async {
        let admin = connect(&url).await.unwrap();
        admin
            .query_one(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
                 WHERE application_name = $1",
                &[&name],
            )
            .await
            .unwrap()
            .get(0)
    });
    assert_eq!(cut, 1);
    // Gone once the database no longer lists it.
    let waited = std::time::Instant::now();
    while rt.block_on(async {
        let admin = connect(&url).await.unwrap();
        let left: i64 = admin
            .query_one(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1",
                &[&name],
            )
            .await
            .unwrap()
            .get(0);
        left > 0
    }) {
        assert!(waited.elapsed() < Duration::from_secs(20), "never cut");
        std::thread::sleep(Duration::from_millis(20));
    }
    // The connection's end may reach the writer before or after its next commit starts: either
    // that commit fails (nothing stored) and the one after it connects again, or it connects
    // again at once. Either way nothing is stored twice and the lines run on.
    let first = store.save_blocking(append(&code, 3, &["y"]));
    if let Err(e) = &first {
        assert!(matches!(e, StoreError::Sql(_)), "{e:?}");
        assert_eq!(lines_of(&url, &code), ["x"]);
        store.save_blocking(append(&code, 3, &["y"])).unwrap();
    }
    store.save_blocking(append(&code, 4, &["z"])).unwrap();
    assert_eq!(lines_of(&url, &code), ["x", "y", "z"]);
    store
        .save_blocking(Change::Remove { code: code.clone() })
        .unwrap();
}

#[test]
fn on_postgres_a_take_back_drops_the_stored_last_line_and_nothing_else() {
    let Some(url) = database("pg_store take-back") else {
        return;
    };
    let tag = crate::net::secret_token().unwrap()[..10].to_uppercase();
    let code = format!("T{tag}");
    let store = open(&url, node("undo", 60_000)).unwrap();
    crate::net::store::tests::takes_back_the_last_line_only(&store, &code, || {
        lines_of(&url, &code)
    });
    // Another server (no lease on the room) takes nothing back.
    let other = open(&url, node("other", 60_000)).unwrap();
    let refused = other.save_blocking(Change::TakeBack {
        code: code.clone(),
        at: 4,
    });
    assert!(
        matches!(refused, Err(StoreError::NotHeld { .. })),
        "{refused:?}"
    );
    assert_eq!(lines_of(&url, &code), ["x", "z"]);
    store
        .save_blocking(Change::Remove { code: code.clone() })
        .unwrap();
}

#[test]
fn on_postgres_a_rated_end_is_rated_once_and_two_servers_ending_rooms_of_one_player_keep_both() {
    let Some(url) = database("pg_store ratings") else {
        return;
    };
    use crate::net::daily_records::DailyRecords;
    let tag = crate::net::secret_token().unwrap()[..10].to_lowercase();
    let records = PgDaily::open(&url).unwrap();
    let players = |name: &str| {
        let q = crate::net::store::tests::hex_roller_named(name);
        records.players(&q).unwrap().0
    };
    let one = open(&url, node("rate-one", 60_000)).unwrap();
    let code = format!("R{}", tag.to_uppercase());
    crate::net::store::tests::rates_once_in_the_commit_that_ends_the_room(
        &one, &code, &tag, players,
    );

    // Two servers end a room each at once, both with player `{tag}s`: neither update is lost.
    let two = open(&url, node("rate-two", 60_000)).unwrap();
    let shared = format!("{tag}s");
    let (x, y) = (
        format!("X{}", tag.to_uppercase()),
        format!("Y{}", tag.to_uppercase()),
    );
    let rounds = 5;
    for (store, code) in [(&one, &x), (&two, &y)] {
        store.save_blocking(Change::Create(room(code))).unwrap();
    }
    std::thread::scope(|s| {
        for (store, code, other) in [(&one, &x, "x"), (&two, &y, "y")] {
            let (shared, tag) = (&shared, &tag);
            s.spawn(move || {
                for i in 0..rounds {
                    let rival = format!("{tag}{other}{i}");
                    let table = crate::net::store::tests::rated_table(&[shared, &rival]);
                    let change = crate::net::store::tests::rated_append(code, 2 + i, table);
                    store.save_blocking(change).unwrap();
                }
            });
        }
    });
    let mine = players(&format!("N{shared}"));
    assert_eq!(mine.len(), 1, "{mine:?}");
    assert_eq!(mine[0].games, 2 * u32::try_from(rounds).unwrap());
    // Every game is the shared player beating a new rival, so in whatever order the two servers
    // took them the rating is that result's ten times over; an update lost by reading a rating
    // the other server was still moving would leave it nearer the start.
    let mut expected = std::collections::BTreeMap::new();
    for i in 0..2 * rounds {
        let table = crate::net::store::tests::rated_table(&[&shared, &format!("r{i}")]);
        let moved = table.after(&expected);
        expected.insert(shared.clone(), moved[0].rating);
    }
    let want = expected[&shared];
    assert!(
        (mine[0].rating.mu - want.mu).abs() < 1e-9
            && (mine[0].rating.sigma - want.sigma).abs() < 1e-9,
        "an update was lost: {:?}, not {want:?}",
        mine[0].rating
    );
    for code in [code, x, y] {
        one.save_blocking(Change::Remove { code: code.clone() })
            .ok();
        two.save_blocking(Change::Remove { code }).ok();
    }
}
