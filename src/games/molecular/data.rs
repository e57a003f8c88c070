// Plain data types of resources/molecular.ron. This file is also `#[path]`-included by build.rs,
// which validates the resource at build time, so it must not refer to anything outside itself.

/// The Molecular Structures sheet.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SheetData {
    /// Columns, lettered A.. from the left. Even columns sit half a hex lower.
    pub columns: u8,
    /// Rows, numbered 1.. from the top.
    pub rows: u8,
    /// (column, row), 0-based: the hexes that take the setup dice, one die each.
    pub blue: Vec<(u8, u8)>,
    /// Red "1" boxes per sheet.
    pub red_boxes: u8,
    /// Green "6" boxes per sheet.
    pub green_boxes: u8,
    /// Points for each box still uncrossed at the end.
    pub box_points: i32,
}

impl SheetData {
    /// Checks what the rules rely on; the message names the problem.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=9).contains(&self.columns) {
            return Err(format!("columns {} is outside 2..=9", self.columns));
        }
        if !(2..=9).contains(&self.rows) {
            return Err(format!("rows {} is outside 2..=9", self.rows));
        }
        if self.blue.is_empty() || self.blue.len() > 6 {
            return Err(format!("blue needs 1 to 6 hexes, has {}", self.blue.len()));
        }
        for (i, &(c, r)) in self.blue.iter().enumerate() {
            if c >= self.columns || r >= self.rows {
                return Err(format!("blue hex ({c}, {r}) is off the sheet"));
            }
            if self.blue[..i].contains(&(c, r)) {
                return Err(format!("blue hex ({c}, {r}) is listed twice"));
            }
        }
        if self.red_boxes > 6 || self.green_boxes > 6 {
            return Err("at most 6 red and 6 green boxes".into());
        }
        if !(0..=10).contains(&self.box_points) {
            return Err(format!("box_points {} is outside 0..=10", self.box_points));
        }
        Ok(())
    }
}
