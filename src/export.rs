//! Sheet → PNG without a window.

use crate::engine::Match;

/// Renders `seat`'s sheet of `m` to a PNG file.
pub fn export_png(_m: &dyn Match, _seat: usize, _path: &std::path::Path) -> anyhow::Result<()> {
    anyhow::bail!("export not built yet")
}
