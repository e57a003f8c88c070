//! Frame cost of the busiest screens (and the home screen) next to egui's own demo app, in the
//! same run: `cargo bench --features bench --bench frame`. One frame = the whole window (menus,
//! side panel, log, play screen) laid out by egui in a headless `Context` at 1280×800 and
//! tessellated, as eframe would before painting.
//!
//! Positions come from seeded Easy-bot games (early = 10 % of the game, late = a few actions before
//! the end), saved and reopened with every seat human, so no bot moves during the measurement.
//! After criterion's figures, a summary prints each screen's mean frame time as a ratio of the
//! demo's. Never asserted anywhere: the machines are shared and noisy.
//!
//! Every screen (and the demo) is measured twice: with the pointer still, and with the pointer
//! sweeping over the sheet each frame ("+pointer"), so hover marks, tooltips and refusals are
//! worked out as they are while a player moves the mouse.
//!
//! For instruction counts (repeatable under load), `FRAME_ONLY=LABEL[+pointer] FRAME_COUNT=N`
//! runs only N frames of one screen (`home`, or `egui_demo`) and no criterion, e.g. under
//! `valgrind --tool=callgrind --toggle-collect='*frame_only_frames*'` on the bench binary.

use criterion::{criterion_group, Criterion};
use dicepad::sim::{new_bot_match, play_out, write_bot_save, SelfplaySpec};
use dicepad::ui::settings::Settings;
use dicepad::ui::App;
use egui::{pos2, vec2, Event, RawInput, Rect};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// (label, game id, seats, how far into the game: 0.1 = early, 1.0 = late)
const SCREENS: &[(&str, &str, usize, f64)] = &[
    ("molecular-8p-early", "molecular-structures", 8, 0.1),
    ("molecular-8p-late", "molecular-structures", 8, 1.0),
    ("diaominos-4p-early", "diaominos", 4, 0.1),
    ("diaominos-4p-late", "diaominos", 4, 1.0),
    ("hex-roller-8p-late", "hex-roller", 8, 1.0),
    ("black-molly-4p-late", "black-molly", 4, 1.0),
    ("honeycomb-late", "honeycomb-caverns", 1, 1.0),
];

fn work_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-frame-bench-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temp dir for the bench");
    d
}

/// A save of a seeded Easy-bot game stopped at `fraction` of its length (at most 3 actions
/// before the end), with every seat turned human.
fn position(dir: &std::path::Path, game: &str, seats: usize, fraction: f64) -> PathBuf {
    let levels = vec!["easy"; seats].join(",");
    let spec = SelfplaySpec::parse(game, "easy", Some(&levels), 1, 11, &[]).expect("a valid spec");
    let mut m = new_bot_match(&spec, 0).expect("a bot game");
    let length = play_out(m.as_mut()).expect("the bots finish").actions;
    let stop = ((length as f64 * fraction) as usize).min(length.saturating_sub(3));
    let path = dir.join(format!("{game}-{seats}-{stop}.ron"));
    write_bot_save(&spec, Some(stop), &path).expect("the save is written");
    let text = std::fs::read_to_string(&path).expect("the save reads back");
    std::fs::write(&path, text.replace("Bot(Easy)", "Human")).expect("the save is rewritten");
    path
}

/// Frame input at `time`; with `pointer`, the pointer moves to the next point of a sweep over the
/// sheet (the left part of the play area, where the large sheet is drawn).
fn input(time: f64, pointer: bool) -> RawInput {
    let events = if pointer {
        vec![Event::PointerMoved(sweep(time))]
    } else {
        Vec::new()
    };
    RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(1280.0, 800.0))),
        time: Some(time),
        events,
        ..Default::default()
    }
}

/// A point of a Lissajous sweep over the large sheet's area at `time` (at 1280×800 the sheet
/// fills about x 20..600, y 110..770, left of the play column and the side panel); every frame
/// hovers somewhere new.
fn sweep(time: f64) -> egui::Pos2 {
    let k = (time / 0.016).round();
    let x = 310.0 + 290.0 * (k * 0.137).sin();
    let y = 440.0 + 320.0 * (k * 0.0913).sin();
    pos2(x as f32, y as f32)
}

/// A window showing the saved game (or, with none, the home screen of an empty data folder),
/// warmed up (fonts, layout caches).
fn app_with(save: Option<&std::path::Path>, dir: &std::path::Path) -> (egui::Context, App) {
    let settings = Settings {
        anim_speed: 0.0,
        ..Settings::default()
    };
    let mut app = App::new(settings, dir.to_path_buf());
    if let Some(save) = save {
        app.open_path(save);
        assert!(app.play.game.is_some(), "{} opens", save.display());
    }
    let ctx = egui::Context::default();
    for i in 0..5 {
        let out = ctx.run_ui(input(i as f64, false), |ui| app.show(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    (ctx, app)
}

/// One frame: layout and tessellation, as eframe does before painting.
fn frame(
    ctx: &egui::Context,
    time: f64,
    pointer: bool,
    show: &mut dyn FnMut(&mut egui::Ui),
) -> usize {
    let mut out = ctx.run_ui(input(time, pointer), |ui| show(ui));
    let prims = ctx.tessellate(std::mem::take(&mut out.shapes), out.pixels_per_point);
    out.textures_delta.clear();
    prims.len()
}

/// Mean seconds per frame over `n` frames (for the summary; criterion's figures are the record).
/// `time` only moves forward, as a real clock does (egui's animations look at it).
fn mean_frame(
    ctx: &egui::Context,
    n: usize,
    time: &mut f64,
    pointer: bool,
    show: &mut dyn FnMut(&mut egui::Ui),
) -> f64 {
    let start = Instant::now();
    for _ in 0..n {
        *time += 0.016;
        black_box(frame(ctx, *time, pointer, show));
    }
    start.elapsed().as_secs_f64() / n as f64
}

/// egui's demo app, warmed up.
fn demo_app() -> (egui::Context, egui_demo_lib::DemoWindows) {
    let ctx = egui::Context::default();
    let mut demo = egui_demo_lib::DemoWindows::default();
    for i in 0..5 {
        frame(&ctx, i as f64, false, &mut |ui| demo.ui(ui));
    }
    (ctx, demo)
}

/// The label of a variant: "+pointer" when the pointer sweeps.
fn variant(label: &str, pointer: bool) -> String {
    if pointer {
        format!("{label}+pointer")
    } else {
        label.to_string()
    }
}

fn frames(c: &mut Criterion) {
    let dir = work_dir();
    let mut g = c.benchmark_group("frame");
    g.sample_size(20);

    let (demo_ctx, mut demo) = demo_app();
    let mut t = 10.0;
    for pointer in [false, true] {
        g.bench_function(variant("egui_demo", pointer), |b| {
            b.iter(|| {
                t += 0.016;
                frame(&demo_ctx, t, pointer, &mut |ui| demo.ui(ui))
            })
        });
    }
    let mut summary = Vec::new();
    let home = std::iter::once(("home", None));
    let games = SCREENS
        .iter()
        .map(|&(label, game, seats, fraction)| (label, Some((game, seats, fraction))));
    for (label, screen) in home.chain(games) {
        let save = screen.map(|(game, seats, fraction)| position(&dir, game, seats, fraction));
        let (ctx, mut app) = app_with(save.as_deref(), &dir);
        for pointer in [false, true] {
            g.bench_function(variant(label, pointer), |b| {
                b.iter(|| {
                    t += 0.016;
                    frame(&ctx, t, pointer, &mut |ui| app.show(ui))
                })
            });
        }
        summary.push((label, ctx, app));
    }
    g.finish();

    // The ratio, measured back to back (demo, screen, demo) so load on the machine hits both; the
    // demo gets the same pointer sweep as the screen.
    println!("\nframe cost as a ratio of egui's demo (1280x800, layout + tessellate):");
    for (label, ctx, app) in &mut summary {
        for pointer in [false, true] {
            let d1 = mean_frame(&demo_ctx, 200, &mut t, pointer, &mut |ui| demo.ui(ui));
            let s = mean_frame(ctx, 200, &mut t, pointer, &mut |ui| app.show(ui));
            let d2 = mean_frame(&demo_ctx, 200, &mut t, pointer, &mut |ui| demo.ui(ui));
            let d = (d1 + d2) / 2.0;
            println!(
                "  {:<30} {:>7.3} ms  demo {:>7.3} ms  ratio {:.2}",
                variant(label, pointer),
                s * 1e3,
                d * 1e3,
                s / d
            );
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// `n` frames, nothing else: the span an instruction counter is pointed at.
#[inline(never)]
fn frame_only_frames(
    ctx: &egui::Context,
    n: usize,
    pointer: bool,
    show: &mut dyn FnMut(&mut egui::Ui),
) {
    let mut t = 10.0;
    for _ in 0..n {
        t += 0.016;
        black_box(frame(ctx, t, pointer, show));
    }
}

/// Frames before the counted span (`frame_only_frames`), as criterion warms up before it times:
/// what a screen makes once when it opens (the home screen's pictures, the font atlas) is not
/// part of what each frame costs.
#[inline(never)]
fn frame_only_warmup(
    ctx: &egui::Context,
    n: usize,
    pointer: bool,
    show: &mut dyn FnMut(&mut egui::Ui),
) {
    for k in 0..n {
        black_box(frame(ctx, 9.0 + 0.016 * k as f64, pointer, show));
    }
}

/// `FRAME_ONLY=LABEL[+pointer]`: `FRAME_COUNT` frames (default 50) of one screen, `home` (the
/// home screen of an empty data folder) or `egui_demo`, after `FRAME_WARMUP` frames (default 3)
/// that are not counted.
fn frame_only(which: &str) {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (n, warmup) = (env("FRAME_COUNT", 50), env("FRAME_WARMUP", 3));
    let (label, pointer) = match which.strip_suffix("+pointer") {
        Some(l) => (l, true),
        None => (which, false),
    };
    if label == "egui_demo" {
        let (ctx, mut demo) = demo_app();
        frame_only_warmup(&ctx, warmup, pointer, &mut |ui| demo.ui(ui));
        frame_only_frames(&ctx, n, pointer, &mut |ui| demo.ui(ui));
        return;
    }
    let dir = work_dir();
    let save = if label == "home" {
        None
    } else {
        let Some(&(_, game, seats, fraction)) = SCREENS.iter().find(|s| s.0 == label) else {
            let known: Vec<&str> = SCREENS.iter().map(|s| s.0).collect();
            eprintln!(
                "FRAME_ONLY: no screen {label:?} (egui_demo, home, {})",
                known.join(", ")
            );
            std::process::exit(2);
        };
        Some(position(&dir, game, seats, fraction))
    };
    let (ctx, mut app) = app_with(save.as_deref(), &dir);
    frame_only_warmup(&ctx, warmup, pointer, &mut |ui| app.show(ui));
    frame_only_frames(&ctx, n, pointer, &mut |ui| app.show(ui));
    if std::env::var("FRAME_MESHES").is_ok() {
        let mut out = ctx.run_ui(input(99.0, pointer), |ui| app.show(ui));
        let prims = ctx.tessellate(std::mem::take(&mut out.shapes), out.pixels_per_point);
        for p in &prims {
            if let egui::epaint::Primitive::Mesh(m) = &p.primitive {
                eprintln!(
                    "{:?} vertices {} indices {}",
                    p.clip_rect,
                    m.vertices.len(),
                    m.indices.len()
                );
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

criterion_group!(benches, frames);

fn main() {
    if let Ok(which) = std::env::var("FRAME_ONLY") {
        frame_only(&which);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
