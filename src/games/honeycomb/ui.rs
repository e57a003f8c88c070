//! Honeycomb Caverns sheet drawing and input.

use super::rules::Honeycomb;
use crate::ui_contract::GameUi;

impl GameUi for Honeycomb {
    type View = ();
}
