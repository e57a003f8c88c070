//! The browser runner: the same [`App`] as the desktop's, drawn on the page's canvas by eframe's
//! web runner, with [`super::web_platform::Web`] as its platform (the seam in [`super::platform`]). Built by
//! `./scripts/web.sh` (docs/web.md); nothing above the platform seam knows it is in a browser.
//!
//! What the browser does differently, here and below the seam: files are entries of the page's
//! local storage (`engine::files`), a file saved or exported is a download, a save is opened by
//! an upload, and work the desktop does on threads (bots, hints, the review's analysis) runs in
//! a Web Worker: `worker.js` loads this same module there and hands each job to [`dicepad_job`].

use super::app::App;
use super::event::{Event, NextGame};
use crate::engine::text::tr;
use wasm_bindgen::prelude::*;

/// The id of the page's canvas (`index.html`, written by `./scripts/web.sh`).
const CANVAS: &str = "dicepad";

/// Starts the app on the page's canvas (called by the page's script once the module is loaded;
/// not by the worker's, which loads the same module).
#[wasm_bindgen]
pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        if let Err(e) = run().await {
            // The page shows the reason (index.html's script reads `window.dicepadError`).
            let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
            web_sys::console::error_1(&JsValue::from_str(&why));
            if let Some(w) = web_sys::window() {
                let _ = js_sys::Reflect::set(&w, &"dicepadError".into(), &why.into());
            }
        }
    });
}

/// The page's canvas (`index.html`'s).
fn page_canvas() -> Result<web_sys::HtmlCanvasElement, JsValue> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| tr("web-no-page"))?;
    Ok(document
        .get_element_by_id(CANVAS)
        .ok_or_else(|| tr("web-no-page"))?
        .dyn_into()?)
}

/// The figures' hook: the previous frame's time in the app's code (eframe's measure, seconds;
/// the browser's drawing of it not included), as `window.dicepadCpu`.
fn publish_cpu(frame: &eframe::Frame) {
    if let (Some(w), Some(cpu)) = (web_sys::window(), frame.info().cpu_usage) {
        let _ = js_sys::Reflect::set(&w, &"dicepadCpu".into(), &f64::from(cpu).into());
    }
}

async fn run() -> Result<(), JsValue> {
    let canvas = page_canvas()?;
    let runner = eframe::WebRunner::new();
    runner
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(|cc| {
                let mut app = App::load(crate::paths::data_dir());
                app.network.ctx = Some(cc.egui_ctx.clone());
                if let Some(req) = invitation_of_page() {
                    app.send(Event::Replace(NextGame::Join(req)));
                }
                Ok(Box::new(WebApp {
                    app,
                    frames: 0,
                    published: String::new(),
                }))
            }),
        )
        .await
}

/// The seat the page's address invites to (`#join/ROOM/TOKEN`, [`super::join_form::from_link`]),
/// if any; the fragment is then taken off the address bar, so the token is not left in the
/// page's address for a bookmark, a screenshot or the next visitor of this browser.
fn invitation_of_page() -> Option<crate::ui::event::JoinRequest> {
    let window = web_sys::window()?;
    let location = window.location();
    let fragment = location.hash().ok()?;
    let req = super::join_form::from_link(
        &fragment,
        &location.protocol().ok()?,
        &location.host().ok()?,
    )?;
    if let (Ok(history), Ok(path)) = (window.history(), location.pathname()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
    Some(req)
}

/// eframe glue: the settings are written as the desktop writes them (every change; there is no
/// "on exit" a page can count on).
struct WebApp {
    app: App,
    frames: u64,
    /// What the test hook said last.
    published: String,
}

impl eframe::App for WebApp {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.show(ui);
        self.frames += 1;
        self.publish();
        publish_cpu(frame);
    }
}

impl WebApp {
    /// The test hook: what the browser tests (`tests/suite/web.rs`) read of the app, as JSON in
    /// `window.dicepadState`: frames drawn, the screen, and the game on it (its id, actions
    /// logged, the last one's notation, what a bot is thinking about, the hint shown, whether it
    /// is over and what checking its dice said). Written
    /// only when the screen or the game changed, and on the first frames (so a test sees the app
    /// has drawn); the count of frames drawn is in `window.dicepadFrames` after every frame (a
    /// test sees the page is not held up).
    fn publish(&mut self) {
        if let Some(w) = web_sys::window() {
            let _ = js_sys::Reflect::set(&w, &"dicepadFrames".into(), &(self.frames as f64).into());
        }
        let game = self.app.play.game.as_ref().map(|g| {
            let n = g.m.action_count();
            serde_json::json!({
                "id": g.m.info().id,
                "actions": n,
                "last": n.checked_sub(1).and_then(|i| g.m.log_notation(i)),
                "thinking": g.m.thinking().map(|t| format!("{:?}", t.purpose)),
                "hint": g.m.hint_notation(),
                "over": g.m.is_over(),
                "dice": g.dice_check.as_ref().map(|c| match c {
                    Ok(fair) => serde_json::json!({ "fair": fair }),
                    Err(unfair) => serde_json::json!({ "unfair": unfair }),
                }),
            })
        });
        let state = serde_json::json!({
            "screen": format!("{:?}", self.app.screen),
            "game": game,
        })
        .to_string();
        if state == self.published && self.frames > 3 {
            return;
        }
        let shown = serde_json::json!({ "frames": self.frames, "state": &state }).to_string();
        self.published = state;
        if let Some(w) = web_sys::window() {
            let _ = js_sys::Reflect::set(&w, &"dicepadState".into(), &shown.into());
        }
    }
}

/// The worker's side of `engine::worker` (the message format is in `engine/worker_web.rs`): runs
/// the job in `message` (`ID\tLANG\tKIND\tBODY`) in its language and posts its progress and
/// its answer back to the page. Called by `worker.js` in the Web Worker, one job at a time.
#[wasm_bindgen]
pub fn dicepad_job(message: &str) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = |text: String| {
        let _ = scope.post_message(&JsValue::from_str(&text));
    };
    let mut parts = message.splitn(4, '\t');
    let (Some(id), Some(lang), Some(kind), Some(body)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return;
    };
    if let Some(lang) = crate::engine::text::Lang::from_code(lang) {
        crate::engine::text::set_lang(lang);
    }
    let mut progress = |done: usize, total: usize| {
        post(format!("P\t{id}\t{done}\t{total}"));
        true
    };
    match crate::offload::run(kind, body, &mut progress) {
        Ok(answer) => post(format!("A\t{id}\t{answer}")),
        Err(why) => post(format!("E\t{id}\t{why}")),
    }
}

/// egui's own demo app on the page's canvas, built the same way as dicepad (`WEB_DEMO=1
/// ./scripts/web.sh` writes `demo.html`), so the browser figures can set the frame time of
/// dicepad's play screens beside the demo's (`window.dicepadCpu`, as [`WebApp`] writes it).
#[cfg(feature = "web-demo")]
#[wasm_bindgen]
pub fn start_demo() {
    struct Demo(egui_demo_lib::DemoWindows);
    impl eframe::App for Demo {
        fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
            self.0.ui(ui);
            publish_cpu(frame);
        }
    }
    wasm_bindgen_futures::spawn_local(async {
        let started = match page_canvas() {
            Ok(canvas) => {
                eframe::WebRunner::new()
                    .start(
                        canvas,
                        eframe::WebOptions::default(),
                        Box::new(|_| Ok(Box::new(Demo(egui_demo_lib::DemoWindows::default())))),
                    )
                    .await
            }
            Err(e) => Err(e),
        };
        if let Err(e) = started {
            web_sys::console::error_1(&e);
        }
    });
}
