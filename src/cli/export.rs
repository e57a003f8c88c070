//! `dicepad export`: a seat's sheet of a save, or a blank sheet, as PNG (with the `gui` feature).

use anyhow::{bail, Result};
use std::io::Write;
#[cfg(feature = "gui")]
use {crate::games::load_path, anyhow::anyhow};

#[cfg(feature = "gui")]
pub fn export(
    save: &std::path::Path,
    output: &std::path::Path,
    seat: usize,
    dpi: Option<f32>,
    out: &mut dyn Write,
) -> Result<()> {
    crate::engine::files::check_not_input(output, save)
        .map_err(|e| anyhow!("cannot write {}: {e}", output.display()))?;
    let m = load_path(save)?;
    if seat == 0 || seat > m.seats().len() {
        bail!(
            "seat {seat} does not exist: this game has seats 1 to {}",
            m.seats().len()
        );
    }
    match dpi {
        None => crate::export::export_png(m.as_ref(), seat - 1, output)?,
        Some(dpi) => {
            check_dpi(dpi)?;
            let bytes = crate::export::render_png_at(m.as_ref(), seat - 1, dpi / 72.0)?;
            crate::engine::save::write_atomic(output, &bytes)
                .map_err(|e| anyhow!("cannot write {}: {e}", output.display()))?;
        }
    }
    writeln!(out, "wrote {}", output.display())?;
    Ok(())
}

#[cfg(feature = "gui")]
fn check_dpi(dpi: f32) -> Result<()> {
    if !(30.0..=1200.0).contains(&dpi) {
        bail!("--dpi {dpi}: use 30 to 1200 dots per inch");
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
        bail!(
            "seat {seat} does not exist: the blank has seats 1 to {} (set --seats)",
            m.seats().len()
        );
    }
    let bytes = crate::print::blank_png(m.as_ref(), seat - 1, dpi)?;
    crate::engine::save::write_atomic(output, &bytes)
        .map_err(|e| anyhow!("cannot write {}: {e}", output.display()))?;
    writeln!(out, "wrote {}", output.display())?;
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
    bail!("PNG export needs the `gui` feature, which this build was made without")
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
    bail!("PNG export needs the `gui` feature, which this build was made without")
}
