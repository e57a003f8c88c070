//! The window's connection follows a server's redirect (another node of the same database holds
//! the room): a real in-process server on 127.0.0.1 holds the room, and a stand-in for the other
//! node answers every join and summary with `redirect`, to the real server or round to itself.

use super::net::temp_dir;
use dicepad::net::protocol::{decode, encode, ClientMsg, SeatSpec, ServerMsg};
use dicepad::net::remote::{Joining, Link};
use dicepad::net::remote_link::{fetch_summary_following, MAX_REDIRECTS};
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// A node that holds no room: it answers each join or summary with a redirect to `to` (its own
/// address when `None`), counting them. Runs on a thread of its own until the test ends.
fn redirector(to: Option<String>) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let to = to.unwrap_or_else(|| url.clone());
    let count = std::sync::Arc::new(AtomicUsize::new(0));
    let counted = count.clone();
    std::thread::spawn(move || {
        super::net::runtime().block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            while let Ok((tcp, _)) = listener.accept().await {
                let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
                    continue;
                };
                let Some(Ok(Message::Text(text))) = ws.next().await else {
                    continue;
                };
                let room = match decode::<ClientMsg>(&text) {
                    Ok(ClientMsg::Join { room, .. } | ClientMsg::Summary { room, .. }) => room,
                    _ => continue,
                };
                counted.fetch_add(1, Ordering::SeqCst);
                let answer = ServerMsg::Redirect {
                    room,
                    address: to.clone(),
                };
                let _ = ws.send(Message::text(encode(answer))).await;
                let _ = ws.close(None).await;
            }
        });
    });
    (url, count)
}

/// A window's seat given the address of a node that does not hold the room is joined on the
/// node that does (and says where it is now, for the seat book), and so is its summary; a pair
/// of nodes that send it round and round is given up after three redirects, with the reason.
#[test]
fn the_window_follows_a_redirect_and_gives_up_after_three_in_a_row() {
    use std::sync::atomic::Ordering;
    let dir = temp_dir("redirect");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let owner = format!("ws://{addr}");
    let seats = vec![SeatSpec::Remote, SeatSpec::Remote];
    let room =
        dicepad::net::client::create_room(&owner, "hex-roller", seats, Default::default(), None)
            .unwrap();
    let token = room.tokens[0].clone().unwrap();
    let (other, sent) = redirector(Some(owner.clone()));

    let link = Link::connect(&other, &room.room, &token, std::sync::Arc::new(|| {})).unwrap();
    let seat = Joining::new(link).wait(Duration::from_secs(20)).unwrap();
    assert_eq!(seat.me(), 0);
    assert_eq!(seat.room().url, owner, "the seat is on the owner now");
    assert_eq!(sent.load(Ordering::SeqCst), 1);
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let (summary, from) = fetch_summary_following(&trust, &other, &room.room, &token).unwrap();
    assert_eq!((summary.seat, from.as_str()), (0, owner.as_str()));
    drop(seat);

    // Round and round: the link stops after three and says why (in English here).
    let (round, turns) = redirector(None);
    let link = Link::connect(&round, &room.room, &token, std::sync::Arc::new(|| {})).unwrap();
    let why = match Joining::new(link).wait(Duration::from_secs(20)) {
        Ok(_) => panic!("joined through a loop of redirects"),
        Err(why) => why.render(dicepad::engine::text::Lang::En),
    };
    assert!(why.contains("3 times in a row"), "{why}");
    // The first join and three redirects followed; the fourth redirect is not.
    assert_eq!(turns.load(Ordering::SeqCst), MAX_REDIRECTS + 1);
    let e = fetch_summary_following(&trust, &round, &room.room, &token).unwrap_err();
    let said = e.msg().render(dicepad::engine::text::Lang::En);
    assert!(said.contains("3 times in a row"), "{said}");
    std::fs::remove_dir_all(&dir).ok();
}
