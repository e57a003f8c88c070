//! Figures of the browser app (issue 49's item 6), measured in headless Chromium on this machine
//! and printed, never asserted: a Strong bot's decision in the page's Web Worker against the same
//! decision run natively, and the time a frame of the busiest play screens spends in the app's
//! code (eframe's own measure, `window.dicepadCpu`; SwiftShader's drawing is not in it).
//!
//! `DICEPAD_WEB=target/web cargo test --release --no-default-features --test suite web_figures
//! -- --ignored --nocapture` (docs/web.md has the figures of the last run).

use super::net::temp_dir;
use super::web::{app_state, click, open, run, session, wait_for, web_folder, web_server, Driver};
use dicepad::engine::rules::ToMove;
use dicepad::engine::session::{SeatInfo, Session};
use dicepad::engine::worker::Job;
use dicepad::engine::BotLevel;
use dicepad::game::decide::Decide;
use dicepad::games::hex_roller::HexRoller;
use serde_json::{json, Value};
use std::sync::atomic::AtomicU64;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Strong decisions of a 3-seat Hex Roller game at several points, as orders for the worker.
fn strong_orders() -> Vec<(String, String)> {
    let seats = (0..3)
        .map(|i| SeatInfo::bot(format!("Bot {i}"), BotLevel::Normal))
        .collect();
    let mut s = Session::new(HexRoller, Default::default(), seats, 5).unwrap();
    let mut orders = Vec::new();
    while !s.is_over() && orders.len() < 6 {
        let ToMove::Seat(seat) = s.to_move() else {
            panic!("a running session waits for a seat")
        };
        if s.log().len() % 9 == 4 {
            let job = Decide {
                job: s.bot_job_as(seat, BotLevel::Strong).unwrap(),
                live: Arc::new(AtomicU64::new(0)),
                generation: 0,
            };
            let order = job.order().unwrap();
            orders.push((order.kind.to_string(), order.body));
        }
        let choice = s.bot_job_as(seat, BotLevel::Normal).unwrap().run().unwrap();
        s.apply_as(seat, choice.action).unwrap();
    }
    orders
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
#[ignore = "figures, not a test: needs DICEPAD_WEB and Chromium; run by hand (docs/web.md)"]
fn browser_figures() {
    let dir = temp_dir("web-figures");
    let server = web_server(&dir, &web_folder());
    let d = Driver::start();
    let id = session(&d, &dir.join("profile"));
    d.call(
        "POST",
        &format!("/session/{id}/goog/cdp/execute"),
        Some(json!({ "cmd": "Emulation.setDeviceMetricsOverride",
            "params": { "width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": false } })),
    );
    open(&d, &id, &format!("http://127.0.0.1:{}/", server.port()));
    wait_for(&d, &id, |s| s["screen"] == "Home");

    // A Strong bot's decisions: natively (this test's own build) and in a Web Worker of the page.
    let orders = strong_orders();
    let native: Vec<f64> = orders
        .iter()
        .map(|(kind, body)| {
            let t = Instant::now();
            dicepad::offload::run(kind, body, &mut |_, _| true).unwrap();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    let messages: Vec<String> = orders
        .iter()
        .enumerate()
        .map(|(i, (kind, body))| format!("{i}\ten\t{kind}\t{body}"))
        .collect();
    let script = r#"
        const done = arguments[arguments.length - 1];
        const messages = arguments[0];
        const w = new Worker("./worker.js", { type: "module" });
        const times = [];
        let i = 0, t = 0;
        const next = () => { t = performance.now(); w.postMessage(messages[i]); };
        w.onmessage = (e) => {
            const m = String(e.data);
            if (!m.startsWith("A\t") && !m.startsWith("E\t")) return;
            times.push(performance.now() - t);
            i += 1;
            if (i < messages.length) next(); else { w.terminate(); done(times); }
        };
        // The first message waits for the worker to load the module: a job of no kind, which
        // the runner refuses at once.
        messages.unshift("w\ten\tnone\t");
        next();
    "#;
    d.call(
        "POST",
        &format!("/session/{id}/timeouts"),
        Some(json!({ "script": 300_000 })),
    );
    let got = d.call(
        "POST",
        &format!("/session/{id}/execute/async"),
        Some(json!({ "script": script, "args": [messages] })),
    );
    let browser: Vec<f64> = got
        .as_array()
        .unwrap_or_else(|| panic!("no times: {got}"))
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    let (warm_up, browser) = browser.split_first().unwrap();
    eprintln!(
        "Strong decision (Hex Roller, 3 seats, {} positions): native median {:.0} ms {:?}, \
         browser worker median {:.0} ms {:?}; the worker's load {:.0} ms",
        native.len(),
        median(native.clone()),
        native.iter().map(|x| x.round()).collect::<Vec<_>>(),
        median(browser.to_vec()),
        browser.iter().map(|x| x.round()).collect::<Vec<_>>(),
        warm_up
    );

    // The frame time of busy play screens while the bots play: Black Molly and Hex Roller.
    for (name, new_game, add_seat, start) in [
        ("Black Molly, 2 seats", (224, 596), None, (504, 394)),
        (
            "Hex Roller, 2 seats",
            (648, 411),
            Some((515, 199)),
            (470, 371),
        ),
    ] {
        open(&d, &id, &format!("http://127.0.0.1:{}/", server.port()));
        wait_for(&d, &id, |s| s["screen"] == "Home");
        click(&d, &id, new_game.0, new_game.1);
        if let Some((x, y)) = add_seat {
            click(&d, &id, x, y);
        }
        click(&d, &id, start.0, start.1);
        wait_for(&d, &id, |s| s["screen"] == "Game");
        // "Bot plays for me", so the screen changes every frame the bots move.
        click(&d, &id, 955, 180);
        let mut cpu = Vec::new();
        let until = Instant::now() + Duration::from_secs(8);
        while Instant::now() < until {
            if let Some(ms) = run(&d, &id, "return window.dicepadCpu || null;").as_f64() {
                cpu.push(ms * 1000.0);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let state = app_state(&d, &id).unwrap_or(Value::Null);
        let mean = cpu.iter().sum::<f64>() / cpu.len().max(1) as f64;
        let max = cpu.iter().copied().fold(0.0, f64::max);
        eprintln!(
            "{name}: frame time in the app's code, {} samples: median {:.1} ms, mean {mean:.1} ms, \
             max {max:.1} ms ({} actions played)",
            cpu.len(),
            median(cpu.clone()),
            state["game"]["actions"]
        );
    }
    // egui's demo app, built the same way (`WEB_DEMO=1 ./scripts/web.sh`), if it is there:
    // its frame time with its default windows open, the pointer still.
    if let Ok(demo) = std::env::var("DICEPAD_WEB_DEMO") {
        let demo_server = web_server(&dir.join("demo"), std::path::Path::new(&demo));
        open(
            &d,
            &id,
            &format!("http://127.0.0.1:{}/demo.html", demo_server.port()),
        );
        std::thread::sleep(Duration::from_secs(5));
        let mut cpu = Vec::new();
        let until = Instant::now() + Duration::from_secs(8);
        while Instant::now() < until {
            // The demo repaints on input only: a key each sample makes a frame.
            super::web::press_key(&d, &id, "\u{E008}");
            if let Some(ms) = run(&d, &id, "return window.dicepadCpu || null;").as_f64() {
                cpu.push(ms * 1000.0);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let mean = cpu.iter().sum::<f64>() / cpu.len().max(1) as f64;
        eprintln!(
            "egui's demo app: frame time in the app's code, {} samples: median {:.1} ms, mean {mean:.1} ms",
            cpu.len(),
            median(cpu.clone()),
        );
    }
    d.call("DELETE", &format!("/session/{id}"), None);
}
