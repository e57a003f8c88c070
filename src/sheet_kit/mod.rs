//! What a game needs to draw itself, below the games and above the engine: the contract a game's
//! view fulfils ([`GameUi`], [`Overlay`], [`Controls`]), the palette and seat marks, dice and hex
//! drawing, the batched [`pen::Pen`]. It depends on the engine and egui only; the window (`ui`)
//! builds on it, and no game imports the window. Without the `gui` feature only the marker
//! [`GameUi`] is left, so rules, bots and saves build without egui.

mod contract;
pub use contract::*;

#[cfg(feature = "gui")]
pub mod cache;
#[cfg(feature = "gui")]
pub mod draw;
#[cfg(feature = "gui")]
pub mod how_to_play;
#[cfg(feature = "gui")]
pub mod palette;
#[cfg(feature = "gui")]
pub mod pen;
#[cfg(feature = "gui")]
pub use palette::*;
