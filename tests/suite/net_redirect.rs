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
    redirector_over(to, None)
}

/// [`redirector`], over TLS when `tls` is given (its address is `wss://` then).
fn redirector_over(
    to: Option<String>,
    tls: Option<dicepad::net::tls::ServerTls>,
) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let scheme = if tls.is_some() { "wss" } else { "ws" };
    let url = format!("{scheme}://{}", listener.local_addr().unwrap());
    let to = to.unwrap_or_else(|| url.clone());
    let count = std::sync::Arc::new(AtomicUsize::new(0));
    let counted = count.clone();
    std::thread::spawn(move || {
        super::net::runtime().block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            while let Ok((tcp, _)) = listener.accept().await {
                let io: Box<dyn dicepad::net::tls::Io> = match &tls {
                    Some(tls) => match tls.accept(tcp).await {
                        Ok(io) => io,
                        Err(_) => continue,
                    },
                    None => Box::new(tcp),
                };
                let Ok(mut ws) = tokio_tungstenite::accept_async(io).await else {
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

fn tls_file(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/tls")
        .join(name)
}

/// A node reached over wss:// that sends the seat on to a plain ws:// server (where its token
/// would travel in clear) is not followed: the window's link gives up with the reason, so does
/// its summary, and `dicepad client` ends at once saying so. A plain node may send a seat on to a wss:// one (the route's unit test).
#[test]
fn a_redirect_from_wss_down_to_ws_is_refused_by_the_window_and_the_client() {
    use std::sync::atomic::Ordering;
    let dir = temp_dir("redirect-downgrade");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let owner = format!("ws://{addr}");
    let seats = vec![SeatSpec::Remote, SeatSpec::Remote];
    let room =
        dicepad::net::client::create_room(&owner, "hex-roller", seats, Default::default(), None)
            .unwrap();
    let token = room.tokens[0].clone().unwrap();
    let tls =
        dicepad::net::tls::ServerTls::load(&tls_file("cert.pem"), &tls_file("key.pem")).unwrap();
    let (secure, sent) = redirector_over(Some(owner.clone()), Some(tls));
    assert!(secure.starts_with("wss://"));
    let trust = dicepad::net::tls::Trust::new(Some(&tls_file("cert.pem"))).unwrap();
    let english = |m: dicepad::engine::text::Msg| m.render(dicepad::engine::text::Lang::En);

    let link = Link::connect_with(
        &secure,
        &room.room,
        &token,
        std::sync::Arc::new(|| {}),
        Duration::from_secs(30),
        Some(trust.clone()),
    )
    .unwrap();
    let why = match Joining::new(link).wait(Duration::from_secs(20)) {
        Ok(_) => panic!("followed a redirect from wss:// to ws://"),
        Err(why) => english(why),
    };
    assert!(why.contains("without (ws://)"), "{why}");
    assert_eq!(sent.load(Ordering::SeqCst), 1);
    let e = fetch_summary_following(&trust, &secure, &room.room, &token).unwrap_err();
    assert!(english(e.msg()).contains("without (ws://)"), "{:?}", e);

    let started = std::time::Instant::now();
    let out = std::process::Command::new(super::net::BIN)
        .args([
            "client", "--server", &secure, "--room", &room.room, "--token", &token,
        ])
        .args(["--patience", "20", "--ca"])
        .arg(tls_file("cert.pem"))
        .env("LANG", "en_US.UTF-8")
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("without (ws://)"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(10));
    std::fs::remove_dir_all(&dir).ok();
}

/// `dicepad client` sent round and round gives up: after a few rows of redirects, well within
/// its patience, instead of following them for ever.
#[test]
fn the_client_gives_up_on_redirects_that_go_round() {
    use std::sync::atomic::Ordering;
    let (round, turns) = redirector(None);
    let mut child = std::process::Command::new(super::net::BIN)
        .args(["client", "--server", &round, "--room", "ROOM0000"])
        .args(["--token", &"0".repeat(32), "--patience", "3"])
        .env("LANG", "en_US.UTF-8")
        .env_remove("RUST_LOG")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!(
                "the client still follows redirects after 15 s ({} so far)",
                turns.load(Ordering::SeqCst)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(!status.success());
    assert!(err.contains("3 times in a row"), "{err}");
    let n = turns.load(Ordering::SeqCst);
    assert!(
        n <= (MAX_REDIRECTS + 1) * dicepad::net::client::MAX_REDIRECT_ROWS,
        "{n}"
    );
}
