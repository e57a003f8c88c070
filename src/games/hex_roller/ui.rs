//! Hex Roller sheet drawing and input.

use super::rules::HexRoller;
use crate::ui_contract::GameUi;

impl GameUi for HexRoller {
    type View = ();
}
