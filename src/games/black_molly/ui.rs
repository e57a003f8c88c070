//! Black Molly aquarium drawing and input.

use super::rules::BlackMolly;
use crate::ui_contract::GameUi;

impl GameUi for BlackMolly {
    type View = ();
}
