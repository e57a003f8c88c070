//! Undo in a network game (127.0.0.1, protocol 7): a seat takes back its own last action while
//! nothing has come after it, the server stores the shorter log and sends everyone the whole
//! state, and every seat's witness takes it in; a seat with nothing of its own last, a roll
//! since, another seat's action since, a seat's random value taken in since, or a stale request
//! is refused, and nothing changes.

use super::net::{
    connect, english, pump, refusal, room_game, runtime, say, temp_dir, window_seat, Window,
};
use dicepad::engine::seal::Nonce;
use dicepad::net::protocol::{encode, ClientMsg, SeatSpec, ServerMsg};

/// The log's length in the server's store.
fn stored_at(dir: &std::path::Path, room: &str) -> usize {
    room_game(dir, room).action_count()
}

/// Seat `me`'s first legal action in the window, confirmed by the server.
fn act(w: &mut Window, what: &str) {
    let a = w.game.legal()[0].clone();
    w.act(&a).unwrap();
    pump(w, what, |m| !m.seat.waiting_for_server());
}

/// `w` asks to take back its last action; waits for the answer.
fn undo(w: &mut Window, what: &str) {
    assert!(w.seat.undo(&*w.game), "{what}: the window may ask");
    pump(w, what, |m| !m.seat.waiting_for_server());
}

/// Whether the window's copy of the game ends with `n` entries and trusts the server.
fn at_and_trusted(w: &Window, n: usize) -> bool {
    w.game.action_count() == n && w.room().untrusted.is_none()
}

#[test]
fn a_seat_takes_back_its_own_last_action_and_the_wrong_seat_or_after_a_roll_is_refused() {
    let dir = temp_dir("undo");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let seats = vec![SeatSpec::Local, SeatSpec::Remote, SeatSpec::Remote];
    let room =
        dicepad::net::client::create_room(&url, "hex-roller", seats, Default::default(), None)
            .unwrap();
    let token = |i: usize| room.tokens[i].clone().unwrap();
    let mut ann = window_seat(&url, &room.room, &token(0));
    let mut bob = window_seat(&url, &room.room, &token(1));
    pump(&mut ann, "Ann and Bob are seen", |m| {
        m.room().connected[..2] == [true, true]
    });
    // Hex Roller's first roll: all three write on it. Nothing of Ann's to take back yet.
    assert_eq!(ann.room().ready, vec![0, 1, 2]);
    let msg_id = |w: &Window| {
        w.seat
            .undo_refusal(&*w.game)
            .and_then(|m| m.id().map(str::to_string))
    };
    assert_eq!(msg_id(&ann).as_deref(), Some("net-undo-nothing"));
    assert!(!ann.seat.undo(&*ann.game), "nothing is sent");

    // Ann writes, and takes it back: the store and both windows are one entry shorter.
    let start = ann.game.action_count();
    act(&mut ann, "Ann's action is confirmed");
    assert_eq!(stored_at(&dir, &room.room), start + 1);
    assert!(ann.seat.may_undo(&*ann.game));
    pump(&mut bob, "Bob sees Ann's action", |m| {
        m.game.action_count() == start + 1
    });
    assert_eq!(msg_id(&bob).as_deref(), Some("net-undo-nothing"));
    undo(&mut ann, "Ann's undo is answered");
    pump(&mut ann, "Ann's copy is back", |m| at_and_trusted(m, start));
    pump(&mut bob, "Bob's copy is back", |m| at_and_trusted(m, start));
    assert_eq!(stored_at(&dir, &room.room), start);
    assert_eq!(ann.room().ready, vec![0, 1, 2], "Ann writes again");
    assert!(ann.seat.may_act(&*ann.game));

    // Ann writes again, then Bob: Ann's is no longer the last entry.
    act(&mut ann, "Ann's second action is confirmed");
    pump(&mut bob, "Bob sees it", |m| {
        m.game.action_count() == start + 1
    });
    act(&mut bob, "Bob's action is confirmed");
    pump(&mut ann, "Ann sees Bob's", |m| {
        m.game.action_count() == start + 2
    });
    assert_eq!(msg_id(&ann).as_deref(), Some("net-undo-others"));
    assert!(!ann.seat.may_undo(&*ann.game));
    // Bob takes his back; then Ann's is the last again, and she may take hers back too.
    undo(&mut bob, "Bob's undo is answered");
    pump(&mut ann, "Ann sees Bob's undo", |m| {
        at_and_trusted(m, start + 1)
    });
    assert!(bob.room().untrusted.is_none() && bob.room().refused.is_none());
    undo(&mut ann, "Ann's second undo is answered");
    pump(&mut bob, "Bob sees Ann's undo", |m| {
        at_and_trusted(m, start)
    });
    pump(&mut ann, "Ann's copy is back", |m| at_and_trusted(m, start));
    assert_eq!(stored_at(&dir, &room.room), start);

    // Both write once more; then Cid joins (his random value goes into every roll from here
    // on), and Bob's last action can no longer be taken back.
    act(&mut ann, "Ann writes");
    pump(&mut bob, "Bob sees it", |m| {
        m.game.action_count() == start + 1
    });
    act(&mut bob, "Bob writes");
    pump(&mut ann, "Ann sees it", |m| {
        m.game.action_count() == start + 2
    });
    let rt = runtime();
    let mut cid = rt.block_on(async {
        let mut ws = connect(&url).await;
        let join = ClientMsg::Join {
            room: room.room.clone(),
            token: Some(token(2)),
            random: Some(Nonce([7; 16])),
            proof: None,
            name: None,
        };
        say(&mut ws, encode(join)).await;
        assert!(matches!(
            super::net::hear(&mut ws).await,
            ServerMsg::Joined { seat: 2, .. }
        ));
        ws
    });
    pump(&mut bob, "Bob sees Cid", |m| m.room().connected[2]);
    assert!(bob.seat.may_undo(&*bob.game), "the window cannot tell");
    undo(&mut bob, "Bob's undo is refused");
    assert_eq!(
        bob.room().refused.map(|m| m.to_string()),
        Some(english_in_window("net-undo-joined"))
    );
    assert_eq!(bob.game.action_count(), start + 2, "nothing changed");
    assert!(bob.room().untrusted.is_none());
    assert_eq!(stored_at(&dir, &room.room), start + 2);

    // Cid has nothing of his own to take back; a stale request is refused too.
    let now = start + 2;
    rt.block_on(async {
        say(&mut cid, encode(ClientMsg::Undo { at: now })).await;
        assert_eq!(refusal(&mut cid).await, english("net-undo-nothing"));
        say(&mut cid, encode(ClientMsg::Undo { at: now + 3 })).await;
        assert_eq!(refusal(&mut cid).await, english("net-undo-stale"));
    });
    // Cid acts on his own, raw connection (his action chosen on the stored game).
    let cid_act = |cid: &mut super::net::Ws, at: usize| {
        let mut m = room_game(&dir, &room.room);
        assert!(m.focus(2));
        let action = m.legal()[0].clone();
        rt.block_on(say(cid, encode(ClientMsg::Act { at, action })));
        super::net::wait_until("Cid's action is stored", || {
            stored_at(&dir, &room.room) > at
        });
    };
    // All three finish their part of the roll, whoever is ready first: then the dice roll.
    loop {
        let m = room_game(&dir, &room.room);
        let n = m.action_count();
        if n > now && m.log_line(n - 1).is_some_and(|l| l.seat.is_none()) {
            break;
        }
        match m.ready().first().copied() {
            Some(2) => cid_act(&mut cid, n),
            Some(seat) => {
                let w = if seat == 0 { &mut ann } else { &mut bob };
                pump(w, "the window may act", |w| {
                    w.game.action_count() == n && w.seat.may_act(&*w.game)
                });
                act(w, "the window's action is confirmed");
            }
            None => panic!("nobody may act, and no roll"),
        }
    }
    let rolled = stored_at(&dir, &room.room);
    pump(&mut ann, "Ann sees the roll", |m| {
        m.game.action_count() == rolled
    });
    assert!(
        ann.game
            .log_line(rolled - 1)
            .is_some_and(|l| l.seat.is_none()),
        "the last entry is the roll"
    );
    assert_eq!(msg_id(&ann).as_deref(), Some("net-undo-rolled"));
    assert!(!ann.seat.may_undo(&*ann.game));
    rt.block_on(async {
        say(&mut cid, encode(ClientMsg::Undo { at: rolled })).await;
        assert_eq!(refusal(&mut cid).await, english("net-undo-rolled"));
    });

    // On the new roll Cid writes first, then Ann: Cid is not the last, and is refused.
    cid_act(&mut cid, rolled);
    pump(&mut ann, "Ann sees Cid's action", |m| {
        m.game.action_count() == rolled + 1
    });
    act(&mut ann, "Ann writes on the new roll");
    rt.block_on(async {
        say(&mut cid, encode(ClientMsg::Undo { at: rolled + 2 })).await;
        assert_eq!(refusal(&mut cid).await, english("net-undo-others"));
    });
    // Ann's undo works; Cid, a raw connection, is sent the whole state one entry shorter.
    undo(&mut ann, "Ann's undo after the roll is answered");
    pump(&mut ann, "Ann's copy is back", |m| {
        at_and_trusted(m, rolled + 1)
    });
    let state = rt.block_on(async {
        loop {
            match super::net::hear(&mut cid).await {
                ServerMsg::State(s) if s.at == rolled + 1 => return s,
                _ => continue,
            }
        }
    });
    assert!(!state.save.is_empty(), "a whole state, not a delta");
    // The stored game is the windows' game, entry for entry.
    let stored = room_game(&dir, &room.room);
    assert_eq!(stored.action_count(), rolled + 1);
    pump(&mut bob, "Bob's copy follows", |m| {
        at_and_trusted(m, rolled + 1)
    });
    for i in 0..stored.action_count() {
        assert_eq!(
            stored.log_notation(i),
            ann.game.log_notation(i),
            "entry {i}"
        );
        assert_eq!(
            stored.log_notation(i),
            bob.game.log_notation(i),
            "entry {i}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Catalogue message `id` as a window shows it (the test thread's language is English).
fn english_in_window(id: &'static str) -> String {
    dicepad::engine::text::Msg::new(id).to_string()
}
