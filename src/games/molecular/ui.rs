//! Molecular Structures drawing and input (the full sheet comes next).

use super::rules::Molecular;
use crate::ui_contract::GameUi;

impl GameUi for Molecular {
    type View = ();
}
