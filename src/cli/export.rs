//! `dicepad export`: a seat's sheet of a save, or a blank sheet, as PNG (with the `gui` feature).

#[cfg(feature = "gui")]
use crate::engine::text::Msg;
use anyhow::{bail, Result};
use std::io::Write;
#[cfg(feature = "gui")]
use {crate::engine::files, crate::games::load_path, anyhow::anyhow};

#[cfg(feature = "gui")]
pub fn export(
    save: &std::path::Path,
    output: &std::path::Path,
    seat: usize,
    dpi: Option<f32>,
    out: &mut dyn Write,
) -> Result<()> {
    crate::engine::files::check_not_input(output, save)
        .map_err(|e| anyhow!("{}", cannot_write(output, e.msg())))?;
    let m = load_path(save)?;
    if seat == 0 || seat > m.seats().len() {
        let why = Msg::new("cli-no-such-seat")
            .count("seat", seat)
            .count("seats", m.seats().len());
        bail!("{why}");
    }
    match dpi {
        None => crate::export::export_png(m.as_ref(), seat - 1, output)?,
        Some(dpi) => {
            check_dpi(dpi)?;
            let bytes = with_progress(|progress| {
                crate::export::render_png_at_with(m.as_ref(), seat - 1, dpi / 72.0, progress)
            })?;
            crate::engine::save::write_atomic(output, &bytes)
                .map_err(|e| anyhow!("{}", cannot_write(output, files::io_msg(&e))))?;
        }
    }
    let wrote = Msg::new("cli-wrote").text("file", output.display().to_string());
    writeln!(out, "{wrote}")?;
    Ok(())
}

/// "cannot write FILE: why", in the player's language.
#[cfg(feature = "gui")]
fn cannot_write(file: &std::path::Path, why: Msg) -> Msg {
    Msg::new("cli-cannot-write")
        .text("file", file.display().to_string())
        .msg("why", why)
}

/// Runs a page's rendering with a progress bar on stderr (when it is a terminal): "rendering the
/// page [#####     ] 42 %" (a page at 1200 dpi takes half a minute).
#[cfg(feature = "gui")]
fn with_progress<T>(render: impl FnOnce(crate::export::RowsDone<'_>) -> Result<T>) -> Result<T> {
    let bar = super::progress::Bar::on_terminal();
    let what = crate::engine::text::tr("cli-progress-rendering");
    let result = render(&|done, total| bar.percent(&what, done, total));
    bar.finish();
    result
}

#[cfg(feature = "gui")]
fn check_dpi(dpi: f32) -> Result<()> {
    if !(30.0..=1200.0).contains(&dpi) {
        bail!("{}", Msg::new("print-dpi").text("dpi", dpi.to_string()));
    }
    Ok(())
}

#[cfg(feature = "gui")]
pub fn export_blank(
    game: &str,
    options: &std::collections::BTreeMap<String, String>,
    seats: Option<usize>,
    seat: usize,
    dpi: Option<f32>,
    output: &std::path::Path,
    out: &mut dyn Write,
) -> Result<()> {
    let dpi = dpi.unwrap_or(crate::print::DEFAULT_DPI);
    check_dpi(dpi)?;
    let m = crate::print::blank_match(game, options, seats)?;
    if seat == 0 || seat > m.seats().len() {
        let why = Msg::new("cli-no-such-blank-seat")
            .count("seat", seat)
            .count("seats", m.seats().len());
        bail!("{why}");
    }
    let bytes = with_progress(|progress| {
        crate::print::blank_png_with(m.as_ref(), seat - 1, dpi, progress)
    })?;
    crate::engine::save::write_atomic(output, &bytes)
        .map_err(|e| anyhow!("{}", cannot_write(output, files::io_msg(&e))))?;
    let wrote = Msg::new("cli-wrote").text("file", output.display().to_string());
    writeln!(out, "{wrote}")?;
    Ok(())
}

#[cfg(not(feature = "gui"))]
pub fn export(
    _: &std::path::Path,
    _: &std::path::Path,
    _: usize,
    _: Option<f32>,
    _: &mut dyn Write,
) -> Result<()> {
    bail!("{}", crate::engine::text::tr("cli-export-needs-gui"))
}

#[cfg(not(feature = "gui"))]
pub fn export_blank(
    _: &str,
    _: &std::collections::BTreeMap<String, String>,
    _: Option<usize>,
    _: usize,
    _: Option<f32>,
    _: &std::path::Path,
    _: &mut dyn Write,
) -> Result<()> {
    bail!("{}", crate::engine::text::tr("cli-export-needs-gui"))
}
