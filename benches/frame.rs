//! Frame cost of the busiest screens next to egui's own demo app, in the same run: `cargo bench
//! --bench frame`. One frame = the whole window (menus, side panel, log, play screen) laid out by
//! egui in a headless `Context` at 1280×800 and tessellated, as eframe would before painting.
//!
//! Positions come from seeded Easy-bot games (early = 10 % of the game, late = a few actions before
//! the end), saved and reopened with every seat human, so no bot moves during the measurement.
//! After criterion's figures, a summary prints each screen's mean frame time as a ratio of the
//! demo's. Never asserted anywhere: the machines are shared and noisy.

use criterion::{criterion_group, criterion_main, Criterion};
use dicepad::sim::{new_bot_match, play_out, write_bot_save, SelfplaySpec};
use dicepad::ui::settings::Settings;
use dicepad::ui::App;
use egui::{pos2, vec2, RawInput, Rect};
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

fn input(time: f64) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(pos2(0.0, 0.0), vec2(1280.0, 800.0))),
        time: Some(time),
        ..Default::default()
    }
}

/// A window showing the saved game, warmed up (fonts, layout caches).
fn app_with(save: &std::path::Path, dir: &std::path::Path) -> (egui::Context, App) {
    let settings = Settings {
        anim_speed: 0.0,
        ..Settings::default()
    };
    let mut app = App::new(settings, dir.to_path_buf());
    app.open_path(save);
    assert!(app.game.is_some(), "{} opens", save.display());
    let ctx = egui::Context::default();
    for i in 0..5 {
        let out = ctx.run_ui(input(i as f64), |ui| app.show(ui));
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    (ctx, app)
}

/// One frame: layout and tessellation, as eframe does before painting.
fn frame(ctx: &egui::Context, time: f64, show: &mut dyn FnMut(&mut egui::Ui)) -> usize {
    let mut out = ctx.run_ui(input(time), |ui| show(ui));
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
    show: &mut dyn FnMut(&mut egui::Ui),
) -> f64 {
    let start = Instant::now();
    for _ in 0..n {
        *time += 0.016;
        black_box(frame(ctx, *time, show));
    }
    start.elapsed().as_secs_f64() / n as f64
}

fn frames(c: &mut Criterion) {
    let dir = work_dir();
    let mut g = c.benchmark_group("frame");
    g.sample_size(20);

    let demo_ctx = egui::Context::default();
    let mut demo = egui_demo_lib::DemoWindows::default();
    for i in 0..5 {
        frame(&demo_ctx, i as f64, &mut |ui| demo.ui(ui));
    }
    let mut t = 10.0;
    g.bench_function("egui_demo", |b| {
        b.iter(|| {
            t += 0.016;
            frame(&demo_ctx, t, &mut |ui| demo.ui(ui))
        })
    });
    let mut summary = Vec::new();
    for &(label, game, seats, fraction) in SCREENS {
        let save = position(&dir, game, seats, fraction);
        let (ctx, mut app) = app_with(&save, &dir);
        g.bench_function(label, |b| {
            b.iter(|| {
                t += 0.016;
                frame(&ctx, t, &mut |ui| app.show(ui))
            })
        });
        summary.push((label, ctx, app));
    }
    g.finish();

    // The ratio, measured back to back (demo, screen, demo) so load on the machine hits both.
    println!("\nframe cost as a ratio of egui's demo (1280x800, layout + tessellate):");
    for (label, ctx, app) in &mut summary {
        let d1 = mean_frame(&demo_ctx, 200, &mut t, &mut |ui| demo.ui(ui));
        let s = mean_frame(ctx, 200, &mut t, &mut |ui| app.show(ui));
        let d2 = mean_frame(&demo_ctx, 200, &mut t, &mut |ui| demo.ui(ui));
        let d = (d1 + d2) / 2.0;
        println!(
            "  {label:<22} {:>7.3} ms  demo {:>7.3} ms  ratio {:.2}",
            s * 1e3,
            d * 1e3,
            s / d
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

criterion_group!(benches, frames);
criterion_main!(benches);
