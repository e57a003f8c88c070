//! `Server::adopt`'s one-copy rule: however often a room is taken from the database (two joins,
//! a join and the lease sweep), one task plays it here; the stored copy of a room open already is
//! dropped and the open room's handle given back.

use super::super::super::protocol::SeatSpec;
use super::super::super::room::{create, RoomHandle};
use super::super::super::store::tests::temp_dir;
use super::super::super::store::{Change, Durability, Store, StoredRoom};
use super::super::{Limits, Server};
use std::path::PathBuf;
use std::sync::{Arc, Barrier};

/// A server on its own runtime and store, and the store's folder.
fn server(name: &str) -> (tokio::runtime::Runtime, Server, PathBuf) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = temp_dir(name);
    let (store, rooms) = Store::open(&dir, Durability::Process).unwrap();
    assert!(rooms.is_empty());
    let records = crate::net::daily_records::SqliteDaily::open(&dir).unwrap();
    let server = Server::new(
        store,
        Limits::default(),
        None,
        Arc::new(records),
        rt.handle().clone(),
    );
    (rt, server, dir)
}

/// A room `code` in the server's store that the server has not opened.
fn stored_room(server: &Server, code: &str) -> StoredRoom {
    let stored = create(
        code.into(),
        "hex-roller",
        vec![SeatSpec::Remote, SeatSpec::Remote],
        &[],
        Default::default(),
        (3, crate::engine::seal::Salt([1; 16])),
        None,
    )
    .unwrap();
    server
        .store
        .save_blocking(Change::Create(stored.clone()))
        .unwrap();
    stored
}

/// Whether every handle is the one the server's list holds for room `code` (one task behind
/// them all, still running).
fn all_the_open_one(server: &Server, code: &str, handles: &[RoomHandle]) -> bool {
    let Some(open) = server.room(code) else {
        return false;
    };
    handles
        .iter()
        .all(|h| h.commands.same_channel(&open.commands) && !h.commands.is_closed())
}

#[test]
fn a_room_taken_again_is_the_room_open_already() {
    let (rt, server, dir) = server("adopt-again");
    let stored = stored_room(&server, "ADOPT01");
    let first = server.adopt(Ok(stored.clone())).unwrap();
    let again = server.adopt(Ok(stored)).unwrap();
    assert_eq!(server.room_count(), 1);
    assert!(all_the_open_one(&server, "ADOPT01", &[first, again]));
    drop((server, rt));
    let _ = std::fs::remove_dir_all(dir);
}

/// The look and the insert under one lock: eight threads taking a room at the same moment get
/// one task. With the room opened outside the lock (tried by hand, two cores), one round caught
/// it in 8 runs of 11, and 50 rounds in 41 runs of 41.
#[test]
fn a_room_taken_from_several_threads_at_once_is_opened_once() {
    let (rt, server, dir) = server("adopt-race");
    let threads = 8;
    let start = Barrier::new(threads);
    for round in 0..50 {
        let code = format!("RACE{round:02}");
        let stored = stored_room(&server, &code);
        let handles: Vec<RoomHandle> = std::thread::scope(|scope| {
            let takers: Vec<_> = (0..threads)
                .map(|_| {
                    let (server, start, stored) = (&server, &start, stored.clone());
                    scope.spawn(move || {
                        start.wait();
                        server.adopt(Ok(stored)).unwrap()
                    })
                })
                .collect();
            takers.into_iter().map(|t| t.join().unwrap()).collect()
        });
        assert_eq!(server.room_count(), round + 1);
        assert!(
            all_the_open_one(&server, &code, &handles),
            "room {code}: two tasks"
        );
    }
    drop((server, rt));
    let _ = std::fs::remove_dir_all(dir);
}
