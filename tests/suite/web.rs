//! The browser app in a real headless Chromium (Debian's `chromium` and `chromedriver`), served
//! by `dicepad serve --web`: the page starts with no error in its console, the app draws its
//! home screen, and a Honeycomb game is started and a legal hex clicked, the log taking the move
//! (read through the app's test hook, `window.dicepadState`, src/ui/web.rs); and a seat joins a
//! room of that server from an invitation link (`#join/ROOM/TOKEN`), the token then gone from the
//! page's address; a hint is thought in the page's Web Worker while the page goes on drawing; a
//! browser seat follows a room to the end (its actions made by the room's clock) against a
//! `dicepad client` seat, and its dice verify as fair in the page.
//!
//! Needs the built app: `./scripts/web.sh`, then `DICEPAD_WEB=target/web cargo test --test
//! suite web -- --ignored` (the README's test command does both). Ignored otherwise: without
//! the folder there is nothing to test, and it must not pass by doing nothing.
//!
//! WebDriver is spoken over plain HTTP/1.1 on loopback (a few JSON requests): no client crate.

use super::net::{temp_dir, ServerProc};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The built app's folder, from `DICEPAD_WEB`.
pub(super) fn web_folder() -> PathBuf {
    let dir = std::env::var_os("DICEPAD_WEB")
        .map(PathBuf::from)
        .expect("DICEPAD_WEB names the built app's folder (./scripts/web.sh makes target/web)");
    assert!(
        dir.join("index.html").is_file() && dir.join("dicepad_bg.wasm").is_file(),
        "{} holds no built app",
        dir.display()
    );
    dir
}

/// A chromedriver process on a free port; killed when dropped.
pub(super) struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    pub(super) fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver is installed (Debian's chromium-driver)");
        let until = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < until, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
        Driver { child, port }
    }

    /// One WebDriver request; the answer's `value`.
    pub(super) fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
        write!(
            s,
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        // The head, then as many bytes as it says (chromedriver may keep the connection open).
        let mut raw = Vec::new();
        let mut byte = [0u8; 1];
        while !raw.ends_with(b"\r\n\r\n") {
            let n = s.read(&mut byte).unwrap();
            assert!(n == 1, "{method} {path}: the answer ended in its head");
            raw.push(byte[0]);
        }
        let head = String::from_utf8_lossy(&raw).to_ascii_lowercase();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("{method} {path}: no length in {head}"));
        let mut body = vec![0u8; length];
        s.read_exact(&mut body).unwrap();
        let v: Value = serde_json::from_slice(&body)
            .unwrap_or_else(|e| panic!("{method} {path}: {e}: {}", String::from_utf8_lossy(&body)));
        v["value"].clone()
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `dicepad serve` on a free port that serves the built app in `web`, its rooms in `dir`.
pub(super) fn web_server(dir: &std::path::Path, web: &std::path::Path) -> ServerProc {
    ServerProc::start_with(
        &dir.join("rooms"),
        "127.0.0.1:0",
        &["--web", web.to_str().unwrap()],
    )
}

/// `dicepad rooms create` on `server` with `args`: the room it printed (code, tokens, links).
fn create_room(server: &ServerProc, args: &[&str]) -> Value {
    let made = Command::new(super::net::BIN)
        .args(["rooms", "create", "--server", &server.url])
        .args(args)
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    serde_json::from_slice(&made.stdout).unwrap()
}

/// Sends the page to `url`.
pub(super) fn open(d: &Driver, id: &str, url: &str) {
    d.call(
        "POST",
        &format!("/session/{id}/url"),
        Some(json!({ "url": url })),
    );
}

/// A browser session at 1280×800 on SwiftShader's WebGL, with its console kept.
pub(super) fn session(d: &Driver, profile: &std::path::Path) -> String {
    let caps = json!({
        "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            "goog:loggingPrefs": { "browser": "ALL" },
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": [
                    "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
                    "--enable-unsafe-swiftshader", "--window-size=1280,800",
                    "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--no-first-run",
                    format!("--user-data-dir={}", profile.display()),
                ],
            },
        }},
    });
    let v = d.call("POST", "/session", Some(caps));
    v["sessionId"]
        .as_str()
        .unwrap_or_else(|| panic!("no session: {v}"))
        .to_string()
}

/// Runs `script` in the page; its result.
pub(super) fn run(d: &Driver, id: &str, script: &str) -> Value {
    d.call(
        "POST",
        &format!("/session/{id}/execute/sync"),
        Some(json!({ "script": script, "args": [] })),
    )
}

/// The app's test hook, once it has drawn a frame (`None` until then).
pub(super) fn app_state(d: &Driver, id: &str) -> Option<Value> {
    let v = run(d, id, "return window.dicepadState || null;");
    let shown: Value = serde_json::from_str(v.as_str()?).ok()?;
    serde_json::from_str(shown["state"].as_str()?).ok()
}

/// The console's entries of level SEVERE (errors, failed loads, panics).
pub(super) fn console_errors(d: &Driver, id: &str) -> Vec<String> {
    let v = d.call(
        "POST",
        &format!("/session/{id}/se/log"),
        Some(json!({ "type": "browser" })),
    );
    v.as_array()
        .map(|entries| {
            entries
                .iter()
                .filter(|e| e["level"] == "SEVERE")
                .map(|e| e["message"].as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
#[ignore = "needs the browser app built (./scripts/web.sh) and DICEPAD_WEB; run by the README's test command"]
fn the_browser_app_starts_and_a_honeycomb_move_is_played_by_a_click() {
    let dir = temp_dir("web-start");
    let server = web_server(&dir, &web_folder());
    let d = Driver::start();
    let id = session(&d, &dir.join("profile"));
    let page = format!("http://127.0.0.1:{}/", server.port());
    open(&d, &id, &page);
    let started = Instant::now();
    let state = loop {
        if let Some(s) = app_state(&d, &id) {
            break s;
        }
        let why = run(&d, &id, "return window.dicepadError || null;");
        assert!(why.is_null(), "the app did not start: {why}");
        assert!(
            started.elapsed() < Duration::from_secs(90),
            "no frame drawn after 90 s; console: {:?}",
            console_errors(&d, &id)
        );
        std::thread::sleep(Duration::from_millis(200));
    };
    eprintln!("first frame after {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(state["screen"], "Home", "{state}");
    assert!(state["game"].is_null(), "no game on a first start: {state}");
    // Let a few more frames run, then nothing may have gone wrong on the way.
    std::thread::sleep(Duration::from_secs(2));
    let errors = console_errors(&d, &id);
    assert!(errors.is_empty(), "console errors: {errors:?}");
    // The home screen's daily challenges asked the worker for the Strong bot's scores on
    // today's dice; the first one to come back is kept in the page's storage (the records file).
    let until = Instant::now() + Duration::from_secs(120);
    loop {
        let kept = run(
            &d,
            &id,
            "return Object.keys(localStorage).filter(k => k.startsWith('dicepad:'));",
        );
        let daily = kept.as_array().is_some_and(|k| {
            k.iter()
                .any(|k| k.as_str().is_some_and(|k| k.ends_with("/challenges.ron")))
        });
        if daily {
            break;
        }
        assert!(
            Instant::now() < until,
            "no daily bot score kept in the page's storage: {kept}"
        );
        std::thread::sleep(Duration::from_millis(500));
    }
    eprintln!(
        "a daily bot score kept after {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // A Honeycomb game, started and played by clicks on the canvas: New game on its card, Start,
    // then the hex north of the start two rows up (a jump, legal at every first move). The places
    // are where the 1280×800 window draws them (fonts and layout are the app's own, so they are
    // the same on every machine); a layout change moves them and fails here, loudly.
    click(&d, &id, 224, 396);
    click(&d, &id, 503, 326);
    let state = wait_for(&d, &id, |s| s["screen"] == "Game");
    assert_eq!(state["game"]["id"], "honeycomb-caverns", "{state}");
    assert_eq!(state["game"]["actions"], 0, "{state}");
    click(&d, &id, 297, 292);
    let state = wait_for(&d, &id, |s| s["game"]["actions"] == 1);
    assert_eq!(
        state["game"]["last"], "jump N",
        "the click played the jump: {state}"
    );

    // A hint (H) is thought out in the page's Web Worker: while it thinks, the page keeps
    // drawing (its frame count goes on), and the hint arrives.
    press_key(&d, &id, "h");
    let asked = Instant::now();
    let state = wait_for(&d, &id, |s| {
        !s["game"]["thinking"].is_null() || !s["game"]["hint"].is_null()
    });
    if state["game"]["hint"].is_null() {
        let before = frames(&d, &id);
        std::thread::sleep(Duration::from_millis(500));
        let after = frames(&d, &id);
        let still = app_state(&d, &id).unwrap_or(Value::Null);
        eprintln!("while the hint was thought: {before} → {after} frames in 0.5 s");
        assert!(
            after >= before + 3 || !still["game"]["hint"].is_null(),
            "the page stood still while the bot thought: {before} → {after} frames, {still}"
        );
    }
    let state = wait_for(&d, &id, |s| !s["game"]["hint"].is_null());
    eprintln!(
        "hint {} after {:.1} s",
        state["game"]["hint"],
        asked.elapsed().as_secs_f64()
    );
    assert!(state["game"]["thinking"].is_null(), "{state}");
    let errors = console_errors(&d, &id);
    assert!(errors.is_empty(), "console errors: {errors:?}");
    d.call("DELETE", &format!("/session/{id}"), None);
}

/// The frames the page has drawn (`window.dicepadFrames`).
pub(super) fn frames(d: &Driver, id: &str) -> u64 {
    run(d, id, "return window.dicepadFrames || 0;")
        .as_u64()
        .unwrap_or(0)
}

/// Presses and lets go of `key` (a character) on the page.
pub(super) fn press_key(d: &Driver, id: &str, key: &str) {
    let keys = json!({
        "type": "key", "id": "keyboard",
        "actions": [ { "type": "keyDown", "value": key }, { "type": "keyUp", "value": key } ],
    });
    d.call(
        "POST",
        &format!("/session/{id}/actions"),
        Some(json!({ "actions": [keys] })),
    );
}

#[test]
#[ignore = "needs the browser app built (./scripts/web.sh) and DICEPAD_WEB; run by the README's test command"]
fn a_browser_seat_joins_a_room_from_an_invitation_link_and_the_token_leaves_the_address() {
    let dir = temp_dir("web-join");
    let server = web_server(&dir, &web_folder());
    let room = create_room(
        &server,
        &["--game", "hex-roller", "--seats", "remote,normal"],
    );
    let (code, token) = (
        room["room"].as_str().unwrap(),
        room["tokens"][0].as_str().unwrap(),
    );
    let d = Driver::start();
    let id = session(&d, &dir.join("profile"));
    // `rooms create` hands out each seat's link to the page of the server it asked.
    let link = room["links"][0].as_str().unwrap().to_string();
    assert_eq!(
        link,
        format!("http://127.0.0.1:{}/#join/{code}/{token}", server.port())
    );
    open(&d, &id, &link);
    // The server's state came in: the replica is the room's game, with the bot's first moves.
    let state = wait_for(&d, &id, |s| {
        s["screen"] == "Game" && s["game"]["actions"] != 0
    });
    assert_eq!(state["game"]["id"], "hex-roller", "{state}");
    let address = run(&d, &id, "return location.href;");
    assert!(
        !address.as_str().unwrap_or_default().contains(token),
        "the token stayed in the address: {address}"
    );
    let errors = console_errors(&d, &id);
    assert!(errors.is_empty(), "console errors: {errors:?}");
    d.call("DELETE", &format!("/session/{id}"), None);
}

#[test]
#[ignore = "needs the browser app built (./scripts/web.sh) and DICEPAD_WEB; run by the README's test command"]
fn a_browser_seat_sits_a_room_to_the_end_against_a_client_and_its_dice_verify() {
    let dir = temp_dir("web-play");
    let server = web_server(&dir, &web_folder());
    // The browser seat's actions come from the room's clock: a second each, then the
    // room's Normal bot acts for it (a window offers no "Bot plays for me" in a network
    // game, and the clicks of a whole game would test the layout, not the seat).
    let room = create_room(
        &server,
        &[
            "--game",
            "hex-roller",
            "--seats",
            "remote,remote",
            "--clock",
            "1s",
        ],
    );
    let code = room["room"].as_str().unwrap();
    let theirs = room["tokens"][1].as_str().unwrap();
    // The other seat: a desktop client with a Normal bot.
    let client = Command::new(super::net::BIN)
        .args(["client", "--server", &server.url, "--room", code])
        .args(["--token", theirs, "--bot", "normal", "--patience", "60"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let d = Driver::start();
    let id = session(&d, &dir.join("profile"));
    let link = room["links"][0].as_str().unwrap().to_string();
    open(&d, &id, &link);
    wait_for(&d, &id, |s| {
        s["screen"] == "Game" && s["game"]["id"] == "hex-roller"
    });
    let started = Instant::now();
    let state = wait_long(&d, &id, Duration::from_secs(300), |s| {
        s["game"]["over"] == true && !s["game"]["dice"].is_null()
    });
    eprintln!(
        "the room played to the end in {:.0} s ({} actions)",
        started.elapsed().as_secs_f64(),
        state["game"]["actions"]
    );
    // The end window checked the dice itself once the server revealed the seed.
    let fair = state["game"]["dice"]["fair"].as_str().unwrap_or_default();
    assert!(
        fair.starts_with("fair: "),
        "the dice did not verify: {state}"
    );
    let out = client.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "the client seat: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let errors = console_errors(&d, &id);
    assert!(errors.is_empty(), "console errors: {errors:?}");
    d.call("DELETE", &format!("/session/{id}"), None);
}

/// A left click at (`x`, `y`) of the page.
pub(super) fn click(d: &Driver, id: &str, x: i64, y: i64) {
    let pointer = json!({
        "type": "pointer", "id": "mouse", "parameters": { "pointerType": "mouse" },
        "actions": [
            { "type": "pointerMove", "duration": 0, "x": x, "y": y, "origin": "viewport" },
            { "type": "pointerDown", "button": 0 },
            { "type": "pause", "duration": 60 },
            { "type": "pointerUp", "button": 0 },
        ],
    });
    d.call(
        "POST",
        &format!("/session/{id}/actions"),
        Some(json!({ "actions": [pointer] })),
    );
    // The page draws what the click opened (a dialog comes in a frame or two).
    std::thread::sleep(Duration::from_millis(800));
}

/// The app's state once `ok` holds of it (at most 30 s).
pub(super) fn wait_for(d: &Driver, id: &str, ok: impl Fn(&Value) -> bool) -> Value {
    wait_long(d, id, Duration::from_secs(30), ok)
}

/// The app's state once `ok` holds of it (at most `limit`).
pub(super) fn wait_long(
    d: &Driver,
    id: &str,
    limit: Duration,
    ok: impl Fn(&Value) -> bool,
) -> Value {
    let until = Instant::now() + limit;
    loop {
        let state = app_state(d, id).unwrap_or(Value::Null);
        if ok(&state) {
            return state;
        }
        assert!(Instant::now() < until, "the app never got there: {state}");
        std::thread::sleep(Duration::from_millis(100));
    }
}
