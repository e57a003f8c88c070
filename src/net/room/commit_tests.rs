//! A room on a store that fails on demand ([`flaky_store`]): nothing the store did not keep is
//! told to anyone, the room stays at the stored position, and once the store is back the same
//! action works and the game finishes.

use super::super::{spawn, Admitted, RoomCmd, RoomHandle, Update};
use super::{CHANGE_NOT_SAVED, MOVE_NOT_SAVED, RETRY_FIRST};
use crate::engine::text::Msg;
use crate::engine::BotLevel;
use crate::net::client::bot_action;
use crate::net::fair::public_view;
use crate::net::protocol::{decode, ChatRefusal, Clock, RoomState, SeatSpec, ServerMsg};
use crate::net::room::{create, stored_save};
use crate::net::store::tests::{flaky_store, temp_dir, Flaky};
use crate::net::store::{read_room, Change, Store, StoredRoom};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, oneshot};

const WAIT: Duration = Duration::from_secs(60);

/// A room of `game` with `seats`, stored in a new flaky store in `dir`.
fn stored_room(
    dir: &Path,
    seats: Vec<SeatSpec>,
    clock: Option<Clock>,
) -> (Store, Arc<Flaky>, StoredRoom) {
    let (store, flaky) = flaky_store(dir);
    let stored = create(
        "CMT01".into(),
        "hex-roller",
        seats,
        &[],
        Default::default(),
        (11, crate::engine::seal::Salt([1; 16])),
        clock,
    )
    .unwrap();
    store.save_blocking(Change::Create(stored.clone())).unwrap();
    (store, flaky, stored)
}

async fn ask<T>(room: &RoomHandle, cmd: impl FnOnce(oneshot::Sender<T>) -> RoomCmd) -> T {
    let (reply, answer) = oneshot::channel();
    room.commands.send(cmd(reply)).unwrap();
    tokio::time::timeout(WAIT, answer).await.unwrap().unwrap()
}

/// The room's whole state as a connection asking for it gets it.
async fn whole(room: &RoomHandle) -> RoomState {
    let (_, text) = ask(room, |reply| RoomCmd::Resync { at: None, reply }).await;
    match decode(&text).unwrap() {
        ServerMsg::State(s) => s,
        other => panic!("expected a state, got {other:?}"),
    }
}

async fn join(room: &RoomHandle, token: &Option<String>, conn: u64) -> Result<Admitted, Msg> {
    let token = token.clone();
    ask(room, |reply| RoomCmd::Join {
        token,
        random: None,
        player: None,
        conn,
        reply,
    })
    .await
}

async fn act(room: &RoomHandle, seat: usize, conn: u64, s: &RoomState) -> Result<(), Msg> {
    let action = bot_action(&s.save, seat, BotLevel::Easy).unwrap();
    let at = s.at;
    ask(room, |reply| RoomCmd::Act {
        seat,
        conn,
        at,
        action,
        reply,
    })
    .await
}

/// The store's game as a client would see it (its public view).
fn stored_view(dir: &Path) -> String {
    let stored = read_room(dir, "CMT01").unwrap().unwrap();
    let save = stored_save(&stored).unwrap();
    public_view(&save, stored.over).unwrap()
}

fn nothing_told(updates: &mut broadcast::Receiver<Arc<Update>>) {
    match updates.try_recv() {
        Err(broadcast::error::TryRecvError::Empty) => {}
        other => panic!("somebody was told something: {other:?}"),
    }
}

fn drain(updates: &mut broadcast::Receiver<Arc<Update>>) -> usize {
    std::iter::from_fn(|| updates.try_recv().ok()).count()
}

fn runtime() -> tokio::runtime::Runtime {
    // Multi-threaded: a room's bots think on its worker thread (`block_in_place`).
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn an_action_the_store_fails_to_keep_is_refused_told_to_nobody_and_works_once_the_store_is_back() {
    let dir = temp_dir("room-commit");
    let seats = vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)];
    let (store, flaky, stored) = stored_room(&dir, seats, None);
    let token = stored.seating.tokens[0].clone();
    runtime().block_on(async {
        let rt = tokio::runtime::Handle::current();
        let room = spawn(
            &rt,
            store,
            stored,
            Duration::from_secs(60),
            Instant::now(),
            Default::default(),
        )
        .unwrap();
        let mut updates = room.updates.subscribe();
        join(&room, &token, 1).await.unwrap();
        let (mut failed, mut n) = (0, 0);
        let mut s = whole(&room).await;
        while !s.over {
            if !s.ready.contains(&0) {
                panic!("a room of one person and bots waits for the person only: {s:?}");
            }
            drain(&mut updates);
            // Every third action first meets a failing store: refused with the new words,
            // nobody told, the room and the store still where they were.
            n += 1;
            if n % 3 == 1 {
                flaky.set_failing(true);
                let refused = act(&room, 0, 1, &s).await.unwrap_err();
                assert_eq!(refused.id(), Some(MOVE_NOT_SAVED));
                nothing_told(&mut updates);
                let after = whole(&room).await;
                assert_eq!(after, s, "the room went back to the stored position");
                assert_eq!(after.save, stored_view(&dir), "the room is the store's");
                failed += 1;
                flaky.set_failing(false);
            }
            // The same action again (same position, same `at`): applied, stored and told.
            act(&room, 0, 1, &s).await.unwrap();
            assert!(drain(&mut updates) > 0, "everyone hears of a stored action");
            s = whole(&room).await;
            assert_eq!(s.save, stored_view(&dir));
        }
        assert!(failed >= 3, "{failed} failed commits");
        assert_eq!(flaky.wait_failures(0, Duration::ZERO).len(), failed);
        // A restart from the store: the game the clients saw last, to the byte.
        let stored = read_room(&dir, "CMT01").unwrap().unwrap();
        assert!(stored.over);
        assert_eq!(stored_save(&stored).unwrap(), s.save);
    });
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_handover_a_seat_taken_back_and_a_chat_line_the_store_fails_to_keep_change_nothing() {
    let dir = temp_dir("room-commit-seats");
    let (store, flaky, stored) = stored_room(&dir, vec![SeatSpec::Remote; 2], None);
    let tokens = stored.seating.tokens.clone();
    runtime().block_on(async {
        let rt = tokio::runtime::Handle::current();
        // No grace: a seat nobody sits at may go to a bot at once.
        let room = spawn(
            &rt,
            store,
            stored,
            Duration::ZERO,
            Instant::now(),
            Default::default(),
        )
        .unwrap();
        join(&room, &tokens[0], 1).await.unwrap();
        let mut updates = room.updates.subscribe();
        let before = whole(&room).await;
        let replace = |room: RoomHandle| async move {
            ask(&room, |reply| RoomCmd::Replace {
                seat: 1,
                level: BotLevel::Easy,
                reply,
            })
            .await
        };
        flaky.set_failing(true);
        let refused = replace(room.clone()).await.unwrap_err();
        assert_eq!(refused.id(), Some(CHANGE_NOT_SAVED));
        nothing_told(&mut updates);
        assert_eq!(whole(&room).await, before);
        let seats = |dir: &Path| read_room(dir, "CMT01").unwrap().unwrap().seating.seats;
        assert_eq!(seats(&dir), [SeatSpec::Remote; 2]);
        // A chat line: refused too, told to nobody.
        let (reply, answer) = oneshot::channel();
        let say = RoomCmd::Say {
            seat: 0,
            conn: 1,
            text: "hello".into(),
            reply,
        };
        room.commands.send(say).unwrap();
        assert_eq!(answer.await.unwrap(), Err(ChatRefusal::NotStored));
        nothing_told(&mut updates);
        // The store back: the handover is stored and told (the bot then moves for the seat).
        flaky.set_failing(false);
        replace(room.clone()).await.unwrap();
        assert!(drain(&mut updates) > 0);
        assert_eq!(
            seats(&dir),
            [SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)]
        );
        let handed = whole(&room).await;
        assert_eq!(handed.save, stored_view(&dir));
        // Its person comes back while the store fails: refused, the bot keeps the seat.
        flaky.set_failing(true);
        let refused = join(&room, &tokens[1], 2).await.err().expect("refused");
        assert_eq!(refused.id(), Some(CHANGE_NOT_SAVED));
        nothing_told(&mut updates);
        let now = whole(&room).await;
        assert_eq!(now, handed);
        assert_eq!(now.connected, [true, true], "a bot's seat counts as there");
        flaky.set_failing(false);
        let back = join(&room, &tokens[1], 2).await.unwrap();
        assert_eq!(back.seat.map(|(seat, _)| seat), Some(1));
        assert_eq!(seats(&dir), [SeatSpec::Remote; 2]);
    });
    std::fs::remove_dir_all(&dir).ok();
}

/// The gaps between failed commits: each at least the backoff before it (no loop).
fn assert_backs_off(attempts: &[Instant]) {
    let mut wait = RETRY_FIRST;
    for pair in attempts.windows(2) {
        let gap = pair[1] - pair[0];
        assert!(gap >= wait, "tried again after {gap:?}, before {wait:?}");
        wait *= 2;
    }
}

#[test]
fn bots_and_clocks_whose_moves_the_store_fails_to_keep_try_again_later_and_go_on_once_it_is_back() {
    for (name, seats, clock) in [
        // A bot due at once (it moves first).
        (
            "bots",
            vec![SeatSpec::Bot(BotLevel::Easy), SeatSpec::Remote],
            None,
        ),
        // Two people who never act: their clocks run out at once.
        (
            "clock",
            vec![SeatSpec::Remote; 2],
            Some(Clock {
                per_move_ms: 1,
                bot: BotLevel::Easy,
            }),
        ),
    ] {
        let dir = temp_dir(&format!("room-commit-{name}"));
        let (store, flaky, stored) = stored_room(&dir, seats, clock);
        let start = stored.at();
        flaky.set_failing(true);
        runtime().block_on(async {
            let rt = tokio::runtime::Handle::current();
            let room = spawn(
                &rt,
                store,
                stored,
                Duration::from_secs(60),
                Instant::now(),
                Default::default(),
            )
            .unwrap();
            let mut updates = room.updates.subscribe();
            let attempts = tokio::task::block_in_place(|| flaky.wait_failures(3, WAIT));
            assert!(
                attempts.len() >= 3,
                "{name}: tried {} times",
                attempts.len()
            );
            assert_backs_off(&attempts);
            nothing_told(&mut updates);
            assert_eq!(whole(&room).await.at, start, "{name}");
            flaky.set_failing(false);
            // The next try is stored, then told.
            let told = tokio::time::timeout(WAIT, updates.recv()).await;
            assert!(matches!(told, Ok(Ok(_))), "{name}: {told:?}");
            let stored = read_room(&dir, "CMT01").unwrap().unwrap();
            assert!(stored.at() > start, "{name}");
        });
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// A seat's random value the store fails to keep goes again with the refused join (the room's
/// game and the store agree, no roll used it); the seat's next join takes it in, and the game
/// the room plays then is the store's.
#[test]
fn a_seats_random_value_the_store_fails_to_keep_goes_and_the_next_join_takes_it_in() {
    use crate::engine::seal::Nonce;
    let dir = temp_dir("room-commit-random");
    let seats = vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)];
    let (store, flaky, stored) = stored_room(&dir, seats, None);
    let token = stored.seating.tokens[0].clone();
    let join_with = |room: &RoomHandle, value: Nonce| {
        let token = token.clone();
        let commands = room.commands.clone();
        async move {
            let (reply, answer) = oneshot::channel();
            commands
                .send(RoomCmd::Join {
                    token,
                    random: Some(value),
                    player: None,
                    conn: 1,
                    reply,
                })
                .unwrap();
            tokio::time::timeout(WAIT, answer).await.unwrap().unwrap()
        }
    };
    runtime().block_on(async {
        let rt = tokio::runtime::Handle::current();
        let room = spawn(
            &rt,
            store,
            stored,
            Duration::from_secs(60),
            Instant::now(),
            Default::default(),
        )
        .unwrap();
        let before = whole(&room).await;
        flaky.set_failing(true);
        match join_with(&room, Nonce([0x44; 16])).await {
            Err(refused) => assert_eq!(refused.id(), Some(CHANGE_NOT_SAVED)),
            Ok(_) => panic!("a join the store did not keep was admitted"),
        }
        flaky.set_failing(false);
        let after = whole(&room).await;
        assert_eq!(
            after.save, before.save,
            "the value went with the refused join"
        );
        assert_eq!(after.save, stored_view(&dir));
        assert!(!after.save.contains(&"44".repeat(16)), "{}", after.save);
        // The next join (another value: a window draws one per link) takes it in.
        assert!(join_with(&room, Nonce([0x55; 16])).await.is_ok());
        let mut s = whole(&room).await;
        assert!(s.save.contains(&"55".repeat(16)), "{}", s.save);
        assert_eq!(s.save, stored_view(&dir));
        while !s.over {
            act(&room, 0, 1, &s).await.unwrap();
            s = whole(&room).await;
        }
        let stored = read_room(&dir, "CMT01").unwrap().unwrap();
        assert_eq!(stored.seating.contributions.len(), 1);
        let save = stored_save(&stored).unwrap();
        assert_eq!(save, s.save, "a restart rebuilds the game the seats played");
        assert!(crate::net::fair::verify(&save).is_ok());
    });
    std::fs::remove_dir_all(&dir).ok();
}
